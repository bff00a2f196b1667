"""Flag attribution over the lattice of the five safe flags: Shapley values and pairwise interactions (pure).

The 32 subsets of ``reassoc nsz arcp contract afn`` are profiles (:func:`lattice_profiles`);
a sweep with ``--lattice`` measures all of them.  For a figure ``v(S)`` per subset S (a
speed-up over strict, or an error), a flag's **Shapley value** is its average marginal
contribution over every order in which the flags could be switched on::

    phi_i = sum_{S not containing i} |S|! (n-|S|-1)! / n!  (v(S + i) - v(S))

They sum to ``v(all) - v(none)``.  The **Shapley interaction index** of two flags is
the average, over subsets S without both, of ``v(S+ij) - v(S+i) - v(S+j) + v(S)``
weighted ``|S|! (n-|S|-2)! / (n-1)!``: positive when the two together do more than
apart (``contract`` and ``reassoc`` on a multiply-add chain), negative when either
does the other's work.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from math import factorial
from pathlib import Path

from fpsem.fastmath.profiles import Profile
from fpsem.ir.flags import SAFE_FLAGS

LATTICE_PREFIX = "lattice-"

Game = Mapping[frozenset[str], float]


def lattice_name(flags: frozenset[str]) -> str:
    """The lattice profile's name for a flag subset: ``lattice-none`` or ``lattice-reassoc+contract``."""
    return LATTICE_PREFIX + ("+".join(f for f in SAFE_FLAGS if f in flags) or "none")


def lattice_flags(name: str) -> frozenset[str] | None:
    """The flag subset of a lattice profile name, or None for any other name."""
    if not name.startswith(LATTICE_PREFIX):
        return None
    rest = name[len(LATTICE_PREFIX):]
    flags = frozenset() if rest == "none" else frozenset(rest.split("+"))
    return flags if flags <= set(SAFE_FLAGS) else None


def lattice_profiles(players: Sequence[str] = SAFE_FLAGS) -> list[Profile]:
    """One profile per subset of ``players`` (2^n), smallest subsets first."""
    out = []
    for k in range(len(players) + 1):
        for combo in combinations(players, k):
            fl = frozenset(combo)
            out.append(Profile(lattice_name(fl), fl, f"flag lattice: {' '.join(combo) or 'no flags'}"))
    return out


def _check(v: Game, players: Sequence[str]) -> None:
    want = 2 ** len(players)
    have = sum(1 for k in range(len(players) + 1) for c in combinations(players, k) if frozenset(c) in v)
    if have != want:
        raise ValueError(f"the game needs all {want} subsets of {', '.join(players)}; {have} given")


def shapley(v: Game, players: Sequence[str] = SAFE_FLAGS) -> dict[str, float]:
    """Each player's Shapley value of the game ``v`` (every subset of ``players`` must be present)."""
    _check(v, players)
    n = len(players)
    out = {}
    for i in players:
        others = [p for p in players if p != i]
        total = 0.0
        for k in range(n):
            w = factorial(k) * factorial(n - k - 1) / factorial(n)
            for s in combinations(others, k):
                fs = frozenset(s)
                total += w * (v[fs | {i}] - v[fs])
        out[i] = total
    return out


def interaction(v: Game, i: str, j: str, players: Sequence[str] = SAFE_FLAGS) -> float:
    """The Shapley interaction index of players ``i`` and ``j``."""
    n = len(players)
    others = [p for p in players if p not in (i, j)]
    total = 0.0
    for k in range(n - 1):
        w = factorial(k) * factorial(n - k - 2) / factorial(n - 1)
        for s in combinations(others, k):
            fs = frozenset(s)
            total += w * (v[fs | {i, j}] - v[fs | {i}] - v[fs | {j}] + v[fs])
    return total


def interactions(v: Game, players: Sequence[str] = SAFE_FLAGS) -> dict[tuple[str, str], float]:
    """The interaction index of every pair (in ``players`` order)."""
    _check(v, players)
    return {(a, b): interaction(v, a, b, players) for a, b in combinations(players, 2)}


def strongest_interaction(inter: Mapping[tuple[str, str], float], player: str) -> tuple[str, float] | None:
    """The partner whose interaction with ``player`` is largest in magnitude, and its index."""
    cands = [((b if a == player else a), x) for (a, b), x in inter.items() if player in (a, b)]
    return max(cands, key=lambda t: abs(t[1])) if cands else None


def write_lattice_profiles(directory: Path) -> list[Path]:
    """Write the 32 lattice profiles as TOML files into ``directory`` (a sweep loads profiles by path)."""
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    out = []
    for p in lattice_profiles():
        path = d / f"{p.name}.toml"
        flags = ", ".join(f'"{f}"' for f in SAFE_FLAGS if f in p.flags)
        text = f'description = "{p.description}"\nflags = [{flags}]\n'
        if not path.is_file() or path.read_text() != text:
            path.write_text(text)
        out.append(path)
    return out
