"""Property tests over generated modules: idempotence, only FP instructions touched, validation."""

from __future__ import annotations

import re

import pytest
from hypokit import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fpsem.fastmath.profiles import builtin_profile_names, resolve_profile
from fpsem.fastmath.rewrite import apply_profile, list_sites
from fpsem.fastmath.validate import find_ub
from fpsem.ir import flags as fm
from fpsem.ir.binding import parse_ir

TYPES = ["double", "float", "half", "<2 x double>", "<4 x float>"]
FLAG_SETS = st.lists(st.sampled_from(fm.ALL_FLAGS + ("fast",)), max_size=3, unique=True)
SAFE = [n for n in builtin_profile_names() if not resolve_profile(n).ub_capable]


@st.composite
def modules(draw) -> str:
    """A verifiable function mixing FP and non-FP instructions with random existing flags."""
    vals: dict[str, list[str]] = {t: [f"%p{i}"] for i, t in enumerate(TYPES)}
    ints = ["%n"]
    body: list[str] = []
    for k in range(draw(st.integers(1, 14))):
        ty = draw(st.sampled_from(TYPES))
        flags = " ".join(fm.canonical_tokens(draw(FLAG_SETS)))
        f = f" {flags}" if flags else ""
        a, b = draw(st.sampled_from(vals[ty])), draw(st.sampled_from(vals[ty]))
        kind = draw(st.sampled_from(["bin", "neg", "cmp", "sel", "int", "conv", "call"]))
        name = f"%v{k}"
        if kind == "bin":
            op = draw(st.sampled_from(["fadd", "fsub", "fmul", "fdiv", "frem"]))
            body.append(f"  {name} = {op}{f} {ty} {a}, {b}")
        elif kind == "neg":
            body.append(f"  {name} = fneg{f} {ty} {a}")
        elif kind == "cmp":
            if ty.startswith("<"):
                body.append(f"  {name} = fcmp{f} uno {ty} {a}, {b}")
                continue
            body.append(f"  {name} = fcmp{f} olt {ty} {a}, {b}")
            body.append(f"  {name}s = select{f} i1 {name}, {ty} {a}, {ty} {b}")
            vals[ty].append(f"{name}s")
            continue
        elif kind == "sel":
            body.append(f"  {name} = select{f} i1 %c, {ty} {a}, {ty} {b}")
        elif kind == "int":
            i = draw(st.sampled_from(ints))
            body.append(f"  {name} = add i32 {i}, 3")
            ints.append(name)
            continue
        elif kind == "conv":
            x = draw(st.sampled_from(vals["double"]))
            body.append(f"  {name} = fptrunc{f} double {x} to float")
            body.append(f"  {name}e = fpext{f} float {name} to double")
            body.append(f"  {name}i = sitofp i32 %n to double")
            vals["float"].append(name)
            vals["double"] += [f"{name}e", f"{name}i"]
            continue
        else:
            x = draw(st.sampled_from(vals["double"]))
            body.append(f"  {name} = call{f} double @llvm.sqrt.f64(double {x})")
            ty = "double"
        vals[ty].append(name)
    params = ", ".join(f"{t} %p{i}" for i, t in enumerate(TYPES))
    attrs = draw(st.sampled_from(["", ' "no-nans-fp-math"="true"', ' "unsafe-fp-math"="true" "no-infs-fp-math"="true"']))
    group = f"attributes #0 = {{ nounwind{attrs} }}\n"
    return (f"define void @g({params}, i1 %c, i32 %n) #0 {{\nentry:\n" + "\n".join(body) + "\n  ret void\n}\n"
            "declare double @llvm.sqrt.f64(double)\n" + group)


COMMON = settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@COMMON
@given(modules(), st.sampled_from(SAFE + ["fast"]))
@pytest.mark.slow
def test_idempotent(src, name):
    p = resolve_profile(name)
    once = apply_profile(src, p).text
    assert apply_profile(once, p).text == once


@COMMON
@given(modules(), st.sampled_from(SAFE + ["fast"]))
@pytest.mark.slow
def test_strict_then_profile_equals_profile(src, name):
    p = resolve_profile(name)
    strict = apply_profile(src, resolve_profile("strict")).text
    assert apply_profile(strict, p).text == apply_profile(src, p).text


_FLAG_WORD = re.compile(r" (?:" + "|".join(fm.ALL_FLAGS + ("fast",)) + r")(?= )")
_FP_ATTR = re.compile(r' "(?:no-nans|no-infs|unsafe|no-signed-zeros|approx-func)(?:-fp-math)?"="[^"]*"')


def _minus_flags_and_fp_attrs(line: str) -> str:
    """A line with flag words and FP string attributes removed (a check written apart from fpsem's)."""
    return _FP_ATTR.sub("", _FLAG_WORD.sub("", line))


@COMMON
@given(modules(), st.sampled_from(SAFE + ["fast"]))
@pytest.mark.slow
def test_only_flag_tokens_and_fp_attributes_change(src, name):
    """The output is the input text with only flag words and FP attributes changed, byte for byte."""
    out = apply_profile(src, resolve_profile(name)).text
    before, after = src.split("\n"), out.split("\n")
    assert len(before) == len(after)
    site_lines = {s.text for s in list_sites(parse_ir(src))}
    for x, y in zip(before, after):
        if x != y:
            assert _minus_flags_and_fp_attrs(x) == _minus_flags_and_fp_attrs(y), (x, y)
            assert x.startswith("attributes") or x.strip() in site_lines, (x, y)


@COMMON
@given(modules(), st.sampled_from(SAFE))
@pytest.mark.slow
def test_safe_profiles_validate_clean(src, name):
    assert find_ub(apply_profile(src, resolve_profile(name)).text) == []


@COMMON
@given(modules())
@pytest.mark.slow
def test_fast_validates_dirty_on_every_site(src):
    out = apply_profile(src, resolve_profile("fast")).text
    findings = find_ub(out)
    assert len([f for f in findings if f.kind == "flag"]) == len(list_sites(parse_ir(src)))
