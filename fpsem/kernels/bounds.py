"""Static bounds check: does every memory access of a stage stay inside its array over the declared space?

A kernel spec declares each array's length and each stage's iteration space; the
stage function's IR computes addresses from its index arguments.  A spec whose
space runs past its arrays (``[0, N*1000)`` over arrays of length N, or
``[0, N+1)``) would make a host run read or write outside its buffers: a
segfault, or worse, a checksum of whatever memory lay there (issue 17).

What is proved, and where the analysis stops (it never guesses):

* integer values are tracked as polynomials with integer coefficients in the
  stage's index arguments; integer scalar arguments are replaced by their values
  at the resolved sizes (``add sub mul shl`` with a constant, ``sext zext trunc``,
  constants); anything else (a load of an index list, ``phi``, ``select``,
  division, calls) makes the value unknown and the accesses through it unchecked;
* a pointer is an array argument plus a byte offset (``getelementptr`` over a
  scalar or array element type; struct types are not followed);
* only the accesses that run at every point are checked: those of the entry block
  and of the blocks it reaches through unconditional branches, or through a conditional
  branch whose ``icmp`` has one value over the whole space (a bounds guard such as
  ``if (i < n)`` over ``[0, n)``); an access behind any other condition may be guarded
  by it; ``freeze`` of an index is the index;
* an offset polynomial that is multilinear (no variable squared) takes its
  extremes over the box of the iteration space at the box's corners, so checking
  the corners is exact for it; others are not checked.

:func:`check_bounds` raises :class:`~fpsem.core.errors.SpecError` naming the stage, the
argument, the element range reached and the array's length.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fpsem.core.errors import SpecError
from fpsem.ir.binding import parse_ir
from fpsem.kernels.spec import ExprError, KernelSpec, StageSpec, array_length, eval_int, resolve_sizes, stage_space

Monomial = tuple[str, ...]  # sorted variable names (repeats for powers)
Poly = Mapping[Monomial, int]

_SCALAR_BYTES = {"double": 8, "float": 4, "half": 2, "bfloat": 2, "i64": 8, "i32": 4, "i16": 2, "i8": 1,
                 "i1": 1, "ptr": 8}
_LHS = re.compile(r'^\s*(%[-\w.$]+|%"[^"]*")\s*=\s*(.*)$', re.S)
_VALUE = r'(%[-\w.$]+|%"[^"]*"|-?\d+)'
_BINOP = re.compile(r"^(add|sub|mul|shl)\b(?:\s+(?:nuw|nsw|exact|disjoint))*\s+i\d+\s+" + _VALUE + r",\s*" + _VALUE
                    + r"\s*$")
_CAST = re.compile(r"^(sext|zext|trunc)\b(?:\s+nneg)?\s+i\d+\s+" + _VALUE + r"\s+to\s+i\d+\s*$")
_GEP = re.compile(r"^getelementptr\b((?:\s+(?:inbounds|nuw|nusw|inrange\(\S+\)))*)\s+(.+?),\s*ptr\s+"
                  + _VALUE + r"((?:,\s*i\d+\s+" + _VALUE + r")*)\s*$")
_GEP_INDEX = re.compile(r",\s*i\d+\s+" + _VALUE)
_LOAD = re.compile(r"^load\b(?:\s+volatile)?\s+([^,]+),\s*ptr\s+" + _VALUE + r"\b")
_STORE = re.compile(r"^store\b(?:\s+volatile)?\s+([^%\d-][^,]*?|<[^>]*>)\s+\S+,\s*ptr\s+" + _VALUE + r"\b")
_LABEL = r"(%[-\w.$]+|%\"[^\"]*\")"
_BR = re.compile(r"^br\s+label\s+" + _LABEL + r"\s*$")
_CONDBR = re.compile(r"^br\s+i1\s+" + _VALUE + r",\s*label\s+" + _LABEL + r",\s*label\s+" + _LABEL + r"\s*$")
_FREEZE = re.compile(r"^freeze\s+i\d+\s+" + _VALUE + r"\s*$")
_ICMP = re.compile(r"^icmp\s+(?:samesign\s+)?(eq|ne|slt|sle|sgt|sge|ult|ule|ugt|uge)\s+i\d+\s+" + _VALUE
                   + r",\s*" + _VALUE + r"\s*$")
_ARRAY_TYPE = re.compile(r"^\[(\d+)\s+x\s+(.+)\]$")


# ----------------------------------------------------------------------------- polynomials

def _const(c: int) -> dict[Monomial, int]:
    return {(): c} if c else {}


def _add(a: Poly, b: Poly, sign: int = 1) -> dict[Monomial, int]:
    out = dict(a)
    for m, c in b.items():
        out[m] = out.get(m, 0) + sign * c
        if out[m] == 0:
            del out[m]
    return out


def _mul(a: Poly, b: Poly) -> dict[Monomial, int]:
    out: dict[Monomial, int] = {}
    for (ma, ca), (mb, cb) in itertools.product(a.items(), b.items()):
        m = tuple(sorted(ma + mb))
        out[m] = out.get(m, 0) + ca * cb
        if out[m] == 0:
            del out[m]
    return out


def multilinear(p: Poly) -> bool:
    """True when no variable appears squared: extremes over a box are then at its corners."""
    return all(len(set(m)) == len(m) for m in p)


def evaluate(p: Poly, point: Mapping[str, int]) -> int:
    total = 0
    for m, c in p.items():
        term = c
        for v in m:
            term *= point[v]
        total += term
    return total


def extremes(p: Poly, box: Mapping[str, tuple[int, int]]) -> tuple[int, int]:
    """(min, max) of a multilinear polynomial over the box of inclusive ranges (its corners)."""
    names = sorted(box)
    values = [evaluate(p, dict(zip(names, corner))) for corner in itertools.product(*(box[n] for n in names))]
    return min(values), max(values)


# ----------------------------------------------------------------------------- the IR

def type_bytes(text: str) -> int | None:
    """Allocation size of a scalar or array IR type (natural alignment, no padding); None for others."""
    t = text.strip()
    if t in _SCALAR_BYTES:
        return _SCALAR_BYTES[t]
    m = _ARRAY_TYPE.match(t)
    if m:
        inner = type_bytes(m.group(2))
        return None if inner is None else int(m.group(1)) * inner
    return None


def _element_type(text: str) -> str | None:
    m = _ARRAY_TYPE.match(text.strip())
    return m.group(2) if m else None


@dataclass(frozen=True)
class Access:
    """One memory access of a stage function: which argument, at which byte offset, how many bytes."""

    arg: str
    offset: Poly
    size: int
    line: str


def _param_names(fn) -> list[str]:
    out, unnamed = [], 0
    for a in fn.arguments:
        if a.name:
            out.append("%" + a.name if re.match(r"^[-\w.$]+$", a.name) else f'%"{a.name}"')
        else:
            out.append(f"%{unnamed}")
            unnamed += 1
    return out


def _decided(pred: str, a: Poly, b: Poly, box: Mapping[str, tuple[int, int]] | None) -> bool | None:
    """The value of ``icmp pred a, b`` at every point of the box, when it is the same everywhere; else None."""
    if box is None or not multilinear(a) or not multilinear(b):
        return None
    d = _add(a, b, -1)
    if not multilinear(d):
        return None
    lo, hi = extremes(d, box)
    if pred[0] == "u":  # unsigned: as signed where both sides are never negative
        if extremes(a, box)[0] < 0 or extremes(b, box)[0] < 0:
            return None
        pred = "s" + pred[1:]
    always, never = {
        "eq": (lo == hi == 0, lo > 0 or hi < 0), "ne": (lo > 0 or hi < 0, lo == hi == 0),
        "slt": (hi < 0, lo >= 0), "sle": (hi <= 0, lo > 0), "sgt": (lo > 0, hi <= 0), "sge": (lo >= 0, hi < 0),
    }[pred]
    return True if always else False if never else None


def stage_accesses(fn, dims: int, array_params: Mapping[int, str], int_params: Mapping[int, int],
                   box: Mapping[str, tuple[int, int]] | None = None) -> list[Access]:
    """The checkable accesses of a stage function (see the module docstring).

    ``array_params``: parameter position -> argument name of each array;
    ``int_params``: position -> value of each integer scalar at the resolved sizes.
    Index arguments (the first ``dims``) become the variables ``i0``, ``i1``, ``i2``.
    The blocks followed are the entry block and those it reaches through unconditional branches,
    or through conditional ones whose condition has one value over all of ``box`` (a bounds
    guard the declared space always passes: ``if (i < n)`` over ``[0, n)``).
    """
    names = _param_names(fn)
    ints: dict[str, Poly] = {}
    ptrs: dict[str, tuple[str, Poly]] = {}
    for k, n in enumerate(names):
        if k < dims:
            ints[n] = {(f"i{k}",): 1}
        elif k in int_params:
            ints[n] = _const(int_params[k])
        elif k in array_params:
            ptrs[n] = (array_params[k], {})

    def value(tok: str) -> Poly | None:
        if re.fullmatch(r"-?\d+", tok):
            return _const(int(tok))
        return ints.get(tok)

    out: list[Access] = []
    conds: dict[str, tuple[str, Poly, Poly]] = {}
    blocks = {("%" + b.name if re.match(r"^[-\w.$]+$", b.name) else f'%"{b.name}"'): b for b in fn.blocks if b.name}
    block = next(iter(fn.blocks), None)
    seen: set[int] = set()
    while block is not None and id(block) not in seen:  # each block that runs at every point of the space
        seen.add(id(block))
        nxt = None
        for ins in block.instructions:
            text = " ".join(str(ins).split("!", 1)[0].split()) if "!" in str(ins) else " ".join(str(ins).split())
            text = text.rstrip(", ")
            m = _LHS.match(text)
            lhs, rhs = (m.group(1), m.group(2)) if m else (None, text)
            br, cbr = _BR.match(rhs), _CONDBR.match(rhs)
            if br or cbr:
                if br:
                    nxt = blocks.get(br.group(1))
                elif cbr is not None and cbr.group(1) in conds:
                    taken = _decided(*conds[cbr.group(1)], box)
                    nxt = None if taken is None else blocks.get(cbr.group(2) if taken else cbr.group(3))
                continue
            if lhs is not None:
                if (f := _FREEZE.match(rhs)):
                    x = value(f.group(1))  # a frozen index is the index: it is never poison here
                    if x is not None:
                        ints[lhs] = x
                    continue
                if (ic := _ICMP.match(rhs)):
                    x, y = value(ic.group(2)), value(ic.group(3))
                    if x is not None and y is not None:
                        conds[lhs] = (ic.group(1), x, y)
                    continue
                if (b := _BINOP.match(rhs)):
                    x, y = value(b.group(2)), value(b.group(3))
                    if x is None or y is None:
                        continue
                    op = b.group(1)
                    if op == "add":
                        ints[lhs] = _add(x, y)
                    elif op == "sub":
                        ints[lhs] = _add(x, y, -1)
                    elif op == "mul":
                        ints[lhs] = _mul(x, y)
                    elif set(y) <= {()} and 0 <= y.get((), 0) < 63:
                        ints[lhs] = _mul(x, _const(1 << y.get((), 0)))
                    continue
                if (c := _CAST.match(rhs)):
                    x = value(c.group(2))
                    if x is not None:
                        ints[lhs] = x
                    continue
                if (g := _GEP.match(rhs)):
                    base = ptrs.get(g.group(3))
                    if base is None:
                        continue
                    offset = _gep_offset(g.group(2), [value(t) for t in _GEP_INDEX.findall(g.group(4))])
                    if offset is not None:
                        ptrs[lhs] = (base[0], _add(base[1], offset))
                    continue
            if (ld := _LOAD.match(rhs)):
                typ, ptr = ld.group(1), ld.group(2)
            elif (st := _STORE.match(rhs)):
                typ, ptr = st.group(1), st.group(2)
            else:
                continue
            size = type_bytes(typ)
            if ptr in ptrs and size is not None:
                arg, off = ptrs[ptr]
                out.append(Access(arg, off, size, text))
        block = nxt
    return out


def _gep_offset(source_type: str, indices: list[Poly | None]) -> Poly | None:
    """Byte offset of ``getelementptr source_type, ptr p, idx...``; None when it cannot be followed."""
    if not indices or any(i is None for i in indices):
        return None
    size = type_bytes(source_type)
    if size is None:
        return None
    total: dict[Monomial, int] = _mul(indices[0], _const(size))  # type: ignore[arg-type]
    t = source_type
    for idx in indices[1:]:
        t = _element_type(t)  # type: ignore[assignment]
        if t is None:
            return None
        esize = type_bytes(t)
        if esize is None:
            return None
        total = _add(total, _mul(idx, _const(esize)))  # type: ignore[arg-type]
    return total


# ----------------------------------------------------------------------------- the check

@dataclass(frozen=True)
class OutOfBounds:
    """An access proved to leave its array somewhere in the iteration space."""

    stage: str
    arg: str
    first: int  # element range reached (in the array's elements)
    last: int
    length: int
    line: str

    def message(self, spec: KernelSpec, sizes: Mapping[str, int]) -> str:
        shown = " ".join(f"{k}={v}" for k, v in sizes.items())
        return (f"kernel {spec.key}: stage {self.stage!r} over its declared space reaches elements "
                f"[{self.first}, {self.last}] of argument {self.arg!r}, whose length is {self.length} (at {shown}; "
                f"access: {self.line[:80]}); refusing to run out of bounds: fix the space or the lengths in "
                f"{spec.path or spec.key}")


def _element_bytes(spec: KernelSpec, arg: str, precision: str) -> int:
    a = spec.arg(arg)
    return a.element_bytes(precision)


def find_out_of_bounds(spec: KernelSpec, kernel_ir: str | object, precision: str,
                       sizes: Mapping[str, int]) -> list[OutOfBounds]:
    """Every checkable access of every stage that leaves its array at ``sizes`` (see the module docstring).

    ``kernel_ir``: the IR text, or the module already parsed from it.
    """
    mod: Any = parse_ir(kernel_ir, f"{spec.key}.{precision}") if isinstance(kernel_ir, str) else kernel_ir
    params = spec.params
    int_values: dict[int, int] = {}
    for k, a in enumerate(params):
        if a.role == "scalar" and a.type == "i64" and a.init is not None:
            try:
                int_values[k] = eval_int(a.init.args[0], sizes)
            except ExprError:
                pass
    lengths = {a.name: array_length(spec, a, sizes) for a in params if a.is_array}
    found: list[OutOfBounds] = []
    for stage in spec.stages:
        box = _box(spec, stage, sizes)
        if box is None:
            continue  # an empty space runs nothing
        dims = len(stage.space)
        arrays = {dims + k: a.name for k, a in enumerate(params) if a.is_array}
        ints = {dims + k: v for k, v in int_values.items()}
        fn = mod.get_function(spec.function_name(stage))
        for acc in stage_accesses(fn, dims, arrays, ints, box):
            if not multilinear(acc.offset):
                continue
            lo, hi = extremes(acc.offset, box)
            ebytes = _element_bytes(spec, acc.arg, precision)
            limit = lengths[acc.arg] * ebytes
            if lo < 0 or hi + acc.size > limit:
                found.append(OutOfBounds(stage.name, acc.arg, lo // ebytes, (hi + acc.size - 1) // ebytes,
                                         lengths[acc.arg], acc.line))
    return found


def _box(spec: KernelSpec, stage: StageSpec, sizes: Mapping[str, int]) -> dict[str, tuple[int, int]] | None:
    box = {}
    for k, (lo, hi) in enumerate(stage_space(spec, stage, sizes)):
        if hi <= lo:
            return None
        box[f"i{k}"] = (lo, hi - 1)
    return box


class BoundsError(SpecError):
    """A spec whose declared space runs an access out of its array (``found``: the first such, at ``sizes``)."""

    def __init__(self, message: str, found: OutOfBounds, sizes: Mapping[str, int]):
        super().__init__(message)
        self.found = found
        self.sizes = dict(sizes)


def check_bounds(spec: KernelSpec, kernel_ir: str, precision: str, sizes: Mapping[str, int]) -> None:
    """BoundsError (a SpecError, exit 2) for the first access proved to leave its array; see the module docstring."""
    bad = find_out_of_bounds(spec, kernel_ir, precision, sizes)
    if bad:
        more = f" (and {len(bad) - 1} more out-of-bounds access(es))" if len(bad) > 1 else ""
        raise BoundsError(bad[0].message(spec, sizes) + more, bad[0], sizes)


def check_declared_bounds(spec: KernelSpec, kernel_ir: str, precision: str) -> None:
    """:func:`check_bounds` at every size set the spec declares (a spec whose own sizes run out of
    bounds is malformed, whatever command loads it)."""
    mod = parse_ir(kernel_ir, f"{spec.key}.{precision}")
    for size_set in spec.sizes:
        sizes = resolve_sizes(spec, size_set)
        bad = find_out_of_bounds(spec, mod, precision, sizes)
        if bad:
            more = f" (and {len(bad) - 1} more out-of-bounds access(es))" if len(bad) > 1 else ""
            raise BoundsError(f"{bad[0].message(spec, sizes)} [size set {size_set!r}]{more}", bad[0], sizes)
