; ModuleID = 'FIR.cu'
source_filename = "FIR.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@coeff = dso_local addrspace(4) externally_initialized constant [16 x double] zeroinitializer, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeff to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z3firPdS_ll(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, i64 noundef %coefflen, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %iend, %conv, !dbg !25
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !25

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr inbounds nuw double, ptr %in, i64 %conv, !dbg !26
  %cmp214 = icmp sgt i64 %coefflen, 0, !dbg !26
  br i1 %cmp214, label %for.body.preheader, label %for.cond.cleanup, !dbg !26

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i64 %coefflen, 3, !dbg !26
  %2 = icmp ult i64 %coefflen, 4, !dbg !26
  br i1 %2, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !26

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %coefflen, 9223372036854775804, !dbg !26
  br label %for.body, !dbg !26

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !26
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !26

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %j.016.epil.init = phi i64 [ 0, %for.body.preheader ], [ %inc.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.015.epil.init = phi double [ 0.000000e+00, %for.body.preheader ], [ %add6.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod18 = icmp ne i64 %xtraiter, 0, !dbg !26
  tail call void @llvm.assume(i1 %lcmp.mod18), !dbg !26
  br label %for.body.epil, !dbg !26

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %j.016.epil = phi i64 [ %inc.epil, %for.body.epil ], [ %j.016.epil.init, %for.body.epil.preheader ]
  %sum.015.epil = phi double [ %add6.epil, %for.body.epil ], [ %sum.015.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %arrayidx.epil = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 %j.016.epil, !dbg !26
  %3 = load double, ptr %arrayidx.epil, align 8, !dbg !26, !tbaa !27
  %gep.epil = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %j.016.epil, !dbg !26
  %4 = load double, ptr %gep.epil, align 8, !dbg !26, !tbaa !27
  %mul5.epil = fmul contract double %3, %4, !dbg !26
  %add6.epil = fadd contract double %sum.015.epil, %mul5.epil, !dbg !26
  %inc.epil = add nuw nsw i64 %j.016.epil, 1, !dbg !26
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !26
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !26
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !26, !llvm.loop !29

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %sum.0.lcssa = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add6.3, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add6.epil, %for.body.epil ], !dbg !26
  %arrayidx7 = getelementptr inbounds nuw double, ptr %out, i64 %conv, !dbg !26
  store double %sum.0.lcssa, ptr %arrayidx7, align 8, !dbg !26, !tbaa !27
  br label %if.end, !dbg !31

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %j.016 = phi i64 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %sum.015 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %add6.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 %j.016, !dbg !26
  %5 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %gep = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %j.016, !dbg !26
  %6 = load double, ptr %gep, align 8, !dbg !26, !tbaa !27
  %mul5 = fmul contract double %5, %6, !dbg !26
  %add6 = fadd contract double %sum.015, %mul5, !dbg !26
  %inc = or disjoint i64 %j.016, 1, !dbg !26
  %arrayidx.1 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 %inc, !dbg !26
  %7 = load double, ptr %arrayidx.1, align 8, !dbg !26, !tbaa !27
  %gep.1 = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %inc, !dbg !26
  %8 = load double, ptr %gep.1, align 8, !dbg !26, !tbaa !27
  %mul5.1 = fmul contract double %7, %8, !dbg !26
  %add6.1 = fadd contract double %add6, %mul5.1, !dbg !26
  %inc.1 = or disjoint i64 %j.016, 2, !dbg !26
  %arrayidx.2 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 %inc.1, !dbg !26
  %9 = load double, ptr %arrayidx.2, align 8, !dbg !26, !tbaa !27
  %gep.2 = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %inc.1, !dbg !26
  %10 = load double, ptr %gep.2, align 8, !dbg !26, !tbaa !27
  %mul5.2 = fmul contract double %9, %10, !dbg !26
  %add6.2 = fadd contract double %add6.1, %mul5.2, !dbg !26
  %inc.2 = or disjoint i64 %j.016, 3, !dbg !26
  %arrayidx.3 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 %inc.2, !dbg !26
  %11 = load double, ptr %arrayidx.3, align 8, !dbg !26, !tbaa !27
  %gep.3 = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %inc.2, !dbg !26
  %12 = load double, ptr %gep.3, align 8, !dbg !26, !tbaa !27
  %mul5.3 = fmul contract double %11, %12, !dbg !26
  %add6.3 = fadd contract double %add6.2, %mul5.3, !dbg !26
  %inc.3 = add nuw nsw i64 %j.016, 4, !dbg !26
  %niter.next.3 = add i64 %niter, 4, !dbg !26
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !26
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !26, !llvm.loop !32

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z3firPdS_S_ll(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, ptr noundef readonly captures(none) %coeff, i64 noundef %coefflen, i64 noundef %iend) local_unnamed_addr #0 !dbg !35 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %mul = shl i32 %0, 8, !dbg !38
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %add = add i32 %mul, %1, !dbg !41
  %conv = zext i32 %add to i64, !dbg !42
  %cmp = icmp sgt i64 %iend, %conv, !dbg !43
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !43

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr inbounds nuw double, ptr %in, i64 %conv, !dbg !44
  %cmp214 = icmp sgt i64 %coefflen, 0, !dbg !44
  br i1 %cmp214, label %for.body.preheader, label %for.cond.cleanup, !dbg !44

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i64 %coefflen, 3, !dbg !44
  %2 = icmp ult i64 %coefflen, 4, !dbg !44
  br i1 %2, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !44

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %coefflen, 9223372036854775804, !dbg !44
  br label %for.body, !dbg !44

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !44
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !44

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %j.016.epil.init = phi i64 [ 0, %for.body.preheader ], [ %inc.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.015.epil.init = phi double [ 0.000000e+00, %for.body.preheader ], [ %add6.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod18 = icmp ne i64 %xtraiter, 0, !dbg !44
  tail call void @llvm.assume(i1 %lcmp.mod18), !dbg !44
  br label %for.body.epil, !dbg !44

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %j.016.epil = phi i64 [ %inc.epil, %for.body.epil ], [ %j.016.epil.init, %for.body.epil.preheader ]
  %sum.015.epil = phi double [ %add6.epil, %for.body.epil ], [ %sum.015.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %arrayidx.epil = getelementptr inbounds nuw double, ptr %coeff, i64 %j.016.epil, !dbg !44
  %3 = load double, ptr %arrayidx.epil, align 8, !dbg !44, !tbaa !27
  %gep.epil = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %j.016.epil, !dbg !44
  %4 = load double, ptr %gep.epil, align 8, !dbg !44, !tbaa !27
  %mul5.epil = fmul contract double %3, %4, !dbg !44
  %add6.epil = fadd contract double %sum.015.epil, %mul5.epil, !dbg !44
  %inc.epil = add nuw nsw i64 %j.016.epil, 1, !dbg !44
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !44
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !44
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !44, !llvm.loop !45

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %sum.0.lcssa = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add6.3, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add6.epil, %for.body.epil ], !dbg !44
  %arrayidx7 = getelementptr inbounds nuw double, ptr %out, i64 %conv, !dbg !44
  store double %sum.0.lcssa, ptr %arrayidx7, align 8, !dbg !44, !tbaa !27
  br label %if.end, !dbg !46

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %j.016 = phi i64 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %sum.015 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %add6.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds nuw double, ptr %coeff, i64 %j.016, !dbg !44
  %5 = load double, ptr %arrayidx, align 8, !dbg !44, !tbaa !27
  %gep = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %j.016, !dbg !44
  %6 = load double, ptr %gep, align 8, !dbg !44, !tbaa !27
  %mul5 = fmul contract double %5, %6, !dbg !44
  %add6 = fadd contract double %sum.015, %mul5, !dbg !44
  %inc = or disjoint i64 %j.016, 1, !dbg !44
  %arrayidx.1 = getelementptr inbounds nuw double, ptr %coeff, i64 %inc, !dbg !44
  %7 = load double, ptr %arrayidx.1, align 8, !dbg !44, !tbaa !27
  %gep.1 = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %inc, !dbg !44
  %8 = load double, ptr %gep.1, align 8, !dbg !44, !tbaa !27
  %mul5.1 = fmul contract double %7, %8, !dbg !44
  %add6.1 = fadd contract double %add6, %mul5.1, !dbg !44
  %inc.1 = or disjoint i64 %j.016, 2, !dbg !44
  %arrayidx.2 = getelementptr inbounds nuw double, ptr %coeff, i64 %inc.1, !dbg !44
  %9 = load double, ptr %arrayidx.2, align 8, !dbg !44, !tbaa !27
  %gep.2 = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %inc.1, !dbg !44
  %10 = load double, ptr %gep.2, align 8, !dbg !44, !tbaa !27
  %mul5.2 = fmul contract double %9, %10, !dbg !44
  %add6.2 = fadd contract double %add6.1, %mul5.2, !dbg !44
  %inc.2 = or disjoint i64 %j.016, 3, !dbg !44
  %arrayidx.3 = getelementptr inbounds nuw double, ptr %coeff, i64 %inc.2, !dbg !44
  %11 = load double, ptr %arrayidx.3, align 8, !dbg !44, !tbaa !27
  %gep.3 = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %inc.2, !dbg !44
  %12 = load double, ptr %gep.3, align 8, !dbg !44, !tbaa !27
  %mul5.3 = fmul contract double %11, %12, !dbg !44
  %add6.3 = fadd contract double %add6.2, %mul5.3, !dbg !44
  %inc.3 = add nuw nsw i64 %j.016, 4, !dbg !44
  %niter.next.3 = add i64 %niter, 4, !dbg !44
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !44
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !44, !llvm.loop !47

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !48
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
!1 = !DIFile(filename: "FIR.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "fir", scope: !1, file: !1, line: 60, type: !13, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 64, column: 19, scope: !12)
!19 = !DILocation(line: 64, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 64, column: 45, scope: !12)
!23 = !DILocation(line: 64, column: 43, scope: !12)
!24 = !DILocation(line: 64, column: 19, scope: !12)
!25 = !DILocation(line: 65, column: 10, scope: !12)
!26 = !DILocation(line: 66, column: 6, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = !DILocation(line: 67, column: 4, scope: !12)
!32 = distinct !{!32, !26, !26, !33}
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 68, column: 1, scope: !12)
!35 = distinct !DISubprogram(name: "fir", scope: !1, file: !1, line: 73, type: !13, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !37)
!37 = distinct !DILocation(line: 78, column: 19, scope: !35)
!38 = !DILocation(line: 78, column: 30, scope: !35)
!39 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !40)
!40 = distinct !DILocation(line: 78, column: 45, scope: !35)
!41 = !DILocation(line: 78, column: 43, scope: !35)
!42 = !DILocation(line: 78, column: 19, scope: !35)
!43 = !DILocation(line: 79, column: 10, scope: !35)
!44 = !DILocation(line: 80, column: 6, scope: !35)
!45 = distinct !{!45, !30}
!46 = !DILocation(line: 81, column: 4, scope: !35)
!47 = distinct !{!47, !44, !44, !33}
!48 = !DILocation(line: 82, column: 1, scope: !35)
