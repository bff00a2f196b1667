; ModuleID = 'POLYBENCH_FLOYD_WARSHALL.cu'
source_filename = "POLYBENCH_FLOYD_WARSHALL.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z19poly_floyd_warshallPdS_ll(ptr noundef writeonly captures(none) %pout, ptr noundef readonly captures(none) %pin, i64 noundef %k, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %1 = shl nuw nsw i32 %0, 3, !dbg !19
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %narrow = add nuw nsw i32 %1, %2, !dbg !23
  %add = zext nneg i32 %narrow to i64, !dbg !23
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %mul4 = shl i32 %3, 5, !dbg !27
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %add6 = add i32 %mul4, %4, !dbg !31
  %conv7 = zext i32 %add6 to i64, !dbg !32
  %cmp = icmp sgt i64 %N, %add, !dbg !33
  %cmp8 = icmp sgt i64 %N, %conv7
  %or.cond = and i1 %cmp, %cmp8, !dbg !34
  br i1 %or.cond, label %if.then, label %if.end, !dbg !34

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i64 %N, %add, !dbg !35
  %add10 = add nuw nsw i64 %mul9, %conv7, !dbg !35
  %arrayidx = getelementptr inbounds nuw double, ptr %pin, i64 %add10, !dbg !35
  %5 = load double, ptr %arrayidx, align 8, !dbg !35, !tbaa !36
  %6 = getelementptr double, ptr %pin, i64 %k, !dbg !35
  %arrayidx13 = getelementptr double, ptr %6, i64 %mul9, !dbg !35
  %7 = load double, ptr %arrayidx13, align 8, !dbg !35, !tbaa !36
  %mul14 = mul nsw i64 %N, %k, !dbg !35
  %8 = getelementptr double, ptr %pin, i64 %mul14, !dbg !35
  %arrayidx16 = getelementptr double, ptr %8, i64 %conv7, !dbg !35
  %9 = load double, ptr %arrayidx16, align 8, !dbg !35, !tbaa !36
  %add17 = fadd contract double %7, %9, !dbg !35
  %cmp18 = fcmp contract olt double %5, %add17, !dbg !35
  %.add17 = select contract i1 %cmp18, double %5, double %add17, !dbg !35
  %arrayidx31 = getelementptr inbounds nuw double, ptr %pout, i64 %add10, !dbg !35
  store double %.add17, ptr %arrayidx31, align 8, !dbg !35, !tbaa !36
  br label %if.end, !dbg !38

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

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
!1 = !DIFile(filename: "POLYBENCH_FLOYD_WARSHALL.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_floyd_warshall", scope: !1, file: !1, line: 62, type: !13, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 66, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 66, column: 46, scope: !12)
!23 = !DILocation(line: 66, column: 44, scope: !12)
!24 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 67, column: 18, scope: !12)
!27 = !DILocation(line: 67, column: 29, scope: !12)
!28 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 67, column: 46, scope: !12)
!31 = !DILocation(line: 67, column: 44, scope: !12)
!32 = !DILocation(line: 67, column: 18, scope: !12)
!33 = !DILocation(line: 69, column: 10, scope: !12)
!34 = !DILocation(line: 69, column: 14, scope: !12)
!35 = !DILocation(line: 70, column: 5, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !10, i64 0}
!38 = !DILocation(line: 71, column: 3, scope: !12)
!39 = !DILocation(line: 72, column: 1, scope: !12)
