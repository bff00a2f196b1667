// DEL_DOT_VEC_2D (apps): 2-D divergence through an index list of the real zones. The corner
// pointers x1..x4 (and y, fx = xdot, fy = ydot) are offsets computed on the host; half and
// ptiny are run-time arguments, as in RAJAPerf.
#include "rajaperf_peer.h"

RP_KERNEL deldotvec2d(Real_ptr div,
                      const Real_ptr x1, const Real_ptr x2, const Real_ptr x3, const Real_ptr x4,
                      const Real_ptr y1, const Real_ptr y2, const Real_ptr y3, const Real_ptr y4,
                      const Real_ptr fx1, const Real_ptr fx2, const Real_ptr fx3, const Real_ptr fx4,
                      const Real_ptr fy1, const Real_ptr fy2, const Real_ptr fy3, const Real_ptr fy4,
                      const Index_ptr real_zones, const Real_type half, const Real_type ptiny,
                      Index_type iend)
{
    Index_type ii = RP_INDEX_1D;
    if (ii < iend) {
        Index_type i = real_zones[ii];

        Real_type xi = half * (x1[i] + x2[i] - x3[i] - x4[i]);
        Real_type xj = half * (x2[i] + x3[i] - x4[i] - x1[i]);

        Real_type yi = half * (y1[i] + y2[i] - y3[i] - y4[i]);
        Real_type yj = half * (y2[i] + y3[i] - y4[i] - y1[i]);

        Real_type fxi = half * (fx1[i] + fx2[i] - fx3[i] - fx4[i]);
        Real_type fxj = half * (fx2[i] + fx3[i] - fx4[i] - fx1[i]);

        Real_type fyi = half * (fy1[i] + fy2[i] - fy3[i] - fy4[i]);
        Real_type fyj = half * (fy2[i] + fy3[i] - fy4[i] - fy1[i]);

        Real_type rarea = R(1.0) / (xi * yj - xj * yi + ptiny);
        Real_type dfxdx = rarea * (fxi * yj - fxj * yi);
        Real_type dfydy = rarea * (fyj * xi - fyi * xj);
        Real_type affine = (fy1[i] + fy2[i] + fy3[i] + fy4[i]) / (y1[i] + y2[i] + y3[i] + y4[i]);

        div[i] = dfxdx + dfydy + affine;
    }
}
