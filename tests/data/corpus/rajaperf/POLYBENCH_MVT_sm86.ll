; ModuleID = 'POLYBENCH_MVT.cu'
source_filename = "POLYBENCH_MVT.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10poly_mvt_1PdS_S_l(ptr noundef readonly captures(none) %A, ptr noundef captures(none) %x1, ptr noundef readonly captures(none) %y1, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
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
  %invariant.gep = getelementptr double, ptr %A, i64 %mul3, !dbg !26
  %2 = add i64 %N, -1, !dbg !26
  %xtraiter = and i64 %N, 3, !dbg !26
  %3 = icmp ult i64 %2, 3, !dbg !26
  br i1 %3, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !26

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %N, -4, !dbg !26
  br label %for.body, !dbg !26

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !26
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !26

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %for.body.lr.ph
  %j.020.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.3, %for.cond.cleanup.unr-lcssa ]
  %dot.019.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add7.3, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod22 = icmp ne i64 %xtraiter, 0, !dbg !26
  tail call void @llvm.assume(i1 %lcmp.mod22), !dbg !26
  br label %for.body.epil, !dbg !26

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %j.020.epil = phi i64 [ %j.020.epil.init, %for.body.epil.preheader ], [ %inc.epil, %for.body.epil ]
  %dot.019.epil = phi double [ %dot.019.epil.init, %for.body.epil.preheader ], [ %add7.epil, %for.body.epil ]
  %epil.iter = phi i64 [ 0, %for.body.epil.preheader ], [ %epil.iter.next, %for.body.epil ]
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %j.020.epil, !dbg !27
  %4 = load double, ptr %gep.epil, align 8, !dbg !27, !tbaa !28
  %arrayidx5.epil = getelementptr inbounds nuw double, ptr %y1, i64 %j.020.epil, !dbg !27
  %5 = load double, ptr %arrayidx5.epil, align 8, !dbg !27, !tbaa !28
  %mul6.epil = fmul contract double %4, %5, !dbg !27
  %add7.epil = fadd contract double %dot.019.epil, %mul6.epil, !dbg !27
  %inc.epil = add nuw nsw i64 %j.020.epil, 1, !dbg !30
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !26
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !26
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !26, !llvm.loop !31

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.unr-lcssa
  %add7.lcssa = phi double [ %add7.3, %for.cond.cleanup.unr-lcssa ], [ %add7.epil, %for.body.epil ], !dbg !27
  %arrayidx8 = getelementptr inbounds nuw double, ptr %x1, i64 %conv, !dbg !33
  %6 = load double, ptr %arrayidx8, align 8, !dbg !33, !tbaa !28
  %add9 = fadd contract double %add7.lcssa, %6, !dbg !33
  store double %add9, ptr %arrayidx8, align 8, !dbg !33, !tbaa !28
  br label %if.end, !dbg !34

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %j.020 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %dot.019 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add7.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %gep = getelementptr double, ptr %invariant.gep, i64 %j.020, !dbg !27
  %7 = load double, ptr %gep, align 8, !dbg !27, !tbaa !28
  %arrayidx5 = getelementptr inbounds nuw double, ptr %y1, i64 %j.020, !dbg !27
  %8 = load double, ptr %arrayidx5, align 8, !dbg !27, !tbaa !28
  %mul6 = fmul contract double %7, %8, !dbg !27
  %add7 = fadd contract double %dot.019, %mul6, !dbg !27
  %inc = or disjoint i64 %j.020, 1, !dbg !30
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %inc, !dbg !27
  %9 = load double, ptr %gep.1, align 8, !dbg !27, !tbaa !28
  %arrayidx5.1 = getelementptr inbounds nuw double, ptr %y1, i64 %inc, !dbg !27
  %10 = load double, ptr %arrayidx5.1, align 8, !dbg !27, !tbaa !28
  %mul6.1 = fmul contract double %9, %10, !dbg !27
  %add7.1 = fadd contract double %add7, %mul6.1, !dbg !27
  %inc.1 = or disjoint i64 %j.020, 2, !dbg !30
  %gep.2 = getelementptr double, ptr %invariant.gep, i64 %inc.1, !dbg !27
  %11 = load double, ptr %gep.2, align 8, !dbg !27, !tbaa !28
  %arrayidx5.2 = getelementptr inbounds nuw double, ptr %y1, i64 %inc.1, !dbg !27
  %12 = load double, ptr %arrayidx5.2, align 8, !dbg !27, !tbaa !28
  %mul6.2 = fmul contract double %11, %12, !dbg !27
  %add7.2 = fadd contract double %add7.1, %mul6.2, !dbg !27
  %inc.2 = or disjoint i64 %j.020, 3, !dbg !30
  %gep.3 = getelementptr double, ptr %invariant.gep, i64 %inc.2, !dbg !27
  %13 = load double, ptr %gep.3, align 8, !dbg !27, !tbaa !28
  %arrayidx5.3 = getelementptr inbounds nuw double, ptr %y1, i64 %inc.2, !dbg !27
  %14 = load double, ptr %arrayidx5.3, align 8, !dbg !27, !tbaa !28
  %mul6.3 = fmul contract double %13, %14, !dbg !27
  %add7.3 = fadd contract double %add7.2, %mul6.3, !dbg !27
  %inc.3 = add nuw nsw i64 %j.020, 4, !dbg !30
  %niter.next.3 = add i64 %niter, 4, !dbg !26
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !26
  br i1 %niter.ncmp.3, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !26, !llvm.loop !35

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10poly_mvt_2PdS_S_l(ptr noundef readonly captures(none) %A, ptr noundef captures(none) %x2, ptr noundef readonly captures(none) %y2, i64 noundef %N) local_unnamed_addr #0 !dbg !39 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %mul = shl i32 %0, 8, !dbg !42
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %add = add i32 %mul, %1, !dbg !45
  %conv = zext i32 %add to i64, !dbg !46
  %cmp = icmp sgt i64 %N, %conv, !dbg !47
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !47

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr double, ptr %A, i64 %conv, !dbg !48
  %arrayidx5 = getelementptr inbounds nuw double, ptr %y2, i64 %conv
  %2 = load double, ptr %arrayidx5, align 8, !tbaa !28
  %3 = add i64 %N, -1, !dbg !48
  %xtraiter = and i64 %N, 3, !dbg !48
  %4 = icmp ult i64 %3, 3, !dbg !48
  br i1 %4, label %for.body.epil.preheader, label %for.cond.preheader.new, !dbg !48

for.cond.preheader.new:                           ; preds = %for.cond.preheader
  %unroll_iter = and i64 %N, -4, !dbg !48
  br label %for.body, !dbg !48

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !48
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !48

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %for.cond.preheader
  %j.020.epil.init = phi i64 [ 0, %for.cond.preheader ], [ %inc.3, %for.cond.cleanup.unr-lcssa ]
  %dot.019.epil.init = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add7.3, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod22 = icmp ne i64 %xtraiter, 0, !dbg !48
  tail call void @llvm.assume(i1 %lcmp.mod22), !dbg !48
  br label %for.body.epil, !dbg !48

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %j.020.epil = phi i64 [ %j.020.epil.init, %for.body.epil.preheader ], [ %inc.epil, %for.body.epil ]
  %dot.019.epil = phi double [ %dot.019.epil.init, %for.body.epil.preheader ], [ %add7.epil, %for.body.epil ]
  %epil.iter = phi i64 [ 0, %for.body.epil.preheader ], [ %epil.iter.next, %for.body.epil ]
  %mul3.epil = mul nuw nsw i64 %j.020.epil, %N, !dbg !49
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul3.epil, !dbg !49
  %5 = load double, ptr %gep.epil, align 8, !dbg !49, !tbaa !28
  %mul6.epil = fmul contract double %5, %2, !dbg !49
  %add7.epil = fadd contract double %dot.019.epil, %mul6.epil, !dbg !49
  %inc.epil = add nuw nsw i64 %j.020.epil, 1, !dbg !50
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !48
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !48
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !48, !llvm.loop !51

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.unr-lcssa
  %add7.lcssa = phi double [ %add7.3, %for.cond.cleanup.unr-lcssa ], [ %add7.epil, %for.body.epil ], !dbg !49
  %arrayidx8 = getelementptr inbounds nuw double, ptr %x2, i64 %conv, !dbg !52
  %6 = load double, ptr %arrayidx8, align 8, !dbg !52, !tbaa !28
  %add9 = fadd contract double %add7.lcssa, %6, !dbg !52
  store double %add9, ptr %arrayidx8, align 8, !dbg !52, !tbaa !28
  br label %if.end, !dbg !53

for.body:                                         ; preds = %for.body, %for.cond.preheader.new
  %j.020 = phi i64 [ 0, %for.cond.preheader.new ], [ %inc.3, %for.body ]
  %dot.019 = phi double [ 0.000000e+00, %for.cond.preheader.new ], [ %add7.3, %for.body ]
  %niter = phi i64 [ 0, %for.cond.preheader.new ], [ %niter.next.3, %for.body ]
  %mul3 = mul nuw nsw i64 %j.020, %N, !dbg !49
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul3, !dbg !49
  %7 = load double, ptr %gep, align 8, !dbg !49, !tbaa !28
  %mul6 = fmul contract double %7, %2, !dbg !49
  %add7 = fadd contract double %dot.019, %mul6, !dbg !49
  %inc = or disjoint i64 %j.020, 1, !dbg !50
  %mul3.1 = mul nuw nsw i64 %inc, %N, !dbg !49
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul3.1, !dbg !49
  %8 = load double, ptr %gep.1, align 8, !dbg !49, !tbaa !28
  %mul6.1 = fmul contract double %8, %2, !dbg !49
  %add7.1 = fadd contract double %add7, %mul6.1, !dbg !49
  %inc.1 = or disjoint i64 %j.020, 2, !dbg !50
  %mul3.2 = mul nuw nsw i64 %inc.1, %N, !dbg !49
  %gep.2 = getelementptr double, ptr %invariant.gep, i64 %mul3.2, !dbg !49
  %9 = load double, ptr %gep.2, align 8, !dbg !49, !tbaa !28
  %mul6.2 = fmul contract double %9, %2, !dbg !49
  %add7.2 = fadd contract double %add7.1, %mul6.2, !dbg !49
  %inc.2 = or disjoint i64 %j.020, 3, !dbg !50
  %mul3.3 = mul nuw nsw i64 %inc.2, %N, !dbg !49
  %gep.3 = getelementptr double, ptr %invariant.gep, i64 %mul3.3, !dbg !49
  %10 = load double, ptr %gep.3, align 8, !dbg !49, !tbaa !28
  %mul6.3 = fmul contract double %10, %2, !dbg !49
  %add7.3 = fadd contract double %add7.2, %mul6.3, !dbg !49
  %inc.3 = add nuw nsw i64 %j.020, 4, !dbg !50
  %niter.next.3 = add i64 %niter, 4, !dbg !48
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !48
  br i1 %niter.ncmp.3, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !48, !llvm.loop !54

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !56
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
!1 = !DIFile(filename: "POLYBENCH_MVT.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_mvt_1", scope: !1, file: !1, line: 78, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 81, column: 19, scope: !12)
!19 = !DILocation(line: 81, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 81, column: 45, scope: !12)
!23 = !DILocation(line: 81, column: 43, scope: !12)
!24 = !DILocation(line: 81, column: 19, scope: !12)
!25 = !DILocation(line: 83, column: 10, scope: !12)
!26 = !DILocation(line: 85, column: 6, scope: !12)
!27 = !DILocation(line: 86, column: 8, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !10, i64 0}
!30 = !DILocation(line: 85, column: 36, scope: !12)
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = !DILocation(line: 88, column: 6, scope: !12)
!34 = !DILocation(line: 89, column: 4, scope: !12)
!35 = distinct !{!35, !26, !36, !37}
!36 = !DILocation(line: 87, column: 6, scope: !12)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 90, column: 1, scope: !12)
!39 = distinct !DISubprogram(name: "poly_mvt_2", scope: !1, file: !1, line: 95, type: !13, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !41)
!41 = distinct !DILocation(line: 98, column: 19, scope: !39)
!42 = !DILocation(line: 98, column: 30, scope: !39)
!43 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !44)
!44 = distinct !DILocation(line: 98, column: 45, scope: !39)
!45 = !DILocation(line: 98, column: 43, scope: !39)
!46 = !DILocation(line: 98, column: 19, scope: !39)
!47 = !DILocation(line: 100, column: 10, scope: !39)
!48 = !DILocation(line: 102, column: 6, scope: !39)
!49 = !DILocation(line: 103, column: 8, scope: !39)
!50 = !DILocation(line: 102, column: 36, scope: !39)
!51 = distinct !{!51, !32}
!52 = !DILocation(line: 105, column: 6, scope: !39)
!53 = !DILocation(line: 106, column: 4, scope: !39)
!54 = distinct !{!54, !48, !55, !37}
!55 = !DILocation(line: 104, column: 6, scope: !39)
!56 = !DILocation(line: 107, column: 1, scope: !39)
