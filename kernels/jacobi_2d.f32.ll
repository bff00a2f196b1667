; GENERATED from jacobi_2d.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; JACOBI_2D (RAJAPerf polybench): 5-point Jacobi stencil on an n x n grid, two stages per
; repetition over the interior (i, j in [1, n-1), j contiguous): A -> B, then B -> A.

; B[i][j] = 0.2 * (A[i][j] + A[i][j-1] + A[i][j+1] + A[i+1][j] + A[i-1][j])
define void @jacobi_2d_a_to_b(i64 %i, i64 %j, ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  ; flat index of [i][j] in the n x n row-major grid
  %row = mul nsw i64 %i, %n
  %c = add nsw i64 %row, %j
  %p.c = getelementptr inbounds float, ptr %A, i64 %c
  %p.w = getelementptr inbounds float, ptr %p.c, i64 -1
  %p.e = getelementptr inbounds float, ptr %p.c, i64 1
  %p.s = getelementptr inbounds float, ptr %p.c, i64 %n
  %minus.n = sub nsw i64 0, %n
  %p.n = getelementptr inbounds float, ptr %p.c, i64 %minus.n
  %v.c = load float, ptr %p.c   ; A[i][j]
  %v.w = load float, ptr %p.w   ; A[i][j-1]
  %v.e = load float, ptr %p.e   ; A[i][j+1]
  %v.s = load float, ptr %p.s   ; A[i+1][j]
  %v.n = load float, ptr %p.n   ; A[i-1][j]

  ; summed left to right, then scaled
  %s1 = fadd float %v.c, %v.w
  %s2 = fadd float %s1, %v.e
  %s3 = fadd float %s2, %v.s
  %s4 = fadd float %s3, %v.n
  %new = fmul float 0x3FC99999A0000000, %s4  ; (0.2 rounded to float)
  %q = getelementptr inbounds float, ptr %B, i64 %c
  store float %new, ptr %q
  ret void
}

; A[i][j] = 0.2 * (B[i][j] + B[i][j-1] + B[i][j+1] + B[i+1][j] + B[i-1][j])
define void @jacobi_2d_b_to_a(i64 %i, i64 %j, ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  ; flat index of [i][j] in the n x n row-major grid
  %row = mul nsw i64 %i, %n
  %c = add nsw i64 %row, %j
  %p.c = getelementptr inbounds float, ptr %B, i64 %c
  %p.w = getelementptr inbounds float, ptr %p.c, i64 -1
  %p.e = getelementptr inbounds float, ptr %p.c, i64 1
  %p.s = getelementptr inbounds float, ptr %p.c, i64 %n
  %minus.n = sub nsw i64 0, %n
  %p.n = getelementptr inbounds float, ptr %p.c, i64 %minus.n
  %v.c = load float, ptr %p.c   ; B[i][j]
  %v.w = load float, ptr %p.w   ; B[i][j-1]
  %v.e = load float, ptr %p.e   ; B[i][j+1]
  %v.s = load float, ptr %p.s   ; B[i+1][j]
  %v.n = load float, ptr %p.n   ; B[i-1][j]

  ; summed left to right, then scaled
  %s1 = fadd float %v.c, %v.w
  %s2 = fadd float %s1, %v.e
  %s3 = fadd float %s2, %v.s
  %s4 = fadd float %s3, %v.n
  %new = fmul float 0x3FC99999A0000000, %s4  ; (0.2 rounded to float)
  %q = getelementptr inbounds float, ptr %A, i64 %c
  store float %new, ptr %q
  ret void
}
