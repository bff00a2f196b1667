"""The sweep's scheduler: a free worker takes a group no other worker is in, each group in plan order."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fpsem.results.store import CellKey
from fpsem.sweep.plan import Cell, SweepConfig
from fpsem.sweep.schedule import GroupScheduler, share_group


def _cells(spec: list[tuple[str, str]]) -> list[Cell]:
    return [Cell(CellKey(k, f"p{i}", "host", prec, "random"), SweepConfig()) for i, (k, prec) in enumerate(spec)]


def test_two_workers_take_two_groups_and_keep_them():
    cells = _cells([("a", "f64")] * 3 + [("a", "f32")] * 2 + [("b", "f64")] * 2)
    s = GroupScheduler(cells)
    first, second = s.take(), s.take()
    assert (first, second) == (0, 3)  # the second worker skips to the next group, a's f32 cells
    s.finished(first)
    assert s.take() == 1  # the first worker goes on in its own group
    s.finished(second)
    assert s.take() == 4
    s.finished(1)
    assert s.take() == 2
    s.finished(4)
    assert s.take() == 5  # a f32 done: group b
    s.finished(2)
    assert s.take() == 6  # every group left is busy: the next cell of a busy one
    assert len(s) == 0


def test_share_group_is_kernel_precision_inputs():
    a, b, c = _cells([("a", "f64"), ("a", "f64"), ("a", "f32")])
    assert share_group(a) == share_group(b) != share_group(c)


@given(st.lists(st.tuples(st.sampled_from("abc"), st.sampled_from(["f32", "f64"])), min_size=1, max_size=30),
       st.lists(st.integers(0, 3), max_size=60))
def test_every_cell_once_and_each_group_in_plan_order(spec, finish_order):
    cells = _cells(spec)
    s = GroupScheduler(cells)
    running: list[int] = []
    out: list[int] = []
    moves = iter(finish_order)
    while len(s):
        if len(running) < 2:
            running.append(s.take())
            out.append(running[-1])
        else:
            s.finished(running.pop(next(moves, 0) % len(running)))
    assert sorted(out) == list(range(len(cells)))
    for g in {share_group(c) for c in cells}:
        mine = [i for i in out if share_group(cells[i]) == g]
        assert mine == sorted(mine)
