"""Locating the vendor tools fpsem uses: libdevice, ROCm's ocml bitcode, and ptxas.

Search order, first hit wins:

* explicit overrides: ``FPSEM_LIBDEVICE`` (the ``.bc`` file, or a directory holding
  ``libdevice.10.bc``), ``FPSEM_ROCM_BITCODE`` (a directory holding ``ocml.bc``),
  ``FPSEM_PTXAS`` (the executable).  An override that names a missing path, or a
  directory without the library, is refused (:class:`BadOverride`, exit 2): it is never
  skipped in favour of another copy.  An override, when set, is the only candidate;
* the system's toolkits, as before the wheels existed (so that results on a machine with
  a CUDA toolkit do not change when the wheels are installed too): ``ptxas`` on ``PATH``,
  ``CUDA_HOME``/``CUDA_PATH``, ``/usr/local/cuda*``; ``ROCM_PATH``, ``/opt/rocm``, Debian's
  ``/usr/lib/<triplet>/amdgcn/bitcode``;
* fpsem's own Python environment, where the toolkits are absent: NVIDIA's wheels
  ``nvidia-cuda-nvcc`` (ptxas, in ``nvidia/cu13/bin/``) and ``nvidia-nvvm`` (libdevice, in
  ``nvidia/cu13/nvvm/libdevice/``), declared in the ``test`` and ``nvptx`` extras; and
  ``<sys.prefix>/share/fpsem/amdgcn/bitcode``, where ``make rocm-libs`` unpacks Debian's
  ``rocm-device-libs`` when it cannot install it system-wide.

``FPSEM_SYSTEM_LIBS=0`` drops the second group: only the overrides and the Python
environment count.  It makes a run reproducible from what fpsem's environment declares,
and lets a test prove that a fresh environment has what it needs (README, "Set-up").

``python -m fpsem.compiler.devlibs [--need libdevice,ocml,ptxas]`` prints what is found where,
exiting 1 when a needed one is missing (``make rocm-libs`` uses it).
"""

from __future__ import annotations

import argparse
import functools
import glob
import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from fpsem.core.errors import UsageError

LIBDEVICE = "libdevice.10.bc"
OCML = "ocml.bc"
ENV_ROCM_SUBDIR = Path("share/fpsem/amdgcn/bitcode")  # under sys.prefix, filled by `make rocm-libs`

LIBDEVICE_HELP = (
    "`pip install nvidia-cuda-nvcc nvidia-nvvm` into fpsem's environment (the `test` and `nvptx` extras: "
    "`pip install 'fpsem[nvptx]'`; `make test` does it), or install the CUDA toolkit and set CUDA_HOME, "
    "or set FPSEM_LIBDEVICE=/path/to/libdevice.10.bc"
)
ROCM_HELP = (
    "install Debian/Ubuntu's `rocm-device-libs` (`apt-get install rocm-device-libs` as root; `make rocm-libs` "
    "does it, or unpacks the package into the virtualenv without root), or set ROCM_PATH or "
    "FPSEM_ROCM_BITCODE=/dir/with/ocml.bc"
)
PTXAS_HELP = (
    "`pip install nvidia-cuda-nvcc` into fpsem's environment (the `test` and `nvptx` extras), or install the "
    "CUDA toolkit, or set FPSEM_PTXAS=/path/to/ptxas"
)


class LibraryMissing(UsageError):
    """A device math library a variant needs is not installed; the message says how to get it."""


class BadOverride(UsageError):
    """An ``FPSEM_*`` location override names something that is not there."""


def _env(env: Mapping[str, str] | None) -> Mapping[str, str]:
    return os.environ if env is None else env


def system_allowed(env: Mapping[str, str] | None = None) -> bool:
    """False when ``FPSEM_SYSTEM_LIBS=0``: look only at overrides and fpsem's Python environment."""
    value = _env(env).get("FPSEM_SYSTEM_LIBS", "1").strip()
    if value not in ("0", "1", ""):
        raise BadOverride(f"FPSEM_SYSTEM_LIBS must be 0 or 1, not {value!r}")
    return value != "0"


def nvidia_wheel_dirs() -> list[Path]:
    """Directories of the ``nvidia`` namespace package (NVIDIA's CUDA wheels) in this environment."""
    try:
        spec = importlib.util.find_spec("nvidia")
    except (ImportError, ValueError):
        return []
    return [Path(p) for p in (spec.submodule_search_locations or [])] if spec else []


def _in_wheels(pattern: str) -> list[Path]:
    # One level below nvidia/: cu13/ (CUDA 13 wheels) or cuda_nvcc/, cuda_nvvm/ (CUDA 12 wheels).
    out: list[Path] = []
    for d in nvidia_wheel_dirs():
        out += [Path(p) for p in sorted(glob.glob(str(d / "*" / pattern)), reverse=True)]
    return out


# ---------------------------------------------------------------- overrides


def _libdevice_override(value: str) -> Path:
    p = Path(value)
    if p.is_dir():
        if (p / LIBDEVICE).is_file():
            return p / LIBDEVICE
        raise BadOverride(f"FPSEM_LIBDEVICE={value}: the directory holds no {LIBDEVICE}")
    if not p.is_file():
        raise BadOverride(f"FPSEM_LIBDEVICE={value}: no such file ({LIBDEVICE} expected)")
    return p


def _rocm_override(value: str) -> Path:
    p = Path(value)
    if not p.is_dir():
        raise BadOverride(f"FPSEM_ROCM_BITCODE={value}: no such directory (a directory holding {OCML} expected)")
    if not (p / OCML).is_file():
        raise BadOverride(f"FPSEM_ROCM_BITCODE={value}: the directory holds no {OCML}")
    return p


PTXAS_OFF = "none"  # FPSEM_PTXAS=none: build NVPTX variants without ptxas


def _ptxas_override(value: str) -> Path:
    p = Path(value)
    if not p.is_file():
        raise BadOverride(f"FPSEM_PTXAS={value}: no such file")
    if not os.access(p, os.X_OK):
        raise BadOverride(f"FPSEM_PTXAS={value}: not executable")
    return p


def check_overrides(env: Mapping[str, str] | None = None) -> None:
    """Raise BadOverride (exit 2) for any ``FPSEM_*`` location override that names nothing usable."""
    e = _env(env)
    system_allowed(e)
    if e.get("FPSEM_LIBDEVICE"):
        _libdevice_override(e["FPSEM_LIBDEVICE"])
    if e.get("FPSEM_ROCM_BITCODE"):
        _rocm_override(e["FPSEM_ROCM_BITCODE"])
    if e.get("FPSEM_PTXAS") and e["FPSEM_PTXAS"] != PTXAS_OFF:
        _ptxas_override(e["FPSEM_PTXAS"])


# ---------------------------------------------------------------- libdevice


def libdevice_candidates(env: Mapping[str, str] | None = None) -> list[Path]:
    """Where libdevice is looked for, in order (an override, when set, is the only candidate)."""
    e = _env(env)
    if e.get("FPSEM_LIBDEVICE"):
        return [_libdevice_override(e["FPSEM_LIBDEVICE"])]
    return _in_cuda(f"nvvm/libdevice/{LIBDEVICE}", e)


def find_libdevice(env: Mapping[str, str] | None = None) -> Path:
    """The libdevice bitcode file; LibraryMissing with how to get it otherwise."""
    for p in libdevice_candidates(env):
        if p.is_file():
            return p
    raise LibraryMissing(f"libdevice (NVIDIA's device math library) not found: {LIBDEVICE_HELP}")


# ---------------------------------------------------------------- ROCm device libraries


def rocm_bitcode_candidates(env: Mapping[str, str] | None = None) -> list[Path]:
    """Directories searched for ``ocml.bc``, in order (an override, when set, is the only candidate)."""
    e = _env(env)
    if e.get("FPSEM_ROCM_BITCODE"):
        return [_rocm_override(e["FPSEM_ROCM_BITCODE"])]
    system = system_allowed(e)
    out: list[Path] = []
    if system:
        if e.get("ROCM_PATH"):
            out += [Path(e["ROCM_PATH"]) / "amdgcn/bitcode",
                    Path(e["ROCM_PATH"]) / "lib/llvm/lib/clang/amdgcn/bitcode"]
        out += [Path("/opt/rocm/amdgcn/bitcode")]
        out += [Path(p) for p in sorted(glob.glob("/usr/lib/*-linux-gnu*/amdgcn/bitcode"))]
        out += [Path("/usr/lib/amdgcn/bitcode")]
    return out + [Path(sys.prefix) / ENV_ROCM_SUBDIR]


def rocm_library_names(cpu: str) -> list[str]:
    """ocml plus the control libraries for ``cpu`` (e.g. gfx90a): IEEE behaviour, wave64, code object v5.

    The control libraries fix ocml's compile-time switches: no finite-only
    assumption, no denormal flushing, no unsafe math, correctly rounded sqrt.
    """
    isa = cpu.removeprefix("gfx")
    return [OCML, f"oclc_isa_version_{isa}.bc", "oclc_finite_only_off.bc", "oclc_daz_opt_off.bc",
            "oclc_unsafe_math_off.bc", "oclc_correctly_rounded_sqrt_on.bc", "oclc_wavefrontsize64_on.bc",
            "oclc_abi_version_500.bc"]


def rocm_libraries(cpu: str, env: Mapping[str, str] | None = None) -> list[Path]:
    """The bitcode files to link for ``cpu`` from the first directory holding ocml; LibraryMissing otherwise."""
    names = rocm_library_names(cpu)
    for d in rocm_bitcode_candidates(env):
        if (d / OCML).is_file():
            missing = [n for n in names if not (d / n).is_file()]
            if missing:
                raise LibraryMissing(f"ROCm device libraries in {d} lack {', '.join(missing)} (for {cpu}): {ROCM_HELP}")
            return [d / n for n in names]
    raise LibraryMissing(f"ROCm device libraries (ocml) not found: {ROCM_HELP}")


# ---------------------------------------------------------------- ptxas


def ptxas_candidates(env: Mapping[str, str] | None = None) -> list[Path]:
    """Where ptxas is looked for, in order (an override, when set, is the only candidate)."""
    e = _env(env)
    if e.get("FPSEM_PTXAS") == PTXAS_OFF:
        return []  # ptxas turned off (``fpsem compile --no-ptxas``): no cubin, register counts or SASS size
    if e.get("FPSEM_PTXAS"):
        return [_ptxas_override(e["FPSEM_PTXAS"])]
    return _tool_candidates("ptxas", e)


def _tool_candidates(tool: str, e: Mapping[str, str]) -> list[Path]:
    on_path = shutil.which(tool, path=e.get("PATH")) if system_allowed(e) else None
    return ([Path(on_path)] if on_path else []) + _in_cuda(f"bin/{tool}", e)


def _in_cuda(relative: str, e: Mapping[str, str]) -> list[Path]:
    """``relative`` (e.g. ``bin/ptxas``) in the CUDA toolkits, newest first (unless FPSEM_SYSTEM_LIBS=0), then in
    NVIDIA's wheels in this environment."""
    out: list[Path] = []
    if system_allowed(e):
        out += [Path(e[v]) / relative for v in ("CUDA_HOME", "CUDA_PATH") if e.get(v)]
        out.append(Path("/usr/local/cuda") / relative)
        out += [Path(p) for p in sorted(glob.glob(f"/usr/local/cuda-*/{relative}"), reverse=True)]
    return out + _in_wheels(relative)


def _first_executable(candidates: list[Path]) -> Path | None:
    return next((p for p in candidates if p.is_file() and os.access(p, os.X_OK)), None)


def find_ptxas(env: Mapping[str, str] | None = None) -> Path | None:
    """The first executable ptxas on the search path; None when there is none (metrics then lack registers)."""
    return _first_executable(ptxas_candidates(env))


def find_nvdisasm(env: Mapping[str, str] | None = None) -> Path | None:
    """NVIDIA's SASS disassembler, looked for as ptxas is (``FPSEM_NVDISASM`` overrides; the
    nvidia-cuda-nvdisasm wheel of the ``nvptx`` extra provides it); None when there is none."""
    e = _env(env)
    if e.get("FPSEM_NVDISASM"):
        return _first_executable([Path(e["FPSEM_NVDISASM"])])
    return _first_executable(_tool_candidates("nvdisasm", e))


@functools.lru_cache(maxsize=8)
def _probe(path: str, mtime_ns: int) -> str:
    try:
        proc = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as e:
        return f"{path} does not run: {e}"
    if proc.returncode != 0 or "ptxas" not in (proc.stdout + proc.stderr).lower():
        detail = " ".join((proc.stderr or proc.stdout).split())[:200]
        return f"{path} --version failed (exit {proc.returncode}{': ' + detail if detail else ''})"
    return ""


def ptxas_broken(ptxas: Path) -> str:
    """Why ``ptxas`` cannot run at all ('' when ``ptxas --version`` works); memoised per file version."""
    try:
        mtime = ptxas.stat().st_mtime_ns
    except OSError as e:
        return f"{ptxas}: {e.strerror}"
    return _probe(str(ptxas), mtime)


# ---------------------------------------------------------------- report


def _describe(find: Callable[[], Path | None]) -> tuple[str, bool]:
    try:
        found = find()
    except LibraryMissing as e:
        return str(e), False
    if found is None:
        return f"not found: {PTXAS_HELP}", False
    return str(found), True


def main(argv: list[str] | None = None) -> int:
    """Print where each tool is found; exit 1 when one named by ``--need`` is missing, 2 for a bad override."""
    ap = argparse.ArgumentParser(prog="python -m fpsem.compiler.devlibs", description="where fpsem finds its vendor tools")
    ap.add_argument("--need", default="", help="comma-separated: libdevice, ocml, ptxas")
    ap.add_argument("--cpu", default="gfx90a", help="AMDGPU processor whose ocml control libraries must exist")
    args = ap.parse_args(argv)
    need = {n.strip() for n in args.need.split(",") if n.strip()}
    unknown = need - {"libdevice", "ocml", "ptxas"}
    if unknown:
        ap.error(f"unknown tool(s): {', '.join(sorted(unknown))}")
    try:
        check_overrides()
        rows = {"libdevice": _describe(find_libdevice), "ocml": _describe(lambda: rocm_libraries(args.cpu)[0].parent),
                "ptxas": _describe(find_ptxas)}
    except BadOverride as e:
        print(f"fpsem: error: {e}", file=sys.stderr)
        return 2
    for name, (where, _ok) in rows.items():
        print(f"{name:9s}  {where}")
    return 1 if any(not rows[n][1] for n in need) else 0


if __name__ == "__main__":
    sys.exit(main())
