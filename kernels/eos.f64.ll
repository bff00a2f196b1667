; EOS (RAJAPerf lcals, Livermore loop 7): equation-of-state fragment.
;
;   x[i] = u[i] + r*(z[i] + r*y[i])
;        + t*( u[i+3] + r*(u[i+2] + r*u[i+1])
;            + t*(u[i+6] + q*(u[i+5] + q*u[i+4])) )
;
; evaluated left to right as written (C's order).

define void @eos_main(i64 %i, ptr noalias %x, ptr noalias readonly %y, ptr noalias readonly %z,
                      ptr noalias readonly %u, double %q, double %r, double %t) {
entry:
  %y.i = getelementptr inbounds double, ptr %y, i64 %i
  %yi = load double, ptr %y.i
  %z.i = getelementptr inbounds double, ptr %z, i64 %i
  %zi = load double, ptr %z.i
  %u.i = getelementptr inbounds double, ptr %u, i64 %i
  %u0 = load double, ptr %u.i
  %u1.p = getelementptr inbounds double, ptr %u.i, i64 1
  %u1 = load double, ptr %u1.p
  %u2.p = getelementptr inbounds double, ptr %u.i, i64 2
  %u2 = load double, ptr %u2.p
  %u3.p = getelementptr inbounds double, ptr %u.i, i64 3
  %u3 = load double, ptr %u3.p
  %u4.p = getelementptr inbounds double, ptr %u.i, i64 4
  %u4 = load double, ptr %u4.p
  %u5.p = getelementptr inbounds double, ptr %u.i, i64 5
  %u5 = load double, ptr %u5.p
  %u6.p = getelementptr inbounds double, ptr %u.i, i64 6
  %u6 = load double, ptr %u6.p

  ; head = u[i] + r*(z[i] + r*y[i])
  %ry = fmul double %r, %yi
  %zry = fadd double %zi, %ry
  %rzry = fmul double %r, %zry
  %head = fadd double %u0, %rzry

  ; near = u[i+3] + r*(u[i+2] + r*u[i+1])
  %ru1 = fmul double %r, %u1
  %u2ru1 = fadd double %u2, %ru1
  %r.u2ru1 = fmul double %r, %u2ru1
  %near = fadd double %u3, %r.u2ru1

  ; far = t*(u[i+6] + q*(u[i+5] + q*u[i+4]))
  %qu4 = fmul double %q, %u4
  %u5qu4 = fadd double %u5, %qu4
  %q.u5qu4 = fmul double %q, %u5qu4
  %u6q = fadd double %u6, %q.u5qu4
  %far = fmul double %t, %u6q

  ; x[i] = head + t*(near + far)
  %nf = fadd double %near, %far
  %tail = fmul double %t, %nf
  %xi = fadd double %head, %tail
  %x.i = getelementptr inbounds double, ptr %x, i64 %i
  store double %xi, ptr %x.i
  ret void
}
