// FIR (apps): RAJAPerf's Base_CUDA shape. Coefficients in __constant__ memory; the tap loop
// runs to a run-time coefflen, as RAJAPerf's FIR_BODY does.
#include "rajaperf_peer.h"

__constant__ Real_type coeff[16];

RP_KERNEL fir(Real_ptr out, Real_ptr in, const Index_type coefflen, Index_type iend)
{
    Index_type i = RP_INDEX_1D;
    if (i < iend) {
        Real_type sum = R(0.0);
        for (Index_type j = 0; j < coefflen; ++j) {
            sum += coeff[j] * in[i + j];
        }
        out[i] = sum;
    }
}
