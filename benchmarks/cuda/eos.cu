// EOS (RAJAPerf lcals): x[i] = u[i] + r*(z[i] + r*y[i]) + t*(u[i+3] + r*(u[i+2] + r*u[i+1])
//                                  + t*(u[i+6] + q*(u[i+5] + q*u[i+4])))
#include "fpsem_cuda.h"

extern "C" __global__ void eos_main_entry(Real* RESTRICT x, const Real* RESTRICT y, const Real* RESTRICT z,
                                          const Real* RESTRICT u, Real q, Real r, Real t)
{
    FOR_POINTS_1D(main, i) {
        Real head = u[i] + r * (z[i] + r * y[i]);
        Real near = u[i + 3] + r * (u[i + 2] + r * u[i + 1]);
        Real far = t * (u[i + 6] + q * (u[i + 5] + q * u[i + 4]));
        x[i] = head + t * (near + far);
    }
}
