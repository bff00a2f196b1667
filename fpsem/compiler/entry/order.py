"""Which order an element-wise NVIDIA entry walks its stage's points in: row-major, tiled (``tiles``) or
warp rows (``warprows``).

Both orders are bijections of the thread index onto the same points, and each point runs the same stage
function, so the choice never changes a result; it changes which points a 256-thread block holds, and
so what the block's L1 can share.  The rule is decided from facts the entry generator already has --
the stage's space at the build's sizes and the stage function's loads -- so built-in and imported
kernels get the same choice.  A stage is tiled when all of these hold:

1. **element-wise**: a reduction's grid-stride loop keeps the flat order of its partial sums;
2. **a plane**: exactly two dimensions.  In three or more the tile covers only the last two, while a
   stencil's neighbours along the outer dimension lie a whole plane away, so the tile saves nothing
   there and pays its index arithmetic (measured on the H200, 2026-12-03: HEAT_3D tiled 1.09x (f64)
   and 1.21x (f32) of row-major; ``benchmarks/results/h200_rajaperf_peer.md``);
3. **rows at least one block long**: the last extent is ``ROWS * COLS`` (256) or more.  Row-major, a
   256-thread block then lies within one or two rows, so the rows above and below a point are fetched
   by other blocks and come from L2 again; in an 8 x 32 tile the 8 rows share them in L1 (GEMM shares
   ``B``'s row ``k`` the same way).  With shorter rows a row-major block already holds several whole
   rows and the tile only adds index arithmetic;
4. **reads beyond its own element**: the stage function loads some array argument at two or more
   places, or inside a loop (a stencil's neighbours, GEMM's ``k`` loop).  A stage that reads each
   array once per point shares no element between points, in any order;
5. **enough bytes shared for the tile's arithmetic**: a stage that reads in a loop (GEMM: a row of
   ``B`` per ``k``) shares a row per iteration and is tiled in either precision; a stage that reads a
   few neighbours (JACOBI_2D) shares a few elements per point, and the L2 bytes the tile saves scale
   with the element's width while its ~10 integer instructions per point do not: it is tiled for
   8-byte elements only.  Measured on the H200 (2026-12-04 00:24 UTC, ``h200_rajaperf_peer.md``), tiled
   over row-major: GEMM 0.867x f64 and 0.883x f32; JACOBI_2D 0.970x f64 but 1.022x f32.

**Warp rows** come first: a stage whose rows (last dimension) are shorter than a warp and do not divide it,
that reads some array in a loop, at 8-byte elements, gets one row per warp (RAJAPerf's lane mapping, with
idle lanes).  8-byte loads are served in two 16-lane passes, and the flat order's warps, which hold a row
and part of the next, fetch the lines their repeated columns share once per pass; at 4-byte elements one
32-lane pass serves the warp and the flat order's fewer warps win.  Measured on the H200 (2026-12-04 03:02
UTC, ``h200_ltimes_shape.md``, LTIMES's body from nvcc in three shapes): flat / warp rows 1.040x f64,
0.837x f32.

The rule does not look at which neighbours are read: a 2-D stage reading only along its row would be
tiled although row-major order already shares its neighbours (the cost: the tile's ~10 integer
instructions per point; coalescing is kept, a warp still reads 32 consecutive columns).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fpsem.compiler.entry.common import ROW_MAJOR, TILED, WARP_ROWS, extents, resolved_space
from fpsem.compiler.entry.tiles import COLS, ROWS, tiles_apply
from fpsem.compiler.entry.warprows import warp_rows_apply
from fpsem.core.errors import FpsemError
from fpsem.core.precision import precision_of
from fpsem.ir.binding import parse_ir
from fpsem.ir.cfg import natural_loops
from fpsem.ir.instr import value_key
from fpsem.kernels.spec import KernelSpec, StageSpec

# a load's pointer is followed through these to the argument it is based on
_ADDRESS_OPS = frozenset({"getelementptr", "bitcast", "addrspacecast"})


@dataclass(frozen=True)
class PointOrder:
    """The order chosen for one stage's points (``common.ORDERS``), and the rule's reason in words."""

    kind: str
    reason: str

    @property
    def tiled(self) -> bool:
        return self.kind == TILED


def point_order(spec: KernelSpec, stage: StageSpec, sizes: Mapping[str, int], kernel_text: str,
                precision: str) -> PointOrder:
    """The point order of ``stage``'s one-point NVIDIA entry at ``sizes`` in ``precision`` (the module
    docstring's rule; ``kernel_text`` is the kernel's IR in that precision)."""
    if stage.reduce is not None:
        return PointOrder(ROW_MAJOR, "a reduction: the grid-stride loop in flat order")
    space = resolved_space(spec, stage, sizes)
    wide = precision_of(precision).nbytes >= 8
    if warp_rows_apply(space) and wide:
        reuse = reuse_kind(kernel_text, spec.function_name(stage))
        if reuse == "loop":
            return PointOrder(WARP_ROWS, f"rows of {extents(space)[-1]} points, shorter than a warp, read in a loop "
                              f"at 8-byte elements: one row per warp (RAJAPerf's lanes), so the L1's 16-lane "
                              f"passes do not fetch a flat warp's repeated columns twice")
    if len(space) != 2:
        return PointOrder(ROW_MAJOR, f"{len(space)} dimension(s), not a plane")
    if not tiles_apply(space) or extents(space)[-1] < ROWS * COLS:
        return PointOrder(ROW_MAJOR, f"rows of {extents(space)[-1]} points: a row-major block already holds whole "
                          "rows" if tiles_apply(space) else "the plane is smaller than one tile")
    reuse = reuse_kind(kernel_text, spec.function_name(stage))
    if not reuse:
        return PointOrder(ROW_MAJOR, "each array is read once per point: no element is shared between points"
                          if reuse is not None else "the stage function's loads could not be read")
    if reuse == "neighbours" and not wide:
        return PointOrder(ROW_MAJOR, f"a few neighbours read per point at {precision_of(precision).nbytes}-byte "
                          "elements: the tile's index arithmetic costs more than the L2 bytes it saves")
    return PointOrder(TILED, "a plane with rows of at least one block whose points read beyond their own element"
                      f"{' in a loop' if reuse == 'loop' else ''}: {ROWS} x {COLS} tiles share the neighbouring "
                      "rows in L1")


@functools.lru_cache(maxsize=64)
def reuse_kind(kernel_text: str, function: str) -> str | None:
    """How ``function`` in ``kernel_text`` reads beyond its own element: ``loop`` (some pointer argument is
    loaded inside a loop), ``neighbours`` (loaded at two or more places, none in a loop) or ``""`` (each
    argument loaded once).

    Loads are attributed to the argument their address is computed from (through GEPs and casts); loads
    from anything else (a phi, a select, a loaded pointer) count together as one unknown base.  None when
    the text does not parse or has no such function (the caller then keeps row-major order).
    """
    try:
        mod = parse_ir(kernel_text, "point order", isolated=True)
    except FpsemError:
        return None
    try:
        fn = mod.get_function(function)
    except NameError:
        return None
    if fn.is_declaration:
        return None
    blocks = list(fn.blocks)
    index = {value_key(b): k for k, b in enumerate(blocks)}
    succs = [[index[value_key(op)] for op in list(b.instructions)[-1].operands
              if op.value_kind.name == "basic_block"] for b in blocks]
    looped = set().union(*(lp.blocks for lp in natural_loops(succs))) if blocks else set()
    defs = {value_key(ins): ins for b in blocks for ins in b.instructions}
    args = {value_key(a): a.name for a in fn.arguments}
    loads: dict[str, int] = {}
    in_loop = False
    for k, b in enumerate(blocks):
        for ins in b.instructions:
            if ins.opcode == "load":
                base = _base_argument(next(iter(ins.operands)), defs, args)
                loads[base] = loads.get(base, 0) + 1
                in_loop = in_loop or k in looped
    return "loop" if in_loop else "neighbours" if any(n >= 2 for n in loads.values()) else ""


def _base_argument(ptr, defs: Mapping[int, Any], args: Mapping[int, str]) -> str:
    """The name of the argument ``ptr`` is computed from (through GEPs and casts), or ``?``."""
    v = ptr
    for _ in range(64):  # address chains are short; the bound keeps a malformed chain from looping
        key = value_key(v)
        if key in args:
            return args[key]
        ins = defs.get(key)
        if ins is None or ins.opcode not in _ADDRESS_OPS:
            break
        v = next(iter(ins.operands))
    return "?"
