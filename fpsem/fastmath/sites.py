"""Sites: the instructions of a module that can carry fast-math flags, with stable ids.

A site id is ``@function#k``: the k-th flaggable instruction of the function in
program order.  Ids do not depend on flags, so they are stable across rewrites
(``fpsem rewrite --list-sites`` prints them; ``--sites`` selects them).

Sites are read off LLVM's printing of the parsed module (``fpsem.ir.text``):
which instructions exist and what their result types are is what LLVM read.
"""

from __future__ import annotations

from dataclasses import dataclass

import llvmlite.binding as llvm

from fpsem.ir import text as irtext


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
class SiteTable:
    """The sites of a scanned text, kept as positions: ``Site`` objects are made on demand.

    ``positions[j] = (function index, instruction index)`` of site j in ``scan``;
    site ids number the sites of each function from 0.
    """

    scan: irtext.Scan
    positions: list[tuple[int, int]]
    numbers: list[int]  # k of site j within its function

    def __len__(self) -> int:
        return len(self.positions)

    def instr(self, j: int) -> irtext.Instr:
        fi, ii = self.positions[j]
        return self.scan.functions[fi].instrs[ii]

    def function(self, j: int) -> str:
        return self.scan.functions[self.positions[j][0]].name

    def id(self, j: int) -> str:
        return f"@{self.function(j)}#{self.numbers[j]}"

    def flags(self, j: int) -> frozenset[str]:
        return irtext.flag_set(self.instr(j)[irtext.FLAGS])

    def site(self, j: int) -> Site:
        ins = self.instr(j)
        return Site(self.id(j), self.function(j), ins[irtext.OPCODE], ins[irtext.LINE] + 1,
                    irtext.flag_set(ins[irtext.FLAGS]), self.scan.lines[ins[irtext.LINE]].strip())

    def sites(self) -> list[Site]:
        return [self.site(j) for j in range(len(self.positions))]


def locate_sites(scanned: irtext.Scan) -> SiteTable:
    """Every flaggable instruction of a scanned printing (LangRef's rule, ``irtext.can_carry_flags``)."""
    positions: list[tuple[int, int]] = []
    numbers: list[int] = []
    carry = irtext.can_carry_flags
    always = irtext.ALWAYS_FLAGGABLE
    lines = scanned.lines
    for fi, fn in enumerate(scanned.functions):
        k = 0
        for ii, ins in enumerate(fn.instrs):
            op = ins[1]
            if op in always or carry(op, irtext.instr_code(lines[ins[0]], ins)):
                positions.append((fi, ii))
                numbers.append(k)
                k += 1
    return SiteTable(scanned, positions, numbers)


def sites_of_printing(printed: str) -> list[Site]:
    """The sites of LLVM's printing of a module."""
    return locate_sites(irtext.scan(printed)).sites()


def list_sites(mod: llvm.ModuleRef, text: str | None = None) -> list[Site]:
    """Every flaggable instruction of ``mod`` with its stable id and current flags.

    ``text``, when given, must be LLVM's printing of ``mod`` (saves printing it again).
    """
    return sites_of_printing(text if text is not None else str(mod))
