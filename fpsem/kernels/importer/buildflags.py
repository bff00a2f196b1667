"""How the user's own build treated floating point: recorded at import, warned about when it was not strict.

Read from the compiled IR: the fast-math flags on its instructions, the FP function attributes
clang and rustc set for ``-ffast-math``, ``-ffinite-math-only``, ``-fno-signed-zeros`` and the like
(``"unsafe-fp-math"``, ``"no-nans-fp-math"``, ...), the producer (``!llvm.ident``), and the
compile command when fpsem ran it.  Reassociation leaves traces even where the flags were
stripped: a multiplication by a constant that is the (rounded) reciprocal of a small integer
(``x/6.0`` became ``x*0x3FC5555555555555``) is one.  :func:`warnings` says what follows: the
strict form of such IR is not the user's strict program, and ``as-built`` carries what the
build carried (``contract`` alone is clang CUDA's and HIP's default, not a warning).
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass

from fpsem.kernels.importer.llvm_text import SourceModule

_FP_ATTRS = ("unsafe-fp-math", "no-nans-fp-math", "no-infs-fp-math", "no-signed-zeros-fp-math",
             "approx-func-fp-math", "less-precise-fpmad")
VALUE_CHANGING = frozenset({"fast", "reassoc", "nnan", "ninf", "nsz", "arcp", "afn"})
_FMUL_CONST = re.compile(r"= fmul (?:[a-z]+ )*double (?:%[-\w.$]+, )?(0x[0-9A-Fa-f]{16}|[-+]?\d\.\d+e[-+]\d+)")


@dataclass(frozen=True)
class BuildFlags:
    """What the source's build did to floating point (see the module docstring)."""

    instruction_flags: frozenset[str]
    attributes: tuple[str, ...]  # FP function attributes set true, e.g. "no-nans-fp-math"
    producer: str
    reciprocals: tuple[str, ...]  # constants 1/k found as multipliers, e.g. "1/6"
    command: str = ""

    @property
    def fast_math(self) -> bool:
        return bool(self.instruction_flags & VALUE_CHANGING or self.attributes or self.reciprocals)

    def summary(self) -> str:
        parts = [f"instruction flags: {' '.join(sorted(self.instruction_flags)) or 'none'}"]
        if self.attributes:
            parts.append(f"attributes: {', '.join(self.attributes)}")
        if self.producer:
            parts.append(f"compiler: {self.producer}")
        if self.command:
            parts.append(f"command: {self.command}")
        return "; ".join(parts)

    def warnings(self) -> list[str]:
        out = []
        if self.instruction_flags & VALUE_CHANGING or self.attributes:
            what = sorted(self.instruction_flags & VALUE_CHANGING) + list(self.attributes)
            out.append(f"the IR was compiled with fast-math ({', '.join(what)}): it may already be reassociated "
                       f"or simplified, so its strict variant is not your strict program; recompile without "
                       f"-ffast-math/-ffinite-math-only for a strict baseline (as-built reproduces the flags)")
        if self.reciprocals:
            out.append(f"multiplications by {', '.join(self.reciprocals)} look like divisions the compiler "
                       f"turned into reciprocal multiplies (reassociation): the strict variant keeps them")
        return out


def _double(tok: str) -> float:
    if tok.startswith("0x"):
        return struct.unpack(">d", bytes.fromhex(tok[2:]))[0]
    return float(tok)


def reciprocal_constants(body: tuple[str, ...]) -> tuple[str, ...]:
    """``1/k`` for each multiplier that is the double nearest 1/k for an integer k >= 3 that is no power of 2."""
    found = []
    for line in body:
        m = _FMUL_CONST.search(line)
        if not m:
            continue
        c = _double(m.group(1))
        if c == 0.0 or abs(c) >= 1.0:
            continue
        k = round(1.0 / abs(c))
        if k >= 3 and k & (k - 1) and 1.0 / k == abs(c) and f"1/{k}" not in found:
            found.append(f"1/{k}")
    return tuple(found)


def build_flags(mod: SourceModule, functions: list[str], instruction_flags: frozenset[str],
                command: str = "") -> BuildFlags:
    """The build facts of ``functions`` (the entry and what it calls) in ``mod``."""
    attrs = []
    for key, body in mod.metadata.items():
        if key.startswith("attributes #"):
            for a in _FP_ATTRS:
                if f'"{a}"="true"' in body and a not in attrs:
                    attrs.append(a)
    producer = ""
    m = re.search(r'"((?:clang|rustc)[^"]*version[^"]*)"', mod.ident) or re.search(r'!"([^"]*version[^"]*)"',
                                                                                   mod.ident)
    if m:
        producer = m.group(1)
    recips: list[str] = []
    for f in functions:
        if f in mod.functions:
            recips += [r for r in reciprocal_constants(mod.functions[f].body) if r not in recips]
    return BuildFlags(instruction_flags, tuple(attrs), producer, tuple(recips), command)
