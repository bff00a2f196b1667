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
  %x1.p = getelementptr inbounds double, ptr %x, i64 %i1
  %x1 = load double, ptr %x1.p
  %x2.p = getelementptr inbounds double, ptr %x, i64 %i2
  %x2 = load double, ptr %x2.p
  %x3.p = getelementptr inbounds double, ptr %x, i64 %i3
  %x3 = load double, ptr %x3.p
  %x4.p = getelementptr inbounds double, ptr %x, i64 %i
  %x4 = load double, ptr %x4.p
  ; y at the corners 1..4
  %y1.p = getelementptr inbounds double, ptr %y, i64 %i1
  %y1 = load double, ptr %y1.p
  %y2.p = getelementptr inbounds double, ptr %y, i64 %i2
  %y2 = load double, ptr %y2.p
  %y3.p = getelementptr inbounds double, ptr %y, i64 %i3
  %y3 = load double, ptr %y3.p
  %y4.p = getelementptr inbounds double, ptr %y, i64 %i
  %y4 = load double, ptr %y4.p
  ; fx at the corners 1..4
  %fx1.p = getelementptr inbounds double, ptr %xdot, i64 %i1
  %fx1 = load double, ptr %fx1.p
  %fx2.p = getelementptr inbounds double, ptr %xdot, i64 %i2
  %fx2 = load double, ptr %fx2.p
  %fx3.p = getelementptr inbounds double, ptr %xdot, i64 %i3
  %fx3 = load double, ptr %fx3.p
  %fx4.p = getelementptr inbounds double, ptr %xdot, i64 %i
  %fx4 = load double, ptr %fx4.p
  ; fy at the corners 1..4
  %fy1.p = getelementptr inbounds double, ptr %ydot, i64 %i1
  %fy1 = load double, ptr %fy1.p
  %fy2.p = getelementptr inbounds double, ptr %ydot, i64 %i2
  %fy2 = load double, ptr %fy2.p
  %fy3.p = getelementptr inbounds double, ptr %ydot, i64 %i3
  %fy3 = load double, ptr %fy3.p
  %fy4.p = getelementptr inbounds double, ptr %ydot, i64 %i
  %fy4 = load double, ptr %fy4.p

  ; xi = 0.5*(x1 + x2 - x3 - x4),  xj = 0.5*(x2 + x3 - x4 - x1)
  %xi.a = fadd double %x1, %x2
  %xi.b = fsub double %xi.a, %x3
  %xi.c = fsub double %xi.b, %x4
  %xi = fmul double 0.5, %xi.c
  %xj.a = fadd double %x2, %x3
  %xj.b = fsub double %xj.a, %x4
  %xj.c = fsub double %xj.b, %x1
  %xj = fmul double 0.5, %xj.c
  ; yi = 0.5*(y1 + y2 - y3 - y4),  yj = 0.5*(y2 + y3 - y4 - y1)
  %yi.a = fadd double %y1, %y2
  %yi.b = fsub double %yi.a, %y3
  %yi.c = fsub double %yi.b, %y4
  %yi = fmul double 0.5, %yi.c
  %yj.a = fadd double %y2, %y3
  %yj.b = fsub double %yj.a, %y4
  %yj.c = fsub double %yj.b, %y1
  %yj = fmul double 0.5, %yj.c
  ; fxi = 0.5*(fx1 + fx2 - fx3 - fx4),  fxj = 0.5*(fx2 + fx3 - fx4 - fx1)
  %fxi.a = fadd double %fx1, %fx2
  %fxi.b = fsub double %fxi.a, %fx3
  %fxi.c = fsub double %fxi.b, %fx4
  %fxi = fmul double 0.5, %fxi.c
  %fxj.a = fadd double %fx2, %fx3
  %fxj.b = fsub double %fxj.a, %fx4
  %fxj.c = fsub double %fxj.b, %fx1
  %fxj = fmul double 0.5, %fxj.c
  ; fyi = 0.5*(fy1 + fy2 - fy3 - fy4),  fyj = 0.5*(fy2 + fy3 - fy4 - fy1)
  %fyi.a = fadd double %fy1, %fy2
  %fyi.b = fsub double %fyi.a, %fy3
  %fyi.c = fsub double %fyi.b, %fy4
  %fyi = fmul double 0.5, %fyi.c
  %fyj.a = fadd double %fy2, %fy3
  %fyj.b = fsub double %fyj.a, %fy4
  %fyj.c = fsub double %fyj.b, %fy1
  %fyj = fmul double 0.5, %fyj.c

  ; rarea = 1 / (xi*yj - xj*yi + 1e-20)
  %xi.yj = fmul double %xi, %yj
  %xj.yi = fmul double %xj, %yi
  %area = fsub double %xi.yj, %xj.yi
  %area.t = fadd double %area, 1.0e-20
  %rarea = fdiv double 1.0, %area.t

  ; dfxdx = rarea * (fxi*yj - fxj*yi)
  %fxi.yj = fmul double %fxi, %yj
  %fxj.yi = fmul double %fxj, %yi
  %dfx = fsub double %fxi.yj, %fxj.yi
  %dfxdx = fmul double %rarea, %dfx

  ; dfydy = rarea * (fyj*xi - fyi*xj)
  %fyj.xi = fmul double %fyj, %xi
  %fyi.xj = fmul double %fyi, %xj
  %dfy = fsub double %fyj.xi, %fyi.xj
  %dfydy = fmul double %rarea, %dfy

  ; affine = (fy1 + fy2 + fy3 + fy4) / (y1 + y2 + y3 + y4)
  %fy12 = fadd double %fy1, %fy2
  %fy123 = fadd double %fy12, %fy3
  %fysum = fadd double %fy123, %fy4
  %y12 = fadd double %y1, %y2
  %y123 = fadd double %y12, %y3
  %ysum = fadd double %y123, %y4
  %affine = fdiv double %fysum, %ysum

  ; div[i] = dfxdx + dfydy + affine
  %dd = fadd double %dfxdx, %dfydy
  %dv = fadd double %dd, %affine
  %div.p = getelementptr inbounds double, ptr %div, i64 %i
  store double %dv, ptr %div.p
  ret void
}
