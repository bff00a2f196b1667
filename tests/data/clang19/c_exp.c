/* C calling libm's exp under -ffinite-math-only (clang adds nofpclass(nan inf)
 * to the call, the declaration and the arguments). */
#include <math.h>

struct particle { double x[3]; double energy; int alive; };

/* Planckian-style point over an array. */
void planck(const double *x, const double *y, double *w, int n) {
  for (int i = 0; i < n; ++i) w[i] = x[i] / (exp(y[i] / x[i]) - 1.0);
}

/* Named struct type in the IR (%struct.particle), a loop-carried sum (phi). */
double total_energy(const struct particle *p, int n) {
  double s = 0.0;
  for (int i = 0; i < n; ++i)
    if (p[i].alive) s += p[i].energy * exp(-p[i].x[0]);
  return s;
}
