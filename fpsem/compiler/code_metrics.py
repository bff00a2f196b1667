"""Static metrics of generated machine code: what the flags changed, visible before any run.

Per variant: an instruction histogram grouped by what matters for floating
point (FP64/FP32 add, mul, fma, div, sqrt, other FP; approximate
transcendental and reciprocal instructions; loads, stores, branches), the
raw opcode counts, the code size, and registers/spills per entry point:

* NVPTX: the histogram is of PTX; code size and registers come from
  ``ptxas -v`` (the SASS ``.text`` size of the cubin) when ptxas is present;
* AMDGPU: the histogram is of AMDGCN; registers and spills from the kernel
  descriptor metadata (``.vgpr_count``, ``.sgpr_count``, ``.agpr_count``,
  ``*_spill_count``), code size from the relocatable object's ``.text``;
* host: the histogram is of x86-64 (AT&T) assembly; code size from the object.

Everything here is a pure function of text/bytes except :func:`run_ptxas`.
"""

from __future__ import annotations

import re
import struct
import subprocess
import tempfile
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from fpsem.compiler import devlibs

GROUPS: tuple[str, ...] = (
    "f64.add", "f64.mul", "f64.fma", "f64.div", "f64.sqrt", "f64.other",
    "f32.add", "f32.mul", "f32.fma", "f32.div", "f32.sqrt", "f32.other",
    "approx.transcendental", "approx.reciprocal",
    "load", "store", "branch", "other",
)
FP_ARITH_GROUPS = tuple(g for g in GROUPS if g.startswith(("f64.", "f32.")) and not g.endswith(".other"))


@dataclass(frozen=True)
class Resources:
    """Registers and spills of one entry point, and where the numbers come from."""

    registers: int  # NVIDIA: 32-bit registers per thread; AMD: VGPRs (+AGPRs) per work-item
    spill_stores: int  # NVIDIA: bytes; AMD: spilled VGPRs + SGPRs (a count)
    spill_loads: int
    stack_bytes: int = 0  # NVIDIA stack frame / AMD private segment
    sgprs: int | None = None  # AMD only
    source: str = ""  # "ptxas -v" | "kernel descriptor"


@dataclass(frozen=True)
class Metrics:
    """Static metrics of one compiled variant."""

    kind: str  # nvptx | amdgpu | host: whose instruction set the histogram counts
    histogram: Mapping[str, int]  # every GROUPS key
    opcodes: Mapping[str, int]  # full mnemonic -> count
    instructions: int
    code_bytes: int | None = None
    code_bytes_source: str = ""
    resources: Mapping[str, Resources] = field(default_factory=dict)  # entry point -> resources
    functions: Mapping[str, Mapping[str, int]] = field(default_factory=dict)  # function -> GROUPS histogram
    loops: Mapping[str, int] = field(default_factory=dict)  # function -> natural loops in its machine code
    notes: tuple[str, ...] = ()
    # GPU code only: function -> critical path and global loads of one point
    # (fpsem.compiler.critical_path.PathInfo.to_json(); read by the performance model)
    paths: Mapping[str, Mapping] = field(default_factory=dict)
    # function -> its machine basic blocks in layout order (verbose assembly only): number, IR block,
    # loop depth and header, and the mnemonic counts of one execution (:func:`machine_blocks`)
    blocks: Mapping[str, tuple[Mapping, ...]] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "histogram": dict(self.histogram),
            "opcodes": dict(sorted(self.opcodes.items())),
            "instructions": self.instructions,
            "code_bytes": self.code_bytes,
            "code_bytes_source": self.code_bytes_source,
            "resources": {k: vars(v) for k, v in self.resources.items()},
            "functions": {k: dict(v) for k, v in self.functions.items()},
            "loops": dict(self.loops),
            "notes": list(self.notes),
            "paths": {k: dict(v) for k, v in self.paths.items()},
            "blocks": {k: [dict(b) for b in v] for k, v in self.blocks.items()},
        }

    @staticmethod
    def from_json(d: Mapping) -> Metrics:
        return Metrics(
            kind=d["kind"], histogram=dict(d["histogram"]), opcodes=dict(d["opcodes"]),
            instructions=int(d["instructions"]), code_bytes=d.get("code_bytes"),
            code_bytes_source=d.get("code_bytes_source", ""),
            resources={k: Resources(**v) for k, v in d.get("resources", {}).items()},
            functions={k: dict(v) for k, v in d.get("functions", {}).items()},
            loops=dict(d.get("loops", {})),
            notes=tuple(d.get("notes", ())),
            paths={k: dict(v) for k, v in d.get("paths", {}).items()},
            blocks={k: tuple(dict(b) for b in v) for k, v in d.get("blocks", {}).items()},
        )


# ---------------------------------------------------------------- reading assembly


@dataclass(frozen=True)
class Instr:
    """One machine instruction: its function, mnemonic, operands, and how it transfers control."""

    function: str
    op: str
    operands: str = ""
    target: str | None = None  # label a branch jumps to
    falls_through: bool = True  # False after an unconditional branch, a return or the end of the program


@dataclass(frozen=True)
class BlockMark:
    """Where a machine basic block starts, as LLVM's verbose assembly names it.

    ``number`` is the block's number in its function (``$L__BB0_7``, ``.LBB0_7`` and ``%bb.7``
    are block 7); ``ir_block`` the IR basic block it was made from (LLVM prints ``// %g.loop``
    beside it; "" when the back end made the block itself); ``header`` the number of the
    innermost loop's header (-1 outside loops) and ``depth`` that loop's depth.
    """

    function: str
    start: int  # index of the block's first instruction in the listing
    number: int
    ir_block: str = ""
    depth: int = 0
    header: int = -1


@dataclass(frozen=True)
class Listing:
    """The instructions of an assembly file and where its labels are (function, label) -> instruction index.

    ``blocks`` is filled from verbose assembly (block comments), empty otherwise.
    """

    instrs: tuple[Instr, ...]
    labels: Mapping[tuple[str, str], int]
    blocks: tuple[BlockMark, ...] = ()

    def loops(self) -> dict[str, int]:
        """Per function, its natural loops: headers ``H`` of control-flow edges ``B -> H`` where ``H`` dominates ``B``.

        Built from the machine code's basic blocks (labels and branches), so a
        cold block placed after a loop that jumps back into it is not a loop.
        """
        by_fn: dict[str, list[int]] = {}
        for i, ins in enumerate(self.instrs):
            by_fn.setdefault(ins.function, []).append(i)
        out = {}
        for fn, idx in by_fn.items():
            out[fn] = _count_loops(fn, [self.instrs[i] for i in idx], idx[0], self.labels)
        return out


def _count_loops(fn: str, instrs: list[Instr], base: int, labels: Mapping[tuple[str, str], int]) -> int:
    """Natural loops of one function's instructions (``base``: index of its first instruction in the listing)."""
    n = len(instrs)
    starts = {0} | {pos - base for (f, _), pos in labels.items() if f == fn and base <= pos < base + n}
    starts |= {i + 1 for i, ins in enumerate(instrs) if (ins.target or not ins.falls_through) and i + 1 < n}
    order = sorted(starts)
    block_of = {}
    for b, s in enumerate(order):
        end = order[b + 1] if b + 1 < len(order) else n
        for i in range(s, end):
            block_of[i] = b
    succ: list[set[int]] = [set() for _ in order]
    for b in range(len(order)):
        last = (order[b + 1] if b + 1 < len(order) else n) - 1
        ins = instrs[last]
        if ins.target is not None:
            pos = labels.get((fn, ins.target))
            if pos is not None and base <= pos < base + n:
                succ[b].add(block_of[pos - base])
        if ins.falls_through and b + 1 < len(order):
            succ[b].add(b + 1)
    # iterative dominators: dom(0) = {0}; dom(b) = {b} | intersection of dom(predecessors)
    preds: list[set[int]] = [set() for _ in order]
    for b, ss in enumerate(succ):
        for t in ss:
            preds[t].add(b)
    every = set(range(len(order)))
    dom = [{0}] + [set(every) for _ in order[1:]]
    changed = True
    while changed:
        changed = False
        for b in range(1, len(order)):
            inter = set.intersection(*(dom[p] for p in preds[b])) if preds[b] else set()
            new = inter | {b}
            if new != dom[b]:
                dom[b], changed = new, True
    return len({h for b, ss in enumerate(succ) for h in ss if h in dom[b]})


# Verbose assembly: "$L__BB0_7:   // %loop.i", "// %bb.3:   // %g.loop.preheader" (PTX; ";" and ".LBB0_7" for
# AMDGCN), then "in Loop: Header=BB0_2 Depth=1" / "=>This Loop Header: Depth=1" comment lines.
_BLOCK_LABEL = re.compile(r"^(?:\$L__BB|\.LBB)\d+_(\d+):")
_BLOCK_COMMENT = re.compile(r"^(?://|;)\s*%bb\.(\d+):")
_BLOCK_IR = re.compile(r"(?://|;)\s*%([^\s:]+)\s*$")
_LOOP_OWN_HEADER = re.compile(r"=>\s*This (?:Inner )?Loop Header: Depth=(\d+)")
_LOOP_IN = re.compile(r"in Loop: Header=BB\d+_(\d+) Depth=(\d+)")


class _BlockReader:
    """Collects BlockMarks while an assembly reader walks the lines (verbose assembly only)."""

    def __init__(self) -> None:
        self.marks: list[BlockMark] = []

    def line(self, raw: str, fn: str, at: int) -> None:
        s = raw.strip()
        m = _BLOCK_LABEL.match(s) or _BLOCK_COMMENT.match(s)
        if m:
            ir = _BLOCK_IR.search(s[m.end():])
            self.marks.append(BlockMark(fn, at, int(m.group(1)), ir.group(1) if ir else ""))
            return
        if not self.marks or self.marks[-1].function != fn or self.marks[-1].start != at:
            return  # loop notes belong to the block just opened (before its first instruction)
        last = self.marks[-1]
        own = _LOOP_OWN_HEADER.search(s)
        if own:
            self.marks[-1] = replace(last, depth=int(own.group(1)), header=last.number)
            return
        inl = _LOOP_IN.search(s)
        if inl and last.depth == 0:
            self.marks[-1] = replace(last, depth=int(inl.group(2)), header=int(inl.group(1)))


_PTX_FUNC = re.compile(r"^(?:\.(?:visible|extern|weak)\s+)*\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([\w$]+)\s*\(")


def read_ptx(ptx: str) -> Listing:
    """Every PTX instruction (mnemonic with all modifiers, predicate guard dropped) by function."""
    instrs: list[Instr] = []
    labels: dict[tuple[str, str], int] = {}
    fn = ""
    blocks = _BlockReader()
    for raw in ptx.splitlines():
        blocks.line(raw, fn, len(instrs))
        m = _PTX_FUNC.match(raw)
        if m:
            fn = m.group(1)
            continue
        s = raw.split("//", 1)[0].strip()
        if s.endswith(":") and s[0] in "$_" + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ":
            labels[(fn, s[:-1])] = len(instrs)
            continue
        if not s or s[0] in ".{}" or not s.endswith(";"):
            continue
        guarded = s.startswith("@")
        if guarded:
            s = s.split(None, 1)[1] if " " in s else ""
        if not s:
            continue
        parts = s.rstrip(";").split(None, 1)
        if not parts:  # an empty statement (a lone ';', as libdevice's inline asm leaves) is no instruction
            continue
        operands = parts[1].strip() if len(parts) > 1 else ""
        base = parts[0].split(".")[0]
        target = operands.split(",")[-1].strip() if base == "bra" else None
        ends = base in ("bra", "brx", "ret", "exit", "trap") and not guarded
        instrs.append(Instr(fn, parts[0], operands, target, falls_through=not ends))
    return Listing(tuple(instrs), labels, tuple(blocks.marks))


_AMD_END = {"s_branch", "s_endpgm", "s_setpc_b64", "s_trap"}


def _read_elf_asm(asm: str, comment: str, skip_metadata: bool) -> Listing:
    """AMDGCN or x86-64 (AT&T) assembly: functions are the ``.type NAME,@function`` labels."""
    funcs = set(re.findall(r"^\s*\.type\s+([^,\s]+),\s*@function", asm, re.M))
    instrs: list[Instr] = []
    labels: dict[tuple[str, str], int] = {}
    fn = ""
    in_meta = False
    blocks = _BlockReader()
    for raw in asm.splitlines():
        if skip_metadata and raw.strip() in (".amdgpu_metadata", ".end_amdgpu_metadata"):
            in_meta = raw.strip() == ".amdgpu_metadata"
            continue
        if in_meta:
            continue
        blocks.line(raw, fn, len(instrs))
        if not raw.startswith(("\t", " ")):
            lab = raw.split(comment, 1)[0].strip()
            if lab.endswith(":"):
                name = lab[:-1]
                if name in funcs:
                    fn = name
                labels[(fn, name)] = len(instrs)
            continue
        s = raw.split(comment, 1)[0].strip()
        if not s or not s[0].isalpha():
            continue
        parts = s.split(None, 1)
        operands = parts[1].strip() if len(parts) > 1 else ""
        op = parts[0]
        x86 = comment == "#"
        is_branch = op.startswith("s_cbranch") or op == "s_branch" or (x86 and op.startswith("j"))
        target = operands.split(",")[-1].strip() if is_branch and operands else None
        if target and target.startswith("*"):  # x86 indirect jump: no static target
            target = None
        ends = op in _AMD_END if not x86 else (op in ("jmp", "jmpq", "ud2") or op.startswith("ret"))
        instrs.append(Instr(fn, op, operands, target, falls_through=not ends))
    return Listing(tuple(instrs), labels, tuple(blocks.marks))


def read_amdgcn(asm: str) -> Listing:
    """Every AMDGCN instruction by function (directives, labels and the metadata block skipped)."""
    return _read_elf_asm(asm, ";", skip_metadata=True)


def read_x86(asm: str) -> Listing:
    """Every x86-64 instruction of AT&T assembly by function."""
    return _read_elf_asm(asm, "#", skip_metadata=False)


# ---------------------------------------------------------------- PTX


def classify_ptx(op: str) -> str:
    """The GROUPS key of one PTX mnemonic such as ``fma.rn.f64`` or ``ex2.approx.ftz.f32``."""
    parts = op.split(".")
    base, mods = parts[0], set(parts[1:])
    if base == "ld" or base == "ldu":
        return "other" if "param" in mods else "load"
    if base == "st":
        return "other" if "param" in mods else "store"
    if base in ("bra", "brx"):
        return "branch"
    if base in ("ex2", "lg2", "sin", "cos", "tanh"):
        return "approx.transcendental"
    if base == "rsqrt" or (base == "rcp" and "approx" in mods) or (base == "div" and mods & {"approx", "full"}):
        return "approx.reciprocal"
    if base == "sqrt" and "approx" in mods:
        return "approx.transcendental"
    prec = "f64" if "f64" in mods else "f32" if "f32" in mods else None
    if prec is None:
        return "other"
    if base in ("add", "sub"):
        return f"{prec}.add"
    if base == "mul":
        return f"{prec}.mul"
    if base in ("fma", "mad"):
        return f"{prec}.fma"
    if base in ("div", "rcp"):
        return f"{prec}.div"
    if base == "sqrt":
        return f"{prec}.sqrt"
    if base == "cvt":  # by destination type, the first type suffix
        dest = next((p for p in parts[1:] if re.fullmatch(r"[fsub]\d+", p)), "")
        return f"{dest}.other" if dest in ("f64", "f32") else "other"
    return f"{prec}.other"


# ---------------------------------------------------------------- AMDGCN

_AMD_FP_OP = re.compile(r"^v_(?:pk_)?(?P<op>[a-z0-9_]+?)_(?P<ty>f64|f32)(?:_|$)")
_AMD_APPROX_T = {"exp", "log", "sin", "cos", "sqrt", "exp_legacy", "log_legacy"}
_AMD_APPROX_R = {"rcp", "rsq", "rcp_iflag", "rsq_clamp"}


def classify_amdgcn(op: str) -> str:
    """The GROUPS key of one AMDGCN mnemonic such as ``v_fmac_f64_e32`` or ``global_load_dwordx2``."""
    op = re.sub(r"_(e32|e64|sdwa|dpp)$", "", op)
    if re.match(r"^(global|buffer|flat|scratch|s|s_buffer)_load", op) or op.startswith("ds_read"):
        return "load"
    if re.match(r"^(global|buffer|flat|scratch|s|s_buffer)_store", op) or op.startswith("ds_write"):
        return "store"
    if op.startswith("s_cbranch") or op in ("s_branch", "s_setpc_b64", "s_swappc_b64"):
        return "branch"
    m = _AMD_FP_OP.match(op)
    if not m:
        return "other"
    fop, prec = m["op"], m["ty"]
    if fop in _AMD_APPROX_T:
        return "approx.transcendental"
    if fop in _AMD_APPROX_R:
        return "approx.reciprocal"
    if fop in ("add", "sub", "subrev"):
        return f"{prec}.add"
    if fop == "mul":
        return f"{prec}.mul"
    if fop in ("fma", "fmac", "mad", "mac", "fmamk", "fmaak", "fma_legacy", "fmac_legacy"):
        return f"{prec}.fma"
    if fop.startswith("div_"):  # div_scale / div_fmas / div_fixup: the IEEE division sequence
        return f"{prec}.div"
    return f"{prec}.other"


_AMD_META_KEYS = ("name", "vgpr_count", "sgpr_count", "agpr_count", "vgpr_spill_count", "sgpr_spill_count",
                  "private_segment_fixed_size")


def _amd_resources(vals: Mapping[str, str]) -> Resources:
    def n(key: str) -> int:
        return int(vals.get(key, "0"))

    spills = n("vgpr_spill_count") + n("sgpr_spill_count")  # the descriptor counts spilled registers, not bytes
    return Resources(registers=n("vgpr_count") + n("agpr_count"), spill_stores=spills, spill_loads=spills,
                     stack_bytes=n("private_segment_fixed_size"), sgprs=n("sgpr_count"), source="kernel descriptor")


def amdgpu_resources(asm: str) -> dict[str, Resources]:
    """Registers and spills per kernel from the ``amdhsa.kernels`` metadata of AMDGCN assembly."""
    m = re.search(r"^amdhsa\.kernels:\n(.*?)^amdhsa\.", asm, re.M | re.S)
    if not m:
        return {}
    out: dict[str, Resources] = {}
    for block in re.split(r"^  - ", m.group(1), flags=re.M)[1:]:
        # kernel-level keys only: 4-space indented (or first on the "  - " line), not the .args entries
        vals = {k: v for k, v in re.findall(r"^(?:    )?\.(\w+):[ \t]+(\S+)", block, re.M) if k in _AMD_META_KEYS}
        if "name" in vals:
            out[vals["name"]] = _amd_resources(vals)
    return out


# ---------------------------------------------------------------- x86-64 (AT&T)

_X86_FP = re.compile(
    r"^v?(?P<fma>f?n?m(?:add|sub)(?:132|213|231)|fmaddsub|fmsubadd)?(?P<op>add|sub|mul|div|sqrt|min|max|cmp|ucomi|comi|rcp|rsqrt)?"
    r"(?P<kind>s|p)(?P<ty>s|d)$"
)


def classify_x86(op: str, operands: str = "") -> str:
    """The GROUPS key of one x86-64 instruction (memory operands make moves loads/stores)."""
    if op.startswith("j"):
        return "branch"
    m = _X86_FP.match(op)
    if m and (m["fma"] or m["op"]):
        prec = "f64" if m["ty"] == "d" else "f32"
        if m["op"] in ("rcp", "rsqrt"):
            return "approx.reciprocal"
        if m["fma"]:
            return f"{prec}.fma"
        return {"add": f"{prec}.add", "sub": f"{prec}.add", "mul": f"{prec}.mul", "div": f"{prec}.div",
                "sqrt": f"{prec}.sqrt"}.get(m["op"], f"{prec}.other")
    if op.startswith(("lea", "nop", "prefetch", "push", "pop")) or "(" not in operands:
        return "other"
    ops = [o.strip() for o in re.split(r",(?![^()]*\))", operands)]
    if "(" in ops[-1]:
        return "store" if op.startswith(("mov", "vmov")) else "other"
    return "load" if op.startswith(("mov", "vmov", "vbroadcast", "vpbroadcast")) else "other"


# ---------------------------------------------------------------- object files


def elf_sections(data: bytes) -> list[tuple[str, int, int]]:
    """(name, type, size) of each section of a 64-bit little-endian ELF file; [] if not one."""
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if shoff == 0 or shnum == 0 or shoff + shnum * shentsize > len(data):
        return []
    hdrs = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = hdrs[shstrndx][4]

    def name(off: int) -> str:
        end = data.index(b"\0", strtab + off)
        return data[strtab + off:end].decode(errors="replace")

    return [(name(h[0]), h[1], h[5]) for h in hdrs]


def text_bytes(obj: bytes) -> int | None:
    """Bytes of machine code: the sizes of all ``.text*`` sections of an ELF object."""
    secs = elf_sections(obj)
    if not secs:
        return None
    return sum(size for name, _ty, size in secs if name == ".text" or name.startswith(".text."))


# ---------------------------------------------------------------- ptxas


def find_ptxas(env: Mapping[str, str] | None = None) -> Path | None:
    """ptxas from the search path of :func:`fpsem.compiler.devlibs.ptxas_candidates`; None if absent."""
    return devlibs.find_ptxas(env)


@dataclass(frozen=True)
class PtxasResult:
    """A ptxas run: the cubin and resources, or why there are none.

    ``unavailable`` distinguishes a tool that could not run at all (missing, not executable,
    crashed, ``ptxas --version`` fails: the variant goes on without ptxas's metrics) from a
    ptxas that ran and rejected the PTX (``error`` alone: the variant failed).
    """

    cubin: bytes | None
    resources: dict[str, Resources]
    error: str = ""
    unavailable: bool = False


def parse_ptxas_verbose(text: str) -> dict[str, Resources]:
    """Per-function registers, stack and spills from ``ptxas -v`` output."""
    out: dict[str, Resources] = {}
    cur: str | None = None
    stack = spill_st = spill_ld = 0
    for line in text.splitlines():
        m = re.search(r"Function properties for (\S+)", line) or re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            cur = m.group(1)
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and cur:
            stack, spill_st, spill_ld = map(int, m.groups())
            continue
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            out[cur] = Resources(int(m.group(1)), spill_st, spill_ld, stack, None, "ptxas -v")
            stack = spill_st = spill_ld = 0
    return out


def run_ptxas(ptx: str, arch: str, ptxas: Path, timeout: float = 60.0, extra: Sequence[str] = ()) -> PtxasResult:
    """Assemble PTX with ``ptxas -v -arch=<arch> [extra]``: the cubin and per-entry resources, or ptxas's error."""
    with tempfile.TemporaryDirectory(prefix="fpsem-ptxas-") as tmp:
        src, out = Path(tmp) / "k.ptx", Path(tmp) / "k.cubin"
        src.write_text(ptx)
        try:
            proc = subprocess.run([str(ptxas), f"-arch={arch}", "-v", *extra, "-o", str(out), str(src)],
                                  capture_output=True, text=True, timeout=timeout)
        except OSError as e:
            return PtxasResult(None, {}, f"ptxas failed to run: {e}", unavailable=True)
        except subprocess.TimeoutExpired:
            return PtxasResult(None, {}, f"ptxas did not finish within {timeout:g} s", unavailable=True)
        if proc.returncode < 0:
            return PtxasResult(None, {}, f"ptxas was killed by signal {-proc.returncode}", unavailable=True)
        if proc.returncode != 0:
            broken = devlibs.ptxas_broken(Path(ptxas))  # a tool that cannot even print its version did not judge the PTX
            if broken:
                return PtxasResult(None, {}, f"ptxas failed to run: {broken}", unavailable=True)
            msg = " ".join(l.strip() for l in proc.stderr.splitlines() if "fatal" in l or "error" in l)
            return PtxasResult(None, {}, f"ptxas: {msg or proc.stderr.strip()[:300]}")
        return PtxasResult(out.read_bytes(), parse_ptxas_verbose(proc.stdout + proc.stderr))


# ---------------------------------------------------------------- assembling the metrics


def histogram(groups: list[str]) -> dict[str, int]:
    c = Counter(groups)
    return {g: c.get(g, 0) for g in GROUPS}


@dataclass(frozen=True)
class MachineReader:
    """How to read one kind of machine code: its listing, instruction groups and resources.

    Each backend (``fpsem.compiler.backends``) names its reader; :func:`machine_metrics` is the
    same for all of them.
    """

    read: Callable[[str], Listing]  # assembly text -> listing
    classify: Callable[[Instr], str]  # one instruction -> its group
    resources: Callable[[str], dict[str, Resources]] | None = None  # from the assembly itself (AMDGPU)
    code_bytes_source: str = ".text of the object"
    # per function: the critical path and loads of the code (fpsem.compiler.critical_path; GPU backends' readers)
    paths: Callable[[Listing], Mapping[str, Any]] | None = None
    # per function: each machine block's own critical path (fpsem.compiler.critical_path.block_chains)
    block_paths: Callable[[Listing], Mapping[str, list[dict]]] | None = None
    # this assembly's comment forms, removed in this order before code is compared (fpsem.compiler.samecode)
    comments: tuple[str, ...] = (r"#[^\n]*",)
    # group -> (FP slots, special-function ops) one instruction of that group stands for once the code is
    # assembled further (PTX's div.rn/sqrt.rn after ptxas); groups not named here are one slot each
    expansion: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    # one mnemonic -> "ld" | "st" | "atom" for a global memory request, None otherwise (the trace model)
    memory_op: Callable[[str], str | None] | None = None


# (FP slots, special-function ops) that one PTX div.rn / sqrt.rn stands for after ptxas: a MUFU reciprocal
# (square root) estimate refined by Newton-Raphson FMAs.  Approximate; a target's measured slot price
# replaces it where the registry has one (fpsem.speed.model).
PTX_EXPANSION: Mapping[str, tuple[float, float]] = {
    "f64.div": (9, 1), "f64.sqrt": (9, 1), "f32.div": (5, 1), "f32.sqrt": (4, 1),
}


def ptx_memory_op(op: str) -> str | None:
    """"ld", "st" or "atom" for a PTX global memory request (not param/const/local/shared), else None."""
    base, *mods = op.split(".")
    if base in ("atom", "red") and "shared" not in mods:
        return "atom"
    if base in ("ld", "ldu") and not set(mods) & {"param", "const", "local", "shared"}:
        return "ld"
    if base == "st" and not set(mods) & {"param", "local", "shared"}:
        return "st"
    return None


def amdgcn_memory_op(op: str) -> str | None:
    """"ld", "st" or "atom" for an AMDGCN global/buffer/flat memory request, else None."""
    if re.match(r"^(global|buffer|flat)_atomic", op):
        return "atom"
    if re.match(r"^(global|buffer|flat)_load", op):
        return "ld"
    if re.match(r"^(global|buffer|flat)_store", op):
        return "st"
    return None


PTX_READER = MachineReader(read_ptx, lambda i: classify_ptx(i.op), None, "SASS .text of the ptxas cubin",
                           comments=(r"/\*.*?\*/", r"//[^\n]*"), expansion=PTX_EXPANSION, memory_op=ptx_memory_op)
AMDGCN_READER = MachineReader(read_amdgcn, lambda i: classify_amdgcn(i.op), amdgpu_resources,
                              ".text of the relocatable object", comments=(r";[^\n]*",), memory_op=amdgcn_memory_op)
X86_READER = MachineReader(read_x86, lambda i: classify_x86(i.op, i.operands))


def machine_metrics(kind: str, reader: MachineReader, asm: str, obj: bytes | None = None,
                    resources: Mapping[str, Resources] | None = None, notes: tuple[str, ...] = ()) -> Metrics:
    """Static metrics of one variant's machine code, read with ``reader`` (``kind`` labels them).

    ``obj`` is the object (cubin for NVPTX) whose ``.text`` gives the code size;
    ``resources`` the per-entry registers measured by a tool (ptxas), else what the
    reader finds in ``asm`` itself (AMDGPU's kernel descriptors).
    """
    listing = reader.read(asm)
    groups = [reader.classify(i) for i in listing.instrs]
    res = dict(resources or {}) if reader.resources is None else reader.resources(asm)
    src = reader.code_bytes_source
    per_fn: dict[str, list[str]] = {}
    for ins, g in zip(listing.instrs, groups):
        per_fn.setdefault(ins.function, []).append(g)
    size = text_bytes(obj) if obj else None
    chains = {f: p.to_json() for f, p in reader.paths(listing).items()} if reader.paths else {}
    return Metrics(
        kind=kind, histogram=histogram(groups), opcodes=dict(Counter(i.op for i in listing.instrs)),
        instructions=len(listing.instrs), code_bytes=size, code_bytes_source=src if size is not None else "",
        resources=res, functions={f: histogram(gs) for f, gs in per_fn.items()},
        loops=listing.loops(), notes=notes, paths=chains,
        blocks=machine_blocks(listing, reader.block_paths(listing) if reader.block_paths else None),
    )


def machine_blocks(listing: Listing, chains: Mapping[str, list[dict]] | None = None) -> dict[str, tuple[dict, ...]]:
    """Per function, its machine basic blocks in layout order with the mnemonics of one execution.

    Each block is ``{"number", "ir_block", "depth", "header", "ops": {mnemonic: count}}`` (see
    :class:`BlockMark`), plus ``"chain"`` (the block's critical path by kind) where ``chains`` gives it
    (:func:`fpsem.compiler.critical_path.block_chains`); instructions before the first mark (none in
    LLVM's verbose output) open block 0.  Empty when the assembly was not verbose (no marks at all).
    """
    if not listing.blocks:
        return {}
    by_fn: dict[str, list[int]] = {}
    for i, ins in enumerate(listing.instrs):
        by_fn.setdefault(ins.function, []).append(i)
    marks: dict[str, list[BlockMark]] = {}
    for b in listing.blocks:
        marks.setdefault(b.function, []).append(b)
    out: dict[str, tuple[dict, ...]] = {}
    for fn, idx in by_fn.items():
        ms = sorted(marks.get(fn, []), key=lambda b: b.start)
        fn_chains = list((chains or {}).get(fn, []))
        if not ms or ms[0].start > idx[0]:
            ms.insert(0, BlockMark(fn, idx[0], 0))
            fn_chains.insert(0, {})
        end_of_fn = idx[-1] + 1
        blocks = []
        for k, b in enumerate(ms):
            end = ms[k + 1].start if k + 1 < len(ms) else end_of_fn
            ops = Counter(listing.instrs[i].op for i in range(b.start, end))
            rec = {"number": b.number, "ir_block": b.ir_block, "depth": b.depth, "header": b.header,
                   "ops": dict(ops)}
            if k < len(fn_chains) and fn_chains[k]:
                rec["chain"] = dict(fn_chains[k])
            blocks.append(rec)
        out[fn] = tuple(blocks)
    return out


# ---------------------------------------------------------------- diff against strict


@dataclass(frozen=True)
class MetricsDiff:
    """Variant minus baseline, for the groups, opcodes, size and registers that changed."""

    histogram: Mapping[str, int]
    opcodes: Mapping[str, int]
    instructions: int
    code_bytes: int | None
    registers: Mapping[str, int]

    def to_json(self) -> dict:
        return {"histogram": dict(self.histogram), "opcodes": dict(self.opcodes), "instructions": self.instructions,
                "code_bytes": self.code_bytes, "registers": dict(self.registers)}

    def summary(self, limit: int = 8) -> str:
        """Compact text such as ``f64.fma +15 f64.mul -15 f64.add -16 | regs -4``; ``=`` when nothing changed."""
        items = [f"{k} {v:+d}" for k, v in self.histogram.items()][:limit]
        regs = [f"regs {v:+d}" for v in self.registers.values() if v][:1]
        size = [f"bytes {self.code_bytes:+d}"] if self.code_bytes else []
        text = " ".join(items)
        tail = " ".join(regs + size)
        out = " | ".join(x for x in (text, tail) if x)
        return out or "="


def diff(variant: Metrics, baseline: Metrics) -> MetricsDiff:
    """What ``variant`` changed relative to ``baseline`` (normally the strict variant, same kernel and target)."""
    hist = {g: variant.histogram.get(g, 0) - baseline.histogram.get(g, 0) for g in GROUPS}
    ops = {o: variant.opcodes.get(o, 0) - baseline.opcodes.get(o, 0)
           for o in sorted(set(variant.opcodes) | set(baseline.opcodes))}
    size = (variant.code_bytes - baseline.code_bytes
            if variant.code_bytes is not None and baseline.code_bytes is not None else None)
    regs = {e: r.registers - baseline.resources[e].registers
            for e, r in variant.resources.items() if e in baseline.resources}
    return MetricsDiff({k: v for k, v in hist.items() if v}, {k: v for k, v in ops.items() if v},
                       variant.instructions - baseline.instructions, size, {k: v for k, v in regs.items() if v})
