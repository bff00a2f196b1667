"""fpsem: floating-point semantics experimentation with LLVM fast-math flags.

The path of one sweep cell reads straight through the package:

    profiles -> rewrite -> validate -> variant/build (backends/) -> run -> measure -> store -> report

Where to add things:
  * a kernel:       drop ``NAME.toml`` + ``NAME.f64.ll`` into ``kernels/`` (see kernels/README.md)
  * a profile:      drop ``NAME.toml`` into ``flag_profiles/``
  * a target:       add an entry to ``fpsem/data/targets.toml`` (or pass ``-t my_card.toml``)
  * a target kind:  add a backend module to ``fpsem/backends/`` and register it there
"""

from .version import __version__

__all__ = ["__version__"]
