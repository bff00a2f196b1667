"""Content-addressed results kept as JSON files in fpsem's cache, computed once even by parallel workers.

A result that follows from its inputs (an accuracy evaluation of one module, a timing of one pair of
machine codes on this machine) is stored under a key made of those inputs
(``cache_dir()/KIND/ab/abcdef....json``); whoever asks for the same key later reads it back instead of
computing again.  :func:`once` also serialises the computation: a second process asking for a key
that is being computed waits for the first (an exclusive ``flock`` on ``KEY.lock``), then reads its
result, so two sweep workers never measure the same thing twice.  A file that cannot be read counts as
absent; one that cannot be written costs a recomputation later, never a result.
"""

from __future__ import annotations

import fcntl
import json
import os
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from fpsem.core.paths import cache_dir


def memo_path(kind: str, key: str) -> Path:
    """Where the result of ``kind`` under ``key`` (a hex digest) is kept."""
    return cache_dir() / kind / key[:2] / f"{key}.json"


def read(path: Path) -> dict[str, Any] | None:
    """The stored result, or None when there is none (or it cannot be read)."""
    try:
        value = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def write(path: Path, value: Mapping[str, Any]) -> None:
    """Store ``value`` atomically (a temporary file renamed into place); an unwritable cache is ignored."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".tmp{os.getpid()}.{time.monotonic_ns()}")
        tmp.write_text(json.dumps(dict(value), default=str))
        tmp.replace(path)
    except OSError:
        pass


@contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path``'s key (``KEY.lock`` beside it) for the duration; without a writable
    cache, no lock (the work is then merely not shared)."""
    fd = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        fcntl.flock(fd, fcntl.LOCK_EX)
    except OSError:
        if fd is not None:
            os.close(fd)
        fd = None
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)  # closing drops the flock


def once(kind: str, key: str, compute: Callable[[], Mapping[str, Any]]) -> tuple[dict[str, Any], bool]:
    """The result of ``kind`` under ``key``: read back when stored, else computed (by one process at a time)
    and stored.  Returns (result, True when it was read back rather than computed here)."""
    path = memo_path(kind, key)
    got = read(path)
    if got is not None:
        return got, True
    with exclusive(path):
        got = read(path)
        if got is not None:
            return got, True
        value = dict(compute())
        write(path, value)
        return value, False
