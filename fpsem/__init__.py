"""fpsem: floating-point semantics experimentation with LLVM fast-math flags.

The Python API (the command line's functions; :mod:`fpsem.api` documents them)::

    import fpsem
    v = fpsem.compile("fir", "a2000", "algebraic")      # one variant through the one build path
    fpsem.predict(v)                                     # the performance model's prediction (modelled)
    fpsem.run("fir", "contract", size_set="small")       # on this CPU (measured)
    fpsem.evaluate_accuracy("fir", ["contract", "algebraic"])    # against mpmath
    fpsem.run_sweep("out/sweep.sqlite", kernels="fir,dot", profiles="strict,algebraic", targets="host,a2000")
    fpsem.open_results("out/sweep.sqlite").to_dataframe()

Every command has its function (``fpsem.list_kernels``, ``fpsem.import_kernel``, ``fpsem.bisect``,
``fpsem.tune``, ``fpsem.export_results``, ``fpsem.write_report``, ...); the CLI is a shell over them.

The package is layered; each floor imports only from the floors below it (``tests/test_layers.py``
checks this), and one sweep cell's path reads up through it:

    core, floats      errors, precisions, paths, limits, identity, memo; ulp and exact reals
    ir                LLVM binding, IR text reader, the flag model, the mpmath interpreter
    fastmath          profiles -> sites -> rewrite -> audit -> validate
    kernels           specs, loading, inputs, checksums; importer/ for outside kernels
    compiler          variant -> build (backends/, entry/, mathlib) -> cache, machine-code readers
    runners           host (JIT), cuda (NVIDIA GPUs), emulation (a GPU's IR on this CPU): one registry
    speed             statistics, speedups (placed comparisons, A/A, FDR), the performance model and its bands
    accuracy          mpmath references, error metrics, special values
    search            bisect, tune, attribution
    results           store -> analysis -> report
    sweep             plan -> pipeline of stages -> executors -> driver
    api, cli          the one public API, and the command line over it

Where to add things:
  * a kernel:       drop ``NAME.toml`` + ``NAME.f64.ll`` into ``kernels/`` (see kernels/README.md), or into
                    a folder of your own named by ``FPSEM_KERNEL_PATH`` (see fpsem/core/paths.py)
  * a profile:      drop ``NAME.toml`` into ``flag_profiles/``
  * a target:       add an entry to ``fpsem/data/targets.toml`` (or pass ``-t my_card.toml``)
  * a target kind:  add a backend module to ``fpsem/compiler/backends/`` and register it there
  * a runner:       add a module to ``fpsem/runners/`` (the protocol: ``fpsem/runners/protocol.py``) and an
                    entry to ``RUNNERS`` in ``fpsem/runners/registry.py``
"""

from fpsem.api import (
    Results,
    bisect,
    compile,
    compile_many,
    evaluate_accuracy,
    explain,
    export_results,
    import_kernel,
    list_kernels,
    list_profiles,
    list_sites,
    list_targets,
    open_results,
    plan_sweep,
    predict,
    rewrite,
    run,
    run_sweep,
    tune,
    validate,
    validate_files,
    write_report,
)
from fpsem.core.version import __version__

__all__ = ["Results", "__version__", "bisect", "compile", "compile_many", "evaluate_accuracy", "explain", "export_results",
           "import_kernel", "list_kernels", "list_profiles", "list_sites", "list_targets", "open_results", "plan_sweep",
           "predict", "rewrite", "run", "run_sweep", "tune", "validate", "validate_files", "write_report"]
