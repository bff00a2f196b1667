"""Building variants through the one build path (``fpsem compile``) and the performance model's
prediction for them (``fpsem compile --model``: *modelled*)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from fpsem.api.checks import at_least, public
from fpsem.api.resolve import KernelLike, ProfileLike, TargetLike, precision_of, text
from fpsem.api.resolve import kernel as as_kernel
from fpsem.api.resolve import kernels as as_kernels
from fpsem.api.resolve import precisions as as_precisions
from fpsem.api.resolve import profile as as_profile
from fpsem.api.resolve import profiles as as_profiles
from fpsem.api.resolve import target as as_target
from fpsem.api.resolve import targets as as_targets
from fpsem.compiler.backends import backend_for
from fpsem.compiler.build import CompiledVariant, build, build_many
from fpsem.compiler.cache import BuildCache, default_cache
from fpsem.compiler.code_metrics import MetricsDiff, diff
from fpsem.compiler.variant import describe_variant
from fpsem.core.errors import UsageError
from fpsem.core.progress import Progress
from fpsem.core.progress import resolve as resolve_progress
from fpsem.core.timing import check_timing
from fpsem.fastmath.profiles import resolve_profile
from fpsem.speed.model import ModelUnavailable, Prediction, describe, format_seconds
from fpsem.speed.traces import Prefetched, predict_variant, prefetch

STRICT = "strict"


def _store(cache: BuildCache | bool) -> BuildCache | None:
    return default_cache() if cache is True else (cache or None)


@public
def compile(kernel: KernelLike, target: TargetLike, profile: ProfileLike = "strict",  # noqa: A001
            precision: str = "f64", *, size: str = "default", allow_ub: bool = False,
            cache: BuildCache | bool = True) -> CompiledVariant:
    """Build one variant through the one build path (``fpsem compile``), in this process.

    The result has the optimized IR, machine code, static metrics (``.metrics``), the
    post-optimization audit (``.ub_findings``) and its content ``.key``; a variant that
    does not build has ``.failure`` set (stage and LLVM's message) instead of raising.
    """
    k = as_kernel(kernel)
    return build(describe_variant(k, precision_of(k, precision), as_profile(profile, allow_ub), as_target(target),
                                  text("size set", size)), _store(cache))


@public
def predict(variant: CompiledVariant, *, kernel: KernelLike | None = None, target: TargetLike | None = None,
            size: str = "default", timing: str = "cold") -> Prediction:
    """The performance model's prediction for a built GPU variant (``fpsem compile --model``): *modelled*.

    ``kernel``/``target`` default to the ones the variant names (built-ins); pass them for user files.
    ``timing``: ``cold`` (inputs outside the L2, fpsem's GPU timing) or ``warm`` (RAJAPerf's).  A target
    the model does not cover (the host) is a UsageError.
    """
    check_timing(timing)
    if variant.metrics is None:
        raise UsageError(f"{variant.name}: no metrics to model (the build failed or has no machine code)")
    k = as_kernel(kernel if kernel is not None else variant.kernel)
    t = as_target(target if target is not None else variant.target)
    try:
        return predict_variant(variant, k.spec, t, text("size set", size), timing)[0]
    except ModelUnavailable as e:
        raise UsageError(str(e)) from None


@dataclass(frozen=True)
class BuiltVariant:
    """One variant of :func:`compile_many`: the build, what it changed against strict (``diff``), the model's
    prediction and strict's (``model``, ``strict_model``, or why there is none: ``model_note``), and the
    folder its files were written to (``output``)."""

    variant: CompiledVariant
    diff: MetricsDiff | None = None
    model: Prediction | None = None
    strict_model: Prediction | None = None
    model_note: str = ""
    timing: str | None = None  # the model's timing convention, when the model was asked
    output: Path | None = None

    @property
    def model_speedup(self) -> float | None:
        """Strict's modelled time over this variant's (modelled)."""
        return self.strict_model.seconds / self.model.seconds if self.model and self.strict_model else None

    def to_json(self) -> dict[str, Any]:
        """``fpsem compile --json``'s record."""
        v, d = self.variant, self.diff
        return {
            "kernel": v.kernel, "precision": v.precision, "target": v.target, "profile": v.profile,
            "ub_capable": v.ub_capable, "ok": v.ok, "cached": v.cached, "key": v.key, "artifact": v.artifact,
            "identity": dict(v.identity),
            "failure": None if v.failure is None else {"stage": v.failure.stage, "message": v.failure.message},
            "metrics": v.metrics.to_json() if v.metrics else None,
            "diff_vs_strict": d.to_json() if d else None,
            "ub_findings": [f.one_line(v.name) for f in v.ub_findings],
            "math_functions": list(v.math_functions), "notes": list(v.notes),
            "entries": [{"name": e.name, "params": [p.name for p in e.params], "reduce": e.reduce,
                         "constants": dict(e.constants)} for e in v.entries],
            "model": self.model.to_json() if self.model else None,
            "model_timing": self.timing,
            "model_speedup_vs_strict": self.model_speedup,
            "output": str(self.output) if self.output else None,
        }

    def model_text(self) -> str:
        """The model's figures in one line, or why there are none."""
        return describe(self.model, self.strict_model) if self.model else self.model_note

    def model_cell(self) -> str:
        """``515 µs ±33%, FP64-bound, 1.99x``: the prediction for a table cell (its band's provenance goes
        in a note below the table: :attr:`model_band`), or "" without one."""
        if self.model is None:
            return ""
        p = self.model
        band = f" ±{100 * p.band.rel:.0f}%" if p.band else ""
        gain = f", {self.model_speedup:.2f}x" if self.model_speedup is not None else ""
        return f"{format_seconds(p.seconds)}{band}, {p.bound}-bound{gain}"

    @property
    def model_band(self) -> str:
        """The prediction's error band, without the target's name (one note serves every target)."""
        return self.model.band.text.replace(f", not on {self.variant.target}", "") if self.model and self.model.band \
            else ""


def _write(v: CompiledVariant, out: Path) -> Path:
    """The variant's optimized IR, machine code, object, metrics and description in ``out/<name>/``."""
    d = out / v.name
    d.mkdir(parents=True, exist_ok=True)
    if v.optimized_ir:
        (d / "optimized.ll").write_text(v.optimized_ir)
    if v.asm:
        (d / backend_for(v.kind).asm_file).write_text(v.asm)
    if v.object:
        (d / backend_for(v.kind).object_file).write_bytes(v.object)
    if v.metrics:
        (d / "metrics.json").write_text(json.dumps(v.metrics.to_json(), indent=2))
    (d / "variant.json").write_text(json.dumps({
        "kernel": v.kernel, "precision": v.precision, "profile": v.profile, "target": v.target, "key": v.key,
        "artifact": v.artifact, "identity": dict(v.identity),
        "ub_capable": v.ub_capable, "ub_findings": [f.one_line(v.name) for f in v.ub_findings],
        "failure": None if v.failure is None else {"stage": v.failure.stage, "message": v.failure.message},
        "entries": [asdict(e) for e in v.entries], "exports": list(v.exports),
        "math_functions": list(v.math_functions), "notes": list(v.notes)}, indent=2))
    return d


@public
def compile_many(kernels: KernelLike | Iterable[KernelLike], targets: TargetLike | Iterable[TargetLike],
                 profiles: ProfileLike | Iterable[ProfileLike], precisions: str | Iterable[str] = "f64", *, size: str = "default",
                 allow_ub: bool = False, cache: BuildCache | bool = True, jobs: int = 0, ptxas: bool = True,
                 model: bool = False, timing: str = "cold", output: str | os.PathLike[str] | None = None,
                 baseline: bool = True, progress: bool | Progress = False) -> list[BuiltVariant]:
    """Build every kernel x precision x target x profile (``fpsem compile``), in worker processes.

    Lists are comma-separated strings, ``all`` or iterables; a precision a kernel lacks is left out.
    ``strict`` is built too (unless ``baseline=False``), as the baseline of ``diff`` (and of the modelled
    speedup with ``model``), and listed only when asked for.  ``ptxas=False`` builds NVPTX variants without
    ptxas (no cubin, registers or SASS size); ``output`` writes each variant's files into a folder of its
    own there.  A variant that does not build comes back with ``variant.failure`` set.  ``progress``: True for
    a progress bar on a terminal, or a :class:`fpsem.core.progress.Progress` told of every variant built.
    """
    at_least("jobs", jobs, 0)
    check_timing(timing)
    out_dir = Path(text("output folder", output)) if output is not None else None
    ks, ts = as_kernels(kernels), as_targets(targets)
    precs = as_precisions(precisions)
    ps = as_profiles(profiles, allow_ub)
    names = [p.name for p in ps]
    # strict is the baseline every diff (and modelled speedup) is taken against
    with_strict = ps if STRICT in names or not baseline else [resolve_profile(STRICT), *ps]
    plan = [describe_variant(k, prec, p, t, text("size set", size), tools=ptxas) for k in ks for prec in precs
            if prec in k.spec.precisions for t in ts for p in with_strict]
    built = build_many(plan, _store(cache), jobs, progress=resolve_progress(progress))
    specs = {k.spec.key: k.spec for k in ks}
    target_of = {t.name: t for t in ts}
    strict_of = {(v.kernel, v.precision, v.target): v for v in built if v.profile == STRICT}
    # the interpreter's work (in worker processes where there are several cores) and the predictions made there
    ready = prefetch([(v, specs[v.kernel], target_of[v.target]) for v in built if v.metrics], size, timing, jobs) \
        if model else Prefetched(size, timing)
    out = []
    for v in (v for v in built if v.profile in names):
        base = strict_of.get((v.kernel, v.precision, v.target))
        d = diff(v.metrics, base.metrics) if v.metrics and base and base.metrics and v is not base else None
        pred = spred = None
        note = ""
        if model and v.metrics:
            try:
                spec, tgt = specs[v.kernel], target_of[v.target]
                pred = ready.predict(v, spec, tgt)[0]
                spred = ready.predict(base, spec, tgt)[0] if base and base.metrics else None
            except ModelUnavailable as e:
                note = f"no model for {v.target}: {e.short()}"
        where = _write(v, out_dir) if out_dir is not None else None
        out.append(BuiltVariant(v, d, pred, spred, note, timing if model else None, where))
    return out
