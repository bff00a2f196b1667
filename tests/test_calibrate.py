"""fpsem.speed.calibrate: the calibration kernels assemble, the fit recovers known parameters, and fitting
reads only calibration launches (never a suite kernel's measured time)."""

from __future__ import annotations

import math
import shutil
import subprocess

import pytest

from fpsem.compiler.targets import load_targets
from fpsem.speed import calibrate as C
from fpsem.speed.model import MACHINE_FIGURES

H200 = load_targets()["h200"]
BASE = {n: H200.figure(n).value for n in MACHINE_FIGURES}
TRUE = {"bandwidth_gbs": 4100.0, "dram_latency_ns": 900.0, "l2_gbs": 9000.0, "l2_latency_ns": 300.0,
        "l2_resident_mb": 35.0, "l1_cycles_per_load": 2.0, "l1_bytes_per_clk": 96.0,
        "memory_overlap_p": 2.0}
UNITS = 132


def launch_rows() -> list[dict]:
    """The launches calibrate.measure makes (their descriptions), without times."""
    rows = [{"kind": "empty", "launches": n, "grid": UNITS, "block": 256} for n in (1, 2, 4)]
    rows += [{"kind": "empty", "launches": 1, "grid": bpu * UNITS, "block": 256} for bpu in C.EMPTY_BLOCKS_PER_UNIT]
    for width in (4, 8, 16):
        for nbytes in C.COPY_ARRAY_BYTES:
            for timing in ("cold", "warm"):
                rows.append({"kind": "copy", "width": width, "array_bytes": nbytes, "points": nbytes // width,
                             "timing": timing, "grid": math.ceil(nbytes // width / 256), "block": 256})
    for width in (4, 8):
        for bpu in C.INFLIGHT_BLOCKS_PER_UNIT:
            rows.append({"kind": "copy", "width": width, "array_bytes": C.INFLIGHT_BYTES,
                         "points": C.INFLIGHT_BYTES // width, "timing": "cold", "grid": bpu * UNITS, "block": 256})
        for n in C.SHIFT_POINTS:
            rows.append({"kind": "shift", "width": width, "points": n, "taps": 16, "timing": "warm",
                         "grid": math.ceil(n / 256), "block": 256})
    for op in C.EXPANDED_OPS:
        rows.append({"kind": "chain", "op": op, "chains": 4, "grid": UNITS * 4, "block": 256, "iters": 512,
                     "unroll": 16})
    for op in C.CHAIN_OPS:
        rows.append({"kind": "chain", "op": op, "chains": 1, "grid": UNITS, "block": 32, "iters": 4096, "unroll": 16})
        rows.append({"kind": "chain", "op": op, "chains": 4, "grid": UNITS * 8, "block": 256, "iters": 4096,
                     "unroll": 16})
    return rows


def synthetic(launch_us: float = 2.2, lat_ns: dict | None = None, block_ns: float = 60.0) -> dict:
    """Calibration output whose times the model itself produces from TRUE (a known answer for the fit)."""
    lat_ns = lat_ns or {"fma_f64": 4.0, "fma_f32": 2.1, "rsqrt_f32": 9.0}
    rate = {"fma_f64": 16e12, "fma_f32": 32e12, "rsqrt_f32": 4e12,  # ops/s
            "div_f64": 16e12 / 15, "div_f32": 32e12 / 17, "sqrt_f64": 16e12 / 15, "sqrt_f32": 32e12 / 12}
    base = dict(BASE, launch_us=launch_us, block_ns=block_ns)
    rows = []
    for r in launch_rows():
        if r["kind"] == "empty":
            t = (launch_us * 1e-6 + (r["launches"] - 1) * 1.3e-6
                 + math.ceil(r["grid"] / UNITS) * block_ns * 1e-9 * r["launches"])
        elif r["kind"] == "chain":
            ops = r["iters"] * r["unroll"]
            t = launch_us * 1e-6 + block_ns * 1e-9 * math.ceil(r["grid"] / UNITS) + (
                ops * lat_ns[r["op"]] * 1e-9 if r["chains"] == 1
                                    else r["grid"] * r["block"] * r["chains"] * ops / rate[r["op"]])
        else:
            t = C.memory_model_seconds(TRUE, base, UNITS, r)
        rows.append({**r, "median_ms": t * 1e3})
    return {"device": {"sm_count": UNITS, "name": "synthetic"}, "rows": rows}


@pytest.mark.slow
def test_fit_recovers_the_parameters_that_made_the_data():
    figs, quality = C.fit(synthetic(), BASE)
    got = {f.name: f.value for f in figs}
    assert got["launch_us"] == pytest.approx(2.2, rel=1e-6)
    assert got["block_ns"] == pytest.approx(60.0, rel=1e-6)
    assert got["launch_next_us"] == pytest.approx(1.3, rel=1e-6)
    assert got["fp64_latency_ns"] == pytest.approx(4.0, rel=1e-6)
    assert got["fp32_tflops"] == pytest.approx(64.0, rel=1e-6)  # 32e12 FMA/s = 64 TFLOP/s
    assert got["sfu_tops"] == pytest.approx(4.0, rel=1e-6)
    # div/sqrt priced in FMA slots: the ratio of per-operation times over whole launches of different sizes
    assert got["div_f64_slots"] == pytest.approx(15, rel=1e-3) and got["sqrt_f32_slots"] == pytest.approx(12, rel=1e-3)
    assert quality["max_abs_rel_error"] < 0.02
    for k in ("bandwidth_gbs", "l2_gbs", "dram_latency_ns"):
        assert got[k] == pytest.approx(TRUE[k], rel=0.05), k
    assert all(f.source in ("measured", "fitted") for f in figs)


@pytest.mark.slow
def test_fitting_reads_only_calibration_launches():
    """Rows of suite kernels (any kind the calibration does not make) change nothing in the fit."""
    cal = synthetic()
    poisoned = {**cal, "rows": cal["rows"] + [
        {"kind": "kernel", "kernel": k, "median_ms": 1e6, "timing": "cold", "width": 8, "points": 10, "grid": 1,
         "block": 256} for k in ("fir", "daxpy", "gemm")]}
    a, _ = C.fit(cal, BASE)
    b, _ = C.fit(poisoned, BASE)
    assert [(f.name, f.value) for f in a] == [(f.name, f.value) for f in b]


def test_a_chain_no_slower_than_an_empty_launch_is_refused():
    cal = synthetic()
    for r in cal["rows"]:
        if r["kind"] == "chain" and r["op"] == "fma_f64" and r["chains"] == 1:
            r["median_ms"] = 1e-4
    with pytest.raises(ValueError, match="broken measurement"):
        C.fit(cal, BASE)


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="no ptxas")
@pytest.mark.parametrize("name", sorted(C.all_ptx()))
def test_calibration_kernels_assemble(name, tmp_path):
    src = tmp_path / "k.ptx"
    src.write_text(C.all_ptx()[name])
    r = subprocess.run(["ptxas", "-arch=sm_90", "-o", str(tmp_path / "k.cubin"), str(src)], capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr


def test_fetch_granularity_from_the_gathers_and_atomics_per_lane():
    # synthetic gathers on a 4000 GB/s, 2 us-launch GPU that fetches 64 bytes per sparsely read sector
    bw, launch, n = 4000.0, 2.0, 1 << 22

    def row(stride: int, dram_per_point: float) -> dict:
        return {"kind": "gather", "stride": stride, "points": n,
                "median_ms": (launch * 1e-6 + n * (dram_per_point + 4) / (bw * 1e9)) * 1e3}

    rows = [row(32, 32), row(64, 64), row(128, 64)]
    (f,) = C.fetch_figures(rows, bw, launch)
    assert f.name == "dram_fetch_bytes" and f.value == 64 and f.source == "measured"
    assert C.fetch_figures([row(128, 32)], bw, launch)[0].value == 32
    # the kernel's own overhead (10 % beyond the copies' bandwidth: the H200's 35 / 71 / 81 B per point) cancels
    # against the dense gather: 81 x 32 / 35 = 74 B, a 64-byte fetch
    assert C.fetch_figures([row(32, 35), row(64, 71), row(128, 81)], bw, launch)[0].value == 64
    assert C.fetch_figures([], bw, launch) == []
    # every lane of 2^16..2^20 threads on one address at 1.5 ns per lane atomic: the slope is the unit time
    atoms = [{"kind": "atomic", "spread": False, "points": p, "median_ms": (3e-6 + p * 1.5e-9) * 1e3}
             for p in (1 << 16, 1 << 18, 1 << 20)]
    (a,) = C.atomic_figures(atoms)
    assert a.name == "atomic_same_ns" and a.value == pytest.approx(1.5)


def test_cold_start_is_what_cold_copies_take_beyond_the_trace_driven_memory_terms():
    # synthetic cold copies timed as the trace-driven model's memory system term plus 0.8 us: the start recovered
    vals = {"bandwidth_gbs": 4000.0, "dram_latency_ns": 500.0, "l2_latency_ns": 300.0, "l2_resident_mb": 36.0,
            "launch_us": 2.5, "int_latency_ns": 2.0, "l2_gbs": 8000.0, "clock_ghz": 1.98, "issue_per_clk": 4,
            "block_ns": 80.0, "warp_size": 32, "memory_overlap_p": 1.2, "l1_bytes_per_clk": 128.0,
            "max_threads_per_unit": 2048, "max_blocks_per_unit": 32, "regs_per_unit": 65536,
            "fp32_tflops": 60.0, "fp64_tflops": 30.0, "l1_latency_ns": 17.0}
    rows = []
    for width in (4, 8, 16):
        for mib in (1, 4, 8, 16, 64):
            n = (mib << 20) // width
            row = {"kind": "copy", "width": width, "array_bytes": mib << 20, "points": n, "timing": "cold",
                   "grid": n // 256, "block": 256}
            st = C.copy_stage(vals, 132, row)
            row["median_ms"] = (st.terms["launch"] + st.terms["memory_system"] + 0.8e-6) * 1e3
            rows.append(row)
    (f,) = C.cold_start_figures(rows, vals, 132)
    assert f.name == "cold_start_us" and f.value == pytest.approx(0.8, abs=1e-6) and f.source == "fitted"
    assert "12 cold copies" in f.note  # 1-16 MiB only: the 64 MiB arrays do not fit the L2 warm
    assert C.cold_start_figures([r for r in rows if r["array_bytes"] > 16 << 20], vals, 132) == []
    # a stage whose data come from the L2 pays no start; one that reads DRAM pays the target's
    from fpsem.speed.dynamic_model import stage_terms
    from fpsem.speed.execution import DynamicWork
    from fpsem.speed.memtrace import MemorySummary
    from fpsem.speed.model import Machine

    m = Machine(132, vals, 0.125, {})
    dram = MemorySummary((), 0.0, 0.0, 0.0, 1e6, 1e6, 1e6, 0.0, "dram")
    l2 = MemorySummary((), 0.0, 0.0, 0.0, 1e6, 0.0, 1e6, 1.0, "l2")
    kw = {"entry": "k", "threads": 1 << 20, "block": 256, "registers": 16, "warp_serial_s": 1e-6, "first": True}
    with_dram = stage_terms(m, None, DynamicWork(), dram, **kw)
    assert with_dram.terms["start"] == 0.0  # no target: the default, no start-up
    from fpsem.compiler.targets import load_targets

    h200 = load_targets()["h200"]
    assert stage_terms(m, h200, DynamicWork(), dram, **kw).terms["start"] == pytest.approx(
        h200.figure("cold_start_us").value * 1e-6)
    assert stage_terms(m, h200, DynamicWork(), l2, **kw).terms["start"] == 0.0


VALS = {"bandwidth_gbs": 4000.0, "dram_latency_ns": 500.0, "l2_latency_ns": 300.0, "l2_resident_mb": 36.0,
        "launch_us": 2.5, "int_latency_ns": 2.0, "l2_gbs": 8000.0, "clock_ghz": 1.98, "issue_per_clk": 4,
        "block_ns": 80.0, "warp_size": 32, "memory_overlap_p": 1.2, "l1_bytes_per_clk": 118.0,
        "max_threads_per_unit": 2048, "max_blocks_per_unit": 32, "regs_per_unit": 65536,
        "fp32_tflops": 60.0, "fp64_tflops": 30.0, "l1_latency_ns": 17.0, "cold_start_us": 0.9}


def test_l1_patterns_touch_the_lines_they_are_named_for():
    from fpsem.speed.memtrace import request_geometry

    def lines(width: int, pattern: str) -> list[int]:
        return [request_geometry([o + lane * width for lane in range(32)], width)[1]
                for o in C.l1_offsets(width, pattern)]

    assert lines(4, "aligned") == [1] * 16 and lines(8, "aligned") == [2] * 16
    assert lines(4, "offset") == [2] * 16 and lines(8, "offset") == [3] * 16
    assert lines(4, "taps") == [1] + [2] * 15 and lines(8, "taps") == [2] + [3] * 15
    # every request of a trip stays inside the trip's region (the regions do not overlap)
    for w in (4, 8):
        for p in C.L1_PATTERNS:
            assert max(C.l1_offsets(w, p)) + 32 * w <= C.l1_region_bytes(w)
    with pytest.raises(ValueError, match="unknown L1 pattern"):
        C.l1_offsets(4, "diagonal")


def test_miss_path_fit_recovers_the_cycles_that_made_the_shifts():
    # DRAM-scale shifts timed by the trace-driven terms at 1.5 cycles per waiting request: the fit finds 1.5;
    # the L2-resident shifts take no part in it
    rows = []
    for width in (4, 8):
        for n in C.SHIFT_POINTS:
            row = {"kind": "shift", "width": width, "points": n, "taps": 16, "timing": "warm",
                   "grid": math.ceil(n / 256), "block": 256}
            row["median_ms"] = C.shift_stage({**VALS, "l1_miss_cycles": 1.5}, UNITS, row).seconds * 1e3
            rows.append(row)
    (f,) = C.miss_figures(rows, VALS, UNITS)
    assert f.name == "l1_miss_cycles" and f.source == "fitted"
    assert f.value == pytest.approx(1.5, abs=0.01)
    assert "4-byte" in f.note and "8-byte" in f.note
    assert C.miss_figures([r for r in rows if r["points"] < C.MISS_SHIFT_POINTS], VALS, UNITS) == []
    # the 4-byte shift from DRAM is slower with the term than without; the 8-byte one is bound by its bytes
    big = {r["width"]: r for r in rows if r["points"] >= C.MISS_SHIFT_POINTS}
    t = {(w, c): C.shift_stage({**VALS, "l1_miss_cycles": c}, UNITS, big[w]).terms["L1"] for w in (4, 8)
         for c in (0.0, 1.5)}
    assert t[(4, 1.5)] > 1.3 * t[(4, 0.0)]
    assert t[(8, 1.5)] == t[(8, 0.0)]


def test_memory_fit_leaves_the_dram_scale_shifts_to_the_miss_path():
    rows = [r for r in synthetic()["rows"] if r["kind"] in ("copy", "shift")]
    assert any(r["kind"] == "shift" and r["points"] >= C.MISS_SHIFT_POINTS for r in rows)
    slow = [dict(r, median_ms=r["median_ms"] * (10 if r["kind"] == "shift" and r["points"] >= C.MISS_SHIFT_POINTS
                                                else 1)) for r in rows]
    vals = dict(BASE, launch_us=2.2, block_ns=60.0)
    assert C.fit_memory(rows, vals, UNITS)[0] == C.fit_memory(slow, vals, UNITS)[0]


def test_the_miss_path_prices_waiting_load_requests_in_stages_that_read_dram():
    from fpsem.compiler.targets import load_targets
    from fpsem.speed.dynamic_model import stage_terms
    from fpsem.speed.execution import DynamicWork
    from fpsem.speed.memtrace import MemorySummary, OpTraffic
    from fpsem.speed.model import Machine

    h200 = load_targets()["h200"]
    c = h200.figure("l1_miss_cycles").value
    m = Machine(132, VALS, 0.125, {})
    req = 1e6

    def op(kind: str, waiting: float) -> OpTraffic:  # 4-byte lanes on one line: 1.08 cycles on the hit path
        return OpTraffic("o", "b", kind, "x", req, 4 * req, req, 128 * req, 0.5, 1, req, 0.0, waiting)

    def l1(level: str, *ops: OpTraffic) -> float:
        mem = MemorySummary(ops, req * len(ops), req * len(ops), 128 * req * len(ops), 1e6,
                            1e6 if level == "dram" else 0.0, 1e6, 0.0, level)
        st = stage_terms(m, h200, DynamicWork(), mem, entry="k", threads=1 << 20, block=256, registers=16,
                         warp_serial_s=1e-6, first=True)
        return st.terms["L1"] * 132 * VALS["clock_ghz"] * 1e9 / req  # cycles per request

    hit = 128 / VALS["l1_bytes_per_clk"]
    assert l1("dram", op("load", 1.0)) == pytest.approx(max(hit, c))
    assert l1("dram", op("load", 0.5)) == pytest.approx(max(hit, 0.5 * c))
    assert l1("dram", op("load", 0.0)) == pytest.approx(hit)
    assert l1("l2", op("load", 1.0)) == pytest.approx(hit)  # L2-resident stages: the hit path alone
    assert l1("dram", op("store", 1.0)) == pytest.approx(hit)  # stores write through: no miss path
