"""HEAT_3D reference (KERNELS.md, polybench), one repetition on the n^3 grid (index (i*n + j)*n + k):

B = 0.125*(A[i+1] - 2A + A[i-1]) + 0.125*(... j ...) + 0.125*(... k ...) + A   over the interior,
then the same from the new B into A. Only interior elements are computed.
"""

import numpy as np


def _interior(n):
    i, j, k = np.meshgrid(np.arange(1, n - 1), np.arange(1, n - 1), np.arange(1, n - 1), indexing="ij")
    return ((i * n + j) * n + k).ravel()


def written(sizes, x):
    idx = _interior(sizes["n"])
    return {"A": idx, "B": idx}


def reference(ctx, x, sizes, want):
    n = sizes["n"]
    A, B = x.A, x.B
    interior = set(int(p) for p in _interior(n))
    new_b = {}

    def stencil(get, p):
        c = get(p)
        di, dj = n * n, n
        return (0.125 * (get(p + di) - 2.0 * c + get(p - di))
                + 0.125 * (get(p + dj) - 2.0 * c + get(p - dj))
                + 0.125 * (get(p + 1) - 2.0 * c + get(p - 1))
                + c)

    def b(p):
        if p not in interior:
            return B[p]
        if p not in new_b:
            new_b[p] = stencil(lambda q: A[q], p)
        return new_b[p]

    return {"B": [b(int(p)) for p in want["B"]], "A": [stencil(b, int(p)) for p in want["A"]]}
