"""Kernel specs and IR: expressions, loading, the ABI check, malformed files, f32 generation."""

from __future__ import annotations

import functools
import math
import shutil
from pathlib import Path

import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.core.errors import EXIT_USAGE, SpecError, UsageError
from fpsem.core.paths import kernels_dir
from fpsem.kernels import gen_f32
from fpsem.kernels.registry import ir_path, kernel_names, load_all, load_kernel, load_spec
from fpsem.kernels.spec import ExprError, eval_int, eval_real, expr_names, rajaperf_work, resolve_sizes

# ------------------------------------------------------------------ expressions


@pytest.mark.parametrize("text,want", [
    ("N + 15", 79), ("2*(N - 4)//3", 40), ("max((N + 96) // 192, 1)", 1), ("min(N, 10)", 10),
    ("isqrt(N) + 2", 10), ("icbrt(N*N*N) + 1", 65), ("-N + 100", 36),
])
def test_integer_expressions(text, want):
    assert eval_int(text, {"N": 64}) == want


def test_icbrt_is_exact_for_large_cubes():
    assert eval_int("icbrt(N)", {"N": 1000000}) == 100
    assert eval_int("icbrt(N)", {"N": 999999}) == 99


@pytest.mark.parametrize("text", ["N / 2", "N ** 2", "__import__('os')", "N.real", "open(N)", "N if N else 1",
                                  "[N]", "1.5 + N", "lambda: 1", ""])
def test_unsafe_or_non_integer_expressions_are_rejected(text):
    with pytest.raises(ExprError):
        eval_int(text, {"N": 64})


def test_real_expressions_and_names():
    assert eval_real("1.0 / N", {"N": 4}) == 0.25
    assert eval_real("xn - x0", {"xn": 0.5, "x0": 0.25}) == 0.25
    assert expr_names("max(N, nd*ng) // 2") == {"N", "nd", "ng"}
    with pytest.raises(ExprError, match="division by zero"):
        eval_int("N // (N - N)", {"N": 3})
    with pytest.raises(ExprError, match="unknown name"):
        eval_int("M + 1", {"N": 3})


# ------------------------------------------------------------------ the built-in suite


def test_every_builtin_kernel_loads_with_checked_ir():
    kernels = load_all()
    assert len(kernels) >= 22
    for k in kernels:
        assert set(k.ir) == set(k.spec.precisions) == {"f64", "f32"}


def test_rajaperf_work_uses_the_real_width():
    spec = load_spec("fir")
    s = resolve_sizes(spec, "default")
    assert rajaperf_work(spec, s, "f64") == (8 * 16 + 8 * (1000000 + 15) + 8 * 1000000, 32 * 1000000)
    assert rajaperf_work(spec, s, "f32")[0] == 4 * 16 + 4 * (1000000 + 15) + 4 * 1000000



def test_ltimes_default_is_rajaperfs_problem_size():
    """RAJAPerf's LTIMES defaults (nd/ng/nm = 64/32/25, N = 1e6): nz = 488, problem size nd*ng*nz = 999,424."""
    spec = load_spec("ltimes")
    s = resolve_sizes(spec, "default")
    assert (s["nd"], s["ng"], s["nm"], s["nz"]) == (64, 32, 25, 488)
    assert s["nd"] * s["ng"] * s["nz"] == 999_424
    assert rajaperf_work(spec, s, "f64") == (8 * 64 * 25 + 8 * 64 * 32 * 488 + 2 * 8 * 25 * 32 * 488,
                                             2 * 488 * 32 * 25 * 64)
    assert resolve_sizes(spec, "nd6")["nz"] == 5208  # fpsem's earlier default, kept as a named set


def test_if_quad_flops_are_rajaperfs_estimate():
    """RAJAPerf counts 4N + 7N/2 (integer division): the branch taken half the time."""
    spec = load_spec("if_quad")
    assert rajaperf_work(spec, resolve_sizes(spec, "default"), "f64")[1] == 7_500_000
    assert rajaperf_work(spec, resolve_sizes(spec, "default", {"N": 5}), "f64")[1] == 4 * 5 + 35 // 2


def _rajaperf_grid(key: str, n: int) -> int:
    """RAJAPerf's grid parameter from its target size, computed as its C++ does (double, truncation)."""
    if key == "gemm":
        return int(math.sqrt(n) + math.sqrt(2) - 1)
    if key == "jacobi_2d":
        return int(math.sqrt(n) + 2 + math.sqrt(2) - 1)
    if key == "del_dot_vec_2d":
        return int(math.sqrt(n) + 1 + math.sqrt(2) - 1)
    if key == "heat_3d":
        return int(math.cbrt(n) + 2 + math.cbrt(3) - 1)
    return int(math.cbrt(n) + 1 + math.cbrt(3) - 1)  # vol3d


@functools.cache
def _cached_spec(key: str):
    return load_spec(key)


_GRID = {"gemm": "ni", "jacobi_2d": "n", "del_dot_vec_2d": "nr", "heat_3d": "n", "vol3d": "nr"}


@pytest.mark.parametrize("key", sorted(_GRID))
@settings(max_examples=examples(100), deadline=None)
@given(n=st.one_of(st.integers(1, 5000), st.integers(1, 10**9)))
def test_grid_sizes_follow_rajaperfs_rounding_for_every_target_size(key, n):
    """The specs' integer expressions give RAJAPerf's floor(sqrt(N) + sqrt(2)) / floor(cbrt(N) + cbrt(3)) forms."""
    assert resolve_sizes(_cached_spec(key), "default", {"N": n})[_GRID[key]] == _rajaperf_grid(key, n)

def test_size_overrides_and_unknown_size_sets():
    spec = load_spec("ltimes")
    assert resolve_sizes(spec, "default", {"nd": 64})["nz"] == 488
    with pytest.raises(SpecError, match="unknown size set 'huge'"):
        resolve_sizes(spec, "huge")
    with pytest.raises(SpecError, match="unknown size parameter 'Q'"):
        resolve_sizes(spec, "default", {"Q": 3})
    with pytest.raises(SpecError, match="positive integer"):
        resolve_sizes(spec, "default", {"N": 0})


def test_unknown_kernel_is_a_usage_error_listing_the_known_ones():
    with pytest.raises(UsageError, match="unknown kernel 'nope'.*fir"):
        load_spec("nope")


# ------------------------------------------------------------------ f32 generation


@pytest.mark.parametrize("key", kernel_names())
def test_f32_file_is_in_sync_with_the_generator(key):
    spec = load_spec(key)
    src = ir_path(spec, "f64")
    assert ir_path(spec, "f32").read_text() == gen_f32.generate_f32(src.read_text(), src.name), \
        f"{key}.f32.ll is out of date: run python -m fpsem.kernels.gen_f32"


def test_f32_constants_are_the_f64_constants_rounded():
    assert gen_f32.f32_literal("0.2") == ("0x3FC99999A0000000", True)
    assert gen_f32.f32_literal("0.5") == ("0.5", False)
    assert gen_f32.f32_literal("1.0e-20")[0] == "0x3BC79CA100000000"
    with pytest.raises(SpecError, match="overflows float"):
        gen_f32.f32_literal("1.0e300")
    line = gen_f32.convert_line("  %v = fmul double 0.2, %x.1   ; scale")
    assert line == "  %v = fmul float 0x3FC99999A0000000, %x.1   ; scale  (0.2 rounded to float)"
    assert gen_f32.convert_line("  %r = call double @llvm.sqrt.f64(double %s)") == \
        "  %r = call float @llvm.sqrt.f32(float %s)"


def test_gen_f32_check_mode_reports_stale_files(tmp_path, capsys):
    for f in ("dot.toml", "dot.f64.ll", "dot.f32.ll"):
        shutil.copy(kernels_dir() / f, tmp_path / f)
    assert gen_f32.main(["--check", "--dir", str(tmp_path)]) == 0
    (tmp_path / "dot.f64.ll").write_text((tmp_path / "dot.f64.ll").read_text().replace("%prod", "%product"))
    assert gen_f32.main(["--check", "--dir", str(tmp_path)]) == 1
    assert "out of date" in capsys.readouterr().err
    assert gen_f32.main(["--dir", str(tmp_path)]) == 0
    assert gen_f32.main(["--check", "--dir", str(tmp_path)]) == 0


# ------------------------------------------------------------------ malformed specs and IR


def _copy_kernel(tmp_path: Path, key: str = "dot") -> Path:
    for f in (f"{key}.toml", f"{key}.f64.ll", f"{key}.f32.ll"):
        shutil.copy(kernels_dir() / f, tmp_path / f)
    return tmp_path / f"{key}.toml"


@pytest.mark.parametrize("edit,message", [
    (lambda s: s + "\nbogus = 1\n", "unknown key"),
    (lambda s: s.replace('role = "in"', 'role = "sideways"', 1), "role must be one of"),
    (lambda s: s.replace('length = "N"\n', "", 1), "needs a 'length'"),
    (lambda s: s.replace('length = "N"', 'length = "N +* 2"', 1), "syntax error"),
    (lambda s: s.replace('length = "N"', 'length = "M"', 1), "unknown name 'M'"),
    (lambda s: s.replace('length = "N"', 'length = "N - 100"', 1), "not positive"),
    (lambda s: s.replace('init = "D(0.2)"', 'init = "D(0.2, 3)"', 1), "takes 1 argument"),
    (lambda s: s.replace('init = "D(0.2)"', 'init = "WOBBLE(1)"', 1), "unknown init 'WOBBLE'"),
    (lambda s: s.replace('init = "D(0.2)"', 'init = "S(0.2)"', 1), "does not fit"),
    (lambda s: s.replace('result = "dot"', 'result = "a"'), "not an argument with role 'result'"),
    (lambda s: s.replace('reduce = "sum"\n', ""), "belong to a reduce stage"),
    (lambda s: s.replace("[sizes.small]\nN = 64", "[sizes.small]\nM = 64"), "same parameters"),
    (lambda s: s.replace('precisions = ["f64", "f32"]', 'precisions = ["f16"]'), "precisions"),
    (lambda s: s.replace("reps = 2000", 'reps = "many"'), "'reps' must be an integer"),
    (lambda s: s.replace('space = [["0", "N"]]', 'space = [["N", "0"]]'), "not a valid range"),
    (lambda s: s.replace("[[stages]]", "[[stagez]]"), "unknown key"),
    (lambda s: s + "\n[[[broken", "malformed TOML"),
])
def test_malformed_spec_is_a_spec_error_naming_file_and_problem(tmp_path, edit, message):
    path = _copy_kernel(tmp_path)
    path.write_text(edit(path.read_text()))
    with pytest.raises(SpecError, match=message) as e:
        load_kernel(str(path))
    assert str(path) in str(e.value)
    assert e.value.exit_code == EXIT_USAGE


@pytest.mark.parametrize("edit,message", [
    (lambda s: s.replace("ret double %prod", "ret double %nonexistent"), "use of undefined value"),
    (lambda s: s.replace("define double @dot_main", "define double @dot_kernel"), "@dot_main is not defined"),
    (lambda s: s.replace("(i64 %i, ptr noalias readonly %a,", "(i64 %i, double %a,").replace(
        "getelementptr inbounds double, ptr %a,", "getelementptr inbounds double, ptr %b,"), "requires double"),
    (lambda s: s.replace("define double", "define float").replace("ret double %prod",
     "%f = fptrunc double %prod to float\n  ret float %f"), "has type float"),
    (lambda s: 'target triple = "nvptx64-nvidia-cuda"\n' + s, "target triple"),
    (lambda s: s.replace("%prod = fmul double %ai, %bi",
                         "%p0 = fmul double %ai, %bi\n  %prod = call double @llvm.nvvm.fabs.d(double %p0)")
     + "\ndeclare double @llvm.nvvm.fabs.d(double)\n", "target intrinsic"),
    (lambda s: s.replace("%prod = fmul double %ai, %bi",
                         "%p0 = fmul double %ai, %bi\n  %prod = call double @exp(double %p0)")
     + "\ndeclare double @exp(double)\n", "external function @exp"),
    (lambda s: s.replace("%prod = fmul double %ai, %bi",
                         "%h = fpext double %ai to fp128\n  %prod = fmul double %ai, %bi"), "FP type fp128"),
])
def test_malformed_ir_is_a_spec_error_naming_file_and_problem(tmp_path, edit, message):
    path = _copy_kernel(tmp_path)
    ll = tmp_path / "dot.f64.ll"
    ll.write_text(edit(ll.read_text()))
    with pytest.raises(SpecError, match=message) as e:
        load_kernel(str(path))
    assert str(ll) in str(e.value)


def test_missing_ir_file_is_a_spec_error(tmp_path):
    path = _copy_kernel(tmp_path)
    (tmp_path / "dot.f32.ll").unlink()
    with pytest.raises(SpecError, match=r"dot\.f32\.ll: missing"):
        load_kernel(str(path))


def test_cli_reports_a_malformed_kernel_in_one_line_with_exit_2(tmp_path, cli):
    path = _copy_kernel(tmp_path)
    path.write_text(path.read_text().replace('role = "in"', 'role = "sideways"', 1))
    r = cli("run", "--kernel", str(path))
    assert r.code == 2
    assert str(path) in r.err and "role must be one of" in r.err
    assert len(r.err.strip().splitlines()) == 1
