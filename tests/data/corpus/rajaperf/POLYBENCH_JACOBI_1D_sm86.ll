; ModuleID = 'POLYBENCH_JACOBI_1D.cu'
source_filename = "POLYBENCH_JACOBI_1D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16poly_jacobi_1D_1PdS_l(ptr noundef readonly captures(none) %A, ptr noundef writeonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp.not = icmp ne i32 %add, 0, !dbg !25
  %sub = add nsw i64 %N, -1
  %cmp2 = icmp sgt i64 %sub, %conv
  %or.cond = select i1 %cmp.not, i1 %cmp2, i1 false, !dbg !26
  br i1 %or.cond, label %if.then, label %if.end, !dbg !26

if.then:                                          ; preds = %entry
  %2 = getelementptr double, ptr %A, i64 %conv, !dbg !27
  %arrayidx = getelementptr i8, ptr %2, i64 -8, !dbg !27
  %3 = load double, ptr %arrayidx, align 8, !dbg !27, !tbaa !28
  %4 = load double, ptr %2, align 8, !dbg !27, !tbaa !28
  %add5 = fadd contract double %3, %4, !dbg !27
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !27
  %5 = load double, ptr %arrayidx7, align 8, !dbg !27, !tbaa !28
  %add8 = fadd contract double %add5, %5, !dbg !27
  %mul9 = fmul contract double %add8, 3.333300e-01, !dbg !27
  %arrayidx10 = getelementptr inbounds nuw double, ptr %B, i64 %conv, !dbg !27
  store double %mul9, ptr %arrayidx10, align 8, !dbg !27, !tbaa !28
  br label %if.end, !dbg !30

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !31
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16poly_jacobi_1D_2PdS_l(ptr noundef writeonly captures(none) %A, ptr noundef readonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !32 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !33
  %mul = shl i32 %0, 8, !dbg !35
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !36
  %add = add i32 %mul, %1, !dbg !38
  %conv = zext i32 %add to i64, !dbg !39
  %cmp.not = icmp ne i32 %add, 0, !dbg !40
  %sub = add nsw i64 %N, -1
  %cmp2 = icmp sgt i64 %sub, %conv
  %or.cond = select i1 %cmp.not, i1 %cmp2, i1 false, !dbg !41
  br i1 %or.cond, label %if.then, label %if.end, !dbg !41

if.then:                                          ; preds = %entry
  %2 = getelementptr double, ptr %B, i64 %conv, !dbg !42
  %arrayidx = getelementptr i8, ptr %2, i64 -8, !dbg !42
  %3 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !28
  %4 = load double, ptr %2, align 8, !dbg !42, !tbaa !28
  %add5 = fadd contract double %3, %4, !dbg !42
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !42
  %5 = load double, ptr %arrayidx7, align 8, !dbg !42, !tbaa !28
  %add8 = fadd contract double %add5, %5, !dbg !42
  %mul9 = fmul contract double %add8, 3.333300e-01, !dbg !42
  %arrayidx10 = getelementptr inbounds nuw double, ptr %A, i64 %conv, !dbg !42
  store double %mul9, ptr %arrayidx10, align 8, !dbg !42, !tbaa !28
  br label %if.end, !dbg !43

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !44
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
!1 = !DIFile(filename: "POLYBENCH_JACOBI_1D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_jacobi_1D_1", scope: !1, file: !1, line: 48, type: !13, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 50, column: 19, scope: !12)
!19 = !DILocation(line: 50, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 50, column: 45, scope: !12)
!23 = !DILocation(line: 50, column: 43, scope: !12)
!24 = !DILocation(line: 50, column: 19, scope: !12)
!25 = !DILocation(line: 52, column: 10, scope: !12)
!26 = !DILocation(line: 52, column: 14, scope: !12)
!27 = !DILocation(line: 53, column: 6, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !10, i64 0}
!30 = !DILocation(line: 54, column: 4, scope: !12)
!31 = !DILocation(line: 55, column: 1, scope: !12)
!32 = distinct !DISubprogram(name: "poly_jacobi_1D_2", scope: !1, file: !1, line: 60, type: !13, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !34)
!34 = distinct !DILocation(line: 62, column: 19, scope: !32)
!35 = !DILocation(line: 62, column: 30, scope: !32)
!36 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !37)
!37 = distinct !DILocation(line: 62, column: 45, scope: !32)
!38 = !DILocation(line: 62, column: 43, scope: !32)
!39 = !DILocation(line: 62, column: 19, scope: !32)
!40 = !DILocation(line: 64, column: 10, scope: !32)
!41 = !DILocation(line: 64, column: 14, scope: !32)
!42 = !DILocation(line: 65, column: 6, scope: !32)
!43 = !DILocation(line: 66, column: 4, scope: !32)
!44 = !DILocation(line: 67, column: 1, scope: !32)
