"""Read-only tables in GPU constant memory, imported as array arguments of known constant extent.

A CUDA kernel may read a small table from a ``__constant__`` module global (RAJAPerf's FIR reads
its 16 coefficients from ``__constant__ Real_type coeff[16]``); clang emits it as
``@coeff = ... addrspace(4) externally_initialized constant [16 x double] zeroinitializer`` and
the kernel reads it through ``ptr addrspacecast (ptr addrspace(4) @coeff to ptr)``.  fpsem
kernels take all data as arguments, so the import makes the table a trailing pointer parameter
named after the global, with the global's element count as its length; its spec argument is
``constant = true``, so fpsem's NVPTX entry puts it back in constant memory (a module global in
address space 4 the launcher fills before the launch) and the AMDGPU entry gives it uniform
loads.  The kernel's arithmetic is untouched: only where the table's address comes from changes.

Pure functions on the importer's text; anything else that names such a global (a constant
offset into it, a store, another address space) stays a module-global use, which the importer
refuses as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

# @name = [linkage ...] addrspace(4) [externally_initialized] constant|global [N x double|float] ...
_TABLE = re.compile(r"^@([-\w.$]+)\s*=\s*(?:[\w()]+\s+)*?addrspace\(4\)\s+(?:externally_initialized\s+)?"
                    r"(?:constant|global)\s+\[(\d+)\s+x\s+(double|float)\]")


@dataclass(frozen=True)
class ConstantTable:
    """A module global in constant memory that a kernel reads as a table."""

    name: str  # the global's name (without @); also the parameter's
    length: int  # elements
    elem: str  # double | float


def constant_tables(global_lines: Iterable[str]) -> dict[str, ConstantTable]:
    """Every ``[N x double|float]`` module global in address space 4, by name."""
    out = {}
    for line in global_lines:
        m = _TABLE.match(line.strip())
        if m:
            out[m.group(1)] = ConstantTable(m.group(1), int(m.group(2)), m.group(3))
    return out


def _cast(name: str) -> re.Pattern[str]:
    """The generic pointer to the table: ``ptr addrspacecast (ptr addrspace(4) @name to ptr)``."""
    return re.compile(rf"ptr addrspacecast \(ptr addrspace\(4\) @{re.escape(name)} to ptr\)")


def tables_as_parameters(body: tuple[str, ...], tables: dict[str, ConstantTable]) \
        -> tuple[tuple[str, ...], tuple[ConstantTable, ...]]:
    """``body`` with every generic pointer to a table replaced by the parameter ``%<name>``, and the tables so used.

    A table whose name is already a local value of the body is left alone (its global use is then refused
    downstream), as is any other form of reference to it.
    """
    used = []
    out = body
    for t in tables.values():
        pat = _cast(t.name)
        if not any(pat.search(line) for line in out):
            continue
        if any(re.search(rf"%{re.escape(t.name)}(?![-\w.$])", line) for line in out):
            continue
        out = tuple(pat.sub(f"ptr %{t.name}", line) for line in out)
        used.append(t)
    return out, tuple(used)
