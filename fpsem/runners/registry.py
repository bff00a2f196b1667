"""The runners, by name, and the one rule that picks a target's runner: :func:`runner_for`.

Each target kind's backend names the runner of its variants (``Backend.runner``:
``host``, ``cuda``, ``emulation``); each runner is one module implementing
:class:`fpsem.runners.protocol.Runner` and one entry of :data:`RUNNERS`.  To add a runner
(say, ``hip`` for AMD GPUs): write ``fpsem/runners/hip.py`` with its runner class, add a
:class:`RunnerEntry` here, and name it in the backend of the kinds it runs.

``runner_for(target, mode)`` is the rule every command and the sweep use:

* ``measured`` -- the target's own hardware runner (``fpsem run``, timing, ``--require-measured``):
  UsageError for a kind no runner executes here (its speed is modelled, its accuracy emulated),
  GpuUnavailable (exit 4, from ``open``) where its hardware is not present;
* ``auto`` -- measured where the hardware is here, else emulated (``fpsem accuracy``, the sweep's
  accuracy stage);
* ``emulated`` -- a GPU target always emulated on this CPU (searches, which must not depend on the
  machine they run on); the host is its own hardware and runs as ``host``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from fpsem.compiler.backends import BACKENDS, backend_for
from fpsem.compiler.cache import BuildCache
from fpsem.compiler.targets import Target
from fpsem.core.errors import UsageError
from fpsem.core.hardware import gpu_available
from fpsem.runners.cuda.end_to_end import CudaRunner  # cuda-bindings itself is imported when a GPU opens
from fpsem.runners.emulation import EmulatedRunner
from fpsem.runners.host import HostRunner
from fpsem.runners.protocol import Runner

MODES = ("measured", "auto", "emulated")


@dataclass(frozen=True)
class RunnerEntry:
    """One runner: how to make it for a target, and what it is.

    ``make(target, device=, block=, cache=, isolated=)`` returns the runner; ``here()`` says whether
    its hardware is on this machine (without initialising any driver); ``measures``: its figures are
    measurements on the target's own hardware (the emulation's are not); ``isolate``: its variants run
    as native code in the calling process, so a faulting kernel would end it (``fpsem run`` runs them
    in a worker process); ``absent``: what is missing where its hardware is not here, in words.
    """

    name: str
    description: str
    make: Callable[..., Runner]
    here: Callable[[], bool]
    measures: bool = True
    isolate: bool = False
    absent: str = ""


def _host(target: Target, **kw: Any) -> Runner:
    return HostRunner(target=target.name, cache=kw.get("cache"), isolated=kw.get("isolated", True))


def _cuda(target: Target, **kw: Any) -> Runner:
    return CudaRunner(target, kw.get("device", 0), kw.get("block", 256), kw.get("cache"), kw.get("isolated", True))


def _emulation(target: Target, **kw: Any) -> Runner:
    return EmulatedRunner(target, cache=kw.get("cache"), isolated=kw.get("isolated", True))


def _always() -> bool:
    return True


RUNNERS: Mapping[str, RunnerEntry] = MappingProxyType({e.name: e for e in (
    RunnerEntry("host", "JIT-compiled for this CPU through llvmlite (plain loops, one thread)", _host, _always,
                isolate=True),
    RunnerEntry("cuda", "PTX loaded and launched on an NVIDIA GPU through cuda-bindings", _cuda, gpu_available,
                absent="no NVIDIA GPU here"),
    RunnerEntry("emulation", "a GPU target's optimized IR, contracted as its back end does, run on this CPU",
                _emulation, _always, measures=False, isolate=True),
)})

EMULATION = "emulation"


def measuring_runners(registry: Mapping[str, RunnerEntry] = RUNNERS) -> tuple[str, ...]:
    """The runners whose figures are measurements on the target's hardware (``host``, ``cuda``)."""
    return tuple(n for n, e in registry.items() if e.measures)


def own_entry(target: Target, registry: Mapping[str, RunnerEntry] = RUNNERS) -> RunnerEntry:
    """The entry of the runner the target's kind names (UsageError if it is not registered)."""
    name = backend_for(target.kind).runner
    if name not in registry:
        raise UsageError(f"target kind {target.kind!r} names runner {name!r}, which is not registered "
                         f"(known: {', '.join(registry)})")
    return registry[name]


def entry_for(target: Target, mode: str = "auto", *, name: str | None = None, gpu_here: bool | None = None,
              registry: Mapping[str, RunnerEntry] = RUNNERS) -> RunnerEntry:
    """The registry entry :func:`runner_for` makes its runner from (see the module docstring).

    ``name`` (``--runner``) must be the target's own runner; ``gpu_here`` overrides the entry's
    own look at the machine (None: ask it).
    """
    if mode not in MODES:
        raise UsageError(f"unknown runner mode {mode!r} (known: {', '.join(MODES)})")
    own = own_entry(target, registry)
    own_name = own.name
    if name is not None and name != own_name:
        if name not in registry:
            raise UsageError(f"unknown runner {name!r} (known: {', '.join(measuring_runners(registry))})")
        raise UsageError(f"runner {name!r} does not run {target.kind} code (target {target.name!r}); "
                         f"its runner is {own_name!r}")
    if mode == "measured":
        if not own.measures:
            raise UsageError(f"no runner executes {target.kind} code (target {target.name!r}) here; its speed is "
                             f"modelled (`fpsem compile --model`) and its accuracy emulated (`fpsem accuracy`)")
        return own  # a GPU that is not here: its open() says so (exit 4)
    here = own.measures and (own.here() if gpu_here is None or not target.is_gpu else gpu_here)
    if here and (mode == "auto" or not target.is_gpu):
        return own
    if not target.is_gpu:
        return own
    return registry[EMULATION]


def runner_for(target: Target, mode: str = "auto", *, name: str | None = None, device: int = 0, block: int = 256,
               gpu_here: bool | None = None, cache: BuildCache | None = None, isolated: bool = True,
               registry: Mapping[str, RunnerEntry] = RUNNERS) -> Runner:
    """The runner of ``target`` under ``mode`` (see the module docstring), made from ``registry``.

    ``device``/``block``: the GPU ordinal and block size (GPU runners); ``cache``: the build cache;
    ``isolated``: build in a worker process (False for callers that are an isolated worker already).
    """
    entry = entry_for(target, mode, name=name, gpu_here=gpu_here, registry=registry)
    return entry.make(target, device=device, block=block, cache=cache, isolated=isolated)


def unregistered_backend_runners(registry: Mapping[str, RunnerEntry] = RUNNERS) -> dict[str, str]:
    """Target kinds whose backend names a runner the registry lacks (kind -> runner): none, in a sound set-up."""
    return {kind: b.runner for kind, b in BACKENDS.items() if b.runner not in registry}
