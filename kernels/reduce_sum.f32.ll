; GENERATED from reduce_sum.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; REDUCE_SUM (RAJAPerf algorithm): sum of an array, a sum reduction.
;
;   sum += x[i]      for i in [0, N)
;
; The stage returns the point's contribution x[i]; the launcher adds them up
; (in index order per thread) and stores the sum (each repetition anew).

define float @reduce_sum_main(i64 %i, ptr noalias readonly %x) {
entry:
  %x.i = getelementptr inbounds float, ptr %x, i64 %i
  %xi = load float, ptr %x.i
  ret float %xi
}
