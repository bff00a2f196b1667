; ModuleID = 'HYDRO_2D.cu'
source_filename = "HYDRO_2D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9hydro_2d1PdS_S_S_S_S_ll(ptr noundef writeonly captures(none) %zadat, ptr noundef writeonly captures(none) %zbdat, ptr noundef readonly captures(none) %zpdat, ptr noundef readonly captures(none) %zqdat, ptr noundef readonly captures(none) %zrdat, ptr noundef readonly captures(none) %zmdat, i64 noundef %jn, i64 noundef %kn) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %1 = shl nuw nsw i32 %0, 3, !dbg !19
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %3 = add nuw nsw i32 %2, 1, !dbg !23
  %narrow = add nuw nsw i32 %3, %1, !dbg !24
  %add3 = zext nneg i32 %narrow to i64, !dbg !24
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %mul5 = shl i32 %4, 5, !dbg !28
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %add6 = add nuw nsw i32 %5, 1, !dbg !32
  %add8 = add i32 %add6, %mul5, !dbg !33
  %conv9 = zext i32 %add8 to i64, !dbg !34
  %sub = add nsw i64 %kn, -1, !dbg !35
  %cmp = icmp sgt i64 %sub, %add3, !dbg !36
  %sub10 = add nsw i64 %jn, -1
  %cmp11 = icmp sgt i64 %sub10, %conv9
  %or.cond = select i1 %cmp, i1 %cmp11, i1 false, !dbg !37
  br i1 %or.cond, label %if.then, label %if.end, !dbg !37

if.then:                                          ; preds = %entry
  %sub12 = add nsw i64 %conv9, -1, !dbg !38
  %add13 = add nuw nsw i64 %add3, 1, !dbg !38
  %mul14 = mul nsw i64 %jn, %add13, !dbg !38
  %add15 = add nsw i64 %mul14, %sub12, !dbg !38
  %arrayidx = getelementptr inbounds double, ptr %zpdat, i64 %add15, !dbg !38
  %6 = load double, ptr %arrayidx, align 8, !dbg !38, !tbaa !39
  %arrayidx20 = getelementptr inbounds double, ptr %zqdat, i64 %add15, !dbg !38
  %7 = load double, ptr %arrayidx20, align 8, !dbg !38, !tbaa !39
  %add21 = fadd contract double %6, %7, !dbg !38
  %mul23 = mul nsw i64 %jn, %add3, !dbg !38
  %add24 = add nsw i64 %mul23, %sub12, !dbg !38
  %arrayidx25 = getelementptr inbounds double, ptr %zpdat, i64 %add24, !dbg !38
  %8 = load double, ptr %arrayidx25, align 8, !dbg !38, !tbaa !39
  %sub26 = fsub contract double %add21, %8, !dbg !38
  %arrayidx30 = getelementptr inbounds double, ptr %zqdat, i64 %add24, !dbg !38
  %9 = load double, ptr %arrayidx30, align 8, !dbg !38, !tbaa !39
  %sub31 = fsub contract double %sub26, %9, !dbg !38
  %add33 = add nsw i64 %mul23, %conv9, !dbg !38
  %arrayidx34 = getelementptr inbounds double, ptr %zrdat, i64 %add33, !dbg !38
  %10 = load double, ptr %arrayidx34, align 8, !dbg !38, !tbaa !39
  %arrayidx38 = getelementptr inbounds double, ptr %zrdat, i64 %add24, !dbg !38
  %11 = load double, ptr %arrayidx38, align 8, !dbg !38, !tbaa !39
  %add39 = fadd contract double %10, %11, !dbg !38
  %mul40 = fmul contract double %sub31, %add39, !dbg !38
  %arrayidx44 = getelementptr inbounds double, ptr %zmdat, i64 %add24, !dbg !38
  %12 = load double, ptr %arrayidx44, align 8, !dbg !38, !tbaa !39
  %arrayidx49 = getelementptr inbounds double, ptr %zmdat, i64 %add15, !dbg !38
  %13 = load double, ptr %arrayidx49, align 8, !dbg !38, !tbaa !39
  %add50 = fadd contract double %12, %13, !dbg !38
  %div = fdiv contract double %mul40, %add50, !dbg !38
  %arrayidx53 = getelementptr inbounds double, ptr %zadat, i64 %add33, !dbg !38
  store double %div, ptr %arrayidx53, align 8, !dbg !38, !tbaa !39
  %14 = load double, ptr %arrayidx25, align 8, !dbg !38, !tbaa !39
  %15 = load double, ptr %arrayidx30, align 8, !dbg !38, !tbaa !39
  %add62 = fadd contract double %14, %15, !dbg !38
  %arrayidx65 = getelementptr inbounds double, ptr %zpdat, i64 %add33, !dbg !38
  %16 = load double, ptr %arrayidx65, align 8, !dbg !38, !tbaa !39
  %sub66 = fsub contract double %add62, %16, !dbg !38
  %arrayidx69 = getelementptr inbounds double, ptr %zqdat, i64 %add33, !dbg !38
  %17 = load double, ptr %arrayidx69, align 8, !dbg !38, !tbaa !39
  %sub70 = fsub contract double %sub66, %17, !dbg !38
  %18 = load double, ptr %arrayidx34, align 8, !dbg !38, !tbaa !39
  %sub74 = add nsw i64 %add3, -1, !dbg !38
  %mul75 = mul nsw i64 %jn, %sub74, !dbg !38
  %19 = getelementptr double, ptr %zrdat, i64 %mul75, !dbg !38
  %arrayidx77 = getelementptr double, ptr %19, i64 %conv9, !dbg !38
  %20 = load double, ptr %arrayidx77, align 8, !dbg !38, !tbaa !39
  %add78 = fadd contract double %18, %20, !dbg !38
  %mul79 = fmul contract double %sub70, %add78, !dbg !38
  %arrayidx82 = getelementptr inbounds double, ptr %zmdat, i64 %add33, !dbg !38
  %21 = load double, ptr %arrayidx82, align 8, !dbg !38, !tbaa !39
  %22 = load double, ptr %arrayidx44, align 8, !dbg !38, !tbaa !39
  %add87 = fadd contract double %21, %22, !dbg !38
  %div88 = fdiv contract double %mul79, %add87, !dbg !38
  %arrayidx91 = getelementptr inbounds double, ptr %zbdat, i64 %add33, !dbg !38
  store double %div88, ptr %arrayidx91, align 8, !dbg !38, !tbaa !39
  br label %if.end, !dbg !41

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !42
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9hydro_2d2PdS_S_S_S_S_dll(ptr noundef captures(none) %zudat, ptr noundef captures(none) %zvdat, ptr noundef readonly captures(none) %zadat, ptr noundef readonly captures(none) %zbdat, ptr noundef readonly captures(none) %zzdat, ptr noundef readonly captures(none) %zrdat, double noundef %s, i64 noundef %jn, i64 noundef %kn) local_unnamed_addr #0 !dbg !43 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !44
  %1 = shl nuw nsw i32 %0, 3, !dbg !46
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !47
  %3 = add nuw nsw i32 %2, 1, !dbg !49
  %narrow = add nuw nsw i32 %3, %1, !dbg !50
  %add3 = zext nneg i32 %narrow to i64, !dbg !50
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %mul5 = shl i32 %4, 5, !dbg !53
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %add6 = add nuw nsw i32 %5, 1, !dbg !56
  %add8 = add i32 %add6, %mul5, !dbg !57
  %conv9 = zext i32 %add8 to i64, !dbg !58
  %sub = add nsw i64 %kn, -1, !dbg !59
  %cmp = icmp sgt i64 %sub, %add3, !dbg !60
  %sub10 = add nsw i64 %jn, -1
  %cmp11 = icmp sgt i64 %sub10, %conv9
  %or.cond = select i1 %cmp, i1 %cmp11, i1 false, !dbg !61
  br i1 %or.cond, label %if.then, label %if.end, !dbg !61

if.then:                                          ; preds = %entry
  %mul12 = mul nsw i64 %jn, %add3, !dbg !62
  %add13 = add nsw i64 %mul12, %conv9, !dbg !62
  %arrayidx = getelementptr inbounds double, ptr %zadat, i64 %add13, !dbg !62
  %6 = load double, ptr %arrayidx, align 8, !dbg !62, !tbaa !39
  %arrayidx16 = getelementptr inbounds double, ptr %zzdat, i64 %add13, !dbg !62
  %7 = load double, ptr %arrayidx16, align 8, !dbg !62, !tbaa !39
  %add17 = add nuw nsw i64 %conv9, 1, !dbg !62
  %add19 = add nsw i64 %add17, %mul12, !dbg !62
  %arrayidx20 = getelementptr inbounds double, ptr %zzdat, i64 %add19, !dbg !62
  %8 = load double, ptr %arrayidx20, align 8, !dbg !62, !tbaa !39
  %sub21 = fsub contract double %7, %8, !dbg !62
  %mul22 = fmul contract double %6, %sub21, !dbg !62
  %sub23 = add nsw i64 %conv9, -1, !dbg !62
  %add25 = add nsw i64 %sub23, %mul12, !dbg !62
  %arrayidx26 = getelementptr inbounds double, ptr %zadat, i64 %add25, !dbg !62
  %9 = load double, ptr %arrayidx26, align 8, !dbg !62, !tbaa !39
  %arrayidx33 = getelementptr inbounds double, ptr %zzdat, i64 %add25, !dbg !62
  %10 = load double, ptr %arrayidx33, align 8, !dbg !62, !tbaa !39
  %sub34 = fsub contract double %7, %10, !dbg !62
  %mul35 = fmul contract double %9, %sub34, !dbg !62
  %sub36 = fsub contract double %mul22, %mul35, !dbg !62
  %arrayidx39 = getelementptr inbounds double, ptr %zbdat, i64 %add13, !dbg !62
  %11 = load double, ptr %arrayidx39, align 8, !dbg !62, !tbaa !39
  %sub43 = add nsw i64 %add3, -1, !dbg !62
  %mul44 = mul nsw i64 %jn, %sub43, !dbg !62
  %add45 = add nsw i64 %mul44, %conv9, !dbg !62
  %arrayidx46 = getelementptr inbounds double, ptr %zzdat, i64 %add45, !dbg !62
  %12 = load double, ptr %arrayidx46, align 8, !dbg !62, !tbaa !39
  %sub47 = fsub contract double %7, %12, !dbg !62
  %mul48 = fmul contract double %11, %sub47, !dbg !62
  %sub49 = fsub contract double %sub36, %mul48, !dbg !62
  %add50 = add nuw nsw i64 %add3, 1, !dbg !62
  %mul51 = mul nsw i64 %jn, %add50, !dbg !62
  %add52 = add nsw i64 %mul51, %conv9, !dbg !62
  %arrayidx53 = getelementptr inbounds double, ptr %zbdat, i64 %add52, !dbg !62
  %13 = load double, ptr %arrayidx53, align 8, !dbg !62, !tbaa !39
  %arrayidx60 = getelementptr inbounds double, ptr %zzdat, i64 %add52, !dbg !62
  %14 = load double, ptr %arrayidx60, align 8, !dbg !62, !tbaa !39
  %sub61 = fsub contract double %7, %14, !dbg !62
  %mul62 = fmul contract double %13, %sub61, !dbg !62
  %add63 = fadd contract double %sub49, %mul62, !dbg !62
  %mul64 = fmul contract double %s, %add63, !dbg !62
  %arrayidx67 = getelementptr inbounds double, ptr %zudat, i64 %add13, !dbg !62
  %15 = load double, ptr %arrayidx67, align 8, !dbg !62, !tbaa !39
  %add68 = fadd contract double %15, %mul64, !dbg !62
  store double %add68, ptr %arrayidx67, align 8, !dbg !62, !tbaa !39
  %16 = load double, ptr %arrayidx, align 8, !dbg !62, !tbaa !39
  %arrayidx74 = getelementptr inbounds double, ptr %zrdat, i64 %add13, !dbg !62
  %17 = load double, ptr %arrayidx74, align 8, !dbg !62, !tbaa !39
  %arrayidx78 = getelementptr inbounds double, ptr %zrdat, i64 %add19, !dbg !62
  %18 = load double, ptr %arrayidx78, align 8, !dbg !62, !tbaa !39
  %sub79 = fsub contract double %17, %18, !dbg !62
  %mul80 = fmul contract double %16, %sub79, !dbg !62
  %19 = load double, ptr %arrayidx26, align 8, !dbg !62, !tbaa !39
  %arrayidx91 = getelementptr inbounds double, ptr %zrdat, i64 %add25, !dbg !62
  %20 = load double, ptr %arrayidx91, align 8, !dbg !62, !tbaa !39
  %sub92 = fsub contract double %17, %20, !dbg !62
  %mul93 = fmul contract double %19, %sub92, !dbg !62
  %sub94 = fsub contract double %mul80, %mul93, !dbg !62
  %21 = load double, ptr %arrayidx39, align 8, !dbg !62, !tbaa !39
  %arrayidx104 = getelementptr inbounds double, ptr %zrdat, i64 %add45, !dbg !62
  %22 = load double, ptr %arrayidx104, align 8, !dbg !62, !tbaa !39
  %sub105 = fsub contract double %17, %22, !dbg !62
  %mul106 = fmul contract double %21, %sub105, !dbg !62
  %sub107 = fsub contract double %sub94, %mul106, !dbg !62
  %23 = load double, ptr %arrayidx53, align 8, !dbg !62, !tbaa !39
  %arrayidx118 = getelementptr inbounds double, ptr %zrdat, i64 %add52, !dbg !62
  %24 = load double, ptr %arrayidx118, align 8, !dbg !62, !tbaa !39
  %sub119 = fsub contract double %17, %24, !dbg !62
  %mul120 = fmul contract double %23, %sub119, !dbg !62
  %add121 = fadd contract double %sub107, %mul120, !dbg !62
  %mul122 = fmul contract double %s, %add121, !dbg !62
  %arrayidx125 = getelementptr inbounds double, ptr %zvdat, i64 %add13, !dbg !62
  %25 = load double, ptr %arrayidx125, align 8, !dbg !62, !tbaa !39
  %add126 = fadd contract double %25, %mul122, !dbg !62
  store double %add126, ptr %arrayidx125, align 8, !dbg !62, !tbaa !39
  br label %if.end, !dbg !63

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !64
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9hydro_2d3PdS_S_S_S_S_dll(ptr noundef writeonly captures(none) %zroutdat, ptr noundef writeonly captures(none) %zzoutdat, ptr noundef readonly captures(none) %zrdat, ptr noundef readonly captures(none) %zudat, ptr noundef readonly captures(none) %zzdat, ptr noundef readonly captures(none) %zvdat, double noundef %t, i64 noundef %jn, i64 noundef %kn) local_unnamed_addr #0 !dbg !65 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !66
  %1 = shl nuw nsw i32 %0, 3, !dbg !68
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !69
  %3 = add nuw nsw i32 %2, 1, !dbg !71
  %narrow = add nuw nsw i32 %3, %1, !dbg !72
  %add3 = zext nneg i32 %narrow to i64, !dbg !72
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !73
  %mul5 = shl i32 %4, 5, !dbg !75
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !76
  %add6 = add nuw nsw i32 %5, 1, !dbg !78
  %add8 = add i32 %add6, %mul5, !dbg !79
  %conv9 = zext i32 %add8 to i64, !dbg !80
  %sub = add nsw i64 %kn, -1, !dbg !81
  %cmp = icmp sgt i64 %sub, %add3, !dbg !82
  %sub10 = add nsw i64 %jn, -1
  %cmp11 = icmp sgt i64 %sub10, %conv9
  %or.cond = select i1 %cmp, i1 %cmp11, i1 false, !dbg !83
  br i1 %or.cond, label %if.then, label %if.end, !dbg !83

if.then:                                          ; preds = %entry
  %mul12 = mul nsw i64 %jn, %add3, !dbg !84
  %add13 = add nsw i64 %mul12, %conv9, !dbg !84
  %arrayidx = getelementptr inbounds double, ptr %zrdat, i64 %add13, !dbg !84
  %6 = load double, ptr %arrayidx, align 8, !dbg !84, !tbaa !39
  %arrayidx16 = getelementptr inbounds double, ptr %zudat, i64 %add13, !dbg !84
  %7 = load double, ptr %arrayidx16, align 8, !dbg !84, !tbaa !39
  %mul17 = fmul contract double %t, %7, !dbg !84
  %add18 = fadd contract double %6, %mul17, !dbg !84
  %arrayidx21 = getelementptr inbounds double, ptr %zroutdat, i64 %add13, !dbg !84
  store double %add18, ptr %arrayidx21, align 8, !dbg !84, !tbaa !39
  %arrayidx24 = getelementptr inbounds double, ptr %zzdat, i64 %add13, !dbg !84
  %8 = load double, ptr %arrayidx24, align 8, !dbg !84, !tbaa !39
  %arrayidx27 = getelementptr inbounds double, ptr %zvdat, i64 %add13, !dbg !84
  %9 = load double, ptr %arrayidx27, align 8, !dbg !84, !tbaa !39
  %mul28 = fmul contract double %t, %9, !dbg !84
  %add29 = fadd contract double %8, %mul28, !dbg !84
  %arrayidx32 = getelementptr inbounds double, ptr %zzoutdat, i64 %add13, !dbg !84
  store double %add29, ptr %arrayidx32, align 8, !dbg !84, !tbaa !39
  br label %if.end, !dbg !85

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !86
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
!1 = !DIFile(filename: "HYDRO_2D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "hydro_2d1", scope: !1, file: !1, line: 121, type: !13, scopeLine: 125, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 126, column: 23, scope: !12)
!19 = !DILocation(line: 126, column: 34, scope: !12)
!20 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 126, column: 51, scope: !12)
!23 = !DILocation(line: 126, column: 21, scope: !12)
!24 = !DILocation(line: 126, column: 49, scope: !12)
!25 = !DILocation(line: 45, column: 23, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 127, column: 23, scope: !12)
!28 = !DILocation(line: 127, column: 34, scope: !12)
!29 = !DILocation(line: 44, column: 24, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 127, column: 51, scope: !12)
!32 = !DILocation(line: 127, column: 21, scope: !12)
!33 = !DILocation(line: 127, column: 49, scope: !12)
!34 = !DILocation(line: 127, column: 19, scope: !12)
!35 = !DILocation(line: 129, column: 14, scope: !12)
!36 = !DILocation(line: 129, column: 10, scope: !12)
!37 = !DILocation(line: 129, column: 17, scope: !12)
!38 = !DILocation(line: 130, column: 6, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !10, i64 0}
!41 = !DILocation(line: 131, column: 4, scope: !12)
!42 = !DILocation(line: 132, column: 1, scope: !12)
!43 = distinct !DISubprogram(name: "hydro_2d2", scope: !1, file: !1, line: 139, type: !13, scopeLine: 144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !45)
!45 = distinct !DILocation(line: 145, column: 23, scope: !43)
!46 = !DILocation(line: 145, column: 34, scope: !43)
!47 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !48)
!48 = distinct !DILocation(line: 145, column: 51, scope: !43)
!49 = !DILocation(line: 145, column: 21, scope: !43)
!50 = !DILocation(line: 145, column: 49, scope: !43)
!51 = !DILocation(line: 45, column: 23, scope: !26, inlinedAt: !52)
!52 = distinct !DILocation(line: 146, column: 23, scope: !43)
!53 = !DILocation(line: 146, column: 34, scope: !43)
!54 = !DILocation(line: 44, column: 24, scope: !30, inlinedAt: !55)
!55 = distinct !DILocation(line: 146, column: 51, scope: !43)
!56 = !DILocation(line: 146, column: 21, scope: !43)
!57 = !DILocation(line: 146, column: 49, scope: !43)
!58 = !DILocation(line: 146, column: 19, scope: !43)
!59 = !DILocation(line: 148, column: 14, scope: !43)
!60 = !DILocation(line: 148, column: 10, scope: !43)
!61 = !DILocation(line: 148, column: 17, scope: !43)
!62 = !DILocation(line: 149, column: 6, scope: !43)
!63 = !DILocation(line: 150, column: 4, scope: !43)
!64 = !DILocation(line: 151, column: 1, scope: !43)
!65 = distinct !DISubprogram(name: "hydro_2d3", scope: !1, file: !1, line: 158, type: !13, scopeLine: 163, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !67)
!67 = distinct !DILocation(line: 164, column: 23, scope: !65)
!68 = !DILocation(line: 164, column: 34, scope: !65)
!69 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !70)
!70 = distinct !DILocation(line: 164, column: 51, scope: !65)
!71 = !DILocation(line: 164, column: 21, scope: !65)
!72 = !DILocation(line: 164, column: 49, scope: !65)
!73 = !DILocation(line: 45, column: 23, scope: !26, inlinedAt: !74)
!74 = distinct !DILocation(line: 165, column: 23, scope: !65)
!75 = !DILocation(line: 165, column: 34, scope: !65)
!76 = !DILocation(line: 44, column: 24, scope: !30, inlinedAt: !77)
!77 = distinct !DILocation(line: 165, column: 51, scope: !65)
!78 = !DILocation(line: 165, column: 21, scope: !65)
!79 = !DILocation(line: 165, column: 49, scope: !65)
!80 = !DILocation(line: 165, column: 19, scope: !65)
!81 = !DILocation(line: 167, column: 14, scope: !65)
!82 = !DILocation(line: 167, column: 10, scope: !65)
!83 = !DILocation(line: 167, column: 17, scope: !65)
!84 = !DILocation(line: 168, column: 6, scope: !65)
!85 = !DILocation(line: 169, column: 4, scope: !65)
!86 = !DILocation(line: 170, column: 1, scope: !65)
