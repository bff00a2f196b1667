; GENERATED from planckian.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; PLANCKIAN (RAJAPerf lcals, Livermore loop 22): Planckian distribution.
;
;   y[i] = u[i] / v[i]
;   w[i] = x[i] / (exp(y[i]) - 1.0)      (exp, not expm1: cancellation near y = 0)
;
; Uses llvm.exp so that `afn` can substitute an approximation.

define void @planckian_main(i64 %i, ptr noalias readonly %x, ptr noalias %y, ptr noalias readonly %u,
                            ptr noalias readonly %v, ptr noalias %w) {
entry:
  %u.i = getelementptr inbounds float, ptr %u, i64 %i
  %ui = load float, ptr %u.i
  %v.i = getelementptr inbounds float, ptr %v, i64 %i
  %vi = load float, ptr %v.i

  ; y[i] = u[i] / v[i]
  %yi = fdiv float %ui, %vi
  %y.i = getelementptr inbounds float, ptr %y, i64 %i
  store float %yi, ptr %y.i

  ; w[i] = x[i] / (exp(y[i]) - 1.0)
  %x.i = getelementptr inbounds float, ptr %x, i64 %i
  %xi = load float, ptr %x.i
  %ey = call float @llvm.exp.f32(float %yi)
  %em1 = fsub float %ey, 1.0
  %wi = fdiv float %xi, %em1
  %w.i = getelementptr inbounds float, ptr %w, i64 %i
  store float %wi, ptr %w.i
  ret void
}

declare float @llvm.exp.f32(float)
