"""Loading a kernel from its files: the spec, and each precision's IR checked against it.

The lowest layer of the kernel registry, by path only: :mod:`.registry` finds kernels by
name on the search path (and imports sources on the fly through ``fpsem.kernels.importer``), and the
importer checks what it writes with :func:`load_kernel_file` -- so neither has to import the other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from fpsem.core.errors import SpecError, UsageError
from fpsem.core.limits import read_input_text
from fpsem.kernels.bounds import check_declared_bounds
from fpsem.kernels.ircheck import check_kernel_ir
from fpsem.kernels.spec import KernelSpec, load_spec_file


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


def ir_path(spec: KernelSpec, precision: str) -> Path:
    """Where the IR of ``spec`` in ``precision`` lives: beside its spec, ``<key>.<precision>.ll``."""
    return Path(spec.path).with_name(f"{spec.key}.{precision}.ll")


def read_kernel_ir(spec: KernelSpec, precision: str) -> tuple[str, str]:
    """(IR text, path) of ``spec`` in ``precision``, checked against the spec."""
    if precision not in spec.precisions:
        raise UsageError(f"kernel {spec.key} has no {precision} version (precisions: {', '.join(spec.precisions)})")
    path = ir_path(spec, precision)
    if not path.exists() and not path.is_symlink():
        raise SpecError(f"{path}: missing (the spec {spec.path} lists precision {precision})")
    text = read_input_text(path, "kernel IR", SpecError)  # regular files only, size-capped
    check_kernel_ir(spec, precision, text, str(path))
    check_declared_bounds(spec, text, precision)  # before any launcher runs it past its arrays
    return text, str(path)


def load_kernel_file(spec_file: Path) -> Kernel:
    """A kernel's spec (from ``spec_file``) and every precision's checked IR beside it."""
    spec = load_spec_file(Path(spec_file))
    ir: dict[str, str] = {}
    paths: dict[str, str] = {}
    for p in spec.precisions:
        ir[p], paths[p] = read_kernel_ir(spec, p)
    return Kernel(spec, ir, paths)
