; FIRST_DIFF (RAJAPerf lcals, Livermore loop 12): first difference.
;
;   x[i] = y[i+1] - y[i]      for i in [0, N)

define void @first_diff_main(i64 %i, ptr noalias %x, ptr noalias readonly %y) {
entry:
  %y.i = getelementptr inbounds double, ptr %y, i64 %i
  %y0 = load double, ptr %y.i
  %y1.p = getelementptr inbounds double, ptr %y.i, i64 1
  %y1 = load double, ptr %y1.p
  %d = fsub double %y1, %y0
  %x.i = getelementptr inbounds double, ptr %x, i64 %i
  store double %d, ptr %x.i
  ret void
}
