/* fpsem's CUDA/HIP prelude: what a kernel source needs from <cuda_runtime.h> / <hip/hip_runtime.h>,
 * for compiling device code to LLVM IR with -nocudainc / -nogpuinc (fpsem.kernels.importer.source).
 *
 * Thread and block indices read the NVVM special registers (nvptx) or the AMDGCN work-item builtins
 * (amdgcn); the declaration keywords are clang's attributes; __syncthreads is the block barrier;
 * atomicAdd is a relaxed atomic read-modify-write; the math functions call the vendor library's
 * (libdevice __nv_*, ROCm ocml __ocml_*_f64/_f32), which fpsem's importer maps to LLVM intrinsics.
 * Written for fpsem from the CUDA and HIP programming guides' definitions; no vendor header text.
 */
#ifndef FPSEM_GPU_PRELUDE_H
#define FPSEM_GPU_PRELUDE_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __restrict__ __restrict

typedef unsigned long size_t;
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
};
struct uint3 { unsigned int x, y, z; };

/* threadIdx.x etc.: a property read of a register, as clang's own CUDA headers make them */
#define __FPSEM_REG(NAME, X, Y, Z) \
  struct __fpsem_##NAME##_t { \
    __declspec(property(get = __x)) unsigned int x; \
    __declspec(property(get = __y)) unsigned int y; \
    __declspec(property(get = __z)) unsigned int z; \
    static __device__ __forceinline__ unsigned int __x(void) { return X(); } \
    static __device__ __forceinline__ unsigned int __y(void) { return Y(); } \
    static __device__ __forceinline__ unsigned int __z(void) { return Z(); } \
  }; \
  extern const __device__ __fpsem_##NAME##_t NAME;

#if defined(__NVPTX__)
__FPSEM_REG(threadIdx, __nvvm_read_ptx_sreg_tid_x, __nvvm_read_ptx_sreg_tid_y, __nvvm_read_ptx_sreg_tid_z)
__FPSEM_REG(blockIdx, __nvvm_read_ptx_sreg_ctaid_x, __nvvm_read_ptx_sreg_ctaid_y, __nvvm_read_ptx_sreg_ctaid_z)
__FPSEM_REG(blockDim, __nvvm_read_ptx_sreg_ntid_x, __nvvm_read_ptx_sreg_ntid_y, __nvvm_read_ptx_sreg_ntid_z)
__FPSEM_REG(gridDim, __nvvm_read_ptx_sreg_nctaid_x, __nvvm_read_ptx_sreg_nctaid_y, __nvvm_read_ptx_sreg_nctaid_z)
/* __syncthreads is a clang builtin on nvptx (bar.sync 0) */
#define __FPSEM_VENDOR(NV, OCML) NV
#elif defined(__AMDGPU__)
static __device__ __forceinline__ unsigned int __fpsem_ngx(void) { return __builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x(); }
static __device__ __forceinline__ unsigned int __fpsem_ngy(void) { return __builtin_amdgcn_grid_size_y() / __builtin_amdgcn_workgroup_size_y(); }
static __device__ __forceinline__ unsigned int __fpsem_ngz(void) { return __builtin_amdgcn_grid_size_z() / __builtin_amdgcn_workgroup_size_z(); }
__FPSEM_REG(threadIdx, __builtin_amdgcn_workitem_id_x, __builtin_amdgcn_workitem_id_y, __builtin_amdgcn_workitem_id_z)
__FPSEM_REG(blockIdx, __builtin_amdgcn_workgroup_id_x, __builtin_amdgcn_workgroup_id_y, __builtin_amdgcn_workgroup_id_z)
__FPSEM_REG(blockDim, __builtin_amdgcn_workgroup_size_x, __builtin_amdgcn_workgroup_size_y, __builtin_amdgcn_workgroup_size_z)
__FPSEM_REG(gridDim, __fpsem_ngx, __fpsem_ngy, __fpsem_ngz)
static __device__ __forceinline__ void __syncthreads(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
#define __FPSEM_VENDOR(NV, OCML) OCML
#endif

template <typename T> static __device__ __forceinline__ T atomicAdd(T* p, T v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
template <typename T> static __device__ __forceinline__ T atomicMax(T* p, T v) { return __atomic_fetch_max(p, v, __ATOMIC_RELAXED); }
template <typename T> static __device__ __forceinline__ T atomicMin(T* p, T v) { return __atomic_fetch_min(p, v, __ATOMIC_RELAXED); }

/* math: for each function NAME of N arguments, the C name (double), its f-suffixed float form and the float
   overload, the first two calling the vendor function (__nv_NAME[f], __ocml_NAME_f64/_f32), and std::NAME */
#define __FPSEM_MATH(T, CNAME, NV, OCML, PARAMS, ARGS) \
  extern "C" __device__ T __FPSEM_VENDOR(NV, OCML) PARAMS; \
  static __device__ __forceinline__ T CNAME PARAMS { return __FPSEM_VENDOR(NV, OCML) ARGS; }
#define __FPSEM_FAMILY(NAME, DPARAMS, FPARAMS, ARGS) \
  __FPSEM_MATH(double, NAME, __nv_##NAME, __ocml_##NAME##_f64, DPARAMS, ARGS) \
  __FPSEM_MATH(float, NAME##f, __nv_##NAME##f, __ocml_##NAME##_f32, FPARAMS, ARGS) \
  static __device__ __forceinline__ float NAME FPARAMS { return NAME##f ARGS; } \
  namespace std { using ::NAME; }
#define __FPSEM_MATH1(NAME) __FPSEM_FAMILY(NAME, (double __a), (float __a), (__a))
#define __FPSEM_MATH2(NAME) __FPSEM_FAMILY(NAME, (double __a, double __b), (float __a, float __b), (__a, __b))
#define __FPSEM_MATH3(NAME) \
  __FPSEM_FAMILY(NAME, (double __a, double __b, double __c), (float __a, float __b, float __c), (__a, __b, __c))
__FPSEM_MATH1(exp)
__FPSEM_MATH1(exp2)
__FPSEM_MATH1(exp10)
__FPSEM_MATH1(log)
__FPSEM_MATH1(log2)
__FPSEM_MATH1(log10)
__FPSEM_MATH2(pow)
__FPSEM_MATH1(sin)
__FPSEM_MATH1(cos)
__FPSEM_MATH1(tan)
__FPSEM_MATH1(sinh)
__FPSEM_MATH1(cosh)
__FPSEM_MATH1(tanh)
__FPSEM_MATH1(asin)
__FPSEM_MATH1(acos)
__FPSEM_MATH1(atan)
__FPSEM_MATH2(atan2)
__FPSEM_MATH1(sqrt)
__FPSEM_MATH1(fabs)
__FPSEM_MATH3(fma)
__FPSEM_MATH1(floor)
__FPSEM_MATH1(ceil)
__FPSEM_MATH1(trunc)
__FPSEM_MATH1(round)
__FPSEM_MATH1(rint)
__FPSEM_MATH1(nearbyint)
__FPSEM_MATH2(fmin)
__FPSEM_MATH2(fmax)
__FPSEM_MATH2(copysign)

#if defined(__NVPTX__)
/* warp shuffles (CUDA's __shfl*_sync): PTX shfl.sync with c = ((warpSize - width) << 8) | clamp, the clamp 31 for
 * down/idx/xor and 0 for up; 64-bit values move as two 32-bit halves */
#define warpSize 32
#define __FPSEM_SHFL(NAME, MODE, CLAMP) \
  static __device__ __forceinline__ int NAME(unsigned m, int v, int b, int w = 32) { \
    return __nvvm_shfl_sync_##MODE##_i32(m, v, b, ((32 - w) << 8) | CLAMP); } \
  static __device__ __forceinline__ unsigned NAME(unsigned m, unsigned v, int b, int w = 32) { \
    return (unsigned)__nvvm_shfl_sync_##MODE##_i32(m, (int)v, b, ((32 - w) << 8) | CLAMP); } \
  static __device__ __forceinline__ float NAME(unsigned m, float v, int b, int w = 32) { \
    return __nvvm_shfl_sync_##MODE##_f32(m, v, b, ((32 - w) << 8) | CLAMP); } \
  static __device__ __forceinline__ long long NAME(unsigned m, long long v, int b, int w = 32) { \
    unsigned long long u = (unsigned long long)v; \
    unsigned lo = (unsigned)__nvvm_shfl_sync_##MODE##_i32(m, (int)(unsigned)u, b, ((32 - w) << 8) | CLAMP); \
    unsigned hi = (unsigned)__nvvm_shfl_sync_##MODE##_i32(m, (int)(unsigned)(u >> 32), b, ((32 - w) << 8) | CLAMP); \
    return (long long)(((unsigned long long)hi << 32) | lo); } \
  static __device__ __forceinline__ long NAME(unsigned m, long v, int b, int w = 32) { \
    return (long)NAME(m, (long long)v, b, w); } \
  static __device__ __forceinline__ double NAME(unsigned m, double v, int b, int w = 32) { \
    return __builtin_bit_cast(double, NAME(m, __builtin_bit_cast(long long, v), b, w)); }
__FPSEM_SHFL(__shfl_sync, idx, 0x1f)
__FPSEM_SHFL(__shfl_up_sync, up, 0)
__FPSEM_SHFL(__shfl_down_sync, down, 0x1f)
__FPSEM_SHFL(__shfl_xor_sync, bfly, 0x1f)
#endif
#endif
