"""A compact, exact encoding of large tables of 32-bit words (the measured instruction tables).

A table of a smooth function's bits (``ex2``, ``rsqrt``, ``sin`` of a fixed-point argument, ...)
is nearly a straight line between entries 64 apart.  :func:`encode` stores every 64th entry
(an *anchor*) and, for every entry, its difference from the integer linear interpolation between
the two anchors around it: mostly -2..2, so that LZMA compresses the residuals to one or two bits
an entry.  Residuals outside an int8 are escaped (-128) and stored beside, with their index.
:func:`decode` inverts it exactly; nothing in it depends on floating-point arithmetic or a math
library, so a table decodes to the same words on every machine.

Pure functions over numpy arrays and bytes (``lzma`` from the standard library).
"""

from __future__ import annotations

import lzma

import numpy as np

from fpsem.core.errors import FpsemError

STEP = 64
ESCAPE = -128
FORMAT = "fpsem-table-1"


class TableError(FpsemError):
    """A stored table does not decode (damaged or of an unknown format)."""


def _prediction(anchors: np.ndarray, n: int) -> np.ndarray:
    """The integer linear interpolation between the anchors (one every STEP entries) at entries 0 .. n-1."""
    a = anchors.astype(np.int64)
    rise = np.append(a[1:], a[-1]) - a  # to the next anchor (0 after the last one)
    # a row of STEP entries per anchor, cut to n: no index arrays of the table's length
    off = np.arange(STEP, dtype=np.int64)
    return (a[:, None] + (rise[:, None] * off) // STEP).reshape(-1)[:n]  # floor division: exact and portable


def encode(values: np.ndarray, extreme: bool = True) -> dict[str, np.ndarray]:
    """The arrays that store ``values`` (uint32, any length >= 1) exactly: anchors, residuals, escapes.

    ``extreme``: LZMA's slowest, smallest setting (about a quarter smaller, seven times slower).
    """
    v = np.ascontiguousarray(values, dtype=np.uint32)
    if v.ndim != 1 or v.size == 0:
        raise TableError("a table is a non-empty one-dimensional array of 32-bit words")
    anchors = v[::STEP].copy()
    resid = v.astype(np.int64) - _prediction(anchors, v.size)
    small = (resid > ESCAPE) & (resid <= 127)
    r8 = np.where(small, resid, ESCAPE).astype(np.int8)
    esc = np.flatnonzero(~small).astype(np.uint32)
    # anchors: first differences (wrapping) compress better than the words themselves
    adiff = np.diff(anchors.astype(np.int64), prepend=0).astype(np.uint32)
    preset = 9 | lzma.PRESET_EXTREME if extreme else 6
    pack = lambda b: np.frombuffer(lzma.compress(b, preset=preset), dtype=np.uint8)  # noqa: E731
    return {"format": np.frombuffer(FORMAT.encode(), dtype=np.uint8), "size": np.array([v.size], dtype=np.int64),
            "anchors": pack(adiff.tobytes()), "residuals": pack(r8.tobytes()),
            "escape_index": pack(esc.tobytes()), "escape_value": pack(v[esc].tobytes())}


def decode(arrays) -> np.ndarray:
    """The uint32 table that :func:`encode` stored in ``arrays`` (a mapping of name -> array), read-only."""
    try:
        if bytes(np.asarray(arrays["format"], dtype=np.uint8)).decode() != FORMAT:
            raise TableError(f"unknown table format (expected {FORMAT})")
        n = int(np.asarray(arrays["size"])[0])
        unpack = lambda k, t: np.frombuffer(lzma.decompress(np.asarray(arrays[k], np.uint8).tobytes()), dtype=t)  # noqa: E731
        anchors = np.cumsum(unpack("anchors", np.uint32).astype(np.int64)).astype(np.uint32)
        r8 = unpack("residuals", np.int8)
        esc = unpack("escape_index", np.uint32)
        escv = unpack("escape_value", np.uint32)
    except (KeyError, lzma.LZMAError, ValueError, IndexError) as e:
        raise TableError(f"the table does not decode: {e}") from None
    if r8.size != n or anchors.size != (n + STEP - 1) // STEP or esc.size != escv.size:
        raise TableError("the table's parts do not fit together (damaged)")
    out = (_prediction(anchors, n) + r8.astype(np.int64)).astype(np.uint32)
    out[esc] = escv
    out.setflags(write=False)
    return out
