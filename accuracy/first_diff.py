"""FIRST_DIFF reference (KERNELS.md, lcals): x[i] = y[i+1] - y[i]."""


def reference(ctx, x, sizes, want):
    return {"x": [x.y[i + 1] - x.y[i] for i in want["x"]]}
