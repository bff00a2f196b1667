; ModuleID = 'POLYBENCH_JACOBI_2D.cu'
source_filename = "POLYBENCH_JACOBI_2D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16poly_jacobi_2D_1PdS_l(ptr noundef readonly captures(none) %A, ptr noundef writeonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %1 = shl nuw nsw i32 %0, 3, !dbg !19
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %3 = add nuw nsw i32 %2, 1, !dbg !23
  %narrow = add nuw nsw i32 %3, %1, !dbg !24
  %add3 = zext nneg i32 %narrow to i64, !dbg !24
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %mul5 = shl i32 %4, 5, !dbg !28
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %add6 = add nuw nsw i32 %5, 1, !dbg !32
  %add8 = add i32 %add6, %mul5, !dbg !33
  %conv9 = zext i32 %add8 to i64, !dbg !34
  %sub = add nsw i64 %N, -1, !dbg !35
  %cmp = icmp sgt i64 %sub, %add3, !dbg !36
  %cmp11 = icmp sgt i64 %sub, %conv9
  %or.cond = select i1 %cmp, i1 %cmp11, i1 false, !dbg !37
  br i1 %or.cond, label %if.then, label %if.end, !dbg !37

if.then:                                          ; preds = %entry
  %mul12 = mul nsw i64 %N, %add3, !dbg !38
  %add13 = add nsw i64 %mul12, %conv9, !dbg !38
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %add13, !dbg !38
  %6 = load double, ptr %arrayidx, align 8, !dbg !38, !tbaa !39
  %7 = getelementptr double, ptr %A, i64 %conv9, !dbg !38
  %8 = getelementptr i8, ptr %7, i64 -8, !dbg !38
  %arrayidx17 = getelementptr double, ptr %8, i64 %mul12, !dbg !38
  %9 = load double, ptr %arrayidx17, align 8, !dbg !38, !tbaa !39
  %add18 = fadd contract double %6, %9, !dbg !38
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !38
  %arrayidx22 = getelementptr double, ptr %10, i64 %mul12, !dbg !38
  %11 = load double, ptr %arrayidx22, align 8, !dbg !38, !tbaa !39
  %add23 = fadd contract double %add18, %11, !dbg !38
  %add24 = add nuw nsw i64 %add3, 1, !dbg !38
  %mul25 = mul nsw i64 %add24, %N, !dbg !38
  %12 = getelementptr double, ptr %A, i64 %mul25, !dbg !38
  %arrayidx27 = getelementptr double, ptr %12, i64 %conv9, !dbg !38
  %13 = load double, ptr %arrayidx27, align 8, !dbg !38, !tbaa !39
  %add28 = fadd contract double %add23, %13, !dbg !38
  %sub29 = add nsw i64 %add3, -1, !dbg !38
  %mul30 = mul nsw i64 %sub29, %N, !dbg !38
  %14 = getelementptr double, ptr %A, i64 %mul30, !dbg !38
  %arrayidx32 = getelementptr double, ptr %14, i64 %conv9, !dbg !38
  %15 = load double, ptr %arrayidx32, align 8, !dbg !38, !tbaa !39
  %add33 = fadd contract double %add28, %15, !dbg !38
  %mul34 = fmul contract double %add33, 2.000000e-01, !dbg !38
  %arrayidx37 = getelementptr inbounds double, ptr %B, i64 %add13, !dbg !38
  store double %mul34, ptr %arrayidx37, align 8, !dbg !38, !tbaa !39
  br label %if.end, !dbg !41

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !42
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16poly_jacobi_2D_2PdS_l(ptr noundef writeonly captures(none) %A, ptr noundef readonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !43 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !44
  %1 = shl nuw nsw i32 %0, 3, !dbg !46
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !47
  %3 = add nuw nsw i32 %2, 1, !dbg !49
  %narrow = add nuw nsw i32 %3, %1, !dbg !50
  %add3 = zext nneg i32 %narrow to i64, !dbg !50
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %mul5 = shl i32 %4, 5, !dbg !53
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %add6 = add nuw nsw i32 %5, 1, !dbg !56
  %add8 = add i32 %add6, %mul5, !dbg !57
  %conv9 = zext i32 %add8 to i64, !dbg !58
  %sub = add nsw i64 %N, -1, !dbg !59
  %cmp = icmp sgt i64 %sub, %add3, !dbg !60
  %cmp11 = icmp sgt i64 %sub, %conv9
  %or.cond = select i1 %cmp, i1 %cmp11, i1 false, !dbg !61
  br i1 %or.cond, label %if.then, label %if.end, !dbg !61

if.then:                                          ; preds = %entry
  %mul12 = mul nsw i64 %N, %add3, !dbg !62
  %add13 = add nsw i64 %mul12, %conv9, !dbg !62
  %arrayidx = getelementptr inbounds double, ptr %B, i64 %add13, !dbg !62
  %6 = load double, ptr %arrayidx, align 8, !dbg !62, !tbaa !39
  %7 = getelementptr double, ptr %B, i64 %conv9, !dbg !62
  %8 = getelementptr i8, ptr %7, i64 -8, !dbg !62
  %arrayidx17 = getelementptr double, ptr %8, i64 %mul12, !dbg !62
  %9 = load double, ptr %arrayidx17, align 8, !dbg !62, !tbaa !39
  %add18 = fadd contract double %6, %9, !dbg !62
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !62
  %arrayidx22 = getelementptr double, ptr %10, i64 %mul12, !dbg !62
  %11 = load double, ptr %arrayidx22, align 8, !dbg !62, !tbaa !39
  %add23 = fadd contract double %add18, %11, !dbg !62
  %add24 = add nuw nsw i64 %add3, 1, !dbg !62
  %mul25 = mul nsw i64 %add24, %N, !dbg !62
  %12 = getelementptr double, ptr %B, i64 %mul25, !dbg !62
  %arrayidx27 = getelementptr double, ptr %12, i64 %conv9, !dbg !62
  %13 = load double, ptr %arrayidx27, align 8, !dbg !62, !tbaa !39
  %add28 = fadd contract double %add23, %13, !dbg !62
  %sub29 = add nsw i64 %add3, -1, !dbg !62
  %mul30 = mul nsw i64 %sub29, %N, !dbg !62
  %14 = getelementptr double, ptr %B, i64 %mul30, !dbg !62
  %arrayidx32 = getelementptr double, ptr %14, i64 %conv9, !dbg !62
  %15 = load double, ptr %arrayidx32, align 8, !dbg !62, !tbaa !39
  %add33 = fadd contract double %add28, %15, !dbg !62
  %mul34 = fmul contract double %add33, 2.000000e-01, !dbg !62
  %arrayidx37 = getelementptr inbounds double, ptr %A, i64 %add13, !dbg !62
  store double %mul34, ptr %arrayidx37, align 8, !dbg !62, !tbaa !39
  br label %if.end, !dbg !63

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

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
!1 = !DIFile(filename: "POLYBENCH_JACOBI_2D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_jacobi_2D_1", scope: !1, file: !1, line: 69, type: !13, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 71, column: 22, scope: !12)
!19 = !DILocation(line: 71, column: 33, scope: !12)
!20 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 71, column: 50, scope: !12)
!23 = !DILocation(line: 71, column: 20, scope: !12)
!24 = !DILocation(line: 71, column: 48, scope: !12)
!25 = !DILocation(line: 45, column: 23, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 72, column: 22, scope: !12)
!28 = !DILocation(line: 72, column: 33, scope: !12)
!29 = !DILocation(line: 44, column: 24, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 72, column: 50, scope: !12)
!32 = !DILocation(line: 72, column: 20, scope: !12)
!33 = !DILocation(line: 72, column: 48, scope: !12)
!34 = !DILocation(line: 72, column: 18, scope: !12)
!35 = !DILocation(line: 74, column: 13, scope: !12)
!36 = !DILocation(line: 74, column: 10, scope: !12)
!37 = !DILocation(line: 74, column: 16, scope: !12)
!38 = !DILocation(line: 75, column: 5, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !10, i64 0}
!41 = !DILocation(line: 76, column: 3, scope: !12)
!42 = !DILocation(line: 77, column: 1, scope: !12)
!43 = distinct !DISubprogram(name: "poly_jacobi_2D_2", scope: !1, file: !1, line: 84, type: !13, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 45, column: 53, scope: !16, inlinedAt: !45)
!45 = distinct !DILocation(line: 86, column: 22, scope: !43)
!46 = !DILocation(line: 86, column: 33, scope: !43)
!47 = !DILocation(line: 44, column: 52, scope: !21, inlinedAt: !48)
!48 = distinct !DILocation(line: 86, column: 50, scope: !43)
!49 = !DILocation(line: 86, column: 20, scope: !43)
!50 = !DILocation(line: 86, column: 48, scope: !43)
!51 = !DILocation(line: 45, column: 23, scope: !26, inlinedAt: !52)
!52 = distinct !DILocation(line: 87, column: 22, scope: !43)
!53 = !DILocation(line: 87, column: 33, scope: !43)
!54 = !DILocation(line: 44, column: 24, scope: !30, inlinedAt: !55)
!55 = distinct !DILocation(line: 87, column: 50, scope: !43)
!56 = !DILocation(line: 87, column: 20, scope: !43)
!57 = !DILocation(line: 87, column: 48, scope: !43)
!58 = !DILocation(line: 87, column: 18, scope: !43)
!59 = !DILocation(line: 89, column: 13, scope: !43)
!60 = !DILocation(line: 89, column: 10, scope: !43)
!61 = !DILocation(line: 89, column: 16, scope: !43)
!62 = !DILocation(line: 90, column: 5, scope: !43)
!63 = !DILocation(line: 91, column: 3, scope: !43)
!64 = !DILocation(line: 92, column: 1, scope: !43)
