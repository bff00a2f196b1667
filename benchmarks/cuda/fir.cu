// FIR (RAJAPerf apps): out[i] = sum_{j<16} coeff[j] * in[i+j], summed in order from 0.
// The coefficients live in constant memory, as in RAJAPerf's CUDA version.
#include "fpsem_cuda.h"

__constant__ Real fir_const_coeff[16];

extern "C" __global__ void fir_main_entry(const Real* RESTRICT in, Real* RESTRICT out)
{
    FOR_POINTS_1D(main, i) {
        Real sum = K(0.0);
#pragma unroll
        for (int j = 0; j < 16; ++j) {
            sum += fir_const_coeff[j] * in[i + j];
        }
        out[i] = sum;
    }
}
