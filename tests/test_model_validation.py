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


def test_interleaved_stats_known_answer():
    """Two placements, 4 rounds: strict 10 us everywhere, algebraic 8 us -> speedup 1.25 exactly, every bootstrap
    resample too; A/A of identical strict modules is 1. A clock drift that slows every module of a round alike
    leaves the per-round ratio unchanged."""
    drift = [1.0, 1.1, 1.2, 1.3]
    strict = [[10e-6 * d for d in drift], [10e-6 * d for d in drift]]
    alg = [[8e-6 * d for d in drift], [8e-6 * d for d in drift]]
    s = mv.interleaved_stats(strict, alg, boot=200)
    assert s["speedup"] == pytest.approx(1.25) and s["ci95"] == pytest.approx([1.25, 1.25])
    assert s["round_q1"] == pytest.approx(1.25) and s["round_q3"] == pytest.approx(1.25)
    assert s["aa"] == pytest.approx(1.0) and s["aa_ci95"] == pytest.approx([1.0, 1.0])
    assert s["rounds"] == 4 and s["placements"] == 2
    # module 1 of strict 2 % slower than module 0: the A/A shows it, the speedup is the medians' ratio
    strict[1] = [t * 1.02 for t in strict[1]]
    s = mv.interleaved_stats(strict, alg, boot=200)
    assert s["aa"] == pytest.approx(1 / 1.02)
    assert s["ci95"][0] <= s["speedup"] <= s["ci95"][1]
    one = mv.interleaved_stats(strict[:1], alg[:1], boot=50)  # one placement: no A/A
    assert "aa" not in one and one["speedup"] == pytest.approx(1.25)


def test_interleaved_rows_from_a_placed_comparison():
    """_interleaved_rows: both rows from one time_placed call, medians over every repetition, the spread on the
    algebraic row; a pair with a failed compile is not timed."""
    from types import SimpleNamespace

    calls = []

    class Session:
        def time_placed(self, base, var, placements, **kw):
            calls.append((base.label, var.label, placements, kw["timing"]))
            return SimpleNamespace(baseline_s=((1e-5, 1e-5, 1e-5), (1e-5, 1e-5, 1e-5)),
                                   variant_s=((5e-6, 5e-6, 5e-6), (5e-6, 5e-6, 5e-6)), rounds=3, stopped="budget")

        def load(self, prog):
            return SimpleNamespace(functions={e.name: e.name for e in prog.entries})

        def footprint_bytes(self):
            return 123

    gpu = SimpleNamespace(function_attributes=lambda f: {"registers": 16})
    entry = {"name": "k_main", "stage": "main", "reduce": False, "params": [["x", "pointer"]], "constants": []}
    recs = [{"kernel": "k", "precision": "f64", "profile": p, "N": 10, "ok": True, "ptx": "//", "entries": [entry]}
            for p in ("strict", "algebraic")]
    rows, fatal = mv._interleaved_rows(gpu, Session(), recs, 10, "warm", 2, 50.0, 100)
    assert fatal == "" and calls == [("k.f64.strict.N10", "k.f64.algebraic.N10", 2, "warm")]
    st, al = rows
    assert st["profile"] == "strict" and st["median_ms"] == pytest.approx(0.01) and st["reps"] == 6
    assert al["median_ms"] == pytest.approx(0.005) and al["speedup"]["speedup"] == pytest.approx(2.0)
    assert al["speedup"]["aa"] == pytest.approx(1.0) and "speedup" not in st
    assert st["registers"] == {"k_main": 16} and st["interleaved"]["rounds"] == 3
    recs[1] = {**recs[1], "ok": False, "failure": "no PTX"}
    rows, _ = mv._interleaved_rows(gpu, Session(), recs, 10, "cold", 2, 50.0, 100)
    assert rows[1]["failure"] == "no PTX" and "not timed" in rows[0]["failure"] and len(calls) == 1


def test_merge_replaces_same_variant_rows_and_records_runs():
    old = {"date_utc": "2026-12-04T00:35:29+00:00", "command": "measure A", "budget_ms": 30.0,
           "rows": [{"kernel": "fir", "precision": "f32", "profile": p, "N": 10, "timing": "cold", "median_ms": m}
                    for p, m in (("strict", 1.0), ("algebraic", 2.0))]
           + [{"kernel": "pi_atomic", "precision": "f64", "profile": "strict", "N": 10, "timing": "cold",
               "median_ms": 5.0, "raw": True}]}
    new = {"date_utc": "2026-12-04T06:50:00+00:00", "command": "measure B", "interleaved": "yes",
           "rows": [{"kernel": "fir", "precision": "f32", "profile": "algebraic", "N": 10, "timing": "cold",
                     "median_ms": 3.0}, {"kernel": "gemm", "precision": "f32", "profile": "strict", "N": 10,
                                         "timing": "cold", "median_ms": 4.0}]}
    m = mv.merge_runs(old, new)
    got = {(r["kernel"], r["profile"]): (r["median_ms"], r["run"]) for r in m["rows"]}
    assert got == {("fir", "strict"): (1.0, 0), ("fir", "algebraic"): (3.0, 1), ("pi_atomic", "strict"): (5.0, 0),
                   ("gemm", "strict"): (4.0, 1)}
    assert [r["rows"] for r in m["runs"]] == [2, 2] and m["runs"][0]["command"] == "measure A"
    assert m["date_utc"] == new["date_utc"] and m["interleaved"] == "yes"
    m2 = mv.merge_runs(m, {**new, "date_utc": "later", "rows": new["rows"][:1]})  # a third run
    assert [r["rows"] for r in m2["runs"]] == [2, 1, 1]


def test_traced_summary_and_markdown_carry_the_interleaved_spread():
    rows = [row("fir", "strict", 1_000_000, "cold", 1.0, 1.0, "f32"),
            {**row("fir", "algebraic", 1_000_000, "cold", 1.0, 0.9, "f32"),
             "speedup": {"speedup": 1.0, "ci95": [0.98, 1.02], "aa": 1.01}}]
    s = mv.traced_summary(rows)
    # modelled 1/0.9 = 1.111 against measured 1.000: +11.1 points, outside; the measured interval is stated
    assert s["speedup"]["within_5_points"] == 0 and s["speedup"]["interleaved"] == 1
    assert s["speedup"]["outside"] == ["fir.f32 N=1000000 cold: +11.1 (measured 1.000 [0.980, 1.020], modelled 1.111)"]
    assert s["speedup"]["median_ci95_halfwidth_points"] == pytest.approx(2.0)
    assert s["speedup"]["max_aa_points"] == pytest.approx(1.0)
    text = mv.traced_markdown("t", {"summary": s, "rows": [{**r, "bound": "L1"} for r in rows]})
    assert "## Speedups timed interleaved" in text and "[0.980, 1.020]  1.010" in text
