"""An mpmath interpreter of LLVM IR with strict, exact semantics: a reference for any kernel.

The module is parsed and verified by LLVM (``fpsem.ir.binding.parse_ir``); each function is
then translated once into Python closures over a register file and run point by point.

Semantics (the *reference* semantics, whatever flags the IR carries):

* every floating-point operation is exact at the working precision of the
  ``ExactContext`` (``fpsem.floats.exact``): ``fadd fsub fmul fdiv frem fneg``,
  ``llvm.fma``/``llvm.fmuladd`` (one exact evaluation), the math intrinsics
  (``llvm.sqrt exp exp2 exp10 log log2 log10 sin cos tan sinh cosh tanh asin acos atan atan2 pow powi fabs copysign minnum maxnum
  minimum maximum floor ceil trunc round rint nearbyint is.fpclass``) and their libm
  names through mpmath; ``fpext``/``fptrunc`` keep the exact value (the reference is
  the mathematical value; rounding to the output format happens once, at the end);
* integers are two's-complement of their width: ``add sub mul udiv sdiv urem srem shl
  lshr ashr and or xor``, ``icmp``, ``zext sext trunc``, ``sitofp uitofp fptosi fptoui``;
* memory is numpy-backed: ``Memory`` holds named buffers (object arrays of ``Exact`` for
  real arrays, int64 arrays for integer arrays); ``getelementptr`` computes byte
  offsets; ``load``/``store`` must hit an element of the buffer's own type, in bounds;
* control flow: ``br`` (both forms), ``switch``, ``phi``, ``select``, ``ret``, ``freeze``,
  calls to other functions defined in the module.

Anything else (vectors, structs, ``alloca``, globals, atomics, an unknown call, undef or
poison operands, ...) is refused with an ``InterpreterError`` naming the instruction.
"""

from __future__ import annotations

import ctypes
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fpsem.core.errors import UsageError
from fpsem.floats.exact import Exact, ExactContext
from fpsem.floats.ulp import F32, F64, FloatFormat
from fpsem.ir.binding import parse_ir

MAX_STEPS_DEFAULT = 50_000_000  # block transitions per top-level call: stops a runaway loop


class InterpreterError(UsageError):
    """The interpreter cannot run this IR (an unsupported construct, an out-of-bounds access, poison)."""


# --------------------------------------------------------------------------- types


@dataclass(frozen=True)
class IRType:
    """A first-class LLVM type as the interpreter needs it: ``float``/``int``/``ptr``/``array``/``void``."""

    kind: str
    bits: int = 0
    count: int = 0
    elem: IRType | None = None

    @property
    def size(self) -> int:
        """Allocation size in bytes."""
        if self.kind == "float" or self.kind == "int":
            return max(1, (self.bits + 7) // 8)
        if self.kind == "ptr":
            return 8
        if self.kind == "array" and self.elem is not None:
            return self.count * self.elem.size
        raise InterpreterError(f"type {self} has no size")

    def __str__(self) -> str:
        if self.kind == "float":
            return {16: "half", 32: "float", 64: "double"}[self.bits]
        if self.kind == "int":
            return f"i{self.bits}"
        if self.kind == "array":
            return f"[{self.count} x {self.elem}]"
        return self.kind


_FLOAT_TYPES = {"half": 16, "float": 32, "double": 64}
_ARRAY = re.compile(r"^\[\s*(\d+)\s+x\s+(.+)\]$")


def parse_type(text: str) -> IRType:
    """Parse an LLVM type as printed; raises InterpreterError for types the interpreter does not model."""
    t = text.strip()
    if t in _FLOAT_TYPES:
        return IRType("float", _FLOAT_TYPES[t])
    if re.fullmatch(r"i\d+", t):
        return IRType("int", int(t[1:]))
    if t == "ptr" or re.fullmatch(r"ptr addrspace\(\d+\)", t):
        return IRType("ptr")
    if t == "void":
        return IRType("void")
    m = _ARRAY.match(t)
    if m:
        return IRType("array", count=int(m.group(1)), elem=parse_type(m.group(2)))
    raise InterpreterError(f"type '{t}' is not supported by the mpmath interpreter (vectors and structs are not)")


def _format_for(t: IRType) -> FloatFormat:
    if t.kind == "float" and t.bits == 64:
        return F64
    if t.kind == "float" and t.bits == 32:
        return F32
    raise InterpreterError(f"floating-point type {t} is not supported (double and float are)")


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


class Memory:
    """Named, numpy-backed buffers that interpreted code addresses through ``Pointer``s."""

    def __init__(self) -> None:
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

    def _locate(self, ptr: Any, t: IRType, what: str) -> tuple[Buffer, int]:
        if not isinstance(ptr, Pointer) or ptr.buffer is None:
            raise InterpreterError(f"{what} through a null or non-pointer value")
        buf = self.buffers[ptr.buffer]
        if t.kind != buf.elem.kind or t.bits != buf.elem.bits:
            raise InterpreterError(f"{what} of {t} from buffer {buf.name!r} of {buf.elem} (type punning is not modelled)")
        size = buf.elem.size
        if ptr.offset % size:
            raise InterpreterError(f"{what}: misaligned offset {ptr.offset} in buffer {buf.name!r}")
        index = ptr.offset // size
        if not 0 <= index < len(buf.data):
            raise InterpreterError(f"{what}: index {index} out of bounds of buffer {buf.name!r} (length {len(buf.data)})")
        return buf, index

    def load(self, ptr: Any, t: IRType) -> Any:
        buf, index = self._locate(ptr, t, "load")
        v = buf.data[index]
        if v is None:
            if buf.init is None or buf.ctx is None:
                raise InterpreterError(f"load of an uninitialised element {index} of buffer {buf.name!r}")
            v = buf.data[index] = buf.ctx.exact(float(buf.init[index]))
        return v

    def store(self, ptr: Any, t: IRType, value: Any) -> None:
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


def _int_binop(op: str, bits: int, text: str) -> Callable[[int, int], int]:
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

    def shift_check(b: int) -> int:
        if b >= bits:
            raise InterpreterError(f"shift by {b} >= {bits} bits is poison in '{text}'")
        return b

    table: dict[str, Callable[[int, int], int]] = {
        "add": lambda a, b: (a + b) & mask,
        "sub": lambda a, b: (a - b) & mask,
        "mul": lambda a, b: (a * b) & mask,
        "udiv": udiv,
        "sdiv": sdiv,
        "urem": urem,
        "srem": srem,
        "shl": lambda a, b: (a << shift_check(b)) & mask,
        "lshr": lambda a, b: a >> shift_check(b),
        "ashr": lambda a, b: (_signed(a, bits) >> shift_check(b)) & mask,
        "and": lambda a, b: a & b,
        "or": lambda a, b: a | b,
        "xor": lambda a, b: a ^ b,
    }
    return table[op]


# --------------------------------------------------------------------------- intrinsics

_TYPE_SUFFIX = re.compile(r"^(f16|f32|f64|f80|f128|i\d+|v\d+\w+|p\d+)$")
_NOOP_INTRINSICS = ("llvm.assume", "llvm.lifetime.start", "llvm.lifetime.end", "llvm.dbg.",
                    "llvm.experimental.noalias.scope.decl")
_LIBM = {
    "sqrt": "llvm.sqrt", "sqrtf": "llvm.sqrt", "exp": "llvm.exp", "expf": "llvm.exp", "exp2": "llvm.exp2",
    "exp2f": "llvm.exp2", "log": "llvm.log", "logf": "llvm.log", "log2": "llvm.log2", "log2f": "llvm.log2",
    "log10": "llvm.log10", "log10f": "llvm.log10", "sin": "llvm.sin", "sinf": "llvm.sin", "cos": "llvm.cos",
    "cosf": "llvm.cos", "pow": "llvm.pow", "powf": "llvm.pow", "fabs": "llvm.fabs", "fabsf": "llvm.fabs",
    "fma": "llvm.fma", "fmaf": "llvm.fma", "floor": "llvm.floor", "floorf": "llvm.floor", "ceil": "llvm.ceil",
    "ceilf": "llvm.ceil", "fmin": "llvm.minnum", "fminf": "llvm.minnum", "fmax": "llvm.maxnum", "fmaxf": "llvm.maxnum",
    "copysign": "llvm.copysign", "copysignf": "llvm.copysign",
    "tan": "llvm.tan", "tanf": "llvm.tan", "sinh": "llvm.sinh", "sinhf": "llvm.sinh", "cosh": "llvm.cosh",
    "coshf": "llvm.cosh", "tanh": "llvm.tanh", "tanhf": "llvm.tanh", "asin": "llvm.asin", "asinf": "llvm.asin",
    "acos": "llvm.acos", "acosf": "llvm.acos", "atan": "llvm.atan", "atanf": "llvm.atan", "atan2": "llvm.atan2",
    "atan2f": "llvm.atan2", "exp10": "llvm.exp10", "exp10f": "llvm.exp10",
}


def intrinsic_base(name: str) -> str:
    """``llvm.sqrt.f64`` -> ``llvm.sqrt``; libm names map to their intrinsic (``expf`` -> ``llvm.exp``)."""
    if name in _LIBM:
        return _LIBM[name]
    parts = name.split(".")
    while len(parts) > 2 and _TYPE_SUFFIX.match(parts[-1]):
        parts.pop()
    return ".".join(parts)


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
    }


# --------------------------------------------------------------------------- compiled form

Getter = Callable[[list], Any]
_RET = -1


@dataclass
class _Block:
    name: str
    phis: list[tuple[int, dict[int, Getter]]]
    body: list[Callable[[list], None]]
    term: Callable[[list], tuple[int, Any]]


@dataclass
class _Function:
    name: str
    params: list[IRType]
    ret: IRType
    nslots: int
    blocks: list[_Block]


def _addr(v: Any) -> int:
    return ctypes.cast(v._ptr, ctypes.c_void_p).value or 0


def _body_text(ins: Any) -> str:
    """The instruction's text after ``%x = ``."""
    s = str(ins).strip()
    m = re.match(r"^%[-\w.$\"]+\s*=\s*", s)
    return s[m.end():] if m else s


class Interpreter:
    """Exact interpreter of one LLVM module; ``call`` runs a function on ``Exact``/int/``Pointer`` arguments."""

    def __init__(self, ir_text: str, ctx: ExactContext, name: str = "<ir>", max_steps: int = MAX_STEPS_DEFAULT):
        self.ctx = ctx
        self.name = name
        self.max_steps = max_steps
        self.memory = Memory()
        self._module = parse_ir(ir_text, name)
        self._defined = {f.name: f for f in self._module.functions if not f.is_declaration}
        self._compiled: dict[str, _Function] = {}
        self._float_fns = _float_intrinsics(ctx)
        self._steps = 0

    # ---- public API
    def function_names(self) -> list[str]:
        return sorted(self._defined)

    def call(self, fname: str, args: Sequence[Any]) -> Any:
        """Run ``fname`` on ``args`` (floats are taken exactly; pointers from ``self.memory``); return its value."""
        fn = self._function(fname)
        if len(args) != len(fn.params):
            raise InterpreterError(f"@{fname} takes {len(fn.params)} arguments, {len(args)} given")
        vals = [self._coerce_arg(fname, i, t, a) for i, (t, a) in enumerate(zip(fn.params, args))]
        self._steps = 0
        return self._run(fn, vals)

    # ---- argument coercion
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
        raise InterpreterError(f"@{fname}: argument {i} must be {t}, got {type(a).__name__}")

    # ---- execution
    def _run(self, fn: _Function, args: list) -> Any:
        env: list = [None] * fn.nslots
        env[: len(args)] = args
        blocks = fn.blocks
        bi, prev = 0, -1
        while True:
            self._steps += 1
            if self._steps > self.max_steps:
                raise InterpreterError(f"@{fn.name}: more than {self.max_steps} block transitions (a runaway loop?)")
            blk = blocks[bi]
            if blk.phis:
                vals = []
                for slot, incoming in blk.phis:
                    g = incoming.get(prev)
                    if g is None:
                        raise InterpreterError(f"@{fn.name}: phi in block {blk.name} has no value for its predecessor")
                    vals.append((slot, g(env)))
                for slot, v in vals:
                    env[slot] = v
            for step in blk.body:
                step(env)
            nxt, value = blk.term(env)
            if nxt == _RET:
                return value
            prev, bi = bi, nxt

    # ---- translation
    def _function(self, fname: str) -> _Function:
        if fname not in self._compiled:
            if fname not in self._defined:
                raise InterpreterError(f"{self.name}: no function @{fname} defined in the module")
            self._compiled[fname] = _Translator(self, self._defined[fname]).translate()
        return self._compiled[fname]


class _Translator:
    """Turns one llvmlite function into a ``_Function`` of closures."""

    def __init__(self, interp: Interpreter, fn: Any) -> None:
        self.interp = interp
        self.ctx = interp.ctx
        self.fn = fn
        self.slots: dict[int, int] = {}
        self.block_index: dict[int, int] = {}

    def fail(self, ins: Any, why: str) -> InterpreterError:
        return InterpreterError(f"{self.interp.name}: @{self.fn.name}: {why}: '{str(ins).strip()}'")

    def translate(self) -> _Function:
        fn = self.fn
        params = []
        for a in fn.arguments:
            self.slots[_addr(a)] = len(self.slots)
            params.append(parse_type(str(a.type)))
        blocks = list(fn.blocks)
        for i, b in enumerate(blocks):
            self.block_index[_addr(b)] = i
            for ins in b.instructions:
                self.slots[_addr(ins)] = len(self.slots)
        ret = self._return_type()
        out = [self._block(b) for b in blocks]
        return _Function(fn.name, params, ret, len(self.slots), out)

    def _return_type(self) -> IRType:
        ft = self.fn.global_value_type
        return parse_type(str(ft.get_function_return()))

    # ---- operands
    def getter(self, op: Any, ins: Any) -> Getter:
        key = _addr(op)
        if key in self.slots:
            s = self.slots[key]
            return lambda env: env[s]
        kind = op.value_kind.name
        t = str(op.type)
        if kind == "constant_fp":
            c = self.ctx.exact(op.get_constant_value())
            return lambda env: c
        if kind == "constant_int":
            ci = op.get_constant_value()
            return lambda env: ci
        if kind == "constant_pointer_null":
            null = Pointer(None, 0)
            return lambda env: null
        if kind in ("undef_value", "poison_value"):
            raise self.fail(ins, f"{kind.split('_')[0]} operand of type {t}")
        if kind == "global_variable":
            raise self.fail(ins, f"global variable @{op.name} (globals are not modelled; pass arrays as arguments)")
        raise self.fail(ins, f"operand of kind {kind} is not supported")

    # ---- blocks
    def _block(self, b: Any) -> _Block:
        phis: list[tuple[int, dict[int, Getter]]] = []
        body: list[Callable[[list], None]] = []
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
        return self.slots[_addr(ins)]

    def _phi(self, ins: Any) -> tuple[int, dict[int, Getter]]:
        incoming = {}
        for v, blk in zip(ins.operands, ins.incoming_blocks):
            incoming[self.block_index[_addr(blk)]] = self.getter(v, ins)
        return self._dest(ins), incoming

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
            target = self.block_index[_addr(ops[0])]
            return lambda env: (target, None)
        # LLVM's operand order for a conditional branch: condition, false destination, true destination
        cond = self.getter(ops[0], ins)
        f_dest, t_dest = self.block_index[_addr(ops[1])], self.block_index[_addr(ops[2])]
        return lambda env: (t_dest if cond(env) else f_dest, None)

    def _t_switch(self, ins: Any):
        ops = list(ins.operands)
        cond = self.getter(ops[0], ins)
        bits = self._int_width(ins, str(ops[0].type))
        default = self.block_index[_addr(ops[1])]
        # LLVM 22 keeps case values out of the operand list: read them from the text, in order
        values = [int(v) & ((1 << bits) - 1) for v in re.findall(r"i\d+\s+(-?\d+)\s*,\s*label", str(ins))]
        dests = [self.block_index[_addr(o)] for o in ops[2:]]
        if len(values) != len(dests):
            raise self.fail(ins, "cannot read the switch cases")
        cases = dict(zip(values, dests))
        return lambda env: (cases.get(cond(env), default), None)

    def _t_unreachable(self, ins: Any):
        name = self.fn.name

        def term(env):
            raise InterpreterError(f"@{name}: reached 'unreachable' (undefined behaviour)")

        return term

    # ---- floating point
    def _fp_binary(self, ins: Any, fn: Callable[[Exact, Exact], Exact]):
        a, b = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)
        _format_for(parse_type(str(ins.type)))

        def step(env):
            env[d] = fn(a(env), b(env))

        return step

    def _i_fadd(self, ins):
        return self._fp_binary(ins, self.ctx.add)

    def _i_fsub(self, ins):
        return self._fp_binary(ins, self.ctx.sub)

    def _i_fmul(self, ins):
        return self._fp_binary(ins, self.ctx.mul)

    def _i_fdiv(self, ins):
        return self._fp_binary(ins, self.ctx.div)

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

        return self._fp_binary(ins, frem)

    def _i_fneg(self, ins):
        (a,) = (self.getter(o, ins) for o in ins.operands)
        d, neg = self._dest(ins), self.ctx.neg

        def step(env):
            env[d] = neg(a(env))

        return step

    def _i_fcmp(self, ins):
        words = _body_text(ins).split()
        pred = next((w for w in words[1:] if w in _FCMP_PREDS), None)
        if pred is None:
            raise self.fail(ins, "cannot read the fcmp predicate")
        a, b = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)

        def step(env):
            env[d] = int(_fcmp(pred, a(env), b(env)))

        return step

    # ---- integers
    def _int_width(self, ins: Any, t: str) -> int:
        it = parse_type(t)
        if it.kind != "int":
            raise self.fail(ins, f"integer operation on {it}")
        return it.bits

    def _int_bin(self, ins: Any):
        bits = self._int_width(ins, str(ins.type))
        f = _int_binop(ins.opcode, bits, str(ins).strip())
        a, b = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)

        def step(env):
            env[d] = f(a(env), b(env))

        return step

    _i_add = _i_sub = _i_mul = _i_udiv = _i_sdiv = _i_urem = _i_srem = _int_bin
    _i_shl = _i_lshr = _i_ashr = _i_and = _i_or = _i_xor = _int_bin

    def _i_icmp(self, ins):
        words = _body_text(ins).split()
        pred = next((w for w in words[1:] if w in _ICMP), None)
        if pred is None:
            raise self.fail(ins, "cannot read the icmp predicate")
        ops = list(ins.operands)
        t = parse_type(str(ops[0].type))
        if t.kind == "ptr":
            if pred not in ("eq", "ne"):
                raise self.fail(ins, "ordered pointer comparison")
            a, b = (self.getter(o, ins) for o in ops)
            d = self._dest(ins)
            want = pred == "eq"

            def pstep(env):
                env[d] = int((a(env) == b(env)) == want)

            return pstep
        bits = self._int_width(ins, str(ops[0].type))
        cmp = _ICMP[pred]
        a, b = (self.getter(o, ins) for o in ops)
        d = self._dest(ins)

        def step(env):
            env[d] = int(cmp(a(env), b(env), bits))

        return step

    def _i_zext(self, ins):
        (a,) = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)

        def step(env):
            env[d] = a(env)

        return step

    def _i_sext(self, ins):
        src = self._int_width(ins, str(list(ins.operands)[0].type))
        dst = self._int_width(ins, str(ins.type))
        (a,) = (self.getter(o, ins) for o in ins.operands)
        d, mask = self._dest(ins), (1 << dst) - 1

        def step(env):
            env[d] = _signed(a(env), src) & mask

        return step

    def _i_trunc(self, ins):
        dst = self._int_width(ins, str(ins.type))
        (a,) = (self.getter(o, ins) for o in ins.operands)
        d, mask = self._dest(ins), (1 << dst) - 1

        def step(env):
            env[d] = a(env) & mask

        return step

    def _i_sitofp(self, ins):
        src = self._int_width(ins, str(list(ins.operands)[0].type))
        _format_for(parse_type(str(ins.type)))
        (a,) = (self.getter(o, ins) for o in ins.operands)
        d, exact = self._dest(ins), self.ctx.exact

        def step(env):
            env[d] = exact(_signed(a(env), src))

        return step

    def _i_uitofp(self, ins):
        _format_for(parse_type(str(ins.type)))
        (a,) = (self.getter(o, ins) for o in ins.operands)
        d, exact = self._dest(ins), self.ctx.exact

        def step(env):
            env[d] = exact(a(env))

        return step

    def _fp_to_int(self, ins, signed: bool):
        bits = self._int_width(ins, str(ins.type))
        (a,) = (self.getter(o, ins) for o in ins.operands)
        d, mp, text = self._dest(ins), self.ctx.mp, str(ins).strip()
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)

        def step(env):
            x = a(env)
            if x.is_nan() or x.is_inf():
                raise InterpreterError(f"'{text}': conversion of {x} is poison")
            n = int(mp.floor(x.v) if x.v >= 0 else mp.ceil(x.v))
            if not lo <= n <= hi:
                raise InterpreterError(f"'{text}': {n} out of range is poison")
            env[d] = n & ((1 << bits) - 1)

        return step

    def _i_fptosi(self, ins):
        return self._fp_to_int(ins, True)

    def _i_fptoui(self, ins):
        return self._fp_to_int(ins, False)

    def _i_fpext(self, ins):
        return self._i_zext(ins)  # exact value kept (module docstring)

    _i_fptrunc = _i_fpext
    _i_freeze = _i_zext

    def _i_bitcast(self, ins):
        src, dst = parse_type(str(list(ins.operands)[0].type)), parse_type(str(ins.type))
        if src.kind == "ptr" and dst.kind == "ptr":
            return self._i_zext(ins)
        raise self.fail(ins, "bitcast between non-pointer types (bit-level reinterpretation is not modelled)")

    _i_addrspacecast = _i_zext

    # ---- select
    def _i_select(self, ins):
        c, a, b = (self.getter(o, ins) for o in ins.operands)
        d = self._dest(ins)

        def step(env):
            env[d] = a(env) if c(env) else b(env)

        return step

    # ---- memory
    def _i_getelementptr(self, ins):
        text = _body_text(ins)
        rest = text[len("getelementptr"):].strip()
        while True:
            m = re.match(r"^(inbounds|nuw|nusw|inrange\([^)]*\))\s+", rest)
            if not m:
                break
            rest = rest[m.end():]
        src = parse_type(rest.split(",")[0])
        ops = list(ins.operands)
        base = self.getter(ops[0], ins)
        strides: list[tuple[Getter, int, int]] = []
        t: IRType | None = src
        for k, o in enumerate(ops[1:]):
            if t is None:
                raise self.fail(ins, "too many indices")
            if k > 0:
                if t.kind != "array":
                    raise self.fail(ins, f"index into {t} (only arrays are modelled)")
                t = t.elem
            bits = self._int_width(ins, str(o.type))
            strides.append((self.getter(o, ins), t.size, bits))
        d = self._dest(ins)

        def step(env):
            p = base(env)
            if not isinstance(p, Pointer):
                raise InterpreterError(f"getelementptr on a non-pointer in '{text}'")
            off = p.offset
            for g, size, bits in strides:
                off += _signed(g(env), bits) * size
            env[d] = Pointer(p.buffer, off)

        return step

    def _i_load(self, ins):
        t = parse_type(str(ins.type))
        (p,) = (self.getter(o, ins) for o in ins.operands)
        d, mem = self._dest(ins), self.interp.memory

        def step(env):
            env[d] = mem.load(p(env), t)

        return step

    def _i_store(self, ins):
        ops = list(ins.operands)
        t = parse_type(str(ops[0].type))
        v, p = self.getter(ops[0], ins), self.getter(ops[1], ins)
        mem = self.interp.memory

        def step(env):
            mem.store(p(env), t, v(env))

        return step

    # ---- calls
    def _i_call(self, ins):
        ops = list(ins.operands)
        callee, args = ops[-1], ops[:-1]
        if callee.value_kind.name != "function":
            raise self.fail(ins, "indirect call")
        name = callee.name
        getters = [self.getter(o, ins) for o in args]
        d = self._dest(ins)
        if name in self.interp._defined:
            interp = self.interp

            def call_step(env):
                fn = interp._function(name)
                env[d] = interp._run(fn, [g(env) for g in getters])

            return call_step
        base = intrinsic_base(name)
        if base.startswith(_NOOP_INTRINSICS) or any(name.startswith(p) for p in _NOOP_INTRINSICS):
            return None
        if base in self.interp._float_fns:
            f = self.interp._float_fns[base]
            _format_for(parse_type(str(ins.type)))

            def fstep(env):
                env[d] = f(*[g(env) for g in getters])

            return fstep
        if base == "llvm.powi":
            ctx, ebits = self.ctx, self._int_width(ins, str(args[1].type))

            def powi(env):
                env[d] = ctx.pow(getters[0](env), ctx.exact(_signed(getters[1](env), ebits)))

            return powi
        if base == "llvm.is.fpclass":
            fmt = _format_for(parse_type(str(args[0].type)))

            def fpclass(env):
                env[d] = int(_is_fpclass(getters[0](env), getters[1](env), fmt))

            return fpclass
        if base in ("llvm.smax", "llvm.smin", "llvm.umax", "llvm.umin", "llvm.abs"):
            return self._int_intrinsic(ins, base, getters, d)
        raise self.fail(ins, f"call to @{name} (not defined in the module and not a supported intrinsic)")

    def _int_intrinsic(self, ins, base: str, getters: list[Getter], d: int):
        bits = self._int_width(ins, str(ins.type))
        mask = (1 << bits) - 1
        fns = {
            "llvm.smax": lambda a, b: a if _signed(a, bits) >= _signed(b, bits) else b,
            "llvm.smin": lambda a, b: a if _signed(a, bits) <= _signed(b, bits) else b,
            "llvm.umax": max,
            "llvm.umin": min,
            "llvm.abs": lambda a, _poison_flag: abs(_signed(a, bits)) & mask,
        }
        f = fns[base]

        def step(env):
            env[d] = f(getters[0](env), getters[1](env))

        return step

