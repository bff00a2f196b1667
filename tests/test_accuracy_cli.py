"""``fpsem accuracy``: output, JSON, exit codes."""

from __future__ import annotations

import json

import pytest

from fpsem.cli import main


@pytest.fixture(autouse=True)
def _private_cache(private_cache):
    """Each test starts from an empty cache: these tests read what was computed and what was reused."""


def test_text_report(capsys):
    assert main(["accuracy", "--kernel", "daxpy", "--profile", "contract", "--inputs", "rajaperf"]) == 0
    out = capsys.readouterr().out
    assert "accuracy of daxpy (f64) on target host: measured" in out
    assert "reference: hand-written accuracy/daxpy.py, 200-bit mpmath; compared 1024 of 1024" in out
    lines = {l.split()[0]: l.split() for l in out.splitlines() if l.startswith(("strict", "contract"))}
    assert lines["strict"][1:5] == ["0", "0", "0", "100.0%"]  # y = 0 + a*x: correctly rounded


def test_json_report_is_strict_json(capsys):
    assert main(["accuracy", "-k", "nan_guard", "-p", "fast", "--allow-ub", "--inputs", "special",
                 "--precision", "f32", "--json"]) == 0
    text = capsys.readouterr().out
    d = json.loads(text, parse_constant=lambda c: pytest.fail(f"non-standard JSON constant {c}"))
    assert d["kernel"] == "nan_guard" and d["how"].startswith("measured")
    assert d["reference"]["working_precision_bits"] == 200 and d["reference"]["sampled"] is False
    assert [v["profile"] for v in d["variants"]] == ["strict", "fast"]
    fast = d["special"]["profiles"][0]
    assert fast["profile"] == "fast" and fast["witness_count"] > 0
    assert any(w["variant"] == "NaN" and w["strict"] == 0.0 for w in fast["witnesses"])


def test_emulated_target_and_sample_options(capsys):
    assert main(["accuracy", "-k", "fir", "-p", "contract", "-t", "mi250x", "--size", "500", "--sample", "50",
                 "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["target"] == "mi250x" and d["how"].startswith("emulated")
    assert d["reference"]["compared"] == 50 and d["reference"]["population"] == 500 and d["reference"]["sampled"]
    assert d["variants"][1]["overall"]["compared"] == 50


@pytest.mark.parametrize("argv,code,needle", [
    (["accuracy", "-k", "nan_guard", "-p", "fast"], 3, "UB-capable"),
    (["accuracy", "-k", "nosuch", "-p", "strict"], 2, "unknown kernel"),
    (["accuracy", "-k", "daxpy", "-p", "nosuch"], 2, "unknown profile"),
    (["accuracy", "-k", "daxpy", "-p", "strict", "--sample", "0"], 2, "sample must be at least 1"),
    (["accuracy", "-k", "daxpy", "-p", "strict", "-t", "nosuch"], 2, "unknown target"),
    (["accuracy", "-k", "pi_reduce", "-p", "strict", "--inputs", "special"], 2, "no 'special' input set"),
    (["accuracy", "-k", "daxpy", "-p", "strict", "--working-precision", "20"], 2, "too low"),
])
def test_errors_are_one_line_with_exit_codes(capsys, argv, code, needle):
    assert main(argv) == code
    err = capsys.readouterr().err.strip()
    assert needle in err and len(err.splitlines()) == 1 and "Traceback" not in err
