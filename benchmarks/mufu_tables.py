"""Measure NVIDIA's special-function unit on the GPU and check fpsem's models of it on every operand.

One run on an NVIDIA GPU (the H200 lent to the project: sm_90) does, per MUFU operation of
``fpsem.runners.mufu`` (ex2, lg2, rcp, rsq, sqrt, sin, cos, tanh, rcp64h, rsq64h):

1. for every candidate rule, **learn** its table from the instruction's result on all 2^32
   operands (the rule's ``learn`` IR: which entry an operand determines), count the operands
   that contradict the learned entry (**conflicts**) or the rule's assumption (**bad**), and
   **check** the rule's ``predict`` IR -- the very function fpsem's emulation runs -- against the
   instruction on all 2^32 operands (mismatches, a histogram by sign and exponent, examples);
2. keep the rule with no mismatch (else the fewest, when under 1e-4 of the operands), and write
   its table with its check and provenance to ``fpsem/data/mufu/h200_*.npz`` (``--install``) and
   to ``--out``;
3. with the kept tables installed, check fpsem's **instruction models** as the emulation builds
   them (``fpsem.runners.approx.model_ir``: the non-``.ftz`` SASS wrappers, ``div.approx`` on
   2^32 pseudo-random pairs, ``rcp/rsqrt.approx.ftz.f64`` on every high word) against the PTX
   instructions, exhaustively.

Every kernel is LLVM IR compiled for sm_90 by fpsem's llvmlite; the instruction is PTX inline
assembly.  Files: ``DIR/mufu_tables.json`` and ``.md`` (the report), ``DIR/h200_{a,b,c,d}.npz``
(the tables, at most 16 MiB each).  About 3 device minutes on an H200.

Usage::

    python benchmarks/mufu_tables.py [--out DIR] [--ops ex2,lg2,...] [--install] [--dry-run]

``--dry-run`` needs no GPU: it compiles every kernel to PTX and checks, on this CPU, that each
rule's ``learn`` inverts its ``predict`` on a synthetic table (what the GPU run relies on).
Exit 4 without an NVIDIA GPU (one line on stderr) unless ``--dry-run``.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import ctypes
import datetime as dt
import json
import multiprocessing
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from bench_io import measured_report

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fpsem.compiler.targets import resolve_target  # noqa: E402
from fpsem.ir.binding import host_machine_spec, optimize, parse_ir, target_machine  # noqa: E402
from fpsem.runners import approx as A  # noqa: E402
from fpsem.runners import mufu as M  # noqa: E402

SENTINEL = 0xFFFFFFFF
ALL = 1 << 32
BUCKETS = 512  # sign and biased exponent of the operand (its top 9 bits)
EXAMPLES = 64
MAX_MISMATCH = ALL // 10_000  # a rule with more mismatches than this is not installed
# lg2 has a file of its own: its 2^24-entry table came a session after the others (a run with --ops rewrites only
# the files of the operations it measures)
GROUPS = {"h200_a": ("ex2", "rcp", "rcp64h", "rsq64h"), "h200_b": ("rsq", "sqrt"), "h200_c": ("sin", "cos"),
          "h200_d": ("tanh",), "h200_e": ("lg2",)}

# ------------------------------------------------------------------------------------- IR pieces

SREG = [f"declare i32 @llvm.nvvm.read.ptx.sreg.{r}.x()" for r in ("tid", "ntid", "ctaid", "nctaid")]


def hw_ir(ptx: str, wide: bool, name: str = "hw") -> str:
    """``i32 @<name>(i32 %x)``: the PTX instruction on the operand bits (``wide``: an f64 high word, low word 0)."""
    if wide:
        body = ["%z = zext i32 %x to i64", "%s = shl i64 %z, 32", "%d = bitcast i64 %s to double",
                f'%r = call double asm "{ptx} $0, $1;", "=d,d"(double %d)', "%rb = bitcast double %r to i64",
                "%lo = trunc i64 %rb to i32", "%h = lshr i64 %rb, 32", "%hi = trunc i64 %h to i32",
                # a nonzero low word would break the model's assumption: report it as NaN bits nobody predicts
                "%lz = icmp eq i32 %lo, 0", "%out = select i1 %lz, i32 %hi, i32 -1", "ret i32 %out"]
    else:
        body = ["%f = bitcast i32 %x to float", f'%r = call float asm "{ptx} $0, $1;", "=f,f"(float %f)',
                "%out = bitcast float %r to i32", "ret i32 %out"]
    return "\n".join([f"define internal i32 @{name}(i32 %x) {{", *("  " + b for b in body), "}"])


def hw2_ir(ptx: str, name: str = "hw2") -> str:
    body = ["%fa = bitcast i32 %a to float", "%fb = bitcast i32 %b to float",
            f'%r = call float asm "{ptx} $0, $1, $2;", "=f,f,f"(float %fa, float %fb)', "%out = bitcast float %r to i32",
            "ret i32 %out"]
    return "\n".join([f"define internal i32 @{name}(i32 %a, i32 %b) {{", *("  " + b for b in body), "}"])


def _loop(name: str, params: str, body: list[str]) -> str:
    """A grid-stride kernel over i in [start, start + count): ``body`` sees %i (i64) and %x (i32), ends at %cont."""
    return "\n".join([
        f"define ptx_kernel void @{name}(i64 %start, i64 %count{params}) {{", "entry:",
        "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
        "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
        "  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()",
        "  %t0 = mul i32 %ctaid, %ntid", "  %t1 = add i32 %t0, %tid", "  %t = zext i32 %t1 to i64",
        "  %s0 = zext i32 %nctaid to i64", "  %s1 = zext i32 %ntid to i64", "  %stride = mul i64 %s0, %s1",
        "  %end = add i64 %start, %count", "  %i0 = add i64 %start, %t", "  %c0 = icmp ult i64 %i0, %end",
        "  br i1 %c0, label %loop, label %exit", "loop:", "  %i = phi i64 [ %i0, %entry ], [ %inext, %cont ]",
        "  %x = trunc i64 %i to i32", *("  " + b if not b.endswith(":") else b for b in body),
        "  br label %cont", "cont:", "  %inext = add i64 %i, %stride", "  %c = icmp ult i64 %inext, %end",
        "  br i1 %c, label %loop, label %exit", "exit:", "  ret void", "}"])


def _count(cnt: str, slot: str, tag: str) -> list[str]:
    return [f"%{tag}.p = getelementptr i64, ptr addrspace(1) {cnt}, i64 {slot}",
            f"%{tag}.o = atomicrmw add ptr addrspace(1) %{tag}.p, i64 1 monotonic"]


def _bucket(x: str = "%x") -> list[str]:
    return [f"%bk = lshr i32 {x}, 23", "%bk64 = zext i32 %bk to i64"]


def learn_kernels(k: int, table: str) -> str:
    """learn<k>: T[index] = entry for every operand that determines one; conflicts<k>: count contradictions."""
    learn = ["%hw = call i32 @hw(i32 %x)", f"%pk = call i64 @rule_learn{k}(i32 %x, i32 %hw)",
             "%ok = icmp slt i64 %pk, 0", "br i1 %ok, label %store, label %cont", "store:",
             "%ix0 = lshr i64 %pk, 32", "%ix = and i64 %ix0, 1073741823", "%ent = trunc i64 %pk to i32",
             f"%p = getelementptr i32, ptr @{table}, i64 %ix", "store i32 %ent, ptr %p, align 4"]
    conflicts = ["%hw = call i32 @hw(i32 %x)", f"%pk = call i64 @rule_learn{k}(i32 %x, i32 %hw)",
                 "%bad0 = lshr i64 %pk, 62", "%bad = and i64 %bad0, 1", "%isbad = icmp ne i64 %bad, 0",
                 "br i1 %isbad, label %badc, label %chk", "badc:", *_count("%cnt", "1", "b"), "br label %chk", "chk:",
                 "%ok = icmp slt i64 %pk, 0", "br i1 %ok, label %cmp, label %cont", "cmp:",
                 "%ix0 = lshr i64 %pk, 32", "%ix = and i64 %ix0, 1073741823", "%ent = trunc i64 %pk to i32",
                 f"%p = getelementptr i32, ptr @{table}, i64 %ix", "%have = load i32, ptr %p, align 4",
                 "%same = icmp eq i32 %have, %ent", "br i1 %same, label %cont, label %conf", "conf:",
                 *_count("%cnt", "0", "c"), *_bucket(), "%slot = add i64 %bk64, 2", *_count("%cnt", "%slot", "h")]
    return "\n".join([_loop(f"learn{k}", "", learn),
                      _loop(f"conflicts{k}", ", ptr addrspace(1) %cnt", conflicts)])


def verify_kernel(name: str, predict: str, hw: str = "@hw", pairs: bool = False) -> str:
    """<name>: compare ``predict`` with the instruction on every operand (pairs: on splitmix64(i)'s halves).

    Counters (i64): [0] mismatches, [1] examples taken, [2] mismatches where both are NaN, [3 + bucket] histogram.
    Examples (i32 x 4 each): operand(s), the instruction's result, the prediction.
    """
    if pairs:
        head = ["%z0 = add i64 %i, -7046029254386353131", "%z1 = lshr i64 %z0, 30", "%z2 = xor i64 %z0, %z1",
                "%z3 = mul i64 %z2, -4658895280553007687", "%z4 = lshr i64 %z3, 27", "%z5 = xor i64 %z3, %z4",
                "%z6 = mul i64 %z5, -7723592293110705685", "%z7 = lshr i64 %z6, 31", "%z = xor i64 %z6, %z7",
                "%a = trunc i64 %z to i32", "%zh = lshr i64 %z, 32", "%b = trunc i64 %zh to i32",
                f"%hwv = call i32 {hw}(i32 %a, i32 %b)", f"%pr = call i32 {predict}(i32 %a, i32 %b)"]
        xa, xb = "%a", "%b"
    else:
        head = [f"%hwv = call i32 {hw}(i32 %x)", f"%pr = call i32 {predict}(i32 %x)"]
        xa, xb = "%x", "0"
    body = head + [
        "%same = icmp eq i32 %hwv, %pr", "br i1 %same, label %cont, label %miss", "miss:",
        *_count("%cnt", "0", "m"), *_bucket(xa), "%slot = add i64 %bk64, 3", *_count("%cnt", "%slot", "h"),
        "%hm = and i32 %hwv, 2147483647", "%pm = and i32 %pr, 2147483647",
        "%hn = icmp ugt i32 %hm, 2139095040", "%pn = icmp ugt i32 %pm, 2139095040", "%bn = and i1 %hn, %pn",
        "br i1 %bn, label %nan, label %take", "nan:", *_count("%cnt", "2", "n"), "br label %take", "take:",
        "%ep = getelementptr i64, ptr addrspace(1) %cnt, i64 1", "%e = atomicrmw add ptr addrspace(1) %ep, i64 1 monotonic",
        f"%room = icmp ult i64 %e, {EXAMPLES}", "br i1 %room, label %keep, label %cont", "keep:",
        "%e4 = mul i64 %e, 4", "%q0 = getelementptr i32, ptr addrspace(1) %ex, i64 %e4",
        f"store i32 {xa}, ptr addrspace(1) %q0", "%q1 = getelementptr i32, ptr addrspace(1) %q0, i64 1",
        f"store i32 {xb}, ptr addrspace(1) %q1", "%q2 = getelementptr i32, ptr addrspace(1) %q0, i64 2",
        "store i32 %hwv, ptr addrspace(1) %q2", "%q3 = getelementptr i32, ptr addrspace(1) %q0, i64 3",
        "store i32 %pr, ptr addrspace(1) %q3"]
    return _loop(name, ", ptr addrspace(1) %cnt, ptr addrspace(1) %ex", body)


def probe_kernel(hw: str = "@hw") -> str:
    """probe(i64 start, i64 count, ptr xs, ptr out): out[i] = instruction(xs[i]) for i < count."""
    body = ["%px = getelementptr i32, ptr addrspace(1) %xs, i64 %i", "%xv = load i32, ptr addrspace(1) %px",
            f"%r = call i32 {hw}(i32 %xv)", "%po = getelementptr i32, ptr addrspace(1) %out, i64 %i",
            "store i32 %r, ptr addrspace(1) %po"]
    return _loop("probe", ", ptr addrspace(1) %xs, ptr addrspace(1) %out", body)


def probe_module(op: M.MufuOp) -> str:
    """The instruction alone, applied to an array of operands (the special values, the NaN policy)."""
    return "\n\n".join([*SREG, hw_ir(op.ptx, op.wide), probe_kernel()]) + "\n"


def rules_module(op: M.MufuOp, nan: str = "canonical") -> tuple[str, list[str]]:
    """The module of one operation: a table, learn/conflicts/verify kernels per candidate rule."""
    parts = [*SREG, M.IR_DECLS, hw_ir(op.ptx, op.wide)]
    tables = []
    for k, rule in enumerate(op.rules):
        t = f"fpsem_cand{k}"
        tables.append(t)
        parts += [f"@{t} = global [{rule.entries} x i32] zeroinitializer, align 4",
                  M.predict_ir(rule, t, f"predict{k}", nan), M.learn_ir(rule, f"rule_learn{k}"), learn_kernels(k, t),
                  verify_kernel(f"verify{k}", f"@predict{k}")]
    return "\n\n".join(parts) + "\n", tables


NAN_OPERANDS = {False: (0x7FC00000, 0x7F800001, 0xFFC00000, 0x7FFFFFFF, 0xFFA00000),
                True: (0x7FF80000, 0x7FF00001, 0xFFF80000, 0x7FFFFFFF)}


def nan_policy(op: M.MufuOp, specials: dict[int, int]) -> tuple[str, str]:
    """(policy, how it was decided) from the instruction's results on NaN operands."""
    if op.name in ("sin", "cos"):  # FMUL.RZ first: MUFU sees the multiply's (canonical) NaN
        return "canonical", "sin/cos: the operand passes an FMUL first"
    quiet = 1 << 19 if op.wide else 1 << 22
    nans = NAN_OPERANDS[op.wide]
    if all(specials[x] == M.NAN32 for x in nans):
        return "canonical", "every NaN operand gave 0x7fffffff"
    if all(specials[x] == (x | quiet) for x in nans):
        return "quiet", "every NaN operand gave itself, quieted"
    return "canonical", "NaN operands gave neither 0x7fffffff nor themselves quieted: " + ", ".join(
        f"0x{x:08x} -> 0x{specials[x]:08x}" for x in nans)


# The PTX instructions fpsem models, checked through the models the emulation builds (approx.model_ir).
MODEL_CHECKS = (  # (model key, PTX instruction, kind: f32 | f64 | pair)
    ("nvptx.ex2.approx.ftz.f32", "ex2.approx.ftz.f32", "f32"), ("nvptx.ex2.approx.f32", "ex2.approx.f32", "f32"),
    ("nvptx.lg2.approx.ftz.f32", "lg2.approx.ftz.f32", "f32"), ("nvptx.lg2.approx.f32", "lg2.approx.f32", "f32"),
    ("nvptx.rcp.approx.ftz.f32", "rcp.approx.ftz.f32", "f32"), ("nvptx.rcp.approx.f32", "rcp.approx.f32", "f32"),
    ("nvptx.sqrt.approx.ftz.f32", "sqrt.approx.ftz.f32", "f32"), ("nvptx.sqrt.approx.f32", "sqrt.approx.f32", "f32"),
    ("nvptx.rsqrt.approx.ftz.f32", "rsqrt.approx.ftz.f32", "f32"),
    ("nvptx.rsqrt.approx.f32", "rsqrt.approx.f32", "f32"),
    ("nvptx.sin.approx.ftz.f32", "sin.approx.ftz.f32", "f32"), ("nvptx.sin.approx.f32", "sin.approx.f32", "f32"),
    ("nvptx.cos.approx.ftz.f32", "cos.approx.ftz.f32", "f32"), ("nvptx.cos.approx.f32", "cos.approx.f32", "f32"),
    ("nvptx.tanh.approx.f32", "tanh.approx.f32", "f32"),
    ("nvptx.rcp.approx.ftz.f64", "rcp.approx.ftz.f64", "f64"),
    ("nvptx.rsqrt.approx.ftz.f64", "rsqrt.approx.ftz.f64", "f64"),
    ("nvptx.div.approx.f32", "div.approx.f32", "pair"), ("nvptx.div.approx.ftz.f32", "div.approx.ftz.f32", "pair"),
)


def _table_backed(key: str) -> bool:
    """Whether every instruction model behind ``key`` runs from an installed table (the GPU cannot run libm)."""
    if key in A.MODELS:
        return A.MODELS[key].table is not None
    return all(_table_backed(k) for k in A.COMPOSITES[key].instructions)


def models_module(checks) -> tuple[str, list[str]]:
    """fpsem's instruction models (as the emulation builds them) beside the PTX instructions, one verify each."""
    keys = [k for k, _, _ in checks]
    # the tables: module globals here (the host JIT resolves them to numpy arrays instead)
    text = re.sub(r"^(@fpsem_mufu_\w+) = external global (\[\d+ x i32\]), align 4$", r"\1 = global \2 zeroinitializer, align 4",
                  A.model_ir(keys), flags=re.M)
    parts = [*SREG, text]
    for j, (key, ptx, kind) in enumerate(checks):
        sym = (A.MODELS[key] if key in A.MODELS else A.COMPOSITES[key]).symbol
        if kind == "pair":
            parts += [hw2_ir(ptx, f"hw{j}"), "\n".join([
                f"define internal i32 @model{j}(i32 %a, i32 %b) {{", "  %fa = bitcast i32 %a to float",
                "  %fb = bitcast i32 %b to float", f"  %r = call float @{sym}(float %fa, float %fb)",
                "  %o = bitcast float %r to i32", "  ret i32 %o", "}"])]
        elif kind == "f64":
            parts += [hw_ir(ptx, True, f"hw{j}"), "\n".join([
                f"define internal i32 @model{j}(i32 %x) {{", "  %z = zext i32 %x to i64", "  %s = shl i64 %z, 32",
                "  %d = bitcast i64 %s to double", f"  %r = call double @{sym}(double %d)",
                "  %rb = bitcast double %r to i64", "  %h = lshr i64 %rb, 32", "  %o = trunc i64 %h to i32",
                "  ret i32 %o", "}"])]
        else:
            parts += [hw_ir(ptx, False, f"hw{j}"), "\n".join([
                f"define internal i32 @model{j}(i32 %x) {{", "  %f = bitcast i32 %x to float",
                f"  %r = call float @{sym}(float %f)", "  %o = bitcast float %r to i32", "  ret i32 %o", "}"])]
        parts.append(verify_kernel(f"check{j}", f"@model{j}", f"@hw{j}", pairs=kind == "pair"))
    tables = sorted({t.symbol for t in M.installed_tables().values() if t.symbol in text})
    return "\n\n".join(parts) + "\n", tables


def ptx_of(text: str, name: str) -> str:
    tm = target_machine(resolve_target("h100").machine)  # sm_90, as fpsem builds for the H100/H200
    mod = parse_ir(text, name)
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    optimize(mod, tm, 3)
    return tm.emit_assembly(mod)


# ------------------------------------------------------------------------------------- the GPU run

SPECIALS = [0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000,
            0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0xFFC00000, 0x7F7FFFFF,
            0xFF7FFFFF, 0x3F000000, 0x40000000, 0x42FE0000, 0xC2FC0000, 0xC3000000, 0x43000000, 0x33800000,
            0xB3800000, 0x3FF00000, 0x00100000, 0x7FF00000, 0x7FF80000, 0xFFF00000]


@dataclass
class Device:
    gpu: object
    block: int = 256

    def grid(self) -> int:
        return self.gpu.info.sm_count * 16

    def run(self, func, args, start: int = 0, count: int = ALL) -> float:
        t0 = time.perf_counter()
        self.gpu.launch(func, self.grid(), self.block, [("i64", start), ("i64", count), *args])
        self.gpu.synchronize()
        return time.perf_counter() - t0


def _summary(cnt: np.ndarray, ex: np.ndarray, offset: int) -> dict:
    hist = {f"{'-' if b >> 8 else '+'}e{(b & 0xFF) - 127}": int(v) for b, v in enumerate(cnt[offset:offset + BUCKETS])
            if v}
    n = min(int(cnt[1]), EXAMPLES)
    exs = [{"x": f"0x{int(r[0]):08x}", "y": f"0x{int(r[1]):08x}", "hw": f"0x{int(r[2]):08x}",
            "model": f"0x{int(r[3]):08x}"} for r in ex.reshape(-1, 4)[:n]]
    return {"mismatches": int(cnt[0]), "both_nan": int(cnt[2]), "by_operand_exponent": hist, "examples": exs}


def measure_op(dev: Device, op: M.MufuOp) -> dict:
    """Every candidate rule of ``op``: learn, conflicts, check on all 2^32 operands; the tables downloaded."""
    gpu = dev.gpu
    t0 = time.perf_counter()
    probe = gpu.load_ptx(ptx_of(probe_module(op), f"probe {op.name}"))
    xs = np.array(sorted(set(SPECIALS) | set(NAN_OPERANDS[op.wide])), dtype=np.uint32)
    xs_d, ys_d = gpu.alloc(4 * xs.size), gpu.alloc(4 * xs.size)
    try:
        gpu.upload(xs_d, xs)
        dev.run(gpu.function(probe, "probe"), [("pointer", xs_d), ("pointer", ys_d)], 0, xs.size)
        ys = np.empty_like(xs)
        gpu.download(ys, ys_d)
    finally:
        gpu.free(xs_d)
        gpu.free(ys_d)
        gpu.unload(probe)
    specials = {int(a): int(b) for a, b in zip(xs, ys)}
    nan, why = nan_policy(op, specials)
    text, tables = rules_module(op, nan)
    mod = gpu.load_ptx(ptx_of(text, f"mufu {op.name}"))
    cnt_d, ex_d = gpu.alloc(8 * (3 + BUCKETS)), gpu.alloc(4 * 4 * EXAMPLES)
    out = {"op": op.name, "ptx": op.ptx, "compile_seconds": round(time.perf_counter() - t0, 2), "rules": {},
           "specials": {f"0x{a:08x}": f"0x{b:08x}" for a, b in specials.items()}, "nan_policy": nan,
           "nan_policy_because": why}
    print(f"  NaN operands: {nan} ({why})", flush=True)
    try:
        for k, rule in enumerate(op.rules):
            addr, size = gpu.global_symbol(mod, tables[k])
            gpu.memset_async(addr, 0xFF, size)
            secs = dev.run(gpu.function(mod, f"learn{k}"), [])
            gpu.memset_async(cnt_d, 0, 8 * (3 + BUCKETS))
            secs += dev.run(gpu.function(mod, f"conflicts{k}"), [("pointer", cnt_d)])
            conf = np.empty(3 + BUCKETS, dtype=np.int64)
            gpu.download(conf, cnt_d)
            gpu.memset_async(cnt_d, 0, 8 * (3 + BUCKETS))
            secs += dev.run(gpu.function(mod, f"verify{k}"), [("pointer", cnt_d), ("pointer", ex_d)])
            cnt = np.empty(3 + BUCKETS, dtype=np.int64)
            ex = np.empty(4 * EXAMPLES, dtype=np.uint32)
            gpu.download(cnt, cnt_d)
            gpu.download(ex, ex_d)
            table = np.empty(rule.entries, dtype=np.uint32)
            gpu.download(table, addr)
            learned = int((table != SENTINEL).sum())
            out["rules"][rule.name] = {
                "description": rule.description, "entries": rule.entries, "learned": learned,
                "conflicts": int(conf[0]), "bad": int(conf[1]),
                "conflicts_by_operand_exponent": {f"{'-' if b >> 8 else '+'}e{(b & 0xFF) - 127}": int(v)
                                                  for b, v in enumerate(conf[2:2 + BUCKETS]) if v},
                **_summary(cnt, ex, 3), "seconds": round(secs, 3), "_table": table}
            print(f"  {rule.name:24s} learned {learned:9d}/{rule.entries:<9d} conflicts {conf[0]:10d} bad {conf[1]:10d} "
                  f"mismatches {cnt[0]:10d} ({secs:.2f} s)", flush=True)
    finally:
        gpu.free(cnt_d)
        gpu.free(ex_d)
        gpu.unload(mod)
    return out


def choose(result: dict) -> str | None:
    """The rule to keep: no mismatch (fewest entries), else the fewest mismatches if under MAX_MISMATCH."""
    ranked = sorted(result["rules"].items(), key=lambda kv: (kv[1]["mismatches"], kv[1]["conflicts"] + kv[1]["bad"],
                                                             kv[1]["entries"]))
    name, best = ranked[0]
    return name if best["mismatches"] <= MAX_MISMATCH else None


def check_models(dev: Device, checks) -> dict:
    """fpsem's instruction models (table-backed) against the PTX instructions, on all 2^32 operands (pairs)."""
    gpu = dev.gpu
    text, tables = models_module(checks)
    mod = gpu.load_ptx(ptx_of(text, "models"))
    for t in M.installed_tables().values():
        if t.symbol in tables:
            addr, size = gpu.global_symbol(mod, t.symbol)
            assert size == t.values.nbytes, (t.symbol, size)
            gpu.upload(addr, t.values)
    cnt_d, ex_d = gpu.alloc(8 * (3 + BUCKETS)), gpu.alloc(4 * 4 * EXAMPLES)
    out = {}
    try:
        for j, (key, ptx, kind) in enumerate(checks):
            gpu.memset_async(cnt_d, 0, 8 * (3 + BUCKETS))
            secs = dev.run(gpu.function(mod, f"check{j}"), [("pointer", cnt_d), ("pointer", ex_d)])
            cnt = np.empty(3 + BUCKETS, dtype=np.int64)
            ex = np.empty(4 * EXAMPLES, dtype=np.uint32)
            gpu.download(cnt, cnt_d)
            gpu.download(ex, ex_d)
            out[key] = {"instruction": ptx, "operands": ALL, "operand_space": {
                "f32": "every f32 bit pattern", "f64": "every high word (low word 0)",
                "pair": "2^32 pairs (a, b) = the halves of splitmix64(i)"}[kind],
                        "description": A.describe(key), **_summary(cnt, ex, 3), "seconds": round(secs, 3)}
            print(f"  {key:28s} vs {ptx:22s} mismatches {cnt[0]:10d} ({secs:.2f} s)", flush=True)
    finally:
        gpu.free(cnt_d)
        gpu.free(ex_d)
        gpu.unload(mod)
    return out


def _encode_group(args) -> tuple[str, bytes]:
    name, tables = args
    import io

    buf = io.BytesIO()
    M.save_tables(buf, tables)
    return name, buf.getvalue()


def write_tables(chosen: dict, out_dirs: list[Path]) -> dict[str, int]:
    """The kept tables, grouped into files (:data:`GROUPS`, encoded in parallel); {file: bytes}."""
    jobs = [(name, {op: chosen[op] for op in ops if op in chosen}) for name, ops in GROUPS.items()]
    jobs = [j for j in jobs if j[1]]
    sizes = {}
    ctx = multiprocessing.get_context("spawn")  # not a fork of a process that has run LLVM and CUDA
    with concurrent.futures.ProcessPoolExecutor(max_workers=len(jobs) or 1, mp_context=ctx) as pool:
        for name, data in pool.map(_encode_group, jobs):
            for d in out_dirs:
                d.mkdir(parents=True, exist_ok=True)
                (d / f"{name}.npz").write_bytes(data)
            sizes[f"{name}.npz"] = len(data)
    return sizes


def markdown(report: dict) -> str:
    dev = report["device"]
    lines = [f"# NVIDIA MUFU tables and fpsem's instruction models, checked on every operand ({dev['name']})", "",
             f"Measured {report['date']} on {dev['name']} ({dev['sm_arch']}, CUDA driver {dev['driver_cuda_version']}, cuda-bindings {dev['bindings_version']}) by "
             "`benchmarks/mufu_tables.py`: every kernel is fpsem's LLVM IR compiled for sm_90, the instruction PTX "
             "inline assembly, all 2^32 operands per check.", "",
             "## Rules (learned table, checked on all 2^32 operands)", "",
             "| operation | PTX | rule | entries | learned | conflicts | bad | mismatches | kept |", "|---|---|---|---|---|---|---|---|---|"]
    for op, r in report["ops"].items():
        for name, v in r["rules"].items():
            lines.append(f"| {op} | `{r['ptx']}` | `{name}` | {v['entries']} | {v['learned']} | {v['conflicts']} "
                         f"| {v['bad']} | {v['mismatches']} | {'yes' if r.get('kept') == name else ''} |")
    lines += ["", "## fpsem's instruction models against the PTX instructions (tables installed)", "",
              "| model | instruction | operands | mismatches | both NaN |", "|---|---|---|---|---|"]
    for key, v in report.get("models", {}).items():
        lines.append(f"| `{key}` | `{v['instruction']}` | {v['operand_space']} | {v['mismatches']} | {v['both_nan']} |")
    skipped = report.get("models_skipped", [])
    if skipped:
        lines += ["", "Not checked (no table kept for an instruction they use): " + ", ".join(f"`{k}`" for k in skipped)]
    lines += ["", f"Tables written: {', '.join(f'{k} ({v} bytes)' for k, v in report.get('files', {}).items())}.", ""]
    return "\n".join(lines)


def gpu_run(ops: list[str], out: Path, install: bool) -> dict:
    from fpsem.runners.cuda.driver import Gpu

    gpu = Gpu(0)
    dev = Device(gpu)
    try:
        report = {"date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "device": gpu.info.to_dict(),
                  "how": "measured: LLVM IR kernels (fpsem's rule and model IR, the PTX instruction as inline "
                         "assembly) compiled for sm_90 by llvmlite, run through fpsem.runners.cuda.driver",
                  "ops": {}}
        chosen = {}
        for name in ops:
            op = M.OPS[name]
            print(f"{name} ({op.ptx}): {len(op.rules)} candidate rules", flush=True)
            res = measure_op(dev, op)
            keep = choose(res)
            res["kept"] = keep
            if keep is not None:
                v = res["rules"][keep]
                chosen[name] = (keep, v["_table"], {
                    "operands": ALL, "mismatches": v["mismatches"], "conflicts": v["conflicts"], "bad": v["bad"],
                    "device": gpu.info.name, "sm_arch": gpu.info.sm_arch, "driver": gpu.info.driver_version,
                    "date": report["date"], "ptx": op.ptx, "script": "benchmarks/mufu_tables.py",
                    "nan_policy": res["nan_policy"], "both_nan_mismatches": v["both_nan"],
                    "note": f"learned and checked on all 2^32 operands on {gpu.info.name}"})
            for v in res["rules"].values():
                v.pop("_table")
            report["ops"][name] = res
        targets = [out] + ([ROOT / "fpsem" / "data" / M.DATA_DIR] if install else [])
        report["files"] = write_tables(chosen, targets)
        if install:  # the models as the emulation builds them, now with the kept tables
            M.installed_tables.cache_clear()
            checks = [c for c in MODEL_CHECKS if _table_backed(c[0])]
            print(f"fpsem's instruction models with the kept tables: {len(checks)} checks", flush=True)
            report["models"] = check_models(dev, checks)
            report["models_skipped"] = [c[0] for c in MODEL_CHECKS if c not in checks]
        else:
            report["models_note"] = "run with --install to check fpsem's models with the new tables"
        return report
    finally:
        gpu.close()


# ------------------------------------------------------------------------------------- the dry run (no GPU)

def synthetic_table(rule: M.Rule, rng: np.random.Generator) -> np.ndarray:
    """A table of the rule's format (its entries' ranges), with +-1 noise: the fake hardware of the dry run."""
    n = rule.entries
    k = np.arange(n, dtype=np.float64)
    noise = rng.integers(-1, 2, n)
    op = rule.op
    with np.errstate(all="ignore"):
        if op == "rcp":
            v = (1.0 / (1.0 + k / 2**23)).astype(np.float32).view(np.uint32).astype(np.int64)
        elif op in ("rsq", "sqrt"):
            y = np.where(k < 2**23, 1.0 + k / 2**23, 2.0 * (1.0 + (k - 2**23) / 2**23))
            v = (y ** (-0.5 if op == "rsq" else 0.5)).astype(np.float32).view(np.uint32).astype(np.int64)
        elif rule.name == "lg2.b2.oc":  # f32 results over [0.5, 2)
            v = np.log2(0.5 + k / 2**24 * np.where(k < 2**23, 1.0, 2.0) - np.where(k < 2**23, 0.0, 0.5)).astype(
                np.float32).view(np.uint32).astype(np.int64)
            noise = np.where((v & 0x7FFFFFFF) == 0, 0, noise)
        elif op == "lg2":
            v = np.round(np.log2(1.0 + k / 2**23) * 2**24).astype(np.int64) * 256
            noise = noise * 256
        elif op == "ex2":
            f = rule.name.split(".")[1]
            bits = int(f[1:])
            frac = (k % (1 << bits)) / (1 << bits)
            v = (2.0 ** frac).astype(np.float32).view(np.uint32).astype(np.int64)
            noise = np.where(v == 0x3F800000, np.abs(noise), noise)
        elif ".q23." in rule.name:  # one quadrant of sin, magnitudes
            v = np.sin(2 * np.pi * k / 2**25).astype(np.float32).view(np.uint32).astype(np.int64)
            noise = np.where(v < 0x00800000, 0, noise)
        elif op in ("sin", "cos"):
            bits = int(rule.name.split(".")[1][1:])
            frac = k / (1 << bits)
            v = (np.sin if op == "sin" else np.cos)(2 * np.pi * frac).astype(np.float32)
            if op == "sin" and not rule.name.endswith("floor"):
                v = np.abs(v)
            v = v.view(np.uint32).astype(np.int64)
            noise = np.where((v & 0x7FFFFFFF) < 0x00800000, 0, noise)
        elif rule.name in M.TANH_RULE_BITS:  # magnitudes: tanh of each entry's least operand
            x = M.tanh_entry_operands(M.TANH_RULE_BITS[rule.name]).view(np.float32).astype(np.float64)
            v = np.tanh(x).astype(np.float32).view(np.uint32).astype(np.int64)
            noise = np.where(v >= 0x3F800000, 0, noise)
        elif op == "tanh":
            keep = int(rule.name.split("b")[1])
            x = (k * 2 ** (23 - keep)).astype(np.uint32).view(np.float32).astype(np.float64)
            v = np.tanh(x).astype(np.float32).view(np.uint32).astype(np.int64)
            noise = np.where((v & 0x7FFFFFFF) >= 0x3F800000, 0, noise)
        elif op == "rcp64h":  # the high word of 1 / 1.m, m the 20 high-word mantissa bits
            v = ((1.0 / (1.0 + k / 2**20)).view(np.uint64) >> np.uint64(32)).astype(np.int64)
        else:  # rsq64h: the high word of 1 / sqrt(y), y in [1, 4)
            y = np.where(k < 2**20, 1.0 + k / 2**20, 2.0 * (1.0 + (k - 2**20) / 2**20))
            v = ((1.0 / np.sqrt(y)).view(np.uint64) >> np.uint64(32)).astype(np.int64)
    return np.clip(v + noise, 0, SENTINEL - 1).astype(np.uint32)


def _host_fns(rule: M.Rule, table: np.ndarray):
    """predict/learn of ``rule`` JIT-compiled for this CPU over arrays, with ``table`` as its words."""
    import llvmlite.binding as llvm

    sym = f"fpsem_dry_{rule.name.replace('.', '_')}_{table.ctypes.data:x}"
    llvm.add_symbol(sym, table.ctypes.data)
    loops = []
    for fn, n_in in (("predict", 1), ("learn", 2)):
        ret = "i32" if fn == "predict" else "i64"
        args = "i32 %x" if n_in == 1 else "i32 %x, i32 %h"
        loads = "  %py = getelementptr i32, ptr %y, i64 %i\n  %h = load i32, ptr %py\n" if n_in == 2 else ""
        loops.append(f"define void @run_{fn}(ptr %in, ptr %y, ptr %out, i64 %n) {{\nentry:\n  br label %l\nl:\n"
                     f"  %i = phi i64 [0, %entry], [%j, %l]\n  %p = getelementptr i32, ptr %in, i64 %i\n"
                     f"  %x = load i32, ptr %p\n{loads}  %r = call {ret} @{fn}({args})\n"
                     f"  %q = getelementptr {ret}, ptr %out, i64 %i\n  store {ret} %r, ptr %q\n  %j = add i64 %i, 1\n"
                     f"  %c = icmp eq i64 %j, %n\n  br i1 %c, label %e, label %l\ne:\n  ret void\n}}")
    text = "\n".join([f"@{sym} = external global [{rule.entries} x i32]", M.IR_DECLS,
                      M.predict_ir(rule, sym, "predict"), M.learn_ir(rule, "learn"), *loops]) + "\n"
    mod = parse_ir(text, rule.name)
    tm = target_machine(host_machine_spec())
    optimize(mod, tm, 3)
    ee = llvm.create_mcjit_compiler(mod, tm)
    ee.finalize_object()
    proto = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)
    fp, fl = proto(ee.get_function_address("run_predict")), proto(ee.get_function_address("run_learn"))

    def predict(x, _keep=(ee, mod, table)):
        o = np.empty_like(x)
        fp(x.ctypes.data, x.ctypes.data, o.ctypes.data, x.size)
        return o

    def learn(x, hw, _keep=(ee, mod, table)):
        o = np.empty(x.size, dtype=np.int64)
        fl(x.ctypes.data, hw.ctypes.data, o.ctypes.data, x.size)
        return o

    return predict, learn


def learn_round_trip(rule: M.Rule, operands: np.ndarray, rng: np.random.Generator) -> dict:
    """On this CPU: fake hardware = the rule's prediction from a synthetic table; learn it back from ``operands``;
    the learned entries must be the synthetic ones, and the prediction from them the fake hardware's."""
    truth = synthetic_table(rule, rng)
    predict_truth, learn = _host_fns(rule, truth)
    x = np.ascontiguousarray(operands, dtype=np.uint32)
    hw = predict_truth(x)
    pk = learn(x, hw)
    ok = pk < 0
    bad = ((pk >> 62) & 1).astype(bool)
    idx = ((pk >> 32) & 0x3FFFFFFF)[ok]
    ent = (pk & 0xFFFFFFFF).astype(np.uint32)[ok]
    learned = np.full(rule.entries, SENTINEL, dtype=np.uint32)
    learned[idx] = ent
    n_learned = int((learned != SENTINEL).sum())
    wrong_entries = int((truth[idx] != ent).sum())
    # a sample teaches only some entries (the GPU run teaches all): the others are the truth's here
    learned = np.where(learned == SENTINEL, truth, learned)
    predict_learned, _ = _host_fns(rule, learned)
    pred = predict_learned(x)
    miss = pred != hw
    return {"operands": int(x.size), "learned": n_learned, "bad": int(bad.sum()),
            "wrong_entries": wrong_entries, "mismatches": int(miss.sum()),
            "mismatch_examples": [f"0x{int(v):08x}" for v in x[miss][:5]]}


def dry_run(ops: list[str], samples: int) -> dict:
    """Compile every kernel to PTX and check each rule's learn/predict on this CPU (no GPU)."""
    rng = np.random.default_rng(0)
    out = {"date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "dry_run": True, "ops": {}}
    for name in ops:
        op = M.OPS[name]
        t0 = time.perf_counter()
        text, _ = rules_module(op)
        ptx = ptx_of(text, f"mufu {name}") + ptx_of(probe_module(op), f"probe {name}")
        res = {"ptx_lines": ptx.count("\n"), "compile_seconds": round(time.perf_counter() - t0, 2), "rules": {}}
        for rule in op.rules:
            # the learning operands: the rule's domain (all 2^23..2^24 of them for table-from-a-binade rules)
            dense = np.arange(0x3F000000, 0x40800000, dtype=np.uint32) if name in ("rcp", "rsq", "sqrt", "lg2") else (
                np.arange(0x3FF00000, 0x40100000, dtype=np.uint32) if name in ("rcp64h", "rsq64h") else
                np.empty(0, np.uint32))
            sample = rng.integers(0, ALL, samples, dtype=np.uint64).astype(np.uint32)
            r = learn_round_trip(rule, np.concatenate([dense, sample]), rng)
            res["rules"][rule.name] = r
            print(f"  {name:6s} {rule.name:24s} learned {r['learned']:9d} wrong {r['wrong_entries']} bad {r['bad']} "
                  f"mismatches {r['mismatches']}", flush=True)
        out["ops"][name] = res
    text, _ = models_module([c for c in MODEL_CHECKS if _table_backed(c[0])])
    out["models_ptx_lines"] = ptx_of(text, "models").count("\n")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    p.add_argument("--ops", default=",".join(M.OPS), help="comma-separated MUFU operations (default: all)")
    p.add_argument("--install", action="store_true", help="also write the tables to fpsem/data/mufu/")
    p.add_argument("--dry-run", action="store_true", help="no GPU: compile the kernels, check the rules on this CPU")
    p.add_argument("--samples", type=int, default=1 << 20, help="dry run: random operands per rule")
    args = p.parse_args(argv)
    ops = [o.strip() for o in args.ops.split(",") if o.strip()]
    unknown = [o for o in ops if o not in M.OPS]
    if unknown:
        print(f"fpsem: error: unknown MUFU operation(s): {', '.join(unknown)} (known: {', '.join(M.OPS)})",
              file=sys.stderr)
        return 2
    if args.dry_run:
        report = dry_run(ops, args.samples)
        bad = [(o, r) for o, v in report["ops"].items() for r, x in v["rules"].items()
               if x["wrong_entries"] or x["mismatches"] or x["bad"]]
        print(json.dumps({"dry_run_failures": bad}))
        return 1 if bad else 0
    return measured_report(args.out, "mufu_tables", lambda: gpu_run(ops, args.out, args.install), markdown)


if __name__ == "__main__":
    sys.exit(main())
