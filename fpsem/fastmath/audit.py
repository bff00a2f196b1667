"""Independent audit of a rewrite: compare what LLVM read before and after, trusting nothing the rewriter did.

Both modules are parsed by LLVM (each in a context of its own) and compared in
LLVM's own printing, never in the text the rewriter edited:

* **flags** — the lines of the two printings are paired in order (comments,
  attribute groups and metadata definitions aside); each site of the original
  (an instruction LangRef lets carry flags) faces the same instruction in the
  result, which carries exactly the expected set;
* **nothing else changed** — every other line of the two printings is equal
  token for token, where strings and quoted names are single tokens (so text
  inside ``asm "..."`` or ``@"..."`` can never pass for a flag or an attribute),
  ``#N`` attribute-group references are compared by the groups' contents, and
  ``!N`` metadata references by a one-to-one pairing of the two modules' nodes.

The only differences allowed besides the flags: with normalisation, the
FP-assumption string attributes (in groups, and valued ones written inline) and the
NaN/Inf classes of ``nofpclass`` are gone; the metadata attachments of a phi that gets flags may be gone (LLVM's
parser would drop its flags otherwise), and with them metadata nodes reachable
only from those attachments.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import compress
from operator import ne

import llvmlite.binding as llvm

from fpsem.core.errors import RewriteError
from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.sites import Site, SiteTable, locate_sites
from fpsem.ir import flags as fm
from fpsem.ir import text as irtext
from fpsem.ir.tokens import unescape

# One token of LLVM's printing: a string or quoted name (with its sigil), a word (with its sigil), or one character.
_TOKEN_RE = re.compile(r"[%@!]?\"[^\"]*\"|c\"[^\"]*\"|[%@!#]?[-\w.$]+|\S")
_MDREF_RE = re.compile(r"!\d+$")
_NOT_IN_ORDER = frozenset({"", ";", "a", "!"})  # first characters of lines that may not be compared in order
_MDDEF_RE = re.compile(r"^!(\d+) = ")
_GROUP_RE = re.compile(r"^attributes #(\d+) = \{ (.*) \}$")
_UNIT_RE = re.compile(r"\"[^\"]*\"(?:=\"[^\"]*\")?|[-\w.]+(?:\([^)]*\))?(?:=[-\w.:,]+)?|\S+")
_FP_KEYS = frozenset(f'"{k}"' for k in fm.FP_FUNCTION_ATTRIBUTES)
# An instruction line of LLVM's printing up to and including its flag tokens.
_PRINTED_INSTR_RE = re.compile(
    r"^( +(?:%(?:\"[^\"]*\"|[-\w.$]+) = )?(?:(?:tail|musttail|notail) )?)([a-z][a-z0-9_]*)"
    r"((?: (?:" + "|".join(fm.ALL_FLAGS + (fm.FAST,)) + r"))*)(?=[ ,]|$)"
)


def expected_flags(site: Site, profile: Profile, targeted: frozenset[str], keep_existing: bool) -> frozenset[str]:
    """The flags a site must carry after the rewrite."""
    return flag_plan(profile, targeted, keep_existing)(site.function, site.id, site.opcode, site.flags)


def flag_plan(
    profile: Profile, targeted: frozenset[str] | None, keep_existing: bool
) -> Callable[[str, str | Callable[[], str] | None, str, frozenset[str]], frozenset[str]]:
    """:func:`expected_flags` for many sites: ``want(function, id, opcode, flags)``.

    ``targeted`` None means every site (the id is then never needed: it may be None, or be
    given as a function that makes it).  The profile is asked once per (opcode, function).
    """
    applies: dict[str, bool] = {}
    by_opcode: dict[str, frozenset[str]] = {}
    none: frozenset[str] = frozenset()

    def want(function: str, site_id: str | Callable[[], str] | None, opcode: str,
             flags: frozenset[str]) -> frozenset[str]:
        base = flags if keep_existing else none
        if targeted is not None and (site_id() if callable(site_id) else site_id) not in targeted:
            return base
        ok = applies.get(function)
        if ok is None:
            ok = applies[function] = profile.applies_to_function(function)
        if not ok:
            return base
        chosen = by_opcode.get(opcode)
        if chosen is None:
            chosen = by_opcode[opcode] = profile.flags_for(opcode, function)
        return base | chosen if base else chosen

    return want


def _printing(m: llvm.ModuleRef | str) -> str:
    return m if isinstance(m, str) else str(m)


@dataclass(frozen=True)
class Audited:
    """What the audit counted: the sites, and those whose flags the rewrite changed."""

    sites: int
    changed: int


def audit_rewrite(
    original: llvm.ModuleRef | str,
    result: llvm.ModuleRef | str,
    profile: Profile,
    targeted: frozenset[str] | None,
    keep_existing: bool,
    *,
    original_sites: SiteTable | None = None,
) -> Audited:
    """Raise RewriteError unless ``result`` is ``original`` with exactly the expected flags.

    ``original``/``result`` are parsed modules or LLVM's printings of them;
    ``targeted`` None means every site; ``original_sites`` are the sites of
    ``original`` when the caller has them already.  The result's lines are paired
    with the original's in order (comments, attribute groups and metadata
    definitions aside); each site's counterpart is read off its paired line.
    """
    a, b = _printing(original), _printing(result)
    ta = original_sites if original_sites is not None else locate_sites(irtext.scan(a))
    cmp = _Comparison(ta.scan.lines, b.split("\n"), not keep_existing)
    plan = flag_plan(profile, targeted, keep_existing)
    flag_set = irtext.flag_set
    functions = ta.scan.functions
    a_rows, (b_idx, b_rows), position = cmp.a_rows[1], cmp.b_rows, cmp.position
    site_pairs, verified, fast = cmp.site_pairs, cmp.verified, cmp.fast
    printed_flags: dict[frozenset[str], str] = {}
    changed = 0
    for j, (fi, ii) in enumerate(ta.positions):
        fn = functions[fi]
        ia = fn.instrs[ii]
        k = position[ia[0]]
        la, lb = a_rows[k], b_rows[k]
        had = flag_set(ia[2])
        want = plan(fn.name, functools.partial(ta.id, j) if targeted is not None else None, ia[1], had)
        tokens = printed_flags.get(want)
        if tokens is None:
            tokens = printed_flags[want] = "".join(" " + t for t in fm.canonical_tokens(want))
        if la[:ia[3]] + tokens + la[ia[4]:] == lb and fast(lb) and not (want and ia[1] == "phi"):
            # The result's line is the original's with exactly the wanted flags, as LLVM prints them.
            verified.add(k)
            changed += want != had
            continue
        if lb == la:
            ib = (b_idx[k],) + ia[1:]  # the line did not change: neither did its flags
        else:
            m = _PRINTED_INSTR_RE.match(lb)
            if m is None or m[2] != ia[1]:
                raise RewriteError(f"audit: the rewrite changed more than flags: {la.strip()!r} became {lb.strip()!r}")
            ib = (b_idx[k], m[2], m[3], m.start(3), m.end(3))
        site_pairs[ia[0]] = (ib[0], ia, ib)
        got = flag_set(ib[2])
        if got != want:
            raise RewriteError(f"audit: {ta.id(j)} carries {{{fm.format_flags(got)}}}, expected "
                               f"{{{fm.format_flags(want)}}}: {lb.strip()}")
        if want and ia[1] == "phi":
            cmp.drop_ok.add(ia[0])
        changed += got != had
    cmp.run()
    return Audited(len(ta), changed)


class _Comparison:
    """Token comparison of two printings, under the allowed differences (see the module docstring)."""

    def __init__(self, a: list[str], b: list[str], normalise: bool):
        self.normalise = normalise
        self.b = b
        self.site_pairs: dict[int, tuple] = {}  # original line -> (result line, original instr, result instr)
        self.drop_ok: set[int] = set()  # lines of flagged phis, whose attachments may go
        self.verified: set[int] = set()  # rows already found equal (sites whose only change is the wanted flags)
        self.a_rows, self.a_groups, self.a_md = self._split(a, normalise)
        self.b_rows, self.b_groups, self.b_md = self._split(b, False)
        if len(self.a_rows[0]) != len(self.b_rows[0]):
            self._fail_first_difference()
        self.position = dict(zip(self.a_rows[0], range(len(self.a_rows[0]))))
        self.same_groups = {g for g, units in self.a_groups.items() if self.b_groups.get(g) == units}
        self.md_identity = self.a_md == self.b_md
        self.a2b: dict[str, str] = {}
        self.b2a: dict[str, str] = {}
        self.dropped_refs: list[str] = []

    @staticmethod
    def _split(lines: list[str], normalise: bool
               ) -> tuple[tuple[list[int], list[str]], dict[int, tuple[str, ...]], dict[str, str]]:
        """(line indices, lines) to compare in order; attribute groups; metadata definitions.

        Comments, blank lines, attribute groups and metadata definitions are not compared
        in order (LLVM numbers and places them as it likes): groups are compared through
        the ``#N`` references, metadata through the ``!N`` pairing.
        """
        groups, md = {}, {}
        keep = [True] * len(lines)
        for i in [i for i, l in enumerate(lines) if l[:1] in _NOT_IN_ORDER]:
            line = lines[i]
            if line[:1] == "!":
                m = _MDDEF_RE.match(line)
                if not m:
                    continue  # named metadata: compared in order
                md["!" + m[1]] = line[m.end():]
            elif line[:12] == "attributes #":
                m = _GROUP_RE.match(line)
                if not m:
                    raise RewriteError(f"audit: unexpected attribute group line {line!r}")
                units = _UNIT_RE.findall(m[2])
                if normalise:
                    units = [u for u in units if u.split("=", 1)[0] not in _FP_KEYS]
                groups[int(m[1])] = tuple(sorted(units))
            elif line[:1] == "a":
                continue  # not a group: compared in order
            keep[i] = False
        return (list(compress(range(len(lines)), keep)), list(compress(lines, keep))), groups, md

    def run(self) -> None:
        (a_idx, a_rows), (_, b_rows) = self.a_rows, self.b_rows
        position = self.position
        # Bulk first: only rows whose text differs, or whose equal text may still mean different things
        # (references to groups or metadata that changed, nofpclass that had to go), are looked at.
        todo = set(compress(range(len(a_rows)), map(ne, a_rows, b_rows)))
        if self.normalise:
            todo.update(k for k, l in enumerate(a_rows) if "nofpclass" in l)
        if set(self.a_groups) != self.same_groups:
            todo.update(k for k, l in enumerate(a_rows) if "#" in l)
        if not self.md_identity:
            todo.update(k for k, l in enumerate(a_rows) if "!" in l)
        todo.update(position[i] for i in self.drop_ok)
        todo -= self.verified
        for k in sorted(todo):
            ia, la, lb = a_idx[k], a_rows[k], b_rows[k]
            pair = self.site_pairs.get(ia)
            if pair is not None:
                # The flags were checked against the profile; the rest of the line must not change.
                x, y = pair[1], pair[2]
                la = la[:x[irtext.FLAGS_START]] + la[x[irtext.FLAGS_END]:]
                lb = lb[:y[irtext.FLAGS_START]] + lb[y[irtext.FLAGS_END]:]
                if ia in self.drop_ok:
                    la = self._drop_attachments(la)
            if la == lb and self.fast(la):
                continue
            if self.normalise and "nofpclass" in la and _strip_ub_classes(la) == lb and self.fast(lb):
                continue
            self._compare(self._tokens(la, self.a_groups, self.normalise),
                          self._tokens(lb, self.b_groups, False), la, lb)
        self._compare_metadata()

    def fast(self, line: str) -> bool:
        """Equal text means equal meaning unless it refers to groups or metadata that differ."""
        if "#" in line and not set(irtext.attr_refs(line[:irtext.code_end(line)])) <= self.same_groups:
            return False
        if self.normalise and "nofpclass" in line:
            return False
        return self.md_identity or "!" not in line

    def _drop_attachments(self, line: str) -> str:
        end = irtext.code_end(line)
        m = irtext.ATTACHMENT_RE.search(irtext.blank_strings(line[:end]))
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
            if (normalise and t[:1] == '"' and i + 2 < len(toks) and toks[i + 1] == "=" and toks[i + 2][:1] == '"'
                    and unescape(t[1:-1]) in fm.FP_FUNCTION_ATTRIBUTES):
                i += 3  # a valued FP-assumption attribute written inline (on a parameter): normalisation removes it
                continue
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
        for la, lb in zip(self.a_rows[1], self.b_rows[1]):
            if _without_flags(la) != _without_flags(lb):
                raise RewriteError(f"audit: the rewrite changed more than flags: {la.strip()!r} became {lb.strip()!r}")
        raise RewriteError("audit: the rewrite added or removed lines")


def _strip_ub_classes(line: str) -> str:
    """LLVM's printing of ``line`` once the NaN/Inf classes of its nofpclass sets are gone (strings untouched)."""
    code_end = irtext.code_end(line)
    out, pos = [], 0
    for s, e, classes in irtext.nofpclass_spans(line[:code_end]):
        kept = fm.nofpclass_mask(classes) & ~fm.NOFPCLASS_UB_MASK
        start = s - 1 if not kept and s > 0 and line[s - 1] == " " else s  # LLVM prints " nofpclass(...)"
        out += [line[pos:start], f"nofpclass({fm.nofpclass_text(kept)})" if kept else ""]
        pos = e
    return "".join(out) + line[pos:]


def _without_flags(line: str) -> str:
    m = _PRINTED_INSTR_RE.match(line)
    return line[:m.end(2)] + line[m.end():] if m else line


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
