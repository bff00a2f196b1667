"""``fpsem import SOURCE``: an outside kernel (compiler IR or FPCore) as fpsem kernel files.

Writes ``NAME.toml`` + ``NAME.f64.ll`` (+ ``NAME.f32.ll`` where the source allows one) per
imported kernel into ``-o DIR`` and prints, per kernel, the choices made on the user's
behalf (argument roles, the size parameter, the f32 form or why there is none), so that
``fpsem run|compile|accuracy|sweep -k DIR/NAME.toml`` can follow.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fpsem import api
from fpsem.cli._common import add_quiet, print_table, progress_of, size_param


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("import", help="import a kernel: clang CUDA/HIP/C or rustc LLVM IR (.ll/.bc), or FPCore",
                       description="Turn a kernel from outside into an fpsem kernel: spec, strict target-neutral "
                                   "IR in f64 (and f32 where it can be derived), input sets.")
    p.add_argument("source", type=Path, help="LLVM IR (.ll text or .bc bitcode) or an FPCore file (.fpcore)")
    p.add_argument("--entry", action="append", default=[], metavar="NAME",
                   help="function (IR) or FPCore :name to import; repeatable (default: every kernel/FPCore)")
    p.add_argument("--name", help="kernel name (one entry only; default: the function's or FPCore's name)")
    p.add_argument("--size", action="append", type=size_param, default=[], metavar="N=VALUE",
                   help="default size: the number of points N (default 1000000 for IR, 4096 for FPCore)")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=ROLE[:EXPR]",
                   help="override an inferred argument role: in, out, inout (EXPR: length, default N), "
                        "scalar (EXPR: its value), size (the point count N)")
    p.add_argument("-o", "--out", type=Path, default=Path("imported"), help="output directory (default ./imported)")
    add_quiet(p)
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    imported = api.import_kernel(args.source, args.out, entries=args.entry, name=args.name, sizes=dict(args.size),
                                 args=args.arg, progress=progress_of(args))
    rows = []
    for x in imported:
        k, w = x.kernel, x.written
        rows.append([k.key, ",".join(w.precisions), str(w.spec_path)])
        print(f"{k.key}: {k.description}")
        for c in k.choices:
            print(f"  {c}")
        for n in k.notes[1:]:
            print(f"  note: {n}")
        if k.f32_refused:
            print(f"  no f32 form: {k.f32_refused}")
    print()
    print_table(rows, ["kernel", "precisions", "spec"])
    print(f"\n{len(imported)} kernel(s) imported; run one with: fpsem run -k {rows[0][2]}")
    return 0
