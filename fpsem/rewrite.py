"""The rewrite pass: put exactly a profile's fast-math flags on a module's FP instructions.

The rewrite edits the user's own text, so that the result goes back into the
toolchain that produced it (LLVM 22's re-printing would not: clang-19's ``llc``
rejects its ``captures(none)``).  Only these bytes change:

* the flag tokens after the opcode of each site ("site": an instruction that
  can carry fast-math flags, ``fpsem.sites``) whose flags differ from the wanted set;
* with normalisation (the default; ``keep_existing`` skips it): the
  FP-assumption string attributes, attribute groups they leave empty (with
  their ``#N`` references), and the NaN/Inf classes of ``nofpclass``;
* the metadata attachments of a ``phi`` that gets flags: LLVM's text parser
  drops the flags of a phi that has attachments (``parsePHI`` returns before the
  flags are set), in LLVM 19 and 22 alike.

What is a site and what flags it has is read from LLVM's printing of the parsed
input; each site is matched to its line in the user's text, function by
function and opcode by opcode.  A text that cannot be matched (bitcode, or IR
written with several instructions on a line) is rewritten in LLVM's printing
instead, and a note says so.

The result is parsed and verified by LLVM and audited independently
(``fpsem.audit``): a rewrite that fails either check raises, never returns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

import llvmlite.binding as llvm

from . import flags as fm
from . import irtext
from .audit import audit_rewrite, expected_flags
from .errors import IRParseError, RewriteError, UsageError
from .llvm import parse_ir
from .profiles import Profile
from .sites import LocatedSite, Site, list_sites, locate_sites

__all__ = ["RewriteResult", "apply_profile", "rewrite_module", "list_sites", "resolve_targets"]

# Function attributes that encode FP assumptions: removed by normalisation.
NORMALISED_ATTRIBUTES: frozenset[str] = frozenset(fm.FP_FUNCTION_ATTRIBUTES)


@dataclass(frozen=True)
class RewriteResult:
    """The rewritten module (the user's text, edited) and what was done to it."""

    text: str
    profile: str
    sites: tuple[Site, ...]  # sites of the result, with their final flags
    targeted: frozenset[str]  # ids of the sites the profile was applied to
    changed_sites: int  # sites whose flags differ from the input's
    notes: tuple[str, ...] = ()
    edited_input: bool = True  # False: the output is LLVM's printing (bitcode input, or text it could not match)


def resolve_targets(sites: Iterable[Site], only: Iterable[str] | None) -> frozenset[str]:
    """Site ids to apply the profile to: all, or the chosen ones (unknown ids are an error)."""
    all_ids = {s.id for s in sites}
    if only is None:
        return frozenset(all_ids)
    chosen = set(only)
    if not chosen:
        raise UsageError("no site ids given (list them with --list-sites)")
    unknown = sorted(chosen - all_ids)
    if unknown:
        raise UsageError(f"unknown site id(s): {', '.join(unknown[:5])} (list them with --list-sites)")
    return frozenset(chosen)


def apply_profile(
    text: str,
    profile: Profile,
    *,
    keep_existing: bool = False,
    sites: Iterable[str] | None = None,
    name: str = "<ir>",
) -> RewriteResult:
    """Rewrite ``text`` (any LLVM IR LLVM 22 parses) so its FP instructions carry ``profile``'s flags.

    Promises: the result is ``text`` with only flag tokens, FP-assumption attributes,
    NaN/Inf ``nofpclass`` classes and flagged phis' metadata attachments changed; it
    parses and verifies; every targeted site carries exactly
    ``profile.flags_for(opcode, function)`` (plus its old flags with ``keep_existing``),
    every other site carries none (or its old flags with ``keep_existing``), and LLVM
    reads nothing else differently — or RewriteError is raised.
    """
    mod = parse_ir(text, name, isolated=True)
    return _rewrite(text, str(mod), profile, keep_existing, sites, name)


def rewrite_module(
    mod: llvm.ModuleRef,
    profile: Profile,
    *,
    keep_existing: bool = False,
    sites: Iterable[str] | None = None,
    name: str = "<ir>",
    text: str | None = None,
) -> RewriteResult:
    """As :func:`apply_profile`, for an already parsed module; ``text`` is its source text when there is one."""
    return _rewrite(text, str(mod), profile, keep_existing, sites, name)


def _rewrite(
    user_text: str | None,
    printed: str,
    profile: Profile,
    keep_existing: bool,
    sites: Iterable[str] | None,
    name: str,
) -> RewriteResult:
    plines = printed.split("\n")
    located = locate_sites(plines, irtext.scan(printed))
    before = [ls.site for ls in located]
    targeted = resolve_targets(before, sites)
    notes: list[str] = []
    text, scanned = _text_to_edit(user_text, printed, notes)
    lines = text.split("\n")
    _edit_sites(lines, scanned, located, profile, targeted, keep_existing, notes)
    if not keep_existing:
        lines = normalise(lines, scanned)
    edited = "\n".join(l for l in lines if l is not None)
    try:
        result_mod = parse_ir(edited, f"{name} (rewritten)", isolated=True)
    except IRParseError as e:
        raise RewriteError(f"rewritten module does not parse: {e}") from None
    after = audit_rewrite(printed, str(result_mod), profile, targeted, keep_existing)
    changed = sum(1 for a, b in zip(before, after) if a.flags != b.flags)
    return RewriteResult(edited, profile.name, tuple(after), targeted, changed, tuple(notes),
                         edited_input=text is user_text)


def _text_to_edit(user_text: str | None, printed: str, notes: list[str]) -> tuple[str, irtext.Scan]:
    """The user's text when its instructions match LLVM's, else LLVM's printing (with a note why)."""
    pscan = irtext.scan(printed)
    if user_text is None:
        return printed, pscan
    uscan = irtext.scan(user_text)
    why = uscan.irregular or _mismatch(uscan, pscan)
    if not why:
        return user_text, uscan
    notes.append(f"output is LLVM 22's printing of the module, not your text ({why})")
    return printed, pscan


def _mismatch(text: irtext.Scan, printed: irtext.Scan) -> str:
    if len(text.functions) != len(printed.functions):
        return f"{len(text.functions)} function bodies found in the text, LLVM read {len(printed.functions)}"
    for t, p in zip(text.functions, printed.functions):
        if [i.opcode for i in t.instrs] != [i.opcode for i in p.instrs]:
            return f"the instructions of @{p.name} could not be matched line by line"
    return ""


def _edit_sites(
    lines: list[str],
    scanned: irtext.Scan,
    located: list[LocatedSite],
    profile: Profile,
    targeted: frozenset[str],
    keep_existing: bool,
    notes: list[str],
) -> None:
    """Set each site's flag tokens to the wanted set, in place; untouched where they already say it."""
    for ls in located:
        ins = scanned.functions[ls.fn].instrs[ls.instr]
        want = expected_flags(ls.site, profile, targeted, keep_existing)
        line = lines[ins.line]
        if ls.site.opcode == "phi" and want and ins.attachments is not None:
            # LLVM's parser drops the flags of a phi with attachments: the attachments go instead.
            tail = line[ins.attachments:ins.code_end]
            line = line[:ins.attachments] + tail[len(tail.rstrip()):] + line[ins.code_end:]
            notes.append(f"{ls.site.id}: metadata attachments dropped from a flagged phi "
                         f"(LLVM's parser ignores the flags of a phi that has them)")
        if fm.expand(ins.flags) != want:
            line = line[:ins.flags_start] + "".join(" " + t for t in fm.canonical_tokens(want)) + line[ins.flags_end:]
        lines[ins.line] = line


# ---------------------------------------------------------------- normalisation

_FP_KEYS = "|".join(re.escape(k) for k in NORMALISED_ATTRIBUTES)
# A valued FP string attribute with its leading blanks (outside groups only valued ones are attributes for sure).
_FP_VALUED_RE = re.compile(rf"[ \t]*\"(?:{_FP_KEYS})\"[ \t]*=[ \t]*\"[^\"]*\"")
_FP_ANY_RE = re.compile(rf"[ \t]*\"(?:{_FP_KEYS})\"(?:[ \t]*=[ \t]*\"[^\"]*\")?")


def normalise(lines: list[str | None], scanned: irtext.Scan) -> list[str | None]:
    """Remove FP-assumption attributes and NaN/Inf ``nofpclass`` classes; keep every other byte.

    An attribute group left empty is deleted (LLVM rejects an empty group) together
    with its ``#N`` references.  Deleted lines become None.
    """
    out = list(lines)
    emptied: set[int] = set()
    group_lines = set(scanned.groups.values())
    for gid, i in scanned.groups.items():
        line = out[i]
        start, end = line.index("{") + 1, line.rindex("}", 0, irtext.code_end(line))
        body = _FP_ANY_RE.sub("", line[start:end])
        if not body.strip():
            emptied.add(gid)
            out[i] = None
        elif body != line[start:end]:
            out[i] = line[:start] + body + line[end:]
    ref_re = re.compile(r"[ \t]*(?<![\w\"])#(?:" + "|".join(str(g) for g in sorted(emptied)) + r")\b") if emptied else None
    for i, line in enumerate(out):
        if line is None or i in group_lines:
            continue
        if "nofpclass" in line or "-fp-math" in line or (ref_re is not None and "#" in line):
            out[i] = _normalise_line(line, ref_re)
    return out


def _normalise_line(line: str, ref_re: re.Pattern | None) -> str:
    end = irtext.code_end(line)
    code, comment = line[:end], line[end:]
    blank = irtext.blank_strings(code)
    cuts: list[tuple[int, int, str]] = []  # (start, end, replacement) in code, non-overlapping
    for s, e, classes in irtext.nofpclass_spans(code):
        mask = fm.nofpclass_mask(classes)
        kept = mask & ~fm.NOFPCLASS_UB_MASK
        if kept == mask:
            continue
        if kept:
            cuts.append((s, e, f"nofpclass({fm.nofpclass_text(kept)})"))
        else:
            while s > 0 and code[s - 1] in " \t":  # the attribute and the blanks before it
                s -= 1
            cuts.append((s, e, ""))
    # Valued FP attributes written inline (LLVM prints them in groups; hand-written IR may not).
    for m in _FP_VALUED_RE.finditer(code):
        if code.count('"', 0, code.index('"', m.start())) % 2 == 0:  # starts outside a string
            cuts.append((m.start(), m.end(), ""))
    if ref_re is not None:
        for m in ref_re.finditer(blank):
            cuts.append((m.start(), m.end(), ""))
    for s, e, rep in sorted(cuts, reverse=True):
        code = code[:s] + rep + code[e:]
    return code + comment
