"""The lock-step lane engine: LLVM IR run a whole warp (or thread block) at a time on numpy lane vectors.

A *group* of lanes -- one warp, or every thread of one block when the kernel uses shared
memory or barriers -- executes together: each instruction runs once for all the lanes
active in its block, as one numpy operation over the lanes (values as in
:mod:`fpsem.ir.laneops`, memory as in :mod:`fpsem.ir.lanemem`).  Control flow diverges
and reconverges as on a SIMT machine with a reconvergence stack (the scheme of GPGPU-Sim
and of pre-Volta NVIDIA hardware): at a branch whose active lanes disagree, the lanes of
each target run in turn until they reach the branch's immediate post-dominator, where
they continue together.  Lanes that return leave the group's every stack entry.

For each warp of the group the engine counts, per basic block, the executions (a warp
executing the block with any lane active) and the active lanes summed over them; per
loop header, every lane's trip count per entry into the loop (header executions from
entering the loop until leaving it); and it logs every memory access (instruction, lanes,
addresses) into :class:`fpsem.ir.lanemem.AccessLog`.

Thread and block indices come from the NVVM special registers
(``llvm.nvvm.read.ptx.sreg.*``) and the AMDGPU intrinsics (``llvm.amdgcn.workitem.id.*``,
``workgroup.id.*``, the code-object-v5 implicit arguments and the v4 dispatch packet);
warp shuffles, votes and ballots work within each warp of the group; ``__syncthreads``
(``llvm.nvvm.barrier0``, ``llvm.amdgcn.s.barrier`` and kin) requires every live lane of
the block at the same barrier (else the sample stops: a divergent barrier).

Not modelled (the sample stops with ``unsupported``, naming the construct): indirect
calls, ``invoke``/exceptions, integers wider than 64 bits, bfloat/x86_fp80/fp128,
scalable vectors, ``va_arg``, and intrinsics outside the tables below.
"""

from __future__ import annotations

import functools
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fpsem.ir import laneops as ops
from fpsem.ir.binding import parse_ir
from fpsem.ir.cfg import Loop, natural_loops, post_dominators
from fpsem.ir.constants import Const, GlobalDef, constant_bytes, global_definitions, parse_constant
from fpsem.ir.instr import (
    address_space,
    aggregate_indices,
    alloca_parts,
    atomic_operation,
    call_operands,
    gep_source_type,
    predicate,
    shuffle_mask,
    strip_metadata,
    switch_cases,
    value_key,
)
from fpsem.ir.irtypes import IRType, IRTypeError, gep_offset, gep_plan, named_types, parse_type, pointer_widths
from fpsem.ir.lanebase import BARRIERS, Getter, Group, Sel, Step, Stop, full_lanes, gather_lanes, intrinsic_base, merge_lanes, put
from fpsem.ir.laneintrinsics import intrinsic_step
from fpsem.ir.lanemem import LaneMemory, MemoryFault, Region, from_bytes, lane_dtype, to_bytes
from fpsem.ir.text import attribute_group_bodies, debug_location_of, debug_locations

U64 = np.uint64
EXIT = -1  # replaced per function by its block count


# --------------------------------------------------------------------------- compiled form


@dataclass
class LBlock:
    name: str
    phis: list[tuple[int, dict[int, Getter], IRType]]
    steps: list[Step]
    term: Callable[[list, Sel], np.ndarray]
    succs: list[int]


@dataclass
class LoopInfo:
    id: int
    loop: Loop
    inside: np.ndarray  # (blocks + 1,) bool, the last entry for "no previous block"


@dataclass
class LFunction:
    name: str
    params: list[IRType]
    param_names: list[str]
    ret: IRType
    nslots: int
    blocks: list[LBlock]
    ipdom: list[int]
    loops: dict[int, LoopInfo]  # header block -> loop
    id: int = 0


@dataclass(frozen=True)
class MemOpInfo:
    """A static memory instruction: where it is, what it does, how many bytes each lane moves."""

    id: int
    function: str
    block: str
    kind: str  # load | store | atomic | cmpxchg | memset | memcpy | gather | scatter
    addrspace: int
    bytes: int  # per lane and access (0: variable)
    text: str
    line: int | None = None
    location: str | None = None  # file:line of the instruction's own debug location (inlined code: its own)


@dataclass
class RunStats:
    """Counts of one group run (per warp of the group)."""

    warps: int
    block_exec: dict[int, np.ndarray] = field(default_factory=dict)  # function id -> (blocks, warps)
    block_lanes: dict[int, np.ndarray] = field(default_factory=dict)
    trips: dict[tuple[int, int], list[tuple[np.ndarray, np.ndarray]]] = field(default_factory=dict)  # (fn, header)
    counters: dict[tuple[int, int], np.ndarray] = field(default_factory=dict)
    steps: int = 0


def module_uses_block_scope(functions_text: str) -> bool:
    """True when the code uses shared memory or a block barrier: it then runs a whole thread block at a time."""
    return "addrspace(3)" in functions_text or any(f"@{b}(" in functions_text or f"@{b}." in functions_text
                                                   for b in BARRIERS)


# --------------------------------------------------------------------------- the engine


class LaneEngine:
    """One module, translated lazily per function, run group by group against a :class:`LaneMemory`."""

    def __init__(self, ir_text: str, memory: LaneMemory, name: str = "<ir>", global_init: Mapping[str, Any] | None = None,
                 dynamic_shared: int = 0, group_size: int = 32):
        self.name = name
        self.group_size = group_size  # lanes run together (stack slots are made for each)
        self.memory = memory
        self.module = parse_ir(ir_text, name)  # the global context: an isolated one may be freed before the module
        text = str(self.module)
        self.text = text
        dl = re.search(r'^target datalayout = "([^"]*)"', text, re.M)
        self.pointer_bits = pointer_widths(dl.group(1)) if dl else {}
        self.named = named_types(text, self.pointer_bits)
        self.defined = {f.name: f for f in self.module.functions if not f.is_declaration}
        self.compiled: dict[str, LFunction] = {}
        self.types: dict[Any, IRType] = {}  # llvmlite TypeRef (hashed by LLVM's pointer) -> parsed type
        self.memops: list[MemOpInfo] = []
        self.globals: dict[str, Region] = {}
        lines = text.splitlines()
        self.debug_locations = debug_locations(lines)  # metadata id -> file:line
        self.attribute_groups = attribute_group_bodies(lines)
        self.group: Group | None = None
        self.stats: RunStats | None = None
        self.live: np.ndarray | None = None
        self.max_steps = 1 << 62
        self.deadline = float("inf")
        self.max_trips: int | None = None
        self.depth = 0
        self._implicit: Region | None = None
        self._dispatch: Region | None = None
        self._allocate_globals(global_init or {}, dynamic_shared)

    # ---- globals
    def _allocate_globals(self, init: Mapping[str, Any], dynamic_shared: int) -> None:
        self.global_errors: dict[str, str] = {}
        defs = global_definitions(self.text, self.named, self.pointer_bits, errors=self.global_errors)
        for name, g in defs.items():
            nbytes = g.type.size
            kind = "shared" if g.addrspace == 3 else "global"
            if g.addrspace == 3 and g.init is None and nbytes == 0:
                nbytes = dynamic_shared  # extern __shared__ T x[]: the launch's dynamic shared memory
            data = init.get(name)
            elem = _elem_bytes(g.type)
            self.globals[name] = self.memory.add(name, nbytes, g.addrspace, kind, elem,
                                                 None if data is None else np.ascontiguousarray(data),
                                                 align=max(g.align, 16), readonly=g.constant and data is None)
        self._global_defs = defs
        for name, g in defs.items():
            if name in init or g.init is None or g.addrspace == 3:
                continue
            region = self.globals[name]
            region.data[:g.type.size] = np.frombuffer(self._const_image(g.init), np.uint8)

    def _const_image(self, c: Const) -> bytes:
        if c.kind in ("global", "expr") or (c.kind == "aggregate" and any(e.kind in ("global", "expr") or
                                                                          e.kind == "aggregate" for e in c.value)):
            if c.kind == "aggregate":
                t = c.type
                buf = bytearray(t.size)
                offs = t.field_offsets if t.kind == "struct" else [j * t.elem.size for j in range(t.count)]  # type: ignore[union-attr]
                for o, e in zip(offs, c.value):
                    b = self._const_image(e)
                    buf[o:o + len(b)] = b
                return bytes(buf)
            v = int(self.const_value(c))
            return v.to_bytes(8, "little")[:c.type.store_size]
        return constant_bytes(c)

    def global_address(self, name: str) -> int:
        if name in self.globals:
            return self.globals[name].base
        if name in self.defined:
            raise Stop("unsupported", f"the address of function @{name} (indirect calls are not modelled)")
        if name in self.global_errors:
            raise Stop("unsupported", self.global_errors[name])
        raise Stop("unsupported", f"global @{name} is not defined in the module")

    # ---- constants
    def const_value(self, c: Const):
        """A constant as a lane constant (numpy scalar, (n,) array for a vector, tuple for an aggregate)."""
        t = c.type
        if c.kind in ("zero", "undef", "poison", "null"):
            if t.kind == "vector":
                return np.zeros(t.count, lane_dtype(t))
            if t.kind in ("struct", "array"):
                fields = t.fields if t.kind == "struct" else (t.elem,) * t.count
                return tuple(self.const_value(Const(f, "zero")) for f in fields)  # type: ignore[arg-type]
            return lane_dtype(t)(0)
        if c.kind == "int":
            return np.bool_(c.value) if t.kind == "int" and t.bits == 1 else U64(c.value)
        if c.kind == "fp":
            return lane_dtype(t)(c.value)
        if c.kind == "aggregate":
            vals = [self.const_value(e) for e in c.value]
            if t.kind == "vector":
                return np.array(vals, dtype=lane_dtype(t))
            return tuple(vals)
        if c.kind == "global":
            return U64(self.global_address(c.value))
        if c.kind == "expr":
            op, operands, extra = c.value
            if op in ("addrspacecast", "bitcast") and t.kind == "ptr":
                return self.const_value(operands[0])
            if op in ("ptrtoint", "inttoptr", "trunc", "zext", "ptrtoaddr"):
                return ops.wrap(np.asarray(self.const_value(operands[0]), U64), t.bits if t.kind == "int" else 64)[()]
            if op == "getelementptr":
                base = int(self.const_value(operands[0]))
                try:
                    off = gep_offset(extra, [int(ops.signed(self.const_value(o), o.type.bits)) for o in operands[1:]])
                except IRTypeError as e:
                    raise Stop("unsupported", str(e)) from None
                return U64((base + off) & 0xFFFF_FFFF_FFFF_FFFF)
            if op in ("add", "sub", "mul", "xor", "shl", "and", "or"):
                f = ops.int_binop(op, t.bits)
                return f(U64(self.const_value(operands[0])), U64(self.const_value(operands[1])))
        raise Stop("unsupported", f"constant {c.kind} {c.value!r} of type {t}")

    # ---- translation
    def function(self, name: str) -> LFunction:
        fn = self.compiled.get(name)
        if fn is None:
            if name not in self.defined:
                raise Stop("unsupported", f"no function @{name} is defined in the module")
            fn = _Translator(self, self.defined[name]).translate()
            fn.id = len(self.compiled)
            self.compiled[name] = fn
        return fn

    def memop(self, fn: str, block: str, kind: str, addrspace: int, nbytes: int, ins: Any) -> int:
        text = str(ins).strip()
        where = debug_location_of(text, self.debug_locations)
        line = int(where.rsplit(":", 1)[1]) if where else None
        info = MemOpInfo(len(self.memops), fn, block, kind, addrspace, nbytes, strip_metadata(text), line, where)
        self.memops.append(info)
        return info.id

    # ---- implicit kernel arguments (AMDGPU)
    def implicit_region(self, which: str) -> Region:
        if which == "implicitarg":
            if self._implicit is None:
                self._implicit = self.memory.add("<implicitarg>", 256, 4, "implicit", 1, readonly=True)
            return self._implicit
        if self._dispatch is None:
            self._dispatch = self.memory.add("<dispatch>", 64, 4, "implicit", 1, readonly=True)
        return self._dispatch

    def _fill_implicit(self, g: Group) -> None:
        if self._implicit is not None:
            b = self._implicit.data
            b[:] = 0
            b[0:12] = np.array(g.nctaid, np.uint32).view(np.uint8)
            b[12:18] = np.array(g.ntid, np.uint16).view(np.uint8)
            b[64:66] = np.array([sum(1 for n in (g.nctaid[1], g.nctaid[2]) if n > 1) + 1], np.uint16).view(np.uint8)
        if self._dispatch is not None:
            b = self._dispatch.data
            b[:] = 0
            b[2:4] = np.array([sum(1 for n in (g.nctaid[1], g.nctaid[2]) if n > 1) + 1], np.uint16).view(np.uint8)
            b[4:10] = np.array(g.ntid, np.uint16).view(np.uint8)
            b[12:24] = np.array([g.nctaid[i] * g.ntid[i] for i in range(3)], np.uint32).view(np.uint8)

    # ---- running
    def run_group(self, entry: str, args: Sequence[Any], group: Group, stats: RunStats) -> None:
        """Run ``entry`` for every live lane of ``group``; args are lane constants (uniform)."""
        fn = self.function(entry)
        if group.size != self.group_size:
            raise Stop("unsupported", f"a group of {group.size} lanes in an engine made for {self.group_size}")
        self.group = group
        self.stats = stats
        self.live = group.alive.copy()
        self._fill_implicit(group)
        self.depth = 0
        full = [full_lanes(a, group.size, t) for a, t in zip(args, fn.params)]
        try:
            self.call(fn, full, group.alive.copy())
        finally:
            self._finish_trips(stats)

    def call(self, fn: LFunction, args: list, mask: np.ndarray):
        """Run ``fn`` on the lanes of ``mask`` (arguments as full-group lane arrays); the returned lane values."""
        g = self.group
        assert g is not None and self.stats is not None
        size = g.size
        stats = self.stats
        env: list = [None] * fn.nslots
        env[:len(args)] = args
        nb = len(fn.blocks)
        exit_ = -1
        prev = np.full(size, nb, np.int64)  # nb: "came from outside"
        ret: list = [None]
        exec_ = stats.block_exec.get(fn.id)
        if exec_ is None:
            exec_ = stats.block_exec[fn.id] = np.zeros((nb, stats.warps), np.int64)
            stats.block_lanes[fn.id] = np.zeros((nb, stats.warps), np.int64)
        lanes_ = stats.block_lanes[fn.id]
        warp = g.warp
        single = stats.warps == 1
        entry = self.depth == 0
        self.depth += 1
        stack: list[list] = [[0, exit_, mask]]
        while stack:
            top = stack[-1]
            pc, rpc, m = top
            if pc == rpc or pc == exit_:
                stack.pop()
                continue
            idx = np.flatnonzero(m)
            if idx.size == 0:
                stack.pop()
                continue
            x = Sel(idx, size)
            stats.steps += 1
            if stats.steps > self.max_steps:
                raise Stop("step-bound", f"more than {self.max_steps} block executions in one sample")
            if stats.steps & 1023 == 0 and time.monotonic() > self.deadline:
                raise Stop("time-bound", "the sample ran past its time bound")
            blk = fn.blocks[pc]
            if single:
                exec_[pc, 0] += 1
                lanes_[pc, 0] += x.k
            else:
                cnt = np.bincount(idx // warp, minlength=stats.warps)
                exec_[pc] += cnt > 0
                lanes_[pc] += cnt
            if blk.phis:
                self._phis(blk, env, x, prev, size)
            li = fn.loops.get(pc)
            if li is not None:
                self._count_trip(fn, pc, li, x, prev)
            try:
                for step in blk.steps:
                    step(env, x)
            except MemoryFault as f:  # the steps' memory accesses fault here, named by the function they are in
                raise Stop(f.reason, f"@{fn.name}: {f.detail}") from None
            targets = blk.term(env, x)
            prev[idx] = pc
            if isinstance(targets, tuple):  # a return: (targets, value)
                targets, value = targets
                if value is not None and fn.ret.kind != "void":
                    ret[0] = full_lanes(value, size, fn.ret) if x.full else merge_lanes(ret[0], idx, value, size, fn.ret)
            if np.ndim(targets) == 0 or (targets == targets[0]).all():
                t0 = int(targets if np.ndim(targets) == 0 else targets[0])
                if t0 == exit_:
                    self._leave(stack, m, entry)
                    continue
                top[0] = t0
                continue
            done = targets == exit_
            if done.any():
                gone = np.zeros(size, bool)
                gone[idx[done]] = True
                self._leave(stack, gone, entry)
            r = fn.ipdom[pc]
            top[0] = r
            for t in np.unique(targets[~done])[::-1]:
                t = int(t)
                if t == r:
                    continue
                sub = np.zeros(size, bool)
                sub[idx[targets == t]] = True
                stack.append([t, r, sub])
        self.depth -= 1
        return ret[0]

    def _leave(self, stack: list[list], gone: np.ndarray, entry: bool) -> None:
        """Lanes ``gone`` returned: out of every stack entry (and, from the kernel, out of the live lanes)."""
        for e in stack:
            e[2] = e[2] & ~gone
        if entry:
            assert self.live is not None
            self.live &= ~gone

    def _phis(self, blk: LBlock, env: list, x: Sel, prev: np.ndarray, size: int) -> None:
        p = prev[x.idx]
        p0 = p[0]
        uniform = (p == p0).all()
        vals = []
        for slot, incoming, t in blk.phis:
            if uniform:
                g = incoming.get(int(p0))
                if g is None:
                    raise Stop("undefined-behaviour", f"phi in block {blk.name} has no value for its predecessor")
                vals.append((slot, g(env, x), t))
            else:
                v = None
                for q in np.unique(p):
                    g = incoming.get(int(q))
                    if g is None:
                        raise Stop("undefined-behaviour", f"phi in block {blk.name} has no value for its predecessor")
                    sub = Sel(x.idx[p == q], size)
                    v = merge_lanes(v if v is not None else env[slot], sub.idx, g(env, sub), size, t)
                vals.append((slot, gather_lanes(v, x.idx) if not x.full else v, t))
        for slot, v, t in vals:
            put(env, slot, x, v, size, t)

    def _count_trip(self, fn: LFunction, header: int, li: LoopInfo, x: Sel, prev: np.ndarray) -> None:
        stats = self.stats
        assert stats is not None and self.group is not None
        key = (fn.id, header)
        c = stats.counters.get(key)
        if c is None:
            c = stats.counters[key] = np.zeros(self.group.size, np.int64)
        entering = ~li.inside[prev[x.idx]]
        if entering.any():
            lanes = x.idx[entering]
            old = c[lanes]
            if (old > 0).any():
                done = lanes[old > 0]
                stats.trips.setdefault(key, []).append((done // self.group.warp, c[done].copy()))
            c[lanes] = 0
        c[x.idx] += 1
        if self.max_trips is not None and int(c[x.idx].max()) > self.max_trips:
            raise Stop("loop-bound", f"a lane ran loop {fn.name}:{fn.blocks[header].name} more than "
                       f"{self.max_trips} times in one entry")

    def _finish_trips(self, stats: RunStats) -> None:
        assert self.group is not None
        for key, c in stats.counters.items():
            lanes = np.flatnonzero(c > 0)
            if lanes.size:
                stats.trips.setdefault(key, []).append((lanes // self.group.warp, c[lanes].copy()))
            c[:] = 0


_LABEL = re.compile(r'^("[^"]*"|[-\w.$]+):')


def block_labels(fn_text: str, count: int, unnamed_params: int) -> list[str]:
    """Each block's label as LLVM prints it (``entry``, ``38``); an unlabelled entry block gets the number LLVM
    gives it (the first after the unnamed parameters)."""
    labels = [m.group(1).strip('"') for m in (_LABEL.match(line) for line in fn_text.splitlines()) if m]
    if len(labels) == count - 1:
        labels.insert(0, str(unnamed_params))
    if len(labels) != count:
        return [str(i) for i in range(count)]
    return labels


def addresses(p: Any, k: int) -> np.ndarray:
    """A pointer operand as ``k`` uint64 lane addresses (a uniform pointer repeated)."""
    if type(p) is np.ndarray and p.dtype == U64 and p.shape == (k,):
        return p
    return np.full(k, p, U64) if np.ndim(p) == 0 else np.broadcast_to(np.asarray(p, U64), (k,))


def _elem_bytes(t: IRType) -> int:
    while t.kind in ("array", "vector") and t.elem is not None:
        t = t.elem
    return t.size if t.kind in ("int", "float", "ptr") else 1


# --------------------------------------------------------------------------- translation


_ATOMIC_OPS = {
    "xchg": lambda old, v: v, "add": None, "sub": None, "and": None, "or": None, "xor": None,
    "nand": None, "max": None, "min": None, "umax": None, "umin": None,
    "fadd": lambda old, v: old + v, "fsub": lambda old, v: old - v, "fmax": np.fmax, "fmin": np.fmin,
    "fmaximum": np.maximum, "fminimum": np.minimum,
}


class _Translator:
    """Turns one llvmlite function into an :class:`LFunction` of lane closures."""

    def __init__(self, engine: LaneEngine, fn: Any):
        self.e = engine
        self.fn = fn
        self.slots: dict[int, int] = {}
        self.block_index: dict[int, int] = {}
        self.block_name = ""

    def fail(self, ins: Any, why: str) -> Stop:
        return Stop("unsupported", f"@{self.fn.name}: {why}: '{strip_metadata(str(ins))}'")

    def type(self, text: str) -> IRType:
        try:
            return parse_type(text, self.e.named, self.e.pointer_bits)
        except IRTypeError as err:
            raise Stop("unsupported", f"@{self.fn.name}: {err}") from None

    def type_of(self, value: Any) -> IRType:
        """The IR type of an llvmlite value: LLVM's types are unique in their context, so each is printed and parsed
        once per module rather than for every operand (each print is a call into LLVM and a string to free)."""
        t = value.type
        got = self.e.types.get(t)
        if got is None:
            got = self.e.types[t] = self.type(str(t))
        return got

    def translate(self) -> LFunction:
        fn = self.fn
        params, names = [], []
        for i, a in enumerate(fn.arguments):
            self.slots[value_key(a)] = len(self.slots)
            params.append(self.type_of(a))
            names.append(a.name or str(i))  # unnamed parameters are numbered from 0, as LLVM prints them
        blocks = list(fn.blocks)
        for i, b in enumerate(blocks):
            self.block_index[value_key(b)] = i
            for ins in b.instructions:
                self.slots[value_key(ins)] = len(self.slots)
        ret = self.type(str(fn.global_value_type.get_function_return()))
        labels = block_labels(str(fn), len(blocks), sum(1 for n in names if n.isdigit()))
        out = []
        for i, b in enumerate(blocks):
            self.block_name = labels[i]
            blk = self._block(b)
            blk.name = labels[i]
            out.append(blk)
        nb = len(out)
        succs = [[s if s >= 0 else nb for s in b.succs] for b in out]
        exits = [i for i, b in enumerate(out) if not b.succs]
        ipdom = [p if p < nb else -1 for p in post_dominators([[s for s in ss if s < nb] for ss in succs], exits)]
        loops = {}
        for k, lp in enumerate(natural_loops([[s for s in ss if s < nb] for ss in succs])):
            inside = np.zeros(nb + 1, bool)
            inside[list(lp.blocks)] = True
            loops[lp.header] = LoopInfo(k, lp, inside)
        for b in out:
            b.succs = [s for s in b.succs if s >= 0]
        return LFunction(fn.name, params, names, ret, len(self.slots), out, ipdom, loops)

    # ---- operands
    def getter(self, op: Any, ins: Any) -> Getter:
        key = value_key(op)
        if key in self.slots:
            s = self.slots[key]
            t = self.type_of(op)
            if t.kind in ("struct", "array"):
                return lambda env, x: env[s] if x.full else gather_lanes(env[s], x.idx)
            return lambda env, x: env[s] if x.full else env[s][x.idx]
        c = self.constant(op, ins)
        return lambda env, x: c

    def raw(self, op: Any, ins: Any) -> Callable[[list], Any]:
        """The operand's value for every lane of the group (shuffles read other lanes)."""
        key = value_key(op)
        if key in self.slots:
            s = self.slots[key]
            return lambda env: env[s]
        c = self.constant(op, ins)
        return lambda env: c

    def constant(self, op: Any, ins: Any):
        kind = op.value_kind.name
        if kind == "global_variable":
            return U64(self.e.global_address(op.name))
        if kind == "function":
            raise self.fail(ins, f"function @{op.name} used as a value (indirect calls are not modelled)")
        if kind in ("basic_block", "metadata_as_value", "inline_asm"):
            raise self.fail(ins, f"operand of kind {kind}")
        try:
            c = parse_constant(str(op), self.e.named, self.e.pointer_bits)
        except IRTypeError as err:
            raise self.fail(ins, str(err)) from None
        return self.e.const_value(c)

    def const_int(self, op: Any, ins: Any) -> int | None:
        if value_key(op) in self.slots:
            return None
        v = self.constant(op, ins)
        return int(v) if np.ndim(v) == 0 and not isinstance(v, tuple) else None

    def dest(self, ins: Any) -> int:
        return self.slots[value_key(ins)]

    def setter(self, ins: Any) -> Callable[[list, Sel, Any], None]:
        d, t, size_of = self.dest(ins), self.type_of(ins), self.e
        return lambda env, x, v: put(env, d, x, v, size_of.group.size, t)  # type: ignore[union-attr]

    # ---- blocks
    def _block(self, b: Any) -> LBlock:
        phis: list = []
        steps: list[Step] = []
        term = None
        succs: list[int] = []
        for ins in b.instructions:
            op = ins.opcode
            if op == "phi":
                phis.append(self._phi(ins))
            elif op in ("br", "ret", "switch", "unreachable"):
                term, succs = getattr(self, f"_t_{op}")(ins)
            else:
                handler = getattr(self, f"_i_{op}", None)
                if handler is None:
                    steps.append(self._refuse(ins, f"instruction '{op}' is not supported by the lane engine"))
                    continue
                try:
                    step = handler(ins)
                except Stop as s:  # refused at translation: fail only if the instruction runs
                    step = self._refuse_stop(s)
                if step is not None:
                    steps.append(step)
        if term is None:
            raise Stop("unsupported", f"@{self.fn.name}: block {b.name} has no terminator")
        return LBlock(b.name or "", phis, steps, term, succs)

    def _refuse(self, ins: Any, why: str) -> Step:
        return self._refuse_stop(self.fail(ins, why))

    @staticmethod
    def _refuse_stop(s: Stop) -> Step:
        def step(env, x):
            raise Stop(s.reason, s.detail)
        return step

    def _phi(self, ins: Any):
        incoming = {}
        for v, blk in zip(ins.operands, ins.incoming_blocks):
            incoming[self.block_index[value_key(blk)]] = self.getter(v, ins)
        return self.dest(ins), incoming, self.type_of(ins)

    # ---- terminators
    def _t_ret(self, ins: Any):
        opl = list(ins.operands)
        if not opl:
            return (lambda env, x: (np.int64(-1), None)), []
        g = self.getter(opl[0], ins)
        return (lambda env, x: (np.int64(-1), g(env, x))), []

    def _t_br(self, ins: Any):
        opl = list(ins.operands)
        if len(opl) == 1:
            t = self.block_index[value_key(opl[0])]
            tt = np.int64(t)
            return (lambda env, x: tt), [t]
        cond = self.getter(opl[0], ins)
        f, t = self.block_index[value_key(opl[1])], self.block_index[value_key(opl[2])]
        tf, tt = np.int64(f), np.int64(t)

        def term(env, x):
            c = cond(env, x)
            if np.ndim(c) == 0:
                return tt if c else tf
            return np.where(c, tt, tf)

        return term, [t, f]

    def _t_switch(self, ins: Any):
        opl = list(ins.operands)
        cond = self.getter(opl[0], ins)
        bits = self.type_of(opl[0]).bits
        default = self.block_index[value_key(opl[1])]
        values = switch_cases(ins, bits)
        dests = [self.block_index[value_key(o)] for o in opl[2:]]
        if len(values) != len(dests):
            raise self.fail(ins, "cannot read the switch cases")
        keys = np.array(values, U64)
        dest_arr = np.array(dests + [default], np.int64)

        def term(env, x):
            c = np.asarray(cond(env, x)).astype(U64)
            hit = c[..., None] == keys
            pos = np.where(hit.any(axis=-1), hit.argmax(axis=-1), len(values))
            return dest_arr[pos]

        return term, dests + [default]

    def _t_unreachable(self, ins: Any):
        name = self.fn.name

        def term(env, x):
            raise Stop("undefined-behaviour", f"@{name}: reached 'unreachable'")

        return term, []

    # ---- arithmetic
    def _lanewise(self, ins: Any, f: Callable):
        """A step computing ``f`` of the operands (a call's arguments) lane by lane, vectorised."""
        opl = list(ins.operands)
        if ins.opcode == "call":
            opl = opl[:-1]
        gs = [self.getter(o, ins) for o in opl]
        put_ = self.setter(ins)
        if len(gs) == 1:
            (a,) = gs

            def step1(env, x):
                put_(env, x, f(a(env, x)))
            return step1
        if len(gs) == 2:
            a, b = gs

            def step2(env, x):
                put_(env, x, f(a(env, x), b(env, x)))
            return step2
        a, b, c = gs

        def step3(env, x):
            put_(env, x, f(a(env, x), b(env, x), c(env, x)))
        return step3

    def _fp(self, ins: Any, f: Callable):
        dt = lane_dtype(self.type_of(ins))
        return self._lanewise(ins, lambda *a: np.asarray(f(*a), dtype=dt))

    _i_fadd = functools.partialmethod(_fp, f=np.add)
    _i_fsub = functools.partialmethod(_fp, f=np.subtract)
    _i_fmul = functools.partialmethod(_fp, f=np.multiply)
    _i_fdiv = functools.partialmethod(_fp, f=np.divide)
    _i_frem = functools.partialmethod(_fp, f=ops.frem)
    _i_fneg = functools.partialmethod(_fp, f=np.negative)

    def _i_fcmp(self, ins):
        pred = predicate(ins, ops.FP_PREDICATES)
        if pred is None:
            raise self.fail(ins, "cannot read the fcmp predicate")
        return self._lanewise(ins, ops.fcmp(pred))

    def _int_bin(self, ins):
        t = self.type_of(ins)
        f = ops.int_binop(ins.opcode, t.scalar.bits)
        name = self.fn.name

        def guarded(a, b):
            try:
                return f(a, b)
            except ops.UndefinedBehaviour as err:
                raise Stop("undefined-behaviour", f"@{name}: {err}") from None
        return self._lanewise(ins, guarded if ins.opcode in ("udiv", "sdiv", "urem", "srem") else f)

    _i_add = _i_sub = _i_mul = _i_udiv = _i_sdiv = _i_urem = _i_srem = _int_bin
    _i_shl = _i_lshr = _i_ashr = _i_and = _i_or = _i_xor = _int_bin

    def _i_icmp(self, ins):
        pred = predicate(ins, ops.INT_PREDICATES)
        if pred is None:
            raise self.fail(ins, "cannot read the icmp predicate")
        t = self.type_of(list(ins.operands)[0]).scalar
        return self._lanewise(ins, ops.icmp(pred, t.bits))

    # ---- casts
    def _src_dst(self, ins):
        return self.type_of(list(ins.operands)[0]), self.type_of(ins)

    def _i_zext(self, ins):
        src, dst = self._src_dst(ins)
        if src.scalar.bits == 1:
            return self._lanewise(ins, lambda a: np.asarray(a).astype(U64))
        return self._lanewise(ins, lambda a: a)

    def _i_sext(self, ins):
        src, dst = self._src_dst(ins)
        sb, db = src.scalar.bits, dst.scalar.bits
        return self._lanewise(ins, lambda a: ops.wrap(ops.signed(a, sb), db))

    def _i_trunc(self, ins):
        _, dst = self._src_dst(ins)
        db = dst.scalar.bits
        return self._lanewise(ins, lambda a: ops.wrap(a, db))

    def _i_fpext(self, ins):
        dt = lane_dtype(self.type_of(ins))
        return self._lanewise(ins, lambda a: np.asarray(a).astype(dt))

    _i_fptrunc = _i_fpext

    def _i_sitofp(self, ins):
        src, dst = self._src_dst(ins)
        sb, dt = src.scalar.bits, lane_dtype(dst)
        return self._lanewise(ins, lambda a: ops.signed(a, sb).astype(dt))

    def _i_uitofp(self, ins):
        dt = lane_dtype(self.type_of(ins))
        return self._lanewise(ins, lambda a: np.asarray(a).astype(U64).astype(dt))

    def _fp_to_int(self, ins, signed: bool):
        _, dst = self._src_dst(ins)
        bits = dst.scalar.bits
        lo, hi = (-(2.0 ** (bits - 1)), 2.0 ** (bits - 1)) if signed else (0.0, 2.0 ** bits)

        def f(a):
            a = np.asarray(a, np.float64)
            t = np.trunc(a)
            ok = np.isfinite(t) & (t >= lo) & (t < hi)  # out of range: poison, read as 0
            t = np.where(ok, t, 0.0)
            v = t.astype(np.int64).view(U64) if signed else t.astype(U64)
            return ops.wrap(v, bits)
        return self._lanewise(ins, f)

    _i_fptosi = functools.partialmethod(_fp_to_int, signed=True)
    _i_fptoui = functools.partialmethod(_fp_to_int, signed=False)

    def _i_bitcast(self, ins):
        src, dst = self._src_dst(ins)
        if src.kind == dst.kind == "ptr" or str(src) == str(dst):
            return self._lanewise(ins, lambda a: a)
        if src.store_size != dst.store_size:
            raise self.fail(ins, "bitcast between types of different sizes")

        def f(a):
            k = np.shape(a)[0] if np.ndim(a) and (src.kind != "vector" or np.ndim(a) == 2) else 1
            scalar = np.ndim(a) == 0 or (src.kind == "vector" and np.ndim(a) == 1)
            v = from_bytes(to_bytes(a if not scalar else np.asarray(a)[None], src, k), dst)
            return v[0] if scalar else v
        return self._lanewise(ins, f)

    def _i_ptrtoint(self, ins):
        _, dst = self._src_dst(ins)
        bits = dst.scalar.bits
        return self._lanewise(ins, lambda a: ops.wrap(a, bits))

    _i_ptrtoaddr = _i_ptrtoint

    def _i_inttoptr(self, ins):
        return self._lanewise(ins, lambda a: np.asarray(a).astype(U64))

    def _i_addrspacecast(self, ins):
        return self._lanewise(ins, lambda a: a)

    def _i_freeze(self, ins):
        return self._lanewise(ins, lambda a: a)

    # ---- select, vectors, aggregates
    def _i_select(self, ins):
        opl = list(ins.operands)
        ct = self.type_of(opl[0])
        vt = self.type_of(ins)
        expand = ct.kind != "vector" and vt.kind == "vector"
        agg = vt.kind in ("struct", "array")

        def sel(c, a, b):
            if agg:
                return tuple(_where(c, p, q) for p, q in zip(a, b))
            c = np.asarray(c)
            if expand and c.ndim:
                c = c[:, None]
            return np.where(c, a, b)
        return self._lanewise(ins, sel)

    def _i_extractelement(self, ins):
        def f(v, i):
            v = np.asarray(v)
            i = np.asarray(i).astype(np.int64)
            if v.ndim == 1:
                return v[i]
            if i.ndim == 0:
                return v[:, int(i)]
            return v[np.arange(v.shape[0]), i]
        return self._lanewise(ins, f)

    def _i_insertelement(self, ins):
        vt = self.type_of(ins)
        dt = lane_dtype(vt)

        def f(v, e, i):
            i = np.asarray(i).astype(np.int64)
            e = np.asarray(e)
            k = max(np.shape(v)[0] if np.ndim(v) == 2 else 1, np.shape(e)[0] if np.ndim(e) else 1,
                    np.shape(i)[0] if np.ndim(i) else 1)
            out = np.array(np.broadcast_to(v, (k, vt.count)), dtype=dt)
            if i.ndim == 0:
                out[:, int(i)] = e
            else:
                out[np.arange(k), i] = e
            return out
        return self._lanewise(ins, f)

    def _i_shufflevector(self, ins):
        rt = self.type_of(ins)
        mask = shuffle_mask(ins, rt.count)
        if mask is None:
            raise self.fail(ins, "cannot read the shuffle mask")
        opl = list(ins.operands)[:2]
        n = self.type_of(opl[0]).count
        a, b = (self.getter(o, ins) for o in opl)
        sel_idx = np.array([m if m >= 0 else 0 for m in mask], np.int64)
        dt = lane_dtype(rt)
        put_ = self.setter(ins)

        def step(env, x):
            va, vb = np.asarray(a(env, x)), np.asarray(b(env, x))
            k = x.k
            both = np.concatenate([np.broadcast_to(va, (k, n)), np.broadcast_to(vb, (k, n))], axis=1)
            put_(env, x, both[:, sel_idx].astype(dt, copy=False))
        return step

    def _i_extractvalue(self, ins):
        path = aggregate_indices(ins)

        def f(v):
            for i in path:
                v = v[i]
            return v
        return self._lanewise(ins, f)

    def _i_insertvalue(self, ins):
        path = aggregate_indices(ins)

        def ins_at(v, e, p):
            v = list(v)
            v[p[0]] = e if len(p) == 1 else ins_at(v[p[0]], e, p[1:])
            return tuple(v)
        return self._lanewise(ins, lambda v, e: ins_at(v, e, path))

    # ---- memory
    def _space(self, op: Any) -> int:
        return address_space(str(op.type))

    def _i_getelementptr(self, ins):
        src = self.type(gep_source_type(ins))
        opl = list(ins.operands)
        base = self.getter(opl[0], ins)
        const_off = 0
        dyn: list[tuple[Getter, int, int, bool]] = []
        idx_ops = opl[1:]
        try:
            plan = gep_plan(src, len(idx_ops), lambda k: self.const_int(idx_ops[k], ins))
        except IRTypeError as e:
            raise self.fail(ins, str(e)) from None
        for o, (field_, n) in zip(idx_ops, plan):
            it = self.type_of(o).scalar
            ci = self.const_int(o, ins)
            if field_:
                const_off += n
            elif ci is not None:
                const_off += int(ops.signed(U64(ci), it.bits)) * n
            else:
                dyn.append((self.getter(o, ins), n, it.bits, self.type_of(o).kind == "vector"))
        rt = self.type_of(ins)
        vector = rt.kind == "vector"
        base_vec = self.type_of(opl[0]).kind == "vector"
        put_ = self.setter(ins)
        c = np.asarray(np.int64(const_off)).view(U64)[()]

        def step(env, x):
            b: Any = np.asarray(base(env, x), U64)
            if vector and not base_vec and b.ndim == 1:
                b = b[:, None]
            acc = b + c
            for g, size, bits, vec in dyn:
                o = ops.signed(g(env, x), bits) * np.int64(size)
                o = np.asarray(o).view(U64)
                if vector and not vec and o.ndim == 1:
                    o = o[:, None]
                acc = acc + o
            put_(env, x, acc)
        return step

    def _i_load(self, ins):
        t = self.type_of(ins)
        opl = list(ins.operands)
        p = self.getter(opl[0], ins)
        e = self.e
        op = e.memop(self.fn.name, self.block_name, "load", self._space(opl[0]), t.store_size, ins)
        put_ = self.setter(ins)
        hint: list = [None]

        def step(env, x):
            addr = addresses(p(env, x), x.k)
            v = e.memory.load(addr, t, op, x.idx, hint)
            put_(env, x, v)
        return step

    def _i_store(self, ins):
        opl = list(ins.operands)
        t = self.type_of(opl[0])
        v, p = self.getter(opl[0], ins), self.getter(opl[1], ins)
        e = self.e
        op = e.memop(self.fn.name, self.block_name, "store", self._space(opl[1]), t.store_size, ins)
        hint: list = [None]

        def step(env, x):
            addr = addresses(p(env, x), x.k)
            e.memory.store(addr, t, v(env, x), op, x.idx, hint)
        return step

    def _i_alloca(self, ins):
        parts = alloca_parts(ins)
        if parts is None:
            raise self.fail(ins, "cannot read the alloca")
        t = self.type(parts[0])
        count = parts[1]
        slot = (t.size * count + 15) // 16 * 16
        e = self.e
        size = e.group_size
        region = e.memory.add(f"<alloca {self.fn.name}:{strip_metadata(str(ins)).split('=')[0].strip()}>",
                              slot * size, 5, "local", _elem_bytes(t))
        base = U64(region.base)
        put_ = self.setter(ins)

        def step(env, x):
            put_(env, x, base + x.idx.astype(U64) * U64(slot))
        return step

    def _i_fence(self, ins):
        return None

    def _i_atomicrmw(self, ins):
        kind = atomic_operation(ins)
        if kind not in _ATOMIC_OPS and kind not in ("uinc_wrap", "udec_wrap", "usub_sat", "usub_cond"):
            raise self.fail(ins, "unsupported atomicrmw operation")
        opl = list(ins.operands)
        t = self.type_of(ins)
        f: Any = _ATOMIC_OPS.get(kind)
        if f is None:
            bits = t.bits
            table: dict[str, Any] = {
                "add": ops.int_binop("add", bits), "sub": ops.int_binop("sub", bits),
                "and": ops.int_binop("and", bits), "or": ops.int_binop("or", bits), "xor": ops.int_binop("xor", bits),
                "nand": lambda o, v: ops.wrap(~(o & v), bits),
                "max": lambda o, v: np.where(ops.signed(o, bits) >= ops.signed(v, bits), o, v),
                "min": lambda o, v: np.where(ops.signed(o, bits) <= ops.signed(v, bits), o, v),
                "umax": np.maximum, "umin": np.minimum,
                "uinc_wrap": lambda o, v: np.where(o >= v, U64(0), o + U64(1)),
                "udec_wrap": lambda o, v: np.where((o == 0) | (o > v), v, o - U64(1)),
                "usub_sat": lambda o, v: np.where(o >= v, o - v, U64(0)),
                "usub_cond": lambda o, v: np.where(o >= v, o - v, o),
            }
            f = table[kind]
        p, v = self.getter(opl[0], ins), self.getter(opl[1], ins)
        e = self.e
        op = e.memop(self.fn.name, self.block_name, "atomic", self._space(opl[0]), t.store_size, ins)
        put_ = self.setter(ins)
        return self._atomic_step(p, lambda env, x: (v(env, x),), lambda old, args: (f(old, args[0]), old), t, op,
                                 put_)

    def _i_cmpxchg(self, ins):
        opl = list(ins.operands)
        t = self.type_of(opl[1])
        p, cmp, new = (self.getter(o, ins) for o in opl[:3])
        e = self.e
        op = e.memop(self.fn.name, self.block_name, "cmpxchg", self._space(opl[0]), t.store_size, ins)
        put_ = self.setter(ins)

        def apply(old, args):
            c, n = args
            ok = np.asarray(old == c)
            return np.where(ok, n, old), (old, ok)
        return self._atomic_step(p, lambda env, x: (cmp(env, x), new(env, x)), apply, t, op, put_)

    def _atomic_step(self, p, args_of, apply, t: IRType, op: int, put_):
        e = self.e
        hint: list = [None]

        def step(env, x):
            addr = addresses(p(env, x), x.k)
            args = [np.broadcast_to(np.asarray(a), (x.k,)) for a in args_of(env, x)]
            if np.unique(addr).size == addr.size:  # no two lanes on one address: all at once
                old = e.memory.load(addr, t, op, x.idx, hint, "atomic")
                new, result = apply(old, args)
                log, e.memory.log = e.memory.log, None
                try:
                    e.memory.store(addr, t, new, op, x.idx, hint, "atomic")
                finally:
                    e.memory.log = log
            else:  # lanes in lane order, each seeing the previous lanes' updates
                log = e.memory.log
                if log is not None:
                    log.add(op, x.idx, addr, e.memory.region_of(addr))
                e.memory.log = None
                outs = []
                try:
                    for j in range(x.k):
                        a1 = addr[j:j + 1]
                        old = e.memory.load(a1, t, op, x.idx[j:j + 1], hint, "atomic")
                        new, res = apply(old, [a[j:j + 1] for a in args])
                        e.memory.store(a1, t, new, op, x.idx[j:j + 1], hint, "atomic")
                        outs.append(res)
                finally:
                    e.memory.log = log
                result = (tuple(np.concatenate([o[i] for o in outs]) for i in range(len(outs[0])))
                          if isinstance(outs[0], tuple) else np.concatenate(outs))
            put_(env, x, result)
        return step

    # ---- calls
    def _i_call(self, ins):
        callee, args = call_operands(ins, self.fail)
        name = callee.name
        e = self.e
        if name in e.defined:
            getters = [self.getter(o, ins) for o in args]
            types = [self.type_of(o) for o in args]
            rt = self.type_of(ins)
            put_ = self.setter(ins) if rt.kind != "void" else None

            def call_step(env, x):
                g = e.group
                assert g is not None
                fn = e.function(name)
                full = []
                for gt, t in zip(getters, types):
                    v = gt(env, x)
                    full.append(full_lanes(v, g.size, t) if x.full else merge_lanes(None, x.idx, v, g.size, t))
                mask = np.zeros(g.size, bool)
                mask[x.idx] = True
                r = e.call(fn, full, mask)
                if put_ is not None:
                    put_(env, x, r if x.full else gather_lanes(r, x.idx))
            return call_step
        return intrinsic_step(self, ins, name, args)


def _where(c, a, b):
    if isinstance(a, tuple):
        return tuple(_where(c, p, q) for p, q in zip(a, b))
    return np.where(c, a, b)


__all__ = ["BARRIERS", "Group", "LFunction", "LaneEngine", "MemOpInfo", "RunStats", "Sel", "Stop", "intrinsic_base",
           "module_uses_block_scope", "GlobalDef"]
