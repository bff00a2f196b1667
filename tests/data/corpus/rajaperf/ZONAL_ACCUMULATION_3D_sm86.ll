; ModuleID = 'ZONAL_ACCUMULATION_3D.cu'
source_filename = "ZONAL_ACCUMULATION_3D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z21zonal_accumulation_3dPdS_S_S_S_S_S_S_S_Plll(ptr noundef writeonly captures(none) %vol, ptr noundef readonly captures(none) %x0, ptr noundef readonly captures(none) %x1, ptr noundef readonly captures(none) %x2, ptr noundef readonly captures(none) %x3, ptr noundef readonly captures(none) %x4, ptr noundef readonly captures(none) %x5, ptr noundef readonly captures(none) %x6, ptr noundef readonly captures(none) %x7, ptr noundef readonly captures(none) %real_zones, i64 noundef %ibegin, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
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
  %arrayidx5 = getelementptr inbounds double, ptr %x0, i64 %3, !dbg !33
  %4 = load double, ptr %arrayidx5, align 8, !dbg !33, !tbaa !34
  %arrayidx6 = getelementptr inbounds double, ptr %x1, i64 %3, !dbg !33
  %5 = load double, ptr %arrayidx6, align 8, !dbg !33, !tbaa !34
  %add7 = fadd contract double %4, %5, !dbg !33
  %arrayidx8 = getelementptr inbounds double, ptr %x2, i64 %3, !dbg !33
  %6 = load double, ptr %arrayidx8, align 8, !dbg !33, !tbaa !34
  %add9 = fadd contract double %add7, %6, !dbg !33
  %arrayidx10 = getelementptr inbounds double, ptr %x3, i64 %3, !dbg !33
  %7 = load double, ptr %arrayidx10, align 8, !dbg !33, !tbaa !34
  %add11 = fadd contract double %add9, %7, !dbg !33
  %arrayidx12 = getelementptr inbounds double, ptr %x4, i64 %3, !dbg !33
  %8 = load double, ptr %arrayidx12, align 8, !dbg !33, !tbaa !34
  %add13 = fadd contract double %add11, %8, !dbg !33
  %arrayidx14 = getelementptr inbounds double, ptr %x5, i64 %3, !dbg !33
  %9 = load double, ptr %arrayidx14, align 8, !dbg !33, !tbaa !34
  %add15 = fadd contract double %add13, %9, !dbg !33
  %arrayidx16 = getelementptr inbounds double, ptr %x6, i64 %3, !dbg !33
  %10 = load double, ptr %arrayidx16, align 8, !dbg !33, !tbaa !34
  %add17 = fadd contract double %add15, %10, !dbg !33
  %arrayidx18 = getelementptr inbounds double, ptr %x7, i64 %3, !dbg !33
  %11 = load double, ptr %arrayidx18, align 8, !dbg !33, !tbaa !34
  %add19 = fadd contract double %add17, %11, !dbg !33
  %mul20 = fmul contract double %add19, 1.250000e-01, !dbg !33
  %arrayidx21 = getelementptr inbounds double, ptr %vol, i64 %3, !dbg !33
  store double %mul20, ptr %arrayidx21, align 8, !dbg !33, !tbaa !34
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
!1 = !DIFile(filename: "ZONAL_ACCUMULATION_3D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "zonal_accumulation_3d", scope: !1, file: !1, line: 55, type: !13, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 63, column: 20, scope: !12)
!19 = !DILocation(line: 46, column: 23, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 63, column: 33, scope: !12)
!22 = !DILocation(line: 63, column: 31, scope: !12)
!23 = !DILocation(line: 44, column: 24, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 63, column: 46, scope: !12)
!26 = !DILocation(line: 63, column: 44, scope: !12)
!27 = !DILocation(line: 63, column: 20, scope: !12)
!28 = !DILocation(line: 64, column: 22, scope: !12)
!29 = !DILocation(line: 65, column: 10, scope: !12)
!30 = !DILocation(line: 66, column: 6, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"long", !10, i64 0}
!33 = !DILocation(line: 67, column: 6, scope: !12)
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !10, i64 0}
!36 = !DILocation(line: 68, column: 4, scope: !12)
!37 = !DILocation(line: 69, column: 1, scope: !12)
