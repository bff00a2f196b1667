; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9block_sumE4part = internal unnamed_addr addrspace(3) global [256 x double] undef, align 8
@_ZZ10gemm_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x double]] undef, align 8
@_ZZ10gemm_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x double]] undef, align 8
@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x double], align 8

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef double @_Z9shfl_downdi(double noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = bitcast double %0 to i64
  %4 = trunc i64 %3 to i32
  %5 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %4, i32 %1, i32 31)
  %6 = lshr i64 %3, 32
  %7 = trunc nuw i64 %6 to i32
  %8 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %7, i32 %1, i32 31)
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 32
  %11 = zext i32 %5 to i64
  %12 = or disjoint i64 %10, %11
  %13 = bitcast i64 %12 to double
  ret double %13
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @fir_taps(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nuw nsw i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %64

12:                                               ; preds = %5
  %13 = icmp sgt i32 %4, 0
  br i1 %13, label %14, label %34

14:                                               ; preds = %12
  %15 = and i32 %4, 1
  %16 = icmp eq i32 %4, 1
  br i1 %16, label %19, label %17

17:                                               ; preds = %14
  %18 = and i32 %4, 2147483646
  br label %38

19:                                               ; preds = %38, %14
  %20 = phi double [ poison, %14 ], [ %60, %38 ]
  %21 = phi i32 [ 0, %14 ], [ %61, %38 ]
  %22 = phi double [ 0.000000e+00, %14 ], [ %60, %38 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %34, label %24

24:                                               ; preds = %19
  %25 = zext nneg i32 %21 to i64
  %26 = getelementptr inbounds double, ptr %1, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !12
  %28 = add nuw nsw i32 %21, %10
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !12
  %32 = fmul contract double %27, %31
  %33 = fadd contract double %22, %32
  br label %34

34:                                               ; preds = %24, %19, %12
  %35 = phi double [ 0.000000e+00, %12 ], [ %20, %19 ], [ %33, %24 ]
  %36 = zext nneg i32 %10 to i64
  %37 = getelementptr inbounds double, ptr %2, i64 %36
  store double %35, ptr %37, align 8, !tbaa !12
  br label %64

38:                                               ; preds = %38, %17
  %39 = phi i32 [ 0, %17 ], [ %61, %38 ]
  %40 = phi double [ 0.000000e+00, %17 ], [ %60, %38 ]
  %41 = phi i32 [ 0, %17 ], [ %62, %38 ]
  %42 = zext nneg i32 %39 to i64
  %43 = getelementptr inbounds double, ptr %1, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !12
  %45 = add nuw nsw i32 %39, %10
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !12
  %49 = fmul contract double %44, %48
  %50 = fadd contract double %40, %49
  %51 = or disjoint i32 %39, 1
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %1, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !12
  %55 = add nuw nsw i32 %51, %10
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !12
  %59 = fmul contract double %54, %58
  %60 = fadd contract double %50, %59
  %61 = add nuw nsw i32 %39, 2
  %62 = add i32 %41, 2
  %63 = icmp eq i32 %62, %18
  br i1 %63, label %19, label %38, !llvm.loop !16

64:                                               ; preds = %34, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul nuw nsw i32 %5, %11
  br label %18

13:                                               ; preds = %18, %3
  %14 = phi double [ 0.000000e+00, %3 ], [ %24, %18 ]
  %15 = zext nneg i32 %7 to i64
  %16 = getelementptr inbounds [256 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE4part to ptr), i64 0, i64 %15
  store double %14, ptr %16, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp ult i32 %5, 2
  br i1 %17, label %27, label %29

18:                                               ; preds = %10, %18
  %19 = phi i32 [ %8, %10 ], [ %25, %18 ]
  %20 = phi double [ 0.000000e+00, %10 ], [ %24, %18 ]
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !12
  %24 = fadd contract double %20, %23
  %25 = add nuw nsw i32 %19, %12
  %26 = icmp slt i32 %25, %2
  br i1 %26, label %18, label %13, !llvm.loop !18

27:                                               ; preds = %40, %13
  %28 = icmp eq i32 %7, 0
  br i1 %28, label %42, label %45

29:                                               ; preds = %13, %40
  %30 = phi i32 [ %31, %40 ], [ %5, %13 ]
  %31 = lshr i32 %30, 1
  %32 = icmp ult i32 %7, %31
  br i1 %32, label %33, label %40

33:                                               ; preds = %29
  %34 = add nuw nsw i32 %31, %7
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE4part to ptr), i64 0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !12
  %38 = load double, ptr %16, align 8, !tbaa !12
  %39 = fadd contract double %37, %38
  store double %39, ptr %16, align 8, !tbaa !12
  br label %40

40:                                               ; preds = %33, %29
  tail call void @llvm.nvvm.barrier0()
  %41 = icmp ult i32 %30, 4
  br i1 %41, label %27, label %29, !llvm.loop !19

42:                                               ; preds = %27
  %43 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE4part to ptr), align 8, !tbaa !12
  %44 = atomicrmw fadd ptr %1, double %43 seq_cst, align 8
  br label %45

45:                                               ; preds = %42, %27
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #5

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !12
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi contract double [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = bitcast double %15 to i64
  %17 = trunc i64 %16 to i32
  %18 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %17, i32 16, i32 31)
  %19 = lshr i64 %16, 32
  %20 = trunc nuw i64 %19 to i32
  %21 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %20, i32 16, i32 31)
  %22 = sext i32 %21 to i64
  %23 = shl nsw i64 %22, 32
  %24 = zext i32 %18 to i64
  %25 = or disjoint i64 %23, %24
  %26 = bitcast i64 %25 to double
  %27 = fadd contract double %15, %26
  %28 = bitcast double %27 to i64
  %29 = trunc i64 %28 to i32
  %30 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %29, i32 8, i32 31)
  %31 = lshr i64 %28, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %32, i32 8, i32 31)
  %34 = sext i32 %33 to i64
  %35 = shl nsw i64 %34, 32
  %36 = zext i32 %30 to i64
  %37 = or disjoint i64 %35, %36
  %38 = bitcast i64 %37 to double
  %39 = fadd contract double %27, %38
  %40 = bitcast double %39 to i64
  %41 = trunc i64 %40 to i32
  %42 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %41, i32 4, i32 31)
  %43 = lshr i64 %40, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %44, i32 4, i32 31)
  %46 = sext i32 %45 to i64
  %47 = shl nsw i64 %46, 32
  %48 = zext i32 %42 to i64
  %49 = or disjoint i64 %47, %48
  %50 = bitcast i64 %49 to double
  %51 = fadd contract double %39, %50
  %52 = bitcast double %51 to i64
  %53 = trunc i64 %52 to i32
  %54 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %53, i32 2, i32 31)
  %55 = lshr i64 %52, 32
  %56 = trunc nuw i64 %55 to i32
  %57 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 2, i32 31)
  %58 = sext i32 %57 to i64
  %59 = shl nsw i64 %58, 32
  %60 = zext i32 %54 to i64
  %61 = or disjoint i64 %59, %60
  %62 = bitcast i64 %61 to double
  %63 = fadd contract double %51, %62
  %64 = bitcast double %63 to i64
  %65 = trunc i64 %64 to i32
  %66 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %65, i32 1, i32 31)
  %67 = lshr i64 %64, 32
  %68 = trunc nuw i64 %67 to i32
  %69 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %68, i32 1, i32 31)
  %70 = and i32 %7, 31
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %82

72:                                               ; preds = %14
  %73 = sext i32 %69 to i64
  %74 = shl nsw i64 %73, 32
  %75 = zext i32 %66 to i64
  %76 = or disjoint i64 %74, %75
  %77 = bitcast i64 %76 to double
  %78 = fadd contract double %63, %77
  %79 = lshr i32 %8, 5
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds double, ptr %1, i64 %80
  store double %78, ptr %81, align 8, !tbaa !12
  br label %82

82:                                               ; preds = %72, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @histogram(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #7 {
  %6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nuw nsw i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !20
  %16 = srem i32 %15, %4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  %19 = atomicrmw add ptr %18, i32 1 seq_cst, align 4
  %20 = atomicrmw max ptr %2, i32 %15 seq_cst, align 4
  br label %21

21:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef double @_Z7cas_addPdd(ptr nocapture noundef %0, double noundef %1) local_unnamed_addr #8 {
  %3 = load i64, ptr %0, align 8, !tbaa !22
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ %3, %2 ], [ %10, %4 ]
  %6 = bitcast i64 %5 to double
  %7 = fadd contract double %6, %1
  %8 = bitcast double %7 to i64
  %9 = cmpxchg ptr %0, i64 %5, i64 %8 seq_cst seq_cst, align 8
  %10 = extractvalue { i64, i1 } %9, 0
  %11 = icmp eq i64 %5, %10
  br i1 %11, label %12, label %4, !llvm.loop !24

12:                                               ; preds = %4
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @cas_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #9 {
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %23

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !12
  %14 = load i64, ptr %1, align 8, !tbaa !22
  br label %15

15:                                               ; preds = %15, %10
  %16 = phi i64 [ %14, %10 ], [ %21, %15 ]
  %17 = bitcast i64 %16 to double
  %18 = fadd contract double %13, %17
  %19 = bitcast double %18 to i64
  %20 = cmpxchg ptr %1, i64 %16, i64 %19 seq_cst seq_cst, align 8
  %21 = extractvalue { i64, i1 } %20, 0
  %22 = icmp eq i64 %16, %21
  br i1 %22, label %23, label %15, !llvm.loop !24

23:                                               ; preds = %15, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stencil2d(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #10 {
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp ne i32 %9, 0
  %16 = icmp ne i32 %14, 0
  %17 = select i1 %15, i1 %16, i1 false
  %18 = add nsw i32 %2, -1
  %19 = icmp slt i32 %9, %18
  %20 = select i1 %17, i1 %19, i1 false
  %21 = add nsw i32 %3, -1
  %22 = icmp slt i32 %14, %21
  %23 = select i1 %20, i1 %22, i1 false
  br i1 %23, label %24, label %52

24:                                               ; preds = %4
  %25 = mul nsw i32 %14, %2
  %26 = add nsw i32 %25, %9
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !12
  %30 = getelementptr i8, ptr %28, i64 -8
  %31 = load double, ptr %30, align 8, !tbaa !12
  %32 = fadd contract double %29, %31
  %33 = getelementptr i8, ptr %28, i64 8
  %34 = load double, ptr %33, align 8, !tbaa !12
  %35 = fadd contract double %32, %34
  %36 = add nsw i32 %14, -1
  %37 = mul nsw i32 %36, %2
  %38 = add nsw i32 %37, %9
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !12
  %42 = fadd contract double %35, %41
  %43 = add nuw nsw i32 %14, 1
  %44 = mul nsw i32 %43, %2
  %45 = add nsw i32 %44, %9
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !12
  %49 = fadd contract double %42, %48
  %50 = fmul contract double %49, 2.000000e-01
  %51 = getelementptr inbounds double, ptr %1, i64 %27
  store double %50, ptr %51, align 8, !tbaa !12
  br label %52

52:                                               ; preds = %24, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gemm_tiled(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 4
  %9 = add nuw nsw i32 %8, %6
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl nsw i32 %10, 4
  %12 = add nuw nsw i32 %11, %5
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %54

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 0
  %23 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 0, i64 %19
  %24 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 1
  %25 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 1, i64 %19
  %26 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 2
  %27 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 2, i64 %19
  %28 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 3
  %29 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 3, i64 %19
  %30 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 4
  %31 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 4, i64 %19
  %32 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 5
  %33 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 5, i64 %19
  %34 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 6
  %35 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 6, i64 %19
  %36 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 7
  %37 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 7, i64 %19
  %38 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 8
  %39 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 8, i64 %19
  %40 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 9
  %41 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 9, i64 %19
  %42 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 10
  %43 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 10, i64 %19
  %44 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 11
  %45 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 11, i64 %19
  %46 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 12
  %47 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 12, i64 %19
  %48 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 13
  %49 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 13, i64 %19
  %50 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 14
  %51 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 14, i64 %19
  %52 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2As to ptr), i64 0, i64 %18, i64 15
  %53 = getelementptr inbounds [16 x [16 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %59

54:                                               ; preds = %59, %4
  %55 = phi double [ 0.000000e+00, %4 ], [ %136, %59 ]
  %56 = add nsw i32 %15, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %2, i64 %57
  store double %55, ptr %58, align 8, !tbaa !12
  ret void

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi double [ 0.000000e+00, %16 ], [ %136, %59 ]
  %62 = shl nsw i32 %60, 4
  %63 = add i32 %17, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !12
  store double %66, ptr %20, align 8, !tbaa !12
  %67 = add nuw nsw i32 %62, %6
  %68 = mul nuw nsw i32 %67, %3
  %69 = add nuw nsw i32 %68, %12
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds double, ptr %1, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !12
  store double %72, ptr %21, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %73 = load double, ptr %22, align 8, !tbaa !12
  %74 = load double, ptr %23, align 8, !tbaa !12
  %75 = fmul contract double %73, %74
  %76 = fadd contract double %61, %75
  %77 = load double, ptr %24, align 8, !tbaa !12
  %78 = load double, ptr %25, align 8, !tbaa !12
  %79 = fmul contract double %77, %78
  %80 = fadd contract double %76, %79
  %81 = load double, ptr %26, align 8, !tbaa !12
  %82 = load double, ptr %27, align 8, !tbaa !12
  %83 = fmul contract double %81, %82
  %84 = fadd contract double %80, %83
  %85 = load double, ptr %28, align 8, !tbaa !12
  %86 = load double, ptr %29, align 8, !tbaa !12
  %87 = fmul contract double %85, %86
  %88 = fadd contract double %84, %87
  %89 = load double, ptr %30, align 8, !tbaa !12
  %90 = load double, ptr %31, align 8, !tbaa !12
  %91 = fmul contract double %89, %90
  %92 = fadd contract double %88, %91
  %93 = load double, ptr %32, align 8, !tbaa !12
  %94 = load double, ptr %33, align 8, !tbaa !12
  %95 = fmul contract double %93, %94
  %96 = fadd contract double %92, %95
  %97 = load double, ptr %34, align 8, !tbaa !12
  %98 = load double, ptr %35, align 8, !tbaa !12
  %99 = fmul contract double %97, %98
  %100 = fadd contract double %96, %99
  %101 = load double, ptr %36, align 8, !tbaa !12
  %102 = load double, ptr %37, align 8, !tbaa !12
  %103 = fmul contract double %101, %102
  %104 = fadd contract double %100, %103
  %105 = load double, ptr %38, align 8, !tbaa !12
  %106 = load double, ptr %39, align 8, !tbaa !12
  %107 = fmul contract double %105, %106
  %108 = fadd contract double %104, %107
  %109 = load double, ptr %40, align 8, !tbaa !12
  %110 = load double, ptr %41, align 8, !tbaa !12
  %111 = fmul contract double %109, %110
  %112 = fadd contract double %108, %111
  %113 = load double, ptr %42, align 8, !tbaa !12
  %114 = load double, ptr %43, align 8, !tbaa !12
  %115 = fmul contract double %113, %114
  %116 = fadd contract double %112, %115
  %117 = load double, ptr %44, align 8, !tbaa !12
  %118 = load double, ptr %45, align 8, !tbaa !12
  %119 = fmul contract double %117, %118
  %120 = fadd contract double %116, %119
  %121 = load double, ptr %46, align 8, !tbaa !12
  %122 = load double, ptr %47, align 8, !tbaa !12
  %123 = fmul contract double %121, %122
  %124 = fadd contract double %120, %123
  %125 = load double, ptr %48, align 8, !tbaa !12
  %126 = load double, ptr %49, align 8, !tbaa !12
  %127 = fmul contract double %125, %126
  %128 = fadd contract double %124, %127
  %129 = load double, ptr %50, align 8, !tbaa !12
  %130 = load double, ptr %51, align 8, !tbaa !12
  %131 = fmul contract double %129, %130
  %132 = fadd contract double %128, %131
  %133 = load double, ptr %52, align 8, !tbaa !12
  %134 = load double, ptr %53, align 8, !tbaa !12
  %135 = fmul contract double %133, %134
  %136 = fadd contract double %132, %135
  tail call void @llvm.nvvm.barrier0()
  %137 = add nuw nsw i32 %60, 1
  %138 = icmp eq i32 %137, %13
  br i1 %138, label %54, label %59, !llvm.loop !25
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reverse_dyn(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = add nuw nsw i32 %6, %3
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !12
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds [0 x double], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %11
  store double %10, ptr %12, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %13 = xor i32 %3, -1
  %14 = add nsw i32 %5, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [0 x double], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !12
  store double %17, ptr %9, align 8, !tbaa !12
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" }
attributes #9 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10}
!llvm.ident = !{!11}

!0 = !{ptr @fir_taps, !"kernel", i32 1}
!1 = !{ptr @block_sum, !"kernel", i32 1}
!2 = !{ptr @warp_sum, !"kernel", i32 1}
!3 = !{ptr @histogram, !"kernel", i32 1}
!4 = !{ptr @cas_sum, !"kernel", i32 1}
!5 = !{ptr @stencil2d, !"kernel", i32 1}
!6 = !{ptr @gemm_tiled, !"kernel", i32 1}
!7 = !{ptr @reverse_dyn, !"kernel", i32 1}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !14, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !14, i64 0}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
