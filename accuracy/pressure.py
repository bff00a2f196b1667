"""PRESSURE reference (KERNELS.md, apps), two stages:

bvc = cls*(compression + 1); p_new = bvc*e_old, then p_new = 0 if |p_new| < p_cut,
p_new = 0 if vnewc >= eosvmax, p_new = pmin if p_new < pmin (clamps decided on exact values).
"""


def _point(ctx, x, i):
    bvc = x.cls * (x.compression[i] + 1.0)
    p = bvc * x.e_old[i]
    if abs(p) < x.p_cut:
        p = ctx.zero()
    if x.vnewc[i] >= x.eosvmax:
        p = ctx.zero()
    if p < x.pmin:
        p = x.pmin
    return bvc, p


def reference(ctx, x, sizes, want):
    return {"bvc": [_point(ctx, x, i)[0] for i in want["bvc"]],
            "p_new": [_point(ctx, x, i)[1] for i in want["p_new"]]}
