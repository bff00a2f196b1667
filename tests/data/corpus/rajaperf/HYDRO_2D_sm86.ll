; ModuleID = 'HYDRO_2D.cu'
source_filename = "HYDRO_2D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9hydro_2d1PdS_S_S_S_S_ll(ptr noundef writeonly captures(none) %zadat, ptr noundef writeonly captures(none) %zbdat, ptr noundef readonly captures(none) %zpdat, ptr noundef readonly captures(none) %zqdat, ptr noundef readonly captures(none) %zrdat, ptr noundef readonly captures(none) %zmdat, i64 noundef %jn, i64 noundef %kn) local_unnamed_addr #0 !dbg !12 {
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
  %sub = add nsw i64 %kn, -1, !dbg !36
  %cmp = icmp sgt i64 %sub, %conv, !dbg !37
  %sub9 = add nsw i64 %jn, -1
  %cmp10 = icmp sgt i64 %sub9, %conv8
  %or.cond = select i1 %cmp, i1 %cmp10, i1 false, !dbg !38
  br i1 %or.cond, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %sub11 = add nsw i64 %conv8, -1, !dbg !39
  %add12 = add nuw nsw i64 %conv, 1, !dbg !39
  %mul13 = mul nsw i64 %jn, %add12, !dbg !39
  %add14 = add nsw i64 %mul13, %sub11, !dbg !39
  %arrayidx = getelementptr inbounds double, ptr %zpdat, i64 %add14, !dbg !39
  %4 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !40
  %arrayidx19 = getelementptr inbounds double, ptr %zqdat, i64 %add14, !dbg !39
  %5 = load double, ptr %arrayidx19, align 8, !dbg !39, !tbaa !40
  %add20 = fadd contract double %4, %5, !dbg !39
  %mul22 = mul nsw i64 %jn, %conv, !dbg !39
  %add23 = add nsw i64 %mul22, %sub11, !dbg !39
  %arrayidx24 = getelementptr inbounds double, ptr %zpdat, i64 %add23, !dbg !39
  %6 = load double, ptr %arrayidx24, align 8, !dbg !39, !tbaa !40
  %sub25 = fsub contract double %add20, %6, !dbg !39
  %arrayidx29 = getelementptr inbounds double, ptr %zqdat, i64 %add23, !dbg !39
  %7 = load double, ptr %arrayidx29, align 8, !dbg !39, !tbaa !40
  %sub30 = fsub contract double %sub25, %7, !dbg !39
  %add32 = add nsw i64 %mul22, %conv8, !dbg !39
  %arrayidx33 = getelementptr inbounds double, ptr %zrdat, i64 %add32, !dbg !39
  %8 = load double, ptr %arrayidx33, align 8, !dbg !39, !tbaa !40
  %arrayidx37 = getelementptr inbounds double, ptr %zrdat, i64 %add23, !dbg !39
  %9 = load double, ptr %arrayidx37, align 8, !dbg !39, !tbaa !40
  %add38 = fadd contract double %8, %9, !dbg !39
  %mul39 = fmul contract double %sub30, %add38, !dbg !39
  %arrayidx43 = getelementptr inbounds double, ptr %zmdat, i64 %add23, !dbg !39
  %10 = load double, ptr %arrayidx43, align 8, !dbg !39, !tbaa !40
  %arrayidx48 = getelementptr inbounds double, ptr %zmdat, i64 %add14, !dbg !39
  %11 = load double, ptr %arrayidx48, align 8, !dbg !39, !tbaa !40
  %add49 = fadd contract double %10, %11, !dbg !39
  %div = fdiv contract double %mul39, %add49, !dbg !39
  %arrayidx52 = getelementptr inbounds double, ptr %zadat, i64 %add32, !dbg !39
  store double %div, ptr %arrayidx52, align 8, !dbg !39, !tbaa !40
  %12 = load double, ptr %arrayidx24, align 8, !dbg !39, !tbaa !40
  %13 = load double, ptr %arrayidx29, align 8, !dbg !39, !tbaa !40
  %add61 = fadd contract double %12, %13, !dbg !39
  %arrayidx64 = getelementptr inbounds double, ptr %zpdat, i64 %add32, !dbg !39
  %14 = load double, ptr %arrayidx64, align 8, !dbg !39, !tbaa !40
  %sub65 = fsub contract double %add61, %14, !dbg !39
  %arrayidx68 = getelementptr inbounds double, ptr %zqdat, i64 %add32, !dbg !39
  %15 = load double, ptr %arrayidx68, align 8, !dbg !39, !tbaa !40
  %sub69 = fsub contract double %sub65, %15, !dbg !39
  %16 = load double, ptr %arrayidx33, align 8, !dbg !39, !tbaa !40
  %sub73 = add nsw i64 %conv, -1, !dbg !39
  %mul74 = mul nsw i64 %jn, %sub73, !dbg !39
  %17 = getelementptr double, ptr %zrdat, i64 %mul74, !dbg !39
  %arrayidx76 = getelementptr double, ptr %17, i64 %conv8, !dbg !39
  %18 = load double, ptr %arrayidx76, align 8, !dbg !39, !tbaa !40
  %add77 = fadd contract double %16, %18, !dbg !39
  %mul78 = fmul contract double %sub69, %add77, !dbg !39
  %arrayidx81 = getelementptr inbounds double, ptr %zmdat, i64 %add32, !dbg !39
  %19 = load double, ptr %arrayidx81, align 8, !dbg !39, !tbaa !40
  %20 = load double, ptr %arrayidx43, align 8, !dbg !39, !tbaa !40
  %add86 = fadd contract double %19, %20, !dbg !39
  %div87 = fdiv contract double %mul78, %add86, !dbg !39
  %arrayidx90 = getelementptr inbounds double, ptr %zbdat, i64 %add32, !dbg !39
  store double %div87, ptr %arrayidx90, align 8, !dbg !39, !tbaa !40
  br label %if.end, !dbg !42

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9hydro_2d2PdS_S_S_S_S_dll(ptr noundef captures(none) %zudat, ptr noundef captures(none) %zvdat, ptr noundef readonly captures(none) %zadat, ptr noundef readonly captures(none) %zbdat, ptr noundef readonly captures(none) %zzdat, ptr noundef readonly captures(none) %zrdat, double noundef %s, i64 noundef %jn, i64 noundef %kn) local_unnamed_addr #0 !dbg !44 {
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
  %sub = add nsw i64 %kn, -1, !dbg !61
  %cmp = icmp sgt i64 %sub, %conv, !dbg !62
  %sub9 = add nsw i64 %jn, -1
  %cmp10 = icmp sgt i64 %sub9, %conv8
  %or.cond = select i1 %cmp, i1 %cmp10, i1 false, !dbg !63
  br i1 %or.cond, label %if.then, label %if.end, !dbg !63

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i64 %jn, %conv, !dbg !64
  %add12 = add nsw i64 %mul11, %conv8, !dbg !64
  %arrayidx = getelementptr inbounds double, ptr %zadat, i64 %add12, !dbg !64
  %4 = load double, ptr %arrayidx, align 8, !dbg !64, !tbaa !40
  %arrayidx15 = getelementptr inbounds double, ptr %zzdat, i64 %add12, !dbg !64
  %5 = load double, ptr %arrayidx15, align 8, !dbg !64, !tbaa !40
  %add16 = add nuw nsw i64 %conv8, 1, !dbg !64
  %add18 = add nsw i64 %add16, %mul11, !dbg !64
  %arrayidx19 = getelementptr inbounds double, ptr %zzdat, i64 %add18, !dbg !64
  %6 = load double, ptr %arrayidx19, align 8, !dbg !64, !tbaa !40
  %sub20 = fsub contract double %5, %6, !dbg !64
  %mul21 = fmul contract double %4, %sub20, !dbg !64
  %sub22 = add nsw i64 %conv8, -1, !dbg !64
  %add24 = add nsw i64 %sub22, %mul11, !dbg !64
  %arrayidx25 = getelementptr inbounds double, ptr %zadat, i64 %add24, !dbg !64
  %7 = load double, ptr %arrayidx25, align 8, !dbg !64, !tbaa !40
  %arrayidx32 = getelementptr inbounds double, ptr %zzdat, i64 %add24, !dbg !64
  %8 = load double, ptr %arrayidx32, align 8, !dbg !64, !tbaa !40
  %sub33 = fsub contract double %5, %8, !dbg !64
  %mul34 = fmul contract double %7, %sub33, !dbg !64
  %sub35 = fsub contract double %mul21, %mul34, !dbg !64
  %arrayidx38 = getelementptr inbounds double, ptr %zbdat, i64 %add12, !dbg !64
  %9 = load double, ptr %arrayidx38, align 8, !dbg !64, !tbaa !40
  %sub42 = add nsw i64 %conv, -1, !dbg !64
  %mul43 = mul nsw i64 %jn, %sub42, !dbg !64
  %add44 = add nsw i64 %mul43, %conv8, !dbg !64
  %arrayidx45 = getelementptr inbounds double, ptr %zzdat, i64 %add44, !dbg !64
  %10 = load double, ptr %arrayidx45, align 8, !dbg !64, !tbaa !40
  %sub46 = fsub contract double %5, %10, !dbg !64
  %mul47 = fmul contract double %9, %sub46, !dbg !64
  %sub48 = fsub contract double %sub35, %mul47, !dbg !64
  %add49 = add nuw nsw i64 %conv, 1, !dbg !64
  %mul50 = mul nsw i64 %jn, %add49, !dbg !64
  %add51 = add nsw i64 %mul50, %conv8, !dbg !64
  %arrayidx52 = getelementptr inbounds double, ptr %zbdat, i64 %add51, !dbg !64
  %11 = load double, ptr %arrayidx52, align 8, !dbg !64, !tbaa !40
  %arrayidx59 = getelementptr inbounds double, ptr %zzdat, i64 %add51, !dbg !64
  %12 = load double, ptr %arrayidx59, align 8, !dbg !64, !tbaa !40
  %sub60 = fsub contract double %5, %12, !dbg !64
  %mul61 = fmul contract double %11, %sub60, !dbg !64
  %add62 = fadd contract double %sub48, %mul61, !dbg !64
  %mul63 = fmul contract double %s, %add62, !dbg !64
  %arrayidx66 = getelementptr inbounds double, ptr %zudat, i64 %add12, !dbg !64
  %13 = load double, ptr %arrayidx66, align 8, !dbg !64, !tbaa !40
  %add67 = fadd contract double %13, %mul63, !dbg !64
  store double %add67, ptr %arrayidx66, align 8, !dbg !64, !tbaa !40
  %14 = load double, ptr %arrayidx, align 8, !dbg !64, !tbaa !40
  %arrayidx73 = getelementptr inbounds double, ptr %zrdat, i64 %add12, !dbg !64
  %15 = load double, ptr %arrayidx73, align 8, !dbg !64, !tbaa !40
  %arrayidx77 = getelementptr inbounds double, ptr %zrdat, i64 %add18, !dbg !64
  %16 = load double, ptr %arrayidx77, align 8, !dbg !64, !tbaa !40
  %sub78 = fsub contract double %15, %16, !dbg !64
  %mul79 = fmul contract double %14, %sub78, !dbg !64
  %17 = load double, ptr %arrayidx25, align 8, !dbg !64, !tbaa !40
  %arrayidx90 = getelementptr inbounds double, ptr %zrdat, i64 %add24, !dbg !64
  %18 = load double, ptr %arrayidx90, align 8, !dbg !64, !tbaa !40
  %sub91 = fsub contract double %15, %18, !dbg !64
  %mul92 = fmul contract double %17, %sub91, !dbg !64
  %sub93 = fsub contract double %mul79, %mul92, !dbg !64
  %19 = load double, ptr %arrayidx38, align 8, !dbg !64, !tbaa !40
  %arrayidx103 = getelementptr inbounds double, ptr %zrdat, i64 %add44, !dbg !64
  %20 = load double, ptr %arrayidx103, align 8, !dbg !64, !tbaa !40
  %sub104 = fsub contract double %15, %20, !dbg !64
  %mul105 = fmul contract double %19, %sub104, !dbg !64
  %sub106 = fsub contract double %sub93, %mul105, !dbg !64
  %21 = load double, ptr %arrayidx52, align 8, !dbg !64, !tbaa !40
  %arrayidx117 = getelementptr inbounds double, ptr %zrdat, i64 %add51, !dbg !64
  %22 = load double, ptr %arrayidx117, align 8, !dbg !64, !tbaa !40
  %sub118 = fsub contract double %15, %22, !dbg !64
  %mul119 = fmul contract double %21, %sub118, !dbg !64
  %add120 = fadd contract double %sub106, %mul119, !dbg !64
  %mul121 = fmul contract double %s, %add120, !dbg !64
  %arrayidx124 = getelementptr inbounds double, ptr %zvdat, i64 %add12, !dbg !64
  %23 = load double, ptr %arrayidx124, align 8, !dbg !64, !tbaa !40
  %add125 = fadd contract double %23, %mul121, !dbg !64
  store double %add125, ptr %arrayidx124, align 8, !dbg !64, !tbaa !40
  br label %if.end, !dbg !65

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !66
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9hydro_2d3PdS_S_S_S_S_dll(ptr noundef writeonly captures(none) %zroutdat, ptr noundef writeonly captures(none) %zzoutdat, ptr noundef readonly captures(none) %zrdat, ptr noundef readonly captures(none) %zudat, ptr noundef readonly captures(none) %zzdat, ptr noundef readonly captures(none) %zvdat, double noundef %t, i64 noundef %jn, i64 noundef %kn) local_unnamed_addr #0 !dbg !67 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !68
  %mul = shl nuw nsw i32 %0, 3, !dbg !70
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !71
  %add = add nuw nsw i32 %1, 1, !dbg !73
  %add2 = add nuw nsw i32 %add, %mul, !dbg !74
  %conv = zext nneg i32 %add2 to i64, !dbg !75
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !76
  %mul4 = shl i32 %2, 5, !dbg !78
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !79
  %add5 = add nuw nsw i32 %3, 1, !dbg !81
  %add7 = add i32 %add5, %mul4, !dbg !82
  %conv8 = zext i32 %add7 to i64, !dbg !83
  %sub = add nsw i64 %kn, -1, !dbg !84
  %cmp = icmp sgt i64 %sub, %conv, !dbg !85
  %sub9 = add nsw i64 %jn, -1
  %cmp10 = icmp sgt i64 %sub9, %conv8
  %or.cond = select i1 %cmp, i1 %cmp10, i1 false, !dbg !86
  br i1 %or.cond, label %if.then, label %if.end, !dbg !86

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i64 %jn, %conv, !dbg !87
  %add12 = add nsw i64 %mul11, %conv8, !dbg !87
  %arrayidx = getelementptr inbounds double, ptr %zrdat, i64 %add12, !dbg !87
  %4 = load double, ptr %arrayidx, align 8, !dbg !87, !tbaa !40
  %arrayidx15 = getelementptr inbounds double, ptr %zudat, i64 %add12, !dbg !87
  %5 = load double, ptr %arrayidx15, align 8, !dbg !87, !tbaa !40
  %mul16 = fmul contract double %t, %5, !dbg !87
  %add17 = fadd contract double %4, %mul16, !dbg !87
  %arrayidx20 = getelementptr inbounds double, ptr %zroutdat, i64 %add12, !dbg !87
  store double %add17, ptr %arrayidx20, align 8, !dbg !87, !tbaa !40
  %arrayidx23 = getelementptr inbounds double, ptr %zzdat, i64 %add12, !dbg !87
  %6 = load double, ptr %arrayidx23, align 8, !dbg !87, !tbaa !40
  %arrayidx26 = getelementptr inbounds double, ptr %zvdat, i64 %add12, !dbg !87
  %7 = load double, ptr %arrayidx26, align 8, !dbg !87, !tbaa !40
  %mul27 = fmul contract double %t, %7, !dbg !87
  %add28 = fadd contract double %6, %mul27, !dbg !87
  %arrayidx31 = getelementptr inbounds double, ptr %zzoutdat, i64 %add12, !dbg !87
  store double %add28, ptr %arrayidx31, align 8, !dbg !87, !tbaa !40
  br label %if.end, !dbg !88

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !89
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
!12 = distinct !DISubprogram(name: "hydro_2d1", scope: !1, file: !1, line: 111, type: !13, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 116, column: 23, scope: !12)
!19 = !DILocation(line: 116, column: 34, scope: !12)
!20 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 116, column: 51, scope: !12)
!23 = !DILocation(line: 116, column: 21, scope: !12)
!24 = !DILocation(line: 116, column: 49, scope: !12)
!25 = !DILocation(line: 116, column: 19, scope: !12)
!26 = !DILocation(line: 43, column: 23, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 117, column: 23, scope: !12)
!29 = !DILocation(line: 117, column: 34, scope: !12)
!30 = !DILocation(line: 42, column: 24, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 117, column: 51, scope: !12)
!33 = !DILocation(line: 117, column: 21, scope: !12)
!34 = !DILocation(line: 117, column: 49, scope: !12)
!35 = !DILocation(line: 117, column: 19, scope: !12)
!36 = !DILocation(line: 119, column: 14, scope: !12)
!37 = !DILocation(line: 119, column: 10, scope: !12)
!38 = !DILocation(line: 119, column: 17, scope: !12)
!39 = !DILocation(line: 120, column: 6, scope: !12)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !10, i64 0}
!42 = !DILocation(line: 121, column: 4, scope: !12)
!43 = !DILocation(line: 122, column: 1, scope: !12)
!44 = distinct !DISubprogram(name: "hydro_2d2", scope: !1, file: !1, line: 129, type: !13, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !46)
!46 = distinct !DILocation(line: 135, column: 23, scope: !44)
!47 = !DILocation(line: 135, column: 34, scope: !44)
!48 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !49)
!49 = distinct !DILocation(line: 135, column: 51, scope: !44)
!50 = !DILocation(line: 135, column: 21, scope: !44)
!51 = !DILocation(line: 135, column: 49, scope: !44)
!52 = !DILocation(line: 135, column: 19, scope: !44)
!53 = !DILocation(line: 43, column: 23, scope: !27, inlinedAt: !54)
!54 = distinct !DILocation(line: 136, column: 23, scope: !44)
!55 = !DILocation(line: 136, column: 34, scope: !44)
!56 = !DILocation(line: 42, column: 24, scope: !31, inlinedAt: !57)
!57 = distinct !DILocation(line: 136, column: 51, scope: !44)
!58 = !DILocation(line: 136, column: 21, scope: !44)
!59 = !DILocation(line: 136, column: 49, scope: !44)
!60 = !DILocation(line: 136, column: 19, scope: !44)
!61 = !DILocation(line: 138, column: 14, scope: !44)
!62 = !DILocation(line: 138, column: 10, scope: !44)
!63 = !DILocation(line: 138, column: 17, scope: !44)
!64 = !DILocation(line: 139, column: 6, scope: !44)
!65 = !DILocation(line: 140, column: 4, scope: !44)
!66 = !DILocation(line: 141, column: 1, scope: !44)
!67 = distinct !DISubprogram(name: "hydro_2d3", scope: !1, file: !1, line: 148, type: !13, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !69)
!69 = distinct !DILocation(line: 154, column: 23, scope: !67)
!70 = !DILocation(line: 154, column: 34, scope: !67)
!71 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !72)
!72 = distinct !DILocation(line: 154, column: 51, scope: !67)
!73 = !DILocation(line: 154, column: 21, scope: !67)
!74 = !DILocation(line: 154, column: 49, scope: !67)
!75 = !DILocation(line: 154, column: 19, scope: !67)
!76 = !DILocation(line: 43, column: 23, scope: !27, inlinedAt: !77)
!77 = distinct !DILocation(line: 155, column: 23, scope: !67)
!78 = !DILocation(line: 155, column: 34, scope: !67)
!79 = !DILocation(line: 42, column: 24, scope: !31, inlinedAt: !80)
!80 = distinct !DILocation(line: 155, column: 51, scope: !67)
!81 = !DILocation(line: 155, column: 21, scope: !67)
!82 = !DILocation(line: 155, column: 49, scope: !67)
!83 = !DILocation(line: 155, column: 19, scope: !67)
!84 = !DILocation(line: 157, column: 14, scope: !67)
!85 = !DILocation(line: 157, column: 10, scope: !67)
!86 = !DILocation(line: 157, column: 17, scope: !67)
!87 = !DILocation(line: 158, column: 6, scope: !67)
!88 = !DILocation(line: 159, column: 4, scope: !67)
!89 = !DILocation(line: 160, column: 1, scope: !67)
