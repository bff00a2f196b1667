"""Floating-point precisions: one type carrying everything fpsem needs to know about a format.

Every module that once kept its own table keyed by ``"f64"``/``"f32"`` (ctypes type,
numpy dtype, IR type, zero literal, byte size) asks :func:`precision_of` instead, so
adding a format is one entry in :data:`PRECISIONS`.  Precisions travel between
modules, processes and files by their ``name``.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

from fpsem.core.errors import UsageError


@dataclass(frozen=True)
class Precision:
    """A floating-point format as kernels, launchers and the JIT see it."""

    name: str  # "f64" | "f32": how specs, files and the CLI spell it
    ir_type: str  # LLVM IR type: "double" | "float"
    ctype: type  # ctypes type of a scalar argument
    dtype: type  # numpy scalar type of arrays and results
    nbytes: int  # size of one element
    zero: str = "0.000000e+00"  # IR literal of +0.0 (LLVM prints both formats' zero alike)


PRECISIONS: dict[str, Precision] = {
    "f64": Precision("f64", "double", ctypes.c_double, np.float64, 8),
    "f32": Precision("f32", "float", ctypes.c_float, np.float32, 4),
}
PRECISION_NAMES: tuple[str, ...] = tuple(PRECISIONS)


def precision_of(name: str | Precision) -> Precision:
    """The precision called ``name`` (a Precision is returned as it is); UsageError naming the known ones."""
    if isinstance(name, Precision):
        return name
    try:
        return PRECISIONS[name]
    except (KeyError, TypeError):
        raise UsageError(f"unknown precision {name!r} (known: {', '.join(PRECISIONS)})") from None
