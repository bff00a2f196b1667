// Kernels fpsem's per-point launch model cannot express: each import is refused in one line.
// (1-D and 2-D launches are expressed; a 3-D one is not.)
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define GID (__nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x())

extern "C" __global__ void uses_shared(const double *x, double *r, int n) {
  __shared__ double tile[256];
  int t = __nvvm_read_ptx_sreg_tid_x();
  tile[t] = x[GID];
  __syncthreads();
  r[GID] = tile[255 - t];
}

// (an atomic add whose old value is unused is a sum reduction, imported: see dot.cu)
extern "C" __global__ void uses_atomic(const double *x, double *sum, double *before, int n) {
  int i = GID;
  if (i < n) before[i] = __nvvm_atom_add_gen_d(sum, x[i]);
}

extern "C" __global__ void uses_shuffle(const double *x, double *r, int n) {
  int i = GID;
  if (i < n) r[i] = __nvvm_shfl_sync_down_i32(0xffffffffu, (int)x[i], 1, 31);
}

extern "C" __global__ void three_d(const double *x, double *r, int n) {
  int i = GID, k = __nvvm_read_ptx_sreg_tid_z();
  if (i < n) r[i * 4 + k] = x[i];
}

typedef double (*fn_t)(double);
extern "C" __global__ void indirect(const double *x, double *r, int n, fn_t f) {
  int i = GID;
  if (i < n) r[i] = f(x[i]);
}
