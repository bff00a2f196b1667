"""fpsem.speed.stats: speedup intervals from synthetic samples with a known shift, the verdict, and its symmetries."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.speed.stats import (
    FASTER,
    NO_DIFFERENCE,
    NO_INTERVAL,
    SAME_CODE,
    SLOWER,
    Speedup,
    StatsError,
    is_significant,
    speedup,
)


def _samples(shift: float, n: int, sigma: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Baseline and variant times with log-normal noise; the variant is ``shift`` times faster."""
    rng = np.random.default_rng(seed)
    base = 1e-3 * np.exp(rng.normal(0.0, sigma, n))
    var = 1e-3 / shift * np.exp(rng.normal(0.0, sigma, n))
    return base, var


@pytest.mark.parametrize("shift", [1.5, 1.1, 0.8])
@pytest.mark.parametrize("paired", [True, False])
def test_a_known_shift_is_covered_by_the_interval_and_significant(shift, paired):
    base, var = _samples(shift, 40, 0.03, seed=7)
    s = speedup(base, var, paired=paired)
    assert s.low is not None and s.high is not None
    assert s.low <= shift <= s.high
    assert s.significant
    assert s.verdict == (FASTER if shift > 1 else SLOWER)
    assert s.paired is paired


def test_coverage_over_many_seeds_is_near_the_confidence_level():
    # a 95 % interval should cover the true ratio in most of 40 independent repetitions
    hits = 0
    for seed in range(40):
        base, var = _samples(1.2, 25, 0.05, seed)
        s = speedup(base, var, resamples=2000)
        hits += s.low <= 1.2 <= s.high
    assert hits >= 34


def test_no_shift_is_not_significant():
    for seed in range(10):
        base, var = _samples(1.0, 30, 0.05, seed)
        s = speedup(base, var)
        assert not s.significant
        assert s.verdict == NO_DIFFERENCE


def test_a_real_but_tiny_shift_is_below_the_practical_threshold():
    base, var = _samples(1.01, 400, 0.002, seed=3)  # 1 % faster, measured precisely
    s = speedup(base, var)
    assert s.low > 1.0  # the interval excludes 1 ...
    assert not s.significant  # ... but 1 % is below the default 2 % threshold
    assert speedup(base, var, threshold=0.005).significant


def test_too_few_samples_give_no_interval_and_never_significant():
    s = speedup([2.0, 2.0], [1.0, 1.0])
    assert s.ratio == pytest.approx(2.0)
    assert s.low is None and s.high is None and not s.significant
    assert s.verdict == NO_INTERVAL and s.half_width_percent is None


def test_identical_samples_give_a_point_interval_at_one():
    s = speedup([1.0] * 5, [1.0] * 5)
    assert (s.ratio, s.low, s.high, s.significant) == (1.0, 1.0, 1.0, False)


def test_identical_code_is_exactly_one():
    s = Speedup.identical_code()
    assert (s.ratio, s.low, s.high, s.significant, s.same_code) == (1.0, 1.0, 1.0, False, True)
    assert s.verdict == SAME_CODE


@pytest.mark.parametrize("bad", [[], [1.0, -1.0, 1.0], [1.0, math.nan, 1.0], [0.0, 1.0, 1.0]])
def test_unusable_samples_are_refused(bad):
    with pytest.raises(StatsError):
        speedup(bad, [1.0, 1.0, 1.0], paired=False)


def test_paired_needs_equal_counts():
    with pytest.raises(StatsError, match="equal counts"):
        speedup([1.0, 1.0, 1.0], [1.0, 1.0], paired=True)


def test_json_round_trip_and_a_clear_error_for_a_damaged_record():
    base, var = _samples(1.3, 20, 0.05, seed=1)
    s = speedup(base, var)
    assert Speedup.from_json(s.to_json()) == s
    assert Speedup.from_json(Speedup.identical_code().to_json()).same_code
    d = s.to_json()
    del d["ratio"]
    with pytest.raises(StatsError, match="ratio"):
        Speedup.from_json(d)


def test_the_threshold_is_symmetric_in_log_space():
    assert is_significant(1.03, 1.025, 1.035) and is_significant(1 / 1.03, 1 / 1.035, 1 / 1.025)
    assert not is_significant(1.015, 1.01, 1.02)
    assert not is_significant(1.5, 0.9, 2.0)  # the interval includes 1
    assert not is_significant(1.5, None, None)


times = st.lists(st.floats(1e-6, 1.0, allow_nan=False, allow_infinity=False), min_size=3, max_size=12)


@settings(max_examples=examples(40), deadline=None)
@given(pairs=st.lists(st.tuples(st.floats(1e-6, 1.0), st.floats(1e-6, 1.0)), min_size=3, max_size=12),
       scale=st.floats(1e-3, 1e3))
def test_scaling_all_times_changes_nothing(pairs, scale):
    a, b = np.array([p[0] for p in pairs]), np.array([p[1] for p in pairs])
    s1 = speedup(a, b, resamples=500)
    s2 = speedup(a * scale, b * scale, resamples=500)
    assert s2.ratio == pytest.approx(s1.ratio, rel=1e-9)
    assert s2.low == pytest.approx(s1.low, rel=1e-9) and s2.high == pytest.approx(s1.high, rel=1e-9)
    assert s2.significant == s1.significant or math.isclose(abs(math.log(s1.ratio)), math.log1p(0.02),
                                                            rel_tol=1e-6)


@settings(max_examples=examples(40), deadline=None)
@given(a=times, b=times, paired=st.booleans())
def test_swapping_the_sides_gives_the_reciprocal(a, b, paired):
    if paired:
        n = min(len(a), len(b))
        a, b = a[:n], b[:n]
    s = speedup(a, b, paired=paired, resamples=500)
    r = speedup(b, a, paired=paired, resamples=500)
    assert r.ratio == pytest.approx(1 / s.ratio, rel=1e-9)
    assert r.low == pytest.approx(1 / s.high, rel=1e-9) and r.high == pytest.approx(1 / s.low, rel=1e-9)
    assert r.significant == s.significant


@settings(max_examples=examples(30), deadline=None)
@given(a=times, b=times)
def test_the_interval_contains_the_ratio(a, b):
    s = speedup(a, b, paired=False, resamples=500)
    assert s.low <= s.ratio * (1 + 1e-12) and s.ratio <= s.high * (1 + 1e-12)


def test_alternating_rounds_cancel_the_cost_of_running_first():
    # running first in a round costs 3 %; the variant is truly 10 % faster; rounds alternate A B, B A, ...
    rng = np.random.default_rng(5)
    n = 60
    first_cost = np.where(np.arange(n) % 2 == 0, 1.03, 1.0)  # even rounds: the baseline ran first
    base = 1e-3 * first_cost * np.exp(rng.normal(0, 0.003, n))
    var = 1e-3 / 1.1 * np.where(np.arange(n) % 2 == 1, 1.03, 1.0) * np.exp(rng.normal(0, 0.003, n))
    s = speedup(base, var, alternating=True)
    assert s.ratio == pytest.approx(1.1, rel=0.003) and s.low <= 1.1 <= s.high
    assert "alternating" in s.method
    # identical sides with the same cost of running first: no difference, where a plain median is unstable
    same = speedup(1e-3 * first_cost * np.exp(rng.normal(0, 0.003, n)),
                   1e-3 * np.where(np.arange(n) % 2 == 1, 1.03, 1.0) * np.exp(rng.normal(0, 0.003, n)),
                   alternating=True)
    assert same.verdict == NO_DIFFERENCE and same.low <= 1.0 <= same.high


def test_alternating_needs_paired_rounds():
    with pytest.raises(StatsError, match="paired"):
        speedup([1.0] * 4, [1.0] * 3, paired=False, alternating=True)


@settings(max_examples=examples(30), deadline=None)
@given(pairs=st.lists(st.tuples(st.floats(1e-6, 1.0), st.floats(1e-6, 1.0)), min_size=6, max_size=14),
       scale=st.floats(1e-3, 1e3))
def test_alternating_is_scale_invariant_and_symmetric(pairs, scale):
    a, b = np.array([p[0] for p in pairs]), np.array([p[1] for p in pairs])
    s = speedup(a, b, alternating=True, resamples=300)
    t = speedup(a * scale, b * scale, alternating=True, resamples=300)
    r = speedup(b, a, alternating=True, resamples=300)
    assert t.ratio == pytest.approx(s.ratio, rel=1e-9) and t.low == pytest.approx(s.low, rel=1e-9)
    assert r.ratio == pytest.approx(1 / s.ratio, rel=1e-9)
    assert r.low == pytest.approx(1 / s.high, rel=1e-9) and r.high == pytest.approx(1 / s.low, rel=1e-9)
