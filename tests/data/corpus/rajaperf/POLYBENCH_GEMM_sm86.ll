; ModuleID = 'POLYBENCH_GEMM.cu'
source_filename = "POLYBENCH_GEMM.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9poly_gemmPdS_S_ddlll(ptr noundef captures(none) %C, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, double noundef %alpha, double noundef %beta, i64 noundef %ni, i64 noundef %nj, i64 noundef %nk) local_unnamed_addr #0 !dbg !12 {
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
  br i1 %or.cond, label %if.then, label %if.end, !dbg !34

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i64 %nj, %add, !dbg !35
  %5 = getelementptr inbounds nuw double, ptr %C, i64 %mul9, !dbg !35
  %arrayidx = getelementptr inbounds nuw double, ptr %5, i64 %conv7, !dbg !35
  %6 = load double, ptr %arrayidx, align 8, !dbg !35, !tbaa !36
  %mul11 = fmul contract double %beta, %6, !dbg !35
  store double %mul11, ptr %arrayidx, align 8, !dbg !35, !tbaa !36
  %invariant.gep = getelementptr double, ptr %B, i64 %conv7, !dbg !38
  %cmp1240 = icmp sgt i64 %nk, 0, !dbg !39
  br i1 %cmp1240, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !40

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i64 %nk, %add
  %invariant.gep43 = getelementptr double, ptr %A, i64 %mul13, !dbg !40
  %xtraiter = and i64 %nk, 1, !dbg !40
  %7 = icmp eq i64 %nk, 1, !dbg !40
  br i1 %7, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !40

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %nk, 9223372036854775806, !dbg !40
  br label %for.body, !dbg !40

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !40
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !40

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %k.042.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %dot.041.epil.init = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add21.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod46 = icmp ne i64 %xtraiter, 0, !dbg !40
  tail call void @llvm.assume(i1 %lcmp.mod46), !dbg !40
  %gep44.epil = getelementptr double, ptr %invariant.gep43, i64 %k.042.epil.init, !dbg !41
  %8 = load double, ptr %gep44.epil, align 8, !dbg !41, !tbaa !36
  %mul16.epil = fmul contract double %alpha, %8, !dbg !41
  %mul17.epil = mul nsw i64 %k.042.epil.init, %nj, !dbg !41
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul17.epil, !dbg !41
  %9 = load double, ptr %gep.epil, align 8, !dbg !41, !tbaa !36
  %mul20.epil = fmul contract double %mul16.epil, %9, !dbg !41
  %add21.epil = fadd contract double %dot.041.epil.init, %mul20.epil, !dbg !41
  br label %for.cond.cleanup, !dbg !42

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %if.then
  %dot.0.lcssa = phi double [ 0.000000e+00, %if.then ], [ %add21.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add21.epil, %for.body.epil.preheader ], !dbg !43
  store double %dot.0.lcssa, ptr %arrayidx, align 8, !dbg !42, !tbaa !36
  br label %if.end, !dbg !44

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.042 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %dot.041 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %add21.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep44 = getelementptr double, ptr %invariant.gep43, i64 %k.042, !dbg !41
  %10 = load double, ptr %gep44, align 8, !dbg !41, !tbaa !36
  %mul16 = fmul contract double %alpha, %10, !dbg !41
  %mul17 = mul nsw i64 %k.042, %nj, !dbg !41
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul17, !dbg !41
  %11 = load double, ptr %gep, align 8, !dbg !41, !tbaa !36
  %mul20 = fmul contract double %mul16, %11, !dbg !41
  %add21 = fadd contract double %dot.041, %mul20, !dbg !41
  %inc = or disjoint i64 %k.042, 1, !dbg !45
  %gep44.1 = getelementptr double, ptr %invariant.gep43, i64 %inc, !dbg !41
  %12 = load double, ptr %gep44.1, align 8, !dbg !41, !tbaa !36
  %mul16.1 = fmul contract double %alpha, %12, !dbg !41
  %mul17.1 = mul nsw i64 %inc, %nj, !dbg !41
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul17.1, !dbg !41
  %13 = load double, ptr %gep.1, align 8, !dbg !41, !tbaa !36
  %mul20.1 = fmul contract double %mul16.1, %13, !dbg !41
  %add21.1 = fadd contract double %add21, %mul20.1, !dbg !41
  %inc.1 = add nuw nsw i64 %k.042, 2, !dbg !45
  %niter.next.1 = add i64 %niter, 2, !dbg !40
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !40
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !40, !llvm.loop !46

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !49
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
!12 = distinct !DISubprogram(name: "poly_gemm", scope: !1, file: !1, line: 80, type: !13, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 84, column: 18, scope: !12)
!19 = !DILocation(line: 84, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 84, column: 46, scope: !12)
!23 = !DILocation(line: 84, column: 44, scope: !12)
!24 = !DILocation(line: 45, column: 23, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 85, column: 18, scope: !12)
!27 = !DILocation(line: 85, column: 29, scope: !12)
!28 = !DILocation(line: 44, column: 24, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 85, column: 46, scope: !12)
!31 = !DILocation(line: 85, column: 44, scope: !12)
!32 = !DILocation(line: 85, column: 18, scope: !12)
!33 = !DILocation(line: 87, column: 10, scope: !12)
!34 = !DILocation(line: 87, column: 15, scope: !12)
!35 = !DILocation(line: 89, column: 5, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !10, i64 0}
!38 = !DILocation(line: 90, column: 10, scope: !12)
!39 = !DILocation(line: 90, column: 30, scope: !12)
!40 = !DILocation(line: 90, column: 5, scope: !12)
!41 = !DILocation(line: 91, column: 7, scope: !12)
!42 = !DILocation(line: 93, column: 5, scope: !12)
!43 = !DILocation(line: 0, scope: !12)
!44 = !DILocation(line: 94, column: 3, scope: !12)
!45 = !DILocation(line: 90, column: 36, scope: !12)
!46 = distinct !{!46, !40, !47, !48}
!47 = !DILocation(line: 92, column: 5, scope: !12)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 95, column: 1, scope: !12)
