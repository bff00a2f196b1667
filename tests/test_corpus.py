"""The real-kernel corpus (tests/data/corpus): RAJAPerf's own kernels through fpsem's source path.

Known answers from RAJAPerf's sources (lengths each kernel's indexing needs), the facts file's
consistency with the committed IR, and the refusals' reasons."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fpsem.kernels.importer import import_source

CORPUS = Path(__file__).parent / "data" / "corpus" / "rajaperf"


def test_the_facts_name_every_committed_ir_and_its_command():
    facts = json.loads((CORPUS / "facts.json").read_text())
    assert len(facts["as_is"]) == 71 and not any(v == "compiles" for v in facts["as_is"].values())
    compiled = {v["ir"] for v in facts["extracted"].values() if isinstance(v, dict)}
    assert compiled == {p.name for p in CORPUS.glob("*.ll")} and len(compiled) == 55
    for v in facts["extracted"].values():
        if isinstance(v, dict):
            assert v["command"].startswith("python -m ziglang clang -x cuda") and "-fmad" not in v["command"]
            assert "/tmp/" not in v["command"] and "/work/" not in v["command"]


@pytest.mark.slow
@pytest.mark.parametrize("ir,entry,lengths", [
    ("FIRST_DIFF", None, {"x": "N", "y": "N + 1"}),  # x[i] = y[i+1] - y[i]
    ("HYDRO_1D", None, {"z": "N + 11"}),  # z[i+10], z[i+11]
    ("POLYBENCH_2MM", "_Z10poly_2mm_1PdS_S_dlll", {"a": "NY*NK", "b": "NX*NK"}),
    ("POLYBENCH_ATAX", "_Z11poly_atax_1PdS_S_S_l", {"a": "N*N"}),
    ("POLYBENCH_HEAT_3D", "_Z14poly_heat_3D_1PdS_l", {"a": "N*N*N", "b": "N*N*N"}),  # i, j, k < N-1: one N, 3-D
])
def test_lengths_of_rajaperf_kernels(ir, entry, lengths):
    kernels = import_source(CORPUS / f"{ir}_sm86.ll", entries=[entry] if entry else ())
    got = {a.name: a.length for a in kernels[0].args if a.length}
    assert {k: got[k] for k in lengths} == lengths


def test_the_accuracy_sample_of_a_cube_raises_n_to_the_cube_root():
    """POLYBENCH_HEAT_3D imports over [0, N)**3: the accuracy sample's ~1024 points are N = 10, not N = 1024
    (1024**3 points: 48 GiB)."""
    from fpsem.accuracy.sampling import accuracy_overrides, n_power

    cube = ((("0", "N"), ("0", "N"), ("0", "N")),)
    assert n_power(cube) == 3 and n_power(((("0", "(N + 255) // 256"),),)) == 1
    assert accuracy_overrides({"small": {"N": 8}}, "small", 1024, power=3) == {"N": 10}
    assert accuracy_overrides({"small": {"N": 64}}, "small", 1024) == {"N": 1024}
