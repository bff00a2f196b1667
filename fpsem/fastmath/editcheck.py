"""The whole-file diff check of a rewrite: the output is the input with only allowed tokens changed.

Both texts are read as whole-file token sequences (:mod:`fpsem.ir.tokens`: strings that run over
line breaks, comments, quoted names are single tokens) and walked side by side.  Every difference
must be one of these, else :class:`~fpsem.core.errors.CheckFailed`:

* fast-math flag words right after an instruction's opcode (replaced, added or removed);
* an FP-assumption string attribute (``"no-nans-fp-math"="true"`` and the other keys of
  ``fpsem.ir.flags.FP_FUNCTION_ATTRIBUTES``, escapes read as LLVM reads them) removed;
* a ``nofpclass(...)`` whose NaN/Inf classes are removed (the attribute too, when nothing is left);
* an attribute group that held only such attributes removed, with its ``#N`` references
  (a comment on its line stays);
* the metadata attachments (``, !name !N``) of a ``phi`` removed (``phi_lines``: where phis start).

A comment, a string, a name, a blank line: nothing else may change.  This is independent of how
the rewrite found what to edit; it is what proves that a rewrite edited nothing else.
"""

from __future__ import annotations

import re

from fpsem.core.errors import CheckFailed
from fpsem.ir import flags as fm
from fpsem.ir import text as irtext
from fpsem.ir.text import code_end, string_across_lines
from fpsem.ir.tokens import Token, string_attribute, tokenize

_FLAG_WORDS = frozenset(fm.ALL_FLAGS + (fm.FAST,))
_GROUP_START = re.compile(r"attributes[ \t]+#(\d+)[ \t]*=[ \t]*\{")
# An instruction's start: [%name =] [tail kind] opcode, then its flag words (with the blanks before each).
_INSTR_FLAGS = re.compile(r"([ \t]*(?:%(?:\"[^\"]*\"|[-\w.$]+)[ \t]*=[ \t]*)?(?:(?:tail|musttail|notail)[ \t]+)?)"
                          r"([a-z][a-z0-9_]*)((?:[ \t]+(?:" + "|".join(fm.ALL_FLAGS + (fm.FAST,)) + r"))*)"
                          r"(?=[ \t,;]|$)")
_FP_KEYS = frozenset(fm.FP_FUNCTION_ATTRIBUTES)


def _groups(toks: list[Token]) -> dict[int, tuple[int, int]]:
    """Attribute group id -> (index of its ``attributes`` token, index of its closing ``}``)."""
    out: dict[int, tuple[int, int]] = {}
    for k, t in enumerate(toks):
        if (t.text == "attributes" and ("\n" in t.space or k == 0) and k + 3 < len(toks)
                and toks[k + 1].text[:1] == "#" and toks[k + 1].text[1:].isdigit()
                and toks[k + 2].text == "=" and toks[k + 3].text == "{"):
            end = k + 4
            while end < len(toks) and toks[end].text not in ("}", ""):
                end += 1
            out[int(toks[k + 1].text[1:])] = (k, end)
    return out


def _fp_attribute(tok: str) -> bool:
    kv = string_attribute(tok)
    return kv is not None and kv[0] in _FP_KEYS


def _nofpclass_mask(tok: str) -> int | None:
    if not tok.startswith("nofpclass"):
        return None
    try:
        return fm.nofpclass_mask(tok[tok.index("(") + 1:-1])
    except ValueError:
        return 0  # not a class set LLVM reads: never an allowed edit


def _where(toks: list[Token], k: int) -> str:
    t = toks[min(k, len(toks) - 1)]
    near = "".join(x.space + x.text for x in toks[max(0, k - 3):k + 4]).strip()
    return f"line {t.line + 1} near {near[:100]!r}"


def check_edit(before: str, after: str, phi_lines: frozenset[int] = frozenset()) -> None:
    """Raise CheckFailed unless ``after`` is ``before`` with only the allowed edits (module docstring).

    Where no string runs over a line break (always, in the text a rewrite edits), the texts are walked
    line by line: the edits never join or split lines, they only remove group lines; only lines that
    differ are read as tokens.  Otherwise the two whole texts are compared token by token.
    """
    if string_across_lines(before) or string_across_lines(after):
        _check_tokens(tokenize(before), tokenize(after), phi_lines)
        return
    a, b = before.split("\n"), after.split("\n")
    groups_a, groups_b = _group_lines(a), _group_lines(b)
    gone = set(groups_a) - set(groups_b)
    for gid in gone:
        toks = tokenize(a[groups_a[gid]])
        (s, e), = _groups(toks).values()
        if not all(_fp_attribute(t.text) for t in toks[s + 4:e]):
            raise CheckFailed(f"rewrite diff check: attribute group #{gid} was removed but held more than "
                              f"FP-assumption attributes (line {groups_a[gid] + 1})")
    gone_lines = {groups_a[g] for g in gone}
    i = j = 0
    while i < len(a):
        if j < len(b) and a[i] == b[j]:
            i += 1
            j += 1
            continue
        if i in gone_lines:  # a removed group: its line goes, or only its comment stays
            comment = a[i][code_end(a[i]):]
            j += bool(comment) and j < len(b) and b[j] == comment
            i += 1
            continue
        if j >= len(b):
            raise CheckFailed(f"rewrite diff check: the rewrite removed line {i + 1}: {a[i].strip()[:80]!r}")
        if not _flags_only(a[i], b[j]):
            try:
                _check_tokens(tokenize(a[i]), tokenize(b[j]), frozenset({0}) if i in phi_lines else frozenset(), gone)
            except CheckFailed as e:
                raise CheckFailed(str(e).replace("at line 1 ", f"at line {i + 1} ")) from None
        i += 1
        j += 1
    if j < len(b):
        raise CheckFailed(f"rewrite diff check: the rewrite added text at line {j + 1}: {b[j].strip()[:80]!r}")


def _group_lines(lines: list[str]) -> dict[int, int]:
    """Attribute group id -> its line (``attributes #N = {`` at the start of a line)."""
    out = {}
    for k, line in enumerate(lines):
        if line.startswith("attributes") and (m := _GROUP_START.match(line)):
            out[int(m[1])] = k
    return out


def _flags_only(x: str, y: str) -> bool:
    """True when two lines differ only in the flag words right after an instruction's opcode."""
    mx, my = _INSTR_FLAGS.match(x), _INSTR_FLAGS.match(y)
    return (mx is not None and my is not None and mx[2] in irtext.OPCODES and mx[1] == my[1] and mx[2] == my[2]
            and x[mx.end():] == y[my.end():])


def _check_tokens(a: list[Token], b: list[Token], phi_lines: frozenset[int], gone: set[int] | None = None) -> None:
    """The token walk of :func:`check_edit` (``gone``: groups removed, when the caller found them)."""
    ga = _groups(a)
    if gone is None:
        gone = set(ga) - set(_groups(b))
        for gid in gone:
            s, e = ga[gid]
            if not all(_fp_attribute(t.text) for t in a[s + 4:e]):
                raise CheckFailed(f"rewrite diff check: attribute group #{gid} was removed but held more than "
                                  f"FP-assumption attributes ({_where(a, s)})")
    i = j = 0
    after_opcode = False  # the last equal token was an opcode, or a flag word after one
    inherited: str | None = None  # the blanks a removed stretch had before it, which the next token may take
    while i < len(a) or j < len(b):
        ta = a[i] if i < len(a) else None
        tb = b[j] if j < len(b) else None
        if ta is not None and tb is not None and ta.text == tb.text and (
                ta.space == tb.space or (inherited is not None and tb.space == inherited)):
            w = ta.text
            after_opcode = w in irtext.OPCODES or (after_opcode and w in _FLAG_WORDS)
            inherited = None
            i += 1
            j += 1
            continue
        if ta is None:
            raise CheckFailed(f"rewrite diff check: text added at the end ({_where(b, j)})")
        start = i
        if after_opcode and (ta.text in _FLAG_WORDS or (tb is not None and tb.text in _FLAG_WORDS)):
            while i < len(a) and a[i].text in _FLAG_WORDS:
                i += 1
            while j < len(b) and b[j].text in _FLAG_WORDS:
                j += 1
            continue
        step = _removed(a, i, tb, gone, ga, phi_lines)
        if step is None:
            raise CheckFailed(f"rewrite diff check: the rewrite changed more than flags and FP-assumption "
                              f"attributes at {_where(a, i)}")
        i, j = i + step[0], j + step[1]
        if step[1]:
            continue  # a nofpclass narrowed in place
        inherited = a[start].space if inherited is None else inherited


def _removed(a: list[Token], i: int, tb: Token | None, gone: set[int], ga: dict[int, tuple[int, int]],
             phi_lines: frozenset[int]) -> tuple[int, int] | None:
    """(tokens of ``a``, tokens of the other text) an allowed edit at ``a[i]`` accounts for; None: not allowed."""
    ta = a[i]
    mask = _nofpclass_mask(ta.text)
    if mask is not None:
        kept = mask & ~fm.NOFPCLASS_UB_MASK
        if kept == mask:
            return None
        if not kept:
            return 1, 0
        if tb is not None and tb.space == ta.space and _nofpclass_mask(tb.text) == kept:
            return 1, 1
        return None
    if _fp_attribute(ta.text):
        return 1, 0
    if ta.text[:1] == "#" and ta.text[1:].isdigit() and int(ta.text[1:]) in gone:
        return 1, 0
    if ta.text == "attributes":
        for gid in gone:
            if gid in ga and ga[gid][0] == i:
                return ga[gid][1] + 1 - i, 0
        return None
    if ta.text == "," and ta.line in phi_lines:
        k = i
        while (k + 2 < len(a) and a[k].text == "," and a[k].line == ta.line and a[k + 1].text[:1] == "!"
               and a[k + 2].text[:1] == "!" and a[k + 2].line == ta.line):
            k += 3
        return (k - i, 0) if k > i else None
    return None
