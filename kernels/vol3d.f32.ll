; GENERATED from vol3d.f64.ll by `python -m fpsem.kernels.gen_f32`: do not edit.
; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each
; FP constant is the f64 constant rounded to float (hex where it is not exact in float).
;
; VOL3D (RAJAPerf apps): volumes of the hexahedral zones of a 3-D mesh.
;
; Zone i has corners v0 = i, v1 = i+1, v2 = i+jp, v3 = i+1+jp, v4..v7 = v0..v3 + kp on the
; padded node arrays x, y, z.  With differences a71 = a7-a1, a72 = a7-a2, a74 = a7-a4,
; a30 = a3-a0, a50 = a5-a0, a60 = a6-a0 (a = x, y, z) and the triple product
;   T(p | q, r) = (xp)(yq*zr - zq*yr) + (yp)(zq*xr - xq*zr) + (zp)(xq*yr - yq*xr)
;   vol[i] = ( T(71+60 | 72, 30) + T(72+50 | 74, 60) + T(74+30 | 71, 50) ) * vnormq
; each block summed left to right, the blocks added in order, then scaled (vnormq = 1/12).

define void @vol3d_main(i64 %i, ptr noalias readonly %x, ptr noalias readonly %y, ptr noalias readonly %z,
                        ptr noalias %vol, float %vnormq, i64 %jp, i64 %kp) {
entry:
  ; corner offsets from v0 = i
  %o2 = add nsw i64 %i, %jp
  %o4 = add nsw i64 %i, %kp
  %o6 = add nsw i64 %o2, %kp
  ; x at the eight corners
  %x0.p0 = getelementptr inbounds float, ptr %x, i64 %i
  %x0 = load float, ptr %x0.p0
  %x1.p0 = getelementptr inbounds float, ptr %x0.p0, i64 1
  %x1 = load float, ptr %x1.p0
  %x2.p0 = getelementptr inbounds float, ptr %x, i64 %o2
  %x2 = load float, ptr %x2.p0
  %x3.p0 = getelementptr inbounds float, ptr %x2.p0, i64 1
  %x3 = load float, ptr %x3.p0
  %x4.p0 = getelementptr inbounds float, ptr %x, i64 %o4
  %x4 = load float, ptr %x4.p0
  %x5.p0 = getelementptr inbounds float, ptr %x4.p0, i64 1
  %x5 = load float, ptr %x5.p0
  %x6.p0 = getelementptr inbounds float, ptr %x, i64 %o6
  %x6 = load float, ptr %x6.p0
  %x7.p0 = getelementptr inbounds float, ptr %x6.p0, i64 1
  %x7 = load float, ptr %x7.p0
  ; y at the eight corners
  %y0.p0 = getelementptr inbounds float, ptr %y, i64 %i
  %y0 = load float, ptr %y0.p0
  %y1.p0 = getelementptr inbounds float, ptr %y0.p0, i64 1
  %y1 = load float, ptr %y1.p0
  %y2.p0 = getelementptr inbounds float, ptr %y, i64 %o2
  %y2 = load float, ptr %y2.p0
  %y3.p0 = getelementptr inbounds float, ptr %y2.p0, i64 1
  %y3 = load float, ptr %y3.p0
  %y4.p0 = getelementptr inbounds float, ptr %y, i64 %o4
  %y4 = load float, ptr %y4.p0
  %y5.p0 = getelementptr inbounds float, ptr %y4.p0, i64 1
  %y5 = load float, ptr %y5.p0
  %y6.p0 = getelementptr inbounds float, ptr %y, i64 %o6
  %y6 = load float, ptr %y6.p0
  %y7.p0 = getelementptr inbounds float, ptr %y6.p0, i64 1
  %y7 = load float, ptr %y7.p0
  ; z at the eight corners
  %z0.p0 = getelementptr inbounds float, ptr %z, i64 %i
  %z0 = load float, ptr %z0.p0
  %z1.p0 = getelementptr inbounds float, ptr %z0.p0, i64 1
  %z1 = load float, ptr %z1.p0
  %z2.p0 = getelementptr inbounds float, ptr %z, i64 %o2
  %z2 = load float, ptr %z2.p0
  %z3.p0 = getelementptr inbounds float, ptr %z2.p0, i64 1
  %z3 = load float, ptr %z3.p0
  %z4.p0 = getelementptr inbounds float, ptr %z, i64 %o4
  %z4 = load float, ptr %z4.p0
  %z5.p0 = getelementptr inbounds float, ptr %z4.p0, i64 1
  %z5 = load float, ptr %z5.p0
  %z6.p0 = getelementptr inbounds float, ptr %z, i64 %o6
  %z6 = load float, ptr %z6.p0
  %z7.p0 = getelementptr inbounds float, ptr %z6.p0, i64 1
  %z7 = load float, ptr %z7.p0

  ; differences
  %x71 = fsub float %x7, %x1
  %x72 = fsub float %x7, %x2
  %x74 = fsub float %x7, %x4
  %x30 = fsub float %x3, %x0
  %x50 = fsub float %x5, %x0
  %x60 = fsub float %x6, %x0
  %y71 = fsub float %y7, %y1
  %y72 = fsub float %y7, %y2
  %y74 = fsub float %y7, %y4
  %y30 = fsub float %y3, %y0
  %y50 = fsub float %y5, %y0
  %y60 = fsub float %y6, %y0
  %z71 = fsub float %z7, %z1
  %z72 = fsub float %z7, %z2
  %z74 = fsub float %z7, %z4
  %z30 = fsub float %z3, %z0
  %z50 = fsub float %z5, %z0
  %z60 = fsub float %z6, %z0

  ; block 1: T(71+60 | 72, 30)
  %b1.xps = fadd float %x71, %x60
  %b1.yps = fadd float %y71, %y60
  %b1.zps = fadd float %z71, %z60
  %b1.cyz.1 = fmul float %y72, %z30
  %b1.cyz.2 = fmul float %z72, %y30
  %b1.cyz = fsub float %b1.cyz.1, %b1.cyz.2
  %b1.czx.1 = fmul float %z72, %x30
  %b1.czx.2 = fmul float %x72, %z30
  %b1.czx = fsub float %b1.czx.1, %b1.czx.2
  %b1.cxy.1 = fmul float %x72, %y30
  %b1.cxy.2 = fmul float %y72, %x30
  %b1.cxy = fsub float %b1.cxy.1, %b1.cxy.2
  %b1.t1 = fmul float %b1.xps, %b1.cyz
  %b1.t2 = fmul float %b1.yps, %b1.czx
  %b1.t3 = fmul float %b1.zps, %b1.cxy
  %b1.s12 = fadd float %b1.t1, %b1.t2
  %b1.sum = fadd float %b1.s12, %b1.t3

  ; block 2: T(72+50 | 74, 60)
  %b2.xps = fadd float %x72, %x50
  %b2.yps = fadd float %y72, %y50
  %b2.zps = fadd float %z72, %z50
  %b2.cyz.1 = fmul float %y74, %z60
  %b2.cyz.2 = fmul float %z74, %y60
  %b2.cyz = fsub float %b2.cyz.1, %b2.cyz.2
  %b2.czx.1 = fmul float %z74, %x60
  %b2.czx.2 = fmul float %x74, %z60
  %b2.czx = fsub float %b2.czx.1, %b2.czx.2
  %b2.cxy.1 = fmul float %x74, %y60
  %b2.cxy.2 = fmul float %y74, %x60
  %b2.cxy = fsub float %b2.cxy.1, %b2.cxy.2
  %b2.t1 = fmul float %b2.xps, %b2.cyz
  %b2.t2 = fmul float %b2.yps, %b2.czx
  %b2.t3 = fmul float %b2.zps, %b2.cxy
  %b2.s12 = fadd float %b2.t1, %b2.t2
  %b2.sum = fadd float %b2.s12, %b2.t3
  %vol2 = fadd float %b1.sum, %b2.sum

  ; block 3: T(74+30 | 71, 50)
  %b3.xps = fadd float %x74, %x30
  %b3.yps = fadd float %y74, %y30
  %b3.zps = fadd float %z74, %z30
  %b3.cyz.1 = fmul float %y71, %z50
  %b3.cyz.2 = fmul float %z71, %y50
  %b3.cyz = fsub float %b3.cyz.1, %b3.cyz.2
  %b3.czx.1 = fmul float %z71, %x50
  %b3.czx.2 = fmul float %x71, %z50
  %b3.czx = fsub float %b3.czx.1, %b3.czx.2
  %b3.cxy.1 = fmul float %x71, %y50
  %b3.cxy.2 = fmul float %y71, %x50
  %b3.cxy = fsub float %b3.cxy.1, %b3.cxy.2
  %b3.t1 = fmul float %b3.xps, %b3.cyz
  %b3.t2 = fmul float %b3.yps, %b3.czx
  %b3.t3 = fmul float %b3.zps, %b3.cxy
  %b3.s12 = fadd float %b3.t1, %b3.t2
  %b3.sum = fadd float %b3.s12, %b3.t3
  %vol3 = fadd float %vol2, %b3.sum

  ; vol[i] = sum * vnormq
  %v = fmul float %vol3, %vnormq
  %vol.p = getelementptr inbounds float, ptr %vol, i64 %i
  store float %v, ptr %vol.p
  ret void
}
