; ModuleID = 'ENERGY.cu'
source_filename = "ENERGY.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11energycalc1PdS_S_S_S_S_l(ptr noundef writeonly captures(none) %e_new, ptr noundef readonly captures(none) %e_old, ptr noundef readonly captures(none) %delvc, ptr noundef readonly captures(none) %p_old, ptr noundef readonly captures(none) %q_old, ptr noundef readonly captures(none) %work, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %iend, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %e_old, i64 %conv, !dbg !26
  %2 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %arrayidx2 = getelementptr inbounds nuw double, ptr %delvc, i64 %conv, !dbg !26
  %3 = load double, ptr %arrayidx2, align 8, !dbg !26, !tbaa !27
  %mul3 = fmul contract double %3, 5.000000e-01, !dbg !26
  %arrayidx4 = getelementptr inbounds nuw double, ptr %p_old, i64 %conv, !dbg !26
  %4 = load double, ptr %arrayidx4, align 8, !dbg !26, !tbaa !27
  %arrayidx5 = getelementptr inbounds nuw double, ptr %q_old, i64 %conv, !dbg !26
  %5 = load double, ptr %arrayidx5, align 8, !dbg !26, !tbaa !27
  %add6 = fadd contract double %4, %5, !dbg !26
  %mul7 = fmul contract double %mul3, %add6, !dbg !26
  %sub = fsub contract double %2, %mul7, !dbg !26
  %arrayidx8 = getelementptr inbounds nuw double, ptr %work, i64 %conv, !dbg !26
  %6 = load double, ptr %arrayidx8, align 8, !dbg !26, !tbaa !27
  %mul9 = fmul contract double %6, 5.000000e-01, !dbg !26
  %add10 = fadd contract double %mul9, %sub, !dbg !26
  %arrayidx11 = getelementptr inbounds nuw double, ptr %e_new, i64 %conv, !dbg !26
  store double %add10, ptr %arrayidx11, align 8, !dbg !26, !tbaa !27
  br label %if.end, !dbg !29

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !30
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11energycalc2PdS_S_S_S_S_S_S_S_dl(ptr noundef readonly captures(none) %delvc, ptr noundef writeonly captures(none) %q_new, ptr noundef readonly captures(none) %compHalfStep, ptr noundef readonly captures(none) %pHalfStep, ptr noundef readonly captures(none) %e_new, ptr noundef readonly captures(none) %bvc, ptr noundef readonly captures(none) %pbvc, ptr noundef readonly captures(none) %ql_old, ptr noundef readonly captures(none) %qq_old, double noundef %rho0, i64 noundef %iend) local_unnamed_addr #1 !dbg !31 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %mul = shl i32 %0, 8, !dbg !34
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %add = add i32 %mul, %1, !dbg !37
  %conv = zext i32 %add to i64, !dbg !38
  %cmp = icmp sgt i64 %iend, %conv, !dbg !39
  br i1 %cmp, label %if.then, label %if.end27, !dbg !39

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %delvc, i64 %conv, !dbg !40
  %2 = load double, ptr %arrayidx, align 8, !dbg !40, !tbaa !27
  %cmp2 = fcmp contract ogt double %2, 0.000000e+00, !dbg !40
  br i1 %cmp2, label %if.end27.sink.split, label %if.else, !dbg !40

if.else:                                          ; preds = %if.then
  %arrayidx5 = getelementptr inbounds nuw double, ptr %compHalfStep, i64 %conv, !dbg !40
  %3 = load double, ptr %arrayidx5, align 8, !dbg !40, !tbaa !27
  %add6 = fadd contract double %3, 1.000000e+00, !dbg !40
  %div = fdiv contract double 1.000000e+00, %add6, !dbg !40
  %arrayidx7 = getelementptr inbounds nuw double, ptr %pbvc, i64 %conv, !dbg !40
  %4 = load double, ptr %arrayidx7, align 8, !dbg !40, !tbaa !27
  %arrayidx8 = getelementptr inbounds nuw double, ptr %e_new, i64 %conv, !dbg !40
  %5 = load double, ptr %arrayidx8, align 8, !dbg !40, !tbaa !27
  %mul9 = fmul contract double %4, %5, !dbg !40
  %mul10 = fmul contract double %div, %div, !dbg !40
  %arrayidx11 = getelementptr inbounds nuw double, ptr %bvc, i64 %conv, !dbg !40
  %6 = load double, ptr %arrayidx11, align 8, !dbg !40, !tbaa !27
  %mul12 = fmul contract double %mul10, %6, !dbg !40
  %arrayidx13 = getelementptr inbounds nuw double, ptr %pHalfStep, i64 %conv, !dbg !40
  %7 = load double, ptr %arrayidx13, align 8, !dbg !40, !tbaa !27
  %mul14 = fmul contract double %mul12, %7, !dbg !40
  %add15 = fadd contract double %mul9, %mul14, !dbg !40
  %div16 = fdiv contract double %add15, %rho0, !dbg !40
  %cmp17 = fcmp contract ugt double %div16, 0x3842E7922A37D1A0, !dbg !40
  br i1 %cmp17, label %if.else19, label %if.end, !dbg !40

if.else19:                                        ; preds = %if.else
  %call.i = tail call contract noundef double @__nv_sqrt(double noundef %div16) #4, !dbg !41
  br label %if.end

if.end:                                           ; preds = %if.else, %if.else19
  %ssc.0 = phi double [ %call.i, %if.else19 ], [ 0x3C18987CEE7F439D, %if.else ], !dbg !40
  %arrayidx21 = getelementptr inbounds nuw double, ptr %ql_old, i64 %conv, !dbg !40
  %8 = load double, ptr %arrayidx21, align 8, !dbg !40, !tbaa !27
  %mul22 = fmul contract double %ssc.0, %8, !dbg !40
  %arrayidx23 = getelementptr inbounds nuw double, ptr %qq_old, i64 %conv, !dbg !40
  %9 = load double, ptr %arrayidx23, align 8, !dbg !40, !tbaa !27
  %add24 = fadd contract double %mul22, %9, !dbg !40
  br label %if.end27.sink.split

if.end27.sink.split:                              ; preds = %if.then, %if.end
  %.sink = phi double [ %add24, %if.end ], [ 0.000000e+00, %if.then ]
  %arrayidx4 = getelementptr inbounds nuw double, ptr %q_new, i64 %conv, !dbg !40
  store double %.sink, ptr %arrayidx4, align 8, !dbg !40, !tbaa !27
  br label %if.end27, !dbg !44

if.end27:                                         ; preds = %if.end27.sink.split, %entry
  ret void, !dbg !44
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11energycalc3PdS_S_S_S_S_l(ptr noundef captures(none) %e_new, ptr noundef readonly captures(none) %delvc, ptr noundef readonly captures(none) %p_old, ptr noundef readonly captures(none) %q_old, ptr noundef readonly captures(none) %pHalfStep, ptr noundef readonly captures(none) %q_new, i64 noundef %iend) local_unnamed_addr #0 !dbg !45 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !46
  %mul = shl i32 %0, 8, !dbg !48
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !49
  %add = add i32 %mul, %1, !dbg !51
  %conv = zext i32 %add to i64, !dbg !52
  %cmp = icmp sgt i64 %iend, %conv, !dbg !53
  br i1 %cmp, label %if.then, label %if.end, !dbg !53

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %e_new, i64 %conv, !dbg !54
  %2 = load double, ptr %arrayidx, align 8, !dbg !54, !tbaa !27
  %arrayidx2 = getelementptr inbounds nuw double, ptr %delvc, i64 %conv, !dbg !54
  %3 = load double, ptr %arrayidx2, align 8, !dbg !54, !tbaa !27
  %mul3 = fmul contract double %3, 5.000000e-01, !dbg !54
  %arrayidx4 = getelementptr inbounds nuw double, ptr %p_old, i64 %conv, !dbg !54
  %4 = load double, ptr %arrayidx4, align 8, !dbg !54, !tbaa !27
  %arrayidx5 = getelementptr inbounds nuw double, ptr %q_old, i64 %conv, !dbg !54
  %5 = load double, ptr %arrayidx5, align 8, !dbg !54, !tbaa !27
  %add6 = fadd contract double %4, %5, !dbg !54
  %mul7 = fmul contract double %add6, 3.000000e+00, !dbg !54
  %arrayidx8 = getelementptr inbounds nuw double, ptr %pHalfStep, i64 %conv, !dbg !54
  %6 = load double, ptr %arrayidx8, align 8, !dbg !54, !tbaa !27
  %arrayidx9 = getelementptr inbounds nuw double, ptr %q_new, i64 %conv, !dbg !54
  %7 = load double, ptr %arrayidx9, align 8, !dbg !54, !tbaa !27
  %add10 = fadd contract double %6, %7, !dbg !54
  %mul11 = fmul contract double %add10, 4.000000e+00, !dbg !54
  %sub = fsub contract double %mul7, %mul11, !dbg !54
  %mul12 = fmul contract double %mul3, %sub, !dbg !54
  %add13 = fadd contract double %2, %mul12, !dbg !54
  store double %add13, ptr %arrayidx, align 8, !dbg !54, !tbaa !27
  br label %if.end, !dbg !55

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !56
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11energycalc4PdS_ddl(ptr noundef captures(none) %e_new, ptr noundef readonly captures(none) %work, double noundef %e_cut, double noundef %emin, i64 noundef %iend) local_unnamed_addr #1 !dbg !57 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !58
  %mul = shl i32 %0, 8, !dbg !60
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %add = add i32 %mul, %1, !dbg !63
  %conv = zext i32 %add to i64, !dbg !64
  %cmp = icmp sgt i64 %iend, %conv, !dbg !65
  br i1 %cmp, label %if.then, label %if.end15, !dbg !65

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %work, i64 %conv, !dbg !66
  %2 = load double, ptr %arrayidx, align 8, !dbg !66, !tbaa !27
  %mul2 = fmul contract double %2, 5.000000e-01, !dbg !66
  %arrayidx3 = getelementptr inbounds nuw double, ptr %e_new, i64 %conv, !dbg !66
  %3 = load double, ptr %arrayidx3, align 8, !dbg !66, !tbaa !27
  %add4 = fadd contract double %3, %mul2, !dbg !66
  store double %add4, ptr %arrayidx3, align 8, !dbg !66, !tbaa !27
  %call.i = tail call contract noundef double @__nv_fabs(double noundef %add4) #4, !dbg !67
  %cmp7 = fcmp contract olt double %call.i, %e_cut, !dbg !66
  br i1 %cmp7, label %if.then8, label %if.then.if.end_crit_edge, !dbg !66

if.then.if.end_crit_edge:                         ; preds = %if.then
  %.pre = load double, ptr %arrayidx3, align 8, !dbg !66, !tbaa !27
  br label %if.end, !dbg !66

if.then8:                                         ; preds = %if.then
  store double 0.000000e+00, ptr %arrayidx3, align 8, !dbg !66, !tbaa !27
  br label %if.end, !dbg !66

if.end:                                           ; preds = %if.then.if.end_crit_edge, %if.then8
  %4 = phi double [ %.pre, %if.then.if.end_crit_edge ], [ 0.000000e+00, %if.then8 ], !dbg !66
  %cmp11 = fcmp contract olt double %4, %emin, !dbg !66
  br i1 %cmp11, label %if.then12, label %if.end15, !dbg !66

if.then12:                                        ; preds = %if.end
  store double %emin, ptr %arrayidx3, align 8, !dbg !66, !tbaa !27
  br label %if.end15, !dbg !66

if.end15:                                         ; preds = %if.end, %if.then12, %entry
  ret void, !dbg !70
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11energycalc5PdS_S_S_S_S_S_S_S_S_S_S_dddl(ptr noundef readonly captures(none) %delvc, ptr noundef readonly captures(none) %pbvc, ptr noundef captures(none) %e_new, ptr noundef readonly captures(none) %vnewc, ptr noundef readonly captures(none) %bvc, ptr noundef readonly captures(none) %p_new, ptr noundef readonly captures(none) %ql_old, ptr noundef readonly captures(none) %qq_old, ptr noundef readonly captures(none) %p_old, ptr noundef readonly captures(none) %q_old, ptr noundef readonly captures(none) %pHalfStep, ptr noundef readonly captures(none) %q_new, double noundef %rho0, double noundef %e_cut, double noundef %emin, i64 noundef %iend) local_unnamed_addr #1 !dbg !71 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %mul = shl i32 %0, 8, !dbg !74
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !75
  %add = add i32 %mul, %1, !dbg !77
  %conv = zext i32 %add to i64, !dbg !78
  %cmp = icmp sgt i64 %iend, %conv, !dbg !79
  br i1 %cmp, label %if.then, label %if.end52, !dbg !79

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %delvc, i64 %conv, !dbg !80
  %2 = load double, ptr %arrayidx, align 8, !dbg !80, !tbaa !27
  %cmp2 = fcmp contract ogt double %2, 0.000000e+00, !dbg !80
  br i1 %cmp2, label %if.end23, label %if.else, !dbg !80

if.else:                                          ; preds = %if.then
  %arrayidx4 = getelementptr inbounds nuw double, ptr %pbvc, i64 %conv, !dbg !80
  %3 = load double, ptr %arrayidx4, align 8, !dbg !80, !tbaa !27
  %arrayidx5 = getelementptr inbounds nuw double, ptr %e_new, i64 %conv, !dbg !80
  %4 = load double, ptr %arrayidx5, align 8, !dbg !80, !tbaa !27
  %mul6 = fmul contract double %3, %4, !dbg !80
  %arrayidx7 = getelementptr inbounds nuw double, ptr %vnewc, i64 %conv, !dbg !80
  %5 = load double, ptr %arrayidx7, align 8, !dbg !80, !tbaa !27
  %mul9 = fmul contract double %5, %5, !dbg !80
  %arrayidx10 = getelementptr inbounds nuw double, ptr %bvc, i64 %conv, !dbg !80
  %6 = load double, ptr %arrayidx10, align 8, !dbg !80, !tbaa !27
  %mul11 = fmul contract double %mul9, %6, !dbg !80
  %arrayidx12 = getelementptr inbounds nuw double, ptr %p_new, i64 %conv, !dbg !80
  %7 = load double, ptr %arrayidx12, align 8, !dbg !80, !tbaa !27
  %mul13 = fmul contract double %mul11, %7, !dbg !80
  %add14 = fadd contract double %mul6, %mul13, !dbg !80
  %div = fdiv contract double %add14, %rho0, !dbg !80
  %cmp15 = fcmp contract ugt double %div, 0x3842E7922A37D1A0, !dbg !80
  br i1 %cmp15, label %if.else17, label %if.end, !dbg !80

if.else17:                                        ; preds = %if.else
  %call.i = tail call contract noundef double @__nv_sqrt(double noundef %div) #4, !dbg !81
  %.pre.pre = load double, ptr %arrayidx, align 8, !dbg !80, !tbaa !27
  br label %if.end

if.end:                                           ; preds = %if.else, %if.else17
  %.pre = phi double [ %.pre.pre, %if.else17 ], [ %2, %if.else ], !dbg !80
  %ssc.0 = phi double [ %call.i, %if.else17 ], [ 0x3C18987CEE7F439D, %if.else ], !dbg !80
  %arrayidx19 = getelementptr inbounds nuw double, ptr %ql_old, i64 %conv, !dbg !80
  %8 = load double, ptr %arrayidx19, align 8, !dbg !80, !tbaa !27
  %mul20 = fmul contract double %ssc.0, %8, !dbg !80
  %arrayidx21 = getelementptr inbounds nuw double, ptr %qq_old, i64 %conv, !dbg !80
  %9 = load double, ptr %arrayidx21, align 8, !dbg !80, !tbaa !27
  %add22 = fadd contract double %mul20, %9, !dbg !80
  br label %if.end23

if.end23:                                         ; preds = %if.then, %if.end
  %10 = phi double [ %.pre, %if.end ], [ %2, %if.then ], !dbg !80
  %q_tilde.0 = phi double [ %add22, %if.end ], [ 0.000000e+00, %if.then ], !dbg !80
  %arrayidx24 = getelementptr inbounds nuw double, ptr %e_new, i64 %conv, !dbg !80
  %11 = load double, ptr %arrayidx24, align 8, !dbg !80, !tbaa !27
  %arrayidx25 = getelementptr inbounds nuw double, ptr %p_old, i64 %conv, !dbg !80
  %12 = load double, ptr %arrayidx25, align 8, !dbg !80, !tbaa !27
  %arrayidx26 = getelementptr inbounds nuw double, ptr %q_old, i64 %conv, !dbg !80
  %13 = load double, ptr %arrayidx26, align 8, !dbg !80, !tbaa !27
  %add27 = fadd contract double %12, %13, !dbg !80
  %mul28 = fmul contract double %add27, 7.000000e+00, !dbg !80
  %arrayidx29 = getelementptr inbounds nuw double, ptr %pHalfStep, i64 %conv, !dbg !80
  %14 = load double, ptr %arrayidx29, align 8, !dbg !80, !tbaa !27
  %arrayidx30 = getelementptr inbounds nuw double, ptr %q_new, i64 %conv, !dbg !80
  %15 = load double, ptr %arrayidx30, align 8, !dbg !80, !tbaa !27
  %add31 = fadd contract double %14, %15, !dbg !80
  %mul32 = fmul contract double %add31, 8.000000e+00, !dbg !80
  %sub = fsub contract double %mul28, %mul32, !dbg !80
  %arrayidx33 = getelementptr inbounds nuw double, ptr %p_new, i64 %conv, !dbg !80
  %16 = load double, ptr %arrayidx33, align 8, !dbg !80, !tbaa !27
  %add34 = fadd contract double %q_tilde.0, %16, !dbg !80
  %add35 = fadd contract double %add34, %sub, !dbg !80
  %mul37 = fmul contract double %10, %add35, !dbg !80
  %div38 = fdiv contract double %mul37, 6.000000e+00, !dbg !80
  %sub39 = fsub contract double %11, %div38, !dbg !80
  store double %sub39, ptr %arrayidx24, align 8, !dbg !80, !tbaa !27
  %call.i86 = tail call contract noundef double @__nv_fabs(double noundef %sub39) #4, !dbg !83
  %cmp43 = fcmp contract olt double %call.i86, %e_cut, !dbg !80
  br i1 %cmp43, label %if.then44, label %if.end23.if.end46_crit_edge, !dbg !80

if.end23.if.end46_crit_edge:                      ; preds = %if.end23
  %.pre87 = load double, ptr %arrayidx24, align 8, !dbg !80, !tbaa !27
  br label %if.end46, !dbg !80

if.then44:                                        ; preds = %if.end23
  store double 0.000000e+00, ptr %arrayidx24, align 8, !dbg !80, !tbaa !27
  br label %if.end46, !dbg !80

if.end46:                                         ; preds = %if.end23.if.end46_crit_edge, %if.then44
  %17 = phi double [ %.pre87, %if.end23.if.end46_crit_edge ], [ 0.000000e+00, %if.then44 ], !dbg !80
  %cmp48 = fcmp contract olt double %17, %emin, !dbg !80
  br i1 %cmp48, label %if.then49, label %if.end52, !dbg !80

if.then49:                                        ; preds = %if.end46
  store double %emin, ptr %arrayidx24, align 8, !dbg !80, !tbaa !27
  br label %if.end52, !dbg !80

if.end52:                                         ; preds = %if.end46, %if.then49, %entry
  ret void, !dbg !85
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11energycalc6PdS_S_S_S_S_S_S_S_ddl(ptr noundef readonly captures(none) %delvc, ptr noundef readonly captures(none) %pbvc, ptr noundef readonly captures(none) %e_new, ptr noundef readonly captures(none) %vnewc, ptr noundef readonly captures(none) %bvc, ptr noundef readonly captures(none) %p_new, ptr noundef writeonly captures(none) %q_new, ptr noundef readonly captures(none) %ql_old, ptr noundef readonly captures(none) %qq_old, double noundef %rho0, double noundef %q_cut, i64 noundef %iend) local_unnamed_addr #1 !dbg !86 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !87
  %mul = shl i32 %0, 8, !dbg !89
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !90
  %add = add i32 %mul, %1, !dbg !92
  %conv = zext i32 %add to i64, !dbg !93
  %cmp = icmp sgt i64 %iend, %conv, !dbg !94
  br i1 %cmp, label %if.then, label %if.end30, !dbg !94

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %delvc, i64 %conv, !dbg !95
  %2 = load double, ptr %arrayidx, align 8, !dbg !95, !tbaa !27
  %cmp2 = fcmp contract ugt double %2, 0.000000e+00, !dbg !95
  br i1 %cmp2, label %if.end30, label %if.then3, !dbg !95

if.then3:                                         ; preds = %if.then
  %arrayidx4 = getelementptr inbounds nuw double, ptr %pbvc, i64 %conv, !dbg !95
  %3 = load double, ptr %arrayidx4, align 8, !dbg !95, !tbaa !27
  %arrayidx5 = getelementptr inbounds nuw double, ptr %e_new, i64 %conv, !dbg !95
  %4 = load double, ptr %arrayidx5, align 8, !dbg !95, !tbaa !27
  %mul6 = fmul contract double %3, %4, !dbg !95
  %arrayidx7 = getelementptr inbounds nuw double, ptr %vnewc, i64 %conv, !dbg !95
  %5 = load double, ptr %arrayidx7, align 8, !dbg !95, !tbaa !27
  %mul9 = fmul contract double %5, %5, !dbg !95
  %arrayidx10 = getelementptr inbounds nuw double, ptr %bvc, i64 %conv, !dbg !95
  %6 = load double, ptr %arrayidx10, align 8, !dbg !95, !tbaa !27
  %mul11 = fmul contract double %mul9, %6, !dbg !95
  %arrayidx12 = getelementptr inbounds nuw double, ptr %p_new, i64 %conv, !dbg !95
  %7 = load double, ptr %arrayidx12, align 8, !dbg !95, !tbaa !27
  %mul13 = fmul contract double %mul11, %7, !dbg !95
  %add14 = fadd contract double %mul6, %mul13, !dbg !95
  %div = fdiv contract double %add14, %rho0, !dbg !95
  %cmp15 = fcmp contract ugt double %div, 0x3842E7922A37D1A0, !dbg !95
  br i1 %cmp15, label %if.else, label %if.end, !dbg !95

if.else:                                          ; preds = %if.then3
  %call.i = tail call contract noundef double @__nv_sqrt(double noundef %div) #4, !dbg !96
  br label %if.end

if.end:                                           ; preds = %if.then3, %if.else
  %ssc.0 = phi double [ %call.i, %if.else ], [ 0x3C18987CEE7F439D, %if.then3 ], !dbg !95
  %arrayidx18 = getelementptr inbounds nuw double, ptr %ql_old, i64 %conv, !dbg !95
  %8 = load double, ptr %arrayidx18, align 8, !dbg !95, !tbaa !27
  %mul19 = fmul contract double %ssc.0, %8, !dbg !95
  %arrayidx20 = getelementptr inbounds nuw double, ptr %qq_old, i64 %conv, !dbg !95
  %9 = load double, ptr %arrayidx20, align 8, !dbg !95, !tbaa !27
  %add21 = fadd contract double %mul19, %9, !dbg !95
  %arrayidx22 = getelementptr inbounds nuw double, ptr %q_new, i64 %conv, !dbg !95
  store double %add21, ptr %arrayidx22, align 8, !dbg !95, !tbaa !27
  %call.i48 = tail call contract noundef double @__nv_fabs(double noundef %add21) #4, !dbg !98
  %cmp25 = fcmp contract olt double %call.i48, %q_cut, !dbg !95
  br i1 %cmp25, label %if.then26, label %if.end30, !dbg !95

if.then26:                                        ; preds = %if.end
  store double 0.000000e+00, ptr %arrayidx22, align 8, !dbg !95, !tbaa !27
  br label %if.end30, !dbg !95

if.end30:                                         ; preds = %if.end, %if.then26, %if.then, %entry
  ret void, !dbg !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) local_unnamed_addr #3

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
!1 = !DIFile(filename: "ENERGY.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "energycalc1", scope: !1, file: !1, line: 117, type: !13, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 121, column: 19, scope: !12)
!19 = !DILocation(line: 121, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 121, column: 45, scope: !12)
!23 = !DILocation(line: 121, column: 43, scope: !12)
!24 = !DILocation(line: 121, column: 19, scope: !12)
!25 = !DILocation(line: 122, column: 10, scope: !12)
!26 = !DILocation(line: 123, column: 6, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 124, column: 4, scope: !12)
!30 = !DILocation(line: 125, column: 1, scope: !12)
!31 = distinct !DISubprogram(name: "energycalc2", scope: !1, file: !1, line: 130, type: !13, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !33)
!33 = distinct !DILocation(line: 137, column: 19, scope: !31)
!34 = !DILocation(line: 137, column: 30, scope: !31)
!35 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !36)
!36 = distinct !DILocation(line: 137, column: 45, scope: !31)
!37 = !DILocation(line: 137, column: 43, scope: !31)
!38 = !DILocation(line: 137, column: 19, scope: !31)
!39 = !DILocation(line: 138, column: 10, scope: !31)
!40 = !DILocation(line: 139, column: 6, scope: !31)
!41 = !DILocation(line: 101, column: 1, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "sqrt", scope: !17, file: !17, line: 101, type: !13, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 139, column: 6, scope: !31)
!44 = !DILocation(line: 141, column: 1, scope: !31)
!45 = distinct !DISubprogram(name: "energycalc3", scope: !1, file: !1, line: 146, type: !13, scopeLine: 150, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !47)
!47 = distinct !DILocation(line: 151, column: 19, scope: !45)
!48 = !DILocation(line: 151, column: 30, scope: !45)
!49 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !50)
!50 = distinct !DILocation(line: 151, column: 45, scope: !45)
!51 = !DILocation(line: 151, column: 43, scope: !45)
!52 = !DILocation(line: 151, column: 19, scope: !45)
!53 = !DILocation(line: 152, column: 10, scope: !45)
!54 = !DILocation(line: 153, column: 6, scope: !45)
!55 = !DILocation(line: 154, column: 4, scope: !45)
!56 = !DILocation(line: 155, column: 1, scope: !45)
!57 = distinct !DISubprogram(name: "energycalc4", scope: !1, file: !1, line: 160, type: !13, scopeLine: 163, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !59)
!59 = distinct !DILocation(line: 164, column: 19, scope: !57)
!60 = !DILocation(line: 164, column: 30, scope: !57)
!61 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !62)
!62 = distinct !DILocation(line: 164, column: 45, scope: !57)
!63 = !DILocation(line: 164, column: 43, scope: !57)
!64 = !DILocation(line: 164, column: 19, scope: !57)
!65 = !DILocation(line: 165, column: 10, scope: !57)
!66 = !DILocation(line: 166, column: 6, scope: !57)
!67 = !DILocation(line: 102, column: 1, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "fabs", scope: !17, file: !17, line: 102, type: !13, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = distinct !DILocation(line: 166, column: 6, scope: !57)
!70 = !DILocation(line: 168, column: 1, scope: !57)
!71 = distinct !DISubprogram(name: "energycalc5", scope: !1, file: !1, line: 173, type: !13, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !73)
!73 = distinct !DILocation(line: 182, column: 19, scope: !71)
!74 = !DILocation(line: 182, column: 30, scope: !71)
!75 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !76)
!76 = distinct !DILocation(line: 182, column: 45, scope: !71)
!77 = !DILocation(line: 182, column: 43, scope: !71)
!78 = !DILocation(line: 182, column: 19, scope: !71)
!79 = !DILocation(line: 183, column: 10, scope: !71)
!80 = !DILocation(line: 184, column: 6, scope: !71)
!81 = !DILocation(line: 101, column: 1, scope: !42, inlinedAt: !82)
!82 = distinct !DILocation(line: 184, column: 6, scope: !71)
!83 = !DILocation(line: 102, column: 1, scope: !68, inlinedAt: !84)
!84 = distinct !DILocation(line: 184, column: 6, scope: !71)
!85 = !DILocation(line: 186, column: 1, scope: !71)
!86 = distinct !DISubprogram(name: "energycalc6", scope: !1, file: !1, line: 191, type: !13, scopeLine: 198, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!87 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !88)
!88 = distinct !DILocation(line: 199, column: 19, scope: !86)
!89 = !DILocation(line: 199, column: 30, scope: !86)
!90 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !91)
!91 = distinct !DILocation(line: 199, column: 45, scope: !86)
!92 = !DILocation(line: 199, column: 43, scope: !86)
!93 = !DILocation(line: 199, column: 19, scope: !86)
!94 = !DILocation(line: 200, column: 10, scope: !86)
!95 = !DILocation(line: 201, column: 6, scope: !86)
!96 = !DILocation(line: 101, column: 1, scope: !42, inlinedAt: !97)
!97 = distinct !DILocation(line: 201, column: 6, scope: !86)
!98 = !DILocation(line: 102, column: 1, scope: !68, inlinedAt: !99)
!99 = distinct !DILocation(line: 201, column: 6, scope: !86)
!100 = !DILocation(line: 203, column: 1, scope: !86)
