; ModuleID = 'POLYBENCH_FDTD_2D.cu'
source_filename = "POLYBENCH_FDTD_2D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_fdtd2d_1PdS_ll(ptr noundef writeonly captures(none) %ey, ptr noundef readonly captures(none) %fict, i64 noundef %ny, i64 noundef %t) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %cmp = icmp sgt i64 %ny, %conv, !dbg !25
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %arrayidx4 = getelementptr inbounds nuw double, ptr %ey, i64 %conv
  %arrayidx = getelementptr inbounds double, ptr %fict, i64 %t
  %2 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  store double %2, ptr %arrayidx4, align 8, !dbg !26, !tbaa !27
  br label %if.end, !dbg !29

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_fdtd2d_2PdS_ll(ptr noundef captures(none) %ey, ptr noundef readonly captures(none) %hz, i64 noundef %nx, i64 noundef %ny) local_unnamed_addr #0 !dbg !31 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !32
  %1 = shl nuw nsw i32 %0, 3, !dbg !35
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !36
  %narrow = add nuw nsw i32 %1, %2, !dbg !39
  %add = zext nneg i32 %narrow to i64, !dbg !39
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %mul4 = shl i32 %3, 5, !dbg !42
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %add6 = add i32 %mul4, %4, !dbg !45
  %conv7 = zext i32 %add6 to i64, !dbg !46
  %cmp.not = icmp ne i32 %narrow, 0, !dbg !47
  %cmp8 = icmp sgt i64 %nx, %add
  %or.cond = and i1 %cmp.not, %cmp8, !dbg !48
  %cmp10 = icmp sgt i64 %ny, %conv7
  %or.cond40 = and i1 %or.cond, %cmp10, !dbg !48
  br i1 %or.cond40, label %if.then, label %if.end, !dbg !48

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i64 %ny, %add, !dbg !49
  %add12 = add nuw nsw i64 %mul11, %conv7, !dbg !49
  %arrayidx = getelementptr inbounds nuw double, ptr %ey, i64 %add12, !dbg !49
  %5 = load double, ptr %arrayidx, align 8, !dbg !49, !tbaa !27
  %arrayidx15 = getelementptr inbounds nuw double, ptr %hz, i64 %add12, !dbg !49
  %6 = load double, ptr %arrayidx15, align 8, !dbg !49, !tbaa !27
  %sub = add nsw i64 %add, -1, !dbg !49
  %mul16 = mul nsw i64 %ny, %sub, !dbg !49
  %7 = getelementptr inbounds nuw double, ptr %hz, i64 %mul16, !dbg !49
  %arrayidx18 = getelementptr inbounds nuw double, ptr %7, i64 %conv7, !dbg !49
  %8 = load double, ptr %arrayidx18, align 8, !dbg !49, !tbaa !27
  %sub19 = fsub contract double %6, %8, !dbg !49
  %mul20 = fmul contract double %sub19, 5.000000e-01, !dbg !49
  %sub21 = fsub contract double %5, %mul20, !dbg !49
  store double %sub21, ptr %arrayidx, align 8, !dbg !49, !tbaa !27
  br label %if.end, !dbg !50

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !51
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_fdtd2d_3PdS_ll(ptr noundef captures(none) %ex, ptr noundef readonly captures(none) %hz, i64 noundef %nx, i64 noundef %ny) local_unnamed_addr #0 !dbg !52 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !53
  %1 = shl nuw nsw i32 %0, 3, !dbg !55
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !56
  %narrow = add nuw nsw i32 %1, %2, !dbg !58
  %add = zext nneg i32 %narrow to i64, !dbg !58
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !59
  %mul4 = shl i32 %3, 5, !dbg !61
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !62
  %add6 = add i32 %mul4, %4, !dbg !64
  %conv7 = zext i32 %add6 to i64, !dbg !65
  %cmp = icmp sgt i64 %nx, %add, !dbg !66
  %cmp8 = icmp ne i32 %add6, 0
  %or.cond = and i1 %cmp8, %cmp, !dbg !67
  %cmp10 = icmp sgt i64 %ny, %conv7
  %or.cond40 = and i1 %or.cond, %cmp10, !dbg !67
  br i1 %or.cond40, label %if.then, label %if.end, !dbg !67

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i64 %ny, %add, !dbg !68
  %add12 = add nuw nsw i64 %mul11, %conv7, !dbg !68
  %arrayidx = getelementptr inbounds nuw double, ptr %ex, i64 %add12, !dbg !68
  %5 = load double, ptr %arrayidx, align 8, !dbg !68, !tbaa !27
  %arrayidx15 = getelementptr inbounds nuw double, ptr %hz, i64 %add12, !dbg !68
  %6 = load double, ptr %arrayidx15, align 8, !dbg !68, !tbaa !27
  %7 = getelementptr double, ptr %hz, i64 %conv7, !dbg !68
  %8 = getelementptr i8, ptr %7, i64 -8, !dbg !68
  %arrayidx18 = getelementptr inbounds nuw double, ptr %8, i64 %mul11, !dbg !68
  %9 = load double, ptr %arrayidx18, align 8, !dbg !68, !tbaa !27
  %sub19 = fsub contract double %6, %9, !dbg !68
  %mul20 = fmul contract double %sub19, 5.000000e-01, !dbg !68
  %sub21 = fsub contract double %5, %mul20, !dbg !68
  store double %sub21, ptr %arrayidx, align 8, !dbg !68, !tbaa !27
  br label %if.end, !dbg !69

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !70
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13poly_fdtd2d_4PdS_S_ll(ptr noundef captures(none) %hz, ptr noundef readonly captures(none) %ex, ptr noundef readonly captures(none) %ey, i64 noundef %nx, i64 noundef %ny) local_unnamed_addr #0 !dbg !71 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !72
  %1 = shl nuw nsw i32 %0, 3, !dbg !74
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !75
  %narrow = add nuw nsw i32 %1, %2, !dbg !77
  %add = zext nneg i32 %narrow to i64, !dbg !77
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !78
  %mul4 = shl i32 %3, 5, !dbg !80
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !81
  %add6 = add i32 %mul4, %4, !dbg !83
  %conv7 = zext i32 %add6 to i64, !dbg !84
  %sub = add nsw i64 %nx, -1, !dbg !85
  %cmp = icmp sgt i64 %sub, %add, !dbg !86
  %sub8 = add nsw i64 %ny, -1
  %cmp9 = icmp sgt i64 %sub8, %conv7
  %or.cond = select i1 %cmp, i1 %cmp9, i1 false, !dbg !87
  br i1 %or.cond, label %if.then, label %if.end, !dbg !87

if.then:                                          ; preds = %entry
  %mul10 = mul nsw i64 %ny, %add, !dbg !88
  %add11 = add nsw i64 %mul10, %conv7, !dbg !88
  %arrayidx = getelementptr inbounds double, ptr %hz, i64 %add11, !dbg !88
  %5 = load double, ptr %arrayidx, align 8, !dbg !88, !tbaa !27
  %6 = getelementptr double, ptr %ex, i64 %conv7, !dbg !88
  %7 = getelementptr i8, ptr %6, i64 8, !dbg !88
  %arrayidx15 = getelementptr double, ptr %7, i64 %mul10, !dbg !88
  %8 = load double, ptr %arrayidx15, align 8, !dbg !88, !tbaa !27
  %arrayidx18 = getelementptr inbounds double, ptr %ex, i64 %add11, !dbg !88
  %9 = load double, ptr %arrayidx18, align 8, !dbg !88, !tbaa !27
  %sub19 = fsub contract double %8, %9, !dbg !88
  %add20 = add nuw nsw i64 %add, 1, !dbg !88
  %mul21 = mul nsw i64 %ny, %add20, !dbg !88
  %10 = getelementptr double, ptr %ey, i64 %mul21, !dbg !88
  %arrayidx23 = getelementptr double, ptr %10, i64 %conv7, !dbg !88
  %11 = load double, ptr %arrayidx23, align 8, !dbg !88, !tbaa !27
  %add24 = fadd contract double %sub19, %11, !dbg !88
  %arrayidx27 = getelementptr inbounds double, ptr %ey, i64 %add11, !dbg !88
  %12 = load double, ptr %arrayidx27, align 8, !dbg !88, !tbaa !27
  %sub28 = fsub contract double %add24, %12, !dbg !88
  %mul29 = fmul contract double %sub28, 0x3FE6666666666666, !dbg !88
  %sub30 = fsub contract double %5, %mul29, !dbg !88
  store double %sub30, ptr %arrayidx, align 8, !dbg !88, !tbaa !27
  br label %if.end, !dbg !89

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !90
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "POLYBENCH_FDTD_2D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_fdtd2d_1", scope: !1, file: !1, line: 80, type: !13, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 83, column: 18, scope: !12)
!19 = !DILocation(line: 83, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 83, column: 44, scope: !12)
!23 = !DILocation(line: 83, column: 42, scope: !12)
!24 = !DILocation(line: 83, column: 18, scope: !12)
!25 = !DILocation(line: 85, column: 9, scope: !12)
!26 = !DILocation(line: 86, column: 5, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 87, column: 3, scope: !12)
!30 = !DILocation(line: 88, column: 1, scope: !12)
!31 = distinct !DISubprogram(name: "poly_fdtd2d_2", scope: !1, file: !1, line: 94, type: !13, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 45, column: 53, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 97, column: 18, scope: !31)
!35 = !DILocation(line: 97, column: 29, scope: !31)
!36 = !DILocation(line: 44, column: 52, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 97, column: 46, scope: !31)
!39 = !DILocation(line: 97, column: 44, scope: !31)
!40 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !41)
!41 = distinct !DILocation(line: 98, column: 18, scope: !31)
!42 = !DILocation(line: 98, column: 29, scope: !31)
!43 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !44)
!44 = distinct !DILocation(line: 98, column: 46, scope: !31)
!45 = !DILocation(line: 98, column: 44, scope: !31)
!46 = !DILocation(line: 98, column: 18, scope: !31)
!47 = !DILocation(line: 100, column: 9, scope: !31)
!48 = !DILocation(line: 100, column: 13, scope: !31)
!49 = !DILocation(line: 101, column: 5, scope: !31)
!50 = !DILocation(line: 102, column: 3, scope: !31)
!51 = !DILocation(line: 103, column: 1, scope: !31)
!52 = distinct !DISubprogram(name: "poly_fdtd2d_3", scope: !1, file: !1, line: 110, type: !13, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 45, column: 53, scope: !33, inlinedAt: !54)
!54 = distinct !DILocation(line: 113, column: 18, scope: !52)
!55 = !DILocation(line: 113, column: 29, scope: !52)
!56 = !DILocation(line: 44, column: 52, scope: !37, inlinedAt: !57)
!57 = distinct !DILocation(line: 113, column: 46, scope: !52)
!58 = !DILocation(line: 113, column: 44, scope: !52)
!59 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !60)
!60 = distinct !DILocation(line: 114, column: 18, scope: !52)
!61 = !DILocation(line: 114, column: 29, scope: !52)
!62 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !63)
!63 = distinct !DILocation(line: 114, column: 46, scope: !52)
!64 = !DILocation(line: 114, column: 44, scope: !52)
!65 = !DILocation(line: 114, column: 18, scope: !52)
!66 = !DILocation(line: 116, column: 9, scope: !52)
!67 = !DILocation(line: 116, column: 14, scope: !52)
!68 = !DILocation(line: 117, column: 5, scope: !52)
!69 = !DILocation(line: 118, column: 3, scope: !52)
!70 = !DILocation(line: 119, column: 1, scope: !52)
!71 = distinct !DISubprogram(name: "poly_fdtd2d_4", scope: !1, file: !1, line: 126, type: !13, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DILocation(line: 45, column: 53, scope: !33, inlinedAt: !73)
!73 = distinct !DILocation(line: 129, column: 18, scope: !71)
!74 = !DILocation(line: 129, column: 29, scope: !71)
!75 = !DILocation(line: 44, column: 52, scope: !37, inlinedAt: !76)
!76 = distinct !DILocation(line: 129, column: 46, scope: !71)
!77 = !DILocation(line: 129, column: 44, scope: !71)
!78 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !79)
!79 = distinct !DILocation(line: 130, column: 18, scope: !71)
!80 = !DILocation(line: 130, column: 29, scope: !71)
!81 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !82)
!82 = distinct !DILocation(line: 130, column: 46, scope: !71)
!83 = !DILocation(line: 130, column: 44, scope: !71)
!84 = !DILocation(line: 130, column: 18, scope: !71)
!85 = !DILocation(line: 132, column: 13, scope: !71)
!86 = !DILocation(line: 132, column: 9, scope: !71)
!87 = !DILocation(line: 132, column: 16, scope: !71)
!88 = !DILocation(line: 133, column: 5, scope: !71)
!89 = !DILocation(line: 134, column: 3, scope: !71)
!90 = !DILocation(line: 135, column: 1, scope: !71)
