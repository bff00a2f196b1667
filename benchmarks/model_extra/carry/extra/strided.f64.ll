; Imported by `fpsem import` from /work/main/benchmarks/model_extra/strided_sm86.ll (function @strided), cuda IR.
; Strict form: fast-math flags, nofpclass, metadata, triple, datalayout and target attributes removed;
; vendor math calls are LLVM intrinsics.  Regenerate with `fpsem import`; do not edit by hand.
;

define void @strided_main(i64 %fpsem.i, ptr noalias readonly %v0, ptr noalias writeonly %v1, double %v2, i64 %v3.i64) {
fpsem.entry:
  %fpsem.tid64.x = urem i64 %fpsem.i, 256
  %fpsem.ctaid64.x = udiv i64 %fpsem.i, 256
  %fpsem.tid.x = trunc i64 %fpsem.tid64.x to i32
  %fpsem.ctaid.x = trunc i64 %fpsem.ctaid64.x to i32
  %fpsem.ntid.x = freeze i32 256
  %fpsem.ntid16.x = freeze i16 256
  %fpsem.np1.x = add i64 %v3.i64, 255
  %fpsem.nctaid64.x = udiv i64 %fpsem.np1.x, 256
  %fpsem.nctaid.x = trunc i64 %fpsem.nctaid64.x to i32
  %fpsem.grid.x = mul i32 %fpsem.nctaid.x, 256
  %v3 = trunc i64 %v3.i64 to i32
  br label %v4

v4:                                               ; preds = %fpsem.entry
  %v5 = freeze i32 %fpsem.ctaid.x
  %v6 = freeze i32 %fpsem.ntid.x
  %v7 = mul nuw nsw i32 %v5, %v6
  %v8 = freeze i32 %fpsem.tid.x
  %v9 = add nuw nsw i32 %v7, %v8
  %v10 = icmp slt i32 %v9, %v3
  br i1 %v10, label %v11, label %v18

v11:                                              ; preds = %v4
  %v12 = zext nneg i32 %v9 to i64
  %v13 = getelementptr inbounds double, ptr %v1, i64 %v12
  %v14 = shl nuw nsw i64 %v12, 7
  %v15 = getelementptr inbounds i8, ptr %v0, i64 %v14
  %v16 = load double, ptr %v15, align 8
  %v17 = fmul double %v16, %v2, !fpsem.src !0
  store double %v17, ptr %v13, align 8
  br label %v18

v18:                                              ; preds = %v11, %v4
  ret void
}

!0 = !{!"", !"contract"}
