"""Narrow stores of 64-bit registers in fpsem's PTX (fpsem.compiler.backends.nvptx.explicit_narrow_stores).

LLVM's NVPTX back end stores the low word of a double's bits as ``st.local.b32 [a], %rd7;`` (PTX's relaxed
type rule: the source is chopped).  ptxas 13.0 and the H200's driver JIT compile that, when ``%rd7`` is an
``add.rn.f64`` result, as ``F2I.U32.F64.TRUNC`` (the double's value converted to an integer): a warp shuffle of a
double through memory then lost its low word on the H200 (2026-12-04 05:51 UTC, benchmarks/corpus_nvcc_check.py,
``warp_sum``: all 31,250 sums off by up to 2^-20 relative; fpsem's host, emulation and interpreter runs of the
same optimized IR were right).  fpsem writes the chop as an explicit ``cvt``.
"""

from __future__ import annotations

import contextlib
import math
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from fpsem.compiler.backends.nvptx import explicit_narrow_stores

DATA = Path(__file__).parent / "data" / "import"
WIDE_NARROW_STORE = re.compile(r"^\s*st(\.[a-z0-9]+)*\.b(8|16|32)\s+\[[^\]]+\],\s*(%rd\d+|\{[^}]*%rd)", re.M)

MINIMAL = """.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p0, .param .u64 p1)
{
	.reg .b64 %rd<8>;
	ld.param.b64 %rd1, [p0];
	ld.param.b64 %rd3, [p1];
	ld.global.b64 %rd2, [%rd1];
	add.rn.f64 %rd5, %rd2, %rd2;
	st.global.b32 [%rd3], %rd5;
	st.global.b8 [%rd3+8], %rd5;
	ret;
}
"""


def test_known_answers():
    got = explicit_narrow_stores("\tst.local.b32 \t[%rd57+4], %rd444;\n")
    assert got == ("\t{ .reg .b32 %fpsem_chop0; cvt.u32.u64 %fpsem_chop0, %rd444; "
                   "st.local.b32 [%rd57+4], %fpsem_chop0; }\n")
    # 8-bit stores go through a 16-bit register (PTX has no 8-bit registers)
    assert "cvt.u16.u64 %fpsem_chop0, %rd5; st.shared.b8 [%rd4], %fpsem_chop0;" in explicit_narrow_stores(
        "\tst.shared.b8 [%rd4], %rd5;")
    # one element of a vector store
    assert "st.global.v2.b32 [%rd1], {%fpsem_chop0, %r3};" in explicit_narrow_stores(
        "\tst.global.v2.b32 [%rd1], {%rd2, %r3};")


@pytest.mark.parametrize("line", ["\tst.global.b64 [%rd1], %rd2;", "\tst.local.b32 [%rd1], %r2;",
                                  "\tst.local.b8 [%rd50], %rs1;", "\tld.local.b32 %rd415, [%rd414];",
                                  "\tst.local.v2.b64 [%rd132], {%rd140, %rd147};", "// st.local.b32 [%rd1], %rd2;"])
def test_other_lines_unchanged(line):
    assert explicit_narrow_stores(line) == line


def test_rewrite_is_idempotent_and_leaves_no_wide_narrow_store():
    once = explicit_narrow_stores(MINIMAL)
    assert explicit_narrow_stores(once) == once
    assert not WIDE_NARROW_STORE.search(once) and WIDE_NARROW_STORE.search(MINIMAL)


def test_ptxas_stores_the_low_word_not_a_conversion(tmp_path):
    """Where ptxas and nvdisasm are installed: the rewritten PTX stores the double's low register, with no
    float-to-integer conversion (the original's SASS has F2I.U32.F64.TRUNC under ptxas 13.0)."""
    from fpsem.compiler.backends.nvptx import ptxas_path
    from fpsem.compiler.devlibs import find_nvdisasm

    ptxas, nvdisasm = ptxas_path(), find_nvdisasm()
    if ptxas is None or nvdisasm is None:
        pytest.skip("ptxas or nvdisasm not installed (the nvptx extra)")
    src, cubin = tmp_path / "k.ptx", tmp_path / "k.cubin"
    src.write_text(explicit_narrow_stores(MINIMAL))
    subprocess.run([str(ptxas), "-arch=sm_90", str(src), "-o", str(cubin)], check=True, capture_output=True)
    sass = subprocess.run([str(nvdisasm), "-c", str(cubin)], check=True, capture_output=True, text=True).stdout
    assert "DADD" in sass and "F2I" not in sass, sass


@pytest.mark.slow
def test_imported_shuffle_kernel_ptx_has_no_wide_narrow_store(tmp_path):
    """shuffle.cu's warp_sum (a double shuffled as two 32-bit halves through the block stage's exchange):
    its sm_90 PTX stores no 64-bit register narrowly."""
    from fpsem.api import import_kernel
    from fpsem.compiler.targets import resolve_target
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.kernels.registry import load_kernel_file
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.cuda.end_to_end import compile_for_gpu

    import_kernel(DATA / "shuffle_sm86.ll", out=tmp_path)
    k = load_kernel_file(next(tmp_path.glob("*.toml")))
    v = compile_for_gpu(k, "f64", resolve_profile("strict"), resolve_target("h200"), resolve_sizes(k.spec, "small"))
    assert v.ok and "st.local.b32" in v.ptx
    assert not WIDE_NARROW_STORE.search(v.ptx)


@pytest.mark.gpu
def test_shuffled_double_sums_on_the_gpu(tmp_path):
    """On an NVIDIA GPU: warp_sum's strict variant gives the shuffle tree's IEEE sums bit for bit (numpy
    replaying PTX's rule), over several blocks."""
    from fpsem.api import import_kernel
    from fpsem.compiler.targets import resolve_target
    from fpsem.core.errors import UsageError
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.registry import load_kernel_file
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.cuda.faults import GpuUnavailable
    from fpsem.runners.registry import runner_for

    stack = contextlib.ExitStack()
    try:  # before anything else: without a GPU this test only skips
        r = stack.enter_context(runner_for(resolve_target("h200"), "measured"))
    except (GpuUnavailable, UsageError) as e:  # no NVIDIA GPU (or no cuda-bindings) here
        pytest.skip(str(e))
    import_kernel(DATA / "shuffle_sm86.ll", out=tmp_path)
    k = load_kernel_file(next(tmp_path.glob("*.toml")))
    n = 5000
    sizes = resolve_sizes(k.spec, "small", {"N": n})
    v = dict(make_inputs(k.spec, sizes, "f64", "random", 3))
    with stack:
        got = r.prepare(k, resolve_profile("strict"), "f64", sizes, "small").run(
            {a: np.copy(b) if isinstance(b, np.ndarray) else b for a, b in v.items()})["out"]
    x = np.zeros(32 * math.ceil(n / 32))
    x[:n] = v["x"]
    lanes = x.reshape(-1, 32)
    for off in (16, 8, 4, 2, 1):  # a lane whose source is past the warp reads its own value
        lanes = lanes + np.concatenate([lanes[:, off:], lanes[:, 32 - off:]], axis=1)
    assert np.array_equal(np.asarray(got)[:lanes.shape[0]].view(np.uint64), lanes[:, 0].copy().view(np.uint64))
