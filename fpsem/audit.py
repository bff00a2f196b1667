"""Independent audit of a rewrite: compare what LLVM read before and after, trusting nothing the rewriter did.

Both modules are parsed by LLVM (each in a context of its own) and compared in
LLVM's own printing, never in the text the rewriter edited:

* **flags** — the sites (instructions LangRef lets carry flags) are the same,
  in the same order, and each carries exactly the expected set;
* **nothing else changed** — every other line of the two printings is equal
  token for token, where strings and quoted names are single tokens (so text
  inside ``asm "..."`` or ``@"..."`` can never pass for a flag or an attribute),
  ``#N`` attribute-group references are compared by the groups' contents, and
  ``!N`` metadata references by a one-to-one pairing of the two modules' nodes.

The only differences allowed besides the flags: with normalisation, the
FP-assumption function attributes and the NaN/Inf classes of ``nofpclass`` are
gone; the metadata attachments of a phi that gets flags may be gone (LLVM's
parser would drop its flags otherwise), and with them metadata nodes reachable
only from those attachments.
"""

from __future__ import annotations

import re
from typing import Iterable

import llvmlite.binding as llvm

from . import flags as fm
from . import irtext
from .errors import RewriteError
from .profiles import Profile
from .sites import Site, locate_sites

# One token of LLVM's printing: a string or quoted name (with its sigil), a word (with its sigil), or one character.
_TOKEN_RE = re.compile(r"[%@!]?\"[^\"]*\"|c\"[^\"]*\"|[%@!#]?[-\w.$]+|\S")
_MDREF_RE = re.compile(r"!\d+$")
_MDDEF_RE = re.compile(r"^!(\d+) = ")
_GROUP_RE = re.compile(r"^attributes #(\d+) = \{ (.*) \}$")
_UNIT_RE = re.compile(r"\"[^\"]*\"(?:=\"[^\"]*\")?|[-\w.]+(?:\([^)]*\))?(?:=[-\w.:,]+)?|\S+")
_FP_KEYS = frozenset(f'"{k}"' for k in fm.FP_FUNCTION_ATTRIBUTES)
# An instruction line of LLVM's printing up to and including its flag tokens.
_FLAGS_RE = re.compile(
    r"^( +(?:%(?:\"[^\"]*\"|[-\w.$]+) = )?(?:(?:tail|musttail|notail) )?[a-z][a-z0-9_]*)"
    r"((?: (?:" + "|".join(fm.ALL_FLAGS + (fm.FAST,)) + r"))*)(?=[ ,]|$)"
)


def expected_flags(site: Site, profile: Profile, targeted: frozenset[str], keep_existing: bool) -> frozenset[str]:
    """The flags a site must carry after the rewrite."""
    base = site.flags if keep_existing else frozenset()
    if site.id in targeted:
        return base | profile.flags_for(site.opcode, site.function)
    return base


def _printing(m: llvm.ModuleRef | str) -> str:
    return m if isinstance(m, str) else str(m)


def audit_rewrite(
    original: llvm.ModuleRef | str,
    result: llvm.ModuleRef | str,
    profile: Profile,
    targeted: frozenset[str],
    keep_existing: bool,
) -> list[Site]:
    """Raise RewriteError unless ``result`` is ``original`` with exactly the expected flags; return its sites.

    ``original``/``result`` are parsed modules or LLVM's printings of them.
    """
    a, b = _printing(original), _printing(result)
    a_lines, b_lines = a.split("\n"), b.split("\n")
    a_sites = [ls.site for ls in locate_sites(a_lines, irtext.scan(a))]
    b_sites = [ls.site for ls in locate_sites(b_lines, irtext.scan(b))]
    if [(s.id, s.opcode) for s in a_sites] != [(s.id, s.opcode) for s in b_sites]:
        diff = next(((x, y) for x, y in zip(a_sites, b_sites) if (x.id, x.opcode) != (y.id, y.opcode)), None)
        what = (f": {diff[0].id} {diff[0].text!r} became {diff[1].id} {diff[1].text!r}" if diff
                else f": {len(a_sites)} became {len(b_sites)}")
        raise RewriteError(f"audit: the rewrite changed more than flags: the flaggable instructions differ{what}")
    drop_ok: set[int] = set()
    for sa, sb in zip(a_sites, b_sites):
        want = expected_flags(sa, profile, targeted, keep_existing)
        if sb.flags != want:
            raise RewriteError(
                f"audit: {sb.id} carries {{{fm.format_flags(sb.flags)}}}, expected {{{fm.format_flags(want)}}}: {sb.text}"
            )
        if sa.opcode == "phi" and want:
            drop_ok.add(sa.line - 1)
    pairs = {sa.line - 1: sb.line - 1 for sa, sb in zip(a_sites, b_sites)}
    _Comparison(a_lines, b_lines, not keep_existing, pairs, drop_ok).run()
    return b_sites


class _Comparison:
    """Token comparison of two printings, under the allowed differences (see the module docstring)."""

    def __init__(self, a: list[str], b: list[str], normalise: bool, site_pairs: dict[int, int], drop_ok: set[int]):
        self.normalise = normalise
        self.site_pairs = site_pairs
        self.drop_ok = drop_ok
        self.a_rows, self.a_groups, self.a_md = self._split(a, normalise)
        self.b_rows, self.b_groups, self.b_md = self._split(b, False)
        self.same_groups = {g for g, units in self.a_groups.items() if self.b_groups.get(g) == units}
        self.md_identity = self.a_md == self.b_md
        self.a2b: dict[str, str] = {}
        self.b2a: dict[str, str] = {}
        self.dropped_refs: list[str] = []

    @staticmethod
    def _split(lines: list[str], normalise: bool) -> tuple[list[tuple[int, str]], dict[int, tuple[str, ...]], dict[str, str]]:
        rows, groups, md = [], {}, {}
        for i, line in enumerate(lines):
            if not line or line[0] == ";":
                continue
            if line[0] == "a" and line.startswith("attributes #"):
                m = _GROUP_RE.match(line)
                if not m:
                    raise RewriteError(f"audit: unexpected attribute group line {line!r}")
                units = _UNIT_RE.findall(m[2])
                if normalise:
                    units = [u for u in units if u.split("=", 1)[0] not in _FP_KEYS]
                groups[int(m[1])] = tuple(sorted(units))
                continue
            if line[0] == "!":
                m = _MDDEF_RE.match(line)
                if m:
                    md["!" + m[1]] = line[m.end():]
                    continue
            rows.append((i, line))
        return rows, groups, md

    def run(self) -> None:
        if len(self.a_rows) != len(self.b_rows):
            self._fail_first_difference()
        for (ia, la), (ib, lb) in zip(self.a_rows, self.b_rows):
            if ia in self.site_pairs:
                if self.site_pairs[ia] != ib:
                    raise RewriteError(f"audit: instruction lines moved: {la.strip()!r} against {lb.strip()!r}")
                la, lb = _without_flags(la), _without_flags(lb)
                if ia in self.drop_ok:
                    la = self._drop_attachments(la)
            if la == lb and self._fast(la):
                continue
            self._compare(self._tokens(la, self.a_groups, self.normalise),
                          self._tokens(lb, self.b_groups, False), la, lb)
        self._compare_metadata()

    def _fast(self, line: str) -> bool:
        """Equal text means equal meaning unless it refers to groups or metadata that differ."""
        if "#" in line and not set(irtext.attr_refs(line[:irtext.code_end(line)])) <= self.same_groups:
            return False
        if self.normalise and "nofpclass" in line:
            return False
        return self.md_identity or "!" not in line

    def _drop_attachments(self, line: str) -> str:
        end = irtext.code_end(line)
        m = irtext._ATTACHMENT_RE.search(irtext.blank_strings(line[:end]))
        if not m:
            return line
        self.dropped_refs += [t for t in _TOKEN_RE.findall(line[m.start():end]) if _MDREF_RE.match(t)]
        return line[:m.start()]

    @staticmethod
    def _tokens(line: str, groups: dict[int, tuple[str, ...]], normalise: bool) -> list[str]:
        toks = _TOKEN_RE.findall(line[:irtext.code_end(line)])
        out: list[str] = []
        i = 0
        while i < len(toks):
            t = toks[i]
            if t == "nofpclass" and i + 1 < len(toks) and toks[i + 1] == "(":
                j = toks.index(")", i)
                mask = fm.nofpclass_mask(" ".join(toks[i + 2:j]))
                if normalise:
                    mask &= ~fm.NOFPCLASS_UB_MASK
                if mask:
                    out.append(f"nofpclass({fm.nofpclass_text(mask)})")
                i = j + 1
                continue
            if t[0] == "#" and t[1:].isdigit():
                units = groups.get(int(t[1:]))
                if units is None:
                    raise RewriteError(f"audit: reference to a missing attribute group {t}")
                if units:
                    out.append("#{" + " ".join(units) + "}")
                i += 1
                continue
            out.append(t)
            i += 1
        return out

    def _pair(self, x: str, y: str) -> bool:
        if self.a2b.get(x, y) != y or self.b2a.get(y, x) != x:
            return False
        self.a2b[x], self.b2a[y] = y, x
        return True

    def _compare(self, ta: list[str], tb: list[str], la: str, lb: str) -> None:
        ok = len(ta) == len(tb)
        if ok:
            for x, y in zip(ta, tb):
                if x == y and (self.md_identity or not _MDREF_RE.match(x)):
                    continue
                if _MDREF_RE.match(x) and _MDREF_RE.match(y) and self._pair(x, y):
                    continue
                ok = False
                break
        if not ok:
            raise RewriteError(f"audit: the rewrite changed more than flags: {la.strip()!r} became {lb.strip()!r}")

    def _compare_metadata(self) -> None:
        if self.md_identity:
            return
        todo = list(self.a2b.items())
        seen: set[str] = set()
        while todo:
            x, y = todo.pop()
            if x in seen:
                continue
            seen.add(x)
            if x not in self.a_md or y not in self.b_md:
                raise RewriteError(f"audit: metadata {x} has no counterpart {y}")
            before = set(self.a2b)
            self._compare(_TOKEN_RE.findall(self.a_md[x]), _TOKEN_RE.findall(self.b_md[y]),
                          f"{x} = {self.a_md[x]}", f"{y} = {self.b_md[y]}")
            todo += [(k, self.a2b[k]) for k in set(self.a2b) - before]
        extra_b = set(self.b_md) - set(self.b2a)
        if extra_b:
            raise RewriteError(f"audit: the rewrite added metadata {sorted(extra_b)[0]}")
        lost = set(self.a_md) - set(self.a2b)
        if lost - _reachable(self.dropped_refs, self.a_md):
            raise RewriteError(f"audit: the rewrite lost metadata {sorted(lost)[0]}")

    def _fail_first_difference(self) -> None:
        for (_, la), (_, lb) in zip(self.a_rows, self.b_rows):
            if _without_flags(la) != _without_flags(lb):
                raise RewriteError(f"audit: the rewrite changed more than flags: {la.strip()!r} became {lb.strip()!r}")
        raise RewriteError("audit: the rewrite added or removed lines")


def _without_flags(line: str) -> str:
    m = _FLAGS_RE.match(line)
    return line[:m.end(1)] + line[m.end():] if m else line


def _reachable(roots: Iterable[str], md: dict[str, str]) -> set[str]:
    out: set[str] = set()
    todo = list(roots)
    while todo:
        x = todo.pop()
        if x in out:
            continue
        out.add(x)
        todo += [t for t in _TOKEN_RE.findall(md.get(x, "")) if _MDREF_RE.match(t)]
    return out
