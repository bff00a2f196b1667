"""A variant against strict on this CPU: placed, interleaved, stopped once decided, measured once per code.

What the sweep's host ``run`` stage (and the honest-speedup benchmark) measure:

* :func:`aa_control` -- strict against a second set of placements of itself
  (:func:`fpsem.runners.host_timing.time_placed` with the same build on both sides).  Its
  hierarchical interval's reach is the kernel's noise floor
  (:func:`fpsem.speed.stats.noise_floor`): how far apart two builds of identical code seem
  on this machine.
* :func:`compare` -- strict against the variant, sampled until the interval clears that
  floor or sits inside it (:func:`fpsem.speed.stats.sequential_decision`), or the budget is
  spent.

Both results are content-addressed (:mod:`fpsem.core.memo`): the key is the two machine
codes (:func:`fpsem.compiler.samecode.fingerprint`: equal up to names and addresses), the
kernel's content, inputs and sizes, this machine, and the settings.  Profiles with identical
code therefore share one measurement, whichever asks first measures it, and parallel workers
never time the same code twice.  The round order and the code paddings are seeded from the key.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from fpsem.compiler.build import CompiledVariant
from fpsem.compiler.samecode import fingerprint
from fpsem.core.identity import json_digest
from fpsem.core.memo import once
from fpsem.runners.host_timing import DEFAULT_PLACEMENTS, PlacedRun, PlacedTimes, time_placed
from fpsem.speed.stats import (
    DEFAULT_CONFIDENCE,
    DEFAULT_THRESHOLD,
    MIN_SAMPLES,
    hierarchical_speedup,
    noise_floor,
    sequential_decision,
)

MEMO_KIND = "host-timing"
PROTOCOL = 2  # bumped whenever the way a comparison is measured changes: older memos are not reused


@dataclass(frozen=True)
class Settings:
    """How a host comparison is measured (part of every memo key)."""

    placements: int = DEFAULT_PLACEMENTS
    budget_s: float = 0.3  # seconds of rounds at most per comparison
    min_rounds: int = 5
    threshold: float = DEFAULT_THRESHOLD  # the practical size sequential sampling decides against
    confidence: float = DEFAULT_CONFIDENCE

    def identity(self) -> dict[str, Any]:
        return {"protocol": PROTOCOL, "placements": self.placements, "budget_s": self.budget_s,
                "min_rounds": self.min_rounds, "threshold": self.threshold, "confidence": self.confidence}


@dataclass(frozen=True)
class Measured:
    """One memoised host measurement: its samples, the noise floor it was sampled against (or, for an A/A
    control, the floor it sets), its content key, and who measured it (``first``: the label given by the
    caller that measured it; ``reused``: this call read it back)."""

    times: PlacedTimes
    noise_floor: float | None
    key: str
    first: str
    reused: bool

    @property
    def measured_by(self) -> str:
        """The measuring caller's label when this one reused the measurement, else ``""``."""
        return self.first if self.reused else ""


def code_of(built: CompiledVariant) -> str:
    """The machine code's identity: equal for builds whose code is the same up to names and addresses."""
    return fingerprint(built.asm, built.kind)


def _seed(key: str) -> int:
    return int(key[:8], 16)


def _measured(value: Mapping[str, Any], reused: bool) -> Measured:
    floor = value.get("noise_floor")
    return Measured(PlacedTimes.from_json(value["times"]), None if floor is None else float(floor), value["key"],
                    str(value.get("first", "")), reused)


def _timed(spec: Any, baseline: CompiledVariant, variant: CompiledVariant, values: Mapping[str, Any],
           settings: Settings, seed: int, floor: float) -> PlacedRun:
    def decide(b: Any, v: Any) -> str | None:
        return sequential_decision(b, v, noise_floor=floor, threshold=settings.threshold,
                                   confidence=settings.confidence, seed=seed)

    return time_placed(spec, baseline, variant, values, placements=settings.placements, budget_s=settings.budget_s,
                       min_rounds=max(MIN_SAMPLES, settings.min_rounds), decide=decide, seed=seed)


Inputs = Callable[[], Mapping[str, Any]]  # the kernel's input values, made only when a measurement runs


def aa_control(spec: Any, strict: CompiledVariant, values: Inputs, group: Mapping[str, Any],
               settings: Settings, label: str = "") -> Measured:
    """The A/A control of ``strict`` (memoised under ``group``, what else the result depends on): strict's
    placements against a second set of them; ``noise_floor`` is its interval's reach (None when it has no
    interval: a repetition longer than the budget)."""
    key = json_digest({**group, **settings.identity(), "strict": code_of(strict), "control": "A/A"})

    def measure() -> dict[str, Any]:
        t = _timed(spec, strict, strict, values(), settings, _seed(key), 1.0).times
        floor = None
        if t.baseline_s and t.rounds >= MIN_SAMPLES:
            floor = noise_floor(hierarchical_speedup(t.baseline_s, t.variant_s, confidence=settings.confidence))
        return {"times": t.to_json(), "noise_floor": floor if floor is not None and math.isfinite(floor) else None,
                "first": label, "key": key}

    value, reused = once(MEMO_KIND, key, measure)
    return _measured(value, reused)


def compare(spec: Any, strict: CompiledVariant, variant: CompiledVariant, values: Inputs,
            group: Mapping[str, Any], settings: Settings, floor: float | None, label: str = "",
            check: Callable[[PlacedRun], None] | None = None) -> Measured:
    """``variant`` against ``strict`` (memoised by both machine codes under ``group``), sampled until decided
    against ``floor`` (the kernel's A/A floor; None: no control, nothing can be called) or the budget is
    spent.  ``check`` sees the run before it is stored (the NaN/Inf rule); raising there stores nothing."""
    key = json_digest({**group, **settings.identity(), "strict": code_of(strict), "variant": code_of(variant)})

    def measure() -> dict[str, Any]:
        run = _timed(spec, strict, variant, values(), settings, _seed(key),
                     floor if floor is not None else math.inf)
        if check is not None:
            check(run)
        return {"times": run.times.to_json(), "noise_floor": floor, "first": label, "key": key}

    value, reused = once(MEMO_KIND, key, measure)
    return _measured(value, reused)
