"""``fpsem export --format csv``: the headline figures in columns of their own, beside the full JSON value."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

import pytest

from fpsem.results.flatten import CSV_COLUMNS, headline
from fpsem.results.store import CellKey

sys.path.insert(0, str(Path(__file__).parent))
import synthetic_sweep as syn  # noqa: E402


@pytest.fixture(scope="module")
def rows(tmp_path_factory):
    from fpsem.cli import main

    db = syn.build(tmp_path_factory.mktemp("exp") / "r.sqlite", targets=("host",), kernels=("fir", "dot"),
                   same_code_kernels=("dot",))
    out = tmp_path_factory.mktemp("out") / "r.csv"
    assert main(["export", "--db", str(db), "--format", "csv", "-o", str(out)]) == 0
    with open(out, newline="") as f:
        return list(csv.DictReader(f))


def _row(rows, kernel, profile, stage, precision="f64"):
    return next(r for r in rows if (r["kernel"], r["profile"], r["stage"], r["precision"]) ==
                (kernel, profile, stage, precision))


def test_the_header_has_the_headline_columns_and_keeps_the_value():
    for c in ("speedup", "speedup_low", "speedup_high", "significant", "same_code", "max_ulp", "worst_element",
              "time_s", "samples", "value"):
        assert c in CSV_COLUMNS
    assert CSV_COLUMNS[-1] == "value"


def test_speedup_columns_are_on_every_row_of_the_cell(rows):
    run = _row(rows, "fir", "contract", "run")
    acc = _row(rows, "fir", "contract", "accuracy")
    true = syn.speed(CellKey("fir", "contract", "host", "f64", "random"))
    for r in (run, acc):
        assert float(r["speedup"]) == pytest.approx(true)
        assert float(r["speedup_low"]) < true < float(r["speedup_high"])
        assert r["significant"] == "True" and r["same_code"] == "False" and r["speedup_source"] == "measured"
        assert r["speedup_verdict"] == "significantly faster"
    assert run["samples"] == str(syn.ROUNDS) and float(run["time_s"]) == json.loads(run["value"])["seconds"]
    assert run["max_ulp"] == "" and acc["time_s"] == ""


def test_same_code_is_a_column(rows):
    r = _row(rows, "dot", "algebraic", "run")
    assert (r["speedup"], r["speedup_low"], r["speedup_high"], r["same_code"], r["significant"]) == \
        ("1.0", "1.0", "1.0", "True", "False")
    assert r["speedup_verdict"] == "same code as strict"
    assert _row(rows, "dot", "strict", "run")["speedup_verdict"] == "strict (the baseline)"


def test_accuracy_headline_columns(rows):
    acc = _row(rows, "fir", "contract", "accuracy")
    assert float(acc["max_ulp"]) == syn.ulp(CellKey("fir", "contract", "host", "f64", "random"))
    assert acc["worst_element"] == "y[7]" and acc["worst_inputs"] == "a=2.0 x=0.25"
    assert acc["how"].startswith("measured")
    assert json.loads(acc["value"])["max_ulp"] == float(acc["max_ulp"])


def test_headline_ignores_what_a_stage_lacks():
    assert headline("run", {}) == {}
    assert headline("accuracy", {"max_ulp": 3, "worst": "garbled"}) == {"max_ulp": 3}
    assert headline("rewrite", {"profile_flags": []}) == {}
    assert headline("run", "not a mapping") == {}  # type: ignore[arg-type]
