"""The Dask executor on an in-process local cluster: same results as the local executor, GPU routing."""

from __future__ import annotations

import pytest

pytest.importorskip("distributed")

from test_sweep import TOY, VERSIONS, cells_of  # noqa: E402

from fpsem.results.store import open_store  # noqa: E402
from fpsem.sweep.cluster import DaskExecutor, run_remote  # noqa: E402
from fpsem.sweep.driver import run_sweep  # noqa: E402


@pytest.mark.slow
def test_dask_local_cluster_runs_cells_stores_failures_and_routes_gpu_cells(tmp_path):
    cells = cells_of(["fir", "broken", "dot"], gpu=lambda k: k.kernel == "dot" and k.profile == "strict")
    with open_store(tmp_path / "s.sqlite", create=True) as st:
        # no worker declares a GPU: the GPU cell fails at once with a message saying so
        summary = run_sweep(cells, st, DaskExecutor(jobs=2, processes=False), TOY, VERSIONS)
        by = {(c.key.kernel, c.key.profile): c for c in st.cells()}
        assert summary.done == 3 and len(summary.failed) == 3
        assert by[("fir", "contract")].status == "done"
        assert by[("fir", "contract")].stage("work").value == {"twice": 6}
        assert [s.status for s in by[("broken", "strict")].stages] == ["ok", "failed", "skipped", "skipped"]
        assert "no Dask worker declares a GPU resource" in by[("dot", "strict")].message

        # one worker declares GPU=1: the GPU cell runs there
        again = run_sweep(cells, st, DaskExecutor(jobs=1, gpus=1, processes=False), TOY, VERSIONS,
                          retry_failed=True)
        assert again.ran == 3 and again.skipped == 3
        by = {(c.key.kernel, c.key.profile): c for c in st.cells()}
        assert by[("dot", "strict")].status == "done"
        assert by[("broken", "contract")].status == "failed"


def test_remote_task_returns_every_event_of_its_cell():
    (cell,) = cells_of(["fir"], ["strict"])
    events = run_remote(TOY, cell, "topic-unused")
    assert [e["kind"] for e in events] == ["stage"] * 4 + ["cell"]
    assert events[-1]["status"] == "done"


@pytest.mark.slow
def test_unreachable_scheduler_is_a_one_line_usage_error():
    from fpsem.core.errors import UsageError

    cells = cells_of(["fir"], ["strict"])
    ex = DaskExecutor(scheduler="tcp://127.0.0.1:9", timeout_s=2)
    with pytest.raises(UsageError, match="cannot reach the Dask scheduler at tcp://127.0.0.1:9"):
        ex.run(cells, TOY, lambda ev: None, lambda cell: None)


@pytest.mark.slow
def test_cli_sweep_on_a_local_dask_cluster_of_worker_processes(cli, tmp_path):
    from fpsem.results.store import open_store

    db = tmp_path / "s.sqlite"
    r = cli("sweep", "--db", db, "--executor", "dask", "--jobs", "1", "--kernels", "fir",
            "--profiles", "strict,contract", "--targets", "host", "--precisions", "f64", "--size", "small",
            "--reps", "1")
    assert r.code == 0, r.err
    assert "2 cells: 0 already stored, 2 done, 0 failed" in r.out
    with open_store(db) as st:
        (strict, contract) = sorted(st.cells(), key=lambda c: c.key.profile != "strict")
        assert contract.stage("compile").status == "ok" and contract.stage("run").provenance == "measured"
