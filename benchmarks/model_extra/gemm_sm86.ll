; ModuleID = 'gemm.cu'
source_filename = "gemm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @poly_gemm(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, double noundef %3, double noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = mul nuw nsw i32 %9, %10
  %12 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add nuw nsw i32 %11, %12
  %14 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %13, %5
  %20 = icmp slt i32 %18, %6
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %88

22:                                               ; preds = %8
  %23 = mul nsw i32 %13, %6
  %24 = add nuw nsw i32 %23, %18
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = fmul contract double %27, %4
  store double %28, ptr %26, align 8, !tbaa !5
  %29 = icmp sgt i32 %7, 0
  br i1 %29, label %30, label %54

30:                                               ; preds = %22
  %31 = mul nuw nsw i32 %13, %7
  %32 = and i32 %7, 1
  %33 = icmp eq i32 %7, 1
  br i1 %33, label %36, label %34

34:                                               ; preds = %30
  %35 = and i32 %7, 2147483646
  br label %56

36:                                               ; preds = %56, %30
  %37 = phi double [ poison, %30 ], [ %84, %56 ]
  %38 = phi i32 [ 0, %30 ], [ %85, %56 ]
  %39 = phi double [ 0.000000e+00, %30 ], [ %84, %56 ]
  %40 = icmp eq i32 %32, 0
  br i1 %40, label %54, label %41

41:                                               ; preds = %36
  %42 = add nuw nsw i32 %38, %31
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %1, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fmul contract double %45, %3
  %47 = mul nsw i32 %38, %6
  %48 = add nsw i32 %47, %18
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %2, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = fmul contract double %46, %51
  %53 = fadd contract double %39, %52
  br label %54

54:                                               ; preds = %41, %36, %22
  %55 = phi double [ 0.000000e+00, %22 ], [ %37, %36 ], [ %53, %41 ]
  store double %55, ptr %26, align 8, !tbaa !5
  br label %88

56:                                               ; preds = %56, %34
  %57 = phi i32 [ 0, %34 ], [ %85, %56 ]
  %58 = phi double [ 0.000000e+00, %34 ], [ %84, %56 ]
  %59 = phi i32 [ 0, %34 ], [ %86, %56 ]
  %60 = add nuw nsw i32 %57, %31
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %1, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = fmul contract double %63, %3
  %65 = mul nsw i32 %57, %6
  %66 = add nsw i32 %65, %18
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %2, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fmul contract double %64, %69
  %71 = fadd contract double %58, %70
  %72 = or disjoint i32 %57, 1
  %73 = add nuw nsw i32 %72, %31
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %1, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = fmul contract double %76, %3
  %78 = mul nsw i32 %72, %6
  %79 = add nsw i32 %78, %18
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds double, ptr %2, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !5
  %83 = fmul contract double %77, %82
  %84 = fadd contract double %71, %83
  %85 = add nuw nsw i32 %57, 2
  %86 = add i32 %59, 2
  %87 = icmp eq i32 %86, %35
  br i1 %87, label %36, label %56, !llvm.loop !9

88:                                               ; preds = %54, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @poly_gemm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
