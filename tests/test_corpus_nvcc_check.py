"""benchmarks/corpus_nvcc_check.py's launch and comparison rules, without a GPU.

The H200 runs of 2026-12-04 found three faults of the check itself: dynamic shared memory given per file
(dot_tree could not launch), a block stage launched with blocks of one thread where its IR no longer reads
``ntid`` (REDUCE_STRUCT), and a blanket "order-dependent" label that hid the latter's 2e-4 difference.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("corpus_nvcc_check", ROOT / "benchmarks" / "corpus_nvcc_check.py")
assert _spec and _spec.loader
cnc = importlib.util.module_from_spec(_spec)
sys.modules["corpus_nvcc_check"] = cnc
_spec.loader.exec_module(cnc)


def test_dynamic_shared_memory_per_entry():
    from fpsem.kernels.importer import llvm_text

    mod = llvm_text.load_module(ROOT / "tests" / "data" / "import" / "blocks_sm86.ll")
    got = {e: cnc.dynamic_shared_bytes(mod, e) for e in mod.functions if e.startswith("_Z")}
    assert got["_Z10block_scanPKdPdl"] == cnc.DYNAMIC_SHARED_BYTES  # its extern __shared__ buffer
    assert got["_Z8dot_treePKdS0_Pdl"] == 0 and got["_Z9histogramPKdPdl"] == 0


def test_block_stage_launch_comes_from_the_import():
    ir = "define void @k() {\n  ret void\n}\n"  # no %fpsem.ntid.x: a block stage's unrolled IR
    assert cnc.modelled_launch(ir, ("N",), {"N": 1_000_000}) == ((1_000_000,), (1,))
    assert cnc.modelled_launch(ir, ("N",), {"N": 1_000_000}, block_stage=256) == ((3907,), (256,))
    per_point = "  %fpsem.ntid.x = freeze i32 128\n"
    assert cnc.modelled_launch(per_point, ("N",), {"N": 1000}, past=1) == ((8,), (128,))


def test_order_dependent_only_within_reordering():
    # the H200's values of 2026-12-04 06:10 UTC: DOT's atomic order, REDUCE_STRUCT's wrong launch
    assert cnc.within_reordering(np.float64(1241171.6307810997), np.float64(1241171.6307811))
    assert not cnc.within_reordering(np.float64(1634412.1865738053), np.float64(1634098.3058171067))
    assert cnc.within_reordering(np.array([1.0, np.nan]), np.array([1.0, np.nan]))
    assert not cnc.within_reordering(np.array([1.0, np.nan]), np.array([np.nan, 1.0]))


def test_first_differences_names_count_and_values():
    got = cnc.first_differences(np.array([1.0, 2.0, 3.0, 4.0]), np.array([1.0, 2.5, 3.0, -0.0 + 4.5]))
    assert got == ["2 of 4 elements", "[1] fpsem 2.0 nvcc 2.5", "[3] fpsem 4.0 nvcc 4.5"]
    assert cnc.first_differences(np.float64(0.0), np.float64(-0.0))[0] == "1 of 1 elements"  # bits, not values
