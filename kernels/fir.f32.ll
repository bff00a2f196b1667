; GENERATED from fir.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; FIR (RAJAPerf apps): 16-tap finite impulse response filter.
;
;   out[i] = sum_{j=0..15} coeff[j] * in[i+j]      summed in order j = 0..15, from sum = 0.0
;
; A serial chain of 16 multiply-adds, written out tap by tap: `contract` may fuse each
; step into an FMA, `reassoc` may re-bracket the chain.  The coefficients
; {3,-1,-1,-1, -1,3,-1,-1, -1,-1,3,-1, -1,-1,-1,3} sum to 0 (cancellation); they arrive
; as the read-only array %coeff (RAJAPerf's CUDA version keeps them in constant memory).

define void @fir_main(i64 %i, ptr noalias readonly %in, ptr noalias %out, ptr noalias readonly %coeff) {
entry:
  %in.i = getelementptr inbounds float, ptr %in, i64 %i

  ; sum += coeff[0] * in[i+0]
  %c0 = load float, ptr %coeff
  %x0 = load float, ptr %in.i
  %p0 = fmul float %c0, %x0
  %sum0 = fadd float 0.0, %p0

  ; sum += coeff[1] * in[i+1]
  %coeff.1 = getelementptr inbounds float, ptr %coeff, i64 1
  %c1 = load float, ptr %coeff.1
  %in.1 = getelementptr inbounds float, ptr %in.i, i64 1
  %x1 = load float, ptr %in.1
  %p1 = fmul float %c1, %x1
  %sum1 = fadd float %sum0, %p1

  ; sum += coeff[2] * in[i+2]
  %coeff.2 = getelementptr inbounds float, ptr %coeff, i64 2
  %c2 = load float, ptr %coeff.2
  %in.2 = getelementptr inbounds float, ptr %in.i, i64 2
  %x2 = load float, ptr %in.2
  %p2 = fmul float %c2, %x2
  %sum2 = fadd float %sum1, %p2

  ; sum += coeff[3] * in[i+3]
  %coeff.3 = getelementptr inbounds float, ptr %coeff, i64 3
  %c3 = load float, ptr %coeff.3
  %in.3 = getelementptr inbounds float, ptr %in.i, i64 3
  %x3 = load float, ptr %in.3
  %p3 = fmul float %c3, %x3
  %sum3 = fadd float %sum2, %p3

  ; sum += coeff[4] * in[i+4]
  %coeff.4 = getelementptr inbounds float, ptr %coeff, i64 4
  %c4 = load float, ptr %coeff.4
  %in.4 = getelementptr inbounds float, ptr %in.i, i64 4
  %x4 = load float, ptr %in.4
  %p4 = fmul float %c4, %x4
  %sum4 = fadd float %sum3, %p4

  ; sum += coeff[5] * in[i+5]
  %coeff.5 = getelementptr inbounds float, ptr %coeff, i64 5
  %c5 = load float, ptr %coeff.5
  %in.5 = getelementptr inbounds float, ptr %in.i, i64 5
  %x5 = load float, ptr %in.5
  %p5 = fmul float %c5, %x5
  %sum5 = fadd float %sum4, %p5

  ; sum += coeff[6] * in[i+6]
  %coeff.6 = getelementptr inbounds float, ptr %coeff, i64 6
  %c6 = load float, ptr %coeff.6
  %in.6 = getelementptr inbounds float, ptr %in.i, i64 6
  %x6 = load float, ptr %in.6
  %p6 = fmul float %c6, %x6
  %sum6 = fadd float %sum5, %p6

  ; sum += coeff[7] * in[i+7]
  %coeff.7 = getelementptr inbounds float, ptr %coeff, i64 7
  %c7 = load float, ptr %coeff.7
  %in.7 = getelementptr inbounds float, ptr %in.i, i64 7
  %x7 = load float, ptr %in.7
  %p7 = fmul float %c7, %x7
  %sum7 = fadd float %sum6, %p7

  ; sum += coeff[8] * in[i+8]
  %coeff.8 = getelementptr inbounds float, ptr %coeff, i64 8
  %c8 = load float, ptr %coeff.8
  %in.8 = getelementptr inbounds float, ptr %in.i, i64 8
  %x8 = load float, ptr %in.8
  %p8 = fmul float %c8, %x8
  %sum8 = fadd float %sum7, %p8

  ; sum += coeff[9] * in[i+9]
  %coeff.9 = getelementptr inbounds float, ptr %coeff, i64 9
  %c9 = load float, ptr %coeff.9
  %in.9 = getelementptr inbounds float, ptr %in.i, i64 9
  %x9 = load float, ptr %in.9
  %p9 = fmul float %c9, %x9
  %sum9 = fadd float %sum8, %p9

  ; sum += coeff[10] * in[i+10]
  %coeff.10 = getelementptr inbounds float, ptr %coeff, i64 10
  %c10 = load float, ptr %coeff.10
  %in.10 = getelementptr inbounds float, ptr %in.i, i64 10
  %x10 = load float, ptr %in.10
  %p10 = fmul float %c10, %x10
  %sum10 = fadd float %sum9, %p10

  ; sum += coeff[11] * in[i+11]
  %coeff.11 = getelementptr inbounds float, ptr %coeff, i64 11
  %c11 = load float, ptr %coeff.11
  %in.11 = getelementptr inbounds float, ptr %in.i, i64 11
  %x11 = load float, ptr %in.11
  %p11 = fmul float %c11, %x11
  %sum11 = fadd float %sum10, %p11

  ; sum += coeff[12] * in[i+12]
  %coeff.12 = getelementptr inbounds float, ptr %coeff, i64 12
  %c12 = load float, ptr %coeff.12
  %in.12 = getelementptr inbounds float, ptr %in.i, i64 12
  %x12 = load float, ptr %in.12
  %p12 = fmul float %c12, %x12
  %sum12 = fadd float %sum11, %p12

  ; sum += coeff[13] * in[i+13]
  %coeff.13 = getelementptr inbounds float, ptr %coeff, i64 13
  %c13 = load float, ptr %coeff.13
  %in.13 = getelementptr inbounds float, ptr %in.i, i64 13
  %x13 = load float, ptr %in.13
  %p13 = fmul float %c13, %x13
  %sum13 = fadd float %sum12, %p13

  ; sum += coeff[14] * in[i+14]
  %coeff.14 = getelementptr inbounds float, ptr %coeff, i64 14
  %c14 = load float, ptr %coeff.14
  %in.14 = getelementptr inbounds float, ptr %in.i, i64 14
  %x14 = load float, ptr %in.14
  %p14 = fmul float %c14, %x14
  %sum14 = fadd float %sum13, %p14

  ; sum += coeff[15] * in[i+15]
  %coeff.15 = getelementptr inbounds float, ptr %coeff, i64 15
  %c15 = load float, ptr %coeff.15
  %in.15 = getelementptr inbounds float, ptr %in.i, i64 15
  %x15 = load float, ptr %in.15
  %p15 = fmul float %c15, %x15
  %sum15 = fadd float %sum14, %p15

  ; out[i] = sum
  %out.i = getelementptr inbounds float, ptr %out, i64 %i
  store float %sum15, ptr %out.i
  ret void
}
