"""benchmarks/model_validation.py's pure parts: the error summary, the goals, the bands file, the committed
results (the table's figures come from the committed raw device output, and the bands from the table)."""

from __future__ import annotations

import importlib.util
import json
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("model_validation", ROOT / "benchmarks" / "model_validation.py")
mv = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mv)


def row(kernel, profile, n, timing, measured_ms, modelled_ms, precision="f64"):
    return {"kernel": kernel, "precision": precision, "profile": profile, "N": n, "timing": timing,
            "median_ms": measured_ms, "q1_ms": measured_ms * 0.99, "q3_ms": measured_ms * 1.01,
            "modelled_ms": modelled_ms, "ratio": measured_ms / modelled_ms}


def test_summary_goals_and_speedup_points():
    rows = [row("a", "strict", 1_000_000, "cold", 1.0, 1.0), row("a", "algebraic", 1_000_000, "cold", 0.5, 1.0),
            row("b", "strict", 16_000_000, "cold", 2.0, 1.0), row("b", "algebraic", 16_000_000, "cold", 2.0, 2.0)]
    s = mv.summarize(rows)
    g = s["goals"]["cold"]
    # |ratio - 1|: 0, 0.5, 1, 0 -> median 0.25; kernel b is 100 % off somewhere, a 50 %
    assert g["median_abs_err"] == pytest.approx(0.25) and not g["median_goal_met"]
    assert g["kernels_over_40pct"] == ["a", "b"]
    sp = {x["kernel"]: x for x in s["speedup"]}
    assert sp["a"]["measured"] == pytest.approx(2.0) and sp["a"]["modelled"] == pytest.approx(1.0)
    assert sp["a"]["points"] == pytest.approx(-100.0)
    assert sp["b"]["points"] == pytest.approx(100 * (0.5 - 1.0))
    assert g["speedup_within_5_points"] == 0 and g["speedup_cases"] == 2


def test_band_file_round_trips_through_the_band_reader(tmp_path):
    from fpsem.speed.bands import band_for

    s = mv.summarize([row("a", "strict", 1_000_000, t, 1.2, 1.0) for t in ("cold", "warm")])
    f = tmp_path / "bands.toml"
    f.write_text(mv.band_toml(s, "2026-12-03", "NVIDIA H200"))
    assert band_for("h200", "warm", f).rel == pytest.approx(0.2)
    assert "not on mi250x" in band_for("mi250x", "cold", f).text


def test_committed_bands_are_the_committed_traced_validation():
    """model_bands.toml is what `bands` computes from the committed traced validation and transfer test."""
    import numpy as np

    bands = tomllib.loads((ROOT / "fpsem" / "data" / "model_bands.toml").read_text())
    for name, target in (("h200_model_validation_traced.json", "h200"), ("h200_model_transfer.json", "h200-published")):
        doc = json.loads((ROOT / "benchmarks" / "results" / name).read_text())
        for timing in ("cold", "warm"):
            e = [abs(r["ratio"] - 1) for r in doc["rows"] if r.get("ratio") and r["timing"] == timing
                 and r["N"] >= 1_000_000]
            assert bands[target][timing]["p90"] == pytest.approx(float(np.percentile(e, 90)), abs=5e-4)
    for t in ("a2000", "mi250x", "h100"):  # the uncalibrated targets carry the transfer test's band
        assert bands[t]["borrow"] == "h200-published"
    raw = json.loads((ROOT / "benchmarks" / "results" / "h200_model_validation_raw.json").read_text())
    measured = {(r["kernel"], r["precision"], r["profile"], r["N"], r["timing"]): r["median_ms"]
                for r in raw["rows"] if "median_ms" in r}
    doc = json.loads((ROOT / "benchmarks" / "results" / "h200_model_validation_traced.json").read_text())
    for r in doc["rows"]:  # every measured figure in the table is the device's, unchanged
        assert measured[(r["kernel"], r["precision"], r["profile"], r["N"], r["timing"])] == r["median_ms"]


def test_traced_summary_goals_and_bands():
    rows = [row("fir", "strict", 1_000_000, "cold", 1.0, 1.0), row("fir", "algebraic", 1_000_000, "cold", 0.5, 0.55),
            row("dot", "strict", 16_000_000, "warm", 1.0, 0.8), row("dot", "algebraic", 16_000_000, "warm", 1.0, 0.8),
            row("dot", "strict", 100_000, "cold", 3.0, 1.0), row("dot", "algebraic", 100_000, "cold", 1.5, 1.0)]
    rows.append({**row("gemm", "strict", 1_000_000, "cold", 1.0, 1.0), "modelled_ms": None, "ratio": None,
                 "why": "counts cannot be sampled: loop-bound"})
    s = mv.traced_summary(rows)
    big = s["all_N_ge_1e6"]
    assert big["rows"] == 4 and big["max"] == pytest.approx(0.25)  # the 1e5 row is outside the goals
    assert s["goals"]["max"] is True and s["goals"]["p90"] is False
    # the speedup goal is for N >= 1e6 like the others (dot at 1e5, 2x measured and 3x modelled, only in the all-N count)
    assert s["speedup"]["cases"] == 2 and s["speedup"]["within_5_points"] == 1
    assert s["speedup_all_N"]["cases"] == 3 and s["speedup_all_N"]["within_5_points"] == 1
    assert s["unmodelled"] == ["gemm.f64.strict N=1000000: counts cannot be sampled: loop-bound"]
    doc = {"validation": {"date_utc": "2026-12-03T08:23:27"}, "rows": rows}
    text = mv.traced_bands(doc, doc, "NVIDIA H200")
    bands = tomllib.loads(text)
    assert bands["h200"]["warm"]["p90"] == pytest.approx(0.25, abs=1e-3)
    assert bands["a2000"]["borrow"] == "h200-published" and "published figures only" in bands["h200-published"]["cold"]["device"]
