"""Bisection and tuning on kernels with planted culprits (known answers), per-site profiles, resume."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from kernelkit import write_kernel

from fpsem.compiler.targets import load_targets, resolve_target
from fpsem.core.errors import ProfileError, UsageError
from fpsem.fastmath.profiles import load_profile_file, resolve_profile
from fpsem.fastmath.rewrite import rewrite_module
from fpsem.fastmath.siteflags import ir_hash_of_text, per_site_profile, profile_toml
from fpsem.kernels.registry import load_kernel
from fpsem.search.bisect import Search, bisect, kernel_sites
from fpsem.search.criteria import Criterion, parse_criterion
from fpsem.search.probe import Prober, ProbeSetup, status_classes
from fpsem.search.store import SearchStore

ROOT = Path(__file__).resolve().parent.parent

# w = 3x + (y - z) with y = z = 1e16: strict computes y - z = 0 exactly, so w = 3x (one rounding).
# Reassociated (reassoc + nsz on the add tree) it becomes (3x + y) - z: 3x is lost in 3x + 1e16 and the
# subtraction cancels catastrophically.  v = (x + 1) * 0.5 is a decoy: no flag changes its error much.
CANCEL_IR = """define void @canc_main(i64 %i, ptr %w, ptr %v, ptr %x, ptr %y, ptr %z) {
entry:
  %px = getelementptr double, ptr %x, i64 %i
  %xv = load double, ptr %px
  %py = getelementptr double, ptr %y, i64 %i
  %yv = load double, ptr %py
  %pz = getelementptr double, ptr %z, i64 %i
  %zv = load double, ptr %pz
  %s = fmul double %xv, 3.0
  %d = fsub double %yv, %zv
  %e = fadd double %s, %d
  %u = fadd double %xv, 1.0
  %h = fmul double %u, 0.5
  %pw = getelementptr double, ptr %w, i64 %i
  store double %e, ptr %pw
  %pv = getelementptr double, ptr %v, i64 %i
  store double %h, ptr %pv
  ret void
}
"""


def cancel_kernel(tmp: Path) -> Path:
    p = write_kernel(tmp / "k", "canc", {"f64": CANCEL_IR}, ins=("x", "y", "z"), outs=("w", "v"))
    text = p.read_text()
    for arg in ("y", "z"):
        text = text.replace(f'name = "{arg}"\nrole = "in"\nlength = "N"\ninit = "D(0.5)"',
                            f'name = "{arg}"\nrole = "in"\nlength = "N"\ninit = "C(1.0e16)"')
    p.write_text(text)
    return p


@pytest.fixture
def cache(private_cache):
    return private_cache


def _prober(kernel, target: str, tmp: Path, **kw) -> Prober:
    return Prober(ProbeSetup(kernel, "f64", resolve_target(target, load_targets()), **kw),
                  SearchStore(tmp / "search.sqlite"))


# ------------------------------------------------------------------ criteria


def test_criteria_parse_and_hold():
    c = parse_criterion("max-ulp>4")
    assert c == Criterion("max-ulp", ">", 4.0) and c.holds({"max_ulp": 5.0}) and not c.holds({"max_ulp": 4.0})
    assert not c.holds({"max_ulp": None})
    assert parse_criterion("status").holds({"status_changes": 1})
    assert not parse_criterion("checksum").holds({"output_changes": 0})
    assert parse_criterion("speedup>1.5").holds({"speedup": 1.6})
    b = parse_criterion("max-ulp<=+4", budget=True)
    assert b.relative and b.resolved(25.0) == Criterion("max-ulp", "<=", 29.0)
    for bad in ("max-ulp", "ulp>3", "speedup<=2", "max-ulp>-1", "max-ulp>+3"):
        with pytest.raises(UsageError):
            parse_criterion(bad)
    with pytest.raises(UsageError):
        parse_criterion("speedup<=2", budget=True)


def test_status_classes():
    import numpy as np

    a = np.array([1.0, np.nan, np.inf, -np.inf, -0.0, 0.0])
    assert status_classes(a).tolist() == [0, 1, 2, 3, 4, 5]


# ------------------------------------------------------------------ per-site profiles


def test_per_site_profile_round_trip_and_refusal(tmp_path):
    fir = load_kernel("FIR")
    text = fir.ir_for("f64")
    prof = per_site_profile("t", {"@fir_main#0": frozenset({"contract"}), "@fir_main#1": frozenset()},
                            ir_hash_of_text(text, rewrite_module))
    path = tmp_path / "t.toml"
    path.write_text(profile_toml(prof))
    back = load_profile_file(path)
    assert back.site_flags == prof.site_flags and back.ir_hash == prof.ir_hash
    from fpsem.fastmath.rewrite import apply_profile

    sites = {s.id: s.flags for s in apply_profile(text, back).sites}
    assert sites["@fir_main#0"] == {"contract"} and not sites["@fir_main#1"] and not sites["@fir_main#2"]
    with pytest.raises(UsageError, match="belongs to other IR"):
        apply_profile(load_kernel("DAXPY").ir_for("f64"), back)
    path.write_text(profile_toml(prof).replace('ir_hash = "', 'ir_hash = "0'))
    with pytest.raises(ProfileError):
        load_profile_file(path)


def test_rewrite_cli_refuses_per_site_profile_on_other_ir(tmp_path, cli):
    prof = per_site_profile("t", {"@fir_main#0": frozenset({"contract"})}, ir_hash_of_text(load_kernel("FIR").ir_for("f64"), rewrite_module))
    path = tmp_path / "t.toml"
    path.write_text(profile_toml(prof))
    r = cli("rewrite", ROOT / "kernels" / "daxpy.f64.ll", "-p", path)
    assert r.code == 2 and "belongs to other IR" in r.err
    r = cli("rewrite", ROOT / "kernels" / "fir.f64.ll", "-p", path)
    assert r.code == 0 and "fmul contract double" in r.out


# ------------------------------------------------------------------ bisection: planted culprits


@pytest.mark.slow
def test_cancellation_culprit_is_the_subtraction_under_reassoc(tmp_path, cli):
    spec = cancel_kernel(tmp_path)
    r = cli("bisect", "-k", spec, "--good", "nsz", "--bad", "algebraic", "-c", "max-ulp>1000",
            "--db", tmp_path / "o" / "s.sqlite", "--json", "-q")
    assert r.code == 0, r.err
    res = json.loads(r.out)
    sites, _, _ = kernel_sites(load_kernel(str(spec)).ir_for("f64"))
    sub = next(s.id for s in sites if s.opcode == "fsub")
    culprits = {(c["site"], c["flag"]) for c in res["culprits"]}
    assert (sub, "reassoc") in culprits
    assert {f for _, f in culprits} == {"reassoc"}  # nsz is --good's; arcp and contract play no part
    # the decoy chain (v = (x + 1) * 0.5) and the multiply are not culprits: only the add tree around the sub
    ids = {s.opcode + str(i): s.id for i, s in enumerate(sites)}
    assert set(res["culprit_sites"]) == {sub, ids["fadd2"]}
    assert res["bad_value"] > 1000 >= res["good_value"] and res["variants"] == res["evaluated"]


@pytest.mark.slow
def test_ddmin_result_is_one_minimal_by_evaluation(tmp_path, cache):
    kernel = load_kernel(str(cancel_kernel(tmp_path)))
    prober = _prober(kernel, "host", tmp_path)
    good, bad, crit = resolve_profile("strict"), resolve_profile("algebraic"), parse_criterion("max-ulp>1000")
    res = bisect(prober, good, bad, crit)
    sites, ir, _ = kernel_sites(kernel.ir_for("f64"))
    from fpsem.search.bisect import Change

    index = {s.id: i for i, s in enumerate(sites)}
    pairs = [Change(index[c.site], c.site, c.flag, c.add) for c in res.culprits]
    search = Search(prober, sites, ir, good, crit)
    assert search.test(pairs, "check")
    for i in range(len(pairs)):
        assert not search.test(pairs[:i] + pairs[i + 1:], "check"), f"without {pairs[i].text()} it still shows"


@pytest.mark.slow
def test_nan_guard_status_culprit_is_the_guard_compare_under_nnan(cli, tmp_path):
    args = ("bisect", "-k", "NAN_GUARD", "--good", "strict", "--bad", "fast", "-c", "status", "--inputs", "special",
            "--db", tmp_path / "s.sqlite", "--json", "-q")
    refused = cli(*args)
    assert refused.code == 3 and "--allow-ub" in refused.err
    r = cli(*args, "--allow-ub")
    assert r.code == 0, r.err
    res = json.loads(r.out)
    assert res["culprits"] and all(c["opcode"] == "fcmp" for c in res["culprits"])
    assert {c["flag"] for c in res["culprits"]} <= {"nnan", "ninf"} and "nnan" in {c["flag"] for c in res["culprits"]}
    assert any("fcmp uno" in c["instruction"] for c in res["culprits"])


@pytest.mark.slow
def test_fir_speedup_culprit_is_contract_on_the_multiply_adds(cli, tmp_path):
    r = cli("bisect", "-k", "FIR", "-t", "a2000", "--good", "strict", "--bad", "algebraic", "-c", "speedup>1.5",
            "--db", tmp_path / "s.sqlite", "--json", "-q")
    assert r.code == 0, r.err
    res = json.loads(r.out)
    assert {c["flag"] for c in res["culprits"]} == {"contract"}
    ops = {c["opcode"] for c in res["culprits"]}
    assert ops == {"fmul", "fadd"}  # both halves of each multiply-add carry contract
    assert res["together"] > 1.5


def test_bad_input_is_one_line(cli, tmp_path):
    db = ("--db", tmp_path / "s.sqlite")
    r = cli("bisect", "-k", "FIR", "--good", "strict", "--bad", "strict", "-c", "checksum", *db)
    assert r.code == 2 and "nothing to bisect" in r.err and "Traceback" not in r.err
    r = cli("bisect", "-k", "FIR", "--good", "strict", "--bad", "algebraic", "-c", "ulp>2", *db)
    assert r.code == 2 and r.err.startswith("fpsem: error: bad criterion")
    r = cli("tune", "-k", "FIR", "--budget", "max-ulp>3", *db)
    assert r.code == 2 and "bad budget" in r.err


# ------------------------------------------------------------------ resume after kill -9


@pytest.mark.slow
def test_bisection_resumes_after_kill_without_reevaluating(tmp_path):
    spec = cancel_kernel(tmp_path)
    env = {**os.environ, "FPSEM_CACHE": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    db = tmp_path / "o" / "s.sqlite"
    store = tmp_path / "o" / "s.search.sqlite"
    argv = [sys.executable, "-m", "fpsem", "bisect", "-k", str(spec), "--good", "strict", "--bad", "algebraic",
            "-c", "max-ulp>1000", "--db", str(db), "--json", "-q"]
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    stored = 0
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if store.exists():
            try:
                with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as c:
                    stored = c.execute("SELECT count(*) FROM evaluations").fetchone()[0]
            except sqlite3.Error:
                stored = 0
            if stored >= 3:
                break
        time.sleep(0.02)
    assert proc.poll() is None, "the bisection finished before it could be killed"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as c:
        stored = c.execute("SELECT count(*) FROM evaluations").fetchone()[0]
    assert stored >= 3
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    res = json.loads(done.stdout)
    assert res["reused"] >= stored  # every evaluation stored before the kill was read back, none repeated
    again = json.loads(subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300).stdout)
    assert again["evaluated"] == 0 and again["reused"] == res["variants"]
    assert again["culprits"] == res["culprits"]


# ------------------------------------------------------------------ tuning


@pytest.mark.slow
def test_tuned_profile_reapplied_gives_the_same_variant(tmp_path, cli):
    spec = cancel_kernel(tmp_path)
    out = tmp_path / "tuned.toml"
    r = cli("tune", "-k", spec, "--budget", "max-ulp<=4", "-o", out,
            "--db", tmp_path / "s.sqlite", "--json", "-q")
    assert r.code == 0, r.err
    res = json.loads(r.out)
    held = {(h["site"], h["flag"]) for h in res["held_back"]}
    kernel = load_kernel(str(spec))
    sites, _, _ = kernel_sites(kernel.ir_for("f64"))
    tree = {s.id for s in sites if s.text.startswith(("%d =", "%e ="))}  # d = y - z and e = 3x + d
    # reassociating the tree needs reassoc and nsz on both of its instructions: holding back one pair is enough
    assert held and {site for site, _ in held} <= tree and {f for _, f in held} <= {"reassoc", "nsz"}
    assert res["within_budget"] and res["held_out"]["within_budget"]
    tuned = load_profile_file(out)
    assert not ({"nnan", "ninf"} & set().union(*tuned.site_flags.values()))
    from fpsem.compiler.variant import describe_variant

    target = resolve_target("host", load_targets())
    a = describe_variant(kernel, "f64", tuned, target, "small")
    assert a.key == describe_variant(kernel, "f64", load_profile_file(out), target, "small").key
    assert res["compare"]["tuned"]["accuracy"]["key"] == _prober(kernel, "host", tmp_path).measurement_key(
        tuned, "accuracy")
    # fpsem rewrite -p reproduces it and validate is clean
    ll = tmp_path / "tuned.ll"
    assert cli("rewrite", spec.with_name("canc.f64.ll"), "-p", out, "-o", ll).code == 0
    v = cli("validate", ll)
    assert v.code == 0, v.out + v.err


def test_list_sites_shows_debug_source_lines(cli, data_dir):
    r = cli("rewrite", data_dir / "clang_style.ll", "--list-sites", "--json")
    assert r.code == 0
    rows = json.loads(r.out)
    assert rows[0]["source"] == "saxpy.c:4"
    r = cli("rewrite", data_dir / "clang_style.ll", "--list-sites")
    assert "source" in r.out.splitlines()[0] and "saxpy.c:5" in r.out


@pytest.mark.slow
def test_checksum_culprit_is_the_reassociated_tree(tmp_path, cache):
    """Only reassociating w's add tree changes any output bit (fma(x, 3, 0) rounds as 3x + 0 does; v's
    multiply follows its add, so nothing contracts): the culprits are reassoc and nsz on d and e."""
    kernel = load_kernel(str(cancel_kernel(tmp_path)))
    res = bisect(_prober(kernel, "host", tmp_path), resolve_profile("strict"), resolve_profile("algebraic"),
                 parse_criterion("checksum"))
    sites, _, _ = kernel_sites(kernel.ir_for("f64"))
    tree = {s.id for s in sites if s.text.startswith(("%d =", "%e ="))}
    assert {(c.site, c.flag) for c in res.culprits} == {(s, f) for s in tree for f in ("reassoc", "nsz")}
    assert res.good_value == 0 and res.together > 0


def test_speed_objective_the_target_cannot_have_is_refused_up_front(cli, tmp_path):
    r = cli("bisect", "-k", "FIR", "-t", "a2000", "--good", "strict", "--bad", "algebraic", "-c", "speedup>1.5",
            "--objective", "measured", "--db", tmp_path / "s.sqlite")
    assert r.code == 2 and "measured" in r.err
    assert not (tmp_path / "s.search.sqlite").exists()


def test_per_site_good_profile_for_other_ir_is_refused(tmp_path, cache):
    prof = per_site_profile("t", {"@daxpy_main#0": frozenset({"contract"})},
                            ir_hash_of_text(load_kernel("DAXPY").ir_for("f64"), rewrite_module))
    with pytest.raises(UsageError, match="belongs to other IR"):
        bisect(_prober(load_kernel("FIR"), "host", tmp_path), prof, resolve_profile("algebraic"),
               parse_criterion("checksum"))


from hypokit import examples  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_FIR = load_kernel("FIR").ir_for("f64")
_FIR_SITES = [s.id for s in kernel_sites(_FIR)[0]]
_FLAG_SETS = st.frozensets(st.sampled_from(("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")))


@settings(max_examples=examples(15), deadline=None)
@given(st.dictionaries(st.sampled_from(_FIR_SITES), _FLAG_SETS, max_size=8), _FLAG_SETS)
def test_per_site_rewrite_puts_exactly_the_assigned_flags(assign, base):
    """Cross-check by an independent reading: LLVM's printing of the result, sites listed afresh."""
    from fpsem.fastmath.rewrite import apply_profile
    from fpsem.fastmath.sites import list_sites
    from fpsem.ir.binding import parse_ir

    prof = per_site_profile("p", assign, ir_hash_of_text(_FIR, rewrite_module), base_flags=base)
    out = apply_profile(_FIR, prof)
    got = {s.id: s.flags for s in list_sites(parse_ir(out.text))}
    assert got == {sid: assign.get(sid, base) for sid in _FIR_SITES}


def test_measured_speed_of_identical_machine_code_is_one_measurement(tmp_path):
    kernel = load_kernel("daxpy")
    p = _prober(kernel, "host", tmp_path, objective="measured", speed_size="small", reps=2)
    strict, nsz, contract = (resolve_profile(n) for n in ("strict", "nsz", "contract"))
    assert p.measurement_key(strict, "speed") == p.measurement_key(nsz, "speed")  # daxpy: nsz changes nothing
    assert p.measurement_key(strict, "speed") != p.measurement_key(contract, "speed")  # an FMA: other code
    a, reused_a = p.measure(strict, "speed")
    b, reused_b = p.measure(nsz, "speed")
    assert not reused_a and reused_b and a["seconds"] == b["seconds"]
