"""One trace for the variants whose optimized IR differs only in flags the tracer ignores (fpsem.ir.trace_identity).

The trace cache keys on :func:`trace_text`; these tests check the text it keys on (only the blind flags
go, nothing else changes) and, on a kernel whose branches depend on its values (IF_QUAD's discriminant
test), that the variant's own trace and the shared one are the same and give the same prediction.
"""

from __future__ import annotations

import pytest

import fpsem
from fpsem.compiler.targets import load_targets
from fpsem.ir.trace_identity import TRACE_BLIND_FLAGS, trace_text
from fpsem.kernels.registry import load_kernel
from fpsem.speed.dynamic_model import predict_traced
from fpsem.speed.model import workload

IR = """\
define void @k(ptr %afn, double %contract) #0 {
entry:
  %a = fadd nsz arcp contract afn double %contract, 1.0
  %b = fmul fast double %a, %a
  %c = fmul reassoc nsz double %b, %a
  %d = tail call afn double @llvm.exp.f64(double %c) ; afn kept in a comment
  %e = fcmp contract olt double %d, 0.0
  %f = call reassoc double @llvm.vector.reduce.fadd.v2f64(double 0.0, <2 x double> zeroinitializer)
  store double %f, ptr %afn
  ret void
}
declare double @llvm.exp.f64(double)
attributes #0 = { "approx-func-fp-math"="true" }
"""


def test_trace_text_drops_only_the_blind_flags():
    got = trace_text(IR).split("\n")
    assert got[0] == IR.split("\n")[0]  # names that spell a flag are names
    assert got[2] == "  %a = fadd double %contract, 1.0"
    assert got[3] == "  %b = fmul reassoc nnan ninf double %a, %a"  # fast: what the tracer reads of it
    assert got[4] == "  %c = fmul reassoc double %b, %a"
    assert got[5] == "  %d = tail call double @llvm.exp.f64(double %c) ; afn kept in a comment"
    assert got[6] == "  %e = fcmp olt double %d, 0.0"
    assert got[7] == IR.split("\n")[7]  # reassoc orders the reduction: kept
    assert got[-2] == IR.split("\n")[-2]  # attributes are not flags
    assert trace_text(got[0]) == got[0] and trace_text(trace_text(IR)) == trace_text(IR)
    assert TRACE_BLIND_FLAGS.isdisjoint({"reassoc", "nnan", "ninf"})


def test_two_texts_differing_only_in_blind_flags_share_a_key_and_others_do_not():
    plain = IR.replace(" nsz arcp contract afn", "").replace("call afn", "call").replace("fcmp contract", "fcmp")
    assert trace_text(plain) == trace_text(IR)
    assert trace_text(IR.replace("fmul reassoc nsz", "fmul nsz")) != trace_text(IR)


@pytest.mark.slow
def test_shared_trace_is_the_variants_own_and_predicts_the_same(private_cache):
    from fpsem.speed.traces import launch_plan, predict_variant, run_tracer, same_traces, trace_key

    k = load_kernel("if_quad")
    t = load_targets()["a2000"]
    strict, afn = (fpsem.compile("if_quad", "a2000", p, size="small", precision="f64") for p in ("strict", "afn"))
    assert strict.optimized_ir != afn.optimized_ir  # the texts differ ...
    assert trace_text(strict.optimized_ir) == trace_text(afn.optimized_ir)  # ... only in flags the tracer ignores
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(k.spec, "small", {})
    plan = launch_plan(afn, k.spec, t, sizes)
    assert trace_key(strict, plan, sizes) == trace_key(afn, plan, sizes)
    own = run_tracer(afn, k.spec, sizes, plan)  # afn's trace from afn's own text, not cached
    assert same_traces(own, run_tracer(strict, k.spec, sizes, plan))
    predict_variant(strict, k.spec, t, "small", "cold")  # traces strict and stores it under the shared key
    shared, _ = predict_variant(afn, k.spec, t, "small", "cold")  # reads strict's trace
    assert len(list((private_cache / "traces").rglob("*.npz"))) == 1
    assert afn.metrics is not None
    private, _ = predict_traced(afn.metrics, t, workload(k.spec, "f64", "small", {}), own, "cold")
    assert shared.to_json() == private.to_json()


def test_memory_summary_is_shared_by_content_key_and_equal_to_summarize():
    from dataclasses import replace

    from fpsem.speed.execution import MemoryOp, StageTrace, WarpAccess
    from fpsem.speed.memtrace import CacheGeometry, memory_summary, summarize

    x, y = 1 << 30, 2 << 30
    warps = range(8)
    load = MemoryOp("g.loop:0", "g.loop", "load", 8, "x",
                    tuple(WarpAccess(w, 0, tuple(x + 8 * t for t in range(32 * w, 32 * w + 32))) for w in warps))
    store = MemoryOp("g.loop:1", "g.loop", "store", 8, "y",
                     tuple(WarpAccess(w, 1, tuple(y + 8 * t for t in range(32 * w, 32 * w + 32))) for w in warps))
    t = StageTrace("k", 256, 32, tuple(warps), {"g.loop": 8}, memory=(load, store),
                   buffers={"x": (x, 2048), "y": (y, 2048)})
    geo = CacheGeometry(units=4, resident_blocks=8)
    a, b = replace(t, key="k1"), replace(t, key="k1")  # two loads of one stored trace
    assert memory_summary(a, geo, "cold") is memory_summary(b, geo, "cold")
    assert memory_summary(a, geo, "cold") == summarize(t, geo, "cold") == memory_summary(t, geo, "cold")
    assert memory_summary(a, geo, "warm") == summarize(t, geo, "warm")  # the timing is part of the key
    assert a == t  # the key says where a trace came from, not what it is


def test_memory_summary_is_kept_on_disk_by_content_and_a_damaged_entry_is_recomputed(private_cache):
    from dataclasses import replace

    from fpsem.speed import summary_cache
    from fpsem.speed.execution import MemoryOp, StageTrace, WarpAccess
    from fpsem.speed.memtrace import CacheGeometry, summarize

    x, y = 1 << 30, 2 << 30
    warps = range(8)
    # two overlapping loads (L1 hits, in-flight hits) and a store: every field of the summary is non-trivial
    loads = tuple(MemoryOp(f"g.loop:{k}", "g.loop", "load", 8, "x",
                           tuple(WarpAccess(w, k, tuple(x + 8 * (t + k) for t in range(32 * w, 32 * w + 32)))
                                 for w in warps)) for k in range(2))
    store = MemoryOp("g.loop:2", "g.loop", "store", 8, "y",
                     tuple(WarpAccess(w, 2, tuple(y + 8 * t for t in range(32 * w, 32 * w + 32))) for w in warps))
    t = replace(StageTrace("k", 256, 32, tuple(warps), {"g.loop": 8}, memory=(*loads, store),
                           buffers={"x": (x, 2056), "y": (y, 2048)}), key="disk-test.0")
    geo = CacheGeometry(units=4, resident_blocks=8)
    want = summarize(t, geo, "cold")
    assert want.l1_hit > 0 and want.dram_bytes > 0
    first = summary_cache.memory_summary(t, geo, "cold")
    path = summary_cache.summary_path(t.key, geo, "cold")
    assert path.is_relative_to(private_cache) and path.exists()
    assert first == want and summary_cache._load(path) == want  # the stored form reads back equal
    assert summary_cache.summary_path(t.key, geo, "warm") != path  # the timing is part of the key
    assert summary_cache.summary_path(t.key, replace(geo, l1_bytes=1024), "cold") != path  # and the geometry
    path.write_text("{not json")
    assert summary_cache.memory_summary(t, geo, "cold") == want  # a damaged entry is a miss, rewritten
    assert summary_cache._load(path) == want
    keyless = replace(t, key="")
    assert summary_cache.memory_summary(keyless, geo, "cold") == want  # no key: summarised, nothing stored
