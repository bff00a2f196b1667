; GENERATED from daxpy.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; DAXPY (RAJAPerf basic): y += a*x.
;
;   y[i] = y[i] + a * x[i]      for i in [0, N)
;
; y is updated in place and accumulates over the repetitions.  `contract` may
; fuse the multiply and the add into one FMA.

define void @daxpy_main(i64 %i, ptr noalias %y, ptr noalias readonly %x, float %a) {
entry:
  %x.i = getelementptr inbounds float, ptr %x, i64 %i
  %y.i = getelementptr inbounds float, ptr %y, i64 %i
  %xi = load float, ptr %x.i
  %yi = load float, ptr %y.i

  ; y[i] += a * x[i]
  %ax = fmul float %a, %xi
  %sum = fadd float %yi, %ax
  store float %sum, ptr %y.i
  ret void
}
