"""fpsem: floating-point semantics experimentation with LLVM fast-math flags.

The path of one sweep cell reads straight through the package:

    profiles -> rewrite -> validate -> compile -> run -> measure -> store -> report

Where to add things:
  * a kernel:  drop ``NAME.toml`` + ``NAME.f64.ll`` into ``kernels/`` (see kernels/README.md),
    or into a folder of your own named by ``FPSEM_KERNEL_PATH`` (see fpsem/paths.py)
  * a profile: drop ``NAME.toml`` into ``flag_profiles/`` (or ``$FPSEM_HOME/flag_profiles/``)
  * a target:  add an entry to ``fpsem/data/targets.toml``
"""

from ._version import package_version

__version__: str = package_version()
