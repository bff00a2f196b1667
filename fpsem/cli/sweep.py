"""``fpsem sweep``: kernels x profiles x targets x precisions x input sets, every result stored.

Each cell runs the pipeline rewrite -> validate -> compile -> metrics -> model ->
run -> accuracy (``fpsem.sweep.stages``); each stage's result goes into the
SQLite store as it completes.  A re-run skips the cells already stored (resume
after an interruption, even ``kill -9``); ``--force`` recomputes them.  Failed
cells are stored with their message and listed; they do not stop the sweep
and do not change the exit status (0), since they are results too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fpsem import api
from fpsem.api.sweeping import EXECUTORS
from fpsem.cli._common import add_quiet, path_arg, progress_of
from fpsem.core.errors import EXIT_RUNTIME
from fpsem.core.timing import TIMINGS
from fpsem.sweep.plan import SweepConfig
from fpsem.sweep.suite import DEFAULT_INPUTS

DEFAULT_DB = Path("out/sweep.sqlite")
_DEFAULTS = SweepConfig()


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("sweep", help="sweep kernels x profiles x targets x precisions; store every result",
                       description="Sweep kernels x profiles x targets x precisions x input sets; each cell runs "
                                   "rewrite, validate, compile, metrics, model, run and accuracy, and every stage "
                                   "result is stored as it completes. A re-run skips the cells already stored.")
    p.add_argument("--kernels", "-k", default="all", help="kernel names/paths, comma-separated, or 'all' (default)")
    p.add_argument("--profiles", "-p", default="all",
                   help="profile names/paths, comma-separated, or 'all' (default: the safe built-ins; "
                        "UB-capable ones such as fast only with --allow-ub)")
    p.add_argument("--targets", "-t", default="all", help="target names, comma-separated, or 'all' (default)")
    p.add_argument("--precisions", default="all", help="f64, f32, or 'all' (default)")
    p.add_argument("--inputs", default=DEFAULT_INPUTS,
                   help="input sets: rajaperf, random, special, comma-separated, or 'all'; default: random, or "
                        "rajaperf for a kernel with fixed inputs")
    p.add_argument("--runners", default=None,
                   help="host, cuda, model, comma-separated (default: host,model, plus cuda when a GPU is present)")
    p.add_argument("--size", default=_DEFAULTS.size,
                   help=f"the kernels' size set for compiles, runs and the model (default: {_DEFAULTS.size})")
    p.add_argument("--accuracy-size", default=_DEFAULTS.accuracy_size,
                   help=f"the size set of accuracy runs and mpmath references (default: {_DEFAULTS.accuracy_size})")
    p.add_argument("--accuracy-points", type=int, default=_DEFAULTS.accuracy_points,
                   help=f"points per output the accuracy runs compare: the accuracy size set's N raised to it "
                        f"(default: {_DEFAULTS.accuracy_points}; 0: the size set as it is)")
    p.add_argument("--reps", type=int, default=_DEFAULTS.reps,
                   help=f"rounds at least of a host comparison, per placement pair (default: {_DEFAULTS.reps}; "
                        "every sample is stored)")
    p.add_argument("--time-budget", type=float, default=_DEFAULTS.time_budget_s,
                   help=f"seconds at most a host comparison may spend (default: {_DEFAULTS.time_budget_s:g}; it stops "
                        "earlier once its interval clears the noise floor or sits inside it)")
    p.add_argument("--placements", type=int, default=_DEFAULTS.placements,
                   help=f"builds of each side of a host comparison at different code places (default: "
                        f"{_DEFAULTS.placements}): the interval covers what changes between builds")
    p.add_argument("--sample", type=int, default=_DEFAULTS.sample,
                   help="output points compared with the mpmath reference per output, a seeded sample "
                        "(default 0: the accuracy module's default limit)")
    p.add_argument("--block", type=int, default=_DEFAULTS.block, help="GPU block size (default: 256)")
    p.add_argument("--timing", choices=TIMINGS, default=_DEFAULTS.timing,
                   help="timing convention the model predicts: cold = inputs outside the L2 (default, fpsem's GPU "
                        "timing), warm = back-to-back repetitions (RAJAPerf's)")
    p.add_argument("--db", type=path_arg, default=DEFAULT_DB, help=f"results database (default: {DEFAULT_DB})")
    p.add_argument("--jobs", "-j", type=int, default=0, help="CPU worker processes (default: one per core)")
    p.add_argument("--executor", choices=EXECUTORS, default="local",
                   help="local worker processes (default) or a Dask distributed cluster")
    p.add_argument("--scheduler", default=None,
                   help="Dask scheduler address (with --executor dask; default: start a local cluster)")
    p.add_argument("--timeout", type=float, default=600.0,
                   help="seconds one cell may take before it is stopped and stored as failed (local executor)")
    p.add_argument("--allow-ub", action="store_true", help="include UB-capable profiles (nnan/ninf/fast)")
    p.add_argument("--lattice", action="store_true",
                   help="also sweep the 32 subsets of the five safe flags (profiles lattice-*, written beside --db): "
                        "the report then gives each flag's Shapley value for speed and error")
    p.add_argument("--force", action="store_true", help="recompute cells already in the database")
    p.add_argument("--retry-failed", action="store_true", help="recompute cells stored as failed")
    p.add_argument("--dry-run", action="store_true", help="print how many cells would run, run nothing")
    add_quiet(p)
    p.set_defaults(handler=run)


def _axes(args: argparse.Namespace) -> dict:
    return dict(kernels=args.kernels, profiles=args.profiles, targets=args.targets, precisions=args.precisions,
                inputs=args.inputs, runners=args.runners, size=args.size, accuracy_size=args.accuracy_size,
                reps=args.reps, time_budget=args.time_budget, sample=args.sample, block=args.block,
                timing=args.timing, allow_ub=args.allow_ub, lattice=args.lattice, jobs=args.jobs,
                executor=args.executor, scheduler=args.scheduler, timeout=args.timeout, force=args.force,
                retry_failed=args.retry_failed, placements=args.placements, accuracy_points=args.accuracy_points)


def _notes(plan: api.SweepPlan) -> None:
    for note in plan.notes:
        print(f"sweep: note: {note}", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    if args.dry_run:
        plan = api.plan_sweep(args.db, **_axes(args))
        _notes(plan)
        print(f"sweep: {plan.describe()}")
        return 0

    def started(plan: api.SweepPlan) -> None:
        _notes(plan)
        r = plan.request
        print(f"sweep: {plan.cells} cells into {args.db} ({plan.executor}; runners "
              f"{','.join(r.config.runners)}; size {r.config.size})", file=sys.stderr)

    summary = api.run_sweep(args.db, **_axes(args), progress=progress_of(args), on_plan=started)
    print(f"sweep: {summary.planned} cells: {summary.skipped} already stored, {summary.done} done, "
          f"{len(summary.failed)} failed -> {args.db}")
    for label, msg in summary.failed[:20]:
        print(f"  failed {label}: {msg}")
    if len(summary.failed) > 20:
        print(f"  ... and {len(summary.failed) - 20} more (fpsem report / fpsem export show them all)")
    # Failed cells are results too (stored, reported); the exit code tells scripts that some exist.
    return EXIT_RUNTIME if summary.failed else 0
