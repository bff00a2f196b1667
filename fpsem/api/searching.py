"""Searches over (site, flag) pairs: which cause a behaviour (``fpsem bisect``), and the fastest assignment
within an accuracy budget (``fpsem tune``).  Every evaluation is stored in the search store beside the
results database, so a killed search resumes."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from fpsem.api.checks import at_least, non_negative_seed, one_of, public, seconds
from fpsem.api.resolve import KernelLike, ProfileLike, TargetLike, precision_of, text
from fpsem.api.resolve import kernel as as_kernel
from fpsem.api.resolve import profile as as_profile
from fpsem.api.resolve import target as as_target
from fpsem.compiler.cache import default_cache
from fpsem.compiler.targets import Target
from fpsem.core.errors import UsageError
from fpsem.core.limits import check_output_path, write_output
from fpsem.fastmath.siteflags import profile_toml
from fpsem.kernels.inputs import input_set_for
from fpsem.kernels.spec import resolve_sizes
from fpsem.search.bisect import BisectResult
from fpsem.search.bisect import bisect as bisect_search
from fpsem.search.criteria import parse_criterion
from fpsem.search.probe import OBJECTIVES, Prober, ProbeSetup
from fpsem.search.store import SearchStore, search_store_path
from fpsem.search.tune import TuneResult
from fpsem.search.tune import tune as tune_search

DEFAULT_DB = "out/sweep.sqlite"
OnStep = Callable[[Mapping[str, Any]], None]


def _objective(target: Target, objective: str | None, needs_speed: bool) -> str:
    """The speed objective: modelled for GPU targets, measured on the host; one the target cannot have is
    refused before any work (UsageError)."""
    chosen = objective or ("modelled" if target.is_gpu else "measured")
    one_of("objective", chosen, OBJECTIVES)
    if needs_speed and chosen == "modelled" and not target.is_gpu:
        raise UsageError(f"the model covers GPU targets; for {target.name} use --objective measured")
    if needs_speed and chosen == "measured" and target.is_gpu:
        raise UsageError(f"--objective measured times the host target on this CPU; {target.name} is modelled "
                         "(--objective modelled)")
    return chosen


def _setup(kernel: KernelLike, target: TargetLike, precision: str, inputs: str | None, seed: int, size_set: str,
           objective: str | None, needs_speed: bool) -> ProbeSetup:
    non_negative_seed(seed)
    k = as_kernel(kernel)
    t = as_target(target)
    prec = precision_of(k, precision)
    resolve_sizes(k.spec, text("size set", size_set))  # an unknown size set is refused before any work
    return ProbeSetup(k, prec, t, input_set_for(k.spec, inputs, "rajaperf"), seed, size_set,
                      objective=_objective(t, objective, needs_speed))


def _store(db: str | os.PathLike[str]) -> SearchStore:
    return SearchStore(search_store_path(Path(text("results database", db))))


@public
def bisect(kernel: KernelLike, good: ProfileLike, bad: ProfileLike, criterion: str, *, target: TargetLike = "host",
           precision: str = "f64", inputs: str | None = None, seed: int = 0, size_set: str = "small",
           objective: str | None = None, db: str | os.PathLike[str] = DEFAULT_DB, allow_ub: bool = False,
           on_step: OnStep | None = None) -> BisectResult:
    """The (site, flag) pairs that turn ``good`` into ``bad`` under ``criterion`` (``fpsem bisect``): a
    1-minimal set of changes found by delta debugging.

    ``criterion``: ``max-ulp>X``, ``normalised>X`` (against the mpmath reference), ``status``, ``checksum``
    (against strict), ``speedup>X`` (over ``good``; ``objective`` modelled for GPU targets, measured on the
    host).  ``inputs`` defaults to ``rajaperf`` (``random`` for a kernel without RAJAPerf's inputs).
    Evaluations are stored in ``<db>.search.sqlite``; ``on_step`` is told of each.
    """
    crit = parse_criterion(criterion)
    g, b = as_profile(good, allow_ub), as_profile(bad, allow_ub)
    setup = _setup(kernel, target, precision, inputs, seed, size_set, objective, crit.part == "speed")
    store = _store(db)
    try:
        return bisect_search(Prober(setup, store, default_cache()), g, b, crit, on_step=on_step)
    finally:
        store.close()


@public
def tune(kernel: KernelLike, budget: str, *, target: TargetLike = "host", precision: str = "f64",
         inputs: str | None = None, seed: int = 0, size_set: str = "small", objective: str | None = None,
         db: str | os.PathLike[str] = DEFAULT_DB, name: str = "tuned", max_variants: int = 300,
         max_seconds: float = 1800.0, held_out_seed: int = 1, output: str | os.PathLike[str] | None = None,
         on_step: OnStep | None = None) -> TuneResult:
    """The fastest per-site safe-flag assignment within an accuracy ``budget`` (``fpsem tune``).

    ``budget``: ``max-ulp<=X`` or ``normalised<=X`` (against the reference), or ``max-ulp<=+X`` (X over strict's
    error).  The result is checked on a held-out random input set (seed ``held_out_seed``); ``output`` writes
    the tuned per-site profile (``.toml``, named ``name``).  Bounded by ``max_variants`` and ``max_seconds``.
    """
    crit = parse_criterion(budget, budget=True)
    at_least("max_variants", max_variants, 1)
    seconds("max_seconds", max_seconds, zero_ok=False)
    non_negative_seed(held_out_seed)
    text("profile", name)
    out = Path(text("output", output)) if output is not None else None
    if out is not None:
        check_output_path(out, "tuned profile")
    setup = _setup(kernel, target, precision, inputs, seed, size_set, objective, True)
    store = _store(db)
    try:
        result = tune_search(Prober(setup, store, default_cache()), crit,
                             replace(setup, inputs="random", seed=held_out_seed), max_variants=max_variants,
                             max_seconds=max_seconds, name=name, on_step=on_step)
    finally:
        store.close()
    if out is not None:
        write_output(out, lambda f: f.write(profile_toml(result.profile)), "tuned profile")
    return result
