"""``fpsem kernels``: list the kernels on the search path (built-in suite plus the user's directories)."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path

from fpsem import api
from fpsem.cli._common import print_json, print_table


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("kernels", help="list the kernels: built-in and user directories, precisions, sizes, inputs")
    p.add_argument("--dir", dest="dirs", action="append", type=Path, default=[], metavar="DIR",
                   help="also list the kernels in DIR (repeatable; searched before FPSEM_KERNEL_PATH, "
                        "FPSEM_HOME/kernels and the built-ins)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def _sizes(params: Mapping[str, int]) -> str:
    return " ".join(f"{k}={v}" for k, v in params.items())


def run(args: argparse.Namespace) -> int:
    listed = api.list_kernels(args.dirs)
    if args.json:
        print_json([x.to_json() for x in listed])
        return 0
    rows = []
    for x in listed:
        s = x.kernel.spec
        other = "; ".join(f"{n}: {_sizes(p)}" for n, p in s.sizes.items() if n not in ("default", "small"))
        rows.append([s.key, s.group, ",".join(s.precisions), "+".join(st.name for st in s.stages),
                     _sizes(s.sizes["default"]), _sizes(s.sizes["small"]), other or None, s.reps,
                     ",".join(s.input_sets), x.source])
    print_table(rows, ["kernel", "group", "precisions", "stages", "default size", "small size", "other sizes",
                       "reps", "input sets", "source"])
    return 0
