"""Run sweep cells on this machine: a pool of worker processes, GPU runs one at a time per GPU.

* ``jobs`` worker processes (default: every usable core) take cells from one
  queue; compiles, host runs and accuracy runs of different cells run in parallel.
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
import os
import tempfile
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fpsem.core.isolate import crash_message, die_with_parent, shutdown_workers, spawn_worker, usable_cores, worker_context
from fpsem.results.store import StageRecord
from fpsem.sweep.gpuslot import GpuSlot
from fpsem.sweep.plan import Cell

Work = Callable[..., None]  # work(cell, emit, gpu_slot)
Sink = Callable[[dict], None]


def _worker_main(work: Work, conn: multiprocessing.connection.Connection, err_path: str, parent_pid: int) -> None:
    die_with_parent(parent_pid)  # an orphaned worker (sweep killed with -9) must not live on
    fd = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(fd, 2)  # LLVM writes its fatal messages to file descriptor 2
    os.close(fd)
    while True:
        try:
            msg = conn.recv()
        except (EOFError, KeyboardInterrupt):
            return
        if msg is None:
            return
        cell, slot = msg
        work(cell, conn.send, slot)


@dataclass
class _Worker:
    proc: Any
    conn: multiprocessing.connection.Connection
    err: Path
    cell: Cell | None = None
    stage: str = ""
    seq: int = 0
    offset: int = 0
    started: float = 0.0


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
        if not cells:
            return
        queue: deque[Cell] = deque()
        for c in cells:
            if c.gpu and not self.gpus:  # planned for a GPU that this executor was not given
                on_start(c)
                _fail_cell(sink, c, "run", 0, "no GPU available to this executor")
            else:
                queue.append(c)
        n_workers = min(len(queue), self.jobs if self.jobs > 0 else usable_cores())
        ctx = worker_context()
        with tempfile.TemporaryDirectory(prefix="fpsem-sweep-") as tmp:
            serial = iter(range(1 << 30))
            slots = [GpuSlot(i, str(Path(tmp) / f"gpu{i}.lock")) for i in range(self.gpus)]
            dealt = iter(range(1 << 30))

            def start() -> _Worker:
                err = Path(tmp) / f"w{next(serial)}.err"
                # not daemonic: a worker starts processes of its own (compiles are isolated too)
                proc, conn = spawn_worker(ctx, _worker_main, work, err, daemon=False)
                return _Worker(proc, conn, err)

            def dispatch(w: _Worker) -> None:
                w.cell, w.stage, w.seq = (queue.popleft() if queue else None), "", 0
                if w.cell is None:
                    return
                on_start(w.cell)
                w.offset = w.err.stat().st_size
                w.started = time.monotonic()
                slot = slots[next(dealt) % len(slots)] if w.cell.gpu else None
                w.conn.send((w.cell, slot))

            def lost(w: _Worker, reason: str | None) -> _Worker:
                """The worker died or overran: fail its cell where it was, start a fresh one."""
                with open(w.err, "rb") as f:
                    f.seek(w.offset)
                    tail = f.read().decode(errors="replace")
                if w.proc.is_alive():
                    w.proc.kill()
                w.proc.join(timeout=5)
                assert w.cell is not None
                msg = reason or crash_message(tail, w.proc.exitcode)
                _fail_cell(sink, w.cell, w.stage or "start", w.seq, msg)
                return restart(w)

            def restart(w: _Worker) -> _Worker:
                w.conn.close()
                fresh = start()
                dispatch(fresh)
                return fresh

            workers = [start() for _ in range(n_workers)]
            try:
                for w in workers:
                    dispatch(w)
                while any(w.cell is not None for w in workers):
                    busy = [w for w in workers if w.cell is not None]
                    multiprocessing.connection.wait([w.conn for w in busy] + [w.proc.sentinel for w in busy],
                                                    timeout=0.5 if self.timeout_s else None)
                    for i, w in enumerate(workers):
                        if w.cell is None:
                            continue
                        workers[i] = self._service(w, sink, dispatch, lost, restart)
            finally:
                shutdown_workers(workers)

    def _service(self, w: _Worker, sink: Sink, dispatch: Callable[[_Worker], None],
                 lost: Callable[[_Worker, str | None], _Worker],
                 restart: Callable[[_Worker], _Worker]) -> _Worker:
        """Forward a busy worker's pending events; replace it if it died or overran."""
        alive = w.proc.is_alive()  # checked first: whatever a dead worker sent is in the pipe by now
        while w.cell is not None and w.conn.poll():
            try:
                ev = w.conn.recv()
            except (EOFError, OSError):
                return lost(w, None)
            if ev["kind"] == "begin":
                w.stage = ev["stage"]
                continue
            sink(ev)
            if ev["kind"] == "stage":
                w.seq += 1
            elif ev["kind"] == "cell":
                if not alive:  # finished its cell, then died: nothing lost, but it takes no more
                    w.proc.join(timeout=5)
                    return restart(w)
                dispatch(w)
        if w.cell is None:
            return w
        if not alive:
            return lost(w, None)
        if self.timeout_s and time.monotonic() - w.started > self.timeout_s:
            return lost(w, f"timed out after {self.timeout_s:g} s in stage {w.stage or 'start'}")
        return w


def _fail_cell(sink: Sink, cell: Cell, stage: str, seq: int, message: str) -> None:
    rec = StageRecord(stage, "failed", {}, message, started=time.time(), seq=seq)
    sink({"kind": "stage", "cell": cell.id, "record": rec.to_dict()})
    sink({"kind": "cell", "cell": cell.id, "status": "failed", "message": f"{stage}: {message}", "device": ""})
