"""Accuracy on a real NVIDIA GPU through the CUDA runner hook (skipped cleanly where there is none)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
from fpsem.compiler.targets import resolve_target
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.cuda.end_to_end import CudaRunner
from fpsem.runners.cuda.faults import GpuUnavailable
from fpsem.runners.emulation import EmulatedRunner

pytestmark = pytest.mark.gpu


@pytest.fixture(scope="module")
def runner():
    r = CudaRunner(resolve_target("h200"))
    try:
        r.open()
    except GpuUnavailable as e:
        pytest.skip(str(e))
    yield r
    r.close()


def test_strict_daxpy_is_correctly_rounded_on_the_gpu(runner):
    rep = evaluate(AccuracyRequest(load_kernel("daxpy"), (resolve_profile("contract"),), "f64", "rajaperf"), runner)
    assert rep.how.startswith("measured") and "NVIDIA" in rep.how
    assert rep.variant("strict").errors.overall.exactly_rounded == 1.0


def test_fast_ub_witnesses_on_the_gpu(runner):
    rep = evaluate(AccuracyRequest(load_kernel("nan_guard"), (resolve_profile("fast"),), "f32", "special",
                                   allow_ub=True), runner)
    fast = rep.special[0]
    assert fast.witness_count > 0
    w = next(w for w in fast.witnesses if w.special == "NaN")
    assert w.strict == 0 and math.isnan(w.variant)


def test_fir_contraction_matches_the_emulation(runner):
    # NVPTX and the gfx90a emulation fuse the same 16 multiply-adds per point: the same bits
    k = load_kernel("fir")
    sizes = resolve_sizes(k.spec, "small")
    values = make_inputs(k.spec, sizes, "f64", "random", 0)
    prof = resolve_profile("contract")
    gpu = runner.prepare(k, prof, "f64", sizes, "small").run(values)["out"]
    emu = EmulatedRunner(resolve_target("mi250x")).prepare(k, prof, "f64", sizes, "small").run(values)["out"]
    np.testing.assert_array_equal(gpu, emu)
