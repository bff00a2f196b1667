"""A roofline-style performance model: predicted time of a variant from its static metrics.

Every figure this module produces is **modelled** (labelled so); a measured
figure, when one exists, is printed beside it with the ratio, so the model
can be judged.

The model, per repetition of a kernel on a target:

1. **Work per point.**  Each stage's entry point runs its body once per
   point of the stage's iteration space (the generated grid-stride loop is
   kept rolled, so the static code of the body is one point).  Per point it
   issues the FP instructions counted in the machine code (``metrics``):

   * *FP64 slots* and *FP32 slots*: every add/sub, mul, FMA and other FP
     instruction of that precision is one issue slot;
   * on NVPTX, ``div.rn``/``sqrt.rn`` are single PTX instructions that ptxas
     expands into a Newton sequence: each counts as :data:`NVPTX_EXPANSION`
     slots plus one special-function op (AMDGCN and x86 code is already expanded);
   * *special-function ops*: approximate transcendental and reciprocal
     instructions (``ex2.approx``, ``rcp.approx``, ``v_exp_f32``, ``v_rcp_f64``, ...).

   When an entry point contains inner loops (natural loops besides the
   grid-stride loop), the static body under-counts; then all counts are scaled
   by the ratio of the spec's FLOPs to the FLOPs the static code shows.

2. **Rates.**  An FP64 (FP32) instruction rate is half the datasheet FP64
   (FP32) FLOP/s figure — an FMA is 2 FLOPs but one issue slot, and an add or
   multiply takes a slot too.  Special-function ops run at ``sfu_per_fp32`` times
   the FP32 instruction rate.

3. **Roofs.**  Compute time of a stage is the largest of FP64 slots / FP64
   rate, FP32 slots / FP32 rate and SFU ops / SFU rate (the pipes are assumed to
   overlap perfectly); stages run one after the other.  Memory time is the
   spec's bytes per repetition over the bandwidth figure.  The predicted time is
   the larger of total compute time and memory time; the bound says which.

Not modelled: integer and address arithmetic, latency and occupancy, launch
overhead, caches (a working set that fits in L2 makes the DRAM roof
pessimistic: the prediction notes it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

from .metrics import Metrics
from .targets import Target

if TYPE_CHECKING:
    from .kernels.spec import KernelSpec

LABEL = "modelled"

# (FP slots, special-function ops) that one PTX div.rn / sqrt.rn stands for after ptxas:
# a MUFU reciprocal (square root) estimate refined by Newton-Raphson FMAs.  Approximate.
NVPTX_EXPANSION: dict[str, tuple[int, int]] = {
    "f64.div": (9, 1),
    "f64.sqrt": (9, 1),
    "f32.div": (5, 1),
    "f32.sqrt": (4, 1),
}
# FLOPs each group stands for (RAJAPerf counts an FMA as 2), to compare with the spec's FLOPs.
_FLOPS = {"add": 1, "mul": 1, "fma": 2, "div": 1, "sqrt": 1}


@dataclass(frozen=True)
class Workload:
    """What one repetition of a kernel does, from its spec at one size set."""

    kernel: str
    size: str  # the size set's name, e.g. "default"
    stage_points: Mapping[str, int]  # entry point name -> points of its iteration space
    bytes: float  # bytes moved per repetition (read + written)
    flops: float | None = None  # the spec's FLOPs per repetition, when declared


@dataclass(frozen=True)
class StageWork:
    entry: str
    points: int
    fp64_slots: float  # per point
    fp32_slots: float
    sfu_ops: float
    static_flops: float
    inner_loops: bool


@dataclass(frozen=True)
class Prediction:
    """The model's figures for one variant on one target (all ``modelled``)."""

    target: str
    kernel: str
    seconds: float
    bound: str  # memory | FP64 | FP32 | SFU
    compute_seconds: Mapping[str, float]  # pipe -> seconds over all stages
    memory_seconds: float
    bytes: float
    scale: float  # applied to static counts (1 unless inner loops)
    stages: tuple[StageWork, ...]
    figures_used: Mapping[str, str]  # figure -> "value (source)"
    notes: tuple[str, ...] = ()
    label: str = LABEL

    def to_json(self) -> dict:
        return {
            "label": self.label, "target": self.target, "kernel": self.kernel, "seconds": self.seconds,
            "bound": self.bound, "compute_seconds": dict(self.compute_seconds),
            "memory_seconds": self.memory_seconds, "bytes": self.bytes, "scale": self.scale,
            "stages": [vars(s) for s in self.stages], "figures_used": dict(self.figures_used),
            "notes": list(self.notes),
        }


class ModelUnavailable(ValueError):
    """The target lacks the figures the model needs (e.g. the host)."""


def stage_work(metrics: Metrics, entry: str, points: int) -> StageWork:
    """Per-point FP64/FP32 slots and special-function ops of one entry point's static code."""
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
        expand = NVPTX_EXPANSION.get(group) if metrics.kind == "nvptx" else None
        if expand:
            slots[prec] += n * expand[0]
            sfu += n * expand[1]
        else:
            slots[prec] += n
        flops += n * _FLOPS.get(op, 0)
    inner = metrics.loops.get(entry, 0) > 1
    return StageWork(entry, points, slots["f64"], slots["f32"], sfu, flops, inner)


def _figure(target: Target, name: str) -> tuple[float, str]:
    f = target.figure(name)
    if f is None:
        raise ModelUnavailable(f"target {target.name} has no {name} figure in the registry: no model for it")
    return f.value, f"{f.value:g} ({f.source})"


def predict(metrics: Metrics, target: Target, work: Workload) -> Prediction:
    """Predicted time per repetition of one compiled variant on ``target`` (see the module docstring)."""
    fp64, s64 = _figure(target, "fp64_tflops")
    fp32, s32 = _figure(target, "fp32_tflops")
    bw, sbw = _figure(target, "bandwidth_gbs")
    sfu_ratio = target.sfu_per_fp32.value if target.sfu_per_fp32 else 0.25
    used = {"fp64_tflops": s64, "fp32_tflops": s32, "bandwidth_gbs": sbw,
            "sfu_per_fp32": (f"{target.sfu_per_fp32.value:g} ({target.sfu_per_fp32.source})"
                             if target.sfu_per_fp32 else "0.25 (assumed)")}
    rate = {"FP64": fp64 * 1e12 / 2, "FP32": fp32 * 1e12 / 2}
    rate["SFU"] = rate["FP32"] * sfu_ratio
    stages = tuple(stage_work(metrics, e, p) for e, p in work.stage_points.items())
    notes: list[str] = []
    static_flops = sum(s.static_flops * s.points for s in stages)
    scale = 1.0
    if any(s.inner_loops for s in stages):
        if work.flops and static_flops > 0:
            scale = work.flops / static_flops
            notes.append(f"inner loops: static counts scaled by spec FLOPs / static FLOPs = {scale:.3g}")
        else:
            notes.append("inner loops but no FLOP count in the spec: static counts are one iteration (under-estimate)")
    pipes = {"FP64": 0.0, "FP32": 0.0, "SFU": 0.0}
    total_compute = 0.0
    for s in stages:
        t = {"FP64": s.fp64_slots * s.points * scale / rate["FP64"],
             "FP32": s.fp32_slots * s.points * scale / rate["FP32"],
             "SFU": s.sfu_ops * s.points * scale / rate["SFU"]}
        for k, v in t.items():
            pipes[k] += v
        total_compute += max(t.values())
    mem = work.bytes / (bw * 1e9)
    if total_compute > mem:
        bound = max(pipes, key=lambda k: pipes[k])
    else:
        bound = "memory"
    l2 = target.figure("l2_mb")
    if l2 is not None and 0 < work.bytes <= l2.value * 1e6:
        notes.append(f"{work.bytes / 1e6:.3g} MB per repetition fits in the {l2.value:g} MB L2: "
                     "repeated runs may beat the DRAM roof")
    return Prediction(target.name, work.kernel, max(total_compute, mem), bound, pipes, mem, work.bytes, scale,
                      stages, used, tuple(notes))


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
    """One line for humans, every figure labelled: ``modelled 12.3 µs (memory-bound), 1.00x vs strict``."""
    out = f"{p.label} {format_seconds(p.seconds)} ({p.bound}-bound)"
    if strict is not None:
        out += f", {p.label} speedup {speedup(strict, p):.2f}x vs strict"
    if measured is not None:
        out += f"; measured {format_seconds(measured.measured_seconds)}, measured/modelled {measured.ratio:.2f}"
    return out


def workload(spec: "KernelSpec", precision: str, size: str = "default") -> Workload:
    """The model's view of a kernel spec at a size set: points per entry point, RAJAPerf's bytes and FLOPs."""
    from .kernels.spec import rajaperf_work, resolve_sizes
    from .wrappers.common import entry_name, point_count, resolved_space

    sizes = resolve_sizes(spec, size)
    nbytes, flops = rajaperf_work(spec, sizes, precision)
    points = {entry_name(spec, s): point_count(resolved_space(spec, s, sizes)) for s in spec.stages}
    return Workload(spec.key, size, points, float(nbytes), float(flops) if flops else None)
