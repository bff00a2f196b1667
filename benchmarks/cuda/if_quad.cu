// IF_QUAD (RAJAPerf basic): roots of a*x^2 + b*x + c where the discriminant is non-negative, else 0.
#include "fpsem_cuda.h"

extern "C" __global__ void if_quad_main_entry(const Real* RESTRICT a, const Real* RESTRICT b, const Real* RESTRICT c,
                                              Real* RESTRICT x1, Real* RESTRICT x2)
{
    FOR_POINTS_1D(main, i) {
        Real av = a[i], bv = b[i];
        Real s = bv * bv - (K(4.0) * av) * c[i];
        Real r1 = K(0.0), r2 = K(0.0);
        if (s >= K(0.0)) {
            Real root = SQRT(s);
            Real a2 = K(2.0) * av;
            r2 = (-bv + root) / a2;
            r1 = (-bv - root) / a2;
        }
        x1[i] = r1;
        x2[i] = r2;
    }
}
