// POLYBENCH_GEMM: C = alpha*A*B (C *= beta first, then overwritten by the dot product, as in
// RAJAPerf), one thread per (i, j) on 32 x 8 blocks (j fastest).
#include "rajaperf_peer.h"

#define J_BLOCK 32
#define I_BLOCK 8

RP_KERNEL poly_gemm(Real_ptr C, Real_ptr A, Real_ptr B, Real_type alpha, Real_type beta,
                    Index_type ni, Index_type nj, Index_type nk)
{
    Index_type i = blockIdx.y * (size_t)I_BLOCK + threadIdx.y;
    Index_type j = blockIdx.x * (size_t)J_BLOCK + threadIdx.x;
    if (i < ni && j < nj) {
        Real_type dot = R(0.0);
        C[j + i * nj] *= beta;
        for (Index_type k = 0; k < nk; ++k) {
            dot += alpha * A[k + i * nk] * B[j + k * nj];
        }
        C[j + i * nj] = dot;
    }
}
