// PI_REDUCE (RAJAPerf basic): sum of dx / (1 + x*x) at x = (i + 0.5)*dx; the launcher
// multiplies the sum by 4 (the spec's finalize).
#include "fpsem_cuda.h"

extern "C" __global__ void pi_reduce_main_entry(Real dx, Real* RESTRICT partials)
{
    Real acc = K(0.0);
    FOR_POINTS_1D(main, i) {
        Real x = ((Real)i + K(0.5)) * dx;
        acc += dx / (K(1.0) + x * x);
    }
    partials[THREAD_ID] = acc;
}
