"""fpsem's Python API: what the command line does, as functions for scripts and notebooks.

Kernels, profiles and targets are accepted as names (``"fir"``, ``"algebraic"``, ``"a2000"``),
paths (``"my/kernel.toml"``, ``"mine.toml"``, ``"my_card.toml"``) or loaded objects.  Errors
are the CLI's: :class:`fpsem.core.errors.FpsemError` subclasses with one-line messages and the
exit code the command would give (``.exit_code``).  Every figure carries how it was
obtained (``how``/provenance fields), as on the command line.

>>> import fpsem
>>> v = fpsem.compile("fir", "a2000", "algebraic")          # a CompiledVariant
>>> v.metrics.histogram["f64.fma"]
16
>>> round(fpsem.predict(v).seconds * 1e6)                  # modelled (see docs/model.md), in µs
...
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fpsem.compiler.build import CompiledVariant, build
from fpsem.compiler.cache import BuildCache, default_cache
from fpsem.compiler.targets import Target, resolve_target
from fpsem.compiler.variant import describe_variant
from fpsem.core.errors import UsageError
from fpsem.fastmath.profiles import Profile, require_allowed, resolve_profile
from fpsem.fastmath.rewrite import RewriteResult, apply_profile
from fpsem.fastmath.validate import Finding, find_ub
from fpsem.kernels.importer import resolve_kernel
from fpsem.kernels.registry import Kernel
from fpsem.results.store import CellRow, open_store

__all__ = ["Results", "compile", "evaluate_accuracy", "open_results", "predict", "rewrite", "run", "run_sweep", "validate"]


# ---------------------------------------------------------------- resolving names, paths and objects


def as_kernel(k: Kernel | str | os.PathLike[str]) -> Kernel:
    """A loaded kernel from a name, a spec path or a Kernel."""
    return k if isinstance(k, Kernel) else resolve_kernel(os.fspath(k))


def as_profile(p: Profile | str | os.PathLike[str], allow_ub: bool = False) -> Profile:
    """A profile from a name, a path or a Profile; UBRefused for a UB-capable one without ``allow_ub``."""
    prof = p if isinstance(p, Profile) else resolve_profile(os.fspath(p))
    require_allowed(prof, allow_ub)
    return prof


def as_target(t: Target | str | os.PathLike[str]) -> Target:
    """A target from a name, a TOML file in the registry's format, or a Target."""
    return t if isinstance(t, Target) else resolve_target(os.fspath(t))


def _ir_text(ir: str | os.PathLike[str]) -> tuple[str, str]:
    """(IR text, name for messages) from IR text or a path to a ``.ll``/``.bc`` file."""
    from fpsem.ir.binding import canonical_text, read_module_file

    if isinstance(ir, os.PathLike) or (isinstance(ir, str) and "\n" not in ir and Path(ir).suffix in (".ll", ".bc")):
        path = Path(ir)
        data = path.read_bytes() if path.is_file() else b""
        if data[:2] == b"BC" or data[:4] == b"\xde\xc0\x17\x0b":
            return canonical_text(read_module_file(path)), str(path)
        read_module_file(path)  # one-line error for a missing, empty or malformed file
        return data.decode(errors="surrogateescape"), str(path)
    return str(ir), "<ir>"


# ---------------------------------------------------------------- rewrite, validate


def rewrite(ir: str | os.PathLike[str], profile: Profile | str | os.PathLike[str], *,
            sites: Sequence[str] | None = None, allow_ub: bool = False) -> RewriteResult:
    """Apply ``profile``'s flags to ``ir`` (text or a path), verified by LLVM and audited (``fpsem rewrite``).

    ``sites``: only these site ids (see ``RewriteResult.sites``).  Raises UBRefused for a
    UB-capable profile without ``allow_ub``, RewriteError when the audit refuses.
    """
    text, name = _ir_text(ir)
    if sites is not None and not list(sites):
        raise UsageError("sites: an empty site list applies nothing; leave it out to apply everywhere")
    return apply_profile(text, as_profile(profile, allow_ub), name=name, sites=None if sites is None else list(sites))


def validate(ir: str | os.PathLike[str]) -> list[Finding]:
    """Every UB-capable construct in ``ir`` (text or a path): flags, FP attributes, nofpclass (``fpsem validate``)."""
    text, name = _ir_text(ir)
    return list(find_ub(text, name))


# ---------------------------------------------------------------- compile, model


def compile(kernel: Kernel | str | os.PathLike[str], target: Target | str | os.PathLike[str],  # noqa: A001
            profile: Profile | str | os.PathLike[str] = "strict", precision: str = "f64", *,
            size: str = "default", allow_ub: bool = False, cache: BuildCache | bool = True) -> CompiledVariant:
    """Build one variant through the one build path (``fpsem compile``), in this process.

    The result has the optimized IR, machine code, static metrics (``.metrics``), the
    post-optimization audit (``.ub_findings``) and its content ``.key``; a variant that
    does not build has ``.failure`` set (stage and LLVM's message) instead of raising.
    """
    k = as_kernel(kernel)
    if precision not in k.spec.precisions:
        raise UsageError(f"kernel {k.spec.key} has no {precision} version (precisions: {', '.join(k.spec.precisions)})")
    store = default_cache() if cache is True else (cache or None)
    return build(describe_variant(k, precision, as_profile(profile, allow_ub), as_target(target), size), store)


def predict(variant: CompiledVariant, *, kernel: Kernel | str | os.PathLike[str] | None = None,
          target: Target | str | os.PathLike[str] | None = None, size: str = "default") -> Any:
    """The performance model's prediction for a built GPU variant (``fpsem compile --model``): *modelled*.

    ``kernel``/``target`` default to the ones the variant names (built-ins); pass them for user files.
    """
    from fpsem.speed.model import predict, workload

    if variant.metrics is None:
        raise UsageError(f"{variant.name}: no metrics to model (the build failed or has no machine code)")
    k = as_kernel(kernel if kernel is not None else variant.kernel)
    t = as_target(target if target is not None else variant.target)
    return predict(variant.metrics, t, workload(k.spec, variant.precision, size))


# ---------------------------------------------------------------- run, accuracy


def run(kernel: Kernel | str | os.PathLike[str], profile: Profile | str | os.PathLike[str] = "strict", *,
        precision: str = "f64", size_set: str = "default", sizes: Mapping[str, int] | None = None,
        inputs: str = "rajaperf", reps: int | None = None, seed: int = 0, allow_ub: bool = False) -> Any:
    """Run a kernel on this CPU (``fpsem run -t host``): outputs, RAJAPerf checksum, measured wall time.

    Runs in this process (a kernel that faults takes it down: the CLI isolates it, see
    ``fpsem run``).  Returns a :class:`fpsem.runners.host.HostRun` (``.record()`` is the CLI's JSON).
    """
    from fpsem.runners.host import run_host

    return run_host(as_kernel(kernel), as_profile(profile, allow_ub), precision=precision, size_set=size_set,
                    size_overrides=dict(sizes or {}), input_set=inputs, reps=reps, seed=seed, cache=default_cache())


def evaluate_accuracy(kernel: Kernel | str | os.PathLike[str],
             profiles: Iterable[Profile | str | os.PathLike[str]] | Profile | str,
             *, target: Target | str | os.PathLike[str] = "host", precision: str = "f64",
             inputs: str | None = None, size_set: str = "small", sizes: Mapping[str, int] | None = None,
             seed: int = 0, allow_ub: bool = False, require_measured: bool = False) -> Any:
    """Errors of the profiles' variants against the mpmath reference (``fpsem accuracy``); strict always runs.

    Without ``sizes``, the size set's ``N`` is raised to the default sample of
    :data:`fpsem.accuracy.sampling.DEFAULT_ACCURACY_POINTS` points per output where it has fewer.

    On a GPU target without its hardware here the figures are *emulated* (``report.how`` says
    so) unless ``require_measured``, which raises GpuUnavailable instead.  Returns an
    :class:`fpsem.accuracy.evaluate.AccuracyReport` (``.to_dict()`` is the CLI's JSON).
    """
    from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
    from fpsem.accuracy.reference import default_reference_cache
    from fpsem.accuracy.runners import runner_for

    k = as_kernel(kernel)
    items = [profiles] if isinstance(profiles, (str, Profile, os.PathLike)) else list(profiles)
    profs = tuple(as_profile(p, allow_ub) for p in items)
    runner = runner_for(as_target(target), require_measured=require_measured, cache=default_cache())
    chosen = inputs or ("random" if "random" in k.spec.input_sets else k.spec.input_sets[0])
    from fpsem.accuracy.sampling import accuracy_overrides

    over = dict(sizes) if sizes is not None else accuracy_overrides(k.spec.sizes, size_set)
    req = AccuracyRequest(k, profs, precision, chosen, size_set, over, seed, allow_ub=allow_ub)
    try:
        return evaluate(req, runner, default_reference_cache())
    finally:
        close = getattr(runner, "close", None)
        if close:
            close()


# ---------------------------------------------------------------- sweep and results


def run_sweep(db: str | os.PathLike[str], *, kernels: str = "all", profiles: str = "all", targets: str = "all",
          precisions: str = "f64,f32", inputs: str = "default", runners: str | None = None, size: str = "default",
          accuracy_size: str = "small", allow_ub: bool = False, jobs: int = 0, force: bool = False,
          retry_failed: bool = False, progress: bool = False) -> Any:
    """Run a flag sweep into the results database ``db`` (``fpsem sweep``); resumes what is stored.

    Axes take what the CLI takes: comma-separated names or paths, or ``all``.  Returns the
    sweep's summary (planned, skipped, done, failed cells); open the results with
    :func:`open_results`.
    """
    from fpsem.core.version import __version__
    from fpsem.sweep.driver import run_sweep, versions_here
    from fpsem.sweep.local import LocalExecutor
    from fpsem.sweep.stages import default_pipeline
    from fpsem.sweep.suite import build_request

    req = build_request(kernels=kernels, profiles=profiles, targets=targets, precisions=precisions, inputs=inputs,
                        runners=runners, size=size, accuracy_size=accuracy_size, allow_ub=allow_ub)
    with open_store(Path(db), create=True, tool_version=__version__) as store:
        return run_sweep(req.cells(), store, LocalExecutor(jobs=jobs, gpus=req.gpus), default_pipeline(),
                         versions_here(), force=force, retry_failed=retry_failed, show_progress=progress)


@dataclass(frozen=True)
class Results:
    """A results database, read: one row per current cell (``fpsem report``'s view of it).

    ``cells`` are the stored cells (every stage record available); :meth:`to_records` gives one
    flat dict per current cell with its headline figures as columns; :meth:`to_dataframe` the
    same as a pandas DataFrame (needs the ``fpsem[pandas]`` extra).
    """

    path: Path
    cells: tuple[CellRow, ...] = field(repr=False)

    def __iter__(self) -> Iterator[CellRow]:
        return iter(self.cells)

    def __len__(self) -> int:
        return len(self.cells)

    def to_records(self) -> list[dict[str, Any]]:
        from fpsem.results.analysis import points

        out = []
        by_id = {c.cell_id: c for c in self.cells}
        for p in points(self.cells):
            c = by_id.get(p.cell_id)
            sp = p.speed
            out.append({
                "cell_id": p.cell_id, "kernel": p.kernel, "kernel_hash": c.kernel_hash if c else "",
                "profile": p.profile, "target": p.target, "precision": p.precision, "inputs": p.inputs,
                "status": p.status, "ub_capable": p.ub_capable, "flags": " ".join(p.profile_flags),
                "measured_s": p.measured_s, "modelled_s": p.modelled_s,
                "speedup": p.speedup, "speedup_source": p.speedup_source,
                "speedup_low": sp.low if sp else None, "speedup_high": sp.high if sp else None,
                "significant": sp.significant if sp else None, "same_code": sp.same_code if sp else None,
                "speedup_p": sp.p_value if sp else None, "speedup_q": sp.q_value if sp else None,
                "same_code_as": " = ".join(p.code_group) if len(p.code_group) > 1 else None,
                "max_ulp": p.max_ulp, "max_normalised": p.max_normalised, "accuracy_source": p.accuracy_source,
                "status_diffs": p.status_diffs, "ub_witnesses": len(p.ub_witnesses), "device": p.device,
                "stages": {s.stage: s.to_dict() for s in c.stages} if c else {},
            })
        return out

    def to_dataframe(self) -> Any:
        try:
            import pandas as pd
        except ImportError:
            raise UsageError("to_dataframe needs pandas: pip install 'fpsem[pandas]'") from None
        return pd.DataFrame.from_records(self.to_records())


def open_results(db: str | os.PathLike[str]) -> Results:
    """Read a results database (read-only; a file that is not one is refused, exit 2)."""
    path = Path(db)
    with open_store(path) as store:
        return Results(path, tuple(store.cells()))
