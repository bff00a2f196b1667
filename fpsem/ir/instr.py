"""Reading one instruction of a parsed module: the parts llvmlite does not give, taken from its text.

Both interpreters (:mod:`fpsem.ir.interp`, exact; :mod:`fpsem.ir.lanes`, lock-step machine floats)
walk llvmlite's values for structure (operands, blocks, phi edges) and read the rest here: the
predicate of a comparison, the source type of a ``getelementptr``, a shuffle mask, aggregate
indices, switch case values, what an ``alloca`` or ``atomicrmw`` does, a call's ``reassoc``.
Pure functions over llvmlite values and strings.
"""

from __future__ import annotations

import ctypes
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from fpsem.ir.text import attr_refs, split_top_level


def value_key(v: Any) -> int:
    """A value's identity (the address of its LLVM object): the key of its register slot."""
    return ctypes.cast(v._ptr, ctypes.c_void_p).value or 0


def call_operands(ins: Any, fail: Callable[[Any, str], Exception]) -> tuple[Any, list[Any]]:
    """A call's callee (a function) and its argument operands; ``fail(ins, why)`` raised for an indirect call or
    inline assembly (neither interpreter models them)."""
    *args, callee = ins.operands
    if callee.value_kind.name != "function":
        raise fail(ins, "indirect call or inline assembly")
    return callee, args


def body_text(ins: Any) -> str:
    """The instruction's text after ``%x = ``."""
    s = str(ins).strip()
    m = re.match(r"^%[-\w.$\"]+\s*=\s*", s)
    return s[m.end():] if m else s


def strip_metadata(text: str) -> str:
    """An instruction's text without its trailing ``, !name !N`` attachments."""
    return re.sub(r",\s*!.*$", "", text.strip())


def split_operands(text: str) -> list[str]:
    """The top-level comma-separated parts of ``text``, stripped, empty ones left out."""
    return [p.strip() for p in split_top_level(text) if p.strip()]


def predicate(ins: Any, allowed: Collection[str]) -> str | None:
    """The ``icmp``/``fcmp`` predicate word of the instruction (None when none of ``allowed`` is there)."""
    return next((w for w in body_text(ins).split()[1:] if w in allowed), None)


def gep_source_type(ins: Any) -> str:
    """The source element type (as text) of a ``getelementptr``."""
    rest = body_text(ins)[len("getelementptr"):].strip()
    while True:
        m = re.match(r"^(inbounds|nuw|nusw|inrange\([^)]*\))\s+", rest)
        if not m:
            return split_top_level(rest)[0].strip()
        rest = rest[m.end():]


def shuffle_mask(ins: Any, count: int) -> list[int] | None:
    """A ``shufflevector``'s mask, -1 for a poison element; None when it cannot be read."""
    parts = split_operands(strip_metadata(body_text(ins))[len("shufflevector"):])
    if len(parts) != 3:
        return None
    text = parts[2]
    if text.endswith("zeroinitializer"):
        return [0] * count
    if text.endswith(("poison", "undef")):
        return [-1] * count
    inner = text[text.index("<", text.index(">") + 1) + 1:text.rindex(">")]
    return [-1 if "poison" in p or "undef" in p else int(p.split()[-1]) for p in inner.split(",")]


def aggregate_indices(ins: Any) -> list[int]:
    """The constant indices of an ``extractvalue`` (after 1 operand) or ``insertvalue`` (after 2)."""
    n_ops = 1 if ins.opcode == "extractvalue" else 2
    parts = split_operands(strip_metadata(body_text(ins)).split(None, 1)[1])
    return [int(p) for p in parts[n_ops:]]


def switch_cases(ins: Any, bits: int) -> list[int]:
    """A ``switch``'s case values in order (LLVM 22 keeps them out of the operand list)."""
    return [int(v) & ((1 << bits) - 1) for v in re.findall(r"i\d+\s+(-?\d+)\s*,\s*label", str(ins))]


def alloca_parts(ins: Any) -> tuple[str, int] | None:
    """(allocated type as text, element count) of an ``alloca``; None when it cannot be read."""
    m = re.match(r"alloca\s+(?:inalloca\s+)?(.+?)(?:,\s*(i\d+)\s+(\d+))?(?:,\s*align\s+\d+)?(?:,\s*addrspace\(\d+\))?\s*$",
                 strip_metadata(body_text(ins)))
    if not m:
        return None
    return m.group(1), int(m.group(3)) if m.group(3) else 1


def atomic_operation(ins: Any) -> str:
    """The operation word of an ``atomicrmw`` (``add``, ``fadd``, ``umax``, ...)."""
    m = re.match(r"atomicrmw\s+(?:volatile\s+)?(\w+)\s", strip_metadata(body_text(ins)))
    return m.group(1) if m else ""


def reassociable(ins: Any) -> bool:
    """The call or operation carries ``reassoc`` (or ``fast``)."""
    return bool(re.search(r"\b(reassoc|fast)\b", str(ins).split("@")[0]))


def address_space(type_text: str) -> int:
    """The address space of a pointer type as printed (0 when none is written)."""
    m = re.search(r"addrspace\((\d+)\)", type_text)
    return int(m.group(1)) if m else 0


def dims3(v: int | Sequence[int]) -> tuple[int, int, int] | None:
    """1 to 3 positive sizes as (x, y, z) with missing ones 1; None when ``v`` is not such sizes."""
    try:
        t = (int(v),) if isinstance(v, int) or hasattr(v, "__index__") else tuple(int(x) for x in v)
    except (TypeError, ValueError):
        return None
    if not 1 <= len(t) <= 3 or any(x < 1 for x in t):
        return None
    return (t + (1, 1))[:3]  # type: ignore[return-value]


_TRAPS = ("llvm.trap", "llvm.ubsantrap", "abort", "exit", "__assertfail", "__assert_fail")


def does_not_return(call: Any, callee: Any, groups: Mapping[int, str]) -> bool:
    """The call goes to a function that never returns: a trap, or one marked ``noreturn`` at the call or its
    declaration (directly or through an attribute group, ``groups``: id -> body); a panic, an abort."""
    if callee.name in _TRAPS:
        return True
    for code in (str(call), str(callee).split("{")[0]):
        if re.search(r"\bnoreturn\b", code) or any(re.search(r"\bnoreturn\b", groups.get(g, "")) for g in attr_refs(code)):
            return True
    return False
