"""Timing statistics and sizing rules for honest GPU measurements (pure functions).

The runner times every launch with a pair of CUDA events; this module turns
those samples into a median and a spread, decides how many input sets to rotate
through so that repeated launches do not run from the L2 cache, how many
repetitions to take, and what bandwidth a time means.  Nothing here touches the
GPU (see METHOD.md of the device notes: warm up, repeat, take the median, rotate
inputs that would fit in the cache).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass

import numpy as np

from fpsem.core.errors import UsageError
from fpsem.core.timing import TIMINGS, check_timing  # noqa: F401  (re-exported: the runner checks it)

# Timing conventions.  "cold": every timed repetition finds its inputs outside the L2
# (fpsem's default: buffers are rotated, see rotation_sets).  "warm": back-to-back
# repetitions on one buffer set, so a working set that fits stays in the L2 -- the
# convention of RAJAPerf and so of the published studies.

# Conventions of :meth:`fpsem.runners.cuda.runner.KernelSession.time_convention`, which time a *batch*
# of back-to-back repetitions between two events and divide by its size, so that no event or
# launch latency of one repetition is in the figure:
#   kernel        a CUDA graph of the batch, replayed: the kernels' own durations with the graph's
#                 minimal gaps, on one buffer set (what a profiler's kernel duration shows, warm);
#   back-to-back  the batch launched on the stream behind a gate kernel, on one buffer set:
#                 RAJAPerf's timer loop (its reps between two synchronisations) without the host;
#   kernel-cold   as ``kernel``, each repetition on the next of enough buffer sets that none finds
#                 its inputs in the L2 (the L2 is flushed between uses of a set).
CONVENTIONS = ("kernel", "back-to-back", "kernel-cold")


def check_convention(convention: str) -> str:
    """The convention if known; UsageError naming the choices otherwise."""
    if convention not in CONVENTIONS:
        raise UsageError(f"unknown timing convention {convention!r} (known: {', '.join(CONVENTIONS)})")
    return convention


def batch_size(estimate_ms: float, target_ms: float = 2.0, multiple_of: int = 1, lo: int = 4,
               hi: int = 200) -> int:
    """Repetitions per timed batch: about ``target_ms`` of work, within [lo, hi], a multiple of ``multiple_of``
    (the buffer sets a cold batch rotates through, so that every replay starts on the set used longest ago)."""
    n = lo if not (math.isfinite(estimate_ms) and estimate_ms > 0) else int(round(target_ms / estimate_ms))
    n = max(lo, min(hi, n))
    m = max(1, multiple_of)
    return max(m, (n + m - 1) // m * m)


@dataclass(frozen=True)
class TimingStats:
    """Summary of repeated timings, in milliseconds (all ``measured`` figures)."""

    n: int
    median_ms: float
    q1_ms: float
    q3_ms: float
    min_ms: float
    max_ms: float
    mean_ms: float

    @property
    def iqr_ms(self) -> float:
        return self.q3_ms - self.q1_ms

    @property
    def rel_iqr(self) -> float:
        """Interquartile range over the median: the spread a speed-up must clear to mean anything."""
        return self.iqr_ms / self.median_ms if self.median_ms > 0 else math.nan

    def to_dict(self) -> dict:
        d = asdict(self)
        d["iqr_ms"] = self.iqr_ms
        d["rel_iqr"] = self.rel_iqr
        return d


def summarize(samples_ms: Sequence[float]) -> TimingStats:
    """Median, quartiles (linear interpolation), extremes and mean of the samples.

    Raises UsageError for an empty list or a non-finite / negative sample, which
    would mean a broken measurement rather than a slow kernel.
    """
    a = np.asarray(samples_ms, dtype=np.float64)
    if a.size == 0:
        raise UsageError("no timing samples")
    if not np.all(np.isfinite(a)) or np.any(a < 0):
        raise UsageError("timing samples must be finite and non-negative")
    q1, med, q3 = np.percentile(a, [25.0, 50.0, 75.0])
    return TimingStats(int(a.size), float(med), float(q1), float(q3), float(a.min()), float(a.max()), float(a.mean()))


def rotation_sets(footprint_bytes: int, l2_bytes: int, factor: float = 3.0, max_sets: int = 64,
                  memory_budget_bytes: int | None = None) -> int:
    """How many copies of a kernel's buffers to rotate through so launches do not run from L2.

    Enough copies that consecutive uses of one copy are separated by ``factor`` times
    the L2's size of other traffic (at least 1, at most ``max_sets``, and no more than
    fit in ``memory_budget_bytes``).  A kernel whose buffers already exceed
    ``factor`` × L2 gets 1.
    """
    if footprint_bytes <= 0:
        return 1
    want = math.ceil(factor * l2_bytes / footprint_bytes)
    n = max(1, min(want, max_sets))
    if memory_budget_bytes is not None:
        n = max(1, min(n, memory_budget_bytes // footprint_bytes))
    return int(n)


def buffer_sets(timing: str, footprint_bytes: int, l2_bytes: int, factor: float = 3.0, max_sets: int = 64,
                memory_budget_bytes: int | None = None) -> int:
    """Buffer sets to rotate through under a timing convention: ``rotation_sets`` when cold, 1 when warm."""
    if check_timing(timing) == "warm":
        return 1
    return rotation_sets(footprint_bytes, l2_bytes, factor, max_sets, memory_budget_bytes)


def repetitions(estimate_ms: float, budget_ms: float = 300.0, min_reps: int = 10, max_reps: int = 200) -> int:
    """Timed repetitions for a kernel whose launch takes about ``estimate_ms``: fill the budget, within bounds."""
    if not math.isfinite(estimate_ms) or estimate_ms <= 0:
        return min_reps
    return int(max(min_reps, min(max_reps, budget_ms // estimate_ms)))


def bandwidth_gbs(bytes_moved: float, time_ms: float) -> float:
    """Achieved bandwidth in GB/s (10^9 bytes per second) for ``bytes_moved`` in ``time_ms``."""
    if time_ms <= 0:
        return math.nan
    return bytes_moved / (time_ms * 1e-3) / 1e9


def speedup(baseline_ms: float, time_ms: float) -> float:
    """How many times faster than the baseline (> 1 is faster); NaN when either is missing."""
    if not (baseline_ms > 0 and time_ms > 0):
        return math.nan
    return baseline_ms / time_ms
