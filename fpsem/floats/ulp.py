"""Distances between floating-point numbers in units in the last place, and correct rounding.

Everything here is measured in the *output format* of a kernel (``f32`` or ``f64``):

* ``ulp_distance(a, b)`` counts the floats of the format between ``a`` and ``b``:
  symmetric, adjacent floats are 1 apart, and the count runs through zero
  (``-tiny`` to ``+tiny`` is 2; ``-0`` and ``+0`` are the same point, 0 apart; the
  sign of zero is a *status*, compared separately by ``zero_sign_differs``).
  NaN and infinity have no place on that line: any pair with a non-finite member
  gets NaN as its distance, and ``status_of`` / the metrics count them apart.
* ``round_to_format(x, fmt)`` rounds an exact (mpmath) value to the nearest float of
  the format, ties to even, with gradual underflow, overflow to infinity and the
  IEEE sign of zero: the correctly rounded reference a result is compared with.
* ``normalised_error`` divides an absolute error by ``magnitude * u`` (u = 2^-p, the
  unit roundoff; plus half the least subnormal, the underflow bound) so that
  cancellation does not drown the signal: for a sum or a dot product ``magnitude``
  is the sum of the absolute values of the terms.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from fpsem.core.errors import UsageError


@dataclass(frozen=True)
class FloatFormat:
    """An IEEE binary format: ``p`` significand bits (hidden bit included), normal exponent range."""

    name: str
    bits: int
    p: int
    emin: int
    emax: int
    dtype: type
    int_dtype: type
    uint_dtype: type

    @property
    def unit_roundoff(self) -> float:
        """u = 2^-p: the largest relative error of one correctly rounded operation."""
        return math.ldexp(1.0, -self.p)

    @property
    def max_finite(self) -> float:
        return math.ldexp(2.0 - math.ldexp(1.0, 1 - self.p), self.emax)

    @property
    def min_subnormal(self) -> float:
        return math.ldexp(1.0, self.emin - self.p + 1)


F32 = FloatFormat("f32", 32, 24, -126, 127, np.float32, np.int32, np.uint32)
F64 = FloatFormat("f64", 64, 53, -1022, 1023, np.float64, np.int64, np.uint64)
FORMATS: dict[str, FloatFormat] = {"f32": F32, "f64": F64}


def format_named(name: str) -> FloatFormat:
    """The format for a precision name (``f32``/``f64``); UsageError for anything else."""
    try:
        return FORMATS[name]
    except KeyError:
        raise UsageError(f"unknown precision {name!r} (known: {', '.join(FORMATS)})") from None


def format_of(a: np.ndarray) -> FloatFormat:
    """The format matching an array's dtype."""
    for fmt in FORMATS.values():
        if np.asarray(a).dtype == fmt.dtype:
            return fmt
    raise UsageError(f"no floating-point format for dtype {np.asarray(a).dtype}")


# --------------------------------------------------------------------------- ulp distance


def ordered(a: np.ndarray) -> np.ndarray:
    """A monotone integer image of the floats: consecutive floats map to consecutive integers, ±0 to 0.

    Only meaningful for finite values (NaN and infinity land beyond the finite range).
    """
    a = np.asarray(a)
    fmt = format_of(a)
    i = a.view(fmt.int_dtype).astype(np.int64)
    if fmt.bits == 64:
        lowest = np.int64(np.iinfo(np.int64).min)
        # negative floats have the sign bit set, i.e. are negative as integers; mirror them
        return np.where(i >= 0, i, lowest - i)
    return np.where(i >= 0, i, np.int64(-(2**31)) - i)


def _abs_diff_u64(oa: np.ndarray, ob: np.ndarray) -> np.ndarray:
    """|oa - ob| exactly, for int64 inputs whose difference may not fit in int64."""
    ua, ub = oa.view(np.uint64), ob.view(np.uint64)
    with np.errstate(over="ignore"):
        return np.where(oa >= ob, ua - ub, ub - ua)


def ulp_distance(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Number of floats of the format from ``a`` to ``b`` (elementwise, float64 result).

    Symmetric; adjacent floats give 1; counts through zero with -0 == +0. Exact up to
    2^53 (beyond that the pair is wildly apart and the float64 rounding is immaterial).
    A pair with a NaN or an infinity gives NaN: such results are judged by their
    status, not by a distance.
    """
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype != b.dtype:
        raise UsageError(f"ulp distance between different formats ({a.dtype} and {b.dtype})")
    d = _abs_diff_u64(ordered(a), ordered(b)).astype(np.float64)
    return np.where(np.isfinite(a) & np.isfinite(b), d, np.nan)


def signed_ulp_distance(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``ulp_distance`` with the sign of ``a - b`` (positive when ``a`` lies above ``b``)."""
    a, b = np.asarray(a), np.asarray(b)
    d = ulp_distance(a, b)
    oa, ob = ordered(a), ordered(b)
    return np.where(oa >= ob, d, -d)


def ulp_distance_scalar(x: float, y: float, fmt: FloatFormat) -> int:
    """Exact integer ``ulp_distance`` of two finite Python floats (representable in ``fmt``)."""
    if not (math.isfinite(x) and math.isfinite(y)):
        raise UsageError("ulp distance is defined for finite values only")
    ox, oy = (int(v) for v in ordered(np.array([x, y], dtype=fmt.dtype)))
    return abs(ox - oy)


def zero_sign_differs(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """True where both values are zero but of opposite sign."""
    a, b = np.asarray(a), np.asarray(b)
    return np.asarray((a == 0) & (b == 0) & (np.signbit(a) != np.signbit(b)))


# --------------------------------------------------------------------------- status

STATUS_FINITE, STATUS_NAN, STATUS_POSINF, STATUS_NEGINF = 0, 1, 2, 3
STATUS_NAMES = {STATUS_FINITE: "finite", STATUS_NAN: "NaN", STATUS_POSINF: "+Inf", STATUS_NEGINF: "-Inf"}


def status_of(a: np.ndarray) -> np.ndarray:
    """Per element: 0 finite, 1 NaN, 2 +Inf, 3 -Inf (int8)."""
    a = np.asarray(a)
    s = np.zeros(a.shape, dtype=np.int8)
    s[np.isnan(a)] = STATUS_NAN
    s[np.isposinf(a)] = STATUS_POSINF
    s[np.isneginf(a)] = STATUS_NEGINF
    return s


# --------------------------------------------------------------------------- correct rounding


def round_mpf_parts(sign: int, man: int, exp: int, fmt: FloatFormat) -> float:
    """Round (-1)^sign * man * 2^exp (man > 0) to ``fmt``: nearest, ties to even, gradual underflow.

    Returns the rounded value as a Python float (exactly representable in ``fmt``);
    ±inf on overflow, ±0.0 on underflow to zero.
    """
    top = exp + man.bit_length() - 1  # floor(log2 |x|)
    if top > fmt.emax:
        return -math.inf if sign else math.inf
    if top < fmt.emin - fmt.p - 1:  # below half the least subnormal: rounds to zero (no huge shifts)
        return -0.0 if sign else 0.0
    quantum = max(top, fmt.emin) - (fmt.p - 1)  # exponent of the ulp at |x|
    if exp >= quantum:
        r, q = man, exp
    else:
        shift = quantum - exp
        r = man >> shift
        rem = man & ((1 << shift) - 1)
        half = 1 << (shift - 1)
        if rem > half or (rem == half and r & 1):
            r += 1
        q = quantum
    if r == 0:
        return -0.0 if sign else 0.0
    # r * 2^q is now representable unless it overflowed the largest binade
    if r.bit_length() + q - 1 > fmt.emax:
        return -math.inf if sign else math.inf
    value = math.ldexp(float(r), q)  # r has at most p+1 bits (p+1 only as a power of two): exact
    return -value if sign else value


def round_to_format(x: Any, fmt: FloatFormat, negative_zero: bool = False) -> float:
    """Correctly round an mpmath ``mpf`` (any precision) to ``fmt``; a Python float is returned.

    ``negative_zero`` gives the sign when ``x`` is exactly zero (mpmath has no -0).
    """
    sign, man, exp, _bc = x._mpf_
    if man == 0:
        if exp == 0:  # a true zero; mpmath encodes inf/nan with man 0 and exp != 0
            return -0.0 if negative_zero else 0.0
        f = float(x)  # inf / nan: exact
        return f
    return round_mpf_parts(sign, man, exp, fmt)


# --------------------------------------------------------------------------- condition-normalised error


def normalised_error(computed: np.ndarray, ref_hi: np.ndarray, ref_lo: np.ndarray, magnitude: np.ndarray,
                     fmt: FloatFormat) -> np.ndarray:
    """|computed - ref| / (magnitude * u + eta), elementwise: u = 2^-p and eta = 2^(emin-p) of ``fmt``.

    ``ref_hi + ref_lo`` is the exact reference as a double-double (106 bits: far below
    the half-ulp of either format); ``magnitude`` is the condition scale of the
    computation (for sums and dot products, the sum of the absolute terms). The
    denominator is the error bound of one correctly rounded operation on a value of
    that size (eta, half the least subnormal, bounds the error of gradual underflow),
    so a correctly rounded result stays at or below 1 and a recursive sum of n terms
    below about n - 1, whatever the cancellation. Non-finite pairs give NaN.
    """
    c = np.asarray(computed).astype(np.float64)
    hi, lo, mag = (np.asarray(x, dtype=np.float64) for x in (ref_hi, ref_lo, magnitude))
    u = fmt.unit_roundoff
    # eta = 2^(emin - p) is not a double for f64 (2^-1075): tiny magnitudes are scaled by 2^SHIFT first
    shift = 256
    small = mag < 2.0**-600
    with np.errstate(invalid="ignore", over="ignore", divide="ignore", under="ignore"):
        err = np.abs((c - hi) - lo)  # c - hi is exact when the two are close (Sterbenz)
        eta = math.ldexp(1.0, fmt.emin - fmt.p)  # 0.0 for f64, where only the scaled branch needs it
        den = np.where(small, np.ldexp(mag, shift) * u + math.ldexp(1.0, fmt.emin - fmt.p + shift), mag * u + eta)
        num = np.where(small, np.ldexp(err, shift), err)
        out = num / den
    return np.where(np.isfinite(c) & np.isfinite(hi), out, np.nan)
