"""NAN_GUARD reference (fpsem's own kernel, kernels/nan_guard.toml):

out[i] = 0 if isnan(x[i]); else 0 if isinf(x[i]*y[i]); else x[i]*y[i].

The product is exact (mpmath has no overflow): it is infinite only when an input is,
and a finite product beyond the format's range rounds to infinity in the reference,
where the IEEE kernel's guard stores 0 -- an Inf-status difference of the kernel itself.
"""


def _point(ctx, x, i):
    if x.x[i].is_nan():
        return ctx.zero()
    p = x.x[i] * x.y[i]
    return ctx.zero() if p.is_inf() else p


def reference(ctx, x, sizes, want):
    return {"out": [_point(ctx, x, i) for i in want["out"]]}
