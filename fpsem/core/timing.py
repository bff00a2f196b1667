"""Timing conventions: what a GPU time per repetition means, for the runners that measure it and the model
that predicts it.

* ``cold`` -- inputs outside the L2 (fpsem's GPU timing: buffer sets rotated so that no repetition finds its
  inputs cached);
* ``warm`` -- back-to-back repetitions on one buffer set (RAJAPerf's convention).
"""

from __future__ import annotations

from fpsem.core.errors import UsageError

TIMINGS = ("cold", "warm")


def check_timing(timing: str) -> str:
    """The timing convention if known; UsageError (exit 2) naming the choices otherwise."""
    if timing not in TIMINGS:
        raise UsageError(f"unknown timing convention {timing!r} (known: {', '.join(TIMINGS)})")
    return timing
