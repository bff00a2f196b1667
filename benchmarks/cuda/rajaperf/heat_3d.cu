// POLYBENCH_HEAT_3D: two 7-point sweeps (A into B, B into A), one thread per interior point on
// 32 x 8 x 1 blocks (k fastest, one i plane per block in z).
#include "rajaperf_peer.h"

#define K_BLOCK 32
#define J_BLOCK 8

#define HEAT_POINT(OUT, IN)                                                                        \
    OUT[k + N * (j + N * i)] =                                                                     \
        R(0.125) * (IN[k + N * (j + N * (i + 1))] - R(2.0) * IN[k + N * (j + N * i)]               \
                    + IN[k + N * (j + N * (i - 1))])                                               \
        + R(0.125) * (IN[k + N * (j + 1 + N * i)] - R(2.0) * IN[k + N * (j + N * i)]               \
                      + IN[k + N * (j - 1 + N * i)])                                               \
        + R(0.125) * (IN[k + 1 + N * (j + N * i)] - R(2.0) * IN[k + N * (j + N * i)]               \
                      + IN[k - 1 + N * (j + N * i)])                                               \
        + IN[k + N * (j + N * i)];

RP_KERNEL poly_heat_3D_1(Real_ptr A, Real_ptr B, Index_type N)
{
    Index_type i = 1 + blockIdx.z;
    Index_type j = 1 + blockIdx.y * (size_t)J_BLOCK + threadIdx.y;
    Index_type k = 1 + blockIdx.x * (size_t)K_BLOCK + threadIdx.x;
    if (i < N - 1 && j < N - 1 && k < N - 1) {
        HEAT_POINT(B, A)
    }
}

RP_KERNEL poly_heat_3D_2(Real_ptr A, Real_ptr B, Index_type N)
{
    Index_type i = 1 + blockIdx.z;
    Index_type j = 1 + blockIdx.y * (size_t)J_BLOCK + threadIdx.y;
    Index_type k = 1 + blockIdx.x * (size_t)K_BLOCK + threadIdx.x;
    if (i < N - 1 && j < N - 1 && k < N - 1) {
        HEAT_POINT(A, B)
    }
}
