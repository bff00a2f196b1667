#![feature(float_algebraic)]
#[no_mangle]
pub fn fir16(input: &[f64], coeff: &[f64; 16], out: &mut [f64]) {
    for i in 0..out.len() {
        let mut sum = 0.0f64;
        for j in 0..16 {
            sum = sum.algebraic_add(coeff[j].algebraic_mul(input[i + j]));
        }
        out[i] = sum;
    }
}
#[no_mangle]
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).fold(0.0, |s, (x, y)| s + x * y)
}
#[no_mangle]
pub fn guarded(x: f64) -> f64 { if x.is_nan() { 0.0 } else { x.sqrt() / 3.0 } }
