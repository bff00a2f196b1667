"""RAJAPerf's Base_CUDA kernels as the peer: fpsem's own CUDA versions in RAJAPerf's shape.

``benchmarks/cuda/rajaperf/<kernel>.cu`` holds, for every built-in kernel that RAJAPerf has,
a CUDA version written in the shape of RAJAPerf's Base_CUDA variant (one thread per point
behind ``if (i < iend)``, ``__launch_bounds__(256)``, 64-bit ``Index_type``, sizes as
run-time arguments, ``__constant__`` tables and host-computed offset pointers where RAJAPerf
has them, block-atomic reductions).  ``peers.toml`` beside them binds each kernel parameter to
fpsem's inputs and gives each stage's launch (RAJAPerf's grid and block shapes), so the CUDA
runner (:mod:`fpsem.runners.cuda.runner`) launches the peers on exactly the buffers, inputs and
timing conventions of fpsem's own variants.

Two builds, both ``-arch=<sm>`` with RAJAPerf's nvcc flags (``-O3 -restrict``; RAJAPerf's
CMake adds ``-restrict`` to every CUDA compile and its release host-configs ``-O3``):

* ``rajaperf``        RAJAPerf's flags as they are: nvcc contracts multiply-adds (its default);
* ``rajaperf-nofma``  the same with ``-fmad=false``: the operations of fpsem's ``strict`` form,
  for the bit-for-bit check of the outputs.
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from fpsem.compiler.entry.launch import explicit_launch
from fpsem.core.errors import UsageError
from fpsem.core.paths import project_root
from fpsem.core.precision import precision_of
from fpsem.kernels.spec import ExprError, KernelSpec, eval_int, expr_names, resolve_sizes
from fpsem.runners.cuda.nvcc_baselines import NvccBuild, compile_ptx, declared_constants, declared_entries, find_nvcc
from fpsem.runners.cuda.runner import LaunchEntry, LaunchParam, Program

RAJAPERF_FLAGS: tuple[str, ...] = ("-O3", "-restrict")
PEER_MODES: dict[str, tuple[str, ...]] = {"rajaperf": (), "rajaperf-nofma": ("-fmad=false",)}
HEADER = "rajaperf_peer.h"
MANIFEST = "peers.toml"

_BINDING = re.compile(r"^\s*(\w+)\s*(?:=\s*(.*?)\s*)?$")
_PTR = re.compile(r"^(\w+)\s*(?:\+\s*(.+))?$")


def peers_dir() -> Path:
    return project_root() / "benchmarks" / "cuda" / "rajaperf"


@dataclass(frozen=True)
class Binding:
    """How one kernel parameter is filled: ``kind`` arg | ptr | int | real | result (see peers.toml)."""

    param: str          # the CUDA parameter's name
    kind: str
    target: str = ""    # spec argument (arg, ptr)
    expr: str = ""      # element offset (ptr), integer expression (int) or literal (real)


@dataclass(frozen=True)
class PeerStage:
    stage: str
    kernel: str
    params: tuple[Binding, ...]
    grid: tuple[str, ...]
    block: tuple[str, ...]
    shmem: str = "0"


@dataclass(frozen=True)
class Peer:
    """One kernel's peer: the RAJAPerf source its shape follows, its constant tables and stages."""

    kernel: str
    rajaperf: str
    stages: tuple[PeerStage, ...]
    constants: tuple[tuple[str, str], ...] = ()  # (spec argument, __constant__ symbol)

    @property
    def source(self) -> Path:
        return peers_dir() / f"{self.kernel}.cu"


def parse_binding(text: str) -> Binding:
    """A peers.toml parameter binding (``NAME`` or ``C = arg:|ptr:|int:|real:...|result``); UsageError if malformed."""
    m = _BINDING.match(text)
    if not m:
        raise UsageError(f"peers.toml: bad parameter binding {text!r}")
    name, rhs = m.group(1), m.group(2)
    if rhs is None:
        return Binding(name, "arg", name)
    if rhs == "result":
        return Binding(name, "result")
    kind, _, rest = rhs.partition(":")
    rest = rest.strip()
    if kind == "arg" and re.fullmatch(r"\w+", rest):
        return Binding(name, "arg", rest)
    if kind == "ptr" and (pm := _PTR.match(rest)):
        return Binding(name, "ptr", pm.group(1), (pm.group(2) or "0").strip())
    if kind == "int" and rest:
        return Binding(name, "int", expr=rest)
    if kind == "real" and rest:
        try:
            float(rest)
        except ValueError:
            raise UsageError(f"peers.toml: {name}: {rest!r} is not a real literal") from None
        return Binding(name, "real", expr=rest)
    raise UsageError(f"peers.toml: bad parameter binding {text!r}")


def _stage(raw: Mapping) -> PeerStage:
    try:
        return PeerStage(str(raw["stage"]), str(raw["kernel"]), tuple(parse_binding(p) for p in raw["params"]),
                         tuple(str(g) for g in raw["grid"]), tuple(str(b) for b in raw["block"]),
                         str(raw.get("shmem", "0")))
    except KeyError as e:
        raise UsageError(f"peers.toml: a stage lacks {e.args[0]!r}") from None


def load_peers(path: Path | None = None) -> dict[str, Peer]:
    """Every peer of the manifest, by kernel key."""
    p = path or peers_dir() / MANIFEST
    try:
        data = tomllib.loads(p.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise UsageError(f"cannot read the peer manifest {p}: {e}") from None
    return {k: Peer(k, str(v.get("rajaperf", "")), tuple(_stage(s) for s in v.get("stages", [])),
                    tuple(sorted((str(a), str(b)) for a, b in v.get("constants", {}).items())))
            for k, v in data.items()}


def _env(spec: KernelSpec, sizes: Mapping[str, int], precision: str) -> dict[str, int]:
    return {**sizes, "W": int(precision_of(precision).dtype(0).itemsize)}


def check_peer(peer: Peer, spec: KernelSpec, source_text: str) -> list[str]:
    """Problems of a peer against the spec and its CUDA source (empty when it conforms)."""
    problems = []
    stages = [s.name for s in spec.stages]
    if [s.stage for s in peer.stages] != stages:
        problems.append(f"stages {[s.stage for s in peer.stages]} are not the spec's {stages}")
    # the kernels are declared through the header's RP_KERNEL macro
    declared = declared_entries((peers_dir() / HEADER).read_text() + "\n" + source_text)
    names = set(resolve_sizes(spec, "default")) | {"W"}
    for st in peer.stages:
        if st.kernel not in declared:
            problems.append(f"no kernel {st.kernel} in {peer.kernel}.cu")
        elif declared[st.kernel] != [b.param for b in st.params]:
            problems.append(f"{st.kernel} takes ({', '.join(declared[st.kernel])}), peers.toml binds "
                            f"({', '.join(b.param for b in st.params)})")
        for b in st.params:
            if b.kind in ("arg", "ptr"):
                if b.target not in {a.name for a in spec.params}:
                    problems.append(f"{st.kernel}: {b.param} binds {b.target}, not an argument of {spec.key}")
                elif b.kind == "ptr" and not spec.arg(b.target).is_array:
                    problems.append(f"{st.kernel}: {b.param} offsets {b.target}, which is not an array")
        exprs = [b.expr for b in st.params if b.kind in ("int", "ptr")] + list(st.grid + st.block) + [st.shmem]
        for e in exprs:
            try:
                unknown = expr_names(e) - names
            except ExprError as err:
                problems.append(f"{st.kernel}: {e!r}: {err}")
                continue
            if unknown:
                problems.append(f"{st.kernel}: {e!r} names {', '.join(sorted(unknown))}, not a size of {spec.key}")
    consts = declared_constants(source_text)
    for arg, sym in peer.constants:
        if sym not in consts:
            problems.append(f"constant table {arg} needs `__constant__ Real_type {sym}[...]` in {peer.kernel}.cu")
    return problems


@dataclass(frozen=True)
class CompiledPeer(NvccBuild):
    """One peer built for one precision and mode: nvcc's PTX and how, or why not."""


def compile_peer(peer: Peer, spec: KernelSpec, precision: str, mode: str = "rajaperf", arch: str = "sm_90",
                 nvcc: Path | None = None, cache: Path | None = None) -> CompiledPeer:
    """nvcc's PTX of the peer with RAJAPerf's flags (and ``-fmad=false`` for ``rajaperf-nofma``).

    Never raises for a problem of the peer itself (no source, a mismatch with the spec or
    the manifest, nvcc's error): ``failure`` says what.  UsageError for an unknown mode.
    """
    if mode not in PEER_MODES:
        raise UsageError(f"unknown peer mode {mode!r} (known: {', '.join(PEER_MODES)})")
    result = functools.partial(CompiledPeer, kernel=peer.kernel, precision=precision, mode=mode, arch=arch)
    if not peer.source.is_file():
        return result(ptx="", command=(), nvcc_version="", failure=f"no CUDA source {peer.source}")
    problems = check_peer(peer, spec, peer.source.read_text())
    if problems:
        return result(ptx="", command=(), nvcc_version="", failure="; ".join(problems))
    header = (peers_dir() / HEADER).read_text()
    built = compile_ptx(peer.source, header, (*RAJAPERF_FLAGS, *PEER_MODES[mode]), precision, arch, (),
                        nvcc or find_nvcc(), cache)
    return result(ptx=built.ptx, command=built.command, nvcc_version=built.nvcc_version, cached=built.cached,
                  failure=built.failure)


def _param(b: Binding, env: Mapping[str, int]) -> LaunchParam:
    if b.kind == "arg":
        return LaunchParam(b.target, "array")  # kind fixed by launch_params from the spec
    if b.kind == "ptr":
        return LaunchParam(b.target, "array", offset=eval_int(b.expr, env))
    if b.kind == "int":
        return LaunchParam(b.param, "const-i64", eval_int(b.expr, env))
    if b.kind == "real":
        return LaunchParam(b.param, "const-real", float(b.expr))
    return LaunchParam(b.param, "result")


def launch_entries(peer: Peer, spec: KernelSpec, sizes: Mapping[str, int], precision: str) -> tuple[LaunchEntry, ...]:
    """The runner's entries of a peer at ``sizes``: parameters bound, launches resolved."""
    env = _env(spec, sizes, precision)
    out = []
    for st in peer.stages:
        params = []
        for b in st.params:
            p = _param(b, env)
            if b.kind == "arg":
                a = spec.arg(b.target)
                p = LaunchParam(a.name, "array" if a.is_array else ("i64" if a.type == "i64" else "real"))
            params.append(p)
        reduce = any(s.reduce is not None for s in spec.stages if s.name == st.stage)
        launch = explicit_launch(tuple(eval_int(g, env) for g in st.grid), tuple(eval_int(b, env) for b in st.block),
                                 eval_int(st.shmem, env))
        out.append(LaunchEntry(st.kernel, st.stage, tuple(params), reduce, peer.constants, launch))
    return tuple(out)


def peer_program(peer: Peer, compiled: CompiledPeer, spec: KernelSpec, sizes: Mapping[str, int]) -> Program:
    """The runner's :class:`Program` of a built peer at ``sizes`` (labelled ``<kernel>.<precision>.<mode>``)."""
    return Program(compiled.name, compiled.ptx, launch_entries(peer, spec, sizes, compiled.precision), "rajaperf")
