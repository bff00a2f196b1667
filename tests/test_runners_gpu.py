"""The cuda runner through the one front end, on an NVIDIA GPU (skipped cleanly without one).

``fpsem.run`` on an NVIDIA target, the sweep's run and accuracy stages with the cuda runner, and
``evaluate_accuracy(require_measured=True)`` all go through :func:`fpsem.runners.registry.runner_for` and
:class:`fpsem.runners.cuda.end_to_end.CudaRunner`; the GPU's checksum equals the host's for a kernel
without reductions (the same operations in the same order).
"""

from __future__ import annotations

import pytest

import fpsem
from fpsem.core.hardware import gpu_available

pytestmark = [pytest.mark.gpu, pytest.mark.skipif(not gpu_available(), reason="no NVIDIA GPU with cuda-bindings")]


def test_run_on_the_gpu_matches_the_host():
    gpu = fpsem.run("daxpy", "strict", target="h200", size_set="small", reps=3)
    host = fpsem.run("daxpy", "strict", size_set="small", reps=3)
    assert gpu.runner == "cuda" and host.runner == "host"
    assert float(gpu.checksum) == pytest.approx(float(host.checksum), rel=1e-12)
    rec = gpu.record()
    assert rec["device"]["name"] and "measured" in rec["timing"]["how"] and rec["timing"]["detail"]["per_rep"]


def test_accuracy_measured_on_the_gpu():
    # RAJAPerf's inputs start y at 0: y + a*x is then one rounding, correctly rounded on any device
    rep = fpsem.evaluate_accuracy("daxpy", "contract", target="h200", inputs="rajaperf", require_measured=True)
    assert rep.how.startswith("measured") and rep.variant("strict").errors.overall.exactly_rounded == 1.0


def test_a_sweep_times_and_measures_on_the_gpu(tmp_path):
    db = tmp_path / "g.sqlite"
    summary = fpsem.run_sweep(db, kernels="daxpy", profiles="strict,contract", targets="h200", precisions="f64",
                              runners="host,cuda,model", size="small", jobs=1)
    assert summary.done == 2 and not summary.failed, summary.failed
    for cell in fpsem.open_results(db):
        stages = {s.stage: s for s in cell.stages}
        assert stages["run"].status == "ok" and stages["run"].provenance == "measured"
        assert stages["run"].value["runner"] == "cuda" and stages["run"].value["samples"]
        assert stages["accuracy"].provenance == "measured"
