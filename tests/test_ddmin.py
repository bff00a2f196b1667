"""ddmin (fpsem.search.ddmin): known answers and 1-minimality as a property."""

from __future__ import annotations

from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.search.ddmin import _split, ddmin, is_one_minimal


def test_split_sizes_differ_by_at_most_one():
    assert _split(list(range(7)), 3) == [(0, 1, 2), (3, 4), (5, 6)]
    assert _split([1, 2], 4) == [(1,), (2,)]


def test_single_culprit_found():
    r = ddmin(list(range(32)), lambda s: 17 in s)
    assert r.items == (17,)
    assert r.tests <= 2 * 5 + 2  # a binary search plus the first split's complements at most


def test_pair_culprit_needs_both():
    r = ddmin(list(range(16)), lambda s: 3 in s and 12 in s)
    assert r.items == (3, 12)


def test_one_item_input_is_its_own_answer():
    r = ddmin(["a"], lambda s: "a" in s)
    assert r.items == ("a",) and r.tests == 0


@settings(max_examples=examples(60), deadline=None)
@given(n=st.integers(1, 24), data=st.data())
def test_result_is_one_minimal_for_monotone_and_or_tests(n, data):
    """For a test "some planted group is wholly present", ddmin's answer is 1-minimal and reproduces."""
    items = list(range(n))
    groups = data.draw(st.lists(st.sets(st.sampled_from(items), min_size=1, max_size=3), min_size=1, max_size=3))

    def test(s):
        return any(g <= set(s) for g in groups)

    r = ddmin(items, test)
    assert is_one_minimal(r.items, test)
    assert any(g == set(r.items) for g in groups)  # for this family the 1-minimal sets are the minimal groups


def test_tests_are_memoised():
    calls = []

    def test(s):
        calls.append(frozenset(s))
        return {2, 5} <= set(s)

    r = ddmin(list(range(8)), test)
    assert len(calls) == len(set(calls)) == r.tests
