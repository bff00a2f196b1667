; ModuleID = 'rust_oob.44d4c01661269b0b-cgu.0'
source_filename = "rust_oob.44d4c01661269b0b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_78059c182c31636253fe9d3ef6ea9e29 = private unnamed_addr constant [12 x i8] c"rust_oob.rs\00", align 1
@alloc_8151ef7721fdcfff4237349ffe145685 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_78059c182c31636253fe9d3ef6ea9e29, [16 x i8] c"\0B\00\00\00\00\00\00\00\06\00\00\00\16\00\00\00" }>, align 8

; Function Attrs: nonlazybind uwtable
define void @shift(ptr noalias noundef nonnull readonly align 8 captures(none) %x.0, i64 noundef range(i64 0, 1152921504606846976) %x.1, ptr noalias noundef nonnull writeonly align 8 captures(none) %y.0, i64 noundef range(i64 0, 1152921504606846976) %y.1) unnamed_addr #0 !dbg !7 {
start:
    #dbg_value(ptr %x.0, !26, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !41)
    #dbg_value(i64 %x.1, !26, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !41)
    #dbg_value(ptr %y.0, !27, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !41)
    #dbg_value(i64 %y.1, !27, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !41)
    #dbg_value(i64 1, !42, !DIExpression(), !52)
    #dbg_value(i64 1, !87, !DIExpression(), !127)
    #dbg_value(i64 0, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !129)
    #dbg_value(i64 %y.1, !28, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !129)
    #dbg_value(ptr undef, !82, !DIExpression(), !130)
    #dbg_value(ptr undef, !76, !DIExpression(), !131)
    #dbg_value(ptr undef, !132, !DIExpression(), !144)
    #dbg_value(ptr undef, !143, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !146)
  %_133.not = icmp eq i64 %y.1, 0, !dbg !147
  br i1 %_133.not, label %bb5, label %bb4.preheader, !dbg !145

bb4.preheader:                                    ; preds = %start
  %0 = tail call i64 @llvm.usub.sat.i64(i64 %x.1, i64 1), !dbg !148
  %1 = add nsw i64 %y.1, -1, !dbg !148
  %umin = tail call i64 @llvm.umin.i64(i64 %0, i64 %1), !dbg !148
  %min.iters.check = icmp samesign ult i64 %umin, 4, !dbg !148
  br i1 %min.iters.check, label %bb4.preheader10, label %vector.ph, !dbg !148

bb4.preheader10:                                  ; preds = %vector.body, %bb4.preheader
  %iter.sroa.0.04.ph = phi i64 [ 0, %bb4.preheader ], [ %n.vec, %vector.body ]
  br label %bb4, !dbg !148

vector.ph:                                        ; preds = %bb4.preheader
  %2 = add nuw nsw i64 %umin, 1, !dbg !148
  %n.mod.vf = and i64 %2, 3
  %3 = icmp eq i64 %n.mod.vf, 0
  %4 = select i1 %3, i64 4, i64 %n.mod.vf
  %n.vec = sub nsw i64 %2, %4
  br label %vector.body, !dbg !148

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !149
  %5 = getelementptr inbounds nuw double, ptr %x.0, i64 %index, !dbg !148
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !148
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 24, !dbg !148
  %wide.load = load <2 x double>, ptr %6, align 8, !dbg !148
  %wide.load9 = load <2 x double>, ptr %7, align 8, !dbg !148
  %8 = getelementptr inbounds nuw double, ptr %y.0, i64 %index, !dbg !150
  %9 = fmul <2 x double> %wide.load, splat (double 2.000000e+00), !dbg !150
  %10 = fmul <2 x double> %wide.load9, splat (double 2.000000e+00), !dbg !150
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 16, !dbg !150
  store <2 x double> %9, ptr %8, align 8, !dbg !150
  store <2 x double> %10, ptr %11, align 8, !dbg !150
  %index.next = add nuw i64 %index, 4, !dbg !149
  %12 = icmp eq i64 %index.next, %n.vec, !dbg !145
  br i1 %12, label %bb4.preheader10, label %vector.body, !dbg !145, !llvm.loop !151

bb5:                                              ; preds = %bb3, %start
  ret void, !dbg !154

bb4:                                              ; preds = %bb4.preheader10, %bb3
  %iter.sroa.0.04 = phi i64 [ %_17, %bb3 ], [ %iter.sroa.0.04.ph, %bb4.preheader10 ]
    #dbg_value(i64 %iter.sroa.0.04, !77, !DIExpression(), !155)
    #dbg_value(i64 %iter.sroa.0.04, !51, !DIExpression(), !52)
    #dbg_value(i64 %iter.sroa.0.04, !126, !DIExpression(), !127)
  %_17 = add nuw nsw i64 %iter.sroa.0.04, 1, !dbg !149
    #dbg_value(i64 %_17, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !129)
    #dbg_value(i64 %iter.sroa.0.04, !39, !DIExpression(), !156)
  %exitcond.not = icmp eq i64 %iter.sroa.0.04, %0, !dbg !148
  br i1 %exitcond.not, label %panic, label %bb3, !dbg !148

panic:                                            ; preds = %bb4
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_17, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8151ef7721fdcfff4237349ffe145685) #3, !dbg !148
  unreachable, !dbg !148

bb3:                                              ; preds = %bb4
  %13 = getelementptr inbounds nuw double, ptr %x.0, i64 %_17, !dbg !148
  %_8 = load double, ptr %13, align 8, !dbg !148, !noundef !20
  %14 = getelementptr inbounds nuw double, ptr %y.0, i64 %iter.sroa.0.04, !dbg !150
  %15 = fmul double %_8, 2.000000e+00, !dbg !150
  store double %15, ptr %14, align 8, !dbg !150
    #dbg_value(i64 %_17, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !129)
    #dbg_value(ptr undef, !82, !DIExpression(), !130)
    #dbg_value(ptr undef, !76, !DIExpression(), !131)
    #dbg_value(ptr undef, !132, !DIExpression(), !144)
    #dbg_value(ptr undef, !143, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !146)
  %exitcond6.not = icmp eq i64 %_17, %y.1, !dbg !147
  br i1 %exitcond6.not, label %bb5, label %bb4, !dbg !145, !llvm.loop !157
}

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { noinline noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "rust_oob.rs/@/rust_oob.44d4c01661269b0b-cgu.0", directory: "/work/wt/rust/tests/data")
!7 = distinct !DISubprogram(name: "shift", scope: !9, file: !8, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !25)
!8 = !DIFile(filename: "rust_oob.rs", directory: "/work/wt/rust/tests/data", checksumkind: CSK_MD5, checksum: "2a7228d6e8366e3ed3d3fd7928f45631")
!9 = !DINamespace(name: "rust_oob", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !21}
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f64]", file: !13, size: 128, align: 64, elements: !14, templateParams: !20, identifier: "c2e5038d7aaf99ab8518798f59d45307")
!13 = !DIFile(filename: "<unknown>", directory: "")
!14 = !{!15, !18}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !12, file: !13, baseType: !16, size: 64, align: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, align: 64, dwarfAddressSpace: 0)
!17 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !12, file: !13, baseType: !19, size: 64, align: 64, offset: 64)
!19 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!20 = !{}
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f64]", file: !13, size: 128, align: 64, elements: !22, templateParams: !20, identifier: "20ddfcfce50bf865828153ff1ef46b96")
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !21, file: !13, baseType: !16, size: 64, align: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !21, file: !13, baseType: !19, size: 64, align: 64, offset: 64)
!25 = !{!26, !27, !28, !39}
!26 = !DILocalVariable(name: "x", arg: 1, scope: !7, file: !8, line: 4, type: !12)
!27 = !DILocalVariable(name: "y", arg: 2, scope: !7, file: !8, line: 4, type: !21)
!28 = !DILocalVariable(name: "iter", scope: !29, file: !8, line: 5, type: !30, align: 64)
!29 = distinct !DILexicalBlock(scope: !7, file: !8, line: 5, column: 5)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !31, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !34, templateParams: !37, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!31 = !DINamespace(name: "range", scope: !32)
!32 = !DINamespace(name: "ops", scope: !33)
!33 = !DINamespace(name: "core", scope: null)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !30, file: !13, baseType: !19, size: 64, align: 64, flags: DIFlagPublic)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !30, file: !13, baseType: !19, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!37 = !{!38}
!38 = !DITemplateTypeParameter(name: "Idx", type: !19)
!39 = !DILocalVariable(name: "i", scope: !40, file: !8, line: 5, type: !19, align: 64)
!40 = distinct !DILexicalBlock(scope: !29, file: !8, line: 5, column: 5)
!41 = !DILocation(line: 0, scope: !7)
!42 = !DILocalVariable(name: "n", scope: !43, file: !44, line: 211, type: !19, align: 64)
!43 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !45, file: !44, line: 211, type: !48, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !50)
!44 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!45 = !DINamespace(name: "{impl#43}", scope: !46)
!46 = !DINamespace(name: "range", scope: !47)
!47 = !DINamespace(name: "iter", scope: !33)
!48 = !DISubroutineType(types: !49)
!49 = !{!19, !19, !19}
!50 = !{!51, !42}
!51 = !DILocalVariable(name: "start", arg: 1, scope: !43, file: !44, line: 211, type: !19)
!52 = !DILocation(line: 0, scope: !43, inlinedAt: !53)
!53 = !DILocation(line: 775, column: 35, scope: !54, inlinedAt: !78)
!54 = distinct !DILexicalBlock(scope: !55, file: !44, line: 773, column: 13)
!55 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h2576ef7511ef3b3eE", scope: !56, file: !44, line: 771, type: !57, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !66, retainedNodes: !75)
!56 = !DINamespace(name: "{impl#5}", scope: !46)
!57 = !DISubroutineType(types: !58)
!58 = !{!59, !74}
!59 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !60, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !61, templateParams: !20, identifier: "6f59025219977f466509bd4ae79a2945")
!60 = !DINamespace(name: "option", scope: !33)
!61 = !{!62}
!62 = !DICompositeType(tag: DW_TAG_variant_part, scope: !59, file: !13, size: 128, align: 64, elements: !63, templateParams: !20, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !72)
!63 = !{!64, !68}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !62, file: !13, baseType: !65, size: 128, align: 64, extraData: i64 0)
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !59, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !20, templateParams: !66, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!66 = !{!67}
!67 = !DITemplateTypeParameter(name: "T", type: !19)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !62, file: !13, baseType: !69, size: 128, align: 64, extraData: i64 1)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !59, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !70, templateParams: !66, identifier: "c70f2dfad93186ce146b7e80830727")
!70 = !{!71}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !69, file: !13, baseType: !19, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!72 = !DIDerivedType(tag: DW_TAG_member, scope: !59, file: !13, baseType: !73, size: 64, align: 64, flags: DIFlagArtificial)
!73 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!75 = !{!76, !77}
!76 = !DILocalVariable(name: "self", arg: 1, scope: !55, file: !44, line: 771, type: !74)
!77 = !DILocalVariable(name: "old", scope: !54, file: !44, line: 773, type: !19, align: 64)
!78 = !DILocation(line: 857, column: 14, scope: !79, inlinedAt: !85)
!79 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h34a62c71a674cb6fE", scope: !80, file: !44, line: 856, type: !57, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !83, retainedNodes: !81)
!80 = !DINamespace(name: "{impl#6}", scope: !46)
!81 = !{!82}
!82 = !DILocalVariable(name: "self", arg: 1, scope: !79, file: !44, line: 856, type: !74)
!83 = !{!84}
!84 = !DITemplateTypeParameter(name: "A", type: !19)
!85 = !DILocation(line: 5, column: 14, scope: !86)
!86 = !DILexicalBlockFile(scope: !29, file: !8, discriminator: 2)
!87 = !DILocalVariable(name: "rhs", scope: !88, file: !89, line: 832, type: !19, align: 64)
!88 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !90, file: !89, line: 832, type: !92, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !125)
!89 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!90 = !DINamespace(name: "{impl#11}", scope: !91)
!91 = !DINamespace(name: "num", scope: !33)
!92 = !DISubroutineType(types: !93)
!93 = !{!19, !19, !19, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !95, size: 64, align: 64, dwarfAddressSpace: 0)
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !96, file: !13, size: 192, align: 64, flags: DIFlagPublic, elements: !98, templateParams: !20, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!96 = !DINamespace(name: "location", scope: !97)
!97 = !DINamespace(name: "panic", scope: !33)
!98 = !{!99, !113, !115, !116}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !95, file: !13, baseType: !100, size: 128, align: 64, flags: DIFlagPrivate)
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !101, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !103, templateParams: !111, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!101 = !DINamespace(name: "non_null", scope: !102)
!102 = !DINamespace(name: "ptr", scope: !33)
!103 = !{!104}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !100, file: !13, baseType: !105, size: 128, align: 64, flags: DIFlagPrivate)
!105 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !13, size: 128, align: 64, elements: !106, templateParams: !20, identifier: "238a44609877474087c05adf26cd41fa")
!106 = !{!107, !110}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !105, file: !13, baseType: !108, size: 64, align: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64, align: 64, dwarfAddressSpace: 0)
!109 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !105, file: !13, baseType: !19, size: 64, align: 64, offset: 64)
!111 = !{!112}
!112 = !DITemplateTypeParameter(name: "T", type: !109)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !95, file: !13, baseType: !114, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!114 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !95, file: !13, baseType: !114, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !95, file: !13, baseType: !117, align: 8, offset: 192, flags: DIFlagPrivate)
!117 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !118, file: !13, align: 8, flags: DIFlagPublic, elements: !20, templateParams: !119, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!118 = !DINamespace(name: "marker", scope: !33)
!119 = !{!120}
!120 = !DITemplateTypeParameter(name: "T", type: !121)
!121 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !13, size: 128, align: 64, elements: !122, templateParams: !20, identifier: "9277eecd40495f85161460476aacc992")
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !121, file: !13, baseType: !108, size: 64, align: 64)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !121, file: !13, baseType: !19, size: 64, align: 64, offset: 64)
!125 = !{!126, !87}
!126 = !DILocalVariable(name: "self", arg: 1, scope: !88, file: !89, line: 832, type: !19)
!127 = !DILocation(line: 0, scope: !88, inlinedAt: !128)
!128 = !DILocation(line: 213, column: 28, scope: !43, inlinedAt: !53)
!129 = !DILocation(line: 0, scope: !29)
!130 = !DILocation(line: 856, column: 13, scope: !79, inlinedAt: !85)
!131 = !DILocation(line: 771, column: 18, scope: !55, inlinedAt: !78)
!132 = !DILocalVariable(name: "self", arg: 1, scope: !133, file: !134, line: 1916, type: !141)
!133 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !135, file: !134, line: 1916, type: !138, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !142)
!134 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!135 = !DINamespace(name: "{impl#58}", scope: !136)
!136 = !DINamespace(name: "impls", scope: !137)
!137 = !DINamespace(name: "cmp", scope: !33)
!138 = !DISubroutineType(types: !139)
!139 = !{!140, !141, !141}
!140 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !19, size: 64, align: 64, dwarfAddressSpace: 0)
!142 = !{!132, !143}
!143 = !DILocalVariable(name: "other", arg: 2, scope: !133, file: !134, line: 1916, type: !141)
!144 = !DILocation(line: 1916, column: 19, scope: !133, inlinedAt: !145)
!145 = !DILocation(line: 772, column: 12, scope: !55, inlinedAt: !78)
!146 = !DILocation(line: 1916, column: 26, scope: !133, inlinedAt: !145)
!147 = !DILocation(line: 1916, column: 50, scope: !133, inlinedAt: !145)
!148 = !DILocation(line: 6, column: 22, scope: !40)
!149 = !DILocation(line: 844, column: 17, scope: !88, inlinedAt: !128)
!150 = !DILocation(line: 6, column: 9, scope: !40)
!151 = distinct !{!151, !152, !153}
!152 = !{!"llvm.loop.isvectorized", i32 1}
!153 = !{!"llvm.loop.unroll.runtime.disable"}
!154 = !DILocation(line: 8, column: 2, scope: !7)
!155 = !DILocation(line: 0, scope: !54, inlinedAt: !78)
!156 = !DILocation(line: 0, scope: !40)
!157 = distinct !{!157, !153, !152}
