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
* **DRAM** traffic: the footprint (first touches) plus the L1 misses that re-touch a sector,
  which miss the L2 too when the whole footprint does not fit in it (the fraction that does not
  fit); under the ``warm`` convention a footprint that fits the L2's resident capacity costs no
  DRAM traffic at all (RAJAPerf's back-to-back repetitions on one buffer set);
* **atomics**: per address, how many atomic lane-operations target it over the launch; the
  largest count serialises at the target's same-address atomic rate.

The scaling from sampled warps to the launch assumes the sampled warps are representative (the
tracer samples them spread over the grid); :attr:`MemorySummary.notes` says what was scaled.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from fpsem.speed.execution import MemoryOp, StageTrace

SECTOR = 32


@dataclass(frozen=True)
class CacheGeometry:
    """What the memory analysis needs of a target (documented per vendor; the registry's figures)."""

    warp_size: int = 32
    l1_line: int = 128  # bytes the L1 tags (NVIDIA 128; CDNA2 64)
    l2_line: int = 128
    l1_bytes: float = 256 * 1024  # L1 data capacity per unit available to global loads
    l1_banks: int = 16  # 8-byte banks of the L1's data array (0: no bank model)
    l2_bytes: float = 50e6  # capacity a cold repetition's re-touches can hit in
    l2_resident_bytes: float = 36e6  # capacity a warm repetition finds its buffers in
    units: int = 132
    resident_blocks: int = 8  # blocks one unit holds at once (the launch's occupancy)


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
    atomic_same_address: float = 0.0  # the most warp requests on any one address
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def l1_hit(self) -> float:
        sec = sum(o.sectors for o in self.ops if o.kind == "load")
        hit = sum(o.sectors * o.l1_hit for o in self.ops if o.kind == "load")
        return hit / sec if sec else 0.0


# ----------------------------------------------------------------------------- one request


BANK_WORD = 8  # bytes per L1 bank word (NVIDIA: 16 banks of 8 bytes; Ernst et al., gpu-benches gpu-strides)


def bank_conflicts(addresses: Sequence[int], size: int, banks: int) -> int:
    """Cycles the L1's data banks need for one request: the most distinct 8-byte words any one bank must
    deliver (words requested by several lanes are read once); 1 for a conflict-free request, 0 without banks."""
    if banks <= 0:
        return 0
    words: set[int] = set()
    for a in addresses:
        words.update(range(a // BANK_WORD, (a + size - 1) // BANK_WORD + 1))
    per: dict[int, int] = {}
    for w in words:
        per[w % banks] = per.get(w % banks, 0) + 1
    return max(per.values(), default=0)


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


def _unit_streams(trace: StageTrace, geo: CacheGeometry) -> dict[int, list[tuple[tuple[int, int, int], MemoryOp, int]]]:
    """Sampled memory instances grouped by the unit their block runs on, in the order the unit sees them.

    Order key: (wave of the block on its unit, the warp's dynamic counter, the warp), so the warps of
    co-resident blocks interleave and later waves follow.
    """
    warps_per_block = max(1, trace.block // trace.warp_size)
    per_wave = max(1, geo.units * geo.resident_blocks)
    out: dict[int, list] = {}
    for op in trace.memory:
        for k, inst in enumerate(op.instances):
            blk = inst.warp // warps_per_block
            unit = blk % geo.units
            wave = blk // per_wave
            out.setdefault(unit, []).append(((wave, inst.seq, inst.warp), op, k))
    for v in out.values():
        v.sort(key=lambda t: t[0])
    return out


def l1_hits(trace: StageTrace, geo: CacheGeometry) -> dict[str, tuple[int, int]]:
    """Per load op: (sectors that hit, sectors accessed) over the sampled instances, through one LRU per unit."""
    res: dict[str, list[int]] = {}
    for stream in _unit_streams(trace, geo).values():
        cache = LRU(int(geo.l1_bytes // SECTOR))
        for _key, op, k in stream:
            sectors, _ = request_geometry(op.instances[k].addresses, op.size, geo.l1_line)
            if op.kind == "load":
                h = sum(cache.touch(s) for s in sectors)
                r = res.setdefault(op.op, [0, 0])
                r[0] += h
                r[1] += len(sectors)
            elif op.kind == "store":
                for s in sectors:  # write-through: a store updates a resident sector, allocates none
                    cache.touch(s, allocate=False)
    return {k: (v[0], v[1]) for k, v in res.items()}


# ----------------------------------------------------------------------------- the launch


def _scaled(op: MemoryOp, requests: float, geo: CacheGeometry) -> tuple[float, float, float, float, set[int]]:
    """(sectors, lines, bytes, bank cycles) over ``requests`` from the sampled instances' means; the sampled sectors."""
    if not op.instances:
        return 0.0, 0.0, 0.0, 0.0, set()
    sec_n = lines_n = bytes_n = bank_n = 0
    seen: set[int] = set()
    for inst in op.instances:
        s, lines = request_geometry(inst.addresses, op.size, geo.l1_line)
        sec_n += len(s)
        lines_n += lines
        bytes_n += len(inst.addresses) * op.size
        bank_n += bank_conflicts(inst.addresses, op.size, geo.l1_banks)
        seen |= s
    n = len(op.instances)
    return requests * sec_n / n, requests * lines_n / n, requests * bytes_n / n, requests * bank_n / n, seen


def atomic_contention(ops: Iterable[MemoryOp], scale: float) -> tuple[float, float]:
    """(atomic lane-operations, the most warp requests on one address) over the launch, scaled from the sample.

    A warp's lanes that hit one address form one request at the L2's atomic unit (the hardware combines
    them); requests to the same address from different warps serialise there.
    """
    per_addr: dict[int, int] = {}
    total = 0
    for op in ops:
        if op.kind != "atomic":
            continue
        for inst in op.instances:
            total += len(inst.addresses)
            for a in set(inst.addresses):
                per_addr[a] = per_addr.get(a, 0) + 1
    if not total:
        return 0.0, 0.0
    # an address every sampled warp hits is hit by every warp of the launch: its count scales with the sample
    return total * scale, max(per_addr.values()) * scale


def _footprint(sampled: Mapping[str, set[int]], scale: float, buffers: Mapping[str, tuple[int, int]]) -> float:
    """Unique sectors over the launch: the sampled ones scaled, at most the buffer's size."""
    total = 0.0
    for buf, secs in sampled.items():
        cap = buffers[buf][1] / SECTOR + 1 if buf in buffers else float("inf")
        total += min(len(secs) * scale, cap)
    return total


def reuse_spans(trace: StageTrace) -> dict[str, float]:
    """Per buffer, the median over sampled warps of the address span one warp's accesses cover (bytes).

    A warp that touches a buffer from ``a`` to ``a + span`` re-touches, as the grid sweeps on, lines that
    warps ``span`` bytes of this buffer earlier touched (a stencil's neighbour planes, FIR's taps); one that
    covers the whole buffer (GEMM's B) re-touches everything.
    """
    lo: dict[tuple[str, int], int] = {}
    hi: dict[tuple[str, int], int] = {}
    for op in trace.memory:
        for inst in op.instances:
            if not inst.addresses:
                continue
            k = (op.buffer, inst.warp)
            a0, a1 = min(inst.addresses), max(inst.addresses) + op.size
            lo[k] = min(lo.get(k, a0), a0)
            hi[k] = max(hi.get(k, a1), a1)
    spans: dict[str, list[int]] = {}
    for k in lo:
        spans.setdefault(k[0], []).append(hi[k] - lo[k])
    return {b: float(sorted(v)[len(v) // 2]) for b, v in spans.items()}


def summarize(trace: StageTrace, geo: CacheGeometry, timing: str) -> MemorySummary:
    """The launch's memory traffic (see the module docstring)."""
    notes: list[str] = []
    hits = l1_hits(trace, geo)
    ops: list[OpTraffic] = []
    read_sampled: dict[str, set[int]] = {}
    written_sampled: dict[str, set[int]] = {}
    load_l2_by: dict[str, float] = {}
    load_l2 = other_l2 = 0.0
    for op in trace.memory:
        requests = float(trace.block_warps.get(op.block, 0.0))
        sectors, lines, nbytes, banks, seen = _scaled(op, requests, geo)
        h, acc = hits.get(op.op, (0, 0))
        l1 = h / acc if acc else 0.0
        ops.append(OpTraffic(op.op, op.block, op.kind, op.buffer, requests, sectors, lines, nbytes, l1,
                             len(op.instances), banks))
        (read_sampled if op.kind == "load" else written_sampled).setdefault(op.buffer, set()).update(seen)
        if op.kind == "load":
            load_l2 += sectors * (1.0 - l1)
            load_l2_by[op.buffer] = load_l2_by.get(op.buffer, 0.0) + sectors * (1.0 - l1)
        else:
            other_l2 += sectors
    sampled_warps = max(1, len(trace.warps_sampled))
    scale = trace.warps / sampled_warps
    foot_read = _footprint(read_sampled, scale, trace.buffers)
    foot_written = _footprint(written_sampled, scale, trace.buffers)
    if scale > 1:
        notes.append(f"memory: {sampled_warps} of {trace.warps} warps traced; footprint and L1 hits scaled from them")
    # the footprint the caches must hold: the union of the sectors read and written (a buffer updated in place
    # counts once); DRAM traffic counts the reads and the write-backs
    union = {b: read_sampled.get(b, set()) | written_sampled.get(b, set()) for b in set(read_sampled) | set(written_sampled)}
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
            fb = _footprint({buf: read_sampled.get(buf, set())}, scale, trace.buffers)
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
