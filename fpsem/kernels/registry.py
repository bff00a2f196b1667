"""Find, list and load the kernels of ``kernels/``: a spec plus one IR file per precision.

Adding a kernel is adding ``NAME.toml`` and ``NAME.f64.ll`` (and the generated
``NAME.f32.ll``); nothing here names a kernel.  Loading checks the IR against
the spec, so a kernel that loads is one every launcher can wrap.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from ..errors import SpecError, UsageError
from ..paths import kernels_dir
from .ircheck import check_kernel_ir
from .spec import KernelSpec, load_spec_file


@dataclass(frozen=True)
class Kernel:
    """A kernel's spec and its checked IR text per precision."""

    spec: KernelSpec
    ir: Mapping[str, str]  # precision -> IR text
    ir_paths: Mapping[str, str]  # precision -> file the text came from

    def ir_for(self, precision: str) -> str:
        if precision not in self.ir:
            raise UsageError(f"kernel {self.spec.key} has no {precision} version "
                             f"(precisions: {', '.join(self.spec.precisions)})")
        return self.ir[precision]


def kernel_names(directory: Path | None = None) -> list[str]:
    """The keys (file stems) of every spec in the kernel directory, sorted."""
    d = directory or kernels_dir()
    return sorted(p.stem for p in d.glob("*.toml"))


def spec_path(key_or_path: str, directory: Path | None = None) -> Path:
    """The spec file of a kernel key (``fir``), or the given path to a ``.toml`` file.

    A kernel source file (``.ll``, ``.bc``, ``.fpcore``) is imported on the fly (``fpsem.importer``).
    """
    from ..importer import resolve_kernel_arg

    key_or_path = resolve_kernel_arg(key_or_path)
    if key_or_path.endswith(".toml") or "/" in key_or_path:
        return Path(key_or_path)
    d = directory or kernels_dir()
    path = d / f"{key_or_path.lower()}.toml"
    if not path.is_file():
        known = ", ".join(kernel_names(d)) or "none"
        raise UsageError(f"unknown kernel {key_or_path!r} (known: {known}; or give a path to a .toml spec)")
    return path


def ir_path(spec: KernelSpec, precision: str) -> Path:
    """Where the IR of ``spec`` in ``precision`` lives: beside its spec, ``<key>.<precision>.ll``."""
    return Path(spec.path).with_name(f"{spec.key}.{precision}.ll")


def load_spec(key_or_path: str, directory: Path | None = None) -> KernelSpec:
    """Load and check one spec (without its IR)."""
    return load_spec_file(spec_path(key_or_path, directory))


def read_kernel_ir(spec: KernelSpec, precision: str) -> tuple[str, str]:
    """(IR text, path) of ``spec`` in ``precision``, checked against the spec."""
    if precision not in spec.precisions:
        raise UsageError(f"kernel {spec.key} has no {precision} version (precisions: {', '.join(spec.precisions)})")
    path = ir_path(spec, precision)
    try:
        text = path.read_text()
    except FileNotFoundError:
        raise SpecError(f"{path}: missing (the spec {spec.path} lists precision {precision})") from None
    except (OSError, UnicodeDecodeError) as e:
        raise SpecError(f"{path}: cannot read: {e}") from None
    check_kernel_ir(spec, precision, text, str(path))
    return text, str(path)


def load_kernel(key_or_path: str, directory: Path | None = None) -> Kernel:
    """A kernel's spec and every precision's checked IR."""
    spec = load_spec(key_or_path, directory)
    ir: dict[str, str] = {}
    paths: dict[str, str] = {}
    for p in spec.precisions:
        ir[p], paths[p] = read_kernel_ir(spec, p)
    return Kernel(spec, ir, paths)


def load_all(directory: Path | None = None) -> list[Kernel]:
    """Every kernel of the directory, loaded and checked, sorted by key."""
    return [load_kernel(k, directory) for k in kernel_names(directory)]
