// A sum reduction as GPU code writes it: each thread adds its product into *sum atomically.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define GID (__nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x())

extern "C" __global__ void dot(const double *a, const double *b, double *sum, int n) {
  int i = GID;
  if (i < n) __atomic_fetch_add(sum, a[i] * b[i], __ATOMIC_RELAXED);
}

// a histogram: atomic adds into computed addresses cannot be a sum reduction (refused)
extern "C" __global__ void histogram(const double *x, double *bins, int n) {
  int i = GID;
  if (i < n) __atomic_fetch_add(&bins[(int)(x[i] * 10.0) & 15], 1.0, __ATOMIC_RELAXED);
}
