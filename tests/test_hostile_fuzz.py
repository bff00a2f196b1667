"""The fuzzing family of the hostile-input runner: grammar-aware mutations of real clang and rustc IR, judged
against LLVM's own reading (tests/hostile_fuzz.py).  A fixed seed and count: the same cases on every run."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import hostile_fuzz as hf  # noqa: E402

SEED, COUNT = 22, 160


@pytest.mark.slow
def test_fuzzed_real_ir_is_read_as_llvm_reads_it():
    st = hf.run(seed=SEED, count=COUNT)
    assert st.cases == COUNT
    assert st.failures == []
    assert st.valid >= 0.9 * COUNT  # the mutations keep the IR valid: what is judged is most of what is made
    assert set(st.by_mutation) == set(hf.MUTATIONS)  # every kind of mutation was tried


def test_a_case_is_rebuilt_from_its_seed():
    assert hf.case(7) == hf.case(7)
    name, text, muts = hf.case(7)
    assert muts and all(m in hf.MUTATIONS for m in muts) and text


@pytest.mark.parametrize("name", sorted(hf.MUTATIONS))
def test_each_mutation_changes_some_real_file_and_keeps_it_valid(name):
    import random

    from fpsem.ir.binding import parse_ir

    changed = 0
    for path in hf.CORPUS:
        text = path.read_bytes().decode("utf-8", "surrogateescape")
        out = hf.MUTATIONS[name](text, random.Random(1))
        if out != text:
            changed += 1
            parse_ir(out, str(path), isolated=True)
    assert changed
