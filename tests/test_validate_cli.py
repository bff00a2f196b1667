"""The validator's findings and the CLI contract (output, exit codes, no tracebacks)."""

from __future__ import annotations

import json

import pytest

from fpsem.fastmath.validate import find_ub


def test_findings_on_clang_style_module(data_dir):
    text = (data_dir / "clang_style.ll").read_text()
    findings = find_ub(text, "clang_style.ll")
    kinds = [(f.kind, f.detail, f.function) for f in findings]
    assert ("flag", "fast", "saxpy") in kinds
    assert ("flag", "nnan", "vscale") in kinds
    assert ("attribute", '"no-nans-fp-math"="true"', "saxpy") in kinds
    assert ("attribute", '"no-infs-fp-math"="true"', "vscale") in kinds  # call-site group #3
    assert sum(1 for f in findings if f.kind == "nofpclass") == 3
    # "no-nans-fp-math"="false" and the safe attributes are not findings
    assert not any(f.function == "vscale" and f.kind == "attribute" and "nans" in f.detail for f in findings)
    unsafe = [f for f in findings if "unsafe-fp-math" in f.detail]
    assert unsafe and "treated as UB-capable" in unsafe[0].note
    fmul = next(f for f in findings if f.kind == "flag" and "fmul" in f.text)
    assert fmul.file_line == 10 and fmul.source == "saxpy.c:4"


def test_clean_module_has_no_findings(data_dir):
    assert find_ub((data_dir / "rust_sample.ll").read_text()) == []


def test_validate_cli_exit_codes_and_summary(cli, data_dir):
    r = cli("validate", data_dir / "clang_style.ll")
    assert r.code == 1
    assert "12 UB-capable construct(s): 5 flag, 4 attribute, 3 nofpclass" in r.out
    assert "clang_style.ll:10: flag fast in @saxpy [saxpy.c:4]" in r.out
    r = cli("validate", data_dir / "rust_sample.ll", "--json")
    assert r.code == 0 and json.loads(r.out)["total"] == 0


def test_validate_bitcode(cli, data_dir):
    assert cli("validate", data_dir / "rust_sample.bc").code == 0


def test_rewrite_cli_roundtrip(cli, data_dir, tmp_path):
    out = tmp_path / "alg.ll"
    r = cli("rewrite", data_dir / "clang_style.ll", "--profile", "algebraic", "-o", out)
    assert r.code == 0 and "verified and audited" in r.err
    assert cli("validate", out).code == 0
    r = cli("rewrite", data_dir / "clang_style.ll", "--profile", "fast", "--allow-ub", "-o", out)
    assert r.code == 0
    assert cli("validate", out).code == 1


def test_list_sites(cli, data_dir):
    r = cli("rewrite", data_dir / "clang_style.ll", "--list-sites", "--json")
    sites = json.loads(r.out)
    assert r.code == 0 and sites[0]["id"] == "@saxpy#0" and sites[0]["opcode"] == "fmul"
    r = cli("rewrite", data_dir / "clang_style.ll", "-p", "contract", "--sites", "@saxpy#0")
    assert "fmul contract float" in r.out and "fadd float" in r.out


def test_profiles_cli(cli):
    r = cli("profiles")
    assert r.code == 0 and "algebraic" in r.out and "UB-capable" in r.out
    data = json.loads(cli("profiles", "--json").out)
    fast = next(p for p in data if p["name"] == "fast")
    assert fast["ub_capable"] and fast["flags"] == ["fast"]


@pytest.mark.parametrize(
    "argv, code, message",
    [
        (["validate", "/nonexistent.ll"], 2, "no such file"),
        (["rewrite", "BAD", "-p", "strict"], 2, "expected value token"),
        (["rewrite", "GOOD", "-p", "turbo"], 2, "unknown profile 'turbo'"),
        (["rewrite", "GOOD", "-p", "BADPROFILE"], 2, "malformed TOML"),
        (["rewrite", "GOOD", "-p", "fast"], 3, "--allow-ub"),
        (["rewrite", "GOOD", "-p", "strict", "--sites", "@nope#1"], 2, "unknown site id"),
        (["frobnicate"], 2, "invalid choice"),
    ],
)
def test_bad_input_one_line_error(cli, tmp_path, data_dir, argv, code, message):
    bad = tmp_path / "bad.ll"
    bad.write_text("define void @f() {\n  %x = fadd double 1.0,\n  ret void\n}\n")
    badprof = tmp_path / "badprofile.toml"
    badprof.write_text("flags = [")
    subst = {"BAD": str(bad), "GOOD": str(data_dir / "clang_style.ll"), "BADPROFILE": str(badprof)}
    r = cli(*[subst.get(a, a) for a in argv])
    assert r.code == code
    assert message in r.err
    assert "Traceback" not in r.err and len(r.err.strip().splitlines()) == 1
