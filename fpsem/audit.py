"""Independent audit of a rewrite: read the result back and check it, trusting nothing the rewriter did.

Two checks on the modules LLVM parsed:

* **flags** — walking LLVM's own instruction list (not the rewriter's line
  positions), every instruction that can carry flags carries exactly the
  expected set;
* **nothing else changed** — both modules, printed by LLVM and reduced to a
  flag-free, attribute-group-resolved form, are identical.
"""

from __future__ import annotations

import re
from typing import Iterable

import llvmlite.binding as llvm

from . import flags as fm
from . import irtext
from .errors import RewriteError
from .profiles import Profile
from .sites import Site

_FLAG_TOKENS = frozenset(fm.ALL_FLAGS) | {fm.FAST}


def expected_flags(site: Site, profile: Profile, targeted: frozenset[str], keep_existing: bool) -> frozenset[str]:
    """The flags a site must carry after the rewrite."""
    base = site.flags if keep_existing else frozenset()
    if site.id in targeted:
        return base | profile.flags_for(site.opcode, site.function)
    return base


def instruction_flags(instr: llvm.ValueRef) -> frozenset[str]:
    """Read the flags off LLVM's printing of one instruction, by token scan after its opcode."""
    tokens = str(instr).split()
    try:
        start = tokens.index(instr.opcode) + 1
    except ValueError:
        raise RewriteError(f"audit: opcode {instr.opcode} not found in {str(instr).strip()!r}") from None
    found = []
    for tok in tokens[start:]:
        if tok not in _FLAG_TOKENS:
            break
        found.append(tok)
    return fm.expand(found)


def _flaggable(mod: llvm.ModuleRef) -> Iterable[tuple[str, int, llvm.ValueRef]]:
    for fn in mod.functions:
        if fn.is_declaration:
            continue
        k = 0
        for block in fn.blocks:
            for ins in block.instructions:
                if irtext.can_carry_flags(ins):
                    yield fn.name, k, ins
                    k += 1


def neutral_text(text: str, strip_assumptions: bool) -> list[str]:
    """LLVM's printing reduced to what a rewrite must not change.

    Flags removed from instruction lines; ``#N`` references replaced by their
    group's attributes; group definitions and comments dropped; with
    ``strip_assumptions``, FP-assumption attributes and NaN/Inf nofpclass
    classes removed as normalisation does.
    """
    lines = text.splitlines()
    groups = irtext.attribute_groups(lines)
    drop = set(fm.FP_FUNCTION_ATTRIBUTES) if strip_assumptions else set()
    resolved = {gid: sorted(irtext.remove_string_attributes(g.body, drop).split()) for gid, g in groups.items()}
    out: list[str] = []
    for line in lines:
        if not line.strip() or line.lstrip().startswith(";") or line.startswith("attributes #"):
            continue
        if line.startswith("; ModuleID") or line.startswith("source_filename"):
            continue
        parts = irtext.split_instruction(line)
        if parts is not None and line.startswith("  "):
            line = parts.prefix + parts.opcode + parts.rest
            if parts.opcode == "phi":  # see rewrite.py: flagged phis lose their attachments
                line = irtext.strip_attachments(line)
        if strip_assumptions:
            line = irtext.strip_nofpclass(line, fm.NOFPCLASS_UB_CLASSES)
        line = re.sub(r"(?<=\s)#(\d+)\b", lambda m: "{" + " ".join(resolved.get(int(m[1]), [])) + "}", line)
        line = re.sub(r" \{\}", "", line)
        out.append(" ".join(line.split()))
    return out


def audit_rewrite(
    original: llvm.ModuleRef,
    result: llvm.ModuleRef,
    profile: Profile,
    targeted: frozenset[str],
    keep_existing: bool,
) -> None:
    """Raise RewriteError unless ``result`` is ``original`` with exactly the expected flags."""
    before = {(f, k): ins for f, k, ins in _flaggable(original)}
    after = {(f, k): ins for f, k, ins in _flaggable(result)}
    if before.keys() != after.keys():
        raise RewriteError("audit: the set of flaggable instructions changed")
    for (fn, k), ins in after.items():
        old = before[(fn, k)]
        site = Site(f"@{fn}#{k}", fn, old.opcode, 0, instruction_flags(old), "")
        want = expected_flags(site, profile, targeted, keep_existing)
        got = instruction_flags(ins)
        if got != want:
            raise RewriteError(
                f"audit: @{fn}#{k} carries {{{fm.format_flags(got)}}}, expected {{{fm.format_flags(want)}}}: "
                f"{str(ins).strip()}"
            )
    a = neutral_text(str(original), strip_assumptions=not keep_existing)
    b = neutral_text(str(result), strip_assumptions=not keep_existing)
    if a != b:
        diff = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        left = a[diff] if diff < len(a) else "<end>"
        right = b[diff] if diff < len(b) else "<end>"
        raise RewriteError(f"audit: the rewrite changed more than flags: {left!r} became {right!r}")
