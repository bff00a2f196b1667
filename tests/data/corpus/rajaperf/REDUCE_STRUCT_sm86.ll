; ModuleID = 'REDUCE_STRUCT.cu'
source_filename = "REDUCE_STRUCT.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared = external dso_local local_unnamed_addr addrspace(3) global [0 x double], align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13reduce_structPdS_S_S_S_S_S_S_dddl(ptr noundef readonly captures(none) %x, ptr noundef readonly captures(none) %y, ptr noundef captures(none) %xsum, ptr noundef captures(none) %xmin, ptr noundef captures(none) %xmax, ptr noundef readnone captures(none) %ysum, ptr noundef captures(none) %ymin, ptr noundef captures(none) %ymax, double noundef %m_init_sum, double noundef %m_init_min, double noundef %m_init_max, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !19
  %arrayidx4 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %idxprom3, !dbg !19
  %mul6 = shl nuw nsw i32 %0, 1, !dbg !20
  %idxprom7 = zext nneg i32 %mul6 to i64, !dbg !21
  %arrayidx8 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %idxprom7, !dbg !21
  %mul10 = mul nuw nsw i32 %0, 3, !dbg !22
  %idxprom11 = zext nneg i32 %mul10 to i64, !dbg !23
  %arrayidx12 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %idxprom11, !dbg !23
  %mul14 = shl nuw nsw i32 %0, 2, !dbg !24
  %idxprom15 = zext nneg i32 %mul14 to i64, !dbg !25
  %arrayidx16 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %idxprom15, !dbg !25
  %mul18 = mul nuw nsw i32 %0, 5, !dbg !26
  %idxprom19 = zext nneg i32 %mul18 to i64, !dbg !27
  %arrayidx20 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %idxprom19, !dbg !27
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %mul23 = mul i32 %1, %0, !dbg !31
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !32
  %add = add i32 %mul23, %2, !dbg !35
  %conv = zext i32 %add to i64, !dbg !36
  %idxprom26 = zext nneg i32 %2 to i64, !dbg !37
  %arrayidx27 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %idxprom26, !dbg !37
  store double %m_init_sum, ptr %arrayidx27, align 8, !dbg !38, !tbaa !39
  %arrayidx30 = getelementptr inbounds nuw double, ptr %arrayidx4, i64 %idxprom26, !dbg !41
  store double %m_init_min, ptr %arrayidx30, align 8, !dbg !42, !tbaa !39
  %arrayidx33 = getelementptr inbounds nuw double, ptr %arrayidx8, i64 %idxprom26, !dbg !43
  store double %m_init_max, ptr %arrayidx33, align 8, !dbg !44, !tbaa !39
  %arrayidx36 = getelementptr inbounds nuw double, ptr %arrayidx12, i64 %idxprom26, !dbg !45
  store double %m_init_sum, ptr %arrayidx36, align 8, !dbg !46, !tbaa !39
  %arrayidx39 = getelementptr inbounds nuw double, ptr %arrayidx16, i64 %idxprom26, !dbg !47
  store double %m_init_min, ptr %arrayidx39, align 8, !dbg !48, !tbaa !39
  %arrayidx42 = getelementptr inbounds nuw double, ptr %arrayidx20, i64 %idxprom26, !dbg !49
  store double %m_init_max, ptr %arrayidx42, align 8, !dbg !50, !tbaa !39
  %cmp331 = icmp sgt i64 %iend, %conv, !dbg !51
  br i1 %cmp331, label %for.body.lr.ph, label %for.end, !dbg !52

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul115 = mul i32 %3, %0
  %conv116 = zext i32 %mul115 to i64
  br label %for.body, !dbg !52

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %cond109336 = phi double [ %m_init_max, %for.body.lr.ph ], [ %cond109, %for.body ], !dbg !53
  %cond93335 = phi double [ %m_init_min, %for.body.lr.ph ], [ %cond93, %for.body ], !dbg !53
  %4 = phi double [ %m_init_sum, %for.body.lr.ph ], [ %add80, %for.body ], !dbg !53
  %cond72334 = phi double [ %m_init_max, %for.body.lr.ph ], [ %cond72, %for.body ], !dbg !53
  %cond333 = phi double [ %m_init_min, %for.body.lr.ph ], [ %cond, %for.body ], !dbg !53
  %5 = phi double [ %m_init_sum, %for.body.lr.ph ], [ %add47, %for.body ], !dbg !53
  %i.0332 = phi i64 [ %conv, %for.body.lr.ph ], [ %add117, %for.body ]
  %arrayidx43 = getelementptr inbounds nuw double, ptr %x, i64 %i.0332, !dbg !53
  %6 = load double, ptr %arrayidx43, align 8, !dbg !53, !tbaa !39
  %add47 = fadd contract double %6, %5, !dbg !54
  store double %add47, ptr %arrayidx27, align 8, !dbg !54, !tbaa !39
  %7 = load double, ptr %arrayidx43, align 8, !dbg !55, !tbaa !39
  %cmp52 = fcmp contract olt double %7, %cond333, !dbg !56
  %cond = select i1 %cmp52, double %7, double %cond333, !dbg !57
  store double %cond, ptr %arrayidx30, align 8, !dbg !58, !tbaa !39
  %8 = load double, ptr %arrayidx43, align 8, !dbg !59, !tbaa !39
  %cmp64 = fcmp contract ogt double %8, %cond72334, !dbg !60
  %cond72 = select i1 %cmp64, double %8, double %cond72334, !dbg !61
  store double %cond72, ptr %arrayidx33, align 8, !dbg !62, !tbaa !39
  %arrayidx76 = getelementptr inbounds nuw double, ptr %y, i64 %i.0332, !dbg !63
  %9 = load double, ptr %arrayidx76, align 8, !dbg !63, !tbaa !39
  %add80 = fadd contract double %9, %4, !dbg !64
  store double %add80, ptr %arrayidx36, align 8, !dbg !64, !tbaa !39
  %10 = load double, ptr %arrayidx76, align 8, !dbg !65, !tbaa !39
  %cmp85 = fcmp contract olt double %10, %cond93335, !dbg !66
  %cond93 = select i1 %cmp85, double %10, double %cond93335, !dbg !67
  store double %cond93, ptr %arrayidx39, align 8, !dbg !68, !tbaa !39
  %11 = load double, ptr %arrayidx76, align 8, !dbg !69, !tbaa !39
  %cmp101 = fcmp contract ogt double %11, %cond109336, !dbg !70
  %cond109 = select i1 %cmp101, double %11, double %cond109336, !dbg !71
  store double %cond109, ptr %arrayidx42, align 8, !dbg !72, !tbaa !39
  %add117 = add nuw nsw i64 %i.0332, %conv116, !dbg !73
  %cmp = icmp slt i64 %add117, %iend, !dbg !51
  br i1 %cmp, label %for.body, label %for.end, !dbg !52, !llvm.loop !74

for.end:                                          ; preds = %for.body, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !77
  %div329 = lshr i32 %0, 1, !dbg !78
  %cmp121.not347 = icmp eq i32 %div329, 0, !dbg !79
  br i1 %cmp121.not347, label %for.end232, label %for.body122.preheader, !dbg !80

for.body122.preheader:                            ; preds = %for.end
  %conv119 = zext nneg i32 %div329 to i64, !dbg !81
  br label %for.body122, !dbg !80

for.body122:                                      ; preds = %for.body122.preheader, %if.end
  %i.1348 = phi i64 [ %div231330, %if.end ], [ %conv119, %for.body122.preheader ]
  %cmp125 = icmp samesign ugt i64 %i.1348, %idxprom26, !dbg !82
  br i1 %cmp125, label %if.then, label %if.end, !dbg !82

if.then:                                          ; preds = %for.body122
  %gep = getelementptr inbounds nuw double, ptr %arrayidx27, i64 %i.1348, !dbg !83
  %12 = load double, ptr %gep, align 8, !dbg !83, !tbaa !39
  %13 = load double, ptr %arrayidx27, align 8, !dbg !84, !tbaa !39
  %add133 = fadd contract double %12, %13, !dbg !84
  store double %add133, ptr %arrayidx27, align 8, !dbg !84, !tbaa !39
  %gep338 = getelementptr inbounds nuw double, ptr %arrayidx30, i64 %i.1348, !dbg !85
  %14 = load double, ptr %gep338, align 8, !dbg !85, !tbaa !39
  %15 = load double, ptr %arrayidx30, align 8, !dbg !86, !tbaa !39
  %cmp141 = fcmp contract olt double %14, %15, !dbg !87
  %cond152 = select i1 %cmp141, double %14, double %15, !dbg !88
  store double %cond152, ptr %arrayidx30, align 8, !dbg !89, !tbaa !39
  %gep340 = getelementptr inbounds nuw double, ptr %arrayidx33, i64 %i.1348, !dbg !90
  %16 = load double, ptr %gep340, align 8, !dbg !90, !tbaa !39
  %17 = load double, ptr %arrayidx33, align 8, !dbg !91, !tbaa !39
  %cmp163 = fcmp contract ogt double %16, %17, !dbg !92
  %cond174 = select i1 %cmp163, double %16, double %17, !dbg !93
  store double %cond174, ptr %arrayidx33, align 8, !dbg !94, !tbaa !39
  %gep342 = getelementptr inbounds nuw double, ptr %arrayidx36, i64 %i.1348, !dbg !95
  %18 = load double, ptr %gep342, align 8, !dbg !95, !tbaa !39
  %19 = load double, ptr %arrayidx36, align 8, !dbg !96, !tbaa !39
  %add185 = fadd contract double %18, %19, !dbg !96
  store double %add185, ptr %arrayidx36, align 8, !dbg !96, !tbaa !39
  %gep344 = getelementptr inbounds nuw double, ptr %arrayidx39, i64 %i.1348, !dbg !97
  %20 = load double, ptr %gep344, align 8, !dbg !97, !tbaa !39
  %21 = load double, ptr %arrayidx39, align 8, !dbg !98, !tbaa !39
  %cmp193 = fcmp contract olt double %20, %21, !dbg !99
  %cond204 = select i1 %cmp193, double %20, double %21, !dbg !100
  store double %cond204, ptr %arrayidx39, align 8, !dbg !101, !tbaa !39
  %gep346 = getelementptr inbounds nuw double, ptr %arrayidx42, i64 %i.1348, !dbg !102
  %22 = load double, ptr %gep346, align 8, !dbg !102, !tbaa !39
  %23 = load double, ptr %arrayidx42, align 8, !dbg !103, !tbaa !39
  %cmp215 = fcmp contract ogt double %22, %23, !dbg !104
  %cond226 = select i1 %cmp215, double %22, double %23, !dbg !105
  store double %cond226, ptr %arrayidx42, align 8, !dbg !106, !tbaa !39
  br label %if.end, !dbg !107

if.end:                                           ; preds = %if.then, %for.body122
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !108
  %div231330 = lshr i64 %i.1348, 1, !dbg !109
  %cmp121.not = icmp eq i64 %div231330, 0, !dbg !79
  br i1 %cmp121.not, label %for.end232, label %for.body122, !dbg !80, !llvm.loop !110

for.end232:                                       ; preds = %if.end, %for.end
  %cmp234 = icmp eq i32 %2, 0, !dbg !112
  br i1 %cmp234, label %if.then235, label %if.end248, !dbg !112

if.then235:                                       ; preds = %for.end232
  %24 = load double, ptr addrspacecast (ptr addrspace(3) @shared to ptr), align 8, !dbg !113, !tbaa !39
  %25 = atomicrmw fadd ptr %xsum, double %24 monotonic, align 8, !dbg !114
  %26 = load double, ptr %arrayidx4, align 8, !dbg !119, !tbaa !39
  %27 = atomicrmw fmin ptr %xmin, double %26 monotonic, align 8, !dbg !120
  %28 = load double, ptr %arrayidx8, align 8, !dbg !125, !tbaa !39
  %29 = atomicrmw fmax ptr %xmax, double %28 monotonic, align 8, !dbg !126
  %30 = load double, ptr %arrayidx12, align 8, !dbg !131, !tbaa !39
  %31 = atomicrmw fadd ptr %xsum, double %30 monotonic, align 8, !dbg !132
  %32 = load double, ptr %arrayidx16, align 8, !dbg !135, !tbaa !39
  %33 = atomicrmw fmin ptr %ymin, double %32 monotonic, align 8, !dbg !136
  %34 = load double, ptr %arrayidx20, align 8, !dbg !139, !tbaa !39
  %35 = atomicrmw fmax ptr %ymax, double %34 monotonic, align 8, !dbg !140
  br label %if.end248, !dbg !143

if.end248:                                        ; preds = %if.then235, %for.end232
  ret void, !dbg !144
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "REDUCE_STRUCT.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "reduce_struct", scope: !1, file: !1, line: 55, type: !13, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 46, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 67, column: 47, scope: !12)
!19 = !DILocation(line: 67, column: 35, scope: !12)
!20 = !DILocation(line: 68, column: 45, scope: !12)
!21 = !DILocation(line: 68, column: 35, scope: !12)
!22 = !DILocation(line: 70, column: 45, scope: !12)
!23 = !DILocation(line: 70, column: 35, scope: !12)
!24 = !DILocation(line: 71, column: 45, scope: !12)
!25 = !DILocation(line: 71, column: 35, scope: !12)
!26 = !DILocation(line: 72, column: 45, scope: !12)
!27 = !DILocation(line: 72, column: 35, scope: !12)
!28 = !DILocation(line: 45, column: 23, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 74, column: 18, scope: !12)
!31 = !DILocation(line: 74, column: 29, scope: !12)
!32 = !DILocation(line: 44, column: 24, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 74, column: 44, scope: !12)
!35 = !DILocation(line: 74, column: 42, scope: !12)
!36 = !DILocation(line: 74, column: 18, scope: !12)
!37 = !DILocation(line: 77, column: 3, scope: !12)
!38 = !DILocation(line: 77, column: 24, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !10, i64 0}
!41 = !DILocation(line: 78, column: 3, scope: !12)
!42 = !DILocation(line: 78, column: 24, scope: !12)
!43 = !DILocation(line: 79, column: 3, scope: !12)
!44 = !DILocation(line: 79, column: 24, scope: !12)
!45 = !DILocation(line: 81, column: 3, scope: !12)
!46 = !DILocation(line: 81, column: 24, scope: !12)
!47 = !DILocation(line: 82, column: 3, scope: !12)
!48 = !DILocation(line: 82, column: 24, scope: !12)
!49 = !DILocation(line: 83, column: 3, scope: !12)
!50 = !DILocation(line: 83, column: 24, scope: !12)
!51 = !DILocation(line: 86, column: 13, scope: !12)
!52 = !DILocation(line: 86, column: 3, scope: !12)
!53 = !DILocation(line: 88, column: 29, scope: !12)
!54 = !DILocation(line: 88, column: 26, scope: !12)
!55 = !DILocation(line: 89, column: 60, scope: !12)
!56 = !DILocation(line: 89, column: 28, scope: !12)
!57 = !DILocation(line: 89, scope: !12)
!58 = !DILocation(line: 89, column: 26, scope: !12)
!59 = !DILocation(line: 90, column: 60, scope: !12)
!60 = !DILocation(line: 90, column: 28, scope: !12)
!61 = !DILocation(line: 90, scope: !12)
!62 = !DILocation(line: 90, column: 26, scope: !12)
!63 = !DILocation(line: 92, column: 29, scope: !12)
!64 = !DILocation(line: 92, column: 26, scope: !12)
!65 = !DILocation(line: 93, column: 60, scope: !12)
!66 = !DILocation(line: 93, column: 28, scope: !12)
!67 = !DILocation(line: 93, scope: !12)
!68 = !DILocation(line: 93, column: 26, scope: !12)
!69 = !DILocation(line: 94, column: 60, scope: !12)
!70 = !DILocation(line: 94, column: 28, scope: !12)
!71 = !DILocation(line: 94, scope: !12)
!72 = !DILocation(line: 94, column: 26, scope: !12)
!73 = !DILocation(line: 86, column: 24, scope: !12)
!74 = distinct !{!74, !52, !75, !76}
!75 = !DILocation(line: 96, column: 3, scope: !12)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 97, column: 3, scope: !12)
!78 = !DILocation(line: 99, column: 24, scope: !12)
!79 = !DILocation(line: 99, column: 31, scope: !12)
!80 = !DILocation(line: 99, column: 3, scope: !12)
!81 = !DILocation(line: 99, column: 13, scope: !12)
!82 = !DILocation(line: 100, column: 22, scope: !12)
!83 = !DILocation(line: 102, column: 31, scope: !12)
!84 = !DILocation(line: 102, column: 28, scope: !12)
!85 = !DILocation(line: 103, column: 62, scope: !12)
!86 = !DILocation(line: 103, column: 40, scope: !12)
!87 = !DILocation(line: 103, column: 30, scope: !12)
!88 = !DILocation(line: 103, scope: !12)
!89 = !DILocation(line: 103, column: 28, scope: !12)
!90 = !DILocation(line: 104, column: 62, scope: !12)
!91 = !DILocation(line: 104, column: 40, scope: !12)
!92 = !DILocation(line: 104, column: 30, scope: !12)
!93 = !DILocation(line: 104, scope: !12)
!94 = !DILocation(line: 104, column: 28, scope: !12)
!95 = !DILocation(line: 106, column: 31, scope: !12)
!96 = !DILocation(line: 106, column: 28, scope: !12)
!97 = !DILocation(line: 107, column: 62, scope: !12)
!98 = !DILocation(line: 107, column: 40, scope: !12)
!99 = !DILocation(line: 107, column: 30, scope: !12)
!100 = !DILocation(line: 107, scope: !12)
!101 = !DILocation(line: 107, column: 28, scope: !12)
!102 = !DILocation(line: 108, column: 62, scope: !12)
!103 = !DILocation(line: 108, column: 40, scope: !12)
!104 = !DILocation(line: 108, column: 30, scope: !12)
!105 = !DILocation(line: 108, scope: !12)
!106 = !DILocation(line: 108, column: 28, scope: !12)
!107 = !DILocation(line: 110, column: 5, scope: !12)
!108 = !DILocation(line: 111, column: 6, scope: !12)
!109 = !DILocation(line: 99, column: 38, scope: !12)
!110 = distinct !{!110, !80, !111, !76}
!111 = !DILocation(line: 112, column: 3, scope: !12)
!112 = !DILocation(line: 114, column: 20, scope: !12)
!113 = !DILocation(line: 115, column: 47, scope: !12)
!114 = !DILocation(line: 66, column: 89, scope: !115, inlinedAt: !116)
!115 = distinct !DISubprogram(name: "atomicAdd<double>", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!116 = distinct !DILocation(line: 28, column: 83, scope: !117, inlinedAt: !118)
!117 = distinct !DISubprogram(name: "atomicAdd<RAJA::cuda_atomic, double>", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!118 = distinct !DILocation(line: 115, column: 5, scope: !12)
!119 = !DILocation(line: 116, column: 47, scope: !12)
!120 = !DILocation(line: 68, column: 89, scope: !121, inlinedAt: !122)
!121 = distinct !DISubprogram(name: "atomicMin<double>", scope: !17, file: !17, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!122 = distinct !DILocation(line: 29, column: 83, scope: !123, inlinedAt: !124)
!123 = distinct !DISubprogram(name: "atomicMin<RAJA::cuda_atomic, double>", scope: !1, file: !1, line: 29, type: !13, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!124 = distinct !DILocation(line: 116, column: 5, scope: !12)
!125 = !DILocation(line: 117, column: 47, scope: !12)
!126 = !DILocation(line: 67, column: 89, scope: !127, inlinedAt: !128)
!127 = distinct !DISubprogram(name: "atomicMax<double>", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!128 = distinct !DILocation(line: 30, column: 83, scope: !129, inlinedAt: !130)
!129 = distinct !DISubprogram(name: "atomicMax<RAJA::cuda_atomic, double>", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!130 = distinct !DILocation(line: 117, column: 5, scope: !12)
!131 = !DILocation(line: 119, column: 47, scope: !12)
!132 = !DILocation(line: 66, column: 89, scope: !115, inlinedAt: !133)
!133 = distinct !DILocation(line: 28, column: 83, scope: !117, inlinedAt: !134)
!134 = distinct !DILocation(line: 119, column: 5, scope: !12)
!135 = !DILocation(line: 120, column: 47, scope: !12)
!136 = !DILocation(line: 68, column: 89, scope: !121, inlinedAt: !137)
!137 = distinct !DILocation(line: 29, column: 83, scope: !123, inlinedAt: !138)
!138 = distinct !DILocation(line: 120, column: 5, scope: !12)
!139 = !DILocation(line: 121, column: 47, scope: !12)
!140 = !DILocation(line: 67, column: 89, scope: !127, inlinedAt: !141)
!141 = distinct !DILocation(line: 30, column: 83, scope: !129, inlinedAt: !142)
!142 = distinct !DILocation(line: 121, column: 5, scope: !12)
!143 = !DILocation(line: 122, column: 3, scope: !12)
!144 = !DILocation(line: 123, column: 1, scope: !12)
