"""Target backends, looked up by kind: ``backend_for(target.kind)``.

One module per kind (``nvptx``, ``amdgpu``, ``host``), each exporting ``BACKEND``
(see :class:`fpsem.compiler.backends.base.Backend` for what a backend supplies).  To add a
kind (say, SPIR-V): write ``fpsem/compiler/backends/spirv.py`` with its ``BACKEND``, add it
to :data:`BACKENDS`, and add targets of that kind to ``fpsem/data/targets.toml``.  What the build's
later stages, the same-code test and the performance model need of a kind (its listing and
instruction groups, critical-path rules, comment forms, the groups whose cost expands, its memory
requests) comes from the backend's :class:`~fpsem.compiler.code_metrics.MachineReader`, not from
comparisons of kind names; so do its other facts (:class:`~fpsem.compiler.backends.base.KindFacts`: GPU or not,
the relocation and code models, whether the model prices L1 bank conflicts, which approximation rules of
``fpsem.runners.approx`` its code follows) and what identifies its machine code (``object_identity``).
``tests/test_fake_kind.py`` registers such a kind in a copy of the registry.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from fpsem.compiler.backends import amdgpu, host, nvptx
from fpsem.compiler.backends.base import Backend, Emitted
from fpsem.core.errors import UsageError

BACKENDS: Mapping[str, Backend] = MappingProxyType({b.kind: b for b in (nvptx.BACKEND, amdgpu.BACKEND, host.BACKEND)})


def backend_for(kind: str, backends: Mapping[str, Backend] = BACKENDS) -> Backend:
    """The backend of target kind ``kind`` in ``backends``; UsageError naming the known kinds otherwise."""
    try:
        return backends[kind]
    except KeyError:
        raise UsageError(f"no backend for target kind {kind!r} (known: {', '.join(backends)})") from None


__all__ = ["BACKENDS", "Backend", "Emitted", "backend_for"]
