; ModuleID = 'kernels.10e27077f27b0680-cgu.0'
source_filename = "kernels.10e27077f27b0680-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable
define void @axpby(i64 noundef %i, ptr noundef captures(none) %y, ptr noundef readonly captures(none) %x, double noundef %a, double noundef %b) unnamed_addr #0 {
start:
  %_8 = getelementptr inbounds nuw double, ptr %x, i64 %i
  %_7 = load double, ptr %_8, align 8, !noundef !3
  %_6 = fmul double %a, %_7
  %_11 = getelementptr inbounds nuw double, ptr %y, i64 %i
  %_10 = load double, ptr %_11, align 8, !noundef !3
  %_9 = fmul double %b, %_10
  %0 = fadd double %_6, %_9
  store double %0, ptr %_11, align 8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define noundef double @logistic(double noundef %x, double noundef %k) unnamed_addr #1 {
start:
  %_6 = fneg double %k
  %_5 = fmul double %x, %_6
  %0 = tail call double @llvm.exp.f64(double %_5)
  %_3 = fadd double %0, 1.000000e+00
  %_0 = fdiv double 1.000000e+00, %_3
  ret double %_0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{}
