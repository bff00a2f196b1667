"""The LLVM fast-math flag model (facts from shared/FLAGS.md).

Pure data and pure functions: which flags exist, in which order LLVM prints
them, which can create poison, and which opcodes can carry them.
"""

from __future__ import annotations

from typing import Iterable

# LLVM's printing order (AsmWriter): reassoc nnan ninf nsz arcp contract afn.
ALL_FLAGS: tuple[str, ...] = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
FAST = "fast"

# Flags under which an operation returns poison on a NaN/Inf operand or result.
POISON_FLAGS: frozenset[str] = frozenset({"nnan", "ninf"})
SAFE_FLAGS: tuple[str, ...] = tuple(f for f in ALL_FLAGS if f not in POISON_FLAGS)

# Rust's algebraic float operations.
ALGEBRAIC: frozenset[str] = frozenset({"reassoc", "nsz", "arcp", "contract"})

# Opcodes that always carry FMF when present.
FP_ARITH_OPCODES: frozenset[str] = frozenset({"fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp"})
# Opcodes that carry FMF only when their result type is floating point.
FP_TYPED_OPCODES: frozenset[str] = frozenset({"call", "phi", "select", "fptrunc", "fpext"})
FLAGGABLE_OPCODES: frozenset[str] = FP_ARITH_OPCODES | FP_TYPED_OPCODES

# Function attributes that encode FP assumptions.
#   key -> True when the attribute can create poison/UB (treated conservatively).
FP_FUNCTION_ATTRIBUTES: dict[str, bool] = {
    "no-nans-fp-math": True,
    "no-infs-fp-math": True,
    "unsafe-fp-math": True,  # legacy catch-all: conservatively UB-capable
    "no-signed-zeros-fp-math": False,
    "approx-func-fp-math": False,
}
# nofpclass classes whose exclusion is a NaN/Inf assumption.
NOFPCLASS_UB_CLASSES: frozenset[str] = frozenset({"nan", "snan", "qnan", "inf", "pinf", "ninf"})


def expand(flags: Iterable[str]) -> frozenset[str]:
    """Expand ``fast`` into the seven flags and check every name.

    Raises ``ValueError`` naming the first unknown flag.
    """
    out: set[str] = set()
    for f in flags:
        if f == FAST:
            out.update(ALL_FLAGS)
        elif f in ALL_FLAGS:
            out.add(f)
        else:
            raise ValueError(f"unknown fast-math flag {f!r} (known: {', '.join(ALL_FLAGS + (FAST,))})")
    return frozenset(out)


def is_ub_capable(flags: Iterable[str]) -> bool:
    """True when any flag in ``flags`` (after expanding ``fast``) can create poison."""
    return bool(expand(flags) & POISON_FLAGS)


def canonical_tokens(flags: Iterable[str]) -> list[str]:
    """The flag tokens LLVM prints for this set: ``["fast"]`` for all seven, else in LLVM order."""
    s = expand(flags)
    if s == frozenset(ALL_FLAGS):
        return [FAST]
    return [f for f in ALL_FLAGS if f in s]


def format_flags(flags: Iterable[str]) -> str:
    """Human-readable flag list, ``-`` for none."""
    toks = canonical_tokens(flags)
    return " ".join(toks) if toks else "-"
