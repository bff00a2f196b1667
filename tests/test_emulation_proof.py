"""benchmarks/emulation_proof.py's comparison (CPU only): bit-for-bit verdicts and the causes it names."""

from __future__ import annotations

import numpy as np

from fpsem.kernels.registry import load_kernel
from tests.benchkit import load_benchmark


def _script():
    return load_benchmark("emulation_proof")


def test_identical_outputs_and_nan_payloads():
    p = _script()
    out = np.array([1.0, np.nan, 3.0])
    nan2 = out.copy()
    nan2.view(np.uint64)[1] ^= 1  # another NaN payload
    rec = p.compare(load_kernel("daxpy"), {"outputs": {"y": nan2}, "notes": []}, {"y": out}, "")
    assert rec["identical"] and rec["outputs"]["y"]["nan_payload_only"] == 1 and rec["cause"] == ""


def test_a_reduction_that_differs_names_the_reduction_order():
    p = _script()
    k = load_kernel("dot")
    (result,) = [s.result for s in k.spec.stages if s.reduce is not None]
    gpu = {result: np.array([1.0])}
    emu = {"outputs": {result: np.array([np.nextafter(1.0, 2.0)])}, "notes": []}
    rec = p.compare(k, emu, gpu, "")
    assert not rec["identical"] and "reduction order" in rec["cause"]
    assert rec["outputs"][result]["max_ulps"] == 1


def test_an_elementwise_difference_names_the_error_bound_models_and_ptxas():
    p = _script()
    k = load_kernel("daxpy")
    notes = ["approximate instruction modelled: nvptx.ex2.approx.ftz.f32: error-bound model of ex2.approx.ftz.f32"]
    rec = p.compare(k, {"outputs": {"y": np.array([1.0, 2.0])}, "notes": notes}, {"y": np.array([1.0, 2.5])},
                    "\tmul.f64 \t%fd1, %fd2, %fd3;")
    assert not rec["identical"] and rec["outputs"]["y"]["differ"] == 1
    assert "nvptx.ex2.approx.ftz.f32" in rec["cause"] and "ptxas" in rec["cause"]
    rec = p.compare(k, {"outputs": {"y": np.array([1.0, 2.0])}, "notes": []}, {"y": np.array([1.0, 2.5])}, "")
    assert rec["cause"] == "not established: see the differing elements" and rec["outputs"]["y"]["first"]
