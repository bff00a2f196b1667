; f32 form derived by fpsem.kernels.retype: values, constants, alignments and byte offsets re-typed.
; Imported by `fpsem import` from /work/main/benchmarks/model_extra/gemm_sm86.ll (function @poly_gemm), cuda IR.
; Strict form: fast-math flags, nofpclass, metadata, triple, datalayout and target attributes removed;
; vendor math calls are LLVM intrinsics.  Regenerate with `fpsem import`; do not edit by hand.
;

define void @gemm_nk256_main(i64 %fpsem.i0, i64 %fpsem.i1, ptr noalias %v0, ptr noalias readonly %v1, ptr noalias readonly %v2, float %v3, float %v4, i64 %v5.i64, i64 %v6.i64, i64 %v7.i64) {
fpsem.entry:
  %fpsem.tid64.x = urem i64 %fpsem.i1, 32
  %fpsem.ctaid64.x = udiv i64 %fpsem.i1, 32
  %fpsem.tid.x = trunc i64 %fpsem.tid64.x to i32
  %fpsem.ctaid.x = trunc i64 %fpsem.ctaid64.x to i32
  %fpsem.ntid.x = freeze i32 32
  %fpsem.ntid16.x = freeze i16 32
  %fpsem.np1.x = add i64 %v6.i64, 31
  %fpsem.nctaid64.x = udiv i64 %fpsem.np1.x, 32
  %fpsem.nctaid.x = trunc i64 %fpsem.nctaid64.x to i32
  %fpsem.grid.x = mul i32 %fpsem.nctaid.x, 32
  %fpsem.tid64.y = urem i64 %fpsem.i0, 8
  %fpsem.ctaid64.y = udiv i64 %fpsem.i0, 8
  %fpsem.tid.y = trunc i64 %fpsem.tid64.y to i32
  %fpsem.ctaid.y = trunc i64 %fpsem.ctaid64.y to i32
  %fpsem.ntid.y = freeze i32 8
  %fpsem.ntid16.y = freeze i16 8
  %fpsem.np1.y = add i64 %v5.i64, 7
  %fpsem.nctaid64.y = udiv i64 %fpsem.np1.y, 8
  %fpsem.nctaid.y = trunc i64 %fpsem.nctaid64.y to i32
  %fpsem.grid.y = mul i32 %fpsem.nctaid.y, 8
  %v5 = trunc i64 %v5.i64 to i32
  %v6 = trunc i64 %v6.i64 to i32
  %v7 = trunc i64 %v7.i64 to i32
  br label %v8

v8:                                               ; preds = %fpsem.entry
  %v9 = freeze i32 %fpsem.ctaid.y
  %v10 = freeze i32 %fpsem.ntid.y
  %v11 = mul nuw nsw i32 %v9, %v10
  %v12 = freeze i32 %fpsem.tid.y
  %v13 = add nuw nsw i32 %v11, %v12
  %v14 = freeze i32 %fpsem.ctaid.x
  %v15 = freeze i32 %fpsem.ntid.x
  %v16 = mul nuw nsw i32 %v14, %v15
  %v17 = freeze i32 %fpsem.tid.x
  %v18 = add nuw nsw i32 %v16, %v17
  %v19 = icmp slt i32 %v13, %v5
  %v20 = icmp slt i32 %v18, %v6
  %v21 = select i1 %v19, i1 %v20, i1 false
  br i1 %v21, label %v22, label %v88

v22:                                              ; preds = %v8
  %v23 = mul nsw i32 %v13, %v6
  %v24 = add nuw nsw i32 %v23, %v18
  %v25 = zext nneg i32 %v24 to i64
  %v26 = getelementptr inbounds float, ptr %v0, i64 %v25
  %v27 = load float, ptr %v26, align 4
  %v28 = fmul float %v27, %v4, !fpsem.src !0
  store float %v28, ptr %v26, align 4
  %v29 = icmp sgt i32 %v7, 0
  br i1 %v29, label %v30, label %v54

v30:                                              ; preds = %v22
  %v31 = mul nuw nsw i32 %v13, %v7
  %v32 = and i32 %v7, 1
  %v33 = icmp eq i32 %v7, 1
  br i1 %v33, label %v36, label %v34

v34:                                              ; preds = %v30
  %v35 = and i32 %v7, 2147483646
  br label %v56

v36:                                              ; preds = %v56, %v30
  %v37 = phi float [ poison, %v30 ], [ %v84, %v56 ]
  %v38 = phi i32 [ 0, %v30 ], [ %v85, %v56 ]
  %v39 = phi float [ 0.000000e+00, %v30 ], [ %v84, %v56 ]
  %v40 = icmp eq i32 %v32, 0
  br i1 %v40, label %v54, label %v41

v41:                                              ; preds = %v36
  %v42 = add nuw nsw i32 %v38, %v31
  %v43 = zext nneg i32 %v42 to i64
  %v44 = getelementptr inbounds float, ptr %v1, i64 %v43
  %v45 = load float, ptr %v44, align 4
  %v46 = fmul float %v45, %v3, !fpsem.src !0
  %v47 = mul nsw i32 %v38, %v6
  %v48 = add nsw i32 %v47, %v18
  %v49 = sext i32 %v48 to i64
  %v50 = getelementptr inbounds float, ptr %v2, i64 %v49
  %v51 = load float, ptr %v50, align 4
  %v52 = fmul float %v46, %v51, !fpsem.src !0
  %v53 = fadd float %v39, %v52, !fpsem.src !0
  br label %v54

v54:                                              ; preds = %v41, %v36, %v22
  %v55 = phi float [ 0.000000e+00, %v22 ], [ %v37, %v36 ], [ %v53, %v41 ]
  store float %v55, ptr %v26, align 4
  br label %v88

v56:                                              ; preds = %v56, %v34
  %v57 = phi i32 [ 0, %v34 ], [ %v85, %v56 ]
  %v58 = phi float [ 0.000000e+00, %v34 ], [ %v84, %v56 ]
  %v59 = phi i32 [ 0, %v34 ], [ %v86, %v56 ]
  %v60 = add nuw nsw i32 %v57, %v31
  %v61 = zext nneg i32 %v60 to i64
  %v62 = getelementptr inbounds float, ptr %v1, i64 %v61
  %v63 = load float, ptr %v62, align 4
  %v64 = fmul float %v63, %v3, !fpsem.src !0
  %v65 = mul nsw i32 %v57, %v6
  %v66 = add nsw i32 %v65, %v18
  %v67 = sext i32 %v66 to i64
  %v68 = getelementptr inbounds float, ptr %v2, i64 %v67
  %v69 = load float, ptr %v68, align 4
  %v70 = fmul float %v64, %v69, !fpsem.src !0
  %v71 = fadd float %v58, %v70, !fpsem.src !0
  %v72 = or disjoint i32 %v57, 1
  %v73 = add nuw nsw i32 %v72, %v31
  %v74 = zext nneg i32 %v73 to i64
  %v75 = getelementptr inbounds float, ptr %v1, i64 %v74
  %v76 = load float, ptr %v75, align 4
  %v77 = fmul float %v76, %v3, !fpsem.src !0
  %v78 = mul nsw i32 %v72, %v6
  %v79 = add nsw i32 %v78, %v18
  %v80 = sext i32 %v79 to i64
  %v81 = getelementptr inbounds float, ptr %v2, i64 %v80
  %v82 = load float, ptr %v81, align 4
  %v83 = fmul float %v77, %v82, !fpsem.src !0
  %v84 = fadd float %v71, %v83, !fpsem.src !0
  %v85 = add nuw nsw i32 %v57, 2
  %v86 = add i32 %v59, 2
  %v87 = icmp eq i32 %v86, %v35
  br i1 %v87, label %v36, label %v56

v88:                                              ; preds = %v54, %v8
  ret void
}

!0 = !{!"", !"contract"}
