; PI_REDUCE (RAJAPerf basic): pi by the midpoint rule for 4/(1+x^2) on [0, 1].
;
;   dx = 1/N
;   x = (i + 0.5) * dx
;   pi += dx / (1 + x*x)      for i in [0, N)
;   result: 4 * pi
;
; `arcp` may turn the division into a multiplication by a reciprocal.

define double @pi_reduce_main(i64 %i, double %dx) {
entry:
  ; x = (i + 0.5) * dx
  %fi = sitofp i64 %i to double
  %mid = fadd double %fi, 0.5
  %x = fmul double %mid, %dx

  ; contribution: dx / (1 + x*x)
  %x2 = fmul double %x, %x
  %den = fadd double 1.0, %x2
  %term = fdiv double %dx, %den
  ret double %term
}

; finalize: pi = 4 * sum
define double @pi_reduce_finalize(double %sum, double %dx) {
entry:
  %pi = fmul double 4.0, %sum
  ret double %pi
}
