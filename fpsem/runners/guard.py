"""Guarded host buffers: an access past an array stops the run and names the array and the element.

Each array of a host run is copied into its own anonymous mapping laid out as::

    [ guard page ][ slack (canaries) | the array ......... ][ guard page ]
                                                           ^ page boundary

The array ends exactly at a page boundary, so the first byte past its end is in a guard
page (``mprotect(PROT_NONE)``): reading or writing it raises SIGSEGV.  While kernels run,
:func:`fault_handler` turns that signal into one line on stderr naming the array and the
element index (from the faulting address), and exits the process with status 4 -- host runs
happen in an isolated worker (:mod:`fpsem.core.isolate`), whose death the caller reports with
that line.  Accesses before the start land in the slack (filled with a canary pattern) or in
the guard page before it: :meth:`GuardedBuffers.check` finds writes there after the run; a
read there returns canary bytes (signalling NaNs).  Where the platform lacks ``mprotect`` or
``sigaction`` (not Linux), only the canary check runs.
"""

from __future__ import annotations

import contextlib
import ctypes
import mmap
import os
import signal
import sys
from collections.abc import Iterator, Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from fpsem.core.errors import EXIT_RUNTIME, StageFailure

PAGE = mmap.PAGESIZE
CANARY = np.frombuffer(bytes.fromhex("fff4000000fff4aa"), np.uint8)  # a signalling-NaN byte pattern
_SIGINFO_ADDR = 16  # offset of si_addr in Linux's siginfo_t (x86-64, aarch64)


@dataclass(frozen=True)
class Region:
    """One guarded array: its mapping, where the data sits, its element size."""

    name: str
    base: int  # address of the mapping (the guard page before)
    start: int  # address of element 0
    nbytes: int
    itemsize: int
    mapping: mmap.mmap

    @property
    def end(self) -> int:
        return self.start + self.nbytes

    def describe(self, addr: int) -> str:
        return f"'{self.name}' at element {(addr - self.start) // self.itemsize} (its length is {self.nbytes // self.itemsize})"


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


def _protect(libc: ctypes.CDLL | None, addr: int, size: int) -> bool:
    if libc is None:
        return False
    libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    return libc.mprotect(ctypes.c_void_p(addr), ctypes.c_size_t(size), 0) == 0


def guarded_copy(name: str, arr: np.ndarray, libc: ctypes.CDLL | None) -> tuple[np.ndarray, Region]:
    """A copy of ``arr`` ending at a guard page (module docstring), and its region."""
    nbytes = max(arr.nbytes, arr.itemsize)
    data_pages = -(-nbytes // PAGE)
    m = mmap.mmap(-1, (data_pages + 2) * PAGE)
    base = ctypes.addressof(ctypes.c_char.from_buffer(m))
    start_off = PAGE + data_pages * PAGE - nbytes
    raw = np.frombuffer(m, np.uint8)
    slack = raw[PAGE:start_off]
    slack[:] = np.resize(CANARY, slack.size)
    out = np.frombuffer(m, arr.dtype, count=arr.size, offset=start_off).reshape(arr.shape)
    out[...] = arr
    del raw, slack
    _protect(libc, base, PAGE)
    _protect(libc, base + (data_pages + 1) * PAGE, PAGE)
    return out, Region(name, base, base + start_off, nbytes, arr.itemsize, m)


class GuardedBuffers:
    """The arrays of ``values`` replaced by guarded copies (in place); see the module docstring."""

    def __init__(self, values: MutableMapping[str, Any], names: list[str]) -> None:
        self._libc = _libc()
        self.regions: list[Region] = []
        for n in names:
            v = values[n]
            if isinstance(v, np.ndarray) and v.ndim >= 1:
                values[n], r = guarded_copy(n, v, self._libc)
                self.regions.append(r)

    def locate(self, addr: int) -> str:
        """Which array a faulting address belongs beside, in words."""
        for r in self.regions:
            if r.base <= addr < r.base + len(r.mapping):
                return r.describe(addr)
        return f"address {addr:#x}, outside every array"

    def check(self, label: str) -> None:
        """StageFailure (exit 4) when a run wrote into an array's slack before its start."""
        for r in self.regions:
            raw = np.frombuffer(r.mapping, np.uint8, count=r.start - r.base - PAGE, offset=PAGE)
            want = np.resize(CANARY, raw.size)
            bad = np.flatnonzero(raw != want)
            if bad.size:
                addr = r.base + PAGE + int(bad[0])
                raise StageFailure(f"{label}: out-of-bounds write to {r.describe(addr)}: the run wrote before "
                                   f"the array's start")

    @contextlib.contextmanager
    def fault_handler(self, label: str) -> Iterator[None]:
        """While inside, SIGSEGV/SIGBUS on a guard page prints the array and element and exits 4; any other
        fault ends the process as it would without the handler (the signal is named by whoever reports it)."""
        libc = self._libc
        if libc is None or not hasattr(libc, "sigaction"):
            yield
            return
        handler_t = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)

        def on_fault(sig: int, info: int, _ctx: int) -> None:
            addr = ctypes.c_void_p.from_address(info + _SIGINFO_ADDR).value or 0
            if not any(r.base <= addr < r.base + len(r.mapping) for r in self.regions):
                return  # not a guard page: the handler is reset (SA_RESETHAND), the fault recurs and kills as before
            msg = (f"error: {label}: out-of-bounds access to {self.locate(addr)}; the run is stopped "
                   f"({signal.Signals(sig).name} on a guard page)\n")
            os.write(2, msg.encode())
            os._exit(EXIT_RUNTIME)

        cb = handler_t(on_fault)
        act = _sigaction_struct(ctypes.cast(cb, ctypes.c_void_p).value or 0)
        old = {s: _SigAction() for s in (signal.SIGSEGV, signal.SIGBUS)}
        libc.sigaction.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p]
        for s, o in old.items():
            libc.sigaction(int(s), ctypes.byref(act), ctypes.byref(o))
        try:
            yield
        finally:
            for s, o in old.items():
                libc.sigaction(int(s), ctypes.byref(o), None)
            del cb


class _SigAction(ctypes.Structure):
    # glibc's struct sigaction on Linux x86-64/aarch64: handler, mask (1024 bits), flags, restorer
    _fields_ = [("sa_sigaction", ctypes.c_void_p), ("sa_mask", ctypes.c_ulong * 16), ("sa_flags", ctypes.c_int),
                ("sa_restorer", ctypes.c_void_p)]


_SA_SIGINFO, _SA_NODEFER, _SA_RESETHAND = 4, 0x40000000, 0x80000000


def _sigaction_struct(handler: int) -> _SigAction:
    act = _SigAction()
    act.sa_sigaction = handler
    act.sa_flags = _SA_SIGINFO | _SA_NODEFER | _SA_RESETHAND
    return act


def guard_arrays(values: MutableMapping[str, Any], spec_arrays: Mapping[str, object] | list[str]) -> GuardedBuffers:
    """Replace the named arrays of ``values`` by guarded copies; the returned object checks and handles faults."""
    return GuardedBuffers(values, list(spec_arrays))
