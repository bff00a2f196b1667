// A 2-D launch: threads (x, y) over an nx-by-ny grid, row-major, with a 5-point stencil.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))

// out[y][x] = 0.25*(in[y][x-1] + in[y][x+1] + in[y-1][x] + in[y+1][x]) - in[y][x]   (interior only)
extern "C" __global__ void laplace(const double *in, double *out, int nx, int ny) {
  int x = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  int y = __builtin_amdgcn_workgroup_id_y() * __builtin_amdgcn_workgroup_size_y() + __builtin_amdgcn_workitem_id_y();
  if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1) {
    int i = y * nx + x;
    out[i] = 0.25 * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]) - in[i];
  }
}
