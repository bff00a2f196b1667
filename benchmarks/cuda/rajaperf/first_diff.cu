// FIRST_DIFF (lcals): x[i] = y[i+1] - y[i].
#include "rajaperf_peer.h"

RP_KERNEL first_diff(Real_ptr x, Real_ptr y, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        x[i] = y[i + 1] - y[i];
    }
}
