#!/usr/bin/env python3
"""How long the whole built-in suite takes under ``fpsem compile --model`` for the three GPUs (issue 25's
"fast enough to sweep"): cold (an empty build and trace cache) and warm (a second run on the same caches).

    python benchmarks/model_speed.py [--baseline-cold S --baseline-warm S] [--before CHECKOUT]

The baseline is the same command before the trace-driven model (the static model), timed the same way on
the same machine; pass it to put the ratio in the results (benchmarks/results/model_speed.{json,md}).
``--before`` times the same command on another checkout of fpsem too (an earlier state of the trace-driven
model: ``git worktree add --detach DIR COMMIT``), right after this one, each with empty caches of its own.
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--baseline-cold", type=float)
    ap.add_argument("--baseline-warm", type=float)
    ap.add_argument("--before", type=Path, help="a checkout of an earlier fpsem, timed the same way after this one")
    args = ap.parse_args()
    run = cold_and_warm(ROOT)
    out = run.pop("output")
    load0, load1 = run["load_avg_1min"]
    # the table's rows: a modelled time ends the line ("91.2 µs"); "no model [n]" where there is none
    rows = [line for line in out.splitlines() if re.search(r"\d (n|µ|m)?s$", line)]
    no_model = [line for line in out.splitlines() if re.search(r"no model \[\d+\]$", line)]
    doc = {"command": "python " + " ".join(CMD), **run, "variants_modelled": len(rows),
           "variants_without_model": len(no_model), "baseline_cold_s": args.baseline_cold,
           "baseline_warm_s": args.baseline_warm}
    before = None
    if args.before:
        before = cold_and_warm(args.before.resolve())
        before.pop("output")
        before["commit"] = subprocess.run(["git", "-C", str(args.before), "rev-parse", "--short", "HEAD"],
                                          capture_output=True, text=True).stdout.strip()
        doc["before"] = before
    lines = ["# `fpsem compile --model` on the whole built-in suite for the A2000, H100 and MI250X", "",
             f"`{doc['command']}`, on the development machine (2 cores shared with other work; 1-minute load "
             f"{load0:.1f} before, {load1:.1f} after). Measured: wall time, and CPU time (user + system, the "
             "command and its build workers: what the shared machine's load does not stretch), each run with empty "
             "caches of its own (cold), then again on them (warm).", ""]
    head = "| | trace-driven model |" + (f" the same at {before['commit']} |" if before else "")
    lines += [head + " static model (baseline, wall) | ratio to the baseline (wall) |",
              "|---" * (4 + bool(before)) + "|"]
    for k in ("cold", "warm"):
        base = getattr(args, f"baseline_{k}")
        cells = [f"{k} cache", f"{doc[k + '_s']:.0f} s wall, {doc[k + '_cpu_s']:.0f} s CPU"]
        cells += [f"{before[k + '_s']:.0f} s wall, {before[k + '_cpu_s']:.0f} s CPU"] if before else []
        cells += [f"{base:.0f} s", f"{doc[k + '_s'] / base:.1f}x"] if base else ["-", "-"]
        lines.append("| " + " | ".join(cells) + " |")
    if before:
        lines += ["", f"The run at {before['commit']} came right after, 1-minute load {before['load_avg_1min'][0]:.1f} "
                      f"before and {before['load_avg_1min'][1]:.1f} after."]
    lines += ["", f"{len(rows)} variants modelled, {len(no_model)} without a model (the reason is in the table)."]
    out_dir = ROOT / "benchmarks" / "results"
    (out_dir / "model_speed.json").write_text(json.dumps(doc, indent=1))
    (out_dir / "model_speed.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0 if run["exit"] == [0, 0] and (not before or before["exit"] == [0, 0]) else 1


if __name__ == "__main__":
    sys.exit(main())
