// HYDRO_1D (RAJAPerf lcals): x[i] = q + y[i]*(r*z[i+10] + t*z[i+11]).
#include "fpsem_cuda.h"

extern "C" __global__ void hydro_1d_main_entry(Real* RESTRICT x, const Real* RESTRICT y, const Real* RESTRICT z,
                                               Real q, Real r, Real t)
{
    FOR_POINTS_1D(main, i) {
        x[i] = q + y[i] * (r * z[i + 10] + t * z[i + 11]);
    }
}
