"""JACOBI_2D reference (KERNELS.md, polybench), one repetition on the n x n grid (row-major):

B[i][j] = 0.2*(A[i][j] + A[i][j-1] + A[i][j+1] + A[i+1][j] + A[i-1][j])  over the interior,
then the same from the new B into A. Only interior elements are computed.
"""

import numpy as np


def _interior(n):
    i, j = np.meshgrid(np.arange(1, n - 1), np.arange(1, n - 1), indexing="ij")
    return (i * n + j).ravel()


def written(sizes, x):
    idx = _interior(sizes["n"])
    return {"A": idx, "B": idx}


def reference(ctx, x, sizes, want):
    n = sizes["n"]
    A, B = x.A, x.B
    interior = set(int(p) for p in _interior(n))
    new_b = {}

    def stencil(get, p):
        return 0.2 * (get(p) + get(p - 1) + get(p + 1) + get(p + n) + get(p - n))

    def b(p):
        if p not in interior:
            return B[p]  # the boundary keeps its input value
        if p not in new_b:
            new_b[p] = stencil(lambda q: A[q], p)
        return new_b[p]

    return {"B": [b(int(p)) for p in want["B"]], "A": [stencil(b, int(p)) for p in want["A"]]}
