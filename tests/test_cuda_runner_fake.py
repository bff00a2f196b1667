"""The CUDA runner's logic against a fake driver (no GPU): buffers, arguments, constants,
reductions with finalize, repetitions, rotation for timing, and faults.  The fake executes each entry point with a NumPy implementation of the
launch ABI (grid-stride, per-thread partials), so what is checked is the runner's side
of the ABI: what it passes, in which order, and what it does with the results."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from fpsem.core.errors import UsageError
from fpsem.kernels.spec import parse_spec
from fpsem.runners.cuda.driver import DeviceInfo
from fpsem.runners.cuda.faults import CudaError, KernelTimeout
from fpsem.runners.cuda.runner import (
    GATE_ENTRY,
    KernelSession,
    LaunchEntry,
    LaunchParam,
    Program,
    guarded,
    measure_copy_bandwidth,
)

TRIAD = parse_spec({
    "name": "TRIAD", "description": "a = b + alpha*c", "precisions": ["f64", "f32"], "reps": 3,
    "sizes": {"default": {"N": 1000}, "small": {"N": 10}},
    "rajaperf": {"bytes": "3*W*N", "flops": "2*N"},
    "args": [{"name": "a", "role": "out", "length": "N", "init": "C(0.0)"},
             {"name": "b", "role": "in", "length": "N", "init": "D(0.1)"},
             {"name": "c", "role": "in", "length": "N", "init": "D(0.2)"},
             {"name": "alpha", "role": "scalar", "init": "S(0.1)"}],
    "stages": [{"name": "main", "space": [["0", "N"]]}],
}, "triad", "triad.toml")

WDOT = parse_spec({
    "name": "WDOT", "description": "weighted dot with a constant weight table, finalize scales",
    "precisions": ["f64"], "reps": 4, "accumulates": True,
    "sizes": {"default": {"N": 5000}, "small": {"N": 10}},
    "rajaperf": {"bytes": "2*W*N", "flops": "3*N"},
    "args": [{"name": "x", "role": "in", "length": "N", "init": "D(0.2)"},
             {"name": "w", "role": "in", "length": "4", "init": "LIST(1.0, 2.0, 3.0, 4.0)", "constant": True},
             {"name": "s", "role": "scalar", "init": "S(0.1)"},
             {"name": "n", "role": "scalar", "type": "i64", "init": "VAL(N)"},
             {"name": "dot", "role": "result"}],
    "stages": [{"name": "main", "space": [["0", "N"]], "reduce": "sum", "finalize": "wdot_finalize",
                "result": "dot"}],
}, "wdot", "wdot.toml")

TRIAD_PTX = ".visible .entry triad_main_entry(.param .u64 p0, .param .u64 p1, .param .u64 p2, .param .f64 p3) { ret; }"
WDOT_PTX = (".const .align 8 .b8 wdot_const_w[32];\n"
            ".visible .entry wdot_main_entry(.param .u64 p0, .param .f64 p1, .param .u64 p2, .param .u64 p3) { ret; }")


def triad_program(label="triad.f64.test"):
    e = LaunchEntry("triad_main_entry", "main", (LaunchParam("a", "array"), LaunchParam("b", "array"),
                                                 LaunchParam("c", "array"), LaunchParam("alpha", "real")), False)
    return Program(label, TRIAD_PTX, (e,), "fpsem")


def wdot_program():
    e = LaunchEntry("wdot_main_entry", "main", (LaunchParam("x", "array"), LaunchParam("s", "real"),
                                                LaunchParam("n", "i64"), LaunchParam("partials", "partials")),
                    True, (("w", "wdot_const_w"),))
    return Program("wdot.f64.test", WDOT_PTX, (e,), "nvcc")


class FakeGpu:
    """The subset of fpsem.runners.cuda.driver.Gpu the runner uses, with kernels run in NumPy."""

    def __init__(self, dtype=np.float64, fail=None):
        self.info = DeviceInfo(0, "Fake GPU", (9, 0), 4, 1 << 20, 1 << 30, 13000, "fake")
        self.dtype = dtype
        self.mem: dict[int, np.ndarray] = {}
        self._next = itertools.count(0x1000, 0x100000)
        self.modules: dict[int, tuple[str, str]] = {}
        self.loads = 0
        self.launches: list[tuple[str, int, int, list]] = []
        self.fail = fail  # entry name -> exception to raise on its launch
        self.clock = 0.0
        self.events: dict[int, float] = {}

    # memory
    def alloc(self, n):
        p = next(self._next)
        self.mem[p] = np.zeros(max(n, 1), dtype=np.uint8)
        return p

    def free(self, p):
        del self.mem[p]

    def upload(self, p, host):
        b = np.ascontiguousarray(host).view(np.uint8).ravel()
        self.mem[p][: b.size] = b

    def download(self, host, p):
        host.view(np.uint8).ravel()[:] = self.mem[p][: host.nbytes]

    def copy(self, dst, src, n):
        self.mem[dst][:n] = self.mem[src][:n]

    copy_async = copy

    def memset_async(self, p, byte, n):
        self.mem[p][:n] = byte

    def view(self, p, dtype, n):
        return self.mem[p][: n * np.dtype(dtype).itemsize].view(dtype)

    # modules
    def module(self, ptx):
        self.loads += 1
        for h, (text, _) in self.modules.items():
            if text == ptx:
                return h
        h = len(self.modules) + 1
        self.modules[h] = (ptx, "")
        if "wdot_const_w" in ptx:
            self.mem[("const", h)] = np.zeros(32, dtype=np.uint8)  # type: ignore[index]
        return h

    def function(self, module, name):
        return (module, name)

    def global_symbol(self, module, name):
        key = ("const", module)
        return key, self.mem[key].size  # type: ignore[index]

    def function_attributes(self, func):
        return {"registers": 24, "local_bytes": 0, "max_threads_per_block": 1024}

    # events
    def event(self):
        return object()

    def destroy_event(self, ev):
        pass

    def record(self, ev):
        self.clock += 0.01
        self.events[id(ev)] = self.clock

    def elapsed_ms(self, a, b):
        return self.events[id(b)] - self.events[id(a)]

    def wait(self, ev, limit, what):
        pass

    def close(self):
        pass

    # launches: the launch ABI in NumPy
    def launch(self, func, grid, block, args):
        module, name = func
        self.launches.append((name, grid, block, args))
        if self.fail and name in self.fail:
            raise self.fail[name]
        if name == GATE_ENTRY:
            return
        threads = grid * block
        if name == "triad_main_entry":
            (_, a), (_, b), (_, c), (_, alpha) = args
            n = 1000
            A, B, C = (self.view(p, self.dtype, n) for p in (a, b, c))
            A[:] = B + self.dtype(alpha) * C
        elif name == "wdot_main_entry":
            (_, x), (_, s), (_, n), (_, parts) = args
            X = self.view(x, np.float64, n)
            W = self.mem[("const", module)].view(np.float64)  # type: ignore[index]
            P = self.view(parts, np.float64, threads)
            for t in range(threads):
                acc = 0.0
                for i in range(t, n, threads):
                    acc += W[i % 4] * X[i] * s
                P[t] = acc
        else:
            raise AssertionError(f"unexpected launch {name}")


def test_elementwise_run_passes_spec_arguments_and_reads_outputs():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(TRIAD, "default")
    x = make_inputs(TRIAD, sizes, "f64", "rajaperf")
    gpu = FakeGpu()
    s = KernelSession(gpu, TRIAD, "f64", sizes, x, block=128)
    out = s.run(triad_program())
    np.testing.assert_array_equal(out.outputs["a"], x["b"] + x["alpha"] * x["c"])
    name, grid, block, args = gpu.launches[-1]
    assert (name, grid, block) == ("triad_main_entry", 8, 128)  # ceil(1000/128)
    assert [k for k, _ in args] == ["pointer", "pointer", "pointer", "f64"] and args[3][1] == float(x["alpha"])
    assert out.launches["triad_main_entry"].grid == 8 and out.function_attributes["triad_main_entry"]["registers"] == 24
    assert len(out.rep_ms) == 1


def test_reduction_constant_memory_finalize_and_accumulation():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(WDOT, "default")
    x = make_inputs(WDOT, sizes, "f64", "rajaperf")
    calls = []

    def finalize(fn, total, inputs):
        calls.append(fn)
        return 2.0 * total

    gpu = FakeGpu()
    s = KernelSession(gpu, WDOT, "f64", sizes, x, block=256, finalize=finalize)
    out = s.run(wdot_program(), reps=3)
    w = np.array([1.0, 2.0, 3.0, 4.0])
    one = 2.0 * float(np.sum(w[np.arange(5000) % 4] * x["x"] * x["s"]))
    assert calls == ["wdot_finalize"] * 3
    assert out.results["dot"] == pytest.approx(3 * one, rel=1e-12)  # accumulates over repetitions
    name, grid, block, args = gpu.launches[-1]
    assert grid == 20 and args[2] == ("i64", 5000)  # 5000 points / 256, one partial per thread


def test_timing_rotates_sets_and_gates_each_repetition():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(TRIAD, "default")
    x = make_inputs(TRIAD, sizes, "f64", "rajaperf")
    gpu = FakeGpu()
    s = KernelSession(gpu, TRIAD, "f64", sizes, x)
    t = s.time(triad_program(), reps=12, warmup=2)
    # 24 KB of buffers and a 1 MiB "L2": 3 x L2 / 24 KB -> capped at max_sets (64)
    assert t.rotation_sets == 64 and t.stats.n == 12 and t.warmup == 2
    triads = [a for n, _, _, a in gpu.launches if n == "triad_main_entry"]
    gates = [n for n, _, _, _ in gpu.launches if n == GATE_ENTRY]
    assert len(triads) == len(gates) == 14
    assert len({a[0][1] for a in triads}) == 14  # every repetition on another buffer set
    assert t.rajaperf_bytes == 24000 and t.achieved_gbs > 0
    assert t.stats.median_ms == pytest.approx(0.01)
    assert gpu.loads >= 1


def test_warm_timing_reuses_one_buffer_set_and_is_recorded():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(TRIAD, "default")
    gpu = FakeGpu()
    s = KernelSession(gpu, TRIAD, "f64", sizes, make_inputs(TRIAD, sizes, "f64", "rajaperf"))
    t = s.time(triad_program(), reps=5, warmup=1, timing="warm")
    triads = [a for n, _, _, a in gpu.launches if n == "triad_main_entry"]
    assert t.rotation_sets == 1 and len({a[0][1] for a in triads}) == 1  # the same buffers every time
    assert t.timing == "warm" and t.to_dict()["timing"] == "warm"
    cold = s.time(triad_program(), reps=5, warmup=1)
    assert cold.timing == "cold" and cold.to_dict()["timing"] == "cold"
    with pytest.raises(UsageError, match="unknown timing convention 'hot'"):
        s.time(triad_program(), reps=2, timing="hot")


def test_sticky_fault_is_fatal_and_a_refused_launch_is_not():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(TRIAD, "default")
    x = make_inputs(TRIAD, sizes, "f64", "rajaperf")
    boom = CudaError("cuEventQuery", "CUDA_ERROR_ILLEGAL_ADDRESS", 700, "an illegal memory access was encountered")
    gpu = FakeGpu(fail={"triad_main_entry": boom})
    s = KernelSession(gpu, TRIAD, "f64", sizes, x)
    out, fault = guarded("run triad", "sync", lambda: s.run(triad_program()))
    assert out is None and fault.kind == "illegal-address" and fault.fatal
    gpu.fail = {"triad_main_entry": CudaError("cuLaunchKernel", "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", 701,
                                              "too many resources requested for launch")}
    _, fault = guarded("run triad", "launch", lambda: s.run(triad_program()))
    assert fault.kind == "launch" and not fault.fatal
    gpu.fail = None
    out, fault = guarded("run triad", "sync", lambda: s.run(triad_program()))
    assert fault is None and np.array_equal(out.outputs["a"], x["b"] + x["alpha"] * x["c"])


def test_timeout_is_fatal():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(TRIAD, "default")
    x = make_inputs(TRIAD, sizes, "f64", "rajaperf")
    gpu = FakeGpu(fail={"triad_main_entry": KernelTimeout("triad_main_entry", 1.0)})
    s = KernelSession(gpu, TRIAD, "f64", sizes, x)
    _, fault = guarded("time triad", "sync", lambda: s.time(triad_program(), reps=2))
    assert fault.kind == "timeout" and fault.fatal and fault.error_name == "WATCHDOG"


def test_abi_mismatch_is_caught_before_launch():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(TRIAD, "default")
    x = make_inputs(TRIAD, sizes, "f64", "rajaperf")
    gpu = FakeGpu()
    s = KernelSession(gpu, TRIAD, "f64", sizes, x)
    bad = Program("triad.bad", TRIAD_PTX.replace(".param .f64 p3", ".param .f32 p3"), triad_program().entries)
    _, fault = guarded("run", "load", lambda: s.run(bad))
    assert fault.kind == "abi" and "parameter 3 (alpha)" in fault.message and not gpu.launches


def test_copy_bandwidth_counts_read_and_written_bytes():
    gpu = FakeGpu()
    c = measure_copy_bandwidth(gpu, 1 << 20, reps=5, warmup=1)
    assert c.stats.n == 5 and c.gbs == pytest.approx(2 * (1 << 20) / (c.stats.median_ms * 1e-3) / 1e9)
    assert c.to_dict()["counted_bytes"] == 2 << 20


def test_a_placed_comparison_loads_each_placement_anew_and_times_them_in_random_order():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(TRIAD, "default")
    gpu = FakeGpu()
    s = KernelSession(gpu, TRIAD, "f64", sizes, make_inputs(TRIAD, sizes, "f64", "rajaperf"))
    asked = []

    def decide(b, v):
        asked.append(len(b[0]))
        return "inside" if len(b[0]) >= 7 else None

    t = s.time_placed(triad_program(), triad_program("triad.f64.other"), placements=3, warmup=1, min_rounds=5,
                      budget_ms=1e6, decide=decide, seed=4)
    assert t.placements == 3 and t.rounds == 7 and t.stopped == "inside" and asked[0] == 5
    assert len(gpu.modules) == 1 + 3  # the gate, and one module per placement (both programs share the PTX)
    assert all(x == pytest.approx(0.01e-3) for p in t.baseline_s + t.variant_s for x in p)  # one stage each
    triads = [a for n, _, _, a in gpu.launches if n == "triad_main_entry"]
    assert len(triads) == 6 * (1 + 7)  # a warm-up and 7 rounds of the 6 placements
    assert "3 separate modules" in t.how and "Fake GPU" in t.how
    aa = placed_run_value(t, control="A/A", runner="cuda")
    assert aa["runner"] == "cuda" and len(aa["placed_samples"]) == 3


def placed_run_value(*a, **k):
    from fpsem.runners.host_timing import placed_run_value as f

    return f(*a, **k)


class TimingOnlyGpu(FakeGpu):
    """A fake GPU for the sweep's GPU run stage: any kernel launches (and leaves the buffers as they are); it
    calls itself an H100, so its times stand for the h100 target."""

    def __init__(self):
        super().__init__()
        self.info = DeviceInfo(0, "NVIDIA H100 (fake)", (9, 0), 4, 1 << 20, 1 << 30, 13000, "fake")

    def launch(self, func, grid, block, args):
        self.launches.append((func[1], grid, block, args))


def test_the_sweeps_gpu_run_stage_stores_the_aa_control_and_shares_identical_sass(tmp_path, private_cache,
                                                                                  monkeypatch):
    import fpsem.runners.cuda.end_to_end as end_to_end
    import fpsem.sweep.suite as suite
    from fpsem.cli import main
    from fpsem.results.analysis import points
    from fpsem.results.store import open_store

    monkeypatch.setattr(end_to_end, "Gpu", lambda ordinal=0: TimingOnlyGpu())
    monkeypatch.setattr(suite, "gpu_count", lambda: 1)
    db = tmp_path / "gpu.sqlite"
    code = main(["sweep", "--db", str(db), "--kernels", "eos", "--targets", "h100", "--precisions", "f64",
                 "--profiles", "strict,nsz,contract,algebraic", "--runners", "cuda", "--jobs", "1", "--size",
                 "small", "--time-budget", "0.05"])
    assert code == 0
    with open_store(db) as store:
        cells = {c.key.profile: c for c in store.cells()}
    runs = {p: c.stage("run").value for p, c in cells.items()}
    assert runs["strict"]["control"] == "A/A" and runs["strict"]["runner"] == "cuda"
    assert runs["nsz"]["same_code"] is True  # the same PTX as strict: not timed
    codes = {p: c.stage("compile").value["code_hash"] for p, c in cells.items()}
    if codes["contract"] == codes["algebraic"]:  # one SASS from two PTX texts (with ptxas): one measurement
        assert codes["contract"].startswith("sass:")
        assert runs["contract"]["timing_key"] == runs["algebraic"]["timing_key"]
        assert bool(runs["contract"].get("measured_by")) != bool(runs["algebraic"].get("measured_by"))
    pts = {p.profile: p for p in points(list(cells.values()))}
    assert pts["contract"].speed.placements >= 3 and pts["contract"].speed.has_interval
    assert not pts["contract"].speed.significant  # the fake times every repetition alike: nothing to call
