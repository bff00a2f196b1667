"""Resume after ``kill -9``: a real ``fpsem sweep`` killed mid-run loses nothing it had written."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fpsem.results.store import open_store

ROOT = Path(__file__).resolve().parent.parent
ARGS = ("--kernels", "fir,dot", "--profiles", "strict,contract,algebraic", "--targets", "host,mi250x",
        "--precisions", "f64", "--size", "small", "--reps", "1", "--jobs", "1")


def _done_cells(db: Path) -> int:
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return conn.execute("SELECT COUNT(*) FROM cells WHERE status != 'running'").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def _snapshot(db: Path, cell_ids: set[str]) -> dict[str, list]:
    with open_store(db) as st:
        return {c.cell_id: [(c.status, c.started, c.finished)] + [s.to_dict() for s in c.stages]
                for c in st.cells() if c.cell_id in cell_ids}


@pytest.mark.slow
def test_sweep_killed_with_sigkill_resumes_without_losing_finished_cells(cli, tmp_path):
    db = tmp_path / "sweep.sqlite"
    env = {**os.environ, "FPSEM_CACHE": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "fpsem", "sweep", "--db", str(db), *ARGS], cwd=tmp_path,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while _done_cells(db) < 3:
            assert proc.poll() is None, "the sweep ended before it could be interrupted"
            assert time.monotonic() < deadline, "the sweep made no progress"
            time.sleep(0.05)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        try:  # the killed sweep's worker processes (this test started them): end them too
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    assert proc.returncode == -signal.SIGKILL

    with open_store(db) as st:  # still a valid database after kill -9
        cells = st.cells()
        finished = {c.cell_id for c in cells if c.status in ("done", "failed")}
        assert 3 <= len(finished) < 2 * 3 * 2
        assert all(len(c.stages) == 7 for c in cells if c.cell_id in finished)
    before = _snapshot(db, finished)
    total = 2 * 3 * 2

    r = cli("sweep", "--db", db, *ARGS)
    assert r.code == 0, r.err
    assert f"{total} cells: {len(finished)} already stored, {total - len(finished)} done, 0 failed" in r.out
    assert _snapshot(db, finished) == before  # nothing already written was lost or redone
    with open_store(db) as st:
        assert st.counts() == {"running": 0, "done": total, "failed": 0}
