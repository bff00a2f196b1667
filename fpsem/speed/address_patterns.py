"""A memory instruction's sampled instances as address patterns: the compact, exact form the model works from.

Row ``k`` of an instruction's instances holds one warp's lane addresses (-1 where a lane took no part).
A loop's trips and a grid's warps mostly repeat a few rows moved by a whole number of bytes: GEMM's
192,000 sampled loads of ``B[k][j]`` are two rows.  Moved by a multiple of :data:`QUANTUM`, a row
touches the same number of sectors, cache lines and bank words, in the same arrangement, so the memory
analysis (``fpsem.speed.memtrace``) works out a request's geometry once per pattern; the trace cache
(``fpsem.speed.traces``) stores and keys the patterns rather than every address.

:func:`patterns` is exact: the rows are grouped by a hash and every row is checked against its
pattern (a collision falls back to sorting the rows themselves), and :meth:`Patterns.addresses`
gives the rows back.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# 128 bytes: a multiple of the 32-byte sector, of every L1 line in the registry (64, 128) and of a row of 32 4-byte
# banks
QUANTUM = 128
_NONE = np.iinfo(np.int64).max
# fixed odd multipliers of the row hash (collisions are checked, not trusted)
_ROW_HASH = np.array([(0x9E3779B97F4A7C15 * (2 * k + 1)) % (1 << 63) | 1 for k in range(256)], np.int64)


@dataclass(frozen=True, eq=False)
class Patterns:
    """Rows of lane addresses as distinct patterns: row ``i`` is ``rows[of[i]]`` moved by ``shift[i]`` bytes (a
    multiple of :data:`QUANTUM`), inactive lanes (-1) staying -1; each pattern's first active lane lies in
    ``[0, QUANTUM)``."""

    rows: np.ndarray  # (patterns, lanes) int64
    of: np.ndarray  # (instances,) int64
    shift: np.ndarray  # (instances,) int64

    def addresses(self) -> np.ndarray:
        """The rows of lane addresses these patterns were made from."""
        a = self.rows[self.of]
        return np.where(a >= 0, a + self.shift[:, None], -1)

    def per_instance(self, values: np.ndarray) -> np.ndarray:
        """A figure per pattern as the figure per instance."""
        return values[self.of]

    def weights(self) -> np.ndarray:
        """How many instances have each pattern."""
        return np.bincount(self.of, minlength=self.rows.shape[0])

    def covered(self, size: int, unit: int) -> np.ndarray:
        """Per instance, the distinct ``unit``-byte blocks its lanes' ``size``-byte accesses cover, -1 elsewhere
        (:func:`covered` of :meth:`addresses`; ``unit`` divides :data:`QUANTUM`), worked out once per pattern."""
        c = covered(self.rows, size, unit)[self.of]
        return np.where(c >= 0, c + (self.shift // unit)[:, None], -1)


def patterns(addresses: np.ndarray) -> Patterns:
    """The distinct patterns of ``(instances, lanes)`` rows of lane addresses (:class:`Patterns`): each row moved
    down by whole quanta to start in the first, equal rows found by a hash and checked element by element."""
    n, w = addresses.shape
    if not n:
        return Patterns(np.zeros((0, w), np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64))
    weights = _ROW_HASH[:w] if w <= _ROW_HASH.size else np.resize(_ROW_HASH, w)
    lo = addresses.min(axis=1) if w else np.zeros(n, np.int64)
    if (lo >= 0).all():
        # every lane of every instance took part (the common case): the moved rows' hash is the rows' less the
        # shift's (the wrapping arithmetic is linear), and the moved rows are never made whole
        shift = lo - lo % QUANTUM
        h = addresses @ weights - shift * weights.sum()
        _, first, of = np.unique(h, return_index=True, return_inverse=True)
        rows = addresses[first] - shift[first][:, None]
        of = of.reshape(-1)
        if _moved(rows, of, shift, addresses):
            return Patterns(rows, of.astype(np.int64, copy=False), shift)
        norm = addresses - shift[:, None]  # a collision: the exact (slower) way
    else:
        act = addresses >= 0
        lo = np.where(act, addresses, _NONE).min(axis=1)
        shift = np.where(lo < _NONE, lo - lo % QUANTUM, 0)
        norm = np.where(act, addresses - shift[:, None], -1)
        _, first, of = np.unique(norm @ weights, return_index=True, return_inverse=True)
        rows, of = norm[first], of.reshape(-1)
        if np.array_equal(rows[of], norm):
            return Patterns(rows, of.astype(np.int64, copy=False), shift)
    rows, of = np.unique(norm, axis=0, return_inverse=True)
    return Patterns(rows, of.reshape(-1).astype(np.int64, copy=False), shift)


def _moved(rows: np.ndarray, of: np.ndarray, shift: np.ndarray, addresses: np.ndarray, chunk: int = 4096) -> bool:
    """Whether every row of ``addresses`` (no inactive lane) is its pattern moved by its shift: checked a cache-sized
    chunk at a time (a whole copy of the addresses costs more in fresh pages than in comparing)."""
    for lo in range(0, addresses.shape[0], chunk):
        part = slice(lo, lo + chunk)
        if not np.array_equal(rows[of[part]] + shift[part, None], addresses[part]):
            return False
    return True


def distinct_per_row(rows: np.ndarray) -> np.ndarray:
    """Each row sorted with its repeats (and the -1 padding) set to -1: the row's distinct values >= 0."""
    out = np.sort(rows, axis=1)
    if out.shape[1] > 1:
        out[:, 1:][out[:, 1:] == out[:, :-1]] = -1
    return out


def covered(addresses: np.ndarray, size: int, unit: int) -> np.ndarray:
    """Per row, the distinct ``unit``-byte blocks (indices ``a // unit``) the active lanes' ``size``-byte accesses
    cover, -1 elsewhere, each row sorted."""
    act = addresses >= 0
    first = np.where(act, addresses // unit, -1)
    last = np.where(act, (addresses + size - 1) // unit, -1)
    extra = int((last - first).max(initial=0))
    cols = [first] + [np.where(last >= first + j, first + j, -1) for j in range(1, extra + 1)]
    return distinct_per_row(np.concatenate(cols, axis=1) if extra else first)
