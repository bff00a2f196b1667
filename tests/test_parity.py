"""The command line and the Python API are one front end: each command run both ways gives the same result.

Every ``fpsem`` command runs in-process through :func:`fpsem.cli.main` and through its
:mod:`fpsem.api` function, on a built-in kernel (``daxpy``) and on a kernel imported from clang's
CUDA output (``tests/data/import/cuda_sm86.ll``, which has no ``rajaperf`` input set: the input-set
fallback is exercised); the two results are compared -- checksums, metrics, errors, files written --
and so are failures: the same one-line message and exit code.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import fpsem
from fpsem.cli import main
from fpsem.cli.accuracy import json_safe
from fpsem.core.errors import FpsemError

DATA = Path(__file__).parent / "data"
SOURCE = DATA / "import" / "cuda_sm86.ll"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    """A private cache, and the CUDA daxpy imported once (the kernel both paths run)."""
    root = tmp_path_factory.mktemp("parity")
    mp = pytest.MonkeyPatch()
    mp.setenv("FPSEM_CACHE", str(root / "cache"))
    (imported,) = fpsem.import_kernel(SOURCE, root / "imported", entries=["daxpy"])
    yield {"root": root, "imported": str(imported.spec_path)}
    mp.undo()


@pytest.fixture(params=["builtin", "imported"])
def kernel(request, env):
    return "daxpy" if request.param == "builtin" else env["imported"]


def cli(capsys, *argv) -> tuple[int, str, str]:
    try:
        code = main([str(a) for a in argv])
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 2
    cap = capsys.readouterr()
    return code, cap.out, cap.err


def as_json(obj):
    """What ``print_json`` makes of a value: JSON with anything else as its string."""
    return json.loads(json.dumps(obj, default=str))


def same_failure(capsys, argv, call):
    """The command and the function fail alike: one line, the same message, the same exit code."""
    code, _, err = cli(capsys, *argv)
    with pytest.raises(FpsemError) as e:
        call()
    assert (code, err) == (e.value.exit_code, f"fpsem: error: {e.value}\n"), (argv, err)
    return e.value


# ---------------------------------------------------------------- listing and importing


def test_profiles_kernels_targets(capsys, env):
    code, out, _ = cli(capsys, "profiles", "--json")
    assert code == 0 and json.loads(out) == as_json([x.to_json() for x in fpsem.list_profiles()])
    folder = Path(env["imported"]).parent
    code, out, _ = cli(capsys, "kernels", "--json", "--dir", folder)
    listed = fpsem.list_kernels([folder])
    assert code == 0 and json.loads(out) == as_json([x.to_json() for x in listed])
    assert any(x.source.startswith("--dir") for x in listed)
    code, out, _ = cli(capsys, "targets", "--json")
    assert code == 0 and json.loads(out) == as_json([t.summary() for t in fpsem.list_targets()])


def test_import(capsys, tmp_path):
    code, out, _ = cli(capsys, "import", SOURCE, "--entry", "daxpy", "--size", "N=4096", "-o", tmp_path / "cli")
    assert code == 0 and "daxpy" in out
    (x,) = fpsem.import_kernel(SOURCE, tmp_path / "api", entries=["daxpy"], sizes={"N": 4096})
    cli_files = sorted(p.name for p in (tmp_path / "cli").iterdir())
    assert cli_files == sorted(p.name for p in (tmp_path / "api").iterdir()) == sorted(
        p.name for p in [x.spec_path, *x.written.ir_paths])
    for name in cli_files:
        assert (tmp_path / "cli" / name).read_text() == (tmp_path / "api" / name).read_text(), name


# ---------------------------------------------------------------- modules


def ir_file(kernel: str) -> Path:
    """The kernel's f64 IR file (what ``rewrite`` and ``validate`` take)."""
    if kernel == "daxpy":
        return Path(next(x for x in fpsem.list_kernels() if x.kernel.spec.key == "daxpy").kernel.ir_paths["f64"])
    return Path(kernel).with_name("daxpy.f64.ll")


def test_rewrite_list_sites_validate(capsys, kernel, tmp_path):
    src = ir_file(kernel)
    code, _, _ = cli(capsys, "rewrite", src, "-p", "algebraic", "-o", tmp_path / "out.ll")
    assert code == 0
    assert (tmp_path / "out.ll").read_bytes() == fpsem.rewrite(src, "algebraic").text.encode("utf-8", "surrogateescape")
    code, out, _ = cli(capsys, "rewrite", src, "--list-sites", "--json")
    assert code == 0 and json.loads(out) == as_json([s.to_json() for s in fpsem.list_sites(src)])
    code, out, _ = cli(capsys, "validate", "--json", tmp_path / "out.ll")
    assert code == 0 and json.loads(out)["total"] == len(fpsem.validate(tmp_path / "out.ll")) == 0
    fast = fpsem.rewrite(src, "fast", allow_ub=True).text
    (tmp_path / "fast.ll").write_text(fast)
    code, out, _ = cli(capsys, "validate", "--json", tmp_path / "fast.ll")
    found = fpsem.validate(tmp_path / "fast.ll")
    assert code == 1 and found and [f["line"] for f in json.loads(out)["files"][0]["findings"]] == [f.line for f in found]


# ---------------------------------------------------------------- compile, run, accuracy


def test_compile(capsys, kernel):
    argv = ["compile", "-k", kernel, "-t", "h100,host", "-p", "contract", "--model", "--json"]
    code, out, _ = cli(capsys, *argv)
    assert code == 0
    built = fpsem.compile_many(kernel, "h100,host", "contract", model=True)
    drop = ("cached", "output")
    got = [{k: v for k, v in r.items() if k not in drop} for r in json.loads(out)]
    assert got == [{k: v for k, v in r.items() if k not in drop} for r in as_json([b.to_json() for b in built])]
    assert {r["target"] for r in got} == {"h100", "host"} and all(r["ok"] for r in got)
    assert next(r for r in got if r["target"] == "h100")["model"]["label"] == "modelled"


def test_run(capsys, kernel):
    code, out, _ = cli(capsys, "run", "-k", kernel, "-p", "contract", "--size-set", "small", "--reps", "3", "--json")
    assert code == 0
    rec = json.loads(out)
    r = fpsem.run(kernel, "contract", size_set="small", reps=3)
    assert rec["checksum"] == float(r.checksum) and rec["checksum_text"] == r.record()["checksum_text"]
    assert (rec["inputs"], rec["sizes"], rec["reps"], rec["runner"]) == (r.input_set, dict(r.sizes), 3, "host")
    # the input-set fallback: RAJAPerf's inputs where the kernel has them, random ones for the imported kernel
    assert r.input_set == ("rajaperf" if kernel == "daxpy" else "random")
    assert rec["finite"] == r.finite.to_dict()


def test_accuracy(capsys, kernel):
    argv = ["accuracy", "-k", kernel, "-p", "contract,algebraic", "-t", "mi250x", "--json"]
    code, out, _ = cli(capsys, *argv)
    assert code == 0
    rep = fpsem.evaluate_accuracy(kernel, "contract,algebraic", target="mi250x")
    got, want = json.loads(out), as_json(json_safe(rep.to_dict()))
    got["reference"].pop("cached"), want["reference"].pop("cached")  # the second computation reads the first's
    assert got == want
    assert [v["profile"] for v in got["variants"]] == ["strict", "contract", "algebraic"]
    assert got["inputs"] == "random" and got["how"].startswith("emulated")


# ---------------------------------------------------------------- sweep and its results


@pytest.fixture(scope="module")
def sweeps(env):
    """The same sweep through the command and the function, into two databases."""
    root = env["root"]
    axes = dict(kernels=f"daxpy,{env['imported']}", profiles="strict,contract", targets="host,h100",
                precisions="f64")
    argv = ["sweep", "--kernels", axes["kernels"], "--profiles", axes["profiles"], "--targets", axes["targets"],
            "--precisions", "f64", "--jobs", "1", "--db", root / "cli.sqlite"]
    code = main([str(a) for a in argv])
    summary = fpsem.run_sweep(root / "api.sqlite", jobs=1, **axes)
    return code, summary, root / "cli.sqlite", root / "api.sqlite"


def _cells(db):
    out = {}
    for r in fpsem.open_results(db).to_records():
        out[(r["kernel"], r["kernel_hash"], r["profile"], r["target"], r["precision"], r["inputs"])] = (
            r["status"], r["max_ulp"], r["modelled_s"], r["speedup_source"], r["accuracy_source"],
            {s: v["status"] for s, v in r["stages"].items()})
    return out


def test_sweep(sweeps):
    code, summary, cli_db, api_db = sweeps
    assert code == 0 and summary.done == 8 and not summary.failed
    assert _cells(cli_db) == _cells(api_db) and len(_cells(api_db)) == 8


def test_export_and_report(capsys, sweeps, tmp_path):
    _, _, db, _ = sweeps
    for fmt in ("csv", "json"):
        code, out, _ = cli(capsys, "export", "--db", db, "--format", fmt)
        assert code == 0 and out == fpsem.export_results(db, fmt)
    code, out, _ = cli(capsys, "report", "--db", db, "-o", tmp_path / "cli")
    assert code == 0 and "report:" in out
    written = fpsem.write_report(db, tmp_path / "api")
    assert sorted(p.name for p in (tmp_path / "cli" / "figures").iterdir()) == sorted(p.name for p in written.figures)
    md_cli = (tmp_path / "cli" / "report.md").read_text()
    md_api = written.markdown.read_text()
    assert md_cli.splitlines()[2:] == md_api.splitlines()[2:] or md_cli.count("\n") == md_api.count("\n")


# ---------------------------------------------------------------- searches


def test_bisect_and_tune(capsys, env, tmp_path):
    db = tmp_path / "s.sqlite"
    # the imported kernel has no rajaperf inputs: both paths fall back to random ones
    code, out, _ = cli(capsys, "bisect", "-k", env["imported"], "--good", "strict", "--bad", "contract",
                       "-c", "checksum", "--db", db, "-q", "--json")
    assert code == 0
    r = fpsem.bisect(env["imported"], "strict", "contract", "checksum", db=tmp_path / "t.sqlite")
    got = json.loads(out)
    assert got["culprits"] == as_json(r.to_json())["culprits"] and got["culprits"]
    code, out, _ = cli(capsys, "tune", "-k", "daxpy", "-t", "h100", "--budget", "max-ulp<=1", "--max-variants", "40",
                       "--db", db, "-q", "--json")
    assert code in (0, 1)
    t = as_json(fpsem.tune("daxpy", "max-ulp<=1", target="h100", max_variants=40, db=tmp_path / "t.sqlite").to_json())
    got = json.loads(out)
    for key in ("budget", "total_pairs", "flagged_pairs", "within_budget", "held_out"):
        assert got[key] == t[key], key


# ---------------------------------------------------------------- failures


@pytest.mark.parametrize("argv,call", [
    (["run", "-k", "nope"], lambda: fpsem.run("nope")),
    (["run", "-k", "dot", "-t", "mi250x"], lambda: fpsem.run("dot", target="mi250x")),
    (["run", "-k", "dot", "-t", "h100", "--runner", "host"], lambda: fpsem.run("dot", target="h100", runner="host")),
    (["run", "-k", "dot", "-p", "fast"], lambda: fpsem.run("dot", "fast")),
    (["run", "-k", "daxpy", "--size", str(2 ** 62)], lambda: fpsem.run("daxpy", size=2 ** 62)),
    (["run", "-k", "daxpy", "--param", f"N={2 ** 62}"], lambda: fpsem.run("daxpy", sizes={"N": 2 ** 62})),
    (["run", "-k", "pi_reduce", "--inputs", "special"], lambda: fpsem.run("pi_reduce", inputs="special")),
    (["accuracy", "-k", "daxpy", "-p", "strict", "--sample", "0"],
     lambda: fpsem.evaluate_accuracy("daxpy", "strict", sample=0)),
    (["accuracy", "-k", "daxpy", "-p", "nosuch"], lambda: fpsem.evaluate_accuracy("daxpy", "nosuch")),
    (["compile", "-k", "fir", "-t", "h300", "-p", "strict"], lambda: fpsem.compile_many("fir", "h300", "strict")),
    (["compile", "-k", "fir", "-t", "h100", "-p", "strict", "--precision", "f16"],
     lambda: fpsem.compile_many("fir", "h100", "strict", "f16")),
    (["bisect", "-k", "daxpy", "--good", "strict", "--bad", "contract", "-c", "speedup>2", "-t", "host",
      "--objective", "modelled"],
     lambda: fpsem.bisect("daxpy", "strict", "contract", "speedup>2", objective="modelled")),
    (["sweep", "--kernels", "nope", "--db", "x.sqlite"], lambda: fpsem.run_sweep("x.sqlite", kernels="nope")),
    (["export", "--db", str(SOURCE), "--format", "csv"], lambda: fpsem.export_results(SOURCE, "csv")),
    (["profiles", "nosuch"], lambda: fpsem.list_profiles(["nosuch"])),
    (["validate", str(DATA / "nosuch.ll")], lambda: fpsem.validate(DATA / "nosuch.ll")),
])
def test_failures_are_the_same_both_ways(capsys, env, argv, call):
    same_failure(capsys, argv, call)
