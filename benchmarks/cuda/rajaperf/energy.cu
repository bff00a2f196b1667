// ENERGY (apps): six kernels, launched in order, each one thread per point.
#include "rajaperf_peer.h"

RP_KERNEL energycalc1(Real_ptr e_new, Real_ptr e_old, Real_ptr delvc, Real_ptr p_old, Real_ptr q_old,
                      Real_ptr work, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        e_new[i] = e_old[i] - R(0.5) * delvc[i] * (p_old[i] + q_old[i]) + R(0.5) * work[i];
    }
}

RP_KERNEL energycalc2(Real_ptr delvc, Real_ptr q_new, Real_ptr compHalfStep, Real_ptr pHalfStep,
                      Real_ptr e_new, Real_ptr bvc, Real_ptr pbvc, Real_ptr ql_old, Real_ptr qq_old,
                      Real_type rho0, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        if (delvc[i] > R(0.0)) {
            q_new[i] = R(0.0);
        } else {
            Real_type vhalf = R(1.0) / (R(1.0) + compHalfStep[i]);
            Real_type ssc = (pbvc[i] * e_new[i] + vhalf * vhalf * bvc[i] * pHalfStep[i]) / rho0;
            if (ssc <= R(0.1111111e-36)) {
                ssc = R(0.3333333e-18);
            } else {
                ssc = RP_SQRT(ssc);
            }
            q_new[i] = (ssc * ql_old[i] + qq_old[i]);
        }
    }
}

RP_KERNEL energycalc3(Real_ptr e_new, Real_ptr delvc, Real_ptr p_old, Real_ptr q_old, Real_ptr pHalfStep,
                      Real_ptr q_new, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        e_new[i] = e_new[i] + R(0.5) * delvc[i]
                 * (R(3.0) * (p_old[i] + q_old[i]) - R(4.0) * (pHalfStep[i] + q_new[i]));
    }
}

RP_KERNEL energycalc4(Real_ptr e_new, Real_ptr work, Real_type e_cut, Real_type emin, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        e_new[i] += R(0.5) * work[i];
        if (RP_FABS(e_new[i]) < e_cut) { e_new[i] = R(0.0); }
        if (e_new[i] < emin) { e_new[i] = emin; }
    }
}

RP_KERNEL energycalc5(Real_ptr delvc, Real_ptr pbvc, Real_ptr e_new, Real_ptr vnewc, Real_ptr bvc,
                      Real_ptr p_new, Real_ptr ql_old, Real_ptr qq_old, Real_ptr p_old, Real_ptr q_old,
                      Real_ptr pHalfStep, Real_ptr q_new, Real_type rho0, Real_type e_cut, Real_type emin,
                      Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        Real_type q_tilde;
        if (delvc[i] > R(0.0)) {
            q_tilde = R(0.0);
        } else {
            Real_type ssc = (pbvc[i] * e_new[i] + vnewc[i] * vnewc[i] * bvc[i] * p_new[i]) / rho0;
            if (ssc <= R(0.1111111e-36)) {
                ssc = R(0.3333333e-18);
            } else {
                ssc = RP_SQRT(ssc);
            }
            q_tilde = (ssc * ql_old[i] + qq_old[i]);
        }
        e_new[i] = e_new[i] - (R(7.0) * (p_old[i] + q_old[i]) - R(8.0) * (pHalfStep[i] + q_new[i])
                               + (p_new[i] + q_tilde)) * delvc[i] / R(6.0);
        if (RP_FABS(e_new[i]) < e_cut) { e_new[i] = R(0.0); }
        if (e_new[i] < emin) { e_new[i] = emin; }
    }
}

RP_KERNEL energycalc6(Real_ptr delvc, Real_ptr pbvc, Real_ptr e_new, Real_ptr vnewc, Real_ptr bvc,
                      Real_ptr p_new, Real_ptr q_new, Real_ptr ql_old, Real_ptr qq_old,
                      Real_type rho0, Real_type q_cut, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        if (delvc[i] <= R(0.0)) {
            Real_type ssc = (pbvc[i] * e_new[i] + vnewc[i] * vnewc[i] * bvc[i] * p_new[i]) / rho0;
            if (ssc <= R(0.1111111e-36)) {
                ssc = R(0.3333333e-18);
            } else {
                ssc = RP_SQRT(ssc);
            }
            q_new[i] = (ssc * ql_old[i] + qq_old[i]);
            if (RP_FABS(q_new[i]) < q_cut) q_new[i] = R(0.0);
        }
    }
}
