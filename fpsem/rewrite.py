"""The rewrite pass: put exactly a profile's fast-math flags on a module's FP instructions.

Two steps, each testable on its own:

1. **normalise** — remove every fast-math flag from every instruction that can
   carry one, the FP-assumption function attributes and the NaN/Inf classes of
   ``nofpclass`` (skipped with ``keep_existing``);
2. **apply** — give every flaggable instruction ("site") the flags the profile
   allows for its opcode and function, optionally only at chosen site ids.

The result is re-parsed and verified by LLVM and then audited independently
(``fpsem.audit``): a rewrite that fails either check raises, never returns.

Sites and their stable ids (``@function#k``) are defined in ``fpsem.sites``.
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
from .llvm import canonical_text, parse_ir
from .profiles import Profile
from .sites import Site, list_sites

# Function attributes that encode FP assumptions: removed by normalisation.
NORMALISED_ATTRIBUTES: frozenset[str] = frozenset(fm.FP_FUNCTION_ATTRIBUTES)


@dataclass(frozen=True)
class RewriteResult:
    """The rewritten module (LLVM's printing) and what was done to it."""

    text: str
    profile: str
    sites: tuple[Site, ...]  # sites of the result, with their final flags
    targeted: frozenset[str]  # ids of the sites the profile was applied to
    changed_sites: int  # sites whose flags differ from the input's
    notes: tuple[str, ...] = ()


def normalise_attributes(lines: list[str]) -> list[str]:
    """Remove FP-assumption string attributes and NaN/Inf ``nofpclass`` classes.

    Attribute groups left empty are deleted together with their ``#N`` references
    (LLVM rejects an empty group).
    """
    groups = irtext.attribute_groups(lines)
    emptied: set[int] = set()
    out = list(lines)
    for g in groups.values():
        body = irtext.remove_string_attributes(g.body, set(NORMALISED_ATTRIBUTES))
        if not body:
            emptied.add(g.id)
            out[g.line] = ""
        elif body != " ".join(g.body.split()):
            out[g.line] = f"attributes #{g.id} = {{ {body} }}"
    for i, line in enumerate(out):
        if line.startswith(("define ", "declare ")) or irtext.split_instruction(line):
            line = irtext.strip_nofpclass(line, fm.NOFPCLASS_UB_CLASSES)
            for gid in emptied:
                line = _drop_attr_ref(line, gid)
            out[i] = line
    return out


def _drop_attr_ref(line: str, gid: int) -> str:
    if gid not in irtext.attr_refs(line):
        return line
    return re.sub(rf"\s#{gid}\b(?=(\s|,|$))", "", line)


def resolve_targets(sites: Iterable[Site], only: Iterable[str] | None) -> frozenset[str]:
    """Site ids to apply the profile to: all, or the chosen ones (unknown ids are an error)."""
    all_ids = {s.id for s in sites}
    if only is None:
        return frozenset(all_ids)
    chosen = set(only)
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

    Promises: the result parses and verifies; every targeted site carries exactly
    ``profile.flags_for(opcode, function)`` (plus its old flags with ``keep_existing``),
    every other site carries none (or its old flags with ``keep_existing``), and
    nothing else differs from the input — or RewriteError is raised.
    """
    return rewrite_module(parse_ir(text, name), profile, keep_existing=keep_existing, sites=sites, name=name)


def rewrite_module(
    mod: llvm.ModuleRef,
    profile: Profile,
    *,
    keep_existing: bool = False,
    sites: Iterable[str] | None = None,
    name: str = "<ir>",
) -> RewriteResult:
    """As :func:`apply_profile`, for an already parsed module (e.g. read from bitcode).

    A per-site profile (``[sites]`` table) goes to :func:`fpsem.siteflags.rewrite_per_site`.
    """
    if profile.per_site:
        from .siteflags import rewrite_per_site  # built on this function, which it is handed

        return rewrite_per_site(mod, profile, rewrite_module, keep_existing=keep_existing, sites=sites, name=name)
    original = canonical_text(mod)
    lines = original.splitlines()
    before = list_sites(mod, original)
    targeted = resolve_targets(before, sites)
    new_lines = list(lines)
    notes: list[str] = []
    for site in before:
        idx = site.line - 1
        parts = irtext.split_instruction(lines[idx])
        assert parts is not None
        want = expected_flags(site, profile, targeted, keep_existing)
        edited_line = parts.with_flags(fm.canonical_tokens(want))
        if site.opcode == "phi" and want and irtext.has_attachments(edited_line):
            # LLVM 22's text parser drops the flags of a phi that has metadata attachments
            # (parsePHI reports the eaten comma before the flags are set); a phi's debug
            # location carries no source line anyway, so the attachment goes.
            edited_line = irtext.strip_attachments(edited_line)
            notes.append(f"{site.id}: metadata attachment dropped from flagged phi (LLVM parser limitation)")
        new_lines[idx] = edited_line
    if not keep_existing:
        new_lines = normalise_attributes(new_lines)
    edited = "\n".join(l for l in new_lines) + "\n"
    try:
        result_mod = parse_ir(edited, f"{name} (rewritten)")
    except IRParseError as e:
        raise RewriteError(f"rewritten module does not parse: {e}") from None
    result_text = canonical_text(result_mod)
    after = list_sites(result_mod, result_text)
    audit_rewrite(mod, result_mod, profile, targeted, keep_existing)
    changed = sum(1 for a, b in zip(before, after) if a.flags != b.flags)
    return RewriteResult(result_text, profile.name, tuple(after), targeted, changed, tuple(notes))
