"""``fpsem validate`` as a CI gate: directories and globs, --fail-on, and the text/json/sarif/github formats.

The SARIF output is checked against the official SARIF 2.1.0 schema (OASIS, vendored as test data:
tests/data/sarif/), the GitHub format against the workflow-command syntax.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from fpsem.core.errors import UsageError
from fpsem.fastmath.gate import CATEGORIES, categories, expand, parse_fail_on
from fpsem.fastmath.validate import find_ub

SCHEMA = Path(__file__).parent / "data" / "sarif" / "sarif-schema-2.1.0.json"


@pytest.fixture
def tree(tmp_path, data_dir) -> Path:
    """build/{a/clang_style.ll, a/b/rust_sample.ll, c/rust_sample.bc, notes.txt}"""
    root = tmp_path / "build"
    (root / "a" / "b").mkdir(parents=True)
    (root / "c").mkdir()
    shutil.copy(data_dir / "clang_style.ll", root / "a" / "clang_style.ll")
    shutil.copy(data_dir / "rust_sample.ll", root / "a" / "b" / "rust_sample.ll")
    shutil.copy(data_dir / "rust_sample.bc", root / "c" / "rust_sample.bc")
    (root / "notes.txt").write_text("not IR")
    return root


def sarif_errors(log: dict) -> list[str]:
    import jsonschema

    schema = json.loads(SCHEMA.read_text())
    validator = jsonschema.Draft4Validator(schema)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(log)]


def test_directories_and_globs_expand_to_ir_files(tree, monkeypatch):
    names = lambda ps: sorted(p.relative_to(tree).as_posix() for p in ps)  # noqa: E731
    assert names(expand([str(tree)])) == ["a/b/rust_sample.ll", "a/clang_style.ll", "c/rust_sample.bc"]
    assert names(expand([f"{tree}/**/*.ll"])) == ["a/b/rust_sample.ll", "a/clang_style.ll"]
    assert names(expand([f"{tree}/*/*.bc", str(tree / "a" / "clang_style.ll"), f"{tree}/a/*.ll"])) == \
        ["a/clang_style.ll", "c/rust_sample.bc"]  # each file once
    monkeypatch.chdir(tree)
    assert [p.as_posix() for p in expand(["**/*.ll"])] == ["a/b/rust_sample.ll", "a/clang_style.ll"]
    for bad, msg in ((f"{tree}/**/*.cu", "matches no file"), (str(tree / "missing.ll"), "no such file"),
                     (str(tree / "a" / "b" / "nothing"), "no such file")):
        with pytest.raises(UsageError, match=msg):
            expand([bad])
    (tree / "empty").mkdir()
    with pytest.raises(UsageError, match="without .ll or .bc"):
        expand([str(tree / "empty")])


def test_fail_on_categories_and_groups():
    assert parse_fail_on("all") == tuple(CATEGORIES)
    assert parse_fail_on("nnan, ninf,nnan") == ("nnan", "ninf")
    assert parse_fail_on("flags") == ("nnan", "ninf", "fast")
    assert parse_fail_on("none") == ()
    with pytest.raises(UsageError, match="unknown category 'nan'"):
        parse_fail_on("nan")


def test_every_finding_falls_into_a_category(data_dir):
    found = find_ub((data_dir / "clang_style.ll").read_text())
    cats = {c for f in found for c in categories(f)}
    assert cats == {"fast", "nnan", "no-nans-fp-math", "no-infs-fp-math", "unsafe-fp-math", "nofpclass"}
    assert all(categories(f) for f in found)


def test_sarif_output_is_valid_sarif_2_1_0(cli, tree, monkeypatch):
    monkeypatch.chdir(tree)
    r = cli("validate", ".", "--format", "sarif")
    assert r.code == 1
    log = json.loads(r.out)
    assert sarif_errors(log) == []
    run = log["runs"][0]
    assert run["tool"]["driver"]["name"] == "fpsem" and log["version"] == "2.1.0"
    results = run["results"]
    assert len(results) == 12 and all(x["level"] == "error" for x in results)
    first = results[0]["locations"][0]["physicalLocation"]
    assert first["artifactLocation"]["uri"] == "a/clang_style.ll" and first["region"]["startLine"] >= 1
    fmul = next(x for x in results if "fmul" in x["message"]["text"])
    assert fmul["ruleId"] == "fpsem/fast" and fmul["locations"][0]["physicalLocation"]["region"]["startLine"] == 10
    rules = [d["id"] for d in run["tool"]["driver"]["rules"]]
    assert all(rules[x["ruleIndex"]] == x["ruleId"] for x in results)
    assert {a["location"]["uri"] for a in run["artifacts"]} == {"a/clang_style.ll", "a/b/rust_sample.ll",
                                                                 "c/rust_sample.bc"}


def test_a_clean_tree_gives_an_empty_valid_sarif_log_and_exit_0(cli, tree, tmp_path):
    out = tmp_path / "fpsem.sarif"
    r = cli("validate", f"{tree}/**/rust_sample.*", "--format", "sarif", "-o", out)
    assert r.code == 0 and r.out == ""
    log = json.loads(out.read_text())
    assert sarif_errors(log) == [] and log["runs"][0]["results"] == []


def test_fail_on_decides_the_exit_code_and_the_level(cli, tree):
    f = tree / "a" / "clang_style.ll"
    r = cli("validate", f, "--fail-on", "nofpclass", "--format", "sarif")
    assert r.code == 1
    levels = {(x["ruleId"], x["level"]) for x in json.loads(r.out)["runs"][0]["results"]}
    assert ("fpsem/nofpclass", "error") in levels and ("fpsem/fast", "warning") in levels
    r = cli("validate", f, "--fail-on", "none")
    assert r.code == 0 and "[not in --fail-on: warning]" in r.out
    r = cli("validate", f, "--fail-on", "nnan,bogus")
    assert r.code == 2 and "unknown category 'bogus'" in r.err


def test_github_annotations(cli, tree):
    r = cli("validate", tree, "--format", "github", "--fail-on", "flags")
    assert r.code == 1
    lines = r.out.splitlines()
    ann = [ln for ln in lines if ln.startswith("::")]
    assert len(ann) == 12
    pat = re.compile(r"^::(error|warning) file=[^,]+,line=\d+,title=fpsem%3A [^:]+::.+$")
    assert all(pat.match(ln) for ln in ann), ann
    assert any(ln.startswith("::error ") and "fast" in ln for ln in ann)
    assert any(ln.startswith("::warning ") and "nofpclass" in ln for ln in ann)
    assert lines[-1] == "fpsem validate: 3 files, 1 with UB-capable constructs; failed"


def test_json_and_text_summaries_of_many_files(cli, tree):
    r = cli("validate", tree, "--json")
    data = json.loads(r.out)
    assert r.code == 1 and data["total"] == 12 and data["failed"] and len(data["files"]) == 3
    r = cli("validate", tree)
    assert r.out.rstrip().endswith("validate: 3 files, 1 with UB-capable constructs, 12 construct(s); FAILED "
                                   "(--fail-on nnan,ninf,fast,no-nans-fp-math,no-infs-fp-math,unsafe-fp-math,"
                                   "nofpclass)")


def test_a_file_that_is_not_ir_is_an_error_not_a_pass(cli, tree):
    (tree / "a" / "broken.ll").write_text("this is not IR\n")
    r = cli("validate", tree)
    assert r.code == 2 and "broken.ll" in r.err and "Traceback" not in r.err


def test_pre_commit_hook_is_declared():
    import yaml

    hooks = yaml.safe_load((Path(__file__).parent.parent / ".pre-commit-hooks.yaml").read_text())
    (hook,) = [h for h in hooks if h["id"] == "fpsem-validate"]
    assert hook["entry"] == "fpsem validate" and hook["language"] == "python"
    assert re.search(hook["files"], "build/x.ll") and re.search(hook["files"], "k.bc")
    assert not re.search(hook["files"], "k.cu")
