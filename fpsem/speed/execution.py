"""A stage's execution as the performance model sees it: traced counts placed on the machine code.

The trace (``fpsem.ir.trace``, run on the variant's optimized IR) says how often each IR basic
block ran -- warp-level executions and active lanes, scaled to the whole launch -- and where
every sampled warp's memory instructions went.  The machine code (``Metrics.blocks``: LLVM's
verbose assembly names the IR block each machine block came from) says what one execution of a
block costs.  This module joins the two:

* :class:`StageTrace` / :class:`MemoryOp` / :class:`WarpAccess`: the trace of one entry point in the
  form the model reads (:func:`fpsem.speed.trace_adapter.stage_traces` builds them from the
  tracer's output);
* :func:`place_counts`: the executions of every machine block, from the IR block it names; a block
  the back end made itself (a split critical edge, AMDGPU's ``Flow`` blocks) takes the count of
  the IR block it was split from or, failing that, of its loop's header;
* :func:`dynamic_work`: warp instructions by kind over the launch (FP64/FP32 pipe slots,
  special-function ops, integer/other issue, global load/store/atomic requests), and the
  instructions that dominate them (for ``fpsem explain``).

Pure functions; counts are floats (scaled from sampled warps).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from fpsem.compiler.backends import BACKENDS, Backend, backend_for
from fpsem.compiler.code_metrics import Instr
from fpsem.speed.address_patterns import Patterns, patterns
from fpsem.speed.model import ModelUnavailable


@dataclass(frozen=True)
class WarpAccess:
    """One dynamic execution of a memory instruction by one warp: the byte addresses of its active lanes."""

    warp: int  # global warp index in the launch
    seq: int  # the warp's dynamic instruction counter when it ran (orders a warp's accesses)
    addresses: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class Accesses:
    """The sampled dynamic instances of one memory instruction, as arrays (what the memory analysis reads).

    Row ``k`` is one warp's execution: ``warps[k]`` (global warp index), ``seqs[k]`` (its position in that
    warp's memory stream) and ``addresses[k]``, one byte address per lane, -1 where the lane took no part.
    """

    warps: np.ndarray  # (n,) int64
    seqs: np.ndarray  # (n,) int64
    addresses: np.ndarray  # (n, lanes) int64, -1: inactive lane

    @staticmethod
    def of(instances: Sequence[WarpAccess]) -> Accesses:
        """The array form of hand-written instances (inactive lanes left out of each one's addresses)."""
        width = max((len(i.addresses) for i in instances), default=0)
        addr = np.full((len(instances), width), -1, np.int64)
        for k, i in enumerate(instances):
            addr[k, :len(i.addresses)] = i.addresses
        return Accesses(np.array([i.warp for i in instances], np.int64), np.array([i.seq for i in instances], np.int64),
                        addr)

    def __len__(self) -> int:
        return int(self.warps.size)

    @functools.cached_property
    def patterns(self) -> Patterns:
        """The address rows as patterns (:mod:`fpsem.speed.address_patterns`), worked out once."""
        return patterns(self.addresses)

    def __iter__(self) -> Iterator[WarpAccess]:
        for w, s, a in zip(self.warps.tolist(), self.seqs.tolist(), self.addresses):
            yield WarpAccess(int(w), int(s), tuple(int(x) for x in a[a >= 0]))

    def same(self, other: Accesses) -> bool:
        """Equal rows (the arrays compared by value)."""
        return (np.array_equal(self.warps, other.warps) and np.array_equal(self.seqs, other.seqs)
                and np.array_equal(self.addresses, other.addresses))


@dataclass(frozen=True, eq=False)
class MemoryOp:
    """One static load, store or atomic of the IR, with its sampled dynamic instances.

    ``instances`` may be given as WarpAccess records (hand-written traces): they are kept as :class:`Accesses`.
    """

    op: str  # a stable name: "<IR block>:<index in the block>"
    block: str  # IR basic block
    kind: str  # load | store | atomic
    size: int  # bytes one lane accesses
    buffer: str  # the kernel argument it points into ("" when unknown)
    instances: Accesses = field(default_factory=lambda: Accesses.of(()))

    def __post_init__(self) -> None:
        if not isinstance(self.instances, Accesses):
            object.__setattr__(self, "instances", Accesses.of(tuple(self.instances)))

    def same(self, other: MemoryOp) -> bool:
        """Equal names, kinds, sizes, buffers and instances."""
        return ((self.op, self.block, self.kind, self.size, self.buffer)
                == (other.op, other.block, other.kind, other.size, other.buffer) and self.instances.same(other.instances))


@dataclass(frozen=True)
class StageTrace:
    """One entry point's traced execution over its whole launch (counts scaled from the sampled warps)."""

    entry: str
    threads: int  # launched
    warp_size: int
    warps_sampled: tuple[int, ...]  # global warp indices that were interpreted
    block_warps: Mapping[str, float]  # IR block -> warp-level executions over the launch
    block_lanes: Mapping[str, float] = field(default_factory=dict)  # IR block -> lane executions
    trips: Mapping[str, float] = field(default_factory=dict)  # loop header block -> mean trips per entry
    memory: tuple[MemoryOp, ...] = ()
    buffers: Mapping[str, tuple[int, int]] = field(default_factory=dict)  # name -> (base address, bytes)
    complete: bool = True  # False: the counts could not be sampled (``reason`` says why)
    reason: str = ""
    block: int = 256  # threads per block of the launch
    # the trace's content key where it came from a keyed cache ('' when not known): equal keys, equal traces
    key: str = field(default="", compare=False)
    # the content key of what the memory analysis reads of it (:func:`fpsem.speed.traces.memory_key`; '' when not
    # known): traces of different code with equal memory streams (strict and algebraic, often) share a summary
    memory_key: str = field(default="", compare=False)

    @property
    def warps(self) -> int:
        return -(-self.threads // self.warp_size)


class CountsUnavailable(ModelUnavailable):
    """The trace could not give the counts (a data-dependent loop beyond the interpreter's bound, ...):
    the model says so instead of guessing."""


# ----------------------------------------------------------------------------- placing counts on machine blocks

_SUFFIX = re.compile(r"^(.*?)(\d+)$")


def _ir_candidates(name: str) -> list[str]:
    """IR block names a machine block's comment may stand for, most specific first.

    ``loop.i.preheader7`` (a block codegen duplicated and renumbered) -> ``loop.i.preheader``;
    ``a.b_crit_edge`` (an edge codegen split) -> the names in it, source first.
    """
    out = [name]
    m = _SUFFIX.match(name)
    if m and m.group(1) and not m.group(1).endswith((".", "_")):
        out.append(m.group(1))
    if name.endswith("_crit_edge"):
        body = name[: -len("_crit_edge")]
        out.append(body)
        # "src.dst" with dots inside both names: try every split, the source's side first
        parts = body.split(".")
        for k in range(len(parts) - 1, 0, -1):
            out.append(".".join(parts[:k]))
    return out


def place_counts(blocks: Sequence[Mapping], block_warps: Mapping[str, float]) -> tuple[list[float], list[str]]:
    """Executions of each machine block (same order as ``blocks``) and notes on the ones that were inferred.

    A block whose IR name (or a name it was derived from) is in the trace takes that count; one
    the back end made takes its loop header's count (a block inside the loop runs once per trip at
    most), or 0 outside loops with a note (its cost then is not counted).
    """
    by_number = {b["number"]: b for b in blocks}
    counts: list[float] = []
    notes: list[str] = []
    for b in blocks:
        found = next((block_warps[c] for c in _ir_candidates(b.get("ir_block", "")) if c in block_warps), None)
        if found is None:
            head = by_number.get(b.get("header", -1))
            hc = None
            if head is not None and head is not b:
                hc = next((block_warps[c] for c in _ir_candidates(head.get("ir_block", "")) if c in block_warps), None)
            if hc is not None and head is not None:
                found = hc
                notes.append(f"machine block {b['number']} ({b.get('ir_block') or 'no IR name'}) counted as its "
                             f"loop header {head['ir_block']}")
            else:
                found = 0.0
                if sum(b.get("ops", {}).values()) > 1:
                    notes.append(f"machine block {b['number']} ({b.get('ir_block') or 'no IR name'}) has no traced "
                                 "count: not counted")
        counts.append(float(found))
    return counts, notes


# ----------------------------------------------------------------------------- dynamic work

KINDS = ("fp64", "fp32", "sfu", "issue", "ld", "st", "atom", "other_mem")


@dataclass(frozen=True)
class DynamicWork:
    """Warp-level work of one stage over its launch, from traced counts x machine-code costs."""

    fp64: float = 0.0  # FP64 pipe slots (warp instructions; NVPTX div/sqrt at their expansion)
    fp32: float = 0.0
    sfu: float = 0.0  # special-function (MUFU / transcendental) warp instructions
    issue: float = 0.0  # all warp instructions
    ld: float = 0.0  # global load requests (warp instructions)
    st: float = 0.0
    atom: float = 0.0
    by_op: Mapping[str, float] = field(default_factory=dict)  # mnemonic -> warp instructions
    notes: tuple[str, ...] = ()

    def top(self, n: int = 5) -> list[tuple[str, float]]:
        """The ``n`` mnemonics executed most often."""
        return sorted(self.by_op.items(), key=lambda kv: -kv[1])[:n]


def instruction_cost(kind: str, op: str, expansion: Mapping[str, tuple[float, float]] | None = None,
                     backends: Mapping[str, Backend] = BACKENDS) -> dict[str, float]:
    """What one warp instruction ``op`` (a mnemonic of ``kind``'s code) costs: pipe slots, SFU ops, memory requests.

    The kind's :class:`~fpsem.compiler.code_metrics.MachineReader` classifies it, names its memory requests and
    says which groups expand (``expansion`` overrides the prices of those)."""
    reader = backend_for(kind, backends).reader
    g = reader.classify(Instr("", op))
    mem = reader.memory_op(op) if reader.memory_op else None
    out: dict[str, float] = {"issue": 1.0}
    if mem:
        out[mem] = 1.0
        return out
    if g.startswith("approx."):
        out["sfu"] = 1.0
        return out
    prec = g.split(".")[0]
    if prec in ("f64", "f32"):
        exp = (expansion or reader.expansion).get(g) if g in reader.expansion else None
        if exp:
            out["fp" + prec[1:]] = float(exp[0])
            if exp[1]:
                out["sfu"] = float(exp[1])
        else:
            out["fp" + prec[1:]] = 1.0
    return out


def dynamic_work(kind: str, blocks: Sequence[Mapping], counts: Sequence[float],
                 expansion: Mapping[str, tuple[float, float]] | None = None, notes: Sequence[str] = ()) -> DynamicWork:
    """Totals of :func:`instruction_cost` over every machine block times its executions."""
    tot = dict.fromkeys(("fp64", "fp32", "sfu", "issue", "ld", "st", "atom"), 0.0)
    by_op: dict[str, float] = {}
    for b, n in zip(blocks, counts):
        if not n:
            continue
        for op, k in b.get("ops", {}).items():
            w = n * k
            by_op[op] = by_op.get(op, 0.0) + w
            for what, c in instruction_cost(kind, op, expansion).items():
                tot[what] += w * c
    return DynamicWork(tot["fp64"], tot["fp32"], tot["sfu"], tot["issue"], tot["ld"], tot["st"], tot["atom"],
                       by_op, tuple(notes))
