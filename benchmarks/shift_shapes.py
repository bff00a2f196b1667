#!/usr/bin/env python3
"""FIR's load pattern without its FP work, at FIR's sizes and launch shapes (measured on an NVIDIA GPU).

    python benchmarks/shift_shapes.py [--out DIR]

The calibration's shift copy (``fpsem.speed.calibrate.shift_ptx``: 16 loads per point at consecutive element
offsets, XORed, one store) at 2^20, 2^21, 2^24 and 1.6e7 points with one point per thread, and at 1.6e7 points
on grids of 8 and 32 blocks of 256 per SM (grid-stride: far fewer blocks); beside it the plain copy of 1.6e7
points on the same three grids. FIR f32/f64 at 1.6e7 read exactly these addresses: whether the shift takes
FIR's time says whether FIR's time is its loads or its FP work, and the grid-stride launches whether it is the
blocks' start-up. Warm timing (one buffer set; at 2^24 and 1.6e7 points the arrays are beyond the L2).
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from pathlib import Path

from bench_io import measured_report

from fpsem.speed import calibrate

ROOT = Path(__file__).resolve().parent.parent
N = 16_000_000


def measure() -> dict:
    from fpsem.runners.cuda.driver import Gpu

    gpu = Gpu(0)
    b = calibrate.Bench.on(gpu)
    rows = []
    for w in (4, 8):
        rows += [calibrate.time_shift(b, w, n) for n in (1 << 20, 1 << 21, 1 << 24, N)]
        rows += [calibrate.time_copy(b, w, N * w, "warm", grid) for grid in (None, 8 * b.units, 32 * b.units)]
        rows += [calibrate.time_shift(b, w, N, grid, reps=20) for grid in (8 * b.units, 32 * b.units)]
    return {"when": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"), "device": gpu.info.to_dict(),
            "command": "python3 benchmarks/shift_shapes.py", "rows": rows}


def markdown(doc: dict) -> str:
    lines = [f"# FIR's loads without its FP work (measured, {doc['device']['name']})", "",
             f"{doc['when']}, `{doc['command']}`; median of CUDA-event-timed launches (quartiles in the JSON), "
             "warm (one buffer set). Blocks of 256; `points per thread` > 1 is a grid-stride launch.", "",
             "| kernel | element bytes | points | grid | points per thread | median µs |", "|---|---|---|---|---|---|"]
    for r in doc["rows"]:
        per = r["points"] / (r["grid"] * r["block"])
        lines.append(f"| {r['kind']} | {r['width']} | {r['points']} | {r['grid']} | {per:.2f} | "
                     f"{r['median_ms'] * 1e3:.2f} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    ap.add_argument("--stem", default="h200_shift_shapes")
    args = ap.parse_args(argv)
    return measured_report(args.out, args.stem, measure, markdown)


if __name__ == "__main__":
    sys.exit(main())
