"""Compiling real kernels for the GPU targets and the host: ISAs, what the flags change, the entry points."""

from __future__ import annotations

import re

import pytest
from kernelkit import compile_many

from fpsem.compiler.cache import BuildCache as Cache

pytestmark = pytest.mark.slow  # module-scoped fixtures build whole suites

GPU = ("a2000", "h100", "mi250x")


@pytest.fixture(scope="module")
def fir(tmp_path_factory):
    """FIR f64 under strict, contract and algebraic on the three GPU targets and the host."""
    cache = Cache(tmp_path_factory.mktemp("cache"))
    vs = compile_many(["fir"], ["f64"], ["strict", "contract", "algebraic"], list(GPU) + ["host"], cache=cache)
    return {(v.profile, v.target): v for v in vs}


def test_every_variant_compiled(fir):
    assert len(fir) == 12
    for v in fir.values():
        assert v.ok, v.failure
        assert v.optimized_ir and v.asm and v.metrics is not None
        assert not v.ub_findings and not v.ub_capable


def test_machine_code_is_for_the_requested_isa(fir):
    assert re.search(r"^\.target sm_86$", fir["strict", "a2000"].ptx, re.M)
    assert re.search(r"^\.target sm_90$", fir["strict", "h100"].ptx, re.M)
    amd = fir["strict", "mi250x"]
    assert amd.ptx is None and '.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"' in amd.asm
    assert amd.object[:4] == b"\x7fELF"  # relocatable object
    assert fir["strict", "host"].object[:4] == b"\x7fELF"


@pytest.mark.parametrize("target", GPU + ("host",))
@pytest.mark.parametrize("profile", ["contract", "algebraic"])
def test_fir_flags_fuse_the_multiply_add_chain(fir, target, profile):
    strict = fir["strict", target].metrics.histogram
    fused = fir[profile, target].metrics.histogram
    assert strict["f64.fma"] == 0
    assert strict["f64.mul"] >= 16 and strict["f64.add"] >= 16  # 16 taps: separate multiplies and adds
    assert fused["f64.fma"] >= 15
    assert fused["f64.mul"] + fused["f64.add"] <= 2 * (fused["f64.fma"] // 15)  # at most one left per chain


def test_the_opcodes_are_the_vendors_own(fir):
    assert fir["strict", "h100"].metrics.opcodes.get("mul.rn.f64") == 16
    assert fir["contract", "h100"].metrics.opcodes.get("fma.rn.f64") == 16
    amd = fir["contract", "mi250x"].metrics.opcodes
    assert amd.get("v_fma_f64", 0) + amd.get("v_fmac_f64_e32", 0) == 16


def test_constant_coefficients_on_both_vendors(fir):
    nv = fir["strict", "h100"]
    (entry,) = nv.entries
    assert entry.name == "fir_main_entry"
    assert [p.name for p in entry.params] == ["in", "out"]  # coeff is in constant memory, not a parameter
    assert entry.constants == (("coeff", "fir_const_coeff"),)
    assert nv.exports == ("fir_const_coeff",)
    assert ".const .align 8 .b8 fir_const_coeff[128]" in nv.ptx
    assert "ld.const" in nv.ptx
    amd = fir["strict", "mi250x"]
    (aentry,) = amd.entries
    assert [p.name for p in aentry.params] == ["in", "out", "coeff"]
    assert aentry.params[2].ir_type == "ptr addrspace(4)"
    assert "s_load_dwordx16" in amd.asm  # the 16 coefficients as uniform scalar loads


def test_gpu_entries_are_kernels_with_one_point_per_thread(fir):
    # FIR is element-wise: one thread per point, no loop (its 16 taps are unrolled); a reduction keeps its
    # grid-stride loop (test_reduction_entries_write_one_partial_per_thread)
    nv = fir["strict", "h100"]
    assert ".visible .entry fir_main_entry(" in nv.ptx
    assert "%ctaid.x" in nv.ptx and "%nctaid.x" not in nv.ptx
    assert nv.metrics.loops == {"fir_main_entry": 0}
    amd = fir["strict", "mi250x"]
    assert ".amdhsa_code_object_version 5" in amd.asm
    assert amd.metrics.loops == {"fir_main_entry": 0}
    assert amd.metrics.resources["fir_main_entry"].source == "kernel descriptor"


@pytest.mark.usefixtures("ptxas")  # fails, saying how to get it, where ptxas is missing
def test_ptxas_registers_and_sass_size(fir):
    nv = fir["strict", "a2000"]
    assert nv.object[:4] == b"\x7fELF"  # cubin
    r = nv.metrics.resources["fir_main_entry"]
    assert r.source == "ptxas -v" and r.registers > 0
    assert nv.metrics.code_bytes and nv.metrics.code_bytes % 16 == 0


def test_reduction_entries_write_one_partial_per_thread(tmp_path):
    (nv, amd, host) = compile_many(["dot"], ["f64"], ["contract"], ["h100", "mi250x", "host"], cache=Cache(tmp_path))
    for v in (nv, amd, host):
        assert v.ok, v.failure
        (e,) = v.entries
        assert e.reduce and e.params[-1].kind == "partials"
        # the accumulation carries the profile's flags: contract fuses acc + a*b
        assert v.metrics.histogram["f64.fma"] >= 1 and v.metrics.histogram["f64.mul"] == 0
    assert "st.global.b64" in nv.ptx or "st.global.f64" in nv.ptx
    assert nv.metrics.loops == {"dot_main_entry": 1} and "%nctaid.x" in nv.ptx  # the grid-stride loop
