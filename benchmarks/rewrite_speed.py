"""Time ``fpsem rewrite`` and ``fpsem validate`` on generated modules of growing size.

Each module has F functions of 10 instructions (fast-math flags, a call to an
intrinsic, a libm-style call with ``nofpclass(nan inf)``, a select, a phi, a
named struct type, attribute groups with FP-assumption attributes, a ``!dbg``
attachment), so 200,000 instructions is 20,000 functions.  The profile is
``algebraic``; each figure is the best of ``--repeat`` runs of the library calls
the two commands make (parse, rewrite, verify and audit; parse and validate),
measured on this machine, as wall-clock time and as the process's CPU time (what
the run costs one free core: on a shared machine the wall clock also counts the
time other processes held the cores; the 1-minute load average is recorded).
Prints a table and writes ``benchmarks/results/rewrite_speed.json``.

    python benchmarks/rewrite_speed.py [--sizes 20000,50000,100000,200000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from datetime import UTC, datetime
from pathlib import Path

from fpsem.fastmath.profiles import resolve_profile
from fpsem.fastmath.rewrite import apply_profile
from fpsem.fastmath.validate import find_ub
from fpsem.ir.binding import llvm_version

INSTRUCTIONS_PER_FUNCTION = 10


def generate(functions: int) -> str:
    """A module of ``functions`` functions of 10 instructions each."""
    out = [
        "%S = type { double, i32 }",
        "declare double @llvm.sqrt.f64(double)",
        "declare nofpclass(nan inf) double @exp(double noundef nofpclass(nan inf)) #1",
    ]
    for f in range(functions):
        out.append(
            f"define double @f{f}(double %a, double %b, i1 %c, ptr %s) #0 {{\n"
            "entry:\n"
            "  %x0 = fadd fast double %a, %b, !dbg !5\n"
            "  %x1 = fmul nnan double %x0, %a\n"
            "  %x2 = call fast double @llvm.sqrt.f64(double %x1)\n"
            "  %x3 = call nnan ninf nofpclass(nan inf) double @exp(double noundef nofpclass(nan inf) %x2) #1\n"
            "  %x4 = select i1 %c, double %x3, double %a\n"
            "  %g = getelementptr %S, ptr %s, i64 0, i32 0\n"
            "  br i1 %c, label %l1, label %l2\n"
            "l1:\n"
            "  %y = fdiv double %x4, 3.0\n"
            "  br label %l2\n"
            "l2:\n"
            "  %p = phi double [ %x4, %entry ], [ %y, %l1 ]\n"
            "  ret double %p\n"
            "}"
        )
    out += [
        'attributes #0 = { nounwind "no-nans-fp-math"="true" "target-cpu"="x86-64" }',
        "attributes #1 = { nounwind }",
        "!llvm.dbg.cu = !{!0}",
        "!llvm.module.flags = !{!3}",
        '!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "bench", isOptimized: true, '
        "runtimeVersion: 0, emissionKind: FullDebug)",
        '!1 = !DIFile(filename: "bench.c", directory: "/tmp")',
        '!2 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, unit: !0)',
        '!3 = !{i32 2, !"Debug Info Version", i32 3}',
        "!5 = !DILocation(line: 2, scope: !2)",
    ]
    return "\n".join(out) + "\n"


def best_of(fn, repeat: int) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of the fastest of ``repeat`` runs."""
    runs = []
    for _ in range(repeat):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        runs.append((time.perf_counter() - w0, time.process_time() - c0))
    return min(runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="20000,50000,100000,200000", help="instruction counts")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("-o", "--output", type=Path, default=Path(__file__).parent / "results" / "rewrite_speed.json")
    args = ap.parse_args()
    profile = resolve_profile("algebraic")
    rows = []
    print(f"{'instructions':>12}  {'functions':>9}  {'MB':>5}  {'rewrite cpu s':>13}  {'validate cpu s':>14}  "
          f"{'rewrite wall s':>14}  {'validate wall s':>15}  {'load':>5}  {'cpu us/instr':>12}")
    for n in (int(x) for x in args.sizes.split(",")):
        text = generate(n // INSTRUCTIONS_PER_FUNCTION)
        rewritten = apply_profile(text, profile).text
        assert not find_ub(rewritten)
        rw_wall, rw_cpu = best_of(lambda: apply_profile(text, profile, name="bench.ll"), args.repeat)
        va_wall, va_cpu = best_of(lambda: find_ub(text, "bench.ll"), args.repeat)
        load = os.getloadavg()[0]
        rows.append({"instructions": n, "functions": n // INSTRUCTIONS_PER_FUNCTION, "bytes": len(text),
                     "rewrite_cpu_s": round(rw_cpu, 3), "validate_cpu_s": round(va_cpu, 3),
                     "rewrite_wall_s": round(rw_wall, 3), "validate_wall_s": round(va_wall, 3),
                     "load_average_1min": round(load, 2)})
        print(f"{n:>12}  {n // INSTRUCTIONS_PER_FUNCTION:>9}  {len(text) / 1e6:>5.1f}  {rw_cpu:>13.2f}  {va_cpu:>14.2f}  "
              f"{rw_wall:>14.2f}  {va_wall:>15.2f}  {load:>5.1f}  {rw_cpu / n * 1e6:>12.1f}")
    result = {
        "what": "fpsem rewrite (profile algebraic: parse, edit, re-parse, verify, audit) and validate (parse, "
                "verify, scan) of generated modules; best of N runs in one process: process CPU time and "
                "wall-clock time, with the machine's 1-minute load average (the machine is shared)",
        "measured_on": {"machine": platform.machine(), "system": platform.system(), "cpus": os.cpu_count(),
                        "python": platform.python_version(), "llvm": llvm_version()},
        "repeat": args.repeat,
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "rows": rows,
    }
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(result, indent=2) + "\n")
    print(f"written {args.output}")


if __name__ == "__main__":
    main()
