"""Host equivalents of the target intrinsics vendor library code calls (fpsem.runners.vendor_intrinsics).

Three independent checks of each definition:

* the NVPTX back end emits exactly the PTX instruction the definition stands for (sm_90);
* where LLVM constant-folds an intrinsic (its own model of the instruction: NVPTX's rounding-mode
  arithmetic, conversions, saturate, min; AMDGPU's frexp, fract, class, trig_preop), the definition
  run on the host gives the same bits on random and special operands;
* directed rounding against exact rational arithmetic (Python's ``fractions``), the IEEE definition.
"""

from __future__ import annotations

import re
import struct
import zlib
from fractions import Fraction

import numpy as np
import pytest

from fpsem.compiler.targets import resolve_target
from fpsem.ir.binding import canonical_text, optimize, parse_ir, target_machine
from fpsem.runners import vendor_intrinsics as V
from tests.jitkit import DTYPES, jit_functions

EQS = V.host_equivalents()


def _call_module(names: list[str]) -> str:
    """A function ``t.<name>`` per host equivalent that calls it as the optimized IR would: the intrinsic, or
    (inline assembly) the name lower_inline_asm gives it."""
    out = []
    for n in names:
        e = EQS[n]
        params = ", ".join(f"{t} %a{j}" for j, t in enumerate(e.params))
        callee = e.symbol if n.startswith("asm.") else n
        out.append(f'define {e.ret} @"t.{n}"({params}) {{\n  %r = call {e.ret} @{callee}({params})\n  ret {e.ret} %r\n}}')
        if not n.startswith("asm."):
            out.append(f"declare {e.ret} @{n}({', '.join(e.params)})")
    return "\n".join(out) + "\n"


@pytest.fixture(scope="module")
def host():
    """Every host equivalent, callable over arrays (through retarget, as the emulation uses them)."""
    names = sorted(EQS)
    r = V.retarget(_call_module(names))
    assert set(r.replaced) == set(names)
    return jit_functions(r.text, [(f"t.{n}", EQS[n].ret, EQS[n].params) for n in names])


def test_nvptx_emits_the_instruction_each_definition_stands_for():
    names = sorted(n for n in EQS if n.startswith("llvm.nvvm."))
    tm = target_machine(resolve_target("h100").machine)
    text = "".join(f"define {EQS[n].ret} @k{i}({', '.join(f'{t} %a{j}' for j, t in enumerate(EQS[n].params))}) {{\n"
                   f"  %r = call {EQS[n].ret} @{n}({', '.join(f'{t} %a{j}' for j, t in enumerate(EQS[n].params))})\n"
                   f"  ret {EQS[n].ret} %r\n}}\ndeclare {EQS[n].ret} @{n}({', '.join(EQS[n].params)})\n"
                   for i, n in enumerate(names))
    mod = parse_ir(text, "intrinsics")
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    bodies = re.split(r"\.visible \.func", tm.emit_assembly(mod))[1:]
    assert len(bodies) == len(names)
    for i, n in enumerate(names):
        assert f"k{i}(" in bodies[i]
        assert EQS[n].instruction.split()[0] in bodies[i], (n, EQS[n].instruction, bodies[i][-400:])


# ------------------------------------------------------------------------- against LLVM's constant folding

def _f32_special() -> list[float]:
    return [0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -2.5, 3.5, 1e-40, -1e-40, 1e-45, 3.4e38, -3.4e38, float("inf"),
            float("-inf"), float("nan"), 1e30, -7.25, 0.1, 2.0**31, -2.0**31 - 1e3, 2.0**32 + 5e4, 1.17549435e-38]


def _operands(ty: str, n: int, rng: np.random.Generator) -> np.ndarray:
    if ty == "i32":
        return rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    if ty == "i64":
        return rng.integers(-2**63, 2**63, n, dtype=np.int64, endpoint=False)
    if ty == "float":
        x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32).view(np.float32).copy()
        x[: n // 2] = (rng.standard_normal(n // 2) * 10.0 ** rng.integers(-3, 4, n // 2)).astype(np.float32)
        sp = np.array(_f32_special(), dtype=np.float32)
        x[: sp.size] = sp
        return x
    x = rng.integers(0, 2**64, n, dtype=np.uint64).view(np.float64).copy()
    x[: n // 2] = rng.standard_normal(n // 2) * 10.0 ** rng.integers(-3, 4, n // 2)
    sp = np.array(_f32_special(), dtype=np.float64)
    x[: sp.size] = sp
    return x


def _const(ty: str, v) -> str:
    if ty == "float":
        return f"0x{struct.unpack('<Q', struct.pack('<d', float(np.float32(v))))[0]:016X}"
    if ty == "double":
        return f"0x{struct.unpack('<Q', struct.pack('<d', float(v)))[0]:016X}"
    return str(int(v))


def _fold(names: list[str], cpu_target: str, operands: dict[str, list[np.ndarray]]) -> dict[str, list]:
    """LLVM's constant folding of each intrinsic on each operand tuple (None where it does not fold)."""
    tm = target_machine(resolve_target(cpu_target).machine)
    text, keys = [], []
    for n in names:
        e = EQS[n]
        cols = operands[n]
        for i in range(cols[0].size):
            args = ", ".join(f"{t} {_const(t, c[i])}" for t, c in zip(e.params, cols))
            text.append(f"define {e.ret} @f{len(keys)}() {{\n  %r = call {e.ret} @{n}({args})\n  ret {e.ret} %r\n}}")
            keys.append((n, i))
        text.append(f"declare {e.ret} @{n}({', '.join(e.params)})")
    mod = parse_ir("\n".join(text) + "\n", "fold")
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    optimize(mod, tm)
    folded = dict(re.findall(r"define [^@]*@f(\d+)\(\)[^{]*\{\n  ret \w+ ([^\n]+)\n\}", canonical_text(mod)))
    out: dict[str, list] = {n: [None] * operands[n][0].size for n in names}
    for k, (n, i) in enumerate(keys):
        if str(k) in folded:
            out[n][i] = folded[str(k)]
    return out


def _parse_const(ty: str, s: str):
    if ty in ("i32", "i64"):
        return int(s)
    if ty == "i1":
        return s == "true"
    if s.startswith("0x"):
        d = struct.unpack("<d", struct.pack("<Q", int(s, 16)))[0]
    elif s in ("poison", "undef"):
        return None
    else:
        d = float(s)
    return np.float32(d) if ty == "float" else np.float64(d)


def _same(ty: str, a, b) -> bool:
    if ty in ("float", "double"):
        a, b = np.asarray(a, DTYPES[ty]), np.asarray(b, DTYPES[ty])
        if np.isnan(a) and np.isnan(b):
            return True
        return a.tobytes() == b.tobytes()
    return bool(a == b)


@pytest.mark.parametrize("prefix, target", [("llvm.nvvm.", "h100"), ("llvm.amdgcn.", "mi250x")])
def test_definitions_agree_with_llvms_constant_folding(host, prefix, target):
    rng = np.random.default_rng(7)
    names = sorted(n for n in EQS if n.startswith(prefix) and not EQS[n].note)
    n = 48
    operands = {}
    for name in names:
        params = EQS[name].params
        cols = [_operands(t, n, rng) for t in params]
        if name == "llvm.amdgcn.trig.preop.f64":  # every segment, exponents up to the largest
            n_tp = 160
            cols = [np.ldexp(rng.uniform(1.0, 2.0, n_tp), rng.integers(-1074, 1024, n_tp)),
                    rng.integers(0, 32, n_tp).astype(np.int32)]
            cols[0][:10] = [1.0, 1e300, 2.0**1000, 2.0**1020, 1e-300, 3.0, 2.0**60, 1.7e308, np.inf, np.nan]
        if name.startswith("llvm.amdgcn.class"):
            cols[1] = rng.integers(0, 1024, n).astype(np.int32)
        operands[name] = cols
    folded = _fold(names, target, operands)
    compared, differ = 0, []
    for name in names:
        e = EQS[name]
        got = host[f"t.{name}"](*operands[name])
        for i, s in enumerate(folded[name]):
            if s is None:
                continue
            want = _parse_const(e.ret, s)
            if want is None:
                continue
            compared += 1
            if not _same(e.ret, got[i], want):
                differ.append((name, [c[i] for c in operands[name]], got[i], s))
    assert not differ, differ[:10]
    total = sum(c[0].size for c in operands.values())
    assert compared > total // 2, (compared, total)  # LLVM folds most of them: the check is not vacuous


# ------------------------------------------------------------------------- directed rounding, exactly

def _f32_values():
    return [np.float32(v) for v in (1.0, 3.0, 0.1, -0.1, 1e-38, -2.5e-39, 1e-45, 3.0e38, -3.0e38, 0.0, -0.0, 7.0,
                                    1.0000001, 16777217.0)]


def _round_fraction(q: Fraction, mode: str) -> np.float32:
    """The f32 nearest ``q`` in ``mode`` (rn ties to even, rz, rm, rp), by exact comparison."""
    c = np.float32(float(q))  # within an ulp or two of q
    lo = c
    while Fraction(float(lo)) > q:
        lo = np.nextafter(lo, np.float32(-np.inf))
    while Fraction(float(np.nextafter(lo, np.float32(np.inf)))) <= q and np.isfinite(lo):
        lo = np.nextafter(lo, np.float32(np.inf))
    hi = lo if Fraction(float(lo)) == q else np.nextafter(lo, np.float32(np.inf))
    if mode == "rm":
        return lo
    if mode == "rp":
        return hi
    if mode == "rz":
        return lo if q >= 0 else hi
    dl, dh = q - Fraction(float(lo)), Fraction(float(hi)) - q
    if dl != dh:
        return lo if dl < dh else hi
    return lo if (int(lo.view(np.uint32)) & 1) == 0 else hi


@pytest.mark.parametrize("op", ["add", "mul", "fma", "div"])
@pytest.mark.parametrize("mode", ["rn", "rz", "rm", "rp"])
def test_directed_f32_arithmetic_is_exactly_rounded(host, op, mode):
    rng = np.random.default_rng(zlib.crc32(f"{op}.{mode}".encode()))
    vals = _f32_values()
    arity = 3 if op == "fma" else 2
    rows = [tuple(rng.choice(vals, arity)) for _ in range(300)]
    # ties of the f32 rounding that a far smaller addend breaks (a binary64 sum would round them twice)
    rows += [(np.float32(1.0000001), np.float32(3.0), np.float32(c)) if op == "fma" else
             (np.float32(16777216.0), np.float32(c)) for c in (-2.5e-39, 2.5e-39, -1e-30, 1e-30)] * (arity - 1)
    with np.errstate(over="ignore"):
        rows += [tuple(np.float32(v) for v in rng.standard_normal(arity) * 10.0 ** rng.integers(-40, 38, arity))
                 for _ in range(300)]
    rows = [r for r in rows if all(np.isfinite(r))]
    cols = [np.array([r[k] for r in rows], dtype=np.float32) for k in range(arity)]
    got = host[f"t.llvm.nvvm.{op}.{mode}.f"](*cols)
    for i, r in enumerate(rows):
        f = [Fraction(float(v)) for v in r]
        if op == "div" and f[1] == 0:
            continue
        q = {"add": lambda: f[0] + f[1], "mul": lambda: f[0] * f[1], "fma": lambda: f[0] * f[1] + f[2],
             "div": lambda: f[0] / f[1]}[op]()
        if q == 0:  # sign of zero: IEEE's rules, checked against LLVM's folding above
            assert got[i] == 0
            continue
        if abs(q) >= Fraction(float(np.finfo(np.float32).max)):
            continue  # overflow: the mode's choice between the largest finite value and Inf, folded above
        want = _round_fraction(q, mode)
        assert got[i].tobytes() == want.tobytes(), (op, mode, r, got[i], want)


def test_retarget_leaves_an_unsupported_intrinsic_and_a_plain_module_alone():
    plain = "define float @f(float %x) {\n  %y = fadd float %x, 1.0\n  ret float %y\n}\n"
    assert V.retarget(plain).text == plain
    text = ("define i32 @f(i32 %x) {\n  %y = call i32 @llvm.nvvm.prmt(i32 %x, i32 %x, i32 0)\n  ret i32 %y\n}\n"
            "declare i32 @llvm.nvvm.prmt(i32, i32, i32)\n")
    r = V.retarget(text)
    assert r.text == text and not r.replaced


def test_retarget_counts_calls_and_drops_their_declarations():
    text = ("define double @f(double %x) {\n  %a = call double @llvm.nvvm.add.rn.d(double %x, double %x)\n"
            "  %b = call double @llvm.nvvm.add.rn.d(double %a, double %x)\n  ret double %b\n}\n"
            "declare double @llvm.nvvm.add.rn.d(double, double)\n")
    r = V.retarget(text)
    assert r.replaced == {"llvm.nvvm.add.rn.d": 2}
    assert "declare double @llvm.nvvm.add.rn.d" not in r.text
    mod = parse_ir(r.text, "retargeted")
    assert "llvm.nvvm" not in str(mod).replace("fpsem.vendor.llvm.nvvm", "")


# ------------------------------------------------------------------------- libdevice's inline assembly

def test_all_of_libdevices_inline_assembly_is_lowered():
    from fpsem.compiler.devlibs import LibraryMissing, find_libdevice
    from fpsem.ir.binding import parse_bitcode

    try:
        path = find_libdevice()
    except LibraryMissing as e:
        pytest.skip(str(e))
    text = V.lower_inline_asm(str(parse_bitcode(path.read_bytes(), str(path))))
    assert not re.search(r'\basm (?:sideeffect )?"', text)
    parse_ir(V.retarget(text).text, "libdevice, retargeted")


def test_inline_assembly_equivalents_compute_the_carry_chains(host):
    def host_struct(name, args):
        row = host[f"t.{name}"](*[np.array([a]) for a in args])[0]
        bits = 8 * row.dtype.itemsize
        return tuple(int(v) % 2**bits for v in row)

    rng = np.random.default_rng(3)
    a, b, c, d = (rng.integers(0, 2**64, 64, dtype=np.uint64) for _ in range(4))
    a32, b32, c32 = (rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(3))
    for i in range(64):
        # mad.lo.cc.u32 / madc.hi.u32: a * b + c in 64 bits (two words)
        want = int(a32[i]) * int(b32[i]) + int(c32[i])
        got = host_struct("asm.mad.wide.u32", (a32[i], b32[i], c32[i]))
        assert got == (want & 0xFFFFFFFF, want >> 32)
        w = int(a[i]) * int(b[i]) + int(c[i])
        assert host_struct("asm.mad.u64.wide", (a[i], b[i], c[i])) == (w & (2**64 - 1), w >> 64)
        w = int(a[i]) * int(b[i])
        assert host_struct("asm.mul.u64.wide", (a[i], b[i])) == (w & (2**64 - 1), w >> 64)
        x, y = int(a[i]) + (int(b[i]) << 64), int(c[i]) + (int(d[i]) << 64)
        for op, v in (("add", (x + y) % 2**128), ("sub", (x - y) % 2**128)):
            assert host_struct(f"asm.{op}.u128", (a[i], b[i], c[i], d[i])) == (v & (2**64 - 1), v >> 64)
    x = np.array([0, 1, 2, 0x80000000, 0x00010000, 0xFFFFFFFF], dtype=np.uint32)
    got = host["t.asm.bfind.shiftamt.u32"](x.view(np.int32)).view(np.uint32)
    assert got.tolist() == [0xFFFFFFFF, 31, 30, 0, 15, 0]
    sel = host["t.asm.selp.equ.f64"](np.array([1.0, np.nan, 1.0]), np.array([1.0, 2.0, 2.0]),
                                     np.array([5.0, 5.0, 5.0]), np.array([7.0, 7.0, 7.0]))
    assert sel.tolist() == [5.0, 5.0, 7.0]


@pytest.mark.parametrize("m", ["rn", "rz", "rm", "rp"])
def test_inline_sub_is_add_of_the_negation(host, m):
    rng = np.random.default_rng(11)
    x = rng.standard_normal(500).astype(np.float32) * 1e3
    y = rng.standard_normal(500).astype(np.float32) * 1e3
    assert (host[f"t.asm.sub.{m}.f32"](x, y).view(np.uint32) == host[f"t.llvm.nvvm.add.{m}.f"](x, -y).view(np.uint32)).all()
    xd, yd = x.astype(np.float64) * 1.1, y.astype(np.float64) / 3
    want = xd - yd if m == "rn" else host[f"t.llvm.nvvm.add.{m}.d"](xd, -yd)
    assert (host[f"t.asm.sub.{m}.f64"](xd, yd).view(np.uint64) == np.asarray(want).view(np.uint64)).all()
