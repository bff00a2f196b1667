; ModuleID = 'POLYBENCH_GEMM.cu'
source_filename = "POLYBENCH_GEMM.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9poly_gemmPdS_S_ddlll(ptr noundef captures(none) %C, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, double noundef %alpha, double noundef %beta, i64 noundef %ni, i64 noundef %nj, i64 noundef %nk) local_unnamed_addr #0 !dbg !12 {
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
  br i1 %or.cond, label %if.then, label %if.end, !dbg !35

if.then:                                          ; preds = %entry
  %mul8 = mul nsw i64 %nj, %conv, !dbg !36
  %4 = getelementptr inbounds nuw double, ptr %C, i64 %mul8, !dbg !36
  %arrayidx = getelementptr inbounds nuw double, ptr %4, i64 %conv6, !dbg !36
  %5 = load double, ptr %arrayidx, align 8, !dbg !36, !tbaa !37
  %mul10 = fmul contract double %beta, %5, !dbg !36
  store double %mul10, ptr %arrayidx, align 8, !dbg !36, !tbaa !37
  %invariant.gep = getelementptr double, ptr %B, i64 %conv6, !dbg !39
  %cmp1139 = icmp sgt i64 %nk, 0, !dbg !40
  br i1 %cmp1139, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !41

for.body.lr.ph:                                   ; preds = %if.then
  %mul12 = mul nuw nsw i64 %nk, %conv
  %invariant.gep42 = getelementptr double, ptr %A, i64 %mul12, !dbg !41
  %xtraiter = and i64 %nk, 1, !dbg !41
  %6 = icmp eq i64 %nk, 1, !dbg !41
  br i1 %6, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !41

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %nk, 9223372036854775806, !dbg !41
  br label %for.body, !dbg !41

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !41
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !41

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %k.041.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %dot.040.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add20.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod45 = icmp ne i64 %xtraiter, 0, !dbg !41
  tail call void @llvm.assume(i1 %lcmp.mod45), !dbg !41
  %gep43.epil = getelementptr double, ptr %invariant.gep42, i64 %k.041.epil.init, !dbg !42
  %7 = load double, ptr %gep43.epil, align 8, !dbg !42, !tbaa !37
  %mul15.epil = fmul contract double %alpha, %7, !dbg !42
  %mul16.epil = mul nsw i64 %k.041.epil.init, %nj, !dbg !42
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul16.epil, !dbg !42
  %8 = load double, ptr %gep.epil, align 8, !dbg !42, !tbaa !37
  %mul19.epil = fmul contract double %mul15.epil, %8, !dbg !42
  %add20.epil = fadd contract double %dot.040.epil.init, %mul19.epil, !dbg !42
  br label %for.cond.cleanup, !dbg !43

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %if.then
  %dot.0.lcssa = phi double [ 0.000000e+00, %if.then ], [ %add20.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add20.epil, %for.body.epil.preheader ], !dbg !44
  store double %dot.0.lcssa, ptr %arrayidx, align 8, !dbg !43, !tbaa !37
  br label %if.end, !dbg !45

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.041 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %dot.040 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add20.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep43 = getelementptr double, ptr %invariant.gep42, i64 %k.041, !dbg !42
  %9 = load double, ptr %gep43, align 8, !dbg !42, !tbaa !37
  %mul15 = fmul contract double %alpha, %9, !dbg !42
  %mul16 = mul nsw i64 %k.041, %nj, !dbg !42
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul16, !dbg !42
  %10 = load double, ptr %gep, align 8, !dbg !42, !tbaa !37
  %mul19 = fmul contract double %mul15, %10, !dbg !42
  %add20 = fadd contract double %dot.040, %mul19, !dbg !42
  %inc = or disjoint i64 %k.041, 1, !dbg !46
  %gep43.1 = getelementptr double, ptr %invariant.gep42, i64 %inc, !dbg !42
  %11 = load double, ptr %gep43.1, align 8, !dbg !42, !tbaa !37
  %mul15.1 = fmul contract double %alpha, %11, !dbg !42
  %mul16.1 = mul nsw i64 %inc, %nj, !dbg !42
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul16.1, !dbg !42
  %12 = load double, ptr %gep.1, align 8, !dbg !42, !tbaa !37
  %mul19.1 = fmul contract double %mul15.1, %12, !dbg !42
  %add20.1 = fadd contract double %add20, %mul19.1, !dbg !42
  %inc.1 = add nuw nsw i64 %k.041, 2, !dbg !46
  %niter.next.1 = add i64 %niter, 2, !dbg !41
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !41
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !41, !llvm.loop !47

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !50
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
!1 = !DIFile(filename: "POLYBENCH_GEMM.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_gemm", scope: !1, file: !1, line: 70, type: !13, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 74, column: 18, scope: !12)
!19 = !DILocation(line: 74, column: 29, scope: !12)
!20 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 74, column: 46, scope: !12)
!23 = !DILocation(line: 74, column: 44, scope: !12)
!24 = !DILocation(line: 74, column: 18, scope: !12)
!25 = !DILocation(line: 43, column: 23, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 75, column: 18, scope: !12)
!28 = !DILocation(line: 75, column: 29, scope: !12)
!29 = !DILocation(line: 42, column: 24, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 75, column: 46, scope: !12)
!32 = !DILocation(line: 75, column: 44, scope: !12)
!33 = !DILocation(line: 75, column: 18, scope: !12)
!34 = !DILocation(line: 77, column: 10, scope: !12)
!35 = !DILocation(line: 77, column: 15, scope: !12)
!36 = !DILocation(line: 79, column: 5, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !10, i64 0}
!39 = !DILocation(line: 80, column: 10, scope: !12)
!40 = !DILocation(line: 80, column: 30, scope: !12)
!41 = !DILocation(line: 80, column: 5, scope: !12)
!42 = !DILocation(line: 81, column: 7, scope: !12)
!43 = !DILocation(line: 83, column: 5, scope: !12)
!44 = !DILocation(line: 0, scope: !12)
!45 = !DILocation(line: 84, column: 3, scope: !12)
!46 = !DILocation(line: 80, column: 36, scope: !12)
!47 = distinct !{!47, !41, !48, !49}
!48 = !DILocation(line: 82, column: 5, scope: !12)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 85, column: 1, scope: !12)
