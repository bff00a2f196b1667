"""Flag sweeps: kernels x profiles x targets x precisions x input sets, every stage result stored
(``fpsem sweep``)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fpsem.api.checks import arguments_of, at_least, comma_list, one_of, public, seconds
from fpsem.api.resolve import text
from fpsem.core.errors import UsageError
from fpsem.core.progress import Progress
from fpsem.core.progress import resolve as resolve_progress
from fpsem.core.version import __version__
from fpsem.fastmath.profiles import load_profile_file
from fpsem.results.store import open_store
from fpsem.search.attribution import write_lattice_profiles
from fpsem.sweep.driver import SweepSummary, versions_here
from fpsem.sweep.driver import run_sweep as drive
from fpsem.sweep.plan import SweepConfig, pending
from fpsem.sweep.stages import default_pipeline
from fpsem.sweep.suite import DEFAULT_INPUTS, SweepRequest, build_request

_DEFAULTS = SweepConfig()
EXECUTORS = ("local", "dask")
Names = str | Iterable[str]


@dataclass(frozen=True)
class SweepPlan:
    """What a sweep will do: its cells, how many are stored already, the kernels left out of an axis
    (``notes``), and where it runs (``executor``, ``runners``, ``size``)."""

    request: SweepRequest
    cells: int
    stored: int
    notes: tuple[str, ...]
    executor: str = ""

    @property
    def to_run(self) -> int:
        return self.cells - self.stored

    def describe(self) -> str:
        """``N cells, S already stored, R to run (axes; runners; size)`` in one line."""
        r = self.request
        return (f"{self.cells} cells, {self.stored} already stored, {self.to_run} to run ({len(r.kernels)} kernels x "
                f"{len(r.profiles)} profiles x {len(r.targets)} targets x {len(r.precisions)} precisions x input "
                f"sets {','.join(r.inputs)}; runners {','.join(r.config.runners)}; size {r.config.size})")


def _request(db: Path, kernels: Names, profiles: Names, targets: Names, precisions: Names, inputs: Names,
             runners: Names | None, size: str, accuracy_size: str, reps: int, time_budget: float, sample: int,
             block: int, timing: str, allow_ub: bool, lattice: bool, jobs: int, executor: str,
             scheduler: str | None, timeout: float, placements: int, accuracy_points: int) -> SweepRequest:
    at_least("jobs", jobs, 0)
    at_least("block", block, 1)
    seconds("timeout", timeout)
    seconds("time_budget", time_budget, zero_ok=False)
    one_of("executor", executor, EXECUTORS)
    if scheduler is not None and executor != "dask":
        raise UsageError("--scheduler needs --executor dask")
    extra = []
    if lattice:
        try:
            extra = [load_profile_file(p) for p in write_lattice_profiles(db.parent / "lattice-profiles")]
        except OSError as e:
            raise UsageError(f"cannot write the lattice profiles beside {db}: {e.strerror or e}") from None
    return build_request(kernels=comma_list(kernels, "kernels"), profiles=comma_list(profiles, "profiles"),
                         targets=comma_list(targets, "targets"), precisions=comma_list(precisions, "precisions"),
                         inputs=comma_list(inputs, "inputs"),
                         runners=None if runners is None else comma_list(runners, "runners"),
                         size=text("size set", size), accuracy_size=text("size set", accuracy_size), reps=reps,
                         time_budget_s=time_budget, sample=sample, block=block, allow_ub=allow_ub,
                         extra_profiles=extra, timing=timing, placements=placements,
                         accuracy_points=accuracy_points)


def _executor(executor: str, scheduler: str | None, jobs: int, gpus: int, timeout: float) -> Any:
    if executor == "dask":
        from fpsem.sweep.cluster import DaskExecutor  # the cluster extra (distributed) is optional

        return DaskExecutor(scheduler=scheduler, jobs=jobs, gpus=gpus)
    from fpsem.sweep.local import LocalExecutor

    return LocalExecutor(jobs=jobs, gpus=gpus, timeout_s=timeout if timeout > 0 else None)


def _plan(db: Path, req: SweepRequest, force: bool, retry_failed: bool, executor: str = "") -> SweepPlan:
    cells = req.cells()
    completed: dict = {}
    if db.exists():
        with open_store(db) as store:
            completed = store.completed()
    todo = pending(cells, completed, force, retry_failed)
    return SweepPlan(req, len(cells), len(cells) - len(todo), tuple(req.left_out()), executor)


@public
def run_sweep(db: str | os.PathLike[str], *, kernels: Names = "all", profiles: Names = "all", targets: Names = "all",
              precisions: Names = "all", inputs: Names = DEFAULT_INPUTS, runners: Names | None = None,
              size: str = _DEFAULTS.size, accuracy_size: str = _DEFAULTS.accuracy_size, reps: int = _DEFAULTS.reps,
              time_budget: float = _DEFAULTS.time_budget_s, sample: int = _DEFAULTS.sample,
              block: int = _DEFAULTS.block, timing: str = _DEFAULTS.timing, allow_ub: bool = False,
              lattice: bool = False, jobs: int = 0, executor: str = "local", scheduler: str | None = None,
              timeout: float = 600.0, force: bool = False, retry_failed: bool = False,
              progress: bool | Progress | None = False,
              on_plan: Callable[[SweepPlan], None] | None = None, placements: int = _DEFAULTS.placements,
              accuracy_points: int = _DEFAULTS.accuracy_points) -> SweepSummary:
    """Run a flag sweep into the results database ``db`` (``fpsem sweep``); resumes what is stored.

    Axes take what the CLI takes: a comma-separated string of names or paths, ``all``, or an iterable of
    names.  Defaults: every kernel, the safe built-in profiles (UB-capable ones only with ``allow_ub``),
    every target, both precisions, random inputs (RAJAPerf's for a kernel without), the runners this
    machine has.  ``lattice`` adds the 32 subsets of the five safe flags.  ``jobs`` CPU workers (0: one per
    core) on the ``local`` executor, or a Dask cluster (``executor="dask"``, ``scheduler`` its address);
    ``timeout`` seconds per cell (0: none); ``progress``: True or None for a progress bar when stderr is a
    terminal, or a :class:`fpsem.core.progress.Progress` to be told of every finished cell.
    ``on_plan`` is told what will run before it runs.  Host comparisons place each side up to
    ``placements`` times (the interval covers what changes between builds) within ``time_budget`` seconds,
    ``reps`` rounds at least; accuracy compares ``accuracy_points`` points per output (0: the size set as is).
    Returns the
    sweep's summary (planned, skipped, done, failed cells); open the results with :func:`open_results`.
    """
    path = Path(text("results database", db))
    req = _request(path, kernels, profiles, targets, precisions, inputs, runners, size, accuracy_size, reps,
                   time_budget, sample, block, timing, allow_ub, lattice, jobs, executor, scheduler, timeout,
                   placements, accuracy_points)
    runner = _executor(executor, scheduler, jobs, req.gpus, timeout)
    cells = req.cells()
    with open_store(path, create=True, tool_version=__version__) as store:
        if on_plan is not None:
            todo = pending(cells, store.completed(), force, retry_failed)
            on_plan(SweepPlan(req, len(cells), len(cells) - len(todo), tuple(req.left_out()), runner.describe()))
        return drive(cells, store, runner, default_pipeline(), versions_here(), force=force,
                     retry_failed=retry_failed, progress=resolve_progress(progress))


@public
@arguments_of(run_sweep, without=("progress", "on_plan"))
def plan_sweep(db: str | os.PathLike[str], **options: Any) -> SweepPlan:
    """What :func:`run_sweep` with these arguments would run, running nothing (``fpsem sweep --dry-run``);
    it takes :func:`run_sweep`'s arguments but ``progress`` and ``on_plan``, each checked as there."""
    path = Path(text("results database", db))
    force, retry_failed = options.pop("force"), options.pop("retry_failed")
    return _plan(path, _request(path, **options), force, retry_failed)
