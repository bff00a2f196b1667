"""Is the emulation the GPU?  Every kernel x precision x safe profile, on the H200 and emulated for `h100`, bit for bit.

For each built-in kernel (and each FPBench kernel of tests/data/fpbench that calls a math
function), each precision and each safe profile (every built-in profile that cannot create
poison), on the same inputs (the kernel's ``random`` set, else its first, seed 0, the ``small``
sizes, one repetition):

* **measured**: the variant built for ``--gpu`` (default ``h200``, sm_90) and run on this
  machine's NVIDIA GPU through the CUDA runner (``fpsem.runners.cuda.end_to_end.CudaRunner``);
* **emulated**: the same kernel, profile and inputs emulated for ``--emulate`` (default ``h100``,
  also sm_90) on this CPU (``EmulatedRunner``: libdevice from its bitcode, the approximate
  instructions from their measured tables where installed);

and compares every output element bit for bit.  A case is *identical* when every element is;
otherwise the table names the cause it can establish: the reduction order (the GPU's per-thread
partial sums against the emulation's one accumulator), an approximate instruction the emulation
runs without a measured table (named), mul/add/sub the PTX leaves to ptxas to contract where the
emulation could not read ptxas's choice from the SASS (no ptxas or nvdisasm where it ran; where it
could, ``fpsem.runners.ptxas_fusion`` made the emulation fuse what ptxas fused), or -- when none
applies -- the differing elements themselves, so that the cause can be found.

    python benchmarks/emulation_proof.py [--out DIR] [--emulation-only] [--jobs N] [--kernels K,...]
                                         [--precisions f64,f32] [--profiles P,...|safe] [--no-imported]

Writes DIR/emulation_proof.json and .md (default benchmarks/results/).  ``--emulation-only`` runs
the emulated half on a machine without a GPU (its table says so: nothing is compared).  On an
H200 with 16 cores: about 5 minutes (builds in parallel, then the GPU runs one case at a time).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime as dt
import multiprocessing
import os
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from bench_io import write_results

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fpsem.compiler.build import build_many  # noqa: E402
from fpsem.compiler.cache import default_cache  # noqa: E402
from fpsem.compiler.targets import resolve_target  # noqa: E402
from fpsem.compiler.variant import Variant  # noqa: E402
from fpsem.core.errors import FpsemError  # noqa: E402
from fpsem.fastmath.profiles import load_builtin_profiles, resolve_profile  # noqa: E402
from fpsem.floats.ulp import ulp_distance  # noqa: E402
from fpsem.kernels.inputs import make_inputs  # noqa: E402
from fpsem.kernels.registry import Kernel, kernel_names, load_kernel  # noqa: E402
from fpsem.kernels.spec import resolve_sizes  # noqa: E402
from fpsem.runners.cuda.end_to_end import CudaRunner  # noqa: E402
from fpsem.runners.emulation import EmulatedRunner  # noqa: E402
from fpsem.runners.ptxas_fusion import PTXAS_NOT_READ, PTXAS_READ  # noqa: E402

FPBENCH = ROOT / "tests" / "data" / "fpbench"
_MATH = re.compile(r"@llvm\.(exp|exp2|exp10|log|log2|log10|pow|sin|cos|tan|sinh|cosh|tanh|asin|acos|atan|atan2)\.f")


@dataclass(frozen=True)
class Case:
    kernel: str  # a built-in name or an imported spec's path
    label: str
    precision: str
    profile: str


def imported_kernels(out_dir: Path) -> list[str]:
    """Spec paths of the FPBench kernels (tests/data/fpbench) whose IR calls a math function."""
    from fpsem.kernels.importer.core import write_kernel
    from fpsem.kernels.importer.dispatch import import_source

    paths = []
    for src in sorted(FPBENCH.glob("*.fpcore")):
        for k in import_source(src):
            spec = write_kernel(k, out_dir).spec_path
            kern = load_kernel(str(spec))
            if any(_MATH.search(kern.ir_for(p)) for p in kern.spec.precisions):
                paths.append(str(spec))
    return paths


def _kernel(name: str) -> Kernel:
    return load_kernel(name)


def _inputs(k: Kernel, precision: str, size_set: str, seed: int):
    sizes = resolve_sizes(k.spec, size_set)
    input_set = "random" if "random" in k.spec.input_sets else k.spec.input_sets[0]
    return sizes, input_set, make_inputs(k.spec, sizes, precision, input_set, seed)


def emulate_case(args) -> dict:
    """Worker: the emulated outputs of one case (built through the shared cache)."""
    case, emulate, size_set, seed = args
    t0 = time.perf_counter()
    try:
        k = _kernel(case.kernel)
        sizes, input_set, values = _inputs(k, case.precision, size_set, seed)
        runner = EmulatedRunner(resolve_target(emulate), cache=default_cache(), isolated=False)
        pv = runner.prepare(k, resolve_profile(case.profile), case.precision, sizes, size_set)
        out = pv.run(values)
        return {"outputs": {n: np.asarray(a) for n, a in out.items()}, "notes": list(pv.notes),
                "input_set": input_set, "seconds": time.perf_counter() - t0}
    except FpsemError as e:
        return {"error": str(e), "seconds": time.perf_counter() - t0}


def _variants(cases: list[Case], gpu: str | None, emulate: str, size_set: str) -> list[Variant]:
    out = []
    for c in cases:
        k = _kernel(c.kernel)
        sizes = tuple(sorted(resolve_sizes(k.spec, size_set).items()))
        p = resolve_profile(c.profile)
        out.append(Variant(k, c.precision, p, resolve_target(emulate), sizes, mode="emulation"))
        if gpu:
            out.append(Variant(k, c.precision, p, resolve_target(gpu), sizes))
    return out


def _bits(a: np.ndarray) -> np.ndarray:
    a = np.ascontiguousarray(a)
    return a.view(np.uint64 if a.dtype.itemsize == 8 else np.uint32)


def contraction_causes(notes: list[str], ptx: str) -> list[str]:
    """What the emulation's FMA contraction may have got wrong, from its notes and the GPU build's PTX.

    Where the emulation read ptxas's own contraction from the SASS (fpsem.runners.ptxas_fusion), the
    mul/add/sub without ``.rn`` are accounted for: only a disagreement its notes name remains.  Where it
    could not (no ptxas or nvdisasm on the machine that emulated), they are a cause."""
    read = [n for n in notes if n.startswith(PTXAS_READ)]
    if read:
        return [n.split("; ", 1)[1] for n in read if "show no FMA at their line" in n]
    unfused = len(re.findall(r"\b(?:mul|add|sub)\.f(?:32|64)\b", ptx))
    if not unfused:
        return []
    why = next((n.split(": ", 1)[1].split(";", 1)[0] for n in notes if n.startswith(PTXAS_NOT_READ)), "")
    return [f"the PTX has {unfused} mul/add/sub without .rn, which ptxas may contract into FMAs; the emulation did "
            f"not read which it did{f' ({why})' if why else ''}"]


def compare(k: Kernel, emu: dict, gpu_out: dict, ptx: str) -> dict:
    """Bit-for-bit comparison per output, and the cause of any difference that the case shows."""
    reduced = {s.result for s in k.spec.stages if s.reduce is not None}
    outputs, causes = {}, []
    for name, g in gpu_out.items():
        e = emu["outputs"][name]
        gb, eb = _bits(g).reshape(-1), _bits(e).reshape(-1)
        same = gb == eb
        both_nan = np.isnan(g.reshape(-1)) & np.isnan(e.reshape(-1))
        differ = ~same & ~both_nan
        rec = {"elements": int(gb.size), "identical": int(same.sum()), "nan_payload_only": int((~same & both_nan).sum())}
        if differ.any():
            idx = np.flatnonzero(differ)
            finite = np.isfinite(g.reshape(-1)[idx]) & np.isfinite(e.reshape(-1)[idx])
            d = ulp_distance(g.reshape(-1)[idx[finite]], e.reshape(-1)[idx[finite]])
            d = [int(v) for v in d[np.isfinite(d)]]
            rec.update({"differ": int(idx.size), "max_ulps": max(d) if d else None,
                        "first": [{"index": int(i), "gpu": repr(g.reshape(-1)[i].item()), "emulated": repr(e.reshape(-1)[i].item())}
                                  for i in idx[:4]]})
        outputs[name] = rec
        if differ.any() and name in reduced:
            causes.append(f"{name}: reduction order (the GPU's per-thread partial sums, added in index order on the "
                          "host, against the emulation's one accumulator over the points)")
    differing = [n for n, r in outputs.items() if r.get("differ")]
    if differing and len(causes) < len(differing):
        bound = [n.split(": ", 1)[1].split(":", 1)[0] for n in emu["notes"] if "error-bound model" in n]
        if bound:
            causes.append("approximate instruction(s) run as error-bound models (no measured table): " + ", ".join(bound))
        causes += contraction_causes(emu["notes"], ptx)
    identical = not differing
    return {"identical": identical, "outputs": outputs,
            "cause": "" if identical else ("; ".join(causes) or "not established: see the differing elements")}


def run(cases: list[Case], gpu: str | None, emulate: str, size_set: str, seed: int, jobs: int,
        deadline: float = float("inf")) -> list[dict]:
    """Every case (``deadline``: a time.monotonic() after which no GPU case starts; they are recorded as not run)."""
    t0 = time.perf_counter()
    built = build_many(_variants(cases, gpu, emulate, size_set), default_cache(), workers=jobs)
    failed = {b.name for b in built if not b.ok}
    print(f"built {len(built)} variants in {time.perf_counter() - t0:.0f} s ({len(failed)} failed)", flush=True)
    t0 = time.perf_counter()
    # spawned workers: a forked copy of a process that has run LLVM (the builds) is not safe
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        emus = list(pool.map(emulate_case, [(c, emulate, size_set, seed) for c in cases], chunksize=2))
    print(f"emulated {len(cases)} cases in {time.perf_counter() - t0:.0f} s", flush=True)
    records = []
    runner = CudaRunner(resolve_target(gpu), cache=default_cache(), isolated=False) if gpu else None
    try:
        for c, emu in zip(cases, emus):
            rec = {"kernel": c.label, "precision": c.precision, "profile": c.profile,
                   "emulation_seconds": round(emu["seconds"], 2)}
            if "error" in emu:
                rec.update({"identical": False, "cause": f"the emulation failed: {emu['error']}"})
                records.append(rec)
                continue
            rec["input_set"] = emu["input_set"]
            rec["emulation_notes"] = emu["notes"]
            if runner is None:
                rec["emulated_outputs"] = {n: {"elements": int(a.size), "sha256": _digest(a)}
                                           for n, a in emu["outputs"].items()}
                records.append(rec)
                continue
            if time.monotonic() > deadline:
                rec.update({"identical": False, "cause": "not run: the time limit (--deadline) came first"})
                records.append(rec)
                continue
            k = _kernel(c.kernel)
            sizes, _, values = _inputs(k, c.precision, size_set, seed)
            try:
                t1 = time.perf_counter()
                pv = runner.prepare(k, resolve_profile(c.profile), c.precision, sizes, size_set)
                gpu_out = pv.run(values)
                rec["gpu_seconds"] = round(time.perf_counter() - t1, 2)
                rec.update(compare(k, emu, gpu_out, (pv.built.ptx if pv.built else "") or ""))
            except FpsemError as e:
                rec.update({"identical": False, "cause": f"the GPU run failed: {e}"})
            records.append(rec)
            print(f"{c.label:28s} {c.precision} {c.profile:15s} {'identical' if rec['identical'] else 'DIFFERS'} "
                  f"{rec.get('cause', '')[:90]}", flush=True)
    finally:
        if runner is not None:
            runner.close()
    return records


def _digest(a: np.ndarray) -> str:
    import hashlib

    return hashlib.sha256(np.ascontiguousarray(a).tobytes()).hexdigest()[:16]


def markdown(report: dict) -> str:
    recs = report["cases"]
    compared = [r for r in recs if "outputs" in r]
    not_run = [r for r in recs if r.get("cause", "").startswith("not run")]
    same = [r for r in compared if r["identical"]]
    lines = [f"# The emulation against the GPU, bit for bit ({report['gpu'] or 'no GPU'} measured, "
             f"`{report['emulate']}` emulated)", "",
             f"{report['date']}; {report['how']}", ""]
    if compared:
        lines += [f"**{len(same)} of {len(compared)} cases identical bit for bit** (every output element); "
                  f"{len(recs) - len(compared) - len(not_run)} not compared (a failure, named below); "
                  f"{len(not_run)} not run (the time limit).", ""]
        causes: dict[str, int] = {}
        for r in compared:
            if not r["identical"]:
                key = re.sub(r"^\w+: ", "", r["cause"].split(";")[0])
                causes[key] = causes.get(key, 0) + 1
        if causes:
            lines += ["| cause of the differences | cases |", "|---|---|"]
            lines += [f"| {k} | {v} |" for k, v in sorted(causes.items(), key=lambda kv: -kv[1])]
            lines.append("")
    else:
        lines += [f"Emulation only ({len(recs)} cases): nothing was compared on this machine.", ""]
    lines += ["| kernel | precision | profile | identical | elements differing | max ulps | cause |", "|---|---|---|---|---|---|---|"]
    for r in recs:
        if "outputs" in r:
            diff = sum(o.get("differ", 0) for o in r["outputs"].values())
            ulps = max((o.get("max_ulps") or 0 for o in r["outputs"].values()), default=0)
            lines.append(f"| {r['kernel']} | {r['precision']} | {r['profile']} | {'yes' if r['identical'] else 'no'} "
                         f"| {diff} | {ulps if diff else ''} | {r['cause']} |")
        else:
            lines.append(f"| {r['kernel']} | {r['precision']} | {r['profile']} | not compared | | | "
                         f"{r.get('cause', 'emulation only')} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    p.add_argument("--gpu", default="h200", help="the NVIDIA target measured (default h200)")
    p.add_argument("--emulate", default="h100", help="the target emulated (default h100, the same sm_90)")
    p.add_argument("--emulation-only", action="store_true", help="no GPU: run and record the emulated half only")
    p.add_argument("--kernels", default="", help="comma-separated built-in kernels (default: all)")
    p.add_argument("--no-imported", action="store_true", help="leave out the FPBench kernels")
    p.add_argument("--precisions", default="f64,f32")
    p.add_argument("--profiles", default="safe", help="comma-separated profiles, or 'safe' (every safe built-in)")
    p.add_argument("--size-set", default="small")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--deadline", type=float, default=0.0,
                   help="seconds after which no further GPU case starts (0: none); the report says which did not run")
    args = p.parse_args(argv)
    deadline = time.monotonic() + args.deadline if args.deadline > 0 else float("inf")
    profiles = ([pr.name for pr in load_builtin_profiles() if not pr.ub_capable] if args.profiles == "safe"
                else [x.strip() for x in args.profiles.split(",") if x.strip()])
    names = [x.strip() for x in args.kernels.split(",") if x.strip()] or kernel_names()
    kernels = [(n, n) for n in names]
    with tempfile.TemporaryDirectory(prefix="fpsem-proof-") as tmp:
        if not args.no_imported:
            kernels += [(path, Path(path).stem) for path in imported_kernels(Path(tmp))]
        cases = [Case(k, label, prec, prof) for k, label in kernels for prec in args.precisions.split(",")
                 for prof in profiles if prec in _kernel(k).spec.precisions]
        gpu = None if args.emulation_only else args.gpu
        if gpu:
            from fpsem.runners.cuda.faults import GpuUnavailable

            try:
                CudaRunner(resolve_target(gpu)).open()
            except GpuUnavailable as e:
                print(f"fpsem: error: {e} (--emulation-only runs the emulated half)", file=sys.stderr)
                return 4
        print(f"{len(cases)} cases: {len(kernels)} kernels, {len(profiles)} profiles ({', '.join(profiles)})", flush=True)
        t0 = time.perf_counter()
        records = run(cases, gpu, args.emulate, args.size_set, args.seed, args.jobs, deadline)
    report = {"date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "gpu": gpu, "emulate": args.emulate,
              "size_set": args.size_set, "seed": args.seed, "seconds": round(time.perf_counter() - t0, 1),
              "command": "python benchmarks/emulation_proof.py " + " ".join(argv if argv is not None else sys.argv[1:]),
              "how": (f"measured on the GPU through the CUDA runner ({gpu}) against emulated on this CPU "
                      f"(`{args.emulate}`), same inputs, every output element compared bit for bit" if gpu else
                      f"emulated on this CPU (`{args.emulate}`) only; no GPU here, nothing compared"),
              "cases": records}
    stem = "emulation_proof" if gpu else "emulation_proof_emulated_only"
    write_results(args.out, stem, report, markdown(report), default=str)
    print(markdown(report).split("| kernel |")[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
