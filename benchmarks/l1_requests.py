#!/usr/bin/env python3
"""What one warp-wide global load costs the L1 against the 128-byte lines it touches (measured on an NVIDIA GPU).

    python benchmarks/l1_requests.py [--out DIR]            # on the GPU: measure, then analyse
    python benchmarks/l1_requests.py --analyse RESULTS.json  # offline: the analysis of a measured file

The kernels are the calibration's L1 group (``fpsem.speed.calibrate.l1_ptx``): every thread of 8 resident
blocks of 256 per SM XORs 16 independent loads per trip from a small region that stays in the L1, the lanes
contiguous, the requests placed so that each touches 1, 2 or 3 lines (``L1_PATTERNS``). The time per request
per SM, at the registry's clock, is the L1's cycles per request; beside it, the model's L1 cost of the same
request (``fpsem.speed.dynamic_model``: the most of its bank cycles, its lines x ``l1_cycles_per_line`` and its
bytes / ``l1_bytes_per_clk``). A dependent FP32 FMA chain (``cal_fma_f32_c1``) timed in the same run gives the
clock the GPU ran at (FFMA latency: 4 cycles).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

from bench_io import measured_report, write_results

from fpsem.compiler.targets import resolve_target
from fpsem.speed import calibrate

ROOT = Path(__file__).resolve().parent.parent
FFMA_LATENCY_CYCLES = 4  # the FP32 pipe's dependent-issue latency on Volta to Hopper (Jia et al.; Ernst et al.)


def measure() -> dict:
    from fpsem.runners.cuda.driver import Gpu

    gpu = Gpu(0)
    b = calibrate.Bench.on(gpu)
    out = gpu.alloc(b.units * 2048 * 8)
    try:
        rows = [calibrate.time_l1(b, w, p, out) for w in (4, 8) for p in calibrate.L1_PATTERNS]
        rows.append(calibrate.time_chain(b, "fma_f32", 1, out))
        # the same loads from DRAM (the calibration's DRAM-scale shifts): what the L1's miss path adds
        rows += [calibrate.time_shift(b, w, calibrate.MISS_SHIFT_POINTS) for w in (4, 8)]
    finally:
        gpu.free(out)
    return {"when": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"), "device": gpu.info.to_dict(),
            "command": "python3 benchmarks/l1_requests.py", "rows": rows}


def request_cost(width: int, pattern: str, target: Any) -> dict:
    """Lines, sectors, bank cycles of each request of the pattern (lane addresses as the kernel forms them) and
    the model's L1 cycles for it; means over the 16 requests."""
    per_line = target.figure("l1_cycles_per_line").value
    bpc = target.figure("l1_bytes_per_clk").value
    banks = int(target.figure("l1_banks").value)
    offsets = calibrate.l1_offsets(width, pattern)
    model = [max(bank, lines * per_line, 32 * width / bpc)
             for _, lines, bank in (calibrate.request_means(width, [o], banks) for o in offsets)]
    sectors, lines, bank = calibrate.request_means(width, offsets, banks)
    return {"lines": lines, "sectors": sectors, "bank_cycles": bank, "model_cycles": sum(model) / len(model)}


def analyse(doc: dict, target_name: str = "h200") -> dict:
    """Cycles per request per SM for every L1 row, at the registry's clock and at the clock the chain gives."""
    target = resolve_target(target_name)
    reg_clock = target.figure("clock_ghz").value
    chain = next((r for r in doc["rows"] if r["kind"] == "chain"), None)
    clock = None
    if chain:
        per_op_ns = chain["median_ms"] * 1e6 / (chain["iters"] * chain["unroll"])
        clock = FFMA_LATENCY_CYCLES / per_op_ns
    out = []
    for r in doc["rows"]:
        if r["kind"] != "l1":
            continue
        ns = r["median_ms"] * 1e6 / r["requests_per_unit"]
        geo = request_cost(r["width"], r["pattern"], target)
        out.append({"width": r["width"], "pattern": r["pattern"], "ns_per_request": ns,
                    "cycles_registry_clock": ns * reg_clock, "cycles_chain_clock": ns * clock if clock else None,
                    "spread_ms": [r["q1_ms"], r["median_ms"], r["q3_ms"]], **geo})
    miss = calibrate.miss_figures(doc["rows"], registry_values(target), int(doc["device"]["sm_count"]))
    return {"registry_clock_ghz": reg_clock, "chain_clock_ghz": clock, "rows": out,
            "fit": [{"name": f.name, "value": f.value, "source": f.source, "note": f.note} for f in miss]}


def registry_values(target: Any) -> dict[str, float]:
    """The model's machine figures and trace figures of ``target`` from the registry (the fit's fixed part)."""
    from fpsem.speed.dynamic_model import TRACE_FIGURES
    from fpsem.speed.model import machine

    vals = dict(machine(target).values)
    for name in TRACE_FIGURES:
        f = target.figure(name)
        if f is not None:
            vals[name] = f.value
    return vals


def markdown(doc: dict) -> str:
    a = doc.get("analysis") or analyse(doc)
    lines = [f"# L1 cost of a warp-wide load against the lines it touches (measured, {doc['device']['name']})", "",
             f"{doc['when']}, `{doc['command']}`; every thread of 8 resident blocks of 256 per SM XORs 16 "
             "independent loads per trip from an L1-resident region (`fpsem.speed.calibrate.l1_ptx`), "
             f"{calibrate.L1_ITERS} trips; median of CUDA-event-timed launches (quartiles in the JSON).", "",
             f"Clock: the registry's {a['registry_clock_ghz']:.2f} GHz; a dependent FFMA chain timed in the same "
             f"run gives {a['chain_clock_ghz']:.2f} GHz at {FFMA_LATENCY_CYCLES} cycles per FFMA."
             if a["chain_clock_ghz"] else "", "",
             "| width | pattern | lines / request | sectors | bank cycles | measured ns / request / SM | "
             "measured cycles (registry clock) | measured cycles (chain clock) | model cycles |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in a["rows"]:
        chain = f"{r['cycles_chain_clock']:.2f}" if r["cycles_chain_clock"] else "-"
        lines.append(f"| {r['width']} | {r['pattern']} | {r['lines']:.2f} | {r['sectors']:.2f} | "
                     f"{r['bank_cycles']:.2f} | {r['ns_per_request']:.3f} | {r['cycles_registry_clock']:.2f} | "
                     f"{chain} | {r['model_cycles']:.2f} |")
    shifts = [r for r in doc["rows"] if r["kind"] == "shift"]
    if shifts:
        lines += ["", "The same 16 loads per point from DRAM (`cal_shift_{4,8}`, "
                  f"{calibrate.MISS_SHIFT_POINTS} points, one per thread): "
                  + ", ".join(f"{r['width']}-byte {r['median_ms'] * 1e3:.2f} us" for r in shifts) + "."]
    for f in a.get("fit", []):
        lines += ["", f"Fitted: `{f['name']}` = {f['value']:.3f} ({f['note']})."]
    return "\n".join(lines) + "\n"


def write_registry(doc: dict, target: str = "h200") -> None:
    """The fitted figures into the registry (``fpsem/data/targets.toml``) for ``target``."""
    from model_validation import _targets_text_update

    from fpsem.speed.calibrate import FittedFigure

    path = ROOT / "fpsem" / "data" / "targets.toml"
    figs = [FittedFigure(f["name"], f["value"], f["source"], f["note"]) for f in doc["analysis"]["fit"]]
    meta = {"date_utc": doc["when"], "device": doc["device"]}
    path.write_text(_targets_text_update(path.read_text(), target, figs, meta,
                                         cmd=f"{doc['command']} (fpsem.speed.calibrate.miss_figures)"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    ap.add_argument("--stem", default="h200_l1_requests")
    ap.add_argument("--analyse", type=Path, help="a measured results file: write its analysis (no GPU)")
    ap.add_argument("--write-registry", action="store_true",
                    help="with --analyse: put the fitted figures into fpsem/data/targets.toml (h200)")
    args = ap.parse_args(argv)
    if args.analyse:
        doc = json.loads(args.analyse.read_text())
        doc["analysis"] = analyse(doc)
        write_results(args.out, args.stem, doc, markdown(doc))
        if args.write_registry:
            write_registry(doc)
        print(markdown(doc))
        return 0

    def run() -> dict:
        doc = measure()
        doc["analysis"] = analyse(doc)
        return doc
    return measured_report(args.out, args.stem, run, markdown)


if __name__ == "__main__":
    sys.exit(main())
