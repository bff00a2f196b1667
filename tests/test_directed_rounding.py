"""fpsem.floats.directed against exact rational arithmetic (Python's Fraction), and in the lane interpreter.

The reference rounds the exact rational result to the format by hand: the neighbouring representable
values are found with numpy's nextafter from the nearest value, and the mode picks one of them.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.floats import directed

F32 = st.floats(width=32, allow_nan=False, allow_infinity=False)
# doubles within 2^+-900: the division's and square root's remainder must not underflow (see the module)
F64 = st.one_of(st.floats(min_value=2.0 ** -900, max_value=2.0 ** 900),
                st.floats(min_value=-(2.0 ** 900), max_value=-(2.0 ** -900)), st.just(0.0))
MODES = ("rn", "rz", "rm", "rp")


def _round(v: Fraction, dtype, mode: str, zero_sign: float = 1.0):
    """``v`` rounded to ``dtype`` in ``mode`` (by its two neighbours in the format)."""
    if v == 0:
        return dtype(math.copysign(0.0, zero_sign))
    with np.errstate(all="ignore"):
        near = dtype(float(v)) if abs(v) < 2 ** 1000 else dtype(np.inf if v > 0 else -np.inf)
        near = np.asarray(near, dtype)
        if not np.isfinite(near):
            big = np.asarray(np.finfo(dtype).max, dtype)
            near = big if v > 0 else -big
        lo = near if Fraction(float(near)) <= v else np.nextafter(near, dtype(-np.inf))
        hi = near if Fraction(float(near)) >= v else np.nextafter(near, dtype(np.inf))
    maxv = Fraction(float(np.finfo(dtype).max))
    if mode == "rn":  # IEEE: overflow to infinity only from half an ulp past the largest finite value
        with np.errstate(over="ignore"):
            return np.float64(float(v)).astype(dtype)
    if mode == "rm":
        return lo if v >= -maxv else dtype(-np.inf)
    if mode == "rp":
        return hi if v <= maxv else dtype(np.inf)
    return lo if v > 0 else hi  # toward zero


def _same(got, want) -> bool:
    got, want = np.asarray(got), np.asarray(want)
    return bool(got.tobytes() == want.astype(got.dtype).tobytes())


@settings(max_examples=examples(400), deadline=None)
@given(a=F32, b=F32, c=F32, mode=st.sampled_from(MODES))
def test_float_operations_round_the_exact_value(a, b, c, mode):
    fa, fb, fc = (np.float32(x) for x in (a, b, c))
    ea, eb, ec = Fraction(float(fa)), Fraction(float(fb)), Fraction(float(fc))
    add_sign = -1.0 if (mode == "rm" and not (fa == 0 and fb == 0 and not np.signbit(fa) and not np.signbit(fb))) \
        or (fa == 0 and fb == 0 and np.signbit(fa) and np.signbit(fb)) else 1.0
    assert _same(directed.add(fa, fb, mode, np.float32), _round(ea + eb, np.float32, mode, add_sign))
    prod_sign = -1.0 if np.signbit(fa) != np.signbit(fb) else 1.0
    assert _same(directed.mul(fa, fb, mode, np.float32), _round(ea * eb, np.float32, mode, prod_sign))
    if ea * eb + ec != 0:
        assert _same(directed.fma(fa, fb, fc, mode, np.float32), _round(ea * eb + ec, np.float32, mode))
    if fb != 0:
        q = ea / eb
        assert _same(directed.div(fa, fb, mode, np.float32), _round(q, np.float32, mode, prod_sign))
    if fa > 0:
        got = directed.sqrt(fa, mode, np.float32)
        lo, hi = (np.float32(x) for x in sorted({float(got), float(np.nextafter(got, np.float32(np.inf)))}))
        # the exact square root lies in [got, next) toward -inf or 0, in (prev, got] toward +inf
        exact_sq = ea
        if mode in ("rm", "rz"):
            assert Fraction(float(got)) ** 2 <= exact_sq < Fraction(float(np.nextafter(got, np.float32(np.inf)))) ** 2
        elif mode == "rp":
            assert Fraction(float(np.nextafter(got, np.float32(0)))) ** 2 < exact_sq <= Fraction(float(got)) ** 2


@settings(max_examples=examples(300), deadline=None)
@given(a=F64, b=F64, mode=st.sampled_from(MODES))
def test_double_add_mul_div_round_the_exact_value(a, b, mode):
    ea, eb = Fraction(a), Fraction(b)
    if ea + eb != 0:
        assert _same(directed.add(a, b, mode, np.float64), _round(ea + eb, np.float64, mode))
    p = ea * eb
    if p != 0 and abs(p) < Fraction(2) ** 1000 and abs(p) > Fraction(2) ** -960:
        assert _same(directed.mul(a, b, mode, np.float64), _round(p, np.float64, mode))
    if b != 0 and a != 0:
        q = ea / eb
        if Fraction(2) ** -960 < abs(q) < Fraction(2) ** 1000:
            assert _same(directed.div(a, b, mode, np.float64), _round(q, np.float64, mode))


def test_known_answers():
    one_third_down = directed.div(np.float32(1), np.float32(3), "rm", np.float32)
    one_third_up = directed.div(np.float32(1), np.float32(3), "rp", np.float32)
    assert one_third_up == np.nextafter(one_third_down, np.float32(1))
    assert Fraction(float(one_third_down)) < Fraction(1, 3) < Fraction(float(one_third_up))
    assert directed.add(np.float32(1), np.float32(-1), "rm", np.float32).tobytes() == np.float32(-0.0).tobytes()
    assert directed.add(np.float32(1), np.float32(-1), "rn", np.float32).tobytes() == np.float32(0.0).tobytes()
    big = np.float32(3e38)
    assert directed.mul(big, np.float32(2), "rz", np.float32) == np.finfo(np.float32).max
    assert directed.mul(big, np.float32(2), "rp", np.float32) == np.inf
    # compared as doubles (numpy would round the Python float to float32 first)
    assert float(directed.sqrt(np.float32(2), "rm", np.float32)) < math.sqrt(2) < float(
        directed.sqrt(np.float32(2), "rp", np.float32))
    with pytest.raises(NotImplementedError):
        directed.fma(1.0, 2.0, 3.0, "rm", np.float64)


def test_libdevice_directed_fma_runs_in_the_lane_interpreter():
    """PLANCKIAN's f32 build calls libdevice's expf, which uses llvm.nvvm.fma.rm.f: the tracer runs it,
    each lane rounding its own exact a*b+c toward -inf."""
    from fpsem.ir.trace import Launch, Sample, trace_kernel

    ir = """
define void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %tid to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %g
  %x = load float, ptr addrspace(1) %pa
  %r = call float @llvm.nvvm.fma.rm.f(float %x, float 3.0, float 0x3FB99999A0000000)
  %po = getelementptr float, ptr addrspace(1) %out, i64 %g
  store float %r, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.fma.rm.f(float, float, float)
"""
    a = (np.arange(1, 33, dtype=np.float32) / np.float32(3)).astype(np.float32)
    out = np.zeros(32, np.float32)
    t = trace_kernel(ir, "k", {"out": out, "a": a}, Launch.of(1, 32), Sample("all"), write_back=True)
    assert t.status.complete
    c = Fraction(float(np.float32(0.1)))
    want = np.array([_round(Fraction(float(x)) * 3 + c, np.float32, "rm") for x in a], np.float32)
    assert out.tobytes() == want.tobytes()
    assert (out <= np.array([float(Fraction(float(x)) * 3 + c) for x in a])).all()
