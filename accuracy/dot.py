"""DOT reference (KERNELS.md, stream): dot = sum over i of a[i]*b[i] (one repetition, from 0)."""


def reference(ctx, x, sizes, want):
    total = ctx.sum(x.a[i] * x.b[i] for i in range(sizes["N"]))
    return {"dot": [total for _ in want["dot"]]}
