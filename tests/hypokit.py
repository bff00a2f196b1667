"""Hypothesis profiles of the two test runs.

The full run (``make test``) draws each property test's own number of examples; the quick run (``pytest -m "not
slow"``, ``make test-fast``) draws a quarter of them (at least ten), so that the development loop stays short while
every property is still exercised.  ``conftest.py`` loads the profile that fits the run.
"""

from __future__ import annotations

from hypothesis import settings

FULL = "fpsem-full"
QUICK = "fpsem-quick"
settings.register_profile(FULL, max_examples=100)  # Hypothesis's own default
settings.register_profile(QUICK, max_examples=25)


def examples(n: int) -> int:
    """A property test's ``max_examples``: ``n`` in the full run, scaled as the loaded profile scales Hypothesis's
    default of 100 otherwise (a quarter in the quick run), never below ten (or ``n`` when that is less)."""
    return max(min(n, 10), n * settings.default.max_examples // 100)
