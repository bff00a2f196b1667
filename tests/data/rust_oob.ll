; ModuleID = 'rust_oob.44d4c01661269b0b-cgu.0'
source_filename = "rust_oob.44d4c01661269b0b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_78059c182c31636253fe9d3ef6ea9e29 = private unnamed_addr constant [12 x i8] c"rust_oob.rs\00", align 1
@alloc_6ef7f4dd3e7d44cb9fdd9db76a8b0ccd = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_78059c182c31636253fe9d3ef6ea9e29, [16 x i8] c"\0B\00\00\00\00\00\00\00\0E\00\00\00\0C\00\00\00" }>, align 8
@alloc_336abc6a867a20e650f11347e2f21bc5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_78059c182c31636253fe9d3ef6ea9e29, [16 x i8] c"\0B\00\00\00\00\00\00\00\0E\00\00\00\13\00\00\00" }>, align 8
@alloc_f2f30f1a0e2ee8925c08351d3e63611c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_78059c182c31636253fe9d3ef6ea9e29, [16 x i8] c"\0B\00\00\00\00\00\00\00\0E\00\00\00\05\00\00\00" }>, align 8
@alloc_8151ef7721fdcfff4237349ffe145685 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_78059c182c31636253fe9d3ef6ea9e29, [16 x i8] c"\0B\00\00\00\00\00\00\00\06\00\00\00\16\00\00\00" }>, align 8

; Function Attrs: nonlazybind uwtable
define void @back(i64 noundef %i, ptr noalias noundef nonnull readonly align 8 captures(none) %x.0, i64 noundef range(i64 0, 1152921504606846976) %x.1, ptr noalias noundef nonnull writeonly align 8 captures(none) %y.0, i64 noundef range(i64 0, 1152921504606846976) %y.1) unnamed_addr #0 !dbg !7 {
start:
    #dbg_value(i64 %i, !26, !DIExpression(), !29)
    #dbg_value(i64 %i, !30, !DIExpression(), !40)
    #dbg_value(ptr %x.0, !27, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !29)
    #dbg_value(i64 %x.1, !27, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !29)
    #dbg_value(ptr %y.0, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !29)
    #dbg_value(i64 %y.1, !28, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !29)
    #dbg_value(i64 1, !39, !DIExpression(), !40)
  %_6 = icmp ult i64 %i, %x.1, !dbg !42
  br i1 %_6, label %bb1, label %panic, !dbg !42

bb1:                                              ; preds = %start
  %0 = getelementptr inbounds nuw double, ptr %x.0, i64 %i, !dbg !42
  %_4 = load double, ptr %0, align 8, !dbg !42, !noundef !20
  %_8 = add nsw i64 %i, -1, !dbg !43
  %_9 = icmp ult i64 %_8, %x.1, !dbg !44
  br i1 %_9, label %bb2, label %panic1, !dbg !44

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_6ef7f4dd3e7d44cb9fdd9db76a8b0ccd) #3, !dbg !42
  unreachable, !dbg !42

bb2:                                              ; preds = %bb1
  %_11 = icmp samesign ult i64 %i, %y.1, !dbg !45
  br i1 %_11, label %bb3, label %panic2, !dbg !45

panic1:                                           ; preds = %bb1
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_8, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_336abc6a867a20e650f11347e2f21bc5) #3, !dbg !44
  unreachable, !dbg !44

bb3:                                              ; preds = %bb2
  %1 = getelementptr inbounds nuw double, ptr %x.0, i64 %_8, !dbg !44
  %_7 = load double, ptr %1, align 8, !dbg !44, !noundef !20
  %2 = getelementptr inbounds nuw double, ptr %y.0, i64 %i, !dbg !45
  %3 = fsub double %_4, %_7, !dbg !45
  store double %3, ptr %2, align 8, !dbg !45
  ret void, !dbg !46

panic2:                                           ; preds = %bb2
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %y.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f2f30f1a0e2ee8925c08351d3e63611c) #3, !dbg !45
  unreachable, !dbg !45
}

; Function Attrs: nonlazybind uwtable
define void @shift(ptr noalias noundef nonnull readonly align 8 captures(none) %x.0, i64 noundef range(i64 0, 1152921504606846976) %x.1, ptr noalias noundef nonnull writeonly align 8 captures(none) %y.0, i64 noundef range(i64 0, 1152921504606846976) %y.1) unnamed_addr #0 !dbg !47 {
start:
    #dbg_value(ptr %x.0, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !65)
    #dbg_value(i64 %x.1, !51, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !65)
    #dbg_value(ptr %y.0, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !65)
    #dbg_value(i64 %y.1, !52, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !65)
    #dbg_value(i64 1, !66, !DIExpression(), !74)
    #dbg_value(i64 1, !109, !DIExpression(), !146)
    #dbg_value(i64 0, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148)
    #dbg_value(i64 %y.1, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !148)
    #dbg_value(ptr undef, !104, !DIExpression(), !149)
    #dbg_value(ptr undef, !98, !DIExpression(), !150)
    #dbg_value(ptr undef, !151, !DIExpression(), !163)
    #dbg_value(ptr undef, !162, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !165)
  %_133.not = icmp eq i64 %y.1, 0, !dbg !166
  br i1 %_133.not, label %bb5, label %bb4.preheader, !dbg !164

bb4.preheader:                                    ; preds = %start
  %0 = tail call i64 @llvm.usub.sat.i64(i64 %x.1, i64 1), !dbg !167
  %1 = add nsw i64 %y.1, -1, !dbg !167
  %umin = tail call i64 @llvm.umin.i64(i64 %0, i64 %1), !dbg !167
  %min.iters.check = icmp samesign ult i64 %umin, 4, !dbg !167
  br i1 %min.iters.check, label %bb4.preheader10, label %vector.ph, !dbg !167

bb4.preheader10:                                  ; preds = %vector.body, %bb4.preheader
  %iter.sroa.0.04.ph = phi i64 [ 0, %bb4.preheader ], [ %n.vec, %vector.body ]
  br label %bb4, !dbg !167

vector.ph:                                        ; preds = %bb4.preheader
  %2 = add nuw nsw i64 %umin, 1, !dbg !167
  %n.mod.vf = and i64 %2, 3
  %3 = icmp eq i64 %n.mod.vf, 0
  %4 = select i1 %3, i64 4, i64 %n.mod.vf
  %n.vec = sub nsw i64 %2, %4
  br label %vector.body, !dbg !167

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !168
  %5 = getelementptr inbounds nuw double, ptr %x.0, i64 %index, !dbg !167
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !167
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 24, !dbg !167
  %wide.load = load <2 x double>, ptr %6, align 8, !dbg !167
  %wide.load9 = load <2 x double>, ptr %7, align 8, !dbg !167
  %8 = getelementptr inbounds nuw double, ptr %y.0, i64 %index, !dbg !169
  %9 = fmul <2 x double> %wide.load, splat (double 2.000000e+00), !dbg !169
  %10 = fmul <2 x double> %wide.load9, splat (double 2.000000e+00), !dbg !169
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 16, !dbg !169
  store <2 x double> %9, ptr %8, align 8, !dbg !169
  store <2 x double> %10, ptr %11, align 8, !dbg !169
  %index.next = add nuw i64 %index, 4, !dbg !168
  %12 = icmp eq i64 %index.next, %n.vec, !dbg !164
  br i1 %12, label %bb4.preheader10, label %vector.body, !dbg !164, !llvm.loop !170

bb5:                                              ; preds = %bb3, %start
  ret void, !dbg !173

bb4:                                              ; preds = %bb4.preheader10, %bb3
  %iter.sroa.0.04 = phi i64 [ %_17, %bb3 ], [ %iter.sroa.0.04.ph, %bb4.preheader10 ]
    #dbg_value(i64 %iter.sroa.0.04, !99, !DIExpression(), !174)
    #dbg_value(i64 %iter.sroa.0.04, !73, !DIExpression(), !74)
    #dbg_value(i64 %iter.sroa.0.04, !145, !DIExpression(), !146)
  %_17 = add nuw nsw i64 %iter.sroa.0.04, 1, !dbg !168
    #dbg_value(i64 %_17, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148)
    #dbg_value(i64 %iter.sroa.0.04, !63, !DIExpression(), !175)
  %exitcond.not = icmp eq i64 %iter.sroa.0.04, %0, !dbg !167
  br i1 %exitcond.not, label %panic, label %bb3, !dbg !167

panic:                                            ; preds = %bb4
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_17, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8151ef7721fdcfff4237349ffe145685) #3, !dbg !167
  unreachable, !dbg !167

bb3:                                              ; preds = %bb4
  %13 = getelementptr inbounds nuw double, ptr %x.0, i64 %_17, !dbg !167
  %_8 = load double, ptr %13, align 8, !dbg !167, !noundef !20
  %14 = getelementptr inbounds nuw double, ptr %y.0, i64 %iter.sroa.0.04, !dbg !169
  %15 = fmul double %_8, 2.000000e+00, !dbg !169
  store double %15, ptr %14, align 8, !dbg !169
    #dbg_value(i64 %_17, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148)
    #dbg_value(ptr undef, !104, !DIExpression(), !149)
    #dbg_value(ptr undef, !98, !DIExpression(), !150)
    #dbg_value(ptr undef, !151, !DIExpression(), !163)
    #dbg_value(ptr undef, !162, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !165)
  %exitcond6.not = icmp eq i64 %_17, %y.1, !dbg !166
  br i1 %exitcond6.not, label %bb5, label %bb4, !dbg !164, !llvm.loop !176
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
!7 = distinct !DISubprogram(name: "back", scope: !9, file: !8, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !25)
!8 = !DIFile(filename: "rust_oob.rs", directory: "/work/wt/rust/tests/data", checksumkind: CSK_MD5, checksum: "37dcb2ccfcb396d23b3abbe1fa43cce0")
!9 = !DINamespace(name: "rust_oob", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !13, !21}
!12 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f64]", file: !14, size: 128, align: 64, elements: !15, templateParams: !20, identifier: "c2e5038d7aaf99ab8518798f59d45307")
!14 = !DIFile(filename: "<unknown>", directory: "")
!15 = !{!16, !19}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !13, file: !14, baseType: !17, size: 64, align: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64, align: 64, dwarfAddressSpace: 0)
!18 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !13, file: !14, baseType: !12, size: 64, align: 64, offset: 64)
!20 = !{}
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f64]", file: !14, size: 128, align: 64, elements: !22, templateParams: !20, identifier: "20ddfcfce50bf865828153ff1ef46b96")
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !21, file: !14, baseType: !17, size: 64, align: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !21, file: !14, baseType: !12, size: 64, align: 64, offset: 64)
!25 = !{!26, !27, !28}
!26 = !DILocalVariable(name: "i", arg: 1, scope: !7, file: !8, line: 13, type: !12)
!27 = !DILocalVariable(name: "x", arg: 2, scope: !7, file: !8, line: 13, type: !13)
!28 = !DILocalVariable(name: "y", arg: 3, scope: !7, file: !8, line: 13, type: !21)
!29 = !DILocation(line: 0, scope: !7)
!30 = !DILocalVariable(name: "self", arg: 1, scope: !31, file: !32, line: 2493, type: !12)
!31 = distinct !DISubprogram(name: "wrapping_sub", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj12wrapping_sub", scope: !33, file: !32, line: 2493, type: !36, scopeLine: 2493, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !38)
!32 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!33 = !DINamespace(name: "{impl#11}", scope: !34)
!34 = !DINamespace(name: "num", scope: !35)
!35 = !DINamespace(name: "core", scope: null)
!36 = !DISubroutineType(types: !37)
!37 = !{!12, !12, !12}
!38 = !{!30, !39}
!39 = !DILocalVariable(name: "rhs", scope: !31, file: !32, line: 2493, type: !12, align: 64)
!40 = !DILocation(line: 0, scope: !31, inlinedAt: !41)
!41 = !DILocation(line: 14, column: 23, scope: !7)
!42 = !DILocation(line: 14, column: 12, scope: !7)
!43 = !DILocation(line: 2494, column: 13, scope: !31, inlinedAt: !41)
!44 = !DILocation(line: 14, column: 19, scope: !7)
!45 = !DILocation(line: 14, column: 5, scope: !7)
!46 = !DILocation(line: 15, column: 2, scope: !7)
!47 = distinct !DISubprogram(name: "shift", scope: !9, file: !8, line: 4, type: !48, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !13, !21}
!50 = !{!51, !52, !53, !63}
!51 = !DILocalVariable(name: "x", arg: 1, scope: !47, file: !8, line: 4, type: !13)
!52 = !DILocalVariable(name: "y", arg: 2, scope: !47, file: !8, line: 4, type: !21)
!53 = !DILocalVariable(name: "iter", scope: !54, file: !8, line: 5, type: !55, align: 64)
!54 = distinct !DILexicalBlock(scope: !47, file: !8, line: 5, column: 5)
!55 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !56, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !58, templateParams: !61, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!56 = !DINamespace(name: "range", scope: !57)
!57 = !DINamespace(name: "ops", scope: !35)
!58 = !{!59, !60}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !55, file: !14, baseType: !12, size: 64, align: 64, flags: DIFlagPublic)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !55, file: !14, baseType: !12, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!61 = !{!62}
!62 = !DITemplateTypeParameter(name: "Idx", type: !12)
!63 = !DILocalVariable(name: "i", scope: !64, file: !8, line: 5, type: !12, align: 64)
!64 = distinct !DILexicalBlock(scope: !54, file: !8, line: 5, column: 5)
!65 = !DILocation(line: 0, scope: !47)
!66 = !DILocalVariable(name: "n", scope: !67, file: !68, line: 211, type: !12, align: 64)
!67 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !69, file: !68, line: 211, type: !36, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !72)
!68 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!69 = !DINamespace(name: "{impl#43}", scope: !70)
!70 = !DINamespace(name: "range", scope: !71)
!71 = !DINamespace(name: "iter", scope: !35)
!72 = !{!73, !66}
!73 = !DILocalVariable(name: "start", arg: 1, scope: !67, file: !68, line: 211, type: !12)
!74 = !DILocation(line: 0, scope: !67, inlinedAt: !75)
!75 = !DILocation(line: 775, column: 35, scope: !76, inlinedAt: !100)
!76 = distinct !DILexicalBlock(scope: !77, file: !68, line: 773, column: 13)
!77 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h2576ef7511ef3b3eE", scope: !78, file: !68, line: 771, type: !79, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !88, retainedNodes: !97)
!78 = !DINamespace(name: "{impl#5}", scope: !70)
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !96}
!81 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !82, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !83, templateParams: !20, identifier: "6f59025219977f466509bd4ae79a2945")
!82 = !DINamespace(name: "option", scope: !35)
!83 = !{!84}
!84 = !DICompositeType(tag: DW_TAG_variant_part, scope: !81, file: !14, size: 128, align: 64, elements: !85, templateParams: !20, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !94)
!85 = !{!86, !90}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !84, file: !14, baseType: !87, size: 128, align: 64, extraData: i64 0)
!87 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !81, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !20, templateParams: !88, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!88 = !{!89}
!89 = !DITemplateTypeParameter(name: "T", type: !12)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !84, file: !14, baseType: !91, size: 128, align: 64, extraData: i64 1)
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !81, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !92, templateParams: !88, identifier: "c70f2dfad93186ce146b7e80830727")
!92 = !{!93}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !91, file: !14, baseType: !12, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!94 = !DIDerivedType(tag: DW_TAG_member, scope: !81, file: !14, baseType: !95, size: 64, align: 64, flags: DIFlagArtificial)
!95 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !55, size: 64, align: 64, dwarfAddressSpace: 0)
!97 = !{!98, !99}
!98 = !DILocalVariable(name: "self", arg: 1, scope: !77, file: !68, line: 771, type: !96)
!99 = !DILocalVariable(name: "old", scope: !76, file: !68, line: 773, type: !12, align: 64)
!100 = !DILocation(line: 857, column: 14, scope: !101, inlinedAt: !107)
!101 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h34a62c71a674cb6fE", scope: !102, file: !68, line: 856, type: !79, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !105, retainedNodes: !103)
!102 = !DINamespace(name: "{impl#6}", scope: !70)
!103 = !{!104}
!104 = !DILocalVariable(name: "self", arg: 1, scope: !101, file: !68, line: 856, type: !96)
!105 = !{!106}
!106 = !DITemplateTypeParameter(name: "A", type: !12)
!107 = !DILocation(line: 5, column: 14, scope: !108)
!108 = !DILexicalBlockFile(scope: !54, file: !8, discriminator: 2)
!109 = !DILocalVariable(name: "rhs", scope: !110, file: !32, line: 832, type: !12, align: 64)
!110 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !33, file: !32, line: 832, type: !111, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !144)
!111 = !DISubroutineType(types: !112)
!112 = !{!12, !12, !12, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !115, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !117, templateParams: !20, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!115 = !DINamespace(name: "location", scope: !116)
!116 = !DINamespace(name: "panic", scope: !35)
!117 = !{!118, !132, !134, !135}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !114, file: !14, baseType: !119, size: 128, align: 64, flags: DIFlagPrivate)
!119 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !120, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !122, templateParams: !130, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!120 = !DINamespace(name: "non_null", scope: !121)
!121 = !DINamespace(name: "ptr", scope: !35)
!122 = !{!123}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !119, file: !14, baseType: !124, size: 128, align: 64, flags: DIFlagPrivate)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !14, size: 128, align: 64, elements: !125, templateParams: !20, identifier: "238a44609877474087c05adf26cd41fa")
!125 = !{!126, !129}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !124, file: !14, baseType: !127, size: 64, align: 64)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64, align: 64, dwarfAddressSpace: 0)
!128 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !124, file: !14, baseType: !12, size: 64, align: 64, offset: 64)
!130 = !{!131}
!131 = !DITemplateTypeParameter(name: "T", type: !128)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !114, file: !14, baseType: !133, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!133 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !114, file: !14, baseType: !133, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !114, file: !14, baseType: !136, align: 8, offset: 192, flags: DIFlagPrivate)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !137, file: !14, align: 8, flags: DIFlagPublic, elements: !20, templateParams: !138, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!137 = !DINamespace(name: "marker", scope: !35)
!138 = !{!139}
!139 = !DITemplateTypeParameter(name: "T", type: !140)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !14, size: 128, align: 64, elements: !141, templateParams: !20, identifier: "9277eecd40495f85161460476aacc992")
!141 = !{!142, !143}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !140, file: !14, baseType: !127, size: 64, align: 64)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !140, file: !14, baseType: !12, size: 64, align: 64, offset: 64)
!144 = !{!145, !109}
!145 = !DILocalVariable(name: "self", arg: 1, scope: !110, file: !32, line: 832, type: !12)
!146 = !DILocation(line: 0, scope: !110, inlinedAt: !147)
!147 = !DILocation(line: 213, column: 28, scope: !67, inlinedAt: !75)
!148 = !DILocation(line: 0, scope: !54)
!149 = !DILocation(line: 856, column: 13, scope: !101, inlinedAt: !107)
!150 = !DILocation(line: 771, column: 18, scope: !77, inlinedAt: !100)
!151 = !DILocalVariable(name: "self", arg: 1, scope: !152, file: !153, line: 1916, type: !160)
!152 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !154, file: !153, line: 1916, type: !157, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !161)
!153 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!154 = !DINamespace(name: "{impl#58}", scope: !155)
!155 = !DINamespace(name: "impls", scope: !156)
!156 = !DINamespace(name: "cmp", scope: !35)
!157 = !DISubroutineType(types: !158)
!158 = !{!159, !160, !160}
!159 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!161 = !{!151, !162}
!162 = !DILocalVariable(name: "other", arg: 2, scope: !152, file: !153, line: 1916, type: !160)
!163 = !DILocation(line: 1916, column: 19, scope: !152, inlinedAt: !164)
!164 = !DILocation(line: 772, column: 12, scope: !77, inlinedAt: !100)
!165 = !DILocation(line: 1916, column: 26, scope: !152, inlinedAt: !164)
!166 = !DILocation(line: 1916, column: 50, scope: !152, inlinedAt: !164)
!167 = !DILocation(line: 6, column: 22, scope: !64)
!168 = !DILocation(line: 844, column: 17, scope: !110, inlinedAt: !147)
!169 = !DILocation(line: 6, column: 9, scope: !64)
!170 = distinct !{!170, !171, !172}
!171 = !{!"llvm.loop.isvectorized", i32 1}
!172 = !{!"llvm.loop.unroll.runtime.disable"}
!173 = !DILocation(line: 8, column: 2, scope: !47)
!174 = !DILocation(line: 0, scope: !76, inlinedAt: !100)
!175 = !DILocation(line: 0, scope: !64)
!176 = distinct !{!176, !172, !171}
