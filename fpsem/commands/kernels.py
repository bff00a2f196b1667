"""``fpsem kernels``: list the built-in kernel suite (specs and IR in kernels/)."""

from __future__ import annotations

import argparse

from ..kernels.registry import load_all
from ..kernels.spec import resolve_sizes
from ._common import print_json, print_table


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("kernels", help="list the kernel suite: precisions, sizes, input sets")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def _sizes(params: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in params.items())


def run(args: argparse.Namespace) -> int:
    kernels = load_all()  # every spec and IR file checked: a malformed one is an error naming it
    if args.json:
        out = []
        for k in kernels:
            d = k.spec.summary()
            d["ir"] = dict(k.ir_paths)
            d["resolved_sizes"] = {name: resolve_sizes(k.spec, name) for name in k.spec.sizes}
            out.append(d)
        print_json(out)
        return 0
    rows = []
    for k in kernels:
        s = k.spec
        other = "; ".join(f"{n}: {_sizes(p)}" for n, p in s.sizes.items() if n not in ("default", "small"))
        rows.append([s.key, s.group, ",".join(s.precisions), "+".join(st.name for st in s.stages),
                     _sizes(s.sizes["default"]), _sizes(s.sizes["small"]), other or None, s.reps,
                     ",".join(s.input_sets)])
    print_table(rows, ["kernel", "group", "precisions", "stages", "default size", "small size", "other sizes",
                       "reps", "input sets"])
    return 0
