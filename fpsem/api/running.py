"""Running a kernel on this machine (``fpsem run``): its checksum and its measured time.

One path for every runner (:func:`fpsem.runners.registry.runner_for`, mode ``measured``) and every
guard: the memory estimate and bounds check before anything is allocated, a worker process with a time
limit for runners whose code runs natively in this process (a kernel that faults is one failed run,
exit 4), and the non-finite rule (:func:`fpsem.kernels.nonfinite.nonfinite_failure`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from fpsem.api.checks import at_least, non_negative_seed, public, seconds
from fpsem.api.resolve import KernelLike, ProfileLike, TargetLike, guard_run, precision_of, size_overrides, text
from fpsem.api.resolve import kernel as as_kernel
from fpsem.api.resolve import profile as as_profile
from fpsem.api.resolve import target as as_target
from fpsem.compiler.cache import default_cache
from fpsem.compiler.targets import Target
from fpsem.core.errors import FpsemError, StageFailure
from fpsem.core.isolate import call_isolated
from fpsem.fastmath.profiles import Profile, resolve_profile
from fpsem.kernels.checksum import format_checksum, kernel_checksum
from fpsem.kernels.inputs import input_set_for, make_inputs
from fpsem.kernels.nonfinite import FiniteCheck, finite_check, nonfinite_failure, real_inputs
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.protocol import Runner, TimingRequest, fresh_copy
from fpsem.runners.registry import entry_for, runner_for

DEFAULT_TIMEOUT_S = 3600.0


@dataclass(frozen=True)
class RunResult:
    """A kernel run: the outputs after the repetitions, their RAJAPerf checksum, the measured time.

    ``seconds`` is the wall (or event) time of all repetitions, ``seconds_per_rep`` the time of one
    (a GPU's from a separate event timing with inputs out of L2), ``how`` how they were obtained;
    ``detail`` what the runner adds (a GPU's device, launch configurations, function attributes, timing);
    ``finite`` what the outputs say about NaN/Inf; ``notes`` what the user should know.
    """

    kernel: str
    kernel_name: str  # the spec's name (RAJAPerf's, e.g. DAXPY)
    precision: str
    profile: str
    target: str
    runner: str
    ub_capable: bool
    size_set: str
    sizes: Mapping[str, int]
    input_set: str
    seed: int
    reps: int
    outputs: Mapping[str, Any]  # the checksummed arguments after the run
    checksum: np.longdouble
    seconds: float
    seconds_per_rep: float
    how: str
    compile_seconds: float
    finite: FiniteCheck
    detail: Mapping[str, Any] = field(default_factory=dict)
    notes: tuple[str, ...] = ()

    def record(self) -> dict[str, Any]:
        """The JSON-ready record (``fpsem run --json``)."""
        def out(v: Any) -> Any:
            return float(v) if np.ndim(v) == 0 else {"length": int(np.size(v))}

        timing: dict[str, Any] = {"seconds_total": self.seconds, "seconds_per_rep": self.seconds_per_rep,
                                  "how": self.how}
        if "timing" in self.detail:
            timing["detail"] = self.detail["timing"]
        rec: dict[str, Any] = {
            "kernel": self.kernel, "target": self.target, "runner": self.runner, "precision": self.precision,
            "profile": self.profile, "size_set": self.size_set, "sizes": dict(self.sizes), "inputs": self.input_set,
            "seed": self.seed, "reps": self.reps, "checksum": float(self.checksum),
            "checksum_text": format_checksum(self.checksum),
            "outputs": {k: out(v) for k, v in self.outputs.items()},
            "timing": timing, "compile_seconds": self.compile_seconds,
        }
        rec.update({k: v for k, v in self.detail.items() if k not in ("timing", "compile_seconds")})
        rec["finite"] = self.finite.to_dict()
        rec["ub_capable"] = self.ub_capable
        return rec


@dataclass(frozen=True)
class RunTask:
    """One run, as a worker process receives it (everything resolved and checked)."""

    kernel: Kernel
    profile: Profile
    target: Target
    precision: str
    size_set: str
    sizes: Mapping[str, int]
    input_set: str
    reps: int
    seed: int
    block: int = 256
    device: int = 0


def execute(task: RunTask, runner: Runner | None = None) -> RunResult:
    """Run ``task`` on ``runner`` (default: the target's, building in this process) through the runner protocol:
    ``reps`` repetitions in place (checksum), and for a runner that times apart from them (a GPU) its timing."""
    spec = task.kernel.spec
    runner = runner or runner_for(task.target, "measured", device=task.device, block=task.block,
                                  cache=default_cache(), isolated=False)
    with runner:
        prepared = runner.prepare(task.kernel, task.profile, task.precision, task.sizes, task.size_set)
        values = make_inputs(spec, task.sizes, task.precision, task.input_set, task.seed)
        inputs = fresh_copy(values) if runner.times_apart else None
        done = prepared.repeat(values, task.reps)
        timing = prepared.time(inputs, TimingRequest()) if inputs is not None else None
    outputs = {a.name: done.values[a.name] for a in spec.checksum_args}
    checksum = kernel_checksum(spec, outputs)
    finite = finite_check(outputs, lambda: real_inputs(spec, make_inputs(spec, task.sizes, task.precision,
                                                                          task.input_set, task.seed)),
                          math.isfinite(float(checksum)))
    detail = dict(done.detail)
    if timing is not None:
        detail["timing"] = timing.value.get("timing", dict(timing.value))
        per_rep = float(timing.value.get("median_seconds", timing.seconds))
        how = f"total: {done.how}; per repetition: {timing.how}"
    else:
        per_rep, how = done.total_seconds / task.reps, done.how
    return RunResult(spec.key, spec.name, task.precision, task.profile.name, task.target.name, runner.name,
                     task.profile.ub_capable, task.size_set, dict(task.sizes), task.input_set, task.seed, task.reps,
                     outputs, checksum, done.total_seconds, per_rep, how,
                     float(detail.pop("compile_seconds", 0.0)), finite, detail)


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
