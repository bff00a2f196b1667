#!/usr/bin/env python3
"""The trace-driven model's figures for the whole built-in suite, to check that a change to the model's speed
left them alone.

    PYTHONPATH=<checkout> FPSEM_CACHE=<empty dir> python benchmarks/model_figures.py dump OUT.json
    python benchmarks/model_figures.py diff BEFORE.json AFTER.json

``dump`` predicts every kernel x strict, algebraic x f32, f64 on the A2000, H100, MI250X and H200, cold and
warm timing (default sizes), with the fpsem it imports; ``diff`` lists the predictions that differ, with the
number of warps each traced (a different sample is a reason; the same sample and a different figure is not).
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path


def dump(out: Path) -> None:
    import fpsem.api as api
    from fpsem.api.resolve import kernel, target
    from fpsem.speed.model import ModelUnavailable
    from fpsem.speed.traces import predict_variant

    t0 = time.perf_counter()
    built = api.compile_many("all", "a2000,h100,mi250x,h200", "strict,algebraic", "all")
    rows = {}
    for b in built:
        v = b.variant
        if not v.metrics:
            continue
        for timing in ("cold", "warm"):
            try:
                p, stages = predict_variant(v, kernel(v.kernel).spec, target(v.target), "default", timing)
                rows[f"{v.name}/{timing}"] = {"s": p.seconds, "bound": p.bound, "notes": list(p.notes),
                                              "terms": [s.time.terms for s in stages]}
            except ModelUnavailable as e:
                rows[f"{v.name}/{timing}"] = {"none": str(e)}
    out.write_text(json.dumps({"seconds": time.perf_counter() - t0, "rows": rows}, indent=0))


def _warps(row: dict) -> int | None:
    m = re.search(r"dynamic counts of (\d+) traced warps", " ".join(row.get("notes", [])))
    return int(m.group(1)) if m else None


def diff(before: Path, after: Path) -> int:
    a, b = json.loads(before.read_text())["rows"], json.loads(after.read_text())["rows"]
    same, lines, unexplained = 0, [], 0
    for k in sorted(set(a) | set(b)):
        ra, rb = a.get(k, {}), b.get(k, {})
        if "s" not in ra or "s" not in rb:
            if ra.get("none") != rb.get("none"):
                unexplained += 1
                lines.append(f"{k}: {ra.get('none', ra.get('s'))} -> {rb.get('none', rb.get('s'))}")
            continue
        if ra["s"] == rb["s"] and ra["bound"] == rb["bound"]:
            same += 1
            continue
        wa, wb = _warps(ra), _warps(rb)
        unexplained += wa == wb
        lines.append(f"{k}: {ra['s'] * 1e6:.4g} us -> {rb['s'] * 1e6:.4g} us ({rb['s'] / ra['s'] - 1:+.1%}), "
                     f"traced warps {wa} -> {wb}")
    print(f"{len(set(a) | set(b))} predictions: {same} identical, {len(lines)} differ, {unexplained} of those with "
          "the same sample")
    print("\n".join(lines))
    return 1 if unexplained else 0


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "dump":
        dump(Path(sys.argv[2]))
        return 0
    if len(sys.argv) == 4 and sys.argv[1] == "diff":
        return diff(Path(sys.argv[2]), Path(sys.argv[3]))
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
