"""Dump a MUFU instruction's raw results over whole binades, for finding the rule behind it offline.

``mufu_tables.py`` learns and checks candidate rules on the GPU; when none holds (``lg2``, ``sin``,
``cos``, ``tanh`` on the H200 today), the next candidate has to come from looking at the raw
results.  This script runs the PTX instruction (inline assembly, compiled for sm_90 by fpsem's
llvmlite) on every operand of the requested binades and writes, per binade, the result bits as the
difference from the float32 rounding of the float64 function (``numpy``) -- small integers that
compress well -- in ``DIR/mufu_dump_<op>_<binade>.npz`` (``x0``: the first operand's bits, ``d``:
int32 differences in units of the result's bits, ``meta``: device, date and how, as JSON).  Measured data, nothing modelled.

Usage::

    python benchmarks/mufu_dump.py --out DIR lg2:-1,0,1 sin:0 [--dry-run]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from mufu_tables import SREG, hw_ir, ptx_of  # noqa: E402

PTX = {"lg2": "lg2.approx.ftz.f32", "sin": "sin.approx.ftz.f32", "cos": "cos.approx.ftz.f32",
       "ex2": "ex2.approx.ftz.f32", "tanh": "tanh.approx.f32"}
REF = {"lg2": np.log2, "sin": np.sin, "cos": np.cos, "ex2": np.exp2, "tanh": np.tanh}
BINADE = 1 << 23


def dump_module(ptx: str) -> str:
    """``dump(i64 start, i64 count, ptr out)``: out[i - start] = the instruction on operand bits i."""
    body = [
        "define ptx_kernel void @dump(i64 %start, i64 %count, ptr addrspace(1) %out) {", "entry:",
        "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
        "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
        "  %t0 = mul i32 %ctaid, %ntid", "  %t1 = add i32 %t0, %tid", "  %t = zext i32 %t1 to i64",
        "  %in = icmp ult i64 %t, %count", "  br i1 %in, label %go, label %exit", "go:",
        "  %i = add i64 %start, %t", "  %x = trunc i64 %i to i32", "  %y = call i32 @hw(i32 %x)",
        "  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t", "  store i32 %y, ptr addrspace(1) %p",
        "  br label %exit", "exit:", "  ret void", "}"]
    return "\n".join([*SREG, hw_ir(ptx, False), *body])


def reference_bits(op: str, xs: np.ndarray) -> np.ndarray:
    with np.errstate(all="ignore"):
        return REF[op](xs.view(np.float32).astype(np.float64)).astype(np.float32).view(np.int32)


def binade_start(e: int, negative: bool = False) -> int:
    return ((e + 127) << 23) | (0x80000000 if negative else 0)


def parse_requests(items: list[str]) -> list[tuple[str, int, bool]]:
    out = []
    for item in items:
        op, _, exps = item.partition(":")
        if op not in PTX:
            raise SystemExit(f"mufu_dump: unknown op {op!r} (known: {', '.join(PTX)})")
        for e in exps.split(","):
            out.append((op, int(e.lstrip("n")), e.startswith("n")))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("requests", nargs="+", help="op:e1,e2,... (binade exponents; prefix n for negative operands)")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--dry-run", action="store_true", help="no GPU: compile the kernels to PTX only")
    a = p.parse_args(argv)
    reqs = parse_requests(a.requests)
    a.out.mkdir(parents=True, exist_ok=True)
    ptx = {op: ptx_of(dump_module(PTX[op]), f"dump {op}") for op in {r[0] for r in reqs}}
    if a.dry_run:
        for op, text in ptx.items():
            print(op, "PTX lines:", text.count("\n"), "has", PTX[op] in text)
        return 0
    from fpsem.runners.cuda.driver import Gpu

    gpu = Gpu(0)
    meta = {"date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "device": gpu.info.to_dict(),
            "how": "measured: the PTX instruction as inline assembly in LLVM IR compiled for sm_90 by llvmlite",
            "files": {}}
    try:
        buf = gpu.alloc(4 * BINADE)
        for op, e, neg in reqs:
            mod = gpu.load_ptx(ptx[op])
            fn = gpu.function(mod, "dump")
            start = binade_start(e, neg)
            gpu.launch(fn, BINADE // 256, 256, [("i64", start), ("i64", BINADE), ("pointer", buf)])
            gpu.synchronize()
            hw = np.empty(BINADE, dtype=np.uint32)
            gpu.download(hw, buf)
            gpu.unload(mod)
            xs = np.arange(start, start + BINADE, dtype=np.uint64).astype(np.uint32)
            d = hw.view(np.int32).astype(np.int64) - reference_bits(op, xs).astype(np.int64)
            name = f"mufu_dump_{op}_{'n' if neg else ''}{e}.npz"
            meta["files"][name] = {"op": op, "ptx": PTX[op], "binade": e, "negative": neg,
                                   "max_abs_diff": int(np.abs(d).max()), "nonzero": int((d != 0).sum())}
            # the provenance travels inside each file: the device returns at most 8 files per run
            np.savez_compressed(a.out / name, x0=np.uint32(start), d=d.astype(np.int32),
                                meta=np.array(json.dumps({**meta, "files": None, "file": meta["files"][name]})))
            print(name, meta["files"][name], flush=True)
        gpu.free(buf)
    finally:
        gpu.close()
    print(json.dumps(meta, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
