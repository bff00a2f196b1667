"""fpsem.runners.host_timing: the one host timing loop on the real clock, pinning undone, the load recorded, bad
arguments refused, and the run value the report reads (the exact loop logic: tests/test_placements.py)."""

from __future__ import annotations

import os
import time

import pytest

from fpsem.runners.host_timing import MachineLoad, PlacedTimes, placed_rounds, placed_run_value, same_code_run_value
from fpsem.speed.speedup import cell_speedup
from fpsem.speed.stats import hierarchical_speedup


def test_busy_callables_give_their_ratio_on_the_thread_cpu_clock():
    # real CPU time on a shared machine: a loose check that the pieces fit (the fake-clock tests are exact)
    def spin(seconds):
        def run():
            t0 = time.thread_time()
            while time.thread_time() - t0 < seconds:
                pass
        return run

    bt, vt, _, _ = placed_rounds([spin(0.004)] * 3, [spin(0.002)] * 3, budget_s=0.6, min_rounds=6, max_rounds=6)
    s = hierarchical_speedup(bt, vt)
    assert 1.6 < s.ratio < 2.1
    assert s.significant and s.verdict == "significantly faster"


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="no CPU affinity on this OS")
def test_pinning_runs_on_one_allowed_cpu_and_is_undone():
    before = os.sched_getaffinity(0)
    seen: list[set[int]] = []
    _, _, _, cpu = placed_rounds([lambda: seen.append(os.sched_getaffinity(0))], [lambda: None], budget_s=0.01,
                                 min_rounds=2)
    assert os.sched_getaffinity(0) == before
    assert cpu in before
    assert all(s == {cpu} for s in seen)


def test_the_record_notes_the_load_and_round_trips_through_json():
    load = MachineLoad.now()
    assert load.cpu_count == os.cpu_count() and MachineLoad.from_json(load.to_json()) == load
    t = PlacedTimes(((1e-3,) * 3,), ((2e-3,) * 3,), (0,), (16,), 1, 0.3, "budget", 1, None, load, load, "how")
    assert PlacedTimes.from_json(t.to_json()) == t


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        placed_rounds([lambda: None], [lambda: None], budget_s=0)
    with pytest.raises(ValueError):
        placed_rounds([lambda: None], [lambda: None], min_rounds=5, max_rounds=2)
    with pytest.raises(ValueError):
        placed_rounds([lambda: None], [], budget_s=1)


def test_the_run_value_is_what_the_report_reads():
    load = MachineLoad(None, 2)
    t = PlacedTimes(tuple(tuple(3e-3 * (1 + 0.01 * ((p + r) % 3)) for r in range(6)) for p in range(4)),
                    tuple(tuple(2e-3 * (1 + 0.01 * ((p + 2 * r) % 3)) for r in range(6)) for p in range(4)),
                    (0, 16, 32, 48), (64, 80, 96, 112), 1, 0.3, "clear", 5, None, load, load, "how")
    v = placed_run_value(t, size="small")
    assert v["rounds"] == 6 and v["placements"] == 4 and v["represents_target"] and v["seconds"] > 0
    s = cell_speedup(run_v=v, run_s=None, compile_v=None, compile_s=None, model_v=None, model_s=None)
    assert s.ratio == pytest.approx(1.5, rel=0.02) and s.source == "measured" and s.placements == 4
    same = same_code_run_value()
    s = cell_speedup(run_v=same, run_s=None, compile_v=None, compile_s=None, model_v=None, model_s=None)
    assert s.same_code and s.ratio == 1.0 and s.source == "measured"
