// MULADDSUB (RAJAPerf basic): out1 = in1*in2, out2 = in1+in2, out3 = in1-in2.
#include "fpsem_cuda.h"

extern "C" __global__ void muladdsub_main_entry(Real* RESTRICT out1, Real* RESTRICT out2, Real* RESTRICT out3,
                                                const Real* RESTRICT in1, const Real* RESTRICT in2)
{
    FOR_POINTS_1D(main, i) {
        Real a = in1[i];
        Real b = in2[i];
        out1[i] = a * b;
        out2[i] = a + b;
        out3[i] = a - b;
    }
}
