"""Running a kernel on this machine (``fpsem run``): its checksum and its measured time.

One path for every runner (:func:`fpsem.runners.registry.runner_for`, mode ``measured``) and every
guard: the memory estimate and bounds check before anything is allocated, a worker process with a time
limit for runners whose code runs natively in this process (a kernel that faults is one failed run,
exit 4), and the non-finite rule (:func:`fpsem.kernels.nonfinite.nonfinite_failure`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from fpsem.api.checks import at_least, non_negative_seed, public, seconds
from fpsem.api.resolve import KernelLike, ProfileLike, TargetLike, guard_run, precision_of, size_overrides, text
from fpsem.api.resolve import kernel as as_kernel
from fpsem.api.resolve import profile as as_profile
from fpsem.api.resolve import target as as_target
from fpsem.core.errors import FpsemError, StageFailure
from fpsem.core.isolate import call_isolated
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.inputs import input_set_for
from fpsem.kernels.nonfinite import FiniteCheck, nonfinite_failure
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.execution import RunResult, RunTask, execute
from fpsem.runners.registry import entry_for

DEFAULT_TIMEOUT_S = 3600.0


class _Relayed(FpsemError):
    """An fpsem error raised in the worker, with its exit code."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def _run(task: RunTask, isolate: bool, timeout: float | None, label: str, runner: str) -> RunResult:
    """``execute(task)``, in a fresh worker process with a time limit when ``isolate``: a kernel that faults
    (SIGSEGV, ``llvm.trap``'s SIGILL) or loops for ever is one failed run (exit 4), never the caller's end."""
    if not isolate:
        return execute(task)
    outcome = call_isolated(execute, task, timeout)
    if outcome.ok:
        return outcome.value
    if outcome.exit_code is not None:
        raise _Relayed(outcome.error, outcome.exit_code)
    raise StageFailure(f"{runner} run of {label} failed: {outcome.error}")


@public
def run(kernel: KernelLike, profile: ProfileLike = "strict", *, target: TargetLike = "host",
        runner: str | None = None, precision: str = "f64", size_set: str = "default", size: int | None = None,
        sizes: Mapping[str, int] | None = None, inputs: str | None = None, reps: int | None = None, seed: int = 0,
        block: int = 256, device: int = 0, timeout: float | None = DEFAULT_TIMEOUT_S, max_memory: str | None = None,
        allow_ub: bool = False) -> RunResult:
    """Run a kernel (``fpsem run``): outputs, RAJAPerf checksum, measured time.

    ``target``'s own runner executes it (``runner`` may name it; the host JIT for ``host``, the GPU for an
    NVIDIA target; a kind no runner executes is a UsageError).  ``size`` is the problem size N, ``sizes``
    other size parameters; ``inputs`` the input set (default ``rajaperf``, or ``random`` for a kernel without
    RAJAPerf's inputs); ``reps`` the repetitions (default RAJAPerf's).  Before anything is allocated the
    arrays must fit ``max_memory`` (e.g. ``"8G"``; default FPSEM_MAX_MEMORY, else half this machine's
    memory) and every access stay inside its array.  Host code runs in a worker process stopped after
    ``timeout`` seconds (0 or None: no limit).  A variant whose NaN/Inf from finite inputs is its own (strict
    stays finite) fails (StageFailure, exit 4).
    """
    non_negative_seed(seed)
    at_least("reps", reps, 1)
    at_least("block", block, 1)
    at_least("device", device, 0)
    seconds("timeout", timeout)
    k = as_kernel(kernel)
    spec = k.spec
    prec = precision_of(k, precision)
    prof = as_profile(profile, allow_ub)
    tgt = as_target(target)
    entry = entry_for(tgt, "measured", name=runner)
    resolved = resolve_sizes(spec, text("size set", size_set), size_overrides(spec, size_set, size, sizes))
    guard_run(k, prec, resolved, max_memory)
    task = RunTask(k, prof, tgt, prec, size_set, resolved, input_set_for(spec, inputs, "rajaperf"),
                   spec.reps if reps is None else reps, seed, block, device)
    label = f"{spec.key}.{prec} with profile {prof.name}"
    limit = timeout if timeout else None
    result = _run(task, entry.isolate, limit, label, entry.name)
    check = result.finite
    if check.finite or not check.inputs_finite:
        return result
    strict: FiniteCheck | None = check  # strict itself: non-finite is the kernel's own result
    if prof.flags:  # compare with the same run without flags: is the NaN/Inf this variant's doing?
        try:
            strict = _run(replace(task, profile=resolve_profile("strict")), entry.isolate, limit, label,
                          entry.name).finite
        except FpsemError:
            strict = None
    failure = nonfinite_failure(spec, resolved, check, strict)
    if failure:
        raise StageFailure(f"{label}: {failure}")
    return replace(result, notes=(*result.notes, f"{label}: NaN/Inf results from finite inputs, as without "
                                                 "fast-math flags (the kernel's own, not this variant's)"))
