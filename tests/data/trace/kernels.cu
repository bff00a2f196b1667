// Kernels for the tracer's and the interpreters' tests: what clang -O2 makes of ordinary CUDA.
// No CUDA headers (-nocudainc): the thread-index builtins are clang's own.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define TID __nvvm_read_ptx_sreg_tid_x()
#define BID __nvvm_read_ptx_sreg_ctaid_x()
#define BDIM __nvvm_read_ptx_sreg_ntid_x()
#define GDIM __nvvm_read_ptx_sreg_nctaid_x()
#define GID (BID * BDIM + TID)
#define SYNC() __syncthreads()
// the CUDA header functions used here, as clang's NVVM builtins
#define atomicAdd_d(p, v) __nvvm_atom_add_gen_d(p, v)
#define atomicAdd_i(p, v) __nvvm_atom_add_gen_i(p, v)
#define atomicMax_i(p, v) __nvvm_atom_max_gen_i(p, v)
#define atomicCAS_ll(p, c, v) __nvvm_atom_cas_gen_ll((long long *)(p), c, v)
__device__ double shfl_down(double v, int off) {
  long long b = __builtin_bit_cast(long long, v);
  int lo = __nvvm_shfl_sync_down_i32(0xffffffffu, (int)b, off, 31);
  int hi = __nvvm_shfl_sync_down_i32(0xffffffffu, (int)(b >> 32), off, 31);
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

// a warp reduction with shuffles
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
  int x = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
  int y = __nvvm_read_ptx_sreg_ctaid_y() * __nvvm_read_ptx_sreg_ntid_y() + __nvvm_read_ptx_sreg_tid_y();
  if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1)
    b[y * nx + x] = 0.2 * (a[y * nx + x] + a[y * nx + x - 1] + a[y * nx + x + 1] + a[(y - 1) * nx + x] +
                           a[(y + 1) * nx + x]);
}

// shared-memory tiles in a loop with barriers (2-D blocks of 16x16)
#define T 16
extern "C" __global__ void gemm_tiled(const double *A, const double *B, double *C, int n) {
  __shared__ double As[T][T], Bs[T][T];
  int tx = __nvvm_read_ptx_sreg_tid_x(), ty = __nvvm_read_ptx_sreg_tid_y();
  int row = __nvvm_read_ptx_sreg_ctaid_y() * T + ty, col = __nvvm_read_ptx_sreg_ctaid_x() * T + tx;
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
