; ModuleID = 'POLYBENCH_HEAT_3D.cu'
source_filename = "POLYBENCH_HEAT_3D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14poly_heat_3D_1PdS_l(ptr noundef readonly captures(none) %A, ptr noundef writeonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !15
  %add = add nuw nsw i32 %0, 1, !dbg !19
  %conv = zext nneg i32 %add to i64, !dbg !20
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !21
  %mul = shl nuw nsw i32 %1, 2, !dbg !24
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !25
  %add2 = add nuw nsw i32 %2, 1, !dbg !28
  %add4 = add nuw nsw i32 %add2, %mul, !dbg !29
  %conv5 = zext nneg i32 %add4 to i64, !dbg !30
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %mul7 = shl i32 %3, 5, !dbg !34
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %add8 = add nuw nsw i32 %4, 1, !dbg !38
  %add10 = add i32 %add8, %mul7, !dbg !39
  %conv11 = zext i32 %add10 to i64, !dbg !40
  %sub = add nsw i64 %N, -1, !dbg !41
  %cmp = icmp sgt i64 %sub, %conv, !dbg !42
  %cmp13 = icmp sgt i64 %sub, %conv5
  %or.cond = select i1 %cmp, i1 %cmp13, i1 false, !dbg !43
  %cmp16 = icmp sgt i64 %sub, %conv11
  %or.cond158 = select i1 %or.cond, i1 %cmp16, i1 false, !dbg !43
  br i1 %or.cond158, label %if.then, label %if.end, !dbg !43

if.then:                                          ; preds = %entry
  %add17 = add nuw nsw i64 %conv, 1, !dbg !44
  %mul18 = mul nsw i64 %N, %add17, !dbg !44
  %add19 = add nsw i64 %mul18, %conv5, !dbg !44
  %mul20 = mul nsw i64 %add19, %N, !dbg !44
  %5 = getelementptr double, ptr %A, i64 %mul20, !dbg !44
  %arrayidx = getelementptr double, ptr %5, i64 %conv11, !dbg !44
  %6 = load double, ptr %arrayidx, align 8, !dbg !44, !tbaa !45
  %mul22 = mul nsw i64 %N, %conv, !dbg !44
  %add23 = add nsw i64 %mul22, %conv5, !dbg !44
  %mul24 = mul nsw i64 %add23, %N, !dbg !44
  %add25 = add nsw i64 %mul24, %conv11, !dbg !44
  %arrayidx26 = getelementptr inbounds double, ptr %A, i64 %add25, !dbg !44
  %7 = load double, ptr %arrayidx26, align 8, !dbg !44, !tbaa !45
  %mul27 = fmul contract double %7, 2.000000e+00, !dbg !44
  %sub28 = fsub contract double %6, %mul27, !dbg !44
  %sub29 = zext nneg i32 %0 to i64, !dbg !44
  %mul30 = mul nsw i64 %N, %sub29, !dbg !44
  %add31 = add nsw i64 %mul30, %conv5, !dbg !44
  %mul32 = mul nsw i64 %add31, %N, !dbg !44
  %8 = getelementptr double, ptr %A, i64 %mul32, !dbg !44
  %arrayidx34 = getelementptr double, ptr %8, i64 %conv11, !dbg !44
  %9 = load double, ptr %arrayidx34, align 8, !dbg !44, !tbaa !45
  %add35 = fadd contract double %9, %sub28, !dbg !44
  %mul36 = fmul contract double %add35, 1.250000e-01, !dbg !44
  %add37 = add nuw nsw i64 %conv5, 1, !dbg !44
  %add39 = add nsw i64 %add37, %mul22, !dbg !44
  %mul40 = mul nsw i64 %add39, %N, !dbg !44
  %10 = getelementptr double, ptr %A, i64 %mul40, !dbg !44
  %arrayidx42 = getelementptr double, ptr %10, i64 %conv11, !dbg !44
  %11 = load double, ptr %arrayidx42, align 8, !dbg !44, !tbaa !45
  %sub49 = fsub contract double %11, %mul27, !dbg !44
  %sub50 = add nsw i64 %conv5, -1, !dbg !44
  %add52 = add nsw i64 %sub50, %mul22, !dbg !44
  %mul53 = mul nsw i64 %add52, %N, !dbg !44
  %12 = getelementptr double, ptr %A, i64 %mul53, !dbg !44
  %arrayidx55 = getelementptr double, ptr %12, i64 %conv11, !dbg !44
  %13 = load double, ptr %arrayidx55, align 8, !dbg !44, !tbaa !45
  %add56 = fadd contract double %sub49, %13, !dbg !44
  %mul57 = fmul contract double %add56, 1.250000e-01, !dbg !44
  %add58 = fadd contract double %mul36, %mul57, !dbg !44
  %14 = getelementptr double, ptr %A, i64 %conv11, !dbg !44
  %15 = getelementptr i8, ptr %14, i64 8, !dbg !44
  %arrayidx64 = getelementptr double, ptr %15, i64 %mul24, !dbg !44
  %16 = load double, ptr %arrayidx64, align 8, !dbg !44, !tbaa !45
  %sub71 = fsub contract double %16, %mul27, !dbg !44
  %17 = getelementptr i8, ptr %14, i64 -8, !dbg !44
  %arrayidx77 = getelementptr double, ptr %17, i64 %mul24, !dbg !44
  %18 = load double, ptr %arrayidx77, align 8, !dbg !44, !tbaa !45
  %add78 = fadd contract double %sub71, %18, !dbg !44
  %mul79 = fmul contract double %add78, 1.250000e-01, !dbg !44
  %add80 = fadd contract double %add58, %mul79, !dbg !44
  %add86 = fadd contract double %7, %add80, !dbg !44
  %arrayidx91 = getelementptr inbounds double, ptr %B, i64 %add25, !dbg !44
  store double %add86, ptr %arrayidx91, align 8, !dbg !44, !tbaa !45
  br label %if.end, !dbg !47

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !48
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14poly_heat_3D_2PdS_l(ptr noundef writeonly captures(none) %A, ptr noundef readonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !49 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !50
  %add = add nuw nsw i32 %0, 1, !dbg !52
  %conv = zext nneg i32 %add to i64, !dbg !53
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !54
  %mul = shl nuw nsw i32 %1, 2, !dbg !56
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !57
  %add2 = add nuw nsw i32 %2, 1, !dbg !59
  %add4 = add nuw nsw i32 %add2, %mul, !dbg !60
  %conv5 = zext nneg i32 %add4 to i64, !dbg !61
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !62
  %mul7 = shl i32 %3, 5, !dbg !64
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  %add8 = add nuw nsw i32 %4, 1, !dbg !67
  %add10 = add i32 %add8, %mul7, !dbg !68
  %conv11 = zext i32 %add10 to i64, !dbg !69
  %sub = add nsw i64 %N, -1, !dbg !70
  %cmp = icmp sgt i64 %sub, %conv, !dbg !71
  %cmp13 = icmp sgt i64 %sub, %conv5
  %or.cond = select i1 %cmp, i1 %cmp13, i1 false, !dbg !72
  %cmp16 = icmp sgt i64 %sub, %conv11
  %or.cond158 = select i1 %or.cond, i1 %cmp16, i1 false, !dbg !72
  br i1 %or.cond158, label %if.then, label %if.end, !dbg !72

if.then:                                          ; preds = %entry
  %add17 = add nuw nsw i64 %conv, 1, !dbg !73
  %mul18 = mul nsw i64 %N, %add17, !dbg !73
  %add19 = add nsw i64 %mul18, %conv5, !dbg !73
  %mul20 = mul nsw i64 %add19, %N, !dbg !73
  %5 = getelementptr double, ptr %B, i64 %mul20, !dbg !73
  %arrayidx = getelementptr double, ptr %5, i64 %conv11, !dbg !73
  %6 = load double, ptr %arrayidx, align 8, !dbg !73, !tbaa !45
  %mul22 = mul nsw i64 %N, %conv, !dbg !73
  %add23 = add nsw i64 %mul22, %conv5, !dbg !73
  %mul24 = mul nsw i64 %add23, %N, !dbg !73
  %add25 = add nsw i64 %mul24, %conv11, !dbg !73
  %arrayidx26 = getelementptr inbounds double, ptr %B, i64 %add25, !dbg !73
  %7 = load double, ptr %arrayidx26, align 8, !dbg !73, !tbaa !45
  %mul27 = fmul contract double %7, 2.000000e+00, !dbg !73
  %sub28 = fsub contract double %6, %mul27, !dbg !73
  %sub29 = zext nneg i32 %0 to i64, !dbg !73
  %mul30 = mul nsw i64 %N, %sub29, !dbg !73
  %add31 = add nsw i64 %mul30, %conv5, !dbg !73
  %mul32 = mul nsw i64 %add31, %N, !dbg !73
  %8 = getelementptr double, ptr %B, i64 %mul32, !dbg !73
  %arrayidx34 = getelementptr double, ptr %8, i64 %conv11, !dbg !73
  %9 = load double, ptr %arrayidx34, align 8, !dbg !73, !tbaa !45
  %add35 = fadd contract double %9, %sub28, !dbg !73
  %mul36 = fmul contract double %add35, 1.250000e-01, !dbg !73
  %add37 = add nuw nsw i64 %conv5, 1, !dbg !73
  %add39 = add nsw i64 %add37, %mul22, !dbg !73
  %mul40 = mul nsw i64 %add39, %N, !dbg !73
  %10 = getelementptr double, ptr %B, i64 %mul40, !dbg !73
  %arrayidx42 = getelementptr double, ptr %10, i64 %conv11, !dbg !73
  %11 = load double, ptr %arrayidx42, align 8, !dbg !73, !tbaa !45
  %sub49 = fsub contract double %11, %mul27, !dbg !73
  %sub50 = add nsw i64 %conv5, -1, !dbg !73
  %add52 = add nsw i64 %sub50, %mul22, !dbg !73
  %mul53 = mul nsw i64 %add52, %N, !dbg !73
  %12 = getelementptr double, ptr %B, i64 %mul53, !dbg !73
  %arrayidx55 = getelementptr double, ptr %12, i64 %conv11, !dbg !73
  %13 = load double, ptr %arrayidx55, align 8, !dbg !73, !tbaa !45
  %add56 = fadd contract double %sub49, %13, !dbg !73
  %mul57 = fmul contract double %add56, 1.250000e-01, !dbg !73
  %add58 = fadd contract double %mul36, %mul57, !dbg !73
  %14 = getelementptr double, ptr %B, i64 %conv11, !dbg !73
  %15 = getelementptr i8, ptr %14, i64 8, !dbg !73
  %arrayidx64 = getelementptr double, ptr %15, i64 %mul24, !dbg !73
  %16 = load double, ptr %arrayidx64, align 8, !dbg !73, !tbaa !45
  %sub71 = fsub contract double %16, %mul27, !dbg !73
  %17 = getelementptr i8, ptr %14, i64 -8, !dbg !73
  %arrayidx77 = getelementptr double, ptr %17, i64 %mul24, !dbg !73
  %18 = load double, ptr %arrayidx77, align 8, !dbg !73, !tbaa !45
  %add78 = fadd contract double %sub71, %18, !dbg !73
  %mul79 = fmul contract double %add78, 1.250000e-01, !dbg !73
  %add80 = fadd contract double %add58, %mul79, !dbg !73
  %add86 = fadd contract double %7, %add80, !dbg !73
  %arrayidx91 = getelementptr inbounds double, ptr %A, i64 %add25, !dbg !73
  store double %add86, ptr %arrayidx91, align 8, !dbg !73, !tbaa !45
  br label %if.end, !dbg !74

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

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
!1 = !DIFile(filename: "POLYBENCH_HEAT_3D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_heat_3D_1", scope: !1, file: !1, line: 83, type: !13, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 83, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__z", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 85, column: 23, scope: !12)
!19 = !DILocation(line: 85, column: 21, scope: !12)
!20 = !DILocation(line: 85, column: 19, scope: !12)
!21 = !DILocation(line: 43, column: 53, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 86, column: 23, scope: !12)
!24 = !DILocation(line: 86, column: 34, scope: !12)
!25 = !DILocation(line: 42, column: 52, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 86, column: 51, scope: !12)
!28 = !DILocation(line: 86, column: 21, scope: !12)
!29 = !DILocation(line: 86, column: 49, scope: !12)
!30 = !DILocation(line: 86, column: 19, scope: !12)
!31 = !DILocation(line: 43, column: 23, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 87, column: 23, scope: !12)
!34 = !DILocation(line: 87, column: 34, scope: !12)
!35 = !DILocation(line: 42, column: 24, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 87, column: 51, scope: !12)
!38 = !DILocation(line: 87, column: 21, scope: !12)
!39 = !DILocation(line: 87, column: 49, scope: !12)
!40 = !DILocation(line: 87, column: 19, scope: !12)
!41 = !DILocation(line: 89, column: 13, scope: !12)
!42 = !DILocation(line: 89, column: 10, scope: !12)
!43 = !DILocation(line: 89, column: 16, scope: !12)
!44 = !DILocation(line: 90, column: 6, scope: !12)
!45 = !{!46, !46, i64 0}
!46 = !{!"double", !10, i64 0}
!47 = !DILocation(line: 91, column: 4, scope: !12)
!48 = !DILocation(line: 92, column: 1, scope: !12)
!49 = distinct !DISubprogram(name: "poly_heat_3D_2", scope: !1, file: !1, line: 101, type: !13, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 43, column: 83, scope: !16, inlinedAt: !51)
!51 = distinct !DILocation(line: 103, column: 23, scope: !49)
!52 = !DILocation(line: 103, column: 21, scope: !49)
!53 = !DILocation(line: 103, column: 19, scope: !49)
!54 = !DILocation(line: 43, column: 53, scope: !22, inlinedAt: !55)
!55 = distinct !DILocation(line: 104, column: 23, scope: !49)
!56 = !DILocation(line: 104, column: 34, scope: !49)
!57 = !DILocation(line: 42, column: 52, scope: !26, inlinedAt: !58)
!58 = distinct !DILocation(line: 104, column: 51, scope: !49)
!59 = !DILocation(line: 104, column: 21, scope: !49)
!60 = !DILocation(line: 104, column: 49, scope: !49)
!61 = !DILocation(line: 104, column: 19, scope: !49)
!62 = !DILocation(line: 43, column: 23, scope: !32, inlinedAt: !63)
!63 = distinct !DILocation(line: 105, column: 23, scope: !49)
!64 = !DILocation(line: 105, column: 34, scope: !49)
!65 = !DILocation(line: 42, column: 24, scope: !36, inlinedAt: !66)
!66 = distinct !DILocation(line: 105, column: 51, scope: !49)
!67 = !DILocation(line: 105, column: 21, scope: !49)
!68 = !DILocation(line: 105, column: 49, scope: !49)
!69 = !DILocation(line: 105, column: 19, scope: !49)
!70 = !DILocation(line: 107, column: 13, scope: !49)
!71 = !DILocation(line: 107, column: 10, scope: !49)
!72 = !DILocation(line: 107, column: 16, scope: !49)
!73 = !DILocation(line: 108, column: 6, scope: !49)
!74 = !DILocation(line: 109, column: 4, scope: !49)
!75 = !DILocation(line: 110, column: 1, scope: !49)
