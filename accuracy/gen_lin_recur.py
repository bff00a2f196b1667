"""GEN_LIN_RECUR reference (KERNELS.md, lcals): b5[k] = sa[k] + stb5[k]*sb[k]; stb5[k] = b5[k] - stb5[k],
a forward sweep over k, then a backward one (every k independent: stb5 is an array)."""


def _point(x, k):
    s = x.stb5[k]
    b5 = None
    for _sweep in ("forward", "backward"):
        b5 = x.sa[k] + s * x.sb[k]
        s = b5 - s
    return b5, s


def reference(ctx, x, sizes, want):
    return {"b5": [_point(x, k)[0] for k in want["b5"]], "stb5": [_point(x, k)[1] for k in want["stb5"]]}
