; HEAT_3D (RAJAPerf polybench): 7-point heat-equation stencil on an n^3 grid, two stages per
; repetition over the interior (i, j, k in [1, n-1), k contiguous): A -> B, then B -> A.

; B[i][j][k] = 0.125*(A[i+1] - 2A + A[i-1]) + 0.125*(... j ...) + 0.125*(... k ...) + A[i][j][k]
define void @heat_3d_a_to_b(i64 %i, i64 %j, i64 %k, ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  ; flat index k + n*(j + n*i); neighbours in i are n*n apart, in j n apart, in k 1 apart
  %ni = mul nsw i64 %n, %i
  %j.ni = add nsw i64 %j, %ni
  %n.j.ni = mul nsw i64 %n, %j.ni
  %c = add nsw i64 %k, %n.j.ni
  %nn = mul nsw i64 %n, %n
  %minus.nn = sub nsw i64 0, %nn
  %minus.n = sub nsw i64 0, %n
  %p.c = getelementptr inbounds double, ptr %A, i64 %c
  %p.ip = getelementptr inbounds double, ptr %p.c, i64 %nn
  %p.im = getelementptr inbounds double, ptr %p.c, i64 %minus.nn
  %p.jp = getelementptr inbounds double, ptr %p.c, i64 %n
  %p.jm = getelementptr inbounds double, ptr %p.c, i64 %minus.n
  %p.kp = getelementptr inbounds double, ptr %p.c, i64 1
  %p.km = getelementptr inbounds double, ptr %p.c, i64 -1
  %v.c = load double, ptr %p.c     ; A[i][j][k]
  %v.ip = load double, ptr %p.ip   ; A[i+1][j][k]
  %v.im = load double, ptr %p.im   ; A[i-1][j][k]
  %v.jp = load double, ptr %p.jp   ; A[i][j+1][k]
  %v.jm = load double, ptr %p.jm   ; A[i][j-1][k]
  %v.kp = load double, ptr %p.kp   ; A[i][j][k+1]
  %v.km = load double, ptr %p.km   ; A[i][j][k-1]
  %two.c = fmul double 2.0, %v.c

  ; 0.125*(A[i+1] - 2.0*A + A[i-1])
  %i.a = fsub double %v.ip, %two.c
  %i.b = fadd double %i.a, %v.im
  %i.t = fmul double 0.125, %i.b
  ; 0.125*(A[j+1] - 2.0*A + A[j-1])
  %j.a = fsub double %v.jp, %two.c
  %j.b = fadd double %j.a, %v.jm
  %j.t = fmul double 0.125, %j.b
  ; 0.125*(A[k+1] - 2.0*A + A[k-1])
  %k.a = fsub double %v.kp, %two.c
  %k.b = fadd double %k.a, %v.km
  %k.t = fmul double 0.125, %k.b

  ; summed left to right, plus the centre value
  %s1 = fadd double %i.t, %j.t
  %s2 = fadd double %s1, %k.t
  %new = fadd double %s2, %v.c
  %q = getelementptr inbounds double, ptr %B, i64 %c
  store double %new, ptr %q
  ret void
}

; A[i][j][k] = 0.125*(B[i+1] - 2B + B[i-1]) + 0.125*(... j ...) + 0.125*(... k ...) + B[i][j][k]
define void @heat_3d_b_to_a(i64 %i, i64 %j, i64 %k, ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  ; flat index k + n*(j + n*i); neighbours in i are n*n apart, in j n apart, in k 1 apart
  %ni = mul nsw i64 %n, %i
  %j.ni = add nsw i64 %j, %ni
  %n.j.ni = mul nsw i64 %n, %j.ni
  %c = add nsw i64 %k, %n.j.ni
  %nn = mul nsw i64 %n, %n
  %minus.nn = sub nsw i64 0, %nn
  %minus.n = sub nsw i64 0, %n
  %p.c = getelementptr inbounds double, ptr %B, i64 %c
  %p.ip = getelementptr inbounds double, ptr %p.c, i64 %nn
  %p.im = getelementptr inbounds double, ptr %p.c, i64 %minus.nn
  %p.jp = getelementptr inbounds double, ptr %p.c, i64 %n
  %p.jm = getelementptr inbounds double, ptr %p.c, i64 %minus.n
  %p.kp = getelementptr inbounds double, ptr %p.c, i64 1
  %p.km = getelementptr inbounds double, ptr %p.c, i64 -1
  %v.c = load double, ptr %p.c     ; B[i][j][k]
  %v.ip = load double, ptr %p.ip   ; B[i+1][j][k]
  %v.im = load double, ptr %p.im   ; B[i-1][j][k]
  %v.jp = load double, ptr %p.jp   ; B[i][j+1][k]
  %v.jm = load double, ptr %p.jm   ; B[i][j-1][k]
  %v.kp = load double, ptr %p.kp   ; B[i][j][k+1]
  %v.km = load double, ptr %p.km   ; B[i][j][k-1]
  %two.c = fmul double 2.0, %v.c

  ; 0.125*(B[i+1] - 2.0*B + B[i-1])
  %i.a = fsub double %v.ip, %two.c
  %i.b = fadd double %i.a, %v.im
  %i.t = fmul double 0.125, %i.b
  ; 0.125*(B[j+1] - 2.0*B + B[j-1])
  %j.a = fsub double %v.jp, %two.c
  %j.b = fadd double %j.a, %v.jm
  %j.t = fmul double 0.125, %j.b
  ; 0.125*(B[k+1] - 2.0*B + B[k-1])
  %k.a = fsub double %v.kp, %two.c
  %k.b = fadd double %k.a, %v.km
  %k.t = fmul double 0.125, %k.b

  ; summed left to right, plus the centre value
  %s1 = fadd double %i.t, %j.t
  %s2 = fadd double %s1, %k.t
  %new = fadd double %s2, %v.c
  %q = getelementptr inbounds double, ptr %A, i64 %c
  store double %new, ptr %q
  ret void
}
