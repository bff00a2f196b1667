"""A correctly rounded fused multiply-add over numpy arrays (numpy has none, and Python 3.11's math has none).

Double: Boldo and Melquiond's emulation ("Emulation of FMA and correctly rounded sums:
proved algorithms using rounding to odd", IEEE TC 57(4), 2008, algorithm 5): the exact
product as two doubles (Dekker's product with Veltkamp's split), an exact sum with ``c``,
the two low parts added with rounding to odd, and one final rounding to nearest.  Lanes
where a step could overflow or lose bits to underflow are computed exactly with
``fractions.Fraction`` instead (correctly rounded by Python's int division), and lanes with
an infinite or NaN operand as ``a*b + c`` (which is then what an FMA gives), or as ``c`` when only ``c``
is infinite or NaN.

Float and half: the product of two such numbers is exact in double, and their sum rounded
to odd in double (53 >= p + 2 bits) then rounded once to the format is the correctly
rounded FMA (the same paper, theorem 6).
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

_SPLIT = 134217729.0  # 2**27 + 1
_SAFE_LO = 2.0 ** -900
_SAFE_HI = 2.0 ** 990


def two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Knuth's TwoSum: ``(s, e)`` with ``s = fl(a + b)`` and ``s + e = a + b`` exactly (no overflow)."""
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def _split(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    c = _SPLIT * a
    hi = c - (c - a)
    return hi, a - hi


def two_prod(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Dekker's product: ``(p, e)`` with ``p = fl(a * b)`` and ``p + e = a * b`` exactly (no over/underflow)."""
    p = a * b
    ah, al = _split(a)
    bh, bl = _split(b)
    return p, ((ah * bh - p) + ah * bl + al * bh) + al * bl


def _round_to_odd_sum(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """a + b rounded to odd: the rounded sum, moved one ulp toward the exact value when inexact and even."""
    s, e = two_sum(a, b)
    even = (s.view(np.uint64) & np.uint64(1)) == 0
    fix = (e != 0) & even
    if fix.any():
        s = np.where(fix, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)
    return s


def _exact_fma(a: float, b: float, c: float) -> float:
    v = Fraction(a) * Fraction(b) + Fraction(c)
    if v == 0:
        return float(np.float64(a) * np.float64(b) + np.float64(c))  # the IEEE sign of an exact zero sum
    try:
        return float(v)
    except OverflowError:
        return float("inf") if v > 0 else float("-inf")


def fma64(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Correctly rounded ``a*b + c`` in double, elementwise (broadcasting like numpy)."""
    a, b, c = np.broadcast_arrays(np.asarray(a, np.float64), np.asarray(b, np.float64), np.asarray(c, np.float64))
    with np.errstate(all="ignore"):
        p, pl = two_prod(a, b)
        th, tl = two_sum(c, p)
        out = th + _round_to_odd_sum(tl, pl)
        finite = np.isfinite(a) & np.isfinite(b) & np.isfinite(c)
        ap, ac, ao = np.abs(p), np.abs(c), np.abs(out)
        safe = (finite & (ap >= _SAFE_LO) & (ap <= _SAFE_HI) & ((ac == 0) | ((ac >= _SAFE_LO) & (ac <= _SAFE_HI)))
                & (ao >= _SAFE_LO) & np.isfinite(out))
        # a non-finite operand: an infinite c wins over a finite product (which may overflow in a*b); otherwise
        # a*b + c is what an FMA gives (inf*0 and inf - inf are NaN either way)
        out = np.where(finite, out, np.where(np.isfinite(a) & np.isfinite(b), c, a * b + c))
    bad = np.flatnonzero(finite & ~safe)
    if bad.size:
        out = np.array(out, dtype=np.float64)
        fa, fb, fc, fo = a.reshape(-1), b.reshape(-1), c.reshape(-1), out.reshape(-1)
        for k in bad:
            fo[k] = _exact_fma(float(fa[k]), float(fb[k]), float(fc[k]))
    return out


def fma_narrow(a: np.ndarray, b: np.ndarray, c: np.ndarray, dtype: type) -> np.ndarray:
    """Correctly rounded ``a*b + c`` in a format narrower than double (float32, float16), elementwise."""
    a64, b64, c64 = (np.asarray(x).astype(np.float64) for x in (a, b, c))
    with np.errstate(all="ignore"):
        p = a64 * b64  # exact: at most 2*24 significant bits
        s = _round_to_odd_sum(p, np.broadcast_to(c64, np.broadcast(p, c64).shape))
        finite = np.isfinite(p) & np.isfinite(c64)
        s = np.where(finite, s, p + c64)  # p is exact and finite unless a or b is not
        return s.astype(dtype)


def fma(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Correctly rounded FMA in the operands' format (float64, float32 or float16)."""
    dt = np.result_type(a, b, c)
    if dt == np.float64:
        return fma64(a, b, c)
    return fma_narrow(a, b, c, dt.type)
