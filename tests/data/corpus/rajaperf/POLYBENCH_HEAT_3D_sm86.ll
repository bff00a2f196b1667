; ModuleID = 'POLYBENCH_HEAT_3D.cu'
source_filename = "POLYBENCH_HEAT_3D.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14poly_heat_3D_1PdS_l(ptr noundef readonly captures(none) %A, ptr noundef writeonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !15
  %add = add nuw nsw i32 %0, 1, !dbg !19
  %conv = zext nneg i32 %add to i64, !dbg !20
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !21
  %2 = shl nuw nsw i32 %1, 3, !dbg !24
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !25
  %4 = add nuw nsw i32 %3, 1, !dbg !28
  %narrow = add nuw nsw i32 %4, %2, !dbg !29
  %add6 = zext nneg i32 %narrow to i64, !dbg !29
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %mul8 = shl i32 %5, 5, !dbg !33
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  %add9 = add nuw nsw i32 %6, 1, !dbg !37
  %add11 = add i32 %add9, %mul8, !dbg !38
  %conv12 = zext i32 %add11 to i64, !dbg !39
  %sub = add nsw i64 %N, -1, !dbg !40
  %cmp = icmp sgt i64 %sub, %conv, !dbg !41
  %cmp14 = icmp sgt i64 %sub, %add6
  %or.cond = select i1 %cmp, i1 %cmp14, i1 false, !dbg !42
  %cmp17 = icmp sgt i64 %sub, %conv12
  %or.cond159 = select i1 %or.cond, i1 %cmp17, i1 false, !dbg !42
  br i1 %or.cond159, label %if.then, label %if.end, !dbg !42

if.then:                                          ; preds = %entry
  %add18 = add nuw nsw i64 %conv, 1, !dbg !43
  %mul19 = mul nsw i64 %N, %add18, !dbg !43
  %add20 = add nsw i64 %mul19, %add6, !dbg !43
  %mul21 = mul nsw i64 %add20, %N, !dbg !43
  %7 = getelementptr double, ptr %A, i64 %mul21, !dbg !43
  %arrayidx = getelementptr double, ptr %7, i64 %conv12, !dbg !43
  %8 = load double, ptr %arrayidx, align 8, !dbg !43, !tbaa !44
  %mul23 = mul nsw i64 %N, %conv, !dbg !43
  %add24 = add nsw i64 %mul23, %add6, !dbg !43
  %mul25 = mul nsw i64 %add24, %N, !dbg !43
  %add26 = add nsw i64 %mul25, %conv12, !dbg !43
  %arrayidx27 = getelementptr inbounds double, ptr %A, i64 %add26, !dbg !43
  %9 = load double, ptr %arrayidx27, align 8, !dbg !43, !tbaa !44
  %mul28 = fmul contract double %9, 2.000000e+00, !dbg !43
  %sub29 = fsub contract double %8, %mul28, !dbg !43
  %sub30 = zext nneg i32 %0 to i64, !dbg !43
  %mul31 = mul nsw i64 %N, %sub30, !dbg !43
  %add32 = add nsw i64 %mul31, %add6, !dbg !43
  %mul33 = mul nsw i64 %add32, %N, !dbg !43
  %10 = getelementptr double, ptr %A, i64 %mul33, !dbg !43
  %arrayidx35 = getelementptr double, ptr %10, i64 %conv12, !dbg !43
  %11 = load double, ptr %arrayidx35, align 8, !dbg !43, !tbaa !44
  %add36 = fadd contract double %11, %sub29, !dbg !43
  %mul37 = fmul contract double %add36, 1.250000e-01, !dbg !43
  %add38 = add nuw nsw i64 %add6, 1, !dbg !43
  %add40 = add nsw i64 %add38, %mul23, !dbg !43
  %mul41 = mul nsw i64 %add40, %N, !dbg !43
  %12 = getelementptr double, ptr %A, i64 %mul41, !dbg !43
  %arrayidx43 = getelementptr double, ptr %12, i64 %conv12, !dbg !43
  %13 = load double, ptr %arrayidx43, align 8, !dbg !43, !tbaa !44
  %sub50 = fsub contract double %13, %mul28, !dbg !43
  %sub51 = add nsw i64 %add6, -1, !dbg !43
  %add53 = add nsw i64 %sub51, %mul23, !dbg !43
  %mul54 = mul nsw i64 %add53, %N, !dbg !43
  %14 = getelementptr double, ptr %A, i64 %mul54, !dbg !43
  %arrayidx56 = getelementptr double, ptr %14, i64 %conv12, !dbg !43
  %15 = load double, ptr %arrayidx56, align 8, !dbg !43, !tbaa !44
  %add57 = fadd contract double %sub50, %15, !dbg !43
  %mul58 = fmul contract double %add57, 1.250000e-01, !dbg !43
  %add59 = fadd contract double %mul37, %mul58, !dbg !43
  %16 = getelementptr double, ptr %A, i64 %conv12, !dbg !43
  %17 = getelementptr i8, ptr %16, i64 8, !dbg !43
  %arrayidx65 = getelementptr double, ptr %17, i64 %mul25, !dbg !43
  %18 = load double, ptr %arrayidx65, align 8, !dbg !43, !tbaa !44
  %sub72 = fsub contract double %18, %mul28, !dbg !43
  %19 = getelementptr i8, ptr %16, i64 -8, !dbg !43
  %arrayidx78 = getelementptr double, ptr %19, i64 %mul25, !dbg !43
  %20 = load double, ptr %arrayidx78, align 8, !dbg !43, !tbaa !44
  %add79 = fadd contract double %sub72, %20, !dbg !43
  %mul80 = fmul contract double %add79, 1.250000e-01, !dbg !43
  %add81 = fadd contract double %add59, %mul80, !dbg !43
  %add87 = fadd contract double %9, %add81, !dbg !43
  %arrayidx92 = getelementptr inbounds double, ptr %B, i64 %add26, !dbg !43
  store double %add87, ptr %arrayidx92, align 8, !dbg !43, !tbaa !44
  br label %if.end, !dbg !46

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !47
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14poly_heat_3D_2PdS_l(ptr noundef writeonly captures(none) %A, ptr noundef readonly captures(none) %B, i64 noundef %N) local_unnamed_addr #0 !dbg !48 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !49
  %add = add nuw nsw i32 %0, 1, !dbg !51
  %conv = zext nneg i32 %add to i64, !dbg !52
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !53
  %2 = shl nuw nsw i32 %1, 3, !dbg !55
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !56
  %4 = add nuw nsw i32 %3, 1, !dbg !58
  %narrow = add nuw nsw i32 %4, %2, !dbg !59
  %add6 = zext nneg i32 %narrow to i64, !dbg !59
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  %mul8 = shl i32 %5, 5, !dbg !62
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %add9 = add nuw nsw i32 %6, 1, !dbg !65
  %add11 = add i32 %add9, %mul8, !dbg !66
  %conv12 = zext i32 %add11 to i64, !dbg !67
  %sub = add nsw i64 %N, -1, !dbg !68
  %cmp = icmp sgt i64 %sub, %conv, !dbg !69
  %cmp14 = icmp sgt i64 %sub, %add6
  %or.cond = select i1 %cmp, i1 %cmp14, i1 false, !dbg !70
  %cmp17 = icmp sgt i64 %sub, %conv12
  %or.cond159 = select i1 %or.cond, i1 %cmp17, i1 false, !dbg !70
  br i1 %or.cond159, label %if.then, label %if.end, !dbg !70

if.then:                                          ; preds = %entry
  %add18 = add nuw nsw i64 %conv, 1, !dbg !71
  %mul19 = mul nsw i64 %N, %add18, !dbg !71
  %add20 = add nsw i64 %mul19, %add6, !dbg !71
  %mul21 = mul nsw i64 %add20, %N, !dbg !71
  %7 = getelementptr double, ptr %B, i64 %mul21, !dbg !71
  %arrayidx = getelementptr double, ptr %7, i64 %conv12, !dbg !71
  %8 = load double, ptr %arrayidx, align 8, !dbg !71, !tbaa !44
  %mul23 = mul nsw i64 %N, %conv, !dbg !71
  %add24 = add nsw i64 %mul23, %add6, !dbg !71
  %mul25 = mul nsw i64 %add24, %N, !dbg !71
  %add26 = add nsw i64 %mul25, %conv12, !dbg !71
  %arrayidx27 = getelementptr inbounds double, ptr %B, i64 %add26, !dbg !71
  %9 = load double, ptr %arrayidx27, align 8, !dbg !71, !tbaa !44
  %mul28 = fmul contract double %9, 2.000000e+00, !dbg !71
  %sub29 = fsub contract double %8, %mul28, !dbg !71
  %sub30 = zext nneg i32 %0 to i64, !dbg !71
  %mul31 = mul nsw i64 %N, %sub30, !dbg !71
  %add32 = add nsw i64 %mul31, %add6, !dbg !71
  %mul33 = mul nsw i64 %add32, %N, !dbg !71
  %10 = getelementptr double, ptr %B, i64 %mul33, !dbg !71
  %arrayidx35 = getelementptr double, ptr %10, i64 %conv12, !dbg !71
  %11 = load double, ptr %arrayidx35, align 8, !dbg !71, !tbaa !44
  %add36 = fadd contract double %11, %sub29, !dbg !71
  %mul37 = fmul contract double %add36, 1.250000e-01, !dbg !71
  %add38 = add nuw nsw i64 %add6, 1, !dbg !71
  %add40 = add nsw i64 %add38, %mul23, !dbg !71
  %mul41 = mul nsw i64 %add40, %N, !dbg !71
  %12 = getelementptr double, ptr %B, i64 %mul41, !dbg !71
  %arrayidx43 = getelementptr double, ptr %12, i64 %conv12, !dbg !71
  %13 = load double, ptr %arrayidx43, align 8, !dbg !71, !tbaa !44
  %sub50 = fsub contract double %13, %mul28, !dbg !71
  %sub51 = add nsw i64 %add6, -1, !dbg !71
  %add53 = add nsw i64 %sub51, %mul23, !dbg !71
  %mul54 = mul nsw i64 %add53, %N, !dbg !71
  %14 = getelementptr double, ptr %B, i64 %mul54, !dbg !71
  %arrayidx56 = getelementptr double, ptr %14, i64 %conv12, !dbg !71
  %15 = load double, ptr %arrayidx56, align 8, !dbg !71, !tbaa !44
  %add57 = fadd contract double %sub50, %15, !dbg !71
  %mul58 = fmul contract double %add57, 1.250000e-01, !dbg !71
  %add59 = fadd contract double %mul37, %mul58, !dbg !71
  %16 = getelementptr double, ptr %B, i64 %conv12, !dbg !71
  %17 = getelementptr i8, ptr %16, i64 8, !dbg !71
  %arrayidx65 = getelementptr double, ptr %17, i64 %mul25, !dbg !71
  %18 = load double, ptr %arrayidx65, align 8, !dbg !71, !tbaa !44
  %sub72 = fsub contract double %18, %mul28, !dbg !71
  %19 = getelementptr i8, ptr %16, i64 -8, !dbg !71
  %arrayidx78 = getelementptr double, ptr %19, i64 %mul25, !dbg !71
  %20 = load double, ptr %arrayidx78, align 8, !dbg !71, !tbaa !44
  %add79 = fadd contract double %sub72, %20, !dbg !71
  %mul80 = fmul contract double %add79, 1.250000e-01, !dbg !71
  %add81 = fadd contract double %add59, %mul80, !dbg !71
  %add87 = fadd contract double %9, %add81, !dbg !71
  %arrayidx92 = getelementptr inbounds double, ptr %A, i64 %add26, !dbg !71
  store double %add87, ptr %arrayidx92, align 8, !dbg !71, !tbaa !44
  br label %if.end, !dbg !72

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

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
!1 = !DIFile(filename: "POLYBENCH_HEAT_3D.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "poly_heat_3D_1", scope: !1, file: !1, line: 93, type: !13, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 83, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__z", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 95, column: 23, scope: !12)
!19 = !DILocation(line: 95, column: 21, scope: !12)
!20 = !DILocation(line: 95, column: 19, scope: !12)
!21 = !DILocation(line: 45, column: 53, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 96, column: 23, scope: !12)
!24 = !DILocation(line: 96, column: 34, scope: !12)
!25 = !DILocation(line: 44, column: 52, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 96, column: 51, scope: !12)
!28 = !DILocation(line: 96, column: 21, scope: !12)
!29 = !DILocation(line: 96, column: 49, scope: !12)
!30 = !DILocation(line: 45, column: 23, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 97, column: 23, scope: !12)
!33 = !DILocation(line: 97, column: 34, scope: !12)
!34 = !DILocation(line: 44, column: 24, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 97, column: 51, scope: !12)
!37 = !DILocation(line: 97, column: 21, scope: !12)
!38 = !DILocation(line: 97, column: 49, scope: !12)
!39 = !DILocation(line: 97, column: 19, scope: !12)
!40 = !DILocation(line: 99, column: 13, scope: !12)
!41 = !DILocation(line: 99, column: 10, scope: !12)
!42 = !DILocation(line: 99, column: 16, scope: !12)
!43 = !DILocation(line: 100, column: 6, scope: !12)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !10, i64 0}
!46 = !DILocation(line: 101, column: 4, scope: !12)
!47 = !DILocation(line: 102, column: 1, scope: !12)
!48 = distinct !DISubprogram(name: "poly_heat_3D_2", scope: !1, file: !1, line: 111, type: !13, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 45, column: 83, scope: !16, inlinedAt: !50)
!50 = distinct !DILocation(line: 113, column: 23, scope: !48)
!51 = !DILocation(line: 113, column: 21, scope: !48)
!52 = !DILocation(line: 113, column: 19, scope: !48)
!53 = !DILocation(line: 45, column: 53, scope: !22, inlinedAt: !54)
!54 = distinct !DILocation(line: 114, column: 23, scope: !48)
!55 = !DILocation(line: 114, column: 34, scope: !48)
!56 = !DILocation(line: 44, column: 52, scope: !26, inlinedAt: !57)
!57 = distinct !DILocation(line: 114, column: 51, scope: !48)
!58 = !DILocation(line: 114, column: 21, scope: !48)
!59 = !DILocation(line: 114, column: 49, scope: !48)
!60 = !DILocation(line: 45, column: 23, scope: !31, inlinedAt: !61)
!61 = distinct !DILocation(line: 115, column: 23, scope: !48)
!62 = !DILocation(line: 115, column: 34, scope: !48)
!63 = !DILocation(line: 44, column: 24, scope: !35, inlinedAt: !64)
!64 = distinct !DILocation(line: 115, column: 51, scope: !48)
!65 = !DILocation(line: 115, column: 21, scope: !48)
!66 = !DILocation(line: 115, column: 49, scope: !48)
!67 = !DILocation(line: 115, column: 19, scope: !48)
!68 = !DILocation(line: 117, column: 13, scope: !48)
!69 = !DILocation(line: 117, column: 10, scope: !48)
!70 = !DILocation(line: 117, column: 16, scope: !48)
!71 = !DILocation(line: 118, column: 6, scope: !48)
!72 = !DILocation(line: 119, column: 4, scope: !48)
!73 = !DILocation(line: 120, column: 1, scope: !48)
