"""The flag sweep: kernels x profiles x targets x precisions x input sets, stored and resumable.

One cell's path reads straight through the package:

    plan (cells) -> pipeline (rewrite -> validate -> compile -> metrics -> model -> run -> accuracy)
                 -> executor (local processes or Dask) -> driver (store each result) -> report

* :mod:`.plan`      cells, settings, cell ids, what is still pending
* :mod:`.pipeline`  the stage framework (named stages, skip/fail rules, events)
* :mod:`.stages`    the real stages, calling fpsem's rewriter, validator, compiler, runners, accuracy
* :mod:`.suite`     resolving kernel/profile/target names and the sweep's defaults
* :mod:`.local`     the local executor (worker processes, one serial lane per GPU)
* :mod:`.cluster`   the Dask executor
* :mod:`.driver`    one sweep: skip what is stored, run the rest, store as results arrive
* :mod:`.analysis`  speedups, Pareto fronts and flag effects for the report
"""
