"""Special values: per-profile changes for NaN/±Inf/±0/subnormal inputs, legality of safe profiles,
and UB witnesses of `fast` on the isnan/isinf-guarded kernel (kernels/nan_guard)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
from fpsem.accuracy.special import (
    SPECIAL_CLASSES,
    class_values,
    difference_kinds,
    injected_inputs,
    profile_special,
    safe_counterpart,
)
from fpsem.compiler.targets import resolve_target
from fpsem.core.errors import UBRefused
from fpsem.fastmath.profiles import resolve_profile
from fpsem.ir import flags as fm
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.emulation import EmulatedRunner
from fpsem.runners.host import HostRunner
from fpsem.runners.protocol import PreparedVariant


def _special(kernel: str, profiles: list[str], precision: str = "f64", runner=None):
    req = AccuracyRequest(load_kernel(kernel), tuple(resolve_profile(p) for p in profiles), precision, "special",
                          allow_ub=True)
    return evaluate(req, runner or HostRunner())


@pytest.mark.parametrize("precision", ["f64", "f32"])
@pytest.mark.slow
def test_fast_shows_ub_witnesses_on_the_guarded_kernel(precision):
    rep = _special("nan_guard", ["algebraic", "fast"], precision)
    by = {p.profile: p for p in rep.special}
    fast, alg = by["fast"], by["algebraic"]
    assert alg.violations == 0 and alg.witness_count == 0 and "legal" in alg.verdict
    assert fast.ub_capable and fast.counterpart == "fast-without-nnan-ninf"
    assert fast.witness_count > 0 and "UB witness" in fast.verdict
    nan_w = [w for w in fast.witnesses if w.special == "NaN"]
    assert nan_w, "a NaN x must show the folded isnan guard"
    for w in nan_w:  # strict and the safe counterpart keep the guard (0); fast lets the NaN through
        assert math.isnan(w.inputs["x"]) and w.strict == 0 and w.safe_counterpart == 0 and math.isnan(w.variant)
        assert w.kind == "nan-appeared"
    inf_w = [w for w in fast.witnesses if w.special in ("+Inf", "-Inf")]
    assert inf_w and all(math.isinf(w.variant) and w.strict == 0 for w in inf_w)  # the isinf guard folded too
    classes = {c.special: c for c in fast.classes}
    assert classes["NaN"].kinds["nan-appeared"] > 0 and classes["+0"].differing == 0


@pytest.mark.slow
def test_witnesses_also_on_the_amd_emulation():
    rep = _special("nan_guard", ["fast"], "f64", EmulatedRunner(resolve_target("mi250x")))
    assert rep.special[0].witness_count > 0 and rep.how.startswith("emulated")


@pytest.mark.parametrize("kernel", ["daxpy", "fir", "if_quad", "energy", "eos"])
@pytest.mark.slow
def test_safe_profiles_make_only_legal_changes(kernel):
    rep = _special(kernel, ["contract", "algebraic", "algebraic-afn", "nsz"])
    for p in rep.special:
        assert not p.ub_capable and p.violations == 0, p.verdict
        assert p.witness_count == 0
        nan = next(c for c in p.classes if c.special == "NaN")
        assert nan.kinds["nan-appeared"] == nan.kinds["nan-vanished"] == 0


def test_fast_needs_allow_ub():
    req = AccuracyRequest(load_kernel("nan_guard"), (resolve_profile("fast"),), "f64", "special")
    with pytest.raises(UBRefused):
        evaluate(req, HostRunner())


def test_a_dropped_nan_is_a_violation_for_a_safe_profile():
    # a fake "safe" variant that replaces NaN results by 0: what a folded isnan check would do
    spec = load_kernel("daxpy").spec
    sizes = resolve_sizes(spec, "small")
    base = make_inputs(spec, sizes, "f64", "random", 0)

    def strict_run(v):
        return {"y": np.asarray(v["y"]) + np.float64(v["a"]) * np.asarray(v["x"])}

    def dropping_run(v):
        return {"y": np.nan_to_num(strict_run(v)["y"], nan=0.0)}

    sets = {c: injected_inputs(spec, base, c, "f64", 0) for c in SPECIAL_CLASSES}
    strict_out = {c: [strict_run(v) for v in vs] for c, vs in sets.items()}
    res = profile_special(spec, resolve_profile("algebraic"), PreparedVariant("fake", dropping_run), None, base,
                          strict_run(base), sets, strict_out)
    assert res.violations > 0 and res.verdict.startswith("VIOLATION")
    assert next(c for c in res.classes if c.special == "NaN").kinds["nan-vanished"] == res.violations


def test_difference_kinds():
    s = np.array([1.0, 0.0, 1.0, 1.0, np.nan, 2.0, np.inf, np.nan])
    o = np.array([1.0, -0.0, 1.0 + 2**-52, np.inf, 0.0, np.nan, -np.inf, np.nan])
    k = difference_kinds(s, o)
    assert list(np.flatnonzero(k["zero-sign"])) == [1]
    assert list(np.flatnonzero(k["rounding"])) == [2]
    assert list(np.flatnonzero(k["overflow"])) == [3, 6]
    assert list(np.flatnonzero(k["nan-vanished"])) == [4]
    assert list(np.flatnonzero(k["nan-appeared"])) == [5]


def test_injection_writes_only_one_class_into_real_input_arrays():
    fir = load_kernel("fir").spec
    sizes = resolve_sizes(fir, "small")
    base = make_inputs(fir, sizes, "f32", "random", 0)
    for cls in SPECIAL_CLASSES:
        (inj,) = injected_inputs(fir, base, cls, "f32", 0)
        changed = ~((inj["in"] == base["in"]) | (np.isnan(inj["in"]) & np.isnan(base["in"])))
        assert changed.sum() > 0
        vals = class_values(cls, "f32")
        assert np.isin(inj["in"][changed].view(np.uint32), vals.view(np.uint32)).all()
        np.testing.assert_array_equal(inj["coeff"], base["coeff"])  # kernel constants untouched
    sub = class_values("subnormal", "f64")
    assert np.all((np.abs(sub) > 0) & (np.abs(sub) < np.finfo(np.float64).tiny))


def test_safe_counterpart_of_fast_is_algebraic_afn():
    cp = safe_counterpart(resolve_profile("fast"))
    assert cp.flags == resolve_profile("algebraic-afn").flags and not cp.ub_capable
    assert not (cp.flags & fm.POISON_FLAGS)
