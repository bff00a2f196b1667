"""One run of a kernel on any runner, as ``fpsem run`` makes it: repetitions in place, the checksum, the time.

:func:`execute` drives a runner through its protocol (:mod:`fpsem.runners.protocol`): it prepares the
variant, runs the repetitions on the kernel's inputs as RAJAPerf does (buffers not reset in between),
checksums the outputs, and for a runner that times apart from its checked repetitions (a GPU) adds its
timing.  :func:`run_host` is the same on this CPU, in this process.  The guards around a run (memory,
bounds, a worker process, the non-finite rule) are :func:`fpsem.run`'s.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fpsem.compiler.cache import BuildCache, default_cache
from fpsem.compiler.targets import Target
from fpsem.core.display import Displayed, Summary, fmt_number
from fpsem.core.errors import UsageError
from fpsem.core.limits import check_reps
from fpsem.fastmath.profiles import Profile
from fpsem.kernels.checksum import format_checksum, kernel_checksum
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.nonfinite import FiniteCheck, finite_check, real_inputs
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.host import HostRunner, host_target
from fpsem.runners.protocol import Runner, TimingRequest, fresh_copy
from fpsem.runners.registry import runner_for


@dataclass(frozen=True)
class RunResult(Displayed):
    """A kernel run: the outputs after the repetitions, their RAJAPerf checksum, the measured time
    (``print()`` shows each output's size and range, not the arrays).

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

    def summary(self) -> Summary:
        rows = []
        for name, v in self.outputs.items():
            a = np.asarray(v, dtype=float)
            ok = a[np.isfinite(a)]
            rows.append((name, str(a.size), fmt_number(ok.min()) if ok.size else "-",
                         fmt_number(ok.max()) if ok.size else "-",
                         ", ".join(fmt_number(x) for x in a.ravel()[:3]) + (", ..." if a.size > 3 else ""),
                         str(int(a.size - ok.size))))
        sizes = " ".join(f"{k}={v}" for k, v in self.sizes.items())
        return Summary(f"{self.kernel} {self.precision} {self.profile} on {self.target}: checksum "
                       f"{float(self.checksum)!r}", ("output", "elements", "min", "max", "first values", "not finite"),
                       tuple(rows), (f"{self.how}: {self.reps} repetition(s), {self.seconds_per_rep * 1e6:.4g} µs each "
                                     f"(compile {self.compile_seconds:.3g} s); inputs {self.input_set}, sizes {sizes}.",
                                     *self.notes))

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
    check_reps(task.reps)  # a spec's reps are bounded when it loads; --reps and the API's here (issue 22)
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


def run_host(kernel: Kernel, profile: Profile, *, precision: str = "f64", size_set: str = "default",
             size_overrides: Mapping[str, int] | None = None, input_set: str = "rajaperf", reps: int | None = None,
             seed: int = 0, cache: BuildCache | None = None) -> RunResult:
    """Build ``kernel`` for this CPU with ``profile`` and run ``reps`` repetitions (default RAJAPerf's) in this
    process (:func:`execute` with the host runner): outputs, checksum, measured time."""
    spec = kernel.spec
    if precision not in spec.precisions:
        raise UsageError(f"kernel {spec.key} has no {precision} version (precisions: {', '.join(spec.precisions)})")
    nreps = spec.reps if reps is None else check_reps(reps)
    sizes = resolve_sizes(spec, size_set, size_overrides)
    task = RunTask(kernel, profile, host_target(), precision, size_set, sizes, input_set, nreps, seed)
    return execute(task, HostRunner(cache=cache, isolated=False))
