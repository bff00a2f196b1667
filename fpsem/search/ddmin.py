"""Delta debugging (Zeller and Hildebrandt's *ddmin*): a 1-minimal failure-inducing subset.

Pure: the items are opaque and ``test(subset) -> bool`` says whether a subset still
shows the behaviour being searched for (True: "fails", i.e. reproduces it).  The
caller promises ``test(all items)`` is True and ``test(())`` is False (checked by
:func:`fpsem.search.bisect` before it calls this); the result is then 1-minimal: it shows
the behaviour, and removing any one item loses it.

Every distinct subset is tested at most once (memoised here; the caller's own store
makes repeats across processes cheap too).  Subsets keep the items' original order.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T", bound=Hashable)


@dataclass(frozen=True)
class DdResult(Generic[T]):
    """The 1-minimal subset and how many distinct subsets were tested to find it."""

    items: tuple[T, ...]
    tests: int


def _split(items: Sequence[T], n: int) -> list[tuple[T, ...]]:
    """``items`` in ``n`` contiguous chunks whose sizes differ by at most one."""
    size, extra = divmod(len(items), n)
    out, start = [], 0
    for i in range(n):
        end = start + size + (1 if i < extra else 0)
        out.append(tuple(items[start:end]))
        start = end
    return [c for c in out if c]


def ddmin(items: Sequence[T], test: Callable[[tuple[T, ...]], bool]) -> DdResult[T]:
    """A 1-minimal subset of ``items`` for which ``test`` is True (see the module docstring)."""
    seen: dict[frozenset[T], bool] = {}

    def check(subset: tuple[T, ...]) -> bool:
        k = frozenset(subset)
        if k not in seen:
            seen[k] = bool(test(subset))
        return seen[k]

    current = tuple(items)
    n = 2
    while len(current) >= 2:
        chunks = _split(current, n)
        for chunk in chunks:  # reduce to a subset
            if check(chunk):
                current, n = chunk, 2
                break
        else:
            for i in range(len(chunks)):  # reduce to a complement
                complement = tuple(x for j, c in enumerate(chunks) if j != i for x in c)
                if check(complement):
                    current, n = complement, max(n - 1, 2)
                    break
            else:
                if n >= len(current):
                    break  # every single-item complement tested and passing: 1-minimal
                n = min(len(current), 2 * n)
    return DdResult(current, len(seen))


def is_one_minimal(items: Sequence[T], test: Callable[[tuple[T, ...]], bool]) -> bool:
    """True when ``test(items)`` holds and fails for every subset with one item removed."""
    items = tuple(items)
    return test(items) and all(not test(items[:i] + items[i + 1:]) for i in range(len(items)))
