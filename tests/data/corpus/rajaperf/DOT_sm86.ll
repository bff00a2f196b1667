; ModuleID = 'DOT.cu'
source_filename = "DOT.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@pdot = external dso_local local_unnamed_addr addrspace(3) global [0 x double], align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z3dotPdS_S_dl(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef captures(none) %dprod, double noundef %dprod_init, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %idxprom = zext nneg i32 %1 to i64, !dbg !25
  %arrayidx = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @pdot to ptr), i64 %idxprom, !dbg !25
  store double %dprod_init, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %cmp43 = icmp sgt i64 %iend, %conv, !dbg !29
  br i1 %cmp43, label %for.body.lr.ph, label %for.end, !dbg !30

for.body.lr.ph:                                   ; preds = %entry
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul11 = shl i32 %2, 8
  %conv12 = zext i32 %mul11 to i64
  br label %for.body, !dbg !30

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %add945 = phi double [ %dprod_init, %for.body.lr.ph ], [ %add9, %for.body ], !dbg !31
  %i.044 = phi i64 [ %conv, %for.body.lr.ph ], [ %add13, %for.body ]
  %arrayidx3 = getelementptr inbounds nuw double, ptr %a, i64 %i.044, !dbg !31
  %3 = load double, ptr %arrayidx3, align 8, !dbg !31, !tbaa !27
  %arrayidx4 = getelementptr inbounds nuw double, ptr %b, i64 %i.044, !dbg !32
  %4 = load double, ptr %arrayidx4, align 8, !dbg !32, !tbaa !27
  %mul5 = fmul contract double %3, %4, !dbg !33
  %add9 = fadd contract double %add945, %mul5, !dbg !34
  store double %add9, ptr %arrayidx, align 8, !dbg !34, !tbaa !27
  %add13 = add nuw nsw i64 %i.044, %conv12, !dbg !35
  %cmp = icmp slt i64 %add13, %iend, !dbg !29
  br i1 %cmp, label %for.body, label %for.end, !dbg !30, !llvm.loop !36

for.end:                                          ; preds = %for.body, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %cmp19 = icmp samesign ult i32 %1, 128, !dbg !40
  br i1 %cmp19, label %if.then, label %if.end, !dbg !40

if.then:                                          ; preds = %for.end
  %gep = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1024
  %5 = load double, ptr %gep, align 8, !dbg !41, !tbaa !27
  %6 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  %add27 = fadd contract double %5, %6, !dbg !42
  store double %add27, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  br label %if.end, !dbg !43

if.end:                                           ; preds = %if.then, %for.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %cmp19.1 = icmp samesign ult i32 %1, 64, !dbg !40
  br i1 %cmp19.1, label %if.then.1, label %if.end.1, !dbg !40

if.then.1:                                        ; preds = %if.end
  %gep.1 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 512
  %7 = load double, ptr %gep.1, align 8, !dbg !41, !tbaa !27
  %8 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  %add27.1 = fadd contract double %7, %8, !dbg !42
  store double %add27.1, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  br label %if.end.1, !dbg !43

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %cmp19.2 = icmp samesign ult i32 %1, 32, !dbg !40
  br i1 %cmp19.2, label %if.then.2, label %if.end.2, !dbg !40

if.then.2:                                        ; preds = %if.end.1
  %gep.2 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 256
  %9 = load double, ptr %gep.2, align 8, !dbg !41, !tbaa !27
  %10 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  %add27.2 = fadd contract double %9, %10, !dbg !42
  store double %add27.2, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  br label %if.end.2, !dbg !43

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %cmp19.3 = icmp samesign ult i32 %1, 16, !dbg !40
  br i1 %cmp19.3, label %if.then.3, label %if.end.3, !dbg !40

if.then.3:                                        ; preds = %if.end.2
  %gep.3 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 128
  %11 = load double, ptr %gep.3, align 8, !dbg !41, !tbaa !27
  %12 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  %add27.3 = fadd contract double %11, %12, !dbg !42
  store double %add27.3, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  br label %if.end.3, !dbg !43

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %cmp19.4 = icmp samesign ult i32 %1, 8, !dbg !40
  br i1 %cmp19.4, label %if.then.4, label %if.end.4, !dbg !40

if.then.4:                                        ; preds = %if.end.3
  %gep.4 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 64
  %13 = load double, ptr %gep.4, align 8, !dbg !41, !tbaa !27
  %14 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  %add27.4 = fadd contract double %13, %14, !dbg !42
  store double %add27.4, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  br label %if.end.4, !dbg !43

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %cmp19.5 = icmp samesign ult i32 %1, 4, !dbg !40
  br i1 %cmp19.5, label %if.then.5, label %if.end.5, !dbg !40

if.then.5:                                        ; preds = %if.end.4
  %gep.5 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 32
  %15 = load double, ptr %gep.5, align 8, !dbg !41, !tbaa !27
  %16 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  %add27.5 = fadd contract double %15, %16, !dbg !42
  store double %add27.5, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  br label %if.end.5, !dbg !43

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %cmp19.6 = icmp samesign ult i32 %1, 2, !dbg !40
  br i1 %cmp19.6, label %if.then.6, label %if.end.6, !dbg !40

if.then.6:                                        ; preds = %if.end.5
  %gep.6 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %17 = load double, ptr %gep.6, align 8, !dbg !41, !tbaa !27
  %18 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  %add27.6 = fadd contract double %17, %18, !dbg !42
  store double %add27.6, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  br label %if.end.6, !dbg !43

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %cmp19.7 = icmp eq i32 %1, 0, !dbg !40
  br i1 %cmp19.7, label %if.then.7, label %if.end.7, !dbg !40

if.then.7:                                        ; preds = %if.end.6
  %gep.7 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %19 = load double, ptr %gep.7, align 8, !dbg !41, !tbaa !27
  %20 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  %add27.7 = fadd contract double %19, %20, !dbg !42
  store double %add27.7, ptr %arrayidx, align 8, !dbg !42, !tbaa !27
  br label %if.end.7, !dbg !43

if.end.7:                                         ; preds = %if.then.7, %if.end.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %cmp31 = icmp eq i32 %1, 0, !dbg !45
  br i1 %cmp31, label %if.then32, label %if.end34, !dbg !45

if.then32:                                        ; preds = %if.end.7
  %21 = load double, ptr addrspacecast (ptr addrspace(3) @pdot to ptr), align 8, !dbg !46, !tbaa !27
  %22 = atomicrmw fadd ptr %dprod, double %21 monotonic, align 8, !dbg !47
  br label %if.end34, !dbg !52

if.end34:                                         ; preds = %if.then32, %if.end.7
  ret void, !dbg !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "DOT.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 40, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 23, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "fpsem-prelude/fpsem_gpu.h", directory: "")
!18 = distinct !DILocation(line: 46, column: 18, scope: !12)
!19 = !DILocation(line: 46, column: 29, scope: !12)
!20 = !DILocation(line: 44, column: 24, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 46, column: 44, scope: !12)
!23 = !DILocation(line: 46, column: 42, scope: !12)
!24 = !DILocation(line: 46, column: 18, scope: !12)
!25 = !DILocation(line: 48, column: 3, scope: !12)
!26 = !DILocation(line: 48, column: 23, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 49, column: 13, scope: !12)
!30 = !DILocation(line: 49, column: 3, scope: !12)
!31 = !DILocation(line: 50, column: 28, scope: !12)
!32 = !DILocation(line: 50, column: 37, scope: !12)
!33 = !DILocation(line: 50, column: 35, scope: !12)
!34 = !DILocation(line: 50, column: 25, scope: !12)
!35 = !DILocation(line: 49, column: 24, scope: !12)
!36 = distinct !{!36, !30, !37, !38}
!37 = !DILocation(line: 51, column: 3, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 52, column: 3, scope: !12)
!40 = !DILocation(line: 55, column: 22, scope: !12)
!41 = !DILocation(line: 56, column: 30, scope: !12)
!42 = !DILocation(line: 56, column: 27, scope: !12)
!43 = !DILocation(line: 57, column: 5, scope: !12)
!44 = !DILocation(line: 58, column: 6, scope: !12)
!45 = !DILocation(line: 61, column: 20, scope: !12)
!46 = !DILocation(line: 62, column: 48, scope: !12)
!47 = !DILocation(line: 66, column: 89, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "atomicAdd<double>", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 28, column: 83, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "atomicAdd<RAJA::cuda_atomic, double>", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 62, column: 5, scope: !12)
!52 = !DILocation(line: 63, column: 3, scope: !12)
!53 = !DILocation(line: 64, column: 1, scope: !12)
