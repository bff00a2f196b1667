"""Real kernels end to end, as a new user runs them: import -> validate -> accuracy -> compile -> bisect.

The corpus (``tests/data/corpus``, see its README): RAJAPerf's own CUDA kernels compiled to IR by
fpsem's source path (``tools/rajaperf_corpus.py``), Rust kernels over slices compiled by rustc, and
FPBench's FPCore benchmarks.  Every
kernel goes through the command line in this process, with default choices only (no ``--arg``,
no ``--size``):

1. ``fpsem import FILE --entry E``: a refusal is recorded with its one-line reason;
2. ``fpsem validate`` of the imported f64 IR (no UB-capable construct may be in it);
3. ``fpsem accuracy -p strict,as-built,algebraic`` on the small size set (host, against mpmath);
4. ``fpsem compile`` strict and algebraic for the A2000, H100 and MI250X (PTX / AMDGCN, machine
   facts only: nothing runs on a GPU);
5. ``fpsem bisect --good strict --bad algebraic -c checksum`` on the host: the (site, flag)
   pairs that change the outputs ("not shown": algebraic leaves the outputs as strict's).

Writes ``benchmarks/results/corpus.json`` and ``corpus.md``: one row per kernel, the share that
went through with no manual override, and each refusal's reason.  Every figure is what this
run computed here (accuracy: measured on this CPU against mpmath; compile: code generation
only).

    python benchmarks/corpus.py [--only SUBSTR] [--limit N] [--out DIR] [--skip-bisect]
                                [--resume FILE,...] [--exclude SUBSTR,... --why TEXT]

``--resume`` takes the rows of earlier runs' ``corpus.json`` for the kernels they hold (a long run
continued, or split over processes); ``--exclude`` records the kernels it names as not run, with
``--why`` (they count as not passed).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import io
import json
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fpsem.cli import main as fpsem  # noqa: E402
from fpsem.kernels.importer import llvm_text  # noqa: E402
from fpsem.kernels.importer.llvm_import import entry_candidates, source_kind  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "corpus"
FPBENCH = ROOT / "tests" / "data" / "fpbench"
GPUS = ("a2000", "h100", "mi250x")


def entries() -> list[tuple[str, Path, str]]:
    """(group, file, entry) for every kernel of the corpus."""
    out = []
    for f in sorted((CORPUS / "rajaperf").glob("*.ll")):
        mod = llvm_text.load_module(f)
        out += [("rajaperf", f, e) for e in entry_candidates(mod, source_kind(mod))]
    for f in sorted((CORPUS / "rust").glob("*.ll")):
        mod = llvm_text.load_module(f)
        out += [("rust", f, e) for e in entry_candidates(mod, source_kind(mod))]
    for f in sorted(FPBENCH.glob("*.fpcore")):
        names = re.findall(r":name\s+\"([^\"]+)\"", f.read_text())
        out += [("fpbench", f, n) for n in names]
    return out


def call(*argv: str | Path) -> tuple[int, str, str]:
    """``fpsem ARGV`` in this process: exit code, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = fpsem([str(a) for a in argv])
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 2
    return code, out.getvalue(), err.getvalue()


def one_line(text: str) -> str:
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    msg = next((l for l in reversed(lines) if l.startswith("fpsem: ")), lines[-1] if lines else "")
    return msg.removeprefix("fpsem: ").removeprefix("error: ").replace(f"{ROOT}/", "")[:240]  # no checkout path


def run_kernel(group: str, src: Path, entry: str, work: Path, skip_bisect: bool) -> dict:
    row: dict = {"group": group, "file": src.name, "entry": entry}
    t0 = time.perf_counter()
    out = work / re.sub(r"\W", "_", f"{src.stem}_{entry}")[:80]
    code, so, se = call("import", src, "--entry", entry, "-o", out)
    if code != 0:
        row.update(status="refused" if code == 2 else "failed", stage="import", reason=one_line(se))
        return row
    spec = next(out.glob("*.toml"))
    row["kernel"] = spec.stem
    row["warnings"] = [l.strip().removeprefix("warning: ") for l in so.splitlines() if "warning:" in l]
    code, so, se = call("validate", out / f"{spec.stem}.f64.ll")
    if code != 0:
        row.update(status="failed", stage="validate", reason=one_line(se or so))
        return row
    code, so, se = call("accuracy", "-k", spec, "-p", "strict,as-built,algebraic", "--json")
    if code != 0:
        row.update(status="failed", stage="accuracy", reason=one_line(se))
        return row
    row["accuracy"] = _accuracy_summary(json.loads(so))
    row["compile"] = {}
    for gpu in GPUS:
        for prof in ("strict", "algebraic"):
            code, so, se = call("compile", "-k", spec, "-t", gpu, "-p", prof, "--json")
            row["compile"][f"{gpu}/{prof}"] = "ok" if code == 0 else one_line(se)
    if any(v != "ok" for v in row["compile"].values()):
        row.update(status="failed", stage="compile", reason=next(v for v in row["compile"].values() if v != "ok"))
        return row
    if not skip_bisect:
        code, so, se = call("bisect", "-k", spec, "--good", "strict", "--bad", "algebraic", "-c", "checksum", "-q",
                            "--json", "--db", work / "bisect.sqlite")
        if code == 0:
            r = json.loads(so)
            row["bisect"] = {"culprits": len(r.get("culprits", [])), "sites": r.get("culprit_sites", [])[:8],
                             "sources": sorted({c.get("source") or "-" for c in r.get("culprits", [])})[:8]}
        elif "do not show" in se:
            row["bisect"] = {"culprits": 0, "note": "algebraic leaves the outputs as strict's"}
        elif "nothing to bisect" in se:
            row["bisect"] = {"culprits": 0, "note": "no site that algebraic flags (no FP arithmetic)"}
        else:
            row.update(status="failed", stage="bisect", reason=one_line(se))
            return row
    row.update(status="passed", seconds=round(time.perf_counter() - t0, 1))
    return row


def _accuracy_summary(report: dict) -> dict:
    """profile -> the largest error in ulp over the outputs (``fpsem accuracy --json``'s ``overall.max_ulp``)."""
    out = {}
    for v in report.get("variants", []):
        ulp = v.get("overall", {}).get("max_ulp")
        out[v["profile"]] = ulp if ulp is not None else "-"
    return out


def write(rows: list[dict], out: Path, args: argparse.Namespace, seconds: float) -> None:
    out.mkdir(parents=True, exist_ok=True)
    passed = [r for r in rows if r["status"] == "passed"]
    refused = [r for r in rows if r["status"] == "refused"]
    failed = [r for r in rows if r["status"] == "failed"]
    not_run = [r for r in rows if r["status"] == "not run"]
    stamp = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    (out / "corpus.json").write_text(json.dumps({"when": stamp, "seconds": round(seconds), "rows": rows}, indent=1) + "\n")
    lines = [f"# The real-kernel corpus end to end ({stamp})", "",
             "`python benchmarks/corpus.py" + (f" --only {args.only}" if args.only else "")
             + (f" --exclude {args.exclude}" if args.exclude else "") + (" --resume ..." if args.resume else "")
             + (f" --limit {args.limit}" if args.limit else "") + ("  --skip-bisect" if args.skip_bisect else "")
             + f"`, {round(seconds)} s on this machine"
             + (" (this process; the resumed rows' runs took their own time)" if args.resume else "")
             + ".  Import with default choices only (no `--arg`, no `--size`); "
             "accuracy measured on this CPU against mpmath (small size set); compile = code generation for the "
             "GPUs, nothing run on them.", "",
             f"**{len(passed)} of {len(rows)} kernels ({100 * len(passed) / max(1, len(rows)):.0f} %) went through "
             f"every stage with no manual override**; {len(refused)} refused at import with a reason, "
             f"{len(failed)} failed at a later stage, {len(not_run)} not run.", ""]
    for g in ("rajaperf", "rust", "fpbench"):
        sub = [r for r in rows if r["group"] == g]
        if sub:
            lines.append(f"- {g}: {sum(r['status'] == 'passed' for r in sub)} of {len(sub)} passed, "
                         f"{sum(r['status'] == 'refused' for r in sub)} refused")
    lines += ["", "| kernel | file | status | strict / as-built / algebraic (max ulp) | bisect (checksum) | note |",
              "|---|---|---|---|---|---|"]
    for r in rows:
        acc = r.get("accuracy", {})
        accs = " / ".join(str(acc.get(p, "-")) for p in ("strict", "as-built", "algebraic")) if acc else "-"
        b = r.get("bisect", {})
        bis = (f"{b['culprits']} pair(s) {', '.join(b.get('sources', []))}" if b.get("culprits") else
               b.get("note", "-")) if b else "-"
        note = r.get("reason", "") if r["status"] != "passed" else "; ".join(r.get("warnings", []))[:120]
        lines.append(f"| {r.get('kernel', r['entry'])} | {r['file']} | {r['status']}"
                     f"{' at ' + r['stage'] if r['status'] != 'passed' else ''} | {accs} | {bis} | "
                     f"{note.replace('|', '/')} |")
    (out / "corpus.md").write_text("\n".join(lines) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="kernels whose file or entry contains this text")
    ap.add_argument("--limit", type=int, help="the first N kernels only")
    ap.add_argument("--skip-bisect", action="store_true")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    ap.add_argument("--resume", default="", help="comma-separated corpus.json files whose rows are kept")
    ap.add_argument("--exclude", default="", help="comma-separated texts: kernels whose file or entry contains one "
                                                  "are recorded as not run")
    ap.add_argument("--why", default="excluded from this run", help="the reason recorded for --exclude")
    args = ap.parse_args(argv)
    todo = [e for e in entries() if not args.only or args.only in f"{e[1].name} {e[2]}"][:args.limit]
    done: dict[tuple[str, str], dict] = {}
    for f in filter(None, args.resume.split(",")):
        for r in json.loads(Path(f).read_text())["rows"]:
            if r.get("status") != "not run":
                done[(r["file"], r["entry"])] = r
    excluded = [x for x in args.exclude.split(",") if x]
    rows = []
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fpsem-corpus-") as tmp:
        for i, (group, src, entry) in enumerate(todo, 1):
            if (src.name, entry) in done:
                row = done[(src.name, entry)]
            elif any(x in f"{src.name} {entry}" for x in excluded):
                row = {"group": group, "file": src.name, "entry": entry, "status": "not run", "stage": "-",
                       "reason": args.why}
            else:
                row = run_kernel(group, src, entry, Path(tmp), args.skip_bisect)
            rows.append(row)
            print(f"[{i}/{len(todo)}] {src.name} {entry}: {row['status']}"
                  f"{' at ' + row['stage'] + ': ' + row.get('reason', '') if row['status'] != 'passed' else ''}",
                  file=sys.stderr, flush=True)
            write(rows, args.out, args, time.perf_counter() - t0)  # kept current: a long run can be read as it goes
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
