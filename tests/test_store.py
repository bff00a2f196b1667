"""The results store: schema and identity, durability rules, refusal of foreign/corrupt files, export."""

from __future__ import annotations

import csv
import io
import json
import math
import sqlite3
import sys
from pathlib import Path

import pytest

from fpsem.core.errors import StoreError
from fpsem.results.store import APPLICATION_ID, SCHEMA_VERSION, CellKey, StageRecord, open_store

sys.path.insert(0, str(Path(__file__).parent))
import synthetic_sweep  # noqa: E402

KEY = CellKey("fir", "contract", "host", "f64", "random")


def _cell(st, cid="c1", key=KEY):
    st.begin_cell(cid, key, {"size": "small"}, "fp1", "0.1.0", "22.1.0", "testhost")


def test_new_database_carries_identity_and_schema_version(tmp_path):
    db = tmp_path / "sub" / "r.sqlite"
    with open_store(db, create=True, tool_version="0.1.0") as st:
        assert st.schema_version == SCHEMA_VERSION
        meta = st.meta()
        assert meta["application"] == "fpsem-results" and meta["created_by"] == "fpsem 0.1.0"
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_stage_rows_round_trip_with_versions_device_and_time(tmp_path):
    db = tmp_path / "r.sqlite"
    with open_store(db, create=True) as st:
        _cell(st)
        st.put_stage("c1", StageRecord("accuracy", "ok", {"max_ulp": math.inf, "n": 3}, "", "measured", "cpu0",
                                       123.5, 0.25, 6), "0.1.0", "22.1.0")
        st.finish_cell("c1", "done", device="cpu0")
    with open_store(db) as st:  # read-only reopen
        (cell,) = st.cells()
        assert cell.key == KEY and cell.status == "done" and cell.device == "cpu0"
        assert cell.tool_version == "0.1.0" and cell.llvm_version == "22.1.0" and cell.finished is not None
        rec = cell.stage("accuracy")
        assert rec.value["max_ulp"] == math.inf and rec.value["n"] == 3
        assert (rec.provenance, rec.device, rec.started, rec.seconds, rec.seq) == ("measured", "cpu0", 123.5, 0.25, 6)
        (row,) = list(st.stage_rows())
        assert row["tool_version"] == "0.1.0" and row["llvm_version"] == "22.1.0" and row["device"] == "cpu0"


def test_read_only_store_refuses_writes(tmp_path):
    db = tmp_path / "r.sqlite"
    open_store(db, create=True).close()
    with open_store(db) as st, pytest.raises(StoreError, match="read-only"):
        _cell(st)


def test_restarting_a_cell_drops_the_partial_rows_of_the_interrupted_attempt(tmp_path):
    with open_store(tmp_path / "r.sqlite", create=True) as st:
        _cell(st)
        st.put_stage("c1", StageRecord("rewrite", "ok", {"a": 1}), "0.1.0", "22")
        assert "c1" not in st.completed()  # still running: not skipped on resume
        _cell(st)
        (cell,) = st.cells()
        assert cell.status == "running" and cell.stages == ()


def test_completed_lists_done_and_failed_cells_with_fingerprints(tmp_path):
    with open_store(tmp_path / "r.sqlite", create=True) as st:
        for cid in ("a", "b", "c"):
            _cell(st, cid)
        st.finish_cell("a", "done")
        st.finish_cell("b", "failed", "compile: boom")
        assert st.completed() == {"a": ("done", "fp1"), "b": ("failed", "fp1")}
        assert st.counts() == {"running": 1, "done": 1, "failed": 1}


def test_invalid_statuses_are_rejected(tmp_path):
    with open_store(tmp_path / "r.sqlite", create=True) as st:
        _cell(st)
        with pytest.raises(ValueError):
            st.put_stage("c1", StageRecord("x", "maybe"), "0", "0")
        with pytest.raises(ValueError):
            st.finish_cell("c1", "running")


def test_missing_database_is_refused_for_reading(tmp_path):
    with pytest.raises(StoreError, match="no such results database"):
        open_store(tmp_path / "none.sqlite")
    assert not (tmp_path / "none.sqlite").exists()


@pytest.mark.parametrize("content", [b"hello, this is a text file\n" * 4, b"x", bytes(range(256)) * 8])
def test_non_sqlite_file_is_refused_and_left_untouched(tmp_path, content):
    db = tmp_path / "notes.sqlite"
    db.write_bytes(content)
    for create in (True, False):
        with pytest.raises(StoreError, match="not an SQLite file"):
            open_store(db, create=create)
    assert db.read_bytes() == content
    assert not Path(str(db) + "-wal").exists()


def test_foreign_sqlite_database_is_refused_and_left_untouched(tmp_path):
    db = tmp_path / "other.sqlite"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE customers (id INTEGER, name TEXT)")
    conn.execute("INSERT INTO customers VALUES (1, 'Ada')")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    with pytest.raises(StoreError, match=r"SQLite database of something else \(tables: customers\)"):
        open_store(db, create=True)
    assert db.read_bytes() == before
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT name FROM customers").fetchall() == [("Ada",)]
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # not switched to WAL
    conn.close()


def test_corrupt_fpsem_database_is_refused(tmp_path):
    db = synthetic_sweep.build(tmp_path / "r.sqlite")
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    data = bytearray(db.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page: 4 * page] = b"\xa5" * (2 * page)  # wreck two pages after the header
    db.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="damaged"):
        open_store(db, create=True)
    assert db.read_bytes() == bytes(data)


def test_newer_schema_is_refused(tmp_path):
    db = tmp_path / "r.sqlite"
    open_store(db, create=True).close()
    conn = sqlite3.connect(db)
    conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION + 1),))
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="newer fpsem"):
        open_store(db)


def test_directory_is_refused(tmp_path):
    with pytest.raises(StoreError, match="is a directory"):
        open_store(tmp_path, create=True)


def test_empty_file_becomes_a_database(tmp_path):
    db = tmp_path / "empty.sqlite"
    db.touch()
    with open_store(db, create=True) as st:
        assert st.schema_version == SCHEMA_VERSION


def test_cli_refuses_foreign_database_with_one_line_and_exit_2(cli, tmp_path):
    db = tmp_path / "foreign.db"
    db.write_text("not a database at all\n")
    for argv in (("report", "--db", db, "-o", tmp_path / "rep"), ("export", "--db", db, "--format", "csv"),
                 ("sweep", "--db", db, "--kernels", "fir", "--profiles", "strict", "--targets", "host",
                  "--precisions", "f64", "--runners", "host")):
        r = cli(*argv)
        assert r.code == 2, (argv, r.err)
        lines = r.err.strip().splitlines()
        assert len(lines) == 1 and "not an fpsem results database" in lines[0] and "Traceback" not in r.err
    assert db.read_text() == "not a database at all\n"


def test_export_csv_has_one_row_per_stage_result(cli, tmp_path):
    db = synthetic_sweep.build(tmp_path / "r.sqlite")
    r = cli("export", "--db", db, "--format", "csv")
    assert r.code == 0, r.err
    rows = list(csv.DictReader(io.StringIO(r.out)))
    with open_store(db) as st:
        n_stages = sum(len(c.stages) for c in st.cells())
    assert len(rows) == n_stages
    acc = next(r for r in rows if r["kernel"] == "fir" and r["profile"] == "contract" and r["stage"] == "accuracy"
               and r["target"] == "host" and r["precision"] == "f64")
    assert json.loads(acc["value"])["max_ulp"] == synthetic_sweep.ULP["contract"]
    assert acc["tool_version"] == "0.1.0" and acc["llvm_version"] == "22.1.0" and acc["provenance"] == "measured"


def test_export_json_nests_stages_per_cell_and_is_strict_json(cli, tmp_path):
    db = tmp_path / "r.sqlite"
    with open_store(db, create=True) as st:
        _cell(st)
        st.put_stage("c1", StageRecord("accuracy", "ok", {"max_ulp": math.inf}), "0.1.0", "22")
        st.finish_cell("c1", "done")
    out = tmp_path / "x.json"
    r = cli("export", "--db", db, "--format", "json", "-o", out)
    assert r.code == 0, r.err
    doc = json.loads(out.read_text(), parse_constant=lambda c: pytest.fail(f"non-standard JSON constant {c}"))
    (cell,) = doc["cells"]
    assert cell["kernel"] == "fir" and cell["stages"][0]["value"]["max_ulp"] == "inf"
    assert doc["meta"]["schema_version"] == str(SCHEMA_VERSION)
