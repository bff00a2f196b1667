"""What a sweep computes: its cells (kernel x profile x target x precision x inputs) and settings.

Pure data and pure functions.  A cell's id is a hash of its coordinates, of the
settings that shape its results (``SweepConfig.identity``) and of its content
identity -- a hash per thing its results depend on: the kernel's spec and IR, the
profile's flags, the whole target entry, the math library, LLVM and fpsem's own
source (``fpsem.compiler.variant``).  A re-run with the same inputs finds the cells it
already finished; change any input and the cell is new and is computed, while
the old one stays stored beside it (the report shows each slot's newest cell).
Two kernels with one name and different content are two cells.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from fpsem.accuracy.sampling import DEFAULT_ACCURACY_POINTS
from fpsem.core.identity import digest, short
from fpsem.core.precision import PRECISION_NAMES as PRECISIONS
from fpsem.results.store import CellKey
from fpsem.runners.registry import measuring_runners

# what may act in a sweep: the runners that measure on the target's hardware, and the performance model
RUNNERS = (*measuring_runners(), "model")


@dataclass(frozen=True)
class SweepConfig:
    """Settings that shape every cell's results (part of each cell's identity).

    * ``size``          the kernels' named size set that is compiled, modelled and timed
                        (``default`` = RAJAPerf's sizes);
    * ``accuracy_size`` the size set the accuracy runs and their mpmath references use
                        (``small``: references are exact-arithmetic evaluations, costly per point);
    * ``accuracy_points`` its ``N`` raised to this many points per output where it has fewer
                        (``fpsem.accuracy.sampling``: enough for a steady max normalised error; 0: as is);
    * ``runners``       which of host (JIT on this CPU), cuda (an NVIDIA GPU), model (the roofline
                        model for GPU targets) may act;
    * ``reps``          rounds at least of a host comparison (per placement pair; three at least);
    * ``time_budget_s`` seconds a host comparison (a variant against strict, or strict's A/A control)
                        may spend: it stops earlier once decided; a repetition longer than the budget
                        is timed once, cold (GEMM at RAJAPerf's size takes seconds per repetition on
                        one core);
    * ``placements``    how many times each side of a host comparison is built and placed (different
                        code alignments, separate JIT instances): the interval covers placement noise;
    * ``sample``        output points compared against the mpmath reference (0 = the accuracy
                        module's default sample limit);
    * ``block``         GPU block size;
    * ``timing``        the timing convention the model predicts (``cold``: inputs rotated out of the
                        L2, as fpsem's GPU timing; ``warm``: back-to-back repetitions, RAJAPerf's).
    """

    size: str = "default"
    accuracy_size: str = "small"
    accuracy_points: int = DEFAULT_ACCURACY_POINTS
    runners: tuple[str, ...] = RUNNERS
    reps: int = 5
    time_budget_s: float = 0.3
    placements: int = 8
    sample: int = 0
    block: int = 256
    timing: str = "cold"  # the model's timing convention: cold (inputs out of L2) | warm (RAJAPerf's)

    def identity(self) -> dict[str, Any]:
        d = asdict(self)
        d["runners"] = sorted(self.runners)
        return d


@dataclass(frozen=True)
class Sources:
    """Where a cell's worker loads its kernel, profile and target from (a path, or a built-in's name)."""

    kernel: str = ""
    profile: str = ""
    target: str = ""


@dataclass(frozen=True)
class Cell:
    """One unit of sweep work: a variant on a target, with the settings and where it must run.

    ``identity`` holds the content hashes the cell's results depend on; ``kernel_hash``
    is the kernel's, shortened, for showing same-name kernels apart.
    """

    key: CellKey
    config: SweepConfig
    identity: Mapping[str, str] = field(default_factory=dict)
    gpu: bool = False  # its run stage needs a GPU (serialised per GPU)
    sources: Sources = field(default_factory=Sources)
    kernel_hash: str = ""

    @property
    def id(self) -> str:
        return cell_id(self.key, self.config, self.identity)

    @property
    def fingerprint(self) -> str:
        """A hash of the cell's content identity (stored beside the cell)."""
        return short(digest([json.dumps(dict(self.identity), sort_keys=True)]), 20)

    def label(self) -> str:
        return self.key.label() + (f" [{self.kernel_hash}]" if self.kernel_hash else "")


def cell_id(key: CellKey, config: SweepConfig, identity: Mapping[str, str] | None = None) -> str:
    """Stable id of a cell: a hash of its coordinates, ``config.identity()`` and its content identity."""
    blob = json.dumps({"key": asdict(key), "config": config.identity(), "identity": dict(identity or {})},
                      sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:20]


@dataclass(frozen=True)
class Axes:
    """The names a sweep spans, already resolved and checked."""

    kernels: Sequence[str]
    profiles: Sequence[str]
    targets: Sequence[str]
    precisions: Sequence[str] = PRECISIONS
    inputs: Sequence[str] = ("random",)
    # kernel -> precisions it exists in (a kernel without an f32 form gets no f32 cells)
    kernel_precisions: Mapping[str, Sequence[str]] = field(default_factory=dict)
    # kernel -> input sets it is swept with, when not ``inputs`` (a kernel lacking a set)
    kernel_inputs: Mapping[str, Sequence[str]] = field(default_factory=dict)

    def keys(self) -> list[CellKey]:
        """Every cell of the sweep, in a stable order: kernel, precision, inputs, target, profile.

        (Cells sharing a reference -- same kernel, precision and inputs -- come together,
        so the reference is computed once and then read from its cache.)
        """
        out = []
        for k in self.kernels:
            for prec, inp, t, p in itertools.product(self.precisions, self.kernel_inputs.get(k, self.inputs),
                                                     self.targets, self.profiles):
                if prec in self.kernel_precisions.get(k, PRECISIONS):
                    out.append(CellKey(k, p, t, prec, inp))
        return out


def make_cells(axes: Axes, config: SweepConfig, identity_of: Callable[[CellKey], Mapping[str, str]],
               needs_gpu: Callable[[CellKey], bool]) -> list[Cell]:
    """The sweep's cells with their content identities and GPU needs (for callers with plain names)."""
    return [Cell(k, config, identity_of(k), needs_gpu(k)) for k in axes.keys()]


def pending(cells: Sequence[Cell], completed: Mapping[str, tuple[str, str]], force: bool = False,
            retry_failed: bool = False) -> list[Cell]:
    """The cells still to compute.

    A stored cell is skipped when it finished (``done``, or ``failed`` unless
    ``retry_failed``) with the same fingerprint; ``force`` recomputes everything.
    Interrupted (``running``) cells are never in ``completed`` and so run again.
    """
    if force:
        return list(cells)
    out = []
    for c in cells:
        got = completed.get(c.id)
        if got is None:
            out.append(c)
            continue
        status, fp = got
        if fp != c.fingerprint or (status == "failed" and retry_failed):
            out.append(c)
    return out
