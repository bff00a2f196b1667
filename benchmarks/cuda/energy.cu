// ENERGY (RAJAPerf apps): six stages per repetition (LULESH's energy update), each over [0, N).
#include "fpsem_cuda.h"

#define ENERGY_PARAMS                                                                                    \
    Real* RESTRICT e_new, const Real* RESTRICT e_old, const Real* RESTRICT delvc,                       \
    const Real* RESTRICT p_new, const Real* RESTRICT p_old, Real* RESTRICT q_new,                       \
    const Real* RESTRICT q_old, const Real* RESTRICT work, const Real* RESTRICT compHalfStep,            \
    const Real* RESTRICT pHalfStep, const Real* RESTRICT bvc, const Real* RESTRICT pbvc,                \
    const Real* RESTRICT ql_old, const Real* RESTRICT qq_old, const Real* RESTRICT vnewc,               \
    Real rho0, Real e_cut, Real emin, Real q_cut

// ssc = (pbvc*e + v^2*bvc*p) / rho0, floored at 3.333333e-19 below 1.111111e-37, else its root;
// the artificial viscosity term ssc*ql + qq.
__device__ __forceinline__ Real viscosity(Real pbvc, Real e, Real v, Real bvc, Real p, Real rho0,
                                          Real ql, Real qq)
{
    Real ssc = (pbvc * e + ((v * v) * bvc) * p) / rho0;
    ssc = (ssc <= K(1.111111e-37)) ? K(3.333333e-19) : SQRT(ssc);
    return ssc * ql + qq;
}

extern "C" __global__ void energy_e_half_entry(ENERGY_PARAMS)
{
    FOR_POINTS_1D(e_half, i) {
        e_new[i] = (e_old[i] - (K(0.5) * delvc[i]) * (p_old[i] + q_old[i])) + K(0.5) * work[i];
    }
}

extern "C" __global__ void energy_q_half_entry(ENERGY_PARAMS)
{
    FOR_POINTS_1D(q_half, i) {
        Real q = K(0.0);
        if (!(delvc[i] > K(0.0))) {
            Real vhalf = K(1.0) / (K(1.0) + compHalfStep[i]);
            q = viscosity(pbvc[i], e_new[i], vhalf, bvc[i], pHalfStep[i], rho0, ql_old[i], qq_old[i]);
        }
        q_new[i] = q;
    }
}

extern "C" __global__ void energy_e_update_entry(ENERGY_PARAMS)
{
    FOR_POINTS_1D(e_update, i) {
        e_new[i] = e_new[i] + (K(0.5) * delvc[i]) * (K(3.0) * (p_old[i] + q_old[i]) - K(4.0) * (pHalfStep[i] + q_new[i]));
    }
}

extern "C" __global__ void energy_e_clamp_entry(ENERGY_PARAMS)
{
    FOR_POINTS_1D(e_clamp, i) {
        Real e = e_new[i] + K(0.5) * work[i];
        e = (FABS(e) < e_cut) ? K(0.0) : e;
        e = (e < emin) ? emin : e;
        e_new[i] = e;
    }
}

extern "C" __global__ void energy_e_final_entry(ENERGY_PARAMS)
{
    FOR_POINTS_1D(e_final, i) {
        Real q_tilde = K(0.0);
        if (!(delvc[i] > K(0.0))) {
            q_tilde = viscosity(pbvc[i], e_new[i], vnewc[i], bvc[i], p_new[i], rho0, ql_old[i], qq_old[i]);
        }
        Real sum = (K(7.0) * (p_old[i] + q_old[i]) - K(8.0) * (pHalfStep[i] + q_new[i])) + (p_new[i] + q_tilde);
        Real e = e_new[i] - (sum * delvc[i]) / K(6.0);
        e = (FABS(e) < e_cut) ? K(0.0) : e;
        e = (e < emin) ? emin : e;
        e_new[i] = e;
    }
}

extern "C" __global__ void energy_q_final_entry(ENERGY_PARAMS)
{
    FOR_POINTS_1D(q_final, i) {
        if (delvc[i] <= K(0.0)) {
            Real q = viscosity(pbvc[i], e_new[i], vnewc[i], bvc[i], p_new[i], rho0, ql_old[i], qq_old[i]);
            q_new[i] = (FABS(q) < q_cut) ? K(0.0) : q;
        }
    }
}
