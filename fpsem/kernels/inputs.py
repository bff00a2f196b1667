"""The input sets a kernel runs on: ``rajaperf``, ``random`` and ``special``.

* ``rajaperf`` follows RAJAPerf's own initialisation (shared/KERNELS.md), so
  checksums are comparable with RAJAPerf's reports: ``D(f)``, ``RS(f)``,
  ``RV``, ``C(v)``, ``S(f)`` with the factors written in the spec.  ``RV`` and
  ``RS`` draw from the C library's ``rand()`` after ``srand(4793)`` (glibc on
  Linux, called through ctypes; this reseeds the process's C ``rand`` state).
* ``random`` is seeded (numpy's PCG64, from the seed and the kernel's *content*,
  :func:`content_salt`: never its name, so one kernel imported under two names
  gets the same inputs, and two different kernels get independent ones):
  each real input is drawn as its spec's ``random`` hint says (uniform, or
  log-uniform magnitudes with random signs); the hints are chosen so that every
  branch of the kernel goes both ways.  Mesh coordinates are jittered, output
  arrays start at zero, kernel constants (``LIST``), index lists and integer
  scalars stay as RAJAPerf has them, and ``VAL`` scalars are recomputed from
  the drawn values.
* ``special`` is the ``random`` set with NaN, ±Inf, ±0, subnormals, huge and
  tiny values written into about one entry in eight of every real input array
  (at seeded positions, each kind at least once where the array is long
  enough).  Scalars stay as in ``random``.

Every set is generated in double precision; the f32 inputs are the f64 ones
rounded to float (the special values are chosen per precision, so that an f32
"huge" is a finite float).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import json
import re
import zlib
from collections.abc import Mapping
from dataclasses import asdict

import numpy as np

from fpsem.core.errors import SpecError, UsageError
from fpsem.core.identity import json_digest, memo_by_identity
from fpsem.core.precision import PRECISIONS
from fpsem.kernels.spec import INPUT_SETS, INT_DTYPES, ArgSpec, ExprError, KernelSpec, array_length, eval_int, eval_real

DTYPE = {name: p.dtype for name, p in PRECISIONS.items()}  # numpy type per precision name
RAND_MAX = 2147483647  # glibc
RAJAPERF_SEED = 4793

# Special values per precision (f32 ones are exact floats).
SPECIALS = {
    "f64": (float("nan"), float("inf"), float("-inf"), 0.0, -0.0, 5e-324, -2.5e-320, 1e300, -1e300, 1e-300,
            2.2250738585072014e-308),
    "f32": (float("nan"), float("inf"), float("-inf"), 0.0, -0.0, float(np.float32(1e-45)),
            float(np.float32(-1e-40)), float(np.float32(1e38)), float(np.float32(-1e38)),
            float(np.float32(1e-37)), float(np.float32(1.1754944e-38))),
}
SPECIAL_FRACTION = 8  # about one entry in eight


Value = np.ndarray | np.floating | float | int


@functools.cache
def _libc() -> ctypes.CDLL:
    name = ctypes.util.find_library("c")
    if name is None:
        raise UsageError("the C library (for RAJAPerf's rand()-based inputs) was not found")
    lib = ctypes.CDLL(name)
    lib.rand.restype = ctypes.c_int
    lib.srand.argtypes = [ctypes.c_uint]
    return lib


_RAND: dict[int, np.ndarray] = {}  # seed -> the longest sequence drawn so far in this process
_RAND_KEPT = 1 << 22  # values kept at most (32 MB): longer sequences are drawn each time


def c_rand(n: int, seed: int = RAJAPERF_SEED) -> np.ndarray:
    """The first ``n`` values of the C library's ``rand()`` after ``srand(seed)`` (a new array; the sequence is
    kept per seed, as drawing it costs a C call per value: a second draw of as many or fewer values is a copy)."""
    kept = _RAND.get(seed)
    if kept is not None and kept.size >= n:
        return kept[:n].copy()
    lib = _libc()
    lib.srand(seed)
    rand = lib.rand
    out = np.fromiter((rand() for _ in range(n)), dtype=np.int64, count=n)
    if n <= _RAND_KEPT:
        _RAND[seed] = out.copy()
    return out


def d_values(f: float, n: int) -> np.ndarray:
    """RAJAPerf's ``initData``: ``f*(i + 1.1)/(i + 1.12345)``, evaluated as C does, in double."""
    i = np.arange(n, dtype=np.float64)
    out = i + 1.1
    out *= f  # f * (i + 1.1): multiplication commutes exactly
    i += 1.12345
    out /= i
    return out


def rs_values(f: float, n: int) -> np.ndarray:
    """RAJAPerf's ``initDataRandSign``: ``D(f)`` with sign −1 where ``rand()/RAND_MAX < 0.5``."""
    sign = np.where(c_rand(n).astype(np.float64) / RAND_MAX < 0.5, -1.0, 1.0)
    i = np.arange(n, dtype=np.float64)
    return ((sign * f) * (i + 1.1)) / (i + 1.12345)


def rv_values(n: int) -> np.ndarray:
    """RAJAPerf's ``initDataRandValue``: ``rand()/RAND_MAX``."""
    return c_rand(n).astype(np.float64) / RAND_MAX


def s_value(f: float) -> float:
    """RAJAPerf's scalar ``initData``: ``f*1.1/1.12345``."""
    return (f * 1.1) / 1.12345


def mesh_values(spacing: float, stride: int, extent: int, n: int) -> np.ndarray:
    """Node coordinates of a padded mesh: entry ``k`` is ``((k // stride) % extent) * spacing``."""
    k = np.arange(n, dtype=np.int64)
    return ((k // stride) % extent).astype(np.float64) * spacing


def zones2d(lo: int, count: int, stride: int) -> np.ndarray:
    """Index list of a 2-D block of zones: ``i + j*stride`` for j, then i, in [lo, lo+count)."""
    r = np.arange(lo, lo + count, dtype=np.int64)
    return (r[None, :] + r[:, None] * stride).reshape(-1)


def _where(spec: KernelSpec, arg: ArgSpec) -> str:
    return f"{spec.path or spec.key}: argument {arg.name!r}"


def rajaperf_array(spec: KernelSpec, arg: ArgSpec, sizes: Mapping[str, int]) -> np.ndarray:
    """The ``rajaperf`` value of an array argument (float64, or int64 for index lists)."""
    n = array_length(spec, arg, sizes)
    init = arg.init
    assert init is not None
    try:
        if init.kind == "D":
            return d_values(float(init.args[0]), n)
        if init.kind == "RS":
            return rs_values(float(init.args[0]), n)
        if init.kind == "RV":
            return rv_values(n)
        if init.kind == "C":
            return np.full(n, int(init.args[0]) if arg.is_int else float(init.args[0]))
        if init.kind == "LIST":
            vals = np.array([float(a) for a in init.args])
            if len(vals) != n:
                raise SpecError(f"{_where(spec, arg)}: LIST has {len(vals)} values for length {n}")
            return vals
        if init.kind == "MESH":
            return mesh_values(float(init.args[0]), eval_int(init.args[1], sizes), eval_int(init.args[2], sizes), n)
        if init.kind == "IOTA":
            return np.arange(n, dtype=np.int64)
        if init.kind == "ZONES2D":
            z = zones2d(*(eval_int(a, sizes) for a in init.args))
            if len(z) != n:
                raise SpecError(f"{_where(spec, arg)}: ZONES2D gives {len(z)} indices for length {n}")
            return z
    except ExprError as e:
        raise SpecError(f"{_where(spec, arg)}: init {init}: {e}") from None
    raise SpecError(f"{_where(spec, arg)}: init {init} cannot fill an array")


def _scalar(spec: KernelSpec, arg: ArgSpec, env: Mapping[str, float | int]) -> float | int:
    init = arg.init
    assert init is not None
    try:
        if arg.type == "i64":
            return eval_int(init.args[0], {k: v for k, v in env.items() if isinstance(v, int)})
        if init.kind == "S":
            return s_value(float(init.args[0]))
        if init.kind == "C":
            return float(init.args[0])
        if init.kind == "VAL":
            return eval_real(init.args[0], env)
    except ExprError as e:
        raise SpecError(f"{_where(spec, arg)}: init {init}: {e}") from None
    raise SpecError(f"{_where(spec, arg)}: init {init} cannot fill a scalar")


def _draw(hint, rng: np.random.Generator, n: int) -> np.ndarray:
    if hint.log:
        mag = np.exp(rng.uniform(np.log(hint.lo), np.log(hint.hi), n))
    else:
        mag = rng.uniform(hint.lo, hint.hi, n)
    if hint.signed:
        mag = np.where(rng.random(n) < 0.5, -mag, mag)
    return mag


NAMING_FIELDS = ("name", "key", "group", "description", "notes", "path")  # what names a kernel, not what it is


@memo_by_identity
def content_salt(spec: KernelSpec) -> str:
    """A hash of the kernel's content that decides its inputs: every spec field but its names and prose
    (:data:`NAMING_FIELDS`), with the key where it prefixes a function name (``pi_reduce_finalize``) written
    as a placeholder.  Two specs that differ only by what they are called hash alike."""
    text = json.dumps({k: v for k, v in asdict(spec).items() if k not in NAMING_FIELDS}, sort_keys=True,
                      default=str)
    if spec.key:
        text = re.sub(rf"(?<![\w.$]){re.escape(spec.key)}(?=_)", "<kernel>", text)
    return json_digest(text)


def _rng(spec: KernelSpec, seed: int, salt: str) -> np.random.Generator:
    return np.random.default_rng([seed, int(content_salt(spec)[:15], 16), zlib.crc32(salt.encode())])


def _random_set(spec: KernelSpec, sizes: Mapping[str, int], seed: int) -> dict[str, Value]:
    rng = _rng(spec, seed, "random")
    out: dict[str, Value] = {}
    env: dict[str, float | int] = dict(sizes)
    for a in spec.args:
        init = a.init
        if a.role == "result":
            out[a.name] = 0.0
        elif a.is_int:
            out[a.name] = rajaperf_array(spec, a, sizes) if a.is_array else _scalar(spec, a, env)
        elif a.is_array:
            assert init is not None
            n = array_length(spec, a, sizes)
            if init.kind == "LIST":
                out[a.name] = rajaperf_array(spec, a, sizes)
            elif init.kind == "MESH":
                mesh = rajaperf_array(spec, a, sizes)
                out[a.name] = mesh + a.random.jitter * float(init.args[0]) * rng.uniform(-1.0, 1.0, n)
            elif a.role == "out":
                out[a.name] = np.zeros(n)
            else:
                out[a.name] = _draw(a.random, rng, n)
        else:
            assert init is not None
            v = _scalar(spec, a, env) if init.kind == "VAL" else float(_draw(a.random, rng, 1)[0])
            out[a.name] = v
            env[a.name] = v
    return out


def _mix_specials(spec: KernelSpec, values: dict[str, Value], precision: str, seed: int) -> dict[str, Value]:
    rng = _rng(spec, seed, "special")
    specials = np.array(SPECIALS[precision])
    out = dict(values)
    for a in spec.args:
        if not (a.is_array and a.type == "real" and a.role in ("in", "inout")):
            continue
        if a.init is not None and a.init.kind == "LIST":
            continue  # kernel constants (FIR's coefficients) are part of the kernel
        arr = np.array(out[a.name], dtype=np.float64)
        n = len(arr)
        k = min(n, max(len(specials), n // SPECIAL_FRACTION))
        pos = rng.choice(n, size=k, replace=False)
        kinds = np.concatenate([rng.permutation(len(specials)), rng.integers(0, len(specials), max(0, k - len(specials)))])
        arr[pos] = specials[kinds[:k]]
        out[a.name] = arr
    return out


GENERATION_TEMPORARIES = 4  # float64 arrays alive at once while one input is generated (arange, D's terms)


def input_set_for(spec: KernelSpec, requested: str | None, prefer: str) -> str:
    """The input set a run uses: ``requested`` when given; else ``prefer`` where the kernel has it, else
    ``random`` where it has that, else its first set.  One rule for ``fpsem run`` (which prefers RAJAPerf's
    inputs, for its checksums), ``accuracy`` and the sweep (which prefer random ones), ``bisect`` and
    ``tune``: an imported kernel has no ``rajaperf`` set, PI_REDUCE's inputs are fixed."""
    if requested is not None:
        return requested
    for name in (prefer, "random"):
        if name in spec.input_sets:
            return name
    return spec.input_sets[0]


def memory_estimate(spec: KernelSpec, sizes: Mapping[str, int], precision: str = "f64") -> int:
    """Bytes a run of ``spec`` at ``sizes`` allocates for its arguments, estimated before allocating.

    Every array at its element size (8 for i64 and f64, 4 for f32), plus the
    temporaries of generating the largest one in double precision
    (``GENERATION_TEMPORARIES`` float64 arrays of its length, and its float64
    copy for f32).  Compiled code and the interpreter are not counted.
    """
    total, largest = 0, 0
    for a in spec.args:
        if not a.is_array:
            continue
        n = array_length(spec, a, sizes)
        total += n * a.element_bytes(precision)
        largest = max(largest, n)
    return total + largest * 8 * (GENERATION_TEMPORARIES + (precision != "f64"))


def make_inputs(spec: KernelSpec, sizes: Mapping[str, int], precision: str = "f64", input_set: str = "rajaperf",
                seed: int = 0) -> dict[str, Value]:
    """Fresh input values for every argument of ``spec`` (results start at 0).

    Arrays are C-contiguous numpy arrays (float64/float32, or int64 for index
    lists), real scalars numpy floats of the precision, integer scalars ints.
    """
    if input_set not in INPUT_SETS:
        raise UsageError(f"unknown input set {input_set!r} (known: {', '.join(INPUT_SETS)})")
    if input_set not in spec.input_sets:
        raise UsageError(f"kernel {spec.key} has no {input_set!r} input set (has: {', '.join(spec.input_sets)})")
    if precision not in DTYPE:
        raise UsageError(f"unknown precision {precision!r} (known: {', '.join(DTYPE)})")
    if seed < 0:  # numpy refuses negative seeds with a ValueError; say it here, once
        raise UsageError(f"the seed must be a non-negative integer, not {seed!r}")
    if input_set == "rajaperf":
        raw: dict[str, Value] = {}
        env: dict[str, float | int] = dict(sizes)
        for a in spec.args:
            if a.role == "result":
                raw[a.name] = 0.0
            elif a.is_array:
                raw[a.name] = rajaperf_array(spec, a, sizes)
            else:
                raw[a.name] = _scalar(spec, a, env)
                if a.type == "real":
                    env[a.name] = raw[a.name]  # type: ignore[assignment]
    else:
        raw = _random_set(spec, sizes, seed)
        if spec.precondition:  # an imported FPCore: points drawn from its precondition, in the precision's range
            from fpsem.kernels.precondition import precondition_inputs

            n = max((array_length(spec, a, sizes) for a in spec.args if a.is_array), default=1)
            raw.update(precondition_inputs(spec.precondition, content_salt(spec), n, seed, precision))
        if input_set == "special":
            raw = _mix_specials(spec, raw, precision, seed)
    return {a.name: _typed(raw[a.name], a, precision) for a in spec.args}


def _typed(v: Value, arg: ArgSpec, precision: str) -> Value:
    if arg.is_int:
        return np.ascontiguousarray(v, dtype=INT_DTYPES[arg.type]) if arg.is_array else int(v)
    t = DTYPE[precision]
    if arg.is_array:  # made for this call: converted in place of a copy where it already is what it must be
        return np.ascontiguousarray(np.asarray(v, dtype=np.float64).astype(t, copy=False))
    return t(v)
