; ModuleID = 'kernels.10e27077f27b0680-cgu.0'
source_filename = "kernels.10e27077f27b0680-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable
define void @axpy(double noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y, i64 noundef %n) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %_152.not = icmp eq i64 %n, 0
  br i1 %_152.not, label %bb4, label %iter.check

iter.check:                                       ; preds = %start
  %min.iters.check = icmp ult i64 %n, 4
  br i1 %min.iters.check, label %bb2.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %0 = shl i64 %n, 3
  %scevgep = getelementptr i8, ptr %y, i64 %0
  %scevgep4 = getelementptr i8, ptr %x, i64 %0
  %bound0 = icmp ult ptr %y, %scevgep4
  %bound1 = icmp ult ptr %x, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %bb2.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check5 = icmp ult i64 %n, 32
  br i1 %min.iters.check5, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = and i64 %n, 28
  %n.vec = and i64 %n, -32
  %broadcast.splatinsert = insertelement <8 x double> poison, double %a, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds nuw double, ptr %x, i64 %index
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 128
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 192
  %wide.load = load <8 x double>, ptr %1, align 8, !alias.scope !3
  %wide.load6 = load <8 x double>, ptr %2, align 8, !alias.scope !3
  %wide.load7 = load <8 x double>, ptr %3, align 8, !alias.scope !3
  %wide.load8 = load <8 x double>, ptr %4, align 8, !alias.scope !3
  %5 = fmul <8 x double> %broadcast.splat, %wide.load
  %6 = fmul <8 x double> %broadcast.splat, %wide.load6
  %7 = fmul <8 x double> %broadcast.splat, %wide.load7
  %8 = fmul <8 x double> %broadcast.splat, %wide.load8
  %9 = getelementptr inbounds nuw double, ptr %y, i64 %index
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 64
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 128
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 192
  %wide.load9 = load <8 x double>, ptr %9, align 8, !alias.scope !6, !noalias !3
  %wide.load10 = load <8 x double>, ptr %10, align 8, !alias.scope !6, !noalias !3
  %wide.load11 = load <8 x double>, ptr %11, align 8, !alias.scope !6, !noalias !3
  %wide.load12 = load <8 x double>, ptr %12, align 8, !alias.scope !6, !noalias !3
  %13 = fadd <8 x double> %5, %wide.load9
  %14 = fadd <8 x double> %6, %wide.load10
  %15 = fadd <8 x double> %7, %wide.load11
  %16 = fadd <8 x double> %8, %wide.load12
  store <8 x double> %13, ptr %9, align 8, !alias.scope !6, !noalias !3
  store <8 x double> %14, ptr %10, align 8, !alias.scope !6, !noalias !3
  store <8 x double> %15, ptr %11, align 8, !alias.scope !6, !noalias !3
  store <8 x double> %16, ptr %12, align 8, !alias.scope !6, !noalias !3
  %index.next = add nuw i64 %index, 32
  %17 = icmp eq i64 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n, %n.vec
  br i1 %cmp.n, label %bb4, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  br i1 %min.epilog.iters.check, label %bb2.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %n, -4
  %broadcast.splatinsert15 = insertelement <4 x double> poison, double %a, i64 0
  %broadcast.splat16 = shufflevector <4 x double> %broadcast.splatinsert15, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %18 = getelementptr inbounds nuw double, ptr %x, i64 %index17
  %wide.load18 = load <4 x double>, ptr %18, align 8, !alias.scope !3
  %19 = fmul <4 x double> %broadcast.splat16, %wide.load18
  %20 = getelementptr inbounds nuw double, ptr %y, i64 %index17
  %wide.load19 = load <4 x double>, ptr %20, align 8, !alias.scope !6, !noalias !3
  %21 = fadd <4 x double> %19, %wide.load19
  store <4 x double> %21, ptr %20, align 8, !alias.scope !6, !noalias !3
  %index.next20 = add nuw i64 %index17, 4
  %22 = icmp eq i64 %index.next20, %n.vec14
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n21 = icmp eq i64 %n, %n.vec14
  br i1 %cmp.n21, label %bb4, label %bb2.preheader

bb2.preheader:                                    ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %iter.sroa.0.03.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  %xtraiter = and i64 %n, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb2.prol.loopexit, label %bb2.prol

bb2.prol:                                         ; preds = %bb2.preheader, %bb2.prol
  %iter.sroa.0.03.prol = phi i64 [ %23, %bb2.prol ], [ %iter.sroa.0.03.ph, %bb2.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %bb2.prol ], [ 0, %bb2.preheader ]
  %23 = add nuw i64 %iter.sroa.0.03.prol, 1
  %24 = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.03.prol
  %_10.prol = load double, ptr %24, align 8, !noundef !13
  %_9.prol = fmul double %a, %_10.prol
  %25 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.03.prol
  %_12.prol = load double, ptr %25, align 8, !noundef !13
  %26 = fadd double %_9.prol, %_12.prol
  store double %26, ptr %25, align 8
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %bb2.prol.loopexit, label %bb2.prol, !llvm.loop !14

bb2.prol.loopexit:                                ; preds = %bb2.prol, %bb2.preheader
  %iter.sroa.0.03.unr = phi i64 [ %iter.sroa.0.03.ph, %bb2.preheader ], [ %23, %bb2.prol ]
  %27 = sub i64 %iter.sroa.0.03.ph, %n
  %28 = icmp ugt i64 %27, -4
  br i1 %28, label %bb4, label %bb2

bb4:                                              ; preds = %bb2.prol.loopexit, %bb2, %middle.block, %vec.epilog.middle.block, %start
  ret void

bb2:                                              ; preds = %bb2.prol.loopexit, %bb2
  %iter.sroa.0.03 = phi i64 [ %41, %bb2 ], [ %iter.sroa.0.03.unr, %bb2.prol.loopexit ]
  %29 = add nuw i64 %iter.sroa.0.03, 1
  %30 = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.03
  %_10 = load double, ptr %30, align 8, !noundef !13
  %_9 = fmul double %a, %_10
  %31 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.03
  %_12 = load double, ptr %31, align 8, !noundef !13
  %32 = fadd double %_9, %_12
  store double %32, ptr %31, align 8
  %33 = add nuw i64 %iter.sroa.0.03, 2
  %34 = getelementptr inbounds nuw double, ptr %x, i64 %29
  %_10.1 = load double, ptr %34, align 8, !noundef !13
  %_9.1 = fmul double %a, %_10.1
  %35 = getelementptr inbounds nuw double, ptr %y, i64 %29
  %_12.1 = load double, ptr %35, align 8, !noundef !13
  %36 = fadd double %_9.1, %_12.1
  store double %36, ptr %35, align 8
  %37 = add nuw i64 %iter.sroa.0.03, 3
  %38 = getelementptr inbounds nuw double, ptr %x, i64 %33
  %_10.2 = load double, ptr %38, align 8, !noundef !13
  %_9.2 = fmul double %a, %_10.2
  %39 = getelementptr inbounds nuw double, ptr %y, i64 %33
  %_12.2 = load double, ptr %39, align 8, !noundef !13
  %40 = fadd double %_9.2, %_12.2
  store double %40, ptr %39, align 8
  %41 = add nuw i64 %iter.sroa.0.03, 4
  %42 = getelementptr inbounds nuw double, ptr %x, i64 %37
  %_10.3 = load double, ptr %42, align 8, !noundef !13
  %_9.3 = fmul double %a, %_10.3
  %43 = getelementptr inbounds nuw double, ptr %y, i64 %37
  %_12.3 = load double, ptr %43, align 8, !noundef !13
  %44 = fadd double %_9.3, %_12.3
  store double %44, ptr %43, align 8
  %exitcond.not.3 = icmp eq i64 %41, %n
  br i1 %exitcond.not.3, label %bb4, label %bb2, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define void @dot_into(ptr noundef readonly captures(none) %x, ptr noundef readonly captures(none) %y, i64 noundef %n, ptr noundef writeonly captures(none) %out) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %_144.not.i = icmp eq i64 %n, 0
  br i1 %_144.not.i, label %bb1, label %iter.check

iter.check:                                       ; preds = %start
  %min.iters.check = icmp ult i64 %n, 4
  br i1 %min.iters.check, label %bb4.i.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ult i64 %n, 32
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = and i64 %n, 28
  %n.vec = and i64 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <8 x double> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi2 = phi <8 x double> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi3 = phi <8 x double> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi4 = phi <8 x double> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds nuw double, ptr %x, i64 %index
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %wide.load = load <8 x double>, ptr %0, align 8, !alias.scope !17, !noalias !20
  %wide.load5 = load <8 x double>, ptr %1, align 8, !alias.scope !17, !noalias !20
  %wide.load6 = load <8 x double>, ptr %2, align 8, !alias.scope !17, !noalias !20
  %wide.load7 = load <8 x double>, ptr %3, align 8, !alias.scope !17, !noalias !20
  %4 = getelementptr inbounds nuw double, ptr %y, i64 %index
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %wide.load8 = load <8 x double>, ptr %4, align 8, !alias.scope !20, !noalias !17
  %wide.load9 = load <8 x double>, ptr %5, align 8, !alias.scope !20, !noalias !17
  %wide.load10 = load <8 x double>, ptr %6, align 8, !alias.scope !20, !noalias !17
  %wide.load11 = load <8 x double>, ptr %7, align 8, !alias.scope !20, !noalias !17
  %8 = fmul reassoc nsz arcp contract <8 x double> %wide.load8, %wide.load
  %9 = fmul reassoc nsz arcp contract <8 x double> %wide.load9, %wide.load5
  %10 = fmul reassoc nsz arcp contract <8 x double> %wide.load10, %wide.load6
  %11 = fmul reassoc nsz arcp contract <8 x double> %wide.load11, %wide.load7
  %12 = fadd reassoc nsz arcp contract <8 x double> %8, %vec.phi
  %13 = fadd reassoc nsz arcp contract <8 x double> %9, %vec.phi2
  %14 = fadd reassoc nsz arcp contract <8 x double> %10, %vec.phi3
  %15 = fadd reassoc nsz arcp contract <8 x double> %11, %vec.phi4
  %index.next = add nuw i64 %index, 32
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd reassoc nsz arcp contract <8 x double> %13, %12
  %bin.rdx12 = fadd reassoc nsz arcp contract <8 x double> %14, %bin.rdx
  %bin.rdx13 = fadd reassoc nsz arcp contract <8 x double> %15, %bin.rdx12
  %17 = tail call reassoc nsz arcp contract double @llvm.vector.reduce.fadd.v8f64(double 0.000000e+00, <8 x double> %bin.rdx13)
  %cmp.n = icmp eq i64 %n, %n.vec
  br i1 %cmp.n, label %bb1, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  br i1 %min.epilog.iters.check, label %bb4.i.preheader, label %vec.epilog.ph, !prof !11

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %bc.merge.rdx = phi double [ %17, %vec.epilog.iter.check ], [ 0.000000e+00, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %n, -4
  %18 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %vec.phi17 = phi <4 x double> [ %18, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds nuw double, ptr %x, i64 %index16
  %wide.load18 = load <4 x double>, ptr %19, align 8, !alias.scope !17, !noalias !20
  %20 = getelementptr inbounds nuw double, ptr %y, i64 %index16
  %wide.load19 = load <4 x double>, ptr %20, align 8, !alias.scope !20, !noalias !17
  %21 = fmul reassoc nsz arcp contract <4 x double> %wide.load19, %wide.load18
  %22 = fadd reassoc nsz arcp contract <4 x double> %21, %vec.phi17
  %index.next20 = add nuw i64 %index16, 4
  %23 = icmp eq i64 %index.next20, %n.vec15
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = tail call reassoc nsz arcp contract double @llvm.vector.reduce.fadd.v4f64(double 0.000000e+00, <4 x double> %22)
  %cmp.n21 = icmp eq i64 %n, %n.vec15
  br i1 %cmp.n21, label %bb1, label %bb4.i.preheader

bb4.i.preheader:                                  ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %s.sroa.0.06.i.ph = phi double [ 0.000000e+00, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  %iter.sroa.0.05.i.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  br label %bb4.i

bb4.i:                                            ; preds = %bb4.i.preheader, %bb4.i
  %s.sroa.0.06.i = phi double [ %29, %bb4.i ], [ %s.sroa.0.06.i.ph, %bb4.i.preheader ]
  %iter.sroa.0.05.i = phi i64 [ %25, %bb4.i ], [ %iter.sroa.0.05.i.ph, %bb4.i.preheader ]
  %25 = add nuw nsw i64 %iter.sroa.0.05.i, 1
  %26 = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.05.i
  %_10.i = load double, ptr %26, align 8, !alias.scope !17, !noalias !20, !noundef !13
  %27 = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.05.i
  %_12.i = load double, ptr %27, align 8, !alias.scope !20, !noalias !17, !noundef !13
  %28 = fmul reassoc nsz arcp contract double %_12.i, %_10.i
  %29 = fadd reassoc nsz arcp contract double %28, %s.sroa.0.06.i
  %exitcond.not.i = icmp eq i64 %25, %n
  br i1 %exitcond.not.i, label %bb1, label %bb4.i, !llvm.loop !24

bb1:                                              ; preds = %bb4.i, %middle.block, %vec.epilog.middle.block, %start
  %s.sroa.0.0.lcssa.i = phi double [ 0.000000e+00, %start ], [ %24, %vec.epilog.middle.block ], [ %17, %middle.block ], [ %29, %bb4.i ]
  store double %s.sroa.0.0.lcssa.i, ptr %out, align 8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: write) uwtable
define void @sum_strict(ptr noundef readonly captures(address) %x, i64 noundef %n, ptr noundef writeonly captures(none) %out) unnamed_addr #2 {
start:
  %0 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %0)
  %_12.idx = shl i64 %n, 3
  %_12 = getelementptr inbounds nuw i8, ptr %x, i64 %_12.idx
  %_192 = icmp eq i64 %n, 0
  br i1 %_192, label %bb2, label %bb3.preheader

bb3.preheader:                                    ; preds = %start
  %1 = add i64 %_12.idx, -8
  %2 = lshr exact i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 7
  %4 = and i64 %1, 56
  %lcmp.mod.not = icmp eq i64 %4, 56
  br i1 %lcmp.mod.not, label %bb3.prol.loopexit, label %bb3.prol

bb3.prol:                                         ; preds = %bb3.preheader, %bb3.prol
  %s.sroa.0.04.prol = phi double [ %5, %bb3.prol ], [ 0.000000e+00, %bb3.preheader ]
  %iter.sroa.0.03.prol = phi ptr [ %_25.prol, %bb3.prol ], [ %x, %bb3.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %bb3.prol ], [ 0, %bb3.preheader ]
  %_25.prol = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03.prol, i64 8
  %_27.prol = load double, ptr %iter.sroa.0.03.prol, align 8, !noundef !13
  %5 = fadd double %s.sroa.0.04.prol, %_27.prol
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %bb3.prol.loopexit, label %bb3.prol, !llvm.loop !25

bb3.prol.loopexit:                                ; preds = %bb3.prol, %bb3.preheader
  %.lcssa.unr = phi double [ poison, %bb3.preheader ], [ %5, %bb3.prol ]
  %s.sroa.0.04.unr = phi double [ 0.000000e+00, %bb3.preheader ], [ %5, %bb3.prol ]
  %iter.sroa.0.03.unr = phi ptr [ %x, %bb3.preheader ], [ %_25.prol, %bb3.prol ]
  %6 = icmp ult i64 %1, 56
  br i1 %6, label %bb2, label %bb3

bb3:                                              ; preds = %bb3.prol.loopexit, %bb3
  %s.sroa.0.04 = phi double [ %14, %bb3 ], [ %s.sroa.0.04.unr, %bb3.prol.loopexit ]
  %iter.sroa.0.03 = phi ptr [ %_25.7, %bb3 ], [ %iter.sroa.0.03.unr, %bb3.prol.loopexit ]
  %_25 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 8
  %_27 = load double, ptr %iter.sroa.0.03, align 8, !noundef !13
  %7 = fadd double %s.sroa.0.04, %_27
  %_25.1 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 16
  %_27.1 = load double, ptr %_25, align 8, !noundef !13
  %8 = fadd double %7, %_27.1
  %_25.2 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 24
  %_27.2 = load double, ptr %_25.1, align 8, !noundef !13
  %9 = fadd double %8, %_27.2
  %_25.3 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 32
  %_27.3 = load double, ptr %_25.2, align 8, !noundef !13
  %10 = fadd double %9, %_27.3
  %_25.4 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 40
  %_27.4 = load double, ptr %_25.3, align 8, !noundef !13
  %11 = fadd double %10, %_27.4
  %_25.5 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 48
  %_27.5 = load double, ptr %_25.4, align 8, !noundef !13
  %12 = fadd double %11, %_27.5
  %_25.6 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 56
  %_27.6 = load double, ptr %_25.5, align 8, !noundef !13
  %13 = fadd double %12, %_27.6
  %_25.7 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.03, i64 64
  %_27.7 = load double, ptr %_25.6, align 8, !noundef !13
  %14 = fadd double %13, %_27.7
  %_19.7 = icmp eq ptr %_25.7, %_12
  br i1 %_19.7, label %bb2, label %bb3

bb2:                                              ; preds = %bb3.prol.loopexit, %bb3, %start
  %s.sroa.0.0.lcssa = phi double [ 0.000000e+00, %start ], [ %.lcssa.unr, %bb3.prol.loopexit ], [ %14, %bb3 ]
  store double %s.sroa.0.0.lcssa, ptr %out, align 8
  ret void
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v8f64(double, <8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #6

attributes #0 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" "target-features"="-prefer-256-bit" }
attributes #1 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" "target-features"="-prefer-256-bit" }
attributes #2 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" "target-features"="-prefer-256-bit" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" "target-features"="-prefer-256-bit" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5, !"LVerDomain"}
!6 = !{!7}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = !{!"branch_weights", i32 4, i32 28}
!12 = distinct !{!12, !9, !10}
!13 = !{}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !9}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_RNvCs1rSj9lpybjo_7kernels13dot_algebraic: %x.0"}
!19 = distinct !{!19, !"_RNvCs1rSj9lpybjo_7kernels13dot_algebraic"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"_RNvCs1rSj9lpybjo_7kernels13dot_algebraic: %y.0"}
!22 = distinct !{!22, !9, !10}
!23 = distinct !{!23, !9, !10}
!24 = distinct !{!24, !10, !9}
!25 = distinct !{!25, !15}
