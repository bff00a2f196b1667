"""Launch configuration and the host side of reductions (pure functions).

The launch ABI (docs/kernels.md): a GPU entry of an element-wise stage runs point
``blockIdx.x*blockDim.x+threadIdx.x`` of its stage's flattened iteration space, one thread per
point (RAJAPerf's mapping), so its grid must cover the space; a reduction entry walks the
space with a grid-stride loop from that index, so any grid covers it, and writes one partial
per thread of the grid,
each the sum of that thread's points in index order, and the launcher adds the
partials in index order.  These functions choose the grid and do that addition.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from fpsem.core.errors import UsageError

DEFAULT_BLOCK = 256          # RAJAPerf's default GPU block size
MAX_BLOCK = 1024             # CUDA's limit on threads per block
MAX_GRID_X = 2**31 - 1       # CUDA's limit on gridDim.x
# Reductions: enough resident blocks to fill an SM several times over, so each
# thread sums many points and the partials stay small (RAJAPerf's reductions also
# run a bounded grid).  2048 resident threads per SM on sm_80/sm_90.
REDUCE_WAVES = 4


@dataclass(frozen=True)
class LaunchConfig:
    """One stage's launch: ``grid`` blocks of ``block`` threads.

    fpsem's entries launch 1-D; a program with a launch of its own (a RAJAPerf-shaped peer)
    gives up to three extents each (``grid_dims``, ``block_dims``; ``grid``/``block`` are
    then their products) and dynamic shared memory.
    """

    grid: int
    block: int
    grid_dims: tuple[int, ...] = ()
    block_dims: tuple[int, ...] = ()
    shmem: int = 0

    @property
    def threads(self) -> int:
        return self.grid * self.block

    @property
    def shape(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(grid extents, block extents) as the launch passes them."""
        return (self.grid_dims or (self.grid,)), (self.block_dims or (self.block,))


def explicit_launch(grid: tuple[int, ...], block: tuple[int, ...], shmem: int = 0) -> LaunchConfig:
    """A launch with its own extents; UsageError unless they are 1 to 3 positive values within CUDA's limits."""
    if not (1 <= len(grid) <= 3 and 1 <= len(block) <= 3) or min(grid + block) < 1:
        raise UsageError(f"a launch needs 1 to 3 positive extents, got grid {grid} and block {block}")
    threads = math.prod(block)
    if threads > MAX_BLOCK or grid[0] > MAX_GRID_X or any(g > 65535 for g in grid[1:]):
        raise UsageError(f"launch grid {grid} x block {block} is beyond CUDA's limits")
    if shmem < 0:
        raise UsageError(f"dynamic shared memory must be non-negative, got {shmem}")
    return LaunchConfig(math.prod(grid), threads, tuple(grid), tuple(block), int(shmem))


def check_block(block: int) -> int:
    """The block size if CUDA accepts it and it is a whole number of warps; UsageError otherwise."""
    if not isinstance(block, int) or isinstance(block, bool) or block < 32 or block > MAX_BLOCK or block % 32:
        raise UsageError(f"block size must be a multiple of 32 between 32 and {MAX_BLOCK}, got {block!r}")
    return block


def launch_config(points: int, block: int = DEFAULT_BLOCK, reduce: bool = False, sm_count: int = 132,
                  grid: int | None = None, threads_per_unit: int = 2048) -> LaunchConfig:
    """The grid for a stage of ``points`` iterations.

    * An element-wise stage gets one thread per point (RAJAPerf's mapping); its entry has no
      loop, so an explicit ``grid`` that does not cover the points is a UsageError.
    * An explicit ``grid`` wins otherwise (a reduction's grid-stride loop covers any grid).
    * A reduction gets at most ``REDUCE_WAVES`` full waves of resident blocks,
      so that each thread accumulates several points before writing its partial
      (``threads_per_unit``: resident threads per SM/CU, 2048 on sm_80/sm_90).
    """
    check_block(block)
    if points < 0:
        raise UsageError(f"iteration space has negative size {points}")
    blocks = max(1, math.ceil(points / block))
    if grid is not None:
        if grid < 1 or grid > MAX_GRID_X:
            raise UsageError(f"grid must be between 1 and {MAX_GRID_X}, got {grid}")
        if not reduce and grid < blocks:
            raise UsageError(f"an element-wise stage runs one thread per point: a grid of {grid} blocks of {block} "
                             f"does not cover its {points} points (at least {blocks} blocks)")
        return LaunchConfig(grid, block)
    if reduce:
        resident = max(1, sm_count * max(1, threads_per_unit // block))
        blocks = min(blocks, REDUCE_WAVES * resident)
    return LaunchConfig(min(blocks, MAX_GRID_X), block)


def reduce_partials(partials: np.ndarray) -> float:
    """Sum the partials left to right, in their own precision (deterministic for one launch configuration).

    ``np.sum`` would add pairwise; the launch ABI promises index order, which
    ``np.cumsum`` follows (each prefix adds one more partial to the previous one).
    """
    p = np.asarray(partials)
    if p.ndim != 1 or p.dtype not in (np.float32, np.float64):
        raise UsageError(f"partials must be a 1-D float32/float64 array, got {p.dtype} of shape {p.shape}")
    if p.size == 0:
        return 0.0
    return float(np.cumsum(p, dtype=p.dtype)[-1])


def flat_points(space: list[tuple[int, int]]) -> int:
    """Number of points of a (half-open, per-dimension) iteration space; 0 if any dimension is empty."""
    n = 1
    for lo, hi in space:
        n *= max(0, hi - lo)
    return n
