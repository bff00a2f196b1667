"""Seeded samples of output elements: which elements an accuracy run compares.

At test sizes every element is compared; above ``limit`` elements a seeded sample
(without replacement, sorted) is drawn, the same for every variant and target of a
kernel, so that their figures are comparable and the reference is computed once.
"""

from __future__ import annotations

import zlib

import numpy as np

DEFAULT_SAMPLE_LIMIT = 10_000


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
