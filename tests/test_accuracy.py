"""Accuracy metrics on known answers: exact results, a correctly rounded DAXPY, a contracted FMA case,
the reference cache, sampling, and the Exact arithmetic the references use."""

from __future__ import annotations

import math

import numpy as np
import pytest

from fpsem.accuracy.error_metrics import element_errors, strict_diff, summarize, variant_errors
from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
from fpsem.accuracy.reference import OutputReference, ReferenceCache, ReferenceRequest, compute_reference
from fpsem.compiler.targets import resolve_target
from fpsem.core.errors import UsageError
from fpsem.fastmath.profiles import resolve_profile
from fpsem.floats.exact import ExactContext
from fpsem.floats.ulp import F32, F64, ordered
from fpsem.ir.binding import host_machine_spec
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.emulation import EmulatedRunner
from fpsem.runners.host import HostRunner

N = 16


@pytest.fixture(scope="module")
def daxpy():
    return load_kernel("daxpy")


def _values(spec, precision: str, x, y, a):
    t = {"f64": np.float64, "f32": np.float32}[precision]
    return {"x": np.asarray(x, dtype=t), "y": np.asarray(y, dtype=t), "a": t(a)}


def _run(kernel, runner, profile: str, precision: str, values: dict, ref):
    sizes = {"N": len(values["x"])}
    prepared = runner.prepare(kernel, resolve_profile(profile), precision, sizes, "small")
    return variant_errors(prepared.run(values), ref)


def _reference(kernel, precision: str, values: dict, **kw):
    sizes = {"N": len(values["x"])}
    return compute_reference(ReferenceRequest(kernel.spec, precision, kernel.ir_for(precision), "daxpy", "custom",
                                              values, sizes, **kw))


# --------------------------------------------------------------------------- known answers


@pytest.mark.parametrize("precision", ["f64", "f32"])
def test_exactly_representable_results_give_zero_ulp(daxpy, precision):
    values = _values(daxpy.spec, precision, x=np.arange(N) - 5.0, y=np.arange(N) * 0.25, a=0.5)
    ref = _reference(daxpy, precision, values)
    for profile in ("strict", "contract"):
        e = _run(daxpy, HostRunner(), profile, precision, values, ref).overall
        assert e.max_ulp == 0 and e.exactly_rounded == 1.0 and e.max_normalised == 0
        assert e.nan_mismatches == e.inf_mismatches == e.zero_sign_mismatches == 0


@pytest.mark.parametrize("precision", ["f64", "f32"])
def test_strict_daxpy_is_correctly_rounded(daxpy, precision):
    # RAJAPerf's inputs start y at 0: one repetition is one rounded product per element
    req = AccuracyRequest(daxpy, (resolve_profile("strict"),), precision, "rajaperf", "small")
    rep = evaluate(req, HostRunner())
    s = rep.variant("strict").errors.overall
    assert s.exactly_rounded == 1.0 and s.max_ulp == 0 and s.compared == resolve_sizes(daxpy.spec, "small")["N"]


def test_contracted_daxpy_is_correctly_rounded_where_strict_is_not(daxpy):
    # y + a*x with random y: strict rounds twice, an FMA once (AMD emulation: the FMA is explicit)
    req = AccuracyRequest(daxpy, (resolve_profile("contract"),), "f64", "random", "small")
    rep = evaluate(req, EmulatedRunner(resolve_target("mi250x")))
    assert rep.variant("contract").errors.overall.exactly_rounded == 1.0
    assert rep.variant("strict").errors.overall.exactly_rounded < 1.0
    assert rep.how.startswith("emulated")


def _fma_case_runners():
    runners = [EmulatedRunner(resolve_target("mi250x"))]
    if "+fma" in host_machine_spec().features.split(","):  # the host fuses contract pairs only with FMA hardware
        runners.append(HostRunner())
    return runners


@pytest.mark.parametrize("runner", _fma_case_runners(), ids=lambda r: r.target)
def test_contracted_fma_differs_by_the_expected_amount(daxpy, runner):
    # a*x = 1 - 2^-60 exactly; strict rounds it to 1 and 1 + (-1) = 0; the FMA keeps -2^-60
    a, x = 1 - 2.0**-30, 1 + 2.0**-30
    values = _values(daxpy.spec, "f64", x=[x] * N, y=[-1.0] * N, a=a)
    ref = _reference(daxpy, "f64", values)
    assert ref.outputs[0].hi[0] == -(2.0**-60) and ref.outputs[0].lo[0] == 0
    strict = _run(daxpy, runner, "strict", "f64", values, ref)
    fused = _run(daxpy, runner, "contract", "f64", values, ref)
    assert list(strict.elements["y"].computed) == [0.0] * N
    assert list(fused.elements["y"].computed) == [-(2.0**-60)] * N
    expected_ulps = float(ordered(np.array([2.0**-60]))[0])  # from 0 to 2^-60, counted through the floats
    assert strict.overall.max_ulp == expected_ulps and fused.overall.max_ulp == 0
    # normalised by |a*x| + |y| ~ 2: the strict error is tiny relative to the cancelled terms
    assert strict.overall.max_normalised == pytest.approx(2.0**-60 / ((2 - 2.0**-60) * 2.0**-53))
    d = strict_diff(fused, strict)
    assert d.differing == N and d.max_ulp_to_strict == expected_ulps and d.delta_exactly_rounded == 1.0


# --------------------------------------------------------------------------- element metrics


def test_status_mismatches_are_counted_apart_from_ulps():
    ref = OutputReference("o", np.arange(6), 6,
                          rounded=np.array([1.0, np.nan, np.inf, 0.0, 2.0, -np.inf]),
                          hi=np.array([1.0, np.nan, np.inf, 0.0, 2.0, -np.inf]), lo=np.zeros(6),
                          magnitude=np.array([1.0, np.nan, np.inf, 1.0, 2.0, np.inf]))
    computed = np.array([np.nextafter(1.0, 2.0), 3.0, 5.0, -0.0, 2.0, np.inf])
    e = element_errors(computed, ref, "f64")
    assert list(e.nan_mismatch) == [False, True, False, False, False, False]
    assert list(e.inf_mismatch) == [False, False, True, False, False, True]
    assert list(e.zero_sign_mismatch) == [False, False, False, True, False, False]
    assert list(e.exact) == [False, False, False, True, True, False]
    s = summarize([e], 6)
    assert s.finite == 3 and s.max_ulp == 1 and s.exactly_rounded == pytest.approx(2 / 6)
    assert (s.nan_mismatches, s.inf_mismatches, s.zero_sign_mismatches) == (1, 2, 1)


def test_output_shorter_than_reference_is_an_error():
    ref = OutputReference("o", np.array([5]), 6, np.zeros(1), np.zeros(1), np.zeros(1), np.ones(1))
    with pytest.raises(UsageError, match="has 3 elements"):
        element_errors(np.zeros(3), ref, "f64")


# --------------------------------------------------------------------------- cache and sampling


@pytest.mark.slow
def test_reference_is_cached_and_independent_of_profile(daxpy, tmp_path):
    cache = ReferenceCache(tmp_path)
    runner = HostRunner()
    first = evaluate(AccuracyRequest(daxpy, (resolve_profile("contract"),), "f32", "random"), runner, cache)
    second = evaluate(AccuracyRequest(daxpy, (resolve_profile("algebraic"),), "f32", "random"), runner, cache)
    assert not first.reference.cached and second.reference.cached
    assert first.reference.key == second.reference.key
    np.testing.assert_array_equal(first.reference.outputs[0].rounded, second.reference.outputs[0].rounded)
    other = evaluate(AccuracyRequest(daxpy, (resolve_profile("contract"),), "f32", "random", working_precision=120),
                     runner, cache)
    assert not other.reference.cached and other.reference.key != first.reference.key
    assert len(list(tmp_path.glob("*.npz"))) == 2


@pytest.mark.slow
def test_large_sizes_are_sampled_and_the_sample_is_reported(tmp_path):
    fir = load_kernel("fir")
    req = AccuracyRequest(fir, (resolve_profile("contract"),), "f64", "random", "small", {"N": 3000},
                          sample_limit=150)
    rep = evaluate(req, HostRunner(), ReferenceCache(tmp_path))
    out = rep.reference.outputs[0]
    assert len(out.indices) == 150 and out.population == 3000 and out.sampled
    assert rep.variant("strict").errors.overall.compared == 150
    d = rep.to_dict()["reference"]
    assert d["sampled"] and d["compared"] == 150 and d["population"] == 3000
    again = evaluate(req, HostRunner(), None)
    np.testing.assert_array_equal(again.reference.outputs[0].indices, out.indices)  # seeded


@pytest.mark.slow
def test_interpreter_samples_by_points_and_agrees_with_the_handwritten_reference():
    fir = load_kernel("fir")
    sizes = {"N": 2000}
    from fpsem.kernels.inputs import make_inputs

    values = make_inputs(fir.spec, sizes, "f64", "random", 3)
    base = dict(spec=fir.spec, precision="f64", ir_text=fir.ir_for("f64"), ir_name="fir", input_set="random",
                values=values, sizes=sizes)
    interp = compute_reference(ReferenceRequest(**base, sample_limit=40, source="interpreter"))
    full = compute_reference(ReferenceRequest(**base, sample_limit=2000, source="handwritten"))
    o = interp.outputs[0]
    assert len(o.indices) == 40 and o.population == 2000
    np.testing.assert_array_equal(o.rounded, full.outputs[0].rounded[o.indices])
    np.testing.assert_array_equal(o.magnitude, full.outputs[0].magnitude[o.indices])


def test_interpreter_refuses_a_run_too_large_to_be_a_reference():
    jac = load_kernel("jacobi_2d")
    from fpsem.kernels.inputs import make_inputs

    sizes = resolve_sizes(jac.spec, "small")
    values = make_inputs(jac.spec, sizes, "f64", "random", 0)
    with pytest.raises(UsageError, match="hand-written reference"):
        compute_reference(ReferenceRequest(jac.spec, "f64", jac.ir_for("f64"), "jacobi_2d", "random", values, sizes,
                                           source="interpreter", max_points=10))


# --------------------------------------------------------------------------- the Exact arithmetic


def test_exact_context_rounds_program_constants_to_the_kernel_format():
    c32 = ExactContext(fmt=F32)
    assert c32.const(0.1).v == c32.mp.mpf(float(np.float32(0.1)))
    assert (c32.exact(1.0) * 0.1).v == c32.mp.mpf(float(np.float32(0.1)))
    c64 = ExactContext(fmt=F64)
    assert c64.const(0.1).v == c64.mp.mpf(0.1)
    with pytest.raises(UsageError):
        ExactContext(prec=32)


def test_magnitude_of_sums_and_dot_products_is_the_sum_of_absolute_terms():
    c = ExactContext()
    terms = [(3.0, 0.5), (-1.0, 0.25), (-1.0, 2.0)]
    s = c.sum(c.exact(a) * c.exact(b) for a, b in terms)
    assert s.v == 1.5 - 0.25 - 2.0 and s.m == 1.5 + 0.25 + 2.0


def test_ieee_special_cases_of_exact_arithmetic():
    c = ExactContext()
    assert c.div(1.0, c.exact(-0.0)).v == -c.mp.inf
    assert c.div(0.0, 0.0).is_nan() and c.sqrt(-1.0).is_nan() and c.log(-1.0).is_nan()
    assert c.log(0.0).v == -c.mp.inf
    assert c.mul(c.exact(0.0), c.inf()).is_nan()
    assert (c.inf() - c.inf()).is_nan()
    assert c.div(-1.0, c.inf()).nz and c.exp(-c.inf().v).v == 0
    assert math.copysign(1, c.exact(-0.0).rounded()) == -1.0
    big = c.exact(1e300) * c.exact(1e300)  # exact: no overflow until rounded to the format
    assert c.mp.isfinite(big.v) and big.rounded() == math.inf
