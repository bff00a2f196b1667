"""The mpmath interpreter of LLVM IR (fpsem.ir.interp) on hand-written IR: every instruction kind it supports,
exact semantics, and clear refusals."""

from __future__ import annotations

import math

import pytest

from fpsem.floats.exact import ExactContext
from fpsem.floats.ulp import F32
from fpsem.ir.interp import Interpreter, InterpreterError, intrinsic_base, parse_type

CTX = ExactContext()


def run1(body: str, ret: str, params: str, args: list, decls: str = ""):
    """Run a one-function module ``@f`` and return its result."""
    ir = f"define {ret} @f({params}) {{\n{body}\n}}\n{decls}"
    return Interpreter(ir, CTX).call("f", args)


# --------------------------------------------------------------------------- exact floating point


def test_operations_are_exact_not_double():
    r = run1(
        "  %a = fadd double %x, 1.0\n  %b = fsub double %a, %x\n  ret double %b", "double", "double %x", [1e16]
    )
    assert r.v == 1  # in double, (1e16 + 1) - 1e16 is 0
    r = run1("  %a = fmul double %x, %x\n  ret double %a", "double", "double %x", [0.1])
    assert r.v == CTX.mp.mpf(0.1) ** 2


def test_fma_and_fmuladd_are_single_exact_evaluations():
    decls = "declare double @llvm.fma.f64(double, double, double)\ndeclare double @llvm.fmuladd.f64(double, double, double)"
    body = (
        "  %a = call double @llvm.fma.f64(double %x, double %y, double -1.0)\n"
        "  %b = call double @llvm.fmuladd.f64(double %x, double %y, double -1.0)\n"
        "  %c = fsub double %a, %b\n  %d = fadd double %c, %a\n  ret double %d"
    )
    x, y = 1 + 2.0**-30, 1 - 2.0**-30
    r = run1(body, "double", "double %x, double %y", [x, y], decls)
    assert r.v == -CTX.mp.mpf(2) ** -60
    assert r.rounded() == -(2.0**-60)


def test_division_sqrt_and_special_values():
    decls = "declare double @llvm.sqrt.f64(double)"
    body = "  %q = fdiv double %x, %y\n  %s = call double @llvm.sqrt.f64(double %q)\n  ret double %s"
    sig = "double %x, double %y"
    assert run1(body, "double", sig, [2.0, 1.0], decls).v == CTX.mp.sqrt(2)
    assert run1(body, "double", sig, [1.0, 0.0], decls).is_inf()
    assert run1(body, "double", sig, [0.0, 0.0], decls).is_nan()
    assert run1(body, "double", sig, [-1.0, 1.0], decls).is_nan()
    r = run1(body, "double", sig, [-0.0, 1.0], decls)  # sqrt(-0) = -0
    assert r.is_zero() and r.nz
    assert math.copysign(1, r.rounded()) == -1


def test_signed_zero_rules():
    body = "  %a = fadd double %x, %y\n  ret double %a"
    assert run1(body, "double", "double %x, double %y", [-0.0, -0.0]).nz
    assert not run1(body, "double", "double %x, double %y", [-0.0, 0.0]).nz
    assert not run1(body, "double", "double %x, double %y", [1.5, -1.5]).nz  # x + (-x) = +0
    assert run1("  %a = fmul double %x, -2.0\n  ret double %a", "double", "double %x", [0.0]).nz
    assert run1("  %a = fneg double %x\n  ret double %a", "double", "double %x", [0.0]).nz


def test_math_intrinsics_through_mpmath():
    names = ["exp", "exp2", "log", "log2", "log10", "sin", "cos", "fabs", "floor", "ceil", "trunc", "round", "rint"]
    mp = CTX.mp
    want = {
        "exp": mp.exp(mp.mpf(-2.5)),
        "exp2": mp.mpf(2) ** mp.mpf(-2.5),
        "log": None,
        "sin": mp.sin(mp.mpf(-2.5)),
        "cos": mp.cos(mp.mpf(-2.5)),
        "fabs": mp.mpf(2.5),
        "floor": mp.mpf(-3),
        "ceil": mp.mpf(-2),
        "trunc": mp.mpf(-2),
        "round": mp.mpf(-3),
        "rint": mp.mpf(-2),
    }
    for n in names:
        decl = f"declare double @llvm.{n}.f64(double)"
        r = run1(f"  %a = call double @llvm.{n}.f64(double %x)\n  ret double %a", "double", "double %x", [-2.5], decl)
        if n.startswith("log"):
            assert r.is_nan()
        else:
            assert r.v == want[n], n
    decl = "declare double @llvm.log2.f64(double)"
    assert run1("  %a = call double @llvm.log2.f64(double %x)\n  ret double %a", "double", "double %x", [8.0], decl).v == 3
    decl = "declare double @llvm.pow.f64(double, double)\ndeclare double @llvm.powi.f64.i32(double, i32)"
    body = "  %a = call double @llvm.pow.f64(double %x, double 0.5)\n  %b = call double @llvm.powi.f64.i32(double %a, i32 4)\n  ret double %b"
    assert run1(body, "double", "double %x", [3.0], decl).rounded() == 9.0  # exact to 200 bits, not to the last bit


def test_min_max_copysign_and_fpclass():
    decls = (
        "declare double @llvm.minnum.f64(double, double)\ndeclare double @llvm.maximum.f64(double, double)\n"
        "declare double @llvm.copysign.f64(double, double)\ndeclare i1 @llvm.is.fpclass.f64(double, i32)"
    )
    body = "  %a = call double @llvm.minnum.f64(double %x, double %y)\n  ret double %a"
    assert run1(body, "double", "double %x, double %y", [math.nan, 2.0], decls).v == 2
    body = "  %a = call double @llvm.maximum.f64(double %x, double %y)\n  ret double %a"
    assert run1(body, "double", "double %x, double %y", [math.nan, 2.0], decls).is_nan()
    body = "  %a = call double @llvm.copysign.f64(double %x, double %y)\n  ret double %a"
    assert run1(body, "double", "double %x, double %y", [3.0, -0.0], decls).v == -3
    # is.fpclass(x, 3) = isnan; 0x90 = subnormal (either sign)
    body = "  %a = call i1 @llvm.is.fpclass.f64(double %x, i32 3)\n  ret i1 %a"
    assert run1(body, "i1", "double %x", [math.nan], decls) == 1
    assert run1(body, "i1", "double %x", [1.0], decls) == 0
    body = "  %a = call i1 @llvm.is.fpclass.f64(double %x, i32 144)\n  ret i1 %a"
    assert run1(body, "i1", "double %x", [5e-324], decls) == 1
    assert run1(body, "i1", "double %x", [1e-300], decls) == 0


@pytest.mark.parametrize(
    "pred,x,y,want",
    [
        ("oeq", 1.0, 1.0, 1), ("one", 1.0, 2.0, 1), ("olt", 1.0, 2.0, 1), ("ogt", 1.0, 2.0, 0),
        ("oge", 2.0, 2.0, 1), ("ole", 3.0, 2.0, 0), ("ord", 1.0, 2.0, 1), ("uno", 1.0, 2.0, 0),
        ("uno", math.nan, 1.0, 1), ("olt", math.nan, 1.0, 0), ("ult", math.nan, 1.0, 1),
        ("une", math.nan, math.nan, 1), ("ueq", 1.0, 2.0, 0), ("oeq", -0.0, 0.0, 1),
        ("true", math.nan, 1.0, 1), ("false", 1.0, 1.0, 0),
    ],
)
def test_fcmp_predicates(pred, x, y, want):
    body = f"  %c = fcmp nnan {pred} double %x, %y\n  ret i1 %c"  # flags are ignored: strict semantics
    assert run1(body, "i1", "double %x, double %y", [x, y]) == want


# --------------------------------------------------------------------------- integers


@pytest.mark.parametrize(
    "op,a,b,want",
    [
        ("add", 2**63 - 1, 1, 2**63), ("sub", 0, 1, 2**64 - 1), ("mul", 2**62, 4, 0),
        ("sdiv", 2**64 - 7, 2, 2**64 - 3), ("srem", 2**64 - 7, 2, 2**64 - 1), ("udiv", 7, 2, 3),
        ("urem", 7, 2, 1), ("shl", 1, 63, 2**63), ("lshr", 2**63, 63, 1), ("ashr", 2**63, 63, 2**64 - 1),
        ("and", 12, 10, 8), ("or", 12, 10, 14), ("xor", 12, 10, 6),
    ],
)
def test_integer_binops_wrap(op, a, b, want):
    assert run1(f"  %r = {op} i64 %a, %b\n  ret i64 %r", "i64", "i64 %a, i64 %b", [a, b]) == want


@pytest.mark.parametrize(
    "pred,a,b,want",
    [("slt", -1, 0, 1), ("ult", -1, 0, 0), ("sge", 5, 5, 1), ("ugt", 1, 0, 1), ("eq", 3, 3, 1), ("ne", 3, 3, 0),
     ("sle", 0, -1, 0), ("uge", 0, 1, 0)],
)
def test_icmp_predicates(pred, a, b, want):
    assert run1(f"  %c = icmp {pred} i64 %a, %b\n  ret i1 %c", "i1", "i64 %a, i64 %b", [a, b]) == want


def test_casts():
    body = "  %t = trunc i64 %a to i32\n  %s = sext i32 %t to i64\n  %f = sitofp i64 %s to double\n  ret double %f"
    assert run1(body, "double", "i64 %a", [2**32 - 5]).v == -5
    body = "  %z = zext i32 %a to i64\n  %f = uitofp i64 %z to double\n  ret double %f"
    assert run1(body, "double", "i32 %a", [2**32 - 5]).v == 2**32 - 5
    body = "  %i = fptosi double %x to i64\n  ret i64 %i"
    assert run1(body, "i64", "double %x", [-2.75]) == 2**64 - 2
    with pytest.raises(InterpreterError, match="poison"):
        run1(body, "i64", "double %x", [math.nan])
    body = "  %e = fpext float %x to double\n  %t = fptrunc double %e to float\n  ret float %t"
    assert run1(body, "float", "float %x", [0.5]).v == 0.5


# --------------------------------------------------------------------------- control flow and memory

FIR_LIKE = """
define double @dot(i64 %i, ptr %in, ptr %c) {
entry:
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %k = add i64 %i, %j
  %pi = getelementptr inbounds double, ptr %in, i64 %k
  %v = load double, ptr %pi, align 8
  %pc = getelementptr inbounds [4 x double], ptr %c, i64 0, i64 %j
  %cv = load double, ptr %pc, align 8
  %p = fmul double %cv, %v
  %acc1 = fadd double %acc, %p
  %j1 = add nuw nsw i64 %j, 1
  %done = icmp eq i64 %j1, 4
  br i1 %done, label %exit, label %loop
exit:
  %r = call double @twice(double %acc1)
  ret double %r
}
define double @twice(double %x) {
  %y = fmul double %x, 2.0
  ret double %y
}
define void @axpy(i64 %i, ptr %y, ptr %x, double %a) {
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %xv = load double, ptr %px, align 8
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %yv = load double, ptr %py, align 8
  %m = fmul double %a, %xv
  %s = fadd double %yv, %m
  store double %s, ptr %py, align 8
  ret void
}
define i64 @sw(i64 %x) {
entry:
  switch i64 %x, label %d [ i64 1, label %one
                            i64 2, label %two ]
one:
  ret i64 10
two:
  ret i64 20
d:
  %c = icmp sgt i64 %x, 5
  %s = select i1 %c, i64 100, i64 0
  ret i64 %s
}
define i64 @spin(i64 %x) {
entry:
  br label %l
l:
  br label %l
}
"""


def test_loops_phi_gep_and_calls():
    it = Interpreter(FIR_LIKE, CTX)
    inp = it.memory.add_real("in", [CTX.exact(float(v)) for v in range(10)])
    c = it.memory.add_real("c", [CTX.exact(v) for v in (1.0, -1.0, 0.5, 0.25)])
    r = it.call("dot", [3, inp, c])
    assert r.v == 2 * (3 - 4 + 0.5 * 5 + 0.25 * 6)
    assert r.m == 2 * (3 + 4 + 0.5 * 5 + 0.25 * 6)  # the magnitude: sum of |terms|


def test_load_store_on_numpy_backed_memory():
    it = Interpreter(FIR_LIKE, CTX)
    x = it.memory.add_real("x", [CTX.exact(0.1 * k) for k in range(4)])
    y = it.memory.add_real("y", [CTX.exact(1.0)] * 4)
    for i in range(4):
        it.call("axpy", [i, y, x, 0.5])
    got = [e.v for e in it.memory.buffer("y").data]
    assert got == [1 + CTX.mp.mpf(0.5) * CTX.mp.mpf(0.1 * k) for k in range(4)]
    with pytest.raises(InterpreterError, match="out of bounds of buffer 'x'"):
        it.call("axpy", [4, y, x, 0.5])


def test_switch_select():
    it = Interpreter(FIR_LIKE, CTX)
    assert [it.call("sw", [v]) for v in (1, 2, 3, 9)] == [10, 20, 0, 100]


def test_runaway_loop_is_stopped():
    it = Interpreter(FIR_LIKE, CTX, max_steps=1000)
    with pytest.raises(InterpreterError, match="runaway"):
        it.call("spin", [0])


def test_type_punning_is_refused():
    it = Interpreter(FIR_LIKE, CTX)
    x = it.memory.add_int("x", [1, 2, 3, 4])
    y = it.memory.add_real("y", [CTX.exact(1.0)] * 4)
    with pytest.raises(InterpreterError, match="type punning"):
        it.call("axpy", [0, y, x, 0.5])


# --------------------------------------------------------------------------- refusals name the instruction


@pytest.mark.parametrize(
    "body,params,needle",
    [
        ("  %v = call double @mystery(double %x)\n  ret void", "double %x", "call to @mystery"),
        ("  %v = bitcast double %x to <2 x i32>\n  ret void", "double %x", "across element boundaries"),
        ("  %v = fadd double %x, undef\n  ret double %v", "double %x", "returned a poison value"),
        ("  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  ret void", "double %x", "outside a launch"),
        ("  call void @llvm.nvvm.barrier0()\n  ret void", "double %x", "barrier outside a launch"),
        ("  %p = alloca { double, i32 }\n  ret void", "double %x", "alloca of"),
    ],
)
def test_unsupported_constructs_are_refused_by_name(body, params, needle):
    ret = "double" if "ret double" in body else "void"
    ir = (f"define {ret} @f({params}) {{\n{body}\n}}\ndeclare double @mystery(double)\n"
          "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare void @llvm.nvvm.barrier0()\n")
    it = Interpreter(ir, CTX)
    with pytest.raises(InterpreterError, match=needle):
        it.call("f", [CTX.exact(1.0)] if "double %x" == params else [])


def test_bad_calls():
    it = Interpreter(FIR_LIKE, CTX)
    with pytest.raises(InterpreterError, match="no function @nope"):
        it.call("nope", [])
    with pytest.raises(InterpreterError, match="takes 4 arguments"):
        it.call("axpy", [0])
    with pytest.raises(InterpreterError, match="argument 1 must be ptr"):
        it.call("axpy", [0, 1.0, 2.0, 3.0])


def test_float_module_and_helpers():
    ctx32 = ExactContext(fmt=F32)
    ir = "define float @f(float %x) {\n  %y = fmul float %x, 0x3FB99999A0000000\n  ret float %y\n}\n"
    r = Interpreter(ir, ctx32).call("f", [3.0])
    assert r.rounded() == pytest.approx(0.3, rel=1e-7)
    assert intrinsic_base("llvm.sqrt.f64") == "llvm.sqrt"
    assert intrinsic_base("llvm.powi.f64.i32") == "llvm.powi"
    assert intrinsic_base("expf") == "llvm.exp"
    assert parse_type("[4 x [2 x double]]").size == 64


OVERFLOW_IR = """
define i64 @f(i64 %a, i64 %b) {
  %r = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %o = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %o to i64
  %s = add i64 %v, %z
  ret i64 %s
}
define i64 @g(i64 %a, i64 %b) {
  %r = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %a, i64 %b)
  %o = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %o to i64
  ret i64 %z
}
"""


def test_with_overflow_intrinsics_wrap_and_flag():
    """POLYBENCH_ADI's clang -O2 output multiplies sizes with llvm.umul.with.overflow."""
    it = Interpreter(OVERFLOW_IR, CTX)
    assert it.call("f", [3, 5]) == 15  # no overflow
    assert it.call("f", [1 << 63, 2]) == 1  # wraps to 0, overflow flag 1
    assert it.call("g", [1 << 63, 1]) == 1  # INT64_MIN - 1 overflows
    assert it.call("g", [5, 7]) == 0
