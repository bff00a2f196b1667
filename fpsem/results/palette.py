"""One colour per profile, the same in every report, and the marks that set UB-capable profiles apart.

The built-in profiles have fixed colours; any other profile name gets one from a second list by a
hash of its name (stable across runs and reports, unlike a colour cycle over the profiles present).
Red belongs to the UB-capable built-in ``fast`` and is never handed out otherwise.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

STRICT_COLOUR = "#4d4d4d"
UB_COLOUR = "#d62728"

FIXED = {
    "strict": STRICT_COLOUR,
    "contract": "#1f77b4",
    "reassoc": "#2ca02c",
    "nsz": "#9467bd",
    "arcp": "#8c564b",
    "arcp-fdiv-only": "#c49c94",
    "afn": "#e377c2",
    "algebraic": "#17becf",
    "algebraic-afn": "#bcbd22",
    "fast": UB_COLOUR,
}

# for profiles without a fixed colour (user profiles, lattice-*): no red, no grey of strict
OTHERS = ("#ff7f0e", "#aec7e8", "#98df8a", "#c5b0d5", "#f7b6d2", "#dbdb8d", "#9edae5", "#ffbb78", "#7b4173",
          "#637939", "#8c6d31", "#393b79", "#843c39", "#5254a3", "#6b6ecf", "#b5cf6b", "#e7ba52", "#ce6dbd")

ORDER = tuple(FIXED)


def colour(profile: str) -> str:
    """The profile's colour: fixed for the built-ins, else chosen by a hash of its name."""
    if profile in FIXED:
        return FIXED[profile]
    h = int.from_bytes(hashlib.sha256(profile.encode()).digest()[:4], "big")
    return OTHERS[h % len(OTHERS)]


def ordered(profiles: Iterable[str]) -> list[str]:
    """Profiles in the report's order: strict, then the built-ins in their fixed order, then the rest by name."""
    uniq = set(profiles)
    return [p for p in ORDER if p in uniq] + sorted(uniq - set(ORDER))


def scale(profiles: Iterable[str]) -> tuple[list[str], list[str]]:
    """(domain, range) of a colour scale over ``profiles`` that keeps every profile's own colour."""
    dom = ordered(profiles)
    return dom, [colour(p) for p in dom]
