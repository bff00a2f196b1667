"""What a trace depends on in a module's text: the text without the fast-math flags the tracer never reads.

The tracer (:mod:`fpsem.ir.trace` over :mod:`fpsem.ir.lanes`) computes every floating-point
operation the same way whatever flags it carries: ``fadd nsz arcp contract afn`` and a plain
``fadd`` give the same lanes the same values, so the same branches, trip counts and addresses.
The one flag it reads is ``reassoc`` (``fast`` implies it): it sets the lane order of a vector
reduction (:func:`fpsem.ir.instr.reassociable`).  Two modules whose texts differ only in
:data:`TRACE_BLIND_FLAGS` on their instructions therefore have the same trace, and
:func:`trace_text` maps both to one text that a trace cache can key on: the profiles of a
kernel that differ only in such flags after optimisation (``afn`` and ``nsz`` and ``strict``
where no math call or sign of zero changed the code) share one trace.

Only the instructions' flag words change; every other character (names, constants, metadata,
attributes, the flags the tracer reads) is kept as written.
"""

from __future__ import annotations

from fpsem.ir import flags as fm
from fpsem.ir.text import FLAGS, FLAGS_END, FLAGS_START, LINE, scan

# The flags whose presence changes nothing the tracer computes (see the module docstring).
TRACE_BLIND_FLAGS: frozenset[str] = frozenset({"nsz", "arcp", "contract", "afn"})


def trace_text(text: str) -> str:
    """``text`` with :data:`TRACE_BLIND_FLAGS` removed from every instruction's flags (``fast`` written as the
    flags it implies that the tracer reads); the text itself where no instruction carries one."""
    sc = scan(text)
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for fn in sc.functions:
        for ins in fn.instrs:
            words = ins[FLAGS].split()
            if not words:
                continue
            kept = fm.expand(words) - TRACE_BLIND_FLAGS
            if kept == frozenset(words):
                continue
            new = "".join(" " + f for f in fm.ALL_FLAGS if f in kept)  # LLVM's printing order
            edits.setdefault(ins[LINE], []).append((ins[FLAGS_START], ins[FLAGS_END], new))
    if not edits:
        return text
    lines = list(sc.lines)
    for idx, spans in edits.items():
        line = lines[idx]
        for start, end, new in sorted(spans, reverse=True):
            line = line[:start] + new + line[end:]
        lines[idx] = line
    return "\n".join(lines)
