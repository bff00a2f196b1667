"""Traces of built variants for the performance model: taken by the tracer, cached by content.

:func:`variant_traces` runs the tracer (``fpsem.ir.trace``) on a built variant's optimized IR
-- the module that entered the back end -- for each entry point, at the launch geometry the
runner uses on the target (block size, grid, warp or wavefront width), and turns its output
into :class:`fpsem.speed.execution.StageTrace` records.  The result is cached on disk by the
content of everything it depends on (the optimized IR as the tracer reads it, the entry points,
the sizes, the geometry, the tracer's source), like builds (``fpsem.compiler.cache``): a second
``compile --model`` of the same suite reads its traces instead of interpreting again, and the
profiles whose optimized IR differs only in flags the tracer ignores (``fpsem.ir.trace_identity``:
``nsz``, ``arcp``, ``contract``, ``afn``) share one trace -- in the default sweep about 3 traces
serve a kernel's 10 profiles on one target.  Each trace comes back with its content key
(``StageTrace.key``), so what the model computes from it (its memory summary) is shared too.
Targets that run one IR on one grid (the A2000 and the H100) are traced together by
:func:`trace_together`, each target's sample cut out of one lock-step trace of their union, and
:func:`prefetch` prepares a whole suite's traces and predictions in worker processes.  The stored
form keeps each memory instruction's addresses as patterns (``fpsem.speed.address_patterns``).

:func:`predict_variant` and :func:`explain_variant` are the model's entry points for a built
variant (what ``fpsem compile --model``, ``fpsem explain``, the sweep and the API call).
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from fpsem.compiler.build import CompiledVariant
from fpsem.compiler.targets import Target
from fpsem.core.identity import file_hash, json_digest, package_source_hash
from fpsem.core.memo import exclusive
from fpsem.core.paths import cache_dir, write_atomically
from fpsem.ir.trace_identity import trace_text
from fpsem.kernels.spec import KernelSpec
from fpsem.speed.address_patterns import QUANTUM, Patterns
from fpsem.speed.dynamic_model import TracedStage, predict_traced
from fpsem.speed.execution import Accesses, CountsUnavailable, MemoryOp, StageTrace
from fpsem.speed.explain import Explanation, explain
from fpsem.speed.model import DEFAULT_BLOCK, ModelUnavailable, Prediction, launch_threads, machine, resident_blocks, workload

TRACE_FORMAT = 5  # 5: each instruction's addresses as patterns (fpsem.speed.address_patterns), not rows of deltas
MEMORY_KEY_FORMAT = 3  # 3: over the address patterns (SHA-256: twice BLAKE2b's speed here, with the SHA instructions)


# ----------------------------------------------------------------------------- the stored form (the cache's)


_NARROW = (np.int8, np.int16, np.int32, np.int64)


def _narrow(a: np.ndarray) -> np.ndarray:
    """An integer array in the narrowest signed type that holds its values (they compress in a fraction of the
    time: zlib reads a quarter or an eighth of the bytes)."""
    if not a.size:
        return a.astype(np.int8)
    lo, hi = int(a.min()), int(a.max())
    t = next(t for t in _NARROW if np.iinfo(t).min <= lo and hi <= np.iinfo(t).max)
    return a.astype(t, copy=False)


def _pattern_arrays(p: Patterns) -> dict[str, np.ndarray]:
    """The stored arrays of an instruction's patterns: the rows, each instance's pattern, and its shift in quanta
    as differences from the previous instance's (a loop's trips and a grid's warps move by steps)."""
    q = p.shift // QUANTUM
    return {"rows": _narrow(p.rows), "of": _narrow(p.of), "shift": _narrow(np.diff(q, prepend=np.int64(0)))}


def _patterns_from(rows: np.ndarray, of: np.ndarray, shift: np.ndarray) -> Patterns:
    """The patterns :func:`_pattern_arrays` stored."""
    return Patterns(rows.astype(np.int64, copy=False), of.astype(np.int64, copy=False),
                    np.cumsum(shift, dtype=np.int64) * QUANTUM)


_PARTS = ("warps", "seqs", "rows", "of", "shift")


def pack(traces: Sequence[StageTrace]) -> dict[str, np.ndarray]:
    """Stage traces as named arrays: one JSON document for everything but the addresses, five arrays per memory
    instruction (warps, positions, and the addresses as patterns: :func:`unpack` reads them back)."""
    arrays: dict[str, np.ndarray] = {}
    stages = []
    for i, t in enumerate(traces):
        mem = []
        for j, m in enumerate(t.memory):
            mem.append({"op": m.op, "block": m.block, "kind": m.kind, "size": m.size, "buffer": m.buffer})
            arrays[f"{i}.{j}.warps"] = _narrow(m.instances.warps)
            arrays[f"{i}.{j}.seqs"] = _narrow(m.instances.seqs)
            for name, a in _pattern_arrays(m.instances.patterns).items():
                arrays[f"{i}.{j}.{name}"] = a
        stages.append({"entry": t.entry, "threads": t.threads, "warp_size": t.warp_size,
                       "warps_sampled": list(t.warps_sampled), "block_warps": dict(t.block_warps),
                       "block_lanes": dict(t.block_lanes), "trips": dict(t.trips), "memory": mem,
                       "buffers": {k: list(v) for k, v in t.buffers.items()}, "complete": t.complete,
                       "reason": t.reason, "block": t.block, "memory_key": t.memory_key})
    arrays["meta"] = np.frombuffer(json.dumps({"format": TRACE_FORMAT, "stages": stages}).encode(), np.uint8)
    return arrays


def _accesses(parts: Sequence[np.ndarray]) -> Accesses:
    """An instruction's instances from its five stored arrays."""
    warps, seqs, rows, of, shift = parts
    p = _patterns_from(rows, of, shift)
    a = Accesses(warps.astype(np.int64, copy=False), seqs.astype(np.int64, copy=False), p.addresses())
    a.__dict__["patterns"] = p  # what the cached property would work out again
    return a


class _StoredAccesses(Accesses):
    """A stored trace's instances of one memory instruction, read from the archive when first used: a
    prediction whose memory summaries are cached (a warm ``compile --model``) never decompresses them."""

    _archive: bytes
    _prefix: str
    _got: Accesses | None

    def __init__(self, archive: bytes, prefix: str) -> None:  # noqa: D107 -- not the dataclass' fields
        object.__setattr__(self, "_archive", archive)
        object.__setattr__(self, "_prefix", prefix)
        object.__setattr__(self, "_got", None)

    def _read(self) -> Accesses:
        got = self._got
        if got is None:
            with zipfile.ZipFile(io.BytesIO(self._archive)) as z:
                got = _accesses([_read_member(z, f"{self._prefix}.{n}") for n in _PARTS])
            object.__setattr__(self, "_got", got)
        return got

    @property
    def warps(self) -> np.ndarray:
        return self._read().warps

    @property
    def seqs(self) -> np.ndarray:
        return self._read().seqs

    @property
    def addresses(self) -> np.ndarray:
        return self._read().addresses

    @property
    def patterns(self) -> Patterns:
        return self._read().patterns

    def __reduce__(self):
        return _accesses_of, (self._read(),)


def _accesses_of(a: Accesses) -> Accesses:
    return a


def _read_member(z: zipfile.ZipFile, name: str) -> np.ndarray:
    with z.open(f"{name}.npy") as f:
        return np.lib.format.read_array(f, allow_pickle=False)


def unpack(arrays: Mapping[str, np.ndarray], archive: bytes | None = None) -> list[StageTrace]:
    """The stage traces :func:`pack` stored (KeyError/ValueError for another format or a damaged entry); with
    ``archive`` (the stored file's bytes, ``arrays`` then holding at least ``meta``), the address arrays are
    read from it when first used."""
    doc = json.loads(bytes(arrays["meta"]).decode())
    if doc.get("format") != TRACE_FORMAT:
        raise ValueError(f"trace format {doc.get('format')!r}")
    out = []
    for i, d in enumerate(doc["stages"]):
        mem = tuple(MemoryOp(m["op"], m["block"], m["kind"], int(m["size"]), m["buffer"],
                             _accesses([arrays[f"{i}.{j}.{n}"] for n in _PARTS])
                             if archive is None else _StoredAccesses(archive, f"{i}.{j}"))
                    for j, m in enumerate(d["memory"]))
        out.append(StageTrace(d["entry"], int(d["threads"]), int(d["warp_size"]), tuple(d["warps_sampled"]),
                              dict(d["block_warps"]), dict(d["block_lanes"]), dict(d["trips"]), mem,
                              {k: (int(v[0]), int(v[1])) for k, v in d["buffers"].items()}, bool(d["complete"]),
                              str(d["reason"]), int(d["block"]), memory_key=str(d.get("memory_key", ""))))
    return out


def memory_key(t: StageTrace) -> str:
    """A digest of everything the memory analysis (``fpsem.speed.memtrace``) reads of a stage trace: the launch's
    shape, the sample, the buffers, each memory instruction (name, block, kind, size, buffer, its block's
    executions) and its instances' arrays.  Equal keys, equal memory summaries."""
    h = hashlib.sha256()
    h.update(json.dumps([MEMORY_KEY_FORMAT, t.threads, t.warp_size, t.block, list(t.warps_sampled),
                         sorted((k, list(v)) for k, v in t.buffers.items()),
                         [(m.op, m.block, m.kind, m.size, m.buffer, t.block_warps.get(m.block)) for m in t.memory]]
                        ).encode())
    for m in t.memory:
        p = m.instances.patterns  # the addresses, exactly and compactly
        for a in (m.instances.warps, m.instances.seqs, p.rows, p.of, p.shift):
            a = np.ascontiguousarray(a)
            h.update(f"{a.dtype.str}{a.shape}".encode())
            h.update(a.data)
    return h.hexdigest()[:40]


def same_traces(a: Sequence[StageTrace], b: Sequence[StageTrace]) -> bool:
    """Equal stage traces, the address arrays compared by value."""
    def plain(t: StageTrace) -> tuple:
        return (t.entry, t.threads, t.warp_size, tuple(t.warps_sampled), dict(t.block_warps), dict(t.block_lanes),
                dict(t.trips), dict(t.buffers), t.complete, t.reason, t.block, len(t.memory))
    return len(a) == len(b) and all(plain(x) == plain(y) and all(m.same(n) for m, n in zip(x.memory, y.memory))
                                    for x, y in zip(a, b))


# ----------------------------------------------------------------------------- the cache


def trace_cache_dir(root: Path | None = None) -> Path:
    return (root or cache_dir()) / "traces"


def _load(path: Path) -> list[StageTrace] | None:
    """The stored traces; only their description is read here, the address arrays when first used (every one
    of them is checked to be there)."""
    try:
        data = path.read_bytes()
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            names = set(z.namelist())
            meta = _read_member(z, "meta")
        doc = json.loads(bytes(meta).decode())
        wanted = {f"{i}.{j}.{n}.npy" for i, d in enumerate(doc.get("stages", ())) for j in range(len(d["memory"]))
                  for n in _PARTS}
        if not wanted <= names:
            return None
        return unpack({"meta": meta}, archive=data)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, zipfile.BadZipFile):
        return None  # a damaged entry is a miss: traced again and rewritten


def _savez_fast(f: Any, arrays: Mapping[str, np.ndarray]) -> None:
    """``np.savez_compressed`` at zlib level 1 (what ``np.load`` reads): the default level spent more time
    compressing addresses than the model spends reading them, for a file not much smaller."""
    with zipfile.ZipFile(f, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
        for name, a in arrays.items():
            with z.open(f"{name}.npy", "w", force_zip64=True) as out:
                np.lib.format.write_array(out, np.asanyarray(a), allow_pickle=False)


def _store(path: Path, traces: Sequence[StageTrace]) -> None:
    # no cache where it cannot be written: the trace is only not kept
    write_atomically(path, lambda f: _savez_fast(f, pack(traces)), suffix=".npz")


# ----------------------------------------------------------------------------- tracing a variant


def launch_plan(variant: CompiledVariant, spec: KernelSpec, target: Target, sizes: Mapping[str, int]
                ) -> list[dict[str, Any]]:
    """Per entry point (launch order): its name, points, launched threads, block and warp width on ``target``."""
    from fpsem.compiler.entry.common import entry_name, point_count, resolved_space

    m = machine(target)
    plan = []
    reduce_names = {entry_name(spec, s) for s in spec.stages if s.reduce is not None}
    # an entry whose point order pads rows to warps needs more threads than points (EntryPoint.threads)
    padded = {e.name: int(getattr(e, "threads", 0)) for e in variant.entries}
    for s in spec.stages:
        name = entry_name(spec, s)
        points = point_count(resolved_space(spec, s, dict(sizes)))
        threads = launch_threads(m, padded.get(name) or points, DEFAULT_BLOCK, name in reduce_names)
        res = variant.metrics.resources.get(name) if variant.metrics else None
        # blocks one unit holds at once: the sample traces them all (they share the unit's L1)
        resident = resident_blocks(m, DEFAULT_BLOCK, res.registers if res else None)
        plan.append({"entry": name, "points": points, "threads": threads, "block": DEFAULT_BLOCK,
                     "warp_size": int(m.warp_size), "reduce": name in reduce_names, "units": int(m.units),
                     "resident": resident})
    return plan


def tracer_source_hash() -> str:
    """What a trace depends on in fpsem itself: the tracer (``fpsem/ir``), the inputs and this adapter's code
    (not the model's equations: changing those re-uses the traces)."""
    import fpsem.ir
    import fpsem.kernels
    import fpsem.speed.execution
    import fpsem.speed.trace_adapter

    return json_digest([package_source_hash(str(Path(fpsem.ir.__file__).parent)),
                        package_source_hash(str(Path(fpsem.kernels.__file__).parent)),
                        file_hash(fpsem.speed.trace_adapter.__file__), file_hash(fpsem.speed.execution.__file__)])


def trace_key(variant: CompiledVariant, plan: Sequence[Mapping], sizes: Mapping[str, int]) -> str:
    from fpsem.speed.trace_adapter import trace_budget

    # the module as the tracer reads it: profiles whose optimized IR differs only in flags it ignores share a trace
    return json_digest({"format": TRACE_FORMAT, "ir": trace_text(variant.optimized_ir), "plan": list(plan),
                        "sizes": dict(sorted(sizes.items())), "entries": [e.name for e in variant.entries],
                        "tracer": tracer_source_hash(), "budget": trace_budget()})


def run_tracer(variant: CompiledVariant, spec: KernelSpec, sizes: Mapping[str, int],
               plan: Sequence[Mapping]) -> list[StageTrace]:
    """The tracer's view of each stage, as StageTraces (``fpsem.ir.trace`` on the optimized IR)."""
    return run_tracer_shared(variant, spec, sizes, [plan])[0]


def run_tracer_shared(variant: CompiledVariant, spec: KernelSpec, sizes: Mapping[str, int],
                      plans: Sequence[Sequence[Mapping]]) -> list[list[StageTrace]]:
    """:func:`run_tracer` for several plans of one variant's IR, traced together where their launches allow
    (``fpsem.speed.trace_adapter.shared_stage_traces``)."""
    try:
        from fpsem.speed.trace_adapter import shared_stage_traces
    except ImportError as e:  # the tracer is not part of this fpsem
        raise CountsUnavailable(f"no tracer in this fpsem ({e}): counts cannot be sampled") from None
    return shared_stage_traces(variant, spec, sizes, plans)


@dataclass(frozen=True)
class _Call:
    """One prediction's identity (what it depends on), carrying the unhashable objects beside it."""

    key: str
    variant: CompiledVariant = field(compare=False, hash=False)
    spec: KernelSpec = field(compare=False, hash=False)
    target: Target = field(compare=False, hash=False)


def _where(variant: CompiledVariant, spec: KernelSpec, target: Target, size: str,
           overrides: Mapping[str, int] | None, cache_root: Path | None
           ) -> tuple[dict[str, int], list[dict[str, Any]], str, Path]:
    """The sizes, launch plan, content key and cache file of ``variant``'s traces on ``target`` (memoised per
    process like the predictions: :func:`predict_variant`'s identity of the variant, target and kernel)."""
    from fpsem.speed.trace_adapter import trace_budget

    ident = _identity(variant, spec, target)
    sizes, plan, key = _where_of(_Call(ident, variant, spec, target), size,
                                 tuple(sorted((overrides or {}).items())), trace_budget())
    return dict(sizes), [dict(p) for p in plan], key, trace_cache_dir(cache_root) / key[:2] / f"{key}.npz"


@functools.lru_cache(maxsize=1024)
def _where_of(call: _Call, size: str, overrides: tuple[tuple[str, int], ...], budget: float
              ) -> tuple[dict[str, int], list[dict[str, Any]], str]:
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(call.spec, size, dict(overrides))
    plan = launch_plan(call.variant, call.spec, call.target, sizes)
    return sizes, plan, trace_key(call.variant, plan, sizes)


def is_traced(variant: CompiledVariant, spec: KernelSpec, target: Target, size: str = "default",
              cache_root: Path | None = None) -> bool:
    """True when ``variant``'s traces on ``target`` are in the cache, or there is nothing to trace (no IR, a
    target the model does not cover)."""
    if not variant.optimized_ir or variant.metrics is None:
        return True
    try:
        return _where(variant, spec, target, size, None, cache_root)[3].exists()
    except Exception:  # noqa: BLE001 -- whatever stops it here stops the prediction too, which says why
        return True


def trace_together(variants: Sequence[tuple[CompiledVariant, KernelSpec, Target]], size: str = "default",
                   cache_root: Path | None = None) -> int:
    """Trace, and keep in the cache as :func:`variant_traces` would, the variants that are one IR on launches that
    differ only in their targets' units and resident blocks -- every A2000 variant and its H100 twin: the same
    optimized IR (the tracer's view of it), run on the same grid -- each such set traced once
    (``shared_stage_traces``).  The variants already traced, or without a twin, are left to ``variant_traces``.
    Returns how many variants' traces were stored."""
    sets: dict[tuple, list[tuple[CompiledVariant, KernelSpec, Target]]] = {}
    for v, spec, target in variants:
        if v.optimized_ir and v.metrics is not None and not is_traced(v, spec, target, size, cache_root):
            sets.setdefault((trace_text(v.optimized_ir), spec.key, tuple(e.name for e in v.entries)), []).append(
                (v, spec, target))
    stored = 0
    for members in sets.values():
        if len(members) < 2:
            continue
        try:
            where = [_where(v, spec, target, size, None, cache_root) for v, spec, target in members]
        except Exception:  # noqa: BLE001 -- whatever stops it here stops variant_traces too, which says why
            continue
        sizes = where[0][0]
        if any(w[0] != sizes for w in where):
            continue
        v0, spec0, _ = members[0]
        try:
            traced = run_tracer_shared(v0, spec0, sizes, [w[1] for w in where])
        except Exception:  # noqa: BLE001 -- variant_traces meets it too, member by member, and says why
            continue
        for (*_, path), traces in zip(where, traced):
            with exclusive(path):
                if not path.exists():
                    _store(path, [replace(t, memory_key=memory_key(t)) for t in traces])
                    stored += 1
    return stored


def variant_traces(variant: CompiledVariant, spec: KernelSpec, target: Target, size: str = "default",
                   overrides: Mapping[str, int] | None = None, cache: bool = True,
                   cache_root: Path | None = None) -> list[StageTrace]:
    """The traces of ``variant``'s stages on ``target`` (cached by content)."""
    if not variant.optimized_ir:
        raise CountsUnavailable(f"{variant.name}: no optimized IR to trace")
    sizes, plan, key, path = _where(variant, spec, target, size, overrides, cache_root)
    if not cache:
        return run_tracer(variant, spec, sizes, plan)
    got = _load(path) if path.exists() else None
    if got is None:
        with exclusive(path):  # a second worker wanting the same trace waits for it rather than tracing it again
            got = _load(path) if path.exists() else None
            if got is None:
                got = [replace(t, memory_key=memory_key(t)) for t in run_tracer(variant, spec, sizes, plan)]
                _store(path, got)
    # keyed by content, so that what is computed from a trace can be shared by the variants that share it
    return [replace(t, key=f"{key}.{i}") for i, t in enumerate(got)]


@functools.lru_cache(maxsize=64)
def _predict(call: _Call, size: str, timing: str, overrides: tuple[tuple[str, int], ...],
             cache: bool) -> tuple[Prediction, tuple[TracedStage, ...]]:
    traces = variant_traces(call.variant, call.spec, call.target, size, dict(overrides), cache)
    w = workload(call.spec, call.variant.precision, size, dict(overrides))
    assert call.variant.metrics is not None  # predict_variant checked
    return predict_traced(call.variant.metrics, call.target, w, traces, timing)


def predict_variant(variant: CompiledVariant, spec: KernelSpec, target: Target, size: str = "default",
                    timing: str = "cold", overrides: Mapping[str, int] | None = None,
                    cache: bool = True) -> tuple[Prediction, tuple[TracedStage, ...]]:
    """The trace-driven prediction for a built GPU variant; CountsUnavailable when it cannot be traced.

    Memoised per process by the variant's artifact, the target's figures and the size (``compile --model``
    predicts strict once as a variant and once as every other profile's baseline)."""
    if variant.metrics is None:
        raise CountsUnavailable(f"{variant.name}: no machine code metrics")
    return _predict(_Call(_identity(variant, spec, target), variant, spec, target), size, timing,
                    tuple(sorted((overrides or {}).items())), cache)


def _identity(variant: CompiledVariant, spec: KernelSpec, target: Target) -> str:
    """What a prediction for ``variant`` on ``target`` depends on, as a digest."""
    return json_digest([variant.artifact or variant.key, variant.optimized_ir if not variant.artifact else "",
                        target.summary(), target.source, spec.key])


Predicted = tuple[Prediction, tuple[TracedStage, ...]]


def _prediction_key(variant: CompiledVariant, spec: KernelSpec, target: Target, size: str, timing: str) -> str:
    return json_digest([_identity(variant, spec, target), size, timing])


def _prefetch_task(args: tuple[Sequence[tuple[CompiledVariant, KernelSpec, Target]], str, str]
                   ) -> dict[str, Predicted]:
    tasks, size, timing = args
    trace_together(tasks, size)
    out = {}
    for v, spec, target in tasks:
        try:
            out[_prediction_key(v, spec, target, size, timing)] = predict_variant(v, spec, target, size, timing)
        except ModelUnavailable:
            pass  # the prediction in the caller says why
    return out


@dataclass(frozen=True)
class Prefetched:
    """The predictions :func:`prefetch` made on its way (in its workers): :meth:`predict` gives one of them, or
    works it out as :func:`predict_variant` does (a variant it did not prepare, or one it could not model: the
    error then says why)."""

    size: str
    timing: str
    made: Mapping[str, Predicted] = field(default_factory=dict)

    def predict(self, variant: CompiledVariant, spec: KernelSpec, target: Target) -> Predicted:
        """:func:`predict_variant` of ``variant`` at the prefetched size and timing."""
        got = self.made.get(_prediction_key(variant, spec, target, self.size, self.timing))
        return got if got is not None else predict_variant(variant, spec, target, self.size, self.timing)


def prefetch(variants: Sequence[tuple[CompiledVariant, KernelSpec, Target]], size: str = "default",
             timing: str = "cold", jobs: int = 0) -> Prefetched:
    """Trace, summarise and predict the variants whose traces are not yet cached: the interpreter's work spread
    over worker processes where there are several cores, the twins among the variants traced together
    (:func:`trace_together`), the traces and summaries kept in the cache.  The predictions come back
    (:class:`Prefetched`): the same as this process would make (the traces and summaries are what it would
    compute; their stored forms read back exactly).  Grouped by kernel and precision (they share the kernel's
    inputs)."""
    from fpsem.core.isolate import run_isolated, usable_cores

    groups: dict[tuple[str, str], list[tuple[CompiledVariant, KernelSpec, Target]]] = {}
    for v, spec, target in variants:
        if not is_traced(v, spec, target, size):
            groups.setdefault((v.kernel, v.precision), []).append((v, spec, target))
    workers = usable_cores() if jobs <= 0 else jobs
    made: dict[str, Predicted] = {}
    if workers < 2 or len(groups) < 2:
        for g in groups.values():
            made.update(_prefetch_task((g, size, timing)))
        return Prefetched(size, timing, made)
    # the largest groups first (GEMM's), so that no worker is left with one at the end
    todo = sorted(groups.values(), key=lambda g: -sum(len(v.optimized_ir or "") for v, _, _ in g))
    for outcome in run_isolated(_prefetch_task, [(g, size, timing) for g in todo], jobs=min(workers, len(todo))):
        if outcome.ok:  # a group that failed is predicted again, here, where its error is reported
            made.update(outcome.value)
    return Prefetched(size, timing, made)


def explain_variant(variant: CompiledVariant, spec: KernelSpec, target: Target, size: str = "default",
                    timing: str = "cold", overrides: Mapping[str, int] | None = None,
                    cache: bool = True) -> Explanation:
    """``fpsem explain`` for one built variant."""
    p, stages = predict_variant(variant, spec, target, size, timing, overrides, cache)
    w = workload(spec, variant.precision, size, overrides)
    return explain(p, stages, w.stage_points, variant.kind, variant.profile)
