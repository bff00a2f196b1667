"""Names, paths and objects into kernels, profiles, targets and IR; the guards every run passes.

Kernels, profiles and targets are accepted as names (``"fir"``), paths (``"my/kernel.toml"``) or
loaded objects; lists as a comma-separated string (``"strict,algebraic"``), ``"all"``, or an
iterable of names, paths and objects -- the same everywhere, as ``fpsem sweep`` takes them.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from fpsem.compiler.targets import Target, load_targets, resolve_target, resolve_targets
from fpsem.core.errors import IRParseError, UsageError
from fpsem.core.limits import check_memory, memory_limit
from fpsem.core.precision import PRECISION_NAMES
from fpsem.fastmath.profiles import Profile, require_allowed, resolve_profile, resolve_profiles
from fpsem.ir.binding import ModuleInput, parse_ir, read_module_input
from fpsem.kernels.bounds import check_bounds
from fpsem.kernels.importer import resolve_kernel
from fpsem.kernels.inputs import memory_estimate
from fpsem.kernels.registry import Kernel, kernel_names
from fpsem.kernels.spec import KernelSpec, resolve_sizes

KernelLike = Kernel | str | os.PathLike[str]
ProfileLike = Profile | str | os.PathLike[str]
TargetLike = Target | str | os.PathLike[str]

T = TypeVar("T")


def items(what: str, values: Iterable[object], kinds: tuple[type, ...]) -> list:
    """The items of an iterable argument, each checked to be one of ``kinds`` (UsageError naming ``what``)."""
    out = list(values)
    for v in out:
        if not isinstance(v, kinds):
            allowed = " or ".join(k.__name__ for k in kinds)
            raise UsageError(f"{what}: each item must be a {allowed}, not {type(v).__name__}")
    return out

def text(what: str, value: str | os.PathLike[str]) -> str:
    """A name or path as text: UsageError for an empty one, or one holding a NUL byte (no file has it) or
    another control character."""
    s = os.fspath(value)
    if not isinstance(s, str):
        raise UsageError(f"{what} must be a name or a path, not bytes")
    if not s.strip():
        raise UsageError(f"empty {what} name")
    if "\0" in s:
        raise UsageError(f"{what} {s!r}: a name or path cannot hold a NUL byte")
    if any(ord(c) < 32 for c in s):  # a line break in a name would break every one-line message naming it
        raise UsageError(f"{what} {s[:60]!r}: a name or path cannot hold control characters (line breaks, tabs)")
    return s


def _many(what: str, x: Any, cls: type[T], from_text: Callable[[str], list[T]]) -> list[T]:
    """One ``cls`` as a list, a text (names, paths, lists) through ``from_text``, or an iterable of those,
    flattened; UsageError for none."""
    if isinstance(x, cls):
        return [x]
    if isinstance(x, (str, os.PathLike)):
        out = from_text(text(what, x))
    else:
        out = [y for item in items(what + "s", x, (cls, str, os.PathLike)) for y in _many(what, item, cls, from_text)]
    if not out:
        raise UsageError(f"no {what} given")
    return out


def kernel(k: KernelLike) -> Kernel:
    """A loaded kernel from a name, a spec path, an importable source (``.ll``, ``.fpcore``) or a Kernel."""
    return k if isinstance(k, Kernel) else resolve_kernel(text("kernel", k))


def profile(p: ProfileLike, allow_ub: bool = False) -> Profile:
    """A profile from a name, a path or a Profile; UBRefused for a UB-capable one without ``allow_ub``."""
    prof = p if isinstance(p, Profile) else resolve_profile(text("profile", p))
    require_allowed(prof, allow_ub)
    return prof


def profiles(ps: ProfileLike | Iterable[ProfileLike], allow_ub: bool = False) -> list[Profile]:
    """Profiles from one profile, a comma-separated list or ``all`` (the safe built-ins; UB-capable ones with
    ``allow_ub``), or an iterable of names, paths and Profiles; UsageError for none."""
    out = _many("profile", ps, Profile, lambda s: resolve_profiles(s.strip(), allow_ub=allow_ub))
    for p in out:
        require_allowed(p, allow_ub)
    return out


def strict_first(ps: list[Profile]) -> list[Profile]:
    """The profiles in their given order, but ``strict`` (the baseline every row is compared with) first."""
    return sorted(ps, key=lambda p: p.name != "strict")


def target(t: TargetLike) -> Target:
    """A target from a name, a TOML file in the registry's format, or a Target."""
    return t if isinstance(t, Target) else resolve_target(text("target", t))


def targets(ts: TargetLike | Iterable[TargetLike]) -> list[Target]:
    """Targets from one target, a comma-separated list (names or files, every target of each file) or ``all``,
    or an iterable of those."""
    return _many("target", ts, Target, lambda s: resolve_targets(s, load_targets()))


def kernels(ks: KernelLike | Iterable[KernelLike]) -> list[Kernel]:
    """Kernels from one kernel, a comma-separated list of names/paths or ``all``, or an iterable of those."""
    def from_text(spec: str) -> list[Kernel]:
        names = kernel_names() if spec.strip() == "all" else [s.strip() for s in spec.split(",") if s.strip()]
        return [kernel(n) for n in names]

    return _many("kernel", ks, Kernel, from_text)


def precisions(spec: str | Iterable[str]) -> list[str]:
    """``f64``, ``f32``, a comma-separated list of them, ``all``, or an iterable of names."""
    if isinstance(spec, str):
        out = list(PRECISION_NAMES) if spec.strip() == "all" else [s.strip() for s in spec.split(",") if s.strip()]
    else:
        out = items("precisions", spec, (str,))
    bad = [repr(p) for p in out if p not in PRECISION_NAMES]
    if bad or not out:
        raise UsageError(f"unknown precision {', '.join(bad) or repr(spec)} (known: {', '.join(PRECISION_NAMES)}, all)")
    return out


def precision_of(k: Kernel, precision: str) -> str:
    """``precision`` when the kernel has it; UsageError naming the ones it has otherwise."""
    if precision not in PRECISION_NAMES:
        raise UsageError(f"unknown precision {precision!r} (known: {', '.join(PRECISION_NAMES)})")
    if precision not in k.spec.precisions:
        raise UsageError(f"kernel {k.spec.key} has no {precision} version (precisions: {', '.join(k.spec.precisions)})")
    return precision


def size_overrides(spec: KernelSpec, size_set: str, size: int | None, sizes: Mapping[str, int] | None) -> dict[str, int]:
    """The size parameters a run sets: ``sizes``, and ``size`` as the problem size N."""
    out = dict(sizes or {})
    if size is not None:
        if size < 1:
            raise UsageError(f"size must be a positive integer, not {size}")
        if size_set not in spec.sizes:
            resolve_sizes(spec, size_set)  # the unknown size set's one-line error
        if "N" not in spec.sizes[size_set]:
            raise UsageError(f"kernel {spec.key} has no size parameter N; use --param")
        out["N"] = size
    return out


def _where(spec: KernelSpec, precision: str, sizes: Mapping[str, int]) -> str:
    return f"kernel {spec.key} ({precision}) at {' '.join(f'{k}={v}' for k, v in sizes.items())}"


def guard_memory(spec: KernelSpec, precision: str, sizes: Mapping[str, int], max_memory: str | None = None) -> None:
    """UsageError before anything is allocated when the arrays would exceed the memory limit
    (``max_memory``, else FPSEM_MAX_MEMORY, else half this machine's memory)."""
    check_memory(memory_estimate(spec, sizes, precision), memory_limit(max_memory), _where(spec, precision, sizes))


def guard_run(k: Kernel, precision: str, sizes: Mapping[str, int], max_memory: str | None = None) -> None:
    """Before anything is allocated or run: the arrays fit the memory limit, and every access of the
    declared iteration spaces stays inside its array (where the IR lets that be proved); UsageError if not."""
    guard_memory(k.spec, precision, sizes, max_memory)
    check_bounds(k.spec, k.ir_for(precision), precision, sizes)


def read_ir(ir: str | os.PathLike[str]) -> tuple[ModuleInput, str]:
    """(the module as read, name for messages) from IR text or a path to a ``.ll``/``.bc`` file.

    A string is a path when it is one line ending in ``.ll``/``.bc``; otherwise it is IR text.
    """
    if isinstance(ir, os.PathLike) or ("\n" not in ir and Path(ir).suffix in (".ll", ".bc")):
        path = Path(text("IR file", ir))
        return read_module_input(path), str(path)
    if not ir.strip():
        raise IRParseError("<ir>: empty IR text, not an LLVM module")
    if "\0" in ir:  # LLVM reads text IR as a C string: everything after a NUL byte would be unseen
        raise IRParseError(f"<ir>: a NUL byte at offset {ir.index(chr(0))}; LLVM would not read the text after it")
    return ModuleInput(parse_ir(ir, "<ir>", isolated=True), ir), "<ir>"
