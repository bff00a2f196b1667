"""The typed results of a sweep cell's stages, as the store keeps them and the report reads them.

Each stage's value is one frozen dataclass with ``to_json()`` (what is stored) and
``from_json()`` (what :mod:`.analysis` reads back).  ``from_json`` tolerates values
stored before a field existed: the field's default stands for "not recorded", never
for a measured zero.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from typing import Any, TypeVar

T = TypeVar("T")


def _from(cls: type[T], d: Mapping[str, Any] | None) -> T:
    """``cls`` from a stored dict: known keys only, missing keys at their defaults."""
    names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
    return cls(**{k: v for k, v in (d or {}).items() if k in names})


@dataclass(frozen=True)
class StageValue:
    """Base of the stage values: JSON in and out."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls: type[T], d: Mapping[str, Any] | None) -> T:
        return _from(cls, d)


@dataclass(frozen=True)
class RewriteValue(StageValue):
    """The profile applied to the kernel's IR (``fpsem.rewrite``)."""

    profile_flags: tuple[str, ...] = ()
    ub_capable: bool = False
    sites: int = 0  # instructions that can carry fast-math flags
    flagged_sites: int = 0
    changed_sites: int = 0
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class ValidateValue(StageValue):
    """UB-capable constructs in the rewritten IR (``fpsem.validate``)."""

    ub_capable: bool = False
    findings: int = 0
    constructs: tuple[str, ...] = ()  # the first ten, one line each


@dataclass(frozen=True)
class CompileValue(StageValue):
    """The built variant (``fpsem.compiler.build``): content keys, audit of the optimized IR, library calls."""

    cached: bool = False
    key: str = ""  # the variant's content key
    artifact: str = ""  # the content key of what was built (shared by identical builds)
    ub_capable: bool = False
    ub_findings: int = 0  # UB-capable constructs in the optimized IR
    math_functions: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    entries: tuple[str, ...] = ()
    code_hash: str | None = None  # machine code up to names and comments (fpsem.compiler.samecode): equal = same code


@dataclass(frozen=True)
class MetricsValue(StageValue):
    """Static metrics of the machine code (``fpsem.compiler.code_metrics``)."""

    kind: str = ""
    histogram: Mapping[str, int] = field(default_factory=dict)
    instructions: int = 0
    code_bytes: int | None = None
    code_bytes_source: str = ""
    resources: Mapping[str, Any] = field(default_factory=dict)
    loops: Mapping[str, int] = field(default_factory=dict)
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class ModelValue(StageValue):
    """The performance model's prediction (``fpsem.speed.model``); ``detail`` is its full record."""

    seconds: float | None = None
    bound: str = ""
    detail: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {**dict(self.detail), "seconds": self.seconds, "bound": self.bound}

    @classmethod
    def from_json(cls, d: Mapping[str, Any] | None) -> ModelValue:
        d = dict(d or {})
        return cls(d.get("seconds"), str(d.get("bound", "")), d)


@dataclass(frozen=True)
class RunValue(StageValue):
    """A timed run of the variant (host JIT or GPU).

    ``seconds`` is the median time per repetition; ``samples`` every timed repetition;
    ``represents_target`` says whether the time stands for the target's speed (a run
    on another chip only checks the code).  A variant timed against strict in
    alternating rounds (an older record: fpsem before issue 26) also keeps strict's samples of the
    same rounds (``baseline_samples``, ``order = "alternating"``); timed at several
    placements (``placed_samples``/``placed_baseline_samples``, per placement pair and
    round), with strict's cell holding the A/A control (``control = "A/A"``); a variant
    whose machine code is strict's is not timed (``same_code``: 1.00x by construction).
    The shapes ``fpsem.speed.speedup`` reads are documented there.
    """

    runner: str = ""
    seconds: float | None = None
    median_seconds: float | None = None
    max_seconds: float | None = None
    min_seconds: float | None = None
    reps: int = 0
    size: str = ""
    represents_target: bool = True
    how: str = ""
    samples: tuple[float, ...] = ()
    device: Mapping[str, Any] = field(default_factory=dict)
    timing: Mapping[str, Any] = field(default_factory=dict)
    same_code: bool | None = None
    baseline_profile: str = ""
    baseline_seconds: float | None = None
    baseline_samples: tuple[float, ...] = ()
    order: str = ""
    rounds: int = 0
    warmup: int = 0
    budget_s: float | None = None
    pinned_cpu: int | None = None
    load_before: tuple[float, ...] | None = None
    load_after: tuple[float, ...] | None = None
    cpu_count: int | None = None
    # placed timing (fpsem.runners.host_timing.time_placed): samples per placement pair [p][r], and what stopped
    placed_samples: tuple[tuple[float, ...], ...] = ()
    placed_baseline_samples: tuple[tuple[float, ...], ...] = ()
    placements: int = 0
    paddings: Mapping[str, Any] = field(default_factory=dict)  # bytes each placement's code was shifted by
    stopped: str = ""  # what ended the rounds: clear | inside | budget | max rounds | one round
    noise_floor: float | None = None  # the A/A control's floor the sequential sampling used
    control: str = ""  # "A/A": strict against a second set of placements of itself (the kernel's noise floor)
    timing_key: str = ""  # the measurement's content key: identical code on this machine shares it
    measured_by: str = ""  # the cell that measured it, when this cell reuses that measurement

    def to_json(self) -> dict[str, Any]:
        # keys a record does not have stay out of it: "no samples" is not "zero samples"
        d = asdict(self)
        return {k: v for k, v in d.items() if v not in (None, (), "", {}) or k in ("runner", "represents_target")}


@dataclass(frozen=True)
class AccuracyValue(StageValue):
    """The variant's error against the mpmath reference (``fpsem.accuracy``); ``how`` says measured/emulated."""

    max_ulp: float | None = None
    median_ulp: float | None = None
    p99_ulp: float | None = None
    exactly_rounded: float | None = None
    max_normalised: float | None = None
    median_normalised: float | None = None
    p99_normalised: float | None = None
    compared: int = 0
    population: int = 0
    finite: int = 0
    status_diffs: Mapping[str, int] = field(default_factory=dict)
    outputs: Mapping[str, Any] = field(default_factory=dict)
    worst: Mapping[str, Any] | None = None  # the element with the largest ulp error, with its inputs
    inexact_bitmap: Mapping[str, Any] | None = None  # strict cells: which elements are off the reference
    size: str = ""
    sizes: Mapping[str, int] = field(default_factory=dict)
    how: str = ""
    reference: Mapping[str, Any] = field(default_factory=dict)
    reused: str = ""  # when the same module was evaluated before on the same inputs: whose result this is
    special_verdict: str | None = None
    special_violations: int = 0
    ub_witness_count: int = 0
    ub_witnesses: tuple[Mapping[str, Any], ...] = ()
    special_classes: Mapping[str, Any] = field(default_factory=dict)

    @property
    def status_diff_count(self) -> int:
        return int(sum(self.status_diffs.values()))
