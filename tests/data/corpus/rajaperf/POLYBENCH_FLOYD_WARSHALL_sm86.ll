; ModuleID = 'POLYBENCH_FLOYD_WARSHALL.cu'
source_filename = "POLYBENCH_FLOYD_WARSHALL.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z19poly_floyd_warshallPdS_ll(ptr noundef writeonly captures(none) %pout, ptr noundef readonly captures(none) %pin, i64 noundef %k, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %mul = shl nuw nsw i32 %0, 3, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %add = add nuw nsw i32 %mul, %1, !dbg !23
  %conv = zext nneg i32 %add to i64, !dbg !24
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %mul3 = shl i32 %2, 5, !dbg !28
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %add5 = add i32 %mul3, %3, !dbg !32
  %conv6 = zext i32 %add5 to i64, !dbg !33
  %cmp = icmp sgt i64 %N, %conv, !dbg !34
  %cmp7 = icmp sgt i64 %N, %conv6
  %or.cond = and i1 %cmp, %cmp7, !dbg !35
  br i1 %or.cond, label %if.then, label %if.end, !dbg !35

if.then:                                          ; preds = %entry
  %mul8 = mul nsw i64 %N, %conv, !dbg !36
  %add9 = add nuw nsw i64 %mul8, %conv6, !dbg !36
  %arrayidx = getelementptr inbounds nuw double, ptr %pin, i64 %add9, !dbg !36
  %4 = load double, ptr %arrayidx, align 8, !dbg !36, !tbaa !37
  %5 = getelementptr double, ptr %pin, i64 %k, !dbg !36
  %arrayidx12 = getelementptr double, ptr %5, i64 %mul8, !dbg !36
  %6 = load double, ptr %arrayidx12, align 8, !dbg !36, !tbaa !37
  %mul13 = mul nsw i64 %N, %k, !dbg !36
  %7 = getelementptr double, ptr %pin, i64 %mul13, !dbg !36
  %arrayidx15 = getelementptr double, ptr %7, i64 %conv6, !dbg !36
  %8 = load double, ptr %arrayidx15, align 8, !dbg !36, !tbaa !37
  %add16 = fadd contract double %6, %8, !dbg !36
  %cmp17 = fcmp contract olt double %4, %add16, !dbg !36
  %.add16 = select contract i1 %cmp17, double %4, double %add16, !dbg !36
  %arrayidx30 = getelementptr inbounds nuw double, ptr %pout, i64 %add9, !dbg !36
  store double %.add16, ptr %arrayidx30, align 8, !dbg !36, !tbaa !37
  br label %if.end, !dbg !39

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !40
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
!12 = distinct !DISubprogram(name: "poly_floyd_warshall", scope: !1, file: !1, line: 52, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 56, column: 18, scope: !12)
!19 = !DILocation(line: 56, column: 29, scope: !12)
!20 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 56, column: 46, scope: !12)
!23 = !DILocation(line: 56, column: 44, scope: !12)
!24 = !DILocation(line: 56, column: 18, scope: !12)
!25 = !DILocation(line: 43, column: 23, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 57, column: 18, scope: !12)
!28 = !DILocation(line: 57, column: 29, scope: !12)
!29 = !DILocation(line: 42, column: 24, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 57, column: 46, scope: !12)
!32 = !DILocation(line: 57, column: 44, scope: !12)
!33 = !DILocation(line: 57, column: 18, scope: !12)
!34 = !DILocation(line: 59, column: 10, scope: !12)
!35 = !DILocation(line: 59, column: 14, scope: !12)
!36 = !DILocation(line: 60, column: 5, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !10, i64 0}
!39 = !DILocation(line: 61, column: 3, scope: !12)
!40 = !DILocation(line: 62, column: 1, scope: !12)
