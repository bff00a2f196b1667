; ModuleID = 'cuda_exp.cu'
source_filename = "cuda_exp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @planck(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %22

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds double, ptr %1, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds double, ptr %0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = fdiv fast double %14, %16
  %18 = tail call fast nofpclass(nan inf) double @__nv_exp(double noundef nofpclass(nan inf) %17) #3
  %19 = fadd fast double %18, -1.000000e+00
  %20 = fdiv fast double %16, %19
  %21 = getelementptr inbounds double, ptr %2, i64 %12
  store double %20, ptr %21, align 8, !tbaa !6
  br label %22

22:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local nofpclass(nan inf) double @__nv_exp(double noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @rowsum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %32

11:                                               ; preds = %4
  %12 = icmp sgt i32 %2, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = mul nuw nsw i32 %9, %2
  br label %19

15:                                               ; preds = %19, %11
  %16 = phi double [ 0.000000e+00, %11 ], [ %29, %19 ]
  %17 = zext nneg i32 %9 to i64
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  store double %16, ptr %18, align 8, !tbaa !6
  br label %32

19:                                               ; preds = %13, %19
  %20 = phi i32 [ 0, %13 ], [ %30, %19 ]
  %21 = phi double [ 0.000000e+00, %13 ], [ %29, %19 ]
  %22 = add nuw nsw i32 %20, %14
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !6
  %26 = fneg fast double %25
  %27 = tail call fast nofpclass(nan inf) double @__nv_exp(double noundef nofpclass(nan inf) %26) #3
  %28 = fmul fast double %27, %25
  %29 = fadd fast double %28, %21
  %30 = add nuw nsw i32 %20, 1
  %31 = icmp eq i32 %30, %2
  br i1 %31, label %15, label %19, !llvm.loop !10

32:                                               ; preds = %15, %4
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "unsafe-fp-math"="true" }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @planck, !"kernel", i32 1}
!1 = !{ptr @rowsum, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
