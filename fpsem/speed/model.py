"""The static performance model (predicted time from a variant's static code), the machine figures and the
prediction types; the calibration fits through its equations.  Predictions of built variants go through the
trace-driven model (:mod:`fpsem.speed.dynamic_model`, via :func:`fpsem.speed.traces.predict_variant`).

Every figure this module produces is **modelled** (labelled so), with the error band
the validation on the H200 measured (``fpsem/data/model_bands.toml``,
``benchmarks/model_validation.py``).  docs/model.md gives the equations and the source
of every parameter; in short, per stage (entry point) of ``P`` points launched as
``T`` threads in blocks of ``b``:

* occupancy from the registers per thread (ptxas / the AMDGPU descriptor): resident
  blocks per unit ``B = min(regs_per_unit // (b * regs), max_threads // b, max_blocks)``;
  ``waves = ceil(T / (b * B * units))``; points per thread ``k = P / T``;
* **memory**: the compulsory bytes over the bandwidth of the level that serves them
  (DRAM; or the L2 when the timing is ``warm`` and the footprint fits the L2's
  resident capacity);
* **latency** (Little's law per thread): ``waves * k * L`` with ``L`` the critical
  path of one point -- dependent global loads at the level's loaded latency plus the
  FP64/FP32/SFU/integer instructions on the chain at their latencies;
* **L1/LSU**: global load instructions per point, each a warp-wide request costing
  ``l1_cycles_per_load + 32 * bytes / l1_bytes_per_clk`` cycles of its unit;
* **issue**: instructions per point over ``issue_per_clk`` warp instructions per clock;
* **FP pipes**: FP64/FP32 slots and special-function ops over the calibrated rates;
* **blocks**: each SM starts and retires its share of the grid's blocks at ``block_ns`` each;
* the stage time is ``launch + max((memory^p + latency^p)^(1/p), fill + max(L1, issue, FP64, FP32, SFU, blocks))``
  with ``fill`` the memory latency of one point's dependent loads and ``p`` fitted to the
  calibration copies (latency grows as bandwidth saturates): the max/overlap model of the
  roofline-with-latency tradition, with the memory system's queueing; stages add up.
  A reduction stage also writes one partial per thread; the partials are added on the
  host, outside the timed region (fpsem's runner), so there is no GPU final pass.

Inner loops (natural loops besides a reduction's grid-stride loop): the static counts are one
iteration; all per-point counts are scaled by spec FLOPs / static FLOPs, and the chain
of the extra iterations runs at the L1 latency (their loads hit in L1).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fpsem.compiler.backends import BACKENDS, Backend, backend_for
from fpsem.compiler.code_metrics import Metrics
from fpsem.compiler.critical_path import PathInfo
from fpsem.compiler.entry.launch import DEFAULT_BLOCK, launch_config
from fpsem.compiler.targets import Target
from fpsem.core.display import Displayed, Summary
from fpsem.core.errors import EXIT_RUNTIME, FpsemError
from fpsem.core.precision import precision_of
from fpsem.core.timing import TIMINGS, check_timing  # noqa: F401  (TIMINGS re-exported: the model's conventions)
from fpsem.speed.bands import Band, band_for

if TYPE_CHECKING:
    from fpsem.kernels.spec import KernelSpec

LABEL = "modelled"

# FLOPs each group stands for (RAJAPerf counts an FMA as 2), to compare with the spec's FLOPs.
_FLOPS = {"add": 1, "mul": 1, "fma": 2, "div": 1, "sqrt": 1}

# Figures the model reads from the target registry (fpsem/data/targets.toml).
MACHINE_FIGURES = (
    "fp64_tflops", "fp32_tflops", "bandwidth_gbs", "clock_ghz", "launch_us", "launch_next_us", "block_ns", "dram_latency_ns",
    "l2_gbs",    "l2_latency_ns", "l2_resident_mb", "l1_bytes_per_clk", "l1_cycles_per_load", "l1_latency_ns",
    "issue_per_clk", "fp64_latency_ns", "fp32_latency_ns", "sfu_latency_ns", "int_latency_ns",
    "max_threads_per_unit", "max_blocks_per_unit", "regs_per_unit", "warp_size", "memory_overlap_p",
)


# Optional figures: IEEE div/sqrt of NVPTX code priced in FMA slots of their precision, measured
# (fpsem.speed.calibrate); without them the expansion table of the kind's code reader applies
# (fpsem.compiler.code_metrics.PTX_EXPANSION).
EXPANSION_FIGURES = {"f64.div": "div_f64_slots", "f32.div": "div_f32_slots", "f64.sqrt": "sqrt_f64_slots",
                     "f32.sqrt": "sqrt_f32_slots"}


@dataclass(frozen=True)
class Workload:
    """What one repetition of a kernel does, from its spec at one size set."""

    kernel: str
    size: str  # the size set's name, e.g. "default"
    stage_points: Mapping[str, int]  # entry point name -> points of its iteration space
    bytes: float  # bytes moved per repetition (read + written)
    flops: float | None = None  # the spec's FLOPs per repetition, when declared
    reduce_entries: frozenset[str] = frozenset()  # entry points that write one partial per thread
    footprint_bytes: float | None = None  # device bytes of the buffers (None: ``bytes``)
    element_bytes: int = 8  # bytes of one real (partials)
    block: int = DEFAULT_BLOCK


@dataclass(frozen=True)
class Machine:
    """The model's parameters for one target (values; ``sources`` says where each came from)."""

    units: int
    values: Mapping[str, float]
    sfu_per_fp32: float
    sources: Mapping[str, str]

    def __getattr__(self, name: str) -> float:
        try:
            return self.values[name]
        except KeyError:
            raise AttributeError(name) from None


@dataclass(frozen=True)
class StageWork:
    """One entry point's per-point work read from the static code."""

    entry: str
    points: int
    fp64_slots: float  # per point
    fp32_slots: float
    sfu_ops: float
    static_flops: float
    inner_loops: bool
    instructions: float = 0.0
    global_loads: float = 0.0
    global_load_bytes: float = 0.0
    chain: Mapping[str, float] = field(default_factory=dict)  # kind -> count on the critical path
    registers: int | None = None


@dataclass(frozen=True)
class StageTime:
    """The terms of one stage (seconds, all modelled) and the launch geometry they came from."""

    entry: str
    threads: int
    waves: int
    resident_blocks: int
    points_per_thread: float
    level: str  # dram | l2
    terms: Mapping[str, float]
    seconds: float
    bound: str


@dataclass(frozen=True)
class Prediction(Displayed):
    """The model's figures for one variant on one target (all ``modelled``)."""

    target: str
    kernel: str
    seconds: float
    bound: str  # the largest term of the longest stage: memory | latency | L1 | issue | FP64 | FP32 | SFU | launch
    compute_seconds: Mapping[str, float]  # pipe -> seconds over all stages
    memory_seconds: float
    bytes: float
    scale: float  # applied to static counts (1 unless inner loops)
    stages: tuple[StageWork, ...]
    figures_used: Mapping[str, str]  # figure -> "value (source)"
    notes: tuple[str, ...] = ()
    label: str = LABEL
    timing: str = "cold"
    stage_times: tuple[StageTime, ...] = ()
    band: Band | None = None

    def summary(self) -> Summary:
        rows = [(f"{pipe} (compute)", format_seconds(s)) for pipe, s in sorted(self.compute_seconds.items()) if s]
        rows.append(("memory", format_seconds(self.memory_seconds)))
        band = self.band.text if self.band else "no validated error band"
        return Summary(f"{self.label} {format_seconds(self.seconds)} for {self.kernel} on {self.target} "
                       f"({self.bound}-bound, {self.timing} timing)", ("term", "seconds (modelled)"), tuple(rows),
                       (f"{self.label}: fpsem's performance model (docs/model.md), not a measurement; {band}.",
                        *self.notes))

    def to_json(self) -> dict:
        return {
            "label": self.label, "target": self.target, "kernel": self.kernel, "seconds": self.seconds,
            "timing": self.timing, "bound": self.bound, "compute_seconds": dict(self.compute_seconds),
            "memory_seconds": self.memory_seconds, "bytes": self.bytes, "scale": self.scale,
            "stages": [vars(s) | {"chain": dict(s.chain)} for s in self.stages],
            "stage_times": [vars(s) | {"terms": dict(s.terms)} for s in self.stage_times],
            "figures_used": dict(self.figures_used), "notes": list(self.notes),
            "error_band": ({"relative": self.band.rel, "text": self.band.text} if self.band else None),
        }


class ModelUnavailable(FpsemError, ValueError):
    """No prediction: the target lacks the figures the model needs (e.g. the host), or the variant's counts
    cannot be had (:class:`fpsem.speed.execution.CountsUnavailable`); ``missing`` names the missing figures."""

    exit_code = EXIT_RUNTIME

    def __init__(self, message: str, missing: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.missing = missing

    def short(self) -> str:
        """One short line for a table's note: how many figures are missing, not which."""
        if not self.missing:
            return str(self)
        if len(self.missing) == len(MACHINE_FIGURES):
            return "the registry has none of the model's machine figures (the model covers GPU targets)"
        shown = ", ".join(self.missing[:3]) + (", ..." if len(self.missing) > 3 else "")
        return f"{len(self.missing)} of the model's {len(MACHINE_FIGURES)} machine figures missing ({shown})"


# ----------------------------------------------------------------------------- reading the code


def _grid_loops(metrics: Metrics, entry: str) -> int:
    """1 if the entry's machine code has the grid-stride loop (reductions; ``%g.loop``), else 0 (one point
    per thread); 1 where the listing has no block names (every entry had the loop before 2026-12-03)."""
    blocks = metrics.blocks.get(entry)
    if not blocks:
        return 1
    return int(any(b.get("ir_block") == "g.loop" for b in blocks))


def stage_work(metrics: Metrics, entry: str, points: int,
               expansion: Mapping[str, tuple[float, float]] | None = None,
               backends: Mapping[str, Backend] = BACKENDS) -> StageWork:
    """Per-point FP64/FP32 slots, special-function ops, loads and critical path of one entry point's code.

    ``expansion`` prices the groups the kind's code expands (``MachineReader.expansion``: NVPTX div.rn/sqrt.rn)
    as (FP slots, special-function ops); default the reader's own table.
    """
    table = backend_for(metrics.kind, backends).reader.expansion
    expansions = expansion if expansion is not None else table
    h = metrics.functions.get(entry)
    if h is None:
        raise ModelUnavailable(f"no machine code for entry point {entry} in the metrics")
    slots = {"f64": 0.0, "f32": 0.0}
    sfu = float(h.get("approx.transcendental", 0) + h.get("approx.reciprocal", 0))
    flops = 0.0
    for group, n in h.items():
        prec, _, op = group.partition(".")
        if prec not in slots or not n:
            continue
        expand = expansions.get(group) if group in table else None
        if expand:
            slots[prec] += n * expand[0]
            sfu += n * expand[1]
        else:
            slots[prec] += n
        flops += n * _FLOPS.get(op, 0)
    inner = metrics.loops.get(entry, 0) > _grid_loops(metrics, entry)
    instrs = float(sum(h.values()))
    p = metrics.paths.get(entry)
    info = PathInfo.from_json(p) if p else None
    res = metrics.resources.get(entry)
    return StageWork(entry, points, slots["f64"], slots["f32"], sfu, flops, inner, instrs,
                     float(info.global_loads) if info else float(h.get("load", 0)),
                     float(info.global_load_bytes) if info else 0.0,
                     dict(info.chain) if info else {}, res.registers if res else None)


def code_expansion(target: Target) -> dict[str, tuple[float, float]]:
    """Pricing of the groups ``target``'s code expands (NVPTX div.rn/sqrt.rn): its measured slot figures where
    present, else its kind's ``MachineReader.expansion``; only the groups of that table count."""
    out = dict(backend_for(target.kind).reader.expansion)
    for group, name in EXPANSION_FIGURES.items():
        f = target.figure(name)
        if f is not None:
            out[group] = (f.value, 0.0)  # measured in FMA slots, the MUFU part included
    return out


def machine(target: Target) -> Machine:
    """The target's model parameters from the registry; ModelUnavailable naming what is missing."""
    missing = [n for n in MACHINE_FIGURES if target.figure(n) is None]
    if missing or not target.units:
        what = ", ".join(missing) if missing else "units"
        raise ModelUnavailable(f"target {target.name} has no {what} figure(s) in the registry: no model for it",
                               tuple(missing) or ("units",))
    vals = {n: target.figure(n).value for n in MACHINE_FIGURES}  # type: ignore[union-attr]
    src = {n: f"{vals[n]:g} ({target.figure(n).source})" for n in MACHINE_FIGURES}  # type: ignore[union-attr]
    sfu = target.sfu_per_fp32.value if target.sfu_per_fp32 else 0.25
    src["sfu_per_fp32"] = (f"{sfu:g} ({target.sfu_per_fp32.source})" if target.sfu_per_fp32 else "0.25 (assumed)")
    return Machine(target.units, vals, sfu, src)


# ----------------------------------------------------------------------------- the terms (pure)


def resident_blocks(m: Machine, block: int, registers: int | None) -> int:
    """Blocks of ``block`` threads one unit holds at once, limited by registers, threads and blocks.

    Registers are allocated per warp in units of 256 (NVIDIA's allocation granularity;
    the CUDA occupancy calculator), so 33 registers cost as much as 40.
    """
    warp = int(m.warp_size)
    by_threads = int(m.max_threads_per_unit) // block
    by_blocks = int(m.max_blocks_per_unit)
    if not registers:
        return max(1, min(by_threads, by_blocks))
    per_warp = math.ceil(registers * warp / 256) * 256
    by_regs = int(m.regs_per_unit) // (per_warp * math.ceil(block / warp))
    return max(1, min(by_threads, by_blocks, by_regs))


def launch_threads(m: Machine, points: int, block: int, reduce: bool) -> int:
    """Threads launched for a stage (fpsem.compiler.entry.launch.launch_config's rule, for this machine)."""
    return launch_config(points, block, reduce, m.units, threads_per_unit=int(m.max_threads_per_unit)).threads


def memory_level(m: Machine, timing: str, footprint_bytes: float) -> str:
    """``l2`` when the timing is warm and the buffers fit the L2's resident capacity, else ``dram``."""
    return "l2" if check_timing(timing) == "warm" and footprint_bytes <= m.l2_resident_mb * 1e6 else "dram"


def chain_seconds(m: Machine, chain: Mapping[str, float], level: str, scale: float) -> float:
    """Latency of one point's critical path: dependent loads at the level's latency, FP/int ops at theirs.

    With inner loops (``scale`` > 1) the extra iterations run the same chain with loads hitting L1.
    """
    mem_lat = (m.dram_latency_ns if level == "dram" else m.l2_latency_ns) * 1e-9
    ops = (chain.get("f64", 0) * m.fp64_latency_ns + chain.get("f32", 0) * m.fp32_latency_ns
           + chain.get("sfu", 0) * m.sfu_latency_ns + chain.get("int", 0) * m.int_latency_ns) * 1e-9
    depth = chain.get("mem", 0)
    first = depth * mem_lat + ops
    extra = max(0.0, scale - 1.0) * (depth * m.l1_latency_ns * 1e-9 + ops)
    return first + extra


def stage_time(m: Machine, w: StageWork, timing: str, bytes_: float, footprint: float, scale: float,
               block: int = DEFAULT_BLOCK, reduce: bool = False, threads: int | None = None,
               first: bool = True) -> StageTime:
    """All terms of one stage and their combination (see the module docstring and docs/model.md).

    ``threads`` overrides the launch rule (a grid-stride launch on a chosen grid); a stage
    after the first (``first=False``) follows a launch already under way and costs ``launch_next_us``.
    """
    clock = m.clock_ghz * 1e9
    threads = threads or launch_threads(m, w.points, block, reduce)
    rb = resident_blocks(m, block, w.registers)
    waves = max(1, math.ceil(threads / block / (rb * m.units)))
    k = w.points / threads if threads else 0.0
    level = memory_level(m, timing, footprint)
    bw = (m.bandwidth_gbs if level == "dram" else m.l2_gbs) * 1e9
    p = w.points * scale
    fp64_rate = m.fp64_tflops * 1e12 / 2
    fp32_rate = m.fp32_tflops * 1e12 / 2
    warp = m.warp_size
    per_load_cycles = m.l1_cycles_per_load + warp * (w.global_load_bytes / w.global_loads if w.global_loads else 0) \
        / m.l1_bytes_per_clk
    point_latency = chain_seconds(m, w.chain, level, scale) if w.chain else 0.0
    blocks = math.ceil(threads / block)
    throughput = {
        "memory": bytes_ / bw,
        "L1": p * w.global_loads / warp * per_load_cycles / (m.units * clock),
        "issue": p * w.instructions / warp / (m.issue_per_clk * m.units * clock),
        "FP64": p * w.fp64_slots / fp64_rate,
        "FP32": p * w.fp32_slots / fp32_rate,
        "SFU": p * w.sfu_ops / (fp32_rate * m.sfu_per_fp32),
        "blocks": math.ceil(blocks / m.units) * m.block_ns * 1e-9,
    }
    # The memory system: bandwidth and concurrency (Little's law) combined as a p-norm -- p = 1 is
    # the queueing limit (latency grows as the bandwidth saturates: t = B/BW + waves*k*L), p -> inf
    # the plain max; p is fitted to the calibration copies.  The SM's pipes run beside it after the
    # first data arrive (fill: one memory latency per dependent load level).
    latency = waves * math.ceil(k) * point_latency
    mem = throughput.pop("memory")
    pn = m.memory_overlap_p
    memsys = (mem ** pn + latency ** pn) ** (1.0 / pn) if (mem > 0 or latency > 0) else 0.0
    fill = w.chain.get("mem", 0) * (m.dram_latency_ns if level == "dram" else m.l2_latency_ns) * 1e-9
    pipes = fill + max(throughput.values())
    terms = {"memory": mem, **throughput, "latency": latency, "fill": fill, "memory_system": memsys}
    launch = (m.launch_us if first else m.launch_next_us) * 1e-6
    if memsys >= pipes:
        bound = "memory" if mem >= latency else "latency"
    else:
        bound = max(throughput, key=lambda t: throughput[t])
    body = max(memsys, pipes)
    if launch > body:
        bound = "launch"
    return StageTime(w.entry, threads, waves, rb, k, level, {"launch": launch, **terms}, launch + body, bound)


# ----------------------------------------------------------------------------- the prediction


def predict(metrics: Metrics, target: Target, work: Workload, timing: str = "cold",
            band: Band | None = None) -> Prediction:
    """Predicted time per repetition of one compiled variant on ``target`` under ``timing`` (cold | warm).

    ``band`` (default: the registry's for the target and timing, when there is one) is
    carried into the prediction.  Only static facts of the variant and the target's
    figures enter: no measured time of any kernel.
    """
    check_timing(timing)
    m = machine(target)
    expansion = code_expansion(target)
    stages = tuple(stage_work(metrics, e, p, expansion) for e, p in work.stage_points.items())
    notes: list[str] = []
    static_flops = sum(s.static_flops * s.points for s in stages)
    scale = 1.0
    if any(s.inner_loops for s in stages):
        if work.flops and static_flops > 0:
            scale = max(1.0, work.flops / static_flops)
            notes.append(f"inner loops: static counts scaled by spec FLOPs / static FLOPs = {scale:.3g}")
        else:
            notes.append("inner loops but no FLOP count in the spec: static counts are one iteration (under-estimate)")
    if any(not s.chain for s in stages):
        notes.append("no critical path in the metrics (compiled by an older fpsem?): no latency term")
    footprint = work.footprint_bytes if work.footprint_bytes is not None else work.bytes
    total_points = sum(s.points for s in stages) or 1
    times = []
    extra_bytes = 0.0
    for i, s in enumerate(stages):
        reduce = s.entry in work.reduce_entries
        # the spec's bytes are shared among stages by their points; a reduction adds its partials
        share = work.bytes * s.points / total_points
        threads = launch_threads(m, s.points, work.block, reduce)
        partials = threads * work.element_bytes if reduce else 0.0
        extra_bytes += partials
        times.append(stage_time(m, s, timing, share + partials, footprint, scale if s.inner_loops else 1.0,
                                work.block, reduce, first=i == 0))
    seconds = sum(t.seconds for t in times)
    pipes = {k: sum(t.terms[k] for t in times) for k in ("FP64", "FP32", "SFU")}
    longest = max(times, key=lambda t: t.seconds)
    level = longest.level
    notes.append(f"timing {timing}: memory served from {'the L2 (warm, fits)' if level == 'l2' else 'DRAM'}")
    if band is None:
        band = registry_band(target.name, timing)
    return Prediction(target.name, work.kernel, seconds, longest.bound, pipes, sum(t.terms["memory"] for t in times),
                      work.bytes + extra_bytes, scale, stages, m.sources, tuple(notes), LABEL, timing,
                      tuple(times), band)


def registry_band(target: str, timing: str) -> Band | None:
    """The validation's band for predictions on ``target`` under ``timing`` (fpsem/data/model_bands.toml)."""

    return band_for(target, timing)


def speedup(strict: Prediction, variant: Prediction) -> float:
    """Modelled speedup of ``variant`` over the strict variant (same kernel, target, size)."""
    return strict.seconds / variant.seconds if variant.seconds > 0 else float("inf")


@dataclass(frozen=True)
class Comparison:
    """A modelled time beside a measured one."""

    modelled_seconds: float
    measured_seconds: float
    ratio: float  # measured / modelled: > 1 means the model was optimistic
    measured_source: str = ""  # e.g. "measured on h200, median of 20"

    def line(self) -> str:
        src = f" ({self.measured_source})" if self.measured_source else ""
        return (f"modelled {format_seconds(self.modelled_seconds)} | measured {format_seconds(self.measured_seconds)}"
                f"{src} | measured/modelled {self.ratio:.2f}")


def compare(prediction: Prediction, measured_seconds: float, measured_source: str = "") -> Comparison:
    """Put a measurement beside the model's prediction for the same variant and target."""
    if measured_seconds <= 0:
        raise ValueError("a measured time must be positive")
    return Comparison(prediction.seconds, measured_seconds, measured_seconds / prediction.seconds, measured_source)


def format_seconds(s: float) -> str:
    if s >= 1:
        return f"{s:.3g} s"
    if s >= 1e-3:
        return f"{s * 1e3:.3g} ms"
    if s >= 1e-6:
        return f"{s * 1e6:.3g} µs"
    return f"{s * 1e9:.3g} ns"


def describe(p: Prediction, strict: Prediction | None = None, measured: Comparison | None = None) -> str:
    """One line for humans, every figure labelled: ``modelled 12.3 µs (±20 %, validated on H200, ...; memory-bound)``."""
    band = f"{p.band.text}; " if p.band else "no validated error band; "
    out = f"{p.label} {format_seconds(p.seconds)} ({band}{p.bound}-bound, {p.timing})"
    if strict is not None:
        out += f", {p.label} speedup {speedup(strict, p):.2f}x vs strict"
    if measured is not None:
        out += f"; measured {format_seconds(measured.measured_seconds)}, measured/modelled {measured.ratio:.2f}"
    return out


def workload(spec: KernelSpec, precision: str, size: str = "default",
             overrides: Mapping[str, int] | None = None, block: int = DEFAULT_BLOCK) -> Workload:
    """The model's view of a kernel spec at a size set: points per entry point, RAJAPerf's bytes and FLOPs,
    the reduction stages and the buffers' footprint."""
    from fpsem.compiler.entry.common import entry_name, point_count, resolved_space
    from fpsem.kernels.spec import array_length, rajaperf_work, resolve_sizes

    sizes = resolve_sizes(spec, size, dict(overrides or {}))
    nbytes, flops = rajaperf_work(spec, sizes, precision)
    points = {entry_name(spec, s): point_count(resolved_space(spec, s, sizes)) for s in spec.stages}
    item = precision_of(precision).nbytes
    foot = 0.0
    for a in spec.params:
        if a.is_array:
            foot += array_length(spec, a, sizes) * a.element_bytes(precision)
    reduce = frozenset(entry_name(spec, s) for s in spec.stages if s.reduce is not None)
    return Workload(spec.key, size, points, float(nbytes), float(flops) if flops else None, reduce,
                    foot or float(nbytes), item, block)
