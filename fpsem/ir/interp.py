"""An mpmath interpreter of LLVM IR with strict, exact semantics: a reference for any kernel.

The module is parsed and verified by LLVM (``fpsem.ir.binding.parse_ir``); each function is
then translated once into Python closures over a register file and run point by point
(:meth:`Interpreter.call`) or, for a GPU kernel, thread by thread over a launch
(:meth:`Interpreter.launch`).

Semantics (the *reference* semantics, whatever flags the IR carries):

* every floating-point operation is exact at the working precision of the
  ``ExactContext`` (``fpsem.floats.exact``): ``fadd fsub fmul fdiv frem fneg``,
  ``llvm.fma``/``llvm.fmuladd`` (one exact evaluation), the math intrinsics
  (``llvm.sqrt exp exp2 exp10 log log2 log10 sin cos tan sinh cosh tanh asin acos atan atan2 pow powi fabs copysign minnum maxnum
  minimum maximum floor ceil trunc round rint nearbyint is.fpclass``) and their libm
  names (and ``__nv_``/``__ocml_`` vendor names) through mpmath; ``fpext``/``fptrunc`` keep the
  exact value (the reference is the mathematical value; rounding to the output format happens
  once, at the end);
* integers are two's-complement of their width: ``add sub mul udiv sdiv urem srem shl
  lshr ashr and or xor``, ``icmp``, ``zext sext trunc``, ``sitofp uitofp fptosi fptoui``, the
  ``*.with.overflow`` intrinsics;
* **vectors** (``<n x T>``) are tuples of elements: element-wise arithmetic, comparisons, casts
  and intrinsics, ``extractelement``/``insertelement``/``shufflevector``, vector loads and stores
  (consecutive elements of a buffer), and ``llvm.vector.reduce.*``: ``fadd``/``fmul`` in element
  order from the start value, or -- with ``reassoc`` -- in LLVM's lowering order (halves added
  pairwise, element ``j`` with ``j + n/2``, down to one; then the start value), the order NVPTX,
  AMDGPU and x86 code generation all use (checked on llvmlite 0.50's back ends);
* **poison** (and ``undef``, taken as poison) propagates through arithmetic, comparisons,
  casts, ``select``, ``getelementptr`` and vectors element by element; ``freeze`` makes it 0;
  it is an error (undefined behaviour, or a poisoned result) only where it is observed: a
  branch or switch condition, a load or store address, a stored value, a returned value.  So
  the poison that clang and rustc put on phi edges that are never taken, and in vector lanes
  later overwritten, is harmless, as in LLVM;
* memory is numpy-backed: ``Memory`` holds named buffers (object arrays of ``Exact`` for
  real arrays, int arrays for integer arrays); ``getelementptr`` computes byte
  offsets; ``load``/``store`` must hit an element of the buffer's own type, in bounds
  (an ``i8`` buffer also serves wider integer loads and stores, little-endian);
  module **globals** are buffers named ``@name`` (initialised from their initializer, or left
  unset: a load of an unset element is an error), constant expressions
  (``getelementptr``/``addrspacecast`` of a global) are pointers into them; ``alloca`` makes a
  fresh buffer for the call; **atomics** (``atomicrmw`` of every integer and float operation,
  ``cmpxchg``) act on one element, exactly;
* **bit-level reinterpretation** (``bitcast`` between a float and an integer of its width, a load or
  store of such an integer from or to a float buffer, so also ``cmpxchg`` on a double's bits): the
  program reads a register of that format, so the exact value is first rounded to it (to nearest);
  an integer's bits read as a float are that float exactly.  ``Interpreter.notes`` says when this
  happened: the reference is then exact except at those points;
* control flow: ``br`` (both forms), ``switch``, ``phi``, ``select``, ``ret``, ``freeze``,
  calls to other functions defined in the module; aggregates (``extractvalue``/``insertvalue``,
  ``cmpxchg``'s result) are tuples.

**Launches** (:meth:`Interpreter.launch`): every thread of each block of a 1-, 2- or 3-D grid
runs the kernel, one thread at a time *phase by phase*: a thread runs until it reaches a block
barrier (``llvm.nvvm.barrier0``, ``__syncthreads``, ``llvm.amdgcn.s.barrier``) or a warp-level
collective (``shfl.sync``, ``vote``, ``ds.bpermute``), and the collective completes when every
live thread of the block (of the warp) has reached it -- a valid execution of any program whose
shared memory is synchronised by its barriers.  Shared memory (address space 3) is fresh for
every block; thread and block indices come from the NVVM special registers and the AMDGPU
intrinsics (implicit kernel arguments, code object v4 and v5 layouts).

Anything else (reinterpretation across element boundaries, pointers stored in memory, indirect calls,
an unknown call, ...) is refused with an ``InterpreterError`` naming the instruction.
"""

from __future__ import annotations

import functools
import re
import struct
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fpsem.core.errors import UsageError
from fpsem.floats.exact import Exact, ExactContext
from fpsem.floats.ulp import F32, F64, FloatFormat
from fpsem.ir import irtypes
from fpsem.ir.binding import parse_ir
from fpsem.ir.constants import Const, global_definitions, parse_constant
from fpsem.ir.instr import (
    aggregate_indices,
    alloca_parts,
    atomic_operation,
    body_text,
    call_operands,
    dims3,
    does_not_return,
    gep_source_type,
    predicate,
    reassociable,
    shuffle_mask,
    strip_metadata,
    switch_cases,
    value_key,
)
from fpsem.ir.irtypes import IRType, IRTypeError
from fpsem.ir.lanebase import BARRIERS, intrinsic_base
from fpsem.ir.text import attribute_group_bodies

MAX_STEPS_DEFAULT = 50_000_000  # block transitions per top-level call (per thread in a launch): stops a runaway loop


class InterpreterError(UsageError):
    """The interpreter cannot run this IR (an unsupported construct, an out-of-bounds access, poison)."""


class _Poison:
    """LLVM's poison value (``undef`` is read as poison): propagated, and an error where it is observed."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "poison"

    def __bool__(self) -> bool:
        raise InterpreterError("a poison value decided control flow (undefined behaviour)")


POISON = _Poison()
_REINTERPRETED = "a float's bits were read as an integer: its exact value was rounded to its format there"


# --------------------------------------------------------------------------- types


def parse_type(text: str, named: Mapping[str, IRType] | None = None) -> IRType:
    """Parse an LLVM type as printed; raises InterpreterError for types the interpreter does not model."""
    try:
        return irtypes.parse_type(text, named)
    except IRTypeError as e:
        raise InterpreterError(str(e)) from None


def _format_for(t: IRType) -> FloatFormat:
    s = t.scalar
    if s.kind == "float" and s.bits == 64:
        return F64
    if s.kind == "float" and s.bits == 32 and not s.name:
        return F32
    raise InterpreterError(f"floating-point type {t} is not supported (double and float are)")


def _scalar_of(t: IRType) -> IRType:
    """The element type a buffer of ``t`` holds (an array's innermost element)."""
    while t.kind in ("array", "vector") and t.elem is not None:
        t = t.elem
    return t


def _elements(t: IRType) -> int:
    n = 1
    while t.kind in ("array", "vector") and t.elem is not None:
        n *= t.count
        t = t.elem
    return n


# --------------------------------------------------------------------------- memory


@dataclass(frozen=True)
class Pointer:
    """A pointer into ``Memory``: buffer index (None for null) and byte offset."""

    buffer: int | None
    offset: int


@dataclass
class Buffer:
    """One named array. Real elements are ``Exact``; an element still ``None`` is taken, exactly,
    from ``init`` (a numpy float array) on first load, so large inputs cost only what is read.
    ``written`` marks the elements stores have hit."""

    name: str
    elem: IRType
    data: np.ndarray  # object array: Exact (real) or int (integers); None = not yet materialised
    init: np.ndarray | None = None
    ctx: ExactContext | None = None
    written: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    freed: bool = False


class Memory:
    """Named, numpy-backed buffers that interpreted code addresses through ``Pointer``s."""

    def __init__(self, ctx: ExactContext | None = None) -> None:
        self.ctx = ctx or ExactContext()  # for floats made from bits
        self.reinterpreted = 0  # accesses that read or wrote a float buffer's bits as an integer
        self.buffers: list[Buffer] = []
        self._by_name: dict[str, int] = {}
        self._owners: dict[tuple[int, int], object] | None = None
        self._writer: object = None

    def track_writers(self, writer: object) -> None:
        """From now on, refuse a store to an element another writer (e.g. another point) stored to."""
        if self._owners is None:
            self._owners = {}
        self._writer = writer

    def add_real(self, name: str, values: Sequence[Exact], elem: str = "double") -> Pointer:
        """A real array of ``Exact`` elements."""
        data = np.empty(len(values), dtype=object)
        for i, v in enumerate(values):
            data[i] = v
        return self._add(Buffer(name, parse_type(elem), data))

    def add_real_array(self, name: str, values: np.ndarray, ctx: ExactContext, elem: str = "double") -> Pointer:
        """A real array initialised from numpy floats, each taken exactly (lazily, on first load)."""
        return self._add(Buffer(name, parse_type(elem), np.empty(len(values), dtype=object), np.asarray(values), ctx))

    def add_int(self, name: str, values: Sequence[int] | np.ndarray, elem: str = "i64") -> Pointer:
        t = parse_type(elem)
        if t.kind != "int":
            raise InterpreterError(f"buffer {name}: {elem} is not an integer type")
        mask = (1 << t.bits) - 1
        data = np.array([int(v) & mask for v in values], dtype=object)
        return self._add(Buffer(name, t, data))

    def add_empty(self, name: str, elem: IRType, count: int) -> Pointer:
        """A buffer of ``count`` unset elements (a load before a store is an error)."""
        return self._add(Buffer(name, elem, np.full(count, None, dtype=object)))

    def _add(self, buf: Buffer) -> Pointer:
        if buf.name in self._by_name:
            raise InterpreterError(f"buffer {buf.name!r} added twice")
        buf.written = np.zeros(len(buf.data), dtype=bool)
        self._by_name[buf.name] = len(self.buffers)
        self.buffers.append(buf)
        return Pointer(len(self.buffers) - 1, 0)

    def buffer(self, name: str) -> Buffer:
        try:
            return self.buffers[self._by_name[name]]
        except KeyError:
            raise InterpreterError(f"no buffer named {name!r}") from None

    def pointer(self, name: str) -> Pointer:
        """A pointer to the start of the named buffer."""
        self.buffer(name)
        return Pointer(self._by_name[name], 0)

    def _locate(self, ptr: Any, t: IRType, what: str) -> tuple[Buffer, int]:
        if ptr is POISON:
            raise InterpreterError(f"{what} through a poison pointer (undefined behaviour)")
        if not isinstance(ptr, Pointer) or ptr.buffer is None:
            raise InterpreterError(f"{what} through a null or non-pointer value")
        buf = self.buffers[ptr.buffer]
        if buf.freed:
            raise InterpreterError(f"{what} of {buf.name!r} after its function returned")
        if t.kind != buf.elem.kind or t.bits != buf.elem.bits:
            raise InterpreterError(f"{what} of {t} from buffer {buf.name!r} of {buf.elem} (type punning is not modelled)")
        size = buf.elem.size
        if ptr.offset % size:
            raise InterpreterError(f"{what}: misaligned offset {ptr.offset} in buffer {buf.name!r}")
        index = ptr.offset // size
        if not 0 <= index < len(buf.data):
            raise InterpreterError(f"{what}: index {index} out of bounds of buffer {buf.name!r} (length {len(buf.data)})")
        return buf, index

    def _bytes_buffer(self, ptr: Any, t: IRType) -> Buffer | None:
        """The i8 buffer a wider integer access goes to (little-endian bytes), else None."""
        if isinstance(ptr, Pointer) and ptr.buffer is not None and t.kind == "int" and t.bits > 8:
            buf = self.buffers[ptr.buffer]
            if buf.elem.kind == "int" and buf.elem.bits == 8:
                return buf
        return None

    def _punned(self, ptr: Any, t: IRType) -> Buffer | None:
        """The float buffer an integer access of the same width reads or writes as bits, else None."""
        if isinstance(ptr, Pointer) and ptr.buffer is not None and t.kind == "int" and t.bits in (32, 64):
            buf = self.buffers[ptr.buffer]
            if buf.elem.kind == "float" and buf.elem.bits == t.bits and not buf.elem.name:
                return buf
        return None

    def load(self, ptr: Any, t: IRType) -> Any:
        if t.kind == "vector" and t.elem is not None:
            return tuple(self.load(_offset(ptr, j * t.elem.size), t.elem) for j in range(t.count))
        pun = self._punned(ptr, t)
        if pun is not None:
            self.reinterpreted += 1
            v = self.load(ptr, pun.elem)
            return POISON if v is POISON else float_bits(v, t.bits)
        if self._bytes_buffer(ptr, t) is not None:
            n = t.store_size
            return sum(self.load(_offset(ptr, j), IRType("int", 8)) << (8 * j) for j in range(n))
        buf, index = self._locate(ptr, t, "load")
        v = buf.data[index]
        if v is None:
            if buf.init is None or buf.ctx is None:
                raise InterpreterError(f"load of an uninitialised element {index} of buffer {buf.name!r}")
            v = buf.data[index] = buf.ctx.exact(float(buf.init[index]))
        return v

    def store(self, ptr: Any, t: IRType, value: Any) -> None:
        if t.kind == "vector" and t.elem is not None:
            if value is POISON:
                value = (POISON,) * t.count
            for j, v in enumerate(value):
                self.store(_offset(ptr, j * t.elem.size), t.elem, v)
            return
        if value is POISON:
            buf = self.buffers[ptr.buffer] if isinstance(ptr, Pointer) and ptr.buffer is not None else None
            raise InterpreterError(f"store of a poison value{f' to buffer {buf.name!r}' if buf else ''} "
                                   "(its result would be undefined)")
        pun = self._punned(ptr, t)
        if pun is not None:
            self.reinterpreted += 1
            self.store(ptr, pun.elem, bits_float(pun.ctx or self.ctx, value, t.bits))
            return
        if self._bytes_buffer(ptr, t) is not None:
            for j in range(t.store_size):
                self.store(_offset(ptr, j), IRType("int", 8), (value >> (8 * j)) & 0xFF)
            return
        buf, index = self._locate(ptr, t, "store")
        if self._owners is not None:
            key = (ptr.buffer, index)
            prev = self._owners.setdefault(key, self._writer)
            if prev != self._writer:
                raise InterpreterError(f"element {index} of buffer {buf.name!r} is written by both {prev} and "
                                       f"{self._writer}")
        buf.data[index] = value
        buf.written[index] = True

    def value(self, name: str, index: int) -> Any:
        """The element as the program sees it now (materialising an untouched input element)."""
        return self.load(Pointer(self._by_name[name], index * self.buffer(name).elem.size), self.buffer(name).elem)

    def set_values(self, name: str, values: Sequence[Any] | np.ndarray, ctx: ExactContext | None = None) -> None:
        """Overwrite a buffer's contents (a global the launcher fills, e.g. constant memory): floats exactly."""
        buf = self.buffer(name)
        if len(values) > len(buf.data):
            raise InterpreterError(f"buffer {name!r} holds {len(buf.data)} elements, {len(values)} given")
        for i, v in enumerate(values):
            if buf.elem.kind == "float":
                buf.data[i] = v if isinstance(v, Exact) else (ctx or buf.ctx or ExactContext()).exact(float(v))
            else:
                buf.data[i] = int(v) & ((1 << buf.elem.bits) - 1)


_PACK = {32: ("<f", "<I"), 64: ("<d", "<Q")}


def float_bits(x: Exact, bits: int) -> int:
    """The bit pattern of ``x`` rounded to nearest in the float format of ``bits`` (32 or 64)."""
    fmt = F64 if bits == 64 else F32
    f, i = _PACK[bits]
    return struct.unpack(i, struct.pack(f, x.rounded(fmt)))[0]


def bits_float(ctx: ExactContext, n: int, bits: int) -> Exact:
    """The float whose bit pattern (32 or 64 bits) is ``n``, exactly."""
    f, i = _PACK[bits]
    return ctx.exact(struct.unpack(f, struct.pack(i, n & ((1 << bits) - 1)))[0])


_BUFFER_SPAN = 1 << 48  # a pointer's address: buffer number * span + offset (null is 0)


def _address(p: Any) -> int:
    """The address a pointer stands for: buffers are disjoint, ordered, and far apart (alias checks hold)."""
    if not isinstance(p, Pointer):
        raise InterpreterError(f"{p!r} is not a pointer")
    if p.buffer is None:
        return p.offset & ((1 << 64) - 1)
    return ((p.buffer + 1) * _BUFFER_SPAN + p.offset) & ((1 << 64) - 1)


def _offset(ptr: Any, delta: int) -> Any:
    if ptr is POISON or not isinstance(ptr, Pointer):
        return ptr
    return Pointer(ptr.buffer, ptr.offset + delta)


# --------------------------------------------------------------------------- integer helpers


def _signed(x: int, bits: int) -> int:
    return x - (1 << bits) if x >> (bits - 1) & 1 else x


_ICMP: dict[str, Callable[[int, int, int], bool]] = {
    "eq": lambda a, b, w: a == b,
    "ne": lambda a, b, w: a != b,
    "ugt": lambda a, b, w: a > b,
    "uge": lambda a, b, w: a >= b,
    "ult": lambda a, b, w: a < b,
    "ule": lambda a, b, w: a <= b,
    "sgt": lambda a, b, w: _signed(a, w) > _signed(b, w),
    "sge": lambda a, b, w: _signed(a, w) >= _signed(b, w),
    "slt": lambda a, b, w: _signed(a, w) < _signed(b, w),
    "sle": lambda a, b, w: _signed(a, w) <= _signed(b, w),
}


def _fcmp(pred: str, a: Exact, b: Exact) -> bool:
    unordered = a.is_nan() or b.is_nan()
    if pred == "false":
        return False
    if pred == "true":
        return True
    if pred == "ord":
        return not unordered
    if pred == "uno":
        return unordered
    rel = pred[1:]
    if unordered:
        return pred[0] == "u"
    return {
        "eq": a.v == b.v,
        "ne": a.v != b.v,
        "gt": a.v > b.v,
        "ge": a.v >= b.v,
        "lt": a.v < b.v,
        "le": a.v <= b.v,
    }[rel]


_FCMP_PREDS = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}


def _int_binop(op: str, bits: int, text: str) -> Callable[[int, int], Any]:
    mask = (1 << bits) - 1

    def div_check(b: int) -> None:
        if b == 0:
            raise InterpreterError(f"division by zero (undefined behaviour) in '{text}'")

    def sdiv(a: int, b: int) -> int:
        div_check(b)
        sa, sb = _signed(a, bits), _signed(b, bits)
        q = abs(sa) // abs(sb)
        return (q if (sa < 0) == (sb < 0) else -q) & mask

    def srem(a: int, b: int) -> int:
        div_check(b)
        sa, sb = _signed(a, bits), _signed(b, bits)
        r = abs(sa) % abs(sb)
        return (-r if sa < 0 else r) & mask

    def udiv(a: int, b: int) -> int:
        div_check(b)
        return a // b

    def urem(a: int, b: int) -> int:
        div_check(b)
        return a % b

    def shift_ok(b: int) -> bool:
        return b < bits  # a shift by the width or more is poison

    table: dict[str, Callable[[int, int], Any]] = {
        "add": lambda a, b: (a + b) & mask,
        "sub": lambda a, b: (a - b) & mask,
        "mul": lambda a, b: (a * b) & mask,
        "udiv": udiv,
        "sdiv": sdiv,
        "urem": urem,
        "srem": srem,
        "shl": lambda a, b: (a << b) & mask if shift_ok(b) else POISON,
        "lshr": lambda a, b: a >> b if shift_ok(b) else POISON,
        "ashr": lambda a, b: (_signed(a, bits) >> b) & mask if shift_ok(b) else POISON,
        "and": lambda a, b: a & b,
        "or": lambda a, b: a | b,
        "xor": lambda a, b: a ^ b,
    }
    return table[op]


def _lift(fn: Callable[..., Any], vector: bool) -> Callable[..., Any]:
    """``fn`` on scalars, or element-wise on vectors (tuples); poison operands (elements) give poison."""
    if not vector:
        def scalar(*args):
            for a in args:
                if a is POISON:
                    return POISON
            return fn(*args)
        return scalar

    def elementwise(*args):
        vecs = [a if isinstance(a, tuple) else None for a in args]
        n = max(len(v) for v in vecs if v is not None)
        out = []
        for j in range(n):
            es = [a[j] if isinstance(a, tuple) else a for a in args]
            out.append(POISON if any(e is POISON for e in es) else fn(*es))
        return tuple(out)
    return elementwise


# --------------------------------------------------------------------------- intrinsics

_NOOP_INTRINSICS = ("llvm.assume", "llvm.lifetime.start", "llvm.lifetime.end", "llvm.dbg.",
                    "llvm.experimental.noalias.scope.decl", "llvm.invariant.", "llvm.sideeffect",
                    "llvm.nvvm.bar.warp.sync", "llvm.amdgcn.wave.barrier", "llvm.amdgcn.s.waitcnt", "llvm.donothing",
                    "llvm.nvvm.membar", "llvm.nvvm.fence", "llvm.prefetch", "llvm.var.annotation")
_SREG = re.compile(r"^llvm\.nvvm\.read\.ptx\.sreg\.(tid|ntid|ctaid|nctaid)\.([xyz])$")
_AMD_ID = re.compile(r"^llvm\.amdgcn\.(workitem|workgroup)\.id\.([xyz])$")
_SHFL = re.compile(r"^llvm\.nvvm\.shfl\.sync\.(idx|up|down|bfly)\.(i32|f32)(p?)$")
_DIM = {"x": 0, "y": 1, "z": 2}


def _is_fpclass(x: Exact, mask: int, fmt: FloatFormat) -> bool:
    """llvm.is.fpclass on the exact value, classified in the operand's format."""
    if x.is_nan():
        return bool(mask & 0b11)  # no signalling NaNs arise in exact arithmetic: either bit matches
    neg = x.is_neg()
    if x.is_inf():
        bit = 2 if neg else 9
    elif x.is_zero():
        bit = 5 if neg else 6
    else:
        tiny = abs(x.v) < x.ctx.mp.ldexp(1, fmt.emin)
        bit = (4 if tiny else 3) if neg else (7 if tiny else 8)
    return bool(mask >> bit & 1)


def _float_intrinsics(ctx: ExactContext) -> dict[str, Callable[..., Exact]]:
    return {
        "llvm.sqrt": ctx.sqrt,
        "llvm.exp": ctx.exp,
        "llvm.exp2": ctx.exp2,
        "llvm.log": ctx.log,
        "llvm.log2": lambda a: ctx.log(a, 2),
        "llvm.log10": lambda a: ctx.log(a, 10),
        "llvm.sin": ctx.sin,
        "llvm.cos": ctx.cos,
        "llvm.tan": ctx.tan,
        "llvm.sinh": ctx.sinh,
        "llvm.cosh": ctx.cosh,
        "llvm.tanh": ctx.tanh,
        "llvm.asin": ctx.asin,
        "llvm.acos": ctx.acos,
        "llvm.atan": ctx.atan,
        "llvm.atan2": ctx.atan2,
        "llvm.exp10": ctx.exp10,
        "llvm.pow": ctx.pow,
        "llvm.fabs": ctx.fabs,
        "llvm.copysign": ctx.copysign,
        "llvm.fma": ctx.fma,
        "llvm.fmuladd": ctx.fma,
        "llvm.minnum": ctx.minnum,
        "llvm.maxnum": ctx.maxnum,
        "llvm.minimum": ctx.minimum,
        "llvm.maximum": ctx.maximum,
        "llvm.floor": ctx.floor,
        "llvm.ceil": ctx.ceil,
        "llvm.trunc": ctx.trunc,
        "llvm.round": ctx.round_half_away,
        "llvm.rint": ctx.rint,
        "llvm.nearbyint": ctx.rint,
        "llvm.roundeven": ctx.rint,
        "llvm.canonicalize": lambda a: a,
        "llvm.arithmetic.fence": lambda a: a,
    }


# --------------------------------------------------------------------------- compiled form

Getter = Callable[[list], Any]
Step = Callable[[list], "Generator | None"]
_RET = -1


@dataclass
class _Block:
    name: str
    phis: list[tuple[int, dict[int, Getter]]]
    body: list[Step]
    term: Callable[[list], tuple[int, Any]]


@dataclass
class _Function:
    name: str
    params: list[IRType]
    ret: IRType
    nslots: int
    blocks: list[_Block]


@dataclass(frozen=True)
class _Thread:
    """One thread of a launch: its indices, and where it sits in its warp."""

    tid: tuple[int, int, int]
    ctaid: tuple[int, int, int]
    ntid: tuple[int, int, int]
    nctaid: tuple[int, int, int]
    linear: int  # the thread's number in its block (x fastest)
    warp: int  # lanes per warp


def _dims(v: int | Sequence[int], what: str) -> tuple[int, int, int]:
    d = dims3(v)
    if d is None:
        raise InterpreterError(f"launch {what} must be 1 to 3 positive sizes, got {v!r}")
    return d


class Interpreter:
    """Exact interpreter of one LLVM module; ``call`` runs a function on ``Exact``/int/``Pointer`` arguments,
    ``launch`` runs a GPU kernel over a grid."""

    def __init__(self, ir_text: str, ctx: ExactContext, name: str = "<ir>", max_steps: int = MAX_STEPS_DEFAULT):
        self.ctx = ctx
        self.name = name
        self.max_steps = max_steps
        self.memory = Memory(ctx)
        self._module = parse_ir(ir_text, name)
        text = str(self._module)
        self.named = irtypes.named_types(text)
        self._attribute_groups = attribute_group_bodies(text.splitlines())
        self._defined = {f.name: f for f in self._module.functions if not f.is_declaration}
        self._compiled: dict[str, _Function] = {}
        self._float_fns = _float_intrinsics(ctx)
        self._thread: _Thread | None = None
        self._allocas = 0
        self._globals: dict[str, Pointer | str] = {}  # name -> pointer, or why it is not modelled
        self._shared: list[str] = []
        self._implicit: dict[str, Pointer] = {}
        self._notes: set[str] = set()
        self._make_globals(text)

    # ---- public API
    @property
    def notes(self) -> tuple[str, ...]:
        """Where the run departed from exact semantics (bits of a float read: see the module docstring)."""
        return tuple(sorted(self._notes | ({_REINTERPRETED} if self.memory.reinterpreted else set())))

    def call(self, fname: str, args: Sequence[Any]) -> Any:
        """Run ``fname`` on ``args`` (floats are taken exactly; pointers from ``self.memory``); return its value."""
        fn = self._function(fname)
        vals = self._coerce_args(fn, fname, args)
        gen = self._run(fn, vals, [0])
        try:
            req = next(gen)
        except StopIteration as stop:
            return self._returned(fname, stop.value)
        gen.close()
        raise InterpreterError(f"@{fname}: {req[0]} outside a launch (run the kernel with Interpreter.launch)")

    def launch(self, fname: str, args: Sequence[Any], grid: int | Sequence[int], block: int | Sequence[int], *,
               warp: int = 32, blocks: Sequence[int] | None = None, dynamic_shared: int = 0) -> None:
        """Run GPU kernel ``fname`` for every thread of the launch (or of the listed linear ``blocks`` only), block
        by block, phase by phase between barriers and warp collectives (see the module docstring)."""
        fn = self._function(fname)
        vals = self._coerce_args(fn, fname, args)
        g3, b3 = _dims(grid, "grid"), _dims(block, "block")
        nblocks = g3[0] * g3[1] * g3[2]
        chosen = range(nblocks) if blocks is None else blocks
        for b in chosen:
            if not 0 <= b < nblocks:
                raise InterpreterError(f"block {b} is not in the grid of {nblocks} blocks")
            self._reset_shared(dynamic_shared)
            ctaid = (b % g3[0], (b // g3[0]) % g3[1], b // (g3[0] * g3[1]))
            self._fill_implicit(g3, b3)
            self._run_block(fname, fn, vals, ctaid, g3, b3, warp)

    # ---- arguments and results
    def _coerce_args(self, fn: _Function, fname: str, args: Sequence[Any]) -> list:
        if len(args) != len(fn.params):
            raise InterpreterError(f"@{fname} takes {len(fn.params)} arguments, {len(args)} given")
        return [self._coerce_arg(fname, i, t, a) for i, (t, a) in enumerate(zip(fn.params, args))]

    def _coerce_arg(self, fname: str, i: int, t: IRType, a: Any) -> Any:
        if t.kind == "float":
            if isinstance(a, Exact):
                return a
            if isinstance(a, (float, int, np.floating, np.integer)) and not isinstance(a, bool):
                return self.ctx.exact(float(a))
        elif t.kind == "int":
            if isinstance(a, (int, np.integer)) and not isinstance(a, bool):
                return int(a) & ((1 << t.bits) - 1)
        elif t.kind == "ptr":
            if isinstance(a, Pointer):
                return a
            if a is None:
                return Pointer(None, 0)
        elif t.kind == "vector" and t.elem is not None and isinstance(a, (tuple, list, np.ndarray)) and len(a) == t.count:
            return tuple(self._coerce_arg(fname, i, t.elem, e) for e in a)
        raise InterpreterError(f"@{fname}: argument {i} must be {t}, got {type(a).__name__}")

    def _returned(self, fname: str, v: Any) -> Any:
        if v is POISON or (isinstance(v, tuple) and any(e is POISON for e in v)):
            raise InterpreterError(f"@{fname} returned a poison value")
        return v

    # ---- globals
    def _make_globals(self, text: str) -> None:
        errors: dict[str, str] = {}
        defs = global_definitions(text, self.named, errors=errors)
        self._globals.update(errors)
        for name, g in defs.items():
            elem = _scalar_of(g.type)
            if elem.kind not in ("float", "int") or g.type.kind == "struct" or (elem.kind == "float" and elem.bits
                                                                                 not in (32, 64)):
                self._globals[name] = f"global @{name} of type {g.type} (not an array of numbers)"
                continue
            n = _elements(g.type)
            ptr = self.memory.add_empty(f"@{name}", elem, n)
            self._globals[name] = ptr
            if g.addrspace == 3:
                self._shared.append(name)
            elif g.init is not None and g.init.kind not in ("undef", "poison"):
                try:
                    flat = _flatten_const(g.init)
                except InterpreterError as e:
                    self._globals[name] = f"global @{name}: {e}"
                    continue
                buf = self.memory.buffer(f"@{name}")
                for i, c in enumerate(flat):
                    buf.data[i] = self._const_value(c) if c.kind != "zero" else (
                        self.ctx.zero() if elem.kind == "float" else 0)

    def _reset_shared(self, dynamic: int) -> None:
        for name in self._shared:
            buf = self.memory.buffer(f"@{name}")
            n = len(buf.data) if len(buf.data) or not dynamic else dynamic // buf.elem.size
            buf.data = np.full(n, None, dtype=object)
            buf.written = np.zeros(n, dtype=bool)

    def _global(self, name: str) -> Pointer:
        p = self._globals.get(name)
        if isinstance(p, Pointer):
            return p
        raise InterpreterError(p or f"global @{name} is not defined in the module")

    def _fill_implicit(self, g3: tuple[int, int, int], b3: tuple[int, int, int]) -> None:
        """The AMDGPU implicit kernel arguments (code object v5) and dispatch packet (v4), as byte buffers."""
        dims = 1 + sum(1 for n in g3[1:] if n > 1)
        layouts = {
            "implicitarg": [(0, 4, g3[0]), (4, 4, g3[1]), (8, 4, g3[2]), (12, 2, b3[0]), (14, 2, b3[1]), (16, 2, b3[2]),
                            (18, 2, 0), (20, 2, 0), (22, 2, 0), (64, 2, dims)],
            "dispatch": [(2, 2, dims), (4, 2, b3[0]), (6, 2, b3[1]), (8, 2, b3[2]), (12, 4, g3[0] * b3[0]),
                         (16, 4, g3[1] * b3[1]), (20, 4, g3[2] * b3[2])],
        }
        for which, fields in layouts.items():
            if which not in self._implicit:
                self._implicit[which] = self.memory.add_int(f"<{which}>", [0] * 256, "i8")
            buf = self.memory.buffer(f"<{which}>")
            buf.data[:] = 0
            for off, n, v in fields:
                for j in range(n):
                    buf.data[off + j] = (v >> (8 * j)) & 0xFF

    # ---- constants
    def _const_value(self, c: Const) -> Any:
        t = c.type
        if c.kind in ("undef", "poison"):
            return (POISON,) * t.count if t.kind == "vector" else POISON
        if c.kind in ("zero", "null"):
            return self._zero(t)
        if c.kind == "int":
            return c.value
        if c.kind == "fp":
            _format_for(t)
            return self.ctx.exact(c.value)
        if c.kind == "aggregate":
            return tuple(self._const_value(e) for e in c.value)
        if c.kind == "global":
            return self._global(c.value)
        if c.kind == "expr":
            op, operands, extra = c.value
            if op in ("addrspacecast", "bitcast") and t.kind == "ptr":
                return self._const_value(operands[0])
            if op == "getelementptr":
                base = self._const_value(operands[0])
                idx = [_signed(int(self._const_value(o)), o.type.bits) for o in operands[1:]]
                try:
                    return _offset(base, irtypes.gep_offset(extra, idx))
                except IRTypeError as e:
                    raise InterpreterError(str(e)) from None
        raise InterpreterError(f"constant {c.kind} of type {t} is not supported by the mpmath interpreter")

    def _zero(self, t: IRType) -> Any:
        if t.kind == "float":
            _format_for(t)
            return self.ctx.zero()
        if t.kind == "int":
            return 0
        if t.kind == "ptr":
            return Pointer(None, 0)
        if t.kind == "vector" and t.elem is not None:
            return (self._zero(t.elem),) * t.count
        if t.kind == "array" and t.elem is not None:
            return (self._zero(t.elem),) * t.count
        if t.kind == "struct":
            return tuple(self._zero(f) for f in t.fields)
        raise InterpreterError(f"no zero of type {t}")

    # ---- execution
    def _run(self, fn: _Function, args: list, steps: list[int]) -> Generator[tuple, Any, Any]:
        """Run ``fn``; yields a request at every barrier or warp collective (answered by :meth:`launch`)."""
        env: list = [None] * fn.nslots
        env[: len(args)] = args
        blocks = fn.blocks
        bi, prev = 0, -1
        allocas: list[int] = []
        max_steps = self.max_steps
        try:
            while True:
                steps[0] += 1
                if steps[0] > max_steps:
                    raise InterpreterError(f"@{fn.name}: more than {max_steps} block transitions (a runaway loop?)")
                blk = blocks[bi]
                if blk.phis:
                    vals = []
                    for slot, incoming in blk.phis:
                        g = incoming.get(prev)
                        if g is None:
                            raise InterpreterError(f"@{fn.name}: phi in block {blk.name} has no value for its "
                                                   "predecessor")
                        vals.append((slot, g(env)))
                    for slot, v in vals:
                        env[slot] = v
                for step in blk.body:
                    r = step(env)
                    if r is not None:
                        if isinstance(r, int):
                            allocas.append(r)
                        else:
                            yield from r
                nxt, value = blk.term(env)
                if nxt == _RET:
                    return value
                prev, bi = bi, nxt
        finally:
            for b in allocas:
                self.memory.buffers[b].freed = True

    def _run_block(self, fname: str, fn: _Function, vals: list, ctaid: tuple[int, int, int],
                   g3: tuple[int, int, int], b3: tuple[int, int, int], warp: int) -> None:
        """Every thread of one block, phase by phase."""
        n = b3[0] * b3[1] * b3[2]
        threads = [_Thread((t % b3[0], (t // b3[0]) % b3[1], t // (b3[0] * b3[1])), ctaid, b3, g3, t, warp)
                   for t in range(n)]
        gens: list[Generator | None] = [self._run(fn, list(vals), [0]) for _ in range(n)]
        answers: list[Any] = [None] * n
        waiting: dict[int, tuple] = {}
        ready = list(range(n))
        while True:
            for i in ready:
                self._thread = threads[i]
                gen = gens[i]
                assert gen is not None
                try:
                    waiting[i] = gen.send(answers[i])
                except StopIteration as stop:
                    self._returned(fname, stop.value)
                    gens[i] = None
                finally:
                    self._thread = None
            ready = []
            live = [i for i in range(n) if gens[i] is not None]
            if not live:
                return
            ready = self._resolve_warps(waiting, live, answers, warp, threads)
            if ready:
                continue
            if all(waiting[i][0] == "barrier" for i in live):
                for i in live:
                    del waiting[i]
                    answers[i] = None
                ready = live
                continue
            kinds = sorted({waiting[i][0] for i in live})
            raise InterpreterError(f"@{fname}: block {ctaid}: threads wait at {', '.join(kinds)} that the others "
                                   "never reach (a divergent barrier or collective)")

    def _resolve_warps(self, waiting: dict[int, tuple], live: list[int], answers: list, warp: int,
                       threads: list[_Thread]) -> list[int]:
        """Complete every warp collective all of whose warp's live threads have reached it; the threads resumed."""
        resumed: list[int] = []
        by_warp: dict[int, list[int]] = {}
        for i in live:
            by_warp.setdefault(i // warp, []).append(i)
        for _w, members in by_warp.items():
            reqs = [waiting.get(i) for i in members]
            if any(r is None or r[0] == "barrier" for r in reqs):
                continue
            kinds = {r[0] for r in reqs if r is not None}
            if len(kinds) != 1:
                raise InterpreterError(f"lanes of one warp wait at different collectives ({', '.join(sorted(kinds))})")
            values = {i % warp: waiting[i] for i in members}
            for i in members:
                req = waiting.pop(i)
                answers[i] = req[1](i % warp, values)
            resumed += members
        return sorted(resumed)

    # ---- translation
    def _function(self, fname: str) -> _Function:
        if fname not in self._compiled:
            if fname not in self._defined:
                raise InterpreterError(f"{self.name}: no function @{fname} defined in the module")
            self._compiled[fname] = _Translator(self, self._defined[fname]).translate()
        return self._compiled[fname]


def _flatten_const(c: Const) -> list[Const]:
    if c.kind == "aggregate":
        if c.type.kind == "struct":
            raise InterpreterError("struct initializers are not modelled")
        return [x for e in c.value for x in _flatten_const(e)]
    if c.kind == "zero" and c.type.kind in ("array", "vector"):
        return [Const(_scalar_of(c.type), "zero")] * _elements(c.type)
    if c.kind in ("int", "fp", "zero"):
        return [c]
    raise InterpreterError(f"a {c.kind} initializer")


class _Translator:
    """Turns one llvmlite function into a ``_Function`` of closures."""

    def __init__(self, interp: Interpreter, fn: Any) -> None:
        self.interp = interp
        self.ctx = interp.ctx
        self.fn = fn
        self.slots: dict[int, int] = {}
        self.block_index: dict[int, int] = {}

    def fail(self, ins: Any, why: str) -> InterpreterError:
        return InterpreterError(f"{self.interp.name}: @{self.fn.name}: {why}: '{strip_metadata(str(ins))}'")

    def type(self, text: str, ins: Any = None) -> IRType:
        try:
            return irtypes.parse_type(text, self.interp.named)
        except IRTypeError as e:
            raise (self.fail(ins, str(e)) if ins is not None else InterpreterError(str(e))) from None

    def translate(self) -> _Function:
        fn = self.fn
        params = []
        for a in fn.arguments:
            self.slots[value_key(a)] = len(self.slots)
            params.append(self.type(str(a.type)))
        blocks = list(fn.blocks)
        for i, b in enumerate(blocks):
            self.block_index[value_key(b)] = i
            for ins in b.instructions:
                self.slots[value_key(ins)] = len(self.slots)
        ret = self.type(str(self.fn.global_value_type.get_function_return()))
        out = [self._block(b) for b in blocks]
        return _Function(fn.name, params, ret, len(self.slots), out)

    # ---- operands
    def getter(self, op: Any, ins: Any) -> Getter:
        key = value_key(op)
        if key in self.slots:
            s = self.slots[key]
            return lambda env: env[s]
        kind = op.value_kind.name
        if kind == "global_variable":
            p = self.interp._globals.get(op.name)
            if not isinstance(p, Pointer):
                raise self.fail(ins, p or f"global @{op.name} (not modelled)")
            return lambda env: p
        if kind == "function":
            raise self.fail(ins, f"function @{op.name} used as a value (indirect calls are not modelled)")
        try:
            c = parse_constant(str(op), self.interp.named)
        except IRTypeError as e:
            raise self.fail(ins, str(e)) from None
        try:
            v = self.interp._const_value(c)
        except InterpreterError as e:
            raise self.fail(ins, str(e)) from None
        return lambda env: v

    # ---- blocks
    def _block(self, b: Any) -> _Block:
        phis: list[tuple[int, dict[int, Getter]]] = []
        body: list[Step] = []
        term = None
        for ins in b.instructions:
            op = ins.opcode
            if op == "phi":
                if body:
                    raise self.fail(ins, "phi after non-phi instruction")
                phis.append(self._phi(ins))
            elif op in ("br", "ret", "switch", "unreachable"):
                term = getattr(self, f"_t_{op}")(ins)
            else:
                handler = getattr(self, f"_i_{op}", None)
                if handler is None:
                    raise self.fail(ins, f"instruction '{op}' is not supported by the mpmath interpreter")
                step = handler(ins)
                if step is not None:
                    body.append(step)
        if term is None:
            raise InterpreterError(f"{self.interp.name}: @{self.fn.name}: block {b.name} has no terminator")
        return _Block(b.name or "<unnamed>", phis, body, term)

    def _dest(self, ins: Any) -> int:
        return self.slots[value_key(ins)]

    def _phi(self, ins: Any) -> tuple[int, dict[int, Getter]]:
        incoming = {}
        for v, blk in zip(ins.operands, ins.incoming_blocks):
            incoming[self.block_index[value_key(blk)]] = self.getter(v, ins)
        return self._dest(ins), incoming

    def _compute(self, ins: Any, fn: Callable[..., Any], operands: Sequence[Any] | None = None,
                 vector: bool | None = None) -> Step:
        """A step storing ``fn`` of the operands: element-wise for a vector result, poison in, poison out."""
        ops = list(ins.operands) if operands is None else list(operands)
        getters = [self.getter(o, ins) for o in ops]
        is_vec = self.type(str(ins.type), ins).kind == "vector" if vector is None else vector
        f = _lift(fn, is_vec)
        d = self._dest(ins)
        if len(getters) == 1:
            (a,) = getters
            if is_vec:
                def vstep1(env):
                    env[d] = f(a(env))
                return vstep1

            def step1(env):  # the scalar case inlined: the hot path of every kernel
                x = a(env)
                env[d] = POISON if x is POISON else fn(x)
            return step1
        if len(getters) == 2:
            a, b = getters
            if is_vec:
                def vstep2(env):
                    env[d] = f(a(env), b(env))
                return vstep2

            def step2(env):
                x, y = a(env), b(env)
                env[d] = POISON if x is POISON or y is POISON else fn(x, y)
            return step2

        def stepn(env):
            env[d] = f(*[g(env) for g in getters])
        return stepn

    # ---- terminators
    def _t_ret(self, ins: Any):
        ops = list(ins.operands)
        if not ops:
            return lambda env: (_RET, None)
        g = self.getter(ops[0], ins)
        return lambda env: (_RET, g(env))

    def _t_br(self, ins: Any):
        ops = list(ins.operands)
        if len(ops) == 1:
            target = self.block_index[value_key(ops[0])]
            return lambda env: (target, None)
        # LLVM's operand order for a conditional branch: condition, false destination, true destination
        cond = self.getter(ops[0], ins)
        f_dest, t_dest = self.block_index[value_key(ops[1])], self.block_index[value_key(ops[2])]
        return lambda env: (t_dest if cond(env) else f_dest, None)

    def _t_switch(self, ins: Any):
        ops = list(ins.operands)
        cond = self.getter(ops[0], ins)
        bits = self._int_width(ins, str(ops[0].type))
        default = self.block_index[value_key(ops[1])]
        values = switch_cases(ins, bits)
        dests = [self.block_index[value_key(o)] for o in ops[2:]]
        if len(values) != len(dests):
            raise self.fail(ins, "cannot read the switch cases")
        cases = dict(zip(values, dests))
        name = self.fn.name

        def term(env):
            c = cond(env)
            if c is POISON:
                raise InterpreterError(f"@{name}: switch on a poison value (undefined behaviour)")
            return cases.get(c, default), None
        return term

    def _t_unreachable(self, ins: Any):
        name = self.fn.name

        def term(env):
            raise InterpreterError(f"@{name}: reached 'unreachable' (undefined behaviour)")

        return term

    # ---- floating point
    def _fp(self, ins: Any, fn: Callable[..., Exact]) -> Step:
        _format_for(self.type(str(ins.type), ins))
        return self._compute(ins, fn)

    def _i_fadd(self, ins):
        return self._fp(ins, self.ctx.add)

    def _i_fsub(self, ins):
        return self._fp(ins, self.ctx.sub)

    def _i_fmul(self, ins):
        return self._fp(ins, self.ctx.mul)

    def _i_fdiv(self, ins):
        return self._fp(ins, self.ctx.div)

    def _i_frem(self, ins):
        ctx = self.ctx

        def frem(a: Exact, b: Exact) -> Exact:
            # C fmod: a - b*trunc(a/b), exact; NaN for inf a or zero b; a itself for inf b
            if a.is_nan() or b.is_nan() or a.is_inf() or b.is_zero():
                return ctx.nan()
            if b.is_inf() or a.is_zero():
                return a
            q = ctx.mp.floor(abs(a.v / b.v))
            r = abs(a.v) - q * abs(b.v)
            v = r if a.v > 0 else -r
            return Exact(ctx, v, abs(v) if v else ctx.mp.zero, a.is_neg() and not v)

        return self._fp(ins, frem)

    def _i_fneg(self, ins):
        return self._fp(ins, self.ctx.neg)

    def _i_fcmp(self, ins):
        pred = predicate(ins, _FCMP_PREDS)
        if pred is None:
            raise self.fail(ins, "cannot read the fcmp predicate")
        return self._compute(ins, lambda a, b: int(_fcmp(pred, a, b)))

    # ---- integers
    def _int_width(self, ins: Any, t: str) -> int:
        it = self.type(t, ins).scalar
        if it.kind != "int":
            raise self.fail(ins, f"integer operation on {it}")
        return it.bits

    def _int_bin(self, ins):
        bits = self._int_width(ins, str(ins.type))
        return self._compute(ins, _int_binop(ins.opcode, bits, str(ins).strip()))

    _i_add = _i_sub = _i_mul = _i_udiv = _i_sdiv = _i_urem = _i_srem = _int_bin
    _i_shl = _i_lshr = _i_ashr = _i_and = _i_or = _i_xor = _int_bin

    def _i_icmp(self, ins):
        pred = predicate(ins, frozenset(_ICMP))
        if pred is None:
            raise self.fail(ins, "cannot read the icmp predicate")
        ops = list(ins.operands)
        t = self.type(str(ops[0].type), ins).scalar
        if t.kind == "ptr":  # as addresses: buffers lie apart, in the order they were made
            pcmp = _ICMP[pred]
            return self._compute(ins, lambda a, b: int(pcmp(_address(a), _address(b), 64)))
        bits = self._int_width(ins, str(ops[0].type))
        cmp = _ICMP[pred]
        return self._compute(ins, lambda a, b: int(cmp(a, b, bits)))

    # ---- casts
    def _i_zext(self, ins):
        return self._compute(ins, lambda a: a)

    def _i_sext(self, ins):
        src = self._int_width(ins, str(list(ins.operands)[0].type))
        mask = (1 << self._int_width(ins, str(ins.type))) - 1
        return self._compute(ins, lambda a: _signed(a, src) & mask)

    def _i_trunc(self, ins):
        mask = (1 << self._int_width(ins, str(ins.type))) - 1
        return self._compute(ins, lambda a: a & mask)

    def _i_sitofp(self, ins):
        src = self._int_width(ins, str(list(ins.operands)[0].type))
        _format_for(self.type(str(ins.type), ins))
        exact = self.ctx.exact
        return self._compute(ins, lambda a: exact(_signed(a, src)))

    def _i_uitofp(self, ins):
        _format_for(self.type(str(ins.type), ins))
        exact = self.ctx.exact
        return self._compute(ins, lambda a: exact(a))

    def _fp_to_int(self, ins, signed: bool):
        bits = self._int_width(ins, str(ins.type))
        mp = self.ctx.mp
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)

        def conv(x):
            if x.is_nan() or x.is_inf():
                return POISON
            n = int(mp.floor(x.v) if x.v >= 0 else mp.ceil(x.v))
            if not lo <= n <= hi:
                return POISON
            return n & ((1 << bits) - 1)

        return self._compute(ins, conv)

    _i_fptosi = functools.partialmethod(_fp_to_int, signed=True)
    _i_fptoui = functools.partialmethod(_fp_to_int, signed=False)

    def _i_fpext(self, ins):
        return self._i_zext(ins)  # exact value kept (module docstring)

    _i_fptrunc = _i_fpext

    def _i_freeze(self, ins):
        (a,) = (self.getter(o, ins) for o in ins.operands)
        zero = self.interp._zero(self.type(str(ins.type), ins))
        d = self._dest(ins)

        def step(env):
            v = a(env)
            if isinstance(v, tuple):
                v = tuple(z if e is POISON else e for e, z in zip(v, zero))
            env[d] = zero if v is POISON else v
        return step

    def _i_bitcast(self, ins):
        src, dst = self.type(str(list(ins.operands)[0].type), ins), self.type(str(ins.type), ins)
        if (src.kind == "ptr" and dst.kind == "ptr") or str(src) == str(dst):
            return self._compute(ins, lambda a: a)
        s, t = src.scalar, dst.scalar
        same_shape = src.lanes == dst.lanes and s.bits == t.bits and s.bits in (32, 64) and not (s.name or t.name)
        interp, ctx = self.interp, self.ctx
        if same_shape and s.kind == "float" and t.kind == "int":
            def to_bits(a):
                interp._notes.add(_REINTERPRETED)
                return float_bits(a, s.bits)
            return self._compute(ins, to_bits)
        if same_shape and s.kind == "int" and t.kind == "float":
            return self._compute(ins, lambda a: bits_float(ctx, a, s.bits))
        raise self.fail(ins, "bitcast across element boundaries (bit-level reinterpretation of this shape is "
                        "not modelled)")

    _i_addrspacecast = _i_zext

    def _i_ptrtoint(self, ins):
        mask = (1 << self._int_width(ins, str(ins.type))) - 1
        return self._compute(ins, lambda p: _address(p) & mask)

    # ---- select, vectors, aggregates
    def _i_select(self, ins):
        c, a, b = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)
        vec_cond = self.type(str(list(ins.operands)[0].type), ins).kind == "vector"

        def step(env):
            cv = c(env)
            if cv is POISON:
                env[d] = POISON
            elif vec_cond:
                env[d] = tuple(POISON if ce is POISON else (x if ce else y) for ce, x, y in zip(cv, a(env), b(env)))
            else:
                env[d] = a(env) if cv else b(env)

        return step

    def _i_extractelement(self, ins):
        n = self.type(str(list(ins.operands)[0].type), ins).count
        return self._compute(ins, lambda v, i: v[i] if i < n else POISON, vector=False)

    def _i_insertelement(self, ins):
        vec, elem, idx = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)
        n = self.type(str(ins.type), ins).count

        def step(env):
            v, e, i = vec(env), elem(env), idx(env)
            if i is POISON or i >= n:
                env[d] = (POISON,) * n
                return
            out = list(v)
            out[i] = e
            env[d] = tuple(out)
        return step

    def _i_shufflevector(self, ins):
        mask = shuffle_mask(ins, self.type(str(ins.type), ins).count)
        if mask is None:
            raise self.fail(ins, "cannot read the shuffle mask")
        a, b = (self.getter(o, ins) for o in list(ins.operands)[:2])
        d = self._dest(ins)

        def step(env):
            both = tuple(a(env)) + tuple(b(env))
            env[d] = tuple(POISON if m < 0 else both[m] for m in mask)
        return step

    def _i_extractvalue(self, ins):
        path = aggregate_indices(ins)
        (a,) = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)

        def step(env):
            v = a(env)
            for i in path:
                v = POISON if v is POISON else v[i]
            env[d] = v
        return step

    def _i_insertvalue(self, ins):
        path = aggregate_indices(ins)
        agg, elem = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)

        def put(v, e, p):
            v = list(v)
            v[p[0]] = e if len(p) == 1 else put(v[p[0]], e, p[1:])
            return tuple(v)

        def step(env):
            env[d] = put(agg(env), elem(env), path)
        return step

    # ---- memory
    def _i_getelementptr(self, ins):
        text = body_text(ins)
        src = self.type(gep_source_type(ins), ins)
        ops = list(ins.operands)
        if self.type(str(ins.type), ins).kind == "vector":
            raise self.fail(ins, "a vector of pointers (gathers and scatters are not modelled)")
        base = self.getter(ops[0], ins)
        strides: list[tuple[Getter, int, int]] = []
        fixed = 0
        idx_ops = ops[1:]

        def constant(k: int) -> int | None:
            if value_key(idx_ops[k]) in self.slots:
                return None
            c = self.getter(idx_ops[k], ins)([])
            return c if isinstance(c, int) else None

        try:
            plan = irtypes.gep_plan(src, len(idx_ops), constant)
        except IRTypeError as e:
            raise self.fail(ins, str(e)) from None
        for o, (field_, n) in zip(idx_ops, plan):
            if field_:
                fixed += n
            else:
                strides.append((self.getter(o, ins), n, self._int_width(ins, str(o.type))))
        d = self._dest(ins)

        def step(env):
            p = base(env)
            if p is POISON:
                env[d] = POISON
                return
            if not isinstance(p, Pointer):
                raise InterpreterError(f"getelementptr on a non-pointer in '{text}'")
            off = p.offset + fixed
            for g, size, bits in strides:
                i = g(env)
                if i is POISON:
                    env[d] = POISON
                    return
                off += _signed(i, bits) * size
            env[d] = Pointer(p.buffer, off)

        return step

    def _i_load(self, ins):
        t = self.type(str(ins.type), ins)
        (p,) = (self.getter(o, ins) for o in ins.operands)
        d, mem = self._dest(ins), self.interp.memory

        def step(env):
            env[d] = mem.load(p(env), t)

        return step

    def _i_store(self, ins):
        ops = list(ins.operands)
        t = self.type(str(ops[0].type), ins)
        v, p = self.getter(ops[0], ins), self.getter(ops[1], ins)
        mem = self.interp.memory

        def step(env):
            mem.store(p(env), t, v(env))

        return step

    def _i_alloca(self, ins):
        text = strip_metadata(body_text(ins))
        parts = alloca_parts(ins)
        if parts is None:
            raise self.fail(ins, "cannot read the alloca")
        t = self.type(parts[0], ins)
        elem = _scalar_of(t)
        if elem.kind not in ("float", "int") or t.kind == "struct":
            raise self.fail(ins, f"an alloca of {t} (only numbers and arrays of them are modelled)")
        count = _elements(t) * parts[1]
        interp, d = self.interp, self._dest(ins)
        label = f"{self.fn.name}:{text}"

        def step(env):
            interp._allocas += 1
            ptr = interp.memory.add_empty(f"<alloca {interp._allocas} {label}>", elem, count)
            env[d] = ptr
            return ptr.buffer  # freed when the function returns

        return step

    def _i_fence(self, ins):
        return None

    def _i_atomicrmw(self, ins):
        ops = list(ins.operands)
        t = self.type(str(ins.type), ins)
        ctx = self.ctx
        kind = atomic_operation(ins)
        if t.kind == "float":
            table: dict[str, Callable[[Any, Any], Any]] = {
                "xchg": lambda o, v: v, "fadd": ctx.add, "fsub": ctx.sub, "fmax": ctx.maxnum, "fmin": ctx.minnum,
                "fmaximum": ctx.maximum, "fminimum": ctx.minimum}
        else:
            bits = self._int_width(ins, str(ins.type))
            mask = (1 << bits) - 1
            table = {
                "xchg": lambda o, v: v, "add": lambda o, v: (o + v) & mask, "sub": lambda o, v: (o - v) & mask,
                "and": lambda o, v: o & v, "or": lambda o, v: o | v, "xor": lambda o, v: o ^ v,
                "nand": lambda o, v: ~(o & v) & mask,
                "max": lambda o, v: o if _signed(o, bits) >= _signed(v, bits) else v,
                "min": lambda o, v: o if _signed(o, bits) <= _signed(v, bits) else v,
                "umax": max, "umin": min,
                "uinc_wrap": lambda o, v: 0 if o >= v else o + 1,
                "udec_wrap": lambda o, v: v if o == 0 or o > v else o - 1,
                "usub_sat": lambda o, v: o - v if o >= v else 0, "usub_cond": lambda o, v: o - v if o >= v else o,
            }
        if kind not in table:
            raise self.fail(ins, f"atomicrmw {kind} on {t}")
        f = table[kind]
        p, v = self.getter(ops[0], ins), self.getter(ops[1], ins)
        d, mem = self._dest(ins), self.interp.memory

        def step(env):
            ptr = p(env)
            old = mem.load(ptr, t)
            mem.store(ptr, t, _lift(f, False)(old, v(env)))
            env[d] = old

        return step

    def _i_cmpxchg(self, ins):
        ops = list(ins.operands)
        t = self.type(str(ops[1].type), ins)
        p, cmp, new = (self.getter(o, ins) for o in ops[:3])
        d, mem = self._dest(ins), self.interp.memory

        def step(env):
            ptr = p(env)
            old = mem.load(ptr, t)
            ok = old == cmp(env) if t.kind != "float" else old.v == cmp(env).v
            if ok:
                mem.store(ptr, t, new(env))
            env[d] = (old, int(ok))

        return step

    # ---- calls
    def _i_call(self, ins):
        callee, args = call_operands(ins, self.fail)
        name = callee.name
        base = intrinsic_base(name)
        if base.startswith(_NOOP_INTRINSICS) or name.startswith(_NOOP_INTRINSICS):
            return None
        getters = [self.getter(o, ins) for o in args]
        d = self._dest(ins)
        interp = self.interp
        if name in interp._defined:

            def call_gen(env):
                fn = interp._function(name)
                env[d] = yield from interp._run(fn, [g(env) for g in getters], [0])

            return call_gen
        for handler in (self._thread_intrinsic, self._collective, self._math_call, self._vector_call,
                        self._memory_call):
            step = handler(ins, name, base, args, getters, d)
            if step is not None:
                return step
        if does_not_return(ins, callee, interp._attribute_groups):
            why = f"{interp.name}: @{self.fn.name} calls @{name}, which does not return (a panic, abort or trap)"

            def abort(env):
                raise InterpreterError(why)
            return abort
        raise self.fail(ins, f"call to @{name} (not defined in the module and not a supported intrinsic)")

    def _thread_intrinsic(self, ins, name, base, args, getters, d):
        interp = self.interp

        def thread() -> _Thread:
            if interp._thread is None:
                raise InterpreterError(f"{name} outside a launch (run the kernel with Interpreter.launch)")
            return interp._thread

        m = _SREG.match(name) or _AMD_ID.match(name)
        if m:
            what, dim = m.group(1), _DIM[m.group(2)]
            attr = {"tid": "tid", "workitem": "tid", "ntid": "ntid", "ctaid": "ctaid", "workgroup": "ctaid",
                    "nctaid": "nctaid"}[what]

            def sreg(env):
                env[d] = getattr(thread(), attr)[dim]
            return sreg
        if name in ("llvm.nvvm.read.ptx.sreg.laneid", "llvm.nvvm.read.ptx.sreg.warpsize",
                    "llvm.amdgcn.wavefrontsize"):
            lane = name.endswith("laneid")

            def lane_info(env):
                th = thread()
                env[d] = th.linear % th.warp if lane else th.warp
            return lane_info
        if name in ("llvm.amdgcn.implicitarg.ptr", "llvm.amdgcn.dispatch.ptr"):
            which = "implicitarg" if "implicitarg" in name else "dispatch"

            def implicit(env):
                thread()
                env[d] = interp._implicit[which]
            return implicit
        if name in ("llvm.amdgcn.mbcnt.lo", "llvm.amdgcn.mbcnt.hi"):
            hi = name.endswith("hi")

            def mbcnt(env):
                th = thread()
                lane = th.linear % th.warp
                mask, acc = getters[0](env), getters[1](env)
                shift = max(0, min(lane - 32, 32)) if hi else min(lane, 32)
                env[d] = (bin(mask & ((1 << shift) - 1)).count("1") + acc) & 0xFFFF_FFFF
            return mbcnt
        return None

    def _collective(self, ins, name, base, args, getters, d):
        """Barriers and warp collectives: the step yields a request the launch answers."""
        if name in BARRIERS or base in BARRIERS or name.startswith("llvm.nvvm.barrier.cta.sync"):
            reduce = name.rsplit(".", 1)[-1] if name.startswith("llvm.nvvm.barrier0.") else None
            if reduce:
                raise self.fail(ins, f"{name} (a barrier that reduces) is not modelled")

            def barrier(env):
                yield ("barrier",)
            return barrier
        m = _SHFL.match(name)
        if m:
            mode, with_pred = m.group(1), m.group(3) == "p"
            vget, bget, cget = getters[1], getters[2], getters[3]

            def shfl(env):
                value, b, c = vget(env), bget(env), cget(env)
                if b is POISON or c is POISON:
                    raise InterpreterError(f"{name} with a poison lane operand")
                env[d] = yield ("shfl", lambda lane, reqs: _shfl_answer(mode, lane, reqs, with_pred), value, b, c)
            return shfl
        if name.startswith("llvm.amdgcn.ds.bpermute"):
            aget, vget = getters[0], getters[1]

            def bperm(env):
                res = yield ("bpermute", _bpermute_answer, vget(env), aget(env))
                env[d] = res
            return bperm
        if name.startswith("llvm.nvvm.vote."):
            kind = name.split(".")[-1]
            pget = getters[-1]

            def vote(env):
                res = yield ("vote", lambda lane, reqs: _vote_answer(kind, reqs), pget(env))
                env[d] = res
            return vote
        return None

    def _math_call(self, ins, name, base, args, getters, d):
        interp, ctx = self.interp, self.ctx
        rt = self.type(str(ins.type), ins)
        vector = rt.kind == "vector"
        if base in interp._float_fns:
            _format_for(rt)
            return self._compute(ins, interp._float_fns[base], args, vector)
        if base == "llvm.powi":
            ebits = self._int_width(ins, str(args[1].type))
            return self._compute(ins, lambda a, n: ctx.pow(a, ctx.exact(_signed(n, ebits))), args, vector)
        if base == "llvm.ldexp":
            ebits = self._int_width(ins, str(args[1].type))
            two = ctx.exact(2)
            return self._compute(ins, lambda a, n: ctx.mul(a, ctx.pow(two, ctx.exact(_signed(n, ebits)))), args,
                                 vector)
        if base == "llvm.is.fpclass":
            fmt = _format_for(self.type(str(args[0].type), ins))
            return self._compute(ins, lambda a, m: int(_is_fpclass(a, m, fmt)), args, vector)
        if base in ("llvm.smax", "llvm.smin", "llvm.umax", "llvm.umin", "llvm.abs"):
            bits = self._int_width(ins, str(ins.type))
            mask = (1 << bits) - 1
            fns: dict[str, Callable[..., Any]] = {
                "llvm.smax": lambda a, b: a if _signed(a, bits) >= _signed(b, bits) else b,
                "llvm.smin": lambda a, b: a if _signed(a, bits) <= _signed(b, bits) else b,
                "llvm.umax": max,
                "llvm.umin": min,
                "llvm.abs": lambda a, _poison_flag: abs(_signed(a, bits)) & mask,
            }
            return self._compute(ins, fns[base], args, vector)
        if base.endswith(".with.overflow") and base.split(".")[1] in ("uadd", "sadd", "usub", "ssub", "umul", "smul"):
            op = base.split(".")[1]
            bits = self._int_width(ins, str(args[0].type))
            lo, hi = (0, 1 << bits) if op[0] == "u" else (-(1 << (bits - 1)), 1 << (bits - 1))

            def with_overflow(a, b):  # {the wrapped result, whether the exact one is out of range}
                x, y = (a, b) if op[0] == "u" else (_signed(a, bits), _signed(b, bits))
                r = {"add": x + y, "sub": x - y, "mul": x * y}[op[1:]]
                return (r & ((1 << bits) - 1), int(not lo <= r < hi))
            return self._compute(ins, with_overflow, args, False)
        return None

    def _vector_call(self, ins, name, base, args, getters, d):
        if not base.startswith("llvm.vector.reduce."):
            return None
        kind = base.rsplit(".", 1)[1]
        ctx = self.ctx
        reassoc = reassociable(ins)
        if kind in ("fadd", "fmul"):
            _format_for(self.type(str(ins.type), ins))
            op = ctx.add if kind == "fadd" else ctx.mul
            n = self.type(str(args[1].type), ins).count
            if reassoc and n & (n - 1):
                raise self.fail(ins, "a reassociable reduction of a width that is not a power of two")
            sget, vget = getters

            def red(env):
                start, v = sget(env), vget(env)
                if start is POISON or any(e is POISON for e in v):
                    env[d] = POISON
                    return
                if reassoc:  # LLVM's lowering: halves added pairwise, then the start value
                    vals = list(v)
                    while len(vals) > 1:
                        h = len(vals) // 2
                        vals = [op(vals[j], vals[j + h]) for j in range(h)]
                    env[d] = op(start, vals[0])
                else:
                    acc = start
                    for e in v:
                        acc = op(acc, e)
                    env[d] = acc
            return red
        bits = self.type(str(ins.type), ins).bits
        mask = (1 << bits) - 1 if bits else 0
        table: dict[str, Callable[[Any, Any], Any]] = {
            "add": lambda a, b: (a + b) & mask, "mul": lambda a, b: (a * b) & mask, "and": lambda a, b: a & b,
            "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b, "umax": max, "umin": min,
            "smax": lambda a, b: a if _signed(a, bits) >= _signed(b, bits) else b,
            "smin": lambda a, b: a if _signed(a, bits) <= _signed(b, bits) else b,
            "fmax": ctx.maxnum, "fmin": ctx.minnum, "fmaximum": ctx.maximum, "fminimum": ctx.minimum,
        }
        f = table.get(kind)
        if f is None:
            return None
        (vget,) = getters

        def red_other(env):
            v = vget(env)
            if any(e is POISON for e in v):
                env[d] = POISON
                return
            acc = v[0]
            for e in v[1:]:
                acc = f(acc, e)
            env[d] = acc
        return red_other

    def _memory_call(self, ins, name, base, args, getters, d):
        if base not in ("llvm.memset", "llvm.memcpy", "llvm.memmove", "llvm.memcpy.inline", "llvm.memset.inline"):
            return None
        mem = self.interp.memory
        setting = "memset" in base
        dget, sget, nget = getters[:3]
        ctx = self.ctx

        def step(env):
            dst, src, n = dget(env), sget(env), nget(env)
            if dst is POISON or n is POISON or not isinstance(dst, Pointer) or dst.buffer is None:
                raise InterpreterError(f"{name} through a poison or null pointer")
            dbuf = mem.buffers[dst.buffer]
            size = dbuf.elem.size
            if n % size or dst.offset % size:
                raise InterpreterError(f"{name} of {n} bytes at offset {dst.offset} of {dbuf.name!r}: not whole "
                                       "elements (type punning is not modelled)")
            for j in range(n // size):
                p = Pointer(dst.buffer, dst.offset + j * size)
                if setting:
                    if src != 0:
                        raise InterpreterError(f"{name} with byte {src}: only zero fills are modelled")
                    mem.store(p, dbuf.elem, ctx.zero() if dbuf.elem.kind == "float" else 0)
                else:
                    mem.store(p, dbuf.elem, mem.load(_offset(src, j * size), dbuf.elem))
        return step


def _shfl_answer(mode: str, lane: int, reqs: Mapping[int, tuple], with_pred: bool) -> Any:
    """PTX ``shfl.sync`` (its clamp and segment rule) for one lane, from every lane's (value, b, c); with the
    in-range predicate for the ``...p`` forms."""
    _, _, _value, b, c = reqs[lane]
    b &= 31
    segmask = (c >> 8) & 31
    minl = lane & segmask
    maxl = minl | (c & 31 & ~segmask)
    if mode == "up":
        j, ok = lane - b, lane - b >= maxl
    elif mode == "down":
        j, ok = lane + b, lane + b <= maxl
    elif mode == "bfly":
        j, ok = lane ^ b, (lane ^ b) <= maxl
    else:
        j = minl | (b & ~segmask)
        ok = j <= maxl
    if not ok:
        j = lane
    if j not in reqs:
        raise InterpreterError(f"shfl.sync: lane {lane} reads lane {j}, which did not take part (undefined)")
    return (reqs[j][2], int(ok)) if with_pred else reqs[j][2]


def _bpermute_answer(lane: int, reqs: Mapping[int, tuple]) -> Any:
    _, _, _value, addr = reqs[lane]
    width = max(reqs) + 1
    src = (addr // 4) % (64 if width > 32 else 32)
    if src not in reqs:
        raise InterpreterError(f"ds.bpermute: lane {lane} reads lane {src}, which did not take part")
    return reqs[src][2]


def _vote_answer(kind: str, reqs: Mapping[int, tuple]) -> int:
    preds = {lane: bool(r[2]) for lane, r in reqs.items()}
    if kind == "ballot":
        return sum(1 << lane for lane, p in preds.items() if p) & 0xFFFF_FFFF
    if kind == "any":
        return int(any(preds.values()))
    if kind == "all":
        return int(all(preds.values()))
    return int(len(set(preds.values())) == 1)  # uni
