"""The shared entry-point pieces (fpsem.compiler.entry.common) and the host entry points."""

from __future__ import annotations

import ctypes
import itertools

import llvmlite.binding as llvm
import numpy as np
import pytest

from fpsem.compiler.entry.common import (
    entry_params,
    point_count,
    stage_call,
    stage_declaration,
    unflatten,
    unflatten_ir,
)
from fpsem.compiler.entry.host import host_wrapper_ir
from fpsem.ir.binding import host_machine_spec, parse_ir, target_machine
from fpsem.kernels.registry import kernel_names, load_spec
from fpsem.kernels.spec import resolve_sizes


@pytest.mark.parametrize("key", kernel_names())
@pytest.mark.parametrize("precision", ["f64", "f32"])
def test_host_entry_module_parses_and_declares_every_stage(key, precision):
    spec = load_spec(key)
    text = host_wrapper_ir(spec, precision, resolve_sizes(spec, "small"))
    mod = parse_ir(text, f"{key} entries")
    names = {f.name for f in mod.functions if not f.is_declaration}
    assert names == {f"{spec.function_name(s)}_entry" for s in spec.stages}


def test_entry_params_follow_the_launch_abi():
    spec = load_spec("trap_int")
    stage = spec.stages[0]
    ps = entry_params(spec, stage, "f32")
    assert [p.name for p in ps] == ["xn", "x0", "xp", "y", "yp", "h", "partials"]  # result sumx is not a parameter
    assert [p.kind for p in ps][-2:] == ["real", "partials"] and ps[0].ir_type == "float"
    spec = load_spec("fir")
    ps = entry_params(spec, spec.stages[0], "f64",
                      array_type=lambda a: "ptr addrspace(4)" if a.constant else "ptr addrspace(1)")
    assert [(p.name, p.ir_type) for p in ps] == [("in", "ptr addrspace(1)"), ("out", "ptr addrspace(1)"),
                                                ("coeff", "ptr addrspace(4)")]


def test_stage_call_and_declaration_text():
    spec = load_spec("jacobi_2d")
    st = spec.stages[0]
    assert stage_declaration(spec, st, "f32") == "declare void @jacobi_2d_a_to_b(i64, i64, ptr, ptr, i64)"
    assert stage_call(spec, st, "f32", ["%i", "%j"], {"A": "%A.gen"}) == \
        "call void @jacobi_2d_a_to_b(i64 %i, i64 %j, ptr %A.gen, ptr %B, i64 %n)"
    with pytest.raises(ValueError):
        stage_call(spec, st, "f32", ["%i"])


@pytest.mark.parametrize("space", [((0, 5),), ((1, 4), (2, 7)), ((3, 5), (0, 3), (1, 5)), ((2, 2), (0, 3))])
def test_unflatten_visits_the_space_in_row_major_order(space):
    want = list(itertools.product(*(range(lo, hi) for lo, hi in space)))
    assert [unflatten(t, space) for t in range(point_count(space))] == want


@pytest.mark.parametrize("space", [((7, 12),), ((1, 4), (2, 7)), ((3, 5), (0, 3), (1, 5))])
def test_unflatten_ir_computes_the_same_points(space):
    """JIT a loop over the flat index that stores the IR-computed indices; compare with unflatten."""
    d, n = len(space), point_count(space)
    lines, names = unflatten_ir("%t", space)
    body = "\n".join(f"  {l}" for l in lines)
    stores = "\n".join(f"  %q{k} = getelementptr i64, ptr %out, i64 %o{k}\n  store i64 {names[k]}, ptr %q{k}"
                       for k in range(d))
    offs = "\n".join(f"  %o{k} = add i64 %base, {k}" for k in range(d))
    text = f"""
define void @walk(ptr %out) {{
entry:
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
{body}
  %base = mul i64 %t, {d}
{offs}
{stores}
  %t.next = add i64 %t, 1
  %more = icmp slt i64 %t.next, {n}
  br i1 %more, label %loop, label %done
done:
  ret void
}}
"""
    mod = parse_ir(text, "walk")
    engine = llvm.create_mcjit_compiler(mod, target_machine(host_machine_spec()))
    engine.finalize_object()
    out = np.zeros(n * d, dtype=np.int64)
    ctypes.CFUNCTYPE(None, ctypes.c_void_p)(engine.get_function_address("walk"))(out.ctypes.data)
    got = [tuple(r) for r in out.reshape(n, d).tolist()]
    assert got == [unflatten(t, space) for t in range(n)]
