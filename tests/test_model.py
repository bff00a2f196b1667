"""The roofline performance model (fpsem.model): every figure modelled, arithmetic as documented."""

from __future__ import annotations

import pytest

from fpsem import metrics as M
from fpsem.llvm import MachineSpec
from fpsem.model import (
    LABEL,
    ModelUnavailable,
    Workload,
    compare,
    describe,
    predict,
    speedup,
    stage_work,
)
from fpsem.targets import load_targets

HOST = MachineSpec("x86_64-unknown-linux-gnu", "testcpu", "")
REG = load_targets(host=HOST)


def fake_metrics(kind: str, groups: dict[str, int], loops: int = 1, entry: str = "k_main_entry") -> M.Metrics:
    seq = [g for g, n in groups.items() for _ in range(n)]
    h = M.histogram(seq)
    return M.Metrics(kind, h, {}, len(seq), functions={entry: h}, loops={entry: loops})


FIR_STRICT = {"f64.mul": 16, "f64.add": 16, "load": 32, "store": 1}
FIR_FUSED = {"f64.fma": 15, "f64.mul": 1, "load": 32, "store": 1}
N = 1_000_000
FIR_WORK = Workload("fir", "default", {"k_main_entry": N}, bytes=8 * 16 + 8 * (N + 15) + 8 * N, flops=32 * N)


def test_fp64_slots_at_half_the_flop_rate_make_a2000_fir_compute_bound():
    a2000 = REG["a2000"]
    p = predict(fake_metrics("nvptx", FIR_STRICT), a2000, FIR_WORK)
    # 32 FP64 slots per point at 0.125e12/2 instructions/s
    assert p.compute_seconds["FP64"] == pytest.approx(32 * N / (0.125e12 / 2))
    assert p.memory_seconds == pytest.approx(FIR_WORK.bytes / 288e9)
    assert p.bound == "FP64" and p.seconds == pytest.approx(p.compute_seconds["FP64"])
    fused = predict(fake_metrics("nvptx", FIR_FUSED), a2000, FIR_WORK)
    assert speedup(p, fused) == pytest.approx(2.0)  # 32 slots -> 16 slots
    assert p.label == LABEL == "modelled"


def test_h100_fir_is_memory_bound_so_fusion_predicts_no_speedup():
    h100 = REG["h100"]
    s = predict(fake_metrics("nvptx", FIR_STRICT), h100, FIR_WORK)
    f = predict(fake_metrics("nvptx", FIR_FUSED), h100, FIR_WORK)
    assert s.bound == f.bound == "memory"
    assert speedup(s, f) == pytest.approx(1.0)
    assert any("fits in the 50 MB L2" in n for n in s.notes)  # 16 MB working set


def test_measured_bandwidth_is_used_and_named():
    p = predict(fake_metrics("nvptx", FIR_STRICT), REG["h200"], FIR_WORK)
    assert p.figures_used["bandwidth_gbs"] == "4300 (measured)"
    assert p.memory_seconds == pytest.approx(FIR_WORK.bytes / 4300e9)


def test_nvptx_division_expands_and_special_functions_use_the_sfu_rate():
    w = stage_work(fake_metrics("nvptx", {"f64.div": 1, "approx.transcendental": 2}), "k_main_entry", 10)
    assert (w.fp64_slots, w.sfu_ops) == (9, 3)
    w = stage_work(fake_metrics("amdgpu", {"f64.div": 3, "approx.reciprocal": 1}), "k_main_entry", 10)
    assert (w.fp64_slots, w.sfu_ops) == (3, 1)  # AMDGCN is already expanded
    work = Workload("k", "default", {"k_main_entry": N}, bytes=1.0)
    p = predict(fake_metrics("nvptx", {"approx.transcendental": 1}), REG["h100"], work)
    assert p.bound == "SFU"
    assert p.seconds == pytest.approx(N / (67e12 / 2 * 0.125))


def test_inner_loops_scale_counts_to_the_spec_flops():
    m = fake_metrics("nvptx", {"f64.fma": 4}, loops=2)  # grid-stride loop + an inner loop
    work = Workload("gemm", "default", {"k_main_entry": 100}, bytes=1.0, flops=2 * 1200 * 100)
    p = predict(m, REG["h100"], work)
    assert p.scale == pytest.approx(2 * 1200 * 100 / (8 * 100))
    assert p.compute_seconds["FP64"] == pytest.approx(1200 * 100 / (34e12 / 2))
    assert any("inner loops" in n for n in p.notes)
    no_loop = predict(fake_metrics("nvptx", {"f64.fma": 4}), REG["h100"], work)
    assert no_loop.scale == 1.0


def test_host_has_no_figures_and_missing_entries_are_reported():
    with pytest.raises(ModelUnavailable, match="no fp64_tflops figure"):
        predict(fake_metrics("host", FIR_STRICT), REG["host"], FIR_WORK)
    with pytest.raises(ModelUnavailable, match="no machine code for entry point other"):
        predict(fake_metrics("nvptx", FIR_STRICT), REG["h100"], Workload("k", "d", {"other": 1}, 1.0))


def test_measurement_beside_the_model():
    p = predict(fake_metrics("nvptx", FIR_STRICT), REG["h200"], FIR_WORK)
    c = compare(p, 2 * p.seconds, "measured on h200")
    assert c.ratio == pytest.approx(2.0)
    assert "modelled" in c.line() and "measured/modelled 2.00" in c.line()
    text = describe(p, strict=p, measured=c)
    assert text.startswith("modelled ") and "speedup 1.00x" in text and "measured/modelled 2.00" in text
    with pytest.raises(ValueError):
        compare(p, 0.0)
