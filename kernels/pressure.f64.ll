; PRESSURE (RAJAPerf apps, from LULESH): pressure from energy, with three clamps.
;
; stage bvc:   bvc[i] = cls * (compression[i] + 1.0)
; stage p_new: p_new[i] = bvc[i] * e_old[i]
;              if |p_new| < p_cut:    p_new = 0
;              if vnewc >= eosvmax:   p_new = 0
;              if p_new < pmin:       p_new = pmin
;
; With RAJAPerf's inputs every p_new ends at pmin; the random input set leaves the clamps.

define void @pressure_bvc(i64 %i, ptr noalias readonly %compression, ptr noalias %bvc, ptr noalias %p_new,
                          ptr noalias readonly %e_old, ptr noalias readonly %vnewc,
                          double %cls, double %p_cut, double %pmin, double %eosvmax) {
entry:
  %cmp.i = getelementptr inbounds double, ptr %compression, i64 %i
  %cmp = load double, ptr %cmp.i
  %c1 = fadd double %cmp, 1.0
  %b = fmul double %cls, %c1
  %bvc.i = getelementptr inbounds double, ptr %bvc, i64 %i
  store double %b, ptr %bvc.i
  ret void
}

define void @pressure_p_new(i64 %i, ptr noalias readonly %compression, ptr noalias %bvc, ptr noalias %p_new,
                            ptr noalias readonly %e_old, ptr noalias readonly %vnewc,
                            double %cls, double %p_cut, double %pmin, double %eosvmax) {
entry:
  %bvc.i = getelementptr inbounds double, ptr %bvc, i64 %i
  %b = load double, ptr %bvc.i
  %e.i = getelementptr inbounds double, ptr %e_old, i64 %i
  %e = load double, ptr %e.i
  %v.i = getelementptr inbounds double, ptr %vnewc, i64 %i
  %v = load double, ptr %v.i

  ; p_new = bvc * e_old
  %p0 = fmul double %b, %e

  ; if |p_new| < p_cut: p_new = 0
  %abs = call double @llvm.fabs.f64(double %p0)
  %tiny = fcmp olt double %abs, %p_cut
  %p1 = select i1 %tiny, double 0.0, double %p0

  ; if vnewc >= eosvmax: p_new = 0
  %expanded = fcmp oge double %v, %eosvmax
  %p2 = select i1 %expanded, double 0.0, double %p1

  ; if p_new < pmin: p_new = pmin
  %low = fcmp olt double %p2, %pmin
  %p3 = select i1 %low, double %pmin, double %p2

  %p.i = getelementptr inbounds double, ptr %p_new, i64 %i
  store double %p3, ptr %p.i
  ret void
}

declare double @llvm.fabs.f64(double)
