"""The UB validator: every construct in a module that lets LLVM assume "no NaN" or "no Inf".

Findings, each with function, instruction (or declaration) text, line in
LLVM's printing of the module, the line in the user's own file when it can
be mapped, and the debug-info source location when present:

* ``flag``       — ``nnan``/``ninf``/``fast`` on an instruction; also where the file states
                   them and LLVM's parser ignores them (a phi with metadata attachments);
* ``attribute``  — ``"no-nans-fp-math"``/``"no-infs-fp-math"``/``"unsafe-fp-math"`` set to true
                   on a function or call site (``unsafe-fp-math`` conservatively);
* ``nofpclass``  — a ``nofpclass`` class set that excludes any NaN or infinity class
                   (``nan``, ``inf``, ``all``, ``snan``, ``pinf``, ... or an integer mask), on an
                   argument, return value or call site.

What LLVM read is taken twice, by two independent witnesses that must agree
(:mod:`fpsem.fastmath.witness`): LLVM's printing of the parsed module, scanned by
``fpsem.ir.text`` (strings and quoted names are opaque: ``nofpclass(`` inside an
``asm`` string is not an attribute), and LLVM's own module, walked through the binding
(:mod:`fpsem.ir.walk`).  A disagreement raises CheckFailed (exit 4), never a pass.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import asdict, dataclass

import llvmlite.binding as llvm

from fpsem.fastmath import witness
from fpsem.ir import flags as fm
from fpsem.ir import text as irtext
from fpsem.ir.binding import canonical_text, parse_ir
from fpsem.ir.walk import walk_module


@dataclass(frozen=True)
class Finding:
    kind: str  # flag | attribute | nofpclass
    detail: str  # what exactly, e.g. "nnan ninf" or "no-nans-fp-math"
    function: str
    text: str
    line: int  # 1-based in LLVM's printing of the module
    file_line: int | None = None  # 1-based in the user's text file, when mappable
    source: str | None = None  # debug-info file:line
    note: str = ""

    def one_line(self, file: str) -> str:
        where = f"{file}:{self.file_line or self.line}"
        src = f" [{self.source}]" if self.source else ""
        note = f" ({self.note})" if self.note else ""
        return f"{where}: {self.kind} {self.detail} in @{self.function}{src}{note}: {self.text}"


@dataclass(frozen=True)
class Report:
    file: str
    findings: tuple[Finding, ...]

    @property
    def clean(self) -> bool:
        return not self.findings

    def counts(self) -> dict[str, int]:
        out = {"flag": 0, "attribute": 0, "nofpclass": 0}
        for f in self.findings:
            out[f.kind] += 1
        return out

    def to_json(self) -> dict:
        return {"file": self.file, "clean": self.clean, "counts": self.counts(),
                "findings": [asdict(f) for f in self.findings]}


def _ub_attrs(body: str) -> list[str]:
    attrs = irtext.string_attributes(body)
    return [k for k, ub in fm.FP_FUNCTION_ATTRIBUTES.items() if ub and attrs.get(k) == "true"]


def _ub_nofpclass(code: str) -> list[str]:
    """The ``nofpclass(...)`` attributes in ``code`` (outside strings) whose class set excludes NaN or Inf."""
    return [f"nofpclass({classes.strip()})" for _, _, classes in irtext.nofpclass_spans(code)
            if fm.nofpclass_is_ub(classes)]


_FILE_SAYS = "the file says so; LLVM's parser ignores the flags of a phi with metadata attachments"


def find_ub(text: str, name: str = "<ir>", original: str | None = None) -> list[Finding]:
    """All UB-capable constructs in the module ``text`` (parsed and verified by LLVM first).

    ``original`` is the user's own text (for mapping findings to their file's lines
    and for flags the file states that LLVM's parser ignores); by default ``text`` itself.
    """
    return find_ub_module(parse_ir(text, name, isolated=True), original if original is not None else text)


def find_ub_module(mod: llvm.ModuleRef, original: str | None = None) -> list[Finding]:
    """As :func:`find_ub` for a parsed module: what LLVM read, plus what the file says where LLVM ignores it."""
    printed = canonical_text(mod)
    sc = irtext.scan(printed)
    lines = sc.lines
    groups = {gid: irtext.group_body(lines[i]) or "" for gid, i in sc.groups.items()}
    ub_groups = {gid: keys for gid, body in groups.items() if (keys := _ub_attrs(body))}
    dbg = irtext.debug_locations(lines)
    owner = _owners(sc)
    user = _user_scan(original, sc)
    file_lines = _map_to_file(sc, user)
    found: list[tuple[int, int, Finding]] = []

    def add(kind: str, detail: str, i: int, line: str, note: str = "") -> None:
        f = Finding(kind, detail, owner(i), line.strip(), i + 1, file_lines.get(i),
                    irtext.debug_location_of(line, dbg), note)
        found.append((i, len(found), f))

    poison = fm.POISON_FLAGS
    for fi, fn in enumerate(sc.functions):
        for ii, ins in enumerate(fn.instrs):
            bad = irtext.flag_set(ins[irtext.FLAGS]) & poison if ins[irtext.FLAGS] else None
            if bad:
                add("flag", _flag_detail(ins[irtext.FLAGS], bad), ins[irtext.LINE], lines[ins[irtext.LINE]])
            elif user is not None:
                uins = user.functions[fi].instrs[ii]
                said = irtext.flag_set(uins[irtext.FLAGS]) & poison if uins[irtext.FLAGS] else None
                if said:
                    # The user's line, printable even where the file has bytes that are not UTF-8.
                    line = user.lines[uins[irtext.LINE]].encode("utf-8", "surrogateescape").decode("utf-8", "replace")
                    add("flag", _flag_detail(uins[irtext.FLAGS], said), ins[irtext.LINE], line, _FILE_SAYS)
    for i, line in enumerate(lines):
        # Function headers, declarations and instructions (not groups, metadata, comments, globals, types).
        if ("nofpclass" in line or "#" in line) and line[:1] not in ("a", "!", ";", "@", "%", ""):
            code = line[:irtext.code_end(line)]
            for attr in _ub_nofpclass(code):
                add("nofpclass", attr, i, line)
            for gid in irtext.attr_refs(code):
                for key in ub_groups.get(gid, ()):
                    note = "legacy catch-all, treated as UB-capable" if key == "unsafe-fp-math" else ""
                    add("attribute", f'"{key}"="true"', i, line, note)
    findings = [f for _, _, f in sorted(found, key=lambda t: (t[0], t[1]))]
    walked = walk_module(mod, printed)
    witness.agree(sc, walked, what="validate")
    scanned = Counter((f.function, f.kind, f.detail) for f in findings if f.note != _FILE_SAYS)
    witness.compare_claims(scanned, witness.ub_claims(walked), "validate")
    return findings


def _flag_detail(flag_text: str, bad: frozenset[str]) -> str:
    return fm.FAST if fm.FAST in flag_text.split() else " ".join(t for t in fm.ALL_FLAGS if t in bad)


def _owners(sc: irtext.Scan):
    """line index -> the function defined or declared there or around it."""
    starts = sorted([(fn.line, fn.name) for fn in sc.functions] + [(i, n) for n, i in sc.declares.items()])
    keys = [s for s, _ in starts]

    def owner(i: int) -> str:
        k = bisect.bisect_right(keys, i) - 1
        return starts[k][1] if k >= 0 else ""

    return owner


def _user_scan(original: str | None, printed: irtext.Scan) -> irtext.Scan | None:
    """The user's text and its scan, when its functions match LLVM's instruction for instruction."""
    if not original:
        return None
    if original == "\n".join(printed.lines):
        return printed  # the text is LLVM's printing already
    sc = irtext.scan(original)
    if sc.irregular or irtext.mismatch(sc, printed):
        return None
    return sc


def _map_to_file(printed: irtext.Scan, sc: irtext.Scan | None) -> dict[int, int]:
    """Printing line index -> 1-based line in the user's file (functions, their instructions, declarations)."""
    if sc is None:
        return {}
    out: dict[int, int] = {}
    for p, t in zip(printed.functions, sc.functions):
        out[p.line] = t.line + 1
        for pi, ti in zip(p.instrs, t.instrs):
            out[pi[irtext.LINE]] = ti[irtext.LINE] + 1
    for name, i in printed.declares.items():
        if name in sc.declares:
            out[i] = sc.declares[name] + 1
    return out


def validate_file_module(mod: llvm.ModuleRef, file: str, original: str | None) -> Report:
    """The report for one parsed file (``original``: its text, when it is text IR)."""
    return Report(file, tuple(find_ub_module(mod, original)))
