"""The isolation primitive and parent-death handling: a task that faults, hangs or raises costs one
outcome; workers of a killed parent (kill -9) end within seconds."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from fpsem.core.errors import UsageError
from fpsem.core.isolate import call_isolated

ROOT = Path(__file__).resolve().parent.parent


def _segfault(_: object) -> None:
    import ctypes

    ctypes.string_at(0)  # reads address 0: SIGSEGV


def _sleep(seconds: float) -> None:
    time.sleep(seconds)


def _usage(_: object) -> None:
    raise UsageError("bad input")


def _bug(_: object) -> None:
    raise KeyError("x")


def test_value_comes_back():
    out = call_isolated(abs, -3)
    assert out.ok and out.value == 3 and not out.crashed


def test_segfault_is_one_failed_outcome_naming_the_signal():
    out = call_isolated(_segfault, None)
    assert not out.ok and out.crashed and not out.timed_out
    assert "SIGSEGV" in out.error


@pytest.mark.slow
def test_timeout_kills_the_worker():
    t0 = time.monotonic()
    out = call_isolated(_sleep, 60, timeout=1)
    assert time.monotonic() - t0 < 20
    assert not out.ok and out.timed_out and "timed out after 1 s" in out.error


def test_fpsem_errors_keep_their_exit_code_and_bugs_their_type():
    out = call_isolated(_usage, None)
    assert not out.ok and out.exit_code == 2 and out.error == "bad input" and not out.crashed
    out = call_isolated(_bug, None)
    assert not out.ok and out.exit_code is None and out.error.startswith("KeyError")


# ----------------------------------------------------------------------------- orphans (issue 12)

def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead: it only waits for its (new) parent to reap it
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _orphan_check(script: str, n_workers: int) -> None:
    """Start ``script`` (it prints its workers' pids, one line, then waits), kill -9 it, and require
    every worker to be gone within 10 s."""
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(script)], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        line = proc.stdout.readline()  # type: ignore[union-attr]
        pids = [int(p) for p in line.split()]
        assert len(pids) == n_workers, line
        assert all(_alive(p) for p in pids)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(_alive(p) for p in pids):
        time.sleep(0.2)
    left = [p for p in pids if _alive(p)]
    for p in left:  # do not leave them behind even when the test fails
        os.kill(p, signal.SIGKILL)
    assert not left, f"workers {left} outlived their killed parent"


@pytest.mark.slow
def test_sweep_workers_end_when_the_sweep_is_killed():
    # the real tree: the local executor's workers, each running a cell that itself starts an
    # isolated (compile-pool) worker; kill -9 of the top process must take down both levels
    _orphan_check("""
        import os, sys, time
        from fpsem.sweep.local import LocalExecutor
        from fpsem.core.isolate import call_isolated

        class C:
            def __init__(self, i): self.id, self.gpu = f"c{i}", False
            def label(self): return self.id

        def slow(_):
            time.sleep(120)

        def work(cell, emit, slot):
            call_isolated(slow, None)

        import threading
        def report():
            time.sleep(3)
            kids = []
            for p in os.listdir("/proc"):
                if p.isdigit():
                    try:
                        ppid = int(open(f"/proc/{p}/stat").read().rsplit(")", 1)[1].split()[1])
                    except OSError:
                        continue
                    if ppid == os.getpid():
                        kids.append(int(p))
            grand = []
            for k in kids:
                for p in os.listdir("/proc"):
                    if p.isdigit():
                        try:
                            ppid = int(open(f"/proc/{p}/stat").read().rsplit(")", 1)[1].split()[1])
                        except OSError:
                            continue
                        if ppid == k:
                            grand.append(int(p))
            print(" ".join(map(str, kids + grand)), flush=True)
        threading.Thread(target=report, daemon=True).start()
        LocalExecutor(jobs=2).run([C(0), C(1)], work, lambda ev: None, lambda c: None)
    """, n_workers=4)


@pytest.mark.slow
def test_isolated_worker_ends_when_its_caller_is_killed():
    _orphan_check("""
        import os, threading, time
        from fpsem.core.isolate import call_isolated

        def slow(_):
            time.sleep(120)

        def report():
            time.sleep(2)
            kids = [int(p) for p in os.listdir("/proc") if p.isdigit() and
                    int(open(f"/proc/{p}/stat").read().rsplit(")", 1)[1].split()[1]) == os.getpid()]
            print(" ".join(map(str, kids)), flush=True)
        threading.Thread(target=report, daemon=True).start()
        call_isolated(slow, None)
    """, n_workers=1)


@pytest.mark.slow
def test_gpu_worker_child_ends_when_its_parent_is_killed():
    # the CUDA worker's child with a backend that needs no GPU (it only has to start and wait)
    _orphan_check("""
        import os, time
        from fpsem.runners.cuda.worker import GpuWorker
        w = GpuWorker(backend="fpsem.runners.cuda.worker:GpuBackend")
        w._start()
        print(w._proc.pid, flush=True)
        time.sleep(120)
    """, n_workers=1)
