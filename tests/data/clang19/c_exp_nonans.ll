; ModuleID = 'c_exp.c'
source_filename = "c_exp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { [3 x double], double, i32 }

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @planck(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %20, %9 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = getelementptr inbounds double, ptr %1, i64 %10
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = fdiv nnan double %14, %12
  %16 = tail call nnan nofpclass(nan) double @exp(double noundef nofpclass(nan) %15) #3
  %17 = fadd nnan double %16, -1.000000e+00
  %18 = fdiv nnan double %12, %17
  %19 = getelementptr inbounds double, ptr %2, i64 %10
  store double %18, ptr %19, align 8, !tbaa !5
  %20 = add nuw nsw i64 %10, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %9, !llvm.loop !9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare nofpclass(nan) double @exp(double noundef nofpclass(nan)) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local nofpclass(nan) double @total_energy(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %22, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %23, %22 ]
  ret double %7

8:                                                ; preds = %4, %22
  %9 = phi i64 [ 0, %4 ], [ %24, %22 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %23, %22 ]
  %11 = getelementptr inbounds %struct.particle, ptr %0, i64 %9
  %12 = getelementptr inbounds i8, ptr %11, i64 32
  %13 = load i32, ptr %12, align 8, !tbaa !11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %11, i64 24
  %17 = load double, ptr %16, align 8, !tbaa !14
  %18 = load double, ptr %11, align 8, !tbaa !5
  %19 = fneg nnan double %18
  %20 = tail call nnan nofpclass(nan) double @exp(double noundef nofpclass(nan) %19) #3
  %21 = tail call nnan double @llvm.fmuladd.f64(double %17, double %20, double %10)
  br label %22

22:                                               ; preds = %8, %15
  %23 = phi double [ %21, %15 ], [ %10, %8 ]
  %24 = add nuw nsw i64 %9, 1
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %6, label %8, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-nans-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-nans-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !13, i64 32}
!12 = !{!"particle", !7, i64 0, !6, i64 24, !13, i64 32}
!13 = !{!"int", !7, i64 0}
!14 = !{!12, !6, i64 24}
!15 = distinct !{!15, !10}
