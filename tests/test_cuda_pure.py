"""The CUDA runner's pure parts, without a GPU: launch configuration, partial reduction,
timing statistics, fault classification, PTX entry parsing and the ABI check, argument
packing, and the nvcc baselines' sources against the kernel specs."""

from __future__ import annotations

import ctypes
import math

import numpy as np
import pytest

from fpsem.compiler.entry import launch
from fpsem.core.errors import EXIT_RUNTIME, UsageError
from fpsem.runners.cuda import faults, ptx
from fpsem.runners.cuda import measure as timing
from fpsem.runners.cuda.driver import check, pack_args

# ----------------------------------------------------------------------------- launch configuration


def test_elementwise_launch_is_one_thread_per_point():
    cfg = launch.launch_config(1_000_000, 256)
    assert cfg == launch.LaunchConfig(3907, 256)  # ceil(1e6 / 256)
    assert cfg.threads >= 1_000_000


def test_reduction_grid_is_bounded_by_resident_waves():
    cfg = launch.launch_config(100_000_000, 256, reduce=True, sm_count=132)
    assert cfg.grid == launch.REDUCE_WAVES * 132 * (2048 // 256)
    small = launch.launch_config(1000, 256, reduce=True, sm_count=132)
    assert small.grid == 4  # fewer points than the bound: one thread per point


def test_explicit_grid_and_empty_space():
    # a reduction's grid-stride loop covers any grid
    assert launch.launch_config(10**9, 128, reduce=True, grid=7) == launch.LaunchConfig(7, 128)
    # an element-wise stage runs one thread per point: a larger grid is fine, a smaller one is refused
    assert launch.launch_config(1000, 256, grid=9) == launch.LaunchConfig(9, 256)
    assert launch.launch_config(1000, 256, grid=4) == launch.LaunchConfig(4, 256)
    with pytest.raises(UsageError, match="does not cover its 1000 points"):
        launch.launch_config(1000, 256, grid=3)
    assert launch.launch_config(0, 256).grid == 1  # a launch still happens; no thread has a point


@pytest.mark.parametrize("block", [0, 31, 48, 2048, -32])
def test_bad_block_sizes_are_usage_errors(block):
    with pytest.raises(UsageError):
        launch.launch_config(100, block)


def test_flat_points():
    assert launch.flat_points([(1, 1001), (1, 1001)]) == 1_000_000
    assert launch.flat_points([(5, 5), (0, 10)]) == 0
    assert launch.flat_points([(0, 2), (0, 3), (0, 4)]) == 24


# ----------------------------------------------------------------------------- partial reduction


def test_partials_are_added_in_index_order_not_pairwise():
    # 1 + 1e16 - 1e16 ... in index order loses the 1s; pairwise summation would not give this.
    p = np.array([1e16, 1.0, 1.0, -1e16], dtype=np.float64)
    assert launch.reduce_partials(p) == ((1e16 + 1.0) + 1.0) - 1e16
    x = np.random.default_rng(3).standard_normal(1001)
    seq = 0.0
    for v in x:
        seq += v
    assert launch.reduce_partials(x) == seq


def test_f32_partials_are_added_in_f32():
    p = np.array([16777216.0, 1.0, 1.0], dtype=np.float32)  # 2^24 + 1 rounds back to 2^24 in f32
    assert launch.reduce_partials(p) == 16777216.0
    assert launch.reduce_partials(np.array([], dtype=np.float32)) == 0.0


def test_partials_must_be_real_vectors():
    with pytest.raises(UsageError):
        launch.reduce_partials(np.zeros((2, 2)))
    with pytest.raises(UsageError):
        launch.reduce_partials(np.zeros(3, dtype=np.int64))


# ----------------------------------------------------------------------------- timing statistics


def test_summary_median_quartiles_and_spread():
    s = timing.summarize([5.0, 1.0, 3.0, 2.0, 4.0])
    assert (s.n, s.median_ms, s.q1_ms, s.q3_ms, s.min_ms, s.max_ms, s.mean_ms) == (5, 3.0, 2.0, 4.0, 1.0, 5.0, 3.0)
    assert s.iqr_ms == 2.0 and math.isclose(s.rel_iqr, 2.0 / 3.0)
    d = s.to_dict()
    assert d["iqr_ms"] == 2.0 and d["median_ms"] == 3.0


@pytest.mark.parametrize("bad", [[], [1.0, float("nan")], [-1.0], [float("inf")]])
def test_summary_rejects_broken_samples(bad):
    with pytest.raises(UsageError):
        timing.summarize(bad)


def test_rotation_sets_leave_the_l2():
    l2 = 50 << 20
    assert timing.rotation_sets(16 << 20, l2, factor=3.0) == math.ceil(3 * 50 / 16)
    assert timing.rotation_sets(400 << 20, l2) == 1  # already several times the L2
    assert timing.rotation_sets(1024, l2, max_sets=8) == 8
    assert timing.rotation_sets(16 << 20, l2, memory_budget_bytes=32 << 20) == 2
    assert timing.rotation_sets(0, l2) == 1


def test_repetitions_fill_the_budget_within_bounds():
    assert timing.repetitions(1.0, budget_ms=100.0, min_reps=10, max_reps=200) == 100
    assert timing.repetitions(0.001, budget_ms=100.0, max_reps=200) == 200
    assert timing.repetitions(50.0, budget_ms=100.0, min_reps=10) == 10
    assert timing.repetitions(float("nan")) == 10


def test_bandwidth_and_speedup():
    assert timing.bandwidth_gbs(4.3e9, 1.0) == pytest.approx(4300.0)
    assert math.isnan(timing.bandwidth_gbs(1.0, 0.0))
    assert timing.speedup(2.0, 1.0) == 2.0
    assert math.isnan(timing.speedup(0.0, 1.0))


# ----------------------------------------------------------------------------- faults


@pytest.mark.parametrize("name,phase,kind,sticky", [
    ("CUDA_ERROR_ILLEGAL_ADDRESS", "sync", faults.ILLEGAL_ADDRESS, True),
    ("CUDA_ERROR_LAUNCH_TIMEOUT", "sync", faults.TIMEOUT, True),
    ("CUDA_ERROR_ILLEGAL_INSTRUCTION", "sync", faults.KERNEL_FAULT, True),
    ("CUDA_ERROR_MISALIGNED_ADDRESS", "sync", faults.KERNEL_FAULT, True),
    ("CUDA_ERROR_INVALID_PTX", "load", faults.LOAD, False),
    ("CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "other", faults.LOAD, False),
    ("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", "launch", faults.LAUNCH, False),
    ("CUDA_ERROR_INVALID_VALUE", "launch", faults.LAUNCH, False),
    ("CUDA_ERROR_OUT_OF_MEMORY", "alloc", faults.DRIVER, False),
])
def test_fault_classification(name, phase, kind, sticky):
    assert faults.classify_error_name(name, phase) == kind
    assert faults.is_sticky(name) is sticky
    err = faults.CudaError("cuCtxSynchronize", name, 700, "an illegal memory access was encountered")
    assert faults.is_fatal(err) is sticky
    f = faults.fault_from_exception(err, "sync fir_main_entry", phase)
    assert f.kind == kind and f.error_name == name and "illegal memory access" in f.message and f.fatal is sticky
    assert name in f.one_line() and ("worker process replaced" in f.one_line()) is sticky


def test_timeout_and_abi_faults():
    t = faults.KernelTimeout("fir_main_entry", 2.5)
    assert faults.is_fatal(t)
    f = faults.fault_from_exception(t, "sync fir_main_entry", "sync")
    assert f.kind == faults.TIMEOUT and f.error_name == "WATCHDOG" and "2.5 s" in f.message and f.fatal
    a = faults.fault_from_exception(faults.AbiMismatch("x: 3 params"), "load", "load")
    assert a.kind == faults.ABI and not a.fatal and not faults.is_fatal(faults.AbiMismatch("x"))
    assert set(f.to_dict()) == {"kind", "where", "error_name", "message", "fatal"}


def test_cuda_errors_exit_with_the_runtime_code():
    assert faults.CudaError("cuInit", "CUDA_ERROR_NO_DEVICE", 100, "no CUDA-capable device").exit_code == EXIT_RUNTIME
    assert faults.GpuUnavailable("no GPU").exit_code == EXIT_RUNTIME


class _FakeResult(int):
    """Stands in for a CUresult enum member (an int with a name)."""

    def __new__(cls, code: int, name: str):
        obj = int.__new__(cls, code)
        obj.name = name
        return obj


class _FakeBindings:
    """The two calls check() uses to describe an error, answering as the driver does."""

    @staticmethod
    def cuGetErrorName(err):
        return (0, err.name.encode())

    @staticmethod
    def cuGetErrorString(err):
        return (0, b"an illegal memory access was encountered")


def test_check_returns_values_and_raises_with_the_drivers_words():
    cu = _FakeBindings()
    ok = _FakeResult(0, "CUDA_SUCCESS")
    assert check(cu, (ok,), "cuInit") is None
    assert check(cu, (ok, 42), "cuMemAlloc") == 42
    assert check(cu, (ok, 1, 2), "cuModuleGetGlobal") == (1, 2)
    with pytest.raises(faults.CudaError) as e:
        check(cu, (_FakeResult(700, "CUDA_ERROR_ILLEGAL_ADDRESS"),), "cuStreamSynchronize")
    assert e.value.name == "CUDA_ERROR_ILLEGAL_ADDRESS" and e.value.code == 700 and e.value.sticky
    assert str(e.value) == "cuStreamSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS (700): an illegal memory access was encountered"


# ----------------------------------------------------------------------------- kernel arguments


def test_pack_args_points_at_each_value():
    holders, ptrs = pack_args([("pointer", 0xDEADBEEF000), ("f64", 0.1), ("f32", 0.1), ("i64", -5)])
    assert ptrs.dtype == np.uint64 and len(ptrs) == 4
    assert ctypes.c_uint64.from_address(int(ptrs[0])).value == 0xDEADBEEF000
    assert ctypes.c_double.from_address(int(ptrs[1])).value == 0.1
    assert ctypes.c_float.from_address(int(ptrs[2])).value == np.float32(0.1)
    assert ctypes.c_int64.from_address(int(ptrs[3])).value == -5
    with pytest.raises(ValueError):
        pack_args([("f16", 1.0)])


# ----------------------------------------------------------------------------- PTX


_PTX = """
.version 8.0
.target sm_90
.address_size 64
.const .align 8 .b8 fir_coeff[128];
.visible .const .align 4 .f32 scale;
.visible .entry fir_main_entry(
	.param .u64 .ptr .global .align 8 fir_main_entry_param_0,
	.param .u64 fir_main_entry_param_1
)
{ ret; }
.visible .entry dot_main_entry(.param .u64 a, .param .f64 s, .param .u64 n, .param .u64 partials)
{ ret; }
"""


def test_ptx_entries_constants_and_target():
    es = ptx.entries(_PTX)
    assert es["fir_main_entry"].param_types == ("u64", "u64")
    assert es["dot_main_entry"].param_types == ("u64", "f64", "u64", "u64")
    cs = ptx.const_globals(_PTX)
    assert cs["fir_coeff"].size_bytes == 128 and cs["scale"] == ptx.PtxConst("scale", "f32", 1, 4)
    assert ptx.target_of(_PTX) == "sm_90" and ptx.version_of(_PTX) == "8.0"


def test_ptx_abi_check():
    es = ptx.entries(_PTX)
    ptx.check_entry(es["dot_main_entry"], [("a", ptx.POINTER), ("s", ptx.REAL64), ("n", ptx.INT64),
                                           ("partials", ptx.POINTER)])
    with pytest.raises(faults.AbiMismatch, match="takes 4 parameter"):
        ptx.check_entry(es["dot_main_entry"], [("a", ptx.POINTER)])
    with pytest.raises(faults.AbiMismatch, match=r"parameter 1 \(s\) is \.f64"):
        ptx.check_entry(es["dot_main_entry"], [("a", ptx.POINTER), ("s", ptx.REAL32), ("n", ptx.INT64),
                                               ("partials", ptx.POINTER)])
