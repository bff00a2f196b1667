"""The calibration kernels on a real NVIDIA GPU (skipped cleanly where there is none).

These check that the microbenchmarks measure what they claim, against the datasheet, with
wide margins (30 %): a copy moves bytes at the memory's rate, an FMA chain runs at the FP
rate, an empty launch costs microseconds.  Timings themselves are reported by
``benchmarks/model_validation.py``, not asserted here.
"""

from __future__ import annotations

import pytest

from fpsem.compiler.targets import load_targets
from fpsem.runners.cuda.faults import GpuUnavailable
from fpsem.speed import calibrate as C

pytestmark = pytest.mark.gpu


@pytest.fixture(scope="module")
def bench():
    from fpsem.runners.cuda.driver import Gpu

    try:
        gpu = Gpu(0)
    except GpuUnavailable as e:
        pytest.skip(str(e))
    yield C.Bench.on(gpu)
    gpu.close()


def _datasheet(name: str) -> float:
    t = load_targets()["h200"]
    f = t.figure(name)
    return f.datasheet if f.datasheet is not None else f.value


def _is_h200(bench) -> bool:
    return "H200" in bench.gpu.info.name


def test_large_copy_reaches_the_datasheet_bandwidth_within_30_percent(bench):
    if not _is_h200(bench):
        pytest.skip("datasheet figures are the H200's")
    r = C.time_copy(bench, 16, 1 << 30, "cold")
    gbs = 2 * (1 << 30) / (r["median_ms"] * 1e-3) / 1e9
    assert 0.7 * 4800 <= gbs <= 1.05 * 4800, gbs


def test_warm_copy_that_fits_the_l2_beats_dram(bench):
    cold = C.time_copy(bench, 16, 8 << 20, "cold")
    warm = C.time_copy(bench, 16, 8 << 20, "warm")
    assert warm["sets"] == 1 and cold["sets"] > 1
    assert warm["median_ms"] < cold["median_ms"]


def test_fma_throughput_and_latency_are_plausible(bench):
    if not _is_h200(bench):
        pytest.skip("datasheet figures are the H200's")
    out = bench.gpu.alloc(bench.units * 2048 * 8)
    try:
        rows = [C.time_empty(bench, 1), C.time_empty(bench, 1, 8)] + [C.time_chain(bench, op, c, out) for op in ("fma_f64", "fma_f32")
                                           for c in (1, 4)]
    finally:
        bench.gpu.free(out)
    figs = {f.name: f.value for f in C.chain_figures(rows, bench.units)}
    assert 0.7 * 34 <= figs["fp64_tflops"] <= 1.1 * 34, figs
    assert 0.7 * 67 <= figs["fp32_tflops"] <= 1.1 * 67, figs
    # a dependent FMA takes a few cycles (4-8 at ~1.98 GHz: 2-4 ns), never less than one cycle
    assert 0.5 <= figs["fp32_latency_ns"] <= 10 and 0.5 <= figs["fp64_latency_ns"] <= 20, figs


def test_empty_launch_costs_microseconds(bench):
    r = C.time_empty(bench, 1)
    assert 0.5e-3 <= r["median_ms"] <= 20e-3
