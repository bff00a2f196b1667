"""nvcc's baselines without a GPU: every kernel has a CUDA C source that follows the launch ABI,
the command lines are what the modes promise, and (where nvcc is installed) the three modes
produce PTX whose entries the runner accepts and whose arithmetic differs as the modes say."""

from __future__ import annotations

import re

import pytest

from fpsem.kernels.registry import kernel_names, load_spec
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.cuda import nvcc_baselines as nb
from fpsem.runners.cuda.runner import Program, check_program, entries_from_baseline

NVCC = nb.find_nvcc()
needs_nvcc = pytest.mark.skipif(NVCC is None, reason="nvcc not installed")


@pytest.mark.parametrize("key", kernel_names())
def test_every_kernel_has_a_conforming_cuda_source(key):
    spec = load_spec(key)
    assert nb.has_source(key), f"benchmarks/cuda/{key}.cu is missing"
    assert nb.check_source(spec, nb.source_path(key).read_text()) == []


def test_source_check_names_the_problems():
    spec = load_spec("fir")
    wrong = 'extern "C" __global__ void fir_main_entry(const Real* out, const Real* in) {}'
    problems = nb.check_source(spec, wrong)
    assert any("takes (out, in), the spec says (in, out)" in p for p in problems)
    assert any("__constant__ Real fir_const_coeff" in p for p in problems)
    assert nb.check_source(spec, "") == ["missing entry fir_main_entry",
                                         "constant array coeff needs `__constant__ Real fir_const_coeff[...]`"]


def test_object_macros_are_expanded_for_the_check():
    text = "#define P Real* a, \\\n  Real b\n#define Q P, Index n\nextern \"C\" __global__ void k_main_entry(Q) {}"
    assert nb.declared_entries(text) == {"k_main_entry": ["a", "b", "n"]}


def test_defines_and_command_line():
    spec = load_spec("jacobi_2d")
    sizes = resolve_sizes(spec, "small")
    d = nb.size_defines(spec, sizes)
    assert f"-DSZ_n={sizes['n']}LL" in d and "-DLO_a_to_b_0=1LL" in d and f"-DHI_b_to_a_1={sizes['n'] - 1}LL" in d
    cmd = nb.nvcc_command("nvcc", nb.source_path("jacobi_2d"), "nvcc-strict", "f32", "sm_90", d, nb.sources_dir() / "x.ptx")
    assert cmd[:4] == ["nvcc", "-ptx", "-arch=sm_90", "-O3"] and "-fmad=false" in cmd and "-DFPSEM_F32" in cmd
    assert "--use_fast_math" in nb.nvcc_command("nvcc", nb.source_path("fir"), "nvcc-fast", "f64", "sm_90", (),
                                                nb.sources_dir() / "x.ptx")
    with pytest.raises(Exception):
        nb.nvcc_command("nvcc", nb.source_path("fir"), "nvcc-turbo", "f64", "sm_90", (), nb.sources_dir() / "x.ptx")


def test_missing_nvcc_is_a_recorded_failure(monkeypatch, tmp_path):
    spec = load_spec("fir")
    b = nb.compile_baseline(spec, "f64", "nvcc-strict", "small", nvcc=None, cache=tmp_path) \
        if NVCC is None else None
    if b is None:  # nvcc is here: simulate its absence
        monkeypatch.setattr(nb, "find_nvcc", lambda env=None: None)
        b = nb.compile_baseline(spec, "f64", "nvcc-strict", "small", cache=tmp_path)
    assert not b.ok and "nvcc not found" in b.failure


def _fp_ops(ptx: str, entry: str) -> list[str]:
    body = ptx[ptx.index(f".entry {entry}"):]
    return re.findall(r"^\s+((?:fma|mul|add|sub|ex2|div|sqrt)\.[\w.]+)", body, re.M)


@needs_nvcc
@pytest.mark.slow
def test_modes_change_the_arithmetic_as_promised(tmp_path):
    spec = load_spec("fir")
    got = {m: nb.compile_baseline(spec, "f64", m, "small", cache=tmp_path) for m in nb.NVCC_MODES}
    for m, b in got.items():
        assert b.ok, b.failure
        check_program(Program(b.name, b.ptx, entries_from_baseline(spec, b.entries)), spec, "f64")
    strict = _fp_ops(got["nvcc-strict"].ptx, "fir_main_entry")
    default = _fp_ops(got["nvcc-default"].ptx, "fir_main_entry")
    assert "mul.rn.f64" in strict and not any(op.startswith("fma") for op in strict)
    assert sum(op == "fma.rn.f64" for op in default) >= 15  # the 16-tap chain contracted
    again = nb.compile_baseline(spec, "f64", "nvcc-default", "small", cache=tmp_path)
    assert again.cached and again.ptx == got["nvcc-default"].ptx


@needs_nvcc
@pytest.mark.slow
def test_fast_math_uses_approximate_exp_in_f32(tmp_path):
    spec = load_spec("planckian")
    fast = nb.compile_baseline(spec, "f32", "nvcc-fast", "small", cache=tmp_path)
    strict = nb.compile_baseline(spec, "f32", "nvcc-strict", "small", cache=tmp_path)
    assert fast.ok and strict.ok
    assert any(op.startswith("ex2.approx") for op in _fp_ops(fast.ptx, "planckian_main_entry"))
    assert "div.rn.f32" in _fp_ops(strict.ptx, "planckian_main_entry")
