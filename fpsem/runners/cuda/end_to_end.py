"""The ``cuda`` runner: fpsem variants on an NVIDIA GPU, end to end (compile, run, checksum, time).

:class:`CudaRunner` is the runner protocol (:mod:`fpsem.runners.protocol`) over a
:class:`~fpsem.runners.cuda.runner.KernelSession`: what ``fpsem run --runner cuda``, ``fpsem accuracy``
on an NVIDIA target and the sweep's run stage use.  The GPU is opened first, so that a machine
without one says so in one line (:class:`~fpsem.runners.cuda.faults.GpuUnavailable`, exit code 4)
before anything is compiled.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from fpsem.compiler.backends import backend_for
from fpsem.compiler.build import CompiledVariant, build, build_many
from fpsem.compiler.cache import BuildCache, default_cache
from fpsem.compiler.samecode import code_identity
from fpsem.compiler.targets import Target
from fpsem.compiler.variant import Variant
from fpsem.core.errors import StageFailure, UsageError
from fpsem.fastmath.profiles import Profile
from fpsem.kernels.registry import Kernel
from fpsem.runners.cuda.driver import Gpu
from fpsem.runners.cuda.finalize import HostFinalizer
from fpsem.runners.cuda.runner import KernelSession, Program, entries_from_compiled, guarded
from fpsem.runners.host_timing import DEFAULT_BUDGET_S, placed_run_value, same_code_run_value
from fpsem.runners.protocol import (
    Outputs,
    PreparedVariant,
    Repetitions,
    RunnerBase,
    Timing,
    TimingRequest,
    Values,
    fresh_copy,
    outputs_of,
)

T = TypeVar("T")
GUARD_BYTES = 4096  # bounds-checked mode's canary region on each side of an array


def compile_for_gpu(kernel: Kernel, precision: str, profile: Profile, target: Target, sizes: Mapping[str, int],
                    use_cache: bool = True) -> CompiledVariant:
    """Build one variant for an NVIDIA target at ``sizes`` (sizes are baked into the entries), in a worker."""
    if backend_for(target.kind).runner != "cuda":
        raise UsageError(f"the CUDA runner needs an NVIDIA target, not {target.name!r} ({target.kind})")
    v = Variant(kernel, precision, profile, target, tuple(sorted(sizes.items())))
    return build_many([v], default_cache() if use_cache else None, workers=1)[0]


def program_of(variant: CompiledVariant) -> Program:
    """The runner's view of a compiled NVPTX variant; StageFailure if it has no PTX."""
    if not variant.ok or not variant.ptx:
        why = variant.failure.message if variant.failure else "no PTX"
        stage = variant.failure.stage if variant.failure else "codegen"
        raise StageFailure(f"{variant.name}: compile failed at {stage}: {why}")
    return Program(variant.name, variant.ptx, entries_from_compiled(variant.entries), "fpsem")


@dataclass
class CudaRunner(RunnerBase):
    """An NVIDIA target, run on the GPU of this machine (opened by :meth:`open`, on first use at the latest).

    ``run`` gives one repetition's outputs (accuracy); ``repeat`` runs repetitions as RAJAPerf does, each
    bracketed by CUDA events (``fpsem run``'s checksum); ``time`` is the event timing of
    :meth:`KernelSession.time` with inputs rotated out of the L2.  After a fatal fault (illegal address,
    watchdog) no CUDA call follows, teardown included: the process's CUDA state is gone.
    """

    nvidia: Target
    gpu_ordinal: int = 0
    block: int = 256
    cache: BuildCache | None = None
    isolated: bool = True  # build in a worker process
    target: str = field(init=False, default="")  # the NVIDIA target's name
    how: str = field(init=False, default="")
    _gpu: Any = field(default=None, repr=False)
    _healthy: bool = field(default=True, repr=False)
    name = "cuda"
    times = True
    times_apart = True

    def __post_init__(self) -> None:
        if backend_for(self.nvidia.kind).runner != "cuda":
            raise UsageError(f"the CUDA runner needs an NVIDIA target, not {self.nvidia.name!r} ({self.nvidia.kind})")
        self.target = self.nvidia.name
        self.how = f"measured: PTX for {self.nvidia.cpu} run on the GPU of this machine (CUDA runner)"

    def open(self) -> None:
        """The GPU; GpuUnavailable (exit 4) on a machine without one."""
        if self._gpu is None:
            self._gpu = Gpu(self.gpu_ordinal)
            self.how = f"measured: PTX for {self.nvidia.cpu} run on {self._gpu.info.name} (CUDA runner)"

    def close(self) -> None:
        if self._gpu is not None and self._healthy:
            self._gpu.close()
        self._gpu = None

    def gpu(self) -> Any:
        self.open()
        return self._gpu

    def device(self) -> str:
        return self.gpu().info.name

    def variant(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int]) -> Variant:
        return Variant(kernel, precision, profile, self.nvidia, tuple(sorted(sizes.items())))

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str = "") -> PreparedVariant:
        self.open()  # a machine without a GPU says so before anything is compiled
        v = self.variant(kernel, profile, precision, sizes)
        built = build_many([v], self.cache, workers=1)[0] if self.isolated else build(v, self.cache)
        return self.load(kernel, built, sizes)

    def _guarded(self, program: Program, session: KernelSession, where: str, fn: Callable[[], T]) -> T:
        """``fn()`` on the session, which is closed after it; a GPU fault is a StageFailure (exit 4)."""
        out, fault = guarded(where, "sync", fn)
        if fault is not None and fault.fatal:
            self._healthy = False  # after a fatal fault no CUDA call may follow, teardown included
        else:
            session.close()
        if fault is not None:
            raise StageFailure(f"{program.label} on {self._gpu.info.name}: {fault.one_line()}")
        assert out is not None
        return out

    def load(self, kernel: Kernel, built: CompiledVariant, sizes: Mapping[str, int]) -> PreparedVariant:
        spec, precision = kernel.spec, built.precision
        program = program_of(built)
        finalizer = HostFinalizer(spec, precision, kernel.ir_for(precision))
        gpu = self.gpu()

        def session(values: Values) -> KernelSession:
            # imported kernels run bounds-checked: canary regions around every array, checked after each run
            return KernelSession(gpu, spec, precision, sizes, values, block=self.block, finalize=finalizer,
                                 guard_bytes=GUARD_BYTES if spec.group == "imported" else 0)

        def run(values: Values) -> Outputs:
            # a GPU fault raises the CUDA runner's StageFailure (one line, exit code 4)
            s = session(fresh_copy(values))
            try:
                out = s.run(program, 1)
            finally:
                s.close()
            return outputs_of(spec, precision, {**dict(values), **out.outputs, **out.results})

        def repeat(values: Values, reps: int) -> Repetitions:
            s = session(values)
            out = self._guarded(program, s, "run", lambda: s.run(program, reps))
            detail = {"device": gpu.info.to_dict(), "compile_seconds": built.compile_seconds,
                      "launch": {e: {"grid": c.grid, "block": c.block} for e, c in out.launches.items()},
                      "function_attributes": {e: dict(a) for e, a in out.function_attributes.items()}}
            return Repetitions({**dict(values), **out.outputs, **out.results}, tuple(ms * 1e-3 for ms in out.rep_ms),
                               "measured: CUDA events around each checked repetition (launch latency included)",
                               detail)

        def time_it(values: Values, request: TimingRequest) -> Timing:
            info = gpu.info
            same_chip = info.sm_arch == self.nvidia.cpu and self.nvidia.name.lower() in info.name.lower()
            if request.baseline is not None:
                return self._time_placed(program, built, values, request, session, same_chip)
            s = session(values)
            timing = self._guarded(program, s, "time", lambda: s.time(program))
            tdict = timing.to_dict()
            samples = tuple(x * 1e-3 for x in tdict.get("samples_ms", ()) or ())
            how = ("measured: CUDA events, median per repetition after warm-up, inputs rotated out of L2"
                   + ("" if same_chip else f"; on {info.name}, so it checks {self.nvidia.name}'s code, not its speed"))
            median = timing.stats.median_ms * 1e-3
            value = {"runner": "cuda", "seconds": median, "median_seconds": median, "reps": len(samples),
                     "represents_target": same_chip, "how": how, "samples": list(samples), "device": info.to_dict(),
                     "timing": tdict}
            return Timing(samples or (median,), how, value, info.name)

        return PreparedVariant(program.label, run, repeat=repeat, time=time_it, built=built)

    def _time_placed(self, program: Program, built: CompiledVariant, values: Values, request: TimingRequest,
                     session: Callable[[Values], KernelSession], same_chip: bool) -> Timing:
        """The variant against ``request.baseline`` on the GPU: not timed when their machine code (PTX, or the
        SASS where ptxas made a cubin) is the same, unless an A/A control; else each loaded as several separate
        modules and timed in rounds of random order (:meth:`KernelSession.time_placed`)."""
        base = request.baseline
        assert base is not None and base.built is not None
        info = self.gpu().info
        where = "" if same_chip else f"; on {info.name}, so it checks {self.nvidia.name}'s code, not its speed"
        extra = {"represents_target": same_chip, "device": info.to_dict()}
        if not request.control and code_identity(built.asm, built.kind, built.object) == \
                code_identity(base.built.asm, base.built.kind, base.built.object):
            same = {**same_code_run_value(runner="cuda", baseline_profile=base.built.profile), **extra}
            return Timing((), str(same["how"]), same, info.name)
        base_program = program_of(base.built)
        s = session(values)
        budget_s = request.budget_s if request.budget_s is not None else DEFAULT_BUDGET_S
        times = self._guarded(program, s, "time", lambda: s.time_placed(
            base_program, program, request.placements, budget_ms=1e3 * budget_s, min_rounds=max(3, request.reps),
            decide=request.decide, seed=request.seed))
        value = {**placed_run_value(times, runner="cuda", baseline_profile=base.built.profile), **extra,
                 "how": times.how + where}
        return Timing(tuple(x for p in times.variant_s for x in p), times.how + where, value, info.name, times)
