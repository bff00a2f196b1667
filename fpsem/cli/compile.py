"""``fpsem compile``: compile kernel variants for the targets and print their static metrics."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fpsem import api
from fpsem.api.building import STRICT, BuiltVariant
from fpsem.cli._common import add_quiet, print_json, print_note, print_table, progress_of
from fpsem.compiler.code_metrics import Metrics
from fpsem.core.errors import EXIT_FINDINGS, EXIT_OK, EXIT_RUNTIME
from fpsem.core.timing import TIMINGS


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
    p.add_argument("--timing", choices=TIMINGS, default="cold",
                   help="timing convention the model predicts: cold = inputs outside the L2 (default), "
                        "warm = back-to-back repetitions on one buffer set (RAJAPerf's)")
    p.add_argument("--allow-ub", action="store_true", help="accept UB-capable profiles (nnan/ninf/fast)")
    p.add_argument("--jobs", "-j", type=int, default=0, help="worker processes (default: one per core)")
    p.add_argument("--no-cache", action="store_true", help="compile everything afresh (and store nothing)")
    p.add_argument("--no-ptxas", action="store_true", help="skip ptxas (no cubin, register counts or SASS size)")
    add_quiet(p)
    p.set_defaults(handler=run)


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


def _row(b: BuiltVariant, model: bool, notes: dict[str, str]) -> list:
    v = b.variant
    status = "FAILED" if not v.ok else ("cached" if v.cached else "ok")
    row = [v.kernel, v.precision, v.target, v.profile + (" [UB-capable]" if v.ub_capable else ""), status,
           _fp_summary(v.metrics), v.metrics.code_bytes if v.metrics else None, _regs(v.metrics),
           ("-" if v.profile == STRICT else (b.diff.summary() if b.diff else "-"))]
    if model:
        row.append(b.model_cell() or _no_model_mark(b, notes))
    return row


def _no_model_mark(b: BuiltVariant, notes: dict[str, str]) -> str:
    """``no model [1]``, the reason once in a note under the table (not a long message in every row)."""
    if not b.model_note:
        return "-"
    return f"no model {notes.setdefault(b.model_note, f'[{len(notes) + 1}]')}"


def run(args: argparse.Namespace) -> int:
    built = api.compile_many(args.kernel, args.target, args.profile, args.precision, size=args.size,
                             allow_ub=args.allow_ub, cache=not args.no_cache, jobs=args.jobs, ptxas=not args.no_ptxas,
                             model=args.model, timing=args.timing, output=args.output, progress=progress_of(args))
    if args.json:
        print_json([b.to_json() for b in built])
    else:
        headers = ["kernel", "prec", "target", "profile", "status", "FP instructions", "code bytes", "regs",
                   "vs strict"] + (["model*"] if args.model else [])
        no_model: dict[str, str] = {}
        print_table([_row(b, args.model, no_model) for b in built], headers)
        if args.model:
            bands = sorted({b.model_band for b in built if b.model_band})
            unvalidated = sorted({b.variant.target for b in built if b.model is not None and b.model.band is not None
                                  and f"not on {b.variant.target}" in b.model.band.text})
            print_note(f"* modelled ({args.timing} timing, the targets' calibrated or datasheet figures): time per "
                       "repetition, what bounds it, speedup over strict; error bands: "
                       + ("; ".join(bands) or "none validated")
                       + (f" (not validated on {', '.join(unvalidated)})" if unvalidated else ""))
        for note, mark in no_model.items():
            print_note(f"{mark} {note}")
        for b in built:
            v = b.variant
            for n in v.notes:
                print(f"note: {v.name}: {n}")
            if v.ub_capable and v.ub_findings:
                print(f"UB-capable: {v.name}: {len(v.ub_findings)} construct(s) that can create poison, first: "
                      f"{v.ub_findings[0].one_line(v.name)}")
        if args.output:
            print(f"wrote {len(built)} variant(s) under {args.output}/")
    failed = [(b.variant.name, b.variant.failure) for b in built if b.variant.failure is not None]
    for name, f in failed:
        print(f"fpsem: {name}: {f.stage} failed: {f.message}", file=sys.stderr)
    if any(f.stage == "audit" for _, f in failed):
        return EXIT_FINDINGS
    return EXIT_RUNTIME if failed else EXIT_OK
