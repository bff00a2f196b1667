"""What every entry-point generator shares (host, NVPTX, AMDGPU): the launch ABI of kernels/README.md.

An entry point ``@<kernel>_<stage>_entry`` takes every spec argument that is a
parameter (arrays, real and integer scalars; not ``result`` arguments), in
spec order, then ``ptr %partials`` for a reduce stage, and calls the stage
function for each point of the stage's iteration space.  This module gives
the pieces as text and plain data: parameter lists and types per precision,
the stage function's declaration and call, and the flattening of an iteration
space (last dimension fastest) that grid-stride GPU loops walk.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from fpsem.core.precision import precision_of
from fpsem.kernels.spec import ArgSpec, KernelSpec, StageSpec, stage_space


@dataclass(frozen=True)
class Param:
    """One entry-point parameter: the spec argument's name, its kind and IR type."""

    name: str
    kind: str  # array | real | i64 | partials
    ir_type: str  # "ptr", "ptr addrspace(1)", "double", "float", "i64"


# The orders a one-point NVIDIA entry can walk its stage's points in (``order.point_order`` chooses one):
# the flat row-major order, 8 x 32 tiles (``tiles``), or one row per warp (``warprows``).
ROW_MAJOR = "row-major"
TILED = "tiled"
WARP_ROWS = "warp-rows"
ORDERS = (ROW_MAJOR, TILED, WARP_ROWS)


def real_type(precision: str) -> str:
    """``double`` for f64, ``float`` for f32."""
    return precision_of(precision).ir_type


def arg_kind(arg: ArgSpec) -> str:
    """``array``, ``real`` or ``i64``."""
    if arg.is_array:
        return "array"
    return "i64" if arg.type == "i64" else "real"


def stage_param_type(arg: ArgSpec, precision: str) -> str:
    """The type of ``arg`` in the stage function (always generic ``ptr`` for arrays)."""
    k = arg_kind(arg)
    return "ptr" if k == "array" else ("i64" if k == "i64" else real_type(precision))


def entry_params(spec: KernelSpec, stage: StageSpec, precision: str,
                 array_type: Callable[[ArgSpec], str] = lambda a: "ptr",
                 partials_type: str = "ptr") -> list[Param]:
    """The entry point's parameters: spec arguments in order, then ``partials`` for a reduce stage.

    ``array_type`` gives an array argument's pointer type on the target (e.g.
    ``ptr addrspace(1)``; constant arrays ``ptr addrspace(4)`` on NVIDIA).
    """
    out = []
    for a in spec.params:
        k = arg_kind(a)
        out.append(Param(a.name, k, array_type(a) if k == "array" else stage_param_type(a, precision)))
    if stage.reduce is not None:
        out.append(Param("partials", "partials", partials_type))
    return out


def entry_name(spec: KernelSpec, stage: StageSpec) -> str:
    return f"{spec.function_name(stage)}_entry"


def param_list(params: Sequence[Param], attrs: Mapping[str, str] | None = None) -> str:
    """``ptr noalias %a, double %s, ...`` for a ``define`` line (``attrs``: name -> attributes)."""
    a = attrs or {}
    return ", ".join(f"{p.ir_type}{(' ' + a[p.name]) if a.get(p.name) else ''} %{p.name}" for p in params)


def stage_return_type(stage: StageSpec, precision: str) -> str:
    return real_type(precision) if stage.reduce is not None else "void"


def stage_declaration(spec: KernelSpec, stage: StageSpec, precision: str) -> str:
    """``declare <ret> @<kernel>_<stage>(i64, ..., <arg types>)``."""
    types = ["i64"] * len(stage.space) + [stage_param_type(a, precision) for a in spec.params]
    return f"declare {stage_return_type(stage, precision)} @{spec.function_name(stage)}({', '.join(types)})"


def stage_call(spec: KernelSpec, stage: StageSpec, precision: str, indices: Sequence[str],
               values: Mapping[str, str] | None = None, result: str | None = None) -> str:
    """One ``call`` of the stage function at point ``indices`` (IR values, outermost first).

    ``values`` maps an argument to the IR value passed for it (default ``%<name>``;
    GPU entries pass their address-space-cast generic pointers here).
    """
    if len(indices) != len(stage.space):
        raise ValueError(f"stage {stage.name} has {len(stage.space)} dimension(s), got {len(indices)} indices")
    v = values or {}
    ops = [f"i64 {i}" for i in indices]
    ops += [f"{stage_param_type(a, precision)} {v.get(a.name, '%' + a.name)}" for a in spec.params]
    call = f"call {stage_return_type(stage, precision)} @{spec.function_name(stage)}({', '.join(ops)})"
    return f"{result} = {call}" if result else call


# ----------------------------------------------------------------------------- iteration spaces

def resolved_space(spec: KernelSpec, stage: StageSpec, sizes: Mapping[str, int]) -> tuple[tuple[int, int], ...]:
    """The stage's [lo, hi) bounds at ``sizes`` (entry points bake them in as constants)."""
    return stage_space(spec, stage, sizes)


def extents(space: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    return tuple(max(hi - lo, 0) for lo, hi in space)


def point_count(space: Sequence[tuple[int, int]]) -> int:
    """How many points the space has (the flat index runs over [0, point_count))."""
    n = 1
    for e in extents(space):
        n *= e
    return n


def unflatten(flat: int, space: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """The point of ``space`` with flat index ``flat`` (last dimension fastest): the reference
    for :func:`unflatten_ir`."""
    ext = extents(space)
    idx = []
    for (lo, _), e in zip(reversed(space), reversed(ext)):
        idx.append(lo + flat % e)
        flat //= e
    return tuple(reversed(idx))


def unflatten_ir(flat: str, space: Sequence[tuple[int, int]], prefix: str = "i") -> tuple[list[str], list[str]]:
    """IR lines computing the point's indices from the flat index value ``flat``.

    Returns (lines, index values outermost first); the values are named
    ``%<prefix>0``, ``%<prefix>1``, ...  The last dimension is the fastest
    (contiguous), so neighbouring flat indices touch neighbouring memory.
    """
    ext = extents(space)
    d = len(space)
    lines: list[str] = []
    names = [f"%{prefix}{k}" for k in range(d)]
    rest = flat
    for k in range(d - 1, -1, -1):
        lo = space[k][0]
        if k == 0:
            off = rest
        else:
            off = f"%{prefix}{k}.off"
            lines.append(f"{off} = urem i64 {rest}, {ext[k]}")
            nxt = f"%{prefix}{k}.rest"
            lines.append(f"{nxt} = udiv i64 {rest}, {ext[k]}")
            rest = nxt
        lines.append(f"{names[k]} = add nuw nsw i64 {off}, {lo}")
    return lines, names
