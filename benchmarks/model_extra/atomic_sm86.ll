; ModuleID = 'atomic.cu'
source_filename = "atomic.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @pi_atomic(ptr nocapture noundef %0, double noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = mul nuw nsw i64 %5, %7
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = add nuw nsw i64 %8, %10
  %12 = icmp slt i64 %11, %2
  br i1 %12, label %13, label %21

13:                                               ; preds = %3
  %14 = uitofp nneg i64 %11 to double
  %15 = fadd contract double %14, 5.000000e-01
  %16 = fmul contract double %15, %1
  %17 = fmul contract double %16, %16
  %18 = fadd contract double %17, 1.000000e+00
  %19 = fdiv contract double %1, %18
  %20 = atomicrmw fadd ptr %0, double %19 monotonic, align 8
  br label %21

21:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx85,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @pi_atomic, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
