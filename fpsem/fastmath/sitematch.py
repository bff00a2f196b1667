"""A per-site profile carried from one IR to another by source location and structure.

``fpsem tune`` tunes an imported kernel (fpsem's strict, target-neutral form of the user's code);
its per-site profile belongs to that IR (``ir_hash``).  To apply it to the user's own file
(``fpsem rewrite user.ll -p tuned.toml``), each site is identified by what does not change
between the two: its source location (``file:line:col``, from the import's ``!fpsem.src``
records and the user's ``!dbg`` debug info) and its opcode.  Sites sharing a key are paired in
program order, and only when both sides have the same number of them (the same structure);
the profile's file names are compared by their last component (the import may have seen the
source under another directory).  A site of the profile that finds no partner, or a key whose
counts differ, refuses the transfer with a message naming the source line -- never a guess.
Sites of the target with no counterpart (code the profile never saw) get the profile's plain
``flags``.
"""

from __future__ import annotations

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


def site_keys(printed: str) -> dict[str, str]:
    """Site id -> ``file:line:col opcode`` for every site with a location, in LLVM's printing ``printed``."""
    locs = srcloc.line_locations(printed)
    table = locate_sites(irtext.scan(printed))
    out = {}
    for j in range(len(table)):
        line, opcode, *_ = table.instr(j)  # irtext.Instr: (line, opcode, flags, ...)
        loc = locs.get(line)
        if loc:
            out[table.id(j)] = _key(loc, opcode)
    return out


def _normal(key: str) -> str:
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
        if len(targets) != len(sids):
            loc, _, op = key.rpartition(" ")
            raise UsageError(f"profile {profile.name!r} cannot be matched here: {len(sids)} {op} site(s) at {loc} in "
                             f"the tuned kernel, {len(targets)} in this IR (different code at that line)")
        for a, b in zip(sorted(sids, key=_order), sorted(targets, key=_order)):
            mapped[b] = profile.site_flags[a]
    return replace(profile, site_flags=mapped, ir_hash=target_hash, sources={})


def _order(sid: str) -> tuple[str, int]:
    fn, _, k = sid.rpartition("#")
    return fn, int(k) if k.isdigit() else 0
