// REDUCE_SUM (RAJAPerf algorithm): sum of x[i].
#include "fpsem_cuda.h"

extern "C" __global__ void reduce_sum_main_entry(const Real* RESTRICT x, Real* RESTRICT partials)
{
    Real acc = K(0.0);
    FOR_POINTS_1D(main, i) {
        acc += x[i];
    }
    partials[THREAD_ID] = acc;
}
