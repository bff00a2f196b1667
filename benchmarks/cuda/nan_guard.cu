// NAN_GUARD (fpsem's own kernel): out[i] = isnan(x) ? 0 : (isinf(x*y) ? 0 : x*y).
// Under --use_fast_math nvcc, like LLVM's nnan/ninf, may fold the guards away.
#include "fpsem_cuda.h"

extern "C" __global__ void nan_guard_main_entry(Real* RESTRICT out, const Real* RESTRICT x, const Real* RESTRICT y)
{
    FOR_POINTS_1D(main, i) {
        Real xv = x[i];
        Real v = K(0.0);
        if (!isnan(xv)) {
            Real p = xv * y[i];
            v = isinf(p) ? K(0.0) : p;
        }
        out[i] = v;
    }
}
