; ModuleID = 'POLYBENCH_ATAX.cu'
source_filename = "POLYBENCH_ATAX.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11poly_atax_1PdS_S_S_l(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %y, ptr noundef writeonly captures(none) %tmp, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %N, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %y, i64 %conv, !dbg !26
  store double 0.000000e+00, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %mul3 = mul nuw nsw i64 %N, %conv
  %invariant.gep = getelementptr double, ptr %A, i64 %mul3, !dbg !29
  %2 = add i64 %N, -1, !dbg !29
  %xtraiter = and i64 %N, 3, !dbg !29
  %3 = icmp ult i64 %2, 3, !dbg !29
  br i1 %3, label %for.body.epil.preheader, label %if.then.new, !dbg !29

if.then.new:                                      ; preds = %if.then
  %unroll_iter = and i64 %N, -4, !dbg !29
  br label %for.body, !dbg !29

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !29
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !29

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %if.then
  %j.021.epil.init = phi i64 [ 0, %if.then ], [ %inc.3, %for.cond.cleanup.unr-lcssa ]
  %dot.020.epil.init = phi double [ 0.000000e+00, %if.then ], [ %add8.3, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod23 = icmp ne i64 %xtraiter, 0, !dbg !29
  tail call void @llvm.assume(i1 %lcmp.mod23), !dbg !29
  br label %for.body.epil, !dbg !29

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %j.021.epil = phi i64 [ %j.021.epil.init, %for.body.epil.preheader ], [ %inc.epil, %for.body.epil ]
  %dot.020.epil = phi double [ %dot.020.epil.init, %for.body.epil.preheader ], [ %add8.epil, %for.body.epil ]
  %epil.iter = phi i64 [ 0, %for.body.epil.preheader ], [ %epil.iter.next, %for.body.epil ]
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %j.021.epil, !dbg !30
  %4 = load double, ptr %gep.epil, align 8, !dbg !30, !tbaa !27
  %arrayidx6.epil = getelementptr inbounds nuw double, ptr %x, i64 %j.021.epil, !dbg !30
  %5 = load double, ptr %arrayidx6.epil, align 8, !dbg !30, !tbaa !27
  %mul7.epil = fmul contract double %4, %5, !dbg !30
  %add8.epil = fadd contract double %dot.020.epil, %mul7.epil, !dbg !30
  %inc.epil = add nuw nsw i64 %j.021.epil, 1, !dbg !31
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !29
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !29
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !29, !llvm.loop !32

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.unr-lcssa
  %add8.lcssa = phi double [ %add8.3, %for.cond.cleanup.unr-lcssa ], [ %add8.epil, %for.body.epil ], !dbg !30
  %arrayidx9 = getelementptr inbounds nuw double, ptr %tmp, i64 %conv, !dbg !34
  store double %add8.lcssa, ptr %arrayidx9, align 8, !dbg !34, !tbaa !27
  br label %if.end, !dbg !35

for.body:                                         ; preds = %for.body, %if.then.new
  %j.021 = phi i64 [ 0, %if.then.new ], [ %inc.3, %for.body ]
  %dot.020 = phi double [ 0.000000e+00, %if.then.new ], [ %add8.3, %for.body ]
  %niter = phi i64 [ 0, %if.then.new ], [ %niter.next.3, %for.body ]
  %gep = getelementptr double, ptr %invariant.gep, i64 %j.021, !dbg !30
  %6 = load double, ptr %gep, align 8, !dbg !30, !tbaa !27
  %arrayidx6 = getelementptr inbounds nuw double, ptr %x, i64 %j.021, !dbg !30
  %7 = load double, ptr %arrayidx6, align 8, !dbg !30, !tbaa !27
  %mul7 = fmul contract double %6, %7, !dbg !30
  %add8 = fadd contract double %dot.020, %mul7, !dbg !30
  %inc = or disjoint i64 %j.021, 1, !dbg !31
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %inc, !dbg !30
  %8 = load double, ptr %gep.1, align 8, !dbg !30, !tbaa !27
  %arrayidx6.1 = getelementptr inbounds nuw double, ptr %x, i64 %inc, !dbg !30
  %9 = load double, ptr %arrayidx6.1, align 8, !dbg !30, !tbaa !27
  %mul7.1 = fmul contract double %8, %9, !dbg !30
  %add8.1 = fadd contract double %add8, %mul7.1, !dbg !30
  %inc.1 = or disjoint i64 %j.021, 2, !dbg !31
  %gep.2 = getelementptr double, ptr %invariant.gep, i64 %inc.1, !dbg !30
  %10 = load double, ptr %gep.2, align 8, !dbg !30, !tbaa !27
  %arrayidx6.2 = getelementptr inbounds nuw double, ptr %x, i64 %inc.1, !dbg !30
  %11 = load double, ptr %arrayidx6.2, align 8, !dbg !30, !tbaa !27
  %mul7.2 = fmul contract double %10, %11, !dbg !30
  %add8.2 = fadd contract double %add8.1, %mul7.2, !dbg !30
  %inc.2 = or disjoint i64 %j.021, 3, !dbg !31
  %gep.3 = getelementptr double, ptr %invariant.gep, i64 %inc.2, !dbg !30
  %12 = load double, ptr %gep.3, align 8, !dbg !30, !tbaa !27
  %arrayidx6.3 = getelementptr inbounds nuw double, ptr %x, i64 %inc.2, !dbg !30
  %13 = load double, ptr %arrayidx6.3, align 8, !dbg !30, !tbaa !27
  %mul7.3 = fmul contract double %12, %13, !dbg !30
  %add8.3 = fadd contract double %add8.2, %mul7.3, !dbg !30
  %inc.3 = add nuw nsw i64 %j.021, 4, !dbg !31
  %niter.next.3 = add i64 %niter, 4, !dbg !29
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !29
  br i1 %niter.ncmp.3, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !29, !llvm.loop !36

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !39
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11poly_atax_2PdS_S_l(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %tmp, ptr noundef captures(none) %y, i64 noundef %N) local_unnamed_addr #0 !dbg !40 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %mul = shl i32 %0, 8, !dbg !43
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %add = add i32 %mul, %1, !dbg !46
  %conv = zext i32 %add to i64, !dbg !47
  %cmp = icmp sgt i64 %N, %conv, !dbg !48
  br i1 %cmp, label %if.then, label %if.end, !dbg !48

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %y, i64 %conv, !dbg !49
  %invariant.gep = getelementptr double, ptr %A, i64 %conv, !dbg !50
  %2 = load double, ptr %arrayidx, align 8, !dbg !49, !tbaa !27
  %xtraiter = and i64 %N, 1, !dbg !51
  %3 = icmp eq i64 %N, 1, !dbg !51
  br i1 %3, label %for.body.epil.preheader, label %if.then.new, !dbg !51

if.then.new:                                      ; preds = %if.then
  %unroll_iter = and i64 %N, -2, !dbg !51
  br label %for.body, !dbg !51

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !51
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !51

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %if.then
  %i.022.epil.init = phi i64 [ 0, %if.then ], [ %inc.1, %for.cond.cleanup.unr-lcssa ]
  %dot.021.epil.init = phi double [ %2, %if.then ], [ %add8.1, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod24 = icmp ne i64 %xtraiter, 0, !dbg !51
  tail call void @llvm.assume(i1 %lcmp.mod24), !dbg !51
  %mul3.epil = mul nuw nsw i64 %i.022.epil.init, %N, !dbg !52
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul3.epil, !dbg !52
  %4 = load double, ptr %gep.epil, align 8, !dbg !52, !tbaa !27
  %arrayidx6.epil = getelementptr inbounds nuw double, ptr %tmp, i64 %i.022.epil.init, !dbg !52
  %5 = load double, ptr %arrayidx6.epil, align 8, !dbg !52, !tbaa !27
  %mul7.epil = fmul contract double %4, %5, !dbg !52
  %add8.epil = fadd contract double %dot.021.epil.init, %mul7.epil, !dbg !52
  br label %for.cond.cleanup, !dbg !53

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil.preheader
  %add8.lcssa = phi double [ %add8.1, %for.cond.cleanup.unr-lcssa ], [ %add8.epil, %for.body.epil.preheader ], !dbg !52
  store double %add8.lcssa, ptr %arrayidx, align 8, !dbg !53, !tbaa !27
  br label %if.end, !dbg !54

for.body:                                         ; preds = %for.body, %if.then.new
  %i.022 = phi i64 [ 0, %if.then.new ], [ %inc.1, %for.body ]
  %dot.021 = phi double [ %2, %if.then.new ], [ %add8.1, %for.body ]
  %niter = phi i64 [ 0, %if.then.new ], [ %niter.next.1, %for.body ]
  %mul3 = mul nuw nsw i64 %i.022, %N, !dbg !52
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul3, !dbg !52
  %6 = load double, ptr %gep, align 8, !dbg !52, !tbaa !27
  %arrayidx6 = getelementptr inbounds nuw double, ptr %tmp, i64 %i.022, !dbg !52
  %7 = load double, ptr %arrayidx6, align 8, !dbg !52, !tbaa !27
  %mul7 = fmul contract double %6, %7, !dbg !52
  %add8 = fadd contract double %dot.021, %mul7, !dbg !52
  %inc = or disjoint i64 %i.022, 1, !dbg !55
  %mul3.1 = mul nuw nsw i64 %inc, %N, !dbg !52
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul3.1, !dbg !52
  %8 = load double, ptr %gep.1, align 8, !dbg !52, !tbaa !27
  %arrayidx6.1 = getelementptr inbounds nuw double, ptr %tmp, i64 %inc, !dbg !52
  %9 = load double, ptr %arrayidx6.1, align 8, !dbg !52, !tbaa !27
  %mul7.1 = fmul contract double %8, %9, !dbg !52
  %add8.1 = fadd contract double %add8, %mul7.1, !dbg !52
  %inc.1 = add nuw nsw i64 %i.022, 2, !dbg !55
  %niter.next.1 = add i64 %niter, 2, !dbg !51
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !51
  br i1 %niter.ncmp.1, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !51, !llvm.loop !56

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !58
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
!1 = !DIFile(filename: "POLYBENCH_ATAX.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_atax_1", scope: !1, file: !1, line: 79, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 82, column: 18, scope: !12)
!19 = !DILocation(line: 82, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 82, column: 44, scope: !12)
!23 = !DILocation(line: 82, column: 42, scope: !12)
!24 = !DILocation(line: 82, column: 18, scope: !12)
!25 = !DILocation(line: 84, column: 9, scope: !12)
!26 = !DILocation(line: 85, column: 5, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 86, column: 5, scope: !12)
!30 = !DILocation(line: 87, column: 7, scope: !12)
!31 = !DILocation(line: 86, column: 35, scope: !12)
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = !DILocation(line: 89, column: 5, scope: !12)
!35 = !DILocation(line: 90, column: 3, scope: !12)
!36 = distinct !{!36, !29, !37, !38}
!37 = !DILocation(line: 88, column: 5, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 91, column: 1, scope: !12)
!40 = distinct !DISubprogram(name: "poly_atax_2", scope: !1, file: !1, line: 96, type: !13, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !42)
!42 = distinct !DILocation(line: 99, column: 18, scope: !40)
!43 = !DILocation(line: 99, column: 29, scope: !40)
!44 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !45)
!45 = distinct !DILocation(line: 99, column: 44, scope: !40)
!46 = !DILocation(line: 99, column: 42, scope: !40)
!47 = !DILocation(line: 99, column: 18, scope: !40)
!48 = !DILocation(line: 101, column: 9, scope: !40)
!49 = !DILocation(line: 102, column: 5, scope: !40)
!50 = !DILocation(line: 103, column: 10, scope: !40)
!51 = !DILocation(line: 103, column: 5, scope: !40)
!52 = !DILocation(line: 104, column: 7, scope: !40)
!53 = !DILocation(line: 106, column: 5, scope: !40)
!54 = !DILocation(line: 107, column: 3, scope: !40)
!55 = !DILocation(line: 103, column: 35, scope: !40)
!56 = distinct !{!56, !51, !57, !38}
!57 = !DILocation(line: 105, column: 5, scope: !40)
!58 = !DILocation(line: 108, column: 1, scope: !40)
