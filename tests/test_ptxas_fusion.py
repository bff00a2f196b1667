"""ptxas's own FMA contraction, read from its SASS, and what the emulation makes of it (fpsem.runners.ptxas_fusion).

Without ptxas or nvdisasm (the ``nvptx`` extra installs both) the tests that compile skip; the reading
of listings, the line tagging and the reduction filter are checked everywhere.  Known answers: a
division under ``afn`` (div.approx.f32: MUFU.RCP and a multiplication) feeding a ``contract`` add is
fused by ptxas into FFMA(MUFU.RCP(b), a, c) -- DEL_DOT_VEC_2D's last line -- and the emulation
computes exactly that fma, which differs from the unfused result on the inputs used.
"""

from __future__ import annotations

import numpy as np
import pytest

from fpsem.compiler.backends.nvptx import ptxas_path
from fpsem.compiler.devlibs import find_nvdisasm
from fpsem.compiler.targets import resolve_target
from fpsem.runners import approx as A
from fpsem.runners import ptxas_fusion as pf
from fpsem.runners.emulation import contract_to_fma, emulate_text, ptxas_contraction
from tests.jitkit import jit_functions

H100 = resolve_target("h100")
TOOLS = ptxas_path() is not None and find_nvdisasm() is not None
needs_tools = pytest.mark.skipif(not TOOLS, reason="ptxas or nvdisasm not found (pip install '.[nvptx]')")
HEAD = 'target triple = "nvptx64-nvidia-cuda"\n'

DIV_ADD = HEAD + """define float @k(float %a, float %b, float %c) {
  %q = fdiv afn float %a, %b
  %s = fadd contract float %q, %c
  ret float %s
}
"""
C_MINUS_DIV = DIV_ADD.replace("fadd contract float %q, %c", "fsub contract float %c, %q")
DIV_MINUS_C = DIV_ADD.replace("fadd contract float %q, %c", "fsub contract float %q, %c")
MANY_USES = HEAD + """define float @k(float %a, float %b, float %c, float %d, float %e) {
  %m = fmul contract float %a, %b
  %s1 = fadd contract float %m, %c
  %s2 = fadd contract float %m, %d
  %s3 = fsub contract float %e, %m
  %t1 = fadd float %s1, %s2
  %t2 = fadd float %t1, %s3
  ret float %t2
}
"""
SUNK = HEAD + """define void @k(float %a, float %b, float %c, i1 %p, ptr %o) {
entry:
  %m = fmul contract float %a, %b
  br i1 %p, label %t, label %e
t:
  %s = fadd contract float %m, %c
  store float %s, ptr %o
  br label %e
e:
  ret void
}
"""
REDUCTION = HEAD + """define float @k_main(float %a, float %b) {
  %q = fdiv afn float %a, %b
  ret float %q
}

define float @k_entry(ptr %x) {
entry:
  br label %l
l:
  %i = phi i64 [0, %entry], [%j, %l]
  %acc = phi float [0.0, %entry], [%acc.new.1, %l]
  %p = getelementptr float, ptr %x, i64 %i
  %v = load float, ptr %p
  %q = fdiv afn float %v, 3.0
  %acc.new = fadd contract float %q, %acc
  %q.1 = fdiv afn float %v, 7.0
  %acc.new.1 = fadd contract float %q.1, %acc.new
  %j = add i64 %i, 1
  %c = icmp eq i64 %j, 64
  br i1 %c, label %e, label %l
e:
  ret float %acc.new.1
}
"""


# ------------------------------------------------------------------ reading, everywhere


def test_line_tagging_gives_every_instruction_its_line_and_leaves_the_ptx_alone():
    tagged = pf.line_tagged(MANY_USES)
    locs = dict(pf.ptx_ops_by_line(pf._ptx(tagged, H100.machine)))
    # lines 4-6 are the sums fused with %m (the DAG's fma.rn), 7-8 the strict adds (.rn: ptxas may not fuse)
    assert {k for k, ops in locs.items() if "fma.rn.f32" in ops} == {4, 5, 6} and locs[7] == locs[8] == ["add.rn.f32"]
    assert pf._instructions_only(pf._ptx(tagged, H100.machine)) == pf._instructions_only(pf._ptx(MANY_USES, H100.machine))


def test_sass_listing_is_read_with_lines_registers_and_predicates():
    listing = """
//--------------------- .text.k --------------------------
.text.k:
\t//## File "/fpsem.ll", line 7
        /*05d0*/              @!P1 FMUL R3, R3, 16777216 ;
        /*0630*/                   MUFU.RCP R3, R3 ;
\t//## File "/fpsem.ll", line 9
        /*0710*/                   FFMA R7, R3, -R4, R6 ;
        /*0720*/                   DFMA R10, -R2, |R12|, 1 ;
"""
    sass = pf.read_sass(listing)
    assert [(i.function, i.line, i.opcode, i.dest, i.predicated) for i in sass] == [
        ("k", 7, "FMUL", "R3", True), ("k", 7, "MUFU.RCP", "R3", False), ("k", 9, "FFMA", "R7", False),
        ("k", 9, "DFMA", "R10", False)]
    assert sass[2].sources == ("R3", "R4", "R6") and sass[3].sources == ("R2", "R12")
    assert pf._defining_lines(sass, 2, "R3") == {7}


def test_only_a_reductions_accumulation_outside_the_per_point_functions_is_left_alone():
    assert pf.accumulations(REDUCTION.splitlines(), ("k_main",)) == {("k_entry", "%acc.new"), ("k_entry", "%acc.new.1")}


def test_without_the_tools_the_emulation_says_it_models_the_dag_alone(monkeypatch):
    monkeypatch.setenv("FPSEM_NVDISASM", "/nonexistent/nvdisasm")
    contracted, note = ptxas_contraction(DIV_ADD, H100)
    assert contracted.fused == 0 and note.startswith(pf.PTXAS_NOT_READ) and "nvdisasm not found" in note
    assert ptxas_contraction(DIV_ADD, resolve_target("mi250x")) == (contract_to_fma(DIV_ADD), "")


# ------------------------------------------------------------------ with ptxas and nvdisasm


@needs_tools
@pytest.mark.parametrize("text, sign_q, sign_c", [(DIV_ADD, 1, 1), (C_MINUS_DIV, -1, 1), (DIV_MINUS_C, 1, -1)],
                         ids=["q+c", "c-q", "q-c"])
def test_ptxas_fuses_div_approx_into_the_add_and_the_emulation_computes_that_fma(text, sign_q, sign_c):
    found = pf.ptxas_fusions(text, H100)
    assert not isinstance(found, str), found
    assert found.pairs == {("k", "%s"): "%q"} and found.fma_sums == {("k", "%s")}
    contracted, note = ptxas_contraction(text, H100)
    assert contracted.sums == {("k", "%s")} and "1 mul/add pair(s)" in note
    host, approx, _ = emulate_text(contracted.text, H100, "div fused")
    assert approx.replaced.get("nvptx.div.approx.fma.f32") == 1
    f = jit_functions(host, [("k", "float", ("float", "float", "float"))])["k"]
    rng = np.random.default_rng(3)
    a = rng.uniform(-8, 8, 4096).astype(np.float32)
    b = rng.uniform(0.5, 9, 4096).astype(np.float32)
    r = A.evaluate("nvptx.rcp.approx.ftz.f32", b)  # MUFU.RCP, the bit-faithful table where installed
    prod = (r.astype(np.float64) * a).astype(np.float32)  # the unfused product, rounded
    # half the addends cancel the rounded product: fused, the product's rounding error is left
    c = np.where(np.arange(4096) % 2 == 0, -sign_q * sign_c * prod, rng.uniform(-8, 8, 4096)).astype(np.float32)
    want = A.fma32(r, (sign_q * a).astype(np.float32), (sign_c * c).astype(np.float32))
    got = f(a, b, c)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
    unfused = (sign_q * prod + sign_c * c).astype(np.float32)
    assert (got != unfused).sum() > 100  # the inputs tell a fused from an unfused result


@needs_tools
@pytest.mark.parametrize("text, fused", [(MANY_USES, {"%s1", "%s2", "%s3"}), (SUNK, {"%s"})])
def test_the_dag_model_fuses_what_the_sass_computes_in_ffma(text, fused):
    found = pf.ptxas_fusions(text, H100, always=True)
    assert not isinstance(found, str), found
    model = contract_to_fma(text).sums
    assert model == {("k", n) for n in fused} and found.pairs == {}
    # a product sunk into its sum's block: LLVM merged their lines into line 0, which ptxas shows as no line
    assert model - found.fma_sums == set() or len(model - found.fma_sums) <= found.unattributed
    assert "show no FMA" not in ptxas_contraction(text, H100)[1]


@needs_tools
def test_a_reduction_fused_by_ptxas_in_the_entry_loop_stays_unfused():
    everything = pf.ptxas_fusions(REDUCTION, H100)
    per_point = pf.ptxas_fusions(REDUCTION, H100, ("k_main",))
    assert not isinstance(everything, str) and not isinstance(per_point, str)
    assert set(everything.pairs) == {("k_entry", "%acc.new"), ("k_entry", "%acc.new.1")}
    assert per_point.pairs == {} and "reduction" in per_point.how


@needs_tools
@pytest.mark.slow
def test_del_dot_vec_2d_f32_algebraic_afn_fuses_its_last_add_as_the_h200s_sass_does():
    """The case of benchmarks/results/emulation_proof.md (2 elements 1 ulp apart): ptxas fuses the last
    line's ``dd + affine`` with the product inside ``affine``'s div.approx."""
    from fpsem.fastmath.profiles import resolve_profile
    from fpsem.kernels.registry import load_kernel
    from fpsem.kernels.spec import resolve_sizes
    from fpsem.runners.emulation import EmulatedRunner

    k = load_kernel("del_dot_vec_2d")
    pv = EmulatedRunner(H100, isolated=False).prepare(k, resolve_profile("algebraic-afn"), "f32",
                                                      resolve_sizes(k.spec, "small"), "small")
    note = next(n for n in pv.notes if n.startswith(pf.PTXAS_READ))
    assert "2 mul/add pair(s)" in note and "show no FMA" not in note
    assert any("nvptx.div.approx.fma.f32" in n for n in pv.notes)


@needs_tools
def test_two_quotients_feeding_one_difference_the_sass_tells_which_was_fused():
    """libdevice's div.approx calls (NMSE's tan(x + eps) - tan(x) under afn): both operands are products; the
    registers feeding the FFMA's multiplicands name the one ptxas fused, and the emulation fuses that one."""
    text = HEAD + """define float @k(float %a, float %b, float %c, float %d) {
  %q1 = call float @llvm.nvvm.div.approx.f(float %a, float %b)
  %q2 = call float @llvm.nvvm.div.approx.f(float %c, float %d)
  %s = fsub contract float %q1, %q2
  ret float %s
}
declare float @llvm.nvvm.div.approx.f(float, float)
"""
    found = pf.ptxas_fusions(text, H100)
    assert not isinstance(found, str) and not found.unresolved
    (fused,) = found.pairs.values()
    host, _, _ = emulate_text(ptxas_contraction(text, H100)[0].text, H100, "two quotients")
    f = jit_functions(host, [("k", "float", ("float",) * 4)])["k"]
    a, b, c, d = np.random.default_rng(5).uniform(0.5, 8, (4, 4096)).astype(np.float32)
    ra, rc = A.evaluate("nvptx.rcp.approx.ftz.f32", b), A.evaluate("nvptx.rcp.approx.ftz.f32", d)
    q1, q2 = (ra.astype(np.float64) * a).astype(np.float32), (rc.astype(np.float64) * c).astype(np.float32)
    want = A.fma32(ra, a, -q2) if fused == "%q1" else A.fma32(-rc, c, q1)
    assert np.array_equal(f(a, b, c, d).view(np.uint32), want.view(np.uint32))
