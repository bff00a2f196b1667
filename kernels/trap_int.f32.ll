; GENERATED from trap_int.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; TRAP_INT (RAJAPerf basic): trapezoidal integration of 1/sqrt((x-xp)^2 + (y-yp)^2).
;
;   x = x0 + i*h
;   sumx += 1 / sqrt((x - xp)*(x - xp) + (y - yp)*(y - yp))      for i in [0, N)
;   result: sumx * h   (added to the result every repetition, as RAJAPerf does)
;
; Uses llvm.sqrt so that `afn` can act on it; `arcp` may turn 1/sqrt into rsqrt forms.

define float @trap_int_main(i64 %i, float %xn, float %x0, float %xp, float %y, float %yp, float %h) {
entry:
  ; x = x0 + i*h
  %fi = sitofp i64 %i to float
  %ih = fmul float %fi, %h
  %x = fadd float %x0, %ih

  ; denom = (x - xp)*(x - xp) + (y - yp)*(y - yp)
  %dx = fsub float %x, %xp
  %dx2 = fmul float %dx, %dx
  %dy = fsub float %y, %yp
  %dy2 = fmul float %dy, %dy
  %denom = fadd float %dx2, %dy2

  ; contribution: 1 / sqrt(denom)
  %root = call float @llvm.sqrt.f32(float %denom)
  %inv = fdiv float 1.0, %root
  ret float %inv
}

; finalize: the integral is the sum times the step h
define float @trap_int_finalize(float %sum, float %xn, float %x0, float %xp, float %y, float %yp, float %h) {
entry:
  %integral = fmul float %sum, %h
  ret float %integral
}

declare float @llvm.sqrt.f32(float)
