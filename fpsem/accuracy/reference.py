"""References of a kernel on given inputs: exact values at the compared elements, cached on disk.

A reference depends on the kernel, its inputs, the size, the precision and the
working precision -- never on a profile or a target: it is computed once and
reused by every variant (``ReferenceCache``). Its source is the kernel's
hand-written module in ``accuracy/`` when there is one, else the mpmath
interpreter of the kernel's IR (``ir_reference``).

Per output it stores, at the compared indices: the correctly rounded value in the
kernel's format, the exact value as a double-double ``hi + lo`` (106 bits), and the
condition magnitude (``exact.Exact.m``).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from fpsem.accuracy.handwritten import ExactInputs, HandwrittenReference, InputValues, has_handwritten, load_handwritten
from fpsem.accuracy.ir_reference import DEFAULT_MAX_POINTS, OutputValues, interpret_kernel, ir_fingerprint
from fpsem.accuracy.sampling import DEFAULT_SAMPLE_LIMIT, sample_indices
from fpsem.core.errors import SpecError
from fpsem.core.paths import cache_dir
from fpsem.floats.exact import DEFAULT_WORKING_PRECISION, Exact, ExactContext
from fpsem.floats.ulp import F64, FloatFormat, format_named, round_to_format
from fpsem.kernels.spec import KernelSpec, array_length

# Bump when the meaning of a stored reference changes (exact semantics, magnitude rule, layout).
REFERENCE_FORMAT = 1


@dataclass(frozen=True)
class OutputReference:
    """The reference of one output at the compared elements."""

    name: str
    indices: np.ndarray  # int64, sorted: which elements are compared (0 for a result)
    population: int  # how many elements the sample was drawn from
    rounded: np.ndarray  # correctly rounded exact value, in the kernel's format
    hi: np.ndarray  # float64: exact value = hi + lo (hi is the value rounded to f64)
    lo: np.ndarray
    magnitude: np.ndarray  # float64: condition magnitude (sum of |terms| for sums and dot products)

    @property
    def sampled(self) -> bool:
        return len(self.indices) < self.population


@dataclass(frozen=True)
class Reference:
    """A kernel's reference on one input set at one size and precision."""

    kernel: str
    precision: str
    input_set: str
    sizes: Mapping[str, int]
    working_precision: int
    source: str  # "hand-written accuracy/fir.py" | "interpreter of kernels/fir.f64.ll"
    sample_limit: int
    seed: int
    outputs: tuple[OutputReference, ...]
    key: str = ""
    cached: bool = False

    @property
    def compared(self) -> int:
        return sum(len(o.indices) for o in self.outputs)

    @property
    def population(self) -> int:
        return sum(o.population for o in self.outputs)

    def output(self, name: str) -> OutputReference:
        for o in self.outputs:
            if o.name == name:
                return o
        raise KeyError(name)


# ----------------------------------------------------------------------------- Exact -> arrays


def exact_arrays(values: Sequence[Exact], fmt: FloatFormat) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(rounded in ``fmt``, hi, lo, magnitude) arrays of exact values."""
    n = len(values)
    rounded = np.empty(n, dtype=fmt.dtype)
    hi = np.empty(n)
    lo = np.zeros(n)
    mag = np.empty(n)
    for k, x in enumerate(values):
        rounded[k] = x.rounded(fmt)
        h = round_to_format(x.v, F64, x.nz)
        hi[k] = h
        if x.ctx.mp.isfinite(x.v) and np.isfinite(h):
            lo[k] = round_to_format(x.v - x.ctx.mp.mpf(h), F64)
        mag[k] = round_to_format(x.m, F64) if not x.ctx.mp.isnan(x.m) else np.nan
    return rounded, hi, lo, mag


# ----------------------------------------------------------------------------- computing


def output_args(spec: KernelSpec) -> list[str]:
    return [a.name for a in spec.args if a.is_output]


def _handwritten_outputs(ref: HandwrittenReference, spec: KernelSpec, ctx: ExactContext, values: InputValues,
                         sizes: Mapping[str, int], sample_limit: int, seed: int) -> dict[str, OutputValues]:
    inputs = ExactInputs(ctx, spec, values)
    written = dict(ref.written(dict(sizes), inputs)) if ref.written else {}
    want: dict[str, np.ndarray] = {}
    population: dict[str, int] = {}
    for a in spec.args:
        if not a.is_output:
            continue
        if a.role == "result":
            pop = np.array([0], dtype=np.int64)
        else:
            pop = np.asarray(written[a.name], dtype=np.int64) if a.name in written else \
                np.arange(array_length(spec, a, sizes), dtype=np.int64)
        population[a.name] = len(pop)
        want[a.name] = sample_indices(pop, sample_limit, seed, a.name)
    got = ref.reference(ctx, inputs, dict(sizes), want)
    out: dict[str, OutputValues] = {}
    for name, idx in want.items():
        vals = got.get(name) if isinstance(got, Mapping) else None
        if vals is None:
            raise SpecError(f"{ref.path}: reference() returned no values for output {name!r}")
        vals = tuple(vals)
        if len(vals) != len(idx) or not all(isinstance(v, Exact) for v in vals):
            raise SpecError(f"{ref.path}: reference() must return {len(idx)} Exact values for output {name!r}")
        out[name] = OutputValues(idx, vals, population[name])
    return out


@dataclass(frozen=True)
class ReferenceRequest:
    """What a reference is computed for (everything its cache key depends on)."""

    spec: KernelSpec
    precision: str
    ir_text: str  # the kernel's strict IR for this precision (the interpreter's input)
    ir_name: str
    input_set: str
    values: InputValues
    sizes: Mapping[str, int]
    working_precision: int = DEFAULT_WORKING_PRECISION
    sample_limit: int = DEFAULT_SAMPLE_LIMIT
    seed: int = 0
    source: str = "auto"  # auto | handwritten | interpreter
    max_points: int = DEFAULT_MAX_POINTS


def _choose_source(req: ReferenceRequest, accuracy_dir: Path | None) -> HandwrittenReference | None:
    if req.source == "interpreter":
        return None
    if req.source == "handwritten" or has_handwritten(req.spec.key, accuracy_dir, req.spec.path):
        return load_handwritten(req.spec.key, accuracy_dir, req.spec.path)
    return None


def inputs_digest(spec: KernelSpec, values: InputValues) -> str:
    """A hash of the input values, argument by argument in spec order."""
    h = hashlib.sha256()
    for a in spec.params:
        v = values[a.name]
        h.update(a.name.encode())
        if isinstance(v, np.ndarray):
            h.update(str(v.dtype).encode())
            h.update(np.ascontiguousarray(v).tobytes())
        else:
            h.update(repr(float(v) if a.type == "real" else int(v)).encode())
    return h.hexdigest()


def reference_key(req: ReferenceRequest, source_label: str, source_fingerprint: str) -> str:
    doc = {
        "format": REFERENCE_FORMAT,
        "kernel": req.spec.key,
        "precision": req.precision,
        "inputs": inputs_digest(req.spec, req.values),
        "sizes": dict(sorted(req.sizes.items())),
        "working_precision": req.working_precision,
        "sample_limit": req.sample_limit,
        "seed": req.seed,
        "source": source_label,
        "source_fingerprint": source_fingerprint,
    }
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


def compute_reference(req: ReferenceRequest, cache: ReferenceCache | None = None,
                      accuracy_dir: Path | None = None) -> Reference:
    """The reference for ``req``: from the cache when present, else computed (and stored)."""
    fmt = format_named(req.precision)
    hand = _choose_source(req, accuracy_dir)
    if hand is not None:
        label, fingerprint = hand.label, hand.fingerprint
    else:
        label, fingerprint = f"interpreter of {req.ir_name}", ir_fingerprint(req.ir_text)
    key = reference_key(req, label, fingerprint)
    if cache is not None:
        hit = cache.load(key)
        if hit is not None:
            return hit
    ctx = ExactContext(req.working_precision, fmt)
    if hand is not None:
        outs = _handwritten_outputs(hand, req.spec, ctx, req.values, req.sizes, req.sample_limit, req.seed)
    else:
        outs = interpret_kernel(req.spec, req.ir_text, ctx, req.values, req.sizes, req.sample_limit, req.seed,
                                req.max_points, req.ir_name)
    outputs = []
    for name in output_args(req.spec):
        ov = outs[name]
        rounded, hi, lo, mag = exact_arrays(ov.values, fmt)
        outputs.append(OutputReference(name, ov.indices, ov.population, rounded, hi, lo, mag))
    ref = Reference(req.spec.key, req.precision, req.input_set, dict(req.sizes), req.working_precision, label,
                    req.sample_limit, req.seed, tuple(outputs), key)
    if cache is not None:
        cache.store(ref)
    return ref


# ----------------------------------------------------------------------------- the disk cache


@dataclass(frozen=True)
class ReferenceCache:
    """References on disk, one ``.npz`` per key (written atomically)."""

    root: Path

    def path(self, key: str) -> Path:
        return self.root / f"{key}.npz"

    def load(self, key: str) -> Reference | None:
        """The stored reference, or None (also for an unreadable file, which is then ignored)."""
        try:
            with np.load(self.path(key), allow_pickle=False) as z:
                meta = json.loads(str(z["meta"]))
                if meta.get("key") != key or meta.get("format") != REFERENCE_FORMAT:
                    return None
                outputs = tuple(
                    OutputReference(o["name"], z[f"{o['name']}.indices"], o["population"], z[f"{o['name']}.rounded"],
                                    z[f"{o['name']}.hi"], z[f"{o['name']}.lo"], z[f"{o['name']}.magnitude"])
                    for o in meta["outputs"])
        except (OSError, ValueError, KeyError, TypeError):
            return None
        return Reference(meta["kernel"], meta["precision"], meta["input_set"], meta["sizes"],
                         meta["working_precision"], meta["source"], meta["sample_limit"], meta["seed"], outputs,
                         key, cached=True)

    def store(self, ref: Reference) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        meta = {
            "format": REFERENCE_FORMAT, "key": ref.key, "kernel": ref.kernel, "precision": ref.precision,
            "input_set": ref.input_set, "sizes": dict(ref.sizes), "working_precision": ref.working_precision,
            "source": ref.source, "sample_limit": ref.sample_limit, "seed": ref.seed,
            "outputs": [{"name": o.name, "population": o.population} for o in ref.outputs],
        }
        arrays: dict[str, np.ndarray] = {"meta": np.array(json.dumps(meta))}
        for o in ref.outputs:
            for field_name in ("indices", "rounded", "hi", "lo", "magnitude"):
                arrays[f"{o.name}.{field_name}"] = getattr(o, field_name)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".npz", dir=self.root)
        try:
            with os.fdopen(fd, "wb") as f:
                np.savez(f, **arrays)
            os.replace(tmp, self.path(ref.key))
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


def default_reference_cache() -> ReferenceCache:
    return ReferenceCache(cache_dir() / "accuracy")
