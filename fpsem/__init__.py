"""fpsem: floating-point semantics experimentation with LLVM fast-math flags.

The Python API (the command line's functions; :mod:`fpsem.api` documents them)::

    import fpsem
    v = fpsem.compile("fir", "a2000", "algebraic")      # one variant through the one build path
    fpsem.predict(v)                                     # the performance model's prediction (modelled)
    fpsem.run("fir", "contract", size_set="small")       # on this CPU (measured)
    fpsem.accuracy("fir", ["contract", "algebraic"])    # against mpmath
    fpsem.sweep("out/sweep.sqlite", kernels="fir,dot", profiles="strict,algebraic", targets="host,a2000")
    fpsem.open_results("out/sweep.sqlite").to_dataframe()

These names are functions at package level; the modules of the same names (``fpsem.rewrite``,
``fpsem.validate``, ``fpsem.compile``, ``fpsem.accuracy``, ``fpsem.sweep``) are imported with
``from fpsem.rewrite import apply_profile`` and the like.

The path of one sweep cell reads straight through the package:

    profiles -> rewrite -> validate -> variant/build (backends/) -> run -> measure -> store -> report

Where to add things:
  * a kernel:       drop ``NAME.toml`` + ``NAME.f64.ll`` into ``kernels/`` (see kernels/README.md), or into
                    a folder of your own named by ``FPSEM_KERNEL_PATH`` (see fpsem/paths.py)
  * a profile:      drop ``NAME.toml`` into ``flag_profiles/``
  * a target:       add an entry to ``fpsem/data/targets.toml`` (or pass ``-t my_card.toml``)
  * a target kind:  add a backend module to ``fpsem/backends/`` and register it there
"""

# The modules whose names the API functions take are imported first: importing a submodule for the
# first time sets the package's attribute of that name, which must end up the function.
from . import accuracy as _accuracy_package, compile as _compile_module, rewrite as _rewrite_module  # noqa: F401
from . import sweep as _sweep_package, validate as _validate_module  # noqa: F401
from .api import Results, accuracy, compile, open_results, predict, rewrite, run, sweep, validate  # noqa: E402
from .version import __version__  # noqa: E402

__all__ = ["Results", "__version__", "accuracy", "compile", "open_results", "predict", "rewrite", "run", "sweep",
           "validate"]
