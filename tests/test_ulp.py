"""ulp distance, correct rounding and the condition-normalised error (fpsem.floats.ulp)."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.core.errors import UsageError
from fpsem.floats.ulp import (
    F32,
    F64,
    format_named,
    normalised_error,
    ordered,
    round_to_format,
    signed_ulp_distance,
    status_of,
    ulp_distance,
    ulp_distance_scalar,
    zero_sign_differs,
)

MP = mpmath.MPContext()
MP.prec = 300

finite64 = st.floats(allow_nan=False, allow_infinity=False)
finite32 = st.floats(allow_nan=False, allow_infinity=False, width=32)


def d(a, b, dtype=np.float64) -> float:
    return float(ulp_distance(np.array([a], dtype=dtype), np.array([b], dtype=dtype))[0])


# --------------------------------------------------------------------------- distance properties


@given(finite64, finite64)
def test_symmetric_f64(a, b):
    assert d(a, b) == d(b, a)


@given(finite32, finite32)
def test_symmetric_f32(a, b):
    assert d(a, b, np.float32) == d(b, a, np.float32)


@given(finite64)
@np.errstate(over="ignore")
def test_adjacent_floats_are_one_apart_f64(a):
    up = np.nextafter(a, np.inf)
    if np.isfinite(up):
        assert d(a, up) == 1.0
    down = np.nextafter(a, -np.inf)
    if np.isfinite(down):
        assert d(down, a) == 1.0


@given(finite32)
def test_adjacent_floats_are_one_apart_f32(a):
    a32 = np.float32(a)
    with np.errstate(over="ignore"):  # the next float above FLT_MAX is inf: checked below
        up = np.nextafter(a32, np.float32(np.inf))
    if np.isfinite(up):
        assert d(a32, up, np.float32) == 1.0


@given(finite32)
def test_across_zero_counts_through_zero(a):
    a = abs(np.float32(a))
    # from -a to +a is twice from 0 to a: the count runs through zero, where -0 and +0 coincide
    assert d(-a, a, np.float32) == 2 * d(0.0, a, np.float32)


@given(finite32, finite32, finite32)
@settings(max_examples=examples(200))
def test_distance_is_additive_along_the_line(a, b, c):
    x, y, z = sorted([np.float32(a), np.float32(b), np.float32(c)])
    assert d(x, z, np.float32) == d(x, y, np.float32) + d(y, z, np.float32)


@given(finite64, finite64)
def test_signed_distance_sign(a, b):
    s = float(signed_ulp_distance(np.array([a]), np.array([b]))[0])
    assert abs(s) == d(a, b)
    if s:
        assert (s > 0) == (a > b)


def test_known_distances():
    tiny = 5e-324
    assert d(-tiny, tiny) == 2
    assert d(0.0, -0.0) == 0
    assert d(1.0, 2.0) == 2**52
    assert d(1.0, 2.0, np.float32) == 2**23
    assert d(-1.0, 1.0, np.float32) == 2 * 0x3F800000
    big = np.finfo(np.float64).max
    assert d(-big, big) == float(2 * (2**63 - 2**52 - 1))  # beyond int64: computed without overflow
    assert ulp_distance_scalar(1.0, 1.0 + 2**-52 * 3, F64) == 3
    assert ulp_distance_scalar(-5e-324, 5e-324, F64) == 2


def test_ordered_is_monotone_and_identifies_zeros():
    xs = np.array([-np.inf, -1.0, -5e-324, -0.0, 0.0, 5e-324, 1.0, np.inf])
    o = ordered(xs)
    assert o[3] == o[4] == 0
    assert all(o[i] < o[i + 1] for i in range(len(o) - 1) if i != 3)


def test_non_finite_pairs_have_no_distance_but_a_status():
    a = np.array([np.nan, np.inf, 1.0, np.inf, -np.inf])
    b = np.array([np.nan, np.inf, np.inf, 1.0, np.inf])
    assert np.isnan(ulp_distance(a, b)).all()
    assert list(status_of(a)) == [1, 2, 0, 2, 3]
    assert list(status_of(np.array([-0.0, 5e-324]))) == [0, 0]


def test_zero_sign_differs():
    a = np.array([0.0, -0.0, 0.0, 1.0])
    b = np.array([-0.0, -0.0, 0.0, -1.0])
    assert list(zero_sign_differs(a, b)) == [True, False, False, False]


def test_mixed_formats_refused():
    with pytest.raises(UsageError):
        ulp_distance(np.array([1.0]), np.array([1.0], dtype=np.float32))
    with pytest.raises(UsageError):
        format_named("f16")


# --------------------------------------------------------------------------- correct rounding


@given(finite64)
def test_rounding_a_double_to_f64_is_identity(x):
    r = round_to_format(MP.mpf(x), F64, math.copysign(1, x) < 0)
    assert r == x and math.copysign(1, r) == math.copysign(1, x)


@given(finite64)
def test_rounding_to_f32_agrees_with_numpy(x):
    # numpy's double->float conversion is correctly rounded (ties to even, gradual underflow)
    with np.errstate(over="ignore"):
        want = float(np.float32(x))
    got = round_to_format(MP.mpf(x), F32, math.copysign(1, x) < 0)
    assert got == want and math.copysign(1, got) == math.copysign(1, want)


@given(finite64, st.integers(min_value=-3, max_value=3))
def test_rounding_of_perturbed_values(x, k):
    # a value a hair away from a double rounds back to it unless the hair crosses a midpoint
    if x == 0 or not math.isfinite(x):
        return
    v = MP.mpf(x) * (1 + MP.mpf(k) * MP.mpf(2) ** -200)
    assert round_to_format(v, F64) == x


def test_ties_go_to_even_and_underflow_is_gradual():
    one = MP.mpf(1)
    assert round_to_format(one + MP.mpf(2) ** -53, F64) == 1.0  # midpoint: even neighbour 1.0
    assert round_to_format(one + 3 * MP.mpf(2) ** -53, F64) == 1.0 + 2**-51  # midpoint: even neighbour above
    assert round_to_format(one + MP.mpf(2) ** -53 + MP.mpf(2) ** -200, F64) == 1.0 + 2**-52
    assert round_to_format(MP.mpf(2) ** -1075, F64) == 0.0  # half the least subnormal: ties to 0
    assert round_to_format(3 * MP.mpf(2) ** -1075, F64) == 2 * 5e-324
    assert math.copysign(1, round_to_format(-(MP.mpf(2) ** -1080), F64)) == -1.0  # underflow keeps the sign
    assert round_to_format(MP.mpf(2) ** -150, F32) == 0.0
    assert round_to_format(MP.mpf(2) ** -149, F32) == 2.0**-149


def test_overflow_to_infinity():
    big = MP.mpf(F64.max_finite)
    assert round_to_format(big * (1 + MP.mpf(2) ** -54), F64) == F64.max_finite
    assert round_to_format(big * (1 + MP.mpf(2) ** -53), F64) == math.inf
    assert round_to_format(-MP.mpf(2) ** 128, F32) == -math.inf
    assert round_to_format(MP.mpf(2) ** 127, F32) == 2.0**127


def test_special_values_and_signed_zero():
    assert math.isnan(round_to_format(MP.nan, F64))
    assert round_to_format(-MP.inf, F32) == -math.inf
    assert math.copysign(1, round_to_format(MP.mpf(0), F64, negative_zero=True)) == -1.0
    assert math.copysign(1, round_to_format(MP.mpf(0), F64)) == 1.0


# --------------------------------------------------------------------------- normalised error


def test_normalised_error_uses_the_sum_of_absolute_terms():
    # terms 1e8 and -1e8 + 1 sum to 1: an absolute error of 2^-26 is 2^26 ulps of the result,
    # but below one unit of (sum of |terms|) * u, i.e. as small as the cancellation allows
    hi, lo = np.array([1.0]), np.array([0.0])
    mag = np.array([2e8 + 1])
    e = normalised_error(np.array([1.0 + 2**-26]), hi, lo, mag, F64)
    assert e[0] == pytest.approx(2**-26 / ((2e8 + 1) * 2**-53))
    assert e[0] < 1
    assert normalised_error(np.array([1.0]), hi, lo, mag, F64)[0] == 0.0


def test_normalised_error_edge_cases():
    hi, lo = np.array([0.0, 0.0, np.nan]), np.array([0.0, 0.0, 0.0])
    mag = np.array([0.0, 0.0, 1.0])
    e = normalised_error(np.array([0.0, 5e-324, 1.0]), hi, lo, mag, F64)
    # an exact zero is 0; the least subnormal against an exact 0 is two underflow bounds (eta = 2^-1075)
    assert e[0] == 0.0 and e[1] == 2.0 and math.isnan(e[2])
    # a correctly rounded result that underflowed stays within one unit
    tiny = 2.0**-1074
    e2 = normalised_error(np.array([0.0]), np.array([tiny / 4]), np.array([0.0]), np.array([tiny / 4]), F64)
    assert e2[0] <= 1.0
    e3 = normalised_error(np.array([0.0], dtype=np.float32), np.array([2.0**-151]), np.array([0.0]),
                          np.array([2.0**-151]), F32)
    assert e3[0] <= 1.0


def test_low_part_of_the_reference_counts():
    # the reference 1 + 2^-60 is stored as hi = 1, lo = 2^-60; the computed 1.0 is off by 2^-60
    e = normalised_error(np.array([1.0]), np.array([1.0]), np.array([2.0**-60]), np.array([1.0]), F64)
    assert e[0] == pytest.approx(2.0**-7)
