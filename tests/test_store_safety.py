"""The store under concurrency and hostile files: one writer, refused means untouched, readers never
write, complete cells only, schema 2 with content identity."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fpsem.core.errors import StoreError
from fpsem.results.store import SCHEMA_VERSION, CellKey, StageRecord, lock_path, open_store
from fpsem.sweep.driver import Versions, run_sweep
from fpsem.sweep.local import LocalExecutor

sys.path.insert(0, str(Path(__file__).parent))
import hostile_inputs as hi  # noqa: E402
from test_sweep import TOY, cells_of  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
KEY = CellKey("fir", "contract", "host", "f64", "random")


def test_schema_2_stores_kernel_hash_and_identity_and_export_shows_them(tmp_path, cli):
    assert SCHEMA_VERSION == 2
    db = tmp_path / "r.sqlite"
    with open_store(db, create=True) as st:
        st.begin_cell("c1", KEY, {}, "fp", "0.1.0", "22", kernel_hash="ab12cd34",
                      identity={"kernel": "ab12cd34", "profile": "99ff"})
        st.put_stage("c1", StageRecord("rewrite", "ok", {"n": 1}), "0.1.0", "22")
        st.finish_cell("c1", "done")
    with open_store(db) as st:
        (cell,) = st.cells()
        assert cell.kernel_hash == "ab12cd34" and cell.identity == {"kernel": "ab12cd34", "profile": "99ff"}
    r = cli("export", "--db", db, "--format", "json")
    (c,) = json.loads(r.out)["cells"]
    assert c["kernel_hash"] == "ab12cd34" and c["identity"]["profile"] == "99ff"
    r = cli("export", "--db", db, "--format", "csv")
    assert r.out.splitlines()[0].split(",")[:3] == ["cell_id", "kernel", "kernel_hash"]
    assert "ab12cd34" in r.out.splitlines()[1]


def test_a_version_1_database_is_refused_not_misread(tmp_path, cli):
    db = tmp_path / "v1.sqlite"
    open_store(db, create=True).close()
    conn = sqlite3.connect(db)
    conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    for argv in (("report", "--db", db, "-o", tmp_path / "r"), ("export", "--db", db, "--format", "csv")):
        r = cli(*argv)
        assert r.code == 2 and r.err.count("\n") == 1 and "results schema 1 is older" in r.err


def test_second_writer_is_refused_naming_the_first_and_the_lock_goes_with_it(tmp_path):
    db = tmp_path / "r.sqlite"
    first = open_store(db, create=True)
    with pytest.raises(StoreError, match=rf"another fpsem sweep is writing this database \(pid {os.getpid()}"):
        open_store(db, create=True)
    with open_store(db) as reader:  # readers are not blocked
        assert reader.counts()["done"] == 0
    first.close()
    assert not lock_path(db).exists()
    open_store(db, create=True).close()


@pytest.mark.slow
def test_the_lock_of_a_writer_killed_with_minus_9_is_free_at_once(tmp_path):
    db = tmp_path / "r.sqlite"
    script = textwrap.dedent(f"""
        import sys, time
        from fpsem.results.store import open_store
        st = open_store({str(db)!r}, create=True)
        print("held", flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.stdout.readline().strip() == "held"
    with pytest.raises(StoreError, match=f"pid {proc.pid}"):
        open_store(db, create=True)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    open_store(db, create=True).close()


def test_finish_marks_done_only_with_every_stage_stored(tmp_path):
    with open_store(tmp_path / "r.sqlite", create=True) as st:
        st.begin_cell("c1", KEY, {}, "fp", "0", "0")
        st.put_stage("c1", StageRecord("load", "ok"), "0", "0")
        assert st.finish_cell("c1", "done", stages=("load", "work")) == "failed"
        (cell,) = st.cells()
        assert cell.status == "failed" and cell.message == "incomplete: stage(s) work not stored"


def test_resume_repairs_a_done_cell_with_missing_stages(tmp_path):
    db = tmp_path / "r.sqlite"
    cells = cells_of(["a", "b"], ["strict"])
    versions = Versions("0.1.0", "22.1.0", "testhost")
    with open_store(db, create=True) as st:
        s = run_sweep(cells, st, LocalExecutor(jobs=1), TOY, versions)
        assert s.done == 2
    conn = sqlite3.connect(db)  # what a killed concurrent writer used to leave: done, a stage row gone
    conn.execute("DELETE FROM stage_results WHERE cell_id = ? AND stage = 'after'", (cells[0].id,))
    conn.commit()
    conn.close()
    with open_store(db, create=True) as st:
        assert cells[0].id not in st.completed(TOY.names) and cells[1].id in st.completed(TOY.names)
        s = run_sweep(cells, st, LocalExecutor(jobs=1), TOY, versions)
        assert (s.skipped, s.done) == (1, 1)
        assert all(len(c.stages) == len(TOY.names) and c.status == "done" for c in st.cells())


@pytest.fixture
def wal_files(tmp_path):
    tmp = tmp_path / "fx"
    tmp.mkdir()
    hi._own_db(tmp / "own.sqlite")
    hi._db_exit_without_checkpoint(tmp / "own.sqlite", "conn.execute('PRAGMA wal_autocheckpoint = 0'); "
                                   "conn.execute(\"UPDATE cells SET message = 'pending in the log'\")")
    hi._db_exit_without_checkpoint(tmp / "foreign.sqlite", "conn.execute('PRAGMA journal_mode = WAL'); "
                                   "conn.execute('PRAGMA wal_autocheckpoint = 0'); "
                                   "conn.execute('CREATE TABLE notes (t TEXT)'); "
                                   "conn.execute(\"INSERT INTO notes VALUES ('theirs')\")")
    for name in ("own", "foreign"):
        assert (tmp / f"{name}.sqlite-wal").stat().st_size > 0
    return tmp


def _hashes(folder: Path, name: str) -> dict[str, str | None]:
    return {s: hi.sha(folder / f"{name}.sqlite{s}") for s in ("", "-wal")}


@pytest.mark.parametrize("argv", [("report", "-o", "{o}"), ("export", "--format", "json"),
                                  ("export", "--format", "csv")])
@pytest.mark.slow
def test_readers_leave_a_pending_write_ahead_log_where_it_is(wal_files, cli, argv):
    before = _hashes(wal_files, "own")
    r = cli(*[a.replace("{o}", str(wal_files / "out")) for a in argv], "--db", wal_files / "own.sqlite")
    assert r.code == 0, r.err
    assert _hashes(wal_files, "own") == before
    assert (wal_files / "own.sqlite-wal").exists() and (wal_files / "own.sqlite-shm").exists()
    if argv[1:] == ("--format", "json"):  # cells carry their message in JSON
        assert "pending in the log" in r.out  # read through the log, not around it


@pytest.mark.parametrize("argv", [("report", "-o", "{o}"), ("export", "--format", "csv"),
                                  ("sweep", "-k", "daxpy", "-p", "strict", "-t", "host", "--precisions", "f64",
                                   "--size", "small", "--runners", "host")])
def test_another_programs_wal_database_is_refused_untouched(wal_files, cli, argv):
    before = _hashes(wal_files, "foreign")
    r = cli(*[a.replace("{o}", str(wal_files / "out")) for a in argv], "--db", wal_files / "foreign.sqlite")
    assert r.code == 2 and "not fpsem results" in r.err and r.err.count("\n") == 1
    assert _hashes(wal_files, "foreign") == before
    assert (wal_files / "foreign.sqlite-shm").exists()


@pytest.fixture
def read_only_folder(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    hi._own_db(ro / "own.sqlite")
    hi._make_read_only(ro)
    if os.access(ro, os.W_OK):
        hi.release_fixtures(tmp_path)
        pytest.skip("cannot make a folder read-only for this user here")
    yield ro
    hi.release_fixtures(tmp_path)


@pytest.mark.slow
def test_readers_read_a_database_in_a_read_only_folder(read_only_folder, cli, tmp_path):
    before = hi.sha(read_only_folder / "own.sqlite")
    r = cli("export", "--db", read_only_folder / "own.sqlite", "--format", "csv")
    assert r.code == 0, r.err
    assert len(r.out.splitlines()) > 100
    r = cli("report", "--db", read_only_folder / "own.sqlite", "-o", tmp_path / "rep")
    assert r.code == 0, r.err
    assert hi.sha(read_only_folder / "own.sqlite") == before
    assert sorted(p.name for p in read_only_folder.iterdir()) == ["own.sqlite"]


def test_a_sweep_refuses_a_read_only_folder_up_front(read_only_folder, cli):
    r = cli("sweep", "-k", "daxpy", "-p", "strict", "-t", "host", "--precisions", "f64", "--size", "small",
            "--runners", "host", "--db", read_only_folder / "own.sqlite")
    assert r.code == 2 and "is not writable" in r.err and r.err.count("\n") == 1
    assert sorted(p.name for p in read_only_folder.iterdir()) == ["own.sqlite"]


# ----------------------------------------------------------------------------- issue 22

@pytest.mark.parametrize("name", [":memory:", "file::memory:", "file:x.sqlite?mode=memory"])
def test_names_sqlite_reads_as_no_file_are_refused(tmp_path, monkeypatch, name):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(StoreError, match="not a file name"):
        open_store(name, create=True)
    assert list(tmp_path.iterdir()) == []


def test_a_database_with_a_trigger_is_refused_untouched(tmp_path, cli):
    import hashlib

    import synthetic_sweep

    db = tmp_path / "t.sqlite"
    synthetic_sweep.build(db)
    conn = sqlite3.connect(db)
    conn.execute("CREATE TRIGGER t BEFORE INSERT ON stage_results BEGIN SELECT RAISE(ABORT, 'no'); END")
    conn.commit()
    conn.close()
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    for create in (True, False):
        with pytest.raises(StoreError, match="trigger fpsem did not create"):
            open_store(db, create=create)
    r = cli("report", "--db", db, "-o", tmp_path / "r")
    assert r.code == 2 and r.err.count("\n") == 1
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_a_failed_write_is_a_store_error_and_keeps_nothing_of_the_transaction(tmp_path):
    st = open_store(tmp_path / "s.sqlite", create=True)
    real = st._conn

    class Full:  # SQLite on a full disk: the statement fails, the transaction rolls back
        def __getattr__(self, name):
            return getattr(real, name)

        def __enter__(self):
            return real.__enter__()

        def __exit__(self, *exc):
            return real.__exit__(*exc)

        def execute(self, sql, *a):
            if sql.startswith(("INSERT", "DELETE")):
                raise sqlite3.OperationalError("database or disk is full")
            return real.execute(sql, *a)

    st._conn = Full()
    with pytest.raises(StoreError, match="cannot write to the results database: database or disk is full"):
        st.begin_cell("c1", CellKey("daxpy", "strict", "host", "f64", "random"), {}, "fp", "t", "l")
    st._conn = real
    assert st.counts() == {} or sum(st.counts().values()) == 0
    st.close()
