; HYDRO_1D (RAJAPerf lcals, Livermore loop 1): hydrodynamics fragment.
;
;   x[i] = q + y[i] * (r*z[i+10] + t*z[i+11])      for i in [0, N)

define void @hydro_1d_main(i64 %i, ptr noalias %x, ptr noalias readonly %y, ptr noalias readonly %z,
                           double %q, double %r, double %t) {
entry:
  %y.i = getelementptr inbounds double, ptr %y, i64 %i
  %yi = load double, ptr %y.i
  %z.i = getelementptr inbounds double, ptr %z, i64 %i
  %z10.p = getelementptr inbounds double, ptr %z.i, i64 10
  %z10 = load double, ptr %z10.p
  %z11.p = getelementptr inbounds double, ptr %z.i, i64 11
  %z11 = load double, ptr %z11.p

  ; x[i] = q + y[i]*(r*z[i+10] + t*z[i+11])
  %rz = fmul double %r, %z10
  %tz = fmul double %t, %z11
  %inner = fadd double %rz, %tz
  %yz = fmul double %yi, %inner
  %xi = fadd double %q, %yz
  %x.i = getelementptr inbounds double, ptr %x, i64 %i
  store double %xi, ptr %x.i
  ret void
}
