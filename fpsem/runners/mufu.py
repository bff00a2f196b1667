"""NVIDIA's special-function unit (MUFU) bit for bit: a measured table per operation and the rule that extends it.

Every approximate f32 PTX instruction fpsem models is, in sm_90 (and sm_86) SASS, one MUFU
operation, alone (``ex2.approx.ftz.f32`` = ``MUFU.EX2``, ``lg2``, ``rcp``, ``sqrt``, ``rsqrt``,
``tanh``) or behind a fixed wrapper that ``fpsem.runners.approx`` writes out (the non-``.ftz``
forms scale subnormal operands; ``sin/cos.approx`` multiply by 1/(2 pi) rounding toward zero
first).  ``rcp.approx.ftz.f64`` and ``rsqrt.approx.ftz.f64`` are ``MUFU.RCP64H``/``RSQ64H`` on the
high word (libdevice's f64 functions seed Newton steps with them).  A MUFU result is a
function of far fewer bits than its operand's 32:

* ``rcp``: the mantissa (23 bits); the exponent only scales the result;
* ``rsqrt``, ``sqrt``: the mantissa and the exponent's parity (24 bits);
* ``lg2``: ``e + L(m)``, a fixed-point ``L`` of the mantissa, rounded to f32 after the sum;
* ``ex2``: the fixed-point fraction of the operand (its integer part scales the result);
* ``sin``/``cos``: the fixed-point fraction of the operand in revolutions;
* ``rcp64h``, ``rsq64h``: the high word's 20 mantissa bits (and the exponent's parity).

So a table of 2^20 to 2^25 entries and a :class:`Rule` reproduce all 2^32 operands.  Which
rule holds (how the fixed point is rounded, whether the sign is split off, how many fraction
bits) is not documented: ``benchmarks/mufu_tables.py`` learns each candidate's table from every
operand's result on the GPU, checks every candidate on all 2^32 operands there, and stores the
table of the one that reproduces every result, with its name, its check (mismatches out of
2^32) and its provenance, in ``fpsem/data/mufu/*.npz``.  :func:`table_for` loads it;
without one, ``fpsem.runners.approx`` keeps its error-bound model and says so.

A rule exists once, as LLVM IR: ``predict`` (operand bits -> result bits, reading the table
global) is what the emulation runs on the host *and* what the device check runs on the GPU
(compiled for sm_90 by the same llvmlite); ``learn`` (operand bits, the instruction's result
bits -> table index and entry) is what builds the table there.  :func:`evaluate` runs
``predict`` through the host JIT, for tests and numpy callers.

Pure functions over text and arrays; the table files are read once per process.
"""

from __future__ import annotations

import ctypes
import functools
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib.resources import files
from typing import Any

import numpy as np

from fpsem.core.errors import FpsemError
from fpsem.runners import tables as T

NAN32 = 0x7FFFFFFF  # the canonical NaN MUFU results carry
_INF32 = 0x7F800000
_SIGN = -2147483648  # 0x80000000 as an i32 literal


# ---------------------------------------------------------------------------------------------
# Operations and their candidate rules


@dataclass(frozen=True)
class Rule:
    """How a table of ``entries`` words extends to every operand of one MUFU operation.

    ``predict``/``learn``: IR bodies over ``%x`` (the operand's 32 bits; for ``rcp64h`` the
    high word) and, for ``learn``, ``%hw`` (the instruction's result bits), reading the table
    as ``@TABLE``.  ``predict`` ends in ``ret i32``; ``learn`` in ``ret i64`` packing
    (ok << 63) | (bad << 62) | (index << 32) | entry: ``ok`` when this operand determines an
    entry, ``bad`` when it should but its result breaks the rule's assumption.
    """

    name: str
    op: str
    entries: int
    predict: tuple[str, ...]
    learn: tuple[str, ...]
    description: str


@dataclass(frozen=True)
class MufuOp:
    """One MUFU operation: the PTX instruction that is exactly it (ftz, no wrapper) and its candidate rules."""

    name: str  # ex2 | lg2 | rcp | rsq | sqrt | sin | cos | tanh | rcp64h
    ptx: str  # e.g. "ex2.approx.ftz.f32": its sm_90 SASS is the bare MUFU operation (sin/cos: FMUL.RZ first)
    model_key: str  # the instruction model in fpsem.runners.approx it makes bit-faithful
    rules: tuple[Rule, ...]
    wide: bool = False  # rcp64h: the operand and result are f64 high words


def _fields() -> list[str]:
    """Sign, magnitude, biased exponent and mantissa of the f32 bits %x."""
    return ["%sign = and i32 %x, -2147483648", "%mag = and i32 %x, 2147483647", "%ef = lshr i32 %mag, 23",
            "%m = and i32 %x, 8388607", "%isnan = icmp ugt i32 %mag, 2139095040",
            "%isinf = icmp eq i32 %mag, 2139095040", "%tiny = icmp eq i32 %ef, 0", "%neg = icmp slt i32 %x, 0",
            "%e = sub i32 %ef, 127"]


def _load(idx: str, out: str = "%t") -> list[str]:
    return [f"{out}.i64 = zext i32 {idx} to i64", f"{out}.p = getelementptr i32, ptr @TABLE, i64 {out}.i64",
            f"{out} = load i32, ptr {out}.p, align 4"]


def _pack(ok: str, idx: str, entry: str, bad: str = "false") -> list[str]:
    return [f"%pk.ok = zext i1 {ok} to i64", "%pk.ok1 = shl i64 %pk.ok, 63", f"%pk.bad = zext i1 {bad} to i64",
            "%pk.bad1 = shl i64 %pk.bad, 62", f"%pk.i0 = zext i32 {idx} to i64",
            "%pk.i = and i64 %pk.i0, 1073741823", "%pk.i1 = shl i64 %pk.i, 32",
            f"%pk.e = zext i32 {entry} to i64", "%pk.a = or i64 %pk.ok1, %pk.bad1", "%pk.b = or i64 %pk.a, %pk.i1",
            "%pk = or i64 %pk.b, %pk.e", "ret i64 %pk"]


def _in_range(lo: int, hi: int, out: str = "%dom") -> list[str]:
    """``out`` = lo <= %x (unsigned) < hi."""
    return [f"{out}.a = icmp uge i32 %x, {lo}", f"{out}.b = icmp ult i32 %x, {hi}", f"{out} = and i1 {out}.a, {out}.b"]


# -- rcp: the mantissa ----------------------------------------------------------------------------

def _rcp_rule() -> Rule:
    predict = _fields() + _load("%m") + [
        "%esh = shl i32 %e, 23", "%rb = sub i32 %t, %esh",
        "%under = icmp slt i32 %rb, 8388608",  # below the least normal exponent: flushed
        "%rmag = select i1 %under, i32 0, i32 %rb", "%r0 = or i32 %rmag, %sign",
        f"%infs = or i32 %sign, {_INF32}", "%r1 = select i1 %tiny, i32 %infs, i32 %r0",
        "%r2 = select i1 %isinf, i32 %sign, i32 %r1", f"%r3 = select i1 %isnan, i32 {NAN32}, i32 %r2", "ret i32 %r3"]
    learn = ["%m = and i32 %x, 8388607"] + _in_range(0x3F800000, 0x40000000) + _pack("%dom", "%m", "%hw")
    return Rule("rcp.m23", "rcp", 1 << 23, tuple(predict), tuple(learn),
                "rcp(m * 2^e) = table[m] * 2^-e for normal x (learned from x in [1, 2)); a result below 2^-126 "
                "flushes to zero; +-0 and subnormal x give +-Inf, +-Inf gives +-0")


# -- rsqrt, sqrt: the mantissa and the exponent's parity ------------------------------------------

def _root_rule(op: str) -> Rule:
    rsq = op == "rsq"
    predict = _fields() + [
        "%par = and i32 %e, 1", "%k = ashr i32 %e, 1", "%ps = shl i32 %par, 23", "%idx = or i32 %ps, %m"] + _load(
        "%idx") + ["%ksh = shl i32 %k, 23", f"%rb = {'sub' if rsq else 'add'} i32 %t, %ksh",
                   "%nz = xor i1 %tiny, true", "%negx = and i1 %neg, %nz"]
    if rsq:
        predict += [f"%infs = or i32 %sign, {_INF32}", "%r1 = select i1 %tiny, i32 %infs, i32 %rb",
                    "%r2 = select i1 %isinf, i32 0, i32 %r1", f"%r3 = select i1 %negx, i32 {NAN32}, i32 %r2",
                    f"%r4 = select i1 %isnan, i32 {NAN32}, i32 %r3", "ret i32 %r4"]
    else:
        predict += ["%r1 = select i1 %tiny, i32 %sign, i32 %rb", f"%r2 = select i1 %isinf, i32 {_INF32}, i32 %r1",
                    f"%r3 = select i1 %negx, i32 {NAN32}, i32 %r2",
                    f"%r4 = select i1 %isnan, i32 {NAN32}, i32 %r3", "ret i32 %r4"]
    learn = _in_range(0x3F800000, 0x40800000) + ["%idx = sub i32 %x, 1065353216"] + _pack("%dom", "%idx", "%hw")
    what = "rsqrt(y * 4^k) = table[y] * 2^-k" if rsq else "sqrt(y * 4^k) = table[y] * 2^k"
    special = ("+-0 and subnormal x give +-Inf, +Inf gives +0" if rsq else "+-0 and subnormal x give +-0, +Inf gives +Inf")
    return Rule(f"{op}.m24", op, 1 << 24, tuple(predict), tuple(learn),
                f"{what}, y in [1, 4) (mantissa and exponent parity, learned from x in [1, 4)); {special}; "
                "negative x gives NaN")


# -- lg2: e + L(m), L fixed point -----------------------------------------------------------------

def _lg2_rule(src: str, rounding: str) -> Rule:
    """L(m) * 2^32 learned from x in [1, 2) (src e0) or [0.5, 1) (src em1, as lg2 + 1); e + L rounded (rn | rz)."""
    predict = _fields() + _load("%m") + [
        "%ed = sitofp i32 %e to double", "%ld = uitofp i32 %t to double", "%l = fmul double %ld, 0x3DF0000000000000",
        "%s = fadd double %ed, %l",  # exact: at most 8 + 32 significant bits
        "%r = fptrunc double %s to float", "%rbits = bitcast float %r to i32"]
    if rounding == "rz":
        predict += ["%rd = fpext float %r to double", "%ra = call double @llvm.fabs.f64(double %rd)",
                    "%sa = call double @llvm.fabs.f64(double %s)", "%over = fcmp ogt double %ra, %sa",
                    "%rdec = sub i32 %rbits, 1", "%rb = select i1 %over, i32 %rdec, i32 %rbits"]
    else:
        predict += ["%rb = add i32 %rbits, 0"]
    predict += ["%negx = xor i1 %tiny, true", "%negv = and i1 %neg, %negx",
                "%r1 = select i1 %tiny, i32 -8388608, i32 %rb", f"%r2 = select i1 %isinf, i32 {_INF32}, i32 %r1",
                f"%r3 = select i1 %negv, i32 {NAN32}, i32 %r2", f"%r4 = select i1 %isnan, i32 {NAN32}, i32 %r3",
                "ret i32 %r4"]
    lo, hi = (0x3F800000, 0x40000000) if src == "e0" else (0x3F000000, 0x3F800000)
    learn = ["%m = and i32 %x, 8388607"] + _in_range(lo, hi) + [
        "%h = bitcast i32 %hw to float", "%hd = fpext float %h to double",
        f"%h1 = fadd double %hd, {'0.0' if src == 'e0' else '1.0'}", "%sc = fmul double %h1, 0x41F0000000000000",
        "%nonneg = fcmp oge double %sc, 0.0", "%below = fcmp olt double %sc, 0x41F0000000000000",
        "%inr = and i1 %nonneg, %below", "%scc = select i1 %inr, double %sc, double 0.0",  # fptoui of the rest: poison
        "%fx = fptoui double %scc to i64", "%back = uitofp i64 %fx to double", "%exact = fcmp oeq double %back, %sc",
        "%good = and i1 %exact, %inr", "%ent = trunc i64 %fx to i32", "%ok = and i1 %dom, %good",
        "%notgood = xor i1 %good, true", "%bad = and i1 %dom, %notgood"] + _pack("%ok", "%m", "%ent", "%bad")
    return Rule(f"lg2.fix32.{src}.{rounding}", "lg2", 1 << 23, tuple(predict), tuple(learn),
                f"lg2(m * 2^e) = {'RN' if rounding == 'rn' else 'RZ'}(e + L(m)), L(m) a 32-bit fixed-point fraction "
                f"learned from x in {'[1, 2)' if src == 'e0' else '[0.5, 1) as lg2(x) + 1'}; +-0 and subnormal x "
                "give -Inf, negative x NaN")


def _lg2_binades_rule() -> Rule:
    """Both binades next to 1 tabled whole; elsewhere the 32-bit fixed-point sum, negatives in ones' complement."""
    predict = _fields() + _in_range(0x3F000000, 0x40000000, "%inb") + [
        "%direct = sub i32 %x, 1056964608", "%lidx = or i32 %m, 8388608",
        "%idx = select i1 %inb, i32 %direct, i32 %lidx"] + _load("%idx") + [
        "%tf = bitcast i32 %t to float", "%td = fpext float %tf to double",
        "%tsc = fmul double %td, 0x41F0000000000000", "%tfl = call double @llvm.floor.f64(double %tsc)",
        "%lq = fmul double %tfl, 0x3DF0000000000000",  # L to 32 fraction bits
        "%ed = sitofp i32 %e to double", "%s = fadd double %ed, %lq",  # exact: 8 + 32 bits
        "%pos = fcmp oge double %s, 0.0", "%sn = fneg double %s",
        "%mn = fsub double %sn, 0x3DF0000000000000",  # a negative sum's magnitude, ones' complement
        "%mg = select i1 %pos, double %s, double %mn",
        "%rf = fptrunc double %mg to float", "%rfd = fpext float %rf to double", "%over = fcmp ogt double %rfd, %mg",
        "%rfb = bitcast float %rf to i32", "%rdec = sub i32 %rfb, 1", "%rz = select i1 %over, i32 %rdec, i32 %rfb",
        "%rneg = or i32 %rz, -2147483648", "%rsum = select i1 %pos, i32 %rz, i32 %rneg",
        "%rb = select i1 %inb, i32 %t, i32 %rsum",
        "%negx = xor i1 %tiny, true", "%negv = and i1 %neg, %negx",
        "%r1 = select i1 %tiny, i32 -8388608, i32 %rb", f"%r2 = select i1 %isinf, i32 {_INF32}, i32 %r1",
        f"%r3 = select i1 %negv, i32 {NAN32}, i32 %r2", f"%r4 = select i1 %isnan, i32 {NAN32}, i32 %r3",
        "ret i32 %r4"]
    learn = _in_range(0x3F000000, 0x40000000) + ["%idx = sub i32 %x, 1056964608"] + _pack("%dom", "%idx", "%hw")
    return Rule("lg2.b2.oc", "lg2", 1 << 24, tuple(predict), tuple(learn),
                "lg2(x) for x in [0.5, 2) = table[x] (both binades next to 1, learned whole); elsewhere x = m * 2^e "
                "gives s = e + L, L = floor(table[m in [1, 2)] * 2^32) / 2^32; s >= 0 rounds toward zero, a "
                "negative s is negated in ones' complement (|s| - 2^-32) and then rounds toward zero; +-0 and "
                "subnormal x give -Inf, negative x NaN")


# -- ex2: the operand in fixed point ----------------------------------------------------------------

def _fixed_point(frac_bits: int, rounding: str, src: str = "%x", pfx: str = "%fx") -> list[str]:
    """``{pfx}`` (i64) = the f32 bits ``src`` times 2^frac_bits, rounded to an integer: ``floor`` (two's
    complement truncation), ``rne`` (nearest, ties to even) or ``trunc`` (toward zero); valid for
    |x| < 2^(62 - frac_bits).  Also ``{pfx}.mag`` (the rounded magnitude, i64) and ``{pfx}.neg``."""
    return [
        f"{pfx}.sg = and i32 {src}, -2147483648", f"{pfx}.neg = icmp ne i32 {pfx}.sg, 0",
        f"{pfx}.ma = and i32 {src}, 2147483647", f"{pfx}.ef = lshr i32 {pfx}.ma, 23",
        f"{pfx}.mm = and i32 {src}, 8388607", f"{pfx}.nz = icmp ne i32 {pfx}.ef, 0",
        f"{pfx}.hid = select i1 {pfx}.nz, i32 8388608, i32 0", f"{pfx}.m24 = or i32 {pfx}.mm, {pfx}.hid",
        f"{pfx}.m64 = zext i32 {pfx}.m24 to i64",
        # value = m24 * 2^(ef - 150) (ef = 0: flushed, m24 = 0 unless subnormal: then flushed too)
        f"{pfx}.m64z = select i1 {pfx}.nz, i64 {pfx}.m64, i64 0",
        f"{pfx}.s = sub i32 {pfx}.ef, {150 - frac_bits}",  # shift left by s (right by -s)
        f"{pfx}.left = icmp sge i32 {pfx}.s, 0", f"{pfx}.s64 = sext i32 {pfx}.s to i64",
        # a left shift beyond 40 only adds zero fraction bits (every rule has fewer than 40): clamp it
        f"{pfx}.sbig = icmp sgt i64 {pfx}.s64, 40", f"{pfx}.sc = select i1 {pfx}.sbig, i64 40, i64 {pfx}.s64",
        f"{pfx}.sl = select i1 {pfx}.left, i64 {pfx}.sc, i64 0",
        f"{pfx}.up = shl i64 {pfx}.m64z, {pfx}.sl",
        f"{pfx}.rs0 = sub i64 0, {pfx}.s64", f"{pfx}.big = icmp sgt i64 {pfx}.rs0, 40",
        f"{pfx}.rs = select i1 {pfx}.big, i64 40, i64 {pfx}.rs0", f"{pfx}.rsz = select i1 {pfx}.left, i64 0, i64 {pfx}.rs",
        f"{pfx}.fl = lshr i64 {pfx}.m64z, {pfx}.rsz",  # the magnitude truncated
        f"{pfx}.one = shl i64 1, {pfx}.rsz", f"{pfx}.msk = sub i64 {pfx}.one, 1",
        f"{pfx}.rem = and i64 {pfx}.m64z, {pfx}.msk", f"{pfx}.half = lshr i64 {pfx}.one, 1",
        f"{pfx}.frac = select i1 {pfx}.left, i64 {pfx}.up, i64 {pfx}.fl",
        f"{pfx}.rem0 = select i1 {pfx}.left, i64 0, i64 {pfx}.rem",
        f"{pfx}.half0 = select i1 {pfx}.left, i64 1, i64 {pfx}.half",
        f"{pfx}.inexact = icmp ne i64 {pfx}.rem0, 0",
        f"{pfx}.gt = icmp ugt i64 {pfx}.rem0, {pfx}.half0", f"{pfx}.eq = icmp eq i64 {pfx}.rem0, {pfx}.half0",
        f"{pfx}.odd0 = and i64 {pfx}.frac, 1", f"{pfx}.odd = icmp ne i64 {pfx}.odd0, 0",
        f"{pfx}.tie = and i1 {pfx}.eq, {pfx}.odd", f"{pfx}.rup = or i1 {pfx}.gt, {pfx}.tie",
        f"{pfx}.rupz = zext i1 {pfx}.rup to i64", f"{pfx}.rne = add i64 {pfx}.frac, {pfx}.rupz",
        f"{pfx}.ceilz = zext i1 {pfx}.inexact to i64", f"{pfx}.ceil = add i64 {pfx}.frac, {pfx}.ceilz",
        # magnitude rounded: trunc and floor of a positive value truncate; floor of a negative one rounds up
        {"rne": f"{pfx}.mag = add i64 {pfx}.rne, 0", "trunc": f"{pfx}.mag = add i64 {pfx}.frac, 0",
         "floor": f"{pfx}.mag = select i1 {pfx}.neg, i64 {pfx}.ceil, i64 {pfx}.frac"}[rounding],
        f"{pfx}.nmag = sub i64 0, {pfx}.mag", f"{pfx} = select i1 {pfx}.neg, i64 {pfx}.nmag, i64 {pfx}.mag"]


def _ex2_rule(frac_bits: int, rounding: str, split: bool) -> Rule:
    """2^x = 2^I * table[F]: X = x * 2^f rounded (floor, rne, or trunc: toward zero, as a sign-magnitude
    conversion would), I = X >> f, F = X mod 2^f; ``split``: separate tables for negative x (index + 2^f)."""
    f = frac_bits
    mask = (1 << f) - 1
    body = _fields() + _fixed_point(f, rounding) + [
        f"%ip = ashr i64 %fx, {f}", "%i = trunc i64 %ip to i32", f"%fr = and i64 %fx, {mask}",
        "%fri = trunc i64 %fr to i32"]
    if split:
        body += [f"%off = select i1 %neg, i32 {1 << f}, i32 0", "%idx = or i32 %fri, %off"]
    else:
        body += ["%idx = or i32 %fri, 0"]
    predict = body + _load("%idx") + [
        "%ish = shl i32 %i, 23", "%rb = add i32 %t, %ish", "%tef = lshr i32 %t, 23", "%ref = add i32 %tef, %i",
        "%under = icmp slt i32 %ref, 1", "%over = icmp sgt i32 %ref, 254",
        "%r0 = select i1 %under, i32 0, i32 %rb", f"%r1 = select i1 %over, i32 {_INF32}, i32 %r0",
        # |x| >= 128: Inf or 0; +-0 and subnormal x: 1; +-Inf: Inf or 0
        "%huge = icmp uge i32 %ef, 134", f"%hv = select i1 %neg, i32 0, i32 {_INF32}",
        "%r2 = select i1 %huge, i32 %hv, i32 %r1", "%r3 = select i1 %tiny, i32 1065353216, i32 %r2",
        f"%r4 = select i1 %isnan, i32 {NAN32}, i32 %r3", "ret i32 %r4"]
    learn = body + [
        "%hef = lshr i32 %hw, 23", "%hpos = icmp sgt i32 %hw, 0",  # a positive result (not NaN: checked below)
        "%hnorm0 = icmp uge i32 %hef, 1", "%hnorm1 = icmp ule i32 %hef, 254", "%hn = and i1 %hnorm0, %hnorm1",
        "%hnormal = and i1 %hn, %hpos",
        "%small = icmp ult i32 %ef, 134", "%nt = xor i1 %tiny, true", "%d0 = and i1 %small, %nt",
        "%dom = and i1 %d0, %hnormal",
        "%ish = shl i32 %i, 23", "%ent = sub i32 %hw, %ish",
        # the entry must be in [1, 2], 2 when a fraction just below 1 rounds up (2^(1 - 2^-f) in f32)
        "%eef = lshr i32 %ent, 23", "%in1 = icmp eq i32 %eef, 127", "%is2 = icmp eq i32 %ent, 1073741824",
        "%in12 = or i1 %in1, %is2",
        "%ok = and i1 %dom, %in12", "%nin = xor i1 %in12, true", "%bad = and i1 %dom, %nin"] + _pack(
        "%ok", "%idx", "%ent", "%bad")
    sign = "separate tables for x < 0; " if split else ""
    return Rule(f"ex2.f{f}.{rounding}{'.split' if split else ''}", "ex2", (2 if split else 1) << f,
                tuple(predict), tuple(learn),
                f"ex2(x) = table[F] * 2^I with X = {rounding}(x * 2^{f}), I = X >> {f}, F = X mod 2^{f} "
                f"({sign}learned from every x with a normal result); results below 2^-126 flush to zero; "
                "|x| >= 128 gives Inf or 0; +-0 and subnormal x give 1")


# -- sin, cos: the fraction of x / (2 pi) in fixed point --------------------------------------------

_INV_2PI = 0x3E22F983  # the FMUL.RZ constant ptxas puts before MUFU.SIN/COS (1/(2 pi) as f32)


def _revolutions() -> list[str]:
    """%r = bits of RZ(x * 0x3e22f983) (f32 multiply rounding toward zero, no flush): the exact binary64
    product, rounded to nearest f32, stepped toward zero when that overshot."""
    return ["%xf = bitcast i32 %x to float", "%xd = fpext float %xf to double",
            "%pd = fmul double %xd, 0x3FC45F3060000000", "%rn = fptrunc double %pd to float",
            "%rnd = fpext float %rn to double", "%rna = call double @llvm.fabs.f64(double %rnd)",
            "%pa = call double @llvm.fabs.f64(double %pd)", "%ovs = fcmp ogt double %rna, %pa",
            "%rnb = bitcast float %rn to i32", "%rdec = sub i32 %rnb, 1", "%r = select i1 %ovs, i32 %rdec, i32 %rnb"]


def _trig_rule(op: str, frac_bits: int, rounding: str) -> Rule:
    """MUFU.SIN/COS of r (revolutions) = table[F], F = the fraction of |r| (trunc | rne, sign-magnitude: sin
    takes r's sign) or of r (floor: two's complement, no sign) at ``frac_bits`` bits."""
    f = frac_bits
    mask = (1 << f) - 1
    twos = rounding == "floor"
    body = _revolutions() + _fixed_point(f, rounding, "%r", "%fx") + [
        f"%fr = and i64 {'%fx' if twos else '%fx.mag'}, {mask}", "%idx = trunc i64 %fr to i32",
        "%rsign = and i32 %r, -2147483648", "%rmag = and i32 %r, 2147483647",
        "%rbad = icmp uge i32 %rmag, 2139095040"]  # r is Inf or NaN (x is)
    flip = op == "sin" and not twos
    predict = body + _load("%idx") + [
        f"%res = {'xor i32 %t, %rsign' if flip else 'add i32 %t, 0'}",
        f"%out = select i1 %rbad, i32 {NAN32}, i32 %res", "ret i32 %out"]
    learn = body + [f"%ent = {'xor i32 %hw, %rsign' if flip else 'add i32 %hw, 0'}", "%ok = xor i1 %rbad, true"] + _pack(
        "%ok", "%idx", "%ent")
    how = {"trunc": "truncated (sign-magnitude", "rne": "rounded to nearest (sign-magnitude",
           "floor": "floored (two's complement"}[rounding]
    return Rule(f"{op}.f{f}.{rounding}", op, 1 << f, tuple(predict), tuple(learn),
                f"{op}.approx(x) = table[F], F the fraction of r = RZ(x * 0x3e22f983) at {f} bits, {how}"
                f"{'; sin takes the sign of r' if flip else ''}); learned from every x; Inf and NaN give NaN")


_QUARTER = 1 << 23  # a quadrant of the 25-bit revolution fraction


def _trig_quadrant_rule(op: str, zero: str) -> Rule:
    """MUFU.SIN/COS from one quadrant's table: F = trunc(|r| * 2^25) mod 2^25 (cos: + a quadrant); quadrant q =
    F >> 23, j = F mod 2^23; odd quadrants read the mirrored entry ~j (ones' complement), quadrants 2 and 3 negate;
    sin takes r's sign.  ``zero``: ``xor`` negates a zero entry too, ``pos`` leaves zero results +0."""
    mask = _QUARTER - 1
    body = _revolutions() + _fixed_point(25, "trunc", "%r", "%fx") + [
        f"%key0 = and i64 %fx.mag, {(1 << 25) - 1}", f"%key1 = add i64 %key0, {_QUARTER if op == 'cos' else 0}",
        f"%key = and i64 %key1, {(1 << 25) - 1}", "%q = lshr i64 %key, 23", f"%j64 = and i64 %key, {mask}",
        "%j = trunc i64 %j64 to i32", "%q1 = and i64 %q, 1", "%odd = icmp ne i64 %q1, 0",
        f"%jm = xor i32 %j, {mask}", "%idx = select i1 %odd, i32 %jm, i32 %j",
        "%q2 = lshr i64 %q, 1", "%negq = icmp ne i64 %q2, 0",
        "%rsign = and i32 %r, -2147483648", "%rneg = icmp ne i32 %rsign, 0",
        f"%flip = {'xor i1 %negq, %rneg' if op == 'sin' else 'or i1 %negq, false'}",
        "%rmag = and i32 %r, 2147483647", "%rbad = icmp uge i32 %rmag, 2139095040"]  # r is Inf or NaN (x is)

    def signed(word: str, out: str) -> list[str]:
        lines = [f"{out}.mag = and i32 {word}, 2147483647", f"{out}.nz = icmp ne i32 {out}.mag, 0",
                 f"{out}.f = {'and i1 %flip, ' + out + '.nz' if zero == 'pos' else 'or i1 %flip, false'}",
                 f"{out}.x = xor i32 {word}, -2147483648", f"{out} = select i1 {out}.f, i32 {out}.x, i32 {word}"]
        return lines

    predict = body + _load("%idx") + signed("%t", "%res") + [
        f"%out = select i1 %rbad, i32 {NAN32}, i32 %res", "ret i32 %out"]
    learn = body + signed("%hw", "%ent") + ["%ok = xor i1 %rbad, true"] + _pack("%ok", "%idx", "%ent")
    return Rule(f"{op}.q23.{zero}", op, _QUARTER, tuple(predict), tuple(learn),
                f"{op}.approx(x) = +-table[j or ~j]: F = trunc(|r| * 2^25) mod 2^25 of r = RZ(x * 0x3e22f983)"
                f"{' plus a quadrant' if op == 'cos' else ''}, quadrant F >> 23 (odd ones read the ones'-complement "
                f"mirror ~j, quadrants 2 and 3 negate{'; sin takes the sign of r' if op == 'sin' else ''}"
                f"{'; a zero result stays +0' if zero == 'pos' else ''}), one quadrant's 2^23 entries learned from "
                "every x; Inf and NaN give NaN")


# -- tanh: sign, exponent and the mantissa's top bits ------------------------------------------------

def _tanh_rule(keep: int) -> Rule:
    """tanh(x) = sign(x) * table[|x| >> (23 - keep)]: a function of the exponent and ``keep`` mantissa bits."""
    sh = 23 - keep
    body = ["%sign = and i32 %x, -2147483648", "%mag = and i32 %x, 2147483647", f"%idx = lshr i32 %mag, {sh}",
            "%isnan = icmp ugt i32 %mag, 2139095040"]
    predict = body + _load("%idx") + ["%res = or i32 %t, %sign", f"%out = select i1 %isnan, i32 {NAN32}, i32 %res",
                                      "ret i32 %out"]
    learn = body + ["%ent0 = and i32 %hw, 2147483647", "%hs = and i32 %hw, -2147483648",
                    "%same = icmp eq i32 %hs, %sign", "%ok0 = xor i1 %isnan, true", "%ok = and i1 %ok0, %same",
                    "%nsame = xor i1 %same, true", "%bad = and i1 %ok0, %nsame"] + _pack("%ok", "%idx", "%ent0", "%bad")
    return Rule(f"tanh.b{keep}", "tanh", 1 << (8 + keep), tuple(predict), tuple(learn),
                f"tanh(x) = sign(x) * table[|x| >> {sh}]: the exponent and the top {keep} mantissa bits "
                "(learned from every x)")


# tanh, the operand quantized: how many mantissa bits MUFU.TANH reads, by the operand's exponent.  Found on
# the H200 (benchmarks/results/mufu_tanh_analysis.md): below 2^-8 the result is the operand; from 2^-8 one
# quadratic piece per binade reads 17 bits, then 2 pieces (18 bits), 4 (19 bits); from 0.5 the operand is
# fixed point with 20 fraction bits (pieces 1/8 wide); [8, 16) reads 16 bits; from 16 the result is +-1.
TANH_BITS: Mapping[int, int] = {-8: 17, -7: 17, -6: 17, -5: 18, -4: 18, -3: 19, -2: 19, -1: 19, 0: 20, 1: 21,
                                2: 22, 3: 16}
# the same, every binade one bit wider (and the top two whole): the fallback if the device shows more bits read
TANH_BITS_WIDE: Mapping[int, int] = {e: (23 if e >= 2 else min(23, k + 1 if e >= -1 else 19))
                                     for e, k in TANH_BITS.items()}
TANH_RULE_BITS: Mapping[str, Mapping[int, int]] = {"tanh.q": TANH_BITS, "tanh.q.wide": TANH_BITS_WIDE}


def tanh_entry_operands(bits: Mapping[int, int]) -> np.ndarray:
    """The least positive operand (f32 bits) of every entry of a quantized tanh table, in table order."""
    return np.concatenate([((e + 127) << 23) + (np.arange(1 << k, dtype=np.uint32) << (23 - k))
                           for e, k in sorted(bits.items())]).astype(np.uint32)


def _tanh_binade_index(bits: Mapping[int, int]) -> tuple[list[str], int]:
    """IR lines setting %idx (the table index) and %inb (the operand's binade is tabled) from %ef and %m;
    and the table's size: binade e's 2^bits[e] entries follow those of the binades below it."""
    lines, off, prev_o, prev_s = [], 0, "0", "0"
    for e in sorted(bits):
        k = bits[e]
        lines += [f"%b{e + 127} = icmp eq i32 %ef, {e + 127}", f"%o{e + 127} = select i1 %b{e + 127}, i32 {off}, i32 {prev_o}",
                  f"%s{e + 127} = select i1 %b{e + 127}, i32 {23 - k}, i32 {prev_s}"]
        prev_o, prev_s, off = f"%o{e + 127}", f"%s{e + 127}", off + (1 << k)
    lo, hi = min(bits) + 127, max(bits) + 127
    lines += [f"%inb.a = icmp uge i32 %ef, {lo}", f"%inb.b = icmp ule i32 %ef, {hi}", "%inb = and i1 %inb.a, %inb.b",
              f"%hi = lshr i32 %m, {prev_s}", f"%idx0 = add i32 {prev_o}, %hi", "%idx = select i1 %inb, i32 %idx0, i32 0"]
    return lines, off


def _tanh_quantized_rule(name: str, bits: Mapping[int, int]) -> Rule:
    """tanh(x) = sign(x) * table[binade, top bits[e] mantissa bits]; x below the tabled binades gives x, above +-1."""
    lo, hi = min(bits) + 127, max(bits) + 127
    index, entries = _tanh_binade_index(bits)
    body = ["%sign = and i32 %x, -2147483648", "%mag = and i32 %x, 2147483647", "%ef = lshr i32 %mag, 23",
            "%m = and i32 %x, 8388607", "%isnan = icmp ugt i32 %mag, 2139095040",
            f"%small = icmp ult i32 %ef, {lo}", f"%big = icmp ugt i32 %ef, {hi}", *index]
    predict = body + _load("%idx") + [
        "%tab = or i32 %t, %sign", "%ones = or i32 %sign, 1065353216", "%r1 = select i1 %big, i32 %ones, i32 %tab",
        "%r2 = select i1 %small, i32 %x, i32 %r1", f"%r3 = select i1 %isnan, i32 {NAN32}, i32 %r2", "ret i32 %r3"]
    learn = body + [
        "%ent = and i32 %hw, 2147483647", "%hs = and i32 %hw, -2147483648", "%same = icmp eq i32 %hs, %sign",
        "%ok = and i1 %inb, %same", "%nsame = xor i1 %same, true", "%badt = and i1 %inb, %nsame",
        # outside the table the rule states the result: the operand itself below, +-1 above
        "%ones = or i32 %sign, 1065353216", "%notid = icmp ne i32 %hw, %x", "%badl = and i1 %small, %notid",
        "%notone = icmp ne i32 %hw, %ones", "%nn = xor i1 %isnan, true", "%bigv = and i1 %big, %nn",
        "%badh = and i1 %bigv, %notone", "%bad0 = or i1 %badt, %badl", "%bad = or i1 %bad0, %badh"] + _pack(
        "%ok", "%idx", "%ent", "%bad")
    shown = ", ".join(f"2^{e}: {k}" for e, k in sorted(bits.items()))
    fixed = ("; from 0.5 to 8 that is |x| in fixed point with 20 fraction bits"
             if all(bits.get(e) == 20 + e for e in range(-1, 3)) else "")
    return Rule(name, "tanh", entries, tuple(predict), tuple(learn),
                f"tanh(x) = sign(x) * table[binade of |x|, its top bits]: the mantissa bits read per binade "
                f"({shown}{fixed}); |x| < 2^{min(bits)} "
                f"gives x, |x| >= 2^{max(bits) + 1} (and Inf) +-1, NaN a NaN (learned from every x)")


# -- rcp64h, rsq64h: rcp/rsqrt.approx.ftz.f64, the high words -----------------------------------------

def _wide_rule(op: str) -> Rule:
    """MUFU.RCP64H / RSQ64H: the result's high word (its low word is 0) from the operand's high word."""
    rsq = op == "rsq64h"
    head = ["%sign = and i32 %x, -2147483648", "%mag = and i32 %x, 2147483647", "%ef = lshr i32 %mag, 20",
            "%m = and i32 %x, 1048575", "%tiny = icmp eq i32 %ef, 0", "%top = icmp eq i32 %ef, 2047",
            "%m0 = icmp eq i32 %m, 0", "%isinf = and i1 %top, %m0", "%nm0 = xor i1 %m0, true",
            "%isnan = and i1 %top, %nm0", "%e = sub i32 %ef, 1023"]
    infs = "%infs = or i32 %sign, 2146435072"
    if rsq:
        predict = head + ["%par = and i32 %e, 1", "%k = ashr i32 %e, 1", "%ps = shl i32 %par, 20",
                          "%idx = or i32 %ps, %m"] + _load("%idx") + [
            "%ksh = shl i32 %k, 20", "%rb = sub i32 %t, %ksh", infs, "%r1 = select i1 %tiny, i32 %infs, i32 %rb",
            "%r2 = select i1 %isinf, i32 0, i32 %r1", "%nz = xor i1 %tiny, true", "%neg = icmp slt i32 %x, 0",
            "%negx = and i1 %neg, %nz", f"%r3 = select i1 %negx, i32 {NAN32}, i32 %r2",
            f"%r4 = select i1 %isnan, i32 {NAN32}, i32 %r3", "ret i32 %r4"]
        learn = _in_range(0x3FF00000, 0x40100000) + ["%idx = sub i32 %x, 1072693248"] + _pack("%dom", "%idx", "%hw")
        return Rule("rsq64h.m21", op, 1 << 21, tuple(predict), tuple(learn),
                    "the high word of rsqrt.approx.ftz.f64(x) (low word 0) = table[y] * 2^-k, x = y * 4^k, y in [1, 4) "
                    "(the high word's 20 mantissa bits and the exponent's parity, learned from x in [1, 4)); subnormal "
                    "and zero x give +-Inf, +Inf gives +0, negative x NaN")
    predict = head + _load("%m") + [
        "%esh = shl i32 %e, 20", "%rb = sub i32 %t, %esh", "%under = icmp slt i32 %rb, 1048576",
        "%rmag = select i1 %under, i32 0, i32 %rb", "%r0 = or i32 %rmag, %sign", infs,
        "%r1 = select i1 %tiny, i32 %infs, i32 %r0", "%r2 = select i1 %isinf, i32 %sign, i32 %r1",
        f"%r3 = select i1 %isnan, i32 {NAN32}, i32 %r2", "ret i32 %r3"]
    learn = ["%m = and i32 %x, 1048575"] + _in_range(0x3FF00000, 0x40000000) + _pack("%dom", "%m", "%hw")
    return Rule("rcp64h.m20", op, 1 << 20, tuple(predict), tuple(learn),
                "the high word of rcp.approx.ftz.f64(x) (low word 0) = table[m] * 2^-e, m the high word's 20 "
                "mantissa bits (learned from x in [1, 2)); subnormal and zero x give +-Inf, Inf gives +-0")


OPS: Mapping[str, MufuOp] = {o.name: o for o in (
    MufuOp("ex2", "ex2.approx.ftz.f32", "nvptx.ex2.approx.ftz.f32",
           tuple(_ex2_rule(f, r, s) for f in (23, 24) for r in ("floor", "rne", "trunc") for s in (False, True))),
    MufuOp("lg2", "lg2.approx.ftz.f32", "nvptx.lg2.approx.ftz.f32",
           (*(_lg2_rule(s, r) for s in ("e0", "em1") for r in ("rn", "rz")), _lg2_binades_rule())),
    MufuOp("rcp", "rcp.approx.ftz.f32", "nvptx.rcp.approx.ftz.f32", (_rcp_rule(),)),
    MufuOp("rsq", "rsqrt.approx.ftz.f32", "nvptx.rsqrt.approx.ftz.f32", (_root_rule("rsq"),)),
    MufuOp("sqrt", "sqrt.approx.ftz.f32", "nvptx.sqrt.approx.ftz.f32", (_root_rule("sqrt"),)),
    MufuOp("sin", "sin.approx.ftz.f32", "nvptx.sin.approx.ftz.f32",
           (*(_trig_rule("sin", f, r) for f in (23, 24) for r in ("trunc", "rne", "floor")),
            *(_trig_quadrant_rule("sin", z) for z in ("xor", "pos")))),
    MufuOp("cos", "cos.approx.ftz.f32", "nvptx.cos.approx.ftz.f32",
           (*(_trig_rule("cos", f, r) for f in (23, 24) for r in ("trunc", "rne", "floor")),
            *(_trig_quadrant_rule("cos", z) for z in ("xor", "pos")))),
    MufuOp("tanh", "tanh.approx.f32", "nvptx.tanh.approx.f32",
           (*(_tanh_rule(k) for k in (12, 14, 16)), *(_tanh_quantized_rule(n, b) for n, b in TANH_RULE_BITS.items()))),
    MufuOp("rcp64h", "rcp.approx.ftz.f64", "nvptx.rcp.approx.ftz.f64", (_wide_rule("rcp64h"),), wide=True),
    MufuOp("rsq64h", "rsqrt.approx.ftz.f64", "nvptx.rsqrt.approx.ftz.f64", (_wide_rule("rsq64h"),), wide=True),
)}
RULES: Mapping[str, Rule] = {r.name: r for o in OPS.values() for r in o.rules}
OP_OF_MODEL: Mapping[str, str] = {o.model_key: o.name for o in OPS.values()}


# ---------------------------------------------------------------------------------------------
# IR


def table_symbol(rule: str, digest: str) -> str:
    """The global a rule's table is known by: named by its content, so equal text means equal tables."""
    return f"fpsem_mufu_{rule.replace('.', '_')}_{digest[:16]}"


NAN_POLICIES = ("canonical", "quiet")  # a NaN operand gives 0x7fffffff, or itself quieted


def predict_ir(rule: Rule, symbol: str, name: str, nan: str = "canonical") -> str:
    """``define internal i32 @<name>(i32 %x)``: the rule's prediction, reading table ``@<symbol>``.

    ``nan``: what a NaN operand gives (:data:`NAN_POLICIES`; measured with the table, stored in its check).
    """
    if nan not in NAN_POLICIES:
        raise MufuTableError(f"unknown NaN policy {nan!r} (known: {', '.join(NAN_POLICIES)})")
    body = [line.replace("@TABLE", f"@{symbol}") for line in rule.predict]
    if nan == "quiet":
        quiet = 1 << 19 if OPS[rule.op].wide else 1 << 22
        body = [f"%nanout = or i32 %x, {quiet}"] + [
            line.replace(f"select i1 %isnan, i32 {NAN32},", "select i1 %isnan, i32 %nanout,") for line in body]
    return "\n".join([f"define internal i32 @{name}(i32 %x) {{", *("  " + b for b in body), "}"])


def learn_ir(rule: Rule, name: str) -> str:
    """``define internal i64 @<name>(i32 %x, i32 %hw)``: the table index and entry the operand determines."""
    return "\n".join([f"define internal i64 @{name}(i32 %x, i32 %hw) {{", *("  " + b for b in rule.learn), "}"])


IR_DECLS = "declare double @llvm.fabs.f64(double)\ndeclare double @llvm.floor.f64(double)"


# ---------------------------------------------------------------------------------------------
# Stored tables


class MufuTableError(FpsemError):
    """A stored MUFU table is damaged or names an unknown rule."""


@dataclass(frozen=True)
class MufuTable:
    """A measured table and what it is: the rule it extends by, its check on the device, where it came from.

    The words are decoded on first use (:attr:`values`), through a decoded copy in fpsem's cache that
    every process maps read-only (named by the words' digest, checked when mapped).
    """

    op: str
    rule: str
    digest: str  # sha256 of the words
    check: Mapping[str, Any] = field(default_factory=dict)  # operands checked, mismatches, device, date, ...
    load: Callable[[], np.ndarray] = field(default=lambda: np.empty(0, np.uint32), repr=False, compare=False)

    @functools.cached_property
    def values(self) -> np.ndarray:
        """The table's words (uint32, read-only)."""
        return _cached_words(self.digest, self.load)

    @property
    def entries(self) -> int:
        return RULES[self.rule].entries

    @property
    def nan(self) -> str:
        """What a NaN operand gives (:data:`NAN_POLICIES`), as measured with the table."""
        return str(self.check.get("nan_policy", "canonical"))

    @property
    def symbol(self) -> str:
        return table_symbol(self.rule, self.digest)

    @property
    def exhaustive(self) -> bool:
        """Checked on all 2^32 operands on the device with no mismatch."""
        return int(self.check.get("operands", 0)) == 1 << 32 and int(self.check.get("mismatches", -1)) == 0

    def describe(self) -> str:
        c = self.check
        how = (f"checked on all 2^32 operands on {c.get('device', '?')} ({c.get('date', '?')}): "
               f"{c.get('mismatches', '?')} mismatches" if int(c.get("operands", 0)) == 1 << 32 else
               str(c.get("note", "not checked exhaustively")))
        return f"{RULES[self.rule].description}; {how}"


def _cached_words(digest: str, load: Callable[[], np.ndarray]) -> np.ndarray:
    """The words of ``digest``: mapped from fpsem's cache when a checked copy is there, else decoded (and kept)."""
    from fpsem.core.paths import cache_dir

    path = cache_dir() / "mufu" / f"{digest}.npy"
    try:
        words = np.load(path, mmap_mode="r")
        if words.dtype == np.uint32 and words.ndim == 1 and _digest(words) == digest:
            return words
    except (OSError, ValueError):
        pass  # absent or damaged: decode again
    words = load()
    if _digest(words) != digest:
        raise MufuTableError(f"table {digest[:12]}: its words do not match their digest (damaged)")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp.npy")
        np.save(tmp, words)
        os.replace(tmp, path)  # whole or not at all: concurrent workers write the same content
    except OSError:
        pass  # an unwritable cache only costs the decoding next time
    return words


DATA_DIR = "mufu"


def _digest(values: np.ndarray) -> str:
    import hashlib

    return hashlib.sha256(np.ascontiguousarray(values, dtype=np.uint32).tobytes()).hexdigest()


def save_tables(path, tables: Mapping[str, tuple[str, np.ndarray, Mapping[str, Any]]], extreme: bool = True) -> None:
    """Write ``{op: (rule, values, check)}`` to ``path`` (an ``.npz`` :func:`load_tables` reads)."""
    arrays: dict[str, np.ndarray] = {}
    for op, (rule, values, check) in tables.items():
        if rule not in RULES or RULES[rule].op != op:
            raise MufuTableError(f"{op}: unknown rule {rule!r}")
        if values.size != RULES[rule].entries:
            raise MufuTableError(f"{op}: {values.size} entries, rule {rule} has {RULES[rule].entries}")
        meta = {"op": op, "rule": rule, "sha256": _digest(values), "check": dict(check)}
        arrays[f"{op}.meta"] = np.frombuffer(json.dumps(meta, sort_keys=True).encode(), dtype=np.uint8)
        for k, v in T.encode(values, extreme).items():
            arrays[f"{op}.{k}"] = v
    np.savez(path, **arrays)  # type: ignore[arg-type]  # numpy's stub takes the keywords for options


def load_tables(path) -> dict[str, MufuTable]:
    """The tables in one ``.npz`` written by :func:`save_tables`, by operation (words decoded on first use)."""
    out: dict[str, MufuTable] = {}
    with np.load(path) as z:
        files = {k: z[k] for k in z.files}
    for op in sorted({k.split(".", 1)[0] for k in files}):
        try:
            meta = json.loads(bytes(files[f"{op}.meta"]).decode())
        except (KeyError, ValueError) as e:
            raise MufuTableError(f"{path}: table {op}: {e}") from None
        if meta.get("rule") not in RULES or RULES[meta["rule"]].op != op:
            raise MufuTableError(f"{path}: table {op} names an unknown rule {meta.get('rule')!r}")
        parts = {k.split(".", 1)[1]: v for k, v in files.items() if k.startswith(op + ".") and not k.endswith(".meta")}

        def load(parts=parts, op=op) -> np.ndarray:
            try:
                return T.decode(parts)
            except T.TableError as e:
                raise MufuTableError(f"{path}: table {op}: {e}") from None

        out[op] = MufuTable(op, meta["rule"], str(meta.get("sha256", "")), meta.get("check", {}), load)
    return out


@functools.cache
def installed_tables() -> Mapping[str, MufuTable]:
    """Every table under ``fpsem/data/mufu/`` by operation (read once per process; {} when there are none)."""
    root = files("fpsem") / "data" / DATA_DIR
    out: dict[str, MufuTable] = {}
    if not root.is_dir():
        return out
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".npz"):
            with entry.open("rb") as f:
                for op, t in load_tables(f).items():
                    out.setdefault(op, t)
    return out


def table_for(model_key: str) -> MufuTable | None:
    """The installed table that makes instruction model ``model_key`` bit-faithful, or None."""
    op = OP_OF_MODEL.get(model_key)
    return installed_tables().get(op) if op else None


# ---------------------------------------------------------------------------------------------
# Host evaluation (tests, numpy callers)


@functools.cache
def _jitted(rule: str, digest: str) -> Callable[[np.ndarray], np.ndarray]:
    import llvmlite.binding as llvm

    from fpsem.ir.binding import host_machine_spec, optimize, parse_ir, target_machine

    table = next(t for t in installed_tables().values() if t.rule == rule and t.digest == digest)
    sym = table.symbol
    register_table(table)
    text = "\n".join([f"@{sym} = external global [{table.entries} x i32]", IR_DECLS,
                      predict_ir(RULES[rule], sym, "predict", table.nan),
                      "define void @run(ptr %in, ptr %out, i64 %n) {\nentry:\n  br label %l\nl:\n"
                      "  %i = phi i64 [0, %entry], [%j, %l]\n  %p = getelementptr i32, ptr %in, i64 %i\n"
                      "  %x = load i32, ptr %p\n  %r = call i32 @predict(i32 %x)\n"
                      "  %q = getelementptr i32, ptr %out, i64 %i\n  store i32 %r, ptr %q\n  %j = add i64 %i, 1\n"
                      "  %c = icmp eq i64 %j, %n\n  br i1 %c, label %e, label %l\ne:\n  ret void\n}\n"])
    mod = parse_ir(text, f"mufu {rule}")
    tm = target_machine(host_machine_spec())
    optimize(mod, tm, 3)
    ee = llvm.create_mcjit_compiler(mod, tm)
    ee.finalize_object()
    fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)(ee.get_function_address("run"))

    def run(bits: np.ndarray, _keep=(ee, mod)) -> np.ndarray:
        b = np.ascontiguousarray(bits, dtype=np.uint32)
        out = np.empty_like(b)
        if b.size:
            fn(b.ctypes.data, out.ctypes.data, b.size)
        return out

    return run


def evaluate(table: MufuTable, bits: np.ndarray) -> np.ndarray:
    """The rule's prediction (result bits) for operand bits ``bits``, computed by its IR on this CPU."""
    return _jitted(table.rule, table.digest)(bits)


def register_tables_for(text: str) -> None:
    """Register every installed table whose global ``text`` names (before the host JIT compiles ``text``)."""
    for t in installed_tables().values():
        if t.symbol in text:
            register_table(t)


def register_table(table: MufuTable) -> None:
    """Make the table's global resolvable by the host JIT (its words stay alive with the cached table)."""
    import llvmlite.binding as llvm

    llvm.add_symbol(table.symbol, table.values.ctypes.data)
