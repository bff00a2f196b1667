; PLANCKIAN (RAJAPerf lcals, Livermore loop 22): Planckian distribution.
;
;   y[i] = u[i] / v[i]
;   w[i] = x[i] / (exp(y[i]) - 1.0)      (exp, not expm1: cancellation near y = 0)
;
; Uses llvm.exp so that `afn` can substitute an approximation.

define void @planckian_main(i64 %i, ptr noalias readonly %x, ptr noalias %y, ptr noalias readonly %u,
                            ptr noalias readonly %v, ptr noalias %w) {
entry:
  %u.i = getelementptr inbounds double, ptr %u, i64 %i
  %ui = load double, ptr %u.i
  %v.i = getelementptr inbounds double, ptr %v, i64 %i
  %vi = load double, ptr %v.i

  ; y[i] = u[i] / v[i]
  %yi = fdiv double %ui, %vi
  %y.i = getelementptr inbounds double, ptr %y, i64 %i
  store double %yi, ptr %y.i

  ; w[i] = x[i] / (exp(y[i]) - 1.0)
  %x.i = getelementptr inbounds double, ptr %x, i64 %i
  %xi = load double, ptr %x.i
  %ey = call double @llvm.exp.f64(double %yi)
  %em1 = fsub double %ey, 1.0
  %wi = fdiv double %xi, %em1
  %w.i = getelementptr inbounds double, ptr %w, i64 %i
  store double %wi, ptr %w.i
  ret void
}

declare double @llvm.exp.f64(double)
