"""``fpsem export``: a results database as CSV (one row per stage result) or JSON (cells with their stages)."""

from __future__ import annotations

import argparse
import csv
import io
import json
import math
import sys
from collections.abc import Mapping
from typing import Any, TextIO

from fpsem.cli._common import path_arg
from fpsem.core.errors import UsageError
from fpsem.core.limits import check_output_path, write_output
from fpsem.results.store import Store, open_store

# Each row: the cell's coordinates, the stage result's bookkeeping, the cell's speedup over strict (the
# same on every row of a cell), the stage's headline figures in columns of their own (empty where the
# stage has none), and the stage's whole value as JSON (nothing is lost).
BASE_COLUMNS = ("cell_id", "kernel", "kernel_hash", "profile", "target", "precision", "inputs", "cell_status", "stage", "seq",
                "status", "provenance", "message", "tool_version", "llvm_version", "device", "started", "seconds")
SPEEDUP_COLUMNS = ("speedup", "speedup_low", "speedup_high", "significant", "same_code", "speedup_source",
                   "speedup_verdict", "speedup_p", "speedup_q", "noise_floor", "same_code_as")
HEADLINE_COLUMNS = ("time_s", "samples", "modelled_s", "bound", "code_hash", "max_ulp", "p99_ulp", "median_ulp",
                    "exactly_rounded", "max_normalised", "worst_element", "worst_inputs", "how")
CSV_COLUMNS = BASE_COLUMNS + SPEEDUP_COLUMNS + HEADLINE_COLUMNS + ("value",)


def headline(stage: str, value: Mapping[str, Any]) -> dict[str, Any]:
    """The headline figures of one stage's value, by column (absent ones left out)."""
    out: dict[str, Any] = {}
    if not isinstance(value, Mapping):
        return out
    if stage == "run":
        out["time_s"] = value.get("seconds")
        samples = value.get("samples")
        out["samples"] = len(samples) if isinstance(samples, list) else None
    elif stage == "model":
        out["modelled_s"] = value.get("seconds")
        out["bound"] = value.get("bound")
    elif stage == "compile":
        out["code_hash"] = value.get("code_hash")
    elif stage == "accuracy":
        for k in ("max_ulp", "p99_ulp", "median_ulp", "exactly_rounded", "max_normalised"):
            out[k] = value.get(k)
        w = value.get("worst")
        if isinstance(w, Mapping):
            out["worst_element"] = f"{w.get('output')}[{w.get('index')}]"
            ins = w.get("inputs")
            if isinstance(ins, Mapping):
                out["worst_inputs"] = " ".join(f"{k}={v!r}" for k, v in ins.items())
    if stage in ("run", "model", "accuracy"):
        out["how"] = value.get("how")
    return {k: v for k, v in out.items() if v is not None}


def cell_speedups(store: Store) -> dict[str, dict[str, Any]]:
    """Per cell id, its speedup over strict as the report computes it (:mod:`fpsem.speed.speedup`), by column."""
    from fpsem.results.analysis import points

    out: dict[str, dict[str, Any]] = {}
    for p in points(store.cells()):  # the current cells only: a superseded cell has no speedup here
        sp = p.speed
        if sp is None:
            continue
        out[p.cell_id] = {"speedup": sp.ratio, "speedup_low": sp.low, "speedup_high": sp.high,
                          "significant": sp.significant, "same_code": sp.same_code, "speedup_source": sp.source,
                          "speedup_verdict": sp.verdict, "speedup_p": sp.p_value, "speedup_q": sp.q_value,
                          "noise_floor": sp.noise_floor if sp.noise_floor > 1 else None,
                          "same_code_as": " = ".join(p.code_group) if len(p.code_group) > 1 else None}
    return out


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("export", help="export a sweep's results database as CSV or JSON")
    p.add_argument("--db", type=path_arg, required=True, help="results database")
    p.add_argument("--format", choices=("csv", "json"), required=True, help="csv: one row per stage result; "
                   "json: one object per cell with its stage results")
    p.add_argument("-o", "--output", type=path_arg, help="write here instead of standard output")
    p.set_defaults(handler=run)


def write_csv(store: Store, out: TextIO) -> int:
    """One row per stage result: the cell's speedup and the stage's headline figures in columns of their own,
    the stage's whole value as a JSON string. Returns the row count."""
    speedups = cell_speedups(store)
    w = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n", restval="")
    w.writeheader()
    n = 0
    for row in store.stage_rows():
        row.update(speedups.get(row["cell_id"], {}))
        row.update(headline(row["stage"], row["value"]))
        row["value"] = json.dumps(row["value"], sort_keys=True)
        w.writerow(row)
        n += 1
    return n


def _finite_json(v: Any) -> Any:
    """JSON has no NaN or Infinity: such floats become the strings "nan", "inf", "-inf"."""
    if isinstance(v, float) and not math.isfinite(v):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    if isinstance(v, dict):
        return {k: _finite_json(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_finite_json(x) for x in v]
    return v


def cells_json(store: Store) -> dict[str, Any]:
    """The database as one JSON document: its meta table and every cell with its stage results."""
    return _finite_json({
        "meta": store.meta(),
        "cells": [
            {"cell_id": c.cell_id, "kernel": c.key.kernel, "kernel_hash": c.kernel_hash, "identity": dict(c.identity),
             "profile": c.key.profile, "target": c.key.target,
             "precision": c.key.precision, "inputs": c.key.inputs, "config": dict(c.config),
             "fingerprint": c.fingerprint, "status": c.status, "message": c.message, "started": c.started,
             "finished": c.finished, "tool_version": c.tool_version, "llvm_version": c.llvm_version,
             "device": c.device, "stages": [s.to_dict() for s in c.stages]}
            for c in store.cells()
        ],
    })


def run(args: argparse.Namespace) -> int:
    """Everything is read (and a damaged database refused) before the output is opened; a file
    output is written whole through a temporary file, so a failure leaves no half export."""
    if args.output is not None:
        check_output_path(args.output, "export")
    with open_store(args.db) as store:
        if args.format == "csv":
            buf = io.StringIO()
            write_csv(store, buf)
            text = buf.getvalue()
        else:
            text = json.dumps(cells_json(store), indent=1, allow_nan=False, default=str) + "\n"
    if args.output is None:
        sys.stdout.write(text)
        try:
            sys.stdout.flush()
        except OSError as e:
            if isinstance(e, BrokenPipeError):
                raise
            raise UsageError(f"cannot write the export to standard output: {e.strerror}") from None
    else:
        write_output(args.output, lambda f: f.write(text), "export")
    return 0
