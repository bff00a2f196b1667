"""A reference for any kernel from its strict IR: the mpmath interpreter run over the spec's stages.

One repetition: every stage once, in order, each over its whole iteration space
(last dimension innermost), exactly as the host entry points do; a reduce stage's
contributions are summed exactly in index order, ``finalize`` applied to the sum, and
the value stored in the stage's ``result`` argument (starting from zero, one
repetition). The outputs are the elements the run wrote (``out``/``inout`` arrays)
and the results.

Sampling: a kernel with a single, non-reducing stage is sampled by iteration
points (a seeded sample of the flattened space); the outputs are then the elements
those points wrote -- sound when no two points write the same element, which the
run checks on the sample. Any other kernel runs every point, and refuses a run
larger than ``max_points`` (use a smaller ``--size`` or a hand-written reference).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from fpsem.accuracy.handwritten import InputValues
from fpsem.accuracy.sampling import sample_indices
from fpsem.core.errors import UsageError
from fpsem.floats.exact import Exact, ExactContext
from fpsem.ir.interp import Interpreter, InterpreterError, Pointer
from fpsem.kernels.spec import KernelSpec, StageSpec, stage_space

DEFAULT_MAX_POINTS = 200_000


@dataclass(frozen=True)
class OutputValues:
    """Exact values of one output at the indices computed, and how many elements were sampled from."""

    indices: np.ndarray
    values: tuple[Exact, ...]
    population: int


def ir_fingerprint(ir_text: str) -> str:
    return hashlib.sha256(ir_text.encode()).hexdigest()[:16]


def _points(space: tuple[tuple[int, int], ...]) -> int:
    n = 1
    for lo, hi in space:
        n *= max(hi - lo, 0)
    return n


def _unflatten(flat: int, space: tuple[tuple[int, int], ...]) -> list[int]:
    idx = []
    for lo, hi in reversed(space):
        e = hi - lo
        idx.append(lo + flat % e)
        flat //= e
    return idx[::-1]


def _stage_args(spec: KernelSpec, ptrs: Mapping[str, Pointer], scalars: Mapping[str, object]) -> list:
    return [ptrs[a.name] if a.is_array else scalars[a.name] for a in spec.params]


def interpret_kernel(spec: KernelSpec, ir_text: str, ctx: ExactContext, values: InputValues,
                     sizes: Mapping[str, int], sample_limit: int, seed: int,
                     max_points: int = DEFAULT_MAX_POINTS, name: str = "<ir>") -> dict[str, OutputValues]:
    """Run one repetition of the kernel in the interpreter; exact output values by output name."""
    interp = Interpreter(ir_text, ctx, name)
    elem = "double" if ctx.fmt.bits == 64 else "float"
    ptrs: dict[str, Pointer] = {}
    scalars: dict[str, object] = {}
    for a in spec.params:
        v = values[a.name]
        if a.is_array:
            arr = np.asarray(v)
            ptrs[a.name] = (interp.memory.add_int(a.name, arr, a.type) if a.is_int
                            else interp.memory.add_real_array(a.name, arr, ctx, elem))
        else:
            scalars[a.name] = int(v) if a.is_int else ctx.exact(float(v))
    results: dict[str, Exact] = {}
    sampled_points: int | None = None
    single = len(spec.stages) == 1 and spec.stages[0].reduce is None
    total = sum(_points(stage_space(spec, s, sizes)) for s in spec.stages)
    for stage in spec.stages:
        space = stage_space(spec, stage, sizes)
        n = _points(space)
        if single and n > sample_limit:
            flats = sample_indices(np.arange(n, dtype=np.int64), sample_limit, seed, stage.name)
            sampled_points = n
        else:
            if total > max_points:
                raise UsageError(
                    f"kernel {spec.key}: the interpreter reference would run {total} points (limit {max_points}); "
                    f"use a smaller --size or a hand-written reference in accuracy/{spec.key}.py")
            flats = np.arange(n)
        args = _stage_args(spec, ptrs, scalars)
        fname = spec.function_name(stage)
        if stage.reduce is None:
            _run_points(interp, fname, space, flats, args, sampled=sampled_points is not None)
        else:
            results[stage.result or ""] = _reduce(interp, spec, stage, space, flats, args, ctx)
    return _collect(spec, interp, results, sampled_points, ctx)


def _run_points(interp: Interpreter, fname: str, space, flats, args: list, sampled: bool) -> None:
    for f in flats:
        point = _unflatten(int(f), space)
        if sampled:
            # sampling by points is sound only if no two points write one element: checked on the sample
            interp.memory.track_writers(f"point {tuple(point)}")
        try:
            interp.call(fname, point + args)
        except InterpreterError as e:
            if sampled and "written by both" in str(e):
                raise UsageError(f"{e}: the interpreter cannot sample this kernel by points; "
                                 f"use a smaller --size or a hand-written reference") from None
            raise


def _reduce(interp: Interpreter, spec: KernelSpec, stage: StageSpec, space, flats, args: list,
            ctx: ExactContext) -> Exact:
    total = ctx.zero()
    for f in flats:
        total = ctx.add(total, interp.call(spec.function_name(stage), _unflatten(int(f), space) + args))
    if stage.finalize:
        total = interp.call(stage.finalize, [total] + args)
    return ctx.add(ctx.zero(), total)  # the result starts at zero and one repetition adds to it


def _collect(spec: KernelSpec, interp: Interpreter, results: Mapping[str, Exact],
             sampled_points: int | None, ctx: ExactContext) -> dict[str, OutputValues]:
    out: dict[str, OutputValues] = {}
    for a in spec.args:
        if a.role == "result":
            if a.name not in results:
                raise InterpreterError(f"kernel {spec.key}: no stage computed result {a.name!r}")
            out[a.name] = OutputValues(np.array([0], dtype=np.int64), (results[a.name],), 1)
        elif a.role in ("out", "inout"):
            buf = interp.memory.buffer(a.name)
            idx = np.flatnonzero(buf.written).astype(np.int64)
            vals = tuple(buf.data[i] for i in idx) if not a.is_int else tuple(
                ctx.exact(_signed(int(buf.data[i]), buf.elem.bits)) for i in idx)  # an integer: the real it is
            out[a.name] = OutputValues(idx, vals, sampled_points if sampled_points is not None else len(idx))
    return out


def _signed(v: int, bits: int) -> int:
    """The two's-complement value of an integer buffer's element (kept as its low ``bits`` bits)."""
    return v - (1 << bits) if v >= 1 << (bits - 1) else v
