"""Identical machine code: does a variant compile to exactly what ``strict`` compiles to?

When a profile's flags change nothing the back end acts on, its variant's machine
code is the strict variant's, and its speedup is 1 by construction: timing the
two and dividing only measures noise (issue 13 saw a *measured* 0.30x for such a
pair).  This module decides identity from the emitted assembly (PTX, AMDGCN or
x86-64 text), after normalising what does not change the code:

* comments (in the forms the kind's :class:`~fpsem.compiler.code_metrics.MachineReader` names:
  ``#`` for x86, ``//`` and ``/* */`` for PTX, ``;`` for AMDGCN), ``.file`` and ``.ident`` lines,
  blank lines and runs of white space;
* names: labels, and global symbols (``.globl``/``.entry``/``.func``/
  ``.amdhsa_kernel``/``.type`` names, with every name they prefix, such as
  ``K_param_0`` or ``K.num_vgpr``) are renamed ``S0``, ``S1``, ... in order of first
  appearance, so two texts that differ only by a consistent renaming (a symbol
  that embeds the profile's name, a different function numbering) compare equal.

Everything else (instructions, operands, registers, directives such as register
counts) must match exactly: a one-instruction difference is different code.

For NVIDIA variants built with ptxas, :func:`cubin_fingerprint` identifies the SASS
itself (the cubin's code and kernel-information sections): two PTX texts that differ
can still assemble to the same machine code, and :func:`code_identity` prefers it.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping

from fpsem.compiler.backends import BACKENDS, Backend, backend_for

_LABEL = re.compile(r"^\s*([A-Za-z_.$][\w.$]*):")
_GLOBAL = re.compile(r"^\s*(?:\.globl|\.global|\.weak|\.amdhsa_kernel|\.type)\s+([A-Za-z_.$][\w.$]*)")
_PTX_FUNC = re.compile(r"\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)\s*\(?")
_DROP = re.compile(r"^\s*\.(?:file|ident)\b")
_NAME_CHAR = r"[\w.$]"


def _strip_comments(text: str, comments: tuple[str, ...]) -> str:
    for form in comments:
        text = re.sub(form, " ", text, flags=re.S)
    return text


def _defined_names(lines: list[str]) -> tuple[set[str], set[str]]:
    """(labels: renamed as whole tokens, globals: renamed also where they prefix a longer name)."""
    labels: set[str] = set()
    globals_: set[str] = set()
    for line in lines:
        if m := _LABEL.match(line):
            labels.add(m.group(1))
        if m := _GLOBAL.match(line):
            globals_.add(m.group(1))
        if m := _PTX_FUNC.search(line):
            globals_.add(m.group(1))
    return labels - globals_, globals_


def normalise(asm: str, kind: str, backends: Mapping[str, Backend] = BACKENDS) -> str:
    """``asm`` with comments, ``.file``/``.ident``, blank lines and spacing removed and its names canonical.

    ``kind`` is looked up in ``backends`` (UsageError for an unknown kind)."""
    comments = backend_for(kind, backends).reader.comments
    lines = [" ".join(ln.split()) for ln in _strip_comments(asm, comments).splitlines()]
    lines = [ln for ln in lines if ln and not _DROP.match(ln)]
    labels, globals_ = _defined_names(lines)
    if not labels and not globals_:
        return "\n".join(lines)
    # One pass over each line, longest names first so that '.LBB0_20' is never read as '.LBB0_2' + '0'.
    alternatives = sorted(labels | globals_, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w.$])(" + "|".join(re.escape(n) for n in alternatives) + r")(" + _NAME_CHAR + "*)")
    canon: dict[str, str] = {}

    def rename(m: re.Match[str]) -> str:
        name, rest = m.group(1), m.group(2)
        if rest and name not in globals_:
            return m.group(0)  # a label only as a whole token: '.L1' does not rename '.L1x'
        new = canon.setdefault(name, f"S{len(canon)}")
        return new + rest

    return "\n".join(pattern.sub(rename, ln) for ln in lines)


def fingerprint(asm: str, kind: str, backends: Mapping[str, Backend] = BACKENDS) -> str:
    """A SHA-256 of the normalised code: equal fingerprints mean the same machine code (up to names)."""
    return hashlib.sha256(normalise(asm, kind, backends).encode()).hexdigest()


def same_code(a: str, b: str, kind: str, backends: Mapping[str, Backend] = BACKENDS) -> bool:
    """True when the two assembly texts are the same code once comments, spacing and names are normalised."""
    return normalise(a, kind, backends) == normalise(b, kind, backends)


def code_identity(asm: str, kind: str, obj: bytes | None = None, backends: Mapping[str, Backend] = BACKENDS) -> str:
    """What decides "the same machine code" for a built variant: its object where the kind's backend reads one
    (NVIDIA: the SASS of the cubin, :func:`fpsem.compiler.backends.nvptx.cubin_fingerprint`); otherwise the
    normalised assembly (:func:`fingerprint`)."""
    if obj:
        identity = backend_for(kind, backends).object_identity(obj)
        if identity is not None:
            return identity
    return fingerprint(asm, kind, backends)
