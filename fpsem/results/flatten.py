"""A results database as flat records: the one flattening behind ``fpsem export`` and
:meth:`fpsem.Results.to_records`.

* :func:`cell_records` -- one dict per current cell, its headline figures (speedup over strict with
  its interval, errors, times) as columns, every stage's record beside them;
* :func:`stage_rows` -- one dict per stored stage result (``export --format csv``): the cell's
  coordinates, the stage's bookkeeping, the cell's speedup columns, the stage's headline figures and
  its whole value as JSON;
* :func:`cells_json` -- the database as one JSON document (``export --format json``).

Speedups come from :func:`fpsem.results.analysis.points` (the report's own computation), so every
flat view and the report agree.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from fpsem.results.analysis import Point, points
from fpsem.results.store import CellRow, Store

# Each stage row: the cell's coordinates, the stage result's bookkeeping, the cell's speedup over strict (the
# same on every row of a cell), the stage's headline figures in columns of their own (empty where the
# stage has none), and the stage's whole value as JSON (nothing is lost).
BASE_COLUMNS = ("cell_id", "kernel", "kernel_hash", "profile", "target", "precision", "inputs", "cell_status", "stage",
                "seq", "status", "provenance", "message", "tool_version", "llvm_version", "device", "started", "seconds")
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


def speedup_columns(p: Point) -> dict[str, Any]:
    """A point's speedup over strict, by column (None where it has none)."""
    sp = p.speed
    return {"speedup": p.speedup if sp is None else sp.ratio, "speedup_low": sp.low if sp else None,
            "speedup_high": sp.high if sp else None, "significant": sp.significant if sp else None,
            "same_code": sp.same_code if sp else None, "speedup_source": p.speedup_source,
            "speedup_verdict": sp.verdict if sp else None, "speedup_p": sp.p_value if sp else None,
            "speedup_q": sp.q_value if sp else None,
            "noise_floor": sp.noise_floor if sp and sp.noise_floor > 1 else None,
            # the profiles whose machine code is this one's: one variant, one measurement, one number
            "same_code_as": " = ".join(p.code_group) if len(p.code_group) > 1 else None}


def cell_records(cells: Sequence[CellRow]) -> list[dict[str, Any]]:
    """One flat record per current cell: coordinates, headline figures, speedup columns, stage records."""
    by_id = {c.cell_id: c for c in cells}
    out = []
    for p in points(cells):
        c = by_id.get(p.cell_id)
        sp = speedup_columns(p)
        out.append({
            "cell_id": p.cell_id, "kernel": p.kernel, "kernel_hash": c.kernel_hash if c else "",
            "profile": p.profile, "target": p.target, "precision": p.precision, "inputs": p.inputs,
            "status": p.status, "ub_capable": p.ub_capable, "flags": " ".join(p.profile_flags),
            "measured_s": p.measured_s, "modelled_s": p.modelled_s,
            "speedup": p.speedup, "speedup_source": p.speedup_source,
            "speedup_low": sp["speedup_low"], "speedup_high": sp["speedup_high"],
            "significant": sp["significant"], "same_code": sp["same_code"], "speedup_p": sp["speedup_p"],
            "speedup_q": sp["speedup_q"], "same_code_as": sp["same_code_as"],
            "max_ulp": p.max_ulp, "max_normalised": p.max_normalised, "accuracy_source": p.accuracy_source,
            "status_diffs": p.status_diffs, "ub_witnesses": len(p.ub_witnesses), "device": p.device,
            "stages": {s.stage: s.to_dict() for s in c.stages} if c else {},
        })
    return out


def stage_rows(store: Store) -> Iterator[dict[str, Any]]:
    """One flat row per stored stage result (the CSV export's rows; ``value`` as a JSON string)."""
    speedups = {p.cell_id: speedup_columns(p) for p in points(store.cells()) if p.speed is not None}
    for row in store.stage_rows():  # a superseded cell has no speedup here: the current cells only
        row.update(speedups.get(row["cell_id"], {}))
        row.update(headline(row["stage"], row["value"]))
        row["value"] = json.dumps(row["value"], sort_keys=True)
        yield row


def finite_json(v: Any, spelling: tuple[str, str, str] = ("nan", "inf", "-inf")) -> Any:
    """JSON has no NaN or Infinity: such floats become strings (by default "nan", "inf", "-inf")."""
    if isinstance(v, float) and not math.isfinite(v):
        return spelling[0] if math.isnan(v) else (spelling[1] if v > 0 else spelling[2])
    if isinstance(v, dict):
        return {k: finite_json(x, spelling) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [finite_json(x, spelling) for x in v]
    return v


def cells_json(store: Store) -> dict[str, Any]:
    """The database as one JSON document: its meta table and every cell with its stage results."""
    return finite_json({
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
