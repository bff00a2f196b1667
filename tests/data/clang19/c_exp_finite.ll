; ModuleID = 'c_exp.c'
source_filename = "c_exp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { [3 x double], double, i32 }

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @planck(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !19, !DIExpression(), !25)
    #dbg_value(ptr %1, !20, !DIExpression(), !25)
    #dbg_value(ptr %2, !21, !DIExpression(), !25)
    #dbg_value(i32 %3, !22, !DIExpression(), !25)
    #dbg_value(i32 0, !23, !DIExpression(), !26)
  %5 = icmp sgt i32 %3, 0, !dbg !27
  br i1 %5, label %6, label %8, !dbg !29

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64, !dbg !27
  br label %9, !dbg !29

8:                                                ; preds = %9, %4
  ret void, !dbg !30

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %20, %9 ]
    #dbg_value(i64 %10, !23, !DIExpression(), !26)
  %11 = getelementptr inbounds double, ptr %0, i64 %10, !dbg !31
  %12 = load double, ptr %11, align 8, !dbg !31, !tbaa !32
  %13 = getelementptr inbounds double, ptr %1, i64 %10, !dbg !36
  %14 = load double, ptr %13, align 8, !dbg !36, !tbaa !32
  %15 = fdiv nnan ninf double %14, %12, !dbg !37
  %16 = tail call nnan ninf nofpclass(nan inf) double @exp(double noundef nofpclass(nan inf) %15) #3, !dbg !38
  %17 = fadd nnan ninf double %16, -1.000000e+00, !dbg !39
  %18 = fdiv nnan ninf double %12, %17, !dbg !40
  %19 = getelementptr inbounds double, ptr %2, i64 %10, !dbg !41
  store double %18, ptr %19, align 8, !dbg !42, !tbaa !32
  %20 = add nuw nsw i64 %10, 1, !dbg !43
    #dbg_value(i64 %20, !23, !DIExpression(), !26)
  %21 = icmp eq i64 %20, %7, !dbg !27
  br i1 %21, label %8, label %9, !dbg !29, !llvm.loop !44
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !47 nofpclass(nan inf) double @exp(double noundef nofpclass(nan inf)) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local nofpclass(nan inf) double @total_energy(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !51 {
    #dbg_value(ptr %0, !65, !DIExpression(), !70)
    #dbg_value(i32 %1, !66, !DIExpression(), !70)
    #dbg_value(double 0.000000e+00, !67, !DIExpression(), !70)
    #dbg_value(i32 0, !68, !DIExpression(), !71)
  %3 = icmp sgt i32 %1, 0, !dbg !72
  br i1 %3, label %4, label %6, !dbg !74

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !72
  br label %8, !dbg !74

6:                                                ; preds = %22, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %23, %22 ], !dbg !70
  ret double %7, !dbg !75

8:                                                ; preds = %4, %22
  %9 = phi i64 [ 0, %4 ], [ %24, %22 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %23, %22 ]
    #dbg_value(i64 %9, !68, !DIExpression(), !71)
    #dbg_value(double %10, !67, !DIExpression(), !70)
  %11 = getelementptr inbounds %struct.particle, ptr %0, i64 %9, !dbg !76
  %12 = getelementptr inbounds i8, ptr %11, i64 32, !dbg !78
  %13 = load i32, ptr %12, align 8, !dbg !78, !tbaa !79
  %14 = icmp eq i32 %13, 0, !dbg !76
  br i1 %14, label %22, label %15, !dbg !82

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !83
  %17 = load double, ptr %16, align 8, !dbg !83, !tbaa !84
  %18 = load double, ptr %11, align 8, !dbg !85, !tbaa !32
  %19 = fneg nnan ninf double %18, !dbg !86
  %20 = tail call nnan ninf nofpclass(nan inf) double @exp(double noundef nofpclass(nan inf) %19) #3, !dbg !87
  %21 = tail call nnan ninf double @llvm.fmuladd.f64(double %17, double %20, double %10), !dbg !88
    #dbg_value(double %21, !67, !DIExpression(), !70)
  br label %22, !dbg !89

22:                                               ; preds = %8, %15
  %23 = phi double [ %21, %15 ], [ %10, %8 ], !dbg !70
    #dbg_value(double %23, !67, !DIExpression(), !70)
  %24 = add nuw nsw i64 %9, 1, !dbg !90
    #dbg_value(i64 %24, !68, !DIExpression(), !71)
  %25 = icmp eq i64 %24, %5, !dbg !72
  br i1 %25, label %6, label %8, !dbg !74, !llvm.loop !91
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c_exp.c", directory: "/work/wt/rewrite/tests/data/clang19", checksumkind: CSK_MD5, checksum: "8fafa5282b0938a620d9716f49ee0f10")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "planck", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !16, !17}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !20, !21, !22, !23}
!19 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!20 = !DILocalVariable(name: "y", arg: 2, scope: !10, file: !1, line: 8, type: !13)
!21 = !DILocalVariable(name: "w", arg: 3, scope: !10, file: !1, line: 8, type: !16)
!22 = !DILocalVariable(name: "n", arg: 4, scope: !10, file: !1, line: 8, type: !17)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 9, type: !17)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!25 = !DILocation(line: 0, scope: !10)
!26 = !DILocation(line: 0, scope: !24)
!27 = !DILocation(line: 9, column: 21, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 9, column: 3)
!29 = !DILocation(line: 9, column: 3, scope: !24)
!30 = !DILocation(line: 10, column: 1, scope: !10)
!31 = !DILocation(line: 9, column: 38, scope: !28)
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 9, column: 50, scope: !28)
!37 = !DILocation(line: 9, column: 55, scope: !28)
!38 = !DILocation(line: 9, column: 46, scope: !28)
!39 = !DILocation(line: 9, column: 63, scope: !28)
!40 = !DILocation(line: 9, column: 43, scope: !28)
!41 = !DILocation(line: 9, column: 31, scope: !28)
!42 = !DILocation(line: 9, column: 36, scope: !28)
!43 = !DILocation(line: 9, column: 26, scope: !28)
!44 = distinct !{!44, !29, !45, !46}
!45 = !DILocation(line: 9, column: 68, scope: !24)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DISubprogram(name: "exp", scope: !48, file: !48, line: 95, type: !49, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!49 = !DISubroutineType(types: !50)
!50 = !{!15, !15}
!51 = distinct !DISubprogram(name: "total_energy", scope: !1, file: !1, line: 13, type: !52, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!52 = !DISubroutineType(types: !53)
!53 = !{!15, !54, !17}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !1, line: 5, size: 320, elements: !57)
!57 = !{!58, !62, !63}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !56, file: !1, line: 5, baseType: !59, size: 192)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 3)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "energy", scope: !56, file: !1, line: 5, baseType: !15, size: 64, offset: 192)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !56, file: !1, line: 5, baseType: !17, size: 32, offset: 256)
!64 = !{!65, !66, !67, !68}
!65 = !DILocalVariable(name: "p", arg: 1, scope: !51, file: !1, line: 13, type: !54)
!66 = !DILocalVariable(name: "n", arg: 2, scope: !51, file: !1, line: 13, type: !17)
!67 = !DILocalVariable(name: "s", scope: !51, file: !1, line: 14, type: !15)
!68 = !DILocalVariable(name: "i", scope: !69, file: !1, line: 15, type: !17)
!69 = distinct !DILexicalBlock(scope: !51, file: !1, line: 15, column: 3)
!70 = !DILocation(line: 0, scope: !51)
!71 = !DILocation(line: 0, scope: !69)
!72 = !DILocation(line: 15, column: 21, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !1, line: 15, column: 3)
!74 = !DILocation(line: 15, column: 3, scope: !69)
!75 = !DILocation(line: 17, column: 3, scope: !51)
!76 = !DILocation(line: 16, column: 9, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !1, line: 16, column: 9)
!78 = !DILocation(line: 16, column: 14, scope: !77)
!79 = !{!80, !81, i64 32}
!80 = !{!"particle", !34, i64 0, !33, i64 24, !81, i64 32}
!81 = !{!"int", !34, i64 0}
!82 = !DILocation(line: 16, column: 9, scope: !73)
!83 = !DILocation(line: 16, column: 31, scope: !77)
!84 = !{!80, !33, i64 24}
!85 = !DILocation(line: 16, column: 45, scope: !77)
!86 = !DILocation(line: 16, column: 44, scope: !77)
!87 = !DILocation(line: 16, column: 40, scope: !77)
!88 = !DILocation(line: 16, column: 23, scope: !77)
!89 = !DILocation(line: 16, column: 21, scope: !77)
!90 = !DILocation(line: 15, column: 26, scope: !73)
!91 = distinct !{!91, !74, !92, !46}
!92 = !DILocation(line: 16, column: 54, scope: !69)
