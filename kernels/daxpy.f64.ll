; DAXPY (RAJAPerf basic): y += a*x.
;
;   y[i] = y[i] + a * x[i]      for i in [0, N)
;
; y is updated in place and accumulates over the repetitions.  `contract` may
; fuse the multiply and the add into one FMA.

define void @daxpy_main(i64 %i, ptr noalias %y, ptr noalias readonly %x, double %a) {
entry:
  %x.i = getelementptr inbounds double, ptr %x, i64 %i
  %y.i = getelementptr inbounds double, ptr %y, i64 %i
  %xi = load double, ptr %x.i
  %yi = load double, ptr %y.i

  ; y[i] += a * x[i]
  %ax = fmul double %a, %xi
  %sum = fadd double %yi, %ax
  store double %sum, ptr %y.i
  ret void
}
