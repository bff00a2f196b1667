"""How many output elements an accuracy run compares, and which.

* How many: by default an accuracy run compares about :data:`DEFAULT_ACCURACY_POINTS`
  points per output -- its size set (``small``) with ``N`` raised to that many
  (:func:`accuracy_overrides`).  ``benchmarks/results/accuracy_sampling.md`` measured why:
  between two input seeds the max *normalised* error (and the 99th-percentile ulp error)
  moves by a median of about 8 % (11 %) at 1024 points against 13 % (42 %) at RAJAPerf's
  small 64, and little less at 2048; the max *ulp* error does not settle at any affordable
  size (it is set by the rare inputs where the result cancels to nearly zero, and grows
  with the sample).
* Which: at these sizes every element is compared; above ``limit`` elements a seeded
  sample (without replacement, sorted) is drawn, the same for every variant and target of
  a kernel, so that their figures are comparable and the reference is computed once.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence

import numpy as np

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
