; GENERATED from gen_lin_recur.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; GEN_LIN_RECUR (RAJAPerf lcals, Livermore loop 19): general linear recurrence, as RAJAPerf
; writes it with stb5 an array (so every k is independent): a forward sweep, then a backward one.
;
;   b5[k]   = sa[k] + stb5[k]*sb[k]
;   stb5[k] = b5[k] - stb5[k]
;
; forward: k in [0, N);  backward: i in [1, N+1), k = N - i.  stb5 carries over the repetitions.

; forward sweep: the point is k itself
define void @gen_lin_recur_forward(i64 %k, ptr noalias %b5, ptr noalias %stb5, ptr noalias readonly %sa,
                                 ptr noalias readonly %sb, i64 %n) {
entry:
  %sa.k = getelementptr inbounds float, ptr %sa, i64 %k
  %sb.k = getelementptr inbounds float, ptr %sb, i64 %k
  %stb5.k = getelementptr inbounds float, ptr %stb5, i64 %k
  %sak = load float, ptr %sa.k
  %sbk = load float, ptr %sb.k
  %st = load float, ptr %stb5.k

  ; b5[k] = sa[k] + stb5[k]*sb[k]
  %prod = fmul float %st, %sbk
  %b = fadd float %sak, %prod
  %b5.k = getelementptr inbounds float, ptr %b5, i64 %k
  store float %b, ptr %b5.k

  ; stb5[k] = b5[k] - stb5[k]
  %st.new = fsub float %b, %st
  store float %st.new, ptr %stb5.k
  ret void
}

; backward sweep: point i visits k = N - i
define void @gen_lin_recur_backward(i64 %i, ptr noalias %b5, ptr noalias %stb5, ptr noalias readonly %sa,
                                 ptr noalias readonly %sb, i64 %n) {
entry:
  %k = sub nsw i64 %n, %i
  %sa.k = getelementptr inbounds float, ptr %sa, i64 %k
  %sb.k = getelementptr inbounds float, ptr %sb, i64 %k
  %stb5.k = getelementptr inbounds float, ptr %stb5, i64 %k
  %sak = load float, ptr %sa.k
  %sbk = load float, ptr %sb.k
  %st = load float, ptr %stb5.k

  ; b5[k] = sa[k] + stb5[k]*sb[k]
  %prod = fmul float %st, %sbk
  %b = fadd float %sak, %prod
  %b5.k = getelementptr inbounds float, ptr %b5, i64 %k
  store float %b, ptr %b5.k

  ; stb5[k] = b5[k] - stb5[k]
  %st.new = fsub float %b, %st
  store float %st.new, ptr %stb5.k
  ret void
}
