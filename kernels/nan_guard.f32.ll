; GENERATED from nan_guard.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
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
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %xv = load float, ptr %px
  %isnan = fcmp uno float %xv, 0.000000e+00            ; isnan(x[i])
  br i1 %isnan, label %store, label %compute

compute:
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %yv = load float, ptr %py
  %p = fmul float %xv, %yv
  %ap = call float @llvm.fabs.f32(float %p)
  %isinf = fcmp oeq float %ap, 0x7FF0000000000000      ; isinf(x[i] * y[i])
  %r = select i1 %isinf, float 0.000000e+00, float %p
  br label %store

store:
  %v = phi float [ 0.000000e+00, %entry ], [ %r, %compute ]
  %po = getelementptr inbounds float, ptr %out, i64 %i
  store float %v, ptr %po
  ret void
}

declare float @llvm.fabs.f32(float)
