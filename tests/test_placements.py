"""Placed comparisons: the hierarchical interval covers placement noise, the A/A floor, p-values against the
floor, Benjamini–Hochberg, sequential stopping, and the placed timing loop (random order, every sample kept)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.runners.host_timing import (
    BUDGET,
    MAX_ROUNDS,
    PlacedTimes,
    look_rounds,
    paddings,
    placed_rounds,
    placed_run_value,
)
from fpsem.speed.stats import (
    CLEAR,
    INSIDE,
    StatsError,
    fdr_q_values,
    hierarchical_speedup,
    noise_floor,
    sequential_decision,
    speedup,
)


def placed(shift: float, placements: int, rounds: int, layout: float, noise: float, seed: int):
    """Times of ``placements`` pairs: each placement of each side has its own fixed offset (sd ``layout``,
    log scale), every round adds noise (sd ``noise``); the variant is ``shift`` times faster."""
    rng = np.random.default_rng(seed)
    base, var = [], []
    for _ in range(placements):
        lb, lv = rng.normal(0, layout), rng.normal(0, layout)
        base.append(list(1e-3 * np.exp(lb + rng.normal(0, noise, rounds))))
        var.append(list(1e-3 / shift * np.exp(lv + rng.normal(0, noise, rounds))))
    return base, var


@pytest.mark.parametrize("shift", [1.25, 0.8])
def test_a_known_shift_is_covered_and_significant(shift):
    b, v = placed(shift, 6, 30, 0.005, 0.02, seed=3)
    s = hierarchical_speedup(b, v)
    assert s.low <= shift <= s.high and s.significant and s.placements == 6
    assert s.p_value is not None and s.p_value < 0.05


def test_swapping_the_sides_gives_the_reciprocal_ratio_interval_and_the_same_p():
    b, v = placed(1.1, 4, 20, 0.02, 0.03, seed=5)
    s, r = hierarchical_speedup(b, v), hierarchical_speedup(v, b)
    assert math.isclose(s.ratio, 1 / r.ratio, rel_tol=1e-12)
    assert math.isclose(s.low, 1 / r.high, rel_tol=1e-12) and math.isclose(s.high, 1 / r.low, rel_tol=1e-12)
    assert s.p_value == r.p_value and s.significant == r.significant


def test_layout_noise_is_inside_the_hierarchical_interval_but_not_a_flat_one():
    # identical code whose placements differ by a few per cent: a flat paired interval over all rounds calls
    # many of these "significant"; the hierarchical one over placements and rounds stays near its level
    flat_calls, hier_calls = 0, {4: 0, 8: 0}
    for seed in range(60):
        for pairs in (4, 8):
            b, v = placed(1.0, pairs, 30, 0.03, 0.01, seed)
            hier = hierarchical_speedup(b, v, resamples=999)
            hier_calls[pairs] += hier.low > 1 or hier.high < 1
        flat = speedup([x for p in b for x in p], [x for p in v for x in p], paired=True, resamples=999)
        flat_calls += flat.low > 1 or flat.high < 1
    assert flat_calls >= 30  # the naive interval is fooled by placement more often than not
    # the expanded percentiles hold the 95 % level even over 4 placement pairs (5 % of 60 is 3; allow noise)
    assert hier_calls[4] <= 6 and hier_calls[8] <= 6


def test_the_noise_floor_is_the_distance_the_aa_control_found_and_a_gain_must_clear_it():
    b, v = placed(1.0, 4, 30, 0.02, 0.02, seed=11)
    aa = hierarchical_speedup(b, v)
    floor = noise_floor(aa)
    assert floor == pytest.approx(max(aa.ratio, 1 / aa.ratio)) and floor >= 1
    b2, v2 = placed(1.03, 6, 40, 0.001, 0.005, seed=12)
    alone = hierarchical_speedup(b2, v2)
    assert alone.significant and alone.low > 1.02
    beyond = hierarchical_speedup(b2, v2, noise_floor=1.05)  # a 3 % gain inside a 5 % floor is not called
    assert not beyond.significant and beyond.noise_floor == 1.05 and beyond.p_value > 0.05
    assert noise_floor(hierarchical_speedup([[1e-3, 2e-3]], [[1e-3, 2e-3]])) == math.inf  # no interval


@settings(max_examples=examples(25), deadline=None)
@given(st.floats(0.8, 1.25), st.integers(0, 10_000), st.floats(1.0, 1.1))
def test_the_p_value_is_small_exactly_when_the_interval_clears_the_floor(shift, seed, floor):
    b, v = placed(shift, 4, 12, 0.01, 0.03, seed)
    s = hierarchical_speedup(b, v, noise_floor=floor, threshold=0.0)
    clears = s.low > floor or s.high < 1 / floor
    # the interval is widened to hold its own point, and p carries a +1 correction: allow the boundary
    if clears:
        assert s.p_value <= 0.05 + 2 / 2001
    elif s.low < floor * 0.999 and s.high > 1 / floor * 1.001:
        assert s.p_value >= 0.05 - 2 / 2001


def test_too_few_rounds_give_no_interval_and_bad_input_is_refused():
    s = hierarchical_speedup([[1.0, 1.1]], [[1.0, 1.2]])
    assert s.low is None and not s.significant and s.p_value is None
    with pytest.raises(StatsError):
        hierarchical_speedup([[1.0, 1.1, 1.2]], [[1.0, 1.1]])
    with pytest.raises(StatsError):
        hierarchical_speedup([[1.0] * 3], [[1.0] * 3, [1.0] * 3])
    with pytest.raises(StatsError):
        hierarchical_speedup([[1.0] * 3], [[1.0] * 3], noise_floor=0.9)


def test_benjamini_hochberg_matches_its_definition():
    p = [0.01, 0.04, 0.03, 0.2, 0.001]
    q = fdr_q_values(p)
    m = len(p)
    order = sorted(range(m), key=lambda i: p[i])
    expect = [0.0] * m
    running = 1.0
    for rank in range(m, 0, -1):  # q_(k) = min over j >= k of p_(j) m / j
        i = order[rank - 1]
        running = min(running, p[i] * m / rank)
        expect[i] = running
    assert q == pytest.approx(expect)
    assert fdr_q_values([]) == []
    with pytest.raises(StatsError):
        fdr_q_values([1.5])


def test_sequential_decision_clears_a_large_gain_sits_inside_for_none_and_waits_otherwise():
    b, v = placed(1.3, 4, 10, 0.005, 0.01, seed=1)
    assert sequential_decision(b, v) == CLEAR
    b, v = placed(1.0, 4, 60, 0.001, 0.003, seed=2)
    assert sequential_decision(b, v) == INSIDE
    b, v = placed(1.04, 4, 5, 0.02, 0.05, seed=3)
    assert sequential_decision(b, v) is None  # close to the threshold and noisy: go on
    assert sequential_decision([[1.0, 1.0]], [[1.0, 1.0]]) is None  # too few rounds to say anything
    b, v = placed(1.3, 4, 10, 0.005, 0.01, seed=1)
    assert sequential_decision(b, v, noise_floor=math.inf) == INSIDE  # no floor: nothing can ever be called


class FakeClock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_placed_rounds_time_every_placement_once_per_round_in_a_random_order():
    clk, calls = FakeClock(), []

    def side(name, seconds):
        def run():
            calls.append(name)
            clk.t += seconds
        return run

    names = ["b0", "b1", "b2", "v0", "v1", "v2"]
    fns = [side(n, 0.01) for n in names]
    bt, vt, stopped, cpu = placed_rounds(fns[:3], fns[3:], budget_s=10.0, warmup=1, min_rounds=4, max_rounds=9,
                                         seed=7, pin=False, clock=clk, wall=clk)
    assert stopped == MAX_ROUNDS and cpu is None
    assert [len(x) for x in bt + vt] == [9] * 6 and all(t == pytest.approx(0.01) for x in bt + vt for t in x)
    rounds = [calls[i:i + 6] for i in range(6, len(calls), 6)]  # after the warm-up round
    assert all(sorted(r) == sorted(names) for r in rounds)
    assert len({tuple(r) for r in rounds}) > 1  # the order changes between rounds


def test_placed_rounds_stop_when_decided_or_when_the_budget_is_spent():
    clk = FakeClock()

    def work():
        clk.t += 0.1

    asked = []

    def decide(b, v):
        asked.append(len(b[0]))
        return "clear" if len(b[0]) >= 8 else None

    bt, vt, stopped, _ = placed_rounds([work], [work], budget_s=100, min_rounds=5, decide=decide, pin=False,
                                       clock=clk, wall=clk)
    assert stopped == "clear" and len(bt[0]) == asked[-1] >= 8 and asked[0] == 5
    assert asked == sorted(asked) and set(asked) <= look_rounds(5, 1.5, 200)
    bt, vt, stopped, _ = placed_rounds([work], [work], budget_s=1.0, warmup=0, min_rounds=2, pin=False,
                                       clock=clk, wall=clk)
    assert stopped == BUDGET and len(bt[0]) == 5  # 0.2 s a round


def test_self_timed_repetitions_report_their_own_times():
    seq = iter([0.5, 0.25] * 100)
    bt, vt, _, _ = placed_rounds([lambda: 0.5], [lambda: 0.25], budget_s=1e9, min_rounds=3, max_rounds=3,
                                 warmup=0, pin=False, self_timed=True)
    assert bt == [[0.5] * 3] and vt == [[0.25] * 3]
    del seq


def test_paddings_are_distinct_multiples_of_16_and_seeded():
    p = paddings(8, seed=42)
    assert len(set(p)) == 8 and all(x % 16 == 0 and 0 <= x < 1024 for x in p)
    assert p == paddings(8, seed=42) and p != paddings(8, seed=43)


def test_placed_run_value_keeps_every_sample_by_placement_and_round():
    from fpsem.runners.host_timing import MachineLoad

    load = MachineLoad((1.0, 1.0, 1.0), 2)
    t = PlacedTimes(((1.0, 2.0, 3.0), (1.5, 2.5, 3.5)), ((0.5, 1.0, 1.5), (0.6, 1.1, 1.6)), (0, 16), (32, 48), 1,
                    0.3, "inside", 9, 1, load, load, "how", 0.5, (0, 16), (32, 48))
    v = placed_run_value(t, noise_floor=1.04, timing_key="k", measured_by="fir/algebraic/host/f64/random")
    assert v["placed_baseline_samples"] == [[1.0, 2.0, 3.0], [1.5, 2.5, 3.5]]
    assert v["placed_samples"] == [[0.5, 1.0, 1.5], [0.6, 1.1, 1.6]]
    assert v["rounds"] == 3 and v["placements"] == 2 and v["stopped"] == "inside" and v["noise_floor"] == 1.04
    assert v["seconds"] == pytest.approx(1.05) and "control" not in v
    assert PlacedTimes.from_json(t.to_json()) == t
    aa = placed_run_value(t, control="A/A")
    assert aa["control"] == "A/A" and aa["seconds"] == pytest.approx(1.5)  # the median of strict's samples, both sets
