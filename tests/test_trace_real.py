"""The tracer on real compiler output: clang-19 CUDA/HIP kernels, rustc vector code (tests/data/trace), and the
optimized IR of every built-in kernel for the NVIDIA and AMD targets, cross-checked against known answers and
against the host JIT run of the same kernel."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from fpsem.ir.trace import Launch, Sample, trace_kernel

RNG = np.random.default_rng(7)
DATA = Path(__file__).parent / "data" / "trace"


@pytest.fixture(scope="module", params=[("kernels_sm86.ll", 32), ("kernels_gfx90a.ll", 64)], ids=["cuda", "hip"])
def gpu(request):
    name, warp = request.param
    return (DATA / name).read_text(), warp


def run(ir, entry, args, grid, block, warp, **kw):
    t = trace_kernel(ir, entry, args, Launch.of(grid, block, warp, kw.pop("dynamic_shared", 0)), Sample("all"),
                     write_back=True, **kw)
    assert t.status.complete, t.status
    return t


def test_unrolled_loop_with_poison_phis_and_its_trip_counts(gpu):
    ir, warp = gpu
    n, taps = 1000, 7
    x, c, y = RNG.standard_normal(n + 8), RNG.standard_normal(8), np.zeros(n)
    t = run(ir, "fir_taps", [x, c, y, n, taps], 4, 256, warp)
    ref = np.zeros(n)
    for j in range(taps):  # the source's order
        ref = ref + c[j] * x[j:j + n]
    assert np.array_equal(y, ref)
    (lp,) = t.grid_loops()
    assert lp.min == lp.max and lp.entries == n  # every thread in range enters once; unrolled (by 2 on sm_86)
    assert lp.max in (taps, taps // 2)
    u = t.use("0")
    assert (u.min_index, u.max_index) == (0, n - 1 + taps - 1)
    assert t.use("2").max_index == n - 1 and t.use("2").stores == n


def test_shared_memory_tree_reduction_with_barriers_and_atomic(gpu):
    ir, warp = gpu
    n = 1500
    x, s = RNG.standard_normal(n), np.zeros(1)
    t = run(ir, "block_sum", [x, s, n], 2, 256, warp)
    assert t.scope == "block" and len(t.traces) == 2 * 256 // warp
    assert s[0] == pytest.approx(x.sum(), rel=1e-12)
    (part,) = [b for b in t.buffers if b.kind == "shared" and "block_sum" in b.name]  # every kernel's globals exist
    assert part.bytes == 256 * 8 and part.addrspace == 3 and part.base < 2**32
    assert t.use(part.name).stores > 0
    # the halving loop: thread 0 takes part in all 8 steps, the warp of threads 128.. in the first only
    (first, *_) = t.traces
    loop = [lp for lp in first.loops if lp.max == 8]
    assert loop and loop[0].min == 8


def test_warp_shuffle_reduction(gpu):
    ir, warp = gpu
    n = 1000
    x, out = RNG.standard_normal(n), np.zeros(n // 32 + 1)
    run(ir, "warp_sum", [x, out, n], 4, 256, warp)
    sums = x[:992].reshape(31, 32)
    # on NVIDIA a warp's 32 lanes; on AMD the same shuffles over a 64-lane wavefront: lanes 0-31 sum 32 values
    assert np.allclose(out[:31:2 if warp == 64 else 1], sums.sum(axis=1)[::2 if warp == 64 else 1])


def test_integer_atomics_and_compare_and_swap(gpu):
    ir, warp = gpu
    n = 1000
    key = RNG.integers(0, 1000, n).astype(np.int32)
    bins, top = np.zeros(10, np.int32), np.zeros(1, np.int32)
    t = run(ir, "histogram", [key, bins, top, n, 10], 4, 256, warp)
    assert (bins == np.bincount(key % 10, minlength=10)).all() and top[0] == key.max()
    adds = [o for o in t.ops if o.kind == "atomic"]
    assert len(adds) == 2 and all(o.addrspace == (0 if warp == 32 else 1) for o in adds)
    x, s = RNG.standard_normal(n), np.zeros(1)
    run(ir, "cas_sum", [x, s, n], 4, 256, warp)
    assert s[0] == pytest.approx(x.sum(), rel=1e-12)


def test_two_dimensional_launch_and_tiles(gpu):
    ir, warp = gpu
    nx, ny = 40, 30
    a, b = RNG.standard_normal(nx * ny), np.zeros(nx * ny)
    t = run(ir, "stencil2d", [a, b, nx, ny], (3, 4), (16, 8), warp)
    A, B = a.reshape(ny, nx), b.reshape(ny, nx)
    ref = 0.2 * ((((A[1:-1, 1:-1] + A[1:-1, :-2]) + A[1:-1, 2:]) + A[:-2, 1:-1]) + A[2:, 1:-1])
    assert np.array_equal(B[1:-1, 1:-1], ref) and (B[0] == 0).all()
    u = t.use("0")  # a[(y-1)*nx + x] from (1, 1) to a[(y+1)*nx + x] at (nx-2, ny-2)
    assert (u.min_index, u.max_index) == (1, (ny - 1) * nx + nx - 2)
    if warp == 64:  # clang's SLP made a <2 x double> load of a[y*nx + x - 1], a[y*nx + x]
        (vec,) = [o for o in t.ops if o.function == "stencil2d" and o.bytes == 16]
        assert vec.kind == "load" and "<2 x double>" in vec.text
    m = 32
    A, Bm, C = RNG.standard_normal(m * m), RNG.standard_normal(m * m), np.zeros(m * m)
    t = run(ir, "gemm_tiled", [A, Bm, C, m], (2, 2), (16, 16), warp)
    assert t.scope == "block"
    assert np.allclose(C.reshape(m, m), A.reshape(m, m) @ Bm.reshape(m, m), rtol=1e-12, atol=1e-12)


def test_dynamic_shared_memory(gpu):
    ir, warp = gpu
    x = np.arange(512.0)
    run(ir, "reverse_dyn", [x, 512], 2, 256, warp, dynamic_shared=256 * 8)
    assert (x == np.concatenate([np.arange(255.0, -1, -1), np.arange(511.0, 255, -1)])).all()


def test_two_elements_per_thread():
    ir = (DATA / "kernels_gfx90a.ll").read_text()
    n = 1000
    x, y = RNG.standard_normal(n), np.ones(n)
    t = run(ir, "axpy2", [x, y, 2.0, n], 2, 256, 64)
    assert np.array_equal(y, 2.0 * x + 1)
    assert t.use("1").stores == n


@pytest.mark.parametrize("n", [5, 64, 1001])
def test_rust_vector_reductions(n):
    ir = (DATA / "kernels_x86_64.ll").read_text()
    x, y, out = RNG.standard_normal(n), RNG.standard_normal(n), np.zeros(1)
    run(ir, "dot_into", [x, y, n, out], 1, 1, 32)
    # reassociated: the 8-wide partial sums, each vector reduced by halves (LLVM's order), are not index order
    assert out[0] == pytest.approx(float(x @ y), rel=1e-12, abs=1e-12)
    run(ir, "sum_strict", [x, n, out], 1, 1, 32)
    acc = 0.0
    for v in x:
        acc += v
    assert out[0] == acc
    y2 = y.copy()
    run(ir, "axpy", [1.5, x, y2, n], 1, 1, 32)
    assert np.array_equal(y2, 1.5 * x + y)


def _addresses_fall_in_their_buffers(t) -> None:
    """Every recorded lane address lies, with the bytes its instruction moves, inside the buffer it names."""
    nbytes = np.array([max(o.bytes, 1) for o in t.ops])
    base = np.array([b.base for b in t.buffers], np.int64)
    size = np.array([b.bytes for b in t.buffers], np.int64)
    for w in t.traces:
        m = w.memory
        on = m.addr >= 0
        assert (m.region[on] >= 0).all()
        reg = m.region[on].astype(np.int64)
        a = m.addr[on]
        n = np.broadcast_to(nbytes[m.op][:, None], m.addr.shape)[on]
        assert (a >= base[reg]).all() and (a + n <= base[reg] + size[reg]).all()


@pytest.mark.slow
@pytest.mark.parametrize("target", ["a2000", "mi250x"])
def test_builtin_kernels_optimized_ir_matches_the_host_jit(target):
    """Every built-in kernel's optimized GPU IR (entry point, one point per thread or a reduction's grid-stride
    loop, target intrinsics, linked vendor math) traced over the whole grid gives the host JIT's outputs, bit for bit, for element-wise stages."""
    import fpsem
    from fpsem.api.resolve import kernel as as_kernel
    from fpsem.api.resolve import profile as as_profile
    from fpsem.compiler.entry.common import point_count, resolved_space
    from fpsem.compiler.entry.launch import launch_config
    from fpsem.core.paths import kernels_dir
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.registry import kernel_names
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.host import compile_host

    warp = 64 if target == "mi250x" else 32
    checked = 0
    for name in kernel_names(kernels_dir()):
        k = as_kernel(name)
        spec = k.spec
        sizes = resolve_sizes(spec, "small", {})
        v = fpsem.compile(name, target, "strict", size="small", cache=False)
        assert v.ok, v.failure
        hk = compile_host(k, as_profile("strict", False), "f64", sizes, None)
        vals = make_inputs(spec, sizes, "f64", spec.input_sets[0], 0)
        ref = {a: (np.array(x, copy=True) if isinstance(x, np.ndarray) else x) for a, x in vals.items()}
        for stage, ep in zip(spec.stages, v.entries):
            # the entry's own thread count where its point order pads rows (warp rows: LTIMES f64), as the
            # CUDA runner launches it
            threads = ep.threads or point_count(resolved_space(spec, stage, sizes))
            lc = launch_config(threads, 256, reduce=ep.reduce)
            args = {p.name: (int(vals[p.name]) if p.kind == "i64" else float(vals[p.name]) if p.kind == "real"
                             else vals[p.name]) for p in ep.params if p.name != "partials"}
            partials = np.zeros(lc.grid * lc.block)
            if ep.reduce:
                args["partials"] = partials
            t = trace_kernel(v.optimized_ir, ep.name, args, Launch.of(lc.grid, lc.block, warp), Sample("all"),
                             globals={sym: vals[a] for a, sym in ep.constants}, write_back=True)
            assert t.status.complete, (name, stage.name, t.status)
            _addresses_fall_in_their_buffers(t)
            hk.run_stage(stage, ref)
            if ep.reduce:
                if not stage.finalize:
                    assert partials.sum() == pytest.approx(float(ref[stage.result]), rel=1e-12), name
                vals[stage.result] = ref[stage.result]
        for a in spec.checksum_args:
            if isinstance(vals[a.name], np.ndarray):
                assert np.array_equal(vals[a.name], ref[a.name], equal_nan=True), (name, a.name)
                checked += 1
    assert checked >= 20


def test_a_rust_panic_stops_the_sample_as_an_abort_and_sites_have_source_lines(data_dir):
    """rustc's fir16 checks input[i + j] against the slice's length: a short input panics (does not return)."""
    ir = (data_dir / "rust_sample.ll").read_text()
    n = 8
    x, c, out = np.arange(n + 15.0), np.ones(16), np.zeros(n)
    t = trace_kernel(ir, "fir16", [x, n + 15, c, out, n], Launch.of(1, 1), Sample("all"), write_back=True)
    assert t.status.complete and out[0] == sum(range(16))
    t = trace_kernel(ir, "fir16", [x, n + 14, c, out, n], Launch.of(1, 1), Sample("all"))
    assert t.status.reason == "abort" and "panic_bounds_check" in t.status.detail
    loads = [o for o in t.ops if o.kind == "load" and o.location]
    assert all(o.location.rsplit(":", 1)[1] == str(o.line) for o in loads)  # the innermost (inlined) location
