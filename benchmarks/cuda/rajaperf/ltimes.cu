// LTIMES (apps): phi(z,g,m) += sum_d ell(m,d) * psi(z,g,d), one thread per (m,g,z) on RAJAPerf's
// 3-D blocks of 32 x 4 x 2 (m fastest), the d loop to a run-time num_d.
#include "rajaperf_peer.h"

#define M_BLOCK 32
#define G_BLOCK 4
#define Z_BLOCK 2

RP_KERNEL ltimes(Real_ptr phidat, Real_ptr elldat, Real_ptr psidat,
                 Index_type num_d, Index_type num_m, Index_type num_g, Index_type num_z)
{
    Index_type m = blockIdx.x * (size_t)M_BLOCK + threadIdx.x;
    Index_type g = blockIdx.y * (size_t)G_BLOCK + threadIdx.y;
    Index_type z = blockIdx.z * (size_t)Z_BLOCK + threadIdx.z;
    if (m < num_m && g < num_g && z < num_z) {
        for (Index_type d = 0; d < num_d; ++d) {
            phidat[m + (g * num_m) + (z * num_m * num_g)] +=
                elldat[d + (m * num_d)] * psidat[d + (g * num_d) + (z * num_d * num_g)];
        }
    }
}
