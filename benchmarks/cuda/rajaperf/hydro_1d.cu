// HYDRO_1D (lcals): x[i] = q + y[i] * (r * z[i+10] + t * z[i+11]).
#include "rajaperf_peer.h"

RP_KERNEL hydro_1d(Real_ptr x, Real_ptr y, Real_ptr z, Real_type q, Real_type r, Real_type t, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        x[i] = q + y[i] * (r * z[i + 10] + t * z[i + 11]);
    }
}
