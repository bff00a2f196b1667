"""Run a kernel on this machine's CPU through llvmlite's JIT.

A host run means what a GPU variant means: the variant is built by the one build
path (:func:`fpsem.compiler.build.build`, target ``host``: entry points, rewrite, O3 for this
CPU, post-O3 audit, machine code), and :func:`jit_built` JIT-compiles exactly that
optimized IR (MCJIT, same machine as the emitted object, no second optimization)
and makes the entry points callable through ctypes.

:class:`HostRunner` is the ``host`` runner (:mod:`fpsem.runners.protocol`): a repetition runs every
stage in order over numpy buffers, buffers not reset between repetitions (as RAJAPerf), sums a reduce
stage's partials, applies its finalize function and stores (or, for an accumulating kernel, adds) the
result; it times repetitions alone or against a baseline (:mod:`fpsem.runners.host_timing`).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import re
import statistics
import time
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass, field
from typing import Any, cast

import llvmlite.binding as llvm
import numpy as np

from fpsem.compiler.build import CompiledVariant, build, build_many
from fpsem.compiler.cache import BuildCache
from fpsem.compiler.entry.common import arg_kind, entry_name
from fpsem.compiler.entry.launch import reduce_partials
from fpsem.compiler.samecode import code_identity, fingerprint
from fpsem.compiler.targets import Target, resolve_target
from fpsem.compiler.variant import Variant
from fpsem.core.errors import StageFailure, UsageError
from fpsem.core.identity import json_digest, package_source_hash
from fpsem.core.precision import precision_of
from fpsem.fastmath.profiles import Profile
from fpsem.ir.binding import canonical_text, codegen_options, host_machine_spec, optimize, parse_ir, target_machine
from fpsem.kernels.inputs import Value
from fpsem.kernels.nonfinite import FiniteCheck, nonfinite_counts, nonfinite_failure, real_inputs
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import KernelSpec, StageSpec
from fpsem.runners.guard import guard_arrays
from fpsem.runners.host_timing import (
    DEFAULT_BUDGET_S,
    ONE_ROUND,
    placed_run_value,
    same_code_run_value,
    time_placed,
    time_repetitions,
)
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


@dataclass
class HostKernel:
    """A kernel JIT-compiled for this CPU: its entry points and finalize functions, callable."""

    spec: KernelSpec
    precision: str
    profile: str
    optimized_ir: str
    compile_seconds: float
    _engine: llvm.ExecutionEngine = field(repr=False)
    _entries: dict[str, object] = field(repr=False)
    _finalizers: dict[str, object] = field(repr=False)
    # partial slots per reduce stage: 1 on the host; the emulation's GPU order has one per thread of the GPU's grid
    _partials: Mapping[str, int] = field(default_factory=dict, repr=False)

    def _ctypes_args(self, values: Mapping[str, Value]) -> list:
        out = []
        for a in self.spec.params:
            v = values[a.name]
            k = arg_kind(a)
            if k == "array":
                out.append(ctypes.c_void_p(v.ctypes.data))  # type: ignore[union-attr]
            elif k == "i64":
                out.append(ctypes.c_int64(int(v)))  # type: ignore[arg-type]
            else:
                out.append(precision_of(self.precision).ctype(float(v)))
        return out

    def run_stage(self, stage: StageSpec, values: dict[str, Value], args: list | None = None) -> None:
        """Run one stage over its whole space, in place on ``values``; a reduce stage's
        (finalized) sum is stored to, or with ``accumulates`` added to, its result."""
        cargs = args if args is not None else self._ctypes_args(values)
        fn = self._entries[stage.name]
        if stage.reduce is None:
            fn(*cargs)  # type: ignore[operator]
            return
        t = precision_of(self.precision).dtype
        partials: np.ndarray = np.zeros(self._partials.get(stage.name, 1), dtype=t)
        fn(*cargs, ctypes.c_void_p(partials.ctypes.data))  # type: ignore[operator]
        total = t(reduce_partials(partials))  # in index order, as the CUDA launcher adds a grid's partials
        if stage.finalize:
            total = t(self._finalizers[stage.name](precision_of(self.precision).ctype(float(total)), *cargs))  # type: ignore[operator]
        assert stage.result is not None
        values[stage.result] = t(values[stage.result] + total) if self.spec.accumulates else total

    @property
    def code_address(self) -> int:
        """Where the first stage's entry point landed in memory (its offset in a page is its placement)."""
        return int(self._engine.get_function_address(entry_name(self.spec, self.spec.stages[0])))

    def run_rep(self, values: dict[str, Value]) -> None:
        """One repetition: every stage in order."""
        args = self._ctypes_args(values)
        for stage in self.spec.stages:
            self.run_stage(stage, values, args)


def _cfunc(ret, argtypes: list, address: int):
    return ctypes.CFUNCTYPE(ret, *argtypes)(address)


def host_target() -> Target:
    """The registry's ``host`` target (this machine's CPU)."""
    return resolve_target("host")


def host_variant(kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                 sites: tuple[str, ...] | None = None) -> Variant:
    """The variant a host run builds."""
    return Variant(kernel, precision, profile, host_target(), tuple(sorted(sizes.items())),
                   tuple(sorted(sites)) if sites is not None else None)


def compile_host(kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                 cache: BuildCache | None = None, sites: tuple[str, ...] | None = None) -> HostKernel:
    """Build the host variant (through ``cache`` when given) and JIT it; raises StageFailure when the build
    fails or the JIT cannot produce code."""
    return jit_built(kernel.spec, build(host_variant(kernel, profile, precision, sizes, sites), cache))


def jit_built(spec: KernelSpec, built: CompiledVariant, padding_bytes: int = 0) -> HostKernel:
    """JIT a built host variant: the relocatable object its build emitted, loaded as it is (what runs is the
    machine code the build's assembly shows; no second code generation), or, for a build without one, its
    optimized IR with code generated for this CPU (no second O3).

    ``padding_bytes`` (a multiple of :data:`PADDING_QUANTUM`) places the code that many bytes further into
    fresh code memory (:func:`with_padding`): the same machine code at another alignment, for timing
    placements; :attr:`HostKernel.code_address` says where it landed.
    """
    if not built.ok:
        assert built.failure is not None
        raise StageFailure(f"{built.name}: build failed at {built.failure.stage}: {built.failure.message}")
    label = f"{built.name} (host)"
    if built.object:
        return jit_object(spec, built.precision, built.object, built.profile, label, asm=built.asm,
                          padding_bytes=padding_bytes, optimized_ir=built.optimized_ir,
                          compile_seconds=built.compile_seconds)
    return jit_module(spec, built.precision, with_padding(built.optimized_ir, padding_bytes), built.profile, label,
                      optimize_first=False, asm=built.asm, compile_seconds=built.compile_seconds)


@functools.lru_cache(maxsize=128)
def _pad_object(padding_bytes: int) -> bytes:
    """A relocatable object whose code is exactly ``padding_bytes`` bytes (:func:`with_padding` of nothing)."""
    tm = target_machine(host_machine_spec())
    mod = parse_ir(with_padding("", padding_bytes), "placement pad")
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    with codegen_options(()):  # LLVM's defaults, whatever other threads build (issue 22)
        return bytes(tm.emit_object(mod))


def jit_object(spec: KernelSpec, precision: str, obj: bytes, variant: str, label: str, *, asm: str,
               padding_bytes: int = 0, optimized_ir: str = "", compile_seconds: float = 0.0) -> HostKernel:
    """Load a host variant's relocatable object into a fresh JIT instance and bind ``spec``'s entry points.

    With ``padding_bytes``, a pad object of that size is loaded first: the JIT's memory manager places the
    sections it loads one after the other in fresh memory, so the variant's code starts that many bytes
    later than it would alone (the entry point's address records where it landed).  Raises StageFailure when
    the code calls a symbol this process lacks, or the object cannot be loaded.
    """
    t0 = time.perf_counter()
    missing = unresolved_symbols(asm)
    if missing:
        raise StageFailure(f"{label}: the generated code calls {', '.join(missing)}, which this process cannot "
                           f"resolve (a runtime library function); running it would crash")
    tm = target_machine(host_machine_spec())
    empty = parse_ir("", label)
    empty.triple, empty.data_layout = tm.triple, str(tm.target_data)
    pad = _pad_object(padding_bytes) if padding_bytes else b""
    try:
        with codegen_options(()):  # the JIT links under LLVM's defaults, as jit_module does
            engine = llvm.create_mcjit_compiler(empty, tm)
            if pad:
                engine.add_object_file(llvm.ObjectFileRef.from_data(pad))
            engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
            engine.finalize_object()
    except RuntimeError as e:
        raise StageFailure(f"{label}: loading its object into the JIT failed: {e}") from None
    return _bind(spec, precision, engine, variant, label, optimized_ir, compile_seconds + time.perf_counter() - t0)


PADDING_QUANTUM = 16  # x86-64 functions start 16-byte aligned: padding moves them in steps of 16 bytes
_PAD_FUNCTION = "__fpsem_placement_pad"


def with_padding(ir_text: str, padding_bytes: int) -> str:
    """``ir_text`` with a function of exactly ``padding_bytes`` bytes of code defined before every other one.

    Code generation lays functions out in module order, each 16-byte aligned, so every function of the
    kernel starts ``padding_bytes`` further into the code section than without it, and its machine code is
    otherwise unchanged (the pad is ``padding_bytes - 1`` bytes of prefix data and a one-byte return, never
    called).
    """
    if padding_bytes == 0:
        return ir_text
    if padding_bytes < 0 or padding_bytes % PADDING_QUANTUM:
        raise UsageError(f"placement padding must be a non-negative multiple of {PADDING_QUANTUM} bytes, "
                         f"not {padding_bytes}")
    # prefix data, not inline assembly: code generation places it right before the pad's single return
    # instruction, and needs no assembler parser (which would let inline assembly of kernels through)
    pad = (f"define void @{_PAD_FUNCTION}() noinline nounwind prefix [{padding_bytes - 1} x i8] "
           f"zeroinitializer {{\n  ret void\n}}\n\n")
    at = re.search(r"^define\b", ir_text, re.M)
    return ir_text + "\n" + pad if at is None else ir_text[:at.start()] + pad + ir_text[at.start():]


@functools.cache
def _process_symbols() -> ctypes.CDLL:
    """The process's symbol table as the JIT sees it, with the compiler runtime (libgcc_s) added.

    Code generation may call runtime helpers that no IR declares (``__powidf2`` for
    ``llvm.powi``); loading libgcc_s globally makes them resolvable.
    """
    gcc_s = ctypes.util.find_library("gcc_s")
    if gcc_s:
        ctypes.CDLL(gcc_s, mode=ctypes.RTLD_GLOBAL)
    return ctypes.CDLL(None)


def unresolved_symbols(asm: str) -> list[str]:
    """External symbols the host assembly calls or takes the address of that this process lacks.

    MCJIT would resolve such a symbol to address 0 and the kernel would crash the
    process; callers turn a non-empty answer into a one-line error instead.
    """
    # symbol names may contain dots (fpsem's instruction models: fpsem.approx.nvptx.ex2.approx.f32)
    referenced = (set(re.findall(r"\$([A-Za-z_][\w$.]*)", asm))
                  | set(re.findall(r"\bcall[lq]?\s+([A-Za-z_][\w$.]*)", asm)))
    defined = set(re.findall(r"^([A-Za-z_][\w$.]*):", asm, re.M))
    proc = _process_symbols()
    # llvm.add_symbol registers data the JIT resolves too (the emulation's measured instruction tables)
    return sorted(sym for sym in referenced - defined if not hasattr(proc, sym) and not llvm.address_of_symbol(sym))


def jit_module(spec: KernelSpec, precision: str, text: str, variant: str, label: str, *,
               optimize_first: bool = True, asm: str = "", compile_seconds: float = 0.0,
               partials: Mapping[str, int] | None = None) -> HostKernel:
    """JIT a module holding ``spec``'s host entry points (``fpsem.compiler.entry.host``) and finalize functions.

    ``partials``: each reduce stage's partial slots (its ``EntryPoint.partials``; default 1).

    ``optimize_first`` runs O3 for this CPU before code generation (for IR that was
    not optimized for it, as the emulation's); a built host variant's IR is JIT-ed as
    it is.  Raises StageFailure when the JIT cannot produce the entry points, or when
    the code calls a symbol this process lacks (it would crash).
    """
    t0 = time.perf_counter()
    mod = parse_ir(text, label)
    tm = target_machine(host_machine_spec())
    if optimize_first:
        optimize(mod, tm, 3)
    else:
        mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    optimized = canonical_text(mod) if optimize_first else text
    with codegen_options(()):  # code generation under LLVM's defaults, whatever other threads build
        missing = unresolved_symbols(asm or tm.emit_assembly(mod))
        if missing:
            raise StageFailure(f"{label}: the generated code calls {', '.join(missing)}, which this process "
                               f"cannot resolve (a runtime library function); running it would crash")
        try:
            engine = llvm.create_mcjit_compiler(mod, tm)
            engine.finalize_object()
        except RuntimeError as e:
            raise StageFailure(f"{label}: JIT compilation failed: {e}") from None
    return _bind(spec, precision, engine, variant, label, optimized, compile_seconds + time.perf_counter() - t0,
                 partials)


def _bind(spec: KernelSpec, precision: str, engine: llvm.ExecutionEngine, variant: str, label: str,
          optimized: str, seconds: float, partials: Mapping[str, int] | None = None) -> HostKernel:
    """The entry points and finalize functions of a finalized JIT instance, callable through ctypes."""
    real = precision_of(precision).ctype
    ptypes = []
    for a in spec.params:
        k = arg_kind(a)
        ptypes.append(ctypes.c_void_p if k == "array" else ctypes.c_int64 if k == "i64" else real)
    entries: dict[str, object] = {}
    finals: dict[str, object] = {}
    for stage in spec.stages:
        addr = engine.get_function_address(entry_name(spec, stage))
        if not addr:
            raise StageFailure(f"{label}: entry point {entry_name(spec, stage)} missing after JIT")
        extra = [ctypes.c_void_p] if stage.reduce is not None else []
        entries[stage.name] = _cfunc(None, ptypes + extra, addr)
        if stage.finalize:
            faddr = engine.get_function_address(stage.finalize)
            if not faddr:
                raise StageFailure(f"{label}: finalize function {stage.finalize} missing after JIT")
            finals[stage.name] = _cfunc(real, [real] + ptypes, faddr)
    return HostKernel(spec, precision, variant, optimized, seconds, engine, entries, finals, dict(partials or {}))


# ---------------------------------------------------------------- the host runner (fpsem.runners.protocol)

HOW = "measured: run on this CPU (llvmlite JIT of the host variant)"


def host_device() -> str:
    """This machine and its CPU, in words (the device of every host measurement)."""
    import socket

    return f"{socket.gethostname()} ({host_machine_spec().cpu})"


def content_key(what_runs: str, how: str) -> str:
    """What a run on this CPU is a function of besides its inputs: the code that runs (``what_runs``)
    and how fpsem runs it (its own source)."""
    return json_digest({"runs": what_runs, "how": how, "fpsem": package_source_hash()})


def build_in(v: Variant, cache: BuildCache | None, isolated: bool) -> CompiledVariant:
    """The variant built in a worker process (``isolated``: an LLVM abort fails the variant, not the caller)
    or in this one (for callers that are an isolated worker already, as a sweep's); StageFailure when it
    does not build."""
    built = build_many([v], cache, workers=1)[0] if isolated else build(v, cache)
    if not built.ok:
        assert built.failure is not None
        raise StageFailure(f"{built.name}: build failed at {built.failure.stage}: {built.failure.message}")
    return built


@dataclass
class _Lazy:
    """A host kernel JIT-compiled on first use (callers that find their results elsewhere pay nothing)."""

    make: Callable[[], HostKernel]
    _done: HostKernel | None = None

    def __call__(self) -> HostKernel:
        if self._done is None:
            self._done = self.make()
        return self._done


def jit_prepared(label: str, spec: KernelSpec, precision: str, jit: Callable[[], HostKernel], *,
                 sizes: Mapping[str, int], how: str, notes: tuple[str, ...] = (), key: str = "",
                 built: CompiledVariant | None = None, timed: bool = True) -> PreparedVariant:
    """A prepared variant that runs on this CPU through ``jit`` (the host's build or an emulated module)."""
    hk = _Lazy(jit)

    arrays = [a.name for a in spec.params if a.is_array]

    def run(values: Values) -> Outputs:
        vals = fresh_copy(values)
        kernel = hk()
        # every array ends at a guard page: a kernel that reads or writes past one stops (exit 4), naming it
        guards = guard_arrays(vals, arrays)
        with guards.fault_handler(label):
            kernel.run_rep(vals)
        guards.check(label)
        return outputs_of(spec, precision, vals)

    def repeat(values: Values, reps: int) -> Repetitions:
        kernel = hk()
        # the checksum's run: guarded as above (timing runs are not); the guarded copies replace the arrays in the
        # caller's own dict, as the repetitions' outputs are read from it
        guards = guard_arrays(cast(MutableMapping[str, Any], values), arrays)
        with guards.fault_handler(label):
            t = time_repetitions(lambda: kernel.run_rep(values), reps=reps, warmup=0)  # type: ignore[arg-type]
        guards.check(label)
        return Repetitions(values, t.samples, "measured: wall time of the repetitions on this CPU (JIT, one thread)",
                           {"compile_seconds": kernel.compile_seconds})

    def time_it(values: Values, request: TimingRequest) -> Timing:
        assert built is not None
        return _time_host(built, spec, sizes, hk, values, request)

    extra: dict[str, Any] = {"time": time_it} if timed else {}
    return PreparedVariant(label, run, notes, key, repeat=repeat, built=built, stepper=lambda: hk().run_rep, **extra)


def _time_host(built: CompiledVariant, spec: KernelSpec, sizes: Mapping[str, int], hk: Callable[[], HostKernel],
               values: Values, request: TimingRequest) -> Timing:
    """The host's timing rule (``fpsem run``, a search's measured speed, the sweep's run stage).

    Alone (no baseline): ``request.reps`` repetitions after a warm-up, within the budget; the median
    is the figure.  Against a baseline (strict): not timed when its machine code is the baseline's
    (1.00x by construction, :mod:`fpsem.compiler.samecode`) unless ``request.control``; otherwise a placed
    comparison (:func:`fpsem.runners.host_timing.time_placed`: both sides JIT-ed at several places, timed in
    rounds of random order, every sample kept), and a variant whose outputs hold NaN/Inf from finite inputs
    where the baseline's do not fails (:func:`fpsem.kernels.nonfinite.nonfinite_failure`).
    """
    device = host_device()
    base = request.baseline
    if base is None:
        kernel = hk()
        t = time_repetitions(lambda: kernel.run_rep(values), reps=request.reps, warmup=request.warmup,  # type: ignore[arg-type]
                             budget_s=request.budget_s)
        budget = f"{request.budget_s:g} s " if request.budget_s is not None else ""
        how = ("measured: wall time per repetition on this CPU (JIT, one thread), median of the repetitions "
               "after a warm-up" if t.samples else
               f"measured: one cold repetition on this CPU (JIT, one thread); it alone exceeded the "
               f"{budget}time budget")
        samples = t.samples or t.warmup_s
        med = statistics.median(samples)
        value = {"runner": "host", "seconds": med, "median_seconds": med, "max_seconds": max(samples),
                 "min_seconds": min(samples), "reps": len(samples), "how": how, "samples": list(samples)}
        return Timing(tuple(samples), how, value, device)
    assert base.built is not None
    if not request.control and code_identity(built.asm, built.kind, built.object) == \
            code_identity(base.built.asm, base.built.kind, base.built.object):
        same = same_code_run_value(baseline_profile=base.built.profile)
        return Timing((), str(same["how"]), same, device)
    budget_s = request.budget_s if request.budget_s is not None else DEFAULT_BUDGET_S
    run = time_placed(spec, base.built, built, values, lambda b, pad: jit_built(spec, b, pad),
                      placements=request.placements, budget_s=budget_s, min_rounds=max(3, request.reps),
                      decide=request.decide, seed=request.seed)
    if run.times.stopped != ONE_ROUND:
        inputs_finite = not nonfinite_counts(real_inputs(spec, values))
        outputs = {a.name: run.variant_values[a.name] for a in spec.args if a.is_output}
        base_outputs = {a.name: run.baseline_values[a.name] for a in spec.args if a.is_output}
        failure = nonfinite_failure(spec, sizes, FiniteCheck(nonfinite_counts(outputs), True, inputs_finite),
                                    FiniteCheck(nonfinite_counts(base_outputs), True, inputs_finite))
        if failure:
            raise StageFailure(failure)
    value = placed_run_value(run.times, baseline_profile=base.built.profile)
    return Timing(tuple(x for p in run.times.variant_s for x in p), run.times.how, value, device, run.times)


class OnThisCpu(RunnerBase):
    """What runners whose variants run on this CPU share: building through the cache (in a worker process when
    ``isolated``) and the device they run on.  Subclasses say which variant (``variant``) and how it loads."""

    cache: BuildCache | None
    isolated: bool

    def device(self) -> str:
        return host_device()

    def variant(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int]) -> Variant:
        raise NotImplementedError

    def load(self, kernel: Kernel, built: CompiledVariant, sizes: Mapping[str, int]) -> PreparedVariant:
        raise NotImplementedError

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str = "") -> PreparedVariant:
        built = build_in(self.variant(kernel, profile, precision, sizes), self.cache, self.isolated)
        return self.load(kernel, built, sizes)


@dataclass
class HostRunner(OnThisCpu):
    """This CPU, through llvmlite's JIT (the ``host`` target): measured."""

    target: str = "host"
    cache: BuildCache | None = None
    isolated: bool = True  # build in a worker process
    name: str = "host"
    how: str = HOW
    times: bool = True
    times_apart: bool = False

    def variant(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int]) -> Variant:
        return host_variant(kernel, profile, precision, sizes)

    def load(self, kernel: Kernel, built: CompiledVariant, sizes: Mapping[str, int]) -> PreparedVariant:
        spec = kernel.spec
        jit = functools.partial(jit_built, spec, built)
        # the results are a function of the machine code up to names and comments (fpsem.compiler.samecode): two
        # profiles that compile to the same code share them
        return jit_prepared(f"{spec.key}.{built.precision}.{built.profile}.host", spec, built.precision, jit,
                            sizes=sizes, how=self.how, key=content_key(fingerprint(built.asm, built.kind), "host JIT"),
                            built=built)
