; ModuleID = 'LTIMES_NOVIEW.cu'
source_filename = "LTIMES_NOVIEW.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13ltimes_noviewPdS_S_llll(ptr noundef captures(none) %phidat, ptr noundef readonly captures(none) %elldat, ptr noundef readonly captures(none) %psidat, i64 noundef %num_d, i64 noundef %num_m, i64 noundef %num_g, i64 noundef %num_z) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 5, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %3 = shl nuw nsw i32 %2, 2, !dbg !28
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %narrow = add nuw nsw i32 %3, %4, !dbg !32
  %add8 = zext nneg i32 %narrow to i64, !dbg !32
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !33
  %6 = shl nuw nsw i32 %5, 1, !dbg !36
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !37
  %narrow62 = add nuw nsw i32 %6, %7, !dbg !40
  %add15 = zext nneg i32 %narrow62 to i64, !dbg !40
  %cmp = icmp sgt i64 %num_m, %conv, !dbg !41
  %cmp16 = icmp sgt i64 %num_g, %add8
  %or.cond = and i1 %cmp, %cmp16, !dbg !42
  %cmp18 = icmp sgt i64 %num_z, %add15
  %or.cond52 = and i1 %or.cond, %cmp18, !dbg !42
  %cmp1954 = icmp sgt i64 %num_d, 0
  %or.cond63 = and i1 %or.cond52, %cmp1954, !dbg !42
  br i1 %or.cond63, label %for.body.lr.ph, label %if.end, !dbg !42

for.body.lr.ph:                                   ; preds = %entry
  %invariant.gep = getelementptr double, ptr %phidat, i64 %conv, !dbg !43
  %factor.op.mul53 = mul i64 %num_g, %add15, !dbg !43
  %mul20 = mul nuw nsw i64 %num_d, %conv
  %invariant.gep56 = getelementptr double, ptr %elldat, i64 %mul20, !dbg !43
  %mul22 = mul nuw nsw i64 %num_d, %add8
  %mul24.reass = mul i64 %factor.op.mul53, %num_d
  %invariant.gep58 = getelementptr double, ptr %psidat, i64 %mul22, !dbg !43
  %invariant.gep60 = getelementptr double, ptr %invariant.gep58, i64 %mul24.reass, !dbg !43
  %mul29 = mul nsw i64 %num_m, %add8
  %mul31.reass = mul i64 %factor.op.mul53, %num_m
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul29
  %arrayidx34 = getelementptr double, ptr %gep, i64 %mul31.reass
  %arrayidx34.promoted = load double, ptr %arrayidx34, align 8, !tbaa !44
  %xtraiter = and i64 %num_d, 1, !dbg !43
  %8 = icmp eq i64 %num_d, 1, !dbg !43
  br i1 %8, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !43

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %num_d, 9223372036854775806, !dbg !43
  br label %for.body, !dbg !43

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %9 = phi double [ %arrayidx34.promoted, %for.body.lr.ph.new ], [ %add35.1, %for.body ], !dbg !46
  %d.055 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep57 = getelementptr double, ptr %invariant.gep56, i64 %d.055, !dbg !46
  %10 = load double, ptr %gep57, align 8, !dbg !46, !tbaa !44
  %gep61 = getelementptr double, ptr %invariant.gep60, i64 %d.055, !dbg !46
  %11 = load double, ptr %gep61, align 8, !dbg !46, !tbaa !44
  %mul28 = fmul contract double %10, %11, !dbg !46
  %add35 = fadd contract double %9, %mul28, !dbg !46
  store double %add35, ptr %arrayidx34, align 8, !dbg !46, !tbaa !44
  %inc = or disjoint i64 %d.055, 1, !dbg !47
  %gep57.1 = getelementptr double, ptr %invariant.gep56, i64 %inc, !dbg !46
  %12 = load double, ptr %gep57.1, align 8, !dbg !46, !tbaa !44
  %gep61.1 = getelementptr double, ptr %invariant.gep60, i64 %inc, !dbg !46
  %13 = load double, ptr %gep61.1, align 8, !dbg !46, !tbaa !44
  %mul28.1 = fmul contract double %12, %13, !dbg !46
  %add35.1 = fadd contract double %add35, %mul28.1, !dbg !46
  store double %add35.1, ptr %arrayidx34, align 8, !dbg !46, !tbaa !44
  %inc.1 = add nuw nsw i64 %d.055, 2, !dbg !47
  %niter.next.1 = add i64 %niter, 2, !dbg !43
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !43
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !dbg !43, !llvm.loop !48

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !43
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader, !dbg !43

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi double [ %arrayidx34.promoted, %for.body.lr.ph ], [ %add35.1, %if.end.loopexit.unr-lcssa ]
  %d.055.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod64 = icmp ne i64 %xtraiter, 0, !dbg !43
  tail call void @llvm.assume(i1 %lcmp.mod64), !dbg !43
  %gep57.epil = getelementptr double, ptr %invariant.gep56, i64 %d.055.epil.init, !dbg !46
  %14 = load double, ptr %gep57.epil, align 8, !dbg !46, !tbaa !44
  %gep61.epil = getelementptr double, ptr %invariant.gep60, i64 %d.055.epil.init, !dbg !46
  %15 = load double, ptr %gep61.epil, align 8, !dbg !46, !tbaa !44
  %mul28.epil = fmul contract double %14, %15, !dbg !46
  %add35.epil = fadd contract double %.epil.init, %mul28.epil, !dbg !46
  store double %add35.epil, ptr %arrayidx34, align 8, !dbg !46, !tbaa !44
  br label %if.end, !dbg !51

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %entry
  ret void, !dbg !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

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
!1 = !DIFile(filename: "LTIMES_NOVIEW.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "ltimes_noview", scope: !1, file: !1, line: 60, type: !13, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 64, column: 19, scope: !12)
!19 = !DILocation(line: 64, column: 30, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 64, column: 47, scope: !12)
!23 = !DILocation(line: 64, column: 45, scope: !12)
!24 = !DILocation(line: 64, column: 19, scope: !12)
!25 = !DILocation(line: 45, column: 53, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 65, column: 19, scope: !12)
!28 = !DILocation(line: 65, column: 30, scope: !12)
!29 = !DILocation(line: 44, column: 52, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 65, column: 47, scope: !12)
!32 = !DILocation(line: 65, column: 45, scope: !12)
!33 = !DILocation(line: 45, column: 83, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__z", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 66, column: 19, scope: !12)
!36 = !DILocation(line: 66, column: 30, scope: !12)
!37 = !DILocation(line: 44, column: 80, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__z", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 66, column: 47, scope: !12)
!40 = !DILocation(line: 66, column: 45, scope: !12)
!41 = !DILocation(line: 68, column: 10, scope: !12)
!42 = !DILocation(line: 68, column: 18, scope: !12)
!43 = !DILocation(line: 69, column: 6, scope: !12)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !10, i64 0}
!46 = !DILocation(line: 70, column: 8, scope: !12)
!47 = !DILocation(line: 69, column: 40, scope: !12)
!48 = distinct !{!48, !43, !49, !50}
!49 = !DILocation(line: 71, column: 6, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 73, column: 1, scope: !12)
