"""Host timing: the one loop that times repetitions on this CPU, alone or placed against a baseline.

:func:`time_repetitions` times repetitions of one variant (after a warm-up, within a budget: ``fpsem
run``, a search's measured speed); :func:`time_placed` times a baseline against a variant at several
placements (the sweep's run stage, through :mod:`fpsem.speed.compare`).  Every host figure fpsem measures
comes from one of the two.

Timing strict and a variant one after the other lets a change of machine load
(another process starting, a frequency change) land on one of them only, and timing
one build of each measures where the JIT happened to place it as much as its code.
So :func:`time_placed` loads each side's built object several times, at different
places (:func:`fpsem.runners.host.jit_built` with a code padding: another alignment
and a separate JIT instance with pages of its own; each placement with its own output
arrays), and :func:`placed_rounds` times them in rounds: a round times one
repetition of every placement, in a fresh random order, on the timing thread's CPU
time.  Placement ``p`` of the baseline and of the variant form pair ``p`` for
:func:`fpsem.speed.stats.hierarchical_speedup`.  Rounds go on until a caller's
``decide`` says the comparison is decided (sequential sampling), the time budget is
spent, or ``max_rounds`` are done.  :func:`placed_rounds` is also the GPU runner's
loop (``self_timed``: each repetition reports its own event time).

Where the OS allows, the calling thread is pinned to the CPU it runs on for the
duration (``os.sched_setaffinity``; restored afterwards) so every placement sees
the same core and its caches.  The record says how the machine was loaded (load
averages before and after, the CPU count), since a shared machine widens the spread.
"""

from __future__ import annotations

import functools
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

DEFAULT_BUDGET_S = 1.0
DEFAULT_MIN_ROUNDS = 5
DEFAULT_MAX_ROUNDS = 200
DEFAULT_WARMUP = 1
DEFAULT_PLACEMENTS = 8  # builds of each side at different places: the clusters of the hierarchical interval
PAGE = 4096
PLACEMENT_MEMORY = 512 * 2**20  # bytes of output copies a placed comparison may hold (each placement has its own)
MAX_PADDING_STEPS = 64  # paddings are drawn from 0, 16, ..., 1008 bytes (x86-64 functions are 16-byte aligned)

Clock = Callable[[], float]


@dataclass(frozen=True)
class MachineLoad:
    """How loaded the machine was: 1/5/15-minute load averages (None where the OS has none), CPU count."""

    load_avg: tuple[float, float, float] | None
    cpu_count: int | None

    def to_json(self) -> dict[str, Any]:
        return {"load_avg": list(self.load_avg) if self.load_avg else None, "cpu_count": self.cpu_count}

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> MachineLoad:
        la = d.get("load_avg")
        return MachineLoad(None if la is None else tuple(float(v) for v in la),  # type: ignore[arg-type]
                           d.get("cpu_count"))

    @staticmethod
    def now() -> MachineLoad:
        try:
            la: tuple[float, float, float] | None = tuple(os.getloadavg())  # type: ignore[assignment]
        except (AttributeError, OSError):
            la = None
        return MachineLoad(la, os.cpu_count())


def _current_cpu() -> int | None:
    """The CPU this process last ran on (Linux: field 39 of /proc/self/stat), None where unknown."""
    try:
        with open("/proc/self/stat") as f:
            stat = f.read()
        return int(stat[stat.rindex(")") + 2:].split()[36])
    except (OSError, ValueError, IndexError):
        return None


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
            # the CPU it runs on now: two timing workers of a sweep then sit on two CPUs, not one shared
            here = _current_cpu()
            cpu = here if here in former else max(former)
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


class _NoPin:
    cpu: int | None = None

    def __enter__(self) -> _NoPin:
        return self

    def __exit__(self, *exc: object) -> None:
        return None


Samples = Sequence[Sequence[float]]  # [placement][round]
Decide = Callable[[Samples, Samples], "str | None"]  # sequential sampling: a verdict that ends the rounds, or None
BUDGET = "budget"  # the rounds ended because the time budget was spent
MAX_ROUNDS = "max rounds"
ONE_ROUND = "one round"  # a single repetition exceeds the budget: that repetition alone, nothing compared


@dataclass(frozen=True)
class PlacedTimes:
    """Every sample of a placed comparison: ``baseline_s[p][r]`` and ``variant_s[p][r]`` are placement pair
    ``p``'s times in round ``r``; ``*_padding[p]`` the bytes its code was shifted by."""

    baseline_s: tuple[tuple[float, ...], ...]
    variant_s: tuple[tuple[float, ...], ...]
    baseline_padding: tuple[int, ...]
    variant_padding: tuple[int, ...]
    warmup: int
    budget_s: float
    stopped: str  # what ended the rounds: a decide() verdict, BUDGET, MAX_ROUNDS or ONE_ROUND
    seed: int  # of the paddings and the round orders
    pinned_cpu: int | None
    load_before: MachineLoad
    load_after: MachineLoad
    how: str
    seconds: float = 0.0  # wall time of the JIT instances, the warm-up and the rounds
    # where each placement's first entry point landed: its offset in a 4 KiB page (measured, not assumed)
    baseline_offset: tuple[int, ...] = ()
    variant_offset: tuple[int, ...] = ()

    @property
    def placements(self) -> int:
        return len(self.baseline_s)

    @property
    def rounds(self) -> int:
        return len(self.variant_s[0]) if self.variant_s else 0

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        for k in ("baseline_s", "variant_s"):
            d[k] = [list(p) for p in getattr(self, k)]
        for k in ("baseline_padding", "variant_padding", "baseline_offset", "variant_offset"):
            d[k] = list(getattr(self, k))
        d["load_before"], d["load_after"] = self.load_before.to_json(), self.load_after.to_json()
        return d

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> PlacedTimes:
        def nested(x: Any) -> tuple[tuple[float, ...], ...]:
            return tuple(tuple(float(v) for v in p) for p in x)

        return PlacedTimes(nested(d["baseline_s"]), nested(d["variant_s"]),
                           tuple(int(v) for v in d["baseline_padding"]), tuple(int(v) for v in d["variant_padding"]),
                           int(d["warmup"]), float(d["budget_s"]), str(d["stopped"]), int(d["seed"]),
                           d.get("pinned_cpu"), MachineLoad.from_json(d["load_before"]),
                           MachineLoad.from_json(d["load_after"]), str(d["how"]),
                           float(d.get("seconds", 0.0)), tuple(int(v) for v in d.get("baseline_offset", ())),
                           tuple(int(v) for v in d.get("variant_offset", ())))


MIN_PLACEMENTS = 3  # fewer pairs leave the placement spread unknown (the interval then spans the pairs)
LEAST_ROUNDS = 3  # rounds a placement pair needs for an interval (fpsem.speed.stats.MIN_SAMPLES)


def design_within(budget_s: float, rep_s: float, min_rounds: int, most: int) -> tuple[int, int]:
    """(placements of each side, rounds at least) that fit ``budget_s`` at ``rep_s`` a repetition: as many
    placements (up to ``most``) as ``min_rounds`` rounds of both sides allow, never fewer than
    :data:`MIN_PLACEMENTS`; where even those exceed the budget, fewer rounds, never fewer than
    :data:`LEAST_ROUNDS`.  A slow kernel so gets a smaller design, not an unbounded time."""
    least = min(MIN_PLACEMENTS, most)
    placements = max(least, min(most, int(budget_s / max(2 * min_rounds * rep_s, 1e-12))))
    rounds = max(min(LEAST_ROUNDS, min_rounds),
                 min(min_rounds, int(budget_s / max(2 * placements * rep_s, 1e-12))))
    return placements, rounds


def paddings(n: int, seed: int, quantum: int = 16) -> list[int]:
    """``n`` distinct code paddings (multiples of ``quantum`` bytes below ``MAX_PADDING_STEPS * quantum``),
    drawn without replacement from ``seed``: the places a comparison's builds are put at."""
    if not 0 < n <= MAX_PADDING_STEPS:
        raise ValueError(f"paddings: need 1 to {MAX_PADDING_STEPS} placements, not {n}")
    steps = np.random.default_rng([seed, 1]).choice(MAX_PADDING_STEPS, size=n, replace=False)
    return [int(k) * quantum for k in steps]


def look_rounds(first: int, growth: float, max_rounds: int) -> set[int]:
    """The rounds after which a sequential comparison looks at its data: ``first``, then growing geometrically
    (few looks: each one is a chance to stop on noise)."""
    out, r = set(), float(first)
    while r <= max_rounds:
        out.add(int(r))
        r = max(r * growth, r + 1)
    return out


def placed_rounds(baselines: Sequence[Callable[[], Any]], variants: Sequence[Callable[[], Any]], *,
                  budget_s: float = DEFAULT_BUDGET_S, warmup: int = DEFAULT_WARMUP,
                  min_rounds: int = DEFAULT_MIN_ROUNDS, max_rounds: int = DEFAULT_MAX_ROUNDS,
                  decide: Decide | None = None, first_look: int = DEFAULT_MIN_ROUNDS, look_growth: float = 1.5,
                  seed: int = 0, pin: bool = True, clock: Clock = time.thread_time,
                  wall: Clock = time.perf_counter,
                  self_timed: bool = False) -> tuple[list[list[float]], list[list[float]], str, int | None]:
    """Time placement pairs (``baselines[p]``, ``variants[p]``; each call = one repetition) in rounds.

    After ``warmup`` untimed calls of every placement, each round calls every placement once in a fresh
    random order (seeded).  Rounds end when ``decide(baseline_times, variant_times)`` returns a verdict (asked
    after round ``first_look`` and then at geometrically growing round counts, never before ``min_rounds``),
    when ``budget_s`` of ``wall`` time is spent (the warm-up counts; at least ``min_rounds`` are done), or after
    ``max_rounds``.  A repetition's time is read from ``clock``: by default the calling thread's CPU time, so
    that being descheduled for another process (time slices of milliseconds on a shared machine) is not
    counted as the kernel's time.  ``self_timed``: each call returns its own time in seconds instead (a GPU
    repetition timed by events).  Returns (baseline times [p][r], variant times [p][r], what stopped the
    rounds, the CPU they were pinned to or None).
    """
    n = len(baselines)
    if n < 1 or len(variants) != n:
        raise ValueError("placed_rounds: need one or more placement pairs, as many variants as baselines")
    if budget_s <= 0 or warmup < 0 or min_rounds < 1 or max_rounds < min_rounds:
        raise ValueError("placed_rounds: need budget_s > 0, warmup >= 0 and 1 <= min_rounds <= max_rounds")
    fns = list(baselines) + list(variants)
    times: list[list[float]] = [[] for _ in fns]
    rng = np.random.default_rng([seed, 2])
    looks = look_rounds(max(first_look, min_rounds), look_growth, max_rounds)
    stopped = MAX_ROUNDS
    with _Pinned() if pin else _NoPin() as pinned:
        start = wall()
        for _ in range(warmup):
            for fn in fns:
                fn()
        for r in range(1, max_rounds + 1):
            for i in rng.permutation(len(fns)):
                if self_timed:
                    times[i].append(float(fns[i]()))
                    continue
                t0 = clock()
                fns[i]()
                times[i].append(clock() - t0)
            if r < min_rounds:
                continue
            if decide is not None and r in looks:
                verdict = decide(times[:n], times[n:])
                if verdict:
                    stopped = verdict
                    break
            if wall() - start >= budget_s:
                stopped = BUDGET
                break
        cpu = pinned.cpu
    return times[:n], times[n:], stopped, cpu


@dataclass(frozen=True)
class PlacedRun:
    """A placed comparison's times, and the values placement 0 of each side left (for the NaN/Inf check)."""

    times: PlacedTimes
    baseline_values: Mapping[str, Any]
    variant_values: Mapping[str, Any]


def _own_outputs(spec: Any, values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` with private copies of the arrays the kernel writes; the arrays it only reads are shared
    (a placement must not see another's writes, but copying read-only inputs costs time and memory)."""
    written = {a.name for a in spec.args if a.is_output}
    return {k: v.copy() if k in written and isinstance(v, np.ndarray) else v for k, v in values.items()}


Jit = Callable[[Any, int], Any]  # (built variant, padding bytes) -> a JIT-ed kernel with run_rep and code_address


def time_placed(spec: Any, baseline: Any, variant: Any, inputs: Mapping[str, Any], jit: Jit, *,
                placements: int = DEFAULT_PLACEMENTS, budget_s: float = DEFAULT_BUDGET_S,
                warmup: int = DEFAULT_WARMUP, min_rounds: int = 3, max_rounds: int = DEFAULT_MAX_ROUNDS,
                decide: Decide | None = None, seed: int = 0, pin: bool = True) -> PlacedRun:
    """JIT ``baseline`` and ``variant`` (built host variants of ``spec``; the same one twice for an A/A
    control) through ``jit`` (:func:`fpsem.runners.host.jit_built`) ``placements`` times each at distinct
    paddings (:func:`paddings`), every placement with its own
    copy of the arrays the kernel writes (the ones it only reads are shared), and time them with
    :func:`placed_rounds`.

    A kernel whose first repetition (the variant's, cold) exceeds ``budget_s`` is timed no further: that
    repetition alone is the record (:data:`ONE_ROUND`; no baseline samples, no interval).  ``placements`` is
    the most placements of each side and ``min_rounds`` the rounds at least: both fewer where they would not
    fit the budget (:func:`design_within`), placements also where every placement's own copies would exceed
    :data:`PLACEMENT_MEMORY` bytes.
    """
    written = {a.name for a in spec.args if a.is_output}
    nbytes = sum(int(getattr(v, "nbytes", 0)) for k, v in inputs.items() if k in written)
    placements = max(1, min(placements, PLACEMENT_MEMORY // max(1, 2 * nbytes)))
    pads = paddings(2 * placements, seed)
    base_pads, var_pads = pads[:placements], pads[placements:]
    before = MachineLoad.now()
    t_start = time.perf_counter()
    b0, v0 = jit(baseline, base_pads[0]), jit(variant, var_pads[0])
    b_vals, v_vals = _own_outputs(spec, inputs), _own_outputs(spec, inputs)
    t0 = time.thread_time()
    v0.run_rep(v_vals)
    first = time.thread_time() - t0
    if first > budget_s:
        how = (f"measured: CPU time of one cold repetition of the variant on this CPU; it alone exceeds the "
               f"{budget_s:g} s budget, so nothing else was timed (no interval)")
        times = PlacedTimes((), ((first,),), (), (var_pads[0],), 0, budget_s, ONE_ROUND, seed, None, before,
                            MachineLoad.now(), how, time.perf_counter() - t_start, (), (v0.code_address % PAGE,))
        return PlacedRun(times, b_vals, v_vals)
    t0 = time.thread_time()
    v0.run_rep(v_vals)  # warm: the first one paid for page faults
    rep_s = min(first, time.thread_time() - t0)
    for _ in range(2):  # placement 0 of each side has run as often as the other's (the NaN/Inf check compares them)
        b0.run_rep(b_vals)
    placements, min_rounds = design_within(budget_s, rep_s, min_rounds, placements)
    base_pads, var_pads = base_pads[:placements], var_pads[:placements]
    base_k = [b0] + [jit(baseline, p) for p in base_pads[1:]]
    var_k = [v0] + [jit(variant, p) for p in var_pads[1:]]
    base_v = [b_vals] + [_own_outputs(spec, inputs) for _ in base_pads[1:]]
    var_v = [v_vals] + [_own_outputs(spec, inputs) for _ in var_pads[1:]]
    bt, vt, stopped, cpu = placed_rounds(
        [functools.partial(k.run_rep, v) for k, v in zip(base_k, base_v)],
        [functools.partial(k.run_rep, v) for k, v in zip(var_k, var_v)],
        budget_s=budget_s, warmup=warmup, min_rounds=min_rounds, max_rounds=max_rounds, decide=decide,
        first_look=min_rounds, seed=seed, pin=pin)
    where = f"pinned to CPU {cpu}" if cpu is not None else "not pinned"
    how = (f"measured: CPU time of the timing thread per repetition on this CPU (time descheduled not counted); "
           f"strict and the variant each loaded at {placements} places (separate JIT instances of the built "
           f"object, each with its own output arrays, code padded by {', '.join(map(str, base_pads))} and "
           f"{', '.join(map(str, var_pads))} bytes), {len(bt[0])} rounds timing every placement once in random "
           f"order, after {warmup} warm-up repetition(s) each; {where}; stopped: {stopped}")
    times = PlacedTimes(tuple(map(tuple, bt)), tuple(map(tuple, vt)), tuple(base_pads), tuple(var_pads), warmup,
                        budget_s, stopped, seed, cpu, before, MachineLoad.now(), how, time.perf_counter() - t_start,
                        tuple(k.code_address % PAGE for k in base_k), tuple(k.code_address % PAGE for k in var_k))
    return PlacedRun(times, b_vals, v_vals)


def placed_run_value(times: PlacedTimes, *, noise_floor: float | None = None, control: str = "",
                     timing_key: str = "", measured_by: str = "", runner: str = "host", size: str = "default",
                     baseline_profile: str = "strict") -> dict[str, Any]:
    """The ``run`` stage value of a placed comparison (the shape :mod:`fpsem.speed.speedup` reads).

    ``seconds`` is the median of all the variant's samples (of strict's, for the A/A control, ``control =
    "A/A"``, whose "variant" is strict's second set of placements); every sample is kept per placement pair
    and round, so the report computes the hierarchical interval at any threshold.
    """
    import statistics

    flat_v = [x for p in times.variant_s for x in p]
    flat_b = [x for p in times.baseline_s for x in p]
    mine = flat_b + flat_v if control else flat_v
    out = {
        "runner": runner, "size": size, "represents_target": True,
        "seconds": statistics.median(mine), "min_seconds": min(mine), "max_seconds": max(mine),
        "median_seconds": statistics.median(mine),
        "baseline_seconds": statistics.median(flat_b) if flat_b else None,
        "samples": mine, "placed_samples": [list(p) for p in times.variant_s],
        "placed_baseline_samples": [list(p) for p in times.baseline_s],
        "placements": times.placements, "rounds": times.rounds, "reps": len(mine),
        "paddings": {"baseline": list(times.baseline_padding), "variant": list(times.variant_padding),
                     "baseline_page_offset": list(times.baseline_offset),
                     "variant_page_offset": list(times.variant_offset)},
        "baseline_profile": baseline_profile, "order": "random", "stopped": times.stopped,
        "warmup": times.warmup, "budget_s": times.budget_s, "pinned_cpu": times.pinned_cpu,
        "load_before": list(times.load_before.load_avg) if times.load_before.load_avg else None,
        "load_after": list(times.load_after.load_avg) if times.load_after.load_avg else None,
        "cpu_count": times.load_before.cpu_count, "how": times.how, "noise_floor": noise_floor,
        "control": control, "timing_key": timing_key, "measured_by": measured_by,
    }
    return {k: v for k, v in out.items() if not (v is None or isinstance(v, (str, list)) and not v)}


def same_code_run_value(*, runner: str = "host", size: str = "default",
                        baseline_profile: str = "strict") -> dict[str, Any]:
    """The ``run`` stage value of a variant whose machine code is its baseline's: not timed, 1.00x by
    construction (:func:`fpsem.compiler.samecode.same_code` decided it)."""
    return {"runner": runner, "size": size, "represents_target": True, "same_code": True,
            "baseline_profile": baseline_profile,
            "how": f"not timed: the same machine code as {baseline_profile}, so 1.00x by construction"}
