; IF_QUAD (RAJAPerf basic): real roots of a*x^2 + b*x + c, behind a branch.
;
;   s = b*b - 4*a*c
;   if s >= 0:  s = sqrt(s);  x2 = (-b + s)/(2a);  x1 = (-b - s)/(2a)
;   else:       x1 = x2 = 0

define void @if_quad_main(i64 %i, ptr noalias readonly %a, ptr noalias readonly %b, ptr noalias readonly %c,
                          ptr noalias %x1, ptr noalias %x2) {
entry:
  %a.i = getelementptr inbounds double, ptr %a, i64 %i
  %b.i = getelementptr inbounds double, ptr %b, i64 %i
  %c.i = getelementptr inbounds double, ptr %c, i64 %i
  %av = load double, ptr %a.i
  %bv = load double, ptr %b.i
  %cv = load double, ptr %c.i

  ; s = b*b - 4.0*a*c
  %bb = fmul double %bv, %bv
  %a4 = fmul double 4.0, %av
  %a4c = fmul double %a4, %cv
  %s = fsub double %bb, %a4c
  %real = fcmp oge double %s, 0.0
  br i1 %real, label %roots, label %join

roots:
  ; x2 = (-b + sqrt(s)) / (2a),  x1 = (-b - sqrt(s)) / (2a)
  %root = call double @llvm.sqrt.f64(double %s)
  %negb = fneg double %bv
  %a2 = fmul double 2.0, %av
  %num2 = fadd double %negb, %root
  %r2 = fdiv double %num2, %a2
  %num1 = fsub double %negb, %root
  %r1 = fdiv double %num1, %a2
  br label %join

join:
  %x1v = phi double [ %r1, %roots ], [ 0.0, %entry ]
  %x2v = phi double [ %r2, %roots ], [ 0.0, %entry ]
  %x1.i = getelementptr inbounds double, ptr %x1, i64 %i
  store double %x1v, ptr %x1.i
  %x2.i = getelementptr inbounds double, ptr %x2, i64 %i
  store double %x2v, ptr %x2.i
  ret void
}

declare double @llvm.sqrt.f64(double)
