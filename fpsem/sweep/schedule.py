"""Which cell a free worker takes next: the cells of one share group on one worker, the groups apart.

The cells of one kernel, precision and input set share their work through content-addressed caches and
memos that a second worker waits on while the first computes (``fpsem.core.memo.once``, the build cache,
the model's trace lock, the accuracy reference): strict's build and A/A control, the model's traces, the
mpmath reference, a profile's build or accuracy result that another profile's code reuses.  Two workers in
one group -- what a plain queue in plan order gives, since a group's cells come together -- take turns
waiting on each other or compute the same thing twice.  :class:`GroupScheduler` hands a free worker the
next cell of a group no other worker is in, in plan order (so each group still runs in its plan order,
strict first), and only when every group left is busy the next cell of a busy one.  Which cell runs where
never changes a result: every shared result is keyed by content.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Callable, Hashable, Sequence
from typing import Any


def share_group(cell: Any) -> Hashable:
    """The cells that share work: one kernel (by content where known), precision and input set."""
    key = getattr(cell, "key", None)
    if key is None:
        return getattr(cell, "id", id(cell))
    return (key.kernel, getattr(cell, "kernel_hash", ""), key.precision, key.inputs)


class GroupScheduler:
    """Hands out the indices of ``cells`` (see the module docstring); :meth:`finished` frees a cell's group."""

    def __init__(self, cells: Sequence[Any], group: Callable[[Any], Hashable] = share_group) -> None:
        self._groups: OrderedDict[Hashable, deque[int]] = OrderedDict()
        self._group_of: list[Hashable] = []
        for i, c in enumerate(cells):
            g = group(c)
            self._group_of.append(g)
            self._groups.setdefault(g, deque()).append(i)
        self._busy: dict[Hashable, int] = {}  # group -> how many of its cells run now

    def __len__(self) -> int:
        return sum(len(q) for q in self._groups.values())

    def take(self) -> int:
        """The next cell for a free worker (IndexError when none is left)."""
        if not self._groups:
            raise IndexError("no cell left")
        g = next((g for g in self._groups if not self._busy.get(g)), next(iter(self._groups)))
        queue = self._groups[g]
        i = queue.popleft()
        if not queue:
            del self._groups[g]
        self._busy[g] = self._busy.get(g, 0) + 1
        return i

    def finished(self, i: int) -> None:
        """Cell ``i`` (as :meth:`take` gave it) ended, whichever way."""
        g = self._group_of[i]
        self._busy[g] -= 1
