// PLANCKIAN (lcals): y = u / v; w = x / (exp(y) - 1), exp through CUDA's math library.
#include "rajaperf_peer.h"

RP_KERNEL planckian(Real_ptr x, Real_ptr y, Real_ptr u, Real_ptr v, Real_ptr w, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        y[i] = u[i] / v[i];
        w[i] = x[i] / (RP_EXP(y[i]) - R(1.0));
    }
}
