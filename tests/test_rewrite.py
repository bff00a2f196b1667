"""Known-answer tests of the rewriter on hand-written IR, one per instruction kind, and on compiler IR."""

from __future__ import annotations

import re

import pytest

from fpsem.core.errors import IRParseError, RewriteError, UsageError
from fpsem.fastmath.audit import audit_rewrite
from fpsem.fastmath.profiles import Profile, resolve_profile
from fpsem.fastmath.rewrite import apply_profile, list_sites, rewrite_module
from fpsem.fastmath.validate import find_ub
from fpsem.ir import flags as fm
from fpsem.ir.binding import parse_ir, read_module_file

ALG = "reassoc nsz arcp contract"

KINDS = r"""
define void @k(double %a, double %b, float %f, half %h, <4 x float> %v, <2 x double> %w, i1 %c, i32 %n, ptr %p) {
entry:
  %add = fadd double %a, %b
  %sub = fsub float %f, %f
  %mul = fmul half %h, %h
  %div = fdiv <4 x float> %v, %v
  %rem = frem <2 x double> %w, %w
  %neg = fneg double %a
  %cmp = fcmp olt double %a, %b
  %sq = call double @llvm.sqrt.f64(double %a)
  %ex = call <2 x double> @llvm.exp.v2f64(<2 x double> %w)
  %fm = call float @llvm.fmuladd.f32(float %f, float %f, float %f)
  %user = call double @user(double %a)
  call void @sink(double %a)
  %ic = call i32 @icall(i32 %n)
  %sel = select i1 %c, double %a, double %b
  %isel = select i1 %c, i32 %n, i32 %n
  %tr = fptrunc double %a to float
  %ext = fpext float %f to double
  %itof = sitofp i32 %n to double
  %ld = load double, ptr %p
  %iadd = add i32 %n, 1
  br label %next
next:
  %ph = phi double [ %a, %entry ]
  %iph = phi i32 [ %n, %entry ]
  ret void
}
declare double @llvm.sqrt.f64(double)
declare <2 x double> @llvm.exp.v2f64(<2 x double>)
declare float @llvm.fmuladd.f32(float, float, float)
declare double @user(double)
declare void @sink(double)
declare i32 @icall(i32)
"""

FLAGGED = {"add", "sub", "mul", "div", "rem", "neg", "cmp", "sq", "ex", "fm", "user", "sel", "tr", "ext", "ph"}
UNFLAGGED = {"ic", "isel", "itof", "ld", "iadd", "iph"}


def _line(text: str, name: str) -> str:
    return next(l for l in text.splitlines() if l.strip().startswith(f"%{name} ="))


@pytest.mark.parametrize("profile", ["algebraic", "contract", "afn", "algebraic-afn"])
def test_every_instruction_kind(profile):
    p = resolve_profile(profile)
    out = apply_profile(KINDS, p).text
    want = " ".join(fm.canonical_tokens(p.flags))
    for name in FLAGGED:
        line = _line(out, name)
        assert f" {want} " in line, line
    for name in UNFLAGGED:
        assert not any(f" {t} " in _line(out, name) for t in fm.ALL_FLAGS + ("fast",))
    assert "call void @sink(double %a)" in out


def test_sites_are_exactly_the_flaggable_instructions():
    sites = list_sites(parse_ir(KINDS))
    assert [s.id for s in sites][:3] == ["@k#0", "@k#1", "@k#2"]
    assert len(sites) == len(FLAGGED)
    assert {s.opcode for s in sites} == {"fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "call",
                                         "select", "fptrunc", "fpext", "phi"}


def test_strict_removes_all_flags_and_fast_sets_all():
    fast = apply_profile(KINDS, resolve_profile("fast")).text
    assert _line(fast, "add").split()[3] == "fast"
    strict = apply_profile(fast, resolve_profile("strict")).text
    assert strict == apply_profile(KINDS, resolve_profile("strict")).text
    assert not find_ub(strict)


def test_normalisation_removes_assumption_attributes_and_nofpclass(data_dir):
    mod = read_module_file(data_dir / "clang_style.ll")
    out = rewrite_module(mod, resolve_profile("algebraic")).text
    for attr in ("no-nans-fp-math", "no-infs-fp-math", "unsafe-fp-math", "no-signed-zeros-fp-math",
                 "approx-func-fp-math"):
        assert attr not in out
    assert "nofpclass" not in out
    assert '"target-cpu"="x86-64"' in out and "!tbaa" in out and "!DILocation" in out
    assert not find_ub(out)


def test_nofpclass_keeps_non_nan_inf_classes():
    src = "define double @f(double nofpclass(nan zero) %a) {\n  ret double %a\n}\n"
    out = apply_profile(src, resolve_profile("strict")).text
    assert "nofpclass(zero)" in out and "nan" not in out.split("@f")[1].split(")")[0]


def test_keep_existing_leaves_flags_and_attributes(data_dir):
    text = (data_dir / "clang_style.ll").read_text()
    out = apply_profile(text, resolve_profile("contract"), keep_existing=True).text
    assert "fmul fast float" in out and '"no-nans-fp-math"="true"' in out and "nofpclass(nan inf)" in out
    m = _line(out, "m")
    assert "reassoc nsz arcp contract afn" in m  # old flags kept, contract already there


def test_chosen_sites_only():
    p = resolve_profile("algebraic")
    res = apply_profile(KINDS, p, sites={"@k#0", "@k#3"})
    assert res.targeted == {"@k#0", "@k#3"}
    assert ALG in _line(res.text, "add") and ALG in _line(res.text, "div")
    assert ALG not in _line(res.text, "sub")
    with pytest.raises(UsageError, match="unknown site id"):
        apply_profile(KINDS, p, sites={"@k#99"})


def test_per_opcode_restriction():
    p = resolve_profile("arcp-fdiv-only")
    out = apply_profile(KINDS, p).text
    assert "fdiv arcp contract <4 x float>" in out
    assert "fmul contract half" in out


def test_function_restriction():
    src = "define double @kern(double %a) {\n  %x = fmul double %a, %a\n  ret double %x\n}\n" \
          "define double @helper(double %a) {\n  %x = fmul double %a, %a\n  ret double %x\n}\n"
    p = Profile("k", frozenset({"contract"}), functions=("kern",))
    out = apply_profile(src, p).text
    assert "fmul contract double" in out.split("@helper")[0]
    assert "fmul double" in out.split("@helper")[1]


@pytest.mark.slow
def test_idempotent_and_strict_then_profile_equals_profile(data_dir):
    text = (data_dir / "rust_sample.ll").read_text()
    for name in ("algebraic", "contract", "afn", "strict"):
        p = resolve_profile(name)
        once = apply_profile(text, p).text
        assert apply_profile(once, p).text == once
        assert apply_profile(apply_profile(text, resolve_profile("strict")).text, p).text == once


def test_rustc_ir_and_bitcode_agree(data_dir):
    p = resolve_profile("algebraic")
    from_text = rewrite_module(read_module_file(data_dir / "rust_sample.ll"), p)
    from_bc = rewrite_module(read_module_file(data_dir / "rust_sample.bc"), p)
    strip = lambda t: [l for l in t.splitlines() if not l.startswith(("; ModuleID", "source_filename"))]
    assert strip(from_text.text) == strip(from_bc.text)
    assert len(from_text.sites) == 80
    # rustc's flagged phis carry !dbg: LLVM's parser would drop their flags, so the rewriter says what it did
    assert any("phi" in n for n in from_text.notes)


def test_audit_catches_a_tampered_result():
    p = resolve_profile("contract")
    good = apply_profile(KINDS, p).text
    orig = parse_ir(KINDS)
    tampered = parse_ir(good.replace("fadd contract double", "fadd nnan contract double"))
    with pytest.raises(RewriteError, match=r"@k#0 carries \{nnan contract\}"):
        audit_rewrite(orig, tampered, p, frozenset(s.id for s in list_sites(orig)), False)
    changed = parse_ir(good.replace("fsub contract float %f, %f", "fadd contract float %f, %f"))
    with pytest.raises(RewriteError, match="changed more than flags"):
        audit_rewrite(orig, changed, p, frozenset(s.id for s in list_sites(orig)), False)


def test_malformed_ir_reports_llvm_line():
    with pytest.raises(IRParseError, match=r"bad\.ll:3:3: expected value token"):
        apply_profile("define void @f() {\n  %x = fadd double 1.0,\n  ret void\n}\n", resolve_profile("strict"),
                      name="bad.ll")


def test_unverifiable_ir_is_an_error():
    with pytest.raises(IRParseError, match="verifier"):
        apply_profile("define double @f() {\nentry:\n  ret double %x\nb:\n  %x = fadd double 1.0, 2.0\n"
                      "  ret double %x\n}\n", resolve_profile("strict"))


def test_result_is_the_input_text_edited():
    out = apply_profile(KINDS, resolve_profile("algebraic")).text
    assert out.replace(" reassoc nsz arcp contract", "") == KINDS
    assert re.search(r"%fm = call reassoc nsz arcp contract float @llvm.fmuladd.f32", out)
