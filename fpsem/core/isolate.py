"""Run a function over many tasks in worker processes, so that a crash costs one task, not the run.

LLVM ends the whole process on some errors (``LLVM ERROR: no libcall
available for fexp``, ``Cannot select``); Python cannot catch that.  Each
worker therefore runs with its stderr sent to a file; when a worker dies in
the middle of a task, that task's outcome is a failure carrying LLVM's last
message (and the signal), a fresh worker takes its place, and the other
tasks go on.  The workers share the cores (``jobs``).

:func:`call_isolated` is the one-task form (a host JIT run of a kernel that may
trap, segfault or loop for ever).  Every worker calls :func:`die_with_parent`
first, so that workers never outlive a parent killed with ``kill -9``.
"""

from __future__ import annotations

import ctypes
import faulthandler
import multiprocessing as mp
import multiprocessing.connection
import os
import signal
import sys
import tempfile
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fpsem.core.allocator import keep_freed_memory
from fpsem.core.errors import FpsemError


@dataclass(frozen=True)
class Outcome:
    """What one task came to: its value, or a one-line error."""

    ok: bool
    value: Any = None
    error: str = ""
    crashed: bool = False  # the worker process died (LLVM abort, signal) or timed out
    timed_out: bool = False  # it ran past its time limit and was killed
    exit_code: int | None = None  # the CLI exit code of the FpsemError ``fn`` raised, if it raised one


PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def _parent_death_signal(sig: int) -> bool:
    """Ask Linux to send ``sig`` to this process when its parent ends; False where unsupported."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(PR_SET_PDEATHSIG, int(sig), 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _watch_parent(parent_pid: int, poll_s: float) -> None:
    while True:
        time.sleep(poll_s)
        if os.getppid() != parent_pid:
            os.kill(os.getpid(), signal.SIGKILL)


def die_with_parent(parent_pid: int, poll_s: float = 1.0) -> None:
    """Make this worker process end (SIGKILL) soon after ``parent_pid``, its parent, ends.

    Why: a worker blocked on its pipe may never see EOF, because siblings forked
    later inherit the parent's ends of the pipes; a ``kill -9`` of ``fpsem sweep``
    then left idle workers re-parented to init for good (issue 12).  Linux's
    parent-death signal covers it; elsewhere (or if ``prctl`` fails) a daemon
    thread polls the parent pid every ``poll_s`` seconds.  A parent already gone
    before the call ends the process at once.
    """
    armed = _parent_death_signal(signal.SIGKILL)
    if os.getppid() != parent_pid:  # the parent ended before the signal was armed
        os._exit(1)
    if not armed:
        threading.Thread(target=_watch_parent, args=(parent_pid, poll_s), daemon=True).start()


def usable_cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def crash_message(stderr_tail: str, exitcode: int | None) -> str:
    """One line from a dead worker's stderr: LLVM's error lines first, then how the process ended."""
    lines = [l.strip() for l in stderr_tail.splitlines() if l.strip()]
    key = [l for l in lines if "LLVM ERROR" in l or "error:" in l.lower()]
    picked = (key or lines)[-3:]
    if exitcode is not None and exitcode < 0:
        try:
            how = f"worker killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            how = f"worker killed by signal {-exitcode}"
    else:
        how = f"worker exited with status {exitcode}"
    text = " | ".join(picked)
    if len(text) > 400:
        text = text[:397] + "..."
    return f"{text} ({how})" if text else how


def worker_prologue(err_path: str, parent_pid: int) -> None:
    """What every worker process does first: end with its parent (:func:`die_with_parent`), keep freed memory for
    reuse (:func:`fpsem.core.allocator.keep_freed_memory`), and send file descriptor 2, where LLVM writes its fatal
    messages, to ``err_path`` (for :func:`crash_message`)."""
    die_with_parent(parent_pid)
    keep_freed_memory()
    fd = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(fd, 2)
    os.close(fd)


def _worker_main(fn: Callable[[Any], Any], conn: multiprocessing.connection.Connection, err_path: str,
                 parent_pid: int) -> None:
    worker_prologue(err_path, parent_pid)
    faulthandler.disable()  # an inherited handler would print Python's stack over LLVM's message
    while True:
        try:
            msg = conn.recv()
        except EOFError:
            return
        if msg is None:
            return
        (task,) = msg  # wrapped: a task may be None itself
        try:
            conn.send((True, fn(task), "", None))
        except FpsemError as e:
            conn.send((False, None, str(e), e.exit_code))
        except Exception as e:  # a bug or an unexpected library error: keep the message, lose the task only
            conn.send((False, None, f"{type(e).__name__}: {e}", None))


@dataclass
class _Worker:
    proc: Any
    conn: multiprocessing.connection.Connection
    err: Path
    task: int | None = None
    offset: int = 0
    started: float = 0.0


def spawn_worker(ctx: Any, main: Callable[..., object], fn: Any, err: Path, daemon: bool) -> tuple[Any, Any]:
    """Start ``main(fn, conn, err_path, parent_pid)`` in a process; its stderr goes to ``err`` (for crash
    messages).  ``main`` should call :func:`worker_prologue` first.

    Returns the process and the parent's end of the pipe.
    """
    parent, child = ctx.Pipe()
    err.touch()
    proc = ctx.Process(target=main, args=(fn, child, str(err), os.getpid()), daemon=daemon)
    proc.start()
    child.close()
    return proc, parent


def shutdown_workers(workers: Sequence[Any]) -> None:
    """Ask each worker (``.proc``, ``.conn``) to stop, give it 2 s, then kill it; close the pipes."""
    for w in workers:
        try:
            if w.proc.is_alive():
                w.conn.send(None)
        except (OSError, BrokenPipeError):
            pass
    for w in workers:
        w.proc.join(timeout=2)
        if w.proc.is_alive():
            w.proc.kill()
            w.proc.join()
        w.conn.close()


def worker_context() -> Any:
    """The multiprocessing context for worker processes: fork where it is safe, else spawn.

    Fork lets workers inherit the initialised LLVM and imported modules (spawn re-imports, ~0.3 s each).  A
    process that has loaded NVIDIA's driver bindings may have initialised CUDA (a notebook that ran a GPU
    variant, a test session), and a forked child of such a process cannot use CUDA at all
    (``cuInit: CUDA_ERROR_NOT_INITIALIZED``): its workers are spawned instead.
    """
    cuda_loaded = any(name.startswith("cuda.bindings") for name in sys.modules)
    return mp.get_context("fork" if "fork" in mp.get_all_start_methods() and not cuda_loaded else "spawn")


def serve_tasks(main: Callable[..., None], fn: Any, n_tasks: int, *, payload: Callable[[int], Any],
                on_message: Callable[[int, Any], bool], on_lost: Callable[[int, str, bool], None], jobs: int = 0,
                timeout: float | None = None, daemon: bool = True, prefix: str = "fpsem-workers-") -> None:
    """Tasks ``0 .. n_tasks - 1``, in order, over a pool of worker processes ``main(fn, conn, err_path, parent_pid)``
    (see :func:`spawn_worker`); the one worker pool of fpsem (builds, isolated runs, sweep cells).

    A worker taking task ``i`` is sent ``payload(i)`` (called just then); every message it sends back goes to
    ``on_message(i, msg)``, which returns True when the message ends task ``i``.  A worker that dies (LLVM abort,
    signal) or runs past ``timeout`` seconds on a task costs that task only: ``on_lost(i, message, timed_out)``
    with the worker's last stderr lines and how it ended (or ``timed out after X s``), and a fresh worker takes
    its place.  ``jobs <= 0`` means one worker per usable core; ``daemon=False`` for workers that start
    processes of their own.
    """
    queue: deque[int] = deque(range(n_tasks))
    n_workers = min(n_tasks, jobs if jobs > 0 else usable_cores())
    if n_workers <= 0:
        return
    ctx = worker_context()
    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        serial = iter(range(1 << 30))

        def start() -> _Worker:
            err = Path(tmp) / f"w{next(serial)}.err"
            proc, conn = spawn_worker(ctx, main, fn, err, daemon)
            return dispatch(_Worker(proc, conn, err))

        def dispatch(w: _Worker) -> _Worker:
            w.task = queue.popleft() if queue else None
            if w.task is not None:
                msg = payload(w.task)
                w.offset = w.err.stat().st_size
                w.started = time.monotonic()
                w.conn.send(msg)
            return w

        def replace(w: _Worker) -> _Worker:
            w.conn.close()
            return start()

        def lost(w: _Worker, timed_out: bool) -> _Worker:
            with open(w.err, "rb") as f:
                f.seek(w.offset)
                tail = f.read().decode(errors="replace")
            if w.proc.is_alive():
                w.proc.kill()
            w.proc.join(timeout=5)
            assert w.task is not None
            on_lost(w.task, f"timed out after {timeout:g} s" if timed_out else crash_message(tail, w.proc.exitcode),
                    timed_out)
            return replace(w)

        def service(w: _Worker) -> _Worker:
            """Hand a busy worker's messages on; replace it if it died or overran."""
            alive = w.proc.is_alive()  # checked first: whatever a dead worker sent is in the pipe by now
            while w.task is not None and w.conn.poll():
                try:
                    msg = w.conn.recv()
                except (EOFError, OSError):
                    return lost(w, False)
                if on_message(w.task, msg):
                    if not alive:  # finished its task, then died: nothing lost, but it takes no more
                        w.proc.join(timeout=5)
                        w.task = None
                        return replace(w) if queue else w
                    dispatch(w)
            if w.task is None:
                return w
            if not alive:
                return lost(w, False)
            if timeout and time.monotonic() - w.started > timeout:
                return lost(w, True)
            return w

        workers: list[_Worker] = []
        try:
            for _ in range(n_workers):
                workers.append(start())
            while any(w.task is not None for w in workers):
                busy = [w for w in workers if w.task is not None]
                multiprocessing.connection.wait([w.conn for w in busy] + [w.proc.sentinel for w in busy],
                                                timeout=0.5 if timeout else None)
                for i, w in enumerate(workers):
                    if w.task is not None:
                        workers[i] = service(w)
        finally:
            shutdown_workers(workers)


def run_isolated(fn: Callable[[Any], Any], tasks: Sequence[Any], jobs: int = 0,
                 timeout: float | None = None, on_done: Callable[[int], None] | None = None) -> list[Outcome]:
    """``fn(task)`` for every task, each in a worker process; outcomes in task order.

    ``on_done(i)`` is called as task ``i`` finishes, whatever its outcome (a progress report).

    ``fn`` raising gives a failed outcome with its message; a worker dying
    (LLVM abort, signal) or running past ``timeout`` seconds gives a failed,
    ``crashed`` outcome with the worker's last stderr lines.  ``jobs <= 0``
    means one worker per usable core.  Results travel by pickling.
    """
    results: list[Outcome | None] = [None] * len(tasks)

    def finished(i: int, outcome: Outcome) -> None:
        results[i] = outcome
        if on_done:
            on_done(i)

    def on_message(i: int, msg: tuple[bool, Any, str, int | None]) -> bool:
        ok, value, err, code = msg
        finished(i, Outcome(ok, value, err, exit_code=code))
        return True

    def on_lost(i: int, message: str, timed_out: bool) -> None:
        finished(i, Outcome(False, None, message + (" (worker killed)" if timed_out else ""), crashed=True,
                            timed_out=timed_out))

    serve_tasks(_worker_main, fn, len(tasks), payload=lambda i: (tasks[i],), on_message=on_message, on_lost=on_lost,
                jobs=jobs, timeout=timeout)
    return [r if r is not None else Outcome(False, None, "not run") for r in results]


def call_isolated(fn: Callable[[Any], Any], arg: Any, timeout: float | None = None) -> Outcome:
    """``fn(arg)`` in a fresh worker process; never takes this process down.

    The outcome carries ``fn``'s value, or a one-line error: ``fn``'s FpsemError
    message as it is, another exception with its type, or for a worker that died
    its last stderr lines and the signal by name (``worker killed by SIGSEGV``);
    past ``timeout`` seconds the worker is killed and the outcome is ``timed_out``.
    ``fn`` and ``arg`` travel by fork (or pickling where fork is missing), the
    value back by pickling.
    """
    return run_isolated(fn, [arg], jobs=1, timeout=timeout)[0]
