"""FIR reference (KERNELS.md, apps): out[i] = sum over j < 16 of coeff[j]*in[i+j].

The coefficients {3,-1,-1,-1, -1,3,-1,-1, -1,-1,3,-1, -1,-1,-1,3} sum to zero: the
result cancels, which is why FIR's errors are also reported normalised by the sum of
the absolute terms.
"""

TAPS = 16


def reference(ctx, x, sizes, want):
    inp, c = x["in"], x.coeff
    return {"out": [ctx.sum(c[j] * inp[i + j] for j in range(TAPS)) for i in want["out"]]}
