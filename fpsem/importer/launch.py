"""GPU thread indices in fpsem's launch model: one point per call of a stage function.

A CUDA or HIP ``__global__`` kernel finds its work from special registers.  fpsem calls
the stage function once per point ``i`` of a 1-D iteration space ``[0, NP)``; the
importer gives the kernel the registers of one real, legal launch that covers those
points: blocks of :data:`BLOCK` threads, ``ceil(NP / BLOCK)`` blocks, and point ``i`` is
thread ``i % BLOCK`` of block ``i / BLOCK``:

=====================  ================================  ==========================
CUDA (NVVM)            HIP (AMDGPU)                       value
=====================  ================================  ==========================
``tid.x``              ``workitem.id.x``                  ``i % BLOCK``
``ctaid.x``            ``workgroup.id.x``                 ``i / BLOCK``
``ntid.x``             dispatch packet +4 / implicit +12  ``BLOCK``
``nctaid.x``           implicit arg +0 (block count)      ``ceil(NP / BLOCK)``
(grid size)            dispatch packet +12                ``BLOCK * ceil(NP / BLOCK)``
``*.y``, ``*.z`` sizes dispatch/implicit y, z fields      1 (a 1-D launch)
=====================  ================================  ==========================

So ``blockIdx.x*blockDim.x + threadIdx.x`` is ``i``, and a grid-stride loop runs exactly
one iteration per point (its stride is at least NP): the kernel computes what it computes
under that real launch.  What no per-point launch can express is refused in one line:
shared memory, barriers, atomics, warp-level intrinsics, indirect calls, and reads of the
y/z thread or block *indices* (a 2-D/3-D launch).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .core import ImportRefused

BLOCK = 256  # threads per block of the launch the importer models (any legal size gives the same points)

_NVVM_SREG = re.compile(
    r"^(\s*%[-\w.$]+) = (?:tail |musttail |notail )?call [^@]*@llvm\.nvvm\.read\.ptx\.sreg\.(tid|ntid|ctaid|nctaid)\.([xyz])\(\)\s*$")
_AMD_ID = re.compile(
    r"^(\s*%[-\w.$]+) = (?:tail |musttail |notail )?call [^@]*@llvm\.amdgcn\.(workitem|workgroup)\.id\.([xyz])\(\)\s*$")
_AMD_PTR = re.compile(
    r"^\s*(%[-\w.$]+) = (?:tail |musttail |notail )?call [^@]*@llvm\.amdgcn\.(implicitarg|dispatch)\.ptr\(\)\s*$")
_GEP_CONST = re.compile(r"^\s*(%[-\w.$]+) = getelementptr (?:inbounds |nuw |nusw )*i8, ptr (%[-\w.$]+), i64 (-?\d+)\s*$")
_LOAD = re.compile(r"^(\s*%[-\w.$]+) = load (i16|i32), ptr (%[-\w.$]+)(?:, align \d+)?\s*$")

# (packet, byte offset) -> (type, value name in the entry block or a constant)
_PACKET_FIELDS: dict[tuple[str, int], tuple[str, str]] = {
    ("dispatch", 4): ("i16", "%fpsem.ntid16"), ("dispatch", 6): ("i16", "1"), ("dispatch", 8): ("i16", "1"),
    ("dispatch", 12): ("i32", "%fpsem.grid"), ("dispatch", 16): ("i32", "1"), ("dispatch", 20): ("i32", "1"),
    ("implicitarg", 0): ("i32", "%fpsem.nctaid"), ("implicitarg", 4): ("i32", "1"), ("implicitarg", 8): ("i32", "1"),
    ("implicitarg", 12): ("i16", "%fpsem.ntid16"), ("implicitarg", 14): ("i16", "1"), ("implicitarg", 16): ("i16", "1"),
    ("implicitarg", 18): ("i16", "0"), ("implicitarg", 20): ("i16", "0"), ("implicitarg", 22): ("i16", "0"),
}
_NEEDS_GRID = {"%fpsem.grid", "%fpsem.nctaid"}

# Constructs refused, in the order they are looked for: (pattern, what to call it).
_REFUSED: tuple[tuple[re.Pattern, str], ...] = (
    (re.compile(r"addrspace\(3\)"), "GPU shared memory (address space 3)"),
    (re.compile(r"@llvm\.(nvvm\.barrier|nvvm\.bar\.|amdgcn\.s\.barrier)|@__syncthreads"), "a barrier (__syncthreads)"),
    (re.compile(r"\b(atomicrmw|cmpxchg)\b|^\s*fence\b|\bload atomic\b|\bstore atomic\b|@llvm\.(nvvm|amdgcn)\.[\w.]*atomic"),
     "an atomic operation"),
    (re.compile(r"@llvm\.nvvm\.(shfl|vote|match|activemask|read\.ptx\.sreg\.(laneid|warpsize|lanemask))|"
                r"@llvm\.amdgcn\.(ds\.bpermute|ds\.permute|ds\.swizzle|readlane|readfirstlane|writelane|mbcnt|"
                r"update\.dpp|mov\.dpp|ballot|icmp|fcmp|wave\.|permlane)"), "a warp/wavefront-level intrinsic"),
    (re.compile(r"\bcall\b[^@]*?\s%[-\w.$]+\("), "an indirect call"),
)


@dataclass(frozen=True)
class LaunchMapped:
    """A body with its thread-index reads replaced by the modelled launch's values."""

    body: tuple[str, ...]
    needs_grid: bool  # reads the block count or grid size: the entry block needs the point count
    registers: frozenset[str]  # which registers the kernel read (for the notes)


def refuse_unsupported(body: tuple[str, ...], where: str) -> None:
    """ImportRefused naming the first construct the launch model cannot express."""
    for line in body:
        for pat, what in _REFUSED:
            if pat.search(line):
                raise ImportRefused(f"{where}: uses {what}, which fpsem's per-point launch model cannot express: "
                                    f"{line.strip()[:100]}")


def map_launch(body: tuple[str, ...], where: str) -> LaunchMapped:
    """Replace NVVM/AMDGPU thread-index reads by the modelled launch (module docstring); refuse the rest."""
    out: list[str] = []
    bases: dict[str, tuple[str, int]] = {}  # value -> (packet, byte offset)
    needs_grid = False
    regs: set[str] = set()
    for line in body:
        m = _NVVM_SREG.match(line)
        if m:
            reg, dim = m.group(2), m.group(3)
            if dim != "x" and reg in ("tid", "ctaid"):
                raise ImportRefused(f"{where}: reads {reg}.{dim} (a {'2' if dim == 'y' else '3'}-D launch); "
                                    f"fpsem's launch model is 1-D")
            regs.add(f"{reg}.{dim}")
            value = {"tid": "%fpsem.tid", "ctaid": "%fpsem.ctaid", "ntid": "%fpsem.ntid", "nctaid": "%fpsem.nctaid"}[reg]
            if dim != "x":
                value = "1"
            needs_grid |= reg == "nctaid" and dim == "x"
            out.append(f"{m.group(1)} = freeze i32 {value}")
            continue
        m = _AMD_ID.match(line)
        if m:
            kind, dim = m.group(2), m.group(3)
            if dim != "x":
                raise ImportRefused(f"{where}: reads {kind}.id.{dim} (a {'2' if dim == 'y' else '3'}-D launch); "
                                    f"fpsem's launch model is 1-D")
            regs.add(f"{kind}.id.x")
            out.append(f"{m.group(1)} = freeze i32 {'%fpsem.tid' if kind == 'workitem' else '%fpsem.ctaid'}")
            continue
        m = _AMD_PTR.match(line)
        if m:
            bases[m.group(1)] = (m.group(2), 0)
            continue
        m = _GEP_CONST.match(line)
        if m and m.group(2) in bases:
            packet, off = bases[m.group(2)]
            bases[m.group(1)] = (packet, off + int(m.group(3)))
            continue
        m = _LOAD.match(line)
        if m and m.group(3) in bases:
            packet, off = bases[m.group(3)]
            field = _PACKET_FIELDS.get((packet, off))
            if field is None or field[0] != m.group(2):
                raise ImportRefused(f"{where}: reads the {packet} packet at byte {off} as {m.group(2)}, "
                                    f"a field fpsem's launch model does not provide")
            regs.add(f"{packet}+{off}")
            needs_grid |= field[1] in _NEEDS_GRID
            out.append(f"{m.group(1)} = freeze {field[0]} {field[1]}")
            continue
        for b in bases:
            if re.search(re.escape(b) + r"(?![-\w.$])", line):
                raise ImportRefused(f"{where}: uses the {bases[b][0]} packet pointer in a way fpsem cannot map: "
                                    f"{line.strip()[:100]}")
        out.append(line)
    leftover = [l for l in out if re.search(r"@llvm\.(nvvm|amdgcn|nvptx|r600)\.", l)]
    if leftover:
        intr = re.search(r"@(llvm\.(?:nvvm|amdgcn|nvptx|r600)\.[\w.]+)", leftover[0])
        raise ImportRefused(f"{where}: uses target intrinsic @{intr.group(1) if intr else '?'}, "
                            f"which fpsem cannot map to its target-neutral launch model")
    return LaunchMapped(tuple(out), needs_grid, frozenset(regs))


def launch_prologue(np_value: str | None) -> list[str]:
    """Entry-block lines defining the modelled launch's registers from the point index ``%fpsem.i``.

    ``np_value`` is an i64 value holding the number of points (needed for the block count).
    """
    lines = [
        f"  %fpsem.tid64 = urem i64 %fpsem.i, {BLOCK}",
        f"  %fpsem.ctaid64 = udiv i64 %fpsem.i, {BLOCK}",
        "  %fpsem.tid = trunc i64 %fpsem.tid64 to i32",
        "  %fpsem.ctaid = trunc i64 %fpsem.ctaid64 to i32",
        f"  %fpsem.ntid = freeze i32 {BLOCK}",
        f"  %fpsem.ntid16 = freeze i16 {BLOCK}",
    ]
    if np_value is not None:
        lines += [
            f"  %fpsem.np1 = add i64 {np_value}, {BLOCK - 1}",
            f"  %fpsem.nctaid64 = udiv i64 %fpsem.np1, {BLOCK}",
            "  %fpsem.nctaid = trunc i64 %fpsem.nctaid64 to i32",
            f"  %fpsem.grid = mul i32 %fpsem.nctaid, {BLOCK}",
        ]
    return lines
