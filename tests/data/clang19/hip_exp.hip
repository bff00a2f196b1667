// HIP device code calling ROCm's ocml exp, compiled with -ffast-math.
// Built with -nogpuinc -nogpulib (no HIP headers): the attributes, the
// work-item builtins and ocml's __ocml_exp_f64 are declared here.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
extern "C" __device__ double __ocml_exp_f64(double);

// Planckian-style point: w = x / (exp(y / x) - 1).
extern "C" __global__ void planck(const double *x, const double *y, double *w, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  if (i < n) {
    double t = y[i] / x[i];
    w[i] = x[i] / (__ocml_exp_f64(t) - 1.0);
  }
}

// A pair of results in a named struct: clang's C++ output names its types.
struct Pair { double lo, hi; };
extern "C" __device__ __attribute__((noinline)) Pair bounds(double a, double b) {
  Pair p;
  p.lo = a < b ? a : b;
  p.hi = __ocml_exp_f64(a + b);
  return p;
}

extern "C" __global__ void spread(const double *a, double *out, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  if (i < n) {
    Pair p = bounds(a[i], a[i + 1]);
    out[i] = p.hi - p.lo;
  }
}
