"""RAJAPerf checksums of the built-in suite: strict f64, RAJAPerf's inputs, default sizes and reps.

Each RAJAPerf kernel of ``kernels/`` runs on this CPU through the host runner
(llvmlite JIT, O3, one thread) with the ``strict`` profile (no fast-math
flags), in f64, on the ``rajaperf`` input set at its default size and
RAJAPerf's default repetition count.  Its outputs' checksum follows RAJAPerf's
rule (``fpsem.kernels.checksum``), so it can be set beside the checksum
RAJAPerf reports for its sequential variant (equal at relative difference
1e-10, RAJAPerf's "normal" tolerance).

    .venv/bin/python benchmarks/rajaperf_checksums.py [--kernels fir,dot] [--out FILE] [--update-readme]

Writes ``benchmarks/results/rajaperf_checksums.json`` (checksums computed;
the times in it are measured on this CPU and are not a benchmark of anything
but this machine) and, with ``--update-readme``, the table of the
``## Kernels`` section of README.md.  Takes a few minutes (GEMM's 4 reps of a
1000x1000x1200 product dominate).
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fpsem import __version__  # noqa: E402
from fpsem.fastmath.profiles import resolve_profile  # noqa: E402
from fpsem.ir.binding import host_machine_spec, llvm_version  # noqa: E402
from fpsem.kernels.checksum import format_checksum  # noqa: E402
from fpsem.kernels.registry import kernel_names, load_kernel  # noqa: E402
from fpsem.runners.execution import run_host  # noqa: E402

RAJAPERF_GROUPS = ("apps", "basic", "stream", "algorithm", "lcals", "polybench")
DEFAULT_OUT = ROOT / "benchmarks" / "results" / "rajaperf_checksums.json"
README = ROOT / "README.md"
SECTION = "## Kernels"


def run_suite(keys: list[str]) -> list[dict]:
    """Run every kernel of ``keys`` (strict, f64, rajaperf inputs, default sizes and reps)."""
    strict = resolve_profile("strict")
    rows = []
    for key in keys:
        k = load_kernel(key)
        t0 = time.perf_counter()
        r = run_host(k, strict, precision="f64", size_set="default", input_set="rajaperf")
        rows.append({
            "kernel": k.spec.key, "name": k.spec.name, "group": k.spec.group, "description": k.spec.description,
            "stages": [s.name for s in k.spec.stages], "size_params": dict(k.spec.sizes["default"]),
            "sizes": dict(r.sizes), "reps": r.reps, "checksum": format_checksum(r.checksum),
            "seconds_reps": round(r.seconds, 4), "seconds_total": round(time.perf_counter() - t0, 2),
        })
        print(f"{key:16s} reps {r.reps:5d}  checksum {format_checksum(r.checksum):>32s}  "
              f"({r.seconds:.2f} s for the reps, measured)", flush=True)
    return rows


def readme_section(result: dict) -> str:
    """The ``## Kernels`` section: the suite's table with the checksums of ``result``."""
    lines = [
        SECTION,
        "",
        "The built-in suite (`kernels/`, format in `kernels/README.md`): RAJAPerf's kernels as",
        "target-neutral LLVM IR, f64 (hand-written) and f32 (generated), each with a spec of its",
        "arguments, sizes, RAJAPerf's declared bytes/FLOPs and three input sets (`rajaperf`, `random`,",
        "`special`).  `fpsem kernels` lists them; `fpsem run --kernel K --target host --profile P` runs one.",
        "",
        "Checksums: **computed** by `benchmarks/rajaperf_checksums.py` with the host runner (llvmlite",
        f"{result['llvm']} JIT, O3, one thread), profile `strict`, f64, RAJAPerf's own initialisation",
        "(`--inputs rajaperf`), at RAJAPerf's default size and repetition count, with RAJAPerf's",
        "current checksum rule (`fpsem/kernels/checksum.py`).  RAJAPerf itself was not run here: each",
        "kernel's inputs, sizes, reps, bytes and FLOPs were checked against RAJAPerf's source (its spec's",
        "`notes` name the files); the checksum rule follows shared/KERNELS.md (the newest",
        "`DataUtils.cpp` the project could read has an older rule, so the rule itself was not checked).",
        "RAJAPerf calls checksums equal at relative difference 1e-10.",
        f"Run of {result['date']} on {result['host']}.",
        "",
        "| kernel | group | what | default size | reps | checksum (strict f64) |",
        "|---|---|---|---|---|---|",
    ]
    for r in result["kernels"]:
        size = " ".join(f"{k}={v}" for k, v in r["size_params"].items())
        derived = {k: v for k, v in r["sizes"].items() if k not in r["size_params"]}
        if derived:
            size += " (" + " ".join(f"{k}={v}" for k, v in derived.items()) + ")"
        what = r["description"].replace("|", "\\|")
        lines.append(f"| {r['name']} | {r['group']} | {what} | {size} | {r['reps']} | {r['checksum']} |")
    lines += ["", "LTIMES runs at RAJAPerf's defaults nd/ng/nm = 64/32/25 (nz = 488, problem size "
              "64·32·488 = 999,424), the sizes the Rust study ran, also named `rust`.  The size set `nd6` "
              "(nd = 6) is fpsem's earlier, wrong default, kept to reproduce results measured with it: "
              "`fpsem run --kernel ltimes --size-set nd6`.", ""]
    return "\n".join(lines)


def replace_section(text: str, section: str) -> str:
    """``text`` with its ``## Kernels`` section replaced (or inserted before "## Where things live")."""
    lines = text.splitlines()
    start = next((i for i, l in enumerate(lines) if l.strip() == SECTION), None)
    new = section.rstrip("\n").splitlines() + [""]
    if start is None:
        at = next((i for i, l in enumerate(lines) if l.startswith("## Where things live")), len(lines))
        return "\n".join(lines[:at] + new + lines[at:]) + "\n"
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    return "\n".join(lines[:start] + new + lines[end:]) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kernels", help="comma-separated kernel keys (default: every RAJAPerf kernel of the suite)")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"results file (default {DEFAULT_OUT})")
    ap.add_argument("--update-readme", action="store_true", help="rewrite README.md's '## Kernels' section")
    args = ap.parse_args(argv)
    if args.kernels:
        keys = [k.strip() for k in args.kernels.split(",") if k.strip()]
    else:
        keys = [k for k in kernel_names() if load_kernel(k).spec.group in RAJAPERF_GROUPS]
    host = host_machine_spec()
    result = {
        "what": "RAJAPerf checksums of fpsem's kernels: strict profile, f64, rajaperf inputs, default sizes and reps",
        "how": "computed on this CPU by fpsem's host runner (llvmlite JIT, O3); seconds are measured wall times",
        "date": datetime.date.today().isoformat(),
        "host": f"{host.cpu} ({platform.machine()}, {platform.system()})",
        "llvm": llvm_version(),
        "fpsem": __version__,
        "kernels": run_suite(keys),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {args.out}")
    if args.update_readme:
        README.write_text(replace_section(README.read_text(), readme_section(result)))
        print(f"updated the '{SECTION}' section of {README}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
