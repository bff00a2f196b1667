"""GPU work in a worker process that a fresh one replaces after a fatal fault.

After a sticky CUDA error (an illegal address) every further CUDA call of the
process fails, and a kernel the watchdog gave up on keeps running until its
process ends (:mod:`fpsem.runners.cuda.faults`).  So the parent never touches CUDA: a
:class:`GpuWorker` runs :class:`KernelJob` s -- one kernel at one size and
precision, with the programs (fpsem variants, nvcc baselines) to check and time on
the same inputs -- in a child process, which streams one :class:`ProgramResult`
per program as it completes.  When a program faults fatally, or the child dies or
stops answering (the parent's own deadline), the child is ended, that program keeps
its fault, and a fresh child continues with the remaining programs.

The child builds its inputs itself (``make_inputs`` is deterministic), so only
program texts and small results cross the pipe: the output elements the caller
asks for (``want``: the reference's sampled indices), not whole arrays.
"""

from __future__ import annotations

import functools
import importlib
import multiprocessing as mp
import os
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fpsem.runners.cuda.faults import DRIVER, TIMEOUT, Fault, GpuUnavailable
from fpsem.runners.cuda.runner import LaunchConfig, Program, TimingResult

DEFAULT_BACKEND = "fpsem.runners.cuda.worker:GpuBackend"


@dataclass(frozen=True)
class KernelJob:
    """What one child run does: the programs of one kernel, on inputs it builds itself."""

    kernel: str                      # key (the child loads the spec and IR)
    precision: str
    size_set: str = "default"
    size_overrides: Mapping[str, int] = field(default_factory=dict)
    check_inputs: str = "random"     # input set of the checked run
    time_inputs: str = "rajaperf"    # input set of the timing
    seed: int = 0
    programs: tuple[Program, ...] = ()
    want: Mapping[str, np.ndarray] | None = None  # output -> element indices to return (None: all)
    reps: int = 1                    # repetitions of the checked run
    time_it: bool = True
    block: int = 256
    budget_ms: float = 150.0
    watchdog_s: float = 10.0
    timing: str = "cold"             # timing convention (measure.TIMINGS; "": time the conventions only)
    conventions: tuple[str, ...] = ()  # batch conventions to time as well (measure.CONVENTIONS)
    grid: int | None = None          # blocks of every fpsem launch (None: the launch rule of geometry.launch_config)


@dataclass(frozen=True)
class ProgramResult:
    """One program's outcome: outputs (at ``want``), results, launches, registers, timing, or its fault."""

    label: str
    fault: Fault | None = None
    outputs: Mapping[str, np.ndarray] = field(default_factory=dict)
    results: Mapping[str, float] = field(default_factory=dict)
    launches: Mapping[str, LaunchConfig] = field(default_factory=dict)
    function_attributes: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    rep_ms: tuple[float, ...] = ()
    timing: TimingResult | None = None
    timing_fault: Fault | None = None
    conventions: Mapping[str, TimingResult] = field(default_factory=dict)  # job.conventions' timings
    convention_faults: Mapping[str, Fault] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.fault is None


# ----------------------------------------------------------------------------- in the child


class GpuBackend:
    """The child's side: one Gpu for the child's life; runs jobs and reports device facts."""

    def __init__(self, device: int) -> None:
        from fpsem.runners.cuda.driver import Gpu

        self.gpu = Gpu(device)

    def info(self, copy_bytes: int) -> tuple[dict, dict | None]:
        from fpsem.runners.cuda.runner import measure_copy_bandwidth

        copy = measure_copy_bandwidth(self.gpu, copy_bytes).to_dict() if copy_bytes > 0 else None
        return self.gpu.info.to_dict(), copy

    def run(self, job: KernelJob, send: Callable[[ProgramResult], None]) -> bool:
        """Run every program of ``job``; True when a fatal fault ended what this process may do."""
        from fpsem.kernels.inputs import make_inputs
        from fpsem.kernels.registry import load_kernel
        from fpsem.kernels.spec import resolve_sizes
        from fpsem.runners.cuda.finalize import HostFinalizer
        from fpsem.runners.cuda.runner import KernelSession, guarded

        kernel = load_kernel(job.kernel)
        spec = kernel.spec
        sizes = resolve_sizes(spec, job.size_set, dict(job.size_overrides))
        fin = HostFinalizer(spec, job.precision, kernel.ir[job.precision]) \
            if any(s.finalize for s in spec.stages) else None
        check = KernelSession(self.gpu, spec, job.precision, sizes,
                              make_inputs(spec, sizes, job.precision, job.check_inputs, job.seed),
                              block=job.block, grid=job.grid, finalize=fin, watchdog_s=job.watchdog_s)
        timed = KernelSession(self.gpu, spec, job.precision, sizes,
                              make_inputs(spec, sizes, job.precision, job.time_inputs, 0),
                              block=job.block, grid=job.grid, finalize=fin, watchdog_s=job.watchdog_s) \
            if job.time_it else None
        for prog in job.programs:
            out, fault = guarded(f"run {prog.label}", "sync", functools.partial(check.run, prog, job.reps))
            if fault is not None:
                send(ProgramResult(prog.label, fault))
                if fault.fatal:
                    return True
                continue
            assert out is not None  # guarded: a value whenever there is no fault
            timing, tfault = (None, None)
            if timed is not None and job.timing:
                timing, tfault = guarded(f"time {prog.label}", "sync",
                                         functools.partial(timed.time, prog, budget_ms=job.budget_ms, timing=job.timing))
            conv: dict[str, TimingResult] = {}
            cfaults: dict[str, Fault] = {}
            for c in job.conventions if timed is not None and not (tfault and tfault.fatal) else ():
                assert timed is not None
                r, f = guarded(f"time {prog.label} ({c})", "sync",
                               functools.partial(timed.time_convention, prog, c))
                if f is not None:
                    cfaults[c] = f
                    if f.fatal:
                        break
                elif r is not None:
                    conv[c] = r
            send(ProgramResult(prog.label, None, _pick(out.outputs, job.want), dict(out.results),
                               dict(out.launches), {k: dict(v) for k, v in out.function_attributes.items()},
                               tuple(out.rep_ms), timing, tfault, conv, cfaults))
            if (tfault is not None and tfault.fatal) or any(f.fatal for f in cfaults.values()):
                return True
        check.close()
        if timed is not None:
            timed.close()
        return False


def _pick(outputs: Mapping[str, np.ndarray], want: Mapping[str, np.ndarray] | None) -> dict[str, np.ndarray]:
    if want is None:
        return dict(outputs)
    return {k: np.asarray(v)[np.asarray(want[k], dtype=np.int64)] for k, v in outputs.items() if k in want}


def _load(path: str) -> Any:
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def _child(conn: Any, device: int, backend_path: str, parent_pid: int | None = None) -> None:
    """The child's loop: ("info", copy_bytes) | ("job", KernelJob) | ("stop",)."""
    from fpsem.core.isolate import die_with_parent

    die_with_parent(parent_pid or os.getppid())  # orphaned (parent killed with -9): end, free the GPU
    backend = None
    while True:
        try:
            msg = conn.recv()
        except EOFError:
            return
        if msg[0] == "stop":
            return
        try:
            if backend is None:
                backend = _load(backend_path)(device)
            if msg[0] == "info":
                conn.send(("info",) + backend.info(msg[1]))
            elif msg[0] == "job":
                fatal = backend.run(msg[1], lambda r: conn.send(("program", r)))
                conn.send(("done", fatal))
                if fatal:
                    conn.close()
                    os._exit(0)  # nothing CUDA may run here any more, teardown included
        except GpuUnavailable as e:
            conn.send(("unavailable", str(e)))
        except Exception as e:  # a bug: report it with its origin, stay usable
            tb = traceback.extract_tb(e.__traceback__)[-1]
            conn.send(("error", f"{type(e).__name__}: {e} ({os.path.basename(tb.filename)}:{tb.lineno})"))


# ----------------------------------------------------------------------------- in the parent


class GpuWorker:
    """The parent's handle on the child process; restarts it after a fatal fault or a death.

    ``deadline_s`` bounds the wait for each message from the child (one program's
    checked run and timing); past it the child is killed and the program recorded
    as a timeout.
    """

    def __init__(self, device: int = 0, backend: str = DEFAULT_BACKEND, deadline_s: float = 180.0,
                 start_deadline_s: float = 300.0) -> None:
        self.device = device
        self.backend = backend
        self.deadline_s = deadline_s
        self.start_deadline_s = start_deadline_s
        self.restarts = 0
        self._ctx = mp.get_context("spawn")  # a fresh interpreter: no CUDA state inherited
        self._proc: Any = None
        self._conn: Any = None

    # ---- process management
    def _start(self) -> None:
        parent, child = self._ctx.Pipe()
        self._proc = self._ctx.Process(target=_child, args=(child, self.device, self.backend, os.getpid()),
                                       daemon=True)
        self._proc.start()
        child.close()
        self._conn = parent

    def _stop(self, kill: bool) -> None:
        if self._proc is None:
            return
        if kill and self._proc.is_alive():
            self._proc.kill()
        self._proc.join(timeout=30)
        if self._proc.is_alive():
            self._proc.kill()
            self._proc.join(timeout=30)
        try:
            self._conn.close()
        except OSError:
            pass
        self._proc, self._conn = None, None

    def _ensure(self) -> None:
        if self._proc is None or not self._proc.is_alive():
            if self._proc is not None:
                self._stop(kill=True)
                self.restarts += 1
            self._start()

    def _recv(self, deadline: float) -> tuple | None:
        """The next message; ("eof",) when the child closed the pipe (it died); None past the deadline."""
        try:
            if self._conn.poll(deadline):
                return self._conn.recv()
        except (EOFError, OSError):
            self._proc.join(timeout=10)  # it is ending: take its exit code
            return ("eof",)
        return None

    def close(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            try:
                self._conn.send(("stop",))
            except OSError:
                pass
        self._stop(kill=False)

    def __enter__(self) -> GpuWorker:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _reply(self, msg: tuple | None, what: str) -> tuple:
        if msg is None or msg[0] == "eof":
            code = self._proc.exitcode if self._proc is not None else None
            self._stop(kill=True)
            raise RuntimeError(f"GPU worker gave no answer to {what} (exit code {code})")
        if msg[0] == "unavailable":
            raise GpuUnavailable(msg[1])
        if msg[0] == "error":
            raise RuntimeError(f"GPU worker: {msg[1]}")
        return msg

    # ---- requests
    def info(self, copy_bytes: int = 1 << 30) -> tuple[dict, dict | None]:
        """(device facts, device-to-device copy bandwidth) as the child measures them."""
        self._ensure()
        self._conn.send(("info", copy_bytes))
        msg = self._reply(self._recv(self.start_deadline_s), "info")
        return msg[1], msg[2]

    def run(self, job: KernelJob) -> list[ProgramResult]:
        """One result per program of ``job``, in order; fatal faults and dead children cost one program each."""
        results: dict[str, ProgramResult] = {}
        remaining = list(job.programs)
        while remaining:
            self._ensure()
            self._conn.send(("job", _with_programs(job, remaining)))
            first = True
            while True:
                msg = self._recv(self.start_deadline_s if first else self.deadline_s)
                first = False
                if msg is None or msg[0] == "eof":  # hung or died: the program in flight is the culprit
                    code = self._proc.exitcode
                    self._stop(kill=True)
                    self.restarts += 1
                    culprit = remaining.pop(0)
                    how = (f"GPU worker process died (exit code {code})" if code is not None
                           else f"GPU worker gave no answer within {self.deadline_s:g} s and was killed")
                    results[culprit.label] = ProgramResult(
                        culprit.label, Fault(DRIVER if code is not None else TIMEOUT, f"run {culprit.label}",
                                             "WORKER", how, True))
                    break
                if msg[0] == "program":
                    r: ProgramResult = msg[1]
                    results[r.label] = r
                    remaining = [p for p in remaining if p.label != r.label]
                elif msg[0] == "done":
                    if msg[1]:  # fatal: the child exits by itself
                        self._stop(kill=False)
                        self.restarts += 1
                    break
                elif msg[0] == "unavailable":
                    raise GpuUnavailable(msg[1])
                else:  # "error": a bug in the child; the programs not yet run carry it
                    for p in remaining:
                        results[p.label] = ProgramResult(p.label, Fault(DRIVER, f"job {job.kernel}.{job.precision}",
                                                                        "INTERNAL", str(msg[1]), False))
                    remaining = []
                    break
        return [results[p.label] for p in job.programs]


def _with_programs(job: KernelJob, programs: Sequence[Program]) -> KernelJob:
    from dataclasses import replace

    return replace(job, programs=tuple(programs))

