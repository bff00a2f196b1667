// Rust functions fpsem can import: an element-wise scalar function and a per-point function.

/// scalar: out[i] = logistic(x[i], k[i])
#[no_mangle]
pub extern "C" fn logistic(x: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-k * x).exp())
}

/// per point: the point index first, then the arrays and scalars
#[no_mangle]
pub unsafe extern "C" fn axpby(i: usize, y: *mut f64, x: *const f64, a: f64, b: f64) {
    *y.add(i) = a * *x.add(i) + b * *y.add(i);
}
