// PRESSURE (RAJAPerf apps): bvc = cls*(compression + 1); then p_new = bvc*e_old with the cut-off,
// expansion and floor clamps.
#include "fpsem_cuda.h"

extern "C" __global__ void pressure_bvc_entry(const Real* RESTRICT compression, Real* RESTRICT bvc,
                                              Real* RESTRICT p_new, const Real* RESTRICT e_old,
                                              const Real* RESTRICT vnewc, Real cls, Real p_cut, Real pmin,
                                              Real eosvmax)
{
    FOR_POINTS_1D(bvc, i) {
        bvc[i] = cls * (compression[i] + K(1.0));
    }
}

extern "C" __global__ void pressure_p_new_entry(const Real* RESTRICT compression, Real* RESTRICT bvc,
                                                Real* RESTRICT p_new, const Real* RESTRICT e_old,
                                                const Real* RESTRICT vnewc, Real cls, Real p_cut, Real pmin,
                                                Real eosvmax)
{
    FOR_POINTS_1D(p_new, i) {
        Real p = bvc[i] * e_old[i];
        p = (FABS(p) < p_cut) ? K(0.0) : p;
        p = (vnewc[i] >= eosvmax) ? K(0.0) : p;
        p = (p < pmin) ? pmin : p;
        p_new[i] = p;
    }
}
