; GENERATED from energy.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
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
                           ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, float %rho0,
                           float %e_cut, float %emin, float %q_cut) {
entry:
  %e_old.p = getelementptr inbounds float, ptr %e_old, i64 %i
  %e_old.v = load float, ptr %e_old.p
  %delvc.p = getelementptr inbounds float, ptr %delvc, i64 %i
  %delvc.v = load float, ptr %delvc.p
  %p_old.p = getelementptr inbounds float, ptr %p_old, i64 %i
  %p_old.v = load float, ptr %p_old.p
  %q_old.p = getelementptr inbounds float, ptr %q_old, i64 %i
  %q_old.v = load float, ptr %q_old.p
  %work.p = getelementptr inbounds float, ptr %work, i64 %i
  %work.v = load float, ptr %work.p
  %hd = fmul float 0.5, %delvc.v
  %pq = fadd float %p_old.v, %q_old.v
  %hdpq = fmul float %hd, %pq
  %e0 = fsub float %e_old.v, %hdpq
  %hw = fmul float 0.5, %work.v
  %e1 = fadd float %e0, %hw
  %e_new.p = getelementptr inbounds float, ptr %e_new, i64 %i
  store float %e1, ptr %e_new.p
  ret void
}

; 2: q_new = 0 if delvc > 0, else vhalf = 1/(1 + compHalfStep), q_new = ssc(e_new, vhalf, pHalfStep)*ql + qq
define void @energy_q_half(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                           ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                           ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                           ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                           ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                           ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                           ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, float %rho0,
                           float %e_cut, float %emin, float %q_cut) {
entry:
  %delvc.p = getelementptr inbounds float, ptr %delvc, i64 %i
  %delvc.v = load float, ptr %delvc.p
  %compress = fcmp ogt float %delvc.v, 0.0
  br i1 %compress, label %zero, label %calc

calc:
  %chs.p = getelementptr inbounds float, ptr %compHalfStep, i64 %i
  %chs.v = load float, ptr %chs.p
  %e_new.p = getelementptr inbounds float, ptr %e_new, i64 %i
  %e_new.v = load float, ptr %e_new.p
  %phs.p = getelementptr inbounds float, ptr %pHalfStep, i64 %i
  %phs.v = load float, ptr %phs.p
  %one.chs = fadd float 1.0, %chs.v
  %vhalf = fdiv float 1.0, %one.chs
  %s.pbvc.p = getelementptr inbounds float, ptr %pbvc, i64 %i
  %s.pbvc.v = load float, ptr %s.pbvc.p
  %s.bvc.p = getelementptr inbounds float, ptr %bvc, i64 %i
  %s.bvc.v = load float, ptr %s.bvc.p
  %s.ql.p = getelementptr inbounds float, ptr %ql_old, i64 %i
  %s.ql.v = load float, ptr %s.ql.p
  %s.qq.p = getelementptr inbounds float, ptr %qq_old, i64 %i
  %s.qq.v = load float, ptr %s.qq.p
  %s.pe = fmul float %s.pbvc.v, %e_new.v
  %s.v2 = fmul float %vhalf, %vhalf
  %s.v2b = fmul float %s.v2, %s.bvc.v
  %s.v2bp = fmul float %s.v2b, %phs.v
  %s.num = fadd float %s.pe, %s.v2bp
  %s.ssc0 = fdiv float %s.num, %rho0
  %s.tiny = fcmp ole float %s.ssc0, 0x3842E79220000000  ; (1.111111e-37 rounded to float)
  br i1 %s.tiny, label %s.floor, label %s.root

s.root:                                        ; ssc = sqrt(ssc)
  %s.sq = call float @llvm.sqrt.f32(float %s.ssc0)
  br label %s.q

s.floor:                                       ; ssc <= 1.111111e-37: ssc = 3.333333e-19
  br label %s.q

s.q:                                           ; q = ssc*ql_old + qq_old
  %s.ssc = phi float [ %s.sq, %s.root ], [ 0x3C18987CE0000000, %s.floor ]  ; (3.333333e-19 rounded to float)
  %s.sql = fmul float %s.ssc, %s.ql.v
  %s.val = fadd float %s.sql, %s.qq.v
  br label %done

zero:
  br label %done

done:
  %q = phi float [ %s.val, %s.q ], [ 0.0, %zero ]
  %q_new.p = getelementptr inbounds float, ptr %q_new, i64 %i
  store float %q, ptr %q_new.p
  ret void
}

; 3: e_new += 0.5*delvc*(3*(p_old + q_old) - 4*(pHalfStep + q_new))
define void @energy_e_update(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                             ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                             ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                             ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                             ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                             ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                             ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, float %rho0,
                             float %e_cut, float %emin, float %q_cut) {
entry:
  %e_new.p = getelementptr inbounds float, ptr %e_new, i64 %i
  %e_new.v = load float, ptr %e_new.p
  %delvc.p = getelementptr inbounds float, ptr %delvc, i64 %i
  %delvc.v = load float, ptr %delvc.p
  %p_old.p = getelementptr inbounds float, ptr %p_old, i64 %i
  %p_old.v = load float, ptr %p_old.p
  %q_old.p = getelementptr inbounds float, ptr %q_old, i64 %i
  %q_old.v = load float, ptr %q_old.p
  %phs.p = getelementptr inbounds float, ptr %pHalfStep, i64 %i
  %phs.v = load float, ptr %phs.p
  %q_new.p = getelementptr inbounds float, ptr %q_new, i64 %i
  %q_new.v = load float, ptr %q_new.p
  %hd = fmul float 0.5, %delvc.v
  %pq = fadd float %p_old.v, %q_old.v
  %t3 = fmul float 3.0, %pq
  %phq = fadd float %phs.v, %q_new.v
  %t4 = fmul float 4.0, %phq
  %d34 = fsub float %t3, %t4
  %upd = fmul float %hd, %d34
  %e1 = fadd float %e_new.v, %upd
  store float %e1, ptr %e_new.p
  ret void
}

; 4: e_new += 0.5*work, then the e_cut and emin clamps
define void @energy_e_clamp(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                            ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                            ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                            ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                            ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                            ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                            ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, float %rho0,
                            float %e_cut, float %emin, float %q_cut) {
entry:
  %e_new.p = getelementptr inbounds float, ptr %e_new, i64 %i
  %e_new.v = load float, ptr %e_new.p
  %work.p = getelementptr inbounds float, ptr %work, i64 %i
  %work.v = load float, ptr %work.p
  %hw = fmul float 0.5, %work.v
  %e1 = fadd float %e_new.v, %hw
  ; if |e_new| < e_cut: e_new = 0;  if e_new < emin: e_new = emin
  %e.abs = call float @llvm.fabs.f32(float %e1)
  %e.small = fcmp olt float %e.abs, %e_cut
  %e.z = select i1 %e.small, float 0.0, float %e1
  %e.low = fcmp olt float %e.z, %emin
  %e.c = select i1 %e.low, float %emin, float %e.z
  store float %e.c, ptr %e_new.p
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
                            ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, float %rho0,
                            float %e_cut, float %emin, float %q_cut) {
entry:
  %delvc.p = getelementptr inbounds float, ptr %delvc, i64 %i
  %delvc.v = load float, ptr %delvc.p
  %e_new.p = getelementptr inbounds float, ptr %e_new, i64 %i
  %e_new.v = load float, ptr %e_new.p
  %p_new.p = getelementptr inbounds float, ptr %p_new, i64 %i
  %p_new.v = load float, ptr %p_new.p
  %compress = fcmp ogt float %delvc.v, 0.0
  br i1 %compress, label %zero, label %calc

calc:
  %vnewc.p = getelementptr inbounds float, ptr %vnewc, i64 %i
  %vnewc.v = load float, ptr %vnewc.p
  %s.pbvc.p = getelementptr inbounds float, ptr %pbvc, i64 %i
  %s.pbvc.v = load float, ptr %s.pbvc.p
  %s.bvc.p = getelementptr inbounds float, ptr %bvc, i64 %i
  %s.bvc.v = load float, ptr %s.bvc.p
  %s.ql.p = getelementptr inbounds float, ptr %ql_old, i64 %i
  %s.ql.v = load float, ptr %s.ql.p
  %s.qq.p = getelementptr inbounds float, ptr %qq_old, i64 %i
  %s.qq.v = load float, ptr %s.qq.p
  %s.pe = fmul float %s.pbvc.v, %e_new.v
  %s.v2 = fmul float %vnewc.v, %vnewc.v
  %s.v2b = fmul float %s.v2, %s.bvc.v
  %s.v2bp = fmul float %s.v2b, %p_new.v
  %s.num = fadd float %s.pe, %s.v2bp
  %s.ssc0 = fdiv float %s.num, %rho0
  %s.tiny = fcmp ole float %s.ssc0, 0x3842E79220000000  ; (1.111111e-37 rounded to float)
  br i1 %s.tiny, label %s.floor, label %s.root

s.root:                                        ; ssc = sqrt(ssc)
  %s.sq = call float @llvm.sqrt.f32(float %s.ssc0)
  br label %s.q

s.floor:                                       ; ssc <= 1.111111e-37: ssc = 3.333333e-19
  br label %s.q

s.q:                                           ; q = ssc*ql_old + qq_old
  %s.ssc = phi float [ %s.sq, %s.root ], [ 0x3C18987CE0000000, %s.floor ]  ; (3.333333e-19 rounded to float)
  %s.sql = fmul float %s.ssc, %s.ql.v
  %s.val = fadd float %s.sql, %s.qq.v
  br label %update

zero:
  br label %update

update:
  %q_tilde = phi float [ %s.val, %s.q ], [ 0.0, %zero ]
  %p_old.p = getelementptr inbounds float, ptr %p_old, i64 %i
  %p_old.v = load float, ptr %p_old.p
  %q_old.p = getelementptr inbounds float, ptr %q_old, i64 %i
  %q_old.v = load float, ptr %q_old.p
  %phs.p = getelementptr inbounds float, ptr %pHalfStep, i64 %i
  %phs.v = load float, ptr %phs.p
  %q_new.p = getelementptr inbounds float, ptr %q_new, i64 %i
  %q_new.v = load float, ptr %q_new.p
  %pq = fadd float %p_old.v, %q_old.v
  %t7 = fmul float 7.0, %pq
  %phq = fadd float %phs.v, %q_new.v
  %t8 = fmul float 8.0, %phq
  %d78 = fsub float %t7, %t8
  %pqt = fadd float %p_new.v, %q_tilde
  %sum = fadd float %d78, %pqt
  %sd = fmul float %sum, %delvc.v
  %sd6 = fdiv float %sd, 6.0
  %e1 = fsub float %e_new.v, %sd6
  ; if |e_new| < e_cut: e_new = 0;  if e_new < emin: e_new = emin
  %e.abs = call float @llvm.fabs.f32(float %e1)
  %e.small = fcmp olt float %e.abs, %e_cut
  %e.z = select i1 %e.small, float 0.0, float %e1
  %e.low = fcmp olt float %e.z, %emin
  %e.c = select i1 %e.low, float %emin, float %e.z
  store float %e.c, ptr %e_new.p
  ret void
}

; 6: if delvc <= 0: q_new = ssc(e_new, vnewc, p_new)*ql + qq, and 0 if |q_new| < q_cut
define void @energy_q_final(i64 %i, ptr noalias %e_new, ptr noalias readonly %e_old,
                            ptr noalias readonly %delvc, ptr noalias readonly %p_new,
                            ptr noalias readonly %p_old, ptr noalias %q_new, ptr noalias readonly %q_old,
                            ptr noalias readonly %work, ptr noalias readonly %compHalfStep,
                            ptr noalias readonly %pHalfStep, ptr noalias readonly %bvc,
                            ptr noalias readonly %pbvc, ptr noalias readonly %ql_old,
                            ptr noalias readonly %qq_old, ptr noalias readonly %vnewc, float %rho0,
                            float %e_cut, float %emin, float %q_cut) {
entry:
  %delvc.p = getelementptr inbounds float, ptr %delvc, i64 %i
  %delvc.v = load float, ptr %delvc.p
  %expand = fcmp ole float %delvc.v, 0.0
  br i1 %expand, label %calc, label %done

calc:
  %e_new.p = getelementptr inbounds float, ptr %e_new, i64 %i
  %e_new.v = load float, ptr %e_new.p
  %vnewc.p = getelementptr inbounds float, ptr %vnewc, i64 %i
  %vnewc.v = load float, ptr %vnewc.p
  %p_new.p = getelementptr inbounds float, ptr %p_new, i64 %i
  %p_new.v = load float, ptr %p_new.p
  %s.pbvc.p = getelementptr inbounds float, ptr %pbvc, i64 %i
  %s.pbvc.v = load float, ptr %s.pbvc.p
  %s.bvc.p = getelementptr inbounds float, ptr %bvc, i64 %i
  %s.bvc.v = load float, ptr %s.bvc.p
  %s.ql.p = getelementptr inbounds float, ptr %ql_old, i64 %i
  %s.ql.v = load float, ptr %s.ql.p
  %s.qq.p = getelementptr inbounds float, ptr %qq_old, i64 %i
  %s.qq.v = load float, ptr %s.qq.p
  %s.pe = fmul float %s.pbvc.v, %e_new.v
  %s.v2 = fmul float %vnewc.v, %vnewc.v
  %s.v2b = fmul float %s.v2, %s.bvc.v
  %s.v2bp = fmul float %s.v2b, %p_new.v
  %s.num = fadd float %s.pe, %s.v2bp
  %s.ssc0 = fdiv float %s.num, %rho0
  %s.tiny = fcmp ole float %s.ssc0, 0x3842E79220000000  ; (1.111111e-37 rounded to float)
  br i1 %s.tiny, label %s.floor, label %s.root

s.root:                                        ; ssc = sqrt(ssc)
  %s.sq = call float @llvm.sqrt.f32(float %s.ssc0)
  br label %s.q

s.floor:                                       ; ssc <= 1.111111e-37: ssc = 3.333333e-19
  br label %s.q

s.q:                                           ; q = ssc*ql_old + qq_old
  %s.ssc = phi float [ %s.sq, %s.root ], [ 0x3C18987CE0000000, %s.floor ]  ; (3.333333e-19 rounded to float)
  %s.sql = fmul float %s.ssc, %s.ql.v
  %s.val = fadd float %s.sql, %s.qq.v
  br label %store

store:
  %abs = call float @llvm.fabs.f32(float %s.val)
  %small = fcmp olt float %abs, %q_cut
  %q = select i1 %small, float 0.0, float %s.val
  %q_new.p = getelementptr inbounds float, ptr %q_new, i64 %i
  store float %q, ptr %q_new.p
  br label %done

done:
  ret void
}

declare float @llvm.sqrt.f32(float)
declare float @llvm.fabs.f32(float)
