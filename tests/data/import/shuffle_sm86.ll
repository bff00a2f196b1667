; ModuleID = 'shuffle.cu'
source_filename = "shuffle.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z8warp_sumPKdPdl(ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %out, i64 noundef %n) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %conv = zext nneg i32 %0 to i64, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %conv2 = zext nneg i32 %1 to i64, !dbg !23
  %mul = mul nuw nsw i64 %conv, %conv2, !dbg !24
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %conv4 = zext nneg i32 %2 to i64, !dbg !28
  %add = add nuw nsw i64 %mul, %conv4, !dbg !29
  %cmp = icmp sge i64 %add, %n, !dbg !30
  br i1 %cmp, label %cond.end, label %cond.true, !dbg !31

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %x, i64 %add
  %3 = load double, ptr %arrayidx, align 8, !dbg !32, !tbaa !33
  br label %cond.end, !dbg !31

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract double [ %3, %cond.true ], [ 0.000000e+00, %entry ], !dbg !31
  %4 = bitcast double %cond to i64, !dbg !35
  %conv.i = trunc i64 %4 to i32, !dbg !38
  %5 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv.i, i32 range(i32 1, -2147483648) 16, i32 31), !dbg !38
  %shr.i = lshr i64 %4, 32, !dbg !38
  %conv1.i = trunc nuw i64 %shr.i to i32, !dbg !38
  %6 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv1.i, i32 range(i32 1, -2147483648) 16, i32 31), !dbg !38
  %conv5.i = zext i32 %6 to i64, !dbg !38
  %shl6.i = shl nuw i64 %conv5.i, 32, !dbg !38
  %conv7.i = zext i32 %5 to i64, !dbg !38
  %or8.i = or disjoint i64 %shl6.i, %conv7.i, !dbg !38
  %7 = bitcast i64 %or8.i to double, !dbg !35
  %add7 = fadd contract double %cond, %7, !dbg !41
  %8 = bitcast double %add7 to i64, !dbg !35
  %conv.i.1 = trunc i64 %8 to i32, !dbg !38
  %9 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv.i.1, i32 range(i32 1, -2147483648) 8, i32 31), !dbg !38
  %shr.i.1 = lshr i64 %8, 32, !dbg !38
  %conv1.i.1 = trunc nuw i64 %shr.i.1 to i32, !dbg !38
  %10 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv1.i.1, i32 range(i32 1, -2147483648) 8, i32 31), !dbg !38
  %conv5.i.1 = zext i32 %10 to i64, !dbg !38
  %shl6.i.1 = shl nuw i64 %conv5.i.1, 32, !dbg !38
  %conv7.i.1 = zext i32 %9 to i64, !dbg !38
  %or8.i.1 = or disjoint i64 %shl6.i.1, %conv7.i.1, !dbg !38
  %11 = bitcast i64 %or8.i.1 to double, !dbg !35
  %add7.1 = fadd contract double %add7, %11, !dbg !41
  %12 = bitcast double %add7.1 to i64, !dbg !35
  %conv.i.2 = trunc i64 %12 to i32, !dbg !38
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv.i.2, i32 range(i32 1, -2147483648) 4, i32 31), !dbg !38
  %shr.i.2 = lshr i64 %12, 32, !dbg !38
  %conv1.i.2 = trunc nuw i64 %shr.i.2 to i32, !dbg !38
  %14 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv1.i.2, i32 range(i32 1, -2147483648) 4, i32 31), !dbg !38
  %conv5.i.2 = zext i32 %14 to i64, !dbg !38
  %shl6.i.2 = shl nuw i64 %conv5.i.2, 32, !dbg !38
  %conv7.i.2 = zext i32 %13 to i64, !dbg !38
  %or8.i.2 = or disjoint i64 %shl6.i.2, %conv7.i.2, !dbg !38
  %15 = bitcast i64 %or8.i.2 to double, !dbg !35
  %add7.2 = fadd contract double %add7.1, %15, !dbg !41
  %16 = bitcast double %add7.2 to i64, !dbg !35
  %conv.i.3 = trunc i64 %16 to i32, !dbg !38
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv.i.3, i32 range(i32 1, -2147483648) 2, i32 31), !dbg !38
  %shr.i.3 = lshr i64 %16, 32, !dbg !38
  %conv1.i.3 = trunc nuw i64 %shr.i.3 to i32, !dbg !38
  %18 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv1.i.3, i32 range(i32 1, -2147483648) 2, i32 31), !dbg !38
  %conv5.i.3 = zext i32 %18 to i64, !dbg !38
  %shl6.i.3 = shl nuw i64 %conv5.i.3, 32, !dbg !38
  %conv7.i.3 = zext i32 %17 to i64, !dbg !38
  %or8.i.3 = or disjoint i64 %shl6.i.3, %conv7.i.3, !dbg !38
  %19 = bitcast i64 %or8.i.3 to double, !dbg !35
  %add7.3 = fadd contract double %add7.2, %19, !dbg !41
  %20 = bitcast double %add7.3 to i64, !dbg !35
  %conv.i.4 = trunc i64 %20 to i32, !dbg !38
  %21 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv.i.4, i32 range(i32 1, -2147483648) 1, i32 31), !dbg !38
  %shr.i.4 = lshr i64 %20, 32, !dbg !38
  %conv1.i.4 = trunc nuw i64 %shr.i.4 to i32, !dbg !38
  %22 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %conv1.i.4, i32 range(i32 1, -2147483648) 1, i32 31), !dbg !38
  %and = and i32 %2, 31, !dbg !42
  %cmp9 = icmp ne i32 %and, 0, !dbg !43
  %brmerge = or i1 %cmp9, %cmp, !dbg !44
  br i1 %brmerge, label %if.end, label %if.then, !dbg !44

if.then:                                          ; preds = %cond.end
  %conv5.i.4 = zext i32 %22 to i64, !dbg !38
  %shl6.i.4 = shl nuw i64 %conv5.i.4, 32, !dbg !38
  %conv7.i.4 = zext i32 %21 to i64, !dbg !38
  %or8.i.4 = or disjoint i64 %shl6.i.4, %conv7.i.4, !dbg !38
  %23 = bitcast i64 %or8.i.4 to double, !dbg !35
  %add7.4 = fadd contract double %add7.3, %23, !dbg !41
  %div1121 = lshr i64 %add, 5
  %arrayidx12 = getelementptr inbounds nuw double, ptr %out, i64 %div1121
  store double %add7.4, ptr %arrayidx12, align 8, !dbg !45, !tbaa !33
  br label %if.end, !dbg !46

if.end:                                           ; preds = %cond.end, %if.then
  ret void, !dbg !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shuffle.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "warp_sum", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 3, column: 18, scope: !12)
!19 = !DILocation(line: 3, column: 18, scope: !12)
!20 = !DILocation(line: 46, column: 23, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 3, column: 31, scope: !12)
!23 = !DILocation(line: 3, column: 31, scope: !12)
!24 = !DILocation(line: 3, column: 29, scope: !12)
!25 = !DILocation(line: 44, column: 24, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 3, column: 44, scope: !12)
!28 = !DILocation(line: 3, column: 44, scope: !12)
!29 = !DILocation(line: 3, column: 42, scope: !12)
!30 = !DILocation(line: 4, column: 16, scope: !12)
!31 = !DILocation(line: 4, column: 14, scope: !12)
!32 = !DILocation(line: 4, column: 22, scope: !12)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !10, i64 0}
!35 = !DILocation(line: 136, column: 1, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !17, file: !17, line: 136, type: !13, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 5, column: 55, scope: !12)
!38 = !DILocation(line: 136, column: 1, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !17, file: !17, line: 136, type: !13, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 136, column: 14, scope: !36, inlinedAt: !37)
!41 = !DILocation(line: 5, column: 52, scope: !12)
!42 = !DILocation(line: 6, column: 20, scope: !12)
!43 = !DILocation(line: 6, column: 26, scope: !12)
!44 = !DILocation(line: 6, column: 31, scope: !12)
!45 = !DILocation(line: 6, column: 53, scope: !12)
!46 = !DILocation(line: 6, column: 41, scope: !12)
!47 = !DILocation(line: 7, column: 1, scope: !12)
