// HEAT_3D (RAJAPerf polybench): 7-point heat stencil over the interior, A -> B then B -> A:
// new = 0.125*(ip - 2c + im) + 0.125*(jp - 2c + jm) + 0.125*(kp - 2c + km) + c.
#include "fpsem_cuda.h"

__device__ __forceinline__ Real heat_point(const Real* RESTRICT s, Index c, Index n)
{
    Index nn = n * n;
    Real v = s[c];
    Real two_c = K(2.0) * v;
    Real ti = K(0.125) * ((s[c + nn] - two_c) + s[c - nn]);
    Real tj = K(0.125) * ((s[c + n] - two_c) + s[c - n]);
    Real tk = K(0.125) * ((s[c + 1] - two_c) + s[c - 1]);
    return ((ti + tj) + tk) + v;
}

extern "C" __global__ void heat_3d_a_to_b_entry(Real* RESTRICT A, Real* RESTRICT B, Index n)
{
    FOR_POINTS_3D(a_to_b, i, j, k) {
        Index c = k + n * (j + n * i);
        B[c] = heat_point(A, c, n);
    }
}

extern "C" __global__ void heat_3d_b_to_a_entry(Real* RESTRICT A, Real* RESTRICT B, Index n)
{
    FOR_POINTS_3D(b_to_a, i, j, k) {
        Index c = k + n * (j + n * i);
        A[c] = heat_point(B, c, n);
    }
}
