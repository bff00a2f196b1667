float f(double x, float y) { return (float)(x * 2.0) + y; }
