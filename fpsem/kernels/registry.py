"""Find, list and load kernels: a spec plus one IR file per precision.

Kernels are found on a search path (:func:`fpsem.core.paths.kernel_dirs`): the user's
directories (``--dir``, ``FPSEM_KERNEL_PATH``, ``FPSEM_HOME/kernels``), then the
built-in suite.  Adding a kernel is adding ``NAME.toml`` and ``NAME.f64.ll`` (and
the generated ``NAME.f32.ll``) to one of them; nothing here names a kernel.  A
user kernel never hides a built-in one in silence: a key defined by two
different kernels on the path is refused by name (give a path to choose), and
``fpsem kernels`` lists both with their source.  Loading checks the IR against
the spec, so a kernel that loads is one every launcher can wrap.
"""

from __future__ import annotations

from pathlib import Path

from fpsem.core.errors import UsageError
from fpsem.core.paths import DataDir, DataFile, defined_once, find_data_files, given_or, kernel_dirs
from fpsem.kernels.loading import Kernel, ir_path, load_kernel_file, read_kernel_ir  # noqa: F401  (the registry's API)
from fpsem.kernels.spec import KernelSpec, load_spec_file


def find_kernels(dirs: tuple[DataDir, ...] | None = None) -> list[DataFile]:
    """Every spec (``*.toml``) on the search path ``dirs`` (default: :func:`kernel_dirs`), in path order."""
    return find_data_files(kernel_dirs() if dirs is None else dirs)


def kernel_names(directory: Path | None = None) -> list[str]:
    """The keys (file stems) of every spec on the search path (or in ``directory`` alone), sorted, unique."""
    return sorted({e.name for e in find_kernels(given_or(directory, kernel_dirs))})


def _kernel_files(spec_file: Path) -> list[bytes]:
    # What makes two same-named kernels the same kernel: the spec and every IR file beside it.
    files = [spec_file] + sorted(spec_file.parent.glob(f"{spec_file.stem}.*.ll"))
    return [f.read_bytes() for f in files if f.is_file()]


def spec_path(key_or_path: str, directory: Path | None = None) -> Path:
    """The spec file of a kernel key (``fir``), or the given path to a ``.toml`` file.

    Source files (``.ll``, ``.bc``, ``.fpcore``) are not kernels yet: ``fpsem.kernels.importer.resolve_kernel``
    imports them first.
    An unknown key, or a key that two different kernels on the search path define,
    raises UsageError naming where fpsem looked.
    """
    if key_or_path.endswith(".toml") or "/" in key_or_path:
        return Path(key_or_path)
    dirs = given_or(directory, kernel_dirs)
    return defined_once("kernel", key_or_path, key_or_path.lower(), dirs, find_kernels(dirs), _kernel_files,
                        UsageError, "or give a path to a .toml spec")


def load_spec(key_or_path: str, directory: Path | None = None) -> KernelSpec:
    """Load and check one spec (without its IR)."""
    return load_spec_file(spec_path(key_or_path, directory))


def load_kernel(key_or_path: str, directory: Path | None = None) -> Kernel:
    """A kernel's spec and every precision's checked IR, by name or spec path."""
    return load_kernel_file(spec_path(key_or_path, directory))


def load_all(directory: Path | None = None) -> list[Kernel]:
    """Every kernel on the search path (or in ``directory`` alone), loaded and checked, sorted by key.

    A key defined differently in two places raises UsageError (see :func:`spec_path`).
    """
    return [load_kernel(k, directory) for k in kernel_names(directory)]


def load_entries(dirs: tuple[DataDir, ...]) -> list[tuple[DataFile, Kernel]]:
    """Every spec on ``dirs``, each loaded from its own file (same-named kernels included), in path order."""
    return [(e, load_kernel(str(e.path))) for e in find_kernels(dirs)]
