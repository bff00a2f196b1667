"""What a sweep computes: its cells (kernel x profile x target x precision x inputs) and settings.

Pure data and pure functions.  A cell's id is a hash of its coordinates and
of the settings that shape its results (``SweepConfig.identity``), so a re-run
with the same settings finds the cells it already finished, and one with a
different size or runner set computes new cells beside them.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

from ..store import CellKey

RUNNERS = ("host", "cuda", "model")
PRECISIONS = ("f64", "f32")


@dataclass(frozen=True)
class SweepConfig:
    """Settings that shape every cell's results (part of each cell's identity).

    * ``size``          the kernels' named size set that is compiled, modelled and timed
                        (``default`` = RAJAPerf's sizes);
    * ``accuracy_size`` the size set the accuracy runs and their mpmath references use
                        (``small``: references are exact-arithmetic evaluations, costly per point);
    * ``runners``       which of host (JIT on this CPU), cuda (an NVIDIA GPU), model (the roofline
                        model for GPU targets) may act;
    * ``reps``          timed repetitions per host run, after one warm-up (the fastest is stored);
    * ``time_budget_s`` seconds a host run may spend repeating: fewer repetitions when one is long,
                        and a repetition longer than the budget is timed once, cold (GEMM at
                        RAJAPerf's size takes seconds per repetition on one core);
    * ``sample``        output points compared against the mpmath reference (0 = the accuracy
                        module's default sample limit);
    * ``block``         GPU block size.
    """

    size: str = "default"
    accuracy_size: str = "small"
    runners: tuple[str, ...] = RUNNERS
    reps: int = 5
    time_budget_s: float = 1.0
    sample: int = 0
    block: int = 256
    # Where each kernel spec and profile file lives (name -> path), so that workers load a kernel or
    # profile given by path as well as a built-in. Not part of a cell's identity: the cell's
    # fingerprint hashes those files' contents.
    kernel_files: tuple[tuple[str, str], ...] = ()
    profile_files: tuple[tuple[str, str], ...] = ()

    def identity(self) -> dict[str, Any]:
        d = asdict(self)
        d["runners"] = sorted(self.runners)
        del d["kernel_files"], d["profile_files"]
        return d

    def kernel_file(self, kernel: str) -> str:
        """The spec path to load ``kernel`` from (its name when no path was recorded)."""
        return dict(self.kernel_files).get(kernel, kernel)

    def profile_file(self, profile: str) -> str:
        """The file to load ``profile`` from (its name when no path was recorded)."""
        return dict(self.profile_files).get(profile, profile)


@dataclass(frozen=True)
class Cell:
    """One unit of sweep work: a variant on a target, with the settings and where it must run."""

    key: CellKey
    config: SweepConfig
    fingerprint: str = ""  # hash of what the cell reads (kernel files, profile, target machine)
    gpu: bool = False  # its run stage needs a GPU (serialised per GPU)

    @property
    def id(self) -> str:
        return cell_id(self.key, self.config)

    def label(self) -> str:
        return self.key.label()


def cell_id(key: CellKey, config: SweepConfig) -> str:
    """Stable id of a cell: a hash of its coordinates and of ``config.identity()``."""
    blob = json.dumps({"key": asdict(key), "config": config.identity()}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:20]


def fingerprint(parts: Iterable[str | bytes]) -> str:
    """A short content hash of the inputs a cell reads."""
    h = hashlib.sha256()
    for p in parts:
        b = p.encode() if isinstance(p, str) else p
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return h.hexdigest()[:20]


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


def make_cells(axes: Axes, config: SweepConfig, fingerprint_of: Callable[[CellKey], str],
               needs_gpu: Callable[[CellKey], bool]) -> list[Cell]:
    """The sweep's cells with their fingerprints and GPU needs."""
    return [Cell(k, config, fingerprint_of(k), needs_gpu(k)) for k in axes.keys()]


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
