"""How fast the tracer (fpsem.ir.trace) runs sampled warps of real kernels, and lock-step against lane by lane.

For FIR, LTIMES and GEMM at their default sizes (N = 1e6 points each; LTIMES has a 64-long inner
loop per point, GEMM a 1000-long one), built through fpsem's build path for the A2000 (NVPTX,
32-lane warps) and the MI250X (AMDGPU, 64-lane wavefronts), this traces ``--warps`` evenly
spaced warps of the one-thread-per-point launch (256-thread blocks) and reports:

* cold seconds (module parse, translation, buffer set-up, the run) and the cached repeat;
* block executions and IR instructions executed per warp, and microseconds per block execution;
* the same first warp run lane by lane (each lane alone in the engine, as a per-lane interpreter
  grouping by dynamic instance afterwards would): the lock-step speed-up.

All times are measured wall time on this machine (shared CPU; see the load column).

Usage: python benchmarks/trace_speed.py [--warps 4] [--out benchmarks/results]
Writes trace_speed.json and trace_speed.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import fpsem  # noqa: E402
from fpsem.compiler.entry.common import point_count, resolved_space  # noqa: E402
from fpsem.compiler.entry.launch import launch_config  # noqa: E402
from fpsem.ir.lanebase import Group  # noqa: E402
from fpsem.ir.lanemem import LaneMemory  # noqa: E402
from fpsem.ir.lanes import LaneEngine, RunStats  # noqa: E402
from fpsem.ir.trace import Launch, Sample, _bind_args, _group, trace_kernel  # noqa: E402
from fpsem.ir.trace_cache import TraceCache  # noqa: E402
from fpsem.kernels.inputs import make_inputs  # noqa: E402
from fpsem.kernels.registry import load_kernel  # noqa: E402
from fpsem.kernels.spec import resolve_sizes  # noqa: E402


def case(kernel: str, target: str):
    k = load_kernel(kernel)
    spec = k.spec
    sizes = resolve_sizes(spec, "default", {})
    v = fpsem.compile(kernel, target, "strict")
    vals = make_inputs(spec, sizes, "f64", spec.input_sets[0], 0)
    stage, ep = spec.stages[0], v.entries[0]
    threads = ep.threads or point_count(resolved_space(spec, stage, sizes))
    lc = launch_config(threads, 256, reduce=ep.reduce)  # a padded point order (warp rows) launches its own threads
    args = {p.name: (int(vals[p.name]) if p.kind == "i64" else float(vals[p.name]) if p.kind == "real"
                     else vals[p.name]) for p in ep.params}
    glob = {sym: vals[a] for a, sym in ep.constants}
    return v.optimized_ir, ep.name, args, Launch.of(lc.grid, lc.block, 64 if target == "mi250x" else 32), glob


def lockstep_vs_lanes(ir: str, entry: str, args, launch: Launch, glob) -> tuple[float, float, int]:
    """The first warp run once lock-step and once lane by lane (each lane alone), in one translated engine:
    (lock-step seconds, lane-by-lane seconds, block executions of the lock-step run)."""
    mem = LaneMemory()
    eng = LaneEngine(ir, mem, "<bench>", glob, launch.dynamic_shared, launch.warp)
    fn = eng.function(entry)
    values, _ = _bind_args(fn, args, mem, {})
    full = _group(launch, 0, 0, 1)

    def run(alive: np.ndarray) -> int:
        g = Group(full.size, full.warp, full.tid, full.ctaid, full.ntid, full.nctaid, alive, full.first_warp)
        stats = RunStats(1)
        with np.errstate(all="ignore"):
            eng.run_group(entry, values, g, stats)
        return stats.steps

    run(full.alive.copy())  # translate everything first
    t0 = time.perf_counter()
    steps = run(full.alive.copy())
    lock = time.perf_counter() - t0
    t0 = time.perf_counter()
    for lane in range(launch.warp):
        run(np.arange(full.size) == lane)
    return lock, time.perf_counter() - t0, steps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--warps", type=int, default=4)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    a = ap.parse_args()
    rows = []
    for kernel in ("fir", "ltimes", "gemm"):
        for target in ("a2000", "mi250x"):
            ir, entry, args, launch, glob = case(kernel, target)
            cache = TraceCache(Path(tempfile.mkdtemp()))
            load = os.getloadavg()[0]
            t0 = time.perf_counter()
            t = trace_kernel(ir, entry, args, launch, Sample("even", a.warps), globals=glob, cache=cache)
            cold = time.perf_counter() - t0
            t0 = time.perf_counter()
            again = trace_kernel(ir, entry, args, launch, Sample("even", a.warps), globals=glob, cache=cache)
            warm = time.perf_counter() - t0
            assert t.status.complete and again.cached
            steps = sum(b.executions for w in t.traces for b in w.blocks) / len(t.traces)
            instrs = sum(b.executions * b.instructions for w in t.traces for b in w.blocks) / len(t.traces)
            accesses = sum(len(w.memory) for w in t.traces) / len(t.traces)
            lock_s, lanes_s, lock_steps = lockstep_vs_lanes(ir, entry, args, launch, glob)
            rows.append({
                "kernel": kernel, "target": target, "warp": launch.warp, "grid": launch.grid[0],
                "block": launch.block[0], "warps_in_grid": launch.warps, "sampled": len(t.traces),
                "cold_s": round(cold, 3), "cached_s": round(warm, 3), "trace_s": round(t.seconds, 3),
                "block_execs_per_warp": steps, "ir_instructions_per_warp": instrs, "accesses_per_warp": accesses,
                "us_per_block_exec": round(1e6 * lock_s / max(1, lock_steps), 1),
                "first_warp_lockstep_s": round(lock_s, 4), "first_warp_lane_by_lane_s": round(lanes_s, 4),
                "lockstep_speedup": round(lanes_s / max(lock_s, 1e-9), 1), "load": round(load, 2),
            })
            print(rows[-1], flush=True)
    a.out.mkdir(parents=True, exist_ok=True)
    meta = {"date": dt.datetime.now().isoformat(timespec="seconds"), "cpu_cores": os.cpu_count(),
            "how": "measured: wall time on this machine (shared CPU)", "rows": rows}
    (a.out / "trace_speed.json").write_text(json.dumps(meta, indent=1) + "\n")
    lines = [f"# Tracer speed ({meta['date']}, measured wall time, {os.cpu_count()} shared cores)", "",
             f"Default sizes (N = 1e6 points), one thread per point, 256-thread blocks; {a.warps} evenly spaced "
             "warps traced. *cold*: parse + translate + buffers + run; *cached*: the repeat served by the trace "
             "cache; *1 warp*: the first warp's run alone in an engine already translated, lock-step and lane by lane "
             "(each lane alone, as a per-lane interpreter would before grouping accesses by dynamic instance); "
             "*us / block exec*: the lock-step run's time per warp-level block execution.", "",
             "| kernel | target | warps in grid | cold s | cached s | block execs / warp | IR instr / warp | "
             "accesses / warp | us / block exec | 1 warp lock-step s | 1 warp lane by lane s | speed-up | load |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['kernel']} | {r['target']} | {r['warps_in_grid']} | {r['cold_s']} | {r['cached_s']} | "
                     f"{r['block_execs_per_warp']:.0f} | {r['ir_instructions_per_warp']:.0f} | "
                     f"{r['accesses_per_warp']:.0f} | {r['us_per_block_exec']} | {r['first_warp_lockstep_s']} | "
                     f"{r['first_warp_lane_by_lane_s']} | {r['lockstep_speedup']}x | {r['load']} |")
    (a.out / "trace_speed.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
