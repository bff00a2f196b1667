; ModuleID = 'slices.f0040b55f5118aa0-cgu.0'
source_filename = "slices.f0040b55f5118aa0-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_63229798ca6e8b951457aeba9b1c6cb4 = private unnamed_addr constant [10 x i8] c"slices.rs\00", align 1
@alloc_f4d0d7b31b7f802f0e744cd9fc61f376 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_63229798ca6e8b951457aeba9b1c6cb4, [16 x i8] c"\09\00\00\00\00\00\00\00\07\00\00\00\11\00\00\00" }>, align 8
@alloc_6a04a7952388cf11a1f7619c3c4feb58 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_63229798ca6e8b951457aeba9b1c6cb4, [16 x i8] c"\09\00\00\00\00\00\00\00\07\00\00\00\05\00\00\00" }>, align 8
@alloc_22311a3aa56b6aa554ad094a58e83bb4 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_63229798ca6e8b951457aeba9b1c6cb4, [16 x i8] c"\09\00\00\00\00\00\00\00#\00\00\00\05\00\00\00" }>, align 8
@alloc_879ac70a45d8922c87c5cc53afb43300 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_63229798ca6e8b951457aeba9b1c6cb4, [16 x i8] c"\09\00\00\00\00\00\00\00#\00\00\00\11\00\00\00" }>, align 8
@alloc_d0b5540d38aa67683bd942cb6db4a43b = private unnamed_addr constant [28 x i8] c"window size must be non-zero", align 1
@alloc_ba9fb9fecd5ad639241538e20dc0a5c1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_63229798ca6e8b951457aeba9b1c6cb4, [16 x i8] c"\09\00\00\00\00\00\00\00)\00\00\00*\00\00\00" }>, align 8

; Function Attrs: nonlazybind uwtable
define void @axpy(i64 noundef %i, double noundef %a, ptr noalias noundef nonnull readonly align 8 captures(none) %x.0, i64 noundef range(i64 0, 1152921504606846976) %x.1, ptr noalias noundef nonnull align 8 captures(none) %y.0, i64 noundef range(i64 0, 1152921504606846976) %y.1) unnamed_addr #0 !dbg !7 {
start:
    #dbg_value(i64 %i, !26, !DIExpression(), !30)
    #dbg_value(double %a, !27, !DIExpression(), !30)
    #dbg_value(ptr %x.0, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !30)
    #dbg_value(i64 %x.1, !28, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !30)
    #dbg_value(ptr %y.0, !29, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !30)
    #dbg_value(i64 %y.1, !29, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !30)
  %_8 = icmp ult i64 %i, %x.1, !dbg !31
  br i1 %_8, label %bb1, label %panic, !dbg !31

bb1:                                              ; preds = %start
  %_10 = icmp samesign ult i64 %i, %y.1, !dbg !32
  br i1 %_10, label %bb2, label %panic1, !dbg !32

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f4d0d7b31b7f802f0e744cd9fc61f376) #9, !dbg !31
  unreachable, !dbg !31

bb2:                                              ; preds = %bb1
  %0 = getelementptr inbounds nuw double, ptr %x.0, i64 %i, !dbg !31
  %_6 = load double, ptr %0, align 8, !dbg !31, !noundef !20
  %_5 = fmul double %a, %_6, !dbg !33
  %1 = getelementptr inbounds nuw double, ptr %y.0, i64 %i, !dbg !32
  %2 = load double, ptr %1, align 8, !dbg !32, !noundef !20
  %3 = fadd double %2, %_5, !dbg !32
  store double %3, ptr %1, align 8, !dbg !32
  ret void, !dbg !34

panic1:                                           ; preds = %bb1
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %y.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_6a04a7952388cf11a1f7619c3c4feb58) #9, !dbg !32
  unreachable, !dbg !32
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable
define void @axpy_zip(double noundef %a, ptr noalias noundef nonnull readonly align 8 captures(none) %x.0, i64 noundef range(i64 0, 1152921504606846976) %x.1, ptr noalias noundef nonnull align 8 captures(none) %y.0, i64 noundef range(i64 0, 1152921504606846976) %y.1) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !35 {
start:
    #dbg_value(ptr poison, !90, !DIExpression(), !99)
    #dbg_value(ptr poison, !128, !DIExpression(), !137)
    #dbg_value(ptr poison, !134, !DIExpression(), !138)
    #dbg_value(double %a, !39, !DIExpression(), !139)
    #dbg_value(double %a, !140, !DIExpression(), !178)
    #dbg_value(ptr %x.0, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !139)
    #dbg_value(i64 %x.1, !40, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !139)
    #dbg_value(ptr %y.0, !41, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !139)
    #dbg_value(i64 %y.1, !41, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !139)
    #dbg_value(ptr %y.0, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !193)
    #dbg_value(ptr %x.0, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193)
    #dbg_value(i64 %x.1, !189, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !193)
    #dbg_value(ptr %y.0, !195, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !202)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !195, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !202)
    #dbg_value(ptr %x.0, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !202)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !201, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !202)
    #dbg_value(ptr %y.0, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !204, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(ptr %x.0, !207, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i64 %y.1, !212, !DIExpression(), !222)
    #dbg_value(i64 %x.1, !219, !DIExpression(), !222)
    #dbg_value(i64 %y.1, !224, !DIExpression(), !231)
    #dbg_value(i64 %x.1, !228, !DIExpression(), !231)
  %_0.sroa.0.0.i.i.i = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %x.1, i64 %y.1), !dbg !233
    #dbg_value(ptr %y.0, !42, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !234)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !42, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !234)
    #dbg_value(ptr %x.0, !42, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !234)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !42, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !234)
    #dbg_value(i64 0, !42, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !234)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !42, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !234)
    #dbg_value(ptr undef, !134, !DIExpression(), !138)
    #dbg_value(ptr undef, !128, !DIExpression(), !137)
  %_2.i7.not = icmp eq i64 %_0.sroa.0.0.i.i.i, 0, !dbg !235
  br i1 %_2.i7.not, label %bb5, label %bb4.preheader, !dbg !235

bb4.preheader:                                    ; preds = %start
  %min.iters.check = icmp samesign ult i64 %_0.sroa.0.0.i.i.i, 4, !dbg !235
  br i1 %min.iters.check, label %bb4.preheader12, label %vector.ph, !dbg !235

vector.ph:                                        ; preds = %bb4.preheader
  %n.vec = and i64 %_0.sroa.0.0.i.i.i, 1152921504606846972
  %broadcast.splatinsert = insertelement <2 x double> poison, double %a, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body, !dbg !235

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !236
  %0 = getelementptr inbounds nuw double, ptr %y.0, i64 %index, !dbg !237
  %1 = getelementptr inbounds nuw double, ptr %x.0, i64 %index, !dbg !245
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !257
  %wide.load = load <2 x double>, ptr %1, align 8, !dbg !257
  %wide.load9 = load <2 x double>, ptr %2, align 8, !dbg !257
  %3 = fmul <2 x double> %broadcast.splat, %wide.load, !dbg !258
  %4 = fmul <2 x double> %broadcast.splat, %wide.load9, !dbg !258
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !265
  %wide.load10 = load <2 x double>, ptr %0, align 8, !dbg !265
  %wide.load11 = load <2 x double>, ptr %5, align 8, !dbg !265
  %6 = fadd <2 x double> %wide.load10, %3, !dbg !265
  %7 = fadd <2 x double> %wide.load11, %4, !dbg !265
  store <2 x double> %6, ptr %0, align 8, !dbg !265
  store <2 x double> %7, ptr %5, align 8, !dbg !265
  %index.next = add nuw i64 %index, 4, !dbg !236
  %8 = icmp eq i64 %index.next, %n.vec, !dbg !235
  br i1 %8, label %middle.block, label %vector.body, !dbg !235, !llvm.loop !266

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %_0.sroa.0.0.i.i.i, %n.vec, !dbg !235
  br i1 %cmp.n, label %bb5, label %bb4.preheader12, !dbg !235

bb4.preheader12:                                  ; preds = %bb4.preheader, %middle.block
  %iter.sroa.8.08.ph = phi i64 [ 0, %bb4.preheader ], [ %n.vec, %middle.block ]
  br label %bb4, !dbg !235

bb4:                                              ; preds = %bb4.preheader12, %bb4
  %iter.sroa.8.08 = phi i64 [ %9, %bb4 ], [ %iter.sroa.8.08.ph, %bb4.preheader12 ]
    #dbg_value(i64 %iter.sroa.8.08, !42, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !234)
    #dbg_value(i64 %iter.sroa.8.08, !129, !DIExpression(), !269)
  %9 = add nuw nsw i64 %iter.sroa.8.08, 1, !dbg !236
    #dbg_value(i64 %9, !42, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !234)
    #dbg_value(ptr undef, !90, !DIExpression(), !99)
    #dbg_value(i64 %iter.sroa.8.08, !98, !DIExpression(), !99)
  %_3.i.i = getelementptr inbounds nuw double, ptr %y.0, i64 %iter.sroa.8.08, !dbg !237
    #dbg_value(ptr undef, !254, !DIExpression(), !270)
    #dbg_value(i64 %iter.sroa.8.08, !255, !DIExpression(), !270)
  %_3.i2.i = getelementptr inbounds nuw double, ptr %x.0, i64 %iter.sroa.8.08, !dbg !245
    #dbg_value(ptr %_3.i.i, !87, !DIExpression(), !271)
    #dbg_value(ptr %_3.i2.i, !89, !DIExpression(), !271)
    #dbg_value(ptr %_3.i2.i, !177, !DIExpression(), !178)
  %_21 = load double, ptr %_3.i2.i, align 8, !dbg !257, !noundef !20
  %_12 = fmul double %a, %_21, !dbg !258
  %10 = load double, ptr %_3.i.i, align 8, !dbg !265, !noundef !20
  %11 = fadd double %10, %_12, !dbg !265
  store double %11, ptr %_3.i.i, align 8, !dbg !265
    #dbg_value(ptr undef, !134, !DIExpression(), !138)
    #dbg_value(ptr undef, !128, !DIExpression(), !137)
  %exitcond.not = icmp eq i64 %9, %_0.sroa.0.0.i.i.i, !dbg !235
  br i1 %exitcond.not, label %bb5, label %bb4, !dbg !235, !llvm.loop !272

bb5:                                              ; preds = %bb4, %middle.block, %start
    #dbg_value(i64 poison, !42, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !234)
  ret void, !dbg !273
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable
define noundef double @dot(ptr noalias noundef nonnull readonly align 8 captures(none) %a.0, i64 noundef range(i64 0, 1152921504606846976) %a.1, ptr noalias noundef nonnull readonly align 8 captures(none) %b.0, i64 noundef range(i64 0, 1152921504606846976) %b.1) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !274 {
start:
    #dbg_value(ptr poison, !254, !DIExpression(), !280)
    #dbg_value(ptr poison, !301, !DIExpression(), !385)
    #dbg_value(ptr %a.0, !278, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 %a.1, !278, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !386)
    #dbg_value(ptr %b.0, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 %b.1, !279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !386)
    #dbg_value(double -0.000000e+00, !363, !DIExpression(), !387)
    #dbg_declare(ptr poison, !364, !DIExpression(), !388)
    #dbg_value(double -0.000000e+00, !346, !DIExpression(), !389)
    #dbg_declare(ptr poison, !347, !DIExpression(), !390)
    #dbg_value(ptr %a.0, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !399)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !391, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !399)
    #dbg_value(ptr %b.0, !396, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !399)
    #dbg_value(i64 %b.1, !396, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !399)
    #dbg_value(ptr %a.0, !401, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !408)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !401, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !408)
    #dbg_value(ptr %b.0, !407, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !408)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !407, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !408)
    #dbg_value(ptr %a.0, !410, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !416)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !410, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !416)
    #dbg_value(ptr %b.0, !413, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !416)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !413, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !416)
    #dbg_value(i64 %a.1, !418, !DIExpression(), !422)
    #dbg_value(i64 %b.1, !421, !DIExpression(), !422)
    #dbg_value(i64 %a.1, !224, !DIExpression(), !424)
    #dbg_value(i64 %b.1, !228, !DIExpression(), !424)
  %_0.sroa.0.0.i.i.i = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %b.1, i64 %a.1), !dbg !426
    #dbg_value(ptr %a.0, !380, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !427)
    #dbg_value(ptr %a.0, !374, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !428)
    #dbg_value(ptr %a.0, !362, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !387)
    #dbg_value(ptr %a.0, !345, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !389)
    #dbg_value(ptr %a.0, !325, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !429)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !380, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !427)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !374, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !428)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !362, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !387)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !345, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !389)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !325, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !429)
    #dbg_value(ptr %b.0, !380, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !427)
    #dbg_value(ptr %b.0, !374, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !428)
    #dbg_value(ptr %b.0, !362, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !387)
    #dbg_value(ptr %b.0, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !389)
    #dbg_value(ptr %b.0, !325, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !429)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !380, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !427)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !374, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !428)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !362, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !387)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !345, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !389)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !325, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !429)
    #dbg_value(i64 0, !380, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !427)
    #dbg_value(i64 0, !374, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !428)
    #dbg_value(i64 0, !362, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !387)
    #dbg_value(i64 0, !345, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !389)
    #dbg_value(i64 0, !325, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !429)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !380, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !427)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !374, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !428)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !362, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !387)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !345, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !389)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !325, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !429)
    #dbg_value(double -0.000000e+00, !326, !DIExpression(), !429)
    #dbg_declare(ptr poison, !327, !DIExpression(), !430)
    #dbg_value(i64 1, !431, !DIExpression(), !438)
    #dbg_value(i64 1, !469, !DIExpression(), !478)
    #dbg_value(double -0.000000e+00, !328, !DIExpression(), !480)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !329, !DIExpression(), !481)
    #dbg_value(i64 0, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !482)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !330, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !482)
    #dbg_value(ptr undef, !464, !DIExpression(), !483)
    #dbg_value(ptr undef, !458, !DIExpression(), !484)
    #dbg_value(ptr undef, !485, !DIExpression(), !495)
    #dbg_value(ptr undef, !494, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !497)
  %_206.not.i = icmp eq i64 %_0.sroa.0.0.i.i.i, 0, !dbg !498
  br i1 %_206.not.i, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit", label %bb14.i.preheader, !dbg !499

bb14.i.preheader:                                 ; preds = %start
  %xtraiter = and i64 %_0.sroa.0.0.i.i.i, 3, !dbg !499
  %0 = icmp samesign ult i64 %_0.sroa.0.0.i.i.i, 4, !dbg !499
  br i1 %0, label %bb14.i.epil.preheader, label %bb14.i.preheader.new, !dbg !499

bb14.i.preheader.new:                             ; preds = %bb14.i.preheader
  %unroll_iter = and i64 %_0.sroa.0.0.i.i.i, 1152921504606846972, !dbg !499
  br label %bb14.i, !dbg !499

bb14.i:                                           ; preds = %bb14.i, %bb14.i.preheader.new
  %accum.sroa.0.08.i = phi double [ -0.000000e+00, %bb14.i.preheader.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.07.i = phi i64 [ 0, %bb14.i.preheader.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.i.preheader.new ], [ %niter.next.3, %bb14.i ]
    #dbg_value(double %accum.sroa.0.08.i, !328, !DIExpression(), !480)
    #dbg_value(i64 %iter.sroa.0.07.i, !459, !DIExpression(), !500)
    #dbg_value(i64 %iter.sroa.0.07.i, !437, !DIExpression(), !438)
    #dbg_value(i64 %iter.sroa.0.07.i, !477, !DIExpression(), !478)
  %_24.i = or disjoint i64 %iter.sroa.0.07.i, 1, !dbg !501
    #dbg_value(i64 %_24.i, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !482)
    #dbg_value(i64 %iter.sroa.0.07.i, !338, !DIExpression(), !502)
    #dbg_value(ptr undef, !301, !DIExpression(), !385)
    #dbg_value(i64 %iter.sroa.0.07.i, !302, !DIExpression(), !385)
    #dbg_value(i64 %iter.sroa.0.07.i, !303, !DIExpression(), !503)
    #dbg_value(ptr undef, !254, !DIExpression(), !280)
    #dbg_value(i64 %iter.sroa.0.07.i, !255, !DIExpression(), !280)
  %_3.i.i.i = getelementptr inbounds nuw double, ptr %a.0, i64 %iter.sroa.0.07.i, !dbg !504
    #dbg_value(ptr undef, !254, !DIExpression(), !506)
    #dbg_value(i64 %iter.sroa.0.07.i, !255, !DIExpression(), !506)
  %_3.i4.i.i = getelementptr inbounds nuw double, ptr %b.0, i64 %iter.sroa.0.07.i, !dbg !508
  tail call void @llvm.experimental.noalias.scope.decl(metadata !510), !dbg !513
  tail call void @llvm.experimental.noalias.scope.decl(metadata !514), !dbg !513
    #dbg_value(double %accum.sroa.0.08.i, !516, !DIExpression(), !529)
    #dbg_value(ptr %_3.i.i.i, !522, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !529)
    #dbg_value(ptr %_3.i4.i.i, !522, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !529)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !531), !dbg !534
  tail call void @llvm.experimental.noalias.scope.decl(metadata !535), !dbg !534
    #dbg_value(ptr poison, !537, !DIExpression(), !547)
    #dbg_value(ptr %_3.i.i.i, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(ptr %_3.i4.i.i, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(ptr %_3.i.i.i, !543, !DIExpression(), !549)
    #dbg_value(ptr %_3.i.i.i, !550, !DIExpression(), !557)
    #dbg_value(ptr %_3.i4.i.i, !545, !DIExpression(), !549)
    #dbg_value(ptr %_3.i4.i.i, !556, !DIExpression(), !557)
  %_5.i.i5.i = load double, ptr %_3.i.i.i, align 8, !dbg !559, !alias.scope !560, !noalias !561, !noundef !20
  %_6.i.i.i = load double, ptr %_3.i4.i.i, align 8, !dbg !564, !alias.scope !565, !noalias !566, !noundef !20
  %_0.i.i.i = fmul double %_5.i.i5.i, %_6.i.i.i, !dbg !567
    #dbg_value(ptr poison, !570, !DIExpression(), !578)
    #dbg_value(double %accum.sroa.0.08.i, !576, !DIExpression(), !578)
    #dbg_value(double %_0.i.i.i, !577, !DIExpression(), !578)
  %_0.i1.i.i = fadd double %accum.sroa.0.08.i, %_0.i.i.i, !dbg !580
    #dbg_value(double %_0.i1.i.i, !328, !DIExpression(), !480)
    #dbg_value(ptr undef, !464, !DIExpression(), !483)
    #dbg_value(ptr undef, !458, !DIExpression(), !484)
    #dbg_value(ptr undef, !485, !DIExpression(), !495)
    #dbg_value(ptr undef, !494, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !497)
    #dbg_value(i64 %_24.i, !459, !DIExpression(), !500)
    #dbg_value(i64 %_24.i, !437, !DIExpression(), !438)
    #dbg_value(i64 %_24.i, !477, !DIExpression(), !478)
  %_24.i.1 = or disjoint i64 %iter.sroa.0.07.i, 2, !dbg !501
    #dbg_value(i64 %_24.i.1, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !482)
    #dbg_value(i64 %_24.i, !338, !DIExpression(), !502)
    #dbg_value(i64 %_24.i, !302, !DIExpression(), !385)
    #dbg_value(i64 %_24.i, !303, !DIExpression(), !503)
    #dbg_value(i64 %_24.i, !255, !DIExpression(), !280)
  %_3.i.i.i.1 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i, !dbg !504
    #dbg_value(i64 %_24.i, !255, !DIExpression(), !506)
  %_3.i4.i.i.1 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i, !dbg !508
  tail call void @llvm.experimental.noalias.scope.decl(metadata !581), !dbg !513
  tail call void @llvm.experimental.noalias.scope.decl(metadata !583), !dbg !513
    #dbg_value(double %_0.i1.i.i, !516, !DIExpression(), !529)
    #dbg_value(ptr %_3.i.i.i.1, !522, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !529)
    #dbg_value(ptr %_3.i4.i.i.1, !522, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !529)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !585), !dbg !534
  tail call void @llvm.experimental.noalias.scope.decl(metadata !587), !dbg !534
    #dbg_value(ptr %_3.i.i.i.1, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(ptr %_3.i4.i.i.1, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(ptr %_3.i.i.i.1, !543, !DIExpression(), !549)
    #dbg_value(ptr %_3.i.i.i.1, !550, !DIExpression(), !557)
    #dbg_value(ptr %_3.i4.i.i.1, !545, !DIExpression(), !549)
    #dbg_value(ptr %_3.i4.i.i.1, !556, !DIExpression(), !557)
  %_5.i.i5.i.1 = load double, ptr %_3.i.i.i.1, align 8, !dbg !559, !alias.scope !589, !noalias !590, !noundef !20
  %_6.i.i.i.1 = load double, ptr %_3.i4.i.i.1, align 8, !dbg !564, !alias.scope !591, !noalias !592, !noundef !20
  %_0.i.i.i.1 = fmul double %_5.i.i5.i.1, %_6.i.i.i.1, !dbg !567
    #dbg_value(double %_0.i1.i.i, !576, !DIExpression(), !578)
    #dbg_value(double %_0.i.i.i.1, !577, !DIExpression(), !578)
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1, !dbg !580
    #dbg_value(double %_0.i1.i.i.1, !328, !DIExpression(), !480)
    #dbg_value(i64 %_24.i.1, !459, !DIExpression(), !500)
    #dbg_value(i64 %_24.i.1, !437, !DIExpression(), !438)
    #dbg_value(i64 %_24.i.1, !477, !DIExpression(), !478)
  %_24.i.2 = or disjoint i64 %iter.sroa.0.07.i, 3, !dbg !501
    #dbg_value(i64 %_24.i.2, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !482)
    #dbg_value(i64 %_24.i.1, !338, !DIExpression(), !502)
    #dbg_value(i64 %_24.i.1, !302, !DIExpression(), !385)
    #dbg_value(i64 %_24.i.1, !303, !DIExpression(), !503)
    #dbg_value(i64 %_24.i.1, !255, !DIExpression(), !280)
  %_3.i.i.i.2 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i.1, !dbg !504
    #dbg_value(i64 %_24.i.1, !255, !DIExpression(), !506)
  %_3.i4.i.i.2 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i.1, !dbg !508
  tail call void @llvm.experimental.noalias.scope.decl(metadata !593), !dbg !513
  tail call void @llvm.experimental.noalias.scope.decl(metadata !595), !dbg !513
    #dbg_value(double %_0.i1.i.i.1, !516, !DIExpression(), !529)
    #dbg_value(ptr %_3.i.i.i.2, !522, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !529)
    #dbg_value(ptr %_3.i4.i.i.2, !522, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !529)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !597), !dbg !534
  tail call void @llvm.experimental.noalias.scope.decl(metadata !599), !dbg !534
    #dbg_value(ptr %_3.i.i.i.2, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(ptr %_3.i4.i.i.2, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(ptr %_3.i.i.i.2, !543, !DIExpression(), !549)
    #dbg_value(ptr %_3.i.i.i.2, !550, !DIExpression(), !557)
    #dbg_value(ptr %_3.i4.i.i.2, !545, !DIExpression(), !549)
    #dbg_value(ptr %_3.i4.i.i.2, !556, !DIExpression(), !557)
  %_5.i.i5.i.2 = load double, ptr %_3.i.i.i.2, align 8, !dbg !559, !alias.scope !601, !noalias !602, !noundef !20
  %_6.i.i.i.2 = load double, ptr %_3.i4.i.i.2, align 8, !dbg !564, !alias.scope !603, !noalias !604, !noundef !20
  %_0.i.i.i.2 = fmul double %_5.i.i5.i.2, %_6.i.i.i.2, !dbg !567
    #dbg_value(double %_0.i1.i.i.1, !576, !DIExpression(), !578)
    #dbg_value(double %_0.i.i.i.2, !577, !DIExpression(), !578)
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2, !dbg !580
    #dbg_value(double %_0.i1.i.i.2, !328, !DIExpression(), !480)
    #dbg_value(i64 %_24.i.2, !459, !DIExpression(), !500)
    #dbg_value(i64 %_24.i.2, !437, !DIExpression(), !438)
    #dbg_value(i64 %_24.i.2, !477, !DIExpression(), !478)
  %_24.i.3 = add nuw nsw i64 %iter.sroa.0.07.i, 4, !dbg !501
    #dbg_value(i64 %_24.i.3, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !482)
    #dbg_value(i64 %_24.i.2, !338, !DIExpression(), !502)
    #dbg_value(i64 %_24.i.2, !302, !DIExpression(), !385)
    #dbg_value(i64 %_24.i.2, !303, !DIExpression(), !503)
    #dbg_value(i64 %_24.i.2, !255, !DIExpression(), !280)
  %_3.i.i.i.3 = getelementptr inbounds nuw double, ptr %a.0, i64 %_24.i.2, !dbg !504
    #dbg_value(i64 %_24.i.2, !255, !DIExpression(), !506)
  %_3.i4.i.i.3 = getelementptr inbounds nuw double, ptr %b.0, i64 %_24.i.2, !dbg !508
  tail call void @llvm.experimental.noalias.scope.decl(metadata !605), !dbg !513
  tail call void @llvm.experimental.noalias.scope.decl(metadata !607), !dbg !513
    #dbg_value(double %_0.i1.i.i.2, !516, !DIExpression(), !529)
    #dbg_value(ptr %_3.i.i.i.3, !522, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !529)
    #dbg_value(ptr %_3.i4.i.i.3, !522, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !529)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !609), !dbg !534
  tail call void @llvm.experimental.noalias.scope.decl(metadata !611), !dbg !534
    #dbg_value(ptr %_3.i.i.i.3, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(ptr %_3.i4.i.i.3, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(ptr %_3.i.i.i.3, !543, !DIExpression(), !549)
    #dbg_value(ptr %_3.i.i.i.3, !550, !DIExpression(), !557)
    #dbg_value(ptr %_3.i4.i.i.3, !545, !DIExpression(), !549)
    #dbg_value(ptr %_3.i4.i.i.3, !556, !DIExpression(), !557)
  %_5.i.i5.i.3 = load double, ptr %_3.i.i.i.3, align 8, !dbg !559, !alias.scope !613, !noalias !614, !noundef !20
  %_6.i.i.i.3 = load double, ptr %_3.i4.i.i.3, align 8, !dbg !564, !alias.scope !615, !noalias !616, !noundef !20
  %_0.i.i.i.3 = fmul double %_5.i.i5.i.3, %_6.i.i.i.3, !dbg !567
    #dbg_value(double %_0.i1.i.i.2, !576, !DIExpression(), !578)
    #dbg_value(double %_0.i.i.i.3, !577, !DIExpression(), !578)
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3, !dbg !580
    #dbg_value(double %_0.i1.i.i.3, !328, !DIExpression(), !480)
  %niter.next.3 = add i64 %niter, 4, !dbg !499
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !499
  br i1 %niter.ncmp.3, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit.loopexit.unr-lcssa", label %bb14.i, !dbg !499

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit.loopexit.unr-lcssa": ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !499
  br i1 %lcmp.mod.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit", label %bb14.i.epil.preheader, !dbg !499

bb14.i.epil.preheader:                            ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit.loopexit.unr-lcssa", %bb14.i.preheader
  %accum.sroa.0.08.i.epil.init = phi double [ -0.000000e+00, %bb14.i.preheader ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit.loopexit.unr-lcssa" ]
  %iter.sroa.0.07.i.epil.init = phi i64 [ 0, %bb14.i.preheader ], [ %_24.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod7 = icmp ne i64 %xtraiter, 0, !dbg !499
  tail call void @llvm.assume(i1 %lcmp.mod7), !dbg !499
  br label %bb14.i.epil, !dbg !499

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.08.i.epil = phi double [ %_0.i1.i.i.epil, %bb14.i.epil ], [ %accum.sroa.0.08.i.epil.init, %bb14.i.epil.preheader ]
  %iter.sroa.0.07.i.epil = phi i64 [ %_24.i.epil, %bb14.i.epil ], [ %iter.sroa.0.07.i.epil.init, %bb14.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb14.i.epil ], [ 0, %bb14.i.epil.preheader ]
    #dbg_value(double %accum.sroa.0.08.i.epil, !328, !DIExpression(), !480)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !459, !DIExpression(), !500)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !437, !DIExpression(), !438)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !477, !DIExpression(), !478)
  %_24.i.epil = add nuw nsw i64 %iter.sroa.0.07.i.epil, 1, !dbg !501
    #dbg_value(i64 %_24.i.epil, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !482)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !338, !DIExpression(), !502)
    #dbg_value(ptr undef, !301, !DIExpression(), !385)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !302, !DIExpression(), !385)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !303, !DIExpression(), !503)
    #dbg_value(ptr undef, !254, !DIExpression(), !280)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !255, !DIExpression(), !280)
  %_3.i.i.i.epil = getelementptr inbounds nuw double, ptr %a.0, i64 %iter.sroa.0.07.i.epil, !dbg !504
    #dbg_value(ptr undef, !254, !DIExpression(), !506)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !255, !DIExpression(), !506)
  %_3.i4.i.i.epil = getelementptr inbounds nuw double, ptr %b.0, i64 %iter.sroa.0.07.i.epil, !dbg !508
  tail call void @llvm.experimental.noalias.scope.decl(metadata !510), !dbg !513
  tail call void @llvm.experimental.noalias.scope.decl(metadata !514), !dbg !513
    #dbg_value(double %accum.sroa.0.08.i.epil, !516, !DIExpression(), !529)
    #dbg_value(ptr %_3.i.i.i.epil, !522, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !529)
    #dbg_value(ptr %_3.i4.i.i.epil, !522, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !529)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !531), !dbg !534
  tail call void @llvm.experimental.noalias.scope.decl(metadata !535), !dbg !534
    #dbg_value(ptr poison, !537, !DIExpression(), !547)
    #dbg_value(ptr %_3.i.i.i.epil, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(ptr %_3.i4.i.i.epil, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(ptr %_3.i.i.i.epil, !543, !DIExpression(), !549)
    #dbg_value(ptr %_3.i.i.i.epil, !550, !DIExpression(), !557)
    #dbg_value(ptr %_3.i4.i.i.epil, !545, !DIExpression(), !549)
    #dbg_value(ptr %_3.i4.i.i.epil, !556, !DIExpression(), !557)
  %_5.i.i5.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !dbg !559, !alias.scope !560, !noalias !561, !noundef !20
  %_6.i.i.i.epil = load double, ptr %_3.i4.i.i.epil, align 8, !dbg !564, !alias.scope !565, !noalias !566, !noundef !20
  %_0.i.i.i.epil = fmul double %_5.i.i5.i.epil, %_6.i.i.i.epil, !dbg !567
    #dbg_value(ptr poison, !570, !DIExpression(), !578)
    #dbg_value(double %accum.sroa.0.08.i.epil, !576, !DIExpression(), !578)
    #dbg_value(double %_0.i.i.i.epil, !577, !DIExpression(), !578)
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.08.i.epil, %_0.i.i.i.epil, !dbg !580
    #dbg_value(double %_0.i1.i.i.epil, !328, !DIExpression(), !480)
    #dbg_value(ptr undef, !464, !DIExpression(), !483)
    #dbg_value(ptr undef, !458, !DIExpression(), !484)
    #dbg_value(ptr undef, !485, !DIExpression(), !495)
    #dbg_value(ptr undef, !494, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !497)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !499
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !499
  br i1 %epil.iter.cmp.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit", label %bb14.i.epil, !dbg !499, !llvm.loop !617

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit.loopexit.unr-lcssa", %bb14.i.epil, %start
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %start ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb14.i.epil ], !dbg !429
  ret double %accum.sroa.0.0.lcssa.i, !dbg !619
}

; Function Attrs: nonlazybind uwtable
define void @fir16(i64 noundef %i, ptr noalias noundef nonnull readonly align 8 captures(none) %inp.0, i64 noundef range(i64 0, 1152921504606846976) %inp.1, ptr noalias noundef nonnull readonly align 8 captures(none) %coeff.0, i64 noundef range(i64 0, 1152921504606846976) %coeff.1, ptr noalias noundef nonnull writeonly align 8 captures(none) %out.0, i64 noundef range(i64 0, 1152921504606846976) %out.1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !620 {
start:
    #dbg_value(ptr poison, !254, !DIExpression(), !628)
    #dbg_value(ptr poison, !301, !DIExpression(), !692)
    #dbg_value(i64 %i, !624, !DIExpression(), !693)
    #dbg_value(i64 %i, !694, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !705)
    #dbg_value(i64 %i, !707, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !715)
    #dbg_value(i64 %i, !717, !DIExpression(), !723)
    #dbg_value(i64 %i, !725, !DIExpression(), !736)
    #dbg_value(ptr %inp.0, !625, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !693)
    #dbg_value(ptr %inp.0, !702, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !705)
    #dbg_value(ptr %inp.0, !713, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !715)
    #dbg_value(ptr %inp.0, !734, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !736)
    #dbg_value(i64 %inp.1, !625, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !693)
    #dbg_value(i64 %inp.1, !702, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !705)
    #dbg_value(i64 %inp.1, !713, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !715)
    #dbg_value(i64 %inp.1, !734, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !736)
    #dbg_value(ptr %coeff.0, !626, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !693)
    #dbg_value(i64 %coeff.1, !626, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !693)
    #dbg_value(ptr %out.0, !627, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !693)
    #dbg_value(i64 %out.1, !627, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !693)
    #dbg_value(double -0.000000e+00, !673, !DIExpression(), !738)
    #dbg_declare(ptr poison, !674, !DIExpression(), !739)
    #dbg_value(double -0.000000e+00, !659, !DIExpression(), !740)
    #dbg_declare(ptr poison, !660, !DIExpression(), !741)
  %index = add i64 %i, 16, !dbg !742
    #dbg_value(i64 %index, !694, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !705)
    #dbg_value(i64 %index, !707, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !715)
    #dbg_value(i64 %index, !722, !DIExpression(), !723)
  %_17 = icmp ugt i64 %i, -17, !dbg !743
    #dbg_value(i64 16, !714, !DIExpression(), !715)
    #dbg_value(i64 16, !735, !DIExpression(), !736)
  %_11.not = icmp ugt i64 %index, %inp.1
  %or.cond = or i1 %_17, %_11.not, !dbg !743
  br i1 %or.cond, label %bb5, label %bb3, !dbg !743, !prof !744

bb3:                                              ; preds = %start
  %_20 = getelementptr inbounds nuw double, ptr %inp.0, i64 %i, !dbg !745
    #dbg_value(ptr %_20, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !746)
    #dbg_value(ptr %_20, !391, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !746)
    #dbg_value(ptr %coeff.0, !396, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !746)
    #dbg_value(i64 %coeff.1, !396, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !746)
    #dbg_value(ptr %_20, !401, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !748)
    #dbg_value(ptr %_20, !401, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !748)
    #dbg_value(ptr %coeff.0, !407, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !748)
    #dbg_value(!DIArgList(ptr %coeff.0, i64 %coeff.1), !407, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !748)
    #dbg_value(ptr %_20, !410, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !750)
    #dbg_value(ptr %_20, !410, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !750)
    #dbg_value(ptr %coeff.0, !413, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !750)
    #dbg_value(!DIArgList(ptr %coeff.0, i64 %coeff.1), !413, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !750)
    #dbg_value(i64 16, !418, !DIExpression(), !752)
    #dbg_value(i64 %coeff.1, !421, !DIExpression(), !752)
    #dbg_value(i64 16, !224, !DIExpression(), !754)
    #dbg_value(i64 %coeff.1, !228, !DIExpression(), !754)
  %_0.sroa.0.0.i.i.i = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %coeff.1, i64 16), !dbg !756
    #dbg_value(ptr %_20, !688, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !757)
    #dbg_value(ptr %_20, !682, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !758)
    #dbg_value(ptr %_20, !672, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !738)
    #dbg_value(ptr %_20, !658, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !740)
    #dbg_value(ptr %_20, !646, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !759)
    #dbg_value(ptr %_20, !688, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !757)
    #dbg_value(ptr %_20, !682, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !758)
    #dbg_value(ptr %_20, !672, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !738)
    #dbg_value(ptr %_20, !658, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !740)
    #dbg_value(ptr %_20, !646, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !759)
    #dbg_value(ptr %coeff.0, !688, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !757)
    #dbg_value(ptr %coeff.0, !682, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !758)
    #dbg_value(ptr %coeff.0, !672, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !738)
    #dbg_value(ptr %coeff.0, !658, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !740)
    #dbg_value(ptr %coeff.0, !646, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !759)
    #dbg_value(!DIArgList(ptr %coeff.0, i64 %coeff.1), !688, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !757)
    #dbg_value(!DIArgList(ptr %coeff.0, i64 %coeff.1), !682, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !758)
    #dbg_value(!DIArgList(ptr %coeff.0, i64 %coeff.1), !672, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !738)
    #dbg_value(!DIArgList(ptr %coeff.0, i64 %coeff.1), !658, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !740)
    #dbg_value(!DIArgList(ptr %coeff.0, i64 %coeff.1), !646, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !759)
    #dbg_value(i64 0, !688, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !757)
    #dbg_value(i64 0, !682, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !758)
    #dbg_value(i64 0, !672, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !738)
    #dbg_value(i64 0, !658, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !740)
    #dbg_value(i64 0, !646, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !759)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !688, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !757)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !682, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !758)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !672, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !738)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !658, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !740)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !646, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !759)
    #dbg_value(double -0.000000e+00, !647, !DIExpression(), !759)
    #dbg_declare(ptr poison, !648, !DIExpression(), !760)
    #dbg_value(i64 1, !761, !DIExpression(), !765)
    #dbg_value(i64 1, !778, !DIExpression(), !782)
    #dbg_value(double -0.000000e+00, !649, !DIExpression(), !784)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !650, !DIExpression(), !785)
    #dbg_value(i64 0, !651, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !786)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !651, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !786)
    #dbg_value(ptr undef, !775, !DIExpression(), !787)
    #dbg_value(ptr undef, !770, !DIExpression(), !788)
    #dbg_value(ptr undef, !789, !DIExpression(), !793)
    #dbg_value(ptr undef, !792, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !795)
  %_206.not.i = icmp eq i64 %coeff.1, 0, !dbg !796
  br i1 %_206.not.i, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit", label %bb14.i.preheader, !dbg !797

bb14.i.preheader:                                 ; preds = %bb3
  %xtraiter = and i64 %_0.sroa.0.0.i.i.i, 3, !dbg !797
  %0 = icmp samesign ult i64 %coeff.1, 4, !dbg !797
  br i1 %0, label %bb14.i.epil.preheader, label %bb14.i.preheader.new, !dbg !797

bb14.i.preheader.new:                             ; preds = %bb14.i.preheader
  %unroll_iter = and i64 %_0.sroa.0.0.i.i.i, 28, !dbg !797
  br label %bb14.i, !dbg !797

bb14.i:                                           ; preds = %bb14.i, %bb14.i.preheader.new
  %accum.sroa.0.08.i = phi double [ -0.000000e+00, %bb14.i.preheader.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.07.i = phi i64 [ 0, %bb14.i.preheader.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.i.preheader.new ], [ %niter.next.3, %bb14.i ]
    #dbg_value(double %accum.sroa.0.08.i, !649, !DIExpression(), !784)
    #dbg_value(i64 %iter.sroa.0.07.i, !771, !DIExpression(), !798)
    #dbg_value(i64 %iter.sroa.0.07.i, !764, !DIExpression(), !765)
    #dbg_value(i64 %iter.sroa.0.07.i, !781, !DIExpression(), !782)
  %_24.i = or disjoint i64 %iter.sroa.0.07.i, 1, !dbg !799
    #dbg_value(i64 %_24.i, !651, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !786)
    #dbg_value(i64 %iter.sroa.0.07.i, !652, !DIExpression(), !800)
    #dbg_value(ptr undef, !301, !DIExpression(), !692)
    #dbg_value(i64 %iter.sroa.0.07.i, !302, !DIExpression(), !692)
    #dbg_value(i64 %iter.sroa.0.07.i, !303, !DIExpression(), !801)
    #dbg_value(ptr undef, !254, !DIExpression(), !628)
    #dbg_value(i64 %iter.sroa.0.07.i, !255, !DIExpression(), !628)
  %_3.i.i.i = getelementptr inbounds nuw double, ptr %_20, i64 %iter.sroa.0.07.i, !dbg !802
    #dbg_value(ptr undef, !254, !DIExpression(), !804)
    #dbg_value(i64 %iter.sroa.0.07.i, !255, !DIExpression(), !804)
  %_3.i4.i.i = getelementptr inbounds nuw double, ptr %coeff.0, i64 %iter.sroa.0.07.i, !dbg !806
  tail call void @llvm.experimental.noalias.scope.decl(metadata !808), !dbg !811
  tail call void @llvm.experimental.noalias.scope.decl(metadata !812), !dbg !811
    #dbg_value(double %accum.sroa.0.08.i, !814, !DIExpression(), !826)
    #dbg_value(ptr %_3.i.i.i, !820, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !826)
    #dbg_value(ptr %_3.i4.i.i, !820, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !826)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !828), !dbg !831
  tail call void @llvm.experimental.noalias.scope.decl(metadata !832), !dbg !831
    #dbg_value(ptr poison, !834, !DIExpression(), !844)
    #dbg_value(ptr %_3.i.i.i, !843, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !844)
    #dbg_value(ptr %_3.i4.i.i, !843, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !844)
    #dbg_value(ptr %_3.i.i.i, !840, !DIExpression(), !846)
    #dbg_value(ptr %_3.i.i.i, !847, !DIExpression(), !851)
    #dbg_value(ptr %_3.i4.i.i, !842, !DIExpression(), !846)
    #dbg_value(ptr %_3.i4.i.i, !850, !DIExpression(), !851)
  %_5.i.i5.i = load double, ptr %_3.i.i.i, align 8, !dbg !853, !alias.scope !854, !noalias !855, !noundef !20
  %_6.i.i.i = load double, ptr %_3.i4.i.i, align 8, !dbg !858, !alias.scope !859, !noalias !860, !noundef !20
  %_0.i.i.i = fmul double %_5.i.i5.i, %_6.i.i.i, !dbg !861
    #dbg_value(ptr poison, !864, !DIExpression(), !872)
    #dbg_value(double %accum.sroa.0.08.i, !870, !DIExpression(), !872)
    #dbg_value(double %_0.i.i.i, !871, !DIExpression(), !872)
  %_0.i1.i.i = fadd double %accum.sroa.0.08.i, %_0.i.i.i, !dbg !874
    #dbg_value(double %_0.i1.i.i, !649, !DIExpression(), !784)
    #dbg_value(ptr undef, !775, !DIExpression(), !787)
    #dbg_value(ptr undef, !770, !DIExpression(), !788)
    #dbg_value(ptr undef, !789, !DIExpression(), !793)
    #dbg_value(ptr undef, !792, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !795)
    #dbg_value(i64 %_24.i, !771, !DIExpression(), !798)
    #dbg_value(i64 %_24.i, !764, !DIExpression(), !765)
    #dbg_value(i64 %_24.i, !781, !DIExpression(), !782)
  %_24.i.1 = or disjoint i64 %iter.sroa.0.07.i, 2, !dbg !799
    #dbg_value(i64 %_24.i.1, !651, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !786)
    #dbg_value(i64 %_24.i, !652, !DIExpression(), !800)
    #dbg_value(i64 %_24.i, !302, !DIExpression(), !692)
    #dbg_value(i64 %_24.i, !303, !DIExpression(), !801)
    #dbg_value(i64 %_24.i, !255, !DIExpression(), !628)
  %_3.i.i.i.1 = getelementptr inbounds nuw double, ptr %_20, i64 %_24.i, !dbg !802
    #dbg_value(i64 %_24.i, !255, !DIExpression(), !804)
  %_3.i4.i.i.1 = getelementptr inbounds nuw double, ptr %coeff.0, i64 %_24.i, !dbg !806
  tail call void @llvm.experimental.noalias.scope.decl(metadata !875), !dbg !811
  tail call void @llvm.experimental.noalias.scope.decl(metadata !877), !dbg !811
    #dbg_value(double %_0.i1.i.i, !814, !DIExpression(), !826)
    #dbg_value(ptr %_3.i.i.i.1, !820, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !826)
    #dbg_value(ptr %_3.i4.i.i.1, !820, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !826)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !879), !dbg !831
  tail call void @llvm.experimental.noalias.scope.decl(metadata !881), !dbg !831
    #dbg_value(ptr %_3.i.i.i.1, !843, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !844)
    #dbg_value(ptr %_3.i4.i.i.1, !843, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !844)
    #dbg_value(ptr %_3.i.i.i.1, !840, !DIExpression(), !846)
    #dbg_value(ptr %_3.i.i.i.1, !847, !DIExpression(), !851)
    #dbg_value(ptr %_3.i4.i.i.1, !842, !DIExpression(), !846)
    #dbg_value(ptr %_3.i4.i.i.1, !850, !DIExpression(), !851)
  %_5.i.i5.i.1 = load double, ptr %_3.i.i.i.1, align 8, !dbg !853, !alias.scope !883, !noalias !884, !noundef !20
  %_6.i.i.i.1 = load double, ptr %_3.i4.i.i.1, align 8, !dbg !858, !alias.scope !885, !noalias !886, !noundef !20
  %_0.i.i.i.1 = fmul double %_5.i.i5.i.1, %_6.i.i.i.1, !dbg !861
    #dbg_value(double %_0.i1.i.i, !870, !DIExpression(), !872)
    #dbg_value(double %_0.i.i.i.1, !871, !DIExpression(), !872)
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1, !dbg !874
    #dbg_value(double %_0.i1.i.i.1, !649, !DIExpression(), !784)
    #dbg_value(i64 %_24.i.1, !771, !DIExpression(), !798)
    #dbg_value(i64 %_24.i.1, !764, !DIExpression(), !765)
    #dbg_value(i64 %_24.i.1, !781, !DIExpression(), !782)
  %_24.i.2 = or disjoint i64 %iter.sroa.0.07.i, 3, !dbg !799
    #dbg_value(i64 %_24.i.2, !651, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !786)
    #dbg_value(i64 %_24.i.1, !652, !DIExpression(), !800)
    #dbg_value(i64 %_24.i.1, !302, !DIExpression(), !692)
    #dbg_value(i64 %_24.i.1, !303, !DIExpression(), !801)
    #dbg_value(i64 %_24.i.1, !255, !DIExpression(), !628)
  %_3.i.i.i.2 = getelementptr inbounds nuw double, ptr %_20, i64 %_24.i.1, !dbg !802
    #dbg_value(i64 %_24.i.1, !255, !DIExpression(), !804)
  %_3.i4.i.i.2 = getelementptr inbounds nuw double, ptr %coeff.0, i64 %_24.i.1, !dbg !806
  tail call void @llvm.experimental.noalias.scope.decl(metadata !887), !dbg !811
  tail call void @llvm.experimental.noalias.scope.decl(metadata !889), !dbg !811
    #dbg_value(double %_0.i1.i.i.1, !814, !DIExpression(), !826)
    #dbg_value(ptr %_3.i.i.i.2, !820, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !826)
    #dbg_value(ptr %_3.i4.i.i.2, !820, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !826)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !891), !dbg !831
  tail call void @llvm.experimental.noalias.scope.decl(metadata !893), !dbg !831
    #dbg_value(ptr %_3.i.i.i.2, !843, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !844)
    #dbg_value(ptr %_3.i4.i.i.2, !843, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !844)
    #dbg_value(ptr %_3.i.i.i.2, !840, !DIExpression(), !846)
    #dbg_value(ptr %_3.i.i.i.2, !847, !DIExpression(), !851)
    #dbg_value(ptr %_3.i4.i.i.2, !842, !DIExpression(), !846)
    #dbg_value(ptr %_3.i4.i.i.2, !850, !DIExpression(), !851)
  %_5.i.i5.i.2 = load double, ptr %_3.i.i.i.2, align 8, !dbg !853, !alias.scope !895, !noalias !896, !noundef !20
  %_6.i.i.i.2 = load double, ptr %_3.i4.i.i.2, align 8, !dbg !858, !alias.scope !897, !noalias !898, !noundef !20
  %_0.i.i.i.2 = fmul double %_5.i.i5.i.2, %_6.i.i.i.2, !dbg !861
    #dbg_value(double %_0.i1.i.i.1, !870, !DIExpression(), !872)
    #dbg_value(double %_0.i.i.i.2, !871, !DIExpression(), !872)
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2, !dbg !874
    #dbg_value(double %_0.i1.i.i.2, !649, !DIExpression(), !784)
    #dbg_value(i64 %_24.i.2, !771, !DIExpression(), !798)
    #dbg_value(i64 %_24.i.2, !764, !DIExpression(), !765)
    #dbg_value(i64 %_24.i.2, !781, !DIExpression(), !782)
  %_24.i.3 = add nuw nsw i64 %iter.sroa.0.07.i, 4, !dbg !799
    #dbg_value(i64 %_24.i.3, !651, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !786)
    #dbg_value(i64 %_24.i.2, !652, !DIExpression(), !800)
    #dbg_value(i64 %_24.i.2, !302, !DIExpression(), !692)
    #dbg_value(i64 %_24.i.2, !303, !DIExpression(), !801)
    #dbg_value(i64 %_24.i.2, !255, !DIExpression(), !628)
  %_3.i.i.i.3 = getelementptr inbounds nuw double, ptr %_20, i64 %_24.i.2, !dbg !802
    #dbg_value(i64 %_24.i.2, !255, !DIExpression(), !804)
  %_3.i4.i.i.3 = getelementptr inbounds nuw double, ptr %coeff.0, i64 %_24.i.2, !dbg !806
  tail call void @llvm.experimental.noalias.scope.decl(metadata !899), !dbg !811
  tail call void @llvm.experimental.noalias.scope.decl(metadata !901), !dbg !811
    #dbg_value(double %_0.i1.i.i.2, !814, !DIExpression(), !826)
    #dbg_value(ptr %_3.i.i.i.3, !820, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !826)
    #dbg_value(ptr %_3.i4.i.i.3, !820, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !826)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !903), !dbg !831
  tail call void @llvm.experimental.noalias.scope.decl(metadata !905), !dbg !831
    #dbg_value(ptr %_3.i.i.i.3, !843, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !844)
    #dbg_value(ptr %_3.i4.i.i.3, !843, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !844)
    #dbg_value(ptr %_3.i.i.i.3, !840, !DIExpression(), !846)
    #dbg_value(ptr %_3.i.i.i.3, !847, !DIExpression(), !851)
    #dbg_value(ptr %_3.i4.i.i.3, !842, !DIExpression(), !846)
    #dbg_value(ptr %_3.i4.i.i.3, !850, !DIExpression(), !851)
  %_5.i.i5.i.3 = load double, ptr %_3.i.i.i.3, align 8, !dbg !853, !alias.scope !907, !noalias !908, !noundef !20
  %_6.i.i.i.3 = load double, ptr %_3.i4.i.i.3, align 8, !dbg !858, !alias.scope !909, !noalias !910, !noundef !20
  %_0.i.i.i.3 = fmul double %_5.i.i5.i.3, %_6.i.i.i.3, !dbg !861
    #dbg_value(double %_0.i1.i.i.2, !870, !DIExpression(), !872)
    #dbg_value(double %_0.i.i.i.3, !871, !DIExpression(), !872)
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3, !dbg !874
    #dbg_value(double %_0.i1.i.i.3, !649, !DIExpression(), !784)
  %niter.next.3 = add i64 %niter, 4, !dbg !797
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !797
  br i1 %niter.ncmp.3, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit.loopexit.unr-lcssa", label %bb14.i, !dbg !797

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit.loopexit.unr-lcssa": ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !797
  br i1 %lcmp.mod.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit", label %bb14.i.epil.preheader, !dbg !797

bb14.i.epil.preheader:                            ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit.loopexit.unr-lcssa", %bb14.i.preheader
  %accum.sroa.0.08.i.epil.init = phi double [ -0.000000e+00, %bb14.i.preheader ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit.loopexit.unr-lcssa" ]
  %iter.sroa.0.07.i.epil.init = phi i64 [ 0, %bb14.i.preheader ], [ %_24.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod8 = icmp ne i64 %xtraiter, 0, !dbg !797
  tail call void @llvm.assume(i1 %lcmp.mod8), !dbg !797
  br label %bb14.i.epil, !dbg !797

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.08.i.epil = phi double [ %_0.i1.i.i.epil, %bb14.i.epil ], [ %accum.sroa.0.08.i.epil.init, %bb14.i.epil.preheader ]
  %iter.sroa.0.07.i.epil = phi i64 [ %_24.i.epil, %bb14.i.epil ], [ %iter.sroa.0.07.i.epil.init, %bb14.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb14.i.epil ], [ 0, %bb14.i.epil.preheader ]
    #dbg_value(double %accum.sroa.0.08.i.epil, !649, !DIExpression(), !784)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !771, !DIExpression(), !798)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !764, !DIExpression(), !765)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !781, !DIExpression(), !782)
  %_24.i.epil = add nuw nsw i64 %iter.sroa.0.07.i.epil, 1, !dbg !799
    #dbg_value(i64 %_24.i.epil, !651, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !786)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !652, !DIExpression(), !800)
    #dbg_value(ptr undef, !301, !DIExpression(), !692)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !302, !DIExpression(), !692)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !303, !DIExpression(), !801)
    #dbg_value(ptr undef, !254, !DIExpression(), !628)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !255, !DIExpression(), !628)
  %_3.i.i.i.epil = getelementptr inbounds nuw double, ptr %_20, i64 %iter.sroa.0.07.i.epil, !dbg !802
    #dbg_value(ptr undef, !254, !DIExpression(), !804)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !255, !DIExpression(), !804)
  %_3.i4.i.i.epil = getelementptr inbounds nuw double, ptr %coeff.0, i64 %iter.sroa.0.07.i.epil, !dbg !806
  tail call void @llvm.experimental.noalias.scope.decl(metadata !808), !dbg !811
  tail call void @llvm.experimental.noalias.scope.decl(metadata !812), !dbg !811
    #dbg_value(double %accum.sroa.0.08.i.epil, !814, !DIExpression(), !826)
    #dbg_value(ptr %_3.i.i.i.epil, !820, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !826)
    #dbg_value(ptr %_3.i4.i.i.epil, !820, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !826)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !828), !dbg !831
  tail call void @llvm.experimental.noalias.scope.decl(metadata !832), !dbg !831
    #dbg_value(ptr poison, !834, !DIExpression(), !844)
    #dbg_value(ptr %_3.i.i.i.epil, !843, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !844)
    #dbg_value(ptr %_3.i4.i.i.epil, !843, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !844)
    #dbg_value(ptr %_3.i.i.i.epil, !840, !DIExpression(), !846)
    #dbg_value(ptr %_3.i.i.i.epil, !847, !DIExpression(), !851)
    #dbg_value(ptr %_3.i4.i.i.epil, !842, !DIExpression(), !846)
    #dbg_value(ptr %_3.i4.i.i.epil, !850, !DIExpression(), !851)
  %_5.i.i5.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !dbg !853, !alias.scope !854, !noalias !855, !noundef !20
  %_6.i.i.i.epil = load double, ptr %_3.i4.i.i.epil, align 8, !dbg !858, !alias.scope !859, !noalias !860, !noundef !20
  %_0.i.i.i.epil = fmul double %_5.i.i5.i.epil, %_6.i.i.i.epil, !dbg !861
    #dbg_value(ptr poison, !864, !DIExpression(), !872)
    #dbg_value(double %accum.sroa.0.08.i.epil, !870, !DIExpression(), !872)
    #dbg_value(double %_0.i.i.i.epil, !871, !DIExpression(), !872)
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.08.i.epil, %_0.i.i.i.epil, !dbg !874
    #dbg_value(double %_0.i1.i.i.epil, !649, !DIExpression(), !784)
    #dbg_value(ptr undef, !775, !DIExpression(), !787)
    #dbg_value(ptr undef, !770, !DIExpression(), !788)
    #dbg_value(ptr undef, !789, !DIExpression(), !793)
    #dbg_value(ptr undef, !792, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !795)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !797
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !797
  br i1 %epil.iter.cmp.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit", label %bb14.i.epil, !dbg !797, !llvm.loop !911

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit.loopexit.unr-lcssa", %bb14.i.epil, %bb3
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %bb3 ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb14.i.epil ], !dbg !759
  %_10 = icmp samesign ult i64 %i, %out.1, !dbg !912
  br i1 %_10, label %bb2, label %panic, !dbg !912

bb5:                                              ; preds = %start
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %i, i64 noundef %index, i64 noundef %inp.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_879ac70a45d8922c87c5cc53afb43300) #9, !dbg !913
  unreachable, !dbg !913

bb2:                                              ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit"
  %1 = getelementptr inbounds nuw double, ptr %out.0, i64 %i, !dbg !912
  store double %accum.sroa.0.0.lcssa.i, ptr %1, align 8, !dbg !912
  ret void, !dbg !914

panic:                                            ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E.exit"
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %out.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_22311a3aa56b6aa554ad094a58e83bb4) #9, !dbg !912
  unreachable, !dbg !912
}

; Function Attrs: nonlazybind uwtable
define void @moving_sum(ptr noalias noundef nonnull readonly align 8 captures(none) %inp.0, i64 noundef range(i64 0, 1152921504606846976) %inp.1, ptr noalias noundef nonnull writeonly align 8 captures(none) %out.0, i64 noundef range(i64 0, 1152921504606846976) %out.1, i64 noundef %width) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !915 {
start:
    #dbg_value(ptr poison, !90, !DIExpression(), !947)
    #dbg_value(ptr poison, !972, !DIExpression(), !980)
    #dbg_value(ptr poison, !977, !DIExpression(), !981)
    #dbg_value(ptr %inp.0, !919, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !982)
    #dbg_value(ptr %inp.0, !983, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !993)
    #dbg_value(i64 %inp.1, !919, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !982)
    #dbg_value(i64 %inp.1, !983, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !993)
    #dbg_value(ptr %out.0, !920, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !982)
    #dbg_value(i64 %out.1, !920, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !982)
    #dbg_value(i64 %width, !921, !DIExpression(), !982)
    #dbg_value(i64 %width, !990, !DIExpression(), !993)
    #dbg_value(ptr @alloc_d0b5540d38aa67683bd942cb6db4a43b, !995, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1018)
    #dbg_value(i64 28, !995, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1018)
    #dbg_value(i64 %width, !1015, !DIExpression(), !1018)
  %.not = icmp eq i64 %width, 0, !dbg !1020
  br i1 %.not, label %bb6, label %bb7, !dbg !1021, !prof !1022

bb7:                                              ; preds = %start
    #dbg_value(ptr %inp.0, !1023, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1031)
    #dbg_value(i64 %inp.1, !1023, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1031)
    #dbg_value(i64 %width, !1023, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1031)
    #dbg_value(ptr %out.0, !1028, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1031)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1028, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1031)
    #dbg_value(ptr %out.0, !1033, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1038)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1033, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1038)
    #dbg_value(ptr %inp.0, !1037, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1038)
    #dbg_value(ptr %inp.0, !1040, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1046)
    #dbg_value(i64 %inp.1, !1037, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1038)
    #dbg_value(i64 %inp.1, !1040, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1046)
    #dbg_value(i64 %width, !1037, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1038)
    #dbg_value(i64 %width, !1040, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1046)
    #dbg_value(ptr %out.0, !1043, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1046)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1043, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1046)
    #dbg_value(i64 %out.1, !1048, !DIExpression(), !1052)
    #dbg_value(ptr undef, !1054, !DIExpression(), !1063)
    #dbg_value(ptr undef, !1065, !DIExpression(), !1078)
  %_2.i.i.i.i = icmp ule i64 %width, %inp.1, !dbg !1080
  %reass.sub.i.i = add nuw nsw i64 %inp.1, 1, !dbg !1080
  %size.i.i.i.i = sub i64 %reass.sub.i.i, %width, !dbg !1080
    #dbg_value(i64 poison, !1051, !DIExpression(), !1052)
    #dbg_value(i64 %out.1, !224, !DIExpression(), !1081)
    #dbg_value(i64 poison, !228, !DIExpression(), !1081)
  %0 = tail call i64 @llvm.umin.i64(i64 %size.i.i.i.i, i64 %out.1), !dbg !1083
    #dbg_value(ptr %out.0, !922, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !922, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1084)
    #dbg_value(ptr %inp.0, !922, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1084)
    #dbg_value(i64 %inp.1, !922, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1084)
    #dbg_value(i64 %width, !922, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1084)
    #dbg_value(i64 0, !922, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1084)
    #dbg_value(i64 poison, !922, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !1084)
    #dbg_value(ptr undef, !977, !DIExpression(), !981)
    #dbg_value(ptr undef, !972, !DIExpression(), !980)
  %_2.i1718 = icmp ne i64 %0, 0, !dbg !1085
  %_2.i19 = select i1 %_2.i.i.i.i, i1 %_2.i1718, i1 false, !dbg !1085
  br i1 %_2.i19, label %bb4.preheader, label %bb5, !dbg !1085

bb4.preheader:                                    ; preds = %bb7
  %xtraiter = and i64 %width, 7
  %1 = icmp ult i64 %width, 8
  %unroll_iter = and i64 %width, -8
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %lcmp.mod23 = icmp ne i64 %xtraiter, 0
  br label %bb4, !dbg !1086

bb6:                                              ; preds = %start
; call core::option::expect_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_d0b5540d38aa67683bd942cb6db4a43b, i64 noundef 28, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ba9fb9fecd5ad639241538e20dc0a5c1) #9, !dbg !1127
  unreachable, !dbg !1127

bb4:                                              ; preds = %bb4.preheader, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit"
  %iter.sroa.10.020 = phi i64 [ %9, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit" ], [ 0, %bb4.preheader ]
    #dbg_value(i64 %iter.sroa.10.020, !973, !DIExpression(), !1128)
    #dbg_value(i64 %9, !922, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1084)
    #dbg_value(ptr undef, !90, !DIExpression(), !947)
    #dbg_value(i64 %iter.sroa.10.020, !98, !DIExpression(), !947)
    #dbg_value(ptr undef, !1129, !DIExpression(), !1136)
    #dbg_value(i64 %iter.sroa.10.020, !1135, !DIExpression(), !1136)
    #dbg_value(i64 %iter.sroa.10.020, !1138, !DIExpression(), !1147)
    #dbg_value(ptr %inp.0, !1146, !DIExpression(), !1147)
  %data.i.i = getelementptr inbounds nuw double, ptr %inp.0, i64 %iter.sroa.10.020, !dbg !1149
    #dbg_value(ptr %_3.i.i, !944, !DIExpression(), !1150)
    #dbg_value(ptr %data.i.i, !946, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1150)
    #dbg_value(i64 %width, !946, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1150)
    #dbg_value(ptr %data.i.i, !1124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1151)
    #dbg_value(ptr %data.i.i, !1118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1152)
    #dbg_value(ptr %data.i.i, !1096, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1153)
    #dbg_value(double -0.000000e+00, !1097, !DIExpression(), !1153)
    #dbg_declare(ptr poison, !1098, !DIExpression(), !1154)
    #dbg_value(i64 1, !1155, !DIExpression(), !1159)
    #dbg_value(!DIArgList(ptr %data.i.i, i64 %width), !1124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1151)
    #dbg_value(!DIArgList(ptr %data.i.i, i64 %width), !1118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1152)
    #dbg_value(!DIArgList(ptr %data.i.i, i64 %width), !1096, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1153)
    #dbg_value(double -0.000000e+00, !1103, !DIExpression(), !1161)
    #dbg_value(i64 0, !1104, !DIExpression(), !1162)
    #dbg_value(i64 0, !1158, !DIExpression(), !1159)
    #dbg_value(i64 %width, !1105, !DIExpression(), !1163)
  br i1 %1, label %bb8.i.epil.preheader, label %bb8.i, !dbg !1086

bb8.i:                                            ; preds = %bb4, %bb8.i
  %i.sroa.0.0.i = phi i64 [ %_27.i.7, %bb8.i ], [ 0, %bb4 ], !dbg !1161
  %acc.sroa.0.0.i = phi double [ %_0.i.i.7, %bb8.i ], [ -0.000000e+00, %bb4 ], !dbg !1153
  %niter = phi i64 [ %niter.next.7, %bb8.i ], [ 0, %bb4 ]
    #dbg_value(double %acc.sroa.0.0.i, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i, !1158, !DIExpression(), !1159)
    #dbg_value(i64 %i.sroa.0.0.i, !1104, !DIExpression(), !1162)
    #dbg_value(ptr %data.i.i, !1164, !DIExpression(), !1172)
    #dbg_value(i64 %i.sroa.0.0.i, !1171, !DIExpression(), !1172)
  %_45.i = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i, !dbg !1174
    #dbg_value(ptr poison, !1175, !DIExpression(), !1183)
    #dbg_value(double %acc.sroa.0.0.i, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i, !1185, !DIExpression(), !1189)
  %_4.i.i = load double, ptr %_45.i, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i = fadd double %acc.sroa.0.0.i, %_4.i.i, !dbg !1195
    #dbg_value(double %_0.i.i, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i, !1104, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1162)
    #dbg_value(i64 %i.sroa.0.0.i, !1158, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1159)
    #dbg_value(i64 %i.sroa.0.0.i, !1171, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1172)
  %2 = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i, !dbg !1174
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !1174
    #dbg_value(double %_0.i.i, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.1, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.1, !1185, !DIExpression(), !1189)
  %_4.i.i.1 = load double, ptr %_45.i.1, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i.1 = fadd double %_0.i.i, %_4.i.i.1, !dbg !1195
    #dbg_value(double %_0.i.i.1, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i, !1104, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1162)
    #dbg_value(i64 %i.sroa.0.0.i, !1158, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1159)
    #dbg_value(i64 %i.sroa.0.0.i, !1171, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1172)
  %3 = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i, !dbg !1174
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %3, i64 16, !dbg !1174
    #dbg_value(double %_0.i.i.1, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.2, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.2, !1185, !DIExpression(), !1189)
  %_4.i.i.2 = load double, ptr %_45.i.2, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i.2 = fadd double %_0.i.i.1, %_4.i.i.2, !dbg !1195
    #dbg_value(double %_0.i.i.2, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i, !1104, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1162)
    #dbg_value(i64 %i.sroa.0.0.i, !1158, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1159)
    #dbg_value(i64 %i.sroa.0.0.i, !1171, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1172)
  %4 = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i, !dbg !1174
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %4, i64 24, !dbg !1174
    #dbg_value(double %_0.i.i.2, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.3, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.3, !1185, !DIExpression(), !1189)
  %_4.i.i.3 = load double, ptr %_45.i.3, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i.3 = fadd double %_0.i.i.2, %_4.i.i.3, !dbg !1195
    #dbg_value(double %_0.i.i.3, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i, !1104, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !1162)
    #dbg_value(i64 %i.sroa.0.0.i, !1158, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !1159)
    #dbg_value(i64 %i.sroa.0.0.i, !1171, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !1172)
  %5 = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i, !dbg !1174
  %_45.i.4 = getelementptr inbounds nuw i8, ptr %5, i64 32, !dbg !1174
    #dbg_value(double %_0.i.i.3, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.4, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.4, !1185, !DIExpression(), !1189)
  %_4.i.i.4 = load double, ptr %_45.i.4, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i.4 = fadd double %_0.i.i.3, %_4.i.i.4, !dbg !1195
    #dbg_value(double %_0.i.i.4, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i, !1104, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !1162)
    #dbg_value(i64 %i.sroa.0.0.i, !1158, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !1159)
    #dbg_value(i64 %i.sroa.0.0.i, !1171, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !1172)
  %6 = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i, !dbg !1174
  %_45.i.5 = getelementptr inbounds nuw i8, ptr %6, i64 40, !dbg !1174
    #dbg_value(double %_0.i.i.4, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.5, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.5, !1185, !DIExpression(), !1189)
  %_4.i.i.5 = load double, ptr %_45.i.5, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i.5 = fadd double %_0.i.i.4, %_4.i.i.5, !dbg !1195
    #dbg_value(double %_0.i.i.5, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i, !1104, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !1162)
    #dbg_value(i64 %i.sroa.0.0.i, !1158, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !1159)
    #dbg_value(i64 %i.sroa.0.0.i, !1171, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !1172)
  %7 = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i, !dbg !1174
  %_45.i.6 = getelementptr inbounds nuw i8, ptr %7, i64 48, !dbg !1174
    #dbg_value(double %_0.i.i.5, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.6, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.6, !1185, !DIExpression(), !1189)
  %_4.i.i.6 = load double, ptr %_45.i.6, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i.6 = fadd double %_0.i.i.5, %_4.i.i.6, !dbg !1195
    #dbg_value(double %_0.i.i.6, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i, !1104, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !1162)
    #dbg_value(i64 %i.sroa.0.0.i, !1158, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !1159)
    #dbg_value(i64 %i.sroa.0.0.i, !1171, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !1172)
  %8 = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i, !dbg !1174
  %_45.i.7 = getelementptr inbounds nuw i8, ptr %8, i64 56, !dbg !1174
    #dbg_value(double %_0.i.i.6, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.7, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.7, !1185, !DIExpression(), !1189)
  %_4.i.i.7 = load double, ptr %_45.i.7, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i.7 = fadd double %_0.i.i.6, %_4.i.i.7, !dbg !1195
    #dbg_value(double %_0.i.i.7, !1103, !DIExpression(), !1161)
  %_27.i.7 = add nuw i64 %i.sroa.0.0.i, 8, !dbg !1199
    #dbg_value(i64 %_27.i.7, !1104, !DIExpression(), !1162)
    #dbg_value(i64 %_27.i.7, !1158, !DIExpression(), !1159)
  %niter.next.7 = add i64 %niter, 8, !dbg !1200
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter, !dbg !1200
  br i1 %niter.ncmp.7, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit.unr-lcssa", label %bb8.i, !dbg !1200

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit.unr-lcssa": ; preds = %bb8.i
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit", label %bb8.i.epil.preheader, !dbg !1200

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit.unr-lcssa", %bb4
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb4 ], [ %_27.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb4 ], [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit.unr-lcssa" ]
  tail call void @llvm.assume(i1 %lcmp.mod23), !dbg !1200
  br label %bb8.i.epil, !dbg !1200

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], [ %_27.i.epil, %bb8.i.epil ], !dbg !1161
  %acc.sroa.0.0.i.epil = phi double [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], [ %_0.i.i.epil, %bb8.i.epil ], !dbg !1153
  %epil.iter = phi i64 [ 0, %bb8.i.epil.preheader ], [ %epil.iter.next, %bb8.i.epil ]
    #dbg_value(double %acc.sroa.0.0.i.epil, !1103, !DIExpression(), !1161)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1158, !DIExpression(), !1159)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1104, !DIExpression(), !1162)
    #dbg_value(ptr %data.i.i, !1164, !DIExpression(), !1172)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1171, !DIExpression(), !1172)
  %_45.i.epil = getelementptr inbounds nuw double, ptr %data.i.i, i64 %i.sroa.0.0.i.epil, !dbg !1174
    #dbg_value(ptr poison, !1175, !DIExpression(), !1183)
    #dbg_value(double %acc.sroa.0.0.i.epil, !1181, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.epil, !1182, !DIExpression(), !1183)
    #dbg_value(ptr %_45.i.epil, !1185, !DIExpression(), !1189)
  %_4.i.i.epil = load double, ptr %_45.i.epil, align 8, !dbg !1191, !alias.scope !1192, !noundef !20
  %_0.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_4.i.i.epil, !dbg !1195
    #dbg_value(double %_0.i.i.epil, !1103, !DIExpression(), !1161)
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1, !dbg !1199
    #dbg_value(i64 %_27.i.epil, !1104, !DIExpression(), !1162)
    #dbg_value(i64 %_27.i.epil, !1158, !DIExpression(), !1159)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !1200
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !1200
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit", label %bb8.i.epil, !dbg !1200, !llvm.loop !1201

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit": ; preds = %bb8.i.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit.unr-lcssa"
  %_0.i.i.lcssa = phi double [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit.unr-lcssa" ], [ %_0.i.i.epil, %bb8.i.epil ], !dbg !1195
  %9 = add nuw nsw i64 %iter.sroa.10.020, 1, !dbg !1202
  %_3.i.i = getelementptr inbounds nuw double, ptr %out.0, i64 %iter.sroa.10.020, !dbg !1203
  store double %_0.i.i.lcssa, ptr %_3.i.i, align 8, !dbg !1205
    #dbg_value(i64 %9, !922, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1084)
    #dbg_value(ptr undef, !977, !DIExpression(), !981)
    #dbg_value(ptr undef, !972, !DIExpression(), !980)
  %_2.i17 = icmp samesign ugt i64 %0, %9, !dbg !1085
  br i1 %_2.i17, label %bb4, label %bb5, !dbg !1085

bb5:                                              ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E.exit", %bb7
    #dbg_value(i64 poison, !922, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1084)
  ret void, !dbg !1206
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable
define void @smooth3(ptr noalias noundef nonnull readonly align 8 captures(none) %inp.0, i64 noundef range(i64 0, 1152921504606846976) %inp.1, ptr noalias noundef nonnull writeonly align 8 captures(none) %out.0, i64 noundef range(i64 0, 1152921504606846976) %out.1) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !1207 {
start:
    #dbg_value(ptr poison, !90, !DIExpression(), !1218)
    #dbg_value(ptr poison, !972, !DIExpression(), !1226)
    #dbg_value(ptr poison, !1223, !DIExpression(), !1227)
    #dbg_value(ptr %inp.0, !1211, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1228)
    #dbg_value(i64 %inp.1, !1211, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1228)
    #dbg_value(ptr %out.0, !1212, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1228)
    #dbg_value(i64 %out.1, !1212, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1228)
    #dbg_value(ptr %inp.0, !1023, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1229)
    #dbg_value(i64 %inp.1, !1023, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1229)
    #dbg_value(i64 3, !1023, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1229)
    #dbg_value(ptr %out.0, !1028, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1229)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1028, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1229)
    #dbg_value(ptr %out.0, !1033, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1231)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1033, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1231)
    #dbg_value(ptr %inp.0, !1037, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1231)
    #dbg_value(ptr %inp.0, !1040, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1233)
    #dbg_value(i64 %inp.1, !1037, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1231)
    #dbg_value(i64 %inp.1, !1040, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1233)
    #dbg_value(i64 3, !1037, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1231)
    #dbg_value(i64 3, !1040, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1233)
    #dbg_value(ptr %out.0, !1043, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1233)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1043, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1233)
    #dbg_value(i64 %out.1, !1048, !DIExpression(), !1235)
    #dbg_value(ptr undef, !1054, !DIExpression(), !1237)
    #dbg_value(ptr undef, !1065, !DIExpression(), !1239)
  %_2.i.i.i.i = icmp samesign ugt i64 %inp.1, 2, !dbg !1241
  %size.i.i.i.i = add nsw i64 %inp.1, -2, !dbg !1241
    #dbg_value(i64 poison, !1051, !DIExpression(), !1235)
    #dbg_value(i64 %out.1, !224, !DIExpression(), !1242)
    #dbg_value(i64 poison, !228, !DIExpression(), !1242)
  %0 = tail call i64 @llvm.umin.i64(i64 %size.i.i.i.i, i64 %out.1), !dbg !1244
    #dbg_value(ptr %out.0, !1213, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1245)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1213, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1245)
    #dbg_value(ptr %inp.0, !1213, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1245)
    #dbg_value(i64 %inp.1, !1213, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1245)
    #dbg_value(i64 3, !1213, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1245)
    #dbg_value(i64 0, !1213, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1245)
    #dbg_value(i64 poison, !1213, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !1245)
    #dbg_value(ptr undef, !1223, !DIExpression(), !1227)
    #dbg_value(ptr undef, !972, !DIExpression(), !1226)
  %_2.i1314 = icmp ne i64 %0, 0, !dbg !1246
  %_2.i15 = select i1 %_2.i.i.i.i, i1 %_2.i1314, i1 false, !dbg !1246
  br i1 %_2.i15, label %bb8.preheader, label %bb5, !dbg !1246

bb8.preheader:                                    ; preds = %start
  %min.iters.check = icmp samesign ult i64 %0, 2, !dbg !1246
  br i1 %min.iters.check, label %bb8.preheader19, label %vector.ph, !dbg !1246

vector.ph:                                        ; preds = %bb8.preheader
  %n.vec = and i64 %0, 1152921504606846974
  br label %vector.body, !dbg !1246

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !1247
  %1 = getelementptr inbounds nuw double, ptr %out.0, i64 %index, !dbg !1248
  %2 = getelementptr inbounds nuw double, ptr %inp.0, i64 %index, !dbg !1250
  %wide.load = load <2 x double>, ptr %2, align 8, !dbg !1253
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !1254
  %wide.load17 = load <2 x double>, ptr %3, align 8, !dbg !1254
  %4 = fadd <2 x double> %wide.load, %wide.load17, !dbg !1253
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !1255
  %wide.load18 = load <2 x double>, ptr %5, align 8, !dbg !1255
  %6 = fadd <2 x double> %4, %wide.load18, !dbg !1256
  %7 = fdiv <2 x double> %6, splat (double 3.000000e+00), !dbg !1257
  store <2 x double> %7, ptr %1, align 8, !dbg !1257
  %index.next = add nuw i64 %index, 2, !dbg !1247
  %8 = icmp eq i64 %index.next, %n.vec, !dbg !1246
  br i1 %8, label %middle.block, label %vector.body, !dbg !1246, !llvm.loop !1258

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %0, %n.vec, !dbg !1246
  br i1 %cmp.n, label %bb5, label %bb8.preheader19, !dbg !1246

bb8.preheader19:                                  ; preds = %bb8.preheader, %middle.block
  %iter.sroa.10.016.ph = phi i64 [ 0, %bb8.preheader ], [ %n.vec, %middle.block ]
  br label %bb8, !dbg !1246

bb5:                                              ; preds = %bb8, %middle.block, %start
    #dbg_value(i64 poison, !1213, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1245)
  ret void, !dbg !1259

bb8:                                              ; preds = %bb8.preheader19, %bb8
  %iter.sroa.10.016 = phi i64 [ %9, %bb8 ], [ %iter.sroa.10.016.ph, %bb8.preheader19 ]
    #dbg_value(i64 %iter.sroa.10.016, !1213, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1245)
    #dbg_value(i64 %iter.sroa.10.016, !973, !DIExpression(), !1260)
  %9 = add nuw nsw i64 %iter.sroa.10.016, 1, !dbg !1247
    #dbg_value(i64 %9, !1213, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1245)
    #dbg_value(ptr undef, !90, !DIExpression(), !1218)
    #dbg_value(i64 %iter.sroa.10.016, !98, !DIExpression(), !1218)
  %_3.i.i = getelementptr inbounds nuw double, ptr %out.0, i64 %iter.sroa.10.016, !dbg !1248
    #dbg_value(ptr undef, !1129, !DIExpression(), !1261)
    #dbg_value(i64 %iter.sroa.10.016, !1135, !DIExpression(), !1261)
    #dbg_value(i64 %iter.sroa.10.016, !1138, !DIExpression(), !1262)
    #dbg_value(ptr %inp.0, !1146, !DIExpression(), !1262)
  %data.i.i = getelementptr inbounds nuw double, ptr %inp.0, i64 %iter.sroa.10.016, !dbg !1250
    #dbg_value(ptr %_3.i.i, !1215, !DIExpression(), !1263)
    #dbg_value(ptr %data.i.i, !1217, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1263)
    #dbg_value(i64 3, !1217, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1263)
  %_14 = load double, ptr %data.i.i, align 8, !dbg !1253, !noundef !20
  %10 = getelementptr inbounds nuw i8, ptr %data.i.i, i64 8, !dbg !1254
  %_17 = load double, ptr %10, align 8, !dbg !1254, !noundef !20
  %_13 = fadd double %_14, %_17, !dbg !1253
  %11 = getelementptr inbounds nuw i8, ptr %data.i.i, i64 16, !dbg !1255
  %_19 = load double, ptr %11, align 8, !dbg !1255, !noundef !20
  %_12 = fadd double %_13, %_19, !dbg !1256
  %12 = fdiv double %_12, 3.000000e+00, !dbg !1257
  store double %12, ptr %_3.i.i, align 8, !dbg !1257
    #dbg_value(ptr undef, !1223, !DIExpression(), !1227)
    #dbg_value(ptr undef, !972, !DIExpression(), !1226)
  %_2.i13 = icmp samesign ugt i64 %0, %9, !dbg !1246
  br i1 %_2.i13, label %bb8, label %bb5, !dbg !1246, !llvm.loop !1264
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #4

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #5

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { noinline noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "slices.rs/@/slices.f0040b55f5118aa0-cgu.0", directory: "/work/wt/rust/tests/data/corpus/rust")
!7 = distinct !DISubprogram(name: "axpy", scope: !9, file: !8, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !25)
!8 = !DIFile(filename: "slices.rs", directory: "/work/wt/rust/tests/data/corpus/rust", checksumkind: CSK_MD5, checksum: "b527385e17523a37a9017a0f12c640b8")
!9 = !DINamespace(name: "slices", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !13, !14, !21}
!12 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f64]", file: !15, size: 128, align: 64, elements: !16, templateParams: !20, identifier: "c2e5038d7aaf99ab8518798f59d45307")
!15 = !DIFile(filename: "<unknown>", directory: "")
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !14, file: !15, baseType: !18, size: 64, align: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !14, file: !15, baseType: !12, size: 64, align: 64, offset: 64)
!20 = !{}
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f64]", file: !15, size: 128, align: 64, elements: !22, templateParams: !20, identifier: "20ddfcfce50bf865828153ff1ef46b96")
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !21, file: !15, baseType: !18, size: 64, align: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !21, file: !15, baseType: !12, size: 64, align: 64, offset: 64)
!25 = !{!26, !27, !28, !29}
!26 = !DILocalVariable(name: "i", arg: 1, scope: !7, file: !8, line: 6, type: !12)
!27 = !DILocalVariable(name: "a", arg: 2, scope: !7, file: !8, line: 6, type: !13)
!28 = !DILocalVariable(name: "x", arg: 3, scope: !7, file: !8, line: 6, type: !14)
!29 = !DILocalVariable(name: "y", arg: 4, scope: !7, file: !8, line: 6, type: !21)
!30 = !DILocation(line: 0, scope: !7)
!31 = !DILocation(line: 7, column: 17, scope: !7)
!32 = !DILocation(line: 7, column: 5, scope: !7)
!33 = !DILocation(line: 7, column: 13, scope: !7)
!34 = !DILocation(line: 8, column: 2, scope: !7)
!35 = distinct !DISubprogram(name: "axpy_zip", scope: !9, file: !8, line: 12, type: !36, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !13, !14, !21}
!38 = !{!39, !40, !41, !42, !87, !89}
!39 = !DILocalVariable(name: "a", arg: 1, scope: !35, file: !8, line: 12, type: !13)
!40 = !DILocalVariable(name: "x", arg: 2, scope: !35, file: !8, line: 12, type: !14)
!41 = !DILocalVariable(name: "y", arg: 3, scope: !35, file: !8, line: 12, type: !21)
!42 = !DILocalVariable(name: "iter", scope: !43, file: !8, line: 13, type: !44, align: 64)
!43 = distinct !DILexicalBlock(scope: !35, file: !8, line: 13, column: 5)
!44 = !DICompositeType(tag: DW_TAG_structure_type, name: "Zip<core::slice::iter::IterMut<f64>, core::slice::iter::Iter<f64>>", scope: !45, file: !15, size: 384, align: 64, flags: DIFlagPublic, elements: !49, templateParams: !84, identifier: "f3775827890a1b462bbad2c6758bafcd")
!45 = !DINamespace(name: "zip", scope: !46)
!46 = !DINamespace(name: "adapters", scope: !47)
!47 = !DINamespace(name: "iter", scope: !48)
!48 = !DINamespace(name: "core", scope: null)
!49 = !{!50, !72, !82, !83}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !44, file: !15, baseType: !51, size: 128, align: 64, flags: DIFlagPrivate)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "IterMut<f64>", scope: !52, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !54, templateParams: !62, identifier: "99ce3aefc61bf6059503da387745b64a")
!52 = !DINamespace(name: "iter", scope: !53)
!53 = !DINamespace(name: "slice", scope: !48)
!54 = !{!55, !64, !66}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !51, file: !15, baseType: !56, size: 64, align: 64, flags: DIFlagPrivate)
!56 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !57, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !59, templateParams: !62, identifier: "1ecac679bc3ea27f618623550abeeec7")
!57 = !DINamespace(name: "non_null", scope: !58)
!58 = !DINamespace(name: "ptr", scope: !48)
!59 = !{!60}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !56, file: !15, baseType: !61, size: 64, align: 64, flags: DIFlagPrivate)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!62 = !{!63}
!63 = !DITemplateTypeParameter(name: "T", type: !13)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !51, file: !15, baseType: !65, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !51, file: !15, baseType: !67, align: 8, offset: 128, flags: DIFlagPrivate)
!67 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut f64>", scope: !68, file: !15, align: 8, flags: DIFlagPublic, elements: !20, templateParams: !69, identifier: "976de26c2f4e7f5012e45ce572a57140")
!68 = !DINamespace(name: "marker", scope: !48)
!69 = !{!70}
!70 = !DITemplateTypeParameter(name: "T", type: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut f64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !44, file: !15, baseType: !73, size: 128, align: 64, offset: 128, flags: DIFlagPrivate)
!73 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<f64>", scope: !52, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !74, templateParams: !62, identifier: "16a30a5ac3957b64bbb5ffb7be676784")
!74 = !{!75, !76, !77}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !73, file: !15, baseType: !56, size: 64, align: 64, flags: DIFlagPrivate)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !73, file: !15, baseType: !61, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !73, file: !15, baseType: !78, align: 8, offset: 128, flags: DIFlagPrivate)
!78 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&f64>", scope: !68, file: !15, align: 8, flags: DIFlagPublic, elements: !20, templateParams: !79, identifier: "edae5334879cec8fa6d1980c665f748a")
!79 = !{!80}
!80 = !DITemplateTypeParameter(name: "T", type: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "index", scope: !44, file: !15, baseType: !12, size: 64, align: 64, offset: 256, flags: DIFlagPrivate)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !44, file: !15, baseType: !12, size: 64, align: 64, offset: 320, flags: DIFlagPrivate)
!84 = !{!85, !86}
!85 = !DITemplateTypeParameter(name: "A", type: !51)
!86 = !DITemplateTypeParameter(name: "B", type: !73)
!87 = !DILocalVariable(name: "yi", scope: !88, file: !8, line: 13, type: !71, align: 64)
!88 = distinct !DILexicalBlock(scope: !43, file: !8, line: 13, column: 5)
!89 = !DILocalVariable(name: "xi", scope: !88, file: !8, line: 13, type: !81, align: 64)
!90 = !DILocalVariable(name: "self", arg: 1, scope: !91, file: !92, line: 418, type: !96)
!91 = distinct !DISubprogram(name: "__iterator_get_unchecked<f64>", linkageName: "_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h2f10f330c8618c01E", scope: !93, file: !92, line: 418, type: !94, scopeLine: 418, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, retainedNodes: !97)
!92 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!93 = !DINamespace(name: "{impl#179}", scope: !52)
!94 = !DISubroutineType(types: !95)
!95 = !{!71, !96, !12}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::IterMut<f64>", baseType: !51, size: 64, align: 64, dwarfAddressSpace: 0)
!97 = !{!90, !98}
!98 = !DILocalVariable(name: "idx", arg: 2, scope: !91, file: !92, line: 418, type: !12)
!99 = !DILocation(line: 0, scope: !91, inlinedAt: !100)
!100 = distinct !DILocation(line: 313, column: 30, scope: !101, inlinedAt: !130)
!101 = distinct !DILexicalBlock(scope: !103, file: !102, line: 307, column: 13)
!102 = !DIFile(filename: "library/core/src/iter/adapters/zip.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3b799775cfe5a249b4485e2512707a77")
!103 = distinct !DISubprogram(name: "next<core::slice::iter::IterMut<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4next17h384ffabfb740a645E", scope: !104, file: !102, line: 305, type: !105, scopeLine: 305, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !84, retainedNodes: !127)
!104 = !DINamespace(name: "{impl#5}", scope: !45)
!105 = !DISubroutineType(types: !106)
!106 = !{!107, !126}
!107 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(&mut f64, &f64)>", scope: !108, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !109, templateParams: !20, identifier: "ac3cd90d9b49720256eaa7c9c2ccc67")
!108 = !DINamespace(name: "option", scope: !48)
!109 = !{!110}
!110 = !DICompositeType(tag: DW_TAG_variant_part, scope: !107, file: !15, size: 128, align: 64, elements: !111, templateParams: !20, identifier: "a36ca30cdabcd8c8fbc6c84d9efa037e", discriminator: !124)
!111 = !{!112, !120}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !110, file: !15, baseType: !113, size: 128, align: 64, extraData: i64 0)
!113 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !107, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !20, templateParams: !114, identifier: "53e4f66a94356242f575a4f84a59d8e")
!114 = !{!115}
!115 = !DITemplateTypeParameter(name: "T", type: !116)
!116 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&mut f64, &f64)", file: !15, size: 128, align: 64, elements: !117, templateParams: !20, identifier: "6a375595dab5fc5299b0552d985337d8")
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !116, file: !15, baseType: !71, size: 64, align: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !116, file: !15, baseType: !81, size: 64, align: 64, offset: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !110, file: !15, baseType: !121, size: 128, align: 64)
!121 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !107, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !122, templateParams: !114, identifier: "d2046245d1e41e95447e8c9029af4b69")
!122 = !{!123}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !121, file: !15, baseType: !116, size: 128, align: 64, flags: DIFlagPublic)
!124 = !DIDerivedType(tag: DW_TAG_member, scope: !107, file: !15, baseType: !125, size: 64, align: 64, flags: DIFlagArtificial)
!125 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::zip::Zip<core::slice::iter::IterMut<f64>, core::slice::iter::Iter<f64>>", baseType: !44, size: 64, align: 64, dwarfAddressSpace: 0)
!127 = !{!128, !129}
!128 = !DILocalVariable(name: "self", arg: 1, scope: !103, file: !102, line: 305, type: !126)
!129 = !DILocalVariable(name: "i", scope: !101, file: !102, line: 307, type: !12, align: 64)
!130 = distinct !DILocation(line: 85, column: 9, scope: !131, inlinedAt: !135)
!131 = distinct !DISubprogram(name: "next<core::slice::iter::IterMut<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h2f112ae96f4c01b2E", scope: !132, file: !102, line: 84, type: !105, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !84, retainedNodes: !133)
!132 = !DINamespace(name: "{impl#1}", scope: !45)
!133 = !{!134}
!134 = !DILocalVariable(name: "self", arg: 1, scope: !131, file: !102, line: 84, type: !126)
!135 = !DILocation(line: 13, column: 21, scope: !136)
!136 = !DILexicalBlockFile(scope: !43, file: !8, discriminator: 2)
!137 = !DILocation(line: 0, scope: !103, inlinedAt: !130)
!138 = !DILocation(line: 0, scope: !131, inlinedAt: !135)
!139 = !DILocation(line: 0, scope: !35)
!140 = !DILocalVariable(name: "self", arg: 1, scope: !141, file: !142, line: 38, type: !13)
!141 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2Z_NtNtCsgEmfK2I1SDS_4core3ops5arithdINtB6_3MulRdE3mul", scope: !143, file: !142, line: 38, type: !146, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !176)
!142 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!143 = !DINamespace(name: "{impl#187}", scope: !144)
!144 = !DINamespace(name: "arith", scope: !145)
!145 = !DINamespace(name: "ops", scope: !48)
!146 = !DISubroutineType(types: !147)
!147 = !{!13, !13, !81, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!149 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !150, file: !15, size: 192, align: 64, flags: DIFlagPublic, elements: !152, templateParams: !20, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!150 = !DINamespace(name: "location", scope: !151)
!151 = !DINamespace(name: "panic", scope: !48)
!152 = !{!153, !165, !167, !168}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !149, file: !15, baseType: !154, size: 128, align: 64, flags: DIFlagPrivate)
!154 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !57, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !155, templateParams: !163, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!155 = !{!156}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !154, file: !15, baseType: !157, size: 128, align: 64, flags: DIFlagPrivate)
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !15, size: 128, align: 64, elements: !158, templateParams: !20, identifier: "238a44609877474087c05adf26cd41fa")
!158 = !{!159, !162}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !157, file: !15, baseType: !160, size: 64, align: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64, align: 64, dwarfAddressSpace: 0)
!161 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !157, file: !15, baseType: !12, size: 64, align: 64, offset: 64)
!163 = !{!164}
!164 = !DITemplateTypeParameter(name: "T", type: !161)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !149, file: !15, baseType: !166, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!166 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !149, file: !15, baseType: !166, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !149, file: !15, baseType: !169, align: 8, offset: 192, flags: DIFlagPrivate)
!169 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !68, file: !15, align: 8, flags: DIFlagPublic, elements: !20, templateParams: !170, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!170 = !{!171}
!171 = !DITemplateTypeParameter(name: "T", type: !172)
!172 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !15, size: 128, align: 64, elements: !173, templateParams: !20, identifier: "9277eecd40495f85161460476aacc992")
!173 = !{!174, !175}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !172, file: !15, baseType: !160, size: 64, align: 64)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !172, file: !15, baseType: !12, size: 64, align: 64, offset: 64)
!176 = !{!140, !177}
!177 = !DILocalVariable(name: "other", arg: 2, scope: !141, file: !142, line: 38, type: !81)
!178 = !DILocation(line: 0, scope: !141, inlinedAt: !179)
!179 = !DILocation(line: 14, column: 16, scope: !88)
!180 = !DILocalVariable(name: "self", arg: 1, scope: !181, file: !182, line: 626, type: !51)
!181 = distinct !DISubprogram(name: "zip<core::slice::iter::IterMut<f64>, &[f64]>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3zip17h3e9859000b33812dE", scope: !183, file: !182, line: 626, type: !186, scopeLine: 626, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !190, retainedNodes: !188)
!182 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!183 = !DINamespace(name: "Iterator", scope: !184)
!184 = !DINamespace(name: "iterator", scope: !185)
!185 = !DINamespace(name: "traits", scope: !47)
!186 = !DISubroutineType(types: !187)
!187 = !{!44, !51, !14}
!188 = !{!180, !189}
!189 = !DILocalVariable(name: "other", arg: 2, scope: !181, file: !182, line: 626, type: !14)
!190 = !{!191, !192}
!191 = !DITemplateTypeParameter(name: "Self", type: !51)
!192 = !DITemplateTypeParameter(name: "U", type: !14)
!193 = !DILocation(line: 0, scope: !181, inlinedAt: !194)
!194 = distinct !DILocation(line: 13, column: 34, scope: !35)
!195 = !DILocalVariable(name: "a", arg: 1, scope: !196, file: !102, line: 23, type: !51)
!196 = distinct !DISubprogram(name: "new<core::slice::iter::IterMut<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17h08bab1ff6b44f8daE", scope: !44, file: !102, line: 23, type: !197, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !84, declaration: !199, retainedNodes: !200)
!197 = !DISubroutineType(types: !198)
!198 = !{!44, !51, !73}
!199 = !DISubprogram(name: "new<core::slice::iter::IterMut<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17h08bab1ff6b44f8daE", scope: !44, file: !102, line: 23, type: !197, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !84)
!200 = !{!195, !201}
!201 = !DILocalVariable(name: "b", arg: 2, scope: !196, file: !102, line: 23, type: !73)
!202 = !DILocation(line: 0, scope: !196, inlinedAt: !203)
!203 = distinct !DILocation(line: 631, column: 9, scope: !181, inlinedAt: !194)
!204 = !DILocalVariable(name: "a", arg: 1, scope: !205, file: !102, line: 299, type: !51)
!205 = distinct !DISubprogram(name: "new<core::slice::iter::IterMut<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h66ad49237bacda50E", scope: !104, file: !102, line: 299, type: !197, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !84, retainedNodes: !206)
!206 = !{!204, !207, !208}
!207 = !DILocalVariable(name: "b", arg: 2, scope: !205, file: !102, line: 299, type: !73)
!208 = !DILocalVariable(name: "len", scope: !209, file: !102, line: 300, type: !12, align: 64)
!209 = distinct !DILexicalBlock(scope: !205, file: !102, line: 300, column: 9)
!210 = !DILocation(line: 0, scope: !205, inlinedAt: !211)
!211 = distinct !DILocation(line: 24, column: 9, scope: !196, inlinedAt: !203)
!212 = !DILocalVariable(name: "v1", arg: 1, scope: !213, file: !214, line: 1574, type: !12)
!213 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3min17h187cae6ef69359efE", scope: !215, file: !214, line: 1574, type: !216, scopeLine: 1574, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !220, retainedNodes: !218)
!214 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!215 = !DINamespace(name: "cmp", scope: !48)
!216 = !DISubroutineType(types: !217)
!217 = !{!12, !12, !12}
!218 = !{!212, !219}
!219 = !DILocalVariable(name: "v2", arg: 2, scope: !213, file: !214, line: 1574, type: !12)
!220 = !{!221}
!221 = !DITemplateTypeParameter(name: "T", type: !12)
!222 = !DILocation(line: 0, scope: !213, inlinedAt: !223)
!223 = distinct !DILocation(line: 300, column: 19, scope: !205, inlinedAt: !211)
!224 = !DILocalVariable(name: "self", arg: 1, scope: !225, file: !214, line: 1072, type: !12)
!225 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3Ord3min17h8eff1da8be5536afE", scope: !226, file: !214, line: 1072, type: !216, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !229, retainedNodes: !227)
!226 = !DINamespace(name: "Ord", scope: !215)
!227 = !{!224, !228}
!228 = !DILocalVariable(name: "other", arg: 2, scope: !225, file: !214, line: 1072, type: !12)
!229 = !{!230}
!230 = !DITemplateTypeParameter(name: "Self", type: !12)
!231 = !DILocation(line: 0, scope: !225, inlinedAt: !232)
!232 = distinct !DILocation(line: 1575, column: 8, scope: !213, inlinedAt: !223)
!233 = !DILocation(line: 1076, column: 12, scope: !225, inlinedAt: !232)
!234 = !DILocation(line: 0, scope: !43)
!235 = !DILocation(line: 306, column: 12, scope: !103, inlinedAt: !130)
!236 = !DILocation(line: 310, column: 13, scope: !101, inlinedAt: !130)
!237 = !DILocation(line: 961, column: 18, scope: !238, inlinedAt: !244)
!238 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h14149805eb4fc211E", scope: !240, file: !239, line: 927, type: !242, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62)
!239 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!240 = !DINamespace(name: "{impl#0}", scope: !241)
!241 = !DINamespace(name: "mut_ptr", scope: !58)
!242 = !DISubroutineType(types: !243)
!243 = !{!65, !65, !12, !148}
!244 = distinct !DILocation(line: 429, column: 60, scope: !91, inlinedAt: !100)
!245 = !DILocation(line: 961, column: 18, scope: !246, inlinedAt: !247)
!246 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h14149805eb4fc211E", scope: !240, file: !239, line: 927, type: !242, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62)
!247 = distinct !DILocation(line: 429, column: 60, scope: !248, inlinedAt: !256)
!248 = distinct !DISubprogram(name: "__iterator_get_unchecked<f64>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h42bafa57796e8035E", scope: !249, file: !92, line: 418, type: !250, scopeLine: 418, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, retainedNodes: !253)
!249 = !DINamespace(name: "{impl#171}", scope: !52)
!250 = !DISubroutineType(types: !251)
!251 = !{!81, !252, !12}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<f64>", baseType: !73, size: 64, align: 64, dwarfAddressSpace: 0)
!253 = !{!254, !255}
!254 = !DILocalVariable(name: "self", arg: 1, scope: !248, file: !92, line: 418, type: !252)
!255 = !DILocalVariable(name: "idx", arg: 2, scope: !248, file: !92, line: 418, type: !12)
!256 = distinct !DILocation(line: 313, column: 66, scope: !101, inlinedAt: !130)
!257 = !DILocation(line: 39, column: 37, scope: !141, inlinedAt: !179)
!258 = !DILocation(line: 352, column: 45, scope: !259, inlinedAt: !264)
!259 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB6_3Mul3mul", scope: !261, file: !260, line: 352, type: !262, scopeLine: 352, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20)
!260 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!261 = !DINamespace(name: "{impl#142}", scope: !144)
!262 = !DISubroutineType(types: !263)
!263 = !{!13, !13, !13, !148}
!264 = !DILocation(line: 39, column: 17, scope: !141, inlinedAt: !179)
!265 = !DILocation(line: 14, column: 9, scope: !88)
!266 = distinct !{!266, !267, !268}
!267 = !{!"llvm.loop.isvectorized", i32 1}
!268 = !{!"llvm.loop.unroll.runtime.disable"}
!269 = !DILocation(line: 0, scope: !101, inlinedAt: !130)
!270 = !DILocation(line: 0, scope: !248, inlinedAt: !256)
!271 = !DILocation(line: 0, scope: !88)
!272 = distinct !{!272, !268, !267}
!273 = !DILocation(line: 16, column: 2, scope: !35)
!274 = distinct !DISubprogram(name: "dot", scope: !9, file: !8, line: 28, type: !275, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{!13, !14, !14}
!277 = !{!278, !279}
!278 = !DILocalVariable(name: "a", arg: 1, scope: !274, file: !8, line: 28, type: !14)
!279 = !DILocalVariable(name: "b", arg: 2, scope: !274, file: !8, line: 28, type: !14)
!280 = !DILocation(line: 0, scope: !248, inlinedAt: !281)
!281 = distinct !DILocation(line: 271, column: 26, scope: !282, inlinedAt: !304)
!282 = distinct !DILexicalBlock(scope: !283, file: !102, line: 268, column: 9)
!283 = distinct !DISubprogram(name: "get_unchecked<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17hd591a6b1311acc8dE", scope: !284, file: !102, line: 267, type: !285, scopeLine: 267, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !298, retainedNodes: !300)
!284 = !DINamespace(name: "{impl#4}", scope: !45)
!285 = !DISubroutineType(types: !286)
!286 = !{!287, !291, !12}
!287 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&f64, &f64)", file: !15, size: 128, align: 64, elements: !288, templateParams: !20, identifier: "70d3215da7631c75bb661354973f5cc8")
!288 = !{!289, !290}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !287, file: !15, baseType: !81, size: 64, align: 64)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !287, file: !15, baseType: !81, size: 64, align: 64, offset: 64)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", baseType: !292, size: 64, align: 64, dwarfAddressSpace: 0)
!292 = !DICompositeType(tag: DW_TAG_structure_type, name: "Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", scope: !45, file: !15, size: 384, align: 64, flags: DIFlagPublic, elements: !293, templateParams: !298, identifier: "1cd6cf3f0a3037bd656f34c18a5e0258")
!293 = !{!294, !295, !296, !297}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !292, file: !15, baseType: !73, size: 128, align: 64, flags: DIFlagPrivate)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !292, file: !15, baseType: !73, size: 128, align: 64, offset: 128, flags: DIFlagPrivate)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "index", scope: !292, file: !15, baseType: !12, size: 64, align: 64, offset: 256, flags: DIFlagPrivate)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !292, file: !15, baseType: !12, size: 64, align: 64, offset: 320, flags: DIFlagPrivate)
!298 = !{!299, !86}
!299 = !DITemplateTypeParameter(name: "A", type: !73)
!300 = !{!301, !302, !303}
!301 = !DILocalVariable(name: "self", arg: 1, scope: !283, file: !102, line: 267, type: !291)
!302 = !DILocalVariable(name: "idx", arg: 2, scope: !283, file: !102, line: 267, type: !12)
!303 = !DILocalVariable(name: "idx", scope: !282, file: !102, line: 268, type: !12, align: 64)
!304 = distinct !DILocation(line: 286, column: 39, scope: !305, inlinedAt: !342)
!305 = distinct !DILexicalBlock(scope: !306, file: !102, line: 281, column: 9)
!306 = distinct !DILexicalBlock(scope: !307, file: !102, line: 281, column: 9)
!307 = distinct !DILexicalBlock(scope: !308, file: !102, line: 280, column: 9)
!308 = distinct !DILexicalBlock(scope: !309, file: !102, line: 279, column: 9)
!309 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>, f64, core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, slices::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E", scope: !284, file: !102, line: 275, type: !310, scopeLine: 275, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !339, retainedNodes: !324)
!310 = !DISubroutineType(types: !311)
!311 = !{!13, !292, !13, !312}
!312 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<(&f64, &f64), f64, f64, slices::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>>", scope: !313, file: !15, align: 8, elements: !315, templateParams: !20, identifier: "a5ad9154cb8ff5fc166620019292aa55")
!313 = !DINamespace(name: "map_fold", scope: !314)
!314 = !DINamespace(name: "map", scope: !46)
!315 = !{!316, !321}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !312, file: !15, baseType: !317, align: 8)
!317 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>", scope: !318, file: !15, align: 8, elements: !20, identifier: "1fcfc2ce8b8a8249af8f3d9400a93e63")
!318 = !DINamespace(name: "sum", scope: !319)
!319 = !DINamespace(name: "{impl#132}", scope: !320)
!320 = !DINamespace(name: "accum", scope: !185)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !312, file: !15, baseType: !322, align: 8)
!322 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !323, file: !15, align: 8, elements: !20, identifier: "7db2dd6c7a37e8122434d34d00877a79")
!323 = !DINamespace(name: "dot", scope: !9)
!324 = !{!325, !326, !327, !328, !329, !330, !338}
!325 = !DILocalVariable(name: "self", arg: 1, scope: !309, file: !102, line: 275, type: !292)
!326 = !DILocalVariable(name: "init", arg: 2, scope: !309, file: !102, line: 275, type: !13)
!327 = !DILocalVariable(name: "f", arg: 3, scope: !309, file: !102, line: 275, type: !312)
!328 = !DILocalVariable(name: "accum", scope: !308, file: !102, line: 279, type: !13, align: 64)
!329 = !DILocalVariable(name: "len", scope: !307, file: !102, line: 280, type: !12, align: 64)
!330 = !DILocalVariable(name: "iter", scope: !306, file: !102, line: 281, type: !331, align: 64)
!331 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !332, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !333, templateParams: !336, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!332 = !DINamespace(name: "range", scope: !145)
!333 = !{!334, !335}
!334 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !331, file: !15, baseType: !12, size: 64, align: 64, flags: DIFlagPublic)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !331, file: !15, baseType: !12, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!336 = !{!337}
!337 = !DITemplateTypeParameter(name: "Idx", type: !12)
!338 = !DILocalVariable(name: "i", scope: !305, file: !102, line: 281, type: !12, align: 64)
!339 = !{!299, !86, !340, !341}
!340 = !DITemplateTypeParameter(name: "Acc", type: !13)
!341 = !DITemplateTypeParameter(name: "F", type: !312)
!342 = distinct !DILocation(line: 103, column: 9, scope: !343, inlinedAt: !348)
!343 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>, f64, core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, slices::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h3a8473f3fbc900afE", scope: !132, file: !102, line: 99, type: !310, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !339, retainedNodes: !344)
!344 = !{!345, !346, !347}
!345 = !DILocalVariable(name: "self", arg: 1, scope: !343, file: !102, line: 99, type: !292)
!346 = !DILocalVariable(name: "init", scope: !343, file: !102, line: 99, type: !13, align: 64)
!347 = !DILocalVariable(name: "f", scope: !343, file: !102, line: 99, type: !312, align: 8)
!348 = !DILocation(line: 128, column: 19, scope: !349, inlinedAt: !368)
!349 = distinct !DISubprogram(name: "fold<f64, core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h22cb01ef8880a3bdE", scope: !351, file: !350, line: 124, type: !352, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !365, retainedNodes: !361)
!350 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!351 = !DINamespace(name: "{impl#2}", scope: !314)
!352 = !DISubroutineType(types: !353)
!353 = !{!13, !354, !13, !317}
!354 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>", scope: !314, file: !15, size: 384, align: 64, flags: DIFlagPublic, elements: !355, templateParams: !358, identifier: "db53209c3afd250b8a88d4f95bb7f6a7")
!355 = !{!356, !357}
!356 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !354, file: !15, baseType: !292, size: 384, align: 64, flags: DIFlagProtected)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !354, file: !15, baseType: !322, align: 8, offset: 384, flags: DIFlagPrivate)
!358 = !{!359, !360}
!359 = !DITemplateTypeParameter(name: "I", type: !292)
!360 = !DITemplateTypeParameter(name: "F", type: !322)
!361 = !{!362, !362, !363, !364}
!362 = !DILocalVariable(name: "self", scope: !349, file: !350, line: 124, type: !354, align: 64)
!363 = !DILocalVariable(name: "init", scope: !349, file: !350, line: 124, type: !13, align: 64)
!364 = !DILocalVariable(name: "g", scope: !349, file: !350, line: 124, type: !317, align: 8)
!365 = !{!366, !359, !360, !340, !367}
!366 = !DITemplateTypeParameter(name: "B", type: !13)
!367 = !DITemplateTypeParameter(name: "G", type: !317)
!368 = !DILocation(line: 161, column: 22, scope: !369, inlinedAt: !377)
!369 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hb1a731c5440a9a6bE", scope: !319, file: !370, line: 160, type: !371, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !375, retainedNodes: !373)
!370 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!371 = !DISubroutineType(types: !372)
!372 = !{!13, !354}
!373 = !{!374, !374}
!374 = !DILocalVariable(name: "iter", scope: !369, file: !370, line: 160, type: !354, align: 64)
!375 = !{!376}
!376 = !DITemplateTypeParameter(name: "I", type: !354)
!377 = !DILocation(line: 3658, column: 9, scope: !378, inlinedAt: !384)
!378 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h1c5f1b750d39e1cbE", scope: !183, file: !182, line: 3653, type: !371, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !381, retainedNodes: !379)
!379 = !{!380, !380}
!380 = !DILocalVariable(name: "self", scope: !378, file: !182, line: 3653, type: !354, align: 64)
!381 = !{!382, !383}
!382 = !DITemplateTypeParameter(name: "Self", type: !354)
!383 = !DITemplateTypeParameter(name: "S", type: !13)
!384 = !DILocation(line: 29, column: 41, scope: !274)
!385 = !DILocation(line: 0, scope: !283, inlinedAt: !304)
!386 = !DILocation(line: 0, scope: !274)
!387 = !DILocation(line: 0, scope: !349, inlinedAt: !368)
!388 = !DILocation(line: 124, column: 38, scope: !349, inlinedAt: !368)
!389 = !DILocation(line: 0, scope: !343, inlinedAt: !348)
!390 = !DILocation(line: 99, column: 38, scope: !343, inlinedAt: !348)
!391 = !DILocalVariable(name: "self", arg: 1, scope: !392, file: !182, line: 626, type: !73)
!392 = distinct !DISubprogram(name: "zip<core::slice::iter::Iter<f64>, &[f64]>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3zip17h9ef9e9cbab1c3428E", scope: !183, file: !182, line: 626, type: !393, scopeLine: 626, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !397, retainedNodes: !395)
!393 = !DISubroutineType(types: !394)
!394 = !{!292, !73, !14}
!395 = !{!391, !396}
!396 = !DILocalVariable(name: "other", arg: 2, scope: !392, file: !182, line: 626, type: !14)
!397 = !{!398, !192}
!398 = !DITemplateTypeParameter(name: "Self", type: !73)
!399 = !DILocation(line: 0, scope: !392, inlinedAt: !400)
!400 = distinct !DILocation(line: 29, column: 14, scope: !274)
!401 = !DILocalVariable(name: "a", arg: 1, scope: !402, file: !102, line: 23, type: !73)
!402 = distinct !DISubprogram(name: "new<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17h98cecd3171056746E", scope: !292, file: !102, line: 23, type: !403, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !298, declaration: !405, retainedNodes: !406)
!403 = !DISubroutineType(types: !404)
!404 = !{!292, !73, !73}
!405 = !DISubprogram(name: "new<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17h98cecd3171056746E", scope: !292, file: !102, line: 23, type: !403, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !298)
!406 = !{!401, !407}
!407 = !DILocalVariable(name: "b", arg: 2, scope: !402, file: !102, line: 23, type: !73)
!408 = !DILocation(line: 0, scope: !402, inlinedAt: !409)
!409 = distinct !DILocation(line: 631, column: 9, scope: !392, inlinedAt: !400)
!410 = !DILocalVariable(name: "a", arg: 1, scope: !411, file: !102, line: 299, type: !73)
!411 = distinct !DISubprogram(name: "new<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h4b3f044c500c181fE", scope: !104, file: !102, line: 299, type: !403, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !298, retainedNodes: !412)
!412 = !{!410, !413, !414}
!413 = !DILocalVariable(name: "b", arg: 2, scope: !411, file: !102, line: 299, type: !73)
!414 = !DILocalVariable(name: "len", scope: !415, file: !102, line: 300, type: !12, align: 64)
!415 = distinct !DILexicalBlock(scope: !411, file: !102, line: 300, column: 9)
!416 = !DILocation(line: 0, scope: !411, inlinedAt: !417)
!417 = distinct !DILocation(line: 24, column: 9, scope: !402, inlinedAt: !409)
!418 = !DILocalVariable(name: "v1", arg: 1, scope: !419, file: !214, line: 1574, type: !12)
!419 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3min17h187cae6ef69359efE", scope: !215, file: !214, line: 1574, type: !216, scopeLine: 1574, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !220, retainedNodes: !420)
!420 = !{!418, !421}
!421 = !DILocalVariable(name: "v2", arg: 2, scope: !419, file: !214, line: 1574, type: !12)
!422 = !DILocation(line: 0, scope: !419, inlinedAt: !423)
!423 = distinct !DILocation(line: 300, column: 19, scope: !411, inlinedAt: !417)
!424 = !DILocation(line: 0, scope: !225, inlinedAt: !425)
!425 = distinct !DILocation(line: 1575, column: 8, scope: !419, inlinedAt: !423)
!426 = !DILocation(line: 1076, column: 12, scope: !225, inlinedAt: !425)
!427 = !DILocation(line: 0, scope: !378, inlinedAt: !384)
!428 = !DILocation(line: 0, scope: !369, inlinedAt: !377)
!429 = !DILocation(line: 0, scope: !309, inlinedAt: !342)
!430 = !DILocation(line: 275, column: 42, scope: !309, inlinedAt: !342)
!431 = !DILocalVariable(name: "n", scope: !432, file: !433, line: 211, type: !12, align: 64)
!432 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !434, file: !433, line: 211, type: !216, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !436)
!433 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!434 = !DINamespace(name: "{impl#43}", scope: !435)
!435 = !DINamespace(name: "range", scope: !47)
!436 = !{!437, !431}
!437 = !DILocalVariable(name: "start", arg: 1, scope: !432, file: !433, line: 211, type: !12)
!438 = !DILocation(line: 0, scope: !432, inlinedAt: !439)
!439 = distinct !DILocation(line: 775, column: 35, scope: !440, inlinedAt: !460)
!440 = distinct !DILexicalBlock(scope: !441, file: !433, line: 773, column: 13)
!441 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17hc3a5c6d21e14a0eeE", scope: !442, file: !433, line: 771, type: !443, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !220, retainedNodes: !457)
!442 = !DINamespace(name: "{impl#5}", scope: !435)
!443 = !DISubroutineType(types: !444)
!444 = !{!445, !456}
!445 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !108, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !446, templateParams: !20, identifier: "6f59025219977f466509bd4ae79a2945")
!446 = !{!447}
!447 = !DICompositeType(tag: DW_TAG_variant_part, scope: !445, file: !15, size: 128, align: 64, elements: !448, templateParams: !20, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !455)
!448 = !{!449, !451}
!449 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !447, file: !15, baseType: !450, size: 128, align: 64, extraData: i64 0)
!450 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !445, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !20, templateParams: !220, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!451 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !447, file: !15, baseType: !452, size: 128, align: 64, extraData: i64 1)
!452 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !445, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !453, templateParams: !220, identifier: "c70f2dfad93186ce146b7e80830727")
!453 = !{!454}
!454 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !452, file: !15, baseType: !12, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!455 = !DIDerivedType(tag: DW_TAG_member, scope: !445, file: !15, baseType: !125, size: 64, align: 64, flags: DIFlagArtificial)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !331, size: 64, align: 64, dwarfAddressSpace: 0)
!457 = !{!458, !459}
!458 = !DILocalVariable(name: "self", arg: 1, scope: !441, file: !433, line: 771, type: !456)
!459 = !DILocalVariable(name: "old", scope: !440, file: !433, line: 773, type: !12, align: 64)
!460 = distinct !DILocation(line: 857, column: 14, scope: !461, inlinedAt: !467)
!461 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h8d466c120aed477fE", scope: !462, file: !433, line: 856, type: !443, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !465, retainedNodes: !463)
!462 = !DINamespace(name: "{impl#6}", scope: !435)
!463 = !{!464}
!464 = !DILocalVariable(name: "self", arg: 1, scope: !461, file: !433, line: 856, type: !456)
!465 = !{!466}
!466 = !DITemplateTypeParameter(name: "A", type: !12)
!467 = distinct !DILocation(line: 281, column: 18, scope: !468, inlinedAt: !342)
!468 = !DILexicalBlockFile(scope: !306, file: !102, discriminator: 2)
!469 = !DILocalVariable(name: "rhs", scope: !470, file: !471, line: 832, type: !12, align: 64)
!470 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !472, file: !471, line: 832, type: !474, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !476)
!471 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!472 = !DINamespace(name: "{impl#11}", scope: !473)
!473 = !DINamespace(name: "num", scope: !48)
!474 = !DISubroutineType(types: !475)
!475 = !{!12, !12, !12, !148}
!476 = !{!477, !469}
!477 = !DILocalVariable(name: "self", arg: 1, scope: !470, file: !471, line: 832, type: !12)
!478 = !DILocation(line: 0, scope: !470, inlinedAt: !479)
!479 = distinct !DILocation(line: 213, column: 28, scope: !432, inlinedAt: !439)
!480 = !DILocation(line: 0, scope: !308, inlinedAt: !342)
!481 = !DILocation(line: 0, scope: !307, inlinedAt: !342)
!482 = !DILocation(line: 0, scope: !306, inlinedAt: !342)
!483 = !DILocation(line: 856, column: 13, scope: !461, inlinedAt: !467)
!484 = !DILocation(line: 771, column: 18, scope: !441, inlinedAt: !460)
!485 = !DILocalVariable(name: "self", arg: 1, scope: !486, file: !214, line: 1916, type: !492)
!486 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !487, file: !214, line: 1916, type: !489, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !493)
!487 = !DINamespace(name: "{impl#58}", scope: !488)
!488 = !DINamespace(name: "impls", scope: !215)
!489 = !DISubroutineType(types: !490)
!490 = !{!491, !492, !492}
!491 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!493 = !{!485, !494}
!494 = !DILocalVariable(name: "other", arg: 2, scope: !486, file: !214, line: 1916, type: !492)
!495 = !DILocation(line: 1916, column: 19, scope: !486, inlinedAt: !496)
!496 = distinct !DILocation(line: 772, column: 12, scope: !441, inlinedAt: !460)
!497 = !DILocation(line: 1916, column: 26, scope: !486, inlinedAt: !496)
!498 = !DILocation(line: 1916, column: 50, scope: !486, inlinedAt: !496)
!499 = !DILocation(line: 772, column: 12, scope: !441, inlinedAt: !460)
!500 = !DILocation(line: 0, scope: !440, inlinedAt: !460)
!501 = !DILocation(line: 844, column: 17, scope: !470, inlinedAt: !479)
!502 = !DILocation(line: 0, scope: !305, inlinedAt: !342)
!503 = !DILocation(line: 0, scope: !282, inlinedAt: !304)
!504 = !DILocation(line: 961, column: 18, scope: !246, inlinedAt: !505)
!505 = distinct !DILocation(line: 429, column: 60, scope: !248, inlinedAt: !281)
!506 = !DILocation(line: 0, scope: !248, inlinedAt: !507)
!507 = distinct !DILocation(line: 271, column: 64, scope: !282, inlinedAt: !304)
!508 = !DILocation(line: 961, column: 18, scope: !246, inlinedAt: !509)
!509 = distinct !DILocation(line: 429, column: 60, scope: !248, inlinedAt: !507)
!510 = !{!511}
!511 = distinct !{!511, !512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E: %elt.0"}
!512 = distinct !{!512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E"}
!513 = !DILocation(line: 286, column: 25, scope: !305, inlinedAt: !342)
!514 = !{!515}
!515 = distinct !{!515, !512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E: %elt.1"}
!516 = !DILocalVariable(name: "acc", arg: 2, scope: !517, file: !350, line: 88, type: !13)
!517 = distinct !DISubprogram(name: "{closure#0}<(&f64, &f64), f64, f64, slices::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E", scope: !313, file: !350, line: 88, type: !518, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !525, retainedNodes: !521)
!518 = !DISubroutineType(types: !519)
!519 = !{!13, !520, !13, !287}
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, slices::dot::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>>", baseType: !312, size: 64, align: 64, dwarfAddressSpace: 0)
!521 = !{!516, !522, !523, !524}
!522 = !DILocalVariable(name: "elt", arg: 3, scope: !517, file: !350, line: 88, type: !287)
!523 = !DILocalVariable(name: "g", scope: !517, file: !350, line: 86, type: !317, align: 8)
!524 = !DILocalVariable(name: "f", scope: !517, file: !350, line: 85, type: !322, align: 8)
!525 = !{!526, !366, !340, !527, !528}
!526 = !DITemplateTypeParameter(name: "T", type: !287)
!527 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !322)
!528 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !317)
!529 = !DILocation(line: 0, scope: !517, inlinedAt: !530)
!530 = distinct !DILocation(line: 286, column: 25, scope: !305, inlinedAt: !342)
!531 = !{!532}
!532 = distinct !{!532, !533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E: %_2.0"}
!533 = distinct !{!533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E"}
!534 = !DILocation(line: 88, column: 28, scope: !517, inlinedAt: !530)
!535 = !{!536}
!536 = distinct !{!536, !533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E: %_2.1"}
!537 = !DILocalVariable(arg: 1, scope: !538, file: !8, line: 29, type: !541)
!538 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E", scope: !323, file: !8, line: 29, type: !539, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !542)
!539 = !DISubroutineType(types: !540)
!540 = !{!13, !541, !287}
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut slices::dot::{closure_env#0}", baseType: !322, size: 64, align: 64, dwarfAddressSpace: 0)
!542 = !{!543, !545, !537, !546}
!543 = !DILocalVariable(name: "x", scope: !544, file: !8, line: 29, type: !81, align: 64)
!544 = distinct !DILexicalBlock(scope: !538, file: !8, line: 29, column: 34)
!545 = !DILocalVariable(name: "y", scope: !544, file: !8, line: 29, type: !81, align: 64)
!546 = !DILocalVariable(arg: 2, scope: !538, file: !8, line: 29, type: !287)
!547 = !DILocation(line: 0, scope: !538, inlinedAt: !548)
!548 = distinct !DILocation(line: 88, column: 28, scope: !517, inlinedAt: !530)
!549 = !DILocation(line: 0, scope: !544, inlinedAt: !548)
!550 = !DILocalVariable(name: "self", arg: 1, scope: !551, file: !142, line: 49, type: !81)
!551 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs30_NtNtCsgEmfK2I1SDS_4core3ops5arithRdNtB6_3Mul3mul", scope: !552, file: !142, line: 49, type: !553, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !555)
!552 = !DINamespace(name: "{impl#188}", scope: !144)
!553 = !DISubroutineType(types: !554)
!554 = !{!13, !81, !81, !148}
!555 = !{!550, !556}
!556 = !DILocalVariable(name: "other", arg: 2, scope: !551, file: !142, line: 49, type: !81)
!557 = !DILocation(line: 0, scope: !551, inlinedAt: !558)
!558 = distinct !DILocation(line: 29, column: 34, scope: !544, inlinedAt: !548)
!559 = !DILocation(line: 50, column: 31, scope: !551, inlinedAt: !558)
!560 = !{!532, !511}
!561 = !{!536, !515, !562}
!562 = distinct !{!562, !563, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E: %self"}
!563 = distinct !{!563, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hff7f22dcb30bc3f5E"}
!564 = !DILocation(line: 50, column: 38, scope: !551, inlinedAt: !558)
!565 = !{!536, !515}
!566 = !{!532, !511, !562}
!567 = !DILocation(line: 352, column: 45, scope: !568, inlinedAt: !569)
!568 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB6_3Mul3mul", scope: !261, file: !260, line: 352, type: !262, scopeLine: 352, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20)
!569 = distinct !DILocation(line: 50, column: 17, scope: !551, inlinedAt: !558)
!570 = !DILocalVariable(arg: 1, scope: !571, file: !370, line: 164, type: !574)
!571 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h5ee56418e4691363E", scope: !318, file: !370, line: 164, type: !572, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !375, retainedNodes: !575)
!572 = !DISubroutineType(types: !573)
!573 = !{!13, !574, !13, !13}
!574 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::dot::{closure_env#0}>>", baseType: !317, size: 64, align: 64, dwarfAddressSpace: 0)
!575 = !{!576, !577, !570}
!576 = !DILocalVariable(name: "a", arg: 2, scope: !571, file: !370, line: 164, type: !13)
!577 = !DILocalVariable(name: "b", arg: 3, scope: !571, file: !370, line: 164, type: !13)
!578 = !DILocation(line: 0, scope: !571, inlinedAt: !579)
!579 = distinct !DILocation(line: 88, column: 21, scope: !517, inlinedAt: !530)
!580 = !DILocation(line: 164, column: 28, scope: !571, inlinedAt: !579)
!581 = !{!582}
!582 = distinct !{!582, !512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E: %elt.0:It1"}
!583 = !{!584}
!584 = distinct !{!584, !512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E: %elt.1:It1"}
!585 = !{!586}
!586 = distinct !{!586, !533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E: %_2.0:It1"}
!587 = !{!588}
!588 = distinct !{!588, !533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E: %_2.1:It1"}
!589 = !{!586, !582}
!590 = !{!588, !584, !562}
!591 = !{!588, !584}
!592 = !{!586, !582, !562}
!593 = !{!594}
!594 = distinct !{!594, !512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E: %elt.0:It2"}
!595 = !{!596}
!596 = distinct !{!596, !512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E: %elt.1:It2"}
!597 = !{!598}
!598 = distinct !{!598, !533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E: %_2.0:It2"}
!599 = !{!600}
!600 = distinct !{!600, !533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E: %_2.1:It2"}
!601 = !{!598, !594}
!602 = !{!600, !596, !562}
!603 = !{!600, !596}
!604 = !{!598, !594, !562}
!605 = !{!606}
!606 = distinct !{!606, !512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E: %elt.0:It3"}
!607 = !{!608}
!608 = distinct !{!608, !512, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbd86ad23613d1c82E: %elt.1:It3"}
!609 = !{!610}
!610 = distinct !{!610, !533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E: %_2.0:It3"}
!611 = !{!612}
!612 = distinct !{!612, !533, !"_ZN6slices3dot28_$u7b$$u7b$closure$u7d$$u7d$17h1076ff9c801874b5E: %_2.1:It3"}
!613 = !{!610, !606}
!614 = !{!612, !608, !562}
!615 = !{!612, !608}
!616 = !{!610, !606, !562}
!617 = distinct !{!617, !618}
!618 = !{!"llvm.loop.unroll.disable"}
!619 = !DILocation(line: 30, column: 2, scope: !274)
!620 = distinct !DISubprogram(name: "fir16", scope: !9, file: !8, line: 34, type: !621, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !623)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !12, !14, !14, !21}
!623 = !{!624, !625, !626, !627}
!624 = !DILocalVariable(name: "i", arg: 1, scope: !620, file: !8, line: 34, type: !12)
!625 = !DILocalVariable(name: "inp", arg: 2, scope: !620, file: !8, line: 34, type: !14)
!626 = !DILocalVariable(name: "coeff", arg: 3, scope: !620, file: !8, line: 34, type: !14)
!627 = !DILocalVariable(name: "out", arg: 4, scope: !620, file: !8, line: 34, type: !21)
!628 = !DILocation(line: 0, scope: !248, inlinedAt: !629)
!629 = distinct !DILocation(line: 271, column: 26, scope: !282, inlinedAt: !630)
!630 = distinct !DILocation(line: 286, column: 39, scope: !631, inlinedAt: !655)
!631 = distinct !DILexicalBlock(scope: !632, file: !102, line: 281, column: 9)
!632 = distinct !DILexicalBlock(scope: !633, file: !102, line: 281, column: 9)
!633 = distinct !DILexicalBlock(scope: !634, file: !102, line: 280, column: 9)
!634 = distinct !DILexicalBlock(scope: !635, file: !102, line: 279, column: 9)
!635 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>, f64, core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, slices::fir16::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E", scope: !284, file: !102, line: 275, type: !636, scopeLine: 275, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !653, retainedNodes: !645)
!636 = !DISubroutineType(types: !637)
!637 = !{!13, !292, !13, !638}
!638 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<(&f64, &f64), f64, f64, slices::fir16::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>>", scope: !313, file: !15, align: 8, elements: !639, templateParams: !20, identifier: "52b6638ff971b59a29c31e405cf798d0")
!639 = !{!640, !642}
!640 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !638, file: !15, baseType: !641, align: 8)
!641 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>", scope: !318, file: !15, align: 8, elements: !20, identifier: "378659a909b0058c31b664223a256b3c")
!642 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !638, file: !15, baseType: !643, align: 8)
!643 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !644, file: !15, align: 8, elements: !20, identifier: "97310777d06e55b19fce7ecd85531a0")
!644 = !DINamespace(name: "fir16", scope: !9)
!645 = !{!646, !647, !648, !649, !650, !651, !652}
!646 = !DILocalVariable(name: "self", arg: 1, scope: !635, file: !102, line: 275, type: !292)
!647 = !DILocalVariable(name: "init", arg: 2, scope: !635, file: !102, line: 275, type: !13)
!648 = !DILocalVariable(name: "f", arg: 3, scope: !635, file: !102, line: 275, type: !638)
!649 = !DILocalVariable(name: "accum", scope: !634, file: !102, line: 279, type: !13, align: 64)
!650 = !DILocalVariable(name: "len", scope: !633, file: !102, line: 280, type: !12, align: 64)
!651 = !DILocalVariable(name: "iter", scope: !632, file: !102, line: 281, type: !331, align: 64)
!652 = !DILocalVariable(name: "i", scope: !631, file: !102, line: 281, type: !12, align: 64)
!653 = !{!299, !86, !340, !654}
!654 = !DITemplateTypeParameter(name: "F", type: !638)
!655 = distinct !DILocation(line: 103, column: 9, scope: !656, inlinedAt: !661)
!656 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>, f64, core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, slices::fir16::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6fa7037ec64902dfE", scope: !132, file: !102, line: 99, type: !636, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !653, retainedNodes: !657)
!657 = !{!658, !659, !660}
!658 = !DILocalVariable(name: "self", arg: 1, scope: !656, file: !102, line: 99, type: !292)
!659 = !DILocalVariable(name: "init", scope: !656, file: !102, line: 99, type: !13, align: 64)
!660 = !DILocalVariable(name: "f", scope: !656, file: !102, line: 99, type: !638, align: 8)
!661 = !DILocation(line: 128, column: 19, scope: !662, inlinedAt: !677)
!662 = distinct !DISubprogram(name: "fold<f64, core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hbd9291e898d0c13aE", scope: !351, file: !350, line: 124, type: !663, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !675, retainedNodes: !671)
!663 = !DISubroutineType(types: !664)
!664 = !{!13, !665, !13, !641}
!665 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>", scope: !314, file: !15, size: 384, align: 64, flags: DIFlagPublic, elements: !666, templateParams: !669, identifier: "f7bebd6afc6e903d6e48ce1fb974cd22")
!666 = !{!667, !668}
!667 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !665, file: !15, baseType: !292, size: 384, align: 64, flags: DIFlagProtected)
!668 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !665, file: !15, baseType: !643, align: 8, offset: 384, flags: DIFlagPrivate)
!669 = !{!359, !670}
!670 = !DITemplateTypeParameter(name: "F", type: !643)
!671 = !{!672, !672, !673, !674}
!672 = !DILocalVariable(name: "self", scope: !662, file: !350, line: 124, type: !665, align: 64)
!673 = !DILocalVariable(name: "init", scope: !662, file: !350, line: 124, type: !13, align: 64)
!674 = !DILocalVariable(name: "g", scope: !662, file: !350, line: 124, type: !641, align: 8)
!675 = !{!366, !359, !670, !340, !676}
!676 = !DITemplateTypeParameter(name: "G", type: !641)
!677 = !DILocation(line: 161, column: 22, scope: !678, inlinedAt: !685)
!678 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hba09b8e391b07397E", scope: !319, file: !370, line: 160, type: !679, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !683, retainedNodes: !681)
!679 = !DISubroutineType(types: !680)
!680 = !{!13, !665}
!681 = !{!682, !682}
!682 = !DILocalVariable(name: "iter", scope: !678, file: !370, line: 160, type: !665, align: 64)
!683 = !{!684}
!684 = !DITemplateTypeParameter(name: "I", type: !665)
!685 = !DILocation(line: 3658, column: 9, scope: !686, inlinedAt: !691)
!686 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h05ee0a9c767cb022E", scope: !183, file: !182, line: 3653, type: !679, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !689, retainedNodes: !687)
!687 = !{!688, !688}
!688 = !DILocalVariable(name: "self", scope: !686, file: !182, line: 3653, type: !665, align: 64)
!689 = !{!690, !383}
!690 = !DITemplateTypeParameter(name: "Self", type: !665)
!691 = !DILocation(line: 35, column: 67, scope: !620)
!692 = !DILocation(line: 0, scope: !283, inlinedAt: !630)
!693 = !DILocation(line: 0, scope: !620)
!694 = !DILocalVariable(name: "index", scope: !695, file: !696, line: 18, type: !331, align: 64)
!695 = distinct !DISubprogram(name: "index<f64, core::ops::range::Range<usize>>", linkageName: "_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17h0d31034441dc73bcE", scope: !697, file: !696, line: 18, type: !699, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !703, retainedNodes: !701)
!696 = !DIFile(filename: "library/core/src/slice/index.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "35f1d9855ef780cd44773269ad8900cd")
!697 = !DINamespace(name: "{impl#0}", scope: !698)
!698 = !DINamespace(name: "index", scope: !53)
!699 = !DISubroutineType(types: !700)
!700 = !{!14, !14, !331, !148}
!701 = !{!702, !694, !694}
!702 = !DILocalVariable(name: "self", arg: 1, scope: !695, file: !696, line: 18, type: !14)
!703 = !{!63, !704}
!704 = !DITemplateTypeParameter(name: "I", type: !331)
!705 = !DILocation(line: 0, scope: !695, inlinedAt: !706)
!706 = !DILocation(line: 35, column: 17, scope: !620)
!707 = !DILocalVariable(name: "self", scope: !708, file: !696, line: 435, type: !331, align: 64)
!708 = distinct !DISubprogram(name: "index<f64>", linkageName: "_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h695d070616fc09edE", scope: !709, file: !696, line: 435, type: !710, scopeLine: 435, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, retainedNodes: !712)
!709 = !DINamespace(name: "{impl#4}", scope: !698)
!710 = !DISubroutineType(types: !711)
!711 = !{!14, !331, !14, !148}
!712 = !{!707, !707, !713, !714}
!713 = !DILocalVariable(name: "slice", arg: 2, scope: !708, file: !696, line: 435, type: !14)
!714 = !DILocalVariable(name: "new_len", scope: !708, file: !696, line: 437, type: !12, align: 64)
!715 = !DILocation(line: 0, scope: !708, inlinedAt: !716)
!716 = !DILocation(line: 19, column: 15, scope: !695, inlinedAt: !706)
!717 = !DILocalVariable(name: "rhs", arg: 2, scope: !718, file: !471, line: 917, type: !12)
!718 = distinct !DISubprogram(name: "checked_sub", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_sub", scope: !472, file: !471, line: 917, type: !719, scopeLine: 917, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !721)
!719 = !DISubroutineType(types: !720)
!720 = !{!445, !12, !12}
!721 = !{!722, !717}
!722 = !DILocalVariable(name: "self", arg: 1, scope: !718, file: !471, line: 917, type: !12)
!723 = !DILocation(line: 0, scope: !718, inlinedAt: !724)
!724 = !DILocation(line: 437, column: 32, scope: !708, inlinedAt: !716)
!725 = !DILocalVariable(name: "offset", arg: 2, scope: !726, file: !696, line: 84, type: !12)
!726 = distinct !DISubprogram(name: "get_offset_len_noubcheck<f64>", linkageName: "_ZN4core5slice5index24get_offset_len_noubcheck17he6d929b830d4ab5aE", scope: !698, file: !696, line: 82, type: !727, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, retainedNodes: !733)
!727 = !DISubroutineType(types: !728)
!728 = !{!729, !729, !12, !12}
!729 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [f64]", file: !15, size: 128, align: 64, elements: !730, templateParams: !20, identifier: "58ff1aeba5526ea58640b554e0504a59")
!730 = !{!731, !732}
!731 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !729, file: !15, baseType: !18, size: 64, align: 64)
!732 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !729, file: !15, baseType: !12, size: 64, align: 64, offset: 64)
!733 = !{!734, !725, !735}
!734 = !DILocalVariable(name: "ptr", arg: 1, scope: !726, file: !696, line: 83, type: !14)
!735 = !DILocalVariable(name: "len", arg: 3, scope: !726, file: !696, line: 85, type: !12)
!736 = !DILocation(line: 0, scope: !726, inlinedAt: !737)
!737 = !DILocation(line: 441, column: 24, scope: !708, inlinedAt: !716)
!738 = !DILocation(line: 0, scope: !662, inlinedAt: !677)
!739 = !DILocation(line: 124, column: 38, scope: !662, inlinedAt: !677)
!740 = !DILocation(line: 0, scope: !656, inlinedAt: !661)
!741 = !DILocation(line: 99, column: 38, scope: !656, inlinedAt: !661)
!742 = !DILocation(line: 35, column: 21, scope: !620)
!743 = !DILocation(line: 923, column: 16, scope: !718, inlinedAt: !724)
!744 = !{!"branch_weights", i32 4001, i32 4000000}
!745 = !DILocation(line: 89, column: 24, scope: !726, inlinedAt: !737)
!746 = !DILocation(line: 0, scope: !392, inlinedAt: !747)
!747 = distinct !DILocation(line: 35, column: 36, scope: !620)
!748 = !DILocation(line: 0, scope: !402, inlinedAt: !749)
!749 = distinct !DILocation(line: 631, column: 9, scope: !392, inlinedAt: !747)
!750 = !DILocation(line: 0, scope: !411, inlinedAt: !751)
!751 = distinct !DILocation(line: 24, column: 9, scope: !402, inlinedAt: !749)
!752 = !DILocation(line: 0, scope: !419, inlinedAt: !753)
!753 = distinct !DILocation(line: 300, column: 19, scope: !411, inlinedAt: !751)
!754 = !DILocation(line: 0, scope: !225, inlinedAt: !755)
!755 = distinct !DILocation(line: 1575, column: 8, scope: !419, inlinedAt: !753)
!756 = !DILocation(line: 1076, column: 12, scope: !225, inlinedAt: !755)
!757 = !DILocation(line: 0, scope: !686, inlinedAt: !691)
!758 = !DILocation(line: 0, scope: !678, inlinedAt: !685)
!759 = !DILocation(line: 0, scope: !635, inlinedAt: !655)
!760 = !DILocation(line: 275, column: 42, scope: !635, inlinedAt: !655)
!761 = !DILocalVariable(name: "n", scope: !762, file: !433, line: 211, type: !12, align: 64)
!762 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !434, file: !433, line: 211, type: !216, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !763)
!763 = !{!764, !761}
!764 = !DILocalVariable(name: "start", arg: 1, scope: !762, file: !433, line: 211, type: !12)
!765 = !DILocation(line: 0, scope: !762, inlinedAt: !766)
!766 = distinct !DILocation(line: 775, column: 35, scope: !767, inlinedAt: !772)
!767 = distinct !DILexicalBlock(scope: !768, file: !433, line: 773, column: 13)
!768 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17hc3a5c6d21e14a0eeE", scope: !442, file: !433, line: 771, type: !443, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !220, retainedNodes: !769)
!769 = !{!770, !771}
!770 = !DILocalVariable(name: "self", arg: 1, scope: !768, file: !433, line: 771, type: !456)
!771 = !DILocalVariable(name: "old", scope: !767, file: !433, line: 773, type: !12, align: 64)
!772 = distinct !DILocation(line: 857, column: 14, scope: !773, inlinedAt: !776)
!773 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h8d466c120aed477fE", scope: !462, file: !433, line: 856, type: !443, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !465, retainedNodes: !774)
!774 = !{!775}
!775 = !DILocalVariable(name: "self", arg: 1, scope: !773, file: !433, line: 856, type: !456)
!776 = distinct !DILocation(line: 281, column: 18, scope: !777, inlinedAt: !655)
!777 = !DILexicalBlockFile(scope: !632, file: !102, discriminator: 2)
!778 = !DILocalVariable(name: "rhs", scope: !779, file: !471, line: 832, type: !12, align: 64)
!779 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !472, file: !471, line: 832, type: !474, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !780)
!780 = !{!781, !778}
!781 = !DILocalVariable(name: "self", arg: 1, scope: !779, file: !471, line: 832, type: !12)
!782 = !DILocation(line: 0, scope: !779, inlinedAt: !783)
!783 = distinct !DILocation(line: 213, column: 28, scope: !762, inlinedAt: !766)
!784 = !DILocation(line: 0, scope: !634, inlinedAt: !655)
!785 = !DILocation(line: 0, scope: !633, inlinedAt: !655)
!786 = !DILocation(line: 0, scope: !632, inlinedAt: !655)
!787 = !DILocation(line: 856, column: 13, scope: !773, inlinedAt: !776)
!788 = !DILocation(line: 771, column: 18, scope: !768, inlinedAt: !772)
!789 = !DILocalVariable(name: "self", arg: 1, scope: !790, file: !214, line: 1916, type: !492)
!790 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !487, file: !214, line: 1916, type: !489, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !791)
!791 = !{!789, !792}
!792 = !DILocalVariable(name: "other", arg: 2, scope: !790, file: !214, line: 1916, type: !492)
!793 = !DILocation(line: 1916, column: 19, scope: !790, inlinedAt: !794)
!794 = distinct !DILocation(line: 772, column: 12, scope: !768, inlinedAt: !772)
!795 = !DILocation(line: 1916, column: 26, scope: !790, inlinedAt: !794)
!796 = !DILocation(line: 1916, column: 50, scope: !790, inlinedAt: !794)
!797 = !DILocation(line: 772, column: 12, scope: !768, inlinedAt: !772)
!798 = !DILocation(line: 0, scope: !767, inlinedAt: !772)
!799 = !DILocation(line: 844, column: 17, scope: !779, inlinedAt: !783)
!800 = !DILocation(line: 0, scope: !631, inlinedAt: !655)
!801 = !DILocation(line: 0, scope: !282, inlinedAt: !630)
!802 = !DILocation(line: 961, column: 18, scope: !246, inlinedAt: !803)
!803 = distinct !DILocation(line: 429, column: 60, scope: !248, inlinedAt: !629)
!804 = !DILocation(line: 0, scope: !248, inlinedAt: !805)
!805 = distinct !DILocation(line: 271, column: 64, scope: !282, inlinedAt: !630)
!806 = !DILocation(line: 961, column: 18, scope: !246, inlinedAt: !807)
!807 = distinct !DILocation(line: 429, column: 60, scope: !248, inlinedAt: !805)
!808 = !{!809}
!809 = distinct !{!809, !810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E: %elt.0"}
!810 = distinct !{!810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E"}
!811 = !DILocation(line: 286, column: 25, scope: !631, inlinedAt: !655)
!812 = !{!813}
!813 = distinct !{!813, !810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E: %elt.1"}
!814 = !DILocalVariable(name: "acc", arg: 2, scope: !815, file: !350, line: 88, type: !13)
!815 = distinct !DISubprogram(name: "{closure#0}<(&f64, &f64), f64, f64, slices::fir16::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E", scope: !313, file: !350, line: 88, type: !816, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !823, retainedNodes: !819)
!816 = !DISubroutineType(types: !817)
!817 = !{!13, !818, !13, !287}
!818 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<(&f64, &f64), f64, f64, slices::fir16::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>>", baseType: !638, size: 64, align: 64, dwarfAddressSpace: 0)
!819 = !{!814, !820, !821, !822}
!820 = !DILocalVariable(name: "elt", arg: 3, scope: !815, file: !350, line: 88, type: !287)
!821 = !DILocalVariable(name: "g", scope: !815, file: !350, line: 86, type: !641, align: 8)
!822 = !DILocalVariable(name: "f", scope: !815, file: !350, line: 85, type: !643, align: 8)
!823 = !{!526, !366, !340, !824, !825}
!824 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !643)
!825 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !641)
!826 = !DILocation(line: 0, scope: !815, inlinedAt: !827)
!827 = distinct !DILocation(line: 286, column: 25, scope: !631, inlinedAt: !655)
!828 = !{!829}
!829 = distinct !{!829, !830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE: %_2.0"}
!830 = distinct !{!830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE"}
!831 = !DILocation(line: 88, column: 28, scope: !815, inlinedAt: !827)
!832 = !{!833}
!833 = distinct !{!833, !830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE: %_2.1"}
!834 = !DILocalVariable(arg: 1, scope: !835, file: !8, line: 35, type: !838)
!835 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE", scope: !644, file: !8, line: 35, type: !836, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !839)
!836 = !DISubroutineType(types: !837)
!837 = !{!13, !838, !287}
!838 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut slices::fir16::{closure_env#0}", baseType: !643, size: 64, align: 64, dwarfAddressSpace: 0)
!839 = !{!840, !842, !834, !843}
!840 = !DILocalVariable(name: "x", scope: !841, file: !8, line: 35, type: !81, align: 64)
!841 = distinct !DILexicalBlock(scope: !835, file: !8, line: 35, column: 60)
!842 = !DILocalVariable(name: "c", scope: !841, file: !8, line: 35, type: !81, align: 64)
!843 = !DILocalVariable(arg: 2, scope: !835, file: !8, line: 35, type: !287)
!844 = !DILocation(line: 0, scope: !835, inlinedAt: !845)
!845 = distinct !DILocation(line: 88, column: 28, scope: !815, inlinedAt: !827)
!846 = !DILocation(line: 0, scope: !841, inlinedAt: !845)
!847 = !DILocalVariable(name: "self", arg: 1, scope: !848, file: !142, line: 49, type: !81)
!848 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs30_NtNtCsgEmfK2I1SDS_4core3ops5arithRdNtB6_3Mul3mul", scope: !552, file: !142, line: 49, type: !553, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !849)
!849 = !{!847, !850}
!850 = !DILocalVariable(name: "other", arg: 2, scope: !848, file: !142, line: 49, type: !81)
!851 = !DILocation(line: 0, scope: !848, inlinedAt: !852)
!852 = distinct !DILocation(line: 35, column: 60, scope: !841, inlinedAt: !845)
!853 = !DILocation(line: 50, column: 31, scope: !848, inlinedAt: !852)
!854 = !{!829, !809}
!855 = !{!833, !813, !856}
!856 = distinct !{!856, !857, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E: %self"}
!857 = distinct !{!857, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h172ff0ef67a4f103E"}
!858 = !DILocation(line: 50, column: 38, scope: !848, inlinedAt: !852)
!859 = !{!833, !813}
!860 = !{!829, !809, !856}
!861 = !DILocation(line: 352, column: 45, scope: !862, inlinedAt: !863)
!862 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB6_3Mul3mul", scope: !261, file: !260, line: 352, type: !262, scopeLine: 352, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20)
!863 = distinct !DILocation(line: 50, column: 17, scope: !848, inlinedAt: !852)
!864 = !DILocalVariable(arg: 1, scope: !865, file: !370, line: 164, type: !868)
!865 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h6955b3dfe44ebcacE", scope: !318, file: !370, line: 164, type: !866, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !683, retainedNodes: !869)
!866 = !DISubroutineType(types: !867)
!867 = !{!13, !868, !13, !13}
!868 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>, core::slice::iter::Iter<f64>>, slices::fir16::{closure_env#0}>>", baseType: !641, size: 64, align: 64, dwarfAddressSpace: 0)
!869 = !{!870, !871, !864}
!870 = !DILocalVariable(name: "a", arg: 2, scope: !865, file: !370, line: 164, type: !13)
!871 = !DILocalVariable(name: "b", arg: 3, scope: !865, file: !370, line: 164, type: !13)
!872 = !DILocation(line: 0, scope: !865, inlinedAt: !873)
!873 = distinct !DILocation(line: 88, column: 21, scope: !815, inlinedAt: !827)
!874 = !DILocation(line: 164, column: 28, scope: !865, inlinedAt: !873)
!875 = !{!876}
!876 = distinct !{!876, !810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E: %elt.0:It1"}
!877 = !{!878}
!878 = distinct !{!878, !810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E: %elt.1:It1"}
!879 = !{!880}
!880 = distinct !{!880, !830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE: %_2.0:It1"}
!881 = !{!882}
!882 = distinct !{!882, !830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE: %_2.1:It1"}
!883 = !{!880, !876}
!884 = !{!882, !878, !856}
!885 = !{!882, !878}
!886 = !{!880, !876, !856}
!887 = !{!888}
!888 = distinct !{!888, !810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E: %elt.0:It2"}
!889 = !{!890}
!890 = distinct !{!890, !810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E: %elt.1:It2"}
!891 = !{!892}
!892 = distinct !{!892, !830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE: %_2.0:It2"}
!893 = !{!894}
!894 = distinct !{!894, !830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE: %_2.1:It2"}
!895 = !{!892, !888}
!896 = !{!894, !890, !856}
!897 = !{!894, !890}
!898 = !{!892, !888, !856}
!899 = !{!900}
!900 = distinct !{!900, !810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E: %elt.0:It3"}
!901 = !{!902}
!902 = distinct !{!902, !810, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23b3a01d348995e6E: %elt.1:It3"}
!903 = !{!904}
!904 = distinct !{!904, !830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE: %_2.0:It3"}
!905 = !{!906}
!906 = distinct !{!906, !830, !"_ZN6slices5fir1628_$u7b$$u7b$closure$u7d$$u7d$17h584425ee509880edE: %_2.1:It3"}
!907 = !{!904, !900}
!908 = !{!906, !902, !856}
!909 = !{!906, !902}
!910 = !{!904, !900, !856}
!911 = distinct !{!911, !618}
!912 = !DILocation(line: 35, column: 5, scope: !620)
!913 = !DILocation(line: 443, column: 13, scope: !708, inlinedAt: !716)
!914 = !DILocation(line: 36, column: 2, scope: !620)
!915 = distinct !DISubprogram(name: "moving_sum", scope: !9, file: !8, line: 40, type: !916, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !918)
!916 = !DISubroutineType(types: !917)
!917 = !{null, !14, !21, !12}
!918 = !{!919, !920, !921, !922, !944, !946}
!919 = !DILocalVariable(name: "inp", arg: 1, scope: !915, file: !8, line: 40, type: !14)
!920 = !DILocalVariable(name: "out", arg: 2, scope: !915, file: !8, line: 40, type: !21)
!921 = !DILocalVariable(name: "width", arg: 3, scope: !915, file: !8, line: 40, type: !12)
!922 = !DILocalVariable(name: "iter", scope: !923, file: !8, line: 41, type: !924, align: 64)
!923 = distinct !DILexicalBlock(scope: !915, file: !8, line: 41, column: 5)
!924 = !DICompositeType(tag: DW_TAG_structure_type, name: "Zip<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", scope: !45, file: !15, size: 448, align: 64, flags: DIFlagPublic, elements: !925, templateParams: !942, identifier: "d4feda741a5763eeb8b54ba2ab5ab84e")
!925 = !{!926, !927, !940, !941}
!926 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !924, file: !15, baseType: !51, size: 128, align: 64, flags: DIFlagPrivate)
!927 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !924, file: !15, baseType: !928, size: 192, align: 64, offset: 128, flags: DIFlagPrivate)
!928 = !DICompositeType(tag: DW_TAG_structure_type, name: "Windows<f64>", scope: !52, file: !15, size: 192, align: 64, flags: DIFlagPublic, elements: !929, templateParams: !62, identifier: "d1f1822a6cd2cda46859bd63f6b66de9")
!929 = !{!930, !931}
!930 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !928, file: !15, baseType: !14, size: 128, align: 64, flags: DIFlagPrivate)
!931 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !928, file: !15, baseType: !932, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!932 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZero<usize>", scope: !933, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !934, templateParams: !220, identifier: "44b3255484829a0f48397ba71910d976")
!933 = !DINamespace(name: "nonzero", scope: !473)
!934 = !{!935}
!935 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !932, file: !15, baseType: !936, size: 64, align: 64, flags: DIFlagPrivate)
!936 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZeroUsizeInner", scope: !937, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !938, templateParams: !20, identifier: "3fd2e83a31e4fa746278d8fcd4d42ef")
!937 = !DINamespace(name: "niche_types", scope: !473)
!938 = !{!939}
!939 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !936, file: !15, baseType: !12, size: 64, align: 64, flags: DIFlagPrivate)
!940 = !DIDerivedType(tag: DW_TAG_member, name: "index", scope: !924, file: !15, baseType: !12, size: 64, align: 64, offset: 320, flags: DIFlagPrivate)
!941 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !924, file: !15, baseType: !12, size: 64, align: 64, offset: 384, flags: DIFlagPrivate)
!942 = !{!85, !943}
!943 = !DITemplateTypeParameter(name: "B", type: !928)
!944 = !DILocalVariable(name: "o", scope: !945, file: !8, line: 41, type: !71, align: 64)
!945 = distinct !DILexicalBlock(scope: !923, file: !8, line: 41, column: 5)
!946 = !DILocalVariable(name: "w", scope: !945, file: !8, line: 41, type: !14, align: 64)
!947 = !DILocation(line: 0, scope: !91, inlinedAt: !948)
!948 = distinct !DILocation(line: 313, column: 30, scope: !949, inlinedAt: !974)
!949 = distinct !DILexicalBlock(scope: !950, file: !102, line: 307, column: 13)
!950 = distinct !DISubprogram(name: "next<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4next17h83b86351ce94853aE", scope: !104, file: !102, line: 305, type: !951, scopeLine: 305, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !942, retainedNodes: !971)
!951 = !DISubroutineType(types: !952)
!952 = !{!953, !970}
!953 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(&mut f64, &[f64])>", scope: !108, file: !15, size: 192, align: 64, flags: DIFlagPublic, elements: !954, templateParams: !20, identifier: "bb4f2ad4962acb876eb40d60245d6b5e")
!954 = !{!955}
!955 = !DICompositeType(tag: DW_TAG_variant_part, scope: !953, file: !15, size: 192, align: 64, elements: !956, templateParams: !20, identifier: "3ae65e42b26fce8410796477ff3f34cc", discriminator: !969)
!956 = !{!957, !965}
!957 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !955, file: !15, baseType: !958, size: 192, align: 64, extraData: i64 0)
!958 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !953, file: !15, size: 192, align: 64, flags: DIFlagPublic, elements: !20, templateParams: !959, identifier: "15ed1747f86bf83ad6ed4b3b8cc1e98e")
!959 = !{!960}
!960 = !DITemplateTypeParameter(name: "T", type: !961)
!961 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&mut f64, &[f64])", file: !15, size: 192, align: 64, elements: !962, templateParams: !20, identifier: "70954075773d357709c42f801d35793")
!962 = !{!963, !964}
!963 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !961, file: !15, baseType: !71, size: 64, align: 64)
!964 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !961, file: !15, baseType: !14, size: 128, align: 64, offset: 64)
!965 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !955, file: !15, baseType: !966, size: 192, align: 64)
!966 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !953, file: !15, size: 192, align: 64, flags: DIFlagPublic, elements: !967, templateParams: !959, identifier: "f04969cc14fb6407e7bc860ceab86306")
!967 = !{!968}
!968 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !966, file: !15, baseType: !961, size: 192, align: 64, flags: DIFlagPublic)
!969 = !DIDerivedType(tag: DW_TAG_member, scope: !953, file: !15, baseType: !125, size: 64, align: 64, flags: DIFlagArtificial)
!970 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::zip::Zip<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", baseType: !924, size: 64, align: 64, dwarfAddressSpace: 0)
!971 = !{!972, !973}
!972 = !DILocalVariable(name: "self", arg: 1, scope: !950, file: !102, line: 305, type: !970)
!973 = !DILocalVariable(name: "i", scope: !949, file: !102, line: 307, type: !12, align: 64)
!974 = distinct !DILocation(line: 85, column: 9, scope: !975, inlinedAt: !978)
!975 = distinct !DISubprogram(name: "next<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", linkageName: "_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h23f53cf4159c7fb8E", scope: !132, file: !102, line: 84, type: !951, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !942, retainedNodes: !976)
!976 = !{!977}
!977 = !DILocalVariable(name: "self", arg: 1, scope: !975, file: !102, line: 84, type: !970)
!978 = !DILocation(line: 41, column: 19, scope: !979)
!979 = !DILexicalBlockFile(scope: !923, file: !8, discriminator: 2)
!980 = !DILocation(line: 0, scope: !950, inlinedAt: !974)
!981 = !DILocation(line: 0, scope: !975, inlinedAt: !978)
!982 = !DILocation(line: 0, scope: !915)
!983 = !DILocalVariable(name: "self", arg: 1, scope: !984, file: !985, line: 1115, type: !14)
!984 = distinct !DISubprogram(name: "windows<f64>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7windows17h8d2bc6da618b3a12E", scope: !986, file: !985, line: 1115, type: !987, scopeLine: 1115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, retainedNodes: !989)
!985 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!986 = !DINamespace(name: "{impl#0}", scope: !53)
!987 = !DISubroutineType(types: !988)
!988 = !{!928, !14, !12, !148}
!989 = !{!983, !990, !991}
!990 = !DILocalVariable(name: "size", arg: 2, scope: !984, file: !985, line: 1115, type: !12)
!991 = !DILocalVariable(name: "size", scope: !992, file: !985, line: 1116, type: !932, align: 64)
!992 = distinct !DILexicalBlock(scope: !984, file: !985, line: 1116, column: 9)
!993 = !DILocation(line: 0, scope: !984, inlinedAt: !994)
!994 = !DILocation(line: 41, column: 42, scope: !915)
!995 = !DILocalVariable(name: "msg", scope: !996, file: !997, line: 968, type: !172, align: 64)
!996 = distinct !DISubprogram(name: "expect<core::num::nonzero::NonZero<usize>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17ha6dd11344684e826E", scope: !998, file: !997, line: 968, type: !1011, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1004, declaration: !1013, retainedNodes: !1014)
!997 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!998 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::num::nonzero::NonZero<usize>>", scope: !108, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !999, templateParams: !20, identifier: "154beb0b877584a974e739a702238d52")
!999 = !{!1000}
!1000 = !DICompositeType(tag: DW_TAG_variant_part, scope: !998, file: !15, size: 64, align: 64, elements: !1001, templateParams: !20, identifier: "632f0bc54bc396e7bcd0ee399c4ee276", discriminator: !1010)
!1001 = !{!1002, !1006}
!1002 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1000, file: !15, baseType: !1003, size: 64, align: 64, extraData: i64 0)
!1003 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !998, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !20, templateParams: !1004, identifier: "fdf1d5b543d0ecd1cc60adec507553df")
!1004 = !{!1005}
!1005 = !DITemplateTypeParameter(name: "T", type: !932)
!1006 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1000, file: !15, baseType: !1007, size: 64, align: 64)
!1007 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !998, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !1008, templateParams: !1004, identifier: "5f1e783c3a77f8532b126463ac0cf900")
!1008 = !{!1009}
!1009 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1007, file: !15, baseType: !932, size: 64, align: 64, flags: DIFlagPublic)
!1010 = !DIDerivedType(tag: DW_TAG_member, scope: !998, file: !15, baseType: !125, size: 64, align: 64, flags: DIFlagArtificial)
!1011 = !DISubroutineType(types: !1012)
!1012 = !{!932, !998, !172, !148}
!1013 = !DISubprogram(name: "expect<core::num::nonzero::NonZero<usize>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17ha6dd11344684e826E", scope: !998, file: !997, line: 968, type: !1011, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1004)
!1014 = !{!1015, !995, !1016}
!1015 = !DILocalVariable(name: "self", arg: 1, scope: !996, file: !997, line: 968, type: !998)
!1016 = !DILocalVariable(name: "val", scope: !1017, file: !997, line: 970, type: !932, align: 64)
!1017 = distinct !DILexicalBlock(scope: !996, file: !997, line: 970, column: 13)
!1018 = !DILocation(line: 0, scope: !996, inlinedAt: !1019)
!1019 = !DILocation(line: 1116, column: 39, scope: !984, inlinedAt: !994)
!1020 = !DILocation(line: 969, column: 15, scope: !996, inlinedAt: !1019)
!1021 = !DILocation(line: 969, column: 9, scope: !996, inlinedAt: !1019)
!1022 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!1023 = !DILocalVariable(name: "other", arg: 2, scope: !1024, file: !182, line: 626, type: !928)
!1024 = distinct !DISubprogram(name: "zip<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3zip17h4c7fa08d2a9c9a8fE", scope: !183, file: !182, line: 626, type: !1025, scopeLine: 626, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1029, retainedNodes: !1027)
!1025 = !DISubroutineType(types: !1026)
!1026 = !{!924, !51, !928}
!1027 = !{!1028, !1023}
!1028 = !DILocalVariable(name: "self", arg: 1, scope: !1024, file: !182, line: 626, type: !51)
!1029 = !{!191, !1030}
!1030 = !DITemplateTypeParameter(name: "U", type: !928)
!1031 = !DILocation(line: 0, scope: !1024, inlinedAt: !1032)
!1032 = distinct !DILocation(line: 41, column: 34, scope: !915)
!1033 = !DILocalVariable(name: "a", arg: 1, scope: !1034, file: !102, line: 23, type: !51)
!1034 = distinct !DISubprogram(name: "new<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17h4ec6bbd6d6ea4e85E", scope: !924, file: !102, line: 23, type: !1025, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !942, declaration: !1035, retainedNodes: !1036)
!1035 = !DISubprogram(name: "new<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17h4ec6bbd6d6ea4e85E", scope: !924, file: !102, line: 23, type: !1025, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !942)
!1036 = !{!1033, !1037}
!1037 = !DILocalVariable(name: "b", arg: 2, scope: !1034, file: !102, line: 23, type: !928)
!1038 = !DILocation(line: 0, scope: !1034, inlinedAt: !1039)
!1039 = distinct !DILocation(line: 631, column: 9, scope: !1024, inlinedAt: !1032)
!1040 = !DILocalVariable(name: "b", arg: 2, scope: !1041, file: !102, line: 299, type: !928)
!1041 = distinct !DISubprogram(name: "new<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17hb975584369affc35E", scope: !104, file: !102, line: 299, type: !1025, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !942, retainedNodes: !1042)
!1042 = !{!1043, !1040, !1044}
!1043 = !DILocalVariable(name: "a", arg: 1, scope: !1041, file: !102, line: 299, type: !51)
!1044 = !DILocalVariable(name: "len", scope: !1045, file: !102, line: 300, type: !12, align: 64)
!1045 = distinct !DILexicalBlock(scope: !1041, file: !102, line: 300, column: 9)
!1046 = !DILocation(line: 0, scope: !1041, inlinedAt: !1047)
!1047 = distinct !DILocation(line: 24, column: 9, scope: !1034, inlinedAt: !1039)
!1048 = !DILocalVariable(name: "v1", arg: 1, scope: !1049, file: !214, line: 1574, type: !12)
!1049 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3min17h187cae6ef69359efE", scope: !215, file: !214, line: 1574, type: !216, scopeLine: 1574, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !220, retainedNodes: !1050)
!1050 = !{!1048, !1051}
!1051 = !DILocalVariable(name: "v2", arg: 2, scope: !1049, file: !214, line: 1574, type: !12)
!1052 = !DILocation(line: 0, scope: !1049, inlinedAt: !1053)
!1053 = distinct !DILocation(line: 300, column: 19, scope: !1041, inlinedAt: !1047)
!1054 = !DILocalVariable(name: "self", arg: 1, scope: !1055, file: !102, line: 587, type: !1059)
!1055 = distinct !DISubprogram(name: "size<core::slice::iter::Windows<f64>>", linkageName: "_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h79d639533f635040E", scope: !1056, file: !102, line: 587, type: !1057, scopeLine: 587, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1061, retainedNodes: !1060)
!1056 = !DINamespace(name: "TrustedRandomAccessNoCoerce", scope: !45)
!1057 = !DISubroutineType(types: !1058)
!1058 = !{!12, !1059}
!1059 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::slice::iter::Windows<f64>", baseType: !928, size: 64, align: 64, dwarfAddressSpace: 0)
!1060 = !{!1054}
!1061 = !{!1062}
!1062 = !DITemplateTypeParameter(name: "Self", type: !928)
!1063 = !DILocation(line: 0, scope: !1055, inlinedAt: !1064)
!1064 = distinct !DILocation(line: 300, column: 40, scope: !1041, inlinedAt: !1047)
!1065 = !DILocalVariable(name: "self", arg: 1, scope: !1066, file: !1067, line: 1367, type: !1059)
!1066 = distinct !DISubprogram(name: "size_hint<f64>", linkageName: "_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hafb96fad1957db38E", scope: !1068, file: !1067, line: 1367, type: !1069, scopeLine: 1367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, retainedNodes: !1075)
!1067 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!1068 = !DINamespace(name: "{impl#62}", scope: !52)
!1069 = !DISubroutineType(types: !1070)
!1070 = !{!1071, !1059}
!1071 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, core::option::Option<usize>)", file: !15, size: 192, align: 64, elements: !1072, templateParams: !20, identifier: "50ba810bbf8cd1f32313d326053c8aa")
!1072 = !{!1073, !1074}
!1073 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1071, file: !15, baseType: !12, size: 64, align: 64)
!1074 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1071, file: !15, baseType: !445, size: 128, align: 64, offset: 64)
!1075 = !{!1065, !1076}
!1076 = !DILocalVariable(name: "size", scope: !1077, file: !1067, line: 1371, type: !12, align: 64)
!1077 = distinct !DILexicalBlock(scope: !1066, file: !1067, line: 1371, column: 13)
!1078 = !DILocation(line: 0, scope: !1066, inlinedAt: !1079)
!1079 = distinct !DILocation(line: 591, column: 14, scope: !1055, inlinedAt: !1064)
!1080 = !DILocation(line: 1368, column: 12, scope: !1066, inlinedAt: !1079)
!1081 = !DILocation(line: 0, scope: !225, inlinedAt: !1082)
!1082 = distinct !DILocation(line: 1575, column: 8, scope: !1049, inlinedAt: !1053)
!1083 = !DILocation(line: 1076, column: 12, scope: !225, inlinedAt: !1082)
!1084 = !DILocation(line: 0, scope: !923)
!1085 = !DILocation(line: 306, column: 12, scope: !950, inlinedAt: !974)
!1086 = !DILocation(line: 28, column: 9, scope: !1087, inlinedAt: !1113)
!1087 = distinct !DILexicalBlock(scope: !1088, file: !92, line: 274, column: 17)
!1088 = distinct !DILexicalBlock(scope: !1089, file: !92, line: 273, column: 17)
!1089 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::traits::accum::{impl#134}::sum::{closure_env#0}<core::slice::iter::Iter<f64>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4efc5a7296db9345E", scope: !249, file: !92, line: 259, type: !1090, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1111, retainedNodes: !1095)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{!13, !73, !13, !1092}
!1092 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::slice::iter::Iter<f64>>", scope: !1093, file: !15, align: 8, elements: !20, identifier: "881631f4ce2d279ccecbfef0de0870f3")
!1093 = !DINamespace(name: "sum", scope: !1094)
!1094 = !DINamespace(name: "{impl#134}", scope: !320)
!1095 = !{!1096, !1097, !1098, !1099, !1101, !1103, !1104, !1105, !1107, !1109}
!1096 = !DILocalVariable(name: "self", arg: 1, scope: !1089, file: !92, line: 259, type: !73)
!1097 = !DILocalVariable(name: "init", arg: 2, scope: !1089, file: !92, line: 259, type: !13)
!1098 = !DILocalVariable(name: "f", arg: 3, scope: !1089, file: !92, line: 259, type: !1092)
!1099 = !DILocalVariable(name: "len", scope: !1100, file: !92, line: 29, type: !12, align: 64)
!1100 = distinct !DILexicalBlock(scope: !1089, file: !92, line: 29, column: 13)
!1101 = !DILocalVariable(name: "end", scope: !1102, file: !92, line: 33, type: !56, align: 64)
!1102 = distinct !DILexicalBlock(scope: !1089, file: !92, line: 33, column: 13)
!1103 = !DILocalVariable(name: "acc", scope: !1088, file: !92, line: 273, type: !13, align: 64)
!1104 = !DILocalVariable(name: "i", scope: !1087, file: !92, line: 274, type: !12, align: 64)
!1105 = !DILocalVariable(name: "len", scope: !1106, file: !92, line: 275, type: !12, align: 64)
!1106 = distinct !DILexicalBlock(scope: !1087, file: !92, line: 275, column: 17)
!1107 = !DILocalVariable(name: "len", scope: !1108, file: !92, line: 29, type: !12, align: 64)
!1108 = distinct !DILexicalBlock(scope: !1087, file: !92, line: 29, column: 13)
!1109 = !DILocalVariable(name: "end", scope: !1110, file: !92, line: 33, type: !56, align: 64)
!1110 = distinct !DILexicalBlock(scope: !1087, file: !92, line: 33, column: 13)
!1111 = !{!63, !366, !1112}
!1112 = !DITemplateTypeParameter(name: "F", type: !1092)
!1113 = distinct !DILocation(line: 183, column: 22, scope: !1114, inlinedAt: !1121)
!1114 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<f64>>", linkageName: "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17hd2b033772e5aaea2E", scope: !1094, file: !370, line: 182, type: !1115, scopeLine: 182, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1119, retainedNodes: !1117)
!1115 = !DISubroutineType(types: !1116)
!1116 = !{!13, !73}
!1117 = !{!1118}
!1118 = !DILocalVariable(name: "iter", arg: 1, scope: !1114, file: !370, line: 182, type: !73)
!1119 = !{!1120}
!1120 = !DITemplateTypeParameter(name: "I", type: !73)
!1121 = !DILocation(line: 3658, column: 9, scope: !1122, inlinedAt: !1126)
!1122 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<f64>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h9d4f11ca265ad313E", scope: !183, file: !182, line: 3653, type: !1115, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1125, retainedNodes: !1123)
!1123 = !{!1124}
!1124 = !DILocalVariable(name: "self", arg: 1, scope: !1122, file: !182, line: 3653, type: !73)
!1125 = !{!398, !383}
!1126 = !DILocation(line: 42, column: 23, scope: !945)
!1127 = !DILocation(line: 971, column: 21, scope: !996, inlinedAt: !1019)
!1128 = !DILocation(line: 0, scope: !949, inlinedAt: !974)
!1129 = !DILocalVariable(name: "self", arg: 1, scope: !1130, file: !1067, line: 1406, type: !1133)
!1130 = distinct !DISubprogram(name: "__iterator_get_unchecked<f64>", linkageName: "_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h6450f56e4ef3c04bE", scope: !1068, file: !1067, line: 1406, type: !1131, scopeLine: 1406, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, retainedNodes: !1134)
!1131 = !DISubroutineType(types: !1132)
!1132 = !{!14, !1133, !12}
!1133 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Windows<f64>", baseType: !928, size: 64, align: 64, dwarfAddressSpace: 0)
!1134 = !{!1129, !1135}
!1135 = !DILocalVariable(name: "idx", arg: 2, scope: !1130, file: !1067, line: 1406, type: !12)
!1136 = !DILocation(line: 0, scope: !1130, inlinedAt: !1137)
!1137 = distinct !DILocation(line: 313, column: 66, scope: !949, inlinedAt: !974)
!1138 = !DILocalVariable(name: "count", arg: 2, scope: !1139, file: !1140, line: 829, type: !12)
!1139 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$3add17h7270373fbbb129a5E", scope: !1141, file: !1140, line: 829, type: !1143, scopeLine: 829, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, retainedNodes: !1145)
!1140 = !DIFile(filename: "library/core/src/ptr/const_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!1141 = !DINamespace(name: "{impl#0}", scope: !1142)
!1142 = !DINamespace(name: "const_ptr", scope: !58)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{!61, !61, !12, !148}
!1145 = !{!1146, !1138}
!1146 = !DILocalVariable(name: "self", arg: 1, scope: !1139, file: !1140, line: 829, type: !61)
!1147 = !DILocation(line: 0, scope: !1139, inlinedAt: !1148)
!1148 = distinct !DILocation(line: 1411, column: 49, scope: !1130, inlinedAt: !1137)
!1149 = !DILocation(line: 863, column: 18, scope: !1139, inlinedAt: !1148)
!1150 = !DILocation(line: 0, scope: !945)
!1151 = !DILocation(line: 0, scope: !1122, inlinedAt: !1126)
!1152 = !DILocation(line: 0, scope: !1114, inlinedAt: !1121)
!1153 = !DILocation(line: 0, scope: !1089, inlinedAt: !1113)
!1154 = !DILocation(line: 259, column: 42, scope: !1089, inlinedAt: !1113)
!1155 = !DILocalVariable(name: "rhs", scope: !1156, file: !471, line: 832, type: !12, align: 64)
!1156 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !472, file: !471, line: 832, type: !474, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !1157)
!1157 = !{!1158, !1155}
!1158 = !DILocalVariable(name: "self", arg: 1, scope: !1156, file: !471, line: 832, type: !12)
!1159 = !DILocation(line: 0, scope: !1156, inlinedAt: !1160)
!1160 = distinct !DILocation(line: 283, column: 36, scope: !1106, inlinedAt: !1113)
!1161 = !DILocation(line: 0, scope: !1088, inlinedAt: !1113)
!1162 = !DILocation(line: 0, scope: !1087, inlinedAt: !1113)
!1163 = !DILocation(line: 0, scope: !1106, inlinedAt: !1113)
!1164 = !DILocalVariable(name: "self", arg: 1, scope: !1165, file: !1166, line: 651, type: !56)
!1165 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hdaa2373345914123E", scope: !56, file: !1166, line: 651, type: !1167, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !62, declaration: !1169, retainedNodes: !1170)
!1166 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!1167 = !DISubroutineType(types: !1168)
!1168 = !{!56, !56, !12}
!1169 = !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hdaa2373345914123E", scope: !56, file: !1166, line: 651, type: !1167, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !62)
!1170 = !{!1164, !1171}
!1171 = !DILocalVariable(name: "count", arg: 2, scope: !1165, file: !1166, line: 651, type: !12)
!1172 = !DILocation(line: 0, scope: !1165, inlinedAt: !1173)
!1173 = distinct !DILocation(line: 279, column: 67, scope: !1106, inlinedAt: !1113)
!1174 = !DILocation(line: 659, column: 28, scope: !1165, inlinedAt: !1173)
!1175 = !DILocalVariable(arg: 1, scope: !1176, file: !370, line: 186, type: !1179)
!1176 = distinct !DISubprogram(name: "{closure#0}<core::slice::iter::Iter<f64>>", linkageName: "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h39a4743014e884ceE", scope: !1093, file: !370, line: 186, type: !1177, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1119, retainedNodes: !1180)
!1177 = !DISubroutineType(types: !1178)
!1178 = !{!13, !1179, !13, !81}
!1179 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#134}::sum::{closure_env#0}<core::slice::iter::Iter<f64>>", baseType: !1092, size: 64, align: 64, dwarfAddressSpace: 0)
!1180 = !{!1181, !1182, !1175}
!1181 = !DILocalVariable(name: "a", arg: 2, scope: !1176, file: !370, line: 186, type: !13)
!1182 = !DILocalVariable(name: "b", arg: 3, scope: !1176, file: !370, line: 186, type: !81)
!1183 = !DILocation(line: 0, scope: !1176, inlinedAt: !1184)
!1184 = distinct !DILocation(line: 279, column: 27, scope: !1106, inlinedAt: !1113)
!1185 = !DILocalVariable(name: "other", arg: 2, scope: !1186, file: !142, line: 38, type: !81)
!1186 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsV_NtNtCsgEmfK2I1SDS_4core3ops5arithdINtB5_3AddRdE3add", scope: !1187, file: !142, line: 38, type: !146, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !1188)
!1187 = !DINamespace(name: "{impl#59}", scope: !144)
!1188 = !{!1185}
!1189 = !DILocation(line: 0, scope: !1186, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 186, column: 28, scope: !1176, inlinedAt: !1184)
!1191 = !DILocation(line: 39, column: 37, scope: !1186, inlinedAt: !1190)
!1192 = !{!1193}
!1193 = distinct !{!1193, !1194, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h39a4743014e884ceE: %b"}
!1194 = distinct !{!1194, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h39a4743014e884ceE"}
!1195 = !DILocation(line: 105, column: 45, scope: !1196, inlinedAt: !1198)
!1196 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsc_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB5_3Add3add", scope: !1197, file: !260, line: 105, type: !262, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20)
!1197 = !DINamespace(name: "{impl#14}", scope: !144)
!1198 = distinct !DILocation(line: 39, column: 17, scope: !1186, inlinedAt: !1190)
!1199 = !DILocation(line: 844, column: 17, scope: !1156, inlinedAt: !1160)
!1200 = !DILocation(line: 284, column: 24, scope: !1106, inlinedAt: !1113)
!1201 = distinct !{!1201, !618}
!1202 = !DILocation(line: 310, column: 13, scope: !949, inlinedAt: !974)
!1203 = !DILocation(line: 961, column: 18, scope: !238, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 429, column: 60, scope: !91, inlinedAt: !948)
!1205 = !DILocation(line: 42, column: 9, scope: !945)
!1206 = !DILocation(line: 44, column: 2, scope: !915)
!1207 = distinct !DISubprogram(name: "smooth3", scope: !9, file: !8, line: 20, type: !1208, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !1210)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{null, !14, !21}
!1210 = !{!1211, !1212, !1213, !1215, !1217}
!1211 = !DILocalVariable(name: "inp", arg: 1, scope: !1207, file: !8, line: 20, type: !14)
!1212 = !DILocalVariable(name: "out", arg: 2, scope: !1207, file: !8, line: 20, type: !21)
!1213 = !DILocalVariable(name: "iter", scope: !1214, file: !8, line: 21, type: !924, align: 64)
!1214 = distinct !DILexicalBlock(scope: !1207, file: !8, line: 21, column: 5)
!1215 = !DILocalVariable(name: "o", scope: !1216, file: !8, line: 21, type: !71, align: 64)
!1216 = distinct !DILexicalBlock(scope: !1214, file: !8, line: 21, column: 5)
!1217 = !DILocalVariable(name: "w", scope: !1216, file: !8, line: 21, type: !14, align: 64)
!1218 = !DILocation(line: 0, scope: !91, inlinedAt: !1219)
!1219 = distinct !DILocation(line: 313, column: 30, scope: !949, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 85, column: 9, scope: !1221, inlinedAt: !1224)
!1221 = distinct !DISubprogram(name: "next<core::slice::iter::IterMut<f64>, core::slice::iter::Windows<f64>>", linkageName: "_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h23f53cf4159c7fb8E", scope: !132, file: !102, line: 84, type: !951, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !942, retainedNodes: !1222)
!1222 = !{!1223}
!1223 = !DILocalVariable(name: "self", arg: 1, scope: !1221, file: !102, line: 84, type: !970)
!1224 = !DILocation(line: 21, column: 19, scope: !1225)
!1225 = !DILexicalBlockFile(scope: !1214, file: !8, discriminator: 2)
!1226 = !DILocation(line: 0, scope: !950, inlinedAt: !1220)
!1227 = !DILocation(line: 0, scope: !1221, inlinedAt: !1224)
!1228 = !DILocation(line: 0, scope: !1207)
!1229 = !DILocation(line: 0, scope: !1024, inlinedAt: !1230)
!1230 = distinct !DILocation(line: 21, column: 34, scope: !1207)
!1231 = !DILocation(line: 0, scope: !1034, inlinedAt: !1232)
!1232 = distinct !DILocation(line: 631, column: 9, scope: !1024, inlinedAt: !1230)
!1233 = !DILocation(line: 0, scope: !1041, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 24, column: 9, scope: !1034, inlinedAt: !1232)
!1235 = !DILocation(line: 0, scope: !1049, inlinedAt: !1236)
!1236 = distinct !DILocation(line: 300, column: 19, scope: !1041, inlinedAt: !1234)
!1237 = !DILocation(line: 0, scope: !1055, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 300, column: 40, scope: !1041, inlinedAt: !1234)
!1239 = !DILocation(line: 0, scope: !1066, inlinedAt: !1240)
!1240 = distinct !DILocation(line: 591, column: 14, scope: !1055, inlinedAt: !1238)
!1241 = !DILocation(line: 1368, column: 12, scope: !1066, inlinedAt: !1240)
!1242 = !DILocation(line: 0, scope: !225, inlinedAt: !1243)
!1243 = distinct !DILocation(line: 1575, column: 8, scope: !1049, inlinedAt: !1236)
!1244 = !DILocation(line: 1076, column: 12, scope: !225, inlinedAt: !1243)
!1245 = !DILocation(line: 0, scope: !1214)
!1246 = !DILocation(line: 306, column: 12, scope: !950, inlinedAt: !1220)
!1247 = !DILocation(line: 310, column: 13, scope: !949, inlinedAt: !1220)
!1248 = !DILocation(line: 961, column: 18, scope: !238, inlinedAt: !1249)
!1249 = distinct !DILocation(line: 429, column: 60, scope: !91, inlinedAt: !1219)
!1250 = !DILocation(line: 863, column: 18, scope: !1139, inlinedAt: !1251)
!1251 = distinct !DILocation(line: 1411, column: 49, scope: !1130, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 313, column: 66, scope: !949, inlinedAt: !1220)
!1253 = !DILocation(line: 22, column: 15, scope: !1216)
!1254 = !DILocation(line: 22, column: 22, scope: !1216)
!1255 = !DILocation(line: 22, column: 29, scope: !1216)
!1256 = !DILocation(line: 22, column: 14, scope: !1216)
!1257 = !DILocation(line: 22, column: 9, scope: !1216)
!1258 = distinct !{!1258, !267, !268}
!1259 = !DILocation(line: 24, column: 2, scope: !1207)
!1260 = !DILocation(line: 0, scope: !949, inlinedAt: !1220)
!1261 = !DILocation(line: 0, scope: !1130, inlinedAt: !1252)
!1262 = !DILocation(line: 0, scope: !1139, inlinedAt: !1251)
!1263 = !DILocation(line: 0, scope: !1216)
!1264 = distinct !{!1264, !268, !267}
