"""The compile pipeline's guarantees: crash isolation, the post-optimization UB audit, the disk cache."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

import fpsem.compile as C
from fpsem.compile import Cache, EntryParam, EntryPoint, Prepared, Source, compile_jobs, compile_many, finish
from fpsem.kernels.registry import load_kernel
from fpsem.profiles import resolve_profile
from fpsem.targets import load_targets

TARGETS = load_targets()

FP128_KERNEL = """
define void @wide_main(i64 %i, ptr %p) {
  %q = getelementptr fp128, ptr %p, i64 %i
  %v = load fp128, ptr %q
  %w = fadd fp128 %v, %v
  store fp128 %w, ptr %q
  ret void
}
"""
FP128_ENTRY = """
define ptx_kernel void @wide_main_entry(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %g = addrspacecast ptr addrspace(1) %p to ptr
  call void @wide_main(i64 %i, ptr %g)
  ret void
}
declare void @wide_main(i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


def _hand_job(kernel_text: str, entry_text: str, entry: str, profile: str = "strict", target: str = "h100"):
    src = Source(kernel_text, entry_text, (EntryPoint(entry, "main", (EntryParam("p", "array", "ptr addrspace(1)"),)),))
    prof, tgt = resolve_profile(profile), TARGETS[target]
    return C.Job("wide", "f64", prof, tgt, src, None, C.cache_key("wide", "f64", prof, tgt, src, None))


def test_an_llvm_abort_is_one_failed_variant_with_llvms_message(tmp_path):
    bad = _hand_job(FP128_KERNEL, FP128_ENTRY, "wide_main_entry")
    bad2 = _hand_job(FP128_KERNEL, FP128_ENTRY, "wide_main_entry", profile="contract")
    good = C.plan(load_kernel("dot"), "f64", resolve_profile("strict"), TARGETS["h100"])
    out = compile_jobs([bad, good, bad2, bad], Cache(tmp_path), workers=2)
    assert [v.ok for v in out] == [False, True, False, False]
    assert out[2].failure.stage == "crash" and out[2].profile == "contract"
    assert out[0].failure.stage == "crash"
    assert "LLVM ERROR" in out[0].failure.message and "unsupported library call" in out[0].failure.message
    assert out[1].ptx and ".entry dot_main_entry" in out[1].ptx
    assert not Cache(tmp_path).load(bad.key)  # failures are not cached


def _fir_prepared(profile: str):
    job = C.plan(load_kernel("fir"), "f64", resolve_profile(profile), TARGETS["h100"])
    prepared = C.prepare(job)
    assert isinstance(prepared, Prepared)
    return job, prepared


def test_the_audit_catches_a_ub_flag_planted_before_optimization():
    job, prepared = _fir_prepared("contract")
    # plant nnan on the first fmul of the stage function, as a math library or a pass could
    planted, n = re.subn(r"= fmul contract double", "= fmul nnan contract double", prepared.text, count=1)
    assert n == 1
    v = finish(job, replace(prepared, text=planted))
    assert not v.ok and v.failure.stage == "audit"
    assert "UB-capable" in v.failure.message and "nnan" in v.failure.message and "'contract'" in v.failure.message
    assert v.ub_findings and v.ub_findings[0].kind == "flag"
    assert v.asm == ""  # no machine code for a variant that failed the audit
    clean = finish(job, prepared)
    assert clean.ok and not clean.ub_findings


def test_the_audit_catches_a_planted_function_attribute():
    job, prepared = _fir_prepared("strict")
    # on every function: the inliner keeps the attribute only when caller and callee agree
    text = re.sub(r"^(define .*\)) (#\d+ )?\{$", r'\1 "no-nans-fp-math"="true" {', prepared.text, flags=re.M)
    assert '"no-nans-fp-math"="true"' in text
    wrapper = re.sub(r"^(define .*\)) (#\d+ )?\{$", r'\1 "no-nans-fp-math"="true" {', prepared.wrapper_text, flags=re.M)
    v = finish(job, replace(prepared, text=text, wrapper_text=wrapper))
    assert v.failure and v.failure.stage == "audit" and "no-nans-fp-math" in v.failure.message


def test_fast_variants_compile_and_are_marked_ub_capable(tmp_path):
    (v,) = compile_many(["fir"], ["f64"], ["fast"], ["h100"], cache=Cache(tmp_path))
    assert v.ok and v.ub_capable
    assert v.ub_findings and all(f.kind in ("flag", "attribute", "nofpclass") for f in v.ub_findings)


def test_cache_hits_are_real_hits(tmp_path, monkeypatch):
    cache = Cache(tmp_path)
    targets = ["a2000", "h100", "mi250x", "host"]
    first = compile_many(["fir", "dot"], ["f32"], ["strict", "contract"], targets, cache=cache)
    assert len(first) == 16 and all(v.ok and not v.cached for v in first)

    def no_llvm(*a, **k):
        raise AssertionError("a cache hit must not compile")

    monkeypatch.setattr(C, "run_isolated", lambda fn, tasks, **kw: [no_llvm() for _ in tasks])
    again = compile_many(["fir", "dot"], ["f32"], ["strict", "contract"], targets, cache=cache)
    assert all(v.cached for v in again)
    for a, b in zip(first, again):
        assert (a.key, a.optimized_ir, a.asm, a.object, a.metrics, a.entries) == \
               (b.key, b.optimized_ir, b.asm, b.object, b.metrics, b.entries)
    # h200 shares h100's machine (sm_90): its first compile is already a hit of h100's entry
    (h200,) = compile_many(["fir"], ["f32"], ["strict"], ["h200"], cache=cache)
    assert h200.cached and h200.target == "h200" and ".target sm_90" in h200.ptx


def test_cache_keys_follow_content():
    fir, strict, contract = load_kernel("fir"), resolve_profile("strict"), resolve_profile("contract")
    k = C.plan(fir, "f64", strict, TARGETS["h100"]).key
    assert C.plan(fir, "f64", strict, TARGETS["h200"]).key == k  # same sm_90 machine code
    assert C.plan(fir, "f64", strict, TARGETS["a2000"]).key != k
    assert C.plan(fir, "f64", contract, TARGETS["h100"]).key != k
    assert C.plan(fir, "f32", strict, TARGETS["h100"]).key != k
    assert C.plan(fir, "f64", strict, TARGETS["h100"], size="small").key != k  # sizes are baked in
    edited = replace(fir, ir={**fir.ir, "f64": fir.ir["f64"] + "\n; a comment\n"})
    assert C.plan(edited, "f64", strict, TARGETS["h100"]).key != k


def test_corrupt_cache_entries_are_ignored(tmp_path):
    cache = Cache(tmp_path)
    (v,) = compile_many(["dot"], ["f64"], ["strict"], ["h100"], cache=cache)
    (cache.path(v.key) / "meta.json").write_text("{not json")
    (w,) = compile_many(["dot"], ["f64"], ["strict"], ["h100"], cache=cache)
    assert w.ok and not w.cached


def test_unknown_names_are_usage_errors():
    from fpsem.errors import UsageError

    with pytest.raises(UsageError, match="unknown target"):
        compile_many(["fir"], ["f64"], ["strict"], ["h300"], cache=False)
    with pytest.raises(UsageError, match="unknown kernel"):
        compile_many(["nope"], ["f64"], ["strict"], ["h100"], cache=False)


def test_the_ub_prefilter_is_sound_for_every_construct_the_validator_reports():
    from fpsem.validate import find_ub

    clean = "define double @f(double %x) {\n  %y = fmul contract double %x, %x\n  ret double %y\n}\n"
    assert not C.may_carry_ub(clean) and not find_ub(clean)
    for planted in ["fmul nnan contract double", "fmul ninf double", "fmul fast double"]:
        text = clean.replace("fmul contract double", planted)
        assert C.may_carry_ub(text) and find_ub(text)
    attr = clean.replace("(double %x) {", '(double %x) #0 {') + 'attributes #0 = { "no-infs-fp-math"="true" }\n'
    assert C.may_carry_ub(attr) and find_ub(attr)
    nofp = clean.replace("define double @f(double %x)", "define nofpclass(nan) double @f(double %x)")
    assert C.may_carry_ub(nofp) and find_ub(nofp)
