; ModuleID = 'saxpy.c'
source_filename = "saxpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local nofpclass(nan inf) float @saxpy(float noundef nofpclass(nan inf) %a, ptr nocapture noundef readonly %x, ptr nocapture noundef %y) local_unnamed_addr #0 !dbg !10 {
entry:
  %0 = load float, ptr %x, align 4, !dbg !20, !tbaa !22
  %mul = fmul fast float %0, %a, !dbg !26
  %1 = load float, ptr %y, align 4, !dbg !27, !tbaa !22
  %add = fadd fast float %mul, %1, !dbg !28
  store float %add, ptr %y, align 4, !dbg !29, !tbaa !22
  %cmp = fcmp fast uno float %add, 0.000000e+00, !dbg !30
  %r = select fast i1 %cmp, float 0.000000e+00, float %add, !dbg !31
  ret float %r, !dbg !32
}

; Function Attrs: nounwind uwtable
define dso_local void @vscale(ptr noundef %v, <4 x double> noundef %s, half %h) local_unnamed_addr #1 {
entry:
  %w = load <4 x double>, ptr %v, align 32
  %m = fmul reassoc nsz arcp contract afn <4 x double> %w, %s
  %q = fdiv arcp <4 x double> %m, %s
  %sq = call afn <4 x double> @llvm.sqrt.v4f64(<4 x double> %q)
  store <4 x double> %sq, ptr %v, align 32
  %hh = fmul half %h, %h
  %he = fpext half %hh to double
  %ht = fptrunc double %he to half
  %n = fneg half %ht
  %i = sitofp i32 7 to double
  %c = call nnan double @ext(double nofpclass(nan) %i) #3
  ret void
}

declare double @ext(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sqrt.v4f64(<4 x double>) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "unsafe-fp-math"="true" }
attributes #1 = { nounwind uwtable "no-nans-fp-math"="false" "unsafe-fp-math"="false" "target-cpu"="x86-64" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-infs-fp-math"="true" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 18.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "saxpy.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{!"clang version 18.1.8"}
!10 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !{}
!20 = !DILocation(line: 4, column: 10, scope: !10)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !DILocation(line: 4, column: 12, scope: !10)
!27 = !DILocation(line: 4, column: 19, scope: !10)
!28 = !DILocation(line: 4, column: 17, scope: !10)
!29 = !DILocation(line: 4, column: 8, scope: !10)
!30 = !DILocation(line: 5, column: 7, scope: !10)
!31 = !DILocation(line: 5, column: 3, scope: !10)
!32 = !DILocation(line: 6, column: 3, scope: !10)
