"""The ``host`` backend: this machine's CPU through LLVM's native back end; variants run in the JIT."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import llvmlite.binding as llvm

from fpsem.compiler.abi import Source
from fpsem.compiler.backends.base import Emitted, KindFacts, WithoutTools, emit_elf
from fpsem.compiler.code_metrics import X86_READER, MachineReader
from fpsem.compiler.entry.host import host_source
from fpsem.compiler.mathlib import ALL_NATIVE, MathLowering
from fpsem.ir.binding import CodegenOption
from fpsem.kernels.spec import KernelSpec


@dataclass(frozen=True)
class HostBackend(WithoutTools):
    """This CPU: code for the JIT, the C library for math, no external tools."""

    kind: str = "host"
    asm_file: str = "code.s"
    object_file: str = "code.o"
    math: MathLowering = ALL_NATIVE  # the back end calls the C library
    reader: MachineReader = X86_READER
    runner: str = "host"
    # host objects are position-independent with the default code model, so a linker can use them; no
    # approximate instructions (the host's math is IEEE or the C library's)
    facts: KindFacts = KindFacts(is_gpu=False, reloc="pic", codemodel="default")

    def entry_source(self, spec: KernelSpec, kernel_text: str, precision: str, sizes: Mapping[str, int]) -> Source:
        return host_source(spec, kernel_text, precision, sizes)

    def library_identity(self, cpu: str) -> str:
        return ""

    def emit(self, tm: llvm.TargetMachine, module: llvm.ModuleRef, cpu: str,
             options: Sequence[CodegenOption] = (), tools: bool = True) -> Emitted:
        return emit_elf(self.kind, self.reader, tm, module, options)


BACKEND = HostBackend()
