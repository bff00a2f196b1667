"""Argument roles of compiler IR, inferred from how the body uses each parameter.

* A pointer parameter is ``in`` when the function only loads through it, ``out`` when
  it only stores, ``inout`` when both (a ``readonly``/``writeonly`` attribute decides
  alone).  Pointers are followed through ``getelementptr``, ``phi``, ``select`` and
  casts; one passed to a call of a defined function counts as read and written.
* ``atomicrmw`` through it reads and writes (:func:`atomic_operations` names the operations and
  :func:`atomic_note` what their order does to the result).
* Its element type is what is loaded and stored through it: the kernel's real type
  (``real``) or ``i64``; anything else is refused (fpsem arrays hold one of the two).
* Its length is ``k*N`` where ``k`` is the largest stride, in elements, of an indexed
  ``getelementptr`` on it (``%struct.P`` of three doubles: 3; ``mul i64 %i, 96`` bytes
  into doubles: 12); 1 when every access is at a constant offset.
* The size parameter is the integer parameter compared in the bounds check (an ``icmp``).

Every decision is returned with the evidence for it, and ``--arg NAME=ROLE[:EXPR]``
overrides any of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fpsem.kernels.importer.core import ImportRefused

_DEF = re.compile(r"^\s*(%[-\w.$]+) = (.*)$")
_VAL = r"%[-\w.$]+"
_SIZES = {"double": 8, "float": 4, "i64": 8, "i32": 4, "i16": 2, "i8": 1, "i1": 1, "ptr": 8, "half": 2}


def type_size(t: str, types: dict[str, str] | None = None) -> int | None:
    """Allocation size of a simple type (scalars, arrays, homogeneous structs), None when unknown."""
    t = t.strip()
    if t in _SIZES:
        return _SIZES[t]
    m = re.fullmatch(r"\[(\d+) x (.+)\]", t)
    if m:
        s = type_size(m.group(2), types)
        return None if s is None else int(m.group(1)) * s
    m = re.fullmatch(r"<(\d+) x (.+)>", t)
    if m:
        s = type_size(m.group(2), types)
        return None if s is None else int(m.group(1)) * s
    if types and t in types:
        return type_size(types[t], types)
    m = re.fullmatch(r"\{(.*)\}", t)
    if m:
        parts = [p.strip() for p in m.group(1).split(",")]
        sizes = [type_size(p, types) for p in parts]
        if any(s is None for s in sizes) or len(set(parts)) != 1:
            return None  # mixed structs have padding rules the importer does not model
        return sum(sizes)  # type: ignore[arg-type]
    return None


@dataclass(frozen=True)
class PointerUse:
    """How a pointer parameter is used in a body."""

    reads: bool
    writes: bool
    elem_types: frozenset[str]  # scalar types loaded/stored through it (vector element types included)
    stride_elems: int  # largest indexed stride in elements of the element type (1 when none)
    evidence: str
    loaded: bool = False  # read by a plain load (not only by atomic read-modify-writes)


def _derived(body: tuple[str, ...], root: str) -> set[str]:
    """Values that are the pointer ``root`` plus an offset (GEP, phi, select, cast chains)."""
    ptrs = {root}
    changed = True
    while changed:
        changed = False
        for line in body:
            m = _DEF.match(line)
            if not m or m.group(1) in ptrs:
                continue
            rhs = m.group(2)
            if re.match(r"(getelementptr|phi ptr|select|bitcast|addrspacecast|freeze ptr)", rhs):
                ops = set(re.findall(_VAL, rhs))
                if rhs.startswith("getelementptr"):
                    base = re.search(r"ptr (%[-\w.$]+)", rhs)
                    ops = {base.group(1)} if base else set()
                if ops & ptrs:
                    ptrs.add(m.group(1))
                    changed = True
    return ptrs


def _defs(body: tuple[str, ...]) -> dict[str, str]:
    out = {}
    for line in body:
        m = _DEF.match(line)
        if m:
            out[m.group(1)] = m.group(2)
    return out


def byte_scale(idx: str, defs: dict[str, str]) -> int | None:
    """The constant byte multiplier of an index value (``mul i64 %x, 96`` -> 96, ``shl i64 %x, 3`` -> 8)."""
    rhs = defs.get(idx)
    if rhs is None:
        return None
    m = re.match(r"mul (?:nuw |nsw )*i64 (%[-\w.$]+|\d+), (%[-\w.$]+|\d+)$", rhs)
    if m:
        a, b = m.group(1), m.group(2)
        return int(b) if b.isdigit() else (int(a) if a.isdigit() else None)
    m = re.match(r"shl (?:nuw |nsw )*i64 %[-\w.$]+, (\d+)$", rhs)
    if m:
        return 1 << int(m.group(1))
    return None


def pointer_use(body: tuple[str, ...], param: str, defined_calls: set[str], types: dict[str, str]) -> PointerUse:
    """How ``param`` (``%name``) is used; ImportRefused when it escapes in a way the importer cannot follow."""
    ptrs = _derived(body, param)
    defs = _defs(body)
    reads = writes = loaded = False
    elems: set[str] = set()
    strides: list[int] = []  # in bytes
    ev: list[str] = []
    for line in body:
        m = re.search(r"= load (?:volatile )?(<\d+ x \w+>|\S+), ptr (%[-\w.$]+)", line)
        if m and m.group(2) in ptrs:
            reads = loaded = True
            elems.add(m.group(1))
        m = re.match(r"^\s*store (?:volatile )?(<\d+ x \w+>|\S+) [^,]+, ptr (%[-\w.$]+)", line)
        if m and m.group(2) in ptrs:
            writes = True
            elems.add(m.group(1))
        m = re.search(r"= atomicrmw (?:volatile )?\w+ ptr (%[-\w.$]+), (\S+) ", line)
        if m and m.group(1) in ptrs:  # an atomic read-modify-write reads and writes its element
            reads = writes = True
            elems.add(m.group(2))
        m = re.match(r"^\s*store (?:volatile )?ptr (%[-\w.$]+),", line)
        if m and m.group(1) in ptrs:
            raise ImportRefused(f"the pointer {param} is stored to memory (it escapes): {line.strip()[:100]}")
        m = re.search(r"getelementptr (?:inbounds |nuw |nusw )*(.+?), ptr (%[-\w.$]+), (\S+) (%[-\w.$]+)", line)
        if m and m.group(2) in ptrs:
            t = m.group(1)
            size = type_size(t, types)
            if t == "i8":
                size = byte_scale(m.group(4), defs)
            if size is not None:
                strides.append(size)
        call = re.search(r"\bcall\b.*?@([-\w.$]+)\((.*)\)", line)
        if call and set(re.findall(_VAL, call.group(2))) & ptrs:
            if call.group(1) in defined_calls:
                reads = writes = True
                ev.append(f"passed to @{call.group(1)}")
            elif not call.group(1).startswith("llvm."):
                raise ImportRefused(f"the pointer {param} is passed to an unknown function @{call.group(1)}")
    scalar_elems = frozenset(re.sub(r"<\d+ x (\w+)>", r"\1", e) for e in elems)
    elem_size = max((_SIZES.get(e, 8) for e in scalar_elems), default=8)
    stride = max(strides, default=elem_size)
    return PointerUse(reads, writes, scalar_elems, max(1, stride // elem_size), "; ".join(ev), loaded)


# atomicrmw operations whose final value does not depend on the order the updates take (integer arithmetic
# wraps, min and max pick one operand, floating-point min and max too); every other one (fadd and fsub round
# each partial sum, xchg keeps the last writer's value) gives the result of one order
ORDER_FREE_ATOMICS = frozenset({"add", "sub", "and", "or", "xor", "nand", "max", "min", "umax", "umin",
                                "fmax", "fmin", "fmaximum", "fminimum"})


def atomic_operations(body: tuple[str, ...], param: str) -> frozenset[str]:
    """The ``atomicrmw`` operations on memory reached from ``param`` (``%name``); ``op*`` when the
    instruction's old value is used (then its value depends on the order of the updates)."""
    ptrs = _derived(body, param)
    out = set()
    text = "\n".join(body)
    for line in body:
        m = re.match(r"^\s*(%[-\w.$]+) = atomicrmw (?:volatile )?(\w+) ptr (%[-\w.$]+),", line)
        if m and m.group(3) in ptrs:
            used = len(re.findall(re.escape(m.group(1)) + r"(?![-\w.$])", text)) > 1
            out.add(m.group(2) + ("*" if used else ""))
    return frozenset(out)


def atomic_note(name: str, ops: frozenset[str]) -> str:
    """What fpsem does with the atomic updates of argument ``name``, in one line."""
    if all(o in ORDER_FREE_ATOMICS for o in ops):
        return f"{name} is updated atomically ({', '.join(sorted(ops))}): the result does not depend on the order"
    return (f"{name} is updated atomically ({', '.join(sorted(o.rstrip('*') for o in ops))}"
            f"{', its old value used' if any(o.endswith('*') for o in ops) else ''}), whose result depends on the "
            f"order of the updates: fpsem applies them in point order (the interpreter's and the host's; a GPU in "
            f"the order threads arrive, so its result may differ)")


def size_parameters(body: tuple[str, ...], int_params: list[str]) -> list[str]:
    """The integer parameters compared in an ``icmp`` (bounds checks), in parameter order."""
    used = set()
    for line in body:
        if re.search(r"= icmp ", line):
            used |= set(re.findall(_VAL, line))
    return [p for p in int_params if p in used]


def extent_parameters(body: tuple[str, ...], int_params: list[str],
                      thread: dict[str, set[str]]) -> dict[str, str]:
    """{dimension: integer parameter} from the bounds checks: an ``icmp`` between a value computed
    from one dimension's thread index (``thread[d]``) and one computed from a parameter alone
    (``n``, ``n - 1``, ``sext n``) names that parameter the dimension's extent (first found)."""
    from fpsem.kernels.importer.thread_index import taint

    all_thread = set().union(*thread.values()) if thread else set()
    derived = {p: taint(body, {p}) - all_thread for p in int_params}
    out: dict[str, str] = {}
    for line in body:
        if "= icmp " not in line:
            continue
        ops = set(re.findall(_VAL, line.split("= icmp ", 1)[1]))
        dims = [d for d, vals in thread.items() if ops & vals]
        if len(dims) != 1 or dims[0] in out:
            continue
        for p in int_params:
            if ops & derived[p]:
                out[dims[0]] = p
                break
    return out
