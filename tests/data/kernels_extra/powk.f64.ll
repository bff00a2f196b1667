; x[i] = powi(y[i], i): llvm.powi with a variable exponent becomes a call of the compiler
; runtime's __powidf2 on x86 (no IR declares it) and cannot be lowered for NVPTX.
define void @powk_main(i64 %i, ptr noalias %x, ptr noalias readonly %y) {
entry:
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %v = load double, ptr %py
  %e = trunc i64 %i to i32
  %p = call double @llvm.powi.f64.i32(double %v, i32 %e)
  %px = getelementptr inbounds double, ptr %x, i64 %i
  store double %p, ptr %px
  ret void
}
declare double @llvm.powi.f64.i32(double, i32)
