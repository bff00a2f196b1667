"""``fpsem kernels``: list the kernels on the search path (built-in suite plus the user's directories)."""

from __future__ import annotations

import argparse
from pathlib import Path

from fpsem.cli._common import print_json, print_table
from fpsem.core.errors import UsageError
from fpsem.core.paths import kernel_dirs
from fpsem.kernels.registry import load_entries, looked_in
from fpsem.kernels.spec import resolve_sizes


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("kernels", help="list the kernels: built-in and user directories, precisions, sizes, inputs")
    p.add_argument("--dir", dest="dirs", action="append", type=Path, default=[], metavar="DIR",
                   help="also list the kernels in DIR (repeatable; searched before FPSEM_KERNEL_PATH, "
                        "FPSEM_HOME/kernels and the built-ins)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def _sizes(params: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in params.items())


def _source(origin: str, directory: Path) -> str:
    return origin if origin == "built-in" else f"{origin} {directory}"


def run(args: argparse.Namespace) -> int:
    dirs = kernel_dirs(args.dirs)
    # Each spec loads from its own file, so same-named kernels in two directories are both listed.
    entries = load_entries(dirs)  # every spec and IR file checked: a malformed one is an error naming it
    if not entries:
        raise UsageError(f"no kernels found (looked in {looked_in(dirs)})")
    if args.json:
        out = []
        for e, k in entries:
            d = k.spec.summary()
            d["source"] = e.source.origin
            d["spec_file"] = str(e.spec_file)
            d["ir"] = dict(k.ir_paths)
            d["resolved_sizes"] = {name: resolve_sizes(k.spec, name) for name in k.spec.sizes}
            out.append(d)
        print_json(out)
        return 0
    rows = []
    for e, k in entries:
        s = k.spec
        other = "; ".join(f"{n}: {_sizes(p)}" for n, p in s.sizes.items() if n not in ("default", "small"))
        rows.append([s.key, s.group, ",".join(s.precisions), "+".join(st.name for st in s.stages),
                     _sizes(s.sizes["default"]), _sizes(s.sizes["small"]), other or None, s.reps,
                     ",".join(s.input_sets), _source(e.source.origin, e.source.path)])
    print_table(rows, ["kernel", "group", "precisions", "stages", "default size", "small size", "other sizes",
                       "reps", "input sets", "source"])
    return 0
