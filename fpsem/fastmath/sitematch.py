"""A per-site profile carried from one IR to another by source location and structure.

``fpsem tune`` tunes an imported kernel (fpsem's strict, target-neutral form of the user's code);
its per-site profile belongs to that IR (``ir_hash``).  To apply it to the user's own file
(``fpsem rewrite user.ll -p tuned.toml``), each site is identified by what does not change
between the two: its source location (``file:line:col``, from the import's ``!fpsem.src``
records and the user's ``!dbg`` debug info) and its opcode; a site the compiler left unlocated (a loop's
``phi``) by its opcode and the located values it takes.  Sites sharing a key are paired in
program order, and only when both sides have the same number of them (the same structure);
the profile's file names are compared by their last component (the import may have seen the
source under another directory).  A site of the profile that finds no partner, or a key whose
counts differ, refuses the transfer with a message naming the source line -- never a guess.
Sites of the target with no counterpart (code the profile never saw) get the profile's plain
``flags``.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from fpsem.core.errors import UsageError
from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.sites import locate_sites
from fpsem.ir import srcloc
from fpsem.ir import text as irtext


def _key(loc: str, opcode: str) -> str:
    file, _, rest = loc.rpartition(":")
    file, _, line = file.rpartition(":")
    return f"{file.rsplit('/', 1)[-1]}:{line}:{rest} {opcode}"


_DEF = re.compile(r"^\s*(%[-\w.$]+|%\"[^\"]*\") = ")
_USE = re.compile(r"%[-\w.$]+|%\"[^\"]*\"")


def site_keys(printed: str) -> dict[str, str]:
    """Site id -> ``file:line:col opcode`` for every site with a location, in LLVM's printing ``printed``.

    A site without one (a loop's ``phi``, which compilers leave unlocated) is keyed by its structure: its
    opcode and the keys of the located instructions whose values it takes (``phi of f.rs:35:67 fadd``)."""
    locs = srcloc.line_locations(printed)
    scanned = irtext.scan(printed)
    table = locate_sites(scanned)
    defs = {(fi, m.group(1)): ins[0] for fi, fn in enumerate(scanned.functions) for ins in fn.instrs
            if (m := _DEF.match(scanned.lines[ins[0]]))}
    out = {}
    for j in range(len(table)):
        line, opcode, *_ = table.instr(j)  # irtext.Instr: (line, opcode, flags, ...)
        loc = locs.get(line)
        if loc:
            out[table.id(j)] = _key(loc, opcode)
            continue
        fi = table.positions[j][0]
        code = scanned.lines[line].split(" = ", 1)[-1].split(", !", 1)[0]
        fed = sorted({_key(locs[d], _opcode(scanned.lines[d])) for v in _USE.findall(code)
                      if (d := defs.get((fi, v))) is not None and d in locs})
        if fed:
            out[table.id(j)] = f"{opcode} of {' + '.join(fed)}"
    return out


def _opcode(line: str) -> str:
    parts = irtext.split_instruction(line)
    return parts.opcode if parts else "?"


def _normal(key: str) -> str:
    if " of " in key:  # a structural key: made of normal keys already
        return key
    loc, _, op = key.rpartition(" ")
    return _key(loc, op) if loc.count(":") >= 2 else key


def transfer(profile: Profile, printed: str, target_hash: str) -> Profile:
    """``profile`` (per-site, with ``sources``) as the per-site profile of the IR printed as ``printed``."""
    theirs = site_keys(printed)
    if not theirs:
        raise UsageError(f"profile {profile.name!r} belongs to other IR, and this IR has no source locations to "
                         f"match its sites by (compile with -g)")
    by_key: dict[str, list[str]] = defaultdict(list)
    for sid, key in theirs.items():
        by_key[key].append(sid)
    ours: dict[str, list[str]] = defaultdict(list)
    for sid in profile.site_flags:
        if sid in profile.sources:
            ours[_normal(profile.sources[sid])].append(sid)
        elif profile.site_flags[sid] != profile.flags:
            raise UsageError(f"profile {profile.name!r}: site {sid} has its own flags but no source location; it "
                             f"cannot be matched in this IR")
    mapped: dict[str, frozenset[str]] = {}
    for key, sids in ours.items():
        targets = by_key.get(key, [])
        same = {profile.site_flags[a] for a in sids}
        if len(targets) != len(sids) and " of " in key and len(same) == 1:
            # phis fed by the same located values, as many as the compiler's SSA form made on each side (the import
            # promotes stack slots the user's build kept): one flag set for all of them is no pairing to guess
            mapped.update({b: next(iter(same)) for b in targets})
            continue
        if len(targets) != len(sids):
            op, _, fed = key.partition(" of ")
            if fed:  # a structural key
                where = f"taking the values of {fed}"
            else:
                loc, _, op = key.rpartition(" ")
                where = f"at {loc}"
            raise UsageError(f"profile {profile.name!r} cannot be matched here: {len(sids)} {op} site(s) {where} in "
                             f"the tuned kernel, {len(targets)} in this IR (different code at that line)")
        for a, b in zip(sorted(sids, key=_order), sorted(targets, key=_order)):
            mapped[b] = profile.site_flags[a]
    return replace(profile, site_flags=mapped, ir_hash=target_hash, sources={})


def _order(sid: str) -> tuple[str, int]:
    fn, _, k = sid.rpartition("#")
    return fn, int(k) if k.isdigit() else 0
