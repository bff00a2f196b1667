"""What there is to work with: kernels, profiles, targets (``fpsem kernels|profiles|targets``), and
bringing an outside kernel in (``fpsem import``)."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fpsem.api.checks import public
from fpsem.api.resolve import ProfileLike, text
from fpsem.api.resolve import profile as as_profile
from fpsem.compiler.targets import Target, load_targets
from fpsem.core.errors import ProfileError, UsageError
from fpsem.core.paths import kernel_dirs, looked_in, profile_dirs
from fpsem.core.progress import Progress
from fpsem.core.progress import resolve as resolve_progress
from fpsem.fastmath.profiles import Profile, find_profiles, load_profile_file
from fpsem.kernels.importer import ImportedKernel, import_source, parse_arg_override, write_kernels
from fpsem.kernels.importer.core import WrittenKernel
from fpsem.kernels.registry import Kernel, load_entries
from fpsem.kernels.spec import resolve_sizes


def _source(origin: str, directory: Path) -> str:
    return origin if origin == "built-in" else f"{origin} {directory}"


def _dirs(dirs: Iterable[str | os.PathLike[str]]) -> list[Path]:
    return [Path(text("directory", d)) for d in dirs]


@dataclass(frozen=True)
class KernelListing:
    """A kernel found on the search path: the kernel, where it came from (``source``) and its spec file."""

    kernel: Kernel
    origin: str  # built-in, --dir, FPSEM_KERNEL_PATH, FPSEM_HOME
    directory: Path
    spec_file: Path

    @property
    def source(self) -> str:
        return _source(self.origin, self.directory)

    def to_json(self) -> dict[str, Any]:
        """``fpsem kernels --json``'s record."""
        k = self.kernel
        d = k.spec.summary()
        d["source"] = self.origin
        d["spec_file"] = str(self.spec_file)
        d["ir"] = dict(k.ir_paths)
        d["resolved_sizes"] = {name: resolve_sizes(k.spec, name) for name in k.spec.sizes}
        return d


@public
def list_kernels(dirs: Iterable[str | os.PathLike[str]] = ()) -> list[KernelListing]:
    """Every kernel on the search path (``fpsem kernels``): ``dirs`` first, then FPSEM_KERNEL_PATH,
    FPSEM_HOME/kernels and the built-ins.  Each spec loads from its own file, so same-named kernels in
    two directories are both listed; a malformed spec or IR file is an error naming it."""
    where = kernel_dirs(_dirs(dirs))
    entries = load_entries(where)
    if not entries:
        raise UsageError(f"no kernels found (looked in {looked_in(where)})")
    return [KernelListing(k, e.source.origin, e.source.path, e.path) for e, k in entries]


@dataclass(frozen=True)
class ProfileListing:
    """A profile and where it came from (``given`` for a file or name passed in)."""

    profile: Profile
    origin: str

    def to_json(self) -> dict[str, Any]:
        """``fpsem profiles --json``'s record."""
        return {**self.profile.summary(), "origin": self.origin}


@public
def list_profiles(files: Iterable[ProfileLike] = (), dirs: Iterable[str | os.PathLike[str]] = ()) -> list[ProfileListing]:
    """The profiles ``files`` names (names or paths), or every profile on the search path (``dirs`` first,
    then FPSEM_HOME/flag_profiles and the built-ins): ``fpsem profiles``."""
    given = list(files)
    if given:
        return [ProfileListing(as_profile(f, allow_ub=True), "given") for f in given]
    where = profile_dirs(_dirs(dirs))
    entries = find_profiles(where)
    if not entries:
        raise ProfileError(f"no profiles found (looked in {looked_in(where)})")
    # each file loads on its own, so same-named profiles in two directories are both listed
    return [ProfileListing(load_profile_file(e.path), _source(e.source.origin, e.source.path)) for e in entries]


@public
def list_targets() -> list[Target]:
    """The targets of the registry (``fpsem targets``; ``fpsem/data/targets.toml``), with their figures."""
    return list(load_targets().values())


@dataclass(frozen=True)
class ImportedFiles:
    """One imported kernel: what the importer made of the source (its choices, notes) and the files written."""

    kernel: ImportedKernel
    written: WrittenKernel

    @property
    def spec_path(self) -> Path:
        return self.written.spec_path


@public
def import_kernel(source: str | os.PathLike[str], out: str | os.PathLike[str] = "imported", *,
                  entries: Sequence[str] = (), name: str | None = None, sizes: Mapping[str, int] | None = None,
                  args: Sequence[str] = (), compiler: str | None = None, cflags: Sequence[str] = (),
                  progress: bool | Progress = False) -> list[ImportedFiles]:
    """Import an outside kernel (``fpsem import``): clang CUDA/HIP/C or rustc LLVM IR (``.ll``/``.bc``), FPCore, or
    a CUDA/HIP/C/C++/Rust source that fpsem compiles (``fpsem[source]``; ``compiler`` and ``cflags`` choose the
    compiler and add flags).

    Writes ``NAME.toml`` + ``NAME.f64.ll`` (+ ``NAME.f32.ll`` where the source allows one) per kernel into
    ``out``.  ``entries``: the functions or FPCore names to import (default all); ``name``: the kernel's
    name (one entry only); ``sizes``: default size parameters (``{"N": 1000}``); ``args``: argument role
    overrides, ``NAME=ROLE[:EXPR]`` as on the command line; ``progress``: True for progress bars on a
    terminal, or a :class:`fpsem.core.progress.Progress` told of each kernel made and written.
    """
    for f in cflags:
        text("compiler flag", f)
    for e in entries:
        text("entry", e)
    if name is not None:
        text("kernel", name)
    overrides = [parse_arg_override(a) for a in args]
    bars = resolve_progress(progress)
    kernels = import_source(Path(text("source", source)), list(entries), name, overrides, dict(sizes or {}) or None,
                            compiler=None if compiler is None else text("compiler", compiler), cflags=list(cflags),
                            progress=bars)
    folder = Path(text("output folder", out))
    return [ImportedFiles(k, w) for k, w in zip(kernels, write_kernels(kernels, folder, bars))]  # all or nothing
