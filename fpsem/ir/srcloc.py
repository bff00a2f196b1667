"""Source locations in LLVM IR text: ``file:line:col`` of an instruction, from debug info or fpsem's own tag.

A compiler run with ``-g`` attaches ``!dbg !N`` to instructions, ``!N`` being a
``!DILocation(line:, column:, scope:)`` whose scope chain (lexical blocks, subprograms)
ends at a ``!DIFile``.  An imported kernel carries no debug info (it is target-neutral and
strict); the importer instead tags each instruction that came from located source code with
``!fpsem.src !{!"file:line:col"}`` (:data:`TAG`), which survives LLVM's parsing, printing and
fpsem's rewrites.  :func:`line_locations` reads either form.
"""

from __future__ import annotations

import re

TAG = "fpsem.src"  # !{!"file:line:col", !"flags it was compiled with"}: one kind, so LLVM never reorders two
_STRINGS = re.compile(r'!"((?:[^"\\]|\\.)*)"')
_NODE = re.compile(r"^(![0-9]+)\s*=\s*(?:distinct\s+)?(.*)$")
_FIELD = r"\b{}:\s*(\"(?:[^\"\\]|\\.)*\"|![0-9]+|-?\d+)"
_ATTACH = re.compile(r",\s*!(dbg|" + re.escape(TAG) + r")\s+(![0-9]+)")


def _field(body: str, name: str) -> str | None:
    m = re.search(_FIELD.format(name), body)
    return m.group(1) if m else None


def metadata_nodes(text: str) -> dict[str, str]:
    """``!N`` -> its definition text, for every numbered metadata node of the module."""
    out = {}
    for line in text.splitlines():
        m = _NODE.match(line.strip())
        if m:
            out[m.group(1)] = m.group(2)
    return out


def _file_of(scope: str | None, nodes: dict[str, str], depth: int = 0) -> str:
    if scope is None or depth > 50 or scope not in nodes:
        return "?"
    body = nodes[scope]
    if body.startswith("!DIFile("):
        return (_field(body, "filename") or '"?"').strip('"')
    f = _field(body, "file")
    if f is not None:
        return _file_of(f, nodes, depth + 1)
    return _file_of(_field(body, "scope"), nodes, depth + 1)


# files of the toolchain's own libraries and fpsem's CUDA prelude: code inlined from them is located at the user's
# line that called it (Rust's `+` on f64 is core::ops::arith's `add`, at library/core/src/ops/arith.rs)
_TOOLCHAIN_FILE = re.compile(r"(?:^|/)library/(?:core|std|alloc)/src/|^/rustc/|^fpsem-prelude/|^/usr/(?:include|lib)/")


def _location(ref: str, nodes: dict[str, str]) -> str:
    """``file:line:col`` of a ``!DILocation``: the innermost location of inlined code that is the user's own
    (not a toolchain library's, not line 0), else the innermost."""
    chain: list[str] = []
    while ref in nodes and nodes[ref].startswith("!DILocation(") and len(chain) < 50:
        body = nodes[ref]
        chain.append(f"{_file_of(_field(body, 'scope'), nodes)}:{_field(body, 'line') or '0'}:"
                     f"{_field(body, 'column') or '0'}")
        ref = _field(body, "inlinedAt") or ""
    own = [c for c in chain if not _TOOLCHAIN_FILE.search(c) and not re.search(r":0:\d+$", c)]
    return own[0] if own else chain[0]


def debug_locations(text: str, nodes: dict[str, str] | None = None) -> dict[str, str]:
    """``!N`` -> ``file:line:col`` for every ``!DILocation`` node (inlined code: the innermost location in the
    user's own source, :func:`_location`)."""
    nodes = metadata_nodes(text) if nodes is None else nodes
    out = {}
    for ref, body in nodes.items():
        if body.startswith("!DILocation("):
            out[ref] = _location(ref, nodes)
        elif body.startswith('!{!"'):  # an fpsem tag node !{!"file:line:col", !"flags"}
            first = _STRINGS.findall(body)[:1]
            if first and first[0]:
                out[ref] = first[0]
    return out


def line_locations(text: str) -> dict[int, str]:
    """0-based line index -> ``file:line:col`` for every instruction line with ``!dbg`` or ``!fpsem.src``
    (the tag wins where a line has both)."""
    lines = text.splitlines()
    locs = debug_locations(text)
    out: dict[int, str] = {}
    for i, line in enumerate(lines):
        if line.startswith("!"):
            continue
        found = {kind: ref for kind, ref in _ATTACH.findall(line)}
        ref = found.get(TAG) or found.get("dbg")
        if ref and ref in locs:
            out[i] = locs[ref]
    return out


def tag(loc: str, flags: frozenset[str] | set[str] = frozenset()) -> str:
    """The attachment that records an instruction's source location (``""`` when unknown) and the FP flags it
    was compiled with (append it to the line)."""
    return f", !{TAG} !{{!\"{loc}\", !\"{' '.join(sorted(flags))}\"}}"


def line_built_flags(text: str) -> dict[int, frozenset[str]]:
    """0-based line index -> the compiled-with flags recorded by :func:`tag`, for every line that has a record."""
    nodes = metadata_nodes(text)
    out: dict[int, frozenset[str]] = {}
    pat = re.compile(r",\s*!" + re.escape(TAG) + r"\s+(![0-9]+)")
    for i, line in enumerate(text.splitlines()):
        m = pat.search(line) if not line.startswith("!") else None
        if m and m.group(1) in nodes:
            parts = _STRINGS.findall(nodes[m.group(1)])
            out[i] = frozenset(parts[1].split()) if len(parts) > 1 else frozenset()
    return out


def file_line(loc: str) -> str:
    """``file:line`` of ``file:line:col``."""
    parts = loc.rsplit(":", 2)
    return f"{parts[0]}:{parts[1]}" if len(parts) == 3 else loc
