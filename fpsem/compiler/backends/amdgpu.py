"""The ``amdgpu`` backend: AMDGCN code objects through LLVM's AMDGPU back end, ROCm's ocml for math.

No AMD hardware runs here: variants of this kind are run for accuracy by emulation
(``fpsem.runners.emulation``), and their speed comes from the model.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

import llvmlite.binding as llvm

from fpsem.compiler.abi import Source
from fpsem.compiler.backends.base import Emitted, emit_elf
from fpsem.compiler.code_metrics import AMDGCN_READER, MachineReader
from fpsem.compiler.critical_path import block_chains, paths
from fpsem.compiler.entry.amdgpu import amdgpu_source
from fpsem.compiler.mathlib import MathLowering, library_identity
from fpsem.ir.binding import CodegenOption
from fpsem.kernels.spec import KernelSpec


def _ocml_symbol(fn: str, ty: str, afn: bool) -> str:
    return f"__ocml_{fn}_{'f32' if ty == 'float' else 'f64'}"


# AMDGPU lowers f32 exp/log with range reduction (v_exp_f32/v_log_f32), accurately; afn shortens the
# sequence.  v_sin/v_cos need afn (plain range reduction is inaccurate).  Everything else: ocml.
OCML = MathLowering("ocml", {
    ("exp", "float"): "always", ("exp2", "float"): "always", ("exp10", "float"): "always",
    ("log", "float"): "always", ("log2", "float"): "always", ("log10", "float"): "always",
    ("sin", "float"): "afn", ("cos", "float"): "afn",
}, _ocml_symbol)


@dataclass(frozen=True)
class AmdgpuBackend:
    kind: str = "amdgpu"
    asm_file: str = "code.s"
    object_file: str = "code.o"
    math: MathLowering = field(default=OCML)
    reader: MachineReader = field(default=replace(AMDGCN_READER, paths=lambda listing: paths(listing, "amdgpu"),
                                         block_paths=lambda listing: block_chains(listing, "amdgpu")))
    runner: str = "emulation"

    def entry_source(self, spec: KernelSpec, kernel_text: str, precision: str, sizes: Mapping[str, int]) -> Source:
        return amdgpu_source(spec, kernel_text, precision, sizes)

    def library_identity(self, cpu: str) -> str:
        return library_identity(self.math.library, cpu)

    def tool_identity(self, cpu: str) -> str:
        return ""

    def emit(self, tm: llvm.TargetMachine, module: llvm.ModuleRef, cpu: str,
             options: Sequence[CodegenOption] = ()) -> Emitted:
        return emit_elf(self.kind, self.reader, tm, module, options, verbose=True)


BACKEND = AmdgpuBackend()
