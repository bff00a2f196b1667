"""``fpsem validate`` as a CI gate: many files, categories to fail on, and outputs for code scanning.

* :func:`expand` turns the command line's operands into files: a file as given, a directory searched
  recursively for ``*.ll`` and ``*.bc``, a glob (``build/**/*.ll``, ``**`` matching any depth).
* Every finding of :mod:`fpsem.fastmath.validate` falls into one or more :data:`CATEGORIES`
  (``nnan``, ``ninf``, ``fast``, the three function attributes, ``nofpclass``); ``--fail-on`` picks the
  ones that fail the gate (default: all of them, since each one lets LLVM assume no NaN or no Inf).
  The others are still reported, as warnings.
* :func:`to_sarif` writes SARIF 2.1.0 (GitHub code scanning, other SARIF viewers), :func:`to_github`
  GitHub Actions workflow commands (annotations on the pull request), :func:`to_text` and
  :func:`to_json` the command's own formats.
"""

from __future__ import annotations

import glob
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fpsem.core.errors import UsageError
from fpsem.core.progress import SILENT, Progress
from fpsem.fastmath.validate import Finding, Report, validate_file_module
from fpsem.ir.binding import read_module_input

IR_SUFFIXES = (".ll", ".bc")
CATEGORIES = {
    "nnan": "the nnan flag: LLVM may assume no operand or result is a NaN (poison otherwise)",
    "ninf": "the ninf flag: LLVM may assume no operand or result is an infinity (poison otherwise)",
    "fast": "the fast flag: every fast-math flag, nnan and ninf included",
    "no-nans-fp-math": 'the "no-nans-fp-math"="true" attribute: the function may assume no NaNs',
    "no-infs-fp-math": 'the "no-infs-fp-math"="true" attribute: the function may assume no infinities',
    "unsafe-fp-math": 'the legacy "unsafe-fp-math"="true" attribute (treated as UB-capable)',
    "nofpclass": "a nofpclass attribute that excludes NaN or infinity classes (poison if one arrives)",
}
ALIASES = {"all": tuple(CATEGORIES), "flags": ("nnan", "ninf", "fast"),
           "attributes": ("no-nans-fp-math", "no-infs-fp-math", "unsafe-fp-math")}
DEFAULT_FAIL_ON = tuple(CATEGORIES)
FORMATS = ("text", "json", "sarif", "github")
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/fpsem/fpsem"


def _is_glob(text: str) -> bool:
    return any(c in text for c in "*?[")


def expand(operands: Sequence[str]) -> list[Path]:
    """The IR files named by ``operands`` (files, directories, globs), sorted, each once.

    A directory yields its ``*.ll``/``*.bc`` files at any depth; a glob matches with ``**`` spanning
    directories.  An operand that names nothing is a usage error (a CI gate must not pass by checking
    nothing)."""
    found: dict[str, Path] = {}
    for op in operands:
        if not op.strip():
            raise UsageError("empty path")
        p = Path(op)
        if _is_glob(op) and not p.exists():
            hits = [Path(h) for h in glob.glob(op, recursive=True)]
            files = [h for h in hits if h.is_file()]
            files += [f for h in hits if h.is_dir() for f in _ir_files(h)]
            if not files:
                raise UsageError(f"{op}: matches no file")
        elif p.is_dir():
            files = _ir_files(p)
            if not files:
                raise UsageError(f"{op}: a directory without .ll or .bc files")
        elif p.exists():
            files = [p]
        else:
            raise UsageError(f"{op}: no such file")  # the wording of every other command
        for f in files:
            found.setdefault(os.path.normpath(f), f)
    return [found[k] for k in sorted(found)]


def _ir_files(d: Path) -> list[Path]:
    return sorted(f for f in d.rglob("*") if f.suffix in IR_SUFFIXES and f.is_file())


def parse_fail_on(text: str) -> tuple[str, ...]:
    """``nnan,ninf`` -> the categories; ``all``, ``flags`` and ``attributes`` stand for groups; ``none``
    reports without failing."""
    out: list[str] = []
    for part in (t.strip() for t in text.split(",")):
        if not part:
            continue
        if part == "none":
            continue
        names = ALIASES.get(part, (part,))
        for n in names:
            if n not in CATEGORIES:
                known = ", ".join([*CATEGORIES, *ALIASES, "none"])
                raise UsageError(f"--fail-on: unknown category {part!r} (known: {known})")
            if n not in out:
                out.append(n)
    return tuple(out)


def categories(f: Finding) -> tuple[str, ...]:
    """The categories a finding falls into (``nnan ninf`` on one instruction: both)."""
    if f.kind == "flag":
        return tuple(c for c in ("fast", "nnan", "ninf") if c in f.detail.split())
    if f.kind == "attribute":
        return tuple(c for c in ("no-nans-fp-math", "no-infs-fp-math", "unsafe-fp-math") if f'"{c}"' in f.detail)
    return ("nofpclass",)


@dataclass(frozen=True)
class Gate:
    """The reports of every file and what fails the gate."""

    reports: tuple[Report, ...]
    fail_on: tuple[str, ...] = DEFAULT_FAIL_ON

    def failing(self, f: Finding) -> bool:
        return any(c in self.fail_on for c in categories(f))

    @property
    def failed(self) -> bool:
        return any(self.failing(f) for r in self.reports for f in r.findings)

    @property
    def findings(self) -> int:
        return sum(len(r.findings) for r in self.reports)


def check(files: Iterable[Path], fail_on: Sequence[str] = DEFAULT_FAIL_ON, progress: Progress = SILENT) -> Gate:
    """Validate every file (parsed and verified by LLVM first: a file that does not parse is an error)."""
    files = list(files)
    reports = []
    with progress.task("validate", total=len(files), unit="file") as task:
        for f in files:
            src = read_module_input(f)
            reports.append(validate_file_module(src.module, str(f), src.text))
            task.advance(1, f.name)
    return Gate(tuple(reports), tuple(fail_on))


# ---------------------------------------------------------------- formats


def to_text(gate: Gate) -> str:
    lines = []
    for r in gate.reports:
        for f in r.findings:
            lines.append(f.one_line(r.file) + ("" if gate.failing(f) else " [not in --fail-on: warning]"))
        c = r.counts()
        status = "clean" if r.clean else (f"{len(r.findings)} UB-capable construct(s): "
                                          f"{c['flag']} flag, {c['attribute']} attribute, {c['nofpclass']} nofpclass")
        lines.append(f"{r.file}: {status}")
    if len(gate.reports) > 1:
        dirty = sum(1 for r in gate.reports if not r.clean)
        lines.append(f"validate: {len(gate.reports)} files, {dirty} with UB-capable constructs, "
                     f"{gate.findings} construct(s); {'FAILED' if gate.failed else 'passed'} "
                     f"(--fail-on {','.join(gate.fail_on) or 'none'})")
    return "\n".join(lines)


def to_json(gate: Gate) -> str:
    total = gate.findings
    return json.dumps({"total": total, "failed": gate.failed, "fail_on": list(gate.fail_on),
                       "files": [dict(r.to_json(), failing=sum(1 for f in r.findings if gate.failing(f)))
                                 for r in gate.reports]}, indent=2)


def _uri(file: str) -> str:
    p = Path(file)
    try:
        p = p.resolve().relative_to(Path.cwd().resolve())
    except ValueError:
        return p.resolve().as_uri()
    return p.as_posix()


def _line(f: Finding) -> int:
    return f.file_line or f.line


def _message(f: Finding) -> str:
    src = f" (source {f.source})" if f.source else ""
    note = f"; {f.note}" if f.note else ""
    return f"{f.kind} {f.detail} in @{f.function}{src}: {f.text}{note}"


def to_sarif(gate: Gate, version: str) -> dict[str, Any]:
    """The reports as one SARIF 2.1.0 log (one run of fpsem, one rule per category)."""
    rules = [{"id": f"fpsem/{c}", "name": c.replace("-", " ").title().replace(" ", ""),
              "shortDescription": {"text": f"UB-capable fast-math construct: {c}"},
              "fullDescription": {"text": d},
              "help": {"text": "Remove the construct (fpsem rewrite -p <a safe profile>) or compile without "
                               "-ffast-math/-ffinite-math-only; a safe profile keeps contract, reassoc, nsz, arcp "
                               "and afn, which cannot create poison."},
              "defaultConfiguration": {"level": "error" if c in gate.fail_on else "warning"}}
             for c, d in CATEGORIES.items()]
    index = {c: i for i, c in enumerate(CATEGORIES)}
    results = []
    for r in gate.reports:
        for f in r.findings:
            cats = categories(f)
            rule = next((c for c in cats if c in gate.fail_on), cats[0])
            results.append({
                "ruleId": f"fpsem/{rule}", "ruleIndex": index[rule],
                "level": "error" if gate.failing(f) else "warning",
                "message": {"text": _message(f)},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": _uri(r.file)},
                                                    "region": {"startLine": _line(f)}},
                               "logicalLocations": [{"name": f.function, "kind": "function"}]}],
                "properties": {"categories": list(cats)},
            })
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0",
            "runs": [{"tool": {"driver": {"name": "fpsem", "version": version, "informationUri": INFORMATION_URI,
                                          "rules": rules}},
                      "artifacts": [{"location": {"uri": _uri(r.file)}} for r in gate.reports],
                      "results": results}]}


def _gh_escape(text: str, prop: bool = False) -> str:
    out = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return out.replace(":", "%3A").replace(",", "%2C") if prop else out


def to_github(gate: Gate) -> str:
    """GitHub Actions workflow commands: one ``::error``/``::warning`` annotation per finding."""
    lines = []
    for r in gate.reports:
        for f in r.findings:
            level = "error" if gate.failing(f) else "warning"
            title = f"fpsem: {', '.join(categories(f))}"
            lines.append(f"::{level} file={_gh_escape(_uri(r.file), True)},line={_line(f)},"
                         f"title={_gh_escape(title, True)}::{_gh_escape(_message(f))}")
    dirty = sum(1 for r in gate.reports if not r.clean)
    lines.append(f"fpsem validate: {len(gate.reports)} files, {dirty} with UB-capable constructs; "
                 f"{'failed' if gate.failed else 'passed'}")
    return "\n".join(lines)


def render(gate: Gate, fmt: str, version: str) -> str:
    if fmt == "text":
        return to_text(gate)
    if fmt == "json":
        return to_json(gate)
    if fmt == "sarif":
        return json.dumps(to_sarif(gate, version), indent=2)
    if fmt == "github":
        return to_github(gate)
    raise UsageError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
