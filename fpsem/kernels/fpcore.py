"""FPCore (FPBench's format) read by a small recursive-descent parser over s-expressions.

``(FPCore (x y) :name "n" :pre (<= 0 x 1) body)`` becomes :class:`FPCore`: arguments,
properties (``:name``, ``:pre``, ``:example``, ``:precision`` ...) and the body as nested
tuples (``("+", "x", 1.0)``).  Numbers are kept as their exact text (:class:`Num`) so that
the code generator rounds each constant once, to the kernel's format.  Errors raise
:class:`FPCoreSyntaxError` with the line number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

import mpmath

from fpsem.core.errors import UsageError


class FPCoreSyntaxError(UsageError):
    """Malformed FPCore text (exit 2); ``name``: the malformed FPCore's ``:name`` where it has one."""

    name: str = ""


@dataclass(frozen=True)
class Num:
    """A numeric literal: its text (decimal, ``n/d`` rational, hexadecimal)."""

    text: str


@dataclass(frozen=True)
class Str:
    """A string literal (property values such as ``:name``)."""

    text: str


Expr = Num | Str | str | tuple  # str: a symbol; tuple: (operator, operands...) or a list form


@dataclass(frozen=True)
class FPCore:
    """One FPCore: argument names, properties and body."""

    args: tuple[str, ...]
    props: dict
    body: Expr
    line: int

    @property
    def name(self) -> str:
        v = self.props.get("name")
        return v.text if isinstance(v, Str) else ""


_TOKEN = re.compile(r"""\s+|;[^\n]*|(?P<open>[(\[])|(?P<close>[)\]])|(?P<str>"(?:[^"\\]|\\.)*")|(?P<atom>[^\s()\[\]";]+)""")
_NUMBER = re.compile(r"^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$|^[-+]?\d+/\d+$|^[-+]?0[xX][0-9a-fA-F.]+([pP][-+]?\d+)?$")


def _tokens(text: str) -> list[tuple[str, str, int]]:
    out, pos, line = [], 0, 1
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise FPCoreSyntaxError(f"line {line}: unexpected character {text[pos]!r}")
        kind = m.lastgroup
        if kind:
            out.append((kind, m.group(kind), line))
        line += m.group(0).count("\n")
        pos = m.end()
    return out


# The deepest nesting read: the code generator and the precondition reader recurse once per level, and
# Python's stack holds about 300 of theirs; an FPCore nested deeper is refused in one line.
MAX_NESTING = 200


def _atom(kind: str, text: str, line: int) -> Expr:
    if kind == "str":
        return Str(bytes(text[1:-1], "utf-8").decode("unicode_escape"))
    if _NUMBER.match(text):
        if "/" in text and int(text.split("/")[1]) == 0:
            raise FPCoreSyntaxError(f"line {line}: the rational {text} divides by zero")
        return Num(text)
    return text


def _parse(tokens: list[tuple[str, str, int]], i: int) -> tuple[Expr, int]:
    """The s-expression starting at ``tokens[i]`` and the index after it (read with a stack, not recursion)."""
    if i >= len(tokens):
        raise FPCoreSyntaxError("unexpected end of input (a parenthesis is not closed)")
    stack: list[tuple[list[Expr], int]] = []  # open lists and the line each opened on
    while True:
        if i >= len(tokens):
            raise FPCoreSyntaxError(f"line {stack[-1][1]}: parenthesis opened here is not closed")
        kind, text, line = tokens[i]
        i += 1
        if kind == "open":
            if len(stack) >= MAX_NESTING:
                raise FPCoreSyntaxError(f"line {line}: nested more than {MAX_NESTING} levels deep (fpsem reads "
                                        f"FPCore nested at most {MAX_NESTING} levels)")
            stack.append(([], line))
            continue
        if kind == "close":
            if not stack:
                raise FPCoreSyntaxError(f"line {line}: unexpected ')'")
            item: Expr = tuple(stack.pop()[0])
        else:
            item = _atom(kind, text, line)
        if not stack:
            return item, i
        stack[-1][0].append(item)


def parse_sexprs(text: str) -> list[tuple[Expr, int]]:
    """Every top-level s-expression of ``text`` with its line."""
    toks = _tokens(text)
    out, i = [], 0
    while i < len(toks):
        line = toks[i][2]
        e, i = _parse(toks, i)
        out.append((e, line))
    return out


def _fpcore(e: Expr, line: int) -> FPCore:
    if not (isinstance(e, tuple) and e and e[0] == "FPCore"):
        raise FPCoreSyntaxError(f"line {line}: expected (FPCore ...), got {str(e)[:40]}")
    rest = list(e[1:])
    if rest and isinstance(rest[0], str) and not rest[0].startswith(":"):
        rest = rest[1:]  # (FPCore name (args) ...): the optional identifier
    if not rest or not isinstance(rest[0], tuple):
        raise FPCoreSyntaxError(f"line {line}: FPCore needs an argument list")
    args = []
    for a in rest[0]:
        if isinstance(a, str):
            args.append(a)
        elif isinstance(a, tuple) and len(a) >= 2 and a[0] == "!" and isinstance(a[-1], str):
            args.append(a[-1])  # (! :precision binary64 x): annotated argument
        else:
            raise FPCoreSyntaxError(f"line {line}: unsupported argument form {a!r} (dimensioned arguments)")
    props: dict = {}
    i = 1
    while i < len(rest) - 1 and isinstance(rest[i], str) and rest[i].startswith(":"):
        props[rest[i][1:]] = rest[i + 1]
        i += 2
    if i != len(rest) - 1:
        stray = f" ({str(rest[i])[:30]} stands where a :property or the body belongs)" if i < len(rest) - 1 else ""
        raise FPCoreSyntaxError(f"line {line}: FPCore must end with exactly one body expression{stray}")
    return FPCore(tuple(args), props, rest[-1], line)


def parse_fpcores(text: str) -> list[FPCore | FPCoreSyntaxError]:
    """Every FPCore of a file, or for a malformed one the error naming its line.

    A file whose parentheses do not balance raises FPCoreSyntaxError: nothing of it can be trusted.
    """
    out: list[FPCore | FPCoreSyntaxError] = []
    for e, line in parse_sexprs(text):
        try:
            out.append(_fpcore(e, line))
        except FPCoreSyntaxError as err:
            if isinstance(e, tuple):  # keep its :name, so that asking for it by name gets this reason
                err.name = next((v.text for k, v in zip(e, e[1:]) if k == ":name" and isinstance(v, Str)), "")
            out.append(err)
    return out


# The values of FPCore literals and named constants, shared by IR generation and precondition sampling.
CONSTANTS = {
    "PI": lambda: mpmath.pi, "E": lambda: mpmath.e, "LN2": lambda: mpmath.ln(2), "LN10": lambda: mpmath.ln(10),
    "LOG2E": lambda: 1 / mpmath.ln(2), "LOG10E": lambda: 1 / mpmath.ln(10), "PI_2": lambda: mpmath.pi / 2,
    "PI_4": lambda: mpmath.pi / 4, "M_1_PI": lambda: 1 / mpmath.pi, "M_2_PI": lambda: 2 / mpmath.pi,
    "M_2_SQRTPI": lambda: 2 / mpmath.sqrt(mpmath.pi), "SQRT2": lambda: mpmath.sqrt(2),
    "SQRT1_2": lambda: 1 / mpmath.sqrt(2), "INFINITY": lambda: mpmath.inf, "NAN": lambda: mpmath.nan,
}


def num_value(text: str) -> float:
    """A literal's value rounded to double, to nearest even (Python's float() of the exact value)."""
    t = text.strip()
    if "/" in t:
        return float(Fraction(t))
    if t.lower().lstrip("+-").startswith("0x"):
        return float.fromhex(t)
    return float(t)


def constant_value(name: str) -> float:
    with mpmath.workprec(200):
        v = CONSTANTS[name]()
        return float(v)
