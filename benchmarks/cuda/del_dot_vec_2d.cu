// DEL_DOT_VEC_2D (RAJAPerf apps): divergence of (xdot, ydot) on a padded 2-D mesh, visiting the
// real zones through an index list; corner nodes v4 = base, v1 = v4+1, v2 = v1+jp, v3 = v4+jp.
#include "fpsem_cuda.h"

extern "C" __global__ void del_dot_vec_2d_main_entry(const Real* RESTRICT x, const Real* RESTRICT y,
                                                     const Index* RESTRICT zones, const Real* RESTRICT xdot,
                                                     const Real* RESTRICT ydot, Real* RESTRICT div, Index jp)
{
    FOR_POINTS_1D(main, ii) {
        Index i = zones[ii];
        Index i1 = i + 1, i2 = i1 + jp, i3 = i + jp;
        Real x1 = x[i1], x2 = x[i2], x3 = x[i3], x4 = x[i];
        Real y1 = y[i1], y2 = y[i2], y3 = y[i3], y4 = y[i];
        Real fx1 = xdot[i1], fx2 = xdot[i2], fx3 = xdot[i3], fx4 = xdot[i];
        Real fy1 = ydot[i1], fy2 = ydot[i2], fy3 = ydot[i3], fy4 = ydot[i];

        Real xi = K(0.5) * (((x1 + x2) - x3) - x4);
        Real xj = K(0.5) * (((x2 + x3) - x4) - x1);
        Real yi = K(0.5) * (((y1 + y2) - y3) - y4);
        Real yj = K(0.5) * (((y2 + y3) - y4) - y1);
        Real fxi = K(0.5) * (((fx1 + fx2) - fx3) - fx4);
        Real fxj = K(0.5) * (((fx2 + fx3) - fx4) - fx1);
        Real fyi = K(0.5) * (((fy1 + fy2) - fy3) - fy4);
        Real fyj = K(0.5) * (((fy2 + fy3) - fy4) - fy1);

        Real rarea = K(1.0) / ((xi * yj - xj * yi) + K(1.0e-20));
        Real dfxdx = rarea * (fxi * yj - fxj * yi);
        Real dfydy = rarea * (fyj * xi - fyi * xj);
        Real affine = (((fy1 + fy2) + fy3) + fy4) / (((y1 + y2) + y3) + y4);
        div[i] = (dfxdx + dfydy) + affine;
    }
}
