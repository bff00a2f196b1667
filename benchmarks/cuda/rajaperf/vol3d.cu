// VOL3D (apps): hexahedral zone volumes. The 24 corner pointers x0..x7, y0..y7, z0..z7 are
// offsets of x, y, z computed on the host and passed as separate arguments, and the zone
// index is ii + ibegin over a grid sized from iend, as in RAJAPerf's Base_CUDA variant.
//
// The body is RAJAPerf's VOL3D_BODY as its source has it: FOUR triple-product blocks, the
// third one (x74+x30 | 74 x 60) not in the kernel's documented formula (and not in fpsem's
// kernel, which has the three blocks of shared/KERNELS.md).  On a box mesh that block is zero
// in exact arithmetic, so the results differ from fpsem's by rounding only.
#include "rajaperf_peer.h"

RP_KERNEL vol3d(Real_ptr vol,
                const Real_ptr x0, const Real_ptr x1, const Real_ptr x2, const Real_ptr x3,
                const Real_ptr x4, const Real_ptr x5, const Real_ptr x6, const Real_ptr x7,
                const Real_ptr y0, const Real_ptr y1, const Real_ptr y2, const Real_ptr y3,
                const Real_ptr y4, const Real_ptr y5, const Real_ptr y6, const Real_ptr y7,
                const Real_ptr z0, const Real_ptr z1, const Real_ptr z2, const Real_ptr z3,
                const Real_ptr z4, const Real_ptr z5, const Real_ptr z6, const Real_ptr z7,
                const Real_type vnormq, Index_type ibegin, Index_type iend)
{
    Index_type ii = RP_INDEX_1D;
    Index_type i = ii + ibegin;
    if (i < iend) {
        Real_type x71 = x7[i] - x1[i];
        Real_type x72 = x7[i] - x2[i];
        Real_type x74 = x7[i] - x4[i];
        Real_type x30 = x3[i] - x0[i];
        Real_type x50 = x5[i] - x0[i];
        Real_type x60 = x6[i] - x0[i];

        Real_type y71 = y7[i] - y1[i];
        Real_type y72 = y7[i] - y2[i];
        Real_type y74 = y7[i] - y4[i];
        Real_type y30 = y3[i] - y0[i];
        Real_type y50 = y5[i] - y0[i];
        Real_type y60 = y6[i] - y0[i];

        Real_type z71 = z7[i] - z1[i];
        Real_type z72 = z7[i] - z2[i];
        Real_type z74 = z7[i] - z4[i];
        Real_type z30 = z3[i] - z0[i];
        Real_type z50 = z5[i] - z0[i];
        Real_type z60 = z6[i] - z0[i];

        Real_type xps = x71 + x60;
        Real_type yps = y71 + y60;
        Real_type zps = z71 + z60;
        Real_type cyz = y72 * z30 - z72 * y30;
        Real_type czx = z72 * x30 - x72 * z30;
        Real_type cxy = x72 * y30 - y72 * x30;
        vol[i] = xps * cyz + yps * czx + zps * cxy;

        xps = x72 + x50;
        yps = y72 + y50;
        zps = z72 + z50;
        cyz = y74 * z60 - z74 * y60;
        czx = z74 * x60 - x74 * z60;
        cxy = x74 * y60 - y74 * x60;
        vol[i] += xps * cyz + yps * czx + zps * cxy;

        xps = x74 + x30;
        yps = y74 + y30;
        zps = z74 + z30;
        cyz = y74 * z60 - z74 * y60;
        czx = z74 * x60 - x74 * z60;
        cxy = x74 * y60 - y74 * x60;
        vol[i] += xps * cyz + yps * czx + zps * cxy;

        xps = x74 + x30;
        yps = y74 + y30;
        zps = z74 + z30;
        cyz = y71 * z50 - z71 * y50;
        czx = z71 * x50 - x71 * z50;
        cxy = x71 * y50 - y71 * x50;
        vol[i] += xps * cyz + yps * czx + zps * cxy;

        vol[i] *= vnormq;
    }
}
