"""Memory traffic from traced addresses: sectors and lines per request, caches, footprint, atomics.

Input: a stage's :class:`fpsem.speed.execution.StageTrace` -- per memory instruction, the byte
addresses of the active lanes of whole warps, per dynamic instance, for the sampled warps -- and
the cache geometry of the target (:class:`CacheGeometry`).  Output: a :class:`MemorySummary` of
the whole launch:

* per request (one warp's execution of one memory instruction): the 32-byte **sectors** and the
  cache **lines** it touches (128-byte lines on NVIDIA; 64-byte L1 / 128-byte L2 lines on CDNA2);
  requests of the launch are the instruction's block count (``block_warps``), its geometry the
  mean over the sampled instances;
* **L1 hits**: an LRU of the L1's capacity (in sectors) per SM/CU, fed the loads of the sampled
  warps that share one unit (blocks are dealt to the units round-robin; the warps of the
  blocks resident together are interleaved by their dynamic instruction counter, those of later
  waves follow); loads allocate, stores write through (NVIDIA since Volta, CDNA2's write-through
  vector L1) and atomics go to the L2;
* the **footprint**: unique sectors per buffer, from the sampled sectors scaled to the launch and
  bounded by the buffer's size;
* **DRAM** traffic: the footprint (first touches; reads in the L2's DRAM fetch blocks, ``dram_fetch``
  bytes of aligned sectors, so a strided gather pays per block, not per useful byte) plus the L1
  misses that re-touch a sector,
  which miss the L2 too when the whole footprint does not fit in it (the fraction that does not
  fit); under the ``warm`` convention a footprint that fits the L2's resident capacity costs no
  DRAM traffic at all (RAJAPerf's back-to-back repetitions on one buffer set);
* **atomics**: per address, how many atomic lane-operations target it over the launch (lanes of one
  warp included: the L2's atomic unit serialises each lane's read-modify-write); the largest count
  serialises at the target's same-address atomic rate.

The scaling from sampled warps to the launch assumes the sampled warps are representative (the
tracer samples them spread over the grid); :attr:`MemorySummary.notes` says what was scaled.
"""

from __future__ import annotations

import functools
import itertools
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from fpsem.speed.address_patterns import covered, distinct_per_row
from fpsem.speed.execution import MemoryOp, StageTrace

SECTOR = 32


@dataclass(frozen=True)
class CacheGeometry:
    """What the memory analysis needs of a target (documented per vendor; the registry's figures)."""

    warp_size: int = 32
    l1_line: int = 128  # bytes the L1 tags (NVIDIA 128; CDNA2 64)
    l2_line: int = 128
    l1_bytes: float = 256 * 1024  # L1 data capacity per unit available to global loads
    l1_banks: int = 32  # 4-byte banks of the L1's data array (0: no bank model)
    l2_bytes: float = 50e6  # capacity a cold repetition's re-touches can hit in
    l2_resident_bytes: float = 36e6  # capacity a warm repetition finds its buffers in
    units: int = 132
    resident_blocks: int = 8  # blocks one unit holds at once (the launch's occupancy)
    dram_fetch: int = SECTOR  # bytes the L2 fetches from DRAM per missed sector (an aligned block of sectors)


@dataclass(frozen=True)
class OpTraffic:
    """One memory instruction over the launch."""

    op: str
    block: str
    kind: str
    buffer: str
    requests: float  # warp-level executions
    sectors: float  # sectors touched, summed over requests
    lines: float  # L1 lines touched, summed over requests
    bytes: float  # bytes the active lanes access
    l1_hit: float  # fraction of its sectors that hit in L1 (loads)
    sampled: int  # sampled instances behind the per-request geometry
    bank_cycles: float = 0.0  # L1 bank cycles, summed over requests (:func:`bank_conflicts`)
    l1_in_flight: float = 0.0  # fraction of its sectors that hit a sector its own block execution's miss brought in
    l1_miss_requests: float = 0.0  # fraction of its requests with a sector not settled in the L1 (missed or in flight)

    @property
    def sectors_per_request(self) -> float:
        return self.sectors / self.requests if self.requests else 0.0


@dataclass(frozen=True)
class MemorySummary:
    """A stage's memory traffic over its launch (all derived from the trace; see the module docstring)."""

    ops: tuple[OpTraffic, ...]
    l1_requests: float  # load + store + atomic requests
    l1_lines: float  # L1 lines touched by them (the tag stage's work)
    l1_bytes: float  # bytes the lanes access
    l2_bytes: float  # sectors that reach the L2 (load misses, stores, atomics) x 32
    dram_bytes: float
    footprint_bytes: float  # unique sectors x 32
    l2_hit: float  # fraction of the L2's sector traffic that did not go to DRAM
    level: str  # where the bulk is served from: dram | l2
    atomic_ops: float = 0.0  # atomic lane-operations
    atomic_same_address: float = 0.0  # the most atomic lane-operations on any one address
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def l1_hit(self) -> float:
        sec = sum(o.sectors for o in self.ops if o.kind == "load")
        hit = sum(o.sectors * o.l1_hit for o in self.ops if o.kind == "load")
        return hit / sec if sec else 0.0

    @property
    def l1_settled_requests(self) -> float:
        """The fraction of load requests served at the L1's latency: every sector settled there.  A request
        with one sector missed or in flight waits for it (its lanes' data return together)."""
        req = sum(o.requests for o in self.ops if o.kind == "load")
        waiting = sum(o.requests * o.l1_miss_requests for o in self.ops if o.kind == "load")
        return 1.0 - waiting / req if req else 0.0

    @property
    def l1_settled_hit(self) -> float:
        """The fraction of load sectors served at the L1's latency: hits whose data are there, not in flight."""
        sec = sum(o.sectors for o in self.ops if o.kind == "load")
        hit = sum(o.sectors * (o.l1_hit - o.l1_in_flight) for o in self.ops if o.kind == "load")
        return hit / sec if sec else 0.0


# ----------------------------------------------------------------------------- one request


# The L1's data array (NVIDIA): 32 banks of 4 bytes, 128 bytes per cycle.  A request is served in passes of as many
# lanes as 128 bytes of their accesses fill: 32 lanes of 4-byte loads, 16 of 8-byte, 8 of 16-byte; each pass takes as
# many cycles as the most distinct words one bank must deliver.  Ernst et al.'s gpu-strides data (h200.txt, a40.txt,
# column l1tex__data_pipe_lsu_wavefronts per warp): float strides 3, 5, 7 take one wavefront (4-byte banks: with
# 8-byte banks stride 3 would conflict), double stride 0 -- every lane on one word -- two (a half-warp per pass),
# double stride 8 (64 bytes) sixteen, float stride 8 eight.
BANK_WORD = 4


def bank_lanes(size: int, banks: int) -> int:
    """Lanes one pass of the L1's data stage serves: as many as ``banks`` x 4 bytes of ``size``-byte accesses fill."""
    return max(1, banks * BANK_WORD // max(size, BANK_WORD))


def bank_conflicts(addresses: Sequence[int], size: int, banks: int) -> int:
    """Cycles the L1's data banks need for one request (``addresses`` in lane order, inactive lanes left out):
    per pass (:func:`bank_lanes`), the most distinct 4-byte words any one bank must deliver (words requested by
    several lanes of the pass are read once), summed over the passes; 0 without banks."""
    if banks <= 0:
        return 0
    per_pass = bank_lanes(size, banks)
    total = 0
    for lo in range(0, len(addresses), per_pass):
        words: set[int] = set()
        for a in addresses[lo:lo + per_pass]:
            words.update(range(a // BANK_WORD, (a + size - 1) // BANK_WORD + 1))
        per: dict[int, int] = {}
        for w in words:
            per[w % banks] = per.get(w % banks, 0) + 1
        total += max(per.values(), default=0)
    return total


def request_geometry(addresses: Sequence[int], size: int, line: int = 128) -> tuple[set[int], int]:
    """The 32-byte sectors (as sector indices) and the number of ``line``-byte lines one warp request touches.

    An access of ``size`` bytes at ``a`` covers ``a .. a+size-1`` (it may straddle a sector).
    """
    sectors: set[int] = set()
    for a in addresses:
        first, last = a // SECTOR, (a + size - 1) // SECTOR
        sectors.add(first)
        if last != first:
            sectors.update(range(first + 1, last + 1))
    per_line = line // SECTOR
    lines = len({s // per_line for s in sectors})
    return sectors, lines


def distinct_values(a: np.ndarray) -> np.ndarray:
    """The distinct values of ``a``, sorted (``np.unique`` by sorting: numpy 2.4's hashing is slower here)."""
    s = np.sort(a, axis=None)
    return s[np.r_[True, s[1:] != s[:-1]]] if s.size else s


def _count(rows: np.ndarray) -> np.ndarray:
    return (rows >= 0).sum(axis=1)


def _per_line(sectors: np.ndarray, line: int) -> np.ndarray:
    """Distinct ``line``-byte lines per row of distinct sectors."""
    per = line // SECTOR
    return _count(distinct_per_row(np.where(sectors >= 0, sectors // per, -1)))


def _bank_cycles(addresses: np.ndarray, size: int, banks: int) -> np.ndarray:
    """:func:`bank_conflicts` per row (a row's columns are its lanes, -1 where inactive)."""
    n = addresses.shape[0]
    if banks <= 0 or not n:
        return np.zeros(n, np.int64)
    per_pass = bank_lanes(size, banks)
    total = np.zeros(n, np.int64)
    for lo in range(0, addresses.shape[1], per_pass):
        words = covered(addresses[:, lo:lo + per_pass], size, BANK_WORD)
        row, col = np.nonzero(words >= 0)
        per = np.bincount(row * banks + words[row, col] % banks, minlength=n * banks).reshape(n, banks)
        total += per.max(axis=1)
    return total


# ----------------------------------------------------------------------------- L1: LRU per unit


class LRU:
    """A fully associative LRU cache of ``capacity`` entries: ``touch`` says hit or miss."""

    def __init__(self, capacity: int) -> None:
        self.capacity = max(1, int(capacity))
        self._d: OrderedDict[int, None] = OrderedDict()

    def touch(self, key: int, allocate: bool = True) -> bool:
        if key in self._d:
            self._d.move_to_end(key)
            return True
        if allocate:
            self._d[key] = None
            if len(self._d) > self.capacity:
                self._d.popitem(last=False)
        return False


def _requests(trace: StageTrace) -> list[np.ndarray]:
    """Per memory op, its instances' distinct sectors (rows as in ``op.instances``), worked out per pattern."""
    return [op.instances.patterns.covered(op.size, SECTOR) for op in trace.memory]


def _lru_hits(sectors: np.ndarray, loads: np.ndarray, capacity: int,
              owners: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Per event (a sector in stream order), whether it hits in an LRU of ``capacity`` sectors that loads allocate
    in and stores only refresh (write-through, no allocation); and, per hit, the owner (``owners``, e.g. the warp's
    block execution) of the load that allocated the sector, -1 for a miss."""
    is_load = loads.astype(bool)
    own = owners if owners is not None else np.zeros(sectors.size, np.int64)
    n = sectors.size
    keep = np.arange(n)
    st_idx = np.flatnonzero(~is_load)
    if st_idx.size:
        # a store to a sector no earlier load brought in finds it absent and does nothing: left out.  Each stored
        # sector's first load, from the loads of stored sectors only (found by numpy, the first one kept by a dict)
        stored = sectors[st_idx]
        ld_idx = np.flatnonzero(is_load)
        ld_sec = sectors[ld_idx]
        of_stored = np.isin(ld_sec, distinct_values(stored))
        cand = ld_idx[of_stored]
        first_load = dict(zip(reversed(ld_sec[of_stored].tolist()), reversed(cand.tolist())))
        st_first = np.fromiter(map(first_load.get, stored.tolist(), itertools.repeat(n)), np.int64, st_idx.size)
        matters = is_load.copy()
        matters[st_idx[st_first < st_idx]] = True
        keep = np.flatnonzero(matters)
    cap = max(1, int(capacity))
    got = _lru_allocating(sectors[keep], is_load[keep], own[keep], cap)
    if got is None:
        got = _lru_stepwise(sectors[keep], is_load[keep], own[keep], cap)
    hit = np.zeros(n, bool)
    by = np.full(n, -1, np.int64)
    hit[keep] = got[0]
    by[keep] = got[1]
    return hit, by


def _lru_allocating(sectors: np.ndarray, loads: np.ndarray, owners: np.ndarray, capacity: int
                    ) -> tuple[np.ndarray, np.ndarray] | None:
    """:func:`_lru_stepwise`'s hits and owners, computed by an LRU in which stores allocate too -- the same
    cache exactly when no store misses in it (every store then only refreshes, as in the L1: by induction the
    two caches hold the same sectors in the same order at every event); None when one does.

    The LRU is CPython's own (``functools.lru_cache``, in C) driven by ``map``: no Python code runs per hit,
    about twice the event-by-event loop's speed (a GEMM trace feeds it millions of events).  Its entries hold
    the number of the miss that brought the sector in, so every event's allocating event is known."""
    # a miss calls next(numbers, sector): C all the way
    lru = functools.lru_cache(maxsize=capacity)(functools.partial(next, iter(range(1, sectors.size + 1))))
    got = np.fromiter(map(lru, sectors.tolist()), np.int64, sectors.size)
    # a miss is the first event to show its number (numbers grow by one per miss)
    miss = got > np.maximum.accumulate(np.r_[0, got[:-1]]) if got.size else np.zeros(0, bool)
    if (miss & ~loads).any():
        return None  # a store missed: it would allocate here and not in the L1
    alloc = np.zeros(int(got.max(initial=0)) + 1, np.int64)
    alloc[got[miss]] = np.flatnonzero(miss)
    hit = ~miss & loads
    return hit, np.where(hit, owners[alloc[got]], -1)


def _lru_stepwise(sectors: np.ndarray, loads: np.ndarray, owners: np.ndarray, capacity: int
                  ) -> tuple[np.ndarray, np.ndarray]:
    """Per event, whether a load hits in an LRU of ``capacity`` sectors that loads allocate in and stores only
    refresh, and the owner of the load that brought the sector in (-1 for no hit): event by event."""
    cache: OrderedDict[int, int] = OrderedDict()
    # the hits gathered in lists and written once (an owner is never None: ``get`` tells presence and owner)
    hit_at: list[int] = []
    hit_by: list[int] = []
    get, refresh, evict, at, by_of = cache.get, cache.move_to_end, cache.popitem, hit_at.append, hit_by.append
    for e, (sec, load, o) in enumerate(zip(sectors.tolist(), loads.tolist(), owners.tolist())):
        owner = get(sec)
        if owner is not None:
            refresh(sec)
            if load:
                at(e)
                by_of(owner)
        elif load:
            cache[sec] = o
            if len(cache) > capacity:
                evict(last=False)
    hit = np.zeros(sectors.size, bool)
    by = np.full(sectors.size, -1, np.int64)
    if hit_at:
        idx = np.array(hit_at, np.int64)
        hit[idx] = True
        by[idx] = hit_by
    return hit, by


def _executions(trace: StageTrace, used: Sequence[int]) -> np.ndarray:
    """Per sampled instance (rows as ``used``'s instances concatenated): an id of the warp's block execution it
    belongs to.  A warp's memory instructions run in its stream order; a new execution starts where the IR block
    changes or the instruction order does not advance (the next trip of a loop)."""
    def index(op: MemoryOp, k: int) -> int:
        tail = op.op.rsplit(":", 1)[-1]
        return int(tail) if tail.isdigit() else k
    warp = np.concatenate([trace.memory[k].instances.warps for k in used])
    seq = np.concatenate([trace.memory[k].instances.seqs for k in used])
    blocks = {b: i for i, b in enumerate(sorted({trace.memory[k].block for k in used}))}
    blk = np.concatenate([np.full(len(trace.memory[k].instances), blocks[trace.memory[k].block]) for k in used])
    idx = np.concatenate([np.full(len(trace.memory[k].instances), index(trace.memory[k], k)) for k in used])
    order = np.lexsort((seq, warp))
    w, b, i = warp[order], blk[order], idx[order]
    start = np.r_[True, (w[1:] != w[:-1]) | (b[1:] != b[:-1]) | (i[1:] <= i[:-1])] if w.size else np.zeros(0, bool)
    out = np.empty(w.size, np.int64)
    out[order] = np.cumsum(start) - 1
    return out


def l1_hits(trace: StageTrace, geo: CacheGeometry, sectors: Sequence[np.ndarray] | None = None
            ) -> dict[str, tuple[int, int]]:
    """Per load op: (sectors that hit, sectors accessed) over the sampled instances, through one LRU per unit
    (:func:`l1_traffic` without the in-flight hits)."""
    return {k: (t[0], t[2]) for k, t in l1_traffic(trace, geo, sectors).items()}


def l1_traffic(trace: StageTrace, geo: CacheGeometry, sectors: Sequence[np.ndarray] | None = None
               ) -> dict[str, tuple[int, int, int, int, int]]:
    """Per load op: (sectors that hit, of those the ones in flight, sectors accessed, requests with a sector not
    settled -- missed or in flight --, requests) over the sampled instances, through one LRU per unit.

    The sampled memory instances are grouped by the unit their block runs on (blocks are dealt round-robin)
    and fed to that unit's LRU in the order (wave of the block on its unit, the warp's dynamic counter, the
    warp), so the warps of co-resident blocks interleave and later waves follow.  Loads allocate, stores
    only refresh a resident sector (write-through), atomics bypass the L1.  A hit is *in flight* when the load
    that brought the sector in belongs to the same block execution of the same warp: the warp issued both
    without waiting (they are independent), so the hit waits for that miss's data -- FIR's 15 later taps on
    the lines its first tap missed.
    """
    if sectors is None:
        sectors = _requests(trace)
    warps_per_block = max(1, trace.block // trace.warp_size)
    per_wave = max(1, geo.units * geo.resident_blocks)
    kinds = [op.kind for op in trace.memory]
    used = [k for k, kind in enumerate(kinds) if kind in ("load", "store") and len(trace.memory[k].instances)]
    if not any(kinds[k] == "load" for k in used):
        return {}
    op_of = np.concatenate([np.full(len(trace.memory[k].instances), k) for k in used])
    warp = np.concatenate([trace.memory[k].instances.warps for k in used])
    seq = np.concatenate([trace.memory[k].instances.seqs for k in used])
    execution = _executions(trace, used)
    # each request's distinct sectors, requests one after another (a request's count says where its sectors are)
    valid = [sectors[k] >= 0 for k in used]
    count = np.concatenate([v.sum(axis=1) for v in valid])
    flat = np.concatenate([sectors[k][v] for k, v in zip(used, valid)])
    start = np.cumsum(count) - count
    blk = warp // warps_per_block
    unit, wave = blk % geo.units, blk // per_wave
    order = np.lexsort((warp, seq, wave, unit))
    count, op_of, unit, execution = count[order], op_of[order], unit[order], execution[order]
    # the events: every distinct sector of every request, in stream order per unit (r: the request's place there)
    r = np.repeat(np.arange(order.size), count)
    ev_sector = flat[np.repeat(start[order] - (np.cumsum(count) - count), count) + np.arange(r.size)]
    ev_op, ev_unit, ev_exec = op_of[r], unit[r], execution[r]
    load_op = np.array([kind == "load" for kind in kinds])
    is_load = load_op[ev_op]
    hit = np.zeros(ev_sector.size, bool)
    by = np.full(ev_sector.size, -1, np.int64)
    capacity = int(geo.l1_bytes // SECTOR)
    # every unit of the launch holds a full complement of co-resident blocks; a sampled block spread alone onto
    # a unit would miss the reuse its neighbours give it, so where the sample holds co-resident blocks (unit 0's)
    # their hit rate stands for every unit's (below)
    coresident = distinct_values(blk[blk % geo.units == 0]).size >= 2
    # ... for every load instruction unit 0 executes: when that is all of them, the other units' LRUs go unread
    only_unit0 = coresident and bool(np.bincount(ev_op[is_load & (ev_unit == 0)], minlength=len(kinds))[
        [k for k in used if kinds[k] == "load"]].all())
    bounds = np.flatnonzero(np.diff(ev_unit)) + 1
    for lo, hi in zip(np.r_[0, bounds], np.r_[bounds, ev_sector.size]):
        if only_unit0 and ev_unit[lo] != 0:
            continue
        hit[lo:hi], by[lo:hi] = _lru_hits(ev_sector[lo:hi], is_load[lo:hi], capacity, ev_exec[lo:hi])
    flight = hit & (by == ev_exec)
    n_ops = len(kinds)
    hits = np.bincount(ev_op[is_load], weights=hit[is_load], minlength=n_ops)
    pend = np.bincount(ev_op[is_load], weights=flight[is_load], minlength=n_ops)
    acc = np.bincount(ev_op[is_load], minlength=n_ops)
    # a request waits on the L1's miss path when any of its sectors is not settled there (absent, or in flight)
    unsettled = np.zeros(order.size, bool)
    np.logical_or.at(unsettled, r[is_load], ~hit[is_load] | flight[is_load])
    req_load = load_op[op_of] & (count > 0)
    miss_req = np.bincount(op_of[req_load], weights=unsettled[req_load], minlength=n_ops)
    reqs = np.bincount(op_of[req_load], minlength=n_ops)
    if coresident:
        grp = is_load & (ev_unit == 0)
        g_hits = np.bincount(ev_op[grp], weights=hit[grp], minlength=n_ops)
        g_pend = np.bincount(ev_op[grp], weights=flight[grp], minlength=n_ops)
        g_acc = np.bincount(ev_op[grp], minlength=n_ops)
        rgrp = req_load & (unit == 0)
        g_miss = np.bincount(op_of[rgrp], weights=unsettled[rgrp], minlength=n_ops)
        g_reqs = np.bincount(op_of[rgrp], minlength=n_ops)
        hits, pend, acc = (np.where(g_acc > 0, g_hits, hits), np.where(g_acc > 0, g_pend, pend),
                           np.where(g_acc > 0, g_acc, acc))
        miss_req, reqs = np.where(g_reqs > 0, g_miss, miss_req), np.where(g_reqs > 0, g_reqs, reqs)
    return {trace.memory[k].op: (int(hits[k]), int(pend[k]), int(acc[k]), int(miss_req[k]), int(reqs[k]))
            for k in used if kinds[k] == "load"}


# ----------------------------------------------------------------------------- the launch


def _scaled(op: MemoryOp, sectors: np.ndarray, requests: float, geo: CacheGeometry
            ) -> tuple[float, float, float, float, np.ndarray]:
    """(sectors, lines, bytes, bank cycles) over ``requests`` from the sampled instances' means; the sampled
    distinct sectors."""
    n = len(op.instances)
    if not n:
        return 0.0, 0.0, 0.0, 0.0, np.zeros(0, np.int64)
    addr = op.instances.addresses
    shape = op.instances.patterns
    # per pattern, weighed by how many instances have it
    weight = shape.weights()
    pattern_sectors = covered(shape.rows, op.size, SECTOR)
    sec_n = int((_count(pattern_sectors) * weight).sum())
    lines_n = int((_per_line(pattern_sectors, geo.l1_line) * weight).sum())
    bytes_n = int((addr >= 0).sum()) * op.size
    bank_n = int((_bank_cycles(shape.rows, op.size, geo.l1_banks) * weight).sum())
    seen = distinct_values(sectors[sectors >= 0])
    return requests * sec_n / n, requests * lines_n / n, requests * bytes_n / n, requests * bank_n / n, seen


def atomic_contention(ops: Iterable[MemoryOp], scale: float) -> tuple[float, float]:
    """(atomic lane-operations, the most lane-operations on one address) over the launch, scaled from the sample.

    Every lane's read-modify-write is its own operation at the L2's atomic unit: lanes of one warp that hit one
    address are not combined but serialised there, like those of different warps (NVIDIA, Nsight "Memory
    Statistics - Atomics": "each read/modify/write to that location occurs and they are all serialized"; LLVM's
    NVPTX back end emits no warp aggregation).  So ``N`` lane atomics on one address cost ``N`` unit times.
    """
    total = 0
    lanes = []
    for op in ops:
        if op.kind != "atomic":
            continue
        addr = op.instances.addresses
        total += int((addr >= 0).sum())
        lanes.append(addr[addr >= 0])
    if not total:
        return 0.0, 0.0
    s = np.sort(np.concatenate(lanes))
    counts = np.diff(np.r_[np.flatnonzero(np.r_[True, s[1:] != s[:-1]]), s.size])
    # an address every sampled warp hits is hit by every warp of the launch: its count scales with the sample
    return total * scale, int(counts.max()) * scale


def _distinct_count(runs: Sequence[np.ndarray]) -> int:
    """How many distinct values sorted arrays hold together: one is counted where its value changes; several are
    merged by a stable sort (numpy's timsort merges sorted runs instead of sorting afresh)."""
    if not runs:
        return 0
    v = runs[0] if len(runs) == 1 else np.sort(np.concatenate(runs), kind="stable")
    return int(v.size and 1 + np.count_nonzero(v[1:] != v[:-1]))


def _footprint(sampled: Mapping[str, Sequence[np.ndarray]], scale: float,
               buffers: Mapping[str, tuple[int, int]], fetch: int = SECTOR) -> float:
    """Unique ``fetch``-byte blocks over the launch, in sectors: the sampled ones (per buffer, the union of its
    arrays) scaled, at most the buffer's size.  ``fetch`` = 32 counts sectors; 64 counts the aligned sector pairs
    an L2 that fetches 64 bytes per miss brings in (a lane's lone sector costs two)."""
    per = max(1, fetch // SECTOR)
    total = 0.0
    for buf, parts in sampled.items():
        n = _distinct_count([p // per for p in parts])
        cap = buffers[buf][1] / (SECTOR * per) + 1 if buf in buffers else float("inf")
        total += min(n * scale, cap) * per
    return total


def reuse_spans(trace: StageTrace) -> dict[str, float]:
    """Per buffer, the median over sampled warps of the address span one warp's accesses cover (bytes).

    A warp that touches a buffer from ``a`` to ``a + span`` re-touches, as the grid sweeps on, lines that
    warps ``span`` bytes of this buffer earlier touched (a stencil's neighbour planes, FIR's taps); one that
    covers the whole buffer (GEMM's B) re-touches everything.
    """
    parts: dict[str, list[tuple[np.ndarray, np.ndarray, np.ndarray]]] = {}
    for op in trace.memory:
        p = op.instances.patterns
        if not p.rows.size:
            continue
        # each pattern's extent, moved with every instance of it
        act = p.rows >= 0
        lo_p = np.where(act, p.rows, np.iinfo(np.int64).max).min(axis=1)
        some = np.asarray(act.any(axis=1))[p.of]
        lo = (lo_p[p.of] + p.shift)[some]
        hi = (p.rows.max(axis=1)[p.of] + p.shift)[some] + op.size
        parts.setdefault(op.buffer, []).append((op.instances.warps[some], lo, hi))
    out = {}
    for buf, ps in parts.items():
        warps = np.concatenate([p[0] for p in ps])
        if not warps.size:
            continue
        keys = distinct_values(warps)
        inv = np.searchsorted(keys, warps)
        lo = np.full(keys.size, np.iinfo(np.int64).max, np.int64)
        hi = np.full(keys.size, np.iinfo(np.int64).min, np.int64)
        np.minimum.at(lo, inv, np.concatenate([p[1] for p in ps]))
        np.maximum.at(hi, inv, np.concatenate([p[2] for p in ps]))
        spans = np.sort(hi - lo)
        out[buf] = float(spans[spans.size // 2])
    return out


def summarize(trace: StageTrace, geo: CacheGeometry, timing: str) -> MemorySummary:
    """The launch's memory traffic (see the module docstring)."""
    notes: list[str] = []
    sectors = _requests(trace)
    hits = l1_traffic(trace, geo, sectors)
    ops: list[OpTraffic] = []
    read_sampled: dict[str, list[np.ndarray]] = {}
    written_sampled: dict[str, list[np.ndarray]] = {}
    load_l2_by: dict[str, float] = {}
    load_l2 = other_l2 = 0.0
    for op, sec in zip(trace.memory, sectors):
        requests = float(trace.block_warps.get(op.block, 0.0))
        nsec, lines, nbytes, banks, seen = _scaled(op, sec, requests, geo)
        h, pending, acc, missed, reqs = hits.get(op.op, (0, 0, 0, 0, 0))
        l1 = h / acc if acc else 0.0
        ops.append(OpTraffic(op.op, op.block, op.kind, op.buffer, requests, nsec, lines, nbytes, l1,
                             len(op.instances), banks, pending / acc if acc else 0.0, missed / reqs if reqs else 0.0))
        (read_sampled if op.kind == "load" else written_sampled).setdefault(op.buffer, []).append(seen)
        if op.kind == "load":
            load_l2 += nsec * (1.0 - l1)
            load_l2_by[op.buffer] = load_l2_by.get(op.buffer, 0.0) + nsec * (1.0 - l1)
        else:
            other_l2 += nsec
    sampled_warps = max(1, len(trace.warps_sampled))
    scale = trace.warps / sampled_warps
    # DRAM reads come in the L2's fetch blocks: a sparse access (one lane per line) pays the whole block
    foot_read = _footprint(read_sampled, scale, trace.buffers, geo.dram_fetch)
    foot_written = _footprint(written_sampled, scale, trace.buffers)
    if scale > 1:
        notes.append(f"memory: {sampled_warps} of {trace.warps} warps traced; footprint and L1 hits scaled from them")
    # the footprint the caches must hold: the union of the sectors read and written (a buffer updated in place
    # counts once); DRAM traffic counts the reads and the write-backs
    union = {b: read_sampled.get(b, []) + written_sampled.get(b, []) for b in set(read_sampled) | set(written_sampled)}
    foot_b = _footprint(union, scale, trace.buffers) * SECTOR
    l2_bytes = (load_l2 + other_l2) * SECTOR
    if timing == "warm" and foot_b <= geo.l2_resident_bytes:
        dram, level, l2_hit = 0.0, "l2", 1.0
    else:
        # first reads come from DRAM (cold), written sectors go back (full sectors: no fetch).  An L1 miss that
        # re-touches a sector of buffer b finds it in the L2 when the traffic since its last touch fits: the grid
        # sweeps b while it sweeps every buffer, so that traffic is b's reuse span scaled by footprint / b's share
        spans = reuse_spans(trace)
        retouch_dram = 0.0
        for buf, l2s in load_l2_by.items():
            fb = _footprint({buf: read_sampled.get(buf, [])}, scale, trace.buffers)
            retouch = max(0.0, l2s - fb)
            dist = spans.get(buf, 0.0) * (foot_b / (fb * SECTOR)) if fb else 0.0
            if retouch and dist > geo.l2_bytes:
                retouch_dram += retouch * (1.0 - geo.l2_bytes / dist)
        dram = (foot_read + foot_written + retouch_dram) * SECTOR
        level = "dram"
        l2_hit = max(0.0, 1.0 - dram / l2_bytes) if l2_bytes else 0.0
    atoms, same = atomic_contention(trace.memory, scale)
    return MemorySummary(
        tuple(ops), sum(o.requests for o in ops), sum(o.lines for o in ops), sum(o.bytes for o in ops),
        l2_bytes, dram, foot_b, l2_hit, level, atoms, same, tuple(notes))


@dataclass(frozen=True)
class _Keyed:
    """A trace as an lru_cache key: equal when the content keys are (the trace itself is not hashable)."""

    key: str
    trace: StageTrace = field(compare=False, hash=False)


# a kernel's profiles on one target come one after another in a sweep, with at most a few traces of a few stages
# between them; few entries, as each keeps its trace's address arrays alive
@functools.lru_cache(maxsize=16)
def _keyed_summary(t: _Keyed, geo: CacheGeometry, timing: str) -> MemorySummary:
    return summarize(t.trace, geo, timing)


def memory_summary(trace: StageTrace, geo: CacheGeometry, timing: str) -> MemorySummary:
    """:func:`summarize`, memoised per process by the content key of what it reads (``StageTrace.memory_key``,
    else the trace's ``key``): the profiles that share one trace (fpsem.ir.trace_identity), or whose traces have the
    same memory streams, and one cache geometry share its summary."""
    if not trace.key:
        return summarize(trace, geo, timing)
    return _keyed_summary(_Keyed(trace.memory_key or trace.key, trace), geo, timing)
