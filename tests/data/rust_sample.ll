; ModuleID = 'alg.2522010581f454ca-cgu.0'
source_filename = "alg.2522010581f454ca-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_0f9c4ddca9bff5404cbc47fc77599bb9 = private unnamed_addr constant [7 x i8] c"alg.rs\00", align 1
@alloc_0407d5a92ffb756975d97e366d0e9f5b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_0f9c4ddca9bff5404cbc47fc77599bb9, [16 x i8] c"\06\00\00\00\00\00\00\00\07\00\00\00<\00\00\00" }>, align 8

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable
define noundef float @dot(ptr noalias noundef nonnull readonly align 4 captures(none) %a.0, i64 noundef range(i64 0, 2305843009213693952) %a.1, ptr noalias noundef nonnull readonly align 4 captures(none) %b.0, i64 noundef range(i64 0, 2305843009213693952) %b.1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !7 {
start:
    #dbg_value(ptr poison, !24, !DIExpression(), !54)
    #dbg_value(ptr poison, !80, !DIExpression(), !120)
    #dbg_value(ptr %a.0, !22, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
    #dbg_value(i64 %a.1, !22, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
    #dbg_value(ptr %b.0, !23, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
    #dbg_value(i64 %b.1, !23, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
    #dbg_value(float 0.000000e+00, !117, !DIExpression(), !122)
    #dbg_declare(ptr poison, !118, !DIExpression(), !123)
    #dbg_value(ptr %a.0, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(ptr %b.0, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(i64 %b.1, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(ptr %a.0, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !146)
    #dbg_value(ptr %b.0, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !145, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !146)
    #dbg_value(ptr %a.0, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !155)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !148, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !155)
    #dbg_value(ptr %b.0, !152, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !155)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !152, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !155)
    #dbg_value(i64 %a.1, !157, !DIExpression(), !167)
    #dbg_value(i64 %b.1, !164, !DIExpression(), !167)
    #dbg_value(i64 %a.1, !169, !DIExpression(), !176)
    #dbg_value(i64 %b.1, !173, !DIExpression(), !176)
  %_0.sroa.0.0.i.i.i = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 2305843009213693952) %b.1, i64 %a.1), !dbg !178
    #dbg_value(ptr %a.0, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122)
    #dbg_value(ptr %a.0, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !122)
    #dbg_value(!DIArgList(ptr %a.0, i64 %a.1), !94, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !179)
    #dbg_value(ptr %b.0, !116, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !122)
    #dbg_value(ptr %b.0, !94, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !179)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !122)
    #dbg_value(!DIArgList(ptr %b.0, i64 %b.1), !94, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !179)
    #dbg_value(i64 0, !116, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !122)
    #dbg_value(i64 0, !94, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !179)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !116, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !122)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !94, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !179)
    #dbg_value(float 0.000000e+00, !95, !DIExpression(), !179)
    #dbg_declare(ptr poison, !96, !DIExpression(), !180)
    #dbg_value(i64 1, !181, !DIExpression(), !188)
    #dbg_value(i64 1, !221, !DIExpression(), !258)
    #dbg_value(float 0.000000e+00, !97, !DIExpression(), !260)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !98, !DIExpression(), !261)
    #dbg_value(i64 0, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !262)
    #dbg_value(ptr undef, !216, !DIExpression(), !263)
    #dbg_value(ptr undef, !210, !DIExpression(), !264)
    #dbg_value(ptr undef, !265, !DIExpression(), !275)
    #dbg_value(ptr undef, !274, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !277)
  %_207.not.i = icmp eq i64 %_0.sroa.0.0.i.i.i, 0, !dbg !278
  br i1 %_207.not.i, label %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit, label %bb14.i.preheader, !dbg !279

bb14.i.preheader:                                 ; preds = %start
  %xtraiter = and i64 %_0.sroa.0.0.i.i.i, 3, !dbg !279
  %0 = icmp samesign ult i64 %_0.sroa.0.0.i.i.i, 4, !dbg !279
  br i1 %0, label %bb14.i.epil.preheader, label %bb14.i.preheader.new, !dbg !279

bb14.i.preheader.new:                             ; preds = %bb14.i.preheader
  %unroll_iter = and i64 %_0.sroa.0.0.i.i.i, 2305843009213693948, !dbg !279
  br label %bb14.i, !dbg !279

bb14.i:                                           ; preds = %bb14.i, %bb14.i.preheader.new
  %accum.sroa.0.09.i = phi float [ 0.000000e+00, %bb14.i.preheader.new ], [ %_0.i.i.3, %bb14.i ]
  %iter.sroa.0.08.i = phi i64 [ 0, %bb14.i.preheader.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.i.preheader.new ], [ %niter.next.3, %bb14.i ]
    #dbg_value(float %accum.sroa.0.09.i, !97, !DIExpression(), !260)
    #dbg_value(i64 %iter.sroa.0.08.i, !211, !DIExpression(), !280)
    #dbg_value(i64 %iter.sroa.0.08.i, !187, !DIExpression(), !188)
    #dbg_value(i64 %iter.sroa.0.08.i, !257, !DIExpression(), !258)
  %_24.i = or disjoint i64 %iter.sroa.0.08.i, 1, !dbg !281
    #dbg_value(i64 %_24.i, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 %iter.sroa.0.08.i, !108, !DIExpression(), !282)
    #dbg_value(ptr undef, !80, !DIExpression(), !120)
    #dbg_value(i64 %iter.sroa.0.08.i, !81, !DIExpression(), !120)
    #dbg_value(i64 %iter.sroa.0.08.i, !82, !DIExpression(), !283)
    #dbg_value(ptr undef, !24, !DIExpression(), !54)
    #dbg_value(i64 %iter.sroa.0.08.i, !53, !DIExpression(), !54)
  %_3.i.i.i = getelementptr inbounds nuw float, ptr %a.0, i64 %iter.sroa.0.08.i, !dbg !284
    #dbg_value(ptr undef, !24, !DIExpression(), !293)
    #dbg_value(i64 %iter.sroa.0.08.i, !53, !DIExpression(), !293)
  %_3.i4.i.i = getelementptr inbounds nuw float, ptr %b.0, i64 %iter.sroa.0.08.i, !dbg !295
  tail call void @llvm.experimental.noalias.scope.decl(metadata !297), !dbg !300
  tail call void @llvm.experimental.noalias.scope.decl(metadata !301), !dbg !300
    #dbg_value(ptr poison, !303, !DIExpression(), !314)
    #dbg_value(float %accum.sroa.0.09.i, !309, !DIExpression(), !314)
    #dbg_value(ptr %_3.i.i.i, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !314)
    #dbg_value(ptr %_3.i4.i.i, !313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !314)
    #dbg_value(ptr %_3.i.i.i, !310, !DIExpression(), !316)
    #dbg_value(ptr %_3.i.i.i, !317, !DIExpression(), !326)
    #dbg_value(ptr %_3.i4.i.i, !312, !DIExpression(), !316)
    #dbg_value(ptr %_3.i4.i.i, !325, !DIExpression(), !326)
  %_7.i.i = load float, ptr %_3.i.i.i, align 4, !dbg !328, !alias.scope !297, !noalias !329, !noundef !20
  %_8.i6.i = load float, ptr %_3.i4.i.i, align 4, !dbg !332, !alias.scope !301, !noalias !333, !noundef !20
  %_6.i.i2 = fmul float %_7.i.i, %_8.i6.i, !dbg !334
  %_0.i.i = fadd float %accum.sroa.0.09.i, %_6.i.i2, !dbg !341
    #dbg_value(float %_0.i.i, !97, !DIExpression(), !260)
    #dbg_value(ptr undef, !216, !DIExpression(), !263)
    #dbg_value(ptr undef, !210, !DIExpression(), !264)
    #dbg_value(ptr undef, !265, !DIExpression(), !275)
    #dbg_value(ptr undef, !274, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !277)
    #dbg_value(i64 %_24.i, !211, !DIExpression(), !280)
    #dbg_value(i64 %_24.i, !187, !DIExpression(), !188)
    #dbg_value(i64 %_24.i, !257, !DIExpression(), !258)
  %_24.i.1 = or disjoint i64 %iter.sroa.0.08.i, 2, !dbg !281
    #dbg_value(i64 %_24.i.1, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 %_24.i, !108, !DIExpression(), !282)
    #dbg_value(i64 %_24.i, !81, !DIExpression(), !120)
    #dbg_value(i64 %_24.i, !82, !DIExpression(), !283)
    #dbg_value(i64 %_24.i, !53, !DIExpression(), !54)
  %_3.i.i.i.1 = getelementptr inbounds nuw float, ptr %a.0, i64 %_24.i, !dbg !284
    #dbg_value(i64 %_24.i, !53, !DIExpression(), !293)
  %_3.i4.i.i.1 = getelementptr inbounds nuw float, ptr %b.0, i64 %_24.i, !dbg !295
  tail call void @llvm.experimental.noalias.scope.decl(metadata !342), !dbg !300
  tail call void @llvm.experimental.noalias.scope.decl(metadata !344), !dbg !300
    #dbg_value(float %_0.i.i, !309, !DIExpression(), !314)
    #dbg_value(ptr %_3.i.i.i.1, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !314)
    #dbg_value(ptr %_3.i4.i.i.1, !313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !314)
    #dbg_value(ptr %_3.i.i.i.1, !310, !DIExpression(), !316)
    #dbg_value(ptr %_3.i.i.i.1, !317, !DIExpression(), !326)
    #dbg_value(ptr %_3.i4.i.i.1, !312, !DIExpression(), !316)
    #dbg_value(ptr %_3.i4.i.i.1, !325, !DIExpression(), !326)
  %_7.i.i.1 = load float, ptr %_3.i.i.i.1, align 4, !dbg !328, !alias.scope !342, !noalias !346, !noundef !20
  %_8.i6.i.1 = load float, ptr %_3.i4.i.i.1, align 4, !dbg !332, !alias.scope !344, !noalias !347, !noundef !20
  %_6.i.i2.1 = fmul float %_7.i.i.1, %_8.i6.i.1, !dbg !334
  %_0.i.i.1 = fadd float %_0.i.i, %_6.i.i2.1, !dbg !341
    #dbg_value(float %_0.i.i.1, !97, !DIExpression(), !260)
    #dbg_value(i64 %_24.i.1, !211, !DIExpression(), !280)
    #dbg_value(i64 %_24.i.1, !187, !DIExpression(), !188)
    #dbg_value(i64 %_24.i.1, !257, !DIExpression(), !258)
  %_24.i.2 = or disjoint i64 %iter.sroa.0.08.i, 3, !dbg !281
    #dbg_value(i64 %_24.i.2, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 %_24.i.1, !108, !DIExpression(), !282)
    #dbg_value(i64 %_24.i.1, !81, !DIExpression(), !120)
    #dbg_value(i64 %_24.i.1, !82, !DIExpression(), !283)
    #dbg_value(i64 %_24.i.1, !53, !DIExpression(), !54)
  %_3.i.i.i.2 = getelementptr inbounds nuw float, ptr %a.0, i64 %_24.i.1, !dbg !284
    #dbg_value(i64 %_24.i.1, !53, !DIExpression(), !293)
  %_3.i4.i.i.2 = getelementptr inbounds nuw float, ptr %b.0, i64 %_24.i.1, !dbg !295
  tail call void @llvm.experimental.noalias.scope.decl(metadata !348), !dbg !300
  tail call void @llvm.experimental.noalias.scope.decl(metadata !350), !dbg !300
    #dbg_value(float %_0.i.i.1, !309, !DIExpression(), !314)
    #dbg_value(ptr %_3.i.i.i.2, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !314)
    #dbg_value(ptr %_3.i4.i.i.2, !313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !314)
    #dbg_value(ptr %_3.i.i.i.2, !310, !DIExpression(), !316)
    #dbg_value(ptr %_3.i.i.i.2, !317, !DIExpression(), !326)
    #dbg_value(ptr %_3.i4.i.i.2, !312, !DIExpression(), !316)
    #dbg_value(ptr %_3.i4.i.i.2, !325, !DIExpression(), !326)
  %_7.i.i.2 = load float, ptr %_3.i.i.i.2, align 4, !dbg !328, !alias.scope !348, !noalias !352, !noundef !20
  %_8.i6.i.2 = load float, ptr %_3.i4.i.i.2, align 4, !dbg !332, !alias.scope !350, !noalias !353, !noundef !20
  %_6.i.i2.2 = fmul float %_7.i.i.2, %_8.i6.i.2, !dbg !334
  %_0.i.i.2 = fadd float %_0.i.i.1, %_6.i.i2.2, !dbg !341
    #dbg_value(float %_0.i.i.2, !97, !DIExpression(), !260)
    #dbg_value(i64 %_24.i.2, !211, !DIExpression(), !280)
    #dbg_value(i64 %_24.i.2, !187, !DIExpression(), !188)
    #dbg_value(i64 %_24.i.2, !257, !DIExpression(), !258)
  %_24.i.3 = add nuw nsw i64 %iter.sroa.0.08.i, 4, !dbg !281
    #dbg_value(i64 %_24.i.3, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 %_24.i.2, !108, !DIExpression(), !282)
    #dbg_value(i64 %_24.i.2, !81, !DIExpression(), !120)
    #dbg_value(i64 %_24.i.2, !82, !DIExpression(), !283)
    #dbg_value(i64 %_24.i.2, !53, !DIExpression(), !54)
  %_3.i.i.i.3 = getelementptr inbounds nuw float, ptr %a.0, i64 %_24.i.2, !dbg !284
    #dbg_value(i64 %_24.i.2, !53, !DIExpression(), !293)
  %_3.i4.i.i.3 = getelementptr inbounds nuw float, ptr %b.0, i64 %_24.i.2, !dbg !295
  tail call void @llvm.experimental.noalias.scope.decl(metadata !354), !dbg !300
  tail call void @llvm.experimental.noalias.scope.decl(metadata !356), !dbg !300
    #dbg_value(float %_0.i.i.2, !309, !DIExpression(), !314)
    #dbg_value(ptr %_3.i.i.i.3, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !314)
    #dbg_value(ptr %_3.i4.i.i.3, !313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !314)
    #dbg_value(ptr %_3.i.i.i.3, !310, !DIExpression(), !316)
    #dbg_value(ptr %_3.i.i.i.3, !317, !DIExpression(), !326)
    #dbg_value(ptr %_3.i4.i.i.3, !312, !DIExpression(), !316)
    #dbg_value(ptr %_3.i4.i.i.3, !325, !DIExpression(), !326)
  %_7.i.i.3 = load float, ptr %_3.i.i.i.3, align 4, !dbg !328, !alias.scope !354, !noalias !358, !noundef !20
  %_8.i6.i.3 = load float, ptr %_3.i4.i.i.3, align 4, !dbg !332, !alias.scope !356, !noalias !359, !noundef !20
  %_6.i.i2.3 = fmul float %_7.i.i.3, %_8.i6.i.3, !dbg !334
  %_0.i.i.3 = fadd float %_0.i.i.2, %_6.i.i2.3, !dbg !341
    #dbg_value(float %_0.i.i.3, !97, !DIExpression(), !260)
  %niter.next.3 = add i64 %niter, 4, !dbg !279
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !279
  br i1 %niter.ncmp.3, label %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit.loopexit.unr-lcssa, label %bb14.i, !dbg !279

_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit.loopexit.unr-lcssa: ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !279
  br i1 %lcmp.mod.not, label %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit, label %bb14.i.epil.preheader, !dbg !279

bb14.i.epil.preheader:                            ; preds = %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit.loopexit.unr-lcssa, %bb14.i.preheader
  %accum.sroa.0.09.i.epil.init = phi float [ 0.000000e+00, %bb14.i.preheader ], [ %_0.i.i.3, %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit.loopexit.unr-lcssa ]
  %iter.sroa.0.08.i.epil.init = phi i64 [ 0, %bb14.i.preheader ], [ %_24.i.3, %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit.loopexit.unr-lcssa ]
  %lcmp.mod4 = icmp ne i64 %xtraiter, 0, !dbg !279
  tail call void @llvm.assume(i1 %lcmp.mod4), !dbg !279
  br label %bb14.i.epil, !dbg !279

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.09.i.epil = phi float [ %_0.i.i.epil, %bb14.i.epil ], [ %accum.sroa.0.09.i.epil.init, %bb14.i.epil.preheader ]
  %iter.sroa.0.08.i.epil = phi i64 [ %_24.i.epil, %bb14.i.epil ], [ %iter.sroa.0.08.i.epil.init, %bb14.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb14.i.epil ], [ 0, %bb14.i.epil.preheader ]
    #dbg_value(float %accum.sroa.0.09.i.epil, !97, !DIExpression(), !260)
    #dbg_value(i64 %iter.sroa.0.08.i.epil, !211, !DIExpression(), !280)
    #dbg_value(i64 %iter.sroa.0.08.i.epil, !187, !DIExpression(), !188)
    #dbg_value(i64 %iter.sroa.0.08.i.epil, !257, !DIExpression(), !258)
  %_24.i.epil = add nuw nsw i64 %iter.sroa.0.08.i.epil, 1, !dbg !281
    #dbg_value(i64 %_24.i.epil, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 %iter.sroa.0.08.i.epil, !108, !DIExpression(), !282)
    #dbg_value(ptr undef, !80, !DIExpression(), !120)
    #dbg_value(i64 %iter.sroa.0.08.i.epil, !81, !DIExpression(), !120)
    #dbg_value(i64 %iter.sroa.0.08.i.epil, !82, !DIExpression(), !283)
    #dbg_value(ptr undef, !24, !DIExpression(), !54)
    #dbg_value(i64 %iter.sroa.0.08.i.epil, !53, !DIExpression(), !54)
  %_3.i.i.i.epil = getelementptr inbounds nuw float, ptr %a.0, i64 %iter.sroa.0.08.i.epil, !dbg !284
    #dbg_value(ptr undef, !24, !DIExpression(), !293)
    #dbg_value(i64 %iter.sroa.0.08.i.epil, !53, !DIExpression(), !293)
  %_3.i4.i.i.epil = getelementptr inbounds nuw float, ptr %b.0, i64 %iter.sroa.0.08.i.epil, !dbg !295
  tail call void @llvm.experimental.noalias.scope.decl(metadata !297), !dbg !300
  tail call void @llvm.experimental.noalias.scope.decl(metadata !301), !dbg !300
    #dbg_value(ptr poison, !303, !DIExpression(), !314)
    #dbg_value(float %accum.sroa.0.09.i.epil, !309, !DIExpression(), !314)
    #dbg_value(ptr %_3.i.i.i.epil, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !314)
    #dbg_value(ptr %_3.i4.i.i.epil, !313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !314)
    #dbg_value(ptr %_3.i.i.i.epil, !310, !DIExpression(), !316)
    #dbg_value(ptr %_3.i.i.i.epil, !317, !DIExpression(), !326)
    #dbg_value(ptr %_3.i4.i.i.epil, !312, !DIExpression(), !316)
    #dbg_value(ptr %_3.i4.i.i.epil, !325, !DIExpression(), !326)
  %_7.i.i.epil = load float, ptr %_3.i.i.i.epil, align 4, !dbg !328, !alias.scope !297, !noalias !329, !noundef !20
  %_8.i6.i.epil = load float, ptr %_3.i4.i.i.epil, align 4, !dbg !332, !alias.scope !301, !noalias !333, !noundef !20
  %_6.i.i2.epil = fmul float %_7.i.i.epil, %_8.i6.i.epil, !dbg !334
  %_0.i.i.epil = fadd float %accum.sroa.0.09.i.epil, %_6.i.i2.epil, !dbg !341
    #dbg_value(float %_0.i.i.epil, !97, !DIExpression(), !260)
    #dbg_value(ptr undef, !216, !DIExpression(), !263)
    #dbg_value(ptr undef, !210, !DIExpression(), !264)
    #dbg_value(ptr undef, !265, !DIExpression(), !275)
    #dbg_value(ptr undef, !274, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !277)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !279
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !279
  br i1 %epil.iter.cmp.not, label %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit, label %bb14.i.epil, !dbg !279, !llvm.loop !360

_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit: ; preds = %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit.loopexit.unr-lcssa, %bb14.i.epil, %start
  %accum.sroa.0.0.lcssa.i = phi float [ 0.000000e+00, %start ], [ %_0.i.i.3, %_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_.exit.loopexit.unr-lcssa ], [ %_0.i.i.epil, %bb14.i.epil ], !dbg !179
  ret float %accum.sroa.0.0.lcssa.i, !dbg !362
}

; Function Attrs: nonlazybind uwtable
define void @fir16(ptr noalias noundef nonnull readonly align 8 captures(none) %input.0, i64 noundef range(i64 0, 1152921504606846976) %input.1, ptr noalias noundef readonly align 8 captures(none) dereferenceable(128) %coeff, ptr noalias noundef nonnull writeonly align 8 captures(none) %out.0, i64 noundef range(i64 0, 1152921504606846976) %out.1) unnamed_addr #1 !dbg !363 {
start:
    #dbg_value(ptr poison, !394, !DIExpression(), !398)
    #dbg_value(ptr poison, !403, !DIExpression(), !415)
    #dbg_value(ptr poison, !412, !DIExpression(), !416)
    #dbg_value(ptr %input.0, !381, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !417)
    #dbg_value(i64 %input.1, !381, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !417)
    #dbg_value(ptr %coeff, !382, !DIExpression(), !417)
    #dbg_value(ptr %out.0, !383, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !417)
    #dbg_value(i64 %out.1, !383, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !417)
    #dbg_value(i64 1, !418, !DIExpression(), !422)
    #dbg_value(i64 1, !427, !DIExpression(), !431)
    #dbg_value(i64 1, !418, !DIExpression(), !433)
    #dbg_value(i64 1, !427, !DIExpression(), !436)
    #dbg_value(i64 0, !384, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !439)
    #dbg_value(i64 %out.1, !384, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !439)
    #dbg_value(ptr undef, !412, !DIExpression(), !440)
    #dbg_value(ptr undef, !403, !DIExpression(), !441)
    #dbg_value(ptr undef, !394, !DIExpression(), !442)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !444)
  %_2319.not = icmp eq i64 %out.1, 0, !dbg !445
  br i1 %_2319.not, label %bb7, label %bb6.preheader, !dbg !443

bb6.preheader:                                    ; preds = %start
  %0 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 1), !dbg !446
  %1 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 2), !dbg !446
  %2 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 3), !dbg !446
  %3 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 4), !dbg !446
  %4 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 5), !dbg !446
  %5 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 6), !dbg !446
  %6 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 7), !dbg !446
  %7 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 8), !dbg !446
  %8 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 9), !dbg !446
  %9 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 10), !dbg !446
  %10 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 11), !dbg !446
  %11 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 12), !dbg !446
  %12 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 13), !dbg !446
  %13 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 14), !dbg !446
  %14 = tail call i64 @llvm.usub.sat.i64(i64 %input.1, i64 15), !dbg !446
  %15 = getelementptr inbounds nuw i8, ptr %coeff, i64 112
  %self.14 = load double, ptr %15, align 8
  %16 = getelementptr inbounds nuw i8, ptr %coeff, i64 104
  %self.13 = load double, ptr %16, align 8
  %17 = getelementptr inbounds nuw i8, ptr %coeff, i64 96
  %self.12 = load double, ptr %17, align 8
  %18 = getelementptr inbounds nuw i8, ptr %coeff, i64 88
  %self.11 = load double, ptr %18, align 8
  %19 = getelementptr inbounds nuw i8, ptr %coeff, i64 80
  %self.10 = load double, ptr %19, align 8
  %20 = getelementptr inbounds nuw i8, ptr %coeff, i64 72
  %self.9 = load double, ptr %20, align 8
  %21 = getelementptr inbounds nuw i8, ptr %coeff, i64 64
  %self.8 = load double, ptr %21, align 8
  %22 = getelementptr inbounds nuw i8, ptr %coeff, i64 56
  %self.7 = load double, ptr %22, align 8
  %23 = getelementptr inbounds nuw i8, ptr %coeff, i64 48
  %self.6 = load double, ptr %23, align 8
  %24 = getelementptr inbounds nuw i8, ptr %coeff, i64 40
  %self.5 = load double, ptr %24, align 8
  %25 = getelementptr inbounds nuw i8, ptr %coeff, i64 32
  %self.4 = load double, ptr %25, align 8
  %26 = getelementptr inbounds nuw i8, ptr %coeff, i64 24
  %self.3 = load double, ptr %26, align 8
  %27 = getelementptr inbounds nuw i8, ptr %coeff, i64 16
  %self.2 = load double, ptr %27, align 8
  %28 = getelementptr inbounds nuw i8, ptr %coeff, i64 8
  %self.1 = load double, ptr %28, align 8
  %self = load double, ptr %coeff, align 8
  %29 = getelementptr inbounds nuw i8, ptr %coeff, i64 120
  %self.15 = load double, ptr %29, align 8
  %umin52 = tail call i64 @llvm.umin.i64(i64 %14, i64 %13), !dbg !446
  %umin53 = tail call i64 @llvm.umin.i64(i64 %umin52, i64 %12), !dbg !446
  %umin54 = tail call i64 @llvm.umin.i64(i64 %umin53, i64 %11), !dbg !446
  %umin55 = tail call i64 @llvm.umin.i64(i64 %umin54, i64 %10), !dbg !446
  %umin56 = tail call i64 @llvm.umin.i64(i64 %umin55, i64 %9), !dbg !446
  %umin57 = tail call i64 @llvm.umin.i64(i64 %umin56, i64 %8), !dbg !446
  %umin58 = tail call i64 @llvm.umin.i64(i64 %umin57, i64 %7), !dbg !446
  %umin59 = tail call i64 @llvm.umin.i64(i64 %umin58, i64 %6), !dbg !446
  %umin60 = tail call i64 @llvm.umin.i64(i64 %umin59, i64 %5), !dbg !446
  %umin61 = tail call i64 @llvm.umin.i64(i64 %umin60, i64 %4), !dbg !446
  %umin62 = tail call i64 @llvm.umin.i64(i64 %umin61, i64 %3), !dbg !446
  %umin63 = tail call i64 @llvm.umin.i64(i64 %umin62, i64 %2), !dbg !446
  %umin64 = tail call i64 @llvm.umin.i64(i64 %umin63, i64 %1), !dbg !446
  %umin65 = tail call i64 @llvm.umin.i64(i64 %umin64, i64 %0), !dbg !446
  %30 = add nsw i64 %out.1, -1, !dbg !446
  %umin66 = tail call i64 @llvm.umin.i64(i64 %umin65, i64 %30), !dbg !446
  %min.iters.check = icmp samesign ult i64 %umin66, 2, !dbg !446
  br i1 %min.iters.check, label %bb6.preheader112, label %vector.ph, !dbg !446

bb6.preheader112:                                 ; preds = %vector.body, %bb6.preheader
  %iter.sroa.0.020.ph = phi i64 [ 0, %bb6.preheader ], [ %n.vec, %vector.body ]
  br label %bb6, !dbg !447

vector.ph:                                        ; preds = %bb6.preheader
  %n.vec = and i64 %umin66, 1152921504606846974
  %broadcast.splatinsert = insertelement <2 x double> poison, double %self.14, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert67 = insertelement <2 x double> poison, double %self.13, i64 0
  %broadcast.splat68 = shufflevector <2 x double> %broadcast.splatinsert67, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert69 = insertelement <2 x double> poison, double %self.12, i64 0
  %broadcast.splat70 = shufflevector <2 x double> %broadcast.splatinsert69, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert71 = insertelement <2 x double> poison, double %self.11, i64 0
  %broadcast.splat72 = shufflevector <2 x double> %broadcast.splatinsert71, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert73 = insertelement <2 x double> poison, double %self.10, i64 0
  %broadcast.splat74 = shufflevector <2 x double> %broadcast.splatinsert73, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert75 = insertelement <2 x double> poison, double %self.9, i64 0
  %broadcast.splat76 = shufflevector <2 x double> %broadcast.splatinsert75, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert77 = insertelement <2 x double> poison, double %self.8, i64 0
  %broadcast.splat78 = shufflevector <2 x double> %broadcast.splatinsert77, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert79 = insertelement <2 x double> poison, double %self.7, i64 0
  %broadcast.splat80 = shufflevector <2 x double> %broadcast.splatinsert79, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert81 = insertelement <2 x double> poison, double %self.6, i64 0
  %broadcast.splat82 = shufflevector <2 x double> %broadcast.splatinsert81, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert83 = insertelement <2 x double> poison, double %self.5, i64 0
  %broadcast.splat84 = shufflevector <2 x double> %broadcast.splatinsert83, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert85 = insertelement <2 x double> poison, double %self.4, i64 0
  %broadcast.splat86 = shufflevector <2 x double> %broadcast.splatinsert85, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert87 = insertelement <2 x double> poison, double %self.3, i64 0
  %broadcast.splat88 = shufflevector <2 x double> %broadcast.splatinsert87, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert89 = insertelement <2 x double> poison, double %self.2, i64 0
  %broadcast.splat90 = shufflevector <2 x double> %broadcast.splatinsert89, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert91 = insertelement <2 x double> poison, double %self.1, i64 0
  %broadcast.splat92 = shufflevector <2 x double> %broadcast.splatinsert91, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <2 x double> poison, double %self, i64 0
  %broadcast.splat94 = shufflevector <2 x double> %broadcast.splatinsert93, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert95 = insertelement <2 x double> poison, double %self.15, i64 0
  %broadcast.splat96 = shufflevector <2 x double> %broadcast.splatinsert95, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body, !dbg !446

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !448
  %31 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 112, !dbg !447
  %wide.load = load <2 x double>, ptr %32, align 8, !dbg !447
  %33 = fmul reassoc nsz arcp contract <2 x double> %wide.load, %broadcast.splat, !dbg !449
  %34 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 104, !dbg !447
  %wide.load97 = load <2 x double>, ptr %35, align 8, !dbg !447
  %36 = fmul reassoc nsz arcp contract <2 x double> %wide.load97, %broadcast.splat68, !dbg !449
  %37 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 96, !dbg !447
  %wide.load98 = load <2 x double>, ptr %38, align 8, !dbg !447
  %39 = fmul reassoc nsz arcp contract <2 x double> %wide.load98, %broadcast.splat70, !dbg !449
  %40 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 88, !dbg !447
  %wide.load99 = load <2 x double>, ptr %41, align 8, !dbg !447
  %42 = fmul reassoc nsz arcp contract <2 x double> %wide.load99, %broadcast.splat72, !dbg !449
  %43 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 80, !dbg !447
  %wide.load100 = load <2 x double>, ptr %44, align 8, !dbg !447
  %45 = fmul reassoc nsz arcp contract <2 x double> %wide.load100, %broadcast.splat74, !dbg !449
  %46 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 72, !dbg !447
  %wide.load101 = load <2 x double>, ptr %47, align 8, !dbg !447
  %48 = fmul reassoc nsz arcp contract <2 x double> %wide.load101, %broadcast.splat76, !dbg !449
  %49 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 64, !dbg !447
  %wide.load102 = load <2 x double>, ptr %50, align 8, !dbg !447
  %51 = fmul reassoc nsz arcp contract <2 x double> %wide.load102, %broadcast.splat78, !dbg !449
  %52 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 56, !dbg !447
  %wide.load103 = load <2 x double>, ptr %53, align 8, !dbg !447
  %54 = fmul reassoc nsz arcp contract <2 x double> %wide.load103, %broadcast.splat80, !dbg !449
  %55 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 48, !dbg !447
  %wide.load104 = load <2 x double>, ptr %56, align 8, !dbg !447
  %57 = fmul reassoc nsz arcp contract <2 x double> %wide.load104, %broadcast.splat82, !dbg !449
  %58 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 40, !dbg !447
  %wide.load105 = load <2 x double>, ptr %59, align 8, !dbg !447
  %60 = fmul reassoc nsz arcp contract <2 x double> %wide.load105, %broadcast.splat84, !dbg !449
  %61 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 32, !dbg !447
  %wide.load106 = load <2 x double>, ptr %62, align 8, !dbg !447
  %63 = fmul reassoc nsz arcp contract <2 x double> %wide.load106, %broadcast.splat86, !dbg !449
  %64 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 24, !dbg !447
  %wide.load107 = load <2 x double>, ptr %65, align 8, !dbg !447
  %66 = fmul reassoc nsz arcp contract <2 x double> %wide.load107, %broadcast.splat88, !dbg !449
  %67 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 16, !dbg !447
  %wide.load108 = load <2 x double>, ptr %68, align 8, !dbg !447
  %69 = fmul reassoc nsz arcp contract <2 x double> %wide.load108, %broadcast.splat90, !dbg !449
  %70 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 8, !dbg !447
  %wide.load109 = load <2 x double>, ptr %71, align 8, !dbg !447
  %72 = fmul reassoc nsz arcp contract <2 x double> %wide.load109, %broadcast.splat92, !dbg !449
  %73 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %wide.load110 = load <2 x double>, ptr %73, align 8, !dbg !447
  %74 = fmul reassoc nsz arcp contract <2 x double> %wide.load110, %broadcast.splat94, !dbg !449
  %75 = fadd reassoc nsz arcp contract <2 x double> %72, %74, !dbg !460
  %76 = fadd reassoc nsz arcp contract <2 x double> %69, %75, !dbg !460
  %77 = fadd reassoc nsz arcp contract <2 x double> %66, %76, !dbg !460
  %78 = fadd reassoc nsz arcp contract <2 x double> %63, %77, !dbg !460
  %79 = fadd reassoc nsz arcp contract <2 x double> %60, %78, !dbg !460
  %80 = fadd reassoc nsz arcp contract <2 x double> %57, %79, !dbg !460
  %81 = fadd reassoc nsz arcp contract <2 x double> %54, %80, !dbg !460
  %82 = fadd reassoc nsz arcp contract <2 x double> %51, %81, !dbg !460
  %83 = fadd reassoc nsz arcp contract <2 x double> %48, %82, !dbg !460
  %84 = fadd reassoc nsz arcp contract <2 x double> %45, %83, !dbg !460
  %85 = fadd reassoc nsz arcp contract <2 x double> %42, %84, !dbg !460
  %86 = fadd reassoc nsz arcp contract <2 x double> %39, %85, !dbg !460
  %87 = fadd reassoc nsz arcp contract <2 x double> %36, %86, !dbg !460
  %88 = fadd reassoc nsz arcp contract <2 x double> %33, %87, !dbg !460
  %89 = getelementptr inbounds nuw double, ptr %input.0, i64 %index, !dbg !447
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 120, !dbg !447
  %wide.load111 = load <2 x double>, ptr %90, align 8, !dbg !447
  %91 = fmul reassoc nsz arcp contract <2 x double> %wide.load111, %broadcast.splat96, !dbg !449
  %92 = fadd reassoc nsz arcp contract <2 x double> %91, %88, !dbg !460
  %93 = getelementptr inbounds nuw double, ptr %out.0, i64 %index, !dbg !466
  store <2 x double> %92, ptr %93, align 8, !dbg !466
  %index.next = add nuw i64 %index, 2, !dbg !448
  %94 = icmp eq i64 %index.next, %n.vec, !dbg !443
  br i1 %94, label %bb6.preheader112, label %vector.body, !dbg !443, !llvm.loop !467

bb7:                                              ; preds = %bb4.15, %start
  ret void, !dbg !470

bb6:                                              ; preds = %bb6.preheader112, %bb4.15
  %iter.sroa.0.020 = phi i64 [ %_27, %bb4.15 ], [ %iter.sroa.0.020.ph, %bb6.preheader112 ]
    #dbg_value(i64 %iter.sroa.0.020, !404, !DIExpression(), !471)
    #dbg_value(i64 %iter.sroa.0.020, !421, !DIExpression(), !422)
    #dbg_value(i64 %iter.sroa.0.020, !430, !DIExpression(), !431)
  %_27 = add nuw nsw i64 %iter.sroa.0.020, 1, !dbg !448
    #dbg_value(i64 %_27, !384, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !439)
    #dbg_value(i64 %iter.sroa.0.020, !386, !DIExpression(), !472)
    #dbg_value(double 0.000000e+00, !388, !DIExpression(), !473)
    #dbg_value(i64 16, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !474)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(double 0.000000e+00, !463, !DIExpression(), !476)
    #dbg_value(i64 0, !421, !DIExpression(), !433)
    #dbg_value(i64 0, !430, !DIExpression(), !436)
    #dbg_value(i64 0, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 0, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %exitcond.not = icmp eq i64 %iter.sroa.0.020, %input.1, !dbg !447
  br i1 %exitcond.not, label %panic8, label %bb4, !dbg !447

bb4:                                              ; preds = %bb6
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 1, !421, !DIExpression(), !433)
    #dbg_value(i64 1, !430, !DIExpression(), !436)
    #dbg_value(i64 1, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 1, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %exitcond22.not = icmp eq i64 %iter.sroa.0.020, %0, !dbg !447
  br i1 %exitcond22.not, label %panic8, label %bb4.1, !dbg !447

bb4.1:                                            ; preds = %bb4
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 2, !421, !DIExpression(), !433)
    #dbg_value(i64 2, !430, !DIExpression(), !436)
    #dbg_value(i64 2, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 2, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.2 = add nuw nsw i64 %iter.sroa.0.020, 2, !dbg !479
  %exitcond24.not = icmp eq i64 %iter.sroa.0.020, %1, !dbg !447
  br i1 %exitcond24.not, label %panic8, label %bb4.2, !dbg !447

bb4.2:                                            ; preds = %bb4.1
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 3, !421, !DIExpression(), !433)
    #dbg_value(i64 3, !430, !DIExpression(), !436)
    #dbg_value(i64 3, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 3, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.3 = add nuw nsw i64 %iter.sroa.0.020, 3, !dbg !479
  %exitcond26.not = icmp eq i64 %iter.sroa.0.020, %2, !dbg !447
  br i1 %exitcond26.not, label %panic8, label %bb4.3, !dbg !447

bb4.3:                                            ; preds = %bb4.2
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 4, !421, !DIExpression(), !433)
    #dbg_value(i64 4, !430, !DIExpression(), !436)
    #dbg_value(i64 4, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 4, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.4 = add nuw nsw i64 %iter.sroa.0.020, 4, !dbg !479
  %exitcond28.not = icmp eq i64 %iter.sroa.0.020, %3, !dbg !447
  br i1 %exitcond28.not, label %panic8, label %bb4.4, !dbg !447

bb4.4:                                            ; preds = %bb4.3
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 5, !421, !DIExpression(), !433)
    #dbg_value(i64 5, !430, !DIExpression(), !436)
    #dbg_value(i64 5, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 5, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.5 = add nuw nsw i64 %iter.sroa.0.020, 5, !dbg !479
  %exitcond30.not = icmp eq i64 %iter.sroa.0.020, %4, !dbg !447
  br i1 %exitcond30.not, label %panic8, label %bb4.5, !dbg !447

bb4.5:                                            ; preds = %bb4.4
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 6, !421, !DIExpression(), !433)
    #dbg_value(i64 6, !430, !DIExpression(), !436)
    #dbg_value(i64 6, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 6, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.6 = add nuw nsw i64 %iter.sroa.0.020, 6, !dbg !479
  %exitcond32.not = icmp eq i64 %iter.sroa.0.020, %5, !dbg !447
  br i1 %exitcond32.not, label %panic8, label %bb4.6, !dbg !447

bb4.6:                                            ; preds = %bb4.5
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 7, !421, !DIExpression(), !433)
    #dbg_value(i64 7, !430, !DIExpression(), !436)
    #dbg_value(i64 7, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 7, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.7 = add nuw nsw i64 %iter.sroa.0.020, 7, !dbg !479
  %exitcond34.not = icmp eq i64 %iter.sroa.0.020, %6, !dbg !447
  br i1 %exitcond34.not, label %panic8, label %bb4.7, !dbg !447

bb4.7:                                            ; preds = %bb4.6
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 8, !421, !DIExpression(), !433)
    #dbg_value(i64 8, !430, !DIExpression(), !436)
    #dbg_value(i64 8, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 8, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.8 = add nuw nsw i64 %iter.sroa.0.020, 8, !dbg !479
  %exitcond36.not = icmp eq i64 %iter.sroa.0.020, %7, !dbg !447
  br i1 %exitcond36.not, label %panic8, label %bb4.8, !dbg !447

bb4.8:                                            ; preds = %bb4.7
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 9, !421, !DIExpression(), !433)
    #dbg_value(i64 9, !430, !DIExpression(), !436)
    #dbg_value(i64 9, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 9, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.9 = add nuw nsw i64 %iter.sroa.0.020, 9, !dbg !479
  %exitcond38.not = icmp eq i64 %iter.sroa.0.020, %8, !dbg !447
  br i1 %exitcond38.not, label %panic8, label %bb4.9, !dbg !447

bb4.9:                                            ; preds = %bb4.8
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 10, !421, !DIExpression(), !433)
    #dbg_value(i64 10, !430, !DIExpression(), !436)
    #dbg_value(i64 10, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 10, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.10 = add nuw nsw i64 %iter.sroa.0.020, 10, !dbg !479
  %exitcond40.not = icmp eq i64 %iter.sroa.0.020, %9, !dbg !447
  br i1 %exitcond40.not, label %panic8, label %bb4.10, !dbg !447

bb4.10:                                           ; preds = %bb4.9
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 11, !421, !DIExpression(), !433)
    #dbg_value(i64 11, !430, !DIExpression(), !436)
    #dbg_value(i64 11, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 11, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.11 = add nuw nsw i64 %iter.sroa.0.020, 11, !dbg !479
  %exitcond42.not = icmp eq i64 %iter.sroa.0.020, %10, !dbg !447
  br i1 %exitcond42.not, label %panic8, label %bb4.11, !dbg !447

bb4.11:                                           ; preds = %bb4.10
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 12, !421, !DIExpression(), !433)
    #dbg_value(i64 12, !430, !DIExpression(), !436)
    #dbg_value(i64 12, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 12, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.12 = add nuw nsw i64 %iter.sroa.0.020, 12, !dbg !479
  %exitcond44.not = icmp eq i64 %iter.sroa.0.020, %11, !dbg !447
  br i1 %exitcond44.not, label %panic8, label %bb4.12, !dbg !447

bb4.12:                                           ; preds = %bb4.11
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 13, !421, !DIExpression(), !433)
    #dbg_value(i64 13, !430, !DIExpression(), !436)
    #dbg_value(i64 13, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 13, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.13 = add nuw nsw i64 %iter.sroa.0.020, 13, !dbg !479
  %exitcond46.not = icmp eq i64 %iter.sroa.0.020, %12, !dbg !447
  br i1 %exitcond46.not, label %panic8, label %bb4.13, !dbg !447

bb4.13:                                           ; preds = %bb4.12
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 14, !421, !DIExpression(), !433)
    #dbg_value(i64 14, !430, !DIExpression(), !436)
    #dbg_value(i64 14, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 14, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.14 = add nuw nsw i64 %iter.sroa.0.020, 14, !dbg !479
  %exitcond48.not = icmp eq i64 %iter.sroa.0.020, %13, !dbg !447
  br i1 %exitcond48.not, label %panic8, label %bb4.14, !dbg !447

bb4.14:                                           ; preds = %bb4.13
    #dbg_value(double poison, !458, !DIExpression(), !478)
    #dbg_value(double poison, !464, !DIExpression(), !476)
    #dbg_value(double poison, !463, !DIExpression(), !476)
    #dbg_value(double poison, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
    #dbg_value(i64 15, !421, !DIExpression(), !433)
    #dbg_value(i64 15, !430, !DIExpression(), !436)
    #dbg_value(i64 15, !390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 15, !392, !DIExpression(), !477)
    #dbg_value(double poison, !457, !DIExpression(), !478)
  %_19.15 = add nuw nsw i64 %iter.sroa.0.020, 15, !dbg !479
  %exitcond50.not = icmp eq i64 %iter.sroa.0.020, %14, !dbg !447
  br i1 %exitcond50.not, label %panic8, label %bb4.15, !dbg !447

bb4.15:                                           ; preds = %bb4.14
  %95 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.14, !dbg !447
  %rhs.14 = load double, ptr %95, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.14, !458, !DIExpression(), !478)
    #dbg_value(double %self.14, !457, !DIExpression(), !478)
  %96 = fmul reassoc nsz arcp contract double %rhs.14, %self.14, !dbg !449
    #dbg_value(double %96, !464, !DIExpression(), !476)
  %97 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.13, !dbg !447
  %rhs.13 = load double, ptr %97, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.13, !458, !DIExpression(), !478)
    #dbg_value(double %self.13, !457, !DIExpression(), !478)
  %98 = fmul reassoc nsz arcp contract double %rhs.13, %self.13, !dbg !449
    #dbg_value(double %98, !464, !DIExpression(), !476)
  %99 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.12, !dbg !447
  %rhs.12 = load double, ptr %99, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.12, !458, !DIExpression(), !478)
    #dbg_value(double %self.12, !457, !DIExpression(), !478)
  %100 = fmul reassoc nsz arcp contract double %rhs.12, %self.12, !dbg !449
    #dbg_value(double %100, !464, !DIExpression(), !476)
  %101 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.11, !dbg !447
  %rhs.11 = load double, ptr %101, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.11, !458, !DIExpression(), !478)
    #dbg_value(double %self.11, !457, !DIExpression(), !478)
  %102 = fmul reassoc nsz arcp contract double %rhs.11, %self.11, !dbg !449
    #dbg_value(double %102, !464, !DIExpression(), !476)
  %103 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.10, !dbg !447
  %rhs.10 = load double, ptr %103, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.10, !458, !DIExpression(), !478)
    #dbg_value(double %self.10, !457, !DIExpression(), !478)
  %104 = fmul reassoc nsz arcp contract double %rhs.10, %self.10, !dbg !449
    #dbg_value(double %104, !464, !DIExpression(), !476)
  %105 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.9, !dbg !447
  %rhs.9 = load double, ptr %105, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.9, !458, !DIExpression(), !478)
    #dbg_value(double %self.9, !457, !DIExpression(), !478)
  %106 = fmul reassoc nsz arcp contract double %rhs.9, %self.9, !dbg !449
    #dbg_value(double %106, !464, !DIExpression(), !476)
  %107 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.8, !dbg !447
  %rhs.8 = load double, ptr %107, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.8, !458, !DIExpression(), !478)
    #dbg_value(double %self.8, !457, !DIExpression(), !478)
  %108 = fmul reassoc nsz arcp contract double %rhs.8, %self.8, !dbg !449
    #dbg_value(double %108, !464, !DIExpression(), !476)
  %109 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.7, !dbg !447
  %rhs.7 = load double, ptr %109, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.7, !458, !DIExpression(), !478)
    #dbg_value(double %self.7, !457, !DIExpression(), !478)
  %110 = fmul reassoc nsz arcp contract double %rhs.7, %self.7, !dbg !449
    #dbg_value(double %110, !464, !DIExpression(), !476)
  %111 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.6, !dbg !447
  %rhs.6 = load double, ptr %111, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.6, !458, !DIExpression(), !478)
    #dbg_value(double %self.6, !457, !DIExpression(), !478)
  %112 = fmul reassoc nsz arcp contract double %rhs.6, %self.6, !dbg !449
    #dbg_value(double %112, !464, !DIExpression(), !476)
  %113 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.5, !dbg !447
  %rhs.5 = load double, ptr %113, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.5, !458, !DIExpression(), !478)
    #dbg_value(double %self.5, !457, !DIExpression(), !478)
  %114 = fmul reassoc nsz arcp contract double %rhs.5, %self.5, !dbg !449
    #dbg_value(double %114, !464, !DIExpression(), !476)
  %115 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.4, !dbg !447
  %rhs.4 = load double, ptr %115, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.4, !458, !DIExpression(), !478)
    #dbg_value(double %self.4, !457, !DIExpression(), !478)
  %116 = fmul reassoc nsz arcp contract double %rhs.4, %self.4, !dbg !449
    #dbg_value(double %116, !464, !DIExpression(), !476)
  %117 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.3, !dbg !447
  %rhs.3 = load double, ptr %117, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.3, !458, !DIExpression(), !478)
    #dbg_value(double %self.3, !457, !DIExpression(), !478)
  %118 = fmul reassoc nsz arcp contract double %rhs.3, %self.3, !dbg !449
    #dbg_value(double %118, !464, !DIExpression(), !476)
  %119 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.2, !dbg !447
  %rhs.2 = load double, ptr %119, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.2, !458, !DIExpression(), !478)
    #dbg_value(double %self.2, !457, !DIExpression(), !478)
  %120 = fmul reassoc nsz arcp contract double %rhs.2, %self.2, !dbg !449
    #dbg_value(double %120, !464, !DIExpression(), !476)
  %121 = getelementptr inbounds nuw double, ptr %input.0, i64 %_27, !dbg !447
  %rhs.1 = load double, ptr %121, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.1, !458, !DIExpression(), !478)
    #dbg_value(double %self.1, !457, !DIExpression(), !478)
  %122 = fmul reassoc nsz arcp contract double %rhs.1, %self.1, !dbg !449
    #dbg_value(double %122, !464, !DIExpression(), !476)
  %123 = getelementptr inbounds nuw double, ptr %input.0, i64 %iter.sroa.0.020, !dbg !447
  %rhs = load double, ptr %123, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs, !458, !DIExpression(), !478)
    #dbg_value(double %self, !457, !DIExpression(), !478)
  %124 = fmul reassoc nsz arcp contract double %rhs, %self, !dbg !449
    #dbg_value(double %124, !464, !DIExpression(), !476)
    #dbg_value(double %124, !388, !DIExpression(), !473)
    #dbg_value(double %124, !463, !DIExpression(), !476)
  %125 = fadd reassoc nsz arcp contract double %122, %124, !dbg !460
    #dbg_value(double %125, !388, !DIExpression(), !473)
    #dbg_value(double %125, !463, !DIExpression(), !476)
  %126 = fadd reassoc nsz arcp contract double %120, %125, !dbg !460
    #dbg_value(double %126, !463, !DIExpression(), !476)
    #dbg_value(double %126, !388, !DIExpression(), !473)
  %127 = fadd reassoc nsz arcp contract double %118, %126, !dbg !460
    #dbg_value(double %127, !388, !DIExpression(), !473)
    #dbg_value(double %127, !463, !DIExpression(), !476)
  %128 = fadd reassoc nsz arcp contract double %116, %127, !dbg !460
    #dbg_value(double %128, !463, !DIExpression(), !476)
    #dbg_value(double %128, !388, !DIExpression(), !473)
  %129 = fadd reassoc nsz arcp contract double %114, %128, !dbg !460
    #dbg_value(double %129, !388, !DIExpression(), !473)
    #dbg_value(double %129, !463, !DIExpression(), !476)
  %130 = fadd reassoc nsz arcp contract double %112, %129, !dbg !460
    #dbg_value(double %130, !463, !DIExpression(), !476)
    #dbg_value(double %130, !388, !DIExpression(), !473)
  %131 = fadd reassoc nsz arcp contract double %110, %130, !dbg !460
    #dbg_value(double %131, !388, !DIExpression(), !473)
    #dbg_value(double %131, !463, !DIExpression(), !476)
  %132 = fadd reassoc nsz arcp contract double %108, %131, !dbg !460
    #dbg_value(double %132, !463, !DIExpression(), !476)
    #dbg_value(double %132, !388, !DIExpression(), !473)
  %133 = fadd reassoc nsz arcp contract double %106, %132, !dbg !460
    #dbg_value(double %133, !388, !DIExpression(), !473)
    #dbg_value(double %133, !463, !DIExpression(), !476)
  %134 = fadd reassoc nsz arcp contract double %104, %133, !dbg !460
    #dbg_value(double %134, !463, !DIExpression(), !476)
    #dbg_value(double %134, !388, !DIExpression(), !473)
  %135 = fadd reassoc nsz arcp contract double %102, %134, !dbg !460
    #dbg_value(double %135, !388, !DIExpression(), !473)
    #dbg_value(double %135, !463, !DIExpression(), !476)
  %136 = fadd reassoc nsz arcp contract double %100, %135, !dbg !460
    #dbg_value(double %136, !463, !DIExpression(), !476)
    #dbg_value(double %136, !388, !DIExpression(), !473)
  %137 = fadd reassoc nsz arcp contract double %98, %136, !dbg !460
    #dbg_value(double %137, !388, !DIExpression(), !473)
    #dbg_value(double %137, !463, !DIExpression(), !476)
  %138 = fadd reassoc nsz arcp contract double %96, %137, !dbg !460
    #dbg_value(double %138, !463, !DIExpression(), !476)
    #dbg_value(double %138, !388, !DIExpression(), !473)
    #dbg_value(i64 16, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(double %self.15, !457, !DIExpression(), !478)
  %139 = getelementptr inbounds nuw double, ptr %input.0, i64 %_19.15, !dbg !447
  %rhs.15 = load double, ptr %139, align 8, !dbg !447, !noundef !20
    #dbg_value(double %rhs.15, !458, !DIExpression(), !478)
  %140 = fmul reassoc nsz arcp contract double %rhs.15, %self.15, !dbg !449
    #dbg_value(double %140, !464, !DIExpression(), !476)
  %141 = fadd reassoc nsz arcp contract double %140, %138, !dbg !460
    #dbg_value(double %141, !463, !DIExpression(), !476)
    #dbg_value(double %141, !388, !DIExpression(), !473)
    #dbg_value(ptr undef, !412, !DIExpression(), !416)
    #dbg_value(ptr undef, !403, !DIExpression(), !415)
    #dbg_value(ptr undef, !394, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !475)
  %142 = getelementptr inbounds nuw double, ptr %out.0, i64 %iter.sroa.0.020, !dbg !466
  store double %141, ptr %142, align 8, !dbg !466
    #dbg_value(i64 %_27, !384, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !439)
    #dbg_value(ptr undef, !412, !DIExpression(), !440)
    #dbg_value(ptr undef, !403, !DIExpression(), !441)
    #dbg_value(ptr undef, !394, !DIExpression(), !442)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !444)
  %exitcond51.not = icmp eq i64 %_27, %out.1, !dbg !445
  br i1 %exitcond51.not, label %bb7, label %bb6, !dbg !443, !llvm.loop !480

panic8:                                           ; preds = %bb4.14, %bb4.13, %bb4.12, %bb4.11, %bb4.10, %bb4.9, %bb4.8, %bb4.7, %bb4.6, %bb4.5, %bb4.4, %bb4.3, %bb4.2, %bb4.1, %bb4, %bb6
  %_19.lcssa = phi i64 [ %input.1, %bb6 ], [ %_27, %bb4 ], [ %_19.2, %bb4.1 ], [ %_19.3, %bb4.2 ], [ %_19.4, %bb4.3 ], [ %_19.5, %bb4.4 ], [ %_19.6, %bb4.5 ], [ %_19.7, %bb4.6 ], [ %_19.8, %bb4.7 ], [ %_19.9, %bb4.8 ], [ %_19.10, %bb4.9 ], [ %_19.11, %bb4.10 ], [ %_19.12, %bb4.11 ], [ %_19.13, %bb4.12 ], [ %_19.14, %bb4.13 ], [ %_19.15, %bb4.14 ], !dbg !479
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_19.lcssa, i64 noundef %input.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_0407d5a92ffb756975d97e366d0e9f5b) #9, !dbg !447
  unreachable, !dbg !447
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define noundef double @guarded(double noundef %x) unnamed_addr #2 !dbg !481 {
start:
    #dbg_value(double %x, !485, !DIExpression(), !486)
    #dbg_value(double %x, !487, !DIExpression(), !492)
  %_2 = fcmp uno double %x, 0.000000e+00, !dbg !494
  %0 = tail call double @llvm.sqrt.f64(double %x), !dbg !495
  %1 = fdiv double %0, 3.000000e+00, !dbg !495
  %_0.sroa.0.0 = select i1 %_2, double 0.000000e+00, double %1, !dbg !495
  ret double %_0.sroa.0.0, !dbg !496
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !DIFile(filename: "alg.rs/@/alg.2522010581f454ca-cgu.0", directory: "/tmp")
!7 = distinct !DISubprogram(name: "dot", scope: !9, file: !8, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !21)
!8 = !DIFile(filename: "alg.rs", directory: "/tmp", checksumkind: CSK_MD5, checksum: "c1907a3e01a5eb42fc28ef030c5cb8f1")
!9 = !DINamespace(name: "alg", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !13, !13}
!12 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f32]", file: !14, size: 128, align: 64, elements: !15, templateParams: !20, identifier: "e7193ce1890c77a4ff44c72207b247fe")
!14 = !DIFile(filename: "<unknown>", directory: "")
!15 = !{!16, !18}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !13, file: !14, baseType: !17, size: 64, align: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !13, file: !14, baseType: !19, size: 64, align: 64, offset: 64)
!19 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!20 = !{}
!21 = !{!22, !23}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !7, file: !8, line: 13, type: !13)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !7, file: !8, line: 13, type: !13)
!24 = !DILocalVariable(name: "self", arg: 1, scope: !25, file: !26, line: 418, type: !34)
!25 = distinct !DISubprogram(name: "__iterator_get_unchecked<f32>", linkageName: "_RNvXs2J_NtNtCsgEmfK2I1SDS_4core5slice4iterINtB6_4IterfENtNtNtNtBa_4iter6traits8iterator8Iterator24___iterator_get_uncheckedCs3bEKaCVLJSE_3alg", scope: !27, file: !26, line: 418, type: !31, scopeLine: 418, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !44, retainedNodes: !52)
!26 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!27 = !DINamespace(name: "{impl#171}", scope: !28)
!28 = !DINamespace(name: "iter", scope: !29)
!29 = !DINamespace(name: "slice", scope: !30)
!30 = !DINamespace(name: "core", scope: null)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !34, !19}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f32", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<f32>", baseType: !35, size: 64, align: 64, dwarfAddressSpace: 0)
!35 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<f32>", scope: !28, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !36, templateParams: !44, identifier: "24760ae0bb61cce5437cdf5ba81b085d")
!36 = !{!37, !46, !47}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !35, file: !14, baseType: !38, size: 64, align: 64, flags: DIFlagPrivate)
!38 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f32>", scope: !39, file: !14, size: 64, align: 64, flags: DIFlagPublic, elements: !41, templateParams: !44, identifier: "23cd9b1a2169fa6ca11e4c98cd74e8e5")
!39 = !DINamespace(name: "non_null", scope: !40)
!40 = !DINamespace(name: "ptr", scope: !30)
!41 = !{!42}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !38, file: !14, baseType: !43, size: 64, align: 64, flags: DIFlagPrivate)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f32", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!44 = !{!45}
!45 = !DITemplateTypeParameter(name: "T", type: !12)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !35, file: !14, baseType: !43, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !35, file: !14, baseType: !48, align: 8, offset: 128, flags: DIFlagPrivate)
!48 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&f32>", scope: !49, file: !14, align: 8, flags: DIFlagPublic, elements: !20, templateParams: !50, identifier: "4bb0806e0b9d863e54bc9befd6b1efe3")
!49 = !DINamespace(name: "marker", scope: !30)
!50 = !{!51}
!51 = !DITemplateTypeParameter(name: "T", type: !33)
!52 = !{!24, !53}
!53 = !DILocalVariable(name: "idx", arg: 2, scope: !25, file: !26, line: 418, type: !19)
!54 = !DILocation(line: 0, scope: !25, inlinedAt: !55)
!55 = distinct !DILocation(line: 271, column: 26, scope: !56, inlinedAt: !83)
!56 = distinct !DILexicalBlock(scope: !58, file: !57, line: 268, column: 9)
!57 = !DIFile(filename: "library/core/src/iter/adapters/zip.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3b799775cfe5a249b4485e2512707a77")
!58 = distinct !DISubprogram(name: "get_unchecked<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", linkageName: "_RNvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB5_3ZipINtNtNtBb_5slice4iter4IterfEBW_EINtB5_7ZipImplBW_BW_E13get_uncheckedCs3bEKaCVLJSE_3alg", scope: !59, file: !57, line: 267, type: !63, scopeLine: 267, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !76, retainedNodes: !79)
!59 = !DINamespace(name: "{impl#4}", scope: !60)
!60 = !DINamespace(name: "zip", scope: !61)
!61 = !DINamespace(name: "adapters", scope: !62)
!62 = !DINamespace(name: "iter", scope: !30)
!63 = !DISubroutineType(types: !64)
!64 = !{!65, !69, !19}
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&f32, &f32)", file: !14, size: 128, align: 64, elements: !66, templateParams: !20, identifier: "a0b26e7c5a8415248799135ddb82274")
!66 = !{!67, !68}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !65, file: !14, baseType: !33, size: 64, align: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !65, file: !14, baseType: !33, size: 64, align: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", baseType: !70, size: 64, align: 64, dwarfAddressSpace: 0)
!70 = !DICompositeType(tag: DW_TAG_structure_type, name: "Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", scope: !60, file: !14, size: 384, align: 64, flags: DIFlagPublic, elements: !71, templateParams: !76, identifier: "f11538306d9d446cb34d88a6e29a7dd5")
!71 = !{!72, !73, !74, !75}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !70, file: !14, baseType: !35, size: 128, align: 64, flags: DIFlagPrivate)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !70, file: !14, baseType: !35, size: 128, align: 64, offset: 128, flags: DIFlagPrivate)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "index", scope: !70, file: !14, baseType: !19, size: 64, align: 64, offset: 256, flags: DIFlagPrivate)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !70, file: !14, baseType: !19, size: 64, align: 64, offset: 320, flags: DIFlagPrivate)
!76 = !{!77, !78}
!77 = !DITemplateTypeParameter(name: "A", type: !35)
!78 = !DITemplateTypeParameter(name: "B", type: !35)
!79 = !{!80, !81, !82}
!80 = !DILocalVariable(name: "self", arg: 1, scope: !58, file: !57, line: 267, type: !69)
!81 = !DILocalVariable(name: "idx", arg: 2, scope: !58, file: !57, line: 267, type: !19)
!82 = !DILocalVariable(name: "idx", scope: !56, file: !57, line: 268, type: !19, align: 64)
!83 = distinct !DILocation(line: 286, column: 39, scope: !84, inlinedAt: !112)
!84 = distinct !DILexicalBlock(scope: !85, file: !57, line: 281, column: 9)
!85 = distinct !DILexicalBlock(scope: !86, file: !57, line: 281, column: 9)
!86 = distinct !DILexicalBlock(scope: !87, file: !57, line: 280, column: 9)
!87 = distinct !DILexicalBlock(scope: !88, file: !57, line: 279, column: 9)
!88 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>, f32, alg::dot::{closure_env#0}>", linkageName: "_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_", scope: !59, file: !57, line: 275, type: !89, scopeLine: 275, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !93)
!89 = !DISubroutineType(types: !90)
!90 = !{!12, !70, !12, !91}
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !92, file: !14, align: 8, elements: !20, identifier: "c3105bbc2a2583c513ec499842768a0d")
!92 = !DINamespace(name: "dot", scope: !9)
!93 = !{!94, !95, !96, !97, !98, !99, !108}
!94 = !DILocalVariable(name: "self", arg: 1, scope: !88, file: !57, line: 275, type: !70)
!95 = !DILocalVariable(name: "init", arg: 2, scope: !88, file: !57, line: 275, type: !12)
!96 = !DILocalVariable(name: "f", arg: 3, scope: !88, file: !57, line: 275, type: !91)
!97 = !DILocalVariable(name: "accum", scope: !87, file: !57, line: 279, type: !12, align: 32)
!98 = !DILocalVariable(name: "len", scope: !86, file: !57, line: 280, type: !19, align: 64)
!99 = !DILocalVariable(name: "iter", scope: !85, file: !57, line: 281, type: !100, align: 64)
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !101, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !103, templateParams: !106, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!101 = !DINamespace(name: "range", scope: !102)
!102 = !DINamespace(name: "ops", scope: !30)
!103 = !{!104, !105}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !100, file: !14, baseType: !19, size: 64, align: 64, flags: DIFlagPublic)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !100, file: !14, baseType: !19, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!106 = !{!107}
!107 = !DITemplateTypeParameter(name: "Idx", type: !19)
!108 = !DILocalVariable(name: "i", scope: !84, file: !57, line: 281, type: !19, align: 64)
!109 = !{!77, !78, !110, !111}
!110 = !DITemplateTypeParameter(name: "Acc", type: !12)
!111 = !DITemplateTypeParameter(name: "F", type: !91)
!112 = distinct !DILocation(line: 103, column: 9, scope: !113, inlinedAt: !119)
!113 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>, f32, alg::dot::{closure_env#0}>", linkageName: "_RINvXs_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB5_3ZipINtNtNtBb_5slice4iter4IterfEBW_ENtNtNtB9_6traits8iterator8Iterator4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB2a_", scope: !114, file: !57, line: 99, type: !89, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !115)
!114 = !DINamespace(name: "{impl#1}", scope: !60)
!115 = !{!116, !117, !118}
!116 = !DILocalVariable(name: "self", arg: 1, scope: !113, file: !57, line: 99, type: !70)
!117 = !DILocalVariable(name: "init", scope: !113, file: !57, line: 99, type: !12, align: 32)
!118 = !DILocalVariable(name: "f", scope: !113, file: !57, line: 99, type: !91, align: 8)
!119 = !DILocation(line: 14, column: 21, scope: !7)
!120 = !DILocation(line: 0, scope: !58, inlinedAt: !83)
!121 = !DILocation(line: 0, scope: !7)
!122 = !DILocation(line: 0, scope: !113, inlinedAt: !119)
!123 = !DILocation(line: 99, column: 38, scope: !113, inlinedAt: !119)
!124 = !DILocalVariable(name: "self", arg: 1, scope: !125, file: !126, line: 626, type: !35)
!125 = distinct !DISubprogram(name: "zip<core::slice::iter::Iter<f32>, &[f32]>", linkageName: "_RINvYINtNtNtCsgEmfK2I1SDS_4core5slice4iter4IterfENtNtNtNtBa_4iter6traits8iterator8Iterator3zipRSfECs3bEKaCVLJSE_3alg", scope: !127, file: !126, line: 626, type: !130, scopeLine: 626, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !134, retainedNodes: !132)
!126 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!127 = !DINamespace(name: "Iterator", scope: !128)
!128 = !DINamespace(name: "iterator", scope: !129)
!129 = !DINamespace(name: "traits", scope: !62)
!130 = !DISubroutineType(types: !131)
!131 = !{!70, !35, !13}
!132 = !{!124, !133}
!133 = !DILocalVariable(name: "other", arg: 2, scope: !125, file: !126, line: 626, type: !13)
!134 = !{!135, !136}
!135 = !DITemplateTypeParameter(name: "Self", type: !35)
!136 = !DITemplateTypeParameter(name: "U", type: !13)
!137 = !DILocation(line: 0, scope: !125, inlinedAt: !138)
!138 = distinct !DILocation(line: 14, column: 14, scope: !7)
!139 = !DILocalVariable(name: "a", arg: 1, scope: !140, file: !57, line: 23, type: !35)
!140 = distinct !DISubprogram(name: "new<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", linkageName: "_RNvMNtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB2_3ZipINtNtNtB8_5slice4iter4IterfEBT_E3newCs3bEKaCVLJSE_3alg", scope: !70, file: !57, line: 23, type: !141, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !76, declaration: !143, retainedNodes: !144)
!141 = !DISubroutineType(types: !142)
!142 = !{!70, !35, !35}
!143 = !DISubprogram(name: "new<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", linkageName: "_RNvMNtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB2_3ZipINtNtNtB8_5slice4iter4IterfEBT_E3newCs3bEKaCVLJSE_3alg", scope: !70, file: !57, line: 23, type: !141, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !76)
!144 = !{!139, !145}
!145 = !DILocalVariable(name: "b", arg: 2, scope: !140, file: !57, line: 23, type: !35)
!146 = !DILocation(line: 0, scope: !140, inlinedAt: !147)
!147 = distinct !DILocation(line: 631, column: 9, scope: !125, inlinedAt: !138)
!148 = !DILocalVariable(name: "a", arg: 1, scope: !149, file: !57, line: 299, type: !35)
!149 = distinct !DISubprogram(name: "new<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", linkageName: "_RNvXs3_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB5_3ZipINtNtNtBb_5slice4iter4IterfEBW_EINtB5_7ZipImplBW_BW_E3newCs3bEKaCVLJSE_3alg", scope: !150, file: !57, line: 299, type: !141, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !76, retainedNodes: !151)
!150 = !DINamespace(name: "{impl#5}", scope: !60)
!151 = !{!148, !152, !153}
!152 = !DILocalVariable(name: "b", arg: 2, scope: !149, file: !57, line: 299, type: !35)
!153 = !DILocalVariable(name: "len", scope: !154, file: !57, line: 300, type: !19, align: 64)
!154 = distinct !DILexicalBlock(scope: !149, file: !57, line: 300, column: 9)
!155 = !DILocation(line: 0, scope: !149, inlinedAt: !156)
!156 = distinct !DILocation(line: 24, column: 9, scope: !140, inlinedAt: !147)
!157 = !DILocalVariable(name: "v1", arg: 1, scope: !158, file: !159, line: 1574, type: !19)
!158 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RINvNtCsgEmfK2I1SDS_4core3cmp3minjECs3bEKaCVLJSE_3alg", scope: !160, file: !159, line: 1574, type: !161, scopeLine: 1574, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !165, retainedNodes: !163)
!159 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!160 = !DINamespace(name: "cmp", scope: !30)
!161 = !DISubroutineType(types: !162)
!162 = !{!19, !19, !19}
!163 = !{!157, !164}
!164 = !DILocalVariable(name: "v2", arg: 2, scope: !158, file: !159, line: 1574, type: !19)
!165 = !{!166}
!166 = !DITemplateTypeParameter(name: "T", type: !19)
!167 = !DILocation(line: 0, scope: !158, inlinedAt: !168)
!168 = distinct !DILocation(line: 300, column: 19, scope: !149, inlinedAt: !156)
!169 = !DILocalVariable(name: "self", arg: 1, scope: !170, file: !159, line: 1072, type: !19)
!170 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RNvYjNtNtCsgEmfK2I1SDS_4core3cmp3Ord3minCs3bEKaCVLJSE_3alg", scope: !171, file: !159, line: 1072, type: !161, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !174, retainedNodes: !172)
!171 = !DINamespace(name: "Ord", scope: !160)
!172 = !{!169, !173}
!173 = !DILocalVariable(name: "other", arg: 2, scope: !170, file: !159, line: 1072, type: !19)
!174 = !{!175}
!175 = !DITemplateTypeParameter(name: "Self", type: !19)
!176 = !DILocation(line: 0, scope: !170, inlinedAt: !177)
!177 = distinct !DILocation(line: 1575, column: 8, scope: !158, inlinedAt: !168)
!178 = !DILocation(line: 1076, column: 12, scope: !170, inlinedAt: !177)
!179 = !DILocation(line: 0, scope: !88, inlinedAt: !112)
!180 = !DILocation(line: 275, column: 42, scope: !88, inlinedAt: !112)
!181 = !DILocalVariable(name: "n", scope: !182, file: !183, line: 211, type: !19, align: 64)
!182 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !184, file: !183, line: 211, type: !161, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !186)
!183 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!184 = !DINamespace(name: "{impl#43}", scope: !185)
!185 = !DINamespace(name: "range", scope: !62)
!186 = !{!187, !181}
!187 = !DILocalVariable(name: "start", arg: 1, scope: !182, file: !183, line: 211, type: !19)
!188 = !DILocation(line: 0, scope: !182, inlinedAt: !189)
!189 = distinct !DILocation(line: 775, column: 35, scope: !190, inlinedAt: !212)
!190 = distinct !DILexicalBlock(scope: !191, file: !183, line: 773, column: 13)
!191 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_RNvXs3_NtNtCsgEmfK2I1SDS_4core4iter5rangeINtNtNtB9_3ops5range5RangejENtB5_17RangeIteratorImpl9spec_nextCs3bEKaCVLJSE_3alg", scope: !192, file: !183, line: 771, type: !193, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !165, retainedNodes: !209)
!192 = !DINamespace(name: "{impl#5}", scope: !185)
!193 = !DISubroutineType(types: !194)
!194 = !{!195, !208}
!195 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !196, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !197, templateParams: !20, identifier: "6f59025219977f466509bd4ae79a2945")
!196 = !DINamespace(name: "option", scope: !30)
!197 = !{!198}
!198 = !DICompositeType(tag: DW_TAG_variant_part, scope: !195, file: !14, size: 128, align: 64, elements: !199, templateParams: !20, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !206)
!199 = !{!200, !202}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !198, file: !14, baseType: !201, size: 128, align: 64, extraData: i64 0)
!201 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !195, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !20, templateParams: !165, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!202 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !198, file: !14, baseType: !203, size: 128, align: 64, extraData: i64 1)
!203 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !195, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !204, templateParams: !165, identifier: "c70f2dfad93186ce146b7e80830727")
!204 = !{!205}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !203, file: !14, baseType: !19, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!206 = !DIDerivedType(tag: DW_TAG_member, scope: !195, file: !14, baseType: !207, size: 64, align: 64, flags: DIFlagArtificial)
!207 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !100, size: 64, align: 64, dwarfAddressSpace: 0)
!209 = !{!210, !211}
!210 = !DILocalVariable(name: "self", arg: 1, scope: !191, file: !183, line: 771, type: !208)
!211 = !DILocalVariable(name: "old", scope: !190, file: !183, line: 773, type: !19, align: 64)
!212 = distinct !DILocation(line: 857, column: 14, scope: !213, inlinedAt: !219)
!213 = distinct !DISubprogram(name: "next<usize>", linkageName: "_RNvXs4_NtNtCsgEmfK2I1SDS_4core4iter5rangeINtNtNtB9_3ops5range5RangejENtNtNtB7_6traits8iterator8Iterator4nextCs3bEKaCVLJSE_3alg", scope: !214, file: !183, line: 856, type: !193, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !217, retainedNodes: !215)
!214 = !DINamespace(name: "{impl#6}", scope: !185)
!215 = !{!216}
!216 = !DILocalVariable(name: "self", arg: 1, scope: !213, file: !183, line: 856, type: !208)
!217 = !{!218}
!218 = !DITemplateTypeParameter(name: "A", type: !19)
!219 = distinct !DILocation(line: 281, column: 18, scope: !220, inlinedAt: !112)
!220 = !DILexicalBlockFile(scope: !85, file: !57, discriminator: 2)
!221 = !DILocalVariable(name: "rhs", scope: !222, file: !223, line: 832, type: !19, align: 64)
!222 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !224, file: !223, line: 832, type: !226, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !256)
!223 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!224 = !DINamespace(name: "{impl#11}", scope: !225)
!225 = !DINamespace(name: "num", scope: !30)
!226 = !DISubroutineType(types: !227)
!227 = !{!19, !19, !19, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !229, size: 64, align: 64, dwarfAddressSpace: 0)
!229 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !230, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !232, templateParams: !20, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!230 = !DINamespace(name: "location", scope: !231)
!231 = !DINamespace(name: "panic", scope: !30)
!232 = !{!233, !245, !247, !248}
!233 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !229, file: !14, baseType: !234, size: 128, align: 64, flags: DIFlagPrivate)
!234 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !39, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !235, templateParams: !243, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!235 = !{!236}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !234, file: !14, baseType: !237, size: 128, align: 64, flags: DIFlagPrivate)
!237 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !14, size: 128, align: 64, elements: !238, templateParams: !20, identifier: "238a44609877474087c05adf26cd41fa")
!238 = !{!239, !242}
!239 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !237, file: !14, baseType: !240, size: 64, align: 64)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64, align: 64, dwarfAddressSpace: 0)
!241 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !237, file: !14, baseType: !19, size: 64, align: 64, offset: 64)
!243 = !{!244}
!244 = !DITemplateTypeParameter(name: "T", type: !241)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !229, file: !14, baseType: !246, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!246 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !229, file: !14, baseType: !246, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !229, file: !14, baseType: !249, align: 8, offset: 192, flags: DIFlagPrivate)
!249 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !49, file: !14, align: 8, flags: DIFlagPublic, elements: !20, templateParams: !250, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!250 = !{!251}
!251 = !DITemplateTypeParameter(name: "T", type: !252)
!252 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !14, size: 128, align: 64, elements: !253, templateParams: !20, identifier: "9277eecd40495f85161460476aacc992")
!253 = !{!254, !255}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !252, file: !14, baseType: !240, size: 64, align: 64)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !252, file: !14, baseType: !19, size: 64, align: 64, offset: 64)
!256 = !{!257, !221}
!257 = !DILocalVariable(name: "self", arg: 1, scope: !222, file: !223, line: 832, type: !19)
!258 = !DILocation(line: 0, scope: !222, inlinedAt: !259)
!259 = distinct !DILocation(line: 213, column: 28, scope: !182, inlinedAt: !189)
!260 = !DILocation(line: 0, scope: !87, inlinedAt: !112)
!261 = !DILocation(line: 0, scope: !86, inlinedAt: !112)
!262 = !DILocation(line: 0, scope: !85, inlinedAt: !112)
!263 = !DILocation(line: 856, column: 13, scope: !213, inlinedAt: !219)
!264 = !DILocation(line: 771, column: 18, scope: !191, inlinedAt: !212)
!265 = !DILocalVariable(name: "self", arg: 1, scope: !266, file: !159, line: 1916, type: !272)
!266 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !267, file: !159, line: 1916, type: !269, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !273)
!267 = !DINamespace(name: "{impl#58}", scope: !268)
!268 = !DINamespace(name: "impls", scope: !160)
!269 = !DISubroutineType(types: !270)
!270 = !{!271, !272, !272}
!271 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !19, size: 64, align: 64, dwarfAddressSpace: 0)
!273 = !{!265, !274}
!274 = !DILocalVariable(name: "other", arg: 2, scope: !266, file: !159, line: 1916, type: !272)
!275 = !DILocation(line: 1916, column: 19, scope: !266, inlinedAt: !276)
!276 = distinct !DILocation(line: 772, column: 12, scope: !191, inlinedAt: !212)
!277 = !DILocation(line: 1916, column: 26, scope: !266, inlinedAt: !276)
!278 = !DILocation(line: 1916, column: 50, scope: !266, inlinedAt: !276)
!279 = !DILocation(line: 772, column: 12, scope: !191, inlinedAt: !212)
!280 = !DILocation(line: 0, scope: !190, inlinedAt: !212)
!281 = !DILocation(line: 844, column: 17, scope: !222, inlinedAt: !259)
!282 = !DILocation(line: 0, scope: !84, inlinedAt: !112)
!283 = !DILocation(line: 0, scope: !56, inlinedAt: !83)
!284 = !DILocation(line: 961, column: 18, scope: !285, inlinedAt: !292)
!285 = distinct !DISubprogram(name: "add<f32>", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core3ptr7mut_ptrOf3addCs3bEKaCVLJSE_3alg", scope: !287, file: !286, line: 927, type: !289, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !44)
!286 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!287 = !DINamespace(name: "{impl#0}", scope: !288)
!288 = !DINamespace(name: "mut_ptr", scope: !40)
!289 = !DISubroutineType(types: !290)
!290 = !{!291, !291, !19, !228}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!292 = distinct !DILocation(line: 429, column: 60, scope: !25, inlinedAt: !55)
!293 = !DILocation(line: 0, scope: !25, inlinedAt: !294)
!294 = distinct !DILocation(line: 271, column: 64, scope: !56, inlinedAt: !83)
!295 = !DILocation(line: 961, column: 18, scope: !285, inlinedAt: !296)
!296 = distinct !DILocation(line: 429, column: 60, scope: !25, inlinedAt: !294)
!297 = !{!298}
!298 = distinct !{!298, !299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_: %_3.0"}
!299 = distinct !{!299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_"}
!300 = !DILocation(line: 286, column: 25, scope: !84, inlinedAt: !112)
!301 = !{!302}
!302 = distinct !{!302, !299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_: %_3.1"}
!303 = !DILocalVariable(arg: 1, scope: !304, file: !8, line: 14, type: !307)
!304 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_", scope: !92, file: !8, line: 14, type: !305, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !308)
!305 = !DISubroutineType(types: !306)
!306 = !{!12, !307, !12, !65}
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alg::dot::{closure_env#0}", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!308 = !{!309, !310, !312, !303, !313}
!309 = !DILocalVariable(name: "s", arg: 2, scope: !304, file: !8, line: 14, type: !12)
!310 = !DILocalVariable(name: "x", scope: !311, file: !8, line: 14, type: !33, align: 64)
!311 = distinct !DILexicalBlock(scope: !304, file: !8, line: 14, column: 43)
!312 = !DILocalVariable(name: "y", scope: !311, file: !8, line: 14, type: !33, align: 64)
!313 = !DILocalVariable(arg: 3, scope: !304, file: !8, line: 14, type: !65)
!314 = !DILocation(line: 0, scope: !304, inlinedAt: !315)
!315 = distinct !DILocation(line: 286, column: 25, scope: !84, inlinedAt: !112)
!316 = !DILocation(line: 0, scope: !311, inlinedAt: !315)
!317 = !DILocalVariable(name: "self", arg: 1, scope: !318, file: !319, line: 49, type: !33)
!318 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2X_NtNtCsgEmfK2I1SDS_4core3ops5arithRfNtB6_3Mul3mul", scope: !320, file: !319, line: 49, type: !322, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !324)
!319 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!320 = !DINamespace(name: "{impl#185}", scope: !321)
!321 = !DINamespace(name: "arith", scope: !102)
!322 = !DISubroutineType(types: !323)
!323 = !{!12, !33, !33, !228}
!324 = !{!317, !325}
!325 = !DILocalVariable(name: "other", arg: 2, scope: !318, file: !319, line: 49, type: !33)
!326 = !DILocation(line: 0, scope: !318, inlinedAt: !327)
!327 = distinct !DILocation(line: 14, column: 47, scope: !311, inlinedAt: !315)
!328 = !DILocation(line: 50, column: 31, scope: !318, inlinedAt: !327)
!329 = !{!302, !330}
!330 = distinct !{!330, !331, !"_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_: %self"}
!331 = distinct !{!331, !"_RINvXs2_NtNtNtCsgEmfK2I1SDS_4core4iter8adapters3zipINtB6_3ZipINtNtNtBc_5slice4iter4IterfEBX_EINtB6_7ZipImplBX_BX_E4foldfNCNvCs3bEKaCVLJSE_3alg3dot0EB1Y_"}
!332 = !DILocation(line: 50, column: 38, scope: !318, inlinedAt: !327)
!333 = !{!298, !330}
!334 = !DILocation(line: 352, column: 45, scope: !335, inlinedAt: !340)
!335 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2f_NtNtCsgEmfK2I1SDS_4core3ops5arithfNtB6_3Mul3mul", scope: !337, file: !336, line: 352, type: !338, scopeLine: 352, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20)
!336 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!337 = !DINamespace(name: "{impl#141}", scope: !321)
!338 = !DISubroutineType(types: !339)
!339 = !{!12, !12, !12, !228}
!340 = distinct !DILocation(line: 50, column: 17, scope: !318, inlinedAt: !327)
!341 = !DILocation(line: 14, column: 43, scope: !311, inlinedAt: !315)
!342 = !{!343}
!343 = distinct !{!343, !299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_: %_3.0:It1"}
!344 = !{!345}
!345 = distinct !{!345, !299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_: %_3.1:It1"}
!346 = !{!345, !330}
!347 = !{!343, !330}
!348 = !{!349}
!349 = distinct !{!349, !299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_: %_3.0:It2"}
!350 = !{!351}
!351 = distinct !{!351, !299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_: %_3.1:It2"}
!352 = !{!351, !330}
!353 = !{!349, !330}
!354 = !{!355}
!355 = distinct !{!355, !299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_: %_3.0:It3"}
!356 = !{!357}
!357 = distinct !{!357, !299, !"_RNCNvCs3bEKaCVLJSE_3alg3dot0B3_: %_3.1:It3"}
!358 = !{!357, !330}
!359 = !{!355, !330}
!360 = distinct !{!360, !361}
!361 = !{!"llvm.loop.unroll.disable"}
!362 = !DILocation(line: 15, column: 2, scope: !7)
!363 = distinct !DISubprogram(name: "fir16", scope: !9, file: !8, line: 3, type: !364, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !380)
!364 = !DISubroutineType(types: !365)
!365 = !{null, !366, !372, !376}
!366 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f64]", file: !14, size: 128, align: 64, elements: !367, templateParams: !20, identifier: "c2e5038d7aaf99ab8518798f59d45307")
!367 = !{!368, !371}
!368 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !366, file: !14, baseType: !369, size: 64, align: 64)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64, align: 64, dwarfAddressSpace: 0)
!370 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !366, file: !14, baseType: !19, size: 64, align: 64, offset: 64)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 16]", baseType: !373, size: 64, align: 64, dwarfAddressSpace: 0)
!373 = !DICompositeType(tag: DW_TAG_array_type, baseType: !370, size: 1024, align: 64, elements: !374)
!374 = !{!375}
!375 = !DISubrange(count: 16, lowerBound: 0)
!376 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f64]", file: !14, size: 128, align: 64, elements: !377, templateParams: !20, identifier: "20ddfcfce50bf865828153ff1ef46b96")
!377 = !{!378, !379}
!378 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !376, file: !14, baseType: !369, size: 64, align: 64)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !376, file: !14, baseType: !19, size: 64, align: 64, offset: 64)
!380 = !{!381, !382, !383, !384, !386, !388, !390, !392}
!381 = !DILocalVariable(name: "input", arg: 1, scope: !363, file: !8, line: 3, type: !366)
!382 = !DILocalVariable(name: "coeff", arg: 2, scope: !363, file: !8, line: 3, type: !372)
!383 = !DILocalVariable(name: "out", arg: 3, scope: !363, file: !8, line: 3, type: !376)
!384 = !DILocalVariable(name: "iter", scope: !385, file: !8, line: 4, type: !100, align: 64)
!385 = distinct !DILexicalBlock(scope: !363, file: !8, line: 4, column: 5)
!386 = !DILocalVariable(name: "i", scope: !387, file: !8, line: 4, type: !19, align: 64)
!387 = distinct !DILexicalBlock(scope: !385, file: !8, line: 4, column: 5)
!388 = !DILocalVariable(name: "sum", scope: !389, file: !8, line: 5, type: !370, align: 64)
!389 = distinct !DILexicalBlock(scope: !387, file: !8, line: 5, column: 9)
!390 = !DILocalVariable(name: "iter", scope: !391, file: !8, line: 6, type: !100, align: 64)
!391 = distinct !DILexicalBlock(scope: !389, file: !8, line: 6, column: 9)
!392 = !DILocalVariable(name: "j", scope: !393, file: !8, line: 6, type: !19, align: 64)
!393 = distinct !DILexicalBlock(scope: !391, file: !8, line: 6, column: 9)
!394 = !DILocalVariable(name: "self", arg: 1, scope: !395, file: !159, line: 1916, type: !272)
!395 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !267, file: !159, line: 1916, type: !269, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !396)
!396 = !{!394, !397}
!397 = !DILocalVariable(name: "other", arg: 2, scope: !395, file: !159, line: 1916, type: !272)
!398 = !DILocation(line: 1916, column: 19, scope: !395, inlinedAt: !399)
!399 = !DILocation(line: 772, column: 12, scope: !400, inlinedAt: !408)
!400 = !DILexicalBlockFile(scope: !401, file: !183, discriminator: 2)
!401 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_RNvXs3_NtNtCsgEmfK2I1SDS_4core4iter5rangeINtNtNtB9_3ops5range5RangejENtB5_17RangeIteratorImpl9spec_nextCs3bEKaCVLJSE_3alg", scope: !192, file: !183, line: 771, type: !193, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !165, retainedNodes: !402)
!402 = !{!403, !404, !406}
!403 = !DILocalVariable(name: "self", arg: 1, scope: !401, file: !183, line: 771, type: !208)
!404 = !DILocalVariable(name: "old", scope: !405, file: !183, line: 773, type: !19, align: 64)
!405 = distinct !DILexicalBlock(scope: !401, file: !183, line: 773, column: 13)
!406 = !DILocalVariable(name: "old", scope: !407, file: !183, line: 773, type: !19, align: 64)
!407 = distinct !DILexicalBlock(scope: !401, file: !183, line: 773, column: 13)
!408 = !DILocation(line: 857, column: 14, scope: !409, inlinedAt: !413)
!409 = !DILexicalBlockFile(scope: !410, file: !183, discriminator: 2)
!410 = distinct !DISubprogram(name: "next<usize>", linkageName: "_RNvXs4_NtNtCsgEmfK2I1SDS_4core4iter5rangeINtNtNtB9_3ops5range5RangejENtNtNtB7_6traits8iterator8Iterator4nextCs3bEKaCVLJSE_3alg", scope: !214, file: !183, line: 856, type: !193, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !217, retainedNodes: !411)
!411 = !{!412}
!412 = !DILocalVariable(name: "self", arg: 1, scope: !410, file: !183, line: 856, type: !208)
!413 = !DILocation(line: 6, column: 18, scope: !414)
!414 = !DILexicalBlockFile(scope: !391, file: !8, discriminator: 2)
!415 = !DILocation(line: 771, column: 18, scope: !401, inlinedAt: !408)
!416 = !DILocation(line: 856, column: 13, scope: !410, inlinedAt: !413)
!417 = !DILocation(line: 0, scope: !363)
!418 = !DILocalVariable(name: "n", scope: !419, file: !183, line: 211, type: !19, align: 64)
!419 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !184, file: !183, line: 211, type: !161, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !420)
!420 = !{!421, !418, !418}
!421 = !DILocalVariable(name: "start", arg: 1, scope: !419, file: !183, line: 211, type: !19)
!422 = !DILocation(line: 0, scope: !419, inlinedAt: !423)
!423 = !DILocation(line: 775, column: 35, scope: !405, inlinedAt: !424)
!424 = !DILocation(line: 857, column: 14, scope: !410, inlinedAt: !425)
!425 = !DILocation(line: 4, column: 14, scope: !426)
!426 = !DILexicalBlockFile(scope: !385, file: !8, discriminator: 2)
!427 = !DILocalVariable(name: "rhs", scope: !428, file: !223, line: 832, type: !19, align: 64)
!428 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !224, file: !223, line: 832, type: !226, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !429)
!429 = !{!430, !427, !427}
!430 = !DILocalVariable(name: "self", arg: 1, scope: !428, file: !223, line: 832, type: !19)
!431 = !DILocation(line: 0, scope: !428, inlinedAt: !432)
!432 = !DILocation(line: 213, column: 28, scope: !419, inlinedAt: !423)
!433 = !DILocation(line: 0, scope: !419, inlinedAt: !434)
!434 = !DILocation(line: 775, column: 35, scope: !435, inlinedAt: !408)
!435 = !DILexicalBlockFile(scope: !407, file: !183, discriminator: 2)
!436 = !DILocation(line: 0, scope: !428, inlinedAt: !437)
!437 = !DILocation(line: 213, column: 28, scope: !438, inlinedAt: !434)
!438 = !DILexicalBlockFile(scope: !419, file: !183, discriminator: 2)
!439 = !DILocation(line: 0, scope: !385)
!440 = !DILocation(line: 856, column: 13, scope: !410, inlinedAt: !425)
!441 = !DILocation(line: 771, column: 18, scope: !401, inlinedAt: !424)
!442 = !DILocation(line: 1916, column: 19, scope: !395, inlinedAt: !443)
!443 = !DILocation(line: 772, column: 12, scope: !401, inlinedAt: !424)
!444 = !DILocation(line: 1916, column: 26, scope: !395, inlinedAt: !443)
!445 = !DILocation(line: 1916, column: 50, scope: !395, inlinedAt: !443)
!446 = !DILocation(line: 772, column: 12, scope: !401, inlinedAt: !408)
!447 = !DILocation(line: 7, column: 60, scope: !393)
!448 = !DILocation(line: 844, column: 17, scope: !428, inlinedAt: !432)
!449 = !DILocation(line: 1659, column: 9, scope: !450, inlinedAt: !459)
!450 = distinct !DISubprogram(name: "algebraic_mul", linkageName: "_RNvMNtCsgEmfK2I1SDS_4core3f64d13algebraic_mul", scope: !452, file: !451, line: 1658, type: !454, scopeLine: 1658, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !456)
!451 = !DIFile(filename: "library/core/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cbb76cb498122bc6efb17630e39a4d29")
!452 = !DINamespace(name: "{impl#0}", scope: !453)
!453 = !DINamespace(name: "f64", scope: !30)
!454 = !DISubroutineType(types: !455)
!455 = !{!370, !370, !370}
!456 = !{!457, !458}
!457 = !DILocalVariable(name: "self", arg: 1, scope: !450, file: !451, line: 1658, type: !370)
!458 = !DILocalVariable(name: "rhs", arg: 2, scope: !450, file: !451, line: 1658, type: !370)
!459 = !DILocation(line: 7, column: 46, scope: !393)
!460 = !DILocation(line: 1637, column: 9, scope: !461, inlinedAt: !465)
!461 = distinct !DISubprogram(name: "algebraic_add", linkageName: "_RNvMNtCsgEmfK2I1SDS_4core3f64d13algebraic_add", scope: !452, file: !451, line: 1636, type: !454, scopeLine: 1636, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !462)
!462 = !{!463, !464}
!463 = !DILocalVariable(name: "self", arg: 1, scope: !461, file: !451, line: 1636, type: !370)
!464 = !DILocalVariable(name: "rhs", arg: 2, scope: !461, file: !451, line: 1636, type: !370)
!465 = !DILocation(line: 7, column: 23, scope: !393)
!466 = !DILocation(line: 9, column: 9, scope: !389)
!467 = distinct !{!467, !468, !469}
!468 = !{!"llvm.loop.isvectorized", i32 1}
!469 = !{!"llvm.loop.unroll.runtime.disable"}
!470 = !DILocation(line: 11, column: 2, scope: !363)
!471 = !DILocation(line: 0, scope: !405, inlinedAt: !424)
!472 = !DILocation(line: 0, scope: !387)
!473 = !DILocation(line: 0, scope: !389)
!474 = !DILocation(line: 0, scope: !391)
!475 = !DILocation(line: 1916, column: 26, scope: !395, inlinedAt: !399)
!476 = !DILocation(line: 0, scope: !461, inlinedAt: !465)
!477 = !DILocation(line: 0, scope: !393)
!478 = !DILocation(line: 0, scope: !450, inlinedAt: !459)
!479 = !DILocation(line: 7, column: 66, scope: !393)
!480 = distinct !{!480, !469, !468}
!481 = distinct !DISubprogram(name: "guarded", scope: !9, file: !8, line: 17, type: !482, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !484)
!482 = !DISubroutineType(types: !483)
!483 = !{!370, !370}
!484 = !{!485}
!485 = !DILocalVariable(name: "x", arg: 1, scope: !481, file: !8, line: 17, type: !370)
!486 = !DILocation(line: 0, scope: !481)
!487 = !DILocalVariable(name: "self", arg: 1, scope: !488, file: !451, line: 602, type: !370)
!488 = distinct !DISubprogram(name: "is_nan", linkageName: "_RNvMNtCsgEmfK2I1SDS_4core3f64d6is_nan", scope: !452, file: !451, line: 602, type: !489, scopeLine: 602, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !20, retainedNodes: !491)
!489 = !DISubroutineType(types: !490)
!490 = !{!271, !370}
!491 = !{!487}
!492 = !DILocation(line: 0, scope: !488, inlinedAt: !493)
!493 = !DILocation(line: 17, column: 38, scope: !481)
!494 = !DILocation(line: 603, column: 9, scope: !488, inlinedAt: !493)
!495 = !DILocation(line: 17, column: 36, scope: !481)
!496 = !DILocation(line: 17, column: 80, scope: !481)
