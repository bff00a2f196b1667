"""A variant's speedup over strict from stored stage records: same code, measured with an interval, or modelled.

Pure functions of the JSON values the sweep stores (no store, no files), so the
report and its tests can use them on any records, old or new.  The records read:

* ``compile``: ``code_hash`` -- :func:`fpsem.compiler.samecode.fingerprint` of the variant's
  assembly.  Equal hashes of a variant and strict (same kernel, target, precision)
  mean the same machine code: the speedup is exactly 1, never a timing ratio.
* ``run`` (the variant's cell), newest shape first:

  - ``same_code: true`` -- the run stage found the code identical and did not time it;
  - ``placed_baseline_samples`` + ``placed_samples`` -- strict and the variant each built at
    several placements and timed in rounds of random order (``[pair][round]``): the
    hierarchical interval (:func:`fpsem.speed.stats.hierarchical_speedup`), significant only
    beyond the kernel's noise floor, which strict's cell measures as an A/A control
    (``control: "A/A"``: strict against a second set of its placements; :func:`aa_floor`);
  - ``baseline_samples`` + ``samples`` -- strict and the variant timed in interleaved
    rounds in this cell (records of fpsem before the placed timing): a paired interval (with
    ``order: alternating``, one that cancels the cost of running first in a round);
  - ``samples`` in both cells -- timed apart: an unpaired interval (wider, and exposed
    to load changes between the two cells; the ``how`` says so);
  - ``timing.per_rep`` (median, quartiles, count: CUDA records without samples) in both
    cells -- an approximate interval from the quartiles (:func:`fpsem.speed.stats.speedup_from_summaries`);
  - ``seconds`` only (records written before samples were kept) -- the ratio without
    an interval: never significant, shown as "no interval".

* ``model``: ``seconds`` -- a modelled ratio, deterministic, so with no interval; it
  counts as a (modelled) gain only beyond the practical threshold.

``threshold`` is the practical size a change must exceed (default 2 %): the report
can change it without re-running anything, since the samples are stored.

Many comparisons: a measured speedup with a bootstrap carries a p-value; the report's
analysis puts every comparison it shows into one Benjamini–Hochberg family
(:func:`with_fdr`), and ``significant`` then means significant *after* that control.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from fpsem.speed.stats import (
    DEFAULT_THRESHOLD,
    Speedup,
    StatsError,
    half_width_percent,
    hierarchical_speedup,
    is_significant,
    noise_floor,
    speedup,
    speedup_from_summaries,
    verdict_of,
)

MEASURED = "measured"
MODELLED = "modelled"
MODELLED_GAIN = "modelled faster"
MODELLED_LOSS = "modelled slower"
MODELLED_SAME = "modelled: no difference beyond the threshold"
BASELINE = "strict (the baseline)"


@dataclass(frozen=True)
class CellSpeedup:
    """A variant's speedup over strict as the report shows it.

    ``source`` is ``measured`` or ``modelled``; ``low``/``high`` the interval (None for a
    modelled ratio and for measured records without samples); ``significant``: for a
    measured ratio, the interval clears the noise floor (excludes 1 without an A/A control)
    and the change exceeds the threshold -- and, once :func:`with_fdr` has put it in a
    family of comparisons, its q-value is at most ``fdr_alpha`` (``significant_before_fdr``
    keeps the verdict on its own); for a modelled one, the change exceeds the threshold.
    ``same_code``: identical machine code, ratio exactly 1.
    """

    ratio: float
    source: str
    low: float | None
    high: float | None
    significant: bool
    same_code: bool
    threshold: float
    how: str
    baseline: bool = False  # this is strict itself
    noise_floor: float = 1.0  # the A/A control's reach the interval had to clear (1: no control)
    p_value: float | None = None  # for "no change beyond the floor" (measured, with a bootstrap)
    q_value: float | None = None  # Benjamini–Hochberg over the report's family (None: not in one)
    fdr_family: int = 0  # how many comparisons that family holds
    fdr_alpha: float | None = None  # the false-discovery rate the family was controlled at
    significant_before_fdr: bool | None = None  # the verdict of this comparison alone (None: no FDR applied)
    placements: int = 0  # placement pairs measured (0: one build each, or not measured)

    @property
    def has_interval(self) -> bool:
        return self.low is not None and self.high is not None

    @property
    def is_gain(self) -> bool:
        """A speedup the report may rank: significant (or, modelled, beyond the threshold) and above 1."""
        return self.significant and self.ratio > 1.0 and not self.same_code

    @property
    def verdict(self) -> str:
        if self.baseline:
            return BASELINE
        if self.source == MODELLED and not self.same_code:
            if self.significant:
                return MODELLED_GAIN if self.ratio > 1 else MODELLED_LOSS
            return MODELLED_SAME
        return verdict_of(self.ratio, self.same_code, self.has_interval, self.significant)

    @property
    def half_width_percent(self) -> float | None:
        """The interval's larger distance from the ratio, in percent (the ``±x %`` of a table); None without one."""
        return half_width_percent(self.ratio, self.low, self.high) if self.has_interval else None


def as_float(v: Any) -> float | None:
    """A stored record's number as a float; None for None, a bool, or what ``float`` refuses."""
    if isinstance(v, bool) or v is None:
        return None
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def _pos(v: Any) -> float | None:
    f = as_float(v)
    return f if f is not None and f > 0 and math.isfinite(f) else None


def _samples(run: Mapping[str, Any] | None, key: str = "samples") -> list[float] | None:
    xs = run.get(key) if run else None
    if not isinstance(xs, list) or not xs:
        return None
    vals = [_pos(x) for x in xs]
    return None if any(v is None for v in vals) else vals  # type: ignore[return-value]


def _summary(run: Mapping[str, Any] | None) -> tuple[float, float, float, int] | None:
    """(median, q1, q3, n) of a CUDA run's per-repetition times, as :mod:`fpsem.runners.cuda.measure` stores them."""
    t = run.get("timing") if run else None
    per = t.get("per_rep") if isinstance(t, Mapping) else None
    if not isinstance(per, Mapping):
        return None
    vals = [_pos(per.get(k)) for k in ("median_ms", "q1_ms", "q3_ms")]
    n = per.get("n")
    if any(v is None for v in vals) or not isinstance(n, int) or isinstance(n, bool) or n < 1:
        return None
    return vals[0], vals[1], vals[2], n  # type: ignore[return-value]


def same_code(compile_v: Mapping[str, Any] | None, compile_s: Mapping[str, Any] | None,
              run_v: Mapping[str, Any] | None = None) -> bool:
    """True when the variant's machine code is strict's: equal stored code hashes, or the run stage said so."""
    if run_v and run_v.get("same_code") is True:
        return True
    hv = compile_v.get("code_hash") if compile_v else None
    hs = compile_s.get("code_hash") if compile_s else None
    return isinstance(hv, str) and bool(hv) and hv == hs


def _from_stats(s: Speedup, how: str) -> CellSpeedup:
    return CellSpeedup(s.ratio, MEASURED, s.low, s.high, s.significant, False, s.threshold, f"{how}: {s.method}",
                       noise_floor=s.noise_floor, p_value=s.p_value, placements=s.placements)


def _placed(run: Mapping[str, Any] | None, key: str) -> list[list[float]] | None:
    xs = run.get(key) if run else None
    if not isinstance(xs, list) or not xs:
        return None
    out = []
    for p in xs:
        if not isinstance(p, list) or not p:
            return None
        vals = [_pos(x) for x in p]
        if any(v is None for v in vals):
            return None
        out.append(vals)
    return out  # type: ignore[return-value]


def aa_floor(run_s: Mapping[str, Any] | None) -> float | None:
    """The noise floor of strict's A/A control (:func:`fpsem.speed.stats.noise_floor`), from strict's run
    record; None when the record holds no A/A control (an older record, or one round only)."""
    if not run_s or run_s.get("control") != "A/A":
        return None
    a, b = _placed(run_s, "placed_baseline_samples"), _placed(run_s, "placed_samples")
    if not a or not b:
        return None
    return _floor(tuple(map(tuple, a)), tuple(map(tuple, b)))


@functools.lru_cache(maxsize=256)
def _floor(a: tuple[tuple[float, ...], ...], b: tuple[tuple[float, ...], ...]) -> float | None:
    # memoised: every cell of a kernel and precision asks for its strict's floor (the bootstrap is seeded, so
    # the same samples give the same floor)
    try:
        return noise_floor(hierarchical_speedup(a, b))
    except StatsError:
        return None


def measured_speedup(run_v: Mapping[str, Any], run_s: Mapping[str, Any] | None,
                     threshold: float = DEFAULT_THRESHOLD) -> CellSpeedup | None:
    """The measured speedup from two runs that both stand for the target (None when neither has a time).

    A placed comparison is significant only beyond the noise floor of strict's A/A control (``run_s``), or
    the floor its own record says it was sampled against when ``run_s`` holds none.
    """
    base_in_cell = _samples(run_v, "baseline_samples")
    mine = _samples(run_v)
    placed_b, placed_v = _placed(run_v, "placed_baseline_samples"), _placed(run_v, "placed_samples")
    try:
        if placed_b and placed_v:
            floor = aa_floor(run_s)
            if floor is None:
                stored = run_v.get("noise_floor")
                floor = float(stored) if isinstance(stored, (int, float)) and stored >= 1 else 1.0
            return _from_stats(hierarchical_speedup(placed_b, placed_v, noise_floor=floor, threshold=threshold),
                               "measured, strict and the variant each built at several placements and interleaved "
                               "in one process")
        if base_in_cell and mine and len(base_in_cell) == len(mine):
            alternating = run_v.get("order") == "alternating"
            return _from_stats(speedup(base_in_cell, mine, paired=True, alternating=alternating,
                                       threshold=threshold),
                               "measured, strict and the variant interleaved in one process")
        theirs = _samples(run_s)
        if theirs and mine:
            return _from_stats(speedup(theirs, mine, paired=False, threshold=threshold),
                               "measured, strict and the variant timed in separate cells (the interval does not "
                               "cover a change of machine load between the two runs)")
    except StatsError:
        pass  # unusable samples: fall back to the stored times below, without an interval
    summaries = _summary(run_s), _summary(run_v)
    if summaries[0] and summaries[1]:
        try:
            return _from_stats(speedup_from_summaries(summaries[0], summaries[1], threshold),
                               "measured, strict and the variant timed in separate cells (the interval does not "
                               "cover a drift of the device between the two runs)")
        except StatsError:
            pass
    stored = run_v.get("speedup")
    if isinstance(stored, Mapping):
        try:
            s = Speedup.from_json(stored)
        except StatsError:
            s = None
        if s is not None:
            sig = is_significant(s.ratio, s.low, s.high, threshold)
            return CellSpeedup(s.ratio, MEASURED, s.low, s.high, sig, s.same_code, threshold,
                               f"measured: {s.method} (as stored by the run stage)")
    tv, ts = _pos(run_v.get("seconds")), _pos(run_s.get("seconds")) if run_s else None
    if tv is None or ts is None:
        return None
    return CellSpeedup(ts / tv, MEASURED, None, None, False, False, threshold,
                       "measured: ratio of the stored times of separate cells; the record keeps no samples, so no "
                       "interval and no significance")


def with_fdr(cs: CellSpeedup, q_value: float, family: int, alpha: float) -> CellSpeedup:
    """``cs`` as one of ``family`` comparisons under Benjamini–Hochberg control at ``alpha``: significant only
    when it was on its own and its q-value is at most ``alpha``."""
    alone = cs.significant if cs.significant_before_fdr is None else cs.significant_before_fdr
    return replace(cs, q_value=q_value, fdr_family=family, fdr_alpha=alpha, significant_before_fdr=alone,
                   significant=alone and q_value <= alpha,
                   how=f"{cs.how}; false discoveries controlled over {family} comparison(s) (Benjamini–Hochberg, "
                       f"q = {q_value:.3g}, significant when q <= {alpha:g})")


def modelled_speedup(model_v: float, model_s: float, threshold: float = DEFAULT_THRESHOLD) -> CellSpeedup:
    """The roofline model's ratio: deterministic, no interval; 'significant' = beyond the practical threshold."""
    r = model_s / model_v
    return CellSpeedup(r, MODELLED, None, None, abs(math.log(r)) > math.log1p(threshold), False, threshold,
                       "modelled: ratio of the roofline model's times (no measurement, no interval)")


def cell_speedup(*, run_v: Mapping[str, Any] | None, run_s: Mapping[str, Any] | None,
                 compile_v: Mapping[str, Any] | None, compile_s: Mapping[str, Any] | None,
                 model_v: float | None, model_s: float | None, is_strict: bool = False,
                 threshold: float = DEFAULT_THRESHOLD) -> CellSpeedup | None:
    """The variant's speedup over strict, or None when there is nothing to compare.

    In order: strict itself or the same machine code as strict (exactly 1); measured (``run_v``/``run_s``:
    the runs' values only where they stand for the target's speed, else None; an interleaved ``run_v``
    needs no ``run_s``); modelled.
    """
    source = MEASURED if run_v else MODELLED
    if is_strict and not (run_v or model_v):
        return None  # strict with no time at all: nothing to show, as for any other untimed cell
    if is_strict or same_code(compile_v, compile_s, run_v):
        why = "strict itself" if is_strict else "same machine code as strict"
        return CellSpeedup(1.0, source, 1.0, 1.0, False, True, threshold,
                           f"{why}: 1.00x by construction, not a timing ratio", baseline=is_strict)
    if run_v:
        m = measured_speedup(run_v, run_s, threshold)
        if m is not None:
            return m
    if model_v and model_s:
        return modelled_speedup(model_v, model_s, threshold)
    return None
