"""Runs that must not take fpsem down or lie: static bounds, memory estimates, NaN/Inf of a variant,
regular-file inputs, whole-or-nothing outputs."""

from __future__ import annotations

import itertools
import os
import sys
import threading
from pathlib import Path

import numpy as np
import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.core.errors import SpecError, UsageError
from fpsem.core.limits import parse_bytes, read_input_bytes, write_output
from fpsem.kernels.bounds import evaluate, extremes, find_out_of_bounds, multilinear
from fpsem.kernels.inputs import memory_estimate
from fpsem.kernels.nonfinite import FiniteCheck, nonfinite_counts, variant_failure
from fpsem.kernels.registry import load_all, load_spec, read_kernel_ir
from fpsem.kernels.spec import ExprError, eval_int, parse_expr, resolve_sizes

sys.path.insert(0, str(Path(__file__).parent))
import hostile_inputs as hi  # noqa: E402

# ----------------------------------------------------------------------------- static bounds

@pytest.mark.slow
def test_no_built_in_kernel_is_flagged_at_any_size_set():
    for k in load_all():
        for prec in k.spec.precisions:
            for size_set in k.spec.sizes:
                sizes = resolve_sizes(k.spec, size_set)
                assert find_out_of_bounds(k.spec, k.ir[prec], prec, sizes) == [], (k.spec.key, prec, size_set)


@pytest.mark.parametrize("space, first, last", [("N*1000", 0, 999999), ("N + 1", 0, 1000)])
def test_space_past_the_arrays_is_found_with_argument_and_bound(tmp_path, space, first, last):
    spec = load_spec(str(hi.write_kernel(tmp_path, "oob", space=space)))
    ir = (tmp_path / "oob.f64.ll").read_text()
    bad = find_out_of_bounds(spec, ir, "f64", resolve_sizes(spec))
    assert {b.arg for b in bad} == {"x", "y"}
    assert all((b.first, b.last, b.length) == (first, last, 1000) for b in bad)


def test_negative_offset_is_found_and_guarded_accesses_are_left_alone(tmp_path):
    body = hi.BODY_OK.replace("ptr %y, i64 %i", "ptr %y, i64 %im").replace(
        "  %y.i", "  %im = sub nsw i64 %i, 1\n  %y.i", 1)
    spec = load_spec(str(hi.write_kernel(tmp_path, "neg", body)))
    bad = find_out_of_bounds(spec, (tmp_path / "neg.f64.ll").read_text(), "f64", resolve_sizes(spec))
    assert {(b.arg, b.first, b.last) for b in bad} == {("y", -1, 998)}  # its load and its store
    with pytest.raises(SpecError, match="size set 'default'"):  # refused wherever the kernel is loaded
        read_kernel_ir(spec, "f64")
    # the same access behind a branch may be guarded by it: not proved either way, not refused
    guarded = ("  %c = icmp sgt i64 %i, 0\n  br i1 %c, label %w, label %e\nw:\n  %im = sub i64 %i, 1\n"
               "  %p = getelementptr double, ptr %y, i64 %im\n  store double 1.0, ptr %p\n  br label %e\ne:\n"
               "  ret void")
    spec = load_spec(str(hi.write_kernel(tmp_path, "guarded", guarded)))
    assert find_out_of_bounds(spec, read_kernel_ir(spec, "f64")[0], "f64", resolve_sizes(spec)) == []


def test_cli_refuses_out_of_bounds_before_running(tmp_path, cli):
    r = cli("run", "-k", hi.write_kernel(tmp_path, "oob", space="N*1000"))
    assert r.code == 2 and r.err.count("\n") == 1
    assert "reaches elements [0, 999999] of argument" in r.err and "whose length is 1000" in r.err


monomials = st.lists(st.sampled_from(["i0", "i1", "i2"]), max_size=3, unique=True).map(lambda m: tuple(sorted(m)))


@settings(max_examples=examples(60), deadline=None)
@given(st.dictionaries(monomials, st.integers(-50, 50), max_size=5),
       st.lists(st.tuples(st.integers(-5, 5), st.integers(0, 4)), min_size=3, max_size=3))
def test_corner_extremes_equal_brute_force_for_multilinear_polynomials(poly, ranges):
    box = {f"i{k}": (lo, lo + w) for k, (lo, w) in enumerate(ranges)}
    assert multilinear(poly)
    values = [evaluate(poly, dict(zip(sorted(box), p)))
              for p in itertools.product(*(range(box[n][0], box[n][1] + 1) for n in sorted(box)))]
    assert extremes(poly, box) == (min(values), max(values))


# ----------------------------------------------------------------------------- sizes and memory

def test_memory_estimate_counts_arrays_and_generation_temporaries():
    spec = load_spec("daxpy")
    n = 1000
    assert memory_estimate(spec, {"N": n}, "f64") == 2 * 8 * n + 4 * 8 * n
    assert memory_estimate(spec, {"N": n}, "f32") == 2 * 4 * n + 5 * 8 * n


def test_size_expressions_are_bounded_and_exact():
    with pytest.raises(ExprError, match="characters"):
        parse_expr("+".join(["N"] * 5000))
    assert eval_int("icbrt(N*N*N)", {"N": 10 ** 6}) == 10 ** 6
    assert eval_int("icbrt(N*N*N - 1)", {"N": 10 ** 6}) == 10 ** 6 - 1
    with pytest.raises(ExprError, match="64-bit"):
        eval_int("icbrt(" + "N*" * 120 + "N)", {"N": 1000})
    with pytest.raises(ExprError, match="64-bit"):
        eval_int("N*N*N*N", {"N": 10 ** 6})


def test_run_refuses_a_run_above_the_memory_limit(cli):
    r = cli("run", "-k", "daxpy", "--size", "600000000", "--max-memory", "1G")
    assert r.code == 2 and "needs about 26.8 GiB of memory" in r.err and r.err.count("\n") == 1
    r = cli("run", "-k", "daxpy", "--size", "1000000000000")
    assert r.code == 2 and "more than the limit" in r.err


@pytest.mark.parametrize("text, n", [("512M", 512 << 20), ("2GiB", 2 << 30), ("1000", 1000), ("1.5k", 1536)])
def test_parse_bytes(text, n):
    assert parse_bytes(text) == n


@pytest.mark.parametrize("text", ["", "lots", "-1", "0", "1 TB extra"])
def test_parse_bytes_refuses(text):
    with pytest.raises(ValueError):
        parse_bytes(text)


# ----------------------------------------------------------------------------- NaN/Inf of a variant

def test_nonfinite_counts_by_output():
    assert nonfinite_counts({"y": np.array([1.0, np.nan, np.inf]), "s": np.float64(2.0),
                             "idx": np.array([1, 2])}) == {"y": 2}


@pytest.mark.parametrize("check, strict, failed", [
    (FiniteCheck({}, True, None), None, False),                             # finite: fine
    (FiniteCheck({"y": 3}, True, False), None, False),                      # non-finite inputs: the kernel's nature
    (FiniteCheck({"y": 3}, True, True), FiniteCheck({}, True, None), True),  # strict finite: the variant's fault
    (FiniteCheck({"y": 3}, True, True), FiniteCheck({"y": 3}, True, True), False),  # strict too: the kernel's
    (FiniteCheck({"y": 3}, True, True), None, True),                        # strict unknown: failure, says so
    (FiniteCheck({}, False, True), FiniteCheck({}, True, None), True),      # checksum only
])
def test_variant_failure(check, strict, failed):
    msg = variant_failure(check, strict, {"y": 10})
    assert (msg is not None) == failed
    if failed and check.outputs:
        assert "y: 3 of 10 entries NaN/Inf" in msg
    if failed and strict is None:
        assert "not compared" in msg


@pytest.mark.slow
def test_run_fails_a_variant_whose_inf_strict_does_not_have(tmp_path, cli):
    body = ("  %y.i = getelementptr inbounds double, ptr %y, i64 %i\n"
            "  %x.i = getelementptr inbounds double, ptr %x, i64 %i\n  %xi = load double, ptr %x.i\n"
            "  %b = fmul double %xi, 1.0e300\n  %c = fmul double %b, 1.0e10\n  store double %c, ptr %y.i\n"
            "  ret void")
    k = hi.write_kernel(tmp_path, "reas", body, xinit="1e-20")
    r = cli("run", "-k", k, "-p", "strict")
    assert r.code == 0 and "checksum: 9.97" in r.out
    r = cli("run", "-k", k, "-p", "reassoc")
    assert r.code == 4 and r.err.count("\n") == 1
    assert "non-finite results from finite inputs where strict's run is finite: y: 1000 of 1000 entries" in r.err


# ----------------------------------------------------------------------------- faults

@pytest.mark.parametrize("name, body, decl, signal", [
    ("trapk", "  call void @llvm.trap()\n  unreachable", "declare void @llvm.trap()", "SIGILL"),
    # behind a guard the space does not always pass (i > 3): the bounds check cannot prove the store, it runs
    ("segv", "  %j = mul i64 %i, 1000000000000\n  %p = getelementptr double, ptr %y, i64 %j\n"
     "  %c = icmp sgt i64 %i, 3\n  br i1 %c, label %w, label %e\nw:\n  store double 1.0, ptr %p\n"
     "  br label %e\ne:\n  ret void", "", "SIGSEGV"),
])
def test_faulting_kernel_is_exit_4_with_the_signal_named(tmp_path, cli, name, body, decl, signal):
    r = cli("run", "-k", hi.write_kernel(tmp_path, name, body, decl))
    assert r.code == 4 and r.err.count("\n") == 1 and f"worker killed by {signal}" in r.err


@pytest.mark.slow
def test_kernel_past_its_timeout_is_exit_4(tmp_path, cli):
    k = hi.write_kernel(tmp_path, "loopk")
    (tmp_path / "loopk.f64.ll").write_text(
        "define void @loopk_main(i64 %i, ptr noalias %y, ptr noalias readonly %x, double %a) {\nentry:\n"
        "  br label %l\nl:\n  %v = load volatile double, ptr %x\n  br label %l\n}\n")
    r = cli("run", "-k", k, "--timeout", "2")
    assert r.code == 4 and "timed out after 2 s" in r.err


# ----------------------------------------------------------------------------- files

def test_a_fifo_is_refused_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "f")
    done = threading.Event()
    err: list[str] = []

    def read() -> None:
        try:
            read_input_bytes(tmp_path / "f")
        except UsageError as e:
            err.append(str(e))
        done.set()

    threading.Thread(target=read, daemon=True).start()
    assert done.wait(10), "read_input_bytes blocked on a FIFO"
    assert err and "cannot read input: not a regular file (a FIFO)" in err[0]


def test_input_cap_is_configurable(tmp_path, monkeypatch):
    p = tmp_path / "x.ll"
    p.write_text("x" * 2000)
    monkeypatch.setenv("FPSEM_MAX_INPUT_BYTES", "1000")
    with pytest.raises(SpecError, match="larger than the input limit of 1000 B"):
        read_input_bytes(p, error=SpecError)
    monkeypatch.setenv("FPSEM_MAX_INPUT_BYTES", "1M")
    assert len(read_input_bytes(p)) == 2000


def test_failed_write_leaves_the_existing_file_as_it_was(tmp_path):
    p = tmp_path / "out.csv"
    p.write_text("old contents\n")

    def boom(f) -> None:
        f.write("half")
        raise OSError(28, "No space left on device")

    with pytest.raises(UsageError, match="No space left on device"):
        write_output(p, boom)
    assert p.read_text() == "old contents\n"
    assert sorted(x.name for x in tmp_path.iterdir()) == ["out.csv"]


def test_unreadable_input_is_one_line(tmp_path, monkeypatch, cli):
    # root reads any file, so the refusal of a mode-000 file is simulated at the open
    import fpsem.core.limits as res

    p = tmp_path / "x.ll"
    p.write_text("define void @f() {\n  ret void\n}\n")
    real_open = os.open

    def no_access(path, *a, **k):
        if str(path) == str(p):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *a, **k)

    monkeypatch.setattr(res.os, "open", no_access)
    r = cli("validate", p)
    assert r.code == 2 and r.err == f"fpsem: error: {p}: cannot read an LLVM IR file: Permission denied\n"


# ----------------------------------------------------------------------------- issue 22

def test_bounds_follow_freeze_and_a_guard_the_space_always_passes(tmp_path):
    # clang's `if (i < n)` over [0, n), and the importer's `freeze` of the index: x[i+1] is read at i = N-1
    spec = load_spec(str(hi.write_kernel(tmp_path, "frz", hi._FREEZE_BODY)))
    bad = find_out_of_bounds(spec, (tmp_path / "frz.f64.ll").read_text(), "f64", resolve_sizes(spec))
    assert [(b.arg, b.first, b.last, b.length) for b in bad] == [("x", 1, 1000, 1000)]
    # a guard the space does not always pass (i < 5) may be the bounds check: its accesses are left alone
    maybe = hi._FREEZE_BODY.replace("icmp sge i64 %i0, 0", "icmp slt i64 %i0, 5")
    spec = load_spec(str(hi.write_kernel(tmp_path, "maybe", maybe)))
    assert find_out_of_bounds(spec, (tmp_path / "maybe.f64.ll").read_text(), "f64", resolve_sizes(spec)) == []


@pytest.mark.parametrize("pred, a, b, want", [
    ("slt", {("i0",): 1}, {(): 1000}, True), ("slt", {("i0",): 1}, {(): 5}, None), ("sge", {("i0",): 1}, {}, True),
    ("sgt", {("i0",): 1}, {(): 999}, False), ("eq", {("i0",): 1}, {(): -1}, False), ("ne", {("i0",): 1}, {(): -1}, True),
    ("ult", {("i0",): 1}, {(): 1000}, True), ("ult", {("i0",): -1}, {(): 3}, None),
])
def test_a_guard_is_decided_only_when_it_has_one_value_over_the_space(pred, a, b, want):
    from fpsem.kernels.bounds import _decided

    assert _decided(pred, a, b, {"i0": (0, 999)}) is want


def test_write_folder_replaces_whole_or_not_at_all(tmp_path):
    from fpsem.core.limits import write_folder

    out = tmp_path / "rep"

    def fill(version: str):
        def f(d: Path) -> str:
            (d / "figures").mkdir()
            (d / "figures" / f"{version}.png").write_bytes(version.encode())
            (d / "report.md").write_text(version)
            return version
        return f

    assert write_folder(out, fill("one")) == "one"  # a new folder: one rename
    (out / "mine.txt").write_text("the user's own file")
    assert write_folder(out, fill("two")) == "two"
    assert (out / "report.md").read_text() == "two" and [p.name for p in (out / "figures").iterdir()] == ["two.png"]
    assert (out / "mine.txt").exists()  # what the new contents do not name stays

    def full(d: Path) -> None:
        (d / "report.md").write_text("half")
        raise OSError(28, "No space left on device")

    with pytest.raises(UsageError, match="No space left on device"):
        write_folder(out, full)
    for exc in (KeyboardInterrupt, RuntimeError):
        def fails(d: Path, exc=exc) -> None:
            (d / "report.md").write_text("half")
            raise exc()

        with pytest.raises(exc):
            write_folder(out, fails)
    assert (out / "report.md").read_text() == "two" and (out / "figures/two.png").exists()
    assert sorted(p.name for p in out.iterdir()) == ["figures", "mine.txt", "report.md"]  # no scratch left
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rep"]
    with pytest.raises(UsageError, match="not a folder"):
        write_folder(out / "mine.txt", fill("x"))


def test_reps_are_bounded_in_a_spec_and_on_the_command_line(tmp_path, cli):
    from fpsem.core.limits import MAX_REPS, check_reps

    assert check_reps(MAX_REPS) == MAX_REPS
    for bad in (0, -5, MAX_REPS + 1, 10 ** 18, True, 2.5):
        with pytest.raises(UsageError, match="whole number from 1"):
            check_reps(bad)
    spec = hi.write_kernel(tmp_path, "many")
    spec.write_text(spec.read_text().replace("reps = 1\n", f"reps = {10 ** 18}\n"))
    r = cli("run", "-k", spec)
    assert r.code == 2 and "'reps' must be a whole number from 1 to 1,000,000" in r.err
    r = cli("run", "-k", "daxpy", "--size-set", "small", "--reps", str(10 ** 18))
    assert r.code == 2 and "--reps must be a whole number" in r.err
