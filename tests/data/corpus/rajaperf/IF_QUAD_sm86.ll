; ModuleID = 'IF_QUAD.cu'
source_filename = "IF_QUAD.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6ifquadPdS_S_S_S_l(ptr noundef writeonly captures(none) %x1, ptr noundef writeonly captures(none) %x2, ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef readonly captures(none) %c, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %iend, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end25, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %b, i64 %conv, !dbg !26
  %2 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %mul3 = fmul contract double %2, %2, !dbg !26
  %arrayidx4 = getelementptr inbounds nuw double, ptr %a, i64 %conv, !dbg !26
  %3 = load double, ptr %arrayidx4, align 8, !dbg !26, !tbaa !27
  %mul5 = fmul contract double %3, 4.000000e+00, !dbg !26
  %arrayidx6 = getelementptr inbounds nuw double, ptr %c, i64 %conv, !dbg !26
  %4 = load double, ptr %arrayidx6, align 8, !dbg !26, !tbaa !27
  %mul7 = fmul contract double %mul5, %4, !dbg !26
  %sub = fsub contract double %mul3, %mul7, !dbg !26
  %cmp8 = fcmp contract ult double %sub, 0.000000e+00, !dbg !26
  br i1 %cmp8, label %if.else, label %if.then9, !dbg !26

if.then9:                                         ; preds = %if.then
  %call.i = tail call contract noundef double @__nv_sqrt(double noundef %sub) #3, !dbg !29
  %5 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %add12 = fsub contract double %call.i, %5, !dbg !26
  %6 = load double, ptr %arrayidx4, align 8, !dbg !26, !tbaa !27
  %mul14 = fmul contract double %6, 2.000000e+00, !dbg !26
  %div = fdiv contract double %add12, %mul14, !dbg !26
  %arrayidx15 = getelementptr inbounds nuw double, ptr %x2, i64 %conv, !dbg !26
  store double %div, ptr %arrayidx15, align 8, !dbg !26, !tbaa !27
  %7 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %fneg17 = fneg contract double %7, !dbg !26
  %sub18 = fsub contract double %fneg17, %call.i, !dbg !26
  %8 = load double, ptr %arrayidx4, align 8, !dbg !26, !tbaa !27
  %mul20 = fmul contract double %8, 2.000000e+00, !dbg !26
  %div21 = fdiv contract double %sub18, %mul20, !dbg !26
  br label %if.end25.sink.split, !dbg !26

if.else:                                          ; preds = %if.then
  %arrayidx23 = getelementptr inbounds nuw double, ptr %x2, i64 %conv, !dbg !26
  store double 0.000000e+00, ptr %arrayidx23, align 8, !dbg !26, !tbaa !27
  br label %if.end25.sink.split

if.end25.sink.split:                              ; preds = %if.else, %if.then9
  %div21.sink = phi double [ %div21, %if.then9 ], [ 0.000000e+00, %if.else ]
  %arrayidx22 = getelementptr inbounds nuw double, ptr %x1, i64 %conv, !dbg !26
  store double %div21.sink, ptr %arrayidx22, align 8, !dbg !26, !tbaa !27
  br label %if.end25, !dbg !32

if.end25:                                         ; preds = %if.end25.sink.split, %entry
  ret void, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "IF_QUAD.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "ifquad", scope: !1, file: !1, line: 51, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 55, column: 18, scope: !12)
!19 = !DILocation(line: 55, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 55, column: 44, scope: !12)
!23 = !DILocation(line: 55, column: 42, scope: !12)
!24 = !DILocation(line: 55, column: 18, scope: !12)
!25 = !DILocation(line: 56, column: 9, scope: !12)
!26 = !DILocation(line: 57, column: 5, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 101, column: 1, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "sqrt", scope: !17, file: !17, line: 101, type: !13, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 57, column: 5, scope: !12)
!32 = !DILocation(line: 59, column: 1, scope: !12)
