#!/usr/bin/env python3
"""How close fpsem's memory-bound kernels come to the device's copy bandwidth as N grows.

At RAJAPerf's default size (N = 1e6) a kernel runs for 6-25 us on an H200 and a launch's
fixed cost is a large share of it (see benchmarks/results/h200_gpu_bench.md).  This script
times the same strict (and algebraic) variants at larger N, in one GPU worker, beside a
device-to-device copy measured in the same run, and prints/writes per kernel and N:
median time, interquartile spread, achieved bandwidth (RAJAPerf's bytes) and the fraction
of the copy bandwidth.  Every figure is measured on the device it names.

    python3 benchmarks/gpu_bandwidth.py --out DIR [--sizes 1000000,4000000,16000000,64000000]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fpsem.compiler.build import build_many  # noqa: E402
from fpsem.compiler.cache import default_cache  # noqa: E402
from fpsem.compiler.targets import resolve_target  # noqa: E402
from fpsem.compiler.variant import Variant  # noqa: E402
from fpsem.fastmath.profiles import resolve_profile  # noqa: E402
from fpsem.kernels.registry import load_kernel  # noqa: E402
from fpsem.kernels.spec import resolve_sizes  # noqa: E402
from fpsem.runners.cuda.measure import TIMINGS  # noqa: E402
from fpsem.runners.cuda.runner import entries_from_compiled, fraction_of  # noqa: E402
from fpsem.runners.cuda.worker import GpuWorker, KernelJob, Program  # noqa: E402

# 1-D kernels whose only size parameter is N and whose work is a stream over arrays.
DEFAULT_KERNELS = "daxpy,triad,muladdsub,first_diff,hydro_1d,eos,fir,dot,reduce_sum,pressure"


def compile_at(kernels: list[str], precisions: list[str], profiles: list[str], target, n: int) -> list:
    """Build every variant with the entry points baked at N = n (through the build cache)."""
    variants = []
    for key in kernels:
        k = load_kernel(key)
        sizes = tuple(sorted(resolve_sizes(k.spec, "default", {"N": n}).items()))
        variants += [Variant(k, p, resolve_profile(name), target, sizes) for p in precisions for name in profiles]
    return build_many(variants, default_cache())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--kernels", default=DEFAULT_KERNELS)
    ap.add_argument("--sizes", default="1000000,4000000,16000000,64000000")
    ap.add_argument("--precisions", default="f64,f32")
    ap.add_argument("--profiles", default="strict,algebraic")
    ap.add_argument("--target", default="h200")
    ap.add_argument("--budget-ms", type=float, default=150.0)
    ap.add_argument("--timing", choices=TIMINGS, default="cold",
                    help="cold: inputs rotated out of the L2 (default); warm: one buffer set reused (RAJAPerf's)")
    args = ap.parse_args()
    kernels = [k for k in args.kernels.split(",") if k]
    sizes = [int(s) for s in args.sizes.split(",") if s]
    precisions = [p for p in args.precisions.split(",") if p]
    profiles = [p for p in args.profiles.split(",") if p]
    target = resolve_target(args.target)

    rows: list[dict] = []
    args.out.mkdir(parents=True, exist_ok=True)
    with GpuWorker(0) as worker:
        info, copy = worker.info(1 << 30)
        copy_gbs = copy["gbs"]
        meta = {"what": "fpsem variants timed at growing N on an NVIDIA GPU (measured)", "device": info,
                "copy_gbs": copy_gbs, "timing": args.timing, "date_utc": dt.datetime.now(dt.UTC).isoformat(),
                "command": " ".join(sys.argv)}

        def save() -> None:  # after every row: a time limit or a fault loses nothing already measured
            (args.out / "gpu_bandwidth.json").write_text(json.dumps({**meta, "rows": rows}, indent=1, default=str))

        print(f"device: {info['name']}; device-to-device copy {copy_gbs:.0f} GB/s (measured, read + written)")
        for n in sizes:
            variants = {(v.kernel, v.precision, v.profile): v for v in compile_at(kernels, precisions, profiles,
                                                                                    target, n)}
            for key in kernels:
                for p in precisions:
                    progs, names = [], []
                    for name in profiles:
                        v = variants[(key, p, name)]
                        if v.ok and v.ptx:
                            progs.append(Program(v.name, v.ptx, entries_from_compiled(v.entries), "fpsem"))
                            names.append(name)
                        else:
                            rows.append({"kernel": key, "precision": p, "profile": name, "N": n,
                                         "failure": v.failure.message if v.failure else "no PTX"})
                    job = KernelJob(key, p, "default", {"N": n}, "rajaperf", "rajaperf", 0, tuple(progs), {}, 1,
                                    True, 256, args.budget_ms, 10.0, args.timing)
                    results = worker.run(job) if progs else []
                    for r, name in zip(results, names):
                        row = {"kernel": key, "precision": p, "profile": name, "N": n, "timing": args.timing}
                        if r.fault is not None or r.timing is None:
                            row["failure"] = (r.fault or r.timing_fault).one_line()
                        else:
                            t = r.timing
                            row.update(median_us=t.stats.median_ms * 1e3,
                                       iqr_pct=100 * t.stats.iqr_ms / t.stats.median_ms,
                                       achieved_gbs=t.achieved_gbs,
                                       fraction_of_copy=fraction_of(t.achieved_gbs, copy_gbs),
                                       rotation_sets=t.rotation_sets)
                        rows.append(row)
                        save()
                        if "failure" in row:
                            print(f"{key:12s} {p} N={n:<9d} {name}: FAILED {row['failure']}")
                        else:
                            print(f"{key:12s} {p} N={n:<9d} {name:10s} {row['median_us']:9.2f} us "
                                  f"±{row['iqr_pct']:4.1f}%  {row['achieved_gbs']:6.0f} GB/s  "
                                  f"{100 * row['fraction_of_copy']:5.1f}% of copy")
    return 0


if __name__ == "__main__":
    sys.exit(main())
