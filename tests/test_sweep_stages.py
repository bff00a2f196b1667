"""The real stage pipeline end to end on tiny sweeps: what each stage stores, and the report over it."""

from __future__ import annotations

import pytest

from fpsem.results.store import open_store
from fpsem.runners.host_timing import timed_repetitions
from fpsem.sweep.stages import STAGES

pytestmark = pytest.mark.slow  # module-scoped fixtures build whole suites

SMALL = ("--size", "small", "--reps", "2", "--jobs", "1")


def test_pipeline_reads_profile_rewrite_validate_compile_run_measure():
    assert [s.name for s in STAGES] == ["rewrite", "validate", "compile", "metrics", "model", "run", "accuracy"]


def test_time_budget_limits_repetitions():
    assert timed_repetitions(0.001, 5, 1.0) == 5
    assert timed_repetitions(0.3, 5, 1.0) == 2
    assert timed_repetitions(0.6, 5, 1.0) == 1
    assert timed_repetitions(2.0, 5, 1.0) == 0  # the cold run is the measurement


@pytest.fixture(scope="module")
def fir_db(tmp_path_factory):
    from fpsem.cli import main

    tmp = tmp_path_factory.mktemp("fir")
    db = tmp / "s.sqlite"
    mp = pytest.MonkeyPatch()
    mp.setenv("FPSEM_CACHE", str(tmp / "cache"))
    try:
        code = main(["sweep", "--db", str(db), "--kernels", "fir", "--profiles", "strict,contract",
                     "--targets", "host,h100,mi250x", "--precisions", "f64", *SMALL])
    finally:
        mp.undo()
    assert code == 0
    return db


def test_each_stage_stores_its_result_with_provenance(fir_db):
    with open_store(fir_db) as st:
        cells = {(c.key.profile, c.key.target): c for c in st.cells()}
    assert len(cells) == 6 and all(c.status == "done" for c in cells.values())
    host = cells[("contract", "host")]
    assert [s.stage for s in host.stages] == [s.name for s in STAGES]
    rw = host.stage("rewrite").value
    assert rw["profile_flags"] == ["contract"] and not rw["ub_capable"] and rw["flagged_sites"] > 0
    assert host.stage("validate").value["findings"] == 0
    assert host.stage("compile").value["ub_findings"] == 0
    assert host.stage("model").status == "skipped"
    run = host.stage("run")
    assert run.provenance == "measured" and run.value["runner"] == "host" and run.value["seconds"] > 0
    acc = host.stage("accuracy")
    assert acc.provenance == "measured" and acc.value["max_ulp"] is not None and acc.value["compared"] == 1024
    gpu = cells[("contract", "h100")]
    assert gpu.stage("model").provenance == "modelled" and gpu.stage("model").value["seconds"] > 0
    assert gpu.stage("run").status == "skipped" and "modelled only" in gpu.stage("run").message
    assert gpu.stage("accuracy").provenance == "emulated"
    hist = gpu.stage("metrics").value["histogram"]
    strict_hist = cells[("strict", "h100")].stage("metrics").value["histogram"]
    assert hist["f64.fma"] > 0 and strict_hist["f64.fma"] == 0  # contract fuses FIR's multiply-adds
    assert cells[("contract", "mi250x")].stage("accuracy").provenance == "emulated"


def test_report_over_a_real_sweep(fir_db, tmp_path):
    from fpsem.results.report import write_report

    with open_store(fir_db) as st:
        w = write_report(st, tmp_path / "rep")
    md = w.markdown.read_text()
    assert "## Target host" in md and "## Target h100" in md and "## Target mi250x" in md
    assert "| fir |" in md and "None: every cell finished." in md


def test_fast_on_special_inputs_finds_ub_witnesses_only_with_allow_ub(cli, tmp_path):
    db = tmp_path / "s.sqlite"
    args = ("sweep", "--db", db, "--kernels", "nan_guard", "--profiles", "strict,fast", "--targets", "host",
            "--precisions", "f64", "--inputs", "special", *SMALL)
    r = cli(*args)
    assert r.code == 3 and "--allow-ub" in r.err
    r = cli(*args, "--allow-ub")
    assert r.code == 0, r.err
    with open_store(db) as st:
        cells = {c.key.profile: c for c in st.cells()}
    fast = cells["fast"]
    assert fast.stage("rewrite").value["ub_capable"] and fast.stage("validate").value["findings"] > 0
    acc = fast.stage("accuracy").value
    assert acc["ub_witness_count"] > 0 and acc["ub_witnesses"]
    assert cells["strict"].stage("validate").value["findings"] == 0
