"""Two witnesses of what LLVM read, held against each other: fpsem's text scanner and LLVM's module walk.

The scanner (:mod:`fpsem.ir.text`, over LLVM's printing of the module) is what the rewrite edits by
and the audit compares with; the walk (:mod:`fpsem.ir.walk`) asks LLVM's module through llvmlite's
binding.  They must agree on every defined function, every instruction's opcode and flags, and
(when asked) which instructions can carry flags; on the UB-capable attributes they must find the
same ones (:func:`ub_claims`).  Any disagreement raises :class:`~fpsem.core.errors.CheckFailed`:
a check that cannot be trusted never passes.

It also audits a rewrite on the walk's side (:func:`audit_walk`): each site carries exactly the
wanted flags and every attribute set is what normalisation (or ``keep_existing``) leaves.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable

from fpsem.core.errors import CheckFailed
from fpsem.fastmath.sites import SiteTable
from fpsem.ir import flags as fm
from fpsem.ir import text as irtext
from fpsem.ir.tokens import string_attribute
from fpsem.ir.walk import AttrSets, WalkedFunction

Claim = tuple[str, str, str]  # (function, kind, detail)
# One attribute of an attribute set as LLVM prints it.
_UNIT_RE = re.compile(r"\"[^\"]*\"(?:=\"[^\"]*\")?|nofpclass\([^)]*\)|[^\s(\"]+(?:\([^)]*\))?|\S+")
_FP_KEYS = frozenset(fm.FP_FUNCTION_ATTRIBUTES)


def _flags(tokens: Iterable[str]) -> frozenset[str]:
    return fm.expand(tuple(tokens))


def agree(scan: irtext.Scan, walked: tuple[WalkedFunction, ...], sites: SiteTable | None = None,
          what: str = "the module") -> None:
    """Raise CheckFailed unless the scan of LLVM's printing and LLVM's walk agree instruction for instruction.

    With ``sites``, they must also agree on which instructions can carry fast-math flags.
    """
    defs = [w for w in walked if not w.declaration]
    if len(defs) != len(scan.functions):
        raise CheckFailed(f"{what}: LLVM holds {len(defs)} function definitions, fpsem's text scanner "
                          f"found {len(scan.functions)}")
    site_at = set(sites.positions) if sites is not None else None
    for fi, (fa, fb) in enumerate(zip(scan.functions, defs)):
        if fa.name != fb.name:
            raise CheckFailed(f"{what}: function {fi} is @{fb.name} to LLVM, @{fa.name} to fpsem's text scanner")
        if len(fa.instrs) != len(fb.instrs):
            raise CheckFailed(f"{what}: @{fb.name} has {len(fb.instrs)} instructions to LLVM, "
                              f"{len(fa.instrs)} to fpsem's text scanner")
        for ii, (ia, ib) in enumerate(zip(fa.instrs, fb.instrs)):
            said = irtext.flag_set(ia[irtext.FLAGS])
            if ia[irtext.OPCODE] != ib[0] or said != _flags(ib[2]):
                raise CheckFailed(
                    f"{what}: instruction {ii} of @{fb.name} is {' '.join((ib[0], *ib[2]))} to LLVM, "
                    f"{ia[irtext.OPCODE]} {fm.format_flags(said)} to fpsem's text scanner "
                    f"({scan.lines[ia[0]].strip()[:80]})")
            if site_at is not None and ((fi, ii) in site_at) != ib[1]:
                says = "can" if ib[1] else "cannot"
                raise CheckFailed(f"{what}: instruction {ii} of @{fb.name} {says} carry fast-math flags to LLVM, "
                                  f"fpsem's text scanner says otherwise ({scan.lines[ia[0]].strip()[:80]})")


def ub_claims(walked: tuple[WalkedFunction, ...]) -> Counter[Claim]:
    """Every UB-capable construct LLVM holds, as (function, kind, detail): flags, FP attributes, nofpclass."""
    out: Counter[Claim] = Counter()

    def attrs(owner: str, sets: AttrSets) -> None:
        for key in sets.ub_string_attributes():
            out[(owner, "attribute", f'"{key}"="true"')] += 1
        for nofp in sets.ub_nofpclass():
            out[(owner, "nofpclass", nofp)] += 1

    for w in walked:
        attrs(w.name, w.attrs)
        for _, _, flags, call_attrs in w.instrs:
            bad = _flags(flags) & fm.POISON_FLAGS
            if bad:
                detail = fm.FAST if fm.FAST in flags else " ".join(t for t in fm.ALL_FLAGS if t in bad)
                out[(w.name, "flag", detail)] += 1
            if call_attrs is not None:
                attrs(w.name, call_attrs)
    return out


def compare_claims(scanned: Counter[Claim], walked: Counter[Claim], what: str) -> None:
    """Raise CheckFailed unless both witnesses found the same UB-capable constructs."""
    if scanned == walked:
        return
    only_llvm = walked - scanned
    only_scan = scanned - walked
    fn, kind, detail = next(iter(only_llvm or only_scan))
    who = "LLVM's module walk finds" if only_llvm else "fpsem's text scanner finds"
    other = "the scanner does not" if only_llvm else "LLVM's module walk does not"
    raise CheckFailed(f"{what}: {who} {kind} {detail} in @{fn}, {other}")


def _units(s: str) -> list[str]:
    return _UNIT_RE.findall(s)


def _fp_key(unit: str) -> tuple[bool, bool]:
    """(is an FP-assumption string attribute, has a value)."""
    kv = string_attribute(unit)
    return (kv is not None and kv[0] in _FP_KEYS), (kv is not None and kv[1] is not None)


def _without_fp(s: str, normalise: bool) -> list[str]:
    """An attribute set's units with FP-assumption string attributes left out and, with ``normalise``,
    the NaN/Inf classes of its nofpclass."""
    out = []
    for u in _units(s):
        if _fp_key(u)[0]:
            continue
        if normalise and u.startswith("nofpclass("):
            kept = fm.nofpclass_mask(u[10:-1]) & ~fm.NOFPCLASS_UB_MASK
            if kept:
                out.append(f"nofpclass({fm.nofpclass_text(kept)})")
            continue
        out.append(u)
    return out


def _check_sets(before: AttrSets, after: AttrSets, normalise: bool, where: str) -> None:
    a = [before.function, before.ret, *before.params]
    b = [after.function, after.ret, *after.params]
    n = max(len(a), len(b))
    a += [""] * (n - len(a))
    b += [""] * (n - len(b))
    for k, (x, y) in enumerate(zip(a, b)):
        if not normalise:
            ok = _units(x) == _units(y)
        else:
            ok = _without_fp(x, True) == _without_fp(y, False) and not any(
                fp and valued for fp, valued in map(_fp_key, _units(y)))
        if not ok:
            part = ("function attributes", "return attributes")[k] if k < 2 else f"parameter {k - 2} attributes"
            raise CheckFailed(f"audit (LLVM's module walk): {where}: {part} became {y!r} (were {x!r})")


def audit_walk(before: tuple[WalkedFunction, ...], after: tuple[WalkedFunction, ...],
               want: Callable[[str, str, str, frozenset[str]], frozenset[str]], keep_existing: bool) -> int:
    """Raise CheckFailed unless ``after`` is ``before`` with exactly the wanted flags, as LLVM holds both.

    ``want(function, site_id, opcode, flags)`` gives each site's wanted flags.  Returns the number of
    sites whose flags changed.
    """
    if [(w.name, w.declaration, len(w.instrs)) for w in before] != [(w.name, w.declaration, len(w.instrs))
                                                                      for w in after]:
        raise CheckFailed("audit (LLVM's module walk): the rewrite changed the module's functions or instructions")
    normalise = not keep_existing
    changed = 0
    for fa, fb in zip(before, after):
        _check_sets(fa.attrs, fb.attrs, normalise, f"@{fa.name}")
        k = 0
        for ii, (ia, ib) in enumerate(zip(fa.instrs, fb.instrs)):
            if ia[0] != ib[0] or ia[1] != ib[1]:
                raise CheckFailed(f"audit (LLVM's module walk): instruction {ii} of @{fa.name} was {ia[0]}, "
                                  f"is {ib[0]}")
            had, got = _flags(ia[2]), _flags(ib[2])
            if ia[1]:
                wanted = want(fa.name, f"@{fa.name}#{k}", ia[0], had)
                k += 1
                if got != wanted:
                    raise CheckFailed(f"audit (LLVM's module walk): @{fa.name}#{k - 1} ({ia[0]}) carries "
                                      f"{{{fm.format_flags(got)}}}, expected {{{fm.format_flags(wanted)}}}")
                changed += got != had
            elif got:
                raise CheckFailed(f"audit (LLVM's module walk): instruction {ii} of @{fa.name} carries flags")
            if ia[3] is not None:
                _check_sets(ia[3], ib[3] or AttrSets(), normalise, f"the call at instruction {ii} of @{fa.name}")
    return changed
