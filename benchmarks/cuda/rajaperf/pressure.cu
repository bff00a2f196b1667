// PRESSURE (apps): two kernels, launched in order.
#include "rajaperf_peer.h"

RP_KERNEL pressurecalc1(Real_ptr bvc, Real_ptr compression, const Real_type cls, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        bvc[i] = cls * (compression[i] + R(1.0));
    }
}

RP_KERNEL pressurecalc2(Real_ptr p_new, Real_ptr bvc, Real_ptr e_old, Real_ptr vnewc, const Real_type p_cut,
                        const Real_type eosvmax, const Real_type pmin, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        p_new[i] = bvc[i] * e_old[i];
        if (RP_FABS(p_new[i]) < p_cut) p_new[i] = R(0.0);
        if (vnewc[i] >= eosvmax) p_new[i] = R(0.0);
        if (p_new[i] < pmin) p_new[i] = pmin;
    }
}
