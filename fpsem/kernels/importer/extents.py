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
            extra: int = 0) -> tuple[Launch, dict[str, int], tuple[int, ...]]:
    """A launch with one thread per point: x over the contiguous (last) extent, y and z over the outer ones;
    ``extra`` points more along x (to see whether the kernel's own bounds check admits them)."""
    ext = [sizes[n] for n in reversed(space)]  # x, y, z
    ext[0] += extra
    names = {1: ["fpsem.i"], 2: ["fpsem.i1", "fpsem.i0"], 3: ["fpsem.i2", "fpsem.i1", "fpsem.i0"]}[len(space)]
    grid = [-(-ext[0] // _WARP), *ext[1:]]
    return Launch.of(grid, _WARP), {n: d for d, n in enumerate(names)}, tuple(ext)


def _scalar_value(a: KernelArg, sizes: Mapping[str, int]) -> int | float:
    if a.type == "i64":
        try:
            return eval_int(a.value or "1", sizes)
        except ExprError:
            raise ImportRefused(f"argument {a.name}: value {a.value!r} is not an integer expression of the sizes "
                                f"({', '.join(sizes)})") from None
    return (a.lo + a.hi) / 2


def _trace_at(k: ImportedKernel, args: Sequence[KernelArg], sizes: Mapping[str, int], rng: np.random.Generator,
              capacity: int, extra: int = 0) -> Trace:
    launch, index, limit = _launch(k.space, sizes, extra)
    values: list = [0] * len(k.space)
    for a in args:
        if a.role == "result":
            continue
        if a.role in ("in", "out", "inout"):
            if a.type == "i64":
                values.append(np.zeros(capacity, np.int64))
            else:
                values.append(rng.uniform(a.lo, a.hi, capacity) if a.role != "out" else np.zeros(capacity))
        else:
            values.append(_scalar_value(a, sizes))
    try:
        return trace_kernel(k.ir["f64"], f"{k.key}_main", values, launch, Sample("all"),
                            Bounds(max_steps=2_000_000, max_seconds=120.0, max_loop_trips=1_000_000, oob="record"),
                            index_params=index, index_limit=limit, name=k.key)
    except TraceError as e:
        raise ImportRefused(f"{k.source}: cannot run the kernel to learn its extents: {e}") from None


def _probe(k: ImportedKernel, args: Sequence[KernelArg], sizes: Mapping[str, int], seed: int,
           extra: int = 0) -> Probe:
    capacity = min(1 << 20, (sum(sizes.values()) + 8) ** 2 + 256)
    t = _trace_at(k, args, sizes, np.random.default_rng(seed), capacity, extra)
    shown = ", ".join(f"{n}={v}" for n, v in sizes.items())
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
    None: such a kernel's result depends on the order its threads run."""
    kinds = {o.id: o.kind for o in t.ops}
    stores = np.array([i for i, k in kinds.items() if k == "store"], dtype=np.int64)
    loads = np.array([i for i, k in kinds.items() if k == "load"], dtype=np.int64)
    addrs, points, stored = [], [], []
    for w in t.traces:
        m = w.memory
        for ops, is_store in ((stores, True), (loads, False)):
            a = m.addr[np.isin(m.op, ops)]
            if a.size:
                lanes = np.broadcast_to(np.arange(a.shape[1], dtype=np.int64), a.shape)
                ok = a >= 0
                addrs.append(a[ok].astype(np.int64))
                points.append(w.warp * a.shape[1] + lanes[ok])
                stored.append(np.full(int(ok.sum()), is_store))
    if not addrs:
        return None
    addr, point, store = np.concatenate(addrs), np.concatenate(points), np.concatenate(stored)
    written = np.unique(addr[store])
    hit = np.isin(addr, written)
    addr, point, store = addr[hit], point[hit], store[hit]
    order = np.lexsort((~store, point, addr))
    addr, point, store = addr[order], point[order], store[order]
    # an address with a store and more than one point touching it
    clash = np.flatnonzero((addr[1:] == addr[:-1]) & (point[1:] != point[:-1]))
    if not clash.size:
        return None
    j = int(clash[0])
    where = next((f"{b.name}[{(int(addr[j]) - b.base) // max(1, b.elem_bytes)}]" for b in t.buffers
                  if b.base <= int(addr[j]) < b.base + b.bytes), f"address {int(addr[j]):#x}")
    how = lambda k: "stored" if store[k] else "loaded"  # noqa: E731
    return f"{where} is {how(j)} by point {int(point[j])} and {how(j + 1)} by point {int(point[j + 1])}"


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

    Raises ImportRefused when the kernel touches memory outside what its spec gives, or cannot be run
    to learn it.
    """
    space = k.space
    args = list(k.args)
    taken = set(space)
    # 1. which integer scalars change what the kernel does
    candidates = [i for i, a in enumerate(args) if a.role == "scalar" and a.type == "i64" and not a.is_size
                  and a.why != "--arg"]
    # one parameter bounding all three dimensions (i, j, k < N): the points grow as N**3, so a smaller start
    base = {p: _BASES.get(p, 37) if space.count(p) < 3 else _CUBE_BASE for p in dict.fromkeys(space)}
    loop_params: list[str] = []
    if candidates:
        at_low = [replace(a, value=str(_PROBE[0])) if i in candidates else a for i, a in enumerate(args)]
        ref = _probe(k, at_low, base, seed)
        for i in candidates:
            high = [replace(a, value=str(_PROBE[1])) if j == i else a for j, a in enumerate(at_low)]
            if _probe(k, high, base, seed).signature != ref.signature:
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
    probes = [_probe(k, args, pt, seed) for pt in points]
    # the launch covers [0, extent) along x: a bounds check that admits the next index too (i <= n, i < n + 1)
    # would leave a point the kernel computes unrun, so that kernel is refused rather than run short
    # (a kernel without a bounds check keeps touching more the more points run: its launch is the caller's, left
    # as it is; one whose check stops a fixed number of indices past the extent is the case refused)
    raced = next((p for p in probes if p.race), None)
    if raced is not None:
        raise ImportRefused(f"{k.source}: at {_show(raced.sizes)} {raced.race}: the kernel's result would "
                            f"depend on the order its threads run (a data race); tie the scalar that keeps the "
                            f"points apart to the sizes, e.g. --arg NAME=scalar:N")
    past = _probe(k, args, points[0], seed, extra=_WARP)
    if past.accesses != probes[0].accesses and past.accesses == _probe(k, args, points[0], seed,
                                                                         extra=2 * _WARP).accesses:
        raise ImportRefused(f"{k.source}: the kernel's bounds check admits thread index {space[-1]} itself (as in "
                            f"i <= n or i < n + 1, at {_show(points[0])}): fpsem launches one thread per index in "
                            f"[0, {space[-1]}), so the last point would not run")
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
    choices = tuple(f"{a.name}: {a.role}{f' (size {a.value})' if a.is_size or a.value in loop_params else ''} "
                    f"-- {a.why}" for a in args)
    return replace(k, args=tuple(args), default_sizes=defaults, small_sizes=small, choices=choices,
                   notes=k.notes + tuple(notes))


def _names(expr: str) -> set[str]:
    return set(re.findall(r"[A-Za-z_]\w*", expr))


def _show(sizes: Mapping[str, int]) -> str:
    return " ".join(f"{n}={v}" for n, v in sizes.items())
