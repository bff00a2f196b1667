"""Check a kernel's IR file against its spec: the kernel ABI of ``kernels/README.md``.

What is checked: the IR parses and verifies; no target triple or data layout;
each stage function ``@<key>_<stage>`` is defined with index arguments, then
one parameter per spec argument (arrays ``ptr``, real scalars ``T``, integer
scalars ``i64``) and returns ``T`` exactly when the stage reduces; a finalize
function is ``T (T, <args>)``; ``T`` is the only floating-point type; calls go
only to functions the file defines or to target-neutral LLVM intrinsics.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import llvmlite.binding as llvm

from fpsem.core.errors import IRParseError, SpecError
from fpsem.core.precision import precision_of
from fpsem.ir import text as irtext
from fpsem.ir.binding import canonical_text, parse_ir
from fpsem.kernels.spec import ArgSpec, KernelSpec

# An FP type keyword, not part of a name (%float.x) or another word.
_FP_TYPE_WORD = re.compile(r"(?<![-\w.$%@!#])(half|bfloat|float|double|fp128|x86_fp80|ppc_fp128)(?![-\w.$])")
_TARGET_INTRINSIC = re.compile(
    r"^llvm\.(nvvm|nvptx|amdgcn|r600|x86|aarch64|arm|ppc|riscv|wasm|spv|hexagon|mips|s390|ve|loongarch)\.")


def param_type(arg: ArgSpec, precision: str) -> str:
    """The IR type of a spec argument in stage functions: ``ptr``, ``T`` or ``i64``."""
    if arg.is_array:
        return "ptr"
    return "i64" if arg.is_int else precision_of(precision).ir_type


def stage_signature(spec: KernelSpec, stage_dims: int, reduce: bool, precision: str) -> tuple[str, list[str]]:
    """(return type, parameter types) a stage function must have."""
    ret = precision_of(precision).ir_type if reduce else "void"
    return ret, ["i64"] * stage_dims + [param_type(a, precision) for a in spec.params]


def finalize_signature(spec: KernelSpec, precision: str) -> tuple[str, list[str]]:
    t = precision_of(precision).ir_type
    return t, [t] + [param_type(a, precision) for a in spec.params]


def _signature(fn: llvm.ValueRef) -> tuple[str, list[str]]:
    t = fn.global_value_type
    return str(t.get_function_return()), [str(p) for p in t.get_function_parameters()]


def _fp_types_used(mod: llvm.ModuleRef) -> Iterable[tuple[str, str]]:
    """(where, type) for every FP type a function signature or an instruction names, read off LLVM's printing
    of the module in one pass (walking 400,000 instructions through the binding took minutes)."""
    sc = irtext.scan(canonical_text(mod))
    rows = [(fn.line, fn.name) for fn in sc.functions] + [(i, name) for name, i in sc.declares.items()]
    rows += [(ins[irtext.LINE], fn.name) for fn in sc.functions for ins in fn.instrs]
    for i, name in sorted(rows):
        line = sc.lines[i]
        for m in _FP_TYPE_WORD.finditer(irtext.blank_strings(line[:irtext.code_end(line)])):
            where = f"signature of @{name}" if line[:1] != " " else f"@{name}: {line.strip()[:60]}"
            yield where, m.group(1)


def check_kernel_ir(spec: KernelSpec, precision: str, text: str, path: str) -> llvm.ModuleRef:
    """Parse ``text`` and check it against ``spec`` for ``precision``; returns the module.

    Raises SpecError naming ``path`` and the first problem found.
    """
    try:
        mod = parse_ir(text, path)
    except IRParseError as e:
        raise SpecError(str(e)) from None
    if mod.triple:
        raise SpecError(f"{path}: kernel IR must be target-neutral, but sets target triple {mod.triple!r}")
    if mod.data_layout:
        raise SpecError(f"{path}: kernel IR must be target-neutral, but sets a datalayout")
    t = precision_of(precision).ir_type
    fns = {f.name: f for f in mod.functions}

    def need(name: str, want: tuple[str, list[str]], what: str) -> None:
        fn = fns.get(name)
        if fn is None or fn.is_declaration:
            raise SpecError(f"{path}: {what} @{name} is not defined")
        got = _signature(fn)
        if got != want:
            raise SpecError(f"{path}: {what} @{name} has type {got[0]} ({', '.join(got[1])}); the spec "
                            f"{spec.path or spec.key} requires {want[0]} ({', '.join(want[1])})")

    for stage in spec.stages:
        need(spec.function_name(stage), stage_signature(spec, len(stage.space), stage.reduce is not None, precision),
             f"stage function of stage {stage.name!r}")
        if stage.finalize:
            need(stage.finalize, finalize_signature(spec, precision), f"finalize function of stage {stage.name!r}")
    for where, fp in _fp_types_used(mod):
        if fp != t:
            raise SpecError(f"{path}: uses FP type {fp} ({where}); a {precision} kernel may use only {t}")
    for fn in mod.functions:
        if not fn.is_declaration:
            continue
        if not fn.name.startswith("llvm."):
            raise SpecError(f"{path}: declares external function @{fn.name}; kernels may call only "
                            f"functions they define and target-neutral LLVM intrinsics")
        if _TARGET_INTRINSIC.match(fn.name):
            raise SpecError(f"{path}: uses target intrinsic @{fn.name}; kernel IR must be target-neutral")
    return mod
