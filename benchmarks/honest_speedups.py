"""Honest host speedups over the whole built-in suite: same code gives the same number, A/A gives no finding.

Three measurements on this CPU, at the sweep's default settings (placements, time budget, rounds,
threshold; a fresh cache, so nothing is reused from earlier runs):

1. **The host sweep** -- every kernel x the safe profiles x both precisions on ``host``
   (``fpsem sweep --targets host``), timed as ``make sweep`` times it.  Every group of profiles
   whose machine code is identical must report one number: ratio, interval, p- and q-value and
   verdict are compared field by field across each group.
2. **An A/A run** -- per kernel and precision, strict against strict measured exactly as a variant
   is (:func:`fpsem.speed.compare.compare` with strict on both sides, against the kernel's A/A noise
   floor, sequential stopping included), ``--trials`` times with different placements and round
   orders.  Every call of "significant" here is a false positive; the share of kernels called
   significant, before and after Benjamini–Hochberg control over the A/A family, is the measured
   false-positive rate (the goal: at most 5 %).
3. **Real gains** -- the variants the sweep calls significantly faster after false-discovery-rate
   control, FIR, EOS and DAXPY listed first.

    .venv/bin/python benchmarks/honest_speedups.py [--trials 2] [--kernels all] [--jobs 0]

On an NVIDIA GPU the same proof for the GPU runner (identical PTX/SASS one measurement, each kernel's A/A
control from separate module loads, the gains after FDR) -- the sweep part only, ``--trials 0``:

    python3 benchmarks/honest_speedups.py --target h100 --runners cuda --trials 0 --out $OUT/honest_gpu.json

``--dry-run`` plans the sweep (cells, runners) and measures nothing: it runs anywhere.

Prints tables and writes ``benchmarks/results/honest_speedups.json`` (every figure) and
``benchmarks/results/honest_speedups.md`` (the tables).  Everything is measured on this machine under
whatever load it carries (the record gives the load averages); nothing here is a test.
"""

from __future__ import annotations

import argparse
import datetime as dt_mod
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FOCUS = ("fir", "eos", "daxpy")
GOAL_FALSE_POSITIVE_RATE = 0.05


def _speed_fields(sp) -> tuple:
    # strict's own cell says "strict (the baseline)" where its group says "same code": both are 1.00x, same code
    return (sp.ratio, sp.low, sp.high, sp.p_value, sp.q_value, sp.significant, sp.same_code) if sp else (None,)


def same_code_check(pts) -> dict:
    """Every code group of two or more profiles: do all members show the same speedup, field by field?"""
    from fpsem.results.analysis import code_groups

    groups = code_groups(pts)
    by = {(p.kernel, p.target, p.precision, p.inputs, p.profile): p for p in pts}
    differing = []
    for g in groups:
        fields = {_speed_fields(by[(g.kernel, g.target, g.precision, g.inputs, m)].speed) for m in g.profiles}
        if len(fields) != 1:
            differing.append(f"{g.kernel} {g.precision}: {g}")
    return {"groups": len(groups), "groups_with_one_number": len(groups) - len(differing),
            "differing": differing,
            "groups_listed": [f"{g.kernel} {g.precision}: {g}" for g in groups]}


def aa_run(kernels, precisions, trials: int, settings) -> dict:
    """strict against strict per kernel, precision and trial, measured as a variant is; FDR over the family."""
    from fpsem.compiler.build import build
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.host import host_variant
    from fpsem.speed.compare import aa_control, compare, host_timer
    from fpsem.speed.stats import fdr_q_values, hierarchical_speedup

    strict_p = resolve_profile("strict")
    rows = []
    for kernel in kernels:
        spec = kernel.spec
        inputs = "random" if "random" in spec.input_sets else "rajaperf"
        for prec in precisions:
            if prec not in spec.precisions:
                continue
            sizes = resolve_sizes(spec, "default")
            built = build(host_variant(kernel, strict_p, prec, sizes))
            def values(spec=spec, sizes=sizes, prec=prec, inputs=inputs):
                return make_inputs(spec, sizes, prec, inputs)

            group = {"kernel": spec.key, "precision": prec, "inputs": inputs, "sizes": dict(sizes),
                     "machine": platform.node()}
            timer = host_timer(spec, values, settings)
            aa = aa_control(built, group, settings, timer, f"{spec.key}/{prec} A/A")
            for t in range(trials):
                t0 = time.perf_counter()
                m = compare(built, built, {**group, "aa_trial": t}, settings, aa.noise_floor, timer,
                            f"{spec.key}/{prec} A/A trial {t}")
                row = {"kernel": spec.key, "precision": prec, "trial": t, "noise_floor": aa.noise_floor,
                       "stopped": m.times.stopped, "rounds": m.times.rounds, "placements": m.times.placements,
                       "seconds": round(time.perf_counter() - t0, 3)}
                if m.times.baseline_s and m.times.rounds >= 3:
                    floor = aa.noise_floor if aa.noise_floor is not None else float("inf")
                    s = hierarchical_speedup(m.times.baseline_s, m.times.variant_s, noise_floor=floor)
                    row.update(ratio=s.ratio, low=s.low, high=s.high, p_value=s.p_value,
                               significant_alone=s.significant)
                rows.append(row)
    tested = [r for r in rows if r.get("p_value") is not None]
    qs = fdr_q_values([r["p_value"] for r in tested])
    for r, q in zip(tested, qs):
        r["q_value"] = q
        r["significant_after_fdr"] = bool(r["significant_alone"] and q <= 0.05)
    n = len(tested)
    alone = sum(r["significant_alone"] for r in tested)
    after = sum(r["significant_after_fdr"] for r in tested)
    return {"rows": rows, "comparisons": n, "untimed": len(rows) - n,
            "significant_alone": alone, "significant_after_fdr": after,
            "false_positive_rate_alone": alone / n if n else None,
            "false_positive_rate_after_fdr": after / n if n else None}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kernels", default="all")
    ap.add_argument("--precisions", default="f64,f32")
    ap.add_argument("--trials", type=int, default=2, help="A/A comparisons per kernel and precision")
    ap.add_argument("--jobs", type=int, default=0, help="sweep workers (default: one per core)")
    ap.add_argument("--target", default="host", help="the sweep's target (h100 or a2000 with --runners cuda)")
    ap.add_argument("--runners", default=None, help="the sweep's runners (default: what this machine has)")
    ap.add_argument("--dry-run", action="store_true", help="plan the sweep, measure nothing")
    ap.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "honest_speedups.json")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="fpsem-honest-") as tmp:
        os.environ["FPSEM_CACHE"] = str(Path(tmp) / "cache")  # cold: nothing measured before is reused
        from fpsem.api import open_results, plan_sweep, run_sweep
        from fpsem.results.analysis import points
        from fpsem.runners.host_timing import MachineLoad
        from fpsem.speed.compare import Settings
        from fpsem.sweep.plan import SweepConfig
        from fpsem.sweep.suite import resolve_kernels

        db = Path(tmp) / f"{args.target}.sqlite"
        axes = {"kernels": args.kernels, "targets": args.target, "precisions": args.precisions,
                "runners": args.runners, "jobs": args.jobs}
        if args.dry_run:
            print(f"dry run: {plan_sweep(db, **axes).describe()}; A/A trials {args.trials}; would write {args.out}")
            return 0
        load_before = MachineLoad.now().load_avg
        t0 = time.perf_counter()
        summary = run_sweep(db, **axes)
        sweep_s = time.perf_counter() - t0
        pts = points(list(open_results(db).cells))
        same = same_code_check(pts)
        cfg = SweepConfig()
        settings = Settings(placements=cfg.placements, budget_s=cfg.time_budget_s, min_rounds=cfg.reps)
        t0 = time.perf_counter()
        aa = (aa_run(resolve_kernels(args.kernels), args.precisions.split(","), args.trials, settings)
              if args.trials > 0 else None)
        aa_s = time.perf_counter() - t0
        load_after = MachineLoad.now().load_avg

    measured = [p for p in pts if p.speed is not None and p.speed.p_value is not None]
    distinct = {(p.kernel, p.precision, p.code_group) for p in measured}
    gains = sorted({(p.kernel, p.precision, " = ".join(p.code_group), round(p.speed.ratio, 4),
                     round(p.speed.low, 4), round(p.speed.high, 4),
                     None if p.speed.noise_floor is None else round(p.speed.noise_floor, 4),
                     round(p.speed.q_value, 5))
                    for p in measured if p.speed.is_gain},
                   key=lambda g: (g[0] not in FOCUS, g[0], g[1], g[2]))
    slower = sorted({(p.kernel, p.precision, " = ".join(p.code_group), round(p.speed.ratio, 4))
                     for p in measured if p.speed.significant and p.speed.ratio < 1})
    result = {
        "when": dt_mod.datetime.now(dt_mod.UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.node()} {platform.platform()} ({os.cpu_count()} CPUs)",
        "load_before": load_before, "load_after": load_after,
        "settings": {"placements": settings.placements, "time_budget_s": settings.budget_s,
                     "min_rounds": settings.min_rounds, "threshold": settings.threshold,
                     "confidence": settings.confidence, "fdr": "Benjamini-Hochberg at 5 %"},
        "sweep": {"cells": summary.planned, "done": summary.done, "failed": len(summary.failed),
                  "seconds": round(sweep_s, 1), "distinct_measured_comparisons": len(distinct)},
        "same_code": same,
        "target": args.target, "runners": args.runners,
        "aa": {**aa, "seconds": round(aa_s, 1), "trials": args.trials} if aa else None,
        "gains": [dict(zip(("kernel", "precision", "profiles", "ratio", "low", "high", "noise_floor", "q_value"), g))
                  for g in gains],
        "significantly_slower": [dict(zip(("kernel", "precision", "profiles", "ratio"), s)) for s in slower],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1, default=str))
    md = render(result)
    args.out.with_suffix(".md").write_text(md)
    print(md)
    print(f"wrote {args.out} and {args.out.with_suffix('.md')}")
    return 0


def render(r: dict) -> str:
    aa, same, sw = r["aa"], r["same_code"], r["sweep"]
    target = r.get("target", "host")
    fpr = aa["false_positive_rate_alone"] if aa else None
    lines = [
        f"# Honest {target} speedups: measured proof" + (f" (runners {r['runners']})" if r.get("runners") else ""),
        "",
        f"Measured {r['when']} on {r['machine']}; load averages {r['load_before']} before, {r['load_after']} "
        f"after. Settings: {r['settings']}.",
        "",
        f"**Same code, same number.** {target} sweep of {sw['cells']} cells ({sw['done']} done, {sw['failed']} failed) "
        f"in {sw['seconds']} s: {same['groups']} groups of profiles with identical machine code; "
        f"{same['groups_with_one_number']} of them report one number (ratio, interval, p, q, verdict identical); "
        f"{len(same['differing'])} differ{': ' + '; '.join(same['differing']) if same['differing'] else ''}. "
        f"{sw['distinct_measured_comparisons']} distinct measured comparisons.",
        "",
        f"**A/A run.** {aa['comparisons']} comparisons of strict against strict ({aa['trials']} per kernel and "
        f"precision; {aa['untimed']} not timed: a repetition longer than the budget), in {aa['seconds']} s: "
        f"{aa['significant_alone']} called significant on their own "
        f"(false-positive rate {100 * fpr:.1f} %), {aa['significant_after_fdr']} after Benjamini–Hochberg "
        f"(rate {100 * aa['false_positive_rate_after_fdr']:.1f} %). Goal: at most "
        f"{100 * GOAL_FALSE_POSITIVE_RATE:g} %."
        if fpr is not None else "**A/A run.** " + ("nothing timed." if aa else "not run (--trials 0); each "
                                                   "kernel's A/A control inside the sweep sets its noise floor."),
        "",
    ]
    if aa:
        lines += ["| kernel | precision | trial | floor | ratio [95 % interval] | p | q | stopped | rounds |",
                  "|---|---|---|---|---|---|---|---|---|"]
    for x in aa["rows"] if aa else ():
        iv = f"{x['ratio']:.3f} [{x['low']:.3f}–{x['high']:.3f}]" if x.get("low") else "-"
        fl = f"{x['noise_floor']:.3f}" if x.get("noise_floor") else "-"
        lines.append(f"| {x['kernel']} | {x['precision']} | {x['trial']} | {fl} | {iv} | "
                     f"{x.get('p_value', '-') if x.get('p_value') is None else round(x['p_value'], 4)} | "
                     f"{round(x['q_value'], 4) if x.get('q_value') is not None else '-'} | {x['stopped']} | "
                     f"{x['rounds']} |")
    lines += ["", "**Gains called after false-discovery-rate control** (FIR, EOS, DAXPY first):", "",
              "| kernel | precision | profiles (same code) | speedup [95 % interval] | noise floor | q |",
              "|---|---|---|---|---|---|"]
    for g in r["gains"]:
        lines.append(f"| {g['kernel']} | {g['precision']} | {g['profiles']} | {g['ratio']:.3f} "
                     f"[{g['low']:.3f}–{g['high']:.3f}] | "
                     f"{'-' if g['noise_floor'] is None else format(g['noise_floor'], '.3f')} | {g['q_value']:.4g} |")
    if not r["gains"]:
        lines.append("| none | | | | | |")
    if r["significantly_slower"]:
        lines += ["", "Significantly slower: " + "; ".join(f"{s['kernel']} {s['precision']} {s['profiles']} "
                                                          f"{s['ratio']:.3f}x" for s in r["significantly_slower"])]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
