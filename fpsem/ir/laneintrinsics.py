"""Calls the lane engine runs without a body: LLVM, NVVM and AMDGCN intrinsics, and libm/vendor math names.

Each handler turns one ``call`` into a lane step (:mod:`fpsem.ir.lanes`).  Groups:

* thread geometry: ``llvm.nvvm.read.ptx.sreg.{tid,ntid,ctaid,nctaid}.{x,y,z}``, ``laneid``,
  ``warpsize``; ``llvm.amdgcn.workitem.id.*``, ``workgroup.id.*``, ``implicitarg.ptr`` (code
  object v5 layout), ``dispatch.ptr`` (v4 packet), ``mbcnt.lo/hi``;
* block and warp synchronisation: barriers (every live lane of the block must arrive
  together), ``shfl.sync.{idx,up,down,bfly}`` with PTX's clamp/segment rule,
  ``vote.sync.{all,any,uni,ballot}``, ``amdgcn.ds.bpermute``, ``readfirstlane``;
* math: the float intrinsics of :data:`fpsem.ir.laneops.FLOAT_INTRINSICS`, libm and
  ``__nv_*``/``__ocml_*`` names, ``powi``, ``ldexp``, ``frexp``, ``is.fpclass``,
  ``amdgcn.class/frexp.*/ldexp``, NVVM's round-to-nearest arithmetic (``add/mul/fma/div/rcp/
  sqrt.rn``), its bit moves (``d2i.lo/hi``, ``lohi.i2d``) and its approximations (computed
  exactly: they stand for the hardware's few-ulp ones);
* integers: min/max/abs, bit counts, byte swap, funnel shifts, ``*.with.overflow``, ``*.sat``;
* vectors: ``llvm.vector.reduce.*`` (a reassociable ``fadd``/``fmul`` in LLVM's halving tree
  order, start value last; otherwise in element order from the start value), masked
  load/store/gather/scatter;
* memory: ``llvm.memset``/``memcpy``/``memmove``.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from fpsem.floats import directed as rounding
from fpsem.ir import laneops as ops
from fpsem.ir.instr import address_space, does_not_return, reassociable
from fpsem.ir.lanebase import BARRIERS, NOOP_PREFIXES, Stop, intrinsic_base
from fpsem.ir.lanemem import lane_dtype

U64 = np.uint64
_SREG = re.compile(r"^llvm\.nvvm\.read\.ptx\.sreg\.(tid|ntid|ctaid|nctaid)\.([xyz])$")
_AMD_ID = re.compile(r"^llvm\.amdgcn\.(workitem|workgroup)\.id\.([xyz])$")
_NV_RN = re.compile(r"^llvm\.nvvm\.(add|mul|fma|div|rcp|sqrt)\.(rn|rz|rm|rp|approx)(?:\.ftz)?\.(f|d|f32|f64)$")
_SHFL = re.compile(r"^llvm\.nvvm\.shfl\.sync\.(idx|up|down|bfly)\.(i32|f32)(p?)$")
_DIM = {"x": 0, "y": 1, "z": 2}


def intrinsic_step(tr: Any, ins: Any, name: str, args: list):
    """The lane step of a call to ``name`` (no body in the module), or None for a call that does nothing."""
    base = intrinsic_base(name)
    if base.startswith(NOOP_PREFIXES) or name.startswith(NOOP_PREFIXES):
        return None
    for handler in (_geometry, _sync, _math, _nvvm, _integer, _vector, _memory):
        step = handler(tr, ins, name, base, args)
        if step is not None:
            return step
    if does_not_return(ins, list(ins.operands)[-1], tr.e.attribute_groups):
        why = f"@{tr.fn.name}: calls @{name}, which does not return (a panic, abort or trap)"

        def abort(env, x):
            raise Stop("abort", why)
        return abort
    raise tr.fail(ins, f"call to @{name} (not defined in the module and not a supported intrinsic)")


def _out(tr: Any, ins: Any) -> Any:
    return tr.setter(ins)


def _vals(tr: Any, ins: Any, args: list):
    return [tr.getter(a, ins) for a in args]


# --------------------------------------------------------------------------- thread geometry


def _ctaid(g, x, dim: int):
    """The lanes' block index in ``dim``: one number, or per lane where the group holds several blocks."""
    return U64(g.ctaid[dim]) if g.cta is None else g.cta[x.idx, dim]


def _geometry(tr, ins, name, base, args):
    e = tr.e
    put_: Any = None
    m = _SREG.match(name)
    if m:
        what, dim = m.group(1), _DIM[m.group(2)]
        put_ = _out(tr, ins)
        if what == "tid":
            return lambda env, x: put_(env, x, e.group.tid[x.idx, dim])
        if what == "ctaid":
            return lambda env, x: put_(env, x, _ctaid(e.group, x, dim))
        attr = {"ntid": "ntid", "nctaid": "nctaid"}[what]
        return lambda env, x: put_(env, x, U64(getattr(e.group, attr)[dim]))
    m = _AMD_ID.match(name)
    if m:
        dim = _DIM[m.group(2)]
        put_ = _out(tr, ins)
        if m.group(1) == "workitem":
            return lambda env, x: put_(env, x, e.group.tid[x.idx, dim])
        return lambda env, x: put_(env, x, _ctaid(e.group, x, dim))
    if name in ("llvm.nvvm.read.ptx.sreg.laneid", "llvm.nvvm.read.ptx.sreg.warpsize", "llvm.amdgcn.wavefrontsize",
                "llvm.nvvm.read.ptx.sreg.warpid"):
        put_ = _out(tr, ins)
        if name.endswith("warpsize") or name.endswith("wavefrontsize"):
            return lambda env, x: put_(env, x, U64(e.group.warp))
        if name.endswith("warpid"):
            return lambda env, x: put_(env, x, (x.idx // e.group.warp).astype(U64))
        return lambda env, x: put_(env, x, (x.idx % e.group.warp).astype(U64))
    if name in ("llvm.amdgcn.implicitarg.ptr", "llvm.amdgcn.dispatch.ptr"):
        region = e.implicit_region("implicitarg" if "implicitarg" in name else "dispatch")
        put_ = _out(tr, ins)
        addr = U64(region.base)
        return lambda env, x: put_(env, x, addr)
    if name.startswith(("llvm.nvvm.read.ptx.sreg.clock", "llvm.nvvm.read.ptx.sreg.globaltimer",
                        "llvm.readcyclecounter", "llvm.amdgcn.s.memtime", "llvm.amdgcn.s.memrealtime")):
        put_ = _out(tr, ins)
        return lambda env, x: put_(env, x, U64(e.stats.steps))
    if name in ("llvm.amdgcn.mbcnt.lo", "llvm.amdgcn.mbcnt.hi"):
        mask, acc = _vals(tr, ins, args)
        put_ = _out(tr, ins)
        hi = name.endswith("hi")

        def mbcnt(env, x):
            lane = (x.idx % e.group.warp).astype(U64)
            shift = np.where(hi, np.clip(lane.astype(np.int64) - 32, 0, 32), np.minimum(lane, U64(32)).astype(np.int64))
            mk = np.asarray(mask(env, x), U64)
            below = np.where(shift >= 32, mk, mk & ((U64(1) << shift.astype(U64)) - U64(1)))
            cnt = ops.int_intrinsic("llvm.ctpop", 32)(below)  # type: ignore[misc]
            put_(env, x, (cnt + np.asarray(acc(env, x), U64)) & U64(0xFFFF_FFFF))
        return mbcnt
    return None


# --------------------------------------------------------------------------- synchronisation


def _sync(tr, ins, name, base, args):
    e = tr.e
    if name in BARRIERS or base in BARRIERS or name.startswith("llvm.nvvm.barrier.cta.sync"):
        fname = tr.fn.name
        reduce = name.rsplit(".", 1)[-1] if name.startswith("llvm.nvvm.barrier0.") else None
        pred: Any = tr.getter(args[0], ins) if reduce else None
        put_: Any = _out(tr, ins) if reduce else None

        def barrier(env, x):
            live = e.live
            if not (int(live.sum()) == x.k and live[x.idx].all()):
                raise Stop("undefined-behaviour", f"@{fname}: a barrier reached by {x.k} of the block's "
                           f"{int(live.sum())} live threads (a divergent barrier)")
            if reduce:
                p = np.broadcast_to(np.asarray(pred(env, x)) != 0, (x.k,))
                v = {"popc": U64(p.sum()), "and": U64(p.all()), "or": U64(p.any())}[reduce]
                put_(env, x, v)
        return barrier
    m = _SHFL.match(name)
    if m:
        mode, with_pred = m.group(1), m.group(3) == "p"
        _mask, val, b, c = args
        value = tr.raw(val, ins)
        bg, cg = tr.getter(b, ins), tr.getter(c, ins)
        put_ = _out(tr, ins)

        def shfl(env, x):
            w = e.group.warp
            lane = (x.idx % w).astype(np.int64)
            first = x.idx - lane
            bv = np.asarray(bg(env, x), U64).astype(np.int64) & 31
            cv = np.asarray(cg(env, x), U64).astype(np.int64)
            segmask = (cv >> 8) & 31
            minl = lane & segmask
            maxl = minl | (cv & 31 & ~segmask)
            if mode == "up":
                j = lane - bv
                ok = j >= maxl
            elif mode == "down":
                j = lane + bv
                ok = j <= maxl
            elif mode == "bfly":
                j = lane ^ bv
                ok = j <= maxl
            else:
                j = minl | (bv & ~segmask)
                ok = j <= maxl
            j = np.where(ok, j, lane)
            full = np.broadcast_to(value(env), (e.group.size,))
            out = full[first + j]
            put_(env, x, (out, ok) if with_pred else out)
        return shfl
    if name.startswith("llvm.nvvm.vote.") or name.startswith("llvm.nvvm.vote.sync"):
        kind = name.split(".")[-1]
        pred = tr.getter(args[-1], ins)
        put_ = _out(tr, ins)

        def vote(env, x):
            w = e.group.warp
            p = np.broadcast_to(np.asarray(pred(env, x)) != 0, (x.k,))
            wid = x.idx // w
            lane = (x.idx % w).astype(U64)
            bits = np.where(p, U64(1) << lane, U64(0))
            ballot = np.zeros(e.group.warps, U64)
            np.bitwise_or.at(ballot, wid, bits)
            anyv = np.zeros(e.group.warps, bool)
            np.logical_or.at(anyv, wid, p)
            allv = np.ones(e.group.warps, bool)
            np.logical_and.at(allv, wid, p)
            res = {"ballot": ballot[wid] & U64(0xFFFF_FFFF), "any": anyv[wid], "all": allv[wid],
                   "uni": allv[wid] | ~anyv[wid]}[kind]
            put_(env, x, res)
        return vote
    if name.startswith("llvm.amdgcn.ds.bpermute"):
        addr_g = tr.getter(args[0], ins)
        value = tr.raw(args[1], ins)
        put_ = _out(tr, ins)

        def bperm(env, x):
            w = e.group.warp
            first = x.idx - x.idx % w
            src = (np.asarray(addr_g(env, x), U64).astype(np.int64) // 4) % w
            put_(env, x, np.broadcast_to(value(env), (e.group.size,))[first + src])
        return bperm
    if name.startswith(("llvm.amdgcn.readfirstlane", "llvm.amdgcn.readlane")):
        value = tr.raw(args[0], ins)
        lane_g = tr.getter(args[1], ins) if len(args) > 1 else None
        put_ = _out(tr, ins)

        def readlane(env, x):
            w = e.group.warp
            first = x.idx - x.idx % w
            if lane_g is None:  # the first active lane of each warp
                wid = x.idx // w
                firsts = np.full(e.group.warps, -1, np.int64)
                for lane, ww in zip(x.idx[::-1], wid[::-1]):
                    firsts[ww] = lane
                src = firsts[wid]
            else:
                src = first + np.asarray(lane_g(env, x), U64).astype(np.int64) % w
            put_(env, x, np.broadcast_to(value(env), (e.group.size,))[src])
        return readlane
    if name.startswith(("llvm.nvvm.activemask",)):
        put_ = _out(tr, ins)

        def activemask(env, x):
            w = e.group.warp
            wid = x.idx // w
            bits = U64(1) << (x.idx % w).astype(U64)
            ballot = np.zeros(e.group.warps, U64)
            np.bitwise_or.at(ballot, wid, bits)
            put_(env, x, ballot[wid])
        return activemask
    return None


# --------------------------------------------------------------------------- math


def _math(tr, ins, name, base, args):
    f = ops.FLOAT_INTRINSICS.get(base)
    if f is not None:
        rt = tr.type_of(ins)
        if not rt.is_fp:
            return None
        dt = lane_dtype(rt)
        return tr._lanewise(ins, lambda *a: np.asarray(f(*a)).astype(dt, copy=False))
    if base == "llvm.powi":
        rt = tr.type_of(ins)
        eb = tr.type_of(args[1]).bits
        dt = lane_dtype(rt)
        return tr._lanewise(ins, lambda a, n: np.power(a, ops.signed(n, eb).astype(dt)).astype(dt))
    if base in ("llvm.ldexp", "llvm.amdgcn.ldexp"):
        rt = tr.type_of(ins)
        eb = tr.type_of(args[1]).scalar.bits
        dt = lane_dtype(rt)
        return tr._lanewise(ins, lambda a, n: np.ldexp(a, np.clip(ops.signed(n, eb), -10000, 10000)).astype(dt))
    if base == "llvm.frexp":
        def frexp(a):
            m, ex = np.frexp(a)
            return (np.asarray(m).astype(np.asarray(a).dtype), np.where(np.isfinite(a), ex, 0).astype(np.int64).view(U64)
                    & U64(0xFFFF_FFFF))
        return tr._lanewise(ins, frexp)
    if base == "llvm.amdgcn.frexp.mant":
        return tr._lanewise(ins, lambda a: np.asarray(np.where(np.isfinite(a), np.frexp(a)[0], a)).astype(np.asarray(a).dtype))
    if base == "llvm.amdgcn.frexp.exp":
        bits = tr.type_of(ins).bits
        return tr._lanewise(ins, lambda a: ops.wrap(np.where(np.isfinite(a), np.frexp(a)[1], 0).astype(np.int64)
                                                    .view(U64), bits))
    if base in ("llvm.is.fpclass", "llvm.amdgcn.class"):
        mask_const = tr.const_int(args[1], ins)
        if mask_const is not None:
            return tr._lanewise(ins, lambda a, _m: ops.fpclass(a, mask_const))

        def fpc(a, m):
            m = np.broadcast_to(np.asarray(m, U64), np.shape(a))
            out = np.zeros(np.shape(a), bool)
            for bit in range(10):
                out |= ((m >> U64(bit)) & U64(1)).astype(bool) & ops.fpclass(a, 1 << bit)
            return out
        return tr._lanewise(ins, fpc)
    return None


def _nvvm(tr, ins, name, base, args):
    if not name.startswith("llvm.nvvm."):
        return None
    m = _NV_RN.match(name)
    if m:
        op, mode = m.group(1), m.group(2)
        dt = lane_dtype(tr.type_of(ins))
        if mode not in ("rn", "approx"):
            # libdevice's f32 math uses these (expf: fma.rm.f): computed exactly, then rounded as asked
            if op == "fma" and dt != np.float32:
                raise tr.fail(ins, f"{name}: a directed double FMA is not modelled")
            directed: dict[str, Any] = {
                "add": lambda a, b: rounding.add(a, b, mode, dt), "mul": lambda a, b: rounding.mul(a, b, mode, dt),
                "fma": lambda a, b, c: rounding.fma(a, b, c, mode, dt), "div": lambda a, b: rounding.div(a, b, mode, dt),
                "rcp": lambda a: rounding.div(1.0, a, mode, dt), "sqrt": lambda a: rounding.sqrt(a, mode, dt)}
            return tr._lanewise(ins, directed[op])
        table: dict[str, Any] = {"add": np.add, "mul": np.multiply, "fma": ops.FLOAT_INTRINSICS["llvm.fma"], "div": np.divide,
                 "rcp": lambda a: 1 / a, "sqrt": np.sqrt}
        f = table[op]
        return tr._lanewise(ins, lambda *a: np.asarray(f(*a)).astype(dt))
    simple: dict[str, Any] = {
        "llvm.nvvm.fabs": np.abs, "llvm.nvvm.fabs.ftz": np.abs, "llvm.nvvm.fmin": np.fmin, "llvm.nvvm.fmax": np.fmax,
        "llvm.nvvm.fmin.d": np.fmin, "llvm.nvvm.fmax.d": np.fmax, "llvm.nvvm.fmin.f": np.fmin,
        "llvm.nvvm.fmax.f": np.fmax, "llvm.nvvm.fmin.ftz.f": np.fmin, "llvm.nvvm.fmax.ftz.f": np.fmax,
        "llvm.nvvm.ex2.approx.ftz.f": np.exp2, "llvm.nvvm.ex2.approx.f": np.exp2, "llvm.nvvm.ex2.approx.d": np.exp2,
        "llvm.nvvm.lg2.approx.ftz.f": np.log2, "llvm.nvvm.lg2.approx.f": np.log2, "llvm.nvvm.lg2.approx.d": np.log2,
        "llvm.nvvm.sin.approx.ftz.f": np.sin, "llvm.nvvm.sin.approx.f": np.sin,
        "llvm.nvvm.cos.approx.ftz.f": np.cos, "llvm.nvvm.cos.approx.f": np.cos,
        "llvm.nvvm.rsqrt.approx.ftz.f": lambda a: 1 / np.sqrt(a), "llvm.nvvm.rsqrt.approx.f": lambda a: 1 / np.sqrt(a),
        "llvm.nvvm.rsqrt.approx.d": lambda a: 1 / np.sqrt(a), "llvm.nvvm.rsqrt.approx.ftz.d": lambda a: 1 / np.sqrt(a),
        "llvm.nvvm.rcp.approx.ftz.d": lambda a: 1 / a, "llvm.nvvm.rcp.approx.ftz.f": lambda a: 1 / a,
        "llvm.nvvm.saturate.f": lambda a: np.clip(np.nan_to_num(a, nan=0.0), 0, 1),
        "llvm.nvvm.saturate.ftz.f": lambda a: np.clip(np.nan_to_num(a, nan=0.0), 0, 1),
        "llvm.nvvm.saturate.d": lambda a: np.clip(np.nan_to_num(a, nan=0.0), 0, 1),
        "llvm.nvvm.trunc.d": np.trunc, "llvm.nvvm.floor.d": np.floor, "llvm.nvvm.ceil.d": np.ceil,
        "llvm.nvvm.round.d": ops.round_half_away, "llvm.nvvm.trunc.f": np.trunc, "llvm.nvvm.floor.f": np.floor,
        "llvm.nvvm.ceil.f": np.ceil, "llvm.nvvm.round.f": ops.round_half_away,
    }
    # LLVM 22 spells some of these with the type (ex2.approx.ftz.f32); older LLVM with .f/.d
    legacy = re.sub(r"\.f32$", ".f", re.sub(r"\.f64$", ".d", name))
    key = name if name in simple else legacy if legacy in simple else base
    if key in simple:
        f = simple[key]
        dt = lane_dtype(tr.type_of(ins))
        return tr._lanewise(ins, lambda *a: np.asarray(f(*a)).astype(dt))
    if name in ("llvm.nvvm.d2i.lo", "llvm.nvvm.d2i.hi"):
        hi = name.endswith("hi")
        return tr._lanewise(ins, lambda a: (np.asarray(a, np.float64).view(U64) >> U64(32 if hi else 0))
                            & U64(0xFFFF_FFFF))
    if name == "llvm.nvvm.lohi.i2d":
        return tr._lanewise(ins, lambda lo, hi: ((np.asarray(hi, U64) << U64(32)) | np.asarray(lo, U64))
                            .view(np.float64))
    if name in ("llvm.nvvm.mul24.i", "llvm.nvvm.mul24.ui"):
        signed = name.endswith(".i")

        def mul24(a, b):
            a24 = ops.signed(np.asarray(a, U64) & U64(0xFFFFFF), 24) if signed else np.asarray(a, U64) & U64(0xFFFFFF)
            b24 = ops.signed(np.asarray(b, U64) & U64(0xFFFFFF), 24) if signed else np.asarray(b, U64) & U64(0xFFFFFF)
            return ops.wrap(np.asarray(a24 * b24).astype(np.int64).view(U64), 32)
        return tr._lanewise(ins, mul24)
    if name in ("llvm.nvvm.mulhi.i", "llvm.nvvm.mulhi.ui", "llvm.nvvm.mulhi.ll", "llvm.nvvm.mulhi.ull"):
        bits = 64 if name.endswith("ll") else 32
        signed = not name.endswith(("ui", "ull"))

        def mulhi(a, b):
            av, bv = np.broadcast_arrays(np.asarray(a, U64), np.asarray(b, U64))
            out = np.empty(av.shape, U64)
            for j, (p, q) in enumerate(zip(av.reshape(-1), bv.reshape(-1))):
                pi, qi = int(p), int(q)
                if signed:
                    pi -= (pi >> (bits - 1)) << bits
                    qi -= (qi >> (bits - 1)) << bits
                out.reshape(-1)[j] = ((pi * qi) >> bits) & ((1 << bits) - 1)
            return out
        return tr._lanewise(ins, mulhi)
    return None


# --------------------------------------------------------------------------- integers


def _integer(tr, ins, name, base, args):
    rt = tr.type_of(ins)
    if base.endswith(".with.overflow"):
        op = base.split(".")[1]
        t = tr.type_of(args[0]).scalar
        bits = t.bits
        kind, what = op[0], op[1:]

        def ovf(a, b):
            if kind == "u":
                ai, bi = np.asarray(a, U64).astype(object), np.asarray(b, U64).astype(object)
            else:
                ai, bi = ops.signed(a, bits).astype(object), ops.signed(b, bits).astype(object)
            r = {"add": ai + bi, "sub": ai - bi, "mul": ai * bi}[what]
            lo, hi = (0, 1 << bits) if kind == "u" else (-(1 << (bits - 1)), 1 << (bits - 1))
            over = np.array([not (lo <= int(v) < hi) for v in np.atleast_1d(r)], bool).reshape(np.shape(r))
            val = np.array([int(v) & ((1 << bits) - 1) for v in np.atleast_1d(r)], U64).reshape(np.shape(r))
            return (val, over)
        return tr._lanewise(ins, ovf)
    if base.endswith(".sat") and base.split(".")[1] in ("uadd", "usub", "sadd", "ssub"):
        op = base.split(".")[1]
        bits = rt.scalar.bits
        lo, hi = (0, (1 << bits) - 1) if op[0] == "u" else (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)

        def sat(a, b):
            ai = np.asarray(a, U64).astype(object) if op[0] == "u" else ops.signed(a, bits).astype(object)
            bi = np.asarray(b, U64).astype(object) if op[0] == "u" else ops.signed(b, bits).astype(object)
            r = ai + bi if op[1:] == "add" else ai - bi
            r = np.array([min(max(int(v), lo), hi) & ((1 << bits) - 1) for v in np.atleast_1d(r)], U64)
            return r.reshape(np.shape(ai))
        return tr._lanewise(ins, sat)
    if rt.scalar.kind != "int":
        return None
    f = ops.int_intrinsic(base, rt.scalar.bits)
    if f is None:
        return None
    return tr._lanewise(ins, f)


# --------------------------------------------------------------------------- vectors


def _vector(tr, ins, name, base, args):
    if base.startswith("llvm.vector.reduce."):
        kind = base.rsplit(".", 1)[1]
        reassoc = reassociable(ins)
        if kind in ("fadd", "fmul"):
            op = np.add if kind == "fadd" else np.multiply
            rt = tr.type_of(ins)
            dt = lane_dtype(rt)
            n = tr.type_of(args[1]).count
            if reassoc and n & (n - 1):
                raise tr.fail(ins, "a reassociable reduction of a width that is not a power of two")

            def red(start, v):
                v = np.asarray(v)
                if reassoc:
                    return op(start, ops.reduce_tree(v, op)).astype(dt)
                return ops.reduce_ordered(v, op, start).astype(dt)
            return tr._lanewise(ins, red)
        rt = tr.type_of(ins)
        bits = rt.bits
        table = {
            "add": ops.int_binop("add", bits) if rt.kind == "int" else None,
            "mul": ops.int_binop("mul", bits) if rt.kind == "int" else None,
            "and": np.bitwise_and if bits > 1 else np.logical_and, "or": np.bitwise_or if bits > 1 else np.logical_or,
            "xor": np.bitwise_xor if bits > 1 else np.logical_xor,
            "umax": np.maximum, "umin": np.minimum, "fmax": np.fmax, "fmin": np.fmin, "fmaximum": np.maximum,
            "fminimum": np.minimum,
            "smax": lambda a, b: np.where(ops.signed(a, bits) >= ops.signed(b, bits), a, b),
            "smin": lambda a, b: np.where(ops.signed(a, bits) <= ops.signed(b, bits), a, b),
        }
        f = table.get(kind)
        if f is None:
            return None
        return tr._lanewise(ins, lambda v: ops.reduce_ordered(np.asarray(v), f))
    if base in ("llvm.masked.load", "llvm.masked.store", "llvm.masked.gather", "llvm.masked.scatter",
                "llvm.masked.expandload", "llvm.masked.compressstore"):
        return _masked(tr, ins, base, args)
    return None


def _masked(tr, ins, base, args):
    e = tr.e
    if base in ("llvm.masked.expandload", "llvm.masked.compressstore"):
        raise tr.fail(ins, f"{base} is not modelled")
    store = base in ("llvm.masked.store", "llvm.masked.scatter")
    gather = base in ("llvm.masked.gather", "llvm.masked.scatter")
    vt = tr.type_of(args[0] if store else ins)
    et = vt.elem
    assert et is not None
    n, es = vt.count, et.size
    if store:
        val_g, ptr_g, _al, mask_g = _vals(tr, ins, args)
        ptr_arg = args[1]
    else:
        ptr_g, _al, mask_g, pass_g = _vals(tr, ins, args)
        ptr_arg = args[0]
    op = e.memop(tr.fn.name, tr.block_name, "scatter" if store and gather else "gather" if gather else
                 ("store" if store else "load"), address_space(str(ptr_arg.type)), es if gather else es * n, ins)
    put_: Any = None if store else _out(tr, ins)
    hint: list = [None]

    def step(env, x):
        k = x.k
        p = np.asarray(ptr_g(env, x), U64)
        addrs = np.broadcast_to(p, (k, n)) if gather else np.broadcast_to(p, (k,))[:, None] + \
            (np.arange(n, dtype=U64) * U64(es))
        mk = np.broadcast_to(np.asarray(mask_g(env, x)), (k, n)).astype(bool)
        if store:
            vals = np.broadcast_to(np.asarray(val_g(env, x)), (k, n))
            for j in range(n):
                on = mk[:, j]
                if on.any():
                    e.memory.store(np.ascontiguousarray(addrs[on, j]), et, vals[on, j], op, x.idx[on], hint)
            return
        out = np.array(np.broadcast_to(np.asarray(pass_g(env, x)), (k, n)), dtype=lane_dtype(vt))
        if not gather and mk.all():
            b = e.memory.load(np.ascontiguousarray(addrs[:, 0]), vt, op, x.idx, hint)
            put_(env, x, b)
            return
        for j in range(n):
            on = mk[:, j]
            if on.any():
                out[on, j] = e.memory.load(np.ascontiguousarray(addrs[on, j]), et, op, x.idx[on], hint)
        put_(env, x, out)
    return step


# --------------------------------------------------------------------------- memory intrinsics


def _memory(tr, ins, name, base, args):
    if base not in ("llvm.memset", "llvm.memcpy", "llvm.memmove", "llvm.memcpy.inline", "llvm.memset.inline"):
        return None
    e = tr.e
    dst_g, src_g, len_g = _vals(tr, ins, args[:3])
    n_const = tr.const_int(args[2], ins)
    kind = "memset" if "memset" in base else "memcpy"
    op = e.memop(tr.fn.name, tr.block_name, kind, address_space(str(args[0].type)), n_const or 0, ins)
    hint: list = [None]

    def step(env, x):
        k = x.k
        dst = np.broadcast_to(np.asarray(dst_g(env, x), U64), (k,))
        src = np.broadcast_to(np.asarray(src_g(env, x)), (k,))
        ln = np.broadcast_to(np.asarray(len_g(env, x), U64), (k,))
        for j in range(k):
            m = int(ln[j])
            if m == 0:
                continue
            lane = x.idx[j:j + 1]
            if kind == "memset":
                img = np.full((1, m), int(src[j]) & 0xFF, np.uint8)
            else:
                img = e.memory.read_raw(src[j:j + 1].astype(U64), m, op, lane, [None]).copy()
            e.memory.write_raw(dst[j:j + 1], img, op, lane, hint)
    return step


__all__ = ["intrinsic_step"]
