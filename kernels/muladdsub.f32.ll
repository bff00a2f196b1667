; GENERATED from muladdsub.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; MULADDSUB (RAJAPerf basic): product, sum and difference of two inputs.
;
;   out1[i] = in1[i] * in2[i]
;   out2[i] = in1[i] + in2[i]
;   out3[i] = in1[i] - in2[i]      for i in [0, N)

define void @muladdsub_main(i64 %i, ptr noalias %out1, ptr noalias %out2, ptr noalias %out3,
                            ptr noalias readonly %in1, ptr noalias readonly %in2) {
entry:
  %in1.i = getelementptr inbounds float, ptr %in1, i64 %i
  %in2.i = getelementptr inbounds float, ptr %in2, i64 %i
  %a = load float, ptr %in1.i
  %b = load float, ptr %in2.i

  %prod = fmul float %a, %b
  %sum = fadd float %a, %b
  %diff = fsub float %a, %b

  %out1.i = getelementptr inbounds float, ptr %out1, i64 %i
  store float %prod, ptr %out1.i
  %out2.i = getelementptr inbounds float, ptr %out2, i64 %i
  store float %sum, ptr %out2.i
  %out3.i = getelementptr inbounds float, ptr %out3, i64 %i
  store float %diff, ptr %out3.i
  ret void
}
