void gather(long i, double *y, const double *x, const long *ix){ y[i] = x[ix[i]]; }
