; ModuleID = 'TRIDIAG_ELIM.cu'
source_filename = "TRIDIAG_ELIM.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12tridiag_elimPdS_S_S_l(ptr noundef writeonly captures(none) %xout, ptr noundef readonly captures(none) %xin, ptr noundef readonly captures(none) %y, ptr noundef readonly captures(none) %z, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp.not = icmp ne i32 %add, 0, !dbg !25
  %cmp2 = icmp sgt i64 %N, %conv
  %or.cond = and i1 %cmp.not, %cmp2, !dbg !26
  br i1 %or.cond, label %if.then, label %if.end, !dbg !26

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %z, i64 %conv, !dbg !27
  %2 = load double, ptr %arrayidx, align 8, !dbg !27, !tbaa !28
  %arrayidx3 = getelementptr inbounds nuw double, ptr %y, i64 %conv, !dbg !27
  %3 = load double, ptr %arrayidx3, align 8, !dbg !27, !tbaa !28
  %4 = getelementptr double, ptr %xin, i64 %conv, !dbg !27
  %arrayidx4 = getelementptr i8, ptr %4, i64 -8, !dbg !27
  %5 = load double, ptr %arrayidx4, align 8, !dbg !27, !tbaa !28
  %sub5 = fsub contract double %3, %5, !dbg !27
  %mul6 = fmul contract double %2, %sub5, !dbg !27
  %arrayidx7 = getelementptr inbounds nuw double, ptr %xout, i64 %conv, !dbg !27
  store double %mul6, ptr %arrayidx7, align 8, !dbg !27, !tbaa !28
  br label %if.end, !dbg !30

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !31
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
!1 = !DIFile(filename: "TRIDIAG_ELIM.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "tridiag_elim", scope: !1, file: !1, line: 42, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 46, column: 19, scope: !12)
!19 = !DILocation(line: 46, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 46, column: 45, scope: !12)
!23 = !DILocation(line: 46, column: 43, scope: !12)
!24 = !DILocation(line: 46, column: 19, scope: !12)
!25 = !DILocation(line: 47, column: 10, scope: !12)
!26 = !DILocation(line: 47, column: 14, scope: !12)
!27 = !DILocation(line: 48, column: 6, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !10, i64 0}
!30 = !DILocation(line: 49, column: 4, scope: !12)
!31 = !DILocation(line: 50, column: 1, scope: !12)
