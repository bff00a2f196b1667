"""fpsem's Python API: everything the command line does, as functions for scripts and notebooks.

Every ``fpsem`` command is a thin shell over one of these functions (it parses its arguments, calls the
function, and prints), so the two cannot disagree:

    ============  ==========================================  ======================================
    command       function                                    returns
    ============  ==========================================  ======================================
    kernels       :func:`list_kernels`                        kernels on the search path
    profiles      :func:`list_profiles`                       flag profiles
    targets       :func:`list_targets`                        targets and their figures
    import        :func:`import_kernel`                       kernel files written
    rewrite       :func:`rewrite`, :func:`list_sites`         rewritten IR (audited), its sites
    validate      :func:`validate_files` (one: :func:`validate`)  the gate: files, categories, formats
    compile       :func:`compile_many` (one: :func:`compile`)  builds, diffs vs strict, predictions
    compile -m    :func:`predict`                             the model's prediction (modelled)
    explain       :func:`explain`                             the prediction taken apart, vs strict
    run           :func:`run`                                 checksum and measured time
    accuracy      :func:`evaluate_accuracy`                   errors against mpmath
    sweep         :func:`run_sweep` (dry run: :func:`plan_sweep`)  the sweep's summary
    export        :func:`export_results`                      CSV or JSON text
    report        :func:`write_report`                        report.html, report.md, figures/
    bisect        :func:`bisect`                              culprit (site, flag) pairs
    tune          :func:`tune`                                the tuned per-site profile
    (read)        :func:`open_results`                        :class:`Results`, records, DataFrame
    ============  ==========================================  ======================================

Kernels, profiles and targets are accepted as names (``"fir"``, ``"algebraic"``, ``"a2000"``),
paths (``"my/kernel.toml"``, ``"mine.toml"``, ``"my_card.toml"``) or loaded objects, and lists of
them as comma-separated strings (``"strict,algebraic"``), ``"all"`` or iterables.  Defaults,
guards and fallbacks live here once: the memory estimate and bounds check before a run, the input
set a kernel falls back to, the runner a target gets (:func:`fpsem.runners.registry.runner_for`).

Errors are the CLI's: every function checks its arguments' types before any work and raises
:class:`fpsem.core.errors.FpsemError` subclasses only, with one-line messages and the exit code the
command would give (``.exit_code``); an unexpected exception inside is an ``InternalError`` (exit 70)
whose ``__cause__`` is the original.  Every figure carries how it was obtained (``how``/provenance
fields), as on the command line.

>>> import fpsem
>>> v = fpsem.compile("fir", "a2000", "algebraic")          # a CompiledVariant
>>> v.metrics.histogram["f64.fma"]
16
>>> round(fpsem.predict(v).seconds * 1e6)                  # modelled (see docs/model.md), in µs
...
"""

from fpsem.api.building import BuiltVariant, compile, compile_many, predict
from fpsem.api.catalog import (
             ImportedFiles,
             KernelListing,
             ProfileListing,
             import_kernel,
             list_kernels,
             list_profiles,
             list_targets,
)
from fpsem.api.explaining import Explained, explain
from fpsem.api.measuring import evaluate_accuracy
from fpsem.api.modules import SiteListing, list_sites, rewrite, validate, validate_files
from fpsem.api.reading import Results, export_results, open_results, write_report
from fpsem.api.running import RunResult, run
from fpsem.api.searching import bisect, tune
from fpsem.api.sweeping import SweepPlan, plan_sweep, run_sweep

__all__ = ["BuiltVariant", "Explained", "ImportedFiles", "KernelListing", "ProfileListing", "Results", "RunResult", "SiteListing",
           "SweepPlan", "bisect", "compile", "compile_many", "evaluate_accuracy", "explain", "export_results", "import_kernel",
           "list_kernels", "list_profiles", "list_sites", "list_targets", "open_results", "plan_sweep", "predict",
           "rewrite", "run", "run_sweep", "tune", "validate", "validate_files", "write_report"]

# the public functions, each a command's (the classes above are what they return)
FUNCTIONS = tuple(n for n in __all__ if n[0].islower())
