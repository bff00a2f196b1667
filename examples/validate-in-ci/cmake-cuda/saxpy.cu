#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
extern "C" __device__ float __nv_expf(float);

extern "C" __global__ void saxpy_exp(float *y, const float *x, float a, int n) {
  int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
  if (i < n) y[i] = a * __nv_expf(x[i]) + y[i];
}
