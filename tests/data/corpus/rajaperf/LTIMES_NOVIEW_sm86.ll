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
  %mul3 = shl nuw nsw i32 %2, 2, !dbg !28
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !32
  %conv6 = zext nneg i32 %add5 to i64, !dbg !33
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !34
  %mul8 = shl nuw nsw i32 %4, 1, !dbg !37
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !38
  %add10 = add nuw nsw i32 %mul8, %5, !dbg !41
  %conv11 = zext nneg i32 %add10 to i64, !dbg !42
  %cmp = icmp sgt i64 %num_m, %conv, !dbg !43
  %cmp12 = icmp sgt i64 %num_g, %conv6
  %or.cond = and i1 %cmp, %cmp12, !dbg !44
  %cmp14 = icmp sgt i64 %num_z, %conv11
  %or.cond48 = and i1 %or.cond, %cmp14, !dbg !44
  %cmp1550 = icmp sgt i64 %num_d, 0
  %or.cond58 = and i1 %or.cond48, %cmp1550, !dbg !44
  br i1 %or.cond58, label %for.body.lr.ph, label %if.end, !dbg !44

for.body.lr.ph:                                   ; preds = %entry
  %invariant.gep = getelementptr double, ptr %phidat, i64 %conv, !dbg !45
  %factor.op.mul49 = mul i64 %num_g, %num_m, !dbg !45
  %factor.op.mul = mul i64 %num_g, %num_d, !dbg !45
  %mul16 = mul nuw nsw i64 %num_d, %conv
  %invariant.gep52 = getelementptr double, ptr %elldat, i64 %mul16, !dbg !45
  %mul18 = mul nuw nsw i64 %num_d, %conv6
  %mul20.reass = mul i64 %factor.op.mul, %conv11
  %invariant.gep54 = getelementptr double, ptr %psidat, i64 %mul18, !dbg !45
  %invariant.gep56 = getelementptr double, ptr %invariant.gep54, i64 %mul20.reass, !dbg !45
  %mul25 = mul nsw i64 %num_m, %conv6
  %mul27.reass = mul i64 %factor.op.mul49, %conv11
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul25
  %arrayidx30 = getelementptr inbounds nuw double, ptr %gep, i64 %mul27.reass
  %arrayidx30.promoted = load double, ptr %arrayidx30, align 8, !tbaa !46
  %xtraiter = and i64 %num_d, 1, !dbg !45
  %6 = icmp eq i64 %num_d, 1, !dbg !45
  br i1 %6, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !45

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %num_d, 9223372036854775806, !dbg !45
  br label %for.body, !dbg !45

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %7 = phi double [ %arrayidx30.promoted, %for.body.lr.ph.new ], [ %add31.1, %for.body ], !dbg !48
  %d.051 = phi i64 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %gep53 = getelementptr double, ptr %invariant.gep52, i64 %d.051, !dbg !48
  %8 = load double, ptr %gep53, align 8, !dbg !48, !tbaa !46
  %gep57 = getelementptr double, ptr %invariant.gep56, i64 %d.051, !dbg !48
  %9 = load double, ptr %gep57, align 8, !dbg !48, !tbaa !46
  %mul24 = fmul contract double %8, %9, !dbg !48
  %add31 = fadd contract double %7, %mul24, !dbg !48
  store double %add31, ptr %arrayidx30, align 8, !dbg !48, !tbaa !46
  %inc = or disjoint i64 %d.051, 1, !dbg !49
  %gep53.1 = getelementptr double, ptr %invariant.gep52, i64 %inc, !dbg !48
  %10 = load double, ptr %gep53.1, align 8, !dbg !48, !tbaa !46
  %gep57.1 = getelementptr double, ptr %invariant.gep56, i64 %inc, !dbg !48
  %11 = load double, ptr %gep57.1, align 8, !dbg !48, !tbaa !46
  %mul24.1 = fmul contract double %10, %11, !dbg !48
  %add31.1 = fadd contract double %add31, %mul24.1, !dbg !48
  store double %add31.1, ptr %arrayidx30, align 8, !dbg !48, !tbaa !46
  %inc.1 = add nuw nsw i64 %d.051, 2, !dbg !49
  %niter.next.1 = add i64 %niter, 2, !dbg !45
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !45
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !dbg !45, !llvm.loop !50

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !45
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader, !dbg !45

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi double [ %arrayidx30.promoted, %for.body.lr.ph ], [ %add31.1, %if.end.loopexit.unr-lcssa ]
  %d.051.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod59 = icmp ne i64 %xtraiter, 0, !dbg !45
  tail call void @llvm.assume(i1 %lcmp.mod59), !dbg !45
  %gep53.epil = getelementptr double, ptr %invariant.gep52, i64 %d.051.epil.init, !dbg !48
  %12 = load double, ptr %gep53.epil, align 8, !dbg !48, !tbaa !46
  %gep57.epil = getelementptr double, ptr %invariant.gep56, i64 %d.051.epil.init, !dbg !48
  %13 = load double, ptr %gep57.epil, align 8, !dbg !48, !tbaa !46
  %mul24.epil = fmul contract double %12, %13, !dbg !48
  %add31.epil = fadd contract double %.epil.init, %mul24.epil, !dbg !48
  store double %add31.epil, ptr %arrayidx30, align 8, !dbg !48, !tbaa !46
  br label %if.end, !dbg !53

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %entry
  ret void, !dbg !53
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
!12 = distinct !DISubprogram(name: "ltimes_noview", scope: !1, file: !1, line: 50, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 54, column: 19, scope: !12)
!19 = !DILocation(line: 54, column: 30, scope: !12)
!20 = !DILocation(line: 42, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 54, column: 47, scope: !12)
!23 = !DILocation(line: 54, column: 45, scope: !12)
!24 = !DILocation(line: 54, column: 19, scope: !12)
!25 = !DILocation(line: 43, column: 53, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 55, column: 19, scope: !12)
!28 = !DILocation(line: 55, column: 30, scope: !12)
!29 = !DILocation(line: 42, column: 52, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 55, column: 47, scope: !12)
!32 = !DILocation(line: 55, column: 45, scope: !12)
!33 = !DILocation(line: 55, column: 19, scope: !12)
!34 = !DILocation(line: 43, column: 83, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__z", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 56, column: 19, scope: !12)
!37 = !DILocation(line: 56, column: 30, scope: !12)
!38 = !DILocation(line: 42, column: 80, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__z", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 56, column: 47, scope: !12)
!41 = !DILocation(line: 56, column: 45, scope: !12)
!42 = !DILocation(line: 56, column: 19, scope: !12)
!43 = !DILocation(line: 58, column: 10, scope: !12)
!44 = !DILocation(line: 58, column: 18, scope: !12)
!45 = !DILocation(line: 59, column: 6, scope: !12)
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !10, i64 0}
!48 = !DILocation(line: 60, column: 8, scope: !12)
!49 = !DILocation(line: 59, column: 40, scope: !12)
!50 = distinct !{!50, !45, !51, !52}
!51 = !DILocation(line: 61, column: 6, scope: !12)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 63, column: 1, scope: !12)
