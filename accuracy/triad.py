"""TRIAD reference (KERNELS.md, stream): a[i] = b[i] + alpha*c[i]."""


def reference(ctx, x, sizes, want):
    return {"a": [x.b[i] + x.alpha * x.c[i] for i in want["a"]]}
