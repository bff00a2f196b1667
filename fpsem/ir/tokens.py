"""LLVM IR text as one sequence of tokens, read over the whole file the way LLVM's lexer reads it.

Unlike :mod:`fpsem.ir.text`, which reads line by line, this reads strings that run over line
breaks whole, and a ``;`` comment only where no string is open.  Each token keeps the blanks
before it, so joining every token's ``space + text`` gives the file back byte for byte.

Pure functions over strings; no llvmlite.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN_RE = re.compile(
    r"(\s*)("
    r";[^\n]*"  # a comment
    r"|\"[^\"]*\"(?:[ \t]*=[ \t]*\"[^\"]*\")?"  # a string, or a string attribute "key"="value"
    r"|[%@!$]\"[^\"]*\""  # a quoted name
    r"|c\"[^\"]*\""  # a character array constant
    r"|nofpclass[ \t]*\([^)]*\)"  # a nofpclass attribute, whole
    r"|[%@!#$]?[-\w.$]+:?"  # a word, a name, a number, an attribute group reference, a label
    r"|\S"  # any other character
    r"|\Z)"  # the blanks at the end of the file
)
_ESCAPE_RE = re.compile(r"\\(\\|[0-9A-Fa-f]{2})")


@dataclass(frozen=True)
class Token:
    """One token: the blanks before it, its text, and the 0-based line where it starts."""

    space: str
    text: str
    line: int


def tokenize(text: str) -> list[Token]:
    """Every token of ``text`` in order; the last one is the file's trailing blanks (its text is '')."""
    out: list[Token] = []
    pos, line = 0, 0
    match = _TOKEN_RE.match
    while True:
        m = match(text, pos)
        if m is None:  # not reached: a stray character is a token of its own
            raise ValueError(f"untokenizable text at offset {pos}")
        space, tok = m.group(1), m.group(2)
        line += space.count("\n")
        out.append(Token(space, tok, line))
        if not tok:
            return out
        line += tok.count("\n")
        pos = m.end()


def unescape(s: str) -> str:
    """The text of an LLVM string as LLVM reads it: ``\\\\`` is a backslash, ``\\XX`` the byte XX (as a character)."""
    if "\\" not in s:
        return s
    return _ESCAPE_RE.sub(lambda m: "\\" if m[1] == "\\" else chr(int(m[1], 16)), s)


def string_attribute(tok: str) -> tuple[str, str | None] | None:
    """``(key, value)`` of a string attribute token (``"key"`` or ``"key"="value"``, escapes read); None otherwise."""
    if tok[:1] != '"':
        return None
    end = tok.index('"', 1)
    key = unescape(tok[1:end])
    rest = tok[end + 1:].strip()
    if not rest:
        return key, None
    return key, unescape(rest.lstrip("= \t")[1:-1])
