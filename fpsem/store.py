"""The results store: one SQLite file, one row per sweep cell and one row per stage result.

Durability: the database runs in WAL mode and every row is its own committed
transaction, so a process killed with ``kill -9`` loses at most the row it was
writing; SQLite replays the write-ahead log on the next open.  (``synchronous =
NORMAL``: a power loss may drop the last commits but never corrupts the file.)

Identity: the file carries ``PRAGMA application_id`` = ``APPLICATION_ID`` and a
``meta`` table with ``schema_version``.  A file that is not SQLite, is SQLite of
something else, is damaged, or was written by a newer schema is refused with a
one-line :class:`~fpsem.errors.StoreError` and never written to.

Tables
  ``cells``          kernel, profile, target, precision, inputs, the sweep config that
                     shapes the result, a fingerprint of the inputs (kernel files, profile),
                     status ``running | done | failed``, message, times, versions, device;
  ``stage_results``  (cell_id, stage) -> status ``ok | failed | skipped``, JSON value,
                     message, provenance (``measured | modelled | emulated | static``),
                     tool version, LLVM version, device, start time and duration.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

from .errors import StoreError

APPLICATION_ID = 0x66707365  # "fpse"
SCHEMA_VERSION = 1
APPLICATION_NAME = "fpsem-results"
SQLITE_MAGIC = b"SQLite format 3\x00"

CELL_STATUSES = ("running", "done", "failed")
STAGE_STATUSES = ("ok", "failed", "skipped")

_SCHEMA = f"""
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cells (
    cell_id      TEXT PRIMARY KEY,
    kernel       TEXT NOT NULL,
    profile      TEXT NOT NULL,
    target       TEXT NOT NULL,
    precision    TEXT NOT NULL,
    inputs       TEXT NOT NULL,
    config       TEXT NOT NULL,
    fingerprint  TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN {CELL_STATUSES}),
    message      TEXT NOT NULL DEFAULT '',
    started      REAL NOT NULL,
    finished     REAL,
    tool_version TEXT NOT NULL,
    llvm_version TEXT NOT NULL,
    device       TEXT NOT NULL DEFAULT ''
);
CREATE TABLE stage_results (
    cell_id      TEXT NOT NULL REFERENCES cells(cell_id) ON DELETE CASCADE,
    stage        TEXT NOT NULL,
    seq          INTEGER NOT NULL,
    status       TEXT NOT NULL CHECK (status IN {STAGE_STATUSES}),
    value        TEXT NOT NULL,
    message      TEXT NOT NULL DEFAULT '',
    provenance   TEXT NOT NULL DEFAULT '',
    tool_version TEXT NOT NULL,
    llvm_version TEXT NOT NULL,
    device       TEXT NOT NULL DEFAULT '',
    started      REAL NOT NULL,
    seconds      REAL NOT NULL,
    PRIMARY KEY (cell_id, stage)
);
CREATE INDEX cells_by_variant ON cells(kernel, profile, target, precision, inputs);
"""


@dataclass(frozen=True)
class CellKey:
    """The five coordinates of a sweep cell."""

    kernel: str
    profile: str
    target: str
    precision: str
    inputs: str

    def label(self) -> str:
        return f"{self.kernel}/{self.profile}/{self.target}/{self.precision}/{self.inputs}"


@dataclass(frozen=True)
class StageRecord:
    """One stage's result as stored (``value`` is JSON-ready)."""

    stage: str
    status: str  # ok | failed | skipped
    value: Mapping[str, Any] = field(default_factory=dict)
    message: str = ""
    provenance: str = ""  # measured | modelled | emulated | static | ""
    device: str = ""
    started: float = 0.0
    seconds: float = 0.0
    seq: int = 0  # position of the stage in the pipeline

    def to_dict(self) -> dict[str, Any]:
        return {
            "stage": self.stage, "status": self.status, "value": dict(self.value), "message": self.message,
            "provenance": self.provenance, "device": self.device, "started": self.started,
            "seconds": self.seconds, "seq": self.seq,
        }

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> "StageRecord":
        return StageRecord(
            stage=str(d["stage"]), status=str(d["status"]), value=dict(d.get("value") or {}),
            message=str(d.get("message", "")), provenance=str(d.get("provenance", "")),
            device=str(d.get("device", "")), started=float(d.get("started", 0.0)),
            seconds=float(d.get("seconds", 0.0)), seq=int(d.get("seq", 0)),
        )


@dataclass(frozen=True)
class CellRow:
    """A stored cell with its stage results (in pipeline order)."""

    cell_id: str
    key: CellKey
    config: Mapping[str, Any]
    fingerprint: str
    status: str
    message: str
    started: float
    finished: float | None
    tool_version: str
    llvm_version: str
    device: str
    stages: tuple[StageRecord, ...] = ()

    def stage(self, name: str) -> StageRecord | None:
        return next((s for s in self.stages if s.stage == name), None)


def _json(value: Any) -> str:
    # allow_nan=False would reject inf ulp errors; keep them as JSON's common extension instead
    return json.dumps(value, sort_keys=True, default=str)


def _sniff(path: Path) -> None:
    """Refuse a non-SQLite file before SQLite (or WAL set-up) can touch it."""
    try:
        with open(path, "rb") as f:
            head = f.read(len(SQLITE_MAGIC))
    except IsADirectoryError:
        raise StoreError(f"{path}: is a directory, not a results database") from None
    except PermissionError:
        raise StoreError(f"{path}: permission denied") from None
    if head and head != SQLITE_MAGIC:
        raise StoreError(f"{path}: not an fpsem results database (not an SQLite file); refusing to use or overwrite it")


def _connect(path: Path) -> sqlite3.Connection:
    try:
        conn = sqlite3.connect(str(path), timeout=30.0, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn
    except sqlite3.Error as e:
        raise StoreError(f"{path}: cannot open results database: {e}") from None


def _tables(conn: sqlite3.Connection) -> list[str]:
    return [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]


def _check_identity(conn: sqlite3.Connection, path: Path) -> bool:
    """True when the file is an empty database (to be initialised); raises StoreError if foreign/corrupt/newer."""
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = _tables(conn)
    except sqlite3.DatabaseError as e:
        raise StoreError(f"{path}: not a usable results database ({e}); refusing to use or overwrite it") from None
    if app_id == 0 and not tables:
        return True
    if app_id != APPLICATION_ID:
        shown = ", ".join(tables[:5]) + (", ..." if len(tables) > 5 else "")
        raise StoreError(
            f"{path}: an SQLite database of something else (tables: {shown or 'none'}), not fpsem results; "
            f"refusing to use or overwrite it"
        )
    try:
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as e:
        raise StoreError(f"{path}: fpsem results database is damaged ({e}); refusing to use or overwrite it") from None
    if check != "ok":
        raise StoreError(f"{path}: fpsem results database is damaged (integrity check: {check}); refusing to use it")
    if meta.get("application") != APPLICATION_NAME or "schema_version" not in meta:
        raise StoreError(f"{path}: fpsem results database without its meta table entries; refusing to use it")
    version = int(meta["schema_version"])
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"{path}: written by a newer fpsem (results schema {version}; this fpsem reads {SCHEMA_VERSION})"
        )
    if version < SCHEMA_VERSION:
        raise StoreError(
            f"{path}: results schema {version} is older than this fpsem's {SCHEMA_VERSION}; "
            "re-run the sweep into a new file"
        )
    return False


class Store:
    """An open results database.  Use :func:`open_store`; close with :meth:`close` or ``with``."""

    def __init__(self, conn: sqlite3.Connection, path: Path, writable: bool) -> None:
        self._conn = conn
        self.path = path
        self.writable = writable

    # ---- lifecycle
    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _write(self, sql: str, params: tuple | list) -> None:
        if not self.writable:
            raise StoreError(f"{self.path}: opened read-only")
        # one statement, one transaction: durable on return (WAL replays it after kill -9)
        with self._conn:
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute(sql, params)

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0])

    def meta(self) -> dict[str, str]:
        return dict(self._conn.execute("SELECT key, value FROM meta").fetchall())

    # ---- cells
    def begin_cell(self, cell_id: str, key: CellKey, config: Mapping[str, Any], fingerprint: str,
                   tool_version: str, llvm_version: str, device: str = "") -> None:
        """Mark a cell running, dropping any partial stage rows of an earlier, interrupted attempt."""
        if not self.writable:
            raise StoreError(f"{self.path}: opened read-only")
        with self._conn:
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute("DELETE FROM stage_results WHERE cell_id = ?", (cell_id,))
            self._conn.execute(
                "INSERT OR REPLACE INTO cells (cell_id, kernel, profile, target, precision, inputs, config, "
                "fingerprint, status, message, started, finished, tool_version, llvm_version, device) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running', '', ?, NULL, ?, ?, ?)",
                (cell_id, key.kernel, key.profile, key.target, key.precision, key.inputs, _json(dict(config)),
                 fingerprint, time.time(), tool_version, llvm_version, device),
            )

    def put_stage(self, cell_id: str, rec: StageRecord, tool_version: str, llvm_version: str) -> None:
        """Store one stage result (replacing an earlier one of the same stage), committed at once."""
        if rec.status not in STAGE_STATUSES:
            raise ValueError(f"stage status must be one of {STAGE_STATUSES}, not {rec.status!r}")
        self._write(
            "INSERT OR REPLACE INTO stage_results (cell_id, stage, seq, status, value, message, provenance, "
            "tool_version, llvm_version, device, started, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (cell_id, rec.stage, rec.seq, rec.status, _json(dict(rec.value)), rec.message, rec.provenance,
             tool_version, llvm_version, rec.device, rec.started, rec.seconds),
        )

    def finish_cell(self, cell_id: str, status: str, message: str = "", device: str = "") -> None:
        """Mark a cell ``done`` or ``failed`` (with its first failure's message)."""
        if status not in ("done", "failed"):
            raise ValueError(f"a finished cell is 'done' or 'failed', not {status!r}")
        self._write(
            "UPDATE cells SET status = ?, message = ?, finished = ?, device = CASE WHEN ? = '' THEN device ELSE ? END "
            "WHERE cell_id = ?",
            (status, message, time.time(), device, device, cell_id),
        )

    def completed(self) -> dict[str, tuple[str, str]]:
        """cell_id -> (status, fingerprint) of every finished (done or failed) cell."""
        rows = self._conn.execute("SELECT cell_id, status, fingerprint FROM cells WHERE status != 'running'")
        return {cid: (status, fp) for cid, status, fp in rows}

    def counts(self) -> dict[str, int]:
        out = {s: 0 for s in CELL_STATUSES}
        for status, n in self._conn.execute("SELECT status, COUNT(*) FROM cells GROUP BY status"):
            out[status] = n
        return out

    def _stages_by_cell(self) -> dict[str, list[StageRecord]]:
        out: dict[str, list[StageRecord]] = {}
        rows = self._conn.execute(
            "SELECT cell_id, stage, seq, status, value, message, provenance, device, started, seconds "
            "FROM stage_results ORDER BY cell_id, seq"
        )
        for cid, stage, seq, status, value, message, prov, device, started, seconds in rows:
            out.setdefault(cid, []).append(
                StageRecord(stage, status, json.loads(value), message, prov, device, started, seconds, seq)
            )
        return out

    def cells(self) -> list[CellRow]:
        """Every stored cell with its stage results, ordered by kernel, target, precision, inputs, profile."""
        stages = self._stages_by_cell()
        rows = self._conn.execute(
            "SELECT cell_id, kernel, profile, target, precision, inputs, config, fingerprint, status, message, "
            "started, finished, tool_version, llvm_version, device FROM cells "
            "ORDER BY kernel, target, precision, inputs, profile"
        )
        return [
            CellRow(cid, CellKey(k, p, t, prec, inp), json.loads(cfg), fp, status, msg, started, finished, tv, lv, dev,
                    tuple(stages.get(cid, ())))
            for cid, k, p, t, prec, inp, cfg, fp, status, msg, started, finished, tv, lv, dev in rows
        ]

    def stage_rows(self) -> Iterator[dict[str, Any]]:
        """Flat rows (cell coordinates + one stage result each), for export."""
        rows = self._conn.execute(
            "SELECT c.cell_id, c.kernel, c.profile, c.target, c.precision, c.inputs, c.status, "
            "s.stage, s.seq, s.status, s.provenance, s.value, s.message, s.tool_version, s.llvm_version, "
            "s.device, s.started, s.seconds FROM stage_results s JOIN cells c USING (cell_id) "
            "ORDER BY c.kernel, c.target, c.precision, c.inputs, c.profile, s.seq"
        )
        names = ("cell_id", "kernel", "profile", "target", "precision", "inputs", "cell_status", "stage", "seq",
                 "status", "provenance", "value", "message", "tool_version", "llvm_version", "device", "started",
                 "seconds")
        for r in rows:
            d = dict(zip(names, r))
            d["value"] = json.loads(d["value"])
            yield d


def _initialise(conn: sqlite3.Connection, tool_version: str) -> None:
    with conn:
        conn.execute("BEGIN IMMEDIATE")
        for stmt in filter(str.strip, _SCHEMA.split(";")):
            conn.execute(stmt)
        conn.executemany(
            "INSERT INTO meta (key, value) VALUES (?, ?)",
            [("application", APPLICATION_NAME), ("schema_version", str(SCHEMA_VERSION)),
             ("created", time.strftime("%Y-%m-%dT%H:%M:%S%z")), ("created_by", f"fpsem {tool_version}")],
        )
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def open_store(path: Path, create: bool = False, tool_version: str = "") -> Store:
    """Open a results database.

    ``create=True`` (the sweep): a missing or empty file becomes a new database
    (parent folders are made).  ``create=False`` (report, export): the file must
    exist, and nothing is written.  Either way a file that is not an fpsem results
    database of this schema raises StoreError and is left untouched.
    """
    path = Path(path)
    if not path.exists():
        if not create:
            raise StoreError(f"{path}: no such results database (run 'fpsem sweep --db {path}' first)")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise StoreError(f"{path}: cannot create its folder: {e.strerror}") from None
    else:
        _sniff(path)
    conn = _connect(path)
    try:
        empty = _check_identity(conn, path)
        if empty:
            if not create:
                raise StoreError(f"{path}: an empty file, not an fpsem results database")
            _initialise(conn, tool_version)
        if create:
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
    except StoreError:
        conn.close()
        raise
    except sqlite3.Error as e:
        conn.close()
        raise StoreError(f"{path}: results database error: {e}") from None
    return Store(conn, path, writable=create)
