"""Shared memory, barriers and atomics in imported GPU kernels (fpsem/kernels/importer/blocks.py, roles.py).

tests/data/import/blocks.cu, compiled by fpsem's source path (command: tests/data/import/README.md), and
RAJAPerf's DOT.  Known answers: numpy written from the source, in the GPU's order (the tree of a block
reduction, the steps of a scan); cross-check: the *original* kernel run by the tracer over a real launch
(every thread, real barriers, per-block shared memory) against the imported block stage JIT-compiled for
the host, bit for bit; refusals name the construct.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from fpsem.fastmath.profiles import resolve_profile
from fpsem.ir.trace import Launch, Sample, trace_kernel
from fpsem.kernels.importer import import_source, write_kernel
from fpsem.kernels.importer.blocks import DYNAMIC_SHARED_BYTES
from fpsem.kernels.importer.core import ImportRefused
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.execution import run_host

DATA = Path(__file__).parent / "data" / "import"
SRC = DATA / "blocks_sm86.ll"
CORPUS = Path(__file__).parent / "data" / "corpus" / "rajaperf"
ENTRIES = {"dot_tree": "_Z8dot_treePKdS0_Pdl", "block_scan": "_Z10block_scanPKdPdl",
           "histogram": "_Z9histogramPKdPdl", "scatter_add": "_Z11scatter_addPKdPdl",
           "int_max": "_Z7int_maxPKdPxl", "divergent": "_Z9divergentPdl"}
N = 1000  # four blocks of 256, the last one partial


def _host(tmp_path: Path, src: Path, entry: str, n: int = N, precision: str = "f64"):
    (k,) = import_source(src, entries=[entry])
    kernel = load_kernel(str(write_kernel(k, tmp_path).spec_path))
    sizes = resolve_sizes(kernel.spec, "small", {"N": n})
    x = make_inputs(kernel.spec, sizes, precision, "random", 0)
    r = run_host(kernel, resolve_profile("strict"), precision=precision, size_set="small", size_overrides={"N": n},
                 input_set="random", reps=1, seed=0)
    return k, x, r.outputs


@pytest.fixture(scope="module")
def blocks(tmp_path_factory):
    """``_host`` of an entry of blocks.cu, imported and run once for this module (an import traces the kernel at
    several sizes: the costly part); tests read the results and copy what they change."""
    done: dict[str, tuple] = {}

    def get(name: str):
        if name not in done:
            done[name] = _host(tmp_path_factory.mktemp(name), SRC, ENTRIES[name])
        return done[name]

    return get


def _tree_dot(a: np.ndarray, b: np.ndarray, block: int = 256) -> float:
    """DOT as the GPU computes it: per block s[t] = a*b (0 past n), halved pairwise s[t] += s[t+k], then the
    blocks' sums added in block order."""
    n = a.size
    total = 0.0
    for first in range(0, n, block):
        s = np.zeros(block)
        m = min(block, n - first)
        s[:m] = a[first:first + m] * b[first:first + m]
        k = block // 2
        while k:
            s[:k] = s[:k] + s[k:2 * k]
            k //= 2
        total += s[0]
    return total


def test_a_shared_memory_tree_reduction_is_the_gpus_tree(blocks):
    k, x, out = blocks("dot_tree")
    assert k.block == 256 and any("block stage" in n for n in k.notes)
    assert out["dprod"] == _tree_dot(x["a"], x["b"])


def _hillis_steele(x: np.ndarray, block: int = 256) -> np.ndarray:
    out = np.empty_like(x)
    for first in range(0, x.size, block):
        v = np.zeros(block)
        m = min(block, x.size - first)
        v[:m] = x[first:first + m]
        d = 1
        while d < block:
            w = v.copy()
            w[d:] = v[d:] + v[:-d]
            v, d = w, 2 * d
        out[first:first + m] = v[:m]
    return out


def test_a_block_scan_with_dynamic_shared_memory(blocks):
    k, x, out = blocks("block_scan")
    assert f"[{DYNAMIC_SHARED_BYTES // 8} x double]" in k.ir["f64"]
    assert out["y"].tobytes() == _hillis_steele(x["x"]).tobytes()


@pytest.mark.parametrize("name,outs", [("dot_tree", ("dprod",)), ("block_scan", ("y",))])
def test_the_original_kernel_in_the_tracer_and_the_block_stage_on_the_host_agree_bit_for_bit(blocks, name, outs):
    k, x, out = blocks(name)
    raw = SRC.read_text()
    arrays = {a.name: (np.zeros(1) if a.role == "result" else x[a.name].copy()) for a in k.args if a.role != "scalar"}
    args = [arrays[a.name] if a.role != "scalar" else N for a in k.args]
    blocks = -(-N // 256)
    t = trace_kernel(raw, ENTRIES[name], args, Launch.of(blocks, 256, 32, DYNAMIC_SHARED_BYTES), Sample("all"),
                     write_back=True)
    assert t.status.complete, t.status
    for o in outs:
        if o == "dprod":  # the raw kernel adds into dprod (0 at the start); the stage returns the sum
            assert arrays[o][0] == out[o]
        else:
            assert arrays[o].tobytes() == out[o].tobytes()


def test_float_atomics_into_computed_addresses_run_in_point_order(blocks):
    k, x, out = blocks("histogram")
    bins = x["bins"].copy()  # inout: the random input set starts it at random values
    for j in np.trunc(x["x"] * 8).astype(np.int64) & 15:
        bins[j] += 1.0
    assert out["bins"].tobytes() == bins.tobytes()
    k, x, out = blocks("scatter_add")
    acc = x["acc"].copy()
    for i, v in enumerate(x["x"]):  # point order
        acc[i % 7] += v
    assert out["acc"].tobytes() == acc.tobytes()
    assert any("depends on the order" in n and "point order" in n for n in k.notes)


@pytest.mark.parametrize("name,reason", [
    ("divergent", "a barrier (__syncthreads) or warp shuffle inside a loop or a branch not every thread takes"),
])
def test_what_block_stages_cannot_express_is_refused_with_the_reason(name, reason):
    with pytest.raises(ImportRefused, match=reason.replace("(", r"\(").replace(")", r"\)")):
        import_source(SRC, entries=[ENTRIES[name]])


def test_an_integer_output_updated_by_atomic_max(blocks):
    """int_max: atomicMax(top, (long long)(x[i] * 1000.0)): an i64 output, the largest truncated value (and
    the value it started with)."""
    k, x, out = blocks("int_max")
    assert {a.name: (a.role, a.type) for a in k.args if a.role != "scalar"} == {"x": ("in", "real"),
                                                                                 "top": ("inout", "i64")}
    want = max(int(x["top"][0]), int(np.max(np.trunc(np.asarray(x["x"]) * 1000.0))))
    assert out["top"].dtype == np.int64 and int(out["top"][0]) == want


def test_integer_atomics_are_order_free_and_said_so():
    from fpsem.kernels.importer.roles import atomic_note

    assert "does not depend on the order" in atomic_note("m", frozenset({"max", "add"}))
    assert "point order" in atomic_note("s", frozenset({"fadd"}))
    assert "old value used" in atomic_note("c", frozenset({"add*"}))


@pytest.mark.slow
def test_rajaperf_dot_runs_as_the_gpu_computes_it(tmp_path):
    k, x, out = _host(tmp_path, CORPUS / "DOT_sm86.ll", "_Z3dotPdS_S_dl")
    # RAJAPerf's DOT starts each thread's slot at dprod_init and adds a[i]*b[i] to it
    init = x["dprod_init"]
    n = N
    total = 0.0
    for first in range(0, n, 256):
        s = np.full(256, init)
        m = min(256, n - first)
        s[:m] = init + x["a"][first:first + m] * x["b"][first:first + m]
        h = 128
        while h:
            s[:h] = s[h:2 * h] + s[:h]
            h //= 2
        total += s[0]
    assert out["dprod"] == total
