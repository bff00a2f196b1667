; GENERATED from del_dot_vec_2d.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; DEL_DOT_VEC_2D (RAJAPerf apps): divergence of a vector field on a padded 2-D mesh.
;
; The point ii visits real zone i = zones[ii]; its corners are v4 = i, v1 = i+1, v2 = i+1+jp,
; v3 = i+jp in the node arrays x, y (coordinates) and xdot = fx, ydot = fy (the field).
;
;   xi  = 0.5*(x1 + x2 - x3 - x4)      xj  = 0.5*(x2 + x3 - x4 - x1)      (same for y, fx, fy)
;   rarea  = 1 / (xi*yj - xj*yi + 1e-20)
;   dfxdx  = rarea * (fxi*yj - fxj*yi)
;   dfydy  = rarea * (fyj*xi - fyi*xj)
;   affine = (fy1 + fy2 + fy3 + fy4) / (y1 + y2 + y3 + y4)
;   div[i] = dfxdx + dfydy + affine
;
; all sums left to right as written.

define void @del_dot_vec_2d_main(i64 %ii, ptr noalias readonly %x, ptr noalias readonly %y,
                                 ptr noalias readonly %zones, ptr noalias readonly %xdot,
                                 ptr noalias readonly %ydot, ptr noalias %div, i64 %jp) {
entry:
  %zone.p = getelementptr inbounds i64, ptr %zones, i64 %ii
  %i = load i64, ptr %zone.p
  %i1 = add nsw i64 %i, 1
  %i2 = add nsw i64 %i1, %jp
  %i3 = add nsw i64 %i, %jp
  ; x at the corners 1..4
  %x1.p = getelementptr inbounds float, ptr %x, i64 %i1
  %x1 = load float, ptr %x1.p
  %x2.p = getelementptr inbounds float, ptr %x, i64 %i2
  %x2 = load float, ptr %x2.p
  %x3.p = getelementptr inbounds float, ptr %x, i64 %i3
  %x3 = load float, ptr %x3.p
  %x4.p = getelementptr inbounds float, ptr %x, i64 %i
  %x4 = load float, ptr %x4.p
  ; y at the corners 1..4
  %y1.p = getelementptr inbounds float, ptr %y, i64 %i1
  %y1 = load float, ptr %y1.p
  %y2.p = getelementptr inbounds float, ptr %y, i64 %i2
  %y2 = load float, ptr %y2.p
  %y3.p = getelementptr inbounds float, ptr %y, i64 %i3
  %y3 = load float, ptr %y3.p
  %y4.p = getelementptr inbounds float, ptr %y, i64 %i
  %y4 = load float, ptr %y4.p
  ; fx at the corners 1..4
  %fx1.p = getelementptr inbounds float, ptr %xdot, i64 %i1
  %fx1 = load float, ptr %fx1.p
  %fx2.p = getelementptr inbounds float, ptr %xdot, i64 %i2
  %fx2 = load float, ptr %fx2.p
  %fx3.p = getelementptr inbounds float, ptr %xdot, i64 %i3
  %fx3 = load float, ptr %fx3.p
  %fx4.p = getelementptr inbounds float, ptr %xdot, i64 %i
  %fx4 = load float, ptr %fx4.p
  ; fy at the corners 1..4
  %fy1.p = getelementptr inbounds float, ptr %ydot, i64 %i1
  %fy1 = load float, ptr %fy1.p
  %fy2.p = getelementptr inbounds float, ptr %ydot, i64 %i2
  %fy2 = load float, ptr %fy2.p
  %fy3.p = getelementptr inbounds float, ptr %ydot, i64 %i3
  %fy3 = load float, ptr %fy3.p
  %fy4.p = getelementptr inbounds float, ptr %ydot, i64 %i
  %fy4 = load float, ptr %fy4.p

  ; xi = 0.5*(x1 + x2 - x3 - x4),  xj = 0.5*(x2 + x3 - x4 - x1)
  %xi.a = fadd float %x1, %x2
  %xi.b = fsub float %xi.a, %x3
  %xi.c = fsub float %xi.b, %x4
  %xi = fmul float 0.5, %xi.c
  %xj.a = fadd float %x2, %x3
  %xj.b = fsub float %xj.a, %x4
  %xj.c = fsub float %xj.b, %x1
  %xj = fmul float 0.5, %xj.c
  ; yi = 0.5*(y1 + y2 - y3 - y4),  yj = 0.5*(y2 + y3 - y4 - y1)
  %yi.a = fadd float %y1, %y2
  %yi.b = fsub float %yi.a, %y3
  %yi.c = fsub float %yi.b, %y4
  %yi = fmul float 0.5, %yi.c
  %yj.a = fadd float %y2, %y3
  %yj.b = fsub float %yj.a, %y4
  %yj.c = fsub float %yj.b, %y1
  %yj = fmul float 0.5, %yj.c
  ; fxi = 0.5*(fx1 + fx2 - fx3 - fx4),  fxj = 0.5*(fx2 + fx3 - fx4 - fx1)
  %fxi.a = fadd float %fx1, %fx2
  %fxi.b = fsub float %fxi.a, %fx3
  %fxi.c = fsub float %fxi.b, %fx4
  %fxi = fmul float 0.5, %fxi.c
  %fxj.a = fadd float %fx2, %fx3
  %fxj.b = fsub float %fxj.a, %fx4
  %fxj.c = fsub float %fxj.b, %fx1
  %fxj = fmul float 0.5, %fxj.c
  ; fyi = 0.5*(fy1 + fy2 - fy3 - fy4),  fyj = 0.5*(fy2 + fy3 - fy4 - fy1)
  %fyi.a = fadd float %fy1, %fy2
  %fyi.b = fsub float %fyi.a, %fy3
  %fyi.c = fsub float %fyi.b, %fy4
  %fyi = fmul float 0.5, %fyi.c
  %fyj.a = fadd float %fy2, %fy3
  %fyj.b = fsub float %fyj.a, %fy4
  %fyj.c = fsub float %fyj.b, %fy1
  %fyj = fmul float 0.5, %fyj.c

  ; rarea = 1 / (xi*yj - xj*yi + 1e-20)
  %xi.yj = fmul float %xi, %yj
  %xj.yi = fmul float %xj, %yi
  %area = fsub float %xi.yj, %xj.yi
  %area.t = fadd float %area, 0x3BC79CA100000000  ; (1.0e-20 rounded to float)
  %rarea = fdiv float 1.0, %area.t

  ; dfxdx = rarea * (fxi*yj - fxj*yi)
  %fxi.yj = fmul float %fxi, %yj
  %fxj.yi = fmul float %fxj, %yi
  %dfx = fsub float %fxi.yj, %fxj.yi
  %dfxdx = fmul float %rarea, %dfx

  ; dfydy = rarea * (fyj*xi - fyi*xj)
  %fyj.xi = fmul float %fyj, %xi
  %fyi.xj = fmul float %fyi, %xj
  %dfy = fsub float %fyj.xi, %fyi.xj
  %dfydy = fmul float %rarea, %dfy

  ; affine = (fy1 + fy2 + fy3 + fy4) / (y1 + y2 + y3 + y4)
  %fy12 = fadd float %fy1, %fy2
  %fy123 = fadd float %fy12, %fy3
  %fysum = fadd float %fy123, %fy4
  %y12 = fadd float %y1, %y2
  %y123 = fadd float %y12, %y3
  %ysum = fadd float %y123, %y4
  %affine = fdiv float %fysum, %ysum

  ; div[i] = dfxdx + dfydy + affine
  %dd = fadd float %dfxdx, %dfydy
  %dv = fadd float %dd, %affine
  %div.p = getelementptr inbounds float, ptr %div, i64 %i
  store float %dv, ptr %div.p
  ret void
}
