"""HYDRO_1D reference (KERNELS.md, lcals): x[i] = q + y[i]*(r*z[i+10] + t*z[i+11])."""


def reference(ctx, x, sizes, want):
    q, r, t, y, z = x.q, x.r, x.t, x.y, x.z
    return {"x": [q + y[i] * (r * z[i + 10] + t * z[i + 11]) for i in want["x"]]}
