"""fpsem.speed.speedup: a cell's speedup over strict from stored records, every record shape the store may hold."""

from __future__ import annotations

import math

import pytest

from fpsem.speed.speedup import BASELINE, MODELLED_GAIN, MODELLED_SAME, cell_speedup, same_code
from fpsem.speed.stats import (
    FASTER,
    NO_DIFFERENCE,
    NO_INTERVAL,
    SAME_CODE,
    StatsError,
    median_notch,
    speedup_from_summaries,
)

ROUNDS = 15
NOISE = [k * 0.004 * (1 if k % 2 else -1) for k in range(ROUNDS)]


def interleaved(ratio: float) -> dict:
    """A run record of the interleaved shape: strict and the variant in the same rounds."""
    base = [1e-3 * (1 + 0.02 * (i % 4)) * math.exp(NOISE[i] / 2) for i in range(ROUNDS)]
    var = [b / ratio * math.exp(-NOISE[i]) for i, b in enumerate(base)]
    return {"seconds": min(var), "samples": var, "baseline_samples": base, "represents_target": True}


def call(**kw):
    args = dict(run_v=None, run_s=None, compile_v=None, compile_s=None, model_v=None, model_s=None)
    args.update(kw)
    return cell_speedup(**args)


def test_equal_code_hashes_are_the_same_code_and_exactly_one_whatever_the_timing():
    s = call(run_v=interleaved(0.3), run_s={"seconds": 1.0}, compile_v={"code_hash": "ab"},
             compile_s={"code_hash": "ab"})
    assert (s.ratio, s.low, s.high, s.significant, s.same_code) == (1.0, 1.0, 1.0, False, True)
    assert s.verdict == SAME_CODE and not s.is_gain and "by construction" in s.how


def test_same_code_needs_a_real_hash_on_both_sides():
    assert not same_code({"code_hash": None}, {"code_hash": None})
    assert not same_code({"code_hash": ""}, {"code_hash": ""})
    assert not same_code({}, {"code_hash": "ab"})
    assert same_code(None, None, {"same_code": True})


def test_strict_itself_is_the_baseline():
    s = call(run_v={"seconds": 1.0}, run_s={"seconds": 1.0}, is_strict=True)
    assert s.ratio == 1.0 and s.verdict == BASELINE
    assert call(is_strict=True) is None  # strict never timed nor modelled: nothing to show


def test_interleaved_samples_give_a_paired_interval():
    s = call(run_v=interleaved(1.3), run_s={"seconds": 1.0})
    assert s.source == "measured" and s.low < 1.3 < s.high and s.verdict == FASTER and s.is_gain
    assert "interleaved" in s.how and s.ratio == pytest.approx(1.3, rel=0.01)
    flat = call(run_v=interleaved(1.0), run_s=None)  # the strict cell is not needed for a paired ratio
    assert flat.verdict == NO_DIFFERENCE and flat.low <= 1.0 <= flat.high


def test_samples_in_separate_cells_give_an_unpaired_interval():
    s = call(run_v={"seconds": 1.0, "samples": [1.0, 1.01, 0.99, 1.0, 1.02]},
             run_s={"seconds": 2.0, "samples": [2.0, 2.02, 1.98, 2.01, 1.99]})
    assert s.ratio == pytest.approx(2.0) and s.low < 2.0 < s.high and s.significant
    assert "separate cells" in s.how and "unpaired" in s.how


def test_cuda_summaries_without_samples_give_an_approximate_interval():
    def cuda(median, iqr, n=200):
        return {"seconds": median * 1e-3, "timing": {"per_rep": {"median_ms": median, "q1_ms": median - iqr / 2,
                                                                 "q3_ms": median + iqr / 2, "n": n}}}

    s = call(run_v=cuda(1.0, 0.02), run_s=cuda(1.01, 0.02))
    assert s.ratio == pytest.approx(1.01) and s.has_interval and s.verdict == NO_DIFFERENCE
    assert "quartiles" in s.how
    g = call(run_v=cuda(1.0, 0.02), run_s=cuda(1.2, 0.02))
    assert g.verdict == FASTER and g.low < 1.2 < g.high


def test_older_records_with_times_only_have_no_interval():
    s = call(run_v={"seconds": 1.0}, run_s={"seconds": 1.3})
    assert s.ratio == pytest.approx(1.3) and not s.has_interval and not s.significant
    assert s.verdict == NO_INTERVAL and s.half_width_percent is None


def test_unusable_samples_fall_back_to_the_stored_times():
    s = call(run_v={"seconds": 1.0, "samples": [1.0, -1.0, 1.0], "baseline_samples": [1, 1, 1]},
             run_s={"seconds": 1.5})
    assert s.ratio == pytest.approx(1.5) and s.verdict == NO_INTERVAL


def test_modelled_ratios_count_only_beyond_the_threshold():
    g = call(model_v=1.0, model_s=2.0)
    assert g.source == "modelled" and g.ratio == 2.0 and g.is_gain and g.verdict == MODELLED_GAIN
    small = call(model_v=1.0, model_s=1.01)
    assert not small.is_gain and small.verdict == MODELLED_SAME
    assert call(model_v=1.0, model_s=1.01, threshold=0.005).is_gain
    assert call() is None


def test_measured_wins_over_modelled():
    s = call(run_v={"seconds": 1.0}, run_s={"seconds": 1.1}, model_v=1.0, model_s=3.0)
    assert s.source == "measured" and s.ratio == pytest.approx(1.1)


def test_median_notch_and_its_refusals():
    lo, hi = median_notch(10.0, 9.0, 11.0, 100)
    assert (lo, hi) == pytest.approx((10 - 0.314, 10 + 0.314))
    with pytest.raises(StatsError):
        median_notch(10.0, 11.0, 12.0, 10)
    wide = speedup_from_summaries((1.0, 0.1, 5.0, 2), (1.0, 0.1, 5.0, 2))
    assert wide.low is None and not wide.significant
