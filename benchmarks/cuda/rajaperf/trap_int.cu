// TRAP_INT (basic): sum of 1/sqrt((x-xp)^2 + (y-yp)^2) at x = x0 + i*h; the host multiplies by h.
#include "rajaperf_peer.h"

__device__ __forceinline__ Real_type trap_int_func(Real_type x, Real_type y, Real_type xp, Real_type yp)
{
    Real_type denom = (x - xp) * (x - xp) + (y - yp) * (y - yp);
    denom = R(1.0) / RP_SQRT(denom);
    return denom;
}

RP_KERNEL trapint(Real_type x0, Real_type xp, Real_type y, Real_type yp, Real_type h, Real_ptr sumx,
                  Index_type iend)
{
    extern __shared__ Real_type psumx[];
    Index_type i = RP_INDEX_1D;
    psumx[threadIdx.x] = R(0.0);
    for (; i < iend; i += gridDim.x * block_size) {
        Real_type x = x0 + i * h;
        Real_type val = trap_int_func(x, y, xp, yp);
        psumx[threadIdx.x] += val;
    }
    RP_BLOCK_SUM_ATOMIC(psumx, sumx)
}
