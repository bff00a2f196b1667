"""The CUDA runner on a real NVIDIA GPU (skipped cleanly where there is none).

* every kernel, f64 and f32: fpsem's strict variant on the GPU computes what the strict
  host JIT computes (bit for bit where no reduction order or math library differs), and
  nvcc's ``-fmad=false`` build of the hand-written CUDA C computes the same as fpsem's
  strict PTX — a check of the runner and of every ``benchmarks/cuda/*.cu``;
* sm_86 PTX (the A2000 variant) runs on this GPU with the sm_90 variant's numerics;
* faults: an illegal address and a kernel past the watchdog's deadline are recorded with
  the driver's words, and a fresh GPU worker process runs the next program; a launch the
  driver refuses is recorded and the same worker goes on;
* ``fpsem run --runner cuda`` gives the host runner's checksum.

No assertion here is about speed: timings belong to ``benchmarks/gpu_bench.py``.
"""

from __future__ import annotations

import numpy as np
import pytest

from fpsem.compiler.targets import resolve_target
from fpsem.fastmath.profiles import resolve_profile
from fpsem.floats.ulp import ulp_distance
from fpsem.kernels.registry import kernel_names, load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.cuda import nvcc_baselines as nb
from fpsem.runners.cuda.end_to_end import compile_for_gpu, program_of
from fpsem.runners.cuda.faults import GpuUnavailable
from fpsem.runners.cuda.runner import LaunchEntry, LaunchParam, Program, entries_from_baseline
from fpsem.runners.cuda.worker import GpuWorker, KernelJob

pytestmark = pytest.mark.gpu

MATH_LIBRARY_KERNELS = {"planckian"}  # exp: libdevice on the GPU, the C library on the host


@pytest.fixture(scope="module")
def worker():
    w = GpuWorker(0, deadline_s=120)
    try:
        info, _ = w.info(0)
    except GpuUnavailable as e:
        w.close()
        pytest.skip(str(e))
    w.device_info = info
    yield w
    w.close()


@pytest.fixture(scope="module")
def programs(worker):
    """Every kernel's strict variant (sm_90) and nvcc -fmad=false baseline at the small size, built at once."""
    import concurrent.futures as cf

    import fpsem

    kernels = [load_kernel(k) for k in kernel_names()]
    out = {}
    for b in fpsem.compile_many(kernels, "h200", "strict", "f64,f32", size="small"):
        v = b.variant
        out[(v.kernel, v.precision, "strict")] = program_of(v)
    if nb.find_nvcc() is not None:
        jobs = [(k.spec, p) for k in kernels for p in k.spec.precisions]
        with cf.ThreadPoolExecutor(8) as pool:
            for (spec, p), b in zip(jobs, pool.map(lambda j: nb.compile_baseline(j[0], j[1], "nvcc-strict", "small"),
                                                    jobs)):
                assert b.ok, b.failure
                out[(spec.key, p, "nvcc-strict")] = Program(b.name, b.ptx, entries_from_baseline(spec, b.entries))
    return out


def _strict(kernel, precision, target="h200"):
    sizes = resolve_sizes(kernel.spec, "small")
    v = compile_for_gpu(kernel, precision, resolve_profile("strict"), resolve_target(target), sizes)
    return program_of(v)


def _inputs_of(spec):
    return "random" if "random" in spec.input_sets else "rajaperf"


def _job(kernel, precision, programs, **kw):
    return KernelJob(kernel.spec.key, precision, "small", {}, _inputs_of(kernel.spec), "rajaperf", 0,
                     tuple(programs), None, 1, kw.pop("time_it", False), **kw)


def _same(a, b, exact: bool, what: str):
    a, b = np.atleast_1d(np.asarray(a)), np.atleast_1d(np.asarray(b, dtype=np.asarray(a).dtype))
    assert a.shape == b.shape, what
    assert np.array_equal(np.isnan(a), np.isnan(b)), f"{what}: NaN positions differ"
    if exact:
        assert np.array_equal(a, b, equal_nan=True), f"{what}: max ulp {np.nanmax(ulp_distance(a, b))}"
    else:
        assert np.nanmax(ulp_distance(a, b)) <= 2, f"{what}: max ulp {np.nanmax(ulp_distance(a, b))}"


def _same_planckian(got: dict, want: dict, precision: str, what: str):
    """PLANCKIAN's w = x/(exp(y) - 1) with exp from two math libraries: y must agree exactly, w
    within what a 2-ulp difference of exp(y) becomes through the cancellation in exp(y) - 1."""
    dtype = np.float64 if precision == "f64" else np.float32
    if "y" in want:  # the host run reports only the checksummed output w
        _same(got["y"], want["y"], True, what + " y")
    y = np.asarray(got["y"], dtype=np.float64)
    w1, w2 = np.asarray(got["w"], dtype=np.float64), np.asarray(want["w"], dtype=np.float64)
    u = np.finfo(dtype).eps / 2
    bound = 4 * u * np.exp(y) / np.abs(np.expm1(y)) + 4 * u
    rel = np.abs(w1 - w2) / np.maximum(np.abs(w2), np.finfo(dtype).tiny)
    assert np.all(rel <= bound), f"{what} w: worst relative difference {rel.max():.3g} over bound"


@pytest.mark.slow
def test_device_is_described(worker):
    d = worker.device_info
    assert d["name"] and d["sm_count"] > 0 and d["l2_bytes"] > 0 and d["total_mem_bytes"] > 0
    assert d["sm_arch"].startswith("sm_") and d["driver_cuda_version"]


@pytest.mark.parametrize("precision", ["f64", "f32"])
@pytest.mark.parametrize("key", kernel_names())
def test_strict_matches_host_and_nvcc(worker, programs, key, precision):
    from fpsem.runners.execution import run_host

    kernel = load_kernel(key)
    spec = kernel.spec
    if precision not in spec.precisions:
        pytest.skip(f"{key} has no {precision} version")
    mine = [programs[(key, precision, "strict")]]
    if (key, precision, "nvcc-strict") in programs:
        mine.append(programs[(key, precision, "nvcc-strict")])
    rs = worker.run(_job(kernel, precision, mine))
    for r in rs:
        assert r.ok, r.fault.one_line()
    got = {**rs[0].outputs, **rs[0].results}
    host = run_host(kernel, resolve_profile("strict"), precision=precision, size_set="small",
                    input_set=_inputs_of(spec), reps=1, seed=0)
    reduces = any(s.reduce for s in spec.stages)
    if key in MATH_LIBRARY_KERNELS:
        _same_planckian(got, host.outputs, precision, f"{key}.{precision} vs host")
        if len(rs) > 1:
            _same_planckian({**rs[1].outputs}, got, precision, f"{key}.{precision} nvcc-strict vs fpsem strict")
        return
    for name, want in host.outputs.items():
        if reduces and np.ndim(want) == 0:
            # the GPU adds per-thread partials, the host one running sum: same terms, other order
            tol = 1e-12 if precision == "f64" else 1e-5
            assert got[name] == pytest.approx(float(want), rel=tol, abs=tol), name
        else:
            _same(got[name], want, True, f"{key}.{precision} {name} vs host")
    if len(rs) > 1:
        theirs = {**rs[1].outputs, **rs[1].results}
        for name in got:
            # same launch configuration, same operations in the same order: nvcc -fmad=false = fpsem strict
            _same(theirs[name], got[name], True, f"{key}.{precision} {name}: nvcc-strict vs fpsem strict")


def test_sm86_ptx_runs_here_with_the_same_numerics(worker):
    kernel = load_kernel("fir")
    rs = worker.run(_job(kernel, "f64", [_strict(kernel, "f64", "a2000"), _strict(kernel, "f64", "h200")]))
    assert rs[0].ok and rs[1].ok
    np.testing.assert_array_equal(rs[0].outputs["out"], rs[1].outputs["out"])


# ----------------------------------------------------------------------------- faults

_TRIAD_HEAD = """.version 7.0
.target sm_70
.address_size 64
.visible .entry triad_main_entry(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .f64 palpha)"""

ILLEGAL_PTX = _TRIAD_HEAD + """
{
	.reg .b64 %rd<2>;
	.reg .f64 %fd<2>;
	mov.u64 %rd1, 8;
	mov.f64 %fd1, 0d3FF0000000000000;
	st.global.f64 [%rd1], %fd1;
	ret;
}
"""

SPIN_PTX = _TRIAD_HEAD + """
{
	.reg .pred %p<2>;
	.reg .b64 %rd<4>;
	mov.u64 %rd1, %globaltimer;
	add.u64 %rd2, %rd1, 3000000000;
$L_spin:
	mov.u64 %rd3, %globaltimer;
	setp.lt.u64 %p1, %rd3, %rd2;
	@%p1 bra $L_spin;
	ret;
}
"""

SMALL_BLOCK_PTX = _TRIAD_HEAD + """
.maxntid 64, 1, 1
{
	ret;
}
"""


def _triad_program(label, ptx):
    e = LaunchEntry("triad_main_entry", "main", tuple(LaunchParam(n, k) for n, k in
                                                      (("a", "array"), ("b", "array"), ("c", "array"),
                                                       ("alpha", "real"))), False)
    return Program(label, ptx, (e,), "test")


def _fault_then_good(worker, bad_ptx, **kw):
    kernel = load_kernel("triad")
    good = _strict(kernel, "f64")
    before = worker.restarts
    rs = worker.run(_job(kernel, "f64", [_triad_program("bad", bad_ptx), good], **kw))
    assert rs[1].ok, rs[1].fault and rs[1].fault.one_line()  # the run goes on after the fault
    assert rs[1].outputs["a"].size == resolve_sizes(kernel.spec, "small")["N"]
    return rs[0].fault, worker.restarts - before


def test_illegal_address_is_recorded_and_a_fresh_worker_goes_on(worker):
    fault, restarts = _fault_then_good(worker, ILLEGAL_PTX)
    assert fault.kind in ("illegal-address", "kernel-fault") and fault.error_name.startswith("CUDA_ERROR_")
    assert fault.fatal and restarts == 1


def test_watchdog_records_a_runaway_kernel_and_a_fresh_worker_goes_on(worker):
    fault, restarts = _fault_then_good(worker, SPIN_PTX, watchdog_s=0.5)
    assert fault.kind == "timeout" and fault.error_name == "WATCHDOG" and fault.fatal and restarts == 1


def test_refused_launch_keeps_the_worker(worker):
    fault, restarts = _fault_then_good(worker, SMALL_BLOCK_PTX)
    assert fault.kind == "launch" and not fault.fatal and fault.error_name.startswith("CUDA_ERROR_")
    assert restarts == 0


def test_timing_record_structure(worker):
    kernel = load_kernel("triad")
    (r,) = worker.run(_job(kernel, "f64", [_strict(kernel, "f64")], time_it=True))
    assert r.ok and r.timing_fault is None
    d = r.timing.to_dict()
    assert d["provenance"] == "measured" and d["per_rep"]["n"] >= 10 and d["rotation_sets"] >= 1
    assert d["per_rep"]["median_ms"] > 0 and set(d["stages"]) == {"triad_main_entry"}


# ----------------------------------------------------------------------------- the CLI


@pytest.mark.parametrize("key", ["daxpy", "trap_int"])
def test_cli_cuda_runner_checksum_matches_host(worker, cli, key):
    import json

    args = ["run", "-k", key, "-t", "h200", "--size-set", "small", "--reps", "3", "--json"]
    g = cli(*args, "--runner", "cuda")
    assert g.code == 0, g.err
    h = cli(*args[:3], "-t", "host", *args[5:])
    assert h.code == 0, h.err
    rg, rh = json.loads(g.out), json.loads(h.out)
    assert rg["runner"] == "cuda" and rg["device"]["name"] == worker.device_info["name"]
    assert rg["checksum"] == pytest.approx(rh["checksum"], rel=1e-10)
    assert "measured" in rg["timing"]["how"]
