"""Tuning: the fastest per-site assignment of the safe flags whose accuracy stays within a budget.

The search (bounded by ``max_variants`` measurements and ``max_seconds``):

1. **start high**: every site gets every safe flag it can carry (``reassoc nsz arcp
   contract afn``; never ``nnan``/``ninf``) -- the fastest assignment the flags allow;
2. **back off**: while the assignment exceeds the budget, bisect (``fpsem.search.bisect``, from
   strict to the current assignment, criterion "budget exceeded") for a 1-minimal set
   of (site, flag) pairs that exceeds it on its own, and hold that whole set back (each
   of its pairs is needed for the excess; which one to keep is not explored);
3. **add back**: each held-back pair alone is tried on the result and kept when the
   budget still holds (greedy, in program order);
4. **held out**: the result is measured on a second input set (another seed of the
   ``random`` set) it was not tuned on; a violation there is reported, not hidden.

The result is a per-site profile (``fpsem.fastmath.siteflags``) whose entry points are strict.
If the bound is reached, the last assignment within the budget is the result (strict
when none was), and the result says so.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from fpsem.core.errors import FpsemError, UsageError
from fpsem.fastmath.profiles import Profile, resolve_profile
from fpsem.ir.flags import SAFE_FLAGS
from fpsem.search.bisect import Change, Search, changes_between, config_profile, kernel_sites, run_key
from fpsem.search.criteria import Criterion
from fpsem.search.ddmin import ddmin
from fpsem.search.probe import Prober, ProbeSetup, speedup_of

_STRICT = Profile("strict", frozenset())
_TOP = Profile("safe-all", frozenset(SAFE_FLAGS))


@dataclass(frozen=True)
class HeldBack:
    site: str
    flag: str
    instruction: str
    source: str | None
    why: str


@dataclass(frozen=True)
class TuneResult:
    kernel: str
    precision: str
    target: str
    budget: str
    profile: Profile = field(repr=False)
    within_budget: bool
    held_out: Mapping[str, Any]  # the held-out measurement and whether it keeps the budget
    held_back: tuple[HeldBack, ...]
    flagged_pairs: int
    total_pairs: int
    compare: Mapping[str, Mapping[str, Any]]  # strict / algebraic / tuned: accuracy and speed
    evaluated: int
    reused: int
    seconds: float
    bound_reached: str  # "" or what stopped the search early
    steps: tuple[Mapping[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["profile"] = self.profile.summary()
        return d


def tune(prober: Prober, budget: Criterion, held_out_setup: ProbeSetup | None = None, *, max_variants: int = 300,
         max_seconds: float = 1800.0, name: str = "tuned",
         on_step: Callable[[Mapping[str, Any]], None] | None = None) -> TuneResult:
    """Search per-site safe-flag assignments for the fastest within ``budget`` (see the module docstring)."""
    t0 = time.perf_counter()
    s = prober.setup
    sites, ir, sources = kernel_sites(s.kernel.ir_for(s.precision))
    all_changes = changes_between(sites, _STRICT, _TOP)
    strict_acc, _ = prober.measure(config_profile("strict", _STRICT, sites, ir, ()), "accuracy", "strict")
    budget = budget.resolved(budget.value(strict_acc))
    if not budget.holds(strict_acc):
        raise UsageError(f"strict {s.kernel.spec.key} already exceeds the budget {budget.text()} "
                         f"({budget.kind} {budget.value(strict_acc)}); give a larger one, or one relative to "
                         f"strict like {budget.kind}<=+4")
    excess = Criterion(budget.kind, ">", budget.threshold)  # the behaviour bisection looks for
    key = run_key(prober, _STRICT, _TOP, budget, "tune")
    prober.store.start_run(key, "tune", {"kernel": s.kernel.spec.key, "precision": s.precision,
                                         "target": s.target.name, "budget": budget.text(),
                                         "objective": s.objective, "max_variants": max_variants})
    search = Search(prober, sites, ir, _STRICT, excess, key, on_step=on_step)
    site_of = {x.id: x for x in sites}

    def spent() -> str:
        if prober.evaluated + prober.reused >= max_variants:
            return f"variant bound ({max_variants}) reached"
        if time.perf_counter() - t0 >= max_seconds:
            return f"time bound ({max_seconds:g} s) reached"
        return ""

    held: dict[Change, str] = {}
    best: list[Change] = []
    stop = ""
    current = list(all_changes)
    while True:
        m = search.measure(current, "tune: candidate")
        if not m["holds"]:
            best = list(current)
            break
        stop = spent()
        if stop:
            break
        culprit = ddmin(current, lambda cs: search.test(cs, "tune: back off")).items
        alone = search.measure(culprit, "tune: culprit set")
        for c in culprit:
            held[c] = (f"{'alone' if len(culprit) == 1 else f'with {len(culprit) - 1} other pair(s)'} it exceeds "
                       f"the budget: {budget.kind} {excess.value(alone)} (bisection step {search.steps[-1]['n']})")
        current = [c for c in current if c not in held]
    if not stop:
        for c in sorted(held):  # add back, greedily
            stop = spent()
            if stop:
                break
            trial = sorted(best + [c])
            m = search.measure(trial, "tune: add back")
            if not m["holds"]:
                best = trial
                del held[c]
            else:
                held[c] = (f"added back to the tuned assignment it exceeds the budget: {budget.kind} "
                           f"{excess.value(m)} (step {search.steps[-1]['n']}); {held[c]}")
    profile = config_profile(name, _STRICT, sites, ir, best)
    profile = replace(profile, description=f"fpsem tune: {s.kernel.spec.key} {s.precision} on {s.target.name}, "
                                           f"budget {budget.text()}")
    acc, _ = prober.measure(profile, "accuracy", "tuned")
    compare: dict[str, dict[str, Any]] = {"tuned": {"accuracy": acc}}
    held_out: dict[str, Any] = {}
    if held_out_setup is not None and held_out_setup.inputs not in s.kernel.spec.input_sets:
        held_out = {"inputs": held_out_setup.inputs, "within_budget": None,
                    "note": f"{s.kernel.spec.key} has no {held_out_setup.inputs!r} input set: no held-out check"}
    elif held_out_setup is not None:
        hp = replace(prober, setup=held_out_setup, evaluated=0, reused=0, seen=set(), _runner=None, _ref=None,
                     _values=None, _strict=None)
        ho, _ = hp.measure(profile, "accuracy", "tuned (held out)")
        held_out = {"inputs": f"{held_out_setup.inputs} seed {held_out_setup.seed}",
                    budget.kind: budget.value(ho), "within_budget": budget.holds(ho)}
        prober.evaluated += hp.evaluated
        prober.reused += hp.reused
    for label, prof in (("strict", config_profile("strict", _STRICT, sites, ir, ())),
                        ("algebraic", resolve_profile("algebraic"))):
        a, _ = prober.measure(prof, "accuracy", label)
        compare[label] = {"accuracy": a}
    try:
        for label, prof in (("strict", config_profile("strict", _STRICT, sites, ir, ())), ("tuned", profile),
                            ("algebraic", resolve_profile("algebraic"))):
            sp, _ = prober.measure(prof, "speed", label)
            compare[label]["speed"] = sp
        base = compare["strict"]["speed"]
        for v in compare.values():
            v["speedup"] = speedup_of(base, v["speed"])
    except FpsemError as e:  # a target without a speed figure still gets its accuracy result
        for v in compare.values():
            v["speed_error"] = str(e)
    held_back = tuple(HeldBack(c.site, c.flag, site_of[c.site].text, sources.get(c.site), why)
                      for c, why in sorted(held.items()))
    result = TuneResult(s.kernel.spec.key, s.precision, s.target.name, budget.text(), profile,
                        budget.holds(acc), held_out, held_back, len(best), len(all_changes), compare,
                        prober.evaluated, prober.reused, time.perf_counter() - t0, stop, tuple(search.steps))
    prober.store.finish_run(key, result.to_json())
    return result
