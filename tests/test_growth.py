"""fit_growth (fpsem.ir.growth): the simplest polynomial through measured counts, verified or only determined."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fpsem.ir.growth import fit_growth


@pytest.mark.parametrize("points,text,kind,verified", [
    ([(1000, 1015), (2000, 2015)], "N + 15", "linear", False),
    ([(1000, 1015), (2000, 2015), (4000, 4015)], "N + 15", "linear", True),
    ([(100, 1e4), (200, 4e4)], "N^2", "quadratic", True),
    ([(100, 7), (200, 7)], "7", "constant", True),
    ([(100, 50), (200, 100), (300, 150)], "N/2", "linear", True),
    ([({"ni": 10, "nk": 20}, 200), ({"ni": 20, "nk": 20}, 400), ({"ni": 10, "nk": 40}, 400)], "ni*nk", "quadratic",
     True),
    ([(10, 0), (20, 0)], "0", "constant", True),
])
def test_known_growths(points, text, kind, verified):
    g = fit_growth(points)
    assert (str(g), g.kind, g.verified, g.exact) == (text, kind, verified, True)
    for s, v in points:
        assert g(s) == pytest.approx(v)


def test_no_polynomial_is_said_not_guessed():
    g = fit_growth([(1, 1), (2, 3), (3, 7), (4, 100), (5, 3)])
    assert not g.exact and g.kind == "none" and g.terms == ()


@given(a=st.integers(-50, 50), b=st.integers(1, 50), c=st.integers(0, 5))
def test_affine_and_quadratic_recovered_and_extrapolated(a, b, c):
    f = lambda n: c * n * n + b * n + a  # noqa: E731
    g = fit_growth([(n, f(n)) for n in (64, 128, 256, 512)])
    assert g.exact and g.verified
    assert g(10**6) == pytest.approx(f(10**6), rel=1e-9)
    assert all(isinstance(coef, Fraction) for coef, _ in g.terms)
