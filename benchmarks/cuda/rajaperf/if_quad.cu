// IF_QUAD (basic): the roots of a quadratic where the discriminant is non-negative, else zeros.
#include "rajaperf_peer.h"

RP_KERNEL ifquad(Real_ptr x1, Real_ptr x2, Real_ptr a, Real_ptr b, Real_ptr c, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        Real_type s = b[i] * b[i] - R(4.0) * a[i] * c[i];
        if (s >= R(0.0)) {
            s = RP_SQRT(s);
            x2[i] = (-b[i] + s) / (R(2.0) * a[i]);
            x1[i] = (-b[i] - s) / (R(2.0) * a[i]);
        } else {
            x2[i] = R(0.0);
            x1[i] = R(0.0);
        }
    }
}
