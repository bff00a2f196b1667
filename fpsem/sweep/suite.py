"""The sweep's axes from user input: name resolution, defaults, fingerprints and GPU needs.

Unknown names raise a one-line UsageError listing the valid ones; a UB-capable
profile named without ``--allow-ub`` raises UBRefused.  Defaults: every kernel,
the safe built-in profiles (``fast`` and other UB-capable ones only with
``--allow-ub``), every target, both precisions, the ``random`` input set, and
the runners this machine has (host and model, plus cuda when an NVIDIA GPU and
``cuda-bindings`` are present).
"""

from __future__ import annotations

import importlib.util
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Sequence

from ..errors import UsageError
from ..kernels.registry import kernel_names, load_spec, spec_path
from ..kernels.spec import INPUT_SETS, PRECISIONS, KernelSpec
from ..profiles import Profile, require_allowed, resolve_profiles
from ..store import CellKey
from ..targets import Target, load_targets, resolve_targets
from .plan import RUNNERS, Axes, Cell, SweepConfig, fingerprint, make_cells

DEFAULT_INPUTS = "default"  # random, or rajaperf for a kernel without a random set (fixed inputs)


def _names(spec: str, what: str) -> list[str]:
    out = [s.strip() for s in spec.split(",") if s.strip()]
    if not out:
        raise UsageError(f"no {what} given")
    return out


def _choose(spec: str, known: Sequence[str], what: str) -> list[str]:
    if spec.strip() == "all":
        return list(known)
    names = _names(spec, what)
    bad = [n for n in names if n not in known]
    if bad:
        raise UsageError(f"unknown {what} {', '.join(map(repr, bad))} (known: {', '.join(known)}, all)")
    return list(dict.fromkeys(names))


def resolve_kernels(spec: str) -> list[KernelSpec]:
    """Kernel specs by comma-separated names/paths, or ``all``."""
    names = kernel_names() if spec.strip() == "all" else _names(spec, "kernel")
    if not names:
        raise UsageError("no kernels in the kernel directory")
    specs = []
    for n in dict.fromkeys(names):
        spec_path(n)  # UsageError listing the known kernels
        specs.append(load_spec(n))
    return specs


def resolve_sweep_profiles(spec: str, allow_ub: bool) -> list[Profile]:
    """Profiles by names/paths, or ``all`` (the safe built-ins; UB-capable ones with ``allow_ub``)."""
    profiles = resolve_profiles(spec, allow_ub=allow_ub)
    if not profiles:
        raise UsageError("no profile given")
    for p in profiles:
        require_allowed(p, allow_ub)
    return list({p.name: p for p in profiles}.values())


def resolve_sweep_targets(spec: str) -> list[Target]:
    return list({t.name: t for t in resolve_targets(spec, load_targets())}.values())


def resolve_precisions(spec: str) -> list[str]:
    return _choose(spec, PRECISIONS, "precision")


def resolve_inputs(spec: str) -> list[str]:
    """Input set names, ``all``, or ``default`` (kept as the marker ``default`` until per-kernel resolution)."""
    if spec.strip() == DEFAULT_INPUTS:
        return [DEFAULT_INPUTS]
    return _choose(spec, INPUT_SETS, "input set")


def kernel_inputs(spec: KernelSpec, requested: Sequence[str]) -> list[str]:
    """The input sets a kernel is swept with: ``default`` is ``random`` where the kernel has it, else
    its first set (a kernel whose inputs are fixed, as PI_REDUCE's, has only ``rajaperf``); a named
    set the kernel lacks is left out."""
    if list(requested) == [DEFAULT_INPUTS]:
        return ["random"] if "random" in spec.input_sets else [spec.input_sets[0]]
    return [i for i in requested if i in spec.input_sets]


def resolve_runners(spec: str | None, gpus: int) -> tuple[str, ...]:
    """Runner names, or this machine's defaults (host, model, and cuda when a GPU is present)."""
    if spec is None:
        return ("host", "model", "cuda") if gpus else ("host", "model")
    return tuple(_choose(spec, RUNNERS, "runner"))


def gpu_count(env: dict[str, str] | None = None, dev: Path = Path("/dev")) -> int:
    """NVIDIA GPUs usable here, without initialising CUDA in this process (workers are forked from it).

    Counts ``/dev/nvidiaN`` device files (limited by ``CUDA_VISIBLE_DEVICES``) when the
    CUDA driver bindings can be imported; 0 otherwise.
    """
    e = os.environ if env is None else env
    if importlib.util.find_spec("cuda") is None:
        return 0
    try:
        n = sum(1 for p in dev.iterdir() if re.fullmatch(r"nvidia\d+", p.name))
    except OSError:
        return 0
    mask = e.get("CUDA_VISIBLE_DEVICES")
    if mask is not None:
        n = min(n, len([d for d in mask.split(",") if d.strip() and d.strip() != "-1"]))
    return n


@dataclass(frozen=True)
class SweepRequest:
    """A sweep's resolved axes and settings."""

    kernels: tuple[KernelSpec, ...]
    profiles: tuple[Profile, ...]
    targets: tuple[Target, ...]
    precisions: tuple[str, ...]
    inputs: tuple[str, ...]
    config: SweepConfig
    gpus: int = 0

    def axes(self) -> Axes:
        return Axes([k.key for k in self.kernels], [p.name for p in self.profiles], [t.name for t in self.targets],
                    list(self.precisions), list(self.inputs),
                    {k.key: tuple(k.precisions) for k in self.kernels},
                    {k.key: kernel_inputs(k, self.inputs) for k in self.kernels})

    def left_out(self) -> list[str]:
        """Kernels that lack a requested input set or precision, one note each."""
        notes = []
        for k in self.kernels:
            missing = [i for i in self.inputs if i != DEFAULT_INPUTS and i not in k.input_sets]
            missing += [p for p in self.precisions if p not in k.precisions]
            if missing:
                notes.append(f"{k.key} has no {', '.join(missing)} (has: {', '.join(k.input_sets)}; "
                             f"{', '.join(k.precisions)}): those cells are left out")
        return notes

    def needs_gpu(self, key: CellKey) -> bool:
        t = next(t for t in self.targets if t.name == key.target)
        return "cuda" in self.config.runners and self.gpus > 0 and t.kind == "nvptx"

    def cells(self) -> list[Cell]:
        config = replace(self.config, kernel_files=tuple((k.key, k.path) for k in self.kernels if k.path),
                         profile_files=tuple((p.name, p.source) for p in self.profiles if p.source))
        return make_cells(self.axes(), config, self.fingerprint_of, self.needs_gpu)

    def fingerprint_of(self, key: CellKey) -> str:
        """Hash of what the cell reads: the kernel's spec and IR files, the profile, the target machine."""
        spec = next(k for k in self.kernels if k.key == key.kernel)
        prof = next(p for p in self.profiles if p.name == key.profile)
        tgt = next(t for t in self.targets if t.name == key.target)
        spec_file = Path(spec.path)
        ir_file = spec_file.with_name(f"{spec.key}.{key.precision}.ll")
        return fingerprint([_file_bytes(str(spec_file)), _file_bytes(str(ir_file)),
                            repr(sorted(prof.summary().items())), repr(tgt.machine), tgt.kind])


def _file_bytes(path: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError:
        return b""
