"""Two witnesses of what LLVM read (fpsem's text scanner, LLVM's module walk), the whole-file diff check of a
rewrite, and the repros of issue 22's "UB missed" and "valid IR refused" items."""

from __future__ import annotations

import glob
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from fpsem.core.errors import CheckFailed, IRParseError
from fpsem.fastmath import witness
from fpsem.fastmath.editcheck import check_edit
from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.rewrite import apply_profile
from fpsem.fastmath.sites import locate_sites
from fpsem.fastmath.validate import find_ub
from fpsem.ir import text as irtext
from fpsem.ir.binding import canonical_text, parse_ir
from fpsem.ir.tokens import string_attribute, tokenize, unescape
from fpsem.ir.walk import walk_module

sys.path.insert(0, str(Path(__file__).parent))
import hostile_inputs as hi  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
IR_FILES = sorted(glob.glob(str(ROOT / "tests/data/**/*.ll"), recursive=True) + glob.glob(str(ROOT / "kernels/*.ll")))
STRICT = Profile("strict", frozenset())
CONTRACT = Profile("contract", frozenset({"contract"}))
REPRO = {k: v.decode("utf-8", "surrogateescape") for k, v in hi.REPRO_IR.items() if b"\0" not in v}


def _read(path: str) -> str:
    return Path(path).read_bytes().decode("utf-8", "surrogateescape")


@pytest.mark.parametrize("path", IR_FILES, ids=lambda p: Path(p).name)
def test_both_witnesses_agree_on_every_real_file(path):
    mod = parse_ir(_read(path), path, isolated=True)
    sc = irtext.scan(canonical_text(mod))
    walked = walk_module(mod)
    witness.agree(sc, walked, locate_sites(sc))  # structure, flags and sites
    find_ub(_read(path), path)  # and the UB claims (raises on a disagreement)


def test_the_walk_reads_parameter_attributes_behind_an_empty_return_set():
    # llvmlite's own iterator stops at the first empty set: here the return set, hiding %c's nofpclass.
    mod = parse_ir("define void @f(ptr %a, double nofpclass(nan) %c) #0 {\n  ret void\n}\n"
                   'attributes #0 = { "no-infs-fp-math"="true" }\n', isolated=True)
    (f,) = walk_module(mod)
    assert f.attrs.ret == "" and f.attrs.params == ("", "nofpclass(nan)")
    assert f.attrs.ub_nofpclass() == ["nofpclass(nan)"]
    assert f.attrs.ub_string_attributes() == ["no-infs-fp-math"]


def test_the_walk_reads_flags_types_and_call_site_attributes():
    mod = parse_ir(REPRO["phi_array.ll"], isolated=True)
    (f,) = walk_module(mod)
    phi = [i for i in f.instrs if i[0] == "phi"][0]
    assert phi[1] and phi[2] == ("nnan",)  # a phi of [2 x float] can carry flags, and carries nnan
    mod = parse_ir("declare double @g(double)\ndefine double @f(double %x) {\n"
                   "  %r = call fast double @g(double nofpclass(inf) %x) #0\n  ret double %r\n}\n"
                   'attributes #0 = { "no-nans-fp-math"="true" }\n', isolated=True)
    g, f = walk_module(mod)
    assert g.declaration and not f.declaration
    call = f.instrs[0]
    assert call[:3] == ("call", True, ("fast",))
    assert call[3].ub_string_attributes() == ["no-nans-fp-math"] and call[3].ub_nofpclass() == ["nofpclass(inf)"]
    assert witness.ub_claims(walk_module(mod)) == {("f", "flag", "fast"): 1, ("f", "attribute",
                                                   '"no-nans-fp-math"="true"'): 1, ("f", "nofpclass", "nofpclass(inf)"): 1}


def test_a_scanner_that_misses_an_instruction_is_a_failed_check_not_a_pass(monkeypatch):
    # The old scanner skipped any line that merely contained "call void @llvm.dbg.value(": put it back.
    real = irtext.scan

    def skipping(text):
        sc = real(text)
        fns = tuple(irtext.Function(f.name, f.line, tuple(i for i in f.instrs if "llvm.dbg.value" not in
                                                          sc.lines[i[irtext.LINE]])) for f in sc.functions)
        return irtext.Scan(sc.lines, fns, sc.declares, sc.groups, sc.irregular)

    monkeypatch.setattr(irtext, "scan", skipping)
    with pytest.raises(CheckFailed, match="instructions to LLVM"):
        find_ub(REPRO["dbg_name.ll"])


def test_a_scanner_that_misses_a_site_is_a_failed_check(monkeypatch):
    monkeypatch.setattr(irtext, "can_carry_flags", lambda op, rest: op in irtext.ALWAYS_FLAGGABLE)
    with pytest.raises(CheckFailed, match="carry fast-math flags to LLVM"):
        apply_profile(REPRO["phi_array.ll"], STRICT)


def test_claims_that_differ_are_a_failed_check():
    with pytest.raises(CheckFailed, match="LLVM's module walk finds flag nnan in @g"):
        witness.compare_claims(Counter({("f", "flag", "nnan"): 1}),
                               Counter({("f", "flag", "nnan"): 1, ("g", "flag", "nnan"): 1}), "x")


# ----------------------------------------------------------------------------- the repros (issue 22, items 1-4, 13)

def test_repro1_a_nul_byte_is_refused():
    text = hi.REPRO_IR["nul.ll"].decode()
    with pytest.raises(IRParseError, match=r":5: a NUL byte"):
        parse_ir(text)


@pytest.mark.parametrize("name", ["dbg_name.ll", "phi_array.ll"])
def test_repros_2_and_3_are_found_and_removed(name):
    assert [f.detail for f in find_ub(REPRO[name])] == ["nnan"]
    out = apply_profile(REPRO[name], STRICT)
    assert find_ub(out.text) == [] and out.changed_sites == 1 and out.edited_input


def test_repro4_a_comment_after_a_multiline_string_is_kept_byte_for_byte():
    text = REPRO["multiline_string.ll"]
    out = apply_profile(text, CONTRACT)
    assert out.edited_input and not out.notes
    comment = text[text.index("; x"):text.index("\n", text.index("; x"))]
    assert comment in out.text and "fadd contract double" in out.text and "no-nans" not in out.text.split(";")[0]
    assert find_ub(out.text) == []


def test_the_diff_check_refuses_the_old_rewrites_damage():
    text = REPRO["multiline_string.ll"]
    damaged = text.replace(' "no-nans-fp-math"="true" nofpclass(nan) see', " see", 1)  # what the old rewrite did
    with pytest.raises(CheckFailed, match="line 2"):
        check_edit(text, damaged)


@pytest.mark.parametrize("before,after,ok", [
    ("  %x = fadd nnan double %a, %b ; nnan", "  %x = fadd contract double %a, %b ; nnan", True),
    ("  %x = fadd double %a, %b ; c", "  %x = fadd double %a, %b ; d", False),  # a comment
    ("  %x = fadd double %a, %b", "  %x = fadd double %a,  %b", False),  # a blank
    ("  %nnan = fadd double %a, %b", "  %nnan = fadd double %a, %b", True),
    ("  %x = load double, ptr %p", "  %x = load nnan double, ptr %p", True),  # LLVM's parser judges this one
    ('  call void @f() "no-nans-fp-math"="true"', "  call void @f()", True),
    ('  call void @f() "foo"="true"', "  call void @f()", False),
    ("declare nofpclass(nan zero) double @g()", "declare nofpclass(zero) double @g()", True),
    ("declare nofpclass(nan zero) double @g()", "declare nofpclass(nan) double @g()", False),
    ("declare nofpclass(zero) double @g()", "declare double @g()", False),
    ("define void @f() #0 {\n}\nattributes #0 = { \"unsafe-fp-math\"=\"true\" } ; kept",
     "define void @f() {\n}\n; kept", True),
    ("define void @f() #0 {\n}\nattributes #0 = { nounwind }", "define void @f() {\n}\n", False),
    ('@s = global [3 x i8] c"a\nb" ; x" "no-nans-fp-math"="true"', '@s = global [3 x i8] c"a\nb" ; x"', False),
])
def test_the_diff_check_allows_flags_and_fp_attributes_only(before, after, ok):
    if ok:
        check_edit(before, after)
    else:
        with pytest.raises(CheckFailed):
            check_edit(before, after)


def test_phi_attachments_may_go_only_on_phi_lines():
    before = "  %p = phi double [ %a, %b ], !dbg !4\n  %q = fadd double %a, %a, !dbg !4"
    check_edit(before, "  %p = phi contract double [ %a, %b ]\n  %q = fadd double %a, %a, !dbg !4", frozenset({0}))
    with pytest.raises(CheckFailed):
        check_edit(before, "  %p = phi double [ %a, %b ], !dbg !4\n  %q = fadd double %a, %a", frozenset({0}))


@pytest.mark.parametrize("name", ["flags_next_line.ll", "phi_dbg_next_line.ll", "key_only.ll", "value_is_key.ll",
                                  "escaped_key.ll"])
def test_item13_valid_ir_is_accepted(name):
    text = REPRO[name]
    out = apply_profile(text, CONTRACT)
    assert find_ub(out.text) == []
    mod = parse_ir(out.text, isolated=True)
    assert all(set(i[2]) == {"contract"} for f in walk_module(mod) for i in f.instrs if i[1])
    if name in ("key_only.ll", "value_is_key.ll", "escaped_key.ll"):
        assert out.edited_input and not out.notes  # edited in place
    if name == "value_is_key.ll":
        assert '"foo"="no-nans-fp-math" "bar"' in out.text  # another attribute's value is not a key


def test_the_escaped_key_is_what_llvm_reads():
    assert unescape(r"no-nans-fp-m\61th") == "no-nans-fp-math" and unescape(r"a\\b") == "a\\b"
    assert string_attribute(r'"no-nans-fp-m\61th" = "true"') == ("no-nans-fp-math", "true")
    assert [f.detail for f in find_ub(REPRO["escaped_key.ll"])] == ['"no-nans-fp-math"="true"']


def test_tokens_give_the_file_back_and_read_strings_over_lines():
    for path in IR_FILES[:10]:
        text = _read(path)
        assert "".join(t.space + t.text for t in tokenize(text)) == text
    toks = tokenize('a c"x\ny" ; "\nb')
    assert [t.text for t in toks] == ["a", 'c"x\ny"', '; "', "b", ""] and toks[3].line == 2


def test_for_llvm_19_leaves_fptrunc_and_fpext_without_flags(data_dir):
    out = apply_profile((data_dir / "clang19/fptrunc.ll").read_text(), CONTRACT, for_llvm=19)
    assert re.search(r"fptrunc double", out.text) and "fadd contract float" in out.text
    assert any("fptrunc/fpext" in n for n in out.notes)
    out22 = apply_profile((data_dir / "clang19/fptrunc.ll").read_text(), CONTRACT, for_llvm=22)
    assert "fptrunc contract double" in out22.text


@pytest.mark.parametrize("bad", [-5, 0, 18])
def test_for_llvm_outside_the_known_rules_is_refused(bad):
    from fpsem.core.errors import UsageError

    with pytest.raises(UsageError, match="LLVM 19 and later"):
        apply_profile(REPRO["phi_array.ll"], CONTRACT, for_llvm=bad)


@pytest.mark.parametrize("major", [19, 20, 21, 22])
@pytest.mark.parametrize("source", ["fptrunc.ll", "hip_exp.ll", "c_exp_finite.ll"])
def test_for_llvm_output_is_read_by_that_llvm(data_dir, tmp_path, major, source):
    """Each --for-llvm N against LLVM N itself: llc-N where it is installed (CI installs llvm-19), LLVM 22 through
    llvmlite for 22."""
    import shutil
    import subprocess

    out = apply_profile((data_dir / "clang19" / source).read_text(), Profile("alg", frozenset(
        {"reassoc", "nsz", "arcp", "contract"})), for_llvm=major)
    if major == 22:
        parse_ir(out.text, isolated=True)
        return
    llc = shutil.which(f"llc-{major}")
    if llc is None:
        pytest.skip(f"llc-{major} not installed (apt-get install llvm-{major})")
    (tmp_path / "x.ll").write_text(out.text)
    r = subprocess.run([llc, str(tmp_path / "x.ll"), "-o", str(tmp_path / "x.s")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_llc19_refuses_the_fptrunc_flags_that_for_llvm_19_leaves_out(data_dir, tmp_path):
    import shutil
    import subprocess

    if shutil.which("llc-19") is None:
        pytest.skip("llc-19 not installed (apt-get install llvm-19)")
    (tmp_path / "x.ll").write_text(apply_profile((data_dir / "clang19/fptrunc.ll").read_text(), CONTRACT).text)
    r = subprocess.run(["llc-19", str(tmp_path / "x.ll"), "-o", str(tmp_path / "x.s")], capture_output=True, text=True)
    assert r.returncode != 0 and "fptrunc contract" in r.stderr


@pytest.mark.parametrize("ty", ["[2 x float]", "{ float, float }", "<{ double, double }>", "[2 x <2 x float>]",
                                "[2 x [3 x half]]"])
def test_a_phi_of_any_supported_aggregate_is_a_site(ty):
    text = (f"define {ty} @f(i1 %c, {ty} %a) {{\nentry:\n  br i1 %c, label %d, label %j\nd:\n  br label %j\nj:\n"
            f"  %p = phi nnan {ty} [ %a, %entry ], [ zeroinitializer, %d ]\n  ret {ty} %p\n}}\n")
    assert [f.detail for f in find_ub(text)] == ["nnan"]
    out = apply_profile(text, CONTRACT)
    assert out.site_count == 1 and f"phi contract {ty}" in out.text and find_ub(out.text) == []


def test_a_disagreement_is_exit_4_with_one_line(cli, tmp_path, monkeypatch):
    real = irtext.scan

    def blind(text):  # a scanner that does not see the last instruction of every function
        sc = real(text)
        fns = tuple(irtext.Function(f.name, f.line, f.instrs[:-1]) for f in sc.functions)
        return irtext.Scan(sc.lines, fns, sc.declares, sc.groups, sc.irregular)

    p = tmp_path / "x.ll"
    p.write_text(REPRO["phi_array.ll"])
    monkeypatch.setattr(irtext, "scan", blind)
    for argv in (("validate", p), ("rewrite", p, "-p", "strict")):
        r = cli(*argv)
        assert r.code == 4 and r.err.count("\n") == 1 and "instructions to LLVM" in r.err, r.err
