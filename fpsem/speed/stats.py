"""Speedup statistics: a median time ratio with a confidence interval, and a *significant* verdict.

A speedup of a variant over a baseline (``strict``) is estimated from repeated
timings of both, taken interleaved (:mod:`fpsem.runners.host_timing`), so that a
round gives one baseline time and one variant time measured under the same
machine load.  The statistic is computed on log times, which makes it scale-free
(seconds or cycles give the same answer) and symmetric (swapping the two sides
gives exactly the reciprocal ratio and interval).

**Placements** (:func:`hierarchical_speedup`, what the sweep measures).  Two builds
of the same code placed at different addresses can differ by a few per cent (code
alignment, cache sets, pages), so one build of each side measures its placement as
much as its code.  Each side is therefore placed several times; placement ``p`` of
the baseline and placement ``p`` of the variant form a pair, timed in rounds.  The
ratio is the mean over the pairs of the interquartile mean of the per-round log ratios, and its interval a
*hierarchical* percentile bootstrap: resample the pairs, then the rounds within each
chosen pair.  The interval so covers what changes between builds, not only between
rounds; with few pairs its percentiles are read at Hesterberg's expanded level
(:func:`expanded_alpha`), which restores the coverage a plain percentile interval over
a handful of clusters lacks.

**Noise floor.**  An A/A control (the baseline against a second set of placements of
itself) measures how far two builds of identical code can seem apart on this
machine; :func:`noise_floor` is that distance.  A speedup is
**significant** only when its interval lies entirely beyond that floor (above
``floor`` or below ``1/floor``) *and* its ratio is beyond a practical threshold
(default 2 %).  Without an A/A control the floor is 1 (the interval must exclude 1).

**p-values and false discoveries.**  Each comparison's bootstrap gives a p-value
for "no change beyond the floor" (:attr:`Speedup.p_value`; small exactly when the
interval clears the floor); :func:`fdr_q_values` turns the p-values of every
comparison a report shows into Benjamini–Hochberg q-values, so that "significant
after FDR" (q ≤ 1 − confidence) bounds the expected share of false gains among
those called.

**Sequential sampling** (:func:`sequential_decision`): a comparison may stop once
its interval clears the floor (at a stricter level, so that looking often does not
inflate false positives) or sits inside the floor/threshold band.

Older shapes stay readable: paired samples of one placement (:func:`speedup`, with
the ``alternating`` A B / B A order), unpaired samples, and sample summaries.  A
variant whose machine code is identical to the baseline's is 1.00x by construction
(:meth:`Speedup.identical_code`): no timing ratio is computed for it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

DEFAULT_CONFIDENCE = 0.95
DEFAULT_THRESHOLD = 0.02  # a practical effect: at least 2 % faster or slower
DEFAULT_RESAMPLES = 9999
DEFAULT_SEED = 0
MIN_SAMPLES = 3  # per side: fewer cannot give a meaningful interval
HIERARCHICAL_RESAMPLES = 2000  # two-level resamples: each is a mean of medians, so fewer suffice
INTERIM_CONFIDENCE = 0.99  # a sequential comparison stops early as "clear" only at this level

SAME_CODE = "same code as strict"
FASTER = "significantly faster"
SLOWER = "significantly slower"
NO_DIFFERENCE = "no significant difference"
NO_INTERVAL = "no interval"


class StatsError(ValueError):
    """Samples that cannot give a speedup (empty, non-positive or non-finite times)."""


def verdict_of(ratio: float, same_code: bool, has_interval: bool, significant: bool) -> str:
    """What a measured speedup says: same code as strict, significantly faster/slower, no significant
    difference, or no interval (too few samples to say)."""
    if same_code:
        return SAME_CODE
    if not has_interval:
        return NO_INTERVAL
    if significant:
        return FASTER if ratio > 1 else SLOWER
    return NO_DIFFERENCE


def half_width_percent(ratio: float, low: float | None, high: float | None) -> float | None:
    """An interval's larger distance from its ratio, in percent of the ratio; None without an interval."""
    if low is None or high is None:
        return None
    return 100.0 * max(ratio / low - 1.0, high / ratio - 1.0)


@dataclass(frozen=True)
class Speedup:
    """A variant's speedup over its baseline: ``ratio`` = baseline time / variant time (> 1: faster).

    ``low``/``high`` bound the ratio at ``confidence`` (None when there were too few
    samples for an interval); ``significant`` is True only when the interval clears the
    noise floor band ``[1/noise_floor, noise_floor]`` (excludes 1 when there was no A/A
    control) and the ratio is beyond ``threshold`` (relative, symmetric in log space).
    ``p_value`` is the bootstrap's for "no change beyond the floor" (the input of the
    false-discovery control, :func:`fdr_q_values`).
    """

    ratio: float
    low: float | None
    high: float | None
    confidence: float
    threshold: float
    significant: bool
    n_baseline: int
    n_variant: int
    paired: bool
    method: str  # how the ratio and its interval were obtained, in words
    same_code: bool = False
    noise_floor: float = 1.0  # the A/A control's reach (>= 1): the interval must clear [1/floor, floor]
    p_value: float | None = None  # for "no change beyond the floor"; None without a bootstrap
    placements: int = 0  # placement pairs measured (0: an older, single-build shape)

    @staticmethod
    def identical_code(threshold: float = DEFAULT_THRESHOLD, confidence: float = DEFAULT_CONFIDENCE) -> Speedup:
        """The speedup of a variant whose machine code is identical to the baseline's: exactly 1, no timing."""
        return Speedup(1.0, 1.0, 1.0, confidence, threshold, False, 0, 0, False,
                       "same machine code as the baseline: 1.00x by construction, not timed", same_code=True)

    @property
    def has_interval(self) -> bool:
        return self.low is not None and self.high is not None

    @property
    def verdict(self) -> str:
        """One of: same code as strict, significantly faster/slower, no significant difference, no interval."""
        return verdict_of(self.ratio, self.same_code, self.has_interval, self.significant)

    @property
    def half_width_percent(self) -> float | None:
        """The interval's larger distance from the ratio, in percent of the ratio (the ``±x %`` of a table)."""
        return half_width_percent(self.ratio, self.low, self.high)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Speedup:
        """The inverse of :meth:`to_json`; raises :class:`StatsError` naming a missing or ill-typed field."""
        try:
            low, high = d["low"], d["high"]
            return Speedup(
                ratio=float(d["ratio"]), low=None if low is None else float(low),
                high=None if high is None else float(high), confidence=float(d["confidence"]),
                threshold=float(d["threshold"]), significant=bool(d["significant"]),
                n_baseline=int(d["n_baseline"]), n_variant=int(d["n_variant"]), paired=bool(d["paired"]),
                method=str(d["method"]), same_code=bool(d.get("same_code", False)),
                noise_floor=float(d.get("noise_floor", 1.0)),
                p_value=None if d.get("p_value") is None else float(d["p_value"]),
                placements=int(d.get("placements", 0)))
        except KeyError as e:
            raise StatsError(f"speedup record lacks the field {e.args[0]!r}") from None
        except (TypeError, ValueError) as e:
            raise StatsError(f"speedup record has an ill-typed field: {e}") from None


def _logs(xs: Sequence[float], side: str) -> np.ndarray:
    a = np.asarray(xs, dtype=float)
    if a.ndim != 1 or a.size == 0:
        raise StatsError(f"no {side} samples")
    if not np.all(np.isfinite(a)) or np.any(a <= 0):
        raise StatsError(f"{side} samples must be positive, finite times")
    return np.log(a)


def is_significant(ratio: float, low: float | None, high: float | None,
                   threshold: float = DEFAULT_THRESHOLD, floor: float = 1.0) -> bool:
    """True when [low, high] lies beyond the noise floor (above ``floor`` or below ``1/floor``; with the default
    floor 1: excludes 1) and ``ratio`` is beyond ``1 + threshold`` or below ``1 / (1 + threshold)``.

    Both bounds are symmetric in log space, so a variant and its baseline swapped get the same verdict.
    """
    if low is None or high is None:
        return False
    floor = max(1.0, floor)
    clears = low > floor or high < 1.0 / floor
    return clears and abs(math.log(ratio)) > math.log1p(threshold)


def _median_of_differences(d: np.ndarray, axis: int = -1) -> np.ndarray:
    return np.median(d, axis=axis)


def _difference_of_medians(a: np.ndarray, b: np.ndarray, axis: int = -1) -> np.ndarray:
    return np.median(a, axis=axis) - np.median(b, axis=axis)


def _mean_of_medians(a: np.ndarray, b: np.ndarray, axis: int = -1) -> np.ndarray:
    return (np.median(a, axis=axis) + np.median(b, axis=axis)) / 2


def speedup(baseline_s: Sequence[float], variant_s: Sequence[float], *, paired: bool | None = None,
            alternating: bool = False, confidence: float = DEFAULT_CONFIDENCE, threshold: float = DEFAULT_THRESHOLD,
            resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED) -> Speedup:
    """The variant's speedup over the baseline from their time samples (seconds, or any one unit).

    ``paired`` (default: True when both have the same count) treats ``baseline_s[i]`` and
    ``variant_s[i]`` as one interleaved round.  ``alternating`` (paired only) says the rounds
    alternate which side runs first (A B, B A, ...; records of fpsem before the placed timing): running
    first costs a few per cent on a shared CPU, which splits the per-round ratios into two
    clusters and makes one median jump between them.  The statistic is then the mean of the
    two medians (rounds with A first, rounds with B first), which cancels that cost, and the
    bootstrap resamples the two kinds of round apart.  With fewer than :data:`MIN_SAMPLES`
    observations (rounds; per kind, when alternating) the ratio is given without an interval
    and is never significant.  Deterministic: the bootstrap's generator is seeded with ``seed``.
    """
    from scipy.stats import bootstrap

    if not 0.0 < confidence < 1.0:
        raise StatsError(f"confidence must be in (0, 1), not {confidence}")
    if threshold < 0:
        raise StatsError(f"the practical threshold must be >= 0, not {threshold}")
    la, lb = _logs(baseline_s, "baseline"), _logs(variant_s, "variant")
    if paired is None:
        paired = la.size == lb.size
    if paired and la.size != lb.size:
        raise StatsError(f"paired samples need equal counts ({la.size} baseline, {lb.size} variant)")
    if alternating and not paired:
        raise StatsError("alternating rounds are paired samples")
    d = la - lb if paired else np.zeros(0)
    if alternating:
        first_a, first_b = d[0::2], d[1::2]
        point = float((np.median(first_a) + np.median(first_b)) / 2) if first_b.size else float(np.median(d))
        how = ("mean of the median time ratios of the rounds with strict first and of those with the variant "
               "first (interleaved, alternating, paired)")
        n = int(min(first_a.size, first_b.size))
    elif paired:
        point = float(np.median(d))
        how = "median of the per-round time ratios (interleaved, paired)"
        n = int(d.size)
    else:
        point = float(np.median(la) - np.median(lb))
        how = "ratio of the median times (unpaired)"
        n = int(min(la.size, lb.size))
    ratio = math.exp(point)
    if n < MIN_SAMPLES:
        return Speedup(ratio, None, None, confidence, threshold, False, int(la.size), int(lb.size), paired,
                       f"{how}; {n} observation(s): too few for an interval")
    p_value: float | None = None
    if paired and np.ptp(d) == 0.0 or not paired and np.ptp(la) == 0.0 and np.ptp(lb) == 0.0:
        low = high = point  # no spread at all: every resample gives the same statistic
    elif alternating:
        # the two kinds of round resampled apart (strata); negating every ratio negates the statistic, so
        # swapping the sides gives exactly the reciprocal interval
        res = bootstrap((first_a, first_b), _mean_of_medians, confidence_level=confidence, n_resamples=resamples,
                        method="percentile", vectorized=True, rng=np.random.default_rng(seed))
        low, high = float(res.confidence_interval.low), float(res.confidence_interval.high)
        p_value = _p_beyond(np.asarray(res.bootstrap_distribution), 0.0)
    elif paired:
        # percentile method: exactly symmetric under swapping the two sides (percentiles of the negated
        # statistic are the negated percentiles), and defined for the median's lumpy bootstrap distribution
        res = bootstrap((d,), _median_of_differences, confidence_level=confidence, n_resamples=resamples,
                        method="percentile", vectorized=True, rng=np.random.default_rng(seed))
        low, high = float(res.confidence_interval.low), float(res.confidence_interval.high)
        p_value = _p_beyond(np.asarray(res.bootstrap_distribution), 0.0)
    else:
        # Unpaired: the order of samples within a side carries no information, so sort them; and
        # bootstrap both orders of the sides with the same seed and average the bounds, so that
        # swapping the sides gives exactly the reciprocal interval.
        sa, sb = np.sort(la), np.sort(lb)
        bounds = []
        for x, y in ((sa, sb), (sb, sa)):
            res = bootstrap((x, y), _difference_of_medians, confidence_level=confidence,
                            n_resamples=resamples, method="percentile", vectorized=True,
                            rng=np.random.default_rng(seed))
            bounds.append((float(res.confidence_interval.low), float(res.confidence_interval.high)))
        (l1, h1), (l2, h2) = bounds
        low, high = (l1 - h2) / 2, (h1 - l2) / 2
    # A percentile interval of a lumpy statistic (a median of few samples) can miss its own point estimate;
    # widen it to include the estimate, so a table never shows a ratio outside its own interval.
    lo_r, hi_r = math.exp(min(low, point)), math.exp(max(high, point))
    method = (f"{how}; {100 * confidence:g} % percentile-bootstrap interval ({resamples} resamples, seed {seed}); "
              f"significant when the interval excludes 1 and the change exceeds {100 * threshold:g} %")
    return Speedup(ratio, lo_r, hi_r, confidence, threshold, is_significant(ratio, lo_r, hi_r, threshold),
                   int(la.size), int(lb.size), paired, method, p_value=p_value)


def median_notch(median: float, q1: float, q3: float, n: int) -> tuple[float, float]:
    """An approximate 95 % interval of a median from its quartiles alone: ``median ± 1.57 IQR / sqrt(n)``
    (the notch of a notched box plot, McGill, Tukey and Larsen 1978).  For records that kept only a
    summary of their samples."""
    if n < 1 or not q1 <= median <= q3:
        raise StatsError(f"not a usable sample summary (n={n}, q1={q1}, median={median}, q3={q3})")
    half = 1.57 * (q3 - q1) / math.sqrt(n)
    return median - half, median + half


def speedup_from_summaries(baseline: tuple[float, float, float, int], variant: tuple[float, float, float, int],
                           threshold: float = DEFAULT_THRESHOLD) -> Speedup:
    """The speedup from two sample summaries ``(median, q1, q3, n)`` in one unit: the ratio of the medians, and
    an interval from their notches (:func:`median_notch`) taken at their far ends -- conservative, since
    the two notches' errors are not combined, and approximate, since the samples themselves are gone."""
    (mb, *_), (mv, *_) = baseline, variant
    bl, bh = median_notch(*baseline)
    vl, vh = median_notch(*variant)
    if mb <= 0 or mv <= 0:
        raise StatsError("medians must be positive times")
    ratio = mb / mv
    if bl <= 0 or vl <= 0:  # a notch reaching zero: the summary cannot bound the ratio
        return Speedup(ratio, None, None, DEFAULT_CONFIDENCE, threshold, False, baseline[3], variant[3], False,
                       "ratio of the stored medians; their spread is too wide for an interval")
    low, high = bl / vh, bh / vl
    return Speedup(ratio, low, high, DEFAULT_CONFIDENCE, threshold, is_significant(ratio, low, high, threshold),
                   baseline[3], variant[3], False,
                   "ratio of the stored medians (unpaired); approximate interval from their quartiles "
                   "(median ± 1.57·IQR/√n each, combined at the far ends): the samples were not kept")


# ----------------------------------------------------------------------------- placements, A/A, FDR


def _placement_logs(placements: Sequence[Sequence[float]], side: str) -> list[np.ndarray]:
    if not placements:
        raise StatsError(f"no {side} placements")
    return [_logs(p, f"{side} placement {i}") for i, p in enumerate(placements)]


def midmean(x: np.ndarray, axis: int = -1) -> np.ndarray:
    """The interquartile mean along ``axis``: the mean of the middle half (a quarter trimmed off each end).
    Robust like a median to the repetitions another process disturbed, and less noisy than it on the rest."""
    n = x.shape[axis]
    cut = n // 4
    return np.mean(np.take(np.sort(x, axis=axis), range(cut, n - cut), axis=axis), axis=axis)


def _pair_differences(baseline: Sequence[Sequence[float]], variant: Sequence[Sequence[float]]) -> list[np.ndarray]:
    """Per placement pair, the per-round log time differences (baseline minus variant)."""
    lb, lv = _placement_logs(baseline, "baseline"), _placement_logs(variant, "variant")
    if len(lb) != len(lv):
        raise StatsError(f"placement pairs need as many baseline as variant placements ({len(lb)}, {len(lv)})")
    if any(a.size != b.size for a, b in zip(lb, lv)):
        raise StatsError("each placement pair needs as many baseline as variant rounds")
    return [a - b for a, b in zip(lb, lv)]


def _hierarchical_bootstrap(d: Sequence[np.ndarray], resamples: int, rng: np.random.Generator) -> np.ndarray:
    """``resamples`` values of the mean over placements of the interquartile mean per-round difference, each
    from a resample of the placements and, within every placement drawn, of its rounds (both with
    replacement)."""
    n = len(d)
    pick = rng.integers(0, n, size=(resamples, n))
    medians = np.empty((resamples, n))
    for p, dp in enumerate(d):
        where = pick == p
        k = int(where.sum())
        if k:
            medians[where] = midmean(dp[rng.integers(0, dp.size, size=(k, dp.size))], axis=1)
    return medians.mean(axis=1)


def _p_beyond(boot: np.ndarray, margin: float) -> float:
    """Two-sided bootstrap p-value for "the log ratio lies within [-margin, margin]": small exactly when the
    percentile interval of that level lies beyond the margin on one side."""
    b = boot.size
    p_faster = (np.count_nonzero(boot <= margin) + 1) / (b + 1)
    p_slower = (np.count_nonzero(boot >= -margin) + 1) / (b + 1)
    return float(min(1.0, 2 * min(p_faster, p_slower)))


RESOLVED_TAIL = 10  # resamples a tail needs before its percentile is read off them (else a normal tail)


def expanded_alpha(alpha: float, clusters: int) -> float:
    """Hesterberg's expanded percentile level: the bootstrap tail ``alpha'`` whose normal quantile is
    ``sqrt(n/(n-1)) t_(n-1)`` at ``alpha`` for ``n`` clusters.  A percentile interval over few clusters (here,
    placement pairs) is too narrow by both the plug-in variance ``(n-1)/n`` and the normal-for-t quantile;
    reading the bootstrap distribution at the expanded level corrects both (T. Hesterberg, "What teachers
    should know about the bootstrap", The American Statistician 69, 2015)."""
    from scipy.stats import norm, t

    if clusters < 2:
        return alpha
    return float(2 * norm.sf(math.sqrt(clusters / (clusters - 1)) * t.isf(alpha / 2, clusters - 1)))


def _bounds(boot: np.ndarray, alpha: float, clusters: int) -> tuple[float, float]:
    """The expanded percentile interval at level ``1 - alpha``; where its tails are beyond what the resamples
    resolve, the normal approximation of the bootstrap distribution gives them."""
    from scipy.stats import norm

    a = expanded_alpha(alpha, clusters)
    if a / 2 >= RESOLVED_TAIL / boot.size:
        low, high = np.quantile(boot, [a / 2, 1 - a / 2])
        return float(low), float(high)
    z, m, sd = float(norm.isf(a / 2)), float(boot.mean()), float(boot.std(ddof=1))
    return m - z * sd, m + z * sd


def _p_expanded(boot: np.ndarray, margin: float, clusters: int) -> float:
    """The smallest ``alpha`` whose expanded interval (:func:`_bounds`) lies beyond ``[-margin, margin]`` on
    one side: the bootstrap tail beyond the margin (counted, or from the normal approximation where fewer
    than :data:`RESOLVED_TAIL` resamples fall there), mapped back through the expansion."""
    from scipy.stats import norm, t

    b = boot.size
    m, sd = float(boot.mean()), float(boot.std(ddof=1))
    tails: list[float] = []
    # the faster side's tail (resamples at or below the margin) and the slower side's (at or above -margin)
    for count, z in ((int(np.count_nonzero(boot <= margin)), margin - m),
                     (int(np.count_nonzero(boot >= -margin)), m + margin)):
        if count >= RESOLVED_TAIL or sd == 0.0:
            tails.append((count + 1) / (b + 1))
        else:
            tails.append(float(norm.cdf(z / sd)))
    f = max(min(tails), 1e-300)
    if clusters < 2:
        return float(min(1.0, 2 * f))
    return float(min(1.0, 2 * t.sf(float(norm.isf(f)) / math.sqrt(clusters / (clusters - 1)), clusters - 1)))


def hierarchical_speedup(baseline: Sequence[Sequence[float]], variant: Sequence[Sequence[float]], *,
                         noise_floor: float = 1.0, confidence: float = DEFAULT_CONFIDENCE,
                         threshold: float = DEFAULT_THRESHOLD, resamples: int = HIERARCHICAL_RESAMPLES,
                         seed: int = DEFAULT_SEED) -> Speedup:
    """The variant's speedup over the baseline from placement pairs timed in rounds.

    ``baseline[p][r]`` and ``variant[p][r]`` are the times of placement pair ``p`` in round ``r`` (equal counts
    within a pair).  Ratio: the mean over pairs of the interquartile mean (:func:`midmean`) of the per-round
    log ratios; interval: a hierarchical
    percentile bootstrap (pairs, then rounds within each pair); significant when the interval clears
    ``[1/noise_floor, noise_floor]`` and the ratio is beyond ``threshold``.  With fewer than :data:`MIN_SAMPLES`
    rounds in a pair there is no interval.  Deterministic (seeded); swapping the sides gives exactly the
    reciprocal ratio and interval.
    """
    if not 0.0 < confidence < 1.0:
        raise StatsError(f"confidence must be in (0, 1), not {confidence}")
    if threshold < 0:
        raise StatsError(f"the practical threshold must be >= 0, not {threshold}")
    if not noise_floor >= 1.0:  # infinite: an A/A control without an interval, so nothing can be called
        raise StatsError(f"the noise floor is a ratio >= 1, not {noise_floor}")
    d = _pair_differences(baseline, variant)
    point = float(np.mean([midmean(x) for x in d]))
    ratio = math.exp(point)
    rounds = min(x.size for x in d)
    n_b = n_v = sum(x.size for x in d)
    how = (f"mean over {len(d)} placement pair(s) of the interquartile mean of the per-round log time ratios "
           f"(strict and the variant "
           f"each built and placed {len(d)} time(s), interleaved in random order)")
    if rounds < MIN_SAMPLES:
        return Speedup(ratio, None, None, confidence, threshold, False, n_b, n_v, True,
                       f"{how}; {rounds} round(s) in a pair: too few for an interval", noise_floor=noise_floor,
                       placements=len(d))
    boot = _hierarchical_bootstrap(d, resamples, np.random.default_rng(seed))
    low, high = _bounds(boot, 1.0 - confidence, len(d))
    lo_r, hi_r = math.exp(min(low, point)), math.exp(max(high, point))
    p = _p_expanded(boot, math.log(noise_floor), len(d))
    floor_text = ("the interval excludes 1" if noise_floor == 1 else
                  f"the interval clears the A/A noise floor ±{100 * (noise_floor - 1):.2g} %"
                  if math.isfinite(noise_floor) else "the A/A control has an interval (it has none: no call)")
    method = (f"{how}; {100 * confidence:g} % hierarchical bootstrap interval over placements and rounds "
              f"({resamples} resamples, seed {seed}; percentiles expanded for {len(d)} placement pair(s)); "
              f"significant when {floor_text} and the change exceeds {100 * threshold:g} %")
    return Speedup(ratio, lo_r, hi_r, confidence, threshold,
                   is_significant(ratio, lo_r, hi_r, threshold, noise_floor), n_b, n_v, True, method,
                   noise_floor=noise_floor, p_value=p, placements=len(d))


def noise_floor(aa: Speedup) -> float:
    """The noise floor an A/A control sets: how far apart it found two sets of builds of identical code, as a
    ratio >= 1 (``max(ratio, 1/ratio)``); infinite when the control has no interval (too few rounds to trust
    its ratio: nothing can then be called).  The comparison's own interval already covers placement noise;
    the floor adds the spurious difference this kernel actually showed on this machine."""
    if aa.low is None or aa.high is None:
        return math.inf
    return max(aa.ratio, 1.0 / aa.ratio)


def fdr_q_values(p_values: Sequence[float]) -> list[float]:
    """Benjamini–Hochberg adjusted p-values (q-values) of a family of comparisons, in the given order:
    calling every comparison with ``q <= alpha`` keeps the expected share of false discoveries among those
    called at most ``alpha`` (independent or positively dependent tests)."""
    from scipy.stats import false_discovery_control

    if not p_values:
        return []
    p = np.asarray(p_values, dtype=float)
    if np.any(~np.isfinite(p)) or np.any(p < 0) or np.any(p > 1):
        raise StatsError("p-values must lie in [0, 1]")
    return [float(q) for q in false_discovery_control(p, method="bh")]


CLEAR = "clear"  # the interval lies beyond the floor: a change
INSIDE = "inside"  # the interval lies within the floor/threshold band: no change worth a flag


def sequential_decision(baseline: Sequence[Sequence[float]], variant: Sequence[Sequence[float]], *,
                        noise_floor: float = 1.0, threshold: float = DEFAULT_THRESHOLD,
                        confidence: float = DEFAULT_CONFIDENCE, interim_confidence: float = INTERIM_CONFIDENCE,
                        resamples: int = 500, seed: int = DEFAULT_SEED) -> str | None:
    """Whether a comparison sampled so far may stop: :data:`CLEAR` when its ``interim_confidence`` interval
    clears the noise floor with a ratio beyond the threshold (stricter than the final level, so that looking
    after every batch does not inflate false positives), :data:`INSIDE` when its ``confidence`` interval lies
    within ``[1/m, m]`` for ``m = max(floor, 1 + threshold)`` (stopping there can only lose a discovery, never
    make a false one), else None (go on; also with fewer than :data:`MIN_SAMPLES` rounds)."""
    d = _pair_differences(baseline, variant)
    if min(x.size for x in d) < MIN_SAMPLES:
        return None
    point = float(np.mean([midmean(x) for x in d]))
    boot = _hierarchical_bootstrap(d, resamples, np.random.default_rng(seed))
    lo_i, hi_i = _bounds(boot, 1.0 - interim_confidence, len(d))
    lo_f, hi_f = _bounds(boot, 1.0 - confidence, len(d))
    floor = math.log(max(1.0, noise_floor)) if math.isfinite(noise_floor) else math.inf
    beyond = abs(point) > math.log1p(threshold)
    if beyond and (min(lo_i, point) > floor or max(hi_i, point) < -floor):
        return CLEAR
    m = max(floor, math.log1p(threshold))
    return INSIDE if min(lo_f, point) >= -m and max(hi_f, point) <= m else None
