"""What a target kind's backend supplies, and what every backend shares.

A backend is everything fpsem knows about one *kind* of target (``nvptx``,
``amdgpu``, ``host``): its entry-point wrapper, how it lowers math functions, how
its machine code is emitted and named, how its static metrics are read, and how its
variants run here (on this CPU, on a GPU through CUDA, or emulated).  The build
(``fpsem.compiler.build``) and the runners ask the backend of a target's kind instead of
switching on the kind's name; adding a kind is one module plus registry data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

import llvmlite.binding as llvm

from fpsem.compiler.abi import Source
from fpsem.compiler.code_metrics import MachineReader, Metrics, machine_metrics
from fpsem.compiler.critical_path import ChainRules, block_chains, paths
from fpsem.compiler.mathlib import MathLowering, library_identity
from fpsem.ir.binding import CodegenOption, codegen_options
from fpsem.kernels.spec import KernelSpec


@dataclass(frozen=True)
class Emitted:
    """Machine code of one built module, its static metrics, or why there is none."""

    asm: str = ""
    object: bytes | None = None
    metrics: Metrics | None = None
    notes: tuple[str, ...] = ()
    failure: tuple[str, str] | None = None  # (stage, message), e.g. ("ptxas", "...")
    cacheable: bool = True  # False when a broken tool left the output incomplete: build it again next time


@dataclass(frozen=True)
class KindFacts:
    """What the stages after code generation ask of a target kind (instead of comparing kind names)."""

    is_gpu: bool = True  # its code runs on a GPU: its speed is a GPU's or the model's, not this CPU's
    reloc: str = "default"  # LLVM's relocation model for its objects (MachineSpec.reloc)
    codemodel: str = "jitdefault"  # LLVM's code model for its objects (MachineSpec.codemodel)
    # the performance model prices L1 bank conflicts (the banking is documented in a form the model can use;
    # the target's l1_banks figure)
    l1_banks: bool = False
    # the rules by which the emulation models its approximate instructions (the vendor prefix of their model keys
    # in fpsem.runners.approx); '' where the kind selects none
    approximations: str = ""


class Backend(Protocol):
    """The interface every backend module provides (see the module docstring)."""

    # Read-only (properties): the back ends are frozen dataclasses.
    @property
    def kind(self) -> str: ...

    @property
    def asm_file(self) -> str:
        """File name of the assembly in the build cache and ``compile -o`` folders."""

    @property
    def object_file(self) -> str:
        """File name of the object (cubin, relocatable ELF)."""

    @property
    def math(self) -> MathLowering: ...

    @property
    def reader(self) -> MachineReader: ...

    # what the later stages need to know of the kind besides its machine code
    @property
    def facts(self) -> KindFacts: ...

    @property
    def runner(self) -> str:
        """The runner of this kind's variants (a name in fpsem.runners.registry.RUNNERS)."""

    def object_identity(self, obj: bytes) -> str | None:
        """What decides "the same machine code" from this kind's object, where the object decides it (NVIDIA:
        the SASS of the cubin); None: the normalised assembly decides."""

    def entry_source(self, spec: KernelSpec, kernel_text: str, precision: str,
                     sizes: Mapping[str, int]) -> Source: ...

    def library_identity(self, cpu: str) -> str: ...

    # ``tools=False``: without the kind's external tools (NVPTX: no ptxas, so no cubin)
    def tool_identity(self, cpu: str, tools: bool = True) -> str: ...

    def emit(self, tm: llvm.TargetMachine, module: llvm.ModuleRef, cpu: str,
             options: Sequence[CodegenOption] = (), tools: bool = True) -> Emitted: ...


def with_critical_paths(reader: MachineReader, rules: ChainRules) -> MachineReader:
    """``reader`` that also finds the critical paths of its machine code, followed by the instruction set's
    ``rules`` (``fpsem.compiler.critical_path``)."""
    return replace(reader, paths=lambda listing: paths(listing, rules),
                   block_paths=lambda listing: block_chains(listing, rules))


class WithoutTools:
    """What a kind without external tools answers (a backend inherits it): no tool in its identity, and its
    assembly, not its object, decides "the same machine code"."""

    def tool_identity(self, cpu: str, tools: bool = True) -> str:
        return ""

    def object_identity(self, obj: bytes) -> str | None:
        return None


@dataclass(frozen=True)
class GpuBackend(WithoutTools):
    """A GPU kind's backend: its entry-point wrapper (``entry``), a math library linked as bitcode, and
    assembly with a relocatable object straight from LLVM (a kind that assembles otherwise overrides
    :meth:`emit` and :meth:`tool_identity`)."""

    kind: str
    asm_file: str
    object_file: str
    math: MathLowering
    reader: MachineReader
    runner: str
    entry: Callable[[KernelSpec, str, str, Mapping[str, int]], Source]
    facts: KindFacts = KindFacts()

    def entry_source(self, spec: KernelSpec, kernel_text: str, precision: str, sizes: Mapping[str, int]) -> Source:
        return self.entry(spec, kernel_text, precision, sizes)

    def library_identity(self, cpu: str) -> str:
        return library_identity(self.math.library, cpu)

    def emit(self, tm: llvm.TargetMachine, module: llvm.ModuleRef, cpu: str,
             options: Sequence[CodegenOption] = (), tools: bool = True) -> Emitted:
        return emit_elf(self.kind, self.reader, tm, module, options, verbose=True)


def verbose_assembly(tm: llvm.TargetMachine, module: llvm.ModuleRef) -> str:
    """``module``'s assembly with LLVM's block comments (IR block names, loop headers and depths).

    The comments name the IR basic block each machine block came from, which the performance
    model needs to put the traced execution counts on the machine code; assemblers ignore them.
    """
    tm.set_asm_verbosity(True)
    try:
        return tm.emit_assembly(module)
    finally:
        tm.set_asm_verbosity(False)


def emit_elf(kind: str, reader: MachineReader, tm: llvm.TargetMachine, module: llvm.ModuleRef,
             options: Sequence[CodegenOption] = (), verbose: bool = False) -> Emitted:
    """Assembly and a relocatable object straight from LLVM (AMDGPU and the host), with metrics.

    Code generation may change the module it runs on (AMDGPU's structurizer), so
    the assembly is generated from a copy; ``verbose``: with LLVM's block comments.
    """
    with codegen_options(options):
        asm = verbose_assembly(tm, module.clone()) if verbose else tm.emit_assembly(module.clone())
        obj = tm.emit_object(module)
    return Emitted(asm, obj, machine_metrics(kind, reader, asm, obj))
