"""Shapley values and interactions (fpsem.search.attribution): known answers on synthetic games."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.ir.flags import SAFE_FLAGS
from fpsem.search.attribution import (
    interactions,
    lattice_flags,
    lattice_name,
    lattice_profiles,
    shapley,
    strongest_interaction,
)


def game(f):
    return {frozenset(c): f(frozenset(c)) for k in range(6) for c in combinations(SAFE_FLAGS, k)}


def test_additive_game_gives_each_flag_its_own_weight():
    w = {"reassoc": 0.5, "nsz": 0.0, "arcp": 0.1, "contract": 0.9, "afn": -0.2}
    phi = shapley(game(lambda s: sum(w[f] for f in s)))
    assert phi == pytest.approx(w)
    assert all(abs(x) < 1e-12 for x in interactions(game(lambda s: sum(w[f] for f in s))).values())


def test_pure_pair_synergy_is_split_and_is_the_strongest_interaction():
    v = game(lambda s: 1.0 if {"contract", "reassoc"} <= s else 0.0)
    phi = shapley(v)
    assert phi["contract"] == pytest.approx(0.5) and phi["reassoc"] == pytest.approx(0.5)
    assert phi["nsz"] == pytest.approx(0.0)
    inter = interactions(v)
    assert inter[("reassoc", "contract")] == pytest.approx(1.0)
    assert strongest_interaction(inter, "contract") == ("reassoc", pytest.approx(1.0))


@settings(max_examples=examples(30), deadline=None)
@given(st.lists(st.floats(-10, 10), min_size=32, max_size=32))
def test_efficiency_values_sum_to_grand_coalition(vals):
    subsets = [frozenset(c) for k in range(6) for c in combinations(SAFE_FLAGS, k)]
    v = dict(zip(subsets, vals))
    assert sum(shapley(v).values()) == pytest.approx(v[frozenset(SAFE_FLAGS)] - v[frozenset()], abs=1e-9)


def test_lattice_is_32_named_profiles():
    profs = lattice_profiles()
    assert len(profs) == 32 and len({p.name for p in profs}) == 32
    assert all(lattice_flags(p.name) == p.flags for p in profs)
    assert lattice_name(frozenset()) == "lattice-none" and lattice_flags("algebraic") is None
    assert not any(p.ub_capable for p in profs)


def test_missing_subset_is_refused():
    v = game(lambda s: len(s))
    del v[frozenset({"nsz"})]
    with pytest.raises(ValueError, match="32 subsets"):
        shapley(v)


def test_sweep_lattice_adds_the_32_profiles(cli, tmp_path):
    r = cli("sweep", "-k", "DAXPY", "-t", "a2000", "-p", "strict", "--precisions", "f64", "--lattice",
            "--db", tmp_path / "o" / "s.sqlite", "--dry-run")
    assert r.code == 0, r.err
    assert "33 profiles" in r.err + r.out  # strict plus the 32 lattice profiles (lattice-none is strict's flags)
    assert len(list((tmp_path / "o" / "lattice-profiles").glob("lattice-*.toml"))) == 32
