; ModuleID = 'VOL3D.cu'
source_filename = "VOL3D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5vol3dPdS_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_dll(ptr noundef writeonly captures(none) %vol, ptr noundef readonly captures(none) %x0, ptr noundef readonly captures(none) %x1, ptr noundef readonly captures(none) %x2, ptr noundef readonly captures(none) %x3, ptr noundef readonly captures(none) %x4, ptr noundef readonly captures(none) %x5, ptr noundef readonly captures(none) %x6, ptr noundef readonly captures(none) %x7, ptr noundef readonly captures(none) %y0, ptr noundef readonly captures(none) %y1, ptr noundef readonly captures(none) %y2, ptr noundef readonly captures(none) %y3, ptr noundef readonly captures(none) %y4, ptr noundef readonly captures(none) %y5, ptr noundef readonly captures(none) %y6, ptr noundef readonly captures(none) %y7, ptr noundef readonly captures(none) %z0, ptr noundef readonly captures(none) %z1, ptr noundef readonly captures(none) %z2, ptr noundef readonly captures(none) %z3, ptr noundef readonly captures(none) %z4, ptr noundef readonly captures(none) %z5, ptr noundef readonly captures(none) %z6, ptr noundef readonly captures(none) %z7, double noundef %vnormq, i64 noundef %ibegin, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %add2 = add nsw i64 %ibegin, %conv, !dbg !25
  %cmp = icmp slt i64 %add2, %iend, !dbg !26
  br i1 %cmp, label %if.then, label %if.end, !dbg !26

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds double, ptr %x7, i64 %add2, !dbg !27
  %2 = load double, ptr %arrayidx, align 8, !dbg !27, !tbaa !28
  %arrayidx3 = getelementptr inbounds double, ptr %x1, i64 %add2, !dbg !27
  %3 = load double, ptr %arrayidx3, align 8, !dbg !27, !tbaa !28
  %sub = fsub contract double %2, %3, !dbg !27
  %arrayidx5 = getelementptr inbounds double, ptr %x2, i64 %add2, !dbg !27
  %4 = load double, ptr %arrayidx5, align 8, !dbg !27, !tbaa !28
  %sub6 = fsub contract double %2, %4, !dbg !27
  %arrayidx8 = getelementptr inbounds double, ptr %x4, i64 %add2, !dbg !27
  %5 = load double, ptr %arrayidx8, align 8, !dbg !27, !tbaa !28
  %sub9 = fsub contract double %2, %5, !dbg !27
  %arrayidx10 = getelementptr inbounds double, ptr %x3, i64 %add2, !dbg !27
  %6 = load double, ptr %arrayidx10, align 8, !dbg !27, !tbaa !28
  %arrayidx11 = getelementptr inbounds double, ptr %x0, i64 %add2, !dbg !27
  %7 = load double, ptr %arrayidx11, align 8, !dbg !27, !tbaa !28
  %sub12 = fsub contract double %6, %7, !dbg !27
  %arrayidx13 = getelementptr inbounds double, ptr %x5, i64 %add2, !dbg !27
  %8 = load double, ptr %arrayidx13, align 8, !dbg !27, !tbaa !28
  %sub15 = fsub contract double %8, %7, !dbg !27
  %arrayidx16 = getelementptr inbounds double, ptr %x6, i64 %add2, !dbg !27
  %9 = load double, ptr %arrayidx16, align 8, !dbg !27, !tbaa !28
  %sub18 = fsub contract double %9, %7, !dbg !27
  %arrayidx19 = getelementptr inbounds double, ptr %y7, i64 %add2, !dbg !27
  %10 = load double, ptr %arrayidx19, align 8, !dbg !27, !tbaa !28
  %arrayidx20 = getelementptr inbounds double, ptr %y1, i64 %add2, !dbg !27
  %11 = load double, ptr %arrayidx20, align 8, !dbg !27, !tbaa !28
  %sub21 = fsub contract double %10, %11, !dbg !27
  %arrayidx23 = getelementptr inbounds double, ptr %y2, i64 %add2, !dbg !27
  %12 = load double, ptr %arrayidx23, align 8, !dbg !27, !tbaa !28
  %sub24 = fsub contract double %10, %12, !dbg !27
  %arrayidx26 = getelementptr inbounds double, ptr %y4, i64 %add2, !dbg !27
  %13 = load double, ptr %arrayidx26, align 8, !dbg !27, !tbaa !28
  %sub27 = fsub contract double %10, %13, !dbg !27
  %arrayidx28 = getelementptr inbounds double, ptr %y3, i64 %add2, !dbg !27
  %14 = load double, ptr %arrayidx28, align 8, !dbg !27, !tbaa !28
  %arrayidx29 = getelementptr inbounds double, ptr %y0, i64 %add2, !dbg !27
  %15 = load double, ptr %arrayidx29, align 8, !dbg !27, !tbaa !28
  %sub30 = fsub contract double %14, %15, !dbg !27
  %arrayidx31 = getelementptr inbounds double, ptr %y5, i64 %add2, !dbg !27
  %16 = load double, ptr %arrayidx31, align 8, !dbg !27, !tbaa !28
  %sub33 = fsub contract double %16, %15, !dbg !27
  %arrayidx34 = getelementptr inbounds double, ptr %y6, i64 %add2, !dbg !27
  %17 = load double, ptr %arrayidx34, align 8, !dbg !27, !tbaa !28
  %sub36 = fsub contract double %17, %15, !dbg !27
  %arrayidx37 = getelementptr inbounds double, ptr %z7, i64 %add2, !dbg !27
  %18 = load double, ptr %arrayidx37, align 8, !dbg !27, !tbaa !28
  %arrayidx38 = getelementptr inbounds double, ptr %z1, i64 %add2, !dbg !27
  %19 = load double, ptr %arrayidx38, align 8, !dbg !27, !tbaa !28
  %sub39 = fsub contract double %18, %19, !dbg !27
  %arrayidx41 = getelementptr inbounds double, ptr %z2, i64 %add2, !dbg !27
  %20 = load double, ptr %arrayidx41, align 8, !dbg !27, !tbaa !28
  %sub42 = fsub contract double %18, %20, !dbg !27
  %arrayidx44 = getelementptr inbounds double, ptr %z4, i64 %add2, !dbg !27
  %21 = load double, ptr %arrayidx44, align 8, !dbg !27, !tbaa !28
  %sub45 = fsub contract double %18, %21, !dbg !27
  %arrayidx46 = getelementptr inbounds double, ptr %z3, i64 %add2, !dbg !27
  %22 = load double, ptr %arrayidx46, align 8, !dbg !27, !tbaa !28
  %arrayidx47 = getelementptr inbounds double, ptr %z0, i64 %add2, !dbg !27
  %23 = load double, ptr %arrayidx47, align 8, !dbg !27, !tbaa !28
  %sub48 = fsub contract double %22, %23, !dbg !27
  %arrayidx49 = getelementptr inbounds double, ptr %z5, i64 %add2, !dbg !27
  %24 = load double, ptr %arrayidx49, align 8, !dbg !27, !tbaa !28
  %sub51 = fsub contract double %24, %23, !dbg !27
  %arrayidx52 = getelementptr inbounds double, ptr %z6, i64 %add2, !dbg !27
  %25 = load double, ptr %arrayidx52, align 8, !dbg !27, !tbaa !28
  %sub54 = fsub contract double %25, %23, !dbg !27
  %add55 = fadd contract double %sub, %sub18, !dbg !27
  %add56 = fadd contract double %sub21, %sub36, !dbg !27
  %add57 = fadd contract double %sub39, %sub54, !dbg !27
  %mul58 = fmul contract double %sub24, %sub48, !dbg !27
  %mul59 = fmul contract double %sub30, %sub42, !dbg !27
  %sub60 = fsub contract double %mul58, %mul59, !dbg !27
  %mul61 = fmul contract double %sub12, %sub42, !dbg !27
  %mul62 = fmul contract double %sub6, %sub48, !dbg !27
  %sub63 = fsub contract double %mul61, %mul62, !dbg !27
  %mul64 = fmul contract double %sub6, %sub30, !dbg !27
  %mul65 = fmul contract double %sub12, %sub24, !dbg !27
  %sub66 = fsub contract double %mul64, %mul65, !dbg !27
  %mul67 = fmul contract double %add55, %sub60, !dbg !27
  %mul68 = fmul contract double %add56, %sub63, !dbg !27
  %add69 = fadd contract double %mul67, %mul68, !dbg !27
  %mul70 = fmul contract double %sub66, %add57, !dbg !27
  %add71 = fadd contract double %add69, %mul70, !dbg !27
  %arrayidx72 = getelementptr inbounds double, ptr %vol, i64 %add2, !dbg !27
  %add73 = fadd contract double %sub6, %sub15, !dbg !27
  %add74 = fadd contract double %sub24, %sub33, !dbg !27
  %add75 = fadd contract double %sub42, %sub51, !dbg !27
  %mul76 = fmul contract double %sub27, %sub54, !dbg !27
  %mul77 = fmul contract double %sub36, %sub45, !dbg !27
  %sub78 = fsub contract double %mul76, %mul77, !dbg !27
  %mul79 = fmul contract double %sub18, %sub45, !dbg !27
  %mul80 = fmul contract double %sub9, %sub54, !dbg !27
  %sub81 = fsub contract double %mul79, %mul80, !dbg !27
  %mul82 = fmul contract double %sub9, %sub36, !dbg !27
  %mul83 = fmul contract double %sub18, %sub27, !dbg !27
  %sub84 = fsub contract double %mul82, %mul83, !dbg !27
  %mul85 = fmul contract double %add73, %sub78, !dbg !27
  %mul86 = fmul contract double %add74, %sub81, !dbg !27
  %add87 = fadd contract double %mul85, %mul86, !dbg !27
  %mul88 = fmul contract double %sub84, %add75, !dbg !27
  %add89 = fadd contract double %mul88, %add87, !dbg !27
  %add91 = fadd contract double %add71, %add89, !dbg !27
  %add92 = fadd contract double %sub9, %sub12, !dbg !27
  %add93 = fadd contract double %sub27, %sub30, !dbg !27
  %add94 = fadd contract double %sub45, %sub48, !dbg !27
  %mul104 = fmul contract double %add92, %sub78, !dbg !27
  %mul105 = fmul contract double %add93, %sub81, !dbg !27
  %add106 = fadd contract double %mul104, %mul105, !dbg !27
  %mul107 = fmul contract double %sub84, %add94, !dbg !27
  %add108 = fadd contract double %mul107, %add106, !dbg !27
  %add110 = fadd contract double %add108, %add91, !dbg !27
  %mul114 = fmul contract double %sub21, %sub51, !dbg !27
  %mul115 = fmul contract double %sub33, %sub39, !dbg !27
  %sub116 = fsub contract double %mul114, %mul115, !dbg !27
  %mul117 = fmul contract double %sub15, %sub39, !dbg !27
  %mul118 = fmul contract double %sub, %sub51, !dbg !27
  %sub119 = fsub contract double %mul117, %mul118, !dbg !27
  %mul120 = fmul contract double %sub, %sub33, !dbg !27
  %mul121 = fmul contract double %sub15, %sub21, !dbg !27
  %sub122 = fsub contract double %mul120, %mul121, !dbg !27
  %mul123 = fmul contract double %add92, %sub116, !dbg !27
  %mul124 = fmul contract double %add93, %sub119, !dbg !27
  %add125 = fadd contract double %mul123, %mul124, !dbg !27
  %mul126 = fmul contract double %sub122, %add94, !dbg !27
  %add127 = fadd contract double %mul126, %add125, !dbg !27
  %add129 = fadd contract double %add127, %add110, !dbg !27
  %mul131 = fmul contract double %vnormq, %add129, !dbg !27
  store double %mul131, ptr %arrayidx72, align 8, !dbg !27, !tbaa !28
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
!1 = !DIFile(filename: "VOL3D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "vol3d", scope: !1, file: !1, line: 109, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 125, column: 20, scope: !12)
!19 = !DILocation(line: 125, column: 31, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 125, column: 46, scope: !12)
!23 = !DILocation(line: 125, column: 44, scope: !12)
!24 = !DILocation(line: 125, column: 20, scope: !12)
!25 = !DILocation(line: 126, column: 22, scope: !12)
!26 = !DILocation(line: 127, column: 10, scope: !12)
!27 = !DILocation(line: 128, column: 6, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !10, i64 0}
!30 = !DILocation(line: 129, column: 4, scope: !12)
!31 = !DILocation(line: 130, column: 1, scope: !12)
