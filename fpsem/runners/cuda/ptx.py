"""Read what a launcher needs from PTX text: entry points, their parameter types, constant globals.

The runner checks, before any launch, that an entry's parameter list matches the
arguments the kernel spec says to pass (count, and pointer / real / integer per
position), so that an ABI drift between a wrapper generator, a hand-written CUDA
baseline and the runner is a clear error instead of a kernel reading garbage.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fpsem.runners.cuda.faults import AbiMismatch

_ENTRY = re.compile(r"\.entry\s+([A-Za-z_$][\w$]*)\s*\(([^)]*)\)", re.S)
_PARAM_TYPE = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.(u64|s64|b64|f64|u32|s32|b32|f32|u16|s16|b16|u8|s8|b8)\b")
_CONST = re.compile(r"^\s*(?:\.visible\s+|\.extern\s+|\.weak\s+)?\.const\s+(?:\.align\s+(\d+)\s+)?"
                    r"\.(\w+)\s+([A-Za-z_$][\w$]*)(?:\[(\d+)\])?", re.M)
_TARGET = re.compile(r"^\s*\.target\s+(\w+)", re.M)
_VERSION = re.compile(r"^\s*\.version\s+([\d.]+)", re.M)

_SIZES = {"64": 8, "32": 4, "16": 2, "8": 1}

# What one spec argument looks like as a kernel parameter.
POINTER = "pointer"   # any array (global or constant) is passed as a 64-bit address
REAL64 = "f64"
REAL32 = "f32"
INT64 = "i64"
INT32 = "i32"  # a 32-bit integer parameter (an imported kernel's ``int n``)


@dataclass(frozen=True)
class PtxEntry:
    name: str
    param_types: tuple[str, ...]   # PTX type suffixes, e.g. ("u64", "f64")


@dataclass(frozen=True)
class PtxConst:
    name: str
    elem_type: str
    count: int      # elements (1 for a scalar)
    size_bytes: int


def entries(ptx: str) -> dict[str, PtxEntry]:
    """Every ``.entry`` of the PTX text with its parameter types, by name."""
    out: dict[str, PtxEntry] = {}
    for m in _ENTRY.finditer(ptx):
        params = tuple(pm.group(1) for pm in _PARAM_TYPE.finditer(m.group(2)))
        out[m.group(1)] = PtxEntry(m.group(1), params)
    return out


def const_globals(ptx: str) -> dict[str, PtxConst]:
    """Every module-scope ``.const`` variable: name, element type, element count, bytes."""
    out: dict[str, PtxConst] = {}
    for m in _CONST.finditer(ptx):
        _align, ty, name, count = m.groups()
        n = int(count) if count else 1
        width = _SIZES.get(re.sub(r"\D", "", ty) or "8", 1)
        out[name] = PtxConst(name, ty, n, n * width)
    return out


def target_of(ptx: str) -> str | None:
    """The ``.target`` the PTX was written for (e.g. ``sm_90``)."""
    m = _TARGET.search(ptx)
    return m.group(1) if m else None


def version_of(ptx: str) -> str | None:
    """The PTX ISA version (e.g. ``8.0``)."""
    m = _VERSION.search(ptx)
    return m.group(1) if m else None


def _matches(kind: str, ptx_type: str) -> bool:
    if kind in (POINTER, INT64):
        return ptx_type in ("u64", "s64", "b64")
    if kind == INT32:
        return ptx_type in ("u32", "s32", "b32")
    if kind == REAL64:
        return ptx_type in ("f64", "b64")
    if kind == REAL32:
        return ptx_type in ("f32", "b32")
    return False


def check_entry(entry: PtxEntry, expected: list[tuple[str, str]]) -> None:
    """Raise AbiMismatch unless ``entry`` takes exactly ``expected`` = [(arg name, kind), ...] in order."""
    if len(entry.param_types) != len(expected):
        names = ", ".join(n for n, _ in expected)
        raise AbiMismatch(f"{entry.name}: PTX entry takes {len(entry.param_types)} parameter(s), "
                          f"the spec passes {len(expected)} ({names})")
    for pos, ((name, kind), ptx_type) in enumerate(zip(expected, entry.param_types)):
        if not _matches(kind, ptx_type):
            raise AbiMismatch(f"{entry.name}: parameter {pos} ({name}) is .{ptx_type} in the PTX, "
                              f"the spec passes a {kind}")
