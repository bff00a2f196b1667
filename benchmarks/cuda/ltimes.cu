// LTIMES (RAJAPerf apps): phi[m + g*nm + z*nm*ng] += sum_d ell[d + m*nd] * psi[d + g*nd + z*nd*ng],
// one thread per (z, g, m), the d chain added in order into phi's value.
#include "fpsem_cuda.h"

extern "C" __global__ void ltimes_main_entry(Real* RESTRICT phi, const Real* RESTRICT ell, const Real* RESTRICT psi,
                                             Index nd, Index ng, Index nm)
{
    FOR_POINTS_3D(main, z, g, m) {
        Index p = (m + g * nm) + z * (nm * ng);
        const Real* ell_row = ell + m * nd;
        const Real* psi_row = psi + (g * nd + z * (nd * ng));
        Real acc = phi[p];
        for (Index d = 0; d < nd; ++d) {
            acc += ell_row[d] * psi_row[d];
        }
        phi[p] = acc;
    }
}
