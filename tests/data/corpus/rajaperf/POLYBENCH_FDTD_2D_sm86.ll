; ModuleID = 'POLYBENCH_FDTD_2D.cu'
source_filename = "POLYBENCH_FDTD_2D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_fdtd2d_1PdS_ll(ptr noundef writeonly captures(none) %ey, ptr noundef readonly captures(none) %fict, i64 noundef %ny, i64 noundef %t) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %ny, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx4 = getelementptr inbounds nuw double, ptr %ey, i64 %conv
  %arrayidx = getelementptr inbounds double, ptr %fict, i64 %t
  %2 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  store double %2, ptr %arrayidx4, align 8, !dbg !26, !tbaa !27
  br label %if.end, !dbg !29

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_fdtd2d_2PdS_ll(ptr noundef captures(none) %ey, ptr noundef readonly captures(none) %hz, i64 noundef %nx, i64 noundef %ny) local_unnamed_addr #0 !dbg !31 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !32
  %mul = shl nuw nsw i32 %0, 3, !dbg !35
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !36
  %add = add nuw nsw i32 %mul, %1, !dbg !39
  %conv = zext nneg i32 %add to i64, !dbg !40
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %mul3 = shl i32 %2, 5, !dbg !43
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %add5 = add i32 %mul3, %3, !dbg !46
  %conv6 = zext i32 %add5 to i64, !dbg !47
  %cmp.not = icmp ne i32 %add, 0, !dbg !48
  %cmp7 = icmp sgt i64 %nx, %conv
  %or.cond = and i1 %cmp.not, %cmp7, !dbg !49
  %cmp9 = icmp sgt i64 %ny, %conv6
  %or.cond39 = and i1 %or.cond, %cmp9, !dbg !49
  br i1 %or.cond39, label %if.then, label %if.end, !dbg !49

if.then:                                          ; preds = %entry
  %mul10 = mul nsw i64 %ny, %conv, !dbg !50
  %add11 = add nuw nsw i64 %mul10, %conv6, !dbg !50
  %arrayidx = getelementptr inbounds nuw double, ptr %ey, i64 %add11, !dbg !50
  %4 = load double, ptr %arrayidx, align 8, !dbg !50, !tbaa !27
  %arrayidx14 = getelementptr inbounds nuw double, ptr %hz, i64 %add11, !dbg !50
  %5 = load double, ptr %arrayidx14, align 8, !dbg !50, !tbaa !27
  %sub = add nsw i64 %conv, -1, !dbg !50
  %mul15 = mul nsw i64 %ny, %sub, !dbg !50
  %6 = getelementptr inbounds nuw double, ptr %hz, i64 %mul15, !dbg !50
  %arrayidx17 = getelementptr inbounds nuw double, ptr %6, i64 %conv6, !dbg !50
  %7 = load double, ptr %arrayidx17, align 8, !dbg !50, !tbaa !27
  %sub18 = fsub contract double %5, %7, !dbg !50
  %mul19 = fmul contract double %sub18, 5.000000e-01, !dbg !50
  %sub20 = fsub contract double %4, %mul19, !dbg !50
  store double %sub20, ptr %arrayidx, align 8, !dbg !50, !tbaa !27
  br label %if.end, !dbg !51

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !52
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_fdtd2d_3PdS_ll(ptr noundef captures(none) %ex, ptr noundef readonly captures(none) %hz, i64 noundef %nx, i64 noundef %ny) local_unnamed_addr #0 !dbg !53 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !54
  %mul = shl nuw nsw i32 %0, 3, !dbg !56
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !57
  %add = add nuw nsw i32 %mul, %1, !dbg !59
  %conv = zext nneg i32 %add to i64, !dbg !60
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %mul3 = shl i32 %2, 5, !dbg !63
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  %add5 = add i32 %mul3, %3, !dbg !66
  %conv6 = zext i32 %add5 to i64, !dbg !67
  %cmp = icmp sgt i64 %nx, %conv, !dbg !68
  %cmp7 = icmp ne i32 %add5, 0
  %or.cond = and i1 %cmp7, %cmp, !dbg !69
  %cmp9 = icmp sgt i64 %ny, %conv6
  %or.cond39 = and i1 %or.cond, %cmp9, !dbg !69
  br i1 %or.cond39, label %if.then, label %if.end, !dbg !69

if.then:                                          ; preds = %entry
  %mul10 = mul nsw i64 %ny, %conv, !dbg !70
  %add11 = add nuw nsw i64 %mul10, %conv6, !dbg !70
  %arrayidx = getelementptr inbounds nuw double, ptr %ex, i64 %add11, !dbg !70
  %4 = load double, ptr %arrayidx, align 8, !dbg !70, !tbaa !27
  %arrayidx14 = getelementptr inbounds nuw double, ptr %hz, i64 %add11, !dbg !70
  %5 = load double, ptr %arrayidx14, align 8, !dbg !70, !tbaa !27
  %6 = getelementptr double, ptr %hz, i64 %conv6, !dbg !70
  %7 = getelementptr i8, ptr %6, i64 -8, !dbg !70
  %arrayidx17 = getelementptr inbounds nuw double, ptr %7, i64 %mul10, !dbg !70
  %8 = load double, ptr %arrayidx17, align 8, !dbg !70, !tbaa !27
  %sub18 = fsub contract double %5, %8, !dbg !70
  %mul19 = fmul contract double %sub18, 5.000000e-01, !dbg !70
  %sub20 = fsub contract double %4, %mul19, !dbg !70
  store double %sub20, ptr %arrayidx, align 8, !dbg !70, !tbaa !27
  br label %if.end, !dbg !71

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !72
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_fdtd2d_4PdS_S_ll(ptr noundef captures(none) %hz, ptr noundef readonly captures(none) %ex, ptr noundef readonly captures(none) %ey, i64 noundef %nx, i64 noundef %ny) local_unnamed_addr #0 !dbg !73 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !74
  %mul = shl nuw nsw i32 %0, 3, !dbg !76
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !77
  %add = add nuw nsw i32 %mul, %1, !dbg !79
  %conv = zext nneg i32 %add to i64, !dbg !80
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %mul3 = shl i32 %2, 5, !dbg !83
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %add5 = add i32 %mul3, %3, !dbg !86
  %conv6 = zext i32 %add5 to i64, !dbg !87
  %sub = add nsw i64 %nx, -1, !dbg !88
  %cmp = icmp sgt i64 %sub, %conv, !dbg !89
  %sub7 = add nsw i64 %ny, -1
  %cmp8 = icmp sgt i64 %sub7, %conv6
  %or.cond = select i1 %cmp, i1 %cmp8, i1 false, !dbg !90
  br i1 %or.cond, label %if.then, label %if.end, !dbg !90

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i64 %ny, %conv, !dbg !91
  %add10 = add nsw i64 %mul9, %conv6, !dbg !91
  %arrayidx = getelementptr inbounds double, ptr %hz, i64 %add10, !dbg !91
  %4 = load double, ptr %arrayidx, align 8, !dbg !91, !tbaa !27
  %5 = getelementptr double, ptr %ex, i64 %conv6, !dbg !91
  %6 = getelementptr i8, ptr %5, i64 8, !dbg !91
  %arrayidx14 = getelementptr double, ptr %6, i64 %mul9, !dbg !91
  %7 = load double, ptr %arrayidx14, align 8, !dbg !91, !tbaa !27
  %arrayidx17 = getelementptr inbounds double, ptr %ex, i64 %add10, !dbg !91
  %8 = load double, ptr %arrayidx17, align 8, !dbg !91, !tbaa !27
  %sub18 = fsub contract double %7, %8, !dbg !91
  %add19 = add nuw nsw i64 %conv, 1, !dbg !91
  %mul20 = mul nsw i64 %ny, %add19, !dbg !91
  %9 = getelementptr double, ptr %ey, i64 %mul20, !dbg !91
  %arrayidx22 = getelementptr double, ptr %9, i64 %conv6, !dbg !91
  %10 = load double, ptr %arrayidx22, align 8, !dbg !91, !tbaa !27
  %add23 = fadd contract double %sub18, %10, !dbg !91
  %arrayidx26 = getelementptr inbounds double, ptr %ey, i64 %add10, !dbg !91
  %11 = load double, ptr %arrayidx26, align 8, !dbg !91, !tbaa !27
  %sub27 = fsub contract double %add23, %11, !dbg !91
  %mul28 = fmul contract double %sub27, 0x3FE6666666666666, !dbg !91
  %sub29 = fsub contract double %4, %mul28, !dbg !91
  store double %sub29, ptr %arrayidx, align 8, !dbg !91, !tbaa !27
  br label %if.end, !dbg !92

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !93
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "POLYBENCH_FDTD_2D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_fdtd2d_1", scope: !1, file: !1, line: 70, type: !13, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 73, column: 18, scope: !12)
!19 = !DILocation(line: 73, column: 29, scope: !12)
!20 = !DILocation(line: 42, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 73, column: 44, scope: !12)
!23 = !DILocation(line: 73, column: 42, scope: !12)
!24 = !DILocation(line: 73, column: 18, scope: !12)
!25 = !DILocation(line: 75, column: 9, scope: !12)
!26 = !DILocation(line: 76, column: 5, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 77, column: 3, scope: !12)
!30 = !DILocation(line: 78, column: 1, scope: !12)
!31 = distinct !DISubprogram(name: "poly_fdtd2d_2", scope: !1, file: !1, line: 84, type: !13, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 43, column: 53, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 87, column: 18, scope: !31)
!35 = !DILocation(line: 87, column: 29, scope: !31)
!36 = !DILocation(line: 42, column: 52, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 87, column: 46, scope: !31)
!39 = !DILocation(line: 87, column: 44, scope: !31)
!40 = !DILocation(line: 87, column: 18, scope: !31)
!41 = !DILocation(line: 43, column: 23, scope: !16, inlinedAt: !42)
!42 = distinct !DILocation(line: 88, column: 18, scope: !31)
!43 = !DILocation(line: 88, column: 29, scope: !31)
!44 = !DILocation(line: 42, column: 24, scope: !21, inlinedAt: !45)
!45 = distinct !DILocation(line: 88, column: 46, scope: !31)
!46 = !DILocation(line: 88, column: 44, scope: !31)
!47 = !DILocation(line: 88, column: 18, scope: !31)
!48 = !DILocation(line: 90, column: 9, scope: !31)
!49 = !DILocation(line: 90, column: 13, scope: !31)
!50 = !DILocation(line: 91, column: 5, scope: !31)
!51 = !DILocation(line: 92, column: 3, scope: !31)
!52 = !DILocation(line: 93, column: 1, scope: !31)
!53 = distinct !DISubprogram(name: "poly_fdtd2d_3", scope: !1, file: !1, line: 100, type: !13, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 43, column: 53, scope: !33, inlinedAt: !55)
!55 = distinct !DILocation(line: 103, column: 18, scope: !53)
!56 = !DILocation(line: 103, column: 29, scope: !53)
!57 = !DILocation(line: 42, column: 52, scope: !37, inlinedAt: !58)
!58 = distinct !DILocation(line: 103, column: 46, scope: !53)
!59 = !DILocation(line: 103, column: 44, scope: !53)
!60 = !DILocation(line: 103, column: 18, scope: !53)
!61 = !DILocation(line: 43, column: 23, scope: !16, inlinedAt: !62)
!62 = distinct !DILocation(line: 104, column: 18, scope: !53)
!63 = !DILocation(line: 104, column: 29, scope: !53)
!64 = !DILocation(line: 42, column: 24, scope: !21, inlinedAt: !65)
!65 = distinct !DILocation(line: 104, column: 46, scope: !53)
!66 = !DILocation(line: 104, column: 44, scope: !53)
!67 = !DILocation(line: 104, column: 18, scope: !53)
!68 = !DILocation(line: 106, column: 9, scope: !53)
!69 = !DILocation(line: 106, column: 14, scope: !53)
!70 = !DILocation(line: 107, column: 5, scope: !53)
!71 = !DILocation(line: 108, column: 3, scope: !53)
!72 = !DILocation(line: 109, column: 1, scope: !53)
!73 = distinct !DISubprogram(name: "poly_fdtd2d_4", scope: !1, file: !1, line: 116, type: !13, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = !DILocation(line: 43, column: 53, scope: !33, inlinedAt: !75)
!75 = distinct !DILocation(line: 119, column: 18, scope: !73)
!76 = !DILocation(line: 119, column: 29, scope: !73)
!77 = !DILocation(line: 42, column: 52, scope: !37, inlinedAt: !78)
!78 = distinct !DILocation(line: 119, column: 46, scope: !73)
!79 = !DILocation(line: 119, column: 44, scope: !73)
!80 = !DILocation(line: 119, column: 18, scope: !73)
!81 = !DILocation(line: 43, column: 23, scope: !16, inlinedAt: !82)
!82 = distinct !DILocation(line: 120, column: 18, scope: !73)
!83 = !DILocation(line: 120, column: 29, scope: !73)
!84 = !DILocation(line: 42, column: 24, scope: !21, inlinedAt: !85)
!85 = distinct !DILocation(line: 120, column: 46, scope: !73)
!86 = !DILocation(line: 120, column: 44, scope: !73)
!87 = !DILocation(line: 120, column: 18, scope: !73)
!88 = !DILocation(line: 122, column: 13, scope: !73)
!89 = !DILocation(line: 122, column: 9, scope: !73)
!90 = !DILocation(line: 122, column: 16, scope: !73)
!91 = !DILocation(line: 123, column: 5, scope: !73)
!92 = !DILocation(line: 124, column: 3, scope: !73)
!93 = !DILocation(line: 125, column: 1, scope: !73)
