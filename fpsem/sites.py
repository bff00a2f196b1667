"""Sites: the instructions of a module that can carry fast-math flags, with stable ids.

A site id is ``@function#k``: the k-th flaggable instruction of the function in
program order.  Ids do not depend on flags, so they are stable across rewrites
(``fpsem rewrite --list-sites`` prints them; ``--sites`` selects them).

Sites are read off LLVM's printing of the parsed module (``fpsem.irtext``):
which instructions exist and what their result types are is what LLVM read.
"""

from __future__ import annotations

from dataclasses import dataclass

import llvmlite.binding as llvm

from . import flags as fm
from . import irtext


@dataclass(frozen=True)
class Site:
    """One instruction that can carry fast-math flags."""

    id: str
    function: str
    opcode: str
    line: int  # 1-based, in LLVM's printing of the module
    flags: frozenset[str]
    text: str


@dataclass(frozen=True)
class LocatedSite:
    """A site and where it sits in the scan of the printing: function index, instruction index."""

    site: Site
    fn: int
    instr: int


def locate_sites(lines: list[str], scanned: irtext.Scan) -> list[LocatedSite]:
    """Every flaggable instruction of a scanned printing (LangRef's rule, ``irtext.can_carry_flags``)."""
    out: list[LocatedSite] = []
    for fi, fn in enumerate(scanned.functions):
        k = 0
        for ii, ins in enumerate(fn.instrs):
            line = lines[ins.line]
            if irtext.can_carry_flags(ins.opcode, line[ins.flags_end:ins.code_end]):
                site = Site(f"@{fn.name}#{k}", fn.name, ins.opcode, ins.line + 1, fm.expand(ins.flags), line.strip())
                out.append(LocatedSite(site, fi, ii))
                k += 1
    return out


def sites_of_printing(printed: str) -> list[Site]:
    """The sites of LLVM's printing of a module."""
    return [s.site for s in locate_sites(printed.split("\n"), irtext.scan(printed))]


def list_sites(mod: llvm.ModuleRef, text: str | None = None) -> list[Site]:
    """Every flaggable instruction of ``mod`` with its stable id and current flags.

    ``text``, when given, must be LLVM's printing of ``mod`` (saves printing it again).
    """
    return sites_of_printing(text if text is not None else str(mod))
