"""fpsem.runners.host_timing.interleave: interleaved rounds recover a known ratio; every sample is kept; pinning is undone."""

from __future__ import annotations

import os
import time

import numpy as np
import pytest

from fpsem.runners.host_timing import InterleavedTimes, interleave
from fpsem.speed.stats import speedup


class FakeClock:
    """A clock the callables advance: exact, load-free timings."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t

    def work(self, seconds: float):
        def run() -> None:
            self.t += seconds
        return run


def test_a_known_ratio_is_recovered_exactly_with_a_fake_clock():
    clk = FakeClock()
    rng = np.random.default_rng(0)
    noise = iter(rng.normal(0, 0.01, 10_000))

    def noisy(seconds):
        def run():
            clk.t += seconds * (1 + next(noise))
        return run

    res = interleave(noisy(0.030), noisy(0.020), budget_s=3.0, clock=clk, pin=False)
    assert res.rounds == len(res.variant_s) >= 50
    s = speedup(res.baseline_s, res.variant_s)
    assert s.low <= 1.5 <= s.high and s.significant


def test_rounds_alternate_and_the_budget_is_respected():
    clk = FakeClock()
    calls: list[str] = []

    def side(name, seconds):
        def run():
            calls.append(name)
            clk.t += seconds
        return run

    res = interleave(side("A", 0.1), side("B", 0.1), budget_s=0.9, warmup=1, min_rounds=1,
                     clock=clk, pin=False)
    assert calls[:2] == ["A", "B"]  # warm-up
    assert calls[2:6] == ["A", "B", "B", "A"]  # A B, then B A
    assert res.rounds == 4  # 0.2 s of warm-up, then 0.2 s a round: 0.8 s after 3 rounds, 1.0 s after 4
    assert res.baseline_s == pytest.approx((0.1,) * 4)


def test_at_least_min_rounds_even_past_the_budget():
    clk = FakeClock()
    res = interleave(clk.work(1.0), clk.work(1.0), budget_s=0.5, min_rounds=3, clock=clk, pin=False)
    assert res.rounds == 3


def test_sleeping_callables_give_their_ratio_on_the_real_clock():
    # real time on a shared machine: a loose check that the pieces fit (the fake-clock tests are exact)
    res = interleave(lambda: time.sleep(0.004), lambda: time.sleep(0.002), budget_s=0.4, min_rounds=10)
    s = speedup(res.baseline_s, res.variant_s)
    assert 1.6 < s.ratio < 2.1
    assert s.significant and s.verdict == "significantly faster"


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="no CPU affinity on this OS")
def test_pinning_runs_on_one_allowed_cpu_and_is_undone():
    before = os.sched_getaffinity(0)
    seen: list[set[int]] = []
    res = interleave(lambda: seen.append(os.sched_getaffinity(0)), lambda: None, budget_s=0.01, min_rounds=2)
    assert os.sched_getaffinity(0) == before
    assert res.pinned_cpu in before
    assert all(s == {res.pinned_cpu} for s in seen)
    assert "pinned to CPU" in res.how


def test_the_record_notes_the_load_and_round_trips_through_json():
    clk = FakeClock()
    res = interleave(clk.work(0.01), clk.work(0.01), budget_s=0.1, clock=clk, pin=False)
    assert res.load_before.cpu_count == os.cpu_count()
    assert res.pinned_cpu is None and "not pinned (pinning turned off)" in res.how
    assert InterleavedTimes.from_json(res.to_json()) == res


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        interleave(lambda: None, lambda: None, budget_s=0)
    with pytest.raises(ValueError):
        interleave(lambda: None, lambda: None, min_rounds=5, max_rounds=2)


def test_the_run_value_is_what_the_report_reads():
    from fpsem.runners.host_timing import run_value, same_code_run_value
    from fpsem.speed.speedup import cell_speedup

    clk = FakeClock()
    res = interleave(clk.work(0.003), clk.work(0.002), budget_s=0.2, clock=clk, pin=False)
    v = run_value(res, size="small")
    assert v["samples"] == list(res.variant_s) and v["baseline_samples"] == list(res.baseline_s)
    assert v["seconds"] == pytest.approx(0.002) and v["rounds"] == res.rounds and v["represents_target"]
    s = cell_speedup(run_v=v, run_s=None, compile_v=None, compile_s=None, model_v=None, model_s=None)
    assert s.ratio == pytest.approx(1.5) and s.low == pytest.approx(1.5) and s.source == "measured"
    same = same_code_run_value()
    s = cell_speedup(run_v=same, run_s=None, compile_v=None, compile_s=None, model_v=None, model_s=None)
    assert s.same_code and s.ratio == 1.0 and s.source == "measured"
