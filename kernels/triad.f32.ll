; GENERATED from triad.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; TRIAD (RAJAPerf stream): a = b + alpha*c.
;
;   a[i] = b[i] + alpha * c[i]      for i in [0, N)
;
; `contract` may fuse the multiply and the add into one FMA.

define void @triad_main(i64 %i, ptr noalias %a, ptr noalias readonly %b, ptr noalias readonly %c, float %alpha) {
entry:
  %b.i = getelementptr inbounds float, ptr %b, i64 %i
  %c.i = getelementptr inbounds float, ptr %c, i64 %i
  %bi = load float, ptr %b.i
  %ci = load float, ptr %c.i

  ; a[i] = b[i] + alpha * c[i]
  %ac = fmul float %alpha, %ci
  %sum = fadd float %bi, %ac
  %a.i = getelementptr inbounds float, ptr %a, i64 %i
  store float %sum, ptr %a.i
  ret void
}
