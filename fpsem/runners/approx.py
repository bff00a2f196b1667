"""Models of the GPUs' approximate f32 instructions, and the IR transform that puts them in the emulation.

The emulation (``fpsem.runners.emulation``) runs a target-optimized module on the host.
Without this module, every operation that the NVPTX or AMDGPU back end selects as an
*approximate* instruction (``ex2.approx.f32``, ``rcp.approx.f32``, ``v_exp_f32``,
``v_rcp_f32``, ...) would run as the host's correctly rounded operation or libm call.
:func:`apply_approx_models` replaces each such operation in the target-optimized IR by a
call of a **model** of the instruction (or of the short sequence the back end or the
vendor library makes of it), defined in LLVM IR and appended to the module.

What a model is (``InstructionModel.fidelity``):

* ``error-bound``: the vendor documents a bound, not the bits.  The model takes the exact
  value (the host libm in binary64, about 2^-52 relative), moves it by the **whole
  documented bound**, up or down, and rounds the moved value to the nearest f32 that
  stays inside the bound.  The direction is a fixed hash of the input's bits, so the model
  is deterministic and unbiased, and every result sits at the edge the vendor allows:
  a worst case per point, not a prediction of the hardware's bits.  Exact cases are kept:
  where the exact result is an f32 (``ex2(3) = 8``, ``sqrt(4) = 2``, ``rcp(2) = 0.5``),
  at ±0, ±Inf and on overflow, the model returns it.  Special values (NaN, Inf, zero,
  flushed subnormals) follow the instruction's documented rules, and NVIDIA's NaN result
  is its canonical ``0x7fffffff``.  ``benchmarks/approx_check.py`` measures on the H200
  where the hardware actually lies inside the bound.
* ``bit-faithful``: NVIDIA's special-function unit (MUFU) run from a table measured on the
  H200 and the rule that extends it to every operand (``fpsem.runners.mufu``), where
  ``fpsem/data/mufu`` holds one; the model's description says how it was checked;
* ``composite``: a sequence of IEEE operations and instruction models that reproduces what
  the back end emits: the sm_90 SASS of the non-``.ftz`` PTX forms (``ex2.approx.f32`` =
  ``MUFU.EX2`` with the operand halved and the result squared below -126), ``div.approx``,
  AMD's ``x / y`` under ``afn`` = ``x * v_rcp_f32(y)`` and LLVM's gfx90a expansions of
  ``exp``/``log``/``exp10``/``log10`` around ``v_exp_f32``/``v_log_f32``.  The vendor math
  libraries' own functions (``__nv_fast_expf`` & co.) are not modelled: the emulation runs their
  bitcode (``fpsem.runners.vendor_intrinsics``).

Each model exists twice: as a numpy function (:func:`evaluate`, for tests and the GPU
check) and as an LLVM IR function (:func:`model_ir`, named ``@fpsem.approx.<key>``) that the
host JIT runs.  The IR carries no fast-math flags and computes exactly what the numpy
function computes, operation by operation (the tests check it bit for bit), so the host's
O3 cannot change its results.

Pure functions over text and arrays; no I/O beyond the measured tables (the host libm is read
through ctypes for the error-bound models).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import math
import re
import struct
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from fpsem.compiler.backends import BACKENDS
from fpsem.compiler.mathlib import MATH_FUNCTIONS
from fpsem.ir import flags as fm
from fpsem.ir import text as irtext
from fpsem.ir.emit import LineEmitter
from fpsem.runners import mufu
from fpsem.runners.vendor_intrinsics import flush_ir

# ---------------------------------------------------------------------------------------------
# Bounds and instruction models


@dataclass(frozen=True)
class Bound:
    """A vendor's documented error bound: ``ulp`` (units in the last place of the exact value's
    binade, floored at the subnormal spacing), ``rel`` (relative) or ``abs`` (absolute)."""

    kind: str  # ulp | rel | abs
    value: float
    scope: str  # where the vendor states it, e.g. "x in [-pi, pi]"
    source: str  # the citation
    plus_rel: float = 0.0  # a relative term added to an absolute bound

    def describe(self) -> str:
        if self.kind == "ulp":
            v = f"{self.value:g} ulp"
        else:
            exp = math.log2(self.value)
            v = f"{'relative' if self.kind == 'rel' else 'absolute'} 2^{exp:.4g}"
        if self.plus_rel:
            v += f" + relative 2^{math.log2(self.plus_rel):.4g}"
        return f"{v} ({self.scope}; {self.source})"


PTX_ISA = "PTX ISA 8.x, section 9.7.3 (floating-point instructions)"
AMD_ISA = "AMD Instinct MI200 (CDNA2) ISA reference, VOP1 opcodes"
LLVM_AMDGPU = "LLVM AMDGPUUsage.rst, table 'AMDGPU LLVM IR intrinsics' (llvm.exp2/llvm.log2: 1ULP for float)"
ASSUMED = "no vendor figure found; assumed, NVIDIA's sin.approx bound used as a stand-in"

NV_CANONICAL_NAN = 0x7FFFFFFF  # MUFU results: NVIDIA's canonical NaN
AMD_QUIET_NAN = 0x7FC00000


@dataclass(frozen=True)
class InstructionModel:
    """An approximate instruction: bit-faithful from a measured table where one is installed
    (``fpsem.runners.mufu``), else modelled within its documented bound (see the module docstring)."""

    key: str  # e.g. "nvptx.ex2.approx.ftz.f32"
    vendor: str  # nvptx | amdgpu
    instruction: str  # the mnemonic as it appears in the assembly
    function: str  # exp2 | log2 | rcp | sqrt | rsqrt | sin | cos | tanh | sinrev | cosrev
    ftz: bool  # subnormal inputs and results are flushed to sign-preserving zero
    bound: Bound
    nan_bits: int
    grows_outside_pi: bool = False  # sin/cos: the absolute bound scales with |x|/pi outside [-pi, pi]
    note: str = ""
    arity: int = 1
    ty: str = "float"  # float | double (rcp.approx.ftz.f64)

    @property
    def symbol(self) -> str:
        return f"fpsem.approx.{self.key}"

    @property
    def table(self) -> mufu.MufuTable | None:
        """The installed measured table that makes this model bit-faithful (None: the bound model runs)."""
        return mufu.table_for(self.key)

    @property
    def fidelity(self) -> str:
        t = self.table
        if t is None:
            return "error-bound"
        return "bit-faithful" if t.exhaustive else "table (not checked exhaustively)"

    def describe(self) -> str:
        extra = f"; {self.note}" if self.note else ""
        ftz = ", flushes subnormal inputs and results" if self.ftz else ""
        t = self.table
        if t is not None:
            return (f"{self.key}: {self.fidelity} model of {self.instruction} (NVIDIA H200 table, rule {t.rule}; the "
                    f"A2000's sm_86 hardware is assumed to give the same bits, not checked on it): {t.describe()}; "
                    f"documented bound {self.bound.describe()}{extra}")
        if self.key in mufu.OP_OF_MODEL:  # an NVIDIA MUFU operation
            extra += "; no measured table installed (benchmarks/mufu_tables.py makes one on the GPU)"
        return f"{self.key}: error-bound model of {self.instruction}{ftz}: {self.bound.describe()}{extra}"


def _nv(name: str, function: str, bound: Bound, ftz: bool = True, **kw) -> InstructionModel:
    f = ".ftz" if ftz else ""
    return InstructionModel(f"nvptx.{name}{f}.f32", "nvptx", f"{name}{f}.f32", function, ftz, bound, NV_CANONICAL_NAN,
                            **kw)


_SIN_BOUND = Bound("abs", 2.0 ** -20.9, "x in [-pi, pi]; larger outside, modelled as growing with |x|/pi", PTX_ISA)

# NVIDIA: the bare MUFU operations (the PTX .ftz forms; tanh has no other).  The other PTX forms are
# composites of these (_nv_composites): their sm_90 SASS wraps the same MUFU operation.
_MODELS: list[InstructionModel] = [
    _nv("ex2.approx", "exp2", Bound("rel", 2.0 ** -22.5, "full range", PTX_ISA)),
    # lg2(m * 2^e) = e + lg2(m): the documented absolute error is that of the lg2(m) term (the H200
    # stays below 2^-22.69 on every x in [1, 2)); far from x = 1 the sum's rounding adds up to about
    # an ulp of the result (measured: 1.005 ulp at lg2 = -129), covered by a relative 2^-22.
    _nv("lg2.approx", "log2", Bound("abs", 2.0 ** -22.6, "the lg2(mantissa) term (PTX); + relative 2^-22 for "
                                    "the exponent's sum (fpsem, from the H200 check)", PTX_ISA, plus_rel=2.0 ** -22)),
    _nv("rcp.approx", "rcp", Bound("ulp", 1.0, "full range", PTX_ISA)),
    _nv("sqrt.approx", "sqrt", Bound("rel", 2.0 ** -23, "full range", PTX_ISA)),
    _nv("rsqrt.approx", "rsqrt", Bound("rel", 2.0 ** -22.9, "full range", PTX_ISA)),
    _nv("sin.approx", "sin", _SIN_BOUND, grows_outside_pi=True),
    _nv("cos.approx", "cos", _SIN_BOUND, grows_outside_pi=True),
    _nv("tanh.approx", "tanh", Bound("rel", 2.0 ** -10.987, "full range", PTX_ISA), ftz=False),
    # MUFU.RCP64H / RSQ64H: the high word of 1/x, 1/sqrt(x) from x's high word, low word 0 (libdevice's f64
    # functions seed Newton steps with them); without a table, the correctly rounded result's high word
    InstructionModel("nvptx.rcp.approx.ftz.f64", "nvptx", "rcp.approx.ftz.f64", "rcp64h", True,
                     Bound("rel", 2.0 ** -20, "the high word only (20 mantissa bits)", PTX_ISA), NV_CANONICAL_NAN,
                     ty="double"),
    InstructionModel("nvptx.rsqrt.approx.ftz.f64", "nvptx", "rsqrt.approx.ftz.f64", "rsq64h", True,
                     Bound("rel", 2.0 ** -20, "the high word only (20 mantissa bits)", PTX_ISA), NV_CANONICAL_NAN,
                     ty="double"),
    # AMD gfx90a: the raw instructions ignore subnormals (LLVM's lowering scales around them
    # unless afn or a flushing denormal mode lets it skip that).
    InstructionModel("amdgpu.v_exp_f32", "amdgpu", "v_exp_f32", "exp2", True,
                     Bound("ulp", 1.0, "full range", f"{AMD_ISA}; {LLVM_AMDGPU}"), AMD_QUIET_NAN),
    InstructionModel("amdgpu.v_log_f32", "amdgpu", "v_log_f32", "log2", True,
                     Bound("ulp", 1.0, "full range", f"{AMD_ISA}; {LLVM_AMDGPU}"), AMD_QUIET_NAN),
    InstructionModel("amdgpu.v_rcp_f32", "amdgpu", "v_rcp_f32", "rcp", True,
                     Bound("ulp", 1.0, "full range", AMD_ISA), AMD_QUIET_NAN),
    InstructionModel("amdgpu.v_rsq_f32", "amdgpu", "v_rsq_f32", "rsqrt", True,
                     Bound("ulp", 1.0, "full range", AMD_ISA), AMD_QUIET_NAN),
    InstructionModel("amdgpu.v_sqrt_f32", "amdgpu", "v_sqrt_f32", "sqrt", True,
                     Bound("ulp", 1.0, "full range", f"{AMD_ISA}; LLVM SIISelLowering::lowerFSQRTF32: "
                           "'Instruction is 1ulp but ignores denormals'"), AMD_QUIET_NAN),
    InstructionModel("amdgpu.v_sin_f32", "amdgpu", "v_sin_f32", "sinrev", True,
                     Bound("abs", 2.0 ** -20.9, "input in revolutions", ASSUMED), AMD_QUIET_NAN),
    InstructionModel("amdgpu.v_cos_f32", "amdgpu", "v_cos_f32", "cosrev", True,
                     Bound("abs", 2.0 ** -20.9, "input in revolutions", ASSUMED), AMD_QUIET_NAN),
]
MODELS: Mapping[str, InstructionModel] = {m.key: m for m in _MODELS}

# ---------------------------------------------------------------------------------------------
# numpy: exact values, bounds, the perturbation


@functools.cache
def _libm() -> ctypes.CDLL:
    """The C library's libm: the functions the host JIT calls for llvm.exp2.f64 & co."""
    lib = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
    for name in ("exp2", "log2", "sin", "cos", "tanh"):
        f = getattr(lib, name)
        f.restype, f.argtypes = ctypes.c_double, [ctypes.c_double]
    return lib


def _libm_map(name: str, x: np.ndarray) -> np.ndarray:
    f = getattr(_libm(), name)
    return np.frompyfunc(f, 1, 1)(x).astype(np.float64) if x.size else x.astype(np.float64)


_TWO_PI = 2.0 * math.pi
_INV_PI = 1.0 / math.pi


def _exact(function: str, x: np.ndarray) -> np.ndarray:
    """The exact value in binary64 (CR for rcp/sqrt, the host libm otherwise), as the IR computes it."""
    with np.errstate(all="ignore"):
        if function == "rcp":
            return np.float64(1.0) / x
        if function == "sqrt":
            return np.sqrt(x)
        if function == "rsqrt":
            return np.float64(1.0) / np.sqrt(x)
        if function in ("sinrev", "cosrev"):
            return _libm_map(function[:3], x * _TWO_PI)
        return _libm_map(function, x)


def _bits32(x: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)


def _from_bits32(b: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(b, dtype=np.uint32).view(np.float32)


def _flush(x: np.ndarray) -> np.ndarray:
    """Subnormal f32 values to sign-preserving zero."""
    b = _bits32(x)
    return _from_bits32(np.where((b & 0x7F800000) == 0, b & 0x80000000, b))


def fma32(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """The correctly rounded f32 fused multiply-add (numpy has none).

    The f32 product is exact in binary64; the sum is rounded to binary64 *to odd* (the
    exact error of the addition decides the last bit), and that rounds to f32 correctly
    because binary64 carries more than 24 + 2 bits.
    """
    with np.errstate(all="ignore"):
        a, b, c = (np.asarray(v, dtype=np.float32).astype(np.float64) for v in (a, b, c))
        p = a * b
        s = p + c
        bp = s - p
        err = (p - (s - bp)) + (c - bp)  # Knuth's two-sum: s + err == p + c exactly (finite s)
        even = (s.view(np.uint64) & 1) == 0
        bump = np.isfinite(s) & (err != 0) & even
        s = np.where(bump, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
        return s.astype(np.float32)


def _hash_up(bits: np.ndarray) -> np.ndarray:
    """The fixed direction of the perturbation: top bit of a multiplicative hash of the input's bits."""
    return ((bits.astype(np.uint64) * 0x9E3779B1) & 0xFFFFFFFF) >> 31 == 1


def _ulp32(e: np.ndarray) -> np.ndarray:
    """The spacing of f32 values in the binade of ``e`` (2^(floor(log2|e|) - 23), at least 2^-149)."""
    biased = ((e.view(np.uint64) >> 52) & 0x7FF).astype(np.int64)
    k = np.maximum(biased - 1023, -126)
    return ((k - 23 + 1023).astype(np.uint64) << 52).view(np.float64)


def _bound_abs(m: InstructionModel, e: np.ndarray, xd: np.ndarray) -> np.ndarray:
    """The absolute bound at ``e``: the documented one, but never below half an ulp of the result (its
    rounding): a relative bound on a subnormal result is finer than the format (the H200's ex2.approx
    rounds 2^-149.99 to 2^-149)."""
    return np.maximum(_documented_bound_abs(m, e, xd), _ulp32(e) * 0.5)


def _documented_bound_abs(m: InstructionModel, e: np.ndarray, xd: np.ndarray) -> np.ndarray:
    with np.errstate(all="ignore"):
        if m.bound.kind == "ulp":
            return _ulp32(e) * m.bound.value
        if m.bound.kind == "rel":
            return np.abs(e) * m.bound.value
        if m.grows_outside_pi:
            return np.maximum(np.abs(xd) * _INV_PI, 1.0) * m.bound.value
        if m.bound.plus_rel:
            return np.abs(e) * m.bound.plus_rel + m.bound.value
        return np.full_like(e, m.bound.value)


def perturb(e: np.ndarray, b: np.ndarray, up: np.ndarray) -> np.ndarray:
    """The f32 nearest to ``e ± b`` (``+`` where ``up``) that lies within ``b`` of ``e``.

    ``e`` itself (rounded) where it is an f32 or ±Inf, or rounds to ±Inf or ±0.  NaN stays NaN.
    """
    with np.errstate(all="ignore"):
        c0 = e.astype(np.float32)
        keep = (c0.astype(np.float64) == e) | np.isinf(c0) | (c0 == 0)  # exact, overflow, underflow
        t = np.where(up, e + b, e - b)
        c = t.astype(np.float32)
        cd = c.astype(np.float64)
        over = np.abs(cd - e) > b
        toward = np.where(cd > e, np.float32(-np.inf), np.float32(np.inf))
        c = np.where(over, np.nextafter(c, toward), c)
        return np.where(keep, c0, c).astype(np.float32)


def evaluate_instruction(m: InstructionModel, x: np.ndarray) -> np.ndarray:
    """Instruction model ``m`` on inputs ``x`` (f32, or f64 for ``m.ty == "double"``; any shape).

    From its measured table where one is installed (the rule's IR, run on this CPU), else the
    error-bound model in numpy.
    """
    if m.ty == "double":
        return _evaluate_wide(m, np.asarray(x, dtype=np.float64))
    x = np.asarray(x, dtype=np.float32)
    t = m.table
    if t is not None:
        return mufu.evaluate(t, _bits32(x).reshape(-1)).view(np.float32).reshape(x.shape)
    return _evaluate_bound(m, x)


def _evaluate_wide(m: InstructionModel, x: np.ndarray) -> np.ndarray:
    """rcp/rsqrt.approx.ftz.f64: a function of x's high word; the result's low word is 0."""
    hi = (np.ascontiguousarray(x).view(np.uint64) >> np.uint64(32)).astype(np.uint32).reshape(-1)
    t = m.table
    if t is not None:
        rhi = mufu.evaluate(t, hi)
    else:  # the correctly rounded reciprocal of the high word's value, its low word dropped
        xh = (hi.astype(np.uint64) << np.uint64(32)).view(np.float64)
        tiny = ((hi >> 20) & 0x7FF) == 0
        with np.errstate(all="ignore"):
            q = np.float64(1.0) / (np.sqrt(xh) if m.function == "rsq64h" else xh)
            r = np.where(tiny, np.copysign(np.inf, xh), q)
        rhi = (r.view(np.uint64) >> np.uint64(32)).astype(np.uint32)
        rhi = np.where(np.isnan(r), np.uint32(m.nan_bits), rhi)
    return (rhi.astype(np.uint64) << np.uint64(32)).view(np.float64).reshape(np.shape(x))


def _evaluate_bound(m: InstructionModel, x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    bits = _bits32(x)
    xin = _flush(x) if m.ftz else x
    with np.errstate(invalid="ignore"):  # signalling NaN inputs
        xd = xin.astype(np.float64)
    e = _exact(m.function, xd)
    r = perturb(e, _bound_abs(m, e, xd), _hash_up(bits))
    if m.ftz:
        r = _flush(r)
    return np.where(np.isnan(e), _from_bits32(np.full(x.shape, m.nan_bits, dtype=np.uint32)), r).astype(np.float32)


# ---------------------------------------------------------------------------------------------
# Composite models: one description, two back ends (numpy arrays and IR text)


_PREDICATES = ("olt", "ogt", "oge", "ult", "ugt", "uge")  # fcmp predicates composites use (u: true on NaN)


class _NumpyOps:
    """Composite operations on f32 arrays; ``ftz`` flushes the operands and result of fmul/fadd/fma/ldexp."""

    def __init__(self, ftz: bool) -> None:
        self.ftz = ftz

    def _f(self, x: np.ndarray) -> np.ndarray:
        return _flush(x) if self.ftz else x

    def const(self, bits: int) -> np.ndarray:
        return _from_bits32(np.array(bits, dtype=np.uint32))

    def mul(self, a, b):
        with np.errstate(all="ignore"):
            return self._f(np.asarray(np.float32(self._f(a)) * np.float32(self._f(b))))

    def add(self, a, b):
        with np.errstate(all="ignore"):
            return self._f(np.asarray(np.float32(self._f(a)) + np.float32(self._f(b))))

    def fma(self, a, b, c):
        with np.errstate(all="ignore"):
            return self._f(fma32(self._f(a), self._f(b), self._f(c)))

    def neg(self, a):
        return np.negative(np.asarray(a, dtype=np.float32))

    def cmp(self, pred: str, a, bits: int, absolute: bool = False):
        """``fcmp pred (|a| if absolute else a), const(bits)``."""
        x = np.asarray(a, dtype=np.float32)
        x = np.abs(x) if absolute else x
        c = self.const(bits)
        with np.errstate(invalid="ignore"):
            ordered = {"olt": x < c, "ogt": x > c, "oge": x >= c}
            if pred in ordered:
                return ordered[pred]
            return ~{"ult": x >= c, "ugt": x <= c, "uge": x < c}[pred]

    def is_subnormal(self, a):
        b = _bits32(a)
        return ((b & 0x7F800000) == 0) & ((b & 0x7FFFFF) != 0)

    def select(self, m, a, b):
        return np.where(m, a, b).astype(np.float32)

    def rndne(self, a):
        return np.rint(np.asarray(a, dtype=np.float32)).astype(np.float32)

    def ldexp(self, a, n):
        """``a * 2^n``, ``n`` an f32 holding an integer (v_cvt_i32_f32 then v_ldexp_f32): one rounding."""
        nn = np.asarray(n, dtype=np.float32)
        k = np.clip(np.where(np.isfinite(nn), nn, 0), -1000, 1000).astype(np.int64)  # fptosi.sat: beyond, the same
        with np.errstate(all="ignore"):
            return self._f(np.ldexp(np.asarray(self._f(a), dtype=np.float32).astype(np.float64), k).astype(np.float32))

    def inst(self, key: str, a):
        return evaluate_instruction(MODELS[key], np.asarray(a, dtype=np.float32))


class _IrOps(LineEmitter):
    """The same operations, appended as IR lines to ``self.lines``; values are IR operand strings."""

    def __init__(self, ftz: bool) -> None:
        super().__init__()
        self.ftz = ftz
        self.calls: set[str] = set()

    def _f(self, v: str) -> str:
        if not self.ftz:
            return v
        self.calls.add("flush")
        return self.emit(f"call float @fpsem.approx.flush(float {v})")

    def const(self, bits: int) -> str:
        return _f32_const(bits)

    def mul(self, a, b):
        return self._f(self.emit(f"fmul float {self._f(a)}, {self._f(b)}"))

    def add(self, a, b):
        return self._f(self.emit(f"fadd float {self._f(a)}, {self._f(b)}"))

    def fma(self, a, b, c):
        a, b, c = self._f(a), self._f(b), self._f(c)
        self.calls.add("decl:llvm.fma.f32")
        return self._f(self.emit(f"call float @llvm.fma.f32(float {a}, float {b}, float {c})"))

    def neg(self, a):
        return self.emit(f"fneg float {a}")

    def cmp(self, pred: str, a, bits: int, absolute: bool = False):
        if absolute:
            self.calls.add("decl:llvm.fabs.f32")
            a = self.emit(f"call float @llvm.fabs.f32(float {a})")
        return self.emit(f"fcmp {pred} float {a}, {_f32_const(bits)}")

    def is_subnormal(self, a):
        b = self.emit(f"bitcast float {a} to i32")
        mag = self.emit(f"and i32 {b}, 2147483647")
        lo = self.emit(f"icmp ult i32 {mag}, 8388608")
        nz = self.emit(f"icmp ne i32 {mag}, 0")
        return self.emit(f"and i1 {lo}, {nz}")

    def select(self, m, a, b):
        return self.emit(f"select i1 {m}, float {a}, float {b}")

    def rndne(self, a):
        self.calls.add("decl:llvm.roundeven.f32")
        return self.emit(f"call float @llvm.roundeven.f32(float {a})")

    def ldexp(self, a, n):
        self.calls.add("decl:llvm.ldexp.f32.i32")
        k = self.emit(f"call i32 @llvm.fptosi.sat.i32.f32(float {n})")
        self.calls.add("decl:llvm.fptosi.sat.i32.f32")
        return self._f(self.emit(f"call float @llvm.ldexp.f32.i32(float {self._f(a)}, i32 {k})"))

    def inst(self, key: str, a):
        self.calls.add(key)
        return self.emit(f"call float @{MODELS[key].symbol}(float {a})")


def _f32_const(bits: int) -> str:
    """An f32 constant as LLVM prints it (the binary64 hex of the same value)."""
    (v,) = struct.unpack("<f", struct.pack("<I", bits))
    return f"0x{struct.unpack('<Q', struct.pack('<d', v))[0]:016X}"


@dataclass(frozen=True)
class CompositeModel:
    """A sequence of IEEE operations and instruction models: what the back end or library emits."""

    key: str  # e.g. "nvptx.ex2.approx.f32"
    vendor: str
    arity: int
    ftz: bool
    body: Callable[..., object]  # body(ops, *args) -> value
    description: str
    instructions: tuple[str, ...]  # the instruction-model keys it calls
    asm: tuple[str, ...] = ()  # mnemonics it shows in the assembly, when not its instructions' own
    fidelity: str = "composite"

    @property
    def symbol(self) -> str:
        return f"fpsem.approx.{self.key}"

    def describe(self) -> str:
        return f"{self.key}: {self.description} (instructions: {', '.join(self.instructions)})"


def _nvk(base: str, ftz: bool) -> str:
    return f"nvptx.{base}.ftz.f32" if ftz else f"nvptx.{base}.f32"


# div.approx.f32's product fused by ptxas into the add it feeds: the contraction writes
# ``call float @fpsem.nvptx.div.approx.fma(float a, float b, float c)`` (a / b + c), modelled here.
FUSED_DIV_APPROX = "nvptx.div.approx.fma"
FUSED_DIV_CALL = "fpsem." + FUSED_DIV_APPROX


def _nv_composites(ftz: bool) -> list[CompositeModel]:
    """The sm_90 SASS (= sm_86's) of the PTX forms that wrap a MUFU operation (read with cuobjdump)."""
    rcpf = "nvptx.rcp.approx.ftz.f32"
    flt_min, two24, two126 = 0x00800000, 0x4B800000, 0x7E800000
    fused = ("the product fused by ptxas with the add/sub it feeds (fpsem.runners.ptxas_fusion), "
             "c the addend: ")
    if ftz:  # div.approx.ftz.f32: MUFU.RCP(b), then FMUL.FTZ
        return [CompositeModel("nvptx.div.approx.ftz.f32", "nvptx", 2, True, lambda o, a, b: o.mul(a, o.inst(rcpf, b)),
                               "div.approx.ftz.f32: FMUL.FTZ(a, MUFU.RCP(b))", (rcpf,), ("div.approx.ftz",)),
                CompositeModel(FUSED_DIV_APPROX + ".ftz.f32", "nvptx", 3, True,
                               lambda o, a, b, c: o.fma(a, o.inst(rcpf, b), c),
                               f"div.approx.ftz.f32 + c, {fused}FFMA.FTZ(a, MUFU.RCP(b), c)", (rcpf,),
                               ("div.approx.ftz",))]

    def small_scaled(core: str, post):
        # FSETP.GEU P0, |x|, FLT_MIN; @!P0 FMUL x, x, 2^24; MUFU; @!P0 <post>
        def body(o, x):
            tiny = o.cmp("olt", x, flt_min, absolute=True)
            r = o.inst(core, o.select(tiny, o.mul(x, two24), x))
            return o.select(tiny, post(o, r), r)
        return body

    def ex2(o, x):  # FSETP.GEU P0, x, -126; @!P0 FMUL x, x, 0.5; MUFU.EX2; @!P0 FMUL r, r, r
        small = o.cmp("olt", x, 0xC2FC0000)
        r = o.inst("nvptx.ex2.approx.ftz.f32", o.select(small, o.mul(x, 0x3F000000), x))
        return o.select(small, o.mul(r, r), r)

    def rcp(o, x):  # s = |x| < FLT_MIN ? 2^24 : 1, = 0.25 when |x| > 2^126; s * MUFU.RCP(x * s)
        sc0 = o.select(o.cmp("olt", x, flt_min, absolute=True), o.const(two24), o.const(0x3F800000))
        sc = o.select(o.cmp("ogt", x, two126, absolute=True), o.const(0x3E800000), sc0)
        return o.mul(sc, o.inst(rcpf, o.mul(x, sc)))

    def div_operands(o, a, b):  # |b| < FLT_MIN: a and b times 2^24 first
        tiny = o.cmp("olt", b, flt_min, absolute=True)
        return o.select(tiny, o.mul(a, two24), a), o.select(tiny, o.mul(b, two24), b)

    def div(o, a, b):  # MUFU.RCP(b) * a, the operands scaled
        a1, b1 = div_operands(o, a, b)
        return o.mul(o.inst(rcpf, b1), a1)

    def div_fma(o, a, b, c):  # ptxas fused div.approx's FMUL with an FADD: FFMA(MUFU.RCP(b), a, c)
        a1, b1 = div_operands(o, a, b)
        return o.fma(o.inst(rcpf, b1), a1, c)

    sass = "sm_90 SASS of the PTX instruction"

    def mufu(op: str, body: Callable[..., object], what: str) -> CompositeModel:
        # <op>.approx.f32 around the MUFU operation that <op>.approx.ftz.f32 is
        return CompositeModel(f"nvptx.{op}.approx.f32", "nvptx", 1, False, body, f"{op}.approx.f32: {what}",
                              (f"nvptx.{op}.approx.ftz.f32",), (f"{op}.approx",))

    def scaled(op: str, post: Callable[..., object], what: str) -> CompositeModel:
        return mufu(op, small_scaled(f"nvptx.{op}.approx.ftz.f32", post), f"{what} ({sass})")

    def bare(op: str, what: str) -> CompositeModel:
        return mufu(op, lambda o, x: o.inst(f"nvptx.{op}.approx.ftz.f32", x), what)

    return [
        mufu("ex2", ex2, f"MUFU.EX2, x halved and the result squared below -126 ({sass})"),
        scaled("lg2", lambda o, r: o.add(r, 0xC1C00000), "MUFU.LG2, |x| < 2^-126 scaled by 2^24 and 24 subtracted"),
        scaled("sqrt", lambda o, r: o.mul(r, 0x39800000),
               "MUFU.SQRT, |x| < 2^-126 scaled by 2^24 and the result by 2^-12"),
        scaled("rsqrt", lambda o, r: o.mul(r, 0x45800000),
               "MUFU.RSQ, |x| < 2^-126 scaled by 2^24 and the result by 2^12"),
        mufu("rcp", rcp, f"s * MUFU.RCP(x * s), s = 2^24 for |x| < 2^-126, 1/4 above 2^126 ({sass})"),
        bare("sin", "the same SASS as sin.approx.ftz.f32 (FMUL.RZ by 1/(2 pi), MUFU.SIN)"),
        bare("cos", "the same SASS as cos.approx.ftz.f32 (FMUL.RZ by 1/(2 pi), MUFU.COS)"),
        CompositeModel("nvptx.div.approx.f32", "nvptx", 2, False, div,
                       f"div.approx.f32: MUFU.RCP(b) * a, a and b scaled by 2^24 when |b| < 2^-126 ({sass})",
                       (rcpf,), ("div.approx",)),
        CompositeModel(FUSED_DIV_APPROX + ".f32", "nvptx", 3, False, div_fma,
                       f"div.approx.f32 + c, {fused}FFMA(MUFU.RCP(b), a, c), a and b scaled as div.approx's ({sass})",
                       (rcpf,), ("div.approx",)),
    ]


def _amd_composites(ftz: bool) -> list[CompositeModel]:
    """LLVM 22's gfx90a sequences around the raw instructions (read from its assembly; see tests/test_approx.py)."""
    sfx = ".ftz" if ftz else ""
    vexp, vlog = "amdgpu.v_exp_f32", "amdgpu.v_log_f32"
    vrcp, vsqrt = "amdgpu.v_rcp_f32", "amdgpu.v_sqrt_f32"
    inf = 0x7F800000

    def exp_afn(o, x):
        if ftz:
            return o.inst(vexp, o.mul(x, 0x3FB8AA3B))
        small = o.cmp("olt", x, 0xC2AEAC50)  # x < -87.33655: scale by e^64 around the instruction
        x1 = o.select(small, o.add(x, 0x42800000), x)
        r = o.inst(vexp, o.mul(x1, 0x3FB8AA3B))
        return o.select(small, o.mul(r, 0x114B4EA4), r)

    def exp10_afn(o, x):  # 10^x = v_exp(x * 3.3219e0 (hi)) * v_exp(x * lo); scaled by 1e-32 below -37.93
        def core(v):
            return o.mul(o.inst(vexp, o.mul(v, 0x40549000)), o.inst(vexp, o.mul(v, 0x3A2784BC)))
        if ftz:
            return core(x)
        small = o.cmp("olt", x, 0xC217B818)
        r = core(o.select(small, o.add(x, 0x42000000), x))
        return o.select(small, o.mul(r, 0x0A4FB11F), r)

    def log_afn(scale: int, corr: int):
        def body(o, x):
            if ftz:
                return o.mul(o.inst(vlog, x), scale)
            tiny = o.cmp("olt", x, 0x00800000)  # subnormal inputs are scaled by 2^32
            x1 = o.select(tiny, o.mul(x, 0x4F800000), x)
            return o.fma(o.inst(vlog, x1), scale, o.select(tiny, corr, 0))
        return body

    def exp_accurate(hi: int, lo: int, under: int, over: int):
        """exp/exp10 without afn: x * c split in two (hi product, fma error, x * lo), the integer part rounded
        to even and put back with v_ldexp; 0 below ``under``, Inf above ``over``."""
        def body(o, x):
            ph = o.mul(x, hi)
            n = o.rndne(ph)
            if ftz:  # v_fma, v_fmac, then v_mad_f32 (unfused) for x * hi - n
                err = o.fma(x, lo, o.fma(x, hi, o.neg(ph)))
                red = o.add(o.add(o.mul(x, hi), o.neg(n)), err)
            else:
                red = o.add(o.add(ph, o.neg(n)), o.fma(x, lo, o.fma(x, hi, o.neg(ph))))
            r = o.ldexp(o.inst(vexp, red), n)
            r = o.select(o.cmp("olt", x, under), o.const(0), r)
            return o.select(o.cmp("ogt", x, over), o.const(inf), r)
        return body

    def log_accurate(hi: int, lo: int, corr: int):
        """log/log10 without afn: v_log (subnormals scaled by 2^32 unless flushing) times c in two parts."""
        def body(o, x):
            tiny = o.cmp("olt", x, 0x00800000)
            y = o.inst(vlog, x if ftz else o.ldexp(x, o.select(tiny, o.const(0x42000000), o.const(0))))
            if ftz:  # v_mul, v_fma, v_fmac, then v_mac_f32 (unfused) adds y * hi
                r = o.add(o.mul(y, hi), o.fma(y, lo, o.fma(y, hi, o.neg(o.mul(y, hi)))))
            else:
                ph = o.mul(y, hi)
                r = o.add(ph, o.fma(y, lo, o.fma(y, hi, o.neg(ph))))
            r = o.select(o.cmp("olt", y, inf, absolute=True), r, y)
            return r if ftz else o.add(r, o.neg(o.select(tiny, o.const(corr), o.const(0))))
        return body

    def exp2(o, x):  # below -126: x + 64, then v_ldexp by -64
        if ftz:
            return o.inst(vexp, x)
        small = o.cmp("olt", x, 0xC2FC0000)
        r = o.inst(vexp, o.select(small, o.add(x, 0x42800000), x))
        return o.ldexp(r, o.select(small, o.const(0xC2800000), o.const(0)))

    def log2(o, x):  # subnormal x: v_ldexp by 32, then 32 subtracted
        if ftz:
            return o.inst(vlog, x)
        tiny = o.cmp("olt", x, 0x00800000)
        y = o.inst(vlog, o.ldexp(x, o.select(tiny, o.const(0x42000000), o.const(0))))
        return o.add(y, o.neg(o.select(tiny, o.const(0x42000000), o.const(0))))

    return [
        CompositeModel(f"amdgpu.fdiv.afn{sfx}", "amdgpu", 2, ftz, lambda o, a, b: o.mul(a, o.inst(vrcp, b)),
                       "fdiv afn: a * v_rcp_f32(b)", (vrcp,)),
        CompositeModel(f"amdgpu.rcp.afn{sfx}", "amdgpu", 1, ftz, lambda o, x: o.inst(vrcp, x),
                       "1/x afn: v_rcp_f32(x)", (vrcp,)),
        CompositeModel(f"amdgpu.negrcp.afn{sfx}", "amdgpu", 1, ftz, lambda o, x: o.inst(vrcp, o.neg(x)),
                       "-1/x afn: v_rcp_f32(-x)", (vrcp,)),
        CompositeModel(f"amdgpu.sqrt.afn{sfx}", "amdgpu", 1, ftz, lambda o, x: o.inst(vsqrt, x),
                       "sqrt afn: v_sqrt_f32(x)", (vsqrt,)),
        CompositeModel(f"amdgpu.exp.afn{sfx}", "amdgpu", 1, ftz, exp_afn,
                       "exp afn: v_exp_f32(x * log2(e)), scaled by e^64 below -87.34 unless flushing", (vexp,)),
        CompositeModel(f"amdgpu.exp10.afn{sfx}", "amdgpu", 1, ftz, exp10_afn,
                       "exp10 afn: v_exp_f32(x * hi) * v_exp_f32(x * lo), scaled by 1e-32 below -37.93 unless "
                       "flushing", (vexp,)),
        CompositeModel(f"amdgpu.log.afn{sfx}", "amdgpu", 1, ftz, log_afn(0x3F317218, 0xC1B17218),
                       "log afn: fma(v_log_f32(x), ln 2, c), subnormals scaled by 2^32 unless flushing", (vlog,)),
        CompositeModel(f"amdgpu.log10.afn{sfx}", "amdgpu", 1, ftz, log_afn(0x3E9A209B, 0xC11A209B),
                       "log10 afn: fma(v_log_f32(x), log10 2, c), subnormals scaled by 2^32 unless flushing", (vlog,)),
        CompositeModel(f"amdgpu.exp{sfx}", "amdgpu", 1, ftz, exp_accurate(0x3FB8AA3B, 0x32A5705F, 0xC2CE8ED0, 0x42B17218),
                       "exp: x log2(e) in two parts, v_exp_f32 of the reduced argument, v_ldexp by the rounded "
                       "integer part; 0 below -103.28, Inf above 88.72", (vexp,)),
        CompositeModel(f"amdgpu.exp10{sfx}", "amdgpu", 1, ftz,
                       exp_accurate(0x40549A78, 0x33979A37, 0xC23369F4, 0x421A209B),
                       "exp10: x log2(10) in two parts, v_exp_f32 of the reduced argument, v_ldexp by the rounded "
                       "integer part; 0 below -44.85, Inf above 38.53", (vexp,)),
        CompositeModel(f"amdgpu.log{sfx}", "amdgpu", 1, ftz, log_accurate(0x3F317217, 0x3377D1CF, 0x41B17218),
                       "log: v_log_f32 times ln 2 in two parts (subnormals scaled by 2^32 unless flushing)", (vlog,)),
        CompositeModel(f"amdgpu.log10{sfx}", "amdgpu", 1, ftz, log_accurate(0x3E9A209A, 0x3284FBCF, 0x411A209B),
                       "log10: v_log_f32 times log10 2 in two parts (subnormals scaled by 2^32 unless flushing)",
                       (vlog,)),
        CompositeModel(f"amdgpu.exp2{sfx}", "amdgpu", 1, ftz, exp2,
                       "exp2: v_exp_f32, below -126 of x + 64 and v_ldexp by -64 unless flushing", (vexp,)),
        CompositeModel(f"amdgpu.log2{sfx}", "amdgpu", 1, ftz, log2,
                       "log2: v_log_f32, subnormals scaled by 2^32 (32 subtracted) unless flushing", (vlog,)),
        CompositeModel(f"amdgpu.sin.afn{sfx}", "amdgpu", 1, ftz,
                       lambda o, x: o.inst("amdgpu.v_sin_f32", o.mul(x, 0x3E22F983)),
                       "sin afn: v_sin_f32(x * 1/(2 pi))", ("amdgpu.v_sin_f32",)),
        CompositeModel(f"amdgpu.cos.afn{sfx}", "amdgpu", 1, ftz,
                       lambda o, x: o.inst("amdgpu.v_cos_f32", o.mul(x, 0x3E22F983)),
                       "cos afn: v_cos_f32(x * 1/(2 pi))", ("amdgpu.v_cos_f32",)),
    ]


class _BitsOps:
    """Wrap a builder so that integer arguments mean f32 bit patterns."""

    def __init__(self, inner) -> None:
        self.inner = inner

    def _v(self, v):
        return self.inner.const(v) if isinstance(v, int) else v

    def const(self, bits: int):
        return self.inner.const(bits)

    def mul(self, a, b):
        return self.inner.mul(self._v(a), self._v(b))

    def add(self, a, b):
        return self.inner.add(self._v(a), self._v(b))

    def fma(self, a, b, c):
        return self.inner.fma(self._v(a), self._v(b), self._v(c))

    def select(self, m, a, b):
        return self.inner.select(m, self._v(a), self._v(b))

    def neg(self, a):
        return self.inner.neg(self._v(a))

    def cmp(self, pred: str, a, bits: int, absolute: bool = False):
        return self.inner.cmp(pred, self._v(a), bits, absolute)

    def is_subnormal(self, a):
        return self.inner.is_subnormal(self._v(a))

    def rndne(self, a):
        return self.inner.rndne(self._v(a))

    def ldexp(self, a, n):
        return self.inner.ldexp(self._v(a), self._v(n))

    def inst(self, key: str, a):
        return self.inner.inst(key, self._v(a))


COMPOSITES: Mapping[str, CompositeModel] = {
    c.key: c for ftz in (False, True) for c in (*_nv_composites(ftz), *_amd_composites(ftz))
}


def evaluate(key: str, *args: np.ndarray) -> np.ndarray:
    """The numpy model ``key`` (an instruction model or a composite) on f32 arrays; f32 results."""
    if key in MODELS:
        (x,) = args
        return evaluate_instruction(MODELS[key], x)
    c = COMPOSITES[key]
    ops = _BitsOps(_NumpyOps(c.ftz))
    arrays = [np.asarray(a, dtype=np.float32) for a in args]
    return np.asarray(c.body(ops, *arrays), dtype=np.float32)


def describe(key: str) -> str:
    """One line: what model ``key`` is, its fidelity and bound or composition."""
    return (MODELS[key] if key in MODELS else COMPOSITES[key]).describe()


# ---------------------------------------------------------------------------------------------
# IR of the models


def _d(v: float) -> str:
    return f"0x{struct.unpack('<Q', struct.pack('<d', v))[0]:016X}"


_IR_EXACT = {
    "exp2": ["%e = call double @llvm.exp2.f64(double %xd)"],
    "log2": ["%e = call double @llvm.log2.f64(double %xd)"],
    "sin": ["%e = call double @llvm.sin.f64(double %xd)"],
    "cos": ["%e = call double @llvm.cos.f64(double %xd)"],
    "tanh": ["%e = call double @tanh(double %xd)"],
    "rcp": ["%e = fdiv double 1.0, %xd"],
    "sqrt": ["%e = call double @llvm.sqrt.f64(double %xd)"],
    "rsqrt": ["%sq = call double @llvm.sqrt.f64(double %xd)", "%e = fdiv double 1.0, %sq"],
    "sinrev": [f"%rad = fmul double %xd, {_d(_TWO_PI)}", "%e = call double @llvm.sin.f64(double %rad)"],
    "cosrev": [f"%rad = fmul double %xd, {_d(_TWO_PI)}", "%e = call double @llvm.cos.f64(double %rad)"],
}
_IR_DECLS = {
    "llvm.exp2.f64": "declare double @llvm.exp2.f64(double)",
    "llvm.log2.f64": "declare double @llvm.log2.f64(double)",
    "llvm.sin.f64": "declare double @llvm.sin.f64(double)",
    "llvm.cos.f64": "declare double @llvm.cos.f64(double)",
    "llvm.sqrt.f64": "declare double @llvm.sqrt.f64(double)",
    "llvm.fabs.f64": "declare double @llvm.fabs.f64(double)",
    "llvm.maxnum.f64": "declare double @llvm.maxnum.f64(double, double)",
    "tanh": "declare double @tanh(double)",
}

# Shared helpers: flushing, the hash direction, the binade's ulp, the perturbation.
_HELPERS = flush_ir("fpsem.approx.flush") + """

define internal double @fpsem.approx.ulp32(double %e) {
  %b = bitcast double %e to i64
  %sh = lshr i64 %b, 52
  %biased = and i64 %sh, 2047
  %k0 = sub i64 %biased, 1023
  %small = icmp slt i64 %k0, -126
  %k = select i1 %small, i64 -126, i64 %k0
  %eb = add i64 %k, 1000
  %ub = shl i64 %eb, 52
  %u = bitcast i64 %ub to double
  ret double %u
}

define internal float @fpsem.approx.perturb(double %e, double %b, i32 %bits) {
  %c0 = fptrunc double %e to float
  %c0d = fpext float %c0 to double
  %same = fcmp oeq double %c0d, %e
  %c0a = call float @llvm.fabs.f32(float %c0)
  %inf = fcmp oeq float %c0a, 0x7FF0000000000000
  %zero0 = fcmp oeq float %c0a, 0.0
  %keep1 = or i1 %same, %inf
  %keep = or i1 %keep1, %zero0
  %h64 = zext i32 %bits to i64
  %hm = mul i64 %h64, 2654435761
  %hl = and i64 %hm, 4294967295
  %top = lshr i64 %hl, 31
  %up = icmp eq i64 %top, 1
  %tp = fadd double %e, %b
  %tm = fsub double %e, %b
  %t = select i1 %up, double %tp, double %tm
  %c = fptrunc double %t to float
  %cd = fpext float %c to double
  %dd = fsub double %cd, %e
  %ad = call double @llvm.fabs.f64(double %dd)
  %over = fcmp ogt double %ad, %b
  %down = fcmp ogt double %cd, %e
  %cb = bitcast float %c to i32
  %neg = icmp slt i32 %cb, 0
  %mag = and i32 %cb, 2147483647
  %zero = icmp eq i32 %mag, 0
  %away = xor i1 %down, %neg
  %inc = add i32 %cb, 1
  %dec = sub i32 %cb, 1
  %nz = select i1 %away, i32 %dec, i32 %inc
  %zb = select i1 %down, i32 -2147483647, i32 1
  %nb = select i1 %zero, i32 %zb, i32 %nz
  %n = bitcast i32 %nb to float
  %c1 = select i1 %over, float %n, float %c
  %r = select i1 %keep, float %c0, float %c1
  ret float %r
}
"""
_HELPER_DECLS = ("llvm.fabs.f32", "llvm.fabs.f64")


def _instruction_ir(m: InstructionModel) -> tuple[str, set[str]]:
    """``define internal <ty> @fpsem.approx.<key>(<ty>)`` and what it needs (declarations, ``table:<symbol>``)."""
    t = m.table
    if m.ty == "double":
        return _wide_ir(m, t)
    if t is None:
        return _bound_ir(m, m.symbol)
    text = "\n".join([f"define internal float @{m.symbol}(float %x) {{", "  %b = bitcast float %x to i32",
                      f"  %r = call i32 @{m.symbol}.predict(i32 %b)", "  %f = bitcast i32 %r to float",
                      "  ret float %f", "}", mufu.predict_ir(mufu.RULES[t.rule], t.symbol, f"{m.symbol}.predict", t.nan)])
    return text, {"llvm.fabs.f64", f"table:{t.op}"}


def _wide_ir(m: InstructionModel, t: mufu.MufuTable | None) -> tuple[str, set[str]]:
    head = [f"define internal double @{m.symbol}(double %x) {{", "  %b = bitcast double %x to i64",
            "  %hs = lshr i64 %b, 32", "  %hi = trunc i64 %hs to i32"]
    tail = ["  %rz = zext i32 %rhi to i64", "  %rs = shl i64 %rz, 32", "  %f = bitcast i64 %rs to double",
            "  ret double %f", "}"]
    if t is not None:
        return "\n".join(head + [f"  %rhi = call i32 @{m.symbol}.predict(i32 %hi)"] + tail + [
            mufu.predict_ir(mufu.RULES[t.rule], t.symbol, f"{m.symbol}.predict", t.nan)]), {f"table:{t.op}"}
    return "\n".join(head + [  # the correctly rounded reciprocal of the high word's value, its low word dropped
        "  %xh = shl i64 %hs, 32", "  %xv = bitcast i64 %xh to double", "  %ef = lshr i32 %hi, 20",
        "  %efm = and i32 %ef, 2047", "  %tiny = icmp eq i32 %efm, 0",
        *(["  %sq = call double @llvm.sqrt.f64(double %xv)", "  %q = fdiv double 1.0, %sq"] if m.function == "rsq64h"
          else ["  %q = fdiv double 1.0, %xv"]),
        "  %inf = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %xv)",
        "  %r = select i1 %tiny, double %inf, double %q", "  %rb = bitcast double %r to i64",
        "  %rh = lshr i64 %rb, 32", "  %rhi0 = trunc i64 %rh to i32", "  %nan = fcmp uno double %r, 0.0",
        f"  %rhi = select i1 %nan, i32 {m.nan_bits}, i32 %rhi0"] + tail), {"llvm.copysign.f64", "llvm.sqrt.f64"}


def _bound_ir(m: InstructionModel, symbol: str) -> tuple[str, set[str]]:
    """The error-bound model of ``m`` as ``define internal float @<symbol>(float)``, and its declarations."""
    lines = [f"define internal float @{symbol}(float %x) {{", "  %bits = bitcast float %x to i32"]
    xin = "%x"
    if m.ftz:
        lines.append("  %xf = call float @fpsem.approx.flush(float %x)")
        xin = "%xf"
    lines.append(f"  %xd = fpext float {xin} to double")
    lines += ["  " + s for s in _IR_EXACT[m.function]]
    needs = {n for n in _IR_DECLS if re.search(rf"@{re.escape(n)}\(", "\n".join(_IR_EXACT[m.function]))}
    if m.bound.kind == "ulp":
        lines += ["  %u = call double @fpsem.approx.ulp32(double %e)", f"  %b = fmul double %u, {_d(m.bound.value)}"]
    elif m.bound.kind == "rel":
        lines += ["  %ae = call double @llvm.fabs.f64(double %e)", f"  %b = fmul double %ae, {_d(m.bound.value)}"]
    elif m.grows_outside_pi:
        lines += ["  %ax = call double @llvm.fabs.f64(double %xd)", f"  %q = fmul double %ax, {_d(_INV_PI)}",
                  "  %g = call double @llvm.maxnum.f64(double %q, double 1.0)",
                  f"  %b = fmul double %g, {_d(m.bound.value)}"]
        needs.add("llvm.maxnum.f64")
    elif m.bound.plus_rel:
        lines += ["  %ae = call double @llvm.fabs.f64(double %e)", f"  %h = fmul double %ae, {_d(m.bound.plus_rel)}",
                  f"  %b = fadd double %h, {_d(m.bound.value)}"]
    else:
        lines.append(f"  %b = fadd double 0.0, {_d(m.bound.value)}")
    lines += ["  %uh = call double @fpsem.approx.ulp32(double %e)", "  %half = fmul double %uh, 0.5",
              "  %bmax = call double @llvm.maxnum.f64(double %b, double %half)",
              "  %p = call float @fpsem.approx.perturb(double %e, double %bmax, i32 %bits)"]
    needs.add("llvm.maxnum.f64")
    r = "%p"
    if m.ftz:
        lines.append("  %pf = call float @fpsem.approx.flush(float %p)")
        r = "%pf"
    lines += ["  %isnan = fcmp uno double %e, 0.0", f"  %nan = bitcast i32 {m.nan_bits} to float",
              f"  %r = select i1 %isnan, float %nan, float {r}", "  ret float %r", "}"]
    return "\n".join(lines), needs


def _composite_ir(c: CompositeModel) -> tuple[str, set[str]]:
    ops = _IrOps(c.ftz)
    names = ["%a", "%b", "%c"][: c.arity]
    out = c.body(_BitsOps(ops), *names)
    params = ", ".join(f"float {n}" for n in names)
    text = "\n".join([f"define internal float @{c.symbol}({params}) {{", *ops.lines, f"  ret float {out}", "}"])
    return text, ops.calls


def model_ir(keys: Sequence[str], existing: str = "") -> str:
    """IR text defining the models ``keys`` (and what they call), for appending to ``existing``.

    Declarations already present in ``existing`` are not repeated.  A table model's words are an
    external global: :func:`fpsem.runners.mufu.register_tables_for` makes them resolvable before a JIT.
    """
    todo = list(keys)
    done: set[str] = set()
    parts: list[str] = []
    decls: set[str] = set(_HELPER_DECLS)
    while todo:
        k = todo.pop()
        if k in done or k == "flush":
            continue
        done.add(k)
        if k in MODELS:
            text, needs = _instruction_ir(MODELS[k])
            decls |= {n for n in needs if not n.startswith("table:")} | {"llvm.fabs.f64"}
            for n in needs:
                if n.startswith("table:"):
                    tab = mufu.installed_tables()[n[6:]]
                    glob = f"@{tab.symbol} = external global [{tab.entries} x i32], align 4"
                    if glob not in parts:
                        parts.append(glob)
        else:
            text, calls = _composite_ir(COMPOSITES[k])
            todo += [c for c in calls if c != "flush" and not c.startswith("decl:")]
            decls |= {c[5:] for c in calls if c.startswith("decl:")}
        parts.append(text)
    have = set(re.findall(r"^(?:declare|define)\b[^@]*@([-\w.$]+)\(", existing, re.M))
    all_decls = {**_IR_DECLS, "llvm.fabs.f32": "declare float @llvm.fabs.f32(float)",
                 "llvm.fma.f32": "declare float @llvm.fma.f32(float, float, float)",
                 "llvm.copysign.f64": "declare double @llvm.copysign.f64(double, double)",
                 "llvm.roundeven.f32": "declare float @llvm.roundeven.f32(float)",
                 "llvm.ldexp.f32.i32": "declare float @llvm.ldexp.f32.i32(float, i32)",
                 "llvm.fptosi.sat.i32.f32": "declare i32 @llvm.fptosi.sat.i32.f32(float)"}
    decl_lines = [all_decls[d] for d in sorted(decls) if d not in have]
    return "\n".join(["; fpsem.runners.approx: models of approximate GPU instructions", _HELPERS.strip(),
                      *sorted(parts), *decl_lines]) + "\n"


# ---------------------------------------------------------------------------------------------
# The transform


@dataclass(frozen=True)
class ApproxResult:
    """The module with approximate operations replaced by model calls.

    ``replaced``: model key -> number of IR operations replaced (a vector operation counts
    once per lane).  ``notes``: what was not modelled, and cross-check findings against the
    assembly.
    """

    text: str
    replaced: Mapping[str, int] = field(default_factory=dict)
    notes: tuple[str, ...] = ()


_CALL = re.compile(r"^(?P<ty><(?P<n>\d+) x float>|float|double) @(?P<callee>(?:llvm|fpsem)\.[\w.]+)\((?P<args>.*)\)(?P<tail>.*)$")
_FDIV = re.compile(r"^(?P<ty><(?P<n>\d+) x float>|float|double) (?P<a>.+?), (?P<b>[^,]+?)(?P<tail>(?:, !.*)?)$")
_ONE = re.compile(r"^(?:1\.000000e\+00|0x3FF0000000000000)$")
_MINUS_ONE = re.compile(r"^(?:-1\.000000e\+00|0xBFF0000000000000)$")
_SPLAT = re.compile(r"^(?:splat \((?:float) (?P<s>[^)]+)\)|<(?P<list>.*)>)$")

# Approximate target intrinsics that vendor library code calls (libdevice, ocml), and their models.
_NVVM = {
    "llvm.nvvm.ex2.approx.f32": "nvptx.ex2.approx.f32", "llvm.nvvm.ex2.approx.ftz.f32": "nvptx.ex2.approx.ftz.f32",
    "llvm.nvvm.lg2.approx.f": "nvptx.lg2.approx.f32", "llvm.nvvm.lg2.approx.ftz.f": "nvptx.lg2.approx.ftz.f32",
    "llvm.nvvm.sin.approx.f": "nvptx.sin.approx.f32", "llvm.nvvm.sin.approx.ftz.f": "nvptx.sin.approx.ftz.f32",
    "llvm.nvvm.cos.approx.f": "nvptx.cos.approx.f32", "llvm.nvvm.cos.approx.ftz.f": "nvptx.cos.approx.ftz.f32",
    "llvm.nvvm.div.approx.f": "nvptx.div.approx.f32", "llvm.nvvm.div.approx.ftz.f": "nvptx.div.approx.ftz.f32",
    "llvm.nvvm.rsqrt.approx.f": "nvptx.rsqrt.approx.f32", "llvm.nvvm.rsqrt.approx.ftz.f": "nvptx.rsqrt.approx.ftz.f32",
    "llvm.nvvm.sqrt.approx.f": "nvptx.sqrt.approx.f32", "llvm.nvvm.sqrt.approx.ftz.f": "nvptx.sqrt.approx.ftz.f32",
    "llvm.nvvm.rcp.approx.ftz.f": "nvptx.rcp.approx.ftz.f32", "llvm.nvvm.rcp.approx.ftz.d": "nvptx.rcp.approx.ftz.f64",
    "llvm.nvvm.rsqrt.approx.ftz.d": "nvptx.rsqrt.approx.ftz.f64",
}
_AMDGCN = {
    "llvm.amdgcn.rcp.f32": "amdgpu.v_rcp_f32", "llvm.amdgcn.rsq.f32": "amdgpu.v_rsq_f32",
    "llvm.amdgcn.sqrt.f32": "amdgpu.v_sqrt_f32", "llvm.amdgcn.exp2.f32": "amdgpu.v_exp_f32",
    "llvm.amdgcn.log.f32": "amdgpu.v_log_f32", "llvm.amdgcn.sin.f32": "amdgpu.v_sin_f32",
    "llvm.amdgcn.cos.f32": "amdgpu.v_cos_f32",
}

# The mnemonic each model puts in the assembly (for the cross-check).
def _mnemonics(key: str) -> tuple[str, ...]:
    if key in MODELS and MODELS[key].ty == "double":
        return ()  # the cross-check reads f32 instructions only
    if key in MODELS:
        return (_RULES[MODELS[key].vendor].mnemonic(MODELS[key].instruction),)
    if COMPOSITES[key].asm:
        return COMPOSITES[key].asm
    out: list[str] = []
    for k in COMPOSITES[key].instructions:
        out += _mnemonics(k)
    return tuple(dict.fromkeys(out))


def _ftz_of_functions(lines: list[str]) -> dict[int, bool]:
    """Line index of each ``define`` -> whether its f32 denormal mode flushes (preserve-sign / positive-zero)."""
    groups = irtext.attribute_group_bodies(lines)
    out: dict[int, bool] = {}
    for i, line in enumerate(lines):
        if not line.startswith("define"):
            continue
        attrs: dict[str, str | None] = {}
        for ref in irtext.attr_refs(line.split(")", 1)[-1] if ")" in line else line):
            body = groups.get(ref)
            if body:
                attrs.update(irtext.string_attributes(body))
        mode = attrs.get("denormal-fp-math-f32") or attrs.get("denormal-fp-math") or "ieee"
        out[i] = mode.split(",")[0] in ("preserve-sign", "positive-zero")
    return out


_SQRT = re.compile(r"^\s+(%[-\w.$]+) = (?:tail )?call (?P<flags>(?:[a-z]+ )*)(?:<\d+ x float>|float) @llvm\.sqrt\.")
_RECIP = re.compile(r"= fdiv (?P<flags>(?:[a-z]+ )*)(?:<\d+ x float>|float) (?:1\.000000e\+00|splat \(float "
                    r"1\.000000e\+00\)), (%[-\w.$]+)(?:,|$)")


# Whether ``fdiv 1.0, sqrt(x)`` with these flags becomes one reciprocal-square-root instruction (both checked
# against LLVM 22's assembly).
def _nv_rsqrt(sqrt_flags: str, fdiv_flags: str) -> bool:
    """NVPTX: an ``afn`` sqrt (whatever the fdiv's flags) -> rsqrt.approx."""
    return "afn" in fm.expand(sqrt_flags.split())


def _amd_rsqrt(sqrt_flags: str, fdiv_flags: str) -> bool:
    """AMDGPU: an fdiv with ``afn`` and ``arcp`` (whatever the sqrt's flags) -> v_rsq_f32."""
    f = fm.expand(fdiv_flags.split())
    return "afn" in f and "arcp" in f


def _sqrts_only_in_rsqrt(lines: list[str], rules: VendorRules) -> set[tuple[int, str]]:
    """(define line, %name) of sqrt calls whose every use is an ``fdiv 1.0`` that becomes an rsqrt instruction."""
    out: set[tuple[int, str]] = set()
    start = -1
    body: list[str] = []
    for i, line in enumerate(lines + ["define"]):
        if line.startswith("define") or i == len(lines):
            for m in (_SQRT.match(l) for l in body):
                if not m:
                    continue
                name = m.group(1)
                uses = sum(len(re.findall(re.escape(name) + r"(?![-\w.$])", l.split(" = ", 1)[-1])) for l in body
                           if not l.lstrip().startswith(name + " = "))
                rs = sum(1 for l in body if (r := _RECIP.search(l)) and r.group(2) == name
                         and rules.rsqrt(m["flags"], r["flags"]))
                if uses and uses == rs:
                    out.add((start, name))
            start, body = i, []
        else:
            body.append(line)
    return out


_LABEL = re.compile(r"^[-\w.$]+:")


def _shared_divisor_fdivs(lines: list[str]) -> set[int]:
    """Line indices of ``fdiv arcp a, b`` (a not 1.0) whose divisor ``b`` at least two ``arcp`` fdivs of the
    same basic block share.  NVPTX's DAG combine (combineRepeatedFPDivisors, 2 uses) turns them into one
    reciprocal of ``b`` and products: rcp.approx under afn (f32), rcp.rn otherwise (f32 and f64)."""
    out: set[int] = set()
    block: dict[str, list[int]] = {}
    numerator: dict[int, str] = {}

    def flush() -> None:
        for idxs in block.values():
            if len(idxs) >= 2:
                out.update(idxs)
        block.clear()

    for i, line in enumerate(lines):
        if line.startswith("define") or _LABEL.match(line) or line.startswith("}"):
            flush()
            continue
        parts = irtext.split_instruction(line) if line.startswith(" ") else None
        if parts is None or parts.opcode != "fdiv" or "arcp" not in fm.expand(parts.flags):
            continue
        m = _FDIV.match(parts.rest.strip())
        if m:
            block.setdefault(m["b"].strip(), []).append(i)
            numerator[i] = m["a"].strip()
    flush()
    return {i for i in out if not _is_const(numerator[i], _ONE, _vec_n(lines[i]))}


def _vec_n(line: str) -> int | None:
    m = re.search(r"fdiv[a-z ]* <(\d+) x float>", line)
    return int(m.group(1)) if m else None


def _lanes(op: str, n: int | None) -> list[str] | None:
    """The scalar lanes of a vector constant operand, or None when it is not a constant."""
    if n is None:
        return [op]
    m = _SPLAT.match(op)
    if not m:
        return None
    if m["s"] is not None:
        return [m["s"]] * n
    parts = [p.strip() for p in m["list"].split(",")]
    return [p.split(" ", 1)[1] for p in parts] if all(p.startswith("float ") for p in parts) else None


def _is_const(op: str, pattern: re.Pattern, n: int | None) -> bool:
    lanes = _lanes(op, n)
    return lanes is not None and all(pattern.match(x) for x in lanes)


@dataclass
class _Rewriter:
    rules: VendorRules
    counter: int = 0
    replaced: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def call(self, indent: str, name: str, ty: str, n: int | None, key: str, args: list[str]) -> list[str]:
        """Lines computing ``name = key(args)`` for scalar or vector (lane by lane) ``ty``."""
        sym = (MODELS[key] if key in MODELS else COMPOSITES[key]).symbol
        self.replaced[key] = self.replaced.get(key, 0) + (n or 1)
        if n is None:
            return [f"{indent}{name} = call {ty} @{sym}({', '.join(f'{ty} ' + a for a in args)})"]
        out: list[str] = []
        acc = "poison"
        for i in range(n):
            self.counter += 1
            k = self.counter
            lane_args = []
            for j, a in enumerate(args):
                out.append(f"{indent}%fpsem.ax{k}.{j} = extractelement {ty} {a}, i64 {i}")
                lane_args.append(f"%fpsem.ax{k}.{j}")
            out.append(f"{indent}%fpsem.ar{k} = call float @{sym}({', '.join('float ' + a for a in lane_args)})")
            dst = name if i == n - 1 else f"%fpsem.av{k}"
            out.append(f"{indent}{dst} = insertelement {ty} {acc}, float %fpsem.ar{k}, i64 {i}")
            acc = dst
        return out


def _split_args(s: str) -> list[tuple[str, str]]:
    """``float %a, float %b`` -> [(type, operand)] (operands without attributes)."""
    out, depth, cur = [], 0, ""
    for ch in s + ",":
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            toks = cur.strip().split()
            ty = " ".join(toks[:3]) if toks and toks[0].startswith("<") else toks[0]
            out.append((ty, toks[-1]))
            cur = ""
        else:
            cur += ch
    return out


def _nv_call_model(fn: str, afn: bool, ftz: bool) -> tuple[str | None, str | None]:
    """(model key, note) for an ``llvm.<fn>.f32`` call left after linking libdevice: the back end lowers it."""
    if fn == "exp2":  # ex2.approx, with or without afn
        return _nvk("ex2.approx", ftz), None
    if fn in ("sin", "cos", "sqrt") and afn:
        return _nvk(f"{fn}.approx", ftz), None
    if fn == "tanh" and afn:  # libdevice's __nv_fast_tanhf is llvm.tanh afn on sm_75+: tanh.approx.f32
        return "nvptx.tanh.approx.f32", None
    if fn in MATH_FUNCTIONS:
        return None, f"llvm.{fn}.f32{' afn' if afn else ''} reached the NVPTX back end: not modelled"
    return None, None


def _amd_call_model(fn: str, afn: bool, ftz: bool) -> tuple[str | None, str | None]:
    """(model key, note) for an ``llvm.<fn>.f32`` call left after linking ocml: LLVM's gfx90a lowering."""
    sfx = ".ftz" if ftz else ""
    if fn in ("exp2", "log2"):
        return f"amdgpu.{fn}{sfx}", None
    if afn and fn in ("exp", "exp10", "log", "log10", "sin", "cos", "sqrt"):
        return f"amdgpu.{fn}.afn{sfx}", None
    if fn in ("exp", "exp10", "log", "log10"):
        return f"amdgpu.{fn}{sfx}", None
    if fn in MATH_FUNCTIONS:
        return None, f"llvm.{fn}.f32{' afn' if afn else ''} reached the AMDGPU back end: not modelled"
    return None, None


def apply_approx_models(target_optimized_ir: str, kind: str, cpu: str, asm: str | None = None) -> ApproxResult:
    """Replace every f32 operation that ``kind``'s back end selects as an approximate instruction by a model call.

    ``target_optimized_ir``: LLVM's printing of the module after the target's O3 pipeline
    (with the target's data layout and the profile's flags still on the instructions).
    ``kind``: ``nvptx`` or ``amdgpu`` (anything else: the text comes back unchanged); ``cpu``:
    the target's cpu (sm_86, sm_90, gfx90a), recorded in the notes.  Decided per
    instruction from its fast-math flags and the function's f32 denormal mode, as LLVM 22's
    instruction selection does (tests/test_approx.py checks each rule against the assembly):

    * NVPTX: ``llvm.exp2.f32`` -> ``ex2.approx`` (with or without ``afn``); with ``afn``:
      ``llvm.sqrt.f32`` -> ``sqrt.approx``, ``llvm.sin/cos.f32`` -> ``sin/cos.approx``,
      ``llvm.tanh.f32`` -> ``tanh.approx``, ``fdiv 1.0, x`` -> ``rcp.approx``, other ``fdiv``
      -> ``div.approx``; ``fdiv 1.0, s`` where ``s`` is an ``afn`` ``llvm.sqrt.f32`` ->
      ``rsqrt.approx`` (whatever the fdiv's flags); the approximate ``llvm.nvvm.*`` intrinsics of
      linked libdevice code -> their models (``rcp.approx.ftz.f64`` included); ``.ftz`` forms
      where the function's f32 denormal mode flushes.  ``arcp`` divisions (f32 and f64) that share
      a divisor in one block -> one reciprocal and products (combineRepeatedFPDivisors);
      ``call @fpsem.nvptx.div.approx.fma(a, b, c)`` (written by the contraction where ptxas fused
      div.approx's product into an add) -> FFMA(MUFU.RCP(b), a, c).
    * AMDGPU: ``llvm.exp2/log2/exp/exp10/log/log10.f32`` -> LLVM's sequences around
      ``v_exp_f32``/``v_log_f32`` (shorter under ``afn`` or a flushing mode); with ``afn``:
      ``fdiv`` -> ``a * v_rcp_f32(b)``, ``1/x`` -> ``v_rcp_f32``, ``llvm.sqrt.f32`` ->
      ``v_sqrt_f32``, ``sin/cos`` -> ``v_sin/v_cos_f32(x / (2 pi))``; the approximate
      ``llvm.amdgcn.*`` f32 intrinsics of linked ocml code -> their instruction models.

    Other f64 operations are left alone (neither back end selects an approximate f64
    instruction for them).  Model definitions are appended.  Where ``asm`` is given, every modelled
    instruction must appear in it and every approximate instruction in it must be modelled;
    each mismatch is a note.  Promises: a module with nothing to replace comes back unchanged.
    """
    rules = approximation_rules(kind)
    if rules is None:
        return ApproxResult(target_optimized_ir, {}, (f"{kind}: no approximate instructions modelled",))
    lines = target_optimized_ir.splitlines()
    ftz_at = _ftz_of_functions(lines)
    dead_sqrt = _sqrts_only_in_rsqrt(lines, rules)
    shared_div = _shared_divisor_fdivs(lines) if rules.shares_divisors else set()
    define_at = -1
    rw = _Rewriter(rules)
    out: list[str] = []
    ftz = False
    sqrts: dict[str, tuple[str, str]] = {}  # %name of an llvm.sqrt.f32 call -> (its operand, its flags)
    changed = False
    for i, line in enumerate(lines):
        if i in ftz_at:
            ftz, sqrts, define_at = ftz_at[i], {}, i
        parts = irtext.split_instruction(line) if line.startswith(" ") else None
        if parts is None or parts.opcode not in ("call", "fdiv"):
            out.append(line)
            continue
        name_m = re.match(r"^(\s*)(%[-\w.$]+) = ", parts.prefix)
        if not name_m:
            out.append(line)
            continue
        indent, name = name_m.groups()
        afn = "afn" in fm.expand(parts.flags)
        sq = _SQRT.match(line)
        call = _CALL.match(parts.rest.strip()) if sq else None
        if sq and call:
            sqrts[name] = (_split_args(call["args"])[0][1], " ".join(parts.flags))
            if (define_at, name) in dead_sqrt:  # only feeds reciprocal square roots: the back end drops it
                out.append(line)
                continue
        if parts.opcode == "call":
            new = _rewrite_call(rw, indent, name, parts.rest.strip(), afn, ftz)
        else:
            new = _rewrite_fdiv(rw, indent, name, parts.rest.strip(), " ".join(parts.flags), ftz, sqrts,
                                i in shared_div)
        if new is None:
            out.append(line)
        else:
            out += new
            changed = True
    if not changed:
        return ApproxResult(target_optimized_ir, {}, tuple(dict.fromkeys(rw.notes)))
    text = "\n".join(out) + "\n"
    text += model_ir(sorted(rw.replaced), text)
    notes = list(dict.fromkeys(rw.notes))
    if asm is not None:
        notes += cross_check(asm, rw.replaced, kind, cpu)
    return ApproxResult(text, dict(rw.replaced), tuple(notes))


def _rewrite_call(rw: _Rewriter, indent: str, name: str, rest: str, afn: bool, ftz: bool) -> list[str] | None:
    m = _CALL.match(rest)
    if not m:
        return None
    ty, n = m["ty"], int(m["n"]) if m["n"] else None
    callee = m["callee"]
    args = [a for _, a in _split_args(m["args"])]
    vendor = rw.rules.intrinsics
    if callee == FUSED_DIV_CALL and rw.rules.name == "nvptx" and n is None:
        return rw.call(indent, name, ty, n, f"{FUSED_DIV_APPROX}{'.ftz' if ftz else ''}.f32", args)
    if callee in vendor and n is None:
        return rw.call(indent, name, ty, n, vendor[callee], args)
    cm = re.fullmatch(r"llvm\.([a-z0-9]+)\.(?:v\d+)?f32", callee)
    if not cm:
        return None
    fn = cm.group(1)
    key, note = rw.rules.call_model(fn, afn, ftz)
    if note:
        rw.notes.append(note)
    if key is None:
        return None
    arity = MODELS[key].arity if key in MODELS else COMPOSITES[key].arity
    if arity != len(args):
        return None
    return rw.call(indent, name, ty, n, key, args)


_SHARED_NOTE = ("arcp: divisions sharing a divisor become one correctly rounded reciprocal and products, as "
                "NVPTX's DAG combine does (modelled as IEEE operations; rcp.rn.f32/f64)")


def _rewrite_fdiv(rw: _Rewriter, indent: str, name: str, rest: str, flags: str, ftz: bool,
                  sqrts: Mapping[str, tuple[str, str]], shared_divisor: bool = False) -> list[str] | None:
    m = _FDIV.match(rest)
    if not m:
        return None
    ty, n = m["ty"], int(m["n"]) if m["n"] else None
    a, b = m["a"].strip(), m["b"].strip()
    if ty == "double":  # no approximate f64 division: the shared reciprocal is rcp.rn.f64, whatever the flags
        if not shared_divisor:
            return None
        rw.counter += 1
        rw.notes.append(_SHARED_NOTE)
        return [f"{indent}%fpsem.recip{rw.counter} = fdiv double 1.000000e+00, {b}",
                f"{indent}{name} = fmul double {a}, %fpsem.recip{rw.counter}"]
    one = _is_const(a, _ONE, n)
    afn = "afn" in fm.expand(flags.split())
    if one and b in sqrts and rw.rules.rsqrt(sqrts[b][1], flags):
        return rw.call(indent, name, ty, n, rw.rules.rsqrt_key(ftz), [sqrts[b][0]])
    return rw.rules.fdiv(rw, _Division(indent, name, ty, n, a, b, one, afn, ftz, shared_divisor))


@dataclass(frozen=True)
class _Division:
    """An ``fdiv`` being rewritten: ``name = a / b`` of type ``ty`` (``n`` lanes, None for a scalar)."""

    indent: str
    name: str
    ty: str
    n: int | None
    a: str
    b: str
    one: bool  # a is 1.0
    afn: bool
    ftz: bool
    shared_divisor: bool  # b is the divisor of other arcp divisions of its block too


def _nv_fdiv(rw: _Rewriter, d: _Division) -> list[str] | None:
    indent, name, ty, n, a, b, ftz = d.indent, d.name, d.ty, d.n, d.a, d.b, d.ftz
    if d.shared_divisor:  # a * (1/b), the reciprocal shared with the block's other divisions by b
        rw.counter += 1
        r = f"%fpsem.recip{rw.counter}"
        if d.afn:
            lines = rw.call(indent, r, ty, n, _nvk("rcp.approx", ftz), [b])
        else:
            one_c = "1.000000e+00" if n is None else "splat (float 1.000000e+00)"
            lines = [f"{indent}{r} = fdiv {ty} {one_c}, {b}"]
            rw.notes.append(_SHARED_NOTE)
        return lines + [f"{indent}{name} = fmul {ty} {a}, {r}"]
    if not d.afn:
        return None
    if d.one:
        return rw.call(indent, name, ty, n, _nvk("rcp.approx", ftz), [b])
    return rw.call(indent, name, ty, n, f"nvptx.div.approx{'.ftz' if ftz else ''}.f32", [a, b])


def _amd_fdiv(rw: _Rewriter, d: _Division) -> list[str] | None:
    if not d.afn:
        return None
    sfx = ".ftz" if d.ftz else ""
    if d.one:
        return rw.call(d.indent, d.name, d.ty, d.n, f"amdgpu.rcp.afn{sfx}", [d.b])
    if _is_const(d.a, _MINUS_ONE, d.n):
        return rw.call(d.indent, d.name, d.ty, d.n, f"amdgpu.negrcp.afn{sfx}", [d.b])
    return rw.call(d.indent, d.name, d.ty, d.n, f"amdgpu.fdiv.afn{sfx}", [d.a, d.b])


_NV_APPROX_ASM = re.compile(r"\b((?:ex2|lg2|rcp|sqrt|rsqrt|sin|cos|tanh|div)\.approx(?:\.ftz)?)\.f32\b")
_AMD_APPROX_ASM = re.compile(r"\b(v_(?:exp|log|rcp|sqrt|rsq|sin|cos)_f32)(?:_e32|_e64)?\b")


@dataclass(frozen=True)
class VendorRules:
    """How one vendor's back end selects approximate f32 instructions, as the emulation models it.  A target
    kind's backend names the rules its code follows (``KindFacts.approximations`` of its backend); ``name`` is the vendor prefix
    of the rules' model keys."""

    name: str
    intrinsics: Mapping[str, str]  # the approximate target intrinsics its library code calls -> model key
    call_model: Callable[[str, bool, bool], tuple[str | None, str | None]]  # (fn, afn, ftz) -> (key, note)
    rsqrt: Callable[[str, str], bool]  # (sqrt flags, fdiv flags): fdiv 1.0, sqrt(x) is one rsqrt instruction
    rsqrt_key: Callable[[bool], str]  # ftz -> that instruction's model key
    fdiv: Callable[[_Rewriter, _Division], list[str] | None]  # the other divisions
    shares_divisors: bool  # arcp divisions by one divisor become one reciprocal and products (a DAG combine)
    asm: re.Pattern[str]  # its approximate f32 instructions in the assembly (the cross-check)
    mnemonic: Callable[[str], str]  # a model's instruction -> what the cross-check finds of it
    # the cross-check also reports approximate instructions that no model accounts for (AMDGPU's accurate
    # sequences use v_rcp_f32/v_exp_f32 inside correcting steps, so there only "modelled but absent" counts)
    reports_unmodelled: bool


_RULES: Mapping[str, VendorRules] = {r.name: r for r in (
    VendorRules("nvptx", _NVVM, _nv_call_model, _nv_rsqrt, lambda ftz: _nvk("rsqrt.approx", ftz), _nv_fdiv, True,
                _NV_APPROX_ASM, lambda instruction: instruction.replace(".f32", ""), True),
    VendorRules("amdgpu", _AMDGCN, _amd_call_model, _amd_rsqrt, lambda ftz: "amdgpu.v_rsq_f32", _amd_fdiv, False,
                _AMD_APPROX_ASM, lambda instruction: instruction, False),
)}


def approximation_rules(kind: str) -> VendorRules | None:
    """The approximation rules of target kind ``kind``'s code (None: a kind with none modelled, or unknown)."""
    backend = BACKENDS.get(kind)
    return _RULES.get(backend.facts.approximations) if backend is not None else None


def cross_check(asm: str, replaced: Mapping[str, int], kind: str, cpu: str) -> list[str]:
    """Notes where the assembly and the models disagree on which approximate instructions occur.

    AMDGPU's accurate sequences (division, exp, log) use ``v_rcp_f32``/``v_exp_f32`` inside
    correcting steps, so on AMD only "modelled but absent" is reported.
    """
    rules = approximation_rules(kind)
    if rules is None:
        return []
    found = set(rules.asm.findall(asm))
    expected = {mn for k in replaced for mn in _mnemonics(k)}
    notes = [f"{cpu}: modelled {mn} does not appear in the assembly" for mn in sorted(expected - found)]
    if rules.reports_unmodelled:
        notes += [f"{cpu}: the assembly has {mn}.f32, which no replaced operation models" for mn in
                  sorted(found - expected)]
    return notes


def models_used(replaced: Mapping[str, int]) -> tuple[str, ...]:
    """One line per model a result used (for the emulation's label): fidelity and bound or composition."""
    out: list[str] = []
    for k in sorted(replaced):
        out.append(describe(k))
        if k in COMPOSITES:
            out += [describe(i) for i in COMPOSITES[k].instructions]
    return tuple(dict.fromkeys(out))
