"""`fpsem import` of rustc output over slices (issue 28): (pointer, length) pairs and bounds checks that panic.

Test data: ``tests/data/corpus/rust/slices.rs`` -> ``slices.ll`` and ``tests/data/rust_oob.rs`` ->
``rust_oob.ll`` (commands in ``tests/data/corpus/README.md`` and ``tests/data/README.md``).  Known
answers: the lengths each kernel's indexing needs (read from the Rust source), every slice's length
argument equal to its buffer's length, the strict host results equal to numpy written from the source,
and an out-of-bounds kernel refused at import (exit 2, one line).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from fpsem.core.errors import EXIT_USAGE
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.importer import import_source, write_kernel
from fpsem.kernels.importer.llvm_text import Param
from fpsem.kernels.importer.rust_slices import is_panic, slice_pairs
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.execution import run_host

DATA = Path(__file__).parent / "data"
SLICES = DATA / "corpus" / "rust" / "slices.ll"
OOB = DATA / "rust_oob.ll"


@pytest.fixture(scope="module")
def imported(tmp_path_factory) -> dict:
    """entry -> (ImportedKernel, spec path) for every function of slices.ll."""
    root = tmp_path_factory.mktemp("rust")
    return {k.key: (k, write_kernel(k, root).spec_path) for k in import_source(SLICES)}


def _strict(spec_path: Path):
    kernel = load_kernel(str(spec_path))
    sizes = resolve_sizes(kernel.spec, "small")
    x = make_inputs(kernel.spec, sizes, "f64", "random", 0)
    r = run_host(kernel, resolve_profile("strict"), precision="f64", size_set="small", input_set="random",
                 reps=1, seed=0)
    return x, r.outputs, sizes["N"]


def test_pointer_and_length_pairs_are_read_from_rustc_names():
    ps = [Param("i64", "", "i"), Param("ptr", "", "x.0"), Param("i64", "", "x.1"), Param("double", "", "a"),
          Param("ptr", "", "y.0"), Param("i64", "", "n"), Param("ptr", "", "z.0"), Param("i64", "", "z.1")]
    assert slice_pairs(ps) == {"x.1": "x.0", "z.1": "z.0"}  # %n follows a pointer but is not y's length


def test_only_core_noreturn_functions_are_panics():
    decls = {"_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check": "declare void @p(i64, i64, ptr) #4",
             "_ZN4core9panicking5panic17h0123456789abcdefE": "declare void @q(ptr) noreturn",
             "_ZN4mine4fail17h0123456789abcdefE": "declare void @r() #4",
             "_RNvNtCsgEmfK2I1SDS_4core3fmt5write": "declare i1 @s(ptr) #5"}
    attrs = {"attributes #4": "{ cold noinline noreturn nonlazybind uwtable }", "attributes #5": "{ nounwind }"}
    assert [is_panic(n, decls, attrs) for n in decls] == [True, True, False, False]


@pytest.mark.parametrize("entry,lengths", [
    ("axpy", {"x": "N", "y": "N"}),  # y[i] += a * x[i], i in 0..N
    ("fir16", {"inp": "N + 15", "coeff": "16", "out": "N"}),  # inp[i..i + 16] zipped with coeff
    ("axpy_zip", {"x": "N", "y": "N"}),  # whole slices
    ("smooth3", {"inp": "N", "out": "N"}),
    ("dot", {"a": "N", "b": "N"}),
    ("moving_sum", {"inp": "N", "out": "N - WIDTH + 1"}),  # out.zip(inp.windows(width)): N - width + 1 windows
])
def test_extents_are_inferred_and_every_length_argument_is_its_slices_length(imported, entry, lengths):
    k, _ = imported[entry]
    got = {a.name: a.length for a in k.args if a.role in ("in", "out", "inout")}
    assert got == lengths
    lens = {a.length_of: a.value for a in k.args if a.length_of}
    assert lens == lengths  # each length parameter holds its slice's extent: it is no free scalar
    assert all(a.role == "scalar" and a.type == "i64" and not a.is_size for a in k.args if a.length_of)
    f64 = k.ir["f64"]
    assert "panicking" not in f64 and "@alloc_" not in f64  # the panic calls (and their location globals) are gone
    assert ("call void @llvm.trap()" in f64) == (entry in ("axpy", "fir16", "moving_sum"))  # the checks stay
    # (moving_sum's: windows(0) panics)


def test_whole_array_functions_run_once_and_per_point_ones_over_n(imported):
    for entry, space in [("axpy", (("0", "N"),)), ("fir16", (("0", "N"),)), ("axpy_zip", (("0", "1"),)),
                         ("dot", (("0", "1"),)), ("smooth3", (("0", "1"),))]:
        spec = load_kernel(str(imported[entry][1])).spec
        assert spec.stages[0].space == space, entry
    spec = load_kernel(str(imported["dot"][1])).spec
    assert spec.stages[0].reduce == "sum" and spec.stages[0].result == "result"


def test_strict_host_results_equal_numpy_written_from_the_rust_source(imported):
    x, out, n = _strict(imported["axpy"][1])
    np.testing.assert_array_equal(out["y"], x["y"] + x["a"] * x["x"])
    x, out, n = _strict(imported["axpy_zip"][1])
    np.testing.assert_array_equal(out["y"], x["y"] + x["a"] * x["x"])
    x, out, n = _strict(imported["smooth3"][1])
    inp = x["inp"]
    want = np.zeros(n)
    want[: n - 2] = (inp[:-2] + inp[1:-1] + inp[2:]) / 3.0  # zip stops at the last whole window
    np.testing.assert_array_equal(out["out"], want)
    x, out, n = _strict(imported["fir16"][1])
    want = np.zeros(n)
    for j in range(16):  # Rust's sum(): in order, from -0.0
        want = want + x["inp"][j: j + n] * x["coeff"][j]
    np.testing.assert_array_equal(out["out"], want)
    x, out, n = _strict(imported["moving_sum"][1])
    spec = load_kernel(str(imported["moving_sum"][1])).spec
    w = int(x["width"])
    assert spec.arg("width").init.kind == "VAL" and w == 16  # WIDTH, a size parameter of its own (small: 16)
    want = np.zeros(n - w + 1)
    for j in range(w):  # sum() in order, from -0.0
        want = want + x["inp"][j: j + n - w + 1]
    np.testing.assert_array_equal(out["out"], want)
    x, out, n = _strict(imported["dot"][1])
    s = -0.0
    for a, b in zip(x["a"], x["b"]):
        s = s + a * b
    assert float(out["result"]) == s


def test_sites_are_located_at_the_users_rust_lines_not_core(imported):
    """`x * c` and `sum()` are core's Mul/Sum impls inlined: the site is the user's line that wrote them."""
    assert "slices.rs:35" in imported["fir16"][0].ir["f64"]
    assert "library/core" not in "".join(k.ir["f64"] for k, _ in imported.values())


def test_an_out_of_bounds_kernel_is_refused_at_import(cli, tmp_path):
    """y[i] = 2 * x[i + 1] over i < y.len(): with x as long as y, the last point panics in Rust."""
    r = cli("import", OOB, "--entry", "shift", "-o", tmp_path / "imp")
    assert r.code == 2 and r.err.count("\n") == 1, r.err
    assert "a bounds check fails (the Rust program panics" in r.err and "(x N, y N)" in r.err
    assert not (tmp_path / "imp").exists()
    r = cli("import", OOB, "--entry", "shift", "-o", tmp_path / "ok", "--arg", "x=in:N+1")  # the user's length
    assert r.code == 0, r.err
    spec = load_kernel(str(tmp_path / "ok" / "shift.toml")).spec
    assert str(spec.arg("x_len").init) == "VAL(N+1)" and spec.arg("x").length == "N+1"


def test_a_per_point_kernel_out_of_bounds_at_any_length_is_refused(cli, tmp_path):
    """back: point 0 reads x[usize::MAX]; the lengths fitted with the checks open cannot help: refused, exit 2,
    with the reason of the lengths the spec gives."""
    r = cli("import", OOB, "--entry", "back", "-o", tmp_path / "imp")
    assert r.code == 2 and r.err.count("\n") == 1 and "a bounds check fails" in r.err and "(x N, y N)" in r.err
    assert not (tmp_path / "imp").exists()


def test_a_length_argument_cannot_be_overridden_apart_from_its_slice(cli, tmp_path):
    r = cli("import", OOB, "--entry", "shift", "-o", tmp_path / "imp", "--arg", "x_len=scalar:5")
    assert r.code == EXIT_USAGE and "x_len is the length of slice x" in r.err and "--arg x=ROLE:EXPR" in r.err


def test_a_whole_array_kernel_reading_past_its_slice_is_refused(cli, tmp_path):
    """rust_sample's fir16 reads input[i + j] for i < out.len(): input must be 15 longer, which fpsem cannot
    guess for a function without a point index; refused, then accepted with the length given."""
    src = DATA / "rust_sample.ll"
    r = cli("import", src, "--entry", "fir16", "-o", tmp_path / "imp")
    assert r.code == 2 and "bounds check fails" in r.err, r.err
    r = cli("import", src, "--entry", "fir16", "-o", tmp_path / "ok", "--arg", "input=in:N+15")
    assert r.code == 0, r.err


def test_a_tuned_profile_with_unlocated_phis_goes_home_to_the_rust_build(imported, tmp_path, cli):
    """rustc leaves a loop's phis without a location: they are matched by the located values they take
    (``phi of slices.rs:35:67 fadd``), so a profile that flags every site of fir16 rewrites the user's file."""
    from dataclasses import replace

    from fpsem.fastmath.rewrite import rewrite_module
    from fpsem.fastmath.siteflags import ir_hash, per_site_profile, profile_toml
    from fpsem.fastmath.sitematch import site_keys
    from fpsem.fastmath.sites import sites_of_printing
    from fpsem.ir.binding import canonical_text, parse_ir

    kernel_ir = imported["fir16"][0].ir["f64"]
    keys = site_keys(kernel_ir)
    sites = sites_of_printing(kernel_ir)
    unlocated = [s.id for s in sites if s.opcode == "phi" and " of " in keys.get(s.id, "")]
    assert len(unlocated) == 3 and all(keys[s] == "phi of slices.rs:35:67 fadd" for s in unlocated)
    assert {s.id for s in sites} == set(keys)  # every site of the kernel has a key
    prof = per_site_profile("tuned", {s.id: frozenset({"contract"}) for s in sites},
                            ir_hash(parse_ir(kernel_ir), rewrite_module))
    (tmp_path / "tuned.toml").write_text(profile_toml(replace(prof, sources=keys, description="test")))
    r = cli("rewrite", SLICES, "-p", tmp_path / "tuned.toml", "-o", tmp_path / "out.ll")
    assert r.code == 0, r.err
    out = [s for s in sites_of_printing(canonical_text(parse_ir((tmp_path / "out.ll").read_text())))]
    flagged = [s for s in out if s.flags]
    assert len(flagged) == len(sites) and all(s.function == "fir16" for s in flagged)


def test_a_whole_array_function_over_f32_slices_is_refused_naming_the_double_form(cli, tmp_path):
    r = cli("import", DATA / "rust_sample.ll", "--entry", "dot", "-o", tmp_path / "imp")
    assert r.code == 2 and "a whole-array Rust function must return nothing or f64 (it returns float" in r.err
