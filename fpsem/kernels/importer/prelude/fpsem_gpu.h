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

/* math: the C name (double), its f-suffixed float form and the float overload, each calling the vendor function */
#define __FPSEM_MATH(T, CNAME, BASE, NV, OCML, PARAMS, ARGS) \
  extern "C" __device__ T __FPSEM_VENDOR(NV, OCML) PARAMS; \
  static __device__ __forceinline__ T CNAME PARAMS { return __FPSEM_VENDOR(NV, OCML) ARGS; }
#define __FPSEM_OVERLOAD(T, BASE, CNAME, PARAMS, ARGS) \
  static __device__ __forceinline__ T BASE PARAMS { return CNAME ARGS; }
__FPSEM_MATH(double, exp, exp, __nv_exp, __ocml_exp_f64, (double __a), (__a))
__FPSEM_MATH(float, expf, exp, __nv_expf, __ocml_exp_f32, (float __a), (__a))
__FPSEM_MATH(double, exp2, exp2, __nv_exp2, __ocml_exp2_f64, (double __a), (__a))
__FPSEM_MATH(float, exp2f, exp2, __nv_exp2f, __ocml_exp2_f32, (float __a), (__a))
__FPSEM_MATH(double, exp10, exp10, __nv_exp10, __ocml_exp10_f64, (double __a), (__a))
__FPSEM_MATH(float, exp10f, exp10, __nv_exp10f, __ocml_exp10_f32, (float __a), (__a))
__FPSEM_MATH(double, log, log, __nv_log, __ocml_log_f64, (double __a), (__a))
__FPSEM_MATH(float, logf, log, __nv_logf, __ocml_log_f32, (float __a), (__a))
__FPSEM_MATH(double, log2, log2, __nv_log2, __ocml_log2_f64, (double __a), (__a))
__FPSEM_MATH(float, log2f, log2, __nv_log2f, __ocml_log2_f32, (float __a), (__a))
__FPSEM_MATH(double, log10, log10, __nv_log10, __ocml_log10_f64, (double __a), (__a))
__FPSEM_MATH(float, log10f, log10, __nv_log10f, __ocml_log10_f32, (float __a), (__a))
__FPSEM_MATH(double, pow, pow, __nv_pow, __ocml_pow_f64, (double __a, double __b), (__a, __b))
__FPSEM_MATH(float, powf, pow, __nv_powf, __ocml_pow_f32, (float __a, float __b), (__a, __b))
__FPSEM_MATH(double, sin, sin, __nv_sin, __ocml_sin_f64, (double __a), (__a))
__FPSEM_MATH(float, sinf, sin, __nv_sinf, __ocml_sin_f32, (float __a), (__a))
__FPSEM_MATH(double, cos, cos, __nv_cos, __ocml_cos_f64, (double __a), (__a))
__FPSEM_MATH(float, cosf, cos, __nv_cosf, __ocml_cos_f32, (float __a), (__a))
__FPSEM_MATH(double, tan, tan, __nv_tan, __ocml_tan_f64, (double __a), (__a))
__FPSEM_MATH(float, tanf, tan, __nv_tanf, __ocml_tan_f32, (float __a), (__a))
__FPSEM_MATH(double, sinh, sinh, __nv_sinh, __ocml_sinh_f64, (double __a), (__a))
__FPSEM_MATH(float, sinhf, sinh, __nv_sinhf, __ocml_sinh_f32, (float __a), (__a))
__FPSEM_MATH(double, cosh, cosh, __nv_cosh, __ocml_cosh_f64, (double __a), (__a))
__FPSEM_MATH(float, coshf, cosh, __nv_coshf, __ocml_cosh_f32, (float __a), (__a))
__FPSEM_MATH(double, tanh, tanh, __nv_tanh, __ocml_tanh_f64, (double __a), (__a))
__FPSEM_MATH(float, tanhf, tanh, __nv_tanhf, __ocml_tanh_f32, (float __a), (__a))
__FPSEM_MATH(double, asin, asin, __nv_asin, __ocml_asin_f64, (double __a), (__a))
__FPSEM_MATH(float, asinf, asin, __nv_asinf, __ocml_asin_f32, (float __a), (__a))
__FPSEM_MATH(double, acos, acos, __nv_acos, __ocml_acos_f64, (double __a), (__a))
__FPSEM_MATH(float, acosf, acos, __nv_acosf, __ocml_acos_f32, (float __a), (__a))
__FPSEM_MATH(double, atan, atan, __nv_atan, __ocml_atan_f64, (double __a), (__a))
__FPSEM_MATH(float, atanf, atan, __nv_atanf, __ocml_atan_f32, (float __a), (__a))
__FPSEM_MATH(double, atan2, atan2, __nv_atan2, __ocml_atan2_f64, (double __a, double __b), (__a, __b))
__FPSEM_MATH(float, atan2f, atan2, __nv_atan2f, __ocml_atan2_f32, (float __a, float __b), (__a, __b))
__FPSEM_MATH(double, sqrt, sqrt, __nv_sqrt, __ocml_sqrt_f64, (double __a), (__a))
__FPSEM_MATH(float, sqrtf, sqrt, __nv_sqrtf, __ocml_sqrt_f32, (float __a), (__a))
__FPSEM_MATH(double, fabs, fabs, __nv_fabs, __ocml_fabs_f64, (double __a), (__a))
__FPSEM_MATH(float, fabsf, fabs, __nv_fabsf, __ocml_fabs_f32, (float __a), (__a))
__FPSEM_MATH(double, fma, fma, __nv_fma, __ocml_fma_f64, (double __a, double __b, double __c), (__a, __b, __c))
__FPSEM_MATH(float, fmaf, fma, __nv_fmaf, __ocml_fma_f32, (float __a, float __b, float __c), (__a, __b, __c))
__FPSEM_MATH(double, floor, floor, __nv_floor, __ocml_floor_f64, (double __a), (__a))
__FPSEM_MATH(float, floorf, floor, __nv_floorf, __ocml_floor_f32, (float __a), (__a))
__FPSEM_MATH(double, ceil, ceil, __nv_ceil, __ocml_ceil_f64, (double __a), (__a))
__FPSEM_MATH(float, ceilf, ceil, __nv_ceilf, __ocml_ceil_f32, (float __a), (__a))
__FPSEM_MATH(double, trunc, trunc, __nv_trunc, __ocml_trunc_f64, (double __a), (__a))
__FPSEM_MATH(float, truncf, trunc, __nv_truncf, __ocml_trunc_f32, (float __a), (__a))
__FPSEM_MATH(double, round, round, __nv_round, __ocml_round_f64, (double __a), (__a))
__FPSEM_MATH(float, roundf, round, __nv_roundf, __ocml_round_f32, (float __a), (__a))
__FPSEM_MATH(double, rint, rint, __nv_rint, __ocml_rint_f64, (double __a), (__a))
__FPSEM_MATH(float, rintf, rint, __nv_rintf, __ocml_rint_f32, (float __a), (__a))
__FPSEM_MATH(double, nearbyint, nearbyint, __nv_nearbyint, __ocml_nearbyint_f64, (double __a), (__a))
__FPSEM_MATH(float, nearbyintf, nearbyint, __nv_nearbyintf, __ocml_nearbyint_f32, (float __a), (__a))
__FPSEM_MATH(double, fmin, fmin, __nv_fmin, __ocml_fmin_f64, (double __a, double __b), (__a, __b))
__FPSEM_MATH(float, fminf, fmin, __nv_fminf, __ocml_fmin_f32, (float __a, float __b), (__a, __b))
__FPSEM_MATH(double, fmax, fmax, __nv_fmax, __ocml_fmax_f64, (double __a, double __b), (__a, __b))
__FPSEM_MATH(float, fmaxf, fmax, __nv_fmaxf, __ocml_fmax_f32, (float __a, float __b), (__a, __b))
__FPSEM_MATH(double, copysign, copysign, __nv_copysign, __ocml_copysign_f64, (double __a, double __b), (__a, __b))
__FPSEM_MATH(float, copysignf, copysign, __nv_copysignf, __ocml_copysign_f32, (float __a, float __b), (__a, __b))
__FPSEM_OVERLOAD(float, exp, expf, (float __a), (__a))
__FPSEM_OVERLOAD(float, exp2, exp2f, (float __a), (__a))
__FPSEM_OVERLOAD(float, exp10, exp10f, (float __a), (__a))
__FPSEM_OVERLOAD(float, log, logf, (float __a), (__a))
__FPSEM_OVERLOAD(float, log2, log2f, (float __a), (__a))
__FPSEM_OVERLOAD(float, log10, log10f, (float __a), (__a))
__FPSEM_OVERLOAD(float, pow, powf, (float __a, float __b), (__a, __b))
__FPSEM_OVERLOAD(float, sin, sinf, (float __a), (__a))
__FPSEM_OVERLOAD(float, cos, cosf, (float __a), (__a))
__FPSEM_OVERLOAD(float, tan, tanf, (float __a), (__a))
__FPSEM_OVERLOAD(float, sinh, sinhf, (float __a), (__a))
__FPSEM_OVERLOAD(float, cosh, coshf, (float __a), (__a))
__FPSEM_OVERLOAD(float, tanh, tanhf, (float __a), (__a))
__FPSEM_OVERLOAD(float, asin, asinf, (float __a), (__a))
__FPSEM_OVERLOAD(float, acos, acosf, (float __a), (__a))
__FPSEM_OVERLOAD(float, atan, atanf, (float __a), (__a))
__FPSEM_OVERLOAD(float, atan2, atan2f, (float __a, float __b), (__a, __b))
__FPSEM_OVERLOAD(float, sqrt, sqrtf, (float __a), (__a))
__FPSEM_OVERLOAD(float, fabs, fabsf, (float __a), (__a))
__FPSEM_OVERLOAD(float, fma, fmaf, (float __a, float __b, float __c), (__a, __b, __c))
__FPSEM_OVERLOAD(float, floor, floorf, (float __a), (__a))
__FPSEM_OVERLOAD(float, ceil, ceilf, (float __a), (__a))
__FPSEM_OVERLOAD(float, trunc, truncf, (float __a), (__a))
__FPSEM_OVERLOAD(float, round, roundf, (float __a), (__a))
__FPSEM_OVERLOAD(float, rint, rintf, (float __a), (__a))
__FPSEM_OVERLOAD(float, nearbyint, nearbyintf, (float __a), (__a))
__FPSEM_OVERLOAD(float, fmin, fminf, (float __a, float __b), (__a, __b))
__FPSEM_OVERLOAD(float, fmax, fmaxf, (float __a, float __b), (__a, __b))
__FPSEM_OVERLOAD(float, copysign, copysignf, (float __a, float __b), (__a, __b))
namespace std {
using ::exp; using ::exp2; using ::log; using ::log2; using ::log10; using ::pow; using ::sin; using ::cos; using ::tan;
using ::sinh; using ::cosh; using ::tanh; using ::asin; using ::acos; using ::atan; using ::atan2; using ::sqrt;
using ::fabs; using ::fma; using ::floor; using ::ceil; using ::trunc; using ::round; using ::rint; using ::nearbyint;
using ::fmin; using ::fmax; using ::copysign;
}

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
