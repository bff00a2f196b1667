"""The compile pipeline's guarantees: crash isolation, the post-optimization UB audit, the disk cache."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from kernelkit import compile_many, tiny_kernel

import fpsem.compiler.build as B
from fpsem.compiler.build import Prepared, build_many, finish, may_carry_ub, prepare
from fpsem.compiler.cache import BuildCache
from fpsem.compiler.targets import load_targets
from fpsem.compiler.variant import describe_variant
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.registry import load_kernel

TARGETS = load_targets()

# llvm.powi with a variable exponent: NVPTX's instruction selection cannot lower it and aborts the process.
POWI_KERNEL = """define void @wide_main(i64 %i, ptr %w, ptr %x) {
  %q = getelementptr double, ptr %x, i64 %i
  %v = load double, ptr %q
  %e = trunc i64 %i to i32
  %p = call double @llvm.powi.f64.i32(double %v, i32 %e)
  %r = getelementptr double, ptr %w, i64 %i
  store double %p, ptr %r
  ret void
}
declare double @llvm.powi.f64.i32(double, i32)
"""


def test_an_llvm_abort_is_one_failed_variant_with_llvms_message(tmp_path):
    wide = tiny_kernel(tmp_path / "k", "wide", {"f64": POWI_KERNEL})
    h100 = TARGETS["h100"]
    bad = describe_variant(wide, "f64", resolve_profile("strict"), h100)
    bad2 = describe_variant(wide, "f64", resolve_profile("contract"), h100)
    good = describe_variant(load_kernel("dot"), "f64", resolve_profile("strict"), h100)
    out = build_many([bad, good, bad2, bad], BuildCache(tmp_path / "c"), workers=2)
    assert [v.ok for v in out] == [False, True, False, False]
    assert out[2].failure.stage == "crash" and out[2].profile == "contract"
    assert out[0].failure.stage == "crash"
    assert "LLVM ERROR" in out[0].failure.message
    assert out[1].ptx and ".entry dot_main_entry" in out[1].ptx
    assert BuildCache(tmp_path / "c").lookup(bad.key) == (None, None)  # failures are not cached


def _fir_prepared(profile: str):
    v = describe_variant(load_kernel("fir"), "f64", resolve_profile(profile), TARGETS["h100"])
    prepared = prepare(v)
    assert isinstance(prepared, Prepared)
    return v, prepared


def test_the_audit_catches_a_ub_flag_planted_before_optimization():
    v0, prepared = _fir_prepared("contract")
    # plant nnan on the first fmul of the stage function, as a math library or a pass could
    planted, n = re.subn(r"= fmul contract double", "= fmul nnan contract double", prepared.text, count=1)
    assert n == 1
    v = finish(v0, replace(prepared, text=planted))
    assert not v.ok and v.failure.stage == "audit"
    assert "UB-capable" in v.failure.message and "nnan" in v.failure.message and "'contract'" in v.failure.message
    assert v.ub_findings and v.ub_findings[0].kind == "flag"
    assert v.asm == ""  # no machine code for a variant that failed the audit
    clean = finish(v0, prepared)
    assert clean.ok and not clean.ub_findings


def test_the_audit_catches_a_planted_function_attribute():
    v0, prepared = _fir_prepared("strict")
    # on every function: the inliner keeps the attribute only when caller and callee agree
    text = re.sub(r"^(define .*\)) (#\d+ )?\{$", r'\1 "no-nans-fp-math"="true" {', prepared.text, flags=re.M)
    assert '"no-nans-fp-math"="true"' in text
    wrapper = re.sub(r"^(define .*\)) (#\d+ )?\{$", r'\1 "no-nans-fp-math"="true" {', prepared.wrapper_text, flags=re.M)
    v = finish(v0, replace(prepared, text=text, wrapper_text=wrapper))
    assert v.failure and v.failure.stage == "audit" and "no-nans-fp-math" in v.failure.message


def test_fast_variants_compile_and_are_marked_ub_capable(tmp_path):
    (v,) = compile_many(["fir"], ["f64"], ["fast"], ["h100"], cache=BuildCache(tmp_path), allow_ub=True)
    assert v.ok and v.ub_capable
    assert v.ub_findings and all(f.kind in ("flag", "attribute", "nofpclass") for f in v.ub_findings)


@pytest.mark.slow
def test_cache_hits_are_real_hits(tmp_path, monkeypatch):
    cache = BuildCache(tmp_path)
    targets = ["a2000", "h100", "mi250x", "host"]
    first = compile_many(["fir", "dot"], ["f32"], ["strict", "contract"], targets, cache=cache)
    assert len(first) == 16 and all(v.ok and not v.cached for v in first)

    def no_llvm(*a, **k):
        raise AssertionError("a cache hit must not compile")

    monkeypatch.setattr(B, "run_isolated", lambda fn, tasks, **kw: [no_llvm() for _ in tasks])
    again = compile_many(["fir", "dot"], ["f32"], ["strict", "contract"], targets, cache=cache)
    assert all(v.cached for v in again)
    for a, b in zip(first, again):
        assert (a.key, a.optimized_ir, a.asm, a.object, a.metrics, a.entries) == \
               (b.key, b.optimized_ir, b.asm, b.object, b.metrics, b.entries)
    # h200 shares h100's machine (sm_90): its build is the same artifact, found without compiling
    monkeypatch.undo()
    (h200,) = compile_many(["fir"], ["f32"], ["strict"], ["h200"], cache=cache)
    h100 = next(v for v in first if v.target == "h100" and v.profile == "strict" and v.kernel == "fir")
    assert h200.cached and h200.target == "h200" and ".target sm_90" in h200.ptx
    assert h200.artifact == h100.artifact and h200.key != h100.key  # other figures, same machine code


def test_cache_keys_follow_content():
    fir, strict, contract = load_kernel("fir"), resolve_profile("strict"), resolve_profile("contract")

    def key(kernel=fir, prec="f64", prof=strict, target="h100", size="default"):
        return describe_variant(kernel, prec, prof, TARGETS[target], size).key

    k = key()
    assert key(target="h200") != k  # another target entry (other figures): another variant
    assert key(target="a2000") != k
    assert key(prof=contract) != k
    assert key(prec="f32") != k
    assert key(size="small") != k  # sizes are baked in
    edited = replace(fir, ir={**fir.ir, "f64": fir.ir["f64"] + "\n; a comment\n"})
    assert key(kernel=edited) != k
    assert key() == k  # and stable


@pytest.mark.parametrize("damage", ["truncate-asm", "edit-metrics", "clear-findings", "garbage-meta"])
@pytest.mark.slow
def test_damaged_cache_entries_are_rebuilt_and_say_so(tmp_path, damage):
    import json

    cache = BuildCache(tmp_path)
    (v,) = compile_many(["dot"], ["f64"], ["fast"], ["h100"], cache=cache, allow_ub=True)
    d = next(p for p in (tmp_path / "artifacts").glob("*/*") if p.is_dir())  # not the entry's .lock file
    meta = json.loads((d / "meta.json").read_text())
    if damage == "truncate-asm":
        (d / "code.ptx").write_text(v.asm[: len(v.asm) // 2])
    elif damage == "edit-metrics":
        meta["metrics"]["instructions"] = 2
        (d / "meta.json").write_text(json.dumps(meta))
    elif damage == "clear-findings":
        meta["ub_findings"] = []
        (d / "meta.json").write_text(json.dumps(meta))
    else:
        (d / "meta.json").write_text("{not json")
    (w,) = compile_many(["dot"], ["f64"], ["fast"], ["h100"], cache=cache, allow_ub=True)
    assert w.ok and not w.cached
    assert any("damaged build-cache entry was rebuilt" in n for n in w.notes)
    assert (w.asm, w.metrics, w.ub_findings) == (v.asm, v.metrics, v.ub_findings)
    (x,) = compile_many(["dot"], ["f64"], ["fast"], ["h100"], cache=cache, allow_ub=True)
    assert x.cached and not any("damaged" in n for n in x.notes)  # the rebuilt entry is whole again


def test_an_unusable_cache_folder_means_building_without_it(tmp_path, caplog):
    blocker = tmp_path / "cache"
    blocker.write_text("a file, not a folder")
    with caplog.at_level("WARNING", logger="fpsem"):
        (v,) = compile_many(["dot"], ["f64"], ["strict"], ["host"], cache=BuildCache(blocker))
    assert v.ok and not v.cached
    assert any("building without a cache" in n for n in v.notes)
    # the library logs the warning (the CLI's handler decides how the user sees it)
    assert any(r.levelname == "WARNING" and "build cache" in r.getMessage() and "not usable" in r.getMessage()
               for r in caplog.records)


def test_unknown_names_are_usage_errors():
    from fpsem.core.errors import UsageError

    with pytest.raises(UsageError, match="unknown target"):
        compile_many(["fir"], ["f64"], ["strict"], ["h300"], cache=False)
    with pytest.raises(UsageError, match="unknown kernel"):
        compile_many(["nope"], ["f64"], ["strict"], ["h100"], cache=False)


def test_the_ub_prefilter_is_sound_for_every_construct_the_validator_reports():
    from fpsem.fastmath.validate import find_ub

    clean = "define double @f(double %x) {\n  %y = fmul contract double %x, %x\n  ret double %y\n}\n"
    assert not may_carry_ub(clean) and not find_ub(clean)
    for planted in ["fmul nnan contract double", "fmul ninf double", "fmul fast double"]:
        text = clean.replace("fmul contract double", planted)
        assert may_carry_ub(text) and find_ub(text)
    attr = clean.replace("(double %x) {", '(double %x) #0 {') + 'attributes #0 = { "no-infs-fp-math"="true" }\n'
    assert may_carry_ub(attr) and find_ub(attr)
    nofp = clean.replace("define double @f(double %x)", "define nofpclass(nan) double @f(double %x)")
    assert may_carry_ub(nofp) and find_ub(nofp)
