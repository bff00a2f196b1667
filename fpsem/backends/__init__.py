"""Target backends, looked up by kind: ``backend_for(target.kind)``.

One module per kind (``nvptx``, ``amdgpu``, ``host``), each exporting ``BACKEND``
(see :class:`fpsem.backends.base.Backend` for what a backend supplies).  To add a
kind (say, SPIR-V): write ``fpsem/backends/spirv.py`` with its ``BACKEND``, add it
to :data:`BACKENDS`, and add targets of that kind to ``fpsem/data/targets.toml``.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

from ..errors import UsageError
from . import amdgpu, host, nvptx
from .base import Backend, Emitted

BACKENDS: Mapping[str, Backend] = MappingProxyType({b.kind: b for b in (nvptx.BACKEND, amdgpu.BACKEND, host.BACKEND)})


def backend_for(kind: str) -> Backend:
    """The backend of target kind ``kind``; UsageError naming the known kinds otherwise."""
    try:
        return BACKENDS[kind]
    except KeyError:
        raise UsageError(f"no backend for target kind {kind!r} (known: {', '.join(BACKENDS)})") from None


__all__ = ["BACKENDS", "Backend", "Emitted", "backend_for"]
