"""What every runner provides, and the values it hands back.

A *runner* executes built variants of one target on this machine: ``host`` (the JIT on this
CPU), ``cuda`` (an NVIDIA GPU) or ``emulation`` (a GPU target's optimized IR on this CPU).
:func:`fpsem.runners.registry.runner_for` picks one; every caller -- ``fpsem run``, ``fpsem
accuracy``, the sweep's run and accuracy stages, bisect and tune -- drives it through this protocol:

    with runner_for(target, mode) as runner:            # open(): the device, if any; close() at the end
        prepared = runner.prepare(kernel, profile, precision, sizes, size_set)   # build (cached) + load
        outputs = prepared.run(values)                   # one repetition on a private copy: accuracy
        reps = prepared.repeat(values, n)                # n repetitions in place: checksums, fpsem run
        timing = prepared.time(values, request)          # a timing measurement: speed (alone, or placed
                                                         # against a baseline: request.baseline)

A runner that cannot time (the emulation: its speed is no GPU's) has ``times = False`` and its
``time`` raises UsageError.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from fpsem.compiler.build import CompiledVariant
from fpsem.compiler.variant import Variant
from fpsem.core.errors import UsageError
from fpsem.core.precision import precision_of
from fpsem.fastmath.profiles import Profile
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import KernelSpec
from fpsem.runners.host_timing import DEFAULT_PLACEMENTS, Decide, PlacedTimes

Values = Mapping[str, Any]  # argument name -> numpy array | numpy float | int
Outputs = dict[str, np.ndarray]


def fresh_copy(values: Values) -> dict[str, Any]:
    """A private copy of the inputs (arrays copied: a run writes its outputs in place)."""
    return {k: (np.array(v, copy=True) if isinstance(v, np.ndarray) else v) for k, v in values.items()}


def outputs_of(spec: KernelSpec, precision: str, values: Mapping[str, Any]) -> Outputs:
    """The outputs of a run: out/inout arrays, and results as one-element arrays of the kernel's format."""
    t = precision_of(precision).dtype
    out: Outputs = {}
    for a in spec.args:
        if a.is_output and a.is_array:
            out[a.name] = np.asarray(values[a.name])
        elif a.is_output:
            out[a.name] = np.array([values[a.name]], dtype=t)
    return out


@dataclass(frozen=True)
class Repetitions:
    """``reps`` repetitions run in place, as RAJAPerf runs them (buffers not reset in between).

    ``values`` holds every argument after the last repetition (a reduction's result included);
    ``seconds`` each repetition's measured wall time; ``detail`` what else the runner knows
    (a GPU's launch configurations and function attributes).
    """

    values: Mapping[str, Any]
    seconds: tuple[float, ...]
    how: str
    detail: Mapping[str, Any] = field(default_factory=dict)

    @property
    def total_seconds(self) -> float:
        return float(sum(self.seconds))


@dataclass(frozen=True)
class TimingRequest:
    """How long and how often to time: ``reps`` timed repetitions after ``warmup`` (fewer when they
    do not fit in ``budget_s``; None: no budget).

    ``baseline``: time against this variant instead of alone, as a placed comparison
    (:mod:`fpsem.runners.host_timing`): each side placed up to ``placements`` times, every placement timed
    once per round in a random order (seeded by ``seed``), ``reps`` rounds at least, until ``decide``
    (sequential sampling) gives a verdict or ``budget_s`` is spent.  A variant whose machine code is the
    baseline's is not timed (1.00x by construction) unless ``control`` (an A/A control: the baseline
    against a second set of placements of itself)."""

    reps: int = 5
    warmup: int = 1
    budget_s: float | None = None
    baseline: PreparedVariant | None = None
    placements: int = DEFAULT_PLACEMENTS
    decide: Decide | None = None
    seed: int = 0
    control: bool = False


@dataclass(frozen=True)
class Timing:
    """A timing measurement: per-repetition samples (seconds) and how they were taken (``how``).

    ``value`` is the stage value a sweep stores (runner-specific, JSON-ready: every sample kept).
    """

    samples: tuple[float, ...]
    how: str
    value: Mapping[str, Any] = field(default_factory=dict)
    device: str = ""
    placed: PlacedTimes | None = None  # a placed comparison's samples by placement pair and round

    @property
    def seconds(self) -> float:
        """The median repetition."""
        return statistics.median(self.samples) if self.samples else float("nan")


def _cannot_repeat(values: Values, reps: int) -> Repetitions:
    raise UsageError("this runner cannot run repetitions")


def _cannot_time(values: Values, request: TimingRequest) -> Timing:
    raise UsageError("this runner does not time (its figures would not be the target's)")


@dataclass(frozen=True)
class PreparedVariant:
    """A built variant, ready to run: ``run(inputs)`` returns its outputs after one repetition on a
    private copy; ``repeat(inputs, n)`` runs ``n`` repetitions in place; ``time(inputs, request)``
    measures.  ``how`` is the provenance of what it gives."""

    label: str
    run: Callable[[Values], Outputs]
    notes: tuple[str, ...] = ()
    # what the results are a function of besides the inputs, when the variant runs on this CPU ('' otherwise);
    # ``run`` JIT-compiles on its first call, so a caller that finds results under this key pays no JIT
    content_key: str = ""
    repeat: Callable[[Values, int], Repetitions] = _cannot_repeat
    time: Callable[[Values, TimingRequest], Timing] = _cannot_time
    built: CompiledVariant | None = None  # the build it runs, where there is one
    # runners on this CPU: the in-place repetition itself (JIT-compiled on this call), for a timing loop that
    # times it against another variant with nothing of fpsem's between the clock readings
    stepper: Callable[[], Callable[[Any], None]] | None = None


class Runner(Protocol):
    """Runs variants of one target on this machine (see the module docstring).

    ``name`` is its registry name, ``target`` the target's, ``how`` the provenance of its figures
    (measured / emulated), ``device`` what it runs on; ``times``: whether :meth:`PreparedVariant.time`
    measures the target's speed; ``times_apart``: ``fpsem run`` times it apart from its checked repetitions
    (a GPU: event timing with inputs out of the L2) rather than by them (the host's wall time).
    """

    name: str
    target: str
    how: str
    times: bool
    times_apart: bool

    def open(self) -> None:
        """Acquire the hardware (a GPU): GpuUnavailable (exit 4) where it is not here.  Idempotent."""

    def close(self) -> None:
        """Release what :meth:`open` acquired.  Idempotent."""

    def variant(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int]) -> Variant:
        """The variant :meth:`prepare` builds (its ``key`` names what runs)."""

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str = "") -> PreparedVariant:
        """Build (through the cache) and load one variant."""

    def load(self, kernel: Kernel, built: CompiledVariant, sizes: Mapping[str, int]) -> PreparedVariant:
        """Load a variant built already (the sweep's compile stage built it) at its ``sizes``."""

    def device(self) -> str:
        """What the variants run on, in words."""

    def __enter__(self) -> Runner: ...

    def __exit__(self, *exc: object) -> None: ...


class RunnerBase:
    """The context-manager half of the protocol, for runners to inherit: ``with`` opens and closes."""

    def open(self) -> None:
        return None

    def close(self) -> None:
        return None

    def __enter__(self) -> Any:
        self.open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
