"""The trace-driven performance model: dynamic counts and traced addresses instead of static code.

Per stage (entry point), from its :class:`~fpsem.speed.execution.StageTrace` and the variant's
machine blocks (``Metrics.blocks``):

* **work** (:func:`fpsem.speed.execution.dynamic_work`): every machine block's instructions times
  the executions the trace counted for its IR block -- warp instructions issued, FP64/FP32 pipe
  slots, special-function ops, global load/store/atomic requests;
* **memory** (:func:`fpsem.speed.memtrace.summarize`): sectors and lines per request, L1 hits,
  the bytes that reach the L2 and DRAM, the footprint, same-address atomics;
* **latency** (Little's law): one warp's serial time is the sum over the blocks it executes of
  each block's critical path (``chain``: dependent instructions at the target's latencies, loads
  at the latency of the level that serves them, weighted by the traced hit rates); a unit runs
  its resident warps side by side, so the stage takes at least ``waves x`` that time.

Terms (seconds), with ``U`` units at clock ``f``:

=========  =====================================================================
launch     ``launch_us`` (first stage), ``launch_next_us`` (later stages)
blocks     ``ceil(blocks / U) * block_ns``
issue      warp instructions / (``issue_per_clk`` x U x f)
FP64/FP32  pipe slots x warp size / (TFLOP/s / 2)
SFU        special-function ops x warp size / (FP32 rate x ``sfu_per_fp32``)
L1         sum over requests of max(bank cycles, lines x ``l1_cycles_per_line``, bytes / ``l1_bytes_per_clk``,
           ``l1_miss_cycles`` if a load's sector is not settled in the L1 and the stage reads DRAM) / (U x f)
L2         bytes reaching the L2 / ``l2_gbs``
DRAM       DRAM bytes / ``bandwidth_gbs``
atomics    most lane atomics on one address x ``atomic_same_ns`` + all lane atomics / ``atomic_gops``
latency    waves x the mean warp's serial time
=========  =====================================================================

combined as ``launch + max((max(DRAM, L2, L1)^p + latency^p)^(1/p) + start, fill + max(issue + blocks, FP64,
FP32, SFU, atomics))``; stages add up (``start``: ``cold_start_us`` where the stage reads DRAM, else 0).
The L1 is the memory system's first level: every load's request passes it, and the warps' serial time
includes the time their loads wait there, so its throughput term overlaps the latency term as the L2's and
DRAM's bandwidths do, not as a pipe beside them.
(Two structural changes were made after validations, before the bands they quote were computed: say so when
quoting them.  The static model took the blocks term alone inside the max; the first traced validation showed
short-block kernels (LTIMES at nd = 6) paying the block overhead on top of their issue time.  The L1 sat among
the pipes, beside the memory system, until the H200 run of 2026-12-04 00:35 UTC showed the tiled GEMM -- the
one L1-bound suite kernel whose latency term is a third of its L1 term -- 1.15-1.58x slower than that max; the
exponent is the copies' ``p``, not fitted to it.)
``p``, the bandwidths and the latencies were fitted to the calibration copies through the static model's
equations (:func:`fpsem.speed.model.stage_time`); the start-up, through these (the copies' terms as a trace
would give them, :func:`fpsem.speed.calibrate.copy_stage`): on the H200's copies the two differ by 3-9 % at
64 MiB and more, which a refit of all memory figures through these equations would remove.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from fpsem.compiler.backends import backend_for
from fpsem.compiler.code_metrics import Metrics
from fpsem.compiler.targets import Target
from fpsem.speed.bands import Band
from fpsem.speed.execution import CountsUnavailable, DynamicWork, StageTrace, dynamic_work, place_counts
from fpsem.speed.memtrace import CacheGeometry, MemorySummary
from fpsem.speed.model import (
    LABEL,
    Machine,
    ModelUnavailable,
    Prediction,
    StageTime,
    Workload,
    check_timing,
    code_expansion,
    machine,
    registry_band,
    resident_blocks,
)
from fpsem.speed.summary_cache import memory_summary

# Figures of the trace-driven terms beyond the static model's, and the value used where a target has
# none (architecture documentation: NVIDIA's L1 tags 128-byte lines of 32-byte sectors, one line per
# clock (Ernst et al., gpu-benches gpu-strides: H200/A100/A40); CDNA2's vector L1 has 64-byte lines).
TRACE_FIGURES: Mapping[str, float] = {
    "l1_kb": 128.0,  # L1 data capacity per unit for global loads
    "l1_line_bytes": 128.0,
    "l2_line_bytes": 128.0,
    "l1_cycles_per_line": 0.28,  # tag-stage cycles per cache line a request touches
    "l1_banks": 32.0,  # 4-byte data banks of the L1 (0: no bank model)
    "dram_fetch_bytes": 32.0,  # bytes the L2 reads from DRAM per missed sector (32: the sector alone)
    # start-up of a stage that reads DRAM, beyond the latency term (fitted on the H200's cold calibration copies,
    # fpsem.speed.calibrate.cold_start_figures); 0 where not calibrated
    "cold_start_us": 0.0,
    # L1 cycles of a load request with a sector not settled there (missed, or in flight), the L1's miss path, in
    # stages served from DRAM: fitted on the H200's DRAM-scale shift copies (fpsem.speed.calibrate.miss_figures);
    # 0 (no such term) where not calibrated
    "l1_miss_cycles": 0.0,
    # No vendor or paper figure for these was found: both are assumptions (the older default values), used by
    # targets without a measurement.  The H200's are measured by fpsem.speed.calibrate's cal_atomic_same/spread.
    "atomic_same_ns": 2.0,  # one lane atomic on a contended address, serialised at the L2's atomic unit
    "atomic_gops": 200.0,  # atomics over the whole GPU when addresses differ, G lane-operations/s
}


def trace_figure(m: Machine, target: Target | None, name: str) -> float:
    """The target's figure ``name``, else the machine's value of that name (a calibration fit passes its trial
    values there), else the default of :data:`TRACE_FIGURES` (also without a target)."""
    f = target.figure(name) if target is not None else None
    return f.value if f is not None else float(m.values.get(name, TRACE_FIGURES[name]))


@dataclass(frozen=True)
class TracedStage:
    """One stage's dynamic work, memory traffic and terms (what ``fpsem explain`` prints)."""

    entry: str
    work: DynamicWork
    memory: MemorySummary
    time: StageTime
    warp_serial_s: float  # one mean warp's serial time (the latency term's unit)
    hit_l1: float
    warp_size: int  # lanes one warp instruction stands for (the target's warp_size)
    placed: tuple[tuple[int, str, float], ...] = ()  # (machine block, IR block, executions)
    notes: tuple[str, ...] = field(default_factory=tuple)


def _memory_latency_ns(m: Machine, mem: MemorySummary) -> float:
    """A load request's expected latency: requests whose sectors are all settled in the L1 at the L1's, the rest
    (a sector missed or in flight: the request waits for it) at the L2's or DRAM's by the traced hit rates."""
    h1 = mem.l1_settled_requests
    h2 = mem.l2_hit
    return h1 * m.l1_latency_ns + (1 - h1) * (h2 * m.l2_latency_ns + (1 - h2) * m.dram_latency_ns)


def warp_serial_seconds(m: Machine, blocks: Sequence[Mapping], counts: Sequence[float], warps: int,
                        mem_ns: float) -> float:
    """The mean warp's serial time: each block's critical path at the target's latencies, times the
    block's executions per warp."""
    if not warps:
        return 0.0
    lat = {"f64": m.fp64_latency_ns, "f32": m.fp32_latency_ns, "sfu": m.sfu_latency_ns, "int": m.int_latency_ns,
           "mem": mem_ns}
    total = 0.0
    for b, n in zip(blocks, counts):
        ch = b.get("chain")
        if not ch or not n:
            continue
        total += n / warps * sum(ch.get(k, 0.0) * v for k, v in lat.items())
    return total * 1e-9


def overlap(throughput_s: float, latency_s: float, p: float) -> float:
    """A throughput-bound time and a latency-bound time run side by side with imperfect overlap: their p-norm
    (``p`` = 1: they add; large ``p``: the larger alone)."""
    if throughput_s <= 0 and latency_s <= 0:
        return 0.0
    return (throughput_s ** p + latency_s ** p) ** (1.0 / p)


def stage_terms(m: Machine, target: Target | None, work: DynamicWork, mem: MemorySummary, *, entry: str, threads: int,
                block: int, registers: int | None, warp_serial_s: float, first: bool) -> StageTime:
    """The terms of one traced stage and their combination (see the module docstring)."""
    clock = m.clock_ghz * 1e9
    warp = m.warp_size
    rb = resident_blocks(m, block, registers)
    waves = max(1, math.ceil(threads / block / (rb * m.units)))
    nblocks = math.ceil(threads / block)
    per_line = trace_figure(m, target, "l1_cycles_per_line")
    # the L1's miss path costs a load request where the stage's data come from DRAM: the H200's shift copies from
    # DRAM need it, its L2-resident ones do not (fpsem.speed.calibrate.miss_figures)
    per_miss = trace_figure(m, target, "l1_miss_cycles") if mem.level == "dram" else 0.0
    l1_cycles = sum(max(o.bank_cycles, o.lines * per_line, o.bytes / m.l1_bytes_per_clk,
                        o.requests * o.l1_miss_requests * per_miss if o.kind == "load" else 0.0) for o in mem.ops)
    fp64_rate = m.fp64_tflops * 1e12 / 2
    fp32_rate = m.fp32_tflops * 1e12 / 2
    atom = (mem.atomic_same_address * trace_figure(m, target, "atomic_same_ns") * 1e-9
            + mem.atomic_ops / (trace_figure(m, target, "atomic_gops") * 1e9))
    pipes = {
        "L1": l1_cycles / (m.units * clock),
        "issue": work.issue / (m.issue_per_clk * m.units * clock),
        "FP64": work.fp64 * warp / fp64_rate,
        "FP32": work.fp32 * warp / fp32_rate,
        "SFU": work.sfu * warp / (fp32_rate * m.sfu_per_fp32),
        "atomics": atom,
    }
    # starting and retiring blocks occupies the unit's front end (the empty-kernel calibration measures it with
    # nothing to overlap): it adds to the issue time, while the FP pipes and the L1 run beside it
    blocks_s = math.ceil(nblocks / m.units) * m.block_ns * 1e-9
    dram = mem.dram_bytes / (m.bandwidth_gbs * 1e9)
    l2 = mem.l2_bytes / (m.l2_gbs * 1e9)
    latency = waves * warp_serial_s
    pn = m.memory_overlap_p
    # every load's request passes the L1 and then waits for the level that serves it: the busiest level's throughput
    # and the warps' serial time (their loads' latencies) overlap imperfectly, whichever level is busiest -- the L1
    # (tiled GEMM: its shared rows hit there, and the L1's queue is what the warps wait in), the L2 or DRAM
    levels = {"DRAM": dram, "L2": l2, "L1": pipes["L1"]}
    bw = max(levels.values())
    memsys = overlap(bw, latency, pn)
    # a stage that streams from DRAM starts later than the bandwidth and latency terms say: the H200's cold copies
    # of 1-16 MiB (footprints the warm runs find in the L2) take about 1 us longer than those terms at every element
    # width and grid (fpsem.speed.calibrate.cold_start_figures)
    start = trace_figure(m, target, "cold_start_us") * 1e-6 if mem.level == "dram" and mem.dram_bytes > 0 else 0.0
    memsys += start
    fill_ns = m.dram_latency_ns if mem.level == "dram" else m.l2_latency_ns
    fill = fill_ns * 1e-9 if mem.l1_requests else 0.0
    busy = dict(pipes, issue=pipes["issue"] + blocks_s)
    # the L1 is the memory system's first level: its throughput term is one of the memory system's (above), not a
    # pipe that runs beside the warps' waits
    del busy["L1"]
    body_pipes = fill + max(busy.values())
    launch = (m.launch_us if first else m.launch_next_us) * 1e-6
    if memsys >= body_pipes:
        bound = max(levels, key=lambda t: levels[t]) if bw >= latency else "latency"
    else:
        bound = max(busy, key=lambda t: busy[t])
        if bound == "issue" and blocks_s > pipes["issue"]:
            bound = "blocks"
    body = max(memsys, body_pipes)
    if launch > body:
        bound = "launch"
    terms = {"launch": launch, **pipes, "blocks": blocks_s, "DRAM": dram, "L2": l2, "memory": max(dram, l2), "latency": latency,
             "fill": fill, "start": start, "memory_system": memsys}
    return StageTime(entry, threads, waves, rb, 1.0, mem.level, terms, launch + body, bound)


def traced_stage(m: Machine, target: Target, metrics: Metrics, trace: StageTrace, timing: str, first: bool,
                 geo: CacheGeometry | None = None) -> TracedStage:
    """One stage's traced work, memory and terms."""
    if not trace.complete:
        raise CountsUnavailable(f"{trace.entry}: counts cannot be sampled: {trace.reason}")
    blocks = metrics.blocks.get(trace.entry)
    if not blocks:
        raise ModelUnavailable(f"{trace.entry}: the machine code has no block map (assembly without LLVM's "
                               "block comments: rebuild with this fpsem)")
    counts, notes = place_counts(blocks, trace.block_warps)
    work = dynamic_work(metrics.kind, blocks, counts, code_expansion(target), notes)
    res = metrics.resources.get(trace.entry)
    regs = res.registers if res else None
    rb = resident_blocks(m, trace.block, regs)
    if geo is None:
        geo = CacheGeometry(int(m.warp_size), int(trace_figure(m, target, "l1_line_bytes")),
                            int(trace_figure(m, target, "l2_line_bytes")),
                            trace_figure(m, target, "l1_kb") * 1024,
                            # where the kind's L1 banking is not documented in a form the model can use (CDNA2):
                            # no bank model
                            int(trace_figure(m, target, "l1_banks")) if backend_for(target.kind).facts.l1_banks else 0,
                            m.l2_mb * 1e6 if "l2_mb" in m.values else m.l2_resident_mb * 1e6, m.l2_resident_mb * 1e6,
                            m.units, rb, int(trace_figure(m, target, "dram_fetch_bytes")))
    mem = memory_summary(trace, geo, timing)
    serial = warp_serial_seconds(m, blocks, counts, trace.warps, _memory_latency_ns(m, mem))
    st = stage_terms(m, target, work, mem, entry=trace.entry, threads=trace.threads, block=trace.block,
                     registers=regs, warp_serial_s=serial, first=first)
    placed = tuple((b["number"], b.get("ir_block", ""), c) for b, c in zip(blocks, counts))
    return TracedStage(trace.entry, work, mem, st, serial, mem.l1_hit, int(m.warp_size), placed,
                       tuple(notes) + mem.notes)


def predict_traced(metrics: Metrics, target: Target, work: Workload, traces: Sequence[StageTrace],
                   timing: str = "cold", band: Band | None = None) -> tuple[Prediction, tuple[TracedStage, ...]]:
    """Predicted time per repetition from the variant's traces (one per stage, in launch order).

    Raises :class:`CountsUnavailable` when a stage's counts could not be sampled, naming why,
    rather than guessing.
    """
    check_timing(timing)
    m = machine(target)
    l2 = target.figure("l2_mb")
    if l2 is not None:
        m = Machine(m.units, {**m.values, "l2_mb": l2.value}, m.sfu_per_fp32, m.sources)
    stages = tuple(traced_stage(m, target, metrics, t, timing, i == 0) for i, t in enumerate(traces))
    times = tuple(s.time for s in stages)
    seconds = sum(t.seconds for t in times)
    longest = max(times, key=lambda t: t.seconds)
    pipes = {k: sum(t.terms[k] for t in times) for k in ("FP64", "FP32", "SFU")}
    notes = [f"trace-driven: dynamic counts of {sum(len(t.warps_sampled) for t in traces)} traced warps "
             f"placed on the machine code's blocks"]
    notes.append(f"timing {timing}: memory served from {'the L2 (warm, fits)' if longest.level == 'l2' else 'DRAM'}")
    for s in stages:
        notes.extend(s.notes)
    if band is None:
        band = registry_band(target.name, timing)
    p = Prediction(target.name, work.kernel, seconds, longest.bound, pipes,
                   sum(t.terms["memory"] for t in times), sum(s.memory.dram_bytes for s in stages), 1.0, (),
                   m.sources, tuple(notes), LABEL, timing, times, band)
    return p, stages
