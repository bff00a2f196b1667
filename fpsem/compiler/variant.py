"""What a variant is: a typed description, and its identity as a hash of everything it depends on.

A :class:`Variant` names one kernel in one precision under one profile (optionally
restricted to a site set) for one target, at resolved sizes, and -- where it is run
-- on one input set.  :func:`fpsem.compiler.build.build` turns it into machine code; every
consumer (the compile command, the host and CUDA runners, the emulation, the sweep
and the benchmarks) describes what it wants this way, so there is one build path.

Identity is by content, never by name: :meth:`Variant.identity` lists a hash per
input -- the kernel's spec and IR text, the profile's flags and restrictions, the
site set, the whole target entry (every figure), precision, sizes, input set, the
math library files, the LLVM version and fpsem's own source -- and
:meth:`Variant.key` hashes that list.  Two kernels with one name and different
content have different keys; changing a target's bandwidth changes the key of every
variant on it.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from fpsem.compiler.backends import backend_for
from fpsem.compiler.targets import Target
from fpsem.core.identity import json_digest, memo_by_identity, package_source_hash, short
from fpsem.fastmath.profiles import Profile
from fpsem.ir.binding import llvm_version

if TYPE_CHECKING:  # the kernel registry imports the IR checker, which is heavier than this module needs
    from fpsem.kernels.registry import Kernel

MODES = ("code", "emulation")


def kernel_hash(kernel: Kernel, precision: str | None = None) -> str:
    """Hash of a kernel's content: its spec (every field but where it was read from) and IR text.

    With ``precision`` only that precision's IR counts (what one variant reads);
    without, every precision's (the kernel as a whole, as reports show it).
    """
    return _kernel_hash(kernel, precision)


@memo_by_identity
def _kernel_hash(kernel: Kernel, precision: str | None) -> str:
    # remembered per kernel object: a sweep worker asks once per cell and stage, and the spec is frozen
    spec = {k: v for k, v in asdict(kernel.spec).items() if k != "path"}
    texts = {p: kernel.ir[p] for p in sorted(kernel.ir) if precision is None or p == precision}
    return json_digest({"spec": spec, "ir": texts})


def profile_hash(profile: Profile) -> str:
    """Hash of what a profile does: flags, per-opcode and per-function restrictions (not its name or file)."""
    s = profile.summary()
    # a per-site profile's table counts too; plain profiles keep the hash they always had
    return json_digest({k: s[k] for k in ("flags", "only_on", "functions", "ub_capable", "sites", "ir_hash") if k in s})


@memo_by_identity
def target_hash(target: Target) -> str:
    """Hash of a whole target entry: machine, codegen options and every figure with its source."""
    return json_digest({k: v for k, v in asdict(target).items() if k not in ("description", "source")})


@dataclass(frozen=True)
class Variant:
    """One variant, fully described (see the module docstring).

    ``sizes`` are the resolved size parameters (they are baked into entry points);
    ``size_set`` is only the name they came from, for labels.  ``mode`` is ``code``
    (machine code for the target) or ``emulation`` (the target's optimizer on host
    entry points, for running the target's arithmetic on this CPU).
    """

    kernel: Kernel = field(compare=False)
    precision: str
    profile: Profile = field(compare=False)
    target: Target = field(compare=False)
    sizes: tuple[tuple[str, int], ...]
    sites: tuple[str, ...] | None = None
    inputs: str | None = None
    mode: str = "code"
    size_set: str = field(default="", compare=False)
    tools: bool = True  # False: built without the kind's external tools (NVPTX: no ptxas, so no cubin)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"variant mode must be one of {MODES}, not {self.mode!r}")

    @property
    def sizes_map(self) -> dict[str, int]:
        return dict(self.sizes)

    @property
    def name(self) -> str:
        """``kernel.precision.profile.target`` (what tables and messages call it)."""
        return f"{self.kernel.spec.key}.{self.precision}.{self.profile.name}.{self.target.name}"

    @functools.cached_property
    def identity(self) -> Mapping[str, str]:
        """A hash per input the variant's results depend on (stored with every result)."""
        backend = backend_for(self.target.kind)
        return {
            "kernel": kernel_hash(self.kernel, self.precision),
            "profile": profile_hash(self.profile),
            "sites": json_digest(sorted(self.sites) if self.sites is not None else None),
            "target": target_hash(self.target),
            "precision": self.precision,
            "sizes": json_digest(sorted(self.sizes)),
            "inputs": self.inputs or "",
            "mode": self.mode,
            "library": backend.library_identity(self.target.cpu),
            "tools": backend.tool_identity(self.target.cpu, self.tools) if self.mode == "code" else "",
            "llvm": llvm_version(),
            "fpsem": package_source_hash(),
        }

    @functools.cached_property
    def key(self) -> str:
        """The content key of this variant: a hash of :attr:`identity`."""
        return json_digest(dict(self.identity))

    def label(self) -> str:
        """The name and a short content hash of the kernel, to tell same-name kernels apart."""
        return f"{self.name} [{short(self.identity['kernel'])}]"

    def describe(self) -> dict[str, Any]:
        """JSON-ready description (names, sizes, and the identity hashes)."""
        return {"kernel": self.kernel.spec.key, "precision": self.precision, "profile": self.profile.name,
                "target": self.target.name, "sizes": dict(self.sizes), "size_set": self.size_set,
                "sites": list(self.sites) if self.sites is not None else None, "inputs": self.inputs,
                "mode": self.mode, "identity": dict(self.identity), "key": self.key}


def describe_variant(kernel: Kernel, precision: str, profile: Profile, target: Target, size_set: str = "default",
                     size_overrides: Mapping[str, int] | None = None, *, sites: tuple[str, ...] | None = None,
                     inputs: str | None = None, mode: str = "code", tools: bool = True) -> Variant:
    """A Variant with its sizes resolved from the kernel's ``size_set`` (and overrides)."""
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(kernel.spec, size_set, size_overrides)
    return Variant(kernel, precision, profile, target, tuple(sorted(sizes.items())),
                   tuple(sorted(sites)) if sites is not None else None, inputs, mode, size_set, tools)
