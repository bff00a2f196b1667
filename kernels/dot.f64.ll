; DOT (RAJAPerf stream): dot product, a sum reduction.
;
;   dot += a[i] * b[i]      for i in [0, N)
;
; The stage returns one point's contribution a[i]*b[i]; the launcher sums the
; contributions (in index order per thread, deterministically) and, as RAJAPerf
; does, adds each repetition's sum to the result `dot`.

define double @dot_main(i64 %i, ptr noalias readonly %a, ptr noalias readonly %b) {
entry:
  %a.i = getelementptr inbounds double, ptr %a, i64 %i
  %b.i = getelementptr inbounds double, ptr %b, i64 %i
  %ai = load double, ptr %a.i
  %bi = load double, ptr %b.i

  ; contribution: a[i] * b[i]
  %prod = fmul double %ai, %bi
  ret double %prod
}
