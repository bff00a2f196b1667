"""The lane engine's operations (fpsem.ir.laneops, fpsem.floats.fma) against independent references: Python's
integers and the exact interpreter's semantics (fpsem.ir.interp), and exact rational arithmetic for FMA."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from hypokit import examples
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from fpsem.floats.exact import ExactContext
from fpsem.floats.fma import fma, fma64
from fpsem.ir import interp
from fpsem.ir import laneops as ops

CTX = ExactContext()
INT_OPS = ["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"]


@settings(max_examples=examples(300), deadline=None)
@given(op=st.sampled_from(INT_OPS), bits=st.sampled_from([8, 16, 32, 64]), data=st.data())
def test_integer_operations_match_the_exact_interpreter(op, bits, data):
    a = data.draw(st.integers(0, (1 << bits) - 1))
    b = data.draw(st.integers(0, (1 << bits) - 1) if op not in ("shl", "lshr", "ashr") else st.integers(0, bits + 3))
    assume(not (op in ("udiv", "sdiv", "urem", "srem") and b == 0))
    assume(not (op in ("sdiv", "srem") and a == 1 << (bits - 1) and b == (1 << bits) - 1))  # overflow: UB
    want = interp._int_binop(op, bits, op)(a, b)
    got = ops.int_binop(op, bits)(np.array([a], np.uint64), np.array([b], np.uint64))
    if want is interp.POISON:  # a shift by the width or more: the lane engine reads poison as 0
        assert int(got[0]) == 0
    else:
        assert int(got[0]) == want


@settings(max_examples=examples(200), deadline=None)
@given(pred=st.sampled_from(sorted(ops.INT_PREDICATES)), bits=st.sampled_from([8, 32, 64]), data=st.data())
def test_integer_comparisons(pred, bits, data):
    a, b = (data.draw(st.integers(0, (1 << bits) - 1)) for _ in range(2))
    want = interp._ICMP[pred](a, b, bits)
    assert bool(ops.icmp(pred, bits)(np.array([a], np.uint64), np.array([b], np.uint64))[0]) == want


FLOATS = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([0.0, -0.0, math.nan, 5e-324]))


@settings(max_examples=examples(300), deadline=None)
@given(pred=st.sampled_from(sorted(ops.FP_PREDICATES)), a=FLOATS, b=FLOATS)
def test_float_comparisons(pred, a, b):
    want = interp._fcmp(pred, CTX.exact(a), CTX.exact(b))
    assert bool(ops.fcmp(pred)(np.array([a]), np.array([b]))[0]) == want


@settings(max_examples=examples(300), deadline=None)
@given(x=FLOATS, mask=st.integers(0, 1023))
def test_fpclass(x, mask):
    got = bool(ops.fpclass(np.array([x]), mask)[0])
    if math.isnan(x):  # machine NaNs have a quiet bit (Python's are quiet); exact NaNs match either NaN class
        assert got == bool(mask & 2)
        return
    assert got == interp._is_fpclass(CTX.exact(x), mask, interp.F64)


@settings(max_examples=examples(200), deadline=None)
@given(v=st.integers(-(1 << 63), (1 << 63) - 1), src=st.sampled_from([8, 16, 32, 64]), dst=st.sampled_from([8, 32, 64]))
def test_sign_and_width(v, src, dst):
    pattern = v & ((1 << src) - 1)
    s = int(ops.signed(np.array([pattern], np.uint64), src)[0])
    assert s == interp._signed(pattern, src)
    assert int(ops.wrap(np.array([s], np.int64), dst)[0]) == s & ((1 << dst) - 1)


def _exact_fma(a: float, b: float, c: float) -> float:
    v = Fraction(a) * Fraction(b) + Fraction(c)
    try:
        return float(v)
    except OverflowError:
        return math.inf if v > 0 else -math.inf


FINITE = st.floats(allow_nan=False, allow_infinity=False)


@settings(max_examples=examples(500), deadline=None)
@given(a=FINITE, b=FINITE, c=FINITE)
def test_fma_is_correctly_rounded(a, b, c):
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    try:
        want = float(exact)
    except OverflowError:
        want = math.inf if exact > 0 else -math.inf
    got = float(fma64(np.array([a]), np.array([b]), np.array([c]))[0])
    if exact == 0:
        assert got == 0
    else:
        assert got == want


@settings(max_examples=examples(300), deadline=None)
@given(a=st.floats(width=32, allow_nan=False, allow_infinity=False),
       b=st.floats(width=32, allow_nan=False, allow_infinity=False),
       c=st.floats(width=32, allow_nan=False, allow_infinity=False))
def test_fma_float32_is_correctly_rounded(a, b, c):
    import mpmath

    exact = Fraction(a) * Fraction(b) + Fraction(c)
    got = fma(np.float32(a), np.float32(b), np.float32(c))
    assert got.dtype == np.float32
    ctx = mpmath.MPContext()
    ctx.prec = 24
    r = ctx.mpf(exact.numerator) / exact.denominator  # rounded once to 24 bits (exponent range unbounded)
    big = abs(float(r)) > float(np.finfo(np.float32).max)  # r has 24 bits: exact in float32 unless beyond its range
    want = np.float32(math.inf if r > 0 else -math.inf) if big else np.float32(float(r))
    if abs(float(exact)) < float(np.finfo(np.float32).tiny):
        assume(False)  # a subnormal float result: the 24-bit reference has no float32 exponent range
    assert got == want or (exact == 0 and got == 0)


def test_fma_special_values():
    inf, nan = math.inf, math.nan
    a = np.array([inf, 0.0, inf, 1e308, -0.0, 2.0])
    b = np.array([0.0, inf, 1.0, 10.0, 1.0, 3.0])
    c = np.array([1.0, 1.0, -inf, -1e309, 0.0, nan])
    r = fma64(a, b, c)
    assert math.isnan(r[0]) and math.isnan(r[1]) and math.isnan(r[2]) and math.isnan(r[5])
    assert r[3] == -math.inf and r[4] == 0.0
    assert math.copysign(1, fma64(np.array([-0.0]), np.array([1.0]), np.array([-0.0]))[0]) == -1
    assert fma64(np.array([1e308]), np.array([10.0]), np.array([-1e308]))[0] == _exact_fma(1e308, 10.0, -1e308)
