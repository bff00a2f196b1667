"""Run kernel variants on an NVIDIA GPU: load PTX, fill buffers, launch every stage, read back, time.

One :class:`KernelSession` holds one kernel's device buffers at one size and
precision, filled from one input set, and runs any number of programs on them (the
five fpsem profiles and the three nvcc modes share the same inputs):

* :meth:`KernelSession.run` — one repetition (every stage once, in order), outputs
  read back; a reduce stage's partials are added on the host in index order and the
  spec's ``finalize`` applied (:mod:`fpsem.runners.cuda.finalize`);
* :meth:`KernelSession.time` — warm-up, then many repetitions each bracketed by CUDA
  events (one per stage boundary); median and spread.
* :meth:`KernelSession.time_placed` — a baseline program against a variant (or against
  itself: an A/A control), each loaded as several separate modules ("placements": code at
  other device addresses), every placement timed once per round in a random order, until a
  caller's ``decide`` or the budget ends the rounds: the samples of
  :func:`fpsem.speed.stats.hierarchical_speedup`, so the interval covers the spread between
  separate loads and runs, not only between repetitions.  Under the ``cold`` timing
  convention (the default) it rotates through enough copies of the buffers that no
  repetition finds its inputs in the L2 cache; under ``warm`` (RAJAPerf's convention)
  every repetition runs on one buffer set, so a working set that fits stays in the L2.
  The convention is recorded in the result.

Before the events of a timed repetition, a short *gate* kernel spins on the GPU for
a fixed time, so that the host has enqueued the events and the launches before the
GPU reaches them: the events then bracket GPU execution only, not the host's launch
latency (which from Python is comparable to a small kernel's run time).

Faults (a launch the driver refuses, an illegal address, a kernel past the watchdog's
deadline) surface as :class:`~fpsem.runners.cuda.faults.Fault` records through
:func:`guarded`; a *fatal* one (illegal address, watchdog) ends what this process may
do on the GPU, and :mod:`fpsem.runners.cuda.worker` carries on in a fresh process.
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import numpy as np

from fpsem.compiler.entry.launch import (
    DEFAULT_BLOCK,
    LaunchConfig,
    explicit_launch,
    flat_points,
    launch_config,
    reduce_partials,
)
from fpsem.core.errors import StageFailure
from fpsem.core.precision import precision_of
from fpsem.kernels.spec import INT_DTYPES, KernelSpec, array_length, rajaperf_work, stage_space
from fpsem.runners.cuda import ptx as ptxinfo
from fpsem.runners.cuda.driver import Gpu
from fpsem.runners.cuda.faults import AbiMismatch, CudaError, Fault, KernelTimeout, fault_from_exception
from fpsem.runners.cuda.measure import (
    TimingStats,
    bandwidth_gbs,
    batch_size,
    buffer_sets,
    check_convention,
    check_timing,
    repetitions,
    rotation_sets,
    summarize,
)
from fpsem.runners.guard import CANARY
from fpsem.runners.host_timing import BUDGET, MachineLoad, PlacedTimes, placed_rounds

KIND_OF_PRECISION = {"f64": ptxinfo.REAL64, "f32": ptxinfo.REAL32}  # a precision's real parameters as PTX and the driver see them

# The gate: spins until %globaltimer has advanced by the parameter (nanoseconds).
GATE_PTX = """.version 7.0
.target sm_70
.address_size 64

.visible .entry fpsem_gate(.param .u64 fpsem_gate_ns)
{
	.reg .pred %p<2>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [fpsem_gate_ns];
	mov.u64 %rd2, %globaltimer;
	add.u64 %rd3, %rd2, %rd1;
$L_spin:
	mov.u64 %rd4, %globaltimer;
	setp.lt.u64 %p1, %rd4, %rd3;
	@%p1 bra $L_spin;
	ret;
}
"""
GATE_ENTRY = "fpsem_gate"


# ----------------------------------------------------------------------------- what to launch


@dataclass(frozen=True)
class LaunchParam:
    """One kernel parameter: a spec argument's name (or ``partials``/``result``) and its kind.

    Kinds: ``array`` (the argument's device buffer, ``offset`` elements in), ``real`` and
    ``i64`` (the argument's value), ``partials`` (one partial per thread of a reduce stage),
    ``result`` (a device scalar a reduce stage adds into, zeroed before each checked
    repetition), and ``const-real``/``const-i64`` (``value`` itself: a size or constant the
    program takes at run time, as RAJAPerf's kernels take their bounds).
    """

    name: str
    kind: str  # array | real | i64 | i32 | partials | result | const-real | const-i64
    value: float | int | None = None
    offset: int = 0


@dataclass(frozen=True)
class LaunchEntry:
    """One stage's entry point in a PTX module and how to fill its parameters."""

    name: str
    stage: str
    params: tuple[LaunchParam, ...]
    reduce: bool
    constants: tuple[tuple[str, str], ...] = ()  # (spec argument, module global in constant memory)
    # An explicit launch (1 to 3 extents each, dynamic shared memory in bytes); None: the session's
    # launch configuration of the stage (geometry.launch_config: one thread per point, reductions bounded).
    grid: tuple[int, ...] | None = None
    block: tuple[int, ...] | None = None
    shmem: int = 0
    threads: int = 0  # an fpsem entry whose point order pads rows to warps: the threads it needs (0: one per point)


@dataclass(frozen=True)
class Program:
    """A PTX module and its stage entries, labelled for results (e.g. ``fir.f64.strict``)."""

    label: str
    ptx: str
    entries: tuple[LaunchEntry, ...]
    source: str = ""  # "fpsem" (LLVM variant) or "nvcc"


def entries_from_compiled(entries: Sequence[Any]) -> tuple[LaunchEntry, ...]:
    """LaunchEntries from ``fpsem.compile.EntryPoint`` objects (duck-typed: name, stage, params, reduce, constants,
    threads)."""
    return tuple(
        LaunchEntry(e.name, e.stage, tuple(LaunchParam(p.name, p.kind) for p in e.params), bool(e.reduce),
                    tuple(tuple(c) for c in e.constants), threads=int(getattr(e, "threads", 0)))
        for e in entries
    )


def entries_from_baseline(spec: KernelSpec, entries: Sequence[Any]) -> tuple[LaunchEntry, ...]:
    """LaunchEntries from ``nvcc_baselines.BaselineEntry`` objects: kinds from the spec's arguments."""
    out = []
    for e in entries:
        params = []
        for name in e.params:
            if name == "partials":
                params.append(LaunchParam(name, "partials"))
            else:
                a = spec.arg(name)
                params.append(LaunchParam(name, "array" if a.is_array else ("i64" if a.type == "i64" else "real")))
        out.append(LaunchEntry(e.name, e.stage, tuple(params), e.reduce, tuple(e.constants)))
    return tuple(out)


def expected_param_kinds(entry: LaunchEntry, precision: str) -> list[tuple[str, str]]:
    """(name, PTX-level kind) per parameter, for :func:`fpsem.runners.cuda.ptx.check_entry`."""
    real = KIND_OF_PRECISION[precision]
    m = {"array": ptxinfo.POINTER, "partials": ptxinfo.POINTER, "result": ptxinfo.POINTER, "real": real,
         "const-real": real, "i64": ptxinfo.INT64, "const-i64": ptxinfo.INT64, "i32": ptxinfo.INT32}
    return [(p.name, m[p.kind]) for p in entry.params]


def check_program(program: Program, spec: KernelSpec, precision: str) -> None:
    """AbiMismatch unless the PTX defines every entry with the parameters the spec says to pass."""
    found = ptxinfo.entries(program.ptx)
    stages = [s.name for s in spec.stages]
    by_stage = {e.stage: e for e in program.entries}
    missing_stages = [s for s in stages if s not in by_stage]
    if missing_stages:
        raise AbiMismatch(f"{program.label}: no entry for stage(s) {', '.join(missing_stages)}")
    consts = ptxinfo.const_globals(program.ptx)
    for e in program.entries:
        if e.name not in found:
            raise AbiMismatch(f"{program.label}: PTX has no entry {e.name} (has: {', '.join(found) or 'none'})")
        ptxinfo.check_entry(found[e.name], expected_param_kinds(e, precision))
        for arg, glob in e.constants:
            if glob not in consts:
                raise AbiMismatch(f"{program.label}: PTX has no constant-memory global {glob} for {arg}")


# ----------------------------------------------------------------------------- faults


def _quietly(fn: Callable[..., Any], *args: Any) -> None:
    """``fn(*args)`` as clean-up after a possible fault: a driver error here must not hide the fault being raised."""
    try:
        fn(*args)
    except CudaError:
        pass

T = TypeVar("T")


def guarded(where: str, phase: str, fn: Callable[[], T]) -> tuple[T | None, Fault | None]:
    """Run ``fn``; a GPU failure becomes a Fault (``fatal`` when the process's CUDA state is lost).

    Only failures of the GPU work itself are caught (CudaError, KernelTimeout,
    AbiMismatch); anything else is a bug and propagates.
    """
    try:
        return fn(), None
    except (CudaError, KernelTimeout, AbiMismatch) as e:
        return None, fault_from_exception(e, where, phase)


# ----------------------------------------------------------------------------- results


@dataclass(frozen=True)
class RunOutput:
    """One repetition's results: output arrays, reduced results, launch configurations, driver facts."""

    outputs: Mapping[str, np.ndarray]
    results: Mapping[str, float]
    launches: Mapping[str, LaunchConfig]          # entry -> configuration
    function_attributes: Mapping[str, Mapping[str, int]]  # entry -> registers, local bytes, ...
    rep_ms: tuple[float, ...] = ()                # event time of each repetition (measured)


@dataclass(frozen=True)
class TimingResult:
    """A program's measured time per repetition and what it means (all figures ``measured``)."""

    stats: TimingStats                     # per repetition (all stages), ms
    stage_stats: Mapping[str, TimingStats]  # per stage entry, ms
    rotation_sets: int
    footprint_bytes: int
    warmup: int
    gate_us: float
    rajaperf_bytes: int
    achieved_gbs: float
    timing: str = "cold"  # the timing convention (measure.TIMINGS, or measure.CONVENTIONS)
    batch: int = 1  # repetitions between one pair of events (each sample is their time / batch)
    samples_ms: tuple[float, ...] = ()  # every sample of ``stats``, in order: the spread a comparison needs

    def to_dict(self) -> dict:
        return {
            "provenance": "measured",
            "timing": self.timing,
            "batch": self.batch,
            "per_rep": self.stats.to_dict(),
            "samples_ms": list(self.samples_ms),
            "stages": {k: v.to_dict() for k, v in self.stage_stats.items()},
            "rotation_sets": self.rotation_sets,
            "footprint_bytes": self.footprint_bytes,
            "warmup": self.warmup,
            "gate_us": self.gate_us,
            "rajaperf_bytes": self.rajaperf_bytes,
            "achieved_gbs": self.achieved_gbs,
        }


# ----------------------------------------------------------------------------- the session


Finalizer = Callable[[str, float, Mapping[str, Any]], float]


@dataclass
class _Loaded:
    module: Any
    functions: dict[str, Any]


@dataclass
class KernelSession:
    """One kernel's buffers on the GPU (at one size, precision and input set) and the programs run on them.

    ``finalize(fn_name, sum, inputs) -> value`` applies a reduce stage's finalize
    function on the host; it is needed only for specs that name one.
    """

    gpu: Gpu
    spec: KernelSpec
    precision: str
    sizes: Mapping[str, int]
    inputs: Mapping[str, Any]
    block: int = DEFAULT_BLOCK
    grid: int | None = None
    watchdog_s: float = 20.0
    finalize: Finalizer | None = None
    max_sets: int = 64
    memory_budget_bytes: int = 16 << 30
    guard_bytes: int = 0  # bounds-checked mode: canary regions this wide before and after every array
    _sets: list[dict[str, int]] = field(default_factory=list)
    _bases: dict[int, int] = field(default_factory=dict)  # array pointer -> its allocation (guarded mode)
    _partials: list[dict[str, int]] = field(default_factory=list)
    _results: list[dict[str, int]] = field(default_factory=list)  # a device scalar per reduce stage
    _gate: Any = None

    # ---- layout
    def arrays(self) -> list[str]:
        return [a.name for a in self.spec.params if a.is_array]

    def host_array(self, name: str) -> np.ndarray:
        v = np.ascontiguousarray(self.inputs[name])
        a = self.spec.arg(name)
        want = np.dtype(INT_DTYPES[a.type]) if a.is_int else precision_of(self.precision).dtype
        if v.dtype != want:
            raise ValueError(f"input {name} is {v.dtype}, expected {np.dtype(want)}")
        n = array_length(self.spec, a, self.sizes)
        if v.size != n:
            raise ValueError(f"input {name} has {v.size} elements, the spec says {n}")
        return v

    def configs(self) -> dict[str, LaunchConfig]:
        """Launch configuration per stage name."""
        out = {}
        for s in self.spec.stages:
            points = flat_points(list(stage_space(self.spec, s, self.sizes)))
            out[s.name] = launch_config(points, self.block, s.reduce is not None, self.gpu.info.sm_count, self.grid)
        return out

    def footprint_bytes(self) -> int:
        """Device bytes of one copy of the buffers (arrays and partials)."""
        total = sum(self.host_array(n).nbytes for n in self.arrays())
        item = np.dtype(precision_of(self.precision).dtype).itemsize
        for s in self.spec.stages:
            if s.reduce is not None:
                total += self.configs()[s.name].threads * item
        return total

    # ---- buffers
    def _free_all(self) -> None:
        for bufs in self._sets + self._partials + self._results:
            for dptr in bufs.values():
                _quietly(self.gpu.free, self._bases.pop(dptr, dptr))
        self._sets, self._partials, self._results = [], [], []

    def _alloc_array(self, nbytes: int) -> int:
        """An array's device buffer; in bounds-checked mode inside canary regions of ``guard_bytes`` each side."""
        if not self.guard_bytes:
            return self.gpu.alloc(nbytes)
        g = self.guard_bytes
        base = self.gpu.alloc(nbytes + 2 * g)
        canary = np.resize(CANARY, g)
        self.gpu.upload(base, canary)
        self.gpu.upload(base + g + nbytes, canary)
        self._bases[base + g] = base
        return base + g

    def check_guards(self, set_index: int = 0) -> None:
        """Bounds-checked mode: StageFailure naming the array and element when a run wrote into a canary region
        (a read past an array leaves no trace here: the importer's traced extents rule those out)."""
        if not self.guard_bytes:
            return
        g = self.guard_bytes
        for name, dptr in self._sets[set_index].items():
            host = self.host_array(name)
            for side, start in (("before", dptr - g), ("after", dptr + host.nbytes)):
                got = np.empty(g, np.uint8)
                self.gpu.download(got, start)
                bad = np.flatnonzero(got != np.resize(CANARY, g))
                if bad.size:
                    off = start + int(bad[0]) - dptr
                    raise StageFailure(f"{self.spec.key}: out-of-bounds write to '{name}' at element "
                                       f"{off // host.itemsize} (its length is {host.size}): the canary {side} "
                                       f"the array was overwritten")

    def ensure_sets(self, count: int) -> None:
        """At least ``count`` copies of the buffers on the device (set 0 from the inputs, others copied from it)."""
        configs = self.configs()
        item = np.dtype(precision_of(self.precision).dtype).itemsize
        while len(self._sets) < count:
            bufs: dict[str, int] = {}
            for name in self.arrays():
                host = self.host_array(name)
                bufs[name] = self._alloc_array(host.nbytes)
                if self._sets:
                    self.gpu.copy(bufs[name], self._sets[0][name], host.nbytes)
                else:
                    self.gpu.upload(bufs[name], host)
            parts = {s.name: self.gpu.alloc(configs[s.name].threads * item)
                     for s in self.spec.stages if s.reduce is not None}
            self._sets.append(bufs)
            self._partials.append(parts)
            self._results.append({s.name: self.gpu.alloc(item) for s in self.spec.stages if s.reduce is not None})

    def reset_outputs(self, index: int = 0) -> None:
        """Restore set ``index``'s output and in-out arrays to the inputs' values (before a checked run)."""
        for a in self.spec.params:
            if a.is_array and a.is_output:
                self.gpu.upload(self._sets[index][a.name], self.host_array(a.name))

    def close(self) -> None:
        self._free_all()

    # ---- modules
    def load(self, program: Program) -> _Loaded:
        """The program's module (loaded once per context: see ``Gpu.module``) and its entry functions."""
        check_program(program, self.spec, self.precision)
        module = self.gpu.module(program.ptx)
        funcs = {e.name: self.gpu.function(module, e.name) for e in program.entries}
        return _Loaded(module, funcs)

    def unload(self, loaded: _Loaded) -> None:
        """Modules stay loaded for the next session on the same programs; the context's end frees them."""

    def fill_constants(self, program: Program, loaded: _Loaded) -> None:
        """Copy each constant array into its module global (checked against the global's size)."""
        done = set()
        for e in program.entries:
            for arg, glob in e.constants:
                if glob in done:
                    continue
                host = self.host_array(arg)
                dptr, size = self.gpu.global_symbol(loaded.module, glob)
                if size != host.nbytes:
                    raise AbiMismatch(f"{program.label}: constant global {glob} holds {size} bytes, "
                                      f"{arg} has {host.nbytes}")
                self.gpu.upload(dptr, host)
                done.add(glob)

    def _gate_function(self) -> Any:
        if self._gate is None:
            self._gate = self.gpu.function(self.gpu.module(GATE_PTX), GATE_ENTRY)
        return self._gate

    # ---- launching
    def _args(self, entry: LaunchEntry, set_index: int) -> list[tuple[str, Any]]:
        bufs, parts = self._sets[set_index], self._partials[set_index]
        real = KIND_OF_PRECISION[self.precision]
        out: list[tuple[str, Any]] = []
        for p in entry.params:
            if p.kind == "array":
                out.append(("pointer", bufs[p.name] + p.offset * self.host_array(p.name).itemsize))
            elif p.kind == "partials":
                out.append(("pointer", parts[entry.stage]))
            elif p.kind == "result":
                out.append(("pointer", self._results[set_index][entry.stage]))
            elif p.kind == "const-i64":
                out.append(("i64", int(p.value)))  # type: ignore[arg-type]
            elif p.kind == "const-real":
                out.append((real, float(p.value)))  # type: ignore[arg-type]
            elif p.kind == "i64":
                out.append(("i64", int(self.inputs[p.name])))
            elif p.kind == "i32":  # an imported kernel's own 32-bit parameter (nvcc's build of its source)
                out.append(("i32", int(self.inputs[p.name])))
            else:
                out.append((real, float(self.inputs[p.name])))
        return out

    def launch_of(self, entry: LaunchEntry, configs: Mapping[str, LaunchConfig]) -> LaunchConfig:
        """The entry's own launch where it gives one, else the session's configuration of its stage (over the
        entry's threads where its point order needs more than one per point)."""
        if entry.grid is not None and entry.block is not None:
            return explicit_launch(entry.grid, entry.block, entry.shmem)
        if entry.threads and not entry.reduce:
            return launch_config(entry.threads, self.block, False, self.gpu.info.sm_count, self.grid)
        return configs[entry.stage]

    def _launch(self, func: Any, cfg: LaunchConfig, args: list[tuple[str, Any]]) -> None:
        if not (cfg.grid_dims or cfg.block_dims or cfg.shmem):  # fpsem's 1-D launch
            self.gpu.launch(func, cfg.grid, cfg.block, args)
            return
        grid, block = cfg.shape
        self.gpu.launch(func, grid, block, args, cfg.shmem)

    def _entries_in_stage_order(self, program: Program) -> list[LaunchEntry]:
        by_stage = {e.stage: e for e in program.entries}
        return [by_stage[s.name] for s in self.spec.stages]

    def run(self, program: Program, reps: int = 1) -> RunOutput:
        """``reps`` repetitions on set 0, outputs first restored from the inputs; raises on a GPU fault.

        As RAJAPerf (and the host runner) do, buffers are not reset between
        repetitions, and a reduction's result is replaced each repetition, or added
        to when the spec says the kernel ``accumulates``.  Each repetition is
        bracketed by CUDA events (``rep_ms``: measured, launch latency included).
        """
        if reps < 1:
            raise ValueError("reps must be at least 1")
        loaded = self.load(program)
        try:
            self.ensure_sets(1)
            self.fill_constants(program, loaded)
            self.reset_outputs(0)
            configs = self.configs()
            t = precision_of(self.precision).dtype
            results: dict[str, Any] = {s.result: t(0) for s in self.spec.stages if s.result}
            entries = self._entries_in_stage_order(program)
            stages = {s.name: s for s in self.spec.stages}
            attrs = {e.name: self.gpu.function_attributes(loaded.functions[e.name]) for e in entries}
            start, done = self.gpu.event(), self.gpu.event()
            rep_ms: list[float] = []
            try:
                for _ in range(reps):
                    self.gpu.record(start)
                    for entry in entries:
                        stage, cfg = stages[entry.stage], self.launch_of(entry, configs)
                        into_result = any(p.kind == "result" for p in entry.params)
                        if into_result:  # the program adds into a device scalar: start it at zero
                            self.gpu.memset_async(self._results[0][entry.stage], 0, np.dtype(t).itemsize)
                        self._launch(loaded.functions[entry.name], cfg, self._args(entry, 0))
                        if stage.reduce is None:
                            continue
                        self.gpu.record(done)
                        self.gpu.wait(done, self.watchdog_s, entry.name)
                        if into_result:
                            scalar: np.ndarray = np.empty(1, dtype=t)
                            self.gpu.download(scalar, self._results[0][entry.stage])
                            total = float(scalar[0])
                        else:
                            part: np.ndarray = np.empty(cfg.threads, dtype=t)
                            self.gpu.download(part, self._partials[0][entry.stage])
                            total = reduce_partials(part)
                        if stage.finalize:
                            if self.finalize is None:
                                raise ValueError(f"{self.spec.key}: stage {stage.name} needs finalize "
                                                 f"{stage.finalize} but the session has no finalizer")
                            total = self.finalize(stage.finalize, total, self.inputs)
                        key = stage.result or stage.name
                        results[key] = t(results[key] + t(total)) if self.spec.accumulates else t(total)
                    self.gpu.record(done)
                    self.gpu.wait(done, self.watchdog_s, entries[-1].name)
                    rep_ms.append(self.gpu.elapsed_ms(start, done))
            finally:
                _quietly(lambda: self.gpu.destroy_event(start))
                _quietly(lambda: self.gpu.destroy_event(done))
            self.check_guards(0)
            outputs = {}
            for a in self.spec.params:
                if a.is_array and a.is_output:
                    host = np.empty_like(self.host_array(a.name))
                    self.gpu.download(host, self._sets[0][a.name])
                    outputs[a.name] = host
            return RunOutput(outputs, {k: float(v) for k, v in results.items()},
                             {e.name: self.launch_of(e, configs) for e in program.entries}, attrs, tuple(rep_ms))
        finally:
            self.unload(loaded)

    def time(self, program: Program, reps: int | None = None, warmup: int = 3, budget_ms: float = 250.0,
             gate_us: float = 200.0, l2_factor: float = 3.0, timing: str = "cold") -> TimingResult:
        """Median time of one repetition (all stages) over many; raises on a fault.

        ``timing="cold"`` rotates buffer sets so that no repetition finds its inputs in
        the L2; ``"warm"`` reuses one set (the gate kernel between repetitions touches
        no memory, so what the previous repetition left in the L2 stays there).

        The gate spins at least ``gate_us``, and at least three times as long as the
        host took to enqueue one warm-up repetition (a six-stage kernel needs more
        than a one-stage one), so that no host gap falls between the events.
        """
        check_timing(timing)
        l2 = self.gpu.info.l2_bytes
        footprint = self.footprint_bytes()
        nsets = buffer_sets(timing, footprint, l2, l2_factor, self.max_sets, self.memory_budget_bytes)
        self.ensure_sets(nsets)
        loaded = self.load(program)
        gate = self._gate_function()
        entries = self._entries_in_stage_order(program)
        configs = self.configs()
        events = [self.gpu.event() for _ in range(len(entries) + 1)]
        try:
            self.fill_constants(program, loaded)

            def one_rep(r: int, gate_ns: int) -> tuple[list[float], float]:
                s = r % nsets
                t0 = time.perf_counter()
                self.gpu.launch(gate, 1, 32, [("i64", gate_ns)])
                self.gpu.record(events[0])
                for k, entry in enumerate(entries):
                    self._launch(loaded.functions[entry.name], self.launch_of(entry, configs), self._args(entry, s))
                    self.gpu.record(events[k + 1])
                enqueue_s = time.perf_counter() - t0
                self.gpu.wait(events[-1], self.watchdog_s + gate_ns * 1e-9, entries[-1].name)
                return [self.gpu.elapsed_ms(events[k], events[k + 1]) for k in range(len(entries))], enqueue_s

            nwarm = max(1, warmup)
            warm = [one_rep(r, int(gate_us * 1000)) for r in range(nwarm)]
            gate_used = max(gate_us, 3e6 * max(e for _, e in warm))
            n = reps if reps is not None else repetitions(float(np.median([sum(w) for w, _ in warm])), budget_ms)
            # the rotation continues from the warm-up: no timed repetition reuses a set just touched
            samples = [one_rep(nwarm + r, int(gate_used * 1000))[0] for r in range(n)]
        finally:
            for ev in events:
                _quietly(self.gpu.destroy_event, ev)
            self.unload(loaded)
        totals = [sum(x) for x in samples]
        per_rep = summarize(totals)
        per_stage = {e.name: summarize([x[k] for x in samples]) for k, e in enumerate(entries)}
        rbytes, _ = rajaperf_work(self.spec, self.sizes, self.precision)
        # a kernel that declares no memory traffic (PI_REDUCE, TRAP_INT) has no bandwidth to report
        achieved = bandwidth_gbs(rbytes, per_rep.median_ms) if rbytes > 0 else math.nan
        return TimingResult(per_rep, per_stage, nsets, footprint, nwarm, gate_used, rbytes, achieved, timing,
                            samples_ms=tuple(totals))


    def time_convention(self, program: Program, convention: str, samples: int = 15, warmup: int = 2,
                        target_ms: float = 2.0, max_batch: int = 200, l2_factor: float = 3.0) -> TimingResult:
        """Median time of one repetition under a batch convention (``measure.CONVENTIONS``); raises on a fault.

        Each sample is one batch of back-to-back repetitions between two events, divided by the
        batch size (about ``target_ms`` of work, at most ``max_batch`` launches):
        ``kernel``/``kernel-cold`` replay a CUDA graph of the batch, ``back-to-back`` launches it on
        the stream behind a gate kernel that holds the GPU until the host has enqueued all of it.
        ``kernel-cold`` rotates the repetitions through enough buffer sets that none finds its
        inputs in the L2.  Outputs that accumulate keep accumulating, as in RAJAPerf's loop.
        """
        check_convention(convention)
        footprint = self.footprint_bytes()
        nsets = 1 if convention != "kernel-cold" else rotation_sets(
            footprint, self.gpu.info.l2_bytes, l2_factor, self.max_sets, self.memory_budget_bytes)
        self.ensure_sets(nsets)
        loaded = self.load(program)
        entries = self._entries_in_stage_order(program)
        configs = self.configs()
        launches = [(loaded.functions[e.name], self.launch_of(e, configs), e) for e in entries]
        start, end = self.gpu.event(), self.gpu.event()

        def enqueue(reps: int, first: int) -> None:
            for r in range(first, first + reps):
                for func, cfg, e in launches:
                    self._launch(func, cfg, self._args(e, r % nsets))

        def timed(run_batch: Callable[[], None], what: str) -> float:
            self.gpu.record(start)
            run_batch()
            self.gpu.record(end)
            self.gpu.wait(end, self.watchdog_s * max(1, batch), what)
            return self.gpu.elapsed_ms(start, end)

        graph = graph_exec = None
        gate_used = 0.0
        try:
            self.fill_constants(program, loaded)
            batch = 1
            one = min(timed(lambda: enqueue(1, 0), entries[-1].name) for _ in range(max(1, warmup)))
            # at most max_batch launches in a batch (a multi-stage repetition counts each stage): the
            # launch queue behind the gate stays short
            batch = batch_size(one, target_ms, nsets, hi=max(max_batch // len(entries), nsets, 1))
            if convention == "back-to-back":
                gate = self._gate_function()
                t0 = time.perf_counter()
                enqueue(batch, 0)  # warm-up batch; its host time sizes the gate
                gate_used = max(200.0, 3e6 * (time.perf_counter() - t0))
                self.synchronize_watchdog(entries[-1].name)

                def run_batch() -> None:
                    self.gpu.launch(gate, 1, 32, [("i64", int(gate_used * 1000))])
                    self.gpu.record(start)
                    enqueue(batch, 0)
                    self.gpu.record(end)

                def sample() -> float:
                    run_batch()
                    self.gpu.wait(end, self.watchdog_s * batch + gate_used * 1e-6, entries[-1].name)
                    return self.gpu.elapsed_ms(start, end)
            else:
                self.gpu.begin_capture()
                try:
                    enqueue(batch, 0)
                finally:
                    graph = self.gpu.end_capture()
                graph_exec = self.gpu.instantiate(graph)

                def sample() -> float:
                    return timed(lambda: self.gpu.launch_graph(graph_exec), entries[-1].name)

            for _ in range(max(1, warmup)):
                sample()
            per_rep = [sample() / batch for _ in range(max(1, samples))]
        finally:
            if graph is not None:
                _quietly(lambda: self.gpu.destroy_graph(graph, graph_exec))
            for ev in (start, end):
                _quietly(self.gpu.destroy_event, ev)
            self.unload(loaded)
        stats = summarize(per_rep)
        rbytes, _ = rajaperf_work(self.spec, self.sizes, self.precision)
        achieved = bandwidth_gbs(rbytes, stats.median_ms) if rbytes > 0 else math.nan
        return TimingResult(stats, {}, nsets, footprint, max(1, warmup), gate_used, rbytes, achieved, convention,
                            batch, tuple(per_rep))

    def synchronize_watchdog(self, what: str) -> None:
        """Wait (under the watchdog) until everything enqueued so far has run."""
        ev = self.gpu.event()
        try:
            self.gpu.record(ev)
            self.gpu.wait(ev, self.watchdog_s * 100, what)
        finally:
            _quietly(lambda: self.gpu.destroy_event(ev))

    def time_placed(self, baseline: Program, variant: Program, placements: int = 3, *, warmup: int = 3,
                    budget_ms: float = 250.0, min_rounds: int = 5, max_rounds: int = 200, gate_us: float = 200.0,
                    l2_factor: float = 3.0, timing: str = "cold", decide: Any = None,
                    seed: int = 0) -> PlacedTimes:
        """``baseline`` against ``variant`` (the same program twice: an A/A control), each loaded as
        ``placements`` separate modules, timed in rounds of one repetition per module in random order.

        A module per placement: the PTX with a placement comment appended, so the driver loads (and places)
        it anew.  Buffer sets rotate across every repetition of every module as in :meth:`time`; the gate
        before each repetition is sized from the warm-up.  Rounds end as
        :func:`fpsem.runners.host_timing.placed_rounds` ends them (``decide``, ``budget_ms`` of wall time,
        ``max_rounds``).  Times are seconds per repetition (all stages), from CUDA events.
        """
        check_timing(timing)
        nsets = buffer_sets(timing, self.footprint_bytes(), self.gpu.info.l2_bytes, l2_factor, self.max_sets,
                            self.memory_budget_bytes)
        self.ensure_sets(nsets)
        progs = [_placed(baseline, p) for p in range(placements)] + [_placed(variant, p) for p in range(placements)]
        loaded = [self.load(pr) for pr in progs]
        for pr, ld in zip(progs, loaded):
            self.fill_constants(pr, ld)
        gate = self._gate_function()
        entries = [self._entries_in_stage_order(pr) for pr in progs]
        configs = self.configs()
        events = [self.gpu.event() for _ in range(max(len(e) for e in entries) + 1)]
        counter = itertools.count()
        gate_ns = [int(gate_us * 1000)]
        before = MachineLoad.now()
        t_start = time.perf_counter()

        def one_rep(i: int) -> tuple[float, float]:
            """(GPU seconds of one repetition of placement ``i``, host seconds spent enqueueing it)."""
            s = next(counter) % nsets
            t0 = time.perf_counter()
            self.gpu.launch(gate, 1, 32, [("i64", gate_ns[0])])
            self.gpu.record(events[0])
            for k, entry in enumerate(entries[i]):
                cfg = self.launch_of(entry, configs)
                self.gpu.launch(loaded[i].functions[entry.name], cfg.grid, cfg.block, self._args(entry, s))
                self.gpu.record(events[k + 1])
            enqueue_s = time.perf_counter() - t0
            last = len(entries[i])
            self.gpu.wait(events[last], self.watchdog_s + gate_ns[0] * 1e-9, entries[i][-1].name)
            return sum(self.gpu.elapsed_ms(events[k], events[k + 1]) for k in range(last)) * 1e-3, enqueue_s

        try:
            warm = [one_rep(i) for _ in range(max(1, warmup)) for i in range(len(progs))]
            gate_ns[0] = int(1000 * max(gate_us, 3e6 * max(e for _, e in warm)))
            fns = [(lambda i=i: one_rep(i)[0]) for i in range(len(progs))]
            bt, vt, stopped, _ = placed_rounds(fns[:placements], fns[placements:], budget_s=budget_ms * 1e-3,
                                               warmup=0, min_rounds=min_rounds, max_rounds=max_rounds,
                                               decide=decide, seed=seed, pin=False, self_timed=True)
        finally:
            for ev in events:
                _quietly(lambda ev=ev: self.gpu.destroy_event(ev))
        how = (f"measured: CUDA events per repetition (all stages) on {self.gpu.info.name}; strict and the variant "
               f"each loaded as {placements} separate modules, {len(bt[0])} rounds timing every module once in "
               f"random order after {max(1, warmup)} warm-up repetition(s) each, {timing} timing ({nsets} buffer "
               f"set(s)); stopped: {stopped}")
        return PlacedTimes(tuple(map(tuple, bt)), tuple(map(tuple, vt)), (), (), max(1, warmup), budget_ms * 1e-3,
                           stopped if stopped else BUDGET, seed, None, before, MachineLoad.now(), how,
                           time.perf_counter() - t_start)

def _placed(program: Program, placement: int) -> Program:
    """``program`` as a module of its own: a comment appended to its PTX, so the driver loads it again
    (:meth:`fpsem.runners.cuda.driver.Gpu.module` keeps one module per text) and places it elsewhere."""
    return replace(program, ptx=f"{program.ptx}\n// fpsem placement {placement}\n",
                   label=f"{program.label} (placement {placement})")


# ----------------------------------------------------------------------------- copy bandwidth


@dataclass(frozen=True)
class CopyBandwidth:
    """A large device-to-device copy, counted as bytes read plus bytes written (``measured``)."""

    nbytes: int
    stats: TimingStats
    gbs: float

    def to_dict(self) -> dict:
        return {"provenance": "measured", "bytes_copied": self.nbytes, "counted_bytes": 2 * self.nbytes,
                "time": self.stats.to_dict(), "gbs": self.gbs}


def measure_copy_bandwidth(gpu: Gpu, nbytes: int = 1 << 30, reps: int = 20, warmup: int = 3) -> CopyBandwidth:
    """Median time of ``cuMemcpyDtoDAsync`` of ``nbytes``; bandwidth = 2·nbytes / time."""
    src, dst = gpu.alloc(nbytes), gpu.alloc(nbytes)
    e0, e1 = gpu.event(), gpu.event()
    try:
        gpu.memset_async(src, 0x3F, nbytes)  # not zeros: METHOD.md
        samples = []
        for r in range(warmup + reps):
            gpu.record(e0)
            gpu.copy_async(dst, src, nbytes)
            gpu.record(e1)
            gpu.wait(e1, 30.0, "device-to-device copy")
            if r >= warmup:
                samples.append(gpu.elapsed_ms(e0, e1))
    finally:
        for ev in (e0, e1):
            _quietly(gpu.destroy_event, ev)
        _quietly(lambda: gpu.free(src))
        _quietly(lambda: gpu.free(dst))
    stats = summarize(samples)
    return CopyBandwidth(nbytes, stats, bandwidth_gbs(2 * nbytes, stats.median_ms))


def fraction_of(achieved_gbs: float, reference_gbs: float) -> float:
    """Achieved over reference bandwidth (NaN when either is missing)."""
    if not (achieved_gbs > 0 and reference_gbs > 0) or math.isnan(achieved_gbs):
        return math.nan
    return achieved_gbs / reference_gbs
