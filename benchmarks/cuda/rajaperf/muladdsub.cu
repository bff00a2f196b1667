// MULADDSUB (basic): a product, a sum and a difference of two inputs.
#include "rajaperf_peer.h"

RP_KERNEL muladdsub(Real_ptr out1, Real_ptr out2, Real_ptr out3, Real_ptr in1, Real_ptr in2, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        out1[i] = in1[i] * in2[i];
        out2[i] = in1[i] + in2[i];
        out3[i] = in1[i] - in2[i];
    }
}
