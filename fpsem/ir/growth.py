"""How a count grows with the problem size, from two or three (or more) measured sizes.

:func:`fit_growth` takes points ``(sizes, value)`` -- ``sizes`` a number (one parameter,
called ``N``) or a mapping of size parameters -- and finds the *simplest* polynomial
in the parameters (monomials up to degree 3: ``1``, ``N``, ``N^2``, ``ni*nk``, ...) that
reproduces every value: fewest terms first, then lowest degree.  Coefficients that are
within rounding of small rationals are made exact (``N + 15``, ``N/2``).  The result says
whether the fit was *verified* (more points than terms, so at least one point confirms the
model rather than determine it) or only *determined*; a count no such polynomial of at
most :data:`MAX_TERMS` terms fits comes back with ``exact`` False and no terms -- never a
guess.

Used by the importer (buffer extents and loop bounds as functions of the sizes) and the
performance model (dynamic counts at a requested size from traces at small ones).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

MAX_TERMS = 4
MAX_DEGREE = 3
_REL_TOL = 1e-9

Monomial = tuple[tuple[str, int], ...]  # ((name, power), ...), sorted; () is the constant


@dataclass(frozen=True)
class Growth:
    """A fitted polynomial ``sum(coef * monomial)`` in the size parameters."""

    params: tuple[str, ...]
    terms: tuple[tuple[Fraction | float, Monomial], ...]
    exact: bool  # reproduces every point (within rounding)
    verified: bool  # more points than terms: not merely determined by them
    points: int

    def __call__(self, sizes: Mapping[str, float] | float) -> float:
        """The fitted value at ``sizes`` (a number for a one-parameter fit)."""
        s = _sizes(sizes, self.params)
        return float(sum(float(c) * _mono_value(m, s) for c, m in self.terms))

    @property
    def degree(self) -> int:
        """Highest total degree (0: constant); -1 when nothing fitted."""
        return max((sum(p for _, p in m) for _, m in self.terms), default=-1 if not self.exact else 0)

    @property
    def kind(self) -> str:
        """constant | linear | quadratic | cubic | none."""
        if not self.exact:
            return "none"
        return {0: "constant", 1: "linear", 2: "quadratic"}.get(self.degree, "cubic")

    def __str__(self) -> str:
        if not self.exact:
            return "<no polynomial fit>"
        if not self.terms:
            return "0"
        out = []
        for c, m in sorted(self.terms, key=lambda t: (-sum(p for _, p in t[1]), t[1])):
            name = "*".join(v if p == 1 else f"{v}^{p}" for v, p in m)
            cs = _coef_text(c)
            if not name:
                term = cs
            elif cs == "1":
                term = name
            elif cs == "-1":
                term = "-" + name
            elif isinstance(c, Fraction) and c.denominator != 1 and abs(c.numerator) == 1:
                term = f"{'-' if c < 0 else ''}{name}/{c.denominator}"
            else:
                term = f"{cs}*{name}"
            out.append(term)
        text = " + ".join(out)
        return text.replace("+ -", "- ")


def _coef_text(c: Fraction | float) -> str:
    if isinstance(c, Fraction):
        return str(c.numerator) if c.denominator == 1 else f"{c.numerator}/{c.denominator}"
    return f"{c:.6g}"


def _sizes(sizes: Mapping[str, float] | float, params: Sequence[str] | None = None) -> dict[str, float]:
    if isinstance(sizes, Mapping):
        return {k: float(v) for k, v in sizes.items()}
    name = params[0] if params else "N"
    return {name: float(sizes)}


def _mono_value(m: Monomial, s: Mapping[str, float]) -> float:
    v = 1.0
    for name, p in m:
        v *= s[name] ** p
    return v


def monomials(params: Sequence[str], degree: int = MAX_DEGREE) -> list[Monomial]:
    """Every monomial of the parameters up to ``degree``, by degree then name."""
    out: list[Monomial] = [()]
    for d in range(1, degree + 1):
        for combo in itertools.combinations_with_replacement(sorted(params), d):
            m: dict[str, int] = {}
            for v in combo:
                m[v] = m.get(v, 0) + 1
            out.append(tuple(sorted(m.items())))
    return out


def _nice(c: float) -> Fraction | float:
    f = Fraction(c).limit_denominator(64)
    return f if abs(float(f) - c) <= 1e-9 * max(1.0, abs(c)) else c


def fit_growth(points: Sequence[tuple[Mapping[str, float] | float, float]]) -> Growth:
    """The simplest polynomial (fewest terms, then lowest degree) through every point; see the module docstring."""
    if not points:
        return Growth((), (), False, False, 0)
    rows = [(_sizes(s), float(v)) for s, v in points]
    params = tuple(sorted({k for s, _ in rows for k in s}))
    varying = [p for p in params if len({s.get(p) for s, _ in rows}) > 1]
    y = np.array([v for _, v in rows])
    scale = max(1.0, float(np.abs(y).max()))
    mons = [m for m in monomials(varying)]
    n = len(rows)
    for size in range(0, min(MAX_TERMS, n) + 1):
        cands = sorted(itertools.combinations(mons, size),
                       key=lambda ms: (max((sum(p for _, p in m) for m in ms), default=0), sum(sum(p for _, p in m)
                                                                                         for m in ms)))
        for basis in cands:
            if size == 0:
                if np.all(y == 0):
                    return Growth(params, (), True, n > 0, n)
                continue
            a = np.array([[_mono_value(m, s) for m in basis] for s, _ in rows])
            if np.linalg.matrix_rank(a) < size:
                continue
            coef, *_ = np.linalg.lstsq(a, y, rcond=None)
            if np.all(np.abs(a @ coef - y) <= _REL_TOL * scale):
                nice = [_nice(float(c)) for c in coef]
                approx = np.array([float(c) for c in nice])
                if not np.all(np.abs(a @ approx - y) <= _REL_TOL * scale):
                    nice = [float(c) for c in coef]
                terms = tuple((c, m) for c, m in zip(nice, basis) if float(c) != 0.0)
                return Growth(params, terms, True, n > size, n)
    return Growth(params, (), False, False, n)
