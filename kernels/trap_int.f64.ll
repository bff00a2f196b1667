; TRAP_INT (RAJAPerf basic): trapezoidal integration of 1/sqrt((x-xp)^2 + (y-yp)^2).
;
;   x = x0 + i*h
;   sumx += 1 / sqrt((x - xp)*(x - xp) + (y - yp)*(y - yp))      for i in [0, N)
;   result: sumx * h   (added to the result every repetition, as RAJAPerf does)
;
; Uses llvm.sqrt so that `afn` can act on it; `arcp` may turn 1/sqrt into rsqrt forms.

define double @trap_int_main(i64 %i, double %xn, double %x0, double %xp, double %y, double %yp, double %h) {
entry:
  ; x = x0 + i*h
  %fi = sitofp i64 %i to double
  %ih = fmul double %fi, %h
  %x = fadd double %x0, %ih

  ; denom = (x - xp)*(x - xp) + (y - yp)*(y - yp)
  %dx = fsub double %x, %xp
  %dx2 = fmul double %dx, %dx
  %dy = fsub double %y, %yp
  %dy2 = fmul double %dy, %dy
  %denom = fadd double %dx2, %dy2

  ; contribution: 1 / sqrt(denom)
  %root = call double @llvm.sqrt.f64(double %denom)
  %inv = fdiv double 1.0, %root
  ret double %inv
}

; finalize: the integral is the sum times the step h
define double @trap_int_finalize(double %sum, double %xn, double %x0, double %xp, double %y, double %yp, double %h) {
entry:
  %integral = fmul double %sum, %h
  ret double %integral
}

declare double @llvm.sqrt.f64(double)
