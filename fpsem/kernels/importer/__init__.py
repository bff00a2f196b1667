"""Bring your own kernel: compiler IR (CUDA, HIP, C, Rust) and FPCore as fpsem kernels.

``fpsem import SOURCE`` (``fpsem.cli.import_``) and every command's ``-k SOURCE``
(:func:`resolve_kernel`, :func:`resolve_spec_path`) go through :func:`import_source`.
"""

from fpsem.kernels.importer.core import (ArgOverride, ImportedKernel, ImportRefused, parse_arg_override, write_kernel,
                                         write_kernels)
from fpsem.kernels.importer.dispatch import (import_source, resolve_kernel, resolve_kernel_arg, resolve_spec_path,
                                             source_type)

__all__ = ["ArgOverride", "ImportedKernel", "ImportRefused", "import_source", "parse_arg_override",
           "resolve_kernel", "resolve_kernel_arg", "resolve_spec_path", "source_type", "write_kernel",
           "write_kernels"]
