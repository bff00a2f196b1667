"""Compiler IR as text lines: LLVM's canonical printing split into functions, cleaned of target detail.

Every LLVM source (text or bitcode, any LLVM version LLVM 22 reads) is parsed once and
printed back by LLVM, so the importer only ever sees one instruction per line in
LLVM 22's spelling.  Unnamed values ``%7`` and blocks ``7:`` are given names (``%v7``,
``v7:``) so that instructions can be added without renumbering.  The clean-up removes
what ties the IR to a compiler and a target and is not part of the computation:
metadata attachments, attribute groups, fast-math flags and ``nofpclass`` (the kernel is
imported strict; profiles re-apply flags), address spaces 1/4/5 (global, constant,
private: all plain memory in fpsem's model).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from fpsem.core.errors import IRParseError
from fpsem.ir.binding import canonical_text, parse_bitcode, parse_ir
from fpsem.ir.flags import ALL_FLAGS, FAST
from fpsem.ir.text import code_end, split_parts
from fpsem.kernels.importer.core import ImportRefused

FP_FLAGS: tuple[str, ...] = (FAST, *ALL_FLAGS)  # every flag word LLVM prints, "fast" included
FP_FLAGS_RE = re.compile(r"(?<![%@\w.$\"-])(" + "|".join(FP_FLAGS) + r")(?=\s+\S)")


@dataclass(frozen=True)
class Param:
    """One parameter of a function definition: type, attributes, name (without %)."""

    type: str
    attrs: str
    name: str


@dataclass(frozen=True)
class DefinedFunction:
    """A defined function of LLVM's canonical printing: header parts and body lines (code only, no comments).

    Not :class:`fpsem.ir.text.Function`, which indexes a *user's* text byte for byte so that a rewrite
    can edit it in place; the importer reads LLVM's own printing and rebuilds the kernel from it, so it
    keeps the lines themselves.  Both read lines with the same helpers (``code_end``, ``split_parts``)."""

    name: str
    cc: str  # calling convention token, e.g. ptx_kernel, amdgpu_kernel, or ""
    linkage: str  # internal / private / "" ...
    ret: str
    params: tuple[Param, ...]
    body: tuple[str, ...]  # instruction and label lines, stripped of comments
    unnamed_prefix: str = ""  # what name_values put before the numbers of unnamed values ("" before it ran)


@dataclass(frozen=True)
class SourceModule:
    """A parsed compiler module: its triple, source file name, functions and named struct types."""

    triple: str
    source_filename: str
    ident: str
    functions: dict[str, DefinedFunction]
    declarations: dict[str, str]  # name -> declare line
    types: dict[str, str]  # %name -> body text
    globals: tuple[str, ...]  # global variable lines
    metadata: dict[str, str] = field(default_factory=dict)  # !N -> definition; !name -> named metadata line


def load_module(path: Path) -> SourceModule:
    """Parse ``path`` (bitcode or text IR) with LLVM and split its canonical printing."""
    try:
        data = path.read_bytes()
    except OSError as e:
        raise IRParseError(f"{path}: cannot read: {e}") from None
    if data[:2] == b"BC" or data[:4] == b"\xde\xc0\x17\x0b":
        mod = parse_bitcode(data, str(path))
    else:
        try:
            text = data.decode()
        except UnicodeDecodeError:
            raise IRParseError(f"{path}: neither LLVM bitcode nor UTF-8 text IR") from None
        mod = parse_ir(text, str(path))
    return split_module(canonical_text(mod))


def _strip_comment(line: str) -> str:
    return line[:code_end(line)].rstrip()


_DEFINE = re.compile(r"^define\s+(?P<pre>.*?)(?P<ret>\S+)\s+@(?P<name>[-\w.$]+|\"[^\"]+\")\((?P<params>.*)\)(?P<post>[^()]*)\{$")
_LINKAGES = ("private", "internal", "available_externally", "linkonce", "weak", "common", "appending",
             "extern_weak", "linkonce_odr", "weak_odr", "external")


def _param(text: str, idx: int) -> Param:
    toks = text.split()
    name = toks[-1][1:] if toks and toks[-1].startswith("%") else str(idx)
    body = toks[:-1] if toks and toks[-1].startswith("%") else toks
    ty = body[0] if body else ""
    if ty == "ptr" and len(body) > 1 and body[1].startswith("addrspace("):
        ty = f"ptr {body[1]}"
        attrs = " ".join(body[2:])
    else:
        attrs = " ".join(body[1:])
    return Param(ty, attrs, name)


def split_module(text: str) -> SourceModule:
    """The module's parts from LLVM's canonical text."""
    lines = text.splitlines()
    triple = source = ident = ""
    functions: dict[str, DefinedFunction] = {}
    decls: dict[str, str] = {}
    types: dict[str, str] = {}
    globs: list[str] = []
    meta: dict[str, str] = {}
    i = 0
    while i < len(lines):
        line = lines[i]
        code = _strip_comment(line)
        if code.startswith("target triple"):
            triple = code.split('"')[1]
        elif code.startswith("source_filename"):
            source = code.split('"')[1]
        elif code.startswith("!llvm.ident") or (code.startswith("!") and "clang version" in code) or "rustc version" in code:
            ident += code
        if code.startswith(("!", "attributes #")):
            name, _, body = code.partition(" = ")
            meta[name.strip()] = body.strip().removeprefix("distinct ")
        if code.startswith("%") and " = type " in code:
            name, _, body = code.partition(" = type ")
            types[name] = body
        elif code.startswith("@"):
            globs.append(code)
        elif code.startswith("declare "):
            m = re.search(r"@([-\w.$]+|\"[^\"]+\")\(", code)
            if m:
                decls[m.group(1)] = code
        elif code.startswith("define "):
            m = _DEFINE.match(code)
            if not m:
                raise IRParseError(f"cannot read function header: {code[:120]}")
            fn_body: list[str] = []
            i += 1
            while i < len(lines) and lines[i] != "}":
                c = _strip_comment(lines[i])
                if c.strip():
                    fn_body.append(c)
                i += 1
            pre = m.group("pre").split()
            cc = next((t for t in pre if t.endswith("_kernel") or t.startswith("cc")), "")
            linkage = next((t for t in pre if t in _LINKAGES), "")
            params = tuple(_param(p, k) for k, p in enumerate(split_parts(m.group("params"))) if p != "...")
            name = m.group("name").strip('"')
            functions[name] = DefinedFunction(name, cc, linkage, m.group("ret"), params, tuple(fn_body))
        i += 1
    return SourceModule(triple, source, ident, functions, decls, types, tuple(globs), meta)


# unnamed values and blocks, and the labels of named ones
_UNNAMED_VAL = re.compile(r"%(\d+)(?![\w.$-])")
_LABEL_LINE = re.compile(r"^(\d+):(\s*;.*)?$")
_NAMED_LABEL = re.compile(r'^([-\w.$]+|"[^"]*"):(\s*;.*)?$')


def name_values(fn: DefinedFunction) -> DefinedFunction:
    """The function with every unnamed value and block named (``%7`` -> ``%v7``), the entry block labelled.

    The entry block's implicit number is the parameter count (LLVM numbers parameters first).
    Named parameters keep their names; unnamed ones become ``%vK``.  Where the function already has a
    name of that form (a parameter called ``v1``), the prefix is ``v_`` (then ``v__``, ...) instead.
    """
    text = "\n".join(fn.body) + " " + " ".join("%" + p.name for p in fn.params)
    prefix = "v"
    while re.search(rf"(?:%|^\s*){re.escape(prefix)}\d+(?![\w.$-])", text, re.M):
        prefix += "_"
    params = tuple(Param(p.type, p.attrs, f"{prefix}{p.name}" if p.name.isdigit() else p.name) for p in fn.params)
    body = []
    first = fn.body[0].strip() if fn.body else ""
    if not (_LABEL_LINE.match(first) or _NAMED_LABEL.match(first)):
        # an unnamed entry block takes the number after the unnamed parameters
        body.append(f"{prefix}{sum(1 for p in fn.params if p.name.isdigit())}:")
    for line in fn.body:
        s = line.strip()
        m = _LABEL_LINE.match(s)
        if m:
            body.append(f"{prefix}{m.group(1)}:")
            continue
        body.append(_UNNAMED_VAL.sub(lambda mm: f"%{prefix}{mm.group(1)}", line))
    return DefinedFunction(fn.name, fn.cc, fn.linkage, fn.ret, params, tuple(body), prefix)


@dataclass(frozen=True)
class Cleaned:
    """A body after clean-up, with what was removed (for the import notes)."""

    body: tuple[str, ...]
    flags_seen: frozenset[str]
    nofpclass_seen: bool


# what the clean-up removes: FP flags, metadata attachments, attribute-group references, nofpclass, address spaces
_FLAG_RE = re.compile(r"(?<![%@\w.$\"-])(" + "|".join(FP_FLAGS) + r")\s+(?=\S)")
_MD_ATTACH = re.compile(r",\s*![A-Za-z_][\w.]*\s+(?:!\d+|!\{[^}]*\}|distinct !\{[^}]*\})")
_ATTR_REF = re.compile(r"\s+#\d+(?=\s*(?:$|\{|,))")
_NOFPCLASS = re.compile(r"\s*nofpclass\([^)]*\)")
_ADDRSPACE = re.compile(r"\s*addrspace\((\d+)\)")


def clean_line(line: str) -> tuple[str, set[str], bool]:
    """One instruction without metadata, attribute-group references, FP flags, nofpclass and addrspaces 1/4/5.

    Address space 3 (GPU shared memory) is refused: fpsem's launch model runs points independently.
    """
    flags = set(_FLAG_RE.findall(line))
    out = _MD_ATTACH.sub("", line)
    out = _ATTR_REF.sub("", out)
    out = _FLAG_RE.sub("", out)
    nofp = bool(_NOFPCLASS.search(out))
    out = _NOFPCLASS.sub("", out)
    for m in _ADDRSPACE.finditer(out):
        if m.group(1) == "3":
            raise ImportRefused(f"uses GPU shared memory (address space 3): {line.strip()[:100]}")
        if m.group(1) not in ("0", "1", "4", "5"):
            raise ImportRefused(f"uses address space {m.group(1)}: {line.strip()[:100]}")
    out = _ADDRSPACE.sub("", out)
    # An address-space cast between spaces that are now the same is a plain copy of the pointer.
    cast = re.match(r"^(\s*%[-\w.$]+) = addrspacecast ptr (%[-\w.$]+) to ptr$", out)
    if cast:
        out = f"{cast.group(1)} = getelementptr i8, ptr {cast.group(2)}, i64 0"
    return out, flags, nofp


def clean_body(body: tuple[str, ...]) -> Cleaned:
    """Apply :func:`clean_line` to every line."""
    lines, flags, nofp = [], set(), False
    for line in body:
        if line.lstrip().startswith("#dbg_") or "@llvm.experimental.noalias.scope.decl(" in line:
            continue  # a debug record (#dbg_value) or a scope declaration (inlined noalias): metadata, dropped
        out, f, n = clean_line(line)
        lines.append(out)
        flags |= f
        nofp |= n
    return Cleaned(tuple(lines), frozenset(flags), nofp)


_KEEP_PARAM_ATTRS = re.compile(r"^(noalias|readonly|writeonly|noundef|captures\([^)]*\)|nocapture)$")


def clean_param_attrs(attrs: str) -> str:
    """Parameter attributes worth keeping (aliasing and access facts); alignment and
    dereferenceability are dropped because they are byte facts of one precision's layout."""
    toks = split_parts(attrs, " ")
    return " ".join(t for t in toks if _KEEP_PARAM_ATTRS.match(t))


def called_functions(body: tuple[str, ...]) -> list[str]:
    """Names of the functions called directly in ``body`` (first occurrence order)."""
    out: list[str] = []
    for line in body:
        for m in re.finditer(r"\bcall\b[^@%]*?@([-\w.$]+|\"[^\"]+\")\(", line):
            n = m.group(1).strip('"')
            if n not in out:
                out.append(n)
    return out
