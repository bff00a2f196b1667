"""Measure one variant for a search (bisection, tuning): through the normal build, stored by content.

:class:`Prober` measures a kernel under a profile (plain or per-site) on one target,
in one of two parts:

* ``accuracy`` -- the variant runs on the inputs (``fpsem.runners.registry.runner_for``, ``emulated``:
  the host JIT for ``host``, the emulation for a GPU target without its hardware here)
  and is compared with the mpmath reference (``max_ulp``, ``max_normalised``) and with
  the strict variant on the same inputs (``status_changes``: outputs whose NaN/+Inf/-Inf/
  -0/+0/finite class differs; ``output_changes``: outputs whose bits differ);
* ``speed`` -- ``modelled``: the variant built for the target at the kernel's default size
  and its static metrics through the roofline model (``fpsem.speed.model``), for GPU targets;
  ``measured``: the host variant JIT-ed and timed on this CPU (median of repetitions).

Each measurement is stored in the :class:`~fpsem.search.store.SearchStore` under a hash
of the built variant's content key (:attr:`fpsem.compiler.variant.Variant.key`) and what was
measured, and read back instead of re-measured -- in this process and after a restart.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fpsem.compiler.cache import BuildCache
from fpsem.compiler.targets import Target
from fpsem.core.errors import StageFailure, UsageError
from fpsem.core.identity import json_digest
from fpsem.fastmath.profiles import Profile
from fpsem.kernels.registry import Kernel
from fpsem.runners.protocol import Runner, TimingRequest
from fpsem.runners.registry import runner_for
from fpsem.search.store import SearchStore

PARTS = ("accuracy", "speed")
OBJECTIVES = ("modelled", "measured")


@dataclass(frozen=True)
class ProbeSetup:
    """What every measurement of one search shares."""

    kernel: Kernel
    precision: str
    target: Target
    inputs: str = "rajaperf"  # the input set of the accuracy runs
    seed: int = 0
    size_set: str = "small"  # accuracy size set
    speed_size: str = "default"  # size set the speed is modelled/measured at
    objective: str = "modelled"
    sample: int = 10_000
    reps: int = 5  # measured speed: timed repetitions after one warm-up

    def __post_init__(self) -> None:
        if self.objective not in OBJECTIVES:
            raise UsageError(f"unknown objective {self.objective!r} (known: {', '.join(OBJECTIVES)})")


def status_classes(a: np.ndarray) -> np.ndarray:
    """Per element: 0 finite non-zero, 1 NaN, 2 +Inf, 3 -Inf, 4 -0, 5 +0."""
    a = np.asarray(a, dtype=np.float64)
    out = np.zeros(a.shape, dtype=np.int8)
    out[np.isnan(a)] = 1
    out[np.isposinf(a)] = 2
    out[np.isneginf(a)] = 3
    zero = a == 0
    out[zero & np.signbit(a)] = 4
    out[zero & ~np.signbit(a)] = 5
    return out


def compare_outputs(outputs: dict[str, np.ndarray], strict: dict[str, np.ndarray]) -> tuple[int, int]:
    """(status changes, value changes) of ``outputs`` against strict's, summed over the outputs."""
    from fpsem.accuracy.error_metrics import same_value

    status = changed = 0
    for name, s in strict.items():
        o = np.asarray(outputs[name])
        status += int(np.count_nonzero(status_classes(o) != status_classes(s)))
        changed += int(np.count_nonzero(~same_value(o, np.asarray(s))))
    return status, changed


@dataclass
class Prober:
    """Measures variants of one setup through the build and the store (see the module docstring).

    ``evaluated`` and ``reused`` count distinct measurements made here and read from
    the store; ``on_measure`` is told of each one (the search's progress and steps).
    """

    setup: ProbeSetup
    store: SearchStore
    cache: BuildCache | None = None
    evaluated: int = 0
    reused: int = 0
    seen: set[str] = field(default_factory=set)
    _runner: Any = None
    _ref: Any = None
    _values: Any = None
    _strict: Any = None
    _strict_speed: Any = None

    # ------------------------------------------------------------ keys

    def _sizes(self, size_set: str) -> dict[str, int]:
        from fpsem.kernels.spec import resolve_sizes

        return resolve_sizes(self.setup.kernel.spec, size_set)

    def _runner_of(self) -> Runner:
        # a search must not depend on the machine it runs on: a GPU target is always emulated
        if self._runner is None:
            self._runner = runner_for(self.setup.target, "emulated", cache=self.cache)
        return self._runner

    def _timer(self) -> Runner:
        """The runner of a measured speed: the host's, building in this process."""
        return runner_for(self.setup.target, "measured", cache=self.cache, isolated=False)

    def variant_key(self, profile: Profile, part: str) -> str:
        """The content key of the variant a measurement builds."""
        from fpsem.compiler.variant import describe_variant

        s = self.setup
        if part == "accuracy":
            v = self._runner_of().variant(s.kernel, profile, s.precision, self._sizes(s.size_set))
        elif s.objective == "measured":
            v = self._timer().variant(s.kernel, profile, s.precision, self._sizes(s.speed_size))
        else:
            v = describe_variant(s.kernel, s.precision, profile, s.target, s.speed_size)
        return v.key

    def measurement_key(self, profile: Profile, part: str) -> str:
        """What a measurement is keyed by: the variant's content, and for a measured speed its machine code
        instead (profiles whose host code is identical share one timing, so they show one number)."""
        s = self.setup
        what = ({"inputs": s.inputs, "seed": s.seed, "sample": s.sample, "size": s.size_set} if part == "accuracy"
                else {"objective": s.objective, "size": s.speed_size, "reps": s.reps if s.objective == "measured" else 0})
        if part == "speed" and s.objective == "measured" and not s.target.is_gpu:
            from fpsem.compiler.build import build
            from fpsem.compiler.samecode import code_identity
            from fpsem.compiler.variant import kernel_hash
            from fpsem.runners.host import host_variant

            built = build(host_variant(s.kernel, profile, s.precision, self._sizes(s.speed_size)), self.cache)
            if built.ok and built.asm:
                return json_digest({"code": code_identity(built.asm, built.kind, built.object), "part": part,
                                    "kernel": kernel_hash(s.kernel, s.precision), **what})
        return json_digest({"variant": self.variant_key(profile, part), "part": part, **what})

    # ------------------------------------------------------------ measuring

    def measure(self, profile: Profile, part: str, label: str = "") -> tuple[dict[str, Any], bool]:
        """The measurement of ``profile``'s variant for ``part`` and whether it came from the store."""
        if part not in PARTS:
            raise ValueError(part)
        key = self.measurement_key(profile, part)
        stored = self.store.get(key)
        if stored is not None:
            if key not in self.seen:
                self.reused += 1
                self.seen.add(key)
            return {**stored, "key": key}, True
        value = self._accuracy(profile) if part == "accuracy" else self._speed(profile)
        self.store.put(key, label or profile.name, value)
        if key not in self.seen:
            self.evaluated += 1
            self.seen.add(key)
        return {**value, "key": key}, False

    def _inputs(self) -> Any:
        if self._values is None:
            from fpsem.accuracy.reference import ReferenceRequest, compute_reference, default_reference_cache
            from fpsem.kernels.inputs import make_inputs

            s = self.setup
            sizes = self._sizes(s.size_set)
            values = make_inputs(s.kernel.spec, sizes, s.precision, s.inputs, s.seed)
            self._ref = compute_reference(ReferenceRequest(
                s.kernel.spec, s.precision, s.kernel.ir_for(s.precision),
                s.kernel.ir_paths.get(s.precision, s.kernel.spec.key), s.inputs, values, sizes,
                sample_limit=s.sample, seed=s.seed), default_reference_cache())
            self._values = values
        return self._values

    def _run(self, profile: Profile) -> dict[str, np.ndarray]:
        s = self.setup
        prepared = self._runner_of().prepare(s.kernel, profile, s.precision, self._sizes(s.size_set), s.size_set)
        return prepared.run(self._inputs())

    def _accuracy(self, profile: Profile) -> dict[str, Any]:
        from fpsem.accuracy.error_metrics import variant_errors

        self._inputs()  # the reference first: it is what the errors are measured against
        if self._strict is None:
            self._strict = self._run(Profile("strict", frozenset()))
        outputs = self._run(profile)
        o = variant_errors(outputs, self._ref).overall
        status, changed = compare_outputs(outputs, self._strict)
        return {"part": "accuracy", "max_ulp": o.max_ulp, "max_normalised": o.max_normalised,
                "compared": o.compared, "nan_mismatches": o.nan_mismatches, "inf_mismatches": o.inf_mismatches,
                "zero_sign_mismatches": o.zero_sign_mismatches, "status_changes": status,
                "output_changes": changed, "how": self._runner_of().how,
                "reference": self._ref.source}

    def _speed(self, profile: Profile) -> dict[str, Any]:
        s = self.setup
        if s.objective == "measured":
            return self._measured_speed(profile)
        from fpsem.compiler.build import build
        from fpsem.compiler.variant import describe_variant
        from fpsem.speed.model import ModelUnavailable
        from fpsem.speed.traces import predict_variant

        if not s.target.is_gpu:
            raise UsageError(f"the model covers GPU targets; for {s.target.name} use --objective measured")
        built = build(describe_variant(s.kernel, s.precision, profile, s.target, s.speed_size), self.cache)
        if not built.ok or built.metrics is None:
            msg = built.failure.message if built.failure else "no metrics"
            raise StageFailure(f"{built.name}: build failed: {msg}")
        try:
            pred, _ = predict_variant(built, s.kernel.spec, s.target, s.speed_size)
        except ModelUnavailable as e:
            raise UsageError(str(e)) from None
        return {"part": "speed", "seconds": pred.seconds, "bound": pred.bound,
                "how": f"modelled: trace-driven model of {s.target.name} on the variant's traced counts "
                       f"({s.speed_size} size); {pred.band.text if pred.band else 'no error band'}"}

    def _measured_speed(self, profile: Profile) -> dict[str, Any]:
        from fpsem.kernels.inputs import make_inputs

        s = self.setup
        if s.target.is_gpu:
            raise UsageError(f"--objective measured times the host target here; {s.target.name} has no "
                             "hardware in this command (use --objective modelled)")
        sizes = self._sizes(s.speed_size)
        with self._timer() as runner:
            prepared = runner.prepare(s.kernel, profile, s.precision, sizes, s.speed_size)
            values = make_inputs(s.kernel.spec, sizes, s.precision, "rajaperf")
            times = prepared.time(values, TimingRequest(reps=max(1, s.reps), warmup=1)).samples
        return {"part": "speed", "seconds": statistics.median(times), "min": min(times), "max": max(times),
                "samples": len(times),
                "how": f"measured: wall time per repetition on this CPU (JIT, one thread), median of "
                       f"{len(times)} after a warm-up, {s.speed_size} size"}


def speedup_of(base: dict[str, Any], m: dict[str, Any]) -> float | None:
    """``base`` seconds over ``m`` seconds (None when either is missing or zero)."""
    a, b = base.get("seconds"), m.get("seconds")
    return a / b if a and b else None

