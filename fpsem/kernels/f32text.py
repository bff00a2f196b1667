"""f64 IR text to f32, line by line: types, intrinsic suffixes and constants (rounded to float).

Shared by the generator of the built-in suite's f32 files (:mod:`.gen_f32`) and the importer's
f32 derivation (``fpsem.kernels.retype``), which first re-types the memory layout.
"""

from __future__ import annotations

import re
import struct

import numpy as np

from fpsem.core.errors import SpecError
from fpsem.ir.text import code_end

# An FP literal as a token of its own: decimal with a point (LLVM's integers have none) or 64-bit hex.
_DEC = r"[-+]?\d+\.\d*(?:[eE][-+]?\d+)?"
_HEX = r"0x[0-9A-Fa-f]{16}"
_LITERAL = re.compile(rf"(?<![\w.%@$\-+])({_DEC}|{_HEX})(?![\w.])")
_DOUBLE = re.compile(r"\bdouble\b")
_INTRINSIC_F64 = re.compile(r"(@llvm\.[A-Za-z0-9_.]*?)\.f64\b")


def split_comment(line: str) -> tuple[str, str]:
    """(code, comment) of one IR line; the comment starts at the first ``;`` outside a string."""
    i = code_end(line)
    return line[:i], line[i:]


def _literal_value(tok: str) -> float:
    if tok.lower().startswith("0x"):
        return struct.unpack("<d", int(tok, 16).to_bytes(8, "little"))[0]
    return float(tok)


def f32_literal(tok: str) -> tuple[str, bool]:
    """The float spelling of an f64 literal and whether its value changed.

    Raises SpecError when the constant does not fit in float (it would become infinite).
    """
    v = _literal_value(tok)
    with np.errstate(over="ignore"):
        f = float(np.float32(v))
    if np.isinf(f) and not np.isinf(v):
        raise SpecError(f"constant {tok} overflows float")
    if f == v and not tok.lower().startswith("0x"):
        return tok, False
    bits = struct.unpack("<Q", struct.pack("<d", f))[0]
    return f"0x{bits:016X}", f != v


def convert_line(line: str) -> str:
    """One f64 IR line in its f32 form."""
    code, comment = split_comment(line)
    rounded: list[str] = []

    def repl(m: re.Match) -> str:
        new, changed = f32_literal(m.group(1))
        if changed:
            rounded.append(m.group(1))
        return new

    code = _LITERAL.sub(repl, code)
    code = _DOUBLE.sub("float", code)
    code = _INTRINSIC_F64.sub(r"\1.f32", code)
    if rounded:
        note = f"({', '.join(rounded)} rounded to float)"
        comment = f"{comment}  {note}" if comment else f"; {note}"
        if not code.endswith(" "):
            code += "  "
    return code + comment
