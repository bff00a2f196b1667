"""The cell pipeline: a list of named stages, run in order, each result emitted as it completes.

A stage is a function ``fn(ctx) -> StageOutput``.  It reads what earlier
stages of the same cell left in ``ctx.state`` -- a typed object the pipeline makes
per cell (the real stages' is :class:`fpsem.sweep.stages.CellState`) -- and sets its
own fields there; its ``value`` (a :class:`fpsem.results.values.StageValue` or a
JSON-ready mapping) is what the store keeps.  A stage

* that raises :class:`Skip` does not apply to the cell (no GPU here, no peak
  figures for the host): stored as ``skipped`` with the reason;
* that raises anything else failed: stored as ``failed`` with a one-line message,
  and the stages that ``need`` it are stored as ``skipped`` — the cell goes on
  with the stages that do not depend on it, and ends ``failed``.

Events (plain dicts, so they cross process and Dask boundaries unchanged):
``{"kind": "begin", "cell", "stage"}``, ``{"kind": "stage", "cell", "record"}``,
``{"kind": "cell", "cell", "status", "message", "device"}``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fpsem.core.errors import FpsemError
from fpsem.results.store import StageRecord
from fpsem.sweep.gpuslot import GpuSlot
from fpsem.sweep.plan import Cell

Emit = Callable[[dict], None]


class Skip(Exception):
    """Raised by a stage that does not apply to this cell; the message says why."""


@dataclass(frozen=True)
class StageOutput:
    """What a stage produced: its stored value and how it was obtained."""

    value: Any = field(default_factory=dict)  # a StageValue (has to_json) or a JSON-ready mapping
    provenance: str = ""  # measured | modelled | emulated | static
    device: str = ""

    def stored(self) -> Mapping[str, Any]:
        """The value as the store keeps it."""
        to_json = getattr(self.value, "to_json", None)
        return to_json() if to_json else dict(self.value)


@dataclass
class CellContext:
    """What a stage sees: its cell, the GPU it may use (``gpu_turn(ctx.gpu)`` around GPU work), the
    pipeline's typed per-cell state, and the results of the stages before it."""

    cell: Cell
    gpu: GpuSlot | None = None
    state: Any = None
    results: dict[str, StageRecord] = field(default_factory=dict)


@dataclass(frozen=True)
class Stage:
    """A named step of the pipeline and the stages whose success it needs."""

    name: str
    fn: Callable[[CellContext], StageOutput]
    needs: tuple[str, ...] = ()


def one_line(err: BaseException) -> str:
    """A one-line message for a failed stage (fpsem errors as they are, others with their type)."""
    text = str(err) if isinstance(err, FpsemError) else f"{type(err).__name__}: {err}"
    text = " ".join(text.split())
    return text if len(text) <= 600 else text[:597] + "..."


def plain(value: Any) -> Any:
    """``value`` with numpy scalars and arrays turned into Python numbers and lists (JSON- and msgpack-ready)."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, np.ndarray):
        return plain(value.tolist())
    if isinstance(value, np.generic):
        return value.item()
    return value


def run_stage(stage: Stage, ctx: CellContext, seq: int) -> StageRecord:
    """Run one stage (or skip it when a stage it needs did not succeed) and return its record."""
    blocked = [n for n in stage.needs if n not in ctx.results or ctx.results[n].status != "ok"]
    started = time.time()
    if blocked:
        why = ", ".join(f"{n} {ctx.results[n].status if n in ctx.results else 'not run'}" for n in blocked)
        return StageRecord(stage.name, "skipped", {}, f"needs {why}", started=started, seq=seq)
    t0 = time.perf_counter()
    try:
        out = stage.fn(ctx)
    except Skip as s:
        return StageRecord(stage.name, "skipped", {}, str(s), started=started,
                           seconds=time.perf_counter() - t0, seq=seq)
    except Exception as e:  # noqa: BLE001 - any failure of a stage is that cell's result, not the sweep's end
        return StageRecord(stage.name, "failed", {}, one_line(e), started=started,
                           seconds=time.perf_counter() - t0, seq=seq)
    return StageRecord(stage.name, "ok", plain(out.stored()), "", out.provenance, out.device, started,
                       time.perf_counter() - t0, seq)


def cell_status(records: Sequence[StageRecord]) -> tuple[str, str]:
    """``("failed", first failure's message)`` if any stage failed, else ``("done", "")``."""
    for r in records:
        if r.status == "failed":
            return "failed", f"{r.stage}: {r.message}"
    return "done", ""


def run_cell(cell: Cell, stages: Sequence[Stage], emit: Emit, gpu: GpuSlot | None = None,
             state: Any = None) -> list[StageRecord]:
    """Run ``stages`` over ``cell`` in order, emitting each result as it completes; returns the records."""
    ctx = CellContext(cell, gpu, state)
    records: list[StageRecord] = []
    for seq, stage in enumerate(stages):
        emit({"kind": "begin", "cell": cell.id, "stage": stage.name})
        rec = run_stage(stage, ctx, seq)
        ctx.results[stage.name] = rec
        records.append(rec)
        emit({"kind": "stage", "cell": cell.id, "record": rec.to_dict()})
    status, message = cell_status(records)
    device = next((r.device for r in records if r.stage == "run" and r.device), "")
    emit({"kind": "cell", "cell": cell.id, "status": status, "message": message, "device": device})
    return records


@dataclass(frozen=True)
class Pipeline:
    """A picklable ``work(cell, emit, gpu)`` callable over a fixed stage list (what executors run).

    ``state`` makes each cell's fresh state object (a class, so that it pickles).
    """

    stages: tuple[Stage, ...]
    state: Callable[[], Any] | None = None

    def __call__(self, cell: Cell, emit: Emit, gpu: GpuSlot | None = None) -> None:
        run_cell(cell, self.stages, emit, gpu, self.state() if self.state else None)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.stages)
