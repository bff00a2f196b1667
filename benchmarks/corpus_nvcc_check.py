"""On an NVIDIA GPU: each imported RAJAPerf kernel's strict variant against its own source built by nvcc -fmad=false.

For every kernel of the corpus (``tests/data/corpus/rajaperf``), the kernel is imported from its
committed IR with default choices, then run twice through fpsem's CUDA runner on the same
buffers and inputs (``make_inputs``, the kernel's first input set, the ``--size-set``):

* fpsem: the strict variant, built for ``--target`` by fpsem's one build path;
* nvcc:  the kernel's own translation unit (written by ``tools/rajaperf_corpus.py --units DIR``:
  RAJAPerf's ``__global__`` function with its macros; not in the repository, carried to the GPU
  machine) compiled with ``nvcc -ptx -O3 -fmad=false --expt-relaxed-constexpr -arch=<the target's>``, launched with the
  block the import modelled (the kernel's own constant block size, or fpsem's default) and the grid
  that covers the sizes, arguments in the source's order.

The outputs (every written array, every reduction result) must be bit-identical: IEEE operations in
the source's order on both sides, no contraction (``-fmad=false``; fpsem's strict has no flags).  Except
where the kernel adds floats atomically into one element from several blocks (its notes say the
result depends on the order: DOT, PI_ATOMIC, DAXPY_ATOMIC at several blocks, ...): the GPU adds in
arrival order, fpsem in a fixed one, and such a difference is reported as ``differs (order-dependent
atomics)``, not as a failure.  Kernels with shared memory and barriers (imported as block stages)
are launched with the source's own block and, for ``extern __shared__`` arrays, the 48 KiB the
import assumed.

    python benchmarks/corpus_nvcc_check.py --units build/corpus-src [--target h200] [--out DIR] [--dry-run]

fpsem's own test kernels of constructs the corpus lacks (``tests/data/import/shuffle.cu``: warp shuffles;
``blocks.cu``: block reductions, integer atomics) are checked too, their sources being in the repository
(``--corpus-only`` leaves them out).

``--dry-run`` (no GPU needed): imports, builds both programs and checks that their PTX entries take
the parameters the launch passes, prints the plan; nothing runs.  Writes ``corpus_nvcc.json`` and
``corpus_nvcc.md`` into ``--out`` (default benchmarks/results); exit 1 when a kernel differs.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fpsem.compiler.entry.launch import explicit_launch  # noqa: E402
from fpsem.compiler.entry.nvptx import constant_args  # noqa: E402
from fpsem.compiler.targets import resolve_target  # noqa: E402
from fpsem.core.errors import FpsemError  # noqa: E402
from fpsem.fastmath.profiles import resolve_profile  # noqa: E402
from fpsem.kernels.importer import llvm_text, write_kernel  # noqa: E402
from fpsem.kernels.importer.blocks import DYNAMIC_SHARED_BYTES  # noqa: E402
from fpsem.kernels.importer.core import sanitize_key  # noqa: E402
from fpsem.kernels.importer.llvm_import import entry_candidates, import_llvm, source_kind  # noqa: E402
from fpsem.kernels.inputs import make_inputs  # noqa: E402
from fpsem.kernels.registry import load_kernel  # noqa: E402
from fpsem.kernels.spec import resolve_sizes  # noqa: E402
from fpsem.runners.cuda.end_to_end import GUARD_BYTES, compile_for_gpu, program_of  # noqa: E402
from fpsem.runners.cuda.nvcc_baselines import find_nvcc  # noqa: E402
from fpsem.runners.cuda.runner import KernelSession, LaunchEntry, LaunchParam, Program, check_program  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "corpus" / "rajaperf"
# fpsem's own test kernels of GPU constructs the corpus lacks (warp shuffles, block reductions, integer atomics):
# their sources are in the repository, beside the IR fpsem's source path made from them
OWN = ROOT / "tests" / "data" / "import"
OWN_UNITS = ("shuffle", "blocks")
_KIND = {"double": "real", "i64": "i64", "i32": "i32"}


def launch_params(mod: llvm_text.SourceModule, entry: str, spec) -> tuple[LaunchParam, ...]:
    """The source kernel's parameters in order, bound to the imported spec's arguments by name."""
    names = {a.name: a for a in spec.args}
    out = []
    for k, p in enumerate(mod.functions[entry].params):
        name = sanitize_key(p.name.removesuffix(".coerce")) if not p.name.isdigit() else f"arg{k}"
        a = names.get(name)
        if a is None:
            raise FpsemError(f"parameter %{p.name} has no spec argument {name!r}")
        if p.type.startswith("ptr"):
            out.append(LaunchParam(name, "result" if a.role == "result" else "array"))
        elif p.type in _KIND:
            out.append(LaunchParam(name, _KIND[p.type]))
        else:
            raise FpsemError(f"parameter %{p.name} has type {p.type}, which the runner cannot pass")
    return tuple(out)


def modelled_launch(stage_ir: str, space: tuple[str, ...], sizes, past: int = 0,
                    block_stage: int = 0) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(grid, block) in x, y, z: the blocks the import modelled (a block stage's threads per block, else its
    prologue's ``%fpsem.ntid.d``) covering the sizes (and ``past`` points more along x, for a bounds check that
    admits them: i <= n).  A block stage's IR need not read ``ntid`` any more (REDUCE_STRUCT's tree loop is
    unrolled at its block size), so its block comes from the import, never from a default of 1."""
    axes = "xyz"[:len(space)]
    block = []
    for d in axes:
        m = re.search(rf"%fpsem\.ntid\.{d} = freeze i32 (\d+)", stage_ir)
        block.append(block_stage if block_stage and d == "x" else int(m.group(1)) if m else 1)
    extents = [sizes[n] for n in reversed(space)]  # x first
    extents[0] += past
    grid = tuple(max(1, math.ceil(e / b)) for e, b in zip(extents, block))
    return grid, tuple(block)


# CUDA has no atomicMin/atomicMax for double; RAJA builds them from atomicCAS (RAJA::atomicMin's CAS loop), and
# clang's (fpsem's prelude) are LLVM's atomicrmw fmin/fmax.  Pre-included on the nvcc side only, so the unit's
# lines (the committed IR's source locations) stay as they are.  min/max do not depend on the order of the
# updates, so both sides agree bit for bit on inputs without NaN.
NVCC_PRELUDE = """\
__device__ inline double atomicMin(double* p, double v) {
  unsigned long long* a = (unsigned long long*)p;
  unsigned long long old = *a, assumed;
  do { assumed = old; double cur = __longlong_as_double(assumed); if (!(v < cur)) break;
       old = atomicCAS(a, assumed, __double_as_longlong(v)); } while (assumed != old);
  return __longlong_as_double(old);
}
__device__ inline double atomicMax(double* p, double v) {
  unsigned long long* a = (unsigned long long*)p;
  unsigned long long old = *a, assumed;
  do { assumed = old; double cur = __longlong_as_double(assumed); if (!(v > cur)) break;
       old = atomicCAS(a, assumed, __double_as_longlong(v)); } while (assumed != old);
  return __longlong_as_double(old);
}
"""


def nvcc_ptx(unit: Path, arch: str, work: Path) -> str:
    nvcc = find_nvcc()
    if nvcc is None:
        raise FpsemError("nvcc not found (set FPSEM_NVCC or CUDA_HOME)")
    out = work / (unit.stem + ".ptx")
    prelude = work / "fpsem_nvcc_prelude.cuh"
    prelude.write_text(NVCC_PRELUDE)
    # RAJAPerf builds with RAJA's --expt-relaxed-constexpr (its block-shape helpers are constexpr host functions)
    cmd = [str(nvcc), "-ptx", "-O3", "-fmad=false", "--expt-relaxed-constexpr", f"-arch={arch}",
           f"--pre-include={prelude}", str(unit), "-o", str(out)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise FpsemError(f"nvcc: {(done.stderr.strip().splitlines() or ['?'])[0][:200]}")
    return out.read_text()


def bits_equal(a, b) -> bool:
    x, y = np.asarray(a), np.asarray(b)  # 0-d too (a reduction's result): compared through their bytes
    return x.shape == y.shape and x.dtype == y.dtype and np.ascontiguousarray(x).tobytes() == np.ascontiguousarray(
        y).tobytes()


def dynamic_shared_bytes(mod, entry: str) -> int:
    """What the launch gives ``extern __shared__`` arrays: the import's assumption where the entry itself
    names one (fpsem.kernels.importer.blocks), else none.  Per entry, not per file: a kernel with 2 KiB of
    static shared memory launched with 48 KiB of dynamic beside it asks for more than CUDA allows."""
    names = [m.group(1) for g in mod.globals
             if (m := re.match(r"(@[\w.$\"]+) = .*addrspace\(3\) global \[0 x ", g))]
    body = "\n".join(mod.functions[entry].body)
    return DYNAMIC_SHARED_BYTES if any(re.search(re.escape(n) + r"\b", body) for n in names) else 0


REORDER_RTOL = 1e-9  # a float sum's order moves it by about n * eps relative: 1.6e7 terms * 2^-53 is 2e-9


def within_reordering(a, b) -> bool:
    """Whether two float outputs differ by no more than adding the same terms in another order can explain (a
    relative difference up to :data:`REORDER_RTOL`, NaNs in the same places).  Not a proof (a cancelling sum can
    move further), but a launch or an operation that differs is caught: REDUCE_STRUCT's wrong block size moved
    its sum by 2e-4 relative, and the label "order-dependent" had hidden it."""
    x, y = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    if x.shape != y.shape or not np.array_equal(np.isnan(x), np.isnan(y)):
        return False
    ok = ~np.isnan(x)
    return bool(np.all(np.abs(x[ok] - y[ok]) <= REORDER_RTOL * np.maximum(np.abs(x[ok]), np.abs(y[ok]))))


def first_differences(a, b, limit: int = 3) -> list[str]:
    """Where two outputs differ: the count and the first ``limit`` flat indices with both values (repr, so
    the bits show), for a row's detail."""
    x, y = (np.ascontiguousarray(np.asarray(v)).ravel() for v in (a, b))
    if x.shape != y.shape or x.dtype != y.dtype:
        return [f"{x.dtype}{x.shape} vs {y.dtype}{y.shape}"]
    bad = np.flatnonzero((x.view(np.uint8).reshape(x.size, -1) != y.view(np.uint8).reshape(y.size, -1)).any(axis=1))
    return [f"{bad.size} of {x.size} elements"] + [f"[{i}] fpsem {x[i].item()!r} nvcc {y[i].item()!r}" for i in bad[:limit]]


def check_unit(unit: Path, target, size_set: str, dry_run: bool, gpu, work: Path) -> list[dict]:
    ir = (OWN if unit.parent == OWN else CORPUS) / f"{unit.stem}_sm86.ll"
    mod = llvm_text.load_module(ir)
    rows = []
    ptx: str | None = None
    nvcc_missing = ""
    try:
        ptx = nvcc_ptx(unit, target.cpu, work)
    except FpsemError as e:
        if not dry_run:
            return [{"unit": unit.stem, "entry": "*", "status": "nvcc failed", "detail": str(e)}]
        nvcc_missing = str(e)  # a dry run without nvcc still imports and builds fpsem's side
    for entry in entry_candidates(mod, source_kind(mod)):
        shmem = dynamic_shared_bytes(mod, entry)
        row: dict = {"unit": unit.stem, "entry": entry}
        try:
            (k,) = import_llvm(ir, [entry])
        except FpsemError as e:
            rows.append({**row, "status": "refused at import", "detail": str(e)[:200]})
            continue
        try:
            spec_path = write_kernel(k, work / k.key).spec_path
            kernel = load_kernel(str(spec_path))
            spec = kernel.spec
            sizes = resolve_sizes(spec, size_set)
            grid, block = modelled_launch(k.ir["f64"], k.space, sizes, k.past_extent, k.block)
            params = launch_params(mod, entry, spec)
            stage = spec.stages[0]
            ours = program_of(compile_for_gpu(kernel, "f64", resolve_profile("strict"), target, sizes))
            check_program(ours, spec, "f64")
            row.update(kernel=k.key, sizes=dict(sizes), grid=grid, block=block, shmem=shmem)
            order = [n for n in k.notes if "depends on the order" in n or "sum reduction" in n]
            if order:  # float atomics: the GPU adds in arrival order, fpsem in a fixed one
                row["order_dependent"] = True
            if ptx is None:
                rows.append({**row, "status": "planned", "detail": f"nvcc side not built here: {nvcc_missing[:120]}"})
                continue
            # A __constant__ table the import made an argument (fpsem.kernels.importer.constant_tables) is the
            # source's module global of the same name: the runner fills it, as it fills fpsem's own.
            tables = tuple((a.name, a.name) for a in constant_args(spec))
            theirs = Program(f"{k.key}.nvcc-fmad-false", ptx,
                             (LaunchEntry(entry, stage.name, params, stage.reduce is not None, tables,
                                          explicit_launch(grid, block, shmem)),), "nvcc")
            check_program(theirs, spec, "f64")
            if dry_run:
                rows.append({**row, "status": "planned"})
                continue
            inputs = make_inputs(spec, sizes, "f64", spec.input_sets[0], 0)
            # bounds-checked, as fpsem runs imported kernels: canaries around every array, checked after each run
            session = KernelSession(gpu, spec, "f64", sizes, inputs, guard_bytes=GUARD_BYTES)
            try:
                a = session.run(ours, 1)
                b = session.run(theirs, 1)
            finally:
                session.close()
            diff = [n for n in a.outputs if not bits_equal(a.outputs[n], b.outputs[n])]
            diff += [n for n in a.results if not bits_equal(np.float64(a.results[n]), np.float64(b.results.get(n, np.nan)))]
            reordered = order and all(within_reordering(a.outputs.get(n, a.results.get(n)),
                                                        b.outputs.get(n, b.results.get(n))) for n in diff)
            status = "identical" if not diff else ("differs (order-dependent atomics)" if reordered else
                                                   "differs (beyond atomic order)" if order else "differs")
            row.update(status=status, differing=diff)
            if diff:
                row["where"] = {n: first_differences(a.outputs.get(n, a.results.get(n)), b.outputs.get(n, b.results.get(n)))
                                for n in diff}
        except FpsemError as e:
            row.update(status="failed", detail=str(e)[:240])
        rows.append(row)
    return rows


def write_results(rows: list[dict], args: argparse.Namespace, seconds: float, done: bool) -> dict[str, int]:
    """``corpus_nvcc.json`` and ``.md`` in ``args.out`` (rewritten after every unit, so a run stopped early
    still leaves what it checked); the count of rows per status."""
    args.out.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    head = {"when": stamp, "target": args.target, "dry_run": args.dry_run, "seconds": round(seconds),
            "complete": done}
    (args.out / "corpus_nvcc.json").write_text(json.dumps({**head, "rows": rows}, indent=1) + "\n")
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    lines = [f"# Imported strict vs nvcc -fmad=false on {args.target} ({stamp}{', dry run: nothing ran' if args.dry_run else ''}"
             f"{'' if done else ', stopped early: partial'})",
             "", "`python benchmarks/corpus_nvcc_check.py --units <units> --target " + args.target
             + (" --dry-run" if args.dry_run else "") + "`", "",
             ", ".join(f"{n} {s}" for s, n in sorted(counts.items())), "",
             "| unit | kernel | status | grid | block | differing outputs / detail |", "|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['unit']} | {r.get('kernel', r['entry'])} | {r['status']} | {r.get('grid', '')} | "
                     f"{r.get('block', '')} | {', '.join(r.get('differing', [])) or r.get('detail', '')}"
                     + "".join(f"; {n}: " + ", ".join(w) for n, w in r.get("where", {}).items()) + " |")
    (args.out / "corpus_nvcc.md").write_text("\n".join(lines) + "\n")
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--units", type=Path, required=True, help="folder of the translation units (tools/rajaperf_corpus.py --units)")
    ap.add_argument("--target", default="h200")
    ap.add_argument("--size-set", default="default")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    ap.add_argument("--dry-run", action="store_true", help="no GPU: import, build both programs, check their ABI")
    ap.add_argument("--corpus-only", action="store_true", help="leave out fpsem's own test kernels "
                                                                 f"(tests/data/import: {', '.join(OWN_UNITS)})")
    ap.add_argument("--only", default="", help="units whose name starts with one of these comma-separated prefixes")
    args = ap.parse_args(argv)
    target = resolve_target(args.target)
    gpu = None
    if not args.dry_run:
        from fpsem.runners.cuda.driver import Gpu

        gpu = Gpu(0)
    rows: list[dict] = []
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fpsem-nvcc-check-") as tmp:
        units = [u for u in sorted(args.units.glob("*.cu")) if (CORPUS / f"{u.stem}_sm86.ll").is_file()]
        for unit in units + ([OWN / f"{u}.cu" for u in OWN_UNITS] if not args.corpus_only else []):
            if args.only and not unit.stem.startswith(tuple(args.only.split(","))):
                continue
            for r in check_unit(unit, target, args.size_set, args.dry_run, gpu, Path(tmp)):
                rows.append(r)
                print(f"{r['unit']} {r.get('kernel', r['entry'])}: {r['status']} {r.get('detail', '')}"
                      f"{' ' + ','.join(r['differing']) if r.get('differing') else ''}", file=sys.stderr, flush=True)
            write_results(rows, args, time.perf_counter() - t0, done=False)
    if gpu is not None:
        gpu.close()
    counts = write_results(rows, args, time.perf_counter() - t0, done=True)
    return 1 if counts.get("differs") else 0


if __name__ == "__main__":
    raise SystemExit(main())
