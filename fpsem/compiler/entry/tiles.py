"""A tiled order of an iteration space's points: thread ``t`` -> point, 8 x 32 tiles in the last two dimensions.

RAJAPerf's CUDA kernels launch 2-D stages on 32 x 8 blocks (j fastest): a block's threads cover 8
neighbouring rows of 32 columns, so a stencil's rows above and below, or GEMM's row of ``B``, are
shared within the block (the L1 serves them).  fpsem's entries take one flat thread index per point;
this order gives the same neighbourhoods without a 2-D launch and without padding: it is a
bijection of ``[0, points)`` onto the space, so the launcher's one-thread-per-point grid is unchanged
and every point is computed exactly once (the arithmetic of each point is the stage function's).

Within one slice of the outer dimensions (all but the last two), the ``H x W`` plane is cut into
tile rows of ``ROWS`` rows (the last one shorter, ``H % ROWS``), each into tiles of ``COLS`` columns
(the last one narrower, ``W % COLS``), walked tile row by tile row, tile by tile, row by row, column
by column.  A warp of 32 consecutive threads reads 32 consecutive columns of one row in a full tile
(coalesced as before).  Planes smaller than one tile keep the row-major order.

:func:`tiled_point` is the reference; :func:`tiled_unflatten_ir` emits the same arithmetic as IR
(divisions by constants only).
"""

from __future__ import annotations

from collections.abc import Sequence

from fpsem.compiler.entry.common import extents, unflatten, unflatten_ir

ROWS = 8
COLS = 32


def tiles_apply(space: Sequence[tuple[int, int]]) -> bool:
    """Whether the space gets the tiled order: two or more dimensions, the last two at least one tile."""
    ext = extents(space)
    return len(ext) >= 2 and ext[-2] >= ROWS and ext[-1] >= COLS


def tiled_point(t: int, space: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """The point of ``space`` that thread ``t`` runs in the tiled order (row-major where tiles do not apply)."""
    if not tiles_apply(space):
        return unflatten(t, space)
    ext = extents(space)
    h, w = ext[-2], ext[-1]
    outer, r0 = divmod(t, h * w)
    big, rr = divmod(r0, ROWS * w)
    height = ROWS if big < h // ROWS else h % ROWS
    span = height * COLS
    full = (w // COLS) * span
    if rr < full:
        c, q = divmod(rr, span)
        row, col = q // COLS, c * COLS + q % COLS
    else:
        row, col = divmod(rr - full, w % COLS)
        col += (w // COLS) * COLS
    head = unflatten(outer, space[:-2]) if len(space) > 2 else ()
    return (*head, space[-2][0] + big * ROWS + row, space[-1][0] + col)


def tiled_unflatten_ir(flat: str, space: Sequence[tuple[int, int]], prefix: str = "i") -> tuple[list[str], list[str]]:
    """IR lines computing thread ``flat``'s point in the tiled order (as :func:`tiled_point`); like
    ``common.unflatten_ir``, returns (lines, index values outermost first) named ``%<prefix>0``, ..."""
    if not tiles_apply(space):
        return unflatten_ir(flat, space, prefix)
    ext = extents(space)
    d = len(space)
    h, w = ext[-2], ext[-1]
    hl, wl, fc = h % ROWS, w % COLS, w // COLS
    p = f"%{prefix}"
    lines = [f"{p}.o = udiv i64 {flat}, {h * w}", f"{p}.r0 = urem i64 {flat}, {h * w}",
             f"{p}.big = udiv i64 {p}.r0, {ROWS * w}", f"{p}.rr = urem i64 {p}.r0, {ROWS * w}"]

    def in_tiles(height: int, tag: str) -> list[str]:
        # (tile, offset in it) for a tile row of ``height`` rows: constants only
        span = height * COLS
        return [f"{p}.c{tag} = udiv i64 {p}.rr, {span}", f"{p}.q{tag} = urem i64 {p}.rr, {span}"]

    lines += in_tiles(ROWS, "f")
    if hl:  # the last, shorter tile row
        lines += in_tiles(hl, "l")
        lines += [f"{p}.short = icmp uge i64 {p}.big, {h // ROWS}",
                  f"{p}.c = select i1 {p}.short, i64 {p}.cl, i64 {p}.cf",
                  f"{p}.q = select i1 {p}.short, i64 {p}.ql, i64 {p}.qf",
                  f"{p}.full = select i1 {p}.short, i64 {fc * hl * COLS}, i64 {fc * ROWS * COLS}"]
    else:
        lines += [f"{p}.c = add i64 {p}.cf, 0", f"{p}.q = add i64 {p}.qf, 0", f"{p}.full = add i64 0, {fc * ROWS * COLS}"]
    # a full tile: row q / COLS, column c * COLS + q % COLS
    lines += [f"{p}.trow = lshr i64 {p}.q, {COLS.bit_length() - 1}", f"{p}.tcol.lo = and i64 {p}.q, {COLS - 1}",
              f"{p}.tcol.hi = shl i64 {p}.c, {COLS.bit_length() - 1}",
              f"{p}.tcol = or disjoint i64 {p}.tcol.hi, {p}.tcol.lo"]
    if wl:  # the last, narrower tile of a tile row
        lines += [f"{p}.inner = icmp ult i64 {p}.rr, {p}.full", f"{p}.e = sub i64 {p}.rr, {p}.full",
                  f"{p}.erow = udiv i64 {p}.e, {wl}", f"{p}.ecol.lo = urem i64 {p}.e, {wl}",
                  f"{p}.ecol = add i64 {p}.ecol.lo, {fc * COLS}",
                  f"{p}.row = select i1 {p}.inner, i64 {p}.trow, i64 {p}.erow",
                  f"{p}.col = select i1 {p}.inner, i64 {p}.tcol, i64 {p}.ecol"]
    else:
        lines += [f"{p}.row = add i64 {p}.trow, 0", f"{p}.col = add i64 {p}.tcol, 0"]
    lines += [f"{p}.bigrow = mul i64 {p}.big, {ROWS}", f"{p}.y = add i64 {p}.bigrow, {p}.row",
              f"{p}{d - 2} = add i64 {p}.y, {space[-2][0]}", f"{p}{d - 1} = add i64 {p}.col, {space[-1][0]}"]
    names = [f"{p}{k}" for k in range(d)]
    if d > 2:
        head_lines, head = unflatten_ir(f"{p}.o", space[:-2], prefix=f"{prefix}.h")
        lines += head_lines + [f"{p}{k} = add i64 {v}, 0" for k, v in enumerate(head)]
    return lines, names
