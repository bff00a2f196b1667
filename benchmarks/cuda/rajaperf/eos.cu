// EOS (lcals): an equation-of-state fragment over seven neighbouring u values.
#include "rajaperf_peer.h"

RP_KERNEL eos(Real_ptr x, Real_ptr y, Real_ptr z, Real_ptr u, Real_type q, Real_type r, Real_type t,
              Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        x[i] = u[i] + r * (z[i] + r * y[i])
             + t * (u[i + 3] + r * (u[i + 2] + r * u[i + 1]) + t * (u[i + 6] + q * (u[i + 5] + q * u[i + 4])));
    }
}
