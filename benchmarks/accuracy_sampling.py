"""How many points make the reported maximum error stable: the max ulp error at two input seeds, per sample size.

For every built-in kernel, precision and safe profile, the variant runs on this CPU (measured) on the
``random`` inputs of seed 0 and of seed 1, at the accuracy size set with ``N`` raised to each sample size
(``small`` as it is for the smallest), and its max ulp error against the mpmath reference is taken.  A
maximum is *stable* at a sample size when the two seeds give nearly the same one: moved by at most
``--tolerance`` (relative) or by at most one ulp.  The table gives, per sample size, how many variants
are stable, how far the maximum moved (median and worst), and how long the references took; the
sweep's default sample is chosen from it.

    .venv/bin/python benchmarks/accuracy_sampling.py [--points 64,512,2048] [--kernels all]

Writes ``benchmarks/results/accuracy_sampling.json`` and ``.md``.  Accuracy figures are measured (a host
JIT run against an mpmath reference); the times are wall times on this machine under its load.
"""

from __future__ import annotations

import argparse
import datetime as dt_mod
import json
import math
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


METRICS = ("max_ulp", "p99_ulp", "max_normalised")  # the report's headline error and two steadier ones


def _num(x: float | None) -> float:
    return math.nan if x is None else float(x)


def stable(row: dict, metric: str, tolerance: float) -> bool:
    """Two seeds' figures within ``tolerance`` of each other (relative), or within one ulp for ulp metrics."""
    a, b = row[metric]
    if row[f"{metric}_moved"] <= tolerance or (math.isnan(a) and math.isnan(b)):
        return True
    return metric.endswith("_ulp") and math.isfinite(a - b) and abs(a - b) <= 1.0


def moved(a: float, b: float) -> float:
    """How far two maxima are apart, relative to the larger (0 when equal; inf when one is infinite)."""
    if a == b:
        return 0.0
    if not (math.isfinite(a) and math.isfinite(b)):
        return math.inf
    return abs(a - b) / max(abs(a), abs(b))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--points", default="64,512,2048", help="sample sizes (N of the accuracy size set)")
    ap.add_argument("--kernels", default="all")
    ap.add_argument("--precisions", default="f64,f32")
    ap.add_argument("--tolerance", type=float, default=0.1, help="relative move of the max called stable")
    ap.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "accuracy_sampling.json")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fpsem-sampling-") as tmp:
        os.environ["FPSEM_CACHE"] = str(Path(tmp) / "cache")
        from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
        from fpsem.accuracy.reference import default_reference_cache
        from fpsem.compiler.cache import default_cache
        from fpsem.fastmath.profiles import resolve_profiles
        from fpsem.kernels.spec import resolve_sizes
        from fpsem.runners.host import HostRunner
        from fpsem.sweep.suite import resolve_kernels

        profiles = tuple(resolve_profiles("all", allow_ub=False))
        runner = HostRunner(cache=default_cache(), isolated=False)
        rows, ref_seconds = [], {}
        for kernel in resolve_kernels(args.kernels):
            spec = kernel.spec
            inputs = "random" if "random" in spec.input_sets else "rajaperf"
            for prec in args.precisions.split(","):
                if prec not in spec.precisions:
                    continue
                for n in (int(x) for x in args.points.split(",")):
                    over = {} if n == 64 or "N" not in resolve_sizes(spec, "small") else {"N": n}
                    maxima = []
                    for seed in (0, 1):
                        t0 = time.perf_counter()
                        rep = evaluate(AccuracyRequest(kernel, profiles, prec, inputs, "small", over, seed=seed),
                                       runner, default_reference_cache())
                        ref_seconds[(spec.key, prec, n, seed)] = time.perf_counter() - t0
                        maxima.append({v.profile: {m: getattr(v.errors.overall, m) for m in METRICS}
                                       for v in rep.variants})
                    compared = rep.reference.compared
                    for p in profiles:
                        row = {"kernel": spec.key, "precision": prec, "profile": p.name, "points": n,
                               "compared": compared, "inputs": inputs}
                        for m in METRICS:
                            a, b = (_num(maxima[i][p.name][m]) for i in (0, 1))
                            row[m] = [a, b]
                            row[f"{m}_moved"] = moved(a, b)
                        rows.append(row)
                print(f"{spec.key} {prec} done", flush=True)
    summary = []
    for n in sorted({r["points"] for r in rows}):
        rs = [r for r in rows if r["points"] == n and r["inputs"] == "random"]
        secs = [s for (k, p, m, _), s in ref_seconds.items() if m == n]
        for metric in METRICS:
            finite = [r[f"{metric}_moved"] for r in rs if math.isfinite(r[f"{metric}_moved"])]
            summary.append({"points": n, "metric": metric, "variants": len(rs),
                            "stable": sum(stable(r, metric, args.tolerance) for r in rs),
                            "median_moved": statistics.median(finite) if finite else None,
                            "worst_moved": max(finite) if finite else None,
                            "seconds_per_evaluation_median": statistics.median(secs) if secs else None,
                            "seconds_total": sum(secs)})
    result = {"when": dt_mod.datetime.now(dt_mod.UTC).isoformat(timespec="seconds"),
              "machine": f"{platform.node()} {platform.platform()} ({os.cpu_count()} CPUs)",
              "load": os.getloadavg(), "tolerance": args.tolerance, "summary": summary, "rows": rows}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    rows_json = ",\n".join(json.dumps(x, separators=(",", ":")) for x in result.pop("rows"))
    args.out.write_text(json.dumps(result, indent=1)[:-2] + ',\n "rows": [\n' + rows_json + "\n ]\n}\n")
    md = render({**result, "rows": rows})
    args.out.with_suffix(".md").write_text(md)
    print(md)
    return 0


def render(r: dict) -> str:
    lines = ["# Accuracy sampling: how far the max ulp error moves between two input seeds", "",
             f"Measured {r['when']} on {r['machine']}, load {tuple(round(x, 1) for x in r['load'])}. A variant is "
             f"stable when its max ulp error at seed 0 and seed 1 differs by at most {100 * r['tolerance']:g} % "
             "or one ulp (kernels with fixed inputs left out).", "",
             "| points per output (N) | statistic | variants | stable | median move | worst move | "
             "evaluation s (median) | total s |",
             "|---|---|---|---|---|---|---|---|"]

    def pct(x: float | None) -> str:
        return "-" if x is None else f"{100 * x:.1f} %"

    for s in r["summary"]:
        lines.append(f"| {s['points']} | {s['metric']} | {s['variants']} | {s['stable']} | {pct(s['median_moved'])} | "
                     f"{pct(s['worst_moved'])} | {s['seconds_per_evaluation_median']:.2f} | {s['seconds_total']:.0f} |")
    top = max(x["points"] for x in r["rows"])
    worst = sorted((x for x in r["rows"] if x["inputs"] == "random" and x["points"] == top),
                   key=lambda x: -x["max_ulp_moved"])[:15]
    lines += ["", f"Largest moves of the max ulp error at N = {top}:", "",
              "| kernel | precision | profile | max ulp, seed 0 / 1 | p99 ulp, seed 0 / 1 | max normalised, seed 0 / 1 |",
              "|---|---|---|---|---|---|"]
    for x in worst:
        lines.append(f"| {x['kernel']} | {x['precision']} | {x['profile']} | "
                     + " | ".join(f"{x[m][0]:.4g} / {x[m][1]:.4g}" for m in METRICS) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
