"""The sweep's axes from user input: name resolution, defaults, fingerprints and GPU needs.

Unknown names raise a one-line UsageError listing the valid ones; a UB-capable
profile named without ``--allow-ub`` raises UBRefused.  Defaults: every kernel,
the safe built-in profiles (``fast`` and other UB-capable ones only with
``--allow-ub``), every target, both precisions, the ``random`` input set, and
the runners this machine has (host and model, plus cuda when an NVIDIA GPU and
``cuda-bindings`` are present).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from fpsem.accuracy.handwritten import reference_path
from fpsem.accuracy.sampling import DEFAULT_ACCURACY_POINTS, accuracy_sizes
from fpsem.compiler.backends import backend_for
from fpsem.compiler.targets import Target, load_targets, resolve_targets
from fpsem.compiler.variant import Variant, kernel_hash
from fpsem.core.errors import UsageError
from fpsem.core.hardware import gpu_count  # noqa: F401  (re-exported: the sweep's default runners depend on it)
from fpsem.core.identity import file_hash, json_digest, short
from fpsem.core.limits import check_memory, check_reps, memory_limit
from fpsem.core.timing import check_timing
from fpsem.fastmath.profiles import Profile, require_allowed, resolve_profiles
from fpsem.kernels.importer import resolve_spec_path
from fpsem.kernels.inputs import input_set_for, memory_estimate
from fpsem.kernels.registry import Kernel, kernel_names, load_kernel
from fpsem.kernels.spec import INPUT_SETS, PRECISIONS, KernelSpec, resolve_sizes
from fpsem.results.store import CellKey
from fpsem.sweep.plan import RUNNERS, Axes, Cell, Sources, SweepConfig

DEFAULT_INPUTS = "default"  # random, or rajaperf for a kernel without a random set (fixed inputs)


def _names(spec: str, what: str) -> list[str]:
    out = [s.strip() for s in spec.split(",") if s.strip()]
    if not out:
        raise UsageError(f"no {what} given")
    return out


def _choose(spec: str, known: Sequence[str], what: str) -> list[str]:
    if spec.strip() == "all":
        return list(known)
    names = _names(spec, what)
    bad = [n for n in names if n not in known]
    if bad:
        raise UsageError(f"unknown {what} {', '.join(map(repr, bad))} (known: {', '.join(known)}, all)")
    return list(dict.fromkeys(names))


def resolve_kernels(spec: str) -> list[Kernel]:
    """Kernels (spec and IR) by comma-separated names/paths, or ``all``.

    Two kernels may share a name (``a/exp1x.toml`` and ``b/exp1x.toml``): both are
    kept, and their cells are told apart by content (``Cell.kernel_hash``).  The same
    file named twice is loaded once.
    """
    names = kernel_names() if spec.strip() == "all" else _names(spec, "kernel")
    if not names:
        raise UsageError("no kernels in the kernel directory")
    paths = list(dict.fromkeys(str(resolve_spec_path(n).resolve()) for n in names))  # UsageError for unknown names
    return [load_kernel(p) for p in paths]


def resolve_sweep_profiles(spec: str, allow_ub: bool) -> list[Profile]:
    """Profiles by names/paths, or ``all`` (the safe built-ins; UB-capable ones with ``allow_ub``)."""
    profiles = resolve_profiles(spec, allow_ub=allow_ub)
    if not profiles:
        raise UsageError("no profile given")
    for p in profiles:
        require_allowed(p, allow_ub)
    return list({(p.name, p.source): p for p in profiles}.values())


def resolve_sweep_targets(spec: str) -> list[Target]:
    return list({(t.name, t.source): t for t in resolve_targets(spec, load_targets())}.values())


def resolve_precisions(spec: str) -> list[str]:
    return _choose(spec, PRECISIONS, "precision")


def resolve_inputs(spec: str) -> list[str]:
    """Input set names, ``all``, or ``default`` (kept as the marker ``default`` until per-kernel resolution)."""
    if spec.strip() == DEFAULT_INPUTS:
        return [DEFAULT_INPUTS]
    return _choose(spec, INPUT_SETS, "input set")


def kernel_inputs(spec: KernelSpec, requested: Sequence[str]) -> list[str]:
    """The input sets a kernel is swept with: ``default`` is ``random`` where the kernel has it, else
    its first set (a kernel whose inputs are fixed, as PI_REDUCE's, has only ``rajaperf``); a named
    set the kernel lacks is left out."""
    if list(requested) == [DEFAULT_INPUTS]:
        return [input_set_for(spec, None, "random")]
    return [i for i in requested if i in spec.input_sets]


def resolve_runners(spec: str | None, gpus: int) -> tuple[str, ...]:
    """Runner names, or this machine's defaults (host, model, and cuda when a GPU is present)."""
    if spec is None:
        return ("host", "model", "cuda") if gpus else ("host", "model")
    return tuple(_choose(spec, RUNNERS, "runner"))


def reference_identity(kernel: Kernel) -> str:
    """Content hash of the kernel's hand-written mpmath reference ('' when the interpreter serves as reference)."""
    path = reference_path(kernel.spec.key)
    return file_hash(path) if path.is_file() else ""


@dataclass(frozen=True)
class SweepRequest:
    """A sweep's resolved axes and settings."""

    kernels: tuple[Kernel, ...]
    profiles: tuple[Profile, ...]
    targets: tuple[Target, ...]
    precisions: tuple[str, ...]
    inputs: tuple[str, ...]
    config: SweepConfig
    gpus: int = 0

    def axes(self) -> Axes:
        """The sweep's axes by name (what ``--dry-run`` counts; cells come from :meth:`cells`)."""
        return Axes([k.spec.key for k in self.kernels], [p.name for p in self.profiles],
                    [t.name for t in self.targets], list(self.precisions), list(self.inputs),
                    {k.spec.key: tuple(k.spec.precisions) for k in self.kernels},
                    {k.spec.key: kernel_inputs(k.spec, self.inputs) for k in self.kernels})

    def left_out(self) -> list[str]:
        """Kernels that lack a requested input set or precision, one note each."""
        notes = []
        for k in (k.spec for k in self.kernels):
            missing = [i for i in self.inputs if i != DEFAULT_INPUTS and i not in k.input_sets]
            missing += [p for p in self.precisions if p not in k.precisions]
            if missing:
                notes.append(f"{k.key} has no {', '.join(missing)} (has: {', '.join(k.input_sets)}; "
                             f"{', '.join(k.precisions)}): those cells are left out")
        return notes

    def needs_gpu(self, target: Target) -> bool:
        return "cuda" in self.config.runners and self.gpus > 0 and backend_for(target.kind).runner == "cuda"

    def cells(self) -> list[Cell]:
        """Every cell, in a stable order (kernel, precision, inputs, target, profile: cells sharing a
        reference come together), each with its content identity."""
        out = []
        for k in self.kernels:
            sizes = resolve_sizes(k.spec, self.config.size)
            khash = short(kernel_hash(k))
            ref = reference_identity(k)
            for prec, inp, t, p in itertools.product(self.precisions, kernel_inputs(k.spec, self.inputs),
                                                     self.targets, self.profiles):
                if prec not in k.spec.precisions:
                    continue
                key = CellKey(k.spec.key, p.name, t.name, prec, inp)
                sources = Sources(k.spec.path, p.source or p.name, t.source or t.name)
                v = Variant(k, prec, p, t, tuple(sorted(sizes.items())), inputs=inp)
                identity = {**v.identity, "reference": ref,
                            "slot": json_digest([asdict(key), asdict(sources), self.config.identity()])}
                out.append(Cell(key, self.config, identity, self.needs_gpu(t), sources, khash))
        return out


def build_request(*, kernels: str = "all", profiles: str = "all", targets: str = "all", precisions: str = "all",
                  inputs: str = DEFAULT_INPUTS, runners: str | None = None, size: str = "default",
                  accuracy_size: str = "small", reps: int = 5, time_budget_s: float = 0.3, sample: int = 0,
                  block: int = 256, allow_ub: bool = False, extra_profiles: Sequence[Profile] = (),
                  timing: str = "cold", placements: int = 8,
                  accuracy_points: int = DEFAULT_ACCURACY_POINTS) -> SweepRequest:
    """A sweep's resolved axes and settings from what a user writes (``fpsem sweep``'s options, or
    :func:`fpsem.sweep`'s arguments); UsageError for anything unknown or out of range.  ``extra_profiles``
    join the named ones (``--lattice``'s 32 flag subsets), a name already there once."""
    check_reps(reps)
    if time_budget_s <= 0:
        raise UsageError("--time-budget must be positive")
    if not 1 <= placements <= 16:
        raise UsageError(f"--placements must be 1 to 16, not {placements}")
    if accuracy_points < 0:
        raise UsageError("--accuracy-points must be 0 (the size set as it is) or positive")
    if sample < 0:
        raise UsageError("--sample must be 0 (all points) or positive")
    check_timing(timing)
    ks = resolve_kernels(kernels)
    ps = resolve_sweep_profiles(profiles, allow_ub)
    ps += [p for p in extra_profiles if p.name not in {q.name for q in ps}]
    ts = resolve_sweep_targets(targets)
    precs = resolve_precisions(precisions)
    ins = resolve_inputs(inputs)
    limit = memory_limit(None)
    for k in ks:
        for s in (size, accuracy_size):
            if s not in k.spec.sizes:
                raise UsageError(f"kernel {k.spec.key} has no size set {s!r} (it has: {', '.join(k.spec.sizes)})")
            over = dict(accuracy_sizes(k.spec, s, accuracy_points).overrides) if s == accuracy_size else {}
            sizes = resolve_sizes(k.spec, s, over)  # before any worker allocates: a spec too large is refused here
            check_memory(max(memory_estimate(k.spec, sizes, p) for p in k.spec.precisions), limit,
                         f"kernel {k.spec.key} at size set {s!r}")
    gpus = gpu_count()
    chosen = resolve_runners(runners, gpus)
    config = SweepConfig(size=size, accuracy_size=accuracy_size, runners=chosen, reps=reps,
                         time_budget_s=time_budget_s, sample=sample, block=block, timing=timing,
                         placements=placements, accuracy_points=accuracy_points)
    return SweepRequest(tuple(ks), tuple(ps), tuple(ts), tuple(precs), tuple(ins), config,
                        gpus if "cuda" in chosen else 0)
