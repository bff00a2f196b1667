// GEMM (RAJAPerf polybench): C[i][j] = sum_k alpha*A[i][k]*B[k][j], summed in order from 0
// (alpha inside the sum, as RAJAPerf writes it); one thread per (i, j).
#include "fpsem_cuda.h"

extern "C" __global__ void gemm_main_entry(const Real* RESTRICT A, const Real* RESTRICT B, Real* RESTRICT C,
                                           Real alpha, Index ni, Index nj, Index nk)
{
    FOR_POINTS_2D(main, i, j) {
        Real dot = K(0.0);
        for (Index k = 0; k < nk; ++k) {
            dot += (alpha * A[i * nk + k]) * B[k * nj + j];
        }
        C[i * nj + j] = dot;
    }
}
