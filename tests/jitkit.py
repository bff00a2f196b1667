"""Run IR functions over numpy arrays through the host JIT (tests only).

``jit_functions(text, sigs)`` compiles ``text`` with one loop wrapper per ``(name, ret, params)``
and returns a callable per name: ``f(*arrays) -> array`` applies the function element by element.
The host's O3 runs first, as it does on the emulation's modules.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Sequence

import llvmlite.binding as llvm
import numpy as np

from fpsem.ir.binding import host_machine_spec, optimize, parse_ir, target_machine
from fpsem.runners import mufu

DTYPES = {"float": np.float32, "double": np.float64, "i32": np.int32, "i64": np.int64, "i1": np.uint8}  # a literal struct {T, T, ...} returns rows of T


def _struct(ret: str) -> tuple[str, int] | None:
    """(element type, count) of a literal struct return type such as ``{ i32, i32 }``."""
    if not ret.startswith("{"):
        return None
    parts = [p.strip() for p in ret.strip("{} ").split(",")]
    assert len(set(parts)) == 1, ret
    return parts[0], len(parts)


def _wrapper(name: str, ret: str, params: Sequence[str]) -> str:
    loads = "".join(f"  %p{j} = getelementptr {t}, ptr %x{j}, i64 %i\n  %v{j} = load {t}, ptr %p{j}\n"
                    for j, t in enumerate(params))
    args = ", ".join(f"{t} %v{j}" for j, t in enumerate(params))
    store_t, val = ("i8", "%rz") if ret == "i1" else (ret, "%r")
    ext = "  %rz = zext i1 %r to i8\n" if ret == "i1" else ""
    ptrs = ", ".join(f"ptr %x{j}" for j in range(len(params)))
    return (f'define void @"w.{name}"({ptrs}, ptr %o, i64 %n) {{\nentry:\n  br label %l\nl:\n'
            f"  %i = phi i64 [0, %entry], [%j, %l]\n{loads}  %r = call {ret} @\"{name}\"({args})\n{ext}"
            f"  %q = getelementptr {store_t}, ptr %o, i64 %i\n  store {store_t} {val}, ptr %q\n"
            f"  %j = add i64 %i, 1\n  %c = icmp eq i64 %j, %n\n  br i1 %c, label %e, label %l\ne:\n  ret void\n}}\n")


def jit_functions(text: str, sigs: Sequence[tuple[str, str, Sequence[str]]]) -> dict[str, Callable[..., np.ndarray]]:
    """Callables over arrays for the functions ``sigs`` of ``text`` (see the module docstring)."""
    mod = parse_ir(text + "\n" + "".join(_wrapper(*s) for s in sigs), "jitkit")
    mufu.register_tables_for(text)  # an unresolved table global would be read at address 0
    tm = target_machine(host_machine_spec())
    optimize(mod, tm, 3)
    ee = llvm.create_mcjit_compiler(mod, tm)
    ee.finalize_object()
    out: dict[str, Callable[..., np.ndarray]] = {}
    for name, ret, params in sigs:
        addr = ee.get_function_address(f"w.{name}")
        proto = ctypes.CFUNCTYPE(None, *([ctypes.c_void_p] * (len(params) + 1)), ctypes.c_int64)
        fn = proto(addr)

        def call(*arrays, _fn=fn, _ret=ret, _params=params, _keep=(ee, mod)):
            xs = [np.ascontiguousarray(a, dtype=DTYPES[t]) for a, t in zip(arrays, _params)]
            n = xs[0].size
            st = _struct(_ret)
            o = np.zeros((n, st[1]) if st else n, dtype=DTYPES[st[0] if st else _ret])
            if n:
                _fn(*(x.ctypes.data for x in xs), o.ctypes.data, n)
            return o.astype(bool) if _ret == "i1" else o

        out[name] = call
    return out
