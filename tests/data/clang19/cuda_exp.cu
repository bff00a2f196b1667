// CUDA device code calling libdevice's exp, compiled with -ffast-math.
// Built with -nocudainc -nocudalib (no CUDA headers): the attributes, the
// thread-index builtins and libdevice's __nv_exp are declared here.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
extern "C" __device__ double __nv_exp(double);

// Planckian-style point: w = x / (exp(y / x) - 1).
extern "C" __global__ void planck(const double *x, const double *y, double *w, int n) {
  int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
  if (i < n) {
    double t = y[i] / x[i];
    w[i] = x[i] / (__nv_exp(t) - 1.0);
  }
}

// A serial sum per thread: a loop-carried phi under fast-math.
extern "C" __global__ void rowsum(const double *a, double *out, int m, int n) {
  int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
  if (i < n) {
    double s = 0.0;
    for (int k = 0; k < m; ++k) s += a[i * m + k] * __nv_exp(-a[i * m + k]);
    out[i] = s;
  }
}
