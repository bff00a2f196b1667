"""Running fpsem's variants on NVIDIA GPUs (optional: needs ``cuda-bindings`` and a GPU).

* :mod:`.driver`         -- thin checked wrapper over ``cuda.bindings.driver`` (errors -> fpsem exceptions)
* :mod:`.faults`         -- what a GPU failure was, and whether the process's CUDA state survived it
* :mod:`.launch`         -- launch configuration and the host side of reductions (pure)
* :mod:`.timing`         -- timing statistics, L2 rotation and repetition counts (pure)
* :mod:`.ptx`            -- entry points, parameter types and constant globals read from PTX (pure)
* :mod:`.runner`         -- buffers, constants, launches, checked runs and event timing of one kernel
* :mod:`.worker`         -- GPU work in a worker process that a fresh one replaces after a fatal fault
* :mod:`.finalize`       -- a reduce stage's finalize function, JIT-compiled for the host
* :mod:`.variant`        -- one variant end to end (``fpsem run --runner cuda``)
* :mod:`.nvcc_baselines` -- the suite in CUDA C (``benchmarks/cuda``), compiled by nvcc in three modes

Nothing here imports ``cuda.bindings`` at import time: without it (or without a GPU)
the runner says so in one line (:class:`~fpsem.runners.cuda.faults.GpuUnavailable`, exit code 4).
"""
