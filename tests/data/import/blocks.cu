// Shared memory, barriers and atomics: kernels for fpsem's block stages (fpsem/kernels/importer/blocks.py).
// Compiled by fpsem's source path; the command is in tests/data/import/README.md.
#include <cuda_runtime.h>
#define BLOCK 256

// RAJAPerf's DOT shape: a static shared array, a tree reduction unrolled by -O2, one atomic add per block.
__global__ void dot_tree(const double* a, const double* b, double* dprod, long n) {
  __shared__ double s[BLOCK];
  long i = (long)blockIdx.x * BLOCK + threadIdx.x;
  s[threadIdx.x] = 0.0;
  if (i < n) s[threadIdx.x] = a[i] * b[i];
  __syncthreads();
  for (int k = BLOCK / 2; k > 0; k /= 2) {
    if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(dprod, s[0]);
}

// An inclusive scan of each block (Hillis-Steele, double-buffered in dynamic shared memory).
__global__ void block_scan(const double* x, double* y, long n) {
  extern __shared__ double buf[];
  long i = (long)blockIdx.x * BLOCK + threadIdx.x;
  int t = threadIdx.x;
  buf[t] = i < n ? x[i] : 0.0;
  __syncthreads();
  int from = 0;
#pragma unroll
  for (int d = 1; d < BLOCK; d *= 2) {
    double v = buf[from * BLOCK + t];
    if (t >= d) v += buf[from * BLOCK + t - d];
    buf[(1 - from) * BLOCK + t] = v;
    from = 1 - from;
    __syncthreads();
  }
  if (i < n) y[i] = buf[from * BLOCK + t];
}

// A histogram: atomic adds of 1.0 (exact while a count stays below 2**53, so order-free in value).
__global__ void histogram(const double* x, double* bins, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    long k = (long)(x[i] * 8.0) & 15;
    atomicAdd(&bins[k], 1.0);
  }
}

// An integer maximum by an integer atomic: fpsem's outputs are real arrays, so this one is refused.
__global__ void int_max(const double* x, long long* top, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicMax(top, (long long)(x[i] * 1000.0));
}

// Float atomic adds into computed addresses: the result depends on the order of the updates.
__global__ void scatter_add(const double* x, double* acc, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&acc[i % 7], x[i]);
}

// A barrier only some threads reach: refused.
__global__ void divergent(double* x, long n) {
  __shared__ double s[BLOCK];
  long i = (long)blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) {
    s[threadIdx.x] = x[i];
    __syncthreads();
    x[i] = s[BLOCK - 1 - threadIdx.x];
  }
}
