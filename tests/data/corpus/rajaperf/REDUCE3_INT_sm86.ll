; ModuleID = 'REDUCE3_INT.cu'
source_filename = "REDUCE3_INT.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@psum = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10reduce3intPiS_iS_iS_il(ptr noundef readonly captures(none) %vec, ptr noundef captures(none) %vsum, i32 noundef %vsum_init, ptr noundef captures(none) %vmin, i32 noundef %vmin_init, ptr noundef captures(none) %vmax, i32 noundef %vmax_init, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %idxprom = zext nneg i32 %1 to i64, !dbg !25
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @psum to ptr), i64 %idxprom, !dbg !25
  store i32 %vsum_init, ptr %arrayidx, align 4, !dbg !26, !tbaa !8
  %arrayidx5 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @psum to ptr), i64 1024), i64 %idxprom, !dbg !27
  store i32 %vmin_init, ptr %arrayidx5, align 4, !dbg !28, !tbaa !8
  %arrayidx8 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @psum to ptr), i64 2048), i64 %idxprom, !dbg !29
  store i32 %vmax_init, ptr %arrayidx8, align 4, !dbg !30, !tbaa !8
  %cmp152 = icmp sgt i64 %iend, %conv, !dbg !31
  br i1 %cmp152, label %for.body.lr.ph, label %for.end, !dbg !32

for.body.lr.ph:                                   ; preds = %entry
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul43 = shl i32 %2, 8
  %conv44 = zext i32 %mul43 to i64
  br label %for.body, !dbg !32

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %cond38156 = phi i32 [ %vmax_init, %for.body.lr.ph ], [ %cond38, %for.body ], !dbg !33
  %cond155 = phi i32 [ %vmin_init, %for.body.lr.ph ], [ %cond, %for.body ], !dbg !33
  %add13154 = phi i32 [ %vsum_init, %for.body.lr.ph ], [ %add13, %for.body ], !dbg !33
  %i.0153 = phi i64 [ %conv, %for.body.lr.ph ], [ %add45, %for.body ]
  %arrayidx9 = getelementptr inbounds nuw i32, ptr %vec, i64 %i.0153, !dbg !33
  %3 = load i32, ptr %arrayidx9, align 4, !dbg !33, !tbaa !8
  %add13 = add nsw i32 %add13154, %3, !dbg !34
  store i32 %add13, ptr %arrayidx, align 4, !dbg !34, !tbaa !8
  %4 = load i32, ptr %arrayidx9, align 4, !dbg !35, !tbaa !8
  %cond = tail call i32 @llvm.smin.i32(i32 %4, i32 %cond155), !dbg !36
  store i32 %cond, ptr %arrayidx5, align 4, !dbg !37, !tbaa !8
  %5 = load i32, ptr %arrayidx9, align 4, !dbg !38, !tbaa !8
  %cond38 = tail call i32 @llvm.smax.i32(i32 %5, i32 %cond38156), !dbg !39
  store i32 %cond38, ptr %arrayidx8, align 4, !dbg !40, !tbaa !8
  %add45 = add nuw nsw i64 %i.0153, %conv44, !dbg !41
  %cmp = icmp slt i64 %add45, %iend, !dbg !31
  br i1 %cmp, label %for.body, label %for.end, !dbg !32, !llvm.loop !42

for.end:                                          ; preds = %for.body, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !45
  %cmp51 = icmp samesign ult i32 %1, 128, !dbg !46
  br i1 %cmp51, label %if.then, label %if.end, !dbg !46

if.then:                                          ; preds = %for.end
  %gep = getelementptr inbounds nuw i8, ptr %arrayidx, i64 512, !dbg !47
  %6 = load i32, ptr %gep, align 4, !dbg !47, !tbaa !8
  %7 = load i32, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %add59 = add nsw i32 %7, %6, !dbg !48
  store i32 %add59, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %gep158 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 512, !dbg !49
  %8 = load i32, ptr %gep158, align 4, !dbg !49, !tbaa !8
  %9 = load i32, ptr %arrayidx5, align 4, !dbg !50, !tbaa !8
  %cond78 = tail call i32 @llvm.smin.i32(i32 %8, i32 %9), !dbg !51
  store i32 %cond78, ptr %arrayidx5, align 4, !dbg !52, !tbaa !8
  %gep160 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 512, !dbg !53
  %10 = load i32, ptr %gep160, align 4, !dbg !53, !tbaa !8
  %11 = load i32, ptr %arrayidx8, align 4, !dbg !54, !tbaa !8
  %cond100 = tail call i32 @llvm.smax.i32(i32 %10, i32 %11), !dbg !55
  store i32 %cond100, ptr %arrayidx8, align 4, !dbg !56, !tbaa !8
  br label %if.end, !dbg !57

if.end:                                           ; preds = %if.then, %for.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp51.1 = icmp samesign ult i32 %1, 64, !dbg !46
  br i1 %cmp51.1, label %if.then.1, label %if.end.1, !dbg !46

if.then.1:                                        ; preds = %if.end
  %gep.1 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 256, !dbg !47
  %12 = load i32, ptr %gep.1, align 4, !dbg !47, !tbaa !8
  %13 = load i32, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %add59.1 = add nsw i32 %13, %12, !dbg !48
  store i32 %add59.1, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %gep158.1 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 256, !dbg !49
  %14 = load i32, ptr %gep158.1, align 4, !dbg !49, !tbaa !8
  %15 = load i32, ptr %arrayidx5, align 4, !dbg !50, !tbaa !8
  %cond78.1 = tail call i32 @llvm.smin.i32(i32 %14, i32 %15), !dbg !51
  store i32 %cond78.1, ptr %arrayidx5, align 4, !dbg !52, !tbaa !8
  %gep160.1 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 256, !dbg !53
  %16 = load i32, ptr %gep160.1, align 4, !dbg !53, !tbaa !8
  %17 = load i32, ptr %arrayidx8, align 4, !dbg !54, !tbaa !8
  %cond100.1 = tail call i32 @llvm.smax.i32(i32 %16, i32 %17), !dbg !55
  store i32 %cond100.1, ptr %arrayidx8, align 4, !dbg !56, !tbaa !8
  br label %if.end.1, !dbg !57

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp51.2 = icmp samesign ult i32 %1, 32, !dbg !46
  br i1 %cmp51.2, label %if.then.2, label %if.end.2, !dbg !46

if.then.2:                                        ; preds = %if.end.1
  %gep.2 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 128, !dbg !47
  %18 = load i32, ptr %gep.2, align 4, !dbg !47, !tbaa !8
  %19 = load i32, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %add59.2 = add nsw i32 %19, %18, !dbg !48
  store i32 %add59.2, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %gep158.2 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 128, !dbg !49
  %20 = load i32, ptr %gep158.2, align 4, !dbg !49, !tbaa !8
  %21 = load i32, ptr %arrayidx5, align 4, !dbg !50, !tbaa !8
  %cond78.2 = tail call i32 @llvm.smin.i32(i32 %20, i32 %21), !dbg !51
  store i32 %cond78.2, ptr %arrayidx5, align 4, !dbg !52, !tbaa !8
  %gep160.2 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 128, !dbg !53
  %22 = load i32, ptr %gep160.2, align 4, !dbg !53, !tbaa !8
  %23 = load i32, ptr %arrayidx8, align 4, !dbg !54, !tbaa !8
  %cond100.2 = tail call i32 @llvm.smax.i32(i32 %22, i32 %23), !dbg !55
  store i32 %cond100.2, ptr %arrayidx8, align 4, !dbg !56, !tbaa !8
  br label %if.end.2, !dbg !57

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp51.3 = icmp samesign ult i32 %1, 16, !dbg !46
  br i1 %cmp51.3, label %if.then.3, label %if.end.3, !dbg !46

if.then.3:                                        ; preds = %if.end.2
  %gep.3 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 64, !dbg !47
  %24 = load i32, ptr %gep.3, align 4, !dbg !47, !tbaa !8
  %25 = load i32, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %add59.3 = add nsw i32 %25, %24, !dbg !48
  store i32 %add59.3, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %gep158.3 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 64, !dbg !49
  %26 = load i32, ptr %gep158.3, align 4, !dbg !49, !tbaa !8
  %27 = load i32, ptr %arrayidx5, align 4, !dbg !50, !tbaa !8
  %cond78.3 = tail call i32 @llvm.smin.i32(i32 %26, i32 %27), !dbg !51
  store i32 %cond78.3, ptr %arrayidx5, align 4, !dbg !52, !tbaa !8
  %gep160.3 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 64, !dbg !53
  %28 = load i32, ptr %gep160.3, align 4, !dbg !53, !tbaa !8
  %29 = load i32, ptr %arrayidx8, align 4, !dbg !54, !tbaa !8
  %cond100.3 = tail call i32 @llvm.smax.i32(i32 %28, i32 %29), !dbg !55
  store i32 %cond100.3, ptr %arrayidx8, align 4, !dbg !56, !tbaa !8
  br label %if.end.3, !dbg !57

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp51.4 = icmp samesign ult i32 %1, 8, !dbg !46
  br i1 %cmp51.4, label %if.then.4, label %if.end.4, !dbg !46

if.then.4:                                        ; preds = %if.end.3
  %gep.4 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 32, !dbg !47
  %30 = load i32, ptr %gep.4, align 4, !dbg !47, !tbaa !8
  %31 = load i32, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %add59.4 = add nsw i32 %31, %30, !dbg !48
  store i32 %add59.4, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %gep158.4 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 32, !dbg !49
  %32 = load i32, ptr %gep158.4, align 4, !dbg !49, !tbaa !8
  %33 = load i32, ptr %arrayidx5, align 4, !dbg !50, !tbaa !8
  %cond78.4 = tail call i32 @llvm.smin.i32(i32 %32, i32 %33), !dbg !51
  store i32 %cond78.4, ptr %arrayidx5, align 4, !dbg !52, !tbaa !8
  %gep160.4 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 32, !dbg !53
  %34 = load i32, ptr %gep160.4, align 4, !dbg !53, !tbaa !8
  %35 = load i32, ptr %arrayidx8, align 4, !dbg !54, !tbaa !8
  %cond100.4 = tail call i32 @llvm.smax.i32(i32 %34, i32 %35), !dbg !55
  store i32 %cond100.4, ptr %arrayidx8, align 4, !dbg !56, !tbaa !8
  br label %if.end.4, !dbg !57

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp51.5 = icmp samesign ult i32 %1, 4, !dbg !46
  br i1 %cmp51.5, label %if.then.5, label %if.end.5, !dbg !46

if.then.5:                                        ; preds = %if.end.4
  %gep.5 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16, !dbg !47
  %36 = load i32, ptr %gep.5, align 4, !dbg !47, !tbaa !8
  %37 = load i32, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %add59.5 = add nsw i32 %37, %36, !dbg !48
  store i32 %add59.5, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %gep158.5 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 16, !dbg !49
  %38 = load i32, ptr %gep158.5, align 4, !dbg !49, !tbaa !8
  %39 = load i32, ptr %arrayidx5, align 4, !dbg !50, !tbaa !8
  %cond78.5 = tail call i32 @llvm.smin.i32(i32 %38, i32 %39), !dbg !51
  store i32 %cond78.5, ptr %arrayidx5, align 4, !dbg !52, !tbaa !8
  %gep160.5 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 16, !dbg !53
  %40 = load i32, ptr %gep160.5, align 4, !dbg !53, !tbaa !8
  %41 = load i32, ptr %arrayidx8, align 4, !dbg !54, !tbaa !8
  %cond100.5 = tail call i32 @llvm.smax.i32(i32 %40, i32 %41), !dbg !55
  store i32 %cond100.5, ptr %arrayidx8, align 4, !dbg !56, !tbaa !8
  br label %if.end.5, !dbg !57

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp51.6 = icmp samesign ult i32 %1, 2, !dbg !46
  br i1 %cmp51.6, label %if.then.6, label %if.end.6, !dbg !46

if.then.6:                                        ; preds = %if.end.5
  %gep.6 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8, !dbg !47
  %42 = load i32, ptr %gep.6, align 4, !dbg !47, !tbaa !8
  %43 = load i32, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %add59.6 = add nsw i32 %43, %42, !dbg !48
  store i32 %add59.6, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %gep158.6 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 8, !dbg !49
  %44 = load i32, ptr %gep158.6, align 4, !dbg !49, !tbaa !8
  %45 = load i32, ptr %arrayidx5, align 4, !dbg !50, !tbaa !8
  %cond78.6 = tail call i32 @llvm.smin.i32(i32 %44, i32 %45), !dbg !51
  store i32 %cond78.6, ptr %arrayidx5, align 4, !dbg !52, !tbaa !8
  %gep160.6 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 8, !dbg !53
  %46 = load i32, ptr %gep160.6, align 4, !dbg !53, !tbaa !8
  %47 = load i32, ptr %arrayidx8, align 4, !dbg !54, !tbaa !8
  %cond100.6 = tail call i32 @llvm.smax.i32(i32 %46, i32 %47), !dbg !55
  store i32 %cond100.6, ptr %arrayidx8, align 4, !dbg !56, !tbaa !8
  br label %if.end.6, !dbg !57

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp51.7 = icmp eq i32 %1, 0, !dbg !46
  br i1 %cmp51.7, label %if.then.7, label %if.end.7, !dbg !46

if.then.7:                                        ; preds = %if.end.6
  %gep.7 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4, !dbg !47
  %48 = load i32, ptr %gep.7, align 4, !dbg !47, !tbaa !8
  %49 = load i32, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %add59.7 = add nsw i32 %49, %48, !dbg !48
  store i32 %add59.7, ptr %arrayidx, align 4, !dbg !48, !tbaa !8
  %gep158.7 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 4, !dbg !49
  %50 = load i32, ptr %gep158.7, align 4, !dbg !49, !tbaa !8
  %51 = load i32, ptr %arrayidx5, align 4, !dbg !50, !tbaa !8
  %cond78.7 = tail call i32 @llvm.smin.i32(i32 %50, i32 %51), !dbg !51
  store i32 %cond78.7, ptr %arrayidx5, align 4, !dbg !52, !tbaa !8
  %gep160.7 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 4, !dbg !53
  %52 = load i32, ptr %gep160.7, align 4, !dbg !53, !tbaa !8
  %53 = load i32, ptr %arrayidx8, align 4, !dbg !54, !tbaa !8
  %cond100.7 = tail call i32 @llvm.smax.i32(i32 %52, i32 %53), !dbg !55
  store i32 %cond100.7, ptr %arrayidx8, align 4, !dbg !56, !tbaa !8
  br label %if.end.7, !dbg !57

if.end.7:                                         ; preds = %if.then.7, %if.end.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %cmp107 = icmp eq i32 %1, 0, !dbg !59
  br i1 %cmp107, label %if.then108, label %if.end114, !dbg !59

if.then108:                                       ; preds = %if.end.7
  %54 = load i32, ptr addrspacecast (ptr addrspace(3) @psum to ptr), align 4, !dbg !60, !tbaa !8
  %55 = atomicrmw add ptr %vsum, i32 %54 monotonic, align 4, !dbg !61
  %56 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @psum to ptr), i64 1024), align 4, !dbg !66, !tbaa !8
  %57 = atomicrmw min ptr %vmin, i32 %56 monotonic, align 4, !dbg !67
  %58 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @psum to ptr), i64 2048), align 4, !dbg !72, !tbaa !8
  %59 = atomicrmw max ptr %vmax, i32 %58 monotonic, align 4, !dbg !73
  br label %if.end114, !dbg !78

if.end114:                                        ; preds = %if.then108, %if.end.7
  ret void, !dbg !79
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "REDUCE3_INT.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "reduce3int", scope: !1, file: !1, line: 46, type: !13, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 56, column: 18, scope: !12)
!19 = !DILocation(line: 56, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 56, column: 44, scope: !12)
!23 = !DILocation(line: 56, column: 42, scope: !12)
!24 = !DILocation(line: 56, column: 18, scope: !12)
!25 = !DILocation(line: 58, column: 3, scope: !12)
!26 = !DILocation(line: 58, column: 23, scope: !12)
!27 = !DILocation(line: 59, column: 3, scope: !12)
!28 = !DILocation(line: 59, column: 23, scope: !12)
!29 = !DILocation(line: 60, column: 3, scope: !12)
!30 = !DILocation(line: 60, column: 23, scope: !12)
!31 = !DILocation(line: 62, column: 13, scope: !12)
!32 = !DILocation(line: 62, column: 3, scope: !12)
!33 = !DILocation(line: 63, column: 28, scope: !12)
!34 = !DILocation(line: 63, column: 25, scope: !12)
!35 = !DILocation(line: 64, column: 58, scope: !12)
!36 = !DILocation(line: 64, scope: !12)
!37 = !DILocation(line: 64, column: 25, scope: !12)
!38 = !DILocation(line: 65, column: 58, scope: !12)
!39 = !DILocation(line: 65, scope: !12)
!40 = !DILocation(line: 65, column: 25, scope: !12)
!41 = !DILocation(line: 62, column: 24, scope: !12)
!42 = distinct !{!42, !32, !43, !44}
!43 = !DILocation(line: 66, column: 3, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 67, column: 3, scope: !12)
!46 = !DILocation(line: 70, column: 22, scope: !12)
!47 = !DILocation(line: 71, column: 30, scope: !12)
!48 = !DILocation(line: 71, column: 27, scope: !12)
!49 = !DILocation(line: 72, column: 60, scope: !12)
!50 = !DILocation(line: 72, column: 39, scope: !12)
!51 = !DILocation(line: 72, scope: !12)
!52 = !DILocation(line: 72, column: 27, scope: !12)
!53 = !DILocation(line: 73, column: 60, scope: !12)
!54 = !DILocation(line: 73, column: 39, scope: !12)
!55 = !DILocation(line: 73, scope: !12)
!56 = !DILocation(line: 73, column: 27, scope: !12)
!57 = !DILocation(line: 74, column: 5, scope: !12)
!58 = !DILocation(line: 75, column: 6, scope: !12)
!59 = !DILocation(line: 78, column: 20, scope: !12)
!60 = !DILocation(line: 79, column: 47, scope: !12)
!61 = !DILocation(line: 66, column: 89, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "atomicAdd<int>", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = distinct !DILocation(line: 28, column: 83, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "atomicAdd<RAJA::cuda_atomic, int>", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = distinct !DILocation(line: 79, column: 5, scope: !12)
!66 = !DILocation(line: 80, column: 47, scope: !12)
!67 = !DILocation(line: 68, column: 89, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "atomicMin<int>", scope: !17, file: !17, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = distinct !DILocation(line: 29, column: 83, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "atomicMin<RAJA::cuda_atomic, int>", scope: !1, file: !1, line: 29, type: !13, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = distinct !DILocation(line: 80, column: 5, scope: !12)
!72 = !DILocation(line: 81, column: 47, scope: !12)
!73 = !DILocation(line: 67, column: 89, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "atomicMax<int>", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = distinct !DILocation(line: 30, column: 83, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "atomicMax<RAJA::cuda_atomic, int>", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!77 = distinct !DILocation(line: 81, column: 5, scope: !12)
!78 = !DILocation(line: 82, column: 3, scope: !12)
!79 = !DILocation(line: 83, column: 1, scope: !12)
