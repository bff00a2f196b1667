// C functions fpsem can import: an element-wise scalar function and a per-point function.
#include <math.h>

// scalar: out[i] = logistic(x[i], k[i])
double logistic(double x, double k) { return 1.0 / (1.0 + exp(-k * x)); }

// per point: the point index first, then the arrays and scalars
void axpby(long i, double *restrict y, const double *restrict x, double a, double b) {
  y[i] = a * x[i] + b * y[i];
}
