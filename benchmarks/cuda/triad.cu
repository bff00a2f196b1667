// TRIAD (RAJAPerf stream): a[i] = b[i] + alpha * c[i].
#include "fpsem_cuda.h"

extern "C" __global__ void triad_main_entry(Real* RESTRICT a, const Real* RESTRICT b, const Real* RESTRICT c,
                                            Real alpha)
{
    FOR_POINTS_1D(main, i) {
        a[i] = b[i] + alpha * c[i];
    }
}
