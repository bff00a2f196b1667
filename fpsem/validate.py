"""The UB validator: every construct in a module that lets LLVM assume "no NaN" or "no Inf".

Findings, each with function, instruction (or declaration) text, line in
LLVM's printing of the module, the line in the user's own file when it can
be mapped, and the debug-info source location when present:

* ``flag``       — ``nnan``/``ninf``/``fast`` on an instruction;
* ``attribute``  — ``"no-nans-fp-math"``/``"no-infs-fp-math"``/``"unsafe-fp-math"`` set to true
                   on a function or call site (``unsafe-fp-math`` conservatively);
* ``nofpclass``  — a ``nofpclass`` set excluding NaN or infinity classes, on an argument,
                   return value or call site.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

import llvmlite.binding as llvm

from . import flags as fm
from . import irtext
from .llvm import canonical_text, parse_ir


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


def _ub_nofpclass(line: str) -> list[str]:
    hits = []
    for m in irtext.NOFPCLASS_RE.finditer(line):
        classes = m["classes"].split()
        if fm.NOFPCLASS_UB_CLASSES & set(classes):
            hits.append(m.group())
    return hits


def _function_of_line(lines: list[str]) -> list[str]:
    """For each line, the defined/declared function it belongs to ('' outside functions)."""
    owner, cur = [], ""
    for line in lines:
        if line.startswith(("define ", "declare ")):
            m = irtext._DEFINE_RE.match(line) if line.startswith("define") else None
            name = m["name"] if m else line.split("@", 1)[1].split("(", 1)[0]
            cur = name.strip('"')
            owner.append(cur)
            if line.startswith("declare"):
                cur = ""
            continue
        owner.append(cur)
        if line == "}":
            cur = ""
    return owner


def find_ub(text: str, name: str = "<ir>", original: str | None = None) -> list[Finding]:
    """All UB-capable constructs in the module ``text`` (parsed and verified by LLVM first).

    ``original`` is the user's own text (for mapping findings to their file's lines).
    """
    return find_ub_module(parse_ir(text, name), original if original is not None else text)


def find_ub_module(mod: llvm.ModuleRef, original: str | None = None) -> list[Finding]:
    """As :func:`find_ub` for a parsed module."""
    text = canonical_text(mod)
    lines = text.splitlines()
    owners = _function_of_line(lines)
    groups = irtext.attribute_groups(lines)
    dbg = irtext.debug_locations(lines)
    locs = irtext.locate_instructions(mod, lines)
    file_lines = _map_to_file(locs, original, lines)
    instr_line = {loc.line for loc in locs}
    findings: list[Finding] = []

    def add(kind: str, detail: str, i: int, note: str = "") -> None:
        findings.append(
            Finding(kind, detail, owners[i], lines[i].strip(), i + 1, file_lines.get(i),
                    irtext.debug_location_of(lines[i], dbg), note)
        )

    for i, line in enumerate(lines):
        is_decl = line.startswith(("define ", "declare "))
        if i in instr_line:
            parts = irtext.split_instruction(line)
            bad = fm.expand(parts.flags) & fm.POISON_FLAGS if parts else frozenset()
            if bad:
                add("flag", fm.FAST if fm.FAST in parts.flags else " ".join(t for t in fm.ALL_FLAGS if t in bad), i)
        if i in instr_line or is_decl:
            for attr in _ub_nofpclass(line):
                add("nofpclass", attr, i)
            for gid in irtext.attr_refs(line):
                g = groups.get(gid)
                for key in _ub_attrs(g.body) if g else []:
                    note = "legacy catch-all, treated as UB-capable" if key == "unsafe-fp-math" else ""
                    add("attribute", f'"{key}"="true"', i, note)
    return findings


def _map_to_file(locs: list[irtext.InstrLoc], original: str | None, canonical_lines: list[str]) -> dict[int, int]:
    """Canonical line index -> line in the user's file, where the function's instruction counts agree."""
    if not original:
        return {}
    per_fn = irtext.source_instruction_lines(original)
    out: dict[int, int] = {}
    by_fn: dict[str, list[int]] = {}
    for loc in locs:
        by_fn.setdefault(loc.function, []).append(loc.line)
    for fn, canon in by_fn.items():
        src = per_fn.get(fn)
        define_line = _define_line_of(canon[0], canonical_lines)
        if src and len(src) == len(canon) + 1 and define_line is not None:
            out.update(dict(zip([define_line] + canon, src)))
    return out


def _define_line_of(first_instr: int, lines: list[str]) -> int | None:
    for i in range(first_instr, -1, -1):
        if lines[i].startswith("define "):
            return i
    return None


def validate_file_module(mod: llvm.ModuleRef, file: str, original: str | None) -> Report:
    return Report(file, tuple(find_ub_module(mod, original)))


def report_json(reports: list[Report]) -> str:
    total = sum(len(r.findings) for r in reports)
    return json.dumps({"total": total, "files": [r.to_json() for r in reports]}, indent=2)
