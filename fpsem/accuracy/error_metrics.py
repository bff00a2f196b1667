"""Error metrics of a variant's outputs against a reference, and against the strict variant.

Per compared element: the ulp distance (in the kernel's format) to the correctly
rounded reference, and the condition-normalised error ``|computed - exact| / (mu * u)``
(``fpsem.floats.ulp.normalised_error``). NaN/Inf/signed-zero status is compared apart and
counted, never folded into the ulp figures: ulp statistics are over the elements
where both the result and the reference are finite.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np

from fpsem.accuracy.reference import OutputReference, Reference
from fpsem.core.errors import UsageError
from fpsem.floats.ulp import format_named, normalised_error, status_of, ulp_distance, zero_sign_differs
from fpsem.kernels.spec import KernelSpec

Outputs = Mapping[str, np.ndarray]  # output name -> full output array (a result: a 1-element array)


@dataclass(frozen=True)
class ElementErrors:
    """Per-element errors of one output at the reference's compared indices."""

    name: str
    indices: np.ndarray
    computed: np.ndarray  # in the kernel's format
    ulp: np.ndarray  # float64, NaN where either side is not finite
    normalised: np.ndarray  # float64, NaN where either side is not finite
    nan_mismatch: np.ndarray  # bool: NaN status differs from the reference
    inf_mismatch: np.ndarray  # bool: neither is NaN, and exactly one is ±Inf or they are opposite infinities
    zero_sign_mismatch: np.ndarray  # bool: both zero, signs differ
    exact: np.ndarray  # bool: equal to the correctly rounded reference (same status for non-finite values)
    reference: np.ndarray  # the correctly rounded reference, in the kernel's format


@dataclass(frozen=True)
class WorstElement:
    """The compared element with the largest ulp error: where it is, what came out, what should have.

    ``inputs`` are the kernel's real inputs at ``index`` (arrays long enough to have one) and its
    real scalars -- for an element-wise kernel exactly the arguments of that element, for a stencil
    or a reduction the inputs at the same position.  ``strict_*`` are strict's result there, when
    strict ran beside the variant (None otherwise).
    """

    output: str
    index: int  # element index in the output array
    ulp: float
    normalised: float | None
    computed: float
    reference: float  # the correctly rounded reference
    inputs: Mapping[str, float] = field(default_factory=dict)
    strict_computed: float | None = None
    strict_ulp: float | None = None  # None also where strict's result there is not finite
    strict_exact: bool | None = None  # strict equal to the correctly rounded reference there
    position: int = -1  # position among the output's compared elements (the reference's sample order)

    @property
    def strict_wrong(self) -> bool | None:
        """Whether strict is also off the correctly rounded reference here (None: strict not known)."""
        return None if self.strict_exact is None else not self.strict_exact

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["inputs"] = dict(self.inputs)
        d["strict_wrong"] = self.strict_wrong
        return d


@dataclass(frozen=True)
class ErrorStats:
    """Summary of a variant's errors over the compared elements (one output, or all pooled)."""

    compared: int
    population: int  # elements the sample was drawn from (== compared when not sampled)
    finite: int  # elements where result and reference are both finite (the ulp statistics' base)
    max_ulp: float | None
    median_ulp: float | None
    p99_ulp: float | None
    exactly_rounded: float  # fraction of compared elements equal to the correctly rounded reference
    max_normalised: float | None
    median_normalised: float | None
    p99_normalised: float | None
    nan_mismatches: int
    inf_mismatches: int
    zero_sign_mismatches: int
    worst: WorstElement | None = None  # the element with the largest finite ulp error

    def to_dict(self) -> dict:
        d = asdict(self)
        d["worst"] = self.worst.to_dict() if self.worst else None
        return d


def _select(computed: np.ndarray, ref: OutputReference, name: str) -> np.ndarray:
    arr = np.asarray(computed).ravel()
    if ref.indices.size and ref.indices.max() >= arr.size:
        raise UsageError(f"output {name!r} has {arr.size} elements but the reference compares index "
                         f"{int(ref.indices.max())}")
    return arr[ref.indices]


def element_errors(computed: np.ndarray, ref: OutputReference, precision: str) -> ElementErrors:
    """Per-element errors of ``computed`` (a full output array) at ``ref``'s indices."""
    fmt = format_named(precision)
    c: np.ndarray = _select(computed, ref, ref.name).astype(fmt.dtype)
    r: np.ndarray = ref.rounded.astype(fmt.dtype)
    ulp = ulp_distance(c, r)
    norm = normalised_error(c, ref.hi, ref.lo, ref.magnitude, fmt)
    sc, sr = status_of(c), status_of(r)
    nan_mm = np.isnan(c) != np.isnan(r)
    inf_mm = ~np.isnan(c) & ~np.isnan(r) & (sc != sr)
    zs = zero_sign_differs(c, r)
    exact = np.where((sc == 0) & (sr == 0), ulp == 0, sc == sr)
    return ElementErrors(ref.name, ref.indices, c, ulp, norm, nan_mm, inf_mm, zs, exact, r)


def _stat(x: np.ndarray, q: float | None) -> float | None:
    x = x[~np.isnan(x)]
    if not x.size:
        return None
    v = float(np.max(x)) if q is None else float(np.quantile(x, q, method="higher"))
    return v


def worst_element(errs: list[ElementErrors]) -> WorstElement | None:
    """The element with the largest finite ulp error over ``errs`` (the first such, in output order), or None
    when no element has a non-zero finite error."""
    best: tuple[float, ElementErrors, int] | None = None
    for e in errs:
        finite = ~np.isnan(e.ulp)
        if not finite.any():
            continue
        pos = int(np.argmax(np.where(finite, e.ulp, -np.inf)))
        if best is None or e.ulp[pos] > best[0]:
            best = (float(e.ulp[pos]), e, pos)
    if best is None or best[0] == 0:
        return None  # nothing off the correctly rounded reference: no worst input to show
    ulp, e, pos = best
    norm = float(e.normalised[pos])
    return WorstElement(e.name, int(e.indices[pos]), ulp, None if math.isnan(norm) else norm,
                        float(e.computed[pos]), float(e.reference[pos]), position=pos)


def inexact_bitmap(errors: VariantErrors) -> dict[str, str]:
    """Per output, which compared elements are *not* correctly rounded: one bit per compared element in the
    reference's order (``numpy.packbits``, big-endian bit order), base64.  About 1.7 KB for 10 000 elements:
    small enough to store with a strict cell, so that another cell on the same reference can ask whether
    strict was wrong at its own worst element (:func:`strict_wrong_at`)."""
    import base64

    return {name: base64.b64encode(np.packbits(~e.exact).tobytes()).decode("ascii")
            for name, e in errors.elements.items()}


def strict_wrong_at(bitmaps: Mapping[str, Any], output: str, position: int) -> bool | None:
    """Whether the element at ``position`` of ``output`` is set in an :func:`inexact_bitmap` (None: not known)."""
    import base64
    import binascii

    text = bitmaps.get(output) if isinstance(bitmaps, Mapping) else None
    if not isinstance(text, str) or position < 0:
        return None
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return None
    if position // 8 >= len(raw):
        return None
    return bool(raw[position // 8] >> (7 - position % 8) & 1)


def inputs_at(spec: KernelSpec, values: Mapping[str, Any], index: int) -> dict[str, float]:
    """The kernel's real inputs at element ``index``: each real input array long enough to have one, and
    every real scalar."""
    out: dict[str, float] = {}
    for a in spec.params:
        if a.type != "real":
            continue
        v = values[a.name]
        if a.is_array:
            if a.role in ("in", "inout") and index < np.asarray(v).size:
                out[a.name] = float(np.asarray(v).ravel()[index])
        else:
            out[a.name] = float(np.asarray(v).ravel()[0]) if np.ndim(v) else float(v)
    return out


def locate_worst(worst: WorstElement, spec: KernelSpec, values: Mapping[str, Any],
                 strict: VariantErrors | None = None) -> WorstElement:
    """``worst`` with the inputs at its index and, when ``strict``'s errors (same reference) are given,
    strict's result there and whether strict is also off the correctly rounded reference."""
    out = replace(worst, inputs=inputs_at(spec, values, worst.index))
    if strict is None or worst.output not in strict.elements:
        return out
    s = strict.elements[worst.output]
    hit = np.flatnonzero(s.indices == worst.index)
    if not hit.size:
        return out
    pos = int(hit[0])
    su = float(s.ulp[pos])
    return replace(out, strict_computed=float(s.computed[pos]), strict_ulp=None if math.isnan(su) else su,
                   strict_exact=bool(s.exact[pos]))


def summarize(errs: list[ElementErrors], population: int) -> ErrorStats:
    """ErrorStats of one or several outputs' element errors (pooled)."""
    ulp = np.concatenate([e.ulp for e in errs]) if errs else np.zeros(0)
    norm = np.concatenate([e.normalised for e in errs]) if errs else np.zeros(0)
    exact = np.concatenate([e.exact for e in errs]) if errs else np.zeros(0, dtype=bool)
    n = int(exact.size)
    return ErrorStats(
        compared=n,
        population=population,
        finite=int((~np.isnan(ulp)).sum()),
        max_ulp=_stat(ulp, None),
        median_ulp=_stat(ulp, 0.5),
        p99_ulp=_stat(ulp, 0.99),
        exactly_rounded=float(exact.mean()) if n else math.nan,
        max_normalised=_stat(norm, None),
        median_normalised=_stat(norm, 0.5),
        p99_normalised=_stat(norm, 0.99),
        nan_mismatches=int(sum(int(e.nan_mismatch.sum()) for e in errs)),
        inf_mismatches=int(sum(int(e.inf_mismatch.sum()) for e in errs)),
        zero_sign_mismatches=int(sum(int(e.zero_sign_mismatch.sum()) for e in errs)),
        worst=worst_element(errs),
    )


@dataclass(frozen=True)
class VariantErrors:
    """A variant's errors: per output and pooled over all outputs."""

    outputs: Mapping[str, ErrorStats]
    overall: ErrorStats
    elements: Mapping[str, ElementErrors]

    def to_dict(self) -> dict:
        return {"overall": self.overall.to_dict(), "outputs": {k: v.to_dict() for k, v in self.outputs.items()}}


def variant_errors(computed: Outputs, ref: Reference) -> VariantErrors:
    """Compare a variant's outputs with the reference, output by output and pooled."""
    elements: dict[str, ElementErrors] = {}
    stats: dict[str, ErrorStats] = {}
    for o in ref.outputs:
        if o.name not in computed:
            raise UsageError(f"the variant produced no output {o.name!r}")
        e = element_errors(computed[o.name], o, ref.precision)
        elements[o.name] = e
        stats[o.name] = summarize([e], o.population)
    overall = summarize(list(elements.values()), ref.population)
    return VariantErrors(stats, overall, elements)


def locate(errors: VariantErrors, spec: KernelSpec, values: Mapping[str, Any],
           strict: VariantErrors | None = None) -> VariantErrors:
    """``errors`` with every worst element (overall and per output) given its inputs and, with ``strict``,
    strict's result there (:func:`locate_worst`)."""
    def fix(st: ErrorStats) -> ErrorStats:
        return st if st.worst is None else replace(st, worst=locate_worst(st.worst, spec, values, strict))

    return VariantErrors({k: fix(v) for k, v in errors.outputs.items()}, fix(errors.overall), errors.elements)


# ----------------------------------------------------------------------------- against strict


@dataclass(frozen=True)
class StrictDiff:
    """How a variant differs from the strict variant of the same kernel, inputs and target."""

    differing: int  # compared elements whose value differs from strict's (bitwise; NaN equals NaN)
    max_ulp_to_strict: float | None  # largest ulp distance between the two (finite pairs)
    delta_max_ulp: float | None  # variant minus strict, of the errors against the reference
    delta_p99_ulp: float | None
    delta_median_ulp: float | None
    delta_exactly_rounded: float
    delta_max_normalised: float | None

    def to_dict(self) -> dict:
        return asdict(self)


def same_value(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Elementwise: identical values (bit patterns, except that any NaN equals any NaN)."""
    a, b = np.asarray(a), np.asarray(b)
    return (a.view(np.uint8).reshape(a.shape + (-1,)) == b.view(np.uint8).reshape(b.shape + (-1,))).all(-1) | (
        np.isnan(a) & np.isnan(b))


def _delta(a: float | None, b: float | None) -> float | None:
    return None if a is None or b is None else a - b


def strict_diff(variant: VariantErrors, strict: VariantErrors) -> StrictDiff:
    """Differences of ``variant`` from ``strict`` over the same compared elements."""
    differing = 0
    to_strict: list[np.ndarray] = []
    for name, e in variant.elements.items():
        s = strict.elements[name]
        differing += int((~same_value(e.computed, s.computed)).sum())
        to_strict.append(ulp_distance(e.computed, s.computed))
    d = np.concatenate(to_strict) if to_strict else np.zeros(0)
    v, s0 = variant.overall, strict.overall
    return StrictDiff(
        differing=differing,
        max_ulp_to_strict=_stat(d, None),
        delta_max_ulp=_delta(v.max_ulp, s0.max_ulp),
        delta_p99_ulp=_delta(v.p99_ulp, s0.p99_ulp),
        delta_median_ulp=_delta(v.median_ulp, s0.median_ulp),
        delta_exactly_rounded=v.exactly_rounded - s0.exactly_rounded,
        delta_max_normalised=_delta(v.max_normalised, s0.max_normalised),
    )
