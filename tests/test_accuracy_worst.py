"""Worst inputs: the element with the largest error, the inputs there, and whether strict is also wrong there."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from fpsem.accuracy.error_metrics import locate, variant_errors, worst_element
from fpsem.accuracy.reference import ReferenceRequest, compute_reference
from fpsem.cli import main
from fpsem.compiler.targets import resolve_target
from fpsem.fastmath.profiles import resolve_profile
from fpsem.floats.ulp import ordered
from fpsem.kernels.registry import load_kernel
from fpsem.runners.emulation import EmulatedRunner

sys.path.insert(0, str(Path(__file__).parent))
from tablekit import table_rows  # noqa: E402

N = 12
BAD = 5  # the one element where strict's two roundings lose everything


@pytest.fixture(autouse=True)
def _private_cache(private_cache):
    """Each test starts from an empty cache: these tests read what was computed and what was reused."""


@pytest.fixture(scope="module")
def daxpy_case():
    """DAXPY y += a*x where only element BAD cancels: a*x = 1 - 2^-60 exactly and y = -1 (FMA: exact)."""
    kernel = load_kernel("daxpy")
    a, x_bad = 1 - 2.0**-30, 1 + 2.0**-30
    x = np.full(N, 0.5)
    x[BAD] = x_bad
    y = np.arange(N, dtype=float) * 0.25
    y[BAD] = -1.0
    values = {"x": x, "y": y, "a": np.float64(a)}
    ref = compute_reference(ReferenceRequest(kernel.spec, "f64", kernel.ir_for("f64"), "daxpy", "custom", values,
                                             {"N": N}), None)
    runner = EmulatedRunner(resolve_target("mi250x"))  # the AMD emulation makes the FMA explicit on any CPU
    errs = {p: variant_errors(runner.prepare(kernel, resolve_profile(p), "f64", {"N": N}, "small").run(values), ref)
            for p in ("strict", "contract")}
    return kernel, values, errs


def test_the_worst_element_is_where_the_error_is_largest(daxpy_case):
    kernel, values, errs = daxpy_case
    w = errs["strict"].overall.worst
    assert w is not None and (w.output, w.index) == ("y", BAD)
    assert w.ulp == float(ordered(np.array([2.0**-60]))[0]) == errs["strict"].overall.max_ulp
    assert (w.computed, w.reference) == (0.0, -(2.0**-60))
    assert errs["strict"].outputs["y"].worst == w  # one output: the same element


def test_an_exact_variant_has_no_worst_input(daxpy_case):
    _, _, errs = daxpy_case
    assert errs["contract"].overall.max_ulp == 0 and errs["contract"].overall.worst is None


def test_located_worst_has_the_inputs_and_strict_there(daxpy_case):
    kernel, values, errs = daxpy_case
    strict = locate(errs["strict"], kernel.spec, values)
    w = strict.overall.worst
    assert w.inputs == {"x": 1 + 2.0**-30, "y": -1.0, "a": 1 - 2.0**-30}
    assert w.strict_exact is None and w.strict_wrong is None  # strict's own: not compared with itself
    # seen from the other side: at strict's worst element the FMA variant is correctly rounded
    other = locate(errs["strict"], kernel.spec, values, strict=errs["contract"]).overall.worst
    assert other.strict_exact is True and other.strict_wrong is False and other.strict_ulp == 0
    assert other.strict_computed == -(2.0**-60)
    assert json.loads(json.dumps(other.to_dict()))["strict_wrong"] is False


def test_no_finite_error_means_no_worst():
    assert worst_element([]) is None


@pytest.mark.slow
def test_the_cli_prints_the_worst_input_and_puts_strict_first(capsys):
    assert main(["accuracy", "-k", "fir", "-p", "all", "--size-set", "small"]) == 0
    out = capsys.readouterr().out
    table = [row["profile"] for row in table_rows(out)]
    assert table[0] == "strict" and len(table) > 5
    section = out.split("worst input per profile")[1]
    lines = [ln.split() for ln in section.splitlines()[1:] if ln.startswith("  ")]
    assert lines[0][0] == "strict"
    assert all(ln[1].startswith("out[") for ln in lines)
    contract = next(ln for ln in lines if ln[0] == "contract")
    assert "strict there" in " ".join(contract) and "correctly rounded" in " ".join(contract)


def test_the_json_report_carries_the_worst_input(capsys):
    assert main(["accuracy", "-k", "fir", "-p", "contract", "--size-set", "small", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    w = {v["profile"]: v["overall"]["worst"] for v in d["variants"]}
    assert set(w["contract"]["inputs"]) == {"in"}
    assert w["contract"]["strict_wrong"] in (True, False) and w["strict"]["strict_wrong"] is None


def test_the_inexact_bitmap_answers_whether_strict_is_wrong_at_a_position(daxpy_case):
    from fpsem.accuracy.error_metrics import inexact_bitmap, strict_wrong_at

    _, _, errs = daxpy_case
    bm = json.loads(json.dumps(inexact_bitmap(errs["strict"])))  # as stored
    exact = errs["strict"].elements["y"].exact
    assert [strict_wrong_at(bm, "y", i) for i in range(N)] == [not bool(x) for x in exact]
    assert strict_wrong_at(bm, "y", BAD) is True
    w = errs["contract"].overall.worst or errs["strict"].overall.worst
    assert w.position == BAD  # y is compared in full: position == index
    assert strict_wrong_at(bm, "nope", 0) is None and strict_wrong_at(bm, "y", 10_000) is None
    assert strict_wrong_at({"y": "not base64!"}, "y", 0) is None and strict_wrong_at(bm, "y", -1) is None
