"""Per-target lowering of LLVM math intrinsics to the vendors' device math libraries.

The NVPTX back end cannot generate code for ``llvm.exp``, ``llvm.log`` & co.
(code generation aborts), and ``llvm.exp2.f32`` becomes ``ex2.approx`` even
without ``afn``; the AMDGPU back end lowers the f32 exponentials and
logarithms itself but not their f64 forms (shared/TOOLCHAIN.md).  So before
optimization every math intrinsic call that the target's back end cannot
lower *faithfully* is redirected to the vendor library, as clang's CUDA and
HIP headers do:

* NVPTX: libdevice ``__nv_<fn>`` / ``__nv_<fn>f``; where the call carries
  ``afn`` and libdevice has one, the approximate ``__nv_fast_<fn>f``;
* AMDGPU: ROCm device libraries ``__ocml_<fn>_f64`` / ``_f32``;
* host: nothing (the native back end calls the C library).

Which calls stay native is each backend's :class:`MathLowering` (``fpsem.compiler.backends``).  After the library is
linked, everything but the entry points (and exported globals) is made
internal, so that O3 keeps only what the kernel calls.

Text in, text out for the redirection (llvmlite cannot replace a callee);
llvmlite modules for linking and internalizing.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

import llvmlite.binding as llvm

from fpsem.compiler.devlibs import (
    LibraryMissing,
    find_libdevice,
    rocm_libraries,
)
from fpsem.core.errors import UsageError
from fpsem.core.identity import file_hash
from fpsem.ir import flags as fm
from fpsem.ir import text as irtext
from fpsem.ir.binding import MachineSpec, parse_bitcode, target_machine

# Math intrinsics fpsem knows how to redirect, with their arity.
MATH_FUNCTIONS: dict[str, int] = {
    "exp": 1, "exp2": 1, "exp10": 1, "log": 1, "log2": 1, "log10": 1, "pow": 2,
    "sin": 1, "cos": 1, "tan": 1, "sinh": 1, "cosh": 1, "tanh": 1,
    "asin": 1, "acos": 1, "atan": 1, "atan2": 2,
}


@dataclass(frozen=True)
class MathLowering:
    """How one target kind treats LLVM's math intrinsics (each backend in ``fpsem.compiler.backends`` has one).

    ``native`` maps (function, FP type) to when the back end lowers the call itself:
    ``"always"``, or ``"afn"`` (only when the call carries ``afn``, because the native
    lowering is approximate).  Any other function of :data:`MATH_FUNCTIONS` goes to
    ``library``, under the name ``symbol(function, FP type, afn)`` gives.
    """

    library: str | None  # libdevice | ocml | None (the host: the C library)
    native: Mapping[tuple[str, str], str]
    symbol: Callable[[str, str, bool], str] | None = None

    def library_function(self, fn: str, ty: str, afn: bool) -> str | None:
        """The library function a call ``llvm.<fn>`` of type ``ty`` becomes, or None to stay native."""
        if fn not in MATH_FUNCTIONS:
            return None
        when = self.native.get((fn, ty))
        if when == "always" or (when == "afn" and afn) or self.symbol is None:
            return None
        return self.symbol(fn, ty, afn)


# The host back end lowers every math intrinsic itself (to the C library's functions).
ALL_NATIVE = MathLowering(None, {(f, t): "always" for f in MATH_FUNCTIONS for t in ("float", "double")})

_CALL_RE = re.compile(r"(?P<ret>float|double) @llvm\.(?P<fn>[a-z0-9]+)\.(?P<suffix>f32|f64)\(")


@dataclass(frozen=True)
class Lowered:
    """Kernel IR text with math intrinsics redirected, and the library functions it now calls."""

    text: str
    library: str | None  # libdevice | ocml | None
    functions: frozenset[str]  # library functions called, e.g. {"__nv_fast_expf"}
    native: frozenset[str]  # intrinsic calls left to the back end, e.g. {"llvm.sqrt.f64"}


def lower_math(text: str, lowering: MathLowering) -> Lowered:
    """Redirect the math intrinsic calls in ``text`` (LLVM's printing of a module) as ``lowering`` says.

    Each call is decided by its own flags (``afn`` present or not), so per-site
    and per-function profiles are honoured.  Declarations for the library
    functions are appended.  Promises: a module without such calls comes back unchanged.
    """
    lines = text.splitlines()
    used: dict[str, tuple[str, int]] = {}
    native: set[str] = set()
    out = []
    for line in lines:
        parts = irtext.split_instruction(line) if "@llvm." in line else None
        m = _CALL_RE.search(parts.rest) if parts and parts.opcode == "call" else None
        if parts is None or not m or m["fn"] not in MATH_FUNCTIONS:
            out.append(line)
            continue
        afn = "afn" in fm.expand(parts.flags)
        name = lowering.library_function(m["fn"], m["ret"], afn)
        if name is None:
            native.add(f"llvm.{m['fn']}.{m['suffix']}")
            out.append(line)
            continue
        used[name] = (m["ret"], MATH_FUNCTIONS[m["fn"]])
        rest = parts.rest[: m.start()] + f"{m['ret']} @{name}(" + parts.rest[m.end():]
        out.append(parts.prefix + parts.opcode + "".join(" " + f for f in parts.flags) + rest)
    if not used:
        return Lowered(text, None, frozenset(), frozenset(native))
    declared = {m[1] for m in re.finditer(r"^declare [^@]*@([-\w.$]+)\(", text, re.M)}
    for name, (ret, arity) in sorted(used.items()):
        if name not in declared:
            out.append(f"declare {ret} @{name}({', '.join([ret] * arity)})")
    return Lowered("\n".join(out) + "\n", lowering.library, frozenset(used), frozenset(native))


# ---------------------------------------------------------------- locating the libraries
# Where the libraries are found is fpsem.compiler.devlibs' business; the names are re-exported here for callers.

def library_files(library: str, cpu: str) -> list[Path]:
    """The bitcode files of ``library`` (libdevice | ocml) for ``cpu``."""
    if library == "libdevice":
        return [find_libdevice()]
    if library == "ocml":
        return rocm_libraries(cpu)
    raise UsageError(f"unknown math library {library!r}")


# ---------------------------------------------------------------- linking and internalizing


def internalize(mod: llvm.ModuleRef, keep: Iterable[str]) -> None:
    """Give internal linkage to every defined function and global not named in ``keep``."""
    keep_set = set(keep)
    for fn in mod.functions:
        if not fn.is_declaration and fn.name not in keep_set:
            fn.linkage = "internal"
    for g in mod.global_variables:
        if not g.is_declaration and g.name not in keep_set:
            g.linkage = "internal"


def _global_dce(mod: llvm.ModuleRef, tm: llvm.TargetMachine) -> None:
    pm = llvm.create_new_module_pass_manager()
    pm.add_global_dead_code_eliminate_pass()
    pm.run(mod, llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=0)))


@functools.lru_cache(maxsize=32)
def _pruned_library(files: tuple[tuple[str, int], ...], keep: frozenset[str], triple: str, cpu: str) -> bytes:
    """Bitcode of the libraries' union reduced to ``keep`` and what it calls.

    Parsing libdevice costs ~40 ms; a worker compiling many variants needs the
    same few functions again and again, so the reduced module is memoised per
    process (keyed by file path and mtime, the functions, and the target).
    """
    tm = target_machine(MachineSpec(triple=triple, cpu=cpu))
    lib: llvm.ModuleRef | None = None
    for path, _mtime in files:
        m = parse_bitcode(Path(path).read_bytes(), path)
        m.triple, m.data_layout = tm.triple, str(tm.target_data)
        if lib is None:
            lib = m
        else:
            lib.link_in(m)
    assert lib is not None
    missing = sorted(n for n in keep if _defined(lib, n) is False)
    if missing:
        raise LibraryMissing(f"{', '.join(missing)} not defined in {', '.join(p for p, _ in files)}")
    internalize(lib, keep)
    for name in keep:  # exported for the kernel module to resolve against; internalized after linking
        lib.get_function(name).linkage = "external"
    _global_dce(lib, tm)
    return lib.as_bitcode()


def _defined(mod: llvm.ModuleRef, name: str) -> bool:
    try:
        return not mod.get_function(name).is_declaration
    except NameError:
        return False


def link_library(mod: llvm.ModuleRef, lowered: Lowered, cpu: str, tm: llvm.TargetMachine) -> None:
    """Link the library functions ``lowered`` calls into ``mod`` (nothing to do when none)."""
    if not lowered.functions or lowered.library is None:
        return
    files = tuple((str(p), p.stat().st_mtime_ns) for p in library_files(lowered.library, cpu))
    data = _pruned_library(files, lowered.functions, tm.triple, cpu)
    mod.link_in(parse_bitcode(data, lowered.library))


def library_identity(library: str | None, cpu: str) -> str:
    """Content hash of the math library files a target links ('' when none, 'missing' when not installed)."""
    if library is None:
        return ""
    try:
        files = library_files(library, cpu)
    except LibraryMissing:
        return "missing"
    return ";".join(f"{p.name}:{file_hash(p)}" for p in files)
