; ModuleID = 'NESTED_INIT.cu'
source_filename = "NESTED_INIT.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z11nested_initPdlll(ptr noundef writeonly captures(none) %array, i64 noundef %ni, i64 noundef %nj, i64 noundef %nk) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 5, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %3 = shl nuw nsw i32 %2, 3, !dbg !28
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %narrow = add nuw nsw i32 %3, %4, !dbg !32
  %add7 = zext nneg i32 %narrow to i64, !dbg !32
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !33
  %conv9 = zext nneg i32 %5 to i64, !dbg !36
  %cmp = icmp sgt i64 %ni, %conv, !dbg !37
  %cmp10 = icmp sgt i64 %nj, %add7
  %or.cond = select i1 %cmp, i1 %cmp10, i1 false, !dbg !38
  %cmp12 = icmp sgt i64 %nk, %conv9
  %or.cond31 = and i1 %or.cond, %cmp12, !dbg !38
  br i1 %or.cond31, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %conv13 = uitofp i32 %add to double, !dbg !39
  %mul14 = fmul contract double %conv13, 1.000000e-08, !dbg !39
  %conv15 = uitofp nneg i32 %narrow to double, !dbg !39
  %mul16 = fmul contract double %mul14, %conv15, !dbg !39
  %conv17 = uitofp nneg i32 %5 to double, !dbg !39
  %mul18 = fmul contract double %mul16, %conv17, !dbg !39
  %mul19 = mul nsw i64 %nj, %conv9, !dbg !39
  %add20 = add nuw nsw i64 %mul19, %add7, !dbg !39
  %mul21 = mul nsw i64 %add20, %ni, !dbg !39
  %6 = getelementptr inbounds nuw double, ptr %array, i64 %mul21, !dbg !39
  %arrayidx = getelementptr inbounds nuw double, ptr %6, i64 %conv, !dbg !39
  store double %mul18, ptr %arrayidx, align 8, !dbg !39, !tbaa !40
  br label %if.end, !dbg !42

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "NESTED_INIT.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "nested_init", scope: !1, file: !1, line: 56, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 59, column: 18, scope: !12)
!19 = !DILocation(line: 59, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 59, column: 46, scope: !12)
!23 = !DILocation(line: 59, column: 44, scope: !12)
!24 = !DILocation(line: 59, column: 18, scope: !12)
!25 = !DILocation(line: 45, column: 53, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 60, column: 18, scope: !12)
!28 = !DILocation(line: 60, column: 29, scope: !12)
!29 = !DILocation(line: 44, column: 52, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 60, column: 46, scope: !12)
!32 = !DILocation(line: 60, column: 44, scope: !12)
!33 = !DILocation(line: 45, column: 83, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__z", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 61, column: 18, scope: !12)
!36 = !DILocation(line: 61, column: 18, scope: !12)
!37 = !DILocation(line: 63, column: 10, scope: !12)
!38 = !DILocation(line: 63, column: 15, scope: !12)
!39 = !DILocation(line: 64, column: 5, scope: !12)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !10, i64 0}
!42 = !DILocation(line: 65, column: 3, scope: !12)
!43 = !DILocation(line: 66, column: 1, scope: !12)
