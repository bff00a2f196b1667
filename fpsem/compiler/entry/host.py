"""Host (CPU) entry points: a plain loop nest over each stage's iteration space.

For stage ``s`` of kernel ``k`` the entry ``@k_s_entry`` takes the spec's
parameters (arrays as ``ptr``) and, for a reduce stage, ``ptr %partials``; it
calls ``@k_s`` at every point, outermost dimension first and the last (the
contiguous one) innermost.  A reduce entry adds the contributions in index
order into one accumulator starting at zero and stores it to ``partials[0]``:
the host's launch configuration is one thread.  The loop bounds are the
stage's space at the given sizes, baked in as constants.

The emulation of a GPU (``gpu_units``: the GPU's SM/CU count) runs a reduce stage in the GPU's
order instead: the entry loops over the threads of the grid fpsem's launcher gives the stage
on that GPU (``launch.launch_config``), each running the GPU entry's own body
(``gridstride.gridstride_body``: its points ``t, t + stride, ...`` into an accumulator from zero)
and storing ``partials[t]``; the runner adds the partials in index order as the CUDA launcher
does.  A thread that had one point stores that point's contribution -- with ``contract`` an
FMA into zero, not into the running sum -- which is what the GPU computes.
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
    """Partial slots of a stage's host entry: the threads of the GPU's reduction grid when emulating a GPU
    with ``gpu_units`` SMs/CUs, else 1 (an element-wise stage has none to sum: 1)."""
    if stage.reduce is None or gpu_units is None:
        return 1
    return launch_config(point_count(resolved_space(spec, stage, sizes)), reduce=True, sm_count=gpu_units).threads


def gpu_order_entry_ir(spec: KernelSpec, stage: StageSpec, precision: str, sizes: Mapping[str, int], threads: int,
                       loop_id: int) -> list[str]:
    """A reduce stage's host entry in the GPU's order (module docstring): ``@<entry>.thread`` is the GPU
    entry's body for thread ``%g.t`` of ``threads``; the entry calls it for every thread."""
    params = entry_params(spec, stage, precision)
    name = entry_name(spec, stage)
    attrs = param_list(params, _attrs(spec, stage))
    body = gridstride_body(spec, stage, precision, sizes, Prologue((f"%g.stride = add i64 0, {threads}",)), {}, (),
                           "ptr", loop_id)
    call = ", ".join(f"{p.ir_type} %{p.name}" for p in params)
    return ([f"define internal void @{name}.thread(i64 %g.t, {attrs}) {{", *body,
             f"; {spec.key} stage {stage.name!r}: the GPU's reduction order, {threads} threads, one partial each",
             f"define void @{name}({attrs}) {{", "entry:", "  br label %t.loop", "t.loop:",
             "  %t = phi i64 [ 0, %entry ], [ %t.next, %t.loop ]", f"  call void @{name}.thread(i64 %t, {call})",
             "  %t.next = add nuw i64 %t, 1", f"  %t.more = icmp ult i64 %t.next, {threads}",
             "  br i1 %t.more, label %t.loop, label %t.done", "t.done:", "  ret void", "}"])


def host_wrapper_ir(spec: KernelSpec, precision: str, sizes: Mapping[str, int], gpu_units: int | None = None) -> str:
    """A module with every stage's host entry point, declaring the stage functions it calls
    (``gpu_units``: reduce stages in that GPU's order, see the module docstring)."""
    out = [f"; host entry points for kernel {spec.key} ({precision}), generated by fpsem.compiler.entry.host", ""]
    for stage in spec.stages:
        out.append(stage_declaration(spec, stage, precision))
    out.append("")
    gpu_order = [s for s in spec.stages if gpu_threads(spec, s, sizes, gpu_units) > 1]
    for stage in spec.stages:
        if stage in gpu_order:
            out += gpu_order_entry_ir(spec, stage, precision, sizes, gpu_threads(spec, stage, sizes, gpu_units),
                                      gpu_order.index(stage) + 1) + [""]
        else:
            out += host_entry_ir(spec, stage, precision, sizes) + [""]
    if gpu_order:
        out += loop_metadata(len(gpu_order))
    return "\n".join(out)


def host_source(spec: KernelSpec, kernel_text: str, precision: str, sizes: Mapping[str, int],
                gpu_units: int | None = None) -> Source:
    """The :class:`fpsem.compiler.abi.Source` of the host variant: kernel IR, entry IR, entry points.

    Stage functions and finalize functions stay visible (the host runner calls
    finalize itself after summing the partials).  ``gpu_units``: the emulation of a GPU with
    that many SMs/CUs (reduce stages in its order, ``EntryPoint.partials`` slots each).
    """

    entries = tuple(
        EntryPoint(entry_name(spec, s), s.name,
                   tuple(EntryParam(p.name, p.kind, p.ir_type) for p in entry_params(spec, s, precision)),
                   reduce=s.reduce is not None, partials=gpu_threads(spec, s, sizes, gpu_units))
        for s in spec.stages)
    finals = tuple(sorted({s.finalize for s in spec.stages if s.finalize}))
    return Source(kernel_text, host_wrapper_ir(spec, precision, sizes, gpu_units), entries, exports=finals)

