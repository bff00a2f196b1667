// DOT (RAJAPerf stream): dot += a[i] * b[i], a sum reduction.
#include "fpsem_cuda.h"

extern "C" __global__ void dot_main_entry(const Real* RESTRICT a, const Real* RESTRICT b, Real* RESTRICT partials)
{
    Real acc = K(0.0);
    FOR_POINTS_1D(main, i) {
        acc += a[i] * b[i];
    }
    partials[THREAD_ID] = acc;
}
