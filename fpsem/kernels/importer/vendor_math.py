"""Vendor and C-library math calls as the LLVM intrinsics fpsem's math lowering handles.

CUDA code calls libdevice (``__nv_exp``, ``__nv_expf``), HIP code the ROCm device
libraries (``__ocml_exp_f64``, ``__ocml_exp_f32``), C and Rust code the C library
(``exp``, ``expf``).  fpsem's kernels call ``llvm.<fn>.f64/.f32`` instead, which
``fpsem.compiler.mathlib`` redirects per target to the vendor library (and the host back end
to the C library), so flags such as ``afn`` can act on them.  A call this table does
not know is refused in one line: silently keeping it would make the kernel target-bound.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fpsem.kernels.importer.core import ImportRefused

# C name -> (intrinsic base, arity).  Every intrinsic here is lowered by fpsem.compiler.mathlib on every
# target (MATH_FUNCTIONS, or native on every back end) and interpreted by fpsem.ir.interp.
FUNCTIONS: dict[str, tuple[str, int]] = {
    "exp": ("exp", 1), "exp2": ("exp2", 1), "exp10": ("exp10", 1), "log": ("log", 1), "log2": ("log2", 1),
    "log10": ("log10", 1), "pow": ("pow", 2), "sin": ("sin", 1), "cos": ("cos", 1), "tan": ("tan", 1),
    "sinh": ("sinh", 1), "cosh": ("cosh", 1), "tanh": ("tanh", 1), "asin": ("asin", 1), "acos": ("acos", 1),
    "atan": ("atan", 1), "atan2": ("atan2", 2), "sqrt": ("sqrt", 1), "fabs": ("fabs", 1), "fma": ("fma", 3),
    "floor": ("floor", 1), "ceil": ("ceil", 1), "trunc": ("trunc", 1), "round": ("round", 1), "rint": ("rint", 1),
    "nearbyint": ("nearbyint", 1), "fmin": ("minnum", 2), "fmax": ("maxnum", 2), "copysign": ("copysign", 2),
}
_FP = {"double": "f64", "float": "f32"}


@dataclass(frozen=True)
class VendorCall:
    """A recognised vendor/libm function: the C function and its FP type."""

    function: str
    fp_type: str  # double | float


def classify(name: str) -> VendorCall | None:
    """The math function a vendor or libm symbol names, or None when it is not one."""
    m = re.fullmatch(r"__nv_(?:fast_)?(\w+?)(f?)", name)
    if m and m.group(1) in FUNCTIONS:
        return VendorCall(m.group(1), "float" if m.group(2) else "double")
    m = re.fullmatch(r"__ocml_(?:native_)?(\w+)_(f64|f32)", name)
    if m and m.group(1) in FUNCTIONS:
        return VendorCall(m.group(1), "double" if m.group(2) == "f64" else "float")
    m = re.fullmatch(r"(\w+?)(f?)", name)
    if m and m.group(1) in FUNCTIONS:
        return VendorCall(m.group(1), "float" if m.group(2) else "double")
    return None


_CALL = re.compile(r"\bcall\b(?P<mid>[^@]*?)(?P<ret>double|float) @(?P<name>[\w.$]+)\(")


def map_calls(body: tuple[str, ...], where: str) -> tuple[tuple[str, ...], dict[str, str], frozenset[str]]:
    """(body with vendor/libm calls as intrinsics, {intrinsic: declare line}, vendor names replaced).

    ``__nv_fast_*`` (libdevice's approximate forms) become the exact intrinsic: the
    approximation is a flag choice (``afn``) in fpsem, and the import notes say it was there.
    """
    out, decls, seen = [], {}, set()
    for line in body:
        m = _CALL.search(line)
        if m and not m.group("name").startswith("llvm."):
            vc = classify(m.group("name"))
            if vc is not None:
                if vc.fp_type != m.group("ret"):
                    raise ImportRefused(f"{where}: @{m.group('name')} returns {m.group('ret')}, expected {vc.fp_type}")
                base, arity = FUNCTIONS[vc.function]
                intr = f"llvm.{base}.{_FP[vc.fp_type]}"
                t = vc.fp_type
                decls[intr] = f"declare {t} @{intr}({', '.join([t] * arity)})"
                seen.add(m.group("name"))
                line = line[:m.start()] + f"call{m.group('mid')}{t} @{intr}(" + line[m.end():]
        out.append(line)
    return tuple(out), decls, frozenset(seen)
