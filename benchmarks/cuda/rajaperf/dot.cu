// DOT (stream): a[i]*b[i] summed per thread (one point per thread at RAJAPerf's "direct" grid),
// then a shared-memory tree per block and one atomicAdd per block into the device scalar.
#include "rajaperf_peer.h"

RP_KERNEL dot(Real_ptr a, Real_ptr b, Real_ptr dprod, Real_type dprod_init, Index_type iend)
{
    extern __shared__ Real_type pdot[];
    Index_type i = RP_INDEX_1D;
    pdot[threadIdx.x] = dprod_init;
    for (; i < iend; i += gridDim.x * block_size) {
        pdot[threadIdx.x] += a[i] * b[i];
    }
    RP_BLOCK_SUM_ATOMIC(pdot, dprod)
}
