"""The ``nvptx`` backend: PTX through LLVM's NVPTX back end, libdevice for math, ptxas for cubins.

ptxas (from the CUDA toolkit or the nvidia-cuda-nvcc wheel) assembles the PTX into a
cubin, which gives register counts and the SASS code size.  Variants of this kind run
on an NVIDIA GPU through ``fpsem.runners.cuda`` where one is present, else by emulation.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import llvmlite.binding as llvm

from fpsem.compiler.backends.base import Emitted, GpuBackend, KindFacts, verbose_assembly, with_critical_paths
from fpsem.compiler.code_metrics import PTX_READER, find_ptxas, machine_metrics, run_ptxas
from fpsem.compiler.critical_path import PTX_CHAINS
from fpsem.compiler.entry.nvptx import nvptx_source
from fpsem.compiler.mathlib import MathLowering
from fpsem.ir.binding import CodegenOption, codegen_options

# libdevice's approximate f32 forms (__nv_fast_<fn>f), chosen where the call carries afn.
NV_FAST: frozenset[str] = frozenset({"exp", "exp10", "log", "log2", "log10", "pow", "sin", "cos", "tan", "tanh"})

PTXAS_MISSING = ("ptxas not found: no cubin, code size or register counts (install the CUDA toolkit or "
                 "`pip install nvidia-cuda-nvcc`, or set FPSEM_PTXAS)")


def _libdevice_symbol(fn: str, ty: str, afn: bool) -> str:
    if ty == "float":
        return f"__nv_fast_{fn}f" if afn and fn in NV_FAST else f"__nv_{fn}f"
    return f"__nv_{fn}"


# NVPTX lowers sin/cos/exp2 f32 to sin.approx/cos.approx/ex2.approx: approximate, so only under afn.
# Everything else goes to libdevice (code generation aborts on llvm.exp & co.).
LIBDEVICE = MathLowering("libdevice", {("sin", "float"): "afn", ("cos", "float"): "afn", ("exp2", "float"): "afn"},
                         _libdevice_symbol)


_CUBIN_SECTIONS = (".text", ".nv.info", ".nv.constant", ".nv.shared", ".nv.global")


def cubin_fingerprint(elf: bytes) -> str | None:
    """A SHA-256 of a cubin's machine code: the contents of its code, kernel-information, constant and
    shared-memory sections, by section name (None when ``elf`` is not a 64-bit little-endian ELF file)."""
    if len(elf) < 64 or elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        return None
    try:
        shoff, = struct.unpack_from("<Q", elf, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)
        headers = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize) for i in range(shnum)]
        names_off = headers[shstrndx][4]

        def name(h: tuple) -> str:
            end = elf.index(b"\0", names_off + h[0])
            return elf[names_off + h[0]:end].decode("ascii", "replace")

        h = hashlib.sha256()
        for n, hd in sorted((name(hd), hd) for hd in headers):
            if n.startswith(_CUBIN_SECTIONS) and hd[1] != 8:  # SHT_NOBITS (8) holds no bytes
                body = elf[hd[4]:hd[4] + hd[5]]
                h.update(f"{n}:{len(body)}:".encode())
                h.update(body)
        return h.hexdigest()
    except (struct.error, ValueError, IndexError):
        return None


# A narrow store of a 64-bit register (``st.local.b32 [a], %rd7;``): PTX's relaxed type rule says the source is
# chopped to the store's width, and LLVM's NVPTX back end (untyped registers since LLVM 20) emits it for a
# ``trunc`` of an f64's bits feeding a store.  The H200's driver JIT (CUDA 13.0) stores the wrong low word when the
# register holds an ``add.rn.f64`` result: ptxas 13.0 makes it ``F2I.U32.F64.TRUNC``, a conversion of the double's
# value (a warp shuffle of a double through memory lost its low word on the H200, 2026-12-04; see
# tests/test_ptx_narrow_stores.py).  So fpsem writes the chop as an explicit ``cvt`` into a register of the store's
# width, which is the same operation by the PTX ISA's own definition.
_NARROW_STORE = re.compile(r"^(?P<ind>[ \t]*)(?P<op>st(?:\.[a-z0-9]+)*?(?:\.v[24])?\.b(?P<bits>8|16|32))[ \t]+"
                           r"(?P<addr>\[[^\]\n]+\]),[ \t]*(?P<src>%rd\d+|\{[^}\n]*%rd\d+[^}\n]*\});", re.M)


def explicit_narrow_stores(ptx: str) -> str:
    """``ptx`` with every store of a 64-bit register into 8, 16 or 32 bits (scalar, or an element of a vector
    store) written as a ``cvt`` to a scoped register of the store's width (16 bits for an 8-bit store: PTX
    has no 8-bit registers) and a store of that register; every other line unchanged.  The PTX ISA defines
    both forms to store the same bits."""

    def explicit(m: re.Match) -> str:
        width = max(16, int(m["bits"]))
        regs = [r.strip() for r in m["src"].strip("{}").split(",")]
        wide = [r for r in dict.fromkeys(regs) if r.startswith("%rd")]
        chop = {r: f"%fpsem_chop{k}" for k, r in enumerate(wide)}
        decl = ", ".join(chop.values())
        cvts = " ".join(f"cvt.u{width}.u64 {c}, {r};" for r, c in chop.items())
        src = ", ".join(chop.get(r, r) for r in regs)
        src = f"{{{src}}}" if m["src"].startswith("{") else src
        return f"{m['ind']}{{ .reg .b{width} {decl}; {cvts} {m['op']} {m['addr']}, {src}; }}"

    return _NARROW_STORE.sub(explicit, ptx)


@functools.lru_cache(maxsize=8)
def _ptxas(env_key: tuple[tuple[str, str], ...]) -> Path | None:
    return find_ptxas(dict(env_key))


def ptxas_path() -> Path | None:
    """ptxas as found with this process's environment (memoised per environment); ``FPSEM_PTXAS=none`` disables it."""
    return _ptxas(tuple(sorted(os.environ.items())))


@dataclass(frozen=True)
class NvptxBackend(GpuBackend):
    """PTX from LLVM, assembled by ptxas into a cubin where ptxas is found (and ``tools``)."""

    def tool_identity(self, cpu: str, tools: bool = True) -> str:
        p = ptxas_path() if tools else None
        if p is None:
            return "ptxas:none"
        st = p.stat()
        return f"ptxas:{p}:{st.st_size}:{st.st_mtime_ns}"

    def object_identity(self, obj: bytes) -> str | None:
        sass = cubin_fingerprint(obj)
        return None if sass is None else "sass:" + sass

    def emit(self, tm: llvm.TargetMachine, module: llvm.ModuleRef, cpu: str,
             options: Sequence[CodegenOption] = (), tools: bool = True) -> Emitted:
        with codegen_options(options):
            asm = explicit_narrow_stores(verbose_assembly(tm, module))
        ptxas = ptxas_path() if tools else None
        if ptxas is None:
            return Emitted(asm, None, machine_metrics(self.kind, self.reader, asm, notes=(PTXAS_MISSING,)),
                           (PTXAS_MISSING,))
        res = run_ptxas(asm, cpu, ptxas)
        if res.unavailable:
            # the tool is broken, not the code: metrics without its figures, said in the metrics themselves;
            # not cached, so that a repaired ptxas gives the full metrics next time
            note = f"{res.error}; no cubin, code size or register counts (metrics unavailable)"
            return Emitted(asm, None, machine_metrics(self.kind, self.reader, asm, notes=(note,)), (note,),
                           cacheable=False)
        if res.error:
            return Emitted(asm, failure=("ptxas", res.error))
        return Emitted(asm, res.cubin, machine_metrics(self.kind, self.reader, asm, res.cubin, res.resources))


BACKEND = NvptxBackend(kind="nvptx", asm_file="code.ptx", object_file="code.cubin", math=LIBDEVICE,
                       reader=with_critical_paths(PTX_READER, PTX_CHAINS), runner="cuda", entry=nvptx_source,
                       facts=KindFacts(l1_banks=True, approximations="nvptx"))
