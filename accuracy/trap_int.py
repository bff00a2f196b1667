"""TRAP_INT reference (KERNELS.md, basic): sum over i of 1/sqrt((x-xp)^2 + (y-yp)^2), x = x0 + i*h;
the result (one repetition, from 0) is sum*h."""


def reference(ctx, x, sizes, want):
    x0, xp, y, yp, h = x.x0, x.xp, x.y, x.yp, x.h
    dy = y - yp

    def f(i):
        xi = x0 + i * h
        return 1.0 / ctx.sqrt((xi - xp) * (xi - xp) + dy * dy)

    total = ctx.sum(f(i) for i in range(sizes["N"])) * h
    return {"sumx": [total for _ in want["sumx"]]}
