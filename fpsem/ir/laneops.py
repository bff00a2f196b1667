"""LLVM operations on lanes of machine values, for the lock-step engine (:mod:`fpsem.ir.lanes`).

Representation: an ``iN`` value is ``uint64`` holding the zero-extended N-bit pattern
(``i1`` is ``bool``); a pointer is its ``uint64`` address; ``half``/``float``/``double``
are numpy ``float16``/``float32``/``float64`` (IEEE, round to nearest: the operations of
those formats are numpy's, which are correctly rounded for + - * / and sqrt); a vector
``<n x T>`` is an array with a trailing axis of n; an aggregate is a tuple.

Math functions (``exp``, ``sin``, ...) are numpy's (the host C library's), not the
device's: fine for control flow and addresses, not an accuracy reference (that is
:mod:`fpsem.ir.interp`).  FMA is correctly rounded (:mod:`fpsem.floats.fma`).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from fpsem.floats.fma import fma

U64 = np.uint64


def mask_of(bits: int) -> np.uint64:
    return U64((1 << bits) - 1) if bits < 64 else U64(0xFFFF_FFFF_FFFF_FFFF)


def signed(x, bits: int) -> np.ndarray:
    """The two's-complement value of N-bit patterns, as int64."""
    x = np.asarray(x)
    if x.dtype == np.bool_:
        return -x.astype(np.int64)
    x = x.astype(U64, copy=False)
    if bits == 64:
        return x.view(np.int64)
    sb = U64(1 << (bits - 1))
    return np.asarray((x ^ sb) - sb).view(np.int64)


def wrap(x, bits: int):
    """An integer result reduced to N bits (bool for i1)."""
    if bits == 1:
        return (np.asarray(x).astype(U64) & U64(1)).astype(bool)
    x = np.asarray(x)
    if x.dtype != U64:
        x = x.astype(np.int64).view(U64) if x.dtype.kind == "i" else x.astype(U64)
    return x if bits == 64 else x & mask_of(bits)


class UndefinedBehaviour(Exception):
    """Division by zero and the like, on an active lane."""


def int_binop(op: str, bits: int) -> Callable:
    """The lane function of an integer binary instruction on N-bit patterns."""
    if bits == 1:
        table1: dict[str, Callable] = {
            "add": np.logical_xor, "sub": np.logical_xor, "xor": np.logical_xor, "mul": np.logical_and,
            "and": np.logical_and, "or": np.logical_or,
        }
        if op in table1:
            return table1[op]
        inner = int_binop(op, 8)
        return lambda a, b: wrap(inner(np.asarray(a).astype(U64), np.asarray(b).astype(U64)), 1)
    m = mask_of(bits)

    def check(b) -> None:
        if (np.asarray(b) == 0).any():
            raise UndefinedBehaviour("integer division by zero")

    def udiv(a, b):
        check(b)
        return a // b

    def urem(a, b):
        check(b)
        return a % b

    def sdiv(a, b):
        check(b)
        sa, sb = signed(a, bits), signed(b, bits)
        q = np.abs(sa) // np.abs(sb)
        return wrap(np.where((sa < 0) != (sb < 0), -q, q), bits)

    def srem(a, b):
        check(b)
        sa, sb = signed(a, bits), signed(b, bits)
        r = np.abs(sa) % np.abs(sb)
        return wrap(np.where(sa < 0, -r, r), bits)

    def shl(a, b):
        b = np.asarray(b)
        return np.where(b < bits, (a << np.minimum(b, U64(63))) & m, U64(0))

    def lshr(a, b):
        b = np.asarray(b)
        return np.where(b < bits, a >> np.minimum(b, U64(63)), U64(0))

    def ashr(a, b):
        b = np.asarray(b)
        return np.where(b < bits, wrap(signed(a, bits) >> np.minimum(b, U64(63)).astype(np.int64), bits), U64(0))

    table: dict[str, Callable] = {
        "add": lambda a, b: (a + b) & m, "sub": lambda a, b: (a - b) & m, "mul": lambda a, b: (a * b) & m,
        "udiv": udiv, "sdiv": sdiv, "urem": urem, "srem": srem, "shl": shl, "lshr": lshr, "ashr": ashr,
        "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
    }
    if bits == 64:
        table.update({"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b})
    return table[op]


def icmp(pred: str, bits: int) -> Callable:
    if pred in ("eq", "ne"):
        return np.equal if pred == "eq" else np.not_equal
    if pred[0] == "s":
        rel = _REL[pred[1:]]
        return lambda a, b: rel(signed(a, bits), signed(b, bits))
    rel = _REL[pred[1:]]
    if bits == 1:
        return lambda a, b: rel(np.asarray(a, U64), np.asarray(b, U64))
    return rel


_REL = {"gt": np.greater, "ge": np.greater_equal, "lt": np.less, "le": np.less_equal}


def fcmp(pred: str) -> Callable:
    """The lane function of an ``fcmp`` predicate (ordered: false on NaN; unordered: true on NaN)."""
    def uno(a, b):
        return np.isnan(a) | np.isnan(b)

    table: dict[str, Callable] = {
        "false": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool),
        "true": lambda a, b: np.ones(np.broadcast(a, b).shape, bool),
        "oeq": np.equal, "ogt": np.greater, "oge": np.greater_equal, "olt": np.less, "ole": np.less_equal,
        "one": lambda a, b: np.less(a, b) | np.greater(a, b),
        "ord": lambda a, b: ~uno(a, b), "uno": uno,
        "ueq": lambda a, b: np.equal(a, b) | uno(a, b),
        "ugt": lambda a, b: ~np.less_equal(a, b), "uge": lambda a, b: ~np.less(a, b),
        "ult": lambda a, b: ~np.greater_equal(a, b), "ule": lambda a, b: ~np.greater(a, b),
        "une": np.not_equal,
    }
    return table[pred]


FP_PREDICATES = frozenset(("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
                           "une", "uno", "true"))
INT_PREDICATES = frozenset(("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"))


def frem(a, b):
    """C fmod (LLVM's ``frem``)."""
    return np.fmod(a, b)


def round_half_away(x):
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t).astype(np.asarray(x).dtype)


def fpclass(x, mask: int):
    """``llvm.is.fpclass``: bit 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal,
    8 +normal, 9 +inf."""
    x = np.asarray(x)
    info = np.finfo(x.dtype)
    neg = np.signbit(x)
    a = np.abs(x)
    nan = np.isnan(x)
    bits = x.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[x.dtype.itemsize])
    quiet_bit = {2: 9, 4: 22, 8: 51}[x.dtype.itemsize]
    quiet = ((bits.astype(U64) >> U64(quiet_bit)) & U64(1)).astype(bool)
    inf = np.isinf(x)
    zero = a == 0
    sub = (a < info.tiny) & ~zero & ~nan
    normal = ~nan & ~inf & ~zero & ~sub
    classes = [nan & ~quiet, nan & quiet, inf & neg, normal & neg, sub & neg, zero & neg, zero & ~neg, sub & ~neg,
               normal & ~neg, inf & ~neg]
    out = np.zeros(x.shape, bool)
    for k, c in enumerate(classes):
        if mask >> k & 1:
            out |= c
    return out


def _minnum(a, b):
    return np.fmin(a, b)


def _maxnum(a, b):
    return np.fmax(a, b)


def _exp10(a):
    return np.power(np.asarray(a).dtype.type(10), a)


def _fract(a):
    dt = np.asarray(a).dtype
    below_one = np.nextafter(np.asarray(1, dt), np.asarray(0, dt))
    return np.where(np.isinf(a), np.asarray(0, dt), np.minimum(a - np.floor(a), below_one))


# llvm.<name> (type suffixes removed) -> lane function on floats, with its arity
FLOAT_INTRINSICS: dict[str, Callable] = {
    "llvm.sqrt": np.sqrt, "llvm.exp": np.exp, "llvm.exp2": np.exp2, "llvm.exp10": _exp10, "llvm.log": np.log,
    "llvm.log2": np.log2, "llvm.log10": np.log10, "llvm.sin": np.sin, "llvm.cos": np.cos, "llvm.tan": np.tan,
    "llvm.sinh": np.sinh, "llvm.cosh": np.cosh, "llvm.tanh": np.tanh, "llvm.asin": np.arcsin, "llvm.acos": np.arccos,
    "llvm.atan": np.arctan, "llvm.atan2": np.arctan2, "llvm.pow": np.power, "llvm.fabs": np.abs,
    "llvm.copysign": np.copysign, "llvm.fma": fma, "llvm.fmuladd": fma, "llvm.minnum": _minnum,
    "llvm.maxnum": _maxnum, "llvm.minimum": np.minimum, "llvm.maximum": np.maximum, "llvm.minimumnum": _minnum,
    "llvm.maximumnum": _maxnum, "llvm.floor": np.floor, "llvm.ceil": np.ceil, "llvm.trunc": np.trunc,
    "llvm.round": round_half_away, "llvm.rint": np.rint, "llvm.nearbyint": np.rint, "llvm.roundeven": np.rint,
    "llvm.canonicalize": lambda a: a, "llvm.arithmetic.fence": lambda a: a,
    "llvm.amdgcn.fract": _fract, "llvm.amdgcn.sqrt": np.sqrt, "llvm.amdgcn.rcp": lambda a: 1 / a,
    "llvm.amdgcn.rsq": lambda a: 1 / np.sqrt(a), "llvm.amdgcn.fmed3": lambda a, b, c: np.fmax(
        np.fmin(a, b), np.fmin(np.fmax(a, b), c)),
}

# libm names C and Rust code calls -> the intrinsic they compute
LIBM = {
    **{n: f"llvm.{n}" for n in ("sqrt", "exp", "exp2", "log", "log2", "log10", "sin", "cos", "tan", "sinh", "cosh",
                                 "tanh", "asin", "acos", "atan", "atan2", "pow", "fabs", "fma", "floor", "ceil",
                                 "copysign", "exp10", "trunc", "round", "rint", "nearbyint")},
    "fmin": "llvm.minnum", "fmax": "llvm.maxnum",
}
LIBM.update({f"{k}f": v for k, v in list(LIBM.items())})


def int_intrinsic(base: str, bits: int) -> Callable | None:
    """Lane functions of the integer intrinsics (min/max, abs, bit counts, byte swap, funnel shifts)."""
    m = mask_of(bits)

    def ctpop(a):
        a = np.asarray(a, U64)
        return np.bitwise_count(a).astype(U64) if hasattr(np, "bitwise_count") else \
            np.array([bin(int(v)).count("1") for v in a.reshape(-1)], U64).reshape(a.shape)

    def ctlz(a, _poison=None):
        a = np.asarray(a, U64)
        out = np.full(a.shape, U64(bits))
        for k in range(bits - 1, -1, -1):
            hit = ((a >> U64(k)) & U64(1)).astype(bool) & (out == U64(bits))
            out = np.where(hit, U64(bits - 1 - k), out)
        return out

    def cttz(a, _poison=None):
        a = np.asarray(a, U64)
        out = np.full(a.shape, U64(bits))
        for k in range(bits):
            hit = ((a >> U64(k)) & U64(1)).astype(bool) & (out == U64(bits))
            out = np.where(hit, U64(k), out)
        return out

    def bswap(a):
        a = np.asarray(a, U64)
        out = np.zeros(a.shape, U64)
        for k in range(bits // 8):
            out |= ((a >> U64(8 * k)) & U64(0xFF)) << U64(bits - 8 - 8 * k)
        return out

    def fshl(a, b, s):
        s = np.asarray(s, U64) % U64(bits)
        hi = (np.asarray(a, U64) << s) & m
        lo = np.where(s == 0, U64(0), np.asarray(b, U64) >> (U64(bits) - np.where(s == 0, U64(1), s)))
        return (hi | lo) & m

    def fshr(a, b, s):
        s = np.asarray(s, U64) % U64(bits)
        lo = np.asarray(b, U64) >> s
        hi = np.where(s == 0, U64(0), (np.asarray(a, U64) << (U64(bits) - np.where(s == 0, U64(1), s))) & m)
        return np.where(s == 0, np.asarray(b, U64), (hi | lo) & m)

    table: dict[str, Callable] = {
        "llvm.smax": lambda a, b: np.where(signed(a, bits) >= signed(b, bits), a, b),
        "llvm.smin": lambda a, b: np.where(signed(a, bits) <= signed(b, bits), a, b),
        "llvm.umax": np.maximum, "llvm.umin": np.minimum,
        "llvm.abs": lambda a, _p: wrap(np.abs(signed(a, bits)), bits),
        "llvm.ctpop": ctpop, "llvm.ctlz": ctlz, "llvm.cttz": cttz, "llvm.bswap": bswap,
        "llvm.fshl": fshl, "llvm.fshr": fshr,
    }
    return table.get(base)


def reduce_tree(v: np.ndarray, op: Callable) -> np.ndarray:
    """Reduce the last axis by halves (element j with j + n/2) down to one: LLVM's lowering of a reassociable
    vector reduction of a power-of-two width (the same on NVPTX, AMDGPU and x86)."""
    while v.shape[-1] > 1:
        h = v.shape[-1] // 2
        v = op(v[..., :h], v[..., h:2 * h])
    return v[..., 0]


def reduce_ordered(v: np.ndarray, op: Callable, start=None) -> np.ndarray:
    """Reduce the last axis in element order, from ``start`` when given."""
    acc = v[..., 0] if start is None else op(start, v[..., 0])
    for j in range(1, v.shape[-1]):
        acc = op(acc, v[..., j])
    return acc
