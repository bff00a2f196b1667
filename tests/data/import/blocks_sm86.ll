; ModuleID = 'blocks.cu'
source_filename = "blocks.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8dot_treePKdS0_PdlE1s = internal unnamed_addr addrspace(3) global [256 x double] undef, align 8
@buf = external dso_local local_unnamed_addr addrspace(3) global [0 x double], align 8
@_ZZ9divergentPdlE1s = internal unnamed_addr addrspace(3) global [256 x double] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8dot_treePKdS0_Pdl(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef captures(none) %dprod, i64 noundef %n) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %conv = zext nneg i32 %0 to i64, !dbg !19
  %mul = shl nuw nsw i64 %conv, 8, !dbg !20
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %conv2 = zext nneg i32 %1 to i64, !dbg !24
  %add = add nuw nsw i64 %mul, %conv2, !dbg !25
  %arrayidx = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 %conv2, !dbg !26
  store double 0.000000e+00, ptr %arrayidx, align 8, !dbg !27, !tbaa !28
  %cmp = icmp slt i64 %add, %n, !dbg !30
  br i1 %cmp, label %if.then, label %if.end, !dbg !30

if.then:                                          ; preds = %entry
  %arrayidx5 = getelementptr inbounds nuw double, ptr %b, i64 %add
  %arrayidx4 = getelementptr inbounds nuw double, ptr %a, i64 %add
  %2 = load double, ptr %arrayidx4, align 8, !dbg !31, !tbaa !28
  %3 = load double, ptr %arrayidx5, align 8, !dbg !32, !tbaa !28
  %mul6 = fmul contract double %2, %3, !dbg !33
  store double %mul6, ptr %arrayidx, align 8, !dbg !34, !tbaa !28
  br label %if.end, !dbg !35

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %cmp12 = icmp samesign ult i32 %1, 128, !dbg !37
  br i1 %cmp12, label %if.then13, label %if.end22, !dbg !37

if.then13:                                        ; preds = %if.end
  %4 = zext nneg i32 %1 to i64
  %5 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 %4
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %5, i64 1024
  %6 = load double, ptr %arrayidx17, align 8, !dbg !38, !tbaa !28
  %7 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  %add21 = fadd contract double %6, %7, !dbg !39
  store double %add21, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  br label %if.end22, !dbg !40

if.end22:                                         ; preds = %if.then13, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp12.1 = icmp samesign ult i32 %1, 64, !dbg !37
  br i1 %cmp12.1, label %if.then13.1, label %if.end22.1, !dbg !37

if.then13.1:                                      ; preds = %if.end22
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 %8
  %arrayidx17.1 = getelementptr inbounds nuw i8, ptr %9, i64 512
  %10 = load double, ptr %arrayidx17.1, align 8, !dbg !38, !tbaa !28
  %11 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  %add21.1 = fadd contract double %10, %11, !dbg !39
  store double %add21.1, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  br label %if.end22.1, !dbg !40

if.end22.1:                                       ; preds = %if.then13.1, %if.end22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp12.2 = icmp samesign ult i32 %1, 32, !dbg !37
  br i1 %cmp12.2, label %if.then13.2, label %if.end22.2, !dbg !37

if.then13.2:                                      ; preds = %if.end22.1
  %12 = zext nneg i32 %1 to i64
  %13 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 %12
  %arrayidx17.2 = getelementptr inbounds nuw i8, ptr %13, i64 256
  %14 = load double, ptr %arrayidx17.2, align 8, !dbg !38, !tbaa !28
  %15 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  %add21.2 = fadd contract double %14, %15, !dbg !39
  store double %add21.2, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  br label %if.end22.2, !dbg !40

if.end22.2:                                       ; preds = %if.then13.2, %if.end22.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp12.3 = icmp samesign ult i32 %1, 16, !dbg !37
  br i1 %cmp12.3, label %if.then13.3, label %if.end22.3, !dbg !37

if.then13.3:                                      ; preds = %if.end22.2
  %16 = zext nneg i32 %1 to i64
  %17 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 %16
  %arrayidx17.3 = getelementptr inbounds nuw i8, ptr %17, i64 128
  %18 = load double, ptr %arrayidx17.3, align 8, !dbg !38, !tbaa !28
  %19 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  %add21.3 = fadd contract double %18, %19, !dbg !39
  store double %add21.3, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  br label %if.end22.3, !dbg !40

if.end22.3:                                       ; preds = %if.then13.3, %if.end22.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp12.4 = icmp samesign ult i32 %1, 8, !dbg !37
  br i1 %cmp12.4, label %if.then13.4, label %if.end22.4, !dbg !37

if.then13.4:                                      ; preds = %if.end22.3
  %20 = zext nneg i32 %1 to i64
  %21 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 %20
  %arrayidx17.4 = getelementptr inbounds nuw i8, ptr %21, i64 64
  %22 = load double, ptr %arrayidx17.4, align 8, !dbg !38, !tbaa !28
  %23 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  %add21.4 = fadd contract double %22, %23, !dbg !39
  store double %add21.4, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  br label %if.end22.4, !dbg !40

if.end22.4:                                       ; preds = %if.then13.4, %if.end22.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp12.5 = icmp samesign ult i32 %1, 4, !dbg !37
  br i1 %cmp12.5, label %if.then13.5, label %if.end22.5, !dbg !37

if.then13.5:                                      ; preds = %if.end22.4
  %24 = zext nneg i32 %1 to i64
  %25 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 %24
  %arrayidx17.5 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %26 = load double, ptr %arrayidx17.5, align 8, !dbg !38, !tbaa !28
  %27 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  %add21.5 = fadd contract double %26, %27, !dbg !39
  store double %add21.5, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  br label %if.end22.5, !dbg !40

if.end22.5:                                       ; preds = %if.then13.5, %if.end22.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp12.6 = icmp samesign ult i32 %1, 2, !dbg !37
  br i1 %cmp12.6, label %if.then13.6, label %if.end22.6, !dbg !37

if.then13.6:                                      ; preds = %if.end22.5
  %28 = zext nneg i32 %1 to i64
  %29 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 %28
  %arrayidx17.6 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %30 = load double, ptr %arrayidx17.6, align 8, !dbg !38, !tbaa !28
  %31 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  %add21.6 = fadd contract double %30, %31, !dbg !39
  store double %add21.6, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  br label %if.end22.6, !dbg !40

if.end22.6:                                       ; preds = %if.then13.6, %if.end22.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp12.7 = icmp eq i32 %1, 0, !dbg !37
  br i1 %cmp12.7, label %if.then13.7, label %if.end22.7, !dbg !37

if.then13.7:                                      ; preds = %if.end22.6
  %32 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), i64 8), align 8, !dbg !38, !tbaa !28
  %33 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  %add21.7 = fadd contract double %32, %33, !dbg !39
  store double %add21.7, ptr %arrayidx, align 8, !dbg !39, !tbaa !28
  br label %if.end22.7, !dbg !40

if.end22.7:                                       ; preds = %if.then13.7, %if.end22.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %cmp24 = icmp eq i32 %1, 0, !dbg !42
  br i1 %cmp24, label %if.then25, label %if.end27, !dbg !42

if.then25:                                        ; preds = %if.end22.7
  %34 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ8dot_treePKdS0_PdlE1s to ptr), align 8, !dbg !43, !tbaa !28
  %35 = atomicrmw fadd ptr %dprod, double %34 monotonic, align 8, !dbg !44
  br label %if.end27, !dbg !47

if.end27:                                         ; preds = %if.then25, %if.end22.7
  ret void, !dbg !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10block_scanPKdPdl(ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %y, i64 noundef %n) local_unnamed_addr #0 !dbg !49 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !50
  %conv = zext nneg i32 %0 to i64, !dbg !52
  %mul = shl nuw nsw i64 %conv, 8, !dbg !53
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %conv2 = zext nneg i32 %1 to i64, !dbg !56
  %add = add nuw nsw i64 %mul, %conv2, !dbg !57
  %cmp = icmp slt i64 %add, %n, !dbg !58
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !59

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %x, i64 %add
  %2 = load double, ptr %arrayidx, align 8, !dbg !60, !tbaa !28
  br label %cond.end, !dbg !59

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract double [ %2, %cond.true ], [ 0.000000e+00, %entry ], !dbg !59
  %arrayidx4 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %conv2, !dbg !61
  store double %cond, ptr %arrayidx4, align 8, !dbg !62, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %3 = load double, ptr %arrayidx4, align 8, !dbg !64, !tbaa !28
  %cmp10.not = icmp eq i32 %1, 0, !dbg !65
  br i1 %cmp10.not, label %if.end, label %if.then, !dbg !65

if.then:                                          ; preds = %cond.end
  %4 = zext nneg i32 %1 to i64
  %5 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %4
  %arrayidx14 = getelementptr i8, ptr %5, i64 -8
  %6 = load double, ptr %arrayidx14, align 8, !dbg !66, !tbaa !28
  %add15 = fadd contract double %3, %6, !dbg !67
  br label %if.end, !dbg !68

if.end:                                           ; preds = %if.then, %cond.end
  %v.0 = phi double [ %add15, %if.then ], [ %3, %cond.end ], !dbg !69
  %7 = zext nneg i32 %1 to i64, !dbg !70
  %8 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %7, !dbg !70
  %arrayidx20 = getelementptr inbounds nuw i8, ptr %8, i64 2048, !dbg !70
  store double %v.0, ptr %arrayidx20, align 8, !dbg !71, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !72
  %9 = load double, ptr %arrayidx20, align 8, !dbg !64, !tbaa !28
  %cmp10.not.1 = icmp samesign ult i32 %1, 2, !dbg !65
  br i1 %cmp10.not.1, label %if.end.1, label %if.then.1, !dbg !65

if.then.1:                                        ; preds = %if.end
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %10
  %arrayidx14.1 = getelementptr inbounds nuw i8, ptr %11, i64 2032
  %12 = load double, ptr %arrayidx14.1, align 8, !dbg !66, !tbaa !28
  %add15.1 = fadd contract double %9, %12, !dbg !67
  br label %if.end.1, !dbg !68

if.end.1:                                         ; preds = %if.then.1, %if.end
  %v.0.1 = phi double [ %add15.1, %if.then.1 ], [ %9, %if.end ], !dbg !69
  store double %v.0.1, ptr %arrayidx4, align 8, !dbg !71, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !72
  %13 = load double, ptr %arrayidx4, align 8, !dbg !64, !tbaa !28
  %cmp10.not.2 = icmp samesign ult i32 %1, 4, !dbg !65
  br i1 %cmp10.not.2, label %if.end.2, label %if.then.2, !dbg !65

if.then.2:                                        ; preds = %if.end.1
  %14 = zext nneg i32 %1 to i64
  %15 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %14
  %arrayidx14.2 = getelementptr i8, ptr %15, i64 -32
  %16 = load double, ptr %arrayidx14.2, align 8, !dbg !66, !tbaa !28
  %add15.2 = fadd contract double %13, %16, !dbg !67
  br label %if.end.2, !dbg !68

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  %v.0.2 = phi double [ %add15.2, %if.then.2 ], [ %13, %if.end.1 ], !dbg !69
  store double %v.0.2, ptr %arrayidx20, align 8, !dbg !71, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !72
  %17 = load double, ptr %arrayidx20, align 8, !dbg !64, !tbaa !28
  %cmp10.not.3 = icmp samesign ult i32 %1, 8, !dbg !65
  br i1 %cmp10.not.3, label %if.end.3, label %if.then.3, !dbg !65

if.then.3:                                        ; preds = %if.end.2
  %18 = zext nneg i32 %1 to i64
  %19 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %18
  %arrayidx14.3 = getelementptr inbounds nuw i8, ptr %19, i64 1984
  %20 = load double, ptr %arrayidx14.3, align 8, !dbg !66, !tbaa !28
  %add15.3 = fadd contract double %17, %20, !dbg !67
  br label %if.end.3, !dbg !68

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  %v.0.3 = phi double [ %add15.3, %if.then.3 ], [ %17, %if.end.2 ], !dbg !69
  store double %v.0.3, ptr %arrayidx4, align 8, !dbg !71, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !72
  %21 = load double, ptr %arrayidx4, align 8, !dbg !64, !tbaa !28
  %cmp10.not.4 = icmp samesign ult i32 %1, 16, !dbg !65
  br i1 %cmp10.not.4, label %if.end.4, label %if.then.4, !dbg !65

if.then.4:                                        ; preds = %if.end.3
  %22 = zext nneg i32 %1 to i64
  %23 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %22
  %arrayidx14.4 = getelementptr i8, ptr %23, i64 -128
  %24 = load double, ptr %arrayidx14.4, align 8, !dbg !66, !tbaa !28
  %add15.4 = fadd contract double %21, %24, !dbg !67
  br label %if.end.4, !dbg !68

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  %v.0.4 = phi double [ %add15.4, %if.then.4 ], [ %21, %if.end.3 ], !dbg !69
  store double %v.0.4, ptr %arrayidx20, align 8, !dbg !71, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !72
  %25 = load double, ptr %arrayidx20, align 8, !dbg !64, !tbaa !28
  %cmp10.not.5 = icmp samesign ult i32 %1, 32, !dbg !65
  br i1 %cmp10.not.5, label %if.end.5, label %if.then.5, !dbg !65

if.then.5:                                        ; preds = %if.end.4
  %26 = zext nneg i32 %1 to i64
  %27 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %26
  %arrayidx14.5 = getelementptr inbounds nuw i8, ptr %27, i64 1792
  %28 = load double, ptr %arrayidx14.5, align 8, !dbg !66, !tbaa !28
  %add15.5 = fadd contract double %25, %28, !dbg !67
  br label %if.end.5, !dbg !68

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  %v.0.5 = phi double [ %add15.5, %if.then.5 ], [ %25, %if.end.4 ], !dbg !69
  store double %v.0.5, ptr %arrayidx4, align 8, !dbg !71, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !72
  %29 = load double, ptr %arrayidx4, align 8, !dbg !64, !tbaa !28
  %cmp10.not.6 = icmp samesign ult i32 %1, 64, !dbg !65
  br i1 %cmp10.not.6, label %if.end.6, label %if.then.6, !dbg !65

if.then.6:                                        ; preds = %if.end.5
  %30 = zext nneg i32 %1 to i64
  %31 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %30
  %arrayidx14.6 = getelementptr i8, ptr %31, i64 -512
  %32 = load double, ptr %arrayidx14.6, align 8, !dbg !66, !tbaa !28
  %add15.6 = fadd contract double %29, %32, !dbg !67
  br label %if.end.6, !dbg !68

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  %v.0.6 = phi double [ %add15.6, %if.then.6 ], [ %29, %if.end.5 ], !dbg !69
  store double %v.0.6, ptr %arrayidx20, align 8, !dbg !71, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !72
  %33 = load double, ptr %arrayidx20, align 8, !dbg !64, !tbaa !28
  %cmp10.not.7 = icmp samesign ult i32 %1, 128, !dbg !65
  br i1 %cmp10.not.7, label %if.end.7, label %if.then.7, !dbg !65

if.then.7:                                        ; preds = %if.end.6
  %34 = zext nneg i32 %1 to i64
  %35 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %34
  %arrayidx14.7 = getelementptr inbounds nuw i8, ptr %35, i64 1024
  %36 = load double, ptr %arrayidx14.7, align 8, !dbg !66, !tbaa !28
  %add15.7 = fadd contract double %33, %36, !dbg !67
  br label %if.end.7, !dbg !68

if.end.7:                                         ; preds = %if.then.7, %if.end.6
  %v.0.7 = phi double [ %add15.7, %if.then.7 ], [ %33, %if.end.6 ], !dbg !69
  store double %v.0.7, ptr %arrayidx4, align 8, !dbg !71, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !72
  br i1 %cmp, label %if.then24, label %if.end30, !dbg !73

if.then24:                                        ; preds = %if.end.7
  %arrayidx29 = getelementptr inbounds nuw double, ptr %y, i64 %add
  %37 = load double, ptr %arrayidx4, align 8, !dbg !74, !tbaa !28
  store double %37, ptr %arrayidx29, align 8, !dbg !75, !tbaa !28
  br label %if.end30, !dbg !76

if.end30:                                         ; preds = %if.then24, %if.end.7
  ret void, !dbg !77
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9histogramPKdPdl(ptr noundef readonly captures(none) %x, ptr noundef captures(none) %bins, i64 noundef %n) local_unnamed_addr #2 !dbg !78 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !79
  %conv = zext nneg i32 %0 to i64, !dbg !81
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !82
  %conv2 = zext nneg i32 %1 to i64, !dbg !85
  %mul = mul nuw nsw i64 %conv, %conv2, !dbg !86
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !87
  %conv4 = zext nneg i32 %2 to i64, !dbg !89
  %add = add nuw nsw i64 %mul, %conv4, !dbg !90
  %cmp = icmp slt i64 %add, %n, !dbg !91
  br i1 %cmp, label %if.then, label %if.end, !dbg !91

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %x, i64 %add, !dbg !92
  %3 = load double, ptr %arrayidx, align 8, !dbg !92, !tbaa !28
  %mul5 = fmul contract double %3, 8.000000e+00, !dbg !93
  %conv6 = fptosi double %mul5 to i64, !dbg !94
  %and = and i64 %conv6, 15, !dbg !95
  %arrayidx7 = getelementptr inbounds nuw double, ptr %bins, i64 %and, !dbg !96
  %4 = atomicrmw fadd ptr %arrayidx7, double 1.000000e+00 monotonic, align 8, !dbg !97
  br label %if.end, !dbg !99

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !100
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7int_maxPKdPxl(ptr noundef readonly captures(none) %x, ptr noundef captures(none) %top, i64 noundef %n) local_unnamed_addr #2 !dbg !101 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !102
  %conv = zext nneg i32 %0 to i64, !dbg !104
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !105
  %conv2 = zext nneg i32 %1 to i64, !dbg !107
  %mul = mul nuw nsw i64 %conv, %conv2, !dbg !108
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !109
  %conv4 = zext nneg i32 %2 to i64, !dbg !111
  %add = add nuw nsw i64 %mul, %conv4, !dbg !112
  %cmp = icmp slt i64 %add, %n, !dbg !113
  br i1 %cmp, label %if.then, label %if.end, !dbg !113

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %x, i64 %add
  %3 = load double, ptr %arrayidx, align 8, !dbg !114, !tbaa !28
  %mul5 = fmul contract double %3, 1.000000e+03, !dbg !115
  %conv6 = fptosi double %mul5 to i64, !dbg !116
  %4 = atomicrmw max ptr %top, i64 %conv6 monotonic, align 8, !dbg !117
  br label %if.end, !dbg !120

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !121
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11scatter_addPKdPdl(ptr noundef readonly captures(none) %x, ptr noundef captures(none) %acc, i64 noundef %n) local_unnamed_addr #2 !dbg !122 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !123
  %conv = zext nneg i32 %0 to i64, !dbg !125
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !126
  %conv2 = zext nneg i32 %1 to i64, !dbg !128
  %mul = mul nuw nsw i64 %conv, %conv2, !dbg !129
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !130
  %conv4 = zext nneg i32 %2 to i64, !dbg !132
  %add = add nuw nsw i64 %mul, %conv4, !dbg !133
  %cmp = icmp slt i64 %add, %n, !dbg !134
  br i1 %cmp, label %if.then, label %if.end, !dbg !134

if.then:                                          ; preds = %entry
  %arrayidx5 = getelementptr inbounds nuw double, ptr %x, i64 %add
  %rem = urem i64 %add, 7, !dbg !135
  %arrayidx = getelementptr inbounds nuw double, ptr %acc, i64 %rem, !dbg !136
  %3 = load double, ptr %arrayidx5, align 8, !dbg !137, !tbaa !28
  %4 = atomicrmw fadd ptr %arrayidx, double %3 monotonic, align 8, !dbg !138
  br label %if.end, !dbg !140

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !141
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9divergentPdl(ptr noundef captures(none) %x, i64 noundef %n) local_unnamed_addr #0 !dbg !142 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !143
  %conv = zext nneg i32 %0 to i64, !dbg !145
  %mul = shl nuw nsw i64 %conv, 8, !dbg !146
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !147
  %conv2 = zext nneg i32 %1 to i64, !dbg !149
  %add = add nuw nsw i64 %mul, %conv2, !dbg !150
  %cmp = icmp slt i64 %add, %n, !dbg !151
  br i1 %cmp, label %if.then, label %if.end, !dbg !151

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %x, i64 %add, !dbg !152
  %2 = load double, ptr %arrayidx, align 8, !dbg !152, !tbaa !28
  %arrayidx4 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ9divergentPdlE1s to ptr), i64 %conv2, !dbg !153
  store double %2, ptr %arrayidx4, align 8, !dbg !154, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !155
  %sub = sub nsw i32 255, %1, !dbg !156
  %idxprom6 = zext i32 %sub to i64, !dbg !157
  %arrayidx7 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ9divergentPdlE1s to ptr), i64 %idxprom6, !dbg !157
  %3 = load double, ptr %arrayidx7, align 8, !dbg !157, !tbaa !28
  store double %3, ptr %arrayidx, align 8, !dbg !158, !tbaa !28
  br label %if.end, !dbg !159

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !160
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "blocks.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "dot_tree", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 9, column: 18, scope: !12)
!20 = !DILocation(line: 9, column: 29, scope: !12)
!21 = !DILocation(line: 44, column: 24, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 9, column: 39, scope: !12)
!24 = !DILocation(line: 9, column: 39, scope: !12)
!25 = !DILocation(line: 9, column: 37, scope: !12)
!26 = !DILocation(line: 10, column: 3, scope: !12)
!27 = !DILocation(line: 10, column: 18, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !10, i64 0}
!30 = !DILocation(line: 11, column: 9, scope: !12)
!31 = !DILocation(line: 11, column: 31, scope: !12)
!32 = !DILocation(line: 11, column: 38, scope: !12)
!33 = !DILocation(line: 11, column: 36, scope: !12)
!34 = !DILocation(line: 11, column: 29, scope: !12)
!35 = !DILocation(line: 11, column: 14, scope: !12)
!36 = !DILocation(line: 12, column: 3, scope: !12)
!37 = !DILocation(line: 14, column: 21, scope: !12)
!38 = !DILocation(line: 14, column: 44, scope: !12)
!39 = !DILocation(line: 14, column: 41, scope: !12)
!40 = !DILocation(line: 14, column: 26, scope: !12)
!41 = !DILocation(line: 15, column: 5, scope: !12)
!42 = !DILocation(line: 17, column: 19, scope: !12)
!43 = !DILocation(line: 17, column: 42, scope: !12)
!44 = !DILocation(line: 66, column: 89, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "atomicAdd<double>", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 17, column: 25, scope: !12)
!47 = !DILocation(line: 17, column: 25, scope: !12)
!48 = !DILocation(line: 18, column: 1, scope: !12)
!49 = distinct !DISubprogram(name: "block_scan", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !51)
!51 = distinct !DILocation(line: 23, column: 18, scope: !49)
!52 = !DILocation(line: 23, column: 18, scope: !49)
!53 = !DILocation(line: 23, column: 29, scope: !49)
!54 = !DILocation(line: 44, column: 24, scope: !22, inlinedAt: !55)
!55 = distinct !DILocation(line: 23, column: 39, scope: !49)
!56 = !DILocation(line: 23, column: 39, scope: !49)
!57 = !DILocation(line: 23, column: 37, scope: !49)
!58 = !DILocation(line: 25, column: 14, scope: !49)
!59 = !DILocation(line: 25, column: 12, scope: !49)
!60 = !DILocation(line: 25, column: 20, scope: !49)
!61 = !DILocation(line: 25, column: 3, scope: !49)
!62 = !DILocation(line: 25, column: 10, scope: !49)
!63 = !DILocation(line: 26, column: 3, scope: !49)
!64 = !DILocation(line: 30, column: 16, scope: !49)
!65 = !DILocation(line: 31, column: 11, scope: !49)
!66 = !DILocation(line: 31, column: 22, scope: !49)
!67 = !DILocation(line: 31, column: 19, scope: !49)
!68 = !DILocation(line: 31, column: 17, scope: !49)
!69 = !DILocation(line: 0, scope: !49)
!70 = !DILocation(line: 32, column: 5, scope: !49)
!71 = !DILocation(line: 32, column: 33, scope: !49)
!72 = !DILocation(line: 34, column: 5, scope: !49)
!73 = !DILocation(line: 36, column: 9, scope: !49)
!74 = !DILocation(line: 36, column: 21, scope: !49)
!75 = !DILocation(line: 36, column: 19, scope: !49)
!76 = !DILocation(line: 36, column: 14, scope: !49)
!77 = !DILocation(line: 37, column: 1, scope: !49)
!78 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 40, type: !13, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !80)
!80 = distinct !DILocation(line: 41, column: 18, scope: !78)
!81 = !DILocation(line: 41, column: 18, scope: !78)
!82 = !DILocation(line: 46, column: 23, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = distinct !DILocation(line: 41, column: 31, scope: !78)
!85 = !DILocation(line: 41, column: 31, scope: !78)
!86 = !DILocation(line: 41, column: 29, scope: !78)
!87 = !DILocation(line: 44, column: 24, scope: !22, inlinedAt: !88)
!88 = distinct !DILocation(line: 41, column: 44, scope: !78)
!89 = !DILocation(line: 41, column: 44, scope: !78)
!90 = !DILocation(line: 41, column: 42, scope: !78)
!91 = !DILocation(line: 42, column: 9, scope: !78)
!92 = !DILocation(line: 43, column: 21, scope: !78)
!93 = !DILocation(line: 43, column: 26, scope: !78)
!94 = !DILocation(line: 43, column: 20, scope: !78)
!95 = !DILocation(line: 43, column: 33, scope: !78)
!96 = !DILocation(line: 44, column: 16, scope: !78)
!97 = !DILocation(line: 66, column: 89, scope: !45, inlinedAt: !98)
!98 = distinct !DILocation(line: 44, column: 5, scope: !78)
!99 = !DILocation(line: 45, column: 3, scope: !78)
!100 = !DILocation(line: 46, column: 1, scope: !78)
!101 = distinct !DISubprogram(name: "int_max", scope: !1, file: !1, line: 49, type: !13, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !103)
!103 = distinct !DILocation(line: 50, column: 18, scope: !101)
!104 = !DILocation(line: 50, column: 18, scope: !101)
!105 = !DILocation(line: 46, column: 23, scope: !83, inlinedAt: !106)
!106 = distinct !DILocation(line: 50, column: 31, scope: !101)
!107 = !DILocation(line: 50, column: 31, scope: !101)
!108 = !DILocation(line: 50, column: 29, scope: !101)
!109 = !DILocation(line: 44, column: 24, scope: !22, inlinedAt: !110)
!110 = distinct !DILocation(line: 50, column: 44, scope: !101)
!111 = !DILocation(line: 50, column: 44, scope: !101)
!112 = !DILocation(line: 50, column: 42, scope: !101)
!113 = !DILocation(line: 51, column: 9, scope: !101)
!114 = !DILocation(line: 51, column: 41, scope: !101)
!115 = !DILocation(line: 51, column: 46, scope: !101)
!116 = !DILocation(line: 51, column: 40, scope: !101)
!117 = !DILocation(line: 67, column: 89, scope: !118, inlinedAt: !119)
!118 = distinct !DISubprogram(name: "atomicMax<long long>", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!119 = distinct !DILocation(line: 51, column: 14, scope: !101)
!120 = !DILocation(line: 51, column: 14, scope: !101)
!121 = !DILocation(line: 52, column: 1, scope: !101)
!122 = distinct !DISubprogram(name: "scatter_add", scope: !1, file: !1, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!123 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !124)
!124 = distinct !DILocation(line: 56, column: 18, scope: !122)
!125 = !DILocation(line: 56, column: 18, scope: !122)
!126 = !DILocation(line: 46, column: 23, scope: !83, inlinedAt: !127)
!127 = distinct !DILocation(line: 56, column: 31, scope: !122)
!128 = !DILocation(line: 56, column: 31, scope: !122)
!129 = !DILocation(line: 56, column: 29, scope: !122)
!130 = !DILocation(line: 44, column: 24, scope: !22, inlinedAt: !131)
!131 = distinct !DILocation(line: 56, column: 44, scope: !122)
!132 = !DILocation(line: 56, column: 44, scope: !122)
!133 = !DILocation(line: 56, column: 42, scope: !122)
!134 = !DILocation(line: 57, column: 9, scope: !122)
!135 = !DILocation(line: 57, column: 31, scope: !122)
!136 = !DILocation(line: 57, column: 25, scope: !122)
!137 = !DILocation(line: 57, column: 37, scope: !122)
!138 = !DILocation(line: 66, column: 89, scope: !45, inlinedAt: !139)
!139 = distinct !DILocation(line: 57, column: 14, scope: !122)
!140 = !DILocation(line: 57, column: 14, scope: !122)
!141 = !DILocation(line: 58, column: 1, scope: !122)
!142 = distinct !DISubprogram(name: "divergent", scope: !1, file: !1, line: 61, type: !13, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!143 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !144)
!144 = distinct !DILocation(line: 63, column: 18, scope: !142)
!145 = !DILocation(line: 63, column: 18, scope: !142)
!146 = !DILocation(line: 63, column: 29, scope: !142)
!147 = !DILocation(line: 44, column: 24, scope: !22, inlinedAt: !148)
!148 = distinct !DILocation(line: 63, column: 39, scope: !142)
!149 = !DILocation(line: 63, column: 39, scope: !142)
!150 = !DILocation(line: 63, column: 37, scope: !142)
!151 = !DILocation(line: 64, column: 9, scope: !142)
!152 = !DILocation(line: 65, column: 22, scope: !142)
!153 = !DILocation(line: 65, column: 5, scope: !142)
!154 = !DILocation(line: 65, column: 20, scope: !142)
!155 = !DILocation(line: 66, column: 5, scope: !142)
!156 = !DILocation(line: 67, column: 24, scope: !142)
!157 = !DILocation(line: 67, column: 12, scope: !142)
!158 = !DILocation(line: 67, column: 10, scope: !142)
!159 = !DILocation(line: 68, column: 3, scope: !142)
!160 = !DILocation(line: 69, column: 1, scope: !142)
