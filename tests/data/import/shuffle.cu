// Warp-level sums with __shfl_down_sync (a tree over the warp's 32 lanes), as CUDA reductions write them.
__global__ void warp_sum(const double* x, double* out, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  double v = i < n ? x[i] : 0.0;
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  if ((threadIdx.x & 31) == 0 && i < n) out[i / 32] = v;
}
