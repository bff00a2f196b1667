"""Host (CPU) entry points: a plain loop nest over each stage's iteration space.

For stage ``s`` of kernel ``k`` the entry ``@k_s_entry`` takes the spec's
parameters (arrays as ``ptr``) and, for a reduce stage, ``ptr %partials``; it
calls ``@k_s`` at every point, outermost dimension first and the last (the
contiguous one) innermost.  A reduce entry adds the contributions in index
order into one accumulator starting at zero and stores it to ``partials[0]``:
the host's launch configuration is one thread.  The loop bounds are the
stage's space at the given sizes, baked in as constants.

The emulation of a GPU (``gpu_units``: the GPU's SM/CU count) runs every stage in the GPU's
shape instead: the entry loops over the threads of the grid fpsem's launcher gives the stage on
that GPU (``launch.launch_config``: one thread per point, a reduction's grid bounded), each
calling an out-of-line copy of the GPU entry's own body (``gridstride.gridstride_body``).  So
the target's optimizer works on what it works on for the GPU: a point, or a reduction thread's
grid-stride loop -- not a loop over every point, from which LICM would hoist an ``arcp``
reciprocal of an invariant divisor that the GPU computes as a division.  A reduce thread adds
its points ``t, t + stride, ...`` into an accumulator from zero and stores ``partials[t]``; the
runner adds the partials in index order as the CUDA launcher does (with ``contract``, a
thread's one point is an FMA into zero, not into the running sum, as on the GPU).
"""

from __future__ import annotations

from collections.abc import Mapping

from fpsem.compiler.abi import EntryParam, EntryPoint, Source
from fpsem.compiler.entry.common import (
    entry_name,
    entry_params,
    param_list,
    point_count,
    real_type,
    resolved_space,
    stage_call,
    stage_declaration,
)
from fpsem.compiler.entry.gridstride import Prologue, gridstride_body, loop_metadata
from fpsem.compiler.entry.launch import launch_config
from fpsem.core.precision import precision_of
from fpsem.kernels.spec import KernelSpec, StageSpec


def _attrs(spec: KernelSpec, stage: StageSpec) -> dict[str, str]:
    a = {p.name: "noalias" for p in spec.params if p.is_array and p.noalias}
    if stage.reduce is not None:
        a["partials"] = "noalias"
    return a


def host_entry_ir(spec: KernelSpec, stage: StageSpec, precision: str, sizes: Mapping[str, int]) -> list[str]:
    """The ``define`` of one stage's host entry point, as lines."""
    t = real_type(precision)
    space = resolved_space(spec, stage, sizes)
    reduce = stage.reduce is not None
    params = entry_params(spec, stage, precision)
    lines = [f"; {spec.key} stage {stage.name!r}: loops over "
             + " x ".join(f"[{lo}, {hi})" for lo, hi in space) + (", summing contributions in index order" if reduce else ""),
             f"define void @{entry_name(spec, stage)}({param_list(params, _attrs(spec, stage))}) {{",
             "entry:"]
    if reduce:
        lines += [f"  %acc = alloca {t}", f"  store {t} {precision_of(precision).zero}, ptr %acc"]
    empty = any(hi <= lo for lo, hi in space)
    d = len(space)
    lines.append(f"  br label %{'done' if empty else 'd0'}")
    if not empty:
        for k, (lo, _) in enumerate(space):
            pred = "entry" if k == 0 else f"d{k - 1}"
            lines += [f"d{k}:", f"  %i{k} = phi i64 [ {lo}, %{pred} ], [ %i{k}.next, %d{k}.latch ]"]
            if k < d - 1:
                lines.append(f"  br label %d{k + 1}")
        idx = [f"%i{k}" for k in range(d)]
        if reduce:
            lines += [f"  {stage_call(spec, stage, precision, idx, result='%contrib')}",
                      f"  %acc.old = load {t}, ptr %acc",
                      f"  %acc.new = fadd {t} %acc.old, %contrib",
                      f"  store {t} %acc.new, ptr %acc"]
        else:
            lines.append(f"  {stage_call(spec, stage, precision, idx)}")
        lines.append(f"  br label %d{d - 1}.latch")
        for k in range(d - 1, -1, -1):
            _, hi = space[k]
            after = "done" if k == 0 else f"d{k - 1}.latch"
            lines += [f"d{k}.latch:",
                      f"  %i{k}.next = add nuw nsw i64 %i{k}, 1",
                      f"  %d{k}.more = icmp slt i64 %i{k}.next, {hi}",
                      f"  br i1 %d{k}.more, label %d{k}, label %{after}"]
    lines.append("done:")
    if reduce:
        lines += [f"  %sum = load {t}, ptr %acc", f"  store {t} %sum, ptr %partials"]
    lines += ["  ret void", "}"]
    return lines


def gpu_threads(spec: KernelSpec, stage: StageSpec, sizes: Mapping[str, int], gpu_units: int | None) -> int:
    """Threads of the grid fpsem's launcher gives the stage on a GPU with ``gpu_units`` SMs/CUs (one per point,
    a reduction's bounded); 1 on the host (``gpu_units`` None)."""
    if gpu_units is None:
        return 1
    points = point_count(resolved_space(spec, stage, sizes))
    return launch_config(points, reduce=stage.reduce is not None, sm_count=gpu_units).threads


def gpu_order_entry_ir(spec: KernelSpec, stage: StageSpec, precision: str, sizes: Mapping[str, int], threads: int,
                       loop_id: int) -> list[str]:
    """A stage's host entry in the GPU's shape (module docstring): ``@<entry>.thread`` is the GPU entry's
    body for thread ``%g.t`` of ``threads``, kept out of line (``noinline``) so that the target's optimizer
    sees it as it sees the GPU entry -- no loop over the points around it to hoist from; the entry calls it
    for every thread."""
    params = entry_params(spec, stage, precision)
    name = entry_name(spec, stage)
    attrs = param_list(params, _attrs(spec, stage))
    body = gridstride_body(spec, stage, precision, sizes, Prologue((f"%g.stride = add i64 0, {threads}",)), {}, (),
                           "ptr", loop_id)
    call = ", ".join(f"{p.ir_type} %{p.name}" for p in params)
    return ([f"; {spec.key} stage {stage.name!r} in the GPU's shape: {threads} threads"
             + (", one partial each" if stage.reduce is not None else ""),
             f"define internal void @{name}.thread(i64 %g.t, {attrs}) noinline {{", *body,
             # local names with a dot: spec argument names never have one
             f"define void @{name}({attrs}) {{", "g.top:", "  br label %g.threads", "g.threads:",
             "  %g.tid = phi i64 [ 0, %g.top ], [ %g.tid.next, %g.threads ]",
             f"  call void @{name}.thread(i64 %g.tid, {call})",
             "  %g.tid.next = add nuw i64 %g.tid, 1", f"  %g.tid.more = icmp ult i64 %g.tid.next, {threads}",
             "  br i1 %g.tid.more, label %g.threads, label %g.end", "g.end:", "  ret void", "}"])


def host_wrapper_ir(spec: KernelSpec, precision: str, sizes: Mapping[str, int], gpu_units: int | None = None) -> str:
    """A module with every stage's host entry point, declaring the stage functions it calls
    (``gpu_units``: every stage in that GPU's shape, see the module docstring)."""
    out = [f"; host entry points for kernel {spec.key} ({precision}), generated by fpsem.compiler.entry.host", ""]
    for stage in spec.stages:
        out.append(stage_declaration(spec, stage, precision))
    out.append("")
    for k, stage in enumerate(spec.stages, start=1):
        if gpu_units is None:
            out += host_entry_ir(spec, stage, precision, sizes) + [""]
        else:
            out += gpu_order_entry_ir(spec, stage, precision, sizes, gpu_threads(spec, stage, sizes, gpu_units),
                                      k) + [""]
    if gpu_units is not None:
        out += loop_metadata(len(spec.stages))
    return "\n".join(out)


def host_source(spec: KernelSpec, kernel_text: str, precision: str, sizes: Mapping[str, int],
                gpu_units: int | None = None) -> Source:
    """The :class:`fpsem.compiler.abi.Source` of the host variant: kernel IR, entry IR, entry points.

    Stage functions and finalize functions stay visible (the host runner calls
    finalize itself after summing the partials).  ``gpu_units``: the emulation of a GPU with
    that many SMs/CUs (every stage in its shape; a reduce stage with ``EntryPoint.partials`` slots).
    """

    entries = tuple(
        EntryPoint(entry_name(spec, s), s.name,
                   tuple(EntryParam(p.name, p.kind, p.ir_type) for p in entry_params(spec, s, precision)),
                   reduce=s.reduce is not None,
                   partials=gpu_threads(spec, s, sizes, gpu_units) if s.reduce is not None else 1)
        for s in spec.stages)
    finals = tuple(sorted({s.finalize for s in spec.stages if s.finalize}))
    return Source(kernel_text, host_wrapper_ir(spec, precision, sizes, gpu_units), entries, exports=finals)

