"""FPCore expressions as LLVM IR: one strict ``double`` function per FPCore.

Each FPCore operation is one IR instruction or one call of an LLVM math intrinsic that
fpsem lowers on every target (``+`` -> ``fadd``, ``exp`` -> ``llvm.exp.f64``, ``fma`` ->
``llvm.fma.f64`` ...), evaluated in the order the expression gives; ``let`` binds SSA
values, ``let*`` in sequence; ``if`` evaluates both arms and selects (FP operations
have no side effects in IR without traps, so the value is the same); comparisons chain
(``(< a b c)`` is ``a < b and b < c``).  Constants are rounded to double once, from
their exact value (decimal text, ``n/d`` rationals, ``PI`` & co. through mpmath).
Operations without an fpsem lowering (``cbrt``, ``hypot``, ``expm1``, ``log1p``, ``erf``,
``fmod``, loops, tensors) are refused in one line naming the operation.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from fpsem.ir.emit import LineEmitter
from fpsem.kernels.fpcore import CONSTANTS, Expr, FPCore, Num, Str, constant_value, num_value
from fpsem.kernels.importer.core import ImportRefused

BINARY = {"+": "fadd", "-": "fsub", "*": "fmul", "/": "fdiv"}
UNARY_INTRINSIC = {f: f for f in ("fabs", "sqrt", "exp", "exp2", "log", "log2", "log10", "sin", "cos", "tan",
                                  "sinh", "cosh", "tanh", "asin", "acos", "atan", "floor", "ceil", "trunc",
                                  "round", "rint", "nearbyint")}
BINARY_INTRINSIC = {"pow": "pow", "atan2": "atan2", "fmin": "minnum", "fmax": "maxnum", "copysign": "copysign"}
CMP = {"<": "olt", ">": "ogt", "<=": "ole", ">=": "oge", "==": "oeq", "!=": "une"}
def ir_double(x: float) -> str:
    """LLVM's exact spelling of a double: hexadecimal bits (no decimal rounding question)."""
    return f"0x{struct.unpack('<Q', struct.pack('<d', x))[0]:016X}"


@dataclass
class _Emitter(LineEmitter):
    """Collects instructions; values are SSA names; ``ops`` the FPCore operations seen."""

    ops: set[str] = field(default_factory=set)


def _real(em: _Emitter, e: Expr, env: dict[str, tuple[str, str]], where: str) -> str:
    v, ty = _expr(em, e, env, where)
    if ty != "double":
        raise ImportRefused(f"{where}: {_show(e)} is a boolean where a number is needed")
    return v


def _bool(em: _Emitter, e: Expr, env: dict[str, tuple[str, str]], where: str) -> str:
    v, ty = _expr(em, e, env, where)
    if ty != "i1":
        raise ImportRefused(f"{where}: {_show(e)} is a number where a boolean is needed")
    return v


def _show(e: Expr) -> str:
    if isinstance(e, Num):
        return e.text
    if isinstance(e, tuple):
        return "(" + " ".join(_show(x) for x in e) + ")"
    return str(e)


def _expr(em: _Emitter, e: Expr, env: dict[str, tuple[str, str]], where: str) -> tuple[str, str]:
    """(IR value, IR type) of an expression."""
    if isinstance(e, Num):
        return ir_double(num_value(e.text)), "double"
    if isinstance(e, Str):
        raise ImportRefused(f"{where}: a string {e.text!r} inside an expression")
    if isinstance(e, str):
        if e in env:
            return env[e]
        if e in CONSTANTS:
            return ir_double(constant_value(e)), "double"
        if e in ("TRUE", "FALSE"):
            return ("true" if e == "TRUE" else "false"), "i1"
        raise ImportRefused(f"{where}: unknown variable or constant {e!r}")
    if not e:
        raise ImportRefused(f"{where}: empty expression ()")
    op, args = e[0], e[1:]
    if not isinstance(op, str):
        raise ImportRefused(f"{where}: {_show(e)[:60]} is not an operation")
    em.ops.add(op)
    if op in ("let", "let*"):
        if len(args) != 2 or not isinstance(args[0], tuple):
            raise ImportRefused(f"{where}: malformed {op}")
        inner = dict(env)
        for b in args[0]:
            if not (isinstance(b, tuple) and len(b) == 2 and isinstance(b[0], str)):
                raise ImportRefused(f"{where}: malformed {op} binding {_show(b)[:40]}")
            inner[b[0]] = _expr(em, b[1], inner if op == "let*" else env, where)
        return _expr(em, args[1], inner, where)
    if op == "if":
        if len(args) != 3:
            raise ImportRefused(f"{where}: if needs a condition and two arms")
        c = _bool(em, args[0], env, where)
        a, ta = _expr(em, args[1], env, where)
        b, tb = _expr(em, args[2], env, where)
        if ta != tb:
            raise ImportRefused(f"{where}: the arms of an if have different types")
        return em.emit(f"select i1 {c}, {ta} {a}, {tb} {b}"), ta
    if op in CMP:
        if len(args) < 2:
            raise ImportRefused(f"{where}: {op} needs two or more operands")
        vals = [_real(em, a, env, where) for a in args]
        if op == "!=":  # pairwise distinct
            pairs = [(vals[i], vals[j]) for i in range(len(vals)) for j in range(i + 1, len(vals))]
        else:
            pairs = list(zip(vals, vals[1:]))
        acc = None
        for a, b in pairs:
            c = em.emit(f"fcmp {CMP[op]} double {a}, {b}")
            acc = c if acc is None else em.emit(f"and i1 {acc}, {c}")
        return acc, "i1"  # type: ignore[return-value]
    if op in ("and", "or"):
        vals = [_bool(em, a, env, where) for a in args]
        if not vals:
            return ("true" if op == "and" else "false"), "i1"
        acc = vals[0]
        for v in vals[1:]:
            acc = em.emit(f"{op} i1 {acc}, {v}")
        return acc, "i1"
    if op == "not":
        return em.emit(f"xor i1 {_bool(em, args[0], env, where)}, true"), "i1"
    if op in BINARY:
        vals = [_real(em, a, env, where) for a in args]
        if op == "-" and len(vals) == 1:
            return em.emit(f"fneg double {vals[0]}"), "double"
        if len(vals) < 2:
            raise ImportRefused(f"{where}: {op} needs two operands")
        acc = vals[0]
        for v in vals[1:]:  # left to right, as FPCore's n-ary forms are read
            acc = em.emit(f"{BINARY[op]} double {acc}, {v}")
        return acc, "double"
    if op in UNARY_INTRINSIC and len(args) == 1:
        v = _real(em, args[0], env, where)
        return em.emit(f"call double @llvm.{UNARY_INTRINSIC[op]}.f64(double {v})"), "double"
    if op in BINARY_INTRINSIC and len(args) == 2:
        a, b = (_real(em, x, env, where) for x in args)
        return em.emit(f"call double @llvm.{BINARY_INTRINSIC[op]}.f64(double {a}, double {b})"), "double"
    if op == "fma" and len(args) == 3:
        a, b, c = (_real(em, x, env, where) for x in args)
        return em.emit(f"call double @llvm.fma.f64(double {a}, double {b}, double {c})"), "double"
    if op == "!":
        return _expr(em, args[-1], env, where)  # precision annotations: the kernel's format decides
    raise ImportRefused(f"{where}: uses {op!r}, which fpsem cannot lower on every target "
                        f"(supported: + - * / fma, {', '.join(sorted(UNARY_INTRINSIC))}, "
                        f"{', '.join(sorted(BINARY_INTRINSIC))}, comparisons, and/or/not, if, let, let*)")


@dataclass(frozen=True)
class Generated:
    """A scalar FPCore function: its IR text, argument names and FP-operation count."""

    text: str
    args: tuple[str, ...]
    fp_ops: int


def scalar_function(core: FPCore, fname: str, where: str) -> Generated:
    """``define internal double @fname(double %a_x, ...)`` computing the FPCore's body."""
    env = {a: (f"%a_{i}", "double") for i, a in enumerate(core.args)}
    em = _Emitter()
    v = _real(em, core.body, env, where)
    params = ", ".join(f"double %a_{i}" for i in range(len(core.args)))
    text = "\n".join([f"define internal double @{fname}({params}) {{", "entry:", *em.lines, f"  ret double {v}", "}"])
    fp = sum(1 for l in em.lines if " = f" in l and "fcmp" not in l or "call double" in l)
    return Generated(text, core.args, fp)
