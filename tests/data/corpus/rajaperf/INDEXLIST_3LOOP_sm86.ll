; ModuleID = 'INDEXLIST_3LOOP.cu'
source_filename = "INDEXLIST_3LOOP.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z21indexlist_conditionalPdPll(ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %counts, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %iend, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx4 = getelementptr inbounds nuw i64, ptr %counts, i64 %conv
  %arrayidx = getelementptr inbounds nuw double, ptr %x, i64 %conv
  %2 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %cmp2 = fcmp contract olt double %2, 0.000000e+00, !dbg !26
  %conv3 = zext i1 %cmp2 to i64, !dbg !29
  store i64 %conv3, ptr %arrayidx4, align 8, !dbg !30, !tbaa !31
  br label %if.end, !dbg !33

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z19indexlist_make_listPiPlS0_l(ptr noundef writeonly captures(none) %list, ptr noundef readonly captures(none) %counts, ptr noundef writeonly captures(none) %len, i64 noundef %iend) local_unnamed_addr #0 !dbg !35 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %mul = shl i32 %0, 8, !dbg !38
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %add = add i32 %mul, %1, !dbg !41
  %conv = zext i32 %add to i64, !dbg !42
  %cmp = icmp sgt i64 %iend, %conv, !dbg !43
  br i1 %cmp, label %if.then, label %if.end14, !dbg !43

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw i64, ptr %counts, i64 %conv, !dbg !44
  %2 = load i64, ptr %arrayidx, align 8, !dbg !44, !tbaa !31
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8, !dbg !44
  %3 = load i64, ptr %arrayidx3, align 8, !dbg !44, !tbaa !31
  %cmp4.not = icmp eq i64 %2, %3, !dbg !44
  br i1 %cmp4.not, label %if.end, label %if.then5, !dbg !44

if.then5:                                         ; preds = %if.then
  %arrayidx8 = getelementptr inbounds i32, ptr %list, i64 %2
  store i32 %add, ptr %arrayidx8, align 4, !dbg !44, !tbaa !8
  br label %if.end, !dbg !44

if.end:                                           ; preds = %if.then5, %if.then
  %sub = add nsw i64 %iend, -1, !dbg !45
  %cmp9 = icmp eq i64 %sub, %conv, !dbg !46
  br i1 %cmp9, label %if.then10, label %if.end14, !dbg !46

if.then10:                                        ; preds = %if.end
  store i64 %3, ptr %len, align 8, !dbg !47, !tbaa !31
  br label %if.end14, !dbg !48

if.end14:                                         ; preds = %if.end, %if.then10, %entry
  ret void, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "INDEXLIST_3LOOP.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "indexlist_conditional", scope: !1, file: !1, line: 49, type: !13, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 53, column: 18, scope: !12)
!19 = !DILocation(line: 53, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 53, column: 44, scope: !12)
!23 = !DILocation(line: 53, column: 42, scope: !12)
!24 = !DILocation(line: 53, column: 18, scope: !12)
!25 = !DILocation(line: 54, column: 9, scope: !12)
!26 = !DILocation(line: 55, column: 18, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 55, column: 17, scope: !12)
!30 = !DILocation(line: 55, column: 15, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"long", !10, i64 0}
!33 = !DILocation(line: 56, column: 3, scope: !12)
!34 = !DILocation(line: 57, column: 1, scope: !12)
!35 = distinct !DISubprogram(name: "indexlist_make_list", scope: !1, file: !1, line: 62, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !37)
!37 = distinct !DILocation(line: 67, column: 18, scope: !35)
!38 = !DILocation(line: 67, column: 29, scope: !35)
!39 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !40)
!40 = distinct !DILocation(line: 67, column: 44, scope: !35)
!41 = !DILocation(line: 67, column: 42, scope: !35)
!42 = !DILocation(line: 67, column: 18, scope: !35)
!43 = !DILocation(line: 68, column: 9, scope: !35)
!44 = !DILocation(line: 69, column: 5, scope: !35)
!45 = !DILocation(line: 70, column: 18, scope: !35)
!46 = !DILocation(line: 70, column: 11, scope: !35)
!47 = !DILocation(line: 71, column: 12, scope: !35)
!48 = !DILocation(line: 72, column: 5, scope: !35)
!49 = !DILocation(line: 74, column: 1, scope: !35)
