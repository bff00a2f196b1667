// POLYBENCH_JACOBI_2D: two 5-point sweeps (A into B, B into A), one thread per interior point on
// 32 x 8 blocks (j fastest).
#include "rajaperf_peer.h"

#define J_BLOCK 32
#define I_BLOCK 8

RP_KERNEL poly_jacobi_2D_1(Real_ptr A, Real_ptr B, Index_type N)
{
    Index_type i = 1 + blockIdx.y * (size_t)I_BLOCK + threadIdx.y;
    Index_type j = 1 + blockIdx.x * (size_t)J_BLOCK + threadIdx.x;
    if (i < N - 1 && j < N - 1) {
        B[j + i * N] = R(0.2) * (A[j + i * N] + A[j - 1 + i * N] + A[j + 1 + i * N] + A[j + (i + 1) * N]
                                 + A[j + (i - 1) * N]);
    }
}

RP_KERNEL poly_jacobi_2D_2(Real_ptr A, Real_ptr B, Index_type N)
{
    Index_type i = 1 + blockIdx.y * (size_t)I_BLOCK + threadIdx.y;
    Index_type j = 1 + blockIdx.x * (size_t)J_BLOCK + threadIdx.x;
    if (i < N - 1 && j < N - 1) {
        A[j + i * N] = R(0.2) * (B[j + i * N] + B[j - 1 + i * N] + B[j + 1 + i * N] + B[j + (i + 1) * N]
                                 + B[j + (i - 1) * N]);
    }
}
