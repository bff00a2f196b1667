; TRIAD (RAJAPerf stream): a = b + alpha*c.
;
;   a[i] = b[i] + alpha * c[i]      for i in [0, N)
;
; `contract` may fuse the multiply and the add into one FMA.

define void @triad_main(i64 %i, ptr noalias %a, ptr noalias readonly %b, ptr noalias readonly %c, double %alpha) {
entry:
  %b.i = getelementptr inbounds double, ptr %b, i64 %i
  %c.i = getelementptr inbounds double, ptr %c, i64 %i
  %bi = load double, ptr %b.i
  %ci = load double, ptr %c.i

  ; a[i] = b[i] + alpha * c[i]
  %ac = fmul double %alpha, %ci
  %sum = fadd double %bi, %ac
  %a.i = getelementptr inbounds double, ptr %a, i64 %i
  store double %sum, ptr %a.i
  ret void
}
