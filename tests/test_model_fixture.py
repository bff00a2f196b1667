"""The performance model's predictions for the built-in suite stay exactly what they were recorded as
(``tests/data/model_predictions.json``, by ``benchmarks/model_fixture.py record``): the changes that made the
model faster (issue 25, item 7) were to change no prediction.  A change meant to change predictions records the
fixture again (and says so)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _fixture_module():
    spec = importlib.util.spec_from_file_location("model_fixture", ROOT / "benchmarks" / "model_fixture.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("kernels", ["daxpy,fir,ltimes,reduce_sum", pytest.param("all", marks=pytest.mark.slow)])
def test_predictions_are_the_recorded_ones(kernels, tmp_path, monkeypatch):
    """Every kernel x precision x target (A2000, H100, MI250X) x profile (strict, algebraic) x timing (cold, warm):
    the predicted seconds to the last bit and a digest of the whole prediction record; traced from empty caches."""
    monkeypatch.setenv("FPSEM_CACHE", str(tmp_path))
    mod = _fixture_module()
    want = json.loads(mod.FIXTURE.read_text())
    got = mod.predictions(kernels)
    assert got, "no predictions"
    names = {k.split("/")[0] for k in got}
    recorded = {k: v for k, v in want.items() if k.split("/")[0] in names}
    assert len(recorded) == len(got)
    assert {k: v for k, v in got.items() if recorded.get(k) != v} == {}
    assert sum("seconds" in v for v in got.values()) >= len(got) // 2
