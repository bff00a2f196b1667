// JACOBI_2D (RAJAPerf polybench): 5-point stencil over the interior, A -> B then B -> A,
// summed left to right (centre, west, east, south, north) and scaled by 0.2.
#include "fpsem_cuda.h"

extern "C" __global__ void jacobi_2d_a_to_b_entry(Real* RESTRICT A, Real* RESTRICT B, Index n)
{
    FOR_POINTS_2D(a_to_b, i, j) {
        Index c = i * n + j;
        B[c] = K(0.2) * ((((A[c] + A[c - 1]) + A[c + 1]) + A[c + n]) + A[c - n]);
    }
}

extern "C" __global__ void jacobi_2d_b_to_a_entry(Real* RESTRICT A, Real* RESTRICT B, Index n)
{
    FOR_POINTS_2D(b_to_a, i, j) {
        Index c = i * n + j;
        A[c] = K(0.2) * ((((B[c] + B[c - 1]) + B[c + 1]) + B[c + n]) + B[c - n]);
    }
}
