; ModuleID = 'POLYBENCH_JACOBI_2D.cu'
source_filename = "POLYBENCH_JACOBI_2D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16poly_jacobi_2D_1PdS_l(ptr noundef readonly captures(none) %A, ptr noundef writeonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %mul = shl nuw nsw i32 %0, 3, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %add = add nuw nsw i32 %1, 1, !dbg !23
  %add2 = add nuw nsw i32 %add, %mul, !dbg !24
  %conv = zext nneg i32 %add2 to i64, !dbg !25
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %mul4 = shl i32 %2, 5, !dbg !29
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %add5 = add nuw nsw i32 %3, 1, !dbg !33
  %add7 = add i32 %add5, %mul4, !dbg !34
  %conv8 = zext i32 %add7 to i64, !dbg !35
  %sub = add nsw i64 %N, -1, !dbg !36
  %cmp = icmp sgt i64 %sub, %conv, !dbg !37
  %cmp10 = icmp sgt i64 %sub, %conv8
  %or.cond = select i1 %cmp, i1 %cmp10, i1 false, !dbg !38
  br i1 %or.cond, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i64 %N, %conv, !dbg !39
  %add12 = add nsw i64 %mul11, %conv8, !dbg !39
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %add12, !dbg !39
  %4 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !40
  %5 = getelementptr double, ptr %A, i64 %conv8, !dbg !39
  %6 = getelementptr i8, ptr %5, i64 -8, !dbg !39
  %arrayidx16 = getelementptr double, ptr %6, i64 %mul11, !dbg !39
  %7 = load double, ptr %arrayidx16, align 8, !dbg !39, !tbaa !40
  %add17 = fadd contract double %4, %7, !dbg !39
  %8 = getelementptr i8, ptr %5, i64 8, !dbg !39
  %arrayidx21 = getelementptr double, ptr %8, i64 %mul11, !dbg !39
  %9 = load double, ptr %arrayidx21, align 8, !dbg !39, !tbaa !40
  %add22 = fadd contract double %add17, %9, !dbg !39
  %add23 = add nuw nsw i64 %conv, 1, !dbg !39
  %mul24 = mul nsw i64 %add23, %N, !dbg !39
  %10 = getelementptr double, ptr %A, i64 %mul24, !dbg !39
  %arrayidx26 = getelementptr double, ptr %10, i64 %conv8, !dbg !39
  %11 = load double, ptr %arrayidx26, align 8, !dbg !39, !tbaa !40
  %add27 = fadd contract double %add22, %11, !dbg !39
  %sub28 = add nsw i64 %conv, -1, !dbg !39
  %mul29 = mul nsw i64 %sub28, %N, !dbg !39
  %12 = getelementptr double, ptr %A, i64 %mul29, !dbg !39
  %arrayidx31 = getelementptr double, ptr %12, i64 %conv8, !dbg !39
  %13 = load double, ptr %arrayidx31, align 8, !dbg !39, !tbaa !40
  %add32 = fadd contract double %add27, %13, !dbg !39
  %mul33 = fmul contract double %add32, 2.000000e-01, !dbg !39
  %arrayidx36 = getelementptr inbounds double, ptr %B, i64 %add12, !dbg !39
  store double %mul33, ptr %arrayidx36, align 8, !dbg !39, !tbaa !40
  br label %if.end, !dbg !42

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16poly_jacobi_2D_2PdS_l(ptr noundef writeonly captures(none) %A, ptr noundef readonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !44 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !45
  %mul = shl nuw nsw i32 %0, 3, !dbg !47
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !48
  %add = add nuw nsw i32 %1, 1, !dbg !50
  %add2 = add nuw nsw i32 %add, %mul, !dbg !51
  %conv = zext nneg i32 %add2 to i64, !dbg !52
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %mul4 = shl i32 %2, 5, !dbg !55
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  %add5 = add nuw nsw i32 %3, 1, !dbg !58
  %add7 = add i32 %add5, %mul4, !dbg !59
  %conv8 = zext i32 %add7 to i64, !dbg !60
  %sub = add nsw i64 %N, -1, !dbg !61
  %cmp = icmp sgt i64 %sub, %conv, !dbg !62
  %cmp10 = icmp sgt i64 %sub, %conv8
  %or.cond = select i1 %cmp, i1 %cmp10, i1 false, !dbg !63
  br i1 %or.cond, label %if.then, label %if.end, !dbg !63

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i64 %N, %conv, !dbg !64
  %add12 = add nsw i64 %mul11, %conv8, !dbg !64
  %arrayidx = getelementptr inbounds double, ptr %B, i64 %add12, !dbg !64
  %4 = load double, ptr %arrayidx, align 8, !dbg !64, !tbaa !40
  %5 = getelementptr double, ptr %B, i64 %conv8, !dbg !64
  %6 = getelementptr i8, ptr %5, i64 -8, !dbg !64
  %arrayidx16 = getelementptr double, ptr %6, i64 %mul11, !dbg !64
  %7 = load double, ptr %arrayidx16, align 8, !dbg !64, !tbaa !40
  %add17 = fadd contract double %4, %7, !dbg !64
  %8 = getelementptr i8, ptr %5, i64 8, !dbg !64
  %arrayidx21 = getelementptr double, ptr %8, i64 %mul11, !dbg !64
  %9 = load double, ptr %arrayidx21, align 8, !dbg !64, !tbaa !40
  %add22 = fadd contract double %add17, %9, !dbg !64
  %add23 = add nuw nsw i64 %conv, 1, !dbg !64
  %mul24 = mul nsw i64 %add23, %N, !dbg !64
  %10 = getelementptr double, ptr %B, i64 %mul24, !dbg !64
  %arrayidx26 = getelementptr double, ptr %10, i64 %conv8, !dbg !64
  %11 = load double, ptr %arrayidx26, align 8, !dbg !64, !tbaa !40
  %add27 = fadd contract double %add22, %11, !dbg !64
  %sub28 = add nsw i64 %conv, -1, !dbg !64
  %mul29 = mul nsw i64 %sub28, %N, !dbg !64
  %12 = getelementptr double, ptr %B, i64 %mul29, !dbg !64
  %arrayidx31 = getelementptr double, ptr %12, i64 %conv8, !dbg !64
  %13 = load double, ptr %arrayidx31, align 8, !dbg !64, !tbaa !40
  %add32 = fadd contract double %add27, %13, !dbg !64
  %mul33 = fmul contract double %add32, 2.000000e-01, !dbg !64
  %arrayidx36 = getelementptr inbounds double, ptr %A, i64 %add12, !dbg !64
  store double %mul33, ptr %arrayidx36, align 8, !dbg !64, !tbaa !40
  br label %if.end, !dbg !65

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !66
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
!1 = !DIFile(filename: "POLYBENCH_JACOBI_2D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_jacobi_2D_1", scope: !1, file: !1, line: 59, type: !13, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 61, column: 22, scope: !12)
!19 = !DILocation(line: 61, column: 33, scope: !12)
!20 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 61, column: 50, scope: !12)
!23 = !DILocation(line: 61, column: 20, scope: !12)
!24 = !DILocation(line: 61, column: 48, scope: !12)
!25 = !DILocation(line: 61, column: 18, scope: !12)
!26 = !DILocation(line: 43, column: 23, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 62, column: 22, scope: !12)
!29 = !DILocation(line: 62, column: 33, scope: !12)
!30 = !DILocation(line: 42, column: 24, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 62, column: 50, scope: !12)
!33 = !DILocation(line: 62, column: 20, scope: !12)
!34 = !DILocation(line: 62, column: 48, scope: !12)
!35 = !DILocation(line: 62, column: 18, scope: !12)
!36 = !DILocation(line: 64, column: 13, scope: !12)
!37 = !DILocation(line: 64, column: 10, scope: !12)
!38 = !DILocation(line: 64, column: 16, scope: !12)
!39 = !DILocation(line: 65, column: 5, scope: !12)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !10, i64 0}
!42 = !DILocation(line: 66, column: 3, scope: !12)
!43 = !DILocation(line: 67, column: 1, scope: !12)
!44 = distinct !DISubprogram(name: "poly_jacobi_2D_2", scope: !1, file: !1, line: 74, type: !13, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !46)
!46 = distinct !DILocation(line: 76, column: 22, scope: !44)
!47 = !DILocation(line: 76, column: 33, scope: !44)
!48 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !49)
!49 = distinct !DILocation(line: 76, column: 50, scope: !44)
!50 = !DILocation(line: 76, column: 20, scope: !44)
!51 = !DILocation(line: 76, column: 48, scope: !44)
!52 = !DILocation(line: 76, column: 18, scope: !44)
!53 = !DILocation(line: 43, column: 23, scope: !27, inlinedAt: !54)
!54 = distinct !DILocation(line: 77, column: 22, scope: !44)
!55 = !DILocation(line: 77, column: 33, scope: !44)
!56 = !DILocation(line: 42, column: 24, scope: !31, inlinedAt: !57)
!57 = distinct !DILocation(line: 77, column: 50, scope: !44)
!58 = !DILocation(line: 77, column: 20, scope: !44)
!59 = !DILocation(line: 77, column: 48, scope: !44)
!60 = !DILocation(line: 77, column: 18, scope: !44)
!61 = !DILocation(line: 79, column: 13, scope: !44)
!62 = !DILocation(line: 79, column: 10, scope: !44)
!63 = !DILocation(line: 79, column: 16, scope: !44)
!64 = !DILocation(line: 80, column: 5, scope: !44)
!65 = !DILocation(line: 81, column: 3, scope: !44)
!66 = !DILocation(line: 82, column: 1, scope: !44)
