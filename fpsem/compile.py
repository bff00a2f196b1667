"""Compile variants: one (kernel, precision, profile, target) through LLVM's real back ends.

Public API (everything returns dataclasses):

* :func:`compile_variant` / :func:`compile_many` — by kernel/profile/target names or objects;
* :func:`plan` + :func:`compile_jobs` — when the caller builds the :class:`Job` (e.g. other sizes);
* :class:`CompiledVariant` — ``.ptx`` / ``.asm`` / ``.object`` / ``.optimized_ir`` / ``.metrics`` /
  ``.ub_findings`` / ``.entries`` (how to launch) / ``.failure``.

The pipeline of one variant (:func:`compile_ir` = :func:`prepare` + :func:`finish`, in a worker process):

1. **rewrite** the kernel's IR and the target's generated entry points (``fpsem.wrappers``)
   with the profile (``fpsem.rewrite.apply_profile``) — the entry points' reduction
   accumulators are part of the kernel's arithmetic, so they carry the profile's flags too
   (``contract`` then fuses DOT's ``acc + a*b``, as nvcc does);
2. **lower math** intrinsics the back end cannot lower faithfully to the vendor library
   (``fpsem.mathlib``);
3. **link** kernel, entry points and library; internalize all but the entry points;
4. **optimize**: the O3 pipeline with the target machine (its cost models decide);
5. **audit** the optimized IR (``fpsem.validate``): a UB-capable construct in a safe
   profile's variant is a hard failure naming it; UB-capable profiles (``fast``) are
   marked so in every output;
6. **generate code**: PTX (and, with ptxas, a cubin with register counts) for NVPTX;
   AMDGCN assembly and a relocatable object for AMDGPU; native assembly and an object
   for the host; then the static metrics (``fpsem.metrics``).

Each variant is compiled in a worker process (``fpsem.isolate``): an LLVM
abort becomes a failed variant with LLVM's message.  Results are cached on
disk by a content hash of everything that determines them (IR texts, profile,
machine, math library, ptxas, LLVM and fpsem versions, the pipeline's own
source), so a repeated compile is a cache hit that reads files and runs no LLVM.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import tempfile
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

import llvmlite.binding as llvm

from . import __version__
from . import flags as fm
from . import mathlib
from .errors import FpsemError
from .isolate import run_isolated
from .llvm import MachineSpec, canonical_text, codegen_options, llvm_version, optimize, parse_ir, target_machine
from .metrics import Metrics, find_ptxas, machine_metrics, run_ptxas
from .profiles import Profile
from .rewrite import apply_profile
from .targets import Target
from .validate import Finding, find_ub_module

if TYPE_CHECKING:
    from .kernels.registry import Kernel

# Source files whose code decides a compiled artifact: part of the cache key.
_PIPELINE_MODULES = ("compile.py", "mathlib.py", "metrics.py", "rewrite.py", "audit.py", "irtext.py",
                     "validate.py", "llvm.py", "wrappers")


@dataclass(frozen=True)
class EntryParam:
    """One parameter of a generated entry point (what a launcher passes)."""

    name: str
    kind: str  # array | real | i64 | partials
    ir_type: str  # e.g. "ptr addrspace(1)", "double", "i64"


@dataclass(frozen=True)
class EntryPoint:
    """A generated kernel entry point and how to launch it."""

    name: str  # symbol, e.g. fir_main_entry
    stage: str
    params: tuple[EntryParam, ...]
    reduce: bool = False  # has a trailing partials parameter: one partial per thread
    constants: tuple[tuple[str, str], ...] = ()  # (spec argument, module global) the launcher fills


@dataclass(frozen=True)
class Source:
    """What to compile: kernel IR, the target's entry-point IR, and the symbols that stay visible."""

    kernel_text: str
    wrapper_text: str
    entries: tuple[EntryPoint, ...]
    exports: tuple[str, ...] = ()  # module globals the launcher writes (NVIDIA constant memory)


@dataclass(frozen=True)
class Failure:
    """Why a variant has no machine code."""

    stage: str  # rewrite | link | math | audit | ptxas | environment | crash | internal
    message: str


@dataclass(frozen=True)
class Job:
    """Everything a worker needs to compile one variant (picklable, self-contained)."""

    kernel: str
    precision: str
    profile: Profile
    target: Target
    source: Source
    ptxas: str | None  # path, for NVPTX register counts and cubins
    key: str


@dataclass(frozen=True)
class CompiledVariant:
    """One compiled variant: its optimized IR, machine code, metrics and audit findings, or its failure."""

    kernel: str
    precision: str
    profile: str
    target: str
    kind: str  # nvptx | amdgpu | host
    key: str  # content hash: the cache key
    ub_capable: bool  # the profile can create poison (nnan/ninf/fast): marked in every output
    entries: tuple[EntryPoint, ...] = ()
    exports: tuple[str, ...] = ()
    optimized_ir: str = ""
    asm: str = ""  # PTX for NVPTX, AMDGCN or x86-64 assembly otherwise
    object: bytes | None = None  # cubin (NVPTX, with ptxas), relocatable ELF (AMDGPU, host)
    metrics: Metrics | None = None
    ub_findings: tuple[Finding, ...] = ()
    math_functions: tuple[str, ...] = ()  # vendor library functions linked
    notes: tuple[str, ...] = ()
    failure: Failure | None = None
    cached: bool = False
    compile_seconds: float = 0.0  # informative only

    @property
    def ok(self) -> bool:
        return self.failure is None

    @property
    def ptx(self) -> str | None:
        return self.asm if self.kind == "nvptx" and self.asm else None

    @property
    def name(self) -> str:
        return f"{self.kernel}.{self.precision}.{self.profile}.{self.target}"


# ---------------------------------------------------------------- the pipeline of one variant


@functools.lru_cache(maxsize=16)
def _machine(spec: MachineSpec) -> llvm.TargetMachine:
    return target_machine(spec)


@dataclass(frozen=True)
class _ProfileKey:
    """A profile as a cache key: equal when the flags and restrictions are (dicts make Profile unhashable)."""

    key: str
    profile: Profile = field(compare=False, hash=False)

    @staticmethod
    def of(p: Profile) -> "_ProfileKey":
        return _ProfileKey(json.dumps({**p.summary(), "source": None}, sort_keys=True), p)


@functools.lru_cache(maxsize=64)
def _rewrite(text: str, pkey: _ProfileKey, name: str) -> str:
    """``apply_profile`` memoised per worker: the kernel's rewrite is shared by the targets it is compiled for."""
    return apply_profile(text, pkey.profile, name=name).text


# Every construct the validator reports is spelled with one of these tokens (fpsem.flags).
_UB_TOKENS = tuple(sorted(fm.POISON_FLAGS | {fm.FAST, "nofpclass("}
                          | {f'"{k}"="true"' for k, ub in fm.FP_FUNCTION_ATTRIBUTES.items() if ub}))


def may_carry_ub(text: str) -> bool:
    """False only when no UB-capable construct can be in ``text``: none of the tokens the validator's
    findings are made of occurs in it.  A cheap, sound pre-filter: when it says True, the validator
    (``fpsem.validate.find_ub_module``) decides."""
    return any(tok in text for tok in _UB_TOKENS)


def _audit_message(findings: Sequence[Finding], profile: str) -> str:
    first = findings[0]
    more = f" (+{len(findings) - 1} more)" if len(findings) > 1 else ""
    return (f"optimized IR of safe profile {profile!r} carries a UB-capable construct: {first.kind} {first.detail} "
            f"in @{first.function}: {first.text[:160]}{more}")


@dataclass(frozen=True)
class Prepared:
    """A variant after rewriting and math lowering: the two modules that go into the optimizer."""

    text: str  # the kernel's IR, rewritten and math-lowered
    wrapper_text: str  # the entry points, rewritten (their reduction accumulators carry the profile's flags)
    lowered: mathlib.Lowered


def _base(job: Job) -> CompiledVariant:
    return CompiledVariant(job.kernel, job.precision, job.profile.name, job.target.name, job.target.kind, job.key,
                           job.profile.ub_capable, job.source.entries, job.source.exports)


def prepare(job: Job) -> Prepared | Failure:
    """Steps 2-3: apply the profile to kernel and entry points, redirect math intrinsics (text in, text out).

    The kernel and its entry points are rewritten as separate modules (the
    kernel's rewrite is then shared by every target); the rewrite acts per
    instruction and per function, so this equals rewriting the linked module.
    """
    pkey = _ProfileKey.of(job.profile)
    try:
        kernel = _rewrite(job.source.kernel_text, pkey, f"{job.kernel}.{job.precision} (kernel)")
        wrapper = _rewrite(job.source.wrapper_text, pkey, f"{_base(job).name} (entry points)")
    except FpsemError as e:
        return Failure("rewrite", str(e))
    lowered = mathlib.lower_math(kernel, job.target.kind)
    return Prepared(lowered.text, wrapper, lowered)


def finish(job: Job, prepared: Prepared) -> CompiledVariant:
    """Steps 1 and 3-6 on prepared IR: link kernel, entry points and math library, internalize, O3, audit,
    generate code, measure.

    The audit runs on the optimized IR whatever produced it; a UB-capable
    construct in a safe profile's variant fails it (stage ``audit``).
    """
    t0 = time.perf_counter()
    tgt, prof, src = job.target, job.profile, job.source
    base = _base(job)

    def fail(stage: str, message: str, **kw) -> CompiledVariant:
        return replace(base, failure=Failure(stage, message), compile_seconds=time.perf_counter() - t0, **kw)

    tm = _machine(tgt.machine)
    try:
        mod = parse_ir(prepared.text, f"{base.name} (kernel)")
        mod.link_in(parse_ir(prepared.wrapper_text, f"{base.name} (entry points)"))
    except (FpsemError, RuntimeError) as e:
        return fail("link", " ".join(str(e).split()))
    try:
        mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
        mathlib.link_library(mod, prepared.lowered, tgt.cpu, tm)
    except mathlib.LibraryMissing as e:
        return fail("environment", str(e))
    except FpsemError as e:
        return fail("math", str(e))
    mathlib.internalize(mod, [e.name for e in src.entries] + list(src.exports))
    optimize(mod, tm)
    optimized = canonical_text(mod)
    findings = tuple(find_ub_module(mod)) if may_carry_ub(optimized) else ()
    math_fns = tuple(sorted(prepared.lowered.functions))
    if findings and not prof.ub_capable:
        return fail("audit", _audit_message(findings, prof.name), optimized_ir=optimized, ub_findings=findings,
                    math_functions=math_fns)
    # Code generation changes the module it runs on (AMDGPU's structurizer), so each output gets a copy.
    with codegen_options(tgt.machine.options):
        asm = tm.emit_assembly(mod.clone())
    notes: list[str] = []
    obj: bytes | None = None
    resources = None
    if tgt.kind == "nvptx":
        if job.ptxas:
            res = run_ptxas(asm, tgt.cpu, Path(job.ptxas))
            if res.unavailable:  # the tool is broken, the variant is not: go on without ptxas's metrics
                notes.append(f"{res.error}; no cubin, code size or register counts (metrics unavailable)")
            elif res.error:
                return fail("ptxas", res.error, optimized_ir=optimized, asm=asm, ub_findings=findings,
                            math_functions=math_fns)
            else:
                obj, resources = res.cubin, res.resources
        else:
            notes.append("ptxas not found: no cubin, code size or register counts (install the CUDA toolkit or "
                         "`pip install nvidia-cuda-nvcc`, or set FPSEM_PTXAS)")
    else:
        with codegen_options(tgt.machine.options):
            obj = tm.emit_object(mod)
    metrics = machine_metrics(tgt.kind, asm, obj, resources, notes=tuple(notes))  # the metrics say what they lack
    return replace(base, optimized_ir=optimized, asm=asm, object=obj, metrics=metrics, ub_findings=findings,
                   math_functions=math_fns, notes=tuple(notes), compile_seconds=time.perf_counter() - t0)


def compile_ir(job: Job) -> CompiledVariant:
    """Run the whole pipeline for ``job`` in this process (call it in a worker: LLVM may abort).

    Never raises for a problem of the variant itself: the result's ``failure``
    names the stage and LLVM's (or the audit's) message.
    """
    t0 = time.perf_counter()
    prepared = prepare(job)
    if isinstance(prepared, Failure):
        return replace(_base(job), failure=prepared, compile_seconds=time.perf_counter() - t0)
    out = finish(job, prepared)
    return replace(out, compile_seconds=time.perf_counter() - t0)


# ---------------------------------------------------------------- cache keys


@functools.lru_cache(maxsize=1)
def pipeline_fingerprint() -> str:
    """Hash of the source of the modules that decide compiled artifacts (so code changes invalidate the cache)."""
    here = Path(__file__).resolve().parent
    h = hashlib.sha256()
    for name in _PIPELINE_MODULES:
        p = here / name
        files = sorted(p.rglob("*.py")) if p.is_dir() else [p]
        for f in files:
            if f.is_file():
                h.update(f.name.encode())
                h.update(f.read_bytes())
    return h.hexdigest()[:16]


@functools.lru_cache(maxsize=8)
def _tool_fingerprint(path: str | None) -> str:
    if not path:
        return ""
    st = Path(path).stat()
    return f"{path}:{st.st_size}:{st.st_mtime_ns}"


def cache_key(kernel: str, precision: str, profile: Profile, target: Target, source: Source,
              ptxas: str | None) -> str:
    """Content hash of everything that decides a variant's artifacts.

    The target enters through its machine (triple, CPU, features, ...), not its
    name: ``h100`` and ``h200`` (both sm_90) share their cache entries.
    """
    doc = {
        "kernel": kernel, "precision": precision,
        "kernel_text": source.kernel_text, "wrapper_text": source.wrapper_text,
        "entries": [asdict(e) for e in source.entries], "exports": list(source.exports),
        "profile": {k: v for k, v in profile.summary().items() if k not in ("name", "description", "source")},
        "profile_name": profile.name,
        "machine": asdict(target.machine), "kind": target.kind,
        "math": mathlib.library_fingerprint(target.kind, target.cpu),
        "ptxas": _tool_fingerprint(ptxas) if target.kind == "nvptx" else "",
        "llvm": llvm_version(), "fpsem": __version__, "pipeline": pipeline_fingerprint(),
    }
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


# ---------------------------------------------------------------- the disk cache

_ASM_FILE = {"nvptx": "code.ptx", "amdgpu": "code.s", "host": "code.s"}
_OBJ_FILE = {"nvptx": "code.cubin", "amdgpu": "code.o", "host": "code.o"}


@dataclass(frozen=True)
class Cache:
    """Compiled variants on disk, one directory per cache key."""

    root: Path

    def path(self, key: str) -> Path:
        return self.root / key[:2] / key

    def load(self, key: str) -> CompiledVariant | None:
        """The cached variant for ``key``, or None (also for an unreadable entry, which is then ignored)."""
        d = self.path(key)
        try:
            meta = json.loads((d / "meta.json").read_text())
            if meta.get("key") != key:
                return None
            kind = meta["kind"]
            obj_path = d / _OBJ_FILE[kind]
            return CompiledVariant(
                kernel=meta["kernel"], precision=meta["precision"], profile=meta["profile"], target=meta["target"],
                kind=kind, key=key, ub_capable=meta["ub_capable"],
                entries=tuple(_entry_from_json(e) for e in meta["entries"]), exports=tuple(meta["exports"]),
                optimized_ir=(d / "optimized.ll").read_text(), asm=(d / _ASM_FILE[kind]).read_text(),
                object=obj_path.read_bytes() if obj_path.exists() else None,
                metrics=Metrics.from_json(meta["metrics"]) if meta.get("metrics") else None,
                ub_findings=tuple(Finding(**f) for f in meta["ub_findings"]),
                math_functions=tuple(meta["math_functions"]), notes=tuple(meta["notes"]),
                failure=None, cached=True, compile_seconds=0.0,
            )
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def store(self, v: CompiledVariant) -> None:
        """Write a successful variant atomically (a temporary directory renamed into place)."""
        if not v.ok:
            return
        final = self.path(v.key)
        if final.exists():
            return
        final.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=final.parent))
        try:
            (tmp / "optimized.ll").write_text(v.optimized_ir)
            (tmp / _ASM_FILE[v.kind]).write_text(v.asm)
            if v.object is not None:
                (tmp / _OBJ_FILE[v.kind]).write_bytes(v.object)
            meta = {
                "key": v.key, "kernel": v.kernel, "precision": v.precision, "profile": v.profile,
                "target": v.target, "kind": v.kind, "ub_capable": v.ub_capable,
                "entries": [asdict(e) for e in v.entries], "exports": list(v.exports),
                "metrics": v.metrics.to_json() if v.metrics else None,
                "ub_findings": [asdict(f) for f in v.ub_findings],
                "math_functions": list(v.math_functions), "notes": list(v.notes),
            }
            (tmp / "meta.json").write_text(json.dumps(meta))
            try:
                os.rename(tmp, final)
            except OSError:  # another process stored the same key first: theirs is identical
                shutil.rmtree(tmp, ignore_errors=True)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise


def _entry_from_json(d: dict) -> EntryPoint:
    return EntryPoint(d["name"], d["stage"], tuple(EntryParam(**p) for p in d["params"]), d["reduce"],
                      tuple(tuple(c) for c in d["constants"]))


def default_cache() -> Cache:
    from .paths import cache_dir

    return Cache(cache_dir() / "compile")


# ---------------------------------------------------------------- many variants


def _compile_and_store(args: tuple[Job, Cache | None]) -> CompiledVariant:
    job, cache = args
    v = compile_ir(job)
    # A cubin-less NVPTX variant with a ptxas in the job means ptxas could not run: not cached, so that a
    # repaired ptxas (same file, say a missing shared library installed) gives the full metrics next time.
    ptxas_failed = job.ptxas is not None and v.kind == "nvptx" and v.object is None
    if cache is not None and not ptxas_failed:
        cache.store(v)
    return v


def compile_jobs(jobs: Sequence[Job], cache: Cache | None = None, workers: int = 0,
                 timeout: float | None = 300.0) -> list[CompiledVariant]:
    """Compile ``jobs`` (cache hits read from disk, misses in worker processes), in order.

    Jobs with the same key (``h100`` and ``h200``: one sm_90 machine) are
    compiled once.  ``workers <= 0``: one per usable core.  A worker that dies
    (LLVM abort) yields a failed variant (stage ``crash``) with LLVM's message.
    """
    found: dict[str, CompiledVariant] = {}
    for j in jobs:
        if cache and j.key not in found:
            hit = cache.load(j.key)
            if hit:
                found[j.key] = hit
    todo: dict[str, Job] = {}
    for j in jobs:
        if j.key not in found:
            todo.setdefault(j.key, j)
    # Dispatch the targets of one (kernel, precision, profile) together: workers share the kernel's rewrite.
    keys = sorted(todo, key=lambda k: (todo[k].kernel, todo[k].precision, _ProfileKey.of(todo[k].profile).key))
    outcomes = run_isolated(_compile_and_store, [(todo[k], cache) for k in keys], jobs=workers, timeout=timeout)
    for k, o in zip(keys, outcomes):
        j = todo[k]
        found[k] = o.value if o.ok else CompiledVariant(
            j.kernel, j.precision, j.profile.name, j.target.name, j.target.kind, j.key, j.profile.ub_capable,
            j.source.entries, j.source.exports, failure=Failure("crash" if o.crashed else "internal", o.error))
    # one result serves every job with its key: name the target each job asked for
    return [replace(found[j.key], target=j.target.name) for j in jobs]


# ---------------------------------------------------------------- planning variants from the kernel suite


def source_for(kernel: "Kernel", precision: str, target: Target, sizes: dict[str, int]) -> Source:
    """The kernel's IR in ``precision`` with ``target``'s generated entry points at ``sizes``."""
    from .wrappers import amdgpu, host, nvptx

    make = {"nvptx": nvptx.nvptx_source, "amdgpu": amdgpu.amdgpu_source, "host": host.host_source}[target.kind]
    return make(kernel.spec, kernel.ir_for(precision), precision, sizes)


def plan(kernel: "Kernel", precision: str, profile: Profile, target: Target, size: str = "default",
         ptxas: str | None = None) -> Job:
    """The compile job of one variant (sizes are baked into the entry points, so ``size`` is part of it)."""
    from .kernels.spec import resolve_sizes

    sizes = resolve_sizes(kernel.spec, size)
    src = source_for(kernel, precision, target, sizes)
    tool = ptxas if target.kind == "nvptx" else None
    return Job(kernel.spec.key, precision, profile, target, src, tool,
               cache_key(kernel.spec.key, precision, profile, target, src, tool))


def _ptxas_path() -> str | None:
    p = find_ptxas()
    return str(p) if p else None


def compile_many(kernels: Iterable["Kernel | str"], precisions: Iterable[str], profiles: Iterable["Profile | str"],
                 targets: Iterable["Target | str"], *, size: str = "default", cache: Cache | None | bool = True,
                 workers: int = 0, use_ptxas: bool = True) -> list[CompiledVariant]:
    """Every combination, in order kernel > precision > target > profile; names or loaded objects accepted.

    A precision a kernel does not have is skipped.  ``cache=True`` uses the
    default cache (``$FPSEM_CACHE`` or ``.fpsem-cache/``), ``False``/``None`` none.
    Bad names raise (UsageError); a variant that fails to compile comes back
    with ``failure`` set.
    """
    from .kernels.registry import load_kernel
    from .profiles import resolve_profile
    from .targets import load_targets, resolve_target

    ks = [load_kernel(k) if isinstance(k, str) else k for k in kernels]
    ps = [resolve_profile(p) if isinstance(p, str) else p for p in profiles]
    reg = None
    ts = []
    for t in targets:
        if isinstance(t, str):
            reg = reg or load_targets()
            t = resolve_target(t, reg)
        ts.append(t)
    store = default_cache() if cache is True else (cache or None)
    ptxas = _ptxas_path() if use_ptxas else None
    jobs = [plan(k, prec, p, t, size, ptxas)
            for k in ks for prec in precisions if prec in k.spec.precisions for t in ts for p in ps]
    return compile_jobs(jobs, store, workers)


def compile_variant(kernel: "Kernel | str", precision: str, profile: "Profile | str", target: "Target | str", *,
                    size: str = "default", cache: Cache | None | bool = True,
                    use_ptxas: bool = True) -> CompiledVariant:
    """One variant, compiled in a worker process (or read from the cache); see :func:`compile_many`."""
    out = compile_many([kernel], [precision], [profile], [target], size=size, cache=cache, workers=1,
                       use_ptxas=use_ptxas)
    if not out:
        from .errors import UsageError

        name = kernel if isinstance(kernel, str) else kernel.spec.key
        raise UsageError(f"kernel {name} has no {precision} version")
    return out[0]
