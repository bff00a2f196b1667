"""Placed GPU comparisons on a real NVIDIA GPU (skipped cleanly where there is none): separate module loads of
each side timed in random order (the spread over repeated runs inside the interval), and the sweep's GPU run
stage storing strict's A/A control and one measurement per machine code (identical PTX or SASS).

No assertion here is about speed: only what is recorded and shared.  Run on the device with
``python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_cuda_placed_gpu.py``.
"""

from __future__ import annotations

import pytest

from fpsem.compiler.targets import resolve_target
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes

pytestmark = pytest.mark.gpu


@pytest.fixture(scope="module")
def gpu():
    try:
        from fpsem.runners.cuda.driver import Gpu

        g = Gpu(0)
    except Exception as e:  # noqa: BLE001 - no cuda-bindings, no driver or no GPU: nothing to test here
        pytest.skip(f"no NVIDIA GPU here: {e}")
    yield g
    g.close()


def _nvidia_target(gpu):
    return resolve_target("h100" if gpu.info.sm_arch == "sm_90" else "a2000")


def test_placed_timing_loads_every_placement_and_keeps_every_repetition(gpu):
    from fpsem.runners.cuda.end_to_end import compile_for_gpu, program_of
    from fpsem.runners.cuda.runner import KernelSession
    from fpsem.speed.stats import hierarchical_speedup

    kernel = load_kernel("daxpy")
    sizes = resolve_sizes(kernel.spec, "default")
    target = _nvidia_target(gpu)
    strict = program_of(compile_for_gpu(kernel, "f64", resolve_profile("strict"), target, sizes))
    fma = program_of(compile_for_gpu(kernel, "f64", resolve_profile("contract"), target, sizes))
    s = KernelSession(gpu, kernel.spec, "f64", sizes, make_inputs(kernel.spec, sizes, "f64", "random"))
    try:
        aa = s.time_placed(strict, strict, placements=4, budget_ms=200, min_rounds=5, seed=1)
        t = s.time_placed(strict, fma, placements=4, budget_ms=200, min_rounds=5, seed=2)
    finally:
        s.close()
    for x in (aa, t):
        assert x.placements == 4 and x.rounds >= 5 and x.stopped in ("budget", "max rounds")
        assert all(v > 0 for p in x.baseline_s + x.variant_s for v in p)
    assert hierarchical_speedup(aa.baseline_s, aa.variant_s).low is not None


def test_the_sweep_stores_the_gpu_aa_control_and_shares_identical_code(gpu, tmp_path, private_cache):
    from fpsem.cli import main
    from fpsem.results.analysis import points
    from fpsem.results.store import open_store

    target = _nvidia_target(gpu)
    db = tmp_path / "gpu.sqlite"
    code = main(["sweep", "--db", str(db), "--kernels", "eos,fir", "--targets", target.name, "--precisions", "f64",
                 "--profiles", "strict,nsz,contract,algebraic,algebraic-afn", "--runners", "cuda", "--jobs", "1"])
    assert code == 0
    with open_store(db) as store:
        cells = store.cells()
    for kernel in ("eos", "fir"):
        runs = {c.key.profile: c.stage("run").value for c in cells if c.key.kernel == kernel}
        codes = {c.key.profile: c.stage("compile").value["code_hash"] for c in cells if c.key.kernel == kernel}
        assert runs["strict"]["control"] == "A/A" and runs["strict"]["runner"] == "cuda"
        assert runs["nsz"].get("same_code") is True or codes["nsz"] != codes["strict"]
        groups: dict[str, list[str]] = {}
        for p, h in codes.items():
            if p != "strict" and h != codes["strict"]:
                groups.setdefault(h, []).append(p)
        for ps in groups.values():
            assert len({runs[p]["timing_key"] for p in ps}) == 1
            assert len({str(runs[p]["placed_samples"]) for p in ps}) == 1
    pts = [p for p in points(cells) if p.speed is not None and not p.speed.same_code]
    assert all(p.speed.has_interval for p in pts)
