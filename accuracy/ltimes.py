"""LTIMES reference (KERNELS.md, apps): phi[m + g*nm + z*nm*ng] += sum over d of ell[d + m*nd]*psi[d + g*nd + z*nd*ng]."""


def reference(ctx, x, sizes, want):
    nd, ng, nm = sizes["nd"], sizes["ng"], sizes["nm"]

    def phi(p):
        p = int(p)
        m, g, z = p % nm, (p // nm) % ng, p // (nm * ng)
        acc = x.phi[p]
        for d in range(nd):
            acc = acc + x.ell[d + m * nd] * x.psi[d + g * nd + z * nd * ng]
        return acc

    return {"phi": [phi(p) for p in want["phi"]]}
