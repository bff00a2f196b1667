// PI_ATOMIC's shape (RAJAPerf src/basic/PI_ATOMIC): every thread adds its term to one address.  All the adds
// of the launch contend for one word: the same-address atomic rate, not bandwidth, sets the time.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))

extern "C" __global__ void pi_atomic(double *pi, double dx, long n) {
  long i = (long)__nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
  if (i < n) {
    double x = (i + 0.5) * dx;
    __atomic_fetch_add(pi, dx / (1.0 + x * x), __ATOMIC_RELAXED);
  }
}
