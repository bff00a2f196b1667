"""One runner registry: the rule that picks a target's runner, its protocol, and adding a runner.

Adding a runner is one module (a class with the protocol of :mod:`fpsem.runners.protocol`) plus an entry of
:data:`fpsem.runners.registry.RUNNERS`: here a fake runner is registered in a copy of the registry and
driven through the same code as the real ones -- ``fpsem run``'s execution and ``fpsem accuracy``'s
evaluation -- with every protocol call recorded.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

import numpy as np
import pytest

from fpsem.accuracy.evaluate import AccuracyRequest, evaluate
from fpsem.compiler.backends import BACKENDS
from fpsem.compiler.targets import resolve_target
from fpsem.core.errors import UsageError
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.cuda.end_to_end import CudaRunner
from fpsem.runners.emulation import EmulatedRunner
from fpsem.runners.execution import RunTask, execute
from fpsem.runners.host import HostRunner
from fpsem.runners.protocol import PreparedVariant, Repetitions, RunnerBase, Timing, TimingRequest
from fpsem.runners.registry import RUNNERS, RunnerEntry, entry_for, measuring_runners, runner_for
from fpsem.sweep.plan import RUNNERS as SWEEP_RUNNERS


@pytest.mark.parametrize("target,mode,gpu,want", [
    ("host", "auto", None, HostRunner), ("host", "measured", None, HostRunner), ("host", "emulated", True, HostRunner),
    ("h100", "auto", False, EmulatedRunner), ("h100", "auto", True, CudaRunner), ("h100", "measured", False, CudaRunner),
    ("h100", "emulated", True, EmulatedRunner), ("mi250x", "auto", True, EmulatedRunner),
    ("mi250x", "emulated", None, EmulatedRunner),
])
def test_one_rule_picks_the_runner(target, mode, gpu, want):
    assert type(runner_for(resolve_target(target), mode, gpu_here=gpu)) is want


def test_what_no_runner_executes_is_refused_with_the_commands_messages():
    with pytest.raises(UsageError, match="no runner executes amdgpu code"):
        entry_for(resolve_target("mi250x"), "measured")
    with pytest.raises(UsageError, match="does not run nvptx code"):
        entry_for(resolve_target("h100"), "measured", name="host")
    with pytest.raises(UsageError, match="unknown runner mode"):
        entry_for(resolve_target("host"), "quick")


def test_every_backend_names_a_registered_runner_and_the_sweep_axis_comes_from_the_registry():
    assert {b.runner for b in BACKENDS.values()} <= set(RUNNERS)
    assert measuring_runners() == ("host", "cuda") and SWEEP_RUNNERS == ("host", "cuda", "model")


# ---------------------------------------------------------------- a runner added by registering it


@dataclass
class FakeRunner(RunnerBase):
    """A runner that runs a kernel's variants through numpy's own arithmetic (DAXPY: y += a*x, one rounding
    per operation) and records every protocol call."""

    target: str = "host"
    name: str = "fake"
    how: str = "faked: numpy on this CPU"
    times: bool = True
    times_apart: bool = True
    calls: list = field(default_factory=list)

    def open(self) -> None:
        self.calls.append("open")

    def close(self) -> None:
        self.calls.append("close")

    def device(self) -> str:
        return "numpy"

    def variant(self, kernel, profile, precision, sizes):
        return HostRunner().variant(kernel, profile, precision, sizes)

    def prepare(self, kernel, profile, precision, sizes, size_set=""):
        self.calls.append(f"prepare {profile.name}")
        return self.load(kernel, None, sizes)

    def load(self, kernel, built, sizes):
        def step(values):
            values["y"] += values["a"] * values["x"]

        def run(values):
            self.calls.append("run")
            v = {k: (np.array(x, copy=True) if isinstance(x, np.ndarray) else x) for k, x in values.items()}
            step(v)
            return {"y": v["y"]}

        def repeat(values, reps):
            self.calls.append(f"repeat {reps}")
            for _ in range(reps):
                step(values)
            return Repetitions(values, (1e-3,) * reps, self.how, {"compile_seconds": 0.0})

        def time(values, request: TimingRequest):
            self.calls.append("time")
            return Timing((2e-3, 3e-3, 4e-3), self.how, {"runner": "fake", "median_seconds": 3e-3})

        return PreparedVariant("daxpy (fake)", run, repeat=repeat, time=time)


def _registry_with(fake: FakeRunner):
    entry = RunnerEntry("host", "fake, for the test", lambda target, **kw: fake, lambda: True)
    return MappingProxyType({**RUNNERS, "host": entry})


def test_a_registered_runner_runs_through_fpsem_run_and_accuracy():
    fake = FakeRunner()
    host = resolve_target("host")
    runner = runner_for(host, "measured", registry=_registry_with(fake))
    assert runner is fake
    kernel = load_kernel("daxpy")
    sizes = resolve_sizes(kernel.spec, "small")
    result = execute(RunTask(kernel, resolve_profile("strict"), host, "f64", "small", sizes, "rajaperf", 3, 0), runner)
    assert result.runner == "fake" and result.reps == 3 and result.seconds_per_rep == pytest.approx(3e-3)
    assert fake.calls == ["open", "prepare strict", "repeat 3", "time", "close"]
    # the same checksum as the host JIT's own run: the fake's arithmetic is DAXPY's
    real = execute(RunTask(kernel, resolve_profile("strict"), host, "f64", "small", sizes, "rajaperf", 3, 0))
    assert float(result.checksum) == float(real.checksum)

    fake.calls.clear()
    with fake:
        report = evaluate(AccuracyRequest(kernel, (resolve_profile("contract"),), "f64", "random", "small"), fake)
    assert report.how == fake.how and [v.profile for v in report.variants] == ["strict", "contract"]
    assert fake.calls == ["open", "prepare strict", "prepare contract", "run", "run", "close"]
    # the fake computes strict DAXPY (two roundings) in numpy: the host JIT's strict variant on the same inputs has
    # the same errors (not necessarily <= 1 ulp: y + a*x cancels on some random inputs)
    with HostRunner() as jit:
        real_acc = evaluate(AccuracyRequest(kernel, (), "f64", "random", "small"), jit)
    assert report.variant("strict").errors.overall.max_ulp == real_acc.variant("strict").errors.overall.max_ulp
