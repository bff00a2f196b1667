"""One sweep: skip what the store already has, run the rest, store every event as it arrives.

This is the only place where executors, the store and the progress report meet;
the pipeline and the executors know nothing of the store.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from fpsem.core.display import Displayed, Summary
from fpsem.core.progress import SILENT, Progress
from fpsem.results.store import StageRecord, Store
from fpsem.sweep.local import Sink, Work
from fpsem.sweep.plan import Cell, pending


class Executor(Protocol):
    def describe(self) -> str: ...

    def run(self, cells: Sequence[Cell], work: Work, sink: Sink, on_start: Callable[[Cell], None]) -> None: ...


@dataclass(frozen=True)
class Versions:
    """What every stored row says it was made with."""

    tool: str
    llvm: str
    device: str  # this machine (stages that ran elsewhere say where themselves)


def versions_here() -> Versions:
    """fpsem's and LLVM's versions and this machine, as every stored row names them."""
    import socket

    from fpsem.core.version import __version__
    from fpsem.ir.binding import host_machine_spec, llvm_version

    return Versions(__version__, llvm_version(), f"{socket.gethostname()} ({host_machine_spec().cpu})")


@dataclass
class SweepSummary(Displayed):
    """What a sweep did: totals and the failed cells with their messages."""

    planned: int = 0
    skipped: int = 0  # already in the store
    done: int = 0
    failed: list[tuple[str, str]] = field(default_factory=list)  # (cell label, message)

    @property
    def ran(self) -> int:
        return self.done + len(self.failed)

    def summary(self) -> Summary:
        return Summary(f"sweep: {self.planned} cells: {self.skipped} already stored, {self.done} done, "
                       f"{len(self.failed)} failed", ("failed cell", "message") if self.failed else (),
                       tuple((label, msg) for label, msg in self.failed[:20]),
                       (f"... and {len(self.failed) - 20} more failed cells",) if len(self.failed) > 20 else ())


def run_sweep(cells: Sequence[Cell], store: Store, executor: Executor, work: Work, versions: Versions,
              force: bool = False, retry_failed: bool = False, progress: Progress = SILENT) -> SweepSummary:
    """Run every cell the store does not already hold (all with ``force``); store results as they arrive.

    ``progress`` is told of every finished cell (:mod:`fpsem.core.progress`).
    """
    # a done cell missing any stage of this pipeline is incomplete: resume runs it again
    stage_names = tuple(getattr(work, "names", ()) or ())
    todo = pending(cells, store.completed(stage_names or None), force=force, retry_failed=retry_failed)
    summary = SweepSummary(planned=len(cells), skipped=len(cells) - len(todo))
    by_id = {c.id: c for c in todo}

    def on_start(cell: Cell) -> None:
        store.begin_cell(cell.id, cell.key, cell.config.identity(), cell.fingerprint, versions.tool,
                         versions.llvm, versions.device, kernel_hash=cell.kernel_hash, identity=cell.identity)

    def sink(ev: dict[str, Any]) -> None:
        if ev["kind"] == "stage":
            rec = StageRecord.from_dict(ev["record"])
            if not rec.device:
                rec = StageRecord(rec.stage, rec.status, rec.value, rec.message, rec.provenance, versions.device,
                                  rec.started, rec.seconds, rec.seq)
            store.put_stage(ev["cell"], rec, versions.tool, versions.llvm)
        elif ev["kind"] == "cell":
            # done only in the transaction that sees every stage stored
            status = store.finish_cell(ev["cell"], ev["status"], ev.get("message", ""), ev.get("device", ""),
                                       stages=stage_names or None)
            cell = by_id[ev["cell"]]
            if status == "done":
                summary.done += 1
            else:
                message = ev.get("message", "") if ev["status"] != "done" else "incomplete: stages missing"
                summary.failed.append((cell.label(), message))
            bar.advance(1, f"failed {len(summary.failed)}, last {cell.label()}")

    with progress.task("sweep", total=len(todo), unit="cell") as bar:
        executor.run(todo, work, sink, on_start)
    return summary
