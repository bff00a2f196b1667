; ModuleID = 'POLYBENCH_GEMVER.cu'
source_filename = "POLYBENCH_GEMVER.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_gemver_1PdS_S_S_S_l(ptr noundef captures(none) %A, ptr noundef readonly captures(none) %u1, ptr noundef readonly captures(none) %v1, ptr noundef readonly captures(none) %u2, ptr noundef readonly captures(none) %v2, i64 noundef %n) local_unnamed_addr #0 !dbg !12 {
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
  %cmp = icmp sgt i64 %n, %conv, !dbg !34
  %cmp7 = icmp sgt i64 %n, %conv6
  %or.cond = and i1 %cmp, %cmp7, !dbg !35
  br i1 %or.cond, label %if.then, label %if.end, !dbg !35

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %u1, i64 %conv, !dbg !36
  %4 = load double, ptr %arrayidx, align 8, !dbg !36, !tbaa !37
  %arrayidx8 = getelementptr inbounds nuw double, ptr %v1, i64 %conv6, !dbg !36
  %5 = load double, ptr %arrayidx8, align 8, !dbg !36, !tbaa !37
  %mul9 = fmul contract double %4, %5, !dbg !36
  %arrayidx10 = getelementptr inbounds nuw double, ptr %u2, i64 %conv, !dbg !36
  %6 = load double, ptr %arrayidx10, align 8, !dbg !36, !tbaa !37
  %arrayidx11 = getelementptr inbounds nuw double, ptr %v2, i64 %conv6, !dbg !36
  %7 = load double, ptr %arrayidx11, align 8, !dbg !36, !tbaa !37
  %mul12 = fmul contract double %6, %7, !dbg !36
  %add13 = fadd contract double %mul9, %mul12, !dbg !36
  %mul14 = mul nsw i64 %n, %conv, !dbg !36
  %8 = getelementptr inbounds nuw double, ptr %A, i64 %mul14, !dbg !36
  %arrayidx16 = getelementptr inbounds nuw double, ptr %8, i64 %conv6, !dbg !36
  %9 = load double, ptr %arrayidx16, align 8, !dbg !36, !tbaa !37
  %add17 = fadd contract double %9, %add13, !dbg !36
  store double %add17, ptr %arrayidx16, align 8, !dbg !36, !tbaa !37
  br label %if.end, !dbg !39

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !40
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_gemver_2PdS_S_dl(ptr noundef readonly captures(none) %A, ptr noundef captures(none) %x, ptr noundef readonly captures(none) %y, double noundef %beta, i64 noundef %n) local_unnamed_addr #1 !dbg !41 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  %mul = shl i32 %0, 8, !dbg !44
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %add = add i32 %mul, %1, !dbg !47
  %conv = zext i32 %add to i64, !dbg !48
  %cmp = icmp sgt i64 %n, %conv, !dbg !49
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !49

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr double, ptr %A, i64 %conv, !dbg !50
  %xtraiter = and i64 %n, 1, !dbg !50
  %2 = icmp eq i64 %n, 1, !dbg !50
  br i1 %2, label %for.body.epil.preheader, label %for.cond.preheader.new, !dbg !50

for.cond.preheader.new:                           ; preds = %for.cond.preheader
  %unroll_iter = and i64 %n, -2, !dbg !50
  br label %for.body, !dbg !50

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !50
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !50

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %for.cond.preheader
  %j.021.epil.init = phi i64 [ 0, %for.cond.preheader ], [ %inc.1, %for.cond.cleanup.unr-lcssa ]
  %dot.020.epil.init = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add8.1, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod23 = icmp ne i64 %xtraiter, 0, !dbg !50
  tail call void @llvm.assume(i1 %lcmp.mod23), !dbg !50
  %mul3.epil = mul nuw nsw i64 %j.021.epil.init, %n, !dbg !51
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %mul3.epil, !dbg !51
  %3 = load double, ptr %gep.epil, align 8, !dbg !51, !tbaa !37
  %mul5.epil = fmul contract double %beta, %3, !dbg !51
  %arrayidx6.epil = getelementptr inbounds nuw double, ptr %y, i64 %j.021.epil.init, !dbg !51
  %4 = load double, ptr %arrayidx6.epil, align 8, !dbg !51, !tbaa !37
  %mul7.epil = fmul contract double %mul5.epil, %4, !dbg !51
  %add8.epil = fadd contract double %dot.020.epil.init, %mul7.epil, !dbg !51
  br label %for.cond.cleanup, !dbg !52

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil.preheader
  %add8.lcssa = phi double [ %add8.1, %for.cond.cleanup.unr-lcssa ], [ %add8.epil, %for.body.epil.preheader ], !dbg !51
  %arrayidx9 = getelementptr inbounds nuw double, ptr %x, i64 %conv, !dbg !52
  %5 = load double, ptr %arrayidx9, align 8, !dbg !52, !tbaa !37
  %add10 = fadd contract double %add8.lcssa, %5, !dbg !52
  store double %add10, ptr %arrayidx9, align 8, !dbg !52, !tbaa !37
  br label %if.end, !dbg !53

for.body:                                         ; preds = %for.body, %for.cond.preheader.new
  %j.021 = phi i64 [ 0, %for.cond.preheader.new ], [ %inc.1, %for.body ]
  %dot.020 = phi double [ 0.000000e+00, %for.cond.preheader.new ], [ %add8.1, %for.body ]
  %niter = phi i64 [ 0, %for.cond.preheader.new ], [ %niter.next.1, %for.body ]
  %mul3 = mul nuw nsw i64 %j.021, %n, !dbg !51
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul3, !dbg !51
  %6 = load double, ptr %gep, align 8, !dbg !51, !tbaa !37
  %mul5 = fmul contract double %beta, %6, !dbg !51
  %arrayidx6 = getelementptr inbounds nuw double, ptr %y, i64 %j.021, !dbg !51
  %7 = load double, ptr %arrayidx6, align 8, !dbg !51, !tbaa !37
  %mul7 = fmul contract double %mul5, %7, !dbg !51
  %add8 = fadd contract double %dot.020, %mul7, !dbg !51
  %inc = or disjoint i64 %j.021, 1, !dbg !54
  %mul3.1 = mul nuw nsw i64 %inc, %n, !dbg !51
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %mul3.1, !dbg !51
  %8 = load double, ptr %gep.1, align 8, !dbg !51, !tbaa !37
  %mul5.1 = fmul contract double %beta, %8, !dbg !51
  %arrayidx6.1 = getelementptr inbounds nuw double, ptr %y, i64 %inc, !dbg !51
  %9 = load double, ptr %arrayidx6.1, align 8, !dbg !51, !tbaa !37
  %mul7.1 = fmul contract double %mul5.1, %9, !dbg !51
  %add8.1 = fadd contract double %add8, %mul7.1, !dbg !51
  %inc.1 = add nuw nsw i64 %j.021, 2, !dbg !54
  %niter.next.1 = add i64 %niter, 2, !dbg !50
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !50
  br i1 %niter.ncmp.1, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !50, !llvm.loop !55

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !58
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_gemver_3PdS_l(ptr noundef captures(none) %x, ptr noundef readonly captures(none) %z, i64 noundef %n) local_unnamed_addr #0 !dbg !59 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  %mul = shl i32 %0, 8, !dbg !62
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %add = add i32 %mul, %1, !dbg !65
  %conv = zext i32 %add to i64, !dbg !66
  %cmp = icmp sgt i64 %n, %conv, !dbg !67
  br i1 %cmp, label %if.then, label %if.end, !dbg !67

if.then:                                          ; preds = %entry
  %arrayidx2 = getelementptr inbounds nuw double, ptr %x, i64 %conv
  %arrayidx = getelementptr inbounds nuw double, ptr %z, i64 %conv
  %2 = load double, ptr %arrayidx, align 8, !dbg !68, !tbaa !37
  %3 = load double, ptr %arrayidx2, align 8, !dbg !68, !tbaa !37
  %add3 = fadd contract double %2, %3, !dbg !68
  store double %add3, ptr %arrayidx2, align 8, !dbg !68, !tbaa !37
  br label %if.end, !dbg !69

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !70
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_gemver_4PdS_S_dl(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %w, double noundef %alpha, i64 noundef %n) local_unnamed_addr #1 !dbg !71 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %mul = shl i32 %0, 8, !dbg !74
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !75
  %add = add i32 %mul, %1, !dbg !77
  %conv = zext i32 %add to i64, !dbg !78
  %cmp = icmp sgt i64 %n, %conv, !dbg !79
  br i1 %cmp, label %if.then, label %if.end, !dbg !79

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %w, i64 %conv, !dbg !80
  %2 = load double, ptr %arrayidx, align 8, !dbg !80, !tbaa !37
  %mul3 = mul nuw nsw i64 %n, %conv
  %invariant.gep = getelementptr double, ptr %A, i64 %mul3, !dbg !81
  %xtraiter = and i64 %n, 1, !dbg !81
  %3 = icmp eq i64 %n, 1, !dbg !81
  br i1 %3, label %for.body.epil.preheader, label %if.then.new, !dbg !81

if.then.new:                                      ; preds = %if.then
  %unroll_iter = and i64 %n, -2, !dbg !81
  br label %for.body, !dbg !81

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !81
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !81

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %if.then
  %j.023.epil.init = phi i64 [ 0, %if.then ], [ %inc.1, %for.cond.cleanup.unr-lcssa ]
  %dot.022.epil.init = phi double [ %2, %if.then ], [ %add9.1, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod25 = icmp ne i64 %xtraiter, 0, !dbg !81
  tail call void @llvm.assume(i1 %lcmp.mod25), !dbg !81
  %gep.epil = getelementptr double, ptr %invariant.gep, i64 %j.023.epil.init, !dbg !82
  %4 = load double, ptr %gep.epil, align 8, !dbg !82, !tbaa !37
  %mul6.epil = fmul contract double %alpha, %4, !dbg !82
  %arrayidx7.epil = getelementptr inbounds nuw double, ptr %x, i64 %j.023.epil.init, !dbg !82
  %5 = load double, ptr %arrayidx7.epil, align 8, !dbg !82, !tbaa !37
  %mul8.epil = fmul contract double %mul6.epil, %5, !dbg !82
  %add9.epil = fadd contract double %dot.022.epil.init, %mul8.epil, !dbg !82
  br label %for.cond.cleanup, !dbg !83

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil.preheader
  %add9.lcssa = phi double [ %add9.1, %for.cond.cleanup.unr-lcssa ], [ %add9.epil, %for.body.epil.preheader ], !dbg !82
  store double %add9.lcssa, ptr %arrayidx, align 8, !dbg !83, !tbaa !37
  br label %if.end, !dbg !84

for.body:                                         ; preds = %for.body, %if.then.new
  %j.023 = phi i64 [ 0, %if.then.new ], [ %inc.1, %for.body ]
  %dot.022 = phi double [ %2, %if.then.new ], [ %add9.1, %for.body ]
  %niter = phi i64 [ 0, %if.then.new ], [ %niter.next.1, %for.body ]
  %gep = getelementptr double, ptr %invariant.gep, i64 %j.023, !dbg !82
  %6 = load double, ptr %gep, align 8, !dbg !82, !tbaa !37
  %mul6 = fmul contract double %alpha, %6, !dbg !82
  %arrayidx7 = getelementptr inbounds nuw double, ptr %x, i64 %j.023, !dbg !82
  %7 = load double, ptr %arrayidx7, align 8, !dbg !82, !tbaa !37
  %mul8 = fmul contract double %mul6, %7, !dbg !82
  %add9 = fadd contract double %dot.022, %mul8, !dbg !82
  %inc = or disjoint i64 %j.023, 1, !dbg !85
  %gep.1 = getelementptr double, ptr %invariant.gep, i64 %inc, !dbg !82
  %8 = load double, ptr %gep.1, align 8, !dbg !82, !tbaa !37
  %mul6.1 = fmul contract double %alpha, %8, !dbg !82
  %arrayidx7.1 = getelementptr inbounds nuw double, ptr %x, i64 %inc, !dbg !82
  %9 = load double, ptr %arrayidx7.1, align 8, !dbg !82, !tbaa !37
  %mul8.1 = fmul contract double %mul6.1, %9, !dbg !82
  %add9.1 = fadd contract double %add9, %mul8.1, !dbg !82
  %inc.1 = add nuw nsw i64 %j.023, 2, !dbg !85
  %niter.next.1 = add i64 %niter, 2, !dbg !81
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !81
  br i1 %niter.ncmp.1, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !81, !llvm.loop !86

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !88
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
!12 = distinct !DISubprogram(name: "poly_gemver_1", scope: !1, file: !1, line: 98, type: !13, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 43, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 103, column: 18, scope: !12)
!19 = !DILocation(line: 103, column: 29, scope: !12)
!20 = !DILocation(line: 42, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 103, column: 46, scope: !12)
!23 = !DILocation(line: 103, column: 44, scope: !12)
!24 = !DILocation(line: 103, column: 18, scope: !12)
!25 = !DILocation(line: 43, column: 23, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 104, column: 18, scope: !12)
!28 = !DILocation(line: 104, column: 29, scope: !12)
!29 = !DILocation(line: 42, column: 24, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 104, column: 46, scope: !12)
!32 = !DILocation(line: 104, column: 44, scope: !12)
!33 = !DILocation(line: 104, column: 18, scope: !12)
!34 = !DILocation(line: 106, column: 9, scope: !12)
!35 = !DILocation(line: 106, column: 13, scope: !12)
!36 = !DILocation(line: 107, column: 5, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !10, i64 0}
!39 = !DILocation(line: 108, column: 3, scope: !12)
!40 = !DILocation(line: 109, column: 1, scope: !12)
!41 = distinct !DISubprogram(name: "poly_gemver_2", scope: !1, file: !1, line: 115, type: !13, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 43, column: 23, scope: !26, inlinedAt: !43)
!43 = distinct !DILocation(line: 120, column: 18, scope: !41)
!44 = !DILocation(line: 120, column: 29, scope: !41)
!45 = !DILocation(line: 42, column: 24, scope: !30, inlinedAt: !46)
!46 = distinct !DILocation(line: 120, column: 44, scope: !41)
!47 = !DILocation(line: 120, column: 42, scope: !41)
!48 = !DILocation(line: 120, column: 18, scope: !41)
!49 = !DILocation(line: 121, column: 9, scope: !41)
!50 = !DILocation(line: 123, column: 5, scope: !41)
!51 = !DILocation(line: 124, column: 7, scope: !41)
!52 = !DILocation(line: 126, column: 5, scope: !41)
!53 = !DILocation(line: 127, column: 3, scope: !41)
!54 = !DILocation(line: 123, column: 35, scope: !41)
!55 = distinct !{!55, !50, !56, !57}
!56 = !DILocation(line: 125, column: 5, scope: !41)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 128, column: 1, scope: !41)
!59 = distinct !DISubprogram(name: "poly_gemver_3", scope: !1, file: !1, line: 133, type: !13, scopeLine: 135, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 43, column: 23, scope: !26, inlinedAt: !61)
!61 = distinct !DILocation(line: 136, column: 18, scope: !59)
!62 = !DILocation(line: 136, column: 29, scope: !59)
!63 = !DILocation(line: 42, column: 24, scope: !30, inlinedAt: !64)
!64 = distinct !DILocation(line: 136, column: 44, scope: !59)
!65 = !DILocation(line: 136, column: 42, scope: !59)
!66 = !DILocation(line: 136, column: 18, scope: !59)
!67 = !DILocation(line: 137, column: 9, scope: !59)
!68 = !DILocation(line: 138, column: 5, scope: !59)
!69 = !DILocation(line: 139, column: 3, scope: !59)
!70 = !DILocation(line: 140, column: 1, scope: !59)
!71 = distinct !DISubprogram(name: "poly_gemver_4", scope: !1, file: !1, line: 145, type: !13, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DILocation(line: 43, column: 23, scope: !26, inlinedAt: !73)
!73 = distinct !DILocation(line: 150, column: 18, scope: !71)
!74 = !DILocation(line: 150, column: 29, scope: !71)
!75 = !DILocation(line: 42, column: 24, scope: !30, inlinedAt: !76)
!76 = distinct !DILocation(line: 150, column: 44, scope: !71)
!77 = !DILocation(line: 150, column: 42, scope: !71)
!78 = !DILocation(line: 150, column: 18, scope: !71)
!79 = !DILocation(line: 151, column: 9, scope: !71)
!80 = !DILocation(line: 152, column: 5, scope: !71)
!81 = !DILocation(line: 153, column: 5, scope: !71)
!82 = !DILocation(line: 154, column: 7, scope: !71)
!83 = !DILocation(line: 156, column: 5, scope: !71)
!84 = !DILocation(line: 157, column: 3, scope: !71)
!85 = !DILocation(line: 153, column: 35, scope: !71)
!86 = distinct !{!86, !81, !87, !57}
!87 = !DILocation(line: 155, column: 5, scope: !71)
!88 = !DILocation(line: 158, column: 1, scope: !71)
