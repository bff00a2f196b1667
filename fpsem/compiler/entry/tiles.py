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

from fpsem.compiler.entry.common import extents, point_count, unflatten, unflatten_ir

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
    ``common.unflatten_ir``, returns (lines, index values outermost first) named ``%<prefix>0``, ...

    ``flat`` is an i64 below the space's point count (the entry's bounds check).  When the count fits in
    31 bits the tile arithmetic is done in i32 and only the two indices are widened: a 64-bit integer
    operation is two SASS instructions, a 32-bit one is one, and LLVM does not narrow the shifts, masks
    and selects by itself."""
    if not tiles_apply(space):
        return unflatten_ir(flat, space, prefix)
    ext = extents(space)
    d = len(space)
    h, w = ext[-2], ext[-1]
    hl, wl, fc = h % ROWS, w % COLS, w // COLS
    p = f"%{prefix}"
    narrow = point_count(space) < 2 ** 31
    it = "i32" if narrow else "i64"
    lines = [f"{p}.t = trunc i64 {flat} to i32"] if narrow else [f"{p}.t = add i64 {flat}, 0"]
    lines += [f"{p}.o = udiv {it} {p}.t, {h * w}", f"{p}.r0 = urem {it} {p}.t, {h * w}",
              f"{p}.big = udiv {it} {p}.r0, {ROWS * w}", f"{p}.rr = urem {it} {p}.r0, {ROWS * w}"]

    def in_tiles(height: int, tag: str) -> list[str]:
        # (tile, offset in it) for a tile row of ``height`` rows: constants only
        span = height * COLS
        return [f"{p}.c{tag} = udiv {it} {p}.rr, {span}", f"{p}.q{tag} = urem {it} {p}.rr, {span}"]

    lines += in_tiles(ROWS, "f")
    if hl:  # the last, shorter tile row
        lines += in_tiles(hl, "l")
        lines += [f"{p}.short = icmp uge {it} {p}.big, {h // ROWS}",
                  f"{p}.c = select i1 {p}.short, {it} {p}.cl, {it} {p}.cf",
                  f"{p}.q = select i1 {p}.short, {it} {p}.ql, {it} {p}.qf",
                  f"{p}.full = select i1 {p}.short, {it} {fc * hl * COLS}, {it} {fc * ROWS * COLS}"]
    else:
        lines += [f"{p}.c = add {it} {p}.cf, 0", f"{p}.q = add {it} {p}.qf, 0",
                  f"{p}.full = add {it} 0, {fc * ROWS * COLS}"]
    # a full tile: row q / COLS, column c * COLS + q % COLS
    lines += [f"{p}.trow = lshr {it} {p}.q, {COLS.bit_length() - 1}", f"{p}.tcol.lo = and {it} {p}.q, {COLS - 1}",
              f"{p}.tcol.hi = shl {it} {p}.c, {COLS.bit_length() - 1}",
              f"{p}.tcol = or disjoint {it} {p}.tcol.hi, {p}.tcol.lo"]
    if wl:  # the last, narrower tile of a tile row
        lines += [f"{p}.inner = icmp ult {it} {p}.rr, {p}.full", f"{p}.e = sub {it} {p}.rr, {p}.full",
                  f"{p}.erow = udiv {it} {p}.e, {wl}", f"{p}.ecol.lo = urem {it} {p}.e, {wl}",
                  f"{p}.ecol = add {it} {p}.ecol.lo, {fc * COLS}",
                  f"{p}.row = select i1 {p}.inner, {it} {p}.trow, {it} {p}.erow",
                  f"{p}.col = select i1 {p}.inner, {it} {p}.tcol, {it} {p}.ecol"]
    else:
        lines += [f"{p}.row = add {it} {p}.trow, 0", f"{p}.col = add {it} {p}.tcol, 0"]
    lines += [f"{p}.bigrow = mul {it} {p}.big, {ROWS}", f"{p}.y = add {it} {p}.bigrow, {p}.row"]
    if narrow:
        lines += [f"{p}.y64 = zext i32 {p}.y to i64", f"{p}.col64 = zext i32 {p}.col to i64",
                  f"{p}.o64 = zext i32 {p}.o to i64"]
    else:
        lines += [f"{p}.y64 = add i64 {p}.y, 0", f"{p}.col64 = add i64 {p}.col, 0", f"{p}.o64 = add i64 {p}.o, 0"]
    lines += [f"{p}{d - 2} = add nuw nsw i64 {p}.y64, {space[-2][0]}",
              f"{p}{d - 1} = add nuw nsw i64 {p}.col64, {space[-1][0]}"]
    names = [f"{p}{k}" for k in range(d)]
    if d > 2:
        head_lines, head = unflatten_ir(f"{p}.o64", space[:-2], prefix=f"{prefix}.h")
        lines += head_lines + [f"{p}{k} = add i64 {v}, 0" for k, v in enumerate(head)]
    return lines, names
