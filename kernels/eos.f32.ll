; GENERATED from eos.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; EOS (RAJAPerf lcals, Livermore loop 7): equation-of-state fragment.
;
;   x[i] = u[i] + r*(z[i] + r*y[i])
;        + t*( u[i+3] + r*(u[i+2] + r*u[i+1])
;            + t*(u[i+6] + q*(u[i+5] + q*u[i+4])) )
;
; evaluated left to right as written (C's order).

define void @eos_main(i64 %i, ptr noalias %x, ptr noalias readonly %y, ptr noalias readonly %z,
                      ptr noalias readonly %u, float %q, float %r, float %t) {
entry:
  %y.i = getelementptr inbounds float, ptr %y, i64 %i
  %yi = load float, ptr %y.i
  %z.i = getelementptr inbounds float, ptr %z, i64 %i
  %zi = load float, ptr %z.i
  %u.i = getelementptr inbounds float, ptr %u, i64 %i
  %u0 = load float, ptr %u.i
  %u1.p = getelementptr inbounds float, ptr %u.i, i64 1
  %u1 = load float, ptr %u1.p
  %u2.p = getelementptr inbounds float, ptr %u.i, i64 2
  %u2 = load float, ptr %u2.p
  %u3.p = getelementptr inbounds float, ptr %u.i, i64 3
  %u3 = load float, ptr %u3.p
  %u4.p = getelementptr inbounds float, ptr %u.i, i64 4
  %u4 = load float, ptr %u4.p
  %u5.p = getelementptr inbounds float, ptr %u.i, i64 5
  %u5 = load float, ptr %u5.p
  %u6.p = getelementptr inbounds float, ptr %u.i, i64 6
  %u6 = load float, ptr %u6.p

  ; head = u[i] + r*(z[i] + r*y[i])
  %ry = fmul float %r, %yi
  %zry = fadd float %zi, %ry
  %rzry = fmul float %r, %zry
  %head = fadd float %u0, %rzry

  ; near = u[i+3] + r*(u[i+2] + r*u[i+1])
  %ru1 = fmul float %r, %u1
  %u2ru1 = fadd float %u2, %ru1
  %r.u2ru1 = fmul float %r, %u2ru1
  %near = fadd float %u3, %r.u2ru1

  ; far = t*(u[i+6] + q*(u[i+5] + q*u[i+4]))
  %qu4 = fmul float %q, %u4
  %u5qu4 = fadd float %u5, %qu4
  %q.u5qu4 = fmul float %q, %u5qu4
  %u6q = fadd float %u6, %q.u5qu4
  %far = fmul float %t, %u6q

  ; x[i] = head + t*(near + far)
  %nf = fadd float %near, %far
  %tail = fmul float %t, %nf
  %xi = fadd float %head, %tail
  %x.i = getelementptr inbounds float, ptr %x, i64 %i
  store float %xi, ptr %x.i
  ret void
}
