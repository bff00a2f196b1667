// REDUCE_SUM (algorithm): RAJAPerf's block-atomic Base_CUDA tuning (its first Base_CUDA tuning
// calls CUB's DeviceReduce, which fpsem's runner does not launch).
#include "rajaperf_peer.h"

RP_KERNEL reduce_sum(Real_ptr x, Real_ptr sum, Real_type sum_init, Index_type iend)
{
    extern __shared__ Real_type psum[];
    Index_type i = RP_INDEX_1D;
    psum[threadIdx.x] = sum_init;
    for (; i < iend; i += gridDim.x * block_size) {
        psum[threadIdx.x] += x[i];
    }
    RP_BLOCK_SUM_ATOMIC(psum, sum)
}
