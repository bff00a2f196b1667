"""Compile variants by name: the convenience layer the ``compile`` command and scripts use.

All building goes through :mod:`fpsem.compiler.build` (the one build path); this module
only turns names (or loaded objects) into :class:`~fpsem.compiler.variant.Variant`
descriptions, every combination in a stable order, and builds them.
"""

from __future__ import annotations

from collections.abc import Iterable

from fpsem.compiler.build import CompiledVariant, Failure, build_many
from fpsem.compiler.cache import BuildCache, default_cache
from fpsem.compiler.targets import Target, load_targets, resolve_target
from fpsem.compiler.variant import Variant, describe_variant
from fpsem.core.errors import UsageError
from fpsem.core.progress import SILENT, Progress
from fpsem.fastmath.profiles import Profile, resolve_profile
from fpsem.kernels.importer import resolve_kernel
from fpsem.kernels.registry import Kernel

__all__ = ["BuildCache", "CompiledVariant", "Failure", "compile_many", "compile_variant", "default_cache",
           "plan_variants"]


def _resolve(kernels, profiles, targets) -> tuple[list[Kernel], list[Profile], list[Target]]:
    ks = [resolve_kernel(k) if isinstance(k, str) else k for k in kernels]
    ps = [resolve_profile(p) if isinstance(p, str) else p for p in profiles]
    reg = None
    ts = []
    for t in targets:
        if isinstance(t, str):
            reg = reg or load_targets()
            t = resolve_target(t, reg)
        ts.append(t)
    return ks, ps, ts


def plan_variants(kernels: Iterable[Kernel | str], precisions: Iterable[str], profiles: Iterable[Profile | str],
                  targets: Iterable[Target | str], *, size: str = "default") -> list[Variant]:
    """Every combination as a Variant, in order kernel > precision > target > profile.

    A precision a kernel does not have is skipped.  Bad names raise UsageError.
    """
    ks, ps, ts = _resolve(kernels, profiles, targets)
    precs = list(precisions)
    return [describe_variant(k, prec, p, t, size) for k in ks for prec in precs if prec in k.spec.precisions
            for t in ts for p in ps]


def compile_many(kernels: Iterable[Kernel | str], precisions: Iterable[str], profiles: Iterable[Profile | str],
                 targets: Iterable[Target | str], *, size: str = "default", cache: BuildCache | None | bool = True,
                 workers: int = 0, progress: Progress = SILENT) -> list[CompiledVariant]:
    """Build every combination (see :func:`plan_variants`); names or loaded objects accepted.

    ``cache=True`` uses the default build cache, ``False``/``None`` none.  A variant
    that fails to build comes back with ``failure`` set.
    """
    store = default_cache() if cache is True else (cache or None)
    return build_many(plan_variants(kernels, precisions, profiles, targets, size=size), store, workers,
                      progress=progress)


def compile_variant(kernel: Kernel | str, precision: str, profile: Profile | str, target: Target | str, *,
                    size: str = "default", cache: BuildCache | None | bool = True) -> CompiledVariant:
    """One variant, built in a worker process (or read from the cache); see :func:`compile_many`."""
    out = compile_many([kernel], [precision], [profile], [target], size=size, cache=cache, workers=1)
    if not out:
        name = kernel if isinstance(kernel, str) else kernel.spec.key
        raise UsageError(f"kernel {name} has no {precision} version")
    return out[0]
