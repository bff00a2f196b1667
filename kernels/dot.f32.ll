; GENERATED from dot.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; DOT (RAJAPerf stream): dot product, a sum reduction.
;
;   dot += a[i] * b[i]      for i in [0, N)
;
; The stage returns one point's contribution a[i]*b[i]; the launcher sums the
; contributions (in index order per thread, deterministically) and, as RAJAPerf
; does, adds each repetition's sum to the result `dot`.

define float @dot_main(i64 %i, ptr noalias readonly %a, ptr noalias readonly %b) {
entry:
  %a.i = getelementptr inbounds float, ptr %a, i64 %i
  %b.i = getelementptr inbounds float, ptr %b, i64 %i
  %ai = load float, ptr %a.i
  %bi = load float, ptr %b.i

  ; contribution: a[i] * b[i]
  %prod = fmul float %ai, %bi
  ret float %prod
}
