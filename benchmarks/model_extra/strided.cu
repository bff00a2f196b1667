// A strided gather: y[i] = a * x[i * 16].  Each lane of a warp reads its own 128-byte line (f64; 64 bytes for
// f32), so a warp request touches 32 lines where a contiguous one touches 2: the coalescing the model must see.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))

extern "C" __global__ void strided(const double *x, double *y, double a, int n) {
  int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
  if (i < n) y[i] = a * x[(long)i * 16];
}
