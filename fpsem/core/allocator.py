"""The C allocator's settings for fpsem's own processes: the command line and its worker processes.

glibc hands every block above its mmap threshold (at first 128 KiB) to the system when it is freed, and
gives freed heap memory back once 128 KiB of it sit at the top; the next block of that size is mapped
afresh, and the kernel zeroes each of its pages on first touch.  The tracer and the memory analysis
allocate and free arrays of tens of megabytes over and over (a lock-step GEMM trace's addresses, its
access log, the per-instruction gathers), so a cold ``compile --model`` spent a tenth of its time in
those page faults.  Keeping freed memory for reuse removes most of them (about a third fewer faults,
a tenth less time: ``benchmarks/results/model_speed.md``).  A library user's process is not changed:
only :func:`fpsem.cli.main` and the workers (:mod:`fpsem.core.isolate`) call :func:`keep_freed_memory`.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools

# mallopt parameters (glibc's malloc.h)
_M_TRIM_THRESHOLD = -1
_M_TOP_PAD = -2
_M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 32 << 20  # glibc's largest: blocks up to this size come from the heap
TRIM_THRESHOLD = (1 << 31) - 1  # freed memory kept at the heap's top before any is given back (an int: 2 GiB)
TOP_PAD = 64 << 20  # extra memory asked for whenever the heap grows (fewer, larger steps)


@functools.cache
def keep_freed_memory() -> bool:
    """With glibc: serve blocks up to :data:`MMAP_THRESHOLD` from the heap and keep freed memory for reuse.
    True when the settings took; False where the C library is not glibc (nothing is changed)."""
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    try:
        libc = ctypes.CDLL(name)
        libc.gnu_get_libc_version  # noqa: B018 -- glibc's own symbol: mallopt's parameters are glibc's
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return all(mallopt(p, v) == 1 for p, v in ((_M_MMAP_THRESHOLD, MMAP_THRESHOLD),
                                                 (_M_TRIM_THRESHOLD, TRIM_THRESHOLD), (_M_TOP_PAD, TOP_PAD)))
