// TRIAD (stream): a[i] = b[i] + alpha * c[i].
#include "rajaperf_peer.h"

RP_KERNEL triad(Real_ptr a, Real_ptr b, Real_ptr c, Real_type alpha, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        a[i] = b[i] + alpha * c[i];
    }
}
