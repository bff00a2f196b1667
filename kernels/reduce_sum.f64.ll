; REDUCE_SUM (RAJAPerf algorithm): sum of an array, a sum reduction.
;
;   sum += x[i]      for i in [0, N)
;
; The stage returns the point's contribution x[i]; the launcher adds them up
; (in index order per thread) and stores the sum (each repetition anew).

define double @reduce_sum_main(i64 %i, ptr noalias readonly %x) {
entry:
  %x.i = getelementptr inbounds double, ptr %x, i64 %i
  %xi = load double, ptr %x.i
  ret double %xi
}
