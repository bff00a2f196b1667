; ModuleID = 'POLYBENCH_GEMVER.cu'
source_filename = "POLYBENCH_GEMVER.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_gemver_1PdS_S_S_S_l(ptr noundef captures(none) %A, ptr noundef readonly captures(none) %u1, ptr noundef readonly captures(none) %v1, ptr noundef readonly captures(none) %u2, ptr noundef readonly captures(none) %v2, i64 noundef %n) local_unnamed_addr #0 !dbg !12 {
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
  %cmp = icmp sgt i64 %n, %add, !dbg !33
  %cmp8 = icmp sgt i64 %n, %conv7
  %or.cond = and i1 %cmp, %cmp8, !dbg !34
  br i1 %or.cond, label %if.then, label %if.end, !dbg !34

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %u1, i64 %add, !dbg !35
  %5 = load double, ptr %arrayidx, align 8, !dbg !35, !tbaa !36
  %arrayidx9 = getelementptr inbounds nuw double, ptr %v1, i64 %conv7, !dbg !35
  %6 = load double, ptr %arrayidx9, align 8, !dbg !35, !tbaa !36
  %mul10 = fmul contract double %5, %6, !dbg !35
  %arrayidx11 = getelementptr inbounds nuw double, ptr %u2, i64 %add, !dbg !35
  %7 = load double, ptr %arrayidx11, align 8, !dbg !35, !tbaa !36
  %arrayidx12 = getelementptr inbounds nuw double, ptr %v2, i64 %conv7, !dbg !35
  %8 = load double, ptr %arrayidx12, align 8, !dbg !35, !tbaa !36
  %mul13 = fmul contract double %7, %8, !dbg !35
  %add14 = fadd contract double %mul10, %mul13, !dbg !35
  %mul15 = mul nsw i64 %n, %add, !dbg !35
  %9 = getelementptr inbounds nuw double, ptr %A, i64 %mul15, !dbg !35
  %arrayidx17 = getelementptr inbounds nuw double, ptr %9, i64 %conv7, !dbg !35
  %10 = load double, ptr %arrayidx17, align 8, !dbg !35, !tbaa !36
  %add18 = fadd contract double %10, %add14, !dbg !35
  store double %add18, ptr %arrayidx17, align 8, !dbg !35, !tbaa !36
  br label %if.end, !dbg !38

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !39
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_gemver_2PdS_S_dl(ptr noundef readonly captures(none) %A, ptr noundef captures(none) %x, ptr noundef readonly captures(none) %y, double noundef %beta, i64 noundef %n) local_unnamed_addr #1 !dbg !40 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %mul = shl i32 %0, 8, !dbg !43
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %add = add i32 %mul, %1, !dbg !46
  %conv = zext i32 %add to i64, !dbg !47
  %cmp = icmp sgt i64 %n, %conv, !dbg !48
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !48

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr double, ptr %A, i64 %conv, !dbg !49
  %xtraiter = and i64 %n, 1, !dbg !49
  %2 = icmp eq i64 %n, 1, !dbg !49
  br i1 %2, label %for.body.epil.preheader, label %for.cond.preheader.new, !dbg !49

for.cond.preheader.new:                           ; preds = %for.cond.preheader
  %unroll_iter = and i64 %n, -2, !dbg !49
  br label %for.body, !dbg !49

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !49
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !49

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %for.cond.preheader
  %j.021.epil.init = phi i64 [ 0, %for.cond.preheader ], [ %inc.1, %for.cond.cleanup.unr-lcssa ]
  %dot.020.epil.init = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add8.1, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod23 = icmp ne i64 %xtraiter, 0, !dbg !49
  tail call void @llvm.assume(i1 %lcmp.mod23), !dbg !49
  %mul3.epil = mul nuw nsw i64 %j.021.epil.init, %n, !dbg !50
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul3.epil, !dbg !50
  %3 = load double, ptr %gep.epil, align 8, !dbg !50, !tbaa !36
  %mul5.epil = fmul contract double %beta, %3, !dbg !50
  %arrayidx6.epil = getelementptr inbounds nuw double, ptr %y, i64 %j.021.epil.init, !dbg !50
  %4 = load double, ptr %arrayidx6.epil, align 8, !dbg !50, !tbaa !36
  %mul7.epil = fmul contract double %mul5.epil, %4, !dbg !50
  %add8.epil = fadd contract double %dot.020.epil.init, %mul7.epil, !dbg !50
  br label %for.cond.cleanup, !dbg !51

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil.preheader
  %add8.lcssa = phi double [ %add8.1, %for.cond.cleanup.unr-lcssa ], [ %add8.epil, %for.body.epil.preheader ], !dbg !50
  %arrayidx9 = getelementptr inbounds nuw double, ptr %x, i64 %conv, !dbg !51
  %5 = load double, ptr %arrayidx9, align 8, !dbg !51, !tbaa !36
  %add10 = fadd contract double %add8.lcssa, %5, !dbg !51
  store double %add10, ptr %arrayidx9, align 8, !dbg !51, !tbaa !36
  br label %if.end, !dbg !52

for.body:                                         ; preds = %for.body, %for.cond.preheader.new
  %j.021 = phi i64 [ 0, %for.cond.preheader.new ], [ %inc.1, %for.body ]
  %dot.020 = phi double [ 0.000000e+00, %for.cond.preheader.new ], [ %add8.1, %for.body ]
  %niter = phi i64 [ 0, %for.cond.preheader.new ], [ %niter.next.1, %for.body ]
  %mul3 = mul nuw nsw i64 %j.021, %n, !dbg !50
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul3, !dbg !50
  %6 = load double, ptr %gep, align 8, !dbg !50, !tbaa !36
  %mul5 = fmul contract double %beta, %6, !dbg !50
  %arrayidx6 = getelementptr inbounds nuw double, ptr %y, i64 %j.021, !dbg !50
  %7 = load double, ptr %arrayidx6, align 8, !dbg !50, !tbaa !36
  %mul7 = fmul contract double %mul5, %7, !dbg !50
  %add8 = fadd contract double %dot.020, %mul7, !dbg !50
  %inc = or disjoint i64 %j.021, 1, !dbg !53
  %mul3.1 = mul nuw nsw i64 %inc, %n, !dbg !50
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul3.1, !dbg !50
  %8 = load double, ptr %gep.1, align 8, !dbg !50, !tbaa !36
  %mul5.1 = fmul contract double %beta, %8, !dbg !50
  %arrayidx6.1 = getelementptr inbounds nuw double, ptr %y, i64 %inc, !dbg !50
  %9 = load double, ptr %arrayidx6.1, align 8, !dbg !50, !tbaa !36
  %mul7.1 = fmul contract double %mul5.1, %9, !dbg !50
  %add8.1 = fadd contract double %add8, %mul7.1, !dbg !50
  %inc.1 = add nuw nsw i64 %j.021, 2, !dbg !53
  %niter.next.1 = add i64 %niter, 2, !dbg !49
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !49
  br i1 %niter.ncmp.1, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !49, !llvm.loop !54

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !57
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_gemver_3PdS_l(ptr noundef captures(none) %x, ptr noundef readonly captures(none) %z, i64 noundef %n) local_unnamed_addr #0 !dbg !58 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !59
  %mul = shl i32 %0, 8, !dbg !61
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !62
  %add = add i32 %mul, %1, !dbg !64
  %conv = zext i32 %add to i64, !dbg !65
  %cmp = icmp sgt i64 %n, %conv, !dbg !66
  br i1 %cmp, label %if.then, label %if.end, !dbg !66

if.then:                                          ; preds = %entry
  %arrayidx2 = getelementptr inbounds nuw double, ptr %x, i64 %conv
  %arrayidx = getelementptr inbounds nuw double, ptr %z, i64 %conv
  %2 = load double, ptr %arrayidx, align 8, !dbg !67, !tbaa !36
  %3 = load double, ptr %arrayidx2, align 8, !dbg !67, !tbaa !36
  %add3 = fadd contract double %2, %3, !dbg !67
  store double %add3, ptr %arrayidx2, align 8, !dbg !67, !tbaa !36
  br label %if.end, !dbg !68

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !69
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_gemver_4PdS_S_dl(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %w, double noundef %alpha, i64 noundef %n) local_unnamed_addr #1 !dbg !70 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !71
  %mul = shl i32 %0, 8, !dbg !73
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !74
  %add = add i32 %mul, %1, !dbg !76
  %conv = zext i32 %add to i64, !dbg !77
  %cmp = icmp sgt i64 %n, %conv, !dbg !78
  br i1 %cmp, label %if.then, label %if.end, !dbg !78

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %w, i64 %conv, !dbg !79
  %2 = load double, ptr %arrayidx, align 8, !dbg !79, !tbaa !36
  %mul3 = mul nuw nsw i64 %n, %conv
  %invariant.gep = getelementptr double, ptr %A, i64 %mul3, !dbg !80
  %xtraiter = and i64 %n, 1, !dbg !80
  %3 = icmp eq i64 %n, 1, !dbg !80
  br i1 %3, label %for.body.epil.preheader, label %if.then.new, !dbg !80

if.then.new:                                      ; preds = %if.then
  %unroll_iter = and i64 %n, -2, !dbg !80
  br label %for.body, !dbg !80

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !80
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !80

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %if.then
  %j.023.epil.init = phi i64 [ 0, %if.then ], [ %inc.1, %for.cond.cleanup.unr-lcssa ]
  %dot.022.epil.init = phi double [ %2, %if.then ], [ %add9.1, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod25 = icmp ne i64 %xtraiter, 0, !dbg !80
  tail call void @llvm.assume(i1 %lcmp.mod25), !dbg !80
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %j.023.epil.init, !dbg !81
  %4 = load double, ptr %gep.epil, align 8, !dbg !81, !tbaa !36
  %mul6.epil = fmul contract double %alpha, %4, !dbg !81
  %arrayidx7.epil = getelementptr inbounds nuw double, ptr %x, i64 %j.023.epil.init, !dbg !81
  %5 = load double, ptr %arrayidx7.epil, align 8, !dbg !81, !tbaa !36
  %mul8.epil = fmul contract double %mul6.epil, %5, !dbg !81
  %add9.epil = fadd contract double %dot.022.epil.init, %mul8.epil, !dbg !81
  br label %for.cond.cleanup, !dbg !82

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil.preheader
  %add9.lcssa = phi double [ %add9.1, %for.cond.cleanup.unr-lcssa ], [ %add9.epil, %for.body.epil.preheader ], !dbg !81
  store double %add9.lcssa, ptr %arrayidx, align 8, !dbg !82, !tbaa !36
  br label %if.end, !dbg !83

for.body:                                         ; preds = %for.body, %if.then.new
  %j.023 = phi i64 [ 0, %if.then.new ], [ %inc.1, %for.body ]
  %dot.022 = phi double [ %2, %if.then.new ], [ %add9.1, %for.body ]
  %niter = phi i64 [ 0, %if.then.new ], [ %niter.next.1, %for.body ]
  %gep = getelementptr double, ptr %invariant.gep, i64 %j.023, !dbg !81
  %6 = load double, ptr %gep, align 8, !dbg !81, !tbaa !36
  %mul6 = fmul contract double %alpha, %6, !dbg !81
  %arrayidx7 = getelementptr inbounds nuw double, ptr %x, i64 %j.023, !dbg !81
  %7 = load double, ptr %arrayidx7, align 8, !dbg !81, !tbaa !36
  %mul8 = fmul contract double %mul6, %7, !dbg !81
  %add9 = fadd contract double %dot.022, %mul8, !dbg !81
  %inc = or disjoint i64 %j.023, 1, !dbg !84
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %inc, !dbg !81
  %8 = load double, ptr %gep.1, align 8, !dbg !81, !tbaa !36
  %mul6.1 = fmul contract double %alpha, %8, !dbg !81
  %arrayidx7.1 = getelementptr inbounds nuw double, ptr %x, i64 %inc, !dbg !81
  %9 = load double, ptr %arrayidx7.1, align 8, !dbg !81, !tbaa !36
  %mul8.1 = fmul contract double %mul6.1, %9, !dbg !81
  %add9.1 = fadd contract double %add9, %mul8.1, !dbg !81
  %inc.1 = add nuw nsw i64 %j.023, 2, !dbg !84
  %niter.next.1 = add i64 %niter, 2, !dbg !80
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !80
  br i1 %niter.ncmp.1, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !80, !llvm.loop !85

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "POLYBENCH_GEMVER.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_gemver_1", scope: !1, file: !1, line: 108, type: !13, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 113, column: 18, scope: !12)
!19 = !DILocation(line: 113, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 113, column: 46, scope: !12)
!23 = !DILocation(line: 113, column: 44, scope: !12)
!24 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 114, column: 18, scope: !12)
!27 = !DILocation(line: 114, column: 29, scope: !12)
!28 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 114, column: 46, scope: !12)
!31 = !DILocation(line: 114, column: 44, scope: !12)
!32 = !DILocation(line: 114, column: 18, scope: !12)
!33 = !DILocation(line: 116, column: 9, scope: !12)
!34 = !DILocation(line: 116, column: 13, scope: !12)
!35 = !DILocation(line: 117, column: 5, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !10, i64 0}
!38 = !DILocation(line: 118, column: 3, scope: !12)
!39 = !DILocation(line: 119, column: 1, scope: !12)
!40 = distinct !DISubprogram(name: "poly_gemver_2", scope: !1, file: !1, line: 125, type: !13, scopeLine: 129, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !42)
!42 = distinct !DILocation(line: 130, column: 18, scope: !40)
!43 = !DILocation(line: 130, column: 29, scope: !40)
!44 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !45)
!45 = distinct !DILocation(line: 130, column: 44, scope: !40)
!46 = !DILocation(line: 130, column: 42, scope: !40)
!47 = !DILocation(line: 130, column: 18, scope: !40)
!48 = !DILocation(line: 131, column: 9, scope: !40)
!49 = !DILocation(line: 133, column: 5, scope: !40)
!50 = !DILocation(line: 134, column: 7, scope: !40)
!51 = !DILocation(line: 136, column: 5, scope: !40)
!52 = !DILocation(line: 137, column: 3, scope: !40)
!53 = !DILocation(line: 133, column: 35, scope: !40)
!54 = distinct !{!54, !49, !55, !56}
!55 = !DILocation(line: 135, column: 5, scope: !40)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 138, column: 1, scope: !40)
!58 = distinct !DISubprogram(name: "poly_gemver_3", scope: !1, file: !1, line: 143, type: !13, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !60)
!60 = distinct !DILocation(line: 146, column: 18, scope: !58)
!61 = !DILocation(line: 146, column: 29, scope: !58)
!62 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !63)
!63 = distinct !DILocation(line: 146, column: 44, scope: !58)
!64 = !DILocation(line: 146, column: 42, scope: !58)
!65 = !DILocation(line: 146, column: 18, scope: !58)
!66 = !DILocation(line: 147, column: 9, scope: !58)
!67 = !DILocation(line: 148, column: 5, scope: !58)
!68 = !DILocation(line: 149, column: 3, scope: !58)
!69 = !DILocation(line: 150, column: 1, scope: !58)
!70 = distinct !DISubprogram(name: "poly_gemver_4", scope: !1, file: !1, line: 155, type: !13, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !72)
!72 = distinct !DILocation(line: 160, column: 18, scope: !70)
!73 = !DILocation(line: 160, column: 29, scope: !70)
!74 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !75)
!75 = distinct !DILocation(line: 160, column: 44, scope: !70)
!76 = !DILocation(line: 160, column: 42, scope: !70)
!77 = !DILocation(line: 160, column: 18, scope: !70)
!78 = !DILocation(line: 161, column: 9, scope: !70)
!79 = !DILocation(line: 162, column: 5, scope: !70)
!80 = !DILocation(line: 163, column: 5, scope: !70)
!81 = !DILocation(line: 164, column: 7, scope: !70)
!82 = !DILocation(line: 166, column: 5, scope: !70)
!83 = !DILocation(line: 167, column: 3, scope: !70)
!84 = !DILocation(line: 163, column: 35, scope: !70)
!85 = distinct !{!85, !80, !86, !56}
!86 = !DILocation(line: 165, column: 5, scope: !70)
!87 = !DILocation(line: 168, column: 1, scope: !70)
