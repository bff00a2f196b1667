"""`fpsem import` of real compiler output (tests/data/import, commands in its README).

Known answers: every imported kernel's strict host result equals a numpy implementation
written here (f64, and f32 for every kernel that has an f32 form, in numpy float32 with the C
library's expf for exp); the CUDA and HIP imports of the same source agree bit for bit;
what the launch model cannot express is refused in one line, exit 2.
"""

from __future__ import annotations

import ctypes
import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.importer import import_source, write_kernel
from fpsem.kernels.importer.core import ImportRefused
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.execution import run_host

pytestmark = pytest.mark.slow  # module-scoped fixtures build whole suites

DATA = Path(__file__).parent / "data" / "import"
_LIBM = ctypes.CDLL(None)
_LIBM.expf.restype = ctypes.c_float
_LIBM.expf.argtypes = [ctypes.c_float]


def libm_exp(x: np.ndarray) -> np.ndarray:
    """exp through the C library, as the host JIT's code calls it (exp for f64, expf for f32)."""
    if x.dtype == np.float32:
        return np.array([_LIBM.expf(float(v)) for v in x], dtype=np.float32)
    return np.array([math.exp(float(v)) for v in x])


@pytest.fixture(scope="module")
def imported(tmp_path_factory) -> dict[str, Path]:
    """{'<file stem>/<kernel>': spec path} for every IR file of the test data."""
    out: dict[str, Path] = {}
    root = tmp_path_factory.mktemp("imported")
    for f in ["cuda_sm86.ll", "cuda_sm86_fastmath.ll", "hip_gfx90a.ll", "hip_gfx90a_fastmath.ll", "hip_gfx90a.bc",
              "hip_gfx90a_cov4.ll", "grid2d_sm86.ll", "grid2d_gfx90a.ll",
              "c_x86_64.ll", "c_x86_64_fastmath.ll", "rust_x86_64.ll", "layout_sm86.ll"]:
        for k in import_source(DATA / f):
            w = write_kernel(k, root / f.replace(".", "_"))
            out[f"{f.split('.')[0] + ('_bc' if f.endswith('.bc') else '')}/{k.key}"] = w.spec_path
    return out


def _run(spec_path: Path, precision: str, reps: int = 1):
    kernel = load_kernel(str(spec_path))
    spec = kernel.spec
    sizes = resolve_sizes(spec, "small")
    inputs = make_inputs(spec, sizes, precision, "random", 0)
    r = run_host(kernel, resolve_profile("strict"), precision=precision, size_set="small",
                 input_set="random", reps=reps, seed=0)
    return inputs, r.outputs, sizes.get("N", 0)


# numpy implementations, written from the sources (saxpy_exp.cu, kernels.c, kernels.rs, layout.cu)
def np_daxpy(x, n, reps=1):
    y = x["arg3"].copy()
    for _ in range(reps):
        y = x["arg2"] * x["arg1"] + y
    return {"arg3": y}


def np_gauss(x, n):
    return {"arg1": libm_exp(-x["arg0"] * x["arg0"]) * x["arg2"]}


def np_norm3(x, n):
    p = x["arg0"].reshape(n, 3)
    return {"arg1": np.sqrt(p[:, 0] * p[:, 0] + p[:, 1] * p[:, 1] + p[:, 2] * p[:, 2])}


def np_logistic(x, n):
    one = x["x"].dtype.type(1.0)
    return {"out": one / (one + libm_exp(-x["k"] * x["x"]))}


def np_logistic_c(x, n):
    one = x["arg0"].dtype.type(1.0)
    return {"out": one / (one + libm_exp(-x["arg1"] * x["arg0"]))}


def np_axpby(x, n, a="a", b="b", y="y", xx="x"):
    return {y: x[a] * x[xx] + x[b] * x[y]}


def fused(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """a*b + c rounded once (an FMA), from the exact rational value, to the arrays' format."""
    t = a.dtype.type
    out = []
    for u, v, w in zip(np.broadcast_to(a, c.shape), np.broadcast_to(b, c.shape), c):
        exact = Fraction(float(u)) * Fraction(float(v)) + Fraction(float(w))
        f = t(float(exact))
        # the double nearest the exact value may round to the wrong float: take the nearest neighbour
        cands = [np.nextafter(f, t(-np.inf)), f, np.nextafter(f, t(np.inf))]
        out.append(min(cands, key=lambda z: abs(Fraction(float(z)) - exact)))
    return np.array(out, dtype=a.dtype)


def np_axpby_c(x, n):
    # clang's default -ffp-contract=on: y = fmuladd(a, x, b*y); LangRef lets the back end fuse it or not
    a, xx, b, y = x["arg3"], x["arg2"], x["arg4"], x["arg1"]
    return {"arg1": (fused(np.asarray(a), xx, b * y), a * xx + b * y)}


def np_rec12(x, n):
    rec = x["arg0"].reshape(n, 12)
    return {"arg1": rec[:, 1] * rec[:, 11]}


def np_bits(x, n):
    v = x["arg0"] * 3.0
    return {"arg1": ((v.view(np.int64) >> 52) & 0x7FF).astype(np.float64)}


def np_laplace(x, n):
    # the interior of an ny-by-nx row-major grid; the border of out stays as it started (0)
    nx, ny = x["arg2"], x["arg3"]
    a = x["arg0"].reshape(ny, nx)
    out = np.zeros_like(a)
    c = a.dtype.type(0.25)
    out[1:-1, 1:-1] = c * (((a[1:-1, :-2] + a[1:-1, 2:]) + a[:-2, 1:-1]) + a[2:, 1:-1]) - a[1:-1, 1:-1]
    return {"arg1": out.reshape(-1)}


CASES = {
    "laplace": np_laplace,
    "daxpy": np_daxpy, "gauss": np_gauss, "norm3": np_norm3, "rec12": np_rec12, "bits": np_bits,
}


def _expected(name: str, stem: str, x, n):
    if name == "logistic":
        return np_logistic(x, n) if stem.startswith("rust") else np_logistic_c(x, n)
    if name == "axpby":
        if stem.startswith("rust"):
            return np_axpby(x, n)
        return np_axpby_c(x, n)  # arg0 is the point index
    return CASES[name](x, n)


def test_every_test_file_imports_every_kernel(imported):
    names = sorted(imported)
    assert "cuda_sm86/daxpy" in names and "hip_gfx90a/gauss" in names and "rust_x86_64/axpby" in names
    assert "c_x86_64/logistic" in names and "hip_gfx90a_bc/norm3" in names and "layout_sm86/rec12" in names
    assert len(names) == 3 * 6 + 2 * 3 + 2 + 2


@pytest.mark.parametrize("precision", ["f64", "f32"])
def test_strict_host_result_equals_numpy(imported, precision):
    checked = 0
    for label, spec_path in sorted(imported.items()):
        stem, name = label.split("/")
        kernel = load_kernel(str(spec_path))
        if precision not in kernel.spec.precisions:
            assert name == "bits" and precision == "f32", label  # the one kernel without an f32 form
            continue
        x, out, n = _run(spec_path, precision)
        want = _expected(name, stem, x, n)
        for arg, w in want.items():
            got = out[arg]
            assert got.dtype == (np.float32 if precision == "f32" else np.float64)
            # every operation of the kernel is an IEEE operation or libm's exp: bit-identical
            if isinstance(w, tuple):  # llvm.fmuladd: fused everywhere or nowhere
                assert any(np.array_equal(got, v.astype(got.dtype)) for v in w), f"{label} {precision} {arg}"
            else:
                np.testing.assert_array_equal(got, w.astype(got.dtype), err_msg=f"{label} {precision} {arg}")
        checked += 1
    assert checked >= (28 if precision == "f64" else 27)


def test_inout_accumulates_over_repetitions(imported):
    x, out, n = _run(imported["cuda_sm86/daxpy"], "f64", reps=3)
    np.testing.assert_array_equal(out["arg3"], np_daxpy(x, n, reps=3)["arg3"])


@pytest.mark.parametrize("precision", ["f64", "f32"])
def test_2d_launch_from_cuda_and_hip(imported, precision):
    spec = load_kernel(str(imported["grid2d_sm86/laplace"])).spec
    assert spec.stages[0].space == (("0", "NY"), ("0", "NX"))
    assert str(spec.arg("arg2").init) == "VAL(NX)" and str(spec.arg("arg3").init) == "VAL(NY)"
    _, cuda, _ = _run(imported["grid2d_sm86/laplace"], precision)
    _, hip, _ = _run(imported["grid2d_gfx90a/laplace"], precision)
    assert cuda["arg1"].tobytes() == hip["arg1"].tobytes()


@pytest.mark.parametrize("src", ["dot_sm86.ll", "dot_gfx90a.ll"])
@pytest.mark.parametrize("precision", ["f64", "f32"])
def test_atomic_adds_into_one_argument_are_a_sum_reduction(tmp_path, src, precision):
    (k,) = import_source(DATA / src, entries=["dot"])
    spec_path = write_kernel(k, tmp_path).spec_path
    spec = load_kernel(str(spec_path)).spec
    assert spec.arg("arg2").role == "result" and spec.stages[0].reduce == "sum" and spec.accumulates
    x, out, n = _run(spec_path, precision)
    acc = x["arg0"].dtype.type(0.0)
    for a, b in zip(x["arg0"], x["arg1"]):  # the host launcher: one partial, points in index order
        acc = acc + a * b
    assert out["arg2"] == acc


def test_atomic_adds_into_computed_addresses_are_atomics_in_point_order():
    (k,) = import_source(DATA / "dot_sm86.ll", entries=["histogram"])
    assert any("updated atomically (fadd)" in n and "point order" in n for n in k.notes)
    assert [a.length for a in k.args if a.name == "arg1"] == ["16"]  # bins = x*10 & 15


@pytest.mark.parametrize("name", ["daxpy", "gauss", "norm3"])
@pytest.mark.parametrize("precision", ["f64", "f32"])
def test_cuda_and_hip_imports_give_identical_strict_results(imported, name, precision):
    _, cuda, _ = _run(imported[f"cuda_sm86/{name}"], precision)
    _, hip, _ = _run(imported[f"hip_gfx90a/{name}"], precision)
    _, hip_bc, _ = _run(imported[f"hip_gfx90a_bc/{name}"], precision)
    _, hip_v4, _ = _run(imported[f"hip_gfx90a_cov4/{name}"], precision)
    assert cuda.keys() == hip.keys()
    for k in cuda:
        assert cuda[k].tobytes() == hip[k].tobytes() == hip_bc[k].tobytes() == hip_v4[k].tobytes()


def test_roles_and_size_parameter_are_inferred(imported):
    spec = load_kernel(str(imported["hip_gfx90a/gauss"])).spec
    roles = {a.name: (a.role, a.type, a.length) for a in spec.args}
    assert roles == {"arg0": ("in", "real", "N"), "arg1": ("out", "real", "N"), "arg2": ("scalar", "real", None),
                     "arg3": ("scalar", "i64", None)}
    assert str(spec.arg("arg3").init) == "VAL(N)"
    assert spec.input_sets == ("random", "special")
    rec = load_kernel(str(imported["layout_sm86/rec12"])).spec
    assert rec.arg("arg0").length == "12*N"  # mul i64 %i, 96: records of 12 doubles
    assert load_kernel(str(imported["cuda_sm86/norm3"])).spec.arg("arg0").length == "3*N"


def test_fast_math_source_is_imported_strict_with_the_flags_named(imported):
    kernel = load_kernel(str(imported["cuda_sm86_fastmath/gauss"]))
    text = kernel.ir["f64"]
    assert "fast" not in text.replace("; ", "") or "fast-math flags" in text
    for flag in ("nnan", "ninf", "nsz", "arcp", "reassoc", "afn", "nofpclass", "__nv_exp", "target-cpu"):
        assert flag not in "\n".join(l for l in text.splitlines() if not l.startswith(";")), flag
    assert "@llvm.exp.f64" in text
    assert "fast-math flags" in kernel.spec.notes and "__nv_exp" in kernel.spec.notes


def test_f32_form_retypes_byte_offsets_and_alignment(imported):
    text = load_kernel(str(imported["layout_sm86/rec12"])).ir["f32"]
    assert "mul nuw nsw i64 %v9, 48" in text  # was 96: twelve floats
    assert "i64 44" in text and "i64 4\n" in text  # were 88 and 8
    assert "align 8" not in text and "double" not in text


@pytest.mark.parametrize("entry, construct", [
    ("uses_shared", "length"), ("uses_shuffle", "warp"),
    ("three_d", "NZ extent"), ("indirect", "indirect call"),
])
def test_unsupported_constructs_are_refused_in_one_line(cli, tmp_path, entry, construct):
    r = cli("import", DATA / "unsupported_sm86.ll", "--entry", entry, "-o", tmp_path)
    assert r.code == 2
    assert construct in r.err and f"@{entry}" in r.err
    assert len(r.err.strip().splitlines()) == 1
    assert not list(tmp_path.glob("*.toml"))


def test_import_command_writes_kernels_every_command_runs(cli, tmp_path):
    r = cli("import", DATA / "hip_gfx90a.ll", "--entry", "gauss", "--name", "g", "--size", "N=4096", "-o", tmp_path)
    assert r.code == 0, r.err
    assert "arg3: scalar (size N)" in r.out and "__ocml_exp_f64" in r.out
    spec = tmp_path / "g.toml"
    assert (tmp_path / "g.f64.ll").is_file() and (tmp_path / "g.f32.ll").is_file()
    assert load_kernel(str(spec)).spec.sizes["default"]["N"] == 4096
    r = cli("run", "-k", spec, "--size-set", "small", "--precision", "f32")
    assert r.code == 0, r.err
    assert "checksum:" in r.out and "inputs: random" in r.out
    r = cli("compile", "-k", spec, "-p", "strict", "-t", "all")
    assert r.code == 0, r.err
    r = cli("accuracy", "-k", spec, "-p", "strict,contract")
    assert r.code == 0, r.err
    assert "reference: interpreter" in r.out


def test_arg_override_changes_a_role(cli, tmp_path):
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "--arg", "arg3=out", "-o", tmp_path)
    assert r.code == 0, r.err
    assert load_kernel(str(tmp_path / "daxpy.toml")).spec.arg("arg3").role == "out"
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "--arg", "nope=in", "-o", tmp_path)
    assert r.code == 2 and "no argument of that name" in r.err
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "--arg", "arg1=in", "-o", tmp_path)
    assert r.code == 2 and "is a scalar" in r.err


def test_k_accepts_the_source_file_and_names_the_choices(cli):
    r = cli("run", "-k", DATA / "rust_x86_64.ll", "--size-set", "small")
    assert r.code == 0, r.err
    assert "imported" in r.err and "default choices" in r.err and "y: inout" in r.err
    assert "kernel axpby" in r.out
    from fpsem.kernels.importer.dispatch import _imported_spec

    _imported_spec.cache_clear()  # a new command is a new process: the per-process memo starts empty
    r = cli("run", "-k", DATA / "rust_x86_64.ll", "--size-set", "small")  # cached on disk: imported once
    assert r.code == 0 and "default choices" not in r.err and "cached import" in r.err


def test_unknown_entry_and_non_source_are_usage_errors(cli, tmp_path):
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "nope", "-o", tmp_path)
    assert r.code == 2 and "no function @nope" in r.err and "daxpy" in r.err
    bad = tmp_path / "x.txt"
    bad.write_text("hello")
    r = cli("import", bad, "-o", tmp_path)
    assert r.code == 2 and "not an importable source" in r.err


def test_import_refused_is_a_usage_error():
    with pytest.raises(ImportRefused):
        import_source(DATA / "unsupported_sm86.ll", entries=["uses_shuffle"])


REF = '''
def reference(ctx, x, sizes, want):
    # y = a*x + y, one repetition, exact
    return {"arg3": [x.arg1 * x.arg2[i] + x.arg3[i] for i in want["arg3"]]}
'''


def test_reference_beside_the_spec_and_never_a_builtin_one(cli, tmp_path):
    # imported under the name of a built-in kernel: accuracy/daxpy.py (RAJAPerf's DAXPY) must not apply
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "-o", tmp_path)
    assert r.code == 0, r.err
    r = cli("accuracy", "-k", tmp_path / "daxpy.toml", "-p", "strict")
    assert r.code == 0, r.err
    assert "reference: interpreter" in r.out
    (tmp_path / "daxpy.ref.py").write_text(REF)
    r = cli("accuracy", "-k", tmp_path / "daxpy.toml", "-p", "strict,contract")
    assert r.code == 0, r.err
    assert "daxpy.ref.py" in r.out
    by_hand = next(l for l in r.out.splitlines() if l.startswith("strict "))
    r = cli("accuracy", "-k", tmp_path / "daxpy.toml", "-p", "strict", "--reference", "interpreter")
    assert r.code == 0 and "reference: interpreter" in r.out
    # two independent references (the hand-written formula, the interpreter of the IR): the same errors
    assert next(l for l in r.out.splitlines() if l.startswith("strict ")).split() == by_hand.split()


def test_gen_f32_retypes_compiler_layout_or_refuses_in_one_line(imported, tmp_path, capsys):
    from fpsem.kernels.gen_f32 import main as gen_f32_main

    d = tmp_path / "k"
    d.mkdir()
    for name in ("rec12", "bits"):
        src = imported[f"layout_sm86/{name}"]
        spec = src.read_text().replace('precisions = ["f64"]', 'precisions = ["f64", "f32"]')
        (d / f"{name}.toml").write_text(spec)
        (d / f"{name}.f64.ll").write_text(src.with_name(f"{name}.f64.ll").read_text())
    assert gen_f32_main(["--dir", str(d), "rec12"]) == 0
    text = (d / "rec12.f32.ll").read_text()
    assert "mul nuw nsw i64 %v9, 48" in text and "align 8" not in text and "i64 88" not in text
    assert load_kernel(str(d / "rec12.toml")).ir["f32"] == text  # the generated file loads and checks
    capsys.readouterr()
    assert gen_f32_main(["--dir", str(d), "bits"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bitcast" in err[0] and not (d / "bits.f32.ll").exists()


def test_retype_refuses_byte_offsets_it_cannot_account_for():
    from fpsem.kernels.retype import retype_lines

    ok = ["  %o = shl nuw i64 %i, 3", "  %p = getelementptr inbounds i8, ptr %x, i64 %o",
          "  %v = load double, ptr %p, align 8"]
    assert retype_lines(ok, "t") == ["  %o = shl nuw i64 %i, 2", "  %p = getelementptr inbounds i8, ptr %x, i64 %o",
                                     "  %v = load double, ptr %p, align 4"]
    odd = ["  %p = getelementptr inbounds i8, ptr %x, i64 12", "  %v = load double, ptr %p, align 4"]
    with pytest.raises(ImportRefused, match="not a whole number of doubles"):
        retype_lines(odd, "t")
    shared = ["  %o = mul i64 %i, 16", "  %p = getelementptr inbounds i8, ptr %x, i64 %o",
              "  %v = load double, ptr %p, align 8", "  %c = icmp eq i64 %o, 0"]
    with pytest.raises(ImportRefused, match="used only as this offset"):
        retype_lines(shared, "t")


def test_import_never_overwrites_a_hand_written_kernel(cli, tmp_path):
    (tmp_path / "daxpy.toml").write_text('name = "MINE"\n')
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "-o", tmp_path)
    assert r.code == 2 and "was not written by `fpsem import`" in r.err
    assert (tmp_path / "daxpy.toml").read_text() == 'name = "MINE"\n'
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "--name", "daxpy2", "-o", tmp_path)
    assert r.code == 0
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "--name", "daxpy2", "-o", tmp_path)
    assert r.code == 0  # re-importing replaces the earlier import


def test_arg_override_of_scalars_and_size(cli, tmp_path):
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "--arg", "arg0=scalar:N//2", "--arg", "arg1=scalar:2.5",
            "-o", tmp_path)
    assert r.code == 0, r.err
    spec = load_kernel(str(tmp_path / "daxpy.toml")).spec
    assert str(spec.arg("arg0").init) == "VAL(N//2)" and str(spec.arg("arg1").init) == "VAL(2.5)"
    x, out, n = _run(tmp_path / "daxpy.toml", "f64")
    assert x["arg0"] == n // 2 and x["arg1"] == 2.5
    # the bounds check now stops at N//2: the rest of y is untouched
    np.testing.assert_array_equal(out["arg3"][n // 2:], x["arg3"][n // 2:])
    np.testing.assert_array_equal(out["arg3"][: n // 2], (x["arg2"] * 2.5 + x["arg3"])[: n // 2])
    r = cli("import", DATA / "cuda_sm86.ll", "--entry", "daxpy", "--arg", "arg1=size", "-o", tmp_path)
    assert r.code == 2 and "only an integer argument can hold the size" in r.err


# ----------------------------------------------------------------------------- issue 22

def test_an_access_past_the_default_length_is_learned_by_running_the_kernel(cli, tmp_path):
    """x[i+1] behind clang's if (i < n): the length is learned by tracing (N + 1, issue 28), where issue 22's
    importer refused it; a length given with --arg still wins, and one too short is refused."""
    src = Path(__file__).parent / "data/clang19/first_diff.ll"
    r = cli("import", src, "-o", tmp_path / "imp")
    assert r.code == 0, r.err
    assert "arg2: in -- read; length N + 1" in r.out
    r = cli("run", "-k", tmp_path / "imp/first_diff.toml", "--size-set", "small")
    assert r.code == 0, r.err
    r = cli("import", src, "-o", tmp_path / "short", "--arg", "arg2=in:N")
    assert r.code == 2 and r.err.count("\n") == 1 and "past its length N" in r.err and "--arg arg2=in:EXPR" in r.err
    assert not (tmp_path / "short").exists()


def test_a_gather_kernel_gets_an_identity_index_list_shown_in_its_choices(cli, tmp_path):
    """out[i] = x[ix[i]]: ix is an index list the kernel only reads; fpsem gives it 0..N-1 (IOTA()) and says so."""
    r = cli("import", Path(__file__).parent / "data/clang19/gather.ll", "-o", tmp_path / "imp")
    assert r.code == 0, r.err
    assert "arg3: in -- an index list (read as integers); values 0, 1, ..., its length - 1 (IOTA()" in r.out
    spec_path = tmp_path / "imp" / "gather.toml"
    spec = load_kernel(str(spec_path)).spec
    assert spec.arg("arg3").type == "i64" and spec.arg("arg3").init.kind == "IOTA"
    x, out, n = _run(spec_path, "f64")
    assert x["arg3"].tolist() == list(range(n))
    assert out["arg1"].tobytes() == x["arg2"][x["arg3"]].tobytes()


# ----------------------------------------------------------------------------- right or refused: order and launch

CORPUS = Path(__file__).parent / "data/corpus/rajaperf"


def test_a_free_scalar_that_makes_threads_race_is_tied_to_the_size_and_a_racing_choice_is_refused(cli, tmp_path):
    """DIFF_PREDICT: point i writes px[i + offset*5], which point i + offset reads as px[j + offset*4]; with a free
    offset smaller than N the GPU's result depends on the threads' order (the H200 check saw it differ).  fpsem
    ties offset to N (RAJAPerf's own value), shows it, and refuses an offset the user forces that races."""
    r = cli("import", CORPUS / "DIFF_PREDICT_sm86.ll", "-o", tmp_path / "imp")
    assert r.code == 0, r.err
    assert "offset: scalar -- tied to N by fpsem" in r.out and "px: inout -- read and written; length 14*N" in r.out
    assert str(load_kernel(str(tmp_path / "imp" / "diff_predict.toml")).spec.arg("offset").init) == "VAL(N)"
    r = cli("import", CORPUS / "DIFF_PREDICT_sm86.ll", "-o", tmp_path / "imp5", "--arg", "offset=scalar:5")
    assert r.code == 2 and r.err.count("\n") == 1
    assert "a data race" in r.err and "px[" in r.err and "--arg NAME=scalar:N" in r.err
    assert not (tmp_path / "imp5").exists()


def test_a_bounds_check_admitting_the_extent_itself_launches_one_point_more(cli, tmp_path):
    """GEN_LIN_RECUR's second kernel runs i in (0, N] (if (i > 0 && i < N+1)): a launch of N points would never
    compute k = N - i = 0, so fpsem launches N + 1 (as RAJAPerf does), says so, and every k in [0, N) is written."""
    r = cli("import", CORPUS / "GEN_LIN_RECUR_sm86.ll", "--entry", "_Z12genlinrecur2PdS_S_S_ll", "-o", tmp_path / "imp")
    assert r.code == 0, r.err
    assert "admits 1 index(es) from N on" in r.out and "launches N + 1 points" in r.out
    kernel = load_kernel(str(tmp_path / "imp" / "genlinrecur2.toml"))
    assert kernel.spec.stages[0].space == (("0", "N + 1"),)
    x, out, n = _run(tmp_path / "imp" / "genlinrecur2.toml", "f64")
    kb5i = next(int(v) for k, v in x.items() if k == "kb5i")
    # k = N - i for i in (0, N]: stb5[k] = (sa[k] + stb5[k]*sb[k]) - stb5[k], b5[k + kb5i] = sa[k] + stb5[k]*sb[k]
    b5 = x["sa"] + x["stb5"] * x["sb"]
    assert out["b5"][kb5i:kb5i + n].tobytes() == b5.tobytes()
    assert out["stb5"].tobytes() == (b5 - x["stb5"]).tobytes()
