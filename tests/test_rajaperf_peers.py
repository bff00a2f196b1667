"""RAJAPerf-shaped CUDA peers (issue 24): the manifest against the specs and sources, the runner's side of
their launches (explicit 1-3-D shapes, offset pointers, run-time sizes, device-scalar reductions), the
batch timing conventions against a fake driver, the nvcc builds where nvcc is here, and on a GPU the
outputs against fpsem strict."""

from __future__ import annotations

import numpy as np
import pytest

from fpsem.compiler.entry.launch import explicit_launch
from fpsem.core.errors import UsageError
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import parse_spec, resolve_sizes
from fpsem.runners.cuda import rajaperf_peers as rp
from fpsem.runners.cuda.driver import dims3
from fpsem.runners.cuda.measure import batch_size, check_convention
from fpsem.runners.cuda.nvcc_baselines import declared_entries, find_nvcc
from fpsem.runners.cuda.runner import GATE_ENTRY, KernelSession, LaunchEntry, LaunchParam, Program, check_program
from tests.test_cuda_runner_fake import FakeGpu

# ----------------------------------------------------------------------------- the manifest


def test_parse_binding_forms_and_refusals():
    assert rp.parse_binding("x") == rp.Binding("x", "arg", "x")
    assert rp.parse_binding("phidat = arg:phi") == rp.Binding("phidat", "arg", "phi")
    assert rp.parse_binding("x7 = ptr:x + kp + jp + 1") == rp.Binding("x7", "ptr", "x", "kp + jp + 1")
    assert rp.parse_binding("x4 = ptr:x") == rp.Binding("x4", "ptr", "x", "0")
    assert rp.parse_binding("iend = int:lpz + 1") == rp.Binding("iend", "int", expr="lpz + 1")
    assert rp.parse_binding("half = real:0.5") == rp.Binding("half", "real", expr="0.5")
    assert rp.parse_binding("dprod = result") == rp.Binding("dprod", "result")
    for bad in ("a = b", "a = real:half", "a = int:", "= x", "a = ptr:"):
        with pytest.raises(UsageError):
            rp.parse_binding(bad)


def test_every_peer_conforms_to_its_spec_and_source():
    peers = rp.load_peers()
    # every built-in kernel that RAJAPerf has; NAN_GUARD is fpsem's own
    assert len(peers) == 22 and "nan_guard" not in peers
    for key, peer in peers.items():
        spec = load_kernel(key).spec
        assert rp.check_peer(peer, spec, peer.source.read_text()) == [], key


def test_check_peer_names_mismatches():
    peer = rp.load_peers()["daxpy"]
    spec = load_kernel("daxpy").spec
    text = peer.source.read_text()
    extra = text.replace("Real_ptr x,", "Real_ptr x, Real_ptr q,")
    assert any("takes (y, x, q, a, iend)" in p for p in rp.check_peer(peer, spec, extra))
    wrong = rp.Peer("daxpy", "", (rp.PeerStage("main", "daxpy", (rp.Binding("y", "arg", "nope"),), ("N",), ("256",)),))
    problems = rp.check_peer(wrong, spec, text)
    assert any("binds nope" in p for p in problems) and any("peers.toml binds (y)" in p for p in problems)
    bad_size = rp.Peer("daxpy", "", (rp.PeerStage("main", "daxpy", peer.stages[0].params, ("M // 256",), ("256",)),))
    assert any("names M" in p for p in rp.check_peer(bad_size, spec, text))


def test_peer_kernels_are_found_through_the_header_macro():
    text = (rp.peers_dir() / rp.HEADER).read_text() + "\n" + rp.load_peers()["vol3d"].source.read_text()
    params = declared_entries(text)["vol3d"]
    assert params[:3] == ["vol", "x0", "x1"] and params[-3:] == ["vnormq", "ibegin", "iend"] and len(params) == 28


def test_launch_entries_resolve_offsets_sizes_and_shapes():
    peers = rp.load_peers()
    vol = load_kernel("vol3d").spec
    sz = resolve_sizes(vol, "default")
    (e,) = rp.launch_entries(peers["vol3d"], vol, sz, "f64")
    by = {p.name + str(p.offset): p for p in e.params}
    assert by[f"x{sz['kp'] + sz['jp'] + 1}"].kind == "array"
    assert e.params[-2] == LaunchParam("ibegin", "const-i64", sz["fpz"])
    assert e.params[-1] == LaunchParam("iend", "const-i64", sz["lpz"] + 1)
    assert e.launch.shape == (((sz["lpz"] + 1 + 255) // 256,), (256,))
    lt = load_kernel("ltimes").spec
    (e,) = rp.launch_entries(peers["ltimes"], lt, resolve_sizes(lt, "default"), "f64")
    assert e.launch.shape == ((1, 8, 244), (32, 4, 2))  # nm=25, ng=32, nz=488 on 32x4x2 blocks
    dot = load_kernel("dot").spec
    for prec, shmem in (("f64", 2048), ("f32", 1024)):
        (e,) = rp.launch_entries(peers["dot"], dot, resolve_sizes(dot, "default"), prec)
        assert e.launch.shmem == shmem and e.reduce and [p.kind for p in e.params] == [
            "array", "array", "result", "const-real", "const-i64"]


def test_launch_helpers_validate():
    assert dims3(7) == (7, 1, 1) and dims3((2, 3)) == (2, 3, 1) and dims3((2, 3, 4)) == (2, 3, 4)
    with pytest.raises(ValueError):
        dims3((1, 2, 3, 4))
    c = explicit_launch((4, 13, 100), (32, 8, 1), 0)
    assert c.grid == 5200 and c.block == 256 and c.shape == ((4, 13, 100), (32, 8, 1))
    for bad in (((1,), (2048,)), ((1, 70000), (32,)), ((0,), (32,))):
        with pytest.raises(UsageError):
            explicit_launch(*bad)
    assert batch_size(0.01) == 200 and batch_size(1.0) == 4 and batch_size(0.1, multiple_of=12) == 24
    assert batch_size(float("nan")) == 4
    with pytest.raises(UsageError):
        check_convention("warm")


# ----------------------------------------------------------------------------- the runner, on a fake driver

SCALE = parse_spec({
    "name": "SCALE", "description": "y = s*x[i+1]; total of x", "precisions": ["f64"], "reps": 2,
    "sizes": {"default": {"N": 600}, "small": {"N": 10}},
    "rajaperf": {"bytes": "3*W*N", "flops": "N"},
    "args": [{"name": "x", "role": "in", "length": "N + 1", "init": "D(0.1)"},
             {"name": "y", "role": "out", "length": "N", "init": "C(0.0)"},
             {"name": "s", "role": "scalar", "init": "S(0.2)"},
             {"name": "total", "role": "result"}],
    "stages": [{"name": "scale", "space": [["0", "N"]]},
               {"name": "sum", "space": [["0", "N"]], "reduce": "sum", "result": "total"}],
}, "scale", "scale.toml")

SCALE_PTX = (".visible .entry scale_k(.param .u64 a, .param .u64 b, .param .f64 c, .param .u64 d) { ret; }\n"
             ".visible .entry sum_k(.param .u64 a, .param .u64 b, .param .u64 c) { ret; }")


class PeerFakeGpu(FakeGpu):
    """The fake driver with the peer's two kernels, 2-D launches and stream capture."""

    def __init__(self):
        super().__init__()
        self.capturing: list | None = None
        self.graphs: dict[int, list] = {}

    def view(self, p, dtype, n):  # a pointer may point into a buffer (an offset argument)
        base = max(b for b in self.mem if isinstance(b, int) and b <= p)
        off = p - base
        return self.mem[base][off: off + n * np.dtype(dtype).itemsize].view(dtype)

    def launch(self, func, grid, block, args, shmem=0):
        if self.capturing is not None:
            self.capturing.append((func, grid, block, args, shmem))
            return
        module, name = func
        self.launches.append((name, grid, block, args, shmem))
        if name == GATE_ENTRY:
            return
        n = int(args[-1][1])
        if name == "scale_k":  # y[i] = s * xoff[i], xoff = x + 1
            (_, x), (_, y), (_, s), _ = args
            self.view(y, np.float64, n)[:] = s * self.view(x, np.float64, n)
        elif name == "sum_k":  # total += sum x[0:n]
            (_, x), (_, total), _ = args
            self.view(total, np.float64, 1)[0] += self.view(x, np.float64, n).sum()
        else:
            raise AssertionError(name)

    def begin_capture(self):
        self.capturing = []

    def end_capture(self):
        g, self.capturing = self.capturing, None
        self.graphs[id(g)] = g
        return id(g)

    def instantiate(self, graph):
        return ("exec", graph)

    def launch_graph(self, graph_exec):
        for func, grid, block, args, shmem in self.graphs[graph_exec[1]]:
            self.launch(func, grid, block, args, shmem)

    def destroy_graph(self, graph, graph_exec=None):
        self.graphs.pop(graph)


def scale_program() -> Program:
    scale = LaunchEntry("scale_k", "scale", (LaunchParam("x", "array", offset=1), LaunchParam("y", "array"),
                                             LaunchParam("s", "real"), LaunchParam("n", "const-i64", 600)),
                        False, (), explicit_launch((3,), (32, 8)))
    total = LaunchEntry("sum_k", "sum", (LaunchParam("x", "array"), LaunchParam("total", "result"),
                                         LaunchParam("n", "const-i64", 600)), True, (),
                        explicit_launch((3,), (256,), 2048))
    return Program("scale.f64.peer", SCALE_PTX, (scale, total), "rajaperf")


def test_peer_program_runs_with_offsets_explicit_launches_and_a_device_scalar():
    sizes = resolve_sizes(SCALE, "default")
    x = make_inputs(SCALE, sizes, "f64", "rajaperf")
    gpu = PeerFakeGpu()
    s = KernelSession(gpu, SCALE, "f64", sizes, x)
    check_program(scale_program(), SCALE, "f64")
    out = s.run(scale_program(), reps=2)
    np.testing.assert_array_equal(out.outputs["y"], x["s"] * x["x"][1:])
    # the device scalar is zeroed before each checked repetition: the result is one sum, not two
    assert out.results["total"] == pytest.approx(float(x["x"][:600].sum()), rel=1e-14)
    name, grid, block, args, shmem = [l for l in gpu.launches if l[0] == "sum_k"][-1]
    assert (grid, block, shmem) == ((3,), (256,), 2048)
    sc = [l for l in gpu.launches if l[0] == "scale_k"][-1]
    assert sc[1:3] == ((3,), (32, 8))
    assert sc[3][0][1] == s._sets[0]["x"] + 8  # one element in
    assert out.launches["scale_k"].shape == ((3,), (32, 8))


@pytest.mark.parametrize("convention", ["kernel", "back-to-back", "kernel-cold"])
def test_batch_conventions(convention):
    sizes = resolve_sizes(SCALE, "default")
    gpu = PeerFakeGpu()
    s = KernelSession(gpu, SCALE, "f64", sizes, make_inputs(SCALE, sizes, "f64", "rajaperf"))
    t = s.time_convention(scale_program(), convention, samples=5, warmup=1)
    assert t.timing == convention and t.stats.n == 5 and t.batch >= 4 and t.stats.median_ms > 0
    # the samples themselves travel with the summary (a comparison's interval needs them)
    assert len(t.samples_ms) == 5 and t.to_dict()["samples_ms"] == list(t.samples_ms)
    assert float(np.median(t.samples_ms)) == pytest.approx(t.stats.median_ms)
    gates = [l for l in gpu.launches if l[0] == GATE_ENTRY]
    assert bool(gates) == (convention == "back-to-back") and not gpu.graphs  # graphs destroyed
    used = {l[3][0][1] for l in gpu.launches if l[0] == "sum_k"}
    if convention == "kernel-cold":
        assert t.rotation_sets > 1 and t.batch % t.rotation_sets == 0 and len(used) == t.rotation_sets
    else:
        assert t.rotation_sets == 1 and len(used) == 1
    plain = s.time(scale_program())
    assert len(plain.samples_ms) == plain.stats.n and float(np.median(plain.samples_ms)) == pytest.approx(
        plain.stats.median_ms)


# ----------------------------------------------------------------------------- nvcc (where it is here)

needs_nvcc = pytest.mark.skipif(find_nvcc() is None, reason="nvcc not found")


@needs_nvcc
@pytest.mark.slow
def test_fir_peer_builds_with_rajaperf_flags_and_matches_the_runner_abi():
    peer, k = rp.load_peers()["fir"], load_kernel("fir")
    default, nofma = (rp.compile_peer(peer, k.spec, "f64", m) for m in ("rajaperf", "rajaperf-nofma"))
    assert default.ok and nofma.ok, (default.failure, nofma.failure)
    assert "-restrict" in default.command and "-O3" in default.command and "-fmad=false" in nofma.command
    assert "fma.rn.f64" in default.ptx and "fma.rn.f64" not in nofma.ptx  # RAJAPerf's flags contract
    assert ".maxntid 256, 1, 1" in default.ptx and ".const .align 8 .b8 coeff[128]" in default.ptx
    prog = rp.peer_program(peer, nofma, k.spec, resolve_sizes(k.spec, "default"))
    check_program(prog, k.spec, "f64")
    assert prog.entries[0].constants == (("coeff", "coeff"),)


# ----------------------------------------------------------------------------- on a GPU


@pytest.mark.gpu
@needs_nvcc
def test_peers_on_the_gpu_match_fpsem_strict():
    from kernelkit import compile_many

    from fpsem.runners.cuda.end_to_end import program_of
    from fpsem.runners.cuda.faults import GpuUnavailable
    from fpsem.runners.cuda.worker import GpuWorker, KernelJob

    peers = rp.load_peers()
    with GpuWorker(0, deadline_s=120) as w:
        try:
            w.info(0)
        except GpuUnavailable as e:
            pytest.skip(str(e))
        for key in ("fir", "daxpy", "dot", "ltimes"):
            k = load_kernel(key)
            sizes = resolve_sizes(k.spec, "small")
            (v,) = compile_many([k], ["f64"], ["strict"], ["h200"], size="small")
            c = rp.compile_peer(peers[key], k.spec, "f64", "rajaperf-nofma")
            assert c.ok, c.failure
            progs = (program_of(v), rp.peer_program(peers[key], c, k.spec, sizes))
            job = KernelJob(key, "f64", "small", {}, "random", "rajaperf", 0, progs, None, 1, True, 256, 20.0, 10.0,
                            "", ("kernel", "back-to-back"))
            strict, peer = w.run(job)
            assert strict.ok and peer.ok, (strict.fault, peer.fault)
            for name, a in strict.outputs.items():
                np.testing.assert_array_equal(peer.outputs[name].view(np.uint64), a.view(np.uint64))
            for name, r in strict.results.items():  # DOT: block-tree and atomic order against index order
                assert peer.results[name] == pytest.approx(r, rel=1e-12)
            for res in (strict, peer):
                assert set(res.conventions) == {"kernel", "back-to-back"}, res.convention_faults
                assert all(t.stats.median_ms > 0 for t in res.conventions.values())


# ----------------------------------------------------------------------------- the benchmark's plumbing


def _bench_module():
    import importlib.util
    import sys

    from fpsem.core.paths import project_root

    bench = project_root() / "benchmarks"
    sys.path.insert(0, str(bench))
    try:
        spec = importlib.util.spec_from_file_location("rajaperf_peer_bench", bench / "rajaperf_peer.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod  # its dataclasses look their module up
        spec.loader.exec_module(mod)
    finally:
        sys.path.remove(str(bench))
    return mod


def test_benchmark_tables_from_a_fake_worker(monkeypatch, tmp_path):
    """measure() -> rows -> the seed-shaped tables, the checks and the files, without a GPU."""
    import argparse

    from fpsem.runners.cuda.measure import summarize
    from fpsem.runners.cuda.runner import TimingResult
    from fpsem.runners.cuda.worker import ProgramResult

    bench = _bench_module()
    times = {"strict": 0.010, "algebraic": 0.009, "rajaperf": 0.008, "rajaperf-nofma": 0.0085}
    seen_grids = []

    class FakeWorker:
        def __init__(self, *a, **k):
            pass

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return None

        def info(self, copy_bytes):
            return {"name": "Fake H200", "sm_arch": "sm_90", "sm_count": 132, "driver_cuda_version": "13.0"}, None

        def run(self, job):
            seen_grids.append(job.grid)
            out = []
            for p in job.programs:
                col = p.label.rsplit(".", 1)[-1].split("@")[0]
                ms = times[col] * (0.5 if "@" in p.label else 1.0)
                conv = {c: TimingResult(summarize([ms, ms]), {}, 1, 0, 1, 0.0, 0, 0.0, c, 8) for c in job.conventions}
                y = np.arange(4.0) if col != "rajaperf" else np.arange(4.0) + np.array([0, 0, 0, 1e-15])
                out.append(ProgramResult(p.label, outputs={"y": y}, results={"dot": 1.0}, conventions=conv))
            return out

    monkeypatch.setattr(bench, "GpuWorker", FakeWorker)
    builds = [bench.Build("dot", "f64", col, Program(f"dot.f64.{col}", "", ())) for col in bench.COLUMNS]
    builds[1].static = {"dot_main_entry": {"registers": 16, "sass": 40}}
    args = argparse.Namespace(conventions="kernel,back-to-back", size="default", watchdog=10.0, device=0,
                              deadline=60.0, reduce_waves=[1])
    device, rows = bench.measure(builds, args, lambda m: None)
    assert seen_grids == [None, 1056]  # the main job, then strict on one wave of 132 SMs x 8 blocks
    by = {r["column"]: r for r in rows}
    assert by["rajaperf-nofma"]["check"]["bit_identical"] and not by["rajaperf"]["check"]["bit_identical"]
    assert by["rajaperf"]["check"]["identical"] == 4 and by["rajaperf"]["check"]["compared"] == 5
    doc = {"rows": rows, "device": device, "date_utc": "d", "command": "c", "seconds": 1.0, "fpsem_version": "v",
           "target": "h200", "size_set": "default", "precisions": ["f64"], "conventions": ["kernel", "back-to-back"]}
    md = bench.markdown(doc)
    assert "| DOT | 10.00 | 9.00 | 8.00 | 1.250x | 0.900x | 1.125x | 8.50 | 1.176x |" in md  # + the -fmad=false peer
    assert "| **suite sum** | 10.00 | 9.00 | 8.00 | 1.250x |" in md
    assert "| DOT | f64 | 10.00 | 5.00 | 8.00 |" in md  # strict at one wave beside the peer
    assert "| DOT | f64 | identical | 4/5 identical, max 2 ulp | identical | nvcc contracts a*b+c" in md
    paths = bench.write(tmp_path, {**doc, "rows": rows})
    assert [p.name for p in paths] == ["rajaperf_peer.json", "rajaperf_peer.md", "rajaperf_peer.csv"]
    assert "kernel_us" in paths[2].read_text().splitlines()[0]


def test_benchmark_shapes_table_shows_the_default_beside_row_major_and_shares_same_code(tmp_path):
    """--before rows: a shape with the default's PTX (``same_code_as``) is not timed and shows the default's time;
    the others are set beside the default, and the order table names the rule's choice."""
    bench = _bench_module()

    def row(col: str, us: float | None, same: str = "") -> dict:
        t = {} if us is None else {"kernel": {"per_rep": {"median_ms": us / 1e3}}}
        return {"kernel": "jacobi_2d", "precision": "f64", "column": col, "timing": t, "same_code_as": same,
                "static": {"e": {"sass": 58 if col in ("strict", bench.TILED) else 47}}}

    rows = [row("strict", 10.0), row(bench.ROWMAJOR, 11.0), row(bench.TILED, None, "strict"),
            row(bench.BEFORE, 12.0), row(bench.UNROLL4, None, "strict"), row(bench.PEER, 10.5), row(bench.AGAIN, 9.8)]
    table = "\n".join(bench.before_table(rows, "kernel", "f64"))
    assert ("| JACOBI_2D | 10.00 | 11.00 | 10.00 (= default) | 12.00 | 10.00 (= default) | 0.909x | 0.909x | "
            "0.917x | 1.000x | 0.980x | 10.50 | 0.952x | 1.048x | 58 | 47 | 58 | 47 | 58 | 47 |") in table
    assert "main: tiled" not in "\n".join(bench.order_table(rows, "default"))
    orders = "\n".join(bench.order_table(rows, "default"))
    assert "a_to_b f64: tiled" in orders and "a_to_b f32: row-major" in orders  # neighbours: tiled at 8 bytes only


def test_benchmark_unroll_marks_back_edges_only():
    bench = _bench_module()
    text = ("define void @f(i64 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %j, %loop ]\n"
            "  %j = add i64 %i, 1\n  %c = icmp slt i64 %j, %n\n  br i1 %c, label %loop, label %done\n"
            "done:\n  ret void\n}\n")
    out = bench.loops_unrolled_by(text, 4)
    assert "br label %loop\n" in out  # the entry's forward branch keeps no metadata
    assert "br i1 %c, label %loop, label %done, !llvm.loop !9000" in out
    assert '!9001 = !{!"llvm.loop.unroll.count", i32 4}' in out
    from fpsem.ir.binding import parse_ir

    parse_ir(out, "unrolled")  # LLVM reads it
