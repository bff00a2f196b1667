; ENERGY (RAJAPerf apps, from LULESH's CalcEnergyForElems): six stages per repetition, each over
; i in [0, N); ql = ql_old, qq = qq_old.  The branches on delvc and on ssc, and the clamps on
; e_new and q_new, are written as in the source (with RAJAPerf's inputs delvc > 0 everywhere and
; the output clamps to e_new = emin, q_new = 0; the random input set takes every path).
; ssc(e, v, p) = (pbvc*e + v*v*bvc*p) / rho0,  then 3.333333e-19 if ssc <= 1.111111e-37 else sqrt(ssc).

; 1: e_new = e_old - 0.5*delvc*(p_old + q_old) + 0.5*work
define void @energy_e_half(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                           ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                           ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                           ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                           ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                           ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                           ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, double %rho0,
                           double %e_cut, double %emin, double %q_cut) {
entry:
  %e_old.p = getelementptr inbounds double, ptr %e_old, i64 %i
  %e_old.v = load double, ptr %e_old.p
  %delvc.p = getelementptr inbounds double, ptr %delvc, i64 %i
  %delvc.v = load double, ptr %delvc.p
  %p_old.p = getelementptr inbounds double, ptr %p_old, i64 %i
  %p_old.v = load double, ptr %p_old.p
  %q_old.p = getelementptr inbounds double, ptr %q_old, i64 %i
  %q_old.v = load double, ptr %q_old.p
  %work.p = getelementptr inbounds double, ptr %work, i64 %i
  %work.v = load double, ptr %work.p
  %hd = fmul double 0.5, %delvc.v
  %pq = fadd double %p_old.v, %q_old.v
  %hdpq = fmul double %hd, %pq
  %e0 = fsub double %e_old.v, %hdpq
  %hw = fmul double 0.5, %work.v
  %e1 = fadd double %e0, %hw
  %e_new.p = getelementptr inbounds double, ptr %e_new, i64 %i
  store double %e1, ptr %e_new.p
  ret void
}

; 2: q_new = 0 if delvc > 0, else vhalf = 1/(1 + compHalfStep), q_new = ssc(e_new, vhalf, pHalfStep)*ql + qq
define void @energy_q_half(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                           ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                           ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                           ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                           ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                           ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                           ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, double %rho0,
                           double %e_cut, double %emin, double %q_cut) {
entry:
  %delvc.p = getelementptr inbounds double, ptr %delvc, i64 %i
  %delvc.v = load double, ptr %delvc.p
  %compress = fcmp ogt double %delvc.v, 0.0
  br i1 %compress, label %zero, label %calc

calc:
  %chs.p = getelementptr inbounds double, ptr %compHalfStep, i64 %i
  %chs.v = load double, ptr %chs.p
  %e_new.p = getelementptr inbounds double, ptr %e_new, i64 %i
  %e_new.v = load double, ptr %e_new.p
  %phs.p = getelementptr inbounds double, ptr %pHalfStep, i64 %i
  %phs.v = load double, ptr %phs.p
  %one.chs = fadd double 1.0, %chs.v
  %vhalf = fdiv double 1.0, %one.chs
  %s.pbvc.p = getelementptr inbounds double, ptr %pbvc, i64 %i
  %s.pbvc.v = load double, ptr %s.pbvc.p
  %s.bvc.p = getelementptr inbounds double, ptr %bvc, i64 %i
  %s.bvc.v = load double, ptr %s.bvc.p
  %s.ql.p = getelementptr inbounds double, ptr %ql_old, i64 %i
  %s.ql.v = load double, ptr %s.ql.p
  %s.qq.p = getelementptr inbounds double, ptr %qq_old, i64 %i
  %s.qq.v = load double, ptr %s.qq.p
  %s.pe = fmul double %s.pbvc.v, %e_new.v
  %s.v2 = fmul double %vhalf, %vhalf
  %s.v2b = fmul double %s.v2, %s.bvc.v
  %s.v2bp = fmul double %s.v2b, %phs.v
  %s.num = fadd double %s.pe, %s.v2bp
  %s.ssc0 = fdiv double %s.num, %rho0
  %s.tiny = fcmp ole double %s.ssc0, 1.111111e-37
  br i1 %s.tiny, label %s.floor, label %s.root

s.root:                                        ; ssc = sqrt(ssc)
  %s.sq = call double @llvm.sqrt.f64(double %s.ssc0)
  br label %s.q

s.floor:                                       ; ssc <= 1.111111e-37: ssc = 3.333333e-19
  br label %s.q

s.q:                                           ; q = ssc*ql_old + qq_old
  %s.ssc = phi double [ %s.sq, %s.root ], [ 3.333333e-19, %s.floor ]
  %s.sql = fmul double %s.ssc, %s.ql.v
  %s.val = fadd double %s.sql, %s.qq.v
  br label %done

zero:
  br label %done

done:
  %q = phi double [ %s.val, %s.q ], [ 0.0, %zero ]
  %q_new.p = getelementptr inbounds double, ptr %q_new, i64 %i
  store double %q, ptr %q_new.p
  ret void
}

; 3: e_new += 0.5*delvc*(3*(p_old + q_old) - 4*(pHalfStep + q_new))
define void @energy_e_update(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                             ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                             ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                             ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                             ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                             ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                             ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, double %rho0,
                             double %e_cut, double %emin, double %q_cut) {
entry:
  %e_new.p = getelementptr inbounds double, ptr %e_new, i64 %i
  %e_new.v = load double, ptr %e_new.p
  %delvc.p = getelementptr inbounds double, ptr %delvc, i64 %i
  %delvc.v = load double, ptr %delvc.p
  %p_old.p = getelementptr inbounds double, ptr %p_old, i64 %i
  %p_old.v = load double, ptr %p_old.p
  %q_old.p = getelementptr inbounds double, ptr %q_old, i64 %i
  %q_old.v = load double, ptr %q_old.p
  %phs.p = getelementptr inbounds double, ptr %pHalfStep, i64 %i
  %phs.v = load double, ptr %phs.p
  %q_new.p = getelementptr inbounds double, ptr %q_new, i64 %i
  %q_new.v = load double, ptr %q_new.p
  %hd = fmul double 0.5, %delvc.v
  %pq = fadd double %p_old.v, %q_old.v
  %t3 = fmul double 3.0, %pq
  %phq = fadd double %phs.v, %q_new.v
  %t4 = fmul double 4.0, %phq
  %d34 = fsub double %t3, %t4
  %upd = fmul double %hd, %d34
  %e1 = fadd double %e_new.v, %upd
  store double %e1, ptr %e_new.p
  ret void
}

; 4: e_new += 0.5*work, then the e_cut and emin clamps
define void @energy_e_clamp(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                            ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                            ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                            ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                            ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                            ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                            ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, double %rho0,
                            double %e_cut, double %emin, double %q_cut) {
entry:
  %e_new.p = getelementptr inbounds double, ptr %e_new, i64 %i
  %e_new.v = load double, ptr %e_new.p
  %work.p = getelementptr inbounds double, ptr %work, i64 %i
  %work.v = load double, ptr %work.p
  %hw = fmul double 0.5, %work.v
  %e1 = fadd double %e_new.v, %hw
  ; if |e_new| < e_cut: e_new = 0;  if e_new < emin: e_new = emin
  %e.abs = call double @llvm.fabs.f64(double %e1)
  %e.small = fcmp olt double %e.abs, %e_cut
  %e.z = select i1 %e.small, double 0.0, double %e1
  %e.low = fcmp olt double %e.z, %emin
  %e.c = select i1 %e.low, double %emin, double %e.z
  store double %e.c, ptr %e_new.p
  ret void
}

; 5: q_tilde = 0 if delvc > 0, else ssc(e_new, vnewc, p_new)*ql + qq;
;    e_new -= (7*(p_old + q_old) - 8*(pHalfStep + q_new) + (p_new + q_tilde))*delvc/6, then the clamps
define void @energy_e_final(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                            ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                            ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                            ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                            ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                            ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                            ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, double %rho0,
                            double %e_cut, double %emin, double %q_cut) {
entry:
  %delvc.p = getelementptr inbounds double, ptr %delvc, i64 %i
  %delvc.v = load double, ptr %delvc.p
  %e_new.p = getelementptr inbounds double, ptr %e_new, i64 %i
  %e_new.v = load double, ptr %e_new.p
  %p_new.p = getelementptr inbounds double, ptr %p_new, i64 %i
  %p_new.v = load double, ptr %p_new.p
  %compress = fcmp ogt double %delvc.v, 0.0
  br i1 %compress, label %zero, label %calc

calc:
  %vnewc.p = getelementptr inbounds double, ptr %vnewc, i64 %i
  %vnewc.v = load double, ptr %vnewc.p
  %s.pbvc.p = getelementptr inbounds double, ptr %pbvc, i64 %i
  %s.pbvc.v = load double, ptr %s.pbvc.p
  %s.bvc.p = getelementptr inbounds double, ptr %bvc, i64 %i
  %s.bvc.v = load double, ptr %s.bvc.p
  %s.ql.p = getelementptr inbounds double, ptr %ql_old, i64 %i
  %s.ql.v = load double, ptr %s.ql.p
  %s.qq.p = getelementptr inbounds double, ptr %qq_old, i64 %i
  %s.qq.v = load double, ptr %s.qq.p
  %s.pe = fmul double %s.pbvc.v, %e_new.v
  %s.v2 = fmul double %vnewc.v, %vnewc.v
  %s.v2b = fmul double %s.v2, %s.bvc.v
  %s.v2bp = fmul double %s.v2b, %p_new.v
  %s.num = fadd double %s.pe, %s.v2bp
  %s.ssc0 = fdiv double %s.num, %rho0
  %s.tiny = fcmp ole double %s.ssc0, 1.111111e-37
  br i1 %s.tiny, label %s.floor, label %s.root

s.root:                                        ; ssc = sqrt(ssc)
  %s.sq = call double @llvm.sqrt.f64(double %s.ssc0)
  br label %s.q

s.floor:                                       ; ssc <= 1.111111e-37: ssc = 3.333333e-19
  br label %s.q

s.q:                                           ; q = ssc*ql_old + qq_old
  %s.ssc = phi double [ %s.sq, %s.root ], [ 3.333333e-19, %s.floor ]
  %s.sql = fmul double %s.ssc, %s.ql.v
  %s.val = fadd double %s.sql, %s.qq.v
  br label %update

zero:
  br label %update

update:
  %q_tilde = phi double [ %s.val, %s.q ], [ 0.0, %zero ]
  %p_old.p = getelementptr inbounds double, ptr %p_old, i64 %i
  %p_old.v = load double, ptr %p_old.p
  %q_old.p = getelementptr inbounds double, ptr %q_old, i64 %i
  %q_old.v = load double, ptr %q_old.p
  %phs.p = getelementptr inbounds double, ptr %pHalfStep, i64 %i
  %phs.v = load double, ptr %phs.p
  %q_new.p = getelementptr inbounds double, ptr %q_new, i64 %i
  %q_new.v = load double, ptr %q_new.p
  %pq = fadd double %p_old.v, %q_old.v
  %t7 = fmul double 7.0, %pq
  %phq = fadd double %phs.v, %q_new.v
  %t8 = fmul double 8.0, %phq
  %d78 = fsub double %t7, %t8
  %pqt = fadd double %p_new.v, %q_tilde
  %sum = fadd double %d78, %pqt
  %sd = fmul double %sum, %delvc.v
  %sd6 = fdiv double %sd, 6.0
  %e1 = fsub double %e_new.v, %sd6
  ; if |e_new| < e_cut: e_new = 0;  if e_new < emin: e_new = emin
  %e.abs = call double @llvm.fabs.f64(double %e1)
  %e.small = fcmp olt double %e.abs, %e_cut
  %e.z = select i1 %e.small, double 0.0, double %e1
  %e.low = fcmp olt double %e.z, %emin
  %e.c = select i1 %e.low, double %emin, double %e.z
  store double %e.c, ptr %e_new.p
  ret void
}

; 6: if delvc <= 0: q_new = ssc(e_new, vnewc, p_new)*ql + qq, and 0 if |q_new| < q_cut
define void @energy_q_final(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                            ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                            ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                            ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                            ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                            ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                            ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, double %rho0,
                            double %e_cut, double %emin, double %q_cut) {
entry:
  %delvc.p = getelementptr inbounds double, ptr %delvc, i64 %i
  %delvc.v = load double, ptr %delvc.p
  %expand = fcmp ole double %delvc.v, 0.0
  br i1 %expand, label %calc, label %done

calc:
  %e_new.p = getelementptr inbounds double, ptr %e_new, i64 %i
  %e_new.v = load double, ptr %e_new.p
  %vnewc.p = getelementptr inbounds double, ptr %vnewc, i64 %i
  %vnewc.v = load double, ptr %vnewc.p
  %p_new.p = getelementptr inbounds double, ptr %p_new, i64 %i
  %p_new.v = load double, ptr %p_new.p
  %s.pbvc.p = getelementptr inbounds double, ptr %pbvc, i64 %i
  %s.pbvc.v = load double, ptr %s.pbvc.p
  %s.bvc.p = getelementptr inbounds double, ptr %bvc, i64 %i
  %s.bvc.v = load double, ptr %s.bvc.p
  %s.ql.p = getelementptr inbounds double, ptr %ql_old, i64 %i
  %s.ql.v = load double, ptr %s.ql.p
  %s.qq.p = getelementptr inbounds double, ptr %qq_old, i64 %i
  %s.qq.v = load double, ptr %s.qq.p
  %s.pe = fmul double %s.pbvc.v, %e_new.v
  %s.v2 = fmul double %vnewc.v, %vnewc.v
  %s.v2b = fmul double %s.v2, %s.bvc.v
  %s.v2bp = fmul double %s.v2b, %p_new.v
  %s.num = fadd double %s.pe, %s.v2bp
  %s.ssc0 = fdiv double %s.num, %rho0
  %s.tiny = fcmp ole double %s.ssc0, 1.111111e-37
  br i1 %s.tiny, label %s.floor, label %s.root

s.root:                                        ; ssc = sqrt(ssc)
  %s.sq = call double @llvm.sqrt.f64(double %s.ssc0)
  br label %s.q

s.floor:                                       ; ssc <= 1.111111e-37: ssc = 3.333333e-19
  br label %s.q

s.q:                                           ; q = ssc*ql_old + qq_old
  %s.ssc = phi double [ %s.sq, %s.root ], [ 3.333333e-19, %s.floor ]
  %s.sql = fmul double %s.ssc, %s.ql.v
  %s.val = fadd double %s.sql, %s.qq.v
  br label %store

store:
  %abs = call double @llvm.fabs.f64(double %s.val)
  %small = fcmp olt double %abs, %q_cut
  %q = select i1 %small, double 0.0, double %s.val
  %q_new.p = getelementptr inbounds double, ptr %q_new, i64 %i
  store double %q, ptr %q_new.p
  br label %done

done:
  ret void
}

declare double @llvm.sqrt.f64(double)
declare double @llvm.fabs.f64(double)
