#!/usr/bin/env python3
"""Why fpsem's LTIMES is 1.04x RAJAPerf's CUDA in f64 but 0.84x in f32: the launch shape, measured apart.

fpsem's entry runs one flat thread per (z, g, m) point; RAJAPerf's CUDA kernel runs 32 x 4 x 2 blocks
with m on the lanes, so at nm = 25 seven of every 32 lanes idle.  This script builds three shapes of
RAJAPerf's one LTIMES body with nvcc (``benchmarks/cuda/ltimes_shape.cu``: ``padded3d`` = RAJAPerf's,
``flat`` = fpsem's lane mapping, ``flatpad`` = flat blocks with one (z, g) row per warp), checks that
they give bit-identical phi, times them back to back on the GPU (rounds interleaved, position rotated),
and sets the times beside a count of what the L1 must serve per warp and d-iteration: the distinct
128-byte lines each load touches, per *pass* -- 16 lanes for 8-byte loads, 32 for 4-byte ones (the
half-warp processing of 64-bit accesses that fpsem's model uses; Ernst et al.'s H200 stride data).

Without a GPU (``--dry-run``) it prints the line counts only.  Writes ``ltimes_shape.{md,json}`` to
``--out``.  Every time is measured on the device it names; every line count is computed here.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "benchmarks" / "cuda" / "ltimes_shape.cu"
SHAPES = ("padded3d", "flat", "flatpad")
ND, NM, NG, NZ = 64, 25, 32, 488  # RAJAPerf's defaults at N = 1e6 (fpsem's ltimes.toml)


def warp_points(shape: str) -> list[list[tuple[int, int] | None]]:
    """The (m, g) of each lane of each warp in one z slice (None: an idle lane); z only adds an offset."""
    if shape in ("padded3d", "flatpad"):  # one (z, g) row per warp, m = lane
        return [[(m, g) if m < NM else None for m in range(32)] for g in range(NG)]
    pts = [(t % NM, t // NM) for t in range(NM * NG)]
    return [[pts[k] if k < len(pts) else None for k in range(w, w + 32)] for w in range(0, len(pts), 32)]


def lines_per_warp(shape: str, width: int) -> tuple[float, float]:
    """Mean L1 line-passes per warp and d-iteration for the ell and psi loads (d = 0), and the warp count
    per z slice: distinct 128-byte lines per pass of 16 lanes (8-byte loads) or 32 lanes (4-byte)."""
    lanes = 16 if width == 8 else 32
    warps = warp_points(shape)
    total = 0
    for w in warps:
        for part in range(0, 32, lanes):
            live = [p for p in w[part:part + lanes] if p is not None]
            ell = {(m * ND * width) // 128 for m, _ in live}
            psi = {(g * ND * width) // 128 for _, g in live}
            total += len(ell) + len(psi)
    return total / len(warps), float(len(warps))


def line_table() -> list[dict]:
    rows = []
    for width, prec in ((8, "f64"), (4, "f32")):
        for s in SHAPES:
            per_warp, warps = lines_per_warp(s, width)
            rows.append({"precision": prec, "shape": s, "warps_per_z": warps, "line_passes_per_warp": per_warp,
                         "line_passes_per_z": per_warp * warps})
    return rows


def measure(out: Path, rounds: int, reps: int) -> tuple[list[dict], str]:
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    with tempfile.TemporaryDirectory(prefix="ltimes-shape-") as tmp:
        exe = Path(tmp) / "ltimes_shape"
        # RAJAPerf's flags, contraction off: the operations of fpsem's strict variant
        cmd = [nvcc, "-O3", "-restrict", "-fmad=false", "-arch=sm_90", "-o", str(exe), str(SOURCE)]
        subprocess.run(cmd, check=True)
        res = subprocess.run([str(exe), str(rounds), str(reps)], capture_output=True, text=True, timeout=300)
        if res.returncode:
            sys.exit(f"ltimes_shape: the program failed ({res.returncode}): {res.stderr.strip()}")
    return [json.loads(x) for x in res.stdout.splitlines() if x.startswith("{")], " ".join(cmd[:-3] + [cmd[-1]])


def summarise(records: list[dict]) -> list[dict]:
    rows = []
    for prec in ("f64", "f32"):
        t = {s: {r["round"]: r["us"] for r in records if r["kind"] == "time" and r["precision"] == prec
                 and r["shape"] == s} for s in SHAPES}
        for s in SHAPES:
            ratios = [t[s][k] / t["padded3d"][k] for k in t[s]]
            rows.append({"precision": prec, "shape": s, "median_us": statistics.median(t[s].values()),
                         "min_us": min(t[s].values()), "max_us": max(t[s].values()),
                         "ratio_median": statistics.median(ratios), "ratio_min": min(ratios),
                         "ratio_max": max(ratios), "rounds": len(ratios)})
    return rows


def device_line() -> str:
    try:
        return subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,clocks.sm,clocks.max.sm",
                               "--format=csv,noheader"], capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "n/a"


def report(lines: list[dict], times: list[dict], checks: list[dict], meta: dict) -> str:
    md = ["# LTIMES launch shapes: RAJAPerf's padded 3-D blocks against fpsem's flat lane mapping", ""]
    if times:
        md += [f"* measured on: {meta['device']}; date (UTC): {meta['date']}",
               f"* command: `{meta['command']}`; build: `{meta['build']}`",
               f"* convention: {meta['reps']} back-to-back launches between two events, {meta['rounds']} rounds, "
               "the three shapes interleaved with their position rotated; ratio per round against padded3d, "
               "median and range", ""]
        md += ["| precision | shape | median µs | range µs | / padded3d (median) | / padded3d (range) |",
               "|---|---|---|---|---|---|"]
        md += [f"| {r['precision']} | {r['shape']} | {r['median_us']:.2f} | {r['min_us']:.2f}–{r['max_us']:.2f} | "
               f"{r['ratio_median']:.3f}x | {r['ratio_min']:.3f}–{r['ratio_max']:.3f}x |" for r in times]
        md += ["", "Outputs: " + "; ".join(f"{c['precision']} {c['shape']}: {c['differing']} of {c['points']} "
                                          "elements differ from padded3d" for c in checks), ""]
    md += ["## L1 line-passes (computed, not measured)", "",
           "Distinct 128-byte lines per pass of the ell and psi loads, per warp and d-iteration: a pass is "
           "16 lanes for 8-byte loads and 32 lanes for 4-byte loads; lanes of one pass that read the same line "
           "share one pass, lanes in different passes do not.", "",
           "| precision | shape | warps per z slice | line-passes per warp | line-passes per z slice | / padded3d |",
           "|---|---|---|---|---|---|"]
    base = {r["precision"]: r["line_passes_per_z"] for r in lines if r["shape"] == "padded3d"}
    md += [f"| {r['precision']} | {r['shape']} | {r['warps_per_z']:.0f} | {r['line_passes_per_warp']:.2f} | "
           f"{r['line_passes_per_z']:.0f} | {r['line_passes_per_z'] / base[r['precision']]:.3f}x |" for r in lines]
    return "\n".join(md) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path(os.environ.get("OUT") or ROOT / "out" / "ltimes_shape"))
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--reps", type=int, default=100)
    ap.add_argument("--dry-run", action="store_true", help="the line counts only (no GPU)")
    args = ap.parse_args()
    lines = line_table()
    records: list[dict] = []
    meta = {"date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "rounds": args.rounds,
            "reps": args.reps, "command": "python3 " + " ".join(["benchmarks/ltimes_shape.py", *sys.argv[1:]])}
    if not args.dry_run:
        records, meta["build"] = measure(args.out, args.rounds, args.reps)
        meta["device"] = device_line()
    times = summarise(records) if records else []
    checks = [r for r in records if r["kind"] == "check"]
    args.out.mkdir(parents=True, exist_ok=True)
    text = report(lines, times, checks, meta)
    (args.out / "ltimes_shape.md").write_text(text)
    (args.out / "ltimes_shape.json").write_text(json.dumps(
        {"meta": meta, "line_passes": lines, "times": times, "checks": checks, "records": records}, indent=1))
    print(text)


if __name__ == "__main__":
    main()
