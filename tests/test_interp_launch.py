"""What clang -O2 and rustc -O emit, run by both interpreters: the exact one (fpsem.ir.interp) and the tracer
(fpsem.ir.trace).  Poison, vectors and reductions, globals, atomics, and launches with shared memory, barriers and
warp collectives; cross-checked against each other, against numpy and against the kernel's own stage function."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from fpsem.floats.exact import ExactContext
from fpsem.floats.fma import fma
from fpsem.ir.interp import Interpreter, InterpreterError
from fpsem.ir.trace import Launch, Sample, trace_kernel

CTX = ExactContext()
DATA = Path(__file__).parent / "data"
TRACE = DATA / "trace"


def values(it: Interpreter, name: str, n: int) -> np.ndarray:
    return np.array([it.memory.value(name, i).rounded() for i in range(n)])


# --------------------------------------------------------------------------- poison


POISON_IR = """
define void @edge(i1 %c, ptr %out) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %v = phi double [ 1.0, %a ], [ poison, %b ]
  %w = select i1 %c, double %v, double poison
  store double %w, ptr %out
  ret void
}
define double @frozen() {
  %f = freeze double poison
  %v = insertelement <2 x double> poison, double 2.0, i64 1
  %e = extractelement <2 x double> %v, i64 1
  %s = fadd double %f, %e
  ret double %s
}
define void @branch(ptr %out) {
entry:
  %p = fadd double poison, 1.0
  %c = fcmp olt double %p, 0.0
  br i1 %c, label %x, label %y
x:
  ret void
y:
  ret void
}
"""


def test_poison_is_harmless_until_observed():
    it = Interpreter(POISON_IR, CTX)
    out = it.memory.add_real("out", [CTX.exact(0.0)])
    it.call("edge", [1, out])  # the poison edge and the poison select arm are never taken
    assert it.memory.value("out", 0).v == 1
    with pytest.raises(InterpreterError, match="store of a poison value to buffer 'out'"):
        it.call("edge", [0, out])
    assert it.call("frozen", []).v == 2  # freeze(poison) = 0; the inserted lane is defined
    with pytest.raises(InterpreterError, match="poison value decided control flow"):
        it.call("branch", [out])


# --------------------------------------------------------------------------- vectors and reductions

VECTOR_IR = """
define void @v(ptr %x, ptr %y) {
  %a = load <2 x double>, ptr %x
  %p = getelementptr double, ptr %x, i64 2
  %b = load <2 x double>, ptr %p
  %s = fmul <2 x double> %a, %b
  %t = shufflevector <2 x double> %s, <2 x double> %a, <4 x i32> <i32 1, i32 0, i32 3, i32 poison>
  %u = insertelement <4 x double> %t, double 7.0, i64 3
  %m = fcmp ogt <4 x double> %u, <double 1.0, double 1.0, double 1.0, double 1.0>
  %r = select <4 x i1> %m, <4 x double> %u, <4 x double> zeroinitializer
  %f = call <4 x double> @llvm.fma.v4f64(<4 x double> %r, <4 x double> splat (double 2.0), <4 x double> %r)
  store <4 x double> %f, ptr %y
  ret void
}
define double @seq(double %s, <4 x double> %v) {
  %r = call double @llvm.vector.reduce.fadd.v4f64(double %s, <4 x double> %v)
  ret double %r
}
define double @tree(double %s, <4 x double> %v) {
  %r = call reassoc double @llvm.vector.reduce.fadd.v4f64(double %s, <4 x double> %v)
  ret double %r
}
define void @seq_mem(ptr %x, ptr %o) {
  %v = load <4 x double>, ptr %x
  %r = call double @llvm.vector.reduce.fadd.v4f64(double 0.0, <4 x double> %v)
  store double %r, ptr %o
  ret void
}
define void @tree_mem(ptr %x, ptr %o) {
  %v = load <4 x double>, ptr %x
  %r = call reassoc double @llvm.vector.reduce.fadd.v4f64(double 0.0, <4 x double> %v)
  store double %r, ptr %o
  ret void
}
declare <4 x double> @llvm.fma.v4f64(<4 x double>, <4 x double>, <4 x double>)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
"""


def test_vector_operations_in_both_interpreters():
    x = np.array([1.0, 2.0, 3.0, 4.0])
    it = Interpreter(VECTOR_IR, CTX)
    px, py = it.memory.add_real_array("x", x, CTX), it.memory.add_real_array("y", np.zeros(4), CTX)
    it.call("v", [px, py])
    s = x[:2] * x[2:]
    u = np.array([s[1], s[0], x[1], 7.0])
    ref = np.where(u > 1, u, 0) * 3
    assert (values(it, "y", 4) == ref).all()
    y = np.zeros(4)
    t = trace_kernel(VECTOR_IR, "v", {"x": x, "y": y}, Launch.of(1, 1), Sample("all"), write_back=True)
    assert t.status.complete and (y == ref).all()
    assert {o.bytes for o in t.ops if o.function == "v"} == {16, 32}


def test_reduction_order_sequential_or_llvm_tree():
    """Not reassociable: from the start value in element order; reassoc: halves pairwise (e0+e2, e1+e3), then
    the start value -- where rounding makes the orders differ, each interpreter shows its order."""
    tiny = 2.0 ** -70
    ctx64 = ExactContext(prec=64)  # 1 + 2^-70 rounds to 1 at 64 bits
    it = Interpreter(VECTOR_IR, ctx64)
    v = tuple(ctx64.exact(a) for a in (1.0, tiny, -1.0, tiny))
    assert it.call("seq", [0.0, v]).v == ctx64.mp.mpf(tiny)  # ((0 + 1) + tiny) - 1 + tiny
    assert it.call("tree", [0.0, v]).v == 2 * ctx64.mp.mpf(tiny)  # (1 - 1) + (tiny + tiny)
    small = 2.0 ** -60  # the same in double, in the tracer
    for entry, want in (("seq_mem", small), ("tree_mem", 2 * small)):
        out = np.zeros(1)
        trace_kernel(VECTOR_IR, entry, {"x": np.array([1.0, small, -1.0, small]), "o": out}, Launch.of(1, 1),
                     write_back=True)
        assert out[0] == want


# --------------------------------------------------------------------------- globals, alloca, atomics

GLOBALS_IR = """
@table = internal constant [4 x double] [double 1.0, double 2.0, double 4.0, double 8.0]
@count = internal global i32 0
define double @g(i64 %i) {
  %p = getelementptr inbounds [4 x double], ptr @table, i64 0, i64 %i
  %v = load double, ptr %p
  %q = load double, ptr getelementptr inbounds (i8, ptr @table, i64 24)
  %old = atomicrmw add ptr @count, i32 5 monotonic
  %s = alloca [2 x double]
  store double %v, ptr %s
  %s1 = getelementptr double, ptr %s, i64 1
  store double %q, ptr %s1
  %a = load double, ptr %s
  %b = load double, ptr %s1
  %r = fadd double %a, %b
  ret double %r
}
define i32 @cas(ptr %p, i32 %want, i32 %new) {
  %r = cmpxchg ptr %p, i32 %want, i32 %new seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %ok to i32
  ret i32 %z
}
define double @fmax(ptr %p, double %v) {
  %old = atomicrmw fmax ptr %p, double %v monotonic
  ret double %old
}
"""


def test_globals_constant_expressions_alloca_and_atomics():
    it = Interpreter(GLOBALS_IR, CTX)
    assert [it.call("g", [i]).v for i in range(4)] == [9, 10, 12, 16]
    assert it.memory.value("@count", 0) == 20
    p = it.memory.add_int("p", [3], "i32")
    assert it.call("cas", [p, 4, 9]) == 0 and it.memory.value("p", 0) == 3
    assert it.call("cas", [p, 3, 9]) == 1 and it.memory.value("p", 0) == 9
    f = it.memory.add_real("f", [CTX.exact(1.5)])
    assert it.call("fmax", [f, 2.5]).v == 1.5 and it.memory.value("f", 0).v == 2.5
    t = trace_kernel(GLOBALS_IR, "g", {"i": 2}, Launch.of(1, 1))
    assert t.status.complete and t.use("table").max_index == 3 and t.use("count").atomics == 1


# --------------------------------------------------------------------------- launches of real kernels


@pytest.fixture(scope="module", params=[("kernels_sm86.ll", 32), ("kernels_gfx90a.ll", 64)], ids=["cuda", "hip"])
def gpu(request):
    name, warp = request.param
    return (TRACE / name).read_text(), warp


def both(ir: str, entry: str, arrays: dict[str, np.ndarray], scalars: list, grid, block, warp, **kw):
    """Run ``entry`` exactly (mpmath, every thread) and in the tracer (every warp); the arrays after each."""
    it = Interpreter(ir, CTX)
    ptrs = {k: (it.memory.add_int(k, v, "i32") if v.dtype == np.int32 else it.memory.add_real_array(k, v, CTX))
            for k, v in arrays.items()}
    it.launch(entry, list(ptrs.values()) + scalars, grid, block, warp=warp, **kw)
    exact = {k: (np.array([it.memory.value(k, i) for i in range(v.size)], np.int32) if v.dtype == np.int32
                 else values(it, k, v.size)) for k, v in arrays.items()}
    traced = {k: v.copy() for k, v in arrays.items()}
    t = trace_kernel(ir, entry, list(traced.values()) + scalars,
                     Launch.of(grid, block, warp, kw.get("dynamic_shared", 0)), Sample("all"), write_back=True)
    assert t.status.complete, t.status
    return exact, traced, it


def test_shared_memory_barriers_and_atomics_exactly(gpu):
    ir, warp = gpu
    n = 40
    x = np.arange(n + 8, dtype=float) % 11 - 5  # integer values: every operation is exact in double too
    c = np.arange(8.0) - 3
    exact, traced, _ = both(ir, "fir_taps", {"x": x, "c": c, "y": np.zeros(n)}, [n, 7], 1, 64, warp)
    ref = sum(c[j] * x[j:j + n] for j in range(7))
    assert (exact["y"] == ref).all() and (traced["y"] == ref).all()
    x = np.arange(600.0)
    exact, traced, _ = both(ir, "block_sum", {"x": x, "s": np.zeros(1)}, [600], 2, 256, warp)
    assert exact["s"][0] == traced["s"][0] == x.sum()
    m = 32
    A, B = np.arange(m * m, dtype=float) % 7, np.arange(m * m, dtype=float) % 5
    exact, traced, _ = both(ir, "gemm_tiled", {"A": A, "B": B, "C": np.zeros(m * m)}, [m], (2, 2), (16, 16), warp)
    ref = (A.reshape(m, m) @ B.reshape(m, m)).reshape(-1)
    assert (exact["C"] == ref).all() and (traced["C"] == ref).all()
    key = ((np.arange(300) * 7) % 13).astype(np.int32)
    exact, traced, _ = both(ir, "histogram", {"k": key, "b": np.zeros(5, np.int32), "m": np.zeros(1, np.int32)},
                            [300, 5], 2, 256, warp)
    assert (exact["b"] == np.bincount(key % 5)).all() and (traced["b"] == exact["b"]).all()
    assert exact["m"][0] == traced["m"][0] == key.max()
    exact, traced, _ = both(ir, "reverse_dyn", {"x": np.arange(512.0)}, [512], 2, 256, warp, dynamic_shared=2048)
    assert (exact["x"] == traced["x"]).all() and exact["x"][0] == 255


def test_two_dimensional_grid(gpu):
    ir, warp = gpu
    nx, ny = 20, 12
    a = (np.arange(nx * ny) % 9).astype(float)
    exact, traced, _ = both(ir, "stencil2d", {"a": a, "b": np.zeros(nx * ny)}, [nx, ny], (2, 2), (16, 8), warp)
    assert (exact["b"] == traced["b"]).all() and exact["b"].any()


def test_bits_of_doubles_are_read_with_one_rounding(gpu):
    """warp_sum shuffles a double as two i32 halves; cas_sum adds through a 64-bit compare-and-swap."""
    ir, warp = gpu
    x = np.arange(64.0) / 3
    exact, traced, it = both(ir, "warp_sum", {"x": x, "o": np.zeros(2)}, [64], 1, 64, warp)
    assert exact["o"][0] == pytest.approx(x[:32].sum(), rel=1e-15) and exact["o"][0] == traced["o"][0]
    assert any("bits were read" in note for note in it.notes)
    exact, traced, it = both(ir, "cas_sum", {"x": x, "s": np.zeros(1)}, [64], 1, 64, warp)
    assert exact["s"][0] == pytest.approx(x.sum(), rel=1e-15) and it.notes


DIVERGENT_IR = """
define void @k(ptr %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %a, label %b
a:
  call void @llvm.nvvm.barrier0()
  br label %d
b:
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %t, i32 1, i32 31)
  br label %d
d:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
"""


def test_launch_refuses_divergent_barriers_and_three_dimensions_work():
    """Thread 0 waits at a barrier while its warp's other lanes wait at a shuffle: neither can complete.  (The
    exact interpreter lets threads that have returned leave the barrier count, as hardware since Volta does;
    the tracer, lock-step, refuses any barrier that not every live lane of the block reaches together.)"""
    it = Interpreter(DIVERGENT_IR, CTX)
    x = it.memory.add_real("x", [CTX.exact(0.0)])
    with pytest.raises(InterpreterError, match="divergent barrier or collective"):
        it.launch("k", [x], 1, 64)
    t = trace_kernel(DIVERGENT_IR, "k", {"x": np.zeros(1)}, Launch.of(1, 64), Sample("all"))
    assert t.status.reason == "undefined-behaviour" and "divergent barrier" in t.status.detail
    uns = (DATA / "import" / "unsupported_sm86.ll").read_text()
    exact, traced, _ = both(uns, "three_d", {"x": np.arange(32.0), "r": np.zeros(128)}, [32], 1, (32, 1, 4), 32)
    assert (exact["r"] == np.repeat(np.arange(32.0), 4)).all() and (traced["r"] == exact["r"]).all()
    exact, traced, _ = both(uns, "uses_shuffle", {"x": np.arange(64.0), "r": np.zeros(64)}, [64], 1, 64, 32)
    lane = np.arange(64) % 32
    assert (exact["r"] == np.where(lane < 31, np.arange(64.0) + 1, np.arange(64.0))).all()
    assert (traced["r"] == exact["r"]).all()


@pytest.mark.parametrize("n", [3, 21, 100])
def test_rust_host_functions(n):
    ir = (TRACE / "kernels_x86_64.ll").read_text()
    rng = np.random.default_rng(n)
    x, y = rng.standard_normal(n), rng.standard_normal(n)
    it = Interpreter(ir, CTX)
    px, py = it.memory.add_real_array("x", x, CTX), it.memory.add_real_array("y", y, CTX)
    po = it.memory.add_real_array("o", np.zeros(1), CTX)
    it.call("dot_into", [px, py, n, po])
    exact_dot = it.memory.value("o", 0)
    assert exact_dot.rounded() == pytest.approx(float(x @ y), rel=1e-13)
    it.call("sum_strict", [px, n, po])
    assert it.memory.value("o", 0).rounded() == pytest.approx(float(x.sum()), rel=1e-13)
    it.call("axpy", [1.5, px, py, n])  # runtime alias checks compare pointers into two buffers
    assert (values(it, "y", n) == fma(np.full(n, 1.5), x, y)).all()  # exact, rounded once: a correctly rounded FMA


# --------------------------------------------------------------------------- the same kernel, two ways


@pytest.mark.slow
@pytest.mark.parametrize("target,warp", [("a2000", 32), ("mi250x", 64)])
def test_optimized_gpu_ir_launched_exactly_equals_the_stage_function(target, warp):
    """FIR's optimized GPU module (entry point, grid-stride loop, constant memory or its AMD parameter) launched
    in the exact interpreter gives, point for point, the exact values of the kernel's own stage function; the
    tracer, in double, is within the rounding of 16 additions."""
    import fpsem
    from fpsem.kernels.registry import load_kernel

    spec_text = load_kernel("fir").ir_for("f64")
    v = fpsem.compile("fir", target, "strict", size="small", cache=False)
    n = 64
    rng = np.random.default_rng(1)
    x, c = rng.standard_normal(n + 15), np.array([3.0, -1, -1, -1, -1, 3, -1, -1, -1, -1, 3, -1, -1, -1, -1, 3])
    it = Interpreter(v.optimized_ir, CTX)
    px, po = it.memory.add_real_array("in", x, CTX), it.memory.add_real_array("out", np.zeros(n), CTX)
    (ep,) = v.entries
    if ep.constants:
        it.memory.set_values("@" + ep.constants[0][1], c)
        args = [px, po]
    else:
        args = [px, po, it.memory.add_real_array("coeff", c, CTX)]
    it.launch(ep.name, args, 1, 64, warp=warp)
    ref = Interpreter(spec_text, CTX)
    rin, rc = ref.memory.add_real_array("in", x, CTX), ref.memory.add_real_array("coeff", c, CTX)
    rout = ref.memory.add_real_array("out", np.zeros(n), CTX)
    for i in range(n):
        ref.call("fir_main", [i, rin, rout, rc])
        assert it.memory.value("out", i).v == ref.memory.value("out", i).v
    out = np.zeros(n)
    targs = {"in": x, "out": out} if ep.constants else {"in": x, "out": out, "coeff": c}
    trace_kernel(v.optimized_ir, ep.name, targs, Launch.of(1, 64, warp), Sample("all"),
                 globals={ep.constants[0][1]: c} if ep.constants else None, write_back=True)
    exact = values(it, "out", n)
    assert np.allclose(out, exact, rtol=0, atol=16 * np.spacing(np.abs(x).max() * 16))
