"""Check fpsem's models of NVIDIA's approximate f32 instructions against a real GPU, bit for bit.

For every approximate instruction fpsem models (``fpsem.runners.approx``), this builds a PTX
kernel applying it to an input array, once as PTX for sm_86 (the A2000's) and once for
sm_90 (the H100/H200's), runs both on this machine's GPU through fpsem's CUDA driver layer,
and compares:

* sm_86 PTX against sm_90 PTX: identical bits expected (the driver JIT-compiles both for
  the GPU at hand);
* the hardware against the documented bound (maximum error over the inputs where the bound
  applies, as a fraction of the bound: <= 1 means the vendor's bound holds here);
* the hardware against fpsem's numpy model: bit-identical fraction, and special values
  (NaN, +-Inf, +-0, flushed subnormals) class by class;
* hypotheses about the hardware (does ``div.approx`` equal ``a * rcp.approx.ftz(b)``? is
  ``rcp.approx.ftz`` a function of the mantissa alone? ...).

Inputs per instruction: ``--count`` uniformly random bit patterns (NaN, Inf, subnormal, huge
and negative values included), ``--count`` values in the instruction's main range,
``--count``/8 subnormals and a list of special values.

Usage: python benchmarks/approx_check.py [--count N] [--out DIR] [--seed S]
Writes DIR/approx_check.json and DIR/approx_check.md (default benchmarks/results/).
Exit 4 without an NVIDIA GPU (one line on stderr).
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import sys
import time
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from bench_io import measured_report

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fpsem.runners import approx as A  # noqa: E402

ARCHS = ("sm_86", "sm_90")
BLOCK = 256


@dataclass(frozen=True)
class Case:
    """One hardware instruction, the model fpsem uses for it, and the inputs' main range."""

    name: str  # kernel name
    ptx: str  # the PTX instruction
    model: str  # key in fpsem.runners.approx (MODELS or COMPOSITES)
    arity: int
    main: str  # generator of the main range (see _main_range)


def _cases() -> list[Case]:
    out = []
    for base, main in (("ex2", "ex2"), ("lg2", "pos"), ("rcp", "pos"), ("sqrt", "pos"), ("rsqrt", "pos"),
                       ("sin", "trig"), ("cos", "trig")):
        for ftz in (False, True):
            f = ".ftz" if ftz else ""
            out.append(Case(f"{base}{'_ftz' if ftz else ''}", f"{base}.approx{f}.f32", f"nvptx.{base}.approx{f}.f32",
                            1, main))
    out.append(Case("tanh", "tanh.approx.f32", "nvptx.tanh.approx.f32", 1, "tanh"))
    out.append(Case("div", "div.approx.f32", "nvptx.div.approx.f32", 2, "div"))
    out.append(Case("div_ftz", "div.approx.ftz.f32", "nvptx.div.approx.ftz.f32", 2, "div"))
    return out


def ptx_module(arch: str, cases: list[Case]) -> str:
    """One PTX module with a kernel ``k_<name>(a, b, out, n)`` per case: out[i] = instr(a[i][, b[i]])."""
    parts = [".version 8.0", f".target {arch}", ".address_size 64", ""]
    for c in cases:
        op = f"{c.ptx} %f3, %f1, %f2;" if c.arity == 2 else f"{c.ptx} %f3, %f1;"
        parts.append(f"""
.visible .entry k_{c.name}(.param .u64 pa, .param .u64 pb, .param .u64 po, .param .u64 pn)
{{
  .reg .pred %p<2>;
  .reg .b32 %r<6>;
  .reg .f32 %f<4>;
  .reg .b64 %rd<12>;
  ld.param.u64 %rd1, [pa];
  ld.param.u64 %rd2, [pb];
  ld.param.u64 %rd3, [po];
  ld.param.u64 %rd11, [pn];
  cvt.u32.u64 %r1, %rd11;
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mov.u32 %r4, %tid.x;
  mad.lo.s32 %r5, %r2, %r3, %r4;
  setp.ge.u32 %p1, %r5, %r1;
  @%p1 bra DONE;
  cvta.to.global.u64 %rd4, %rd1;
  cvta.to.global.u64 %rd5, %rd2;
  cvta.to.global.u64 %rd6, %rd3;
  mul.wide.u32 %rd7, %r5, 4;
  add.s64 %rd8, %rd4, %rd7;
  ld.global.f32 %f1, [%rd8];
  add.s64 %rd9, %rd5, %rd7;
  ld.global.f32 %f2, [%rd9];
  {op}
  add.s64 %rd10, %rd6, %rd7;
  st.global.f32 [%rd10], %f3;
DONE:
  ret;
}}""")
    return "\n".join(parts) + "\n"


# ------------------------------------------------------------------------------------------ inputs

def _bits(n: int, rng: np.random.Generator) -> np.ndarray:
    return rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)


def _special() -> np.ndarray:
    raw = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FFFFFFF,
           0x7F7FFFFF, 0xFF7FFFFF, 0x00800000, 0x80800000, 0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF]
    vals = [np.uint32(b).view(np.float32) for b in raw]
    vals += [np.float32(v) for v in range(-160, 161)]  # integers: exact ex2, lg2 of powers below
    vals += [np.float32(2.0) ** k for k in range(-149, 128)] + [-np.float32(2.0) ** k for k in range(-149, 128)]
    vals += [np.float32(v) for v in (math.pi, -math.pi, math.pi / 2, -math.pi / 2, 0.5, 1.5, 4.0, 9.0, 1e-40, -1e-40,
                                     125.5, 127.99, 128.0, -126.0, -126.5, -149.0, -149.5, -150.0, 1e30, -1e30)]
    return np.array(vals, dtype=np.float32)


def _main_range(kind: str, n: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    if kind == "ex2":
        a = rng.uniform(-152.0, 130.0, n)
    elif kind == "pos":
        a = np.abs(_bits(n, rng))
        a = np.where(np.isfinite(a), a, np.float32(1.0))
    elif kind == "trig":
        a = np.concatenate([rng.uniform(-math.pi, math.pi, n - n // 4), rng.uniform(-1000.0, 1000.0, n // 4)])
    elif kind == "tanh":
        a = rng.uniform(-12.0, 12.0, n)
    else:  # div: a anything finite, b normal with |b| in [2^-126, 2^126]
        a = rng.uniform(-1.0, 1.0, n) * np.float32(2.0) ** rng.integers(-100, 100, n)
        b = np.ldexp(rng.uniform(1.0, 2.0, n), rng.integers(-126, 126, n)) * rng.choice([-1.0, 1.0], n)
        return a.astype(np.float32), b.astype(np.float32)
    return np.asarray(a, dtype=np.float32), np.ones(n, dtype=np.float32)


def _subnormals(n: int, rng: np.random.Generator) -> np.ndarray:
    m = rng.integers(1, 2**23, n, dtype=np.uint64).astype(np.uint32)
    s = rng.integers(0, 2, n, dtype=np.uint64).astype(np.uint32) << 31
    return (m | s).view(np.float32)


def inputs_for(c: Case, count: int, rng: np.random.Generator) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Named input groups: (a, b) arrays (b is ignored by unary instructions)."""
    sp = _special()
    groups = {
        "random-bits": (_bits(count, rng), _bits(count, rng)),
        "main-range": _main_range(c.main, count, rng),
        "subnormal": (_subnormals(count // 8, rng), _bits(count // 8, rng)),
        "special": (np.repeat(sp, sp.size) if c.arity == 2 else sp, np.tile(sp, sp.size) if c.arity == 2 else sp),
    }
    if c.arity == 2:  # divisors: also subnormal and special
        groups["subnormal-divisor"] = (_bits(count // 8, rng), _subnormals(count // 8, rng))
    return groups


# ------------------------------------------------------------------------------------------ running

def run_case(gpu, funcs: dict[str, object], c: Case, a: np.ndarray, b: np.ndarray) -> dict[str, np.ndarray]:
    """The instruction's results on the GPU, per architecture's PTX: {arch: f32 array}."""
    n = a.size
    out = {}
    da, db, do = gpu.alloc(4 * n), gpu.alloc(4 * n), gpu.alloc(4 * n)
    try:
        gpu.upload(da, np.ascontiguousarray(a))
        gpu.upload(db, np.ascontiguousarray(b))
        for arch in ARCHS:
            gpu.memset_async(do, 0xAB, 4 * n)
            gpu.launch(funcs[(arch, c.name)], (n + BLOCK - 1) // BLOCK, BLOCK,
                       [("pointer", da), ("pointer", db), ("pointer", do), ("i64", n)])
            gpu.synchronize()
            r = np.empty(n, dtype=np.float32)
            gpu.download(r, do)
            out[arch] = r
    finally:
        for p in (da, db, do):
            gpu.free(p)
    return out


def _cls(x: np.ndarray) -> np.ndarray:
    """A class code per value: 0 NaN, 1 +Inf, 2 -Inf, 3 +0, 4 -0, 5 +subnormal, 6 -subnormal, 7 +normal, 8 -normal."""
    b = x.view(np.uint32)
    neg = (b >> 31) == 1
    e = (b >> 23) & 0xFF
    m = b & 0x7FFFFF
    out = np.where(neg, 8, 7)
    out = np.where((e == 0) & (m != 0), np.where(neg, 6, 5), out)
    out = np.where((e == 0) & (m == 0), np.where(neg, 4, 3), out)
    out = np.where((e == 255) & (m == 0), np.where(neg, 2, 1), out)
    return np.where((e == 255) & (m != 0), 0, out)


def _core(c: Case):
    """The instruction model behind a case (a non-.ftz form is a composite around the .ftz core) and whether
    the case's instruction flushes."""
    m = A.MODELS.get(c.model) or A.MODELS.get(c.model.replace(".approx.f32", ".approx.ftz.f32"))
    return m, ".ftz" in c.ptx


def _exact(c: Case, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    m, ftz = _core(c)
    with np.errstate(all="ignore"):
        if m is not None and c.arity == 1:
            x = A._flush(a) if ftz else a
            return A._exact(m.function, x.astype(np.float64))
        if c.arity == 2:
            fa, fb = (A._flush(a), A._flush(b)) if "ftz" in c.model else (a, b)
            return fa.astype(np.float64) / fb.astype(np.float64)
    raise ValueError(c.model)


def error_in_bound_units(c: Case, a: np.ndarray, b: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray, str]:
    """(error / documented bound, mask of the inputs where the bound applies, how it was measured)."""
    e = _exact(c, a, b)
    with np.errstate(all="ignore"):
        rd = r.astype(np.float64)
        ok = np.isfinite(e) & np.isfinite(rd) & (np.abs(e) >= 2.0 ** -126) & (np.abs(e) < 2.0 ** 127.99)
        m, ftz = _core(c)
        if m is None or c.arity == 2:  # div.approx: documented 2 ulp for |b| in [2^-126, 2^126]
            ok &= (np.abs(b) >= 2.0 ** -126) & (np.abs(b) <= 2.0 ** 126)
            return np.abs(rd - e) / A._ulp32(e) / 2.0, ok, "ulp of the exact quotient / 2 ulp (PTX ISA)"
        if ftz:
            ok &= (np.abs(a) >= 2.0 ** -126) | (a == 0)
        if m.bound.kind == "ulp":
            return np.abs(rd - e) / A._ulp32(e) / m.bound.value, ok, f"ulp / {m.bound.value:g}"
        if m.bound.kind == "rel":
            return np.abs(rd - e) / np.abs(e) / m.bound.value, ok, f"relative error / 2^{math.log2(m.bound.value):.4g}"
        if m.grows_outside_pi:
            ok &= np.abs(a) <= math.pi
        if m.bound.plus_rel:
            b_abs = np.abs(e) * m.bound.plus_rel + m.bound.value
            return np.abs(rd - e) / b_abs, ok, (f"absolute error / (2^{math.log2(m.bound.value):.4g} + "
                                                f"2^{math.log2(m.bound.plus_rel):.4g} |exact|)")
        return np.abs(rd - e) / m.bound.value, ok, f"absolute error / 2^{math.log2(m.bound.value):.4g}" + (
            " (|x| <= pi)" if m.grows_outside_pi else "")


def summarize(c: Case, groups: dict, hw: dict[str, dict[str, np.ndarray]]) -> dict:
    a = np.concatenate([g[0] for g in groups.values()])
    b = np.concatenate([g[1] for g in groups.values()])
    r86 = np.concatenate([hw[k]["sm_86"] for k in groups])
    r90 = np.concatenate([hw[k]["sm_90"] for k in groups])
    model = A.evaluate(c.model, a, b) if c.arity == 2 else A.evaluate(c.model, a)
    bits_same_arch = int((r86.view(np.uint32) == r90.view(np.uint32)).sum())
    same = model.view(np.uint32) == r90.view(np.uint32)
    both_nan = np.isnan(model) & np.isnan(r90)
    cls_hw, cls_model = _cls(r90), _cls(model)
    special_in = np.isin(_cls(a), (0, 1, 2, 3, 4, 5, 6)) | ((_cls(b) < 7) if c.arity == 2 else False)
    special_out = (cls_hw < 7) | (cls_model < 7) | special_in
    cls_mismatch = special_out & (cls_hw != cls_model)
    err, ok, how = error_in_bound_units(c, a, b, r90)
    merr, _, _ = error_in_bound_units(c, a, b, model)
    worst = int(np.argmax(np.where(ok, err, -1.0))) if ok.any() else -1
    ex = [{"a": float(a[i]), "a_bits": f"0x{int(a.view(np.uint32)[i]):08x}", "b": float(b[i]) if c.arity == 2 else None,
           "hardware": f"0x{int(r90.view(np.uint32)[i]):08x}", "model": f"0x{int(model.view(np.uint32)[i]):08x}"}
          for i in np.flatnonzero(cls_mismatch)[:8]]
    return {
        "instruction": c.ptx, "model": c.model, "model_description": A.describe(c.model),
        "inputs": int(a.size), "groups": {k: int(g[0].size) for k, g in groups.items()},
        "sm86_equals_sm90": bits_same_arch, "sm86_differs_sm90": int(a.size - bits_same_arch),
        "model_bit_identical": int(same.sum()), "model_equal_or_both_nan": int((same | both_nan).sum()),
        "special_inputs_or_outputs": int(special_out.sum()), "special_class_mismatches": int(cls_mismatch.sum()),
        "special_mismatch_examples": ex,
        "hardware_max_error_over_bound": float(err[ok].max()) if ok.any() else None,
        "hardware_mean_error_over_bound": float(err[ok].mean()) if ok.any() else None,
        "model_max_error_over_bound": float(merr[ok].max()) if ok.any() else None,
        "bound_measured_as": how, "bound_applies_to": int(ok.sum()),
        "worst_input": {"a_bits": f"0x{int(a.view(np.uint32)[worst]):08x}", "a": float(a[worst]),
                        "b": float(b[worst]) if c.arity == 2 else None,
                        "hardware_bits": f"0x{int(r90.view(np.uint32)[worst]):08x}"} if worst >= 0 else None,
    }


def hypotheses(results: dict[str, dict], data: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]], gpu, funcs) -> list[dict]:
    """Bit-level relations between instructions, tested on the hardware's own results."""
    out = []

    def rcp_ftz_of(x: np.ndarray) -> np.ndarray:
        c = next(cc for cc in _cases() if cc.name == "rcp_ftz")
        return run_case(gpu, funcs, c, x, x)["sm_90"]

    for name, ftz in (("div", False), ("div_ftz", True)):
        a, b, r = data[name]
        rc = rcp_ftz_of(b)
        with np.errstate(all="ignore"):
            aa = A._flush(a) if ftz else a
            pred = (aa * rc).astype(np.float32)
            pred = A._flush(pred) if ftz else pred
        eq = (pred.view(np.uint32) == r.view(np.uint32)) | (np.isnan(pred) & np.isnan(r))
        out.append({"hypothesis": f"{'div.approx.ftz' if ftz else 'div.approx'}.f32(a, b) == "
                                  f"{'flush(' if ftz else ''}a * rcp.approx.ftz.f32(b){')' if ftz else ''} (IEEE product)",
                    "inputs": int(a.size), "holds_for": int(eq.sum())})
    for base in ("ex2", "lg2", "rcp", "sqrt", "rsqrt", "sin", "cos"):
        a, _, r = data[base]
        _, _, rf = data[base + "_ftz"]
        normal = (_cls(a) >= 7) & (_cls(r) >= 7) | np.isnan(a)
        eq = (r.view(np.uint32) == rf.view(np.uint32)) | (np.isnan(r) & np.isnan(rf))
        out.append({"hypothesis": f"{base}.approx.f32 == {base}.approx.ftz.f32 where input and result are normal",
                    "inputs": int(normal.sum()), "holds_for": int((eq & normal).sum())})
    a, _, r = data["sqrt"]
    _, _, rs = data["rsqrt"]
    with np.errstate(all="ignore"):
        pred = (a * rs).astype(np.float32)
    pos = (_cls(a) == 7)
    eq = pred.view(np.uint32) == r.view(np.uint32)
    out.append({"hypothesis": "sqrt.approx.f32(x) == x * rsqrt.approx.f32(x) (IEEE product), normal x > 0",
                "inputs": int(pos.sum()), "holds_for": int((eq & pos).sum())})
    # rcp.approx.ftz: a function of the mantissa alone? Compare x with its mantissa scaled to [1, 2).
    a, _, r = data["rcp_ftz"]
    sel = (_cls(a) == 7) & (_cls(r) == 7)
    a1 = a[sel]
    m = (a1.view(np.uint32) & 0x007FFFFF) | 0x3F800000
    rm = rcp_ftz_of(m.view(np.float32))
    e = ((a1.view(np.uint32) >> 23) & 0xFF).astype(np.int64) - 127
    pred = np.ldexp(rm.astype(np.float64), -e).astype(np.float32)
    eq = pred.view(np.uint32) == r[sel].view(np.uint32)
    out.append({"hypothesis": "rcp.approx.ftz.f32(m * 2^e) == rcp.approx.ftz.f32(m) * 2^-e (normal x and result)",
                "inputs": int(sel.sum()), "holds_for": int(eq.sum())})
    # sqrt / rsqrt: a function of the mantissa and the exponent's parity? (m in [1, 4), x = m * 4^k)
    cases = {cc.name: cc for cc in _cases()}
    for name, sign in (("sqrt_ftz", 1), ("rsqrt_ftz", -1)):
        a, _, r = data[name]
        sel = (_cls(a) == 7) & (_cls(r) == 7)
        a1 = a[sel]
        ex = ((a1.view(np.uint32) >> 23) & 0xFF).astype(np.int64) - 127
        k = np.floor_divide(ex, 2)
        m = np.ldexp(a1.astype(np.float64), -2 * k).astype(np.float32)  # in [1, 4)
        rm = run_case(gpu, funcs, cases[name], m, m)["sm_90"]
        pred = np.ldexp(rm.astype(np.float64), sign * k).astype(np.float32)
        eq = pred.view(np.uint32) == r[sel].view(np.uint32)
        what = "sqrt" if sign > 0 else "rsqrt"
        out.append({"hypothesis": f"{what}.approx.ftz.f32(m * 4^k) == {what}.approx.ftz.f32(m) * 2^{'' if sign > 0 else '-'}k, "
                                  "m in [1, 4) (normal x and result)", "inputs": int(sel.sum()), "holds_for": int(eq.sum())})
    # ex2: 2^n * ex2(f) with n = floor(x), f = x - n in [0, 1)?
    a, _, r = data["ex2_ftz"]
    sel = (_cls(r) == 7) & (np.abs(a) >= 1) & np.isfinite(a)
    a1 = a[sel].astype(np.float64)
    n = np.floor(a1)
    f = (a1 - n).astype(np.float32)  # exact: |x| >= 1 has at most 23 fraction bits
    rf = run_case(gpu, funcs, cases["ex2_ftz"], f, f)["sm_90"]
    pred = np.ldexp(rf.astype(np.float64), n.astype(np.int64)).astype(np.float32)
    eq = pred.view(np.uint32) == r[sel].view(np.uint32)
    out.append({"hypothesis": "ex2.approx.ftz.f32(n + f) == ex2.approx.ftz.f32(f) * 2^n, n = floor(x), |x| >= 1 "
                              "(normal result)", "inputs": int(sel.sum()), "holds_for": int(eq.sum())})
    return out


EXHAUSTIVE = (  # (case name, description, inputs: every f32 of a binade or a fixed-point grid)
    ("rcp_ftz", "every f32 in [1, 2)", lambda: (np.arange(1 << 23, dtype=np.uint32) | 0x3F800000).view(np.float32)),
    ("rsqrt_ftz", "every f32 in [1, 4)", lambda: (np.arange(1 << 24, dtype=np.uint32) + 0x3F800000).view(np.float32)),
    ("sqrt_ftz", "every f32 in [1, 4)", lambda: (np.arange(1 << 24, dtype=np.uint32) + 0x3F800000).view(np.float32)),
    ("lg2_ftz", "every f32 in [1, 2)", lambda: (np.arange(1 << 23, dtype=np.uint32) | 0x3F800000).view(np.float32)),
    ("ex2_ftz", "k / 2^23 for k in [-2^23, 2^23)",
     lambda: (np.arange(-(1 << 23), 1 << 23, dtype=np.int64) / float(1 << 23)).astype(np.float32)),
)


def exhaustive(gpu, funcs, out_dir: Path | None) -> list[dict]:
    """Each listed instruction on every input of a range: its error against the correctly rounded value.

    With ``out_dir``, the hardware's results are kept as int8 differences from the correctly rounded
    bits in ``approx_tables.npz`` (data for a table-driven, bit-faithful model).
    """
    cases = {c.name: c for c in _cases()}
    out, tables = [], {}
    for name, what, make in EXHAUSTIVE:
        c = cases[name]
        x = make()
        r = run_case(gpu, funcs, c, x, x)
        cr = A._exact(A.MODELS[c.model].function, x.astype(np.float64)).astype(np.float32)
        d = r["sm_90"].view(np.uint32).astype(np.int64) - cr.view(np.uint32).astype(np.int64)
        hist = {int(k): int(v) for k, v in zip(*np.unique(np.clip(d, -8, 8), return_counts=True))}
        out.append({"instruction": c.ptx, "inputs": what, "count": int(x.size),
                    "sm86_differs_sm90": int((r["sm_86"].view(np.uint32) != r["sm_90"].view(np.uint32)).sum()),
                    "correctly_rounded": int((d == 0).sum()), "max_ulps_from_correctly_rounded": int(np.abs(d).max()),
                    "ulps_from_correctly_rounded_histogram": hist})
        tables[name] = np.clip(d, -128, 127).astype(np.int8)
        print(f"exhaustive {c.ptx:22s} {what:32s} CR {out[-1]['correctly_rounded'] / x.size:.2%} "
              f"max {out[-1]['max_ulps_from_correctly_rounded']} ulp", flush=True)
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(out_dir / "approx_tables.npz", **tables)
    return out


def markdown(report: dict) -> str:
    lines = [f"# Approximate-instruction models against the GPU ({report['device']['name']})", "",
             f"Measured {report['date']} on {report['device']['name']} ({report['device']['sm_arch']}, driver CUDA "
             f"{report['device']['driver_cuda_version']}), PTX for sm_86 and sm_90 JIT-compiled by the driver; "
             f"seed {report['seed']}, {report['count']} random values per group. Produced by "
             "`benchmarks/approx_check.py`.", "",
             "| instruction | inputs | sm_86 = sm_90 | model bit-identical | special-class mismatches "
             "| hw max err / bound | hw mean err / bound | model max err / bound |",
             "|---|---|---|---|---|---|---|---|"]
    for r in report["instructions"]:
        def f(v):
            return "n/a" if v is None else f"{v:.3g}"
        lines.append(f"| `{r['instruction']}` | {r['inputs']} | {r['sm86_equals_sm90']}/{r['inputs']} "
                     f"| {r['model_bit_identical'] / r['inputs']:.1%} | {r['special_class_mismatches']} "
                     f"| {f(r['hardware_max_error_over_bound'])} | {f(r['hardware_mean_error_over_bound'])} "
                     f"| {f(r['model_max_error_over_bound'])} |")
    lines += ["", "Error columns: the error in the unit of the documented bound (<= 1: inside it), over the inputs "
              "where the bound applies (finite, normal results; sin/cos |x| <= pi; div |b| in [2^-126, 2^126]).", "",
              "## Hypotheses tested on the hardware's results", "", "| hypothesis | inputs | holds for |", "|---|---|---|"]
    for h in report["hypotheses"]:
        lines.append(f"| {h['hypothesis']} | {h['inputs']} | {h['holds_for']} ({h['holds_for'] / max(h['inputs'], 1):.2%}) |")
    if report.get("exhaustive"):
        lines += ["", "## Exhaustive ranges (hardware against the correctly rounded value)", "",
                  "| instruction | inputs | count | correctly rounded | max ulps from CR | sm_86 != sm_90 |",
                  "|---|---|---|---|---|---|"]
        lines += [f"| `{e['instruction']}` | {e['inputs']} | {e['count']} | {e['correctly_rounded'] / e['count']:.2%} "
                  f"| {e['max_ulps_from_correctly_rounded']} | {e['sm86_differs_sm90']} |" for e in report["exhaustive"]]
    lines += ["", "## Models", ""] + [f"- {r['model_description']}" for r in report["instructions"]]
    mism = [(r["instruction"], e) for r in report["instructions"] for e in r["special_mismatch_examples"][:3]]
    if mism:
        lines += ["", "## Special-value mismatches (first examples)", "", "| instruction | a | b | hardware | model |",
                  "|---|---|---|---|---|"]
        lines += [f"| `{i}` | {e['a_bits']} ({e['a']:g}) | {e['b']} | {e['hardware']} | {e['model']} |" for i, e in mism]
    return "\n".join(lines) + "\n"


def check(count: int, seed: int, exhaustive_dir: Path | None = None, with_exhaustive: bool = True) -> dict:
    """Run every case on GPU 0; the report (raises GpuUnavailable without a GPU)."""
    from fpsem.runners.cuda.driver import Gpu

    gpu = Gpu(0)
    try:
        cases = _cases()
        funcs = {}
        for arch in ARCHS:
            mod = gpu.load_ptx(ptx_module(arch, cases))
            for c in cases:
                funcs[(arch, c.name)] = gpu.function(mod, f"k_{c.name}")
        results, data = {}, {}
        for c in cases:
            t0 = time.perf_counter()
            # one generator per input range: the .ftz and plain forms (and sqrt/rsqrt) see the same inputs
            groups = inputs_for(c, count, np.random.default_rng([seed, zlib.crc32(c.main.encode())]))
            hw = {k: run_case(gpu, funcs, c, a, b) for k, (a, b) in groups.items()}
            results[c.name] = summarize(c, groups, hw)
            results[c.name]["seconds"] = round(time.perf_counter() - t0, 2)
            main_a, main_b = groups["main-range"]
            data[c.name] = (main_a, main_b, hw["main-range"]["sm_90"])
            print(f"{c.ptx:22s} {results[c.name]['inputs']:8d} inputs  sm86=sm90 "
                  f"{results[c.name]['sm86_equals_sm90']:8d}  model bits {results[c.name]['model_bit_identical']:8d}  "
                  f"hw err/bound {results[c.name]['hardware_max_error_over_bound']}", flush=True)
        hyp = hypotheses(results, data, gpu, funcs)
        exh = exhaustive(gpu, funcs, exhaustive_dir) if with_exhaustive else []
        return {"exhaustive": exh,"date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "device": gpu.info.to_dict(),
                "seed": seed, "count": count, "instructions": list(results.values()), "hypotheses": hyp,
                "how": "measured: PTX kernels through fpsem.runners.cuda.driver on the GPU above; models from "
                       "fpsem.runners.approx evaluated with numpy on the same inputs"}
    finally:
        gpu.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=1 << 17, help="random values per input group (default 131072)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    p.add_argument("--tables", type=Path, default=None,
                   help="also write the exhaustive ranges' hardware results (int8 ulps from CR) to DIR/approx_tables.npz")
    args = p.parse_args(argv)
    if args.count < 1:
        print("fpsem: error: --count must be positive", file=sys.stderr)
        return 2
    return measured_report(args.out, "approx_check", lambda: check(args.count, args.seed, args.tables), markdown)


if __name__ == "__main__":
    sys.exit(main())
