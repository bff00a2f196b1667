"""EOS reference (KERNELS.md, lcals):

x[i] = u[i] + r*(z[i] + r*y[i])
       + t*(u[i+3] + r*(u[i+2] + r*u[i+1]) + t*(u[i+6] + q*(u[i+5] + q*u[i+4])))
"""


def reference(ctx, x, sizes, want):
    q, r, t, u, y, z = x.q, x.r, x.t, x.u, x.y, x.z

    def point(i):
        return (u[i] + r * (z[i] + r * y[i])
                + t * (u[i + 3] + r * (u[i + 2] + r * u[i + 1]) + t * (u[i + 6] + q * (u[i + 5] + q * u[i + 4]))))

    return {"x": [point(i) for i in want["x"]]}
