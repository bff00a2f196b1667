"""Content hashes: the identity of everything a result depends on.

A number fpsem prints must belong to exactly the code, data and inputs it names.
So caches and results are keyed by *content*, never by names:

* :func:`digest` / :func:`json_digest` hash bytes and JSON-ready values unambiguously;
* :func:`package_source_hash` hashes fpsem's own source (every ``.py`` file and data
  file of the package, computed, not a hand-kept list), so changing fpsem's code
  invalidates what it computed before;
* :func:`file_hash` hashes a file's bytes (memoised per path, size and mtime).
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
_SOURCE_SUFFIXES = (".py", ".toml", ".json")


def digest(parts: Iterable[str | bytes]) -> str:
    """SHA-256 (hex) of ``parts``, each length-prefixed so that no two sequences collide by concatenation."""
    h = hashlib.sha256()
    for p in parts:
        b = p.encode() if isinstance(p, str) else p
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return h.hexdigest()


def json_digest(value: Any) -> str:
    """SHA-256 (hex) of a JSON-ready value, independent of dict order."""
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()


R = TypeVar("R")


class _ById:
    """A key that is its object's identity (for caching on frozen values that hold dicts, so cannot hash)."""

    __slots__ = ("obj",)

    def __init__(self, obj: Any) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return id(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _ById) and other.obj is self.obj


def memo_by_identity(fn: Callable[..., R], maxsize: int = 512) -> Callable[..., R]:
    """``fn(obj, *args)`` remembered per object identity (and ``args``) for the most recent ``maxsize`` calls.

    For content hashes of frozen values (a kernel, a target) that a sweep worker asks for once per cell:
    the value must not change after it is made, which frozen dataclasses of immutable contents promise.
    The cache keeps the objects alive, so an identity is never reused while it is remembered.
    """
    cached = functools.lru_cache(maxsize=maxsize)(lambda key, *args: fn(key.obj, *args))

    @functools.wraps(fn)
    def wrapper(obj: Any, *args: Any) -> R:
        return cached(_ById(obj), *args)

    return wrapper


def short(h: str, n: int = 8) -> str:
    """The first ``n`` hex digits of a hash: what tables show beside a name."""
    return h[:n]


@functools.lru_cache(maxsize=4)
def package_source_hash(root: str = str(PACKAGE_ROOT)) -> str:
    """Hash of every source and data file of the fpsem package (relative paths and contents)."""
    base = Path(root)
    files = sorted(p for p in base.rglob("*") if p.is_file() and p.suffix in _SOURCE_SUFFIXES
                   and "__pycache__" not in p.parts)
    return digest(x for f in files for x in (str(f.relative_to(base)), f.read_bytes()))


@functools.lru_cache(maxsize=256)
def _file_hash(path: str, size: int, mtime_ns: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def file_hash(path: Path | str) -> str:
    """SHA-256 of a file's bytes (re-read only when its size or mtime changes)."""
    st = Path(path).stat()
    return _file_hash(str(path), st.st_size, st.st_mtime_ns)
