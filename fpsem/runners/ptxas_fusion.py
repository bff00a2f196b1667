"""Which multiply-add pairs NVIDIA's ptxas fuses, read from the SASS it makes of the IR the emulation runs.

LLVM's NVPTX back end writes ``mul``/``add``/``sub`` without ``.rn`` where the IR allowed
contraction (``contract``), and leaves ptxas free to fuse a product feeding a sum into one
FFMA/DFMA by its own rules (the selection DAG fused only what it saw in one basic block, by
its own heuristics).  Those rules are not documented, so fpsem does not guess them: it asks
ptxas.

:func:`ptxas_fusions` gives every IR instruction of the module one debug location (its line
in the text: LLVM's NVPTX back end writes a ``.loc`` for it, which ptxas ``-lineinfo`` carries
onto each SASS instruction), compiles the module with the target's machine and
``ptxas -arch=<cpu> -c -lineinfo`` (``-c``: the emulated module's functions are not kernels) and
reads the SASS with ``nvdisasm``.  An ``fadd``/``fsub`` whose PTX is an ``add``/``sub`` but whose
SASS is an FFMA/DFMA was fused by ptxas; the product it absorbed is the operand whose SASS
definition feeds the FFMA's multiplicands (an ``fmul``, or the multiplication inside
``div.approx.f32``: an ``fdiv`` with ``afn`` or libdevice's ``llvm.nvvm.div.approx.f``).  The pairs
are named by the IR's own value names, per function, so that
:func:`fpsem.runners.emulation.contract_to_fma` fuses exactly those.  The IR is the emulation's
own (the kernel's per-point code as optimized for the target, inlined into host-style entry
loops); a reduction's accumulation in those loops is not the GPU's and is left alone.

Debug locations do not change code generation (LLVM's invariant, and ptxas's for ``-lineinfo``);
:func:`ptxas_fusions` still checks it on what it compiled: the PTX without its ``.loc`` lines
must equal the PTX of the module without debug information.  Where ptxas or nvdisasm is missing
(``nvidia-cuda-nvdisasm``, the ``nvptx`` extra), or a check fails, it returns the reason (a
string), and the emulation keeps its model of the selection DAG's contraction alone (said in
its notes).
"""

from __future__ import annotations

import functools
import re
import subprocess
import tempfile
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass, field, replace
from pathlib import Path

from fpsem.compiler.backends.nvptx import explicit_narrow_stores, ptxas_path
from fpsem.compiler.code_metrics import run_ptxas
from fpsem.compiler.devlibs import find_nvdisasm
from fpsem.compiler.targets import Target
from fpsem.ir import text as irtext
from fpsem.ir.binding import MachineSpec, codegen_options, parse_ir, target_machine

_DEFINE = re.compile(r"^define\b[^@]*@(?P<name>[-\w.$]+)\(")
_META = re.compile(r"^!(\d+) = ")
_DBG_ATTACH = re.compile(r",?\s*!dbg ![0-9]+")
_LABEL = re.compile(r"^[-\w.$]+:")
_NAMED = re.compile(r"^\s*(%[-\w.$]+) = ")
_FLAGGED = re.compile(r"^\s*%[-\w.$]+ = (?P<op>fadd|fsub|fmul|fdiv) (?P<flags>(?:[a-z]+ )*)(?P<ty>float|double) "
                      r"(?P<rest>.*)$")
_CONTRACT = {"contract", "fast"}
# libdevice's div.approx.f32 (``__nv_fast_tanf``): ``%q = call float @llvm.nvvm.div.approx.f(float a, float b)``
NV_DIV_APPROX = re.compile(r"^\s*(%[-\w.$]+) = (?:tail |notail )?call (?:[a-z]+ )*float @llvm\.nvvm\.div\.approx\.f\("
                           r"float ([^,]+), float ([^)]+)\)")
PTXAS_NOT_READ = "ptxas's own contraction not read"  # the emulation's note starts so where it could not be
PTXAS_READ = "ptxas's own contraction read"  # ... and so where it was


@dataclass(frozen=True)
class Fusions:
    """What ptxas fused: ``(function, sum) -> product`` by IR value name, and how it was found."""

    pairs: Mapping[tuple[str, str], str] = field(default_factory=dict)
    unresolved: tuple[str, ...] = ()  # sums ptxas fused whose product could not be told (named)
    fma_sums: frozenset[tuple[str, str]] = frozenset()  # every sum the SASS computes in an FFMA/DFMA (DAG or ptxas)
    unattributed: int = 0  # FFMA/DFMA at line 0: LLVM merged the locations of a product and a sum of two blocks
    how: str = ""


def has_contractable_sum(text: str) -> bool:
    """Whether any fadd/fsub of ``text`` carries ``contract`` (else ptxas may fuse nothing)."""
    for m in re.finditer(r"= (?:fadd|fsub) ((?:[a-z]+ )*)", text):
        if _CONTRACT & set(m.group(1).split()):
            return True
    return False


def line_tagged(text: str) -> str:
    """``text`` with one debug location per instruction: its own (1-based) line number in ``text``.

    Existing debug information is dropped first.  Each function gets a DISubprogram of one
    line-tables-only compile unit, so that the NVPTX back end writes a ``.loc`` per instruction.
    """
    lines = text.splitlines()
    top = max((int(m.group(1)) for l in lines if (m := _META.match(l))), default=-1) + 1
    cu, fil, ty, flag = top, top + 1, top + 2, top + 3
    nxt = top + 4
    out: list[str] = []
    meta: list[str] = [
        f'!{cu} = distinct !DICompileUnit(language: DW_LANG_C99, file: !{fil}, producer: "fpsem", '
        f"isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly)",
        f'!{fil} = !DIFile(filename: "fpsem.ll", directory: "/")',
        f"!{ty} = !DISubroutineType(types: !{{}})",
        f'!{flag} = !{{i32 2, !"Debug Info Version", i32 3}}',
    ]
    sp = -1
    in_body = in_switch = False
    flags_seen = False
    for k, line in enumerate(lines, 1):
        if line.startswith("!llvm.dbg.cu") or line.lstrip().startswith("#dbg_"):
            continue
        if line.startswith("!llvm.module.flags = !{"):
            flags_seen = True
            line = line.rstrip().rstrip("}") + f", !{flag}}}" if line.rstrip() != "!llvm.module.flags = !{}" \
                else f"!llvm.module.flags = !{{!{flag}}}"
        line = _DBG_ATTACH.sub("", line) if not _META.match(line) else line
        m = _DEFINE.match(line)
        if m:
            sp, nxt = nxt, nxt + 1
            meta.append(f'!{sp} = distinct !DISubprogram(name: "{m["name"]}", scope: !{fil}, file: !{fil}, line: {k}, '
                        f"type: !{ty}, scopeLine: {k}, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !{cu})")
            out.append(re.sub(r"\s*\{\s*$", f" !dbg !{sp} {{", line))
            in_body = True
            continue
        if in_body and line.startswith("}"):
            in_body = False
        elif in_body and line.startswith(" ") and not in_switch:
            body = line.strip()
            if body.endswith("["):  # a switch's case list follows: no location (none is needed)
                in_switch = True
            elif body and not body.startswith(";"):
                loc, nxt = nxt, nxt + 1
                meta.append(f"!{loc} = !DILocation(line: {k}, column: 1, scope: !{sp})")
                code, sep, comment = line.partition(" ; ")
                line = f"{code}, !dbg !{loc}" + (f"{sep}{comment}" if sep else "")
        elif in_switch and "]" in line:
            in_switch = False
        out.append(line)
    out.append(f"!llvm.dbg.cu = !{{!{cu}}}")
    if not flags_seen:
        out.append(f"!llvm.module.flags = !{{!{flag}}}")
    return "\n".join(out + meta) + "\n"


def _ptx(text: str, machine: MachineSpec) -> str:
    tm = target_machine(machine)
    mod = parse_ir(text, "ptxas fusion probe")
    with codegen_options(machine.options):  # the PTX the build makes (its narrow stores explicit): the SASS is the GPU's
        return explicit_narrow_stores(tm.emit_assembly(mod))


_LOC = re.compile(r"^\s*\.loc\s+\d+\s+(\d+)\s+\d+")
_DEBUG_NOISE = re.compile(r"^\s*(?:\.loc\b|\.file\b|\$L__(?:func|tmp)\w*:|//|$)")


def _instructions_only(ptx: str) -> list[str]:
    """The PTX's code lines without debug directives, labels of debug ranges, comments and sections."""
    body = ptx.split("\t.section\t.debug", 1)[0]
    return [l.strip() for l in body.splitlines() if not _DEBUG_NOISE.match(l)]


def ptx_ops_by_line(ptx: str) -> dict[int, list[str]]:
    """Debug line -> the opcodes of the PTX instructions under that ``.loc``."""
    out: dict[int, list[str]] = {}
    line = 0
    for raw in ptx.splitlines():
        m = _LOC.match(raw)
        if m:
            line = int(m.group(1))
            continue
        s = raw.strip()
        if not line or not s or s.startswith(("//", ".", "$", "{", "}", ")")):
            continue
        s = re.sub(r"^@!?%p\d+\s+", "", s)
        out.setdefault(line, []).append(s.split()[0])
    return out


@dataclass(frozen=True)
class SassInstr:
    """One SASS instruction: its function, debug line, opcode, destination and source registers."""

    function: str
    line: int
    opcode: str
    dest: str
    sources: tuple[str, ...]
    predicated: bool


_SASS_INSTR = re.compile(r"^\s*/\*[0-9a-f]{4,}\*/\s+(?P<pred>@!?U?P\w+\s+)?(?P<op>[A-Z][\w.]*)\s*(?P<args>[^;]*);")
_SASS_LINE = re.compile(r'^\s*//## File "[^"]*", line (\d+)')
_SASS_FUNC = re.compile(r"^\s*\.text\.(?P<name>[-\w.$]+):|^(?P<label>[-\w.$]+):\s*$")
_REG = re.compile(r"-?\|?(R\d+|RZ)\|?(?:\.\w+)*")


def read_sass(listing: str) -> list[SassInstr]:
    """The instructions of an ``nvdisasm -g -c`` listing, with the debug line of each."""
    out: list[SassInstr] = []
    function, line = "", 0
    for raw in listing.splitlines():
        m = _SASS_FUNC.match(raw)
        if m and m["name"]:
            function, line = m["name"], 0
            continue
        m = _SASS_LINE.match(raw)
        if m:
            line = int(m.group(1))
            continue
        m = _SASS_INSTR.match(raw)
        if not m:
            continue
        args = [a.strip() for a in m["args"].split(",")] if m["args"].strip() else []
        regs = [r.group(1) for a in args if (r := _REG.fullmatch(a))]
        dest = args[0] if args and _REG.fullmatch(args[0]) else ""
        out.append(SassInstr(function, line, m["op"], dest.strip("-|").split(".")[0],
                             tuple(r for a, r in zip(args[1:], regs[1:] if dest else regs)), bool(m["pred"])))
    return out


def _defining_lines(sass: Sequence[SassInstr], at: int, reg: str) -> set[int]:
    """Debug lines of the instructions that last defined ``reg`` before ``sass[at]`` (through predicated ones)."""
    lines: set[int] = set()
    for j in range(at - 1, -1, -1):
        ins = sass[j]
        if ins.function != sass[at].function:
            break
        if ins.dest == reg:  # an f64 register pair is named by its first register, in both places
            lines.add(ins.line)
            if not ins.predicated:
                break
    return lines


def _run_nvdisasm(cubin: bytes, nvdisasm: Path) -> str:
    with tempfile.TemporaryDirectory(prefix="fpsem-sass-") as tmp:
        path = Path(tmp) / "k.cubin"
        path.write_bytes(cubin)
        proc = subprocess.run([str(nvdisasm), "-g", "-c", str(path)], capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        raise RuntimeError(f"nvdisasm: {proc.stderr.strip()[:200]}")
    return proc.stdout


_PTX_SUM = re.compile(r"^(?:add|sub)\.f(?:32|64)$")  # not .rn: the back end let ptxas contract it
_FMA_SASS = {"FFMA", "DFMA"}


def ptxas_fusions(text: str, target: Target, per_point: Sequence[str] = (), always: bool = False) -> Fusions | str:
    """The multiply-add pairs ptxas fuses in ``text`` (target-optimized IR of an NVIDIA ``target``),
    or the reason they cannot be read here (a string: no ptxas, no nvdisasm, a failed check).

    ``per_point``: the kernel's per-point (stage) functions.  When given, a pair whose sum
    accumulates a loop-carried value outside them (:func:`accumulations`: a reduction in an entry
    loop) does not count: that accumulation is the emulation's (one accumulator over all points),
    not the GPU's (per-thread partial sums, which the host adds), so what ptxas makes of it says
    nothing about the GPU.  ``always``: run ptxas even when the PTX leaves it nothing to fuse (so that
    :attr:`Fusions.fma_sums` lists every sum the SASS computes in an FMA, for checking a model).
    """
    if target.kind != "nvptx":
        return f"{target.name} is not an NVIDIA target"
    ptxas, nvdisasm = ptxas_path(), find_nvdisasm()
    if ptxas is None or nvdisasm is None:
        return f"{'ptxas' if ptxas is None else 'nvdisasm'} not found (the nvptx extra installs both)"
    found = _fusions_cached(text, target.machine, target.cpu, str(ptxas), str(nvdisasm), always)
    if isinstance(found, str) or not per_point:
        return found
    acc = accumulations(text.splitlines(), per_point)
    kept = {k: v for k, v in found.pairs.items() if k not in acc}
    left = len(found.pairs) - len(kept)
    return replace(found, pairs=kept, how=found.how + (
        f"; {left} pair(s) accumulating a reduction in the entry code left alone" if left else ""))


@functools.lru_cache(maxsize=64)
def _fusions_cached(text: str, machine: MachineSpec, cpu: str, ptxas: str, nvdisasm: str,
                    always: bool) -> Fusions | str:
    try:
        tagged = _ptx(line_tagged(text), machine)
    except Exception as e:  # noqa: BLE001 -- llvmlite raises RuntimeError and friends; the caller falls back
        return f"the line-tagged module did not compile: {str(e).splitlines()[0][:160]}"
    lines = text.splitlines()
    # LLVM writes ``.loc 1 0`` where it merged two locations (a product sunk into its sum's block); nvdisasm
    # prints no line for line 0, so such SASS would read as the line before: a line of its own instead
    tagged = re.sub(r"^(\s*\.loc\s+\d+\s+)0(\s)", rf"\g<1>{len(lines) + 1}\2", tagged, flags=re.M)
    ptx_ops = ptx_ops_by_line(tagged)
    function_of, defs = _ir_index(lines)
    if not always and not any(_candidate(lines, function_of, defs, k, ops) for k, ops in ptx_ops.items()):
        return Fusions(how="the PTX only: no add/sub it leaves unfused has a product operand, so ptxas has nothing "
                           "to fuse")
    if _instructions_only(tagged) != _instructions_only(_ptx(text, machine)):
        return "the PTX with debug lines differs from the PTX without (not used)"
    res = run_ptxas(tagged, cpu, Path(ptxas), extra=("-c", "-lineinfo"))
    if res.cubin is None:
        return f"ptxas on the line-tagged PTX: {res.error}"
    try:
        sass = read_sass(_run_nvdisasm(res.cubin, Path(nvdisasm)))
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as e:
        return f"nvdisasm failed: {e}"
    return _pairs(lines, ptx_ops, sass)


def _ir_index(lines: Sequence[str]) -> tuple[dict[int, str], dict[tuple[str, str], int]]:
    """Line -> its function, and (function, %name) -> the line defining it (lines 1-based)."""
    function_of: dict[int, str] = {}
    defs: dict[tuple[str, str], int] = {}
    function = ""
    for k, line in enumerate(lines, 1):
        m = _DEFINE.match(line)
        if m:
            function = m["name"]
        function_of[k] = function
        n = _NAMED.match(line)
        if n:
            defs[(function, n.group(1))] = k
    return function_of, defs


def _sum_operands(line: str) -> list[str] | None:
    """The two operands of an fadd/fsub line, else None."""
    m = _FLAGGED.match(line)
    if not m or m["op"] not in ("fadd", "fsub"):
        return None
    return [o.strip() for o in irtext.split_top_level(m["rest"].split(", !", 1)[0])[:2]]


def sums_left_to_ptxas(text: str, fused: Set[tuple[str, str]]) -> bool:
    """Whether ``text`` has a ``contract`` sum with a product operand (:func:`_is_product`) that is not among
    ``fused`` (the sums the selection DAG's model fuses): else ptxas has nothing of its own to fuse."""
    lines = text.splitlines()
    function_of, defs = _ir_index(lines)
    for k, line in enumerate(lines, 1):
        m = _FLAGGED.match(line)
        if not m or m["op"] not in ("fadd", "fsub") or not _CONTRACT & set(m["flags"].split()):
            continue
        name = _NAMED.match(line).group(1)  # type: ignore[union-attr]
        operands = _sum_operands(line) or []
        if (function_of[k], name) not in fused and any(_is_product(lines, defs.get((function_of[k], o)))
                                                        for o in operands):
            return True
    return False


def _candidate(lines: Sequence[str], function_of: Mapping[int, str], defs: Mapping[tuple[str, str], int], k: int,
               ops: Sequence[str]) -> bool:
    """Whether IR line ``k`` is a sum that the PTX (opcodes ``ops``) left unfused, with a product operand."""
    if not (0 < k <= len(lines)) or any(o.startswith("fma.") for o in ops) or not any(_PTX_SUM.match(o) for o in ops):
        return False
    operands = _sum_operands(lines[k - 1])
    return operands is not None and any(_is_product(lines, defs.get((function_of[k], o))) for o in operands)


def _pairs(lines: list[str], ptx_ops: Mapping[int, list[str]], sass: Sequence[SassInstr]) -> Fusions:
    """Fused pairs: FFMA/DFMA whose debug line is an fadd/fsub the PTX kept as a non-.rn add/sub."""
    function_of, defs = _ir_index(lines)
    pairs: dict[tuple[str, str], str] = {}
    unresolved: list[str] = []
    fma_sums: set[tuple[str, str]] = set()
    unattributed = 0
    seen: set[int] = set()
    for at, ins in enumerate(sass):
        if ins.opcode.split(".")[0] not in _FMA_SASS or ins.line in seen or ins.line == 0:
            continue
        if ins.line > len(lines):  # no line of its own (see _fusions_cached)
            unattributed += 1
            continue
        operands = _sum_operands(lines[ins.line - 1])
        if operands is None:
            continue  # an FFMA inside an expanded instruction (div.rn, sqrt.rn, ...)
        seen.add(ins.line)
        function = function_of[ins.line]
        name = _NAMED.match(lines[ins.line - 1]).group(1)  # type: ignore[union-attr]
        fma_sums.add((function, name))
        ops = ptx_ops.get(ins.line, [])
        if any(o.startswith("fma.") for o in ops) or not any(_PTX_SUM.match(o) for o in ops):
            continue  # the selection DAG fused it already (or it is not an add/sub that ptxas may contract)
        candidates = [o for o in operands if _is_product(lines, defs.get((function, o)))]
        if len(candidates) > 1:  # both operands are products: the one whose SASS feeds the multiplicands
            mult = set().union(*(_defining_lines(sass, at, r) for r in ins.sources[:2]))
            candidates = [o for o in candidates if defs[(function, o)] in mult] or candidates
        if len(set(candidates)) == 1:
            pairs[(function, name)] = candidates[0]
        else:
            unresolved.append(f"{function}: {name}")
    return Fusions(pairs, tuple(unresolved), frozenset(fma_sums), unattributed,
                   "ptxas -lineinfo on the module's PTX, SASS read with nvdisasm")


_PHI = re.compile(r"^\s*(%[-\w.$]+) = phi ")


def accumulations(lines: Sequence[str], skip: Sequence[str] = ()) -> set[tuple[str, str]]:
    """``(function, %name)`` of the sums that accumulate a loop-carried value: an fadd/fsub with a ``phi``
    operand, or with an operand that is such a sum (an unrolled accumulation), in functions not in ``skip``."""
    out: set[tuple[str, str]] = set()
    function, carried = "", set[str]()
    for line in lines:
        m = _DEFINE.match(line)
        if m:
            function, carried = m["name"], set()
            continue
        if function in skip:
            continue
        phi = _PHI.match(line)
        if phi:
            carried.add(phi.group(1))
            continue
        operands = _sum_operands(line)
        if operands and carried & set(operands):
            name = _NAMED.match(line).group(1)  # type: ignore[union-attr]
            carried.add(name)
            out.add((function, name))
    return out


def _is_product(lines: Sequence[str], k: int | None) -> bool:
    """Whether line ``k`` defines an fmul, or a div.approx.f32 (MUFU.RCP and a multiply): an f32 fdiv with
    ``afn`` or a call of ``llvm.nvvm.div.approx.f`` (libdevice's fast functions call it)."""
    if k is None:
        return False
    if NV_DIV_APPROX.match(lines[k - 1]):
        return True
    m = _FLAGGED.match(lines[k - 1])
    if not m:
        return False
    flags = set(m["flags"].split())
    return (m["op"] == "fmul" and bool(_CONTRACT & flags)) or (
        m["op"] == "fdiv" and m["ty"] == "float" and bool({"afn", "fast"} & flags))
