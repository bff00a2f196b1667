"""A variant against strict on real hardware: placed, interleaved, stopped once decided, measured once per code.

What the sweep's ``run`` stage (host JIT, or an NVIDIA GPU) and the honest-speedup benchmark measure:

* :func:`aa_control` -- strict against a second set of placements of itself.  Its hierarchical
  interval's reach is the kernel's noise floor (:func:`fpsem.speed.stats.noise_floor`): how far
  apart two builds (or module loads) of identical code seem on this machine.
* :func:`compare` -- strict against the variant, sampled until the interval clears that floor
  or sits inside it (:func:`fpsem.speed.stats.sequential_decision`), or the budget is spent.

The timing itself is a :data:`Timer`: one the sweep makes around a runner's placed comparison
(:class:`fpsem.runners.protocol.TimingRequest` with a baseline: host JIT placements, or separate module
loads on a GPU), or :func:`host_timer` (JIT placements on this CPU, directly).

Both results are content-addressed (:mod:`fpsem.core.memo`): the key is the two machine codes
(:func:`fpsem.compiler.samecode.code_identity`: equal up to names and addresses, or the same SASS),
what the caller says the result depends on besides (``group``: the kernel's content, inputs and
sizes, the machine) and the settings.  Profiles with identical code therefore share one
measurement, whichever asks first measures it, and parallel workers never time the same code
twice.  The round order and the placements are seeded from the key.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from fpsem.compiler.build import CompiledVariant
from fpsem.compiler.samecode import code_identity
from fpsem.core.identity import json_digest
from fpsem.core.memo import once
from fpsem.runners.host_timing import DEFAULT_PLACEMENTS, PlacedTimes, time_placed
from fpsem.speed.stats import (
    DEFAULT_CONFIDENCE,
    DEFAULT_THRESHOLD,
    MIN_SAMPLES,
    hierarchical_speedup,
    noise_floor,
    sequential_decision,
)

MEMO_KIND = "timing"
PROTOCOL = 3  # bumped whenever the way a comparison is measured changes: older memos are not reused

Decide = Callable[[Any, Any], "str | None"]
# times baseline against variant: (baseline, variant, seed, decide) -> (the samples, what else the stored value
# carries: the runner's device facts, whether its times stand for the target)
Timer = Callable[[CompiledVariant, CompiledVariant, int, Decide], "tuple[PlacedTimes, Mapping[str, Any]]"]
Inputs = Callable[[], Mapping[str, Any]]  # the kernel's input values, made only when a measurement runs


@dataclass(frozen=True)
class Settings:
    """How a comparison is measured (part of every memo key)."""

    placements: int = DEFAULT_PLACEMENTS
    budget_s: float = 0.3  # seconds of rounds at most per comparison
    min_rounds: int = 5
    threshold: float = DEFAULT_THRESHOLD  # the practical size sequential sampling decides against
    confidence: float = DEFAULT_CONFIDENCE

    def identity(self) -> dict[str, Any]:
        return {"protocol": PROTOCOL, "placements": self.placements, "budget_s": self.budget_s,
                "min_rounds": self.min_rounds, "threshold": self.threshold, "confidence": self.confidence}

    @property
    def rounds_at_least(self) -> int:
        return max(MIN_SAMPLES, self.min_rounds)


@dataclass(frozen=True)
class Measured:
    """One memoised measurement: its samples, the noise floor it was sampled against (for an A/A control, the
    floor it sets), its content key, and who measured it (``first``: the label of the caller that measured
    it; ``reused``: this call read it back)."""

    times: PlacedTimes
    noise_floor: float | None
    key: str
    first: str
    reused: bool
    extra: Mapping[str, Any] = field(default_factory=dict)  # the timer's facts for the stored value

    @property
    def measured_by(self) -> str:
        """The measuring caller's label when this one reused the measurement, else ``""``."""
        return self.first if self.reused else ""


def code_of(built: CompiledVariant) -> str:
    """The machine code's identity: equal for builds whose code is the same up to names and addresses."""
    return code_identity(built.asm, built.kind, built.object)


def _seed(key: str) -> int:
    return int(key[:8], 16)


def _measured(value: Mapping[str, Any], reused: bool) -> Measured:
    floor = value.get("noise_floor")
    return Measured(PlacedTimes.from_json(value["times"]), None if floor is None else float(floor), value["key"],
                    str(value.get("first", "")), reused, dict(value.get("extra") or {}))


def _decide(settings: Settings, floor: float, seed: int) -> Decide:
    def decide(b: Any, v: Any) -> str | None:
        return sequential_decision(b, v, noise_floor=floor, threshold=settings.threshold,
                                   confidence=settings.confidence, seed=seed)

    return decide


def aa_control(strict: CompiledVariant, group: Mapping[str, Any], settings: Settings, timer: Timer,
               label: str = "") -> Measured:
    """The A/A control of ``strict`` (memoised under ``group``): strict's placements against a second set of
    them; ``noise_floor`` is its interval's reach (None when it has no interval: a repetition longer than the
    budget)."""
    key = json_digest({**group, **settings.identity(), "strict": code_of(strict), "control": "A/A"})

    def measure() -> dict[str, Any]:
        seed = _seed(key)
        t, extra = timer(strict, strict, seed, _decide(settings, 1.0, seed))
        floor = None
        if t.baseline_s and t.rounds >= MIN_SAMPLES:
            floor = noise_floor(hierarchical_speedup(t.baseline_s, t.variant_s, confidence=settings.confidence))
        return {"times": t.to_json(), "noise_floor": floor if floor is not None and math.isfinite(floor) else None,
                "first": label, "key": key, "extra": dict(extra)}

    value, reused = once(MEMO_KIND, key, measure)
    return _measured(value, reused)


def compare(strict: CompiledVariant, variant: CompiledVariant, group: Mapping[str, Any], settings: Settings,
            floor: float | None, timer: Timer, label: str = "") -> Measured:
    """``variant`` against ``strict`` (memoised by both machine codes under ``group``), sampled until decided
    against ``floor`` (the kernel's A/A floor; None: no control, so nothing can be called) or the budget is
    spent.  A timer that raises (a runner's NaN/Inf rule) stores nothing."""
    key = json_digest({**group, **settings.identity(), "strict": code_of(strict), "variant": code_of(variant)})

    def measure() -> dict[str, Any]:
        seed = _seed(key)
        t, extra = timer(strict, variant, seed, _decide(settings, floor if floor is not None else math.inf, seed))
        return {"times": t.to_json(), "noise_floor": floor, "first": label, "key": key, "extra": dict(extra)}

    value, reused = once(MEMO_KIND, key, measure)
    return _measured(value, reused)


def host_timer(spec: Any, values: Inputs, settings: Settings) -> Timer:
    """Times built host variants of ``spec`` on this CPU at up to ``settings.placements`` JIT placements each
    (directly, without a runner's NaN/Inf rule: for A/A runs and benchmarks)."""
    from fpsem.runners.host import jit_built

    def timer(baseline: CompiledVariant, variant: CompiledVariant, seed: int,
              decide: Decide) -> tuple[PlacedTimes, Mapping[str, Any]]:
        run = time_placed(spec, baseline, variant, values(), lambda b, pad: jit_built(spec, b, pad),
                          placements=settings.placements, budget_s=settings.budget_s,
                          min_rounds=settings.rounds_at_least, decide=decide, seed=seed)
        return run.times, {}

    return timer
