"""GPU thread indices in fpsem's launch model: one point per call of a stage function.

A CUDA or HIP ``__global__`` kernel finds its work from special registers.  fpsem calls
the stage function once per point of a 1-D space ``[0, NP)`` (point ``i``) or a 2-D space
``[0, NY) x [0, NX)`` (point ``(i0, i1)``, ``i1`` the contiguous one); the importer gives
the kernel the registers of one real, legal launch that covers those points:

* 1-D: blocks of :data:`BLOCK` threads, ``ceil(NP / BLOCK)`` blocks; point ``i`` is
  thread ``i % BLOCK`` of block ``i / BLOCK``; y/z sizes are 1.
* 2-D: blocks of :data:`BLOCK_X` x :data:`BLOCK_Y` threads; point ``(i0, i1)`` is thread
  ``(i1 % BLOCK_X, i0 % BLOCK_Y)`` of block ``(i1 / BLOCK_X, i0 / BLOCK_Y)``; z sizes are 1.

=====================  ==================================  ==========================
CUDA (NVVM)            HIP (AMDGPU)                         value (x; y alike)
=====================  ==================================  ==========================
``tid.x``              ``workitem.id.x``                    thread index in the block
``ctaid.x``            ``workgroup.id.x``                   block index
``ntid.x``             dispatch packet +4 / implicit +12    block size
``nctaid.x``           implicit arg +0 (block count)        ``ceil(extent / block size)``
(grid size)            dispatch packet +12                  block size x block count
=====================  ==================================  ==========================

(y: dispatch +6/+16, implicit +4/+14.)  So ``blockIdx.x*blockDim.x + threadIdx.x`` is the
point's x index, and a grid-stride loop runs exactly one iteration per point (its stride is
at least the extent): the kernel computes what it computes under that real launch.  What no
per-point launch can express is refused in one line: compare-and-swap, fences, atomic loads and
stores, warp-level intrinsics, indirect calls (``atomicrmw`` runs in point order, shared memory with
barriers block by block: :mod:`fpsem.kernels.importer.blocks`).  3-D launches run over ``[0, NZ) x [0, NY) x [0, NX)``
with blocks of 32 x 4 x 2.  A kernel that takes its block size as a constant
(``blockIdx.x * 256 + threadIdx.x`` without ``blockDim``) gets that block size in the modelled
launch (:func:`constant_blocks`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fpsem.kernels.importer.core import ImportRefused

BLOCK = 256  # threads per block of the 1-D launch the importer models (any legal size gives the same points)
BLOCK_X, BLOCK_Y = 32, 8  # the 2-D launch's block

_NVVM_SREG = re.compile(
    r"^(\s*%[-\w.$]+) = (?:tail |musttail |notail )?call [^@]*"
    r"@llvm\.nvvm\.read\.ptx\.sreg\.(tid|ntid|ctaid|nctaid)\.([xyz])\(\)\s*$")
_AMD_ID = re.compile(
    r"^(\s*%[-\w.$]+) = (?:tail |musttail |notail )?call [^@]*@llvm\.amdgcn\.(workitem|workgroup)\.id\.([xyz])\(\)\s*$")
_AMD_PTR = re.compile(
    r"^\s*(%[-\w.$]+) = (?:tail |musttail |notail )?call [^@]*@llvm\.amdgcn\.(implicitarg|dispatch)\.ptr\(\)\s*$")
_GEP_CONST = re.compile(r"^\s*(%[-\w.$]+) = getelementptr (?:inbounds |nuw |nusw )*i8, ptr (%[-\w.$]+), i64 (-?\d+)\s*$")
_LOAD = re.compile(r"^(\s*%[-\w.$]+) = load (i16|i32), ptr (%[-\w.$]+)(?:, align \d+)?\s*$")
_INDEX_READ = re.compile(r"@llvm\.(?:nvvm\.read\.ptx\.sreg\.(?:tid|ctaid)|amdgcn\.(?:workitem|workgroup)\.id)\.([yz])\(")

# (packet, byte offset) -> (type, register: "<name>.<dim>", or a constant)
_PACKET_FIELDS: dict[tuple[str, int], tuple[str, str]] = {
    ("dispatch", 4): ("i16", "ntid16.x"), ("dispatch", 6): ("i16", "ntid16.y"), ("dispatch", 8): ("i16", "ntid16.z"),
    ("dispatch", 12): ("i32", "grid.x"), ("dispatch", 16): ("i32", "grid.y"), ("dispatch", 20): ("i32", "grid.z"),
    ("implicitarg", 0): ("i32", "nctaid.x"), ("implicitarg", 4): ("i32", "nctaid.y"),
    ("implicitarg", 8): ("i32", "nctaid.z"), ("implicitarg", 12): ("i16", "ntid16.x"),
    ("implicitarg", 14): ("i16", "ntid16.y"), ("implicitarg", 16): ("i16", "ntid16.z"),
    ("implicitarg", 18): ("i16", "0"), ("implicitarg", 20): ("i16", "0"), ("implicitarg", 22): ("i16", "0"),
}


def launch_dims(body: tuple[str, ...], where: str) -> int:
    """1, 2 or 3: the launch dimensions whose thread/block *indices* the kernel reads."""
    dims = 1
    for line in body:
        m = _INDEX_READ.search(line)
        if m:
            dims = max(dims, 3 if m.group(1) == "z" else 2)
    return dims


AXES = {1: ("x",), 2: ("y", "x"), 3: ("z", "y", "x")}  # a launch's dimensions, outermost first
_INDEX_ARGS = {1: {"x": "%fpsem.i"}, 2: {"y": "%fpsem.i0", "x": "%fpsem.i1"},
               3: {"z": "%fpsem.i0", "y": "%fpsem.i1", "x": "%fpsem.i2"}}
DEFAULT_BLOCKS = {1: {"x": BLOCK}, 2: {"x": BLOCK_X, "y": BLOCK_Y}, 3: {"x": 32, "y": 4, "z": 2}}


def _register(name: str, dim: str, dims: int) -> str:
    """The value of register ``name`` in dimension ``dim`` in a ``dims``-D launch: an entry-block value or a constant."""
    if dim not in AXES[dims]:
        return {"tid": "0", "ctaid": "0", "ntid": "1", "nctaid": "1", "ntid16": "1", "grid": "1"}[name]
    return f"%fpsem.{name}.{dim}"


def constant_blocks(body: tuple[str, ...], dims: int, where: str) -> dict[str, int]:
    """{dimension: block size} for the dimensions whose block size the kernel takes as a constant.

    A kernel that computes ``blockIdx.x * 256 + threadIdx.x`` (RAJAPerf's ``block_size`` template
    parameter) without reading ``blockDim.x`` is right only in launches with blocks of 256: the
    modelled launch must use that size.  The constant is the multiplier (``mul``/``shl``) of the
    block index (none: the kernel adds the block index as it is, which is right with blocks of 1);
    several different multipliers are refused.
    """
    text = "\n".join(body)
    out: dict[str, int] = {}
    for d in AXES[dims]:
        if re.search(rf"%fpsem\.(ntid|ntid16|grid|nctaid)\.{d}\b", text):
            continue  # the kernel reads its block (or grid) size: any block works
        seeds = {m.group(1) for l in body if (m := re.match(rf"^\s*(%[-\w.$]+) = freeze i32 %fpsem\.ctaid\.{d}$", l))}
        if not seeds:
            continue
        vals = set(seeds)
        for l in body:  # widening copies of the block index
            m = re.match(r"^\s*(%[-\w.$]+) = (?:zext|sext) (?:nneg )?i32 (%[-\w.$]+) to i64$", l)
            if m and m.group(2) in vals:
                vals.add(m.group(1))
        found = set()
        for l in body:
            m = re.match(r"^\s*%[-\w.$]+ = mul (?:nuw |nsw )*i(?:32|64) (%[-\w.$]+|\d+), (%[-\w.$]+|\d+)$", l)
            if m and (m.group(1) in vals and m.group(2).isdigit() or m.group(2) in vals and m.group(1).isdigit()):
                found.add(int(m.group(2) if m.group(2).isdigit() else m.group(1)))
            m = re.match(r"^\s*%[-\w.$]+ = shl (?:nuw |nsw )*i(?:32|64) (%[-\w.$]+), (\d+)$", l)
            if m and m.group(1) in vals:
                found.add(1 << int(m.group(2)))
        if not found:  # blockIdx.d + threadIdx.d, or blockIdx.d alone: right only with blocks of 1 in d
            out[d] = 1
            continue
        if len(found) != 1 or not 1 <= next(iter(found)) <= 1024:
            raise ImportRefused(f"{where}: reads blockIdx.{d} but not blockDim.{d}, and fpsem cannot tell which "
                                f"block size it assumes (multipliers: {sorted(found)})")
        out[d] = found.pop()
    return out


# Constructs refused, in the order they are looked for: (pattern, what to call it).
_REFUSED: tuple[tuple[re.Pattern, str], ...] = (
    (re.compile(r"addrspace\(3\)"), "GPU shared memory (address space 3)"),
    (re.compile(r"@llvm\.(nvvm\.barrier|nvvm\.bar\.|amdgcn\.s\.barrier)|@__syncthreads"), "a barrier (__syncthreads)"),
    # atomicrmw is run (in point order: see atomic_notes); a compare-and-swap loop, a fence or an atomic load or
    # store orders threads in ways one point at a time cannot express
    (re.compile(r"\bcmpxchg\b|^\s*fence\b|\bload atomic\b|\bstore atomic\b|@llvm\.(nvvm|amdgcn)\.[\w.]*atomic"),
     "an atomic operation other than atomicrmw (compare-and-swap, fence, atomic load or store)"),
    (re.compile(r"@llvm\.nvvm\.(shfl|vote|match|activemask|read\.ptx\.sreg\.(laneid|warpsize|lanemask))|"
                r"@llvm\.amdgcn\.(ds\.bpermute|ds\.permute|ds\.swizzle|readlane|readfirstlane|writelane|mbcnt|"
                r"update\.dpp|mov\.dpp|ballot|icmp|fcmp|wave\.|permlane)"), "a warp/wavefront-level intrinsic"),
    (re.compile(r"\bcall\b[^@]*?\s%[-\w.$]+\("), "an indirect call"),
)


@dataclass(frozen=True)
class LaunchMapped:
    """A body with its thread-index reads replaced by the modelled launch's values."""

    body: tuple[str, ...]
    dims: int  # 1 or 2
    needs_grid: frozenset[str]  # dimensions whose block count or grid size is read: the entry block needs the extent
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
    dims = launch_dims(body, where)
    out: list[str] = []
    bases: dict[str, tuple[str, int]] = {}  # value -> (packet, byte offset)
    grid: set[str] = set()
    regs: set[str] = set()
    for line in body:
        m = _NVVM_SREG.match(line)
        if m:
            reg, dim = m.group(2), m.group(3)
            regs.add(f"{reg}.{dim}")
            value = _register(reg, dim, dims)
            if reg == "nctaid" and value.startswith("%"):
                grid.add(dim)
            out.append(f"{m.group(1)} = freeze i32 {value}")
            continue
        m = _AMD_ID.match(line)
        if m:
            kind, dim = m.group(2), m.group(3)
            regs.add(f"{kind}.id.{dim}")
            out.append(f"{m.group(1)} = freeze i32 {_register('tid' if kind == 'workitem' else 'ctaid', dim, dims)}")
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
            value = field[1]
            if "." in value:
                name, dim = value.split(".")
                value = _register(name, dim, dims)
                if name in ("grid", "nctaid") and value.startswith("%"):
                    grid.add(dim)
            out.append(f"{m.group(1)} = freeze {field[0]} {value}")
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
    return LaunchMapped(tuple(out), dims, frozenset(grid), frozenset(regs))


def thread_values(body: tuple[str, ...], dim: str) -> set[str]:
    """Values computed from dimension ``dim``'s thread or block index (for finding the extent's bounds check)."""
    seeds = {m.group(1) for l in body
             if (m := re.match(rf"^\s*(%[-\w.$]+) = freeze i32 %fpsem\.(?:tid|ctaid)\.{dim}$", l))}
    return taint(body, seeds)


def taint(body: tuple[str, ...], seeds: set[str]) -> set[str]:
    """``seeds`` and every value defined from one of them, transitively."""
    vals = set(seeds)
    defs = [(m.group(1), set(re.findall(r"%[-\w.$]+", m.group(2))))
            for l in body if (m := re.match(r"^\s*(%[-\w.$]+) = (.*)$", l))]
    changed = True
    while changed:
        changed = False
        for v, ops in defs:
            if v not in vals and ops & vals:
                vals.add(v)
                changed = True
    return vals


def launch_prologue(dims: int, extents: dict[str, str], blocks: dict[str, int] | None = None) -> list[str]:
    """Entry-block lines defining the modelled launch's registers from the point index.

    1-D: ``%fpsem.i``; 2-D: ``%fpsem.i0`` (y) and ``%fpsem.i1`` (x); 3-D: ``%fpsem.i0`` (z), ``%fpsem.i1``
    (y), ``%fpsem.i2`` (x).  ``extents`` maps a dimension to an i64 value holding its number of points,
    for the block counts and grid sizes the kernel reads; ``blocks`` the block size of each dimension
    (:data:`DEFAULT_BLOCKS` where not given).
    """
    blocks = {**DEFAULT_BLOCKS[dims], **(blocks or {})}
    index = _INDEX_ARGS[dims]
    lines = []
    for d in reversed(AXES[dims]):
        b = blocks[d]
        lines += [
            f"  %fpsem.tid64.{d} = urem i64 {index[d]}, {b}",
            f"  %fpsem.ctaid64.{d} = udiv i64 {index[d]}, {b}",
            f"  %fpsem.tid.{d} = trunc i64 %fpsem.tid64.{d} to i32",
            f"  %fpsem.ctaid.{d} = trunc i64 %fpsem.ctaid64.{d} to i32",
            f"  %fpsem.ntid.{d} = freeze i32 {b}",
            f"  %fpsem.ntid16.{d} = freeze i16 {b}",
        ]
        if d in extents:
            lines += [
                f"  %fpsem.np1.{d} = add i64 {extents[d]}, {b - 1}",
                f"  %fpsem.nctaid64.{d} = udiv i64 %fpsem.np1.{d}, {b}",
                f"  %fpsem.nctaid.{d} = trunc i64 %fpsem.nctaid64.{d} to i32",
                f"  %fpsem.grid.{d} = mul i32 %fpsem.nctaid.{d}, {b}",
            ]
    return lines


def index_signature(dims: int) -> list[str]:
    """The stage function's index parameters, outermost first."""
    return [f"i64 {_INDEX_ARGS[dims][d]}" for d in AXES[dims]]
