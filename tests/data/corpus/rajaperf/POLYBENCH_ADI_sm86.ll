; ModuleID = 'POLYBENCH_ADI.cu'
source_filename = "POLYBENCH_ADI.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9poly_adi1ldddddPdS_S_S_(i64 noundef %n, double noundef %a, double noundef %b, double noundef %c, double noundef %d, double noundef %f, ptr noundef captures(none) %P, ptr noundef captures(none) %Q, ptr noundef readonly captures(none) %U, ptr noundef captures(none) %V) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add nuw nsw i32 %1, 1, !dbg !23
  %add2 = add i32 %add, %mul, !dbg !24
  %conv = zext i32 %add2 to i64, !dbg !25
  %sub = add nsw i64 %n, -1, !dbg !26
  %cmp = icmp sgt i64 %sub, %conv, !dbg !27
  br i1 %cmp, label %if.then, label %if.end, !dbg !27

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr double, ptr %V, i64 %conv, !dbg !28
  store double 1.000000e+00, ptr %arrayidx, align 8, !dbg !28, !tbaa !29
  %mul5 = mul nsw i64 %n, %conv, !dbg !28
  %arrayidx7 = getelementptr inbounds double, ptr %P, i64 %mul5, !dbg !28
  store double 0.000000e+00, ptr %arrayidx7, align 8, !dbg !28, !tbaa !29
  %2 = load double, ptr %arrayidx, align 8, !dbg !28, !tbaa !29
  %arrayidx13 = getelementptr inbounds double, ptr %Q, i64 %mul5, !dbg !28
  store double %2, ptr %arrayidx13, align 8, !dbg !28, !tbaa !29
  %invariant.gep = getelementptr double, ptr %U, i64 %conv, !dbg !31
  %cmp15154 = icmp sgt i64 %n, 2, !dbg !32
  br i1 %cmp15154, label %for.body.lver.check, label %if.end.critedge, !dbg !33

for.body.lver.check:                              ; preds = %if.then
  %fneg = fneg contract double %c
  %mul31 = fmul contract double %d, 2.000000e+00
  %add32 = fadd contract double %mul31, 1.000000e+00
  %3 = mul i64 %n, %conv, !dbg !33
  %4 = shl i64 %3, 3, !dbg !33
  %scevgep = getelementptr i8, ptr %P, i64 %4, !dbg !33
  %5 = shl nuw nsw i64 %conv, 3, !dbg !33
  %6 = add nuw nsw i64 %5, 8, !dbg !33
  %7 = mul i64 %n, %6, !dbg !33
  %8 = add i64 %7, -8, !dbg !33
  %scevgep162 = getelementptr i8, ptr %P, i64 %8, !dbg !33
  %scevgep163 = getelementptr i8, ptr %Q, i64 %4, !dbg !33
  %scevgep164 = getelementptr i8, ptr %Q, i64 %8, !dbg !33
  %bound0 = icmp ult ptr %scevgep, %scevgep164, !dbg !33
  %bound1 = icmp ult ptr %scevgep163, %scevgep162, !dbg !33
  %found.conflict = and i1 %bound0, %bound1, !dbg !33
  %9 = add nsw i64 %n, -3, !dbg !33
  %10 = shl i64 %n, 3, !dbg !33
  %11 = mul i64 %n, -8, !dbg !33
  %12 = shl nuw nsw i64 %conv, 3, !dbg !33
  %13 = getelementptr i8, ptr %U, i64 %10, !dbg !33
  %14 = getelementptr i8, ptr %13, i64 %12, !dbg !33
  %scevgep165 = getelementptr i8, ptr %14, i64 -8, !dbg !33
  %15 = icmp slt i64 %10, 0, !dbg !33
  %16 = select i1 %15, i64 %11, i64 %10, !dbg !33
  %mul166 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %16, i64 %9), !dbg !33
  %mul.result = extractvalue { i64, i1 } %mul166, 0, !dbg !33
  %mul.overflow = extractvalue { i64, i1 } %mul166, 1, !dbg !33
  %17 = sub i64 0, %mul.result, !dbg !33
  %18 = getelementptr i8, ptr %scevgep165, i64 %mul.result, !dbg !33
  %19 = getelementptr i8, ptr %scevgep165, i64 %17, !dbg !33
  %20 = icmp ult ptr %18, %scevgep165, !dbg !33
  %21 = icmp ugt ptr %19, %scevgep165, !dbg !33
  %22 = select i1 %15, i1 %21, i1 %20, !dbg !33
  %23 = or i1 %22, %mul.overflow, !dbg !33
  %24 = getelementptr i8, ptr %U, i64 %10, !dbg !33
  %scevgep167 = getelementptr i8, ptr %24, i64 %12, !dbg !33
  %25 = icmp slt i64 %10, 0, !dbg !33
  %26 = select i1 %25, i64 %11, i64 %10, !dbg !33
  %mul168 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %26, i64 %9), !dbg !33
  %mul.result169 = extractvalue { i64, i1 } %mul168, 0, !dbg !33
  %mul.overflow170 = extractvalue { i64, i1 } %mul168, 1, !dbg !33
  %27 = sub i64 0, %mul.result169, !dbg !33
  %28 = getelementptr i8, ptr %scevgep167, i64 %mul.result169, !dbg !33
  %29 = getelementptr i8, ptr %scevgep167, i64 %27, !dbg !33
  %30 = icmp ult ptr %28, %scevgep167, !dbg !33
  %31 = icmp ugt ptr %29, %scevgep167, !dbg !33
  %32 = select i1 %25, i1 %31, i1 %30, !dbg !33
  %33 = or i1 %32, %mul.overflow170, !dbg !33
  %34 = getelementptr i8, ptr %U, i64 %10, !dbg !33
  %35 = getelementptr i8, ptr %34, i64 %12, !dbg !33
  %scevgep171 = getelementptr i8, ptr %35, i64 8, !dbg !33
  %36 = icmp slt i64 %10, 0, !dbg !33
  %37 = select i1 %36, i64 %11, i64 %10, !dbg !33
  %mul172 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %37, i64 %9), !dbg !33
  %mul.result173 = extractvalue { i64, i1 } %mul172, 0, !dbg !33
  %mul.overflow174 = extractvalue { i64, i1 } %mul172, 1, !dbg !33
  %38 = sub i64 0, %mul.result173, !dbg !33
  %39 = getelementptr i8, ptr %scevgep171, i64 %mul.result173, !dbg !33
  %40 = getelementptr i8, ptr %scevgep171, i64 %38, !dbg !33
  %41 = icmp ult ptr %39, %scevgep171, !dbg !33
  %42 = icmp ugt ptr %40, %scevgep171, !dbg !33
  %43 = select i1 %36, i1 %42, i1 %41, !dbg !33
  %44 = or i1 %43, %mul.overflow174, !dbg !33
  %45 = or i1 %23, %33, !dbg !33
  %46 = or i1 %45, %44, !dbg !33
  %lver.safe = or i1 %found.conflict, %46, !dbg !33
  br i1 %lver.safe, label %for.body.lver.orig, label %for.body.ph, !dbg !33

for.body.lver.orig:                               ; preds = %for.body.lver.check, %for.body.lver.orig
  %j.0155.lver.orig = phi i64 [ %inc.lver.orig, %for.body.lver.orig ], [ 1, %for.body.lver.check ]
  %add17.lver.orig = add nuw nsw i64 %j.0155.lver.orig, %mul5, !dbg !34
  %sub18.lver.orig = add nsw i64 %add17.lver.orig, -1, !dbg !34
  %arrayidx19.lver.orig = getelementptr inbounds double, ptr %P, i64 %sub18.lver.orig, !dbg !34
  %47 = load double, ptr %arrayidx19.lver.orig, align 8, !dbg !34, !tbaa !29
  %mul20.lver.orig = fmul contract double %a, %47, !dbg !34
  %add21.lver.orig = fadd contract double %b, %mul20.lver.orig, !dbg !34
  %div.lver.orig = fdiv contract double %fneg, %add21.lver.orig, !dbg !34
  %arrayidx24.lver.orig = getelementptr inbounds nuw double, ptr %P, i64 %add17.lver.orig, !dbg !34
  store double %div.lver.orig, ptr %arrayidx24.lver.orig, align 8, !dbg !34, !tbaa !29
  %mul26.lver.orig = mul nuw nsw i64 %j.0155.lver.orig, %n, !dbg !34
  %gep.lver.orig = getelementptr double, ptr %invariant.gep, i64 %mul26.lver.orig, !dbg !34
  %arrayidx29.lver.orig = getelementptr i8, ptr %gep.lver.orig, i64 -8, !dbg !34
  %48 = load double, ptr %arrayidx29.lver.orig, align 8, !dbg !34, !tbaa !29
  %49 = load double, ptr %gep.lver.orig, align 8, !dbg !34, !tbaa !29
  %mul36.lver.orig = fmul contract double %add32, %49, !dbg !34
  %50 = fmul contract double %d, %48, !dbg !34
  %add37.lver.orig = fsub contract double %mul36.lver.orig, %50, !dbg !34
  %arrayidx41.lver.orig = getelementptr i8, ptr %gep.lver.orig, i64 8, !dbg !34
  %51 = load double, ptr %arrayidx41.lver.orig, align 8, !dbg !34, !tbaa !29
  %mul42.lver.orig = fmul contract double %f, %51, !dbg !34
  %sub43.lver.orig = fsub contract double %add37.lver.orig, %mul42.lver.orig, !dbg !34
  %arrayidx47.lver.orig = getelementptr inbounds double, ptr %Q, i64 %sub18.lver.orig, !dbg !34
  %52 = load double, ptr %arrayidx47.lver.orig, align 8, !dbg !34, !tbaa !29
  %mul48.lver.orig = fmul contract double %a, %52, !dbg !34
  %sub49.lver.orig = fsub contract double %sub43.lver.orig, %mul48.lver.orig, !dbg !34
  %div56.lver.orig = fdiv contract double %sub49.lver.orig, %add21.lver.orig, !dbg !34
  %arrayidx59.lver.orig = getelementptr inbounds nuw double, ptr %Q, i64 %add17.lver.orig, !dbg !34
  store double %div56.lver.orig, ptr %arrayidx59.lver.orig, align 8, !dbg !34, !tbaa !29
  %inc.lver.orig = add nuw nsw i64 %j.0155.lver.orig, 1, !dbg !35
  %exitcond.not.lver.orig = icmp eq i64 %inc.lver.orig, %sub, !dbg !32
  br i1 %exitcond.not.lver.orig, label %for.cond.cleanup, label %for.body.lver.orig, !dbg !33, !llvm.loop !36

for.body.ph:                                      ; preds = %for.body.lver.check
  %53 = mul i64 %n, %conv, !dbg !33
  %54 = shl i64 %53, 3, !dbg !33
  %scevgep176 = getelementptr i8, ptr %P, i64 %54, !dbg !33
  %load_initial = load double, ptr %scevgep176, align 8
  %scevgep177 = getelementptr i8, ptr %Q, i64 %54, !dbg !33
  %load_initial178 = load double, ptr %scevgep177, align 8
  br label %for.body, !dbg !33

for.cond.cleanup:                                 ; preds = %for.body, %for.body.lver.orig
  %mul61 = mul nsw i64 %sub, %n, !dbg !39
  %55 = getelementptr double, ptr %V, i64 %mul61, !dbg !39
  %arrayidx63 = getelementptr double, ptr %55, i64 %conv, !dbg !39
  store double 1.000000e+00, ptr %arrayidx63, align 8, !dbg !39, !tbaa !29
  %sub64 = add nsw i64 %n, -2, !dbg !40
  br label %for.body68, !dbg !41

for.body:                                         ; preds = %for.body.ph, %for.body
  %store_forwarded179 = phi double [ %load_initial178, %for.body.ph ], [ %div56, %for.body ], !dbg !34
  %store_forwarded = phi double [ %load_initial, %for.body.ph ], [ %div, %for.body ], !dbg !34
  %j.0155 = phi i64 [ 1, %for.body.ph ], [ %inc, %for.body ]
  %add17 = add nuw nsw i64 %j.0155, %mul5, !dbg !34
  %mul20 = fmul contract double %a, %store_forwarded, !dbg !34
  %add21 = fadd contract double %b, %mul20, !dbg !34
  %div = fdiv contract double %fneg, %add21, !dbg !34
  %arrayidx24 = getelementptr inbounds nuw double, ptr %P, i64 %add17, !dbg !34
  store double %div, ptr %arrayidx24, align 8, !dbg !34, !tbaa !29
  %mul26 = mul nuw nsw i64 %j.0155, %n, !dbg !34
  %gep = getelementptr double, ptr %invariant.gep, i64 %mul26, !dbg !34
  %arrayidx29 = getelementptr i8, ptr %gep, i64 -8, !dbg !34
  %56 = load double, ptr %arrayidx29, align 8, !dbg !34, !tbaa !29
  %57 = load double, ptr %gep, align 8, !dbg !34, !tbaa !29
  %mul36 = fmul contract double %add32, %57, !dbg !34
  %58 = fmul contract double %d, %56, !dbg !34
  %add37 = fsub contract double %mul36, %58, !dbg !34
  %arrayidx41 = getelementptr i8, ptr %gep, i64 8, !dbg !34
  %59 = load double, ptr %arrayidx41, align 8, !dbg !34, !tbaa !29
  %mul42 = fmul contract double %f, %59, !dbg !34
  %sub43 = fsub contract double %add37, %mul42, !dbg !34
  %mul48 = fmul contract double %a, %store_forwarded179, !dbg !34
  %sub49 = fsub contract double %sub43, %mul48, !dbg !34
  %div56 = fdiv contract double %sub49, %add21, !dbg !34
  %arrayidx59 = getelementptr inbounds nuw double, ptr %Q, i64 %add17, !dbg !34
  store double %div56, ptr %arrayidx59, align 8, !dbg !34, !tbaa !29
  %inc = add nuw nsw i64 %j.0155, 1, !dbg !35
  %exitcond.not = icmp eq i64 %inc, %sub, !dbg !32
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !33, !llvm.loop !36

for.body68:                                       ; preds = %for.cond.cleanup, %for.body68
  %k.0161 = phi i64 [ %dec, %for.body68 ], [ %sub64, %for.cond.cleanup ]
  %add70 = add nsw i64 %k.0161, %mul5, !dbg !42
  %arrayidx71 = getelementptr inbounds double, ptr %P, i64 %add70, !dbg !42
  %60 = load double, ptr %arrayidx71, align 8, !dbg !42, !tbaa !29
  %add72 = add nuw nsw i64 %k.0161, 1, !dbg !42
  %mul73 = mul nsw i64 %add72, %n, !dbg !42
  %gep157 = getelementptr double, ptr %arrayidx, i64 %mul73, !dbg !42
  %61 = load double, ptr %gep157, align 8, !dbg !42, !tbaa !29
  %mul76 = fmul contract double %60, %61, !dbg !42
  %arrayidx79 = getelementptr inbounds double, ptr %Q, i64 %add70, !dbg !42
  %62 = load double, ptr %arrayidx79, align 8, !dbg !42, !tbaa !29
  %add80 = fadd contract double %mul76, %62, !dbg !42
  %mul81 = mul nsw i64 %k.0161, %n, !dbg !42
  %gep159 = getelementptr double, ptr %arrayidx, i64 %mul81, !dbg !42
  store double %add80, ptr %gep159, align 8, !dbg !42, !tbaa !29
  %dec = add nsw i64 %k.0161, -1, !dbg !43
  %cmp66 = icmp samesign ugt i64 %k.0161, 1, !dbg !44
  br i1 %cmp66, label %for.body68, label %if.end, !dbg !41, !llvm.loop !45

if.end.critedge:                                  ; preds = %if.then
  %mul61.c = mul nsw i64 %sub, %n, !dbg !39
  %63 = getelementptr double, ptr %V, i64 %mul61.c, !dbg !39
  %arrayidx63.c = getelementptr double, ptr %63, i64 %conv, !dbg !39
  store double 1.000000e+00, ptr %arrayidx63.c, align 8, !dbg !39, !tbaa !29
  br label %if.end, !dbg !41

if.end:                                           ; preds = %for.body68, %if.end.critedge, %entry
  ret void, !dbg !47
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9poly_adi2ldddddPdS_S_S_(i64 noundef %n, double noundef %a, double noundef %c, double noundef %d, double noundef %e, double noundef %f, ptr noundef captures(none) %P, ptr noundef captures(none) %Q, ptr noundef captures(none) %U, ptr noundef readonly captures(none) %V) local_unnamed_addr #0 !dbg !48 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %mul = shl i32 %0, 8, !dbg !51
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %add = add nuw nsw i32 %1, 1, !dbg !54
  %add2 = add i32 %add, %mul, !dbg !55
  %conv = zext i32 %add2 to i64, !dbg !56
  %sub = add nsw i64 %n, -1, !dbg !57
  %cmp = icmp sgt i64 %sub, %conv, !dbg !58
  br i1 %cmp, label %if.then, label %if.end, !dbg !58

if.then:                                          ; preds = %entry
  %mul3 = mul nsw i64 %n, %conv, !dbg !59
  %arrayidx = getelementptr inbounds double, ptr %U, i64 %mul3, !dbg !59
  store double 1.000000e+00, ptr %arrayidx, align 8, !dbg !59, !tbaa !29
  %arrayidx7 = getelementptr inbounds double, ptr %P, i64 %mul3, !dbg !59
  store double 0.000000e+00, ptr %arrayidx7, align 8, !dbg !59, !tbaa !29
  %2 = load double, ptr %arrayidx, align 8, !dbg !59, !tbaa !29
  %arrayidx13 = getelementptr inbounds double, ptr %Q, i64 %mul3, !dbg !59
  store double %2, ptr %arrayidx13, align 8, !dbg !59, !tbaa !29
  %cmp15154 = icmp sgt i64 %n, 2, !dbg !60
  br i1 %cmp15154, label %for.body.lver.check, label %if.end.critedge, !dbg !61

for.body.lver.check:                              ; preds = %if.then
  %fneg = fneg contract double %f
  %sub26 = add nsw i64 %conv, -1
  %mul27 = mul nsw i64 %sub26, %n
  %3 = getelementptr double, ptr %V, i64 %mul27
  %mul31 = fmul contract double %a, 2.000000e+00
  %add32 = fadd contract double %mul31, 1.000000e+00
  %add38 = add nuw nsw i64 %conv, 1
  %mul39 = mul nuw nsw i64 %add38, %n
  %4 = getelementptr double, ptr %V, i64 %mul39
  %5 = mul i64 %n, %conv, !dbg !61
  %6 = shl i64 %5, 3, !dbg !61
  %scevgep158 = getelementptr i8, ptr %P, i64 %6, !dbg !61
  %7 = shl nuw nsw i64 %conv, 3, !dbg !61
  %8 = add nuw nsw i64 %7, 8, !dbg !61
  %9 = mul i64 %n, %8, !dbg !61
  %10 = add i64 %9, -8, !dbg !61
  %scevgep159 = getelementptr i8, ptr %P, i64 %10, !dbg !61
  %scevgep160 = getelementptr i8, ptr %Q, i64 %6, !dbg !61
  %scevgep161 = getelementptr i8, ptr %Q, i64 %10, !dbg !61
  %bound0 = icmp ult ptr %scevgep158, %scevgep161, !dbg !61
  %bound1 = icmp ult ptr %scevgep160, %scevgep159, !dbg !61
  %found.conflict = and i1 %bound0, %bound1, !dbg !61
  br i1 %found.conflict, label %for.body.lver.orig, label %for.body.ph, !dbg !61

for.body.lver.orig:                               ; preds = %for.body.lver.check, %for.body.lver.orig
  %j.0155.lver.orig = phi i64 [ %inc.lver.orig, %for.body.lver.orig ], [ 1, %for.body.lver.check ]
  %add17.lver.orig = add nuw nsw i64 %j.0155.lver.orig, %mul3, !dbg !62
  %sub18.lver.orig = add nsw i64 %add17.lver.orig, -1, !dbg !62
  %arrayidx19.lver.orig = getelementptr inbounds double, ptr %P, i64 %sub18.lver.orig, !dbg !62
  %11 = load double, ptr %arrayidx19.lver.orig, align 8, !dbg !62, !tbaa !29
  %mul20.lver.orig = fmul contract double %d, %11, !dbg !62
  %add21.lver.orig = fadd contract double %e, %mul20.lver.orig, !dbg !62
  %div.lver.orig = fdiv contract double %fneg, %add21.lver.orig, !dbg !62
  %arrayidx24.lver.orig = getelementptr inbounds nuw double, ptr %P, i64 %add17.lver.orig, !dbg !62
  store double %div.lver.orig, ptr %arrayidx24.lver.orig, align 8, !dbg !62, !tbaa !29
  %arrayidx29.lver.orig = getelementptr double, ptr %3, i64 %j.0155.lver.orig, !dbg !62
  %12 = load double, ptr %arrayidx29.lver.orig, align 8, !dbg !62, !tbaa !29
  %arrayidx35.lver.orig = getelementptr inbounds nuw double, ptr %V, i64 %add17.lver.orig, !dbg !62
  %13 = load double, ptr %arrayidx35.lver.orig, align 8, !dbg !62, !tbaa !29
  %mul36.lver.orig = fmul contract double %add32, %13, !dbg !62
  %14 = fmul contract double %a, %12, !dbg !62
  %add37.lver.orig = fsub contract double %mul36.lver.orig, %14, !dbg !62
  %arrayidx41.lver.orig = getelementptr double, ptr %4, i64 %j.0155.lver.orig, !dbg !62
  %15 = load double, ptr %arrayidx41.lver.orig, align 8, !dbg !62, !tbaa !29
  %mul42.lver.orig = fmul contract double %c, %15, !dbg !62
  %sub43.lver.orig = fsub contract double %add37.lver.orig, %mul42.lver.orig, !dbg !62
  %arrayidx47.lver.orig = getelementptr inbounds double, ptr %Q, i64 %sub18.lver.orig, !dbg !62
  %16 = load double, ptr %arrayidx47.lver.orig, align 8, !dbg !62, !tbaa !29
  %mul48.lver.orig = fmul contract double %d, %16, !dbg !62
  %sub49.lver.orig = fsub contract double %sub43.lver.orig, %mul48.lver.orig, !dbg !62
  %div56.lver.orig = fdiv contract double %sub49.lver.orig, %add21.lver.orig, !dbg !62
  %arrayidx59.lver.orig = getelementptr inbounds nuw double, ptr %Q, i64 %add17.lver.orig, !dbg !62
  store double %div56.lver.orig, ptr %arrayidx59.lver.orig, align 8, !dbg !62, !tbaa !29
  %inc.lver.orig = add nuw nsw i64 %j.0155.lver.orig, 1, !dbg !63
  %exitcond.not.lver.orig = icmp eq i64 %inc.lver.orig, %sub, !dbg !60
  br i1 %exitcond.not.lver.orig, label %for.cond.cleanup, label %for.body.lver.orig, !dbg !61, !llvm.loop !64

for.body.ph:                                      ; preds = %for.body.lver.check
  %17 = mul i64 %n, %conv, !dbg !61
  %18 = shl i64 %17, 3, !dbg !61
  %scevgep163 = getelementptr i8, ptr %P, i64 %18, !dbg !61
  %load_initial164 = load double, ptr %scevgep163, align 8
  %scevgep166 = getelementptr i8, ptr %Q, i64 %18, !dbg !61
  %load_initial167 = load double, ptr %scevgep166, align 8
  br label %for.body, !dbg !61

for.cond.cleanup:                                 ; preds = %for.body, %for.body.lver.orig
  %19 = getelementptr double, ptr %arrayidx, i64 %n, !dbg !66
  %arrayidx63 = getelementptr i8, ptr %19, i64 -8, !dbg !66
  store double 1.000000e+00, ptr %arrayidx63, align 8, !dbg !66, !tbaa !29
  %sub64 = add nsw i64 %n, -2, !dbg !67
  %20 = mul i64 %n, %add38, !dbg !68
  %21 = shl i64 %20, 3, !dbg !68
  %22 = getelementptr i8, ptr %U, i64 %21, !dbg !68
  %scevgep = getelementptr i8, ptr %22, i64 -8, !dbg !68
  %load_initial = load double, ptr %scevgep, align 8
  br label %for.body68, !dbg !68

for.body:                                         ; preds = %for.body.ph, %for.body
  %store_forwarded168 = phi double [ %load_initial167, %for.body.ph ], [ %div56, %for.body ], !dbg !62
  %store_forwarded165 = phi double [ %load_initial164, %for.body.ph ], [ %div, %for.body ], !dbg !62
  %j.0155 = phi i64 [ 1, %for.body.ph ], [ %inc, %for.body ]
  %add17 = add nuw nsw i64 %j.0155, %mul3, !dbg !62
  %mul20 = fmul contract double %d, %store_forwarded165, !dbg !62
  %add21 = fadd contract double %e, %mul20, !dbg !62
  %div = fdiv contract double %fneg, %add21, !dbg !62
  %arrayidx24 = getelementptr inbounds nuw double, ptr %P, i64 %add17, !dbg !62
  store double %div, ptr %arrayidx24, align 8, !dbg !62, !tbaa !29
  %arrayidx29 = getelementptr double, ptr %3, i64 %j.0155, !dbg !62
  %23 = load double, ptr %arrayidx29, align 8, !dbg !62, !tbaa !29
  %arrayidx35 = getelementptr inbounds nuw double, ptr %V, i64 %add17, !dbg !62
  %24 = load double, ptr %arrayidx35, align 8, !dbg !62, !tbaa !29
  %mul36 = fmul contract double %add32, %24, !dbg !62
  %25 = fmul contract double %a, %23, !dbg !62
  %add37 = fsub contract double %mul36, %25, !dbg !62
  %arrayidx41 = getelementptr double, ptr %4, i64 %j.0155, !dbg !62
  %26 = load double, ptr %arrayidx41, align 8, !dbg !62, !tbaa !29
  %mul42 = fmul contract double %c, %26, !dbg !62
  %sub43 = fsub contract double %add37, %mul42, !dbg !62
  %mul48 = fmul contract double %d, %store_forwarded168, !dbg !62
  %sub49 = fsub contract double %sub43, %mul48, !dbg !62
  %div56 = fdiv contract double %sub49, %add21, !dbg !62
  %arrayidx59 = getelementptr inbounds nuw double, ptr %Q, i64 %add17, !dbg !62
  store double %div56, ptr %arrayidx59, align 8, !dbg !62, !tbaa !29
  %inc = add nuw nsw i64 %j.0155, 1, !dbg !63
  %exitcond.not = icmp eq i64 %inc, %sub, !dbg !60
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !61, !llvm.loop !64

for.body68:                                       ; preds = %for.cond.cleanup, %for.body68
  %store_forwarded = phi double [ %load_initial, %for.cond.cleanup ], [ %add80, %for.body68 ], !dbg !69
  %k.0157 = phi i64 [ %sub64, %for.cond.cleanup ], [ %dec, %for.body68 ]
  %add70 = add nsw i64 %k.0157, %mul3, !dbg !69
  %arrayidx71 = getelementptr inbounds double, ptr %P, i64 %add70, !dbg !69
  %27 = load double, ptr %arrayidx71, align 8, !dbg !69, !tbaa !29
  %28 = getelementptr double, ptr %U, i64 %add70, !dbg !69
  %mul76 = fmul contract double %27, %store_forwarded, !dbg !69
  %arrayidx79 = getelementptr inbounds double, ptr %Q, i64 %add70, !dbg !69
  %29 = load double, ptr %arrayidx79, align 8, !dbg !69, !tbaa !29
  %add80 = fadd contract double %mul76, %29, !dbg !69
  store double %add80, ptr %28, align 8, !dbg !69, !tbaa !29
  %dec = add nsw i64 %k.0157, -1, !dbg !70
  %cmp66 = icmp samesign ugt i64 %k.0157, 1, !dbg !71
  br i1 %cmp66, label %for.body68, label %if.end, !dbg !68, !llvm.loop !72

if.end.critedge:                                  ; preds = %if.then
  %30 = getelementptr double, ptr %arrayidx, i64 %n, !dbg !66
  %arrayidx63.c = getelementptr i8, ptr %30, i64 -8, !dbg !66
  store double 1.000000e+00, ptr %arrayidx63.c, align 8, !dbg !66, !tbaa !29
  br label %if.end, !dbg !68

if.end:                                           ; preds = %for.body68, %if.end.critedge, %entry
  ret void, !dbg !74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "POLYBENCH_ADI.cu", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"clang version 22.1.8"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "poly_adi1", scope: !1, file: !1, line: 117, type: !13, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 122, column: 22, scope: !12)
!19 = !DILocation(line: 122, column: 33, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 122, column: 48, scope: !12)
!23 = !DILocation(line: 122, column: 20, scope: !12)
!24 = !DILocation(line: 122, column: 46, scope: !12)
!25 = !DILocation(line: 122, column: 18, scope: !12)
!26 = !DILocation(line: 123, column: 12, scope: !12)
!27 = !DILocation(line: 123, column: 9, scope: !12)
!28 = !DILocation(line: 124, column: 5, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"double", !10, i64 0}
!31 = !DILocation(line: 125, column: 10, scope: !12)
!32 = !DILocation(line: 125, column: 30, scope: !12)
!33 = !DILocation(line: 125, column: 5, scope: !12)
!34 = !DILocation(line: 126, column: 8, scope: !12)
!35 = !DILocation(line: 125, column: 37, scope: !12)
!36 = distinct !{!36, !33, !37, !38}
!37 = !DILocation(line: 127, column: 5, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 128, column: 5, scope: !12)
!40 = !DILocation(line: 129, column: 26, scope: !12)
!41 = !DILocation(line: 129, column: 5, scope: !12)
!42 = !DILocation(line: 130, column: 8, scope: !12)
!43 = !DILocation(line: 129, column: 38, scope: !12)
!44 = !DILocation(line: 129, column: 32, scope: !12)
!45 = distinct !{!45, !41, !46, !38}
!46 = !DILocation(line: 131, column: 5, scope: !12)
!47 = !DILocation(line: 133, column: 1, scope: !12)
!48 = distinct !DISubprogram(name: "poly_adi2", scope: !1, file: !1, line: 138, type: !13, scopeLine: 142, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !50)
!50 = distinct !DILocation(line: 143, column: 22, scope: !48)
!51 = !DILocation(line: 143, column: 33, scope: !48)
!52 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !53)
!53 = distinct !DILocation(line: 143, column: 48, scope: !48)
!54 = !DILocation(line: 143, column: 20, scope: !48)
!55 = !DILocation(line: 143, column: 46, scope: !48)
!56 = !DILocation(line: 143, column: 18, scope: !48)
!57 = !DILocation(line: 144, column: 12, scope: !48)
!58 = !DILocation(line: 144, column: 9, scope: !48)
!59 = !DILocation(line: 145, column: 5, scope: !48)
!60 = !DILocation(line: 146, column: 30, scope: !48)
!61 = !DILocation(line: 146, column: 5, scope: !48)
!62 = !DILocation(line: 147, column: 7, scope: !48)
!63 = !DILocation(line: 146, column: 37, scope: !48)
!64 = distinct !{!64, !61, !65, !38}
!65 = !DILocation(line: 148, column: 5, scope: !48)
!66 = !DILocation(line: 149, column: 5, scope: !48)
!67 = !DILocation(line: 150, column: 26, scope: !48)
!68 = !DILocation(line: 150, column: 5, scope: !48)
!69 = !DILocation(line: 151, column: 7, scope: !48)
!70 = !DILocation(line: 150, column: 38, scope: !48)
!71 = !DILocation(line: 150, column: 32, scope: !48)
!72 = distinct !{!72, !68, !73, !38}
!73 = !DILocation(line: 152, column: 5, scope: !48)
!74 = !DILocation(line: 154, column: 1, scope: !48)
