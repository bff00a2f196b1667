; LTIMES (RAJAPerf apps, from the Kripke transport code): moments from angular fluxes.
;
;   phi[m + g*nm + z*nm*ng] += ell[d + m*nd] * psi[d + g*nd + z*nd*ng]      for d in [0, nd)
;
; One point per (z, g, m), m contiguous; the d loop is a serial chain of nd multiply-adds
; into phi (RAJAPerf's default nd = 64, as in the Rust study; size set `nd6` has nd = 6).
; phi accumulates over the repetitions.

define void @ltimes_main(i64 %z, i64 %g, i64 %m, ptr noalias %phi, ptr noalias readonly %ell,
                         ptr noalias readonly %psi, i64 %nd, i64 %ng, i64 %nm) {
entry:
  ; &phi[m + g*nm + z*nm*ng]
  %g.nm = mul nsw i64 %g, %nm
  %nm.ng = mul nsw i64 %nm, %ng
  %z.nm.ng = mul nsw i64 %z, %nm.ng
  %mg = add nsw i64 %m, %g.nm
  %phi.off = add nsw i64 %mg, %z.nm.ng
  %phi.p = getelementptr inbounds double, ptr %phi, i64 %phi.off
  %phi.0 = load double, ptr %phi.p

  ; &ell[m*nd] and &psi[g*nd + z*nd*ng]: the d loop walks both contiguously
  %ell.off = mul nsw i64 %m, %nd
  %ell.row = getelementptr inbounds double, ptr %ell, i64 %ell.off
  %g.nd = mul nsw i64 %g, %nd
  %nd.ng = mul nsw i64 %nd, %ng
  %z.nd.ng = mul nsw i64 %z, %nd.ng
  %psi.off = add nsw i64 %g.nd, %z.nd.ng
  %psi.row = getelementptr inbounds double, ptr %psi, i64 %psi.off
  %any = icmp sgt i64 %nd, 0
  br i1 %any, label %loop, label %done

loop:
  %d = phi i64 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi double [ %phi.0, %entry ], [ %acc.next, %loop ]
  %ell.p = getelementptr inbounds double, ptr %ell.row, i64 %d
  %ell.v = load double, ptr %ell.p
  %psi.p = getelementptr inbounds double, ptr %psi.row, i64 %d
  %psi.v = load double, ptr %psi.p

  ; phi += ell * psi
  %prod = fmul double %ell.v, %psi.v
  %acc.next = fadd double %acc, %prod
  %d.next = add nuw nsw i64 %d, 1
  %more = icmp slt i64 %d.next, %nd
  br i1 %more, label %loop, label %done

done:
  %result = phi double [ %phi.0, %entry ], [ %acc.next, %loop ]
  store double %result, ptr %phi.p
  ret void
}
