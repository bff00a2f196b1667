// VOL3D (RAJAPerf apps): volume of each hexahedral zone of a 3-D mesh from its 8 corners
// (v1 = v0+1, v2 = v0+jp, v3 = v1+jp, v4..v7 = v0..v3 + kp): three triple-product blocks, summed,
// times vnormq = 1/12.
#include "fpsem_cuda.h"

__device__ __forceinline__ Real triple(Real xps, Real yps, Real zps, Real xa, Real ya, Real za,
                                       Real xb, Real yb, Real zb)
{
    Real cyz = ya * zb - za * yb;
    Real czx = za * xb - xa * zb;
    Real cxy = xa * yb - ya * xb;
    return (xps * cyz + yps * czx) + zps * cxy;
}

extern "C" __global__ void vol3d_main_entry(const Real* RESTRICT x, const Real* RESTRICT y, const Real* RESTRICT z,
                                            Real* RESTRICT vol, Real vnormq, Index jp, Index kp)
{
    FOR_POINTS_1D(main, i) {
        Index o2 = i + jp, o4 = i + kp, o6 = o2 + kp;
        Real x0 = x[i], x1 = x[i + 1], x2 = x[o2], x3 = x[o2 + 1], x4 = x[o4], x5 = x[o4 + 1], x6 = x[o6], x7 = x[o6 + 1];
        Real y0 = y[i], y1 = y[i + 1], y2 = y[o2], y3 = y[o2 + 1], y4 = y[o4], y5 = y[o4 + 1], y6 = y[o6], y7 = y[o6 + 1];
        Real z0 = z[i], z1 = z[i + 1], z2 = z[o2], z3 = z[o2 + 1], z4 = z[o4], z5 = z[o4 + 1], z6 = z[o6], z7 = z[o6 + 1];

        Real x71 = x7 - x1, x72 = x7 - x2, x74 = x7 - x4, x30 = x3 - x0, x50 = x5 - x0, x60 = x6 - x0;
        Real y71 = y7 - y1, y72 = y7 - y2, y74 = y7 - y4, y30 = y3 - y0, y50 = y5 - y0, y60 = y6 - y0;
        Real z71 = z7 - z1, z72 = z7 - z2, z74 = z7 - z4, z30 = z3 - z0, z50 = z5 - z0, z60 = z6 - z0;

        Real v = triple(x71 + x60, y71 + y60, z71 + z60, x72, y72, z72, x30, y30, z30);
        v = v + triple(x72 + x50, y72 + y50, z72 + z50, x74, y74, z74, x60, y60, z60);
        v = v + triple(x74 + x30, y74 + y30, z74 + z30, x71, y71, z71, x50, y50, z50);
        vol[i] = v * vnormq;
    }
}
