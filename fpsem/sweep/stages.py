"""The real stages of a sweep cell, in pipeline order.

    profile -> rewrite -> validate -> compile -> metrics -> model -> run -> accuracy

Each stage calls the module that owns the work and stores a small JSON value
(what the report reads; :mod:`.analysis` lists the keys):

* ``rewrite``  the kernel's IR with the profile's flags (:func:`fpsem.rewrite.apply_profile`):
               ``profile_flags`` (expanded), ``ub_capable``, ``sites``, ``flagged_sites``, ``changed_sites``.
* ``validate`` UB-capable constructs in the rewritten IR (:func:`fpsem.validate.find_ub`): ``findings``,
               ``constructs`` (first ten, one line each).  A safe profile with any is a failure.
* ``compile``  the variant for the target, through the compile cache (:mod:`fpsem.compile`, in a
               worker process): ``cached``, ``ub_findings`` (optimized IR), ``math_functions``, ``notes``.
* ``metrics``  static metrics of the machine code (:mod:`fpsem.metrics`): histogram, size, registers.
* ``model``    the roofline prediction for GPU targets (:mod:`fpsem.model`): ``seconds``, ``bound``, ...
               (provenance ``modelled``); skipped for targets without peak figures (the host).
* ``run``      ``host`` target: JIT on this CPU (:mod:`fpsem.host_runner`); NVIDIA target with the
               cuda runner: the GPU (:mod:`fpsem.cuda`).  ``seconds`` = median of ``reps`` timed
               repetitions at the sweep's size, ``represents_target`` says whether that time stands
               for the target's speed (provenance ``measured``).
* ``accuracy`` the variant's outputs at the accuracy size against the mpmath reference
               (:mod:`fpsem.accuracy`); on the host / GPU a real run (``measured``), otherwise the
               accuracy helper's emulation (``emulated``).
"""

from __future__ import annotations

import multiprocessing
import statistics
import time
from dataclasses import dataclass
from typing import Any, Mapping

from ..accuracy.runners import PreparedVariant
from ..errors import StageFailure
from ..kernels.registry import Kernel, load_kernel
from ..kernels.spec import resolve_sizes
from ..profiles import Profile, resolve_profile
from ..targets import Target, load_targets, resolve_target
from .gpuslot import gpu_turn
from .pipeline import CellContext, Pipeline, Skip, Stage, StageOutput

MAX_CONSTRUCTS = 10


# ---------------------------------------------------------------- helpers


def _kernel(ctx: CellContext) -> Kernel:
    return ctx.artifacts["kernel"]


def _host_device() -> str:
    import socket

    from ..llvm import host_machine_spec

    return f"{socket.gethostname()} ({host_machine_spec().cpu})"


# ---------------------------------------------------------------- stages


def rewrite_stage(ctx: CellContext) -> StageOutput:
    """Load the cell's kernel, profile and target; apply the profile to the kernel's IR."""
    from ..rewrite import apply_profile

    key = ctx.cell.key
    kernel = load_kernel(ctx.cell.config.kernel_file(key.kernel))
    profile = resolve_profile(ctx.cell.config.profile_file(key.profile))
    target = resolve_target(key.target, load_targets())
    text = kernel.ir_for(key.precision)
    res = apply_profile(text, profile, name=f"{key.kernel}.{key.precision}.ll")
    flagged = sum(1 for s in res.sites if s.flags)
    value = {"profile_flags": sorted(profile.flags), "ub_capable": profile.ub_capable, "sites": len(res.sites),
             "flagged_sites": flagged, "changed_sites": res.changed_sites, "notes": list(res.notes)}
    return StageOutput(value, "static", artifacts={"kernel": kernel, "profile": profile, "target": target,
                                                   "rewritten": res.text})


def validate_stage(ctx: CellContext) -> StageOutput:
    """Every UB-capable construct in the rewritten IR; any in a safe profile's variant is a failure."""
    from ..validate import find_ub

    key = ctx.cell.key
    profile = ctx.artifacts["profile"]
    name = f"{key.kernel}.{key.precision}.{key.profile}.ll"
    findings = find_ub(ctx.artifacts["rewritten"], name)
    if findings and not profile.ub_capable:
        raise StageFailure(f"safe profile {profile.name!r} left {len(findings)} UB-capable construct(s), first: "
                           f"{findings[0].one_line(name)}")
    value = {"ub_capable": profile.ub_capable, "findings": len(findings),
             "constructs": [f.one_line(name) for f in findings[:MAX_CONSTRUCTS]]}
    return StageOutput(value, "static")


def compile_stage(ctx: CellContext) -> StageOutput:
    """Compile the variant for the target at the sweep's size (cache hit when compiled before)."""
    from ..compile import compile_ir, compile_jobs, default_cache, plan
    from ..metrics import find_ptxas
    from ..samecode import fingerprint

    key, cfg = ctx.cell.key, ctx.cell.config
    target = ctx.artifacts["target"]
    ptxas = find_ptxas() if target.kind == "nvptx" else None
    job = plan(_kernel(ctx), key.precision, ctx.artifacts["profile"], target, cfg.size,
               str(ptxas) if ptxas else None)
    cache = default_cache()
    if multiprocessing.current_process().daemon:
        # a daemonic process (a default Dask worker) may not start the isolating child process
        variant = cache.load(job.key) or compile_ir(job)
        cache.store(variant)
    else:
        variant = compile_jobs([job], cache, workers=1)[0]
    if not variant.ok:
        assert variant.failure is not None
        raise StageFailure(f"{variant.failure.stage}: {variant.failure.message}")
    value = {"cached": variant.cached, "key": variant.key, "ub_capable": variant.ub_capable,
             "ub_findings": len(variant.ub_findings), "math_functions": list(variant.math_functions),
             "notes": list(variant.notes), "entries": [e.name for e in variant.entries],
             # the machine code's identity: equal to strict's means the same code (speedup 1 by construction)
             "code_hash": fingerprint(variant.asm, variant.kind) if variant.asm else None}
    return StageOutput(value, "static", artifacts={"variant": variant})


def metrics_stage(ctx: CellContext) -> StageOutput:
    """The static metrics of the variant's machine code."""
    m = ctx.artifacts["variant"].metrics
    if m is None:
        raise StageFailure("the compiled variant has no metrics")
    d = m.to_json()
    value = {k: d[k] for k in ("kind", "histogram", "instructions", "code_bytes", "code_bytes_source",
                               "resources", "loops", "notes")}
    return StageOutput(value, "static", artifacts={"metrics": m})


def model_stage(ctx: CellContext) -> StageOutput:
    """The roofline model's predicted time per repetition (GPU targets with peak figures)."""
    from ..model import ModelUnavailable, predict, workload

    key, cfg = ctx.cell.key, ctx.cell.config
    target = ctx.artifacts["target"]
    if "model" not in cfg.runners:
        raise Skip("model not among the sweep's runners")
    if not target.is_gpu:
        raise Skip(f"{target.name}: the model covers GPU targets (the host is measured)")
    try:
        pred = predict(ctx.artifacts["metrics"], target, workload(_kernel(ctx).spec, key.precision, cfg.size))
    except ModelUnavailable as e:
        raise Skip(str(e)) from None
    return StageOutput(pred.to_json(), "modelled", device=f"model of {target.name}")


def timed_repetitions(first_s: float, reps: int, budget_s: float) -> int:
    """How many repetitions to time after a first (warm-up) one of ``first_s`` seconds: ``reps`` if they
    fit in ``budget_s``, fewer if not, and none when the first alone used the budget up (it is then the
    measurement)."""
    if first_s >= budget_s:
        return 0
    return max(1, min(reps, int((budget_s - first_s) / max(first_s, 1e-9))))


def _host_run(ctx: CellContext) -> StageOutput:
    """JIT the variant for this CPU; time repetitions after one warm-up, within the time budget (median)."""
    from ..host_runner import compile_host
    from ..kernels.inputs import make_inputs

    key, cfg = ctx.cell.key, ctx.cell.config
    spec = _kernel(ctx).spec
    sizes = resolve_sizes(spec, cfg.size)
    hk = compile_host(spec, _kernel(ctx).ir_for(key.precision), ctx.artifacts["profile"], key.precision, sizes)
    values = make_inputs(spec, sizes, key.precision, key.inputs)
    t0 = time.perf_counter()
    hk.run_rep(values)  # warm-up: caches, page faults, lazy binding
    first = time.perf_counter() - t0
    n = timed_repetitions(first, cfg.reps, cfg.time_budget_s)
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        hk.run_rep(values)
        times.append(time.perf_counter() - t0)
    # The fastest repetition stands for the variant: on a shared CPU, other load only ever adds time.
    how = ("measured: wall time per repetition on this CPU (JIT, one thread), fastest of the repetitions "
           "after a warm-up" if times else
           f"measured: one cold repetition on this CPU (JIT, one thread); it alone exceeded the "
           f"{cfg.time_budget_s:g} s time budget")
    samples = times or [first]
    value = {"runner": "host", "seconds": min(samples), "median_seconds": statistics.median(samples),
             "max_seconds": max(samples), "reps": len(samples), "size": cfg.size, "represents_target": True,
             "how": how}
    return StageOutput(value, "measured", device=_host_device())


def _cuda_run(ctx: CellContext) -> StageOutput:
    """Run the compiled PTX on the GPU: event-timed repetitions with inputs rotated out of L2."""
    from ..cuda.driver import Gpu
    from ..cuda.finalize import HostFinalizer
    from ..cuda.runner import KernelSession, guarded
    from ..cuda.variant import program_of
    from ..kernels.inputs import make_inputs

    key, cfg = ctx.cell.key, ctx.cell.config
    kernel, target = _kernel(ctx), ctx.artifacts["target"]
    spec = kernel.spec
    program = program_of(ctx.artifacts["variant"])
    sizes = resolve_sizes(spec, cfg.size)
    inputs = make_inputs(spec, sizes, key.precision, key.inputs)
    finalizer = HostFinalizer(spec, key.precision, kernel.ir_for(key.precision))
    with gpu_turn(ctx.gpu):
        gpu = Gpu(ctx.gpu.ordinal if ctx.gpu else 0)
        try:
            session = KernelSession(gpu, spec, key.precision, sizes, inputs, block=cfg.block, finalize=finalizer)
            timing, fault = guarded("time", "sync", lambda: session.time(program))
            session.close()
            if fault is not None or timing is None:
                raise StageFailure(f"{program.label} on {gpu.info.name}: "
                                   f"{fault.one_line() if fault else 'no timing'}")
            info = gpu.info
        finally:
            gpu.close()
    same_chip = info.sm_arch == target.cpu and target.name.lower() in info.name.lower()
    value = {"runner": "cuda", "seconds": timing.stats.median_ms * 1e-3, "size": cfg.size,
             "represents_target": same_chip, "device": info.to_dict(), "timing": timing.to_dict(),
             "how": ("measured: CUDA events, median per repetition after warm-up, inputs rotated out of L2"
                     + ("" if same_chip else f"; on {info.name}, so it checks {target.name}'s code, not its speed"))}
    return StageOutput(value, "measured", device=info.name, artifacts={"gpu_name": info.name})


def run_stage(ctx: CellContext) -> StageOutput:
    """Time the variant where a runner can: the host JIT for ``host``, the GPU for NVIDIA targets."""
    cfg, target = ctx.cell.config, ctx.artifacts["target"]
    if target.kind == "host":
        if "host" not in cfg.runners:
            raise Skip("host runner not among the sweep's runners")
        return _host_run(ctx)
    if target.kind == "nvptx" and ctx.cell.gpu:
        return _cuda_run(ctx)
    if target.kind == "nvptx" and "cuda" in cfg.runners:
        raise Skip(f"{target.name}: no NVIDIA GPU here (modelled only)")
    raise Skip(f"{target.name}: no runner for {target.kind} targets here (modelled only)")


@dataclass(frozen=True)
class EmulatedNvptxRunner:
    """Accuracy for an NVIDIA target on a machine without its GPU: the emulation the AMD targets use.

    The variant's IR is optimized for the target (its cost models decide), its
    multiply-add pairs are contracted as the back end would, and the result runs on
    this CPU (:func:`fpsem.accuracy.amd_emulation.compile_emulated`).  What it does not
    capture: approximate instructions the back end selects under ``afn``/``arcp``
    (``sqrt.approx``, ``rcp.approx``, ``ex2.approx``) and libdevice's math functions,
    which run as this CPU's library here.
    """

    nvidia: Target
    target: str = ""
    how: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "target", self.nvidia.name)
        object.__setattr__(self, "how", f"emulated: the {self.nvidia.cpu}-optimized IR, with the back end's FMA "
                                        "contraction, run on this CPU (no NVIDIA GPU here; approximate "
                                        "instructions and libdevice are not captured)")

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str) -> PreparedVariant:
        from ..accuracy.amd_emulation import compile_emulated
        from ..accuracy.runners import fresh_copy, outputs_of

        hk, emu = compile_emulated(kernel.spec, kernel.ir_for(precision), profile, precision, sizes, self.nvidia)

        def run(values: Mapping[str, Any]) -> dict:
            vals = fresh_copy(values)
            hk.run_rep(vals)
            return outputs_of(kernel.spec, precision, vals)

        return PreparedVariant(f"{kernel.spec.key}.{precision}.{profile.name}.{self.nvidia.name} (emulated)", run,
                               (f"{emu.fused} multiply-add pair(s) contracted to FMA",))


def _accuracy_runner(ctx: CellContext) -> Any:
    from ..accuracy.runners import runner_for

    target = ctx.artifacts["target"]
    if target.kind == "nvptx" and not ctx.cell.gpu:
        return EmulatedNvptxRunner(target)
    return runner_for(target, ctx.gpu.ordinal if ctx.gpu else 0)


def _special_accuracy(ctx: CellContext, runner: Any) -> tuple[Any, Any, Any, str]:
    """The accuracy module's full evaluation (strict and, for UB-capable profiles, the safe counterpart
    run too): errors, the special-values report and UB witnesses."""
    from ..accuracy.evaluate import AccuracyRequest, evaluate
    from ..accuracy.reference import default_reference_cache
    from ..accuracy.sampling import DEFAULT_SAMPLE_LIMIT

    key, cfg = ctx.cell.key, ctx.cell.config
    profile = ctx.artifacts["profile"]
    req = AccuracyRequest(_kernel(ctx), (profile,), key.precision, key.inputs, cfg.accuracy_size,
                          sample_limit=cfg.sample or DEFAULT_SAMPLE_LIMIT, allow_ub=True)
    report = evaluate(req, runner, default_reference_cache())
    special = next((p for p in report.special if p.profile == profile.name), None)
    return report.variant(profile.name).errors, report.reference, special, report.how


def _plain_accuracy(ctx: CellContext, runner: Any) -> tuple[Any, Any, None, str]:
    """The variant alone against the (cached) reference: strict is its own cell, so it is not re-run here."""
    from ..accuracy.metrics import locate, variant_errors
    from ..accuracy.reference import ReferenceRequest, compute_reference, default_reference_cache
    from ..accuracy.sampling import DEFAULT_SAMPLE_LIMIT
    from ..kernels.inputs import make_inputs

    key, cfg = ctx.cell.key, ctx.cell.config
    kernel = _kernel(ctx)
    sizes = resolve_sizes(kernel.spec, cfg.accuracy_size)
    values = make_inputs(kernel.spec, sizes, key.precision, key.inputs)
    ref = compute_reference(ReferenceRequest(
        kernel.spec, key.precision, kernel.ir_for(key.precision), kernel.ir_paths.get(key.precision, kernel.spec.key),
        key.inputs, values, sizes, sample_limit=cfg.sample or DEFAULT_SAMPLE_LIMIT), default_reference_cache())
    prepared = runner.prepare(kernel, ctx.artifacts["profile"], key.precision, sizes, cfg.accuracy_size)
    # the worst element with the inputs there (strict's result there is not known: strict is its own cell)
    return locate(variant_errors(prepared.run(values), ref), kernel.spec, values), ref, None, runner.how


def accuracy_stage(ctx: CellContext) -> StageOutput:
    """The variant's error against the mpmath reference at the accuracy size; with the ``special``
    input set also what it changes for special values against strict, and its UB witnesses."""
    from ..accuracy.metrics import inexact_bitmap

    key, cfg = ctx.cell.key, ctx.cell.config
    runner = _accuracy_runner(ctx)
    uses_gpu = ctx.artifacts["target"].kind == "nvptx" and ctx.cell.gpu
    with gpu_turn(ctx.gpu if uses_gpu else None):
        try:
            measure = _special_accuracy if key.inputs == "special" else _plain_accuracy
            errors, ref, special, how = measure(ctx, runner)
        finally:
            close = getattr(runner, "close", None)
            if close:
                close()
    o = errors.overall
    value: dict[str, Any] = {
        "max_ulp": o.max_ulp, "median_ulp": o.median_ulp, "p99_ulp": o.p99_ulp,
        "exactly_rounded": o.exactly_rounded, "max_normalised": o.max_normalised,
        "median_normalised": o.median_normalised, "p99_normalised": o.p99_normalised,
        "compared": o.compared, "population": o.population, "finite": o.finite,
        "status_diffs": {"nan": o.nan_mismatches, "inf": o.inf_mismatches, "zero_sign": o.zero_sign_mismatches},
        "outputs": {k: v.to_dict() for k, v in errors.outputs.items()},
        "worst": o.worst.to_dict() if o.worst else None,
        # strict's inexact elements, so the report can tell whether strict is wrong at a variant's worst one
        "inexact_bitmap": inexact_bitmap(errors) if key.profile == "strict" else None,
        "size": cfg.accuracy_size, "sizes": dict(ref.sizes), "how": how,
        "reference": {"source": ref.source, "working_precision_bits": ref.working_precision,
                      "compared": ref.compared, "population": ref.population},
    }
    if special is not None:
        d = special.to_dict()
        value.update({"special_verdict": d["verdict"], "special_violations": d["violations"],
                      "ub_witness_count": d["witness_count"], "ub_witnesses": d["witnesses"],
                      "special_classes": d["classes"]})
    provenance = "emulated" if how.startswith("emulated") else "measured"
    if uses_gpu:
        device = ctx.artifacts.get("gpu_name") or f"cuda device {ctx.gpu.ordinal if ctx.gpu else 0}"
    else:
        device = _host_device()
    return StageOutput(value, provenance, device=device)


STAGES: tuple[Stage, ...] = (
    Stage("rewrite", rewrite_stage),
    Stage("validate", validate_stage, needs=("rewrite",)),
    Stage("compile", compile_stage, needs=("rewrite", "validate")),
    Stage("metrics", metrics_stage, needs=("compile",)),
    Stage("model", model_stage, needs=("metrics",)),
    Stage("run", run_stage, needs=("compile",)),
    Stage("accuracy", accuracy_stage, needs=("rewrite", "validate")),
)


def default_pipeline() -> Pipeline:
    """The sweep's pipeline over the real stages."""
    return Pipeline(STAGES)
