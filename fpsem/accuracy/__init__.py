"""Accuracy against mpmath: references, error metrics, special values and UB witnesses.

* :mod:`.exact`         -- ``Exact`` numbers: mpmath value, condition magnitude, IEEE sign of zero
* :mod:`.handwritten`   -- the hand-written references in ``accuracy/<kernel>.py``
* :mod:`.ir_reference`  -- a reference for any kernel: the mpmath interpreter (``fpsem.ir.interp``) over its stages
* :mod:`.sampling`      -- seeded samples of output elements for large sizes
* :mod:`.reference`     -- ``Reference`` (correctly rounded value, double-double, magnitude) and its disk cache
* :mod:`.metrics`       -- per-variant ulp / normalised-error statistics, status mismatches, difference from strict
* :mod:`.runners`       -- how variants run: host JIT, AMD emulation, NVIDIA GPU (``VariantRunner``)
* :mod:`.emulation`     -- a GPU target's optimized IR, contracted as its back end does, run on the host
* :mod:`.approx`        -- models of the GPUs' approximate f32 instructions and the IR transform that
  puts them into an emulated module (``apply_approx_models``)
* :mod:`.special`       -- special-value injection, difference kinds, UB witnesses
* :mod:`.evaluate`      -- one accuracy run (``evaluate``) and its ``AccuracyReport``

The CLI is ``fpsem accuracy`` (``fpsem/cli/accuracy.py``); docs/accuracy.md explains
the metrics and what the AMD emulation does and does not capture.
"""
