"""The trace-driven model (fpsem.speed.execution, memtrace, dynamic_model, explain) on hand-built traces.

The traces here are written by hand (what the tracer reports for a few sampled warps), so every
count can be checked by arithmetic: sectors of a coalesced and of a strided warp request, L1 hits
of overlapping loads, same-address atomics, block counts placed on real machine code.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fpsem
from fpsem.compiler.targets import load_targets
from fpsem.kernels.registry import load_kernel
from fpsem.speed.dynamic_model import predict_traced, stage_terms
from fpsem.speed.execution import CountsUnavailable, DynamicWork, MemoryOp, StageTrace, WarpAccess, dynamic_work, place_counts
from fpsem.speed.explain import change_text, compare_profiles, explain, report_section, text
from fpsem.speed.memtrace import LRU, CacheGeometry, MemorySummary, _bank_cycles, bank_conflicts, request_geometry, summarize
from fpsem.speed.model import machine, workload
from fpsem.speed.traces import pack, same_traces, unpack

X, Y = 1 << 30, 2 << 30


def lanes(w: int, n: int | None = None) -> list[int]:
    return [t for t in range(32 * w, 32 * w + 32) if n is None or t < n]


def test_sectors_and_lines_of_one_request():
    # 32 consecutive doubles: 256 bytes = 8 sectors in 2 lines; shifted by one element: 9 sectors, 3 lines
    assert [len(request_geometry([X + 8 * t for t in range(32)], 8)[0]), request_geometry([X + 8 * t for t in range(32)], 8)[1]] == [8, 2]
    s, lines = request_geometry([X + 8 + 8 * t for t in range(32)], 8)
    assert (len(s), lines) == (9, 3)
    # every lane 16 doubles apart (128 bytes): one sector and one line per lane
    s, lines = request_geometry([X + 128 * t for t in range(32)], 8)
    assert (len(s), lines) == (32, 32)
    # CDNA2's 64-byte L1 lines: 64 lanes of doubles, contiguous = 512 bytes = 8 lines
    assert request_geometry([X + 8 * t for t in range(64)], 8, line=64)[1] == 8
    # one address for every lane: one sector
    assert len(request_geometry([X] * 32, 8)[0]) == 1


# Ernst et al.'s gpu-strides/h200.txt, column l1tex__data_pipe_lsu_wavefronts per warp, strides 0-15 elements (each
# lane `stride` elements after the previous one): the L1 data stage's cycles per warp load, measured on the H200
GPU_STRIDES_H200 = {4: [1, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1],
                    8: [2, 2, 4, 2, 8, 2, 4, 2, 16, 2, 4, 2, 8, 2, 4, 2]}


@pytest.mark.parametrize("size", [4, 8])
def test_bank_cycles_reproduce_the_published_h200_stride_data(size):
    got = [bank_conflicts([X + stride * size * t for t in range(32)], size, 32) for stride in range(16)]
    assert got == GPU_STRIDES_H200[size]


def test_bank_cycles_per_pass_and_the_array_form_agree():
    # LTIMES' ell: 25 distinct rows 64 elements apart (one bank), lanes 25-31 re-read rows 0-6: 4-byte loads in one
    # pass read 25 words of one bank; 8-byte loads in two half-warp passes, 16 distinct words each
    ell = [X + (t if t < 25 else t - 25) * 64 for t in range(32)]
    assert bank_conflicts([a * 4 - X * 3 for a in ell], 4, 32) == 25
    assert bank_conflicts([a * 8 - X * 7 for a in ell], 8, 32) == 32
    # 16-byte loads, contiguous: four passes of eight lanes, conflict-free
    assert bank_conflicts([X + 16 * t for t in range(32)], 16, 32) == 4
    # the array form (rows of lanes, -1 inactive) gives the same counts row by row
    import numpy as np

    rng = np.random.default_rng(3)
    for size in (4, 8, 16):
        rows = X + rng.integers(0, 4096, (20, 32)) * size
        got = _bank_cycles(rows, size, 32)
        assert got.tolist() == [bank_conflicts([int(a) for a in r], size, 32) for r in rows]
        # an inactive lane leaves its pass's other lanes where they are: a whole pass inactive costs nothing
        half = rows.copy()
        half[:, 16:] = -1
        assert _bank_cycles(half, size, 32).tolist() == [bank_conflicts([int(a) for a in r[:16]], size, 32)
                                                          for r in rows]
        assert _bank_cycles(rows, size, 0).sum() == 0


def test_lru_hits_and_capacity():
    c = LRU(2)
    assert [c.touch(k) for k in (1, 2, 1, 3, 2, 1)] == [False, False, True, False, False, False]
    # the event form, with the owner of the load that allocated each hit sector (the evicting path and the
    # nothing-evicted path agree with the LRU above)
    import numpy as np

    from fpsem.speed.memtrace import _lru_hits

    sec, own = np.array([1, 2, 1, 3, 2, 1]), np.array([10, 11, 12, 13, 14, 15])
    hit, by = _lru_hits(sec, np.ones(6, bool), 2, own)
    assert hit.tolist() == [False, False, True, False, False, False] and by.tolist() == [-1, -1, 10, -1, -1, -1]
    hit, by = _lru_hits(sec, np.ones(6, bool), 10, own)
    assert hit.tolist() == [False, False, True, False, True, True] and by.tolist() == [-1, -1, 10, -1, 11, 10]
    c = LRU(4)
    assert c.touch(5, allocate=False) is False and c.touch(5) is False  # a store allocates nothing


def _stream_trace(n: int, taps: int = 1, sample: int = 1, kind_sizes: tuple[int, int] = (8, 8)) -> StageTrace:
    """A ``y[i] = sum_k x[i+k]`` stream (``taps`` overlapping loads) over ``n`` points, warps 0, s, 2s, ... traced."""
    threads = -(-n // 256) * 256
    warps = list(range(0, threads // 32, sample))
    loads = []
    for k in range(taps):
        inst = tuple(WarpAccess(w, k, tuple(X + kind_sizes[0] * (t + k) for t in lanes(w, n))) for w in warps)
        loads.append(MemoryOp(f"g.point:{k}", "g.point", "load", kind_sizes[0], "x", inst))
    st = MemoryOp("g.point:st", "g.point", "store", kind_sizes[1], "y",
                  tuple(WarpAccess(w, taps, tuple(Y + kind_sizes[1] * t for t in lanes(w, n))) for w in warps))
    active = -(-n // 32)
    return StageTrace("k_main_entry", threads, 32, tuple(warps),
                      {"g.entry": threads // 32, "g.point": active, "g.done": threads // 32},  # one point per thread
                      memory=tuple(loads) + (st,), buffers={"x": (X, 8 * (n + taps)), "y": (Y, 8 * n)})


def test_hits_on_sectors_the_same_block_execution_just_missed_are_in_flight():
    # FIR's shape: 16 taps of one block execution; tap k > 0 hits sectors tap 0 of the same warp brought in (in
    # flight: the warp waits for that miss) or that the next warp's tap 0 brought in (settled)
    geo = CacheGeometry(units=4, resident_blocks=8)
    t = _stream_trace(1 << 12, taps=16)
    mem = summarize(t, geo, "cold")
    taps = {o.op: o for o in mem.ops if o.kind == "load"}
    assert taps["g.point:0"].l1_hit == 0.0 and taps["g.point:0"].l1_in_flight == 0.0
    # tap 4 (32 bytes on): 7 of its 8 sectors are tap 0's, in flight; the 8th the next warp's
    assert taps["g.point:4"].l1_hit == pytest.approx(1.0, abs=0.02)
    assert taps["g.point:4"].l1_in_flight == pytest.approx(7 / 8, abs=0.02)
    assert 0.0 < mem.l1_settled_hit < mem.l1_hit
    # but every request has a sector in flight or missed: each waits on the L1's miss path, none is served at the
    # L1's latency
    assert all(o.l1_miss_requests == 1.0 for o in taps.values())
    assert mem.l1_settled_requests == 0.0
    # the same loads in two executions of a loop body (the op order restarts): the second trip's hits are settled
    w = tuple(range(8))
    ops = tuple(MemoryOp(f"loop:{k}", "loop", "load", 8, "x",
                         tuple(WarpAccess(v, trip * 2 + k, tuple(X + 8 * (32 * v + t) for t in range(32)))
                               for v in w for trip in range(2))) for k in range(2))
    loop = StageTrace("k", 256, 32, w, {"loop": 16.0}, memory=ops, buffers={"x": (X, 8 * 256)})
    m = summarize(loop, geo, "cold")
    first, second = m.ops
    assert first.l1_hit == pytest.approx(0.5) and first.l1_in_flight == 0.0  # trip 1 misses, trip 2 hits settled
    assert second.l1_hit == pytest.approx(1.0) and second.l1_in_flight == pytest.approx(0.5)
    # by request: the first load's first trip misses, its second is settled; the second load waits on the first's
    # miss in trip 1 (in flight) and is settled in trip 2
    assert first.l1_miss_requests == pytest.approx(0.5) and second.l1_miss_requests == pytest.approx(0.5)
    assert m.l1_settled_requests == pytest.approx(0.5)


def test_streaming_traffic_is_the_footprint_cold_and_nothing_warm_when_it_fits():
    geo = CacheGeometry(units=4, resident_blocks=8, l2_bytes=50e6, l2_resident_bytes=36e6)
    t = _stream_trace(1 << 16)
    cold = summarize(t, geo, "cold")
    # 2^16 points: 512 KiB read + 512 KiB written, each byte once
    assert cold.dram_bytes == pytest.approx(2 * 8 * (1 << 16), rel=1e-3)
    assert cold.l2_bytes == pytest.approx(2 * 8 * (1 << 16), rel=1e-3)
    assert cold.ops[0].sectors_per_request == pytest.approx(8.0)
    warm = summarize(t, geo, "warm")
    assert warm.dram_bytes == 0 and warm.level == "l2"


def test_overlapping_loads_hit_in_l1_and_sampling_scales_the_footprint():
    geo = CacheGeometry(units=4, resident_blocks=8)
    fir = summarize(_stream_trace(1 << 14, taps=16), geo, "cold")
    # 16 overlapping loads per point: after the first load of each sector the other 15 find it in L1
    assert fir.l1_hit > 0.85
    assert fir.dram_bytes == pytest.approx(2 * 8 * (1 << 14), rel=0.02)
    sampled = summarize(_stream_trace(1 << 14, taps=16, sample=8), geo, "cold")
    assert sampled.dram_bytes == pytest.approx(fir.dram_bytes, rel=0.05)
    assert any("warps traced" in n for n in sampled.notes)


def test_a_strided_gather_pays_the_dram_fetch_block_per_sector():
    # y[i] = x[16 i] in doubles: every lane reads its own 128-byte line, one sector of it
    n = 1 << 14
    threads, warps = n, list(range(n // 32))
    ld = MemoryOp("g:0", "g", "load", 8, "x", tuple(WarpAccess(w, 0, tuple(X + 128 * t for t in lanes(w))) for w in warps))
    st = MemoryOp("g:1", "g", "store", 8, "y", tuple(WarpAccess(w, 1, tuple(Y + 8 * t for t in lanes(w))) for w in warps))
    t = StageTrace("k", threads, 32, tuple(warps), {"g": n // 32}, memory=(ld, st),
                   buffers={"x": (X, 128 * n), "y": (Y, 8 * n)})
    sector = summarize(t, CacheGeometry(units=4), "cold")
    assert sector.ops[0].sectors_per_request == 32  # a fully strided warp: 32 sectors
    assert sector.dram_bytes == pytest.approx(32 * n + 8 * n, rel=1e-3)  # 32-byte fetch: the sector alone
    pair = summarize(t, CacheGeometry(units=4, dram_fetch=64), "cold")
    assert pair.dram_bytes == pytest.approx(64 * n + 8 * n, rel=1e-3)  # 64-byte fetch: its aligned pair
    # a contiguous stream uses every fetched byte: the fetch block changes nothing
    dense = _stream_trace(1 << 14)
    assert summarize(dense, CacheGeometry(units=4, dram_fetch=64), "cold").dram_bytes == pytest.approx(
        summarize(dense, CacheGeometry(units=4), "cold").dram_bytes)


def test_co_resident_blocks_stand_for_every_unit_in_the_l1():
    # blocks of one warp on 4 units: blocks 0 and 4 share unit 0 and read the same sectors; block 2, spread alone
    # onto unit 2, reads its own.  The co-resident pair's hit rate (1/2) stands for every unit, not the mean (1/3)
    def acc(w: int, base: int) -> WarpAccess:
        return WarpAccess(w, 0, tuple(base + 8 * t for t in range(32)))

    ld = MemoryOp("g:0", "g", "load", 8, "x", (acc(0, X), acc(4, X), acc(2, X + (1 << 20))))
    t = StageTrace("k", 32 * 8, 32, (0, 2, 4), {"g": 8}, memory=(ld,), buffers={"x": (X, 2 << 20)}, block=32)
    m = summarize(t, CacheGeometry(units=4, resident_blocks=2), "cold")
    assert m.ops[0].l1_hit == pytest.approx(0.5)


def test_same_address_atomics_serialise_every_lane():
    threads = 1 << 12
    warps = list(range(threads // 32))
    atom = MemoryOp("b:0", "b", "atomic", 8, "pi", tuple(WarpAccess(w, 0, (X,) * 32) for w in warps))
    t = StageTrace("k", threads, 32, tuple(warps), {"b": threads // 32}, memory=(atom,), buffers={"pi": (X, 8)})
    m = summarize(t, CacheGeometry(), "cold")
    # the lanes of one warp on one address are not combined: every lane atomic waits its turn
    assert m.atomic_ops == threads and m.atomic_same_address == threads
    # one address per warp: 32 lane atomics contend on each
    spread = MemoryOp("b:0", "b", "atomic", 8, "pi", tuple(WarpAccess(w, 0, (X + 8 * w,) * 32) for w in warps))
    m2 = summarize(StageTrace("k", threads, 32, tuple(warps), {"b": threads // 32}, memory=(spread,),
                              buffers={"pi": (X, 8 * len(warps))}), CacheGeometry(), "cold")
    assert m2.atomic_ops == threads and m2.atomic_same_address == 32


def test_n_same_address_atomics_cost_n_unit_times():
    h200 = load_targets()["h200"]
    unit = h200.figure("atomic_same_ns").value * 1e-9
    rate = h200.figure("atomic_gops").value * 1e9
    m = machine(h200)
    for n in (1 << 14, 1 << 16):
        mem = MemorySummary((), n / 32, 0.0, 8.0 * n, 32.0 * n / 32, 0.0, 8.0, 1.0, "l2", atomic_ops=n,
                            atomic_same_address=n)
        work = DynamicWork(atom=n / 32)
        st = stage_terms(m, h200, work, mem, entry="k", threads=n, block=256, registers=16, warp_serial_s=0.0,
                         first=True)
        assert st.terms["atomics"] == pytest.approx(n * unit + n / rate)
        assert st.bound == "atomics"


BLOCKS = [
    {"number": 0, "ir_block": "g.entry", "depth": 0, "header": -1, "ops": {"mov.u32": 2}},
    {"number": 2, "ir_block": "loop.i", "depth": 2, "header": 2, "ops": {"fma.rn.f64": 4, "ld.global.nc.b64": 8}},
    {"number": 3, "ir_block": "loop.i.preheader7", "depth": 1, "header": 1, "ops": {"mov.b64": 1}},
    {"number": 4, "ir_block": "g.loop.loop.i_crit_edge", "depth": 1, "header": 1, "ops": {"bra": 1}},
    {"number": 5, "ir_block": "Flow", "depth": 2, "header": 2, "ops": {"mov.b64": 1, "bra": 1}},
    {"number": 6, "ir_block": "", "depth": 0, "header": -1, "ops": {"ret": 1, "mov.b32": 1}},
]


def test_counts_placed_on_machine_blocks_by_ir_name():
    counts, notes = place_counts(BLOCKS, {"g.entry": 10, "loop.i": 640, "loop.i.preheader": 10, "g.loop": 10})
    # exact name; a renumbered copy; a split edge takes its source block's count; Flow takes its loop header's;
    # a block with no name outside loops is not counted (and said so)
    assert counts == [10, 640, 10, 10, 640, 0]
    assert any("Flow" in n for n in notes) and any("no traced count" in n for n in notes)
    w = dynamic_work("nvptx", BLOCKS, counts)
    assert w.fp64 == 4 * 640 and w.ld == 8 * 640 and w.issue == sum(c * sum(b["ops"].values())
                                                                      for b, c in zip(BLOCKS, counts))
    assert w.top(1) == [("ld.global.nc.b64", 8 * 640)]


def test_ptx_division_expands_into_fp64_slots_and_amdgcn_memory_ops_are_requests():
    w = dynamic_work("nvptx", [{"number": 0, "ir_block": "b", "ops": {"div.rn.f64": 1}}], [1.0])
    assert (w.fp64, w.sfu) == (9, 1)
    w = dynamic_work("amdgpu", [{"number": 0, "ir_block": "b", "ops": {"global_load_dwordx2": 2, "v_fma_f64": 1,
                                                                       "global_atomic_add_f64": 1}}], [1.0])
    assert (w.ld, w.atom, w.fp64) == (2, 1, 1)


def _fir_trace(n: int) -> StageTrace:
    return _stream_trace(n, taps=16, sample=64)


@pytest.fixture(scope="module")
def fir_a2000():
    return {p: fpsem.compile("fir", "a2000", p) for p in ("strict", "algebraic")}


def test_fir_on_the_a2000_dfmas_replace_dmuls_and_dadds_at_twice_the_speed(fir_a2000):
    reg = load_targets()
    t = reg["a2000"]
    k = load_kernel("fir")
    w = workload(k.spec, "f64")
    n = w.stage_points["fir_main_entry"]
    ex = {}
    for prof, v in fir_a2000.items():
        trace = _fir_trace(n)
        trace = StageTrace("fir_main_entry", trace.threads, 32, trace.warps_sampled, trace.block_warps,
                           memory=trace.memory, buffers=trace.buffers)
        p, stages = predict_traced(v.metrics, t, w, [trace], "warm")
        ex[prof] = explain(p, stages, w.stage_points, "nvptx", prof)
    assert ex["strict"].bound == "FP64" and ex["algebraic"].bound == "FP64"
    change = compare_profiles(ex["strict"], ex["algebraic"])
    per_point = dict(change.changed)
    # strict: 16 mul.rn + 16 add.rn per point (the sum starts at +0.0); algebraic: 15 fma.rn + one mul.f64 (no
    # rounding-mode suffix: it may be contracted) and x + 0.0 folds away
    assert per_point["fma.rn.f64"] == pytest.approx(15, rel=0.01)
    assert per_point["mul.rn.f64"] == pytest.approx(-16, rel=0.01)
    assert per_point["mul.f64"] == pytest.approx(1, rel=0.01)
    assert per_point["add.rn.f64"] == pytest.approx(-16, rel=0.01)
    assert change.speedup == pytest.approx(2.0, rel=0.05)  # 32 FP64 slots per point -> 16
    line = change_text(change)
    assert "15 fma.rn.f64 + 1 mul.f64 replace 16 add.rn.f64 + 16 mul.rn.f64 per point" in line
    assert "FP64-bound -> FP64-bound" in line
    assert "modelled" in text(ex["algebraic"])
    assert report_section([change])["rows"][0]["speedup_modelled"] == pytest.approx(change.speedup)


def test_more_inner_iterations_take_longer_and_an_unsampled_kernel_says_so():
    v = fpsem.compile("gemm", "h200", "strict")
    t = load_targets()["h200"]
    k = load_kernel("gemm")
    w = workload(k.spec, "f64")
    n = w.stage_points["gemm_main_entry"]
    threads = -(-n // 256) * 256
    seconds = []
    for nk in (32, 1000):
        bw = {"g.entry": threads / 32, "g.point": n / 32, "loop.i.preheader": n / 32,
              "loop.i": n / 32 * nk / 4, "gemm_main.exit": n / 32, "g.done": threads / 32}
        tr = StageTrace("gemm_main_entry", threads, 32, (0,), bw)
        seconds.append(predict_traced(v.metrics, t, w, [tr], "cold")[0].seconds)
    assert seconds[1] > 10 * seconds[0]
    bad = StageTrace("gemm_main_entry", threads, 32, (), {}, complete=False, reason="a loop ran past 10^6 trips")
    with pytest.raises(CountsUnavailable, match="counts cannot be sampled: a loop ran past"):
        predict_traced(v.metrics, t, w, [bad], "cold")


def test_trace_round_trip_through_the_stored_form():
    t = _stream_trace(1000, taps=2, sample=3)
    back = unpack(pack([t, t]))
    assert same_traces(back, [t, t]) and not same_traces(back, [t])
    assert [list(m.instances) for m in back[0].memory] == [list(m.instances) for m in t.memory]


def test_stored_traces_read_their_addresses_when_first_used(tmp_path):
    """The disk cache's reader reads a trace's description at once and each memory instruction's addresses when
    first used (a warm run whose memory summaries are cached never decompresses them): the same traces."""
    import pickle

    from fpsem.speed.traces import _load, _store

    t = _stream_trace(1000, taps=2, sample=3)
    path = tmp_path / "t.npz"
    _store(path, [t, t])
    back = _load(path)
    assert back is not None and all(m.instances._got is None for m in back[0].memory)
    assert same_traces(back, [t, t])
    assert all(m.instances._got is not None for m in back[0].memory)
    assert same_traces(pickle.loads(pickle.dumps(back)), [t, t])
    path.write_bytes(path.read_bytes()[:200])  # damaged: a miss
    assert _load(path) is None


def test_stored_addresses_are_patterns_that_read_back_exactly():
    """The stored form keeps each instruction's addresses as patterns (rows equal up to whole 128-byte quanta) with
    each instance's pattern and shift: read back bit for bit -- inactive lanes (-1), addresses up to 2^62, random
    rows (every one its own pattern), no rows --, a strided stream as one pattern per alignment, in narrow types."""
    import numpy as np

    from fpsem.speed.address_patterns import QUANTUM, patterns
    from fpsem.speed.execution import Accesses
    from fpsem.speed.traces import pack, unpack

    rng = np.random.default_rng(3)
    a = rng.integers(0, 1 << 62, (50, 32), dtype=np.int64)
    a[rng.random(a.shape) < 0.2] = -1
    a[3] = (1 << 62) - 1
    strided = np.arange(0, 64 * 40 * 8, 8, dtype=np.int64).reshape(40, 64) + (1 << 40)
    for x in (a, strided, np.zeros((0, 32), np.int64), np.full((1, 1), -1, np.int64)):
        p = patterns(x)
        assert np.array_equal(p.addresses(), x) and (p.shift % QUANTUM == 0).all()
        t = replace(_stream_trace(100), memory=(MemoryOp("b:0", "b", "load", 8, "x",
                                                         Accesses(np.arange(len(x)), np.arange(len(x)), x)),))
        back = unpack(pack([t]))[0].memory[0].instances
        assert back.addresses.dtype == np.int64 and np.array_equal(back.addresses, x)
    # each row of the strided stream starts 512 bytes (four quanta) after the last: one pattern, shifts of 4 quanta
    p = patterns(strided)
    assert p.rows.shape[0] == 1 and set(np.diff(p.shift).tolist()) == {64 * 8}
    stored = pack([replace(_stream_trace(100), memory=(MemoryOp("b:0", "b", "load", 8, "x",
                                                               Accesses(np.arange(40), np.arange(40), strided)),))])
    assert stored["0.0.rows"].shape == (1, 64) and stored["0.0.of"].dtype == np.int8
    assert stored["0.0.shift"].dtype == np.int64 and set(stored["0.0.shift"][1:].tolist()) == {4}
    assert patterns(a).rows.shape[0] == 50


def test_sampling_plan_fits_the_budget():
    from fpsem.speed.trace_adapter import sample_warps, sampled_blocks

    # co-resident blocks 0, U, 2U, 3U and the middles of four parts of the grid (never the partial last block)
    assert sampled_blocks(3907, 132) == [0, 132, 264, 396, 488, 1465, 2441, 3418]
    full = sample_warps(3907, 8, 132, afford=1000)
    assert len(full) == 64 and full[:8] == tuple(range(8))
    # a unit that holds 8 blocks at once: all 8 traced whole (they share its L1), with 4 spread ones
    occ = sample_warps(3907, 8, 132, afford=1000, resident=8)
    assert len(occ) == 12 * 8 and {w // 8 for w in occ} >= {k * 132 for k in range(8)}
    # a whole block costs two warps: 8 blocks fit 16 warps of budget, 12 need 24
    assert len(sample_warps(3907, 8, 132, afford=23, resident=8)) == 64
    assert len(sample_warps(3907, 8, 132, afford=10)) == 32  # 2 + 2 blocks
    assert len(sample_warps(3907, 8, 132, afford=5)) == 16  # 1 + 1 blocks
    few = sample_warps(3907, 8, 132, afford=3)  # the first warp of 2 co-resident and 1 spread block
    assert few == (0, 132 * 8, 1953 * 8)
    assert len(sample_warps(3907, 8, 132, afford=0)) == 2


@pytest.mark.slow
def test_real_trace_of_a_stream_counts_every_point_and_its_bytes(private_cache):
    from fpsem.kernels.registry import load_kernel
    from fpsem.speed.traces import predict_variant, same_traces, variant_traces

    k = load_kernel("daxpy")
    t = load_targets()["h200"]
    v = fpsem.compile("daxpy", "h200", "strict", size="small")
    from fpsem.kernels.spec import resolve_sizes

    n = resolve_sizes(k.spec, "small", {})["N"]
    (tr,) = variant_traces(v, k.spec, t, "small")
    assert tr.complete and tr.block_warps["g.point"] == pytest.approx(-(-n // 32), rel=0.02)
    p, (st,) = predict_variant(v, k.spec, t, "small", "cold")
    # x and y read, y written: 24 bytes per point from DRAM, one 8-byte load request = 8 sectors per full warp
    assert st.memory.dram_bytes == pytest.approx(24 * n, rel=0.1)
    assert p.label == "modelled" and p.seconds > 0
    # the second call reads the cached trace
    assert same_traces(variant_traces(v, k.spec, t, "small"), [tr])


def _gemm_block_trace(tiled: bool, nk: int = 16, width: int = 4) -> StageTrace:
    """One 256-thread block of GEMM's k loop (``C[i][j] = sum_k A[i][k] B[k][j]``, ``width``-byte elements, rows of
    1024), each trip of the loop one block execution: ``tiled``, the 8 x 32 tile (warp w: row w, columns 0-31);
    row-major, one row (warp w: row 0, columns 32w .. 32w+31)."""
    n = 1024
    a = MemoryOp("loop.k:0", "loop.k", "load", width, "A", tuple(
        WarpAccess(w, 2 * k, ((X + width * ((w if tiled else 0) * n + k)),) * 32) for w in range(8) for k in range(nk)))
    b = MemoryOp("loop.k:1", "loop.k", "load", width, "B", tuple(
        WarpAccess(w, 2 * k + 1, tuple(Y + width * (k * n + (0 if tiled else 32 * w) + t) for t in range(32)))
        for w in range(8) for k in range(nk)))
    return StageTrace("gemm", 256, 32, tuple(range(8)), {"loop.k": 8.0 * nk}, memory=(a, b),
                      buffers={"A": (X, width * n * nk), "B": (Y, width * n * nk)})


@pytest.mark.parametrize("width", [4, 8])
def test_l1_hits_of_a_tiled_gemm_block_against_a_hand_count(width):
    # k = 0..15 on one unit.  A sector holds 32 / width consecutive k of one row of A.  Tiled: every warp reads
    # its own row's A (one miss per sector: 16 * width / 32 misses of 16 loads) and all eight read the same
    # 32 * width bytes of B's row k (the first warp at each k misses them, the other seven hit)
    geo = CacheGeometry(units=1, resident_blocks=1)
    nk = 16
    a_misses = nk * width // 32
    tiled = {o.buffer: o for o in summarize(_gemm_block_trace(True, nk, width), geo, "cold").ops}
    assert tiled["A"].l1_hit == pytest.approx(1 - a_misses / nk)
    assert tiled["B"].l1_hit == pytest.approx(7 / 8)
    assert tiled["B"].sectors_per_request == width  # 32 lanes x width bytes = width sectors
    # the other warps' hits are on sectors an earlier warp brought in: settled, not this warp's own misses
    assert tiled["B"].l1_in_flight == 0.0
    # row-major: the eight warps share A's one row (one warp misses each sector, the rest hit) and read eight
    # different stretches of B's row k, which no other warp reads: no B hits
    rm = {o.buffer: o for o in summarize(_gemm_block_trace(False, nk, width), geo, "cold").ops}
    assert rm["A"].l1_hit == pytest.approx(1 - a_misses / (8 * nk))
    assert rm["B"].l1_hit == 0.0
    # so the tile sends an eighth of B's sectors to the L2: A's sectors plus B's misses
    tiled_l2 = summarize(_gemm_block_trace(True, nk, width), geo, "cold").l2_bytes
    rm_l2 = summarize(_gemm_block_trace(False, nk, width), geo, "cold").l2_bytes
    sectors_b = 8 * nk * width
    assert tiled_l2 == pytest.approx(32 * (8 * a_misses + sectors_b / 8))
    assert rm_l2 == pytest.approx(32 * (a_misses + sectors_b))


def test_an_l1_bound_stage_overlaps_the_l1_with_the_warps_latency_like_the_other_memory_levels():
    # the L1 is the memory system's first level: an L1-bound stage takes the p-norm (memory_overlap_p) of its L1 time
    # and the latency term, as a DRAM- or L2-bound one does with its bandwidth; an FP-bound stage keeps the max
    from fpsem.speed.memtrace import OpTraffic

    h200 = load_targets()["h200"]
    m = machine(h200)
    clock = m.clock_ghz * 1e9
    req = 1e7
    op = OpTraffic("loop:0", "loop", "load", "B", req, 4 * req, req, 128 * req, 0.9, 96, bank_cycles=req)
    mem = MemorySummary((op,), req, req, 128 * req, 0.1 * 4 * req * 32, 0.0, 1e6, 1.0, "l2")
    l1 = max(req, 128 * req / m.l1_bytes_per_clk) / (m.units * clock)
    serial = 2e-6
    st = stage_terms(m, h200, DynamicWork(issue=4 * req), mem, entry="k", threads=1 << 20, block=256, registers=32,
                     warp_serial_s=serial, first=True)
    latency = st.terms["latency"]
    assert st.terms["L1"] == pytest.approx(l1)
    assert latency == pytest.approx(st.waves * serial)
    p = m.memory_overlap_p
    assert st.terms["memory_system"] == pytest.approx((l1 ** p + latency ** p) ** (1 / p))
    assert st.seconds == pytest.approx(m.launch_us * 1e-6 + (l1 ** p + latency ** p) ** (1 / p))
    assert st.bound == "L1"
    # the same work FP64-bound: the FP64 pipe beside the memory system, the larger of the two
    fp = stage_terms(m, h200, DynamicWork(issue=4 * req, fp64=40 * req), mem, entry="k", threads=1 << 20, block=256,
                     registers=32, warp_serial_s=serial, first=True)
    assert fp.bound == "FP64"
    assert fp.seconds == pytest.approx(m.launch_us * 1e-6 + fp.terms["fill"] + fp.terms["FP64"])


def test_l1_lru_leaves_out_only_stores_that_cannot_matter():
    """The L1 LRU (loads allocate, stores refresh a resident sector only) skips the stores to sectors no earlier
    load brought in: the same hits and allocating owners as the plain event-by-event LRU, on random streams that
    overflow the capacity."""

    import numpy as np

    from fpsem.speed.memtrace import _lru_hits

    rng = np.random.default_rng(7)
    hits = overflowing = 0
    for _ in range(20):
        n = int(rng.integers(50, 400))
        sectors = rng.integers(0, int(rng.integers(5, 60)), n)
        loads = rng.random(n) < rng.uniform(0.2, 0.9)
        owners = rng.integers(0, 9, n)
        cap = int(rng.integers(1, 12))
        got, want = _lru_hits(sectors, loads, cap, owners), _plain_lru(sectors, loads, cap, owners)
        assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])
        hits += int(want[0].sum())
        overflowing += np.unique(sectors[loads]).size > cap  # the event-by-event path, not the no-eviction one
    assert hits > 100 and overflowing > 10


def test_memory_key_follows_the_content_the_memory_analysis_reads():
    """Equal content, equal key (also after the stored form's round trip); one address, one instruction's size or
    the sample changed, another key."""
    from dataclasses import replace

    from fpsem.speed.execution import Accesses
    from fpsem.speed.traces import memory_key

    t = _stream_trace(1000, taps=2, sample=3)
    k = memory_key(t)
    assert len(k) == 40 and k == memory_key(_stream_trace(1000, taps=2, sample=3))
    assert memory_key(unpack(pack([t]))[0]) == k
    m = t.memory[0]
    addr = m.instances.addresses.copy()
    addr[0, 0] += 8
    moved = replace(m, instances=Accesses(m.instances.warps, m.instances.seqs, addr))
    assert memory_key(replace(t, memory=(moved,) + t.memory[1:])) != k
    assert memory_key(replace(t, memory=(replace(m, size=4),) + t.memory[1:])) != k
    assert memory_key(_stream_trace(1000, taps=2, sample=2)) != k


def _plain_lru(sectors, loads, cap, owners):
    """The L1 LRU event by event, as the model defines it: loads allocate, stores only refresh a resident sector."""
    from collections import OrderedDict

    import numpy as np

    cache: OrderedDict[int, int] = OrderedDict()
    hit, by = np.zeros(sectors.size, bool), np.full(sectors.size, -1, np.int64)
    for e, (s, ld, o) in enumerate(zip(sectors.tolist(), loads.tolist(), owners.tolist())):
        if s in cache:
            cache.move_to_end(s)
            if ld:
                hit[e], by[e] = True, cache[s]
        elif ld:
            cache[s] = o
            if len(cache) > cap:
                cache.popitem(last=False)
    return hit, by


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**31 - 1), st.integers(1, 40), st.integers(1, 400), st.floats(0.0, 1.0),
       st.booleans())
def test_the_c_level_lru_is_the_event_by_event_lru(seed, cap, n, store_share, stores_after_loads):
    """``_lru_hits`` (CPython's lru_cache driven by map, stores allocating too, used when no store misses in it;
    else event by event) gives the plain LRU's hits and allocating owners on random streams: with stores anywhere
    (many miss: the event-by-event path) and with every store right after a load of its sector (the C path)."""
    import numpy as np

    from fpsem.speed.memtrace import _lru_allocating, _lru_hits, _lru_stepwise

    rng = np.random.default_rng(seed)
    sectors = rng.integers(0, int(rng.integers(2, 80)), n)
    loads = rng.random(n) >= store_share
    if stores_after_loads:  # a store re-touches the sector the event before it loaded
        loads[0] = True
        for e in range(1, n):
            if not loads[e]:
                sectors[e] = sectors[e - 1]
                loads[e - 1] = True
    owners = rng.integers(0, 9, n)
    want = _plain_lru(sectors, loads, cap, owners)
    got = _lru_hits(sectors, loads, cap, owners)
    assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])
    fast = _lru_allocating(sectors, loads, owners, cap)
    if stores_after_loads:
        assert fast is not None  # a store right after its sector's load always finds it
    if fast is not None:
        slow = _lru_stepwise(sectors, loads, owners, cap)
        assert np.array_equal(fast[0], slow[0]) and np.array_equal(fast[1], slow[1])


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**31 - 1), st.sampled_from([4, 8, 16]), st.booleans())
def test_request_geometry_per_pattern_is_the_geometry_per_row(seed, size, collide):
    """Rows of lane addresses worked out once per pattern (rows equal up to whole 128-byte quanta) give every
    row's sectors, lines and bank cycles exactly -- also when the row hash collides (then found out and redone)."""
    import numpy as np

    import fpsem.speed.address_patterns as ap
    import fpsem.speed.memtrace as mt

    rng = np.random.default_rng(seed)
    # six patterns, some lanes of each inactive (lane 0 never: every instance has an active lane), moved by whole
    # quanta; and rows of their own
    base = rng.integers(0, 64, (6, 32)) * size + rng.integers(0, 4) * 8
    off = rng.random(base.shape) < 0.2
    off[:, 0] = False
    pick = rng.integers(0, 6, 60)
    rows = np.where(off[pick], -1, base[pick] + rng.integers(0, 1000, 60)[:, None] * ap.QUANTUM + X)
    rows[-5:] = X + rng.integers(0, 5000, (5, 32)) * size
    active = np.where(rows >= 0, rows, X)  # the same with every lane taking part (the unmasked path)
    if collide:
        saved, ap._ROW_HASH = ap._ROW_HASH, np.zeros_like(ap._ROW_HASH)
    try:
        p = ap.patterns(rows)
        q = ap.patterns(active)
    finally:
        if collide:
            ap._ROW_HASH = saved
    assert np.array_equal(q.addresses(), active) and q.rows.shape[0] <= 60
    assert np.array_equal(q.covered(size, mt.SECTOR), mt.covered(active, size, mt.SECTOR))
    assert p.rows.shape[0] <= 6 + 5 and np.array_equal(p.addresses(), rows)
    assert np.array_equal(p.covered(size, mt.SECTOR), mt.covered(rows, size, mt.SECTOR))
    assert np.array_equal(p.per_instance(mt._bank_cycles(p.rows, size, 32)), mt._bank_cycles(rows, size, 32))
    for line in (64, 128):
        per_pattern = mt._per_line(mt.covered(p.rows, size, mt.SECTOR), line)
        assert np.array_equal(p.per_instance(per_pattern), mt._per_line(mt.covered(rows, size, mt.SECTOR), line))


@pytest.mark.slow
def test_a_sample_taken_from_a_larger_lock_step_trace_is_the_sample_traced_alone(private_cache):
    """Blocks cut out of a lock-step trace of more blocks (what the model does when the budget affords fewer than
    it traced first) are, as stage traces, the trace of those blocks alone."""
    from fpsem.ir.trace import Launch, Sample, trace_kernel
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.speed.trace_adapter import BOUNDS, _args, _inputs, _subset, to_stage_trace

    k = load_kernel("gemm")
    v = fpsem.compile("gemm", "h100", "strict", size="small")
    sizes = resolve_sizes(k.spec, "small", {"N": 10_000})  # the sizes are arguments: 40 blocks of 256 points
    inputs = _inputs(k.spec, tuple(sorted(sizes.items())), v.precision)
    (entry,) = v.entries
    threads = sizes["ni"] * sizes["nj"]
    launch = Launch.of(grid=-(-threads // 256), block=256, warp=32)
    import numpy as np

    def run(blocks):
        warps = tuple(b * 8 + w for b in blocks for w in range(8))
        return trace_kernel(v.optimized_ir, entry.name, _args(entry, inputs, threads, np.float64), launch,
                            Sample("explicit", warps=warps, whole_blocks=True, together=True), BOUNDS, uses=False)

    big = run([0, 1, 3, 5])
    few = [0, 3]
    cut = _subset(big, tuple(b * 8 + w for b in few for w in range(8)))
    assert cut.warps == tuple(b * 8 + w for b in few for w in range(8))
    assert same_traces([to_stage_trace(cut, entry.name, threads, 256)], [to_stage_trace(run(few), entry.name, threads, 256)])


@pytest.mark.slow
@pytest.mark.parametrize("kernel", ["gemm", "energy", "fir"])
def test_twin_targets_traced_together_get_the_traces_each_gets_alone(private_cache, kernel):
    """The A2000 and the H100 run the same optimized IR on the same grid: traced together (the union of their
    samples, each cut out), every stage's trace is the one each target's plan gets traced alone."""
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.speed.trace_adapter import shared_stage_traces, stage_traces
    from fpsem.speed.traces import launch_plan

    k = load_kernel(kernel)
    targets = load_targets()
    sizes = resolve_sizes(k.spec, "default", {"N": 40_000} if kernel == "gemm" else {})
    v = fpsem.compile(kernel, "h100", "strict")
    plans = [launch_plan(v, k.spec, targets[t], sizes) for t in ("a2000", "h100")]
    assert plans[0] != plans[1]  # different units and resident blocks
    together = shared_stage_traces(v, k.spec, sizes, plans)
    alone = [stage_traces(v, k.spec, sizes, p) for p in plans]
    assert all(same_traces(a, b) for a, b in zip(together, alone))
    assert together[0][0].warps_sampled != together[1][0].warps_sampled
