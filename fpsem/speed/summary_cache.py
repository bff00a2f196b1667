"""The memory summaries of traced stages, kept on disk by content like the traces they come from.

A stage's :class:`fpsem.speed.memtrace.MemorySummary` depends only on its trace's memory streams (named by
their content key, ``StageTrace.memory_key``, else by the trace's, ``StageTrace.key``), the target's cache
geometry, the timing convention and the memory analysis' own code (``memtrace`` and ``address_patterns``);
computing it (the per-unit L1 LRU over every traced sector, the bank cycles) is most of what a prediction from
a cached trace costs.  :func:`memory_summary` stores it under the cache directory's ``memory/`` keyed by all
four, so a second ``compile --model`` (or a sweep's later cells) reads it instead.  A trace without a key
(traced with ``cache=False``) is summarised in memory only; a damaged or unreadable entry is a miss, computed
again and rewritten.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import fpsem.speed.address_patterns as address_patterns
import fpsem.speed.memtrace as memtrace
from fpsem.core.identity import file_hash, json_digest
from fpsem.core.memo import exclusive
from fpsem.core.paths import cache_dir, write_atomically
from fpsem.speed.execution import StageTrace
from fpsem.speed.memtrace import CacheGeometry, MemorySummary, OpTraffic

SUMMARY_FORMAT = 1


def summary_path(trace_key: str, geo: CacheGeometry, timing: str, root: Path | None = None) -> Path:
    """Where the summary of the trace ``trace_key`` on ``geo`` under ``timing`` is kept."""
    key = json_digest({"format": SUMMARY_FORMAT, "trace": trace_key, "geometry": dataclasses.asdict(geo),
                       "timing": timing, "code": [file_hash(memtrace.__file__), file_hash(address_patterns.__file__)]})
    return (root or cache_dir()) / "memory" / key[:2] / f"{key}.json"


def to_json(s: MemorySummary) -> str:
    return json.dumps(dataclasses.asdict(s))


def from_json(text: str) -> MemorySummary:
    """The summary :func:`to_json` wrote (KeyError/TypeError/ValueError for anything else)."""
    d = json.loads(text)
    ops = tuple(OpTraffic(**o) for o in d.pop("ops"))
    return MemorySummary(ops=ops, **{**d, "notes": tuple(d.get("notes", ()))})


def _load(path: Path) -> MemorySummary | None:
    try:
        return from_json(path.read_text())
    except (OSError, KeyError, TypeError, ValueError):
        return None


def _store(path: Path, s: MemorySummary) -> None:
    # no cache where it cannot be written: the summary is only not kept
    write_atomically(path, lambda f: f.write(to_json(s).encode()), suffix=".json")


def memory_summary(trace: StageTrace, geo: CacheGeometry, timing: str, root: Path | None = None) -> MemorySummary:
    """:func:`fpsem.speed.memtrace.memory_summary` (memoised per process), read from and kept on disk for a keyed
    trace (the module docstring)."""
    if not trace.key:
        return memtrace.memory_summary(trace, geo, timing)
    path = summary_path(trace.memory_key or trace.key, geo, timing, root)
    got = _load(path) if path.exists() else None
    if got is None:
        with exclusive(path):
            got = _load(path) if path.exists() else None
            if got is None:
                got = memtrace.memory_summary(trace, geo, timing)
                _store(path, got)
    return got
