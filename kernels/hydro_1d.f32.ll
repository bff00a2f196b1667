; GENERATED from hydro_1d.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; HYDRO_1D (RAJAPerf lcals, Livermore loop 1): hydrodynamics fragment.
;
;   x[i] = q + y[i] * (r*z[i+10] + t*z[i+11])      for i in [0, N)

define void @hydro_1d_main(i64 %i, ptr noalias %x, ptr noalias readonly %y, ptr noalias readonly %z,
                           float %q, float %r, float %t) {
entry:
  %y.i = getelementptr inbounds float, ptr %y, i64 %i
  %yi = load float, ptr %y.i
  %z.i = getelementptr inbounds float, ptr %z, i64 %i
  %z10.p = getelementptr inbounds float, ptr %z.i, i64 10
  %z10 = load float, ptr %z10.p
  %z11.p = getelementptr inbounds float, ptr %z.i, i64 11
  %z11 = load float, ptr %z11.p

  ; x[i] = q + y[i]*(r*z[i+10] + t*z[i+11])
  %rz = fmul float %r, %z10
  %tz = fmul float %t, %z11
  %inner = fadd float %rz, %tz
  %yz = fmul float %yi, %inner
  %xi = fadd float %q, %yz
  %x.i = getelementptr inbounds float, ptr %x, i64 %i
  store float %xi, ptr %x.i
  ret void
}
