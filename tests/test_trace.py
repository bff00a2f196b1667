"""The tracer (fpsem.ir.trace): sampled warps run lock-step in the lane engine; counts, trips, addresses, extents,
out-of-bounds accesses, block-scope runs (shared memory, barriers), atomics, shuffles, caching."""

from __future__ import annotations

import numpy as np
import pytest

from fpsem.ir.trace import Bounds, Launch, Sample, TraceError, trace_kernel
from fpsem.ir.trace_cache import TraceCache

SREG = "\n".join(f"declare i32 @llvm.nvvm.read.ptx.sreg.{r}.{d}()" for r in ("tid", "ntid", "ctaid", "nctaid")
                 for d in "xyz")
GID = """
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %ctaid, %ntid
  %gid = add i32 %m, %tid
  %g = zext i32 %gid to i64
"""


def kernel(body: str, params: str = "ptr addrspace(1) %out") -> str:
    return f"define void @k({params}) {{\nentry:{GID}{body}\n}}\n{SREG}\n"


def test_each_thread_stores_its_index_at_its_address():
    ir = kernel("""
  %p = getelementptr double, ptr addrspace(1) %out, i64 %g
  %f = uitofp i64 %g to double
  store double %f, ptr addrspace(1) %p
  ret void""")
    out = np.zeros(96)
    t = trace_kernel(ir, "k", {"out": out}, Launch.of(3, 32), Sample("all"), write_back=True)
    assert t.status.complete and t.exact and t.scope == "warp"
    assert (out == np.arange(96)).all()
    buf = t.buffer("out")
    assert buf.addrspace == 1 and buf.elem_bytes == 8 and buf.length == 96
    assert buf.base % 4096 == 0
    (op,) = t.ops
    assert op.kind == "store" and op.addrspace == 1 and op.bytes == 8
    for w in t.traces:
        (row,) = w.memory.addr
        assert (row == buf.base + 8 * (32 * w.warp + np.arange(32))).all()
        assert (w.memory.region == buf.index).all()
    u = t.use("out")
    assert (u.min_index, u.max_index, u.stores, u.loads) == (0, 95, 96, 0)


def test_arguments_are_read_in_place_and_written_only_on_request():
    from fpsem.ir.binding import parse_ir

    ir = kernel("""
  %p = getelementptr double, ptr addrspace(1) %out, i64 %g
  %v = load double, ptr addrspace(1) %p
  %w = fadd double %v, 1.0
  store double %w, ptr addrspace(1) %p
  ret void""")
    out = np.zeros(64)
    t = trace_kernel(parse_ir(ir), "k", {"out": out}, Launch.of(2, 32), Sample("all"))
    assert t.status.complete and (out == 0).all() and t.use("out").stores == 64
    out.setflags(write=False)  # a read-only array is fine too: it is never written
    assert trace_kernel(ir, "k", {"out": out}, Launch.of(2, 32), Sample("all")).status.complete
    out = np.zeros(64)
    trace_kernel(ir, "k", {"out": out}, Launch.of(2, 32), Sample("all"), write_back=True)
    assert (out == 1).all()


def test_divergent_branch_executions_and_active_lanes():
    ir = kernel("""
  %r = and i32 %tid, 3
  %c = icmp eq i32 %r, 0
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  ret void""")
    t = trace_kernel(ir, "k", {"out": np.zeros(1)}, Launch.of(1, 64), Sample("all"))
    for w in t.traces:
        counts = {b.block: (b.executions, b.lanes) for b in w.blocks}
        assert counts == {"entry": (1, 32), "a": (1, 8), "b": (1, 24), "join": (1, 32)}
    grid = {g.block: g for g in t.grid_blocks()}
    assert grid["a"].executions == 2 and grid["a"].lanes == 16 and grid["a"].exact


def test_loop_trip_counts_per_lane_and_reconvergence_after_the_loop():
    # lane t runs the loop t times (lanes with t = 0 skip it)
    ir = kernel("""
  %any = icmp ugt i32 %tid, 0
  br i1 %any, label %loop, label %done
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %tid
  br i1 %more, label %loop, label %done
done:
  ret void""")
    t = trace_kernel(ir, "k", {"out": np.zeros(1)}, Launch.of(1, 32), Sample("all"))
    (w,) = t.traces
    (lp,) = w.loops
    assert (lp.header, lp.entries, lp.min, lp.max, lp.total) == ("loop", 31, 1, 31, sum(range(32)))
    assert lp.mean == pytest.approx(16.0)
    counts = {b.block: (b.executions, b.lanes) for b in w.blocks}
    assert counts["loop"] == (31, sum(range(32)))
    assert counts["done"] == (1, 32)  # the lanes reconverge once after the loop


def test_out_of_bounds_stops_or_is_recorded():
    ir = kernel("""
  %g1 = add i64 %g, 1
  %p = getelementptr double, ptr addrspace(1) %in, i64 %g1
  %v = load double, ptr addrspace(1) %p
  %q = getelementptr double, ptr addrspace(1) %out, i64 %g
  store double %v, ptr addrspace(1) %q
  ret void""", "ptr addrspace(1) %in, ptr addrspace(1) %out")
    args = {"in": np.arange(32.0), "out": np.zeros(32)}
    t = trace_kernel(ir, "k", args, Launch.of(1, 32), Sample("all"))
    assert not t.status.complete and t.status.reason == "out-of-bounds"
    assert "'in'" in t.status.detail and "byte offset 256" in t.status.detail
    t = trace_kernel(ir, "k", args, Launch.of(1, 32), Sample("all"), Bounds(oob="record"), write_back=True)
    assert t.status.complete
    (f,) = t.oob
    assert (f.buffer, f.index, f.lane, f.kind) == ("in", 32, 31, "load")
    assert t.ops[f.op].kind == "load"
    u = t.use("in")
    assert (u.min_index, u.max_index, u.out_of_bounds) == (1, 32, 1)
    assert (args["out"][:31] == np.arange(1.0, 32.0)).all() and args["out"][31] == 0  # the OOB read gave 0


def test_clang_shared_memory_barrier_atomic_shuffle_3d(data_dir):
    ir = (data_dir / "import" / "unsupported_sm86.ll").read_text()
    n = 512
    x, r = np.arange(n, dtype=float), np.zeros(n)
    t = trace_kernel(ir, "uses_shared", [x, r, n], Launch.of(2, 256), Sample("first", 1), write_back=True)
    assert t.status.complete and t.scope == "block" and len(t.traces) == 8  # the sampled warp's whole block
    assert (r[:256] == x[:256][::-1]).all() and (r[256:] == 0).all()
    shared = [b for b in t.buffers if b.kind == "shared"]
    assert len(shared) == 1 and shared[0].addrspace == 3 and shared[0].base < 2**32

    total, before = np.zeros(1), np.zeros(n)
    t = trace_kernel(ir, "uses_atomic", [x, total, before, n], Launch.of(2, 256), Sample("all"), write_back=True)
    assert t.status.complete and total[0] == x.sum()
    assert (before == np.cumsum(x) - x).all()  # lanes in lane order, warps in order
    atomics = [o for o in t.ops if o.kind == "atomic"]
    assert len(atomics) == 1 and (t.traces[0].memory.of(atomics[0].id) == t.buffer("1").base).all()

    r = np.zeros(n)
    t = trace_kernel(ir, "uses_shuffle", [x, r, n], Launch.of(2, 256), Sample("all"), write_back=True)
    lane = np.arange(n) % 32
    assert (r == np.where(lane < 31, x + 1, x)).all()

    r = np.zeros(4 * 128)
    t = trace_kernel(ir, "three_d", [x, r, 128], Launch.of(1, (128, 1, 4)), Sample("all"), write_back=True)
    assert t.status.complete and (r == np.repeat(x[:128], 4)).all()

    t = trace_kernel(ir, "indirect", [x, r, n, None], Launch.of(1, 32), Sample("all"))
    assert t.status.reason == "unsupported" and "indirect call" in t.status.detail


def test_bounds_stop_a_runaway_loop_and_say_so():
    ir = kernel("""
  br label %spin
spin:
  br label %spin""")
    t = trace_kernel(ir, "k", {"out": np.zeros(1)}, Launch.of(1, 32), Sample("first", 1), Bounds(max_steps=1000))
    assert t.status == t.traces[0].status and t.status.reason == "step-bound" and not t.status.complete
    t = trace_kernel(ir, "k", {"out": np.zeros(1)}, Launch.of(1, 32), Sample("first", 1),
                     Bounds(max_loop_trips=50))
    assert t.status.reason == "loop-bound"


def test_entry_and_arguments_are_checked():
    ir = kernel("  ret void")
    with pytest.raises(TraceError, match="no function @nope .*defined: k"):
        trace_kernel(ir, "nope", {}, Launch.of(1, 32))
    with pytest.raises(TraceError, match="no value for parameter 'out'"):
        trace_kernel(ir, "k", {}, Launch.of(1, 32))
    with pytest.raises(TraceError, match="pointer"):
        trace_kernel(ir, "k", {"out": 3}, Launch.of(1, 32))
    with pytest.raises(TraceError, match="launch block"):
        Launch.of(1, 0)


@pytest.mark.parametrize("how,count,expect", [("first", 2, (0, 1)), ("last", 2, (98, 99)), ("even", 3, (0, 50, 99)),
                                              ("all", 0, tuple(range(100))), ("explicit", 0, (3, 7))])
def test_sample_selection(how, count, expect):
    launch = Launch.of(25, 128)  # 100 warps
    s = Sample(how, count, warps=(7, 3) if how == "explicit" else ())
    assert s.select(launch) == expect
    r = Sample("random", 5, seed=1).select(launch)
    assert len(set(r)) == 5 and r == Sample("random", 5, seed=1).select(launch)


def test_index_parameters_run_a_per_point_function(data_dir):
    fir = (data_dir.parent.parent / "kernels" / "fir.f64.ll").read_text()
    n = 100
    rng = np.random.default_rng(3)
    x, out = rng.standard_normal(n + 15), np.zeros(n)
    c = np.array([3.0, -1, -1, -1, -1, 3, -1, -1, -1, -1, 3, -1, -1, -1, -1, 3])
    t = trace_kernel(fir, "fir_main", {"in": x, "out": out, "coeff": c}, Launch.of(1, 128), Sample("all"),
                     index_params={"i": 0}, index_limit=(n,), write_back=True)
    assert t.status.complete
    ref = np.array([sum(c[j] * x[i + j] for j in range(16)) for i in range(n)])  # the IR's own order
    assert (out == ref).all()
    assert t.traces[-1].lanes == n - 96
    u = t.use("in")
    assert (u.min_index, u.max_index) == (0, n + 14)


def test_cache_returns_the_same_trace(tmp_path):
    ir = kernel("""
  %p = getelementptr double, ptr addrspace(1) %out, i64 %g
  store double 1.0, ptr addrspace(1) %p
  ret void""")
    cache = TraceCache(tmp_path)
    args = {"out": np.zeros(256)}
    a = trace_kernel(ir, "k", args, Launch.of(2, 128), Sample("even", 3), cache=cache)
    b = trace_kernel(ir, "k", args, Launch.of(2, 128), Sample("even", 3), cache=cache)
    assert not a.cached and b.cached and a.key == b.key
    assert a.grid_blocks() == b.grid_blocks() and a.uses == b.uses and a.ops == b.ops
    for wa, wb in zip(a.traces, b.traces):
        assert (wa.memory.addr == wb.memory.addr).all() and wa.blocks == wb.blocks
    c = trace_kernel(ir, "k", {"out": np.ones(256)}, Launch.of(2, 128), Sample("even", 3), cache=cache)
    assert not c.cached and c.key != a.key  # the arguments' bytes are part of the key
    out = np.zeros(256)
    d = trace_kernel(ir, "k", {"out": out}, Launch.of(2, 128), Sample("even", 3), cache=cache, write_back=True)
    assert not d.cached and out.sum() == 32 * 3  # written back: the cache, which keeps no contents, is bypassed


def test_a_block_run_together_counts_each_warp_as_if_alone():
    """Block scope (forced here by a shared-memory store) gives every warp the counts it has when run alone."""
    body = """
  %r = urem i32 %gid, 7
  %w = lshr i32 %gid, 5
  %odd = and i32 %w, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %pre, label %done
pre:
  br label %loop
loop:
  %j = phi i32 [ 0, %pre ], [ %j1, %body ]
  %more = icmp ult i32 %j, %r
  br i1 %more, label %body, label %done
body:
  %j1 = add i32 %j, 1
  br label %loop
done:
  ret void"""
    shared = "@s = internal addrspace(3) global [128 x i32] undef\n"
    plain = kernel(body)
    in_block = shared + kernel("  store i32 %gid, ptr addrspace(3) @s\n" + body.lstrip("\n"))
    a = trace_kernel(plain, "k", {"out": np.zeros(1)}, Launch.of(2, 128), Sample("all"))
    b = trace_kernel(in_block, "k", {"out": np.zeros(1)}, Launch.of(2, 128), Sample("all"))
    assert a.scope == "warp" and b.scope == "block"
    for wa, wb in zip(a.traces, b.traces):
        assert wa.warp == wb.warp
        assert {(x.block, x.executions, x.lanes) for x in wa.blocks} == \
            {(x.block, x.executions, x.lanes) for x in wb.blocks}
        assert wa.loops == wb.loops


def test_whole_blocks_give_each_warp_its_own_counts_loops_and_memory_stream():
    """``Sample(whole_blocks=True)`` runs each chosen block as one group (what the model's tracer does to save
    time): every warp's counts, loop trips and memory stream are the ones it has traced warp by warp, with
    divergent lanes, a data-dependent loop and loads and stores whose lanes differ per warp."""
    ir = kernel("""
  %r = urem i32 %gid, 5
  %w = lshr i32 %gid, 5
  %odd = and i32 %w, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %loop, label %side
side:
  %q = getelementptr double, ptr addrspace(1) %out, i64 %g
  store double 1.0, ptr addrspace(1) %q
  br label %done
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %body ]
  %more = icmp ult i32 %j, %r
  br i1 %more, label %body, label %done
body:
  %k = add i32 %gid, %j
  %kk = zext i32 %k to i64
  %p = getelementptr double, ptr addrspace(1) %out, i64 %kk
  %v = load double, ptr addrspace(1) %p
  %v1 = fadd double %v, 1.0
  store double %v1, ptr addrspace(1) %p
  %j1 = add i32 %j, 1
  br label %loop
done:
  ret void""")
    launch = Launch.of(4, 128)
    warps = (4, 5, 6, 7, 12, 13, 14, 15)  # every warp of blocks 1 and 3
    a = trace_kernel(ir, "k", {"out": np.zeros(600)}, launch, Sample("explicit", warps=warps))
    b = trace_kernel(ir, "k", {"out": np.zeros(600)}, launch, Sample("explicit", warps=warps, whole_blocks=True))
    assert a.scope == "warp" and b.scope == "block" and a.warps == b.warps == warps
    assert a.status.complete and b.status.complete
    for wa, wb in zip(a.traces, b.traces):
        assert (wa.warp, wa.block, wa.warp_in_block, wa.lanes) == (wb.warp, wb.block, wb.warp_in_block, wb.lanes)
        assert wa.blocks == wb.blocks and wa.loops == wb.loops
        assert len(wa.memory) > 0 and np.array_equal(wa.memory.op, wb.memory.op)
        assert np.array_equal(wa.memory.addr, wb.memory.addr)
        assert np.array_equal(wa.memory.region, wb.memory.region)
    assert a.uses == b.uses
    # every chosen block in one group (Sample.together): the same again, each lane reading its own block index
    c = trace_kernel(ir, "k", {"out": np.zeros(600)}, launch, Sample("explicit", warps=warps, whole_blocks=True,
                                                                      together=True))
    assert c.scope == "block" and c.warps == warps and c.status.complete
    for wa, wc in zip(a.traces, c.traces):
        assert (wa.warp, wa.block, wa.warp_in_block, wa.lanes) == (wc.warp, wc.block, wc.warp_in_block, wc.lanes)
        assert wa.blocks == wc.blocks and wa.loops == wc.loops
        assert np.array_equal(wa.memory.op, wc.memory.op) and np.array_equal(wa.memory.addr, wc.memory.addr)
        assert np.array_equal(wa.memory.region, wc.memory.region)
    assert a.uses == c.uses


def test_memory_streams_of_a_full_group_equal_the_scattered_ones():
    """Where every row has every lane of the group, each warp's stream is a view of the log's arrays (no copy):
    the same op ids, addresses and regions, row by row and lane by lane, as the general scatter gives when one
    lane is left out of one row (the rows it has no lane of stay, as that warp's inactive rows)."""
    from fpsem.ir.lanemem import AccessLog
    from fpsem.ir.trace import _memory_streams

    rng = np.random.default_rng(7)
    warps, w, n = 3, 4, 6
    size = warps * w
    full, part = AccessLog(100), AccessLog(100)
    for i in range(n):
        lanes = np.arange(size)
        addrs = rng.integers(0, 1 << 40, size).astype(np.uint64)
        regs = rng.integers(0, 5, size).astype(np.int32)
        full.add(i % 4, lanes, addrs, regs)
        keep = lanes != 5 if i == 2 else lanes == lanes  # lane 5 (warp 1) absent from row 2: the general path
        part.add(i % 4, lanes[keep], addrs[keep], regs[keep])
    fast, slow = _memory_streams(full, warps, w), _memory_streams(part, warps, w)
    assert len(fast) == len(slow) == warps
    for k, (f, s) in enumerate(zip(fast, slow)):
        assert f.addr.dtype == s.addr.dtype and f.region.dtype == s.region.dtype and f.op.dtype == s.op.dtype
        want_addr, want_reg = s.addr.copy(), s.region.copy()
        if k == 1:  # the lane the partial log left out
            assert want_addr[2, 1] == -1 and want_reg[2, 1] == -1
            want_addr[2, 1], want_reg[2, 1] = f.addr[2, 1], f.region[2, 1]
        assert np.array_equal(f.op, s.op) and np.array_equal(f.addr, want_addr)
        assert np.array_equal(f.region, want_reg)
        assert np.array_equal(f.addr, np.asarray(full.addrs).view(np.int64)[:, k * w:(k + 1) * w])
