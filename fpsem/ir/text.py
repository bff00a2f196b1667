"""Reading LLVM IR text: where functions, instructions, flag tokens and attributes are.

llvmlite's binding has no API to set instruction flags, and walking its
instruction list costs microseconds per instruction, so fpsem reads IR
*text*: the user's own file (to edit it in place) and LLVM's printing of the
parsed module (to know what LLVM read).  Both are scanned line by line by
:func:`scan`; a file that does not follow the one-instruction-per-line layout
every compiler and LLVM itself write is reported as irregular, never guessed at.
What this scanner reads of LLVM's printing is held against LLVM's own module, walked
through the binding (:mod:`fpsem.ir.walk`, :mod:`fpsem.fastmath.witness`): a scan that
misses or misreads an instruction fails that check instead of passing.

Strings and quoted names are opaque here: a ``;``, a ``nofpclass(`` or a flag
word inside ``"..."`` is never read as code (LLVM strings cannot contain a
``"``; they escape it as ``\\22``).

Pure functions over strings; no I/O, no llvmlite.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Final

from fpsem.ir import flags as fm

# Every instruction opcode of LLVM 22's IR (LangRef "Instruction Reference").
OPCODES: frozenset[str] = frozenset(
    """ret br switch indirectbr invoke resume unreachable cleanupret catchret catchswitch callbr
    fneg add fadd sub fsub mul fmul udiv sdiv fdiv urem srem frem shl lshr ashr and or xor
    extractelement insertelement shufflevector extractvalue insertvalue alloca load store fence cmpxchg
    atomicrmw getelementptr trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint ptrtoaddr
    inttoptr bitcast addrspacecast icmp fcmp phi select freeze call va_arg landingpad catchpad cleanuppad""".split()
)
_FLAG_ALT = "|".join(fm.ALL_FLAGS + (fm.FAST,))

# An instruction's start: [%name =] [tail|musttail|notail] opcode [flag]*
_INSTR_RE = re.compile(
    r"^(?P<prefix>[ \t]*(?:%(?:\"[^\"]*\"|[-\w.$]+)[ \t]*=[ \t]*)?(?:(?:tail|musttail|notail)[ \t]+)?)"
    r"(?P<opcode>[a-z][a-z0-9_]*)"
    rf"(?P<flags>(?:[ \t]+(?:{_FLAG_ALT})(?![-\w.$]))*)"
    r"(?=[ \t,]|$)"
)
_DBG_INTRINSIC_RE = re.compile(r"call[ \t]+void[ \t]+@llvm\.dbg\.(?:declare|value|assign|label)\(")
_NAME_RE = re.compile(r"@(\"[^\"]*\"|[-\w.$]+)")
_STRING_RE = re.compile(r"\"[^\"]*\"")
ATTACHMENT_RE = re.compile(r",[ \t]*![A-Za-z_.][-\w.]*[ \t]+!")
_ATTR_GROUP_RE = re.compile(r"^attributes[ \t]+#(?P<id>\d+)[ \t]*=[ \t]*\{(?P<body>.*)\}[ \t]*$")
_ATTR_REF_RE = re.compile(r"(?<![\w\"])#(\d+)\b")
_STR_ATTR_RE = re.compile(r"\"(?P<key>[^\"]*)\"(?:[ \t]*=[ \t]*\"(?P<val>[^\"]*)\")?")
NOFPCLASS_RE = re.compile(r"\bnofpclass[ \t]*\((?P<classes>[^)]*)\)")
FP_SCALARS: frozenset[str] = frozenset({"half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128"})


def code_end(line: str) -> int:
    """Index where the code of ``line`` ends: its first ``;`` outside a string, else its length."""
    semi = line.find(";")
    if semi < 0:
        return len(line)
    if '"' not in line[:semi]:
        return semi
    in_str = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_str = not in_str
        elif ch == ";" and not in_str:
            return i
    return len(line)


def blank_strings(code: str) -> str:
    """``code`` with the inside of every string replaced by spaces (same length, same positions)."""
    if '"' not in code:
        return code
    return _STRING_RE.sub(lambda m: '"' + " " * (len(m.group()) - 2) + '"', code)


# ---------------------------------------------------------------- instructions


@dataclass(frozen=True)
class InstrParts:
    """An instruction line split around its opcode and fast-math flag tokens."""

    prefix: str
    opcode: str
    flags: tuple[str, ...]
    rest: str


def split_instruction(line: str) -> InstrParts | None:
    """Split one instruction line of LLVM's printing; None for a line that is not an instruction."""
    m = _INSTR_RE.match(line)
    if not m or m["opcode"] not in OPCODES:
        return None
    return InstrParts(m["prefix"], m["opcode"], tuple(m["flags"].split()), line[m.end():])


# One instruction as written, a plain tuple (a scan makes one per instruction: 200,000 for a
# large module, where a dataclass would cost more than the scan itself):
# (line index, opcode, flag text, column where the flag text starts, column where it ends).
# The flag text is the blanks and flag words after the opcode ("" when there are none).
Instr = tuple[int, str, str, int, int]
# Literal indices, so that a type checker knows each field's type.
LINE: Final = 0
OPCODE: Final = 1
FLAGS: Final = 2
FLAGS_START: Final = 3
FLAGS_END: Final = 4


@dataclass(frozen=True)
class Function:
    """A function definition as written: its name, header line and instructions in order."""

    name: str
    line: int
    instrs: tuple[Instr, ...]


@dataclass(frozen=True)
class Scan:
    """An IR text split into lines, with its functions, declarations and attribute groups.

    ``irregular`` says why the text does not follow the one-instruction-per-line
    layout that every compiler and LLVM itself write ('' when it does).
    """

    lines: list[str]
    functions: tuple[Function, ...]
    declares: dict[str, int]  # declared function name -> line index
    groups: dict[int, int]  # attribute group id -> line index
    irregular: str = ""


@functools.lru_cache(maxsize=256)
def flag_set(flag_text: str) -> frozenset[str]:
    """The flags of an instruction's flag text (``" nnan ninf"``), ``fast`` expanded."""
    return fm.expand(tuple(flag_text.split()))


def instr_code(line: str, ins: Instr) -> str:
    """The code of an instruction's line after its flags (comment removed)."""
    rest = line[ins[FLAGS_END]:]
    return rest[:code_end(rest)] if ";" in rest else rest


def attachments_start(line: str, ins: Instr) -> int | None:
    """Column of the first ``, !name !N`` metadata attachment of an instruction line, if any."""
    m = ATTACHMENT_RE.search(blank_strings(instr_code(line, ins)))
    return ins[FLAGS_END] + m.start() if m else None


def _function_name(code: str) -> str:
    m = _NAME_RE.search(code)
    return m[1].strip('"') if m else ""


_OPCODE_ALT = "|".join(sorted(OPCODES, key=len, reverse=True))
_LINE_INSTR_RE = re.compile(
    r"[ \t]*(?:%(?:\"[^\"]*\"|[-\w.$]+)[ \t]*=[ \t]*)?(?:(?:tail|musttail|notail)[ \t]+)?"
    rf"({_OPCODE_ALT})"
    rf"((?:[ \t]+(?:{_FLAG_ALT})(?![-\w.$]))*)"
    r"(?=[ \t,;\r]|$)"
)


_STRING_OR_COMMENT_RE = re.compile(r"\"[^\"]*\"|;[^\n]*")


def string_across_lines(text: str) -> str:
    """Where a string or quoted name of ``text`` runs over a line break ('' when none does).

    LLVM reads such a string whole; a line-by-line reading would take its second line for code.
    """
    if '"' not in text:
        return ""
    for m in _STRING_OR_COMMENT_RE.finditer(text):
        if m.group()[0] == '"' and "\n" in m.group():
            return f"line {text.count(chr(10), 0, m.start()) + 1}: a string continues onto the next line"
    return ""


_LINE_BREAK_STANDINS = ("\ue000", "\ue001", "\ue002", "\ue003")


def fold_strings(text: str) -> tuple[str, str] | None:
    """``text`` with every line break inside a string replaced by a stand-in character, and that character.

    Then every string lies on one line and :func:`scan` reads the text; ``folded.replace(standin, "\\n")``
    gives the text back.  None when no string runs over a line break, or when every stand-in already occurs.
    """
    if not string_across_lines(text):
        return None
    standin = next((c for c in _LINE_BREAK_STANDINS if c not in text), None)
    if standin is None:
        return None

    def fold(m: re.Match) -> str:
        return m.group().replace("\n", standin) if m.group()[0] == '"' else m.group()

    return _STRING_OR_COMMENT_RE.sub(fold, text), standin


def scan(text: str) -> Scan:
    """Locate every function body, instruction, declaration and attribute group of ``text``.

    Linear in the text: one regular-expression match per body line.
    Debug-intrinsic calls (``call void @llvm.dbg.value(...)``) are skipped: LLVM
    19+ reads them as debug records, not instructions.  Anything that does not
    follow the usual layout shows up in ``irregular`` or as a mismatch with
    LLVM's own printing (:func:`mismatch`), never as a guess.
    """
    lines = text.split("\n")
    functions: list[Function] = []
    declares: dict[str, int] = {}
    groups: dict[int, int] = {}
    irregular = string_across_lines(text)
    cur: list[Instr] | None = None
    name, header = "", 0
    in_header = False
    match = _LINE_INSTR_RE.match
    for idx, line in enumerate(lines):
        c0 = line[:1]
        if cur is not None and (c0 == " " or c0 == "\t"):
            m = match(line)
            if m is None:
                continue  # a label, a debug record, a switch's case line, a comment
            op, fl = m.groups()
            if op == "call" and "@llvm.dbg." in line and _DBG_INTRINSIC_RE.match(line, m.start(1)):
                continue  # the callee itself, not text that merely says so (a quoted name may)
            if ";" in line and code_end(line) < m.end():
                continue
            fs, fe = m.span(2)
            cur.append((idx, op, fl, fs, fe))
            continue
        if not c0 or c0 == ";":
            continue
        code = (line[:code_end(line)] if ";" in line else line).strip()
        if not code:
            continue
        if cur is not None:
            if code[-1] == ":":
                continue  # a label
            if code[0] == "}":
                if code != "}" and not irregular:
                    irregular = f"line {idx + 1}: text after a function's closing brace"
                functions.append(Function(name, header, tuple(cur)))
                cur = None
                continue
            m = match(line)
            if m is not None and not irregular:
                irregular = f"line {idx + 1}: an instruction not indented"
            elif not irregular:
                irregular = f"line {idx + 1}: not an instruction, a label or a closing brace"
            continue
        if in_header:
            if code.endswith("{"):  # the last line of a header written over several lines
                cur, in_header = [], False
            elif code.startswith(("define", "declare", "attributes", "}")) and not irregular:
                irregular = f"line {header + 1}: function header without its '{{'"
            continue
        if code.startswith("define") and code[6:7] in (" ", "\t"):
            name, header = _function_name(code), idx
            if code.endswith("{"):
                cur = []
            else:
                in_header = True
        elif code.startswith("declare") and code[7:8] in (" ", "\t"):
            declares[_function_name(code)] = idx
        elif code.startswith("attributes"):
            m = _ATTR_GROUP_RE.match(code)
            if m:
                groups[int(m["id"])] = idx
            elif not irregular:
                irregular = f"line {idx + 1}: attribute group not on one line"
    if (cur is not None or in_header) and not irregular:
        irregular = "a function body does not end"
    return Scan(lines, tuple(functions), declares, groups, irregular)


def mismatch(text: Scan, printed: Scan) -> str:
    """Why the instructions of a text and of LLVM's printing of it cannot be matched one to one ('' if they can)."""
    if len(text.functions) != len(printed.functions):
        return f"{len(text.functions)} function bodies found in the text, LLVM read {len(printed.functions)}"
    for t, p in zip(text.functions, printed.functions):
        if len(t.instrs) != len(p.instrs) or any(a[OPCODE] != b[OPCODE] for a, b in zip(t.instrs, p.instrs)):
            return f"the instructions of @{p.name} could not be matched line by line"
    return ""


# ---------------------------------------------------------------- types (LangRef's rule for FMF)


def _skip_balanced(s: str, i: int, open_: str, close: str) -> int:
    depth = 0
    while i < len(s):
        c = s[i]
        if c == '"':
            i = s.index('"', i + 1)
        elif c == open_:
            depth += 1
        elif c == close:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


_TYPE_START_RE = re.compile(
    r"(?:i\d+|half|bfloat|float|double|x86_fp80|fp128|ppc_fp128|void|ptr|label|token|metadata|x86_amx|target)(?![-\w.$])"
    r"|[<\[{%]"
)
_WORD_RE = re.compile(r"[-\w.$]+")
_LOCAL_RE = re.compile(r"%(?:\"[^\"]*\"|[-\w.$]+)")
_INT_RE = re.compile(r"\d+")


def type_at(s: str, i: int) -> tuple[str, int]:
    """The type that starts at ``s[i]`` (after blanks) and the index after it."""
    while i < len(s) and s[i] in " \t":
        i += 1
    if i >= len(s):
        return "", i
    c = s[i]
    if c in "<[{":
        j = _skip_balanced(s, i, c, {"<": ">", "[": "]", "{": "}"}[c])
        return s[i:j], j
    if c == "%":
        m = _LOCAL_RE.match(s, i)
        j = m.end() if m else i + 1
        return s[i:j], j
    m = _WORD_RE.match(s, i)
    if not m:
        return "", i
    j = m.end()
    word = m.group()
    if word in ("ptr", "target"):  # ptr addrspace(N), target("name", ...)
        k = j
        while k < len(s) and s[k] in " \t":
            k += 1
        if k < len(s) and (s.startswith("addrspace", k) or s[k] == "("):
            p = s.index("(", k)
            j = _skip_balanced(s, p, "(", ")")
    return s[i:j], j


def split_top_level(body: str, sep: str = ",") -> list[str]:
    """``body`` split at its top-level ``sep`` (not inside <>, [], {}, () or a string), every part as it is."""
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    in_str = False
    for c in body:
        if c == '"':
            in_str = not in_str  # LLVM escapes a quote inside a string as \22: quotes always pair
        elif not in_str:
            if c in "<[{(":
                depth += 1
            elif c in ">]})":
                depth -= 1
            elif c == sep and depth == 0:
                out.append("".join(cur))
                cur = []
                continue
        cur.append(c)
    out.append("".join(cur))
    return out


def split_parts(body: str, sep: str = ",") -> list[str]:
    """As :func:`split_top_level`, each part stripped and an empty last part left out."""
    parts = split_top_level(body, sep)
    return [q.strip() for q in parts[:-1]] + ([parts[-1].strip()] if parts[-1].strip() else [])


def _is_fp_or_fp_vector(t: str) -> bool:
    t = t.strip()
    if t in FP_SCALARS:
        return True
    if t.startswith("<") and not t.startswith("<{"):
        inner = t[1:-1].split()
        return len(inner) >= 3 and inner[-2] == "x" and inner[-1] in FP_SCALARS
    return False


def is_supported_fp_type(t: str) -> bool:
    """LangRef's "supported floating-point types" for fast-math flags on ``phi``/``select``/``call``.

    As LLVM 22's ``FPMathOperator::isSupportedFloatingPointType``: an FP scalar or
    vector; an array, nested to any depth, of FP scalars or vectors; or a
    *literal* struct whose elements all have one type that is an FP scalar or
    vector.  Identified (named) structs, structs of arrays and arrays of structs
    never qualify.
    """
    t = t.strip()
    if t.startswith("{") or t.startswith("<{"):
        body = t[2:-2] if t.startswith("<{") else t[1:-1]
        elems = split_parts(body)
        return bool(elems) and len(set(elems)) == 1 and _is_fp_or_fp_vector(elems[0])
    while t.startswith("["):
        inner = t[1:-1].strip()
        m = re.match(r"\d+\s+x\s+", inner)
        if not m:
            return False
        t = inner[m.end():].strip()
    return _is_fp_or_fp_vector(t)


def _skip_call_prefix(s: str, i: int) -> int:
    """Skip a call's calling convention, return attributes and address space up to its type."""
    while i < len(s):
        while i < len(s) and s[i] in " \t":
            i += 1
        if _TYPE_START_RE.match(s, i):
            return i
        m = _WORD_RE.match(s, i)
        if not m:
            return i
        word, i = m.group(), m.end()
        while i < len(s) and s[i] in " \t":
            i += 1
        if i < len(s) and s[i] == "(":
            i = _skip_balanced(s, i, "(", ")")
        elif word in ("align", "cc"):
            m = _INT_RE.match(s, i)
            i = m.end() if m else i
    return i


def result_type(opcode: str, rest: str) -> str:
    """The result type of a ``phi``/``select``/``call`` from the text after its flags (LLVM's printing)."""
    if opcode == "phi":
        return type_at(rest, 0)[0]
    if opcode == "select":
        _, i = type_at(rest, 0)  # the condition's type, then its value, then the result type
        parts = split_parts(blank_strings(rest[i:]))
        return type_at(parts[1], 0)[0] if len(parts) > 1 else ""
    if opcode == "call":
        return type_at(rest, _skip_call_prefix(rest, 0))[0]
    return ""


ALWAYS_FLAGGABLE = fm.FP_ARITH_OPCODES | {"fptrunc", "fpext"}


def can_carry_flags(opcode: str, rest: str) -> bool:
    """True for every instruction LLVM 22 lets carry fast-math flags, from its opcode and printed operands."""
    if opcode in ALWAYS_FLAGGABLE:
        return True
    if opcode == "phi" and rest.lstrip()[:1] in ("[", "{", "<"):
        return _supported_cached(result_type(opcode, rest))  # an aggregate's own brackets come first
    if opcode == "call" or opcode == "phi":
        # The type comes before the callee (@f or %f) or the first incoming value ([): few distinct prefixes.
        cut = rest.find("[") if opcode == "phi" else min((i for i in (rest.find("@"), rest.find("%")) if i >= 0),
                                                          default=-1)
        if cut > 0:
            return _prefix_supported(opcode, rest[:cut])
        return _supported_cached(result_type(opcode, rest))
    if opcode == "select":
        # select COND %c, TYPE %a, ...: key on the text between the first comma and the next value.
        comma = rest.find(",")
        if comma > 0 and "(" not in rest[:comma]:
            cut = min((i for i in (rest.find("%", comma), rest.find("@", comma)) if i >= 0), default=-1)
            if cut > 0:
                return _prefix_supported("select", rest[:cut])
        return _supported_cached(result_type(opcode, rest))
    return False


@functools.lru_cache(maxsize=4096)
def _prefix_supported(opcode: str, prefix: str) -> bool:
    return is_supported_fp_type(result_type(opcode, prefix))


@functools.lru_cache(maxsize=1024)
def _supported_cached(t: str) -> bool:
    # Asked once per call/phi/select; a module has few distinct result types.
    return is_supported_fp_type(t)


# ---------------------------------------------------------------- attributes


def string_attributes(body: str) -> dict[str, str | None]:
    """``"key"="value"`` string attributes of an attribute-group body."""
    return {m["key"]: m["val"] for m in _STR_ATTR_RE.finditer(body)}


def attribute_group_bodies(lines: list[str]) -> dict[int, str]:
    """Attribute-group id (``#N``) -> the body of its ``attributes #N = { ... }`` line."""
    out: dict[int, str] = {}
    for line in lines:
        if line.startswith("attributes #"):
            m = _ATTR_GROUP_RE.match(line[:code_end(line)].strip())
            if m:
                out[int(m["id"])] = m["body"]
    return out


def group_body(line: str) -> str | None:
    """The body of an ``attributes #N = { ... }`` line, or None."""
    m = _ATTR_GROUP_RE.match(line[:code_end(line)].strip())
    return m["body"] if m else None


def attr_refs(code: str) -> list[int]:
    """Attribute-group ids (``#N``) referred to in a line's code, outside strings."""
    if "#" not in code:
        return []
    return [int(x) for x in _ATTR_REF_RE.findall(blank_strings(code))]


def nofpclass_spans(code: str) -> list[tuple[int, int, str]]:
    """``(start, end, classes)`` of every ``nofpclass(...)`` attribute in ``code``, outside strings."""
    if "nofpclass" not in code:
        return []
    return [(m.start(), m.end(), m["classes"]) for m in NOFPCLASS_RE.finditer(blank_strings(code))]


# ---------------------------------------------------------------- debug locations (read by fpsem.ir.srcloc)


def debug_locations(lines: list[str]) -> dict[int, str]:
    """Map metadata id -> ``file:line`` for every DILocation whose scope chain reaches a DIFile."""
    from fpsem.ir import srcloc

    locs = srcloc.debug_locations("\n".join(l for l in lines if l.startswith("!")))
    return {int(ref[1:]): srcloc.file_line(loc) for ref, loc in locs.items() if ref[1:].isdigit()}


def debug_location_of(line: str, locs: dict[int, str]) -> str | None:
    """The ``file:line`` of an instruction line's ``!dbg`` attachment, None without one."""
    m = re.search(r"!dbg !(\d+)", line)
    return locs.get(int(m[1])) if m else None
