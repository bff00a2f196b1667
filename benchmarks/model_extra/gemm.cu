// POLYBENCH_GEMM as RAJAPerf's CUDA variant writes it (src/polybench/POLYBENCH_GEMM-Cuda.cpp, poly_gemm):
// one thread per C element, a serial dot product over k.  C = alpha*A*B (beta scales C first, then C = dot).
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))

extern "C" __global__ void poly_gemm(double *C, const double *A, const double *B, double alpha, double beta,
                                     int ni, int nj, int nk) {
  int i = __nvvm_read_ptx_sreg_ctaid_y() * __nvvm_read_ptx_sreg_ntid_y() + __nvvm_read_ptx_sreg_tid_y();
  int j = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
  if (i < ni && j < nj) {
    double dot = 0.0;
    C[j + i * nj] *= beta;
    for (int k = 0; k < nk; ++k) {
      dot += alpha * A[k + i * nk] * B[j + k * nj];
    }
    C[j + i * nj] = dot;
  }
}
