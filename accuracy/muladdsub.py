"""MULADDSUB reference (KERNELS.md, basic): out1 = in1*in2; out2 = in1+in2; out3 = in1-in2."""


def reference(ctx, x, sizes, want):
    a, b = x.in1, x.in2
    return {
        "out1": [a[i] * b[i] for i in want["out1"]],
        "out2": [a[i] + b[i] for i in want["out2"]],
        "out3": [a[i] - b[i] for i in want["out3"]],
    }
