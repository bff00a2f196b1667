void first_diff(long i, double *y, const double *x, long n){ if(i<n) y[i]=x[i+1]-x[i]; }
