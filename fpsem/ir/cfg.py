"""Control-flow graph analysis over a function's blocks: order, dominators, post-dominators, loops.

Blocks are numbered ``0 .. n-1`` (0 the entry) and given by their successor lists;
``EXIT`` (= ``n``) is the virtual exit every returning (or ``unreachable``) block leads to.
The algorithms are Cooper, Harvey and Kennedy's iterative dominator computation ("A Simple,
Fast Dominance Algorithm", 2001) and natural loops from back edges (a back edge is an edge
whose target dominates its source).  Pure functions over lists of ints.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


def reverse_postorder(succs: Sequence[Sequence[int]], start: int = 0) -> list[int]:
    """Blocks reachable from ``start`` in reverse post-order (iterative DFS, successors in order)."""
    seen = {start}
    post: list[int] = []
    stack: list[tuple[int, int]] = [(start, 0)]
    while stack:
        b, k = stack[-1]
        ss = succs[b]
        if k < len(ss):
            stack[-1] = (b, k + 1)
            s = ss[k]
            if s not in seen:
                seen.add(s)
                stack.append((s, 0))
        else:
            stack.pop()
            post.append(b)
    return post[::-1]


def _idoms(succs: Sequence[Sequence[int]], preds: Sequence[Sequence[int]], start: int) -> dict[int, int]:
    order = reverse_postorder(succs, start)
    index = {b: i for i, b in enumerate(order)}
    idom = {start: start}

    def intersect(a: int, b: int) -> int:
        while a != b:
            while index[a] > index[b]:
                a = idom[a]
            while index[b] > index[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            ps = [p for p in preds[b] if p in idom]
            if not ps:
                continue
            new = ps[0]
            for p in ps[1:]:
                new = intersect(p, new)
            if idom.get(b) != new:
                idom[b] = new
                changed = True
    return idom


def dominators(succs: Sequence[Sequence[int]]) -> dict[int, int]:
    """Immediate dominator of every block reachable from block 0 (the entry maps to itself)."""
    n = len(succs)
    preds: list[list[int]] = [[] for _ in range(n)]
    for b, ss in enumerate(succs):
        for s in ss:
            preds[s].append(b)
    return _idoms(succs, preds, 0)


def post_dominators(succs: Sequence[Sequence[int]], exits: Sequence[int]) -> list[int]:
    """Immediate post-dominator of every block, ``EXIT`` (= number of blocks) for those post-dominated by
    nothing but the exit.  ``exits`` are the blocks that leave the function (ret, unreachable).

    A block from which no exit is reachable (an endless loop) gets ``EXIT`` too.
    """
    n = len(succs)
    exit_node = n
    rsuccs: list[list[int]] = [[] for _ in range(n + 1)]  # reversed graph: exit -> returning blocks
    rpreds: list[list[int]] = [[] for _ in range(n + 1)]
    for b, ss in enumerate(succs):
        for s in ss:
            rsuccs[s].append(b)
            rpreds[b].append(s)
    for e in exits:
        rsuccs[exit_node].append(e)
        rpreds[e].append(exit_node)
    ipdom = _idoms(rsuccs, rpreds, exit_node)
    return [ipdom.get(b, exit_node) for b in range(n)]


@dataclass(frozen=True)
class Loop:
    """A natural loop: its header, its blocks (header included), its latches and its parent loop's header."""

    header: int
    blocks: frozenset[int]
    latches: tuple[int, ...]
    parent: int | None
    depth: int


def natural_loops(succs: Sequence[Sequence[int]]) -> list[Loop]:
    """The natural loops of the function (back edges to one header merged into one loop), outermost first."""
    idom = dominators(succs)

    def dominates(a: int, b: int) -> bool:
        while True:
            if a == b:
                return True
            if b == idom.get(b, b):
                return False
            b = idom[b]

    n = len(succs)
    preds: list[list[int]] = [[] for _ in range(n)]
    for b, ss in enumerate(succs):
        for s in ss:
            preds[s].append(b)
    bodies: dict[int, set[int]] = {}
    latches: dict[int, list[int]] = {}
    for b in idom:
        for s in succs[b]:
            if s in idom and dominates(s, b):
                body = bodies.setdefault(s, {s})
                latches.setdefault(s, []).append(b)
                work = [b]
                while work:
                    x = work.pop()
                    if x not in body:
                        body.add(x)
                        work.extend(p for p in preds[x] if p in idom)
    headers = sorted(bodies, key=lambda h: -len(bodies[h]))
    out: list[Loop] = []
    for h in headers:
        enclosing = [o for o in out if h in o.blocks and o.header != h]
        parent = min(enclosing, key=lambda o: len(o.blocks)) if enclosing else None
        out.append(Loop(h, frozenset(bodies[h]), tuple(latches[h]), parent.header if parent else None,
                        parent.depth + 1 if parent else 1))
    return out
