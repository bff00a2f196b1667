"""The AMD (gfx90a) emulation: its FMA contraction is checked against the real gfx90a machine code that
LLVM's AMDGPU back end generates for the same IR, and emulated variants run and are labelled so."""

from __future__ import annotations

import re

import numpy as np
import pytest

from fpsem.compiler.build import build
from fpsem.compiler.targets import resolve_target
from fpsem.core.errors import StageFailure
from fpsem.fastmath.profiles import resolve_profile
from fpsem.ir.binding import parse_ir, target_machine
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.emulation import _check_portable, contract_to_fma, emulate, emulation_variant

GFX = resolve_target("mi250x")
FMA_ISA = {"amdgpu": re.compile(r"\n\s*(v_(?:fma|fmac|pk_fma)_f(?:32|64)\w*)"),
           "nvptx": re.compile(r"\bfma\.rn\.f(?:32|64)\b")}


def machine_fmas(ir: str, target=GFX) -> int:
    """FMA instructions in the assembly LLVM generates for ``ir`` on ``target`` (gfx90a by default)."""
    tm = target_machine(target.machine)
    mod = parse_ir(ir)
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    return len(FMA_ISA[target.kind].findall(tm.emit_assembly(mod)))


def _fn(params: str, body: str) -> str:
    return f"define void @f(ptr %o, {params}) {{\n{body}\n}}\n"


STORE = "  store volatile double %x, ptr %o\n"
CASES = {
    "fadd-left": _fn("double %a, double %b, double %c",
                     "  %m = fmul contract double %a, %b\n  %x = fadd contract double %m, %c\n" + STORE + "  ret void"),
    "fadd-right": _fn("double %a, double %b, double %c",
                      "  %m = fmul contract double %a, %b\n  %x = fadd contract double %c, %m\n" + STORE + "  ret void"),
    "fsub-left": _fn("double %a, double %b, double %c",
                     "  %m = fmul contract double %a, %b\n  %x = fsub contract double %m, %c\n" + STORE + "  ret void"),
    "fsub-right": _fn("double %a, double %b, double %c",
                      "  %m = fmul contract double %a, %b\n  %x = fsub contract double %c, %m\n" + STORE + "  ret void"),
    "no-contract-on-mul": _fn("double %a, double %b, double %c",
                              "  %m = fmul double %a, %b\n  %x = fadd contract double %m, %c\n" + STORE + "  ret void"),
    "no-contract-on-add": _fn("double %a, double %b, double %c",
                              "  %m = fmul contract double %a, %b\n  %x = fadd double %m, %c\n" + STORE + "  ret void"),
    "product-used-twice": _fn(
        "double %a, double %b, double %c, double %d",
        "  %m = fmul contract double %a, %b\n  %x = fadd contract double %m, %c\n  %y = fadd contract double %m, %d\n"
        + STORE + "  store volatile double %y, ptr %o\n  ret void"),
    "two-products": _fn(
        "double %a, double %b, double %c, double %d",
        "  %m = fmul contract double %a, %b\n  %n = fmul contract double %c, %d\n  %x = fadd contract double %m, %n\n"
        + STORE + "  ret void"),
    "other-block-single-use": _fn(
        "double %a, double %b, double %c, i1 %k",
        "  %m = fmul contract double %a, %b\n  br i1 %k, label %t, label %e\nt:\n  %x = fadd contract double %m, %c\n"
        + STORE + "  ret void\ne:\n  ret void"),
    "other-block-second-use": _fn(
        "double %a, double %b, double %c, double %d, i1 %k",
        "  %m = fmul contract double %a, %b\n  %x = fadd contract double %m, %d\n" + STORE
        + "  br i1 %k, label %t, label %e\nt:\n  %y = fadd contract double %m, %c\n"
          "  store volatile double %y, ptr %o\n  ret void\ne:\n  ret void"),
    "f32": _fn("float %a, float %b, float %c, float %d",
               "  %m = fmul contract float %a, %b\n  %x = fadd contract float %m, %c\n  %y = fsub contract float %d, %m\n"
               "  store volatile float %x, ptr %o\n  store volatile float %y, ptr %o\n  ret void"),
}


@pytest.mark.parametrize("target", ["mi250x", "h100"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_contraction_matches_the_back_ends(name, target):
    # the rules were read off the AMDGPU back end; NVPTX (sm_90) fuses the same pairs
    ir = CASES[name]
    c = contract_to_fma(ir)
    assert c.fused == machine_fmas(ir, resolve_target(target))
    parse_ir(c.text)  # the contracted module is valid IR


def test_contracted_values_are_fused_multiply_adds():
    c = contract_to_fma(CASES["fsub-right"])
    assert "call double @llvm.fma.f64(double %fpsem.neg1, double %b, double %c)" in c.text
    assert "declare double @llvm.fma.f64(double, double, double)" in c.text


@pytest.mark.parametrize("kernel", ["fir", "daxpy", "triad", "eos", "hydro_1d"])
@pytest.mark.parametrize("profile", ["strict", "contract", "algebraic"])
def test_kernel_fma_count_matches_gfx90a_machine_code(kernel, profile):
    # kernels without division or sqrt (whose gfx90a expansions use FMAs of their own)
    k = load_kernel(kernel)
    emu = emulate(build(emulation_variant(k, resolve_profile(profile), "f64", resolve_sizes(k.spec, "small"), GFX)), GFX)
    assert emu.fused == machine_fmas(emu.target_ir)
    assert (emu.fused == 0) == (profile == "strict")
    assert not re.search(r"\b(fast|contract)\b", emu.text)  # the host gets flag-free IR (fastcc is a calling convention)
    assert "target triple" not in emu.text


def test_target_intrinsics_are_refused():
    with pytest.raises(StageFailure, match="llvm.amdgcn.rcp"):
        _check_portable("  %r = call float @llvm.amdgcn.rcp.f32(float %x)", "k")
    with pytest.raises(StageFailure, match="llvm.nvvm.rcp"):
        _check_portable("  %r = call float @llvm.nvvm.rcp.approx.f(float %x)", "k")


def test_emulated_fir_differs_from_strict_where_fmas_were_formed():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.runners.emulation import EmulatedRunner

    k = load_kernel("fir")
    sizes = resolve_sizes(k.spec, "small")
    values = make_inputs(k.spec, sizes, "f64", "random", 0)
    runner = EmulatedRunner(GFX)
    strict = runner.prepare(k, resolve_profile("strict"), "f64", sizes, "small").run(values)["out"]
    fused = runner.prepare(k, resolve_profile("contract"), "f64", sizes, "small")
    out = fused.run(values)["out"]
    assert (strict != out).any()
    assert "FMA contraction as the gfx90a back end does: 16 in stage main (per point)" in fused.notes[0]
    # the strict emulation is bit-identical to the strict host run: no flags, no fusion
    from fpsem.runners.host import HostRunner

    host = HostRunner().prepare(k, resolve_profile("strict"), "f64", sizes, "small").run(values)["out"]
    np.testing.assert_array_equal(strict, host)


@pytest.mark.parametrize("target", ["a2000", "mi250x"])
@pytest.mark.slow
def test_the_emulation_runs_the_models_of_approximate_instructions(target):
    """PLANCKIAN f32 under algebraic-afn: exp and the divisions become approximate instructions on the GPU;
    the emulation runs their models, so its error differs from strict's and the notes name the models.
    (On the A2000 strict's expf is libdevice's __nv_expf, itself built on ex2.approx.ftz: its model runs
    in both, so only the MI250X's strict is free of approximate instructions.)"""
    from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
    from fpsem.compiler.targets import resolve_target
    from fpsem.runners.emulation import EmulatedRunner

    k = load_kernel("planckian")
    req = AccuracyRequest(k, (resolve_profile("algebraic-afn"),), "f32", "random", "small")
    rep = evaluate(req, EmulatedRunner(resolve_target(target)))
    strict, afn = rep.variant("strict"), rep.variant("algebraic-afn")
    assert afn.vs_strict.differing > 0
    if target == "mi250x":
        # strict is free of approximate instructions there: the models alone change the errors (which way
        # depends on the inputs: PLANCKIAN's strict error is large where its expm1-like term cancels)
        assert (afn.errors.overall.max_ulp, afn.errors.overall.median_ulp, afn.errors.overall.exactly_rounded) != (
            strict.errors.overall.max_ulp, strict.errors.overall.median_ulp, strict.errors.overall.exactly_rounded)
    else:
        assert any("libdevice.10.bc" in n and "__nv_expf" in n for n in strict.notes)
        assert any("ex2.approx.ftz" in n for n in strict.notes)
    assert any("approximate instruction modelled" in n for n in afn.notes)
    assert "approximate instructions run as models" in rep.how
