; GENERATED from pressure.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
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
                          float %cls, float %p_cut, float %pmin, float %eosvmax) {
entry:
  %cmp.i = getelementptr inbounds float, ptr %compression, i64 %i
  %cmp = load float, ptr %cmp.i
  %c1 = fadd float %cmp, 1.0
  %b = fmul float %cls, %c1
  %bvc.i = getelementptr inbounds float, ptr %bvc, i64 %i
  store float %b, ptr %bvc.i
  ret void
}

define void @pressure_p_new(i64 %i, ptr noalias readonly %compression, ptr noalias %bvc, ptr noalias %p_new,
                            ptr noalias readonly %e_old, ptr noalias readonly %vnewc,
                            float %cls, float %p_cut, float %pmin, float %eosvmax) {
entry:
  %bvc.i = getelementptr inbounds float, ptr %bvc, i64 %i
  %b = load float, ptr %bvc.i
  %e.i = getelementptr inbounds float, ptr %e_old, i64 %i
  %e = load float, ptr %e.i
  %v.i = getelementptr inbounds float, ptr %vnewc, i64 %i
  %v = load float, ptr %v.i

  ; p_new = bvc * e_old
  %p0 = fmul float %b, %e

  ; if |p_new| < p_cut: p_new = 0
  %abs = call float @llvm.fabs.f32(float %p0)
  %tiny = fcmp olt float %abs, %p_cut
  %p1 = select i1 %tiny, float 0.0, float %p0

  ; if vnewc >= eosvmax: p_new = 0
  %expanded = fcmp oge float %v, %eosvmax
  %p2 = select i1 %expanded, float 0.0, float %p1

  ; if p_new < pmin: p_new = pmin
  %low = fcmp olt float %p2, %pmin
  %p3 = select i1 %low, float %pmin, float %p2

  %p.i = getelementptr inbounds float, ptr %p_new, i64 %i
  store float %p3, ptr %p.i
  ret void
}

declare float @llvm.fabs.f32(float)
