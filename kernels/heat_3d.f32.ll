; GENERATED from heat_3d.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
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
  %p.c = getelementptr inbounds float, ptr %A, i64 %c
  %p.ip = getelementptr inbounds float, ptr %p.c, i64 %nn
  %p.im = getelementptr inbounds float, ptr %p.c, i64 %minus.nn
  %p.jp = getelementptr inbounds float, ptr %p.c, i64 %n
  %p.jm = getelementptr inbounds float, ptr %p.c, i64 %minus.n
  %p.kp = getelementptr inbounds float, ptr %p.c, i64 1
  %p.km = getelementptr inbounds float, ptr %p.c, i64 -1
  %v.c = load float, ptr %p.c     ; A[i][j][k]
  %v.ip = load float, ptr %p.ip   ; A[i+1][j][k]
  %v.im = load float, ptr %p.im   ; A[i-1][j][k]
  %v.jp = load float, ptr %p.jp   ; A[i][j+1][k]
  %v.jm = load float, ptr %p.jm   ; A[i][j-1][k]
  %v.kp = load float, ptr %p.kp   ; A[i][j][k+1]
  %v.km = load float, ptr %p.km   ; A[i][j][k-1]
  %two.c = fmul float 2.0, %v.c

  ; 0.125*(A[i+1] - 2.0*A + A[i-1])
  %i.a = fsub float %v.ip, %two.c
  %i.b = fadd float %i.a, %v.im
  %i.t = fmul float 0.125, %i.b
  ; 0.125*(A[j+1] - 2.0*A + A[j-1])
  %j.a = fsub float %v.jp, %two.c
  %j.b = fadd float %j.a, %v.jm
  %j.t = fmul float 0.125, %j.b
  ; 0.125*(A[k+1] - 2.0*A + A[k-1])
  %k.a = fsub float %v.kp, %two.c
  %k.b = fadd float %k.a, %v.km
  %k.t = fmul float 0.125, %k.b

  ; summed left to right, plus the centre value
  %s1 = fadd float %i.t, %j.t
  %s2 = fadd float %s1, %k.t
  %new = fadd float %s2, %v.c
  %q = getelementptr inbounds float, ptr %B, i64 %c
  store float %new, ptr %q
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
  %p.c = getelementptr inbounds float, ptr %B, i64 %c
  %p.ip = getelementptr inbounds float, ptr %p.c, i64 %nn
  %p.im = getelementptr inbounds float, ptr %p.c, i64 %minus.nn
  %p.jp = getelementptr inbounds float, ptr %p.c, i64 %n
  %p.jm = getelementptr inbounds float, ptr %p.c, i64 %minus.n
  %p.kp = getelementptr inbounds float, ptr %p.c, i64 1
  %p.km = getelementptr inbounds float, ptr %p.c, i64 -1
  %v.c = load float, ptr %p.c     ; B[i][j][k]
  %v.ip = load float, ptr %p.ip   ; B[i+1][j][k]
  %v.im = load float, ptr %p.im   ; B[i-1][j][k]
  %v.jp = load float, ptr %p.jp   ; B[i][j+1][k]
  %v.jm = load float, ptr %p.jm   ; B[i][j-1][k]
  %v.kp = load float, ptr %p.kp   ; B[i][j][k+1]
  %v.km = load float, ptr %p.km   ; B[i][j][k-1]
  %two.c = fmul float 2.0, %v.c

  ; 0.125*(B[i+1] - 2.0*B + B[i-1])
  %i.a = fsub float %v.ip, %two.c
  %i.b = fadd float %i.a, %v.im
  %i.t = fmul float 0.125, %i.b
  ; 0.125*(B[j+1] - 2.0*B + B[j-1])
  %j.a = fsub float %v.jp, %two.c
  %j.b = fadd float %j.a, %v.jm
  %j.t = fmul float 0.125, %j.b
  ; 0.125*(B[k+1] - 2.0*B + B[k-1])
  %k.a = fsub float %v.kp, %two.c
  %k.b = fadd float %k.a, %v.km
  %k.t = fmul float 0.125, %k.b

  ; summed left to right, plus the centre value
  %s1 = fadd float %i.t, %j.t
  %s2 = fadd float %s1, %k.t
  %new = fadd float %s2, %v.c
  %q = getelementptr inbounds float, ptr %A, i64 %c
  store float %new, ptr %q
  ret void
}
