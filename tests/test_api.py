"""fpsem's Python API: the CLI's capabilities as functions, a stable public surface, and the worked example."""

from __future__ import annotations

import inspect
import json
import runpy
import sys
from pathlib import Path

import pytest

import fpsem
from fpsem.core.errors import EXIT_UB_REFUSED, UBRefused, UsageError

ROOT = Path(__file__).resolve().parent.parent
SIGNATURES = Path(__file__).parent / "data/api_signatures.json"

SAXPY = """define float @saxpy(float %a, float %x, float %y) {
  %m = fmul fast float %a, %x
  %s = fadd fast float %m, %y
  ret float %s
}
"""


def _current_api() -> dict:
    sigs = {n: str(inspect.signature(getattr(fpsem, n))) for n in fpsem.__all__ if n not in ("Results", "__version__")}
    sigs["Results"] = sorted(m for m in dir(fpsem.Results) if not m.startswith("_"))
    return sigs


def test_the_public_api_changes_only_with_a_version_bump():
    recorded = json.loads(SIGNATURES.read_text())
    now = _current_api()
    if recorded["version"] == fpsem.__version__:
        gone = sorted(set(recorded["api"]) - set(now))
        changed = sorted(n for n in recorded["api"] if n in now and recorded["api"][n] != now[n])
        assert not gone and not changed, (
            f"public API changed without a version bump (fpsem {fpsem.__version__}): removed {gone}, changed "
            f"{changed}; bump the version in pyproject.toml and re-record {SIGNATURES.name}")
    for name in ("rewrite", "validate", "compile", "run", "evaluate_accuracy", "run_sweep", "open_results"):
        assert name in fpsem.__all__ and callable(getattr(fpsem, name)) and getattr(fpsem, name).__doc__


def test_rewrite_and_validate_take_text_or_paths(tmp_path):
    assert {f.kind for f in fpsem.validate(SAXPY)} == {"flag"}
    res = fpsem.rewrite(SAXPY, "algebraic")
    assert "fmul reassoc nsz arcp contract float" in res.text and not fpsem.validate(res.text)
    f = tmp_path / "s.ll"
    f.write_text(SAXPY)
    assert len(fpsem.validate(f)) == 2
    with pytest.raises(UBRefused) as e:
        fpsem.rewrite(f, "fast")
    assert e.value.exit_code == EXIT_UB_REFUSED  # the CLI's exit code for the same refusal
    assert "fmul fast float" in fpsem.rewrite(f, "fast", allow_ub=True).text
    with pytest.raises(UsageError):
        fpsem.rewrite(SAXPY, "algebraic", sites=[])


@pytest.mark.slow
def test_compile_predict_run_and_accuracy_by_name_and_by_object():
    from fpsem.compiler.targets import resolve_target
    from fpsem.kernels.registry import load_kernel

    v = fpsem.compile("fir", "a2000", "algebraic")
    assert v.ok and v.metrics.histogram["f64.fma"] >= 15 and v.key
    w = fpsem.compile(load_kernel("fir"), resolve_target("a2000"), "algebraic")
    assert w.key == v.key  # the same variant, however it was named
    p, s = fpsem.predict(v), fpsem.predict(fpsem.compile("fir", "a2000", "strict"))
    assert p.seconds > 0 and s.seconds / p.seconds > 1.5  # FP64-bound on the A2000: the FMAs count (modelled)
    r = fpsem.run("daxpy", "contract", size_set="small", reps=2)
    assert r.reps == 2 and r.outputs["y"].size == 64
    rep = fpsem.evaluate_accuracy("fir", ["contract"], target="mi250x")
    assert rep.how.startswith("emulated") and [x.profile for x in rep.variants] == ["strict", "contract"]
    with pytest.raises(UsageError, match="unknown kernel"):
        fpsem.compile("nope", "a2000")


@pytest.mark.slow
def test_sweep_and_open_results(tmp_path):
    db = tmp_path / "s.sqlite"
    summary = fpsem.run_sweep(db, kernels="daxpy", profiles="strict,contract", targets="host,h100", precisions="f64",
                          jobs=1)
    assert summary.done == 4 and not summary.failed
    res = fpsem.open_results(db)
    assert len(res) == 4
    recs = res.to_records()
    assert {(r["profile"], r["target"]) for r in recs} == {(p, t) for p in ("strict", "contract")
                                                            for t in ("host", "h100")}
    h100 = next(r for r in recs if r["target"] == "h100" and r["profile"] == "contract")
    assert h100["speedup_source"] == "modelled" and h100["accuracy_source"] == "emulated"
    assert "compile" in h100["stages"] and h100["stages"]["compile"]["status"] == "ok"
    df = res.to_dataframe()
    assert list(df.profile).count("strict") == 2 and "max_ulp" in df.columns


@pytest.mark.slow
def test_the_worked_example_runs(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["explore.py", str(tmp_path / "out")])
    runpy.run_path(str(ROOT / "examples/explore.py"), run_name="__main__")
    assert (tmp_path / "out/tradeoff.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "vegaEmbed" in (tmp_path / "out/tradeoff.html").read_text()
    assert (tmp_path / "out/sweep.sqlite").is_file()
    printed = capsys.readouterr().out
    # results print as tables with their provenance, never as raw arrays or dataclass dumps
    assert "array(" not in printed and "CompiledVariant(" not in printed and "AccuracyReport(" not in printed
    assert "fir.f64.algebraic.a2000: built" in printed and "modelled" in printed and "measured:" in printed
    assert "sweep: 18 cells" in printed and "results " in printed
