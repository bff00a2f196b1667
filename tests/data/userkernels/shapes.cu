// Kernels in the shape of RAJAPerf's Base_CUDA variants (written for fpsem's tests, not copied):
// constant offsets past the point (EOS reads u[i+6], a smoothing filter in[i+7]), a 1-D kernel over an
// N x N matrix (ATAX), a 2-D kernel whose inner loop bound is a scalar (GEMM's nk).
#include <cuda_runtime.h>

__global__ void eos(double* x, const double* y, const double* z, const double* u,
                    double q, double r, double t, long iend) {
  long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < iend) {
    x[i] = u[i] + r * (z[i] + r * y[i]) +
           t * (u[i + 3] + r * (u[i + 2] + r * u[i + 1]) +
                t * (u[i + 6] + q * (u[i + 5] + q * u[i + 4])));
  }
}

__global__ void smooth(double* out, const double* in, long n) {
  long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double s = 0.0;
    for (int j = 0; j < 8; ++j) s += in[i + j];
    out[i] = s / 8.0;
  }
}

__global__ void atax(double* tmp, const double* A, const double* x, long N) {
  long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) {
    double dot = 0.0;
    for (long j = 0; j < N; ++j) dot += A[j + i * N] * x[j];
    tmp[i] = dot;
  }
}

__global__ void gemm(double* C, const double* A, const double* B, double alpha, double beta,
                     long ni, long nj, long nk) {
  long i = blockIdx.y * blockDim.y + threadIdx.y;
  long j = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < ni && j < nj) {
    double dot = C[j + i * nj] * beta;
    for (long k = 0; k < nk; ++k) dot += alpha * A[k + i * nk] * B[j + k * nj];
    C[j + i * nj] = dot;
  }
}
