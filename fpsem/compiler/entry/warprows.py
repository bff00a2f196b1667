"""Warp rows: one row of the space's last dimension per warp, for rows shorter than a warp.

RAJAPerf's CUDA kernels put the last dimension on a block's x lanes, 32 wide: LTIMES's ``m`` (25 values)
fills 25 lanes of a warp and leaves 7 idle.  fpsem's flat order packs 32 consecutive points into a warp
instead -- a row and 7 points of the next -- so no lane idles.  Where a stage reads 8-byte elements in a
loop at addresses that differ per lane (LTIMES's ``ell[d + m*nd]``), that costs more than the idle lanes
save: the L1 serves a warp's 8-byte loads in two passes of 16 lanes, and two lanes that read the same line
from different passes cost a pass each, so the flat warp's repeated ``m`` values are fetched twice.
Measured on the H200 (2026-12-04 03:02 UTC, ``benchmarks/results/h200_ltimes_shape.md``: one nvcc body,
three launch shapes): flat 1.040x RAJAPerf's padded blocks in f64 but 0.837x in f32 (4-byte loads are
served in one 32-lane pass, and the flat order has 22 % fewer warps); one row per warp 0.999x and 0.998x.

Thread ``t`` runs lane ``t % 32`` of row ``t // 32``: the point (row unflattened over the outer
dimensions, last index ``lo + lane``) when the lane is below the row's length, nothing otherwise.  The
launch needs ``rows * 32`` threads (:func:`warp_rows_threads`, carried by the entry point so the launcher
gives them); every point is still run exactly once, by the stage function, so results do not change.
``order`` decides where this applies.

:func:`warp_rows_point` is the reference; :func:`warp_rows_ir` emits the same arithmetic as IR.
"""

from __future__ import annotations

from collections.abc import Sequence

from fpsem.compiler.entry.common import extents, point_count, unflatten, unflatten_ir

WARP = 32  # NVIDIA's warp: the lanes a row is laid on


def warp_rows_apply(space: Sequence[tuple[int, int]]) -> bool:
    """Whether warp rows change anything: two or more dimensions and rows shorter than a warp that do not
    divide it (rows of 1, 2, 4, 8 or 16 already tile a warp's passes without splitting a row)."""
    ext = extents(space)
    return len(ext) >= 2 and 0 < ext[-1] < WARP and WARP % ext[-1] != 0 and point_count(space) > 0


def warp_rows_threads(space: Sequence[tuple[int, int]]) -> int:
    """Threads the order needs: a whole warp per row."""
    return point_count(space[:-1]) * WARP


def warp_rows_point(t: int, space: Sequence[tuple[int, int]]) -> tuple[int, ...] | None:
    """The point thread ``t`` runs (None: an idle lane or a thread past the last row)."""
    row, lane = divmod(t, WARP)
    if lane >= extents(space)[-1] or row >= point_count(space[:-1]):
        return None
    return (*unflatten(row, space[:-1]), space[-1][0] + lane)


def warp_rows_ir(flat: str, space: Sequence[tuple[int, int]], prefix: str = "i"
                 ) -> tuple[list[str], str, list[str], list[str]]:
    """IR for thread ``flat`` (an i64) in warp rows: (guard lines, the i1 that says the thread has a point,
    index lines to place after the guard, index values outermost first named ``%<prefix>0``, ...)."""
    p = f"%{prefix}"
    w = extents(space)[-1]
    d = len(space)
    guard = [f"{p}.lane = and i64 {flat}, {WARP - 1}", f"{p}.row = lshr i64 {flat}, {WARP.bit_length() - 1}",
             f"{p}.inrow = icmp ult i64 {p}.lane, {w}",
             f"{p}.inrows = icmp ult i64 {flat}, {warp_rows_threads(space)}",
             f"{p}.any = and i1 {p}.inrow, {p}.inrows"]
    head_lines, head = unflatten_ir(f"{p}.row", space[:-1], prefix=f"{prefix}.h")
    lines = head_lines + [f"{p}{k} = add i64 {v}, 0" for k, v in enumerate(head)]
    lines.append(f"{p}{d - 1} = add nuw nsw i64 {p}.lane, {space[-1][0]}")
    return guard, f"{p}.any", lines, [f"{p}{k}" for k in range(d)]
