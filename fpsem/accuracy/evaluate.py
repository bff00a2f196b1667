"""An accuracy run: one kernel, precision, input set and target; several profiles against one reference.

``evaluate`` loads the kernel and its inputs, gets the reference (cached), prepares
every profile's variant on the target's runner (``strict`` always, as the baseline),
runs each once, and measures its errors against the reference and its difference
from strict. With the ``special`` input set it adds the special-values report
(``fpsem.accuracy.special``): per profile and class of special input, what changed,
and for UB-capable profiles the UB witnesses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from fpsem.accuracy.error_metrics import StrictDiff, VariantErrors, locate, strict_diff, variant_errors
from fpsem.accuracy.handwritten import InputValues
from fpsem.accuracy.reference import Reference, ReferenceCache, ReferenceRequest, compute_reference
from fpsem.accuracy.sampling import DEFAULT_SAMPLE_LIMIT, SizeChoice
from fpsem.accuracy.special import SPECIAL_CLASSES, ProfileSpecial, injected_inputs, profile_special, safe_counterpart
from fpsem.core.display import Displayed, Summary, fmt_number
from fpsem.core.errors import UsageError
from fpsem.core.progress import SILENT, Progress
from fpsem.fastmath.profiles import Profile, require_allowed, resolve_profile
from fpsem.floats.exact import DEFAULT_WORKING_PRECISION
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import KernelSpec, resolve_sizes
from fpsem.runners.protocol import PreparedVariant, Runner


@dataclass(frozen=True)
class AccuracyRequest:
    """What to measure."""

    kernel: Kernel
    profiles: tuple[Profile, ...]
    precision: str = "f64"
    input_set: str = "random"
    size_set: str = "small"
    size_overrides: Mapping[str, int] = field(default_factory=dict)
    seed: int = 0
    working_precision: int = DEFAULT_WORKING_PRECISION
    sample_limit: int = DEFAULT_SAMPLE_LIMIT
    reference_source: str = "auto"  # auto | handwritten | interpreter
    allow_ub: bool = False
    size_choice: SizeChoice | None = None  # the default sample's choice (then it gives the overrides)


@dataclass(frozen=True)
class VariantAccuracy:
    """One profile's accuracy on the target."""

    profile: str
    ub_capable: bool
    errors: VariantErrors
    vs_strict: StrictDiff | None  # None for strict itself
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        return {"profile": self.profile, "ub_capable": self.ub_capable, **self.errors.to_dict(),
                "vs_strict": self.vs_strict.to_dict() if self.vs_strict else None, "notes": list(self.notes)}


@dataclass(frozen=True)
class AccuracyReport(Displayed):
    """Everything an accuracy run found, with how each figure was obtained (``print()`` shows a table)."""

    kernel: str
    precision: str
    target: str
    how: str  # the runner's provenance: measured / emulated
    input_set: str
    size_set: str
    sizes: Mapping[str, int]
    seed: int
    reference: Reference
    variants: tuple[VariantAccuracy, ...]
    special: tuple[ProfileSpecial, ...] = ()
    size_choice: str = ""  # how the default sample's sizes were chosen ("": given)

    def variant(self, profile: str) -> VariantAccuracy:
        for v in self.variants:
            if v.profile == profile:
                return v
        raise KeyError(profile)

    def summary(self) -> Summary:
        """One row per profile: its errors against the mpmath reference and how it differs from strict."""
        rows = []
        for v in self.variants:
            e, d = v.errors.overall, v.vs_strict
            rows.append((v.profile + (" [UB-capable]" if v.ub_capable else ""), fmt_number(e.max_ulp),
                         fmt_number(e.p99_ulp), fmt_number(e.median_ulp), f"{100 * e.exactly_rounded:.1f} %",
                         fmt_number(e.max_normalised),
                         f"{e.nan_mismatches}/{e.inf_mismatches}/{e.zero_sign_mismatches}",
                         "-" if d is None else fmt_number(d.differing)))
        ref = self.reference
        sizes = " ".join(f"{k}={v}" for k, v in self.sizes.items())
        return Summary(
            f"accuracy of {self.kernel} ({self.precision}) on {self.target}: {self.how}",
            ("profile", "max ulp", "p99 ulp", "median ulp", "exactly rounded", "max normalised",
             "NaN/Inf/±0 status changes", "elements differing from strict"), tuple(rows),
            (f"inputs {self.input_set} (seed {self.seed}), sizes {sizes} ({self.size_set}); reference: {ref.source}, "
             f"{ref.working_precision}-bit mpmath, {ref.compared} of {ref.population} elements compared.",)
            + ((f"sample size: {self.size_choice}.",) if self.size_choice else ()))

    def to_dict(self) -> dict:
        ref = self.reference
        return {
            "kernel": self.kernel, "precision": self.precision, "target": self.target, "how": self.how,
            "inputs": self.input_set, "size_set": self.size_set, "sizes": dict(self.sizes),
            "size_choice": self.size_choice, "seed": self.seed,
            "reference": {
                "source": ref.source, "working_precision_bits": ref.working_precision, "cached": ref.cached,
                "compared": ref.compared, "population": ref.population,
                "sampled": any(o.sampled for o in ref.outputs), "sample_limit": ref.sample_limit,
                "sample_seed": ref.seed,
                "outputs": {o.name: {"compared": int(len(o.indices)), "population": o.population}
                            for o in ref.outputs},
            },
            "variants": [v.to_dict() for v in self.variants],
            "special": {
                "how": "each class of special value injected alone into the random inputs; results compared with strict",
                "profiles": [p.to_dict() for p in self.special],
            } if self.special else None,
        }


def _with_strict(profiles: Sequence[Profile]) -> list[Profile]:
    names = [p.name for p in profiles]
    return ([resolve_profile("strict")] if "strict" not in names else []) + list(profiles)


def evaluate(req: AccuracyRequest, runner: Runner, cache: ReferenceCache | None = None,
             progress: Progress = SILENT) -> AccuracyReport:
    """Run every requested profile (and strict) on the runner's target; errors against the reference.
    ``progress`` is told of the reference and of each variant (build and run)."""
    spec = req.kernel.spec
    if req.precision not in spec.precisions:
        raise UsageError(f"kernel {spec.key} has no {req.precision} version (precisions: {', '.join(spec.precisions)})")
    for p in req.profiles:
        require_allowed(p, req.allow_ub)
    choice = req.size_choice
    sizes = resolve_sizes(spec, req.size_set, dict(choice.overrides if choice else req.size_overrides))
    values = make_inputs(spec, sizes, req.precision, req.input_set, req.seed)
    profiles = _with_strict(req.profiles)
    with progress.task(f"accuracy {spec.key}", total=1 + len(profiles), unit="step") as task:
        ref = _reference(req, sizes, values, cache)
        short = choice.short_of(min((o.population for o in ref.outputs if o.name in _arrays(spec)),
                                    default=choice.points)) if choice else None
        if short is not None:  # the footprint chose N, but the run wrote fewer elements: the space's rule
            choice = short
            sizes = resolve_sizes(spec, req.size_set, dict(short.overrides))
            values = make_inputs(spec, sizes, req.precision, req.input_set, req.seed)
            ref = _reference(req, sizes, values, cache)
        task.advance(1, "mpmath reference")
        prepared: dict[str, PreparedVariant] = {
            p.name: runner.prepare(req.kernel, p, req.precision, sizes, req.size_set) for p in profiles}
        errors = {}
        for name, pv in prepared.items():  # every variant built first, then run (a runner may batch them)
            errors[name] = variant_errors(pv.run(values), ref)
            task.advance(1, name)
    # each worst element with its inputs and strict's result there (strict's own: the inputs only)
    errors = {name: locate(e, spec, values, None if name == "strict" else errors["strict"])
              for name, e in errors.items()}
    variants = tuple(
        VariantAccuracy(p.name, p.ub_capable, errors[p.name],
                        None if p.name == "strict" else strict_diff(errors[p.name], errors["strict"]),
                        prepared[p.name].notes)
        for p in profiles if p.name == "strict" or p in req.profiles)
    special: tuple[ProfileSpecial, ...] = ()
    if req.input_set == "special":
        special = _special_report(req, runner, prepared, profiles, sizes)
    return AccuracyReport(spec.key, req.precision, runner.target, runner.how, req.input_set, req.size_set, sizes,
                          req.seed, ref, variants, special, choice.why if choice else "")


def _arrays(spec: KernelSpec) -> set[str]:
    return {a.name for a in spec.args if a.is_array}


def _reference(req: AccuracyRequest, sizes: Mapping[str, int], values: InputValues,
               cache: ReferenceCache | None) -> Reference:
    spec = req.kernel.spec
    return compute_reference(ReferenceRequest(
        spec, req.precision, req.kernel.ir_for(req.precision), req.kernel.ir_paths.get(req.precision, spec.key),
        req.input_set, values, sizes, req.working_precision, req.sample_limit, req.seed, req.reference_source),
        cache)


def _special_report(req: AccuracyRequest, runner: Runner, prepared: Mapping[str, PreparedVariant],
                    profiles: Sequence[Profile], sizes: Mapping[str, int]) -> tuple[ProfileSpecial, ...]:
    spec = req.kernel.spec
    base_set = "random" if "random" in spec.input_sets else "rajaperf"
    base = make_inputs(spec, sizes, req.precision, base_set, req.seed)
    sets = {cls: injected_inputs(spec, base, cls, req.precision, req.seed) for cls in SPECIAL_CLASSES}
    strict_base = prepared["strict"].run(base)
    strict_out = {cls: [prepared["strict"].run(v) for v in vs] for cls, vs in sets.items()}
    out = []
    for p in profiles:
        if p.name == "strict":
            continue
        counterpart = None
        if p.ub_capable:
            cp = safe_counterpart(p)
            counterpart = (cp, runner.prepare(req.kernel, cp, req.precision, sizes, req.size_set))
        out.append(profile_special(spec, p, prepared[p.name], counterpart, base, strict_base, sets, strict_out))
    return tuple(out)
