"""The one build path: a :class:`~fpsem.compiler.variant.Variant` in, machine code (or emulation IR) out.

Every consumer -- the compile command, the host runner, the CUDA runner, the
emulation, the sweep and the benchmarks -- builds through :func:`build` /
:func:`build_many`.  The steps of one variant:

1. **entry points**: the target kind's backend (``fpsem.compiler.backends``) generates the
   entry-point module for the kernel at the variant's sizes (emulation: the host's
   entry points, so the result runs on this CPU);
2. **rewrite** kernel and entry points with the profile (``fpsem.fastmath.rewrite.apply_profile``,
   optionally only at the variant's sites) -- the entry points' reduction
   accumulators are part of the kernel's arithmetic and carry the flags too; target
   attributes and the triple of the kernel's source are dropped (they belong to
   whatever compiled it, and LLVM aborts on a foreign ``target-cpu``);
3. **lower math**: intrinsics the back end cannot lower faithfully go to the vendor
   library (``fpsem.compiler.mathlib``; emulation: none, the host's C library runs them);
4. **link** kernel, entry points and library; internalize all but the entry points;
5. **optimize**: O3 with the target's machine (its cost models decide);
6. **audit** the optimized IR (``fpsem.validate``): a UB-capable construct in a safe
   profile's variant fails the build, naming it;
7. **emit** machine code and static metrics (the backend; emulation stops at 6).

Identity and caching are by content (``fpsem.compiler.cache``): a variant's key hashes
everything it depends on (:attr:`Variant.identity`); after step 3 the *artifact* key
hashes the IR that goes into the optimizer, so two variants whose rewrites are
identical (``arcp`` on a kernel without a division) share one build.
"""

from __future__ import annotations

import functools
import logging
import re
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace

import llvmlite.binding as llvm

from fpsem.compiler import mathlib
from fpsem.compiler.abi import Source
from fpsem.compiler.backends import backend_for
from fpsem.compiler.backends.amdgpu import private_allocas
from fpsem.compiler.cache import BuildCache, BuildOutput, CachedArtifact
from fpsem.compiler.entry.host import host_source
from fpsem.compiler.variant import Variant
from fpsem.core.display import Displayed, Summary, fmt_number
from fpsem.core.errors import FpsemError
from fpsem.core.identity import json_digest, package_source_hash
from fpsem.core.isolate import run_isolated
from fpsem.core.progress import SILENT, Progress
from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.rewrite import RewriteResult, apply_profile
from fpsem.fastmath.validate import Finding, find_ub_module
from fpsem.ir import flags as fm
from fpsem.ir.binding import MachineSpec, canonical_text, llvm_version, optimize, parse_ir, target_machine
from fpsem.kernels.spec import KernelSpec

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Failure:
    """Why a variant has no machine code."""

    stage: str  # rewrite | link | math | audit | ptxas | environment | crash | internal
    message: str


@dataclass(frozen=True)
class CompiledVariant(BuildOutput, Displayed):
    """One built variant: its optimized IR, machine code, metrics and audit findings, or its failure.

    ``key`` is the variant's content key, ``artifact`` the content key of what was
    built (shared by variants whose rewritten IR is the same).
    """

    kernel: str
    precision: str
    profile: str
    target: str
    kind: str  # the target's kind: which backend built it
    key: str
    ub_capable: bool  # the profile can create poison (nnan/ninf/fast): marked in every output
    failure: Failure | None = None
    cached: bool = False
    compile_seconds: float = 0.0  # informative only
    cacheable: bool = True  # False: a broken tool (ptxas) left it incomplete, so the cache does not keep it
    artifact: str = ""
    mode: str = "code"
    identity: Mapping[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.failure is None

    @property
    def ptx(self) -> str | None:
        """The PTX of an NVIDIA variant (what the CUDA runner loads); None otherwise."""
        return self.asm if self.asm and backend_for(self.kind).asm_file.endswith(".ptx") else None

    @property
    def name(self) -> str:
        return f"{self.kernel}.{self.precision}.{self.profile}.{self.target}"

    def summary(self) -> Summary:
        """What was built (``print()``): the static figures, not the IR and machine code themselves."""
        if self.failure is not None:
            return Summary(f"{self.name}: {self.failure.stage} failed", notes=(self.failure.message,))
        m = self.metrics
        rows = [("kind", self.kind), ("content key", self.key[:16]), ("cached", fmt_number(self.cached)),
                ("UB-capable profile", fmt_number(self.ub_capable)),
                ("UB-capable constructs in the optimized IR", str(len(self.ub_findings)))]
        if m is not None:
            fp = " ".join(f"{g}={n}" for g, n in m.histogram.items() if n and g.split(".")[0] in ("f64", "f32", "approx"))
            rows += [("FP instructions", fp or "none"), ("instructions", str(m.instructions)),
                     ("code bytes", fmt_number(m.code_bytes))]
        if self.math_functions:
            rows.append(("math library functions", ", ".join(self.math_functions)))
        return Summary(f"{self.name}: built", ("figure", "value"), tuple(rows), self.notes)


@dataclass(frozen=True)
class Prepared:
    """A variant after steps 1-3: what goes into the optimizer, and its content key."""

    text: str  # the kernel's IR, rewritten and math-lowered
    wrapper_text: str  # the entry points, rewritten
    lowered: mathlib.Lowered
    source: Source
    artifact: str = ""


# ---------------------------------------------------------------- steps 1-3


@dataclass(frozen=True)
class _ProfileKey:
    """A profile as an lru_cache key: equal when flags and restrictions are (dicts make Profile unhashable)."""

    key: str
    profile: Profile = field(compare=False, hash=False)

    @staticmethod
    def of(p: Profile) -> _ProfileKey:
        return _ProfileKey(json_digest({**p.summary(), "name": None, "description": None, "source": None}), p)


@functools.lru_cache(maxsize=128)
def _rewrite(text: str, pkey: _ProfileKey, sites: tuple[str, ...] | None, name: str) -> RewriteResult:
    """``apply_profile`` memoised per process: a kernel's rewrite is shared by the targets it is built for."""
    return apply_profile(text, pkey.profile, name=name, sites=None if sites is None else list(sites))


def rewrite_kernel(v: Variant) -> RewriteResult:
    """The variant's kernel IR rewritten with its profile (at its sites): step 2 for the kernel, memoised,
    so the sweep's rewrite stage and the build share one rewrite."""
    return _rewrite(drop_target_specifics(v.kernel.ir_for(v.precision)), _ProfileKey.of(v.profile), v.sites,
                    f"{v.kernel.spec.key}.{v.precision} (kernel)")


_TARGET_LINE = re.compile(r'^target (?:triple|datalayout) = "[^"]*"\n', re.M)
_TARGET_ATTR = re.compile(r'\s*"target-(?:cpu|features)"="[^"]*"')


def drop_target_specifics(text: str) -> str:
    """The kernel's IR without the triple, data layout and ``target-cpu``/``target-features`` attributes.

    They describe whatever produced the IR (clang for sm_86, say); the build sets the
    variant's own target, and a foreign ``target-cpu`` aborts LLVM's code generation.
    """
    return _TARGET_ATTR.sub("", _TARGET_LINE.sub("", text))


def _entry_source(v: Variant) -> EntrySource:
    # An emulation build runs on this CPU: host entry points in the GPU's shape (every stage over the grid the
    # GPU gets, a reduction with one partial per thread), optimized with the target's machine.
    if v.mode == "emulation":
        return functools.partial(host_source, gpu_units=v.target.units)
    return backend_for(v.target.kind).entry_source


# (spec, kernel text, precision, sizes) -> the entry points' Source: a backend's entry_source
EntrySource = Callable[[KernelSpec, str, str, Mapping[str, int]], Source]


def prepare(v: Variant, entry: EntrySource | None = None) -> Prepared | Failure:
    """Steps 1-3 (text in, text out); a Failure when the rewrite refuses.

    ``entry`` generates the entry points instead of the target's backend (same signature as
    ``Backend.entry_source``): how a benchmark builds an alternative entry shape beside the usual one.
    """
    spec = v.kernel.spec
    try:
        make = entry or _entry_source(v)
        source = make(spec, drop_target_specifics(v.kernel.ir_for(v.precision)), v.precision, v.sizes_map)
        kernel = rewrite_kernel(v).text  # the backend passes the kernel's text through unchanged
        # a per-site profile's table names the kernel's sites: the entry points get its plain flags
        wrapper = _rewrite(source.wrapper_text, _ProfileKey.of(v.profile.without_sites()), None,
                           f"{v.name} (entry points)").text
    except FpsemError as e:
        return Failure("rewrite", str(e))
    lowering = backend_for(v.target.kind).math
    lowered = mathlib.lower_math(kernel, lowering)
    prepared = Prepared(lowered.text, wrapper, lowered, source)
    return replace(prepared, artifact=artifact_key(v, prepared))


def artifact_key(v: Variant, p: Prepared) -> str:
    """Content hash of everything steps 4-7 read: the prepared IR, the machine, library, tools, versions."""
    ident = v.identity
    return json_digest({
        "mode": v.mode, "kernel_text": p.text, "wrapper_text": p.wrapper_text,
        "entries": [e.to_json() for e in p.source.entries], "exports": list(p.source.exports),
        "machine": asdict(v.target.machine), "kind": v.target.kind, "cpu": v.target.cpu,
        "ub_capable": v.profile.ub_capable, "library": ident["library"], "tools": ident["tools"],
        "llvm": llvm_version(), "fpsem": package_source_hash(),
    })


# ---------------------------------------------------------------- steps 4-7


# A TargetMachine carries settings that emission toggles (asm verbosity: fpsem.compiler.backends.base.
# verbose_assembly), so one machine must not serve two threads at once: a build beside another in the same
# process got the other's setting half way through (MI250X assembly without its block comments, found by
# tests/test_codegen_options.py under load).  Each thread keeps its own, made once per spec.
_THREAD_MACHINES = threading.local()


def _machine(spec: MachineSpec) -> llvm.TargetMachine:
    machines = getattr(_THREAD_MACHINES, "by_spec", None)
    if machines is None:
        machines = _THREAD_MACHINES.by_spec = {}
    tm = machines.get(spec)
    if tm is None:
        tm = machines[spec] = target_machine(spec)
    return tm


# Every construct the validator reports is spelled with one of these tokens (fpsem.ir.flags).
_UB_TOKENS = tuple(sorted(fm.POISON_FLAGS | {fm.FAST, "nofpclass("}
                          | {f'"{k}"="true"' for k, ub in fm.FP_FUNCTION_ATTRIBUTES.items() if ub}))


def may_carry_ub(text: str) -> bool:
    """False only when no UB-capable construct can be in ``text``: none of the tokens the validator's
    findings are made of occurs in it.  A cheap, sound pre-filter: when it says True, the validator
    (``fpsem.fastmath.validate.find_ub_module``) decides."""
    return any(tok in text for tok in _UB_TOKENS)


def _audit_message(findings: Sequence[Finding], profile: str) -> str:
    first = findings[0]
    more = f" (+{len(findings) - 1} more)" if len(findings) > 1 else ""
    return (f"optimized IR of safe profile {profile!r} carries a UB-capable construct: {first.kind} {first.detail} "
            f"in @{first.function}: {first.text[:160]}{more}")


def _base(v: Variant, source: Source | None = None, artifact: str = "") -> CompiledVariant:
    src = source
    return CompiledVariant(v.kernel.spec.key, v.precision, v.profile.name, v.target.name, v.target.kind, v.key,
                           v.profile.ub_capable, entries=src.entries if src else (), exports=src.exports if src else (),
                           artifact=artifact, mode=v.mode, identity=dict(v.identity))


def finish(v: Variant, prepared: Prepared) -> CompiledVariant:
    """Steps 4-7 on prepared IR, in this process (LLVM may abort it: see :func:`build_many`).

    The audit runs on the optimized IR whatever produced it; a UB-capable
    construct in a safe profile's variant fails it (stage ``audit``).
    """
    t0 = time.perf_counter()
    base = _base(v, prepared.source, prepared.artifact)

    def fail(stage: str, message: str, **kw) -> CompiledVariant:
        return replace(base, failure=Failure(stage, message), compile_seconds=time.perf_counter() - t0, **kw)

    tm = _machine(v.target.machine)
    try:
        text = prepared.text
        if v.target.kind == "amdgpu" and v.mode != "emulation":
            text = private_allocas(text)
        mod = parse_ir(text, f"{v.name} (kernel)")
        mod.link_in(parse_ir(prepared.wrapper_text, f"{v.name} (entry points)"))
    except (FpsemError, RuntimeError) as e:
        return fail("link", " ".join(str(e).split()))
    try:
        mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
        mathlib.link_library(mod, prepared.lowered, v.target.cpu, tm)
    except mathlib.LibraryMissing as e:
        return fail("environment", str(e))
    except FpsemError as e:
        return fail("math", str(e))
    keep = [e.name for e in prepared.source.entries] + list(prepared.source.exports)
    if v.mode == "emulation":
        # the stage functions stay visible as well, so the emulation can report per point what the
        # target's optimizer did (their inlined copies in the entry loops are what runs)
        keep += [v.kernel.spec.function_name(s) for s in v.kernel.spec.stages]
    mathlib.internalize(mod, keep)
    optimize(mod, tm)
    optimized = canonical_text(mod)
    findings = tuple(find_ub_module(mod)) if may_carry_ub(optimized) else ()
    math_fns = tuple(sorted(prepared.lowered.functions))
    if findings and not v.profile.ub_capable:
        return fail("audit", _audit_message(findings, v.profile.name), optimized_ir=optimized, ub_findings=findings,
                    math_functions=math_fns)
    if v.mode == "emulation":
        return replace(base, optimized_ir=optimized, ub_findings=findings, math_functions=math_fns,
                       compile_seconds=time.perf_counter() - t0)
    out = backend_for(v.target.kind).emit(tm, mod, v.target.cpu, v.target.machine.options, v.tools)
    if out.failure is not None:
        return fail(out.failure[0], out.failure[1], optimized_ir=optimized, asm=out.asm, ub_findings=findings,
                    math_functions=math_fns)
    return replace(base, optimized_ir=optimized, asm=out.asm, object=out.object, metrics=out.metrics,
                   ub_findings=findings, math_functions=math_fns, notes=out.notes, cacheable=out.cacheable,
                   compile_seconds=time.perf_counter() - t0)


def _from_artifact(v: Variant, art: CachedArtifact) -> CompiledVariant:
    return replace(_base(v), **art.output(), artifact=art.key, cached=True)


def build(v: Variant, cache: BuildCache | None = None) -> CompiledVariant:
    """Build one variant in this process, through the cache when given.

    Never raises for a problem of the variant itself: the result's ``failure``
    names the stage and LLVM's (or the audit's) message.  Call it in a worker
    process when an LLVM abort must not end the caller (:func:`build_many`).
    """
    t0 = time.perf_counter()
    notes: tuple[str, ...] = ()
    if cache is not None:
        art, note = cache.lookup(v.key)
        if art is not None:
            return _from_artifact(v, art)
        notes = (note,) if note else ()
    prepared = prepare(v)
    if isinstance(prepared, Failure):
        return replace(_base(v), failure=prepared, compile_seconds=time.perf_counter() - t0)
    if cache is None:
        return replace(finish(v, prepared), compile_seconds=time.perf_counter() - t0)
    art, note = cache.load_artifact(prepared.artifact)
    if art is None:
        # one process builds it; another one that needs the same artifact meanwhile (a sweep's other worker) waits
        with cache.building(prepared.artifact):
            art, again = cache.load_artifact(prepared.artifact)
            if art is None:
                notes += tuple(n for n in (note, again) if n)
                out = replace(finish(v, prepared), compile_seconds=time.perf_counter() - t0)
                if out.ok and out.cacheable:
                    cache.store(v.key, _artifact_of(out))  # before this build's notes, which are not the artifact's
                return replace(out, notes=out.notes + notes) if notes else out
    # another variant built the same IR for the same machine
    cache.link(v.key, art.key)
    return _from_artifact(v, art)


def _artifact_of(b: CompiledVariant) -> CachedArtifact:
    return CachedArtifact(key=b.artifact, kind=b.kind, **b.output())


def _build_task(args: tuple[Variant, BuildCache | None]) -> CompiledVariant:
    return build(*args)


def _label(v: Variant) -> str:
    return f"{v.kernel.spec.key}/{v.precision}/{v.profile.name}/{v.target.name}"


def build_many(variants: Sequence[Variant], cache: BuildCache | None = None, workers: int = 0,
               timeout: float | None = 300.0, isolate: bool = True,
               progress: Progress = SILENT) -> list[CompiledVariant]:
    """Build ``variants`` (cache hits read in this process, the rest in worker processes), in order.

    Variants with the same key are built once.  ``workers <= 0``: one per usable
    core.  A worker that dies (LLVM abort) gives a failed variant (stage ``crash``)
    with LLVM's message.  ``isolate=False`` builds in this process (for callers that
    are already an isolated worker, like a sweep's).
    """
    found: dict[str, CompiledVariant] = {}
    warning = None
    if cache is not None:
        cache, warning = cache.usable()
        if warning:
            logger.warning("%s", warning)
    todo: dict[str, Variant] = {}
    damaged: dict[str, str] = {}  # variant key -> the note of a damaged entry dropped here
    for v in variants:
        if v.key in found or v.key in todo:
            continue
        if cache is not None:
            art, note = cache.lookup(v.key)
            if art is not None:
                found[v.key] = _from_artifact(v, art)
                continue
            if note:
                damaged[v.key] = note
        todo[v.key] = v
    # Dispatch the targets of one (kernel, precision, profile) together: workers share the kernel's rewrite.
    keys = sorted(todo, key=lambda k: (todo[k].kernel.spec.key, todo[k].precision,
                                       _ProfileKey.of(todo[k].profile).key))
    with progress.task("compile", total=len(keys), unit="variant") as task:
        if isolate:
            outcomes = run_isolated(_build_task, [(todo[k], cache) for k in keys], jobs=workers, timeout=timeout,
                                    on_done=lambda i: task.advance(1, _label(todo[keys[i]])))
            for k, o in zip(keys, outcomes):
                found[k] = o.value if o.ok else replace(
                    _base(todo[k]), failure=Failure("crash" if o.crashed else "internal", o.error))
        else:
            for k in keys:
                found[k] = build(todo[k], cache)
                task.advance(1, _label(todo[k]))
    for k, note in damaged.items():
        found[k] = replace(found[k], notes=found[k].notes + (note,))
    # one result serves every variant with its key: name the profile and target each one asked for
    out = [replace(found[v.key], profile=v.profile.name, target=v.target.name) for v in variants]
    if warning:
        out = [replace(b, notes=b.notes + (warning,)) for b in out]
    return out
