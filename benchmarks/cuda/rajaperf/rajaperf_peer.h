// fpsem's RAJAPerf-shaped CUDA peers: shared definitions.
//
// Each <kernel>.cu here is fpsem's own CUDA version of a built-in kernel, written in the
// *shape* of RAJAPerf's Base_CUDA variant (LLNL/RAJAPerf, src/<group>/<KERNEL>-Cuda.cpp),
// so that fpsem's variants can be set beside the code a RAJAPerf user runs:
//
//   * one thread per point: i = blockIdx.x * block_size + threadIdx.x, guarded by `if (i < iend)`
//     (2-D/3-D kernels: RAJAPerf's block shapes), sizes passed at run time as Index_type;
//   * __launch_bounds__(block_size) with block_size = 256 (RAJAPerf's default GPU block size);
//   * Index_type is 64-bit signed (RAJA::Index_type is std::ptrdiff_t);
//   * small read-only tables in __constant__ memory where RAJAPerf puts them (FIR's coefficients);
//   * offset pointers computed on the host and passed as separate arguments where RAJAPerf does
//     (VOL3D's x0..x7, DEL_DOT_VEC_2D's x1..x4);
//   * reductions: RAJAPerf's "block_256 direct, block-atomic" tuning (a shared-memory tree per
//     block, one atomicAdd per block into a device scalar).
//
// Built with RAJAPerf's nvcc flags (fpsem.runners.cuda.rajaperf_peers.RAJAPERF_FLAGS: -O3 -restrict,
// contraction left at nvcc's default) for sm_90; `-fmad=false` builds the bit-check form.
// benchmarks/cuda/rajaperf/peers.toml binds every kernel parameter to fpsem's inputs and gives each
// stage's launch shape.
//
// Precision: RAJAPerf's Real_type is double; -DFPSEM_F32 builds the float form, with every
// literal rounded to float (R(x)) as in fpsem's f32 kernels (RAJAPerf's own float build would
// promote such expressions to double).
#pragma once

#include <stddef.h>

#ifdef FPSEM_F32
typedef float Real_type;
#define RP_SQRT(x) sqrtf(x)
#define RP_FABS(x) fabsf(x)
#define RP_EXP(x) expf(x)
#else
typedef double Real_type;
#define RP_SQRT(x) sqrt(x)
#define RP_FABS(x) fabs(x)
#define RP_EXP(x) exp(x)
#endif

typedef Real_type* Real_ptr;
typedef long long Index_type;
typedef Index_type* Index_ptr;

// A literal in the kernel's precision.
#define R(x) ((Real_type)(x))

constexpr size_t block_size = 256;

// A RAJAPerf-shaped kernel: unmangled name, RAJAPerf's launch bounds.
#define RP_KERNEL extern "C" __global__ void __launch_bounds__(block_size)

// The thread's point of a 1-D launch (size_t arithmetic, as RAJAPerf's template parameter gives).
#define RP_INDEX_1D ((Index_type)(blockIdx.x * block_size + threadIdx.x))

// RAJAPerf's block-level sum: a shared-memory tree over the block, then one atomicAdd.
#define RP_BLOCK_SUM_ATOMIC(shared, result)                          \
    __syncthreads();                                                 \
    for (Index_type s = block_size / 2; s > 0; s /= 2) {             \
        if (threadIdx.x < s) {                                       \
            shared[threadIdx.x] += shared[threadIdx.x + s];          \
        }                                                            \
        __syncthreads();                                             \
    }                                                                \
    if (threadIdx.x == 0) {                                          \
        atomicAdd(result, shared[0]);                                \
    }
