"""The launch ABI's data: what a generated entry point looks like to whoever launches it.

Low-level on purpose: the entry-point generators (``fpsem.compiler.entry``), the target
backends (``fpsem.compiler.backends``), the build (``fpsem.compiler.build``) and the runners all speak
these types, and this module imports nothing of fpsem's, so none of them has to
import another to share them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class EntryParam:
    """One parameter of a generated entry point (what a launcher passes)."""

    name: str
    kind: str  # array | real | i64 | partials
    ir_type: str  # e.g. "ptr addrspace(1)", "double", "i64"


@dataclass(frozen=True)
class EntryPoint:
    """A generated kernel entry point and how to launch it."""

    name: str  # symbol, e.g. fir_main_entry
    stage: str
    params: tuple[EntryParam, ...]
    reduce: bool = False  # has a trailing partials parameter: one partial per thread
    constants: tuple[tuple[str, str], ...] = ()  # (spec argument, module global) the launcher fills
    partials: int = 1  # a host entry's partial slots (the emulation's GPU order: one per thread of the GPU's grid)
    threads: int = 0  # threads a GPU entry needs when its point order pads rows to warps (0: one per point)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> EntryPoint:
        return EntryPoint(d["name"], d["stage"], tuple(EntryParam(**p) for p in d["params"]), bool(d["reduce"]),
                          tuple((str(a), str(b)) for a, b in d["constants"]), int(d.get("partials", 1)),
                          int(d.get("threads", 0)))


@dataclass(frozen=True)
class Source:
    """What to build: kernel IR, the target's entry-point IR, and the symbols that stay visible."""

    kernel_text: str
    wrapper_text: str
    entries: tuple[EntryPoint, ...]
    exports: tuple[str, ...] = ()  # module globals/functions the launcher uses (constant memory, finalize)
