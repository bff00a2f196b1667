; ModuleID = 'INT_PREDICT.cu'
source_filename = "INT_PREDICT.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11int_predictPdddddddddll(ptr noundef captures(none) %px, double noundef %dm22, double noundef %dm23, double noundef %dm24, double noundef %dm25, double noundef %dm26, double noundef %dm27, double noundef %dm28, double noundef %c0, i64 noundef %offset, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %iend, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %.idx = mul i64 %offset, 96, !dbg !26
  %2 = getelementptr i8, ptr %px, i64 %.idx, !dbg !26
  %arrayidx = getelementptr double, ptr %2, i64 %conv, !dbg !26
  %3 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %mul4 = fmul contract double %dm28, %3, !dbg !26
  %.idx79 = mul i64 %offset, 88, !dbg !26
  %4 = getelementptr i8, ptr %px, i64 %.idx79, !dbg !26
  %arrayidx7 = getelementptr double, ptr %4, i64 %conv, !dbg !26
  %5 = load double, ptr %arrayidx7, align 8, !dbg !26, !tbaa !27
  %mul8 = fmul contract double %dm27, %5, !dbg !26
  %add9 = fadd contract double %mul4, %mul8, !dbg !26
  %.idx80 = mul i64 %offset, 80, !dbg !26
  %6 = getelementptr i8, ptr %px, i64 %.idx80, !dbg !26
  %arrayidx12 = getelementptr double, ptr %6, i64 %conv, !dbg !26
  %7 = load double, ptr %arrayidx12, align 8, !dbg !26, !tbaa !27
  %mul13 = fmul contract double %dm26, %7, !dbg !26
  %add14 = fadd contract double %add9, %mul13, !dbg !26
  %.idx81 = mul i64 %offset, 72, !dbg !26
  %8 = getelementptr i8, ptr %px, i64 %.idx81, !dbg !26
  %arrayidx17 = getelementptr double, ptr %8, i64 %conv, !dbg !26
  %9 = load double, ptr %arrayidx17, align 8, !dbg !26, !tbaa !27
  %mul18 = fmul contract double %dm25, %9, !dbg !26
  %add19 = fadd contract double %add14, %mul18, !dbg !26
  %.idx82 = shl i64 %offset, 6, !dbg !26
  %10 = getelementptr i8, ptr %px, i64 %.idx82, !dbg !26
  %arrayidx22 = getelementptr double, ptr %10, i64 %conv, !dbg !26
  %11 = load double, ptr %arrayidx22, align 8, !dbg !26, !tbaa !27
  %mul23 = fmul contract double %dm24, %11, !dbg !26
  %add24 = fadd contract double %add19, %mul23, !dbg !26
  %.idx83 = mul i64 %offset, 56, !dbg !26
  %12 = getelementptr i8, ptr %px, i64 %.idx83, !dbg !26
  %arrayidx27 = getelementptr double, ptr %12, i64 %conv, !dbg !26
  %13 = load double, ptr %arrayidx27, align 8, !dbg !26, !tbaa !27
  %mul28 = fmul contract double %dm23, %13, !dbg !26
  %add29 = fadd contract double %add24, %mul28, !dbg !26
  %.idx84 = mul i64 %offset, 48, !dbg !26
  %14 = getelementptr i8, ptr %px, i64 %.idx84, !dbg !26
  %arrayidx32 = getelementptr double, ptr %14, i64 %conv, !dbg !26
  %15 = load double, ptr %arrayidx32, align 8, !dbg !26, !tbaa !27
  %mul33 = fmul contract double %dm22, %15, !dbg !26
  %add34 = fadd contract double %add29, %mul33, !dbg !26
  %.idx85 = shl i64 %offset, 5, !dbg !26
  %16 = getelementptr i8, ptr %px, i64 %.idx85, !dbg !26
  %arrayidx37 = getelementptr double, ptr %16, i64 %conv, !dbg !26
  %17 = load double, ptr %arrayidx37, align 8, !dbg !26, !tbaa !27
  %.idx86 = mul i64 %offset, 40, !dbg !26
  %18 = getelementptr i8, ptr %px, i64 %.idx86, !dbg !26
  %arrayidx40 = getelementptr double, ptr %18, i64 %conv, !dbg !26
  %19 = load double, ptr %arrayidx40, align 8, !dbg !26, !tbaa !27
  %add41 = fadd contract double %17, %19, !dbg !26
  %mul42 = fmul contract double %c0, %add41, !dbg !26
  %add43 = fadd contract double %add34, %mul42, !dbg !26
  %.idx87 = shl i64 %offset, 4, !dbg !26
  %20 = getelementptr i8, ptr %px, i64 %.idx87, !dbg !26
  %arrayidx46 = getelementptr double, ptr %20, i64 %conv, !dbg !26
  %21 = load double, ptr %arrayidx46, align 8, !dbg !26, !tbaa !27
  %add47 = fadd contract double %21, %add43, !dbg !26
  %arrayidx48 = getelementptr inbounds nuw double, ptr %px, i64 %conv, !dbg !26
  store double %add47, ptr %arrayidx48, align 8, !dbg !26, !tbaa !27
  br label %if.end, !dbg !29

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "INT_PREDICT.cu", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"clang version 22.1.8"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "int_predict", scope: !1, file: !1, line: 53, type: !13, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 60, column: 19, scope: !12)
!19 = !DILocation(line: 60, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 60, column: 45, scope: !12)
!23 = !DILocation(line: 60, column: 43, scope: !12)
!24 = !DILocation(line: 60, column: 19, scope: !12)
!25 = !DILocation(line: 61, column: 10, scope: !12)
!26 = !DILocation(line: 62, column: 6, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 63, column: 4, scope: !12)
!30 = !DILocation(line: 64, column: 1, scope: !12)
