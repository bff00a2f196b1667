; ModuleID = 'DEL_DOT_VEC_2D.cu'
source_filename = "DEL_DOT_VEC_2D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11deldotvec2dPdS_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_Plddl(ptr noundef writeonly captures(none) %div, ptr noundef readonly captures(none) %x1, ptr noundef readonly captures(none) %x2, ptr noundef readonly captures(none) %x3, ptr noundef readonly captures(none) %x4, ptr noundef readonly captures(none) %y1, ptr noundef readonly captures(none) %y2, ptr noundef readonly captures(none) %y3, ptr noundef readonly captures(none) %y4, ptr noundef readonly captures(none) %fx1, ptr noundef readonly captures(none) %fx2, ptr noundef readonly captures(none) %fx3, ptr noundef readonly captures(none) %fx4, ptr noundef readonly captures(none) %fy1, ptr noundef readonly captures(none) %fy2, ptr noundef readonly captures(none) %fy3, ptr noundef readonly captures(none) %fy4, ptr noundef readonly captures(none) %real_zones, double noundef %half, double noundef %ptiny, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %iend, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw i64, ptr %real_zones, i64 %conv, !dbg !26
  %2 = load i64, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %arrayidx2 = getelementptr inbounds double, ptr %x1, i64 %2, !dbg !29
  %3 = load double, ptr %arrayidx2, align 8, !dbg !29, !tbaa !30
  %arrayidx3 = getelementptr inbounds double, ptr %x2, i64 %2, !dbg !29
  %4 = load double, ptr %arrayidx3, align 8, !dbg !29, !tbaa !30
  %add4 = fadd contract double %3, %4, !dbg !29
  %arrayidx5 = getelementptr inbounds double, ptr %x3, i64 %2, !dbg !29
  %5 = load double, ptr %arrayidx5, align 8, !dbg !29, !tbaa !30
  %sub = fsub contract double %add4, %5, !dbg !29
  %arrayidx6 = getelementptr inbounds double, ptr %x4, i64 %2, !dbg !29
  %6 = load double, ptr %arrayidx6, align 8, !dbg !29, !tbaa !30
  %sub7 = fsub contract double %sub, %6, !dbg !29
  %mul8 = fmul contract double %half, %sub7, !dbg !29
  %add11 = fadd contract double %4, %5, !dbg !29
  %sub13 = fsub contract double %add11, %6, !dbg !29
  %sub15 = fsub contract double %sub13, %3, !dbg !29
  %mul16 = fmul contract double %half, %sub15, !dbg !29
  %arrayidx17 = getelementptr inbounds double, ptr %y1, i64 %2, !dbg !29
  %7 = load double, ptr %arrayidx17, align 8, !dbg !29, !tbaa !30
  %arrayidx18 = getelementptr inbounds double, ptr %y2, i64 %2, !dbg !29
  %8 = load double, ptr %arrayidx18, align 8, !dbg !29, !tbaa !30
  %add19 = fadd contract double %7, %8, !dbg !29
  %arrayidx20 = getelementptr inbounds double, ptr %y3, i64 %2, !dbg !29
  %9 = load double, ptr %arrayidx20, align 8, !dbg !29, !tbaa !30
  %sub21 = fsub contract double %add19, %9, !dbg !29
  %arrayidx22 = getelementptr inbounds double, ptr %y4, i64 %2, !dbg !29
  %10 = load double, ptr %arrayidx22, align 8, !dbg !29, !tbaa !30
  %sub23 = fsub contract double %sub21, %10, !dbg !29
  %mul24 = fmul contract double %half, %sub23, !dbg !29
  %add27 = fadd contract double %8, %9, !dbg !29
  %sub29 = fsub contract double %add27, %10, !dbg !29
  %sub31 = fsub contract double %sub29, %7, !dbg !29
  %mul32 = fmul contract double %half, %sub31, !dbg !29
  %arrayidx33 = getelementptr inbounds double, ptr %fx1, i64 %2, !dbg !29
  %11 = load double, ptr %arrayidx33, align 8, !dbg !29, !tbaa !30
  %arrayidx34 = getelementptr inbounds double, ptr %fx2, i64 %2, !dbg !29
  %12 = load double, ptr %arrayidx34, align 8, !dbg !29, !tbaa !30
  %add35 = fadd contract double %11, %12, !dbg !29
  %arrayidx36 = getelementptr inbounds double, ptr %fx3, i64 %2, !dbg !29
  %13 = load double, ptr %arrayidx36, align 8, !dbg !29, !tbaa !30
  %sub37 = fsub contract double %add35, %13, !dbg !29
  %arrayidx38 = getelementptr inbounds double, ptr %fx4, i64 %2, !dbg !29
  %14 = load double, ptr %arrayidx38, align 8, !dbg !29, !tbaa !30
  %sub39 = fsub contract double %sub37, %14, !dbg !29
  %mul40 = fmul contract double %half, %sub39, !dbg !29
  %add43 = fadd contract double %12, %13, !dbg !29
  %sub45 = fsub contract double %add43, %14, !dbg !29
  %sub47 = fsub contract double %sub45, %11, !dbg !29
  %mul48 = fmul contract double %half, %sub47, !dbg !29
  %arrayidx49 = getelementptr inbounds double, ptr %fy1, i64 %2, !dbg !29
  %15 = load double, ptr %arrayidx49, align 8, !dbg !29, !tbaa !30
  %arrayidx50 = getelementptr inbounds double, ptr %fy2, i64 %2, !dbg !29
  %16 = load double, ptr %arrayidx50, align 8, !dbg !29, !tbaa !30
  %add51 = fadd contract double %15, %16, !dbg !29
  %arrayidx52 = getelementptr inbounds double, ptr %fy3, i64 %2, !dbg !29
  %17 = load double, ptr %arrayidx52, align 8, !dbg !29, !tbaa !30
  %sub53 = fsub contract double %add51, %17, !dbg !29
  %arrayidx54 = getelementptr inbounds double, ptr %fy4, i64 %2, !dbg !29
  %18 = load double, ptr %arrayidx54, align 8, !dbg !29, !tbaa !30
  %sub55 = fsub contract double %sub53, %18, !dbg !29
  %mul56 = fmul contract double %half, %sub55, !dbg !29
  %add59 = fadd contract double %16, %17, !dbg !29
  %sub61 = fsub contract double %add59, %18, !dbg !29
  %sub63 = fsub contract double %sub61, %15, !dbg !29
  %mul64 = fmul contract double %half, %sub63, !dbg !29
  %mul65 = fmul contract double %mul8, %mul32, !dbg !29
  %mul66 = fmul contract double %mul16, %mul24, !dbg !29
  %sub67 = fsub contract double %mul65, %mul66, !dbg !29
  %add68 = fadd contract double %ptiny, %sub67, !dbg !29
  %div69 = fdiv contract double 1.000000e+00, %add68, !dbg !29
  %mul70 = fmul contract double %mul32, %mul40, !dbg !29
  %mul71 = fmul contract double %mul24, %mul48, !dbg !29
  %sub72 = fsub contract double %mul70, %mul71, !dbg !29
  %mul73 = fmul contract double %div69, %sub72, !dbg !29
  %mul74 = fmul contract double %mul8, %mul64, !dbg !29
  %mul75 = fmul contract double %mul16, %mul56, !dbg !29
  %sub76 = fsub contract double %mul74, %mul75, !dbg !29
  %mul77 = fmul contract double %div69, %sub76, !dbg !29
  %add82 = fadd contract double %add51, %17, !dbg !29
  %add84 = fadd contract double %add82, %18, !dbg !29
  %add89 = fadd contract double %add19, %9, !dbg !29
  %add91 = fadd contract double %add89, %10, !dbg !29
  %div92 = fdiv contract double %add84, %add91, !dbg !29
  %add93 = fadd contract double %mul73, %mul77, !dbg !29
  %add94 = fadd contract double %div92, %add93, !dbg !29
  %arrayidx95 = getelementptr inbounds double, ptr %div, i64 %2, !dbg !29
  store double %add94, ptr %arrayidx95, align 8, !dbg !29, !tbaa !30
  br label %if.end, !dbg !32

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !33
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
!1 = !DIFile(filename: "DEL_DOT_VEC_2D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "deldotvec2d", scope: !1, file: !1, line: 82, type: !13, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 95, column: 20, scope: !12)
!19 = !DILocation(line: 95, column: 31, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 95, column: 46, scope: !12)
!23 = !DILocation(line: 95, column: 44, scope: !12)
!24 = !DILocation(line: 95, column: 20, scope: !12)
!25 = !DILocation(line: 96, column: 11, scope: !12)
!26 = !DILocation(line: 97, column: 6, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !10, i64 0}
!29 = !DILocation(line: 98, column: 6, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !10, i64 0}
!32 = !DILocation(line: 99, column: 4, scope: !12)
!33 = !DILocation(line: 100, column: 1, scope: !12)
