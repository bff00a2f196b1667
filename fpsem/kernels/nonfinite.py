"""Is a run's NaN or Inf the variant's fault?  Pure checks shared by ``fpsem run`` and the sweep.

A fast-math variant that turns finite inputs into NaN/Inf outputs where the
strict (IEEE) build of the same kernel stays finite has failed: its checksum is
not a result (issue 12).  Non-finite outputs from non-finite inputs (the
``special`` input set), or where strict is non-finite too, are the kernel's
nature and not a failure.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from fpsem.kernels.spec import KernelSpec, array_length


def nonfinite_counts(values: Mapping[str, object]) -> dict[str, int]:
    """name -> number of NaN/Inf entries, for every value (array or scalar) that has any.

    Integer values (index lists) are always finite and never listed.
    """
    out: dict[str, int] = {}
    for name, v in values.items():
        a = np.asarray(v)
        if a.dtype.kind not in "fc":
            continue
        n = int(a.size - np.count_nonzero(np.isfinite(a)))
        if n:
            out[name] = n
    return out


def real_inputs(spec: KernelSpec, values: Mapping[str, object]) -> dict[str, object]:
    """The values of the arguments a kernel reads (in, inout, real scalars) before it runs."""
    return {a.name: values[a.name] for a in spec.args
            if a.name in values and a.type == "real" and a.role in ("in", "inout", "scalar")}


@dataclass(frozen=True)
class FiniteCheck:
    """What a run's outputs say about finiteness (JSON-ready through ``to_dict``)."""

    outputs: Mapping[str, int]  # output name -> count of NaN/Inf entries (only those with any)
    checksum_finite: bool
    inputs_finite: bool | None  # None: not examined (the outputs were finite)

    @property
    def finite(self) -> bool:
        return not self.outputs and self.checksum_finite

    def to_dict(self) -> dict:
        return {"nonfinite_outputs": dict(self.outputs), "checksum_finite": self.checksum_finite,
                "inputs_finite": self.inputs_finite}


def finite_check(outputs: Mapping[str, object], inputs: Callable[[], Mapping[str, object]],
                 checksum_finite: bool = True) -> FiniteCheck:
    """What a run's ``outputs`` say about finiteness; ``inputs()`` (the real inputs the kernel read, see
    :func:`real_inputs`) is only called when something is non-finite."""
    counts = nonfinite_counts(outputs)
    inputs_finite = None
    if counts or not checksum_finite:  # rare: only then are the inputs examined
        inputs_finite = not nonfinite_counts(inputs())
    return FiniteCheck(counts, checksum_finite, inputs_finite)


def describe(counts: Mapping[str, int], lengths: Mapping[str, int] | None = None) -> str:
    """``y: 12 of 1000 entries NaN/Inf, s: NaN/Inf`` (lengths where known)."""
    parts = []
    for name, n in sorted(counts.items()):
        total = (lengths or {}).get(name)
        parts.append(f"{name}: {n} of {total} entries NaN/Inf" if total and total > 1 else f"{name}: NaN/Inf")
    return ", ".join(parts)


def variant_failure(check: FiniteCheck, strict: FiniteCheck | None,
                    lengths: Mapping[str, int] | None = None) -> str | None:
    """The failure message when a variant's NaN/Inf is its own fault, else None.

    A failure: the inputs were finite, and some output (or the checksum) is
    non-finite where ``strict`` (the same kernel, sizes and inputs without
    fast-math flags) is finite.  ``strict=None`` means strict's run is not known:
    any non-finite output from finite inputs is then a failure, and the message
    says that strict was not compared.
    """
    if check.finite or check.inputs_finite is False:
        return None
    if strict is None:
        own = dict(check.outputs)
        note = " (strict's run not compared)"
    else:
        own = {k: n for k, n in check.outputs.items() if k not in strict.outputs}
        note = " where strict's run is finite"
        if not own and (check.checksum_finite or not strict.checksum_finite):
            return None
    what = describe(own, lengths) if own else "the checksum is NaN/Inf"
    return f"non-finite results from finite inputs{note}: {what}"


def nonfinite_failure(spec: KernelSpec, sizes: Mapping[str, int], check: FiniteCheck,
                      strict: FiniteCheck | None) -> str | None:
    """The rule every run applies (``fpsem run``, the sweep's run stage): the failure message when the
    variant's NaN/Inf from finite inputs is its own (:func:`variant_failure`), with the outputs' lengths."""
    lengths = {a.name: array_length(spec, a, sizes) for a in spec.args if a.name in check.outputs and a.is_array}
    return variant_failure(check, strict, lengths)
