// fpsem's hand-written CUDA C baselines: shared definitions.
//
// Each benchmarks/cuda/<kernel>.cu is the kernel of kernels/<kernel>.toml written in CUDA C
// from the formulas of shared/KERNELS.md, with the launch ABI of kernels/README.md, so that
// fpsem's CUDA runner launches the PTX nvcc makes of it exactly as it launches fpsem's own
// variants:
//
//   * one entry  extern "C" __global__ void <kernel>_<stage>_entry(...)  per stage, taking
//     every spec argument in spec order (arrays as pointers, real scalars as Real, integer
//     scalars as long long), then `Real* partials` for a reduce stage;
//   * arrays the spec marks `constant` are __constant__ module globals named <kernel>_const_<arg>, not parameters; the
//     runner fills them (cuModuleGetGlobal) before the first launch;
//   * the stage's iteration space is walked with a grid-stride loop, flattened, last
//     dimension fastest; a reduce stage's thread t adds its points in index order into a
//     private accumulator starting at 0 and stores it to partials[t].
//
// Sizes are compile-time constants, as in fpsem's generated entries: fpsem.cuda.nvcc_baselines
// passes -DSZ_<name>=<value> for every size parameter and derived size, and
// -DLO_<stage>_<d>=... -DHI_<stage>_<d>=... for each dimension d of each stage's space.
// Precision: -DFPSEM_F32 builds the f32 version (Real = float, literals rounded to float as
// in the f32 IR), otherwise Real = double (RAJAPerf's Real_type).
//
// Pointer arguments carry __restrict__ where the spec declares them noalias (its default),
// matching the `noalias` of the kernel IR.
#pragma once

#ifdef FPSEM_F32
typedef float Real;
#define SQRT(x) sqrtf(x)
#define EXP(x) expf(x)
#define FABS(x) fabsf(x)
#else
typedef double Real;
#define SQRT(x) sqrt(x)
#define EXP(x) exp(x)
#define FABS(x) fabs(x)
#endif

// A literal in the kernel's precision: the f64 constant, rounded to float for f32.
#define K(x) ((Real)(x))

typedef long long Index;

#define RESTRICT __restrict__

// First flattened point of this thread and the grid's stride.
#define THREAD_ID ((Index)blockIdx.x * (Index)blockDim.x + (Index)threadIdx.x)
#define GRID_STRIDE ((Index)gridDim.x * (Index)blockDim.x)

// Extent of dimension d of stage s (from the -D bounds).
#define EXTENT(s, d) ((Index)(HI_##s##_##d) - (Index)(LO_##s##_##d))

// Grid-stride loops over a stage's space, binding the index variables (outermost first).
// Not unrolled, like fpsem's generated entries (llvm.loop.unroll.disable): with one thread per
// point an unrolled copy never runs, and a rolled loop keeps one point's code to compare.
#define FOR_POINTS_1D(s, i0)                                                                   \
    _Pragma("unroll 1")                                                                        \
    for (Index _t = THREAD_ID; _t < EXTENT(s, 0); _t += GRID_STRIDE)                           \
        for (Index i0 = (Index)(LO_##s##_0) + _t, _once = 1; _once; _once = 0)

#define FOR_POINTS_2D(s, i0, i1)                                                               \
    _Pragma("unroll 1")                                                                        \
    for (Index _t = THREAD_ID; _t < EXTENT(s, 0) * EXTENT(s, 1); _t += GRID_STRIDE)            \
        for (Index i0 = (Index)(LO_##s##_0) + _t / EXTENT(s, 1),                               \
                   i1 = (Index)(LO_##s##_1) + _t % EXTENT(s, 1), _once = 1;                    \
             _once; _once = 0)

#define FOR_POINTS_3D(s, i0, i1, i2)                                                           \
    _Pragma("unroll 1")                                                                        \
    for (Index _t = THREAD_ID; _t < EXTENT(s, 0) * EXTENT(s, 1) * EXTENT(s, 2); _t += GRID_STRIDE) \
        for (Index i0 = (Index)(LO_##s##_0) + _t / (EXTENT(s, 1) * EXTENT(s, 2)),              \
                   i1 = (Index)(LO_##s##_1) + (_t / EXTENT(s, 2)) % EXTENT(s, 1),              \
                   i2 = (Index)(LO_##s##_2) + _t % EXTENT(s, 2), _once = 1;                    \
             _once; _once = 0)
