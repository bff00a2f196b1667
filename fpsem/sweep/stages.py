"""The real stages of a sweep cell, in pipeline order.

    profile -> rewrite -> validate -> compile -> metrics -> model -> run -> accuracy

Each stage calls the module that owns the work, keeps what later stages need in the
cell's typed :class:`CellState`, and returns a typed value (``fpsem.results.values``)
for the store:

* ``rewrite``  the kernel's IR with the profile's flags (:func:`fpsem.fastmath.rewrite.apply_profile`).
* ``validate`` UB-capable constructs in the rewritten IR (:func:`fpsem.fastmath.validate.find_ub`); any in a
               safe profile's variant is a failure.
* ``compile``  the variant built for the target at the sweep's size (:func:`fpsem.compiler.build.build`, through
               the content-addressed build cache), in this worker process -- the sweep's workers are
               already isolated: an LLVM abort fails this cell, not the sweep.
* ``metrics``  static metrics of the machine code (:mod:`fpsem.compiler.code_metrics`).
* ``model``    the performance model's prediction for GPU targets (provenance ``modelled``).
* ``run``      the host target: the *compiled* variant JIT-ed as built (no second build) and timed;
               an NVIDIA target with the cuda runner: its PTX on the GPU (:mod:`fpsem.runners.cuda`).
* ``accuracy`` the variant's outputs at the accuracy size against the mpmath reference: measured on
               the host or the GPU, otherwise emulated (``fpsem.runners.registry.runner_for``: the same
               rule as ``fpsem accuracy``).  A module that was evaluated before on the same inputs
               against the same reference -- two profiles whose optimized code is the same, or two
               NVIDIA targets whose emulated modules are -- reuses that result (content-addressed).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from fpsem.compiler.build import CompiledVariant, build, rewrite_kernel
from fpsem.compiler.cache import default_cache
from fpsem.compiler.code_metrics import Metrics
from fpsem.compiler.samecode import code_identity
from fpsem.compiler.targets import Target, load_targets, resolve_target
from fpsem.compiler.variant import Variant, kernel_hash
from fpsem.core.errors import StageFailure
from fpsem.core.identity import json_digest
from fpsem.core.memo import exclusive, memo_path, read, write
from fpsem.fastmath.profiles import Profile, resolve_profile
from fpsem.kernels.registry import Kernel, load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.results.values import (
    AccuracyValue,
    CompileValue,
    MetricsValue,
    ModelValue,
    RewriteValue,
    RunValue,
    ValidateValue,
)
from fpsem.runners.host import host_device
from fpsem.runners.protocol import TimingRequest
from fpsem.runners.registry import entry_for, own_entry
from fpsem.sweep.gpuslot import gpu_turn
from fpsem.sweep.pipeline import CellContext, Pipeline, Skip, Stage, StageOutput
from fpsem.sweep.plan import SweepConfig

MAX_CONSTRUCTS = 10
STRICT_NAME = "strict"  # the baseline every speedup is taken against


@dataclass
class CellState:
    """What the stages of one cell hand on to each other (filled in pipeline order)."""

    kernel: Kernel | None = None
    profile: Profile | None = None
    target: Target | None = None
    rewritten: str = ""
    variant: CompiledVariant | None = None
    metrics: Metrics | None = None
    gpu_name: str = ""


def _stat_key(path: str) -> tuple[str, ...]:
    """A kernel's spec and IR files with their sizes and mtimes: changes when any of them is edited."""
    spec = Path(path)
    files = [spec] + sorted(spec.parent.glob(f"{spec.stem}.*.ll"))
    out = []
    for f in files:
        try:
            st = f.stat()
            out.append(f"{f}:{st.st_size}:{st.st_mtime_ns}")
        except OSError:
            out.append(f"{f}:missing")
    return tuple(out)


@functools.lru_cache(maxsize=64)
def _load_kernel(path: str, stamp: tuple[str, ...]) -> Kernel:
    # one load (and IR check) per kernel file version per worker, not one per cell
    return load_kernel(path)


def _load(ctx: CellContext) -> tuple[Kernel, Profile, Target]:
    """The cell's kernel, profile and target, checked against the content the cell was planned with."""
    key, src = ctx.cell.key, ctx.cell.sources
    path = src.kernel or key.kernel
    kernel = _load_kernel(path, _stat_key(path)) if src.kernel else load_kernel(path)
    profile = resolve_profile(src.profile or key.profile)
    target = resolve_target(src.target or key.target, load_targets())
    planned = ctx.cell.identity.get("kernel")
    if planned and kernel_hash(kernel, key.precision) != planned:
        raise StageFailure(f"kernel {key.kernel} ({kernel.spec.path}) changed since the sweep was planned; "
                           "run the sweep again")
    return kernel, profile, target


# ---------------------------------------------------------------- stages


def rewrite_stage(ctx: CellContext) -> StageOutput:
    """Load the cell's kernel, profile and target; apply the profile to the kernel's IR."""
    st = ctx.state
    st.kernel, st.profile, st.target = _load(ctx)
    res = rewrite_kernel(cell_variant(ctx, ctx.cell.config.size))  # shared with the build's own step
    st.rewritten = res.text
    return StageOutput(RewriteValue(tuple(sorted(st.profile.flags)), st.profile.ub_capable, len(res.sites),
                                    sum(1 for s in res.sites if s.flags), res.changed_sites, tuple(res.notes)),
                       "static")


def validate_stage(ctx: CellContext) -> StageOutput:
    """Every UB-capable construct in the rewritten IR; any in a safe profile's variant is a failure."""
    from fpsem.fastmath.validate import find_ub

    key, profile = ctx.cell.key, ctx.state.profile
    name = f"{key.kernel}.{key.precision}.{key.profile}.ll"
    findings = find_ub(ctx.state.rewritten, name)
    if findings and not profile.ub_capable:
        raise StageFailure(f"safe profile {profile.name!r} left {len(findings)} UB-capable construct(s), first: "
                           f"{findings[0].one_line(name)}")
    return StageOutput(ValidateValue(profile.ub_capable, len(findings),
                                     tuple(f.one_line(name) for f in findings[:MAX_CONSTRUCTS])), "static")


def cell_variant(ctx: CellContext, size_set: str, mode: str = "code") -> Variant:
    """The cell's variant at one of its sizes (the sweep's for timing, the accuracy size for accuracy)."""
    st, key = ctx.state, ctx.cell.key
    sizes = resolve_sizes(st.kernel.spec, size_set)
    return Variant(st.kernel, key.precision, st.profile, st.target, tuple(sorted(sizes.items())), inputs=key.inputs,
                   mode=mode, size_set=size_set)


def compile_stage(ctx: CellContext) -> StageOutput:
    """Build the variant for the target at the sweep's size (a cache hit when built before)."""
    variant = build(cell_variant(ctx, ctx.cell.config.size), default_cache())
    if not variant.ok:
        assert variant.failure is not None
        raise StageFailure(f"{variant.failure.stage}: {variant.failure.message}")
    ctx.state.variant = variant
    # the machine code's identity (the SASS where ptxas made a cubin): equal to strict's means the same code (a
    # speedup of 1 by construction); equal to another profile's, one variant with one number
    code_hash = code_identity(variant.asm, variant.kind, variant.object) if variant.asm else None
    return StageOutput(CompileValue(variant.cached, variant.key, variant.artifact, variant.ub_capable,
                                    len(variant.ub_findings), variant.math_functions, variant.notes,
                                    tuple(e.name for e in variant.entries), code_hash), "static")


def metrics_stage(ctx: CellContext) -> StageOutput:
    """The static metrics of the variant's machine code."""
    m = ctx.state.variant.metrics
    if m is None:
        raise StageFailure("the compiled variant has no metrics")
    ctx.state.metrics = m
    return StageOutput(MetricsValue.from_json(m.to_json()), "static")


def model_stage(ctx: CellContext) -> StageOutput:
    """The model's predicted time per repetition (GPU targets with peak figures)."""
    from fpsem.speed.model import ModelUnavailable
    from fpsem.speed.traces import predict_variant

    cfg, target = ctx.cell.config, ctx.state.target
    if "model" not in cfg.runners:
        raise Skip("model not among the sweep's runners")
    if not target.is_gpu:
        raise Skip(f"{target.name}: the model covers GPU targets (the host is measured)")
    try:
        pred, _ = predict_variant(ctx.state.variant, ctx.state.kernel.spec, target, cfg.size, cfg.timing)
    except ModelUnavailable as e:
        raise Skip(str(e)) from None
    return StageOutput(ModelValue.from_json(pred.to_json()), "modelled", device=f"model of {target.name}")


def _timing_group(ctx: CellContext, sizes: Mapping[str, int], machine: str) -> dict[str, Any]:
    """What a timed comparison's result depends on besides the two machine codes and the settings: the
    kernel's content, its inputs and sizes, and the machine (and device) it runs on."""
    key, st = ctx.cell.key, ctx.state
    return {"kernel": kernel_hash(st.kernel, key.precision), "precision": key.precision, "inputs": key.inputs,
            "sizes": dict(sizes), "machine": machine}


def _strict_of(ctx: CellContext, size_set: str) -> CompiledVariant:
    """The cell's strict variant at ``size_set`` (its own build for strict's cell; a cache hit when built)."""
    if ctx.cell.key.profile == STRICT_NAME:
        return ctx.state.variant
    strict = build(replace(cell_variant(ctx, size_set), profile=resolve_profile(STRICT_NAME)), default_cache())
    if not strict.ok:
        assert strict.failure is not None
        raise StageFailure(f"strict baseline: {strict.failure.stage}: {strict.failure.message}")
    return strict


def run_stage(ctx: CellContext) -> StageOutput:
    """Time the variant against strict where a runner measures (:func:`fpsem.runners.registry.runner_for`,
    mode ``measured``): the host JIT for ``host``, the GPU for NVIDIA targets with one here; others are
    modelled only.

    strict's cell holds the kernel's A/A control (:func:`fpsem.speed.compare.aa_control`): strict against a
    second set of placements of itself, whose interval sets the noise floor.  Any other profile: when its
    machine code is strict's it is not timed (1.00x by construction); otherwise the runner's placed comparison
    (:class:`fpsem.runners.protocol.TimingRequest` with strict as the baseline: each side placed several times,
    timed in rounds of random order) until the comparison is decided against the floor or the budget is spent
    (:func:`fpsem.speed.compare.compare`).  Both are memoised by content (the machine codes, the kernel, the
    machine): profiles with identical code share one measurement.  The compiled variant runs as built.
    """
    from fpsem.kernels.inputs import make_inputs
    from fpsem.runners.host_timing import ONE_ROUND, placed_run_value, same_code_run_value
    from fpsem.speed.compare import Settings, aa_control, code_of, compare

    key, cfg, st = ctx.cell.key, ctx.cell.config, ctx.state
    target = st.target
    entry = own_entry(target)
    if not entry.measures or (target.is_gpu and entry.name not in cfg.runners):
        raise Skip(f"{target.name}: no {target.kind} hardware here (modelled only)")
    if entry.name not in cfg.runners:
        raise Skip(f"{entry.name} runner not among the sweep's runners")
    if not (ctx.cell.gpu if target.is_gpu else entry.here()):
        raise Skip(f"{target.name}: {entry.absent} (modelled only)")
    spec = st.kernel.spec
    sizes = resolve_sizes(spec, cfg.size)
    strict = _strict_of(ctx, cfg.size)
    runner = entry.make(target, device=ctx.gpu.ordinal if ctx.gpu else 0, block=cfg.block, cache=default_cache(),
                        isolated=False)
    turn = ctx.gpu if target.is_gpu else None
    with runner:
        with gpu_turn(turn):
            device = runner.device()
        if target.is_gpu:
            st.gpu_name = device
        if key.profile != STRICT_NAME and code_of(st.variant) == code_of(strict):
            same = same_code_run_value(runner=entry.name, size=cfg.size)
            return StageOutput(RunValue.from_json(same), "measured", device=device)
        settings = Settings(placements=cfg.placements, budget_s=cfg.time_budget_s, min_rounds=cfg.reps)
        machine = host_device() + (f" {entry.name}:{ctx.gpu.ordinal if ctx.gpu else 0} {device}" if target.is_gpu
                                   else "")

        def timer(baseline: CompiledVariant, variant: CompiledVariant, seed: int, decide: Any) -> Any:
            values = make_inputs(spec, sizes, key.precision, key.inputs)
            with gpu_turn(turn):  # only around the timing: a cell waiting for another's measurement holds no GPU
                base = runner.load(st.kernel, baseline, sizes)
                timing = runner.load(st.kernel, variant, sizes).time(values, TimingRequest(
                    reps=cfg.reps, budget_s=cfg.time_budget_s, baseline=base, placements=cfg.placements,
                    decide=decide, seed=seed, control=variant is baseline))
            assert timing.placed is not None
            extra = {k: timing.value[k] for k in ("represents_target", "device") if k in timing.value}
            return timing.placed, {**extra, "how": timing.how}

        group, label = _timing_group(ctx, sizes, machine), ctx.cell.label()
        aa = aa_control(strict, group, settings, timer, label)
        if key.profile == STRICT_NAME:
            m, control = aa, "A/A"
        elif aa.times.stopped == ONE_ROUND:
            raise Skip(f"not timed: one repetition of strict takes {aa.times.variant_s[0][0]:.3g} s, more than the "
                       f"{cfg.time_budget_s:g} s budget of a comparison, so no interval could be had "
                       "(--time-budget)")
        else:
            m, control = compare(strict, st.variant, group, settings, aa.noise_floor, timer, label), ""
    value = {**placed_run_value(m.times, noise_floor=m.noise_floor, control=control, timing_key=m.key,
                                measured_by=m.measured_by, runner=entry.name, size=cfg.size), **m.extra}
    return StageOutput(RunValue.from_json(value), "measured", device=device)


# ---------------------------------------------------------------- accuracy


def _accuracy_overrides(ctx: CellContext) -> dict[str, int]:
    return accuracy_size_overrides(ctx.state.kernel, ctx.cell.config)


def accuracy_size_overrides(kernel: Kernel, cfg: SweepConfig) -> dict[str, int]:
    """The accuracy size set's overrides: ``N`` raised to the sweep's accuracy points per output
    (fpsem.accuracy.sampling.accuracy_sizes)."""
    from fpsem.accuracy.sampling import accuracy_sizes

    return dict(accuracy_sizes(kernel.spec, cfg.accuracy_size, cfg.accuracy_points).overrides)


def reference_request(kernel: Kernel, precision: str, inputs: str, cfg: SweepConfig) -> Any:
    """The mpmath reference a sweep's accuracy stage compares a cell against
    (:class:`fpsem.accuracy.reference.ReferenceRequest`: the kernel's inputs at the accuracy size)."""
    from fpsem.accuracy.reference import ReferenceRequest
    from fpsem.accuracy.sampling import DEFAULT_SAMPLE_LIMIT
    from fpsem.kernels.inputs import make_inputs

    sizes = resolve_sizes(kernel.spec, cfg.accuracy_size, accuracy_size_overrides(kernel, cfg))
    values = make_inputs(kernel.spec, sizes, precision, inputs)
    return ReferenceRequest(kernel.spec, precision, kernel.ir_for(precision),
                            kernel.ir_paths.get(precision, kernel.spec.key), inputs, values, sizes,
                            sample_limit=cfg.sample or DEFAULT_SAMPLE_LIMIT)


def _special_accuracy(ctx: CellContext, runner: Any) -> tuple[Any, Any, Any, str, str]:
    """The accuracy module's full evaluation (strict and, for UB-capable profiles, the safe counterpart
    run too): errors, the special-values report and UB witnesses."""
    from fpsem.accuracy.error_metrics import inexact_bitmap
    from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
    from fpsem.accuracy.reference import default_reference_cache
    from fpsem.accuracy.sampling import DEFAULT_SAMPLE_LIMIT

    key, cfg, profile = ctx.cell.key, ctx.cell.config, ctx.state.profile
    req = AccuracyRequest(ctx.state.kernel, (profile,), key.precision, key.inputs, cfg.accuracy_size,
                          _accuracy_overrides(ctx),
                          sample_limit=cfg.sample or DEFAULT_SAMPLE_LIMIT, allow_ub=True)
    report = evaluate(req, runner, default_reference_cache())
    special = next((p for p in report.special if p.profile == profile.name), None)
    errors = report.variant(profile.name).errors
    out = errors.to_dict()
    if profile.name == STRICT_NAME:
        out["inexact_bitmap"] = inexact_bitmap(errors)
    return out, report.reference, special, report.how, ""


def _plain_accuracy(ctx: CellContext, runner: Any) -> tuple[Any, Any, None, str, str]:
    """The variant alone against the (cached) reference: strict is its own cell, so it is not re-run here.

    When the module that runs is one evaluated before on these inputs against this reference, its stored
    errors are reused (keyed by the module's text, the reference's content key and how it runs).
    """
    from fpsem.accuracy.error_metrics import inexact_bitmap, locate, variant_errors
    from fpsem.accuracy.reference import compute_reference, default_reference_cache

    key, cfg, kernel = ctx.cell.key, ctx.cell.config, ctx.state.kernel
    req = reference_request(kernel, key.precision, key.inputs, cfg)
    sizes, values = req.sizes, req.values
    ref = compute_reference(req, default_reference_cache())
    prepared = runner.prepare(kernel, ctx.state.profile, key.precision, sizes, cfg.accuracy_size)

    def measured() -> dict[str, Any]:
        # the worst element with the inputs there (strict's result there is not known: strict is its own cell)
        located = locate(variant_errors(prepared.run(values), ref), kernel.spec, values)
        errors = located.to_dict()
        if key.profile == STRICT_NAME:
            # strict's inexact elements, so the report can tell whether strict is wrong at a variant's worst one
            errors["inexact_bitmap"] = inexact_bitmap(located)
        return errors

    if not prepared.content_key:
        return measured(), ref, None, runner.how, ""
    # runs on this CPU: its results follow from what runs and the inputs; a second worker asking for the same
    # module meanwhile waits for the first one's result
    memo = memo_path("accuracy-results",
                     json_digest({"module": prepared.content_key, "reference": ref.key, "inputs": key.inputs}))
    stored = read(memo)
    if stored is None or "errors" not in stored or "first" not in stored:
        with exclusive(memo):
            stored = read(memo)
            if stored is None or "errors" not in stored or "first" not in stored:
                errors = measured()
                write(memo, {"errors": errors, "first": ctx.cell.label()})
                return errors, ref, None, runner.how, ""
    return stored["errors"], ref, None, runner.how, stored["first"]


def accuracy_stage(ctx: CellContext) -> StageOutput:
    """The variant's error against the mpmath reference at the accuracy size; with the ``special``
    input set also what it changes for special values against strict, and its UB witnesses."""
    key, cfg, target = ctx.cell.key, ctx.cell.config, ctx.state.target
    # measured where the hardware is here, else emulated: the rule of `fpsem accuracy`
    entry = entry_for(target, "auto", gpu_here=ctx.cell.gpu)
    uses_gpu = target.is_gpu and entry.measures
    # the sweep's worker is an isolated process already: its builds run in it
    runner = entry.make(target, device=ctx.gpu.ordinal if ctx.gpu else 0, block=cfg.block, cache=default_cache(),
                        isolated=False)
    with gpu_turn(ctx.gpu if uses_gpu else None), runner:
        measure = _special_accuracy if key.inputs == "special" else _plain_accuracy
        errors, ref, special, how, reused = measure(ctx, runner)
    o = errors["overall"]
    extra: dict[str, Any] = {}
    if special is not None:
        d = special.to_dict()
        extra = {"special_verdict": d["verdict"], "special_violations": d["violations"],
                 "ub_witness_count": d["witness_count"], "ub_witnesses": tuple(d["witnesses"]),
                 "special_classes": d["classes"]}
    value = AccuracyValue(
        max_ulp=o["max_ulp"], median_ulp=o["median_ulp"], p99_ulp=o["p99_ulp"],
        exactly_rounded=o["exactly_rounded"], max_normalised=o["max_normalised"],
        median_normalised=o["median_normalised"], p99_normalised=o["p99_normalised"],
        compared=o["compared"], population=o["population"], finite=o["finite"],
        status_diffs={"nan": o["nan_mismatches"], "inf": o["inf_mismatches"], "zero_sign": o["zero_sign_mismatches"]},
        outputs=errors["outputs"], worst=o.get("worst"), inexact_bitmap=errors.get("inexact_bitmap"),
        size=cfg.accuracy_size, sizes=dict(ref.sizes), how=how,
        reference={"source": ref.source, "working_precision_bits": ref.working_precision,
                   "compared": ref.compared, "population": ref.population, "key": ref.key},
        reused=reused, **extra)
    provenance = "emulated" if how.startswith("emulated") else "measured"
    device = (ctx.state.gpu_name or f"cuda device {ctx.gpu.ordinal if ctx.gpu else 0}") if uses_gpu \
        else host_device()
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
    return Pipeline(STAGES, CellState)
