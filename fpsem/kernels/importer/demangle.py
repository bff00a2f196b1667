"""Source-level names of compiled functions: Itanium C++ (``_Z...``) and Rust (``_R``/legacy) symbols.

The full demangling uses ``itanium_demangler`` (pure Python, in ``fpsem[source]``) where it is
installed; without it a small subset is read here: ``_Z`` + a plain or nested name
(``_ZN8rajaperf5lcals3eosEPd`` -> ``rajaperf::lcals::eos``), which is all a kernel key needs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class SourceName:
    """A symbol's demangled form (``display``) and its unqualified function name (``base``)."""

    symbol: str
    display: str
    base: str


def _nested(sym: str) -> list[str] | None:
    """The name components of ``_Z<len><name>`` or ``_ZN<len><name>...E`` (no substitutions, templates)."""
    m = re.match(r"_ZN?(?:[KVr]*)", sym)
    if not m or not sym.startswith("_Z"):
        return None
    i, parts = m.end(), []
    nested = sym.startswith("_ZN")
    while i < len(sym) and sym[i].isdigit():
        d = re.match(r"\d+", sym[i:])
        assert d
        n = int(d.group())
        i += len(d.group())
        parts.append(sym[i:i + n])
        i += n
        if not nested:
            break
    return parts or None


def demangle(symbol: str) -> SourceName:
    """The source-level name of ``symbol`` (itself when it is not mangled)."""
    if not symbol.startswith(("_Z", "_R")):
        return SourceName(symbol, symbol, symbol)
    display = None
    try:
        import itanium_demangler  # type: ignore[import-untyped]  # (no stubs)

        node = itanium_demangler.parse(symbol)
        display = str(node) if node is not None else None
    except Exception:  # noqa: BLE001 -- the demangler's own parse errors: fall back to the subset
        display = None
    parts = _nested(symbol)
    if display is None:
        display = "::".join(parts) if parts else symbol
    if parts:
        base = parts[-1]
    else:
        head = display.split("(")[0]
        base = re.split(r"::", re.sub(r"<.*>", "", head))[-1] or symbol
    if symbol.startswith("_R") or re.match(r"_ZN.*17h[0-9a-f]{16}E$", symbol):  # Rust: drop the hash component
        comps = [p for p in (parts or []) if not re.fullmatch(r"h[0-9a-f]{16}", p)]
        if comps:
            base, display = comps[-1], "::".join(comps)
    return SourceName(symbol, display, base)
