"""Interleaved host timing against strict: does it tell identical code from a real change?

For a few kernel x profile pairs on this CPU, strict and the variant are JIT-compiled
once each and timed in interleaved rounds (``fpsem.runners.host_timing.interleave``: warm-up, then
A B / B A rounds within a time budget, pinned to one CPU where allowed); the speedup is
the median per-round ratio with its 95 % bootstrap interval (``fpsem.speed.stats.speedup``).
Whether the two compile to the same machine code is decided from their assembly
(``fpsem.compiler.samecode``).  The pair "strict vs strict" is the control: identical code,
so any verdict other than "no significant difference" would be noise called a result.

    .venv/bin/python benchmarks/interleaved_host.py [--budget 1.0] [--size-set small]

Prints a table and writes ``benchmarks/results/interleaved_host.json``.  Timings are
measured on this machine, under whatever load it carries (the record says how loaded);
nothing here is a test.
"""

from __future__ import annotations

import argparse
import datetime as dt_mod
import json
import platform
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fpsem.compiler.build import build  # noqa: E402
from fpsem.compiler.samecode import same_code  # noqa: E402
from fpsem.compiler.targets import load_targets  # noqa: E402
from fpsem.compiler.variant import describe_variant  # noqa: E402
from fpsem.fastmath.profiles import resolve_profile  # noqa: E402
from fpsem.kernels.inputs import make_inputs  # noqa: E402
from fpsem.kernels.registry import load_kernel  # noqa: E402
from fpsem.kernels.spec import resolve_sizes  # noqa: E402
from fpsem.runners.host import compile_host  # noqa: E402
from fpsem.runners.host_timing import interleave  # noqa: E402
from fpsem.speed.stats import speedup  # noqa: E402

PAIRS = (("fir", "strict"), ("fir", "contract"), ("fir", "algebraic"), ("planckian", "contract"),
         ("daxpy", "contract"), ("reduce_sum", "algebraic"))


def measure(kernel_name: str, profile: str, size_set: str, budget: float) -> dict:
    kernel = load_kernel(kernel_name)
    spec, prec = kernel.spec, "f64"
    sizes = resolve_sizes(spec, size_set)
    host = load_targets()["host"]
    strict_p, var_p = resolve_profile("strict"), resolve_profile(profile)
    asm_s = build(describe_variant(kernel, prec, strict_p, host, size_set)).asm
    asm_v = build(describe_variant(kernel, prec, var_p, host, size_set)).asm
    hs = compile_host(kernel, strict_p, prec, sizes)
    hv = compile_host(kernel, var_p, prec, sizes)
    vs, vv = make_inputs(spec, sizes, prec, "random"), make_inputs(spec, sizes, prec, "random")
    times = interleave(lambda: hs.run_rep(vs), lambda: hv.run_rep(vv), budget_s=budget)
    s = speedup(times.baseline_s, times.variant_s, alternating=True)
    return {"kernel": kernel_name, "profile": profile, "precision": prec, "size_set": size_set,
            "sizes": dict(sizes), "same_code": same_code(asm_s, asm_v, "host"), "rounds": times.rounds,
            "speedup": s.to_json(), "verdict": s.verdict, "pinned_cpu": times.pinned_cpu,
            "load_before": times.load_before.load_avg, "load_after": times.load_after.load_avg,
            "cpu_count": times.load_before.cpu_count}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--budget", type=float, default=1.0, help="seconds of interleaved timing per pair")
    ap.add_argument("--size-set", default="default", help="kernel size set (default: RAJAPerf's)")
    args = ap.parse_args()
    rows = [measure(k, p, args.size_set, args.budget) for k, p in PAIRS]
    print(f"{'kernel':10s} {'profile':10s} {'same code':9s} {'rounds':>6s}  {'speedup [95 % interval]':28s} verdict")
    for r in rows:
        s = r["speedup"]
        iv = f"{s['ratio']:.3f}x [{s['low']:.3f}-{s['high']:.3f}]" if s["low"] is not None else f"{s['ratio']:.3f}x"
        print(f"{r['kernel']:10s} {r['profile']:10s} {str(r['same_code']):9s} {r['rounds']:6d}  {iv:28s} "
              f"{r['verdict']}")
    out = Path(__file__).resolve().parent / "results" / "interleaved_host.json"
    out.write_text(json.dumps({"when": dt_mod.datetime.now(dt_mod.UTC).isoformat(timespec="seconds"),
                               "machine": platform.platform(), "budget_s": args.budget, "rows": rows}, indent=1))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
