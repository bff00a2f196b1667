"""Models of approximate GPU instructions and the transform that puts them in the emulation (CPU only).

* the IR of every model computes, bit for bit, what its numpy function computes;
* error-bound models sit on their bound, keep exact cases, and follow the special-value rules;
* the transform replaces exactly the operations LLVM 22's NVPTX (sm_86, sm_90) and AMDGPU
  (gfx90a) back ends select as approximate instructions: checked against their assembly;
* the composites of LLVM's gfx90a sequences use as many ``v_exp/v_log`` and FMA instructions as
  its assembly; the built-in kernels' real builds model exactly the assembly's approximations.
"""

from __future__ import annotations

import ctypes
import re

import llvmlite.binding as llvm
import numpy as np
import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.compiler.targets import resolve_target
from fpsem.fastmath.profiles import parse_profile, resolve_profile
from fpsem.ir.binding import MachineSpec, host_machine_spec, optimize, parse_ir, target_machine
from fpsem.runners import approx as A
from fpsem.runners import mufu
from fpsem.runners.emulation import emulate_text
from tests.jitkit import jit_functions

STRICT = parse_profile("strict", {"flags": []}, source="tests/test_approx.py")
NV_TRIPLE, AMD_TRIPLE = "nvptx64-nvidia-cuda", "amdgcn-amd-amdhsa"
FTZ_ATTR = '"denormal-fp-math-f32"="preserve-sign,preserve-sign"'


def _f32(bits: int) -> np.float32:
    return np.array([bits], dtype=np.uint32).view(np.float32)[0]


def _bits(x) -> np.ndarray:
    return np.asarray(x, dtype=np.float32).view(np.uint32)


def _random_f32(n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32).view(np.float32).copy()
    x[: n // 4] = rng.uniform(-20.0, 20.0, n // 4)
    return x


# ------------------------------------------------------------------------- IR == numpy, bit for bit

FLOAT_KEYS = sorted(k for k, m in A.MODELS.items() if m.ty == "float") + sorted(A.COMPOSITES)


def _jit_models(keys: list[str]):
    wrappers = []
    for k in keys:
        ar = A.MODELS[k].arity if k in A.MODELS else A.COMPOSITES[k].arity
        loads = "".join(f" %p{j} = getelementptr float, ptr %x{j}, i64 %i\n %v{j} = load float, ptr %p{j}\n"
                        for j in range(ar))
        args = ", ".join(f"float %v{j}" for j in range(ar))
        wrappers.append(
            f'define void @"w.{k}"(ptr %x0, ptr %x1, ptr %x2, ptr %o, i64 %n) {{\nentry:\n br label %l\nl:\n'
            f" %i = phi i64 [0, %entry], [%j, %l]\n{loads} %r = call float @fpsem.approx.{k}({args})\n"
            f" %q = getelementptr float, ptr %o, i64 %i\n store float %r, ptr %q\n %j = add i64 %i, 1\n"
            f" %c = icmp eq i64 %j, %n\n br i1 %c, label %e, label %l\ne:\n ret void\n}}")
    text = "\n".join(wrappers) + "\n" + A.model_ir(keys)
    mufu.register_tables_for(text)
    mod = parse_ir(text, "models")
    tm = target_machine(host_machine_spec())
    optimize(mod, tm, 3)  # the host's O3 must not change any result
    ee = llvm.create_mcjit_compiler(mod, tm)
    ee.finalize_object()
    return ee, mod


@pytest.mark.slow
def test_model_ir_equals_numpy_bit_for_bit():
    """Error-bound models and composites: numpy and IR agree (a table model's numpy path runs its IR)."""
    keys = FLOAT_KEYS
    ee, _mod = _jit_models(keys)
    n = 6000
    x, y, z = _random_f32(n, 1), _random_f32(n, 2), _random_f32(n, 3)
    proto = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)
    for k in keys:
        o = np.zeros(n, np.float32)
        proto(ee.get_function_address(f"w.{k}"))(x.ctypes.data, y.ctypes.data, z.ctypes.data, o.ctypes.data, n)
        ar = A.MODELS[k].arity if k in A.MODELS else A.COMPOSITES[k].arity
        ref = A.evaluate(k, *(x, y, z)[:ar])
        differ = (_bits(o) != _bits(ref)) & ~(np.isnan(o) & np.isnan(ref))
        assert not differ.any(), (k, x[differ][:3], o[differ][:3], ref[differ][:3])
        # NaN payloads too, except where an IEEE product propagates an input NaN's payload
        if k in A.MODELS:
            assert (_bits(o) == _bits(ref)).all(), k


def test_rcp64h_model_keeps_the_high_word_only():
    x = np.array([3.0, 0.1, -7.5, 1e-310, 0.0, np.inf, np.nan, 2.0**1000], dtype=np.float64)
    r = A.evaluate("nvptx.rcp.approx.ftz.f64", x)
    assert (r.view(np.uint64) & np.uint64(0xFFFFFFFF) == 0).all()
    with np.errstate(divide="ignore"):
        want = np.array([1 / 3, 10.0, -1 / 7.5, np.inf, np.inf, 0.0, np.nan, 2.0**-1000])
    finite = np.isfinite(want) & (want != 0)
    assert (np.abs(r[finite] / want[finite] - 1) < 2.0**-19).all()
    assert np.isinf(r[3]) and np.isinf(r[4]) and r[5] == 0 and np.isnan(r[6])


def test_model_ir_has_no_fast_math_flags():
    text = A.model_ir(sorted(A.MODELS) + sorted(A.COMPOSITES))
    for flag in ("fast", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"):
        assert not re.search(rf"^\s+%\S+ = \w+ {flag}\b", text, re.M), flag


# ------------------------------------------------------------------------- known answers and bounds

@pytest.mark.parametrize("key, x, want", [
    ("nvptx.ex2.approx.f32", 3.0, 8.0), ("nvptx.ex2.approx.f32", -126.0, 2.0**-126),
    ("nvptx.ex2.approx.f32", -149.0, 2.0**-149), ("nvptx.ex2.approx.ftz.f32", -149.0, 0.0),
    ("nvptx.ex2.approx.f32", float("-inf"), 0.0), ("nvptx.ex2.approx.f32", float("inf"), float("inf")),
    ("nvptx.ex2.approx.f32", 200.0, float("inf")), ("nvptx.ex2.approx.ftz.f32", 1e-40, 1.0),
    ("nvptx.rcp.approx.f32", 2.0, 0.5), ("nvptx.rcp.approx.f32", -0.0, float("-inf")),
    ("nvptx.rcp.approx.ftz.f32", 1e-40, float("inf")), ("nvptx.sqrt.approx.f32", 4.0, 2.0),
    ("nvptx.sqrt.approx.f32", -0.0, -0.0), ("nvptx.rsqrt.approx.f32", 0.25, 2.0),
    ("nvptx.lg2.approx.f32", 1024.0, 10.0), ("nvptx.lg2.approx.f32", 0.0, float("-inf")),
    ("nvptx.sin.approx.f32", 0.0, 0.0), ("nvptx.cos.approx.f32", 0.0, 1.0),
    ("amdgpu.v_sqrt_f32", 1e-40, 0.0), ("amdgpu.exp2", -140.0, 2.0**-140), ("amdgpu.log2", 2.0**-140, -140.0),
    ("amdgpu.exp", 0.0, 1.0), ("amdgpu.exp", -104.0, 0.0), ("amdgpu.exp", 89.0, float("inf")),
    ("amdgpu.log", 1.0, 0.0), ("amdgpu.log10", 0.0, float("-inf")), ("amdgpu.exp10", 0.0, 1.0),
])
def test_exact_and_special_cases(key, x, want):
    got = A.evaluate(key, np.array([x], dtype=np.float32))[0]
    assert _bits(got) == _bits(np.float32(want)), (key, x, got)


@pytest.mark.parametrize("key", ["nvptx.sqrt.approx.f32", "nvptx.lg2.approx.f32", "nvptx.sin.approx.f32",
                                 "nvptx.rsqrt.approx.f32", "nvptx.ex2.approx.f32"])
def test_nan_results_are_nvidias_canonical_nan(key):
    invalid = {"sin": np.inf, "ex2": np.nan}.get(key.split(".")[1], -1.0)
    x = np.array([np.nan, invalid], dtype=np.float32)
    assert (_bits(A.evaluate(key, x)) == A.NV_CANONICAL_NAN).all()


@pytest.mark.parametrize("key", sorted(k for k, m in A.MODELS.items() if m.bound.kind in ("ulp", "rel")
                                        and m.table is None and m.ty == "float"))
def test_error_bound_models_sit_on_their_bound(key):
    """Each result is the f32 farthest from the exact value inside the bound (or the exact value)."""
    m = A.MODELS[key]
    rng = np.random.default_rng(3)
    lo, hi = {"exp2": (-120.0, 120.0), "sin": (-3.0, 3.0), "cos": (-3.0, 3.0), "tanh": (-5.0, 5.0)}.get(
        m.function, (1e-3, 1e3))
    x = rng.uniform(lo, hi, 20000).astype(np.float32)
    e = A._exact(m.function, x.astype(np.float64))
    r = A.evaluate(key, x).astype(np.float64)
    unit = A._ulp32(e) * m.bound.value if m.bound.kind == "ulp" else np.abs(e) * m.bound.value
    ratio = np.abs(r - e) / unit
    assert ratio.max() <= 1.0
    finite = np.isfinite(e) & (r != e)
    # worst case per point: the next f32 further from the exact value lies outside the bound
    away = np.nextafter(r.astype(np.float32), np.where(r > e, np.float32(np.inf), np.float32(-np.inf)))
    assert (np.abs(away.astype(np.float64) - e) > unit)[finite].all()
    up = r > e  # both directions, about evenly (the hash of the input's bits)
    assert 0.4 < up.mean() < 0.6


@settings(max_examples=examples(300), deadline=None)
@given(st.floats(min_value=1e-30, max_value=1e30), st.floats(min_value=2.0**-23, max_value=2.0**-10),
       st.booleans())
@pytest.mark.slow
def test_perturb_stays_inside_the_bound(e, rel, up):
    """With a bound of at least half an ulp (every model's), the result is inside it, on the chosen side."""
    c = float(A.perturb(np.array([e]), np.array([e * rel]), np.array([up]))[0])
    assert abs(c - e) <= e * rel
    nearest = float(np.float32(e))
    assert (c >= nearest) if up else (c <= nearest)


def test_fma32_is_correctly_rounded():
    rng = np.random.default_rng(5)
    a, b, c = (rng.uniform(-4, 4, 2000).astype(np.float32) for _ in range(3))
    from fractions import Fraction
    got = A.fma32(a, b, c)
    for i in range(0, 2000, 37):
        exact = Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))
        # the nearest f32: compare neighbours
        g = np.float32(got[i])
        lo, hi = np.nextafter(g, np.float32(-np.inf)), np.nextafter(g, np.float32(np.inf))
        d = abs(Fraction(float(g)) - exact)
        assert d <= abs(Fraction(float(lo)) - exact) and d <= abs(Fraction(float(hi)) - exact)


def test_describe_says_what_each_model_is():
    core = A.MODELS["nvptx.ex2.approx.ftz.f32"]
    want = "error-bound" if core.table is None else "H200 table"
    assert want in A.describe(core.key)
    assert "MUFU.EX2" in A.describe("nvptx.ex2.approx.f32")
    assert any("1 ulp" in line for line in A.models_used({"amdgpu.fdiv.afn": 1}))
    # every NVIDIA core says whether a measured table makes it bit-faithful
    for k, m in A.MODELS.items():
        if m.vendor == "nvptx":
            assert ("table" in A.describe(k)) or ("no measured table installed" in A.describe(k)), k


# ------------------------------------------------------------------------- the transform against the assembly

BODIES = {
    "exp2": "%r = call float @llvm.exp2.f32(float %x)",
    "exp2_afn": "%r = call afn float @llvm.exp2.f32(float %x)",
    "sqrt": "%r = call float @llvm.sqrt.f32(float %x)",
    "sqrt_afn": "%r = call afn float @llvm.sqrt.f32(float %x)",
    "sin_afn": "%r = call afn float @llvm.sin.f32(float %x)",
    "cos_afn": "%r = call afn float @llvm.cos.f32(float %x)",
    "div": "%r = fdiv float %x, %y",
    "div_arcp": "%r = fdiv arcp float %x, %y",
    "div_afn": "%r = fdiv afn float %x, %y",
    "rcp_afn": "%r = fdiv afn float 1.0, %x",
    "negrcp_afn": "%r = fdiv afn float -1.0, %x",
    "rsqrt_afn": "%s = call afn float @llvm.sqrt.f32(float %x)\n  %r = fdiv afn float 1.0, %s",
    "rsqrt_sqrt_afn_only": "%s = call afn float @llvm.sqrt.f32(float %x)\n  %r = fdiv float 1.0, %s",
    "rsqrt_afn_arcp": "%s = call float @llvm.sqrt.f32(float %x)\n  %r = fdiv afn arcp float 1.0, %s",
    "rsqrt_div_afn_only": "%s = call float @llvm.sqrt.f32(float %x)\n  %r = fdiv afn float 1.0, %s",
    "div64_afn": "%d = fpext float %x to double\n  %e = fpext float %y to double\n  %q = fdiv afn double %d, %e\n"
                 "  %r = fptrunc double %q to float",
}
AMD_ONLY = {
    "exp_afn": "%r = call afn float @llvm.exp.f32(float %x)",
    "log_afn": "%r = call afn float @llvm.log.f32(float %x)",
    "log10_afn": "%r = call afn float @llvm.log10.f32(float %x)",
    "exp10_afn": "%r = call afn float @llvm.exp10.f32(float %x)",
    "log2": "%r = call float @llvm.log2.f32(float %x)",
    "exp": "%r = call float @llvm.exp.f32(float %x)",
    "exp10": "%r = call float @llvm.exp10.f32(float %x)",
    "log": "%r = call float @llvm.log.f32(float %x)",
    "log10": "%r = call float @llvm.log10.f32(float %x)",
}


def _module(body: str, ftz: bool) -> str:
    attrs = FTZ_ATTR if ftz else "nounwind"
    return (f"define float @f(float %x, float %y) #0 {{\n  {body}\n  ret float %r\n}}\n"
            f"attributes #0 = {{ {attrs} }}\n")


def _canon(text: str) -> str:
    """LLVM's own printing (what the transform is given)."""
    return str(parse_ir(text, "t"))


def _optimized(text: str, triple: str, cpu: str) -> tuple[llvm.ModuleRef, llvm.TargetMachine]:
    tm = target_machine(MachineSpec(triple=triple, cpu=cpu))
    mod = parse_ir(text, "t")
    optimize(mod, tm, 3)
    return mod, tm


def _optimized_and_asm(text: str, triple: str, cpu: str) -> tuple[str, str]:
    mod, tm = _optimized(text, triple, cpu)
    return str(mod), tm.emit_assembly(mod)


@pytest.mark.parametrize("ftz", [False, True])
@pytest.mark.parametrize("target", [(NV_TRIPLE, "sm_86"), (NV_TRIPLE, "sm_90"), (AMD_TRIPLE, "gfx90a")])
def test_transform_replaces_exactly_what_the_assembly_approximates(target, ftz):
    triple, cpu = target
    kind = "nvptx" if triple == NV_TRIPLE else "amdgpu"
    bodies = {**BODIES, **(AMD_ONLY if kind == "amdgpu" else {})}
    for name, body in bodies.items():
        opt, asm = _optimized_and_asm(_module(body, ftz), triple, cpu)
        res = A.apply_approx_models(opt, kind, cpu, asm)
        mismatch = [n for n in res.notes if "assembly" in n]
        assert not mismatch, (name, res.notes, asm)
        if kind == "nvptx":
            expected = set(re.findall(r"\b(\w+\.approx(?:\.ftz)?)\.f32", asm))
            assert bool(res.replaced) == bool(expected), (name, res.replaced, expected)
        parse_ir(res.text, name)  # the result parses and verifies


@pytest.mark.parametrize("name, ftz, want", [
    ("exp2", False, {"nvptx.ex2.approx.f32": 1}), ("exp2", True, {"nvptx.ex2.approx.ftz.f32": 1}),
    ("sqrt", False, {}), ("div_arcp", False, {}), ("div_afn", False, {"nvptx.div.approx.f32": 1}),
    ("rcp_afn", True, {"nvptx.rcp.approx.ftz.f32": 1}), ("negrcp_afn", False, {"nvptx.div.approx.f32": 1}),
    ("rsqrt_sqrt_afn_only", False, {"nvptx.rsqrt.approx.f32": 1}),
    ("rsqrt_div_afn_only", False, {"nvptx.rcp.approx.f32": 1}), ("div64_afn", False, {}),
])
def test_nvptx_selection_rules(name, ftz, want):
    res = A.apply_approx_models(_canon(_module(BODIES[name], ftz)), "nvptx", "sm_86")
    assert dict(res.replaced) == want


@pytest.mark.parametrize("name, ftz, want", [
    ("exp2", False, {"amdgpu.exp2": 1}), ("exp2", True, {"amdgpu.exp2.ftz": 1}),
    ("div_afn", False, {"amdgpu.fdiv.afn": 1}), ("negrcp_afn", False, {"amdgpu.negrcp.afn": 1}),
    ("rsqrt_afn", False, {"amdgpu.sqrt.afn": 1, "amdgpu.rcp.afn": 1}), ("sqrt", False, {}),
    ("rsqrt_afn_arcp", False, {"amdgpu.v_rsq_f32": 1}), ("rsqrt_afn_arcp", True, {"amdgpu.v_rsq_f32": 1}),
])
def test_amdgpu_selection_rules(name, ftz, want):
    res = A.apply_approx_models(_canon(_module(BODIES[name], ftz)), "amdgpu", "gfx90a")
    assert dict(res.replaced) == want


def test_math_calls_left_for_the_back_end_are_named():
    """After libdevice is linked, an llvm.exp.f32 that reached NVPTX code generation is not modelled: a note says so."""
    text = "define float @f(float %x) {\n  %a = call float @llvm.exp.f32(float %x)\n  ret float %a\n}\n"
    res = A.apply_approx_models(_canon(text), "nvptx", "sm_86")
    assert not res.replaced and any("llvm.exp.f32 reached the NVPTX back end" in n for n in res.notes)


@pytest.mark.parametrize("ftz", [False, True])
def test_amd_math_sequences_match_the_gfx90a_assembly(ftz):
    """Each composite of LLVM's gfx90a sequence uses the instructions the assembly shows, in number."""
    for name in ("exp", "exp10", "log", "log10", "exp2", "log2", "exp10_afn"):
        opt, asm = _optimized_and_asm(_module({**BODIES, **AMD_ONLY}[name], ftz), AMD_TRIPLE, "gfx90a")
        res = A.apply_approx_models(opt, "amdgpu", "gfx90a", asm)
        (key,) = res.replaced
        model = A.COMPOSITES[key]
        ir_ops = A._IrOps(ftz)
        model.body(A._BitsOps(ir_ops), "%a")
        n_inst = sum(1 for line in ir_ops.lines if "@fpsem.approx.amdgpu.v_" in line)
        n_asm = len(re.findall(r"\bv_(?:exp|log)_f32", asm))
        assert n_inst == n_asm, (name, ftz, n_inst, n_asm)
        n_fma = sum(1 for line in ir_ops.lines if "@llvm.fma.f32" in line)
        assert n_fma == len(re.findall(r"\bv_fmac?_f32", asm)), (name, ftz, asm)


def test_vector_operations_are_modelled_lane_by_lane():
    text = ("define <4 x float> @f(<4 x float> %x) {\n"
            "  %r = fdiv afn <4 x float> splat (float 1.000000e+00), %x\n  ret <4 x float> %r\n}\n")
    res = A.apply_approx_models(_canon(text), "nvptx", "sm_90")
    assert dict(res.replaced) == {"nvptx.rcp.approx.f32": 4}
    mufu.register_tables_for(res.text)
    mod = parse_ir(res.text, "v")
    tm = target_machine(host_machine_spec())
    optimize(mod, tm, 3)


def test_nothing_to_replace_comes_back_unchanged():
    text = _canon(_module(BODIES["div"], False))
    assert A.apply_approx_models(text, "nvptx", "sm_86").text == text
    assert A.apply_approx_models(text, "host", "x86-64").text == text


def test_cross_check_notes_a_mismatch():
    notes = A.cross_check("\tex2.approx.f32 \t%r2, %r1;\n\trcp.approx.f32 %r3, %r2;", {"nvptx.ex2.approx.f32": 1},
                          "nvptx", "sm_86")
    assert notes == ["sm_86: the assembly has rcp.approx.f32, which no replaced operation models"]


# ------------------------------------------------------------------------- built-in kernels: the real build's assembly

@pytest.mark.parametrize("kernel", ["planckian", "trap_int", "energy", "if_quad"])
@pytest.mark.parametrize("target", ["a2000", "h200", "mi250x"])
@pytest.mark.slow
def test_builtin_kernels_models_match_the_real_assembly(kernel, target, tmp_path, monkeypatch):
    """On fpsem's real build of a variant (its target-optimized IR, libdevice linked for NVIDIA), the
    transform models exactly the approximate instructions of the build's PTX / AMDGCN."""
    import fpsem
    from fpsem.compiler.targets import resolve_target
    from fpsem.kernels.registry import load_kernel

    monkeypatch.setenv("FPSEM_PTXAS", "none")  # the PTX is what is compared; no cubin needed
    k, t, p = load_kernel(kernel), resolve_target(target), resolve_profile("algebraic-afn")
    built = fpsem.compile(k, t, p, "f32", cache=False)
    assert built.ok, built.failure
    res = A.apply_approx_models(built.optimized_ir, t.kind, t.cpu, built.asm)
    assert res.replaced
    assert not [n for n in res.notes if "assembly" in n], res.notes
    parse_ir(res.text, kernel)


@pytest.mark.parametrize("flags, want_asm", [("arcp", "rcp.rn.f32"), ("arcp afn", "rcp.approx.f32")])
def test_nvptx_divisions_sharing_a_divisor_share_a_reciprocal(flags, want_asm):
    body = (f"%q1 = fdiv {flags} float %x, %y\n  %q2 = fdiv {flags} float 3.0, %y\n"
            "  %r = fadd float %q1, %q2")
    opt, asm = _optimized_and_asm(_module(body, False), NV_TRIPLE, "sm_86")
    assert want_asm in asm and "div." not in asm
    res = A.apply_approx_models(opt, "nvptx", "sm_86", asm)
    assert not [n for n in res.notes if "assembly" in n], res.notes
    assert dict(res.replaced) == ({"nvptx.rcp.approx.f32": 2} if "afn" in flags else {})
    assert len(re.findall(r"= fmul float", res.text.split("; fpsem.runners.approx")[0])) == 2


@pytest.mark.parametrize("flags", ["arcp", "arcp afn", "reassoc nsz arcp contract afn"])
def test_nvptx_f64_divisions_sharing_a_divisor_are_one_correctly_rounded_reciprocal_and_products(flags):
    """f64 too (IF_QUAD's two roots over 2a): NVPTX's DAG gives rcp.rn.f64 and two multiplications, whatever
    afn says; the emulation computes the same IEEE operations, and a * (1/b) is not a / b everywhere."""
    text = (f"define double @f(double %x, double %y) {{\n  %q1 = fdiv {flags} double %x, %y\n"
            f"  %q2 = fdiv {flags} double 3.0, %y\n  %r = fsub double %q1, %q2\n  ret double %r\n}}\n")
    opt, asm = _optimized_and_asm(text, NV_TRIPLE, "sm_90")
    assert "rcp.rn.f64" in asm and "div.rn.f64" not in asm
    host, res, _ = emulate_text(opt, resolve_target("h100"), "f64 division")
    assert not res.replaced and len(re.findall(r"= fdiv double 1\.000000e\+00, %y", res.text)) == 2
    f = jit_functions(host, [("f", "double", ("double", "double"))])["f"]
    x, y = np.random.default_rng(7).uniform(-4, 4, (2, 4096))
    want = x * (1.0 / y) - 3.0 * (1.0 / y)
    assert np.array_equal(f(x, y), want) and not np.array_equal(want, x / y - 3.0 / y)
