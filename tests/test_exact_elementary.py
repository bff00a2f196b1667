"""Known answers of the elementary functions the importer added to the exact reference (fpsem.floats.exact)."""

from __future__ import annotations

import math

import mpmath
import pytest

from fpsem.floats.exact import ExactContext


@pytest.fixture(scope="module")
def ctx():
    return ExactContext()


@pytest.mark.parametrize("name, f", [("tan", mpmath.tan), ("sinh", mpmath.sinh), ("cosh", mpmath.cosh),
                                     ("tanh", mpmath.tanh), ("asin", mpmath.asin), ("acos", mpmath.acos),
                                     ("atan", mpmath.atan)])
def test_values_are_mpmaths_at_the_working_precision(ctx, name, f):
    for x in (0.5, -0.25, 0.75):
        with mpmath.workprec(ctx.prec):
            want = f(mpmath.mpf(x))
        assert getattr(ctx, name)(ctx.exact(x)).v == want


def test_libm_agrees_to_an_ulp(ctx):
    for name in ("tan", "sinh", "cosh", "tanh", "asin", "acos", "atan"):
        got = getattr(ctx, name)(ctx.exact(0.3)).rounded()
        assert abs(got - getattr(math, name)(0.3)) <= math.ulp(got), name
    assert ctx.exp10(ctx.exact(3.0)).rounded() == 1000.0
    assert ctx.atan2(ctx.exact(1.0), ctx.exact(-1.0)).rounded() == math.atan2(1.0, -1.0)


def test_signed_zeros_infinities_and_domains(ctx):
    z, nz = ctx.exact(0.0), ctx.exact(-0.0)
    assert ctx.atan2(z, nz).rounded() == math.pi and ctx.atan2(nz, nz).rounded() == -math.pi
    assert math.copysign(1, ctx.atan2(nz, z).rounded()) == -1.0
    assert math.copysign(1, ctx.tan(nz).rounded()) == -1.0 and math.copysign(1, ctx.asin(nz).rounded()) == -1.0
    assert ctx.tanh(ctx.exact(math.inf)).rounded() == 1.0 and ctx.tanh(ctx.exact(-math.inf)).rounded() == -1.0
    assert ctx.atan(ctx.exact(-math.inf)).rounded() == -math.pi / 2
    assert ctx.asin(ctx.exact(2.0)).is_nan() and ctx.acos(ctx.exact(-1.5)).is_nan() and ctx.tan(ctx.exact(math.inf)).is_nan()
    assert ctx.atan2(ctx.exact(math.inf), ctx.exact(-math.inf)).rounded() == math.atan2(math.inf, -math.inf)
