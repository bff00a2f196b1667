; GENERATED from first_diff.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; FIRST_DIFF (RAJAPerf lcals, Livermore loop 12): first difference.
;
;   x[i] = y[i+1] - y[i]      for i in [0, N)

define void @first_diff_main(i64 %i, ptr noalias %x, ptr noalias readonly %y) {
entry:
  %y.i = getelementptr inbounds float, ptr %y, i64 %i
  %y0 = load float, ptr %y.i
  %y1.p = getelementptr inbounds float, ptr %y.i, i64 1
  %y1 = load float, ptr %y1.p
  %d = fsub float %y1, %y0
  %x.i = getelementptr inbounds float, ptr %x, i64 %i
  store float %d, ptr %x.i
  ret void
}
