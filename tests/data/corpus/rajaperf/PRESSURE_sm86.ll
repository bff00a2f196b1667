; ModuleID = 'PRESSURE.cu'
source_filename = "PRESSURE.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13pressurecalc1PdS_dl(ptr noundef writeonly captures(none) %bvc, ptr noundef readonly captures(none) %compression, double noundef %cls, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %iend, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx4 = getelementptr inbounds nuw double, ptr %bvc, i64 %conv
  %arrayidx = getelementptr inbounds nuw double, ptr %compression, i64 %conv
  %2 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %add2 = fadd contract double %2, 1.000000e+00, !dbg !26
  %mul3 = fmul contract double %cls, %add2, !dbg !26
  store double %mul3, ptr %arrayidx4, align 8, !dbg !26, !tbaa !27
  br label %if.end, !dbg !29

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !30
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13pressurecalc2PdS_S_S_dddl(ptr noundef captures(none) %p_new, ptr noundef readonly captures(none) %bvc, ptr noundef readonly captures(none) %e_old, ptr noundef readonly captures(none) %vnewc, double noundef %p_cut, double noundef %eosvmax, double noundef %pmin, i64 noundef %iend) local_unnamed_addr #1 !dbg !31 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %mul = shl i32 %0, 8, !dbg !34
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %add = add i32 %mul, %1, !dbg !37
  %conv = zext i32 %add to i64, !dbg !38
  %cmp = icmp sgt i64 %iend, %conv, !dbg !39
  br i1 %cmp, label %if.then, label %if.end20, !dbg !39

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %bvc, i64 %conv, !dbg !40
  %2 = load double, ptr %arrayidx, align 8, !dbg !40, !tbaa !27
  %arrayidx2 = getelementptr inbounds nuw double, ptr %e_old, i64 %conv, !dbg !40
  %3 = load double, ptr %arrayidx2, align 8, !dbg !40, !tbaa !27
  %mul3 = fmul contract double %2, %3, !dbg !40
  %arrayidx4 = getelementptr inbounds nuw double, ptr %p_new, i64 %conv, !dbg !40
  store double %mul3, ptr %arrayidx4, align 8, !dbg !40, !tbaa !27
  %call.i = tail call contract noundef double @__nv_fabs(double noundef %mul3) #4, !dbg !41
  %cmp7 = fcmp contract olt double %call.i, %p_cut, !dbg !40
  br i1 %cmp7, label %if.then8, label %if.end, !dbg !40

if.then8:                                         ; preds = %if.then
  store double 0.000000e+00, ptr %arrayidx4, align 8, !dbg !40, !tbaa !27
  br label %if.end, !dbg !40

if.end:                                           ; preds = %if.then8, %if.then
  %arrayidx10 = getelementptr inbounds nuw double, ptr %vnewc, i64 %conv, !dbg !40
  %4 = load double, ptr %arrayidx10, align 8, !dbg !40, !tbaa !27
  %cmp11 = fcmp contract ult double %4, %eosvmax, !dbg !40
  br i1 %cmp11, label %if.end.if.end14_crit_edge, label %if.then12, !dbg !40

if.end.if.end14_crit_edge:                        ; preds = %if.end
  %.pre = load double, ptr %arrayidx4, align 8, !dbg !40, !tbaa !27
  br label %if.end14, !dbg !40

if.then12:                                        ; preds = %if.end
  store double 0.000000e+00, ptr %arrayidx4, align 8, !dbg !40, !tbaa !27
  br label %if.end14, !dbg !40

if.end14:                                         ; preds = %if.end.if.end14_crit_edge, %if.then12
  %5 = phi double [ %.pre, %if.end.if.end14_crit_edge ], [ 0.000000e+00, %if.then12 ], !dbg !40
  %cmp16 = fcmp contract olt double %5, %pmin, !dbg !40
  br i1 %cmp16, label %if.then17, label %if.end20, !dbg !40

if.then17:                                        ; preds = %if.end14
  store double %pmin, ptr %arrayidx4, align 8, !dbg !40, !tbaa !27
  br label %if.end20, !dbg !40

if.end20:                                         ; preds = %if.end14, %if.then17, %entry
  ret void, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_fabs(double noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "PRESSURE.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "pressurecalc1", scope: !1, file: !1, line: 52, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 56, column: 19, scope: !12)
!19 = !DILocation(line: 56, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 56, column: 45, scope: !12)
!23 = !DILocation(line: 56, column: 43, scope: !12)
!24 = !DILocation(line: 56, column: 19, scope: !12)
!25 = !DILocation(line: 57, column: 10, scope: !12)
!26 = !DILocation(line: 58, column: 6, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 59, column: 4, scope: !12)
!30 = !DILocation(line: 60, column: 1, scope: !12)
!31 = distinct !DISubprogram(name: "pressurecalc2", scope: !1, file: !1, line: 65, type: !13, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !33)
!33 = distinct !DILocation(line: 71, column: 19, scope: !31)
!34 = !DILocation(line: 71, column: 30, scope: !31)
!35 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !36)
!36 = distinct !DILocation(line: 71, column: 45, scope: !31)
!37 = !DILocation(line: 71, column: 43, scope: !31)
!38 = !DILocation(line: 71, column: 19, scope: !31)
!39 = !DILocation(line: 72, column: 10, scope: !31)
!40 = !DILocation(line: 73, column: 6, scope: !31)
!41 = !DILocation(line: 102, column: 1, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "fabs", scope: !17, file: !17, line: 102, type: !13, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 73, column: 6, scope: !31)
!44 = !DILocation(line: 75, column: 1, scope: !31)
