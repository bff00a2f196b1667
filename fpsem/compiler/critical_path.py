"""Per-point dependency chains and load traffic of GPU machine code (pure functions of the listing).

The performance model (:mod:`fpsem.speed.model`) needs, for each entry point, two facts the
instruction histogram does not give:

* the **critical path** of one point's computation: the longest chain of dependent
  instructions, counted by kind (FP64, FP32, special-function, integer/other, global
  loads).  Contraction shortens exactly this chain (``mul`` + ``add`` -> one ``fma``),
  which is how it can pay even on a memory-rich GPU;
* the **global loads** of one point: how many load instructions and how many bytes
  they read (FIR reads 16 overlapping values per output; stencils read neighbours),
  which is L1/LSU traffic beyond the compulsory DRAM bytes.

The chain is found by one pass over the function in program order, tracking for every
register the time at which its value is ready.  An instruction starts when its last
source is ready and ends a kind-dependent latency later (the *reference weights*
below; they only choose which chain is longest: the model re-weights the counts with
the target's own latencies).  Redefinitions later in program order (the grid-stride
loop's index update, a reduction's accumulator) do not feed back, so the pass sees one
iteration of each loop: the model scales inner loops separately.  Parameter and
constant-bank loads are ready at once (they come from the constant cache before the loop).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from fpsem.compiler.code_metrics import PTX_EXPANSION, Instr, Listing, classify_amdgcn, classify_ptx
from fpsem.ir.text import split_top_level

KINDS = ("f64", "f32", "sfu", "int", "mem")
# Reference weights in cycles (an H100-like GPU: Luo et al. 2024, "Benchmarking and dissecting
# the Nvidia Hopper GPU architecture", arXiv:2402.13499; Jia et al. 2018/2019 for Volta/Turing).
# They rank chains only; predicted times use the target's calibrated latencies.
REFERENCE_WEIGHTS: Mapping[str, float] = {"f64": 8.0, "f32": 4.0, "sfu": 20.0, "int": 4.0, "mem": 600.0}

_PTX_REG = re.compile(r"%[A-Za-z_][\w]*")
_AMD_REG = re.compile(r"\b([vsa])(?:\[(\d+):(\d+)\]|(\d+)\b)")
_PTX_WIDTH = re.compile(r"\.(?:v(\d))?.*?\.[bfsu](8|16|32|64)\b")


@dataclass(frozen=True)
class PathInfo:
    """One entry point's per-point chain (counts by kind along it) and its global loads."""

    chain: Mapping[str, float]      # kind -> instructions of that kind on the critical path
    global_loads: int               # global load instructions in the static code
    global_load_bytes: int          # bytes one thread reads with them (one point)

    def to_json(self) -> dict:
        return {"chain": dict(self.chain), "global_loads": self.global_loads,
                "global_load_bytes": self.global_load_bytes}

    @staticmethod
    def from_json(d: Mapping) -> PathInfo:
        return PathInfo(dict(d["chain"]), int(d["global_loads"]), int(d["global_load_bytes"]))


@dataclass(frozen=True)
class ChainRules:
    """How to follow dependences through one instruction set: a kind's backend names its rules
    (:data:`PTX_CHAINS`, :data:`AMDGCN_CHAINS`) and passes them to :func:`paths` and :func:`block_chains`."""

    # one instruction -> (kind, count of that kind, special-function ops besides); None if not on a chain
    classify: Callable[[Instr], tuple[str, float, float] | None]
    registers: Callable[[str], list[str]]  # operand text -> the registers it names
    load_bytes: Callable[[str], int]  # a global load's mnemonic -> the bytes one thread reads with it


def _ptx_kind(ins: Instr) -> tuple[str, float, float] | None:
    """(kind, count of that kind, special-function ops besides) of a PTX instruction; None if not on a chain."""
    base = ins.op.split(".")[0]
    mods = set(ins.op.split(".")[1:])
    if base in ("st", "bra", "ret", "exit", "bar", "membar", "red", "atom"):
        return None
    if base in ("ld", "ldu"):
        return ("mem", 1, 0) if "global" in mods or not (mods & {"param", "const", "local", "shared"}) else ("int", 0, 0)
    g = classify_ptx(ins.op)
    if g.startswith("approx."):
        return ("sfu", 1, 0)
    if g in PTX_EXPANSION:
        slots, sfu = PTX_EXPANSION[g]
        return (g[:3], slots, sfu)
    if g.startswith(("f64.", "f32.")):
        return (g[:3], 1, 0)
    return ("int", 1, 0)


def _amd_kind(ins: Instr) -> tuple[str, float, float] | None:
    op = ins.op
    if op.startswith(("global_store", "buffer_store", "flat_store", "s_cbranch", "s_branch", "s_endpgm", "s_waitcnt",
                      "s_setpc", "s_nop")):
        return None
    if op.startswith(("global_load", "buffer_load", "flat_load")):
        return ("mem", 1, 0)
    if op.startswith("s_load"):
        return ("int", 0, 0)  # kernel arguments: scalar cache, before the loop
    g = classify_amdgcn(op)
    if g.startswith("approx."):
        return ("sfu", 1, 0)
    if g.startswith(("f64.", "f32.")):
        return (g[:3], 1, 0)
    return ("int", 1, 0)


def _ptx_regs(operands: str) -> list[str]:
    return _PTX_REG.findall(operands)


def _amd_regs(operands: str) -> list[str]:
    out = []
    for m in _AMD_REG.finditer(operands):
        kind = m.group(1)
        if m.group(4) is not None:
            out.append(f"{kind}{m.group(4)}")
        else:
            out += [f"{kind}{i}" for i in range(int(m.group(2)), int(m.group(3)) + 1)]
    return out


def _ptx_load_bytes(op: str) -> int:
    m = _PTX_WIDTH.search(op)
    if not m:
        return 8
    return (int(m.group(1)) if m.group(1) else 1) * int(m.group(2)) // 8


def _amd_load_bytes(op: str) -> int:
    m = re.search(r"dwordx(\d)", op)
    if m:
        return 4 * int(m.group(1))
    if "dword" in op:
        return 4
    m = re.search(r"b(\d+)$", op)
    return int(m.group(1)) // 8 if m else 4


def _split_first(operands: str) -> tuple[str, str]:
    """(destination operand, the rest): the first comma outside brackets (``{}``, ``[]``, ``()``) separates them."""
    first, *rest = split_top_level(operands)
    return first, ",".join(rest)


PTX_CHAINS = ChainRules(_ptx_kind, _ptx_regs, _ptx_load_bytes)
AMDGCN_CHAINS = ChainRules(_amd_kind, _amd_regs, _amd_load_bytes)


def paths(listing: Listing, rules: ChainRules) -> dict[str, PathInfo]:
    """Per function of a GPU listing read with ``rules``: its critical path and global loads (see the module
    docstring)."""
    by_fn: dict[str, list[Instr]] = {}
    for ins in listing.instrs:
        by_fn.setdefault(ins.function, []).append(ins)
    out = {}
    for fn, instrs in by_fn.items():
        out[fn] = _function_path(instrs, rules)
    return out


def _function_path(instrs: list[Instr], rules: ChainRules) -> PathInfo:
    zero = (0.0, {k: 0.0 for k in KINDS})
    ready: dict[str, tuple[float, dict[str, float]]] = {}
    best = zero
    loads = 0
    load_bytes = 0
    for ins in instrs:
        k = rules.classify(ins)
        if k is None:
            continue
        what, count, sfu = k
        first, rest = _split_first(ins.operands)
        dests, srcs = rules.registers(first), rules.registers(rest)
        if not dests:
            continue
        start = max((ready.get(s, zero) for s in srcs), key=lambda t: t[0], default=zero)
        cost = count * REFERENCE_WEIGHTS[what] + sfu * REFERENCE_WEIGHTS["sfu"]
        counts = dict(start[1])
        counts[what] += count
        counts["sfu"] += sfu
        end = (start[0] + cost, counts)
        for d in dests:
            ready[d] = end
        if end[0] > best[0]:
            best = end
        if what == "mem":
            loads += 1
            load_bytes += rules.load_bytes(ins.op)
    return PathInfo(best[1], loads, load_bytes)


def block_chains(listing: Listing, rules: ChainRules) -> dict[str, list[dict[str, float]]]:
    """Per function, the critical path of each machine basic block alone (``Listing.blocks`` order):
    the block's longest dependent chain by kind, its inputs ready when it starts.

    A warp runs a block's instructions in order, so one execution of the block takes at least this
    chain at the target's latencies; the performance model sums it over the traced executions.
    Empty when the listing has no block marks (assembly without LLVM's comments).
    """
    out: dict[str, list[dict[str, float]]] = {}
    by_fn: dict[str, list] = {}
    for b in listing.blocks:
        by_fn.setdefault(b.function, []).append(b)
    fn_end: dict[str, int] = {}
    for i, ins in enumerate(listing.instrs):
        fn_end[ins.function] = i + 1
    for fn, marks in by_fn.items():
        marks = sorted(marks, key=lambda b: b.start)
        chains = []
        for k, b in enumerate(marks):
            end = marks[k + 1].start if k + 1 < len(marks) else fn_end.get(fn, b.start)
            info = _function_path(list(listing.instrs[b.start:end]), rules)
            chains.append(dict(info.chain))
        out[fn] = chains
    return out

