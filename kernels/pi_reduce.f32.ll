; GENERATED from pi_reduce.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; PI_REDUCE (RAJAPerf basic): pi by the midpoint rule for 4/(1+x^2) on [0, 1].
;
;   dx = 1/N
;   x = (i + 0.5) * dx
;   pi += dx / (1 + x*x)      for i in [0, N)
;   result: 4 * pi
;
; `arcp` may turn the division into a multiplication by a reciprocal.

define float @pi_reduce_main(i64 %i, float %dx) {
entry:
  ; x = (i + 0.5) * dx
  %fi = sitofp i64 %i to float
  %mid = fadd float %fi, 0.5
  %x = fmul float %mid, %dx

  ; contribution: dx / (1 + x*x)
  %x2 = fmul float %x, %x
  %den = fadd float 1.0, %x2
  %term = fdiv float %dx, %den
  ret float %term
}

; finalize: pi = 4 * sum
define float @pi_reduce_finalize(float %sum, float %dx) {
entry:
  %pi = fmul float 4.0, %sum
  ret float %pi
}
