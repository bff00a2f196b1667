; JACOBI_2D (RAJAPerf polybench): 5-point Jacobi stencil on an n x n grid, two stages per
; repetition over the interior (i, j in [1, n-1), j contiguous): A -> B, then B -> A.

; B[i][j] = 0.2 * (A[i][j] + A[i][j-1] + A[i][j+1] + A[i+1][j] + A[i-1][j])
define void @jacobi_2d_a_to_b(i64 %i, i64 %j, ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  ; flat index of [i][j] in the n x n row-major grid
  %row = mul nsw i64 %i, %n
  %c = add nsw i64 %row, %j
  %p.c = getelementptr inbounds double, ptr %A, i64 %c
  %p.w = getelementptr inbounds double, ptr %p.c, i64 -1
  %p.e = getelementptr inbounds double, ptr %p.c, i64 1
  %p.s = getelementptr inbounds double, ptr %p.c, i64 %n
  %minus.n = sub nsw i64 0, %n
  %p.n = getelementptr inbounds double, ptr %p.c, i64 %minus.n
  %v.c = load double, ptr %p.c   ; A[i][j]
  %v.w = load double, ptr %p.w   ; A[i][j-1]
  %v.e = load double, ptr %p.e   ; A[i][j+1]
  %v.s = load double, ptr %p.s   ; A[i+1][j]
  %v.n = load double, ptr %p.n   ; A[i-1][j]

  ; summed left to right, then scaled
  %s1 = fadd double %v.c, %v.w
  %s2 = fadd double %s1, %v.e
  %s3 = fadd double %s2, %v.s
  %s4 = fadd double %s3, %v.n
  %new = fmul double 0.2, %s4
  %q = getelementptr inbounds double, ptr %B, i64 %c
  store double %new, ptr %q
  ret void
}

; A[i][j] = 0.2 * (B[i][j] + B[i][j-1] + B[i][j+1] + B[i+1][j] + B[i-1][j])
define void @jacobi_2d_b_to_a(i64 %i, i64 %j, ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  ; flat index of [i][j] in the n x n row-major grid
  %row = mul nsw i64 %i, %n
  %c = add nsw i64 %row, %j
  %p.c = getelementptr inbounds double, ptr %B, i64 %c
  %p.w = getelementptr inbounds double, ptr %p.c, i64 -1
  %p.e = getelementptr inbounds double, ptr %p.c, i64 1
  %p.s = getelementptr inbounds double, ptr %p.c, i64 %n
  %minus.n = sub nsw i64 0, %n
  %p.n = getelementptr inbounds double, ptr %p.c, i64 %minus.n
  %v.c = load double, ptr %p.c   ; B[i][j]
  %v.w = load double, ptr %p.w   ; B[i][j-1]
  %v.e = load double, ptr %p.e   ; B[i][j+1]
  %v.s = load double, ptr %p.s   ; B[i+1][j]
  %v.n = load double, ptr %p.n   ; B[i-1][j]

  ; summed left to right, then scaled
  %s1 = fadd double %v.c, %v.w
  %s2 = fadd double %s1, %v.e
  %s3 = fadd double %s2, %v.s
  %s4 = fadd double %s3, %v.n
  %new = fmul double 0.2, %s4
  %q = getelementptr inbounds double, ptr %A, i64 %c
  store double %new, ptr %q
  ret void
}
