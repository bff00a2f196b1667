// Byte-addressed layouts, as compilers emit them for records: the f32 form must re-type the offsets.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define GID (__nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x())

// records of 12 reals addressed in bytes: r[i] = rec[i].v[1] * rec[i].v[11]
extern "C" __global__ void rec12(const double *rec, double *r, long n) {
  long i = GID;
  if (i < n) {
    const char *base = (const char *)rec + i * 96;
    r[i] = *(const double *)(base + 8) * *(const double *)(base + 88);
  }
}

// reinterprets a real's bits (the f64 exponent field): no f32 form can be derived from the text
extern "C" __global__ void bits(const double *x, double *r, long n) {
  long i = GID;
  if (i < n) {
    double v = x[i] * 3.0;
    r[i] = (double)((__builtin_bit_cast(long, v) >> 52) & 0x7ff);  // the biased exponent of a double
  }
}
