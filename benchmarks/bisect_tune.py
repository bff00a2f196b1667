"""How long bisection and tuning take, and how many variants they evaluate, on this machine.

* bisection of FIR, strict -> algebraic, ``speedup>1.5`` on the a2000 model;
* bisection of VOL3D, strict -> algebraic, ``speedup>T`` on the a2000 model, T halfway
  between 1 and algebraic's own modelled speed-up (printed);
* tuning of FIR for the a2000 with a 4-ulp budget over strict's error (``max-ulp<=+4``),
  accuracy emulated on this CPU, speed modelled.

Every run starts from an empty build cache, reference cache and search store (a
temporary FPSEM_CACHE), so the figures are cold: they include building every variant.
Wall times are measured on this machine (``platform.node()`` and the core count are
in the results file); nothing here is a test.

    .venv/bin/python benchmarks/bisect_tune.py        # writes benchmarks/results/bisect.json
"""

from __future__ import annotations

import datetime as dt_mod
import json
import os
import platform
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FPSEM_CACHE"] = tmp  # cold: builds, references and the search store start empty
        from fpsem.compiler.cache import default_cache
        from fpsem.compiler.targets import load_targets, resolve_target
        from fpsem.fastmath.profiles import resolve_profile
        from fpsem.kernels.registry import load_kernel
        from fpsem.search.bisect import bisect
        from fpsem.search.criteria import parse_criterion
        from fpsem.search.probe import Prober, ProbeSetup
        from fpsem.search.store import SearchStore
        from fpsem.search.tune import tune

        target = resolve_target("a2000", load_targets())
        strict, algebraic = resolve_profile("strict"), resolve_profile("algebraic")
        rows = []

        def prober(kernel: str, store: str) -> Prober:
            return Prober(ProbeSetup(load_kernel(kernel), "f64", target), SearchStore(Path(tmp) / store),
                          default_cache())

        for kernel, threshold in (("FIR", 1.5), ("VOL3D", None)):
            p = prober(kernel, f"{kernel}.sqlite")
            if threshold is None:
                from fpsem.search.bisect import config_profile, kernel_sites

                sites, ir, _ = kernel_sites(p.setup.kernel.ir_for("f64"))
                a, _ = p.measure(algebraic, "speed")
                s, _ = p.measure(config_profile("strict", strict, sites, ir, ()), "speed")
                threshold = round(1 + (s["seconds"] / a["seconds"] - 1) / 2, 3)
                p = prober(kernel, f"{kernel}-run.sqlite")  # the counted run starts with an empty store
            t0 = time.perf_counter()
            r = bisect(p, strict, algebraic, parse_criterion(f"speedup>{threshold}"))
            wall = time.perf_counter() - t0
            rows.append({"what": f"bisect {kernel} strict->algebraic speedup>{threshold} (a2000 model)",
                         "variants": r.variants, "wall_s": round(wall, 1), "changes": r.changes,
                         "culprits": len(r.culprits), "culprit_sites": len(r.culprit_sites),
                         "flags": sorted({c.flag for c in r.culprits}), "together": r.together})
        p = prober("FIR", "tune.sqlite")
        t0 = time.perf_counter()
        r = tune(p, parse_criterion("max-ulp<=+4", budget=True), replace(p.setup, inputs="random", seed=1))
        wall = time.perf_counter() - t0
        rows.append({"what": "tune FIR a2000 max-ulp<=+4 (accuracy emulated, speed modelled)",
                     "variants": r.evaluated + r.reused, "wall_s": round(wall, 1), "budget": r.budget,
                     "pairs_on": r.flagged_pairs, "pairs": r.total_pairs, "held_back": len(r.held_back),
                     "speedup": {k: v.get("speedup") for k, v in r.compare.items()},
                     "max_ulp": {k: v["accuracy"]["max_ulp"] for k, v in r.compare.items()},
                     "held_out": r.held_out})
    print(f"{'what':<72} {'variants':>8} {'wall s':>8}")
    for row in rows:
        print(f"{row['what']:<72} {row['variants']:>8} {row['wall_s']:>8}")
    out = {"date": dt_mod.datetime.now(dt_mod.UTC).isoformat(timespec="seconds"),
           "machine": platform.node(), "cores": os.cpu_count(), "python": platform.python_version(),
           "how": "measured wall time on this machine, cold caches (a fresh FPSEM_CACHE); one run each",
           "rows": rows}
    path = Path(__file__).resolve().parent / "results" / "bisect.json"
    path.write_text(json.dumps(out, indent=2, default=str) + "\n")
    print(f"-> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
