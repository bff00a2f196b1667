// GEN_LIN_RECUR (lcals): the recurrence's forward and backward sweeps, one kernel each
// (kb5i = 0, as RAJAPerf sets it).
#include "rajaperf_peer.h"

RP_KERNEL genlinrecur1(Real_ptr b5, Real_ptr stb5, Real_ptr sa, Real_ptr sb, Index_type kb5i, Index_type N)
{
    Index_type k = RP_INDEX_1D;
    if (k < N) {
        b5[k + kb5i] = sa[k] + stb5[k] * sb[k];
        stb5[k] = b5[k + kb5i] - stb5[k];
    }
}

RP_KERNEL genlinrecur2(Real_ptr b5, Real_ptr stb5, Real_ptr sa, Real_ptr sb, Index_type kb5i, Index_type N)
{
    Index_type i = RP_INDEX_1D;
    if (i > 0 && i < N + 1) {
        Index_type k = N - i;
        b5[k + kb5i] = sa[k] + stb5[k] * sb[k];
        stb5[k] = b5[k + kb5i] - stb5[k];
    }
}
