; GENERATED from gemm.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; GEMM (RAJAPerf polybench): dense matrix product, one output element per point.
;
;   C[i][j] = sum_{k=0..nk-1} alpha * A[i][k] * B[k][j]      summed in order from 0.0
;
; alpha sits inside the sum (as RAJAPerf writes it), so `reassoc` may hoist it out;
; the k loop is a serial multiply-add chain of length nk.  A is ni x nk, B nk x nj,
; C ni x nj, all row-major.

define void @gemm_main(i64 %i, i64 %j, ptr noalias readonly %A, ptr noalias readonly %B, ptr noalias %C,
                       float %alpha, i64 %ni, i64 %nj, i64 %nk) {
entry:
  %a.off = mul nsw i64 %i, %nk
  %a.row = getelementptr inbounds float, ptr %A, i64 %a.off   ; &A[i][0]
  %b.col = getelementptr inbounds float, ptr %B, i64 %j       ; &B[0][j]
  %any = icmp sgt i64 %nk, 0
  br i1 %any, label %loop, label %done

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %dot = phi float [ 0.0, %entry ], [ %dot.next, %loop ]
  %a.p = getelementptr inbounds float, ptr %a.row, i64 %k
  %a.v = load float, ptr %a.p                                  ; A[i][k]
  %b.off = mul nsw i64 %k, %nj
  %b.p = getelementptr inbounds float, ptr %b.col, i64 %b.off
  %b.v = load float, ptr %b.p                                  ; B[k][j]

  ; dot += alpha * A[i][k] * B[k][j]
  %alpha.a = fmul float %alpha, %a.v
  %term = fmul float %alpha.a, %b.v
  %dot.next = fadd float %dot, %term
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp slt i64 %k.next, %nk
  br i1 %more, label %loop, label %done

done:
  %result = phi float [ 0.0, %entry ], [ %dot.next, %loop ]
  %c.row = mul nsw i64 %i, %nj
  %c.off = add nsw i64 %c.row, %j
  %c.p = getelementptr inbounds float, ptr %C, i64 %c.off
  store float %result, ptr %c.p
  ret void
}
