"""Kernel sources (``.cu .hip .c .cpp .rs``) compiled to LLVM IR by fpsem itself, for the importer.

With the optional extra ``fpsem[source]`` installed, PyPI's ``ziglang`` carries a clang of the
same LLVM major as llvmlite (clang 22): CUDA and HIP device code is compiled with
``-nocudainc``/``-nogpuinc`` and fpsem's own prelude (``prelude/fpsem_gpu.h``: thread and
block indices through the NVVM and AMDGCN builtins, the declaration keywords, ``__syncthreads``,
``atomicAdd``, the math functions declared as libdevice's or ocml's), which stands in for
``<cuda_runtime.h>``/``<hip/hip_runtime.h>`` (stub headers of those names include it); C and
C++ go through ``zig cc``/``zig c++`` (which bring the C library's headers).  ``--compiler``
names a system ``clang``/``clang++``/``rustc`` instead; Rust always needs a ``rustc``.

Every command keeps source-level facts: ``-g`` (``file:line`` of every instruction) and
``-fno-discard-value-names`` (argument names).  The exact command is returned with the IR,
and the importer records it.
"""

from __future__ import annotations

import importlib.util
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from fpsem.core.errors import ImportRefused, UsageError

PRELUDE = Path(__file__).parent / "prelude"
LANGUAGES = {".cu": "cuda", ".hip": "hip", ".c": "c", ".cc": "c++", ".cpp": "c++", ".cxx": "c++", ".rs": "rust"}
CUDA_ARCH = "sm_86"
HIP_ARCH = "gfx90a"
TIMEOUT_S = 300


@dataclass(frozen=True)
class Compiled:
    """IR made from a source: where it is, the command that made it (``shlex``-quoted) and the compiler."""

    ir: Path
    command: str
    compiler: str


def language(path: Path) -> str | None:
    """cuda | hip | c | c++ | rust for a source file fpsem can compile, else None."""
    return LANGUAGES.get(path.suffix.lower())


def zig_available() -> bool:
    """True when the optional ``ziglang`` package (``fpsem[source]``) is installed."""
    return importlib.util.find_spec("ziglang") is not None


def _driver(lang: str, compiler: str | None) -> tuple[list[str], str]:
    """(argv prefix, what it is) of the compiler for ``lang``."""
    if lang == "rust":
        exe = compiler or shutil.which("rustc")
        if not exe:
            raise UsageError("compiling Rust needs rustc (not installed here; or give --compiler PATH, or import "
                             "the IR made with `rustc --emit=llvm-ir`)")
        return [exe], Path(exe).name
    if compiler in (None, "zig"):
        if not zig_available():
            raise UsageError("compiling a source needs a clang: install fpsem[source] (PyPI's ziglang, clang 22), "
                             "or give --compiler clang (a system clang whose IR LLVM 22 reads)")
        tool = {"cuda": "clang", "hip": "clang", "c": "cc", "c++": "c++"}[lang]
        return [sys.executable, "-m", "ziglang", tool], f"ziglang {tool}"
    exe = shutil.which(compiler) or (compiler if Path(compiler).is_file() else None)
    if not exe:
        raise UsageError(f"--compiler {compiler}: no such program")
    return [exe], Path(exe).name


def command_for(src: Path, out: Path, lang: str, compiler: str | None = None,
                flags: Sequence[str] = ()) -> tuple[list[str], str]:
    """(argv, compiler) that compiles ``src`` to text IR at ``out`` (module docstring)."""
    argv, what = _driver(lang, compiler)
    if lang == "rust":
        return argv + ["--crate-type=lib", "-C", "opt-level=2", "-g", "--emit=llvm-ir", *flags, str(src),
                       "-o", str(out)], what
    common = ["-O2", "-g", "-fdebug-compilation-dir=.", "-fno-discard-value-names", *flags, "-S", "-emit-llvm",
              str(src), "-o", str(out)]
    if lang == "cuda":
        return argv + ["-x", "cuda", f"--cuda-gpu-arch={CUDA_ARCH}", "--cuda-device-only", "-nocudainc",
                       "-nocudalib", "-Wno-unknown-cuda-version", "-fdeclspec", "-I", str(PRELUDE),
                       f"-ffile-prefix-map={PRELUDE}=fpsem-prelude",
                       "-include", "fpsem_gpu.h", *common], what
    if lang == "hip":
        return argv + ["-x", "hip", f"--offload-arch={HIP_ARCH}", "--cuda-device-only", "-nogpuinc", "-nogpulib",
                       "-fdeclspec", "-I", str(PRELUDE), f"-ffile-prefix-map={PRELUDE}=fpsem-prelude",
                       "-include", "fpsem_gpu.h", *common], what
    return argv + ["-x", lang, *common], what


def compile_source(src: Path, compiler: str | None = None, flags: Sequence[str] = (),
                   workdir: Path | None = None) -> Compiled:
    """Compile ``src`` to text IR (in ``workdir``, a fresh temporary folder by default).

    UsageError when no compiler is available; ImportRefused carrying the compiler's first error
    lines when the source does not compile.
    """
    lang = language(src)
    if lang is None:
        raise UsageError(f"{src}: not a source fpsem compiles ({', '.join(sorted(LANGUAGES))})")
    folder = workdir or Path(tempfile.mkdtemp(prefix="fpsem-src-"))
    out = folder / (src.stem + ".ll")
    # the source by its name, from its folder: the debug info names it as the user does, without our paths
    argv, what = command_for(Path(src.name), out.resolve(), lang, compiler, flags)
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=TIMEOUT_S, check=False,
                              cwd=src.resolve().parent)
    except subprocess.TimeoutExpired:
        raise ImportRefused(f"{src}: the compiler ran past {TIMEOUT_S} s") from None
    except OSError as e:
        raise UsageError(f"{src}: cannot start the compiler: {e}") from None
    if done.returncode != 0 or not out.is_file():
        errors = [l for l in done.stderr.splitlines() if "error" in l] or done.stderr.splitlines()[-3:]
        raise ImportRefused(f"{src}: does not compile with {what}: {' | '.join(errors[:3])[:400]}")
    return Compiled(out, shlex.join(argv), what)
