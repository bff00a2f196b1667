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


def test_mul_add_left_to_ptxas_is_a_cause_only_where_the_emulation_did_not_read_the_sass():
    p = _script()
    k = load_kernel("daxpy")
    ptx = "\tmul.f32 \t%r1, %r2, %r3;\n\tadd.f32 \t%r4, %r1, %r5;"
    differ = ({"y": np.array([1.0, 2.0])}, {"y": np.array([1.0, 2.5])})
    read = ["ptxas's own contraction read from its SASS (ptxas -lineinfo ...): 1 mul/add pair(s) fused beyond the "
            "selection DAG's"]
    rec = p.compare(k, {"outputs": differ[0], "notes": read}, differ[1], ptx)
    assert rec["cause"] == "not established: see the differing elements"
    wrong = [read[0] + "; 1 sum(s) fused by the DAG model show no FMA at their line in the SASS (0 FMA(s) there "
             "have no line): k: %s"]
    assert "show no FMA" in p.compare(k, {"outputs": differ[0], "notes": wrong}, differ[1], ptx)["cause"]
    missing = ["ptxas's own contraction not read: nvdisasm not found (the nvptx extra installs both); only the "
               "selection DAG's contraction is modelled (ptxas may fuse more mul/add pairs on the GPU)"]
    cause = p.compare(k, {"outputs": differ[0], "notes": missing}, differ[1], ptx)["cause"]
    assert "the PTX has 2 mul/add/sub without .rn" in cause and "(nvdisasm not found" in cause
