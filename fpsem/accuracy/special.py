"""Special values: what each profile changes for NaN, ±Inf, ±0 and subnormal inputs, and UB witnesses.

For each class of special value, the kernel's ``random`` inputs get that class -- and
only that class -- written into a seeded eighth of the entries of every real input
array (kernel constants such as FIR's coefficients excepted; a kernel without input
arrays gets it in each real scalar in turn). Strict and every profile run on those
inputs; among the output elements the injection affects (strict's or the profile's
result differs from the one on the plain inputs), each where the profile's output
differs from strict's is classified:

* ``zero-sign``    both zero, opposite signs (``nsz``)
* ``rounding``     both finite, different values (``reassoc``, ``contract``, ``arcp``, ``afn``)
* ``overflow``     finite against ±Inf, or opposite infinities (an intermediate overflow
                   avoided or incurred by re-association or contraction)
* ``nan-appeared`` strict is not NaN, the profile's result is
* ``nan-vanished`` strict is NaN, the profile's result is not

A profile that cannot create poison may change values; it may never change the NaN
status of a result when the only special inputs are NaNs: with safe flags a NaN input
still reaches every result strict lets it reach, and a NaN check (``fcmp uno``,
``isnan``) still holds. Such a change is reported as a violation.

For a UB-capable profile (``nnan``/``ninf``), its *safe counterpart* -- the same profile
without ``nnan`` and ``ninf`` -- runs too. A **UB witness** is an affected element where the
profile differs from both strict and its counterpart, and where the assumption was
actually broken: a NaN or an infinity was injected, or (for ±0 and subnormal inputs) one
of the three results is NaN or infinite. The difference then exists only because a NaN/Inf
assumption was exploited on an input that violates it. (``nnan``/``ninf`` also enable
algebra that merely rounds differently on ordinary inputs -- e.g. distributing
``cls*(c + 1)`` in PRESSURE; such differences are not witnesses.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

import numpy as np

from fpsem.accuracy.error_metrics import inputs_at as _inputs_at
from fpsem.accuracy.error_metrics import same_value
from fpsem.fastmath.profiles import Profile
from fpsem.floats.ulp import format_named, status_of, zero_sign_differs
from fpsem.ir import flags as fm
from fpsem.kernels.spec import KernelSpec
from fpsem.runners.protocol import Outputs, PreparedVariant, Values

SPECIAL_CLASSES = ("NaN", "+Inf", "-Inf", "+0", "-0", "subnormal")
NONFINITE_CLASSES = ("NaN", "+Inf", "-Inf")
KINDS = ("zero-sign", "rounding", "overflow", "nan-appeared", "nan-vanished")
INJECT_FRACTION = 8  # one entry in eight
MAX_WITNESSES_LISTED = 12


def class_values(cls: str, precision: str) -> np.ndarray:
    """The values injected for a class (subnormals: the least one and a mid-range one, both signs)."""
    fmt = format_named(precision)
    tiny = fmt.min_subnormal
    mid = tiny * 2 ** (fmt.p // 2)
    table = {
        "NaN": [np.nan], "+Inf": [np.inf], "-Inf": [-np.inf], "+0": [0.0], "-0": [-0.0],
        "subnormal": [tiny, -tiny, mid, -mid],
    }
    return np.array(table[cls], dtype=fmt.dtype)


def _injectable(spec: KernelSpec) -> tuple[list[str], list[str]]:
    """(real input arrays, real scalars) special values may be written into."""
    arrays = [a.name for a in spec.params if a.is_array and a.type == "real" and a.role in ("in", "inout")
              and not (a.init is not None and a.init.kind == "LIST")]
    scalars = [a.name for a in spec.params if a.role == "scalar" and a.type == "real"
               and not (a.init is not None and a.init.kind == "VAL")]
    return arrays, scalars


def injected_inputs(spec: KernelSpec, base: Values, cls: str, precision: str, seed: int) -> list[dict[str, Any]]:
    """The input sets of one class: one set (arrays injected), or one per real scalar (no arrays)."""
    vals = class_values(cls, precision)
    arrays, scalars = _injectable(spec)
    rng = np.random.default_rng([seed, SPECIAL_CLASSES.index(cls)])
    if arrays:
        out = {k: (np.array(v, copy=True) if isinstance(v, np.ndarray) else v) for k, v in base.items()}
        for name in arrays:
            arr = out[name]
            n = arr.size
            k = max(1, n // INJECT_FRACTION)
            pos = rng.choice(n, size=k, replace=False)
            arr[pos] = vals[rng.integers(0, len(vals), k)]
        return [out]
    sets = []
    for name in scalars:
        s = dict(base)
        s[name] = vals[0]
        sets.append(s)
    return sets


def difference_kinds(strict: np.ndarray, other: np.ndarray) -> dict[str, np.ndarray]:
    """Masks of each kind of difference between strict's and another variant's values."""
    s, o = np.asarray(strict).ravel(), np.asarray(other).ravel()
    differs = ~same_value(s, o)
    sn, on = np.isnan(s), np.isnan(o)
    ss, so = status_of(s), status_of(o)
    finite = (ss == 0) & (so == 0)
    return {
        "zero-sign": differs & zero_sign_differs(s, o),
        "rounding": differs & finite & ~zero_sign_differs(s, o),
        "overflow": differs & ~sn & ~on & ~finite,
        "nan-appeared": ~sn & on,
        "nan-vanished": sn & ~on,
    }


@dataclass(frozen=True)
class ClassChanges:
    """What a profile changed, relative to strict, for one class of special input."""

    special: str
    compared: int  # elements the injection affected (strict's or the profile's result changed)
    kinds: Mapping[str, int]
    violations: int  # NaN-status changes under NaN-only injection, for a safe profile

    @property
    def differing(self) -> int:
        return sum(self.kinds.values())


@dataclass(frozen=True)
class Witness:
    """An input where a UB-capable profile's result differs from strict and from its safe counterpart."""

    special: str
    output: str
    index: int
    inputs: Mapping[str, float]  # the real inputs at this index (arrays long enough) and the real scalars
    strict: float
    safe_counterpart: float
    variant: float
    kind: str  # the kind of difference from strict


@dataclass(frozen=True)
class ProfileSpecial:
    profile: str
    ub_capable: bool
    counterpart: str | None
    classes: tuple[ClassChanges, ...]
    witnesses: tuple[Witness, ...]  # the first MAX_WITNESSES_LISTED
    witness_count: int

    @property
    def violations(self) -> int:
        return sum(c.violations for c in self.classes)

    @property
    def verdict(self) -> str:
        if self.ub_capable:
            return (f"{self.witness_count} UB witness(es): results that differ only because NaN/Inf were assumed away"
                    if self.witness_count else "no UB witness on these inputs (the profile is UB-capable all the same)")
        if self.violations:
            return f"VIOLATION: {self.violations} NaN-status change(s) under NaN inputs for a safe profile"
        return "legal: only value changes (rounding, overflow, sign of zero); every NaN check and propagation kept"

    def to_dict(self) -> dict:
        return {
            "profile": self.profile, "ub_capable": self.ub_capable, "safe_counterpart": self.counterpart,
            "verdict": self.verdict, "violations": self.violations, "witness_count": self.witness_count,
            "classes": [{"special": c.special, "compared": c.compared, "differing": c.differing,
                         "kinds": dict(c.kinds), "violations": c.violations} for c in self.classes],
            "witnesses": [asdict(w) for w in self.witnesses],
        }


def safe_counterpart(profile: Profile) -> Profile:
    """The profile without its UB-capable flags (``fast`` -> reassoc nsz arcp contract afn)."""
    return replace(profile, name=f"{profile.name}-without-nnan-ninf", flags=profile.flags - fm.POISON_FLAGS,
                   only_on={k: v for k, v in profile.only_on.items() if k not in fm.POISON_FLAGS}, source=None)


def profile_special(spec: KernelSpec, profile: Profile, prepared: PreparedVariant,
                    counterpart: tuple[Profile, PreparedVariant] | None, base: Values, strict_base: Outputs,
                    input_sets: Mapping[str, Sequence[Values]],
                    strict_outputs: Mapping[str, Sequence[Outputs]]) -> ProfileSpecial:
    """Classify one profile's changes per special class against strict's outputs on the same inputs.

    Only the elements the injection *affects* are compared: those where strict's or the
    profile's result differs from its result on the un-injected ``base`` inputs (so the
    rounding differences every input shows are not counted as special-value effects).
    Witnesses when the profile is UB-capable (``counterpart``: its safe counterpart,
    prepared on the same target).
    """
    classes: list[ClassChanges] = []
    witnesses: list[Witness] = []
    count = 0
    variant_base = prepared.run(base)
    for cls, sets in input_sets.items():
        kinds = dict.fromkeys(KINDS, 0)
        compared = violations = 0
        for values, s_out in zip(sets, strict_outputs[cls]):
            v_out = prepared.run(values)
            c_out = counterpart[1].run(values) if counterpart is not None else None
            for name, s in s_out.items():
                sv, vv = np.asarray(s).ravel(), np.asarray(v_out[name]).ravel()
                affected = ~same_value(sv, np.asarray(strict_base[name]).ravel()) | \
                    ~same_value(vv, np.asarray(variant_base[name]).ravel())
                masks = {k: m & affected for k, m in difference_kinds(sv, vv).items()}
                compared += int(affected.sum())
                for k, m in masks.items():
                    kinds[k] += int(m.sum())
                if cls == "NaN" and not profile.ub_capable:
                    violations += int((masks["nan-appeared"] | masks["nan-vanished"]).sum())
                if c_out is not None:
                    cv = np.asarray(c_out[name]).ravel()
                    # NaN/Inf inputs break the assumption directly; a zero or subnormal input only
                    # when it makes a NaN or an infinity (0/0, x/0) -- seen in one of the results
                    broke = affected if cls in NONFINITE_CLASSES else \
                        affected & ~(np.isfinite(sv) & np.isfinite(cv) & np.isfinite(vv))
                    hits = np.flatnonzero(~same_value(vv, cv) & ~same_value(vv, sv) & broke)
                    count += hits.size
                    for i in hits[: max(0, MAX_WITNESSES_LISTED - len(witnesses))]:
                        kind = next((k for k, m in difference_kinds(sv, vv).items() if m[i]), "rounding")
                        witnesses.append(Witness(cls, name, int(i), _inputs_at(spec, values, int(i)), float(sv[i]),
                                                 float(cv[i]), float(vv[i]), kind))
        classes.append(ClassChanges(cls, compared, kinds, violations))
    return ProfileSpecial(profile.name, profile.ub_capable, counterpart[0].name if counterpart else None,
                          tuple(classes), tuple(witnesses), count)
