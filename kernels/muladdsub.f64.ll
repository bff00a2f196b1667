; MULADDSUB (RAJAPerf basic): product, sum and difference of two inputs.
;
;   out1[i] = in1[i] * in2[i]
;   out2[i] = in1[i] + in2[i]
;   out3[i] = in1[i] - in2[i]      for i in [0, N)

define void @muladdsub_main(i64 %i, ptr noalias %out1, ptr noalias %out2, ptr noalias %out3,
                            ptr noalias readonly %in1, ptr noalias readonly %in2) {
entry:
  %in1.i = getelementptr inbounds double, ptr %in1, i64 %i
  %in2.i = getelementptr inbounds double, ptr %in2, i64 %i
  %a = load double, ptr %in1.i
  %b = load double, ptr %in2.i

  %prod = fmul double %a, %b
  %sum = fadd double %a, %b
  %diff = fsub double %a, %b

  %out1.i = getelementptr inbounds double, ptr %out1, i64 %i
  store double %prod, ptr %out1.i
  %out2.i = getelementptr inbounds double, ptr %out2, i64 %i
  store double %sum, ptr %out2.i
  %out3.i = getelementptr inbounds double, ptr %out3, i64 %i
  store double %diff, ptr %out3.i
  ret void
}
