"""Run sweep cells on a Dask distributed cluster (``--executor dask``).

* ``scheduler`` given: connect to that scheduler; otherwise start a local
  cluster with ``jobs`` single-threaded worker processes (plus one worker per
  GPU declaring the resource ``GPU=1``).
* Each cell is one Dask task.  A cell whose run stage needs a GPU asks for the
  resource ``GPU: 1``, so it goes only to workers started with
  ``--resources GPU=1`` (one such task at a time per worker: GPU runs stay
  serialised).  If no worker declares a GPU, those cells fail at once with a
  message saying so rather than waiting forever.
* Workers publish each pipeline event on a Dask event topic as it happens; this
  process stores them as they arrive.  The task's return value repeats every
  event, so nothing is lost if an event is late; duplicates are dropped here.
* A worker that dies (e.g. LLVM aborting) makes Dask retry the task elsewhere
  and finally give up: the cell is stored as failed with Dask's message.

Worker processes must be able to import fpsem (same version) and see the
kernel and profile files (``FPSEM_HOME``).  Start them non-daemonic
(``DASK_DISTRIBUTED__WORKER__DAEMON=False dask worker ...``) so that each compile
runs in a child process where an LLVM abort costs one cell; a daemonic worker
compiles in its own process instead (an abort then costs the worker, and Dask
reports the cell as failed).
"""

from __future__ import annotations

import logging
import queue
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from fpsem.core.errors import UsageError
from fpsem.results.store import StageRecord
from fpsem.sweep.gpuslot import GpuSlot
from fpsem.sweep.local import Sink, Work
from fpsem.sweep.plan import Cell

# llvmlite parses into LLVM's global context, which is not thread-safe: a worker
# process runs one cell at a time even when it was started with several threads.
_CELL_LOCK = threading.Lock()


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise UsageError("--executor dask needs the 'distributed' package: pip install 'fpsem[cluster]'") from None
    return distributed


def run_remote(work: Work, cell: Cell, topic: str) -> list[dict]:
    """The Dask task: run one cell, publishing each event on ``topic``; returns all events."""
    import distributed

    events: list[dict] = []
    try:
        worker = distributed.get_worker()
    except ValueError:  # not on a worker (e.g. a test calling it directly)
        worker = None

    def emit(ev: dict) -> None:
        events.append(ev)
        if worker is not None and ev["kind"] != "begin":
            worker.log_event(topic, ev)

    with _CELL_LOCK:
        # the worker's GPU resource already admits one GPU cell at a time: no lock file needed
        work(cell, emit, GpuSlot(0) if cell.gpu else None)
    return [e for e in events if e["kind"] != "begin"]


def _gpu_workers(client: Any) -> int:
    workers = client.scheduler_info(n_workers=-1).get("workers", {})
    return sum(1 for w in workers.values() if (w.get("resources") or {}).get("GPU", 0) >= 1)


@dataclass(frozen=True)
class DaskExecutor:
    """Runs cells as Dask tasks (see the module docstring)."""

    scheduler: str | None = None
    jobs: int = 0
    gpus: int = 0
    processes: bool = True  # local cluster only: worker processes (False: threads, for tests)
    timeout_s: float | None = None  # connecting to the scheduler

    def describe(self) -> str:
        return f"dask: scheduler {self.scheduler}" if self.scheduler else "dask: local cluster"

    def _client(self, distributed: Any) -> tuple[Any, Any]:
        if self.scheduler:
            try:
                return distributed.Client(self.scheduler, timeout=self.timeout_s or 30), None
            except (OSError, TimeoutError) as e:
                raise UsageError(f"cannot reach the Dask scheduler at {self.scheduler}: {e}") from None
        import dask

        from fpsem.core.isolate import usable_cores

        n = self.jobs if self.jobs > 0 else usable_cores()
        cls = distributed.Nanny if self.processes else distributed.Worker

        def options(**extra: Any) -> dict[str, Any]:
            # silence_logs: the workers' own log lines (errors only), as LocalCluster does
            return {"nthreads": 1, "host": "127.0.0.1", "silence_logs": logging.ERROR, **extra}

        workers: dict[str, dict] = {f"cpu-{i}": {"cls": cls, "options": options()} for i in range(n)}
        for g in range(self.gpus):
            gpu_env = {"env": {"CUDA_VISIBLE_DEVICES": str(g)}} if self.processes else {}
            workers[f"gpu-{g}"] = {"cls": cls, "options": options(resources={"GPU": 1}, **gpu_env)}
        # non-daemonic worker processes: a cell compiles its variant in a child process of its own
        with dask.config.set({"distributed.worker.daemon": False}):
            cluster = distributed.SpecCluster(
                workers=workers,
                scheduler={"cls": distributed.Scheduler,
                           "options": {"dashboard_address": None, "host": "127.0.0.1"}},
                silence_logs=logging.ERROR,
            )
        return distributed.Client(cluster), cluster

    def run(self, cells: Sequence[Cell], work: Work, sink: Sink, on_start: Callable[[Cell], None]) -> None:
        """Run ``work`` over every cell on the cluster; events go to ``sink`` in this process."""
        if not cells:
            return
        distributed = _import_distributed()
        client, cluster = self._client(distributed)
        topic = f"fpsem-sweep-{uuid.uuid4().hex[:12]}"
        inbox: queue.SimpleQueue = queue.SimpleQueue()
        seen: set[tuple[str, str]] = set()  # (cell, stage or "") already forwarded
        finished: set[str] = set()

        def forward(ev: dict) -> None:
            tag = (ev["cell"], ev["record"]["stage"] if ev["kind"] == "stage" else "")
            if tag in seen:
                return
            seen.add(tag)
            if ev["kind"] == "cell":
                finished.add(ev["cell"])
            sink(ev)

        def drain() -> None:
            while True:
                try:
                    forward(inbox.get_nowait())
                except queue.Empty:
                    return

        try:
            client.subscribe_topic(topic, lambda event: inbox.put(event[1]))
            has_gpu = _gpu_workers(client) > 0
            futures: dict[Any, Cell] = {}
            for cell in cells:
                on_start(cell)
                if cell.gpu and not has_gpu:
                    _fail(forward, cell, "no Dask worker declares a GPU resource (start one with --resources GPU=1)")
                    continue
                fut = client.submit(run_remote, work, cell, topic, key=f"fpsem-cell-{cell.id}-{topic[-12:]}",
                                    resources={"GPU": 1} if cell.gpu else None, pure=False)
                futures[fut] = cell
            pending = set(futures)
            while pending:
                done = {f for f in pending if f.done()}
                drain()
                for fut in done:
                    cell = futures[fut]
                    try:
                        for ev in fut.result():
                            forward(ev)
                    except Exception as e:  # noqa: BLE001 - a lost task is that cell's failure
                        if cell.id not in finished:
                            _fail(forward, cell, f"Dask task failed: {type(e).__name__}: {e}")
                pending -= done
                if pending:
                    time.sleep(0.05)
            drain()
        finally:
            try:
                client.unsubscribe_topic(topic)
            except Exception:  # noqa: BLE001 - closing anyway
                pass
            client.close()
            if cluster is not None:
                cluster.close()


def _fail(forward: Callable[[dict], None], cell: Cell, message: str) -> None:
    rec = StageRecord("run" if cell.gpu else "start", "failed", {}, " ".join(message.split())[:600],
                      started=time.time())
    forward({"kind": "stage", "cell": cell.id, "record": rec.to_dict()})
    forward({"kind": "cell", "cell": cell.id, "status": "failed", "message": f"{rec.stage}: {rec.message}",
             "device": ""})
