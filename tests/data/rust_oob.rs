// Deliberately out of bounds (the refusal test of issue 28): with every slice as long as y, the last
// point reads x[y.len()], and Rust panics; fpsem must refuse it at import.
#[no_mangle]
pub fn shift(x: &[f64], y: &mut [f64]) {
    for i in 0..y.len() {
        y[i] = 2.0 * x[i + 1];
    }
}

// One point per call: point 0 reads x[0.wrapping_sub(1)] = x[usize::MAX], and Rust panics at any slice
// length; refused too.
#[no_mangle]
pub fn back(i: usize, x: &[f64], y: &mut [f64]) {
    y[i] = x[i] - x[i.wrapping_sub(1)];
}
