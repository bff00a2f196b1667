"""Bring your own kernel: compiler IR (CUDA, HIP, C, Rust) and FPCore as fpsem kernels.

``fpsem import SOURCE`` (``fpsem.commands.import_``) and every command's ``-k SOURCE``
(:func:`resolve_kernel_arg`) go through :func:`import_source`.
"""

from .core import ArgOverride, ImportedKernel, ImportRefused, parse_arg_override, write_kernel
from .dispatch import import_source, resolve_kernel_arg, source_type

__all__ = ["ArgOverride", "ImportedKernel", "ImportRefused", "import_source", "parse_arg_override",
           "resolve_kernel_arg", "source_type", "write_kernel"]
