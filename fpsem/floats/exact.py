"""Exact reals for references: an mpmath value, its condition magnitude, and the IEEE sign of zero.

The references (hand-written ones in ``accuracy/`` and the IR interpreter) compute
with ``Exact`` numbers. Each carries

* ``v`` -- the value, an ``mpf`` of the context's working precision (default 200 bits),
  so every operation is exact to far below the output format's half-ulp; its exponent
  range is mpmath's (unbounded): the reference is the mathematical value, and an
  intermediate overflow of the output format shows up as the variant's Inf status;
* ``m`` -- the *magnitude*: the computation evaluated on absolute values (Higham's mu),
  i.e. leaves contribute ``|x|``, ``a +- b`` gives ``m_a + m_b``, ``a * b`` gives
  ``m_a * m_b``. For a sum or a dot product this is the sum of the absolute terms, the
  scale against which ``fpsem.floats.ulp.normalised_error`` measures an error so that
  cancellation does not drown the signal. A function ``f`` (and ``1/b`` inside a
  division, ``a/b = a * (1/b)``) gives ``|f(x)| + |f'(x)| * m_x``: its own rounding plus,
  to first order, what an error of relative size u in each term of its argument does
  to it (so ``exp`` of a rounded argument, or ``sqrt`` of a cancelling one, is judged
  against the error its argument can carry);
* ``nz`` -- whether a zero value is -0 (mpmath has no signed zero); IEEE's rules for
  round-to-nearest decide the sign of exact zeros (x + (-x) = +0, (-0) * y = -0, ...).

Contexts are values (``ExactContext``), never global state: mpmath's global ``mp`` is
not touched.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeAlias

import mpmath

from fpsem.core.errors import UsageError
from fpsem.floats.ulp import F64, FloatFormat, round_to_format

DEFAULT_WORKING_PRECISION = 200

Mpf: TypeAlias = Any  # an mpmath mpf (mpmath has no type information)
# What a reference's operation accepts: an Exact, or a number it coerces (ExactContext.num).
Operand: TypeAlias = "Exact | float | int | str | Any"


def _binary(name: str) -> tuple[Callable[[Exact, Any], Exact], Callable[[Exact, Any], Exact]]:
    """The operator and its reflected form, both calling the context's operation ``name``."""
    def op(self: Exact, o: Any) -> Exact:
        fn: Callable[[Any, Any], Exact] = getattr(self.ctx, name)
        return fn(self, o)

    def rop(self: Exact, o: Any) -> Exact:
        fn: Callable[[Any, Any], Exact] = getattr(self.ctx, name)
        return fn(o, self)

    return op, rop


def _ordered(cmp: Callable[[Any, Any], bool]) -> Callable[[Exact, Any], bool]:
    """An IEEE comparison: ``cmp`` of the values, false when either side is NaN."""
    def op(self: Exact, o: Any) -> bool:
        w = self.ctx.num(o).v
        return not (self.is_nan() or self.ctx.mp.isnan(w)) and cmp(self.v, w)

    return op


class Exact:
    """A reference number: value ``v``, magnitude ``m`` (both ``mpf``), negative-zero flag ``nz``."""

    __slots__ = ("ctx", "v", "m", "nz")

    def __init__(self, ctx: ExactContext, v: Mpf, m: Mpf, nz: bool = False) -> None:
        self.ctx = ctx
        self.v = v
        self.m = m
        self.nz = nz

    # ---- predicates
    def is_nan(self) -> bool:
        return bool(self.ctx.mp.isnan(self.v))

    def is_inf(self) -> bool:
        return bool(self.ctx.mp.isinf(self.v))

    def is_zero(self) -> bool:
        return not self.v  # mpf(0) is falsy; nan/inf are truthy

    def is_neg(self) -> bool:
        """Sign bit as IEEE would set it (False for NaN)."""
        return self.nz if self.is_zero() else bool(self.v < 0)

    def rounded(self, fmt: FloatFormat | None = None) -> float:
        """The correctly rounded value in ``fmt`` (the context's format by default)."""
        return round_to_format(self.v, fmt or self.ctx.fmt, self.nz)

    def __float__(self) -> float:
        return self.rounded(F64)

    def __repr__(self) -> str:
        z = "-" if self.is_zero() and self.nz else ""
        return f"Exact({z}{mpmath.nstr(self.v, 20)}, m={mpmath.nstr(self.m, 6)})"

    # ---- arithmetic (operands may be Exact, int or float; floats are rounded to the context format)
    __add__, __radd__ = _binary("add")
    __sub__, __rsub__ = _binary("sub")
    __mul__, __rmul__ = _binary("mul")
    __truediv__, __rtruediv__ = _binary("div")

    def __neg__(self) -> Exact:
        return self.ctx.neg(self)

    def __abs__(self) -> Exact:
        return self.ctx.fabs(self)

    # ---- ordered comparisons (IEEE: false with a NaN; -0 == +0)
    __lt__ = _ordered(operator.lt)
    __le__ = _ordered(operator.le)
    __gt__ = _ordered(operator.gt)
    __ge__ = _ordered(operator.ge)
    _equal = _ordered(operator.eq)

    def __eq__(self, o: Operand) -> bool:
        if not isinstance(o, (Exact, int, float)):
            return NotImplemented
        return self._equal(o)

    def __ne__(self, o: Operand) -> bool:
        if not isinstance(o, (Exact, int, float)):
            return NotImplemented
        return not self._equal(o)

    __hash__ = None  # type: ignore[assignment]  # mutable-free but compared by value: not hashable


@dataclass(frozen=True)
class ExactContext:
    """Working precision and output format of a reference computation.

    ``fmt`` is the kernel's format: float constants entering a computation are first
    rounded to it, as the kernel's own constants are (the f32 kernels carry the f64
    constants rounded to float).
    """

    prec: int = DEFAULT_WORKING_PRECISION
    fmt: FloatFormat = F64
    mp: mpmath.ctx_mp.MPContext = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.prec < 64:
            raise UsageError(f"working precision {self.prec} bits is too low for a reference (at least 64)")
        ctx = mpmath.MPContext()
        ctx.prec = self.prec
        object.__setattr__(self, "mp", ctx)

    # ---- construction
    def exact(self, x: Operand, negative_zero: bool | None = None) -> Exact:
        """An Exact holding ``x`` (int, float, str or mpf) *exactly*, magnitude ``|x|``."""
        if isinstance(x, float):
            nz = math.copysign(1.0, x) < 0 if negative_zero is None else negative_zero
            v = self.mp.mpf(x)
        else:
            v = self.mp.mpf(x)
            nz = bool(negative_zero)
        return Exact(self, v, abs(v), nz and not v)

    def const(self, x: float | int | str) -> Exact:
        """A program constant: the literal rounded to the kernel's format (as the kernel IR holds it)."""
        if isinstance(x, int):
            return self.exact(x)
        v = self.mp.mpf(x)
        return self.exact(round_to_format(v, self.fmt, isinstance(x, float) and math.copysign(1.0, x) < 0))

    def num(self, x: Operand) -> Exact:
        """Coerce an operand: Exact as is, int exactly, float/str as a program constant."""
        if isinstance(x, Exact):
            return x
        if isinstance(x, bool):
            raise UsageError("a boolean is not a number in a reference")
        if isinstance(x, int):
            return self.exact(x)
        if isinstance(x, (float, str)):
            return self.const(x)
        try:  # numpy scalars: exact
            return self.exact(float(x), math.copysign(1.0, float(x)) < 0)
        except (TypeError, ValueError):
            raise UsageError(f"cannot use {type(x).__name__} as a reference number") from None

    def zero(self, negative: bool = False) -> Exact:
        return Exact(self, self.mp.zero, self.mp.zero, negative)

    def nan(self) -> Exact:
        return Exact(self, self.mp.nan, self.mp.nan)

    def inf(self, negative: bool = False) -> Exact:
        v = -self.mp.inf if negative else self.mp.inf
        return Exact(self, v, self.mp.inf)

    # ---- helpers
    def _finite(self, *xs: Mpf) -> bool:
        return all(self.mp.isfinite(x) for x in xs)

    def _result(self, v: Mpf, m: Mpf, nz: bool = False) -> Exact:
        """Wrap a value; the magnitude of a non-finite value is |v|, and a non-finite m of a finite v is inf."""
        mp = self.mp
        if not mp.isfinite(v):
            return Exact(self, v, abs(v) if not mp.isnan(v) else v, False)
        if not mp.isfinite(m):
            m = mp.inf
        return Exact(self, v, m, nz and not v)

    # ---- IEEE-sign-aware exact arithmetic
    def add(self, a: Operand, b: Operand) -> Exact:
        a, b = self.num(a), self.num(b)
        v = a.v + b.v
        if not v and a.is_zero() and b.is_zero():
            return Exact(self, v, self.mp.zero, a.nz and b.nz)
        return self._result(v, a.m + b.m if self._finite(a.m, b.m) else self.mp.inf)

    def sub(self, a: Operand, b: Operand) -> Exact:
        return self.add(a, self.neg(self.num(b)))

    def neg(self, a: Operand) -> Exact:
        a = self.num(a)
        return Exact(self, -a.v, a.m, not a.nz if a.is_zero() else False)

    def fabs(self, a: Operand) -> Exact:
        a = self.num(a)
        return Exact(self, abs(a.v), a.m, False)

    def copysign(self, a: Operand, b: Operand) -> Exact:
        a, b = self.num(a), self.num(b)
        return self.neg(self.fabs(a)) if b.is_neg() else self.fabs(a)

    def mul(self, a: Operand, b: Operand) -> Exact:
        a, b = self.num(a), self.num(b)
        v = a.v * b.v  # mpmath: 0 * inf = nan, inf * x = +-inf
        nz = (a.is_neg() != b.is_neg()) if not v else False
        m = a.m * b.m if self._finite(a.m, b.m) else self.mp.inf
        return self._result(v, m, nz)

    def div(self, a: Operand, b: Operand) -> Exact:
        a, b = self.num(a), self.num(b)
        mp = self.mp
        sign = a.is_neg() != b.is_neg()
        if a.is_nan() or b.is_nan():
            return self.nan()
        if b.is_zero():
            if a.is_zero():
                return self.nan()
            return self.inf(sign)
        if b.is_inf():
            if a.is_inf():
                return self.nan()
            return self.zero(sign)
        v = a.v / b.v
        if not v:
            return self.zero(sign)
        # a * (1/b): the reciprocal's magnitude is 1/|b| plus its derivative times b's magnitude
        rm = 1 / abs(b.v) + b.m / (b.v * b.v) if mp.isfinite(b.m) else mp.inf
        return self._result(v, a.m * rm if self._finite(a.m, rm) else mp.inf)

    def fma(self, a: Operand, b: Operand, c: Operand) -> Exact:
        """a*b + c with a single (exact) evaluation; magnitude m_a*m_b + m_c."""
        return self.add(self.mul(a, b), c)

    # ---- functions through mpmath: |f(v)| + |f'(v)| * m_x
    def _unary(self, a: Exact, v: Mpf, dfdx: Callable[[], Mpf]) -> Exact:
        mp = self.mp
        if not mp.isfinite(v):
            return self._result(v, v)
        m = abs(v)
        if a.m:
            d = dfdx() if mp.isfinite(a.m) else mp.inf
            m = m + abs(d) * a.m if mp.isfinite(d) else mp.inf
        return self._result(v, m)

    def sqrt(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        if a.is_zero():
            return Exact(self, mp.zero, mp.inf if a.m else mp.zero, a.nz)  # sqrt(-0) = -0
        if a.is_nan() or a.v < 0:
            return self.nan()
        v = mp.sqrt(a.v)
        return self._unary(a, v, lambda: 1 / (2 * v))

    def exp(self, a: Operand) -> Exact:
        a = self.num(a)
        v = self.mp.exp(a.v)
        return self._unary(a, v, lambda: v)

    def exp2(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        v = mp.power(2, a.v) if mp.isfinite(a.v) else mp.exp(a.v)
        return self._unary(a, v, lambda: v * mp.ln2)

    def log(self, a: Operand, base: int | None = None) -> Exact:
        a = self.num(a)
        mp = self.mp
        if a.is_nan() or a.v < 0:
            return self.nan()
        if a.is_zero():
            return self.inf(negative=True)
        scale = mp.ln(base) if base else mp.one
        _sign, man, exp, _bc = a.v._mpf_
        if base == 2 and man == 1 and mp.isfinite(a.v):
            v = mp.mpf(exp)  # log2 of a power of two is exact
        else:
            v = mp.ln(a.v) / scale
        if not v:
            return self._unary(a, mp.zero, lambda: 1 / (a.v * scale))
        return self._unary(a, v, lambda: 1 / (a.v * scale))

    def sin(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        if not mp.isfinite(a.v):
            return self.nan()
        if a.is_zero():
            return Exact(self, mp.zero, a.m, a.nz)
        return self._unary(a, mp.sin(a.v), lambda: mp.cos(a.v))

    def cos(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        if not mp.isfinite(a.v):
            return self.nan()
        return self._unary(a, mp.cos(a.v), lambda: -mp.sin(a.v))

    def pow(self, a: Operand, b: Operand) -> Exact:
        """a ** b for the cases the kernels need: NaN for a negative base with a non-integer power."""
        a, b = self.num(a), self.num(b)
        mp = self.mp
        if a.is_nan() or b.is_nan():
            return self.one() if b.is_zero() else self.nan()
        if a.v < 0 and mp.isfinite(b.v) and b.v != mp.floor(b.v):
            return self.nan()
        v = mp.power(a.v, b.v)
        if not isinstance(v, type(mp.one)):  # a complex power
            return self.nan()
        m = abs(v)
        if self._finite(v, a.m, b.m) and a.v:
            m += abs(b.v * v / a.v) * a.m + abs(v * mp.ln(abs(a.v))) * b.m
        return self._result(v, m)

    # ---- further elementary functions (imported kernels: FPCore, CUDA/HIP/C math calls)
    def _odd(self, a: Exact, f: Callable[[Mpf], Mpf], dfdx: Callable[[Mpf], Mpf]) -> Exact:
        """An odd function with f(0) = 0: the sign of a zero argument is kept."""
        if a.is_zero():
            return Exact(self, self.mp.zero, a.m, a.nz)
        v = f(a.v)
        return self._unary(a, v, lambda: dfdx(v))

    def tan(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        if not mp.isfinite(a.v):
            return self.nan()
        return self._odd(a, mp.tan, lambda v: 1 + v * v)

    def sinh(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        return self._odd(a, mp.sinh, lambda _v: mp.cosh(a.v))

    def cosh(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        v = mp.cosh(a.v)
        return self._unary(a, v, lambda: mp.sinh(a.v))

    def tanh(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        if a.is_inf():
            return self.exact(-1 if a.is_neg() else 1)
        return self._odd(a, mp.tanh, lambda v: 1 - v * v)

    def asin(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        if a.is_nan() or abs(a.v) > 1:
            return self.nan()
        return self._odd(a, mp.asin, lambda _v: 1 / mp.sqrt(1 - a.v * a.v) if abs(a.v) < 1 else mp.inf)

    def acos(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        if a.is_nan() or abs(a.v) > 1:
            return self.nan()
        v = mp.acos(a.v)
        return self._unary(a, v, lambda: -1 / mp.sqrt(1 - a.v * a.v) if abs(a.v) < 1 else mp.inf)

    def atan(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        if a.is_inf():
            v = mp.pi / 2
            return self._result(-v if a.is_neg() else v, v)
        return self._odd(a, mp.atan, lambda _v: 1 / (1 + a.v * a.v))

    def atan2(self, y: Operand, x: Operand) -> Exact:
        """C's atan2(y, x), signed zeros and infinities as IEEE 754 gives them."""
        y, x = self.num(y), self.num(x)
        mp = self.mp
        if y.is_nan() or x.is_nan():
            return self.nan()
        if y.is_zero():
            if x.is_neg():  # x < 0 or x = -0
                return self._result(-mp.pi if y.nz else mp.pi, mp.pi)
            return Exact(self, mp.zero, y.m + x.m, y.nz)
        if y.is_inf() or x.is_inf():
            v = mp.atan2(mp.sign(y.v) if x.is_inf() and y.is_inf() else y.v, mp.sign(x.v) if x.is_inf() and y.is_inf() else x.v)
            return self._result(v, abs(v))
        v = mp.atan2(y.v, x.v)
        r2 = x.v * x.v + y.v * y.v
        m = abs(v)
        if self._finite(y.m, x.m):
            m += abs(x.v / r2) * y.m + abs(y.v / r2) * x.m
        else:
            m = mp.inf
        return self._result(v, m)

    def exp10(self, a: Operand) -> Exact:
        a = self.num(a)
        mp = self.mp
        v = mp.power(10, a.v) if mp.isfinite(a.v) else mp.exp(a.v)
        return self._unary(a, v, lambda: v * mp.ln(10))

    def one(self) -> Exact:
        return self.exact(1)

    # ---- IEEE min/max (minnum/maxnum: a NaN operand yields the other)
    def _num_pick(self, a: Operand, b: Operand, smaller: bool) -> Exact:
        """minnum (``smaller``) or maxnum: a NaN operand yields the other; -0 orders below +0."""
        a, b = self.num(a), self.num(b)
        if a.is_nan():
            return b
        if b.is_nan():
            return a
        if a.is_zero() and b.is_zero():
            return a if a.nz == smaller else b
        return a if (a.v <= b.v if smaller else a.v >= b.v) else b

    def minnum(self, a: Operand, b: Operand) -> Exact:
        return self._num_pick(a, b, smaller=True)

    def maxnum(self, a: Operand, b: Operand) -> Exact:
        return self._num_pick(a, b, smaller=False)

    def minimum(self, a: Operand, b: Operand) -> Exact:
        """IEEE 754-2019 minimum: NaN-propagating."""
        a, b = self.num(a), self.num(b)
        return self.nan() if a.is_nan() or b.is_nan() else self.minnum(a, b)

    def maximum(self, a: Operand, b: Operand) -> Exact:
        a, b = self.num(a), self.num(b)
        return self.nan() if a.is_nan() or b.is_nan() else self.maxnum(a, b)

    # ---- rounding to integers (exact operations: magnitude passes through)
    def _to_integral(self, a: Operand, how: Callable[[Mpf], Mpf]) -> Exact:
        a = self.num(a)
        if not self.mp.isfinite(a.v):
            return a
        v = how(a.v)
        return Exact(self, v, max(a.m, abs(v)), (a.is_neg()) if not v else False)

    def floor(self, a: Operand) -> Exact:
        return self._to_integral(a, self.mp.floor)

    def ceil(self, a: Operand) -> Exact:
        return self._to_integral(a, self.mp.ceil)

    def trunc(self, a: Operand) -> Exact:
        mp = self.mp
        return self._to_integral(a, lambda v: mp.floor(v) if v >= 0 else mp.ceil(v))

    def round_half_away(self, a: Operand) -> Exact:
        mp = self.mp
        return self._to_integral(a, lambda v: mp.floor(v + mp.mpf(0.5)) if v >= 0 else -mp.floor(-v + mp.mpf(0.5)))

    def rint(self, a: Operand) -> Exact:
        return self._to_integral(a, self.mp.nint)  # ties to even

    # ---- summation
    def sum(self, terms: Iterable[Operand]) -> Exact:
        """Left-to-right exact sum starting from +0 (an empty sum is +0)."""
        acc = self.zero()
        for t in terms:
            acc = self.add(acc, t)
        return acc
