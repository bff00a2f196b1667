"""GPU accuracy without the GPU: a target's optimized IR, run on this CPU (AMD always; NVIDIA without a GPU).

What the emulation does, per variant:

1. build the variant in ``emulation`` mode (:func:`fpsem.compiler.build.build`): the kernel with the
   host's entry points, rewritten with the profile, its math calls sent to the **vendor's math
   library and linked from its own bitcode** (libdevice's ``__nv_*``, ROCm's ``__ocml_*`` with the
   ``oclc_*`` control libraries), exactly as the GPU build does, and optimized by LLVM's O3
   pipeline with the **target's machine** (gfx90a, sm_86, ...: its data layout and cost models
   decide inlining, unrolling, vectorization and every IR-level use of the profile's flags;
   NVVMReflect answers ``__nvvm_reflect`` as for the GPU build: ``__CUDA_FTZ`` 0, the target's
   ``__CUDA_ARCH``, ``__CUDA_PREC_SQRT``), audited like every build;
2. **contract** as the GPU back ends do: every ``fadd``/``fsub`` carrying ``contract``
   whose operand is a ``contract`` ``fmul`` of the same basic block becomes one
   ``llvm.fma`` (the selection DAG fuses per block; AMDGPU and NVPTX fuse even a product
   with several uses), and ``llvm.fmuladd`` becomes ``llvm.fma``; for NVIDIA targets, also the
   pairs ptxas fuses on its own, read from the SASS it makes of this IR where ptxas and nvdisasm
   are found (:func:`ptxas_contraction`, ``fpsem.runners.ptxas_fusion``);
3. replace every operation the back end selects as an **approximate instruction** by its model
   (``fpsem.runners.approx``: NVIDIA's bit-faithful from measured tables where installed, else
   error-bound; AMD's error-bound, no device to measure) -- the approximate intrinsics inside the
   vendor library's code (``llvm.nvvm.ex2.approx.ftz.f32`` in ``__nv_expf``, ...) included;
4. replace the **target intrinsics** and the PTX inline assembly left in the library's code
   (``llvm.nvvm.add.rn.d``, ``llvm.nvvm.fma.rm.f``, ``llvm.amdgcn.frexp.mant.f64``, libdevice's
   carry-chain multiplications, ...) by host IR computing the instruction's exact result
   (``fpsem.runners.vendor_intrinsics``);
5. drop the target and remove every fast-math flag (the ``strict`` rewrite), then JIT the
   module -- entry points included, as optimized for the target -- for this CPU: without
   flags, the host's own O3 and code generation preserve each operation's IEEE result.

No host math library function with a rounding error runs for a GPU target (:func:`emulate`
refuses a module that would call one outside the error-bound models): ``exp``, ``log``, ``sin`` &
co. are the vendor's own code.

What it does not capture (see docs/accuracy.md): the hardware bits of an instruction without a
measured table (AMD's, and NVIDIA's until ``benchmarks/mufu_tables.py`` has run), combines the
DAG makes beyond fmul-fadd fusion and shared reciprocals, ptxas's own contraction where ptxas or
nvdisasm is missing, and denormal flushing of ordinary arithmetic.  A reduction runs in the
GPU's order (``fpsem.compiler.entry.host``: one partial per thread of the grid fpsem's launcher
gives the stage on that GPU, added in index order as the CUDA runner adds them); on AMD that
grid is fpsem's launch rule with the MI250X's CU count, not checked on a device.
:data:`NOT_CAPTURED` says it in one line, for every figure's label.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from fpsem.compiler.build import CompiledVariant
from fpsem.compiler.cache import BuildCache
from fpsem.compiler.targets import Target
from fpsem.compiler.variant import Variant
from fpsem.core.errors import StageFailure, UsageError
from fpsem.fastmath.profiles import Profile, parse_profile
from fpsem.fastmath.rewrite import apply_profile
from fpsem.ir.text import split_top_level
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import KernelSpec
from fpsem.runners import mufu
from fpsem.runners.approx import FUSED_DIV_CALL, ApproxResult, apply_approx_models, models_used
from fpsem.runners.host import HostKernel, OnThisCpu, content_key, jit_module, jit_prepared
from fpsem.runners.protocol import PreparedVariant
from fpsem.runners.ptxas_fusion import (
    NV_DIV_APPROX,
    PTXAS_NOT_READ,
    PTXAS_READ,
    has_contractable_sum,
    ptxas_fusions,
    sums_left_to_ptxas,
)
from fpsem.runners.vendor_intrinsics import Retargeted, lower_inline_asm, retarget

_FLAG = r"(?:fast|reassoc|nnan|ninf|nsz|arcp|contract|afn)"
_BINOP = re.compile(rf"^(\s*)(%[-\w.$]+) = (fadd|fsub|fmul)((?: {_FLAG})*) (.+)$")
_LABEL = re.compile(r"^([-\w.$]+):")
_DEFINE = re.compile(r"^define\b")
_FMULADD = re.compile(r"@llvm\.fmuladd\.")
_FDIV_F32 = re.compile(r"^\s*(%[-\w.$]+) = fdiv (?:[a-z]+ )*(float .+)$")

STRICT = parse_profile("strict", {"flags": []}, source="fpsem.runners.emulation")


def _split_type_operands(rest: str) -> tuple[str, str, str, str] | None:
    """``T a, b<trailer>`` -> (T, a, b, trailer); operands may be vector constants with commas."""
    parts = split_top_level(rest)
    if len(parts) < 2:
        return None
    first, second = parts[0].strip(), parts[1]
    # first = "<type> <operand>": the type is everything up to the last top-level space
    depth, split = 0, -1
    for i, ch in enumerate(first):
        if ch in "<[{(":
            depth += 1
        elif ch in ">]})":
            depth -= 1
        elif ch == " " and depth == 0:
            split = i
    if split < 0:
        return None
    ty, a = first[:split], first[split + 1:]
    trailer = "," + ",".join(parts[2:]) if len(parts) > 2 else ""
    return ty, a.strip(), second.strip(), trailer


def _intrinsic_suffix(ty: str) -> str | None:
    scalar = {"double": "f64", "float": "f32", "half": "f16"}
    if ty in scalar:
        return scalar[ty]
    m = re.fullmatch(r"<(\d+) x (double|float|half)>", ty)
    return f"v{m.group(1)}{scalar[m.group(2)]}" if m else None


@dataclass(frozen=True)
class Contraction:
    """The result of :func:`contract_to_fma`: the new text and how many pairs were fused."""

    text: str
    fused: int
    fused_by_function: Mapping[str, int] = field(default_factory=dict)
    sums: frozenset[tuple[str, str]] = frozenset()  # (function, %name) of every sum fused


def _use_counts(lines: list[str]) -> dict[str, int]:
    """How often each ``%name`` is used (not defined) in a function's lines."""
    counts: dict[str, int] = {}
    for line in lines:
        body = line.split(" = ", 1)[1] if re.match(r"^\s*%[-\w.$]+ = ", line) else line
        for name in re.findall(r"%[-\w.$]+", body.split(";", 1)[0]):
            counts[name] = counts.get(name, 0) + 1
    return counts


def contract_to_fma(text: str, ptxas: Mapping[tuple[str, str], str] | None = None) -> Contraction:
    """Fuse contractable fmul-fadd/fsub pairs into ``llvm.fma`` calls, as the AMDGPU back end does.

    ``fadd (fmul a, b), c`` and ``fadd c, (fmul a, b)`` -> ``fma(a, b, c)``;
    ``fsub (fmul a, b), c`` -> ``fma(a, b, -c)``; ``fsub c, (fmul a, b)`` -> ``fma(-a, b, c)``.
    Both instructions must carry ``contract`` (or ``fast``). The product is fused into
    every such user in its own basic block (the selection DAG works per block and AMDGPU
    fuses aggressively, whatever the product's use count), and into a user in another
    block only when that is its single use (code generation then sinks the product into
    the user's block). When both operands of an fadd are products, the first is fused.
    ``llvm.fmuladd`` calls become ``llvm.fma`` calls. Checked against the gfx90a machine
    code in tests/test_accuracy_amd.py (NVPTX for sm_90 fuses the same pairs there too).

    ``ptxas`` (:func:`fpsem.runners.ptxas_fusion.ptxas_fusions`): ``(function, sum) -> product``
    pairs that NVIDIA's ptxas fused in the SASS of this very IR; a sum these rules leave alone is
    fused with that product too (whatever the blocks and uses), and a product that is an f32
    ``fdiv`` (``div.approx``) becomes ``call @fpsem.nvptx.div.approx.fma(a, b, c)``, which
    :func:`fpsem.runners.approx.apply_approx_models` runs as FFMA(MUFU.RCP(b), a, c).
    """
    out: list[str] = []
    declared: set[str] = set()
    needed: set[str] = set()
    fused = 0
    counter = 0
    lines = text.splitlines()
    uses: dict[str, int] = {}
    products: dict[str, tuple[str, str, str, int]] = {}  # name -> (type, a, b, block number)
    quotients: dict[str, tuple[str, str]] = {}  # name of a div.approx.f32 (fdiv afn, llvm.nvvm call) -> (a, b)
    ptxas = ptxas or {}
    div_fused = False
    block = 0
    function = ""
    by_function: dict[str, int] = {}
    sums: set[tuple[str, str]] = set()
    for k, line in enumerate(lines):
        if _DEFINE.match(line):
            end = next((j for j in range(k, len(lines)) if lines[j].startswith("}")), len(lines))
            uses = _use_counts(lines[k + 1:end])
            products, quotients = {}, {}
            m_name = re.search(r"@([-\w.$]+)\(", line)
            function = m_name.group(1) if m_name else ""
        if _DEFINE.match(line) or _LABEL.match(line):
            block += 1
        m = _BINOP.match(line)
        q = _FDIV_F32.match(line) if ptxas and not m else None
        parsed_q = _split_type_operands(q.group(2)) if q else None
        if q and parsed_q is not None:
            quotients[q.group(1)] = parsed_q[1:3]
        elif ptxas and not m and (nv := NV_DIV_APPROX.match(line)):
            quotients[nv.group(1)] = (nv.group(2).strip(), nv.group(3).strip())
        if not m:
            if line.startswith("declare") and "@llvm.fma." in line:
                declared.add(line.split("@")[1].split("(")[0])
            if _FMULADD.search(line) and not line.startswith("declare"):
                line = line.replace("@llvm.fmuladd.", "@llvm.fma.")
                needed.update(re.findall(r"@llvm\.fma\.(\w+)\(", line))
            out.append(line)
            continue
        indent, name, op, flags, rest = m.groups()
        contractable = any(f in ("contract", "fast") for f in flags.split())
        parsed = _split_type_operands(rest)
        if parsed is None or not contractable:
            out.append(line)
            continue
        ty, a, b, trailer = parsed
        if op == "fmul":
            products[name] = (ty, a, b, block)
            out.append(line)
            continue

        def fusable(v: str, ty: str = ty, block: int = block) -> bool:
            p = products.get(v)  # noqa: B023 -- called in this iteration only
            return p is not None and p[0] == ty and (p[3] == block or uses.get(v, 0) == 1)  # noqa: B023

        suffix = _intrinsic_suffix(ty)
        pick = a if fusable(a) else (b if fusable(b) else None)
        if pick == a and fusable(b) and uses.get(b, 0) < uses.get(a, 0):
            pick = b  # the DAG combiner prefers the product with fewer uses
        by_ptxas = ptxas.get((function, name)) if pick is None else None
        if by_ptxas in (a, b) and by_ptxas in products and products[by_ptxas][0] == ty:
            pick = by_ptxas
        elif by_ptxas is not None and by_ptxas in (a, b) and by_ptxas in quotients and ty == "float":
            qa, qb = quotients[by_ptxas]
            other = b if by_ptxas == a else a
            if op == "fsub":  # q - c = div_fma(a, b, -c); c - q = div_fma(-a, b, c)
                counter += 1
                neg = f"%fpsem.neg{counter}"
                out.append(f"{indent}{neg} = fneg float {other if by_ptxas == a else qa}")
                other, qa = (neg, qa) if by_ptxas == a else (other, neg)
            out.append(f"{indent}{name} = call float @{FUSED_DIV_CALL}(float {qa}, float {qb}, float {other}){trailer}")
            div_fused = True
            sums.add((function, name))
            fused += 1
            by_function[function] = by_function.get(function, 0) + 1
            continue
        if suffix is None or pick is None:
            out.append(line)
            continue
        _, x, y, _ = products[pick]
        other = b if pick == a else a
        if op == "fsub":
            counter += 1
            neg = f"%fpsem.neg{counter}"
            if pick == a:  # (a*b) - c = fma(a, b, -c)
                out.append(f"{indent}{neg} = fneg {ty} {other}")
                other = neg
            else:  # c - (a*b) = fma(-a, b, c)
                out.append(f"{indent}{neg} = fneg {ty} {x}")
                x = neg
        out.append(f"{indent}{name} = call {ty} @llvm.fma.{suffix}({ty} {x}, {ty} {y}, {ty} {other}){trailer}")
        needed.add(suffix)
        sums.add((function, name))
        fused += 1
        by_function[function] = by_function.get(function, 0) + 1
    for suffix in sorted(needed - {d.split("llvm.fma.", 1)[1] for d in declared}):
        ty = _type_of_suffix(suffix)
        out.append(f"declare {ty} @llvm.fma.{suffix}({ty}, {ty}, {ty})")
    if div_fused:
        out.append(f"declare float @{FUSED_DIV_CALL}(float, float, float)")
    return Contraction("\n".join(out) + "\n", fused, by_function, frozenset(sums))


def _type_of_suffix(suffix: str) -> str:
    scalar = {"f64": "double", "f32": "float", "f16": "half"}
    if suffix in scalar:
        return scalar[suffix]
    m = re.fullmatch(r"v(\d+)(f64|f32|f16)", suffix)
    assert m is not None, suffix
    return f"<{m.group(1)} x {scalar[m.group(2)]}>"


_TARGET_LINE = re.compile(r'^target (triple|datalayout) = ".*"$')
_TARGET_ATTRS = re.compile(r'\s*"(target-cpu|target-features|amdgpu-[\w-]+|uniform-work-group-size)"(="[^"]*")?')

NOT_CAPTURED = ("the vendor math library runs from its own bitcode; approximate instructions run as models "
                "(bit-faithful from measured tables or error-bound, named in the notes); reductions add per-thread "
                "partials in the GPU launch's order; denormal flushing of ordinary arithmetic is not captured")


def target_neutral(text: str) -> str:
    """``text`` without its triple, data layout and target attributes (what the host can run)."""
    lines = [l for l in text.splitlines() if not _TARGET_LINE.match(l)]
    return "\n".join(_TARGET_ATTRS.sub("", l) for l in lines) + "\n"


def _check_portable(text: str, label: str) -> None:
    m = re.search(r"(?<=call )[^@\n]*@(llvm\.(?:amdgcn|r600|nvvm|nvptx)\.[\w.]+)", text)
    if m:
        raise StageFailure(f"{label}: the target-optimized IR calls {m.group(1)}, which the host cannot run "
                           f"(the emulation runs target-neutral IR only)")
    m = re.search(r'\basm (?:sideeffect )?"([^"]*)"', text)
    if m:
        raise StageFailure(f"{label}: the target-optimized IR has inline assembly {m.group(1)[:80]!r}, which the host "
                           f"cannot run (no host equivalent in fpsem.runners.vendor_intrinsics)")
    m = _INEXACT_HOST_MATH.search(text.split(_MODELS_MARK, 1)[0])
    if m:
        raise StageFailure(f"{label}: the emulated module would call {m.group(1)}, which the host's math library "
                           f"computes with its own rounding, not the GPU's (the vendor library should have replaced it)")


# Host calls whose result is not exactly defined by IEEE 754 (the emulation must not run them for a GPU
# target; ldexp, frexp, fma, sqrt, floor & co. are exact and allowed).  The error-bound models after the
# marker use the host's exp2/log2/sin/cos in binary64 on purpose: their notes say so.
_INEXACT_HOST_MATH = re.compile(
    r"call [^@\n]*@((?:llvm\.(?:exp|exp2|exp10|log|log2|log10|pow|powi|sin|cos|tan|sinh|cosh|tanh|asin|acos|atan|"
    r"atan2)\.[\w.]+)|(?:(?:exp|exp2|exp10|expm1|log|log2|log10|log1p|pow|sin|cos|tan|sinh|cosh|tanh|asin|acos|atan|"
    r"atan2|cbrt|hypot|erf|erfc|tgamma|lgamma)f?))\(")
_MODELS_MARK = "; fpsem.runners.approx: models of approximate GPU instructions"


@dataclass(frozen=True)
class EmulatedModule:
    """The emulation's module: target-optimized, contracted, target-neutral and flag-free."""

    text: str  # what the host JIT compiles (entry points included)
    target_ir: str  # the module after the target's O3 pipeline, before contraction (for inspection)
    fused: int  # fmul-fadd pairs fused into FMAs, whole module
    fused_by_function: Mapping[str, int] = field(default_factory=dict)
    approximations: Mapping[str, int] = field(default_factory=dict)  # model -> operations it replaced
    models: tuple[str, ...] = ()  # one line per model used: what it is (bit-faithful / error-bound) and its bound
    approx_notes: tuple[str, ...] = ()  # what the models do not cover here
    library_functions: tuple[str, ...] = ()  # vendor library functions linked (run from their bitcode)
    intrinsics: Mapping[str, int] = field(default_factory=dict)  # target intrinsic -> calls run as host equivalents
    ptxas_note: str = ""  # what ptxas's own contraction added (read from its SASS), or why it was not read


def emulation_variant(kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                      target: Target) -> Variant:
    """The variant the emulation builds: ``target``'s optimizer over host entry points."""
    return Variant(kernel, precision, profile, target, tuple(sorted(sizes.items())), mode="emulation")


def emulate(built: CompiledVariant, target: Target, per_point: Sequence[str] = ()) -> EmulatedModule:
    """Steps 2-5 of the module docstring on an emulation build's optimized IR (built for ``target``);
    ``per_point``: the kernel's stage functions (ptxas's own fusions count only inside them)."""
    label = f"{built.name} (emulated)"
    if not built.ok:
        assert built.failure is not None
        raise StageFailure(f"{label}: build failed at {built.failure.stage}: {built.failure.message}")
    contracted, ptxas_note = ptxas_contraction(built.optimized_ir, target, per_point)
    text, approx, vendor = emulate_text(contracted.text, target, label)
    return EmulatedModule(text, built.optimized_ir, contracted.fused, dict(contracted.fused_by_function),
                          dict(approx.replaced), models_used(approx.replaced), tuple(approx.notes) + vendor.notes,
                          tuple(built.math_functions), dict(vendor.replaced), ptxas_note)


def ptxas_contraction(text: str, target: Target, per_point: Sequence[str] = ()) -> tuple[Contraction, str]:
    """Step 2 for ``target``: :func:`contract_to_fma` with the pairs ptxas fuses on its own (NVIDIA targets
    whose IR lets it contract, where ptxas and nvdisasm are found), and a note on what ptxas added or
    why it was not read; the note also names any sum the DAG model fused that the SASS does not."""
    dag = contract_to_fma(text)
    if target.kind != "nvptx" or not has_contractable_sum(text):
        return dag, ""
    if not sums_left_to_ptxas(text, dag.sums):
        return dag, (f"{PTXAS_READ} (the IR only: every contract sum with a product operand is fused by the "
                     f"selection DAG's model already): 0 mul/add pair(s) fused beyond the selection DAG's")
    found = ptxas_fusions(text, target, per_point)
    if isinstance(found, str):
        return dag, (f"{PTXAS_NOT_READ}: {found}; only the selection DAG's contraction is modelled (ptxas may "
                     f"fuse more mul/add pairs on the GPU)")
    contracted = contract_to_fma(text, found.pairs)
    extra = [f"{len(found.unresolved)} fused sum(s) whose product was not told: {', '.join(found.unresolved)}"] \
        if found.unresolved else []
    if found.fma_sums:  # the SASS was read: every sum the model fused must be an FFMA/DFMA there
        unmatched = sorted(f"{f}: {n}" for f, n in contracted.sums - found.fma_sums)
        extra += [f"{len(unmatched)} sum(s) fused by the DAG model show no FMA at their line in the SASS "
                  f"({found.unattributed} FMA(s) there have no line): {', '.join(unmatched[:6])}"] \
            if len(unmatched) > found.unattributed else []
    return contracted, (f"{PTXAS_READ} ({found.how}): {len(found.pairs)} mul/add pair(s) fused beyond the "
                        f"selection DAG's" + "".join(f"; {e}" for e in extra))


def emulate_text(contracted: str, target: Target, label: str) -> tuple[str, ApproxResult, Retargeted]:
    """Steps 3-5 on target-optimized, contracted IR: the host module (target-neutral, flag-free), what the
    models replaced and which target intrinsics run as host equivalents.  StageFailure when something the
    host cannot run exactly is left (a target intrinsic, inline assembly, an inexact host math call)."""
    # libdevice's PTX inline assembly: as the intrinsic it is (the approximate ones) or a host equivalent
    approx = apply_approx_models(lower_inline_asm(contracted), target.kind, target.cpu)
    vendor = retarget(approx.text)  # after the models: they take the approximate target intrinsics first
    _check_portable(vendor.text, label)
    neutral = target_neutral(vendor.text)
    return apply_profile(neutral, STRICT, name=f"{label} (contracted)").text, approx, vendor


def jit_emulated(spec: KernelSpec, built: CompiledVariant, emu: EmulatedModule) -> HostKernel:
    """The emulated module JIT-compiled for this CPU: entry points callable as the host runner's."""
    # No flags are left in the emulated module: the host's optimizer preserves every IEEE result.
    mufu.register_tables_for(emu.text)  # the measured tables the models read (a module from the cache too)
    return jit_module(spec, built.precision, emu.text, f"{built.profile} (emulated {built.target})",
                      f"{built.name} (emulated)", compile_seconds=built.compile_seconds,
                      partials={e.stage: e.partials for e in built.entries})


def emulation_how(gpu: Target) -> str:
    """The provenance line of every figure the emulation of ``gpu`` gives."""
    return (f"emulated: the {gpu.cpu}-optimized IR, with the back end's FMA contraction, run on this CPU "
            f"(no {gpu.name} here; {NOT_CAPTURED}; see docs/accuracy.md)")


@dataclass
class EmulatedRunner(OnThisCpu):
    """A GPU target without its hardware here: its optimized IR, contracted as its back end would, on this CPU.

    It runs (accuracy) but does not time: its speed is this CPU's, not the GPU's (``times = False``).
    """

    gpu: Target
    cache: BuildCache | None = None
    isolated: bool = True  # build in a worker process
    target: str = field(init=False, default="")  # the GPU target's name
    how: str = field(init=False, default="")
    name = "emulation"
    times = False
    times_apart = False

    def __post_init__(self) -> None:
        if not self.gpu.is_gpu:
            raise UsageError(f"the emulation needs a GPU target, not {self.gpu.name!r} ({self.gpu.kind})")
        self.target = self.gpu.name
        self.how = emulation_how(self.gpu)

    def variant(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int]) -> Variant:
        return emulation_variant(kernel, profile, precision, sizes, self.gpu)

    def load(self, kernel: Kernel, built: CompiledVariant, sizes: Mapping[str, int]) -> PreparedVariant:
        spec = kernel.spec
        emu = emulate(built, self.gpu, tuple(spec.function_name(s) for s in spec.stages))
        per_stage = ", ".join(f"{emu.fused_by_function.get(spec.function_name(s), 0)} in stage {s.name}"
                              for s in spec.stages)
        note = (f"FMA contraction as the {self.gpu.cpu} back end does: {per_stage} (per point), "
                f"{emu.fused} in the module with its entry loops")
        models = tuple(f"approximate instruction modelled: {m}" for m in emu.models)
        files = ", ".join(part.split(":")[0] for part in built.identity.get("library", "").split(";") if part)
        library = ((f"vendor math library run from its bitcode ({files}): {', '.join(emu.library_functions)}; "
                    f"target intrinsics as their host equivalents: "
                    f"{', '.join(f'{k} x{n}' for k, n in sorted(emu.intrinsics.items())) or 'none'}",)
                   if emu.library_functions else ())
        return jit_prepared(f"{spec.key}.{built.precision}.{built.profile}.{self.gpu.name} (emulated)", spec,
                            built.precision, lambda: jit_emulated(spec, built, emu), sizes=sizes, how=self.how,
                            notes=(note,) + ((emu.ptxas_note,) if emu.ptxas_note else ()) + library + models + emu.approx_notes,
                            # the emulated module (target-neutral, flag-free) is what runs: two targets or
                            # profiles that agree on it share their results
                            key=content_key(emu.text, "emulated, host JIT"), built=built, timed=False)
