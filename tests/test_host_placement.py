"""Placements on this CPU: the built object loaded as it is, padded to another alignment, computing the same
results; a placed comparison of two builds; the sweep's run stage storing the A/A control and sharing one
measurement between profiles with identical machine code."""

from __future__ import annotations

import numpy as np
import pytest

from fpsem.compiler.build import build
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.checksum import kernel_checksum
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.host import PADDING_QUANTUM, host_variant, jit_built, jit_module, with_padding
from fpsem.runners.host_timing import ONE_ROUND, design_within, time_placed


def built(name: str, profile: str, precision: str = "f64", size: str = "small"):
    kernel = load_kernel(name)
    sizes = resolve_sizes(kernel.spec, size)
    return kernel, sizes, build(host_variant(kernel, resolve_profile(profile), precision, sizes))


def checksum(kernel, sizes, hk, precision="f64", reps=2):
    values = make_inputs(kernel.spec, sizes, precision, "random" if "random" in kernel.spec.input_sets else "rajaperf")
    for _ in range(reps):
        hk.run_rep(values)
    return kernel_checksum(kernel.spec, {a.name: values[a.name] for a in kernel.spec.checksum_args})


@pytest.mark.parametrize("name", ["fir", "pi_reduce", "eos"])
def test_the_built_object_runs_as_the_ir_jit_does_at_every_padding(name):
    kernel, sizes, b = built(name, "algebraic-afn")
    assert b.object  # the host build keeps its relocatable object: what runs is what was hashed
    ref = checksum(kernel, sizes, jit_module(kernel.spec, "f64", b.optimized_ir, "x", "x", optimize_first=False,
                                             asm=b.asm))
    offsets = set()
    for pad in (0, 16, 48, 1008):
        hk = jit_built(kernel.spec, b, pad)
        assert checksum(kernel, sizes, hk) == ref
        offsets.add(hk.code_address % 4096)
    assert len(offsets) == 4  # each padding put the code somewhere else in its page


def test_padding_is_a_function_of_exactly_that_many_bytes_placed_first():
    text = "define void @f() {\n  ret void\n}\n"
    padded = with_padding(text, 64)
    assert padded.index("prefix [63 x i8]") < padded.index("@f()")
    assert with_padding(text, 0) == text
    with pytest.raises(Exception):
        with_padding(text, 8)  # not a multiple of the 16-byte function alignment
    assert PADDING_QUANTUM == 16


def test_design_within_the_budget_shrinks_for_slow_kernels_but_never_below_three_by_three():
    assert design_within(0.3, 1e-4, 5, 8) == (8, 5)
    assert design_within(0.3, 0.01, 5, 8) == (3, 5)
    assert design_within(0.3, 0.05, 5, 8) == (3, 3)
    assert design_within(1.0, 1e-3, 3, 2) == (2, 3)


def test_a_placed_comparison_of_two_builds_keeps_every_sample():
    kernel, sizes, strict = built("daxpy", "strict")
    _, _, fma = built("daxpy", "contract")
    values = make_inputs(kernel.spec, sizes, "f64", "random")
    run = time_placed(kernel.spec, strict, fma, values, lambda b, pad: jit_built(kernel.spec, b, pad), placements=4,
                      budget_s=0.05, min_rounds=3, seed=3)
    t = run.times
    assert t.placements == 4 and t.rounds >= 3 and len(set(t.baseline_padding + t.variant_padding)) == 8
    assert all(len(p) == t.rounds for p in t.baseline_s + t.variant_s) and all(x > 0 for p in t.variant_s for x in p)
    assert len(t.variant_offset) == 4 and "random order" in t.how
    assert run.variant_values["y"] is not values["y"]  # every placement writes its own outputs
    assert run.baseline_values["x"] is values["x"]  # and shares what it only reads


def test_a_repetition_longer_than_the_budget_is_timed_once():
    kernel, sizes, strict = built("gemm", "strict", size="default")
    values = make_inputs(kernel.spec, sizes, "f64", "random")
    t = time_placed(kernel.spec, strict, strict, values, lambda b, pad: jit_built(kernel.spec, b, pad),
                    budget_s=1e-4).times
    assert t.stopped == ONE_ROUND and t.baseline_s == () and len(t.variant_s[0]) == 1


@pytest.mark.slow
def test_the_sweep_stores_the_aa_control_and_one_measurement_per_machine_code(tmp_path, private_cache):
    from fpsem.cli import main
    from fpsem.results.analysis import points
    from fpsem.results.store import open_store

    db = tmp_path / "s.sqlite"
    code = main(["sweep", "--db", str(db), "--kernels", "fir", "--targets", "host", "--precisions", "f64",
                 "--profiles", "strict,contract,arcp-fdiv-only,algebraic,algebraic-afn,nsz", "--size", "small",
                 "--time-budget", "0.05", "--jobs", "2"])
    assert code == 0
    with open_store(db) as store:
        cells = store.cells()
    runs = {c.key.profile: c.stage("run").value for c in cells}
    assert runs["strict"]["control"] == "A/A" and len(runs["strict"]["placed_samples"]) >= 3
    codes = {c.key.profile: c.stage("compile").value["code_hash"] for c in cells}
    by_code: dict[str, list[str]] = {}
    for p, h in codes.items():
        if p != "strict" and h != codes["strict"]:
            by_code.setdefault(h, []).append(p)
    shared = [ps for ps in by_code.values() if len(ps) > 1]
    assert shared  # fir's algebraic = algebraic-afn and contract = arcp-fdiv-only
    for ps in shared:
        keys = {runs[p]["timing_key"] for p in ps}
        assert len(keys) == 1 and len({str(runs[p]["placed_samples"]) for p in ps}) == 1
        assert sum(bool(runs[p].get("measured_by")) for p in ps) == len(ps) - 1  # measured once, reused
    pts = {p.profile: p for p in points(cells)}
    for ps in shared:
        assert len({(pts[p].speedup, pts[p].speed.low, pts[p].speed.high, pts[p].speed.q_value) for p in ps}) == 1
    assert np.isfinite(pts["strict"].measured_s)
