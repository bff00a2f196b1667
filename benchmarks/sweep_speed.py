"""Where a sweep's time goes, in CPU seconds per stage, and whether two sweeps stored the same numbers.

``run``: the sweep ``make sweep`` runs (the embedded defaults; ``--kernels``/``--targets``/``--precisions``
narrow it) in this one process, one cell after another, with a fresh ``FPSEM_CACHE`` and a fresh
database, each stage's CPU seconds (``time.process_time``: user + system of this process) summed per
stage and per kernel.  CPU time rather than wall time, because this machine is shared (its load changes
wall times, not what a stage computes); the real ``make sweep`` runs the same stages in 2 worker
processes, so its sweep lasts about half the sum on 2 idle cores.

    .venv/bin/python benchmarks/sweep_speed.py run --label after --out benchmarks/results/sweep_speed_after.json \\
        [--kernels gemm,ltimes] [--targets host,a2000,h100,mi250x] [--precisions f64] [--db out/speed.sqlite]

``compare``: two such databases, cell by cell, on what must not depend on how fast the sweep ran: the
modelled times (the model stage's whole value), the accuracy maxima and the rest of the accuracy value
but for where it was reused from, the validation verdicts and the compile stage's artifact keys and
machine-code hashes.  Host timings are measurements and are not compared.

    .venv/bin/python benchmarks/sweep_speed.py compare BEFORE.sqlite AFTER.sqlite [--out result.json]
"""

from __future__ import annotations

import argparse
import collections
import datetime as dt_mod
import json
import os
import platform
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# stage values that say where a result came from or how long it took, not what it is
VOLATILE = {"accuracy": {"reused"}, "compile": {"cached", "key", "artifact"}}  # build keys: fpsem's source
COMPARED = ("model", "accuracy", "validate", "compile", "rewrite")


class InProcess:
    """An executor (fpsem.sweep.driver.Executor) that runs every cell in this process, in order."""

    def describe(self) -> str:
        return "this process, one cell at a time"

    def run(self, cells: Sequence[Any], work: Callable[..., None], sink: Callable[[dict], None],
            on_start: Callable[[Any], None]) -> None:
        for c in cells:
            on_start(c)
            work(c, sink, None)


def run(args: argparse.Namespace) -> dict[str, Any]:
    cache = tempfile.mkdtemp(prefix="fpsem-speed-cache-")
    os.environ["FPSEM_CACHE"] = cache  # before fpsem reads it
    from fpsem.results.store import open_store
    from fpsem.sweep.driver import run_sweep, versions_here
    from fpsem.sweep.pipeline import Pipeline, Stage
    from fpsem.sweep.stages import STAGES, CellState
    from fpsem.sweep.suite import build_request

    cpu: dict[str, float] = collections.defaultdict(float)
    per_kernel: dict[str, float] = collections.defaultdict(float)

    def timed(stage: Stage) -> Stage:
        def fn(ctx: Any) -> Any:
            c0 = time.process_time()
            try:
                return stage.fn(ctx)
            finally:
                d = time.process_time() - c0
                cpu[stage.name] += d
                per_kernel[f"{ctx.cell.key.kernel} {stage.name}"] += d
        return Stage(stage.name, fn, stage.needs)

    req = build_request(kernels=args.kernels, targets=args.targets, precisions=args.precisions, runners="host,model")
    cells = req.cells()
    db = Path(args.db) if args.db else Path(tempfile.mkdtemp(prefix="fpsem-speed-db-")) / "sweep.sqlite"
    if db.exists():
        db.unlink()
    t0, c0 = time.time(), time.process_time()
    with open_store(db, create=True) as store:
        summary = run_sweep(cells, store, InProcess(), Pipeline(tuple(timed(s) for s in STAGES), CellState),
                            versions_here())
    return {"label": args.label, "date": dt_mod.datetime.now(dt_mod.UTC).isoformat(timespec="seconds"),
            "machine": platform.node(), "load_average_at_end": list(os.getloadavg()),
            "how": "one process, cells in the sweep's order, fresh FPSEM_CACHE and database; CPU seconds of this "
                   "process (time.process_time) per stage",
            "axes": {"kernels": args.kernels, "targets": args.targets, "precisions": args.precisions},
            "cells": len(cells), "done": summary.done, "failed": len(summary.failed), "db": str(db),
            "wall_s": round(time.time() - t0, 1), "cpu_s": round(time.process_time() - c0, 1),
            "stage_cpu_s": {k: round(v, 2) for k, v in sorted(cpu.items(), key=lambda kv: -kv[1])},
            "kernel_stage_cpu_s": {k: round(v, 2) for k, v in sorted(per_kernel.items(), key=lambda kv: -kv[1])}}


def _values(db: str) -> dict[tuple[str, ...], Any]:
    con = sqlite3.connect(db)
    rows = con.execute("select c.kernel, c.profile, c.target, c.precision, c.inputs, s.stage, s.status, s.value "
                       "from cells c join stage_results s on s.cell_id = c.cell_id")
    out = {}
    for *key, stage, status, value in rows:
        if stage not in COMPARED:
            continue
        v = json.loads(value) if value else {}
        if isinstance(v, dict):
            v = {k: x for k, x in v.items() if k not in VOLATILE.get(stage, set())}
        out[(*key, stage)] = (status, v)
    return out


def compare(before: str, after: str) -> dict[str, Any]:
    a, b = _values(before), _values(after)
    common = sorted(set(a) & set(b))
    differ = [k for k in common if a[k] != b[k]]
    per_stage = collections.Counter(k[-1] for k in common)
    return {"before": before, "after": after, "compared": len(common), "per_stage": dict(per_stage),
            "only_before": len(set(a) - set(b)), "only_after": len(set(b) - set(a)),
            "different": len(differ), "first_differences": [
                {"cell": list(k), "before": a[k], "after": b[k]} for k in differ[:5]]}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--label", required=True)
    r.add_argument("--out", required=True)
    r.add_argument("--kernels", default="all")
    r.add_argument("--targets", default="host,a2000,h100,mi250x")
    r.add_argument("--precisions", default="all")
    r.add_argument("--db", default="")
    c = sub.add_parser("compare")
    c.add_argument("before")
    c.add_argument("after")
    c.add_argument("--out", default="")
    args = ap.parse_args(argv)
    doc = run(args) if args.cmd == "run" else compare(args.before, args.after)
    text = json.dumps(doc, indent=1)
    out = getattr(args, "out", "")
    if out:
        Path(out).write_text(text + "\n")
    print(json.dumps({k: v for k, v in doc.items() if k != "kernel_stage_cpu_s"}, indent=1))
    return 1 if args.cmd == "compare" and doc["different"] else 0


if __name__ == "__main__":
    sys.exit(main())
