// Host kernels as rustc -O emits them: `algebraic` float operations (reassoc nsz arcp contract) let the
// loop vectoriser make <8 x double> code ending in llvm.vector.reduce.fadd; the strict loops stay in order.
#![feature(core_intrinsics)]
#![allow(internal_features)]
use std::intrinsics::{fadd_algebraic, fmul_algebraic};

fn dot_algebraic(x: &[f64], y: &[f64]) -> f64 {
    let mut s = 0.0;
    for i in 0..x.len().min(y.len()) {
        s = fadd_algebraic(s, fmul_algebraic(x[i], y[i]));
    }
    s
}

/// *out = sum of x[i]*y[i], i < n, in any order the optimiser likes
#[no_mangle]
pub unsafe extern "C" fn dot_into(x: *const f64, y: *const f64, n: usize, out: *mut f64) {
    *out = dot_algebraic(std::slice::from_raw_parts(x, n), std::slice::from_raw_parts(y, n));
}

/// *out = sum of x[i], i < n, in index order
#[no_mangle]
pub unsafe extern "C" fn sum_strict(x: *const f64, n: usize, out: *mut f64) {
    let mut s = 0.0;
    for v in std::slice::from_raw_parts(x, n) {
        s += v;
    }
    *out = s;
}

/// y[i] = a*x[i] + y[i] (vectorised, strict)
#[no_mangle]
pub unsafe extern "C" fn axpy(a: f64, x: *const f64, y: *mut f64, n: usize) {
    let (x, y) = (std::slice::from_raw_parts(x, n), std::slice::from_raw_parts_mut(y, n));
    for i in 0..n {
        y[i] = a * x[i] + y[i];
    }
}
