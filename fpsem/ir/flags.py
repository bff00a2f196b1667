"""The LLVM fast-math flag model (facts from shared/FLAGS.md).

Pure data and pure functions: which flags exist, in which order LLVM prints
them, which can create poison, and which opcodes can carry them.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

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
NOFPCLASS_UB_CLASSES: frozenset[str] = frozenset({"nan", "snan", "qnan", "inf", "pinf", "ninf", "all"})

# nofpclass: LLVM's FPClassTest bits (llvm/ADT/FloatingPointMode.h) and the keywords of its
# text form, in the order LLVM prints them (greedy, widest first).
NOFPCLASS_KEYWORDS: dict[str, int] = {
    "all": 0x3FF,
    "nan": 0x003, "snan": 0x001, "qnan": 0x002,
    "inf": 0x204, "ninf": 0x004, "pinf": 0x200,
    "zero": 0x060, "nzero": 0x020, "pzero": 0x040,
    "sub": 0x090, "nsub": 0x010, "psub": 0x080,
    "norm": 0x108, "nnorm": 0x008, "pnorm": 0x100,
}
NOFPCLASS_ALL = 0x3FF
# The classes whose exclusion lets LLVM assume "no NaN" or "no Inf".
NOFPCLASS_UB_MASK = NOFPCLASS_KEYWORDS["nan"] | NOFPCLASS_KEYWORDS["inf"]


def nofpclass_mask(body: str) -> int:
    """The FPClassTest mask of a ``nofpclass(...)`` body: keywords or one integer, as LLVM's parser accepts.

    Raises ``ValueError`` for anything else (LLVM would have refused the module).
    """
    words = body.split()
    if len(words) == 1 and words[0].isdigit():
        mask = int(words[0])
        if not 0 < mask <= NOFPCLASS_ALL:
            raise ValueError(f"invalid nofpclass mask {mask}")
        return mask
    mask = 0
    for w in words:
        if w not in NOFPCLASS_KEYWORDS:
            raise ValueError(f"unknown nofpclass class {w!r}")
        mask |= NOFPCLASS_KEYWORDS[w]
    if not mask:
        raise ValueError("empty nofpclass")
    return mask


def nofpclass_text(mask: int) -> str:
    """The keywords LLVM prints for ``mask`` (``""`` for an empty mask)."""
    words = []
    for name, bits in NOFPCLASS_KEYWORDS.items():
        if mask & bits == bits:
            words.append(name)
            mask &= ~bits
    return " ".join(words)


def nofpclass_is_ub(body: str) -> bool:
    """True when the class set excludes any NaN or infinity class (an assumption that creates poison)."""
    return bool(nofpclass_mask(body) & NOFPCLASS_UB_MASK)


def expand(flags: Iterable[str]) -> frozenset[str]:
    """Expand ``fast`` into the seven flags and check every name.

    Raises ``ValueError`` naming the first unknown flag.
    """
    if isinstance(flags, tuple):
        return _expand_tuple(flags)
    return _expand(flags)


@functools.lru_cache(maxsize=512)
def _expand_tuple(flags: tuple[str, ...]) -> frozenset[str]:
    # Scans expand one flag tuple per instruction: the few distinct tuples are cached.
    return _expand(flags)


def _expand(flags: Iterable[str]) -> frozenset[str]:
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
    s = flags if isinstance(flags, frozenset) and flags <= frozenset(ALL_FLAGS) else expand(flags)
    if s == frozenset(ALL_FLAGS):
        return [FAST]
    return [f for f in ALL_FLAGS if f in s]


def format_flags(flags: Iterable[str]) -> str:
    """Human-readable flag list, ``-`` for none."""
    toks = canonical_tokens(flags)
    return " ".join(toks) if toks else "-"
