"""PI_REDUCE reference (KERNELS.md, basic): x = (i+0.5)*dx; pi = 4 * sum over i of dx/(1+x*x)."""


def reference(ctx, x, sizes, want):
    dx = x.dx

    def f(i):
        xi = (i + ctx.exact(0.5)) * dx
        return dx / (1.0 + xi * xi)

    total = 4.0 * ctx.sum(f(i) for i in range(sizes["N"]))
    return {"pi": [total for _ in want["pi"]]}
