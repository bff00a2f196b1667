; GENERATED from if_quad.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; IF_QUAD (RAJAPerf basic): real roots of a*x^2 + b*x + c, behind a branch.
;
;   s = b*b - 4*a*c
;   if s >= 0:  s = sqrt(s);  x2 = (-b + s)/(2a);  x1 = (-b - s)/(2a)
;   else:       x1 = x2 = 0

define void @if_quad_main(i64 %i, ptr noalias readonly %a, ptr noalias readonly %b, ptr noalias readonly %c,
                          ptr noalias %x1, ptr noalias %x2) {
entry:
  %a.i = getelementptr inbounds float, ptr %a, i64 %i
  %b.i = getelementptr inbounds float, ptr %b, i64 %i
  %c.i = getelementptr inbounds float, ptr %c, i64 %i
  %av = load float, ptr %a.i
  %bv = load float, ptr %b.i
  %cv = load float, ptr %c.i

  ; s = b*b - 4.0*a*c
  %bb = fmul float %bv, %bv
  %a4 = fmul float 4.0, %av
  %a4c = fmul float %a4, %cv
  %s = fsub float %bb, %a4c
  %real = fcmp oge float %s, 0.0
  br i1 %real, label %roots, label %join

roots:
  ; x2 = (-b + sqrt(s)) / (2a),  x1 = (-b - sqrt(s)) / (2a)
  %root = call float @llvm.sqrt.f32(float %s)
  %negb = fneg float %bv
  %a2 = fmul float 2.0, %av
  %num2 = fadd float %negb, %root
  %r2 = fdiv float %num2, %a2
  %num1 = fsub float %negb, %root
  %r1 = fdiv float %num1, %a2
  br label %join

join:
  %x1v = phi float [ %r1, %roots ], [ 0.0, %entry ]
  %x2v = phi float [ %r2, %roots ], [ 0.0, %entry ]
  %x1.i = getelementptr inbounds float, ptr %x1, i64 %i
  store float %x1v, ptr %x1.i
  %x2.i = getelementptr inbounds float, ptr %x2, i64 %i
  store float %x2v, ptr %x2.i
  ret void
}

declare float @llvm.sqrt.f32(float)
