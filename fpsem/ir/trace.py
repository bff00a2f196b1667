"""Execute a kernel to learn it: sampled warps run in a lock-step IR interpreter, counted and recorded.

The API (stable; consumers: the importer's extent inference, the performance model)::

    from fpsem.ir.trace import Bounds, Launch, Sample, trace_kernel

    t = trace_kernel(ir_text, "fir_main_entry", {"in": x, "out": y},      # buffers: numpy arrays; scalars
                     Launch.of(grid=3907, block=256, warp=32),             # 1-3-D grid and block; warp 32|64
                     sample=Sample("even", 4),                              # which warps: first|last|even|random|all|explicit
                     bounds=Bounds(max_steps=10**6),                         # step/time/loop/access bounds, OOB policy
                     globals={"fir_const_coeff": coeff})                     # contents of module globals
    t.status                 # Status(complete, reason, detail): never a guess
    t.traces[0].blocks       # per sampled warp: BlockCount(function, block, index, executions, lanes, instructions)
    t.traces[0].loops        # LoopTrips(function, header, depth, parent, entries, total, min, max, mean) per lane-entry
    t.traces[0].memory       # MemoryStream: op (n,), addr (n, warp) int64 (-1: lane inactive), region (n, warp)
    t.ops, t.buffers         # MemOp per static load/store/atomic (kind, addrspace, bytes, text, line, location)
    t.uses, t.oob            # BufferUse per buffer (min/max element and byte touched); OutOfBounds accesses
    t.grid_blocks()          # per basic block, executions and lanes scaled to the whole grid (exact if all sampled)
    t.grid_loops()           # loop trips merged over the sampled warps

    fit_growth([(1000, c1), (2000, c2), (4000, c3)])       # fpsem.ir.growth: how a count grows with size

**Execution.**  The module runs in :mod:`fpsem.ir.lanes`: a whole warp (``launch.warp`` lanes)
at a time, lock-step, with divergence handled by a reconvergence stack at immediate
post-dominators; when the entry's code uses shared memory (address space 3) or a block
barrier, every warp of the sampled warp's thread block runs together (so barriers and
shared memory behave), and each of those warps is reported.  Machine floats: IEEE
float/double through numpy (the exact reference stays :mod:`fpsem.ir.interp`).

**Sampling.**  Sampled warps are chosen by :class:`Sample` (global warp numbers, block-major).
Grid figures scale the sampled warps' mean by the number of warps in the grid; they are
exact when every warp was traced, estimates otherwise (``GridCount.exact``).  Earlier
sampled warps' stores are visible to later ones (one memory for the whole trace).

**Completion.**  ``Status.complete`` is False when a sample stopped: ``step-bound``,
``time-bound``, ``loop-bound`` (a lane's trips of one loop entry beyond
``Bounds.max_loop_trips``), ``access-bound``, ``out-of-bounds`` (policy ``stop``: the first
access outside its buffer), ``undefined-behaviour`` (null access, division by zero, a
divergent barrier, ``unreachable``), ``abort`` (a call that does not return: a Rust panic,
``abort``, ``llvm.trap``) or ``unsupported`` (a construct the engine does not model, named in
``detail``).  The counts of a stopped warp are those up to the stop.

**Arguments.**  Pointer parameters take numpy arrays (read in place; a buffer the kernel stores
to is copied first: the caller's arrays are never written unless ``write_back``), or None (null);
a per-point host function runs as a grid through ``index_params``/``index_limit``.

**Addresses.**  Buffers sit at virtual addresses aligned like device allocations (see
:mod:`fpsem.ir.lanemem`); ``MemoryStream.addr`` holds each lane's first byte, the access
moving ``MemOp.bytes`` bytes (a vector load: the whole vector).  Masked gathers/scatters
log one row per vector element.

**Caching.**  :func:`trace_kernel` takes ``cache`` (a :class:`fpsem.ir.trace_cache.TraceCache`):
results are stored by a content key over the module text, the entry, every argument's
bytes, the globals, the launch, the sample, the bounds and the tracer's own source.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from fpsem.core.errors import UsageError
from fpsem.ir.instr import dims3
from fpsem.ir.lanemem import AccessLog, LaneMemory, MemoryFault, lane_dtype
from fpsem.ir.lanes import Group, LaneEngine, LFunction, MemOpInfo, RunStats, Stop, module_uses_block_scope

log = logging.getLogger(__name__)

MemOp = MemOpInfo


class TraceError(UsageError):
    """The trace cannot start: an unknown entry, a missing or ill-typed argument, a bad launch."""


# --------------------------------------------------------------------------- inputs


def _dims(v: int | Sequence[int], what: str) -> tuple[int, int, int]:
    d = dims3(v)
    if d is None:
        raise TraceError(f"launch {what} must be 1 to 3 positive sizes, got {v!r}")
    return d


@dataclass(frozen=True)
class Launch:
    """A launch geometry: grid (blocks) and block (threads) in x, y, z; the warp width (32 NVIDIA, 64 CDNA)."""

    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    warp: int = 32
    dynamic_shared: int = 0  # bytes of ``extern __shared__`` memory

    @staticmethod
    def of(grid: int | Sequence[int], block: int | Sequence[int], warp: int = 32, dynamic_shared: int = 0) -> Launch:
        """A launch from ints or 1-3-element sequences (missing dimensions are 1)."""
        if warp not in (32, 64):
            raise TraceError(f"warp width {warp}: 32 (NVIDIA) or 64 (CDNA) lanes")
        return Launch(_dims(grid, "grid"), _dims(block, "block"), warp, int(dynamic_shared))

    @property
    def threads_per_block(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]

    @property
    def blocks(self) -> int:
        return self.grid[0] * self.grid[1] * self.grid[2]

    @property
    def warps_per_block(self) -> int:
        return -(-self.threads_per_block // self.warp)

    @property
    def warps(self) -> int:
        """Warps in the whole grid."""
        return self.blocks * self.warps_per_block

    def block_index(self, b: int) -> tuple[int, int, int]:
        """The (x, y, z) index of linear block ``b`` (x fastest)."""
        gx, gy, _ = self.grid
        return b % gx, (b // gx) % gy, b // (gx * gy)


@dataclass(frozen=True)
class Sample:
    """Which warps to trace: ``first``/``last`` ``count`` warps, ``even`` (``count`` evenly spaced, the first and
    the last included), ``random`` (``count``, seeded), ``all``, or ``explicit`` (``warps``).

    ``whole_blocks``: trace every warp of each chosen warp's thread block, the block run as one lock-step
    group (as code with barriers or shared memory always is), under the bounds of its warps run one by one: a
    block costs little more than one of its warps, and each warp's counts, loop trips and accesses are the ones
    it has alone -- unless its control flow or addresses depend on what another warp of the block stored (a
    race in code without barriers), which the interleaving changes."""

    how: str = "even"
    count: int = 4
    seed: int = 0
    warps: tuple[int, ...] = ()
    whole_blocks: bool = False
    # with whole_blocks: every chosen block in one lock-step group (code without barriers or shared memory; each
    # lane reads its own block index): the same per-warp counts, trips and accesses as block by block, the
    # interpreter's per-instruction cost paid once for all of them instead of once per block
    together: bool = False

    def select(self, launch: Launch) -> tuple[int, ...]:
        n = launch.warps
        c = max(1, min(self.count, n))
        if self.how == "all":
            return tuple(range(n))
        if self.how == "first":
            return tuple(range(c))
        if self.how == "last":
            return tuple(range(n - c, n))
        if self.how == "even":
            return tuple(sorted({int(round(k * (n - 1) / (c - 1))) for k in range(c)})) if c > 1 else (0,)
        if self.how == "random":
            rng = np.random.default_rng(self.seed)
            return tuple(sorted(int(w) for w in rng.choice(n, size=c, replace=False)))
        if self.how == "explicit":
            bad = [w for w in self.warps if not 0 <= w < n]
            if bad or not self.warps:
                raise TraceError(f"explicit warps {list(self.warps)}: the grid has warps 0..{n - 1}")
            return tuple(sorted(set(self.warps)))
        raise TraceError(f"sample {self.how!r}: first, last, even, random, all or explicit")


@dataclass(frozen=True)
class Bounds:
    """Limits of one trace: block executions per sampled group, wall seconds for the whole trace, a lane's trips
    of one loop entry (None: no limit), recorded accesses per group, and what an out-of-bounds access does
    (``stop`` the sample, or ``record`` it: reads give zeros, writes are dropped, the run goes on)."""

    max_steps: int = 1_000_000
    max_seconds: float = 300.0
    max_loop_trips: int | None = None
    max_accesses: int = 2_000_000
    oob: str = "stop"


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class Status:
    """Whether a sample ran to its end; if not, why (a word) and the detail."""

    complete: bool
    reason: str = "complete"
    detail: str = ""


COMPLETE = Status(True)


@dataclass(frozen=True)
class BlockCount:
    """One basic block in one warp: warp-level executions, active lanes summed over them, its IR instructions."""

    function: str
    block: str
    index: int
    executions: int
    lanes: int
    instructions: int

    @property
    def mean_active(self) -> float:
        return self.lanes / self.executions if self.executions else 0.0


@dataclass(frozen=True)
class LoopTrips:
    """A loop's trip counts: header executions per lane per entry into the loop, over ``entries`` lane-entries."""

    function: str
    header: str
    depth: int
    parent: str | None
    entries: int
    total: int
    min: int
    max: int
    mean: float


@dataclass(frozen=True)
class BufferInfo:
    """A buffer of the trace: where it sits and what it holds."""

    index: int
    name: str
    addrspace: int
    kind: str  # arg | global | shared | local | implicit
    base: int
    bytes: int
    elem_bytes: int

    @property
    def length(self) -> int:
        """Elements (bytes / element size)."""
        return self.bytes // max(1, self.elem_bytes)


@dataclass(frozen=True)
class BufferUse:
    """What the traced lanes touched in one buffer (out-of-bounds accesses attributed to it included)."""

    buffer: str
    min_byte: int
    max_byte: int  # the last byte touched
    elem_bytes: int
    loads: int  # lane accesses
    stores: int
    atomics: int
    out_of_bounds: int

    @property
    def min_index(self) -> int:
        return self.min_byte // self.elem_bytes

    @property
    def max_index(self) -> int:
        return self.max_byte // self.elem_bytes


@dataclass(frozen=True)
class OutOfBounds:
    """An access outside its buffer: the buffer it falls beside (None: outside every buffer), the element index and
    byte offset from the buffer's start, the instruction (``MemOp.id``), the warp and lane."""

    buffer: str | None
    index: int
    byte_offset: int
    op: int
    warp: int
    lane: int
    kind: str


@dataclass(frozen=True, eq=False)
class MemoryStream:
    """One warp's memory accesses in execution order: ``op`` (n,) MemOp ids, ``addr`` (n, warp) byte addresses
    (-1 where the lane took no part), ``region`` (n, warp) buffer indices (-1 likewise).

    A warp of a lock-step group in which every access had every lane of the group (no divergence) also carries
    the group's accesses: ``group_addr`` and ``group_region`` (n, warps, warp), of which ``addr`` and ``region``
    are column ``column`` (the warps of the group share ``op`` and these arrays: a reader of several warps can
    take them side by side without copying each warp's)."""

    op: np.ndarray
    addr: np.ndarray
    region: np.ndarray
    group_addr: np.ndarray | None = None
    group_region: np.ndarray | None = None
    column: int = -1

    def __len__(self) -> int:
        return int(self.op.size)

    def of(self, op: int) -> np.ndarray:
        """The (instances, warp) addresses of one instruction."""
        return self.addr[self.op == op]


@dataclass(frozen=True, eq=False)
class WarpTrace:
    """One sampled warp: where it is, how far it ran, and what it did."""

    warp: int
    block: tuple[int, int, int]
    warp_in_block: int
    lanes: int  # threads that exist and were started in this warp
    status: Status
    blocks: tuple[BlockCount, ...]
    loops: tuple[LoopTrips, ...]
    memory: MemoryStream


@dataclass(frozen=True)
class GridCount:
    """A basic block over the whole grid: executions and lanes (sample mean x warps), the sampled range per warp."""

    function: str
    block: str
    index: int
    executions: float
    lanes: float
    per_warp_min: int
    per_warp_max: int
    instructions: int
    exact: bool


@dataclass(frozen=True, eq=False)
class Trace:
    """The result of :func:`trace_kernel` (see the module docstring)."""

    entry: str
    launch: Launch
    sample: Sample
    scope: str  # warp | block: what ran together
    warps: tuple[int, ...]
    traces: tuple[WarpTrace, ...]
    ops: tuple[MemOpInfo, ...]
    buffers: tuple[BufferInfo, ...]
    uses: tuple[BufferUse, ...]
    oob: tuple[OutOfBounds, ...]
    status: Status
    key: str = ""
    seconds: float = 0.0
    cached: bool = False
    notes: tuple[str, ...] = field(default=())

    @property
    def exact(self) -> bool:
        """Every warp of the grid was traced, to its end."""
        return len(self.traces) == self.launch.warps and self.status.complete

    def buffer(self, name: str) -> BufferInfo:
        for b in self.buffers:
            if b.name == name:
                return b
        raise KeyError(name)

    def use(self, name: str) -> BufferUse | None:
        return next((u for u in self.uses if u.buffer == name), None)

    def grid_blocks(self) -> tuple[GridCount, ...]:
        """Per basic block: executions and active lanes over the grid (the sampled warps' mean times the grid's
        warps; exact when every warp was traced)."""
        if not self.traces:
            return ()
        n = len(self.traces)
        scale = self.launch.warps / n
        keys: dict[tuple[str, int], list[BlockCount]] = {}
        for w in self.traces:
            for b in w.blocks:
                keys.setdefault((b.function, b.index), []).append(b)
        out = []
        for (fn, idx), bs in sorted(keys.items()):
            ex = [b.executions for b in bs] + [0] * (n - len(bs))
            out.append(GridCount(fn, bs[0].block, idx, sum(ex) * scale, sum(b.lanes for b in bs) * scale,
                                 min(ex), max(ex), bs[0].instructions, self.exact))
        return tuple(out)

    def grid_loops(self) -> tuple[LoopTrips, ...]:
        """Each loop's trips merged over the sampled warps."""
        merged: dict[tuple[str, str], list[LoopTrips]] = {}
        for w in self.traces:
            for lp in w.loops:
                merged.setdefault((lp.function, lp.header), []).append(lp)
        out = []
        for (fn, h), ls in merged.items():
            entries = sum(x.entries for x in ls)
            total = sum(x.total for x in ls)
            out.append(LoopTrips(fn, h, ls[0].depth, ls[0].parent, entries, total, min(x.min for x in ls),
                                 max(x.max for x in ls), total / entries if entries else 0.0))
        return tuple(out)


class TraceStore(Protocol):
    """Where traces are kept by content (:class:`fpsem.ir.trace_cache.TraceCache`)."""

    def key(self, module: str, entry: str, args: Mapping[str, Any] | Sequence[Any], launch: Launch, sample: Sample,
            bounds: Bounds, globals_: Mapping[str, np.ndarray] | None, index_params: Mapping[str, int] | None,
            index_limit: Sequence[int] | None) -> str: ...

    def get(self, key: str) -> Trace | None: ...

    def put(self, key: str, trace: Trace) -> None: ...


# --------------------------------------------------------------------------- the run


def _region_infos(mem: LaneMemory) -> tuple[BufferInfo, ...]:
    return tuple(BufferInfo(r.index, r.name, r.addrspace, r.kind, r.base, r.nbytes, r.elem_bytes) for r in mem.regions)


def _bind_args(fn: LFunction, args: Mapping[str, Any] | Sequence[Any], mem: LaneMemory,
               index_params: Mapping[str, int]) -> tuple[list[Any], list[int | None]]:
    """Lane constants for the entry's parameters (buffers allocated), and per parameter its index dimension."""
    names = fn.param_names
    if isinstance(args, Mapping):
        unknown = set(args) - set(names)
        if unknown:
            raise TraceError(f"@{fn.name} has no parameter {sorted(unknown)[0]!r} (parameters: {', '.join(names)})")
        values = [args.get(n) for n in names]
        given = [n in args for n in names]
    else:
        if len(args) != len(names):
            raise TraceError(f"@{fn.name} takes {len(names)} arguments, {len(args)} given")
        values, given = list(args), [True] * len(names)
    out: list[Any] = []
    dims: list[int | None] = []
    for name, t, v, ok in zip(names, fn.params, values, given):
        if name in index_params:
            if t.kind != "int":
                raise TraceError(f"index parameter {name!r} of @{fn.name} is {t}, not an integer")
            out.append(None)
            dims.append(index_params[name])
            continue
        dims.append(None)
        if not ok:
            raise TraceError(f"@{fn.name}: no value for parameter {name!r} ({t})")
        if t.kind == "ptr":
            if v is None:
                out.append(np.uint64(0))
                continue
            if not isinstance(v, np.ndarray):
                raise TraceError(f"@{fn.name}: parameter {name!r} is a pointer: pass a numpy array (or None)")
            arr = np.ascontiguousarray(v)
            r = mem.add(name, arr.nbytes, t.addrspace, "arg", arr.itemsize, arr, borrow=True)
            out.append(np.uint64(r.base))
        elif t.kind == "int":
            if isinstance(v, (bool, np.bool_)) and t.bits == 1:
                out.append(np.bool_(v))
            elif isinstance(v, (int, np.integer)):
                out.append(np.bool_(int(v) & 1) if t.bits == 1 else np.uint64(int(v) & ((1 << t.bits) - 1)))
            else:
                raise TraceError(f"@{fn.name}: parameter {name!r} is {t}: pass an int, got {type(v).__name__}")
        elif t.kind == "float":
            if not isinstance(v, (int, float, np.integer, np.floating)) or isinstance(v, bool):
                raise TraceError(f"@{fn.name}: parameter {name!r} is {t}: pass a number, got {type(v).__name__}")
            out.append(lane_dtype(t)(v))
        else:
            raise TraceError(f"@{fn.name}: parameter {name!r} of type {t} cannot be passed")
    return out, dims


def _group(launch: Launch, block: int, first_warp_in_block: int, nwarps: int) -> Group:
    w = launch.warp
    t = first_warp_in_block * w + np.arange(nwarps * w)
    bx, by, _ = launch.block
    tid = np.stack([t % bx, (t // bx) % by, t // (bx * by)], axis=1).astype(np.uint64)
    return Group(nwarps * w, w, tid, launch.block_index(block), launch.block, launch.grid,
                 t < launch.threads_per_block, block * launch.warps_per_block + first_warp_in_block)


def trace_kernel(module: Any, entry: str, args: Mapping[str, Any] | Sequence[Any], launch: Launch,
                 sample: Sample = Sample(), bounds: Bounds = Bounds(), *,
                 globals: Mapping[str, np.ndarray] | None = None, index_params: Mapping[str, int] | None = None,
                 index_limit: Sequence[int] | None = None, name: str = "<ir>", cache: TraceStore | None = None,
                 write_back: bool = False, uses: bool = True) -> Trace:
    """Run ``entry`` of the IR ``module`` (text, or a parsed llvmlite module) for the sampled warps of ``launch``;
    counts, addresses and extents.

    ``args`` maps the entry's parameter names (as in the IR, without ``%``; ``"0"``, ``"1"``, ... for
    unnamed ones) to numpy arrays (pointer parameters: a buffer of that name) and numbers, or lists
    them in order.  ``globals`` gives the contents of module globals by name (else their initializer).
    ``index_params`` maps integer parameters to a dimension (0 x, 1 y, 2 z): each thread passes its
    global index ``blockIdx*blockDim + threadIdx`` there (a per-point host function launched as a
    grid); ``index_limit`` leaves threads whose global index reaches it in any dimension unstarted.
    The argument arrays are read in place and never written (a buffer the kernel stores to is copied
    first); ``write_back`` copies what the traced warps stored into the argument (and ``globals``)
    arrays, as a launch would (the cache is then not used: a stored trace carries no buffer contents).
    ``uses=False`` leaves ``Trace.uses`` empty (the buffers' extents and access counts: a pass over every
    recorded address that a caller reading the addresses themselves does not need; the cache is then not used).
    """
    if not isinstance(module, str):
        module = str(module)  # a parsed module: LLVM's own printing
    if write_back or not uses:
        cache = None
    if cache is not None:
        key = cache.key(module, entry, args, launch, sample, bounds, globals, index_params, index_limit)
        hit = cache.get(key)
        if hit is not None:
            return hit
    else:
        key = ""
    t0 = time.monotonic()
    result = _trace(module, entry, args, launch, sample, bounds, globals or {}, dict(index_params or {}),
                    tuple(index_limit) if index_limit is not None else None, name, write_back, uses)
    from dataclasses import replace
    result = replace(result, key=key, seconds=time.monotonic() - t0)
    if cache is not None:
        cache.put(key, result)
    return result


def _trace(module, entry, args, launch, sample, bounds, globals_, index_params, index_limit, name,
           write_back, with_uses=True) -> Trace:
    mem = LaneMemory(bounds.oob)
    natural = module_uses_block_scope(_reachable_text(module, entry, name))
    scope = "block" if sample.whole_blocks or natural else "warp"
    chosen = sample.select(launch)
    units: list[tuple[int, int, int]] = []  # (block, first warp in block, warps)
    seen: set[int] = set()
    for w in chosen:
        b, wb = divmod(w, launch.warps_per_block)
        if scope == "block":
            if b not in seen:
                seen.add(b)
                units.append((b, 0, launch.warps_per_block))
        else:
            units.append((b, wb, 1))
    # several blocks in one group: only where nothing is shared within a block (no barriers, no shared memory)
    together = sample.whole_blocks and sample.together and not natural and len(units) > 1
    size = launch.warps_per_block * launch.warp if scope == "block" else launch.warp
    # a block run together only to save time keeps the bounds of its warps run one by one
    per_group = launch.warps_per_block if sample.whole_blocks and not natural else 1
    if together:
        size, per_group = size * len(units), per_group * len(units)
    eng = LaneEngine(module, mem, name, globals_, launch.dynamic_shared, size)
    if entry not in eng.defined:
        kernels = sorted(eng.defined)
        raise TraceError(f"{name}: no function @{entry} (defined: {', '.join(kernels) or 'none'})")
    try:
        fn = eng.function(entry)
    except Stop as s:
        raise TraceError(f"{name}: @{entry}: {s.detail}") from None
    values, dims = _bind_args(fn, args, mem, index_params)
    eng.max_steps = bounds.max_steps * per_group
    eng.max_trips = bounds.max_loop_trips
    eng.deadline = time.monotonic() + bounds.max_seconds
    traces: list[WarpTrace] = []
    notes: list[str] = []
    groups = [(", ".join(str(u[0]) for u in units), _blocks_group(launch, [u[0] for u in units]))] if together \
        else [(str(b), _group(launch, b, wb, nw)) for b, wb, nw in units]
    for b, g in groups:
        gidx = _global_index(g, launch)
        if index_limit is not None:
            lim = np.array((tuple(index_limit) + (1 << 62, 1 << 62))[:3], np.int64)
            g.alive &= (gidx < lim).all(axis=1)
        args_g = [v if d is None else np.asarray(gidx[:, d], np.int64).view(np.uint64) & np.uint64(
            (1 << fn.params[i].bits) - 1 if fn.params[i].bits < 64 else 0xFFFF_FFFF_FFFF_FFFF)
            for i, (v, d) in enumerate(zip(values, dims))]
        stats = RunStats(g.warps)
        mem.log = AccessLog(bounds.max_accesses * per_group)
        mem.first_warp, mem.warp_width, mem.warp_ids = g.first_warp, launch.warp, g.warp_ids
        mem.reset(("shared",))
        status = COMPLETE
        nfaults = len(mem.faults)
        try:
            with np.errstate(all="ignore"):
                eng.run_group(entry, args_g, g, stats)
        except Stop as s:
            status = Status(False, s.reason, s.detail)
        except MemoryFault as f:
            status = Status(False, f.reason, f.detail)
        if status.complete and len(mem.faults) > nfaults:
            notes.append(f"block{'s' if g.cta is not None else ''} {b}: {len(mem.faults) - nfaults} out-of-bounds "
                         "accesses recorded")
        traces.extend(_warp_traces(eng, g, stats, mem.log, status, launch))
        if not status.complete and status.reason == "time-bound":
            break
    mem.log = None
    if write_back:
        _write_back(mem, fn, args, globals_)
    overall = next((w.status for w in traces if not w.status.complete), COMPLETE)
    buffers = _region_infos(mem)
    return Trace(entry, launch, sample, scope, tuple(w.warp for w in traces), tuple(traces), tuple(eng.memops),
                 buffers, _uses(traces, eng, buffers, mem) if with_uses else (), _oob(mem, eng, buffers, launch, units), overall,
                 notes=tuple(notes))


def _write_back(mem: LaneMemory, fn: LFunction, args, globals_: Mapping[str, np.ndarray]) -> None:
    named = dict(zip(fn.param_names, args)) if not isinstance(args, Mapping) else dict(args)
    named.update(globals_)
    for r in mem.regions:
        arr = named.get(r.name)
        if isinstance(arr, np.ndarray) and arr.flags.writeable and r.kind in ("arg", "global") and not r.borrowed:
            flat = arr.reshape(-1) if arr.flags.c_contiguous else None
            if flat is None:
                arr[...] = r.data[:r.nbytes].view(arr.dtype).reshape(arr.shape)
            else:
                flat.view(np.uint8)[:] = r.data[:r.nbytes]


def _blocks_group(launch: Launch, blocks: Sequence[int]) -> Group:
    """Every warp of ``blocks`` (in that order) as one group, each lane with its own block index."""
    parts = [_group(launch, b, 0, launch.warps_per_block) for b in blocks]
    cta = np.concatenate([np.broadcast_to(np.array(p.ctaid, np.uint64), p.tid.shape) for p in parts])
    warp_ids = np.concatenate([p.first_warp + np.arange(p.warps) for p in parts]).astype(np.int64)
    first = parts[0]
    return Group(sum(p.size for p in parts), first.warp, np.concatenate([p.tid for p in parts]), first.ctaid,
                 first.ntid, first.nctaid, np.concatenate([p.alive for p in parts]), first.first_warp, cta, warp_ids)


def _global_index(g: Group, launch: Launch) -> np.ndarray:
    c = np.array(g.ctaid, np.int64) if g.cta is None else g.cta.astype(np.int64)
    n = np.array(launch.block, np.int64)
    return c * n + g.tid.astype(np.int64)


def _reachable_text(module: str, entry: str, name: str) -> str:
    """The text of ``entry`` and of every function it calls, directly or not."""
    bodies: dict[str, str] = {}
    for m in re.finditer(r"^define [^@]*@(\"[^\"]*\"|[-\w.$]+)\(.*?^}", module, re.M | re.S):
        bodies[m.group(1).strip('"')] = m.group(0)
    seen, todo, parts = set(), [entry], []
    while todo:
        f = todo.pop()
        if f in seen or f not in bodies:
            continue
        seen.add(f)
        parts.append(bodies[f])
        todo.extend(x.strip('"') for x in re.findall(r"@(\"[^\"]*\"|[-\w.$]+)", bodies[f]))
    return "\n".join(parts)


def _warp_traces(eng: LaneEngine, g: Group, stats: RunStats, alog: AccessLog | None, status: Status,
                 launch: Launch) -> list[WarpTrace]:
    fns = {f.id: f for f in eng.compiled.values()}
    w = g.warp
    out = []
    streams = _memory_streams(alog, g.warps, w)
    loop_parts = {key: (np.concatenate([wid for wid, _ in parts]), np.concatenate([c for _, c in parts]))
                  for key, parts in stats.trips.items() if parts}
    for k in range(g.warps):
        lanes_alive = g.alive[k * w:(k + 1) * w]
        blocks = []
        for fid, ex in stats.block_exec.items():
            fn = fns[fid]
            ln = stats.block_lanes[fid]
            for bi in np.flatnonzero(ex[:, k]):
                b = fn.blocks[bi]
                blocks.append(BlockCount(fn.name, b.name, int(bi), int(ex[bi, k]), int(ln[bi, k]),
                                         len(b.phis) + len(b.steps) + 1))
        loops = []
        for (fid, header), (wids, counts) in loop_parts.items():
            v = counts[wids == k]
            if not v.size:
                continue
            fn = fns[fid]
            lp = fn.loops[header].loop
            parent = fn.blocks[lp.parent].name if lp.parent is not None else None
            loops.append(LoopTrips(fn.name, fn.blocks[header].name, lp.depth, parent, int(v.size),
                                   int(v.sum()), int(v.min()), int(v.max()), float(v.mean())))
        blk = g.ctaid if g.cta is None else (int(g.cta[k * w, 0]), int(g.cta[k * w, 1]), int(g.cta[k * w, 2]))
        wid = g.warp_id(k)
        out.append(WarpTrace(wid, blk, wid % launch.warps_per_block, int(lanes_alive.sum()), status, tuple(blocks),
                             tuple(loops), streams[k]))
    return out


_DENSE_PAIRS = 1 << 24  # (warp, row) grids up to this size are marked densely instead of sorting the pairs


def _memory_streams(alog: AccessLog | None, warps: int, w: int) -> list[MemoryStream]:
    """Each warp's memory stream from a group's access log: the log rows with a lane of that warp, in order, each
    lane at its place in the warp (one scatter for all rows)."""
    n = len(alog.ops) if alog is not None else 0
    if not n:
        return [MemoryStream(np.zeros(0, np.int32), np.full((0, w), -1, np.int64), np.full((0, w), -1, np.int16))
                for _ in range(warps)]
    assert alog is not None
    sizes = np.fromiter((e.size for e in alog.lanes), np.int64, n)
    addrs = np.concatenate([np.asarray(a, np.uint64) for a in alog.addrs]).view(np.int64)
    if all(type(r) is int for r in alog.regions):  # noqa: E721 -- one region per row (the log's common case)
        regs = np.repeat(np.asarray(alog.regions, np.int16), sizes)
    else:
        regs = np.concatenate([np.full(k, r, np.int16) if type(r) is int else np.asarray(r, np.int16)  # noqa: E721
                               for r, k in zip(alog.regions, sizes)])
    ops = np.asarray(alog.ops, np.int32)
    size = warps * w
    # every row with every lane of the group, in order: the lane arrays are few objects (a block execution's
    # lanes serve all of its accesses), each checked once
    full = (sizes == size).all() and all((a == np.arange(size)).all() for a in {id(a): a for a in alog.lanes}.values())
    if full:
        # every row has every lane of the group (no divergence, no partial warp): each warp's rows are every row,
        # its lanes a slice of each -- views of the log's arrays (strided: warp k's lanes of every row), without
        # the scatter and without copying them warp by warp (their users gather them once, by instruction)
        addr3 = addrs.reshape(n, warps, w)
        region3 = regs.reshape(n, warps, w)
        return [MemoryStream(ops, addr3[:, k, :], region3[:, k, :], addr3, region3, k) for k in range(warps)]
    lanes = np.concatenate(alog.lanes).astype(np.int64, copy=False)
    row = np.repeat(np.arange(n), sizes)
    if warps == 1:
        # every row is the warp's, one with no lane included (its position in the stream counts)
        keys, inv = np.arange(n), row
    else:
        # a row splits into one row per warp it has lanes of: (warp, row) pairs in warp-major, row order
        pair = (lanes // w) * n + row
        if warps * n <= _DENSE_PAIRS:
            # which pairs occur, marked on the (warp, row) grid: its marks in order are the sorted distinct pairs
            present = np.zeros(warps * n, bool)
            present[pair] = True
            keys = np.flatnonzero(present)
            inv = (np.cumsum(present, dtype=np.int32) - 1)[pair]
        else:
            keys = np.sort(pair)
            keys = keys[np.r_[True, keys[1:] != keys[:-1]]]
            inv = np.searchsorted(keys, pair)
    addr = np.full((keys.size, w), -1, np.int64)
    region = np.full((keys.size, w), -1, np.int16)
    addr[inv, lanes % w] = addrs
    region[inv, lanes % w] = regs
    bounds = np.searchsorted(keys // n, np.arange(warps + 1)) if warps > 1 else np.array([0, keys.size])
    op = ops[keys % n]
    return [MemoryStream(op[lo:hi], addr[lo:hi], region[lo:hi]) for lo, hi in zip(bounds[:-1], bounds[1:])]


def _uses(traces: Sequence[WarpTrace], eng: LaneEngine, buffers: Sequence[BufferInfo],
          mem: LaneMemory) -> tuple[BufferUse, ...]:
    kinds = np.array([{"load": 0, "gather": 0, "store": 1, "scatter": 1, "memset": 1, "memcpy": 1}.get(o.kind, 2)
                      for o in eng.memops] or [0], np.int64)
    nbytes = np.array([max(o.bytes, 1) for o in eng.memops] or [1], np.int64)
    acc: dict[int, list[int]] = {}
    # every warp's accesses at once (the extremes and counts per buffer are those of the warps' together)
    ms = [w.memory for w in traces if len(w.memory)]
    if ms:
        region = np.concatenate([m.region.reshape(-1) for m in ms])
        on = region >= 0
        regs = region[on].astype(np.intp)
        addrs = np.concatenate([m.addr.reshape(-1) for m in ms])[on]
        opk = np.concatenate([np.broadcast_to(m.op[:, None], m.addr.shape).reshape(-1) for m in ms])[on]
        if regs.size:
            nreg = int(regs.max()) + 1
            lo = np.full(nreg, np.iinfo(np.int64).max, np.int64)
            hi = np.full(nreg, np.iinfo(np.int64).min, np.int64)
            np.minimum.at(lo, regs, addrs)
            np.maximum.at(hi, regs, addrs + nbytes[opk] - 1)
            counts = np.bincount(regs * 3 + kinds[opk], minlength=3 * nreg).reshape(nreg, 3)
            for r in np.flatnonzero(counts.sum(axis=1)):  # the regions accessed
                base = buffers[int(r)].base
                acc[int(r)] = [int(lo[r]) - base, int(hi[r]) - base, int(counts[r, 0]), int(counts[r, 1]),
                               int(counts[r, 2])]
    faults: dict[int, int] = {}
    for f in mem.faults:
        if f.region is not None:
            faults[f.region] = faults.get(f.region, 0) + 1
            lo_hi = acc.setdefault(f.region, [f.offset, f.offset, 0, 0, 0])
            lo_hi[0], lo_hi[1] = min(lo_hi[0], f.offset), max(lo_hi[1], f.offset)
    return tuple(BufferUse(buffers[r].name, a[0], a[1], max(1, buffers[r].elem_bytes), a[2], a[3], a[4],
                           faults.get(r, 0)) for r, a in sorted(acc.items()))


def _oob(mem: LaneMemory, eng: LaneEngine, buffers: Sequence[BufferInfo], launch: Launch,
         units: Sequence[tuple[int, int, int]]) -> tuple[OutOfBounds, ...]:
    out = []
    for f in mem.faults:
        b = buffers[f.region] if f.region is not None else None
        eb = max(1, b.elem_bytes) if b else 1
        out.append(OutOfBounds(b.name if b else None, f.offset // eb, f.offset, f.op, f.warp, f.lane % launch.warp,
                               f.kind))
    return tuple(out)
