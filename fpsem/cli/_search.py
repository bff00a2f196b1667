"""Shared arguments and output of ``fpsem bisect`` and ``fpsem tune``."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from fpsem.cli._common import add_quiet, path_arg, progress_of
from fpsem.kernels.spec import INPUT_SETS, PRECISIONS
from fpsem.search.probe import OBJECTIVES

DEFAULT_DB = Path("out/sweep.sqlite")


def add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--kernel", "-k", required=True, help="kernel name or path to a spec .toml")
    p.add_argument("--target", "-t", default="host", help="target name or target file (default: host)")
    p.add_argument("--precision", choices=PRECISIONS, default="f64", help="real type (default f64)")
    p.add_argument("--inputs", choices=INPUT_SETS, default=None,
                   help="accuracy input set (default rajaperf, or random for a kernel without RAJAPerf's inputs)")
    p.add_argument("--seed", type=int, default=0, help="seed of the random/special inputs")
    p.add_argument("--size-set", default="small", help="size set of the accuracy runs (default small)")
    p.add_argument("--objective", choices=OBJECTIVES, default=None,
                   help="speed: modelled (GPU targets, roofline model; their default) or measured (the host "
                        "target on this CPU; its default)")
    p.add_argument("--db", type=path_arg, default=DEFAULT_DB,
                   help=f"results database whose search store (<db>.search.sqlite) keeps every evaluation "
                        f"(default: {DEFAULT_DB})")
    add_quiet(p)
    p.add_argument("--json", action="store_true", help="machine-readable result on stdout")


def common(args: argparse.Namespace) -> dict[str, Any]:
    """The API arguments the common options give."""
    return dict(target=args.target, precision=args.precision, inputs=args.inputs, seed=args.seed,
                size_set=args.size_set, objective=args.objective, db=args.db)


@contextmanager
def steps(args: argparse.Namespace, desc: str) -> Iterator[Callable[[Mapping[str, Any]], None]]:
    """A step callback for bisect/tune that drives a progress bar (on a terminal, without --quiet): one tick
    per variant evaluated, the latest step in its note."""
    with progress_of(args).task(desc, None, "variant") as task:
        def show(step: Mapping[str, Any]) -> None:
            mark = "shows it" if step["holds"] else "does not"
            task.advance(1, f"{step['phase']}: {step['changes']} change(s) -> {fmt(step['value'])} {mark}")

        yield show


def fmt(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.4g}"
    return str(v)
