"""PLANCKIAN reference (KERNELS.md, lcals): y[i] = u[i]/v[i]; w[i] = x[i]/(exp(y[i]) - 1) (exp, not expm1)."""


def reference(ctx, x, sizes, want):
    def y(i):
        return x.u[i] / x.v[i]

    return {
        "y": [y(i) for i in want["y"]],
        "w": [x.x[i] / (ctx.exp(y(i)) - 1.0) for i in want["w"]],
    }
