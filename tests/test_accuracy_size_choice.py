"""The accuracy run's default sample size (fpsem.accuracy.sampling.accuracy_sizes): about 1024 points per
output, by the iteration space or, where each point writes a row or a column, by the outputs' footprint."""

from __future__ import annotations

from pathlib import Path

import pytest

from fpsem.accuracy.sampling import accuracy_overrides, accuracy_sizes
from fpsem.kernels.spec import parse_spec

CORPUS = Path(__file__).parent / "data" / "corpus" / "rajaperf"


def _spec(length: str, space: list[list[str]], small: int = 64):
    return parse_spec({
        "name": "T", "description": "t", "precisions": ["f64"], "reps": 1,
        "sizes": {"default": {"N": 4096}, "small": {"N": small}},
        "rajaperf": {"bytes": "N", "flops": "N"},
        "args": [{"name": "x", "role": "in", "type": "real", "length": length, "init": "C(0.0)"},
                 {"name": "y", "role": "out", "type": "real", "length": length, "init": "C(0.0)"}],
        "stages": [{"name": "main", "space": space}]}, "t", "<test>")


def test_a_column_sweep_is_sampled_at_its_footprint_not_at_n_1024():
    """One thread per column, outputs N*N - N: 1024 points per output come at N = 33 (33*32 = 1056 >= 1024,
    32*31 = 992 < 1024), not at the space's N = 1024 (a million elements, each thread looping 1024 times)."""
    c = accuracy_sizes(_spec("N*N - N", [["0", "N"]], small=16), "small")
    assert dict(c.overrides) == {"N": 33} and c.points == 1024 and dict(c.fallback or {}) == {"N": 1024}
    assert "1056 elements" in c.why
    # a size set that already has the points is kept, and says so
    c = accuracy_sizes(_spec("N*N - N", [["0", "N"]], small=64), "small")
    assert dict(c.overrides) == {} and "4032 elements" in c.why


def test_outputs_that_grow_with_the_space_keep_the_space_rule():
    """Lengths beyond the points (a halo: N + 11) are not elements written: the space's rule holds."""
    for length, space in (("N + 11", [["0", "N"]]), ("N*N", [["0", "N"], ["0", "N"]])):
        s = _spec(length, space)
        power = len(space)
        assert dict(accuracy_sizes(s, "small").overrides) == accuracy_overrides(s.sizes, "small", 1024, power)
    assert dict(accuracy_sizes(_spec("N", [["0", "N"]]), "small", points=0).overrides) == {}


def test_a_footprint_run_that_wrote_fewer_falls_back_to_the_space_rule():
    c = accuracy_sizes(_spec("N*N - N", [["0", "N"]], small=16), "small")
    assert c.short_of(1056) is None
    short = c.short_of(33)  # e.g. the kernel writes only a diagonal
    assert short is not None and dict(short.overrides) == {"N": 1024} and "only 33 elements written" in short.why


@pytest.mark.slow
def test_polybench_adi_is_measured_at_its_small_size_with_every_output_written(tmp_path):
    """POLYBENCH_ADI (the corpus kernel whose mpmath reference at N = 1024 ran past 10 minutes): N = 64,
    every output with more than 1024 elements computed and compared."""
    from fpsem.api import evaluate_accuracy, import_kernel

    import_kernel(CORPUS / "POLYBENCH_ADI_sm86.ll", out=tmp_path, entries=["_Z9poly_adi1ldddddPdS_S_S_"])
    r = evaluate_accuracy(next(tmp_path.glob("*.toml")), "strict", cache_reference=False)
    assert r.sizes["N"] == 64 and "at least 1024 points per output" in r.size_choice
    assert all(o.population >= 1024 and len(o.indices) == o.population for o in r.reference.outputs)
    assert r.variant("strict").errors.overall.max_ulp < 1e6  # a finite, measured error
