"""The committed mpmath references (accuracy/references/): found by content, recomputed equal, never used for
anything else (tools/accuracy_references.py writes them)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from fpsem.accuracy.reference import ReferenceCache, committed_references, compute_reference, request_key
from fpsem.kernels.registry import load_kernel
from fpsem.sweep.plan import SweepConfig
from fpsem.sweep.stages import reference_request


def _request(kernel: str, precision: str):
    return reference_request(load_kernel(kernel), precision, "random", SweepConfig())


@pytest.mark.parametrize("kernel,precision", [("daxpy", "f64"), ("fir", "f32"), ("eos", "f64"), ("dot", "f32")])
def test_a_committed_reference_is_what_computing_it_gives(kernel, precision, tmp_path):
    committed = committed_references()
    assert committed is not None, "accuracy/references/ is missing (tools/accuracy_references.py writes it)"
    req = _request(kernel, precision)
    stored, note = committed.load(request_key(req))
    assert stored is not None, (f"{kernel} {precision}: no committed reference for the default sweep's request "
                                f"({note or 'absent'}); run tools/accuracy_references.py")
    fresh = compute_reference(req, None)
    assert fresh.key == stored.key and fresh.source == stored.source
    assert fresh.working_precision == stored.working_precision and dict(fresh.sizes) == dict(stored.sizes)
    for a, b in zip(fresh.outputs, stored.outputs, strict=True):
        assert a.name == b.name and a.population == b.population
        for field in ("indices", "rounded", "hi", "lo", "magnitude"):
            x, y = getattr(a, field), getattr(b, field)
            assert x.dtype == y.dtype and np.array_equal(x, y, equal_nan=True), (kernel, a.name, field)


def test_the_sweep_reads_the_committed_one_and_other_inputs_compute(tmp_path):
    req = _request("daxpy", "f64")
    cache = ReferenceCache(tmp_path)
    got = compute_reference(req, cache)
    assert got.cached and got.key == request_key(req)  # from accuracy/references/, nothing computed
    assert not list(tmp_path.glob("*.npz"))
    # other input values: another key, not committed, computed and stored in the user's cache
    values = dict(req.values)
    x = np.array(values["x"], copy=True)
    x[0] = np.nextafter(x[0], np.inf)
    changed = replace(req, values={**values, "x": x})
    assert request_key(changed) != request_key(req)
    other = compute_reference(changed, cache)
    assert not other.cached and (tmp_path / f"{other.key}.npz").is_file()


def test_the_committed_store_is_read_only(tmp_path):
    store = ReferenceCache(tmp_path, read_only=True)
    bad = tmp_path / ("0" * 64 + ".npz")
    bad.write_bytes(b"not a zip")
    hit, note = store.load("0" * 64)
    assert hit is None and "passed over" in note and bad.exists()  # a damaged committed file is left in place
    ref = compute_reference(_request("daxpy", "f32"), None)
    assert "read-only" in store.store(ref) and not (tmp_path / f"{ref.key}.npz").exists()
