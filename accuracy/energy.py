"""ENERGY reference (KERNELS.md, apps): the six stages of LULESH's energy update, per element.

ql = ql_old, qq = qq_old; ssc(e, v, p) = (pbvc*e + v*v*bvc*p)/rho0, then 3.333333e-19 if
ssc <= 1.111111e-37 else sqrt(ssc). Branches and clamps are decided on exact values.
"""


def _ssc(ctx, x, i, e, v, p):
    s = (x.pbvc[i] * e + v * v * x.bvc[i] * p) / x.rho0
    return ctx.const(3.333333e-19) if s <= 1.111111e-37 else ctx.sqrt(s)


def _clamp(ctx, x, e):
    if abs(e) < x.e_cut:
        e = ctx.zero()
    if e < x.emin:
        e = x.emin
    return e


def _point(ctx, x, i):
    delvc, p_old, q_old, work = x.delvc[i], x.p_old[i], x.q_old[i], x.work[i]
    ph, p_new, ql, qq = x.pHalfStep[i], x.p_new[i], x.ql_old[i], x.qq_old[i]
    # 1
    e = x.e_old[i] - 0.5 * delvc * (p_old + q_old) + 0.5 * work
    # 2
    if delvc > 0:
        q = ctx.zero()
    else:
        vhalf = 1.0 / (1.0 + x.compHalfStep[i])
        q = _ssc(ctx, x, i, e, vhalf, ph) * ql + qq
    # 3
    e = e + 0.5 * delvc * (3.0 * (p_old + q_old) - 4.0 * (ph + q))
    # 4
    e = _clamp(ctx, x, e + 0.5 * work)
    # 5
    q_tilde = ctx.zero() if delvc > 0 else _ssc(ctx, x, i, e, x.vnewc[i], p_new) * ql + qq
    e = _clamp(ctx, x, e - (7.0 * (p_old + q_old) - 8.0 * (ph + q) + (p_new + q_tilde)) * delvc / 6.0)
    # 6
    if delvc <= 0:
        q = _ssc(ctx, x, i, e, x.vnewc[i], p_new) * ql + qq
        if abs(q) < x.q_cut:
            q = ctx.zero()
    return e, q


def reference(ctx, x, sizes, want):
    return {"e_new": [_point(ctx, x, i)[0] for i in want["e_new"]],
            "q_new": [_point(ctx, x, i)[1] for i in want["q_new"]]}
