"""The tracer's output (``fpsem.ir.trace``) in the form the performance model reads.

:func:`stage_traces` traces each entry point of a built variant on its launch (the runner's
grid, block and warp width on the target) with the spec's RAJAPerf inputs, and converts the
result into :class:`fpsem.speed.execution.StageTrace`: warp executions per IR block scaled to
the grid (``Trace.grid_blocks``), loop trips (``grid_loops``), and, per global load, store and
atomic, the lane addresses of every sampled warp's dynamic instances.

Which warps: every warp of the blocks that one SM/CU holds together (the launch's occupancy,
at least :data:`CORESIDENT_BLOCKS`; blocks ``0, U, 2U, ...`` with ``U`` units: they share an L1,
so the L1 analysis sees their reuse) and of :data:`SPREAD_BLOCKS` blocks spread evenly over the rest of the grid (so the
counts and the footprint represent the whole launch).  A loop that runs beyond
:data:`MAX_LOOP_TRIPS` per entry, or a sample that exceeds the step or time bounds, makes the
stage incomplete: the model then says that the counts cannot be sampled.

How: the whole blocks of the largest sample run first as one lock-step group; the sample the budget
affords is then cut out of that trace (every warp of such a group has the counts and accesses it has
alone), or, where it cannot be, a probe of warp 0 decides it.  :func:`shared_stage_traces` does this
once for several targets that run one IR on one grid, on the union of their samples.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from fpsem.compiler.build import CompiledVariant
from fpsem.core.precision import precision_of
from fpsem.ir.trace import Bounds, Launch, Sample, Trace, trace_kernel
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.spec import KernelSpec
from fpsem.speed.execution import Accesses, MemoryOp, StageTrace

CORESIDENT_BLOCKS = 4
SPREAD_BLOCKS = 4
# A whole block runs as one lock-step group: traced whole, it costs about 1.4 warps traced one by one (GEMM f64 at
# N = 1e6 on the development machine: 12 whole blocks of 8 warps 12.5 s, 9 single warps 6.7 s); 2 leaves a margin
WHOLE_BLOCK_WARPS = 2
# interpreter seconds per stage: loop-heavy kernels trace fewer warps (at least two).  12 s affords GEMM at N = 1e6
# (0.42 s per warp) its unit's eight co-resident blocks whole plus four spread ones; at 4 s it traced two plus two,
# and the L1 reuse between co-resident blocks (half of B's loads) went unseen
TRACE_BUDGET_S = 12.0
# What the budget is spent on is estimated from what the probe executed, not timed: a timed probe varied with the
# machine's load (0.04 s to 0.25 s for DAXPY's one warp), and with it the sample and the model's figures.  The
# figures: a warp-by-warp trace on the development machine at low load (load average 2): 0.04-0.06 s for a
# probe of a few dozen IR instructions (translating the module, binding the buffers), 0.39-0.46 s for GEMM's
# 12,646.
PROBE_BASE_S = 0.04
INSTRUCTION_S = 30e-6


def trace_budget() -> float:
    """The interpreter budget per stage: ``FPSEM_TRACE_BUDGET_S`` (seconds) or TRACE_BUDGET_S."""
    import os

    try:
        return max(0.1, float(os.environ.get("FPSEM_TRACE_BUDGET_S", TRACE_BUDGET_S)))
    except ValueError:
        return TRACE_BUDGET_S
MAX_LOOP_TRIPS = 1_000_000
BOUNDS = Bounds(max_steps=2_000_000, max_seconds=120.0, max_loop_trips=MAX_LOOP_TRIPS, max_accesses=4_000_000)
GLOBAL_SPACES = (0, 1)  # generic and global pointers; shared (3), constant (4) and local (5) stay in the SM
KINDS = {"load": "load", "gather": "load", "store": "store", "scatter": "store", "memset": "store",
         "memcpy": "store", "atomic": "atomic", "cmpxchg": "atomic"}


def sampled_blocks(blocks: int, units: int, coresident: int = CORESIDENT_BLOCKS,
                   spread: int = SPREAD_BLOCKS) -> list[int]:
    """Blocks ``0, U, 2U, ...`` (co-resident on one unit) and one at the middle of each of ``spread`` equal parts
    of the grid (not its ends: a grid's last block is often partial, and would weigh as a whole one)."""
    picked = {k * units for k in range(coresident) if k * units < blocks}
    picked |= {min(blocks - 1, int((k + 0.5) * blocks / spread)) for k in range(spread)}
    return sorted(picked) or [0]


@dataclass(frozen=True)
class _SpecKey:
    """A kernel spec as an lru_cache key: equal when key and source file are (the spec itself is not hashable)."""

    key: str
    where: str
    spec: KernelSpec = field(compare=False, hash=False)


@functools.lru_cache(maxsize=1)
def _cached_inputs(spec: _SpecKey, sizes: tuple[tuple[str, int], ...], precision: str) -> Mapping:
    # RAJAPerf's inputs where the kernel has them (the runner's default), else its first set (imported kernels)
    sets = spec.spec.input_sets
    return make_inputs(spec.spec, dict(sizes), precision, "rajaperf" if "rajaperf" in sets else sets[0], 0)


def _inputs(spec: KernelSpec, sizes: tuple[tuple[str, int], ...], precision: str) -> Mapping:
    """The kernel's inputs (RAJAPerf's where it has them), kept for the last kernel, size and precision (a
    suite's profiles and targets trace the same inputs; at N = 1.6e7 making them costs seconds)."""
    return _cached_inputs(_SpecKey(spec.key, str(getattr(spec, "path", "")), spec), sizes, precision)


def sample_warps(blocks: int, per_block: int, units: int, afford: int, resident: int = CORESIDENT_BLOCKS
                 ) -> tuple[int, ...]:
    """The warps to trace when ``afford`` warps fit the budget: whole blocks when they fit -- every block one unit
    holds at once (``resident``: they share its L1, so the L1 analysis sees all of its reuse) and four spread over
    the grid, else 4 + 4, 2 + 2, 1 + 1 -- a whole block costing :data:`WHOLE_BLOCK_WARPS` warps (it runs lock-step);
    else the first warp of up to ``afford`` (at least 2) blocks, half of them co-resident on one unit and half
    spread."""
    plans = [(resident, SPREAD_BLOCKS)] if resident > CORESIDENT_BLOCKS else []
    for co, spread in plans + [(CORESIDENT_BLOCKS, SPREAD_BLOCKS), (2, 2), (1, 1)]:
        chosen = sampled_blocks(blocks, units, coresident=co, spread=spread)
        if len(chosen) * min(per_block, WHOLE_BLOCK_WARPS) <= afford:
            return tuple(b * per_block + w for b in chosen for w in range(per_block))
    # the first warp of co-resident blocks (0, U, 2U, ...: they share one L1, so its reuse stays visible) and of
    # blocks spread over the grid, half each
    n = max(2, min(afford, blocks))
    co_blocks = [k * units for k in range((n + 1) // 2) if k * units < blocks]
    rest = n - len(co_blocks)
    spread_blocks = [min(blocks - 1, int((k + 0.5) * blocks / rest)) for k in range(rest)] if rest > 0 else []
    return tuple(sorted({b * per_block for b in co_blocks + spread_blocks}))


def warp_cost(probe: Trace) -> float:
    """Interpreter seconds per warp, estimated from the IR instructions the probe's warps executed."""
    return _warp_cost(probe.traces)


def _warp_cost(traces: Sequence) -> float:
    n = max(1, len(traces))
    instructions = sum(b.executions * b.instructions for w in traces for b in w.blocks)
    return max((PROBE_BASE_S + instructions * INSTRUCTION_S) / n, 1e-4)


def whole_blocks(warps: Sequence[int], per_block: int) -> bool:
    """True when ``warps`` are every warp of the blocks they fall in."""
    blocks = {w // per_block for w in warps}
    return len(set(warps)) == len(blocks) * per_block


def _args(entry, inputs: Mapping, threads: int, dtype) -> dict:
    out = {}
    for p in entry.params:
        if p.kind == "array":
            out[p.name] = inputs[p.name]  # the tracer copies buffers into its own memory (write_back=False)
        elif p.kind == "partials":
            out[p.name] = np.zeros(threads, dtype)
        elif p.kind == "i64":
            out[p.name] = int(inputs[p.name])
        else:
            out[p.name] = float(inputs[p.name])
    return out


def stage_traces(variant: CompiledVariant, spec: KernelSpec, sizes: Mapping[str, int],
                 plan: Sequence[Mapping]) -> list[StageTrace]:
    """Trace every stage of ``plan`` (``fpsem.speed.traces.launch_plan``) on the variant's optimized IR."""
    return shared_stage_traces(variant, spec, sizes, [plan])[0]


def _launch_shape(st: Mapping) -> tuple:
    return st["entry"], int(st["threads"]), int(st["block"]), int(st["warp_size"])


def shared_stage_traces(variant: CompiledVariant, spec: KernelSpec, sizes: Mapping[str, int],
                        plans: Sequence[Sequence[Mapping]]) -> list[list[StageTrace]]:
    """:func:`stage_traces` of one variant for several plans at once: targets that run its IR on the same launch
    and differ in their units and the blocks one holds (the A2000 and the H100 build the same optimized IR).  A
    stage is traced once on the union of the plans' samples, and each plan's sample cut out of that trace -- what
    tracing it alone gives, as every warp of a lock-step group has the counts and accesses it has alone; a plan the
    union cannot serve (or a stage whose launches differ) is traced on its own."""
    inputs = _inputs(spec, tuple(sorted(sizes.items())), variant.precision)
    dtype = precision_of(variant.precision).dtype
    by_name = {e.name: e for e in variant.entries}
    out: list[list[StageTrace]] = [[] for _ in plans]
    for k, first in enumerate(plans[0]):
        stage = [p[k] for p in plans]
        groups = [list(range(len(plans)))] if all(_launch_shape(st) == _launch_shape(first) for st in stage) \
            else [[i] for i in range(len(plans))]
        for group in groups:
            st = stage[group[0]]
            entry = by_name[st["entry"]]
            block, threads = int(st["block"]), int(st["threads"])
            nblocks = -(-threads // block)
            launch = Launch.of(grid=nblocks, block=block, warp=int(st["warp_size"]))
            consts = {glob: np.asarray(inputs[arg]) for arg, glob in entry.constants}
            shapes = [(int(stage[i].get("units", 1)), int(stage[i].get("resident", CORESIDENT_BLOCKS))) for i in group]
            got = _optimistic(variant, entry, inputs, threads, dtype, launch, consts, nblocks, shapes)
            if len(shapes) > 1 and all(t is None for t in got):  # the union could not be traced: each on its own
                got = [_optimistic(variant, entry, inputs, threads, dtype, launch, consts, nblocks, [sh])[0]
                       for sh in shapes]
            for i, shape, t in zip(group, shapes, got):
                if t is None:
                    t = _probed(variant, entry, inputs, threads, dtype, launch, consts, nblocks, *shape)
                out[i].append(to_stage_trace(t, entry.name, threads, block))
    return out


def _probed(variant: CompiledVariant, entry, inputs: Mapping, threads: int, dtype, launch: Launch, consts: Mapping,
            nblocks: int, units: int, resident: int) -> Trace:
    """The sample the budget affords, decided by a probe: warp 0 traced alone first."""
    per_block = launch.warps_per_block
    probe = trace_kernel(variant.optimized_ir, entry.name, _args(entry, inputs, threads, dtype), launch,
                         Sample("explicit", warps=(0,)), BOUNDS, globals=consts, name=variant.name, uses=False)
    warps = sample_warps(nblocks, per_block, units, int(trace_budget() / warp_cost(probe)), resident)
    if not probe.status.complete or warps == (0,):
        return probe
    # whole blocks run as one lock-step group, all of them together where nothing in the code is shared within a
    # block: the same per-warp counts and accesses as warp by warp (no warp reads what another wrote), at about one
    # warp's interpreter cost
    return trace_kernel(variant.optimized_ir, entry.name, _args(entry, inputs, threads, dtype), launch,
                        Sample("explicit", warps=warps, whole_blocks=whole_blocks(warps, per_block), together=True),
                        BOUNDS, globals=consts, name=variant.name, uses=False)


def _optimistic(variant: CompiledVariant, entry, inputs: Mapping, threads: int, dtype, launch: Launch,
                consts: Mapping, nblocks: int, shapes: Sequence[tuple[int, int]]) -> list[Trace | None]:
    """Per (units, resident blocks) of ``shapes``, the sample :func:`stage_traces` takes, traced without its probe
    where it can be: the largest samples (the plans an unlimited budget affords), their union traced first, under
    bounds no looser than the probe's own (the group's block executions and recorded accesses bound what any one
    warp of it does alone).  A plan's sample stands when the trace ran to the end and warp 0's part of it -- what
    the probe would have traced: every warp of a lock-step group has the counts it has alone -- affords whole
    blocks of it; else None, and the probe decides as before."""
    from fpsem.ir.lanes import module_uses_block_scope
    from fpsem.ir.trace import _reachable_text

    none: list[Trace | None] = [None] * len(shapes)
    per_block = launch.warps_per_block
    # code with barriers or shared memory runs block by block (each block under the whole bound): not here
    if module_uses_block_scope(_reachable_text(variant.optimized_ir, entry.name, variant.name)):
        return none
    wanted = [sample_warps(nblocks, per_block, units, 1 << 40, resident) for units, resident in shapes]
    usable = [w != (0,) and whole_blocks(w, per_block) for w in wanted]
    if not any(usable):
        return none
    warps = tuple(sorted(set().union(*(w for w, ok in zip(wanted, usable) if ok))))
    n = len(warps)
    tight = replace(BOUNDS, max_steps=BOUNDS.max_steps // n, max_accesses=BOUNDS.max_accesses // n)
    if tight.max_steps < 1 or tight.max_accesses < 1:
        return none
    t = trace_kernel(variant.optimized_ir, entry.name, _args(entry, inputs, threads, dtype), launch,
                     Sample("explicit", warps=warps, whole_blocks=True, together=True), tight, globals=consts,
                     name=variant.name, uses=False)
    if not t.status.complete or not t.traces or t.traces[0].warp != 0 or t.scope != "block" or \
            (len(t.traces) != n):
        return none
    afford = int(trace_budget() / _warp_cost(t.traces[:1]))
    out: list[Trace | None] = []
    for (units, resident), ok in zip(shapes, usable):
        chosen = sample_warps(nblocks, per_block, units, afford, resident)
        if ok and chosen == warps:
            out.append(t)
        elif ok and whole_blocks(chosen, per_block) and set(chosen) <= set(warps):
            # fewer blocks than were traced (a smaller budget, or another plan's blocks beside them): their part of
            # this trace is what tracing them alone gives (each warp's counts and accesses are its own)
            out.append(_subset(t, chosen))
        else:
            out.append(None)
    return out


def _subset(t: Trace, warps: Sequence[int]) -> Trace:
    """``t`` (a lock-step sample of whole blocks, taken with ``uses=False``) restricted to ``warps``, every warp of
    some of its blocks: the trace a ``together`` sample of those blocks gives (each warp's counts, trips and accesses
    are the ones it has alone).  Its out-of-bounds records are those of the kept warps."""
    keep = set(warps)
    traces = tuple(w for w in t.traces if w.warp in keep)
    return replace(t, sample=replace(t.sample, warps=tuple(sorted(keep))), warps=tuple(w.warp for w in traces),
                   traces=traces, oob=tuple(o for o in t.oob if o.warp in keep), notes=())


def to_stage_trace(t, entry: str, threads: int, block: int) -> StageTrace:
    """A :class:`fpsem.ir.trace.Trace` as a StageTrace (only the entry function's own blocks: callees are inlined)."""
    if not t.status.complete:
        return StageTrace(entry, threads, t.launch.warp, tuple(t.warps), {}, complete=False,
                          reason=f"{t.status.reason}: {t.status.detail}", block=block)
    grid = t.grid_blocks()
    block_warps = {g.block: g.executions for g in grid if g.function == entry}
    block_lanes = {g.block: g.lanes for g in grid if g.function == entry}
    trips = {lp.header: lp.mean for lp in t.grid_loops() if lp.function == entry}
    buffers = {b.name: (int(b.base), int(b.bytes)) for b in t.buffers}
    names = {b.index: b.name for b in t.buffers}
    # module globals in constant memory (FIR's coefficients) are read through the constant cache, not the L1
    on_chip = {b.index for b in t.buffers if b.addrspace in (3, 4, 5) or b.kind in ("shared", "local")}
    inst = _instances(t.traces)
    mem = []
    for op in t.ops:
        kind = KINDS.get(op.kind)
        if kind is None or op.addrspace not in GLOBAL_SPACES or op.id not in inst:
            continue
        acc, regions = inst[op.id]
        reg = _most_common(regions)
        if reg in on_chip:
            continue
        mem.append(MemoryOp(f"{op.block}:{op.id}", op.block, kind, int(op.bytes or 0) or 4, names.get(reg, ""), acc))
    return StageTrace(entry, threads, t.launch.warp, tuple(t.warps), block_warps, block_lanes, trips, tuple(mem),
                      buffers, True, "", block)


def _instances(traces: Sequence) -> dict[int, tuple[Accesses, np.ndarray]]:
    """Per memory instruction id: its dynamic instances with an active lane (warp by warp in trace order, each
    warp's in stream order) and the buffer index of every active lane."""
    ms = [(int(w.warp), w.memory) for w in traces if len(w.memory)]
    if not ms:
        return {}
    first = ms[0][1]
    if first.group_addr is not None and all(m.group_addr is first.group_addr for _, m in ms):
        return _full_group_instances(ms)
    # every warp's stream at once, in trace order: rows with an active lane, grouped by instruction (stably: warp
    # by warp, each warp's rows in stream order)
    warp = np.concatenate([np.full(len(m.op), wid, np.int64) for wid, m in ms])
    row = np.concatenate([np.arange(len(m.op), dtype=np.int64) for _, m in ms])
    op = np.concatenate([m.op for _, m in ms])
    addr = np.concatenate([m.addr for _, m in ms])
    region = np.concatenate([m.region for _, m in ms])
    keep = np.flatnonzero((addr >= 0).any(axis=1))
    order = keep[np.argsort(op[keep], kind="stable")]
    ops = op[order]
    cuts = np.flatnonzero(np.diff(ops)) + 1
    out = {}
    for lo, hi in zip(np.r_[0, cuts], np.r_[cuts, ops.size]):
        sel = order[lo:hi]
        a = addr[sel]
        out[int(ops[lo])] = (Accesses(warp[sel], row[sel], a), region[sel][a >= 0])
    return out


def _full_group_instances(ms: Sequence[tuple[int, Any]]) -> dict[int, tuple[Accesses, np.ndarray]]:
    """:func:`_instances` of warps of one lock-step group in which every access had every lane (so every instance is
    active), taken from the group's (rows, warps, lanes) arrays in one gather per instruction.  Each instruction's
    instances come row by row, the warps of a row in trace order (the memory analysis sorts them as it needs)."""
    first = ms[0][1]
    ids, group_addr, group_region = first.op, first.group_addr, first.group_region
    cols = np.array([m.column for _, m in ms], np.intp)
    wids = np.array([wid for wid, _ in ms], np.int64)
    lanes = group_addr.shape[2]
    order = np.argsort(ids, kind="stable")
    sorted_ids = ids[order]
    cuts = np.flatnonzero(np.diff(sorted_ids)) + 1
    out = {}
    for lo, hi in zip(np.r_[0, cuts], np.r_[cuts, sorted_ids.size]):
        rows = order[lo:hi]
        at = np.ix_(rows, cols)
        a = group_addr[at].reshape(-1, lanes)
        warp, row, region = np.tile(wids, rows.size), np.repeat(rows.astype(np.int64), cols.size), group_region[at]
        on = a >= 0  # every lane took part: an address past 2^63 alone would read as inactive
        if not on.all():
            keep = on.any(axis=1)
            a, warp, row, region, on = a[keep], warp[keep], row[keep], region.reshape(-1, lanes)[keep], on[keep]
            if not a.size:
                continue
        out[int(sorted_ids[lo])] = (Accesses(warp, row, a), region.reshape(-1)[on.reshape(-1)] if not on.all()
                                    else region.reshape(-1))
    return out


def _most_common(values: np.ndarray) -> int:
    """The most frequent of small integers >= -1 (the first seen among equally frequent ones); -1 for none."""
    if not values.size:
        return -1
    counts = np.bincount(values.astype(np.int64) + 1)
    best = np.flatnonzero(counts == counts.max()) - 1
    return int(min(best, key=lambda v: int(np.argmax(values == v))))
