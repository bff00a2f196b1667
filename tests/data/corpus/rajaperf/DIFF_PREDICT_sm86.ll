; ModuleID = 'DIFF_PREDICT.cu'
source_filename = "DIFF_PREDICT.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12diff_predictPdS_ll(ptr noundef captures(none) %px, ptr noundef readonly captures(none) %cx, i64 noundef %offset, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %iend, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %mul2 = shl nsw i64 %offset, 2, !dbg !26
  %add3 = add nsw i64 %mul2, %conv, !dbg !26
  %arrayidx = getelementptr inbounds double, ptr %cx, i64 %add3, !dbg !26
  %2 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %arrayidx6 = getelementptr inbounds double, ptr %px, i64 %add3, !dbg !26
  %3 = load double, ptr %arrayidx6, align 8, !dbg !26, !tbaa !27
  %sub = fsub contract double %2, %3, !dbg !26
  store double %2, ptr %arrayidx6, align 8, !dbg !26, !tbaa !27
  %.idx = mul i64 %offset, 40, !dbg !26
  %4 = getelementptr i8, ptr %px, i64 %.idx, !dbg !26
  %arrayidx12 = getelementptr double, ptr %4, i64 %conv, !dbg !26
  %5 = load double, ptr %arrayidx12, align 8, !dbg !26, !tbaa !27
  %sub13 = fsub contract double %sub, %5, !dbg !26
  store double %sub, ptr %arrayidx12, align 8, !dbg !26, !tbaa !27
  %.idx141 = mul i64 %offset, 48, !dbg !26
  %6 = getelementptr i8, ptr %px, i64 %.idx141, !dbg !26
  %arrayidx19 = getelementptr double, ptr %6, i64 %conv, !dbg !26
  %7 = load double, ptr %arrayidx19, align 8, !dbg !26, !tbaa !27
  %sub20 = fsub contract double %sub13, %7, !dbg !26
  store double %sub13, ptr %arrayidx19, align 8, !dbg !26, !tbaa !27
  %.idx142 = mul i64 %offset, 56, !dbg !26
  %8 = getelementptr i8, ptr %px, i64 %.idx142, !dbg !26
  %arrayidx26 = getelementptr double, ptr %8, i64 %conv, !dbg !26
  %9 = load double, ptr %arrayidx26, align 8, !dbg !26, !tbaa !27
  %sub27 = fsub contract double %sub20, %9, !dbg !26
  store double %sub20, ptr %arrayidx26, align 8, !dbg !26, !tbaa !27
  %.idx143 = shl i64 %offset, 6, !dbg !26
  %10 = getelementptr i8, ptr %px, i64 %.idx143, !dbg !26
  %arrayidx33 = getelementptr double, ptr %10, i64 %conv, !dbg !26
  %11 = load double, ptr %arrayidx33, align 8, !dbg !26, !tbaa !27
  %sub34 = fsub contract double %sub27, %11, !dbg !26
  store double %sub27, ptr %arrayidx33, align 8, !dbg !26, !tbaa !27
  %.idx144 = mul i64 %offset, 72, !dbg !26
  %12 = getelementptr i8, ptr %px, i64 %.idx144, !dbg !26
  %arrayidx40 = getelementptr double, ptr %12, i64 %conv, !dbg !26
  %13 = load double, ptr %arrayidx40, align 8, !dbg !26, !tbaa !27
  %sub41 = fsub contract double %sub34, %13, !dbg !26
  store double %sub34, ptr %arrayidx40, align 8, !dbg !26, !tbaa !27
  %.idx145 = mul i64 %offset, 80, !dbg !26
  %14 = getelementptr i8, ptr %px, i64 %.idx145, !dbg !26
  %arrayidx47 = getelementptr double, ptr %14, i64 %conv, !dbg !26
  %15 = load double, ptr %arrayidx47, align 8, !dbg !26, !tbaa !27
  %sub48 = fsub contract double %sub41, %15, !dbg !26
  store double %sub41, ptr %arrayidx47, align 8, !dbg !26, !tbaa !27
  %.idx146 = mul i64 %offset, 88, !dbg !26
  %16 = getelementptr i8, ptr %px, i64 %.idx146, !dbg !26
  %arrayidx54 = getelementptr double, ptr %16, i64 %conv, !dbg !26
  %17 = load double, ptr %arrayidx54, align 8, !dbg !26, !tbaa !27
  %sub55 = fsub contract double %sub48, %17, !dbg !26
  store double %sub48, ptr %arrayidx54, align 8, !dbg !26, !tbaa !27
  %.idx147 = mul i64 %offset, 96, !dbg !26
  %18 = getelementptr i8, ptr %px, i64 %.idx147, !dbg !26
  %arrayidx61 = getelementptr double, ptr %18, i64 %conv, !dbg !26
  %19 = load double, ptr %arrayidx61, align 8, !dbg !26, !tbaa !27
  %sub62 = fsub contract double %sub55, %19, !dbg !26
  %.idx148 = mul i64 %offset, 104, !dbg !26
  %20 = getelementptr i8, ptr %px, i64 %.idx148, !dbg !26
  %arrayidx65 = getelementptr double, ptr %20, i64 %conv, !dbg !26
  store double %sub62, ptr %arrayidx65, align 8, !dbg !26, !tbaa !27
  store double %sub55, ptr %arrayidx61, align 8, !dbg !26, !tbaa !27
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
!1 = !DIFile(filename: "DIFF_PREDICT.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "diff_predict", scope: !1, file: !1, line: 61, type: !13, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 65, column: 19, scope: !12)
!19 = !DILocation(line: 65, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 65, column: 45, scope: !12)
!23 = !DILocation(line: 65, column: 43, scope: !12)
!24 = !DILocation(line: 65, column: 19, scope: !12)
!25 = !DILocation(line: 66, column: 10, scope: !12)
!26 = !DILocation(line: 67, column: 6, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 68, column: 4, scope: !12)
!30 = !DILocation(line: 69, column: 1, scope: !12)
