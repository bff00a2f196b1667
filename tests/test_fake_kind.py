"""Adding a target kind is one backend module plus a registry entry: here a fake kind is registered in a
*copy* of :data:`fpsem.compiler.backends.BACKENDS` (the real registry is not touched) and its code goes
through the stages that depend on the kind -- emit, static metrics, critical paths, same-code -- with no
other module knowing its name.

The fake kind ``toygpu`` borrows LLVM's AMDGPU back end for its machine code, but reads it its own way:
its comments start with ``;`` *or* ``!``, its ``f64.mul`` stands for 3 FP64 slots in the performance
model, and its critical path counts every instruction but global loads as
FP32 and every global load as 64 bytes.  Each of these shows up in the figures, so the stages demonstrably ask
the backend rather than a kind name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType

import llvmlite.binding as llvm
import pytest

from fpsem.compiler.abi import Source
from fpsem.compiler.backends import BACKENDS, Backend, backend_for
from fpsem.compiler.backends.base import Emitted, KindFacts, emit_elf
from fpsem.compiler.code_metrics import Instr, MachineReader, amdgcn_memory_op, classify_amdgcn, read_amdgcn
from fpsem.compiler.critical_path import AMDGCN_CHAINS, ChainRules, block_chains, paths
from fpsem.compiler.entry.amdgpu import amdgpu_source
from fpsem.compiler.mathlib import ALL_NATIVE, MathLowering
from fpsem.compiler.samecode import fingerprint, normalise, same_code
from fpsem.compiler.targets import resolve_target
from fpsem.core.errors import UsageError
from fpsem.ir.binding import CodegenOption, parse_ir, target_machine
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import KernelSpec, resolve_sizes
from fpsem.speed.execution import instruction_cost
from fpsem.speed.model import stage_work


def _toy_chain_kind(ins: Instr) -> tuple[str, float, float] | None:
    """A global load is a memory step; every other instruction but stores and control flow one FP32 step."""
    op = ins.op
    if op.startswith(("global_store", "s_endpgm", "s_waitcnt", "s_cbranch", "s_branch", "s_setpc", "s_nop")):
        return None
    return ("mem", 1, 0) if op.startswith("global_load") else ("f32", 1, 0)


TOY_CHAINS = ChainRules(_toy_chain_kind, AMDGCN_CHAINS.registers, lambda op: 64)
TOY_READER = MachineReader(read_amdgcn, lambda i: classify_amdgcn(i.op), None, ".text of the toy object",
                           paths=lambda listing: paths(listing, TOY_CHAINS),
                           block_paths=lambda listing: block_chains(listing, TOY_CHAINS),
                           comments=(r"![^\n]*", r";[^\n]*"), expansion={"f64.mul": (3, 0)},
                           memory_op=amdgcn_memory_op)


@dataclass(frozen=True)
class ToyBackend:
    """The whole of the fake kind: what ``fpsem/compiler/backends/toygpu.py`` would hold."""

    kind: str = "toygpu"
    asm_file: str = "code.toy"
    object_file: str = "code.toyo"
    math: MathLowering = ALL_NATIVE
    reader: MachineReader = TOY_READER
    runner: str = "emulation"
    facts: KindFacts = KindFacts()

    def entry_source(self, spec: KernelSpec, kernel_text: str, precision: str, sizes: Mapping[str, int]) -> Source:
        return amdgpu_source(spec, kernel_text, precision, sizes)

    def library_identity(self, cpu: str) -> str:
        return ""

    def tool_identity(self, cpu: str) -> str:
        return "toy-assembler:1"

    def object_identity(self, obj: bytes) -> str | None:
        return None

    def emit(self, tm: llvm.TargetMachine, module: llvm.ModuleRef, cpu: str,
             options: Sequence[CodegenOption] = ()) -> Emitted:
        return emit_elf(self.kind, self.reader, tm, module, options, verbose=True)


TOY: Backend = ToyBackend()
REGISTRY: Mapping[str, Backend] = MappingProxyType({**BACKENDS, TOY.kind: TOY})
# a target of the new kind: the registry entry fpsem/data/targets.toml would hold
TOY_TARGET = replace(resolve_target("mi250x"), name="toy", description="a fake GPU of the fake kind", kind="toygpu")

KERNEL = """
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr double, ptr addrspace(1) %p, i32 %i
  %x = load double, ptr addrspace(1) %pi
  %y = fmul double %x, %x
  %z = fadd double %y, %x
  store double %z, ptr addrspace(1) %q
  ret void
}
"""


@pytest.fixture(scope="module")
def emitted() -> tuple[Emitted, Emitted]:
    """The same module emitted by the fake backend and by the real AMDGPU backend."""
    # the toy kind borrows LLVM's AMDGPU back end: its TargetMachine is the MI250X's (the real registry does not
    # know the toy kind, so TOY_TARGET.machine, which asks it, refuses)
    tm = target_machine(resolve_target("mi250x").machine)
    toy = backend_for("toygpu", REGISTRY).emit(tm, parse_ir(KERNEL, "toy"), TOY_TARGET.cpu)
    amd = backend_for("amdgpu").emit(tm, parse_ir(KERNEL, "amd"), TOY_TARGET.cpu)
    return toy, amd


def test_the_kind_is_found_in_the_copy_only_and_the_real_registry_is_unchanged():
    assert backend_for(TOY_TARGET.kind, REGISTRY) is TOY
    assert "toygpu" not in BACKENDS and set(BACKENDS) == {"nvptx", "amdgpu", "host"}
    with pytest.raises(UsageError, match="no backend for target kind 'toygpu'"):
        backend_for(TOY_TARGET.kind)


def test_emit_labels_the_metrics_with_the_new_kind_and_reads_them_with_its_reader(emitted):
    toy, amd = emitted
    assert toy.failure is None and toy.object and toy.metrics is not None and amd.metrics is not None
    assert toy.metrics.kind == "toygpu" and amd.metrics.kind == "amdgpu"
    # same code and the same instruction reader: the same histogram and opcodes ...
    assert toy.asm == amd.asm
    assert toy.metrics.histogram == amd.metrics.histogram and toy.metrics.histogram["f64.mul"] == 1
    assert toy.metrics.opcodes == amd.metrics.opcodes
    # ... but the toy reader finds no resources in the assembly (the AMDGPU one reads the kernel descriptor)
    assert "k" in amd.metrics.resources and not toy.metrics.resources


def test_the_critical_path_follows_the_new_kinds_rules(emitted):
    toy, amd = emitted
    assert toy.metrics is not None and amd.metrics is not None
    real, fake = amd.metrics.paths["k"], toy.metrics.paths["k"]
    # AMDGCN rules: load -> mul -> add is one memory level and two FP64 steps
    assert real["chain"]["mem"] == 1 and real["chain"]["f64"] == 2 and real["global_load_bytes"] == 8
    # the toy rules count every other step of a chain as FP32 and each load as 64 bytes
    assert fake["chain"]["f64"] == 0 and fake["chain"]["mem"] == 1 and fake["chain"]["f32"] >= 2
    assert fake["global_loads"] == real["global_loads"] == 1 and fake["global_load_bytes"] == 64
    listing = read_amdgcn(toy.asm)
    assert paths(listing, TOY_CHAINS)["k"].to_json() == fake
    assert sum(c["f32"] for c in block_chains(listing, TOY_CHAINS)["k"]) >= fake["chain"]["f32"]


def test_same_code_uses_the_new_kinds_comment_forms(emitted):
    toy, _ = emitted
    commented = toy.asm.replace("s_endpgm", "s_endpgm ! the toy assembler's comment", 1)
    assert commented != toy.asm
    assert same_code(toy.asm, commented, "toygpu", REGISTRY)
    assert fingerprint(toy.asm, "toygpu", REGISTRY) == fingerprint(commented, "toygpu", REGISTRY)
    # the real AMDGPU kind does not know '!' comments: to it the two texts differ
    assert not same_code(toy.asm, commented, "amdgpu")
    assert "!" not in normalise(commented, "toygpu", REGISTRY)
    with pytest.raises(UsageError):
        normalise(toy.asm, "toygpu")  # not in the real registry


def test_the_entry_points_come_from_the_new_backend():
    k = load_kernel("daxpy")
    sizes = resolve_sizes(k.spec, "small")
    src = backend_for("toygpu", REGISTRY).entry_source(k.spec, k.ir_for("f64"), "f64", sizes)
    assert src.entries and src.wrapper_text
    assert "amdgpu_kernel" in src.wrapper_text


def test_the_performance_model_prices_the_new_kinds_expansions(emitted):
    toy, amd = emitted
    assert toy.metrics is not None and amd.metrics is not None
    assert instruction_cost("toygpu", "v_mul_f64", backends=REGISTRY) == {"issue": 1.0, "fp64": 3.0}
    assert instruction_cost("amdgpu", "v_mul_f64") == {"issue": 1.0, "fp64": 1.0}
    assert instruction_cost("toygpu", "global_load_dwordx2", backends=REGISTRY) == {"issue": 1.0, "ld": 1.0}
    # one mul and one add: 1 + 1 FP64 slots as AMDGCN, 3 + 1 as the toy kind's code
    assert stage_work(amd.metrics, "k", 100).fp64_slots == 2
    assert stage_work(toy.metrics, "k", 100, backends=REGISTRY).fp64_slots == 4
