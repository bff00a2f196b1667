// PI_REDUCE (basic): sum of dx / (1 + x*x) at x = (i + 0.5) * dx; the host multiplies by 4.
// (RAJAPerf writes x as double; the f32 form uses Real_type, as fpsem's f32 kernel does.)
#include "rajaperf_peer.h"

RP_KERNEL pi_reduce(Real_type dx, Real_ptr pi, Real_type pi_init, Index_type iend)
{
    extern __shared__ Real_type ppi[];
    Index_type i = RP_INDEX_1D;
    ppi[threadIdx.x] = pi_init;
    for (; i < iend; i += gridDim.x * block_size) {
        Real_type x = (Real_type(i) + R(0.5)) * dx;
        ppi[threadIdx.x] += dx / (R(1.0) + x * x);
    }
    RP_BLOCK_SUM_ATOMIC(ppi, pi)
}
