; ModuleID = 'kernels.hip'
source_filename = "kernels.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9block_sumE4part = internal unnamed_addr addrspace(3) global [256 x double] undef, align 16
@_ZZ10gemm_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x double]] undef, align 16
@_ZZ10gemm_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x double]] undef, align 16
@dyn = external hidden local_unnamed_addr addrspace(3) global [0 x double], align 8
@__hip_cuid_37ea46907f0028f9 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_37ea46907f0028f9 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #0

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @fir_taps(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !5, !invariant.load !6, !noundef !6
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %35

15:                                               ; preds = %5
  %16 = icmp sgt i32 %4, 0
  br i1 %16, label %21, label %17

17:                                               ; preds = %21, %15
  %18 = phi double [ 0.000000e+00, %15 ], [ %32, %21 ]
  %19 = sext i32 %13 to i64
  %20 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %19
  store double %18, ptr addrspace(1) %20, align 8, !tbaa !7
  br label %35

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %33, %21 ], [ 0, %15 ]
  %23 = phi double [ %32, %21 ], [ 0.000000e+00, %15 ]
  %24 = zext nneg i32 %22 to i64
  %25 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %24
  %26 = load double, ptr addrspace(1) %25, align 8, !tbaa !7
  %27 = add nsw i32 %22, %13
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %28
  %30 = load double, ptr addrspace(1) %29, align 8, !tbaa !7
  %31 = fmul contract double %26, %30
  %32 = fadd contract double %23, %31
  %33 = add nuw nsw i32 %22, 1
  %34 = icmp eq i32 %33, %4
  br i1 %34, label %17, label %21, !llvm.loop !11

35:                                               ; preds = %17, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @block_sum(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %19

13:                                               ; preds = %3
  %14 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %15 = getelementptr inbounds i8, ptr addrspace(4) %14, i64 12
  %16 = load i32, ptr addrspace(4) %15, align 4, !invariant.load !6
  %17 = freeze i32 %16
  %18 = urem i32 %17, %8
  br label %23

19:                                               ; preds = %23, %3
  %20 = phi double [ 0.000000e+00, %3 ], [ %29, %23 ]
  %21 = getelementptr inbounds [256 x double], ptr addrspace(3) @_ZZ9block_sumE4part, i32 0, i32 %10
  store double %20, ptr addrspace(3) %21, align 8, !tbaa !7
  tail call void @llvm.amdgcn.s.barrier()
  %22 = icmp ult i16 %7, 2
  br i1 %22, label %33, label %35

23:                                               ; preds = %13, %23
  %24 = phi double [ 0.000000e+00, %13 ], [ %29, %23 ]
  %25 = phi i32 [ %11, %13 ], [ %31, %23 ]
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %26
  %28 = load double, ptr addrspace(1) %27, align 8, !tbaa !7
  %29 = fadd contract double %24, %28
  %30 = sub i32 %25, %18
  %31 = add i32 %30, %17
  %32 = icmp slt i32 %31, %2
  br i1 %32, label %23, label %19, !llvm.loop !13

33:                                               ; preds = %45, %19
  %34 = icmp eq i32 %10, 0
  br i1 %34, label %47, label %50

35:                                               ; preds = %19, %45
  %36 = phi i32 [ %37, %45 ], [ %8, %19 ]
  %37 = lshr i32 %36, 1
  %38 = icmp ult i32 %10, %37
  br i1 %38, label %39, label %45

39:                                               ; preds = %35
  %40 = add nuw nsw i32 %37, %10
  %41 = getelementptr inbounds [256 x double], ptr addrspace(3) @_ZZ9block_sumE4part, i32 0, i32 %40
  %42 = load double, ptr addrspace(3) %41, align 8, !tbaa !7
  %43 = load double, ptr addrspace(3) %21, align 8, !tbaa !7
  %44 = fadd contract double %42, %43
  store double %44, ptr addrspace(3) %21, align 8, !tbaa !7
  br label %45

45:                                               ; preds = %39, %35
  tail call void @llvm.amdgcn.s.barrier()
  %46 = icmp ult i32 %36, 4
  br i1 %46, label %33, label %35, !llvm.loop !14

47:                                               ; preds = %33
  %48 = load double, ptr addrspace(3) @_ZZ9block_sumE4part, align 16, !tbaa !7
  %49 = atomicrmw fadd ptr addrspace(1) %1, double %48 syncscope("agent-one-as") monotonic, align 8
  br label %50

50:                                               ; preds = %47, %33
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_sum(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %14
  %16 = load double, ptr addrspace(1) %15, align 8, !tbaa !7
  br label %17

17:                                               ; preds = %3, %13
  %18 = phi contract double [ %16, %13 ], [ 0.000000e+00, %3 ]
  %19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %20 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %19)
  %21 = bitcast double %18 to i64
  %22 = icmp slt i32 %20, 48
  %23 = shl i32 %20, 2
  %24 = add i32 %23, 64
  %25 = select i1 %22, i32 %24, i32 %23
  %26 = trunc i64 %21 to i32
  %27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %26)
  %28 = lshr i64 %21, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %29)
  %31 = sext i32 %30 to i64
  %32 = shl nsw i64 %31, 32
  %33 = zext i32 %27 to i64
  %34 = or disjoint i64 %32, %33
  %35 = bitcast i64 %34 to double
  %36 = fadd contract double %18, %35
  %37 = bitcast double %36 to i64
  %38 = icmp slt i32 %20, 56
  %39 = shl i32 %20, 2
  %40 = add i32 %39, 32
  %41 = select i1 %38, i32 %40, i32 %39
  %42 = trunc i64 %37 to i32
  %43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %42)
  %44 = lshr i64 %37, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %45)
  %47 = sext i32 %46 to i64
  %48 = shl nsw i64 %47, 32
  %49 = zext i32 %43 to i64
  %50 = or disjoint i64 %48, %49
  %51 = bitcast i64 %50 to double
  %52 = fadd contract double %36, %51
  %53 = bitcast double %52 to i64
  %54 = icmp slt i32 %20, 60
  %55 = shl i32 %20, 2
  %56 = add i32 %55, 16
  %57 = select i1 %54, i32 %56, i32 %55
  %58 = trunc i64 %53 to i32
  %59 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %58)
  %60 = lshr i64 %53, 32
  %61 = trunc nuw i64 %60 to i32
  %62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %61)
  %63 = sext i32 %62 to i64
  %64 = shl nsw i64 %63, 32
  %65 = zext i32 %59 to i64
  %66 = or disjoint i64 %64, %65
  %67 = bitcast i64 %66 to double
  %68 = fadd contract double %52, %67
  %69 = bitcast double %68 to i64
  %70 = icmp slt i32 %20, 62
  %71 = shl i32 %20, 2
  %72 = add i32 %71, 8
  %73 = select i1 %70, i32 %72, i32 %71
  %74 = trunc i64 %69 to i32
  %75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %73, i32 %74)
  %76 = lshr i64 %69, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %73, i32 %77)
  %79 = sext i32 %78 to i64
  %80 = shl nsw i64 %79, 32
  %81 = zext i32 %75 to i64
  %82 = or disjoint i64 %80, %81
  %83 = bitcast i64 %82 to double
  %84 = fadd contract double %68, %83
  %85 = bitcast double %84 to i64
  %86 = icmp slt i32 %20, 63
  %87 = zext i1 %86 to i32
  %88 = add nsw i32 %20, %87
  %89 = shl nsw i32 %88, 2
  %90 = trunc i64 %85 to i32
  %91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %89, i32 %90)
  %92 = lshr i64 %85, 32
  %93 = trunc nuw i64 %92 to i32
  %94 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %89, i32 %93)
  %95 = and i32 %10, 31
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %107

97:                                               ; preds = %17
  %98 = sext i32 %94 to i64
  %99 = shl nsw i64 %98, 32
  %100 = zext i32 %91 to i64
  %101 = or disjoint i64 %99, %100
  %102 = bitcast i64 %101 to double
  %103 = fadd contract double %84, %102
  %104 = sdiv i32 %11, 32
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %105
  store double %103, ptr addrspace(1) %106, align 8, !tbaa !7
  br label %107

107:                                              ; preds = %97, %17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @histogram(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef %1, ptr addrspace(1) nocapture noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #7 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !5, !invariant.load !6, !noundef !6
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %24

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !15
  %19 = srem i32 %18, %4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %22 = atomicrmw add ptr addrspace(1) %21, i32 1 syncscope("agent-one-as") monotonic, align 4
  %23 = atomicrmw max ptr addrspace(1) %2, i32 %18 syncscope("agent-one-as") monotonic, align 4
  br label %24

24:                                               ; preds = %15, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cas_sum(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %26

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %14
  %16 = load double, ptr addrspace(1) %15, align 8, !tbaa !7
  %17 = load i64, ptr addrspace(1) %1, align 8, !tbaa !17
  br label %18

18:                                               ; preds = %18, %13
  %19 = phi i64 [ %17, %13 ], [ %24, %18 ]
  %20 = bitcast i64 %19 to double
  %21 = fadd contract double %16, %20
  %22 = bitcast double %21 to i64
  %23 = cmpxchg ptr addrspace(1) %1, i64 %19, i64 %22 syncscope("agent-one-as") monotonic monotonic, align 8
  %24 = extractvalue { i64, i1 } %23, 0
  %25 = icmp eq i64 %19, %24
  br i1 %25, label %26, label %18, !llvm.loop !19

26:                                               ; preds = %18, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @stencil2d(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #9 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !5, !invariant.load !6, !noundef !6
  %16 = zext nneg i16 %15 to i32
  %17 = mul i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add i32 %17, %18
  %20 = icmp sgt i32 %12, 0
  %21 = icmp sgt i32 %19, 0
  %22 = select i1 %20, i1 %21, i1 false
  %23 = add nsw i32 %2, -1
  %24 = icmp slt i32 %12, %23
  %25 = select i1 %22, i1 %24, i1 false
  %26 = add nsw i32 %3, -1
  %27 = icmp slt i32 %19, %26
  %28 = select i1 %25, i1 %27, i1 false
  br i1 %28, label %29, label %58

29:                                               ; preds = %4
  %30 = mul nsw i32 %19, %2
  %31 = add nsw i32 %30, %12
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %32
  %34 = getelementptr i8, ptr addrspace(1) %33, i64 -8
  %35 = load <2 x double>, ptr addrspace(1) %34, align 8, !tbaa !7
  %36 = extractelement <2 x double> %35, i64 0
  %37 = extractelement <2 x double> %35, i64 1
  %38 = fadd contract double %37, %36
  %39 = getelementptr i8, ptr addrspace(1) %33, i64 8
  %40 = load double, ptr addrspace(1) %39, align 8, !tbaa !7
  %41 = fadd contract double %38, %40
  %42 = add nsw i32 %19, -1
  %43 = mul nsw i32 %42, %2
  %44 = add nsw i32 %43, %12
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %45
  %47 = load double, ptr addrspace(1) %46, align 8, !tbaa !7
  %48 = fadd contract double %41, %47
  %49 = add nuw nsw i32 %19, 1
  %50 = mul nsw i32 %49, %2
  %51 = add nsw i32 %50, %12
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %52
  %54 = load double, ptr addrspace(1) %53, align 8, !tbaa !7
  %55 = fadd contract double %48, %54
  %56 = fmul contract double %55, 2.000000e-01
  %57 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %32
  store double %56, ptr addrspace(1) %57, align 8, !tbaa !7
  br label %58

58:                                               ; preds = %29, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @gemm_tiled(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #10 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %8 = shl i32 %7, 4
  %9 = add i32 %8, %6
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = shl i32 %10, 4
  %12 = add i32 %11, %5
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %52

16:                                               ; preds = %4
  %17 = add i32 %15, %5
  %18 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 %5
  %19 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 %6, i32 %5
  %20 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 0
  %21 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 0, i32 %5
  %22 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 1
  %23 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 1, i32 %5
  %24 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 2
  %25 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 2, i32 %5
  %26 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 3
  %27 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 3, i32 %5
  %28 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 4
  %29 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 4, i32 %5
  %30 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 5
  %31 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 5, i32 %5
  %32 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 6
  %33 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 6, i32 %5
  %34 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 7
  %35 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 7, i32 %5
  %36 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 8
  %37 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 8, i32 %5
  %38 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 9
  %39 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 9, i32 %5
  %40 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 10
  %41 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 10, i32 %5
  %42 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 11
  %43 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 11, i32 %5
  %44 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 12
  %45 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 12, i32 %5
  %46 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 13
  %47 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 13, i32 %5
  %48 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 14
  %49 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 14, i32 %5
  %50 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2As, i32 0, i32 %6, i32 15
  %51 = getelementptr inbounds [16 x [16 x double]], ptr addrspace(3) @_ZZ10gemm_tiledE2Bs, i32 0, i32 15, i32 %5
  br label %57

52:                                               ; preds = %57, %4
  %53 = phi double [ 0.000000e+00, %4 ], [ %134, %57 ]
  %54 = add nsw i32 %15, %12
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %55
  store double %53, ptr addrspace(1) %56, align 8, !tbaa !7
  ret void

57:                                               ; preds = %16, %57
  %58 = phi i32 [ 0, %16 ], [ %135, %57 ]
  %59 = phi double [ 0.000000e+00, %16 ], [ %134, %57 ]
  %60 = shl nsw i32 %58, 4
  %61 = add i32 %17, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %62
  %64 = load double, ptr addrspace(1) %63, align 8, !tbaa !7
  store double %64, ptr addrspace(3) %18, align 8, !tbaa !7
  %65 = add nuw nsw i32 %60, %6
  %66 = mul nuw nsw i32 %65, %3
  %67 = add nsw i32 %66, %12
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %68
  %70 = load double, ptr addrspace(1) %69, align 8, !tbaa !7
  store double %70, ptr addrspace(3) %19, align 8, !tbaa !7
  tail call void @llvm.amdgcn.s.barrier()
  %71 = load double, ptr addrspace(3) %20, align 16, !tbaa !7
  %72 = load double, ptr addrspace(3) %21, align 8, !tbaa !7
  %73 = fmul contract double %71, %72
  %74 = fadd contract double %59, %73
  %75 = load double, ptr addrspace(3) %22, align 8, !tbaa !7
  %76 = load double, ptr addrspace(3) %23, align 8, !tbaa !7
  %77 = fmul contract double %75, %76
  %78 = fadd contract double %74, %77
  %79 = load double, ptr addrspace(3) %24, align 16, !tbaa !7
  %80 = load double, ptr addrspace(3) %25, align 8, !tbaa !7
  %81 = fmul contract double %79, %80
  %82 = fadd contract double %78, %81
  %83 = load double, ptr addrspace(3) %26, align 8, !tbaa !7
  %84 = load double, ptr addrspace(3) %27, align 8, !tbaa !7
  %85 = fmul contract double %83, %84
  %86 = fadd contract double %82, %85
  %87 = load double, ptr addrspace(3) %28, align 16, !tbaa !7
  %88 = load double, ptr addrspace(3) %29, align 8, !tbaa !7
  %89 = fmul contract double %87, %88
  %90 = fadd contract double %86, %89
  %91 = load double, ptr addrspace(3) %30, align 8, !tbaa !7
  %92 = load double, ptr addrspace(3) %31, align 8, !tbaa !7
  %93 = fmul contract double %91, %92
  %94 = fadd contract double %90, %93
  %95 = load double, ptr addrspace(3) %32, align 16, !tbaa !7
  %96 = load double, ptr addrspace(3) %33, align 8, !tbaa !7
  %97 = fmul contract double %95, %96
  %98 = fadd contract double %94, %97
  %99 = load double, ptr addrspace(3) %34, align 8, !tbaa !7
  %100 = load double, ptr addrspace(3) %35, align 8, !tbaa !7
  %101 = fmul contract double %99, %100
  %102 = fadd contract double %98, %101
  %103 = load double, ptr addrspace(3) %36, align 16, !tbaa !7
  %104 = load double, ptr addrspace(3) %37, align 8, !tbaa !7
  %105 = fmul contract double %103, %104
  %106 = fadd contract double %102, %105
  %107 = load double, ptr addrspace(3) %38, align 8, !tbaa !7
  %108 = load double, ptr addrspace(3) %39, align 8, !tbaa !7
  %109 = fmul contract double %107, %108
  %110 = fadd contract double %106, %109
  %111 = load double, ptr addrspace(3) %40, align 16, !tbaa !7
  %112 = load double, ptr addrspace(3) %41, align 8, !tbaa !7
  %113 = fmul contract double %111, %112
  %114 = fadd contract double %110, %113
  %115 = load double, ptr addrspace(3) %42, align 8, !tbaa !7
  %116 = load double, ptr addrspace(3) %43, align 8, !tbaa !7
  %117 = fmul contract double %115, %116
  %118 = fadd contract double %114, %117
  %119 = load double, ptr addrspace(3) %44, align 16, !tbaa !7
  %120 = load double, ptr addrspace(3) %45, align 8, !tbaa !7
  %121 = fmul contract double %119, %120
  %122 = fadd contract double %118, %121
  %123 = load double, ptr addrspace(3) %46, align 8, !tbaa !7
  %124 = load double, ptr addrspace(3) %47, align 8, !tbaa !7
  %125 = fmul contract double %123, %124
  %126 = fadd contract double %122, %125
  %127 = load double, ptr addrspace(3) %48, align 16, !tbaa !7
  %128 = load double, ptr addrspace(3) %49, align 8, !tbaa !7
  %129 = fmul contract double %127, %128
  %130 = fadd contract double %126, %129
  %131 = load double, ptr addrspace(3) %50, align 8, !tbaa !7
  %132 = load double, ptr addrspace(3) %51, align 8, !tbaa !7
  %133 = fmul contract double %131, %132
  %134 = fadd contract double %130, %133
  tail call void @llvm.amdgcn.s.barrier()
  %135 = add nuw nsw i32 %58, 1
  %136 = icmp eq i32 %135, %13
  br i1 %136, label %52, label %57, !llvm.loop !20
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @reverse_dyn(ptr addrspace(1) nocapture noundef %0, i32 noundef %1) local_unnamed_addr #11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %11
  %13 = load double, ptr addrspace(1) %12, align 8, !tbaa !7
  %14 = getelementptr inbounds [0 x double], ptr addrspace(3) @dyn, i32 0, i32 %3
  store double %13, ptr addrspace(3) %14, align 8, !tbaa !7
  tail call void @llvm.amdgcn.s.barrier()
  %15 = xor i32 %3, -1
  %16 = add nsw i32 %8, %15
  %17 = getelementptr inbounds [0 x double], ptr addrspace(3) @dyn, i32 0, i32 %16
  %18 = load double, ptr addrspace(3) %17, align 8, !tbaa !7
  store double %18, ptr addrspace(1) %12, align 8, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @axpy2(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef %1, double noundef %2, i32 noundef %3) local_unnamed_addr #12 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = shl i32 %12, 1
  %14 = or disjoint i32 %13, 1
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %31

16:                                               ; preds = %4
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8, !tbaa !7
  %20 = fmul contract double %19, %2
  %21 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %17
  %22 = load double, ptr addrspace(1) %21, align 8, !tbaa !7
  %23 = fadd contract double %20, %22
  store double %23, ptr addrspace(1) %21, align 8, !tbaa !7
  %24 = sext i32 %14 to i64
  %25 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %24
  %26 = load double, ptr addrspace(1) %25, align 8, !tbaa !7
  %27 = fmul contract double %26, %2
  %28 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %24
  %29 = load double, ptr addrspace(1) %28, align 8, !tbaa !7
  %30 = fadd contract double %27, %29
  store double %30, ptr addrspace(1) %28, align 8, !tbaa !7
  br label %31

31:                                               ; preds = %16, %4
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #10 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #11 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i16 1, i16 1025}
!6 = !{}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !9, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
