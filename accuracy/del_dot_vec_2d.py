"""DEL_DOT_VEC_2D reference (KERNELS.md, apps): divergence at the real zones of the padded 2-D mesh.

For zone base v4 = i (from the index list), v1 = v4+1, v2 = v1+jp, v3 = v4+jp:
  xi = .5*(x1 + x2 - x3 - x4), xj = .5*(x2 + x3 - x4 - x1)   (same for y, fx = xdot, fy = ydot)
  rarea = 1/(xi*yj - xj*yi + 1e-20); dfxdx = rarea*(fxi*yj - fxj*yi); dfydy = rarea*(fyj*xi - fyi*xj)
  affine = (fy1 + fy2 + fy3 + fy4)/(y1 + y2 + y3 + y4); div = dfxdx + dfydy + affine
div is computed only at the zones (elsewhere it keeps its input value).
"""

import numpy as np


def written(sizes, x):
    return {"div": np.unique(np.asarray(x.zones))}


def _ij(a, v1, v2, v3, v4):
    return 0.5 * (((a[v1] + a[v2]) - a[v3]) - a[v4]), 0.5 * (((a[v2] + a[v3]) - a[v4]) - a[v1])


def reference(ctx, x, sizes, want):
    jp = x.jp

    def div(i):
        v4 = int(i)
        v1, v3 = v4 + 1, v4 + jp
        v2 = v1 + jp
        xi, xj = _ij(x.x, v1, v2, v3, v4)
        yi, yj = _ij(x.y, v1, v2, v3, v4)
        fxi, fxj = _ij(x.xdot, v1, v2, v3, v4)
        fyi, fyj = _ij(x.ydot, v1, v2, v3, v4)
        rarea = 1.0 / (xi * yj - xj * yi + 1e-20)
        dfxdx = rarea * (fxi * yj - fxj * yi)
        dfydy = rarea * (fyj * xi - fyi * xj)
        fy, y = x.ydot, x.y
        affine = (fy[v1] + fy[v2] + fy[v3] + fy[v4]) / (y[v1] + y[v2] + y[v3] + y[v4])
        return dfxdx + dfydy + affine

    return {"div": [div(i) for i in want["div"]]}
