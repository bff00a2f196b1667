"""GEMM reference (KERNELS.md, polybench): C[i][j] = sum over k of alpha*A[i][k]*B[k][j] (row-major)."""


def reference(ctx, x, sizes, want):
    ni, nj, nk = sizes["ni"], sizes["nj"], sizes["nk"]
    A, B, alpha = x.A, x.B, x.alpha

    def c(p):
        i, j = divmod(int(p), nj)
        return ctx.sum(alpha * A[i * nk + k] * B[k * nj + j] for k in range(nk))

    return {"C": [c(p) for p in want["C"]]}
