"""The sweep's model stage alone over every GPU cell of the default sweep: CPU seconds, and every prediction.

Each variant is built first through the build cache (not counted), then ``predict_variant`` -- what the sweep's
model stage calls -- is timed with ``time.process_time``, cell by cell in the sweep's order (kernel, precision,
target, profile).  Every prediction is written out, so two runs (before and after a change, each with a fresh
``FPSEM_CACHE``) can be compared value for value:

    FPSEM_CACHE=$(mktemp -d) .venv/bin/python benchmarks/model_stage_speed.py before.json [--kernels all]
    FPSEM_CACHE=$(mktemp -d) .venv/bin/python benchmarks/model_stage_speed.py after.json
    .venv/bin/python benchmarks/model_stage_speed.py --compare before.json after.json

Results: ``benchmarks/results/sweep_speed.json`` (``model_stage_whole_suite``) and ``sweep_speed.md``.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def measure(out: str, kernels: str, targets: str) -> None:
    from fpsem.compiler.build import build
    from fpsem.compiler.cache import default_cache
    from fpsem.compiler.variant import Variant
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.speed.traces import predict_variant
    from fpsem.sweep.suite import build_request

    req = build_request(kernels=kernels, targets=targets, runners="host,model")
    preds: dict[str, object] = {}
    per_kernel: dict[str, float] = collections.defaultdict(float)
    for k in req.kernels:
        sizes = tuple(sorted(resolve_sizes(k.spec, "default").items()))
        for prec in (p for p in req.precisions if p in k.spec.precisions):
            for t in req.targets:
                for p in req.profiles:
                    v = build(Variant(k, prec, p, t, sizes, inputs="random", size_set="default"), default_cache())
                    label = f"{k.spec.key}/{prec}/{t.name}/{p.name}"
                    c0 = time.process_time()
                    try:
                        preds[label] = predict_variant(v, k.spec, t, "default", "cold")[0].to_json()
                    except Exception as e:  # noqa: BLE001 - a cell without a model is recorded, as the sweep does
                        preds[label] = f"{type(e).__name__}: {e}"
                    per_kernel[k.spec.key] += time.process_time() - c0
    doc = {"model_cpu_s": sum(per_kernel.values()), "per_kernel": per_kernel, "predictions": preds}
    Path(out).write_text(json.dumps(doc, default=str))
    print(f"model stage: {doc['model_cpu_s']:.1f} CPU s over {len(preds)} cells")


def compare(before: str, after: str) -> int:
    b, a = (json.loads(Path(f).read_text()) for f in (before, after))
    diff = [k for k in b["predictions"] if b["predictions"][k] != a["predictions"].get(k)]
    print(f"{len(b['predictions'])} cells, {len(diff)} predictions different; model stage CPU "
          f"{b['model_cpu_s']:.1f} s -> {a['model_cpu_s']:.1f} s")
    for k in diff[:5]:
        print("  different:", k)
    return 1 if diff else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", nargs="?", help="where to write the timings and predictions (JSON)")
    ap.add_argument("--kernels", default="all")
    ap.add_argument("--targets", default="a2000,h100,mi250x")
    ap.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"))
    args = ap.parse_args()
    if args.compare:
        return compare(*args.compare)
    if not args.out:
        ap.error("give an output file, or --compare BEFORE AFTER")
    measure(args.out, args.kernels, args.targets)
    return 0


if __name__ == "__main__":
    sys.exit(main())
