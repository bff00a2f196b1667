"""Every built-in kernel has a hand-written mpmath reference (accuracy/<kernel>.py, written from KERNELS.md),
and the mpmath interpreter of the kernel's IR agrees with it at the small size: the two are independent
routes to the same exact values."""

from __future__ import annotations

import numpy as np
import pytest

from fpsem.accuracy.handwritten import has_handwritten, load_handwritten
from fpsem.accuracy.reference import ReferenceRequest, compute_reference
from fpsem.core.errors import SpecError
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import kernel_names, load_kernel
from fpsem.kernels.spec import resolve_sizes

KERNELS = kernel_names()


def test_every_kernel_has_a_handwritten_reference():
    missing = [k for k in KERNELS if not has_handwritten(k)]
    assert not missing, f"no accuracy/<kernel>.py for {missing}"


@pytest.mark.parametrize("precision", ["f64", "f32"])
@pytest.mark.parametrize("key", KERNELS)
@pytest.mark.slow
def test_interpreter_agrees_with_handwritten_reference(key, precision):
    kernel = load_kernel(key)
    if precision not in kernel.spec.precisions:
        pytest.skip(f"{key} has no {precision} version")
    input_set = "random" if "random" in kernel.spec.input_sets else "rajaperf"
    sizes = resolve_sizes(kernel.spec, "small")
    values = make_inputs(kernel.spec, sizes, precision, input_set, 1)
    refs = {src: compute_reference(ReferenceRequest(kernel.spec, precision, kernel.ir_for(precision), key, input_set,
                                                    values, sizes, source=src))
            for src in ("handwritten", "interpreter")}
    hand, interp = refs["handwritten"], refs["interpreter"]
    assert hand.source.startswith("hand-written") and interp.source.startswith("interpreter")
    for h in hand.outputs:
        i = interp.output(h.name)
        # the same elements computed (the hand-written `written` sets match what the IR stores to)...
        np.testing.assert_array_equal(h.indices, i.indices)
        assert len(h.indices) > 0
        # ...to the same correctly rounded values, bit for bit, and the same condition magnitudes
        np.testing.assert_array_equal(h.rounded.view(np.uint8), i.rounded.view(np.uint8))
        np.testing.assert_array_equal(h.hi, i.hi)
        np.testing.assert_allclose(h.magnitude, i.magnitude, rtol=1e-12)


def test_a_broken_reference_module_is_a_one_line_spec_error(tmp_path):
    (tmp_path / "fir.py").write_text("def reference(ctx, x, sizes, want):\n    return {}\n")
    (tmp_path / "dot.py").write_text("def reference(:\n")
    (tmp_path / "triad.py").write_text("X = 1\n")
    fir = load_kernel("fir")
    sizes = resolve_sizes(fir.spec, "small")
    values = make_inputs(fir.spec, sizes, "f64", "random", 0)
    req = ReferenceRequest(fir.spec, "f64", fir.ir_for("f64"), "fir", "random", values, sizes)
    with pytest.raises(SpecError, match="returned no values for output 'out'"):
        compute_reference(req, accuracy_dir=tmp_path)
    with pytest.raises(SpecError, match="dot.py: SyntaxError"):
        load_handwritten("dot", tmp_path)
    with pytest.raises(SpecError, match="defines no function reference"):
        load_handwritten("triad", tmp_path)
    with pytest.raises(SpecError, match="no hand-written reference"):
        load_handwritten("gemm", tmp_path)
    # without a module in the directory, 'auto' falls back to the interpreter
    gemm = load_kernel("gemm")
    gsizes = resolve_sizes(gemm.spec, "small")
    greq = ReferenceRequest(gemm.spec, "f64", gemm.ir_for("f64"), "gemm", "random",
                            make_inputs(gemm.spec, gsizes, "f64", "random", 0), gsizes)
    assert compute_reference(greq, accuracy_dir=tmp_path).source.startswith("interpreter")


def _daxpy_request():
    kernel = load_kernel("daxpy")
    sizes = resolve_sizes(kernel.spec, "small")
    values = make_inputs(kernel.spec, sizes, "f64", "random", 3)
    return ReferenceRequest(kernel.spec, "f64", kernel.ir_for("f64"), "daxpy", "random", values, sizes)


@pytest.mark.parametrize("damage", ["truncate", "flip a byte", "edit a value"])
def test_a_damaged_cached_reference_is_recomputed_with_a_note(tmp_path, damage):
    from fpsem.accuracy.reference import ReferenceCache

    cache = ReferenceCache(tmp_path)
    first = compute_reference(_daxpy_request(), cache)
    (f,) = tmp_path.glob("*.npz")
    data = bytearray(f.read_bytes())
    if damage == "truncate":
        data = data[:len(data) // 3]
    elif damage == "flip a byte":
        data[len(data) // 2] ^= 0x40
    else:  # a well-formed file whose numbers were changed: only the checksums tell
        with np.load(f) as z:
            arrays = {n: z[n] for n in z.files}
        arrays["y.rounded"] = arrays["y.rounded"] + 1.0
        np.savez(f, **arrays)
        data = bytearray(f.read_bytes())
    f.write_bytes(bytes(data))
    again = compute_reference(_daxpy_request(), cache)
    assert not again.cached and "a damaged accuracy-reference cache entry was recomputed" in again.notes[0]
    np.testing.assert_array_equal(again.output("y").rounded, first.output("y").rounded)
    assert compute_reference(_daxpy_request(), cache).cached  # stored afresh


def test_an_unwritable_reference_cache_is_skipped_with_a_note(tmp_path):
    from fpsem.accuracy.reference import ReferenceCache

    (tmp_path / "afile").write_text("a file where the cache folder should be")
    ref = compute_reference(_daxpy_request(), ReferenceCache(tmp_path / "afile"))
    assert ref.output("y").rounded.size and "is not usable" in ref.notes[0] and "computed without it" in ref.notes[0]
