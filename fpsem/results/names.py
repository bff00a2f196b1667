"""Short kernel names for plots and narrow tables; the full name stays in tooltips and long tables.

Imported kernels are named by their (sanitised, lower-cased) symbol, so a C++ or Rust kernel's name
can be a mangled symbol such as ``z10saxpy_exppfs_fi`` or ``zn7mycrate6kernel17h0123456789abcdefe``.
The short name is the innermost identifier of an Itanium/Rust-legacy mangled name (``saxpy_exp``,
``kernel``), else the name itself shortened in the middle.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MAX = 22
_HASH = re.compile(r"h[0-9a-f]{16}")


def _mangled_parts(name: str) -> list[str] | None:
    """The <length><identifier> components of an Itanium/Rust-legacy mangled name (case-insensitive,
    leading underscores dropped), or None when the name is not one."""
    m = re.match(r"_*z(n?)(\d.*)", name, re.IGNORECASE)
    if not m:
        return None
    rest, parts = m.group(2), []
    while rest[:1].isdigit():
        n = re.match(r"\d+", rest)
        assert n is not None
        length = int(n.group())
        ident = rest[n.end():n.end() + length]
        if length == 0 or len(ident) < length:
            return None
        parts.append(ident)
        rest = rest[n.end() + length:]
        if not m.group(1):
            break  # a plain _Z<len><name><params>: one identifier
    return parts or None


def short_kernel_name(name: str, limit: int = MAX) -> str:
    """A short display name (see the module docstring)."""
    base, sep, tag = name.partition(" [")  # "name [hash]" of two kernels that share a name
    parts = _mangled_parts(base)
    if parts:
        parts = [p for p in parts if not _HASH.fullmatch(p)]
        base = "::".join(parts[-2:]) if len(parts) > 1 and len(parts[-1]) < 6 else parts[-1]
    if len(base) > limit:
        keep = limit - 1
        base = base[: (keep + 1) // 2] + "…" + base[len(base) - keep // 2:]
    return base + (f" [{tag}" if sep else "")


def short_names(names: Iterable[str], limit: int = MAX) -> dict[str, str]:
    """name -> short name, keeping the full name wherever two would read the same."""
    names = sorted(set(names))
    short = {n: short_kernel_name(n, limit) for n in names}
    seen: dict[str, int] = {}
    for s in short.values():
        seen[s] = seen.get(s, 0) + 1
    return {n: (s if seen[s] == 1 else n) for n, s in short.items()}
