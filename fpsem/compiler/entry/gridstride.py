"""The GPU entry-point body both GPU wrappers share.

Thread ``t`` (its global index ``%g.t``, computed by the target's prologue) works on flat
points of the stage's space, unflattened last dimension fastest (``common.unflatten_ir``):

* an **element-wise** stage takes one thread per point, as RAJAPerf's CUDA kernels do
  (``if (i < iend) body(i)``): thread ``t`` runs point ``t`` if ``t`` is below the
  point count, and nothing else.  The launcher's grid must cover the space
  (``fpsem.compiler.entry.launch.launch_config`` gives one thread per point and refuses
  a smaller grid).  Without the grid-stride loop the thread issues no loop control
  (stride, increment, compare, branch): on the H200 that is 8-10 of TRIAD's 37 SASS
  instructions per point (benchmarks/results/h200_entry_shape.md);
* a **reduce** stage keeps the grid-stride loop: thread ``t`` visits flat indices
  ``t, t + stride, ...`` below the point count, adds the contributions, in that
  order, into an accumulator starting at zero and stores it to ``partials[t]`` --
  also when the thread had no point (then 0), so the launcher can add every partial
  of the grid.  Its grid is bounded (``REDUCE_WAVES``), so each thread sums several points.

The loop carries ``llvm.loop.unroll.disable``: a rolled loop keeps the machine code's
loop body equal to one point (what the static metrics and the performance model count).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fpsem.compiler.entry.common import (
    ROW_MAJOR,
    TILED,
    WARP_ROWS,
    point_count,
    real_type,
    resolved_space,
    stage_call,
    unflatten_ir,
)
from fpsem.compiler.entry.tiles import tiled_unflatten_ir
from fpsem.compiler.entry.warprows import warp_rows_apply, warp_rows_ir
from fpsem.core.precision import precision_of
from fpsem.kernels.spec import KernelSpec, StageSpec


def loop_metadata(count: int) -> list[str]:
    """Metadata lines: ``!0`` = unroll.disable, then one distinct loop id ``!1`` .. ``!count`` per stage."""
    return ['!0 = !{!"llvm.loop.unroll.disable"}'] + [f"!{k} = distinct !{{!{k}, !0}}" for k in range(1, count + 1)]


@dataclass(frozen=True)
class Prologue:
    """Target-specific IR computing the thread's global index ``%g.t`` and the grid's ``%g.stride`` (both i64)."""

    lines: tuple[str, ...]


def gridstride_body(spec: KernelSpec, stage: StageSpec, precision: str, sizes: Mapping[str, int],
                    prologue: Prologue, values: Mapping[str, str], casts: Sequence[str],
                    partials_type: str, loop_id: int, one_point: bool = True, order: str = ROW_MAJOR) -> list[str]:
    """The body (after ``define ... {``) of a GPU entry point, as lines.

    ``casts`` are lines placed in the entry block (e.g. address-space casts of
    the array parameters to the generic pointers stage functions take);
    ``values`` maps an argument to the IR value passed to the stage function;
    ``loop_id`` is this stage's loop metadata id (see :func:`loop_metadata`);
    ``one_point=False`` gives an element-wise stage the grid-stride loop too (the
    entry shape before 2026-12-03, kept so a benchmark can set the two side by side); ``order`` is the
    order a one-point entry walks its points in (``common.ORDERS``: row-major; ``tiles``' 8 x 32 tiles in
    the last two dimensions, RAJAPerf's 2-D blocks; ``warprows``' one row per warp, which needs
    ``warp_rows_threads`` threads), ignored where it does not apply; the NVIDIA entry chooses it per
    stage by ``order.point_order``.
    Every local name and label starts with ``g.`` (spec argument names cannot
    contain a dot, so they never collide).
    """
    t = real_type(precision)
    space = resolved_space(spec, stage, sizes)
    count = point_count(space)
    reduce = stage.reduce is not None
    zero = precision_of(precision).zero
    lines = ["g.entry:"]
    lines += [f"  {l}" for l in prologue.lines]
    lines += [f"  {l}" for l in casts]
    if not reduce and one_point:
        # one thread per point: no loop (the launcher's grid covers the space)
        if order == WARP_ROWS and warp_rows_apply(space):
            guard, any_, idx_lines, idx = warp_rows_ir("%g.t", space, prefix="g.i")
        else:
            idx_lines, idx = (tiled_unflatten_ir if order == TILED else unflatten_ir)("%g.t", space, prefix="g.i")
            guard, any_ = [f"%g.any = icmp ult i64 %g.t, {count}"], "%g.any"
        return lines + [f"  {l}" for l in guard] + [f"  br i1 {any_}, label %g.point, label %g.done",
                        "g.point:", *[f"  {l}" for l in idx_lines],
                        f"  {stage_call(spec, stage, precision, idx, values)}", "  br label %g.done",
                        "g.done:", "  ret void", "}"]
    lines += [f"  %g.any = icmp ult i64 %g.t, {count}", "  br i1 %g.any, label %g.loop, label %g.done", "g.loop:",
              "  %g.flat = phi i64 [ %g.t, %g.entry ], [ %g.flat.next, %g.loop ]"]
    if reduce:
        lines.append(f"  %g.acc = phi {t} [ {zero}, %g.entry ], [ %g.acc.next, %g.loop ]")
    idx_lines, idx = unflatten_ir("%g.flat", space, prefix="g.i")
    lines += [f"  {l}" for l in idx_lines]
    if reduce:
        lines.append(f"  {stage_call(spec, stage, precision, idx, values, result='%g.contrib')}")
        lines.append(f"  %g.acc.next = fadd {t} %g.acc, %g.contrib")
    else:
        lines.append(f"  {stage_call(spec, stage, precision, idx, values)}")
    lines += ["  %g.flat.next = add nuw i64 %g.flat, %g.stride",
              f"  %g.more = icmp ult i64 %g.flat.next, {count}",
              f"  br i1 %g.more, label %g.loop, label %g.done, !llvm.loop !{loop_id}",
              "g.done:"]
    if reduce:
        lines += [f"  %g.sum = phi {t} [ {zero}, %g.entry ], [ %g.acc.next, %g.loop ]",
                  f"  %g.slot = getelementptr inbounds {t}, {partials_type} %partials, i64 %g.t",
                  f"  store {t} %g.sum, {partials_type} %g.slot"]
    lines += ["  ret void", "}"]
    return lines


def zext_mul_add(a: str, b: str, c: str, out: str) -> list[str]:
    """``out = zext(a) * zext(b) + zext(c)`` as i64, from i32 values (c may be None for no addend)."""
    lines = [f"{out}.a = zext i32 {a} to i64", f"{out}.b = zext i32 {b} to i64"]
    if c:
        lines += [f"{out}.m = mul nuw nsw i64 {out}.a, {out}.b", f"{out}.c = zext i32 {c} to i64",
                  f"{out} = add nuw nsw i64 {out}.m, {out}.c"]
    else:
        lines += [f"{out} = mul nuw nsw i64 {out}.a, {out}.b"]
    return lines
