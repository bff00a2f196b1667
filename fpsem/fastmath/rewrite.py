"""The rewrite pass: put exactly a profile's fast-math flags on a module's FP instructions.

The rewrite edits the user's own text, so that the result goes back into the
toolchain that produced it (LLVM 22's re-printing would not: clang-19's ``llc``
rejects its ``captures(none)``).  Only these bytes change:

* the flag tokens after the opcode of each site ("site": an instruction that
  can carry fast-math flags, ``fpsem.fastmath.sites``) whose flags differ from the wanted set;
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
(``fpsem.fastmath.audit``): a rewrite that fails either check raises, never returns.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

import llvmlite.binding as llvm

from fpsem.core.errors import CheckFailed, IRParseError, RewriteError, UsageError
from fpsem.fastmath import witness
from fpsem.fastmath.audit import audit_rewrite, flag_plan
from fpsem.fastmath.editcheck import check_edit
from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.sites import Site, SiteTable, list_sites, locate_sites, sites_of_printing
from fpsem.fastmath.witness import audit_walk
from fpsem.ir import flags as fm
from fpsem.ir import text as irtext
from fpsem.ir.binding import parse_ir
from fpsem.ir.tokens import unescape
from fpsem.ir.walk import walk_module

__all__ = ["RewriteResult", "apply_profile", "rewrite_module", "list_sites", "resolve_targets"]

# Function attributes that encode FP assumptions: removed by normalisation.
NORMALISED_ATTRIBUTES: frozenset[str] = frozenset(fm.FP_FUNCTION_ATTRIBUTES)


@dataclass(frozen=True)
class RewriteResult:
    """The rewritten module (the user's text, edited) and what was done to it."""

    text: str
    profile: str
    changed_sites: int  # sites whose flags differ from the input's
    notes: tuple[str, ...] = ()
    edited_input: bool = True  # False: the output is LLVM's printing (bitcode input, or text it could not match)
    site_count: int = 0
    printed: str = field(default="", repr=False, compare=False)  # LLVM's printing of the result
    chosen: frozenset[str] | None = None  # the site ids the profile was applied to; None: all

    @functools.cached_property
    def sites(self) -> tuple[Site, ...]:
        """Sites of the result, with their final flags (read on first use: a large module has 100,000s)."""
        return tuple(sites_of_printing(self.printed))

    @functools.cached_property
    def targeted(self) -> frozenset[str]:
        """Ids of the sites the profile was applied to."""
        return self.chosen if self.chosen is not None else frozenset(s.id for s in self.sites)

    @property
    def targeted_count(self) -> int:
        return len(self.chosen) if self.chosen is not None else self.site_count


# LLVM 20 extended fast-math flags to calls/phis/selects returning a literal struct of one FP type
# (llvm-project PR #110506, merged 2024-09-30) and to fptrunc/fpext (PR #115894); llc-19 refuses
# both, as tests/test_rewrite_exact.py shows.
FIRST_LLVM_WITH_STRUCT_FMF = 20
FIRST_LLVM_WITH_CAST_FMF = 20
# The oldest LLVM whose fast-math rules fpsem knows (and tests against, with llc-19), and its own.
OLDEST_KNOWN_LLVM = 19


def check_for_llvm(major: int) -> int:
    """``--for-llvm``'s value, checked: an LLVM major version whose fast-math rules fpsem knows."""
    if isinstance(major, bool) or not isinstance(major, int) or major < OLDEST_KNOWN_LLVM:
        raise UsageError(f"--for-llvm {major}: fpsem knows the fast-math rules of LLVM {OLDEST_KNOWN_LLVM} and "
                         f"later (give a major version such as 19)")
    return major


def struct_sites(table: SiteTable) -> frozenset[str]:
    """Ids of the sites whose result type is a struct (a ``call``/``phi``/``select`` returning one)."""
    out = set()
    for j in range(len(table)):
        ins = table.instr(j)
        if ins[irtext.OPCODE] in ("call", "phi", "select"):
            t = irtext.result_type(ins[irtext.OPCODE], irtext.instr_code(table.scan.lines[ins[irtext.LINE]], ins))
            if t.startswith("{") or t.startswith("<{"):
                out.add(table.id(j))
    return frozenset(out)


def cast_sites(table: SiteTable) -> frozenset[str]:
    """Ids of the ``fptrunc``/``fpext`` sites."""
    return frozenset(table.id(j) for j in range(len(table)) if table.instr(j)[irtext.OPCODE] in ("fptrunc", "fpext"))


def _for_older_llvm(table: SiteTable, targeted: frozenset[str] | None, major: int, notes: list[str]
                    ) -> frozenset[str] | None:
    """The targeted sites less those LLVM ``major`` refuses flags on (a note says how many)."""
    refused = []
    if major < FIRST_LLVM_WITH_STRUCT_FMF:
        refused.append(("returning a struct", struct_sites(table), FIRST_LLVM_WITH_STRUCT_FMF))
    if major < FIRST_LLVM_WITH_CAST_FMF:
        refused.append(("that are fptrunc/fpext", cast_sites(table), FIRST_LLVM_WITH_CAST_FMF))
    for what, ids, since in refused:
        if not ids:
            continue
        if targeted is None:
            targeted = resolve_targets(table, None)
        if ids & targeted:
            notes.append(f"{len(ids & targeted)} site(s) {what} left without flags "
                         f"(LLVM {major} refuses fast-math flags there; LLVM {since}+ accepts them)")
            targeted = targeted - ids
    return targeted


def resolve_targets(sites: Iterable[Site] | SiteTable, only: Iterable[str] | None) -> frozenset[str]:
    """Site ids to apply the profile to: all, or the chosen ones (unknown ids are an error)."""
    all_ids = {s.id for s in sites} if not isinstance(sites, SiteTable) else {sites.id(j) for j in range(len(sites))}
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
    for_llvm: int | None = None,
) -> RewriteResult:
    """Rewrite ``text`` (any LLVM IR LLVM 22 parses) so its FP instructions carry ``profile``'s flags.

    Promises: the result is ``text`` with only flag tokens, FP-assumption attributes,
    NaN/Inf ``nofpclass`` classes and flagged phis' metadata attachments changed; it
    parses and verifies; every targeted site carries exactly
    ``profile.flags_for(opcode, function)`` (plus its old flags with ``keep_existing``),
    every other site carries none (or its old flags with ``keep_existing``), and LLVM
    reads nothing else differently — or RewriteError is raised.

    ``for_llvm`` (e.g. 19) keeps the output acceptable to that older LLVM: before
    LLVM 20 fast-math flags on a ``call``/``phi``/``select`` returning a struct are
    refused, so such sites are left without flags (and a note says how many).
    """
    mod = parse_ir(text, name, isolated=True)
    if profile.per_site:
        return rewrite_module(mod, profile, keep_existing=keep_existing, sites=sites, name=name, text=text)
    return _rewrite(text, mod, profile, keep_existing, sites, name, for_llvm)


def rewrite_module(
    mod: llvm.ModuleRef,
    profile: Profile,
    *,
    keep_existing: bool = False,
    sites: Iterable[str] | None = None,
    name: str = "<ir>",
    text: str | None = None,
    for_llvm: int | None = None,
) -> RewriteResult:
    """As :func:`apply_profile`, for an already parsed module; ``text`` is its source text when there is one.

    A per-site profile (``[sites]`` table) goes to :func:`fpsem.fastmath.siteflags.rewrite_per_site`.
    """
    if profile.per_site:
        from fpsem.fastmath.siteflags import rewrite_per_site  # built on this function, which it is handed

        return rewrite_per_site(mod, profile, rewrite_module, keep_existing=keep_existing, sites=sites, name=name)
    return _rewrite(text, mod, profile, keep_existing, sites, name, for_llvm)


def _rewrite(
    user_text: str | None,
    mod: llvm.ModuleRef,
    profile: Profile,
    keep_existing: bool,
    sites: Iterable[str] | None,
    name: str,
    for_llvm: int | None = None,
) -> RewriteResult:
    printed = str(mod)
    pscan = irtext.scan(printed)
    before = locate_sites(pscan)
    walked = walk_module(mod, printed)
    witness.agree(pscan, walked, before, f"{name}")  # the scan the rewrite goes by is what LLVM holds
    # None: every site (the common case; then no site ids need to be made at all).
    targeted = None if sites is None else resolve_targets(before, sites)
    notes: list[str] = []
    if for_llvm is not None:
        targeted = _for_older_llvm(before, targeted, check_for_llvm(for_llvm), notes)
    scanned = _text_to_edit(user_text, pscan, notes)
    job = _Job(printed, before, walked, profile, targeted, keep_existing, name)
    try:
        result = job.edit(scanned, notes)
    except (RewriteError, CheckFailed) as e:
        if scanned.scan is pscan:
            raise
        # The user's text read one way to fpsem and another to LLVM: fall back to LLVM's own printing.
        notes.append(f"output is LLVM 22's printing of the module, not your text (the edit of your text failed "
                     f"its check: {e})")
        scanned = _Text(pscan)
        result = job.edit(scanned, notes)
    return replace(result, edited_input=user_text is not None and (scanned.scan is not pscan or user_text == printed))


@dataclass(frozen=True)
class _Job:
    """One rewrite: what LLVM read, the profile, and which sites to put it on."""

    printed: str
    before: SiteTable
    walked: tuple
    profile: Profile
    targeted: frozenset[str] | None
    keep_existing: bool
    name: str

    def edit(self, text: _Text, notes: list[str]) -> RewriteResult:
        """Edit ``text`` (the user's text or LLVM's printing) and check the result three ways:
        LLVM parses it, both audits pass (LLVM's printing compared; LLVM's module walked), and the
        whole-file diff check proves nothing but flags and FP-assumption attributes changed."""
        scanned = text.scan
        lines: list[str | None] = list(scanned.lines)
        mine: list[str] = []
        _edit_sites(lines, scanned, self.before, self.profile, self.targeted, self.keep_existing, mine)
        if not self.keep_existing:
            normalise(lines, scanned)
        edited = "\n".join(l for l in lines if l is not None)
        phis = frozenset(i[irtext.LINE] for fn in scanned.functions for i in fn.instrs if i[irtext.OPCODE] == "phi")
        check_edit("\n".join(scanned.lines), edited, phis)  # on the folded text: the same edits, line for line
        if text.standin:
            edited = edited.replace(text.standin, "\n")
        try:
            result_mod = parse_ir(edited, f"{self.name} (rewritten)", isolated=True)
        except IRParseError as e:
            raise RewriteError(f"rewritten module does not parse: {e}") from None
        result_printed = str(result_mod)
        audited = audit_rewrite(self.printed, result_printed, self.profile, self.targeted, self.keep_existing,
                                original_sites=self.before)
        plan = flag_plan(self.profile, self.targeted, self.keep_existing)
        audit_walk(self.walked, walk_module(result_mod, result_printed), plan, self.keep_existing)
        notes += mine
        return RewriteResult(edited, self.profile.name, audited.changed, tuple(notes), site_count=audited.sites,
                             printed=result_printed, chosen=self.targeted)


@dataclass(frozen=True)
class _Text:
    """The text a rewrite edits: its scan, and the stand-in for line breaks inside strings ('' if none)."""

    scan: irtext.Scan
    standin: str = ""


def _text_to_edit(user_text: str | None, pscan: irtext.Scan, notes: list[str]) -> _Text:
    """The user's text when its instructions match LLVM's, else LLVM's printing (with a note why)."""
    if user_text is None or user_text == "\n".join(pscan.lines):
        return _Text(pscan)  # bitcode, or a text that is LLVM's printing already
    folded = irtext.fold_strings(user_text)
    text, standin = folded if folded is not None else (user_text, "")
    uscan = irtext.scan(text)
    why = uscan.irregular or irtext.mismatch(uscan, pscan) or _flags_elsewhere(uscan, pscan)
    if not why:
        return _Text(uscan, standin)
    notes.append(f"output is LLVM 22's printing of the module, not your text ({why})")
    return _Text(pscan)


def _flags_elsewhere(uscan: irtext.Scan, pscan: irtext.Scan) -> str:
    """Why the flags (or a phi's attachments) LLVM read are not where the user's text has them ('' if they are).

    An instruction written over several lines may carry its flags, or a phi its ``!dbg``, on a line after
    the opcode's: editing the opcode's line would then not say what LLVM reads.
    """
    for fu, fp in zip(uscan.functions, pscan.functions):
        for iu, ip in zip(fu.instrs, fp.instrs):
            differ = iu[irtext.FLAGS] != ip[irtext.FLAGS] and (
                irtext.flag_set(iu[irtext.FLAGS]) != irtext.flag_set(ip[irtext.FLAGS]))
            if ip[irtext.OPCODE] == "phi":
                said = irtext.attachments_start(uscan.lines[iu[irtext.LINE]], iu) is not None
                read = irtext.attachments_start(pscan.lines[ip[irtext.LINE]], ip) is not None
                # With attachments on its line, LLVM's parser drops a phi's flags: the file says more than LLVM read.
                if said == read and (not differ or said):
                    continue
            elif not differ:
                continue
            return (f"line {iu[irtext.LINE] + 1}: the instruction continues on the next line with what LLVM reads "
                    f"as its flags or attachments")
    return ""


def _edit_sites(
    lines: list[str | None],
    scanned: irtext.Scan,
    table: SiteTable,
    profile: Profile,
    targeted: frozenset[str] | None,
    keep_existing: bool,
    notes: list[str],
) -> None:
    """Set each site's flag tokens to the wanted set, in place; lines already saying it are untouched."""
    plan = flag_plan(profile, targeted, keep_existing)
    canonical: dict[frozenset[str], str] = {}
    functions, printed_functions = scanned.functions, table.scan.functions
    flag_set = irtext.flag_set
    for j, (fi, ii) in enumerate(table.positions):
        fn = functions[fi]
        ins = fn.instrs[ii]
        op = ins[1]
        site_id = functools.partial(table.id, j) if targeted is not None else None
        pfn = printed_functions[fi]
        want = plan(pfn.name, site_id, op, flag_set(pfn.instrs[ii][2]))
        have = flag_set(ins[2])
        line = lines[ins[irtext.LINE]]
        assert line is not None  # lines go None only in normalise, after the edit
        if op == "phi" and want:
            att = irtext.attachments_start(line, ins)
            if att is not None:
                # LLVM's parser drops the flags of a phi with attachments: the attachments go instead.
                code_end = ins[irtext.FLAGS_END] + len(irtext.instr_code(line, ins).rstrip())
                line = line[:att] + line[code_end:]
                notes.append(f"{table.id(j)}: metadata attachments dropped from a flagged phi "
                             f"(LLVM's parser ignores the flags of a phi that has them)")
        if have != want:
            tokens = canonical.get(want)
            if tokens is None:
                tokens = canonical[want] = "".join(" " + t for t in fm.canonical_tokens(want))
            line = line[:ins[irtext.FLAGS_START]] + tokens + line[ins[irtext.FLAGS_END]:]
        lines[ins[irtext.LINE]] = line


# ---------------------------------------------------------------- normalisation

# A string (with its leading blanks and a sigil or ``c`` before it, if any): a string attribute (``"key"`` or
# ``"key"="value"``) when there is none.  Strings are read whole, left to right, so the value of one attribute
# (or a quoted name) is never taken for the key of another.
_STRING_ATTR_RE = re.compile(r"[ \t]*([%@!$c]?)\"([^\"]*)\"((?:[ \t]*=[ \t]*\"[^\"]*\")?)")


def _is_fp_key(key: str) -> bool:
    """True for an FP-assumption attribute key, as LLVM reads it (``\\61`` is ``a``)."""
    return unescape(key) in NORMALISED_ATTRIBUTES


def _strip_fp_attributes(body: str, valued_only: bool) -> str:
    """``body`` without its FP-assumption string attributes (only those with a value, with ``valued_only``)."""
    def keep(m: re.Match) -> str:
        return "" if not m[1] and _is_fp_key(m[2]) and (m[3] or not valued_only) else m.group()
    return _STRING_ATTR_RE.sub(keep, body) if '"' in body else body


def normalise(lines: list[str | None], scanned: irtext.Scan) -> None:
    """Remove FP-assumption attributes and NaN/Inf ``nofpclass`` classes in place; every other byte kept.

    An attribute group left empty is deleted (its line becomes None; LLVM rejects
    an empty group) together with its ``#N`` references.
    """
    emptied: set[int] = set()
    group_lines = set(scanned.groups.values())
    for gid, i in scanned.groups.items():
        line = lines[i]
        assert line is not None  # each group is on its own line, visited once
        end = irtext.code_end(line)
        b0, b1 = line.index("{") + 1, line.rindex("}", 0, end)
        body = _strip_fp_attributes(line[b0:b1], valued_only=False)
        if not body.strip():
            emptied.add(gid)
            lines[i] = line[end:] or None  # a comment on the line stays
        elif body != line[b0:b1]:
            lines[i] = line[:b0] + body + line[b1:]
    ref_re = None
    if emptied:
        ref_re = re.compile(r"[ \t]*(?<![\w\"])#(?:" + "|".join(str(g) for g in sorted(emptied)) + r")\b")
    mark = "#" if ref_re is not None else "nofpclass"
    candidates = [i for i, l in enumerate(lines)
                  if l is not None and ("nofpclass" in l or '"' in l or mark in l)]
    for i in candidates:
        if i in group_lines:
            continue
        line = lines[i]
        assert line is not None  # candidates are the lines not None
        for s, e, rep in sorted(_line_edits(line, ref_re), reverse=True):
            line = line[:s] + rep + line[e:]
        lines[i] = line


def _line_edits(line: str, ref_re: re.Pattern | None) -> list[tuple[int, int, str]]:
    """(start, end, replacement) cuts of one line's code, non-overlapping."""
    code = line[:irtext.code_end(line)]
    cuts: list[tuple[int, int, str]] = []
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
    # Valued FP attributes written inline (LLVM prints them in groups; hand-written IR may not; outside
    # groups only valued ones are attributes for sure).
    if '"' in code:
        cuts += [(m.start(), m.end(), "") for m in _STRING_ATTR_RE.finditer(code)
                 if not m[1] and m[3] and _is_fp_key(m[2])]
    if ref_re is not None:
        cuts += [(m.start(), m.end(), "") for m in ref_re.finditer(irtext.blank_strings(code))]
    return cuts
