"""Run a kernel on this machine's CPU through llvmlite's JIT.

A host run means what a GPU variant means: the variant is built by the one build
path (:func:`fpsem.compiler.build.build`, target ``host``: entry points, rewrite, O3 for this
CPU, post-O3 audit, machine code), and :func:`jit_built` JIT-compiles exactly that
optimized IR (MCJIT, same machine as the emitted object, no second optimization)
and makes the entry points callable through ctypes.

:func:`run_host` then runs ``reps`` repetitions over numpy buffers -- every
stage in order per repetition, buffers not reset between repetitions (as
RAJAPerf) -- sums a reduce stage's partials, applies its finalize function and
stores (or, for an accumulating kernel, adds) the result.  It returns the
outputs, their RAJAPerf checksum and the measured wall time of the repetitions.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

import llvmlite.binding as llvm
import numpy as np

from fpsem.compiler.build import CompiledVariant, build
from fpsem.compiler.cache import BuildCache
from fpsem.compiler.entry.common import arg_kind, entry_name
from fpsem.compiler.targets import Target, resolve_target
from fpsem.compiler.variant import Variant
from fpsem.core.errors import StageFailure, UsageError
from fpsem.core.precision import precision_of
from fpsem.fastmath.profiles import Profile
from fpsem.ir.binding import canonical_text, host_machine_spec, optimize, parse_ir, target_machine
from fpsem.kernels.checksum import format_checksum, kernel_checksum
from fpsem.kernels.inputs import Value, make_inputs
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import KernelSpec, StageSpec, resolve_sizes
from fpsem.runners.guard import guard_arrays


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
                out.append(precision_of(self.precision).ctype(float(v)))  # type: ignore[arg-type]
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
        partials = np.zeros(1, dtype=t)
        fn(*cargs, ctypes.c_void_p(partials.ctypes.data))  # type: ignore[operator]
        total = t(partials.sum(dtype=t))  # one partial on the host; summed in index order
        if stage.finalize:
            total = t(self._finalizers[stage.name](precision_of(self.precision).ctype(float(total)), *cargs))  # type: ignore[operator]
        assert stage.result is not None
        values[stage.result] = t(values[stage.result] + total) if self.spec.accumulates else total

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


def jit_built(spec: KernelSpec, built: CompiledVariant) -> HostKernel:
    """JIT a built host variant: its optimized IR as built, code generated for this CPU (no second O3)."""
    if not built.ok:
        assert built.failure is not None
        raise StageFailure(f"{built.name}: build failed at {built.failure.stage}: {built.failure.message}")
    label = f"{built.name} (host)"
    return jit_module(spec, built.precision, built.optimized_ir, built.profile, label, optimize_first=False,
                      asm=built.asm, compile_seconds=built.compile_seconds)


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
    return sorted(sym for sym in referenced - defined if not hasattr(proc, sym))


def jit_module(spec: KernelSpec, precision: str, text: str, variant: str, label: str, *,
               optimize_first: bool = True, asm: str = "", compile_seconds: float = 0.0) -> HostKernel:
    """JIT a module holding ``spec``'s host entry points (``fpsem.compiler.entry.host``) and finalize functions.

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
    missing = unresolved_symbols(asm or tm.emit_assembly(mod))
    if missing:
        raise StageFailure(f"{label}: the generated code calls {', '.join(missing)}, which this process cannot "
                           f"resolve (a runtime library function); running it would crash")
    try:
        engine = llvm.create_mcjit_compiler(mod, tm)
        engine.finalize_object()
    except RuntimeError as e:
        raise StageFailure(f"{label}: JIT compilation failed: {e}") from None
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
    return HostKernel(spec, precision, variant, optimized, compile_seconds + time.perf_counter() - t0,
                      engine, entries, finals)


@dataclass(frozen=True)
class HostRun:
    """The outcome of a host run: outputs, checksum and timing (timing measured on this CPU)."""

    kernel: str
    precision: str
    profile: str
    size_set: str
    sizes: Mapping[str, int]
    input_set: str
    seed: int
    reps: int
    outputs: Mapping[str, Value]  # the checksummed arguments after the run
    checksum: np.longdouble
    seconds: float  # wall time of all repetitions (measured)
    compile_seconds: float

    def record(self) -> dict:
        """JSON-ready record (``fpsem run --json``)."""
        def out(v: Value):
            return float(v) if np.ndim(v) == 0 else {"length": int(np.size(v))}
        return {
            "kernel": self.kernel,
            "target": "host",
            "runner": "host",
            "precision": self.precision,
            "profile": self.profile,
            "size_set": self.size_set,
            "sizes": dict(self.sizes),
            "inputs": self.input_set,
            "seed": self.seed,
            "reps": self.reps,
            "checksum": float(self.checksum),
            "checksum_text": format_checksum(self.checksum),
            "outputs": {k: out(v) for k, v in self.outputs.items()},
            "timing": {"seconds_total": self.seconds, "seconds_per_rep": self.seconds / self.reps,
                       "how": "measured: wall time of the repetitions on this CPU (JIT, one thread)"},
            "compile_seconds": self.compile_seconds,
        }


def run_host(kernel: Kernel, profile: Profile, *, precision: str = "f64", size_set: str = "default",
             size_overrides: Mapping[str, int] | None = None, input_set: str = "rajaperf", reps: int | None = None,
             seed: int = 0, cache: BuildCache | None = None) -> HostRun:
    """Build ``kernel`` for this CPU with ``profile`` and run it; see the module docstring."""
    spec = kernel.spec
    if precision not in spec.precisions:
        raise UsageError(f"kernel {spec.key} has no {precision} version (precisions: {', '.join(spec.precisions)})")
    nreps = spec.reps if reps is None else reps
    if nreps < 1:
        raise UsageError("--reps must be at least 1")
    sizes = resolve_sizes(spec, size_set, size_overrides)
    hk = compile_host(kernel, profile, precision, sizes, cache)
    values = make_inputs(spec, sizes, precision, input_set, seed)
    # every array ends at a guard page: a kernel that reads or writes past one stops with exit 4, naming it
    guards = guard_arrays(values, [a.name for a in spec.params if a.is_array])
    label = f"{spec.key}.{precision} with profile {profile.name}"
    with guards.fault_handler(label):
        t0 = time.perf_counter()
        for _ in range(nreps):
            hk.run_rep(values)
        seconds = time.perf_counter() - t0
    guards.check(label)
    outputs = {a.name: values[a.name] for a in spec.checksum_args}
    return HostRun(spec.key, precision, profile.name, size_set, sizes, input_set, seed, nreps, outputs,
                   kernel_checksum(spec, outputs), seconds, hk.compile_seconds)
