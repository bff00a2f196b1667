; ModuleID = 'PI_REDUCE.cu'
source_filename = "PI_REDUCE.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ppi = external dso_local local_unnamed_addr addrspace(3) global [0 x double], align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9pi_reducedPddl(double noundef %dx, ptr noundef captures(none) %pi, double noundef %pi_init, i64 noundef %iend) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %mul = shl i32 %0, 8, !dbg !19
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %add = add i32 %mul, %1, !dbg !23
  %conv = zext i32 %add to i64, !dbg !24
  %idxprom = zext nneg i32 %1 to i64, !dbg !25
  %arrayidx = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @ppi to ptr), i64 %idxprom, !dbg !25
  store double %pi_init, ptr %arrayidx, align 8, !dbg !26, !tbaa !27
  %cmp47 = icmp sgt i64 %iend, %conv, !dbg !29
  br i1 %cmp47, label %for.body.lr.ph, label %for.end, !dbg !30

for.body.lr.ph:                                   ; preds = %entry
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul13 = shl i32 %2, 8
  %conv14 = zext i32 %mul13 to i64
  br label %for.body, !dbg !30

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %add1149 = phi double [ %pi_init, %for.body.lr.ph ], [ %add11, %for.body ], !dbg !31
  %i.048 = phi i64 [ %conv, %for.body.lr.ph ], [ %add15, %for.body ]
  %conv3 = uitofp nneg i64 %i.048 to double, !dbg !31
  %add4 = fadd contract double %conv3, 5.000000e-01, !dbg !32
  %mul5 = fmul contract double %dx, %add4, !dbg !33
  %mul6 = fmul contract double %mul5, %mul5, !dbg !34
  %add7 = fadd contract double %mul6, 1.000000e+00, !dbg !35
  %div = fdiv contract double %dx, %add7, !dbg !36
  %add11 = fadd contract double %div, %add1149, !dbg !37
  %add15 = add nuw nsw i64 %i.048, %conv14, !dbg !38
  %cmp = icmp slt i64 %add15, %iend, !dbg !29
  br i1 %cmp, label %for.body, label %for.cond.for.end_crit_edge, !dbg !30, !llvm.loop !39

for.cond.for.end_crit_edge:                       ; preds = %for.body
  store double %add11, ptr %arrayidx, align 8, !dbg !37, !tbaa !27
  br label %for.end, !dbg !30

for.end:                                          ; preds = %for.cond.for.end_crit_edge, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !42
  %cmp21 = icmp samesign ult i32 %1, 128, !dbg !43
  br i1 %cmp21, label %if.then, label %if.end, !dbg !43

if.then:                                          ; preds = %for.end
  %gep = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1024
  %3 = load double, ptr %gep, align 8, !dbg !44, !tbaa !27
  %4 = load double, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  %add29 = fadd contract double %3, %4, !dbg !45
  store double %add29, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  br label %if.end, !dbg !46

if.end:                                           ; preds = %if.then, %for.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %cmp21.1 = icmp samesign ult i32 %1, 64, !dbg !43
  br i1 %cmp21.1, label %if.then.1, label %if.end.1, !dbg !43

if.then.1:                                        ; preds = %if.end
  %gep.1 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 512
  %5 = load double, ptr %gep.1, align 8, !dbg !44, !tbaa !27
  %6 = load double, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  %add29.1 = fadd contract double %5, %6, !dbg !45
  store double %add29.1, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  br label %if.end.1, !dbg !46

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %cmp21.2 = icmp samesign ult i32 %1, 32, !dbg !43
  br i1 %cmp21.2, label %if.then.2, label %if.end.2, !dbg !43

if.then.2:                                        ; preds = %if.end.1
  %gep.2 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 256
  %7 = load double, ptr %gep.2, align 8, !dbg !44, !tbaa !27
  %8 = load double, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  %add29.2 = fadd contract double %7, %8, !dbg !45
  store double %add29.2, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  br label %if.end.2, !dbg !46

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %cmp21.3 = icmp samesign ult i32 %1, 16, !dbg !43
  br i1 %cmp21.3, label %if.then.3, label %if.end.3, !dbg !43

if.then.3:                                        ; preds = %if.end.2
  %gep.3 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 128
  %9 = load double, ptr %gep.3, align 8, !dbg !44, !tbaa !27
  %10 = load double, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  %add29.3 = fadd contract double %9, %10, !dbg !45
  store double %add29.3, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  br label %if.end.3, !dbg !46

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %cmp21.4 = icmp samesign ult i32 %1, 8, !dbg !43
  br i1 %cmp21.4, label %if.then.4, label %if.end.4, !dbg !43

if.then.4:                                        ; preds = %if.end.3
  %gep.4 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 64
  %11 = load double, ptr %gep.4, align 8, !dbg !44, !tbaa !27
  %12 = load double, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  %add29.4 = fadd contract double %11, %12, !dbg !45
  store double %add29.4, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  br label %if.end.4, !dbg !46

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %cmp21.5 = icmp samesign ult i32 %1, 4, !dbg !43
  br i1 %cmp21.5, label %if.then.5, label %if.end.5, !dbg !43

if.then.5:                                        ; preds = %if.end.4
  %gep.5 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 32
  %13 = load double, ptr %gep.5, align 8, !dbg !44, !tbaa !27
  %14 = load double, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  %add29.5 = fadd contract double %13, %14, !dbg !45
  store double %add29.5, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  br label %if.end.5, !dbg !46

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %cmp21.6 = icmp samesign ult i32 %1, 2, !dbg !43
  br i1 %cmp21.6, label %if.then.6, label %if.end.6, !dbg !43

if.then.6:                                        ; preds = %if.end.5
  %gep.6 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %15 = load double, ptr %gep.6, align 8, !dbg !44, !tbaa !27
  %16 = load double, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  %add29.6 = fadd contract double %15, %16, !dbg !45
  store double %add29.6, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  br label %if.end.6, !dbg !46

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %cmp21.7 = icmp eq i32 %1, 0, !dbg !43
  br i1 %cmp21.7, label %if.then.7, label %if.end.7, !dbg !43

if.then.7:                                        ; preds = %if.end.6
  %gep.7 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %17 = load double, ptr %gep.7, align 8, !dbg !44, !tbaa !27
  %18 = load double, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  %add29.7 = fadd contract double %17, %18, !dbg !45
  store double %add29.7, ptr %arrayidx, align 8, !dbg !45, !tbaa !27
  br label %if.end.7, !dbg !46

if.end.7:                                         ; preds = %if.then.7, %if.end.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %cmp34 = icmp eq i32 %1, 0, !dbg !48
  br i1 %cmp34, label %if.then35, label %if.end37, !dbg !48

if.then35:                                        ; preds = %if.end.7
  %19 = load double, ptr addrspacecast (ptr addrspace(3) @ppi to ptr), align 8, !dbg !49, !tbaa !27
  %20 = atomicrmw fadd ptr %pi, double %19 monotonic, align 8, !dbg !50
  br label %if.end37, !dbg !55

if.end37:                                         ; preds = %if.then35, %if.end.7
  ret void, !dbg !56
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
!1 = !DIFile(filename: "PI_REDUCE.cu", directory: ".")
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
!12 = distinct !DISubprogram(name: "pi_reduce", scope: !1, file: !1, line: 40, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!26 = !DILocation(line: 48, column: 22, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 49, column: 13, scope: !12)
!30 = !DILocation(line: 49, column: 3, scope: !12)
!31 = !DILocation(line: 50, column: 24, scope: !12)
!32 = !DILocation(line: 50, column: 27, scope: !12)
!33 = !DILocation(line: 50, column: 34, scope: !12)
!34 = !DILocation(line: 51, column: 41, scope: !12)
!35 = !DILocation(line: 51, column: 37, scope: !12)
!36 = !DILocation(line: 51, column: 30, scope: !12)
!37 = !DILocation(line: 51, column: 24, scope: !12)
!38 = !DILocation(line: 49, column: 24, scope: !12)
!39 = distinct !{!39, !30, !40, !41}
!40 = !DILocation(line: 52, column: 3, scope: !12)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 53, column: 3, scope: !12)
!43 = !DILocation(line: 56, column: 22, scope: !12)
!44 = !DILocation(line: 57, column: 29, scope: !12)
!45 = !DILocation(line: 57, column: 26, scope: !12)
!46 = !DILocation(line: 58, column: 5, scope: !12)
!47 = !DILocation(line: 59, column: 6, scope: !12)
!48 = !DILocation(line: 62, column: 20, scope: !12)
!49 = !DILocation(line: 63, column: 45, scope: !12)
!50 = !DILocation(line: 66, column: 89, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "atomicAdd<double>", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 28, column: 83, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "atomicAdd<RAJA::cuda_atomic, double>", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 63, column: 5, scope: !12)
!55 = !DILocation(line: 64, column: 3, scope: !12)
!56 = !DILocation(line: 65, column: 1, scope: !12)
