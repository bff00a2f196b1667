; ModuleID = 'MATVEC_3D_STENCIL.cu'
source_filename = "MATVEC_3D_STENCIL.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9matvec_3dPdS_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_S_Plll(ptr noundef writeonly captures(none) %b, ptr noundef readonly captures(none) %xdbl, ptr noundef readonly captures(none) %xdbc, ptr noundef readonly captures(none) %xdbr, ptr noundef readonly captures(none) %xdcl, ptr noundef readonly captures(none) %xdcc, ptr noundef readonly captures(none) %xdcr, ptr noundef readonly captures(none) %xdfl, ptr noundef readonly captures(none) %xdfc, ptr noundef readonly captures(none) %xdfr, ptr noundef readonly captures(none) %xcbl, ptr noundef readonly captures(none) %xcbc, ptr noundef readonly captures(none) %xcbr, ptr noundef readonly captures(none) %xccl, ptr noundef readonly captures(none) %xccc, ptr noundef readonly captures(none) %xccr, ptr noundef readonly captures(none) %xcfl, ptr noundef readonly captures(none) %xcfc, ptr noundef readonly captures(none) %xcfr, ptr noundef readonly captures(none) %xubl, ptr noundef readonly captures(none) %xubc, ptr noundef readonly captures(none) %xubr, ptr noundef readonly captures(none) %xucl, ptr noundef readonly captures(none) %xucc, ptr noundef readonly captures(none) %xucr, ptr noundef readonly captures(none) %xufl, ptr noundef readonly captures(none) %xufc, ptr noundef readonly captures(none) %xufr, ptr noundef readonly captures(none) %dbl, ptr noundef readonly captures(none) %dbc, ptr noundef readonly captures(none) %dbr, ptr noundef readonly captures(none) %dcl, ptr noundef readonly captures(none) %dcc, ptr noundef readonly captures(none) %dcr, ptr noundef readonly captures(none) %dfl, ptr noundef readonly captures(none) %dfc, ptr noundef readonly captures(none) %dfr, ptr noundef readonly captures(none) %cbl, ptr noundef readonly captures(none) %cbc, ptr noundef readonly captures(none) %cbr, ptr noundef readonly captures(none) %ccl, ptr noundef readonly captures(none) %ccc, ptr noundef readonly captures(none) %ccr, ptr noundef readonly captures(none) %cfl, ptr noundef readonly captures(none) %cfc, ptr noundef readonly captures(none) %cfr, ptr noundef readonly captures(none) %ubl, ptr noundef readonly captures(none) %ubc, ptr noundef readonly captures(none) %ubr, ptr noundef readonly captures(none) %ucl, ptr noundef readonly captures(none) %ucc, ptr noundef readonly captures(none) %ucr, ptr noundef readonly captures(none) %ufl, ptr noundef readonly captures(none) %ufc, ptr noundef readonly captures(none) %ufr, ptr noundef readonly captures(none) %real_zones, i64 noundef %ibegin, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %mul = mul i32 %0, %1, !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %2, !dbg !26
  %conv = zext i32 %add to i64, !dbg !27
  %add3 = add nsw i64 %ibegin, %conv, !dbg !28
  %cmp = icmp slt i64 %add3, %iend, !dbg !29
  br i1 %cmp, label %if.then, label %if.end, !dbg !29

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw i64, ptr %real_zones, i64 %conv, !dbg !30
  %3 = load i64, ptr %arrayidx, align 8, !dbg !30, !tbaa !31
  %arrayidx5 = getelementptr inbounds double, ptr %dbl, i64 %3, !dbg !33
  %4 = load double, ptr %arrayidx5, align 8, !dbg !33, !tbaa !34
  %arrayidx6 = getelementptr inbounds double, ptr %xdbl, i64 %3, !dbg !33
  %5 = load double, ptr %arrayidx6, align 8, !dbg !33, !tbaa !34
  %mul7 = fmul contract double %4, %5, !dbg !33
  %arrayidx8 = getelementptr inbounds double, ptr %dbc, i64 %3, !dbg !33
  %6 = load double, ptr %arrayidx8, align 8, !dbg !33, !tbaa !34
  %arrayidx9 = getelementptr inbounds double, ptr %xdbc, i64 %3, !dbg !33
  %7 = load double, ptr %arrayidx9, align 8, !dbg !33, !tbaa !34
  %mul10 = fmul contract double %6, %7, !dbg !33
  %add11 = fadd contract double %mul7, %mul10, !dbg !33
  %arrayidx12 = getelementptr inbounds double, ptr %dbr, i64 %3, !dbg !33
  %8 = load double, ptr %arrayidx12, align 8, !dbg !33, !tbaa !34
  %arrayidx13 = getelementptr inbounds double, ptr %xdbr, i64 %3, !dbg !33
  %9 = load double, ptr %arrayidx13, align 8, !dbg !33, !tbaa !34
  %mul14 = fmul contract double %8, %9, !dbg !33
  %add15 = fadd contract double %add11, %mul14, !dbg !33
  %arrayidx16 = getelementptr inbounds double, ptr %dcl, i64 %3, !dbg !33
  %10 = load double, ptr %arrayidx16, align 8, !dbg !33, !tbaa !34
  %arrayidx17 = getelementptr inbounds double, ptr %xdcl, i64 %3, !dbg !33
  %11 = load double, ptr %arrayidx17, align 8, !dbg !33, !tbaa !34
  %mul18 = fmul contract double %10, %11, !dbg !33
  %add19 = fadd contract double %add15, %mul18, !dbg !33
  %arrayidx20 = getelementptr inbounds double, ptr %dcc, i64 %3, !dbg !33
  %12 = load double, ptr %arrayidx20, align 8, !dbg !33, !tbaa !34
  %arrayidx21 = getelementptr inbounds double, ptr %xdcc, i64 %3, !dbg !33
  %13 = load double, ptr %arrayidx21, align 8, !dbg !33, !tbaa !34
  %mul22 = fmul contract double %12, %13, !dbg !33
  %add23 = fadd contract double %add19, %mul22, !dbg !33
  %arrayidx24 = getelementptr inbounds double, ptr %dcr, i64 %3, !dbg !33
  %14 = load double, ptr %arrayidx24, align 8, !dbg !33, !tbaa !34
  %arrayidx25 = getelementptr inbounds double, ptr %xdcr, i64 %3, !dbg !33
  %15 = load double, ptr %arrayidx25, align 8, !dbg !33, !tbaa !34
  %mul26 = fmul contract double %14, %15, !dbg !33
  %add27 = fadd contract double %add23, %mul26, !dbg !33
  %arrayidx28 = getelementptr inbounds double, ptr %dfl, i64 %3, !dbg !33
  %16 = load double, ptr %arrayidx28, align 8, !dbg !33, !tbaa !34
  %arrayidx29 = getelementptr inbounds double, ptr %xdfl, i64 %3, !dbg !33
  %17 = load double, ptr %arrayidx29, align 8, !dbg !33, !tbaa !34
  %mul30 = fmul contract double %16, %17, !dbg !33
  %add31 = fadd contract double %add27, %mul30, !dbg !33
  %arrayidx32 = getelementptr inbounds double, ptr %dfc, i64 %3, !dbg !33
  %18 = load double, ptr %arrayidx32, align 8, !dbg !33, !tbaa !34
  %arrayidx33 = getelementptr inbounds double, ptr %xdfc, i64 %3, !dbg !33
  %19 = load double, ptr %arrayidx33, align 8, !dbg !33, !tbaa !34
  %mul34 = fmul contract double %18, %19, !dbg !33
  %add35 = fadd contract double %add31, %mul34, !dbg !33
  %arrayidx36 = getelementptr inbounds double, ptr %dfr, i64 %3, !dbg !33
  %20 = load double, ptr %arrayidx36, align 8, !dbg !33, !tbaa !34
  %arrayidx37 = getelementptr inbounds double, ptr %xdfr, i64 %3, !dbg !33
  %21 = load double, ptr %arrayidx37, align 8, !dbg !33, !tbaa !34
  %mul38 = fmul contract double %20, %21, !dbg !33
  %add39 = fadd contract double %add35, %mul38, !dbg !33
  %arrayidx40 = getelementptr inbounds double, ptr %cbl, i64 %3, !dbg !33
  %22 = load double, ptr %arrayidx40, align 8, !dbg !33, !tbaa !34
  %arrayidx41 = getelementptr inbounds double, ptr %xcbl, i64 %3, !dbg !33
  %23 = load double, ptr %arrayidx41, align 8, !dbg !33, !tbaa !34
  %mul42 = fmul contract double %22, %23, !dbg !33
  %add43 = fadd contract double %add39, %mul42, !dbg !33
  %arrayidx44 = getelementptr inbounds double, ptr %cbc, i64 %3, !dbg !33
  %24 = load double, ptr %arrayidx44, align 8, !dbg !33, !tbaa !34
  %arrayidx45 = getelementptr inbounds double, ptr %xcbc, i64 %3, !dbg !33
  %25 = load double, ptr %arrayidx45, align 8, !dbg !33, !tbaa !34
  %mul46 = fmul contract double %24, %25, !dbg !33
  %add47 = fadd contract double %add43, %mul46, !dbg !33
  %arrayidx48 = getelementptr inbounds double, ptr %cbr, i64 %3, !dbg !33
  %26 = load double, ptr %arrayidx48, align 8, !dbg !33, !tbaa !34
  %arrayidx49 = getelementptr inbounds double, ptr %xcbr, i64 %3, !dbg !33
  %27 = load double, ptr %arrayidx49, align 8, !dbg !33, !tbaa !34
  %mul50 = fmul contract double %26, %27, !dbg !33
  %add51 = fadd contract double %add47, %mul50, !dbg !33
  %arrayidx52 = getelementptr inbounds double, ptr %ccl, i64 %3, !dbg !33
  %28 = load double, ptr %arrayidx52, align 8, !dbg !33, !tbaa !34
  %arrayidx53 = getelementptr inbounds double, ptr %xccl, i64 %3, !dbg !33
  %29 = load double, ptr %arrayidx53, align 8, !dbg !33, !tbaa !34
  %mul54 = fmul contract double %28, %29, !dbg !33
  %add55 = fadd contract double %add51, %mul54, !dbg !33
  %arrayidx56 = getelementptr inbounds double, ptr %ccc, i64 %3, !dbg !33
  %30 = load double, ptr %arrayidx56, align 8, !dbg !33, !tbaa !34
  %arrayidx57 = getelementptr inbounds double, ptr %xccc, i64 %3, !dbg !33
  %31 = load double, ptr %arrayidx57, align 8, !dbg !33, !tbaa !34
  %mul58 = fmul contract double %30, %31, !dbg !33
  %add59 = fadd contract double %add55, %mul58, !dbg !33
  %arrayidx60 = getelementptr inbounds double, ptr %ccr, i64 %3, !dbg !33
  %32 = load double, ptr %arrayidx60, align 8, !dbg !33, !tbaa !34
  %arrayidx61 = getelementptr inbounds double, ptr %xccr, i64 %3, !dbg !33
  %33 = load double, ptr %arrayidx61, align 8, !dbg !33, !tbaa !34
  %mul62 = fmul contract double %32, %33, !dbg !33
  %add63 = fadd contract double %add59, %mul62, !dbg !33
  %arrayidx64 = getelementptr inbounds double, ptr %cfl, i64 %3, !dbg !33
  %34 = load double, ptr %arrayidx64, align 8, !dbg !33, !tbaa !34
  %arrayidx65 = getelementptr inbounds double, ptr %xcfl, i64 %3, !dbg !33
  %35 = load double, ptr %arrayidx65, align 8, !dbg !33, !tbaa !34
  %mul66 = fmul contract double %34, %35, !dbg !33
  %add67 = fadd contract double %add63, %mul66, !dbg !33
  %arrayidx68 = getelementptr inbounds double, ptr %cfc, i64 %3, !dbg !33
  %36 = load double, ptr %arrayidx68, align 8, !dbg !33, !tbaa !34
  %arrayidx69 = getelementptr inbounds double, ptr %xcfc, i64 %3, !dbg !33
  %37 = load double, ptr %arrayidx69, align 8, !dbg !33, !tbaa !34
  %mul70 = fmul contract double %36, %37, !dbg !33
  %add71 = fadd contract double %add67, %mul70, !dbg !33
  %arrayidx72 = getelementptr inbounds double, ptr %cfr, i64 %3, !dbg !33
  %38 = load double, ptr %arrayidx72, align 8, !dbg !33, !tbaa !34
  %arrayidx73 = getelementptr inbounds double, ptr %xcfr, i64 %3, !dbg !33
  %39 = load double, ptr %arrayidx73, align 8, !dbg !33, !tbaa !34
  %mul74 = fmul contract double %38, %39, !dbg !33
  %add75 = fadd contract double %add71, %mul74, !dbg !33
  %arrayidx76 = getelementptr inbounds double, ptr %ubl, i64 %3, !dbg !33
  %40 = load double, ptr %arrayidx76, align 8, !dbg !33, !tbaa !34
  %arrayidx77 = getelementptr inbounds double, ptr %xubl, i64 %3, !dbg !33
  %41 = load double, ptr %arrayidx77, align 8, !dbg !33, !tbaa !34
  %mul78 = fmul contract double %40, %41, !dbg !33
  %add79 = fadd contract double %add75, %mul78, !dbg !33
  %arrayidx80 = getelementptr inbounds double, ptr %ubc, i64 %3, !dbg !33
  %42 = load double, ptr %arrayidx80, align 8, !dbg !33, !tbaa !34
  %arrayidx81 = getelementptr inbounds double, ptr %xubc, i64 %3, !dbg !33
  %43 = load double, ptr %arrayidx81, align 8, !dbg !33, !tbaa !34
  %mul82 = fmul contract double %42, %43, !dbg !33
  %add83 = fadd contract double %add79, %mul82, !dbg !33
  %arrayidx84 = getelementptr inbounds double, ptr %ubr, i64 %3, !dbg !33
  %44 = load double, ptr %arrayidx84, align 8, !dbg !33, !tbaa !34
  %arrayidx85 = getelementptr inbounds double, ptr %xubr, i64 %3, !dbg !33
  %45 = load double, ptr %arrayidx85, align 8, !dbg !33, !tbaa !34
  %mul86 = fmul contract double %44, %45, !dbg !33
  %add87 = fadd contract double %add83, %mul86, !dbg !33
  %arrayidx88 = getelementptr inbounds double, ptr %ucl, i64 %3, !dbg !33
  %46 = load double, ptr %arrayidx88, align 8, !dbg !33, !tbaa !34
  %arrayidx89 = getelementptr inbounds double, ptr %xucl, i64 %3, !dbg !33
  %47 = load double, ptr %arrayidx89, align 8, !dbg !33, !tbaa !34
  %mul90 = fmul contract double %46, %47, !dbg !33
  %add91 = fadd contract double %add87, %mul90, !dbg !33
  %arrayidx92 = getelementptr inbounds double, ptr %ucc, i64 %3, !dbg !33
  %48 = load double, ptr %arrayidx92, align 8, !dbg !33, !tbaa !34
  %arrayidx93 = getelementptr inbounds double, ptr %xucc, i64 %3, !dbg !33
  %49 = load double, ptr %arrayidx93, align 8, !dbg !33, !tbaa !34
  %mul94 = fmul contract double %48, %49, !dbg !33
  %add95 = fadd contract double %add91, %mul94, !dbg !33
  %arrayidx96 = getelementptr inbounds double, ptr %ucr, i64 %3, !dbg !33
  %50 = load double, ptr %arrayidx96, align 8, !dbg !33, !tbaa !34
  %arrayidx97 = getelementptr inbounds double, ptr %xucr, i64 %3, !dbg !33
  %51 = load double, ptr %arrayidx97, align 8, !dbg !33, !tbaa !34
  %mul98 = fmul contract double %50, %51, !dbg !33
  %add99 = fadd contract double %add95, %mul98, !dbg !33
  %arrayidx100 = getelementptr inbounds double, ptr %ufl, i64 %3, !dbg !33
  %52 = load double, ptr %arrayidx100, align 8, !dbg !33, !tbaa !34
  %arrayidx101 = getelementptr inbounds double, ptr %xufl, i64 %3, !dbg !33
  %53 = load double, ptr %arrayidx101, align 8, !dbg !33, !tbaa !34
  %mul102 = fmul contract double %52, %53, !dbg !33
  %add103 = fadd contract double %add99, %mul102, !dbg !33
  %arrayidx104 = getelementptr inbounds double, ptr %ufc, i64 %3, !dbg !33
  %54 = load double, ptr %arrayidx104, align 8, !dbg !33, !tbaa !34
  %arrayidx105 = getelementptr inbounds double, ptr %xufc, i64 %3, !dbg !33
  %55 = load double, ptr %arrayidx105, align 8, !dbg !33, !tbaa !34
  %mul106 = fmul contract double %54, %55, !dbg !33
  %add107 = fadd contract double %add103, %mul106, !dbg !33
  %arrayidx108 = getelementptr inbounds double, ptr %ufr, i64 %3, !dbg !33
  %56 = load double, ptr %arrayidx108, align 8, !dbg !33, !tbaa !34
  %arrayidx109 = getelementptr inbounds double, ptr %xufr, i64 %3, !dbg !33
  %57 = load double, ptr %arrayidx109, align 8, !dbg !33, !tbaa !34
  %mul110 = fmul contract double %56, %57, !dbg !33
  %add111 = fadd contract double %add107, %mul110, !dbg !33
  %arrayidx112 = getelementptr inbounds double, ptr %b, i64 %3, !dbg !33
  store double %add111, ptr %arrayidx112, align 8, !dbg !33, !tbaa !34
  br label %if.end, !dbg !36

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "MATVEC_3D_STENCIL.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "matvec_3d", scope: !1, file: !1, line: 110, type: !13, scopeLine: 167, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 168, column: 20, scope: !12)
!19 = !DILocation(line: 46, column: 23, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 168, column: 33, scope: !12)
!22 = !DILocation(line: 168, column: 31, scope: !12)
!23 = !DILocation(line: 44, column: 24, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 168, column: 46, scope: !12)
!26 = !DILocation(line: 168, column: 44, scope: !12)
!27 = !DILocation(line: 168, column: 20, scope: !12)
!28 = !DILocation(line: 169, column: 22, scope: !12)
!29 = !DILocation(line: 170, column: 10, scope: !12)
!30 = !DILocation(line: 171, column: 6, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"long", !10, i64 0}
!33 = !DILocation(line: 172, column: 6, scope: !12)
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !10, i64 0}
!36 = !DILocation(line: 173, column: 4, scope: !12)
!37 = !DILocation(line: 174, column: 1, scope: !12)
