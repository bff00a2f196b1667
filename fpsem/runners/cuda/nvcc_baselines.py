"""NVIDIA's own compiler as the anchor: the suite's kernels in CUDA C, compiled with ``nvcc -ptx``.

``benchmarks/cuda/<kernel>.cu`` holds a hand-written CUDA C version of each kernel
(from the formulas of shared/KERNELS.md) with the same launch ABI as fpsem's
generated entry points, so the CUDA runner loads and launches nvcc's PTX through
exactly the same driver path, with the same inputs, block size and references.
Three modes, as issue 7 asks:

* ``nvcc-strict``  ``-fmad=false``: no contraction (compare with fpsem ``strict``);
* ``nvcc-default`` nvcc's default (contraction on; compare with ``contract``/``algebraic``);
* ``nvcc-fast``    ``--use_fast_math`` (flush-to-zero, approximate division, square
  root and f32 transcendentals; compare with ``algebraic-afn``/``fast``).

Sizes are compile-time constants (``-DSZ_<name>``, ``-DLO_/HI_<stage>_<d>``), as they
are in fpsem's entries.  Compiled PTX is cached on disk by a hash of the sources,
the mode, the defines and the nvcc version, so PTX built here can travel to the GPU
machine in the cache directory.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from fpsem.compiler.entry.nvptx import constant_args, constant_symbol
from fpsem.core.errors import UsageError
from fpsem.core.paths import cache_dir, project_root
from fpsem.kernels.spec import KernelSpec, resolve_sizes, stage_space

NVCC_MODES: dict[str, tuple[str, ...]] = {
    "nvcc-strict": ("-fmad=false",),
    "nvcc-default": (),
    "nvcc-fast": ("--use_fast_math",),
}
# The fpsem profile each nvcc mode is set beside in reports.
COMPARABLE_PROFILE: dict[str, str] = {"nvcc-strict": "strict", "nvcc-default": "algebraic", "nvcc-fast": "algebraic-afn"}
OPT_FLAGS: tuple[str, ...] = ("-O3",)
HEADER = "fpsem_cuda.h"

# an entry, optionally with launch bounds after `void` (the RAJAPerf-shaped peers' form)
_ENTRY_DECL = re.compile(
    r'extern\s+"C"\s+__global__\s+void\s+(?:__launch_bounds__\s*\([^)]*\)\s*)?(\w+)\s*\(([^)]*)\)', re.S)
_CONST_DECL = re.compile(r"__constant__\s+(?:Real|Real_type)\s+(\w+)\s*\[\s*(\d+)\s*\]")


def sources_dir() -> Path:
    return project_root() / "benchmarks" / "cuda"


def source_path(kernel_key: str) -> Path:
    return sources_dir() / f"{kernel_key}.cu"


def has_source(kernel_key: str) -> bool:
    return source_path(kernel_key).is_file()


def find_nvcc(env: Mapping[str, str] | None = None) -> Path | None:
    """``$FPSEM_NVCC``, ``nvcc`` on the PATH, or ``$CUDA_HOME/bin/nvcc``; None when there is none."""
    e = os.environ if env is None else env
    if e.get("FPSEM_NVCC"):
        p = Path(e["FPSEM_NVCC"])
        return p if p.is_file() else None
    found = shutil.which("nvcc", path=e.get("PATH"))
    if found:
        return Path(found)
    for home in (e.get("CUDA_HOME"), e.get("CUDA_PATH"), "/usr/local/cuda"):
        if home and (Path(home) / "bin" / "nvcc").is_file():
            return Path(home) / "bin" / "nvcc"
    return None


@functools.lru_cache(maxsize=4)
def nvcc_version(nvcc: str) -> str:
    """The release line of ``nvcc --version`` (e.g. ``Cuda compilation tools, release 13.0, V13.0.88``)."""
    try:
        out = subprocess.run([nvcc, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError) as e:
        return f"unknown ({e})"
    lines = [l.strip() for l in out.splitlines() if "release" in l]
    return lines[-1] if lines else out.strip().splitlines()[-1] if out.strip() else "unknown"


def size_defines(spec: KernelSpec, sizes: Mapping[str, int]) -> tuple[str, ...]:
    """The ``-D`` flags that give a CUDA source its sizes and stage spaces (sorted, so they hash stably)."""
    defs = [f"-DSZ_{k}={int(v)}LL" for k, v in sorted(sizes.items())]
    for stage in spec.stages:
        for d, (lo, hi) in enumerate(stage_space(spec, stage, sizes)):
            defs.append(f"-DLO_{stage.name}_{d}={lo}LL")
            defs.append(f"-DHI_{stage.name}_{d}={hi}LL")
    return tuple(defs)


def nvcc_command(nvcc: str, source: Path, mode: str, precision: str, arch: str, defines: tuple[str, ...],
                 out: Path) -> list[str]:
    """The exact nvcc command line for one baseline (recorded with every result)."""
    if mode not in NVCC_MODES:
        raise UsageError(f"unknown nvcc mode {mode!r} (known: {', '.join(NVCC_MODES)})")
    return ptx_command(nvcc, source, (*OPT_FLAGS, *NVCC_MODES[mode]), precision, arch, defines, out)


def ptx_command(nvcc: str, source: Path, flags: tuple[str, ...], precision: str, arch: str,
                defines: tuple[str, ...], out: Path) -> list[str]:
    """``nvcc -ptx -arch=<arch> <flags> [-DFPSEM_F32] <defines> -I<dir> <source> -o <out>``."""
    if precision not in ("f64", "f32"):
        raise UsageError(f"unknown precision {precision!r}")
    prec = ["-DFPSEM_F32"] if precision == "f32" else []
    return [nvcc, "-ptx", f"-arch={arch}", *flags, *prec, *defines, f"-I{source.parent}", str(source), "-o", str(out)]


@dataclass(frozen=True)
class CudaPtx:
    """nvcc's PTX of one CUDA source, how it was made, or why it was not."""

    ptx: str
    command: tuple[str, ...]
    nvcc_version: str
    cached: bool = False
    failure: str = ""


def compile_ptx(source: Path, header: str, flags: tuple[str, ...], precision: str, arch: str,
                defines: tuple[str, ...], nvcc: Path | None, cache: Path | None = None,
                timeout: float = 300.0) -> CudaPtx:
    """nvcc's PTX of ``source`` (cached on disk by the source, ``header``'s text, the flags and nvcc's
    release); never raises for a problem of the source or the tool: ``failure`` says what went wrong."""
    if nvcc is None:
        return CudaPtx("", (), "", failure="nvcc not found (set FPSEM_NVCC or CUDA_HOME)")
    version = nvcc_version(str(nvcc))
    text = source.read_text()
    root = cache if cache is not None else cache_dir() / "nvcc"
    with tempfile.TemporaryDirectory(prefix="fpsem-nvcc-") as tmp:
        out = Path(tmp) / f"{source.stem}.{precision}.ptx"
        cmd = ptx_command(str(nvcc), source, flags, precision, arch, defines, out)
        # the key leaves out paths (nvcc, -I, source, -o) so a cache built elsewhere is valid here
        tail = [c for c in cmd[1:] if not c.startswith("-I") and c not in (str(source), str(out), "-o")]
        key = _cache_key(text, header, tail, version.split(",")[-1].strip())
        hit = root / key[:2] / f"{key}.ptx"
        if hit.is_file():
            return CudaPtx(hit.read_text(), tuple(cmd), version, cached=True)
        try:
            res = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return CudaPtx("", tuple(cmd), version, failure=f"nvcc ran past {timeout:g} s")
        if res.returncode != 0:
            msg = " | ".join(l.strip() for l in (res.stderr or res.stdout).splitlines() if l.strip())[:500]
            return CudaPtx("", tuple(cmd), version, failure=f"nvcc exit {res.returncode}: {msg}")
        ptx = out.read_text()
    try:
        hit.parent.mkdir(parents=True, exist_ok=True)
        tmp_file = hit.with_suffix(f".tmp{os.getpid()}")
        tmp_file.write_text(ptx)
        os.replace(tmp_file, hit)
    except OSError:
        pass  # a read-only cache only costs a recompile
    return CudaPtx(ptx, tuple(cmd), version)


@dataclass(frozen=True)
class BaselineEntry:
    """A stage entry of a CUDA source, as the runner launches it (mirrors the generated entries)."""

    name: str
    stage: str
    params: tuple[str, ...]       # spec argument names in order (constant arrays excluded)
    reduce: bool
    constants: tuple[tuple[str, str], ...]  # (spec argument, __constant__ global)


@dataclass(frozen=True)
class NvccBuild:
    """One CUDA source built by nvcc for one kernel, precision and mode: the PTX and how it was made, or why not."""

    kernel: str
    precision: str
    mode: str
    arch: str
    ptx: str
    command: tuple[str, ...]
    nvcc_version: str
    cached: bool = False
    failure: str = ""

    @property
    def ok(self) -> bool:
        return not self.failure

    @property
    def name(self) -> str:
        return f"{self.kernel}.{self.precision}.{self.mode}"


@dataclass(frozen=True)
class NvccBaseline(NvccBuild):
    """One compiled baseline (``benchmarks/cuda/<kernel>.cu``) and the entry points the spec expects of it."""

    entries: tuple[BaselineEntry, ...] = ()


_OBJECT_MACRO = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+((?:.*\\\n)*.*)$", re.M)


def expand_object_macros(source_text: str) -> str:
    """The text with object-like ``#define NAME body`` macros (continuation lines included) expanded.

    Enough for a shared parameter list written once (ENERGY's six stages); function-like
    macros and conditionals are left alone.
    """
    macros = {m.group(1): m.group(2).replace("\\\n", " ") for m in _OBJECT_MACRO.finditer(source_text)}
    body = _OBJECT_MACRO.sub("", source_text)
    for _ in range(4):  # macros that use macros
        for name, value in macros.items():
            body = re.sub(rf"\b{name}\b", value.replace("\\", "\\\\"), body)  # the value literally
    return body


def declared_entries(source_text: str) -> dict[str, list[str]]:
    """``extern "C" __global__`` entries of a CUDA source and their parameter names, in order."""
    out: dict[str, list[str]] = {}
    for m in _ENTRY_DECL.finditer(expand_object_macros(source_text)):
        params = []
        for p in m.group(2).split(","):
            p = p.strip()
            if p:
                params.append(re.findall(r"\w+", p)[-1])
        out[m.group(1)] = params
    return out


def declared_constants(source_text: str) -> dict[str, int]:
    """``__constant__ Real name[n]`` globals of a CUDA source: name -> element count."""
    return {m.group(1): int(m.group(2)) for m in _CONST_DECL.finditer(source_text)}


def expected_entries(spec: KernelSpec) -> tuple[BaselineEntry, ...]:
    """The entries a CUDA source of ``spec`` must define: the launch ABI of kernels/README.md.

    Every spec parameter in order except constant arrays (module globals named
    named as fpsem's NVPTX entries name them, ``<kernel>_const_<arg>``), then
    ``partials`` for a reduce stage.
    """
    consts = tuple((a.name, constant_symbol(spec, a)) for a in constant_args(spec))
    plain = tuple(a.name for a in spec.params if not (a.is_array and a.constant))
    out = []
    for s in spec.stages:
        params = plain + (("partials",) if s.reduce else ())
        out.append(BaselineEntry(f"{spec.key}_{s.name}_entry", s.name, params, s.reduce is not None, consts))
    return tuple(out)


def check_source(spec: KernelSpec, source_text: str) -> list[str]:
    """Problems of a CUDA source against the spec's launch ABI (empty when it conforms)."""
    problems = []
    declared = declared_entries(source_text)
    consts = declared_constants(source_text)
    for e in expected_entries(spec):
        if e.name not in declared:
            problems.append(f"missing entry {e.name}")
        elif tuple(declared[e.name]) != e.params:
            problems.append(f"{e.name} takes ({', '.join(declared[e.name])}), the spec says ({', '.join(e.params)})")
        for arg, glob in e.constants:
            if glob not in consts:
                problems.append(f"constant array {arg} needs `__constant__ Real {glob}[...]`")
    return problems


def _cache_key(source_text: str, header_text: str, cmd_tail: list[str], version: str) -> str:
    h = hashlib.sha256()
    for part in (source_text, header_text, "\0".join(cmd_tail), version):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def compile_baseline(spec: KernelSpec, precision: str, mode: str, size_set: str = "default",
                     overrides: Mapping[str, int] | None = None, arch: str = "sm_90",
                     nvcc: Path | None = None, cache: Path | None = None, timeout: float = 300.0) -> NvccBaseline:
    """Compile ``benchmarks/cuda/<kernel>.cu`` for one precision and mode to PTX (cached).

    Never raises for a problem of the baseline itself (no source, ABI mismatch,
    nvcc error): the result's ``failure`` says what went wrong.  UsageError only
    for an unknown mode or precision.
    """
    entries = expected_entries(spec)
    src = source_path(spec.key)
    result = functools.partial(NvccBaseline, kernel=spec.key, precision=precision, mode=mode, arch=arch,
                               entries=entries)
    nvcc = nvcc or find_nvcc()
    if nvcc is None:
        return result(ptx="", command=(), nvcc_version="", failure="nvcc not found (set FPSEM_NVCC or CUDA_HOME)")
    version = nvcc_version(str(nvcc))
    if not src.is_file():
        return result(ptx="", command=(), nvcc_version=version, failure=f"no CUDA source {src}")
    text = src.read_text()
    problems = check_source(spec, text)
    if problems:
        return result(ptx="", command=(), nvcc_version=version,
                            failure=f"{src.name}: " + "; ".join(problems))
    sizes = resolve_sizes(spec, size_set, overrides)
    header = (src.parent / HEADER).read_text() if (src.parent / HEADER).is_file() else ""
    built = compile_ptx(src, header, (*OPT_FLAGS, *NVCC_MODES[mode]), precision, arch, size_defines(spec, sizes),
                        nvcc, cache, timeout)
    return result(ptx=built.ptx, command=built.command, nvcc_version=built.nvcc_version, cached=built.cached,
                        failure=built.failure)
