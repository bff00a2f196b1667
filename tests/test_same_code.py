"""Same code, same number: identical machine code is one measurement (memoised by content, timed once even by
racing workers) and one speedup in the analysis, the report, the export and the API; false discoveries are
controlled over the comparisons a report shows."""

from __future__ import annotations

import multiprocessing as mp
import os
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from fpsem.results import analysis as an
from fpsem.results.store import CellKey, CellRow, StageRecord
from fpsem.runners.host_timing import MachineLoad, PlacedTimes, placed_run_value

LOAD = MachineLoad(None, 2)


def times(shift: float, seed: int, placements: int = 6, rounds: int = 12, noise: float = 0.01) -> PlacedTimes:
    rng = np.random.default_rng(seed)
    base = tuple(tuple(map(float, 1e-3 * np.exp(rng.normal(0, noise, rounds)))) for _ in range(placements))
    var = tuple(tuple(map(float, 1e-3 / shift * np.exp(rng.normal(0, noise, rounds)))) for _ in range(placements))
    pads = tuple(range(0, 16 * placements, 16))
    return PlacedTimes(base, var, pads, pads, 1, 0.3, "budget", seed, None, LOAD, LOAD, "synthetic")


def cell(kernel: str, profile: str, code: str, run: dict | None, target: str = "host") -> CellRow:
    key = CellKey(kernel, profile, target, "f64", "random")
    stages = (StageRecord("compile", "ok", {"code_hash": code}, provenance="static", seq=3),)
    if run is not None:
        stages += (StageRecord("run", "ok", run, provenance="measured", seq=5),)
    return CellRow(f"{kernel}-{profile}-{target}", key, {}, "", "done", "", 0.0, 1.0, "0", "22", "cpu", stages)


def test_identical_code_shares_one_speedup_even_when_the_store_holds_two_measurements():
    strict = cell("k", "strict", "S", placed_run_value(times(1.0, 1), control="A/A"))
    # an older store measured algebraic and algebraic-afn apart, with different numbers (as issue 26 saw)
    a = cell("k", "algebraic", "A", placed_run_value(times(1.10, 2, rounds=12)))
    b = cell("k", "algebraic-afn", "A", placed_run_value(times(1.18, 3, rounds=20)))
    c = cell("k", "contract", "C", placed_run_value(times(1.05, 4)))
    nsz = cell("k", "nsz", "S", {"same_code": True, "represents_target": True})
    pts = {p.profile: p for p in an.points([strict, a, b, c, nsz])}
    assert pts["algebraic"].speed == pts["algebraic-afn"].speed  # one number: the fuller measurement's
    assert pts["algebraic"].speedup == pytest.approx(1.18, rel=0.02)
    assert pts["algebraic"].code_group == pts["algebraic-afn"].code_group == ("algebraic", "algebraic-afn")
    assert pts["nsz"].code_group == ("strict", "nsz") and pts["nsz"].same_code and pts["nsz"].speedup == 1.0
    assert pts["contract"].code_group == ("contract",)
    groups = an.code_groups(list(pts.values()))
    assert [str(g) for g in groups] == ["algebraic = algebraic-afn", "strict = nsz"] or \
        sorted(str(g) for g in groups) == ["algebraic = algebraic-afn", "strict = nsz"]


def test_fdr_is_one_family_of_distinct_comparisons_and_significance_follows_the_q_values():
    cells = [cell(f"k{i}", "strict", "S", placed_run_value(times(1.0, 100 + i), control="A/A")) for i in range(6)]
    for i in range(6):
        shift = 1.3 if i == 0 else 1.0
        run = placed_run_value(times(shift, 200 + i))
        cells += [cell(f"k{i}", "algebraic", "A", run), cell(f"k{i}", "algebraic-afn", "A", run)]
    pts = an.points(cells)
    measured = [p for p in pts if p.speed and p.speed.p_value is not None]
    assert {p.speed.fdr_family for p in measured} == {6}  # 6 kernels, one comparison each (the pairs share)
    fast = [p for p in measured if p.kernel == "k0"]
    assert all(p.speed.significant and p.speed.q_value <= 0.05 and p.speed.is_gain for p in fast)
    assert all(not p.speed.significant for p in measured if p.kernel != "k0")
    qs = {p.kernel: p.speed.q_value for p in measured}
    assert qs["k0"] == min(qs.values()) and all(q >= p.speed.p_value for p in measured for q in [p.speed.q_value])
    alone = an.points(cells, fdr_alpha=None)
    assert all(p.speed.q_value is None for p in alone if p.speed)


def test_fdr_can_withdraw_a_call_that_stood_alone():
    from fpsem.speed.speedup import CellSpeedup, with_fdr

    cs = CellSpeedup(1.05, "measured", 1.01, 1.09, True, False, 0.02, "x", p_value=0.03)
    after = with_fdr(cs, 0.2, 40, 0.05)
    assert cs.significant and not after.significant and after.significant_before_fdr
    assert after.q_value == 0.2 and after.fdr_family == 40 and "Benjamini" in after.how


def test_the_report_names_the_same_code_groups_and_the_fdr_family():
    from fpsem.results.report import build, to_markdown

    strict = cell("k", "strict", "S", placed_run_value(times(1.0, 1), control="A/A"))
    run = placed_run_value(times(1.3, 2))
    cells = [strict, cell("k", "algebraic", "A", run), cell("k", "algebraic-afn", "A", run)]
    md = to_markdown(build(cells, {"schema_version": "2"}, "db.sqlite"))
    assert "k: algebraic = algebraic-afn" in md
    assert "false-discovery-rate control over 1 measured comparisons" in md


# ----------------------------------------------------------------------------- the memo


def _count_once(root: str, out: str) -> None:
    os.environ["FPSEM_CACHE"] = root
    from fpsem.core.memo import once

    def compute() -> dict:
        with open(out, "a") as f:
            f.write("x")
        import time
        time.sleep(0.3)
        return {"value": 42}

    value, _ = once("test-kind", "ab" * 32, compute)
    assert value == {"value": 42}


def test_once_computes_once_even_when_processes_race(tmp_path):
    out = tmp_path / "calls"
    ctx = mp.get_context("fork")
    procs = [ctx.Process(target=_count_once, args=(str(tmp_path / "cache"), str(out))) for _ in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(30)
    assert all(p.exitcode == 0 for p in procs)
    assert out.read_text() == "x"


def test_a_memo_that_cannot_be_read_is_computed_again(private_cache):
    from fpsem.core.memo import memo_path, once

    key = "cd" * 32
    path = memo_path("k", key)
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    assert once("k", key, lambda: {"v": 1}) == ({"v": 1}, False)
    assert once("k", key, lambda: {"v": 2}) == ({"v": 1}, True)


# ----------------------------------------------------------------------------- the comparison protocol


class FakeBuilt:
    """What fpsem.speed.compare reads of a built variant: its machine code."""

    def __init__(self, asm: str) -> None:
        self.asm, self.kind, self.object = asm, "host", None


def test_identical_machine_code_is_timed_once_and_the_floor_reaches_the_decision(private_cache):
    from fpsem.speed.compare import Settings, aa_control, compare

    calls = []

    def timer(baseline, variant, seed, decide):
        calls.append((baseline.asm, variant.asm, seed))
        shift = 1.0 if variant.asm == baseline.asm else 1.2
        t = times(shift, seed % 1000)
        assert decide(t.baseline_s, t.variant_s) in (None, "clear", "inside")
        return t, {"device": "fake"}

    strict = FakeBuilt("f:\n  addsd %xmm0, %xmm1\n  ret\n")
    a = FakeBuilt("f:\n  vfmadd231sd %xmm0, %xmm1, %xmm2\n  ret\n")
    a_renamed = FakeBuilt("g:   # another name, same code\n  vfmadd231sd %xmm0, %xmm1, %xmm2\n  ret\n")
    group, st = {"kernel": "k"}, Settings()
    aa = aa_control(strict, group, st, timer, "strict")
    assert aa.noise_floor is not None and aa.noise_floor >= 1 and not aa.reused
    first = compare(strict, a, group, st, aa.noise_floor, timer, "algebraic")
    second = compare(strict, a_renamed, group, st, aa.noise_floor, timer, "algebraic-afn")
    assert len(calls) == 2  # the A/A and one comparison: the renamed code was not timed again
    assert second.reused and second.measured_by == "algebraic" and second.times == first.times
    assert second.extra == {"device": "fake"}
    assert first.key == second.key and aa.key != first.key
    again = aa_control(strict, group, st, timer, "another cell")
    assert again.reused and again.noise_floor == aa.noise_floor and len(calls) == 2
    other = compare(strict, a, {"kernel": "k2"}, st, aa.noise_floor, timer, "x")  # another kernel: new
    assert not other.reused and len(calls) == 3


def test_a_failing_timer_stores_nothing(private_cache):
    from fpsem.core.errors import StageFailure
    from fpsem.speed.compare import Settings, compare

    fail = [True]

    def timer(baseline, variant, seed, decide):
        if fail[0]:
            raise StageFailure("NaN where strict is finite")  # the runner's NaN/Inf rule
        return times(1.1, 1), {}

    s, v = FakeBuilt("f:\n ret\n"), FakeBuilt("f:\n nop\n ret\n")
    with pytest.raises(StageFailure):
        compare(s, v, {"k": 1}, Settings(), 1.01, timer, "v")
    fail[0] = False
    m = compare(s, v, {"k": 1}, Settings(), 1.01, timer, "v")
    assert not m.reused


# ----------------------------------------------------------------------------- inputs from content


def test_inputs_follow_the_kernels_content_not_its_name():
    from fpsem.kernels.inputs import content_salt, make_inputs
    from fpsem.kernels.registry import load_kernel
    from fpsem.kernels.spec import resolve_sizes

    spec = load_kernel("daxpy").spec
    renamed = replace(spec, key="my_axpy", name="MY_AXPY", description="the same kernel, called otherwise",
                      path="/elsewhere/my_axpy.toml", group="mine", notes="")
    sizes = resolve_sizes(spec, "small")
    assert content_salt(spec) == content_salt(renamed)
    a, b = make_inputs(spec, sizes, "f64", "random"), make_inputs(renamed, sizes, "f64", "random")
    assert all(np.array_equal(a[k], b[k]) for k in a)
    other = load_kernel("triad").spec  # another kernel: independent inputs
    assert content_salt(other) != content_salt(spec)


def test_the_same_ir_imported_under_two_names_gets_the_same_inputs_and_errors(tmp_path):
    from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.kernels.importer import import_source, write_kernel
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.registry import load_kernel
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.host import HostRunner

    src = Path(__file__).parent / "data" / "import" / "c_x86_64.ll"
    kernels = []
    for name in ("first_name", "second_name"):
        (k,) = import_source(src, entries=["axpby"], name=name)
        kernels.append(load_kernel(str(write_kernel(k, tmp_path / name).spec_path)))
    k1, k2 = kernels
    assert (k1.spec.key, k2.spec.key) == ("first_name", "second_name")
    sizes = resolve_sizes(k1.spec, "small")
    v1, v2 = make_inputs(k1.spec, sizes, "f64", "random"), make_inputs(k2.spec, sizes, "f64", "random")
    assert v1.keys() == v2.keys() and all(np.array_equal(np.asarray(v1[a]), np.asarray(v2[a])) for a in v1)
    prof = (resolve_profile("contract"),)
    r1 = evaluate(AccuracyRequest(k1, prof, "f64", "random", "small"), HostRunner(isolated=False))
    r2 = evaluate(AccuracyRequest(k2, prof, "f64", "random", "small"), HostRunner(isolated=False))
    for p in ("strict", "contract"):
        e1, e2 = r1.variant(p).errors.overall, r2.variant(p).errors.overall
        assert (e1.max_ulp, e1.median_ulp, e1.max_normalised, e1.compared) == \
            (e2.max_ulp, e2.median_ulp, e2.max_normalised, e2.compared)
