#!/usr/bin/env python3
"""fpsem's variants beside RAJAPerf-shaped CUDA on an NVIDIA GPU: outputs checked, times under three conventions.

For every built-in kernel that RAJAPerf has (22 of the 23; NAN_GUARD is fpsem's own) and each
precision (f64, f32) this script, in one go,

1. builds fpsem's ``strict`` and ``algebraic`` variants for the target (default ``h200``, sm_90)
   through the one build path, and the kernel's RAJAPerf-shaped CUDA peer
   (``benchmarks/cuda/rajaperf/<kernel>.cu``, :mod:`fpsem.runners.cuda.rajaperf_peers`) with
   nvcc and RAJAPerf's flags (``-O3 -restrict``; contraction on, nvcc's default) and again with
   ``-fmad=false`` (the operations of ``strict``, for the bit-for-bit check);
2. reads every build's registers and spills from ``ptxas -v`` (and, where ``cuobjdump`` is on
   the PATH or in ``$FPSEM_CUOBJDUMP``, the SASS instruction count);
3. on the GPU (not with ``--dry-run``): runs all four once on the ``random`` inputs and compares
   every output element with fpsem strict's (bit-identical count, largest ulp distance), then
   times each on RAJAPerf's inputs under the batch conventions of
   ``fpsem.runners.cuda.measure.CONVENTIONS`` -- ``kernel`` (a CUDA graph of back-to-back
   repetitions, warm: the kernel duration a profiler reports), ``back-to-back`` (RAJAPerf's
   timer loop: repetitions launched on the stream behind a gate kernel, warm) and
   ``kernel-cold`` (the graph, each repetition on the next of enough buffer sets that the L2
   holds none of its inputs);
4. writes ``rajaperf_peer.{md,json,csv}`` to ``--out`` (default ``$OUT`` or ``out/rajaperf_peer``):
   per convention and precision the table of fpsem strict, fpsem algebraic and the RAJAPerf-shaped
   peer with their ratios and the whole-suite sums, the output checks, and the static facts.

``--dry-run`` does steps 1-2 only (no GPU; nvcc and ptxas needed for the peers) and writes the
static table: run it here before a device call.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import csv
import datetime as dt
import functools
import json
import math
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
from bench_io import ElapsedLog, failed

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gpu_bench import _clean, _nvidia_smi  # noqa: E402  (benchmarks/: this script's folder)

import fpsem  # noqa: E402
from fpsem import __version__  # noqa: E402
from fpsem.compiler.backends.nvptx import ptxas_path  # noqa: E402
from fpsem.compiler.build import CompiledVariant, Failure, drop_target_specifics, finish, prepare  # noqa: E402
from fpsem.compiler.code_metrics import run_ptxas  # noqa: E402
from fpsem.compiler.entry.nvptx import nvptx_source  # noqa: E402
from fpsem.compiler.entry.order import point_order  # noqa: E402
from fpsem.compiler.targets import resolve_target  # noqa: E402
from fpsem.compiler.variant import describe_variant  # noqa: E402
from fpsem.core.errors import FpsemError  # noqa: E402
from fpsem.fastmath.profiles import resolve_profile  # noqa: E402
from fpsem.floats.ulp import ulp_distance  # noqa: E402
from fpsem.kernels.registry import load_kernel  # noqa: E402
from fpsem.kernels.spec import resolve_sizes  # noqa: E402
from fpsem.runners.cuda import rajaperf_peers as rp  # noqa: E402
from fpsem.runners.cuda.faults import GpuUnavailable  # noqa: E402
from fpsem.runners.cuda.measure import CONVENTIONS  # noqa: E402
from fpsem.runners.cuda.nvcc_baselines import find_nvcc, nvcc_version  # noqa: E402
from fpsem.runners.cuda.runner import Program, entries_from_compiled  # noqa: E402
from fpsem.runners.cuda.worker import GpuWorker, KernelJob  # noqa: E402

PROFILES = ("strict", "algebraic")
PEER = "rajaperf"            # the peer as RAJAPerf builds it: the table's column
PEER_CHECK = "rajaperf-nofma"  # the same without contraction: the bit-for-bit check against strict
COLUMNS = PROFILES + (PEER, PEER_CHECK)
BEFORE = "strict-gridstride"  # --before: fpsem strict with the grid-stride entry of every stage (before 2026-12-03)
ROWMAJOR = "strict-rowmajor"  # --before: one point per thread, row-major order everywhere (the default until 2026-12-04)
TILED = "strict-tiled"  # --before: one point per thread in 8 x 32 tiles wherever they apply (fpsem.compiler.entry.tiles)
UNROLL4 = "strict-unroll4"  # --before: the default entry, every loop of the kernel with llvm.loop.unroll.count 4
SHAPES: dict[str, dict[str, Any]] = {BEFORE: {"one_point": False}, ROWMAJOR: {"order": "row-major"}, TILED: {"order": "tiled"},
                                     UNROLL4: {"unroll": 4}}
AGAIN = "strict-again"  # --before: strict's own program timed again, last of its group (an A/A position control)
# `strict` itself is the default entry: one point per thread in the order fpsem.compiler.entry.order chooses.
# A shape whose PTX equals strict's is neither loaded nor timed: its row says so (`same_code_as`) and the tables
# show strict's time for it.

# Why an output may differ from fpsem strict's even where the operations are the same (the check's note).
WHY = {
    "reduce": "the peer adds per block in a shared-memory tree and the blocks' sums by atomicAdd in arrival "
              "order; fpsem adds each thread's points in index order and the partials on the host in index order",
    "vol3d": "RAJAPerf's VOL3D_BODY has a fourth triple-product block (x74+x30 | 74x60) that fpsem's kernel "
             "(shared/KERNELS.md's three blocks) does not: zero in exact arithmetic on a box mesh, not in rounding",
    "contract": "nvcc contracts a*b+c into FMA (RAJAPerf's flags leave -fmad at its default, on)",
}


@dataclass
class Build:
    """One program of the comparison: fpsem variant or peer, with its static facts or its failure."""

    kernel: str
    precision: str
    column: str             # strict | algebraic | rajaperf | rajaperf-nofma | a shape of SHAPES
    program: Program | None = None
    same_code_as: str = ""  # a shape whose PTX is that column's: not timed again
    failure: str = ""
    command: str = ""       # nvcc's command (peers)
    static: dict = field(default_factory=dict)


# ----------------------------------------------------------------------------- building (no GPU)


def sass_listing(cubin: bytes, tool: str | None) -> str:
    """``cuobjdump -sass`` of a cubin ("" where the tool or the cubin is missing, or it fails)."""
    if not tool or not cubin:
        return ""
    with tempfile.TemporaryDirectory(prefix="fpsem-sass-") as tmp:
        f = Path(tmp) / "k.cubin"
        f.write_bytes(cubin)
        try:
            return subprocess.run([tool, "-sass", str(f)], capture_output=True, text=True, timeout=120).stdout
        except (OSError, subprocess.SubprocessError):
            return ""


def sass_count(listing: str) -> dict[str, int]:
    """SASS instructions per kernel of a cuobjdump listing (NOPs and the trailing self-branch left out)."""
    counts: dict[str, int] = {}
    fn = None
    for line in listing.splitlines():
        s = line.strip()
        if s.startswith("Function :"):
            fn = s.split(":", 1)[1].strip()
            counts[fn] = 0
        elif fn and s.startswith("/*") and "*/" in s and ";" in s:
            addr, op = s[2:].split("*/", 1)
            op = op.strip().rstrip(";").strip()
            if op.startswith("NOP") or op == f"BRA 0x{int(addr, 16):x}":  # padding and the final self-branch
                continue
            counts[fn] += 1
    return counts


def static_facts(ptx: str, arch: str, cuobjdump: str | None, listing_to: Path | None = None) -> dict:
    """Registers, spills and SASS size per kernel of a PTX module (ptxas -v; cuobjdump where present);
    ``listing_to``: also write the SASS listing there."""
    ptxas = ptxas_path()
    if ptxas is None:
        return {"unavailable": "ptxas not found"}
    res = run_ptxas(ptx, arch, ptxas)
    if res.error:
        return {"unavailable": res.error}
    listing = sass_listing(res.cubin or b"", cuobjdump)
    if listing_to is not None and listing:
        listing_to.parent.mkdir(parents=True, exist_ok=True)
        listing_to.write_text(listing)
    sass = sass_count(listing)
    return {name: {"registers": r.registers, "spill_bytes": r.spill_stores + r.spill_loads,
                   "stack_bytes": r.stack_bytes, **({"sass": sass[name]} if name in sass else {})}
            for name, r in res.resources.items()}


def build_before(kernels: list, precisions: list[str], target, size: str, log) -> dict[tuple[str, str, str], Build]:
    """fpsem strict with the other entry shapes (SHAPES): the grid-stride loop in every stage (before 2026-12-03),
    row-major and tiled one-point orders forced; the same kernel and build path, only the entry generator differs."""
    t0 = time.perf_counter()
    out = {}
    for k in kernels:
        for p in precisions:
            v = describe_variant(k, p, resolve_profile("strict"), target, size)
            for column, shape in SHAPES.items():
                options = {o: x for o, x in shape.items() if o != "unroll"}
                prepared = prepare(v, functools.partial(nvptx_source, **options))
                b = Build(k.spec.key, p, column)
                if isinstance(prepared, Failure):
                    b.failure = prepared.message
                else:
                    if shape.get("unroll"):
                        prepared = replace(prepared, text=loops_unrolled_by(prepared.text, shape["unroll"]),
                                           artifact="")
                    c = finish(v, prepared)
                    if c.ok:
                        b.program = Program(f"{c.name}.{column}", c.ptx or "", entries_from_compiled(c.entries),
                                            "fpsem")
                    else:
                        b.failure = c.failure.message if c.failure else "not built"
                out[(k.spec.key, p, column)] = b
    log(f"built {len(out)} strict variants with other entry shapes in {time.perf_counter() - t0:.1f} s")
    return out


def loops_unrolled_by(text: str, count: int) -> str:
    """``text`` with ``llvm.loop.unroll.count`` ``count`` on every back edge that has no loop metadata yet.

    A back edge is a ``br`` to a label defined earlier in its function or to its own block (textual order:
    enough for the suite's kernels, whose loops are written header first).  After unrolling by the count LLVM
    marks the loop ``unroll.disable``, which NVPTX prints as ``.pragma "nounroll"``: ptxas does not unroll it
    further (nvcc's PTX for a loop it has unrolled carries the same pragma).  The arithmetic of each iteration,
    and their order, are unchanged."""
    out, seen, md = [], set(), []
    for line in text.splitlines():
        code = line.split(";", 1)[0].rstrip()
        if code.startswith("define "):
            seen = set()
        elif code and not code[0].isspace() and code.endswith(":"):
            seen.add(code[:-1].strip().strip('"'))
        elif code.strip().startswith("br ") and "!llvm.loop" not in code:
            targets = {t.strip('"') for t in re.findall(r"label %([-\w.$\"]+)", code)}
            if targets & seen:
                k = 9000 + 2 * len(md)
                md += [f"!{k} = distinct !{{!{k}, !{k + 1}}}", f'!{k + 1} = !{{!"llvm.loop.unroll.count", i32 {count}}}']
                line = f"{code}, !llvm.loop !{k}"
        out.append(line)
    return "\n".join(out + md) + "\n"


def _mark_same_code(strict: CompiledVariant | None, shapes: list[Build]) -> None:
    """Shapes whose PTX is the default strict variant's: not timed twice (``same_code_as``)."""
    if strict is None or not strict.ok:
        return
    for b in shapes:
        if b.program is not None and b.program.ptx == (strict.ptx or ""):
            b.program, b.same_code_as = None, "strict"


def point_orders(kernel: str, size: str) -> str:
    """The order the default NVIDIA entry walks each stage's points in, per precision, and the rule's reason (static)."""
    k = load_kernel(kernel)
    sizes = resolve_sizes(k.spec, size)
    out = []
    for prec in k.spec.precisions:
        text = drop_target_specifics(k.ir_for(prec))
        out += [f"{s.name} {prec}: {o.kind} ({o.reason})"
                for s in k.spec.stages for o in [point_order(k.spec, s, sizes, text, prec)]]
    return "; ".join(out)


def build_all(args: argparse.Namespace, log) -> list[Build]:
    target = resolve_target(args.target)
    peers = rp.load_peers()
    keys = list(peers) if args.kernels == "all" else [k.strip() for k in args.kernels.split(",") if k.strip()]
    missing = [k for k in keys if k not in peers]
    if missing:
        raise SystemExit(f"rajaperf_peer: no RAJAPerf-shaped peer for {', '.join(missing)} (have: {', '.join(peers)})")
    kernels = [load_kernel(k) for k in keys]
    precisions = [p for p in args.precisions.split(",") if p]
    t0 = time.perf_counter()
    compiled = [b.variant for b in fpsem.compile_many(kernels, [target], [resolve_profile(p) for p in PROFILES],
                                                      precisions, size=args.size, jobs=args.jobs, baseline=False,
                                                      allow_ub=True)]
    log(f"built {len(compiled)} fpsem variants for {target.name} in {time.perf_counter() - t0:.1f} s "
        f"({sum(1 for v in compiled if v.cached)} from the cache, {sum(1 for v in compiled if not v.ok)} failed)")
    by: dict[tuple[str, str, str], CompiledVariant] = {(v.kernel, v.precision, v.profile): v for v in compiled}
    nvcc = find_nvcc()
    jobs = [(k, p, m) for k in kernels for p in precisions for m in rp.PEER_MODES]
    t0 = time.perf_counter()
    with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs or os.cpu_count() or 1)) as pool:
        built = list(pool.map(lambda j: rp.compile_peer(peers[j[0].spec.key], j[0].spec, j[1], j[2], target.cpu,
                                                        nvcc), jobs))
    log(f"built {len(built)} RAJAPerf-shaped peers with nvcc in {time.perf_counter() - t0:.1f} s "
        f"({sum(1 for b in built if b.cached)} from the cache, {sum(1 for b in built if not b.ok)} failed; "
        f"{built[0].nvcc_version if built else ''})")
    peer_by = {(b.kernel, b.precision, b.mode): b for b in built}
    before = build_before(kernels, precisions, target, args.size, log) if args.before else {}
    out = []
    for k in kernels:
        sizes = resolve_sizes(k.spec, args.size)
        for p in precisions:
            if args.before:
                _mark_same_code(by.get((k.spec.key, p, "strict")), [before[(k.spec.key, p, c)] for c in SHAPES])
            for prof in PROFILES:
                v = by.get((k.spec.key, p, prof))
                b = Build(k.spec.key, p, prof)
                if v is None or not v.ok:
                    b.failure = v.failure.message if v is not None and v.failure else "not built"
                else:
                    b.program = Program(v.name, v.ptx or "", entries_from_compiled(v.entries), "fpsem")
                out.append(b)
            if args.before:
                out += [before[(k.spec.key, p, column)] for column in SHAPES]
            for mode in rp.PEER_MODES:
                c = peer_by[(k.spec.key, p, mode)]
                b = Build(k.spec.key, p, mode, command=" ".join(c.command))
                if c.ok:
                    b.program = rp.peer_program(peers[k.spec.key], c, k.spec, sizes)
                else:
                    b.failure = c.failure
                out.append(b)
            strict = next(b for b in out if (b.kernel, b.precision, b.column) == (k.spec.key, p, "strict"))
            if args.before and strict.program is not None:  # the position control: strict's program again, last
                out.append(Build(k.spec.key, p, AGAIN, replace(strict.program, label=f"{strict.program.label}.again")))
    cuobjdump = os.environ.get("FPSEM_CUOBJDUMP") or shutil.which("cuobjdump")
    t0 = time.perf_counter()
    with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs or os.cpu_count() or 1)) as pool:
        facts = list(pool.map(lambda b: static_facts(
            b.program.ptx, target.cpu, cuobjdump,
            args.sass_out / f"{b.kernel}.{b.precision}.{b.column}.sass" if args.sass_out else None)
            if b.program and b.column != AGAIN else {}, out))
    for b, f in zip(out, facts):
        b.static = f
    log(f"ptxas -v{' and cuobjdump' if cuobjdump else ''} on {len(out)} builds in {time.perf_counter() - t0:.1f} s")
    return out


# ----------------------------------------------------------------------------- the GPU part


def compare(got: dict[str, Any], ref: dict[str, Any]) -> dict:
    """Every output element and result of ``got`` against ``ref`` (fpsem strict): identical count, largest ulp."""
    same = total = 0
    worst = 0.0
    for name, r in ref.items():
        if name not in got:
            continue
        a = np.atleast_1d(np.asarray(got[name])).ravel()
        b = np.atleast_1d(np.asarray(r, dtype=a.dtype)).ravel()
        if a.shape != b.shape:
            return {"error": f"{name}: {a.size} values against {b.size}"}
        eq = (a.view(np.uint8).reshape(a.size, -1) == b.view(np.uint8).reshape(b.size, -1)).all(axis=1)
        same += int(eq.sum())
        total += int(a.size)
        d = ulp_distance(a, b)
        d = d[~np.isnan(d)]
        if d.size:
            worst = max(worst, float(d.max()))
    return {"identical": same, "compared": total, "bit_identical": same == total, "max_ulp": worst}


def measure(builds: list[Build], args: argparse.Namespace, log) -> tuple[dict, list[dict]]:
    conventions = tuple(c for c in args.conventions.split(",") if c)
    rows: list[dict] = []
    with GpuWorker(args.device, deadline_s=args.deadline) as worker:
        device, _ = worker.info(0)
        log(f"GPU: {device['name']} ({device['sm_arch']}, {device['sm_count']} SMs), driver CUDA "
            f"{device['driver_cuda_version']}")
        groups: dict[tuple[str, str], list[Build]] = {}
        for b in builds:
            groups.setdefault((b.kernel, b.precision), []).append(b)
        for (kernel, precision), group in groups.items():
            spec = load_kernel(kernel).spec
            check_set = "random" if "random" in spec.input_sets else "rajaperf"
            programs = tuple(b.program for b in group if b.program is not None)
            job = KernelJob(kernel, precision, args.size, {}, check_set, "rajaperf", 0, programs, None, 1, True,
                            256, 150.0, args.watchdog, "", conventions)
            results = {r.label: r for r in worker.run(job)} if programs else {}
            strict = next((b for b in group if b.column == "strict"), None)
            ref = None
            if strict is not None and strict.program is not None and strict.program.label in results:
                rs = results[strict.program.label]
                ref = {**rs.outputs, **{k: np.array([v]) for k, v in rs.results.items()}} if rs.ok else None
            # fpsem's reductions at fewer waves than the launch rule's REDUCE_WAVES: fewer partials to write
            extra: list[tuple[Build, Any]] = []
            if any(s.reduce for s in spec.stages) and strict is not None and strict.program is not None:
                for w in args.reduce_waves:
                    grid = w * device["sm_count"] * (2048 // 256)
                    prog = replace(strict.program, label=f"{strict.program.label}@{w}w")
                    (r,) = worker.run(replace(job, programs=(prog,), grid=grid))
                    extra.append((Build(kernel, precision, f"strict@{w}w", prog, static=strict.static), r))
            for b, r in [(b, results.get(b.program.label) if b.program is not None else None) for b in group] + extra:
                row = {"kernel": kernel, "precision": precision, "column": b.column, "failure": b.failure,
                       "check_inputs": check_set, "static": b.static, "command": b.command, "timing": {},
                       "same_code_as": b.same_code_as}
                if r is not None:
                    if r.fault is not None:
                        row["failure"] = r.fault.one_line()
                    else:
                        row["launches"] = {e: {"grid": list(c.shape[0]), "block": list(c.shape[1]),
                                               "shmem": c.shmem} for e, c in r.launches.items()}
                        row["registers"] = {e: a.get("registers") for e, a in r.function_attributes.items()}
                        row["timing"] = {c: t.to_dict() for c, t in r.conventions.items()}
                        row["timing_faults"] = {c: f.one_line() for c, f in r.convention_faults.items()}
                        if ref is not None:
                            got = {**r.outputs, **{k: np.array([v]) for k, v in r.results.items()}}
                            row["check"] = compare(got, ref)
                rows.append(row)
            log(f"{kernel}.{precision}: " + ", ".join(
                f"{x['column']} " + (f"{1e3 * x['timing'][conventions[0]]['per_rep']['median_ms']:.3f}us"
                                     if conventions and conventions[0] in x["timing"] else "FAILED")
                for x in rows if x["kernel"] == kernel and x["precision"] == precision))
    return device, rows


# ----------------------------------------------------------------------------- tables


def merge_rounds(rows: list[dict], more: list[dict]) -> list[dict]:
    """``rows`` with another round's medians: each timing keeps every round's median (``round_medians_ms``) and
    reports their median as its own, so that columns timed in different rounds are compared on the same footing."""
    by = {(r["kernel"], r["precision"], r["column"]): r for r in more}
    out = []
    for r in rows:
        m = by.get((r["kernel"], r["precision"], r["column"]), {})
        timing = {}
        for c, t in r.get("timing", {}).items():
            t2 = m.get("timing", {}).get(c)
            meds = list(t.get("round_medians_ms") or [t["per_rep"]["median_ms"]])
            if t2:
                meds.append(t2["per_rep"]["median_ms"])
            timing[c] = {**t, "round_medians_ms": meds,
                         "per_rep": {**t["per_rep"], "median_ms": float(np.median(meds))}}
        out.append({**r, "timing": timing})
    return out


def median_us(row: dict, convention: str) -> float:
    t = row.get("timing", {}).get(convention)
    return 1e3 * t["per_rep"]["median_ms"] if t else math.nan


def fmt(x: float, spec: str = ".2f") -> str:
    return "-" if x is None or (isinstance(x, float) and math.isnan(x)) else format(x, spec)


def time_table(rows: list[dict], convention: str, precision: str) -> list[str]:
    """The seed's shape: per kernel fpsem strict, algebraic, the RAJAPerf-shaped peer, ratios; suite sums.

    ``strict / CUDA -fmad=false`` sets strict beside the peer built without contraction (the same operations):
    where strict / CUDA is above 1 and this is not, the gap is the FMA contraction strict does not do."""
    by = {(r["kernel"], r["column"]): r for r in rows if r["precision"] == precision}
    kernels = sorted({r["kernel"] for r in rows if r["precision"] == precision})
    lines = ["| kernel | fpsem strict µs | fpsem algebraic µs | RAJAPerf-shaped CUDA µs | strict / CUDA | "
             "algebraic / strict | algebraic / CUDA | CUDA -fmad=false µs | strict / CUDA -fmad=false |",
             "|---|---|---|---|---|---|---|---|---|"]
    sums = [0.0, 0.0, 0.0]
    complete = True
    for k in kernels:
        s, a, c, n = (median_us(by.get((k, col), {}), convention) for col in ("strict", "algebraic", PEER, PEER_CHECK))
        if any(math.isnan(x) for x in (s, a, c)):
            complete = False
        else:
            sums = [sums[0] + s, sums[1] + a, sums[2] + c]
        lines.append(f"| {k.upper()} | {fmt(s)} | {fmt(a)} | {fmt(c)} | {fmt(s / c, '.3f')}x | {fmt(a / s, '.3f')}x "
                     f"| {fmt(a / c, '.3f')}x | {fmt(n)} | {fmt(s / n, '.3f')}x |")

    def ratio(a: float, b: float) -> float:
        return a / b if b else math.nan  # no kernel with all three timings: no sum to compare

    lines.append(f"| **suite sum**{'' if complete else ' (kernels with all three)'} | {fmt(sums[0])} | "
                 f"{fmt(sums[1])} | {fmt(sums[2])} | {fmt(ratio(sums[0], sums[2]), '.3f')}x | "
                 f"{fmt(ratio(sums[1], sums[0]), '.3f')}x | {fmt(ratio(sums[1], sums[2]), '.3f')}x | | |")
    return lines


def _same(by: dict, key: tuple) -> dict:
    """The row of ``key``, or of the column whose code it shares (``same_code_as``: not timed twice)."""
    r = by.get(key, {})
    return by.get((*key[:-1], r["same_code_as"]), {}) if r.get("same_code_as") else r


def before_table(rows: list[dict], convention: str, precision: str) -> list[str]:
    """fpsem strict's entry shapes side by side: the default (one thread per point in the chosen order), row-major
    everywhere (the default until 2026-12-04), tiled wherever tiles apply, the grid-stride loop (before
    2026-12-03), and the default with its kernel's loops unrolled by 4 (nvcc's shape), with the peer; suite sums
    over the kernels that have all of them."""
    by = {(r["kernel"], r["column"]): r for r in rows if r["precision"] == precision}
    kernels = sorted({r["kernel"] for r in rows if r["precision"] == precision and r["column"] == BEFORE})
    if not kernels:
        return []
    cols = ("strict", ROWMAJOR, TILED, BEFORE, UNROLL4, PEER)
    again = [median_us(by.get((k, AGAIN), {}), convention) for k in kernels]

    def sass(k: str, col: str) -> str:
        st = _same(by, (k, col)).get("static") or {}
        return "/".join(str(v["sass"]) for v in st.values() if isinstance(v, dict) and "sass" in v) or "-"

    def mark(k: str, col: str) -> str:
        return " (= default)" if by.get((k, col), {}).get("same_code_as") else ""

    lines = ["| kernel | default (chosen order) µs | row-major µs | tiled µs | grid-stride µs | unroll x4 µs | "
             "default / row-major | tiled / row-major | row-major / grid-stride | unroll x4 / default | "
             "default again, last / default | "
             "RAJAPerf-shaped CUDA µs | default / CUDA | row-major / CUDA | SASS default | SASS row-major | "
             "SASS tiled | SASS grid-stride | SASS unroll x4 | SASS CUDA |", "|---" * 20 + "|"]
    sums = [0.0] * len(cols)
    for k, a in zip(kernels, again):
        t = [median_us(_same(by, (k, col)), convention) for col in cols]
        d, r, ti, g, u, c = t
        if not any(math.isnan(x) for x in t):
            sums = [a + x for a, x in zip(sums, t)]
        lines.append(f"| {k.upper()} | {fmt(d)} | {fmt(r)}{mark(k, ROWMAJOR)} | {fmt(ti)}{mark(k, TILED)} | {fmt(g)} | "
                     f"{fmt(u)}{mark(k, UNROLL4)} | {fmt(d / r, '.3f')}x | {fmt(ti / r, '.3f')}x | "
                     f"{fmt(r / g, '.3f')}x | {fmt(u / d, '.3f')}x | {fmt(a / d, '.3f')}x | {fmt(c)} | "
                     f"{fmt(d / c, '.3f')}x | "
                     f"{fmt(r / c, '.3f')}x | " + " | ".join(sass(k, col) for col in cols) + " |")
    if sums[-1]:
        d, r, ti, g, u, c = sums
        lines.append(f"| **suite sum** | {fmt(d)} | {fmt(r)} | {fmt(ti)} | {fmt(g)} | {fmt(u)} | {fmt(d / r, '.3f')}x | "
                     f"{fmt(ti / r, '.3f')}x | {fmt(r / g, '.3f')}x | {fmt(u / d, '.3f')}x | | {fmt(c)} | "
                     f"{fmt(d / c, '.3f')}x | {fmt(r / c, '.3f')}x |" + " |" * 6)
    return lines


def order_table(rows: list[dict], size: str) -> list[str]:
    """The point order the default entry chose per kernel and stage, with the rule's reason (static)."""
    kernels = sorted({r["kernel"] for r in rows})
    return ["| kernel | point order of the default NVIDIA entry (fpsem.compiler.entry.order) |", "|---|---|",
            *[f"| {k.upper()} | {point_orders(k, size)} |" for k in kernels]]


def waves_table(rows: list[dict], convention: str) -> list[str]:
    """fpsem strict's reductions at the launch rule's grid and at fewer waves, beside the peer."""
    cols = sorted({r["column"] for r in rows if r["column"].startswith("strict@")})
    if not cols:
        return []
    by = {(r["kernel"], r["precision"], r["column"]): r for r in rows}
    lines = ["| kernel | prec | strict (4 waves) µs | " + " | ".join(f"strict {c[7:]} µs" for c in cols)
             + " | CUDA µs |", "|---|---|---|" + "---|" * len(cols) + "---|"]
    for k, p in sorted({(r["kernel"], r["precision"]) for r in rows if r["column"] in cols}):
        cells = [fmt(median_us(by.get((k, p, c), {}), convention)) for c in ("strict", *cols, PEER)]
        lines.append(f"| {k.upper()} | {p} | " + " | ".join(cells) + " |")
    return lines


def check_table(rows: list[dict]) -> list[str]:
    shapes = [c for c in SHAPES if any(r["column"] == c for r in rows)]  # --before: must be identical to strict
    lines = ["| kernel | prec | peer -fmad=false vs strict | peer (RAJAPerf's flags) vs strict | "
             "algebraic vs strict | " + "".join(f"{c} vs strict | " for c in shapes) + "why not identical |",
             "|---|---|---|---|---|" + "---|" * len(shapes) + "---|"]
    by = {(r["kernel"], r["precision"], r["column"]): r for r in rows}
    for k, p in sorted({(r["kernel"], r["precision"]) for r in rows}):
        cells = []
        for col in (PEER_CHECK, PEER, "algebraic", *shapes):
            c = by.get((k, p, col), {}).get("check")
            if by.get((k, p, col), {}).get("same_code_as"):
                cells.append("same code")
                continue
            cells.append("-" if not c or "error" in c else
                         ("identical" if c["bit_identical"] else
                          f"{c['identical']}/{c['compared']} identical, max {c['max_ulp']:.3g} ulp"))
        nofma = by.get((k, p, PEER_CHECK), {}).get("check") or {}
        peer = by.get((k, p, PEER), {}).get("check") or {}
        if nofma and not nofma.get("bit_identical"):
            why = WHY["reduce"] if any(s.reduce for s in load_kernel(k).spec.stages) else WHY.get(k, "not explained")
        else:
            why = WHY["contract"] if peer and not peer.get("bit_identical") else ""
        lines.append(f"| {k.upper()} | {p} | " + " | ".join(cells) + f" | {why} |")
    return lines


def static_table(rows: list[dict]) -> list[str]:
    lines = ["| kernel | prec | regs strict | regs algebraic | regs CUDA | SASS strict | SASS CUDA |", "|" + "---|" * 7]
    by = {(r["kernel"], r["precision"], r["column"]): r for r in rows}

    def facts(k: str, p: str, col: str, key: str) -> str:
        st = by.get((k, p, col), {}).get("static") or {}
        vals = [str(v.get(key)) for v in st.values() if isinstance(v, dict) and v.get(key) is not None]
        return "/".join(vals) or "-"

    for k, p in sorted({(r["kernel"], r["precision"]) for r in rows}):
        lines.append(f"| {k.upper()} | {p} | {facts(k, p, 'strict', 'registers')} | "
                     f"{facts(k, p, 'algebraic', 'registers')} | {facts(k, p, PEER, 'registers')} | "
                     f"{facts(k, p, 'strict', 'sass')} | {facts(k, p, PEER, 'sass')} |")
    return lines


CONVENTION_TEXT = {
    "kernel": "kernel duration: a CUDA graph of back-to-back repetitions replayed between two events, divided by "
              "the batch, one buffer set (warm): no launch gap of the host, what a profiler's kernel time shows",
    "back-to-back": "RAJAPerf's convention: the repetitions launched back to back on the stream (behind a gate kernel "
                    "that holds the GPU until the host has enqueued the batch), one buffer set (warm), between two "
                    "events, divided by the batch",
    "kernel-cold": "as `kernel`, each repetition on the next of enough buffer sets (>= 3x the L2) that none finds "
                   "its inputs in the L2",
}


def markdown(doc: dict) -> str:
    rows = doc["rows"]
    dev = doc.get("device") or {}
    lines = [f"# fpsem beside RAJAPerf-shaped CUDA on {dev.get('name', 'no GPU (dry run)')}", "",
             f"* date (UTC): {doc['date_utc']}; command: `{doc['command']}`; {doc['seconds']:.0f} s; "
             f"fpsem {doc['fpsem_version']}; target `{doc['target']}`; sizes `{doc['size_set']}` (RAJAPerf's)",
             f"* device: {dev.get('name', '-')} ({dev.get('sm_arch', '-')}, {dev.get('sm_count', '-')} SMs), "
             f"driver CUDA {dev.get('driver_cuda_version', '-')}; nvidia-smi: {doc.get('nvidia_smi') or '-'}",
             f"* peers: `benchmarks/cuda/rajaperf/*.cu` built by `{doc.get('nvcc_version', '-')}` with RAJAPerf's "
             "flags `-O3 -restrict` (column CUDA; -fmad at its default, on), and with `-fmad=false` for the check; "
             "fpsem: the one build path (LLVM 22 NVPTX, ptxas)",
             "* every time is measured on the device (median of the samples); every register/SASS figure is static "
             "(ptxas -v, cuobjdump)", ""]
    for c in doc["conventions"]:
        lines += [f"## Times, convention `{c}`", "", CONVENTION_TEXT.get(c, c), ""]
        for p in doc["precisions"]:
            lines += [f"### {p}", "", *time_table(rows, c, p), ""]
        for p in doc["precisions"]:
            b = before_table(rows, c, p)
            if b:
                lines += [f"### {p}: fpsem strict's entry shapes (default: one thread per point in the chosen "
                          "order; row-major everywhere, the default until 2026-12-04; tiled wherever tiles apply; "
                          "grid-stride loop, before 2026-12-03; the default with the kernel's loops unrolled x4), "
                          "same run; `(= default)`: the same PTX as the default, not timed again; `default again, "
                          "last`: the default's program timed once more after the peers (an A/A control of the "
                          "position in the job)", "", *b, ""]
        w = waves_table(rows, c)
        if w:
            lines += ["### Reductions: fpsem strict on smaller grids (waves of resident 256-thread blocks)", "", *w,
                      ""]
    if any("check" in r for r in rows):
        lines += ["## Outputs against fpsem strict (random inputs, every element)", "", *check_table(rows), ""]
    lines += ["## Point order of the default entry (static: the rule of fpsem.compiler.entry.order at these sizes)", "",
              *order_table(rows, doc["size_set"]), ""]
    lines += ["## Static facts (registers per thread; SASS instructions per kernel)", "", *static_table(rows), ""]
    for p in doc["precisions"] if not doc["conventions"] else ():
        b = before_table(rows, "-", p)
        if b:
            lines += [f"### {p}: entry shapes, static only (dry run)", "", *b, ""]
    fails = [f"{r['kernel']}.{r['precision']}.{r['column']}: {r['failure']}" for r in rows if r.get("failure")]
    fails += [f"{r['kernel']}.{r['precision']}.{r['column']} ({c}): {f}" for r in rows
              for c, f in (r.get("timing_faults") or {}).items()]
    if fails:
        lines += ["## Failures", "", *[f"* {f}" for f in fails], ""]
    return "\n".join(lines) + "\n"


def write(out: Path, doc: dict) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / "rajaperf_peer.json", out / "rajaperf_peer.md", out / "rajaperf_peer.csv"]
    paths[0].write_text(json.dumps(_clean(doc), indent=1))
    paths[1].write_text(markdown(doc))
    with paths[2].open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["kernel", "precision", "column", *[f"{c}_us" for c in doc["conventions"]], "bit_identical_to_strict",
                    "max_ulp_vs_strict", "registers", "failure"])
        for r in doc["rows"]:
            chk = r.get("check") or {}
            regs = ";".join(f"{k}={v.get('registers')}" for k, v in (r.get("static") or {}).items()
                            if isinstance(v, dict))
            w.writerow([r["kernel"], r["precision"], r["column"],
                        *[fmt(median_us(r, c), ".4f") for c in doc["conventions"]],
                        chk.get("bit_identical", ""), chk.get("max_ulp", ""), regs, r.get("failure", "")])
    return paths


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=Path(os.environ.get("OUT") or ROOT / "out" / "rajaperf_peer"))
    ap.add_argument("--kernels", default="all", help="comma-separated kernel names, or all (every kernel with a peer)")
    ap.add_argument("--precisions", default="f64,f32")
    ap.add_argument("--target", default="h200", help="NVIDIA target of the registry (default h200, sm_90)")
    ap.add_argument("--size", default="default", help="size set of the specs (default: RAJAPerf's)")
    ap.add_argument("--conventions", default=",".join(CONVENTIONS),
                    help=f"batch timing conventions, the first heads the log (known: {', '.join(CONVENTIONS)})")
    ap.add_argument("--reduce-waves", default="1,2", type=lambda t: [int(x) for x in t.split(",") if x],
                    help="also time fpsem strict's reductions on grids of these many waves of resident 256-thread "
                         "blocks (the launch rule uses 4)")
    ap.add_argument("--before", action="store_true",
                    help=f"also build and time fpsem strict with the grid-stride entry of every stage (column {BEFORE}), "
                         f"one point per thread in row-major order (column {ROWMAJOR}) and in the tiled order wherever "
                         f"it applies (column {TILED}); a shape with the default's PTX is not timed twice")
    ap.add_argument("--rounds", type=int, default=1,
                    help="time everything this many times over (each round all kernels and columns in turn); the "
                         "tables give the median of the rounds' medians")
    ap.add_argument("--dry-run", action="store_true", help="build and read the static facts only (no GPU)")
    ap.add_argument("--sass-out", type=Path, default=None,
                    help="write every build's SASS listing (cuobjdump -sass) to this folder")
    ap.add_argument("--device", type=int, default=0)
    ap.add_argument("--watchdog", type=float, default=10.0, help="seconds a launch may run before it is a fault")
    ap.add_argument("--deadline", type=float, default=180.0, help="seconds a program may take in the GPU worker")
    ap.add_argument("--jobs", type=int, default=0, help="build workers (0: one per core)")
    args = ap.parse_args(argv)
    log = ElapsedLog()
    try:
        builds = build_all(args, log)
    except FpsemError as e:
        return failed("rajaperf_peer", e)
    device: dict = {}
    if args.dry_run:
        rows = [{"kernel": b.kernel, "precision": b.precision, "column": b.column, "failure": b.failure,
                 "static": b.static, "command": b.command, "timing": {}, "same_code_as": b.same_code_as}
                for b in builds]
    else:
        try:
            device, rows = measure(builds, args, log)
            for k in range(1, args.rounds):
                log(f"round {k + 1} of {args.rounds}")
                rows = merge_rounds(rows, measure(builds, args, log)[1])
        except GpuUnavailable as e:
            print(f"rajaperf_peer: {e}", file=sys.stderr)
            return e.exit_code
    nvcc = find_nvcc()
    doc = {"what": "fpsem strict/algebraic beside RAJAPerf-shaped CUDA peers",
           "date_utc": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
           "command": " ".join(["benchmarks/rajaperf_peer.py"] + (argv if argv is not None else sys.argv[1:])),
           "fpsem_version": __version__, "python": platform.python_version(), "host": platform.node(),
           "device": device, "nvidia_smi": _nvidia_smi() if device else "", "target": args.target,
           "size_set": args.size, "precisions": [p for p in args.precisions.split(",") if p],
           "conventions": [] if args.dry_run else [c for c in args.conventions.split(",") if c],
           "nvcc_version": nvcc_version(str(nvcc)) if nvcc else "", "peer_flags": list(rp.RAJAPERF_FLAGS),
           "seconds": log.seconds, "rows": rows,
           "figures": "times: measured on the device; registers, spills, SASS counts: static (ptxas -v, cuobjdump)"}
    paths = write(args.out, doc)
    md = paths[1].read_text()
    print(md[md.find("## Times"):] if "## Times" in md else md)
    log(f"wrote {', '.join(str(p) for p in paths)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
