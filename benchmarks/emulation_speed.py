"""How long the emulation's accuracy stage takes per variant: build, emulate, JIT, run (wall clock, this machine).

For a few kernels (those with math calls and some without) x f32/f64 x strict/algebraic-afn on the
H100 and the MI250X, one variant at a time in this process: the build (cold: a fresh cache
directory; then warm: the same variant again, from the cache), the emulation transform and the
host JIT, and one run on the ``small`` inputs.  Runs against whatever fpsem ``PYTHONPATH`` gives,
so the same script measures two trees (before and after a change):

    PYTHONPATH=/path/to/tree python benchmarks/emulation_speed.py [--label NAME] [--out DIR]

Writes DIR/emulation_speed_<label>.json and prints a table.  Timings are measured wall-clock
seconds on the machine it runs on; nothing here is a test.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

KERNELS = ("planckian", "energy", "trap_int", "if_quad", "fir", "dot")


def measure(kernels, targets, precisions, profiles) -> list[dict]:
    try:
        from fpsem.runners.emulation import EmulatedRunner
    except ImportError:  # a tree from before the runner registry
        from fpsem.accuracy.runners import EmulatedRunner
    from fpsem.compiler.cache import default_cache
    from fpsem.compiler.targets import resolve_target
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.registry import load_kernel
    from fpsem.kernels.spec import resolve_sizes

    rows = []
    for name in kernels:
        k = load_kernel(name)
        sizes = resolve_sizes(k.spec, "small")
        inputs = "random" if "random" in k.spec.input_sets else k.spec.input_sets[0]
        for tname in targets:
            t = resolve_target(tname)
            for prec in precisions:
                values = make_inputs(k.spec, sizes, prec, inputs, 0)
                for pname in profiles:
                    row = {"kernel": name, "target": tname, "precision": prec, "profile": pname}
                    for phase in ("cold", "warm"):
                        runner = EmulatedRunner(t, cache=default_cache(), isolated=False)
                        t0 = time.perf_counter()
                        pv = runner.prepare(k, resolve_profile(pname), prec, sizes, "small")
                        t1 = time.perf_counter()
                        pv.run(values)  # JIT on the first run
                        t2 = time.perf_counter()
                        pv.run(values)
                        t3 = time.perf_counter()
                        row[phase] = {"prepare": round(t1 - t0, 3), "jit_and_run": round(t2 - t1, 3),
                                      "run": round(t3 - t2, 4), "total": round(t2 - t0, 3)}
                    rows.append(row)
                    print(f"{name:10s} {tname:7s} {prec} {pname:14s} cold {row['cold']['total']:6.2f} s "
                          f"(prepare {row['cold']['prepare']:.2f}, JIT+run {row['cold']['jit_and_run']:.2f})  "
                          f"warm {row['warm']['total']:6.2f} s", flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--label", default="current")
    p.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "results")
    p.add_argument("--kernels", default=",".join(KERNELS))
    p.add_argument("--targets", default="h100,mi250x")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fpsem-speed-") as tmp:
        os.environ["FPSEM_CACHE"] = tmp  # cold builds: nothing from an earlier run
        t0 = time.perf_counter()
        rows = measure(args.kernels.split(","), args.targets.split(","), ("f32", "f64"), ("strict", "algebraic-afn"))
        total = time.perf_counter() - t0
    import fpsem

    summary = {f"{phase}_{part}": round(sum(r[phase][part] for r in rows), 2) for phase in ("cold", "warm")
               for part in ("prepare", "jit_and_run", "total")}
    report = {"date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "label": args.label,
              "fpsem": str(Path(fpsem.__file__).resolve().parent.parent), "machine": platform.machine(),
              "cpus": os.cpu_count(), "how": "measured: wall clock on this machine, one variant at a time",
              "seconds": round(total, 1), "summary": summary, "rows": rows}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / f"emulation_speed_{args.label}.json").write_text(json.dumps(report, indent=1) + "\n")
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
