"""Input points of an FPCore kernel, drawn from its ``:pre`` precondition (the ``random`` input set).

How a point is drawn, per variable, from the interval the precondition's conjuncts give it
(``(<= 0 x 1)``, ``(> N 6.8e15)``, ``(!= x 0)`` ...; no bound: the whole finite range):

* both ends finite: **uniformly in value** in ``[lo, hi]``;
* an end open-ended: **uniformly in floating-point bit patterns** between the ends (every
  finite value of the run's precision in the range equally likely, as Herbie samples), so
  every binade is hit; f32 runs draw float bit patterns, f64 runs double ones.

Every drawn tuple is then checked against the *whole* precondition, evaluated in double
precision, and rejected when it fails (relational conjuncts such as ``(>= (* b b) (* 4 a c))``
are enforced this way).  Seeded (numpy PCG64 from the seed and the kernel key), so a
given seed and size give the same points.  An FPCore with ``:example`` and no ``:pre``
uses the example point for every element.
"""

from __future__ import annotations

import functools
import json
import math
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from fpsem.core.errors import ImportRefused
from fpsem.core.precision import precision_of
from fpsem.kernels.fpcore import CONSTANTS, Expr, Num, Str, constant_value, num_value, parse_sexprs

MAX_DRAWS = 200  # batches before a precondition counts as unsatisfiable by sampling


@dataclass(frozen=True)
class Box:
    """Closed interval bounds of one variable (``-inf``/``inf`` when open-ended)."""

    lo: float = -math.inf
    hi: float = math.inf

    @property
    def by_value(self) -> bool:
        return math.isfinite(self.lo) and math.isfinite(self.hi)


def _const(e: Expr) -> float | None:
    if isinstance(e, Num):
        return num_value(e.text)
    if isinstance(e, str) and e in CONSTANTS:
        return constant_value(e)
    if isinstance(e, tuple) and len(e) == 2 and e[0] == "-":
        v = _const(e[1])
        return None if v is None else -v
    return None


def boxes(pre: Expr | None, args: tuple[str, ...]) -> dict[str, Box]:
    """Per-variable bounds implied by the top-level conjuncts of ``pre`` (others are left to rejection)."""
    out = {a: Box() for a in args}
    if pre is None:
        return out
    conj = list(pre[1:]) if isinstance(pre, tuple) and pre and pre[0] == "and" else [pre]
    for c in conj:
        if not (isinstance(c, tuple) and c and c[0] in ("<", "<=", ">", ">=")):
            continue
        ops = list(c[1:]) if c[0] in ("<", "<=") else list(reversed(c[1:]))  # ascending chain
        for i, o in enumerate(ops):
            if isinstance(o, str) and o in out:
                lows = [v for v in (_const(x) for x in ops[:i]) if v is not None]
                highs = [v for v in (_const(x) for x in ops[i + 1:]) if v is not None]
                b = out[o]
                out[o] = Box(max([b.lo, *lows]), min([b.hi, *highs]))
    return out


def _eval(e: Expr, env: Mapping[str, np.ndarray]) -> Any:
    """The expression over arrays of points, in double precision (numpy), for checking preconditions: an
    array, or a numpy scalar where it does not depend on the points."""
    if isinstance(e, Num):
        return np.float64(num_value(e.text))
    if isinstance(e, str):
        if e in env:
            return env[e]
        if e in CONSTANTS:
            return np.float64(constant_value(e))
        if e in ("TRUE", "FALSE"):
            return np.bool_(e == "TRUE")
        raise ImportRefused(f"precondition: unknown name {e!r}")
    if isinstance(e, Str) or not e:
        raise ImportRefused(f"precondition: cannot evaluate {e!r}")
    op, args = e[0], [_eval(a, env) for a in e[1:]]
    with np.errstate(all="ignore"):
        if op in ("<", ">", "<=", ">=", "=="):
            f = {"<": np.less, ">": np.greater, "<=": np.less_equal, ">=": np.greater_equal, "==": np.equal}[op]
            return _all([f(a, b) for a, b in zip(args, args[1:])])
        if op == "!=":
            return _all([np.not_equal(args[i], args[j]) for i in range(len(args)) for j in range(i + 1, len(args))])
        if op == "and":
            return _all(args)
        if op == "or":
            return functools.reduce(np.logical_or, args, np.bool_(False))
        if op == "not":
            return np.logical_not(args[0])
        if op == "-" and len(args) == 1:
            return -args[0]
        binary: dict[str, Callable[..., Any]] = {"+": np.add, "-": np.subtract, "*": np.multiply, "/": np.divide, "pow": np.power,
                  "atan2": np.arctan2, "fmin": np.fmin, "fmax": np.fmax, "copysign": np.copysign}
        if op in binary:
            acc = args[0]
            for a in args[1:]:
                acc = binary[op](acc, a)
            return acc
        unary: dict[str, Callable[..., Any]] = {
                 "fabs": np.abs, "sqrt": np.sqrt, "exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2,
                 "log10": np.log10, "sin": np.sin, "cos": np.cos, "tan": np.tan, "sinh": np.sinh, "cosh": np.cosh,
                 "tanh": np.tanh, "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan, "floor": np.floor,
                 "ceil": np.ceil, "trunc": np.trunc, "round": np.round, "rint": np.rint}
        if op in unary:
            return unary[op](args[0])
        if op == "if":
            return np.where(args[0], args[1], args[2])
        if op == "fma":
            return args[0] * args[1] + args[2]
    raise ImportRefused(f"precondition: operation {op!r} is not supported")


def _all(vals: list) -> Any:
    return functools.reduce(np.logical_and, vals, np.bool_(True))


def _ordered(x: np.ndarray, ftype=np.float64, itype=np.int64) -> np.ndarray:
    """Floats as integers in the order of their values (sign-magnitude bits made monotone)."""
    b = x.astype(ftype).view(itype).astype(np.int64)
    low = np.int64(np.iinfo(itype).min)  # a negative float's bits b map to low - b: monotone, no overflow
    return np.where(b < 0, low - b, b)


def _from_ordered(k: np.ndarray, ftype=np.float64, itype=np.int64) -> np.ndarray:
    low = np.int64(np.iinfo(itype).min)
    b = np.where(k < 0, low - k, k)
    return b.astype(itype).view(ftype).astype(np.float64)


def _draw(box: Box, rng: np.random.Generator, n: int, precision: str = "f64") -> np.ndarray:
    """``n`` values in the box: uniform in value (finite box) or in the precision's bit patterns (open box)."""
    if box.by_value:
        return rng.uniform(box.lo, box.hi, n) if box.hi > box.lo else np.full(n, box.lo)
    p = precision_of(precision)
    ftype, itype = p.dtype, np.dtype(f"int{8 * p.nbytes}").type  # the format and the integers of its bits
    fmax = float(np.finfo(ftype).max)
    lo = _ordered(np.array([max(box.lo, -fmax)]), ftype, itype)[0]
    hi = _ordered(np.array([min(box.hi, fmax)]), ftype, itype)[0]
    return _from_ordered(rng.integers(lo, hi, n, endpoint=True), ftype, itype)


@dataclass(frozen=True)
class Sampler:
    """The precondition and the per-variable boxes it is sampled from."""

    args: tuple[str, ...]  # FPCore variable names, in kernel argument order
    pre: Expr | None
    example: dict[str, float] | None
    arg_names: tuple[str, ...] = ()  # the kernel's argument for each variable (default: the same names)

    @property
    def boxes(self) -> dict[str, Box]:
        return boxes(self.pre, self.args)

    def describe(self) -> str:
        parts = []
        for a, b in self.boxes.items():
            how = "uniform in value" if b.by_value else "uniform in bit patterns"
            parts.append(f"{a} in [{b.lo:g}, {b.hi:g}] {how}")
        return ", ".join(parts) + ("; points outside :pre rejected" if self.pre is not None else "")

    def sample(self, n: int, seed: int, salt: str, precision: str = "f64") -> dict[str, np.ndarray]:
        """``n`` points satisfying the precondition (ImportRefused when sampling cannot find them).

        Open-ended ranges are sampled in the bit patterns of ``precision``'s finite values, so an
        f32 run gets float inputs spread over float's range (not doubles that overflow to inf).
        """
        if self.pre is None and self.example:
            return {a: np.full(n, self.example[a]) for a in self.args}
        rng = np.random.default_rng([seed, zlib.crc32(salt.encode())])
        bx = self.boxes
        for a, b in bx.items():
            if b.lo > b.hi:
                raise ImportRefused(f"the precondition gives {a} an empty range [{b.lo:g}, {b.hi:g}]")
        got: dict[str, list[np.ndarray]] = {a: [] for a in self.args}
        have = 0
        batch = max(64, n)
        for _ in range(MAX_DRAWS):
            cand = {a: _draw(bx[a], rng, batch, precision) for a in self.args}
            ok = np.ones(batch, dtype=bool) if self.pre is None else np.broadcast_to(_eval(self.pre, cand), (batch,))
            take = np.flatnonzero(ok)[: n - have]
            for a in self.args:
                got[a].append(cand[a][take])
            have += len(take)
            if have >= n:
                return {a: np.concatenate(v) for a, v in got.items()}
        raise ImportRefused(f"the precondition accepts too few sampled points ({have} of {n} after "
                            f"{MAX_DRAWS * batch} draws): {self.describe()}")

    def to_json(self) -> str:
        return json.dumps({"args": list(self.args), "kernel_args": list(self.arg_names or self.args),
                           "pre": _unparse(self.pre), "example": self.example})


def _unparse(e: Expr | None) -> str | None:
    if e is None:
        return None
    if isinstance(e, Num):
        return e.text
    if isinstance(e, Str):
        return json.dumps(e.text)
    if isinstance(e, tuple):
        return "(" + " ".join(_unparse(x) or "" for x in e) + ")"
    return e


def sampler_from_spec_text(text: str) -> Sampler:
    """The sampler a spec's ``precondition`` key holds (JSON written by :meth:`Sampler.to_json`)."""
    d = json.loads(text)
    pre = parse_sexprs(d["pre"])[0][0] if d.get("pre") else None
    return Sampler(tuple(d["args"]), pre, d.get("example"), tuple(d.get("kernel_args") or d["args"]))


def precondition_inputs(precondition: str, salt: str, n: int, seed: int, precision: str = "f64") -> dict[str, np.ndarray]:
    """The ``random`` input set's values of a kernel whose spec carries a ``precondition``:
    {kernel argument: ``n`` points}, drawn from ``seed`` and ``salt`` (the kernel's content hash,
    ``fpsem.kernels.inputs.content_salt``, never its name).  Called by ``fpsem.kernels.inputs``."""
    s = sampler_from_spec_text(precondition)
    pts = s.sample(n, seed, f"{salt}/precondition", precision)
    return {k: pts[a] for a, k in zip(s.args, s.arg_names)}
