"""GPU entry shape: one thread per point for element-wise stages (RAJAPerf's), the grid-stride loop for
reductions; the same outputs, bit for bit, as the grid-stride entries before; an imported ``__constant__``
table (RAJAPerf's FIR, clang sm_86) as a constant array argument, in constant memory again on the GPU."""

from __future__ import annotations

import functools
from pathlib import Path

import numpy as np
import pytest

from fpsem.compiler.entry.amdgpu import amdgpu_wrapper_ir
from fpsem.compiler.entry.common import point_count, resolved_space
from fpsem.compiler.entry.nvptx import nvptx_source, nvptx_wrapper_ir
from fpsem.kernels.registry import load_kernel
from fpsem.kernels.spec import resolve_sizes

CORPUS = Path(__file__).parent / "data/corpus/rajaperf"


@pytest.mark.parametrize("wrapper", [nvptx_wrapper_ir, amdgpu_wrapper_ir])
def test_element_wise_entries_have_no_loop_and_reductions_keep_theirs(wrapper):
    for name, looped in [("triad", False), ("jacobi_2d", False), ("fir", False), ("dot", True)]:
        spec = load_kernel(name).spec
        text = wrapper(spec, "f64", resolve_sizes(spec, "small", {}))
        assert ("%g.loop" in text) is looped, name
        assert ("%g.point" in text) is not looped, name
        count = point_count(resolved_space(spec, spec.stages[0], resolve_sizes(spec, "small", {})))
        assert f"icmp ult i64 %g.t, {count}" in text  # the bounds check: RAJAPerf's `if (i < iend)`


def test_the_grid_stride_form_is_still_there_for_comparison():
    spec = load_kernel("triad").spec
    text = nvptx_wrapper_ir(spec, "f64", resolve_sizes(spec, "small", {}), one_point=False)
    assert "%g.loop" in text and "%g.point" not in text


def _build_with(name, sizes: str, make, overrides: dict[str, int] | None = None):
    from fpsem.compiler.build import finish, prepare
    from fpsem.compiler.targets import resolve_target
    from fpsem.compiler.variant import describe_variant
    from fpsem.fastmath.profiles import resolve_profile

    v = describe_variant(load_kernel(name) if isinstance(name, str) else name, "f64", resolve_profile("strict"), resolve_target("h200"), sizes,
                         overrides, tools=False)
    c = finish(v, prepare(v, make))
    assert c.ok, c.failure
    return c


def _outputs_of_each(name, makes, overrides: dict[str, int] | None = None) -> list[dict[str, bytes]]:
    """For each entry generator: the kernel's optimized NVPTX module (small sizes and ``overrides``) run stage by
    stage in the tracer over the launch rule's grid on the same random inputs; every array's bytes afterwards.
    ``name``: a built-in kernel's name, or a loaded (e.g. imported) Kernel."""
    from fpsem.compiler.entry.launch import launch_config
    from fpsem.ir.trace import Launch, Sample, trace_kernel
    from fpsem.kernels.inputs import make_inputs

    spec = (load_kernel(name) if isinstance(name, str) else name).spec
    sizes = resolve_sizes(spec, "small", overrides or {})
    outs = []
    for make in makes:
        v = _build_with(name, "small", make, overrides)
        vals = make_inputs(spec, sizes, "f64", "random" if "random" in spec.input_sets else spec.input_sets[0], 3)
        for stage, ep in zip(spec.stages, v.entries):
            lc = launch_config(ep.threads or point_count(resolved_space(spec, stage, sizes)), 256, reduce=ep.reduce)
            args = {p.name: (int(vals[p.name]) if p.kind == "i64" else float(vals[p.name]) if p.kind == "real"
                             else vals[p.name]) for p in ep.params}
            t = trace_kernel(v.optimized_ir, ep.name, args, Launch.of(lc.grid, lc.block, 32), Sample("all"),
                             globals={sym: vals[a] for a, sym in ep.constants}, write_back=True)
            assert t.status.complete, t.status
        outs.append({a.name: np.asarray(vals[a.name]).tobytes() for a in spec.params if a.is_array})
    return outs


@pytest.mark.slow
@pytest.mark.parametrize("name", ["triad", "jacobi_2d", "fir", "eos"])
def test_one_point_entries_give_the_grid_stride_entries_outputs_bit_for_bit(name):
    """Every output element identical with either entry shape (the stage function, and so the arithmetic, is
    the same)."""
    new, old = _outputs_of_each(name, [nvptx_source, functools.partial(nvptx_source, one_point=False)])
    assert new == old


@pytest.fixture(scope="module")
def imported_fir(tmp_path_factory):
    from fpsem.kernels.importer.core import write_kernels
    from fpsem.kernels.importer.llvm_import import import_llvm

    out = tmp_path_factory.mktemp("fir_import")
    written = write_kernels(import_llvm(CORPUS / "FIR_sm86.ll"), out)
    return {w.key: load_kernel(str(w.spec_path)) for w in written}


@pytest.mark.slow
def test_a_constant_table_imports_as_a_constant_argument_of_its_extent(imported_fir):
    """FIR_sm86.ll's first kernel reads __constant__ coeff[16]: it becomes the argument ``coeff`` (constant,
    length COEFFLEN, whose sizes are the table's 16); the second kernel takes coeff as a pointer as before."""
    spec = imported_fir["fir"].spec
    coeff = spec.arg("coeff")
    assert coeff.is_array and coeff.constant and coeff.role == "in" and coeff.length == "COEFFLEN"
    assert spec.sizes["default"]["COEFFLEN"] == spec.sizes["small"]["COEFFLEN"] == 16
    assert "@coeff" not in imported_fir["fir"].ir["f64"]
    plain = imported_fir["fir_2"].spec.arg("coeff")
    assert plain.is_array and not plain.constant


@pytest.mark.slow
def test_an_imported_constant_table_runs_from_constant_memory_with_the_sources_arithmetic(imported_fir):
    """Built for the H200 the table is a ``.const`` global read by ``ld.const``; the optimized module run in the
    tracer with the coefficients there gives, bit for bit, the source's loop in numpy (strict: multiply, then
    add, j = 0..15) and the second kernel's result with the table passed as an ordinary pointer."""
    import fpsem
    from fpsem.ir.trace import Launch, Sample, trace_kernel

    rng = np.random.default_rng(5)
    results = {}
    for key in ("fir", "fir_2"):
        kern = imported_fir[key]
        v = fpsem.compile(kern, "h200", "strict", size="small", cache=False)
        assert v.ok, v.failure
        (ep,) = v.entries
        sizes = resolve_sizes(kern.spec, "small", {})
        n, taps = sizes["N"], sizes["COEFFLEN"]
        x = rng.standard_normal(n + taps - 1) if key == "fir" else results["x"]
        c = rng.standard_normal(taps) if key == "fir" else results["c"]
        out = np.zeros(n)
        vals = {"in": x, "out": out, "coeff": c, "coefflen": taps, "iend": n}
        args = {p.name: vals[p.name] for p in ep.params}
        if key == "fir":
            assert ep.constants == (("coeff", ep.constants[0][1]),) and "coeff" not in args
            assert ".const" in v.asm and "ld.const" in v.asm
            results.update(x=x, c=c)
        else:
            assert ep.constants == ()
        lc = max(1, -(-n // 256))
        t = trace_kernel(v.optimized_ir, ep.name, args, Launch.of(lc, 256, 32), Sample("all"),
                         globals={sym: vals[a] for a, sym in ep.constants}, write_back=True)
        assert t.status.complete, t.status
        results[key] = out
    x, c = results["x"], results["c"]
    ref = np.zeros(len(results["fir"]))
    for j in range(len(c)):
        ref = ref + c[j] * x[j:j + len(ref)]
    assert results["fir"].tobytes() == ref.tobytes()
    assert results["fir"].tobytes() == results["fir_2"].tobytes()


# ----------------------------------------------------------------------------- the tiled order

SPACES = [((0, 1000), (0, 1000)), ((1, 999), (1, 999)), ((0, 19), (0, 45)), ((0, 16), (0, 64)), ((0, 7), (0, 100)),
          ((0, 3), (2, 13), (1, 70)), ((0, 100), (0, 31))]


@pytest.mark.parametrize("space", SPACES)
def test_the_tiled_order_is_a_bijection_onto_the_space_with_warps_on_one_row(space):
    from fpsem.compiler.entry.tiles import COLS, tiled_point, tiles_apply

    n = point_count(space)
    pts = [tiled_point(t, space) for t in range(n)]
    assert sorted(pts) == sorted(set(pts)) and len(set(pts)) == n
    assert all(lo <= x < hi for p in pts for x, (lo, hi) in zip(p, space))
    if tiles_apply(space) and (space[-1][1] - space[-1][0]) % COLS == 0:
        # every warp of a full tile: one row, 32 consecutive columns (coalesced)
        for w in range(0, n - 31, 32):
            rows = {p[:-1] for p in pts[w:w + 32]}
            cols = [p[-1] for p in pts[w:w + 32]]
            assert len(rows) == 1 and cols == list(range(cols[0], cols[0] + 32))


@pytest.mark.parametrize("space", SPACES)
def test_the_tiled_order_in_ir_is_its_reference(space):
    """The IR of ``tiled_unflatten_ir`` run in the exact interpreter at every thread gives ``tiled_point``."""
    from fpsem.compiler.entry.tiles import tiled_point, tiled_unflatten_ir
    from fpsem.floats.exact import ExactContext
    from fpsem.ir.interp import Interpreter

    lines, names = tiled_unflatten_ir("%t", space, prefix="p")
    d = len(space)
    body = "\n".join(f"  {l}" for l in lines)
    ir = "\n".join(f"define i64 @k{k}(i64 %t) {{\n{body}\n  ret i64 {names[k]}\n}}" for k in range(d))
    it = Interpreter(ir, ExactContext())
    n = point_count(space)
    for t in sorted({0, 1, 31, 32, 255, 256, n // 3, n // 2, n - 33, n - 1} | set(range(0, n, max(1, n // 97)))):
        if 0 <= t < n:
            got = tuple(int(it.call(f"k{k}", [t])) for k in range(d))
            assert got == tiled_point(t, space), (t, space)


# sizes at which every one of these kernels' planes holds whole tiles and ragged edge tiles (rows and columns)
TILE_SIZES = {"jacobi_2d": {"N": 2025}, "gemm": {"N": 1369}, "heat_3d": {"N": 35937}, "ltimes": {"ng": 9, "nm": 37}}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(TILE_SIZES))
def test_tiled_entries_give_the_row_major_entries_outputs_bit_for_bit(name):
    """At sizes where the tiles apply (checked), the tiled order and row-major give identical arrays."""
    from fpsem.compiler.entry.tiles import tiles_apply

    spec = load_kernel(name).spec
    sizes = resolve_sizes(spec, "small", TILE_SIZES[name])
    assert any(tiles_apply(resolved_space(spec, s, sizes)) for s in spec.stages), sizes
    tiled, plain = _outputs_of_each(name, [functools.partial(nvptx_source, order="tiled"),
                                           functools.partial(nvptx_source, order="row-major")], TILE_SIZES[name])
    assert tiled == plain


# ----------------------------------------------------------------------------- the point order rule


def _wrapper(name: str, overrides: dict[str, int], **kw) -> str:
    from fpsem.compiler.build import drop_target_specifics

    k = load_kernel(name)
    text = drop_target_specifics(k.ir_for("f64"))
    return nvptx_source(k.spec, text, "f64", resolve_sizes(k.spec, "small", overrides), **kw).wrapper_text


@pytest.mark.parametrize("name, overrides, order", [
    ("jacobi_2d", {"N": 1000000}, "tiled"),      # a plane, rows of 1000, a 5-point stencil
    ("gemm", {"N": 1000000}, "tiled"),           # a plane, rows of 1000, the k loop reads B's rows
    ("jacobi_2d", {"N": 65536}, "tiled"),        # rows of 256: exactly one block
    ("jacobi_2d", {"N": 62500}, "row-major"),    # rows of 250: a row-major block holds whole rows
    ("heat_3d", {"N": 1000000}, "row-major"),    # three dimensions
    ("ltimes", {"ng": 9, "nm": 37}, "row-major"),  # rows of 37: longer than a warp
    ("ltimes", {}, "warp-rows"),                 # rows of 5 (nm), read in the d loop, 8-byte elements
    ("triad", {"N": 1000000}, "row-major"),      # one dimension
])
def test_the_entry_chooses_its_point_order_from_the_stage(name, overrides, order):
    from fpsem.compiler.entry.tiles import tiles_apply
    from fpsem.compiler.entry.warprows import warp_rows_apply

    spec = load_kernel(name).spec
    sizes = resolve_sizes(spec, "small", overrides)
    default = _wrapper(name, overrides)
    assert default == _wrapper(name, overrides, order=order)
    spaces = [resolved_space(spec, s, sizes) for s in spec.stages]
    others = [o for o, applies in (("tiled", any(map(tiles_apply, spaces))),
                                   ("warp-rows", any(map(warp_rows_apply, spaces))),
                                   ("row-major", True)) if applies and o != order]
    for other in others:  # where another order applies, the rule made a choice
        assert default != _wrapper(name, overrides, order=other), other


def test_a_plane_whose_points_read_only_their_own_elements_stays_row_major():
    """The reads rule on a 2-D copy: one load per array per point shares nothing, in any order; the same
    body with a second load of ``a`` (a neighbour) reads beyond its own element."""
    from fpsem.compiler.entry.order import reuse_kind

    def kernel(extra: str) -> str:
        return ("define void @k_main(i64 %i, i64 %j, ptr noalias %a, ptr noalias %b, i64 %n) {\n"
                "  %r = mul nsw i64 %i, %n\n  %c = add nsw i64 %r, %j\n"
                "  %p = getelementptr inbounds double, ptr %a, i64 %c\n  %v = load double, ptr %p\n"
                f"{extra}"
                "  %q = getelementptr inbounds double, ptr %b, i64 %c\n  store double %v, ptr %q\n  ret void\n}\n")

    assert reuse_kind(kernel(""), "k_main") == ""
    more = "  %p2 = getelementptr inbounds double, ptr %p, i64 %n\n  %w = load double, ptr %p2\n"
    assert reuse_kind(kernel(more), "k_main") == "neighbours"
    assert reuse_kind(kernel(""), "absent") is None
    assert reuse_kind("not IR", "k_main") is None


def test_a_loop_counts_as_reading_beyond_the_own_element():
    from fpsem.compiler.build import drop_target_specifics
    from fpsem.compiler.entry.order import reuse_kind

    assert reuse_kind(drop_target_specifics(load_kernel("gemm").ir_for("f32")), "gemm_main") == "loop"
    assert reuse_kind(drop_target_specifics(load_kernel("triad").ir_for("f64")), "triad_main") == ""


@pytest.mark.slow
def test_the_model_counts_inner_loops_besides_a_grid_loop_only_where_there_is_one():
    """GEMM's k loop is an inner loop although its one-point entry has no grid loop; TRIAD has none; DOT's only
    loop is its reduction's grid-stride loop."""
    import fpsem
    from fpsem.speed.model import stage_work

    for name, inner in [("gemm", True), ("triad", False), ("dot", False)]:
        v = fpsem.compile(name, "h200", "strict", size="small", cache=False)
        (ep,) = v.entries
        assert stage_work(v.metrics, ep.name, 64).inner_loops is inner, name


@pytest.mark.slow
def test_imported_kernels_get_the_same_point_order_rule_and_the_same_outputs_in_both_orders(tmp_path):
    """RAJAPerf's own JACOBI_2D and HEAT_3D, imported from clang's IR: the imported 2-D stencil is tiled at its
    default sizes, the 3-D one is not; at a size where the tiles apply, the imported JACOBI_2D's optimized NVPTX
    module gives the same arrays, bit for bit, in the tiled and the row-major order (tracer, every point)."""
    from fpsem.compiler.build import drop_target_specifics
    from fpsem.compiler.entry.order import point_order
    from fpsem.compiler.entry.tiles import tiles_apply
    from fpsem.kernels.importer.core import write_kernels
    from fpsem.kernels.importer.llvm_import import import_llvm

    chosen = {}
    for name in ("POLYBENCH_JACOBI_2D", "POLYBENCH_HEAT_3D"):
        for w in write_kernels(import_llvm(CORPUS / f"{name}_sm86.ll"), tmp_path / name):
            k = load_kernel(str(w.spec_path))
            text = drop_target_specifics(k.ir_for(k.spec.precisions[0]))
            sizes = resolve_sizes(k.spec, "default", {})
            chosen[w.key] = [point_order(k.spec, s, sizes, text, k.spec.precisions[0]).tiled for s in k.spec.stages]
    assert chosen["poly_jacobi_2d_1"] == chosen["poly_jacobi_2d_2"] == [True]
    assert all(not t for key, ts in chosen.items() if key.startswith("poly_heat_3d") for t in ts)

    kern = load_kernel(str(tmp_path / "POLYBENCH_JACOBI_2D" / "poly_jacobi_2d_1.toml"))
    sizes = resolve_sizes(kern.spec, "small", {"N": 45})
    assert tiles_apply(resolved_space(kern.spec, kern.spec.stages[0], sizes))
    tiled, plain = _outputs_of_each(kern, [functools.partial(nvptx_source, order="tiled"),
                                           functools.partial(nvptx_source, order="row-major")], {"N": 45})
    assert tiled == plain


def test_neighbour_stencils_are_tiled_at_eight_byte_elements_and_loops_at_any_width():
    """JACOBI_2D (a few neighbours per point) is tiled in f64 only; GEMM (its k loop reads B's rows) in both."""
    from fpsem.compiler.build import drop_target_specifics
    from fpsem.compiler.entry.order import point_order, reuse_kind

    for name, f64, f32 in (("jacobi_2d", True, False), ("gemm", True, True)):
        k = load_kernel(name)
        sizes = resolve_sizes(k.spec, "small", {"N": 1000000})
        got = {p: [point_order(k.spec, s, sizes, drop_target_specifics(k.ir_for(p)), p).tiled for s in k.spec.stages]
               for p in ("f64", "f32")}
        assert all(t == f64 for t in got["f64"]) and all(t == f32 for t in got["f32"]), (name, got)
    assert reuse_kind(drop_target_specifics(load_kernel("gemm").ir_for("f32")), "gemm_main") == "loop"
    assert reuse_kind(drop_target_specifics(load_kernel("triad").ir_for("f32")), "triad_main") == ""


# ----------------------------------------------------------------------------- warp rows

ROW_SPACES = [((0, 4), (0, 25)), ((0, 3), (1, 4), (2, 9)), ((0, 7), (0, 31)), ((1, 6), (0, 3)), ((0, 2), (0, 1))]


@pytest.mark.parametrize("space", ROW_SPACES)
def test_warp_rows_run_every_point_once_one_row_per_warp(space):
    from fpsem.compiler.entry.warprows import WARP, warp_rows_point, warp_rows_threads

    n = warp_rows_threads(space)
    assert n % WARP == 0
    pts = [warp_rows_point(t, space) for t in range(n + 64)]
    live = [p for p in pts if p is not None]
    assert len(live) == len(set(live)) == point_count(space)
    assert all(lo <= x < hi for p in live for x, (lo, hi) in zip(p, space))
    assert all(p is None for p in pts[n:])
    for w in range(0, n, WARP):  # a warp holds one row, columns in lane order from the row's start
        warp = [p for p in pts[w:w + WARP] if p is not None]
        assert len({p[:-1] for p in warp}) == 1
        assert [p[-1] for p in warp] == list(range(space[-1][0], space[-1][1]))


@pytest.mark.parametrize("space", ROW_SPACES)
def test_warp_rows_in_ir_are_their_reference(space):
    """The IR of ``warp_rows_ir`` run in the exact interpreter at every thread gives ``warp_rows_point``."""
    from fpsem.compiler.entry.warprows import warp_rows_ir, warp_rows_point, warp_rows_threads
    from fpsem.floats.exact import ExactContext
    from fpsem.ir.interp import Interpreter

    guard, any_, lines, names = warp_rows_ir("%t", space, prefix="p")
    body = "\n".join(f"  {l}" for l in guard + lines)
    ir = "\n".join(f"define i64 @k{k}(i64 %t) {{\n{body}\n  ret i64 {names[k]}\n}}" for k in range(len(space)))
    ir += f"\ndefine i1 @any(i64 %t) {{\n{body}\n  ret i1 {any_}\n}}"
    it = Interpreter(ir, ExactContext())
    for t in range(warp_rows_threads(space) + 40):
        ref = warp_rows_point(t, space)
        assert bool(it.call("any", [t])) is (ref is not None), t
        if ref is not None:
            assert tuple(int(it.call(f"k{k}", [t])) for k in range(len(space))) == ref, t


def test_warp_rows_apply_to_rows_shorter_than_a_warp_that_do_not_divide_it():
    from fpsem.compiler.entry.warprows import warp_rows_apply

    assert warp_rows_apply(((0, 488), (0, 32), (0, 25)))
    assert not warp_rows_apply(((0, 100), (0, 16)))   # two rows fill a warp, one per 16-lane pass
    assert not warp_rows_apply(((0, 100), (0, 32)))
    assert not warp_rows_apply(((0, 100), (0, 40)))
    assert not warp_rows_apply(((0, 1000),))


def test_ltimes_gets_warp_rows_in_f64_only_and_says_how_many_threads():
    """LTIMES (rows of nm = 25, the d loop reading ell and psi): warp rows at 8-byte elements, row-major at 4
    (measured on the H200, benchmarks/results/h200_ltimes_shape.md); its entry asks for 32 threads a row."""
    from fpsem.compiler.build import drop_target_specifics
    from fpsem.compiler.entry.order import point_order

    k = load_kernel("ltimes")
    sizes = resolve_sizes(k.spec, "default", {})
    kinds = {p: point_order(k.spec, k.spec.stages[0], sizes, drop_target_specifics(k.ir_for(p)), p).kind
             for p in ("f64", "f32")}
    assert kinds == {"f64": "warp-rows", "f32": "row-major"}
    src = nvptx_source(k.spec, drop_target_specifics(k.ir_for("f64")), "f64", sizes)
    (ep,) = src.entries
    assert ep.threads == 488 * 32 * 32  # nz x ng rows (RAJAPerf's defaults at N = 1e6), a warp each
    assert nvptx_source(k.spec, drop_target_specifics(k.ir_for("f32")), "f32", sizes).entries[0].threads == 0


@pytest.mark.slow
def test_warp_rows_give_the_row_major_outputs_bit_for_bit():
    """LTIMES at small sizes (rows of 5), every thread of the padded grid in the tracer: the same arrays."""
    rows, plain = _outputs_of_each("ltimes", [functools.partial(nvptx_source, order="warp-rows"),
                                              functools.partial(nvptx_source, order="row-major")])
    assert rows == plain
