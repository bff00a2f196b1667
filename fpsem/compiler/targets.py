"""The target registry: which machines fpsem compiles for and their peak figures.

The registry is data (``fpsem/data/targets.toml``); this module loads it into
frozen dataclasses and answers look-ups.  Every figure carries its source
(``datasheet``, ``measured`` or ``architecture``) so that anything derived
from it can say how it was obtained.  ``native`` in the host entry is
resolved to this machine's triple, CPU and features when loaded.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from fpsem.compiler.backends import BACKENDS, backend_for
from fpsem.core.errors import UsageError
from fpsem.core.paths import data_dir
from fpsem.core.tomlfile import read_toml
from fpsem.ir.binding import CodegenOption, MachineSpec, host_machine_spec

KINDS = tuple(BACKENDS)  # the kinds that have a backend (fpsem/compiler/backends/)
FIGURE_NAMES = (
    "fp32_tflops", "fp64_tflops", "bandwidth_gbs", "l2_mb",
    # the performance model's further parameters (fpsem.speed.model.MACHINE_FIGURES; docs/model.md)
    "clock_ghz", "launch_us", "launch_next_us", "block_ns", "dram_latency_ns", "l2_gbs", "l2_latency_ns", "l2_resident_mb",
    "l1_bytes_per_clk", "l1_cycles_per_load", "l1_latency_ns", "issue_per_clk",
    "fp64_latency_ns", "fp32_latency_ns", "sfu_latency_ns", "int_latency_ns",
    "max_threads_per_unit", "max_blocks_per_unit", "regs_per_unit", "warp_size", "memory_overlap_p",
    # optional: NVPTX div.rn/sqrt.rn in FMA slots of their precision (measured)
    "div_f64_slots", "div_f32_slots", "sqrt_f64_slots", "sqrt_f32_slots",
    # the trace-driven terms (fpsem.speed.dynamic_model.TRACE_FIGURES): cache geometry, L1 tag rate, atomics, DRAM fetch
    "l1_kb", "l1_line_bytes", "l2_line_bytes", "l1_cycles_per_line", "l1_banks", "atomic_same_ns", "atomic_gops",
    "dram_fetch_bytes", "cold_start_us", "l1_miss_cycles",
)
# datasheet: a vendor document (datasheet, whitepaper, programming guide, ISA manual); paper: a published
# measurement of the GPU (a microbenchmark study, its data files); measured: read off a microbenchmark here;
# fitted: a parameter of the model fitted (scipy.optimize) to calibration microbenchmarks -- never to the
# suite's kernels -- or carried over from such a fit by a stated rule; architecture: an older spelling of
# "datasheet" (vendor architecture documentation); assumed: no source found, a stated assumption awaiting a
# measurement (its note says which).
FIGURE_SOURCES = ("datasheet", "paper", "measured", "fitted", "architecture", "assumed")
# The label ``fpsem targets`` prints beside every figure.
SOURCE_LABELS = {"datasheet": "ds", "paper": "paper", "measured": "meas", "fitted": "fit", "architecture": "ds",
                 "assumed": "assumed"}
_REQUIRED = ("description", "kind", "triple", "cpu")
_KNOWN = set(_REQUIRED) | {"features", "units", "unit_name", "sfu_per_fp32", "figures", "codegen_options"}


@dataclass(frozen=True)
class Figure:
    """One number with its provenance."""

    value: float
    source: str  # datasheet | measured | architecture
    note: str = ""
    datasheet: float | None = None  # the datasheet value a measured figure replaces
    date: str = ""  # measured / fitted figures: when, on which device, by which command
    device: str = ""
    command: str = ""
    cite: str = ""  # where the figure comes from: a document, a paper, a data file (datasheet and paper figures)

    @property
    def tag(self) -> str:
        """``ds``, ``paper``, ``meas`` or ``fit``: how the figure was obtained."""
        return SOURCE_LABELS[self.source]

    def label(self, unit: str = "") -> str:
        return f"{self.value:g}{unit} [{self.tag}]"


@dataclass(frozen=True)
class Target:
    """A compilation target and, where known, its peak rates."""

    name: str
    description: str
    kind: str  # nvptx | amdgpu | host
    triple: str
    cpu: str
    features: str = ""
    units: int = 0
    unit_name: str = "SM"
    sfu_per_fp32: Figure | None = None
    figures: Mapping[str, Figure] = field(default_factory=dict)
    codegen_options: tuple[CodegenOption, ...] = ()
    source: str = ""  # the file a user target came from ("" for the built-in registry)

    @property
    def machine(self) -> MachineSpec:
        """What LLVM needs to build this target's TargetMachine (also the compile cache's key); the relocation
        and code models are the kind's (:class:`fpsem.compiler.backends.base.Backend`)."""
        f = backend_for(self.kind).facts
        return MachineSpec(self.triple, self.cpu, self.features, reloc=f.reloc, codemodel=f.codemodel,
                           options=self.codegen_options)

    @property
    def is_gpu(self) -> bool:
        return backend_for(self.kind).facts.is_gpu

    def figure(self, name: str) -> Figure | None:
        return self.figures.get(name)

    def summary(self) -> dict:
        """JSON-ready view (what ``fpsem targets --json`` prints)."""

        def fig(f: Figure | None) -> dict | None:
            if f is None:
                return None
            d = {"value": f.value, "source": f.source, "label": f.tag}
            if f.cite:
                d["cite"] = f.cite
            if f.note:
                d["note"] = f.note
            if f.datasheet is not None:
                d["datasheet"] = f.datasheet
            for k in ("date", "device", "command"):
                if getattr(f, k):
                    d[k] = getattr(f, k)
            return d

        return {
            "name": self.name,
            "description": self.description,
            "kind": self.kind,
            "triple": self.triple,
            "cpu": self.cpu,
            "features": self.features,
            "units": self.units,
            "unit_name": self.unit_name,
            "sfu_per_fp32": fig(self.sfu_per_fp32),
            "figures": {k: fig(v) for k, v in self.figures.items()},
        }


def _figure(where: str, key: str, raw: object) -> Figure:
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        raise UsageError(f"{where}: {key} needs a source: write {{ value = {raw}, source = \"datasheet\" }}")
    if not isinstance(raw, dict) or "value" not in raw or "source" not in raw:
        raise UsageError(f"{where}: {key} must be {{ value = ..., source = ... }}")
    unknown = set(raw) - {"value", "source", "note", "datasheet", "date", "device", "command", "cite"}
    if unknown:
        raise UsageError(f"{where}: {key} has unknown key(s) {', '.join(sorted(unknown))}")
    value, source = raw["value"], raw["source"]
    if not isinstance(value, (int, float)) or isinstance(value, bool) or value <= 0:
        raise UsageError(f"{where}: {key}.value must be a positive number")
    if source not in FIGURE_SOURCES:
        raise UsageError(f"{where}: {key}.source must be one of {', '.join(FIGURE_SOURCES)}")
    ds = raw.get("datasheet")
    if ds is not None and (not isinstance(ds, (int, float)) or isinstance(ds, bool)):
        raise UsageError(f"{where}: {key}.datasheet must be a number")
    if source == "fitted" and not all(raw.get(k) for k in ("date", "device", "command")):
        raise UsageError(f"{where}: {key} is {source}: say when and on which device (date, device, command)")
    if source == "assumed" and not raw.get("note"):
        raise UsageError(f"{where}: {key} is assumed: say in its note why and what will measure it")
    if source == "paper" and not raw.get("cite"):
        raise UsageError(f"{where}: {key} is a published figure: cite where it was published (cite = \"...\")")
    return Figure(float(value), source, str(raw.get("note", "")), None if ds is None else float(ds),
                  str(raw.get("date", "")), str(raw.get("device", "")), str(raw.get("command", "")),
                  str(raw.get("cite", "")))


def parse_target(name: str, data: Mapping, host: MachineSpec | None = None, where: str = "targets.toml") -> Target:
    """Build a Target from one registry table; ``native`` fields take ``host``'s values.

    Raises UsageError naming the target and the problem.
    """
    loc = f"{where} [{name}]"
    missing = [k for k in _REQUIRED if k not in data]
    if missing:
        raise UsageError(f"{loc}: missing {', '.join(missing)}")
    unknown = set(data) - _KNOWN
    if unknown:
        raise UsageError(f"{loc}: unknown key(s) {', '.join(sorted(unknown))}")
    if data["kind"] not in KINDS:
        raise UsageError(f"{loc}: kind must be one of {', '.join(KINDS)}")
    triple, cpu, features = str(data["triple"]), str(data["cpu"]), str(data.get("features", ""))
    if "native" in (triple, cpu, features):
        h = host or host_machine_spec()
        triple = h.triple if triple == "native" else triple
        cpu = h.cpu if cpu == "native" else cpu
        features = h.features if features == "native" else features
    units_raw = data.get("units", 0)
    units = (os.cpu_count() or 1) if units_raw == "native" else units_raw
    if not isinstance(units, int) or isinstance(units, bool) or units < 0:
        raise UsageError(f"{loc}: units must be a non-negative integer or \"native\"")
    figs_raw = data.get("figures", {})
    if not isinstance(figs_raw, dict):
        raise UsageError(f"{loc}: figures must be a table")
    bad = set(figs_raw) - set(FIGURE_NAMES)
    if bad:
        raise UsageError(f"{loc}: unknown figure(s) {', '.join(sorted(bad))} (known: {', '.join(FIGURE_NAMES)})")
    figures = {k: _figure(loc, k, figs_raw[k]) for k in FIGURE_NAMES if k in figs_raw}
    sfu = _figure(loc, "sfu_per_fp32", data["sfu_per_fp32"]) if "sfu_per_fp32" in data else None
    options = tuple(_codegen_option(loc, i, raw) for i, raw in enumerate(data.get("codegen_options", [])))
    return Target(
        name=name,
        description=str(data["description"]),
        kind=data["kind"],
        triple=triple,
        cpu=cpu,
        features=features,
        units=units,
        unit_name=str(data.get("unit_name", "SM")),
        sfu_per_fp32=sfu,
        figures=figures,
        codegen_options=options,
    )


def _codegen_option(loc: str, idx: int, raw: object) -> CodegenOption:
    where = f"{loc}: codegen_options[{idx}]"
    if not isinstance(raw, dict) or set(raw) - {"name", "value", "default", "why"} \
            or not all(isinstance(raw.get(k), str) for k in ("name", "value", "default")):
        raise UsageError(f"{where} must be {{ name = \"...\", value = \"...\", default = \"...\", why = \"...\" }}")
    return CodegenOption(raw["name"], raw["value"], raw["default"])


def registry_path() -> Path:
    return data_dir() / "targets.toml"


def load_targets(path: Path | None = None, host: MachineSpec | None = None) -> dict[str, Target]:
    """Every target of the registry file, by name, in file order."""
    p = Path(path or registry_path())
    try:
        st = p.stat()
        stamp: tuple[int, int] | None = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None
    if stamp is None:  # missing or unreadable: read_toml says so
        return _parse_registry(str(p), None, host)
    return dict(_parse_registry(str(p), stamp, host))


@functools.lru_cache(maxsize=16)
def _parse_registry(path: str, stamp: tuple[int, int] | None, host: MachineSpec | None) -> dict[str, Target]:
    # parsed once per file version and process (a sweep worker resolves a target per cell; the targets are
    # frozen values, and callers get a copy of the dict)
    data = read_toml(Path(path), UsageError, path, f"target registry not found: {path}")
    return {name: parse_target(name, table, host, path) for name, table in data.items()}


def _is_path(name: str) -> bool:
    return name.endswith(".toml") or "/" in name or os.sep in name


def load_target_file(path: Path) -> list[Target]:
    """The targets of a user's TOML file in the registry's format (one ``[name]`` table each).

    A user adds a card (an sm_89 or gfx942 board) or corrects a figure this way
    without editing the package: ``-t my_card.toml`` wherever a target name goes.
    """
    p = Path(path)
    data = read_toml(p, UsageError, str(p), f"target file not found: {p}")
    if not data:
        raise UsageError(f"{p}: no target table in it (write [name] followed by the registry's keys)")
    bad = [k for k, v in data.items() if not isinstance(v, dict)]
    if bad:
        raise UsageError(f"{p}: {', '.join(bad)} must be a table ([name] with the registry's keys)")
    return [replace(parse_target(name, table, None, str(p)), source=str(p.resolve())) for name, table in data.items()]


def resolve_target(name: str, registry: Mapping[str, Target] | None = None) -> Target:
    """One target by name, or the single target of a TOML file given by path; UsageError otherwise."""
    if _is_path(name):
        found = load_target_file(Path(name))
        if len(found) != 1:
            raise UsageError(f"{name}: holds {len(found)} targets ({', '.join(t.name for t in found)}); "
                             "name one file per target here, or pass the file to a command that takes a list")
        return found[0]
    reg = registry if registry is not None else load_targets()
    try:
        return reg[name]
    except KeyError:
        raise UsageError(f"unknown target {name!r} (known: {', '.join(reg)}; or a path to a .toml file "
                         "in the registry's format)") from None


def resolve_targets(spec: str, registry: Mapping[str, Target] | None = None) -> list[Target]:
    """Comma-separated target names or TOML file paths (every target of each file), or ``all``.

    ``h100`` and ``h200`` share their machine code (both sm_90); compiling both is
    a build-cache hit for the second.
    """
    reg = registry if registry is not None else load_targets()
    if spec.strip() == "all":
        return list(reg.values())
    names = [s.strip() for s in spec.split(",") if s.strip()]
    if not names:
        raise UsageError("no target given")
    out: list[Target] = []
    for n in names:
        out += load_target_file(Path(n)) if _is_path(n) else [resolve_target(n, reg)]
    return out
