; ModuleID = 'GEN_LIN_RECUR.cu'
source_filename = "GEN_LIN_RECUR.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12genlinrecur1PdS_S_S_ll(ptr noundef writeonly captures(none) %b5, ptr noundef captures(none) %stb5, ptr noundef readonly captures(none) %sa, ptr noundef readonly captures(none) %sb, i64 noundef %kb5i, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %N, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %sa, i64 %conv, !dbg !26
  %2 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %arrayidx2 = getelementptr inbounds nuw double, ptr %stb5, i64 %conv, !dbg !26
  %3 = load double, ptr %arrayidx2, align 8, !dbg !26, !tbaa !27
  %arrayidx3 = getelementptr inbounds nuw double, ptr %sb, i64 %conv, !dbg !26
  %4 = load double, ptr %arrayidx3, align 8, !dbg !26, !tbaa !27
  %mul4 = fmul contract double %3, %4, !dbg !26
  %add5 = fadd contract double %2, %mul4, !dbg !26
  %5 = getelementptr double, ptr %b5, i64 %kb5i, !dbg !26
  %arrayidx7 = getelementptr double, ptr %5, i64 %conv, !dbg !26
  store double %add5, ptr %arrayidx7, align 8, !dbg !26, !tbaa !27
  %6 = load double, ptr %arrayidx2, align 8, !dbg !26, !tbaa !27
  %sub = fsub contract double %add5, %6, !dbg !26
  store double %sub, ptr %arrayidx2, align 8, !dbg !26, !tbaa !27
  br label %if.end, !dbg !29

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12genlinrecur2PdS_S_S_ll(ptr noundef writeonly captures(none) %b5, ptr noundef captures(none) %stb5, ptr noundef readonly captures(none) %sa, ptr noundef readonly captures(none) %sb, i64 noundef %kb5i, i64 noundef %N) local_unnamed_addr #0 !dbg !31 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %mul = shl i32 %0, 8, !dbg !34
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %add = add i32 %mul, %1, !dbg !37
  %conv = zext i32 %add to i64, !dbg !38
  %cmp.not = icmp eq i32 %add, 0, !dbg !39
  %cmp3.not = icmp slt i64 %N, %conv
  %or.cond = or i1 %cmp.not, %cmp3.not, !dbg !40
  br i1 %or.cond, label %if.end, label %if.then, !dbg !40

if.then:                                          ; preds = %entry
  %sub = sub nsw i64 %N, %conv, !dbg !41
  %arrayidx = getelementptr inbounds nuw double, ptr %sa, i64 %sub, !dbg !41
  %2 = load double, ptr %arrayidx, align 8, !dbg !41, !tbaa !27
  %arrayidx4 = getelementptr inbounds nuw double, ptr %stb5, i64 %sub, !dbg !41
  %3 = load double, ptr %arrayidx4, align 8, !dbg !41, !tbaa !27
  %arrayidx5 = getelementptr inbounds nuw double, ptr %sb, i64 %sub, !dbg !41
  %4 = load double, ptr %arrayidx5, align 8, !dbg !41, !tbaa !27
  %mul6 = fmul contract double %3, %4, !dbg !41
  %add7 = fadd contract double %2, %mul6, !dbg !41
  %5 = getelementptr double, ptr %b5, i64 %sub, !dbg !41
  %arrayidx9 = getelementptr double, ptr %5, i64 %kb5i, !dbg !41
  store double %add7, ptr %arrayidx9, align 8, !dbg !41, !tbaa !27
  %6 = load double, ptr %arrayidx4, align 8, !dbg !41, !tbaa !27
  %sub13 = fsub contract double %add7, %6, !dbg !41
  store double %sub13, ptr %arrayidx4, align 8, !dbg !41, !tbaa !27
  br label %if.end, !dbg !42

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !43
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
!1 = !DIFile(filename: "GEN_LIN_RECUR.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "genlinrecur1", scope: !1, file: !1, line: 50, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 55, column: 19, scope: !12)
!19 = !DILocation(line: 55, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 55, column: 45, scope: !12)
!23 = !DILocation(line: 55, column: 43, scope: !12)
!24 = !DILocation(line: 55, column: 19, scope: !12)
!25 = !DILocation(line: 56, column: 10, scope: !12)
!26 = !DILocation(line: 57, column: 6, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 58, column: 4, scope: !12)
!30 = !DILocation(line: 59, column: 1, scope: !12)
!31 = distinct !DISubprogram(name: "genlinrecur2", scope: !1, file: !1, line: 64, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !33)
!33 = distinct !DILocation(line: 69, column: 19, scope: !31)
!34 = !DILocation(line: 69, column: 30, scope: !31)
!35 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !36)
!36 = distinct !DILocation(line: 69, column: 45, scope: !31)
!37 = !DILocation(line: 69, column: 43, scope: !31)
!38 = !DILocation(line: 69, column: 19, scope: !31)
!39 = !DILocation(line: 70, column: 10, scope: !31)
!40 = !DILocation(line: 70, column: 14, scope: !31)
!41 = !DILocation(line: 71, column: 6, scope: !31)
!42 = !DILocation(line: 72, column: 4, scope: !31)
!43 = !DILocation(line: 73, column: 1, scope: !31)
