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
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from fpsem.accuracy.handwritten import ExactInputs, HandwrittenReference, InputValues, has_handwritten, load_handwritten
from fpsem.accuracy.ir_reference import DEFAULT_MAX_POINTS, OutputValues, interpret_kernel, ir_fingerprint
from fpsem.accuracy.sampling import DEFAULT_SAMPLE_LIMIT, sample_indices
from fpsem.core.errors import SpecError
from fpsem.core.memo import exclusive
from fpsem.core.paths import accuracy_dir, cache_dir
from fpsem.floats.exact import DEFAULT_WORKING_PRECISION, Exact, ExactContext
from fpsem.floats.ulp import F64, FloatFormat, format_named, round_to_format
from fpsem.kernels.spec import KernelSpec, array_length

# Bump when the meaning of a stored reference changes (exact semantics, magnitude rule, layout).
REFERENCE_FORMAT = 2  # 2: checksums of every array and of the meta


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
    notes: tuple[str, ...] = ()  # what happened to its cache entry (damaged and recomputed, not writable)

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
    rounded: np.ndarray = np.empty(n, dtype=fmt.dtype)
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


def _source_and_key(req: ReferenceRequest, accuracy_dir: Path | None) -> tuple[HandwrittenReference | None, str, str]:
    hand = _choose_source(req, accuracy_dir)
    if hand is not None:
        label, fingerprint = hand.label, hand.fingerprint
    else:
        label, fingerprint = f"interpreter of {req.ir_name}", ir_fingerprint(req.ir_text)
    return hand, label, reference_key(req, label, fingerprint)


def request_key(req: ReferenceRequest, accuracy_dir: Path | None = None) -> str:
    """The content key :func:`compute_reference` files ``req``'s reference under (nothing computed)."""
    return _source_and_key(req, accuracy_dir)[2]


def compute_reference(req: ReferenceRequest, cache: ReferenceCache | None = None,
                      accuracy_dir: Path | None = None) -> Reference:
    """The reference for ``req``: from the cache when present, else computed (and stored)."""
    fmt = format_named(req.precision)
    hand, label, key = _source_and_key(req, accuracy_dir)
    if cache is None:
        return _computed(req, fmt, hand, label, key, None, ())
    hit, note = cache.load(key)
    if hit is not None:
        return hit
    committed = committed_references()
    if committed is not None:
        hit, _ = committed.load(key)
        if hit is not None:
            return hit
    # one process computes it, a second one asking meanwhile (another sweep worker) waits and reads it back
    with exclusive(cache.path(key)):
        hit, again = cache.load(key)
        if hit is not None:
            return hit
        return _computed(req, fmt, hand, label, key, cache, tuple(n for n in (note, again) if n))


def _computed(req: ReferenceRequest, fmt: FloatFormat, hand: HandwrittenReference | None, label: str, key: str,
              cache: ReferenceCache | None, notes: tuple[str, ...]) -> Reference:
    """The reference computed (and stored in ``cache`` when given)."""
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
        note = cache.store(ref)
        notes += (note,) if note else ()
    return replace(ref, notes=notes) if notes else ref


# ----------------------------------------------------------------------------- the disk cache


@dataclass(frozen=True)
class ReferenceCache:
    """References on disk, one ``.npz`` per key, written atomically, with checksums verified on read.

    Its ``meta`` records the SHA-256 of every array (dtype, shape and bytes) and of itself, as the
    build cache's entries do: a truncated or edited file is never served, it is removed and the
    reference computed again, and a note says so.  A cache that cannot be written (read-only, a
    full disk) costs a recomputation later, never a result.

    ``read_only``: a store that is never written or pruned here (the committed references,
    :func:`committed_references`): a damaged entry is a miss, left in place.  ``compressed``: entries
    written with ``np.savez_compressed`` (the same arrays; a reader takes either).
    """

    root: Path
    read_only: bool = False
    compressed: bool = False

    def path(self, key: str) -> Path:
        return self.root / f"{key}.npz"

    def load(self, key: str) -> tuple[Reference | None, str | None]:
        """The stored reference, or (None, a note when a damaged entry was dropped)."""
        p = self.path(key)
        if not p.is_file():
            return None, None
        try:
            with np.load(p, allow_pickle=False) as z:
                arrays = {name: z[name] for name in z.files}
            meta = json.loads(str(arrays.pop("meta")))
            if meta.get("format") != REFERENCE_FORMAT or meta.get("key") != key:
                return None, None  # another format's entry: a miss, rewritten below
            if meta.get("meta_sha256") != _digest({k: v for k, v in meta.items() if k != "meta_sha256"}) or \
                    meta.get("arrays") != {n: _array_digest(a) for n, a in arrays.items()}:
                raise ValueError("its contents do not match their checksums")
            outputs = tuple(
                OutputReference(o["name"], arrays[f"{o['name']}.indices"], o["population"],
                                arrays[f"{o['name']}.rounded"], arrays[f"{o['name']}.hi"], arrays[f"{o['name']}.lo"],
                                arrays[f"{o['name']}.magnitude"])
                for o in meta["outputs"])
            return Reference(meta["kernel"], meta["precision"], meta["input_set"], meta["sizes"],
                             meta["working_precision"], meta["source"], meta["sample_limit"], meta["seed"], outputs,
                             key, cached=True), None
        except Exception as e:  # noqa: BLE001 -- a damaged zip raises zipfile, zlib, EOF, value and key errors alike
            if self.read_only:
                return None, f"a damaged committed accuracy reference was passed over ({p}: {type(e).__name__}: {e})"
            p.unlink(missing_ok=True)
            return None, f"a damaged accuracy-reference cache entry was recomputed ({key[:12]}: {type(e).__name__}: {e})"

    def store(self, ref: Reference) -> str | None:
        """Write ``ref``; a note (and nothing written) when the cache cannot be written."""
        if self.read_only:
            return f"accuracy-reference store {self.root} is read-only here; {ref.key[:12]} not written"
        meta = {
            "format": REFERENCE_FORMAT, "key": ref.key, "kernel": ref.kernel, "precision": ref.precision,
            "input_set": ref.input_set, "sizes": dict(ref.sizes), "working_precision": ref.working_precision,
            "source": ref.source, "sample_limit": ref.sample_limit, "seed": ref.seed,
            "outputs": [{"name": o.name, "population": o.population} for o in ref.outputs],
        }
        arrays: dict[str, np.ndarray] = {}
        for o in ref.outputs:
            for field_name in ("indices", "rounded", "hi", "lo", "magnitude"):
                arrays[f"{o.name}.{field_name}"] = np.asarray(getattr(o, field_name))
        meta["arrays"] = {n: _array_digest(a) for n, a in arrays.items()}
        meta["meta_sha256"] = _digest(meta)
        arrays["meta"] = np.array(json.dumps(meta))
        tmp = None
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".npz", dir=self.root)
            with os.fdopen(fd, "wb") as f:
                save = np.savez_compressed if self.compressed else np.savez
                save(f, **arrays)  # type: ignore[arg-type]  # numpy stubs: savez(file, *args, allow_pickle=...)
            os.replace(tmp, self.path(ref.key))
            return None
        except OSError as e:
            if tmp is not None:
                Path(tmp).unlink(missing_ok=True)
            return f"accuracy-reference cache {self.root} is not usable ({e.strerror or e}); computed without it"
        except BaseException:
            if tmp is not None:
                Path(tmp).unlink(missing_ok=True)
            raise


def _digest(doc: Mapping) -> str:
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


def _array_digest(a: np.ndarray) -> str:
    h = hashlib.sha256(f"{a.dtype.str}{a.shape}".encode())
    h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()


def default_reference_cache() -> ReferenceCache:
    return ReferenceCache(cache_dir() / "accuracy")


COMMITTED_DIR = "references"  # under the built-in accuracy/ folder


def committed_references(directory: Path | None = None) -> ReferenceCache | None:
    """The references committed with fpsem (``accuracy/references/``, read-only), or None where there is no such
    folder (an installed wheel).

    They are entries of the same store as :func:`default_reference_cache`'s, under the same content key
    (:func:`reference_key`: the kernel, the input values' digest, the sizes, the precision, the working
    precision, the sample and the hand-written module's own fingerprint), so a request finds one only when
    everything the reference is computed from is what it was computed from; anything changed is a miss and
    is computed.  ``tools/accuracy_references.py`` writes them for the default sweep's kernels, precisions and
    input set; ``tests/test_committed_references.py`` recomputes some and checks that each is found."""
    root = (directory or accuracy_dir()) / COMMITTED_DIR
    return ReferenceCache(root, read_only=True) if root.is_dir() else None
