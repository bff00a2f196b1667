"""Real users' kernels (issue 28): extents learned by running the kernel, refusals, guarded host runs,
source compilation through ziglang with fpsem's prelude, source locations, the as-built profile."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from fpsem.core.errors import ImportRefused, StageFailure
from fpsem.core.hardware import gpu_available
from fpsem.fastmath.profiles import resolve_profile
from fpsem.ir.srcloc import line_locations
from fpsem.kernels.importer import import_source, parse_arg_override, write_kernel
from fpsem.kernels.importer.demangle import demangle
from fpsem.kernels.importer.source import zig_available
from fpsem.kernels.registry import load_kernel
from fpsem.runners.execution import run_host
from fpsem.runners.guard import GuardedBuffers
from tests.kernelkit import tiny_kernel

DATA = Path(__file__).parent / "data" / "userkernels"
needs_zig = pytest.mark.skipif(not zig_available(), reason="fpsem[source] (ziglang) not installed")

SHIFT = """
define void @shift(i64 %i, ptr %out, ptr %in) {
  %j = add i64 %i, 9
  %p = getelementptr double, ptr %in, i64 %j
  %v = load double, ptr %p
  %q = getelementptr double, ptr %out, i64 %i
  store double %v, ptr %q
  ret void
}
"""


def test_a_constant_offset_past_the_point_lengthens_the_array(tmp_path):
    src = tmp_path / "shift.ll"
    src.write_text(SHIFT)
    (k,) = import_source(src)
    lengths = {a.name: a.length for a in k.args}
    assert lengths == {"out": "N", "in": "N + 9"}
    assert any("fitted from the elements touched" in n for n in k.notes)


def test_a_length_given_too_short_is_refused_naming_the_element(tmp_path):
    src = tmp_path / "shift.ll"
    src.write_text(SHIFT)
    with pytest.raises(ImportRefused, match=r"reaches in\[45\] at N=37, past its length N = 37"):
        import_source(src, overrides=[parse_arg_override("in=in:N")])
    (k,) = import_source(src, overrides=[parse_arg_override("in=in:N+9")])  # enough: accepted as given
    assert next(a.length for a in k.args if a.name == "in") == "N+9"


def test_a_read_before_the_start_is_refused(tmp_path):
    src = tmp_path / "back.ll"
    src.write_text(SHIFT.replace("add i64 %i, 9", "sub i64 %i, 2"))
    with pytest.raises(ImportRefused, match=r"reaches in\[-2\], before the array's start"):
        import_source(src)


@pytest.fixture(scope="module")
def shapes(tmp_path_factory):
    if not zig_available():
        pytest.skip("fpsem[source] (ziglang) not installed")
    out = tmp_path_factory.mktemp("shapes")
    return {k.key: (k, write_kernel(k, out).spec_path) for k in import_source(DATA / "shapes.cu")}


@pytest.mark.slow
def test_extents_and_loop_bounds_of_rajaperf_shaped_kernels(shapes):
    def lengths(key):
        return {a.name: a.length for a in shapes[key][0].args if a.length}

    assert lengths("eos")["u"] == "N + 6" and lengths("eos")["x"] == "N"
    assert lengths("smooth")["in"] == "N + 7"
    assert lengths("atax")["a"] == "N*N"
    gemm = shapes["gemm"][0]
    assert gemm.space == ("NY", "NX")
    assert lengths("gemm") == {"c": "NY*NX", "a": "NY*NK", "b": "NX*NK"}
    nk = next(a for a in gemm.args if a.name == "nk")
    assert nk.value == "NK" and "loop trips" in nk.why  # never silently 1
    assert gemm.size_sets()["default"]["NK"] >= 1 and gemm.size_sets()["small"]["NK"] == 16
    # ATAX's N*N array keeps the default size set within the memory budget
    assert 8 * shapes["atax"][0].size_sets()["default"]["N"] ** 2 <= 1 << 29


@pytest.mark.slow
def test_imported_gemm_computes_what_numpy_computes(shapes):
    kernel = load_kernel(str(shapes["gemm"][1]))
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    sizes = resolve_sizes(kernel.spec, "small")
    x = make_inputs(kernel.spec, sizes, "f64", "random", 0)
    r = run_host(kernel, resolve_profile("strict"), size_set="small", input_set="random", reps=1)
    ni, nj, nk = sizes["NY"], sizes["NX"], sizes["NK"]
    a, b, c = x["a"].reshape(ni, nk), x["b"].reshape(nk, nj), x["c"].reshape(ni, nj)
    want = c * x["beta"]
    for k in range(nk):  # the source's order: dot += alpha*A[i][k]*B[k][j]
        want = want + (x["alpha"] * a[:, k:k + 1]) * b[k:k + 1, :]
    assert np.array_equal(r.outputs["c"], want.reshape(-1))


@pytest.mark.slow
def test_source_locations_and_names_survive_the_import(shapes):
    k, spec = shapes["gemm"]
    assert k.key == "gemm" and "gemm(double*" in k.description
    assert [a.name for a in k.args][:3] == ["c", "a", "b"]  # argument names, not arg0...
    text = (spec.parent / "gemm.f64.ll").read_text()
    locs = set(line_locations(text).values())
    assert {"shapes.cu:40:48", "shapes.cu:40:39"} <= locs  # alpha*A[..] and dot += ...
    assert any("compiled by fpsem with ziglang clang" in n for n in k.notes)


@pytest.mark.slow
def test_as_built_reproduces_clangs_default_contraction(shapes):
    kernel = load_kernel(str(shapes["eos"][1]))
    runs = {p: run_host(kernel, resolve_profile(p), size_set="small", input_set="random").outputs["x"]
            for p in ("strict", "as-built", "contract")}
    assert np.array_equal(runs["as-built"], runs["contract"])  # clang CUDA: -ffp-contract=fast
    assert not np.array_equal(runs["as-built"], runs["strict"])


@needs_zig
def test_fast_math_source_is_warned_about(tmp_path):
    (k,) = import_source(DATA / "shapes.cu", entries=["_Z6smoothPdPKdl"], cflags=["-ffast-math"])
    assert k.warnings and "strict variant is not your strict program" in k.warnings[0]
    assert "-ffast-math" in k.compile_command and "fast" in k.built_flags


def test_reciprocal_multiplies_are_detected():
    from fpsem.kernels.importer.buildflags import reciprocal_constants

    body = ("  %a = fmul double %x, 0x3FC5555555555555", "  %b = fmul double %x, 1.250000e-01")
    assert reciprocal_constants(body) == ("1/6",)  # 1/8 is exact: no reassociation needed


def test_demangled_names():
    assert demangle("_Z4gemmPdPKdS1_ddlll").base == "gemm"
    assert demangle("_ZN8rajaperf5lcals3eosEPdS1_S1_S1_dddl").base == "eos"
    assert demangle("daxpy").display == "daxpy"


def test_host_run_past_a_buffer_stops_with_exit_4_naming_it(tmp_path, cli):
    # a loop the static bounds check cannot see through: in[i + j] for j < 4, in of length N
    ir = """
define void @oob_main(i64 %i, ptr %w, ptr %x) {
entry:
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %k = add i64 %i, %j
  %p = getelementptr double, ptr %x, i64 %k
  %v = load double, ptr %p
  %s1 = fadd double %s, %v
  %j1 = add i64 %j, 1
  %c = icmp ult i64 %j1, 4
  br i1 %c, label %loop, label %done
done:
  %q = getelementptr double, ptr %w, i64 %i
  store double %s1, ptr %q
  ret void
}
"""
    kernel = tiny_kernel(tmp_path, "oob", {"f64": ir}, n=1024)
    r = cli("run", "-k", str(kernel.spec.path), "-p", "strict", "--reps", "1")
    assert r.code == 4, r.err
    assert "out-of-bounds access to 'x' at element 1024 (its length is 1024)" in r.err


def test_canaries_catch_a_write_before_the_start():
    values = {"a": np.arange(10.0)}
    g = GuardedBuffers(values, ["a"])
    assert values["a"].base is not None and np.array_equal(values["a"], np.arange(10.0))
    g.check("t")  # untouched
    r = g.regions[0]
    np.frombuffer(r.mapping, np.uint8, count=1, offset=r.start - r.base - 1)[0] ^= 1  # a[-1]'s last byte
    with pytest.raises(StageFailure, match=r"out-of-bounds write to 'a' at element -1"):
        g.check("t")


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="no system clang-19")
def test_a_system_clang_is_used_when_asked(tmp_path):
    (k,) = import_source(DATA / "shapes.cu", entries=["_Z6smoothPdPKdl"], compiler="clang-19")
    assert "clang-19" in k.compile_command and {a.name: a.length for a in k.args}["in"] == "N + 7"


@pytest.mark.slow
@needs_zig
def test_a_tuned_profile_goes_home_to_the_users_own_ir(tmp_path, cli):
    from fpsem.fastmath.siteflags import per_site_profile, profile_toml
    from fpsem.fastmath.sitematch import site_keys
    from fpsem.fastmath.sites import sites_of_printing
    from fpsem.ir.binding import canonical_text, parse_ir
    from fpsem.kernels.importer.source import compile_source

    user = compile_source(DATA / "shapes.cu", workdir=tmp_path).ir  # the user's own build (-g)
    (k,) = import_source(DATA / "shapes.cu", entries=["_Z4gemmPdPKdS1_ddlll"])
    kernel_ir = k.ir["f64"]
    keys = site_keys(kernel_ir)
    # what tune would write: contract on the loop's multiply-add (source line 40), nothing elsewhere
    # (the loop's phis, keyed by the values they take, "phi of shapes.cu:39:32 fmul + ...", are left strict)
    chosen = {sid: frozenset({"contract"}) if key.startswith("shapes.cu:40:") else frozenset()
              for sid, key in keys.items()}
    from fpsem.fastmath.rewrite import rewrite_module
    from fpsem.fastmath.siteflags import ir_hash

    prof = per_site_profile("tuned", chosen, ir_hash(parse_ir(kernel_ir), rewrite_module))
    from dataclasses import replace

    prof = replace(prof, sources=keys, description="test")
    (tmp_path / "tuned.toml").write_text(profile_toml(prof))
    r = cli("rewrite", str(user), "-p", str(tmp_path / "tuned.toml"), "-o", str(tmp_path / "out.ll"))
    assert r.code == 0, r.err
    out = canonical_text(parse_ir((tmp_path / "out.ll").read_text()))
    gemm = [s for s in sites_of_printing(out) if "gemm" in s.function]
    theirs = site_keys(out)
    flagged = {theirs[s.id] for s in gemm if s.flags}
    assert flagged and all(":40:" in key for key in flagged)
    assert all(s.flags in (frozenset(), frozenset({"contract"})) for s in gemm)
    assert sum(1 for s in gemm if s.flags) == sum(1 for v in chosen.values() if v)
    # other code at that line: refused, naming it
    other = tmp_path / "other.ll"
    other.write_text(user.read_text().replace("%mul17 = fmul contract double %alpha", "%mul17 = fadd contract double %alpha"))
    r = cli("rewrite", str(other), "-p", str(tmp_path / "tuned.toml"))
    assert r.code == 2 and "cannot be matched here" in r.err and "shapes.cu:40" in r.err


def test_cuda_bounds_checked_mode_names_a_write_past_an_array():
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.cuda.runner import KernelSession
    from tests.test_cuda_runner_fake import TRIAD, FakeGpu, triad_program

    class InteriorFake(FakeGpu):
        """Device pointers may point inside an allocation (the guarded arrays do)."""

        def _at(self, p, n):
            base = max(b for b in self.mem if isinstance(b, int) and b <= p)
            return self.mem[base][p - base:p - base + n]

        def upload(self, p, host):
            b = np.ascontiguousarray(host).view(np.uint8).ravel()
            self._at(p, b.size)[:] = b

        def download(self, host, p):
            host.view(np.uint8).ravel()[:] = self._at(p, host.nbytes)

        def view(self, p, dtype, n):
            return self._at(p, n * np.dtype(dtype).itemsize).view(dtype)

        def launch(self, func, grid, block, args, *rest):
            super().launch(func, grid, block, args)
            if self.overrun:
                self.view(args[0][1] + 1000 * 8, np.float64, 1)[0] = 1.0  # a[1000]: one past the end

    sizes = resolve_sizes(TRIAD, "default")
    x = make_inputs(TRIAD, sizes, "f64", "rajaperf")
    for overrun in (False, True):
        gpu = InteriorFake()
        gpu.overrun = overrun
        s = KernelSession(gpu, TRIAD, "f64", sizes, x, block=128, guard_bytes=256)
        if not overrun:
            out = s.run(triad_program())
            np.testing.assert_array_equal(out.outputs["a"], x["b"] + x["alpha"] * x["c"])
        else:
            with pytest.raises(StageFailure, match=r"out-of-bounds write to 'a' at element 1000 \(its length is 1000\)"):
                s.run(triad_program())
        s.close()
        assert not gpu.mem  # the allocations themselves (not the interior pointers) were freed


CORPUS = Path(__file__).parent / "data" / "corpus" / "rajaperf"


@pytest.mark.slow
def test_a_3d_kernel_whose_z_block_is_one_runs_every_point():
    (k,) = import_source(CORPUS / "NESTED_INIT_sm86.ll")
    assert k.space == ("NZ", "NY", "NX")
    assert {a.name: a.length or a.value for a in k.args} == {"array": "NZ*NY*NX", "ni": "NX", "nj": "NY", "nk": "NZ"}
    assert any("3-D blocks of 32 x 8 x 1" in n for n in k.notes), k.notes  # RAJAPerf's k = blockIdx.z: blocks of 1 in z
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        kernel = load_kernel(str(write_kernel(k, Path(tmp)).spec_path))
        r = run_host(kernel, resolve_profile("strict"), size_set="small", input_set="random", reps=1)
        s = r.sizes
        i, j, kk = np.meshgrid(np.arange(s["NX"]), np.arange(s["NY"]), np.arange(s["NZ"]), indexing="ij")
        want = np.zeros(s["NX"] * s["NY"] * s["NZ"])
        want[(i + s["NX"] * (j + s["NY"] * kk)).ravel()] = (1e-8 * i * j * kk).ravel()
        assert np.array_equal(r.outputs["array"], want)


@pytest.mark.slow
def test_one_argument_bounding_both_dimensions_is_one_size():
    k = next(x for x in import_source(CORPUS / "POLYBENCH_JACOBI_2D_sm86.ll"))
    assert k.space == ("N", "N") and k.size_sets()["small"] == {"N": 8}
    assert {a.name: a.length for a in k.args if a.length} == {"a": "N*N", "b": "N*N"}


def test_a_block_size_taken_as_a_constant_is_the_modelled_block():
    from fpsem.kernels.importer.thread_index import constant_blocks

    body = ("  %c = freeze i32 %fpsem.ctaid.x", "  %t = freeze i32 %fpsem.tid.x", "  %m = shl nuw i32 %c, 8",
            "  %y = freeze i32 %fpsem.ctaid.y", "  %z = zext i32 %y to i64", "  %my = mul nsw i64 %z, 8")
    assert constant_blocks(body, 2, "k") == {"x": 256, "y": 8}
    reads_dim = body + ("  %n = freeze i32 %fpsem.ntid.x",)
    assert constant_blocks(reads_dim, 2, "k") == {"y": 8}  # blockDim.x read: any block works in x
    with pytest.raises(ImportRefused, match="cannot tell which block size"):
        constant_blocks(body + ("  %m2 = mul i32 %c, 64",), 2, "k")


def test_an_index_list_is_given_identity_values_and_said_so():
    (k,) = import_source(CORPUS / "DEL_DOT_VEC_2D_sm86.ll")
    zones = next(a for a in k.args if a.name == "real_zones")
    assert zones.role == "in" and zones.type == "i64" and "an index list" in zones.why and "IOTA()" in zones.why


@needs_zig
def test_an_inferred_size_parameter_takes_size_and_a_length_takes_arg():
    (k,) = import_source(DATA / "shapes.cu", entries=["_Z4gemmPdPKdS1_ddlll"], sizes={"NK": 64},
                         overrides=[parse_arg_override("b=in:NX*NK+5")])
    assert k.size_sets()["default"]["NK"] == 64
    assert next(a.length for a in k.args if a.name == "b") == "NX*NK+5"
    with pytest.raises(Exception, match="size parameters are NY, NX, NK"):
        import_source(DATA / "shapes.cu", entries=["_Z4gemmPdPKdS1_ddlll"], sizes={"M": 3})


def test_one_source_imported_under_two_names_draws_the_same_inputs(tmp_path):
    from fpsem.kernels.inputs import content_salt, make_inputs
    from fpsem.kernels.spec import resolve_sizes

    draws = []
    for name in ("first", "second"):
        (k,) = import_source(CORPUS / "DAXPY_sm86.ll", name=name)
        spec = load_kernel(str(write_kernel(k, tmp_path).spec_path)).spec
        draws.append(make_inputs(spec, resolve_sizes(spec, "small"), "f64", "random", 0))
    assert all(np.array_equal(draws[0][a], draws[1][a]) for a in draws[0])
    (other,) = import_source(CORPUS / "TRIAD_sm86.ll")
    assert content_salt(load_kernel(str(write_kernel(other, tmp_path).spec_path)).spec) != content_salt(spec)


# What clang -O2's SLP vectoriser and a vector reduction leave (HIP's axpy2 pattern): <2 x double> loads and
# stores, a splat through insertelement/shufflevector with poison, llvm.vector.reduce.fadd; two kernels in one file.
VECTORS = """
define void @vaxpy(i64 %i, ptr %y, ptr %x, double %a) {
  %j = shl i64 %i, 1
  %px = getelementptr inbounds double, ptr %x, i64 %j
  %py = getelementptr inbounds double, ptr %y, i64 %j
  %vx = load <2 x double>, ptr %px, align 8
  %vy = load <2 x double>, ptr %py, align 8
  %ia = insertelement <2 x double> poison, double %a, i64 0
  %sa = shufflevector <2 x double> %ia, <2 x double> poison, <2 x i32> zeroinitializer
  %m = fmul <2 x double> %vx, %sa
  %s = fadd <2 x double> %m, %vy
  store <2 x double> %s, ptr %py, align 8
  ret void
}
define void @vsum(i64 %i, ptr %out, ptr %x) {
  %j = shl i64 %i, 2
  %px = getelementptr inbounds double, ptr %x, i64 %j
  %vx = load <4 x double>, ptr %px, align 8
  %r = call double @llvm.vector.reduce.fadd.v4f64(double 0.0, <4 x double> %vx)
  %po = getelementptr inbounds double, ptr %out, i64 %i
  store double %r, ptr %po, align 8
  ret void
}
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
"""
TRACE = Path(__file__).parent / "data" / "trace"


def _o2_shapes(tmp_path):
    """{key: (Kernel, roundings per output element)}: vectors (two kernels of one file) and clang-19's fir_taps,
    whose unrolled loop's remainder enters through ``phi double [ poison, ... ]``."""
    src = tmp_path / "vectors.ll"
    src.write_text(VECTORS)
    ks = import_source(src) + import_source(TRACE / "kernels_sm86.ll", ["fir_taps"])
    assert "phi double [ poison" in (TRACE / "kernels_sm86.ll").read_text()
    out = {k.key: load_kernel(str(write_kernel(k, tmp_path / "k").spec_path)) for k in ks}
    assert sorted(out) == ["fir_taps", "vaxpy", "vsum"]
    return out


@pytest.mark.slow
def test_vectors_and_poison_phis_run_on_the_host_as_numpy_computes_them(tmp_path):
    from fpsem.kernels.inputs import make_inputs
    from fpsem.kernels.spec import resolve_sizes

    ks = _o2_shapes(tmp_path)
    got, x, n = {}, {}, {}
    for key, k in ks.items():
        sizes = resolve_sizes(k.spec, "small")
        x[key], n[key] = make_inputs(k.spec, sizes, "f64", "random", 0), sizes
        got[key] = run_host(k, resolve_profile("strict"), size_set="small", input_set="random", reps=1).outputs
    v = x["vaxpy"]
    assert np.array_equal(got["vaxpy"]["y"], v["x"] * v["a"] + v["y"])  # lane by lane, fmul then fadd
    xs = x["vsum"]["x"].reshape(-1, 4)
    assert np.array_equal(got["vsum"]["out"], (((0.0 + xs[:, 0]) + xs[:, 1]) + xs[:, 2]) + xs[:, 3])  # ordered
    f, taps, pts = x["fir_taps"], n["fir_taps"]["ARG4"], n["fir_taps"]["N"]
    want = np.zeros(pts)
    for j in range(taps):  # s += c[j] * x[i + j], j ascending, no contraction (strict)
        want = want + f["arg1"][j] * f["arg0"][j:j + pts]
    assert np.array_equal(got["fir_taps"]["arg2"], want)


@pytest.mark.slow
def test_vectors_and_poison_phis_go_through_accuracy_and_the_cuda_build(tmp_path):
    import fpsem
    from fpsem.compiler.targets import resolve_target
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.cuda.end_to_end import compile_for_gpu, program_of
    from fpsem.runners.cuda.runner import check_program

    ks = _o2_shapes(tmp_path)
    for key, k in ks.items():
        rep = fpsem.evaluate_accuracy(k, ["strict", "algebraic"], inputs="random", size_set="small")
        sizes = resolve_sizes(k.spec, "small")
        roundings = {"vaxpy": 2, "vsum": 3, "fir_taps": 2 * sizes.get("ARG4", 0)}[key]
        e = rep.variant("strict").errors.overall
        # the classic bound: n roundings err by at most ~n u times the sum of the terms' magnitudes
        assert e.compared > 0 and e.nan_mismatches == 0 and e.max_normalised <= roundings * (1 + 1e-9), (key, e)
        program = program_of(compile_for_gpu(k, "f64", resolve_profile("strict"), resolve_target("h100"), sizes))
        check_program(program, k.spec, "f64")  # the PTX entries take exactly what the CUDA runner passes


@pytest.mark.gpu
@pytest.mark.skipif(not gpu_available(), reason="no NVIDIA GPU with cuda-bindings")
def test_vectors_and_poison_phis_on_the_gpu_give_the_hosts_bits(tmp_path):
    import fpsem

    for k in _o2_shapes(tmp_path).values():
        gpu = fpsem.run(k, "strict", target="h200", size_set="small", inputs="random", reps=1)
        host = fpsem.run(k, "strict", size_set="small", inputs="random", reps=1)
        assert gpu.runner == "cuda" and gpu.outputs.keys() == host.outputs.keys()
        for name in host.outputs:
            assert np.array_equal(np.asarray(gpu.outputs[name]), np.asarray(host.outputs[name])), (k.spec.name, name)
