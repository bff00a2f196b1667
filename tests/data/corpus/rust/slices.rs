// Rust kernels over slices, as a user writes them (issue 28): each `&[f64]` reaches LLVM as a
// (pointer, length) pair, and indexing carries a bounds check that panics.

/// y += a*x, one point per call (the GPU style: the caller runs i over 0..y.len()).
#[no_mangle]
pub fn axpy(i: usize, a: f64, x: &[f64], y: &mut [f64]) {
    y[i] += a * x[i];
}

/// y += a*x over the whole slices, with iterators (no index, no bounds check).
#[no_mangle]
pub fn axpy_zip(a: f64, x: &[f64], y: &mut [f64]) {
    for (yi, xi) in y.iter_mut().zip(x) {
        *yi += a * xi;
    }
}

/// A three-point smoothing stencil over windows of the input.
#[no_mangle]
pub fn smooth3(inp: &[f64], out: &mut [f64]) {
    for (o, w) in out.iter_mut().zip(inp.windows(3)) {
        *o = (w[0] + w[1] + w[2]) / 3.0;
    }
}

/// The dot product: a reduction with iter().sum().
#[no_mangle]
pub fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// A 16-tap filter per point: a sub-slice (its end is bounds-checked) zipped with the taps.
#[no_mangle]
pub fn fir16(i: usize, inp: &[f64], coeff: &[f64], out: &mut [f64]) {
    out[i] = inp[i..i + 16].iter().zip(coeff).map(|(x, c)| x * c).sum();
}

/// A moving sum over windows of a width the caller chooses (an integer that bounds the inner loop).
#[no_mangle]
pub fn moving_sum(inp: &[f64], out: &mut [f64], width: usize) {
    for (o, w) in out.iter_mut().zip(inp.windows(width)) {
        *o = w.iter().sum();
    }
}
