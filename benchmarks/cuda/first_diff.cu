// FIRST_DIFF (RAJAPerf lcals): x[i] = y[i+1] - y[i].
#include "fpsem_cuda.h"

extern "C" __global__ void first_diff_main_entry(Real* RESTRICT x, const Real* RESTRICT y)
{
    FOR_POINTS_1D(main, i) {
        x[i] = y[i + 1] - y[i];
    }
}
