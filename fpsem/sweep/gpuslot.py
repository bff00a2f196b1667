"""Which GPU a cell may use, and the turn-taking that keeps GPU runs one at a time per GPU.

A :class:`GpuSlot` names a device ordinal and, under the local executor, a lock
file for that GPU.  :func:`gpu_turn` holds an exclusive ``flock`` on it while a
stage uses the GPU: any number of worker processes compile and run host work in
parallel, but only one touches each GPU at a time.  The kernel releases a
``flock`` when its holder dies, so a worker killed by a GPU fault or an LLVM
abort never leaves the GPU locked.  Under Dask the ``GPU`` worker resource does
the same job and the slot has no lock file.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class GpuSlot:
    """A GPU a cell may use: its device ordinal (among the visible devices) and its lock file."""

    ordinal: int = 0
    lock_path: str | None = None


@contextlib.contextmanager
def gpu_turn(slot: GpuSlot | None) -> Iterator[None]:
    """Hold the slot's GPU exclusively for the duration of the ``with`` block (no-op without a lock file)."""
    if slot is None or slot.lock_path is None:
        yield
        return
    fd = os.open(slot.lock_path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock
