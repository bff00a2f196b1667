"""``fpsem targets``: list the compilation targets and their peak figures."""

from __future__ import annotations

import argparse

from fpsem import api
from fpsem.cli._common import print_json, print_table
from fpsem.compiler.targets import Figure


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("targets", help="list the compilation targets (registry in fpsem/data/targets.toml)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def _cell(f: Figure | None, unit: str) -> str:
    return "-" if f is None else f"{f.value:g}{unit} [{f.tag}]"


def run(args: argparse.Namespace) -> int:
    targets = api.list_targets()
    if args.json:
        print_json([t.summary() for t in targets])
        return 0
    rows = []
    for t in targets:
        rows.append([
            t.name, t.kind, t.triple, t.cpu, f"{t.units} {t.unit_name}s",
            _cell(t.figure("fp32_tflops"), " TF/s"), _cell(t.figure("fp64_tflops"), " TF/s"),
            _cell(t.figure("bandwidth_gbs"), " GB/s"), _cell(t.figure("l2_mb"), " MB"),
        ])
    print_table(rows, ["target", "kind", "triple", "cpu", "units", "FP32 peak", "FP64 peak", "bandwidth", "L2"])
    print("[ds] vendor document (datasheet, whitepaper, guide), [paper] published measurement (cited), "
          "[meas] measured here, [fit] fitted to calibration microbenchmarks here (or carried over by a stated "
          "rule), [assumed] no source found (the note names the measurement that will replace it); "
          "`fpsem targets --json` gives every model figure with its citation")
    return 0
