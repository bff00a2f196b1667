"""The target intrinsics that vendor library code calls, as host IR with the GPU instruction's exact result.

The emulation (``fpsem.runners.emulation``) links libdevice or ROCm's ocml into a variant and
optimizes it with the target's machine, exactly as the GPU build does.  What remains of the
library after that pipeline calls a few dozen target intrinsics (``llvm.nvvm.add.rn.d``,
``llvm.nvvm.d2i.hi``, ``llvm.nvvm.fma.rm.f``, ``llvm.amdgcn.frexp.mant.f64``,
``llvm.amdgcn.trig.preop.f64``, ...) that the host back end cannot compile.  :func:`retarget`
replaces each call by a call of an IR function defined here that computes, with IEEE
operations and integer arithmetic only, the result the GPU instruction gives:

* round-to-nearest arithmetic (``add.rn``, ``mul.rn``, ``div.rn``, ``fma.rn``, ``sqrt.rn``,
  ``rcp.rn``) is the host's IEEE operation (NVPTX writes ``.rn`` so that ptxas does not fuse);
* directed rounding of f32 operations (``.rz``/``.rm``/``.rp``) is computed from the binary64
  result and the sign of its exact error (two-sum, the exact product, the ``fma`` remainder of a
  quotient or square root), then rounded to f32 in the right direction (binary64 holds every f32
  and its rounding boundaries, so no double rounding arises); f64 additions likewise;
* ``.ftz`` forms flush subnormal operands and results to zero of the same sign (PTX ISA);
* conversions (``cvt.rni/rzi/rmi/rpi`` to integers) round with ``rint``/``trunc``/``floor``/``ceil``
  and saturate (PTX ``cvt``; NaN as LLVM folds it); bit moves (``d2i.hi``, ``lohi.i2d``) are bit moves;
* ``saturate`` clamps to [0, 1] with NaN -> +0; ``min``/``max`` return the non-NaN operand and
  order -0 below +0;
* AMD: ``frexp.mant``/``frexp.exp`` (0 for Inf and NaN), ``fract`` (``x - floor(x)`` below 1,
  NaN for Inf), ``class``, and ``trig.preop`` (53 bits of 2/pi selected by segment and exponent,
  the ISA's definition; the tests check all of them against LLVM's own constant folding of the
  AMDGPU intrinsics).

Approximate instructions (``llvm.nvvm.ex2.approx.*``, ``llvm.amdgcn.rcp.f32``, ...) are not
here: ``fpsem.runners.approx`` replaces them by its models first.  AMD's approximate f64
reciprocals (``v_rcp_f64``, ``v_rsq_f64``), which ocml only uses as seeds of Newton steps, run
correctly rounded here, and :func:`retarget` says so in its notes.  An intrinsic that is neither
here nor modelled stays, and the emulation refuses the module naming it.

Every definition is a pure function of its operands (no host libm beyond exact operations:
``fma``, ``sqrt``, ``floor`` & co.).  ``ptx`` / ``isa`` name the instruction each one stands for;
``tests/test_vendor_intrinsics.py`` checks that the NVPTX back end emits exactly it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

# ---------------------------------------------------------------------------------------------
# Definitions


@dataclass(frozen=True)
class HostEquivalent:
    """One target intrinsic and its host IR: ``define internal <ret> @<symbol>(<params>) { <body> }``."""

    intrinsic: str  # e.g. "llvm.nvvm.add.rn.d"
    ret: str
    params: tuple[str, ...]
    body: tuple[str, ...]  # IR lines over %a0, %a1, ...; the last is a ret
    instruction: str  # what it is on the GPU, e.g. "add.rn.f64" (PTX) or "v_frexp_mant_f64" (AMD ISA)
    helpers: tuple[str, ...] = ()  # helper functions (keys of _HELPERS) it calls
    note: str = ""  # set where the host result is a stand-in, not the instruction's bits

    @property
    def symbol(self) -> str:
        return "fpsem.vendor." + self.intrinsic  # asm.* names: already so called by lower_inline_asm

    def definition(self) -> str:
        params = ", ".join(f"{t} %a{i}" for i, t in enumerate(self.params))
        return "\n".join([f"define internal {self.ret} @{self.symbol}({params}) alwaysinline {{",
                          *("  " + line for line in self.body), "}"])


_F = {"f": ("float", "f32"), "d": ("double", "f64")}

def flush_ir(symbol: str) -> str:
    """``define internal float @<symbol>(float)``: a subnormal f32 to the zero of its sign (what ``.ftz`` does)."""
    return f"""define internal float @{symbol}(float %x) alwaysinline {{
  %b = bitcast float %x to i32
  %e = and i32 %b, 2139095040
  %sub = icmp eq i32 %e, 0
  %s = and i32 %b, -2147483648
  %r = select i1 %sub, i32 %s, i32 %b
  %f = bitcast i32 %r to float
  ret float %f
}}"""


def _next_ir(ty: str, ity: str) -> str:
    """``@fpsem.vendor.next<bits>(x, up)``: the float next above / below x (NaN stays NaN; +-0 steps to the
    least subnormal of the sign of the step)."""
    bits = ity[1:]
    mag, minneg = (2**31 - 1, -(2**31 - 1)) if bits == "32" else (2**63 - 1, -(2**63 - 1))
    return f"""define internal {ty} @fpsem.vendor.next{bits}({ty} %x, i1 %up) alwaysinline {{
  %b = bitcast {ty} %x to {ity}
  %mag = and {ity} %b, {mag}
  %zero = icmp eq {ity} %mag, 0
  %neg = icmp slt {ity} %b, 0
  %away = xor i1 %neg, %up
  %inc = add {ity} %b, 1
  %dec = sub {ity} %b, 1
  %nz = select i1 %away, {ity} %inc, {ity} %dec
  %zb = select i1 %up, {ity} 1, {ity} {minneg}
  %rb = select i1 %zero, {ity} %zb, {ity} %nz
  %nan = fcmp uno {ty} %x, 0.0
  %r = bitcast {ity} %rb to {ty}
  %out = select i1 %nan, {ty} %x, {ty} %r
  ret {ty} %out
}}"""


# Helpers shared by several definitions (pure IR; each is defined once per module when used).
_HELPERS: dict[str, str] = {
    "flush": flush_ir("fpsem.vendor.flush"),
    "next32": _next_ir("float", "i32"),
    "next64": _next_ir("double", "i64"),
    # v = s + e exactly (e: only its sign matters, 0 when s is exact); rounded to f32 with mode
    # 0 nearest-even, 1 toward zero, 2 toward -Inf, 3 toward +Inf.  Binary64 holds every f32 and the
    # midpoints between them, so rounding s to nearest f32 (r) and stepping once gives the directed result:
    # r steps down when it lies above v and the mode rounds down there (toward -Inf; toward zero for v > 0;
    # to nearest when s is a midpoint, a tie at s being no tie of v: the side e points to wins), up likewise.
    "round32": """define internal float @fpsem.vendor.round32(double %s, double %e, i32 %mode) alwaysinline {
  %r = fptrunc double %s to float
  %rd = fpext float %r to double
  %gt0 = fcmp ogt double %rd, %s
  %lt0 = fcmp olt double %rd, %s
  %eq = fcmp oeq double %rd, %s
  %eneg = fcmp olt double %e, 0.0
  %epos = fcmp ogt double %e, 0.0
  %gt1 = and i1 %eq, %eneg
  %above = or i1 %gt0, %gt1
  %lt1 = and i1 %eq, %epos
  %below = or i1 %lt0, %lt1
  %other = call float @fpsem.vendor.next32(float %r, i1 %lt0)
  %od = fpext float %other to double
  %d1 = fsub double %rd, %s
  %d2 = fsub double %s, %od
  %tie = fcmp oeq double %d1, %d2
  %tdown = and i1 %tie, %eneg
  %tup = and i1 %tie, %epos
  %vpos = fcmp ogt double %s, 0.0
  %vneg = fcmp olt double %s, 0.0
  %isn = icmp eq i32 %mode, 0
  %isz = icmp eq i32 %mode, 1
  %ism = icmp eq i32 %mode, 2
  %isp = icmp eq i32 %mode, 3
  %dz = select i1 %isz, i1 %vpos, i1 %ism
  %dwant = select i1 %isn, i1 %tdown, i1 %dz
  %down = and i1 %above, %dwant
  %uz = select i1 %isz, i1 %vneg, i1 %isp
  %uwant = select i1 %isn, i1 %tup, i1 %uz
  %up = and i1 %below, %uwant
  %rdn = call float @fpsem.vendor.next32(float %r, i1 false)
  %rup = call float @fpsem.vendor.next32(float %r, i1 true)
  %r1 = select i1 %down, float %rdn, float %r
  %r2 = select i1 %up, float %rup, float %r1
  ret float %r2
}""",
    # Knuth's two-sum error of s = a + b (exact for finite a, b and finite s)
    "twosum64": """define internal double @fpsem.vendor.twosum64(double %a, double %b, double %s) alwaysinline {
  %bp = fsub double %s, %a
  %ap = fsub double %s, %bp
  %da = fsub double %a, %ap
  %db = fsub double %b, %bp
  %e = fadd double %da, %db
  ret double %e
}""",
    # the sign of an exact zero sum under a rounding mode: -0 under toward -Inf unless both
    # operands are +0, else +0 unless both are -0 (IEEE 754, 6.3)
    "zero_sign": """define internal i1 @fpsem.vendor.zero_sign(double %a, double %b, i32 %mode) alwaysinline {
  %ab = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %an = icmp slt i64 %ab, 0
  %bn = icmp slt i64 %bb, 0
  %both = and i1 %an, %bn
  %either = or i1 %an, %bn
  %az = fcmp oeq double %a, 0.0
  %bz = fcmp oeq double %b, 0.0
  %zz = and i1 %az, %bz
  %notboth_pos = xor i1 %zz, true
  %rm_neg0 = or i1 %notboth_pos, %either
  %ism = icmp eq i32 %mode, 2
  %neg = select i1 %ism, i1 %rm_neg0, i1 %both
  ret i1 %neg
}""",
}
_HELPER_NEEDS = {"round32": ("next32",)}


def _helper(name: str) -> str:
    if name == "two_over_pi":
        words = ", ".join(f"i32 {w if w < 2**31 else w - 2**32}" for w in _two_over_pi_words())
        return f"@fpsem.vendor.two_over_pi = internal constant [{_TWO_OVER_PI_WORDS} x i32] [{words}]"
    return _HELPERS[name]


def _round_mode(m: str) -> int:
    return {"rn": 0, "rz": 1, "rm": 2, "rp": 3}[m]


def _widened(arity: int, ftz: bool) -> list[str]:
    """``%d<i>``: the f32 operands ``%a<i>`` in binary64 (exact), flushed first for ``.ftz`` forms."""
    body = [f"%x{i} = call float @fpsem.vendor.flush(float %a{i})" for i in range(arity)] if ftz else []
    return body + [f"%d{i} = fpext float %{'x' if ftz else 'a'}{i} to double" for i in range(arity)]


def _sum32(mode: int, ftz: bool, fused: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """add.<m>[.ftz].f32 (fused=False) or fma.<m>[.ftz].f32 (fused=True): f64 sum, two-sum error, directed."""
    body = _widened(3 if fused else 2, ftz)
    if fused:
        body += ["%p = fmul double %d0, %d1", "%s = fadd double %p, %d2"]  # the f32 product is exact
        lhs, rhs = "%p", "%d2"
    else:
        body += ["%s = fadd double %d0, %d1"]
        lhs, rhs = "%d0", "%d1"
    body += [f"%e = call double @fpsem.vendor.twosum64(double {lhs}, double {rhs}, double %s)",
             "%fin = fcmp ord double %e, 0.0",
             "%e1 = select i1 %fin, double %e, double 0.0",
             f"%r = call float @fpsem.vendor.round32(double %s, double %e1, i32 {mode})",
             # an exact zero: its sign follows the rounding mode
             "%sz = fcmp oeq double %s, 0.0", "%ez = fcmp oeq double %e1, 0.0", "%z = and i1 %sz, %ez",
             f"%zn = call i1 @fpsem.vendor.zero_sign(double {lhs}, double {rhs}, i32 {mode})",
             "%zv = select i1 %zn, float -0.0, float 0.0",
             "%r2 = select i1 %z, float %zv, float %r"]
    out = "%r2"
    if ftz:
        body.append("%r3 = call float @fpsem.vendor.flush(float %r2)")
        out = "%r3"
    body.append(f"ret float {out}")
    return tuple(body), ("twosum64", "round32", "zero_sign") + (("flush",) if ftz else ())


def _nvvm_f32(op: str, m: str, ftz: bool) -> HostEquivalent:
    """``llvm.nvvm.<op>.<m>[.ftz].f`` for op in add, mul, fma, div, sqrt, rcp."""
    mode = _round_mode(m)
    arity = {"add": 2, "mul": 2, "fma": 3, "div": 2, "sqrt": 1, "rcp": 1}[op]
    name = f"llvm.nvvm.{op}.{m}{'.ftz' if ftz else ''}.f"
    ptx = f"{op}.{m}{'.ftz' if ftz else ''}.f32"
    if op in ("add", "fma"):
        body, helpers = _sum32(mode, ftz, op == "fma")
        return HostEquivalent(name, "float", ("float",) * arity, body, ptx, helpers)
    body_l = _widened(arity, ftz)
    if op == "mul":  # the f32 product is exact in binary64
        body_l += ["%s = fmul double %d0, %d1", "%e1 = fadd double 0.0, 0.0"]
    elif op in ("div", "rcp"):
        num, den = ("%d0", "%d1") if op == "div" else ("1.0", "%d0")
        # q = RN64(n / d); n - q d is exact in binary64 (f32 operands), its sign and d's give the error's
        body_l += [f"%s = fdiv double {num}, {den}", "%nq = fneg double %s",
                   f"%rem = call double @llvm.fma.f64(double %nq, double {den}, double {num})",
                   f"%dneg = fcmp olt double {den}, 0.0", "%remn = fneg double %rem",
                   "%e0 = select i1 %dneg, double %remn, double %rem",
                   "%fin = fcmp ord double %e0, 0.0", "%e1 = select i1 %fin, double %e0, double 0.0"]
    else:  # sqrt: x - s^2 exact, its sign is the error's
        body_l += ["%s = call double @llvm.sqrt.f64(double %d0)", "%ns = fneg double %s",
                   "%e0 = call double @llvm.fma.f64(double %ns, double %s, double %d0)",
                   "%fin = fcmp ord double %e0, 0.0", "%e1 = select i1 %fin, double %e0, double 0.0"]
    body_l.append(f"%r = call float @fpsem.vendor.round32(double %s, double %e1, i32 {mode})")
    out = "%r"
    if ftz:
        body_l.append("%r2 = call float @fpsem.vendor.flush(float %r)")
        out = "%r2"
    body_l.append(f"ret float {out}")
    return HostEquivalent(name, "float", ("float",) * arity, tuple(body_l), ptx,
                          ("round32",) + (("flush",) if ftz else ()))


def _nvvm_rn_f64(op: str) -> HostEquivalent:
    arity = {"add": 2, "mul": 2, "fma": 3, "div": 2, "sqrt": 1, "rcp": 1}[op]
    expr = {"add": "fadd double %a0, %a1", "mul": "fmul double %a0, %a1", "div": "fdiv double %a0, %a1",
            "rcp": "fdiv double 1.0, %a0", "sqrt": "call double @llvm.sqrt.f64(double %a0)",
            "fma": "call double @llvm.fma.f64(double %a0, double %a1, double %a2)"}[op]
    return HostEquivalent(f"llvm.nvvm.{op}.rn.d", "double", ("double",) * arity, (f"%r = {expr}", "ret double %r"),
                          f"{op}.rn.f64")


def _nvvm_add_directed_f64(m: str) -> HostEquivalent:
    """add.{rz,rm,rp}.f64: the RN sum and its exact two-sum error; one step in the mode's direction."""
    mode = _round_mode(m)
    body = ["%s = fadd double %a0, %a1",
            "%e = call double @fpsem.vendor.twosum64(double %a0, double %a1, double %s)",
            "%eneg = fcmp olt double %e, 0.0", "%epos = fcmp ogt double %e, 0.0",
            "%spos = fcmp ogt double %s, 0.0", "%sneg = fcmp olt double %s, 0.0"]
    if m == "rm":
        body += ["%down = or i1 %eneg, false", "%up = and i1 %epos, false"]
    elif m == "rp":
        body += ["%down = and i1 %eneg, false", "%up = or i1 %epos, false"]
    else:
        body += ["%down = and i1 %spos, %eneg", "%up = and i1 %sneg, %epos"]
    body += ["%dn = call double @fpsem.vendor.next64(double %s, i1 false)",
             "%upv = call double @fpsem.vendor.next64(double %s, i1 true)",
             "%r1 = select i1 %down, double %dn, double %s", "%r2 = select i1 %up, double %upv, double %r1",
             # overflow of finite operands: the directed modes stop at the largest finite value
             "%sa = call double @llvm.fabs.f64(double %s)", "%sinf = fcmp oeq double %sa, 0x7FF0000000000000",
             "%aa = call double @llvm.fabs.f64(double %a0)", "%ba = call double @llvm.fabs.f64(double %a1)",
             "%af = fcmp olt double %aa, 0x7FF0000000000000", "%bf = fcmp olt double %ba, 0x7FF0000000000000",
             "%fin = and i1 %af, %bf", "%ovf = and i1 %sinf, %fin",
             f"%keep = {'and i1 %sneg, true' if m == 'rm' else 'and i1 %spos, true' if m == 'rp' else 'and i1 false, false'}",
             "%big = call double @llvm.copysign.f64(double 0x7FEFFFFFFFFFFFFF, double %s)",
             "%ov = select i1 %keep, double %s, double %big",
             "%r3 = select i1 %ovf, double %ov, double %r2",
             "%sz = fcmp oeq double %s, 0.0", "%ez = fcmp oeq double %e, 0.0", "%z = and i1 %sz, %ez",
             f"%zn = call i1 @fpsem.vendor.zero_sign(double %a0, double %a1, i32 {mode})",
             "%zv = select i1 %zn, double -0.0, double 0.0", "%r4 = select i1 %z, double %zv, double %r3",
             "ret double %r4"]
    return HostEquivalent(f"llvm.nvvm.add.{m}.d", "double", ("double", "double"), tuple(body), f"add.{m}.f64",
                          ("twosum64", "next64", "zero_sign"))


def _unary(name: str, ty: str, expr: str, instruction: str, ftz: bool = False) -> HostEquivalent:
    """``ty @name(ty %a0)`` = ``expr`` with ``{x}`` the operand (flushed first, and the result too, for ``.ftz``)."""
    if not ftz:
        return HostEquivalent(name, ty, (ty,), (f"%r = {expr.format(x='%a0')}", f"ret {ty} %r"), instruction)
    return HostEquivalent(name, ty, (ty,), ("%x = call float @fpsem.vendor.flush(float %a0)",
                                            f"%r = {expr.format(x='%x')}",
                                            "%r2 = call float @fpsem.vendor.flush(float %r)", "ret float %r2"),
                          instruction, ("flush",))


_ROUND_FN = {"rn": "rint", "rz": "trunc", "rm": "floor", "rp": "ceil"}
_CVTI = {"rn": "rni", "rz": "rzi", "rm": "rmi", "rp": "rpi"}


def _nvvm_to_int(src: str, dst: str, m: str, ftz: bool) -> HostEquivalent:
    """``llvm.nvvm.{f,d}2{i,ui,ll,ull}.<m>[.ftz]``: round to an integer in the mode and saturate.

    NaN gives 0 for f32 to a 32-bit integer and the integer ``0x80...0`` otherwise, as LLVM's
    constant folding of these intrinsics has it (PTX's ``cvt`` documentation leaves NaN open).
    """
    fty, fsfx = ("float", "f32") if src == "f" else ("double", "f64")
    ity = "i32" if dst in ("i", "ui") else "i64"
    signed = dst in ("i", "ll")
    nan_int = 0 if (src == "f" and ity == "i32") else -(2 ** (int(ity[1:]) - 1))
    body = []
    x = "%a0"
    if ftz:
        body.append("%x = call float @fpsem.vendor.flush(float %a0)")
        x = "%x"
    body += [f"%t = call {fty} @llvm.{_ROUND_FN[m]}.{fsfx}({fty} {x})",
             f"%c = call {ity} @llvm.{'fptosi' if signed else 'fptoui'}.sat.{ity}.{fsfx}({fty} %t)",
             f"%nan = fcmp uno {fty} %a0, 0.0", f"%r = select i1 %nan, {ity} {nan_int}, {ity} %c",
             f"ret {ity} %r"]
    ptx = f"cvt.{_CVTI[m]}{'.ftz' if ftz else ''}.{'s' if signed else 'u'}{ity[1:]}.{fsfx}"
    return HostEquivalent(f"llvm.nvvm.{src}2{dst}.{m}{'.ftz' if ftz else ''}", ity, (fty,), tuple(body), ptx,
                          ("flush",) if ftz else ())


def _nvvm_misc() -> list[HostEquivalent]:
    out: list[HostEquivalent] = []
    for k, (ty, sfx) in _F.items():
        zero = "0.0"
        for fn, cvt in (("floor", "rmi"), ("ceil", "rpi"), ("trunc", "rzi"), ("round", "rni")):
            llfn = "rint" if fn == "round" else fn  # llvm.nvvm.round.* is cvt.rni: ties to even
            out.append(_unary(f"llvm.nvvm.{fn}.{k}", ty, f"call {ty} @llvm.{llfn}.{sfx}({ty} {{x}})",
                              f"cvt.{cvt}.{sfx}.{sfx}"))
            if k == "f":
                out.append(_unary(f"llvm.nvvm.{fn}.ftz.f", ty, f"call {ty} @llvm.{llfn}.{sfx}({ty} {{x}})",
                                  f"cvt.{cvt}.ftz.{sfx}.{sfx}", ftz=True))
        # cvt.sat: clamp to [0, 1]; NaN (and -0) give +0
        sat = (f"%gt0 = fcmp ogt {ty} %a0, {zero}", f"%lt1 = fcmp olt {ty} %a0, 1.0",
               f"%ge1 = fcmp oge {ty} %a0, 1.0", f"%m = select i1 %gt0, {ty} %a0, {ty} {zero}",
               f"%m2 = select i1 %lt1, {ty} %m, {ty} {zero}", f"%r = select i1 %ge1, {ty} 1.0, {ty} %m2")
        out.append(HostEquivalent(f"llvm.nvvm.saturate.{k}", ty, (ty,), sat + (f"ret {ty} %r",),
                                  f"cvt.sat.{sfx}.{sfx}"))
        if k == "f":
            out.append(HostEquivalent("llvm.nvvm.saturate.ftz.f", ty, (ty,),
                                      ("%x = call float @fpsem.vendor.flush(float %a0)",
                                       *(s.replace("%a0", "%x") for s in sat), "ret float %r"),
                                      "cvt.ftz.sat.f32.f32", ("flush",)))
        # min/max: the non-NaN operand; -0 below +0
        for op, pick in (("fmin", "olt"), ("fmax", "ogt")):
            ity = "i32" if k == "f" else "i64"
            for ftz in ((False, True) if k == "f" else (False,)):
                pre = ["%x = call float @fpsem.vendor.flush(float %a0)",
                       "%y = call float @fpsem.vendor.flush(float %a1)"] if ftz else []
                body = pre + [
                    f"%c = fcmp {pick} {ty} %x, %y", f"%r0 = select i1 %c, {ty} %x, {ty} %y",
                    # both zero: the sign bit of min is the OR of theirs, of max the AND
                    f"%xz = fcmp oeq {ty} %x, {zero}", f"%yz = fcmp oeq {ty} %y, {zero}", "%zz = and i1 %xz, %yz",
                    f"%xb = bitcast {ty} %x to {ity}", f"%yb = bitcast {ty} %y to {ity}",
                    f"%zb = {'or' if op == 'fmin' else 'and'} {ity} %xb, %yb", f"%zf = bitcast {ity} %zb to {ty}",
                    f"%r1 = select i1 %zz, {ty} %zf, {ty} %r0",
                    f"%xn = fcmp uno {ty} %x, {zero}", f"%yn = fcmp uno {ty} %y, {zero}",
                    f"%r2 = select i1 %xn, {ty} %y, {ty} %r1", f"%r3 = select i1 %yn, {ty} %x, {ty} %r2",
                    f"ret {ty} %r3"]
                if not ftz:
                    body = [re.sub(r"%([xy])\b", lambda m: "%a0" if m.group(1) == "x" else "%a1", b) for b in body]
                ptx = f"{op[1:]}{'.ftz' if ftz else ''}.{sfx}"
                out.append(HostEquivalent(f"llvm.nvvm.{op}.{'ftz.' if ftz else ''}{k}", ty, (ty, ty), tuple(body), ptx,
                                          ("flush",) if ftz else ()))
    out.append(_unary("llvm.nvvm.fabs.f32", "float", "call float @llvm.fabs.f32(float {x})", "abs.f32"))
    out.append(_unary("llvm.nvvm.fabs.ftz.f32", "float", "call float @llvm.fabs.f32(float {x})", "abs.ftz.f32",
                      ftz=True))
    out.append(_unary("llvm.nvvm.fabs.f64", "double", "call double @llvm.fabs.f64(double {x})", "abs.f64"))
    # bit moves
    out.append(HostEquivalent("llvm.nvvm.d2i.lo", "i32", ("double",),
                              ("%b = bitcast double %a0 to i64", "%r = trunc i64 %b to i32", "ret i32 %r"),
                              "mov.b64 {lo, hi}"))
    out.append(HostEquivalent("llvm.nvvm.d2i.hi", "i32", ("double",),
                              ("%b = bitcast double %a0 to i64", "%h = lshr i64 %b, 32", "%r = trunc i64 %h to i32",
                               "ret i32 %r"), "mov.b64 {lo, hi}"))
    out.append(HostEquivalent("llvm.nvvm.lohi.i2d", "double", ("i32", "i32"),
                              ("%l = zext i32 %a0 to i64", "%h = zext i32 %a1 to i64", "%hs = shl i64 %h, 32",
                               "%b = or i64 %hs, %l", "%r = bitcast i64 %b to double", "ret double %r"),
                              "mov.b64 %d, {lo, hi}"))
    for name, ity, wide, ext in (("i", "i32", "i64", "sext"), ("ui", "i32", "i64", "zext"),
                                 ("ll", "i64", "i128", "sext"), ("ull", "i64", "i128", "zext")):
        bits = 32 if ity == "i32" else 64
        out.append(HostEquivalent(f"llvm.nvvm.mulhi.{name}", ity, (ity, ity),
                                  (f"%x = {ext} {ity} %a0 to {wide}", f"%y = {ext} {ity} %a1 to {wide}",
                                   f"%p = mul {wide} %x, %y", f"%h = lshr {wide} %p, {bits}",
                                   f"%r = trunc {wide} %h to {ity}", f"ret {ity} %r"),
                                  f"mul.hi.{'s' if name in ('i', 'll') else 'u'}{bits}"))
    # float <-> float and integer -> float conversions
    for m in ("rn", "rz", "rm", "rp"):
        for ftz in (False, True):
            body = [f"%r = call float @fpsem.vendor.round32(double %a0, double 0.0, i32 {_round_mode(m)})"]
            out_v = "%r"
            if ftz:
                body.append("%r2 = call float @fpsem.vendor.flush(float %r)")
                out_v = "%r2"
            body.append(f"ret float {out_v}")
            out.append(HostEquivalent(f"llvm.nvvm.d2f.{m}{'.ftz' if ftz else ''}", "float", ("double",), tuple(body),
                                      f"cvt.{m}{'.ftz' if ftz else ''}.f32.f64",
                                      ("round32",) + (("flush",) if ftz else ())))
        for src, signed in (("i", True), ("ui", False)):
            conv = "sitofp" if signed else "uitofp"
            out.append(HostEquivalent(f"llvm.nvvm.{src}2f.{m}", "float", ("i32",),
                                      (f"%d = {conv} i32 %a0 to double",  # exact
                                       f"%r = call float @fpsem.vendor.round32(double %d, double 0.0, i32 {_round_mode(m)})",
                                       "ret float %r"), f"cvt.{m}.f32.{'s' if signed else 'u'}32", ("round32",)))
    for src, ity, signed in (("i", "i32", True), ("ui", "i32", False), ("ll", "i64", True), ("ull", "i64", False)):
        conv = "sitofp" if signed else "uitofp"
        out.append(HostEquivalent(f"llvm.nvvm.{src}2d.rn", "double", (ity,), (f"%r = {conv} {ity} %a0 to double",
                                                                              "ret double %r"),
                                  f"cvt.rn.f64.{'s' if signed else 'u'}{ity[1:]}"))
        if ity == "i64":
            out.append(HostEquivalent(f"llvm.nvvm.{src}2f.rn", "float", (ity,), (f"%r = {conv} {ity} %a0 to float",
                                                                                 "ret float %r"),
                                      f"cvt.rn.f32.{'s' if signed else 'u'}64"))
    for src in ("f", "d"):
        for dst in ("i", "ui", "ll", "ull"):
            for m in ("rn", "rz", "rm", "rp"):
                out.append(_nvvm_to_int(src, dst, m, False))
                if src == "f":
                    out.append(_nvvm_to_int(src, dst, m, True))
    return out


def _nvvm_arith() -> list[HostEquivalent]:
    out: list[HostEquivalent] = []
    for op in ("add", "mul", "fma", "div", "sqrt", "rcp"):
        for m in ("rn", "rz", "rm", "rp"):
            for ftz in (False, True):
                out.append(_nvvm_f32(op, m, ftz))
        out.append(_nvvm_rn_f64(op))
    for m in ("rz", "rm", "rp"):
        out.append(_nvvm_add_directed_f64(m))
    return out


# ---------------------------------------------------------------------------------------------
# AMDGCN


TWO_OVER_PI_BITS = 1201  # the ISA's 2/PI[1200:0]: fraction bits beyond these read as zeros
_TWO_OVER_PI_WORDS = 86  # enough 32-bit words for the largest shift (31 * 53 + 2046 - 1077) and 64 more bits


@functools.cache
def _two_over_pi_words() -> tuple[int, ...]:
    """The first 1201 fraction bits of 2/pi (mpmath, exact), zero-padded, as big-endian 32-bit words."""
    import mpmath

    nbits = 32 * _TWO_OVER_PI_WORDS
    with mpmath.workprec(TWO_OVER_PI_BITS + 64):
        v = int(mpmath.floor(mpmath.mpf(2) / mpmath.pi * mpmath.mpf(2) ** TWO_OVER_PI_BITS))
    v <<= nbits - TWO_OVER_PI_BITS
    return tuple((v >> (32 * (_TWO_OVER_PI_WORDS - 1 - i))) & 0xFFFFFFFF for i in range(_TWO_OVER_PI_WORDS))


def _amdgcn() -> list[HostEquivalent]:
    out: list[HostEquivalent] = []
    for ty, sfx, ity, ebits, mbits in (("float", "f32", "i32", 8, 23), ("double", "f64", "i64", 11, 52)):
        emask = (1 << ebits) - 1
        inf = "0x7FF0000000000000"
        # v_frexp_mant: the mantissa in [0.5, 1) with x's sign (subnormals normalized); Inf and NaN: x itself
        out.append(HostEquivalent(f"llvm.amdgcn.frexp.mant.{sfx}", ty, (ty,), (
            f"%fr = call {{ {ty}, i32 }} @llvm.frexp.{sfx}.i32({ty} %a0)",
            f"%m = extractvalue {{ {ty}, i32 }} %fr, 0",
            f"%ab = call {ty} @llvm.fabs.{sfx}({ty} %a0)", f"%fin = fcmp olt {ty} %ab, {inf}",
            f"%r = select i1 %fin, {ty} %m, {ty} %a0", f"ret {ty} %r"), f"v_frexp_mant_{sfx}"))
        # v_frexp_exp: the exponent with the mantissa in [0.5, 1); 0 for zero, Inf and NaN
        out.append(HostEquivalent(f"llvm.amdgcn.frexp.exp.i32.{sfx}", "i32", (ty,), (
            f"%fr = call {{ {ty}, i32 }} @llvm.frexp.{sfx}.i32({ty} %a0)",
            f"%e = extractvalue {{ {ty}, i32 }} %fr, 1",
            f"%ab = call {ty} @llvm.fabs.{sfx}({ty} %a0)", f"%fin = fcmp olt {ty} %ab, {inf}",
            "%r = select i1 %fin, i32 %e, i32 0", "ret i32 %r"), f"v_frexp_exp_i32_{sfx}"))
        # v_fract: x - floor(x), at most the largest value below 1; NaN for NaN and Inf
        below1 = "0x3FEFFFFFFFFFFFFF" if ty == "double" else "0x3FEFFFFFE0000000"
        out.append(HostEquivalent(f"llvm.amdgcn.fract.{sfx}", ty, (ty,), (
            f"%fl = call {ty} @llvm.floor.{sfx}({ty} %a0)", f"%d = fsub {ty} %a0, %fl",
            f"%lt = fcmp olt {ty} %d, {below1}", f"%c = select i1 %lt, {ty} %d, {ty} {below1}",
            f"%ab = call {ty} @llvm.fabs.{sfx}({ty} %a0)", f"%inf = fcmp oeq {ty} %ab, {inf}",
            f"%nan = fcmp uno {ty} %a0, 0.0", "%bad = or i1 %inf, %nan",
            f"%r = select i1 %bad, {ty} 0x7FF8000000000000, {ty} %c", f"ret {ty} %r"), f"v_fract_{sfx}"))
        # v_cmp_class: bit k of the mask tests class k (sNaN, qNaN, -Inf, -normal, -subnormal, -0, +0,
        # +subnormal, +normal, +Inf)
        top = 1 << (ebits + mbits)
        quiet = 1 << (mbits - 1)
        body = [f"%b = bitcast {ty} %a0 to {ity}", f"%neg = icmp slt {ity} %b, 0",
                f"%mag = and {ity} %b, {top - 1}", f"%ex = lshr {ity} %mag, {mbits}",
                f"%man = and {ity} %mag, {(1 << mbits) - 1}", f"%e0 = icmp eq {ity} %ex, 0",
                f"%emax = icmp eq {ity} %ex, {emask}", f"%m0 = icmp eq {ity} %man, 0",
                f"%qb = and {ity} %man, {quiet}", f"%q = icmp ne {ity} %qb, 0",
                "%isnan = xor i1 %m0, true", "%nan = and i1 %emax, %isnan",
                "%qnan = and i1 %nan, %q", "%nq = xor i1 %q, true", "%snan = and i1 %nan, %nq",
                "%inf = and i1 %emax, %m0", "%zero = and i1 %e0, %m0", "%nz = xor i1 %m0, true",
                "%sub = and i1 %e0, %nz", "%ne0 = xor i1 %e0, true", "%nemax = xor i1 %emax, true",
                "%norm = and i1 %ne0, %nemax", "%pos = xor i1 %neg, true"]
        classes = [("%snan", None), ("%qnan", None), ("%inf", "%neg"), ("%norm", "%neg"), ("%sub", "%neg"),
                   ("%zero", "%neg"), ("%zero", "%pos"), ("%sub", "%pos"), ("%norm", "%pos"), ("%inf", "%pos")]
        acc = "false"
        for k, (cls, sign) in enumerate(classes):
            body.append(f"%mb{k} = and i32 %a1, {1 << k}")
            body.append(f"%mk{k} = icmp ne i32 %mb{k}, 0")
            if sign:
                body.append(f"%cs{k} = and i1 {cls}, {sign}")
                cls = f"%cs{k}"
            body.append(f"%t{k} = and i1 {cls}, %mk{k}")
            body.append(f"%acc{k} = or i1 {acc}, %t{k}")
            acc = f"%acc{k}"
        body.append(f"ret i1 {acc}")
        out.append(HostEquivalent(f"llvm.amdgcn.class.{sfx}", "i1", (ty, "i32"), tuple(body), f"v_cmp_class_{sfx}"))
    # v_trig_preop_f64(x, seg): 53 bits of 2/pi starting at fraction bit 53*seg (+ exponent(x) - 1077 when the
    # biased exponent exceeds 1077), scaled by 2^(-53 - shift) (+128 when the exponent is at least 1968)
    out.append(HostEquivalent("llvm.amdgcn.trig.preop.f64", "double", ("double", "i32"), (
        "%b = bitcast double %a0 to i64", "%eb = lshr i64 %b, 52", "%e64 = and i64 %eb, 2047",
        "%e = trunc i64 %e64 to i32", "%seg = and i32 %a1, 31", "%s0 = mul i32 %seg, 53",
        "%big = icmp ugt i32 %e, 1077", "%ex = sub i32 %e, 1077", "%add = select i1 %big, i32 %ex, i32 0",
        "%shift = add i32 %s0, %add",
        # bits [shift, shift + 53) of the fraction: from the 96-bit window of words w, w+1, w+2
        "%w = lshr i32 %shift, 5", "%off = and i32 %shift, 31",
        "%w64 = zext i32 %w to i64", "%w1 = add i64 %w64, 1", "%w2 = add i64 %w64, 2",
        f"%p0 = getelementptr [{_TWO_OVER_PI_WORDS} x i32], ptr @fpsem.vendor.two_over_pi, i64 0, i64 %w64",
        f"%p1 = getelementptr [{_TWO_OVER_PI_WORDS} x i32], ptr @fpsem.vendor.two_over_pi, i64 0, i64 %w1",
        f"%p2 = getelementptr [{_TWO_OVER_PI_WORDS} x i32], ptr @fpsem.vendor.two_over_pi, i64 0, i64 %w2",
        "%v0 = load i32, ptr %p0", "%v1 = load i32, ptr %p1", "%v2 = load i32, ptr %p2",
        "%x0 = zext i32 %v0 to i128", "%x1 = zext i32 %v1 to i128", "%x2 = zext i32 %v2 to i128",
        "%y0 = shl i128 %x0, 64", "%y1 = shl i128 %x1, 32", "%y01 = or i128 %y0, %y1", "%win = or i128 %y01, %x2",
        "%off128 = zext i32 %off to i128", "%sh = sub i128 43, %off128", "%top = lshr i128 %win, %sh",
        "%bits128 = and i128 %top, 9007199254740991", "%bits = trunc i128 %bits128 to i64",
        "%val = uitofp i64 %bits to double",
        "%sc0 = sub i32 -53, %shift", "%huge = icmp uge i32 %e, 1968", "%sc1 = add i32 %sc0, 128",
        "%sc = select i1 %huge, i32 %sc1, i32 %sc0",
        "%r0 = call double @llvm.ldexp.f64.i32(double %val, i32 %sc)",
        "%nan = fcmp uno double %a0, 0.0",  # NaN gives NaN; Inf reads as exponent 2047 (LLVM's folding)
        "%r = select i1 %nan, double 0x7FF8000000000000, double %r0", "ret double %r"),
        "v_trig_preop_f64", ("two_over_pi",)))
    # AMD's approximate f64 seeds: run correctly rounded (ocml refines them with Newton steps)
    stand_in = ("no model of the instruction (no AMD device to measure it): run correctly rounded; ocml refines "
                "it with Newton steps")
    out.append(HostEquivalent("llvm.amdgcn.rcp.f64", "double", ("double",), ("%r = fdiv double 1.0, %a0",
                                                                             "ret double %r"), "v_rcp_f64",
                              note=f"v_rcp_f64: {stand_in}"))
    out.append(HostEquivalent("llvm.amdgcn.rsq.f64", "double", ("double",),
                              ("%s = call double @llvm.sqrt.f64(double %a0)", "%r = fdiv double 1.0, %s",
                               "ret double %r"), "v_rsq_f64", note=f"v_rsq_f64: {stand_in}"))
    return out


# ---------------------------------------------------------------------------------------------
# PTX inline assembly in libdevice (CUDA 13.0's libdevice.10.bc has these and no other)


def _negated_second(e: HostEquivalent, name: str, instruction: str) -> HostEquivalent:
    """``sub.<m>`` as ``add.<m>`` of the negated second operand (IEEE defines x - y as x + (-y))."""
    body = tuple(line.replace("%a1", "%nb") for line in e.body)
    return HostEquivalent(name, e.ret, e.params, (f"%nb = fneg {e.params[1]} %a1",) + body, instruction, e.helpers)


def _asm_equivalents() -> list[HostEquivalent]:
    out: list[HostEquivalent] = []
    for m in ("rn", "rz", "rm", "rp"):
        for ftz in (False, True):
            f = ".ftz" if ftz else ""
            out.append(_negated_second(_nvvm_f32("add", m, ftz), f"asm.sub.{m}{f}.f32", f"sub.{m}{f}.f32"))
        add64 = _nvvm_rn_f64("add") if m == "rn" else _nvvm_add_directed_f64(m)
        out.append(_negated_second(add64, f"asm.sub.{m}.f64", f"sub.{m}.f64"))
    out.append(HostEquivalent("asm.bfind.shiftamt.u32", "i32", ("i32",), (
        "%z = icmp eq i32 %a0, 0", "%c = call i32 @llvm.ctlz.i32(i32 %a0, i1 false)",
        "%r = select i1 %z, i32 -1, i32 %c", "ret i32 %r"), "bfind.shiftamt.u32"))
    out.append(HostEquivalent("asm.mad.wide.u32", "{ i32, i32 }", ("i32", "i32", "i32"), (
        "%x = zext i32 %a0 to i64", "%y = zext i32 %a1 to i64", "%c = zext i32 %a2 to i64", "%p = mul i64 %x, %y",
        "%s = add i64 %p, %c", "%lo = trunc i64 %s to i32", "%h = lshr i64 %s, 32", "%hi = trunc i64 %h to i32",
        "%r0 = insertvalue { i32, i32 } poison, i32 %lo, 0", "%r = insertvalue { i32, i32 } %r0, i32 %hi, 1",
        "ret { i32, i32 } %r"), "mad.lo.cc.u32; madc.hi.u32 (a * b + c, 64 bits)"))
    wide = ("%w = <expr>", "%lo = trunc i128 %w to i64", "%h = lshr i128 %w, 64", "%hi = trunc i128 %h to i64",
            "%r0 = insertvalue { i64, i64 } poison, i64 %lo, 0", "%r = insertvalue { i64, i64 } %r0, i64 %hi, 1",
            "ret { i64, i64 } %r")
    ext = [f"%x{i} = zext i64 %a{i} to i128" for i in range(4)]
    out.append(HostEquivalent("asm.mad.u64.wide", "{ i64, i64 }", ("i64", "i64", "i64"), (
        *ext[:3], "%p = mul i128 %x0, %x1", *(w.replace("<expr>", "add i128 %p, %x2") for w in wide)),
        "64 x 64 + 64 -> 128-bit multiply-add (mad.lo.cc/madc.hi chain)"))
    out.append(HostEquivalent("asm.mul.u64.wide", "{ i64, i64 }", ("i64", "i64"), (
        *ext[:2], *(w.replace("<expr>", "mul i128 %x0, %x1") for w in wide)), "64 x 64 -> 128-bit multiply"))
    for op in ("add", "sub"):
        out.append(HostEquivalent(f"asm.{op}.u128", "{ i64, i64 }", ("i64", "i64", "i64", "i64"), (
            *ext, "%sa = shl i128 %x1, 64", "%a = or i128 %sa, %x0", "%sb = shl i128 %x3, 64", "%b = or i128 %sb, %x2",
            *(w.replace("<expr>", f"{op} i128 %a, %b") for w in wide)), f"128-bit {op} ({op}.cc/{op}c chain)"))
    out.append(HostEquivalent("asm.selp.equ.f64", "double", ("double",) * 4, (
        "%c = fcmp ueq double %a0, %a1", "%r = select i1 %c, double %a2, double %a3", "ret double %r"),
        "setp.equ.f64; selp.f64"))
    return out


def _asm_key(asm: str, constraints: str) -> str:
    return re.sub(r"(?:\\0A|\\09|\s)+", " ", asm).strip() + " | " + constraints


# The inline assembly of libdevice 10 and what it is: an NVVM intrinsic (the approximate ones, which
# fpsem.runners.approx models) or a host equivalent above.
_ASM_TABLE: dict[str, str] = {
    _asm_key("rcp.approx.ftz.f32 $0,$1;", "=f,f"): "llvm.nvvm.rcp.approx.ftz.f",
    _asm_key("rsqrt.approx.ftz.f64 $0, $1;", "=d,d"): "llvm.nvvm.rsqrt.approx.ftz.d",
    **{_asm_key(f"sub.{m}{f}.f32 $0, $1, $2;", "=f,f,f"): f"asm.sub.{m}{f}.f32" for m in ("rn", "rz", "rm", "rp")
       for f in ("", ".ftz")},
    **{_asm_key(f"sub.{m}.f64 $0, $1, $2;", "=d,d,d"): f"asm.sub.{m}.f64" for m in ("rn", "rz", "rm", "rp")},
    _asm_key("bfind.shiftamt.u32 $0, $1;", "=r,r"): "asm.bfind.shiftamt.u32",
    _asm_key("{ mad.lo.cc.u32 $0, $2, $3, $4; madc.hi.u32 $1, $2, $3, 0; }", "=r,=r,r,r,r"): "asm.mad.wide.u32",
    _asm_key("{ .reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi; mov.b64 {alo,ahi}, $2; mov.b64 {blo,bhi}, $3; "
             "mov.b64 {clo,chi}, $4; mad.lo.cc.u32 r0, alo, blo, clo; madc.hi.cc.u32 r1, alo, blo, chi; madc.hi.u32 "
             "r2, alo, bhi, 0; mad.lo.cc.u32 r1, alo, bhi, r1; madc.hi.cc.u32 r2, ahi, blo, r2; madc.hi.u32 r3, ahi, "
             "bhi, 0; mad.lo.cc.u32 r1, ahi, blo, r1; madc.lo.cc.u32 r2, ahi, bhi, r2; addc.u32 r3, r3, 0; mov.b64 "
             "$0, {r0,r1}; mov.b64 $1, {r2,r3}; }", "=l,=l,l,l,l"): "asm.mad.u64.wide",
    _asm_key("{ .reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi; mov.b64 {alo,ahi}, $2; mov.b64 {blo,bhi}, $3; "
             "mul.lo.u32 r0, alo, blo; mul.hi.u32 r1, alo, blo; mad.lo.cc.u32 r1, alo, bhi, r1; madc.hi.u32 r2, alo, "
             "bhi, 0; mad.lo.cc.u32 r1, ahi, blo, r1; madc.hi.cc.u32 r2, ahi, blo, r2; madc.hi.u32 r3, ahi, bhi, 0; "
             "mad.lo.cc.u32 r2, ahi, bhi, r2; addc.u32 r3, r3, 0; mov.b64 $0, {r0,r1}; mov.b64 $1, {r2,r3}; }",
             "=l,=l,l,l"): "asm.mul.u64.wide",
    **{_asm_key(f"{{ .reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3; mov.b64 {{a0,a1}}, $2; mov.b64 "
                f"{{a2,a3}}, $3; mov.b64 {{b0,b1}}, $4; mov.b64 {{b2,b3}}, $5; {op}.cc.u32 r0, a0, b0; "
                f"{op}c.cc.u32 r1, a1, b1; {op}c.cc.u32 r2, a2, b2; {op}c.u32 r3, a3, b3; mov.b64 $0, {{r0,r1}}; "
                f"mov.b64 $1, {{r2,r3}}; }}", "=l,=l,l,l,l,l"): f"asm.{op}.u128" for op in ("add", "sub")},
    _asm_key("{ .reg .pred __$$temp3; setp.equ.f64 __$$temp3, $1, $2; selp.f64 $0, $3, $4, __$$temp3;}",
             "=d,d,d,d,d"): "asm.selp.equ.f64",
}
_INLINE_ASM = re.compile(r'\basm (?:sideeffect )?(?:alignstack )?"(?P<asm>[^"]*)", "(?P<cons>[^"]*)"\(')
_NVVM_DECLS = {"llvm.nvvm.rcp.approx.ftz.f": "declare float @llvm.nvvm.rcp.approx.ftz.f(float)",
               "llvm.nvvm.rsqrt.approx.ftz.d": "declare double @llvm.nvvm.rsqrt.approx.ftz.d(double)"}


def lower_inline_asm(text: str) -> str:
    """Replace libdevice's PTX inline assembly by calls: of the NVVM intrinsic it is (approximate
    instructions, for ``fpsem.runners.approx``) or of a host equivalent :func:`retarget` defines.

    Unknown assembly stays (the emulation refuses the module naming it).  Promises: a module
    without inline assembly comes back unchanged.
    """
    if " asm " not in text:
        return text
    used: set[str] = set()

    def sub(m: re.Match) -> str:
        name = _ASM_TABLE.get(_asm_key(m["asm"], m["cons"]))
        if name is None:
            return m.group(0)
        used.add(name)
        return f"@{name}(" if name.startswith("llvm.") else f"@fpsem.vendor.{name}("

    out = _INLINE_ASM.sub(sub, text)
    have = set(re.findall(r"^declare\b[^@]*@([-\w.$]+)\(", text, re.M))
    decls = [_NVVM_DECLS[n] for n in sorted(used) if n in _NVVM_DECLS and n not in have]
    return out + ("\n".join(decls) + "\n" if decls else "")


@functools.cache
def host_equivalents() -> Mapping[str, HostEquivalent]:
    """Every supported target intrinsic (and libdevice inline assembly, ``asm.*``) by name."""
    return {h.intrinsic: h for h in (*_nvvm_arith(), *_nvvm_misc(), *_amdgcn(), *_asm_equivalents())}


# ---------------------------------------------------------------------------------------------
# The transform


@dataclass(frozen=True)
class Retargeted:
    """The module with target intrinsics replaced by host equivalents, and what was replaced."""

    text: str
    replaced: Mapping[str, int] = field(default_factory=dict)  # intrinsic -> calls replaced
    notes: tuple[str, ...] = ()  # stand-ins that are not the instruction's bits


_INTRINSIC_CALL = re.compile(r"@(llvm\.(?:nvvm|amdgcn)\.[\w.]+)\(")
_DECLARE = re.compile(r"^declare\b[^@]*@(llvm\.(?:nvvm|amdgcn)\.[\w.]+)\(")


def retarget(text: str) -> Retargeted:
    """Replace every call of a supported target intrinsic in ``text`` by its host equivalent.

    Unsupported intrinsics stay (the caller refuses the module naming them); their
    declarations stay too.  Promises: a module without target intrinsics comes back unchanged.
    """
    table = host_equivalents()
    counts: dict[str, int] = {}
    for name in re.findall(r"@fpsem\.vendor\.(asm\.[\w.]+)\(", text):
        counts[name] = counts.get(name, 0) + 1
    out: list[str] = []
    for line in text.splitlines():
        d = _DECLARE.match(line)
        if d and d.group(1) in table:
            continue
        if "@llvm.nvvm." in line or "@llvm.amdgcn." in line:
            def sub(m: re.Match) -> str:
                name = m.group(1)
                if name not in table:
                    return m.group(0)
                counts[name] = counts.get(name, 0) + 1
                return f"@{table[name].symbol}("
            line = _INTRINSIC_CALL.sub(sub, line)
        out.append(line)
    if not counts:
        return Retargeted(text)
    used = [table[n] for n in sorted(counts)]
    helpers: list[str] = []
    todo = [h for e in used for h in e.helpers]
    while todo:
        h = todo.pop(0)
        if h not in helpers:
            helpers.append(h)
            todo += list(_HELPER_NEEDS.get(h, ()))
    defs = [_helper(h) for h in helpers] + [e.definition() for e in used]
    body = "\n".join(defs)
    have = set(re.findall(r"^declare\b[^@]*@([-\w.$]+)\(", text, re.M))
    decls = [d for name, d in _DECLS.items() if f"@{name}(" in body and name not in have]
    notes = tuple(dict.fromkeys(e.note for e in used if e.note))
    return Retargeted("\n".join(out) + "\n; fpsem.runners.vendor_intrinsics: host equivalents\n" + body + "\n"
                      + "\n".join(decls) + "\n", counts, notes)


_DECLS = {
    **{f"llvm.{fn}.{s}": f"declare {t} @llvm.{fn}.{s}({t})" for fn in ("rint", "trunc", "floor", "ceil", "fabs", "sqrt")
       for t, s in (("float", "f32"), ("double", "f64"))},
    "llvm.fma.f64": "declare double @llvm.fma.f64(double, double, double)",
    "llvm.ctlz.i32": "declare i32 @llvm.ctlz.i32(i32, i1)",
    "llvm.copysign.f64": "declare double @llvm.copysign.f64(double, double)",
    "llvm.ldexp.f64.i32": "declare double @llvm.ldexp.f64.i32(double, i32)",
    "llvm.frexp.f32.i32": "declare { float, i32 } @llvm.frexp.f32.i32(float)",
    "llvm.frexp.f64.i32": "declare { double, i32 } @llvm.frexp.f64.i32(double)",
    **{f"llvm.{c}.sat.{i}.{s}": f"declare {i} @llvm.{c}.sat.{i}.{s}({t})" for c in ("fptosi", "fptoui")
       for i in ("i32", "i64") for t, s in (("float", "f32"), ("double", "f64"))},
}
