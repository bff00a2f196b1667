// TRAP_INT (RAJAPerf basic): sum of 1/sqrt((x-xp)^2 + (y-yp)^2) at x = x0 + i*h, a sum reduction;
// the launcher multiplies the sum by h (the spec's finalize).
#include "fpsem_cuda.h"

extern "C" __global__ void trap_int_main_entry(Real xn, Real x0, Real xp, Real y, Real yp, Real h,
                                               Real* RESTRICT partials)
{
    Real acc = K(0.0);
    FOR_POINTS_1D(main, i) {
        Real x = x0 + (Real)i * h;
        Real dx = x - xp;
        Real dy = y - yp;
        Real denom = dx * dx + dy * dy;
        acc += K(1.0) / SQRT(denom);
    }
    partials[THREAD_ID] = acc;
}
