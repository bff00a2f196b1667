"""Calibration microbenchmarks for the performance model, and the fit of its parameters.

The model's parameters come from small hand-written PTX kernels run on the device, never
from the suite's kernels (a kernel's own time must not be a parameter of its prediction):

* ``empty``: an empty kernel, 1..4 launches between two events, and grids of 1..128
  blocks per SM -> per-launch and per-block time;
* ``copy_{4,8,16}``: ``y[i] = x[i]`` with 4-, 8- and 16-byte elements, one thread per
  element, arrays from 64 KiB to 1 GiB, cold (buffers rotated out of the L2, as the
  runner does) and warm (one buffer set) -> DRAM and L2 bandwidth and loaded latency,
  the L2's resident capacity; and at 256 MiB with a grid of 1..8 blocks per SM
  (grid-stride) -> bandwidth against bytes in flight;
* ``shift_{4,8}``: ``y[i] = x[i] ^ x[i+1] ^ ... ^ x[i+15]`` (16 overlapping loads per
  point, FIR's and the stencils' pattern, integer work only), L2-resident -> L1/LSU cost
  per warp-wide load;
  the cold copies of 1-16 MiB also give the start-up of a stage that reads DRAM beyond the trace-driven
  model's bandwidth and latency terms (:func:`cold_start_figures`);
* ``gather_{32,64,128}``: ``y[i] = x[i * stride / 4]``, one 4-byte read per lane, lanes 32, 64
  or 128 bytes apart, cold -> DRAM bytes the L2 fetches per sparsely read sector;
* ``atomic_same``, ``atomic_spread``: ``red.global.add.f64`` of every thread on one address, or
  on one address per warp -> time per serialised same-address lane atomic, atomic rate;
* ``fma_{f64,f32}``, ``rsqrt_f32``: chains of ``fma.rn`` / ``rsqrt.approx`` --
  one dependent chain in one warp per SM (latency) and four independent chains at full
  occupancy (throughput).

:func:`measure` runs them on a :class:`fpsem.runners.cuda.driver.Gpu` (the only GPU I/O here);
:func:`fit` turns the raw timings into registry figures with ``scipy.optimize``, using
the model's own equations (:func:`fpsem.speed.model.stage_time`) for the memory kernels, so the
parameters mean in the model exactly what they meant in the fit.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

VERSION_HEADER = ".version 7.0\n.target sm_70\n.address_size 64\n"
BLOCK = 256
COPY_ARRAY_BYTES = tuple(1 << k for k in (16, 18, 20, 22, 23, 24, 25, 26, 28, 30))
INFLIGHT_BYTES = 1 << 28
INFLIGHT_BLOCKS_PER_UNIT = (1, 2, 4, 8)
SHIFT_POINTS = (1 << 20, 1 << 21, 1 << 24)  # L2-resident (warm), and from DRAM (beyond the L2: the miss path)
EMPTY_BLOCKS_PER_UNIT = (8, 32, 128)
CHAIN_ITERS = 4096
UNROLL = 16


# ----------------------------------------------------------------------------- the PTX (pure)


def _ty(width: int) -> tuple[str, str, int]:
    """(PTX register type, register prefix, shift) for an element of ``width`` bytes (16: a v2.b64)."""
    return {4: ("b32", "r", 2), 8: ("b64", "rd", 3), 16: ("b64", "rd", 4)}[width]


# %rd5 = the thread's global index (blockIdx.x * blockDim.x + threadIdx.x), in the chain and atomic kernels
GLOBAL_INDEX = """	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %ctaid.x;
	mul.wide.u32 %rd3, %r3, %r2;
	cvt.u64.u32 %rd4, %r1;
	add.s64 %rd5, %rd3, %rd4;
"""


def empty_ptx() -> str:
    return VERSION_HEADER + ".visible .entry cal_empty()\n{\n\tret;\n}\n"


def _grid_stride_ptx(name: str, sh: int, regs: str, body: str) -> str:
    """A kernel ``name(px, py, pn)`` whose grid-stride loop over ``n`` points runs ``body`` at each: the
    point's byte offset is in ``%rd8``, ``&x[i]`` in ``%rd9`` and ``&y[i]`` in ``%rd10`` (``sh``: log2
    of the element width; ``regs``: the body's register declarations)."""
    return VERSION_HEADER + f""".visible .entry {name}(.param .u64 px, .param .u64 py, .param .u64 pn)
{{
	.reg .pred %p<2>;
	.reg .b32 %r<5>;
	.reg .b64 %rd<11>;
{regs}	ld.param.u64 %rd1, [px];
	ld.param.u64 %rd2, [py];
	ld.param.u64 %rd3, [pn];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %ctaid.x;
	mov.u32 %r4, %nctaid.x;
	mul.wide.u32 %rd4, %r3, %r2;
	cvt.u64.u32 %rd5, %r1;
	add.s64 %rd6, %rd4, %rd5;
	mul.wide.u32 %rd7, %r4, %r2;
	setp.ge.u64 %p1, %rd6, %rd3;
	@%p1 bra $L_done;
$L_loop:
	shl.b64 %rd8, %rd6, {sh};
	add.s64 %rd9, %rd1, %rd8;
{body}	add.s64 %rd6, %rd6, %rd7;
	setp.lt.u64 %p1, %rd6, %rd3;
	@%p1 bra $L_loop;
$L_done:
	ret;
}}
"""


def copy_ptx(width: int) -> str:
    """Grid-stride ``y[i] = x[i]`` over ``n`` elements of ``width`` bytes (4, 8 or 16)."""
    ty, _, sh = _ty(width)
    if width == 16:
        ld = "\tld.global.nc.v2.b64 \t{%v1, %v2}, [%rd9];\n"
        st = "\tst.global.v2.b64 \t[%rd10], {%v1, %v2};\n"
        regs = "\t.reg .b64 %v<3>;\n"
    else:
        ld = f"\tld.global.nc.{ty} \t%v1, [%rd9];\n"
        st = f"\tst.global.{ty} \t[%rd10], %v1;\n"
        regs = f"\t.reg .{ty} %v<2>;\n"
    return _grid_stride_ptx(f"cal_copy_{width}", sh, regs, f"{ld}\tadd.s64 %rd10, %rd2, %rd8;\n{st}")


def shift_ptx(width: int, taps: int = 16) -> str:
    """Grid-stride ``y[i] = x[i] ^ ... ^ x[i+taps-1]`` over ``n`` points (``x`` has ``n + taps - 1``)."""
    ty, _, sh = _ty(width)
    body = []
    for k in range(taps):
        body.append(f"\tld.global.nc.{ty} \t%v{k + 2}, [%rd9+{k * width}];")
    acc = "%v2"
    for k in range(1, taps):
        body.append(f"\txor.{ty} \t%a{k}, {acc}, %v{k + 2};")
        acc = f"%a{k}"
    body += ["\tadd.s64 %rd10, %rd2, %rd8;", f"\tst.global.{ty} \t[%rd10], {acc};"]
    regs = f"\t.reg .{ty} %v<{taps + 2}>;\n\t.reg .{ty} %a<{taps}>;\n"
    return _grid_stride_ptx(f"cal_shift_{width}", sh, regs, "\n".join(body) + "\n")


def chain_ptx(op: str, chains: int, unroll: int = UNROLL) -> str:
    """``chains`` independent chains of ``op`` (see CHAIN_OPS), ``unroll`` per loop trip.

    ``div_*`` chains compute ``c = (1 + 1e-3) / c`` and ``sqrt_*`` chains ``c = sqrt(c)``: both stay
    near 1, so every operation takes the IEEE-rounded fast path of ptxas's expansion.

    Each thread runs ``iters`` trips and stores the sum of its chains to ``out[gid]``,
    so nothing can be removed.
    """
    f64 = op.endswith("_f64")
    ty = "f64" if f64 else "f32"
    one = "0d3FEFFFFFFFFFFFFF" if f64 else "0f3F7FFFFF"  # just under 1: the chains stay finite
    small = "0d3F50624DD2F1A9FC" if f64 else "0f3A83126F"  # 1e-3
    if op == "rsqrt_f32":
        step = "\trsqrt.approx.ftz.f32 \t%c{j}, %c{j};"
    elif op.startswith("div_"):
        step = f"\tdiv.rn.{ty} \t%c{{j}}, {'0d3FF0083126E978D5' if f64 else '0f3F804189'}, %c{{j}};"
    elif op.startswith("sqrt_"):
        step = f"\tsqrt.rn.{ty} \t%c{{j}}, %c{{j}};"
    else:
        step = f"\tfma.rn.{ty} \t%c{{j}}, %c{{j}}, {one}, {small};"
    body = "\n".join(step.format(j=j) for _ in range(unroll) for j in range(chains))
    init = "\n".join(f"\tadd.{ty} \t%c{j}, %x, {small};" if j == 0 else f"\tadd.{ty} \t%c{j}, %c{j - 1}, {small};"
                     for j in range(chains))
    sums = "\n".join(f"\tadd.{ty} \t%c0, %c0, %c{j};" for j in range(1, chains))
    cvt = f"\tcvt.rn.{ty}.u32 \t%x, %r1;"
    shift = 3 if f64 else 2
    return VERSION_HEADER + f""".visible .entry cal_{op}_c{chains}(.param .u64 pout, .param .u64 piters)
{{
	.reg .pred %p<2>;
	.reg .b32 %r<5>;
	.reg .b64 %rd<8>;
	.reg .{ty} %x;
	.reg .{ty} %c<{chains + 1}>;
	ld.param.u64 %rd1, [pout];
	ld.param.u64 %rd2, [piters];
{GLOBAL_INDEX}{cvt}
	mul.{ty} \t%x, %x, {small};
	add.{ty} \t%x, %x, {one};
{init}
	mov.u64 %rd6, 0;
$L_loop:
{body}
	add.s64 %rd6, %rd6, 1;
	setp.lt.u64 %p1, %rd6, %rd2;
	@%p1 bra $L_loop;
{sums}
	shl.b64 %rd7, %rd5, {shift};
	add.s64 %rd7, %rd1, %rd7;
	st.global.{ty} \t[%rd7], %c0;
	ret;
}}
"""


def atomic_ptx(spread: bool) -> str:
    """``n`` threads each add 1.0 (``red.global.add.f64``) to one address (``spread`` False: every atomic of the
    launch contends) or to one address per warp (``spread`` True: no contention between warps)."""
    name = "cal_atomic_spread" if spread else "cal_atomic_same"
    where = "\tshr.u64 %rd6, %rd5, 5;\n\tshl.b64 %rd6, %rd6, 3;\n\tadd.s64 %rd7, %rd1, %rd6;\n" if spread else \
        "\tmov.u64 %rd7, %rd1;\n"
    return VERSION_HEADER + f""".visible .entry {name}(.param .u64 pout, .param .u64 pn)
{{
	.reg .pred %p<2>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [pout];
	ld.param.u64 %rd2, [pn];
{GLOBAL_INDEX}	setp.ge.u64 %p1, %rd5, %rd2;
	@%p1 bra $L_done;
{where}	red.global.add.f64 [%rd7], 0d3FF0000000000000;
$L_done:
	ret;
}}
"""


ATOMIC_POINTS = (1 << 16, 1 << 18, 1 << 20)
CHAIN_OPS = ("fma_f64", "fma_f32", "rsqrt_f32")
# IEEE division and square root: single PTX instructions that ptxas expands into a MUFU estimate
# refined by FMAs; measured to price them in FMA slots (the model's NVPTX expansion).
EXPANDED_OPS = ("div_f64", "div_f32", "sqrt_f64", "sqrt_f32")
EXPANDED_ITERS = 512


# L1 request cost against the lines a request touches: each thread's 16 loads per trip read a small, L1-resident
# region (a new one every trip, chosen at run time so that ptxas cannot hoist them), the lanes contiguous; the
# patterns place the requests on 128-byte lines differently:
#   aligned: request k at k x (32 x width): 1 line (4-byte) or 2 (8-byte) each
#   offset:  the same one element further: 2 lines (4-byte) or 3 (8-byte) each
#   taps:    request k at k elements (FIR's loads: the first aligned, the rest one line more)
L1_PATTERNS = ("aligned", "offset", "taps")
L1_TAPS = 16
L1_ITERS = 256
L1_REGIONS = 8  # regions cycled through (a power of two): 8 x 17 x 32 x width bytes, at most 35 KiB


def l1_offsets(width: int, pattern: str) -> list[int]:
    """The byte offsets of one trip's ``L1_TAPS`` requests from the region's start (lane 0)."""
    if pattern == "aligned":
        return [k * 32 * width for k in range(L1_TAPS)]
    if pattern == "offset":
        return [k * 32 * width + width for k in range(L1_TAPS)]
    if pattern == "taps":
        return [k * width for k in range(L1_TAPS)]
    raise ValueError(f"unknown L1 pattern {pattern!r}")


def l1_region_bytes(width: int) -> int:
    return (L1_TAPS + 1) * 32 * width  # 17 lines (4-byte) or 34 (8-byte): the offset pattern's last request fits


def l1_ptx(width: int, pattern: str) -> str:
    """``cal_l1_{width}_{pattern}(px, pout, piters)``: every thread XORs ``L1_TAPS`` loads per trip for ``iters``
    trips (lane ``l`` reads ``width`` bytes at region + offset + ``l`` x ``width``; see :data:`L1_PATTERNS`) and
    stores the result at ``out[gid]``."""
    ty, _, sh = _ty(width)
    loads = "\n".join(f"\tld.global.nc.{ty} \t%v, [%rd9+{o}];\n\txor.{ty} \t%a, %a, %v;"
                       for o in l1_offsets(width, pattern))
    return VERSION_HEADER + f""".visible .entry cal_l1_{width}_{pattern}(.param .u64 px, .param .u64 pout,
	.param .u64 piters, .param .u64 pmask)
{{
	.reg .pred %p<2>;
	.reg .b32 %r<6>;
	.reg .b64 %rd<12>;
	.reg .{ty} %v;
	.reg .{ty} %a;
	ld.param.u64 %rd1, [px];
	ld.param.u64 %rd2, [pout];
	ld.param.u64 %rd10, [piters];
	ld.param.u64 %rd11, [pmask];
{GLOBAL_INDEX}	and.b32 %r4, %r1, 31;
	mul.wide.u32 %rd6, %r4, {width};
	add.s64 %rd1, %rd1, %rd6;
	mov.{ty} %a, 0;
	mov.u64 %rd7, 0;
$L_loop:
	and.b64 %rd8, %rd7, %rd11;
	mul.lo.u64 %rd8, %rd8, {l1_region_bytes(width)};
	add.s64 %rd9, %rd1, %rd8;
{loads}
	add.s64 %rd7, %rd7, 1;
	setp.lt.u64 %p1, %rd7, %rd10;
	@%p1 bra $L_loop;
	shl.b64 %rd8, %rd5, {sh};
	add.s64 %rd8, %rd2, %rd8;
	st.global.{ty} \t[%rd8], %a;
	ret;
}}
"""


GATHER_STRIDES = (32, 64, 128)  # bytes between the lanes' 4-byte reads: one sector each, in 64- and 128-byte blocks
GATHER_POINTS = 1 << 22


def gather_ptx(stride: int) -> str:
    """Grid-stride ``y[i] = x[i * stride / 4]`` (4-byte elements): every lane reads one sector of its own
    ``stride``-byte block, so the DRAM bytes per point beyond the 4 written are what the L2 fetches per sparsely
    read sector (its fetch granularity, at least 32)."""
    sh = stride.bit_length() - 1
    body = ("\tld.global.nc.b32 \t%v1, [%rd9];\n\tshl.b64 %rd10, %rd6, 2;\n\tadd.s64 %rd10, %rd2, %rd10;\n"
            "\tst.global.b32 \t[%rd10], %v1;\n")
    return _grid_stride_ptx(f"cal_gather_{stride}", sh, "\t.reg .b32 %v<2>;\n", body)


def all_ptx() -> dict[str, str]:
    """Every calibration kernel by entry name (what :func:`measure` loads; also checked with ptxas in tests)."""
    out = {"cal_empty": empty_ptx()}
    for w in (4, 8, 16):
        out[f"cal_copy_{w}"] = copy_ptx(w)
    for w in (4, 8):
        out[f"cal_shift_{w}"] = shift_ptx(w)
    for op in CHAIN_OPS + EXPANDED_OPS:
        for c in (1, 4):
            out[f"cal_{op}_c{c}"] = chain_ptx(op, c)
    out["cal_atomic_same"] = atomic_ptx(False)
    out["cal_atomic_spread"] = atomic_ptx(True)
    for stride in GATHER_STRIDES:
        out[f"cal_gather_{stride}"] = gather_ptx(stride)
    for w in (4, 8):
        for pattern in L1_PATTERNS:
            out[f"cal_l1_{w}_{pattern}"] = l1_ptx(w, pattern)
    return out


# ----------------------------------------------------------------------------- measuring (GPU I/O)


GATE_NS = 60_000


def _timer(gpu: Any) -> Callable[[Callable[[int], None], int, int], list[float]]:
    """A function timing ``launch(rep)`` ``reps`` times after ``warmup``, each behind a gate kernel (ms)."""
    from fpsem.runners.cuda.runner import GATE_ENTRY, GATE_PTX

    gate = gpu.function(gpu.module(GATE_PTX), GATE_ENTRY)
    e0, e1 = gpu.event(), gpu.event()

    def time_it(launch: Callable[[int], None], reps: int, warmup: int = 2) -> list[float]:
        out = []
        for r in range(warmup + reps):
            gpu.launch(gate, 1, 32, [("i64", GATE_NS)])
            gpu.record(e0)
            launch(r)
            gpu.record(e1)
            gpu.wait(e1, 30.0, "calibration kernel")
            if r >= warmup:
                out.append(gpu.elapsed_ms(e0, e1))
        return out

    return time_it


def _reps(estimate_ms: float, budget_ms: float = 40.0) -> int:
    return int(max(5, min(100, budget_ms / max(estimate_ms + GATE_NS * 1e-6, 1e-3))))


@dataclass
class Bench:
    """A GPU, its calibration kernels loaded, and a gate-and-events timer (the GPU I/O of this module)."""

    gpu: Any
    funcs: dict
    time_it: Callable

    @staticmethod
    def on(gpu: Any) -> Bench:
        funcs = {name: gpu.function(gpu.module(ptx), name) for name, ptx in all_ptx().items()}
        return Bench(gpu, funcs, _timer(gpu))

    @property
    def units(self) -> int:
        return int(self.gpu.info.sm_count)


def _row(kind: str, samples: list[float], **what: Any) -> dict:
    a = np.asarray(samples)
    return {"kind": kind, "median_ms": float(np.median(a)), "q1_ms": float(np.percentile(a, 25)),
            "q3_ms": float(np.percentile(a, 75)), "n": int(a.size), **what}


def time_empty(b: Bench, launches: int, blocks_per_unit: int = 1) -> dict:
    """``launches`` empty kernels of ``blocks_per_unit`` blocks per SM between two events."""
    f = b.funcs["cal_empty"]
    grid = blocks_per_unit * b.units
    s = b.time_it(lambda r: [b.gpu.launch(f, grid, BLOCK, []) for _ in range(launches)], 50)
    return _row("empty", s, launches=launches, grid=grid, block=BLOCK)


def time_copy(b: Bench, width: int, nbytes: int, timing: str, grid: int | None = None) -> dict:
    """A copy of ``nbytes`` per array (``width``-byte elements), cold (rotated sets) or warm (one set)."""
    from fpsem.runners.cuda.measure import buffer_sets

    gpu, f = b.gpu, b.funcs[f"cal_copy_{width}"]
    n = nbytes // width
    sets = buffer_sets(timing, 2 * nbytes, gpu.info.l2_bytes, 3.0, 64, 8 << 30)
    bufs: list[tuple[int, int]] = []
    try:
        for _ in range(sets):
            bufs.append((gpu.alloc(nbytes), gpu.alloc(nbytes)))
            gpu.memset_async(bufs[-1][0], 0x3F, nbytes)  # not zeros: METHOD.md
        g = grid or max(1, math.ceil(n / BLOCK))
        reps = 10 if grid else _reps(2 * nbytes / 3e12 * 1e3)
        s = b.time_it(lambda r: gpu.launch(f, g, BLOCK, [("pointer", bufs[r % sets][0]), ("pointer", bufs[r % sets][1]),
                                                        ("i64", n)]), reps, warmup=min(sets, 8) if sets > 1 else 2)
    finally:
        for x, y in bufs:
            gpu.free(x)
            gpu.free(y)
    return _row("copy", s, width=width, array_bytes=nbytes, points=n, timing=timing, sets=sets, grid=g, block=BLOCK)


def time_shift(b: Bench, width: int, n: int, grid: int | None = None, reps: int = 30) -> dict:
    """16 overlapping loads per point over ``n`` points, one buffer set (warm: L2-resident where it fits);
    ``grid``: that many blocks, grid-stride (default one point per thread)."""
    gpu, f = b.gpu, b.funcs[f"cal_shift_{width}"]
    x, y = gpu.alloc((n + 15) * width), gpu.alloc(n * width)
    try:
        gpu.memset_async(x, 0x3F, (n + 15) * width)
        grid = grid or math.ceil(n / BLOCK)
        s = b.time_it(lambda r: gpu.launch(f, grid, BLOCK, [("pointer", x), ("pointer", y), ("i64", n)]), reps)
    finally:
        gpu.free(x)
        gpu.free(y)
    return _row("shift", s, width=width, points=n, taps=16, timing="warm", grid=grid, block=BLOCK)


def time_gather(b: Bench, stride: int, n: int = GATHER_POINTS) -> dict:
    """``n`` points of the strided gather (``x`` spans ``n * stride`` bytes, beyond the L2: cold)."""
    gpu, f = b.gpu, b.funcs[f"cal_gather_{stride}"]
    x, y = gpu.alloc(n * stride), gpu.alloc(n * 4)
    try:
        gpu.memset_async(x, 0x3F, n * stride)
        grid = math.ceil(n / BLOCK)
        s = b.time_it(lambda r: gpu.launch(f, grid, BLOCK, [("pointer", x), ("pointer", y), ("i64", n)]), 20)
    finally:
        gpu.free(x)
        gpu.free(y)
    return _row("gather", s, stride=stride, points=n, timing="cold", grid=grid, block=BLOCK)


def time_chain(b: Bench, op: str, chains: int, out: int, iters: int = CHAIN_ITERS, blocks_per_unit: int = 8) -> dict:
    """One chain in one warp per SM (``chains`` = 1: latency) or four per thread on ``blocks_per_unit``
    blocks of 256 per SM, all resident (throughput)."""
    grid, block = (b.units, 32) if chains == 1 else (b.units * blocks_per_unit, BLOCK)
    f = b.funcs[f"cal_{op}_c{chains}"]
    s = b.time_it(lambda r: b.gpu.launch(f, grid, block, [("pointer", out), ("i64", iters)]), 10)
    return _row("chain", s, op=op, chains=chains, grid=grid, block=block, iters=iters, unroll=UNROLL)


def time_l1(b: Bench, width: int, pattern: str, out: int, iters: int = L1_ITERS) -> dict:
    """The L1 pattern ``pattern`` on 8 blocks of 256 per SM (all resident), its region set read once before."""
    gpu, f = b.gpu, b.funcs[f"cal_l1_{width}_{pattern}"]
    x = gpu.alloc(L1_REGIONS * l1_region_bytes(width) + 256)
    try:
        gpu.memset_async(x, 0x3F, L1_REGIONS * l1_region_bytes(width) + 256)
        grid = 8 * b.units
        s = b.time_it(lambda r: gpu.launch(f, grid, BLOCK, [("pointer", x), ("pointer", out), ("i64", iters),
                                                             ("i64", L1_REGIONS - 1)]), 20)
    finally:
        gpu.free(x)
    requests = grid * BLOCK // 32 * iters * L1_TAPS
    return _row("l1", s, width=width, pattern=pattern, grid=grid, block=BLOCK, iters=iters, taps=L1_TAPS,
                requests_per_unit=requests / b.units)


def time_atomic(b: Bench, spread: bool, n: int, out: int) -> dict:
    """``n`` atomic adds, all on one address or one address per warp."""
    f = b.funcs["cal_atomic_spread" if spread else "cal_atomic_same"]
    grid = max(1, math.ceil(n / BLOCK))
    s = b.time_it(lambda r: b.gpu.launch(f, grid, BLOCK, [("pointer", out), ("i64", n)]), 10)
    return _row("atomic", s, spread=spread, points=n, grid=grid, block=BLOCK)


def atomic_figures(rows: Sequence[Mapping]) -> list[FittedFigure]:
    """Same-address atomic time per lane operation and the atomic rate over distinct addresses: least-squares
    slopes of time against lane atomics (the intercept is the launch).  ``cal_atomic_same`` puts every lane of the
    launch on one address, so its slope is the L2 atomic unit's time per serialised read-modify-write."""
    out = []
    for spread, name in ((False, "atomic_same_ns"), (True, "atomic_gops")):
        rs = [r for r in rows if r["kind"] == "atomic" and bool(r["spread"]) == spread]
        if len(rs) < 2:
            continue
        x = np.array([r["points"] for r in rs], float)
        y = np.array([r["median_ms"] * 1e-3 for r in rs], float)
        slope = float(np.polyfit(x, y, 1)[0])  # seconds per lane atomic
        if slope <= 0:
            continue
        if spread:
            out.append(FittedFigure(name, 1e-9 / slope, "measured", "red.global.add.f64, one address per warp: "
                                    "lane atomics per second (slope over 2^16-2^20 atomics), in G/s"))
        else:
            out.append(FittedFigure(name, slope * 1e9, "measured", "red.global.add.f64, every lane of the launch on "
                                    "one address: time per lane atomic (slope over 2^16-2^20 atomics), in ns"))
    return out


def measure(gpu: Any, log: Callable[[str], None] = print) -> dict:
    """Run every calibration kernel on ``gpu``; raw medians (ms) and what each launch was."""
    b = Bench.on(gpu)
    rows = [time_empty(b, n) for n in (1, 2, 4)] + [time_empty(b, 1, bpu) for bpu in EMPTY_BLOCKS_PER_UNIT]
    log(f"calibration: empty kernel {rows[0]['median_ms'] * 1e3:.2f} us")
    for width in (4, 8, 16):
        rows += [time_copy(b, width, nb, t) for nb in COPY_ARRAY_BYTES for t in ("cold", "warm")]
        log(f"calibration: copy_{width} done")
    for width in (4, 8):  # bandwidth against bytes in flight: a limited grid, grid-stride
        rows += [time_copy(b, width, INFLIGHT_BYTES, "cold", bpu * b.units) for bpu in INFLIGHT_BLOCKS_PER_UNIT]
    rows += [time_shift(b, w, n) for w in (4, 8) for n in SHIFT_POINTS]
    log("calibration: shift done")
    out = gpu.alloc(b.units * 2048 * 8)
    try:
        rows += [time_chain(b, op, c, out) for op in CHAIN_OPS for c in (1, 4)]
        # 4 blocks per SM: the expansions need up to 36 registers, and 8 blocks would not all be resident
        rows += [time_chain(b, op, c, out, EXPANDED_ITERS, 4) for op in EXPANDED_OPS for c in (1, 4)]
        log("calibration: chains done")
        rows += [time_atomic(b, spread, n, out) for spread in (False, True) for n in ATOMIC_POINTS]
        log("calibration: atomics done")
        rows += [time_gather(b, stride) for stride in GATHER_STRIDES]
        log("calibration: gathers done")
        rows += [time_l1(b, w, pattern, out) for w in (4, 8) for pattern in L1_PATTERNS]
        log("calibration: L1 requests done")
    finally:
        gpu.free(out)
    return {"device": gpu.info.to_dict(), "rows": rows}


# ----------------------------------------------------------------------------- fitting (pure)


@dataclass(frozen=True)
class FittedFigure:
    name: str
    value: float
    source: str  # measured | fitted
    note: str


def chain_figures(rows: Sequence[Mapping], units: int) -> list[FittedFigure]:
    """Latencies (ns per dependent op) and throughputs from the chain kernels, less the launch time."""
    out = []
    by = {(r["op"], r["chains"]): r for r in rows if r["kind"] == "chain"}
    names = {"fma_f64": ("fp64_latency_ns", "fp64_tflops"), "fma_f32": ("fp32_latency_ns", "fp32_tflops"),
             "rsqrt_f32": ("sfu_latency_ns", None)}
    for op, (lat_name, rate_name) in names.items():
        lat, tp = by.get((op, 1)), by.get((op, 4))
        for r in (lat, tp):
            if r and r["median_ms"] <= _launch_ms(rows, r["grid"]):
                raise ValueError(f"calibration: {op} x{r['chains']} took {r['median_ms']} ms, no longer than an "
                                 f"empty launch ({_launch_ms(rows, r['grid'])} ms): a broken measurement")
        if lat:
            ops_per_thread = lat["iters"] * lat["unroll"]
            ns = (lat["median_ms"] - _launch_ms(rows, lat["grid"])) * 1e6 / ops_per_thread
            out.append(FittedFigure(lat_name, ns, "measured",
                                    f"one dependent chain of {ops_per_thread} {op} per thread, one warp per SM"))
        if tp:
            ops = tp["grid"] * tp["block"] * tp["chains"] * tp["iters"] * tp["unroll"]
            per_s = ops / ((tp["median_ms"] - _launch_ms(rows, tp["grid"])) * 1e-3)
            if rate_name:
                out.append(FittedFigure(rate_name, 2 * per_s / 1e12, "measured",
                                        f"4 independent {op} chains per thread at full occupancy (FMA = 2 FLOPs)"))
            else:
                out.append(FittedFigure("sfu_tops", per_s / 1e12, "measured",
                                        "4 independent rsqrt.approx.ftz.f32 chains per thread at full occupancy"))
    return out


def expansion_figures(rows: Sequence[Mapping]) -> list[FittedFigure]:
    """IEEE div/sqrt priced in FMA slots of their precision: the time per operation of four independent
    chains over that of the FMA chains (both throughput-bound)."""
    by = {(r["op"], r["chains"]): r for r in rows if r["kind"] == "chain"}
    out = []
    for op in EXPANDED_OPS:
        fma = by.get((f"fma_{op[-3:]}", 4))
        tp = by.get((op, 4))
        if not (fma and tp):
            continue

        def per_op_ns(r: Mapping) -> float:  # time per operation over the whole launch
            ops = r["grid"] * r["block"] * r["chains"] * r["iters"] * r["unroll"]
            return (r["median_ms"] - _launch_ms(rows, r["grid"])) * 1e6 / ops

        slots = per_op_ns(tp) / per_op_ns(fma)
        out.append(FittedFigure(f"{op}_slots", slots, "measured",
                                f"4 independent {op.replace('_', '.rn.')} chains per thread at full occupancy, "
                                f"time per operation over that of fma.rn.{op[-3:]}"))
    return out


def _launch_ms(rows: Sequence[Mapping], grid: int) -> float:
    """An empty launch of ``grid`` blocks (measured in the same run): what a chain kernel's time includes besides its chains."""
    same = [r for r in rows if r["kind"] == "empty" and r["launches"] == 1 and r["grid"] == grid]
    if same:
        return float(same[0]["median_ms"])
    one = [r for r in rows if r["kind"] == "empty" and r["launches"] == 1]
    return float(min(r["median_ms"] for r in one)) if one else 0.0


def launch_figures(rows: Sequence[Mapping], units: int) -> list[FittedFigure]:
    """First-launch, further-launch and per-block times of empty kernels (behind a gate: GPU time only).

    ``n`` empty launches of ``g`` blocks between the events take
    ``launch + (n - 1) * launch_next + n * ceil(g / units) * block`` (the model's launch
    and blocks terms): a linear least-squares fit over every empty row.
    """
    e = [r for r in rows if r["kind"] == "empty"]
    a = np.array([[1.0, r["launches"] - 1, r["launches"] * math.ceil(r["grid"] / units)] for r in e], float)
    y = np.array([r["median_ms"] * 1e3 for r in e], float)
    (first_us, next_us, block_us), *_ = np.linalg.lstsq(a, y, rcond=None)
    how = (f"empty kernels, {len(e)} launch patterns (1-4 launches, {min(r['grid'] for r in e)}-"
           f"{max(r['grid'] for r in e)} blocks): t = launch + (n-1) launch_next + n ceil(blocks/SMs) block, "
           "linear least squares")
    return [FittedFigure("launch_us", float(first_us), "fitted", how),
            FittedFigure("launch_next_us", float(next_us), "fitted", how),
            FittedFigure("block_ns", float(max(block_us, 0.0) * 1e3), "fitted", how)]


MEMORY_PARAMS = ("bandwidth_gbs", "dram_latency_ns", "l2_gbs", "l2_latency_ns", "l2_resident_mb", "l1_cycles_per_load",
                 "l1_bytes_per_clk", "memory_overlap_p")


def memory_model_seconds(params: Mapping[str, float], base: Mapping[str, float], units: int, row: Mapping) -> float:
    """The model's time for one copy/shift calibration launch (fpsem.speed.model.stage_time with this launch's work)."""
    from fpsem.speed.model import Machine, StageWork, stage_time

    vals = dict(base)
    vals.update(params)
    m = Machine(units, vals, 0.125, {})
    width = row["width"]
    n = row["points"]
    if row["kind"] == "copy":
        chain = {"int": 5.0, "mem": 1.0}
        loads, load_bytes, instrs, nbytes, foot = 1, width, 12, 2 * n * width, 2 * n * width
    else:
        chain = {"int": 5.0 + 15, "mem": 1.0}
        loads, load_bytes, instrs, nbytes, foot = 16, 16 * width, 40, 2 * n * width, 2 * n * width
    w = StageWork("cal", n, 0, 0, 0, 0, False, instrs, loads, load_bytes, chain, 16)
    # a limited grid is a grid-stride launch: the model's threads are the launched ones
    threads = row["grid"] * row["block"]
    return stage_time(m, w, row["timing"], nbytes, foot, 1.0, row["block"], False, threads).seconds


# The L2-resident capacities tried (MB): the calibration copies' footprints lie between them.
RESIDENT_GRID_MB = (1.0, 3.0, 6.0, 12.0, 20.0, 28.0, 36.0, 44.0, 52.0, 60.0)
# Starting point of the memory fit (datasheet-like magnitudes for an HBM GPU).
FIT_START = {"bandwidth_gbs": 4000.0, "dram_latency_ns": 600.0, "l2_gbs": 8000.0, "l2_latency_frac": 0.3,
             "l2_resident_mb": 30.0, "l1_cycles_per_load": 1.0, "l1_bytes_per_clk": 128.0, "memory_overlap_p": 2.0}


def fit_memory(rows: Sequence[Mapping], base: Mapping[str, float], units: int) -> tuple[dict[str, float], dict]:
    """Least-squares fit (log time) of the memory parameters to the copy and shift launches.

    ``l2_resident_mb`` is a threshold (the footprint fits or not): the time is flat in it
    almost everywhere, so it is scanned over a grid and the other parameters fitted by
    ``scipy.optimize.least_squares`` at each value; the best total cost wins.  The L2's
    latency is fitted as a fraction (0.05-1) of the DRAM latency: an L2 hit is never slower
    than a DRAM access, and the warm copies alone leave it weakly determined.
    """
    from scipy.optimize import least_squares

    # the DRAM-scale shifts price the L1's miss path (miss_figures), a term the static model does not have
    data = [r for r in rows if r["kind"] == "copy" or (r["kind"] == "shift" and r["points"] < MISS_SHIFT_POINTS)]
    names = [n for n in MEMORY_PARAMS if n != "l2_resident_mb"]
    names = [n if n != "l2_latency_ns" else "l2_latency_frac" for n in names]
    bounds = {"bandwidth_gbs": (500, 20000), "dram_latency_ns": (50, 5000), "l2_gbs": (500, 50000),
              "l2_latency_frac": (0.05, 1.0), "l1_cycles_per_load": (0.1, 32), "l1_bytes_per_clk": (16, 1024),
              "memory_overlap_p": (1.0, 16.0)}
    lo = np.log([bounds[n][0] for n in names])
    hi = np.log([bounds[n][1] for n in names])
    x0 = np.clip(np.log([FIT_START[n] for n in names]), lo + 1e-9, hi - 1e-9)
    meas = np.log([r["median_ms"] * 1e-3 for r in data])

    def params(x: np.ndarray, resident: float) -> dict[str, float]:
        p = dict(zip(names, map(float, np.exp(x))))
        p["l2_latency_ns"] = p.pop("l2_latency_frac") * p["dram_latency_ns"]
        p["l2_resident_mb"] = resident
        return p

    def resid(x: np.ndarray, resident: float) -> np.ndarray:
        p = params(x, resident)
        return np.log([memory_model_seconds(p, base, units, r) for r in data]) - meas

    best = None
    for resident in RESIDENT_GRID_MB:
        res = least_squares(resid, x0, args=(resident,), bounds=(lo, hi), loss="soft_l1", f_scale=0.1,
                            diff_step=1e-3)
        if best is None or res.cost < best[0].cost:
            best = (res, resident)
    assert best is not None  # RESIDENT_GRID_MB is not empty
    res, resident = best
    fitted = params(res.x, resident)
    r = resid(res.x, resident)
    return fitted, {"points": len(data), "rms_log_residual": float(np.sqrt(np.mean(r ** 2))),
                    "max_abs_rel_error": float(np.max(np.abs(np.expm1(r)))), "cost": float(res.cost)}


def fetch_figures(rows: Sequence[Mapping], bandwidth_gbs: float, launch_us: float) -> list[FittedFigure]:
    """The L2's DRAM fetch per sparsely read sector, from the gathers.

    A gather's DRAM bytes per point (at the fitted bandwidth, less the launch and the 4 bytes written) is, at lane
    stride ``s``, ``min(s, fetch)`` times what one DRAM byte costs this kernel.  The dense gather (stride 32: every
    fetched byte used) measures that cost -- the kernel's own overhead beyond the copies the bandwidth was fitted on
    -- so the widest stride's bytes per point, scaled by 32 over the dense gather's, is the fetch block; rounded to
    whole sectors (32..128 bytes).  Without a dense gather, the widest stride's bytes per point as they are."""
    rs = [r for r in rows if r["kind"] == "gather"]
    if not rs:
        return []
    per = {r["stride"]: ((r["median_ms"] * 1e-3 - launch_us * 1e-6) * bandwidth_gbs * 1e9 / r["points"] - 4.0)
           for r in rs}
    widest = max(per)
    dense = per.get(32)
    raw = per[widest] * 32.0 / dense if dense and widest > 32 else per[widest]
    fetch = float(min(128, max(32, 32 * round(raw / 32))))
    seen = ", ".join(f"stride {k} B: {v:.0f} B/point" for k, v in sorted(per.items()))
    how = (f"; scaled by the dense gather's 32 B per {dense:.0f} B: {raw:.0f} B per sparse sector at stride {widest} B"
           if dense and widest > 32 else "")
    return [FittedFigure("dram_fetch_bytes", fetch, "measured", "cal_gather_{32,64,128}: DRAM bytes read per point "
                         f"(one 4-byte read per lane, lanes a stride apart) at the fitted bandwidth ({seen}){how}; "
                         "in whole sectors")]


COPY_INSTRUCTIONS = 12  # PTX instructions of one copy thread (copy_ptx: index, bounds check, load, store)
COLD_START_ARRAYS = (1 << 20, 16 << 20)  # array bytes of the cold copies the start-up is read from


@dataclass(frozen=True)
class _CalLaunch:
    """A calibration launch's shape as its row describes it (one warp request per ``warp_size`` points)."""

    width: int
    points: int
    block: int
    threads: int
    per_thread: int
    warps: float
    lane_bytes: float


def _cal_launch(row: Mapping, warp_size: float) -> _CalLaunch:
    width, n, block = int(row["width"]), int(row["points"]), int(row["block"])
    threads = int(row["grid"]) * block  # a limited grid is a grid-stride launch: the launched threads count
    return _CalLaunch(width, n, block, threads, max(1, math.ceil(n / threads)), n / warp_size, warp_size * width)


def _cal_stage(m: Any, values: Mapping[str, float], row: Mapping, launch: _CalLaunch, ops: tuple, *,
               issue_per_point: int, int_chain: int, entry: str, registers: int) -> Any:
    """:func:`fpsem.speed.dynamic_model.stage_terms` of a calibration launch that reads one array and writes
    another (``ops``: its memory instructions' traffic): every byte from DRAM under ``cold`` or beyond the L2's
    resident capacity, else from the L2; one dependent load per point behind ``int_chain`` integer steps."""
    from fpsem.speed.dynamic_model import stage_terms
    from fpsem.speed.execution import DynamicWork
    from fpsem.speed.memtrace import MemorySummary

    foot = 2.0 * launch.points * launch.width
    warm = row["timing"] == "warm" and foot <= values["l2_resident_mb"] * 1e6
    mem = MemorySummary(ops, sum(o.requests for o in ops), sum(o.lines for o in ops), sum(o.bytes for o in ops),
                        foot, 0.0 if warm else foot, foot, 1.0 if warm else 0.0, "l2" if warm else "dram")
    load_ns = values["l2_latency_ns"] if warm else values["dram_latency_ns"]
    serial = launch.per_thread * (int_chain * values["int_latency_ns"] + load_ns) * 1e-9
    work = DynamicWork(issue=launch.warps * issue_per_point * launch.per_thread,
                       ld=sum(o.requests for o in ops if o.kind == "load"),
                       st=sum(o.requests for o in ops if o.kind == "store"))
    return stage_terms(m, None, work, mem, entry=entry, threads=launch.threads, block=launch.block,
                       registers=registers, warp_serial_s=serial, first=True)


def copy_stage(values: Mapping[str, float], units: int, row: Mapping) -> Any:
    """The trace-driven model's terms (:func:`fpsem.speed.dynamic_model.stage_terms`, no start-up) for one copy
    launch, from the work and traffic its trace would show: one load and one store request per warp, ``width``
    bytes per lane, contiguous (sectors, lines and bank passes by the same rules as a traced request), every byte
    from DRAM under ``cold`` (or a warm footprint beyond the L2's resident capacity), one dependent load per point."""
    from fpsem.speed.memtrace import OpTraffic
    from fpsem.speed.model import Machine

    m = Machine(units, {**values, "cold_start_us": 0.0}, 0.125, {})
    la = _cal_launch(row, m.warp_size)
    req, lane_bytes = la.warps, la.lane_bytes
    ops = tuple(OpTraffic(kind, "body", kind, kind, req, req * lane_bytes / 32, req * max(1.0, lane_bytes / 128),
                          req * lane_bytes, 0.0, 1, req * max(1.0, lane_bytes / 128)) for kind in ("load", "store"))
    return _cal_stage(m, values, row, la, ops, issue_per_point=COPY_INSTRUCTIONS, int_chain=5, entry="cal_copy",
                      registers=16)


SHIFT_INSTRUCTIONS = 50  # PTX instructions of one shift thread at one point (shift_ptx: index, 16 loads, 15 XORs, store)
MISS_SHIFT_POINTS = 1 << 24  # the shift launches whose loads come from DRAM (64-128 MiB: beyond the L2)


def request_means(width: int, offsets: Sequence[int], banks: int = 32) -> tuple[float, float, float]:
    """Mean (sectors, lines, L1 bank cycles) of warp requests whose lane 0 reads at each of ``offsets`` (bytes)
    and whose lanes read ``width`` bytes each, contiguous: by the rules a traced request is costed with
    (:func:`fpsem.speed.memtrace.request_geometry`, :func:`~fpsem.speed.memtrace.bank_conflicts`)."""
    from fpsem.speed.memtrace import bank_conflicts, request_geometry

    reqs = [[o + lane * width for lane in range(32)] for o in offsets]
    geo = [request_geometry(a, width) for a in reqs]
    n = len(reqs)
    return (sum(len(s) for s, _ in geo) / n, sum(ln for _, ln in geo) / n,
            sum(bank_conflicts(a, width, banks) for a in reqs) / n)


def shift_stage(values: Mapping[str, float], units: int, row: Mapping) -> Any:
    """The trace-driven model's terms for one shift launch (``cal_shift_{width}``, one point per thread), from
    the work and traffic its trace would show: per warp 16 load requests at consecutive element offsets (their
    lines, sectors and bank passes by the same rules as a traced request, :mod:`fpsem.speed.memtrace`) and one
    store; every load request waits on the L1's miss path (its first tap's line, and the next warp's, are
    missed or in flight: FIR's loads), each sector read once from DRAM beyond the L2, one dependent load per
    point behind the XOR chain.  ``values`` holds the machine figures and the trace figures being fitted."""
    from fpsem.speed.memtrace import OpTraffic
    from fpsem.speed.model import Machine

    m = Machine(units, dict(values), 0.125, {})
    la = _cal_launch(row, m.warp_size)
    warps, lane_bytes = la.warps, la.lane_bytes
    sectors, lines, banks = request_means(la.width, l1_offsets(la.width, "taps"))
    req = L1_TAPS * warps
    own = lane_bytes / 32  # the sectors of its own line each warp brings in: the rest of its loads' sectors hit
    load = OpTraffic("load", "body", "load", "x", req, req * sectors, req * lines, req * lane_bytes,
                     1.0 - own * warps / (req * sectors), 1, req * banks, 1.0 - own * warps / (req * sectors), 1.0)
    store = OpTraffic("store", "body", "store", "y", warps, warps * own, warps * max(1.0, lane_bytes / 128),
                      warps * lane_bytes, 0.0, 1, warps * max(1.0, lane_bytes / 128))
    return _cal_stage(m, values, row, la, (load, store), issue_per_point=SHIFT_INSTRUCTIONS, int_chain=20,
                      entry="cal_shift", registers=32)


def miss_figures(rows: Sequence[Mapping], values: Mapping[str, float], units: int) -> list[FittedFigure]:
    """The L1's miss path (``l1_miss_cycles``): the cycles per load request with a sector not settled in the L1
    that make the trace-driven model's time of the DRAM-scale shift launches (``points`` >= MISS_SHIFT_POINTS, one
    point per thread) their measured time; least squares in log time over them (scipy), at the registry's other
    figures.  None without such rows."""
    from scipy.optimize import minimize_scalar

    sel = [r for r in rows if r["kind"] == "shift" and r["points"] >= MISS_SHIFT_POINTS]
    if not sel or "int_latency_ns" not in values:
        return []

    def ratios(c: float) -> list[tuple[str, float]]:  # modelled over measured, per shift launch
        return [(f"{r['width']}-byte", shift_stage({**values, "l1_miss_cycles": c}, units, r).seconds
                 / (r["median_ms"] * 1e-3)) for r in sel]

    def err(c: float) -> float:
        return sum(math.log(x) ** 2 for _, x in ratios(c))

    c = float(minimize_scalar(err, bounds=(0.0, 16.0), method="bounded", options={"xatol": 1e-3}).x)
    show = ", ".join(f"{k} {a:.2f} -> {b:.2f}" for (k, a), (_, b) in zip(ratios(0.0), ratios(c)))
    return [FittedFigure("l1_miss_cycles", c, "fitted",
                         f"cal_shift_{{4,8}} at {MISS_SHIFT_POINTS} points (16 loads per point at consecutive "
                         "offsets, one point per thread, from DRAM: fpsem.speed.calibrate.shift_stage): modelled "
                         f"over measured without the term and with it: {show}")]


def cold_start_figures(rows: Sequence[Mapping], values: Mapping[str, float], units: int) -> list[FittedFigure]:
    """The start-up of a stage that reads DRAM (``cold_start_us``): over the cold copies of 1-16 MiB arrays whose
    footprint a warm run finds in the L2, the median of (measured - launch - the trace-driven model's memory system
    term) -- what the copies take beyond their bandwidth and latency terms when their data come from DRAM."""
    need = ("bandwidth_gbs", "dram_latency_ns", "l2_latency_ns", "l2_resident_mb", "launch_us", "int_latency_ns")
    if any(k not in values for k in need):
        return []
    lo, hi = COLD_START_ARRAYS
    sel = [r for r in rows if r["kind"] == "copy" and r["timing"] == "cold" and lo <= r["array_bytes"] <= hi
           and 2 * r["array_bytes"] <= values["l2_resident_mb"] * 1e6]
    if not sel:
        return []
    gaps = []
    for r in sel:
        st = copy_stage(values, units, r)
        gaps.append(r["median_ms"] * 1e-3 - st.terms["launch"] - st.terms["memory_system"])
    us = max(0.0, float(np.median(gaps)) * 1e6)
    spread = f"{min(gaps) * 1e6:.2f}-{max(gaps) * 1e6:.2f}"
    return [FittedFigure("cold_start_us", us, "fitted", f"median over {len(sel)} cold copies of {lo >> 20}-{hi >> 20} "
                         "MiB arrays (4/8/16-byte elements) of measured - launch - the trace-driven model's memory "
                         f"system term (fpsem.speed.calibrate.copy_stage): {spread} us each")]


def fit(raw: Mapping, base: Mapping[str, float]) -> tuple[list[FittedFigure], dict]:
    """Every figure the calibration determines, from ``measure``'s output; ``base`` gives the rest
    (architecture facts: clock, occupancy limits, warp size) and starting values.

    Only the calibration rows enter: nothing here can read a suite kernel's time.
    """
    rows = raw["rows"]
    units = int(raw["device"]["sm_count"])
    figs = launch_figures(rows, units)
    figs += chain_figures(rows, units)
    figs += expansion_figures(rows)
    figs += atomic_figures(rows)
    vals = dict(base)
    for f in figs:
        vals[f.name] = f.value
    mem, quality = fit_memory(rows, vals, units)
    notes = {
        "bandwidth_gbs": "DRAM bandwidth (read + written) of the model's memory term",
        "dram_latency_ns": "loaded DRAM latency of the model's latency term (Little's law on bytes in flight)",
        "l2_gbs": "L2 bandwidth (warm copies that fit)",
        "l2_latency_ns": "loaded L2 latency (fitted as a fraction, at most 1, of the DRAM latency)",
        "l2_resident_mb": "largest footprint a warm repetition finds in the L2",
        "l1_cycles_per_load": "fixed cycles per warp-wide global load (LSU/L1)",
        "l1_bytes_per_clk": "L1 bytes per clock per SM for global loads",
        "memory_overlap_p": "p of the p-norm combining the memory and latency terms (1: additive, large: max)",
    }
    for k, v in mem.items():
        figs.append(FittedFigure(k, v, "fitted", notes[k] + "; fitted (scipy.optimize.least_squares, log time) "
                                 "to the copy/shift calibration kernels through fpsem.speed.model.stage_time"))
    if "bandwidth_gbs" in mem and "launch_us" in vals:
        figs += fetch_figures(rows, mem["bandwidth_gbs"], vals["launch_us"])
    figs += cold_start_figures(rows, {**vals, **mem}, units)
    starts = {f.name: f.value for f in figs if f.name == "cold_start_us"}
    figs += miss_figures(rows, {**vals, **mem, **starts}, units)
    return figs, quality
