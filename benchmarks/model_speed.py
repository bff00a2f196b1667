#!/usr/bin/env python3
"""How long the whole built-in suite takes under ``fpsem compile --model`` for the three GPUs (issue 25's
"fast enough to sweep"): cold (an empty build and trace cache) and warm (a second run on the same caches).

    python benchmarks/model_speed.py [--baseline-cold S --baseline-warm S]

The baseline is the same command before the trace-driven model (the static model), timed the same way on
the same machine; pass it to put the ratio in the results (benchmarks/results/model_speed.{json,md}).
Wall times on a shared machine: the load is recorded beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CMD = ["-m", "fpsem", "compile", "-k", "all", "-t", "a2000,h100,mi250x", "-p", "strict,algebraic", "--precision",
       "all", "--model"]


def timed(env: dict) -> tuple[float, int, str]:
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, *CMD], env=env, capture_output=True, text=True, cwd=ROOT)
    return time.perf_counter() - t0, r.returncode, r.stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--baseline-cold", type=float)
    ap.add_argument("--baseline-warm", type=float)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="fpsem-speed-") as tmp:
        env = {**os.environ, "FPSEM_CACHE": tmp, "PYTHONPATH": str(ROOT)}
        load0 = os.getloadavg()[0]
        cold, rc1, out = timed(env)
        warm, rc2, _ = timed(env)
        load1 = os.getloadavg()[0]
    rows = [line for line in out.splitlines() if " modelled " in line]
    no_model = [line for line in out.splitlines() if "no model" in line]
    doc = {"command": "python " + " ".join(CMD), "cold_s": cold, "warm_s": warm, "exit": [rc1, rc2],
           "variants_modelled": len(rows), "variants_without_model": len(no_model), "load_avg_1min": [load0, load1],
           "baseline_cold_s": args.baseline_cold, "baseline_warm_s": args.baseline_warm}
    lines = ["# `fpsem compile --model` on the whole built-in suite for the A2000, H100 and MI250X", "",
             f"`{doc['command']}`, on the development machine (2 cores shared with other work; 1-minute load "
             f"{load0:.1f} before, {load1:.1f} after). Measured wall times.", "",
             "| | trace-driven model | static model (baseline) | ratio |", "|---|---|---|---|"]
    for k in ("cold", "warm"):
        base = getattr(args, f"baseline_{k}")
        ratio = f"{doc[k + '_s'] / base:.1f}x" if base else "-"
        lines.append(f"| {k} cache | {doc[k + '_s']:.0f} s | {base:.0f} s | {ratio} |" if base else
                     f"| {k} cache | {doc[k + '_s']:.0f} s | - | - |")
    lines += ["", f"{len(rows)} variants modelled, {len(no_model)} without a model (the reason is in the table)."]
    out_dir = ROOT / "benchmarks" / "results"
    (out_dir / "model_speed.json").write_text(json.dumps(doc, indent=1))
    (out_dir / "model_speed.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0 if rc1 == rc2 == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
