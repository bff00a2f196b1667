"""The ``amdgpu`` backend: AMDGCN code objects through LLVM's AMDGPU back end, ROCm's ocml for math.

No AMD hardware runs here: variants of this kind are run for accuracy by emulation
(``fpsem.runners.emulation``), and their speed comes from the model.
"""

from __future__ import annotations

from fpsem.compiler.backends.base import GpuBackend, KindFacts, with_critical_paths
from fpsem.compiler.code_metrics import AMDGCN_READER
from fpsem.compiler.critical_path import AMDGCN_CHAINS
from fpsem.compiler.entry.amdgpu import amdgpu_source
from fpsem.compiler.mathlib import MathLowering


def _ocml_symbol(fn: str, ty: str, afn: bool) -> str:
    return f"__ocml_{fn}_{'f32' if ty == 'float' else 'f64'}"


# AMDGPU lowers f32 exp/log with range reduction (v_exp_f32/v_log_f32), accurately; afn shortens the
# sequence.  v_sin/v_cos need afn (plain range reduction is inaccurate).  Everything else: ocml.
OCML = MathLowering("ocml", {
    ("exp", "float"): "always", ("exp2", "float"): "always", ("exp10", "float"): "always",
    ("log", "float"): "always", ("log2", "float"): "always", ("log10", "float"): "always",
    ("sin", "float"): "afn", ("cos", "float"): "afn",
}, _ocml_symbol)


BACKEND = GpuBackend(kind="amdgpu", asm_file="code.s", object_file="code.o", math=OCML,
                     reader=with_critical_paths(AMDGCN_READER, AMDGCN_CHAINS), runner="emulation", entry=amdgpu_source,
                     facts=KindFacts(approximations="amdgpu"))
