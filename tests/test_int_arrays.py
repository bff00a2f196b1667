"""Integer arrays as kernel inputs and outputs (i64 and i32): RAJAPerf's INDEXLIST_3LOOP (a flag per element,
then a scatter by the scanned flags) and REDUCE3_INT (an int sum/min/max with shared memory and atomics), end
to end on the host JIT and in the mpmath interpreter, against numpy."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from fpsem.core.errors import SpecError
from fpsem.kernels.spec import parse_spec

CORPUS = Path(__file__).parent / "data" / "corpus" / "rajaperf"


def _both(k, values, sizes):
    """(host strict outputs, interpreter outputs as Python numbers) of kernel ``k`` on ``values``."""
    from fpsem.accuracy.ir_reference import interpret_kernel
    from fpsem.api.resolve import target
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.floats.exact import ExactContext
    from fpsem.runners.registry import runner_for

    with runner_for(target("host")) as r:
        host = r.prepare(k, resolve_profile("strict"), "f64", sizes, "small").run({n: np.copy(v) if isinstance(
            v, np.ndarray) else v for n, v in values.items()})
    ref = interpret_kernel(k.spec, k.ir_for("f64"), ExactContext(), values, sizes, 100_000, 0)
    exact = {n: dict(zip(o.indices.tolist(), (float(x) for x in o.values))) for n, o in ref.items()}
    return host, exact


def _imported(tmp_path, ir, entry=None):
    from fpsem.api import import_kernel
    from fpsem.kernels.registry import load_kernel_file

    import_kernel(CORPUS / f"{ir}_sm86.ll", out=tmp_path, entries=[entry] if entry else ())
    return load_kernel_file(next(tmp_path.glob("*.toml")))


@pytest.mark.slow
def test_indexlist_conditional_and_make_list_known_answer(tmp_path):
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    n = 300
    cond = _imported(tmp_path / "c", "INDEXLIST_3LOOP", "_Z21indexlist_conditionalPdPll")
    assert {a.name: (a.role, a.type) for a in cond.spec.args if a.is_array} == {"x": ("in", "real"),
                                                                               "counts": ("out", "i64")}
    sizes = resolve_sizes(cond.spec, "small", {"N": n})
    v = dict(make_inputs(cond.spec, sizes, "f64", "random", 1))
    host, exact = _both(cond, v, sizes)
    want = (np.asarray(v["x"]) < 0).astype(np.int64)
    assert host["counts"].dtype == np.int64 and np.array_equal(host["counts"], want)
    assert [exact["counts"][i] for i in range(n)] == want.tolist()

    make = _imported(tmp_path / "m", "INDEXLIST_3LOOP", "_Z19indexlist_make_listPiPlS0_l")
    assert {a.name: (a.role, a.type) for a in make.spec.args if a.is_array} == {
        "list": ("out", "i32"), "counts": ("in", "i64"), "len": ("out", "i64")}
    sizes = resolve_sizes(make.spec, "small", {"N": n})
    v = dict(make_inputs(make.spec, sizes, "f64", "random", 1))
    flags = want
    v["counts"] = np.concatenate([[0], np.cumsum(flags)]).astype(np.int64)  # RAJAPerf's exclusive scan
    host, exact = _both(make, v, sizes)
    picked = np.flatnonzero(flags).astype(np.int32)  # the indices whose flag is set, in order
    assert host["list"].dtype == np.int32 and np.array_equal(host["list"][:len(picked)], picked)
    assert int(host["len"][0]) == len(picked) == exact["len"][0]
    assert [exact["list"][i] for i in range(len(picked))] == picked.tolist()


@pytest.mark.slow
def test_reduce3_int_known_answer(tmp_path):
    """Block sums start at vsum_init in every thread (RAJAPerf's kernel): vsum += sum(vec) + 256 *
    blocks * vsum_init; min and max over vec and the inits.  Negative values exercise the i32 sign."""
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    k = _imported(tmp_path, "REDUCE3_INT")
    types = {a.name: a.type for a in k.spec.args if a.is_array}
    assert types == {"vec": "i32", "vsum": "i32", "vmin": "i32", "vmax": "i32"}
    n = 600
    sizes = resolve_sizes(k.spec, "small", {"N": n})
    v = dict(make_inputs(k.spec, sizes, "f64", "random", 0))
    rng = np.random.default_rng(5)
    v["vec"] = rng.integers(-1000, 1000, n).astype(np.int32)
    v["vsum"], v["vmin"], v["vmax"] = (np.array([x], dtype=np.int32) for x in (7, 10**6, -10**6))
    v["vsum_init"], v["vmin_init"], v["vmax_init"] = 3, 5000, -5000
    host, exact = _both(k, v, sizes)
    blocks = math.ceil(n / 256)
    sums = 7 + int(v["vec"].sum()) + 256 * blocks * 3
    assert int(host["vsum"][0]) == sums == exact["vsum"][0]
    assert int(host["vmin"][0]) == int(v["vec"].min()) == exact["vmin"][0]
    assert int(host["vmax"][0]) == int(v["vec"].max()) == exact["vmax"][0]


def _spec(arg: dict):
    return parse_spec({
        "name": "T", "description": "t", "precisions": ["f64"], "reps": 1,
        "sizes": {"default": {"N": 8}, "small": {"N": 4}}, "rajaperf": {"bytes": "N", "flops": "N"},
        "args": [arg], "stages": [{"name": "main", "space": [["0", "N"]]}]}, "t", "<test>")


def test_integer_array_specs():
    s = _spec({"name": "c", "role": "out", "type": "i32", "length": "N", "init": "C(0)"})
    assert s.args[0].is_int and s.args[0].element_bytes("f64") == 4 and s.args[0].checksum
    with pytest.raises(SpecError, match="whole number"):
        _spec({"name": "c", "role": "out", "type": "i32", "length": "N", "init": "C(0.5)"})
    with pytest.raises(SpecError, match="must be an array"):
        _spec({"name": "c", "role": "scalar", "type": "i32", "init": "VAL(1)"})
