; ModuleID = 'POLYBENCH_GESUMMV.cu'
source_filename = "POLYBENCH_GESUMMV.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12poly_gesummvPdS_S_S_ddl(ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %y, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, double noundef %alpha, double noundef %beta, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %N, %conv, !dbg !25
  br i1 %cmp, label %for.body.lr.ph, label %if.end, !dbg !25

for.body.lr.ph:                                   ; preds = %entry
  %mul3 = mul nuw nsw i64 %N, %conv
  %xtraiter = and i64 %N, 1, !dbg !26
  %2 = icmp eq i64 %N, 1, !dbg !26
  br i1 %2, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !26

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %N, -2, !dbg !26
  br label %for.body, !dbg !26

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !26
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !26

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %for.body.lr.ph
  %j.035.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.unr-lcssa ]
  %ydot.034.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add13.1, %for.cond.cleanup.unr-lcssa ]
  %tmpdot.033.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add7.1, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod39 = icmp ne i64 %xtraiter, 0, !dbg !26
  tail call void @llvm.assume(i1 %lcmp.mod39), !dbg !26
  %add4.epil = add nuw nsw i64 %j.035.epil.init, %mul3, !dbg !27
  %arrayidx.epil = getelementptr inbounds nuw double, ptr %A, i64 %add4.epil, !dbg !27
  %3 = load double, ptr %arrayidx.epil, align 8, !dbg !27, !tbaa !28
  %arrayidx5.epil = getelementptr inbounds nuw double, ptr %x, i64 %j.035.epil.init, !dbg !27
  %4 = load double, ptr %arrayidx5.epil, align 8, !dbg !27, !tbaa !28
  %mul6.epil = fmul contract double %3, %4, !dbg !27
  %add7.epil = fadd contract double %tmpdot.033.epil.init, %mul6.epil, !dbg !27
  %arrayidx10.epil = getelementptr inbounds nuw double, ptr %B, i64 %add4.epil, !dbg !27
  %5 = load double, ptr %arrayidx10.epil, align 8, !dbg !27, !tbaa !28
  %mul12.epil = fmul contract double %4, %5, !dbg !27
  %add13.epil = fadd contract double %ydot.034.epil.init, %mul12.epil, !dbg !27
  br label %for.cond.cleanup, !dbg !30

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil.preheader
  %add7.lcssa = phi double [ %add7.1, %for.cond.cleanup.unr-lcssa ], [ %add7.epil, %for.body.epil.preheader ], !dbg !27
  %add13.lcssa = phi double [ %add13.1, %for.cond.cleanup.unr-lcssa ], [ %add13.epil, %for.body.epil.preheader ], !dbg !27
  %mul14 = fmul contract double %alpha, %add7.lcssa, !dbg !30
  %mul15 = fmul contract double %beta, %add13.lcssa, !dbg !30
  %add16 = fadd contract double %mul14, %mul15, !dbg !30
  %arrayidx17 = getelementptr inbounds nuw double, ptr %y, i64 %conv, !dbg !30
  store double %add16, ptr %arrayidx17, align 8, !dbg !30, !tbaa !28
  br label %if.end, !dbg !31

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %j.035 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %ydot.034 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add13.1, %for.body ]
  %tmpdot.033 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add7.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add4 = add nuw nsw i64 %j.035, %mul3, !dbg !27
  %arrayidx = getelementptr inbounds nuw double, ptr %A, i64 %add4, !dbg !27
  %6 = load double, ptr %arrayidx, align 8, !dbg !27, !tbaa !28
  %arrayidx5 = getelementptr inbounds nuw double, ptr %x, i64 %j.035, !dbg !27
  %7 = load double, ptr %arrayidx5, align 8, !dbg !27, !tbaa !28
  %mul6 = fmul contract double %6, %7, !dbg !27
  %add7 = fadd contract double %tmpdot.033, %mul6, !dbg !27
  %arrayidx10 = getelementptr inbounds nuw double, ptr %B, i64 %add4, !dbg !27
  %8 = load double, ptr %arrayidx10, align 8, !dbg !27, !tbaa !28
  %mul12 = fmul contract double %7, %8, !dbg !27
  %add13 = fadd contract double %ydot.034, %mul12, !dbg !27
  %inc = or disjoint i64 %j.035, 1, !dbg !32
  %add4.1 = add nuw nsw i64 %inc, %mul3, !dbg !27
  %arrayidx.1 = getelementptr inbounds nuw double, ptr %A, i64 %add4.1, !dbg !27
  %9 = load double, ptr %arrayidx.1, align 8, !dbg !27, !tbaa !28
  %arrayidx5.1 = getelementptr inbounds nuw double, ptr %x, i64 %inc, !dbg !27
  %10 = load double, ptr %arrayidx5.1, align 8, !dbg !27, !tbaa !28
  %mul6.1 = fmul contract double %9, %10, !dbg !27
  %add7.1 = fadd contract double %add7, %mul6.1, !dbg !27
  %arrayidx10.1 = getelementptr inbounds nuw double, ptr %B, i64 %add4.1, !dbg !27
  %11 = load double, ptr %arrayidx10.1, align 8, !dbg !27, !tbaa !28
  %mul12.1 = fmul contract double %10, %11, !dbg !27
  %add13.1 = fadd contract double %add13, %mul12.1, !dbg !27
  %inc.1 = add nuw nsw i64 %j.035, 2, !dbg !32
  %niter.next.1 = add i64 %niter, 2, !dbg !26
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !26
  br i1 %niter.ncmp.1, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !26, !llvm.loop !33

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "POLYBENCH_GESUMMV.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_gesummv", scope: !1, file: !1, line: 71, type: !13, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 76, column: 19, scope: !12)
!19 = !DILocation(line: 76, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 76, column: 45, scope: !12)
!23 = !DILocation(line: 76, column: 43, scope: !12)
!24 = !DILocation(line: 76, column: 19, scope: !12)
!25 = !DILocation(line: 78, column: 10, scope: !12)
!26 = !DILocation(line: 80, column: 6, scope: !12)
!27 = !DILocation(line: 81, column: 8, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !10, i64 0}
!30 = !DILocation(line: 83, column: 6, scope: !12)
!31 = !DILocation(line: 84, column: 4, scope: !12)
!32 = !DILocation(line: 80, column: 36, scope: !12)
!33 = distinct !{!33, !26, !34, !35}
!34 = !DILocation(line: 82, column: 6, scope: !12)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 85, column: 1, scope: !12)
