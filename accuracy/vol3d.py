"""VOL3D reference (KERNELS.md, apps): hexahedral zone volumes on the padded 3-D mesh.

Zone v0 = i in [fpz, lpz]: v1 = v0+1, v2 = v0+jp, v3 = v1+jp, v4..v7 = v0..v3 + kp; differences
a71 = a7-a1, a72 = a7-a2, a74 = a7-a4, a30 = a3-a0, a50 = a5-a0, a60 = a6-a0 for a = x, y, z;
vol = (T(71+60 | 72, 30) + T(72+50 | 74, 60) + T(74+30 | 71, 50)) * vnormq, with the triple product
T(p | q, r) = (xp)(yq*zr - zq*yr) + (yp)(zq*xr - xq*zr) + (zp)(xq*yr - yq*xr).
"""

import numpy as np


def written(sizes, x):
    return {"vol": np.arange(sizes["fpz"], sizes["lpz"] + 1)}


def reference(ctx, x, sizes, want):
    jp, kp = sizes["jp"], sizes["kp"]

    def vol(i):
        v0 = int(i)
        v = [v0, v0 + 1, v0 + jp, v0 + 1 + jp]
        v += [c + kp for c in v]
        d = {}
        for name, a in (("x", x.x), ("y", x.y), ("z", x.z)):
            for p, q in ((7, 1), (7, 2), (7, 4), (3, 0), (5, 0), (6, 0)):
                d[name, p * 10 + q] = a[v[p]] - a[v[q]]

        def triple(p1, p2, q, r):
            xp, yp, zp = (d[a, p1] + d[a, p2] for a in "xyz")
            return (xp * (d["y", q] * d["z", r] - d["z", q] * d["y", r])
                    + yp * (d["z", q] * d["x", r] - d["x", q] * d["z", r])
                    + zp * (d["x", q] * d["y", r] - d["y", q] * d["x", r]))

        return (triple(71, 60, 72, 30) + triple(72, 50, 74, 60) + triple(74, 30, 71, 50)) * x.vnormq

    return {"vol": [vol(i) for i in want["vol"]]}
