// A __global__ kernel written as CUDA users write it, without the CUDA headers:
// the builtins and the ROCm device library exp are declared here.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
extern "C" __device__ double __ocml_exp_f64(double);
#define TID __builtin_amdgcn_workitem_id_x()
#define NTID __builtin_amdgcn_workgroup_size_x()
#define CTAID __builtin_amdgcn_workgroup_id_x()
#define NCTAID (__builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x())

// y[i] = a*x[i] + y[i], bounds-checked
extern "C" __global__ void daxpy(int n, double a, const double *x, double *y) {
  int i = CTAID * NTID + TID;
  if (i < n) y[i] = a * x[i] + y[i];
}

// out[i] = exp(-x[i]*x[i]) * s, grid-stride loop
extern "C" __global__ void gauss(const double *x, double *out, double s, int n) {
  for (int i = CTAID * NTID + TID; i < n; i += NTID * NCTAID)
    out[i] = __ocml_exp_f64(-x[i] * x[i]) * s;
}

// a 3-point stencil on a struct-of-three layout: p[i].{x,y,z} (byte offsets 24*i)
struct P { double x, y, z; };
extern "C" __global__ void norm3(const P *p, double *r, int n) {
  int i = CTAID * NTID + TID;
  if (i < n) r[i] = __builtin_sqrt(p[i].x * p[i].x + p[i].y * p[i].y + p[i].z * p[i].z);
}
