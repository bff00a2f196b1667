"""Per-site flag assignments: give different sites different flags, and tie the assignment to its IR.

A per-site profile (``Profile.site_flags``, a ``[sites]`` table in TOML) maps stable
site ids (``fpsem.fastmath.sites``) to the exact flags of each site.  It is applied with the
ordinary rewrite, :func:`fpsem.fastmath.rewrite.rewrite_module`, once per distinct flag set:

1. normalise the module (every site without flags, FP-assumption attributes removed);
2. for each flag set F of the table, rewrite with F at exactly the sites that get F,
   keeping what is there (``keep_existing``) so earlier groups survive;
3. check that every site carries exactly its assigned flags.

Each step is verified and audited by the rewrite itself.  Sites the table does not
name get the profile's plain ``flags`` (the entry points of a build too).

The assignment belongs to one IR: :func:`ir_hash` hashes the module's code with every
flag removed (globals and function bodies; no target triple, data layout, attribute
groups or module name, which differ between the file a user has and what the build
reads).  Applying a per-site profile to IR with another hash is refused (exit 2).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

import llvmlite.binding as llvm

from fpsem.core.errors import RewriteError, UsageError
from fpsem.core.identity import json_digest
from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.sites import Site, list_sites
from fpsem.ir import flags as fm
from fpsem.ir import text as irtext
from fpsem.ir.binding import canonical_text, parse_ir

_ATTR_REF = re.compile(r"\s#\d+\b")
_NO_FLAGS = Profile("(normalise)", frozenset())


def _code_lines(text: str) -> list[str]:
    """Globals and function bodies of a module's printing (what :func:`ir_hash` hashes)."""
    out: list[str] = []
    inside = False
    for line in text.splitlines():
        if line.startswith("define "):
            inside = True
            out.append(_ATTR_REF.sub("", line))
        elif inside:
            out.append(line)
            inside = line != "}"
        elif line.startswith("@"):
            out.append(line)
    return out


Rewrite = Callable[..., Any]  # fpsem.fastmath.rewrite.rewrite_module (passed in: the rewrite module calls this one)


def ir_hash(mod: llvm.ModuleRef, rewrite: Rewrite, name: str = "<ir>") -> str:
    """Content hash of a module's code with its flags removed: the IR a per-site profile belongs to.

    ``rewrite`` is :func:`fpsem.fastmath.rewrite.rewrite_module` (it normalises the module).
    """
    return json_digest(_code_lines(rewrite(mod, _NO_FLAGS, name=name).text))


def ir_hash_of_text(text: str, rewrite: Rewrite, name: str = "<ir>") -> str:
    """:func:`ir_hash` of textual IR."""
    return ir_hash(parse_ir(text, name), rewrite, name)


def assigned_flags(sites: Iterable[Site], profile: Profile, targeted: frozenset[str] | None = None) -> dict[str, frozenset[str]]:
    """The exact flags each site must carry under ``profile`` (its table, else its plain flags)."""
    out: dict[str, frozenset[str]] = {}
    for s in sites:
        if targeted is not None and s.id not in targeted:
            out[s.id] = frozenset()
        elif s.id in profile.site_flags:
            out[s.id] = frozenset(profile.site_flags[s.id])
        else:
            out[s.id] = profile.flags_for(s.opcode, s.function)
    return out


def rewrite_per_site(mod: llvm.ModuleRef, profile: Profile, rewrite: Rewrite, *, keep_existing: bool = False,
                     sites: Iterable[str] | None = None, name: str = "<ir>"):
    """Apply a per-site profile to ``mod`` with ``rewrite`` (:func:`fpsem.fastmath.rewrite.rewrite_module`, which
    calls this for per-site profiles; see the module docstring); returns its RewriteResult type.

    Raises UsageError when the profile belongs to other IR or names sites the module
    lacks, and RewriteError when a site does not end up with exactly its flags.
    """
    if keep_existing:
        raise UsageError(f"profile {profile.name!r} sets every site's flags ([sites]): --keep-existing does not apply")
    before = list_sites(mod)
    base = rewrite(mod, _NO_FLAGS, name=name)
    got = json_digest(_code_lines(base.text))
    if got != profile.ir_hash:
        raise UsageError(f"profile {profile.name!r} belongs to other IR (its ir_hash {profile.ir_hash[:12]}, "
                         f"this IR's {got[:12]}): its [sites] table cannot be applied here")
    unknown = sorted(set(profile.site_flags) - {s.id for s in before})
    if unknown:
        raise UsageError(f"profile {profile.name!r} names site(s) this IR lacks: {', '.join(unknown[:5])}")
    targeted = frozenset(x.id for x in before) if sites is None else frozenset(sites)
    missing = sorted(targeted - {x.id for x in before})
    if missing:
        raise UsageError(f"unknown site id(s): {', '.join(missing[:5])} (list them with --list-sites)")
    want = assigned_flags(before, profile, targeted)
    groups: dict[frozenset[str], list[str]] = defaultdict(list)
    for sid, fl in want.items():
        if fl:
            groups[fl].append(sid)
    text = base.text
    notes = list(base.notes)
    for fl, ids in sorted(groups.items(), key=lambda kv: fm.canonical_tokens(kv[0])):
        step = Profile(profile.name, fl)
        r = rewrite(parse_ir(text, f"{name} (per-site)"), step, keep_existing=True, sites=ids, name=name, text=text)
        text = r.text
        notes += r.notes
    result_mod = parse_ir(text, f"{name} (per-site result)")
    after = list_sites(result_mod, canonical_text(result_mod))
    wrong = [s.id for s in after if s.flags != want.get(s.id, frozenset())]
    if wrong:
        raise RewriteError(f"per-site rewrite left {len(wrong)} site(s) with other flags than assigned: "
                           f"{', '.join(wrong[:5])}")
    changed = sum(1 for a, b in zip(before, after) if a.flags != b.flags)
    return replace(base, text=text, printed=canonical_text(result_mod), profile=profile.name, site_count=len(after),
                   chosen=None if sites is None else targeted, changed_sites=changed, notes=tuple(notes))


def site_sources(text: str) -> dict[str, str]:
    """Site id -> ``file:line`` from debug info, for the sites that have a location (LLVM's printing)."""
    mod = parse_ir(text)
    canon = canonical_text(mod)
    lines = canon.splitlines()
    locs = irtext.debug_locations(lines)
    out = {}
    for s in list_sites(mod, canon):
        where = irtext.debug_location_of(lines[s.line - 1], locs)
        if where:
            out[s.id] = where
    return out


def per_site_profile(name: str, assignment: Mapping[str, frozenset[str]], ir: str, base_flags: frozenset[str] = frozenset(),
                     description: str = "") -> Profile:
    """A per-site Profile for the IR whose :func:`ir_hash` is ``ir`` (sites absent from ``assignment``
    get ``base_flags``)."""
    return Profile(name, frozenset(base_flags), description, site_flags=dict(assignment), ir_hash=ir)


def profile_toml(profile: Profile) -> str:
    """The TOML text of a per-site profile (``fpsem.fastmath.profiles.load_profile_file`` reads it back equal)."""
    q = json.dumps  # TOML basic strings are JSON strings for the characters site ids and flags use
    lines = [f"description = {q(profile.description)}",
             f"flags = [{', '.join(q(f) for f in fm.canonical_tokens(profile.flags))}]",
             f"ir_hash = {q(profile.ir_hash)}", "", "[sites]"]
    lines += [f"{q(sid)} = [{', '.join(q(f) for f in fm.canonical_tokens(fl))}]"
              for sid, fl in sorted(profile.site_flags.items(), key=lambda kv: _site_order(kv[0]))]
    return "\n".join(lines) + "\n"


def _site_order(sid: str) -> tuple[str, int]:
    fn, _, k = sid.rpartition("#")
    return fn, int(k) if k.isdigit() else 0
