"""IF_QUAD reference (KERNELS.md, basic): roots of a*x^2 + b*x + c behind a branch.

s = b^2 - 4ac; if s >= 0 { s = sqrt(s); x2 = (-b+s)/(2a); x1 = (-b-s)/(2a) } else { x1 = x2 = 0 }.
The branch is decided on the exact discriminant.
"""


def _roots(ctx, a, b, c):
    s = b * b - 4.0 * a * c
    if s >= 0:
        s = ctx.sqrt(s)
        return (-b - s) / (2.0 * a), (-b + s) / (2.0 * a)
    return ctx.zero(), ctx.zero()


def reference(ctx, x, sizes, want):
    roots = {}
    for i in set(want["x1"]) | set(want["x2"]):
        roots[i] = _roots(ctx, x.a[i], x.b[i], x.c[i])
    return {"x1": [roots[i][0] for i in want["x1"]], "x2": [roots[i][1] for i in want["x2"]]}
