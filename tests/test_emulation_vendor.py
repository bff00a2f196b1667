"""The vendor math libraries in the emulation: libdevice and ocml run from their own bitcode on this CPU.

For every math function fpsem lowers (fpsem.compiler.mathlib.MATH_FUNCTIONS), in f32 and f64, for the
H100 (libdevice) and the MI250X (ocml, or LLVM's gfx90a expansion for f32 exp/log): a module calling
it is lowered, linked and optimized as the GPU build does, emulated (fpsem.runners.emulation), and
run on sampled operands.  Checked:

* known answers (exp(0) = 1, log(1) = 0, pow(2, 10) = 1024, sin(0) = 0, ...);
* against mpmath's correctly rounded values: the vendor's documented maximum error holds on every
  sample (CUDA C++ Programming Guide, "Mathematical Functions", maximum ulp errors; for ocml the
  OpenCL C specification's minimum accuracy, which ROCm's device library meets) -- with one ulp more
  where an approximate instruction runs as an error-bound model (no measured table), whose result
  sits at the edge of the instruction's documented bound by construction;
* no host math library function with a rounding error is called by the emulated module, and the
  build's NVVMReflect has answered every ``__nvvm_reflect``.
"""

from __future__ import annotations

import re

import mpmath
import numpy as np
import pytest

from fpsem.compiler import mathlib
from fpsem.compiler.backends import backend_for
from fpsem.compiler.targets import resolve_target
from fpsem.core.errors import StageFailure
from fpsem.floats.ulp import ulp_distance
from fpsem.ir.binding import canonical_text, optimize, parse_ir, target_machine
from fpsem.runners import approx as A
from fpsem.runners.emulation import emulate_text
from tests.jitkit import jit_functions

CUDA_ULP = {  # CUDA C++ Programming Guide, maximum ulp error (full range), single | double
    "exp": (2, 1), "exp2": (2, 1), "exp10": (2, 1), "log": (1, 1), "log2": (1, 1), "log10": (2, 1),
    "pow": (4, 2), "sin": (2, 2), "cos": (2, 2), "tan": (4, 2), "sinh": (3, 2), "cosh": (2, 1), "tanh": (2, 1),
    "asin": (2, 2), "acos": (2, 2), "atan": (2, 2), "atan2": (3, 2),
}
OPENCL_ULP = {  # OpenCL C 2.0, 7.4: minimum accuracy of the built-in math functions (single and double)
    "exp": 3, "exp2": 3, "exp10": 3, "log": 3, "log2": 3, "log10": 3, "pow": 16, "sin": 4, "cos": 4, "tan": 5,
    "sinh": 4, "cosh": 4, "tanh": 5, "asin": 4, "acos": 4, "atan": 5, "atan2": 6,
}
DOMAIN = {  # (low, high, log-uniform) of the first operand; pow and atan2 draw their second below
    "exp": (-80, 80, False), "exp2": (-120, 120, False), "exp10": (-35, 35, False), "log": (1e-30, 1e30, True),
    "log2": (1e-30, 1e30, True), "log10": (1e-30, 1e30, True), "pow": (1e-3, 1e3, True), "sin": (-1e3, 1e3, False),
    "cos": (-1e3, 1e3, False), "tan": (-1e3, 1e3, False), "sinh": (-80, 80, False), "cosh": (-80, 80, False),
    "tanh": (-12, 12, False), "asin": (-1, 1, False), "acos": (-1, 1, False), "atan": (1e-6, 1e6, True),
    "atan2": (-1e3, 1e3, False),
}
MP = {"exp": mpmath.exp, "exp2": lambda x: mpmath.power(2, x), "exp10": lambda x: mpmath.power(10, x),
      "log": mpmath.log, "log2": lambda x: mpmath.log(x, 2), "log10": mpmath.log10, "pow": mpmath.power,
      "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan, "sinh": mpmath.sinh, "cosh": mpmath.cosh,
      "tanh": mpmath.tanh, "asin": mpmath.asin, "acos": mpmath.acos, "atan": mpmath.atan, "atan2": mpmath.atan2}
TYPES = {"float": ("f32", np.float32), "double": ("f64", np.float64)}


def emulated_math(target_name: str, ty: str, afn: bool = False):
    """Every MATH_FUNCTIONS function of type ``ty`` as the emulation runs it for ``target_name``: a callable
    per function over arrays, and the notes (models used, host equivalents)."""
    t = resolve_target(target_name)
    sfx = TYPES[ty][0]
    flag = "afn " if afn else ""
    lines = []
    for fn, arity in mathlib.MATH_FUNCTIONS.items():
        params = ", ".join(f"{ty} %a{i}" for i in range(arity))
        lines.append(f"define {ty} @k_{fn}({params}) {{\n  %r = call {flag}{ty} @llvm.{fn}.{sfx}({params})\n"
                     f"  ret {ty} %r\n}}\ndeclare {ty} @llvm.{fn}.{sfx}({', '.join([ty] * arity)})")
    lowered = mathlib.lower_math("\n".join(lines) + "\n", backend_for(t.kind).math)
    tm = target_machine(t.machine)
    mod = parse_ir(lowered.text, "math")
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    mathlib.link_library(mod, lowered, t.cpu, tm)
    mathlib.internalize(mod, [f"k_{fn}" for fn in mathlib.MATH_FUNCTIONS])
    optimize(mod, tm)
    optimized = canonical_text(mod)
    assert "__nvvm_reflect" not in optimized  # NVVMReflect answered every query, as in the GPU build
    text, approx, vendor = emulate_text(optimized, t, f"math on {target_name}")
    fns = jit_functions(text, [(f"k_{fn}", ty, (ty,) * ar) for fn, ar in mathlib.MATH_FUNCTIONS.items()])
    return fns, dict(approx.replaced), lowered.functions


def _operands(fn: str, ty: str, n: int, rng: np.random.Generator) -> list[np.ndarray]:
    dt = TYPES[ty][1]
    lo, hi, log = DOMAIN[fn]
    x = np.exp(rng.uniform(np.log(lo), np.log(hi), n)) if log else rng.uniform(lo, hi, n)
    if fn in ("sin", "cos", "tan"):
        x[: n // 3] = rng.uniform(-4, 4, n // 3)  # the primary range too
    ops = [x.astype(dt)]
    if fn == "pow":
        ops.append(rng.uniform(-10, 10, n).astype(dt))
    if fn == "atan2":
        ops.append(rng.uniform(-1e3, 1e3, n).astype(dt))
    return ops


def _correctly_rounded(fn: str, ops: list[np.ndarray], dt) -> np.ndarray:
    out = np.empty(ops[0].size, dtype=dt)
    bits = 24 if dt == np.float32 else 53
    with mpmath.workprec(200):
        for i in range(out.size):
            v = MP[fn](*(mpmath.mpf(float(o[i])) for o in ops))
            if isinstance(v, mpmath.mpc):
                out[i] = np.nan
                continue
            # round to the format's precision (nearest-even), then to the format (exact by then, or overflow)
            with mpmath.workprec(bits):
                r = +v
            out[i] = dt(float(r)) if abs(r) < 1e300 else dt(np.inf)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("ty", ["float", "double"])
@pytest.mark.parametrize("target", ["h100", "mi250x"])
def test_vendor_math_meets_its_documented_accuracy(target, ty):
    fns, models, library = emulated_math(target, ty)
    assert library, "the math functions go to the vendor library"
    bound_models = [k for k in models if A.MODELS.get(k) is not None and A.MODELS[k].table is None
                    or k in A.COMPOSITES and any(A.MODELS[i].table is None for i in A.COMPOSITES[k].instructions)]
    rng = np.random.default_rng(0)
    dt = TYPES[ty][1]
    worst = {}
    for fn in mathlib.MATH_FUNCTIONS:
        ops = _operands(fn, ty, 120, rng)
        got = fns[f"k_{fn}"](*ops)
        want = _correctly_rounded(fn, ops, dt)
        ok = np.isfinite(want) & (np.abs(want) < np.finfo(dt).max / 4)
        d = ulp_distance(got[ok], want[ok])
        worst[fn] = float(np.nanmax(d)) if d.size else 0.0
        assert not np.isnan(d).any(), (fn, ops[0][ok][np.isnan(d)][:3], got[ok][np.isnan(d)][:3])
        if target == "h100":
            bound = CUDA_ULP[fn][0 if ty == "float" else 1]
        else:
            bound = OPENCL_ULP[fn]
        slack = 1 if bound_models else 0
        assert worst[fn] <= bound + slack, (target, ty, fn, worst[fn], bound, bound_models)
    # the sample is not a proof of the bound, but a wrong library path would be far outside it
    assert max(worst.values()) <= 16


@pytest.mark.parametrize("target", ["h100", "mi250x"])
def test_known_answers(target):
    fns, _, _ = emulated_math(target, "double")
    one = np.array([1.0])
    assert fns["k_exp"](np.array([0.0]))[0] == 1.0
    assert fns["k_log"](one)[0] == 0.0 and fns["k_log2"](np.array([1024.0]))[0] == 10.0
    assert fns["k_pow"](np.array([2.0]), np.array([10.0]))[0] == 1024.0
    assert fns["k_sin"](np.array([0.0]))[0] == 0.0 and fns["k_cos"](np.array([0.0]))[0] == 1.0
    assert fns["k_atan2"](np.array([0.0]), one)[0] == 0.0
    assert np.isnan(fns["k_log"](np.array([-1.0]))[0]) and fns["k_log"](np.array([0.0]))[0] == -np.inf
    assert fns["k_exp"](np.array([1000.0]))[0] == np.inf and fns["k_exp"](np.array([-1000.0]))[0] == 0.0
    f32, _, _ = emulated_math(target, "float")
    assert f32["k_exp"](np.array([0.0], np.float32))[0] == 1.0
    assert f32["k_sqrt" if "k_sqrt" in f32 else "k_exp2"](np.array([3.0], np.float32))[0] == 8.0


def test_no_inexact_host_math_is_left():
    """A module that would call the host's exp is refused, naming it (the library should have replaced it)."""
    text = "define double @f(double %x) {\n  %r = call double @exp(double %x)\n  ret double %r\n}\ndeclare double @exp(double)\n"
    with pytest.raises(StageFailure, match="would call exp"):
        emulate_text(text, resolve_target("h100"), "test")
    text = text.replace("@exp(", "@llvm.exp.f64(")
    with pytest.raises(StageFailure, match="llvm.exp.f64"):
        emulate_text(text, resolve_target("mi250x"), "test")


def test_emulation_and_gpu_build_run_the_same_library_code(tmp_path, monkeypatch):
    """The code build for the H100 and the emulation build inline the same libdevice code: the same target
    intrinsics, in number, in PLANCKIAN f32 (strict: __nv_expf)."""
    from fpsem.compiler.build import build
    from fpsem.compiler.variant import Variant
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.kernels.registry import load_kernel
    from fpsem.kernels.spec import resolve_sizes

    monkeypatch.setenv("FPSEM_PTXAS", "none")
    k, t = load_kernel("planckian"), resolve_target("h100")
    sizes = tuple(sorted(resolve_sizes(k.spec, "small").items()))
    code = build(Variant(k, "f32", resolve_profile("strict"), t, sizes))
    emu = build(Variant(k, "f32", resolve_profile("strict"), t, sizes, mode="emulation"))
    assert code.ok and emu.ok and code.math_functions == emu.math_functions == ("__nv_expf",)

    def intrinsics(ir: str, fn: str) -> list[str]:
        body = re.search(rf"define [^\n]*@{fn}\(.*?\n}}\n", ir, re.S).group(0)
        return sorted(n for n in re.findall(r"call [^@]*@(llvm\.nvvm\.[\w.]+)\(", body) if ".sreg." not in n)

    gpu_entry = re.search(r"define [^\n]*@(planckian_main[\w.]*)\(", code.optimized_ir).group(1)
    assert intrinsics(code.optimized_ir, gpu_entry) == intrinsics(emu.optimized_ir, "planckian_main")
