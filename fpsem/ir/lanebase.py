"""What the lane engine's parts share: lane groups and selections, lane-value writes, stops, intrinsic names.

(:mod:`fpsem.ir.lanes` translates and runs; :mod:`fpsem.ir.laneintrinsics` turns calls without a body
into lane steps; both build on this module.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from fpsem.ir import laneops as ops
from fpsem.ir.irtypes import IRType
from fpsem.ir.lanemem import LaneFault, lane_dtype

U64 = np.uint64


class Stop(LaneFault):
    """The sample cannot go on: ``reason`` is a word (unsupported, undefined-behaviour, step-bound, ...)."""


# --------------------------------------------------------------------------- groups and selections


@dataclass
class Group:
    """One lane group of a launch: ``size`` lanes (whole warps), their thread indices and their block."""

    size: int
    warp: int  # lanes per warp
    tid: np.ndarray  # (size, 3) thread index in the block
    ctaid: tuple[int, int, int]
    ntid: tuple[int, int, int]
    nctaid: tuple[int, int, int]
    alive: np.ndarray  # (size,) bool: the thread exists (a block's last warp may be partial)
    first_warp: int  # the group's first warp, global numbering
    # several whole blocks run as one group (``Sample.together``): per lane, its block's index (else None: every
    # lane is in block ``ctaid``), and per warp of the group its global warp number (else first_warp + k)
    cta: np.ndarray | None = None  # (size, 3) uint64
    warp_ids: np.ndarray | None = None  # (warps,) int64

    def warp_id(self, k: int) -> int:
        """The global number of the group's ``k``-th warp."""
        return int(self.warp_ids[k]) if self.warp_ids is not None else self.first_warp + k

    @property
    def warps(self) -> int:
        return self.size // self.warp


class Sel:
    """The lanes one block execution runs on: ``idx`` (sorted lane numbers) and ``k`` of them; ``full`` when all."""

    __slots__ = ("full", "idx", "k")

    def __init__(self, idx: np.ndarray, size: int):
        self.idx = idx
        self.k = int(idx.size)
        self.full = self.k == size


Getter = Callable[[list, Sel], Any]
Step = Callable[[list, Sel], None]


def gather_lanes(v, idx):
    """The lanes ``idx`` of a value (each field of an aggregate)."""
    if isinstance(v, tuple):
        return tuple(gather_lanes(e, idx) for e in v)
    return v[idx]


def _shape_of(v) -> tuple:
    return np.shape(v)


def put(env: list, d: int, x: Sel, v, size: int, t: IRType) -> None:
    """Write lane values ``v`` (for the lanes of ``x``) into slot ``d``; other lanes keep theirs."""
    if x.full:
        env[d] = full_lanes(v, size, t)
        return
    env[d] = merge_lanes(env[d], x.idx, v, size, t)


def full_lanes(v, size: int, t: IRType):
    """A value of type ``t`` for all ``size`` lanes (a uniform constant broadcast, read-only)."""
    if t.kind in ("struct", "array"):
        fields = t.fields if t.kind == "struct" else (t.elem,) * t.count
        return tuple(full_lanes(e, size, f) for e, f in zip(v, fields))  # type: ignore[arg-type]
    shape = (size, t.count) if t.kind == "vector" else (size,)
    a = np.asarray(v)
    if a.shape == shape:
        return a
    return np.broadcast_to(a.astype(lane_dtype(t), copy=False), shape)


def merge_lanes(old, idx: np.ndarray, v, size: int, t: IRType):
    """A new full-lane value: ``old`` with lanes ``idx`` replaced by ``v`` (``old`` None: zeros elsewhere)."""
    if t.kind in ("struct", "array"):
        fields = t.fields if t.kind == "struct" else (t.elem,) * t.count
        olds = old if old is not None else (None,) * len(fields)
        return tuple(merge_lanes(o, idx, e, size, f) for o, e, f in zip(olds, v, fields))  # type: ignore[arg-type]
    shape = (size, t.count) if t.kind == "vector" else (size,)
    new = np.zeros(shape, lane_dtype(t)) if old is None else np.array(old, dtype=lane_dtype(t))
    new[idx] = v
    return new


NOOP_PREFIXES = ("llvm.assume", "llvm.lifetime.", "llvm.dbg.", "llvm.experimental.noalias.scope.decl",
                  "llvm.invariant.", "llvm.sideeffect", "llvm.nvvm.bar.warp.sync", "llvm.amdgcn.wave.barrier",
                  "llvm.amdgcn.s.waitcnt", "llvm.donothing", "llvm.pseudoprobe", "llvm.amdgcn.sched.",
                  "llvm.amdgcn.s.sleep", "llvm.nvvm.membar", "llvm.nvvm.fence", "llvm.amdgcn.s.setprio",
                  "llvm.prefetch", "llvm.var.annotation", "llvm.codeview.")
BARRIERS = ("llvm.nvvm.barrier0", "llvm.nvvm.barrier.sync", "llvm.nvvm.bar.sync", "llvm.nvvm.barrier.n",
            "llvm.nvvm.barrier.cta.sync", "llvm.amdgcn.s.barrier", "llvm.nvvm.barrier0.popc", "llvm.nvvm.barrier0.and",
            "llvm.nvvm.barrier0.or", "llvm.nvvm.barrier.cta.sync.aligned")
_TYPE_SUFFIX = re.compile(r"^(f16|f32|f64|f80|f128|bf16|i\d+|v\d+\w+|p\d+|nxv\d+\w+|s_\w+|sl_\w+)$")
_VENDOR_PREFIX = re.compile(r"^(?:__nv_|__ocml_)(\w+?)(?:_f64|_f32|_f16)?$")


def intrinsic_base(name: str) -> str:
    """``llvm.sqrt.f64`` -> ``llvm.sqrt``; libm and vendor names map to their intrinsic (``expf`` -> ``llvm.exp``)."""
    if name in ops.LIBM:
        return ops.LIBM[name]
    m = _VENDOR_PREFIX.match(name)
    if m and (m.group(1) in ops.LIBM):
        return ops.LIBM[m.group(1)]
    parts = name.split(".")
    while len(parts) > 2 and _TYPE_SUFFIX.match(parts[-1]):
        parts.pop()
    return ".".join(parts)
