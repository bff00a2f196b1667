"""Structure of LLVM's canonical IR text: functions, instruction lines, flag tokens, attributes.

llvmlite's binding has no API to set instruction flags, so the rewriter edits
text.  It only ever edits *LLVM's own printing* of a module (one instruction
per line, flags right after the opcode, function attributes in ``#N``
groups), which this module knows how to take apart.  LLVM's binding says
which instructions exist and what their types are; this module says where
they are in the text.

Pure functions over strings and llvmlite values; no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

import llvmlite.binding as llvm

from . import flags as fm
from .errors import RewriteError

_FLAG_ALT = "|".join(fm.ALL_FLAGS + (fm.FAST,))
# An instruction line: [%name = ][tail |musttail |notail ]opcode[ flag]* rest
_INSTR_RE = re.compile(
    r"^(?P<prefix>\s+(?:%(?:\"(?:[^\"\\]|\\.)*\"|[-\w.$]+) = )?(?:(?:tail|musttail|notail) )?)"
    r"(?P<opcode>[a-z][a-z0-9_]*)"
    rf"(?P<flags>(?: (?:{_FLAG_ALT}))*)"
    r"(?P<rest>(?:[ ,].*)?)$"
)
_DEFINE_RE = re.compile(r"^define\b.*?@(?P<name>\"(?:[^\"\\]|\\.)*\"|[-\w.$]+)\(")
_LABEL_RE = re.compile(r"^(?:\"(?:[^\"\\]|\\.)*\"|[-\w.$]+):")
_ATTR_GROUP_RE = re.compile(r"^attributes #(?P<id>\d+) = \{ (?P<body>.*) \}\s*$")
_ATTR_REF_RE = re.compile(r"(?<=\s)#(\d+)\b")
_STR_ATTR_RE = re.compile(r"\"(?P<key>[^\"]+)\"(?:=\"(?P<val>[^\"]*)\")?")
NOFPCLASS_RE = re.compile(r"nofpclass\((?P<classes>[^)]*)\)")
_DBG_RE = re.compile(r"!dbg !(\d+)")
_ATTACHMENTS_RE = re.compile(r"(?:, ![-\w.]+ !\d+)+$")


def has_attachments(line: str) -> bool:
    """True when an instruction line ends in metadata attachments (``, !dbg !7``)."""
    return bool(_ATTACHMENTS_RE.search(line))


def strip_attachments(line: str) -> str:
    return _ATTACHMENTS_RE.sub("", line)


@dataclass(frozen=True)
class InstrParts:
    """An instruction line split around its opcode and fast-math flag tokens."""

    prefix: str
    opcode: str
    flags: tuple[str, ...]
    rest: str

    def with_flags(self, tokens: list[str]) -> str:
        return self.prefix + self.opcode + "".join(" " + t for t in tokens) + self.rest


def split_instruction(line: str) -> InstrParts | None:
    """Split one instruction line; None for a line that is not an instruction."""
    m = _INSTR_RE.match(line)
    if not m:
        return None
    return InstrParts(m["prefix"], m["opcode"], tuple(m["flags"].split()), m["rest"])


def flags_of(tokens: tuple[str, ...] | list[str]) -> frozenset[str]:
    return fm.expand(tokens)


@dataclass(frozen=True)
class InstrLoc:
    """Where one instruction of a defined function sits in the canonical text."""

    function: str
    index: int  # position among all instructions of the function
    line: int  # 0-based index of its first line in the text
    opcode: str
    fp_typed: bool  # may carry fast-math flags


def is_fp_type(ty: llvm.TypeRef) -> bool:
    """FP scalar, vector of FP, array of FP, or homogeneous literal struct of FP: what FMF accept."""
    kind = ty.type_kind
    if kind in (llvm.TypeKind.half, llvm.TypeKind.bfloat, llvm.TypeKind.float, llvm.TypeKind.double,
                llvm.TypeKind.x86_fp80, llvm.TypeKind.fp128, llvm.TypeKind.ppc_fp128):
        return True
    if ty.is_vector or ty.is_array:
        return all(is_fp_type(e) for e in ty.elements)
    if ty.is_struct:
        elems = [str(e) for e in ty.elements]
        return bool(elems) and len(set(elems)) == 1 and all(is_fp_type(e) for e in ty.elements)
    return False


def can_carry_flags(instr: llvm.ValueRef) -> bool:
    """True for every instruction LLVM 22 lets carry fast-math flags (shared/FLAGS.md)."""
    op = instr.opcode
    if op in fm.FP_ARITH_OPCODES or op in ("fptrunc", "fpext"):
        return True
    if op in ("call", "phi", "select"):
        return is_fp_type(instr.type)
    return False


def _is_body_instruction_start(line: str) -> bool:
    if not line.startswith("  ") or line.startswith("   "):
        return False
    s = line.strip()
    return bool(s) and not s.startswith(";") and not s.startswith("#dbg_") and s != "]"


def instruction_lines(lines: list[str], start: int) -> Iterator[int]:
    """Indices of instruction start lines of the function body that opens at ``start``."""
    i = start + 1
    while i < len(lines) and lines[i] != "}":
        if _is_body_instruction_start(lines[i]):
            yield i
        i += 1


def locate_instructions(mod: llvm.ModuleRef, lines: list[str]) -> list[InstrLoc]:
    """Align LLVM's instructions with their lines in ``lines`` (LLVM's printing of ``mod``)."""
    define_lines = [i for i, l in enumerate(lines) if l.startswith("define ")]
    functions = [f for f in mod.functions if not f.is_declaration]
    if len(define_lines) != len(functions):
        raise RewriteError(f"internal: {len(functions)} function bodies but {len(define_lines)} define lines")
    out: list[InstrLoc] = []
    for fn, dline in zip(functions, define_lines):
        text_idx = list(instruction_lines(lines, dline))
        instrs = [ins for b in fn.blocks for ins in b.instructions]
        if len(text_idx) != len(instrs):
            raise RewriteError(
                f"internal: function @{fn.name}: {len(instrs)} instructions but {len(text_idx)} instruction lines"
            )
        for k, (ins, li) in enumerate(zip(instrs, text_idx)):
            parts = split_instruction(lines[li])
            if parts is None or parts.opcode != ins.opcode:
                raise RewriteError(f"internal: cannot align line {li + 1} {lines[li].strip()!r} with {ins.opcode}")
            out.append(InstrLoc(fn.name, k, li, ins.opcode, can_carry_flags(ins)))
    return out


# ---------------------------------------------------------------- attributes


@dataclass(frozen=True)
class AttrGroup:
    id: int
    line: int
    body: str


def attribute_groups(lines: list[str]) -> dict[int, AttrGroup]:
    out: dict[int, AttrGroup] = {}
    for i, l in enumerate(lines):
        m = _ATTR_GROUP_RE.match(l)
        if m:
            out[int(m["id"])] = AttrGroup(int(m["id"]), i, m["body"])
    return out


def string_attributes(body: str) -> dict[str, str | None]:
    """``"key"="value"`` string attributes of an attribute-group body."""
    return {m["key"]: m["val"] for m in _STR_ATTR_RE.finditer(body)}


def attr_refs(line: str) -> list[int]:
    """Attribute-group ids a define/declare/call line refers to (``#N``), outside quoted strings."""
    return [int(x) for x in _ATTR_REF_RE.findall(_blank_strings(line))]


def _blank_strings(line: str) -> str:
    return re.sub(r"\"(?:[^\"\\]|\\.)*\"", lambda m: '"' + " " * (len(m.group()) - 2) + '"', line)


def remove_string_attributes(body: str, keys: set[str]) -> str:
    """Drop ``"key"="..."`` entries for ``keys`` from a group body; keep the rest verbatim."""
    kept = _STR_ATTR_RE.sub(lambda m: "" if m["key"] in keys else m.group(), body)
    return " ".join(kept.split())


def strip_nofpclass(line: str, classes: frozenset[str]) -> str:
    """Remove ``classes`` from every nofpclass(...) on the line; drop the attribute if it empties."""

    def fix(m: re.Match) -> str:
        kept = [c for c in m["classes"].split() if c not in classes]
        return f"nofpclass({' '.join(kept)})" if kept else ""

    out = NOFPCLASS_RE.sub(fix, line)
    return re.sub(r"  +", " ", out) if out != line else line


# ---------------------------------------------------------------- debug locations


def debug_locations(lines: list[str]) -> dict[int, str]:
    """Map metadata id -> ``file:line`` for every DILocation whose scope chain reaches a DIFile."""
    meta: dict[int, str] = {}
    for l in lines:
        m = re.match(r"^!(\d+) = (?:distinct )?(.*)$", l)
        if m:
            meta[int(m[1])] = m[2]

    def file_of(mid: int, depth: int = 0) -> str | None:
        body = meta.get(mid, "")
        if depth > 20:
            return None
        fm_ = re.search(r'filename: "([^"]*)"', body)
        if body.startswith("!DIFile") and fm_:
            return fm_[1]
        ref = re.search(r"\bfile: !(\d+)", body) or re.search(r"\bscope: !(\d+)", body)
        return file_of(int(ref[1]), depth + 1) if ref else None

    out: dict[int, str] = {}
    for mid, body in meta.items():
        if body.startswith("!DILocation("):
            ln = re.search(r"line: (\d+)", body)
            sc = re.search(r"scope: !(\d+)", body)
            fname = file_of(int(sc[1])) if sc else None
            if ln:
                out[mid] = f"{fname or '?'}:{ln[1]}"
    return out


def debug_location_of(line: str, locs: dict[int, str]) -> str | None:
    m = _DBG_RE.search(line)
    return locs.get(int(m[1])) if m else None


def source_instruction_lines(original: str) -> dict[str, list[int]]:
    """For hand-written text IR: per defined function, its define line then the lines where instructions start.

    Best effort (used only to point users at their own file); callers fall back
    to LLVM's printing when counts disagree.
    """
    out: dict[str, list[int]] = {}
    cur: list[int] | None = None
    for n, raw in enumerate(original.splitlines(), 1):
        line = raw.split(";", 1)[0].rstrip() if '"' not in raw else raw.rstrip()
        if cur is None:
            m = _DEFINE_RE.match(line.strip())
            if m:
                cur = out.setdefault(m["name"].strip('"'), [])
                cur.append(n)  # the define line comes first
                if line.rstrip().endswith("}"):
                    cur = None
            continue
        s = line.strip()
        if s == "}":
            cur = None
        elif s and not _LABEL_RE.match(s) and not s.startswith("#dbg_") and not s.startswith("]") \
                and not re.match(r"^(?:i\d+|ptr)\s.*label", s) and _INSTR_RE.match("  " + s):
            cur.append(n)
    return out
