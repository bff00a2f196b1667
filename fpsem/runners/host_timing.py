"""Host timing: the one loop that times repetitions on this CPU, alone or interleaved with a baseline.

:func:`time_repetitions` times repetitions of one variant (after a warm-up, within a budget);
:func:`interleave` times a baseline and a variant in alternating rounds.  Every host figure
fpsem measures (``fpsem run``, the sweep's run stage, a search's measured speed) comes from one
of the two.

Interleaved timing of a baseline and a variant: rounds of one repetition each, every sample kept.

Timing strict and a variant one after the other lets a change of machine load
(another process starting, a frequency change) land on one of them only.  Here
both run in the same process on the same inputs, in rounds: after a warm-up of
each, every round times one repetition of the baseline and one of the variant,
alternating which goes first (A B, B A, A B, ...) so that neither always runs
on caches the other just warmed.  Round ``i`` is one *pair* of samples for
:func:`fpsem.speed.stats.speedup`.

Where the OS allows, the calling thread is pinned to one CPU for the duration
(``os.sched_setaffinity``; restored afterwards) so both sides see the same core
and its caches.  The record says how the machine was loaded (load averages before
and after, the CPU count), since a shared machine widens the spread.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

DEFAULT_BUDGET_S = 1.0
DEFAULT_MIN_ROUNDS = 5
DEFAULT_MAX_ROUNDS = 200
DEFAULT_WARMUP = 1

Clock = Callable[[], float]


@dataclass(frozen=True)
class MachineLoad:
    """How loaded the machine was: 1/5/15-minute load averages (None where the OS has none), CPU count."""

    load_avg: tuple[float, float, float] | None
    cpu_count: int | None

    @staticmethod
    def now() -> MachineLoad:
        try:
            la: tuple[float, float, float] | None = tuple(os.getloadavg())  # type: ignore[assignment]
        except (AttributeError, OSError):
            la = None
        return MachineLoad(la, os.cpu_count())


@dataclass(frozen=True)
class InterleavedTimes:
    """Every sample of an interleaved timing: ``baseline_s[i]`` and ``variant_s[i]`` come from round ``i``."""

    baseline_s: tuple[float, ...]
    variant_s: tuple[float, ...]
    warmup: int  # untimed repetitions of each side before the rounds
    budget_s: float
    pinned_cpu: int | None  # the CPU the rounds ran on, None when pinning was not possible
    load_before: MachineLoad
    load_after: MachineLoad
    how: str

    @property
    def rounds(self) -> int:
        return len(self.baseline_s)

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["baseline_s"], d["variant_s"] = list(self.baseline_s), list(self.variant_s)
        return d

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> InterleavedTimes:
        def load(x: Mapping[str, Any]) -> MachineLoad:
            la = x.get("load_avg")
            return MachineLoad(None if la is None else tuple(float(v) for v in la),  # type: ignore[arg-type]
                               x.get("cpu_count"))

        return InterleavedTimes(tuple(float(v) for v in d["baseline_s"]), tuple(float(v) for v in d["variant_s"]),
                                int(d["warmup"]), float(d["budget_s"]), d.get("pinned_cpu"),
                                load(d["load_before"]), load(d["load_after"]), str(d["how"]))


@dataclass(frozen=True)
class RepTimes:
    """Repetitions of one variant timed alone: the warm-up repetitions' times, then the timed ones'."""

    warmup_s: tuple[float, ...]
    samples: tuple[float, ...]


def timed_repetitions(first_s: float, reps: int, budget_s: float) -> int:
    """How many repetitions to time after a first (warm-up) one of ``first_s`` seconds: ``reps`` if they
    fit in ``budget_s``, fewer if not, and none when the first alone used the budget up (it is then the
    measurement)."""
    if first_s >= budget_s:
        return 0
    return max(1, min(reps, int((budget_s - first_s) / max(first_s, 1e-9))))


def time_repetitions(rep: Callable[[], Any], *, reps: int, warmup: int = 1, budget_s: float | None = None,
                     clock: Clock = time.perf_counter) -> RepTimes:
    """Time ``warmup`` then ``reps`` calls of ``rep`` (one repetition each), every call timed on its own.

    With ``budget_s`` (and one warm-up), fewer repetitions are timed when they would not fit in the
    budget after the warm-up, and none when the warm-up alone used it up
    (:func:`timed_repetitions`).  The repetitions run in place, one after the other, as RAJAPerf runs them.
    """
    def once() -> float:
        t0 = clock()
        rep()
        return clock() - t0

    warm = tuple(once() for _ in range(warmup))
    n = reps if budget_s is None or not warm else timed_repetitions(warm[-1], reps, budget_s)
    return RepTimes(warm, tuple(once() for _ in range(n)))


class _Pinned:
    """Pin the calling thread to one CPU it may already run on; restore its former set on exit."""

    def __init__(self) -> None:
        self.cpu: int | None = None
        self._former: set[int] | None = None

    def __enter__(self) -> _Pinned:
        getter = getattr(os, "sched_getaffinity", None)
        setter = getattr(os, "sched_setaffinity", None)
        if getter is None or setter is None:
            return self  # not Linux: no pinning, and the record says so
        try:
            former = set(getter(0))
            cpu = max(former)  # the highest allowed CPU: CPU 0 tends to take the most interrupts
            setter(0, {cpu})
        except OSError:
            return self
        self._former, self.cpu = former, cpu
        return self

    def __exit__(self, *exc: object) -> None:
        if self._former is not None:
            try:
                os.sched_setaffinity(0, self._former)
            except OSError:
                pass  # the CPU set changed under us (cgroup update): keep whatever the OS allows now


def interleave(baseline: Callable[[], Any], variant: Callable[[], Any], *, budget_s: float = DEFAULT_BUDGET_S,
               warmup: int = DEFAULT_WARMUP, min_rounds: int = DEFAULT_MIN_ROUNDS,
               max_rounds: int = DEFAULT_MAX_ROUNDS, pin: bool = True,
               clock: Clock = time.perf_counter) -> InterleavedTimes:
    """Time ``baseline`` and ``variant`` (each call = one repetition) in interleaved rounds.

    After ``warmup`` untimed calls of each, rounds run until ``budget_s`` is spent (the
    warm-up counts towards it) or ``max_rounds`` are done, and at least ``min_rounds``
    (so a slow kernel may exceed the budget, by at most ``min_rounds`` rounds).  Both
    sample lists always have the same length.  The callables must be deterministic
    repetitions on the same inputs; their results are ignored.
    """
    if budget_s <= 0 or warmup < 0 or min_rounds < 1 or max_rounds < min_rounds:
        raise ValueError("interleave: need budget_s > 0, warmup >= 0 and 1 <= min_rounds <= max_rounds")
    before = MachineLoad.now()
    base_s: list[float] = []
    var_s: list[float] = []
    with _Pinned() if pin else _NoPin() as pinned:
        start = clock()
        for _ in range(warmup):
            baseline()
            variant()
        while len(base_s) < max_rounds and (len(base_s) < min_rounds or clock() - start < budget_s):
            order = ((baseline, base_s), (variant, var_s))
            if len(base_s) % 2:
                order = order[::-1]  # B A in odd rounds: neither side always runs second
            for fn, out in order:
                t0 = clock()
                fn()
                out.append(clock() - t0)
        cpu = pinned.cpu
    after = MachineLoad.now()
    if cpu is not None:
        where = f"pinned to CPU {cpu}"
    else:
        where = "not pinned (" + ("the OS allows no CPU affinity here" if pin else "pinning turned off") + ")"
    how = (f"measured: wall time per repetition on this CPU, {len(base_s)} interleaved rounds (A B / B A) of "
           f"strict and the variant in one process on the same inputs, after {warmup} warm-up repetition(s) each; "
           f"{where}")
    return InterleavedTimes(tuple(base_s), tuple(var_s), warmup, budget_s, cpu, before, after, how)


class _NoPin:
    cpu: int | None = None

    def __enter__(self) -> _NoPin:
        return self

    def __exit__(self, *exc: object) -> None:
        return None


def single_round(baseline_s: float, variant_s: float, budget_s: float) -> InterleavedTimes:
    """One strict and one variant repetition timed beside each other, for kernels whose single repetition
    exceeds the time budget (the variant's is its first, cold repetition): a ratio without an interval."""
    load = MachineLoad.now()
    how = ("measured: wall time of one repetition each on this CPU, side by side (one repetition exceeds the "
           f"{budget_s:g} s budget; the variant's is its first, cold repetition): one round, no interval")
    return InterleavedTimes((baseline_s,), (variant_s,), 0, budget_s, None, load, load, how)


def run_value(times: InterleavedTimes, *, runner: str = "host", size: str = "default",
              baseline_profile: str = "strict") -> dict[str, Any]:
    """The ``run`` stage value of a variant timed against its baseline (the shape :mod:`fpsem.speed.speedup` reads).

    ``seconds`` is the median of the variant's samples (the figure tables show as its time); every sample of
    both sides is kept, round by round, so the report can compute the paired interval at any threshold;
    ``order: alternating`` says even rounds ran strict first and odd rounds the variant first.
    """
    import statistics

    return {
        "runner": runner, "size": size, "represents_target": True,
        "seconds": statistics.median(times.variant_s), "min_seconds": min(times.variant_s),
        "baseline_seconds": statistics.median(times.baseline_s),
        "samples": list(times.variant_s), "baseline_samples": list(times.baseline_s),
        "baseline_profile": baseline_profile, "order": "alternating", "rounds": times.rounds, "reps": times.rounds,
        "warmup": times.warmup, "budget_s": times.budget_s, "pinned_cpu": times.pinned_cpu,
        "load_before": list(times.load_before.load_avg) if times.load_before.load_avg else None,
        "load_after": list(times.load_after.load_avg) if times.load_after.load_avg else None,
        "cpu_count": times.load_before.cpu_count, "how": times.how,
    }


def same_code_run_value(*, runner: str = "host", size: str = "default",
                        baseline_profile: str = "strict") -> dict[str, Any]:
    """The ``run`` stage value of a variant whose machine code is its baseline's: not timed, 1.00x by
    construction (:func:`fpsem.compiler.samecode.same_code` decided it)."""
    return {"runner": runner, "size": size, "represents_target": True, "same_code": True,
            "baseline_profile": baseline_profile,
            "how": f"not timed: the same machine code as {baseline_profile}, so 1.00x by construction"}
