"""RAJAPerf's checksum rule (its current one, shared/KERNELS.md).

For an array ``v``::

    mult(j, off) = frac((j + off) / pi) + 0.5
    checksum(v)  = sum_j mult(j, 1.0 if v[j] >= 0 else 0.5) * |v[j]|

with the terms formed and summed (Kahan) in extended precision — ``long
double``, numpy's ``longdouble`` (80-bit x87 on x86-64 Linux, as RAJAPerf's
``long double`` there).  A scalar result adds ``|value|``; a kernel's checksum
is the sum over its checksummed arguments in spec order.  RAJAPerf calls two
checksums equal at relative difference 1e-10 ("normal") or 1e-14 ("tight").
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from fpsem.kernels.spec import KernelSpec

PI = np.longdouble("3.14159265358979323846264338327950288")
TOLERANCE = {"normal": 1e-10, "tight": 1e-14}


def weights(values: np.ndarray) -> np.ndarray:
    """``mult(j, off)`` for every index j of ``values`` (off from the sign of ``values[j]``)."""
    x = np.asarray(values)
    j = np.arange(len(x), dtype=np.longdouble)
    with np.errstate(invalid="ignore"):
        off = np.where(x >= 0, np.longdouble(1.0), np.longdouble(0.5))
    q = (j + off) / PI
    return (q - np.floor(q)) + np.longdouble(0.5)


def kahan_sum(terms: np.ndarray) -> np.longdouble:
    """Kahan-compensated sum of ``terms`` in index order, in long double."""
    total = np.longdouble(0.0)
    comp = np.longdouble(0.0)
    for x in np.asarray(terms, dtype=np.longdouble):
        y = x - comp
        t = total + y
        comp = (t - total) - y
        total = t
    return total


def array_checksum(values: np.ndarray) -> np.longdouble:
    """RAJAPerf's checksum of one array."""
    x = np.asarray(values).astype(np.longdouble)
    with np.errstate(invalid="ignore"):
        return kahan_sum(weights(x) * np.abs(x))


def scalar_checksum(value: float) -> np.longdouble:
    """What a scalar result adds: ``|value|``."""
    return np.abs(np.longdouble(value))


def kernel_checksum(spec: KernelSpec, outputs: Mapping[str, object]) -> np.longdouble:
    """The kernel's checksum: its checksummed arguments' checksums, summed in spec order."""
    total = np.longdouble(0.0)
    for a in spec.checksum_args:
        v = outputs[a.name]
        total += array_checksum(v) if a.is_array else scalar_checksum(v)  # type: ignore[arg-type]
    return total


def relative_difference(a: float | np.longdouble, b: float | np.longdouble) -> float:
    """``|a - b| / max(|a|, |b|)`` (0 when both are 0): RAJAPerf's comparison."""
    a, b = np.longdouble(a), np.longdouble(b)
    scale = max(abs(a), abs(b))
    return 0.0 if scale == 0 else float(abs(a - b) / scale)


def format_checksum(value: np.longdouble) -> str:
    """The checksum with all its long-double digits (what RAJAPerf prints)."""
    return np.format_float_positional(value, unique=True) if abs(value) < 1e16 else np.format_float_scientific(value)
