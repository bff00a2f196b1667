// A crate with one strict and one fast-math dot product, for the validate recipe (docs/validate-in-ci.md).
// Stable Rust emits no nnan/ninf; the fast-math intrinsics below are unstable, so the recipe's test
// builds this crate with RUSTC_BOOTSTRAP=1 to show what the gate finds when a crate does use them.
#![feature(core_intrinsics)]
#![allow(internal_features)]

/// The same dot product with every fast-math flag (core::intrinsics::fadd_fast/fmul_fast): UB-capable.
#[no_mangle]
pub fn dot_fast(x: &[f64], y: &[f64]) -> f64 {
    let mut s = 0.0;
    for (a, b) in x.iter().zip(y) {
        s = unsafe { core::intrinsics::fadd_fast(s, core::intrinsics::fmul_fast(*a, *b)) };
    }
    s
}

/// A strict dot product.
#[no_mangle]
pub fn dot(x: &[f64], y: &[f64]) -> f64 {
    x.iter().zip(y).map(|(a, b)| a * b).sum()
}
