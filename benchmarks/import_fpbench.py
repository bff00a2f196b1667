"""Import a whole FPBench file and sweep it: how long `fpsem import F.fpcore -o D && fpsem sweep -k D/...` takes.

Runs the two commands as a user would (subprocesses of this interpreter, fresh cache and
database in a temporary directory) and times each with the wall clock, then counts the
sweep's cells from its database.  Default: FPTaylor's real2float suite (21 FPCores, copied
from FPBench into tests/data/fpbench), profiles strict, contract, algebraic, afn, every target,
f64 and f32, the `random` input set (points drawn from each FPCore's precondition).

    .venv/bin/python benchmarks/import_fpbench.py [--file F.fpcore] [--profiles ...] [--jobs N]

Prints a table and writes benchmarks/results/import_fpbench.json.  Timings are measured
wall-clock times on the machine it runs on (the lead's 2-core development machine for the
figure in the README); nothing here is a test.
"""

from __future__ import annotations

import argparse
import datetime as dt_mod
import json
import os
import platform
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FILE = ROOT / "tests" / "data" / "fpbench" / "fptaylor-real2float.fpcore"


def _timed(cmd: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess]:
    t0 = time.perf_counter()
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    return time.perf_counter() - t0, p


def _cell_counts(db: Path) -> dict[str, int]:
    """Cells by status from the sweep database (whatever the schema calls its status column)."""
    con = sqlite3.connect(db)
    try:
        tables = [r[0] for r in con.execute("select name from sqlite_master where type='table'")]
        for t in tables:
            cols = [r[1] for r in con.execute(f"pragma table_info({t})")]
            if "status" in cols and ("cell" in t or "cells" in t):
                return dict(con.execute(f"select status, count(*) from {t} group by status").fetchall())
        return {}
    finally:
        con.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--file", type=Path, default=DEFAULT_FILE)
    ap.add_argument("--profiles", default="strict,contract,algebraic,afn")
    ap.add_argument("--targets", default="all")
    ap.add_argument("--precisions", default="all")
    ap.add_argument("--jobs", type=int, default=0, help="sweep worker processes (default: one per core)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "import_fpbench.json")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fpsem-import-bench-") as tmp:
        tmpd = Path(tmp)
        env = dict(os.environ, PYTHONPATH=str(ROOT), FPSEM_CACHE=str(tmpd / "cache"))
        fpsem = [sys.executable, "-m", "fpsem"]
        t_import, p = _timed(fpsem + ["import", str(args.file), "-o", str(tmpd / "k")], env)
        if p.returncode != 0:
            print(p.stderr, file=sys.stderr)
            return p.returncode
        specs = sorted((tmpd / "k").glob("*.toml"))
        sweep = fpsem + ["sweep", "-k", ",".join(map(str, specs)), "-p", args.profiles, "-t", args.targets,
                         "--precisions", args.precisions, "--db", str(tmpd / "s.sqlite")]
        if args.jobs:
            sweep += ["--jobs", str(args.jobs)]
        t_sweep, s = _timed(sweep, env)
        last = (s.stdout.strip().splitlines() or [""])[-1]
        counts = _cell_counts(tmpd / "s.sqlite") if (tmpd / "s.sqlite").exists() else {}
    result = {
        "when": dt_mod.datetime.now(dt_mod.UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.node()} ({os.cpu_count()} cores, {platform.processor() or platform.machine()})",
        "how": "measured: wall clock of the two commands as subprocesses, fresh cache and database",
        "file": str(args.file.relative_to(ROOT) if args.file.is_relative_to(ROOT) else args.file),
        "kernels": len(specs),
        "profiles": args.profiles, "targets": args.targets, "precisions": args.precisions,
        "import_s": round(t_import, 2),
        "sweep_s": round(t_sweep, 2),
        "sweep_exit": s.returncode,
        "sweep_summary": last,
        "cells_by_status": counts,
    }
    print(f"{'step':<8} {'seconds':>8}  what")
    print(f"{'import':<8} {t_import:>8.2f}  {len(specs)} kernels from {result['file']}")
    print(f"{'sweep':<8} {t_sweep:>8.2f}  {last}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {args.out}")
    return 0 if s.returncode == 0 else s.returncode


if __name__ == "__main__":
    sys.exit(main())
