"""Where fpsem finds its data (kernels, flag profiles, hand-written references) and its cache.

Built-in data
    ships inside the package as ``fpsem/_data/{kernels,flag_profiles,accuracy}`` and is
    resolved with :mod:`importlib.resources`, so a wheel installed anywhere finds it.  In a
    source checkout those three entries are symbolic links to the repository's top-level
    ``kernels/``, ``flag_profiles/`` and ``accuracy/`` (the folders users see and edit); the
    wheel and the sdist hold copies of the files (setuptools follows the links).

User directories add to the built-ins; they never replace them.  Searched in this order:
    kernels:  ``fpsem kernels --dir DIR`` (repeatable), ``$FPSEM_KERNEL_PATH``
              (``os.pathsep``-separated), ``$FPSEM_HOME/kernels``, then the built-ins;
    profiles: ``fpsem profiles --dir DIR`` (repeatable), ``$FPSEM_HOME/flag_profiles``,
              then the built-ins.
    A user directory that does not exist is an error (exit 2), never skipped in silence.

Cache (compiled variants, references, nvcc baselines)
    ``$FPSEM_CACHE`` when set; otherwise ``<checkout>/.fpsem-cache`` when fpsem runs from a
    source checkout (the package's parent holds ``pyproject.toml`` and it is not inside
    ``site-packages``); otherwise the user's cache directory, ``$XDG_CACHE_HOME/fpsem``
    (default ``~/.cache/fpsem``).  Nothing is ever written inside an installed package.
"""

from __future__ import annotations

import contextlib
import importlib.resources
import os
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from fpsem.core.errors import FpsemError, UsageError

BUILTIN = "built-in"
DATA_KINDS = ("kernels", "flag_profiles", "accuracy")


@dataclass(frozen=True)
class DataDir:
    """One directory on a search path and why it is there (``--dir``, ``FPSEM_KERNEL_PATH``, ...)."""

    path: Path
    origin: str

    def describe(self) -> str:
        return f"{self.path} ({self.origin})"


def _package_dir() -> Path:
    return Path(__file__).resolve().parent.parent


def builtin_dir(kind: str) -> Path:
    """The built-in data folder ``kind`` (kernels | flag_profiles | accuracy) shipped with the package.

    Promises a directory path; raises UsageError naming the broken installation otherwise
    (e.g. a checkout on a file system without symbolic links).
    """
    if kind not in DATA_KINDS:
        raise ValueError(f"unknown data kind {kind!r}")
    res = importlib.resources.files("fpsem").joinpath("_data", kind)
    # resolve(): in a checkout, name the repository's own folder (kernels/...) rather than the link to it.
    path = Path(str(res)).resolve()
    if not path.is_dir():
        raise UsageError(f"fpsem's built-in {kind} are missing from the installation (looked in {path}); "
                         f"reinstall fpsem, or in a checkout restore the link with `git checkout -- fpsem/_data`")
    return path


def kernels_dir() -> Path:
    """The built-in kernel folder."""
    return builtin_dir("kernels")


def accuracy_dir() -> Path:
    """The built-in folder of hand-written references."""
    return builtin_dir("accuracy")


def data_dir() -> Path:
    """Package data that is not user-facing (targets.toml)."""
    return _package_dir() / "data"


def _env(env: Mapping[str, str] | None) -> Mapping[str, str]:
    return os.environ if env is None else env


def _user_dir(path: Path, origin: str) -> DataDir:
    if not path.is_dir():
        what = "does not exist" if not path.exists() else "is not a directory"
        raise UsageError(f"{origin} names {path}, which {what}")
    return DataDir(path, origin)


def home_dir(env: Mapping[str, str] | None = None) -> Path | None:
    """``$FPSEM_HOME`` (a user data root with ``kernels/`` and/or ``flag_profiles/``), checked; None if unset."""
    value = _env(env).get("FPSEM_HOME")
    if not value:
        return None
    return _user_dir(Path(value), "FPSEM_HOME").path


def _home_sub(kind: str, env: Mapping[str, str] | None) -> list[DataDir]:
    home = home_dir(env)
    if home is None or not (home / kind).is_dir():
        return []
    return [DataDir(home / kind, "FPSEM_HOME")]


def kernel_dirs(extra: Sequence[Path] = (), env: Mapping[str, str] | None = None) -> tuple[DataDir, ...]:
    """The kernel search path, user directories first, the built-ins last (see the module docstring)."""
    out = [_user_dir(Path(d), "--dir") for d in extra]
    for entry in _env(env).get("FPSEM_KERNEL_PATH", "").split(os.pathsep):
        if entry:
            out.append(_user_dir(Path(entry), "FPSEM_KERNEL_PATH"))
    out += _home_sub("kernels", env)
    out.append(DataDir(builtin_dir("kernels"), BUILTIN))
    return _unique(out)


def profile_dirs(extra: Sequence[Path] = (), env: Mapping[str, str] | None = None) -> tuple[DataDir, ...]:
    """The flag-profile search path, user directories first, the built-ins last."""
    out = [_user_dir(Path(d), "--dir") for d in extra]
    out += _home_sub("flag_profiles", env)
    out.append(DataDir(builtin_dir("flag_profiles"), BUILTIN))
    return _unique(out)


def _unique(dirs: list[DataDir]) -> tuple[DataDir, ...]:
    # The same folder named twice (FPSEM_HOME pointing at a checkout) is searched once, under its first name.
    seen: set[Path] = set()
    out = []
    for d in dirs:
        key = d.path.resolve()
        if key not in seen:
            seen.add(key)
            out.append(d)
    return tuple(out)


# ---------------------------------------------------------------- files on a search path


@dataclass(frozen=True)
class DataFile:
    """A file found on a search path (a kernel spec, a flag profile): its name (the file stem), its path,
    and the directory entry that found it."""

    name: str
    path: Path
    source: DataDir


def find_data_files(dirs: Iterable[DataDir], pattern: str = "*.toml") -> list[DataFile]:
    """Every file matching ``pattern`` in each of ``dirs``, in path order, then by name."""
    return [DataFile(p.stem, p, d) for d in dirs for p in sorted(d.path.glob(pattern)) if p.is_file()]


def given_or(directory: Path | None, search_path: Callable[[], tuple[DataDir, ...]]) -> tuple[DataDir, ...]:
    """``directory`` alone when one is given, else the search path."""
    return (DataDir(Path(directory), "given"),) if directory is not None else search_path()


def looked_in(dirs: Iterable[DataDir]) -> str:
    """A search path as one phrase for messages: ``/a (--dir), /b (built-in)``."""
    return ", ".join(d.describe() for d in dirs)


def defined_once(what: str, given: str, name: str, dirs: tuple[DataDir, ...], files: Sequence[DataFile],
                 contents: Callable[[Path], object], error: type[FpsemError], hint: str) -> Path:
    """The file that defines ``name`` among ``files`` (found on ``dirs``), the first one on the path.

    No file of that name, or two whose ``contents`` differ (a user's file never hides a built-in one in
    silence), raise ``error`` naming the ``what`` as the user ``given`` it, and where fpsem looked; ``hint``
    says what else the user may give.
    """
    hits = [f for f in files if f.name == name]
    if not hits:
        known = ", ".join(sorted({f.name for f in files})) or "none"
        raise error(f"unknown {what} {given!r} (known: {known}; looked in {looked_in(dirs)}; {hint})")
    first = hits[0]
    differing = [f for f in hits[1:] if contents(f.path) != contents(first.path)]
    if differing:
        where = ", ".join(f"{f.path} ({f.source.origin})" for f in [first, *differing])
        raise error(f"{what} {given!r} is defined differently in {where}; give the path of the one you mean")
    return first.path


def source_checkout() -> Path | None:
    """The repository root when fpsem runs from a source checkout (editable or PYTHONPATH), else None."""
    pkg = _package_dir()
    if any(part in ("site-packages", "dist-packages") for part in pkg.parts):
        return None
    root = pkg.parent
    return root if (root / "pyproject.toml").is_file() else None


def project_root() -> Path:
    """The source checkout, or the directory holding the installed package."""
    return source_checkout() or _package_dir().parent


def user_cache_dir(env: Mapping[str, str] | None = None) -> Path:
    """``$XDG_CACHE_HOME/fpsem``, default ``~/.cache/fpsem`` (the XDG base-directory rule)."""
    xdg = _env(env).get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".cache"
    return base / "fpsem"


def cache_dir(env: Mapping[str, str] | None = None) -> Path:
    """Where fpsem caches: ``$FPSEM_CACHE``, else ``.fpsem-cache/`` of a checkout, else the user cache directory."""
    e = _env(env)
    if e.get("FPSEM_CACHE"):
        return Path(e["FPSEM_CACHE"])
    root = source_checkout()
    return root / ".fpsem-cache" if root else user_cache_dir(e)


def write_atomically(path: Path, write: Callable[[BinaryIO], object], suffix: str = ".tmp") -> bool:
    """Write ``path`` whole or not at all: ``write`` fills a temporary file beside it, which then replaces
    ``path`` (a reader never sees half a file; concurrent writers of the same content are harmless).  Best
    effort, as a cache needs: False, and no temporary file left behind, where the folder cannot be written."""
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=suffix)
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, path)
        return True
    except OSError:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        return False
