// DAXPY (basic): y[i] += a * x[i].
#include "rajaperf_peer.h"

RP_KERNEL daxpy(Real_ptr y, Real_ptr x, Real_type a, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        y[i] += a * x[i];
    }
}
