"""LLVM types as fpsem's interpreters need them: kinds, sizes, alignments, struct layouts.

:func:`parse_type` reads a type as LLVM prints it (``double``, ``i32``, ``ptr addrspace(3)``,
``[4 x double]``, ``<2 x double>``, ``{ double, i32 }``, ``<{ i8, i32 }>``, ``%struct.S``);
named struct types resolve through a table read from the module text
(:func:`named_types`).  Sizes follow LLVM's default data layout rules (natural alignment, a
struct's fields padded to their alignment, vectors aligned to their power-of-two size), with
pointer widths per address space taken from the module's ``target datalayout`` when given
(:func:`pointer_widths`; AMDGPU's LDS and private pointers are 32 bits).

Pure functions over strings; no llvmlite.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from fpsem.core.errors import UsageError
from fpsem.ir.text import split_top_level


class IRTypeError(UsageError):
    """A type the interpreters do not model (x86_fp80, scalable vectors, opaque structs, ...)."""


FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64}


@dataclass(frozen=True)
class IRType:
    """A first-class LLVM type.

    ``kind`` is ``int`` (``bits``), ``float`` (``bits``; ``name`` tells half from bfloat),
    ``ptr`` (``addrspace``, ``bits`` its width), ``array``/``vector`` (``count`` x ``elem``),
    ``struct`` (``fields``, ``packed``), ``void`` or ``label``/``metadata``/``token`` (not values).
    """

    kind: str
    bits: int = 0
    count: int = 0
    elem: IRType | None = None
    fields: tuple[IRType, ...] = ()
    packed: bool = False
    addrspace: int = 0
    name: str = ""

    # ---- layout
    @property
    def align(self) -> int:
        """ABI alignment in bytes."""
        if self.kind in ("int", "float", "ptr"):
            return _pow2_at_least(max(1, (self.bits + 7) // 8))
        if self.kind == "array" and self.elem is not None:
            return self.elem.align
        if self.kind == "vector":
            return _pow2_at_least(self.store_size)
        if self.kind == "struct":
            return 1 if self.packed else max((f.align for f in self.fields), default=1)
        raise IRTypeError(f"type {self} has no alignment")

    @property
    def store_size(self) -> int:
        """Bytes a store of this type writes."""
        if self.kind in ("int", "float", "ptr"):
            return max(1, (self.bits + 7) // 8)
        if self.kind == "vector" and self.elem is not None:
            return (self.count * self.elem.bits + 7) // 8 if self.elem.kind != "ptr" else self.count * self.elem.size
        return self.size

    @property
    def size(self) -> int:
        """Allocation size in bytes (the stride of an array of this type)."""
        if self.kind in ("int", "float", "ptr", "vector"):
            return _round_up(self.store_size, self.align)
        if self.kind == "array" and self.elem is not None:
            return self.count * self.elem.size
        if self.kind == "struct":
            offs = self.field_offsets
            end = offs[-1] + self.fields[-1].size if self.fields else 0
            return _round_up(end, self.align)
        raise IRTypeError(f"type {self} has no size")

    @property
    def field_offsets(self) -> tuple[int, ...]:
        """Byte offset of each field of a struct."""
        out, off = [], 0
        for f in self.fields:
            if not self.packed:
                off = _round_up(off, f.align)
            out.append(off)
            off += f.size
        return tuple(out)

    # ---- predicates
    @property
    def is_fp(self) -> bool:
        """A float, or a vector of floats."""
        return self.kind == "float" or (self.kind == "vector" and self.elem is not None and self.elem.kind == "float")

    @property
    def scalar(self) -> IRType:
        """The element type of a vector, else the type itself."""
        return self.elem if self.kind == "vector" and self.elem is not None else self

    @property
    def lanes(self) -> int:
        """Vector width (0 for a scalar)."""
        return self.count if self.kind == "vector" else 0

    def __str__(self) -> str:
        if self.kind == "float":
            return self.name or {16: "half", 32: "float", 64: "double"}[self.bits]
        if self.kind == "int":
            return f"i{self.bits}"
        if self.kind == "ptr":
            return f"ptr addrspace({self.addrspace})" if self.addrspace else "ptr"
        if self.kind == "array":
            return f"[{self.count} x {self.elem}]"
        if self.kind == "vector":
            return f"<{self.count} x {self.elem}>"
        if self.kind == "struct":
            body = "{ " + ", ".join(str(f) for f in self.fields) + " }" if self.fields else "{}"
            return self.name or (f"<{body}>" if self.packed else body)
        return self.kind


def _pow2_at_least(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


def _round_up(n: int, a: int) -> int:
    return (n + a - 1) // a * a


_ARRAY = re.compile(r"^\[\s*(\d+)\s+x\s+(.+)\]$", re.S)
_VECTOR = re.compile(r"^<\s*(\d+)\s+x\s+(.+)>$", re.S)
_PTR = re.compile(r"^ptr(?:\s+addrspace\((\d+)\))?$")
_DL_PTR = re.compile(r"(?:^|-)p(\d*):(\d+):")
_NAMED_TYPE = re.compile(r"^(%(?:\"[^\"]*\"|[-\w.$]+))\s*=\s*type\s+(.*?)\s*$", re.M)


def pointer_widths(datalayout: str) -> dict[int, int]:
    """Pointer width in bits per address space from a ``target datalayout`` string (64 by default)."""
    out: dict[int, int] = {}
    for m in _DL_PTR.finditer(datalayout):
        out[int(m.group(1) or 0)] = int(m.group(2))
    return out


def parse_type(text: str, named: Mapping[str, IRType] | None = None,
               pointer_bits: Mapping[int, int] | None = None) -> IRType:
    """Parse an LLVM type as printed; raise IRTypeError for a type not modelled."""
    t = text.strip()
    if t in FLOAT_BITS:
        return IRType("float", FLOAT_BITS[t], name=t if t == "bfloat" else "")
    if re.fullmatch(r"i\d+", t):
        return IRType("int", int(t[1:]))
    m = _PTR.match(t)
    if m:
        space = int(m.group(1) or 0)
        return IRType("ptr", (pointer_bits or {}).get(space, 64), addrspace=space)
    if t in ("void", "label", "metadata", "token"):
        return IRType(t)
    m = _ARRAY.match(t)
    if m:
        return IRType("array", count=int(m.group(1)), elem=parse_type(m.group(2), named, pointer_bits))
    m = _VECTOR.match(t)
    if m and not m.group(2).strip().startswith("{"):
        if m.group(2).lstrip().startswith("vscale"):
            raise IRTypeError(f"scalable vector type '{t}' is not supported")
        return IRType("vector", count=int(m.group(1)), elem=parse_type(m.group(2), named, pointer_bits))
    if t.startswith("<{") and t.endswith("}>"):
        return _struct(t[2:-2], True, named, pointer_bits)
    if t.startswith("{") and t.endswith("}"):
        return _struct(t[1:-1], False, named, pointer_bits)
    if t.startswith("%"):
        if named is not None and t in named:
            return named[t]
        raise IRTypeError(f"named type '{t}' is not defined (or is opaque)")
    raise IRTypeError(f"type '{t}' is not supported by fpsem's interpreters")


def _struct(body: str, packed: bool, named, pointer_bits) -> IRType:
    parts = [p for p in split_top_level(body) if p.strip()] if body.strip() else []
    return IRType("struct", fields=tuple(parse_type(p, named, pointer_bits) for p in parts), packed=packed)


def named_types(module_text: str, pointer_bits: Mapping[int, int] | None = None) -> dict[str, IRType]:
    """The module's named struct types (``%T = type { ... }``), resolved in any order; opaque ones left out."""
    bodies = {m.group(1): m.group(2) for m in _NAMED_TYPE.finditer(module_text)}
    out: dict[str, IRType] = {}
    pending = {k: v for k, v in bodies.items() if v.strip() != "opaque"}
    for _ in range(len(pending) + 1):
        progressed = False
        for name, body in list(pending.items()):
            try:
                t = parse_type(body, out, pointer_bits)
            except IRTypeError:
                continue
            out[name] = IRType(t.kind, t.bits, t.count, t.elem, t.fields, t.packed, t.addrspace, name)
            del pending[name]
            progressed = True
        if not progressed:
            break
    return out


def gep_offset(src: IRType, indices: list[int] | tuple[int, ...]) -> int:
    """The byte offset of a ``getelementptr`` over ``src`` with constant ``indices``."""
    off = indices[0] * src.size if indices else 0
    t = src
    for i in indices[1:]:
        if t.kind == "struct":
            off += t.field_offsets[i]
            t = t.fields[i]
        elif t.kind in ("array", "vector") and t.elem is not None:
            off += i * t.elem.size
            t = t.elem
        else:
            raise IRTypeError(f"getelementptr index into {t}")
    return off


def gep_plan(src: IRType, count: int, constant_index) -> list[tuple[bool, int]]:
    """What each of a ``getelementptr``'s ``count`` indices does over source type ``src``: ``(True, offset)`` for
    a struct field (its index, ``constant_index(k)``, must be a constant), ``(False, size)`` for an index that
    steps over elements of ``size`` bytes."""
    out: list[tuple[bool, int]] = []
    t = src
    for k in range(count):
        if k > 0:
            if t.kind == "struct":
                c = constant_index(k)
                if c is None:
                    raise IRTypeError("a struct index that is not a constant")
                out.append((True, t.field_offsets[c]))
                t = t.fields[c]
                continue
            if t.kind not in ("array", "vector") or t.elem is None:
                raise IRTypeError(f"getelementptr index into {t}")
            t = t.elem
        out.append((False, t.size))
    return out
