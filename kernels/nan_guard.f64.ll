; NAN_GUARD (fpsem's own kernel): a product behind an isnan-style and an isinf-style guard.
;
;   out[i] = isnan(x[i])        ? 0
;          : isinf(x[i] * y[i]) ? 0
;          :                      x[i] * y[i]
;
; Strict IEEE semantics keep both guards. Under `nnan` LLVM may fold `fcmp uno` to false,
; under `ninf` the test against infinity: the `fast` profile's NaN/Inf assumptions then show
; as a NaN or an infinity in out[] where the strict kernel stores 0 (a UB witness).

define void @nan_guard_main(i64 %i, ptr %out, ptr %x, ptr %y) {
entry:
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %xv = load double, ptr %px
  %isnan = fcmp uno double %xv, 0.000000e+00            ; isnan(x[i])
  br i1 %isnan, label %store, label %compute

compute:
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %yv = load double, ptr %py
  %p = fmul double %xv, %yv
  %ap = call double @llvm.fabs.f64(double %p)
  %isinf = fcmp oeq double %ap, 0x7FF0000000000000      ; isinf(x[i] * y[i])
  %r = select i1 %isinf, double 0.000000e+00, double %p
  br label %store

store:
  %v = phi double [ 0.000000e+00, %entry ], [ %r, %compute ]
  %po = getelementptr inbounds double, ptr %out, i64 %i
  store double %v, ptr %po
  ret void
}

declare double @llvm.fabs.f64(double)
