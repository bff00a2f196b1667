// Kernels for the tracer's and the interpreters' tests: what clang -O2 makes of ordinary CUDA.
// HIP: kernels.cu with the AMDGPU builtins (no HIP headers: -nogpuinc).
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define TID __builtin_amdgcn_workitem_id_x()
#define BID __builtin_amdgcn_workgroup_id_x()
#define BDIM __builtin_amdgcn_workgroup_size_x()
#define GDIM (__builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x())
#define GID (BID * BDIM + TID)
#define SYNC() __builtin_amdgcn_s_barrier()
// the CUDA header functions used here, as clang's NVVM builtins
#define atomicAdd_d(p, v) __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicAdd_i(p, v) __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicMax_i(p, v) __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
__device__ long long atomicCAS_ll(long long *p, long long c, long long v) {
  __hip_atomic_compare_exchange_strong(p, &c, v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  return c;
}
// a shuffle down within the 64-lane wavefront, through ds_bpermute (as HIP's __shfl_down does)
__device__ double shfl_down(double v, int off) {
  long long b = __builtin_bit_cast(long long, v);
  int lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  int src = lane + off < 64 ? lane + off : lane;
  int lo = __builtin_amdgcn_ds_bpermute(src * 4, (int)b);
  int hi = __builtin_amdgcn_ds_bpermute(src * 4, (int)(b >> 32));
  return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}

// a runtime-length tap loop: unrolled by 4 with a remainder loop (phis of poison on the unrolled edges)
extern "C" __global__ void fir_taps(const double *x, const double *c, double *y, int n, int ntaps) {
  int i = GID;
  if (i < n) {
    double s = 0.0;
    for (int j = 0; j < ntaps; j++) s += c[j] * x[i + j];
    y[i] = s;
  }
}

// a block's tree reduction in shared memory with barriers, then one atomic add per block
extern "C" __global__ void block_sum(const double *x, double *sum, int n) {
  __shared__ double part[256];
  double v = 0.0;
  for (int i = GID; i < n; i += BDIM * GDIM) v += x[i];
  part[TID] = v;
  SYNC();
  for (int s = BDIM / 2; s > 0; s /= 2) {
    if (TID < s) part[TID] += part[TID + s];
    SYNC();
  }
  if (TID == 0) atomicAdd_d(sum, part[0]);
}

// a warp reduction with shuffles (the first 32 lanes' sums: a wavefront has 64)
extern "C" __global__ void warp_sum(const double *x, double *out, int n) {
  int i = GID;
  double v = i < n ? x[i] : 0.0;
  for (int off = 16; off > 0; off /= 2) v += shfl_down(v, off);
  if ((TID & 31) == 0) out[i / 32] = v;
}

// integer atomics on computed addresses
extern "C" __global__ void histogram(const int *key, int *bins, int *maxkey, int n, int nbins) {
  int i = GID;
  if (i < n) {
    int k = key[i];
    atomicAdd_i(&bins[k % nbins], 1);
    atomicMax_i(maxkey, k);
  }
}

// an add through compare-and-swap (the pre-sm_60 double atomicAdd)
__device__ double cas_add(double *p, double v) {
  long long *a = (long long *)p, old = *a, assumed;
  do {
    assumed = old;
    old = atomicCAS_ll(a, assumed, __builtin_bit_cast(long long, v + __builtin_bit_cast(double, assumed)));
  } while (assumed != old);
  return __builtin_bit_cast(double, old);
}
extern "C" __global__ void cas_sum(const double *x, double *sum, int n) {
  int i = GID;
  if (i < n) cas_add(sum, x[i]);
}

// a 2-D launch: 5-point stencil over an nx-by-ny grid
extern "C" __global__ void stencil2d(const double *a, double *b, int nx, int ny) {
  int x = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  int y = __builtin_amdgcn_workgroup_id_y() * __builtin_amdgcn_workgroup_size_y() + __builtin_amdgcn_workitem_id_y();
  if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1)
    b[y * nx + x] = 0.2 * (a[y * nx + x] + a[y * nx + x - 1] + a[y * nx + x + 1] + a[(y - 1) * nx + x] +
                           a[(y + 1) * nx + x]);
}

// shared-memory tiles in a loop with barriers (2-D blocks of 16x16)
#define T 16
extern "C" __global__ void gemm_tiled(const double *A, const double *B, double *C, int n) {
  __shared__ double As[T][T], Bs[T][T];
  int tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
  int row = __builtin_amdgcn_workgroup_id_y() * T + ty, col = __builtin_amdgcn_workgroup_id_x() * T + tx;
  double acc = 0.0;
  for (int t = 0; t < n / T; t++) {
    As[ty][tx] = A[row * n + t * T + tx];
    Bs[ty][tx] = B[(t * T + ty) * n + col];
    SYNC();
    for (int k = 0; k < T; k++) acc += As[ty][k] * Bs[k][tx];
    SYNC();
  }
  C[row * n + col] = acc;
}

// dynamic shared memory, sized at launch
extern __shared__ double dyn[];
extern "C" __global__ void reverse_dyn(double *x, int n) {
  int t = TID;
  dyn[t] = x[BID * BDIM + t];
  SYNC();
  x[BID * BDIM + t] = dyn[BDIM - 1 - t];
}

// SLP-vectorisable: two independent lanes of work per thread (<2 x double> on gfx90a)
extern "C" __global__ void axpy2(const double *x, double *y, double a, int n) {
  int i = 2 * GID;
  if (i + 1 < n) {
    y[i] = a * x[i] + y[i];
    y[i + 1] = a * x[i + 1] + y[i + 1];
  }
}
