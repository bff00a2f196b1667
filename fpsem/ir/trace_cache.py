"""Traces on disk, by content: the same module, arguments, launch, sample and bounds give the stored trace.

:func:`trace_key` hashes everything a :class:`fpsem.ir.trace.Trace` depends on: the module
text, the entry, each argument (name, dtype, shape and bytes of arrays; type and value of
scalars), the globals' contents, the launch, the sample, the bounds, the index parameters,
and the source of the tracer itself (:func:`tracer_source_hash`), so a change to the engine
invalidates old traces.  :class:`TraceCache` keeps one ``.npz`` file per key under
``<cache>/traces/ab/<key>.npz`` (the arrays of every warp's memory stream and one JSON
document for the rest), written to a temporary file and renamed into place; an entry that
cannot be read is removed and counts as a miss.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from fpsem.core.identity import digest, json_digest
from fpsem.core.paths import cache_dir, write_atomically
from fpsem.ir.lanes import MemOpInfo
from fpsem.ir.trace import (
    BlockCount,
    Bounds,
    BufferInfo,
    BufferUse,
    Launch,
    LoopTrips,
    MemoryStream,
    OutOfBounds,
    Sample,
    Status,
    Trace,
    WarpTrace,
)

FORMAT = 1
_SOURCES = ("ir/trace.py", "ir/lanes.py", "ir/laneops.py", "ir/laneintrinsics.py", "ir/lanemem.py", "ir/cfg.py",
            "ir/constants.py", "ir/irtypes.py", "floats/fma.py")


@functools.cache
def tracer_source_hash() -> str:
    """Hash of the tracer's own source files (engine, memory, operations, IR readers)."""
    root = Path(__file__).resolve().parent.parent
    return digest(x for f in _SOURCES for x in (f, (root / f).read_bytes()))


def _value_id(v: Any) -> Any:
    if isinstance(v, np.ndarray):
        a = np.ascontiguousarray(v)
        return {"dtype": a.dtype.str, "shape": list(a.shape), "sha": hashlib.sha256(a.data).hexdigest()}
    if v is None:
        return None
    if isinstance(v, (bool, np.bool_)):
        return {"bool": bool(v)}
    if isinstance(v, (int, np.integer)):
        return {"int": int(v)}
    if isinstance(v, (float, np.floating)):
        return {"float": float(v).hex(), "type": type(v).__name__}
    return {"repr": repr(v)}


def trace_key(module: str, entry: str, args: Mapping[str, Any] | Sequence[Any], launch: Launch, sample: Sample,
              bounds: Bounds, globals_: Mapping[str, np.ndarray] | None, index_params: Mapping[str, int] | None,
              index_limit: Sequence[int] | None) -> str:
    """The content key of a trace (see the module docstring)."""
    items = sorted(args.items()) if isinstance(args, Mapping) else list(enumerate(args))
    return json_digest({
        "format": FORMAT, "tracer": tracer_source_hash(),
        "module": hashlib.sha256(module.encode("utf-8", "surrogateescape")).hexdigest(), "entry": entry,
        "args": [[str(k), _value_id(v)] for k, v in items],
        "globals": [[k, _value_id(v)] for k, v in sorted((globals_ or {}).items())],
        "launch": asdict(launch), "sample": asdict(sample), "bounds": asdict(bounds),
        "index_params": sorted((index_params or {}).items()), "index_limit": list(index_limit or ()),
    })


def _to_json(t: Trace) -> dict[str, Any]:
    return {
        "entry": t.entry, "launch": asdict(t.launch), "sample": asdict(t.sample), "scope": t.scope,
        "warps": list(t.warps), "ops": [asdict(o) for o in t.ops], "buffers": [asdict(b) for b in t.buffers],
        "uses": [asdict(u) for u in t.uses], "oob": [asdict(o) for o in t.oob], "status": asdict(t.status),
        "key": t.key, "seconds": t.seconds, "notes": list(t.notes),
        "traces": [{"warp": w.warp, "block": list(w.block), "warp_in_block": w.warp_in_block, "lanes": w.lanes,
                    "status": asdict(w.status), "blocks": [asdict(b) for b in w.blocks],
                    "loops": [asdict(lp) for lp in w.loops]} for w in t.traces],
    }


def _from_json(d: dict[str, Any], arrays: Mapping[str, np.ndarray]) -> Trace:
    la = d["launch"]
    launch = Launch(tuple(la["grid"]), tuple(la["block"]), la["warp"], la["dynamic_shared"])
    sa = d["sample"]
    traces = tuple(
        WarpTrace(w["warp"], tuple(w["block"]), w["warp_in_block"], w["lanes"], Status(**w["status"]),
                  tuple(BlockCount(**b) for b in w["blocks"]), tuple(LoopTrips(**lp) for lp in w["loops"]),
                  MemoryStream(arrays[f"op{i}"], arrays[f"addr{i}"], arrays[f"region{i}"]))
        for i, w in enumerate(d["traces"]))
    return Trace(d["entry"], launch, Sample(sa["how"], sa["count"], sa["seed"], tuple(sa["warps"]),
                                            bool(sa.get("whole_blocks", False)),
                                            bool(sa.get("together", False))), d["scope"],
                 tuple(d["warps"]), traces, tuple(MemOpInfo(**o) for o in d["ops"]),
                 tuple(BufferInfo(**b) for b in d["buffers"]), tuple(BufferUse(**u) for u in d["uses"]),
                 tuple(OutOfBounds(**o) for o in d["oob"]), Status(**d["status"]), d["key"], d["seconds"], True,
                 tuple(d["notes"]))


@dataclass(frozen=True)
class TraceCache:
    """Traces on disk under ``root`` (see the module docstring)."""

    root: Path

    @staticmethod
    def default() -> TraceCache:
        """The trace cache inside fpsem's cache directory (``$FPSEM_CACHE``, the checkout's, or the user's)."""
        return TraceCache(cache_dir() / "traces")

    @staticmethod
    def key(module: str, entry: str, args: Mapping[str, Any] | Sequence[Any], launch: Launch, sample: Sample,
            bounds: Bounds, globals_: Mapping[str, np.ndarray] | None, index_params: Mapping[str, int] | None,
            index_limit: Sequence[int] | None) -> str:
        """The content key of a trace (:func:`trace_key`)."""
        return trace_key(module, entry, args, launch, sample, bounds, globals_, index_params, index_limit)

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.npz"

    def get(self, key: str) -> Trace | None:
        """The stored trace, or None (a damaged entry is removed)."""
        p = self._path(key)
        if not p.is_file():
            return None
        try:
            with np.load(p, allow_pickle=False) as z:
                arrays = {k: z[k] for k in z.files}
            meta = json.loads(bytes(arrays.pop("meta")).decode())
            if meta.get("key") != key:
                raise ValueError("key mismatch")
            return _from_json(meta, arrays)
        except (OSError, ValueError, KeyError, TypeError, json.JSONDecodeError):
            p.unlink(missing_ok=True)
            return None

    def put(self, key: str, trace: Trace) -> None:
        """Store a trace (best effort: an unwritable cache is skipped)."""
        arrays: dict[str, np.ndarray] = {"meta": np.frombuffer(json.dumps(_to_json(trace)).encode(), np.uint8)}
        for i, w in enumerate(trace.traces):
            arrays[f"op{i}"], arrays[f"addr{i}"], arrays[f"region{i}"] = w.memory.op, w.memory.addr, w.memory.region
        write_atomically(self._path(key), lambda f: np.savez_compressed(f, **arrays))  # type: ignore[arg-type]
