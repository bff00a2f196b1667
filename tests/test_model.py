"""The calibrated performance model (fpsem.speed.model): each term against hand-computed cases.

A synthetic target with round figures (100 SMs at 1 GHz, 1000 GB/s DRAM, ...) keeps the
arithmetic checkable by hand and independent of the registry's calibrated values.
"""

from __future__ import annotations

import math

import pytest

from fpsem.compiler import code_metrics as M
from fpsem.compiler.backends import backend_for
from fpsem.compiler.critical_path import AMDGCN_CHAINS, PTX_CHAINS, paths
from fpsem.compiler.targets import load_targets, parse_target
from fpsem.core.errors import UsageError
from fpsem.speed.bands import band_for, parse_bands
from fpsem.speed.model import (
    LABEL,
    Band,
    ModelUnavailable,
    Workload,
    compare,
    describe,
    machine,
    predict,
    resident_blocks,
    speedup,
    stage_work,
)

FIGS = {
    "fp64_tflops": 1.0, "fp32_tflops": 2.0, "bandwidth_gbs": 1000.0, "l2_mb": 50.0, "clock_ghz": 1.0,
    "launch_us": 2.0, "launch_next_us": 1.0, "block_ns": 10.0, "dram_latency_ns": 500.0, "l2_gbs": 4000.0, "l2_latency_ns": 100.0, "l2_resident_mb": 40.0,
    "l1_bytes_per_clk": 128.0, "l1_cycles_per_load": 1.0, "l1_latency_ns": 20.0, "issue_per_clk": 4.0,
    "fp64_latency_ns": 4.0, "fp32_latency_ns": 2.0, "sfu_latency_ns": 10.0, "int_latency_ns": 1.0,
    "memory_overlap_p": 8.0, "max_threads_per_unit": 2048.0, "max_blocks_per_unit": 32.0, "regs_per_unit": 65536.0, "warp_size": 32.0,
}


def target(**over: float):
    figs = {k: {"value": v, "source": "architecture"} for k, v in {**FIGS, **over}.items()}
    return parse_target("toy", {"description": "toy GPU", "kind": "nvptx", "triple": "nvptx64-nvidia-cuda",
                                "cpu": "sm_90", "units": 100, "figures": figs,
                                "sfu_per_fp32": {"value": 0.125, "source": "architecture"}})


ENTRY = "k_main_entry"


def metrics(groups: dict[str, int], chain: dict[str, float], loads: int = 0, load_bytes: int = 0,
            registers: int = 16, loops: int = 1) -> M.Metrics:
    seq = [g for g, n in groups.items() for _ in range(n)]
    h = M.histogram(seq)
    path = {"chain": {"f64": 0, "f32": 0, "sfu": 0, "int": 0, "mem": 0, **chain}, "global_loads": loads,
            "global_load_bytes": load_bytes}
    return M.Metrics("nvptx", h, {}, len(seq), functions={ENTRY: h}, loops={ENTRY: loops},
                     resources={ENTRY: M.Resources(registers, 0, 0)}, paths={ENTRY: path})


def work(points: int, nbytes: float, flops: float | None = None, footprint: float | None = None,
         reduce: bool = False) -> Workload:
    return Workload("k", "default", {ENTRY: points}, nbytes, flops, frozenset({ENTRY}) if reduce else frozenset(),
                    footprint)


def test_memory_bound_stream():
    # 1e7 points, 24 B each, one load level deep: 240 us of DRAM traffic at 1000 GB/s
    m = metrics({"f64.add": 1, "f64.mul": 1, "load": 2, "store": 1}, {"mem": 1, "f64": 2}, 2, 16)
    p = predict(m, target(), work(10_000_000, 24e7))
    st = p.stage_times[0]
    assert st.terms["memory"] == pytest.approx(240e-6)
    # 16 registers: 2048 threads per SM -> 8 blocks of 256; 39063 blocks over 800 per wave -> 49 waves
    assert st.resident_blocks == 8 and st.waves == 49
    assert st.terms["latency"] == pytest.approx(49 * (500e-9 + 2 * 4e-9))
    # the memory system: memory and latency combined as a p-norm (p = 8 here); the pipes (fill + blocks:
    # 391 blocks per SM x 10 ns) are shorter
    assert st.terms["blocks"] == pytest.approx(391 * 10e-9) and st.terms["fill"] == pytest.approx(500e-9)
    lat = st.terms["latency"]
    assert p.bound == "memory" and p.seconds == pytest.approx(2e-6 + (240e-6 ** 8 + lat ** 8) ** (1 / 8))
    assert p.label == LABEL == "modelled" and p.timing == "cold"


def test_compute_bound_fp64():
    # 100 FP64 slots per point, 1e6 points, 1 TFLOP/s FP64 = 5e11 slots/s -> 200 us
    m = metrics({"f64.fma": 100}, {"mem": 1, "f64": 100}, 1, 8)
    p = predict(m, target(), work(1_000_000, 16e6))
    assert p.compute_seconds["FP64"] == pytest.approx(200e-6)
    assert p.bound == "FP64" and p.seconds == pytest.approx(2e-6 + 500e-9 + 200e-6)


def test_latency_bound_serial_chain_and_contraction_shortens_it():
    # 25600 points (an eighth of a wave), a serial chain of 1000 FP64 ops; FP64 throughput is plentiful
    strict = metrics({"f64.add": 500, "f64.mul": 500}, {"mem": 1, "f64": 1000}, 1, 8)
    fused = metrics({"f64.fma": 500}, {"mem": 1, "f64": 500}, 1, 8)
    tgt = target(fp64_tflops=100.0)
    w = work(25_600, 25_600 * 16.0)
    ps, pf = predict(strict, tgt, w), predict(fused, tgt, w)
    assert ps.stage_times[0].waves == 1
    assert ps.bound == pf.bound == "latency"
    assert ps.stage_times[0].terms["latency"] == pytest.approx(500e-9 + 1000 * 4e-9)
    assert pf.stage_times[0].terms["latency"] == pytest.approx(500e-9 + 500 * 4e-9)
    assert speedup(ps, pf) == pytest.approx((2e-6 + 4.5e-6) / (2e-6 + 2.5e-6))


def test_l2_resident_when_warm_and_the_footprint_fits():
    m = metrics({"f64.add": 1, "load": 2}, {"mem": 1, "f64": 1}, 2, 16)
    w = work(1_000_000, 24e6, footprint=24e6)  # 24 MB <= 40 MB resident
    cold, warm = predict(m, target(), w, "cold"), predict(m, target(), w, "warm")
    assert cold.stage_times[0].level == "dram" and warm.stage_times[0].level == "l2"
    assert cold.memory_seconds == pytest.approx(24e6 / 1000e9)
    assert warm.memory_seconds == pytest.approx(24e6 / 4000e9)
    assert warm.stage_times[0].terms["latency"] < cold.stage_times[0].terms["latency"]
    big = work(1_000_000, 24e6, footprint=60e6)  # does not fit: DRAM even when warm
    assert predict(m, target(), big, "warm").stage_times[0].level == "dram"
    assert "timing warm" in " ".join(warm.notes) and warm.to_json()["timing"] == "warm"
    with pytest.raises(UsageError, match="unknown timing convention"):  # one check, one error type (core.timing)
        predict(m, target(), w, "lukewarm")


def test_small_launch_is_launch_bound_and_a_partial_wave_costs_a_whole_one():
    m = metrics({"f64.add": 1, "load": 1}, {"mem": 1, "f64": 1}, 1, 8)
    tiny = predict(m, target(), work(1000, 16e3))
    # fill + the largest pipe term (one block per SM: 10 ns) is under the 2 us launch
    assert tiny.bound == "launch" and tiny.seconds == pytest.approx(2e-6 + 500e-9 + 10e-9)
    one_wave = 800 * 256  # 100 SMs x 8 blocks x 256 threads
    a = predict(m, target(), work(one_wave, 16.0 * one_wave)).stage_times[0]
    b = predict(m, target(), work(one_wave + 256, 16.0 * (one_wave + 256))).stage_times[0]
    assert (a.waves, b.waves) == (1, 2)
    assert b.terms["latency"] == pytest.approx(2 * a.terms["latency"])


def test_l1_term_counts_overlapping_loads_from_the_code():
    # FIR-like: 16 loads of 8 B per point; a warp load costs 1 + 32*8/128 = 3 cycles of its SM
    m = metrics({"f64.fma": 16, "load": 16}, {"mem": 1, "f64": 16}, 16, 128)
    p = predict(m, target(), work(10_000_000, 16e7))
    assert p.stage_times[0].terms["L1"] == pytest.approx(1e7 * 16 / 32 * 3 / (100 * 1e9))


def test_occupancy_from_registers():
    mm = machine(target())
    assert resident_blocks(mm, 256, 16) == 8     # thread limit
    assert resident_blocks(mm, 256, 64) == 4     # 64 regs x 256 threads = 16384 per block
    assert resident_blocks(mm, 256, 33) == 6     # 33 -> allocated as 40 per thread (256 per warp)
    assert resident_blocks(mm, 32, 16) == 32     # block limit
    assert resident_blocks(mm, 256, None) == 8


def test_reduction_writes_partials_on_a_capped_grid():
    m = metrics({"f64.add": 1, "load": 1}, {"mem": 1, "f64": 1}, 1, 8)
    p = predict(m, target(), work(100_000_000, 8e8, reduce=True))
    st = p.stage_times[0]
    # grid capped at 4 waves of resident blocks: 4 x 100 x 8 blocks x 256 threads
    assert st.threads == 4 * 100 * 8 * 256
    assert st.points_per_thread == pytest.approx(1e8 / st.threads)
    assert p.bytes == pytest.approx(8e8 + st.threads * 8)


def test_inner_loops_scale_counts_to_the_spec_flops():
    m = metrics({"f64.fma": 4}, {"mem": 1, "f64": 4}, 2, 16, loops=2)
    p = predict(m, target(), work(100, 1.0, flops=2 * 1200 * 100))
    assert p.scale == pytest.approx(2 * 1200 * 100 / (8 * 100))
    assert p.compute_seconds["FP64"] == pytest.approx(1200 * 100 / 0.5e12)
    assert any("inner loops" in n for n in p.notes)


def test_nvptx_division_expands_and_special_functions_use_the_sfu_rate():
    w = stage_work(metrics({"f64.div": 1, "approx.transcendental": 2}, {}), ENTRY, 10)
    assert (w.fp64_slots, w.sfu_ops) == (9, 3)
    m = metrics({"approx.transcendental": 1}, {"sfu": 1}, 0, 0)
    p = predict(m, target(fp32_tflops=0.02), work(1_000_000, 1.0))
    assert p.bound == "SFU"
    assert p.compute_seconds["SFU"] == pytest.approx(1e6 / (0.01e12 * 0.125))


def test_measured_division_price_replaces_the_default_expansion():
    m = metrics({"f64.div": 1}, {"f64": 10})
    assert stage_work(m, ENTRY, 1).fp64_slots == 9  # default: 9 FMA slots + 1 MUFU op
    tgt = target(div_f64_slots=14.5)
    p = predict(m, tgt, work(1_000_000, 1.0))
    assert p.stages[0].fp64_slots == 14.5 and p.stages[0].sfu_ops == 0
    assert p.compute_seconds["FP64"] == pytest.approx(1e6 * 14.5 / 0.5e12)


def test_targets_without_figures_and_missing_entries_are_reported():
    reg = load_targets()
    with pytest.raises(ModelUnavailable, match="has no fp64_tflops"):
        predict(metrics({"f64.add": 1}, {}), reg["host"], work(10, 1.0))
    with pytest.raises(ModelUnavailable, match="no machine code for entry point other"):
        predict(metrics({"f64.add": 1}, {}), target(), Workload("k", "d", {"other": 1}, 1.0))


def test_every_gpu_target_of_the_registry_has_a_model():
    for t in load_targets().values():
        if t.is_gpu:
            assert machine(t).units == t.units


def test_measurement_beside_the_model_and_the_band_in_the_text():
    m = metrics({"f64.add": 1, "load": 1}, {"mem": 1, "f64": 1}, 1, 8)
    p = predict(m, target(), work(1_000_000, 16e6), band=Band(0.2, "±20 %, validated on NVIDIA H200, 2026-12-03"))
    c = compare(p, 2 * p.seconds, "measured on h200")
    assert c.ratio == pytest.approx(2.0)
    assert "modelled" in c.line() and "measured/modelled 2.00" in c.line()
    text = describe(p, strict=p, measured=c)
    assert text.startswith("modelled ") and "±20 %, validated on NVIDIA H200" in text
    assert "speedup 1.00x" in text and "measured/modelled 2.00" in text
    assert p.to_json()["error_band"] == {"relative": 0.2, "text": "±20 %, validated on NVIDIA H200, 2026-12-03"}
    with pytest.raises(ValueError):
        compare(p, 0.0)


def test_bands_file_and_borrowed_bands(tmp_path):
    f = tmp_path / "b.toml"
    f.write_text('[h200]\ncold = { p90 = 0.25, median = 0.1, date = "2026-12-03", device = "NVIDIA H200", '
                 'command = "x" }\n[a2000]\nborrow = "h200"\n')
    b = band_for("h200", "cold", f)
    assert b.rel == 0.25 and b.text == "±25 %, validated on NVIDIA H200, 2026-12-03"
    a = band_for("a2000", "cold", f)
    assert a.rel == 0.25 and a.text == "±25 %, validated on NVIDIA H200 2026-12-03, not on a2000"
    assert band_for("h200", "warm", f) is None
    from fpsem.core.errors import UsageError

    with pytest.raises(UsageError, match="needs p90"):
        parse_bands({"h200": {"cold": {"p90": 0.1}}})


PTX_CHAIN = """
.visible .entry k(.param .u64 p)
{
	ld.param.u64 %rd1, [p];
	ld.global.nc.f64 %fd1, [%rd1];
	ld.global.nc.f64 %fd2, [%rd1+8];
	mul.rn.f64 %fd3, %fd1, %fd2;
	add.rn.f64 %fd4, %fd3, %fd1;
	mul.rn.f64 %fd5, %fd2, %fd2;
	add.rn.f64 %fd6, %fd4, %fd5;
	st.global.f64 [%rd1], %fd6;
	ret;
}
"""
PTX_FUSED = PTX_CHAIN.replace("mul.rn.f64 %fd3, %fd1, %fd2;\n\tadd.rn.f64 %fd4, %fd3, %fd1;",
                              "fma.rn.f64 %fd4, %fd1, %fd2, %fd1;")


def test_critical_path_of_ptx_counts_the_dependent_chain():
    p = paths(M.read_ptx(PTX_CHAIN), PTX_CHAINS)["k"]
    # load -> mul -> add -> add: 3 FP64 ops and one load level on the longest chain
    assert p.chain["f64"] == 3 and p.chain["mem"] == 1
    assert p.global_loads == 2 and p.global_load_bytes == 16
    fused = paths(M.read_ptx(PTX_FUSED), PTX_CHAINS)["k"]
    assert fused.chain["f64"] == 2


def test_critical_path_of_amdgcn_follows_register_ranges():
    asm = """\t.type k,@function
k:
\tglobal_load_dwordx2 v[0:1], v[4:5], off
\tv_mul_f64 v[2:3], v[0:1], v[0:1]
\tv_add_f64 v[2:3], v[2:3], v[0:1]
\tglobal_store_dwordx2 v[4:5], v[2:3], off
\ts_endpgm
"""
    p = paths(M.read_amdgcn(asm), AMDGCN_CHAINS)["k"]
    assert p.chain["f64"] == 2 and p.chain["mem"] == 1 and p.global_load_bytes == 8


def test_metrics_carry_paths_through_json():
    m = M.machine_metrics("nvptx", backend_for("nvptx").reader, PTX_CHAIN)
    assert m.paths["k"]["chain"]["f64"] == 3
    assert M.Metrics.from_json(m.to_json()).paths == m.paths
    assert math.isclose(M.Metrics.from_json({**m.to_json(), "paths": {}}).paths.get("k", {}).get("x", 0), 0)


# ----------------------------------------------------------------------------- properties

from hypokit import examples
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st


@settings(max_examples=examples(60), deadline=None)
@given(points=st.integers(1, 50_000_000), bpp=st.floats(0.0, 64.0), slots=st.integers(0, 64),
       chain=st.integers(0, 64), regs=st.integers(8, 255), extra=st.floats(1.0, 4.0))
def test_more_work_never_takes_less_time(points, bpp, slots, chain, regs, extra):
    tgt = target()
    m = metrics({"f64.fma": slots, "load": 2}, {"mem": 1, "f64": chain}, 2, 16, registers=regs)
    more = metrics({"f64.fma": slots + 4, "load": 2}, {"mem": 1, "f64": chain + 4}, 2, 16, registers=regs)
    base = predict(m, tgt, work(points, bpp * points))
    assert base.seconds >= 2e-6  # never under the launch
    assert predict(m, tgt, work(points, bpp * points * extra)).seconds >= base.seconds * (1 - 1e-12)
    assert predict(more, tgt, work(points, bpp * points)).seconds >= base.seconds * (1 - 1e-12)
    warm = predict(m, tgt, work(points, bpp * points, footprint=1e6), "warm")
    cold = predict(m, tgt, work(points, bpp * points, footprint=1e6), "cold")
    assert warm.seconds <= cold.seconds * (1 + 1e-12)  # the L2 is at least as fast as DRAM here
