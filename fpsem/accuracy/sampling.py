"""How many output elements an accuracy run compares, and which.

* How many: by default an accuracy run compares about :data:`DEFAULT_ACCURACY_POINTS`
  points per output -- its size set (``small``) with ``N`` raised to that many
  (:func:`accuracy_overrides`).  ``benchmarks/results/accuracy_sampling.md`` measured why:
  between two input seeds the max *normalised* error (and the 99th-percentile ulp error)
  moves by a median of about 8 % (11 %) at 1024 points against 13 % (42 %) at RAJAPerf's
  small 64, and little less at 2048; the max *ulp* error does not settle at any affordable
  size (it is set by the rare inputs where the result cancels to nearly zero, and grows
  with the sample).
  An imported kernel whose outputs grow faster than its iteration space (POLYBENCH_ADI: one
  thread per column, each sweeping its column, outputs ``N*N - N``) already has that many
  points per output at a smaller ``N``: :func:`accuracy_sizes` takes the smaller of the two
  (the space's rule and the outputs' footprint, their lengths as the import fitted them) and
  says which it used.
* Which: at these sizes every element is compared; above ``limit`` elements a seeded
  sample (without replacement, sorted) is drawn, the same for every variant and target of
  a kernel, so that their figures are comparable and the reference is computed once.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from fpsem.core.errors import SpecError
from fpsem.kernels.spec import KernelSpec, array_length, resolve_sizes

DEFAULT_SAMPLE_LIMIT = 10_000
DEFAULT_ACCURACY_POINTS = 1024  # points per output an accuracy run compares by default (see the docstring)


def accuracy_overrides(sizes: Mapping[str, Mapping[str, int]], size_set: str,
                       points: int = DEFAULT_ACCURACY_POINTS, power: int = 1) -> dict[str, int]:
    """The size overrides that give ``size_set`` (of a spec's ``sizes``) about ``points`` points per output:
    ``{"N": points}`` when the set has an ``N`` below it, else none (the set as it is; ``points`` 0: always).
    Every built-in kernel's other sizes follow from ``N``.  ``power``: how many dimensions ``N`` bounds
    itself (:func:`n_power`; an imported 3-D stencil over ``[0, N)**3``: 3), so ``N`` is raised to the
    ``power``-th root of ``points``, not to ``points`` (1024**3 points would not fit)."""
    n = sizes.get(size_set, {}).get("N")
    want = max(1, round(points ** (1 / max(1, power)))) if points > 0 else 0
    return {"N": want} if points > 0 and isinstance(n, int) and n < want else {}


def n_power(spaces: Sequence[Sequence[tuple[str, str]]]) -> int:
    """The largest number of dimensions one stage space (``spec.stages[k].space``) bounds by ``N`` itself."""
    return max([sum(1 for _, hi in sp if hi.replace(" ", "") == "N") for sp in spaces] + [1])


@dataclass(frozen=True)
class SizeChoice:
    """The size overrides of an accuracy run's default sample, and in words why."""

    overrides: Mapping[str, int]
    why: str
    points: int = 0  # set where the footprint chose N: the elements each output must have been written
    fallback: Mapping[str, int] | None = None  # then: the space's rule, for a run that wrote fewer

    def short_of(self, written: int) -> SizeChoice | None:
        """The space's rule where a footprint-chosen run wrote only ``written`` elements of an output (fewer
        than the points), else None."""
        if not self.points or written >= self.points or not self.fallback:
            return None
        return SizeChoice(self.fallback, f"{self.why}, but one output had only {written} elements written: "
                                         f"N raised to {self.fallback.get('N')} by the iteration space instead")


def _smallest_output(spec: KernelSpec, size_set: str, n: int) -> int | None:
    """The element count of the spec's smallest output array at ``N = n`` (None: no output array, or a size
    the spec cannot take)."""
    outs = [a for a in spec.args if a.is_array and a.role in ("out", "inout")]
    if not outs:
        return None
    try:
        sizes = resolve_sizes(spec, size_set, {"N": n})
        return min(array_length(spec, a, sizes) for a in outs)
    except SpecError:
        return None


def accuracy_sizes(spec: KernelSpec, size_set: str, points: int = DEFAULT_ACCURACY_POINTS) -> SizeChoice:
    """The default accuracy sample of ``spec`` at ``size_set``: ``N`` raised until every output array has
    about ``points`` elements -- by the iteration space (:func:`accuracy_overrides` with :func:`n_power`) or,
    where the outputs grow faster in ``N`` than the space (each point writes a row or a column) and that
    gives a smaller ``N``, by the outputs' lengths (their footprint): whichever is reached first.  The
    lengths are the elements an imported kernel touches; :func:`fpsem.api.evaluate_accuracy` checks that
    the run wrote that many.  ``points`` 0: the size set as it is."""
    power = n_power([s.space for s in spec.stages])
    base = accuracy_overrides(spec.sizes, size_set, points, power)
    n0 = spec.sizes.get(size_set, {}).get("N")
    if not isinstance(n0, int) or points <= 0:
        return SizeChoice(base, f"the size set {size_set!r} as it is")
    at_n0, at_2n0 = _smallest_output(spec, size_set, n0), _smallest_output(spec, size_set, 2 * n0)
    if not at_n0 or not at_2n0 or math.log2(at_2n0 / at_n0) < power + 0.5:
        # the outputs grow no faster than the space: a length beyond the points is halo or padding, not
        # elements written, so the space's rule holds
        why = f"N raised from {n0} to {base['N']}: {points} points of the iteration space per output" if base \
            else f"the size set {size_set!r} as it is (N={n0})"
        return SizeChoice(base, why)
    if at_n0 >= points:
        return SizeChoice({}, f"the size set {size_set!r} as it is (N={n0}): its smallest output already has "
                              f"{at_n0} elements, at least {points} points per output", points, base)
    if not base:
        return SizeChoice({}, f"the size set {size_set!r} as it is (N={n0})")
    lo, hi = n0, base["N"]  # the footprint reaches ``points`` somewhere in (lo, hi], or the space's rule holds
    if (_smallest_output(spec, size_set, hi) or 0) < points:
        return SizeChoice(base, f"N raised from {n0} to {hi}: {points} points of the iteration space per output")
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if (_smallest_output(spec, size_set, mid) or 0) >= points else (mid, hi)
    return SizeChoice({"N": hi}, f"N raised from {n0} to {hi}: the smallest output then has "
                                 f"{_smallest_output(spec, size_set, hi)} elements, at least {points} points "
                                 f"per output (its length as imported)", points, base)


def sample_indices(population: np.ndarray, limit: int, seed: int, salt: str = "") -> np.ndarray:
    """All of ``population`` if it has at most ``limit`` elements, else a seeded sample of ``limit`` of them.

    ``salt`` (e.g. the output's name) decorrelates the samples of different outputs.
    """
    population = np.asarray(population, dtype=np.int64)
    if limit < 1:
        raise ValueError("sample limit must be positive")
    if len(population) <= limit:
        return population.copy()
    rng = np.random.default_rng([seed, zlib.crc32(salt.encode())])
    chosen = rng.choice(len(population), size=limit, replace=False)
    return np.sort(population[chosen])
