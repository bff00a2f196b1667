"""Sites: the instructions of a module that can carry fast-math flags, with stable ids.

A site id is ``@function#k``: the k-th flaggable instruction of the function in
program order.  Ids do not depend on flags, so they are stable across rewrites
(``fpsem rewrite --list-sites`` prints them; ``--sites`` selects them).
"""

from __future__ import annotations

from dataclasses import dataclass

import llvmlite.binding as llvm

from . import irtext
from .llvm import canonical_text


@dataclass(frozen=True)
class Site:
    """One instruction that can carry fast-math flags."""

    id: str
    function: str
    opcode: str
    line: int  # 1-based, in LLVM's printing of the module
    flags: frozenset[str]
    text: str


def list_sites(mod: llvm.ModuleRef, text: str | None = None) -> list[Site]:
    """Every flaggable instruction of ``mod`` with its stable id and current flags."""
    lines = (text if text is not None else canonical_text(mod)).splitlines()
    out: list[Site] = []
    counters: dict[str, int] = {}
    for loc in irtext.locate_instructions(mod, lines):
        if not loc.fp_typed:
            continue
        k = counters.get(loc.function, 0)
        counters[loc.function] = k + 1
        parts = irtext.split_instruction(lines[loc.line])
        assert parts is not None  # locate_instructions checked it
        out.append(
            Site(
                id=f"@{loc.function}#{k}",
                function=loc.function,
                opcode=loc.opcode,
                line=loc.line + 1,
                flags=irtext.flags_of(parts.flags),
                text=lines[loc.line].strip(),
            )
        )
    return out
