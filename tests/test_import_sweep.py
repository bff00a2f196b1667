"""A sweep and report over imported kernels: a CUDA kernel and two FPCores, given by spec and by source."""

from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


@pytest.mark.slow
def test_sweep_and_report_over_imported_kernels(cli, tmp_path):
    r = cli("import", DATA / "fpbench" / "fptaylor-real2float.fpcore", "--entry", "doppler1", "--entry", "sphere",
            "-o", tmp_path / "k")
    assert r.code == 0, r.err
    kernels = [tmp_path / "k" / "doppler1.toml", tmp_path / "k" / "sphere.toml"]
    cuda = DATA / "import" / "hip_gfx90a.ll"  # a source file as -k: imported on the fly (first kernel: daxpy)
    db = tmp_path / "s.sqlite"
    r = cli("sweep", "-k", ",".join(map(str, kernels + [cuda])), "-p", "strict,contract", "-t", "host,mi250x",
            "--precisions", "f64,f32", "--db", db, "--jobs", "2")
    assert r.code == 0, r.out + r.err
    assert "24 done, 0 failed" in r.out  # 3 kernels x 2 profiles x 2 targets x 2 precisions
    r = cli("report", "--db", db, "-o", tmp_path / "report")
    assert r.code == 0, r.err
    md = (tmp_path / "report" / "report.md").read_text()
    for k in ("doppler1", "sphere", "daxpy"):
        assert k in md
