"""Content identity: every input a result depends on is part of its key; change one and it is recomputed.

One test per input of the identity list (issue 11), each on throw-away copies: the kernel's spec and IR,
the profile, the site set, the whole target entry, precision, sizes, the input set, the math library
files, the LLVM version and fpsem's own source.  Then: same-name kernels never share a cell, a host
cell builds each of its variants once, every backend passes the same conformance test, and the package
imports without a cycle.
"""

from __future__ import annotations

import ast
import json
import shutil
from pathlib import Path

import pytest
from kernelkit import write_kernel

import fpsem.compiler.build as B
import fpsem.compiler.variant as V
import fpsem.core.identity as I
from fpsem.compiler.backends import BACKENDS
from fpsem.compiler.build import build
from fpsem.compiler.cache import BuildCache
from fpsem.compiler.targets import load_target_file, load_targets, resolve_target
from fpsem.compiler.variant import describe_variant
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.registry import kernel_names, load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.results.store import open_store

ROOT = Path(__file__).resolve().parent.parent
TARGETS = load_targets()

SQUARE = """define void @sq_main(i64 %i, ptr %w, ptr %x) {
  %p = getelementptr double, ptr %x, i64 %i
  %v = load double, ptr %p
  %s = fmul double %v, %v
  %t = fadd double %s, %v
  %q = getelementptr double, ptr %w, i64 %i
  store double %t, ptr %q
  ret void
}
"""


def _f32(text: str) -> str:
    return text.replace("double", "float")


@pytest.fixture
def user(tmp_path):
    """A user kernel, profile and target file, each a throw-away copy."""
    kdir = tmp_path / "k"
    spec = write_kernel(kdir, "sq", {"f64": SQUARE, "f32": _f32(SQUARE)})
    prof = tmp_path / "mine.toml"
    prof.write_text('description = "mine"\nflags = ["contract"]\n')
    tgt = tmp_path / "card.toml"
    h100 = (ROOT / "fpsem/data/targets.toml").read_text().split("[h100]")[1].split("\n[h200]")[0]
    tgt.write_text("[card]" + h100.replace("[h100.figures]", "[card.figures]"))
    return spec, prof, tgt


def _key(spec: Path, prof: Path, tgt: Path, precision="f64", size="default", sites=None, inputs=None) -> str:
    (target,) = load_target_file(tgt)
    return describe_variant(load_kernel(str(spec)), precision, resolve_profile(str(prof)), target, size,
                            sites=sites, inputs=inputs).key


def test_each_input_of_the_identity_changes_the_key(user, monkeypatch):
    spec, prof, tgt = user
    base = _key(*user)
    assert _key(*user) == base  # stable

    changed = {}
    ir = spec.with_name("sq.f64.ll")
    ir.write_text(ir.read_text() + "; an edit\n")
    changed["kernel IR"] = _key(*user)
    ir.write_text(SQUARE)
    spec.write_text(spec.read_text().replace("N = 64", "N = 65"))
    changed["kernel spec (sizes)"] = _key(*user)
    spec.write_text(spec.read_text().replace("N = 65", "N = 64"))
    assert _key(*user) == base
    prof.write_text('description = "mine"\nflags = ["contract", "nsz"]\n')
    changed["profile flags"] = _key(*user)
    prof.write_text('description = "mine"\nflags = ["contract"]\n[only_on]\ncontract = ["fadd"]\n')
    changed["profile restrictions"] = _key(*user)
    prof.write_text('description = "mine"\nflags = ["contract"]\n')
    changed["site set"] = _key(*user, sites=("@sq_main#0",))
    tgt.write_text(tgt.read_text().replace("value = 3350.0", "value = 3000.0"))
    changed["target figure"] = _key(*user)
    tgt.write_text(tgt.read_text().replace("value = 3000.0", "value = 3350.0"))
    assert _key(*user) == base
    changed["precision"] = _key(*user, precision="f32")
    changed["sizes"] = _key(*user, size="small")
    changed["input set"] = _key(*user, inputs="special")
    with monkeypatch.context() as m:
        m.setattr(V, "llvm_version", lambda: "99.0.0")
        changed["LLVM version"] = _key(*user)
    with monkeypatch.context() as m:
        m.setattr(V, "package_source_hash", lambda: "another fpsem")
        changed["fpsem source"] = _key(*user)
    assert len(set(changed.values()) | {base}) == len(changed) + 1, changed


def test_the_math_library_files_are_part_of_the_key(tmp_path, monkeypatch):
    from fpsem.compiler.mathlib import find_libdevice

    try:
        lib = find_libdevice()
    except Exception as e:  # noqa: BLE001
        pytest.fail(f"libdevice is needed for this test: {e}")
    planck = load_kernel("planckian")
    v = lambda: describe_variant(planck, "f32", resolve_profile("strict"), TARGETS["a2000"])  # noqa: E731
    base = v().key
    copy = tmp_path / "libdevice.10.bc"
    shutil.copy(lib, copy)
    monkeypatch.setenv("FPSEM_LIBDEVICE", str(copy))
    assert v().key == base  # same bytes, same key
    with open(copy, "ab") as f:
        f.write(b"\0")  # other bytes: another library
    assert v().key != base


def test_package_source_hash_is_computed_from_every_module(tmp_path):
    pkg = tmp_path / "fpsem"
    shutil.copytree(ROOT / "fpsem", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    before = I.package_source_hash(str(pkg))
    flags = pkg / "ir/flags.py"  # a module the old hand-kept list left out
    flags.write_text(flags.read_text() + "\n# an edit\n")
    assert I.package_source_hash.__wrapped__(str(pkg)) != before
    data = pkg / "data/targets.toml"
    data.write_text(data.read_text() + "\n")
    assert I.package_source_hash.__wrapped__(str(pkg)) not in (before,)


def test_a_changed_input_recompiles_and_an_unchanged_one_hits_the_cache(user, tmp_path):
    spec, prof, tgt = user
    cache = BuildCache(tmp_path / "cache")
    (target,) = load_target_file(tgt)

    def go():
        return build(describe_variant(load_kernel(str(spec)), "f64", resolve_profile(str(prof)), target), cache)

    first = go()
    assert first.ok and not first.cached
    assert go().cached
    tgt.write_text(tgt.read_text().replace("value = 3350.0", "value = 3000.0"))
    (target,) = load_target_file(tgt)
    again = go()
    # a new figure is a new variant (its model and cells are recomputed), but the machine code is the same
    # artifact: found by content, not compiled again
    assert again.key != first.key and again.artifact == first.artifact and again.cached
    ir = spec.with_name("sq.f64.ll")
    ir.write_text(SQUARE.replace("fadd double %s, %v", "fsub double %s, %v"))
    edited = go()
    assert not edited.cached and edited.artifact != first.artifact


def _sweep(cli, db, *args):
    r = cli("sweep", "--db", db, "--targets", "host,h100", "--precisions", "f64", "--runners", "host,model",
            "--jobs", "1", *args)
    assert r.code == 0, r.err
    return r


@pytest.mark.slow
def test_sweep_recomputes_when_a_target_figure_or_the_kernel_changes(cli, user, tmp_path):
    spec, prof, tgt = user
    db = tmp_path / "s.sqlite"
    r = _sweep(cli, db, "--kernels", spec, "--profiles", f"strict,{prof}", "--targets", f"host,{tgt}")
    assert "0 already stored, 4 done" in r.out
    r = _sweep(cli, db, "--kernels", spec, "--profiles", f"strict,{prof}", "--targets", f"host,{tgt}")
    assert "4 already stored, 0 done" in r.out
    tgt.write_text(tgt.read_text().replace("value = 3350.0", "value = 1000.0"))
    r = _sweep(cli, db, "--kernels", spec, "--profiles", f"strict,{prof}", "--targets", f"host,{tgt}")
    assert "2 already stored, 2 done" in r.out  # the card's cells are new; the host's stand
    with open_store(db) as store:
        card = [c for c in store.cells() if c.key.target == "card"]
    assert len(card) == 4 and len({c.identity["target"] for c in card}) == 2  # the old figure's and the new
    assert all(c.stage("model").status == "ok" for c in card)
    from fpsem.results.analysis import current_cells

    with open_store(db) as store:
        current, superseded = current_cells(store.cells())
    assert superseded == 2 and len(current) == 4


@pytest.mark.slow
def test_same_name_kernels_of_different_content_never_share_a_cell(cli, tmp_path):
    a = write_kernel(tmp_path / "a", "exp1x", {"f64": SQUARE.replace("sq_", "exp1x_")})
    b = write_kernel(tmp_path / "b", "exp1x", {"f64": SQUARE.replace("sq_", "exp1x_").replace("fadd", "fsub")})
    db = tmp_path / "s.sqlite"
    r = _sweep(cli, db, "--kernels", f"{a},{b}", "--profiles", "strict,contract", "--targets", "host")
    assert "4 done" in r.out
    with open_store(db) as store:
        cells = store.cells()
    assert len(cells) == 4 and len({c.kernel_hash for c in cells}) == 2
    from fpsem.results.analysis import points

    labels = {p.kernel for p in points(cells)}
    assert len(labels) == 2 and all(lbl.startswith("exp1x [") for lbl in labels)
    out = tmp_path / "x.json"
    r = cli("export", "--db", db, "--format", "json", "-o", out)
    assert r.code == 0, r.err
    records = json.loads(out.read_text())
    records = records["cells"] if isinstance(records, dict) else records
    assert len({(rec.get("kernel_hash"), rec["profile"]) for rec in records}) == 4
    r = cli("report", "--db", db, "-o", tmp_path / "rep")
    assert r.code == 0, r.err
    md = (tmp_path / "rep/report.md").read_text()
    for lbl in labels:
        assert lbl in md


@pytest.mark.slow
def test_a_host_cell_builds_each_variant_once(tmp_path, monkeypatch):
    from fpsem.sweep.plan import SweepConfig
    from fpsem.sweep.stages import default_pipeline
    from fpsem.sweep.suite import SweepRequest

    monkeypatch.setenv("FPSEM_CACHE", str(tmp_path / "cache"))  # empty: the test counts what is built
    built: list[str] = []
    real_finish = B.finish
    monkeypatch.setattr(B, "finish", lambda v, p: (built.append(f"{v.profile.name}@{v.sizes_map['N']}"), real_finish(v, p))[1])
    req = SweepRequest((load_kernel("fir"),), (resolve_profile("contract"), resolve_profile("strict")),
                       (resolve_target("host"),), ("f64",), ("random",), SweepConfig(runners=("host",)))
    contract, strict = req.cells()
    events: list[dict] = []
    default_pipeline()(contract, events.append)
    stages = {e["record"]["stage"]: e["record"]["status"] for e in events if e["kind"] == "stage"}
    assert stages["run"] == "ok" and stages["accuracy"] == "ok", events
    # the variant at the sweep's size (compiled, then JIT-ed as built by the run stage), strict at that size
    # (the run's side-by-side baseline) and the variant at the accuracy size: each built once
    from fpsem.accuracy.sampling import accuracy_overrides

    spec = load_kernel("fir").spec
    small = resolve_sizes(spec, "small", accuracy_overrides(spec.sizes, "small"))["N"]  # the accuracy sample's N
    default = resolve_sizes(spec, "default")["N"]
    assert sorted(built) == sorted([f"contract@{default}", f"contract@{small}", f"strict@{default}"])
    built.clear()
    default_pipeline()(strict, events.append)
    assert built == [f"strict@{small}"]  # strict at the sweep's size was built for the baseline already


@pytest.mark.parametrize("kind", sorted(BACKENDS))
@pytest.mark.slow
def test_every_backend_builds_every_kernel_strict_clean_with_metrics(kind, tmp_path):
    target = next(t for t in TARGETS.values() if t.kind == kind)
    cache = BuildCache(tmp_path)
    variants = [describe_variant(load_kernel(k), "f64", resolve_profile("strict"), target) for k in kernel_names()]
    out = B.build_many(variants, cache, workers=0)
    for v in out:
        assert v.ok, f"{v.name}: {v.failure}"
        assert not v.ub_findings, v.name
        assert v.metrics is not None and v.metrics.instructions > 0, v.name
        assert v.asm and (v.object is not None or kind == "nvptx"), v.name


def _imports(root: Path) -> dict[str, set[str]]:
    """Module -> the fpsem modules it imports anywhere in its body (functions included; not typing-only)."""
    mods: dict[str, Path] = {}
    for f in (root / "fpsem").rglob("*.py"):
        parts = list(f.relative_to(root).with_suffix("").parts)
        mods[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = f
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for m, f in mods.items():
        tree = ast.parse(f.read_text())
        typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                       and getattr(node.test, "id", "") == "TYPE_CHECKING" for n in ast.walk(node)}
        for node in ast.walk(tree):
            if id(node) in typing_only or not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                base = m.split(".") if f.name == "__init__.py" else m.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)] if node.level else []
                pkg = ".".join(base + [node.module] if node.module else base) if node.level else (node.module or "")
                names = [f"{pkg}.{a.name}" if f"{pkg}.{a.name}" in mods else pkg for a in node.names]
            for n in names:
                while n not in mods and "." in n:
                    n = n.rsplit(".", 1)[0]
                if n in mods and n != m and n.startswith("fpsem"):
                    graph[m].add(n)
    return graph


@pytest.mark.slow
def test_the_package_imports_without_a_cycle():
    graph = _imports(ROOT)
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        path.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                pytest.fail("import cycle: " + " -> ".join(path[path.index(n):] + [n]))
            if n not in state:
                visit(n)
        path.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)


@pytest.mark.slow
def test_a_user_target_file_works_wherever_a_target_name_does(cli, user, tmp_path):
    spec, prof, tgt = user
    r = cli("compile", "-k", "fir", "-t", tgt, "-p", "contract", "--model", "--json")
    assert r.code == 0, r.err
    (rec,) = json.loads(r.out)
    assert rec["target"] == "card" and rec["ok"] and rec["model"]
    r = cli("accuracy", "-k", "fir", "-p", "contract", "-t", tgt)
    assert r.code == 0 and "emulated" in r.out, r.err
    bad = tmp_path / "bad.toml"
    bad.write_text('[x]\nkind = "tpu"\n')
    r = cli("compile", "-k", "fir", "-t", bad, "-p", "strict")
    assert r.code == 2 and r.err.count("\n") == 1 and "bad.toml" in r.err
