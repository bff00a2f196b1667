// GEN_LIN_RECUR (RAJAPerf lcals): b5[k] = sa[k] + stb5[k]*sb[k]; stb5[k] = b5[k] - stb5[k],
// forward over k in [0, N), then backward (k = n - i for i in [1, N+1)).
#include "fpsem_cuda.h"

extern "C" __global__ void gen_lin_recur_forward_entry(Real* RESTRICT b5, Real* RESTRICT stb5,
                                                       const Real* RESTRICT sa, const Real* RESTRICT sb, Index n)
{
    FOR_POINTS_1D(forward, k) {
        Real st = stb5[k];
        Real b = sa[k] + st * sb[k];
        b5[k] = b;
        stb5[k] = b - st;
    }
}

extern "C" __global__ void gen_lin_recur_backward_entry(Real* RESTRICT b5, Real* RESTRICT stb5,
                                                        const Real* RESTRICT sa, const Real* RESTRICT sb, Index n)
{
    FOR_POINTS_1D(backward, i) {
        Index k = n - i;
        Real st = stb5[k];
        Real b = sa[k] + st * sb[k];
        b5[k] = b;
        stb5[k] = b - st;
    }
}
