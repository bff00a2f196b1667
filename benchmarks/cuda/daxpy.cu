// DAXPY (RAJAPerf basic): y[i] += a * x[i].
#include "fpsem_cuda.h"

extern "C" __global__ void daxpy_main_entry(Real* RESTRICT y, const Real* RESTRICT x, Real a)
{
    FOR_POINTS_1D(main, i) {
        y[i] = y[i] + a * x[i];
    }
}
