"""Barriers inside loops (RAJAPerf's REDUCE_STRUCT: a shared-memory tree reduction, ``for (i = blockDim.x / 2;
i > 0; i /= 2) { ...; __syncthreads(); }``): the loop is unrolled at the fixed block size and the block stage
runs it phase by phase.  Known answers from numpy and exact rationals."""

from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from fpsem.kernels.importer import blocks

CORPUS = Path(__file__).parent / "data" / "corpus" / "rajaperf"

_TREE = """define double @k_main(i64 %fpsem.i, ptr %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 128, %entry ], [ %next, %loop ]
  %v = load double, ptr %x
  %w = fadd double %v, 1.0
  store double %w, ptr %x
  call void @fpsem.barrier()
  %next = lshr i64 %i, 1
  %done = icmp eq i64 %next, 0
  br i1 %done, label %out, label %loop
out:
  ret double 0.0
}

declare void @fpsem.barrier()
"""


def test_a_loop_with_a_barrier_and_a_constant_trip_count_is_unrolled():
    """128, 64, ..., 1: eight trips, so eight barriers in straight line and eight copies of the fadd."""
    text, loops = blocks.unroll_barrier_loops(_TREE, "k_main", "@k")
    assert loops == 1 and text.count("call void @fpsem.barrier()") == 8
    assert sum(1 for l in text.splitlines() if " = fadd double " in l) == 8 and "!llvm.loop" not in text


def test_a_loop_without_a_barrier_is_left_alone():
    plain = _TREE.replace("  call void @fpsem.barrier()\n", "")
    assert blocks.unroll_barrier_loops(plain, "k_main", "@k") == (plain, 0)


@pytest.mark.slow
def test_reduce_struct_known_answer(tmp_path):
    """REDUCE_STRUCT at N = 700 (three blocks of 256, the last partial): the interpreter's exact sums and
    minima/maxima are numpy's and the exact rational sum (RAJAPerf's kernel adds y's sum into xsum too, and
    every thread of every block starts its partial sum at m_init_sum)."""
    from fpsem.accuracy.ir_reference import interpret_kernel
    from fpsem.api import evaluate_accuracy, import_kernel
    from fpsem.floats.exact import ExactContext
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.registry import load_kernel_file
    from fpsem.kernels.spec import resolve_sizes

    import_kernel(CORPUS / "REDUCE_STRUCT_sm86.ll", out=tmp_path)
    k = load_kernel_file(next(tmp_path.glob("*.toml")))
    assert any("fully unrolled at the block size 256" in n for n in k.spec.notes.split("; "))
    sizes = resolve_sizes(k.spec, "small", {"N": 700})
    v = dict(make_inputs(k.spec, sizes, "f64", "random", 3))
    out = interpret_kernel(k.spec, k.ir_for("f64"), ExactContext(), v, sizes, 10_000, 3)
    x, y = np.asarray(v["x"], dtype=float), np.asarray(v["y"], dtype=float)
    blocks_run, init = math.ceil(700 / 256), Fraction(float(v["m_init_sum"]))
    want = sum(map(Fraction, x.tolist())) + sum(map(Fraction, y.tolist())) + 2 * 256 * blocks_run * init
    got = out["xsum"].values[0]
    assert abs(Fraction(str(got.rounded())) - want) <= abs(want) * Fraction(1, 2 ** 52)
    assert got.rounded() == float(want)  # the reference is the correctly rounded exact sum
    for name, arr, f, init_name in (("xmin", x, min, "m_init_min"), ("xmax", x, max, "m_init_max"),
                                    ("ymin", y, min, "m_init_min"), ("ymax", y, max, "m_init_max")):
        start = float(np.asarray(v[name]).ravel()[0])
        assert float(out[name].values[0].rounded()) == f(start, float(v[init_name]), *arr.tolist()), name
    r = evaluate_accuracy(k, "strict", size=700, cache_reference=False)
    assert r.variant("strict").errors.overall.max_ulp <= 4  # the host's block-tree order against the exact sum


@pytest.mark.slow
def test_warp_shuffle_sum_known_answer(tmp_path):
    """shuffle.cu's warp_sum: for offset 16, 8, 4, 2, 1: v += __shfl_down_sync(v, offset) (a double: two 32-bit
    shuffles), lane 0 writes its warp's sum.  The host JIT gives the tree's IEEE sums bit for bit (numpy
    replaying PTX's rule: a lane whose source is past the warp reads its own value); the interpreter the exact
    tree's sums with every shuffled double rounded to binary64 (a double crosses a shuffle as two 32-bit halves:
    the interpreter takes a real value's bits as that value rounded, and says so in its notes)."""
    from fpsem.accuracy.ir_reference import interpret_kernel
    from fpsem.api import import_kernel
    from fpsem.api.resolve import target
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.floats.exact import ExactContext
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.registry import load_kernel_file
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.registry import runner_for

    import_kernel(Path(__file__).parent / "data" / "import" / "shuffle_sm86.ll", out=tmp_path)
    k = load_kernel_file(next(tmp_path.glob("*.toml")))
    assert any("warp shuffles run as exchanges" in n for n in k.spec.notes.split("; "))
    n = 300  # two blocks of 256, the second partial (its last warps read zeros past n)
    sizes = resolve_sizes(k.spec, "small", {"N": n})
    v = dict(make_inputs(k.spec, sizes, "f64", "random", 2))
    with runner_for(target("host")) as r:
        got = r.prepare(k, resolve_profile("strict"), "f64", sizes, "small").run(
            {a: np.copy(b) if isinstance(b, np.ndarray) else b for a, b in v.items()})["out"]
    x = np.zeros(512)
    x[:n] = v["x"]
    for w in range(math.ceil(n / 32)):
        lanes = x[32 * w:32 * w + 32].copy()
        for off in (16, 8, 4, 2, 1):
            lanes = lanes + np.array([lanes[j + off] if j + off < 32 else lanes[j] for j in range(32)])
        assert got[w] == lanes[0], w
    ref = interpret_kernel(k.spec, k.ir_for("f64"), ExactContext(), v, sizes, 100_000, 0)["out"]
    exact = dict(zip(ref.indices.tolist(), ref.values))
    for w in range(math.ceil(n / 32)):
        fr = [Fraction(t) for t in x[32 * w:32 * w + 32].tolist()]
        for off in (16, 8, 4, 2, 1):  # exact adds; the shuffled operand rounded (Fraction -> float -> Fraction)
            fr = [fr[j] + Fraction(float(fr[j + off] if j + off < 32 else fr[j])) for j in range(32)]
        assert exact[w].rounded() == float(fr[0]), w
