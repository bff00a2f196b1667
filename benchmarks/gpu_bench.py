#!/usr/bin/env python3
"""Build, check and time every kernel variant on an NVIDIA GPU, in one go, beside nvcc's baselines.

For every kernel × precision (f64, f32) this script

1. compiles fpsem's variants for the target (default ``h200``: sm_90) with the
   profiles strict, contract, algebraic, algebraic-afn and fast (``fast`` is
   UB-capable: marked so in every output), and nvcc's three modes of the kernel's
   hand-written CUDA C (``benchmarks/cuda/<kernel>.cu``: ``-fmad=false``, default,
   ``--use_fast_math``);
2. runs each once on the accuracy input set (default ``random``) and compares the
   outputs with the mpmath reference (``fpsem.accuracy``): max and median ulp error
   at the sampled elements, NaN/Inf status mismatches counted apart;
3. times each on RAJAPerf's inputs (``fpsem.runners.cuda.runner``: warm-up, CUDA events,
   median and interquartile range, buffers rotated out of the L2), and derives the
   achieved bandwidth from RAJAPerf's bytes, the fraction of the device-to-device copy
   bandwidth measured in the same run, the speedup over fpsem ``strict``, and the
   performance model's prediction (``fpsem.speed.model``, labelled modelled) with the ratio
   measured/modelled;
4. writes ``gpu_bench.json`` (everything, with the device, driver, date and command)
   and ``gpu_bench.csv`` (one row per variant) to ``--out`` (default ``$OUT`` or
   ``out/gpu_bench``) and prints the table and the issue's goals.

A variant that fails to compile, faults on the GPU (launch error, illegal address,
watchdog timeout) or has no reference is recorded with the reason; the run goes on.

``--prepare`` does steps 1-2's host work only (compiles and references into the
cache, no GPU): run it on a CPU machine and carry ``.fpsem-cache`` to the GPU machine.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import csv
import datetime as dt
import json
import math
import os
import platform
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from bench_io import ElapsedLog, failed

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import fpsem  # noqa: E402
from fpsem import __version__  # noqa: E402
from fpsem.accuracy.reference import ReferenceRequest, compute_reference, default_reference_cache  # noqa: E402
from fpsem.compiler.backends import backend_for  # noqa: E402
from fpsem.compiler.build import CompiledVariant  # noqa: E402
from fpsem.compiler.code_metrics import machine_metrics  # noqa: E402
from fpsem.compiler.targets import resolve_target  # noqa: E402
from fpsem.core.errors import FpsemError  # noqa: E402
from fpsem.fastmath.profiles import resolve_profile  # noqa: E402
from fpsem.floats.ulp import status_of, ulp_distance  # noqa: E402
from fpsem.kernels.inputs import make_inputs  # noqa: E402
from fpsem.kernels.registry import Kernel, kernel_names, load_kernel  # noqa: E402
from fpsem.kernels.spec import resolve_sizes  # noqa: E402
from fpsem.runners.cuda import nvcc_baselines as nb  # noqa: E402
from fpsem.runners.cuda.faults import GpuUnavailable  # noqa: E402
from fpsem.runners.cuda.measure import TIMINGS, speedup  # noqa: E402
from fpsem.runners.cuda.runner import Program, entries_from_baseline, entries_from_compiled, fraction_of  # noqa: E402
from fpsem.runners.cuda.worker import GpuWorker, KernelJob  # noqa: E402
from fpsem.speed.model import ModelUnavailable, predict, workload  # noqa: E402

PROFILES = ("strict", "contract", "algebraic", "algebraic-afn", "fast")
PRECISIONS = ("f64", "f32")


# ----------------------------------------------------------------------------- pure helpers


@dataclass
class Row:
    """One variant's outcome: what the table and the CSV show, and the JSON keeps in full."""

    kernel: str
    precision: str
    variant: str           # profile name or nvcc mode
    source: str            # fpsem | nvcc
    ub_capable: bool = False
    failure: str = ""      # compile failure or GPU fault, one line
    fault: dict | None = None
    accuracy: dict = field(default_factory=dict)
    timing: dict = field(default_factory=dict)
    model: dict = field(default_factory=dict)
    launch: dict = field(default_factory=dict)
    registers: dict = field(default_factory=dict)
    build: dict = field(default_factory=dict)
    derived: dict = field(default_factory=dict)

    @property
    def median_ms(self) -> float:
        return num(self.timing.get("per_rep", {}).get("median_ms"))


def accuracy_of(picked: dict[str, Any], reference: Any) -> dict:
    """Max/median ulp error and NaN/Inf status mismatches against the reference.

    ``picked``: for each output array, the GPU's values at the reference's sampled
    indices (in that order); for each result, its value.
    """
    ulps, mismatches, exact, compared = [], 0, 0, 0
    per_output = {}
    for o in reference.outputs:
        if o.name not in picked:
            continue
        got = np.atleast_1d(np.asarray(picked[o.name], dtype=o.rounded.dtype))
        ref = o.rounded
        if got.shape != ref.shape:
            raise ValueError(f"output {o.name}: {got.size} values for {ref.size} reference elements")
        status_diff = status_of(got) != status_of(ref)
        d = ulp_distance(got, ref)
        finite = ~np.isnan(d)
        mismatches += int(np.count_nonzero(status_diff))
        exact += int(np.count_nonzero(d[finite] == 0))
        compared += int(got.size)
        ulps.append(d[finite])
        per_output[o.name] = {"max_ulp": float(d[finite].max()) if finite.any() else None,
                              "compared": int(got.size), "population": int(o.population),
                              "status_mismatches": int(np.count_nonzero(status_diff))}
    allu = np.concatenate(ulps) if ulps else np.array([])
    return {
        "provenance": "measured on the GPU, compared with the mpmath reference",
        "reference": reference.source, "input_set": reference.input_set,
        "max_ulp": float(allu.max()) if allu.size else None,
        "median_ulp": float(np.median(allu)) if allu.size else None,
        "exact_fraction": exact / compared if compared else None,
        "status_mismatches": mismatches, "compared": compared,
        "outputs": per_output,
    }


def num(x: Any) -> float:
    """A figure read back from JSON, where NaN was written as null."""
    return math.nan if x is None else float(x)


def fmt(x: Any, spec: str = ".3g", none: str = "-") -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return none
    return format(x, spec)


def table_lines(rows: list[Row]) -> list[str]:
    """The printed table: one line per variant."""
    head = ("kernel", "prec", "variant", "time_us", "iqr%", "x_strict", "GB/s", "%copy", "max_ulp", "model_us",
            "meas/model", "note")
    cells = [head]
    for r in rows:
        t = r.timing.get("per_rep", {})
        note = r.failure[:60] if r.failure else ("UB-capable" if r.ub_capable else "")
        cells.append((r.kernel, r.precision, r.variant, fmt(num(t.get("median_ms")) * 1e3, ".4g"),
                      fmt(100 * num(t.get("rel_iqr")), ".2g"),
                      fmt(r.derived.get("speedup_vs_strict"), ".3f"), fmt(r.timing.get("achieved_gbs"), ".4g"),
                      fmt(100 * num(r.derived.get("fraction_of_copy")), ".3g"),
                      fmt(r.accuracy.get("max_ulp"), ".4g"),
                      fmt(num(r.model.get("seconds")) * 1e6, ".4g"),
                      fmt(r.model.get("measured_over_modelled"), ".3g"), note))
    widths = [max(len(str(c[i])) for c in cells) for i in range(len(head))]
    return ["  ".join(str(c[i]).ljust(widths[i]) for i in range(len(head))).rstrip() for c in cells]


def derive(rows: list[Row], copy_gbs: float) -> None:
    """Speedup over fpsem strict (same kernel and precision) and fraction of the copy bandwidth."""
    strict = {(r.kernel, r.precision): r.median_ms for r in rows if r.source == "fpsem" and r.variant == "strict"}
    for r in rows:
        base = strict.get((r.kernel, r.precision), math.nan)
        r.derived["speedup_vs_strict"] = speedup(base, r.median_ms) if not math.isnan(r.median_ms) else math.nan
        r.derived["fraction_of_copy"] = fraction_of(r.timing.get("achieved_gbs", math.nan), copy_gbs)


def goals(rows: list[Row]) -> dict:
    """Issue 7's goals per kernel: bandwidth on memory-bound kernels, fpsem vs nvcc within 10%."""
    by = {(r.kernel, r.precision, r.variant): r for r in rows}
    bw, vs = [], []
    for r in rows:
        if r.source == "fpsem" and r.variant == "strict" and r.model.get("bound") == "memory" \
                and not math.isnan(num(r.derived.get("fraction_of_copy"))):
            bw.append({"kernel": r.kernel, "precision": r.precision, "fraction_of_copy": r.derived["fraction_of_copy"],
                       "meets_80pct": r.derived["fraction_of_copy"] >= 0.8})
    for mine, theirs in (("strict", "nvcc-strict"), ("algebraic", "nvcc-default")):
        for r in rows:
            if r.source != "fpsem" or r.variant != mine:
                continue
            n = by.get((r.kernel, r.precision, theirs))
            if n is None or math.isnan(r.median_ms) or math.isnan(n.median_ms):
                continue
            ratio = r.median_ms / n.median_ms
            vs.append({"kernel": r.kernel, "precision": r.precision, "fpsem": mine, "nvcc": theirs,
                       "fpsem_over_nvcc": ratio, "within_10pct": ratio <= 1.10})
    spread = [{"kernel": r.kernel, "precision": r.precision, "variant": r.variant,
               "spread": r.timing["repeat_spread"], "within_3pct": r.timing["repeat_spread"] <= 0.03}
              for r in rows if "repeat_spread" in r.timing]
    return {"bandwidth_memory_bound_strict": bw, "fpsem_vs_nvcc": vs, "timing_spread": spread}


# ----------------------------------------------------------------------------- host work


@dataclass
class Plan:
    kernel: Kernel
    precision: str
    sizes: dict[str, int]
    variants: list[CompiledVariant]
    baselines: list[nb.NvccBaseline]
    check_set: str
    reference: Any = None
    reference_error: str = ""


def build(args: argparse.Namespace, log) -> list[Plan]:
    """Compile everything and compute the references (no GPU)."""
    target = resolve_target(args.target)
    keys = kernel_names() if args.kernels == "all" else [k.strip() for k in args.kernels.split(",") if k.strip()]
    kernels = [load_kernel(k) for k in keys]
    profiles = [resolve_profile(p) for p in args.profiles.split(",")]
    precisions = [p for p in args.precisions.split(",") if p]
    t0 = time.perf_counter()
    compiled = [b.variant for b in fpsem.compile_many(kernels, [target], profiles, precisions, size=args.size,
                                                      jobs=args.jobs, baseline=False, allow_ub=True)]
    log(f"compiled {len(compiled)} fpsem variants for {target.name} in {time.perf_counter() - t0:.1f} s "
        f"({sum(1 for v in compiled if v.cached)} from the cache, {sum(1 for v in compiled if not v.ok)} failed)")
    by_kp: dict[tuple[str, str], list[CompiledVariant]] = {}
    for v in compiled:
        by_kp.setdefault((v.kernel, v.precision), []).append(v)
    nvcc = nb.find_nvcc()
    jobs = [(k, p, m) for k in kernels for p in precisions if p in k.spec.precisions for m in nb.NVCC_MODES] \
        if args.nvcc else []
    t0 = time.perf_counter()
    with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs or os.cpu_count() or 1)) as pool:
        baselines = list(pool.map(lambda j: nb.compile_baseline(j[0].spec, j[1], j[2], args.size, arch=target.cpu,
                                                                nvcc=nvcc), jobs))
    if jobs:
        log(f"compiled {len(baselines)} nvcc baselines in {time.perf_counter() - t0:.1f} s "
            f"({sum(1 for b in baselines if b.cached)} from the cache, {sum(1 for b in baselines if not b.ok)} failed; "
            f"{baselines[0].nvcc_version if baselines else ''})")
    plans = []
    tasks = []
    for k in kernels:
        for p in precisions:
            if p not in k.spec.precisions:
                continue
            sizes = resolve_sizes(k.spec, args.size)
            # a kernel without the requested set (PI_REDUCE has only RAJAPerf's inputs) is checked on rajaperf
            acc_set = args.accuracy_inputs if args.accuracy_inputs in k.spec.input_sets else "rajaperf"
            plans.append(Plan(k, p, sizes, by_kp.get((k.spec.key, p), []),
                              [b for b in baselines if b.kernel == k.spec.key and b.precision == p], acc_set))
            tasks.append((k.spec.key, p, acc_set, args.size, args.samples, args.seed))
    # references: mpmath, one process per kernel and precision (the slow ones take a minute or more);
    # each stores its result in the disk cache, so a second run (or a carried cache) only reads files
    t0 = time.perf_counter()
    workers = max(1, min(len(tasks), args.jobs or os.cpu_count() or 1))
    with cf.ProcessPoolExecutor(max_workers=workers) as pool:
        outcomes = list(pool.map(_reference_task, tasks))
    for plan, (ref, err, seconds) in zip(plans, outcomes):
        plan.reference, plan.reference_error = ref, err
        log(f"reference {plan.kernel.spec.key}.{plan.precision}: "
            + (f"{ref.source}, {ref.input_set} inputs, {ref.compared} elements"
               f"{' (cached)' if ref.cached else ''}, {seconds:.1f} s" if ref else f"unavailable: {err}"))
    log(f"references ready in {time.perf_counter() - t0:.1f} s ({workers} processes)")
    return plans


def _reference_task(task: tuple) -> tuple[Any, str, float]:
    """(reference, error, seconds) for one kernel and precision; runs in a worker process."""
    key, p, acc_set, size, samples, seed = task
    t0 = time.perf_counter()
    try:
        k = load_kernel(key)
        sizes = resolve_sizes(k.spec, size)
        acc = make_inputs(k.spec, sizes, p, acc_set, seed)
        ref = compute_reference(ReferenceRequest(k.spec, p, k.ir[p], _relative(k.ir_paths[p]), acc_set, acc, sizes,
                                                 sample_limit=samples, seed=seed), default_reference_cache())
        return ref, "", time.perf_counter() - t0
    except FpsemError as e:
        return None, str(e), time.perf_counter() - t0


def _relative(path: str) -> str:
    """A path relative to the repository (part of the reference's cache key: the same on every machine)."""
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return path


def model_of(kernel: Kernel, precision: str, size: str, metrics: Any, target: Any, measured_ms: float,
             timing: str = "cold") -> dict:
    try:
        pred = predict(metrics, target, workload(kernel.spec, precision, size), timing)
    except (ModelUnavailable, KeyError, ValueError) as e:
        return {"label": "modelled", "unavailable": str(e)}
    out = {"label": "modelled", "seconds": pred.seconds, "bound": pred.bound, "timing": timing,
           "error_band": pred.to_json()["error_band"], "notes": list(pred.notes)}
    if measured_ms > 0 and not math.isnan(measured_ms):
        out["measured_over_modelled"] = (measured_ms * 1e-3) / pred.seconds
    return out


# ----------------------------------------------------------------------------- GPU work


def measure(plans: list[Plan], args: argparse.Namespace, log, progress=None) -> tuple[list[Row], dict, dict]:
    """Check and time every program of every plan in a GPU worker process (fpsem.runners.cuda.worker)."""
    target = resolve_target(args.target)
    with GpuWorker(args.device, deadline_s=max(120.0, 6 * args.watchdog)) as worker:
        info, copy = worker.info(args.copy_mib << 20)
        log(f"device: {info['name']} ({info['sm_arch']}, {info['sm_count']} SMs, L2 {info['l2_bytes'] >> 20} MiB), "
            f"driver CUDA {info['driver_cuda_version']}, cuda-bindings {info['bindings_version']}")
        log(f"device-to-device copy: {copy['gbs']:.0f} GB/s (read + written, median of {copy['time']['n']})")
        rows: list[Row] = []
        for plan in plans:
            spec, p = plan.kernel.spec, plan.precision
            entries: list[tuple[Row, Program | None, Any]] = []
            for v in plan.variants:
                row = Row(spec.key, p, v.profile, "fpsem", v.ub_capable,
                          build={"cached": v.cached, "math_functions": list(v.math_functions), "notes": list(v.notes)})
                if not v.ok or not v.ptx:
                    row.failure = f"compile {v.failure.stage}: {v.failure.message}" if v.failure else "no PTX"
                    entries.append((row, None, None))
                else:
                    entries.append((row, Program(v.name, v.ptx, entries_from_compiled(v.entries), "fpsem"), v.metrics))
            for b in plan.baselines:
                row = Row(spec.key, p, b.mode, "nvcc", b.mode == "nvcc-fast",
                          build={"cached": b.cached, "command": " ".join(b.command), "nvcc": b.nvcc_version})
                if not b.ok:
                    row.failure = f"nvcc: {b.failure}"
                    entries.append((row, None, None))
                else:
                    entries.append((row, Program(b.name, b.ptx, entries_from_baseline(spec, b.entries), "nvcc"),
                                    machine_metrics("nvptx", backend_for("nvptx").reader, b.ptx)))
            want = {o.name: o.indices for o in plan.reference.outputs} if plan.reference is not None else {}
            job = KernelJob(spec.key, p, args.size, {}, plan.check_set, "rajaperf", args.seed,
                            tuple(prog for _, prog, _ in entries if prog is not None), want, 1, True,
                            args.block, args.budget_ms, args.watchdog, args.timing)
            results = {r.label: r for r in worker.run(job)} if job.programs else {}
            # the timing again, --repeats times in all, in the same run: the spread of the medians says how far
            # one median can be trusted (a difference between variants smaller than it is noise)
            medians: dict[str, list[float]] = {label: [] for label in results}
            for rerun in [results] + [{r.label: r for r in worker.run(job)} for _ in range(args.repeats - 1)]:
                for label, r in rerun.items():
                    if r.timing is not None and r.timing_fault is None and r.fault is None:
                        medians.setdefault(label, []).append(r.timing.stats.median_ms)
            for row, prog, metrics in entries:
                if prog is not None:
                    try:
                        fill_row(row, results[prog.label], plan, metrics, target, args)
                        ms = medians.get(prog.label, [])
                        if len(ms) > 1 and row.timing:
                            row.timing["repeat_medians_ms"] = ms
                            row.timing["repeat_spread"] = max(ms) / min(ms) - 1.0
                    except Exception as e:  # a bug, not a GPU fault: keep the rest of the run
                        row.failure = f"internal error: {type(e).__name__}: {e}"
                rows.append(row)
                if progress is not None:
                    progress.write(json.dumps(_clean(row.__dict__)) + "\n")
                    progress.flush()
            done = [r for r in rows if r.kernel == spec.key and r.precision == p]
            log(f"{spec.key}.{p}: " + ", ".join(
                f"{r.variant} {fmt(r.median_ms * 1e3, '.4g')}us" if not r.failure else f"{r.variant} FAILED"
                for r in done) + (f" (GPU worker restarts so far: {worker.restarts})" if worker.restarts else ""))
    return rows, info, copy


def fill_row(row: Row, r: Any, plan: Plan, metrics: Any, target: Any, args: argparse.Namespace) -> None:
    """A program's result from the worker into its row: launches, accuracy, timing, model; or its fault."""
    if r.fault is not None:
        row.failure, row.fault = r.fault.one_line(), r.fault.to_dict()
        return
    row.launch = {e: {"grid": c.grid, "block": c.block} for e, c in r.launches.items()}
    row.registers = {e: dict(a) for e, a in r.function_attributes.items()}
    if plan.reference is not None:
        row.accuracy = accuracy_of({**r.outputs, **r.results}, plan.reference)
    else:
        row.accuracy = {"unavailable": plan.reference_error}
    if r.timing_fault is not None:
        row.failure, row.fault = "timing: " + r.timing_fault.one_line(), r.timing_fault.to_dict()
        return
    if r.timing is not None:
        row.timing = r.timing.to_dict()
        if metrics is not None:
            row.model = model_of(plan.kernel, plan.precision, args.size, metrics, target, r.timing.stats.median_ms,
                                 args.timing)


# ----------------------------------------------------------------------------- output


def write_results(out: Path, rows: list[Row], meta: dict) -> tuple[Path, Path]:
    out.mkdir(parents=True, exist_ok=True)
    jpath, cpath = out / "gpu_bench.json", out / "gpu_bench.csv"
    doc = {**meta, "rows": [r.__dict__ for r in rows], "goals": goals(rows)}
    jpath.write_text(json.dumps(_clean(doc), indent=1))
    cols = ["kernel", "precision", "variant", "source", "ub_capable", "median_us", "q1_us", "q3_us", "min_us",
            "max_us", "reps", "rotation_sets", "speedup_vs_strict", "achieved_gbs", "fraction_of_copy", "max_ulp",
            "median_ulp", "status_mismatches", "compared", "model_us", "model_bound", "measured_over_modelled",
            "registers", "failure"]
    with cpath.open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(cols)
        for r in rows:
            t = r.timing.get("per_rep", {})
            regs = ";".join(f"{e}={a.get('registers')}" for e, a in r.registers.items())
            w.writerow([r.kernel, r.precision, r.variant, r.source, r.ub_capable,
                        *(fmt(t.get(k, math.nan) * 1e3, ".6g", "") for k in ("median_ms", "q1_ms", "q3_ms", "min_ms",
                                                                                "max_ms")),
                        t.get("n", ""), r.timing.get("rotation_sets", ""),
                        fmt(r.derived.get("speedup_vs_strict"), ".6g", ""), fmt(r.timing.get("achieved_gbs"), ".6g", ""),
                        fmt(r.derived.get("fraction_of_copy"), ".6g", ""), fmt(r.accuracy.get("max_ulp"), "g", ""),
                        fmt(r.accuracy.get("median_ulp"), "g", ""), r.accuracy.get("status_mismatches", ""),
                        r.accuracy.get("compared", ""), fmt(r.model.get("seconds", math.nan) * 1e6, ".6g", ""),
                        r.model.get("bound", ""), fmt(r.model.get("measured_over_modelled"), ".6g", ""), regs,
                        r.failure])
    return jpath, cpath


def _nvidia_smi() -> str:
    """nvidia-smi's one-line description of the GPU (name, driver version, clocks), when it is there."""
    import subprocess

    try:
        res = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,pstate,clocks.sm,clocks.max.sm,"
                              "clocks.mem,temperature.gpu,power.draw", "--format=csv"],
                             capture_output=True, text=True, timeout=30)
        return res.stdout.strip() if res.returncode == 0 else ""
    except (OSError, subprocess.SubprocessError):
        return ""


def _clean(o: Any) -> Any:
    """JSON-safe: NaN -> None, numpy scalars -> Python numbers."""
    if isinstance(o, dict):
        return {str(k): _clean(v) for k, v in o.items()}
    if isinstance(o, (list, tuple)):
        return [_clean(v) for v in o]
    if isinstance(o, (np.floating, float)):
        return None if math.isnan(float(o)) or math.isinf(float(o)) else float(o)
    if isinstance(o, np.integer):
        return int(o)
    return o


def rows_from_json(doc: dict) -> list[Row]:
    """Rows of a results file written by this script."""
    return [Row(**r) for r in doc["rows"]]


def markdown(doc: dict) -> str:
    """A results file as Markdown: where and how it was measured, the table, and the issue's goals."""
    rows = rows_from_json(doc)
    dev, copy = doc["device"], doc["copy_bandwidth"]
    smi = doc.get("nvidia_smi", "").splitlines()
    g = goals(rows)
    lines = [
        f"# fpsem on {dev['name']}: fpsem variants and nvcc baselines (measured)",
        "",
        f"* device: {dev['name']} ({dev['sm_arch']}, {dev['sm_count']} SMs, L2 {dev['l2_bytes'] >> 20} MiB), "
        f"CUDA driver API {dev['driver_cuda_version']}, cuda-bindings {dev['bindings_version']}",
        f"* nvidia-smi: {smi[-1] if smi else 'n/a'}" + (f" ({smi[0]})" if len(smi) > 1 else ""),
        f"* date (UTC): {doc['date_utc']}; command: `{doc['command']}`; {doc['seconds']:.0f} s; fpsem {doc['fpsem_version']}",
        f"* sizes: the specs' `{doc['size_set']}` set (RAJAPerf's); block {doc['block']}; "
        f"timing convention `{doc.get('timing', 'cold')}`; timing on `{doc['timing_inputs']}` "
        f"inputs, accuracy on `{doc['accuracy_inputs']}` inputs ({doc['samples']} sampled elements per output, "
        "mpmath references)",
        f"* device-to-device copy, bytes read + written: {copy['gbs']:.0f} GB/s (median of {copy['time']['n']}): "
        "the `%copy` column's reference",
        f"* {doc['figures']}",
        "",
        "time_us: median of CUDA-event-timed repetitions (cold: inputs rotated out of L2; warm: one buffer set "
        "reused; a gate kernel hides launch latency); iqr%: interquartile range / median; x_strict: speedup over fpsem strict; GB/s from RAJAPerf's "
        "bytes; max_ulp against the correctly rounded reference; model_us: fpsem.speed.model (modelled).",
        "",
        "```",
        *table_lines(rows),
        "```",
        "",
        "Memory-bound (by the model) strict variants below 80% of the copy bandwidth: "
        + (", ".join(f"{x['kernel']}.{x['precision']} {100 * x['fraction_of_copy']:.0f}%"
                     for x in g["bandwidth_memory_bound_strict"] if not x["meets_80pct"]) or "none"),
        "",
        "fpsem slower than the corresponding nvcc mode by more than 10%: "
        + (", ".join(f"{x['kernel']}.{x['precision']} {x['fpsem']}/{x['nvcc']} {x['fpsem_over_nvcc']:.2f}"
                     for x in g["fpsem_vs_nvcc"] if not x["within_10pct"]) or "none"),
        "",
        spread_line(g),
    ]
    return "\n".join(lines) + "\n"


def spread_line(g: dict) -> str:
    """The timing-spread goal (issue 13): max/min of each variant's repeated medians, at most 3 %."""
    s = g.get("timing_spread", [])
    if not s:
        return "timing spread: not measured (--repeats 1)"
    worst = max(s, key=lambda x: x["spread"])
    over = [f"{x['kernel']}.{x['precision']} {x['variant']} {100 * x['spread']:.1f}%" for x in s if not x["within_3pct"]]
    return (f"timing spread (max/min of the repeated medians - 1) over {len(s)} variants: largest "
            f"{100 * worst['spread']:.1f}% ({worst['kernel']}.{worst['precision']} {worst['variant']}); "
            f"over 3%: {', '.join(over) or 'none'}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=Path(os.environ.get("OUT") or ROOT / "out" / "gpu_bench"))
    ap.add_argument("--kernels", default="all", help="comma-separated kernel names, or all")
    ap.add_argument("--profiles", default=",".join(PROFILES))
    ap.add_argument("--precisions", default=",".join(PRECISIONS))
    ap.add_argument("--no-nvcc", dest="nvcc", action="store_false", help="skip nvcc's baselines")
    ap.add_argument("--target", default="h200", help="NVIDIA target of the registry (default h200, sm_90)")
    ap.add_argument("--size", default="default", help="size set of the specs (default: RAJAPerf's)")
    ap.add_argument("--block", type=int, default=256)
    ap.add_argument("--timing", choices=TIMINGS, default="cold",
                    help="cold: inputs rotated out of the L2 (default); warm: back-to-back repetitions on one "
                         "buffer set (RAJAPerf's convention)")
    ap.add_argument("--budget-ms", type=float, default=150.0, help="timed repetitions per variant fill about this")
    ap.add_argument("--repeats", type=int, default=3,
                    help="time every variant this many times in the run and report the spread of the medians "
                         "(max/min - 1; default 3)")
    ap.add_argument("--watchdog", type=float, default=10.0, help="seconds a launch may run before it is a fault")
    ap.add_argument("--accuracy-inputs", default="random", help="input set of the accuracy run (default random)")
    ap.add_argument("--samples", type=int, default=2000, help="compared elements per output (seeded sample)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--copy-mib", type=int, default=1024, help="size of the bandwidth-reference copy")
    ap.add_argument("--device", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=0, help="compile workers (0: one per core)")
    ap.add_argument("--prepare", action="store_true", help="compile and compute references only (no GPU)")
    ap.add_argument("--render", type=Path, metavar="JSON", help="print a results file as Markdown and exit")
    args = ap.parse_args(argv)
    if args.render:
        try:
            print(markdown(json.loads(args.render.read_text())), end="")
        except (OSError, ValueError, KeyError, TypeError) as e:
            print(f"gpu_bench: error: {args.render}: not a results file of this script ({e})", file=sys.stderr)
            return 2
        return 0
    log = ElapsedLog()
    try:
        plans = build(args, log)
    except FpsemError as e:
        return failed("gpu_bench", e)
    if args.prepare:
        log("prepared (compiles and references are in the cache); no GPU work requested")
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    try:
        with (args.out / "gpu_bench.rows.jsonl").open("w") as progress:  # each row as it completes
            rows, device, copy = measure(plans, args, log, progress)
    except GpuUnavailable as e:
        print(f"gpu_bench: {e}", file=sys.stderr)
        return e.exit_code
    derive(rows, copy["gbs"])
    meta = {
        "nvidia_smi": _nvidia_smi(),
        "what": "fpsem GPU benchmark: fpsem variants and nvcc baselines, measured on the device",
        "date_utc": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "command": " ".join([Path(sys.argv[0]).name] + (argv if argv is not None else sys.argv[1:])),
        "fpsem_version": __version__, "python": platform.python_version(), "host": platform.node(),
        "device": device, "copy_bandwidth": copy, "target": args.target, "size_set": args.size,
        "block": args.block, "timing": args.timing, "accuracy_inputs": args.accuracy_inputs, "timing_inputs": "rajaperf",
        "samples": args.samples, "seed": args.seed, "seconds": log.seconds,
        "figures": "time, bandwidth, accuracy: measured on the device; model_*: modelled (fpsem.speed.model)",
    }
    jpath, cpath = write_results(args.out, rows, meta)
    for line in table_lines(rows):
        print(line)
    g = goals(rows)
    low = [f"{x['kernel']}.{x['precision']} {100 * x['fraction_of_copy']:.0f}%"
           for x in g["bandwidth_memory_bound_strict"] if not x["meets_80pct"]]
    slow = [f"{x['kernel']}.{x['precision']} {x['fpsem']}/{x['nvcc']} {x['fpsem_over_nvcc']:.2f}"
            for x in g["fpsem_vs_nvcc"] if not x["within_10pct"]]
    print(f"copy bandwidth {copy['gbs']:.0f} GB/s on {device['name']}; "
          f"memory-bound strict variants under 80% of it: {', '.join(low) or 'none'}")
    print(f"fpsem slower than nvcc by more than 10%: {', '.join(slow) or 'none'}")
    print(spread_line(g))
    print(f"results: {jpath} {cpath} ({log.seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
