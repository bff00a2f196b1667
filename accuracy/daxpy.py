"""DAXPY reference (KERNELS.md, basic): y[i] += a*x[i], one repetition."""


def reference(ctx, x, sizes, want):
    return {"y": [x.y[i] + x.a * x.x[i] for i in want["y"]]}
