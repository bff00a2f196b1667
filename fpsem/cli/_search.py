"""Shared arguments and set-up of ``fpsem bisect`` and ``fpsem tune``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fpsem.cli._common import path_arg
from fpsem.compiler.cache import default_cache
from fpsem.compiler.targets import resolve_target
from fpsem.core.errors import UsageError
from fpsem.kernels.importer import resolve_kernel
from fpsem.kernels.spec import INPUT_SETS, PRECISIONS
from fpsem.search.probe import OBJECTIVES, Prober, ProbeSetup
from fpsem.search.store import SearchStore, search_store_path

DEFAULT_DB = Path("out/sweep.sqlite")


def add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--kernel", "-k", required=True, help="kernel name or path to a spec .toml")
    p.add_argument("--target", "-t", default="host", help="target name or target file (default: host)")
    p.add_argument("--precision", choices=PRECISIONS, default="f64", help="real type (default f64)")
    p.add_argument("--inputs", choices=INPUT_SETS, default=None,
                   help="accuracy input set (default: the kernel's first: rajaperf for the built-in kernels, "
                        "random for imported ones)")
    p.add_argument("--seed", type=int, default=0, help="seed of the random/special inputs")
    p.add_argument("--size-set", default="small", help="size set of the accuracy runs (default small)")
    p.add_argument("--objective", choices=OBJECTIVES, default=None,
                   help="speed: modelled (GPU targets, roofline model; their default) or measured (the host "
                        "target on this CPU; its default)")
    p.add_argument("--db", type=path_arg, default=DEFAULT_DB,
                   help=f"results database whose search store (<db>.search.sqlite) keeps every evaluation "
                        f"(default: {DEFAULT_DB})")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress lines on stderr")
    p.add_argument("--json", action="store_true", help="machine-readable result on stdout")


def check_speed(target: Any, objective: str) -> None:
    """Refuse, before any work, a speed objective the target cannot have (UsageError, exit 2)."""
    if objective == "modelled" and not target.is_gpu:
        raise UsageError(f"the model covers GPU targets; for {target.name} use --objective measured")
    if objective == "measured" and target.is_gpu:
        raise UsageError(f"--objective measured times the host target on this CPU; {target.name} is modelled "
                         "(--objective modelled)")


def setup_of(args: argparse.Namespace, needs_speed: bool) -> tuple[ProbeSetup, Prober]:
    kernel = resolve_kernel(args.kernel)
    target = resolve_target(args.target)
    args.objective = args.objective or ("modelled" if target.is_gpu else "measured")
    if needs_speed:
        check_speed(target, args.objective)
    args.inputs = args.inputs or kernel.spec.input_sets[0]
    setup = ProbeSetup(kernel, args.precision, target, args.inputs, args.seed, args.size_set,
                       objective=args.objective)
    store = SearchStore(search_store_path(args.db))
    return setup, Prober(setup, store, default_cache())


def progress(args: argparse.Namespace):
    if args.quiet:
        return None

    def show(step: Mapping[str, Any]) -> None:
        mark = "shows it" if step["holds"] else "does not"
        print(f"  step {step['n']:>4} {step['phase']:<16} {step['changes']:>4} change(s) at {step['sites']:>3} "
              f"site(s): {_fmt(step['value'])} {mark}{' (stored)' if step['stored'] else ''}", file=sys.stderr)

    return show


def _fmt(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.4g}"
    return str(v)
