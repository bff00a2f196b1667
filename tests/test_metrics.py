"""Static metrics of machine code (fpsem.compiler.code_metrics): classification, resources, sizes, diffs."""

from __future__ import annotations

import pytest

from fpsem.compiler import code_metrics as M
from fpsem.ir.binding import MachineSpec, parse_ir, target_machine


@pytest.mark.parametrize(
    "op, group",
    [
        ("fma.rn.f64", "f64.fma"), ("mul.rn.f64", "f64.mul"), ("add.rn.f64", "f64.add"), ("sub.f64", "f64.add"),
        ("add.f32", "f32.add"), ("fma.rn.ftz.f32", "f32.fma"), ("div.rn.f64", "f64.div"), ("rcp.rn.f64", "f64.div"),
        ("sqrt.rn.f32", "f32.sqrt"), ("neg.f64", "f64.other"), ("setp.lt.f64", "f64.other"),
        ("cvt.rn.f32.f64", "f32.other"), ("cvt.u64.u32", "other"),
        ("ex2.approx.f32", "approx.transcendental"), ("ex2.approx.ftz.f32", "approx.transcendental"),
        ("sin.approx.f32", "approx.transcendental"), ("sqrt.approx.f32", "approx.transcendental"),
        ("rcp.approx.ftz.f64", "approx.reciprocal"), ("rsqrt.approx.f64", "approx.reciprocal"),
        ("div.approx.f32", "approx.reciprocal"), ("div.full.f32", "approx.reciprocal"),
        ("ld.global.b64", "load"), ("ld.global.nc.b64", "load"), ("ld.const.b64", "load"),
        ("ld.param.b64", "other"), ("st.global.b32", "store"), ("bra.uni", "branch"), ("mov.u32", "other"),
    ],
)
def test_ptx_classification(op, group):
    assert M.classify_ptx(op) == group


@pytest.mark.parametrize(
    "op, group",
    [
        ("v_fma_f64", "f64.fma"), ("v_fmac_f64_e32", "f64.fma"), ("v_mul_f64", "f64.mul"), ("v_add_f64", "f64.add"),
        ("v_sub_f32_e32", "f32.add"), ("v_subrev_f32_e32", "f32.add"), ("v_pk_fma_f32", "f32.fma"),
        ("v_fmac_f32_e32", "f32.fma"), ("v_div_scale_f64", "f64.div"), ("v_div_fixup_f32", "f32.div"),
        ("v_rcp_f64_e32", "approx.reciprocal"), ("v_rsq_f32_e32", "approx.reciprocal"),
        ("v_exp_f32_e32", "approx.transcendental"), ("v_sqrt_f64_e32", "approx.transcendental"),
        ("v_cmp_gt_f64_e32", "f64.other"), ("v_ldexp_f64", "f64.other"), ("v_cndmask_b32_e32", "other"),
        ("global_load_dwordx2", "load"), ("s_load_dwordx16", "load"), ("scratch_store_dword", "store"),
        ("global_store_dwordx2", "store"), ("s_cbranch_execz", "branch"), ("s_branch", "branch"),
        ("s_waitcnt", "other"),
    ],
)
def test_amdgcn_classification(op, group):
    assert M.classify_amdgcn(op) == group


@pytest.mark.parametrize(
    "op, operands, group",
    [
        ("vfmadd231sd", "8(%rsi), %xmm2, %xmm1", "f64.fma"), ("vfmadd213ps", "%ymm2, %ymm1, %ymm0", "f32.fma"),
        ("vmulsd", "%xmm1, %xmm0, %xmm0", "f64.mul"), ("vsubss", "%xmm1, %xmm0, %xmm0", "f32.add"),
        ("vdivpd", "%ymm1, %ymm0, %ymm0", "f64.div"), ("vsqrtsd", "%xmm0, %xmm0, %xmm0", "f64.sqrt"),
        ("vrcpps", "%ymm0, %ymm1", "approx.reciprocal"), ("vmovsd", "(%rdx), %xmm1", "load"),
        ("vmovupd", "%ymm0, (%rdi,%rax,8)", "store"), ("leaq", "(%rdi,%rax,8), %r8", "other"),
        ("jne", ".LBB0_8", "branch"), ("addq", "$1, %rax", "other"),
    ],
)
def test_x86_classification(op, operands, group):
    assert M.classify_x86(op, operands) == group


PTX_LOOP = """
.visible .entry k(
	.param .u64 k_param_0
)
{
	.reg .b64 	%rd<9>;
	ld.param.b64 	%rd1, [k_param_0];
$L__BB0_1:
	ld.global.b64 	%rd2, [%rd1];
	fma.rn.f64 	%rd3, %rd2, %rd2, %rd2;
	st.global.b64 	[%rd1], %rd3;
	setp.ne.s64 	%p1, %rd3, 0;
	@%p1 bra 	$L__BB0_1;
	ret;

}
"""


def test_ptx_listing_functions_and_loops():
    m = M.machine_metrics("nvptx", M.PTX_READER, PTX_LOOP)
    assert m.histogram["f64.fma"] == 1 and m.histogram["load"] == 1 and m.histogram["store"] == 1
    assert m.histogram["branch"] == 1 and m.instructions == 7
    assert set(m.functions) == {"k"} and m.functions["k"]["f64.fma"] == 1
    assert m.loops == {"k": 1}
    assert set(M.GROUPS) == set(m.histogram)


PTX_COLD_BLOCK = """
.visible .entry k(
	.param .u64 k_param_0
)
{
	ld.param.b64 	%rd1, [k_param_0];
$L__BB0_1:
	setp.eq.s64 	%p2, %rd1, 0;
	@%p2 bra 	$L__BB0_3;
$L__BB0_2:
	add.s64 	%rd1, %rd1, -1;
	setp.ne.s64 	%p1, %rd1, 0;
	@%p1 bra 	$L__BB0_1;
	ret;
$L__BB0_3:
	mul.rn.f64 	%rd2, %rd1, %rd1;
	bra.uni 	$L__BB0_2;

}
"""


def test_a_cold_block_jumping_back_is_not_a_loop():
    # $L__BB0_3 sits after the loop and branches back into it: a backward branch, but one loop only
    m = M.machine_metrics("nvptx", M.PTX_READER, PTX_COLD_BLOCK)
    assert m.loops == {"k": 1}
    inner = ("$L__BB0_1:\n\tmov.u64 \t%rd4, 0;\n$L__BB0_0:\n\tadd.s64 \t%rd1, %rd1, 1;\n"
             "\tsetp.ne.s64 \t%p3, %rd1, 7;\n\t@%p3 bra \t$L__BB0_0;\n")
    nested = PTX_LOOP.replace("$L__BB0_1:\n", inner)
    assert M.machine_metrics("nvptx", M.PTX_READER, nested).loops == {"k": 2}


AMD_META = """
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .name:           n
        .offset:         24
    .name:           fir_main_entry
    .private_segment_fixed_size: 16
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .vgpr_count:     33
    .vgpr_spill_count: 2
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
...
	.end_amdgpu_metadata
"""


def test_amdgpu_kernel_descriptor_resources():
    r = M.amdgpu_resources(AMD_META)["fir_main_entry"]
    assert (r.registers, r.sgprs, r.spill_stores, r.stack_bytes, r.source) == (33, 44, 2, 16, "kernel descriptor")
    # the metadata block's lines are not instructions
    assert M.machine_metrics("amdgpu", M.AMDGCN_READER, AMD_META).instructions == 0


PTXAS_OUT = """ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'fir_main_entry' for 'sm_90'
ptxas info    : Function properties for fir_main_entry
    8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads
ptxas info    : Used 32 registers, used 0 barriers
"""


def test_ptxas_verbose_parsing():
    r = M.parse_ptxas_verbose(PTXAS_OUT)["fir_main_entry"]
    assert (r.registers, r.stack_bytes, r.spill_stores, r.spill_loads, r.source) == (32, 8, 4, 4, "ptxas -v")


def _host_object() -> tuple[str, bytes]:
    mod = parse_ir("define double @f(double %a, double %b) {\n  %c = fmul double %a, %b\n  ret double %c\n}\n")
    tm = target_machine(MachineSpec("x86_64-unknown-linux-gnu", "x86-64", "", reloc="pic", codemodel="default"))
    return tm.emit_assembly(mod), tm.emit_object(mod)


def test_object_text_size_and_host_metrics():
    asm, obj = _host_object()
    assert M.text_bytes(obj) and M.text_bytes(obj) > 0
    assert M.text_bytes(b"not an elf") is None
    m = M.machine_metrics("host", M.X86_READER, asm, obj)
    assert m.histogram["f64.mul"] == 1 and m.code_bytes == M.text_bytes(obj)
    assert "f" in m.functions


def test_diff_against_strict():
    strict = M.Metrics("nvptx", M.histogram(["f64.mul"] * 2 + ["f64.add"] * 2), {"mul.rn.f64": 2, "add.rn.f64": 2}, 4,
                       resources={"k": M.Resources(20, 0, 0)})
    fused = M.Metrics("nvptx", M.histogram(["f64.fma"] * 2), {"fma.rn.f64": 2}, 2,
                      resources={"k": M.Resources(18, 0, 0)})
    d = M.diff(fused, strict)
    assert d.histogram == {"f64.add": -2, "f64.mul": -2, "f64.fma": 2}
    assert d.opcodes == {"add.rn.f64": -2, "fma.rn.f64": 2, "mul.rn.f64": -2}
    assert d.instructions == -2 and d.registers == {"k": -2}
    assert "f64.fma +2" in d.summary() and "regs -2" in d.summary()
    assert M.diff(strict, strict).summary() == "="


def test_metrics_json_round_trip():
    asm, obj = _host_object()
    m = M.machine_metrics("host", M.X86_READER, asm, obj)
    assert M.Metrics.from_json(m.to_json()) == m


@pytest.mark.usefixtures("ptxas")  # fails, saying how to get it, where ptxas is missing
def test_ptxas_gives_cubin_and_registers():
    mod = parse_ir(
        "define ptx_kernel void @k(ptr addrspace(1) %p) {\n"
        "  %v = load double, ptr addrspace(1) %p\n  %w = fmul double %v, %v\n"
        "  store double %w, ptr addrspace(1) %p\n  ret void\n}\n"
    )
    ptx = target_machine(MachineSpec("nvptx64-nvidia-cuda", "sm_86")).emit_assembly(mod)
    res = M.run_ptxas(ptx, "sm_86", M.find_ptxas())
    assert res.error == "" and res.cubin[:4] == b"\x7fELF"
    assert res.resources["k"].registers > 0
    m = M.machine_metrics("nvptx", M.PTX_READER, ptx, res.cubin, res.resources)
    assert m.code_bytes and m.code_bytes % 16 == 0  # SASS instructions are 16 bytes on sm_86
    bad = M.run_ptxas(".version 7.8\n.target sm_86\n.address_size 64\n garbage;\n", "sm_86", M.find_ptxas())
    assert bad.cubin is None and bad.error.startswith("ptxas")


# ---------------------------------------------------------------- machine blocks from verbose assembly

_VERBOSE_PTX = """
.visible .entry k(
	.param .u64 k_param_0
)
{
// %bb.0:                               // %g.entry
	mov.u32 	%r1, %tid.x;
	@%p1 bra 	$L__BB0_3;
$L__BB0_1:                              // %g.loop
                                        // =>This Loop Header: Depth=1
                                        //     Child Loop BB0_2 Depth 2
	mov.b64 	%rd5, 0;
$L__BB0_2:                              // %loop.i
                                        //   Parent Loop BB0_1 Depth=1
                                        // =>  This Inner Loop Header: Depth=2
	ld.global.nc.b64 	%rd6, [%rd7];
	fma.rn.f64 	%rd5, %rd6, %rd6, %rd5;
	@%p2 bra 	$L__BB0_2;
// %bb.4:                               // %g.latch
                                        //   in Loop: Header=BB0_1 Depth=1
	st.global.b64 	[%rd8], %rd5;
	@%p3 bra 	$L__BB0_1;
$L__BB0_3:                              // %g.done
	ret;
}
"""

_VERBOSE_AMDGCN = """
	.type	k,@function
k:                                      ; @k
; %bb.0:                                ; %g.entry
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_cbranch_execz .LBB0_2
.LBB0_1:                                ; %g.loop
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[2:3], v[0:1], off
	v_fma_f64 v[4:5], v[2:3], v[2:3], v[4:5]
	s_cbranch_vccnz .LBB0_1
; %bb.3:                                ; %Flow
	s_nop 0
.LBB0_2:                                ; %g.done
	s_endpgm
"""


def test_machine_blocks_name_their_ir_block_loop_and_instructions():
    from fpsem.compiler.code_metrics import machine_blocks, read_amdgcn, read_ptx

    ptx = machine_blocks(read_ptx(_VERBOSE_PTX))["k"]
    assert [(b["number"], b["ir_block"], b["depth"], b["header"]) for b in ptx] == [
        (0, "g.entry", 0, -1), (1, "g.loop", 1, 1), (2, "loop.i", 2, 2), (4, "g.latch", 1, 1), (3, "g.done", 0, -1)]
    assert ptx[2]["ops"] == {"ld.global.nc.b64": 1, "fma.rn.f64": 1, "bra": 1}
    amd = machine_blocks(read_amdgcn(_VERBOSE_AMDGCN))["k"]
    assert [(b["number"], b["ir_block"], b["depth"], b["header"]) for b in amd] == [
        (0, "g.entry", 0, -1), (1, "g.loop", 1, 1), (3, "Flow", 0, -1), (2, "g.done", 0, -1)]
    assert amd[1]["ops"] == {"global_load_dwordx2": 1, "v_fma_f64": 1, "s_cbranch_vccnz": 1}
    # assembly without LLVM's comments has no blocks (the model then says it cannot place the counts)
    plain = "\n".join(line.split("//")[0] for line in _VERBOSE_PTX.splitlines())
    assert machine_blocks(read_ptx(plain.replace("$L__BB0_", "$L_x"))) == {}


def test_compiled_gpu_variants_carry_machine_blocks_of_their_ir_blocks():
    import fpsem

    for target in ("h200", "mi250x"):
        v = fpsem.compile("gemm", target, "strict", cache=False)
        blocks = v.metrics.blocks["gemm_main_entry"]
        names = {b["ir_block"] for b in blocks}
        assert {"g.entry", "g.point", "loop.i"} <= names  # one point per thread: the k loop is the only loop
        inner = next(b for b in blocks if b["ir_block"] == "loop.i")
        assert inner["depth"] == 1 and inner["header"] == inner["number"]
        # the same blocks survive the metrics' JSON round trip (the build cache stores them so)
        from fpsem.compiler.code_metrics import Metrics
        assert Metrics.from_json(v.metrics.to_json()).blocks == v.metrics.blocks
