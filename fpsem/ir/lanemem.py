"""Byte-addressed memory for the lock-step lane engine (:mod:`fpsem.ir.lanes`), with an access record.

Every buffer (a kernel argument, a module global, a block's shared memory, a lane's
stack slot, the AMDGPU implicit kernel arguments) is a zero-padded ``uint8`` array at a
virtual base address.  Pointers are plain 64-bit addresses, so ``getelementptr``,
``ptrtoint`` and type punning behave as on the device, and a buffer is found from an
address alone:

* global-like buffers (address spaces 0, 1, 4) each own a 2**40-byte *zone* and sit in
  its middle (base = zone start + 2**39, so 256-byte and larger alignments are real): any
  address within 2**39 bytes of a buffer, before or after it, is attributed to it;
* shared (3) and private (5) buffers sit below 2**32 (AMDGPU's LDS and scratch pointers
  are 32-bit), each in a zone with a 64 KiB guard on both sides.

A load or store outside its buffer is *out of bounds*: the policy stops the sample at
once (``stop``) or records it, reads zeros and drops the write (``record``).  Every
access of a sampled lane group is recorded (:class:`AccessLog`): the instruction, the
lanes and their byte addresses.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from fpsem.ir.irtypes import IRType, IRTypeError

ZONE_BITS = 40
_HALF_ZONE = 1 << (ZONE_BITS - 1)
LOW_START = 0x1000_0000
LOW_GUARD = 0x1_0000
_DTYPES = {("float", 16): np.float16, ("float", 32): np.float32, ("float", 64): np.float64}


class LaneFault(Exception):
    """Why a lane group cannot go on: ``reason`` is a word (unsupported, undefined-behaviour, ...), ``detail`` the
    message."""

    def __init__(self, reason: str, detail: str):
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


class MemoryFault(LaneFault):
    """An access the memory model cannot serve (null, outside every zone, out of bounds under ``stop``)."""


@dataclass
class Region:
    """One buffer: its bytes and where it lives."""

    index: int
    name: str
    addrspace: int
    kind: str  # arg | global | shared | local | implicit
    base: int
    nbytes: int
    elem_bytes: int
    zone_lo: int
    zone_hi: int
    data: np.ndarray  # uint8: the buffer's bytes (padded to 16 when the region owns them)
    readonly: bool = False
    views: dict = field(default_factory=dict)
    borrowed: bool = False  # data is the caller's array, read only: copied on the first store

    def view(self, dtype) -> np.ndarray:
        """The bytes as an array of ``dtype`` (a partial last element left out: no aligned access reaches it)."""
        v = self.views.get(dtype)
        if v is None:
            size = np.dtype(dtype).itemsize
            v = self.views[dtype] = self.data[:self.data.size // size * size].view(dtype)
        return v

    def own(self) -> None:
        """Make the bytes the region's own before a store (copy on write of a borrowed array)."""
        if self.borrowed:
            data = np.zeros((self.data.size + 15) // 16 * 16, np.uint8)
            data[:self.data.size] = self.data
            self.data, self.views, self.borrowed = data, {}, False


def lane_dtype(t: IRType):
    """The numpy dtype that holds one lane's scalar of type ``t`` (bool for i1, uint64 for integers and pointers)."""
    s = t.scalar
    if s.kind == "int":
        if s.bits > 64:
            raise IRTypeError(f"integer type {s} is wider than 64 bits")
        return np.bool_ if s.bits == 1 else np.uint64
    if s.kind == "ptr":
        return np.uint64
    if s.kind == "float":
        if s.name == "bfloat":
            raise IRTypeError("bfloat is not supported")
        return _DTYPES[("float", s.bits)]
    raise IRTypeError(f"type {t} has no lane representation")


def from_bytes(b: np.ndarray, t: IRType):
    """Lane values of type ``t`` from a (k, t.store_size) uint8 array (little-endian)."""
    k = b.shape[0]
    if t.kind == "int" or t.kind == "ptr":
        if t.kind == "int" and t.bits == 1:
            return (b[:, 0] & 1).astype(bool)
        n = b.shape[1]
        wide = np.zeros((k, 8), np.uint8)
        wide[:, :n] = b
        v = wide.view(np.uint64).reshape(k)
        if t.kind == "int" and t.bits < 64:
            v = v & np.uint64((1 << t.bits) - 1)
        return v
    if t.kind == "float":
        return np.ascontiguousarray(b).view(lane_dtype(t)).reshape(k)
    if t.kind == "vector" and t.elem is not None:
        e = t.elem
        if e.kind == "int" and e.bits == 1:
            bits = np.unpackbits(b, axis=1, bitorder="little")[:, :t.count]
            return bits.astype(bool)
        es = e.store_size
        if e.kind == "float":
            return np.ascontiguousarray(b[:, :es * t.count]).view(lane_dtype(e)).reshape(k, t.count)
        return np.stack([from_bytes(b[:, j * es:(j + 1) * es], e) for j in range(t.count)], axis=1)
    if t.kind == "struct":
        return tuple(from_bytes(b[:, o:o + f.store_size], f) for o, f in zip(t.field_offsets, t.fields))
    if t.kind == "array" and t.elem is not None:
        s = t.elem.size
        return tuple(from_bytes(b[:, j * s:j * s + t.elem.store_size], t.elem) for j in range(t.count))
    raise IRTypeError(f"cannot load a value of type {t}")


def to_bytes(v, t: IRType, k: int) -> np.ndarray:
    """The (k, t.store_size) uint8 little-endian image of lane values ``v`` of type ``t``."""
    n = t.store_size
    if t.kind in ("int", "ptr"):
        a = np.broadcast_to(np.asarray(v).astype(np.uint64), (k,))
        return np.ascontiguousarray(a).view(np.uint8).reshape(k, 8)[:, :n]
    if t.kind == "float":
        a = np.broadcast_to(np.asarray(v, dtype=lane_dtype(t)), (k,))
        return np.ascontiguousarray(a).view(np.uint8).reshape(k, n)
    if t.kind == "vector" and t.elem is not None:
        e = t.elem
        a = np.broadcast_to(np.asarray(v), (k, t.count))
        if e.kind == "int" and e.bits == 1:
            return np.packbits(a.astype(np.uint8), axis=1, bitorder="little")[:, :n]
        return np.concatenate([to_bytes(a[:, j], e, k) for j in range(t.count)], axis=1)[:, :n]
    if t.kind in ("struct", "array"):
        out = np.zeros((k, t.size), np.uint8)
        fields = t.fields if t.kind == "struct" else (t.elem,) * t.count
        offs = t.field_offsets if t.kind == "struct" else tuple(j * t.elem.size for j in range(t.count))  # type: ignore[union-attr]
        for o, f, x in zip(offs, fields, v):
            assert f is not None
            out[:, o:o + f.store_size] = to_bytes(x, f, k)
        return out[:, :n]
    raise IRTypeError(f"cannot store a value of type {t}")


class AccessLog:
    """The memory accesses of one lane group, in execution order.

    Each entry: the memory instruction's id, the lanes (indices into the group), their byte
    addresses and the region index of each address (-1: none), or one index for all of them (the
    common case, kept as a number rather than an array of copies).
    """

    def __init__(self, limit: int):
        self.ops: list[int] = []
        self.lanes: list[np.ndarray] = []
        self.addrs: list[np.ndarray] = []
        self.regions: list[np.ndarray | int] = []
        self.limit = limit

    def add(self, op: int, lanes: np.ndarray, addrs: np.ndarray, regions: np.ndarray | int) -> None:
        if len(self.ops) >= self.limit:
            raise MemoryFault("access-bound", f"more than {self.limit} recorded memory accesses in one sample")
        self.ops.append(op)
        self.lanes.append(lanes)
        self.addrs.append(addrs)
        self.regions.append(regions)


@dataclass(frozen=True)
class Fault:
    """An out-of-bounds access: the region it is attributed to (None: outside every zone), the byte offset from
    that region's base, the instruction and the lane."""

    region: int | None
    offset: int
    op: int
    lane: int
    kind: str  # load | store | atomic
    warp: int = 0


class LaneMemory:
    """The buffers of one trace, and loads/stores of lane vectors against them."""

    def __init__(self, oob: str = "stop"):
        if oob not in ("stop", "record"):
            raise ValueError(f"oob policy {oob!r}")
        self.oob = oob
        self.regions: list[Region] = []
        self._next_zone = 1
        self._next_low = LOW_START
        self._lo = np.zeros(0, np.uint64)
        self.faults: list[Fault] = []
        self.log: AccessLog | None = None
        self.first_warp = 0  # the running group's first warp and warp width, for fault reports
        self.warp_width = 32
        self.warp_ids: np.ndarray | None = None  # the group's warps' global numbers where not consecutive

    # ---- allocation
    def add(self, name: str, nbytes: int, addrspace: int, kind: str, elem_bytes: int = 1,
            init: bytes | np.ndarray | None = None, align: int = 256, readonly: bool = False,
            borrow: bool = False) -> Region:
        """A new buffer of ``nbytes`` (contents ``init``, else zeros).  ``borrow``: read a C-contiguous ``init``
        array in place until the first store to it (the caller's array is never written)."""
        padded = (max(nbytes, 1) + 15) // 16 * 16
        borrowed = borrow and isinstance(init, np.ndarray) and init.flags.c_contiguous and init.nbytes == nbytes \
            and nbytes > 0
        if borrowed:
            assert isinstance(init, np.ndarray)
            data = init.reshape(-1).view(np.uint8)
            data = data.view()
            data.flags.writeable = False
        elif init is None:
            data = np.zeros(padded, np.uint8)
        else:
            raw = np.frombuffer(init, np.uint8) if isinstance(init, (bytes, bytearray)) else \
                np.ascontiguousarray(init).reshape(-1).view(np.uint8)
            data = np.empty(padded, np.uint8)
            m = min(raw.size, padded)
            data[:m] = raw[:m]
            data[m:] = 0
        if addrspace in (3, 5):
            align = max(align, 16)
            base = (self._next_low + LOW_GUARD + align - 1) // align * align
            zone_lo, zone_hi = base - LOW_GUARD, base + padded + LOW_GUARD
            self._next_low = zone_hi
            if zone_hi >= 1 << 32:
                raise MemoryFault("unsupported", "shared and private memory exceed 4 GiB")
        else:
            zone_lo = self._next_zone << ZONE_BITS
            self._next_zone += 1
            zone_hi = zone_lo + (1 << ZONE_BITS)
            base = zone_lo + _HALF_ZONE
        r = Region(len(self.regions), name, addrspace, kind, base, nbytes, elem_bytes, zone_lo, zone_hi, data, readonly,
                   borrowed=bool(borrowed))
        self.regions.append(r)
        self._lo = np.array(sorted(x.zone_lo for x in self.regions), np.uint64)
        self._by_lo = sorted(self.regions, key=lambda x: x.zone_lo)
        return r

    def reset(self, kinds: Sequence[str]) -> None:
        """Zero the buffers of the given kinds (a new block's shared memory, a new group's stack)."""
        for r in self.regions:
            if r.kind in kinds:
                r.own()
                r.data[:] = 0

    # ---- lookup
    def region_of(self, addr: np.ndarray) -> np.ndarray:
        """Region index per address (-1 outside every zone)."""
        pos = np.searchsorted(self._lo, addr, side="right") - 1
        out = np.full(addr.shape, -1, np.int32)
        ok = pos >= 0
        for p in np.unique(pos[ok]):
            r = self._by_lo[p]
            hit = (pos == p) & (addr < np.uint64(r.zone_hi))
            out[hit] = r.index
        return out

    def _locate(self, addr: np.ndarray, nbytes: int, op: int, lanes: np.ndarray, kind: str,
                hint: list) -> tuple[Region | None, np.ndarray, np.ndarray | int, np.ndarray | None]:
        """Where each lane's access falls: (the region when every lane hits one region in bounds, the byte offsets
        from the attributed region's base, the region index per lane (-1: none) -- its index alone when there is
        that one region --, the out-of-bounds lanes or None).

        Out-of-bounds lanes are recorded as faults and, under the ``stop`` policy, raise."""
        r = hint[0]
        if r is not None and addr.size:
            uoff = addr - np.uint64(r.base)  # wraps for addresses below the base: caught by the bound
            if int(uoff.max()) + nbytes <= r.nbytes:
                return r, uoff.astype(np.int64), r.index, None
        regs = self.region_of(addr)
        if addr.size and (regs == regs[0]).all() and regs[0] >= 0:
            r = self.regions[int(regs[0])]
            off = addr.astype(np.int64) - np.int64(r.base)
            if off.min() >= 0 and int(off.max()) + nbytes <= r.nbytes:
                hint[0] = r
                return r, off, r.index, None
        # the slow path: some lane is out of bounds, null, or the lanes hit several regions
        offs = np.zeros(addr.shape, np.int64)
        bad = np.zeros(addr.shape, bool)
        for j in range(addr.size):
            g = int(regs[j])
            if g < 0:
                bad[j] = True
                offs[j] = int(addr[j])
                continue
            rr = self.regions[g]
            o = int(addr[j]) - rr.base
            offs[j] = o
            bad[j] = not (0 <= o and o + nbytes <= rr.nbytes)
        if not bad.any():
            return None, offs, regs, None
        for jj in np.flatnonzero(bad):
            j = int(jj)
            g = int(regs[j])
            lane = int(lanes[j])
            self.faults.append(Fault(g if g >= 0 else None, int(offs[j]), op, lane, kind,
                                     self.first_warp + lane // self.warp_width if self.warp_ids is None
                                     else int(self.warp_ids[lane // self.warp_width])))
            if int(addr[j]) == 0:
                raise MemoryFault("undefined-behaviour", f"{kind} through a null pointer (lane {lane})")
            if g < 0:
                raise MemoryFault("out-of-bounds", f"{kind} at address {int(addr[j]):#x} outside every buffer "
                                  f"(lane {lane})")
            if self.oob == "stop":
                rr = self.regions[g]
                raise MemoryFault("out-of-bounds", f"{kind} of {nbytes} bytes at byte offset {int(offs[j])} of "
                                  f"buffer {rr.name!r} ({rr.nbytes} bytes), lane {lane}")
        return None, offs, regs, bad

    # ---- access
    def read_raw(self, addr: np.ndarray, n: int, op: int, lanes: np.ndarray, hint: list,
                 kind: str = "load") -> np.ndarray:
        """The (k, n) bytes at each lane's address (zeros for a recorded out-of-bounds lane)."""
        r, off, regs, bad = self._locate(addr, n, op, lanes, kind, hint)
        if self.log is not None:
            self.log.add(op, lanes, addr, regs)
        return self._gather(r, off, regs, bad, n)

    def _gather(self, r: Region | None, off: np.ndarray, regs: np.ndarray | int, bad: np.ndarray | None,
                n: int) -> np.ndarray:
        if r is not None:
            return r.data[off[:, None] + np.arange(n)]
        assert not isinstance(regs, int)  # no one region: an index per lane
        b = np.zeros((off.size, n), np.uint8)
        for j in range(off.size):
            if bad is None or not bad[j]:
                b[j] = self.regions[int(regs[j])].data[off[j]:off[j] + n]
        return b

    def write_raw(self, addr: np.ndarray, img: np.ndarray, op: int, lanes: np.ndarray, hint: list,
                  kind: str = "store") -> None:
        """Store (k, n) bytes at each lane's address (lanes on one address: the highest lane's bytes stay)."""
        r, off, regs, bad = self._locate(addr, img.shape[1], op, lanes, kind, hint)
        if self.log is not None:
            self.log.add(op, lanes, addr, regs)
        self._scatter(r, off, regs, bad, img)

    def _scatter(self, r: Region | None, off: np.ndarray, regs: np.ndarray | int, bad: np.ndarray | None,
                 img: np.ndarray) -> None:
        n = img.shape[1]
        if r is not None:
            self._check_writable(r)
            r.data[off[:, None] + np.arange(n)] = img
            return
        assert not isinstance(regs, int)  # no one region: an index per lane
        for j in range(off.size):
            if bad is None or not bad[j]:
                rr = self.regions[int(regs[j])]
                self._check_writable(rr)
                rr.data[off[j]:off[j] + n] = img[j]

    @staticmethod
    def _check_writable(r: Region) -> None:
        if r.readonly:
            raise MemoryFault("undefined-behaviour", f"store to the read-only buffer {r.name!r}")
        r.own()

    @staticmethod
    def _fast_dtype(t: IRType):
        if t.kind == "float" and t.name != "bfloat":
            return _DTYPES[("float", t.bits)]
        if t.kind in ("int", "ptr") and t.bits == 64:
            return np.uint64
        return None

    def _access(self, addr: np.ndarray, t: IRType, op: int, lanes: np.ndarray, hint: list, kind: str):
        """Locate (:meth:`_locate`) and record an access of type ``t`` at each lane's address: the region, byte
        offsets, region per lane and out-of-bounds lanes, and the numpy type that reads the region as elements of
        ``t`` when every lane's access is such an element of the one region (None: byte by byte)."""
        n = t.store_size
        r, off, regs, bad = self._locate(addr, n, op, lanes, kind, hint)
        if self.log is not None:
            self.log.add(op, lanes, addr, regs)
        dt = self._fast_dtype(t)
        return r, off, regs, bad, (dt if dt is not None and r is not None and not (off % n).any() else None)

    def load(self, addr: np.ndarray, t: IRType, op: int, lanes: np.ndarray, hint: list, kind: str = "load"):
        """Lane values of type ``t`` loaded from each lane's address."""
        r, off, regs, bad, dt = self._access(addr, t, op, lanes, hint, kind)
        if dt is not None and r is not None:
            return r.view(dt)[off // t.store_size]
        return from_bytes(self._gather(r, off, regs, bad, t.store_size), t)

    def store(self, addr: np.ndarray, t: IRType, value, op: int, lanes: np.ndarray, hint: list,
              kind: str = "store") -> None:
        """Store lane values of type ``t`` at each lane's address (one address, several lanes: the highest wins)."""
        r, off, regs, bad, dt = self._access(addr, t, op, lanes, hint, kind)
        if dt is not None and r is not None:
            self._check_writable(r)  # before the view: a borrowed region's bytes are copied here
            r.view(dt)[off // t.store_size] = np.broadcast_to(np.asarray(value, dtype=dt), (addr.size,))
            return
        self._scatter(r, off, regs, bad, to_bytes(value, t, addr.size))

    def read_bytes(self, region: Region, offset: int, n: int) -> bytes:
        return region.data[offset:offset + n].tobytes()
