"""Derive a kernel's f32 IR from its f64 IR: values *and* memory layout, or a one-line refusal.

Replacing ``double`` by ``float`` is not enough for compiler output: clang writes
``align 8`` on loads and stores and addresses memory with byte offsets
(``getelementptr inbounds i8, ptr %p, i64 8``, ``mul i64 %i, 96``), all of which
describe the f64 layout.  Kept as they are in an f32 kernel they read the wrong
element (or misaligned memory) and the kernel computes garbage without a word.

Re-typed here, line by line, with each value's provenance:

* types: ``double`` -> ``float``, ``.f64`` intrinsic suffixes -> ``.f32``, vectors keep
  their element count (``<2 x double>`` -> ``<2 x float>``), arrays too;
* constants: rounded to float (``fpsem.kernels.gen_f32.f32_literal``);
* ``align A`` on a real load/store -> ``A/2`` (at least the new element size);
* byte offsets into real memory: a constant ``i8`` GEP offset on a pointer derived from
  a real array is halved; a variable one must be ``mul``/``shl`` by a constant used only
  as that offset, and its constant is halved.  Odd byte offsets are refused.

Refused in one line, because the new layout cannot be derived from the text alone:
bit casts and integer views of real values, ``ptrtoint``/``inttoptr``, ``alloca`` of bytes (of reals and wider integers is fine),
``memcpy``/``memset`` (byte counts), byte offsets of unknown provenance, and any ``i8``
GEP whose base might point into a mix of real and integer data.
"""

from __future__ import annotations

import re

from fpsem.core.errors import ImportRefused, SpecError
from fpsem.kernels.f32text import convert_line, split_comment

_DEF = re.compile(r"^\s*(%[-\w.$]+) = (.*)$")
_VAL = r"%[-\w.$]+"
_REFUSE = (
    (re.compile(r"\bbitcast (double|<\d+ x double>) "), "reinterprets a real value's bits (bitcast)"),
    (re.compile(r"\bbitcast (i64|<\d+ x i64>) .* to (double|<\d+ x double>)"), "reinterprets integer bits as a real (bitcast)"),
    (re.compile(r"\b(ptrtoint|inttoptr)\b"), "converts between pointers and integers"),
    (re.compile(r"@llvm\.(memcpy|memmove|memset)"), "copies or sets memory by byte count"),
    (re.compile(r"= alloca (?!(?:double|i1|i16|i32|i64)\b|\[\d+ x (?:double|i1|i16|i32|i64)\])"),
     "allocates stack memory by bytes"),
)


def _refuse_unretypable(lines: list[str], where: str) -> None:
    for line in lines:
        for pat, what in _REFUSE:
            if pat.search(line):
                raise ImportRefused(f"{where}: cannot derive the f32 kernel: the IR {what}: {line.strip()[:100]}")


def _real_pointers(codes: list[str]) -> set[str]:
    """Values that point into real (double) memory: bases of double loads/stores and their GEP ancestors/descendants."""
    parent: dict[str, str] = {}
    for c in codes:
        m = _DEF.match(c)
        if m:
            g = re.match(r"getelementptr (?:inbounds |nuw |nusw )*[^,]+, ptr (%[-\w.$]+)", m.group(2))
            if g:
                parent[m.group(1)] = g.group(1)
    real: set[str] = set()
    for c in codes:
        for m in re.finditer(r"(?:load (?:double|<\d+ x double>), ptr|store (?:double|<\d+ x double>) [^,]+, ptr) "
                             r"(%[-\w.$]+)", c):
            real.add(m.group(1))
        m = _DEF.match(c)
        if m and re.match(r"getelementptr (?:inbounds |nuw |nusw )*(double|\[\d+ x double\]|<\d+ x double>),", m.group(2)):
            g = re.search(r"ptr (%[-\w.$]+)", m.group(2))
            if g:
                real.add(g.group(1))
    # close over the GEP tree: a pointer is real if its root is (every array holds one type)
    def root(v: str) -> str:
        seen = set()
        while v in parent and v not in seen:
            seen.add(v)
            v = parent[v]
        return v
    roots = {root(v) for v in real}
    return {v for v in set(parent) | set(parent.values()) | real if root(v) in roots}


def _int_pointers(codes: list[str]) -> set[str]:
    out = set()
    for c in codes:
        for m in re.finditer(r"(?:load (?:i64|i32|<\d+ x i64>), ptr|store (?:i64|i32|<\d+ x i64>) [^,]+, ptr) (%[-\w.$]+)", c):
            out.add(m.group(1))
    return out


def retype_lines(lines: list[str], where: str) -> list[str]:
    """The f32 memory layout of IR lines: alignments and byte offsets re-typed, comments kept.

    Types and constants are left to the caller (``gen_f32.convert_line``), which converts
    each line on its own; this pass needs the whole function to know each pointer's provenance.
    """
    codes = [split_comment(l)[0] for l in lines]
    _refuse_unretypable(codes, where)
    real = _real_pointers(codes)
    ints = _int_pointers(codes)
    defs = {m.group(1): m.group(2) for c in codes if (m := _DEF.match(c))}
    uses: dict[str, int] = {}
    for c in codes:
        for v in re.findall(_VAL, c):
            uses[v] = uses.get(v, 0) + 1
    halve: set[str] = set()  # byte-multiplier values whose constant is halved
    out_codes = list(codes)
    for i, c in enumerate(codes):
        m = re.search(r"getelementptr ((?:inbounds |nuw |nusw )*)i8, ptr (%[-\w.$]+), (i64|i32) (-?\d+|%[-\w.$]+)", c)
        if not m:
            continue
        base, off = m.group(2), m.group(4)
        if base in ints and base not in real:
            continue  # byte offsets into integer data keep their layout
        if base not in real:
            raise ImportRefused(f"{where}: cannot derive the f32 kernel: byte offset on {base}, whose element "
                                f"type is unknown: {c.strip()[:100]}")
        if off.lstrip("-").isdigit():
            if int(off) % 8:
                raise ImportRefused(f"{where}: cannot derive the f32 kernel: byte offset {off} is not a whole "
                                    f"number of doubles: {c.strip()[:100]}")
            out_codes[i] = c[:m.start(4)] + str(int(off) // 2) + c[m.end(4):]
            continue
        rhs = defs.get(off, "")
        k = re.match(r"(mul|shl) ((?:nuw |nsw )*)(i64|i32) (%[-\w.$]+), (\d+)$", rhs) or \
            re.match(r"(mul)() ?((?:nuw |nsw )*)(?:i64|i32) (\d+), (%[-\w.$]+)$", rhs)
        if not k or uses.get(off, 0) != 2:  # its definition and this GEP
            raise ImportRefused(f"{where}: cannot derive the f32 kernel: byte offset {off} = {rhs or '?'} is not "
                                f"a constant multiple used only as this offset")
        const = int(k.group(5)) if k.group(1) == "shl" or k.group(5).isdigit() else int(k.group(4))
        if (k.group(1) == "mul" and const % 8) or (k.group(1) == "shl" and const < 3):
            raise ImportRefused(f"{where}: cannot derive the f32 kernel: byte stride {rhs} is not a whole number "
                                f"of doubles")
        halve.add(off)
    result = []
    for i, line in enumerate(lines):
        code, comment = split_comment(line)
        code = out_codes[i]
        m = _DEF.match(code)
        if m and m.group(1) in halve:
            code = re.sub(r"(mul (?:nuw |nsw )*(?:i64|i32) (?:%[-\w.$]+, )?)(\d+)",
                          lambda mm: mm.group(1) + str(int(mm.group(2)) // 2), code, count=1)
            code = re.sub(r"(shl (?:nuw |nsw )*(?:i64|i32) %[-\w.$]+, )(\d+)$",
                          lambda mm: mm.group(1) + str(int(mm.group(2)) - 1), code)
        a = re.search(r"\b(load|store) (double|<\d+ x double>)\b.*, align (\d+)", code)
        if a:  # every size and offset halves, so does every alignment
            code = code[:a.start(3)] + str(max(1, int(a.group(3)) // 2)) + code[a.end(3):]
        result.append(code + comment)
    return result


def f64_to_f32(f64_text: str, where: str) -> str:
    """The f32 kernel derived from an imported kernel's f64 IR (ImportRefused when it cannot be derived)."""

    try:
        lines = [convert_line(l) for l in retype_lines(f64_text.splitlines(), where)]
    except SpecError as e:  # a constant that overflows float
        raise ImportRefused(f"{where}: cannot derive the f32 kernel: {e}") from None
    header = ["; f32 form derived by fpsem.kernels.retype: values, constants, alignments and byte offsets re-typed."]
    return "\n".join(header + lines) + "\n"
