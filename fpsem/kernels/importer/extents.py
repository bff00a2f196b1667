"""Buffer extents and size parameters of an imported kernel, learned by running it.

The importer's static reading of the IR names each argument's role; what it cannot see
reliably is how far each array is reached (``in[i+7]``, ATAX's ``A[i*N+j]``, GEMM's
``A[i*nk+k]``) and which integer scalars bound loops (GEMM's ``nk``).  This module runs
the imported stage function in :mod:`fpsem.ir.trace` (every point, lock-step warps) at a
handful of small sizes and fits, with :func:`fpsem.ir.growth.fit_growth`, each array's
needed length (highest element touched + 1) as a polynomial in the size parameters:

* the size parameters are the iteration space's extents (``N``; ``NY``, ``NX``) plus every
  integer scalar whose value changes what the kernel does (its loop trips, its blocks
  run, or the elements it touches): such a scalar becomes a size parameter of its own,
  named after it (``nk`` -> ``NK``), with a default chosen so that the default size set's
  arrays stay within :data:`MEMORY_BUDGET` bytes (each choice is printed; ``--size``
  overrides it).  An integer scalar that changes nothing keeps the value 1, and the
  choice says so;
* the sizes run: a base point, each parameter raised alone, then all of them doubled
  and tripled (``k + 3`` points for ``k`` parameters), so every fit is checked by at
  least one point it did not need;
* an array's length is the fitted polynomial where it exceeds the importer's default
  (one element per point, or ``k*N`` for records); a length given with ``--arg`` is kept.

Whatever the lengths, the kernel must touch nothing outside them at every traced size:
an access before an array's start, past its length, outside every buffer, a length no
polynomial fits, or a kernel the tracer cannot run to its end is refused at import, in
one line naming the argument, the element and the sizes.
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

import numpy as np

from fpsem.core.errors import ImportRefused
from fpsem.ir.growth import Growth, fit_growth
from fpsem.ir.trace import Bounds, Launch, Sample, Trace, TraceError, trace_kernel
from fpsem.kernels.importer.core import ImportedKernel, KernelArg
from fpsem.kernels.importer.rust_slices import sync_lengths
from fpsem.kernels.spec import ExprError, eval_int

log = logging.getLogger(__name__)

MEMORY_BUDGET = 1 << 29  # bytes of all arrays at the default size set (512 MiB)
WORK_BUDGET = 2_000_000_000  # points x loop trips at the default size set
LOOP_DEFAULT = 1000  # a loop-bound scalar's starting default (then shrunk to the budgets)
LOOP_SMALL = 16
_BASES = {"N": 37, "NX": 35, "NY": 9, "NZ": 5}  # odd, not multiples of a warp: partial warps and blocks are exercised
_SCALAR_BASES = (5, 6, 7, 9, 10, 11)
_CUBE_BASE = 9  # N when it bounds x, y and z: 27**3 points at the largest probe, not 111**3
_PROBE = (3, 8)  # two values of an integer scalar: does it change what the kernel does?
_WARP = 32


@dataclass(frozen=True)
class Probe:
    """One traced point: the sizes, each array's (min, max) element touched, and what ran."""

    sizes: Mapping[str, int]
    signature: tuple
    accesses: Mapping[str, tuple[int, int, int, int]]  # per array: first and last element, loads, stores
    race: str | None = None  # an element one point stores and another loads or stores, in words

    @property
    def touched(self) -> dict[str, tuple[int, int]]:
        """Per array, the first and last element touched."""
        return {b: (a[0], a[1]) for b, a in self.accesses.items()}


def _launch(space: tuple[str, ...], sizes: Mapping[str, int],
            extra: int = 0, block: int = 0, single: bool = False) -> tuple[Launch, dict[str, int], tuple[int, ...]]:
    """A launch with one thread per point: x over the contiguous (last) extent, y and z over the outer ones;
    ``extra`` points more along x (to see whether the kernel's own bounds check admits them).  A block stage
    (``block`` threads a call) has one point per block; a whole-array function (``single``) one point."""
    ext = [sizes[n] for n in reversed(space)] if not single else [1]  # x, y, z
    ext[0] += extra
    if block:
        ext[0] = -(-ext[0] // block)
    names = {1: ["fpsem.b" if block else "fpsem.i"], 2: ["fpsem.i1", "fpsem.i0"],
             3: ["fpsem.i2", "fpsem.i1", "fpsem.i0"]}[len(space)]
    grid = [-(-ext[0] // _WARP), *ext[1:]]
    return Launch.of(grid, _WARP), {n: d for d, n in enumerate(names)}, tuple(ext)


def _scalar_value(a: KernelArg, sizes: Mapping[str, int], open_length: int = 0) -> int | float:
    if a.length_of and open_length:
        return open_length
    if a.type == "i64":
        try:
            return eval_int(a.value or "1", sizes)
        except ExprError:
            raise ImportRefused(f"argument {a.name}: value {a.value!r} is not an integer expression of the sizes "
                                f"({', '.join(sizes)})") from None
    return (a.lo + a.hi) / 2


def _trace_at(k: ImportedKernel, args: Sequence[KernelArg], sizes: Mapping[str, int], rng: np.random.Generator,
              capacity: int, extra: int = 0, open_lengths: bool = False) -> Trace:
    """The kernel traced at ``sizes``, every buffer ``capacity`` elements; with ``open_lengths`` every Rust slice's
    length is ``capacity`` too (its bounds checks pass wherever the buffer is), else its spec length."""
    launch, index, limit = _launch(k.space, sizes, extra + k.past_extent, k.block, k.single_call)
    values: list = [0] * len(k.space)
    for a in args:
        if a.role == "result":
            continue
        if a.role in ("in", "out", "inout"):
            if a.type == "i64":  # an index list: the identity, as the spec's IOTA() gives it
                values.append(np.arange(capacity, dtype=np.int64))
            else:
                values.append(rng.uniform(a.lo, a.hi, capacity) if a.role != "out" else np.zeros(capacity))
        else:
            values.append(_scalar_value(a, sizes, capacity if open_lengths else 0))
    try:
        return trace_kernel(k.ir["f64"], f"{k.key}_main", values, launch, Sample("all"),
                            Bounds(max_steps=2_000_000, max_seconds=120.0, max_loop_trips=1_000_000, oob="record"),
                            index_params=index, index_limit=limit, name=k.key)
    except TraceError as e:
        raise ImportRefused(f"{k.source}: cannot run the kernel to learn its extents: {e}") from None


class Panicked(ImportRefused):
    """A Rust bounds check failed while the kernel ran (its panic, an ``llvm.trap``, was reached)."""


def _probe(k: ImportedKernel, args: Sequence[KernelArg], sizes: Mapping[str, int], seed: int,
           extra: int = 0, open_lengths: bool = False) -> Probe:
    capacity = min(1 << 20, (sum(sizes.values()) + 8) ** 2 + 256)
    t = _trace_at(k, args, sizes, np.random.default_rng(seed), capacity, extra, open_lengths)
    shown = ", ".join(f"{n}={v}" for n, v in sizes.items())
    if not t.status.complete and t.status.reason == "abort" and any(a.length_of for a in args):
        lens = ", ".join(f"{a.length_of} {a.value}" for a in args if a.length_of)
        raise Panicked(f"{k.source}: at {shown} a bounds check fails (the Rust program panics: an index out of "
                       f"its slice's bounds) with the slices as long as the spec gives them ({lens}); fpsem runs "
                       f"no out-of-bounds access (if a slice is longer, give its length with --arg NAME=in:EXPR)")
    if not t.status.complete:
        raise ImportRefused(f"{k.source}: running the kernel at {shown} to learn its extents stopped "
                            f"({t.status.reason}: {t.status.detail}); fpsem cannot check its memory accesses")
    stray = [o for o in t.oob if o.buffer is None]
    if stray:
        raise ImportRefused(f"{k.source}: at {shown} the kernel {stray[0].kind}s memory outside every argument "
                            f"(instruction {t.ops[stray[0].op].text.strip()[:80]!r})")
    loops = tuple(sorted((lp.function, lp.header, lp.total) for lp in t.grid_loops()))
    blocks = tuple((b.function, b.index, b.executions) for b in t.grid_blocks())
    accesses = {u.buffer: (u.min_index, u.max_index, u.loads, u.stores) for u in t.uses}
    touched = sorted((b, (a[0], a[1])) for b, a in accesses.items())
    return Probe(dict(sizes), (loops, blocks, tuple(touched)), accesses, _race(t))


def _race(t: Trace) -> str | None:
    """An element one point stores to and another point loads or stores (``a[i]``, by points p and q), or
    None: such a kernel's result depends on the order its threads run.  Atomic read-modify-writes of one
    element by several points are not a race (each is one indivisible step; the order they take is
    :func:`atomic_notes`'s business), but an atomic against another point's plain load or store is."""
    kinds = {o.id: o.kind for o in t.ops}
    addrs, points, kind = [], [], []
    for w in t.traces:
        m = w.memory
        for c, name in ((0, "load"), (1, "store"), (2, "atomic")):
            ops = np.array([i for i, k in kinds.items() if k == name], dtype=np.int64)
            a = m.addr[np.isin(m.op, ops)]
            if a.size:
                lanes = np.broadcast_to(np.arange(a.shape[1], dtype=np.int64), a.shape)
                ok = a >= 0
                addrs.append(a[ok].astype(np.int64))
                points.append(w.warp * a.shape[1] + lanes[ok])
                kind.append(np.full(int(ok.sum()), c))
    if not addrs:
        return None
    addr, point, code = np.concatenate(addrs), np.concatenate(points), np.concatenate(kind)
    written = np.unique(addr[code > 0])
    hit = np.isin(addr, written)
    addr, point, code = addr[hit], point[hit], code[hit]
    if not addr.size:
        return None
    # a race at an address: a plain access (load or store) by one point and any access by another
    order = np.lexsort((point, addr))
    addr, point, code = addr[order], point[order], code[order]
    starts = np.flatnonzero(np.r_[True, addr[1:] != addr[:-1]])
    lo, hi = np.minimum.reduceat(point, starts), np.maximum.reduceat(point, starts)
    any_plain = np.add.reduceat((code < 2).astype(np.int64), starts) > 0
    bad = np.flatnonzero((lo != hi) & any_plain)
    if not bad.size:
        return None
    s0 = int(starts[bad[0]])
    s1 = int(starts[bad[0] + 1]) if bad[0] + 1 < starts.size else addr.size
    rows = range(s0, s1)
    first = next(r for r in rows if code[r] < 2)
    other = next(r for r in rows if point[r] != point[first])
    j, k = sorted((first, other), key=lambda r: -int(code[r] == 1))  # a store first, when there is one
    at = int(addr[s0])
    where = next((f"{b.name}[{(at - b.base) // max(1, b.elem_bytes)}]" for b in t.buffers
                  if b.base <= at < b.base + b.bytes), f"address {at:#x}")
    how = lambda r: ("loaded", "stored", "updated atomically")[int(code[r])]  # noqa: E731
    return f"{where} is {how(j)} by point {int(point[j])} and {how(k)} by point {int(point[k])}"


def _param_name(arg: KernelArg, taken: set[str]) -> str:
    base = re.sub(r"[^A-Za-z0-9_]", "_", arg.name).upper() or "M"
    name, k = base, 2
    while name in taken:
        name, k = f"{base}{k}", k + 1
    return name


def _buffer_names(k: ImportedKernel) -> dict[str, str]:
    """Spec argument name -> the stage parameter's name (the tracer's buffer names)."""
    m = re.search(rf"define \S+ @{re.escape(k.key)}_main\(([^)]*)\)", k.ir["f64"])
    assert m, "the imported module has no stage function"
    params = [p.split()[-1].lstrip("%") for p in m.group(1).split(",")][len(k.space):]
    arrays = [a for a in k.args if a.role != "result"]
    return {a.name: p for a, p in zip(arrays, params)}


def expression(g: Growth, order: Sequence[str] = ()) -> str | None:
    """A spec expression for an exact fit with integer coefficients (``NY*NK + 2*NX + 4``), else None;
    variables in ``order`` come first, in that order."""
    rank = {v: i for i, v in enumerate(order)}
    if not g.exact:
        return None
    parts: list[str] = []
    for c, mono in sorted(g.terms, key=lambda t: (-sum(p for _, p in t[1]), t[1])):
        if not isinstance(c, Fraction) or c.denominator != 1:
            return None
        name = "*".join("*".join([v] * p) for v, p in sorted(mono, key=lambda t: (rank.get(t[0], len(rank)), t[0])))
        coef = int(c)
        if not name:
            parts.append(str(coef))
        else:
            parts.append(name if coef == 1 else (f"-{name}" if coef == -1 else f"{coef}*{name}"))
    text = " + ".join(parts) or "0"
    return text.replace("+ -", "- ")


def _size_points(params: Sequence[str], bases: Mapping[str, int]) -> list[dict[str, int]]:
    base = {p: bases[p] for p in params}
    pts = [dict(base)]
    for p in params:
        pts.append({**base, p: 2 * base[p] + 1})
    pts.append({p: 2 * v for p, v in base.items()})
    pts.append({p: 3 * v for p, v in base.items()})
    return pts


def _defaults(k: ImportedKernel, params: Sequence[str], loop_params: Sequence[str],
              lengths: Mapping[str, str]) -> dict[str, int]:
    """Default sizes: the importer's own for the space, LOOP_DEFAULT for loop bounds, halved (largest
    first) until the arrays fit MEMORY_BUDGET and points x loop bounds fit WORK_BUDGET."""
    sizes = {**k.size_sets()["default"], **{p: LOOP_DEFAULT for p in loop_params}}
    arrays = [a for a in k.args if a.role in ("in", "out", "inout")]

    def memory(s: Mapping[str, int]) -> int:
        return sum(8 * max(0, eval_int(lengths.get(a.name) or a.length or "1", s)) for a in arrays)

    def work(s: Mapping[str, int]) -> int:
        return math.prod(s[p] for p in params)

    while (memory(sizes) > MEMORY_BUDGET or work(sizes) > WORK_BUDGET) and max(sizes.values()) > 1:
        big = max(sizes, key=lambda p: (sizes[p], p))
        sizes[big] = max(1, sizes[big] // 2)
    return sizes


def infer_extents(k: ImportedKernel, seed: int = 0) -> ImportedKernel:
    """``k`` with its array lengths and loop-bound size parameters learned by running it (module docstring).

    Rust slices: each slice's length argument is its buffer's length.  When a bounds check fails with the
    lengths the importer gives (one element per point), a per-point kernel is run again with the checks
    open (every length as long as the buffer fpsem allocates), its lengths fitted from what it touches
    (``inp[i..i + 16]``: N + 15), and the fitted lengths checked with the bounds checks in force.

    Raises ImportRefused when the kernel touches memory outside what its spec gives, or cannot be run
    to learn it; :class:`Panicked` when a Rust bounds check fails at the lengths it would run with.
    """
    try:
        return _infer(k, seed)
    except Panicked as first:
        if k.single_call:  # its loops run to the slices' lengths: no length can be opened
            raise
        try:
            fitted = _infer(k, seed, open_lengths=True)
        except ImportRefused:
            raise first from None
    params = list(fitted.size_sets()["default"])
    bases = {p: _BASES.get(p, 37) for p in dict.fromkeys(k.space)}
    bases |= {p: _SCALAR_BASES[j % len(_SCALAR_BASES)] for j, p in enumerate(params[len(bases):])}
    for pt in _size_points(params, bases):
        _probe(fitted, fitted.args, pt, seed)  # raises Panicked if a check still fails
    lens = ", ".join(f"{a.length_of} {a.value}" for a in fitted.args if a.length_of)
    return replace(fitted, notes=fitted.notes + (
        f"Rust slices: a bounds check fails with one element per point, so the lengths were fitted with the checks "
        f"open ({lens}) and then run with them in force: no check fails",))


def _infer(k: ImportedKernel, seed: int = 0, open_lengths: bool = False) -> ImportedKernel:
    space = k.space
    args = list(k.args)
    taken = set(space)
    # 1. which integer scalars change what the kernel does
    candidates = [i for i, a in enumerate(args) if a.role == "scalar" and a.type == "i64" and not a.is_size
                  and a.why != "--arg" and not a.length_of]
    # one parameter bounding all three dimensions (i, j, k < N): the points grow as N**3, so a smaller start
    base = {p: _BASES.get(p, 37) if space.count(p) < 3 else _CUBE_BASE for p in dict.fromkeys(space)}
    if k.block:  # a block stage: every probe runs two blocks or more, the last one partial
        base[space[-1]] += k.block
    loop_params: list[str] = []
    if candidates:
        at_low = [replace(a, value=str(_PROBE[0])) if i in candidates else a for i, a in enumerate(args)]
        ref = _probe(k, at_low, base, seed, open_lengths=open_lengths)
        for i in candidates:
            high = [replace(a, value=str(_PROBE[1])) if j == i else a for j, a in enumerate(at_low)]
            if _probe(k, high, base, seed, open_lengths=open_lengths).signature != ref.signature:
                name = _param_name(args[i], taken)
                taken.add(name)
                loop_params.append(name)
                args[i] = replace(args[i], value=name,
                                  why=f"changes the kernel's loop trips or the elements it touches: size parameter "
                                      f"{name} (--size {name}=VALUE)")
            else:
                args[i] = replace(args[i], value="1", why="integer scalar that changes no loop and no access "
                                                         "(value 1; --arg NAME=scalar:VALUE to change it)")
    params = list(dict.fromkeys(space)) + loop_params
    bases = {**base, **{p: _SCALAR_BASES[j % len(_SCALAR_BASES)] for j, p in enumerate(loop_params)}}
    # 2. run at k + 3 sizes; fit each array's needed length
    points = _size_points(params, bases)
    probes = [_probe(k, args, pt, seed, open_lengths=open_lengths) for pt in points]
    # the launch covers [0, extent) along x: a bounds check that admits the next index too (i <= n, i < n + 1)
    # would leave a point the kernel computes unrun, so that kernel is refused rather than run short
    # (a kernel without a bounds check keeps touching more the more points run: its launch is the caller's, left
    # as it is; one whose check stops a fixed number of indices past the extent is the case refused)
    raced = next((p for p in probes if p.race), None)
    tie_notes: list[str] = []
    if raced is not None:
        tied = _tie_to_sizes(k, args, candidates, loop_params, base, seed)
        if tied is not None:
            args, loop_params, points, probes, note = tied
            params = list(dict.fromkeys(space)) + loop_params
            tie_notes.append(note)
            raced = None
    if raced is not None:
        raise ImportRefused(f"{k.source}: at {_show(raced.sizes)} {raced.race}: the kernel's result would "
                            f"depend on the order its threads run (a data race); tie the scalar that keeps the "
                            f"points apart to the sizes, e.g. --arg NAME=scalar:N")
    past = None
    if not k.single_call:
        try:
            past = _probe(k, args, points[0], seed, extra=_WARP, open_lengths=open_lengths)
        except Panicked:
            pass  # points past the extent fail a Rust slice's bounds check: they are not the kernel's points
    if past is not None and past.accesses != probes[0].accesses and past.accesses == _probe(
            k, args, points[0], seed, extra=2 * _WARP, open_lengths=open_lengths).accesses:
        # the bounds check admits a few indices past the extent (i <= n, i < n + 1): the kernel is meant to be
        # launched over that many more points, as its own launcher does (RAJAPerf's GEN_LIN_RECUR: N + 1)
        more = next(c for c in range(1, _WARP + 1)
                    if _probe(k, args, points[0], seed, extra=c, open_lengths=open_lengths).accesses == past.accesses)
        if len(space) > 1 or k.block:
            raise ImportRefused(f"{k.source}: the kernel's bounds check admits thread index {space[-1]} itself (as in "
                                f"i <= n or i < n + 1, at {_show(points[0])}): fpsem launches one thread per index "
                                f"in [0, {space[-1]}), so the last point would not run")
        k = replace(k, past_extent=more)
        probes = [_probe(k, args, pt, seed, open_lengths=open_lengths) for pt in points]
        tie_notes.append(f"the kernel's bounds check admits {more} index(es) from {space[-1]} on (as in i <= n): "
                         f"fpsem launches {space[-1]} + {more} points, as the kernel's own launch must")
    names = _buffer_names(k)
    lengths: dict[str, str] = {}
    notes: list[str] = []
    pinned: dict[str, int] = {}  # size parameter -> the extent of the constant table whose length it is
    for i, a in enumerate(args):
        if a.role not in ("in", "out", "inout"):
            continue
        buf = names[a.name]
        spans = [(p.sizes, p.touched.get(buf)) for p in probes]
        low = min((s[0] for _, s in spans if s is not None), default=0)
        if low < 0:
            where = next(sz for sz, s in spans if s is not None and s[0] < 0)
            raise ImportRefused(f"{k.source}: the kernel reaches {a.name}[{low}], before the array's start "
                                f"(at {_show(where)}); fpsem runs no out-of-bounds access")
        needed = [(sz, (s[1] + 1) if s is not None else 0) for sz, s in spans]
        if a.why == "--arg":
            length = a.length or "*".join(space)
        elif all(v == 0 for _, v in needed):
            length = "1"  # never touched (RAJAPerf's REDUCE_STRUCT passes ysum and adds y's sum into xsum)
            notes.append(f"{a.name}: never touched at {len(probes)} sizes: length 1")
            args[i] = replace(a, length=length, why=re.sub(r"; length .*$", "", a.why) + f"; length {length}")
        else:
            g = fit_growth([(sz, v) for sz, v in needed])
            fitted = expression(g, params)
            default = a.length or "*".join(space)
            same_order = fitted is None or (_names(fitted) <= _names(default) and g.degree == fit_growth(
                [(sz, eval_int(default, sz)) for sz, _ in needed]).degree)
            if all(v <= eval_int(default, sz) for sz, v in needed) and same_order:
                length = default  # the importer's own length covers it and grows alike (N for x[i] with i < n-1)
            elif fitted is None or not g.verified:
                seen = "; ".join(f"{_show(sz)}: {v}" for sz, v in needed)
                raise ImportRefused(f"{k.source}: cannot tell the length of {a.name} from the sizes (elements "
                                    f"needed at {seen}); give it with --arg {a.name}={a.role}:EXPR")
            else:
                length = fitted
                notes.append(f"{a.name}: length {fitted} (fitted from the elements touched at {len(probes)} sizes)")
                if a.constant and a.length and a.length.isdigit() and fitted in loop_params:
                    pinned[fitted] = int(a.length)  # the source's table holds that many: its sizes read no more
            args[i] = replace(a, length=length, why=re.sub(r"; length .*$", "", a.why) + f"; length {length}")
        lengths[a.name] = length
        for sz, v in needed:
            have = eval_int(length, sz)
            if v > have:
                raise ImportRefused(f"{k.source}: the kernel reaches {a.name}[{v - 1}] at {_show(sz)}, past its "
                                    f"length {length} = {have}; fpsem runs no out-of-bounds access (give the "
                                    f"length with --arg {a.name}={a.role}:EXPR)")
    # 3. size sets
    defaults = _defaults(k, params, loop_params, lengths)
    small = {**k.size_sets()["small"], **{p: LOOP_SMALL for p in loop_params}}
    for p in loop_params:
        if p in pinned:
            defaults[p] = small[p] = pinned[p]
            notes.append(f"size parameter {p}: default and small {pinned[p]}, the extent of the constant table it "
                         f"indexes (set it with --size {p}=VALUE)")
            continue
        notes.append(f"size parameter {p}: default {defaults[p]}, small {small[p]} (chosen by fpsem: the arrays "
                     f"stay within {MEMORY_BUDGET >> 20} MiB; set it with --size {p}=VALUE)")
    args = sync_lengths(args, space)
    choices = tuple(f"{a.name}: {a.role}{f' (size {a.value})' if a.is_size or a.value in loop_params else ''} "
                    f"-- {a.why}" for a in args)
    return replace(k, args=tuple(args), default_sizes=defaults, small_sizes=small, choices=choices,
                   notes=k.notes + tuple(tie_notes) + tuple(notes))


def _tie_to_sizes(k: ImportedKernel, args: list[KernelArg], candidates: Sequence[int], loop_params: Sequence[str],
                  base: Mapping[str, int], seed: int):
    """A default for one free integer scalar, as an extent of the space (``N``, then ``2*N``; RAJAPerf's offsets
    are the extent) under which no traced size races; None when there is none.  Returns the new arguments,
    size parameters, size points, probes and a note saying what was tied and why."""
    space = list(dict.fromkeys(k.space))
    for i in candidates:
        for expr in [*space, *(f"2*{p}" for p in space)]:
            trial = list(args)
            old = args[i].value
            trial[i] = replace(args[i], value=expr,
                               why=f"tied to {expr} by fpsem: with it free (value {old}) the threads race; "
                                   f"--arg {args[i].name}=scalar:VALUE to change it")
            params = [p for p in loop_params if p != old]
            bases = {**base, **{p: _SCALAR_BASES[j % len(_SCALAR_BASES)] for j, p in enumerate(params)}}
            points = _size_points(list(dict.fromkeys(k.space)) + params, bases)
            probes = [_probe(k, trial, pt, seed) for pt in points]
            if not any(p.race for p in probes):
                note = (f"{args[i].name} = {expr}: chosen by fpsem, the first value tried (extents of the space, "
                        f"then twice them) under which no two points race; free (value {old}) they do")
                return trial, params, points, probes, note
    return None


def _names(expr: str) -> set[str]:
    return set(re.findall(r"[A-Za-z_]\w*", expr))


def _show(sizes: Mapping[str, int]) -> str:
    return " ".join(f"{n}={v}" for n, v in sizes.items())
