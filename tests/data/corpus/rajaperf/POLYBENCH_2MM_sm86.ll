; ModuleID = 'POLYBENCH_2MM.cu'
source_filename = "POLYBENCH_2MM.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10poly_2mm_1PdS_S_dlll(ptr noundef writeonly captures(none) %tmp, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, double noundef %alpha, i64 noundef %ni, i64 noundef %nj, i64 noundef %nk) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %mul = shl nuw nsw i32 %0, 3, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %add = add nuw nsw i32 %mul, %1, !dbg !23
  %conv = zext nneg i32 %add to i64, !dbg !24
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %mul3 = shl i32 %2, 5, !dbg !28
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %add5 = add i32 %mul3, %3, !dbg !32
  %conv6 = zext i32 %add5 to i64, !dbg !33
  %cmp = icmp sgt i64 %ni, %conv, !dbg !34
  %cmp7 = icmp sgt i64 %nj, %conv6
  %or.cond = and i1 %cmp, %cmp7, !dbg !35
  br i1 %or.cond, label %for.cond.preheader, label %if.end, !dbg !35

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr double, ptr %B, i64 %conv6, !dbg !36
  %cmp831 = icmp sgt i64 %nk, 0, !dbg !37
  br i1 %cmp831, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !36

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul9 = mul nuw nsw i64 %nk, %conv
  %invariant.gep34 = getelementptr double, ptr %A, i64 %mul9, !dbg !36
  %xtraiter = and i64 %nk, 1, !dbg !36
  %4 = icmp eq i64 %nk, 1, !dbg !36
  br i1 %4, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !36

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %nk, 9223372036854775806, !dbg !36
  br label %for.body, !dbg !36

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !36
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !36

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %k.033.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %dot.032.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add16.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod37 = icmp ne i64 %xtraiter, 0, !dbg !36
  tail call void @llvm.assume(i1 %lcmp.mod37), !dbg !36
  %gep35.epil = getelementptr double, ptr %invariant.gep34, i64 %k.033.epil.init, !dbg !38
  %5 = load double, ptr %gep35.epil, align 8, !dbg !38, !tbaa !39
  %mul11.epil = fmul contract double %alpha, %5, !dbg !38
  %mul12.epil = mul nsw i64 %k.033.epil.init, %nj, !dbg !38
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul12.epil, !dbg !38
  %6 = load double, ptr %gep.epil, align 8, !dbg !38, !tbaa !39
  %mul15.epil = fmul contract double %mul11.epil, %6, !dbg !38
  %add16.epil = fadd contract double %dot.032.epil.init, %mul15.epil, !dbg !38
  br label %for.cond.cleanup, !dbg !41

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  %dot.0.lcssa = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add16.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add16.epil, %for.body.epil.preheader ], !dbg !42
  %mul17 = mul nsw i64 %nj, %conv, !dbg !41
  %7 = getelementptr inbounds nuw double, ptr %tmp, i64 %mul17, !dbg !41
  %arrayidx19 = getelementptr inbounds nuw double, ptr %7, i64 %conv6, !dbg !41
  store double %dot.0.lcssa, ptr %arrayidx19, align 8, !dbg !41, !tbaa !39
  br label %if.end, !dbg !43

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.033 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %dot.032 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add16.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep35 = getelementptr double, ptr %invariant.gep34, i64 %k.033, !dbg !38
  %8 = load double, ptr %gep35, align 8, !dbg !38, !tbaa !39
  %mul11 = fmul contract double %alpha, %8, !dbg !38
  %mul12 = mul nsw i64 %k.033, %nj, !dbg !38
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul12, !dbg !38
  %9 = load double, ptr %gep, align 8, !dbg !38, !tbaa !39
  %mul15 = fmul contract double %mul11, %9, !dbg !38
  %add16 = fadd contract double %dot.032, %mul15, !dbg !38
  %inc = or disjoint i64 %k.033, 1, !dbg !44
  %gep35.1 = getelementptr double, ptr %invariant.gep34, i64 %inc, !dbg !38
  %10 = load double, ptr %gep35.1, align 8, !dbg !38, !tbaa !39
  %mul11.1 = fmul contract double %alpha, %10, !dbg !38
  %mul12.1 = mul nsw i64 %inc, %nj, !dbg !38
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul12.1, !dbg !38
  %11 = load double, ptr %gep.1, align 8, !dbg !38, !tbaa !39
  %mul15.1 = fmul contract double %mul11.1, %11, !dbg !38
  %add16.1 = fadd contract double %add16, %mul15.1, !dbg !38
  %inc.1 = add nuw nsw i64 %k.033, 2, !dbg !44
  %niter.next.1 = add i64 %niter, 2, !dbg !36
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !36
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !36, !llvm.loop !45

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !48
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10poly_2mm_2PdS_S_dlll(ptr noundef readonly captures(none) %tmp, ptr noundef readonly captures(none) %C, ptr noundef writeonly captures(none) %D, double noundef %beta, i64 noundef %ni, i64 noundef %nl, i64 noundef %nj) local_unnamed_addr #0 !dbg !49 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !50
  %mul = shl nuw nsw i32 %0, 3, !dbg !52
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !53
  %add = add nuw nsw i32 %mul, %1, !dbg !55
  %conv = zext nneg i32 %add to i64, !dbg !56
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !57
  %mul3 = shl i32 %2, 5, !dbg !59
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %add5 = add i32 %mul3, %3, !dbg !62
  %conv6 = zext i32 %add5 to i64, !dbg !63
  %cmp = icmp sgt i64 %ni, %conv, !dbg !64
  %cmp7 = icmp sgt i64 %nl, %conv6
  %or.cond = and i1 %cmp, %cmp7, !dbg !65
  br i1 %or.cond, label %for.cond.preheader, label %if.end, !dbg !65

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr double, ptr %C, i64 %conv6, !dbg !66
  %cmp830 = icmp sgt i64 %nj, 0, !dbg !67
  br i1 %cmp830, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !66

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul9 = mul nuw nsw i64 %nj, %conv
  %invariant.gep33 = getelementptr double, ptr %tmp, i64 %mul9, !dbg !66
  %xtraiter = and i64 %nj, 1, !dbg !66
  %4 = icmp eq i64 %nj, 1, !dbg !66
  br i1 %4, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !66

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %nj, 9223372036854775806, !dbg !66
  br label %for.body, !dbg !66

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !66
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !66

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %j.032.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %dot.031.epil.init = phi double [ %beta, %for.body.lr.ph ], [ %add15.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod36 = icmp ne i64 %xtraiter, 0, !dbg !66
  tail call void @llvm.assume(i1 %lcmp.mod36), !dbg !66
  %gep34.epil = getelementptr double, ptr %invariant.gep33, i64 %j.032.epil.init, !dbg !68
  %5 = load double, ptr %gep34.epil, align 8, !dbg !68, !tbaa !39
  %mul11.epil = mul nsw i64 %j.032.epil.init, %nl, !dbg !68
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul11.epil, !dbg !68
  %6 = load double, ptr %gep.epil, align 8, !dbg !68, !tbaa !39
  %mul14.epil = fmul contract double %5, %6, !dbg !68
  %add15.epil = fadd contract double %dot.031.epil.init, %mul14.epil, !dbg !68
  br label %for.cond.cleanup, !dbg !69

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  %dot.0.lcssa = phi double [ %beta, %for.cond.preheader ], [ %add15.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add15.epil, %for.body.epil.preheader ], !dbg !70
  %mul16 = mul nsw i64 %nl, %conv, !dbg !69
  %7 = getelementptr inbounds nuw double, ptr %D, i64 %mul16, !dbg !69
  %arrayidx18 = getelementptr inbounds nuw double, ptr %7, i64 %conv6, !dbg !69
  store double %dot.0.lcssa, ptr %arrayidx18, align 8, !dbg !69, !tbaa !39
  br label %if.end, !dbg !71

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %j.032 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %dot.031 = phi double [ %beta, %for.body.lr.ph.new ], [ %add15.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep34 = getelementptr double, ptr %invariant.gep33, i64 %j.032, !dbg !68
  %8 = load double, ptr %gep34, align 8, !dbg !68, !tbaa !39
  %mul11 = mul nsw i64 %j.032, %nl, !dbg !68
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul11, !dbg !68
  %9 = load double, ptr %gep, align 8, !dbg !68, !tbaa !39
  %mul14 = fmul contract double %8, %9, !dbg !68
  %add15 = fadd contract double %dot.031, %mul14, !dbg !68
  %inc = or disjoint i64 %j.032, 1, !dbg !72
  %gep34.1 = getelementptr double, ptr %invariant.gep33, i64 %inc, !dbg !68
  %10 = load double, ptr %gep34.1, align 8, !dbg !68, !tbaa !39
  %mul11.1 = mul nsw i64 %inc, %nl, !dbg !68
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul11.1, !dbg !68
  %11 = load double, ptr %gep.1, align 8, !dbg !68, !tbaa !39
  %mul14.1 = fmul contract double %10, %11, !dbg !68
  %add15.1 = fadd contract double %add15, %mul14.1, !dbg !68
  %inc.1 = add nuw nsw i64 %j.032, 2, !dbg !72
  %niter.next.1 = add i64 %niter, 2, !dbg !66
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !66
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !66, !llvm.loop !73

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !75
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
!1 = !DIFile(filename: "POLYBENCH_2MM.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_2mm_1", scope: !1, file: !1, line: 86, type: !13, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 90, column: 18, scope: !12)
!19 = !DILocation(line: 90, column: 29, scope: !12)
!20 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 90, column: 48, scope: !12)
!23 = !DILocation(line: 90, column: 46, scope: !12)
!24 = !DILocation(line: 90, column: 18, scope: !12)
!25 = !DILocation(line: 43, column: 23, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 91, column: 18, scope: !12)
!28 = !DILocation(line: 91, column: 29, scope: !12)
!29 = !DILocation(line: 42, column: 24, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 91, column: 47, scope: !12)
!32 = !DILocation(line: 91, column: 45, scope: !12)
!33 = !DILocation(line: 91, column: 18, scope: !12)
!34 = !DILocation(line: 93, column: 10, scope: !12)
!35 = !DILocation(line: 93, column: 15, scope: !12)
!36 = !DILocation(line: 95, column: 5, scope: !12)
!37 = !DILocation(line: 95, column: 28, scope: !12)
!38 = !DILocation(line: 96, column: 7, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !10, i64 0}
!41 = !DILocation(line: 98, column: 5, scope: !12)
!42 = !DILocation(line: 0, scope: !12)
!43 = !DILocation(line: 99, column: 3, scope: !12)
!44 = !DILocation(line: 95, column: 34, scope: !12)
!45 = distinct !{!45, !36, !46, !47}
!46 = !DILocation(line: 97, column: 5, scope: !12)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 100, column: 1, scope: !12)
!49 = distinct !DISubprogram(name: "poly_2mm_2", scope: !1, file: !1, line: 107, type: !13, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !51)
!51 = distinct !DILocation(line: 111, column: 18, scope: !49)
!52 = !DILocation(line: 111, column: 29, scope: !49)
!53 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !54)
!54 = distinct !DILocation(line: 111, column: 48, scope: !49)
!55 = !DILocation(line: 111, column: 46, scope: !49)
!56 = !DILocation(line: 111, column: 18, scope: !49)
!57 = !DILocation(line: 43, column: 23, scope: !26, inlinedAt: !58)
!58 = distinct !DILocation(line: 112, column: 18, scope: !49)
!59 = !DILocation(line: 112, column: 29, scope: !49)
!60 = !DILocation(line: 42, column: 24, scope: !30, inlinedAt: !61)
!61 = distinct !DILocation(line: 112, column: 47, scope: !49)
!62 = !DILocation(line: 112, column: 45, scope: !49)
!63 = !DILocation(line: 112, column: 18, scope: !49)
!64 = !DILocation(line: 114, column: 10, scope: !49)
!65 = !DILocation(line: 114, column: 15, scope: !49)
!66 = !DILocation(line: 116, column: 5, scope: !49)
!67 = !DILocation(line: 116, column: 28, scope: !49)
!68 = !DILocation(line: 117, column: 7, scope: !49)
!69 = !DILocation(line: 119, column: 5, scope: !49)
!70 = !DILocation(line: 0, scope: !49)
!71 = !DILocation(line: 120, column: 3, scope: !49)
!72 = !DILocation(line: 116, column: 34, scope: !49)
!73 = distinct !{!73, !66, !74, !47}
!74 = !DILocation(line: 118, column: 5, scope: !49)
!75 = !DILocation(line: 121, column: 1, scope: !49)
