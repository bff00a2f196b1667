"""Generate a kernel's ``NAME.f32.ll`` from its ``NAME.f64.ll``, so the two cannot drift apart.

The f32 file is the f64 file with ``double`` replaced by ``float``, intrinsic
names taking their ``.f32`` forms, every floating-point constant rounded
to float (round to nearest even), and the memory layout re-typed: alignments
of real loads and stores and byte offsets into real arrays are halved
(``fpsem.kernels.retype``).  IR whose f32 layout cannot be derived (bit
casts of reals, byte offsets of unknown provenance, memcpy, ...) is refused
with one line naming the instruction, never converted half-way.  A constant that is exact in float keeps its
decimal spelling; any other is written in LLVM's hexadecimal form (the double
with the float's value) with a comment naming the f64 constant it came from.
Comments are kept, so the result stays readable IR.

    python -m fpsem.kernels.gen_f32            # regenerate every f32 file
    python -m fpsem.kernels.gen_f32 --check    # exit 1 if any is out of date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fpsem.core.errors import FpsemError, SpecError
from fpsem.kernels.f32text import convert_line, f32_literal  # noqa: F401  (f32_literal: part of this module's API)
from fpsem.kernels.retype import retype_lines


def generate_f32(f64_text: str, source_name: str) -> str:
    """The f32 IR generated from ``f64_text`` (the text of ``source_name``)."""
    header = [
        f"; GENERATED from {source_name} by `python -m fpsem.kernels.gen_f32`: do not edit.",
        "; f32 version: every `double` is `float`, intrinsics take their .f32 forms, and each",
        "; FP constant is the f64 constant rounded to float (hex where it is not exact in float).",
        ";",
    ]
    body = [convert_line(l) for l in retype_lines(f64_text.splitlines(), source_name)]
    return "\n".join(header + body) + "\n"


def _targets(directory: Path, keys: list[str]) -> list[tuple[Path, Path]]:
    from fpsem.kernels.registry import load_spec

    out = []
    names = keys or sorted(p.stem for p in directory.glob("*.toml"))
    for key in names:
        spec = load_spec(key, directory)
        if "f32" in spec.precisions:
            src = directory / f"{spec.key}.f64.ll"
            out.append((src, directory / f"{spec.key}.f32.ll"))
    return out


def main(argv: list[str] | None = None) -> int:
    from fpsem.core.paths import kernels_dir

    ap = argparse.ArgumentParser(prog="python -m fpsem.kernels.gen_f32", description=__doc__.split("\n\n")[0])
    ap.add_argument("kernels", nargs="*", help="kernel keys (default: every kernel that lists f32)")
    ap.add_argument("--check", action="store_true", help="only check; exit 1 if a file is out of date")
    ap.add_argument("--dir", type=Path, default=None, help="kernel directory (default: kernels/)")
    args = ap.parse_args(argv)
    directory = args.dir or kernels_dir()
    stale = []
    try:
        for src, dst in _targets(directory, args.kernels):
            try:
                text = generate_f32(src.read_text(), src.name)
            except FileNotFoundError:
                raise SpecError(f"{src}: no such file") from None
            current = dst.read_text() if dst.exists() else None
            if current == text:
                continue
            stale.append(dst)
            if not args.check:
                dst.write_text(text)
                print(f"wrote {dst}")
    except FpsemError as e:
        print(f"gen_f32: error: {e}", file=sys.stderr)
        return e.exit_code
    if args.check and stale:
        for p in stale:
            print(f"out of date: {p} (run python -m fpsem.kernels.gen_f32)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
