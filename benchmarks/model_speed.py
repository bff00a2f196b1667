#!/usr/bin/env python3
"""How long the whole built-in suite takes under ``fpsem compile --model`` for the three GPUs (issue 25's
"fast enough to sweep"): cold (an empty build and trace cache) and warm (a second run on the same caches).

    python benchmarks/model_speed.py [--before CHECKOUT] [--repeats N]

The baseline is the same command before the trace-driven model (the static model), timed the same way on
the same machine; pass it to put the ratio in the results (benchmarks/results/model_speed.{json,md}).
``--before`` times the same command on another checkout of fpsem too (the static model at 40b48fd, or an
earlier state of the trace-driven one: ``git worktree add --detach DIR COMMIT``), interleaved with this one
(``--repeats`` pairs each), each run with empty caches of its own.
Wall times on a shared machine: the load is recorded beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CMD = ["-m", "fpsem", "compile", "-k", "all", "-t", "a2000,h100,mi250x", "-p", "strict,algebraic", "--precision",
       "all", "--model"]


def timed(env: dict, root: Path = ROOT) -> tuple[float, float, int, str]:
    """(wall s, CPU s of the command and its workers, exit code, output)."""
    t0, c0 = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run([sys.executable, *CMD], env=env, capture_output=True, text=True, cwd=root)
    c1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.perf_counter() - t0, c1.ru_utime - c0.ru_utime + c1.ru_stime - c0.ru_stime, r.returncode, r.stdout


def cold_and_warm(root: Path) -> dict:
    """Wall and CPU seconds of ``root``'s fpsem, cold and warm, their exit codes, the load before and after, and
    the cold run's output."""
    with tempfile.TemporaryDirectory(prefix="fpsem-speed-") as tmp:
        env = {**os.environ, "FPSEM_CACHE": tmp, "PYTHONPATH": str(root)}
        load0 = os.getloadavg()[0]
        cold, cold_cpu, rc1, out = timed(env, root)
        warm, warm_cpu, rc2, _ = timed(env, root)
        return {"cold_s": cold, "warm_s": warm, "cold_cpu_s": cold_cpu, "warm_cpu_s": warm_cpu, "exit": [rc1, rc2],
                "load_avg_1min": [load0, os.getloadavg()[0]], "output": out}


def _median(xs: list[float]) -> float:
    ys = sorted(xs)
    return ys[len(ys) // 2] if len(ys) % 2 else (ys[len(ys) // 2 - 1] + ys[len(ys) // 2]) / 2


def _medians(runs: list[dict]) -> dict:
    return {k: _median([r[k] for r in runs]) for k in ("cold_s", "warm_s", "cold_cpu_s", "warm_cpu_s")}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--baseline-cold", type=float)
    ap.add_argument("--baseline-warm", type=float)
    ap.add_argument("--before", type=Path, help="a checkout of an earlier fpsem (e.g. the static model), timed the "
                                                "same way, interleaved with this one")
    ap.add_argument("--repeats", type=int, default=1, help="cold + warm pairs per checkout (medians reported)")
    ap.add_argument("--base", type=Path, help="a third checkout (e.g. this branch's starting point, as `git archive "
                                              "COMMIT | tar -x`), timed the same way in the same interleaving; "
                                              "recorded in the JSON only, as 'base'")
    ap.add_argument("--base-label", default="", help="what --base is (its commit)")
    args = ap.parse_args()
    runs, before_runs, base_runs, out = [], [], [], ""
    for _ in range(max(1, args.repeats)):
        run = cold_and_warm(ROOT)
        out = run.pop("output")
        runs.append(run)
        if args.before:
            b = cold_and_warm(args.before.resolve())
            b.pop("output")
            before_runs.append(b)
        if args.base:
            b = cold_and_warm(args.base.resolve())
            b.pop("output")
            base_runs.append(b)
    med = _medians(runs)
    loads = [x for r in runs + before_runs + base_runs for x in r["load_avg_1min"]]
    # the table's rows: a modelled time ends the line ("91.2 µs"); "no model [n]" where there is none
    rows = [line for line in out.splitlines() if re.search(r"\d (n|µ|m)?s$", line)]
    no_model = [line for line in out.splitlines() if re.search(r"no model \[\d+\]$", line)]
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    doc = {"command": "python " + " ".join(CMD), "commit": commit, "date": time.strftime("%Y-%m-%d %H:%M UTC",
                                                                                          time.gmtime()),
           "machine": f"{os.cpu_count()} cores (shared)", **med, "runs": runs,
           "exit": sorted({c for r in runs for c in r["exit"]}), "load_avg_1min_range": [min(loads), max(loads)],
           "variants_modelled": len(rows), "variants_without_model": len(no_model),
           "baseline_cold_s": args.baseline_cold, "baseline_warm_s": args.baseline_warm}
    before = None
    if args.before:
        before = {**_medians(before_runs), "runs": before_runs,
                  "commit": subprocess.run(["git", "-C", str(args.before), "rev-parse", "--short", "HEAD"],
                                           capture_output=True, text=True).stdout.strip()}
        doc["before"] = before
    if args.base:
        doc["base"] = {**_medians(base_runs), "runs": base_runs, "commit": args.base_label or str(args.base)}
    n = max(1, args.repeats)
    lines = ["# `fpsem compile --model` on the whole built-in suite for the A2000, H100 and MI250X", "",
             f"`{doc['command']}` at {commit}, on the development machine ({doc['machine']}; other work ran beside "
             f"it: 1-minute load {min(loads):.1f}-{max(loads):.1f} over the runs), {doc['date']}. Measured: wall "
             "time, and CPU time (user + system of the command and of the worker processes it waited for: what the "
             "shared machine's load does not stretch), each run with empty caches of its own (cold), then again on "
             f"them (warm); {n} such pair{'s' if n > 1 else ''} per checkout"
             + (f", interleaved with the same at {before['commit']}" if before else "") + "; medians.", ""]
    head = "| | trace-driven model |" + (f" {before['commit']} |" if before else "")
    lines += [head + (" ratio (wall / CPU) |" if before else ""), "|---" * (2 + 2 * bool(before)) + "|"]
    for k in ("cold", "warm"):
        cells = [f"{k} cache", f"{doc[k + '_s']:.1f} s wall, {doc[k + '_cpu_s']:.1f} s CPU"]
        if before:
            cells += [f"{before[k + '_s']:.1f} s wall, {before[k + '_cpu_s']:.1f} s CPU",
                      f"{doc[k + '_s'] / before[k + '_s']:.1f}x / {doc[k + '_cpu_s'] / before[k + '_cpu_s']:.1f}x"]
        lines.append("| " + " | ".join(cells) + " |")
    lines += ["", "Every run (wall s / CPU s, cold then warm, 1-minute load before and after):", ""]
    for label, rs in (("trace-driven", runs), (before["commit"] if before else "", before_runs)):
        for r in rs:
            lines.append(f"* {label}: cold {r['cold_s']:.1f} / {r['cold_cpu_s']:.1f}, warm {r['warm_s']:.1f} / "
                         f"{r['warm_cpu_s']:.1f}; load {r['load_avg_1min'][0]:.1f} -> {r['load_avg_1min'][1]:.1f}")
    lines += ["", f"{len(rows)} variants modelled, {len(no_model)} without a model (the reason is in the table)."]
    out_dir = ROOT / "benchmarks" / "results"
    (out_dir / "model_speed.json").write_text(json.dumps(doc, indent=1))
    (out_dir / "model_speed.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    ok = all(r["exit"] == [0, 0] for r in runs + before_runs + base_runs)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
