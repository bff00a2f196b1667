"""``fpsem compile``: compile kernel variants for the targets and print their static metrics."""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import asdict
from pathlib import Path

from fpsem.cli._common import add_quiet, print_json, print_note, print_table, progress_of, split_list
from fpsem.compiler.backends import backend_for
from fpsem.compiler.by_name import BuildCache, CompiledVariant, compile_many, default_cache
from fpsem.compiler.code_metrics import Metrics, diff
from fpsem.compiler.devlibs import PTXAS_OFF
from fpsem.compiler.targets import load_targets, resolve_targets
from fpsem.core.errors import EXIT_FINDINGS, EXIT_OK, EXIT_RUNTIME, UsageError
from fpsem.fastmath.profiles import require_allowed, resolve_profile, resolve_profiles
from fpsem.kernels.importer import resolve_kernel
from fpsem.kernels.registry import kernel_names
from fpsem.kernels.spec import PRECISIONS
from fpsem.speed.model import ModelUnavailable, Prediction, format_seconds, predict, speedup, workload

STRICT = "strict"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("compile", help="compile kernel variants for the targets; print static metrics")
    p.add_argument("--kernel", "-k", required=True, help="kernel name(s), comma-separated, or 'all'")
    p.add_argument("--target", "-t", required=True,
                   help="target name(s) or .toml file(s) in the registry's format, comma-separated, or 'all' "
                        "(see `fpsem targets`)")
    p.add_argument("--profile", "-p", required=True, help="profile name(s)/path(s), comma-separated, or 'all'")
    p.add_argument("--precision", default="f64", help="f64, f32, or 'all' (default f64)")
    p.add_argument("--size", default="default", help="size set baked into the entry points (default: default)")
    p.add_argument("-o", "--output", type=Path, help="write each variant's optimized IR, machine code and metrics here")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--model", action="store_true",
                   help="add the performance model's predicted time (with its validated error band), bound and speedup")
    p.add_argument("--timing", choices=("cold", "warm"), default="cold",
                   help="timing convention the model predicts: cold = inputs outside the L2 (default), "
                        "warm = back-to-back repetitions on one buffer set (RAJAPerf's)")
    p.add_argument("--allow-ub", action="store_true", help="accept UB-capable profiles (nnan/ninf/fast)")
    p.add_argument("--jobs", "-j", type=int, default=0, help="worker processes (default: one per core)")
    p.add_argument("--no-cache", action="store_true", help="compile everything afresh (and store nothing)")
    p.add_argument("--no-ptxas", action="store_true", help="skip ptxas (no cubin, register counts or SASS size)")
    add_quiet(p)
    p.set_defaults(handler=run)


def _kernels(spec: str) -> list[str]:
    names = kernel_names() if spec.strip() == "all" else split_list(spec)
    if not names:
        raise UsageError("no kernel given")
    return names


def _precisions(spec: str) -> list[str]:
    out = list(PRECISIONS) if spec.strip() == "all" else split_list(spec)
    bad = [p for p in out if p not in PRECISIONS]
    if bad or not out:
        raise UsageError(f"unknown precision {', '.join(bad) or spec!r} (known: {', '.join(PRECISIONS)}, all)")
    return out


def _fp_summary(m: Metrics | None) -> str:
    if m is None:
        return "-"
    keep = [(g, n) for g, n in m.histogram.items() if n and g.split(".")[0] in ("f64", "f32", "approx")]
    return " ".join(f"{g}={n}" for g, n in keep) or "no FP"


def _regs(m: Metrics | None) -> str:
    if m is None or not m.resources:
        return "-"
    vals = sorted({r.registers for r in m.resources.values()})
    spills = sum(r.spill_stores for r in m.resources.values())
    return "/".join(map(str, vals)) + (f" spill {spills}" if spills else "")


def _model_cell(pred: Prediction, strict: Prediction | None) -> str:
    """``515 µs ±33 %, FP64-bound, 1.99x``: the prediction in a table cell (its band's provenance goes below)."""
    band = f" ±{100 * pred.band.rel:.0f}%" if pred.band else ""
    gain = f", {speedup(strict, pred):.2f}x" if strict is not None else ""
    return f"{format_seconds(pred.seconds)}{band}, {pred.bound}-bound{gain}"


def _write(v: CompiledVariant, out: Path) -> Path:
    d = out / v.name
    d.mkdir(parents=True, exist_ok=True)
    if v.optimized_ir:
        (d / "optimized.ll").write_text(v.optimized_ir)
    if v.asm:
        (d / backend_for(v.kind).asm_file).write_text(v.asm)
    if v.object:
        (d / backend_for(v.kind).object_file).write_bytes(v.object)
    if v.metrics:
        (d / "metrics.json").write_text(json.dumps(v.metrics.to_json(), indent=2))
    (d / "variant.json").write_text(json.dumps({
        "kernel": v.kernel, "precision": v.precision, "profile": v.profile, "target": v.target, "key": v.key,
        "artifact": v.artifact, "identity": dict(v.identity),
        "ub_capable": v.ub_capable, "ub_findings": [f.one_line(v.name) for f in v.ub_findings],
        "failure": None if v.ok else {"stage": v.failure.stage, "message": v.failure.message},
        "entries": [asdict(e) for e in v.entries], "exports": list(v.exports),
        "math_functions": list(v.math_functions), "notes": list(v.notes)}, indent=2))
    return d


def run(args: argparse.Namespace) -> int:
    kernels = [resolve_kernel(k) for k in _kernels(args.kernel)]
    precisions = _precisions(args.precision)
    targets = resolve_targets(args.target, load_targets())
    profiles = resolve_profiles(args.profile, allow_ub=args.allow_ub)
    if not profiles:
        raise UsageError("no profile given")
    for p in profiles:
        require_allowed(p, args.allow_ub)
    names = [p.name for p in profiles]
    # strict is the baseline every diff (and modelled speedup) is taken against
    with_strict = profiles if STRICT in names else [resolve_profile(STRICT)] + profiles
    cache: BuildCache | None = None if args.no_cache else default_cache()
    if args.no_ptxas:
        os.environ["FPSEM_PTXAS"] = PTXAS_OFF  # read by the NVPTX backend in this process and its workers
    variants = compile_many(kernels, precisions, with_strict, targets, size=args.size, cache=cache,
                            workers=args.jobs, progress=progress_of(args))
    specs = {k.spec.key: k.spec for k in kernels}
    baseline = {(v.kernel, v.precision, v.target): v for v in variants if v.profile == STRICT}
    shown = [v for v in variants if v.profile in names]
    target_of = {t.name: t for t in targets}
    rows, records = [], []
    no_model: dict[str, str] = {}  # one note per reason, not a long message in every row
    bands: set[str] = set()
    unvalidated: set[str] = set()
    for v in shown:
        base = baseline.get((v.kernel, v.precision, v.target))
        d = diff(v.metrics, base.metrics) if v.metrics and base and base.metrics and v is not base else None
        pred = spred = None
        model_text = ""
        if args.model and v.metrics:
            try:
                w = workload(specs[v.kernel], v.precision, args.size)
                pred = predict(v.metrics, target_of[v.target], w, args.timing)
                spred = predict(base.metrics, target_of[v.target], w, args.timing) if base and base.metrics else None
                model_text = _model_cell(pred, spred)
                if pred.band is not None:
                    bands.add(pred.band.text.replace(f", not on {v.target}", ""))
                    if f"not on {v.target}" in pred.band.text:
                        unvalidated.add(v.target)
            except ModelUnavailable as e:
                note = f"no model for {v.target}: {e.short()}"
                mark = no_model.setdefault(note, f"[{len(no_model) + 1}]")
                model_text = f"no model {mark}"
        where = _write(v, args.output) if args.output else None
        status = "FAILED" if not v.ok else ("cached" if v.cached else "ok")
        row = [v.kernel, v.precision, v.target, v.profile + (" [UB-capable]" if v.ub_capable else ""), status,
               _fp_summary(v.metrics), v.metrics.code_bytes if v.metrics else None, _regs(v.metrics),
               ("-" if v.profile == STRICT else (d.summary() if d else "-"))]
        if args.model:
            row.append(model_text or "-")
        rows.append(row)
        records.append({
            "kernel": v.kernel, "precision": v.precision, "target": v.target, "profile": v.profile,
            "ub_capable": v.ub_capable, "ok": v.ok, "cached": v.cached, "key": v.key, "artifact": v.artifact,
            "identity": dict(v.identity),
            "failure": None if v.ok else {"stage": v.failure.stage, "message": v.failure.message},
            "metrics": v.metrics.to_json() if v.metrics else None,
            "diff_vs_strict": d.to_json() if d else None,
            "ub_findings": [f.one_line(v.name) for f in v.ub_findings],
            "math_functions": list(v.math_functions), "notes": list(v.notes),
            "entries": [{"name": e.name, "params": [p.name for p in e.params], "reduce": e.reduce,
                         "constants": dict(e.constants)} for e in v.entries],
            "model": pred.to_json() if pred else None,
            "model_timing": args.timing if args.model else None,
            "model_speedup_vs_strict": (spred.seconds / pred.seconds) if pred and spred else None,
            "output": str(where) if where else None,
        })
    failed = [v for v in shown if not v.ok]
    if args.json:
        print_json(records)
    else:
        headers = ["kernel", "prec", "target", "profile", "status", "FP instructions", "code bytes", "regs",
                   "vs strict"] + (["model*"] if args.model else [])
        print_table(rows, headers)
        if args.model:
            print_note(f"* modelled ({args.timing} timing, the targets' calibrated or datasheet figures): time per "
                  "repetition, what bounds it, speedup over strict; error bands: "
                  + ("; ".join(sorted(bands)) or "none validated")
                  + (f" (not validated on {', '.join(sorted(unvalidated))})" if unvalidated else ""))
        for note, mark in no_model.items():
            print_note(f"{mark} {note}")
        for v in shown:
            for n in v.notes:
                print(f"note: {v.name}: {n}")
            if v.ub_capable and v.ub_findings:
                print(f"UB-capable: {v.name}: {len(v.ub_findings)} construct(s) that can create poison, first: "
                      f"{v.ub_findings[0].one_line(v.name)}")
        if args.output:
            print(f"wrote {len(shown)} variant(s) under {args.output}/")
    for v in failed:
        print(f"fpsem: {v.name}: {v.failure.stage} failed: {v.failure.message}", file=sys.stderr)
    if any(v.failure.stage == "audit" for v in failed):
        return EXIT_FINDINGS
    return EXIT_RUNTIME if failed else EXIT_OK
