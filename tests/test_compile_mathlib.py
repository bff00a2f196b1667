"""Math-function lowering (fpsem.compiler.mathlib): libdevice on NVPTX, ROCm ocml on AMDGPU, afn -> approximate."""

from __future__ import annotations

from pathlib import Path

import pytest
from kernelkit import tiny_kernel

import fpsem
from fpsem.compiler import devlibs
from fpsem.compiler import mathlib as ML
from fpsem.compiler.backends import backend_for
from fpsem.compiler.build import build
from fpsem.compiler.cache import BuildCache
from fpsem.compiler.targets import load_targets
from fpsem.compiler.variant import describe_variant
from fpsem.fastmath.profiles import resolve_profile

TARGETS = load_targets()

CALLS = """define void @k(ptr %p) {
  %a = load double, ptr %p
  %b = load float, ptr %p
  %e = call double @llvm.exp.f64(double %a)
  %f = call afn float @llvm.exp.f32(float %b)
  %g = call float @llvm.exp.f32(float %b)
  %s = call afn float @llvm.sin.f32(float %b)
  %q = call double @llvm.sqrt.f64(double %a)
  %w = call fast double @llvm.pow.f64(double %a, double %q)
  ret void
}
declare double @llvm.exp.f64(double)
declare float @llvm.exp.f32(float)
declare float @llvm.sin.f32(float)
declare double @llvm.sqrt.f64(double)
declare double @llvm.pow.f64(double, double)
"""


def test_nvptx_lowering_per_call_flags():
    low = ML.lower_math(CALLS, backend_for("nvptx").math)
    assert low.library == "libdevice"
    assert low.functions == {"__nv_exp", "__nv_fast_expf", "__nv_expf", "__nv_pow"}
    assert "call afn float @__nv_fast_expf(float %b)" in low.text  # afn -> the approximate form
    assert "call float @__nv_expf(float %b)" in low.text
    assert "call afn float @llvm.sin.f32" in low.text  # sin.approx.f32 is afn's own lowering
    assert "@llvm.sqrt.f64" in low.text and low.native == {"llvm.sin.f32"}  # sqrt: always native
    assert "declare double @__nv_pow(double, double)" in low.text


def test_amdgpu_lowering_keeps_native_f32_exponentials():
    low = ML.lower_math(CALLS, backend_for("amdgpu").math)
    assert low.library == "ocml"
    assert low.functions == {"__ocml_exp_f64", "__ocml_pow_f64"}
    assert "llvm.exp.f32" in low.native


def test_host_and_math_free_modules_are_untouched():
    assert ML.lower_math(CALLS, backend_for("host").math).text == CALLS
    plain = "define void @k() {\n  ret void\n}\n"
    low = ML.lower_math(plain, backend_for("nvptx").math)
    assert low.text == plain and low.library is None


def test_missing_libraries_say_how_to_get_them(monkeypatch, tmp_path):
    # Nothing in the Python environment, the system hidden: both lookups fail with the way to get the library.
    from fpsem.compiler import devlibs

    monkeypatch.setattr(devlibs, "nvidia_wheel_dirs", lambda: [])
    monkeypatch.setattr(devlibs.sys, "prefix", str(tmp_path))
    hidden = {"FPSEM_SYSTEM_LIBS": "0"}
    with pytest.raises(ML.LibraryMissing, match="pip install nvidia-cuda-nvcc"):
        ML.find_libdevice(hidden)
    with pytest.raises(ML.LibraryMissing, match="apt-get install rocm-device-libs"):
        ML.rocm_libraries("gfx90a", hidden)


def test_library_search_order_honours_the_environment(tmp_path):
    f = tmp_path / "libdevice.10.bc"
    f.write_bytes(b"BC")
    assert ML.find_libdevice({"FPSEM_LIBDEVICE": str(f)}) == f
    (tmp_path / "nvvm/libdevice").mkdir(parents=True)
    g = tmp_path / "nvvm/libdevice/libdevice.10.bc"
    g.write_bytes(b"BC")
    assert devlibs.libdevice_candidates({"CUDA_HOME": str(tmp_path)})[0] == g


PLANCK_LIKE = """define void @pk_main(i64 %i, ptr %w, ptr %x) {
  %xp = getelementptr float, ptr %x, i64 %i
  %v = load float, ptr %xp
  %e = call float @llvm.exp.f32(float %v)
  %d = fsub float %e, 1.0
  %r = fdiv float %v, %d
  %wp = getelementptr float, ptr %w, i64 %i
  store float %r, ptr %wp
  ret void
}
declare float @llvm.exp.f32(float)
"""


def _compile(text: str, profile: str, target: str, precision: str = "f32", tmp=None):
    import tempfile
    from pathlib import Path as P

    d = P(tmp or tempfile.mkdtemp(prefix="fpsem-pk-"))
    f64 = text.replace("float", "double").replace("f32", "f64")
    kernel = tiny_kernel(d / f"{precision}-{abs(hash(text))}", "pk", {"f64": f64, "f32": text} if precision == "f32"
                         else {"f64": text})
    v = build(describe_variant(kernel, precision, resolve_profile(profile), TARGETS[target]))
    assert v.ok, v.failure
    return v


@pytest.mark.parametrize("target", ["a2000", "h100"])
def test_nvptx_exp_needs_libdevice_and_afn_makes_it_one_approximate_instruction(target):
    strict = _compile(PLANCK_LIKE, "strict", target)
    afn = _compile(PLANCK_LIKE, "afn", target)
    assert strict.math_functions == ("__nv_expf",) and afn.math_functions == ("__nv_fast_expf",)
    # strict: libdevice's range-reduced expf (FMAs around an ex2.approx.ftz core); afn: one ex2.approx.f32
    assert "ex2.approx.f32" in afn.ptx and "ex2.approx.f32" not in strict.ptx
    assert strict.metrics.histogram["f32.fma"] >= 3 and afn.metrics.histogram["f32.fma"] == 0
    assert afn.metrics.instructions < strict.metrics.instructions
    # internalized: only the entry survives, not libdevice's ~575 functions
    assert strict.ptx.count(".func") == 0 and len(strict.ptx.splitlines()) < 150


def test_amdgpu_f64_exp_links_ocml_and_afn_shortens_f32_exp():
    f64 = _compile(PLANCK_LIKE.replace("float", "double").replace("f32", "f64"), "strict", "mi250x", "f64")
    assert f64.math_functions == ("__ocml_exp_f64",)
    assert "s_swappc" not in f64.asm  # ocml's exp is inlined, no call left
    assert f64.metrics.histogram["f64.fma"] >= 8  # ocml's polynomial
    strict = _compile(PLANCK_LIKE, "strict", "mi250x")
    afn = _compile(PLANCK_LIKE, "afn", "mi250x")
    assert strict.metrics.opcodes.get("v_exp_f32_e32") and afn.metrics.opcodes.get("v_exp_f32_e32")
    assert afn.metrics.instructions < strict.metrics.instructions


def test_library_identity_hashes_the_files_content():
    fp = ML.library_identity("libdevice", "sm_90")
    assert "libdevice" in fp or fp == "missing"
    assert ML.library_identity(None, "x86-64") == ""
    assert Path(ML.find_libdevice()).name == "libdevice.10.bc"


@pytest.mark.slow
def test_planckian_f32_afn_turns_exp_into_an_approximate_instruction_on_nvptx(tmp_path):
    vs = [b.variant for b in fpsem.compile_many("planckian", "a2000,h100,mi250x", "strict,afn", "f32",
                                                cache=BuildCache(tmp_path))]
    by = {(v.profile, v.target): v for v in vs}
    for t in ("a2000", "h100"):
        strict, afn = by["strict", t], by["afn", t]
        assert strict.ok and afn.ok
        assert strict.math_functions == ("__nv_expf",) and afn.math_functions == ("__nv_fast_expf",)
        assert "ex2.approx.f32" in afn.ptx  # __nv_fast_expf is one ex2.approx after a multiply by log2(e)
        assert "ex2.approx.f32" not in strict.ptx  # the accurate expf: range reduction around ex2.approx.ftz
        assert strict.metrics.histogram["f32.fma"] > afn.metrics.histogram["f32.fma"]
        # afn also lets the divisions become approximate (div.approx / div.full)
        assert afn.metrics.histogram["approx.reciprocal"] > strict.metrics.histogram["approx.reciprocal"]
    amd_strict, amd_afn = by["strict", "mi250x"], by["afn", "mi250x"]
    assert amd_strict.metrics.opcodes.get("v_exp_f32_e32") and amd_afn.metrics.opcodes.get("v_exp_f32_e32")
    assert amd_afn.metrics.instructions < amd_strict.metrics.instructions
