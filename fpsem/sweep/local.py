"""Run sweep cells on this machine: fpsem's worker pool (``fpsem.core.isolate.serve_tasks``), GPU runs one at a
time per GPU.

* ``jobs`` worker processes (default: every usable core) take cells from one
  queue; compiles, host runs and accuracy runs of different cells run in parallel.  A free worker
  takes the next cell of a kernel and precision no other worker is in
  (:class:`~fpsem.sweep.schedule.GroupScheduler`), so that two workers do not wait on each other's
  shared results (strict's build and timing, the model's traces, the reference).
* A cell whose run needs a GPU is given a :class:`~.gpuslot.GpuSlot` (GPUs dealt
  round-robin); its GPU stages take that GPU's lock (``gpu_turn``), so GPU timings
  never share a device while the CPU work of other cells goes on.

Each worker sends every pipeline event to this process as it happens, so each
stage's result reaches the store as soon as it completes.  LLVM ends the whole
process on some code-generation errors; a worker that dies (or runs past the
per-cell time limit) costs its cell only: that cell is recorded as failed in the
stage it was in, with the worker's last stderr lines, and a fresh worker takes
its place.
"""

from __future__ import annotations

import multiprocessing.connection
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from fpsem.core.isolate import serve_tasks, usable_cores, worker_prologue
from fpsem.results.store import StageRecord
from fpsem.sweep.gpuslot import GpuSlot
from fpsem.sweep.plan import Cell
from fpsem.sweep.schedule import GroupScheduler

Work = Callable[..., None]  # work(cell, emit, gpu_slot)
Sink = Callable[[dict], None]


def _worker_main(work: Work, conn: multiprocessing.connection.Connection, err_path: str, parent_pid: int) -> None:
    worker_prologue(err_path, parent_pid)  # an orphaned worker (sweep killed with -9) must not live on
    while True:
        try:
            msg = conn.recv()
        except (EOFError, KeyboardInterrupt):
            return
        if msg is None:
            return
        cell, slot = msg
        work(cell, conn.send, slot)


@dataclass(frozen=True)
class LocalExecutor:
    """Runs cells in local worker processes (see the module docstring)."""

    jobs: int = 0  # <= 0: one CPU worker per usable core
    gpus: int = 0
    timeout_s: float | None = None  # per cell

    def describe(self) -> str:
        n = self.jobs if self.jobs > 0 else usable_cores()
        return f"local: {n} worker process(es)" + (f", {self.gpus} GPU(s) taken in turn" if self.gpus else "")

    def run(self, cells: Sequence[Cell], work: Work, sink: Sink, on_start: Callable[[Cell], None]) -> None:
        """Run ``work`` over every cell; every event goes to ``sink`` in this process, in order per cell.

        ``on_start(cell)`` is called here just before a cell is handed to a worker.
        """
        queue: list[Cell] = []
        for c in cells:
            if c.gpu and not self.gpus:  # planned for a GPU that this executor was not given
                on_start(c)
                _fail_cell(sink, c, "run", 0, "no GPU available to this executor")
            else:
                queue.append(c)
        # task i (the i-th cell handed out) is cell queue[taken[i]]: the scheduler picks it when a worker is free
        scheduler = GroupScheduler(queue)
        taken: list[int] = []
        stage = [""] * len(queue)  # the stage each task's cell is in, and how many stage records it has sent
        seq = [0] * len(queue)
        with tempfile.TemporaryDirectory(prefix="fpsem-sweep-") as tmp:
            slots = [GpuSlot(i, str(Path(tmp) / f"gpu{i}.lock")) for i in range(self.gpus)]
            dealt = iter(range(1 << 30))

            def payload(i: int) -> tuple[Cell, GpuSlot | None]:
                assert i == len(taken)  # serve_tasks hands its tasks out in order
                taken.append(scheduler.take())
                cell = queue[taken[i]]
                on_start(cell)
                return cell, slots[next(dealt) % len(slots)] if cell.gpu else None

            def on_event(i: int, ev: dict) -> bool:
                if ev["kind"] == "begin":
                    stage[i] = ev["stage"]
                    return False
                sink(ev)
                if ev["kind"] == "stage":
                    seq[i] += 1
                if ev["kind"] == "cell":
                    scheduler.finished(taken[i])
                    return True
                return False

            def on_lost(i: int, message: str, timed_out: bool) -> None:
                where = stage[i] or "start"
                scheduler.finished(taken[i])
                _fail_cell(sink, queue[taken[i]], where, seq[i],
                           f"{message} in stage {where}" if timed_out else message)

            # not daemonic: a worker starts processes of its own (compiles are isolated too)
            serve_tasks(_worker_main, work, len(queue), payload=payload, on_message=on_event, on_lost=on_lost,
                        jobs=self.jobs, timeout=self.timeout_s, daemon=False, prefix="fpsem-sweep-")


def _fail_cell(sink: Sink, cell: Cell, stage: str, seq: int, message: str) -> None:
    rec = StageRecord(stage, "failed", {}, message, started=time.time(), seq=seq)
    sink({"kind": "stage", "cell": cell.id, "record": rec.to_dict()})
    sink({"kind": "cell", "cell": cell.id, "status": "failed", "message": f"{stage}: {message}", "device": ""})
