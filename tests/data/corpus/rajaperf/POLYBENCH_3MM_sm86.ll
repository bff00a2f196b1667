; ModuleID = 'POLYBENCH_3MM.cu'
source_filename = "POLYBENCH_3MM.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10poly_3mm_1PdS_S_lll(ptr noundef writeonly captures(none) %E, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, i64 noundef %ni, i64 noundef %nj, i64 noundef %nk) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %1 = shl nuw nsw i32 %0, 3, !dbg !19
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %narrow = add nuw nsw i32 %1, %2, !dbg !23
  %add = zext nneg i32 %narrow to i64, !dbg !23
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %mul4 = shl i32 %3, 5, !dbg !27
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %add6 = add i32 %mul4, %4, !dbg !31
  %conv7 = zext i32 %add6 to i64, !dbg !32
  %cmp = icmp sgt i64 %ni, %add, !dbg !33
  %cmp8 = icmp sgt i64 %nj, %conv7
  %or.cond = and i1 %cmp, %cmp8, !dbg !34
  br i1 %or.cond, label %for.cond.preheader, label %if.end, !dbg !34

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr double, ptr %B, i64 %conv7, !dbg !35
  %cmp931 = icmp sgt i64 %nk, 0, !dbg !36
  br i1 %cmp931, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !35

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul10 = mul nuw nsw i64 %nk, %add
  %invariant.gep34 = getelementptr double, ptr %A, i64 %mul10, !dbg !35
  %xtraiter = and i64 %nk, 1, !dbg !35
  %5 = icmp eq i64 %nk, 1, !dbg !35
  br i1 %5, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !35

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %nk, 9223372036854775806, !dbg !35
  br label %for.body, !dbg !35

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !35
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !35

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %k.033.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %dot.032.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add16.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod37 = icmp ne i64 %xtraiter, 0, !dbg !35
  tail call void @llvm.assume(i1 %lcmp.mod37), !dbg !35
  %gep35.epil = getelementptr double, ptr %invariant.gep34, i64 %k.033.epil.init, !dbg !37
  %6 = load double, ptr %gep35.epil, align 8, !dbg !37, !tbaa !38
  %mul12.epil = mul nsw i64 %k.033.epil.init, %nj, !dbg !37
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul12.epil, !dbg !37
  %7 = load double, ptr %gep.epil, align 8, !dbg !37, !tbaa !38
  %mul15.epil = fmul contract double %6, %7, !dbg !37
  %add16.epil = fadd contract double %dot.032.epil.init, %mul15.epil, !dbg !37
  br label %for.cond.cleanup, !dbg !40

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  %dot.0.lcssa = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add16.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add16.epil, %for.body.epil.preheader ], !dbg !41
  %mul17 = mul nsw i64 %nj, %add, !dbg !40
  %8 = getelementptr inbounds nuw double, ptr %E, i64 %mul17, !dbg !40
  %arrayidx19 = getelementptr inbounds nuw double, ptr %8, i64 %conv7, !dbg !40
  store double %dot.0.lcssa, ptr %arrayidx19, align 8, !dbg !40, !tbaa !38
  br label %if.end, !dbg !42

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.033 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %dot.032 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add16.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep35 = getelementptr double, ptr %invariant.gep34, i64 %k.033, !dbg !37
  %9 = load double, ptr %gep35, align 8, !dbg !37, !tbaa !38
  %mul12 = mul nsw i64 %k.033, %nj, !dbg !37
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul12, !dbg !37
  %10 = load double, ptr %gep, align 8, !dbg !37, !tbaa !38
  %mul15 = fmul contract double %9, %10, !dbg !37
  %add16 = fadd contract double %dot.032, %mul15, !dbg !37
  %inc = or disjoint i64 %k.033, 1, !dbg !43
  %gep35.1 = getelementptr double, ptr %invariant.gep34, i64 %inc, !dbg !37
  %11 = load double, ptr %gep35.1, align 8, !dbg !37, !tbaa !38
  %mul12.1 = mul nsw i64 %inc, %nj, !dbg !37
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul12.1, !dbg !37
  %12 = load double, ptr %gep.1, align 8, !dbg !37, !tbaa !38
  %mul15.1 = fmul contract double %11, %12, !dbg !37
  %add16.1 = fadd contract double %add16, %mul15.1, !dbg !37
  %inc.1 = add nuw nsw i64 %k.033, 2, !dbg !43
  %niter.next.1 = add i64 %niter, 2, !dbg !35
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !35
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !35, !llvm.loop !44

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !47
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10poly_3mm_2PdS_S_lll(ptr noundef writeonly captures(none) %F, ptr noundef readonly captures(none) %C, ptr noundef readonly captures(none) %D, i64 noundef %nj, i64 noundef %nl, i64 noundef %nm) local_unnamed_addr #0 !dbg !48 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !49
  %1 = shl nuw nsw i32 %0, 3, !dbg !51
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !52
  %narrow = add nuw nsw i32 %1, %2, !dbg !54
  %add = zext nneg i32 %narrow to i64, !dbg !54
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !55
  %mul4 = shl i32 %3, 5, !dbg !57
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %add6 = add i32 %mul4, %4, !dbg !60
  %conv7 = zext i32 %add6 to i64, !dbg !61
  %cmp = icmp sgt i64 %nj, %add, !dbg !62
  %cmp8 = icmp sgt i64 %nl, %conv7
  %or.cond = and i1 %cmp, %cmp8, !dbg !63
  br i1 %or.cond, label %for.cond.preheader, label %if.end, !dbg !63

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr double, ptr %D, i64 %conv7, !dbg !64
  %cmp931 = icmp sgt i64 %nm, 0, !dbg !65
  br i1 %cmp931, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !64

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul10 = mul nuw nsw i64 %nm, %add
  %invariant.gep34 = getelementptr double, ptr %C, i64 %mul10, !dbg !64
  %xtraiter = and i64 %nm, 1, !dbg !64
  %5 = icmp eq i64 %nm, 1, !dbg !64
  br i1 %5, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !64

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %nm, 9223372036854775806, !dbg !64
  br label %for.body, !dbg !64

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !64
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !64

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %m.033.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %dot.032.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add16.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod37 = icmp ne i64 %xtraiter, 0, !dbg !64
  tail call void @llvm.assume(i1 %lcmp.mod37), !dbg !64
  %gep35.epil = getelementptr double, ptr %invariant.gep34, i64 %m.033.epil.init, !dbg !66
  %6 = load double, ptr %gep35.epil, align 8, !dbg !66, !tbaa !38
  %mul12.epil = mul nsw i64 %m.033.epil.init, %nl, !dbg !66
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul12.epil, !dbg !66
  %7 = load double, ptr %gep.epil, align 8, !dbg !66, !tbaa !38
  %mul15.epil = fmul contract double %6, %7, !dbg !66
  %add16.epil = fadd contract double %dot.032.epil.init, %mul15.epil, !dbg !66
  br label %for.cond.cleanup, !dbg !67

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  %dot.0.lcssa = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add16.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add16.epil, %for.body.epil.preheader ], !dbg !68
  %mul17 = mul nsw i64 %nl, %add, !dbg !67
  %8 = getelementptr inbounds nuw double, ptr %F, i64 %mul17, !dbg !67
  %arrayidx19 = getelementptr inbounds nuw double, ptr %8, i64 %conv7, !dbg !67
  store double %dot.0.lcssa, ptr %arrayidx19, align 8, !dbg !67, !tbaa !38
  br label %if.end, !dbg !69

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %m.033 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %dot.032 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add16.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep35 = getelementptr double, ptr %invariant.gep34, i64 %m.033, !dbg !66
  %9 = load double, ptr %gep35, align 8, !dbg !66, !tbaa !38
  %mul12 = mul nsw i64 %m.033, %nl, !dbg !66
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul12, !dbg !66
  %10 = load double, ptr %gep, align 8, !dbg !66, !tbaa !38
  %mul15 = fmul contract double %9, %10, !dbg !66
  %add16 = fadd contract double %dot.032, %mul15, !dbg !66
  %inc = or disjoint i64 %m.033, 1, !dbg !70
  %gep35.1 = getelementptr double, ptr %invariant.gep34, i64 %inc, !dbg !66
  %11 = load double, ptr %gep35.1, align 8, !dbg !66, !tbaa !38
  %mul12.1 = mul nsw i64 %inc, %nl, !dbg !66
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul12.1, !dbg !66
  %12 = load double, ptr %gep.1, align 8, !dbg !66, !tbaa !38
  %mul15.1 = fmul contract double %11, %12, !dbg !66
  %add16.1 = fadd contract double %add16, %mul15.1, !dbg !66
  %inc.1 = add nuw nsw i64 %m.033, 2, !dbg !70
  %niter.next.1 = add i64 %niter, 2, !dbg !64
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !64
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !64, !llvm.loop !71

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !73
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10poly_3mm_3PdS_S_lll(ptr noundef writeonly captures(none) %G, ptr noundef readonly captures(none) %E, ptr noundef readonly captures(none) %F, i64 noundef %ni, i64 noundef %nl, i64 noundef %nj) local_unnamed_addr #0 !dbg !74 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !75
  %1 = shl nuw nsw i32 %0, 3, !dbg !77
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !78
  %narrow = add nuw nsw i32 %1, %2, !dbg !80
  %add = zext nneg i32 %narrow to i64, !dbg !80
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %mul4 = shl i32 %3, 5, !dbg !83
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %add6 = add i32 %mul4, %4, !dbg !86
  %conv7 = zext i32 %add6 to i64, !dbg !87
  %cmp = icmp sgt i64 %ni, %add, !dbg !88
  %cmp8 = icmp sgt i64 %nl, %conv7
  %or.cond = and i1 %cmp, %cmp8, !dbg !89
  br i1 %or.cond, label %for.cond.preheader, label %if.end, !dbg !89

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr double, ptr %F, i64 %conv7, !dbg !90
  %cmp931 = icmp sgt i64 %nj, 0, !dbg !91
  br i1 %cmp931, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !90

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul10 = mul nuw nsw i64 %nj, %add
  %invariant.gep34 = getelementptr double, ptr %E, i64 %mul10, !dbg !90
  %xtraiter = and i64 %nj, 1, !dbg !90
  %5 = icmp eq i64 %nj, 1, !dbg !90
  br i1 %5, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !90

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %nj, 9223372036854775806, !dbg !90
  br label %for.body, !dbg !90

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !90
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !90

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %j.033.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %dot.032.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add16.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod37 = icmp ne i64 %xtraiter, 0, !dbg !90
  tail call void @llvm.assume(i1 %lcmp.mod37), !dbg !90
  %gep35.epil = getelementptr double, ptr %invariant.gep34, i64 %j.033.epil.init, !dbg !92
  %6 = load double, ptr %gep35.epil, align 8, !dbg !92, !tbaa !38
  %mul12.epil = mul nsw i64 %j.033.epil.init, %nl, !dbg !92
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul12.epil, !dbg !92
  %7 = load double, ptr %gep.epil, align 8, !dbg !92, !tbaa !38
  %mul15.epil = fmul contract double %6, %7, !dbg !92
  %add16.epil = fadd contract double %dot.032.epil.init, %mul15.epil, !dbg !92
  br label %for.cond.cleanup, !dbg !93

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  %dot.0.lcssa = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add16.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add16.epil, %for.body.epil.preheader ], !dbg !94
  %mul17 = mul nsw i64 %nl, %add, !dbg !93
  %8 = getelementptr inbounds nuw double, ptr %G, i64 %mul17, !dbg !93
  %arrayidx19 = getelementptr inbounds nuw double, ptr %8, i64 %conv7, !dbg !93
  store double %dot.0.lcssa, ptr %arrayidx19, align 8, !dbg !93, !tbaa !38
  br label %if.end, !dbg !95

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %j.033 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %dot.032 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add16.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep35 = getelementptr double, ptr %invariant.gep34, i64 %j.033, !dbg !92
  %9 = load double, ptr %gep35, align 8, !dbg !92, !tbaa !38
  %mul12 = mul nsw i64 %j.033, %nl, !dbg !92
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul12, !dbg !92
  %10 = load double, ptr %gep, align 8, !dbg !92, !tbaa !38
  %mul15 = fmul contract double %9, %10, !dbg !92
  %add16 = fadd contract double %dot.032, %mul15, !dbg !92
  %inc = or disjoint i64 %j.033, 1, !dbg !96
  %gep35.1 = getelementptr double, ptr %invariant.gep34, i64 %inc, !dbg !92
  %11 = load double, ptr %gep35.1, align 8, !dbg !92, !tbaa !38
  %mul12.1 = mul nsw i64 %inc, %nl, !dbg !92
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul12.1, !dbg !92
  %12 = load double, ptr %gep.1, align 8, !dbg !92, !tbaa !38
  %mul15.1 = fmul contract double %11, %12, !dbg !92
  %add16.1 = fadd contract double %add16, %mul15.1, !dbg !92
  %inc.1 = add nuw nsw i64 %j.033, 2, !dbg !96
  %niter.next.1 = add i64 %niter, 2, !dbg !90
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !90
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !90, !llvm.loop !97

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !99
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

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
!1 = !DIFile(filename: "POLYBENCH_3MM.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_3mm_1", scope: !1, file: !1, line: 115, type: !13, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 118, column: 18, scope: !12)
!19 = !DILocation(line: 118, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 118, column: 48, scope: !12)
!23 = !DILocation(line: 118, column: 46, scope: !12)
!24 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 119, column: 18, scope: !12)
!27 = !DILocation(line: 119, column: 29, scope: !12)
!28 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 119, column: 47, scope: !12)
!31 = !DILocation(line: 119, column: 45, scope: !12)
!32 = !DILocation(line: 119, column: 18, scope: !12)
!33 = !DILocation(line: 121, column: 10, scope: !12)
!34 = !DILocation(line: 121, column: 15, scope: !12)
!35 = !DILocation(line: 123, column: 5, scope: !12)
!36 = !DILocation(line: 123, column: 28, scope: !12)
!37 = !DILocation(line: 124, column: 7, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !10, i64 0}
!40 = !DILocation(line: 126, column: 5, scope: !12)
!41 = !DILocation(line: 0, scope: !12)
!42 = !DILocation(line: 127, column: 3, scope: !12)
!43 = !DILocation(line: 123, column: 34, scope: !12)
!44 = distinct !{!44, !35, !45, !46}
!45 = !DILocation(line: 125, column: 5, scope: !12)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 128, column: 1, scope: !12)
!48 = distinct !DISubprogram(name: "poly_3mm_2", scope: !1, file: !1, line: 135, type: !13, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !50)
!50 = distinct !DILocation(line: 138, column: 18, scope: !48)
!51 = !DILocation(line: 138, column: 29, scope: !48)
!52 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !53)
!53 = distinct !DILocation(line: 138, column: 48, scope: !48)
!54 = !DILocation(line: 138, column: 46, scope: !48)
!55 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !56)
!56 = distinct !DILocation(line: 139, column: 18, scope: !48)
!57 = !DILocation(line: 139, column: 29, scope: !48)
!58 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !59)
!59 = distinct !DILocation(line: 139, column: 47, scope: !48)
!60 = !DILocation(line: 139, column: 45, scope: !48)
!61 = !DILocation(line: 139, column: 18, scope: !48)
!62 = !DILocation(line: 141, column: 10, scope: !48)
!63 = !DILocation(line: 141, column: 15, scope: !48)
!64 = !DILocation(line: 143, column: 5, scope: !48)
!65 = !DILocation(line: 143, column: 28, scope: !48)
!66 = !DILocation(line: 144, column: 7, scope: !48)
!67 = !DILocation(line: 146, column: 5, scope: !48)
!68 = !DILocation(line: 0, scope: !48)
!69 = !DILocation(line: 147, column: 3, scope: !48)
!70 = !DILocation(line: 143, column: 34, scope: !48)
!71 = distinct !{!71, !64, !72, !46}
!72 = !DILocation(line: 145, column: 5, scope: !48)
!73 = !DILocation(line: 148, column: 1, scope: !48)
!74 = distinct !DISubprogram(name: "poly_3mm_3", scope: !1, file: !1, line: 155, type: !13, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !76)
!76 = distinct !DILocation(line: 158, column: 18, scope: !74)
!77 = !DILocation(line: 158, column: 29, scope: !74)
!78 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !79)
!79 = distinct !DILocation(line: 158, column: 48, scope: !74)
!80 = !DILocation(line: 158, column: 46, scope: !74)
!81 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !82)
!82 = distinct !DILocation(line: 159, column: 18, scope: !74)
!83 = !DILocation(line: 159, column: 29, scope: !74)
!84 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !85)
!85 = distinct !DILocation(line: 159, column: 47, scope: !74)
!86 = !DILocation(line: 159, column: 45, scope: !74)
!87 = !DILocation(line: 159, column: 18, scope: !74)
!88 = !DILocation(line: 161, column: 10, scope: !74)
!89 = !DILocation(line: 161, column: 15, scope: !74)
!90 = !DILocation(line: 163, column: 5, scope: !74)
!91 = !DILocation(line: 163, column: 28, scope: !74)
!92 = !DILocation(line: 164, column: 7, scope: !74)
!93 = !DILocation(line: 166, column: 5, scope: !74)
!94 = !DILocation(line: 0, scope: !74)
!95 = !DILocation(line: 167, column: 3, scope: !74)
!96 = !DILocation(line: 163, column: 34, scope: !74)
!97 = distinct !{!97, !90, !98, !46}
!98 = !DILocation(line: 165, column: 5, scope: !74)
!99 = !DILocation(line: 168, column: 1, scope: !74)
