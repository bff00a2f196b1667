// PLANCKIAN (RAJAPerf lcals): y[i] = u[i]/v[i]; w[i] = x[i]/(exp(y[i]) - 1).
#include "fpsem_cuda.h"

extern "C" __global__ void planckian_main_entry(const Real* RESTRICT x, Real* RESTRICT y, const Real* RESTRICT u,
                                                const Real* RESTRICT v, Real* RESTRICT w)
{
    FOR_POINTS_1D(main, i) {
        Real yi = u[i] / v[i];
        y[i] = yi;
        w[i] = x[i] / (EXP(yi) - K(1.0));
    }
}
