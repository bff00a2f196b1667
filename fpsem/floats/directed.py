"""IEEE directed rounding (toward -inf ``rm``, +inf ``rp``, zero ``rz``) of basic operations over numpy arrays.

NVIDIA's ``add/mul/fma/div/rcp/sqrt .rm/.rp/.rz`` instructions (``llvm.nvvm.fma.rm.f`` and kin) appear in
real code: libdevice's single-precision ``expf``, ``powf`` and friends use them.  numpy rounds to nearest
only, so each operation here is computed as its nearest double ``hi`` plus the sign of the exact remainder
``v - hi`` (an error-free transformation: TwoSum, TwoProduct, or the residual of a division or square root
through a correctly rounded FMA), and the nearest result in the output format is moved one step where it
lies on the wrong side of the exact value ``v``.

Why one step suffices: ``r``, the output format's nearest value to ``hi``, is within half an ulp of ``hi``,
and ``hi`` within half a double ulp of ``v``; so when ``r > v`` its predecessor is below ``v`` and nothing lies
between them (and likewise above), which makes the moved value the directed rounding of ``v``.

``fma`` is exact for float operands (their product fits a double); a double FMA's remainder sign is not
computed here (:func:`fma` refuses it).  For double operands, a division or square root whose remainder
underflows (operands or result beyond 2^+-900) may be rounded to nearest instead; float operands never
come near that.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from fpsem.floats.fma import fma64, two_prod, two_sum

MODES: tuple[str, ...] = ("rn", "rz", "rm", "rp")


def _check(mode: str) -> None:
    if mode not in MODES:
        raise ValueError(f"rounding mode {mode!r} (known: {', '.join(MODES)})")


def round_exact(hi: np.ndarray, lo: np.ndarray, dtype: Any, mode: str) -> np.ndarray:
    """``v = hi + lo`` rounded to ``dtype`` in ``mode``, for ``hi`` the nearest double of ``v`` and ``lo``
    carrying the sign of ``v - hi`` (its magnitude below half a double ulp of ``hi``)."""
    _check(mode)
    with np.errstate(all="ignore"):
        r = np.asarray(hi).astype(dtype)
        if mode == "rn":
            return r
        d = r.astype(np.float64) - hi  # exact: r and hi are within half an ulp of the output format
        above = (d > 0) | ((d == 0) & (lo < 0))  # r > v
        below = (d < 0) | ((d == 0) & (lo > 0))  # r < v
        if mode == "rm":
            down, up = above, np.zeros_like(above)
        elif mode == "rp":
            down, up = np.zeros_like(below), below
        else:  # toward zero: down above zero, up below it
            down, up = above & (hi > 0), below & (hi < 0)
        r = np.where(down, np.nextafter(r, np.asarray(-np.inf, dtype)), r)
        return np.where(up, np.nextafter(r, np.asarray(np.inf, dtype)), r).astype(dtype)


def _wide(*xs: Any) -> list[np.ndarray]:
    return [np.asarray(x, dtype=np.float64) for x in np.broadcast_arrays(*xs)]


def _zero_sum_sign(r: np.ndarray, hi: np.ndarray, lo: np.ndarray, a: np.ndarray, b: np.ndarray,
                   mode: str) -> np.ndarray:
    """IEEE's sign of an exact zero sum: -0 toward -inf (unless both addends are +0), else numpy's own."""
    if mode != "rm":
        return r
    plus_zero = (a == 0) & ~np.signbit(a) & (b == 0) & ~np.signbit(b)
    return np.where((hi == 0) & (lo == 0) & ~plus_zero, np.asarray(-0.0, r.dtype), r)


def _rounded_sum(x: np.ndarray, y: np.ndarray, mode: str, dtype: Any) -> np.ndarray:
    """``x + y`` (exact doubles) rounded once in ``mode`` to ``dtype``, with IEEE's sign of an exact zero."""
    with np.errstate(all="ignore"):
        hi, lo = two_sum(x, y)
    lo = np.where(np.isfinite(hi), lo, 0.0)
    return _zero_sum_sign(round_exact(hi, lo, dtype, mode), hi, lo, x, y, mode)


def add(a: Any, b: Any, mode: str, dtype: Any) -> np.ndarray:
    """``a + b`` rounded in ``mode`` to ``dtype`` (float32 or float64)."""
    a64, b64 = _wide(a, b)
    return _rounded_sum(a64, b64, mode, dtype)


def mul(a: Any, b: Any, mode: str, dtype: Any) -> np.ndarray:
    """``a * b`` rounded in ``mode`` to ``dtype``."""
    a64, b64 = _wide(a, b)
    with np.errstate(all="ignore"):
        hi, lo = two_prod(a64, b64)
    return round_exact(hi, np.where(np.isfinite(hi), lo, 0.0), dtype, mode)


def fma(a: Any, b: Any, c: Any, mode: str, dtype: Any) -> np.ndarray:
    """``a * b + c`` rounded once in ``mode`` to float32 (the product of two floats is exact in double)."""
    if np.dtype(dtype) != np.float32:
        raise NotImplementedError("a directed double FMA is not modelled")
    a64, b64, c64 = _wide(a, b, c)
    with np.errstate(all="ignore"):
        p = a64 * b64
    return _rounded_sum(p, c64, mode, dtype)


def div(a: Any, b: Any, mode: str, dtype: Any) -> np.ndarray:
    """``a / b`` rounded in ``mode`` to ``dtype``: the remainder ``a - hi*b`` is exact through an FMA."""
    a64, b64 = _wide(a, b)
    with np.errstate(all="ignore"):
        hi = a64 / b64
        rem = fma64(-hi, b64, a64)
        lo = np.where(np.isfinite(hi) & (b64 != 0), np.sign(rem) * np.sign(b64) * np.abs(hi) * 2.0 ** -60, 0.0)
    return round_exact(hi, lo, dtype, mode)


def sqrt(a: Any, mode: str, dtype: Any) -> np.ndarray:
    """``sqrt(a)`` rounded in ``mode`` to ``dtype``: the remainder ``a - hi*hi`` is exact through an FMA."""
    (a64,) = _wide(a)
    with np.errstate(all="ignore"):
        hi = np.sqrt(a64)
        rem = fma64(-hi, hi, a64)
        lo = np.where(np.isfinite(hi) & (hi > 0), np.sign(rem) * hi * 2.0 ** -60, 0.0)
    return round_exact(hi, lo, dtype, mode)
